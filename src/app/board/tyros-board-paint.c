/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint.c: the board as a clear schematic, drawn with cairo
 *
 * In one paint (tyros_board_paint_scene()) or in parts the view keeps as
 * render nodes: each field within its patch (its cell; its marks and
 * pieces), the ground between the two (the cells out of play, the links
 * between the fields), the routes, the veil and the focus ring. The patches do
 * not overlap and the parts start from the same cairo state, so the parts
 * drawn in turn show what one paint shows.
 */
#define G_LOG_DOMAIN "tyros-board-paint"

#include <math.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "tyros-board-paint-private.h"
#include "tyros-player-colours.h"

/* ------------------------------------------------------------------ */
/* Palette                                                              */

static void
rgba_parse (GdkRGBA    *rgba,
            const char *spec)
{
  if (!gdk_rgba_parse (rgba, spec))
    g_return_if_reached ();
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

/* ------------------------------------------------------------------ */
/* Text                                                                 */

/* Puts @text into @layout in its font; @ink is where its ink lies. */
static void
set_text (PangoLayout    *layout,
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

/* The layout of @text in its font, shaped once for as long as @layout
 * lives: the board view keeps its layout while the font and the size are
 * the same, and a field's numbers, its pieces' initials and the reach's
 * steps are the same few texts drawn again and again. */
static PangoLayout *
layout_text (PangoLayout    *layout,
             const char     *text,
             double          size,
             PangoWeight     weight,
             gboolean        italic,
             PangoRectangle *ink)
{
  GHashTable *shaped = g_object_get_data (G_OBJECT (layout), "tyros-shaped");
  g_autofree char *key = g_strdup_printf ("%g %d %d %s", floor (MAX (size, 6.0)), weight, italic, text);
  PangoLayout *copy;

  if (shaped == NULL)
    {
      shaped = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
      g_object_set_data_full (G_OBJECT (layout), "tyros-shaped", shaped, (GDestroyNotify) g_hash_table_unref);
    }
  copy = g_hash_table_lookup (shaped, key);
  if (copy == NULL)
    {
      copy = pango_layout_new (pango_layout_get_context (layout));
      g_hash_table_insert (shaped, g_steal_pointer (&key), copy);
    }
  else if (pango_layout_get_character_count (copy) > 0)
    {
      pango_layout_get_pixel_extents (copy, ink, NULL);
      return copy;
    }
  set_text (copy, text, size, weight, italic, ink);
  return copy;
}

void
_tyros_board_paint_draw_text (cairo_t     *cr,
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
  PangoLayout *shaped = layout_text (layout, text, size, weight, italic, &ink);

  if (align == ALIGN_CENTRE)
    /* Centre on the ink so that a lone letter sits in the middle of its
     * badge whatever the font's ascent and descent. */
    cairo_move_to (cr, x - ink.x - ink.width / 2.0, y - ink.y - ink.height / 2.0);
  else
    /* the top of the ink at @y, so numbers sit snug in their corner */
    cairo_move_to (cr, x, y - ink.y);
  pango_cairo_show_layout (cr, shaped);
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

/* Thin diagonal lines over a rectangle: the "out of play" texture, a cue
 * that does not depend on colour (the veil repeats a tile of them) */
static void
draw_hatch (cairo_t        *cr,
            TyrosBoardRect  r,
            double          spacing,
            const GdkRGBA  *c,
            double          alpha,
            double          width)
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
    _tyros_board_paint_draw_text (cr, ctx->layout, name, size, PANGO_WEIGHT_NORMAL, TRUE, r.x + r.w / 2, r.y + r.h * 0.86,
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
  _tyros_board_paint_draw_text (cr, ctx->layout, empire_initial (empire), rad * 1.25, PANGO_WEIGHT_BOLD, FALSE,
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
TyrosBoardRect
_tyros_board_paint_tyros_name_rect (Ctx           *ctx,
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
    _tyros_board_paint_draw_text (cr, ctx->layout, _("Tyros"), s * TYROS_NAME_SIZE, PANGO_WEIGHT_BOLD, FALSE,
                                  r.x + inset, r.y + inset, ALIGN_TOP_LEFT);
  else
    _tyros_board_paint_draw_text (cr, ctx->layout, tyros_field_to_string (field), s * 0.2, PANGO_WEIGHT_BOLD, FALSE,
                                  r.x + inset, r.y + inset * 0.8, ALIGN_TOP_LEFT);

  if (empire != TYROS_EMPIRE_NONE)
    draw_chip (ctx, r.x + s - inset - s * 0.1, r.y + inset + s * 0.1, s * 0.115, empire);

  if (field == 16)
    {
      set_source (cr, &ctx->p.fg, 0.7);
      /* Translators: short labels of the two halves of field 16 */
      /* in the middle row, over the coasts' ships (which keep out of it) */
      _tyros_board_paint_draw_text (cr, ctx->layout, C_("coast", "W"), s * 0.11, PANGO_WEIGHT_NORMAL, FALSE,
                                    r.x + s * 0.06, r.y + s * 0.41, ALIGN_TOP_LEFT);
      _tyros_board_paint_draw_text (cr, ctx->layout, C_("coast", "E"), s * 0.11, PANGO_WEIGHT_NORMAL, FALSE,
                                    r.x + s * 0.56, r.y + s * 0.41, ALIGN_TOP_LEFT);
    }
}

/* A field's rectangle to whole pixels with room for its frame's stroke and
 * antialiasing: what its part of the board covers. */
static TyrosBoardRect
cell_patch (const TyrosBoardLayout *layout,
            guint                   row,
            guint                   col)
{
  TyrosBoardRect r = tyros_board_layout_cell_rect (layout, row, col);
  double m = ceil (MAX (1.0, layout->cell * 0.012) / 2) + 1;
  double x0 = floor (r.x - m), y0 = floor (r.y - m);

  return (TyrosBoardRect) { x0, y0, ceil (r.x + r.w + m) - x0, ceil (r.y + r.h + m) - y0 };
}

TyrosBoardRect
tyros_board_paint_field_patch (const TyrosBoardLayout *layout,
                               TyrosField              field)
{
  guint row, col;

  tyros_board_field_position (field, &row, &col);
  return cell_patch (layout, row, col);
}

gboolean
tyros_board_paint_patches_apart (const TyrosBoardLayout *layout)
{
  for (guint col = 0; col + 1 < TYROS_BOARD_COLS; col++)
    {
      TyrosBoardRect a = cell_patch (layout, 0, col), b = cell_patch (layout, 0, col + 1);

      if (a.x + a.w > b.x)
        return FALSE;
    }
  for (guint row = 0; row + 1 < TYROS_BOARD_ROWS; row++)
    {
      TyrosBoardRect a = cell_patch (layout, row, 0), b = cell_patch (layout, row + 1, 0);

      if (a.y + a.h > b.y)
        return FALSE;
    }
  return TRUE;
}

/* Every part starts from the same cairo state, so that a part drawn alone
 * is drawn as within the whole board (round line ends, as the serpent left
 * them for all that followed it). */
static void
ctx_init (Ctx                    *ctx,
          const TyrosBoardScene  *scene,
          const TyrosBoardLayout *layout,
          cairo_t                *cr,
          PangoLayout            *pango_layout,
          const GdkRGBA          *fg)
{
  *ctx = (Ctx) { .self = scene, .cr = cr, .layout = pango_layout };
  if (layout != NULL)
    ctx->l = *layout;
  palette_init (&ctx->p, fg);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
}

static void
draw_hover (Ctx           *ctx,
            TyrosBoardRect r)
{
  rounded_rect (ctx->cr, r.x, r.y, r.w, r.h, radius (ctx));
  set_source (ctx->cr, &ctx->p.fg, 0.07);
  cairo_fill (ctx->cr);
}

static void
draw_cells (Ctx *ctx)
{
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
        if (field == ctx->self->hover)
          draw_hover (ctx, r);
      }
}

static void
draw_field_contents (Ctx           *ctx,
                     TyrosBoardRect r,
                     TyrosField     field)
{
  const TyrosBoardScene *self = ctx->self;

  if (TYROS_SET_HAS (self->marks.highlight, field))
    _tyros_board_paint_draw_highlight (ctx, r);
  draw_field_labels (ctx, r, field);
  _tyros_board_paint_draw_city (ctx, r, field);
  _tyros_board_paint_draw_ships (ctx, r, field);
  if (field == self->marks.error_field)
    _tyros_board_paint_draw_error (ctx, r);
}

void
tyros_board_paint_scene (const TyrosBoardScene  *scene,
                         const TyrosBoardLayout *layout,
                         cairo_t                *cr,
                         PangoLayout            *pango_layout,
                         const GdkRGBA          *fg,
                         gboolean                focused)
{
  Ctx ctx;

  ctx_init (&ctx, scene, layout, cr, pango_layout, fg);
  draw_cells (&ctx);
  _tyros_board_paint_draw_links (&ctx);
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    draw_field_contents (&ctx, tyros_board_layout_field_rect (layout, field), field);
  _tyros_board_paint_draw_reach (&ctx);
  _tyros_board_paint_draw_routes (&ctx);
  if (scene->read_only)
    _tyros_board_paint_draw_read_only (&ctx, tyros_board_layout_board_rect (layout));
  if (focused && tyros_field_is_valid (scene->cursor))
    _tyros_board_paint_draw_focus (&ctx);
}

void
tyros_board_paint_out_of_play (const TyrosBoardScene  *scene,
                               const TyrosBoardLayout *layout,
                               cairo_t                *cr,
                               PangoLayout            *pango_layout,
                               const GdkRGBA          *fg,
                               guint                   row,
                               guint                   col)
{
  Ctx ctx;

  ctx_init (&ctx, scene, layout, cr, pango_layout, fg);
  draw_out_of_play (&ctx, tyros_board_layout_cell_rect (layout, row, col), tyros_board_cell (row, col, NULL));
}

void
tyros_board_paint_link (const TyrosBoardScene  *scene,
                        const TyrosBoardLayout *layout,
                        cairo_t                *cr,
                        const GdkRGBA          *fg,
                        const TyrosSeaLink     *link)
{
  Ctx ctx;

  ctx_init (&ctx, scene, layout, cr, NULL, fg);
  _tyros_board_paint_draw_link (&ctx, link);
}

void
tyros_board_paint_field (const TyrosBoardScene  *scene,
                         const TyrosBoardLayout *layout,
                         cairo_t                *cr,
                         PangoLayout            *pango_layout,
                         const GdkRGBA          *fg,
                         TyrosField              field,
                         gboolean                over)
{
  TyrosBoardRect patch = tyros_board_paint_field_patch (layout, field);
  TyrosBoardRect r = tyros_board_layout_field_rect (layout, field);
  Ctx ctx;

  ctx_init (&ctx, scene, layout, cr, pango_layout, fg);
  cairo_rectangle (cr, patch.x, patch.y, patch.w, patch.h);
  cairo_clip (cr);
  if (over)
    {
      draw_field_contents (&ctx, r, field);
      return;
    }
  draw_field_background (&ctx, r, field);
  if (field == scene->hover)
    draw_hover (&ctx, r);
}

void
tyros_board_paint_reach_mark (const TyrosBoardScene  *scene,
                              const TyrosBoardLayout *layout,
                              cairo_t                *cr,
                              PangoLayout            *pango_layout,
                              const GdkRGBA          *fg,
                              TyrosCoast              coast)
{
  Ctx ctx;

  ctx_init (&ctx, scene, layout, cr, pango_layout, fg);
  _tyros_board_paint_draw_reach_mark (&ctx, coast);
}

TyrosBoardRect
tyros_board_paint_reach_mark_rect (const TyrosBoardLayout *layout,
                                   TyrosCoast              coast)
{
  TyrosBoardRect r = tyros_board_layout_coast_rect (layout, coast);
  double rad = layout->cell * 0.12;
  double cx = coast == TYROS_COAST_16W || coast == TYROS_COAST_16E ? r.x + r.w * 0.62 : r.x + r.w * 0.74;

  return (TyrosBoardRect) { cx - rad, r.y + r.h * 0.42 - rad, 2 * rad, 2 * rad };
}

void
tyros_board_paint_routes (const TyrosBoardScene  *scene,
                          const TyrosBoardLayout *layout,
                          cairo_t                *cr,
                          PangoLayout            *pango_layout,
                          const GdkRGBA          *fg)
{
  Ctx ctx;

  ctx_init (&ctx, scene, layout, cr, pango_layout, fg);
  _tyros_board_paint_draw_routes (&ctx);
}

void
tyros_board_paint_veil (const TyrosBoardLayout *layout,
                        cairo_t                *cr,
                        const GdkRGBA          *fg)
{
  Ctx ctx;

  ctx_init (&ctx, NULL, layout, cr, NULL, fg);
  _tyros_board_paint_draw_read_only (&ctx, tyros_board_layout_board_rect (layout));
}

void
tyros_board_paint_focus (const TyrosBoardScene  *scene,
                         const TyrosBoardLayout *layout,
                         cairo_t                *cr,
                         const GdkRGBA          *fg)
{
  Ctx ctx;

  ctx_init (&ctx, scene, layout, cr, NULL, fg);
  _tyros_board_paint_draw_focus (&ctx);
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
  tyros_board_paint_scene (&scene, &layout, cr, pango_layout, fg, FALSE);
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
