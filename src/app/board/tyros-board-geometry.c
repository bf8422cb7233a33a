/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-geometry.c: where each cell of the board lies in the widget */
#define G_LOG_DOMAIN "tyros-board-geometry"

#include <math.h>

#include "tyros-board-geometry.h"

#define N_ROWS TYROS_BOARD_ROWS
#define N_COLS TYROS_BOARD_COLS

void
tyros_board_layout_compute (TyrosBoardLayout *l,
                            double            width,
                            double            height)
{
  /* The focus ring is drawn outside a cell: keep room for it at the edges
   * (1.2 gaps in all, 0.6 on each side). */
  double pad = 4.0;
  double by_w = (width - 2 * pad) / (N_COLS + (N_COLS - 1 + 1.2) * TYROS_BOARD_GAP_RATIO);
  double by_h = (height - 2 * pad) / (N_ROWS + (N_ROWS - 1 + 1.2) * TYROS_BOARD_GAP_RATIO);

  l->cell = MAX (1.0, floor (MIN (by_w, by_h)));
  l->gap = floor (l->cell * TYROS_BOARD_GAP_RATIO);
  l->x0 = floor ((width - (N_COLS * l->cell + (N_COLS - 1) * l->gap)) / 2);
  l->y0 = floor ((height - (N_ROWS * l->cell + (N_ROWS - 1) * l->gap)) / 2);
}

TyrosBoardRect
tyros_board_layout_board_rect (const TyrosBoardLayout *l)
{
  return (TyrosBoardRect) { l->x0, l->y0,
                            N_COLS * l->cell + (N_COLS - 1) * l->gap,
                            N_ROWS * l->cell + (N_ROWS - 1) * l->gap };
}

TyrosBoardRect
tyros_board_layout_cell_rect (const TyrosBoardLayout *l,
                              guint                   row,
                              guint                   col)
{
  return (TyrosBoardRect) { l->x0 + col * (l->cell + l->gap), l->y0 + row * (l->cell + l->gap),
                            l->cell, l->cell };
}

TyrosBoardRect
tyros_board_layout_field_rect (const TyrosBoardLayout *l,
                               TyrosField              field)
{
  guint row, col;

  tyros_board_field_position (field, &row, &col);
  return tyros_board_layout_cell_rect (l, row, col);
}

TyrosBoardRect
tyros_board_layout_coast_rect (const TyrosBoardLayout *l,
                               TyrosCoast              coast)
{
  TyrosBoardRect r = tyros_board_layout_field_rect (l, tyros_coast_field (coast));

  if (coast == TYROS_COAST_16W)
    r.w /= 2;
  else if (coast == TYROS_COAST_16E)
    {
      r.w /= 2;
      r.x += r.w;
    }
  return r;
}

void
tyros_board_layout_coast_centre (const TyrosBoardLayout *l,
                                 TyrosCoast              coast,
                                 double                 *x,
                                 double                 *y)
{
  TyrosBoardRect r = tyros_board_layout_coast_rect (l, coast);

  *x = r.x + r.w / 2;
  *y = r.y + r.h * 0.62;
}

TyrosBoardHit
tyros_board_layout_hit (const TyrosBoardLayout *l,
                        double                  x,
                        double                  y)
{
  TyrosBoardHit hit = { .inside = FALSE, .field = TYROS_FIELD_NONE, .coast = TYROS_COAST_NONE };
  double pitch = l->cell + l->gap;
  int col = (int) floor ((x - l->x0 + l->gap / 2) / pitch);
  int row = (int) floor ((y - l->y0 + l->gap / 2) / pitch);

  if (row < 0 || row >= N_ROWS || col < 0 || col >= N_COLS)
    return hit;
  hit.inside = TRUE;
  hit.row = (guint) row;
  hit.col = (guint) col;
  hit.kind = tyros_board_cell (hit.row, hit.col, &hit.field);
  if (hit.kind != TYROS_CELL_FIELD)
    {
      hit.field = TYROS_FIELD_NONE;
      return hit;
    }
  if (hit.field == 16)
    {
      TyrosBoardRect r = tyros_board_layout_cell_rect (l, hit.row, hit.col);

      hit.coast = x < r.x + r.w / 2 ? TYROS_COAST_16W : TYROS_COAST_16E;
    }
  else
    hit.coast = hit.field;
  return hit;
}
