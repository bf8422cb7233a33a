/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint-marks.c: the sea links and the marks laid over the board
 *
 * The walls and channels between coasts, then what the move being entered
 * marks: highlighted and wrong fields, the reach of a ship, its routes, the
 * keyboard cursor, and the veil of a position in the history.
 */
#define G_LOG_DOMAIN "tyros-board-paint"

#include <math.h>

#include "tyros-board-paint-private.h"

/* ------------------------------------------------------------------ */
/* Drawing: sea links                                                   */

/* The segment of the shared edge of two neighbouring coasts: the middle of
 * the gap, and the part of it that belongs to each coast (half of the edge
 * for the north and south sides of 16). */
static gboolean
link_edge (const TyrosBoardLayout *l,
           TyrosCoast    a,
           TyrosCoast    b,
           double       *x1,
           double       *y1,
           double       *x2,
           double       *y2)
{
  TyrosBoardRect ra = tyros_board_layout_coast_rect (l, a), rb = tyros_board_layout_coast_rect (l, b);
  TyrosBoardRect fa = tyros_board_layout_field_rect (l, tyros_coast_field (a)), fb = tyros_board_layout_field_rect (l, tyros_coast_field (b));

  if (fabs (fa.y - fb.y) < 0.5)
    {
      /* side by side: a vertical edge */
      *x1 = *x2 = (MIN (fa.x, fb.x) + l->cell + MAX (fa.x, fb.x)) / 2;
      *y1 = fa.y;
      *y2 = fa.y + l->cell;
      return TRUE;
    }
  if (fabs (fa.x - fb.x) < 0.5)
    {
      /* one above the other: a horizontal edge, narrowed to the coasts */
      *y1 = *y2 = (MIN (fa.y, fb.y) + l->cell + MAX (fa.y, fb.y)) / 2;
      *x1 = MAX (ra.x, rb.x);
      *x2 = MIN (ra.x + ra.w, rb.x + rb.w);
      return *x2 > *x1;
    }
  return FALSE;
}

