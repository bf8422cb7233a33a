/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-chart.c: a person's totals over their games, as a small chart */
#define G_LOG_DOMAIN "tyros-score-chart"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-score-chart.h"
#include "tyros-chart.h"
#include "tyros-number-table.h"

#define CHART_HEIGHT 120
#define PAD_LEFT     30.0   /* the scale's numbers */
#define PAD_RIGHT    10.0
#define PAD_TOP      8.0
#define PAD_BOTTOM   18.0   /* the dates */
#define DOT_RADIUS   3
#define MARK_RADIUS  5.5

struct _TyrosScoreChart
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *plot;        /* a GtkDrawingArea */
  GtkWidget *point;       /* the game picked, in words */
  GtkWidget *all_button;  /* "Show All", with many games */
  GtkWidget *expander;    /* the numbers as a table */
  TyrosNumberTable *table;

  GArray    *totals;      /* guint, oldest first */
  GPtrArray *dates;       /* char *, "" when not known */
  gboolean   show_all;
  int        picked;      /* the game marked and named, or -1 */
};

G_DEFINE_FINAL_TYPE (TyrosScoreChart, tyros_score_chart, GTK_TYPE_WIDGET)

static guint
n_games (TyrosScoreChart *self)
{
  return self->totals->len;
}

static guint
total_of (TyrosScoreChart *self,
          guint            game)
{
  return g_array_index (self->totals, guint, game);
}

static const char *
date_of (TyrosScoreChart *self,
         guint            game)
{
  return g_ptr_array_index (self->dates, game);
}

/* The first game drawn: the last TYROS_SCORE_CHART_RECENT unless all are asked for */
static guint
first_shown (TyrosScoreChart *self)
{
  if (self->show_all || n_games (self) <= TYROS_SCORE_CHART_RECENT)
    return 0;
  return n_games (self) - TYROS_SCORE_CHART_RECENT;
}

static void
shown_range (TyrosScoreChart *self,
             guint           *lowest,
             guint           *highest)
{
  *lowest = G_MAXUINT;
  *highest = 0;
  for (guint i = first_shown (self); i < n_games (self); i++)
    {
      *lowest = MIN (*lowest, total_of (self, i));
      *highest = MAX (*highest, total_of (self, i));
    }
}

static void
area_of (TyrosScoreChart *self,
         TyrosChartArea  *area)
{
  guint lowest, highest;

  shown_range (self, &lowest, &highest);
  area->left = PAD_LEFT;
  area->top = PAD_TOP;
  area->width = MAX (1.0, gtk_widget_get_width (self->plot) - PAD_LEFT - PAD_RIGHT);
  area->height = MAX (1.0, gtk_widget_get_height (self->plot) - PAD_TOP - PAD_BOTTOM);
  area->n = n_games (self) - first_shown (self);
  area->highest = MAX (1, highest);
}

/* Drawing */

/* The scale: 0 on the base line, the highest total on the top line; the
 * first and the last game's dates under them */
static void
draw_scale (TyrosScoreChart      *self,
            const TyrosChartArea *area,
            const GdkRGBA        *fg,
            cairo_t              *cr)
{
  char text[16];

  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.25);
  tyros_chart_add_base_line (area, cr);
  cairo_rectangle (cr, area->left, area->top, area->width, 1);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.7);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 10);
  g_snprintf (text, sizeof text, "%u", (guint) area->highest);
  tyros_chart_draw_text (cr, text, area->left - 4, area->top + 8, 1.0);
  tyros_chart_draw_text (cr, "0", area->left - 4, area->top + area->height, 1.0);
  tyros_chart_draw_text (cr, date_of (self, first_shown (self)), area->left, area->top + area->height + PAD_BOTTOM - 3, 0.0);
  if (area->n > 1)
    tyros_chart_draw_text (cr, date_of (self, n_games (self) - 1), area->left + area->width,
               area->top + area->height + PAD_BOTTOM - 3, 1.0);
}

