/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-chart.h: what the app's line charts draw alike (the story of a game,
 * a person's totals): values evenly spaced from left to right, 0 at the
 * bottom, the highest at the top */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  double left, top, width, height;  /* the plot's area */
  guint  n;                         /* values along it */
  double highest;                   /* the value at its top; above 0 */
} TyrosChartArea;

/* Where the @k-th of the values stands; a lone one in the middle */
double tyros_chart_x (const TyrosChartArea *area,
                      guint                 k);
/* How high @value stands */
double tyros_chart_y (const TyrosChartArea *area,
                      double                value);
/* The base line (0) as one pixel under the area, added to the path */
void   tyros_chart_add_base_line (const TyrosChartArea *area,
                                  cairo_t              *cr);
/* @text with its baseline at @y, @xalign of its width left of @x (0: from
 * @x, 1: ending at @x) */
void   tyros_chart_draw_text (cairo_t    *cr,
                              const char *text,
                              double      x,
                              double      y,
                              double      xalign);
/* The colour of @widget's text, which the charts' lines are drawn in */
void   tyros_chart_text_colour (GtkWidget *widget,
                                GdkRGBA   *colour);

G_END_DECLS
