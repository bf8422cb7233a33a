/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-stats.c: play records, the numbers over many plays, and export
 *
 * The expectations are worked out here from the score (tyros score's totals
 * and winners) and the rules of interface.md (third wave): ranks by total
 * and then the points in the largest empire (F7), computed by the test
 * itself; seats from the file's start player; averages rounded by hand.
 */
#define G_LOG_DOMAIN "tyros-test-stats"

#include <string.h>
#include <json-glib/json-glib.h>

#include "test-util.h"

static TyrosPlay *
play_of (const char *name)
{
  g_autoptr(TyrosGame) game = tu_load_game (name);
  TyrosPlay *play = tyros_play_new (game, name);

  g_assert_nonnull (play);
  return play;
}

/* F7 by hand: ahead with a higher total or, on equal totals, with more
 * points in the largest empire */
static gboolean
ahead (const TyrosScore *score,
       int               a,
       int               b)
{
  TyrosEmpire largest = score->ranking[0].empire;
  const TyrosPlayerScore *pa = &score->players[a], *pb = &score->players[b];
  guint la = pa->city_points[largest] + pa->ship_points[largest] + pa->majority[largest];
  guint lb = pb->city_points[largest] + pb->ship_points[largest] + pb->majority[largest];

  return pa->total > pb->total || (pa->total == pb->total && la > lb);
}

/* Every finished game of the test data: each player's total and winner as
 * the score says, rank as F7 orders, seat from the set-up's start player. */
static void
test_play_results (gconstpointer data)
{
  const char *name = data;
  g_autoptr(TyrosGame) game = tu_load_game (name);
  g_autoptr(TyrosPlay) play = tyros_play_new (game, name);
  g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state (game), NULL);
  guint n = tyros_game_get_n_players (game);

  g_assert_nonnull (play);
  g_assert_cmpstr (play->file, ==, name);
  g_assert_true (play->edition == tyros_game_get_edition (game));
  g_assert_cmpuint (play->n_players, ==, n);
  g_assert_cmpuint (play->largest_size, ==, score->ranking[0].size);
  for (guint p = 0; p < n; p++)
    {
      const TyrosPlayResult *r = &play->players[p];
      guint rank = 1;
      gboolean winner = FALSE;

      for (guint q = 0; q < n; q++)
        rank += ahead (score, (int) q, (int) p) ? 1 : 0;
      for (guint i = 0; i < score->n_winners; i++)
        winner = winner || score->winners[i] == (int) p;
      g_assert_cmpstr (r->name, ==, tyros_game_get_player_name (game, (int) p));
      g_assert_cmpuint (r->total, ==, score->players[p].total);
      g_assert_cmpuint (r->rank, ==, rank);
      g_assert_cmpint (r->winner, ==, winner);
      /* the winners are exactly the players ranked first */
      g_assert_cmpint (r->winner, ==, rank == 1);
      if (tyros_game_is_position (game))
        g_assert_cmpint (r->seat, ==, -1);
      else
        g_assert_cmpint (r->seat, ==, ((int) p - tyros_game_get_setup (game)->start_player + (int) n) % (int) n);
    }
}

/* A game that is not over is no play. */
static void
test_unfinished_no_play (void)
{
  g_autoptr(TyrosGame) game = tu_load_game ("returned-16.tyros");

  g_assert_false (tyros_state_is_over (tyros_game_get_state (game)));
  g_assert_null (tyros_play_new (game, "returned-16.tyros"));
}

/* Totals tie (28-28) below the winner: F7's tie-break orders them, 2 and 3;
 * the winner alone is 1. Shared win (17-17, 12-12 in orange): both 1, the
 * next 3, and a win for each. Tie broken for the win (25-25, 25-0 in orange):
 * 1 and 2. */
