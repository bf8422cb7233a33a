/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-view.c: the board widget
 *
 * The board is painted as one picture (tyros-board-paint.c) with 33
 * transparent, focusable cell children over its fields (tyros-board-cell.c),
 * so that a screen reader walks a grid of labelled cells and the arrow keys
 * move real focus. What is shown lives in one TyrosBoardScene; where things
 * are comes from tyros-board-geometry.c, whose single hit test serves clicks,
 * hover and tooltips.
 */
#define G_LOG_DOMAIN "tyros-board-view"

#include <math.h>
#include <stddef.h>
#include <string.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "tyros-board-cell.h"
#include "tyros-board-describe.h"
#include "tyros-board-geometry.h"
#include "tyros-board-paint.h"
#include "tyros-board-scene.h"
#include "tyros-board-view.h"

#define N_ROWS TYROS_BOARD_ROWS
#define N_COLS TYROS_BOARD_COLS
#define MIN_CELL 36
#define NAT_CELL 92

/* What every part of the board is drawn for (see tyros-board-paint.h) */
typedef struct {
  int      cell, gap;   /* whole pixels (tyros_board_layout_compute()) */
  int      scale;
  GdkRGBA  fg;
  guint    font;       /* the font description's and font options' hashes */
  guint    players;    /* bumped by set_players */
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

struct _TyrosBoardView
{
  GtkWidget        parent_instance;

  TyrosBoardScene  scene;
  GtkWidget       *cells[TYROS_N_FIELDS];   /* 1..TYROS_FIELD_TYROS */

  /* typing a field's number jumps to it: the digits typed so far */
  guint            typed;
  guint32          typed_at;  /* ms, the key's own time */

  /* The board's parts as render nodes, each kept while what it shows is
   * unchanged: GSK's diff skips a node that is the same as in the last
   * frame, so a click or a move damages, and the renderer draws again, only
   * the fields it changed (bench/game-in-play). Relative to the board's
   * origin, so that a board moved by a change of height keeps them. */
  PartsKey         parts_key;
  GskRenderNode   *ground;
  GskRenderNode   *unders[TYROS_N_FIELDS];
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

/* How long a digit waits for the next one of the same number. */
#define TYPE_AHEAD_MS 1200

enum {
  PROP_0,
  PROP_SHOW_SEA_LINKS,
  PROP_READ_ONLY,
  PROP_CURSOR,
  N_PROPS
};

enum {
  SIGNAL_FIELD_ACTIVATED,
  SIGNAL_CURSOR_MOVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TyrosBoardView, tyros_board_view, GTK_TYPE_WIDGET)

static void set_cursor (TyrosBoardView *self,
                        TyrosField      field);

static void
layout_of (TyrosBoardView   *self,
           TyrosBoardLayout *l)
{
  tyros_board_layout_compute (l, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)));
}

static TyrosCoast
cell_coast (TyrosBoardView *self,
            TyrosField      field)
{
  /* 16 speaks of the coast the keyboard is on */
  if (field == 16 && self->scene.cursor == 16)
    return self->scene.cursor_coast;
  return TYROS_COAST_NONE;
}

/* Each cell is named by its field's description, so a screen reader hears
 * the field under focus; the board itself is named once. */
static void
update_accessible (TyrosBoardView *self)
{
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      g_autofree char *label = tyros_board_describe_field (&self->scene, field, cell_coast (self, field));

      tyros_board_cell_set_description (TYROS_BOARD_CELL (self->cells[field]), label);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->scene.read_only
                                  ? _("Board of Tyros, an earlier position. Arrow keys move between fields, a field’s number or T jumps to it.")
                                  : _("Board of Tyros. Arrow keys move between fields, a field’s number or T jumps to it; Enter or Space chooses the field."),
                                  -1);
}

static gboolean
focus_is_inside (TyrosBoardView *self)
{
  GtkWidget *child = gtk_widget_get_focus_child (GTK_WIDGET (self));

  return child != NULL && gtk_widget_has_focus (child);
}

static PartsKey
parts_key_of (TyrosBoardView         *self,
              const TyrosBoardLayout *l,
              const GdkRGBA          *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);
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
  key.show_sea_links = self->scene.show_sea_links;
  return key;
}

