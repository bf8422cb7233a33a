/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-position-panel.h: painting a finished board (empires, cities, ships) */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_PAINT_EMPIRE,   /* a chip of an empire, or none */
  TYROS_PAINT_CITY,     /* a player's city, or none */
  TYROS_PAINT_SHIP,     /* one more ship of a player; player -1 removes them all */
} TyrosPaintKind;

#define TYROS_TYPE_POSITION_PANEL (tyros_position_panel_get_type ())
G_DECLARE_FINAL_TYPE (TyrosPositionPanel, tyros_position_panel, TYROS, POSITION_PANEL, GtkWidget)

void     tyros_position_panel_set_game        (TyrosPositionPanel *self,
                                               TyrosGame          *game);
void     tyros_position_panel_field_activated (TyrosPositionPanel *self,
                                               TyrosField          field,
                                               TyrosCoast          coast);
/* Whether the board is one a game can end with, so that it may be scored
 * (tyros_position_check_finished); otherwise the panel says why. */
gboolean tyros_position_panel_can_score   (TyrosPositionPanel *self);

/* Signals:
 *   "changed": the board was changed (and accepted by the core).
 *   "mark-field" (int, a TyrosField): the field to mark on the board as the
 *      one a refusal or a missing piece is about; TYROS_FIELD_NONE for none.
 */

G_END_DECLS
