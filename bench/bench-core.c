/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-core.c: how long replaying, saving and scoring a long game take
 *
 * Plays a game of at least 300 moves through the rules core (tiles where the
 * rules allow, ships moved, bank swaps and passes), then times: loading it
 * (parsing and replaying every move), saving it (atomic write), scoring it.
 * Beside the save: the same bytes written bare (write, fsync, rename), the
 * floor any atomic save stands on, and turning the game into those bytes.
 * Then the legal-move list and the story chart of a long game.
 * Prints the median and the worst of many runs.
 */
#define G_LOG_DOMAIN "tyros-bench-core"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tyros-core.h"
#include "test-play.h"

#define RUNS 200

static void
play_expansion (TyrosGame *game)
{
  const TyrosState *state = tyros_game_get_state (game);
  TyrosSet fields = tyros_rules_expand_fields (state);
  TyrosMove *move;

  if (fields == 0)
    {
      tp_play (game, tyros_move_new (TYROS_MOVE_EXPAND_PASS, state->current_player));
      return;
    }
  move = tyros_move_new (TYROS_MOVE_EXPAND, state->current_player);
  move->field = tyros_set_next (fields, 0);
  move->empire = (TyrosEmpire) g_bit_nth_lsf (tyros_rules_expand_empires (state, move->field), -1);
  tp_play (game, move);
}

static void
play_actions (TyrosGame *game,
              guint      swaps)
{
  const TyrosState *state = tyros_game_get_state (game);
  TyrosMove *move;

  if (state->pass_streak == 0 && swaps < 80)
    {
      move = tyros_move_new (TYROS_MOVE_BANK_SWAP, state->current_player);
      move->count = 3;
      tp_play (game, move);
      return;
    }
  tp_play (game, tyros_move_new (TYROS_MOVE_PASS, state->current_player));
}

static TyrosGame *
long_game (guint n_moves)
{
  const char *names[] = { "Anna", "Ben", "Cleo", "Dirk", NULL };
  TyrosSetup setup;
  TyrosGame *game;
  guint swaps = 0;

  tyros_setup_first_game (&setup, 0);
  game = tyros_game_new (tyros_edition_kosmos (), names, &setup, NULL);
  while (tyros_game_get_n_played (game) < n_moves && !tyros_state_is_over (tyros_game_get_state (game)))
    {
      const TyrosState *state = tyros_game_get_state (game);

      if (state->phase == TYROS_PHASE_EXPAND)
        {
          play_expansion (game);
          swaps = 0;
        }
      else
        play_actions (game, swaps++);
    }
  return game;
}

