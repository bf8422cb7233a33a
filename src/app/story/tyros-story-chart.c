/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-story-chart.c: how a game went, drawn */
#define G_LOG_DOMAIN "tyros-story-chart"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-story-chart.h"
#include "tyros-player-colours.h"
#include "tyros-chart.h"
#include "tyros-number-table.h"
#include "tyros-text.h"

#define PLOT_HEIGHT         180
#define PLOT_HEIGHT_COMPACT 110
#define PAD_LEFT    34.0
#define PAD_RIGHT   30.0   /* room for each line's last value */
#define PAD_TOP     8.0
#define PAD_BOTTOM  4.0

struct _TyrosStoryChart
{
  GtkWidget         parent_instance;

  GtkWidget        *box;
  GtkWidget        *plot;       /* a GtkDrawingArea */
  GtkWidget        *legend;     /* a swatch and the name of each player */
  GtkWidget        *expander;
  TyrosNumberTable *points_table;
  TyrosNumberTable *empires_table;

  TyrosGameSession *session;    /* or NULL */
  gulong            changed_id;
  gboolean          table_stale;
  gboolean          compact;
  GtkAdjustment    *scroll;       /* the scrolling of the page it is in, while mapped, or NULL */
  gboolean          plot_skipped; /* out of view when last drawn: drawn when scrolled to */
};