static void
draw_plot (GtkDrawingArea *drawing G_GNUC_UNUSED,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  TyrosScoreChart *self = user_data;
  guint first = first_shown (self);
  TyrosChartArea area;
  GdkRGBA fg;

  if (n_games (self) == 0)
    return;
  area_of (self, &area);
  tyros_chart_text_colour (self->plot, &fg);
  draw_scale (self, &area, &fg, cr);
  /* the line starts at the first game, not where the last text ended */
  cairo_new_path (cr);

  /* the accent colour of the theme (libadwaita's blue) */
  cairo_set_source_rgb (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0);
  cairo_set_line_width (cr, area.n > TYROS_SCORE_CHART_RECENT ? 1 : 2);
  for (guint k = 0; k < area.n; k++)
    cairo_line_to (cr, tyros_chart_x (&area, k), tyros_chart_y (&area, total_of (self, first + k)));
  cairo_stroke (cr);
  /* dots while they stand apart */
  for (guint k = 0; area.n <= TYROS_SCORE_CHART_RECENT && k < area.n; k++)
    {
      cairo_arc (cr, tyros_chart_x (&area, k), tyros_chart_y (&area, total_of (self, first + k)),
                 DOT_RADIUS, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  if (self->picked >= (int) first)
    {
      double x = tyros_chart_x (&area, (guint) self->picked - first);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.5);
      cairo_rectangle (cr, x - 0.5, area.top, 1, area.height);
      cairo_fill (cr);
      cairo_arc (cr, x, tyros_chart_y (&area, total_of (self, (guint) self->picked)), MARK_RADIUS, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
  /* focused from the keyboard: the arrow keys pick a game here */
  if (gtk_widget_has_visible_focus (self->plot))
    {
      cairo_set_source_rgba (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 0.6);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, 1, 1, width - 2, height - 2);
      cairo_stroke (cr);
    }
}

/* The words */

/* "Game 12 of 335 · 15 March 2026 · 48 points" */
static char *
game_text (TyrosScoreChart *self,
           guint            game)
{
  guint total = total_of (self, game);
  g_autofree char *points = g_strdup_printf (ngettext ("%u point", "%u points", total), total);

  if (*date_of (self, game) == '\0')
    /* Translators: a game picked in a person's chart: "Game 12 of 335 · 48 points" */
    return g_strdup_printf (_("Game %u of %u · %s"), game + 1, n_games (self), points);
  /* Translators: a game picked in a person's chart: "Game 12 of 335 · 15 March 2026 · 48 points" */
  return g_strdup_printf (_("Game %u of %u · %s · %s"), game + 1, n_games (self), date_of (self, game), points);
}

/* What the chart shows, for a screen reader: the games, the dates, the
 * scale, the totals drawn (oldest first), and the game picked */
static void
describe (TyrosScoreChart *self)
{
  guint n = n_games (self), first = first_shown (self), lowest, highest;
  g_autofree char *games = NULL;
  g_autofree char *range = NULL;
  g_autofree char *picked = self->picked >= 0 ? game_text (self, (guint) self->picked) : NULL;
  g_autoptr(GString) totals = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new (NULL);

  if (n == 0)
    return;
  shown_range (self, &lowest, &highest);
  if (first > 0)
    /* Translators: what a person's chart shows: "Points in the last 50 of 335 games" */
    games = g_strdup_printf (ngettext ("Points in the last %u of %u game", "Points in the last %u of %u games", n),
                             n - first, n);
  else
    /* Translators: what a person's chart shows: "Points in 12 games" */
    games = g_strdup_printf (ngettext ("Points in %u game", "Points in %u games", n), n);
  if (*date_of (self, first) != '\0' && *date_of (self, n - 1) != '\0')
    /* Translators: a person's chart: "Points in 12 games, from 3 January 2026 to 15 March 2026, 12 to 58 points" */
    range = g_strdup_printf (_("%s, from %s to %s, %u to %u points"), games, date_of (self, first),
                             date_of (self, n - 1), lowest, highest);
  else
    /* Translators: a person's chart: "Points in 12 games, 12 to 58 points" */
    range = g_strdup_printf (_("%s, %u to %u points"), games, lowest, highest);
  for (guint i = first; i < n; i++)
    /* Translators: joins the totals of a person's games in the chart's description: "52, 31, 47" */
    g_string_append_printf (totals, i == first ? "%u" : _(", %u"), total_of (self, i));
  /* Translators: a person's chart and the totals in it, oldest first: "Points in 2 games, 12 to 52 points: 12, 52" */
  g_string_printf (text, C_("score chart", "%s: %s"), range, totals->str);
  if (picked != NULL)
    /* Translators: after a person's chart's description, the game picked in it: ". Game 12 of 50 · 48 points" */
    g_string_append_printf (text, C_("score chart", ". %s"), picked);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plot), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
}

static void
show_picked (TyrosScoreChart *self)
{
  g_autofree char *text = self->picked >= 0 ? game_text (self, (guint) self->picked) : NULL;

  gtk_label_set_text (GTK_LABEL (self->point), text != NULL ? text
                      /* Translators: under a person's chart, before a game is picked */
                      : _("Point at a game, or use the arrow keys, to read its points"));
  describe (self);
  gtk_widget_queue_draw (self->plot);
}

static void
pick (TyrosScoreChart *self,
      int              game)
{
  if (n_games (self) == 0)
    return;
  game = CLAMP (game, (int) first_shown (self), (int) n_games (self) - 1);
  if (game == self->picked)
    return;
  self->picked = game;
  show_picked (self);
}

static void
plot_motion (GtkEventControllerMotion *motion G_GNUC_UNUSED,
             double                    x,
             double                    y G_GNUC_UNUSED,
             TyrosScoreChart          *self)
{
  TyrosChartArea area;

  if (n_games (self) == 0)
    return;
  area_of (self, &area);
  pick (self, (int) first_shown (self) + (area.n > 1 ? (int) ((x - area.left) / area.width * (area.n - 1) + 0.5) : 0));
}

static gboolean
plot_key_pressed (GtkEventControllerKey *key G_GNUC_UNUSED,
                  guint                  keyval,
                  guint                  keycode G_GNUC_UNUSED,
                  GdkModifierType        state G_GNUC_UNUSED,
                  TyrosScoreChart       *self)
{
  int last = (int) n_games (self) - 1, at = self->picked >= 0 ? self->picked : last;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: pick (self, self->picked >= 0 ? at - 1 : last); return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: pick (self, at + 1); return TRUE;
    case GDK_KEY_Home: case GDK_KEY_KP_Home: pick (self, 0); return TRUE;
    case GDK_KEY_End: case GDK_KEY_KP_End: pick (self, last); return TRUE;
    default: return FALSE;
    }
}

