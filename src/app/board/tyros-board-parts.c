/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-parts.c: the board as the render nodes it hands GTK, kept
 *
 * The board's parts (tyros-board-paint.h) as render nodes, each kept while
 * what it shows is unchanged: GSK's diff skips a node that is the same as in
 * the last frame, so a click or a move damages, and the renderer draws
 * again, only what it changed (bench/game-in-play). Each part is drawn once
 * into an image its cairo node paints, cut to its ink: the images live as
 * long as the window shows the board (bench/launch-game's peak memory).
 * Relative to the board's origin, so that a board moved by a change of
 * height keeps them.
 */
#define G_LOG_DOMAIN "tyros-board-view"

#include <math.h>
#include <stddef.h>
#include <string.h>

#include <pango/pangocairo.h>

#include "tyros-board-paint.h"
#include "tyros-board-parts.h"

/* What every part of the board is drawn for (see tyros-board-paint.h) */
typedef struct {
  int      cell, gap;   /* whole pixels (tyros_board_layout_compute()) */
  int      scale;
  GdkRGBA  fg;
  guint    font;       /* the font description's and font options' hashes */
  guint    players;    /* bumped by tyros_board_parts_players_changed() */
  guint    links;      /* bumped when the links drawn change */
  gboolean show_sea_links;
} PartsKey;

/* What a field's two layers show of the field: under, its empire and the
 * hover; over, all but the hover */
typedef struct {
  TyrosEmpire empire;
  gboolean    hover;
  int         city;
  guint8      ships[2][TYROS_MAX_PLAYERS];
  gboolean    reach_here; /* a reach mark takes its ships' middle row */
  gboolean    highlight, error;
} FieldKey;

#define UNDER_KEY_SIZE (offsetof (FieldKey, hover) + sizeof (gboolean))

struct _TyrosBoardParts
{
  GtkWidget       *widget;   /* the board, which owns them */
  const TyrosBoardScene *scene;  /* its scene */
  gboolean         focused;  /* for this snapshot: the focus ring */

  PartsKey         parts_key;
  GPtrArray       *ground;   /* its pieces with ink (ground_parts()) */
  GHashTable      *unders;   /* its look (under_look()) → a field's under
                              * drawn at the origin: most cells look alike */
  GskRenderNode   *overs[TYROS_N_FIELDS];
  FieldKey         field_keys[TYROS_N_FIELDS];
  GHashTable      *reach_marks;  /* its look (reach_mark_key()) → the mark
                                  * drawn at its field's origin */
  GskRenderNode   *routes;   /* dropped when the routes change */
  GskRenderNode   *veil;     /* kept from the first step back in the history
                              * (its hatch costs more than a move to draw) */
  GskRenderNode   *focus;
  TyrosCoast       focus_coast;  /* what it was drawn for, with the cursor */
  TyrosField       focus_field;
  PangoLayout     *texts;    /* its shaped texts kept with it (tyros-board-paint.c) */
  guint            players_serial;
  guint            links_serial;
  GArray          *links;        /* the links of the last state, drawn */
};

static PartsKey
parts_key_of (TyrosBoardParts        *self,
              const TyrosBoardLayout *l,
              const GdkRGBA          *fg)
{
  GtkWidget *widget = self->widget;
  PangoContext *context = gtk_widget_get_pango_context (widget);
  const PangoFontDescription *font = pango_context_get_font_description (context);
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (context);
  PartsKey key;

  memset (&key, 0, sizeof key);  /* zeroed padding: keys are compared with memcmp() */
  key.cell = (int) l->cell;
  key.gap = (int) l->gap;
  key.scale = gtk_widget_get_scale_factor (widget);
  key.fg = *fg;
  key.font = (font != NULL ? pango_font_description_hash (font) : 0) * 31
             + (options != NULL ? cairo_font_options_hash (options) : 0);
  key.players = self->players_serial;
  key.links = self->links_serial;
  key.show_sea_links = self->scene->show_sea_links;
  return key;
}

static void
drop_parts (TyrosBoardParts *self)
{
  g_clear_pointer (&self->ground, g_ptr_array_unref);
  for (guint i = 0; i < TYROS_N_FIELDS; i++)
    {
      g_clear_pointer (&self->overs[i], gsk_render_node_unref);
    }
  g_hash_table_remove_all (self->unders);
  g_hash_table_remove_all (self->reach_marks);
  g_clear_pointer (&self->routes, gsk_render_node_unref);
  g_clear_pointer (&self->veil, gsk_render_node_unref);
  g_clear_pointer (&self->focus, gsk_render_node_unref);
  g_clear_object (&self->texts);
}

/* The links drawn follow the state's board (a group's passages) */
void
tyros_board_parts_state_changed (TyrosBoardParts *self)
{
  g_autoptr(GArray) links = tyros_board_links (self->scene->state.board);

  if (self->links != NULL && self->links->len == links->len &&
      memcmp (self->links->data, links->data, links->len * sizeof (TyrosSeaLink)) == 0)
    return;
  g_clear_pointer (&self->links, g_array_unref);
  self->links = g_steal_pointer (&links);
  self->links_serial++;
}

static gboolean
same_routes (const TyrosBoardMarks *a,
             const TyrosBoardMarks *b)
{
  guint n_a = a->routes != NULL ? a->routes->len : 0;
  guint n_b = b != NULL && b->routes != NULL ? b->routes->len : 0;

  if (n_a != n_b)
    return FALSE;
  if (n_a == 0)
    return TRUE;
  if (a->bad_step != b->bad_step)
    return FALSE;
  for (guint i = 0; i < n_a; i++)
    {
      GArray *ra = g_ptr_array_index (a->routes, i), *rb = g_ptr_array_index (b->routes, i);

      if (ra->len != rb->len || memcmp (ra->data, rb->data, ra->len * sizeof (TyrosCoast)) != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
reach_mark_on (const TyrosBoardScene *scene,
               TyrosCoast             coast)
{
  guint steps = scene->marks.reach.steps[coast];

  return scene->marks.has_reach && steps != TYROS_UNREACHABLE && steps > 0;
}

static FieldKey
field_key_of (TyrosBoardParts *self,
              TyrosField      field)
{
  const TyrosBoardScene *scene = self->scene;
  TyrosSet coasts = tyros_field_coasts (field);
  FieldKey key;
  guint i = 0;

  memset (&key, 0, sizeof key);
  key.empire = scene->state.empire[field];
  key.city = scene->state.city[field];
  gboolean ships = FALSE;

  for (int c = tyros_set_next (coasts, 0); c >= 0 && i < 2; c = tyros_set_next (coasts, c), i++)
    {
      memcpy (key.ships[i], scene->state.ships[c], sizeof key.ships[i]);
      for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
        ships |= scene->state.ships[c][p] > 0;
      key.reach_here |= reach_mark_on (scene, c);
    }
  /* without ships, a reach mark changes nothing under it */
  key.reach_here &= ships;
  key.hover = field == scene->hover;
  key.highlight = TYROS_SET_HAS (scene->marks.highlight, field);
  key.error = field == scene->marks.error_field;
  return key;
}

/* A new part over @bounds (whole pixels), drawn by the caller with the
 * returned cairo_t, then made a node by part_end(). It is drawn once into
 * an image, and its node paints the image: GTK 4.8's cairo renderer replays
 * a cairo node's drawing each time its area is damaged, and a field's
 * vectors and glyphs cost far more to replay than its pixels. */
static cairo_t *
part_begin (TyrosBoardParts *self,
            TyrosBoardRect  bounds,
            PangoLayout    *pango_layout)
{
  int scale = gtk_widget_get_scale_factor (self->widget);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) bounds.w * scale,
                                                       (int) bounds.h * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (image, scale, scale);
  cairo_surface_set_device_offset (image, -bounds.x * scale, -bounds.y * scale);
  cr = cairo_create (image);
  cairo_surface_destroy (image);
  if (pango_layout != NULL)
    pango_cairo_update_layout (cr, pango_layout);
  return cr;
}

/* Where @image has ink (pixels): its first and last rows and its leftmost
 * and rightmost columns; FALSE if it has none */
static gboolean
ink_bounds (cairo_surface_t       *image,
            cairo_rectangle_int_t *ink)
{
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  int left = G_MAXINT, right = -1, top = -1, bottom = -1;

  for (int y = 0; y < h; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);
      int x0 = 0, x1 = w - 1;

      /* premultiplied: a pixel without ink is all zero */
      while (x0 <= x1 && row[x0] == 0)
        x0++;
      if (x0 > x1)
        continue;
      while (row[x1] == 0)
        x1--;
      if (top < 0)
        top = y;
      bottom = y;
      left = MIN (left, x0);
      right = MAX (right, x1);
    }
  *ink = (cairo_rectangle_int_t) { left, top, right - left + 1, bottom - top + 1 };
  return top >= 0;
}

/* @image cut to the whole logical pixels that have ink: a copy of them,
 * @image itself if that is all of it, NULL if it has none */
static cairo_surface_t *
cut_to_ink (cairo_surface_t *image)
{
  cairo_rectangle_int_t ink;
  double x, y, s;
  int scale;
  cairo_surface_t *cut;

  cairo_surface_flush (image);
  if (!ink_bounds (image, &ink))
    return NULL;
  cairo_surface_get_device_scale (image, &s, NULL);
  scale = (int) s;
  ink.width += ink.x % scale;
  ink.x -= ink.x % scale;
  ink.height += ink.y % scale;
  ink.y -= ink.y % scale;
  ink.width += (scale - ink.width % scale) % scale;
  ink.height += (scale - ink.height % scale) % scale;
  if (ink.width == cairo_image_surface_get_width (image) && ink.height == cairo_image_surface_get_height (image))
    return cairo_surface_reference (image);
  cut = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, ink.width, ink.height);
  for (int row = 0; row < ink.height; row++)
    memcpy (cairo_image_surface_get_data (cut) + (gsize) row * cairo_image_surface_get_stride (cut),
            cairo_image_surface_get_data (image) + (gsize) (ink.y + row) * cairo_image_surface_get_stride (image)
            + (gsize) ink.x * 4, (gsize) ink.width * 4);
  cairo_surface_mark_dirty (cut);
  cairo_surface_get_device_offset (image, &x, &y);
  cairo_surface_set_device_scale (cut, scale, scale);
  cairo_surface_set_device_offset (cut, x - ink.x, y - ink.y);
  return cut;
}

/* A node over all of @whole painting @image, cut from it: a part drawn
 * again then damages the area of the one it replaces, one rectangle, as
 * before the images were cut (past 30 rectangles GSK's diff damages all
 * of the board) */
static GskRenderNode *
image_node (cairo_surface_t *whole,
            cairo_surface_t *image)
{
  double x, y, scale;
  GskRenderNode *node;
  cairo_t *node_cr;

  cairo_surface_get_device_offset (whole, &x, &y);
  cairo_surface_get_device_scale (whole, &scale, NULL);
  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (-x / scale, -y / scale,
                                                  cairo_image_surface_get_width (whole) / scale,
                                                  cairo_image_surface_get_height (whole) / scale));
  node_cr = gsk_cairo_node_get_draw_context (node);
  cairo_set_source_surface (node_cr, image, 0, 0);
  cairo_paint (node_cr);
  cairo_destroy (node_cr);
  return node;
}

