/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rule-board.c: the board in small, with one rule's fields marked */
#define G_LOG_DOMAIN "tyros-rule-board"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tyros-rule-board.h"

#define CELL 40.0

struct _TyrosRuleBoard
{
  GtkWidget        parent_instance;
  TyrosRulePicture picture;
  TyrosField       founding[TYROS_N_EMPIRES];
};

G_DEFINE_FINAL_TYPE (TyrosRuleBoard, tyros_rule_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PICTURE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The empire colours of the first-game picture, as the board view draws chips. */
static const GdkRGBA empire_colours[TYROS_N_EMPIRES] = {
  { 0.96, 0.47, 0.00, 1.0 }, /* orange */
  { 0.96, 0.83, 0.18, 1.0 }, /* yellow */
  { 0.20, 0.82, 0.48, 1.0 }, /* green */
  { 0.57, 0.25, 0.67, 1.0 }, /* violet */
};
static const GdkRGBA accent = { 0.21, 0.52, 0.89, 1.0 };

static void
get_foreground (GtkWidget *widget,
                GdkRGBA   *fg)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), fg);
#endif
}

static void
cell_origin (TyrosField field,
             double    *x,
             double    *y)
{
  guint row, col;

  tyros_board_field_position (field, &row, &col);
  *x = col * CELL;
  *y = row * CELL;
}

/* Where a ship on @coast is drawn: the cell's centre, or one side of Italy. */
static void
coast_point (TyrosCoast coast,
             double    *x,
             double    *y)
{
  cell_origin (tyros_coast_field (coast), x, y);
  *x += CELL / 2;
  *y += CELL / 2;
  if (coast == TYROS_COAST_16W)
    *x -= CELL / 4;
  else if (coast == TYROS_COAST_16E)
    *x += CELL / 4;
}

/* The fields a picture marks, and with which strength (0: not marked). */
static double
field_mark (TyrosRulePicture picture,
            TyrosField       field)
{
  switch (picture)
    {
    case TYROS_RULE_PICTURE_ADJACENCY:
      if (field == 12)
        return 0.8;
      return tyros_board_fields_adjacent (12, field) ? 0.35 : 0;
    case TYROS_RULE_PICTURE_ITALY_COASTS:
      return field == 16 ? 0.35 : 0;
    case TYROS_RULE_PICTURE_TYROS_NEIGHBOURS:
      if (field == TYROS_FIELD_TYROS)
        return 0.8;
      return tyros_board_fields_adjacent (TYROS_FIELD_TYROS, field) ? 0.35 : 0;
    case TYROS_RULE_PICTURE_NONE:
    case TYROS_RULE_PICTURE_FIRST_GAME:
    case TYROS_RULE_PICTURE_SEA_LINKS:
    case TYROS_RULE_PICTURE_OPEN_SEA:
    default:
      return 0;
    }
}

static gboolean
link_marked (TyrosRulePicture    picture,
             const TyrosSeaLink *link)
{
  switch (picture)
    {
    case TYROS_RULE_PICTURE_SEA_LINKS:
      return TRUE;
    case TYROS_RULE_PICTURE_ITALY_COASTS:
      return tyros_coast_field (link->a) == 16 || tyros_coast_field (link->b) == 16;
    case TYROS_RULE_PICTURE_TYROS_NEIGHBOURS:
      return link->a == TYROS_FIELD_TYROS || link->b == TYROS_FIELD_TYROS;
    default:
      return FALSE;
    }
}

static TyrosEmpire
founded_empire (TyrosRuleBoard *self,
                TyrosField      field)
{
  for (TyrosEmpire e = 0; e < TYROS_N_EMPIRES; e++)
    if (self->founding[e] == field)
      return e;
  return TYROS_EMPIRE_NONE;
}

static void
draw_cells (TyrosRuleBoard *self,
            cairo_t        *cr,
            const GdkRGBA  *fg)
{
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 11);
  for (guint row = 0; row < TYROS_BOARD_ROWS; row++)
    for (guint col = 0; col < TYROS_BOARD_COLS; col++)
      {
        TyrosField field = TYROS_FIELD_NONE;
        TyrosCellKind kind = tyros_board_cell (row, col, &field);
        double x = col * CELL, y = row * CELL, mark = 0;
        const char *label = field != TYROS_FIELD_NONE ? tyros_field_to_string (field) : "";
        cairo_text_extents_t extents;

        cairo_rectangle (cr, x + 1, y + 1, CELL - 2, CELL - 2);
        if (kind != TYROS_CELL_FIELD)
          {
            gboolean marked = self->picture == TYROS_RULE_PICTURE_OPEN_SEA;
            cairo_set_source_rgba (cr, marked ? accent.red : fg->red, marked ? accent.green : fg->green,
                                   marked ? accent.blue : fg->blue, marked ? 0.55 : 0.12);
            cairo_fill (cr);
            label = kind == TYROS_CELL_OPEN_SEA ? "~" : "";
          }
        else if (self->picture == TYROS_RULE_PICTURE_FIRST_GAME && founded_empire (self, field) != TYROS_EMPIRE_NONE)
          {
            gdk_cairo_set_source_rgba (cr, &empire_colours[founded_empire (self, field)]);
            cairo_fill (cr);
          }
        else if ((mark = field_mark (self->picture, field)) > 0)
          {
            cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, mark);
            cairo_fill (cr);
          }
        else
          {
            cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.4);
            cairo_set_line_width (cr, 1);
            cairo_stroke (cr);
          }
        cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.9);
        cairo_text_extents (cr, label, &extents);
        cairo_move_to (cr, x + 4, y + 4 + extents.height);
        cairo_show_text (cr, label);
      }
}