static void
drop_parts (TyrosBoardView *self)
{
  g_clear_pointer (&self->ground, gsk_render_node_unref);
  for (guint i = 0; i < TYROS_N_FIELDS; i++)
    {
      g_clear_pointer (&self->unders[i], gsk_render_node_unref);
      g_clear_pointer (&self->overs[i], gsk_render_node_unref);
    }
  g_hash_table_remove_all (self->reach_marks);
  g_clear_pointer (&self->routes, gsk_render_node_unref);
  g_clear_pointer (&self->veil, gsk_render_node_unref);
  g_clear_pointer (&self->focus, gsk_render_node_unref);
  g_clear_object (&self->texts);
}

/* The links drawn follow the state's board (a group's passages) */
static void
note_links (TyrosBoardView *self)
{
  g_autoptr(GArray) links = tyros_board_links (self->scene.state.board);

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
field_key_of (TyrosBoardView *self,
              TyrosField      field)
{
  const TyrosBoardScene *scene = &self->scene;
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
part_begin (TyrosBoardView *self,
            TyrosBoardRect  bounds,
            PangoLayout    *pango_layout)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
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

static GskRenderNode *
part_end (cairo_t *cr)
{
  cairo_surface_t *image = cairo_get_target (cr);
  double x, y, scale;
  GskRenderNode *node;
  cairo_t *node_cr;

  cairo_surface_get_device_offset (image, &x, &y);
  cairo_surface_get_device_scale (image, &scale, NULL);
  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (-x / scale, -y / scale,
                                                  cairo_image_surface_get_width (image) / scale,
                                                  cairo_image_surface_get_height (image) / scale));
  node_cr = gsk_cairo_node_get_draw_context (node);
  cairo_set_source_surface (node_cr, image, 0, 0);
  cairo_paint (node_cr);
  cairo_destroy (node_cr);
  cairo_destroy (cr);
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
pango_layout_of (TyrosBoardView  *self,
                 PangoLayout    **pango_layout)
{
  if (*pango_layout == NULL)
    *pango_layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  return *pango_layout;
}

/* A board too small for its fields' patches to lie apart: one paint */
static void
snapshot_whole (TyrosBoardView         *self,
                GtkSnapshot            *snapshot,
                const TyrosBoardLayout *l,
                const GdkRGBA          *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(PangoLayout) pango_layout = gtk_widget_create_pango_layout (widget, NULL);
  cairo_t *cr;

  drop_parts (self);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                 gtk_widget_get_height (widget)));
  pango_cairo_update_layout (cr, pango_layout);
  tyros_board_paint_scene (&self->scene, l, cr, pango_layout, fg, focus_is_inside (self));
  cairo_destroy (cr);
}

static GskRenderNode *
field_part (TyrosBoardView         *self,
            const TyrosBoardLayout *l,
            const GdkRGBA          *fg,
            PangoLayout           **pango_layout,
            TyrosField              field,
            gboolean                over)
{
  cairo_t *cr = part_begin (self, tyros_board_paint_field_patch (l, field), pango_layout_of (self, pango_layout));

  tyros_board_paint_field (&self->scene, l, cr, *pango_layout, fg, field, over);
  return part_end (cr);
}

/* Each field's layers drawn again if what they show changed: all the
 * fields' unders, then their overs (the patches do not overlap) */