/* The node of a part drawn with @cr (part_begin()): its image cut to its
 * ink, NULL if it has none */
static GskRenderNode *
part_end (cairo_t *cr)
{
  cairo_surface_t *image = cut_to_ink (cairo_get_target (cr));
  GskRenderNode *node = image != NULL ? image_node (cairo_get_target (cr), image) : NULL;

  cairo_destroy (cr);
  g_clear_pointer (&image, cairo_surface_destroy);
  return node;
}

/* @r grown by @by on each side, to whole pixels */
static TyrosBoardRect
grown (TyrosBoardRect r,
       double         by)
{
  double x0 = floor (r.x - by), y0 = floor (r.y - by);

  return (TyrosBoardRect) { x0, y0, ceil (r.x + r.w + by) - x0, ceil (r.y + r.h + by) - y0 };
}

/* Where the routes are drawn: around their stops, as wide as their halo,
 * their start's ring and their spread */
static TyrosBoardRect
routes_bounds (const TyrosBoardScene  *scene,
               const TyrosBoardLayout *l)
{
  GPtrArray *routes = scene->marks.routes;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (guint i = 0; i < routes->len; i++)
    {
      GArray *route = g_ptr_array_index (routes, i);

      for (guint k = 0; k < route->len; k++)
        {
          double x, y;

          tyros_board_layout_coast_centre (l, g_array_index (route, TyrosCoast, k), &x, &y);
          x0 = MIN (x0, x);
          y0 = MIN (y0, y);
          x1 = MAX (x1, x);
          y1 = MAX (y1, y);
        }
    }
  if (x1 < x0)
    return (TyrosBoardRect) { 0, 0, 0, 0 };
  return grown ((TyrosBoardRect) { x0, y0, x1 - x0, y1 - y0 },
                3 * MAX (2.5, l->cell * 0.05) + l->cell * 0.07 * routes->len + 2);
}

