/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-session.h: the game in play (not a widget)
 *
 * Owns the TyrosGame on the board and where it is kept: every change of the
 * game (its "changed" signal: a move, an undo, a replacement, a corrected
 * board or painted position) is saved at once to its file in the game store,
 * which earlier position is shown from the history, which move is being
 * replaced, and the texts the window shows of it. The window makes one
 * session per game shown and binds to its properties.
 */
#pragma once

#include <gio/gio.h>

#include "tyros-core.h"
#include "tyros-game-store.h"

G_BEGIN_DECLS

#define TYROS_TYPE_GAME_SESSION (tyros_game_session_get_type ())
G_DECLARE_FINAL_TYPE (TyrosGameSession, tyros_game_session, TYROS, GAME_SESSION, GObject)

/* Plays @game on, autosaved in @store at @path (a game of the store, read
 * from that file: written again only once the game changes), or under a new
 * name of the store when @path is NULL (saved once at once). */
TyrosGameSession *tyros_game_session_new         (TyrosGameStore   *store,
                                                  TyrosGame        *game,
                                                  const char       *path);
TyrosGame        *tyros_game_session_get_game    (TyrosGameSession *self);
/* The game's file in the store; NULL while a new game has none: until a
 * save of it has worked (the first fails on a full disk). */
const char       *tyros_game_session_get_autosave_path (TyrosGameSession *self);
/* The position shown from the history (moves played before it), or -1 for
 * the game as it is now. */
int               tyros_game_session_get_viewing (TyrosGameSession *self);
void              tyros_game_session_set_viewing (TyrosGameSession *self,
                                                  int               viewing);
/* The played move a replacement is entered for, or -1. */
int               tyros_game_session_get_replacing (TyrosGameSession *self);
void              tyros_game_session_set_replacing (TyrosGameSession *self,
                                                    int               index);
/* The move that breaks a rule (the core's replay error: the game stops
 * before it), derived on every change, or -1. */
int               tyros_game_session_get_problem_index (TyrosGameSession *self);
/* The banner no longer says the problem; the move still breaks its rule. */
void              tyros_game_session_dismiss_problem   (TyrosGameSession *self);
/* The score of the position shown, as if the game ended there: computed
 * once per change, for every view of it. */
const TyrosScore *tyros_game_session_get_score   (TyrosGameSession *self);
/* The story of the moves played (points after each, empire sizes per
 * round): computed once per change of the game, for the charts. */
const TyrosStory *tyros_game_session_get_story   (TyrosGameSession *self);
/* Each player's colour ("#3584e4"), the palette's where the game has none;
 * NULL-terminated. */
const char * const *tyros_game_session_get_player_colours (TyrosGameSession *self);
/* The position moves are entered for: now, or before the move being replaced. */
const TyrosState *tyros_game_session_get_entry_state (TyrosGameSession *self);
/* The position on the board: the one viewed, or the entry state. */
const TyrosState *tyros_game_session_get_shown_state (TyrosGameSession *self);
/* Saves the game to its file now (it is saved on every change anyway): for
 * closing the window while "save-error" says the file is behind. */
gboolean          tyros_game_session_save_now    (TyrosGameSession *self,
                                                  GError          **error);
/* Why the last save failed (a G_FILE_ERROR: the disk is full, read-only,
 * the folder is missing...) while the file is behind the game; else NULL.
 * Its message is the "save-error" property. */
const GError     *tyros_game_session_get_save_error (TyrosGameSession *self);
/* TRUE when a file holds the game as it is now: its autosave, or a Save As
 * copy made since the last change. FALSE: moves are only in memory. */
gboolean          tyros_game_session_is_kept     (TyrosGameSession *self);
/* Save As: a copy of the game at @file; the game goes on being autosaved. */
gboolean          tyros_game_session_save_as     (TyrosGameSession *self,
                                                  GFile            *file,
                                                  GError          **error);
/* The play record's location or note (TYROS_PLAYED_LOCATION, _NOTE; NULL or
 * "" clears it), saved at once. "started" and "finished" the session keeps
 * itself: started when a new game is created, finished when the game
 * becomes over (and no longer once an undo makes it not over; a redo of the
 * same moves brings back the time it had). FALSE with
 * @error when the text breaks the file's rule; nothing changes then. */
gboolean          tyros_game_session_set_played  (TyrosGameSession *self,
                                                  TyrosPlayedKey    key,
                                                  const char       *value,
                                                  GError          **error);
/* A game of the store over before it was opened (a finished game of the
 * records or of the recent games) is read-only: the page offers no undo, redo nor history change, so that
 * nothing changes by accident, until "Edit Anyway" calls
 * tyros_game_session_edit_anyway(). */
gboolean          tyros_game_session_get_read_only (TyrosGameSession *self);
void              tyros_game_session_edit_anyway   (TyrosGameSession *self);
/* For @object (a page) whose "title" and "subtitle" are the session's:
 * notifies them now, and whenever the session's change (while both live). */
void              tyros_game_session_forward_texts (TyrosGameSession *self,
                                                    GObject          *object);

/* Properties (read-only unless said): "game", "autosave-path" (NULL until a
 * new game's first save has claimed it a file; notified then), "saved-moves"
 * (played moves in the last autosave, -1 before the first), "save-error" (why
 * the last save failed, while the file is behind the game; NULL when the file
 * holds the game; the save is tried again every few seconds), "viewing"
 * and "replacing" (read-write), "problem-index" and "problem" (what the
 * banner says of it: NULL once dismissed), and what the window shows of the
 * game, recomputed on every change of those or of the game: "title" and
 * "subtitle" (the header: whose turn, round and phase; for a finished board,
 * who wins it), "current-colour" (of the player to act, "#3584e4"; NULL on a
 * finished board and after the game), "summary" (one line: whose turn, the
 * round and who leads, scored by the core as if the game ended there),
 * "banner-text" (above the board, NULL
 * for no banner) and "banner-problem" (the banner says a move breaks a rule);
 * "read-only" and "finished-text" ("Finished on 15 March 2026" while
 * read-only, else NULL).
 *
 * Signal "changed": after every change of the game, of the position viewed,
 * of the move being replaced or of the problem, once, when all of the above
 * follow it: the page draws the game from it.
 */

G_END_DECLS