static void
snapshot_fields (TyrosBoardView         *self,
                 GtkSnapshot            *snapshot,
                 const TyrosBoardLayout *l,
                 const GdkRGBA          *fg,
                 PangoLayout           **pango_layout)
{
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      FieldKey key = field_key_of (self, field);
      const FieldKey *was = &self->field_keys[field];

      if (self->unders[field] == NULL || memcmp (&key, was, UNDER_KEY_SIZE) != 0)
        {
          g_clear_pointer (&self->unders[field], gsk_render_node_unref);
          self->unders[field] = field_part (self, l, fg, pango_layout, field, FALSE);
        }
      if (self->overs[field] == NULL || key.empire != was->empire ||
          memcmp ((const char *) &key + UNDER_KEY_SIZE, (const char *) was + UNDER_KEY_SIZE,
                  sizeof key - UNDER_KEY_SIZE) != 0)
        {
          g_clear_pointer (&self->overs[field], gsk_render_node_unref);
          self->overs[field] = field_part (self, l, fg, pango_layout, field, TRUE);
        }
      self->field_keys[field] = key;
      gtk_snapshot_append_node (snapshot, self->unders[field]);
    }
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    gtk_snapshot_append_node (snapshot, self->overs[field]);
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
snapshot_reach (TyrosBoardView         *self,
                GtkSnapshot            *snapshot,
                const TyrosBoardLayout *l,
                const GdkRGBA          *fg,
                PangoLayout           **pango_layout)
{
  for (TyrosCoast coast = 1; coast < TYROS_N_COASTS; coast++)
    {
      TyrosBoardRect r = tyros_board_layout_field_rect (l, tyros_coast_field (coast));
      guint key = reach_mark_key (&self->scene, coast);
      GskRenderNode *mark;

      if (!reach_mark_on (&self->scene, coast))
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
          tyros_board_paint_reach_mark (&self->scene, &at_origin, cr, *pango_layout, fg, coast);
          mark = part_end (cr);
          g_hash_table_insert (self->reach_marks, GUINT_TO_POINTER (key), mark);
        }
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (r.x, r.y));
      gtk_snapshot_append_node (snapshot, mark);
      gtk_snapshot_restore (snapshot);
    }
}

/* The routes, the veil and the focus ring over the fields */
static void
snapshot_marks (TyrosBoardView         *self,
                GtkSnapshot            *snapshot,
                const TyrosBoardLayout *l,
                const GdkRGBA          *fg,
                PangoLayout           **pango_layout)
{
  const TyrosBoardScene *scene = &self->scene;
  cairo_t *cr;

  if (scene->marks.routes != NULL && scene->marks.routes->len > 0)
    {
      if (self->routes == NULL)
        {
          cr = part_begin (self, routes_bounds (scene, l), pango_layout_of (self, pango_layout));
          tyros_board_paint_routes (scene, l, cr, *pango_layout, fg);
          self->routes = part_end (cr);
        }
      gtk_snapshot_append_node (snapshot, self->routes);
    }
  if (scene->read_only)
    {
      if (self->veil == NULL)
        {
          cr = part_begin (self, tyros_board_layout_board_rect (l), NULL);
          tyros_board_paint_veil (l, cr, fg);
          self->veil = part_end (cr);
        }
      gtk_snapshot_append_node (snapshot, self->veil);
    }
  if (!focus_is_inside (self) || !tyros_field_is_valid (scene->cursor))
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
  gtk_snapshot_append_node (snapshot, self->focus);
}

static void
tyros_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);
  PangoLayout *pango_layout;
  TyrosBoardLayout whole, l;
  PartsKey key;
  GdkRGBA fg;

  if (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
    return;
  layout_of (self, &whole);
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
    {
      cairo_t *cr;

      /* a wall's round end reaches over the board's edge */
      cr = part_begin (self, grown (tyros_board_layout_board_rect (&l), l.gap),
                               pango_layout_of (self, &pango_layout));
      tyros_board_paint_ground (&self->scene, &l, cr, pango_layout, &fg);
      self->ground = part_end (cr);
    }
  gtk_snapshot_append_node (snapshot, self->ground);
  snapshot_fields (self, snapshot, &l, &fg, &pango_layout);
  snapshot_reach (self, snapshot, &l, &fg, &pango_layout);
  snapshot_marks (self, snapshot, &l, &fg, &pango_layout);
  gtk_snapshot_restore (snapshot);
  self->texts = pango_layout;
}

/* Each cell lies over its field, 16 whole, and half the gap around it: a
 * cell is exactly the area the hit test gives its field, so that a screen
 * reader's or a test's tap in the middle of it lands there, and touch
 * targets are as large as the board allows. */
static void
tyros_board_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline G_GNUC_UNUSED)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);
  TyrosBoardLayout l;

  tyros_board_layout_compute (&l, width, height);
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      TyrosBoardRect r = tyros_board_layout_field_rect (&l, field);
      int half_gap = (int) floor (l.gap / 2);
      int side = (int) r.w + 2 * half_gap;

      /* cells draw nothing and ask for nothing; measuring keeps GTK content */
      gtk_widget_measure (self->cells[field], GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_size_allocate (self->cells[field],
                                &(GtkAllocation) { (int) r.x - half_gap, (int) r.y - half_gap, side, side }, -1);
    }
}