/* Focused from the keyboard: the latest game, to start from */
static void
plot_focused (TyrosScoreChart *self)
{
  if (self->picked < (int) first_shown (self))
    pick (self, (int) n_games (self) - 1);
  gtk_widget_queue_draw (self->plot);
}

/* The table: the games shown, built only while it is open */

static void
update_table (TyrosScoreChart *self)
{
  char text[16];

  tyros_number_table_trim (self->table, 0, 0);
  if (!gtk_expander_get_expanded (GTK_EXPANDER (self->expander)) || n_games (self) == 0)
    return;
  /* Translators: the columns of the table under a person's chart */
  tyros_number_table_set_cell (self->table, 0, 0, C_("score chart", "Game"));
  tyros_number_table_set_cell (self->table, 1, 0, C_("score chart", "Date"));
  tyros_number_table_set_cell (self->table, 2, 0, C_("score chart", "Points"));
  for (guint i = first_shown (self), row = 1; i < n_games (self); i++, row++)
    {
      g_snprintf (text, sizeof text, "%u", i + 1);
      tyros_number_table_set_cell (self->table, 0, (int) row, text);
      tyros_number_table_set_cell (self->table, 1, (int) row, date_of (self, i));
      g_snprintf (text, sizeof text, "%u", total_of (self, i));
      tyros_number_table_set_cell (self->table, 2, (int) row, text);
    }
}