static void
test_ranks_f7 (void)
{
  g_autoptr(TyrosPlay) tied = play_of ("position-tied-majority.tyros");
  g_autoptr(TyrosPlay) shared = play_of ("position-shared-win.tyros");
  g_autoptr(TyrosPlay) broken = play_of ("position-tie-largest-empire.tyros");
  TyrosPlay *plays[] = { tied, shared, broken };
  g_autoptr(TyrosStats) stats = NULL;

  g_assert_cmpuint (tied->players[1].total, ==, tied->players[2].total);
  g_assert_cmpuint (tied->players[0].rank, ==, 1);
  g_assert_cmpuint (tied->players[1].rank, ==, 2);
  g_assert_cmpuint (tied->players[2].rank, ==, 3);

  g_assert_true (shared->players[0].winner && shared->players[1].winner && !shared->players[2].winner);
  g_assert_cmpuint (shared->players[0].rank, ==, 1);
  g_assert_cmpuint (shared->players[1].rank, ==, 1);
  g_assert_cmpuint (shared->players[2].rank, ==, 3);

  g_assert_cmpuint (broken->players[0].total, ==, broken->players[1].total);
  g_assert_true (broken->players[0].winner && !broken->players[1].winner);
  g_assert_cmpuint (broken->players[0].rank, ==, 1);
  g_assert_cmpuint (broken->players[1].rank, ==, 2);

  /* Anna won all three, Ben shared one: a win for each */
  stats = tyros_stats_new (plays, G_N_ELEMENTS (plays));
  g_assert_cmpuint (tyros_stats_find_person (stats, "Anna")->all.wins, ==, 3);
  g_assert_cmpuint (tyros_stats_find_person (stats, "Ben")->all.wins, ==, 1);
  g_assert_cmpuint (tyros_stats_find_person (stats, "Cleo")->all.wins, ==, 0);
}

/* A play made by hand, as the Records page may hold many: @totals by
 * player, ranks by total alone (no ties among them), the highest wins. */
static TyrosPlay *
fake_play (const char *const *names,
           const guint       *totals,
           guint              n,
           int                start)
{
  TyrosPlay *play = g_atomic_rc_box_new0 (TyrosPlay);

  play->edition = tyros_edition_kosmos ();
  play->n_players = n;
  play->largest_empire = TYROS_EMPIRE_ORANGE;
  for (guint p = 0; p < n; p++)
    {
      TyrosPlayResult *r = &play->players[p];

      r->name = g_strdup (names[p]);
      r->player = (int) p;
      r->seat = ((int) p - start + (int) n) % (int) n;
      r->total = totals[p];
      r->rank = 1;
      for (guint q = 0; q < n; q++)
        r->rank += totals[q] > totals[p] ? 1 : 0;
      r->winner = r->rank == 1;
    }
  return play;
}

/* average: the mean rounded to one decimal, half up: 165 / 4 = 41.25 -> 41.3,
 * 31 / 3 = 10.33 -> 10.3, 83 / 2 = 41.5 */
static void
test_average_rounding (void)
{
  static const struct { guint totals[4]; guint n; guint tenths; } cases[] = {
    { { 41, 41, 41, 42 }, 4, 413 },
    { { 10, 10, 11 }, 3, 103 },
    { { 41, 42 }, 2, 415 },
    { { 40, 41, 41, 41 }, 4, 408 },   /* 40.75 */
    { { 0 }, 1, 0 },
    /* the highest total a stored play may hold: its tenths fit */
    { { TYROS_PLAY_MAX_TOTAL, TYROS_PLAY_MAX_TOTAL, TYROS_PLAY_MAX_TOTAL - 1 }, 3, TYROS_PLAY_MAX_TOTAL * 10 - 3 },
  };
  const char *names[] = { "Anna", "Ben", "Cleo" };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
      g_autoptr(TyrosStats) stats = NULL;
      const TyrosPersonStats *anna;

      for (guint i = 0; i < cases[c].n; i++)
        {
          guint totals[3] = { cases[c].totals[i], 100, 100 };

          g_ptr_array_add (plays, fake_play (names, totals, 3, 0));
        }
      stats = tyros_stats_new ((TyrosPlay *const *) plays->pdata, plays->len);
      anna = tyros_stats_find_person (stats, "Anna");
      g_assert_cmpuint (tyros_tally_average_tenths (&anna->all), ==, cases[c].tenths);
      g_assert_cmpfloat_with_epsilon (tyros_tally_average (&anna->all), cases[c].tenths / 10.0, 1e-9);
    }
}

/* win rate: wins / games rounded half up as the averages, in thousandths
 * for --json and in percent for the table: 5 / 16 = 0.3125 -> 313 (not the
 * 312 of printf's "%.3f"), 1 / 8 = 12.5 % -> 13 */
