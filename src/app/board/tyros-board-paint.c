/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint.c: the board as a clear schematic, drawn with cairo
 *
 * Everything is drawn into one cairo node: the board is small (35 cells) and
 * redrawn only when something changes, so a node tree would buy nothing.
 */
#define G_LOG_DOMAIN "tyros-board-paint"

#include <math.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "tyros-board-paint.h"
#include "tyros-player-colours.h"

/* ------------------------------------------------------------------ */
/* Palette                                                              */

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

static void
rgba_parse (GdkRGBA    *rgba,
            const char *spec)
{
  if (!gdk_rgba_parse (rgba, spec))
    g_return_if_reached ();
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}


/* The style's text colour tells light from dark (and follows high contrast
 * too) without tying the widget to libadwaita. */
static void
palette_init (Palette       *p,
              const GdkRGBA *fg)
{
  p->fg = *fg;
  p->dark = luminance (&p->fg) > 0.5;

  rgba_parse (&p->land, p->dark ? "#3d3a35" : "#f4efe4");
  rgba_parse (&p->land_border, p->dark ? "#6b665c" : "#b9b09c");
  rgba_parse (&p->sea, p->dark ? "#3f7fcf" : "#62a0ea");
  rgba_parse (&p->sea_deep, p->dark ? "#1d3d63" : "#a8ccf5");
  rgba_parse (&p->sand, p->dark ? "#5b4d2e" : "#ecd9a6");
  rgba_parse (&p->wall, p->dark ? "#c69c6d" : "#63452c");
  rgba_parse (&p->accent, p->dark ? "#78aeed" : "#1c71d8");
  rgba_parse (&p->on_accent, p->dark ? "#000000" : "#ffffff");
  rgba_parse (&p->error, p->dark ? "#ff7b63" : "#c01c28");
  /* Four hues far apart, and of different lightness, so that they still
   * separate for most colour-blind players; the chip letter does the rest. */
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    rgba_parse (&p->empire[e], tyros_empire_colour_hex ((TyrosEmpire) e));
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *c,
            double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

static void
mix (GdkRGBA       *out,
     const GdkRGBA *a,
     const GdkRGBA *b,
     double         t)
{
  out->red = a->red + (b->red - a->red) * t;
  out->green = a->green + (b->green - a->green) * t;
  out->blue = a->blue + (b->blue - a->blue) * t;
  out->alpha = 1.0;
}

static const GdkRGBA *
text_on (const GdkRGBA *background)
{
  static const GdkRGBA black = { 0, 0, 0, 1 };
  static const GdkRGBA white = { 1, 1, 1, 1 };

  return luminance (background) > 0.5 ? &black : &white;
}

/* ------------------------------------------------------------------ */
/* Text                                                                 */

typedef enum {
  ALIGN_CENTRE,
  ALIGN_TOP_LEFT,
} TextAlign;

/* Puts @text into @layout in its font; @ink is where its ink lies. */
static void
layout_text (PangoLayout    *layout,
             const char     *text,
             double          size,
             PangoWeight     weight,
             gboolean        italic,
             PangoRectangle *ink)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  const PangoFontDescription *base = pango_context_get_font_description (pango_layout_get_context (layout));

  desc = base != NULL ? pango_font_description_copy (base) : pango_font_description_new ();
  /* Whole pixels: each size is a font of its own (fontconfig substitution,
   * metrics, glyphs), and sizes from the cell's width in fractions of a
   * pixel made more fonts than Pango and cairo keep, loaded again on every
   * paint (bench/game-in-play). */
  pango_font_description_set_absolute_size (desc, floor (MAX (size, 6.0)) * PANGO_SCALE);
  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_style (desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, ink, NULL);
}

