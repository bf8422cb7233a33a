/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-story-chart.h: how a game went, drawn
 *
 * Every player's points "if the game ended now" after each move (a line in
 * the player's colour) and the empire sizes at the end of each round (bars
 * in the empires' colours), from the session's story (computed once per
 * change of the game). The position shown is marked. Clicking a point asks
 * for the board after that move ("game.view-position"). Below, the same
 * numbers as a table, for a screen reader and for reading them exactly.
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-game-session.h"

G_BEGIN_DECLS

#define TYROS_TYPE_STORY_CHART (tyros_story_chart_get_type ())
G_DECLARE_FINAL_TYPE (TyrosStoryChart, tyros_story_chart, TYROS, STORY_CHART, GtkWidget)

/* Follows @session's changes; NULL shows nothing. */
void  tyros_story_chart_set_session (TyrosStoryChart  *self,
                                     TyrosGameSession *session);

/* The chart and the table alone, as a printed page or an image draws it
 * (no widget): @story in a @width x @height box at the origin of @cr, the
 * position @marked (or -1) marked; @fg the text colour. */
void  tyros_story_chart_draw        (const TyrosStory   *story,
                                     const char *const  *colours,
                                     int                 marked,
                                     const GdkRGBA      *fg,
                                     cairo_t            *cr,
                                     double              width,
                                     double              height);

G_END_DECLS
