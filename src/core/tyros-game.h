/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game.h: a game as its players see it
 *
 * Players, edition and set-up, and the journal of moves with the position after
 * each one. The journal has a cursor: moves before it are played, moves after it
 * can be redone. A game can also be a finished board entered by hand (a
 * "position"), which has no journal.
 */
#pragma once

#include <glib-object.h>

#include "tyros-rules.h"
#include "tyros-setup.h"

G_BEGIN_DECLS

#define TYROS_TYPE_GAME (tyros_game_get_type ())
G_DECLARE_FINAL_TYPE (TyrosGame, tyros_game, TYROS, GAME, GObject)

/* Journal games */
TyrosGame          *tyros_game_new               (const TyrosEdition *edition,
                                                  const char *const  *names,
                                                  const TyrosSetup   *setup,
                                                  TyrosViolation    **violation);
/* Finished boards */
TyrosGame          *tyros_game_new_position      (const TyrosEdition *edition,
                                                  const char *const  *names);
gboolean            tyros_game_is_position       (TyrosGame *self);
/* Replaces the board of a position game; checked as tyros_position_check(). */
gboolean            tyros_game_set_position      (TyrosGame        *self,
                                                  const TyrosState *state,
                                                  TyrosViolation  **violation);

const TyrosEdition *tyros_game_get_edition       (TyrosGame *self);
guint               tyros_game_get_n_players     (TyrosGame *self);
const char         *tyros_game_get_player_name   (TyrosGame *self,
                                                  int        player);
/* The player's colour as saved ("#3584e4"), or NULL. */
const char         *tyros_game_get_player_colour (TyrosGame *self,
                                                  int        player);
void                tyros_game_set_player_colour (TyrosGame  *self,
                                                  int         player,
                                                  const char *colour);
const char *const  *tyros_game_get_player_names  (TyrosGame *self);
/* The rule for a player's name, for the file reader and New Game alike: 1 to
 * TYROS_MAX_NAME_LENGTH bytes of UTF-8, no control character (ESC, BEL, CR,
 * LF, a line separator) and no invisible format character (U+200B, U+202E;
 * a joiner only where a script needs it). FALSE with the reason in @message, to follow a place
 * ("players[1].name: ..."). */
#define TYROS_MAX_NAME_LENGTH 200
gboolean            tyros_player_name_is_valid   (const char *name,
                                                  char      **message);
const TyrosSetup   *tyros_game_get_setup         (TyrosGame *self);

/* The position now (after the moves before the cursor). */
const TyrosState   *tyros_game_get_state         (TyrosGame *self);
/* The position after the first @n_moves moves (0 = after set-up). */
const TyrosState   *tyros_game_get_state_at      (TyrosGame *self,
                                                  guint      n_moves);

/* Plays a move at the cursor; a new move drops the moves that could be redone,
 * except when the first of them breaks a rule (see below): then the new move
 * takes its place and the later ones stay redoable. */
gboolean            tyros_game_play              (TyrosGame        *self,
                                                  const TyrosMove  *move,
                                                  TyrosOutcome     *outcome,
                                                  TyrosViolation  **violation);
guint               tyros_game_get_n_played      (TyrosGame *self); /* the cursor */
guint               tyros_game_get_n_moves       (TyrosGame *self); /* played + redoable */
const TyrosMove    *tyros_game_get_move          (TyrosGame *self,
                                                  guint      index);
/* The outcome of played move @index (cost, route, fee, bonus). */
const TyrosOutcome *tyros_game_get_outcome       (TyrosGame *self,
                                                  guint      index);
gboolean            tyros_game_can_undo          (TyrosGame *self); /* a move or a replacement */
gboolean            tyros_game_can_redo          (TyrosGame *self);
/* Steps back one move; right after a replacement, undoes the replacement
 * instead: the journal and the cursor are again as they were before it. */
gboolean            tyros_game_undo              (TyrosGame *self);
gboolean            tyros_game_redo              (TyrosGame *self,
                                                  TyrosViolation **violation);
/* Moves the cursor back to @n_played; the later moves stay redoable. */
void                tyros_game_go_back_to        (TyrosGame *self,
                                                  guint      n_played);
/* Replaces played move @index and replays the later ones. Returns FALSE with
 * @violation when @move itself is illegal (nothing changes). When a later move
 * became illegal, the cursor stops before it, *@first_illegal is its index and
 * *@later_violation says why; otherwise *@first_illegal is -1. Until the
 * journal or cursor changes otherwise, tyros_game_undo() undoes it whole. */
gboolean            tyros_game_replace_move      (TyrosGame        *self,
                                                  guint             index,
                                                  const TyrosMove  *move,
                                                  TyrosViolation  **violation,
                                                  int              *first_illegal,
                                                  TyrosViolation  **later_violation);