static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       size,
           PangoWeight  weight,
           gboolean     italic,
           double       x,
           double       y,
           TextAlign    align)
{
  PangoRectangle ink;

  layout_text (layout, text, size, weight, italic, &ink);

  if (align == ALIGN_CENTRE)
    /* Centre on the ink so that a lone letter sits in the middle of its
     * badge whatever the font's ascent and descent. */
    cairo_move_to (cr, x - ink.x - ink.width / 2.0, y - ink.y - ink.height / 2.0);
  else
    /* the top of the ink at @y, so numbers sit snug in their corner */
    cairo_move_to (cr, x, y - ink.y);
  pango_cairo_show_layout (cr, layout);
  /* show_layout leaves a current point: the next arc would join it */
  cairo_new_path (cr);
}

/* The size, at most @size, at which @text in italics is at most @width wide. */
static double
fitting_size (PangoLayout *layout,
              const char  *text,
              double       size,
              double       width)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  const PangoFontDescription *base = pango_context_get_font_description (pango_layout_get_context (layout));
  PangoRectangle ink;

  desc = base != NULL ? pango_font_description_copy (base) : pango_font_description_new ();
  pango_font_description_set_absolute_size (desc, MAX (size, 1.0) * PANGO_SCALE);
  pango_font_description_set_style (desc, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  return ink.width > width ? size * width / ink.width : size;
}

/* ------------------------------------------------------------------ */
static const char *
empire_initial (TyrosEmpire empire)
{
  switch (empire)
    {
    /* Translators: the letter on an orange empire chip; keep the four distinct */
    case TYROS_EMPIRE_ORANGE: return C_("empire initial", "O");
    /* Translators: the letter on a yellow empire chip */
    case TYROS_EMPIRE_YELLOW: return C_("empire initial", "Y");
    /* Translators: the letter on a green empire chip */
    case TYROS_EMPIRE_GREEN: return C_("empire initial", "G");
    /* Translators: the letter on a violet empire chip */
    case TYROS_EMPIRE_VIOLET: return C_("empire initial", "V");
    case TYROS_EMPIRE_NONE:
    default: return "";
    }
}


/* ------------------------------------------------------------------ */
/* Drawing: cells                                                       */

typedef struct {
  const TyrosBoardScene *self;
  cairo_t               *cr;
  PangoLayout           *layout;
  TyrosBoardLayout       l;
  Palette                p;
} Ctx;

static void
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

static double
radius (const Ctx *ctx)
{
  return ctx->l.cell * 0.08;
}

static double
hairline (const Ctx *ctx)
{
  return MAX (1.0, ctx->l.cell * 0.012);
}

/* Thin diagonal lines over a rectangle: the "out of play" and "read only"
 * textures, a cue that does not depend on colour. */
