/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-action-panel.h: entering what just happened (phase 2 tiles, phase 3 actions)
 *
 * The panel asks the core for everything: where a tile can go, what a move costs,
 * whether it is legal and why not. It draws its hints on the board view it is
 * given and plays accepted moves on the game.
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"
#include "tyros-board-view.h"
#include "tyros-move-entry.h"

G_BEGIN_DECLS


#define TYROS_TYPE_ACTION_PANEL (tyros_action_panel_get_type ())
G_DECLARE_FINAL_TYPE (TyrosActionPanel, tyros_action_panel, TYROS, ACTION_PANEL, GtkWidget)

/* The game to enter moves for and the board to draw hints on; NULL game clears. */
void        tyros_action_panel_set_game        (TyrosActionPanel *self,
                                                TyrosGame        *game,
                                                TyrosBoardView   *board);
/* The move being entered, which the panel shows. */
TyrosMoveEntry *tyros_action_panel_get_entry   (TyrosActionPanel *self);
/* Forgets a half-entered action and shows what the current turn allows. */
void        tyros_action_panel_reset           (TyrosActionPanel *self);
void        tyros_action_panel_field_activated (TyrosActionPanel *self,
                                                TyrosField        field,
                                                TyrosCoast        coast);
/* Starts an action of the current player (phase 3, or "cannot play" in phase 2). */
void        tyros_action_panel_start           (TyrosActionPanel *self,
                                                TyrosAction       action);
/* Steps back out of a half-entered action; FALSE when there was none. */
gboolean    tyros_action_panel_back            (TyrosActionPanel *self);


/* Signals:
 *   "move-played" (gboolean game_ended): a move was accepted and played.
 *   "move-replaced" (guint index, int first_illegal, const char *reason): move
 *      @index was replaced and the later ones replayed; @first_illegal is the
 *      first later move that became illegal (the game stops before it) and
 *      @reason says why, or -1 and NULL.
 *   "board-changed": the game's board was corrected from a refusal (M1:
 *      "Our Board Has a Passage Here"); save the game, draw its board again.
 */

G_END_DECLS
