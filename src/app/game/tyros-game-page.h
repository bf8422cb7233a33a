/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-page.h: the board with its banner and the side panel of a game
 *
 * The controller of the game it shows (its "session"): the board and the
 * panels follow the game, and the page's "game.*" actions act on it (undo,
 * redo, the turn actions, the history; tyros-game-page-actions.c). The page
 * is a GActionGroup of those actions too, for its window to insert as
 * "game". What concerns the window it asks of the window's actions
 * ("win.show-scores", "win.show-board", "win.toast"); the window's header
 * follows the session. The page listens to the session's "changed" and draws
 * the board, the standings, the history and the banner above the board from
 * it (the session's "banner-text", "banner-problem" and "viewing": going
 * back to an earlier position or, after a move, replacing that move); the
 * history's selection is bound to "viewing". The page owns the move being
 * entered (a TyrosMoveEntry): the action panel shows it, the board its
 * marks. At phone width the session's "summary" is the bar of the bottom
 * sheet (libadwaita 1.6 on).
 */
#pragma once

#include <adwaita.h>

#include "tyros-action-panel.h"
#include "tyros-board-view.h"
#include "tyros-game-session.h"
#include "tyros-history-panel.h"
#include "tyros-position-panel.h"
#include "tyros-score-sheet.h"
#include "tyros-standings-panel.h"
#include "tyros-table-share.h"

G_BEGIN_DECLS

#define TYROS_TYPE_GAME_PAGE (tyros_game_page_get_type ())
G_DECLARE_FINAL_TYPE (TyrosGamePage, tyros_game_page, TYROS, GAME_PAGE, AdwBin)

GtkWidget           *tyros_game_page_new                (void);
/* Shows the game of @session, played on from its position (property "session").
 * The page's "title" and "subtitle" (read-only) are the session's. */
void                 tyros_game_page_set_session        (TyrosGamePage    *self,
                                                         TyrosGameSession *session);
/* The game, unless it is a finished board no game can end with: that one is
 * not scored, and its panel says why. */
TyrosGame           *tyros_game_page_get_scorable_game  (TyrosGamePage *self);

/* "turn" or "history" */
void                 tyros_game_page_show_side_page     (TyrosGamePage *self,
                                                         const char    *name);

/* The side panel: shown or hidden (property "show-panel"), and folded over
 * the board in a narrow window. */
gboolean             tyros_game_page_get_show_panel     (TyrosGamePage *self);
void                 tyros_game_page_set_show_panel     (TyrosGamePage *self,
                                                         gboolean       show_panel);
/* The move entry in view: the panel's turn page shown, or at phone width
 * with a bottom sheet, the sheet closed (the entry is under the board). */
void                 tyros_game_page_show_move_entry    (TyrosGamePage *self);
/* Closes the bottom sheet; FALSE when there was none open. */
gboolean             tyros_game_page_close_sheet        (TyrosGamePage *self);
/* The board above the panel on a narrow window (property "narrow"); from
 * libadwaita 1.6 on, the board above the move entry, the rest of the panel
 * in a bottom sheet ("show-panel" opens it) */
gboolean             tyros_game_page_get_narrow         (TyrosGamePage *self);

/* The game shared with the table's phones (property "table-share"; NULL
 * while not shared): a move a seat's phone proposes shows over the board,
 * with Accept and Refuse, or is played at once with the preference
 * "accept-seat-moves". */
void                 tyros_game_page_set_table_share    (TyrosGamePage   *self,
                                                         TyrosTableShare *share);

G_END_DECLS