/* ------------------------------------------------------------------ */
/* Size                                                                 */

/* The board keeps square cells: given its width, it asks for just the
 * height those cells need, so that a narrow window shows no blank band
 * above and below it. */
static GtkSizeRequestMode
tyros_board_view_get_request_mode (GtkWidget *widget G_GNUC_UNUSED)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static int
height_for_width (int width)
{
  TyrosBoardLayout l;
  TyrosBoardRect board;

  tyros_board_layout_compute (&l, width, G_MAXINT / 4);
  board = tyros_board_layout_board_rect (&l);
  /* the room kept for the focus ring, as at the sides */
  return (int) ceil (board.h + 1.2 * l.gap + 8);
}

static void
tyros_board_view_measure (GtkWidget      *widget G_GNUC_UNUSED,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  int n = orientation == GTK_ORIENTATION_HORIZONTAL ? N_COLS : N_ROWS;

  *minimum = (int) ceil (n * MIN_CELL * (1 + TYROS_BOARD_GAP_RATIO)) + 8;
  *natural = (int) ceil (n * NAT_CELL * (1 + TYROS_BOARD_GAP_RATIO)) + 8;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    *natural = MAX (*minimum, height_for_width (for_size));
  *minimum_baseline = *natural_baseline = -1;
}

/* ------------------------------------------------------------------ */
/* Input                                                                */

static void
set_cursor_coast (TyrosBoardView *self,
                  TyrosField      field,
                  TyrosCoast      coast)
{
  if (field == self->scene.cursor && coast == self->scene.cursor_coast)
    return;
  self->scene.cursor = field;
  self->scene.cursor_coast = coast;
  update_accessible (self);
  /* the keyboard cursor is real focus while the board has it */
  if (focus_is_inside (self))
    gtk_widget_grab_focus (self->cells[field]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  g_signal_emit (self, signals[SIGNAL_CURSOR_MOVED], 0, field);
}

static void
activate_field (TyrosBoardView *self,
                TyrosField      field,
                TyrosCoast      coast)
{
  /* A read-only board is an earlier position: nothing can be done on it. */
  if (self->scene.read_only)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_FIELD_ACTIVATED], 0, field, coast);
}

/* The next field from the cursor in a direction, jumping over the open sea
 * and the desert; NONE at the edge of the board. */
static TyrosField
field_in_direction (TyrosField from,
                    int        drow,
                    int        dcol)
{
  guint row, col;
  int r, c;

  tyros_board_field_position (from, &row, &col);
  for (r = (int) row + drow, c = (int) col + dcol;
       r >= 0 && r < N_ROWS && c >= 0 && c < N_COLS;
       r += drow, c += dcol)
    {
      TyrosField field;

      if (tyros_board_cell ((guint) r, (guint) c, &field) == TYROS_CELL_FIELD)
        return field;
    }
  return TYROS_FIELD_NONE;
}

static gboolean
move_cursor (TyrosBoardView *self,
             int             drow,
             int             dcol)
{
  TyrosField next;

  /* Within 16, left and right first move between its two coasts. */
  if (self->scene.cursor == 16 && dcol > 0 && self->scene.cursor_coast == TYROS_COAST_16W)
    {
      set_cursor_coast (self, 16, TYROS_COAST_16E);
      return TRUE;
    }
  if (self->scene.cursor == 16 && dcol < 0 && self->scene.cursor_coast == TYROS_COAST_16E)
    {
      set_cursor_coast (self, 16, TYROS_COAST_16W);
      return TRUE;
    }

  next = field_in_direction (self->scene.cursor, drow, dcol);
  if (next == TYROS_FIELD_NONE)
    return FALSE;
  if (next == 16)
    /* entering Italy from the east lands on its east coast */
    set_cursor_coast (self, next, dcol < 0 ? TYROS_COAST_16E : TYROS_COAST_16W);
  else
    set_cursor_coast (self, next, next);
  return TRUE;
}

static void
jump_to (TyrosBoardView *self,
         TyrosField      field)
{
  set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
}

/* "2" then "3" within a moment jumps to 23; a number that is no field
 * starts again from its last digit. */
