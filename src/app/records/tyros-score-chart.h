/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-chart.h: a person's totals over their games, as a small chart
 *
 * Drawn by the app (no chart library for GTK 4 is packaged): one dot per
 * game, oldest first, joined by a line, over a scale of points with the
 * first and last game's dates under it. Many games show the last ones,
 * with a button for all. The game under the pointer, or picked with the
 * arrow keys, is marked and named under the chart; a screen reader has the
 * same words, and the numbers as a table (opened on demand).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TYROS_TYPE_SCORE_CHART (tyros_score_chart_get_type ())
G_DECLARE_FINAL_TYPE (TyrosScoreChart, tyros_score_chart, TYROS, SCORE_CHART, GtkWidget)

/* How many of the latest games show until "Show All" */
#define TYROS_SCORE_CHART_RECENT 50

GtkWidget *tyros_score_chart_new       (void);
/* @totals: one per game, oldest first; @dates: the day of each, as the
 * language writes it, or NULL (none known). */
void       tyros_score_chart_set_games (TyrosScoreChart   *self,
                                        const guint       *totals,
                                        const char *const *dates,
                                        guint              n_games);

G_END_DECLS