static void
draw_hatch (cairo_t       *cr,
            TyrosBoardRect           r,
            double         spacing,
            const GdkRGBA *c,
            double         alpha,
            double         width)
{
  cairo_save (cr);
  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  cairo_clip (cr);
  set_source (cr, c, alpha);
  cairo_set_line_width (cr, width);
  for (double d = -r.h; d < r.w; d += spacing)
    {
      cairo_move_to (cr, r.x + d, r.y + r.h);
      cairo_line_to (cr, r.x + d + r.h, r.y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_serpent (Ctx *ctx,
              TyrosBoardRect r)
{
  cairo_t *cr = ctx->cr;
  double s = r.w;
  double water = r.y + s * 0.56;
  double hump = s * 0.085;
  GdkRGBA ink;

  rgba_parse (&ink, ctx->p.dark ? "#99c1f1" : "#1a5fb4");
  set_source (cr, &ink, 1.0);
  cairo_set_line_width (cr, s * 0.045);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* three humps of the body above the water line */
  for (int i = 0; i < 3; i++)
    {
      double cx = r.x + s * (0.26 + 0.19 * i);

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, water, hump, G_PI, 2 * G_PI);
    }
  cairo_stroke (cr);

  /* neck and head rising on the right */
  cairo_move_to (cr, r.x + s * 0.26 + 2 * 0.19 * s + hump, water);
  cairo_curve_to (cr, r.x + s * 0.78, water - s * 0.05,
                  r.x + s * 0.74, water - s * 0.2, r.x + s * 0.80, water - s * 0.24);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, r.x + s * 0.83, water - s * 0.25, s * 0.05, 0, 2 * G_PI);
  cairo_fill (cr);

  /* waves */
  cairo_set_line_width (cr, s * 0.02);
  set_source (cr, &ink, 0.6);
  for (int row = 0; row < 2; row++)
    {
      double y = water + s * (0.08 + 0.08 * row);

      cairo_move_to (cr, r.x + s * 0.12, y);
      for (int k = 0; k < 4; k++)
        {
          double x = r.x + s * (0.12 + 0.19 * k);

          cairo_curve_to (cr, x + s * 0.05, y - s * 0.04, x + s * 0.14, y + s * 0.04, x + s * 0.19, y);
        }
      cairo_stroke (cr);
    }
}

static void
draw_out_of_play (Ctx          *ctx,
                  TyrosBoardRect          r,
                  TyrosCellKind kind)
{
  cairo_t *cr = ctx->cr;
  const GdkRGBA *fill = kind == TYROS_CELL_OPEN_SEA ? &ctx->p.sea_deep : &ctx->p.sand;
  const char *name;
  double size;

  rounded_rect (cr, r.x, r.y, r.w, r.h, radius (ctx));
  set_source (cr, fill, 1.0);
  cairo_fill (cr);

  if (kind == TYROS_CELL_OPEN_SEA)
    draw_serpent (ctx, r);
  else
    {
      /* a few dunes */
      GdkRGBA dune;

      rgba_parse (&dune, ctx->p.dark ? "#c8a45a" : "#a37b2c");
      set_source (cr, &dune, 0.8);
      cairo_set_line_width (cr, r.w * 0.03);
      for (int i = 0; i < 3; i++)
        {
          double x = r.x + r.w * (0.14 + 0.26 * i);
          double y = r.y + r.h * (0.52 + 0.1 * (i % 2));

          cairo_move_to (cr, x, y);
          cairo_curve_to (cr, x + r.w * 0.08, y - r.h * 0.12, x + r.w * 0.16, y - r.h * 0.12, x + r.w * 0.24, y);
        }
      cairo_stroke (cr);
      draw_hatch (cr, r, r.w * 0.12, &ctx->p.fg, 0.10, hairline (ctx));
    }

  set_source (cr, &ctx->p.fg, 0.75);
  /* Translators: the label drawn in the open sea's cell of the board, as short as "desert": the cell is about 12 characters wide */
  name = kind == TYROS_CELL_OPEN_SEA ? C_("board label", "open sea") : _("desert");
  /* The label has a context of its own so that it can be short where the
   * rulebook's phrase is long ("zona interamente di mare"); where it still
   * cannot be read, the picture says it (and the cell's tooltip) */
  size = fitting_size (ctx->layout, name, r.w * 0.14, r.w * 0.92);
  if (size >= 6.0)
    draw_text (cr, ctx->layout, name, size, PANGO_WEIGHT_NORMAL, TRUE, r.x + r.w / 2, r.y + r.h * 0.86,
               ALIGN_CENTRE);
}

static void
draw_chip (Ctx        *ctx,
           double      cx,
           double      cy,
           double      rad,
           TyrosEmpire empire)
{
  cairo_t *cr = ctx->cr;
  const GdkRGBA *c = &ctx->p.empire[empire];

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, rad, 0, 2 * G_PI);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.55);
  cairo_set_line_width (cr, hairline (ctx));
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, text_on (c)->red, text_on (c)->green, text_on (c)->blue, 1.0);
  draw_text (cr, ctx->layout, empire_initial (empire), rad * 1.25, PANGO_WEIGHT_BOLD, FALSE,
             cx, cy, ALIGN_CENTRE);
}