static PangoLayout *
pango_layout_of (TyrosBoardParts *self,
                 PangoLayout    **pango_layout)
{
  if (*pango_layout == NULL)
    *pango_layout = gtk_widget_create_pango_layout (self->widget, NULL);
  return *pango_layout;
}

/* @node, unless its part has no ink */
static void
append_part (GtkSnapshot   *snapshot,
             GskRenderNode *node)
{
  if (node != NULL)
    gtk_snapshot_append_node (snapshot, node);
}

static void
add_part (GPtrArray     *parts,
          GskRenderNode *node)
{
  if (node != NULL)
    g_ptr_array_add (parts, node);
}

/* The ground drawn once, in pieces, each only as large as its ink: the
 * cells out of play, the links. Most of the board between them is the
 * middle of the fields, which the fields' own layers cover. Pieces that lie
 * apart, so that a board drawn scaled (a widget paintable) shows no seams. */
static GPtrArray *
ground_parts (TyrosBoardParts        *self,
              const TyrosBoardLayout *l,
              const GdkRGBA          *fg,
              PangoLayout            *pango_layout)
{
  GPtrArray *pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  TyrosBoardRect r;
  cairo_t *cr;

  for (guint row = 0; row < TYROS_BOARD_ROWS; row++)
    for (guint col = 0; col < TYROS_BOARD_COLS; col++)
      if (tyros_board_cell (row, col, NULL) != TYROS_CELL_FIELD)
        {
          cr = part_begin (self, grown (tyros_board_layout_cell_rect (l, row, col), 1), pango_layout);
          tyros_board_paint_out_of_play (self->scene, l, cr, pango_layout, fg, row, col);
          add_part (pieces, part_end (cr));
        }
  for (guint i = 0; i < self->links->len; i++)
    {
      const TyrosSeaLink *link = &g_array_index (self->links, TyrosSeaLink, i);

      if (!tyros_board_paint_link_rect (self->scene, l, link, &r))
        continue;
      cr = part_begin (self, grown (r, 0), NULL);
      tyros_board_paint_link (self->scene, l, cr, fg, link);
      add_part (pieces, part_end (cr));
    }
  return pieces;
}

