/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-story.c: every player's points after every move, empire sizes per round */
#define G_LOG_DOMAIN "tyros-core"

#include "config.h"

#include "tyros-story.h"
#include "tyros-score.h"

/* The score "if the game ended now" is the core's one scoring (F1-F7) of
 * each position the game keeps: no second count of points. */
static void
score_positions (TyrosStory *story,
                 TyrosGame  *game)
{
  for (guint k = 0; k < story->n_positions; k++)
    {
      g_autoptr(TyrosScore) score = tyros_score_compute_points (tyros_game_get_state_at (game, k));

      for (guint p = 0; p < story->n_players; p++)
        story->points[k * story->n_players + p] = score->players[p].total;
    }
}

/* Each round's empire sizes are those of its last position. */
static void
measure_rounds (TyrosStory *story,
                TyrosGame  *game)
{
  const TyrosState *last = tyros_game_get_state_at (game, story->n_positions - 1);
  guint first_round = tyros_game_get_state_at (game, 0)->round;

  story->n_rounds = last->round >= first_round ? last->round - first_round + 1 : 1;
  story->empire_sizes = g_new0 (guint, story->n_rounds * TYROS_N_EMPIRES);
  story->round_end = g_new0 (guint, story->n_rounds);
  for (guint k = 0; k < story->n_positions; k++)
    {
      const TyrosState *state = tyros_game_get_state_at (game, k);
      guint r = MIN (state->round - first_round, story->n_rounds - 1);

      story->round_end[r] = k;
      for (int e = 0; e < TYROS_N_EMPIRES; e++)
        story->empire_sizes[r * TYROS_N_EMPIRES + e] = tyros_state_empire_size (state, (TyrosEmpire) e);
    }
}

TyrosStory *
tyros_story_compute (TyrosGame *game)
{
  TyrosStory *story;

  g_return_val_if_fail (TYROS_IS_GAME (game), NULL);

  story = g_new0 (TyrosStory, 1);
  story->n_players = tyros_game_get_n_players (game);
  story->n_positions = tyros_game_is_position (game) ? 1 : tyros_game_get_n_played (game) + 1;
  story->points = g_new0 (guint, story->n_positions * story->n_players);
  score_positions (story, game);
  measure_rounds (story, game);
  return story;
}

void
tyros_story_free (TyrosStory *story)
{
  if (story == NULL)
    return;
  g_free (story->points);
  g_free (story->empire_sizes);
  g_free (story->round_end);
  g_free (story);
}

guint
tyros_story_points (const TyrosStory *story,
                    guint             position,
                    int               player)
{
  g_return_val_if_fail (position < story->n_positions, 0);
  g_return_val_if_fail (player >= 0 && (guint) player < story->n_players, 0);
  return story->points[position * story->n_players + (guint) player];
}

guint
tyros_story_empire_size (const TyrosStory *story,
                         guint             round_index,
                         TyrosEmpire       empire)
{
  g_return_val_if_fail (round_index < story->n_rounds, 0);
  g_return_val_if_fail (empire >= 0 && empire < TYROS_N_EMPIRES, 0);
  return story->empire_sizes[round_index * TYROS_N_EMPIRES + (guint) empire];
}

guint
tyros_story_max_points (const TyrosStory *story)
{
  guint best = 1;

  for (guint i = 0; i < story->n_positions * story->n_players; i++)
    best = MAX (best, story->points[i]);
  return best;
}
