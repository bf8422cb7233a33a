/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-random-play.c: whole games played at random, and what must hold in every one
 *
 * Fixed seeds: the same games every run. CI plays a few hundred games; the
 * benchmark "random-play" (meson test --benchmark) plays many thousands,
 * as does TYROS_RANDOM_GAMES=N. Properties: a rejected move changes nothing;
 * piece counts stay in range; save -> load gives the same bytes, state and
 * score, with drawn set-ups of every seed range; undo all = the set-up, redo
 * all = the end; every game ends; scoring is deterministic.
 */
#define G_LOG_DOMAIN "tyros-test-random-play"

#include "test-play.h"

#define CI_GAMES 200

/* Games (by index) that reach a board where no tile can be played any more
 * (G1, docs/rules-choices.md), played in CI too; 7 of the first 1500 do. */
static const guint no_tile_games[] = { 483, 657, 767 };

typedef struct {
  guint games;
  guint moves;
  guint rejections;
  guint drawn;
  guint no_tile_endings;
} Totals;

/* Seeds of every range, for the first drawn set-ups; later ones are random 64-bit. */
static const guint64 edge_seeds[] = {
  0, 1, G_MAXINT32, (guint64) G_MAXINT32 + 1, G_MAXUINT32, (guint64) G_MAXUINT32 + 1,
  (G_GUINT64_CONSTANT (1) << 53) + 1, G_MAXINT64, (guint64) G_MAXINT64 + 1, G_MAXUINT64 - 1, G_MAXUINT64,
};

/* Piece counts: chips, ships, cities and tiles never leave their range, and no tile is lost. */
static void
assert_counts (const TyrosState *s)
{
  guint tiles = s->supply;

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    g_assert_cmpuint (tyros_state_empire_size (s, (TyrosEmpire) e), <=, TYROS_CHIPS_PER_EMPIRE);
  for (guint p = 0; p < s->n_players; p++)
    {
      guint ships = 0, cities = 0;

      for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
        ships += s->ships[c][p];
      for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
        cities += s->city[f] == (int) p;
      g_assert_cmpuint (ships, <=, TYROS_SHIPS_PER_PLAYER);
      g_assert_cmpuint (cities, <=, TYROS_CITIES_PER_PLAYER);
      g_assert_cmpuint (s->hand[p], <=, s->edition->tiles_per_player);
      tiles += s->hand[p];
    }
  for (TyrosField f = 1; f <= TYROS_N_TILES; f++)
    {
      tiles += s->empire[f] != TYROS_EMPIRE_NONE || TYROS_SET_HAS (s->tiles_out, f);
      if (s->city[f] >= 0)
        g_assert_cmpint (s->empire[f], !=, TYROS_EMPIRE_NONE);
    }
  g_assert_cmpuint (tiles, ==, TYROS_N_TILES);
}

/* Any move at all, mostly illegal: a random type with random details. */
static TyrosMove *
arbitrary_move (const TyrosState *s,
                GRand            *rand)
{
  int player = g_rand_boolean (rand) ? s->current_player : g_rand_int_range (rand, 0, (gint32) s->n_players);
  TyrosMove *move = tyros_move_new ((TyrosMoveType) g_rand_int_range (rand, 0, TYROS_MOVE_PASS + 1), player);
  TyrosCoast from = g_rand_int_range (rand, 1, TYROS_N_COASTS);
  TyrosCoast to = g_rand_int_range (rand, 1, TYROS_N_COASTS);
  g_autoptr(GPtrArray) routes = tyros_board_shortest_routes (TYROS_SET_BIT (from), TYROS_SET_BIT (to));

  move->field = g_rand_int_range (rand, 1, TYROS_N_FIELDS);
  move->empire = (TyrosEmpire) g_rand_int_range (rand, TYROS_EMPIRE_NONE, TYROS_N_EMPIRES);
  move->count = (guint) g_rand_int_range (rand, 0, 5);
  move->partner = g_rand_int_range (rand, -1, (gint32) s->n_players + 1);
  move->from = (TyrosPlace) { tyros_coast_field (from), from };
  if (routes->len > 0 && from != to)
    {
      GArray *route = g_ptr_array_index (routes, 0);

      for (guint i = 1; i < route->len; i++)
        {
          TyrosCoast step = g_array_index (route, TyrosCoast, i);

          tyros_move_add_route_step (move, (TyrosPlace) { tyros_coast_field (step), step });
        }
    }
  return move;
}

typedef struct {
  GRand  *rand;
  Totals *totals;
} Visit;

/* Before each move: the counts, and one rejected move that must change nothing. */
static void
visit (TyrosGame       *game,
       const TyrosMove *next G_GNUC_UNUSED,
       gpointer         data)
{
  Visit *v = data;
  const TyrosState *now = tyros_game_get_state (game);
  TyrosState before = *now;
  guint n_played = tyros_game_get_n_played (game);
  g_autoptr(TyrosMove) move = arbitrary_move (now, v->rand);
  g_autoptr(TyrosViolation) violation = NULL;
  g_autofree char *bytes_before = NULL;
  g_autofree char *bytes_after = NULL;

  assert_counts (now);
  if (tyros_rules_check (now, move, NULL, NULL))
    return;
  if (n_played % 16 == 0)
    bytes_before = tyros_file_to_data (game, NULL);
  g_assert_false (tyros_game_play (game, move, NULL, &violation));
  g_assert_nonnull (violation);
  g_assert_cmpuint (strlen (violation->rule), >, 0);
  tu_assert_state_equal (tyros_game_get_state (game), &before);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, n_played);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, n_played);
  if (bytes_before != NULL)
    {
      bytes_after = tyros_file_to_data (game, NULL);
      g_assert_cmpstr (bytes_after, ==, bytes_before);
    }
  v->totals->rejections++;
}

