/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-story.c: the points after every move and the empire sizes per round */
#define G_LOG_DOMAIN "tyros-test"

#include "config.h"

#include "tyros-story.h"
#include "test-util.h"

static TyrosGame *
load (const char *name)
{
  g_autofree char *path = tu_data_path (name);
  g_autoptr(GError) error = NULL;
  TyrosGame *game = tyros_file_load (path, &error);

  g_assert_no_error (error);
  return game;
}

/* The game as a group that stopped after @n moves would have it: a new game
 * with the same set-up and only those moves, replayed on its own. */
static TyrosGame *
cut (TyrosGame *game,
     guint      n)
{
  TyrosGame *copy = tyros_game_new (tyros_game_get_edition (game), tyros_game_get_player_names (game),
                                    tyros_game_get_setup (game), NULL);

  for (guint i = 0; i < n; i++)
    {
      TyrosOutcome outcome = { 0 };

      g_assert_true (tyros_game_play (copy, tyros_game_get_move (game, i), &outcome, NULL));
      tyros_outcome_clear (&outcome);
    }
  return copy;
}

/* After every move, each player's points are those the score sheet gives
 * the game stopped there. */
static void
test_points_after_every_move (gconstpointer data)
{
  g_autoptr(TyrosGame) game = load (data);
  g_autoptr(TyrosStory) story = tyros_story_compute (game);
  guint n = tyros_game_get_n_played (game);
  gboolean someone_scored = FALSE;

  g_assert_cmpuint (story->n_players, ==, tyros_game_get_n_players (game));
  g_assert_cmpuint (story->n_positions, ==, n + 1);
  for (guint k = 0; k <= n; k++)
    {
      g_autoptr(TyrosGame) stopped = cut (game, k);
      g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state (stopped), NULL);

      for (guint p = 0; p < story->n_players; p++)
        {
          g_assert_cmpuint (tyros_story_points (story, k, (int) p), ==, score->players[p].total);
          someone_scored |= score->players[p].total > 0;
          g_assert_cmpuint (tyros_story_points (story, k, (int) p), <=, tyros_story_max_points (story));
        }
    }
  g_assert_true (someone_scored);
}

/* One entry per round begun; each the empires at the round's last position. */
static void
test_empires_per_round (gconstpointer data)
{
  g_autoptr(TyrosGame) game = load (data);
  g_autoptr(TyrosStory) story = tyros_story_compute (game);
  const TyrosState *now = tyros_game_get_state (game);

  g_assert_cmpuint (story->n_rounds, ==, now->round);
  g_assert_cmpuint (story->round_end[story->n_rounds - 1], ==, tyros_game_get_n_played (game));
  for (guint r = 0; r < story->n_rounds; r++)
    {
      guint end = story->round_end[r];
      g_autoptr(TyrosGame) stopped = cut (game, end);

      g_assert_cmpuint (tyros_game_get_state (stopped)->round, ==, r + 1);
      if (end < tyros_game_get_n_played (game))
        {
          g_autoptr(TyrosGame) next = cut (game, end + 1);

          g_assert_cmpuint (tyros_game_get_state (next)->round, ==, r + 2);
        }
      for (int e = 0; e < TYROS_N_EMPIRES; e++)
        g_assert_cmpuint (tyros_story_empire_size (story, r, (TyrosEmpire) e), ==,
                          tyros_state_empire_size (tyros_game_get_state (stopped), (TyrosEmpire) e));
    }
}

/* Moves taken back are not part of the story until they are played again. */
static void
test_undone_moves_left_out (void)
{
  g_autoptr(TyrosGame) game = load ("game-3p.tyros");
  guint n = tyros_game_get_n_played (game);
  g_autoptr(TyrosStory) before = NULL;
  g_autoptr(TyrosStory) after = NULL;

  g_assert_true (tyros_game_undo (game));
  g_assert_true (tyros_game_undo (game));
  before = tyros_story_compute (game);
  g_assert_cmpuint (before->n_positions, ==, n - 1);
  g_assert_true (tyros_game_redo (game, NULL));
  after = tyros_story_compute (game);
  g_assert_cmpuint (after->n_positions, ==, n);
}

/* A finished board entered by hand: its one position. */
static void
test_position_game (void)
{
  g_autoptr(TyrosGame) game = load ("position-board-a.tyros");
  g_autoptr(TyrosStory) story = tyros_story_compute (game);
  g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state (game), NULL);

  g_assert_cmpuint (story->n_positions, ==, 1);
  g_assert_cmpuint (story->n_rounds, ==, 1);
  for (guint p = 0; p < story->n_players; p++)
    g_assert_cmpuint (tyros_story_points (story, 0, (int) p), ==, score->players[p].total);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/story/points/game-3p", "game-3p.tyros", test_points_after_every_move);
  g_test_add_data_func ("/story/points/game-4p", "game-4p.tyros", test_points_after_every_move);
  g_test_add_data_func ("/story/points/italian", "game-italian.tyros", test_points_after_every_move);
  g_test_add_data_func ("/story/empires/game-3p", "game-3p.tyros", test_empires_per_round);
  g_test_add_data_func ("/story/empires/game-4p", "game-4p.tyros", test_empires_per_round);
  g_test_add_func ("/story/undone-moves-left-out", test_undone_moves_left_out);
  g_test_add_func ("/story/position-game", test_position_game);
  return g_test_run ();
}