static void
draw_field_background (Ctx       *ctx,
                       TyrosBoardRect       r,
                       TyrosField field)
{
  cairo_t *cr = ctx->cr;
  TyrosEmpire empire = ctx->self->state.empire[field];
  GdkRGBA fill = ctx->p.land;

  /* A wash of the empire colour makes empires readable as areas from afar;
   * the chip letter makes them readable up close. */
  if (empire != TYROS_EMPIRE_NONE)
    mix (&fill, &ctx->p.land, &ctx->p.empire[empire], ctx->p.dark ? 0.38 : 0.30);

  rounded_rect (cr, r.x, r.y, r.w, r.h, radius (ctx));
  set_source (cr, &fill, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.land_border, 1.0);
  cairo_set_line_width (cr, hairline (ctx));
  cairo_stroke (cr);

  if (field == TYROS_FIELD_TYROS)
    {
      /* Tyros: a second, inner frame, like a city wall */
      double inset = r.w * 0.05;

      rounded_rect (cr, r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset, radius (ctx) * 0.6);
      set_source (cr, &ctx->p.fg, 0.7);
      cairo_set_line_width (cr, MAX (1.5, r.w * 0.025));
      cairo_stroke (cr);
    }
  else if (field == 16)
    {
      /* Italy: the ridge between the west and the east coast */
      set_source (cr, &ctx->p.wall, 0.55);
      cairo_set_line_width (cr, MAX (1.5, r.w * 0.03));
      cairo_set_dash (cr, (double[]) { r.w * 0.06, r.w * 0.04 }, 2, 0);
      cairo_move_to (cr, r.x + r.w / 2, r.y + r.h * 0.30);
      cairo_line_to (cr, r.x + r.w / 2, r.y + r.h * 0.98);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

#define TYROS_NAME_INSET 0.11
#define TYROS_NAME_SIZE 0.15

/* Where the name of Tyros lies in its field @r, with a margin */
static TyrosBoardRect
tyros_name_rect (Ctx           *ctx,
                 TyrosBoardRect r)
{
  PangoRectangle ink;
  double inset = r.w * TYROS_NAME_INSET, margin = MAX (2.0, r.w * 0.03);

  layout_text (ctx->layout, _("Tyros"), r.w * TYROS_NAME_SIZE, PANGO_WEIGHT_BOLD, FALSE, &ink);
  return (TyrosBoardRect) { r.x + inset + ink.x - margin, r.y + inset - margin,
                            ink.width + 2 * margin, ink.height + 2 * margin };
}

static void
draw_field_labels (Ctx       *ctx,
                   TyrosBoardRect       r,
                   TyrosField field)
{
  cairo_t *cr = ctx->cr;
  TyrosEmpire empire = ctx->self->state.empire[field];
  double s = r.w;
  double inset = field == TYROS_FIELD_TYROS ? s * TYROS_NAME_INSET : s * 0.07;

  set_source (cr, &ctx->p.fg, 0.95);
  if (field == TYROS_FIELD_TYROS)
    draw_text (cr, ctx->layout, _("Tyros"), s * TYROS_NAME_SIZE, PANGO_WEIGHT_BOLD, FALSE,
               r.x + inset, r.y + inset, ALIGN_TOP_LEFT);
  else
    draw_text (cr, ctx->layout, tyros_field_to_string (field), s * 0.2, PANGO_WEIGHT_BOLD, FALSE,
               r.x + inset, r.y + inset * 0.8, ALIGN_TOP_LEFT);

  if (empire != TYROS_EMPIRE_NONE)
    draw_chip (ctx, r.x + s - inset - s * 0.1, r.y + inset + s * 0.1, s * 0.115, empire);

  if (field == 16)
    {
      set_source (cr, &ctx->p.fg, 0.7);
      /* Translators: short labels of the two halves of field 16 */
      draw_text (cr, ctx->layout, C_("coast", "W"), s * 0.11, PANGO_WEIGHT_NORMAL, FALSE,
                 r.x + s * 0.06, r.y + s * 0.48, ALIGN_TOP_LEFT);
      draw_text (cr, ctx->layout, C_("coast", "E"), s * 0.11, PANGO_WEIGHT_NORMAL, FALSE,
                 r.x + s * 0.56, r.y + s * 0.48, ALIGN_TOP_LEFT);
    }
}

/* ------------------------------------------------------------------ */
/* Drawing: ships and cities                                            */

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
  draw_text (cr, ctx->layout, ctx->self->initials[player], hull_h * 0.78, PANGO_WEIGHT_BOLD, FALSE,
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

/* Whether nothing (city, reach mark, error badge) uses the middle row of a
 * field, so that its ships may grow into it: Tyros often holds many. */
static gboolean
middle_row_free (Ctx       *ctx,
                 TyrosField field)
{
  const TyrosBoardScene *self = ctx->self;
  TyrosSet coasts = tyros_field_coasts (field);

  if ((field != 16 && self->state.city[field] >= 0) || field == self->marks.error_field)
    return FALSE;
  if (!self->marks.has_reach)
    return TRUE;
  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    if (self->marks.reach.steps[c] != TYROS_UNREACHABLE && self->marks.reach.steps[c] > 0)
      return FALSE;
  return TRUE;
}

static void
draw_ships (Ctx       *ctx,
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

static void
draw_city (Ctx       *ctx,
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

  /* a house: roof, then the body carrying the initial */
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

  cairo_set_source_rgba (cr, text_on (c)->red, text_on (c)->green, text_on (c)->blue, 1.0);
  draw_text (cr, ctx->layout, ctx->self->initials[owner], b * 0.72, PANGO_WEIGHT_BOLD, FALSE,
             cx, top + b * 0.95, ALIGN_CENTRE);
}

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

static void
draw_link (Ctx                *ctx,
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
static void
draw_links (Ctx *ctx)
{
  g_autoptr(GArray) links = tyros_board_links (ctx->self->state.board);

  for (guint i = 0; i < links->len; i++)
    draw_link (ctx, &g_array_index (links, TyrosSeaLink, i));
}

/* ------------------------------------------------------------------ */
/* Drawing: marks laid over the board                                   */

static void
draw_highlight (Ctx       *ctx,
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

static void
draw_error (Ctx  *ctx,
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
  draw_text (cr, ctx->layout, "!", rad * 1.5, PANGO_WEIGHT_HEAVY, FALSE, cx, cy, ALIGN_CENTRE);
}

static void
draw_reach_mark (Ctx        *ctx,
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
  draw_text (cr, ctx->layout, text, rad * 1.2, legal ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, FALSE,
             cx, cy, ALIGN_CENTRE);
}

static void
draw_reach (Ctx *ctx)
{
  if (!ctx->self->marks.has_reach)
    return;
  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    {
      guint steps = ctx->self->marks.reach.steps[c];

      if (steps != TYROS_UNREACHABLE && steps > 0)
        draw_reach_mark (ctx, c);
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

static void
draw_routes (Ctx *ctx)
{
  GPtrArray *routes = ctx->self->marks.routes;
  double spread = ctx->l.cell * 0.07;

  TyrosBoardRect board = tyros_board_layout_board_rect (&ctx->l);
  TyrosBoardRect name;

  if (routes == NULL || routes->len == 0)
    return;
  /* A route leaving Tyros upwards would run through its name (the other
   * fields' numbers sit clear of the middle): it passes under it instead. */
  name = tyros_name_rect (ctx, tyros_board_layout_field_rect (&ctx->l, TYROS_FIELD_TYROS));
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

static void
draw_focus (Ctx *ctx)
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

static void
draw_read_only (Ctx *ctx,
                TyrosBoardRect board)
{
  cairo_t *cr = ctx->cr;
  GdkRGBA veil = ctx->p.dark ? (GdkRGBA) { 0, 0, 0, 1 } : (GdkRGBA) { 1, 1, 1, 1 };

  /* muted, with a subtle hatch: "this is an earlier position" */
  cairo_rectangle (cr, board.x, board.y, board.w, board.h);
  set_source (cr, &veil, 0.28);
  cairo_fill (cr);
  draw_hatch (cr, board, ctx->l.cell * 0.18, &ctx->p.fg, 0.07, MAX (1.0, ctx->l.cell * 0.02));
}

static void
draw_cells (Ctx *ctx)
{
  const TyrosBoardScene *self = ctx->self;

  for (guint row = 0; row < TYROS_BOARD_ROWS; row++)
    for (guint col = 0; col < TYROS_BOARD_COLS; col++)
      {
        TyrosField field;
        TyrosCellKind kind = tyros_board_cell (row, col, &field);
        TyrosBoardRect r = tyros_board_layout_cell_rect (&ctx->l, row, col);

        if (kind != TYROS_CELL_FIELD)
          {
            draw_out_of_play (ctx, r, kind);
            continue;
          }
        draw_field_background (ctx, r, field);
        if (field == self->hover)
          {
            rounded_rect (ctx->cr, r.x, r.y, r.w, r.h, radius (ctx));
            set_source (ctx->cr, &ctx->p.fg, 0.07);
            cairo_fill (ctx->cr);
          }
      }
}

static void
draw_contents (Ctx *ctx)
{
  const TyrosBoardScene *self = ctx->self;

  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      TyrosBoardRect r = tyros_board_layout_field_rect (&ctx->l, field);

      if (TYROS_SET_HAS (self->marks.highlight, field))
        draw_highlight (ctx, r);
      draw_field_labels (ctx, r, field);
      draw_city (ctx, r, field);
      draw_ships (ctx, r, field);
      if (field == self->marks.error_field)
        draw_error (ctx, r);
    }
}

void
tyros_board_paint (const TyrosBoardScene  *scene,
                   const TyrosBoardLayout *layout,
                   cairo_t                *cr,
                   PangoLayout            *pango_layout,
                   const GdkRGBA          *fg,
                   gboolean                focused)
{
  Ctx ctx = { .self = scene, .cr = cr, .layout = pango_layout, .l = *layout };

  palette_init (&ctx.p, fg);
  draw_cells (&ctx);
  draw_links (&ctx);
  draw_contents (&ctx);
  draw_reach (&ctx);
  draw_routes (&ctx);
  if (scene->read_only)
    draw_read_only (&ctx, tyros_board_layout_board_rect (layout));
  if (focused && tyros_field_is_valid (scene->cursor))
    draw_focus (&ctx);
}

void
tyros_board_paint_game (TyrosGameSession *session,
                        TyrosSet          highlight,
                        gboolean          read_only,
                        cairo_t          *cr,
                        PangoLayout      *pango_layout,
                        const GdkRGBA    *fg,
                        double            width,
                        double            height)
{
  TyrosGame *game = tyros_game_session_get_game (session);
  TyrosBoardScene scene;
  TyrosBoardLayout layout;

  tyros_board_scene_init (&scene);
  tyros_board_scene_set_state (&scene, tyros_game_get_state (game));
  tyros_board_scene_set_players (&scene, tyros_game_get_player_names (game),
                                 tyros_game_session_get_player_colours (session));
  scene.read_only = read_only;
  scene.marks.highlight = highlight;
  tyros_board_layout_compute (&layout, width, height);
  tyros_board_paint (&scene, &layout, cr, pango_layout, fg, FALSE);
  tyros_board_scene_clear (&scene);
}

cairo_status_t
tyros_board_append_bytes (void                *closure,
                          const unsigned char *data,
                          unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}
