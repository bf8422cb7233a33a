/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-chart.h: a person's totals over their games, as a small chart
 *
 * Drawn by the app (no chart library for GTK 4 is packaged): one dot per
 * game, oldest first, joined by a line. A screen reader is given the same
 * numbers as the chart's accessible description.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TYROS_TYPE_SCORE_CHART (tyros_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (TyrosScoreChart, tyros_score_chart, TYROS, SCORE_CHART, GtkWidget)

GtkWidget *tyros_score_chart_new        (void);
/* @totals: one per game, oldest first. */
void       tyros_score_chart_set_totals (TyrosScoreChart *self,
                                         const guint     *totals,
                                         guint            n_totals);

G_END_DECLS