static void
test_win_rate_rounding (void)
{
  static const struct { guint wins, games, thousandths, percent; } cases[] = {
    { 5, 16, 313, 31 }, { 1, 8, 125, 13 }, { 1, 3, 333, 33 }, { 2, 3, 667, 67 }, { 0, 4, 0, 0 }, { 7, 7, 1000, 100 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const char *names[] = { "Anna", "Ben", "Cleo" };
      g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
      g_autoptr(TyrosStats) stats = NULL;
      const TyrosPersonStats *anna;

      for (guint g = 0; g < cases[c].games; g++)
        {
          const guint wins[] = { 50, 40, 30 }, loses[] = { 10, 40, 30 };

          g_ptr_array_add (plays, fake_play (names, g < cases[c].wins ? wins : loses, 3, 0));
        }
      stats = tyros_stats_new ((TyrosPlay *const *) plays->pdata, plays->len);
      anna = tyros_stats_find_person (stats, "Anna");
      g_assert_cmpuint (anna->all.wins, ==, cases[c].wins);
      g_assert_cmpuint (tyros_tally_win_rate_scaled (&anna->all, 1000), ==, cases[c].thousandths);
      g_assert_cmpuint (tyros_tally_win_rate_scaled (&anna->all, 100), ==, cases[c].percent);
    }
}

/* players: wins, then average, then name; with the numbers behind each */
static void
test_people_order (void)
{
  const char *names[] = { "Cleo", "Anna", "Ben", "Dora" };
  /* a win each for Anna, Cleo, Ben: averages 30.0, 30.0, 30.3; Dora none */
  const guint g1[] = { 10, 50, 20, 5 };    /* Anna wins */
  const guint g2[] = { 50, 10, 40, 5 };    /* Cleo wins */
  const guint g3[] = { 30, 30, 31, 5 };    /* Ben wins */
  g_autoptr(TyrosPlay) p1 = fake_play (names, g1, 4, 0);
  g_autoptr(TyrosPlay) p2 = fake_play (names, g2, 4, 1);
  g_autoptr(TyrosPlay) p3 = fake_play (names, g3, 4, 2);
  TyrosPlay *plays[] = { p1, p2, p3 };
  g_autoptr(TyrosStats) stats = tyros_stats_new (plays, 3);
  GPtrArray *people = tyros_stats_get_people (stats);
  const char *order[] = { "Ben", "Anna", "Cleo", "Dora" };
  const TyrosPersonStats *ben = tyros_stats_find_person (stats, "Ben");

  /* one win each but Dora: Ben with 30.3 first, then Anna 30.0 = Cleo 30.0 by name */
  g_assert_cmpuint (people->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (((TyrosPersonStats *) g_ptr_array_index (people, i))->name, ==, order[i]);

  g_assert_cmpuint (ben->all.games, ==, 3);
  g_assert_cmpuint (ben->all.wins, ==, 1);
  g_assert_cmpuint (ben->all.best, ==, 40);
  g_assert_cmpuint (ben->all.worst, ==, 20);
  g_assert_cmpuint (tyros_tally_average_tenths (&ben->all), ==, 303);
  g_assert_cmpfloat_with_epsilon (tyros_tally_win_rate (&ben->all), 1.0 / 3, 1e-9);
  /* ranks 2, 2, 1 */
  g_assert_cmpuint (tyros_tally_average_rank_tenths (&ben->all), ==, 17);
  g_assert_cmpuint (ben->all.plays->len, ==, 3);

  /* by seat: Ben (player 2) sat 2, 1 and 0: one play each, in the order given */
  g_assert_cmpuint (ben->by[TYROS_STATS_BY_SEAT]->len, ==, 3);
  for (guint s = 0; s < 3; s++)
    {
      const TyrosTally *seat = g_ptr_array_index (ben->by[TYROS_STATS_BY_SEAT], s);
      g_autofree char *key = g_strdup_printf ("%u", s);

      g_assert_cmpstr (seat->key, ==, key);
      g_assert_cmpuint (seat->games, ==, 1);
      g_assert_true (g_ptr_array_index (seat->plays, 0) == plays[2 - s]);
    }
  g_assert_cmpuint (ben->by[TYROS_STATS_BY_PLAYERS]->len, ==, 1);
  g_assert_cmpstr (((TyrosTally *) g_ptr_array_index (ben->by[TYROS_STATS_BY_PLAYERS], 0))->key, ==, "4");
}

/* Head to head counts the plays with both and who finished ahead (by rank,
 * so a shared win is neither); records name the plays that hold them. */
static void
test_head_to_head_and_records (void)
{
  g_autoptr(TyrosPlay) shared = play_of ("position-shared-win.tyros");
  g_autoptr(TyrosPlay) board = play_of ("position-board-a.tyros");
  g_autoptr(TyrosPlay) game = play_of ("game-3p.tyros");
  TyrosPlay *plays[] = { shared, board, game };
  g_autoptr(TyrosStats) stats = tyros_stats_new (plays, 3);
  g_autoptr(TyrosHeadToHead) ab = tyros_stats_head_to_head (stats, "Anna", "Ben");
  g_autoptr(TyrosHeadToHead) bc = tyros_stats_head_to_head (stats, "Ben", "Cleo");
  const TyrosRecord *highest = tyros_stats_get_record (stats, TYROS_RECORD_HIGHEST_SCORE);
  const TyrosRecord *largest = tyros_stats_get_record (stats, TYROS_RECORD_LARGEST_EMPIRE);
  guint best = 0, best_size = 0, b_ahead = 0, c_ahead = 0;

  g_assert_cmpuint (ab->games, ==, 3);
  g_assert_cmpuint (ab->plays->len, ==, 3);
  g_assert_cmpuint (ab->a_ahead + ab->b_ahead, ==, 2);   /* the shared win is a draw */
  for (guint i = 0; i < 3; i++)
    {
      const TyrosPlayResult *b = tyros_play_find_player (plays[i], "Ben");
      const TyrosPlayResult *c = tyros_play_find_player (plays[i], "Cleo");

      b_ahead += b->total > c->total ? 1 : 0;   /* no totals tie between them here */
      c_ahead += c->total > b->total ? 1 : 0;
    }
  g_assert_cmpuint (bc->games, ==, 3);
  g_assert_cmpuint (bc->a_ahead, ==, b_ahead);
  g_assert_cmpuint (bc->b_ahead, ==, c_ahead);
  for (guint i = 0; i < 3; i++)
    {
      best_size = MAX (best_size, plays[i]->largest_size);
      for (guint p = 0; p < plays[i]->n_players; p++)
        best = MAX (best, plays[i]->players[p].total);
    }
  g_assert_cmpuint (highest->value, ==, best);
  g_assert_cmpuint (highest->holders->len, >=, 1);
  for (guint i = 0; i < highest->holders->len; i++)
    {
      const TyrosRecordHolder *h = &g_array_index (highest->holders, TyrosRecordHolder, i);

      g_assert_cmpuint (h->play->players[h->player].total, ==, best);
    }
  g_assert_cmpuint (largest->value, ==, best_size);
  for (guint i = 0; i < largest->holders->len; i++)
    {
      const TyrosRecordHolder *h = &g_array_index (largest->holders, TyrosRecordHolder, i);

      g_assert_cmpint (h->player, ==, -1);
      g_assert_cmpuint (h->play->largest_size, ==, best_size);
      g_assert_true (h->empire == h->play->largest_empire);
    }
}

/* A record held 6 times by 4 people names each of them once, the most
 * often first, with how often; an empire that holds it in 3 plays is one
 * holder held 3 times, not "green, green, green" */
static void
test_record_holders_distinct (void)
{
  const char *names[] = { "Ben", "Dora", "Emil", "Frida" };
  const guint totals[] = { 40, 30, 20, 10 };
  /* the cities of each play's players: 9 is the record */
  const guint cities[][4] = { { 9, 2, 9, 1 }, { 1, 9, 2, 3 }, { 9, 9, 1, 2 }, { 3, 4, 1, 9 }, { 8, 1, 1, 1 } };
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
  g_autoptr(TyrosStats) stats = NULL;
  const TyrosRecord *most, *largest;
  const TyrosRecordHolderCount *count;

  for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
    {
      TyrosPlay *play = fake_play (names, totals, 4, 0);

      for (guint p = 0; p < 4; p++)
        play->players[p].cities = cities[i][p];
      play->largest_empire = i < 3 ? TYROS_EMPIRE_GREEN : TYROS_EMPIRE_VIOLET;
      play->largest_size = i < 3 ? 12 : 11;
      g_ptr_array_add (plays, play);
    }
  stats = tyros_stats_new ((TyrosPlay *const *) plays->pdata, plays->len);

  most = tyros_stats_get_record (stats, TYROS_RECORD_MOST_CITIES);
  g_assert_cmpuint (most->value, ==, 9);
  g_assert_cmpuint (most->holders->len, ==, 6);
  g_assert_cmpuint (most->distinct->len, ==, 4);
  /* Ben and Dora twice (Ben first in the plays' order), Emil and Frida once */
  count = &g_array_index (most->distinct, TyrosRecordHolderCount, 0);
  g_assert_cmpstr (count->name, ==, "Ben");
  g_assert_cmpuint (count->times, ==, 2);
  count = &g_array_index (most->distinct, TyrosRecordHolderCount, 1);
  g_assert_cmpstr (count->name, ==, "Dora");
  g_assert_cmpuint (count->times, ==, 2);
  count = &g_array_index (most->distinct, TyrosRecordHolderCount, 2);
  g_assert_cmpstr (count->name, ==, "Emil");
  g_assert_cmpuint (count->times, ==, 1);
  count = &g_array_index (most->distinct, TyrosRecordHolderCount, 3);
  g_assert_cmpstr (count->name, ==, "Frida");
  g_assert_cmpuint (count->times, ==, 1);

  largest = tyros_stats_get_record (stats, TYROS_RECORD_LARGEST_EMPIRE);
  g_assert_cmpuint (largest->holders->len, ==, 3);
  g_assert_cmpuint (largest->distinct->len, ==, 1);
  count = &g_array_index (largest->distinct, TyrosRecordHolderCount, 0);
  g_assert_null (count->name);
  g_assert_cmpint (count->empire, ==, TYROS_EMPIRE_GREEN);
  g_assert_cmpuint (count->times, ==, 3);
}

/* ---- the play record in the file ---- */

#define PLAYED_DOC(played) \
  "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", " \
  "\"players\": [{\"name\": \"Anna\"}, {\"name\": \"Ben\"}, {\"name\": \"Cleo\"}], " played \
  "\"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, " \
  "\"start_player\": 1}, \"moves\": []}"

/* Every key written reads back, and saving again writes the same bytes */
static void
test_played_roundtrip (void)
{
  const char *text = PLAYED_DOC ("\"played\": {\"started\": \"2026-11-26T19:04:00+01:00\", "
                                 "\"finished\": \"2026-11-26T21:10:00.250Z\", "
                                 "\"location\": \"Anna's kitchen, \\\"upstairs\\\" \\u00e9\", "
                                 "\"note\": \"first game with the Italian rules\"}, ");
  const char *want[] = { "2026-11-26T19:04:00+01:00", "2026-11-26T21:10:00.250Z",
                         "Anna's kitchen, \"upstairs\" \xc3\xa9", "first game with the Italian rules" };
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autoptr(TyrosGame) again = NULL;
  g_autofree char *out1 = NULL;
  g_autofree char *out2 = NULL;

  g_assert_no_error (error);
  for (TyrosPlayedKey k = 0; k < TYROS_N_PLAYED_KEYS; k++)
    g_assert_cmpstr (tyros_game_get_played (game, k), ==, want[k]);
  out1 = tyros_file_to_data (game, NULL);
  again = tyros_file_load_data (out1, strlen (out1), &error);
  g_assert_no_error (error);
  for (TyrosPlayedKey k = 0; k < TYROS_N_PLAYED_KEYS; k++)
    g_assert_cmpstr (tyros_game_get_played (again, k), ==, want[k]);
  out2 = tyros_file_to_data (again, NULL);
  g_assert_cmpstr (out1, ==, out2);
}

/* A file without "played" is saved without it; one key alone stays alone. */
static void
test_played_absent (void)
{
  const char *plain = PLAYED_DOC ("");
  const char *one = PLAYED_DOC ("\"played\": {\"note\": \"n\"}, ");
  g_autoptr(TyrosGame) game = tyros_file_load_data (plain, strlen (plain), NULL);
  g_autoptr(TyrosGame) single = tyros_file_load_data (one, strlen (one), NULL);
  g_autofree char *out = tyros_file_to_data (game, NULL);
  g_autofree char *out_one = tyros_file_to_data (single, NULL);

  g_assert_nonnull (game);
  for (TyrosPlayedKey k = 0; k < TYROS_N_PLAYED_KEYS; k++)
    g_assert_null (tyros_game_get_played (game, k));
  g_assert_null (strstr (out, "played"));
  g_assert_nonnull (strstr (out_one, "\"played\": {\"note\":\"n\"}"));
}

/* Bad values: a clear error at their place, and no game */
static void
test_played_bad (void)
{
  static const struct { const char *played; const char *place; } bads[] = {
    { "\"played\": {\"started\": \"2026-11-26T19:04:00\"}, ", "played.started" },     /* no offset */
    { "\"played\": {\"started\": \"2026-11-26\"}, ", "played.started" },
    { "\"played\": {\"started\": \"2026-W48-4T19:04:00+01:00\"}, ", "played.started" }, /* ISO 8601, not RFC 3339 */
    { "\"played\": {\"finished\": \"20261126T190400Z\"}, ", "played.finished" },
    { "\"played\": {\"finished\": \"2026-13-26T19:04:00+01:00\"}, ", "played.finished" },
    { "\"played\": {\"finished\": \"2026-02-30T19:04:00+01:00\"}, ", "played.finished" },
    { "\"played\": {\"started\": \"2026-11-26T19:04:00+01:00 \"}, ", "played.started" },
    { "\"played\": {\"started\": 5}, ", "played.started" },
    { "\"played\": {\"location\": \"\"}, ", "played.location" },
    { "\"played\": {\"note\": \"a\\u0007b\"}, ", "played.note" },
    { "\"played\": {\"note\": \"two\\nlines\"}, ", "played.note" },
    { "\"played\": {\"weather\": \"rain\"}, ", "weather" },
    { "\"played\": \"yesterday\", ", "played" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bads); i++)
    {
      g_autofree char *text = g_strdup_printf (PLAYED_DOC ("%s"), bads[i].played);
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);

      g_assert_null (game);
      g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT);
      if (strstr (error->message, bads[i].place) == NULL)
        g_error ("%s: \"%s\" does not name %s", bads[i].played, error->message, bads[i].place);
    }
}