/* What an atomic save cannot do without: a new file, its bytes on disk, a rename */
static void
write_bare (const char *path,
            const char *data,
            gsize       length)
{
  g_autofree char *temporary = g_strconcat (path, ".bare", NULL);
  int fd = open (temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);

  if (fd < 0 || write (fd, data, length) != (gssize) length || fsync (fd) != 0 || close (fd) != 0 ||
      rename (temporary, path) != 0)
    g_error ("bare write: %s", g_strerror (errno));
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
report (const char *what,
        double     *ms)
{
  qsort (ms, RUNS, sizeof *ms, compare_doubles);
  g_print ("%-36s median %7.3f ms   worst %7.3f ms   (%d runs)\n", what, ms[RUNS / 2], ms[RUNS - 1], RUNS);
}

/* The legal-move list (tyros moves) for every position of a game of at least
 * 300 moves played at random from the list itself, so that ships spread. */
#define LIST_RUNS 20

static TyrosGame *
random_long_game (void)
{
  for (guint64 seed = 1;; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
      g_autoptr(TyrosGame) game = tp_new_game (tyros_edition_kosmos (), 4, TRUE, seed);

      tp_play_out (game, rand, NULL, NULL);
      if (tyros_game_get_n_played (game) >= 300)
        return g_steal_pointer (&game);
    }
}

static void
bench_legal_moves (void)
{
  g_autoptr(TyrosGame) game = random_long_game ();
  guint n = tyros_game_get_n_played (game);
  g_autofree double *ms = g_new (double, n);
  guint listed = 0, longest = 0;
  double total = 0;

  for (guint k = 0; k < n; k++)
    {
      const TyrosState *state = tyros_game_get_state_at (game, k);
      double runs[LIST_RUNS];

      for (int r = 0; r < LIST_RUNS; r++)
        {
          gint64 t0 = g_get_monotonic_time ();
          g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (state);

          runs[r] = (g_get_monotonic_time () - t0) / 1000.0;
          if (r == 0)
            {
              listed += moves->len;
              longest = MAX (longest, moves->len);
            }
        }
      qsort (runs, LIST_RUNS, sizeof *runs, compare_doubles);
      ms[k] = runs[LIST_RUNS / 2];
      total += ms[k];
    }
  qsort (ms, n, sizeof *ms, compare_doubles);
  g_print ("legal moves: %u positions, %u moves listed (longest list %u)\n", n, listed, longest);
  g_print ("%-36s mean %7.3f ms   median %7.3f ms   worst position %7.3f ms   (goal < 1 ms)\n",
           "list every legal move", total / n, ms[n / 2], ms[n - 1]);
}

/* The story chart's numbers (the score after every move, the empires per
 * round) for a game of at least 300 moves: computed once per change of the
 * game, so it must fit in a frame (goal < 16 ms). */
#define STORY_RUNS 50

static void
bench_story (void)
{
  g_autoptr(TyrosGame) game = random_long_game ();
  double ms[STORY_RUNS];

  for (int r = 0; r < STORY_RUNS; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      g_autoptr(TyrosStory) story = tyros_story_compute (game);

      ms[r] = (g_get_monotonic_time () - t0) / 1000.0;
      g_assert_cmpuint (story->n_positions, ==, tyros_game_get_n_played (game) + 1);
    }
  qsort (ms, STORY_RUNS, sizeof *ms, compare_doubles);
  g_print ("story of %u moves: %-19s median %7.3f ms   worst %7.3f ms   (goal < 16 ms, %d runs)\n",
           tyros_game_get_n_played (game), "score after each move", ms[STORY_RUNS / 2], ms[STORY_RUNS - 1],
           STORY_RUNS);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TyrosGame) game = long_game (300);
  g_autofree char *dir = g_dir_make_tmp ("tyros-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.tyros", NULL);
  g_autofree char *data = NULL;
  double load[RUNS], save[RUNS], bare[RUNS], serialise[RUNS], score[RUNS];
  gsize length;

  /* bench-core --story: only the story chart's numbers */
  if (argc > 1 && g_str_equal (argv[1], "--story"))
    {
      bench_story ();
      return 0;
    }
  data = tyros_file_to_data (game, &length);
  g_print ("A game of %u moves (%" G_GSIZE_FORMAT " bytes), round %u\n",
           tyros_game_get_n_played (game), length, tyros_game_get_state (game)->round);
  for (int i = 0; i < RUNS; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosGame) loaded = NULL;
      g_autoptr(TyrosScore) s = NULL;
      gint64 t0 = g_get_monotonic_time ();

      loaded = tyros_file_load_data (data, length, &error);
      g_assert_no_error (error);
      g_assert_cmpint (tyros_game_get_n_played (loaded), ==, tyros_game_get_n_played (game));
      load[i] = (g_get_monotonic_time () - t0) / 1000.0;

      t0 = g_get_monotonic_time ();
      if (!tyros_file_save (game, path, &error))
        g_error ("save: %s", error->message);
      save[i] = (g_get_monotonic_time () - t0) / 1000.0;

      t0 = g_get_monotonic_time ();
      write_bare (path, data, length);
      bare[i] = (g_get_monotonic_time () - t0) / 1000.0;

      t0 = g_get_monotonic_time ();
      g_free (tyros_file_to_data (game, NULL));
      serialise[i] = (g_get_monotonic_time () - t0) / 1000.0;

      t0 = g_get_monotonic_time ();
      s = tyros_score_compute (tyros_game_get_state (game), NULL);
      score[i] = (g_get_monotonic_time () - t0) / 1000.0;
    }
  report ("load (parse + replay every move)", load);
  report ("save (atomic write)", save);
  report ("  bare write + fsync + rename", bare);
  report ("  the game into bytes", serialise);
  g_print ("save / bare write: %.2f (medians)\n", save[RUNS / 2] / bare[RUNS / 2]);
  report ("score (F1-F7 with explanation)", score);
  g_unlink (path);
  g_rmdir (dir);
  bench_legal_moves ();
  bench_story ();
  return 0;
}