static void
type_digit (TyrosBoardView        *self,
            GtkEventControllerKey *controller,
            guint                  digit)
{
  /* the time the key was pressed, not handled: a busy machine must not
   * split "23" into 2 and 3 */
  guint32 now = gtk_event_controller_get_current_event_time (GTK_EVENT_CONTROLLER (controller));
  guint number = self->typed * 10 + digit;

  if (now == GDK_CURRENT_TIME)
    now = (guint32) (g_get_monotonic_time () / 1000);
  if (self->typed == 0 || now - self->typed_at > TYPE_AHEAD_MS || number >= TYROS_FIELD_TYROS)
    number = digit;
  self->typed = number;
  self->typed_at = now;
  if (number >= 1)
    jump_to (self, (TyrosField) number);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode G_GNUC_UNUSED,
                GdkModifierType        state,
                TyrosBoardView        *self)
{
  GtkDirectionType dir;
  int drow = 0, dcol = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    {
      type_digit (self, controller, keyval - GDK_KEY_0);
      return TRUE;
    }
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    {
      type_digit (self, controller, keyval - GDK_KEY_KP_0);
      return TRUE;
    }
  self->typed = 0;
  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up: drow = -1; dir = GTK_DIR_UP; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: drow = 1; dir = GTK_DIR_DOWN; break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dcol = -1; dir = GTK_DIR_LEFT; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dcol = 1; dir = GTK_DIR_RIGHT; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      set_cursor_coast (self, 1, 1);
      return TRUE;
    case GDK_KEY_End: case GDK_KEY_KP_End:
    case GDK_KEY_t: case GDK_KEY_T:
      jump_to (self, TYROS_FIELD_TYROS);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
    case GDK_KEY_space: case GDK_KEY_KP_Space:
      activate_field (self, self->scene.cursor, self->scene.cursor == 16 ? self->scene.cursor_coast : self->scene.cursor);
      return TRUE;
    default:
      return FALSE;
    }

  if (move_cursor (self, drow, dcol))
    return TRUE;
  /* At the edge of the board: let the keyboard leave the widget the usual way. */
  return gtk_widget_keynav_failed (GTK_WIDGET (self), dir);
}

static void
set_hover (TyrosBoardView *self,
           TyrosField      field)
{
  if (field == self->scene.hover)
    return;
  self->scene.hover = field;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* Leaving the board hands "what is being looked at" back to the cursor. */
  g_signal_emit (self, signals[SIGNAL_CURSOR_MOVED], 0,
                 field != TYROS_FIELD_NONE ? field : self->scene.cursor);
}

static void
on_motion (GtkEventControllerMotion *controller G_GNUC_UNUSED,
           double                    x,
           double                    y,
           TyrosBoardView           *self)
{
  TyrosBoardLayout l;

  layout_of (self, &l);
  set_hover (self, tyros_board_layout_hit (&l, x, y).field);
}

static void
on_leave (GtkEventControllerMotion *controller G_GNUC_UNUSED,
          TyrosBoardView           *self)
{
  set_hover (self, TYROS_FIELD_NONE);
}

static void
on_released (GtkGestureClick *gesture G_GNUC_UNUSED,
             int              n_press G_GNUC_UNUSED,
             double           x,
             double           y,
             TyrosBoardView  *self)
{
  TyrosBoardLayout l;
  TyrosBoardHit hit;

  layout_of (self, &l);
  hit = tyros_board_layout_hit (&l, x, y);
  if (hit.field == TYROS_FIELD_NONE)
    return;
  gtk_widget_grab_focus (self->cells[hit.field]);
  set_cursor_coast (self, hit.field, hit.coast);
  activate_field (self, hit.field, hit.coast);
}

static void
on_focus_changed (GtkEventControllerFocus *controller G_GNUC_UNUSED,
                  TyrosBoardView          *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
set_tooltip (GtkTooltip     *tooltip,
             char           *text,
             TyrosBoardRect  area)
{
  /* one part per line reads better than one long sentence */
  g_auto(GStrv) parts = g_strsplit (text, "; ", -1);
  g_autofree char *lines = g_strjoinv ("\n", parts);

  g_free (text);
  gtk_tooltip_set_text (tooltip, lines);
  /* the tooltip follows the pointer from cell to cell */
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) area.x, (int) area.y, (int) area.w, (int) area.h });
  return TRUE;
}