static void
draw_open_link (Ctx                *ctx,
                const TyrosSeaLink *link,
                double              x1,
                double              y1,
                double              x2,
                double              y2)
{
  cairo_t *cr = ctx->cr;
  gboolean vertical = x1 == x2;
  double along = MIN (ctx->l.cell * 0.26, (vertical ? y2 - y1 : x2 - x1) * 0.6);
  double across = ctx->l.gap + ctx->l.cell * 0.1;
  double cx = (x1 + x2) / 2, cy = (y1 + y2) / 2;
  double w = vertical ? across : along, h = vertical ? along : across;
  gboolean inferred = ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_INFERRED;

  rounded_rect (cr, cx - w / 2, cy - h / 2, w, h, MIN (w, h) * 0.3);
  /* Inferred links are drawn hollow and dashed: "probably, not confirmed". */
  set_source (cr, &ctx->p.sea, inferred ? 0.35 : 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.sea, 1.0);
  cairo_set_line_width (cr, MAX (1.5, ctx->l.cell * 0.02));
  if (inferred)
    cairo_set_dash (cr, (double[]) { ctx->l.cell * 0.04, ctx->l.cell * 0.03 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  if (ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_RULEBOOK_ITALIAN)
    {
      /* one dot: the Italian rulebook alone says so */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, MIN (w, h) * 0.18, 0, 2 * G_PI);
      set_source (cr, &ctx->p.land, 1.0);
      cairo_fill (cr);
    }
}

static void
draw_closed_link (Ctx                *ctx,
                  const TyrosSeaLink *link,
                  double              x1,
                  double              y1,
                  double              x2,
                  double              y2)
{
  cairo_t *cr = ctx->cr;
  double inset = ctx->l.cell * 0.06;
  double width = MAX (3.0, ctx->l.gap * 0.8);
  gboolean vertical = x1 == x2;

  if (vertical)
    {
      y1 += inset;
      y2 -= inset;
    }
  else
    {
      x1 += inset;
      x2 -= inset;
    }
  set_source (cr, &ctx->p.wall, 1.0);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_INFERRED)
    cairo_set_dash (cr, (double[]) { width * 1.6, width * 1.1 }, 2, 0);
  else if (ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_RULEBOOK_ITALIAN)
    cairo_set_dash (cr, (double[]) { width * 3.0, width * 0.9, 0.01, width * 0.9 }, 4, 0);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
_tyros_board_paint_draw_link (Ctx                *ctx,
                              const TyrosSeaLink *link)
{
  double x1, y1, x2, y2;

  if (!link_edge (&ctx->l, link->a, link->b, &x1, &y1, &x2, &y2))
    return;
  if (link->open && ctx->self->show_sea_links)
    draw_open_link (ctx, link, x1, y1, x2, y2);
  else if (!link->open)
    draw_closed_link (ctx, link, x1, y1, x2, y2);
}

/* Land walls are always drawn: they are what a player must see at a glance
 * (29-30 is closed). The open channels, and the provenance of everything,
 * only with show-sea-links. The seas are the group's board's. */
void
_tyros_board_paint_draw_links (Ctx *ctx)
{
  g_autoptr(GArray) links = tyros_board_links (ctx->self->state.board);

  for (guint i = 0; i < links->len; i++)
    _tyros_board_paint_draw_link (ctx, &g_array_index (links, TyrosSeaLink, i));
}

gboolean
tyros_board_paint_link_rect (const TyrosBoardScene  *scene,
                             const TyrosBoardLayout *layout,
                             const TyrosSeaLink     *link,
                             TyrosBoardRect         *rect)
{
  double x1, y1, x2, y2, across;

  if (!link_edge (layout, link->a, link->b, &x1, &y1, &x2, &y2) || (link->open && !scene->show_sea_links))
    return FALSE;
  /* an open link's box across the gap with its outline, a wall's width
   * (its round ends reach as far beyond its inset ends); and antialiasing */
  across = MAX (layout->gap + layout->cell * 0.1 + MAX (1.5, layout->cell * 0.02), MAX (3.0, layout->gap * 0.8)) / 2 + 2;
  *rect = (TyrosBoardRect) { MIN (x1, x2) - across, MIN (y1, y2) - across, fabs (x2 - x1) + 2 * across,
                             fabs (y2 - y1) + 2 * across };
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Drawing: marks laid over the board                                   */

void
_tyros_board_paint_draw_highlight (Ctx       *ctx,
                                   TyrosBoardRect       r)
{
  cairo_t *cr = ctx->cr;
  double w = MAX (2.0, r.w * 0.045);

  rounded_rect (cr, r.x + w / 2, r.y + w / 2, r.w - w, r.h - w, radius (ctx));
  set_source (cr, &ctx->p.accent, 0.14);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.accent, 1.0);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

void
_tyros_board_paint_draw_error (Ctx  *ctx,
                               TyrosBoardRect  r)
{
  cairo_t *cr = ctx->cr;
  double w = MAX (2.5, r.w * 0.055);
  double cx = r.x + r.w * 0.5, cy = r.y + r.h * 0.42, rad = r.w * 0.12;

  rounded_rect (cr, r.x + w / 2, r.y + w / 2, r.w - w, r.h - w, radius (ctx));
  set_source (cr, &ctx->p.error, 0.16);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.error, 1.0);
  cairo_set_line_width (cr, w);
  cairo_set_dash (cr, (double[]) { w * 2.5, w * 1.2 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* an exclamation badge: the error must not rely on red alone */
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, rad, 0, 2 * G_PI);
  set_source (cr, &ctx->p.error, 1.0);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, text_on (&ctx->p.error)->red, text_on (&ctx->p.error)->green,
                         text_on (&ctx->p.error)->blue, 1.0);
  _tyros_board_paint_draw_text (cr, ctx->layout, "!", rad * 1.5, PANGO_WEIGHT_HEAVY, FALSE, cx, cy, ALIGN_CENTRE);
}

void
_tyros_board_paint_draw_reach_mark (Ctx        *ctx,
                                    TyrosCoast  coast)
{
  cairo_t *cr = ctx->cr;
  TyrosBoardRect r = tyros_board_layout_coast_rect (&ctx->l, coast);
  guint steps = ctx->self->marks.reach.steps[coast];
  gboolean legal = ctx->self->marks.reach.legal[coast];
  double rad = ctx->l.cell * 0.12;
  double cx = coast == TYROS_COAST_16W || coast == TYROS_COAST_16E ? r.x + r.w * 0.62 : r.x + r.w * 0.74;
  double cy = r.y + r.h * 0.42;
  char text[16];

  g_snprintf (text, sizeof text, "%u", steps);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, rad, 0, 2 * G_PI);
  if (legal)
    {
      set_source (cr, &ctx->p.accent, 1.0);
      cairo_fill (cr);
      set_source (cr, &ctx->p.on_accent, 1.0);
    }
  else
    {
      /* not a legal destination: hollow, dashed and faint, still readable */
      set_source (cr, &ctx->p.land, 0.85);
      cairo_fill_preserve (cr);
      set_source (cr, &ctx->p.fg, 0.55);
      cairo_set_line_width (cr, MAX (1.0, rad * 0.15));
      cairo_set_dash (cr, (double[]) { rad * 0.35, rad * 0.25 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      set_source (cr, &ctx->p.fg, 0.6);
    }
  _tyros_board_paint_draw_text (cr, ctx->layout, text, rad * 1.2, legal ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, FALSE,
                                cx, cy, ALIGN_CENTRE);
}

void
_tyros_board_paint_draw_reach (Ctx *ctx)
{
  if (!ctx->self->marks.has_reach)
    return;
  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    {
      guint steps = ctx->self->marks.reach.steps[c];

      if (steps != TYROS_UNREACHABLE && steps > 0)
        _tyros_board_paint_draw_reach_mark (ctx, c);
    }
}

static void
route_point (const Ctx *ctx,
             TyrosCoast coast,
             double     offset,
             double    *x,
             double    *y)
{
  tyros_board_layout_coast_centre (&ctx->l, coast, x, y);
  *x += offset;
  *y += offset;
}

static void
draw_arrow_head (cairo_t *cr,
                 double   x1,
                 double   y1,
                 double   x2,
                 double   y2,
                 double   size)
{
  double angle = atan2 (y2 - y1, x2 - x1);

  cairo_move_to (cr, x2, y2);
  cairo_line_to (cr, x2 - size * cos (angle - 0.5), y2 - size * sin (angle - 0.5));
  cairo_line_to (cr, x2 - size * cos (angle + 0.5), y2 - size * sin (angle + 0.5));
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* One route: a halo in the background colour under the line keeps it
 * readable over any empire colour. The illegal step, if any, in the error
 * colour and dashed, so it stands out without colour too. */
static void
draw_route (Ctx    *ctx,
            GArray *route,
            double  offset,
            int     bad_step,
            double  alpha)
{
  cairo_t *cr = ctx->cr;
  double w = MAX (2.5, ctx->l.cell * 0.05);
  GdkRGBA halo = ctx->p.land;

  if (route == NULL || route->len == 0)
    return;
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 1; i < route->len; i++)
      {
        double x1, y1, x2, y2;
        gboolean bad = (int) i == bad_step;

        route_point (ctx, g_array_index (route, TyrosCoast, i - 1), offset, &x1, &y1);
        route_point (ctx, g_array_index (route, TyrosCoast, i), offset, &x2, &y2);
        cairo_move_to (cr, x1, y1);
        cairo_line_to (cr, x2, y2);
        if (pass == 0)
          {
            set_source (cr, &halo, 0.9 * alpha);
            cairo_set_line_width (cr, w * 2.2);
          }
        else
          {
            set_source (cr, bad ? &ctx->p.error : &ctx->p.fg, (bad ? 1.0 : 0.85) * alpha);
            cairo_set_line_width (cr, w);
            if (bad)
              cairo_set_dash (cr, (double[]) { w * 1.6, w * 1.2 }, 2, 0);
          }
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        if (pass == 1)
          draw_arrow_head (cr, x1, y1, x1 + (x2 - x1) * 0.58, y1 + (y2 - y1) * 0.58, w * 3.0);
      }

  /* the start as a ring, every stop as a dot */
  for (guint i = 0; i < route->len; i++)
    {
      double x, y;
      gboolean bad = (int) i == bad_step;

      route_point (ctx, g_array_index (route, TyrosCoast, i), offset, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, i == 0 ? w * 1.6 : w * 1.1, 0, 2 * G_PI);
      set_source (cr, &halo, alpha);
      cairo_fill_preserve (cr);
      set_source (cr, bad ? &ctx->p.error : &ctx->p.fg, alpha);
      cairo_set_line_width (cr, w * (i == 0 ? 0.8 : 0.6));
      cairo_stroke (cr);
    }
}

void
_tyros_board_paint_draw_routes (Ctx *ctx)
{
  GPtrArray *routes = ctx->self->marks.routes;
  double spread = ctx->l.cell * 0.07;

  TyrosBoardRect board = tyros_board_layout_board_rect (&ctx->l);
  TyrosBoardRect name;

  if (routes == NULL || routes->len == 0)
    return;
  /* A route leaving Tyros upwards would run through its name (the other
   * fields' numbers sit clear of the middle): it passes under it instead. */
  name = _tyros_board_paint_tyros_name_rect (ctx, tyros_board_layout_field_rect (&ctx->l, TYROS_FIELD_TYROS));
  cairo_save (ctx->cr);
  cairo_rectangle (ctx->cr, board.x - ctx->l.cell, board.y - ctx->l.cell,
                   board.w + 2 * ctx->l.cell, board.h + 2 * ctx->l.cell);
  cairo_rectangle (ctx->cr, name.x, name.y, name.w, name.h);
  cairo_set_fill_rule (ctx->cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (ctx->cr);
  /* Later routes below and fainter; the first one (the one a bad step
   * refers to) on top. Parallel routes are shifted apart a little. */
  for (guint i = routes->len; i-- > 0;)
    {
      double offset = (i - (routes->len - 1) / 2.0) * spread;

      draw_route (ctx, g_ptr_array_index (routes, i), offset,
                  i == 0 ? ctx->self->marks.bad_step : -1, i == 0 ? 1.0 : 0.6);
    }
  cairo_restore (ctx->cr);
}

void
_tyros_board_paint_draw_focus (Ctx *ctx)
{
  cairo_t *cr = ctx->cr;
  const TyrosBoardScene *self = ctx->self;
  TyrosBoardRect r = tyros_board_layout_field_rect (&ctx->l, self->cursor);
  double out = ctx->l.gap * 0.4;
  double w = MAX (2.0, ctx->l.gap * 0.3);

  rounded_rect (cr, r.x - out, r.y - out, r.w + 2 * out, r.h + 2 * out, radius (ctx) + out);
  set_source (cr, &ctx->p.accent, 1.0);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);

  if (self->cursor == 16)
    {
      /* the coast the keyboard is on */
      TyrosBoardRect h = tyros_board_layout_coast_rect (&ctx->l, self->cursor_coast);
      double in = w * 1.5;

      rounded_rect (cr, h.x + in, h.y + in, h.w - 2 * in, h.h - 2 * in, radius (ctx));
      cairo_set_line_width (cr, w * 0.6);
      cairo_set_dash (cr, (double[]) { w * 2, w * 1.5 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* The veil's hatch, lines x + y = @board's x + y + k × spacing, as a tile
 * of one spacing (whole pixels) repeated from @board's origin: one long
 * stroke over the board cost more than a move to draw */
static void
draw_veil_hatch (cairo_t        *cr,
                 TyrosBoardRect  board,
                 double          spacing,
                 const GdkRGBA  *c,
                 double          width)
{
  double scale_x = 1, scale_y = 1, p = MAX (2.0, round (spacing));
  cairo_surface_t *tile;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  cairo_t *tile_cr;

  cairo_surface_get_device_scale (cairo_get_target (cr), &scale_x, &scale_y);
  tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (p * scale_x), (int) ceil (p * scale_y));
  cairo_surface_set_device_scale (tile, scale_x, scale_y);
  tile_cr = cairo_create (tile);
  /* the three lines that cross the tile: through its corners and middle */
  for (int k = 0; k <= 2; k++)
    {
      cairo_move_to (tile_cr, -1, k * p + 1);
      cairo_line_to (tile_cr, p + 1, k * p - p - 1);
    }
  set_source (tile_cr, c, 0.07);
  cairo_set_line_width (tile_cr, width);
  cairo_set_line_cap (tile_cr, cairo_get_line_cap (cr));
  cairo_stroke (tile_cr);
  cairo_destroy (tile_cr);

  pattern = cairo_pattern_create_for_surface (tile);
  cairo_surface_destroy (tile);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_matrix_init_translate (&matrix, -board.x, -board.y);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_save (cr);
  cairo_rectangle (cr, board.x, board.y, board.w, board.h);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
}

void
_tyros_board_paint_draw_read_only (Ctx *ctx,
                                   TyrosBoardRect board)
{
  cairo_t *cr = ctx->cr;
  GdkRGBA veil = ctx->p.dark ? (GdkRGBA) { 0, 0, 0, 1 } : (GdkRGBA) { 1, 1, 1, 1 };

  /* muted, with a subtle hatch: "this is an earlier position" */
  cairo_rectangle (cr, board.x, board.y, board.w, board.h);
  set_source (cr, &veil, 0.28);
  cairo_fill (cr);
  draw_veil_hatch (cr, board, ctx->l.cell * 0.18, &ctx->p.fg, MAX (1.0, ctx->l.cell * 0.02));
}
