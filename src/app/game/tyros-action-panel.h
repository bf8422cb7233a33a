/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-action-panel.h: entering what just happened (phase 2 tiles, phase 3 actions)
 *
 * A view of the move being entered (a TyrosMoveEntry, which asks the core
 * for everything: where a tile can go, what a move costs, whether it is legal
 * and why not): its prompt, price and error, and the controls that hand the
 * entry what is chosen in the panel. The board's marks are the entry's too;
 * the game page draws them.
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"
#include "tyros-move-entry.h"

G_BEGIN_DECLS


#define TYROS_TYPE_ACTION_PANEL (tyros_action_panel_get_type ())
G_DECLARE_FINAL_TYPE (TyrosActionPanel, tyros_action_panel, TYROS, ACTION_PANEL, GtkWidget)

/* The move being entered, which the panel shows from then on (once; the
 * game page owns it). Also the read-only property "entry"; and
 * "entering-payment" (gboolean): "Cards paid" is open for a whole move. */
void        tyros_action_panel_set_entry       (TyrosActionPanel *self,
                                                TyrosMoveEntry   *entry);

G_END_DECLS