/* A board too small for its fields' patches to lie apart: one paint */
static void
snapshot_whole (TyrosBoardParts        *self,
                GtkSnapshot            *snapshot,
                const TyrosBoardLayout *l,
                const GdkRGBA          *fg)
{
  GtkWidget *widget = self->widget;
  g_autoptr(PangoLayout) pango_layout = gtk_widget_create_pango_layout (widget, NULL);
  cairo_t *cr;

  drop_parts (self);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                 gtk_widget_get_height (widget)));
  pango_cairo_update_layout (cr, pango_layout);
  tyros_board_paint_scene (self->scene, l, cr, pango_layout, fg, self->focused);
  cairo_destroy (cr);
}

static GskRenderNode *
field_part (TyrosBoardParts        *self,
            const TyrosBoardLayout *l,
            const GdkRGBA          *fg,
            PangoLayout           **pango_layout,
            TyrosField              field,
            gboolean                over)
{
  cairo_t *cr = part_begin (self, tyros_board_paint_field_patch (l, field), pango_layout_of (self, pango_layout));

  tyros_board_paint_field (self->scene, l, cr, *pango_layout, fg, field, over);
  return part_end (cr);
}

/* What a field's under shows: its empire, the hover, and Tyros's wall and
 * 16's ridge */
static guint
under_look (const FieldKey *key,
            TyrosField      field)
{
  guint kind = field == TYROS_FIELD_TYROS ? 1 : field == 16 ? 2 : 0;

  return ((guint) key->empire * 2 + (key->hover ? 1 : 0)) * 4 + kind;
}