/* When the first redoable move breaks a rule (a loaded journal's illegal move,
 * where the game stopped, or a move that a replacement made illegal): its
 * index, and why. -1 and NULL otherwise. Playing a move at the cursor then
 * replaces it and keeps the moves after it. */
int                 tyros_game_get_replay_error_index (TyrosGame *self);
const TyrosViolation *tyros_game_get_replay_error     (TyrosGame *self);
/* TRUE when a move that the journal gave as played breaks a rule. A broken
 * move among those to redo is not one: the game is the one played so far. */
gboolean            tyros_game_has_journal_error      (TyrosGame *self);

/* One line that tells move @index in words: "Round 2, card actions: Ben moved a
 * ship Tyros → 23 via 31 27 22 (4 green)". */
char               *tyros_game_describe_move     (TyrosGame *self,
                                                  guint      index);

/* The board the game is played on: the printed board (NULL) or a group's
 * corrected one (docs/file-format.md, "The board"). Setting it replays the
 * played moves on it, and all the later ones when the replay had stopped at
 * a move that broke a rule (as a loaded file's); a move that is not legal on
 * the new board stops the replay there. The game keeps a reference. */
TyrosBoard         *tyros_game_get_board         (TyrosGame  *self);
void                tyros_game_set_board         (TyrosGame  *self,
                                                  TyrosBoard *board);

/* The play record ("played" of docs/file-format.md): when the game was
 * started and finished, where it was played and a short note. Each is NULL
 * when the file does not say; a file without them means what it meant. */
typedef enum {
  TYROS_PLAYED_STARTED,    /* RFC 3339 with an offset: "2026-11-26T19:04:00+01:00" */
  TYROS_PLAYED_FINISHED,   /* the same; a game that is not over has none */
  TYROS_PLAYED_LOCATION,   /* free text */
  TYROS_PLAYED_NOTE,       /* free text */
  TYROS_N_PLAYED_KEYS,
} TyrosPlayedKey;

#define TYROS_MAX_PLAYED_TEXT_LENGTH 1000
/* The key's name in the file: "started", "finished", "location", "note". */
const char         *tyros_played_key_to_string   (TyrosPlayedKey key);
/* The rule for a value, for the file reader and the app alike: a time is an
 * RFC 3339 date-time with an offset; a text has 1 to
 * TYROS_MAX_PLAYED_TEXT_LENGTH bytes of UTF-8 and no control character.
 * FALSE with the reason in @message, to follow a place ("played.started: ..."). */
gboolean            tyros_played_value_is_valid  (TyrosPlayedKey key,
                                                  const char    *value,
                                                  char         **message);
/* A time that tyros_played_value_is_valid() accepts, RFC 3339's lower-case
 * "t" and "z" included (GLib reads only upper case); NULL for another text. */
GDateTime          *tyros_played_time_parse      (const char    *text);
/* @time as the file writes it: RFC 3339, whole seconds, with its offset. */
char               *tyros_played_time_format     (GDateTime     *time);
/* When a game was played, the one order of every history (the records,
 * the recent games, their exports): by its "started", else its "finished"
 * (instants, whatever their offsets), else, only for a file without a play
 * record, by the file's modification time (to the second, as a play record
 * is written); equal, by "finished", then (within one second) by the file's
 * time and name. Copying, restoring or opening a file changes the order of
 * no two plays recorded a second apart. */
typedef struct {
  gint64      played;     /* µs since the epoch */
  gint64      finished;   /* µs, or played when not recorded */
  gint64      file_time;  /* µs */
  const char *file;       /* the file's name or path (borrowed), for a stable tie */
} TyrosPlayedOrder;

/* @started, @finished: the play record's (NULL, or not a time: not
 * recorded); @file_time: the file's modification time in µs. */
TyrosPlayedOrder    tyros_played_order           (const char    *started,
                                                  const char    *finished,
                                                  gint64         file_time,
                                                  const char    *file);
/* Newest first: < 0 when @a was played after @b. */
int                 tyros_played_order_compare   (const TyrosPlayedOrder *a,
                                                  const TyrosPlayedOrder *b);
const char         *tyros_game_get_played        (TyrosGame     *self,
                                                  TyrosPlayedKey key);
/* When the game was played: its "started", else its "finished", with the
 * offset it was recorded in (the evening at the table); NULL when neither. */
GDateTime          *tyros_game_get_played_time   (TyrosGame     *self);
/* Sets (NULL or "" clears) one key; FALSE with @message and nothing changed
 * when @value breaks tyros_played_value_is_valid(). Emits no signal: the play
 * record is not part of the position. */
gboolean            tyros_game_set_played        (TyrosGame     *self,
                                                  TyrosPlayedKey key,
                                                  const char    *value,
                                                  char         **message);

G_END_DECLS
