/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-story.h: how a game went, as numbers to draw
 *
 * For the moves played so far: every player's points "if the game ended
 * now" (F1-F7, as tyros_score_compute) after set-up and after each move, and
 * the empire sizes at the end of each round (or now, for the round under
 * way). A plain value computed once from the game; the app keeps one per
 * change of the game.
 */
#pragma once

#include "tyros-game.h"

G_BEGIN_DECLS

typedef struct {
  guint  n_players;
  guint  n_positions;   /* moves played + 1: after set-up, then after each move */
  guint *points;        /* [position * n_players + player] */
  guint  n_rounds;      /* rounds begun, from round 1 */
  guint *empire_sizes;  /* [round_index * TYROS_N_EMPIRES + empire] at the round's end */
  guint *round_end;     /* [round_index]: the position (moves played) where it ends */
} TyrosStory;

/* The story of @game's played moves (the redoable ones are not played). A
 * finished board has one position. */
TyrosStory *tyros_story_compute       (TyrosGame        *game);
void        tyros_story_free          (TyrosStory       *story);
guint       tyros_story_points        (const TyrosStory *story,
                                       guint             position,
                                       int               player);
guint       tyros_story_empire_size   (const TyrosStory *story,
                                       guint             round_index,
                                       TyrosEmpire       empire);
/* The highest total of anyone at any position (at least 1): the chart's scale. */
guint       tyros_story_max_points    (const TyrosStory *story);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosStory, tyros_story_free)

G_END_DECLS