/* ---- export ---- */

/* RFC 4180: a field with a comma or a quote is quoted, quotes doubled; one
 * row per player, CRLF line ends, the header first. */
static void
test_csv (void)
{
  const char *names[] = { "Anna \"the Red\", Jr.", "Ben", "Cleo" };
  const guint totals[] = { 40, 30, 20 };
  g_autoptr(TyrosPlay) play = fake_play (names, totals, 3, 1);
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;

  play->file = g_strdup ("a,b.tyros");
  play->location = g_strdup ("Anna's kitchen");
  play->started = g_strdup ("2026-11-26T19:04:00+01:00");
  csv = tyros_export_csv (&play, 1);
  g_assert_true (g_str_has_suffix (csv, "\r\n"));
  lines = g_strsplit (csv, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);   /* header, 3 rows, "" after the last */
  g_assert_true (g_str_has_prefix (lines[0], "file,started,finished,edition,players,player,seat,total,rank,winner"));
  g_assert_cmpstr (lines[1], ==,
                   "\"a,b.tyros\",2026-11-26T19:04:00+01:00,,kosmos,3,\"Anna \"\"the Red\"\", Jr.\",3,40,1,1,,Anna's kitchen,,"
                   "2026-11-26");
  g_assert_cmpstr (lines[2], ==, "\"a,b.tyros\",2026-11-26T19:04:00+01:00,,kosmos,3,Ben,1,30,2,0,,Anna's kitchen,,2026-11-26");
  g_assert_cmpstr (lines[4], ==, "");
}