G_DEFINE_FINAL_TYPE (TyrosStoryChart, tyros_story_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Drawing */

typedef struct {
  TyrosChartArea points;            /* a value per position */
  double band_top, band_height;     /* the empires' band below it */
} Frame;

static void
set_rgba (cairo_t       *cr,
          const GdkRGBA *c,
          double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

/* The rounds as faint lines and numbers; the empires of each round's end as
 * four bars, one per empire in its colour, as tall as the empire is large. */
static void
draw_rounds (const TyrosStory *story,
             const Frame      *f,
             const GdkRGBA    *fg,
             cairo_t          *cr)
{
  guint largest = 1;

  for (guint i = 0; i < story->n_rounds * TYROS_N_EMPIRES; i++)
    largest = MAX (largest, story->empire_sizes[i]);
  for (guint r = 0; r < story->n_rounds; r++)
    {
      double start = tyros_chart_x (&f->points, r == 0 ? 0 : story->round_end[r - 1]);
      double end = tyros_chart_x (&f->points, story->round_end[r]);
      double bar = MAX (1.0, MIN (10.0, (end - start) * 0.8 / TYROS_N_EMPIRES));
      double x = (start + end) / 2 - bar * TYROS_N_EMPIRES / 2;
      char number[16];

      if (r + 1 < story->n_rounds)
        {
          set_rgba (cr, fg, 0.18);
          cairo_rectangle (cr, end, f->points.top, 1, f->band_top + f->band_height - f->points.top);
          cairo_fill (cr);
        }
      for (int e = 0; e < TYROS_N_EMPIRES; e++)
        {
          GdkRGBA c;
          double h = (f->band_height - 12) * tyros_story_empire_size (story, r, (TyrosEmpire) e) / largest;

          gdk_rgba_parse (&c, tyros_empire_colour_hex ((TyrosEmpire) e));
          set_rgba (cr, &c, 1.0);
          cairo_rectangle (cr, x + bar * e, f->band_top + f->band_height - h, bar, h);
          cairo_fill (cr);
        }
      g_snprintf (number, sizeof number, "%u", r + 1);
      set_rgba (cr, fg, 0.6);
      tyros_chart_draw_text (cr, number, (start + end) / 2, f->band_top + 9, 0.5);
    }
}

static void
draw_axis (const TyrosStory *story,
           const Frame      *f,
           const GdkRGBA    *fg,
           cairo_t          *cr)
{
  guint top = tyros_story_max_points (story);
  char text[16];

  set_rgba (cr, fg, 0.25);
  tyros_chart_add_base_line (&f->points, cr);
  cairo_rectangle (cr, f->points.left, f->points.top, f->points.width, 1);
  cairo_fill (cr);
  /* half way up, a faint line and its value */
  if (top >= 4)
    {
      cairo_rectangle (cr, f->points.left, tyros_chart_y (&f->points, top / 2), f->points.width, 1);
      set_rgba (cr, fg, 0.12);
      cairo_fill (cr);
    }
  set_rgba (cr, fg, 0.7);
  g_snprintf (text, sizeof text, "%u", top);
  tyros_chart_draw_text (cr, text, f->points.left - 4, f->points.top + 8, 1.0);
  if (top >= 4)
    {
      g_snprintf (text, sizeof text, "%u", top / 2);
      tyros_chart_draw_text (cr, text, f->points.left - 4, tyros_chart_y (&f->points, top / 2) + 4, 1.0);
    }
  tyros_chart_draw_text (cr, "0", f->points.left - 4, f->points.top + f->points.height, 1.0);
}

/* Each line's last value at its end, in the text colour; values that would
 * overlap are moved apart, the line's order kept */
static void
draw_last_values (const TyrosStory *story,
                  const Frame      *f,
                  const GdkRGBA    *fg,
                  cairo_t          *cr)
{
  guint last = story->n_positions - 1;
  double y[TYROS_MAX_PLAYERS];
  guint order[TYROS_MAX_PLAYERS];

  for (guint p = 0; p < story->n_players; p++)
    {
      y[p] = tyros_chart_y (&f->points, tyros_story_points (story, last, (int) p)) + 4;
      order[p] = p;
    }
  /* top to bottom (a handful of players: insertion sort) */
  for (guint i = 1; i < story->n_players; i++)
    for (guint j = i; j > 0 && y[order[j]] < y[order[j - 1]]; j--)
      {
        guint swap = order[j];

        order[j] = order[j - 1];
        order[j - 1] = swap;
      }
  for (guint i = 1; i < story->n_players; i++)
    y[order[i]] = MAX (y[order[i]], y[order[i - 1]] + 10);
  set_rgba (cr, fg, 0.85);
  for (guint p = 0; p < story->n_players; p++)
    {
      char text[16];

      g_snprintf (text, sizeof text, "%u", tyros_story_points (story, last, (int) p));
      tyros_chart_draw_text (cr, text, f->points.left + f->points.width + 7, y[p], 0.0);
    }
}

/* A line per player in their colour over a thin outline of the text colour,
 * so that white and black pieces' lines show on either style. */
static void
draw_players (const TyrosStory  *story,
              const char *const *colours,
              const Frame       *f,
              const GdkRGBA     *fg,
              cairo_t           *cr)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint p = 0; p < story->n_players; p++)
    {
      GdkRGBA c;

      if (colours == NULL || colours[p] == NULL || !gdk_rgba_parse (&c, colours[p]))
        c = *fg;
      cairo_new_path (cr);
      for (guint k = 0; k < story->n_positions; k++)
        cairo_line_to (cr, tyros_chart_x (&f->points, k), tyros_chart_y (&f->points, tyros_story_points (story, k, (int) p)));
      if (story->n_positions == 1)
        cairo_rel_line_to (cr, 0.01, 0);
      set_rgba (cr, fg, 0.45);
      cairo_set_line_width (cr, 4.5);
      cairo_stroke_preserve (cr);
      set_rgba (cr, &c, 1.0);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
}

static void
draw_mark (const TyrosStory  *story,
           const char *const *colours,
           const Frame       *f,
           guint              k,
           const GdkRGBA     *fg,
           cairo_t           *cr)
{
  double x = tyros_chart_x (&f->points, k);

  set_rgba (cr, fg, 0.7);
  cairo_rectangle (cr, x - 0.75, f->points.top, 1.5, f->points.height);
  cairo_fill (cr);
  for (guint p = 0; p < story->n_players; p++)
    {
      GdkRGBA c;

      if (colours == NULL || colours[p] == NULL || !gdk_rgba_parse (&c, colours[p]))
        c = *fg;
      cairo_arc (cr, x, tyros_chart_y (&f->points, tyros_story_points (story, k, (int) p)), 4.5, 0, 2 * G_PI);
      set_rgba (cr, &c, 1.0);
      cairo_fill_preserve (cr);
      set_rgba (cr, fg, 0.8);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }
}

static void
frame_of (const TyrosStory *story,
          double            width,
          double            height,
          Frame            *f)
{
  double band = MIN (60.0, height * 0.3);

  f->points.n = story->n_positions;
  f->points.highest = tyros_story_max_points (story);
  f->points.left = PAD_LEFT;
  f->points.top = PAD_TOP;
  f->points.width = MAX (1.0, width - PAD_LEFT - PAD_RIGHT);
  f->points.height = MAX (1.0, height - PAD_TOP - PAD_BOTTOM - band - 4);
  f->band_top = f->points.top + f->points.height + 4;
  f->band_height = band;
}

void
tyros_story_chart_draw (const TyrosStory  *story,
                        const char *const *colours,
                        int                marked,
                        const GdkRGBA     *fg,
                        cairo_t           *cr,
                        double             width,
                        double             height)
{
  Frame f;

  g_return_if_fail (story != NULL);

  frame_of (story, width, height, &f);
  cairo_save (cr);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 10);
  draw_rounds (story, &f, fg, cr);
  draw_axis (story, &f, fg, cr);
  draw_players (story, colours, &f, fg, cr);
  if (story->n_positions > 0)
    draw_last_values (story, &f, fg, cr);
  if (marked >= 0 && (guint) marked < story->n_positions)
    draw_mark (story, colours, &f, (guint) marked, fg, cr);
  cairo_restore (cr);
}