static void
update_all_button (TyrosScoreChart *self)
{
  g_autofree char *label = NULL;

  gtk_widget_set_visible (self->all_button, n_games (self) > TYROS_SCORE_CHART_RECENT);
  if (self->show_all)
    /* Translators: under a person's chart of many games */
    label = g_strdup_printf (ngettext ("Show the Last %u Game", "Show the Last %u Games", TYROS_SCORE_CHART_RECENT),
                             TYROS_SCORE_CHART_RECENT);
  else
    /* Translators: under a person's chart of many games */
    label = g_strdup_printf (ngettext ("Show All %u Game", "Show All %u Games", n_games (self)), n_games (self));
  gtk_button_set_label (GTK_BUTTON (self->all_button), label);
}

static void
all_clicked (TyrosScoreChart *self)
{
  self->show_all = !self->show_all;
  if (self->picked < (int) first_shown (self))
    self->picked = -1;
  update_all_button (self);
  update_table (self);
  show_picked (self);
}

void
tyros_score_chart_set_games (TyrosScoreChart   *self,
                             const guint       *totals,
                             const char *const *dates,
                             guint              n)
{
  g_return_if_fail (TYROS_IS_SCORE_CHART (self));

  g_array_set_size (self->totals, 0);
  g_array_append_vals (self->totals, totals, n);
  g_ptr_array_set_size (self->dates, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->dates, g_strdup (dates != NULL && dates[i] != NULL ? dates[i] : ""));
  self->show_all = FALSE;
  self->picked = -1;
  update_all_button (self);
  update_table (self);
  show_picked (self);
}

static void
tyros_score_chart_dispose (GObject *object)
{
  g_clear_pointer (&TYROS_SCORE_CHART (object)->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tyros_score_chart_parent_class)->dispose (object);
}

static void
tyros_score_chart_finalize (GObject *object)
{
  TyrosScoreChart *self = TYROS_SCORE_CHART (object);

  g_array_unref (self->totals);
  g_ptr_array_unref (self->dates);
  G_OBJECT_CLASS (tyros_score_chart_parent_class)->finalize (object);
}

static void
tyros_score_chart_class_init (TyrosScoreChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tyros_score_chart_dispose;
  G_OBJECT_CLASS (klass)->finalize = tyros_score_chart_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "score-chart");
}

static void
tyros_score_chart_init (TyrosScoreChart *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->totals = g_array_new (FALSE, FALSE, sizeof (guint));
  self->dates = g_ptr_array_new_with_free_func (g_free);
  self->picked = -1;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->plot = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                             "focusable", TRUE, "height-request", CHART_HEIGHT, NULL);
  gtk_widget_add_css_class (self->plot, "card");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->plot), draw_plot, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plot), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Points over Time"), -1);
  g_signal_connect (motion, "motion", G_CALLBACK (plot_motion), self);
  gtk_widget_add_controller (self->plot, motion);
  g_signal_connect (key, "key-pressed", G_CALLBACK (plot_key_pressed), self);
  gtk_widget_add_controller (self->plot, key);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (plot_focused), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self->plot);
  gtk_widget_add_controller (self->plot, focus);
  gtk_box_append (GTK_BOX (self->box), self->plot);

  self->point = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->point), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->point), 0);
  gtk_widget_add_css_class (self->point, "caption");
  gtk_widget_add_css_class (self->point, "numeric");
  gtk_box_append (GTK_BOX (self->box), self->point);

  self->all_button = gtk_button_new ();
  gtk_widget_set_halign (self->all_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->all_button, "clicked", G_CALLBACK (all_clicked), self);
  gtk_box_append (GTK_BOX (self->box), self->all_button);

  self->table = TYROS_NUMBER_TABLE (tyros_number_table_new (_("Points in each game"), 1));
  self->expander = gtk_expander_new_with_mnemonic (_("_Numbers"));
  /* GTK 4.8 names an expander by its type, not its label */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->expander), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Numbers"), -1);
  gtk_expander_set_child (GTK_EXPANDER (self->expander), GTK_WIDGET (self->table));
  g_signal_connect_swapped (self->expander, "notify::expanded", G_CALLBACK (update_table), self);
  gtk_box_append (GTK_BOX (self->box), self->expander);
  update_all_button (self);
}

GtkWidget *
tyros_score_chart_new (void)
{
  return g_object_new (TYROS_TYPE_SCORE_CHART, NULL);
}