/* BG Stats: every player has startPlayer (BG Stats refuses one without),
 * true for the start player only; score, rank and winner as the play;
 * the date and length from the play record. */
static void
test_bgstats (void)
{
  g_autoptr(TyrosGame) game = tu_load_game ("game-4p.tyros");
  g_autoptr(TyrosPlay) play = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *link = NULL;
  JsonObject *object, *game_object;
  JsonArray *players;
  int start = tyros_game_get_setup (game)->start_player;

  tyros_game_set_played (game, TYROS_PLAYED_STARTED, "2026-11-26T19:04:00+01:00", NULL);
  tyros_game_set_played (game, TYROS_PLAYED_FINISHED, "2026-11-26T21:10:30+01:00", NULL);
  tyros_game_set_played (game, TYROS_PLAYED_NOTE, "close", NULL);
  play = tyros_play_new (game, "game-4p.tyros");
  node = tyros_export_bgstats_play (play);
  object = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (object, "playDate"), ==, "2026-11-26 19:04:00");
  g_assert_cmpint (json_object_get_int_member (object, "durationMin"), ==, 126);
  g_assert_cmpstr (json_object_get_string_member (object, "comments"), ==, "close");
  g_assert_cmpstr (json_object_get_string_member (object, "sourceName"), ==, "Tyros Companion");
  game_object = json_object_get_object_member (object, "game");
  g_assert_cmpstr (json_object_get_string_member (game_object, "name"), ==, "Tyros");
  g_assert_true (json_object_get_boolean_member (game_object, "highestWins"));
  g_assert_false (json_object_get_boolean_member (game_object, "noPoints"));
  players = json_object_get_array_member (object, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  for (guint p = 0; p < 4; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      g_assert_true (json_object_has_member (player, "startPlayer"));
      g_assert_cmpint (json_object_get_boolean_member (player, "startPlayer"), ==, (int) p == start);
      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, tyros_game_get_player_name (game, (int) p));
      g_assert_cmpint (json_object_get_int_member (player, "score"), ==, play->players[p].total);
      g_assert_cmpint (json_object_get_int_member (player, "rank"), ==, play->players[p].rank);
      g_assert_cmpint (json_object_get_boolean_member (player, "winner"), ==, play->players[p].winner);
    }
  link = tyros_export_bgstats_link (play);
  g_assert_true (g_str_has_prefix (link, "https://app.bgstatsapp.com/createPlay.html?data=%7B"));
  g_assert_null (strpbrk (link + strlen ("https://app.bgstatsapp.com/createPlay.html?data="), " \"{}"));
}

