/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-geometry.h: where each cell of the board lies in the widget
 *
 * Plain arithmetic on the widget's size, with no widget: drawing, the cell
 * children's allocation and the one hit test (click, motion, tooltip) all
 * use it, so they can never disagree.
 */
#pragma once

#include <glib.h>

#include "tyros-core.h"

G_BEGIN_DECLS

/* The gap between cells, as a share of a cell: sea links and land walls live
 * there, so it must stay wide enough to read at small sizes. */
#define TYROS_BOARD_GAP_RATIO 0.16

typedef struct {
  double x0, y0;   /* top left of cell (0, 0) */
  double cell;     /* side of a cell */
  double gap;      /* between cells */
} TyrosBoardLayout;

typedef struct {
  double x, y, w, h;
} TyrosBoardRect;

/* What lies under a point of the board. */
typedef struct {
  gboolean       inside;   /* FALSE: outside the grid, the rest is unset */
  guint          row, col;
  TyrosCellKind  kind;
  TyrosField     field;    /* TYROS_FIELD_NONE unless kind is a field */
  TyrosCoast     coast;    /* 16w/16e by the half of 16 hit, else the field */
} TyrosBoardHit;

void            tyros_board_layout_compute      (TyrosBoardLayout       *layout,
                                                 double                  width,
                                                 double                  height);
TyrosBoardRect  tyros_board_layout_board_rect   (const TyrosBoardLayout *layout);
TyrosBoardRect  tyros_board_layout_cell_rect    (const TyrosBoardLayout *layout,
                                                 guint                   row,
                                                 guint                   col);
TyrosBoardRect  tyros_board_layout_field_rect   (const TyrosBoardLayout *layout,
                                                 TyrosField              field);
/* The part of a field a coast owns: a half of 16, the whole cell otherwise. */
TyrosBoardRect  tyros_board_layout_coast_rect   (const TyrosBoardLayout *layout,
                                                 TyrosCoast              coast);
void            tyros_board_layout_coast_centre (const TyrosBoardLayout *layout,
                                                 TyrosCoast              coast,
                                                 double                 *x,
                                                 double                 *y);
/* The one hit test. The gaps belong to the nearest cell, so that a click
 * between two cells is never lost. */
TyrosBoardHit   tyros_board_layout_hit          (const TyrosBoardLayout *layout,
                                                 double                  x,
                                                 double                  y);

G_END_DECLS