/* The position shown: the one viewed from the history, else the last. */
static int
marked_position (TyrosStoryChart  *self,
                 const TyrosStory *story)
{
  int viewing = tyros_game_session_get_viewing (self->session);

  return viewing >= 0 ? MIN (viewing, (int) story->n_positions - 1) : (int) story->n_positions - 1;
}

/* Whether the plot shows in the page it scrolls in (or is in no scrolled
 * page): out of view it is not drawn, nor its story computed (issue 34: the
 * score page's chart lies under the sheet, 10 M instructions of the
 * sheet's first opening). */
static gboolean
plot_in_view (TyrosStoryChart *self)
{
  GtkWidget *viewport = gtk_widget_get_ancestor (self->plot, GTK_TYPE_VIEWPORT);
  graphene_rect_t bounds;

  if (viewport == NULL || !gtk_widget_compute_bounds (self->plot, viewport, &bounds))
    return TRUE;
  return bounds.origin.y < gtk_widget_get_height (viewport) && bounds.origin.y + bounds.size.height > 0;
}

static void
draw_plot (GtkDrawingArea *area G_GNUC_UNUSED,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  TyrosStoryChart *self = user_data;
  const TyrosStory *story;
  GdkRGBA fg;

  if (self->session == NULL)
    return;
  self->plot_skipped = !plot_in_view (self);
  if (self->plot_skipped)
    return;
  story = tyros_game_session_get_story (self->session);
  tyros_chart_text_colour (self->plot, &fg);
  tyros_story_chart_draw (story, tyros_game_session_get_player_colours (self->session),
                          marked_position (self, story), &fg, cr, width, height);
}

/* A click picks the nearest move, on release as a button does: the page
 * may change under the pointer (from the score sheet to the board), and
 * the release belongs to the widget that had the press. */
static void
plot_released (GtkGestureClick *gesture G_GNUC_UNUSED,
              int              n_press G_GNUC_UNUSED,
              double           x,
              double           y G_GNUC_UNUSED,
              TyrosStoryChart *self)
{
  const TyrosStory *story;
  Frame f;
  double k;

  if (self->session == NULL)
    return;
  story = tyros_game_session_get_story (self->session);
  if (story->n_positions < 2)
    return;
  frame_of (story, gtk_widget_get_width (self->plot), gtk_widget_get_height (self->plot), &f);
  k = (x - f.points.left) / f.points.width * (f.points.n - 1);
  gtk_widget_activate_action (GTK_WIDGET (self), "game.view-position", "i",
                              (int) CLAMP (k + 0.5, 0, f.points.n - 1));
}

/* The table: the same numbers, built only while it is open, and only the
 * cells that changed are written. */

static void
fill_points (TyrosStoryChart  *self,
             const TyrosStory *story)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);
  char text[32];

  /* Translators: the column of the story table that counts the moves played */
  tyros_number_table_set_cell (self->points_table, 0, 0, _("Move"));
  for (guint p = 0; p < story->n_players; p++)
    tyros_number_table_set_cell (self->points_table, (int) p + 1, 0, tyros_game_get_player_name (game, (int) p));
  for (guint k = 0; k < story->n_positions; k++)
    {
      g_snprintf (text, sizeof text, "%u", k);
      tyros_number_table_set_cell (self->points_table, 0, (int) k + 1, text);
      for (guint p = 0; p < story->n_players; p++)
        {
          g_snprintf (text, sizeof text, "%u", tyros_story_points (story, k, (int) p));
          tyros_number_table_set_cell (self->points_table, (int) p + 1, (int) k + 1, text);
        }
    }
  tyros_number_table_trim (self->points_table, (int) story->n_positions + 1, (int) story->n_players + 1);
}