/* A finished board has no start player, yet each player says startPlayer */
static void
test_bgstats_board (void)
{
  g_autoptr(TyrosPlay) play = play_of ("position-board-a.tyros");
  g_autofree char *text = tyros_export_bgstats (&play, 1);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *plays, *players;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  plays = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "plays");
  g_assert_cmpuint (json_array_get_length (plays), ==, 1);
  players = json_object_get_array_member (json_array_get_object_element (plays, 0), "players");
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      g_assert_true (json_object_has_member (player, "startPlayer"));
      g_assert_false (json_object_get_boolean_member (player, "startPlayer"));
    }
  g_assert_false (json_object_has_member (json_array_get_object_element (plays, 0), "playDate"));
}

static void
assert_same_play (const TyrosPlay *a,
                  const TyrosPlay *b)
{
  g_assert_true (a->edition == b->edition);
  g_assert_cmpuint (a->n_players, ==, b->n_players);
  g_assert_cmpstr (a->started, ==, b->started);
  g_assert_cmpstr (a->finished, ==, b->finished);
  g_assert_cmpstr (a->location, ==, b->location);
  g_assert_cmpstr (a->note, ==, b->note);
  g_assert_cmpint (a->largest_empire, ==, b->largest_empire);
  g_assert_cmpuint (a->largest_size, ==, b->largest_size);
  for (guint p = 0; p < a->n_players; p++)
    {
      g_assert_cmpstr (a->players[p].name, ==, b->players[p].name);
      g_assert_cmpint (a->players[p].player, ==, b->players[p].player);
      g_assert_cmpint (a->players[p].seat, ==, b->players[p].seat);
      g_assert_cmpstr (a->players[p].colour, ==, b->players[p].colour);
      g_assert_cmpuint (a->players[p].total, ==, b->players[p].total);
      g_assert_cmpuint (a->players[p].rank, ==, b->players[p].rank);
      g_assert_cmpint (a->players[p].winner, ==, b->players[p].winner);
      g_assert_cmpuint (a->players[p].cities, ==, b->players[p].cities);
    }
}

