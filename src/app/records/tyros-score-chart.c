/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-chart.c: a person's totals over their games, as a small chart */
#define G_LOG_DOMAIN "tyros-score-chart"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-score-chart.h"
#include "tyros-chart.h"

#define CHART_HEIGHT 96
#define MARGIN       8
#define DOT_RADIUS   3

struct _TyrosScoreChart
{
  GtkWidget  parent_instance;

  GArray    *totals;   /* guint, oldest first */
};

G_DEFINE_FINAL_TYPE (TyrosScoreChart, tyros_score_chart, GTK_TYPE_WIDGET)

static guint
highest (TyrosScoreChart *self)
{
  guint top = 1;

  for (guint i = 0; i < self->totals->len; i++)
    top = MAX (top, g_array_index (self->totals, guint, i));
  return top;
}

static void
tyros_score_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TyrosScoreChart *self = TYROS_SCORE_CHART (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  TyrosChartArea area = {
    MARGIN, MARGIN, MAX (1, width - 2 * MARGIN), MAX (1, height - 2 * MARGIN),
    self->totals->len, highest (self)
  };
  cairo_t *cr;
  GdkRGBA colour;

  if (area.n == 0)
    return;
  tyros_chart_text_colour (widget, &colour);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* the base line: 0 points */
  cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 0.25);
  tyros_chart_add_base_line (&area, cr);
  cairo_fill (cr);

  /* the accent colour of the theme (libadwaita's blue) */
  cairo_set_source_rgb (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0);
  cairo_set_line_width (cr, 2);
  for (guint i = 0; i < area.n; i++)
    cairo_line_to (cr, tyros_chart_x (&area, i),
                   tyros_chart_y (&area, g_array_index (self->totals, guint, i)));
  cairo_stroke (cr);
  for (guint i = 0; i < area.n; i++)
    {
      cairo_arc (cr, tyros_chart_x (&area, i),
                 tyros_chart_y (&area, g_array_index (self->totals, guint, i)),
                 DOT_RADIUS, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

static void
tyros_score_chart_measure (GtkWidget      *widget G_GNUC_UNUSED,
                           GtkOrientation  orientation,
                           int             for_size G_GNUC_UNUSED,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline G_GNUC_UNUSED,
                           int            *natural_baseline G_GNUC_UNUSED)
{
  /* as narrow as a phone allows; as high as a few rows */
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 2 * MARGIN : CHART_HEIGHT;
}

static void
tyros_score_chart_finalize (GObject *object)
{
  g_array_unref (TYROS_SCORE_CHART (object)->totals);
  G_OBJECT_CLASS (tyros_score_chart_parent_class)->finalize (object);
}

static void
tyros_score_chart_class_init (TyrosScoreChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tyros_score_chart_finalize;
  widget_class->snapshot = tyros_score_chart_snapshot;
  widget_class->measure = tyros_score_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "score-chart");
}

static void
tyros_score_chart_init (TyrosScoreChart *self)
{
  self->totals = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
}

GtkWidget *
tyros_score_chart_new (void)
{
  return g_object_new (TYROS_TYPE_SCORE_CHART, NULL);
}

void
tyros_score_chart_set_totals (TyrosScoreChart *self,
                              const guint     *totals,
                              guint            n_totals)
{
  g_autoptr(GString) numbers = g_string_new (NULL);
  g_autofree char *description = NULL;

  g_return_if_fail (TYROS_IS_SCORE_CHART (self));

  g_array_set_size (self->totals, 0);
  g_array_append_vals (self->totals, totals, n_totals);
  for (guint i = 0; i < n_totals; i++)
    /* Translators: joins the totals of a person's games in the chart's description: "52, 31, 47" */
    g_string_append_printf (numbers, i == 0 ? "%u" : _(", %u"), totals[i]);
  /* Translators: what a screen reader says of the chart of a person's scores, oldest game first */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Points in %u game, oldest first: %s",
                                              "Points in %u games, oldest first: %s", n_totals),
                                 n_totals, numbers->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Points over Time"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
