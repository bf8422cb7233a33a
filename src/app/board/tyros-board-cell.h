/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-cell.h: one field of the board as a focusable grid cell
 *
 * The board draws itself; a cell is the transparent, focusable child over one
 * field that a screen reader walks (role grid-cell, labelled with the field's
 * description) and that keyboard focus moves between. Activating it (Enter,
 * Space, or the accessible "click" action) chooses the field. Pointer events
 * go to the board, which hit-tests them once for all cells.
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_BOARD_CELL (tyros_board_cell_get_type ())
G_DECLARE_FINAL_TYPE (TyrosBoardCell, tyros_board_cell, TYROS, BOARD_CELL, GtkButton)

GtkWidget  *tyros_board_cell_new        (TyrosField      field);
TyrosField  tyros_board_cell_get_field  (TyrosBoardCell *self);
/* The field's description, which names the cell for a screen reader (also
 * the property "description"). */
void        tyros_board_cell_set_description (TyrosBoardCell *self,
                                              const char     *description);

G_END_DECLS