/* A play stored (the records' cache) reads back the same, every value. */
static void
test_stored_play_roundtrip (void)
{
  static const char *const names[] = { "game-3p.tyros", "game-italian.tyros", "position-played.tyros",
                                       "position-shared-win.tyros" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(TyrosPlay) play = play_of (names[i]);
      g_autoptr(JsonNode) node = tyros_play_to_json (play);
      g_autoptr(TyrosPlay) back = tyros_play_new_from_json (node, "x.tyros", NULL);

      g_assert_nonnull (back);
      g_assert_cmpstr (back->file, ==, "x.tyros");
      assert_same_play (play, back);
    }
}

/* A play's copy has every value and shares no string with it: renaming a
 * player of the one leaves the other as it was (the Records page counts
 * copies in a worker thread while the people are renamed). */
static void
test_play_copy (void)
{
  g_autoptr(TyrosPlay) play = play_of ("game-4p.tyros");
  g_autoptr(TyrosPlay) copy = tyros_play_copy (play);
  g_autofree char *first = g_strdup (play->players[0].name);

  assert_same_play (play, copy);
  g_assert_cmpint (copy->file_time, ==, play->file_time);
  g_assert_cmpstr (copy->file, ==, play->file);
  g_assert_true (copy->file != play->file);
  for (guint p = 0; p < play->n_players; p++)
    g_assert_true (copy->players[p].name != play->players[p].name);
  g_free (play->players[0].name);
  play->players[0].name = g_strdup ("Someone Else");
  g_assert_cmpstr (copy->players[0].name, ==, first);
  g_clear_pointer (&play, tyros_play_unref);
  g_assert_cmpstr (copy->players[0].name, ==, first);
}

