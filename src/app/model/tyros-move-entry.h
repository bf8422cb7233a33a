/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move-entry.h: the move being entered, as a state machine
 *
 * Not a widget: the action panel shows its texts and the board its marks,
 * and both hand it what the player clicks. Every question goes to the core
 * (where a tile or a build may go, what a route costs, why a move is not
 * allowed). Unit-tested without a display (tests/app/model/test-move-entry.c).
 *
 * Properties (read-only unless said): "mode" (TyrosEntryMode), "prompt",
 * "hint", "price" (what the pending move costs, or what to click next; ""
 * when nothing), "error" (why the last attempt was refused, naming its rule;
 * ""), "rule" (that rule's ID, ""), "route-text", "choice-text" (the
 * question of the empire choice), "last-move", "shown", "empires" (the empires to
 * choose from, a bit per TyrosEmpire), "can-confirm", "tracing" (writable),
 * "can-open-passage" (the error is a step between grid neighbours that the
 * board's sea does not join, M1: the group's board may show a passage there),
 * "replace-index" (writable: the played move a replacement is entered for,
 * the position before it; -1 at the end of the game; back to -1 once the
 * replacement is played), "marks" (what the board marks: notified when
 * they change; tyros_move_entry_get_marks()).
 *
 * Signals:
 *   "move-played" (gboolean game_ended), "move-replaced" (guint index,
 *      int first_illegal, const char *reason): a move was played, or move @index
 *      replaced and the later ones replayed (@first_illegal: the first later
 *      move that became illegal, the game stops before it, and @reason says
 *      why; or -1 and NULL).
 *   "board-changed": the game's board was corrected (a passage opened); the
 *      game should be saved and its board drawn again.
 */
#pragma once

#include <glib-object.h>

#include "tyros-board-marks.h"

#include "tyros-core.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_ACTION_MOVE_SHIP,
  TYROS_ACTION_BUILD_CITY,
  TYROS_ACTION_BUILD_SHIP,
  TYROS_ACTION_BANK_TRADE,
  TYROS_ACTION_PLAYER_TRADE,
  TYROS_ACTION_PASS,
  TYROS_ACTION_CANNOT_PLAY,
} TyrosAction;

typedef enum {
  TYROS_ENTRY_NONE,
  TYROS_ENTRY_EXPAND,       /* click the tile's field (then maybe its empire) */
  TYROS_ENTRY_EXPAND_PASS,  /* list the tiles shown */
  TYROS_ENTRY_ACTIONS,      /* choose a card action */
  TYROS_ENTRY_MOVE_SHIP,    /* pick the ship */
  TYROS_ENTRY_MOVE_DEST,    /* pick the destination (reach shown) */
  TYROS_ENTRY_MOVE_READY,   /* route and price shown, or tracing a route */
  TYROS_ENTRY_BUILD_CITY,
  TYROS_ENTRY_BUILD_SHIP,
  TYROS_ENTRY_BANK,
  TYROS_ENTRY_TRADE,
  TYROS_ENTRY_OVER,
} TyrosEntryMode;

#define TYROS_TYPE_MOVE_ENTRY (tyros_move_entry_get_type ())
G_DECLARE_FINAL_TYPE (TyrosMoveEntry, tyros_move_entry, TYROS, MOVE_ENTRY, GObject)

TyrosMoveEntry  *tyros_move_entry_new              (void);

/* The game to enter moves for; NULL clears. Starts afresh. */
void             tyros_move_entry_set_game         (TyrosMoveEntry    *self,
                                                    TyrosGame         *game);
TyrosGame       *tyros_move_entry_get_game         (TyrosMoveEntry    *self);
/* Forgets a half-entered move: what the current turn allows. */
void             tyros_move_entry_reset            (TyrosMoveEntry    *self);

/* What the player does */
void             tyros_move_entry_start            (TyrosMoveEntry    *self,
                                                    TyrosAction        action);
/* A field chosen on the board (click, Enter, Space). Choosing the chosen
 * destination or build field again confirms the move. */
void             tyros_move_entry_choose_field     (TyrosMoveEntry    *self,
                                                    TyrosField         field,
                                                    TyrosCoast         coast);
void             tyros_move_entry_choose_empire    (TyrosMoveEntry    *self,
                                                    TyrosEmpire        empire);
/* The cards paid as entered; given FALSE: not entered. */
void             tyros_move_entry_set_payment      (TyrosMoveEntry    *self,
                                                    const TyrosPayment *paid);
/* The tiles shown by a player who cannot play one: "5, 9 14". */
void             tyros_move_entry_set_shown        (TyrosMoveEntry    *self,
                                                    const char        *text);
const char      *tyros_move_entry_get_shown        (TyrosMoveEntry    *self);
/* Plays what was entered (Confirm); FALSE when refused or nothing to play. */
gboolean         tyros_move_entry_confirm          (TyrosMoveEntry    *self);
/* Records on the game's board the passage the error names ("can-open-passage")
 * and checks the move again; FALSE when the error names none. */
gboolean         tyros_move_entry_open_passage     (TyrosMoveEntry    *self);
/* Leaves a half-entered move (Cancel); FALSE when there was none. */
gboolean         tyros_move_entry_cancel           (TyrosMoveEntry    *self);
/* Steps back one choice (Back, Escape): from the destination to the ship,
 * from a move's first choice out of it; FALSE when nothing was entered. */
gboolean         tyros_move_entry_back             (TyrosMoveEntry    *self);
/* Whether Back goes to an earlier choice within the move (not out of it) */
gboolean         tyros_move_entry_get_can_go_back  (TyrosMoveEntry    *self);
gboolean         tyros_move_entry_bank_swap        (TyrosMoveEntry    *self,
                                                    guint              count);
gboolean         tyros_move_entry_bank_pick        (TyrosMoveEntry    *self);
gboolean         tyros_move_entry_trade            (TyrosMoveEntry    *self,
                                                    int                partner);
/* Plays @move as a confirmed entry would (or replaces, see above). */
gboolean         tyros_move_entry_play_move        (TyrosMoveEntry    *self,
                                                    const TyrosMove   *move);

/* State: also the properties "mode", "empires" and "can-confirm"; the texts
 * "prompt", "hint", "price", "error", "rule", "route-text", "choice-text",
 * "last-move", and "tracing", "can-open-passage" are properties only. */
TyrosEntryMode   tyros_move_entry_get_mode         (TyrosMoveEntry    *self);
guint            tyros_move_entry_get_empires      (TyrosMoveEntry    *self);
gboolean         tyros_move_entry_get_can_confirm  (TyrosMoveEntry    *self);
/* The player to move and the other players, for a trade */
int              tyros_move_entry_get_player       (TyrosMoveEntry    *self);

/* The board marks ("marks"), the entry's own: valid until it changes */
const TyrosBoardMarks *tyros_move_entry_get_marks (TyrosMoveEntry *self);

G_END_DECLS