static char *
score_text (const TyrosState *state)
{
  g_autoptr(TyrosScore) score = tyros_score_compute (state, NULL);
  g_autofree char *sheet = tyros_score_to_text (score, NULL);
  GString *text = g_string_new (sheet);

  for (guint p = 0; p < score->n_players; p++)
    g_string_append_printf (text, "\n%u", score->players[p].total);
  for (guint w = 0; w < score->n_winners; w++)
    g_string_append_printf (text, "\nwinner %d", score->winners[w]);
  return g_string_free (text, FALSE);
}

/* save -> load: the same bytes, state and score */
static void
assert_round_trip (TyrosGame  *game,
                   const char *bytes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) loaded = tyros_file_load_data (bytes, strlen (bytes), &error);
  g_autofree char *again = NULL;
  g_autofree char *score = NULL;
  g_autofree char *loaded_score = NULL;

  g_assert_no_error (error);
  g_assert_null (tyros_game_get_replay_error (loaded));
  again = tyros_file_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, bytes);
  tu_assert_state_equal (tyros_game_get_state (loaded), tyros_game_get_state (game));
  g_assert_true (tyros_game_get_setup (loaded)->seed == tyros_game_get_setup (game)->seed);
  score = score_text (tyros_game_get_state (game));
  loaded_score = score_text (tyros_game_get_state (loaded));
  g_assert_cmpstr (loaded_score, ==, score);
}

/* undo all = the set-up; redo all = the end, byte for byte */
static void
assert_undo_redo (TyrosGame        *game,
                  const TyrosState *setup,
                  const char       *bytes)
{
  TyrosState end = *tyros_game_get_state (game);
  guint n = tyros_game_get_n_played (game);
  g_autofree char *redone = NULL;

  while (tyros_game_can_undo (game))
    g_assert_true (tyros_game_undo (game));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 0);
  tu_assert_state_equal (tyros_game_get_state (game), setup);
  while (tyros_game_can_redo (game))
    g_assert_true (tyros_game_redo (game, NULL));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, n);
  tu_assert_state_equal (tyros_game_get_state (game), &end);
  redone = tyros_file_to_data (game, NULL);
  g_assert_cmpstr (redone, ==, bytes);
}

static gboolean
ended_without_playable_tile (TyrosGame *game)
{
  for (guint i = 0; i < tyros_game_get_n_played (game); i++)
    if (tyros_game_get_outcome (game, i)->no_tile_playable)
      return TRUE;
  return FALSE;
}

static void
play_one_game (guint   index,
               Totals *totals)
{
  const TyrosEdition *edition = index % 2 ? tyros_edition_italian () : tyros_edition_kosmos ();
  guint n_players = 3 + (index / 2) % 2;
  gboolean drawn = index % 5 != 0;
  g_autoptr(GRand) rand = g_rand_new_with_seed (index + 1);
  guint64 seed = drawn && totals->drawn < G_N_ELEMENTS (edge_seeds)
                   ? edge_seeds[totals->drawn]
                   : ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
  g_autoptr(TyrosGame) game = tp_new_game (edition, n_players, drawn, seed);
  TyrosState setup = *tyros_game_get_state (game);
  g_autofree char *bytes = NULL;
  g_autofree char *score = NULL;
  g_autofree char *score_again = NULL;
  Visit v = { rand, totals };

  tp_play_out (game, rand, visit, &v);
  /* every game ends */
  g_assert_true (tyros_state_is_over (tyros_game_get_state (game)));
  assert_counts (tyros_game_get_state (game));
  /* scoring is deterministic */
  score = score_text (tyros_game_get_state (game));
  score_again = score_text (tyros_game_get_state (game));
  g_assert_cmpstr (score_again, ==, score);

  bytes = tyros_file_to_data (game, NULL);
  assert_round_trip (game, bytes);
  assert_undo_redo (game, &setup, bytes);

  totals->games++;
  totals->moves += tyros_game_get_n_played (game);
  totals->drawn += drawn;
  if (ended_without_playable_tile (game))
    {
      g_test_message ("game %u ended after the round in which no tile could be played any more", index);
      totals->no_tile_endings++;
    }
}

static void
test_random_games (void)
{
  const char *override = g_getenv ("TYROS_RANDOM_GAMES");
  guint n_games = override != NULL ? (guint) g_ascii_strtoull (override, NULL, 10) : CI_GAMES;
  Totals totals = { 0 };
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < n_games; i++)
    play_one_game (i, &totals);
  for (guint i = 0; i < G_N_ELEMENTS (no_tile_games); i++)
    if (no_tile_games[i] >= n_games)
      play_one_game (no_tile_games[i], &totals);
  g_test_message ("%u games (%u drawn set-ups), %u moves, %u rejected moves changed nothing, "
                  "%u games ended with no tile playable, %.1f s",
                  totals.games, totals.drawn, totals.moves, totals.rejections, totals.no_tile_endings,
                  (g_get_monotonic_time () - start) / 1e6);
  /* If this fails, the random games changed: find new no_tile_games. */
  g_assert_cmpuint (totals.no_tile_endings, >=, G_N_ELEMENTS (no_tile_games));
  if (n_games >= 20)
    g_assert_cmpuint (totals.drawn, >=, G_N_ELEMENTS (edge_seeds));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/random-play/games", test_random_games);
  return g_test_run ();
}
