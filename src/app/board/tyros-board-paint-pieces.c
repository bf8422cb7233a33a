/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint-pieces.c: the pieces on the board: ships and cities
 *
 * Each in its owner's colour, with the owner's initial, so that colour is
 * never the only cue.
 */
#define G_LOG_DOMAIN "tyros-board-paint"

#include "tyros-board-paint-private.h"

static void
draw_ship (Ctx        *ctx,
           double      cx,
           double      top,
           double      w,
           int         player)
{
  cairo_t *cr = ctx->cr;
  const GdkRGBA *c = &ctx->self->colours[player];
  const GdkRGBA *on = text_on (c);
  double hull_top = top + w * 0.42;
  double hull_h = w * 0.52;

  /* sail */
  cairo_move_to (cr, cx - w * 0.02, top);
  cairo_line_to (cr, cx - w * 0.02, hull_top - w * 0.03);
  cairo_line_to (cr, cx + w * 0.34, hull_top - w * 0.03);
  cairo_close_path (cr);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.8);
  cairo_set_line_width (cr, hairline (ctx));
  cairo_stroke (cr);

  /* hull: a bowl, wide enough to carry the player's initial */
  cairo_move_to (cr, cx - w / 2, hull_top);
  cairo_line_to (cr, cx + w / 2, hull_top);
  cairo_curve_to (cr, cx + w * 0.45, hull_top + hull_h * 0.7, cx + w * 0.35, hull_top + hull_h,
                  cx + w * 0.2, hull_top + hull_h);
  cairo_line_to (cr, cx - w * 0.2, hull_top + hull_h);
  cairo_curve_to (cr, cx - w * 0.35, hull_top + hull_h, cx - w * 0.45, hull_top + hull_h * 0.7,
                  cx - w / 2, hull_top);
  cairo_close_path (cr);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.8);
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, on->red, on->green, on->blue, 1.0);
  _tyros_board_paint_draw_text (cr, ctx->layout, ctx->self->initials[player], hull_h * 0.78, PANGO_WEIGHT_BOLD, FALSE,
                                cx, hull_top + hull_h * 0.47, ALIGN_CENTRE);
}

/* Lays @n ships out in the largest size that fits @area, in rows. */
static void
draw_ships_in (Ctx  *ctx,
               TyrosBoardRect  area,
               int  *players,
               guint n)
{
  double best = 0, max_size = ctx->l.cell * 0.36;
  guint best_per_row = 1;

  if (n == 0)
    return;
  for (guint per_row = 1; per_row <= n; per_row++)
    {
      guint rows = (n + per_row - 1) / per_row;
      double size = MIN (area.w / per_row, area.h / (rows * 1.0));

      if (size > best)
        {
          best = size;
          best_per_row = per_row;
        }
    }
  best = MIN (best, max_size);
  for (guint i = 0; i < n; i++)
    {
      guint row = i / best_per_row, col = i % best_per_row;
      guint in_row = MIN (best_per_row, n - row * best_per_row);
      guint rows = (n + best_per_row - 1) / best_per_row;
      double x0 = area.x + (area.w - in_row * best) / 2;
      double y0 = area.y + (area.h - rows * best) / 2;

      draw_ship (ctx, x0 + (col + 0.5) * best, y0 + row * best + best * 0.04, best * 0.88, players[i]);
    }
}

/* Whether nothing (city, reach mark, error badge, 16's coast letters) uses
 * the middle row of a field, so that its ships may grow into it: Tyros
 * often holds many. */
static gboolean
middle_row_free (Ctx       *ctx,
                 TyrosField field)
{
  const TyrosBoardScene *self = ctx->self;
  TyrosSet coasts = tyros_field_coasts (field);

  if (field == 16 || self->state.city[field] >= 0 || field == self->marks.error_field)
    return FALSE;
  if (!self->marks.has_reach)
    return TRUE;
  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    if (self->marks.reach.steps[c] != TYROS_UNREACHABLE && self->marks.reach.steps[c] > 0)
      return FALSE;
  return TRUE;
}

void
_tyros_board_paint_draw_ships (Ctx       *ctx,
                               TyrosBoardRect       r,
                               TyrosField field)
{
  TyrosSet coasts = tyros_field_coasts (field);
  double top = middle_row_free (ctx, field) ? 0.32 : 0.56;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    {
      TyrosBoardRect area = tyros_board_layout_coast_rect (&ctx->l, c);
      int players[64];
      guint n = 0;

      area.x += r.w * 0.04;
      area.w -= r.w * 0.08;
      area.y = r.y + r.h * top;
      area.h = r.h * (0.97 - top);
      for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
        for (guint k = 0; k < ctx->self->state.ships[c][p] && n < G_N_ELEMENTS (players); k++)
          players[n++] = (int) p;
      draw_ships_in (ctx, area, players, n);
    }
}

void
_tyros_board_paint_draw_city (Ctx       *ctx,
                              TyrosBoardRect       r,
                              TyrosField field)
{
  cairo_t *cr = ctx->cr;
  int owner = ctx->self->state.city[field];
  const GdkRGBA *c;
  double b, cx, top;

  if (owner < 0 || owner >= TYROS_MAX_PLAYERS)
    return;
  c = &ctx->self->colours[owner];
  /* In 16 the middle row belongs to the two coasts' reach marks. */
  if (field == 16)
    {
      b = r.w * 0.17;
      cx = r.x + r.w * 0.5;
      top = r.y + r.h * 0.05;
    }
  else
    {
      b = r.w * 0.22;
      cx = r.x + r.w * 0.2;
      top = r.y + r.h * 0.26;
    }

  /* a house: roof, then the body carrying the initial; its round joins
   * are its own (a field's part is drawn alone) */
  cairo_save (cr);
  cairo_move_to (cr, cx - b * 0.62, top + b * 0.45);
  cairo_line_to (cr, cx, top);
  cairo_line_to (cr, cx + b * 0.62, top + b * 0.45);
  cairo_line_to (cr, cx + b / 2, top + b * 0.45);
  cairo_line_to (cr, cx + b / 2, top + b * 1.4);
  cairo_line_to (cr, cx - b / 2, top + b * 1.4);
  cairo_line_to (cr, cx - b / 2, top + b * 0.45);
  cairo_close_path (cr);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.85);
  cairo_set_line_width (cr, hairline (ctx) * 1.3);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_restore (cr);

  cairo_set_source_rgba (cr, text_on (c)->red, text_on (c)->green, text_on (c)->blue, 1.0);
  _tyros_board_paint_draw_text (cr, ctx->layout, ctx->self->initials[owner], b * 0.72, PANGO_WEIGHT_BOLD, FALSE,
                                cx, top + b * 0.95, ALIGN_CENTRE);
}