static void
fill_empires (TyrosStoryChart  *self,
              const TyrosStory *story)
{
  char text[32];

  tyros_number_table_set_cell (self->empires_table, 0, 0, _("Round"));
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    tyros_number_table_set_cell (self->empires_table, e + 1, 0, tyros_empire_display_name ((TyrosEmpire) e));
  for (guint r = 0; r < story->n_rounds; r++)
    {
      g_snprintf (text, sizeof text, "%u", r + 1);
      tyros_number_table_set_cell (self->empires_table, 0, (int) r + 1, text);
      for (int e = 0; e < TYROS_N_EMPIRES; e++)
        {
          g_snprintf (text, sizeof text, "%u", tyros_story_empire_size (story, r, (TyrosEmpire) e));
          tyros_number_table_set_cell (self->empires_table, e + 1, (int) r + 1, text);
        }
    }
  tyros_number_table_trim (self->empires_table, (int) story->n_rounds + 1, TYROS_N_EMPIRES + 1);
}

static void
update_table (TyrosStoryChart *self)
{
  const TyrosStory *story;

  if (!gtk_expander_get_expanded (GTK_EXPANDER (self->expander)))
    {
      self->table_stale = TRUE;
      return;
    }
  self->table_stale = FALSE;
  if (self->session == NULL)
    {
      tyros_number_table_trim (self->points_table, 0, 0);
      tyros_number_table_trim (self->empires_table, 0, 0);
      return;
    }
  story = tyros_game_session_get_story (self->session);
  fill_points (self, story);
  fill_empires (self, story);
}

/* Whose line is whose: a dot in the player's colour, ringed in the text
 * colour (white and black pieces show on either style), and the name. */
static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data G_GNUC_UNUSED)
{
  const char *colour = g_object_get_data (G_OBJECT (area), "colour");
  GdkRGBA c, fg;

  tyros_chart_text_colour (GTK_WIDGET (area), &fg);
  if (colour == NULL || !gdk_rgba_parse (&c, colour))
    c = fg;
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1.5, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &c);
  cairo_fill_preserve (cr);
  set_rgba (cr, &fg, 0.6);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

/* A swatch of @colour and @name, in the line of @box */
static void
add_legend_entry (GtkWidget  *box,
                  const char *colour,
                  const char *text)
{
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *name = gtk_label_new (text);

  g_object_set_data_full (G_OBJECT (swatch), "colour", g_strdup (colour), g_free);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 12);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 12);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch, NULL, NULL);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (name, "caption");
  gtk_widget_set_margin_end (name, 8);
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), name);
}

static void
update_legend (TyrosStoryChart *self)
{
  TyrosGame *game = self->session != NULL ? tyros_game_session_get_game (self->session) : NULL;
  const char *const *colours = self->session != NULL ? tyros_game_session_get_player_colours (self->session) : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->legend)) != NULL)
    gtk_box_remove (GTK_BOX (self->legend), child);
  for (guint p = 0; game != NULL && p < tyros_game_get_n_players (game); p++)
    add_legend_entry (self->legend, colours[p], tyros_game_get_player_name (game, (int) p));
}

/* The key of the bars: the empires' colours (fixed, as the bars' order) */
static GtkWidget *
new_empire_key (void)
{
  GtkWidget *key = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *name = tyros_text_capitalize (tyros_empire_display_name ((TyrosEmpire) e));

      add_legend_entry (key, tyros_empire_colour_hex ((TyrosEmpire) e), name);
    }
  gtk_widget_set_margin_start (key, (int) PAD_LEFT);
  gtk_accessible_update_state (GTK_ACCESSIBLE (key), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return key;
}

/* One description of the picture for a screen reader; the numbers are in the table. */
static void
describe (TyrosStoryChart *self)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);
  /* the moves of the story, without computing it */
  guint moves = tyros_game_is_position (game) ? 0 : tyros_game_get_n_played (game);
  g_autofree char *text = NULL;

  text = g_strdup_printf (ngettext ("Points if the game ended after each move, over %u move, and the empires by round",
                                    "Points if the game ended after each move, over %u moves, and the empires by round",
                                    moves),
                          moves);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plot), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
session_changed (TyrosStoryChart *self)
{
  gtk_widget_queue_draw (self->plot);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->table_stale = TRUE;
      return;
    }
  describe (self);
  update_table (self);
}

/* Scrolled, or the page's size changed: a plot left out is drawn in view */
static void
page_scrolled (TyrosStoryChart *self)
{
  if (self->plot_skipped)
    gtk_widget_queue_draw (self->plot);
}