/* @field's under, drawn at the origin (the fields lie at whole pixels) */
static GskRenderNode *
under_part (TyrosBoardParts        *self,
            const TyrosBoardLayout *l,
            const GdkRGBA          *fg,
            PangoLayout           **pango_layout,
            const FieldKey         *key,
            TyrosField              field)
{
  guint look = under_look (key, field);
  GskRenderNode *under = g_hash_table_lookup (self->unders, GUINT_TO_POINTER (look));
  TyrosBoardRect r = tyros_board_layout_field_rect (l, field);
  TyrosBoardLayout at_origin = *l;

  if (under != NULL)
    return under;
  at_origin.x0 -= r.x;
  at_origin.y0 -= r.y;
  under = field_part (self, &at_origin, fg, pango_layout, field, FALSE);
  g_hash_table_insert (self->unders, GUINT_TO_POINTER (look), under);
  return under;
}

/* @node drawn at @r's origin */
static void
append_at (GtkSnapshot    *snapshot,
           TyrosBoardRect  r,
           GskRenderNode  *node)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (r.x, r.y));
  append_part (snapshot, node);
  gtk_snapshot_restore (snapshot);
}

/* Each field's layers drawn again if what they show changed: all the
 * fields' unders (one for the fields that look alike), then the ground
 * with the links over them, then the fields' overs (the patches do not
 * overlap) */
static void
snapshot_fields (TyrosBoardParts        *self,
                 GtkSnapshot            *snapshot,
                 const TyrosBoardLayout *l,
                 const GdkRGBA          *fg,
                 PangoLayout           **pango_layout)
{
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      FieldKey key = field_key_of (self, field);
      const FieldKey *was = &self->field_keys[field];

      if (self->overs[field] == NULL || key.empire != was->empire ||
          memcmp ((const char *) &key + UNDER_KEY_SIZE, (const char *) was + UNDER_KEY_SIZE,
                  sizeof key - UNDER_KEY_SIZE) != 0)
        {
          g_clear_pointer (&self->overs[field], gsk_render_node_unref);
          self->overs[field] = field_part (self, l, fg, pango_layout, field, TRUE);
        }
      self->field_keys[field] = key;
      append_at (snapshot, tyros_board_layout_field_rect (l, field),
                 under_part (self, l, fg, pango_layout, &key, field));
    }
  for (guint i = 0; i < self->ground->len; i++)
    gtk_snapshot_append_node (snapshot, g_ptr_array_index (self->ground, i));
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    append_part (snapshot, self->overs[field]);
}

/* Marks that look the same are one node, drawn at a field's origin and
 * placed on each: a ship's reach marks most of the board with a few numbers */
static guint
reach_mark_key (const TyrosBoardScene *scene,
                TyrosCoast             coast)
{
  guint kind = coast == TYROS_COAST_16W ? 1 : coast == TYROS_COAST_16E ? 2 : 0;

  return scene->marks.reach.steps[coast] * 8 + (scene->marks.reach.legal[coast] ? 4 : 0) + kind;
}

static void
snapshot_reach (TyrosBoardParts        *self,
                GtkSnapshot            *snapshot,
                const TyrosBoardLayout *l,
                const GdkRGBA          *fg,
                PangoLayout           **pango_layout)
{
  for (TyrosCoast coast = 1; coast < TYROS_N_COASTS; coast++)
    {
      TyrosBoardRect r = tyros_board_layout_field_rect (l, tyros_coast_field (coast));
      guint key = reach_mark_key (self->scene, coast);
      GskRenderNode *mark;

      if (!reach_mark_on (self->scene, coast))
        continue;
      mark = g_hash_table_lookup (self->reach_marks, GUINT_TO_POINTER (key));
      if (mark == NULL)
        {
          TyrosBoardLayout at_origin = *l;
          cairo_t *cr;

          at_origin.x0 -= r.x;
          at_origin.y0 -= r.y;
          cr = part_begin (self, grown (tyros_board_paint_reach_mark_rect (&at_origin, coast), at_origin.cell * 0.02 + 2),
                           pango_layout_of (self, pango_layout));
          tyros_board_paint_reach_mark (self->scene, &at_origin, cr, *pango_layout, fg, coast);
          mark = part_end (cr);
          g_hash_table_insert (self->reach_marks, GUINT_TO_POINTER (key), mark);
        }
      append_at (snapshot, r, mark);
    }
}

