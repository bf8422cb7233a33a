/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-history-panel.h: the game told move by move, to look back at
 *
 * One row for the set-up and one per move of the journal, in the core's words
 * (tyros_game_describe_move). Moves that were undone and can be redone are
 * shown dimmed; a move of a loaded file that breaks a rule, in red. Selecting a
 * row asks the window to show the position after that move.
 *
 * A long game's rows are built after the game is shown and appear when the
 * list is first on screen: the rows around the selected (or newest) move at
 * once, the others a few a frame around them, the rows in view staying in
 * place; the list's accessible state is "busy" until all are there.
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_HISTORY_PANEL (tyros_history_panel_get_type ())
G_DECLARE_FINAL_TYPE (TyrosHistoryPanel, tyros_history_panel, TYROS, HISTORY_PANEL, GtkWidget)

/* The rows of @game's moves, kept in line as it changes */
void  tyros_history_panel_set_game  (TyrosHistoryPanel *self,
                                     TyrosGame         *game);
/* @illegal: a move to mark as breaking a rule, or -1; only the rows that
 * changed are rebuilt. */
void  tyros_history_panel_update    (TyrosHistoryPanel *self,
                                     int                illegal);

/* Property "selected": the row of the position after that many moves (0 =
 * the set-up), or none with -1; set from outside it emits no signal (the
 * game page binds it to the session's "viewing").
 *
 * Signals:
 *   "position-selected" (int n_moves): the user selected the position after
 *      @n_moves moves (0 = the set-up), or -1 when the selection was cleared.
 */

G_END_DECLS