static void
stop_watching_scroll (TyrosStoryChart *self)
{
  if (self->scroll != NULL)
    g_signal_handlers_disconnect_by_data (self->scroll, self);
  g_clear_object (&self->scroll);
}

static void
chart_mapped (TyrosStoryChart *self)
{
  GtkWidget *viewport = gtk_widget_get_ancestor (self->plot, GTK_TYPE_VIEWPORT);

  stop_watching_scroll (self);
  if (viewport != NULL)
    {
      self->scroll = g_object_ref (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport)));
      g_signal_connect_swapped (self->scroll, "value-changed", G_CALLBACK (page_scrolled), self);
      g_signal_connect_swapped (self->scroll, "changed", G_CALLBACK (page_scrolled), self);
    }
  if (self->session != NULL && self->table_stale)
    session_changed (self);
}

void
tyros_story_chart_set_session (TyrosStoryChart  *self,
                               TyrosGameSession *session)
{
  g_return_if_fail (TYROS_IS_STORY_CHART (self));
  g_return_if_fail (session == NULL || TYROS_IS_GAME_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
  g_set_object (&self->session, session);
  if (session != NULL)
    self->changed_id = g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed), self);
  self->table_stale = TRUE;
  update_legend (self);
  if (session != NULL)
    session_changed (self);
  else
    update_table (self);
}

static void
tyros_story_chart_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TyrosStoryChart *self = TYROS_STORY_CHART (object);

  switch (prop_id)
    {
    case PROP_COMPACT: g_value_set_boolean (value, self->compact); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_story_chart_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TyrosStoryChart *self = TYROS_STORY_CHART (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      self->compact = g_value_get_boolean (value);
      gtk_widget_set_size_request (self->plot, 200, self->compact ? PLOT_HEIGHT_COMPACT : PLOT_HEIGHT);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* A table for a screen reader: a row per move (or round), a column per player (or empire) */
static GtkWidget *
new_table (TyrosNumberTable **table,
           const char        *name)
{
  GtkWidget *widget = tyros_number_table_new (name, 0);

  *table = TYROS_NUMBER_TABLE (widget);
  return widget;
}

static void
tyros_story_chart_dispose (GObject *object)
{
  TyrosStoryChart *self = TYROS_STORY_CHART (object);

  tyros_story_chart_set_session (self, NULL);
  stop_watching_scroll (self);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tyros_story_chart_parent_class)->dispose (object);
}

static void
tyros_story_chart_class_init (TyrosStoryChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_story_chart_dispose;
  object_class->get_property = tyros_story_chart_get_property;
  object_class->set_property = tyros_story_chart_set_property;

  /* Shorter, beside the history, where the list needs the height */
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "storychart");
}

static void
tyros_story_chart_init (TyrosStoryChart *self)
{
  GtkWidget *tables = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkGesture *click = gtk_gesture_click_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->plot = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
  gtk_widget_set_size_request (self->plot, 200, PLOT_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->plot), draw_plot, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plot), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("How the game went"), -1);
  gtk_widget_set_tooltip_text (self->plot, _("Click a move to see the board after it"));
  g_signal_connect (click, "released", G_CALLBACK (plot_released), self);
  gtk_widget_add_controller (self->plot, GTK_EVENT_CONTROLLER (click));
  gtk_box_append (GTK_BOX (self->box), self->plot);
  self->legend = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_margin_start (self->legend, (int) PAD_LEFT);
  /* the names are in the table too: the legend is for the eye */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->legend), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (self->box), self->legend);
  gtk_box_append (GTK_BOX (self->box), new_empire_key ());

  gtk_box_append (GTK_BOX (tables), new_table (&self->points_table, _("Points after each move")));
  gtk_box_append (GTK_BOX (tables), new_table (&self->empires_table, _("Empires at the end of each round")));
  self->expander = gtk_expander_new_with_mnemonic (_("_Numbers"));
  /* GTK 4.8 names an expander by its type, not its label */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->expander), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Numbers"), -1);
  gtk_expander_set_child (GTK_EXPANDER (self->expander), tables);
  g_signal_connect_swapped (self->expander, "notify::expanded", G_CALLBACK (update_table), self);
  gtk_box_append (GTK_BOX (self->box), self->expander);
  g_signal_connect (self, "map", G_CALLBACK (chart_mapped), NULL);
  g_signal_connect (self, "unmap", G_CALLBACK (stop_watching_scroll), NULL);
}