/* A stored play that is not whole, or could not be, is refused. */
static void
test_stored_play_bad (void)
{
  static const char *const bad[] = {
    "[]",
    "{\"edition\": \"kosmos\"}",
    "{\"edition\": \"chess\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": []}",
    /* two players */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1}]}",
    /* a winner ranked second */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    /* two in one seat */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 0, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    /* a name not a string */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": 1, \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    /* Mallory wins with more points than the average's arithmetic survives
     * (it showed 429496728.6) */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"Mallory\", \"seat\": 0, \"total\": 2147483647, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    /* more cities than the board has fields */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 99},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    /* a name a game file cannot hold: an escape, an invisible character */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\\u001b[31m\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\\u200bA\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    /* one name twice */
    "{\"edition\": \"kosmos\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"A\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    /* a start that is not RFC 3339, a note with a line break */
    "{\"edition\": \"kosmos\", \"started\": \"yesterday\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
    "{\"edition\": \"kosmos\", \"note\": \"a\\nb\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}",
  };
  static const char *good =
    "{\"edition\": \"kosmos\", \"started\": \"2026-03-15T19:04:00+01:00\", \"largest_empire\": 0, \"largest_size\": 3, \"players\": ["
    "{\"name\": \"A\", \"seat\": 0, \"total\": 5, \"rank\": 1, \"winner\": true, \"cities\": 1},"
    "{\"name\": \"B\", \"seat\": 1, \"total\": 4, \"rank\": 2, \"winner\": false, \"cities\": 1},"
    "{\"name\": \"C\", \"seat\": 2, \"total\": 3, \"rank\": 3, \"winner\": false, \"cities\": 1}]}";
  g_autoptr(JsonNode) node = json_from_string (good, NULL);
  g_autoptr(TyrosPlay) play = tyros_play_new_from_json (node, NULL, NULL);

  /* the same, whole: taken (so that the refusals below are for what they change) */
  g_assert_nonnull (play);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) bad_node = json_from_string (bad[i], NULL);
      g_autoptr(GError) error = NULL;

      g_test_message ("bad: %u", i);
      g_assert_nonnull (bad_node);
      g_assert_null (tyros_play_new_from_json (bad_node, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    }
}

int
main (int argc, char **argv)
{
  static const char *const finished[] = {
    "game-3p.tyros", "game-4p.tyros", "game-italian.tyros", "position-board-a.tyros",
    "position-italian-16.tyros", "position-tied-majority.tyros", "position-tie-largest-empire.tyros",
    "position-shared-win.tyros",
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (finished); i++)
    {
      g_autofree char *path = g_strdup_printf ("/stats/play/%s", finished[i]);
      g_test_add_data_func (path, finished[i], test_play_results);
    }
  g_test_add_func ("/stats/play/unfinished", test_unfinished_no_play);
  g_test_add_func ("/stats/ranks-f7", test_ranks_f7);
  g_test_add_func ("/stats/average-rounding", test_average_rounding);
  g_test_add_func ("/stats/win-rate-rounding", test_win_rate_rounding);
  g_test_add_func ("/stats/people-order", test_people_order);
  g_test_add_func ("/stats/head-to-head-and-records", test_head_to_head_and_records);
  g_test_add_func ("/stats/record-holders-distinct", test_record_holders_distinct);
  g_test_add_func ("/stats/stored-play/roundtrip", test_stored_play_roundtrip);
  g_test_add_func ("/stats/stored-play/bad", test_stored_play_bad);
  g_test_add_func ("/stats/play/copy", test_play_copy);
  g_test_add_func ("/played/roundtrip", test_played_roundtrip);
  g_test_add_func ("/played/absent", test_played_absent);
  g_test_add_func ("/played/bad", test_played_bad);
  g_test_add_func ("/export/csv", test_csv);
  g_test_add_func ("/export/bgstats", test_bgstats);
  g_test_add_func ("/export/bgstats-board", test_bgstats_board);
  return g_test_run ();
}
