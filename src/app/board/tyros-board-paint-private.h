/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint-private.h: what the parts of the board's painter share
 *
 * tyros-board-paint.c draws the fields and puts the layers together;
 * tyros-board-paint-pieces.c the ships and cities;
 * tyros-board-paint-marks.c the sea links and the marks over the board.
 */
#pragma once

#include "tyros-board-paint.h"

G_BEGIN_DECLS

/* The colours of one paint, for light or dark */
typedef struct {
  gboolean dark;
  GdkRGBA  fg;
  GdkRGBA  land;
  GdkRGBA  land_border;
  GdkRGBA  sea;
  GdkRGBA  sea_deep;
  GdkRGBA  sand;
  GdkRGBA  wall;
  GdkRGBA  accent;
  GdkRGBA  on_accent;
  GdkRGBA  error;
  GdkRGBA  empire[TYROS_N_EMPIRES];
} Palette;

static inline double
luminance (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

static inline void
set_source (cairo_t       *cr,
            const GdkRGBA *c,
            double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

static inline const GdkRGBA *
text_on (const GdkRGBA *background)
{
  static const GdkRGBA black = { 0, 0, 0, 1 };
  static const GdkRGBA white = { 1, 1, 1, 1 };

  return luminance (background) > 0.5 ? &black : &white;
}

typedef enum {
  ALIGN_CENTRE,
  ALIGN_TOP_LEFT,
} TextAlign;

/* One paint: the scene, where it is laid out and drawn, in which colours */
typedef struct {
  const TyrosBoardScene *self;
  cairo_t               *cr;
  PangoLayout           *layout;
  TyrosBoardLayout       l;
  Palette                p;
} Ctx;

static inline void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static inline double
radius (const Ctx *ctx)
{
  return ctx->l.cell * 0.08;
}

static inline double
hairline (const Ctx *ctx)
{
  return MAX (1.0, ctx->l.cell * 0.012);
}

/* tyros-board-paint.c */
void           _tyros_board_paint_draw_text        (cairo_t        *cr,
                                                    PangoLayout    *layout,
                                                    const char     *text,
                                                    double          size,
                                                    PangoWeight     weight,
                                                    gboolean        italic,
                                                    double          x,
                                                    double          y,
                                                    TextAlign       align);
/* Where the name of Tyros lies in its field @r, with a margin */
TyrosBoardRect _tyros_board_paint_tyros_name_rect  (Ctx            *ctx,
                                                    TyrosBoardRect  r);

/* tyros-board-paint-pieces.c */
void           _tyros_board_paint_draw_ships       (Ctx            *ctx,
                                                    TyrosBoardRect  r,
                                                    TyrosField      field);
void           _tyros_board_paint_draw_city        (Ctx            *ctx,
                                                    TyrosBoardRect  r,
                                                    TyrosField      field);

/* tyros-board-paint-marks.c */
void           _tyros_board_paint_draw_links       (Ctx            *ctx);
void           _tyros_board_paint_draw_link        (Ctx                *ctx,
                                                    const TyrosSeaLink *link);
void           _tyros_board_paint_draw_highlight   (Ctx            *ctx,
                                                    TyrosBoardRect  r);
void           _tyros_board_paint_draw_error       (Ctx            *ctx,
                                                    TyrosBoardRect  r);
void           _tyros_board_paint_draw_reach       (Ctx            *ctx);
void           _tyros_board_paint_draw_reach_mark  (Ctx            *ctx,
                                                    TyrosCoast      coast);
void           _tyros_board_paint_draw_routes      (Ctx            *ctx);
void           _tyros_board_paint_draw_focus       (Ctx            *ctx);
void           _tyros_board_paint_draw_read_only   (Ctx            *ctx,
                                                    TyrosBoardRect  board);

G_END_DECLS