/* The routes, the veil and the focus ring over the fields */
static void
snapshot_marks (TyrosBoardParts        *self,
                GtkSnapshot            *snapshot,
                const TyrosBoardLayout *l,
                const GdkRGBA          *fg,
                PangoLayout           **pango_layout)
{
  const TyrosBoardScene *scene = self->scene;
  cairo_t *cr;

  if (scene->marks.routes != NULL && scene->marks.routes->len > 0)
    {
      if (self->routes == NULL)
        {
          cr = part_begin (self, routes_bounds (scene, l), pango_layout_of (self, pango_layout));
          tyros_board_paint_routes (scene, l, cr, *pango_layout, fg);
          self->routes = part_end (cr);
        }
      append_part (snapshot, self->routes);
    }
  if (scene->read_only)
    {
      if (self->veil == NULL)
        {
          cr = part_begin (self, tyros_board_layout_board_rect (l), NULL);
          tyros_board_paint_veil (l, cr, fg);
          self->veil = part_end (cr);
        }
      append_part (snapshot, self->veil);
    }
  if (!self->focused || !tyros_field_is_valid (scene->cursor))
    {
      g_clear_pointer (&self->focus, gsk_render_node_unref);
      return;
    }
  if (self->focus == NULL || self->focus_field != scene->cursor || self->focus_coast != scene->cursor_coast)
    {
      g_clear_pointer (&self->focus, gsk_render_node_unref);
      cr = part_begin (self, grown (tyros_board_layout_field_rect (l, scene->cursor),
                                     l->gap * 0.4 + MAX (2.0, l->gap * 0.3) + 2), NULL);
      tyros_board_paint_focus (scene, l, cr, fg);
      self->focus = part_end (cr);
      self->focus_field = scene->cursor;
      self->focus_coast = scene->cursor_coast;
    }
  append_part (snapshot, self->focus);
}

TyrosBoardParts *
tyros_board_parts_new (GtkWidget             *widget,
                       const TyrosBoardScene *scene)
{
  TyrosBoardParts *self = g_new0 (TyrosBoardParts, 1);

  self->widget = widget;
  self->scene = scene;
  self->unders = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) gsk_render_node_unref);
  self->reach_marks = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) gsk_render_node_unref);
  tyros_board_parts_state_changed (self);
  return self;
}

void
tyros_board_parts_free (TyrosBoardParts *self)
{
  drop_parts (self);
  g_hash_table_unref (self->unders);
  g_hash_table_unref (self->reach_marks);
  g_clear_pointer (&self->links, g_array_unref);
  g_free (self);
}

void
tyros_board_parts_players_changed (TyrosBoardParts *self)
{
  self->players_serial++;
}

void
tyros_board_parts_marks_changing (TyrosBoardParts       *self,
                                  const TyrosBoardMarks *marks)
{
  if (!same_routes (&self->scene->marks, marks))
    g_clear_pointer (&self->routes, gsk_render_node_unref);
}

void
tyros_board_parts_snapshot (TyrosBoardParts *self,
                            GtkSnapshot     *snapshot,
                            gboolean         focused)
{
  GtkWidget *widget = self->widget;
  PangoLayout *pango_layout;
  TyrosBoardLayout whole, l;
  PartsKey key;
  GdkRGBA fg;

  if (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    return;
  self->focused = focused;
  tyros_board_layout_compute (&whole, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, &fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
#endif
  if (!tyros_board_paint_patches_apart (&whole))
    {
      snapshot_whole (self, snapshot, &whole, &fg);
      return;
    }
  /* the parts are drawn from the board's origin, a whole pixel */
  l = whole;
  l.x0 = l.y0 = 0;
  key = parts_key_of (self, &l, &fg);
  if (memcmp (&key, &self->parts_key, sizeof key) != 0)
    {
      drop_parts (self);
      self->parts_key = key;
    }
  pango_layout = self->texts;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (whole.x0, whole.y0));
  if (self->ground == NULL)
    self->ground = ground_parts (self, &l, &fg, pango_layout_of (self, &pango_layout));
  snapshot_fields (self, snapshot, &l, &fg, &pango_layout);
  snapshot_reach (self, snapshot, &l, &fg, &pango_layout);
  snapshot_marks (self, snapshot, &l, &fg, &pango_layout);
  gtk_snapshot_restore (snapshot);
  self->texts = pango_layout;
}
