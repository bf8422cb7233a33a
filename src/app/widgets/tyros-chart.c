/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-chart.c: what the app's line charts draw alike */
#define G_LOG_DOMAIN "tyros-chart"

#include "config.h"

#include "tyros-chart.h"

double
tyros_chart_x (const TyrosChartArea *area,
               guint                 k)
{
  return area->n > 1 ? area->left + area->width * k / (area->n - 1) : area->left + area->width / 2;
}

double
tyros_chart_y (const TyrosChartArea *area,
               double                value)
{
  return area->top + area->height * (1 - value / area->highest);
}

void
tyros_chart_add_base_line (const TyrosChartArea *area,
                           cairo_t              *cr)
{
  cairo_rectangle (cr, area->left, area->top + area->height, area->width, 1);
}

void
tyros_chart_draw_text (cairo_t    *cr,
                       const char *text,
                       double      x,
                       double      y,
                       double      xalign)
{
  cairo_text_extents_t ext;

  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.x_advance * xalign, y);
  cairo_show_text (cr, text);
}

void
tyros_chart_text_colour (GtkWidget *widget,
                         GdkRGBA   *colour)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, colour);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), colour);
#endif
}