static gboolean
tyros_board_view_query_tooltip (GtkWidget  *widget,
                                int         x,
                                int         y,
                                gboolean    keyboard_tooltip G_GNUC_UNUSED,
                                GtkTooltip *tooltip)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);
  TyrosBoardLayout l;
  TyrosBoardHit hit;

  layout_of (self, &l);
  hit = tyros_board_layout_hit (&l, x, y);
  if (!hit.inside)
    return FALSE;
  return set_tooltip (tooltip,
                      hit.kind == TYROS_CELL_FIELD
                      ? tyros_board_describe_field (&self->scene, hit.field, TYROS_COAST_NONE)
                      : tyros_board_describe_cell (hit.kind),
                      tyros_board_layout_cell_rect (&l, hit.row, hit.col));
}

/* The keyboard tooltip of the focused cell: its field, the coast of 16 the
 * keyboard is on. */
static gboolean
on_cell_query_tooltip (GtkWidget      *cell,
                       int             x G_GNUC_UNUSED,
                       int             y G_GNUC_UNUSED,
                       gboolean        keyboard_tooltip,
                       GtkTooltip     *tooltip,
                       TyrosBoardView *self)
{
  TyrosField field = tyros_board_cell_get_field (TYROS_BOARD_CELL (cell));

  if (!keyboard_tooltip)
    return FALSE;
  return set_tooltip (tooltip, tyros_board_describe_field (&self->scene, field, cell_coast (self, field)),
                      (TyrosBoardRect) { 0, 0, gtk_widget_get_width (cell), gtk_widget_get_height (cell) });
}

static void
on_cell_clicked (GtkButton      *cell,
                 TyrosBoardView *self)
{
  TyrosField field = tyros_board_cell_get_field (TYROS_BOARD_CELL (cell));

  if (field != self->scene.cursor)
    set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
  activate_field (self, field, field == 16 ? self->scene.cursor_coast : field);
}

/* Focus that arrives at a cell by any way (Tab, a screen reader, a click)
 * moves the cursor there. */
static void
tyros_board_view_set_focus_child (GtkWidget *widget,
                                  GtkWidget *child)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (tyros_board_view_parent_class)->set_focus_child (widget, child);
  if (child != NULL)
    {
      TyrosField field = tyros_board_cell_get_field (TYROS_BOARD_CELL (child));

      if (field != self->scene.cursor)
        set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
    }
  gtk_widget_queue_draw (widget);
}

/* Tab enters the board at the cursor and leaves it in one step: the arrow
 * keys move within. */
static gboolean
tyros_board_view_focus (GtkWidget        *widget,
                        GtkDirectionType  direction G_GNUC_UNUSED)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);

  if (gtk_widget_get_focus_child (widget) != NULL)
    return FALSE;
  return gtk_widget_grab_focus (self->cells[self->scene.cursor]);
}

static gboolean
tyros_board_view_grab_focus (GtkWidget *widget)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);

  return gtk_widget_grab_focus (self->cells[self->scene.cursor]);
}

/* ------------------------------------------------------------------ */
/* GObject                                                              */

static void
tyros_board_view_dispose (GObject *object)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    g_clear_pointer (&self->cells[field], gtk_widget_unparent);
  G_OBJECT_CLASS (tyros_board_view_parent_class)->dispose (object);
}

static void
tyros_board_view_finalize (GObject *object)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  tyros_board_scene_clear (&self->scene);
  drop_parts (self);
  g_clear_pointer (&self->reach_marks, g_hash_table_unref);
  g_clear_pointer (&self->links, g_array_unref);
  G_OBJECT_CLASS (tyros_board_view_parent_class)->finalize (object);
}

static void
tyros_board_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SEA_LINKS: g_value_set_boolean (value, self->scene.show_sea_links); break;
    case PROP_READ_ONLY: g_value_set_boolean (value, self->scene.read_only); break;
    case PROP_CURSOR: g_value_set_int (value, self->scene.cursor); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void set_show_sea_links (TyrosBoardView *self, gboolean show);
static void set_read_only (TyrosBoardView *self, gboolean read_only);