/* Open links as lines between coasts: solid where a rulebook says so, dashed
 * where inferred from the map. */
static void
draw_links (TyrosRuleBoard *self,
            cairo_t        *cr)
{
  guint n_links;
  const TyrosSeaLink *links = tyros_board_sea_links (&n_links);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < n_links; i++)
    {
      const double inferred_dash[] = { 3, 3 };
      double ax, ay, bx, by;

      if (!links[i].open || !link_marked (self->picture, &links[i]))
        continue;
      coast_point (links[i].a, &ax, &ay);
      coast_point (links[i].b, &bx, &by);
      cairo_set_dash (cr, inferred_dash, links[i].provenance == TYROS_PROVENANCE_INFERRED ? 2 : 0, 0);
      cairo_set_line_width (cr, 2.5);
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 1.0);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
  if (self->picture == TYROS_RULE_PICTURE_ITALY_COASTS)
    for (TyrosCoast coast = TYROS_COAST_16W; coast != TYROS_COAST_NONE;
         coast = coast == TYROS_COAST_16W ? TYROS_COAST_16E : TYROS_COAST_NONE)
      {
        double x, y;
        coast_point (coast, &x, &y);
        cairo_arc (cr, x, y, 4, 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

static void
tyros_rule_board_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TyrosRuleBoard *self = TYROS_RULE_BOARD (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double scale = MIN (width / (TYROS_BOARD_COLS * CELL), height / (TYROS_BOARD_ROWS * CELL));
  cairo_t *cr;
  GdkRGBA fg;

  if (self->picture == TYROS_RULE_PICTURE_NONE || scale <= 0)
    return;
  get_foreground (widget, &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, (width - TYROS_BOARD_COLS * CELL * scale) / 2, (height - TYROS_BOARD_ROWS * CELL * scale) / 2);
  cairo_scale (cr, scale, scale);
  draw_cells (self, cr, &fg);
  draw_links (self, cr);
  cairo_destroy (cr);
}

static void
tyros_rule_board_measure (GtkWidget      *widget G_GNUC_UNUSED,
                          GtkOrientation  orientation,
                          int             for_size G_GNUC_UNUSED,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  double cells = orientation == GTK_ORIENTATION_HORIZONTAL ? TYROS_BOARD_COLS : TYROS_BOARD_ROWS;

  *minimum = (int) (cells * CELL * 0.75);
  *natural = (int) (cells * CELL);
  *minimum_baseline = *natural_baseline = -1;
}

static void
tyros_rule_board_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TyrosRuleBoard *self = TYROS_RULE_BOARD (object);

  switch (prop_id)
    {
    case PROP_PICTURE: g_value_set_int (value, self->picture); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_rule_board_class_init (TyrosRuleBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tyros_rule_board_get_property;
  /* What is drawn (a TyrosRulePicture) */
  properties[PROP_PICTURE] =
    g_param_spec_int ("picture", NULL, NULL, TYROS_RULE_PICTURE_NONE, G_MAXINT, TYROS_RULE_PICTURE_NONE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->snapshot = tyros_rule_board_snapshot;
  widget_class->measure = tyros_rule_board_measure;
  gtk_widget_class_set_css_name (widget_class, "tyros-rule-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tyros_rule_board_init (TyrosRuleBoard *self)
{
  TyrosSetup first_game;

  tyros_setup_first_game (&first_game, 0);
  memcpy (self->founding, first_game.founding, sizeof self->founding);
}

void
tyros_rule_board_set_founding (TyrosRuleBoard  *self,
                               const TyrosField founding[TYROS_N_EMPIRES])
{
  g_return_if_fail (TYROS_IS_RULE_BOARD (self));
  memcpy (self->founding, founding, sizeof self->founding);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
tyros_rule_board_new (void)
{
  return g_object_new (TYROS_TYPE_RULE_BOARD, NULL);
}

void
tyros_rule_board_set_picture (TyrosRuleBoard   *self,
                              TyrosRulePicture  picture)
{
  const char *caption = tyros_rule_picture_caption (picture);

  g_return_if_fail (TYROS_IS_RULE_BOARD (self));
  self->picture = picture;
  gtk_widget_set_visible (GTK_WIDGET (self), picture != TYROS_RULE_PICTURE_NONE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  caption != NULL ? caption : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PICTURE]);
}