static void
tyros_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SEA_LINKS: set_show_sea_links (self, g_value_get_boolean (value)); break;
    case PROP_READ_ONLY: set_read_only (self, g_value_get_boolean (value)); break;
    case PROP_CURSOR: set_cursor (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_board_view_class_init (TyrosBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_board_view_dispose;
  object_class->finalize = tyros_board_view_finalize;
  object_class->get_property = tyros_board_view_get_property;
  object_class->set_property = tyros_board_view_set_property;
  widget_class->snapshot = tyros_board_view_snapshot;
  widget_class->measure = tyros_board_view_measure;
  widget_class->get_request_mode = tyros_board_view_get_request_mode;
  widget_class->size_allocate = tyros_board_view_size_allocate;
  widget_class->query_tooltip = tyros_board_view_query_tooltip;
  widget_class->focus = tyros_board_view_focus;
  widget_class->grab_focus = tyros_board_view_grab_focus;
  widget_class->set_focus_child = tyros_board_view_set_focus_child;

  properties[PROP_SHOW_SEA_LINKS] =
    g_param_spec_boolean ("show-sea-links", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURSOR] =
    g_param_spec_int ("cursor", NULL, NULL, 1, TYROS_FIELD_TYROS, 1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_FIELD_ACTIVATED] =
    g_signal_new ("field-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[SIGNAL_CURSOR_MOVED] =
    g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "tyrosboardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
tyros_board_view_init (TyrosBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *click;

  tyros_board_scene_init (&self->scene);
  self->reach_marks = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) gsk_render_node_unref);
  note_links (self);

  /* the cells, not the board, take focus */
  gtk_widget_set_focusable (widget, FALSE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  /* in reading order, so that a screen reader's own navigation follows the board */
  for (guint row = 0; row < N_ROWS; row++)
    for (guint col = 0; col < N_COLS; col++)
      {
        TyrosField field;

        if (tyros_board_cell (row, col, &field) != TYROS_CELL_FIELD)
          continue;
        self->cells[field] = tyros_board_cell_new (field);
        gtk_widget_set_has_tooltip (self->cells[field], TRUE);
        g_signal_connect (self->cells[field], "clicked", G_CALLBACK (on_cell_clicked), self);
        g_signal_connect (self->cells[field], "query-tooltip", G_CALLBACK (on_cell_query_tooltip), self);
        gtk_widget_set_parent (self->cells[field], widget);
      }

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (widget, controller);

  update_accessible (self);
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

/* Anything that changes a description changes what a screen reader hears. */
static void
changed (TyrosBoardView *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tyros_board_view_set_state (TyrosBoardView   *self,
                            const TyrosState *state)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  tyros_board_scene_set_state (&self->scene, state);
  note_links (self);
  changed (self);
}

void
tyros_board_view_set_players (TyrosBoardView    *self,
                              const char *const *names,
                              const char *const *colours)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  tyros_board_scene_set_players (&self->scene, names, colours);
  self->players_serial++;
  changed (self);
}

/* "show-sea-links" */
static void
set_show_sea_links (TyrosBoardView *self,
                    gboolean        show)
{
  show = !!show;
  if (show == self->scene.show_sea_links)
    return;
  self->scene.show_sea_links = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SEA_LINKS]);
}

static void
set_cursor (TyrosBoardView *self,
            TyrosField      field)
{
  g_return_if_fail (tyros_field_is_valid (field));

  if (field == self->scene.cursor)
    return;
  set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
}

/* The marks are copied: the entry's change with its next choice. */
void
tyros_board_view_set_marks (TyrosBoardView        *self,
                            const TyrosBoardMarks *marks)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));
  g_return_if_fail (marks == NULL || marks->error_field == TYROS_FIELD_NONE ||
                    tyros_field_is_valid (marks->error_field));

  if (!same_routes (&self->scene.marks, marks))
    g_clear_pointer (&self->routes, gsk_render_node_unref);
  tyros_board_marks_copy (&self->scene.marks, marks);
  changed (self);
  if (marks != NULL && marks->cursor != TYROS_FIELD_NONE)
    set_cursor (self, marks->cursor);
}

/* "read-only" */
static void
set_read_only (TyrosBoardView *self,
               gboolean        read_only)
{
  read_only = !!read_only;
  if (read_only == self->scene.read_only)
    return;
  self->scene.read_only = read_only;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

