/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-score.c: finished boards scored by hand (F1-F7)
 *
 * Every expected number below was worked out from docs/rules.md F1-F7 by
 * hand; the arithmetic is in the comment of each board. Points:
 *   kosmos  city 12/10/9/8, ship 6/5/4/3 by empire rank; tie-break O>Y>G>V
 *   italian city 12/10/9/7, ship 8/6/5/4;                 tie-break G>O>V>Y
 *   majority (F3) 7, first city in all four empires (B6) 7.
 * ASSUMPTION (italian, F1/F5): Tyros is scored by "most ships" and F1 does not
 * clear it (otherwise "most ships" could never matter).
 */
#define G_LOG_DOMAIN "tyros-test-score"

#include "test-util.h"

#include <stdlib.h>
#include <string.h>

#define O TYROS_EMPIRE_ORANGE
#define Y TYROS_EMPIRE_YELLOW
#define G TYROS_EMPIRE_GREEN
#define V TYROS_EMPIRE_VIOLET
#define T TYROS_FIELD_TYROS
#define W16 TYROS_COAST_16W
#define E16 TYROS_COAST_16E

typedef struct {
  const char *name;
  const char *edition;
  guint       n_players;
  /* empires: fields by colour, space separated */
  const char *empires[4];
  const char *cities;           /* "8:0 22:1" */
  const char *ships;            /* "3:0 2:1 2:2 T:0 T:0" one entry per ship */
  int         first_all_four;
  /* expected */
  TyrosEmpire ranking[4];
  guint       sizes[4];         /* in rank order */
  guint       totals[4];
  int         winners[4];       /* -1 terminated */
  gboolean    by_tiebreak;
  /* optional: points of player x in empire e (control + majority) */
  struct { int player; TyrosEmpire empire; guint points; } empire_points[4];
} Board;

static const Board boards[] = {
  /* A, kosmos. O: 7 8 3 2 (4); Y: 13 12 14 (3); G: 23 22 18 24 19 (5);
   * V: 26 27 31 T (4). Ranks: G 1st; O and V tie at 4 -> O 2nd, V 3rd; Y 4th.
   * F1: 2 (p1+p2) and T (p0,p1,p2) cleared. F2: 22 cleared.
   * O (10/5): 8 city p0 10, 3 ship p0 5                       p0 15
   * Y (8/3):  13 city p2 8, 12 ship p2 3                      p2 11
   * G (12/6): 23 p1 12, 22 p1 12, 18 p2 12, 24 ship p2 6, 19 ship p0 6
   *                                                    p1 24, p2 18, p0 6
   * V (9/4):  26 city p0 9, 27 ship p1 4                p0 9, p1 4
   * F3: O p0 (1 city), Y p2, G p1 (2 vs 1), V p0: 7 each.
   * p0 15+6+9+7+7 = 44; p1 24+4+7 = 35; p2 11+18+7 = 36. */
  { "A-kosmos", "kosmos", 3, { "7 8 3 2", "13 12 14", "23 22 18 24 19", "26 27 31 T" },
    "8:0 26:0 22:1 23:1 13:2 18:2", "3:0 2:1 2:2 24:2 24:2 19:0 27:1 T:0 T:0 T:1 T:1 T:2 T:2 12:2 22:1", -1,
    { G, O, V, Y }, { 5, 4, 4, 3 }, { 44, 35, 36 }, { 0, -1 }, FALSE,
    { { 0, O, 22 }, { 0, G, 6 }, { 1, G, 31 }, { 2, Y, 18 } } },
  /* A, italian (same board; italian order G>O>V>Y also puts O before V).
   * O (10/6): 8 p0 10, 3 ship p0 6                      p0 16
   * Y (7/4):  13 p2 7, 12 ship p2 4                     p2 11
   * G (12/8): 23 p1 12, 22 p1 12, 18 p2 12, 24 p2 8, 19 p0 8
   * V (9/5):  26 p0 9, 27 ship p1 5, T: 2-2-2 tie -> nobody
   * p0 16+8+9+7+7 = 47; p1 24+5+7 = 36; p2 11+20+7 = 38. */
  { "A-italian", "italian", 3, { "7 8 3 2", "13 12 14", "23 22 18 24 19", "26 27 31 T" },
    "8:0 26:0 22:1 23:1 13:2 18:2", "3:0 2:1 2:2 24:2 24:2 19:0 27:1 T:0 T:0 T:1 T:1 T:2 T:2 12:2 22:1", -1,
    { G, O, V, Y }, { 5, 4, 4, 3 }, { 47, 36, 38 }, { 0, -1 }, FALSE,
    { { 0, O, 23 }, { 2, G, 20 } } },
  /* A', kosmos: as A but p0 has cities on 14 (Y) and 19 (G) instead of the
   * ship on 19, and the B6 bonus.
   * O: p0 10+5 = 15, +7 majority. Y (8/3): 14 city p0 8, 13 p2 8, 12 p2 3;
   * majority tie p0/p2 -> none. G (12/6): 23 p1 12, 22 p1 12, 18 p2 12,
   * 19 p0 12, 24 p2 6; majority p1 (2). V (9/4): 26 p0 9 +7, 27 p1 4.
   * p0 22+8+12+16+7(B6) = 65; p1 24+7+4 = 35; p2 11+18 = 29. */
  { "all-four-bonus", "kosmos", 3, { "7 8 3 2", "13 12 14", "23 22 18 24 19", "26 27 31 T" },
    "8:0 26:0 14:0 19:0 22:1 23:1 13:2 18:2", "3:0 2:1 2:2 24:2 24:2 27:1 T:0 T:0 T:1 T:1 T:2 T:2 12:2", 0,
    { G, O, V, Y }, { 5, 4, 4, 3 }, { 65, 35, 29 }, { 0, -1 }, FALSE,
    { { 0, Y, 8 }, { 2, Y, 11 } } },
  /* B, all four empires size 3: O 7 8 3, Y 13 12 14, G 23 22 24, V 26 27 25.
   * kosmos ranks O Y G V. O (12/6): 8 p0 12, 3 ship p1 6. Y (10/5): 13 p0 10,
   * 14 ships p2 5. G (9/4): 22 p1 9, 24 ship p0 4. V (8/3): 27 p2 8,
   * 25 ship p1 3. Majorities: O p0, Y p0, G p1, V p2.
   * p0 12+10+4+14 = 40; p1 6+9+3+7 = 25; p2 5+8+7 = 20. */
  { "tied-sizes-kosmos", "kosmos", 3, { "7 8 3", "13 12 14", "23 22 24", "26 27 25" },
    "8:0 13:0 22:1 27:2", "3:1 14:2 14:2 24:0 25:1", -1,
    { O, Y, G, V }, { 3, 3, 3, 3 }, { 40, 25, 20 }, { 0, -1 }, FALSE, { { 0, O, 19 } } },
  /* B, italian ranks G O V Y. G (12/8): 22 p1 12, 24 ship p0 8. O (10/6):
   * 8 p0 10, 3 ship p1 6. V (9/5): 27 p2 9, 25 ship p1 5. Y (7/4): 13 p0 7,
   * 14 ships p2 4. Majorities as above.
   * p0 8+10+7+14 = 39; p1 12+6+5+7 = 30; p2 9+4+7 = 20. */
  { "tied-sizes-italian", "italian", 3, { "7 8 3", "13 12 14", "23 22 24", "26 27 25" },
    "8:0 13:0 22:1 27:2", "3:1 14:2 14:2 24:0 25:1", -1,
    { G, O, V, Y }, { 3, 3, 3, 3 }, { 39, 30, 20 }, { 0, -1 }, FALSE, { { 1, G, 19 } } },
  /* C, tied majority: O 7 8 3 2 1 (5), Y 13 (1), G 23 22 (2), V 26 27 25 (3).
   * Ranks O V G Y. O cities p0 8 1, p1 3 2, p2 7: 2-2-1, no bonus.
   * O (12): p0 24, p1 24, p2 12. V (ship 5): 26 ship p0 5. G (9/4): 23 city
   * p2 9 (+7 majority), 22 ships p1 4. Y: nobody.
   * p0 24+5 = 29; p1 24+4 = 28; p2 12+9+7 = 28. */
  { "tied-majority", "kosmos", 3, { "7 8 3 2 1", "13", "23 22", "26 27 25" },
    "8:0 1:0 3:1 2:1 7:2 23:2", "26:0 22:1 22:1", -1,
    { O, V, G, Y }, { 5, 3, 2, 1 }, { 29, 28, 28 }, { 0, -1 }, FALSE,
    { { 0, O, 24 }, { 1, O, 24 }, { 2, O, 12 }, { 2, G, 16 } } },
  /* D, tied winner decided by the largest empire: O 7 8 3 2 (4), G 23 22 24 (3),
   * Y 13 12 (2), V 26 (1). Ranks O G Y V.
   * p0: 8 city O 12, 2 ship O 6, majority O 7 = 25.
   * p1: 22 city G 10, 24 ship G 5, majority G 7, 26 ship V 3 = 25.
   * p2: 12 ship Y 4.  Tie 25-25; in orange p0 25, p1 0: p0 wins. */
  { "tie-largest-empire", "kosmos", 3, { "7 8 3 2", "13 12", "23 22 24", "26" },
    "8:0 22:1", "2:0 24:1 26:1 12:2", -1,
    { O, G, Y, V }, { 4, 3, 2, 1 }, { 25, 25, 4 }, { 0, -1 }, TRUE, { { 0, O, 25 }, { 1, O, 0 } } },
  /* E, shared win: O 7 8 3 (3), G 23 22 (2), Y 13 (1), V 26 (1): ranks O G Y V
   * (Y before V on the tie). p0: 8 city O 12, 23 ship G 5 = 17. p1: 3 city
   * O 12, 22 ship G 5 = 17. Orange majority 1-1: none. p2: 13 ship Y 4.
   * Tie 17-17, in orange 12-12: shared. */
  { "shared-win", "kosmos", 3, { "7 8 3", "13", "23 22", "26" },
    "8:0 3:1", "23:0 22:1 13:2", -1,
    { O, G, Y, V }, { 3, 2, 1, 1 }, { 17, 17, 4 }, { 0, 1, -1 }, FALSE, { { 0, O, 12 } } },
  /* F, Tyros with several ships: V 26 27 31 T (4), O 7, Y 13, G 23 (1 each).
   * T: p0 2 ships, p1 1 ship, no city. 27 city p1, 31 ship p2, 26 ship p0.
   * kosmos ranks V O Y G: F1 clears T. V (12/6): 27 p1 12 +7, 31 p2 6,
   * 26 p0 6. p0 6; p1 19; p2 6. */
  { "tyros-ships-kosmos", "kosmos", 3, { "7", "13", "23", "26 27 31 T" },
    "27:1", "T:0 T:0 T:1 31:2 26:0", -1,
    { V, O, Y, G }, { 4, 1, 1, 1 }, { 6, 19, 6 }, { 1, -1 }, FALSE, { { 0, V, 6 } } },
  /* F, italian ranks V G O Y: T to the most ships, p0 (2 vs 1): V ship 8.
   * p0 8 (26) + 8 (T) = 16; p1 12+7 = 19; p2 8. */
  { "tyros-ships-italian", "italian", 3, { "7", "13", "23", "26 27 31 T" },
    "27:1", "T:0 T:0 T:1 31:2 26:0", -1,
    { V, G, O, Y }, { 4, 1, 1, 1 }, { 16, 19, 8 }, { 1, -1 }, FALSE, { { 0, V, 16 } } },
  /* F', italian, T tied 2-2 (p0, p2) and p1 3 ... p1 has most: T to p1.
   * p0 8 (26); p1 12+7+8 = 27; p2 8 (31). */
  { "tyros-most-ships-italian", "italian", 4, { "7", "13", "23", "26 27 31 T" },
    "27:1", "T:0 T:0 T:1 T:1 T:1 T:2 T:2 T:3 31:2 26:0", -1,
    { V, G, O, Y }, { 4, 1, 1, 1 }, { 8, 27, 8, 0 }, { 1, -1 }, FALSE, { { 1, V, 27 } } },
  /* F'', italian, T tied 2-2: nobody controls it. p0 8; p1 19; p2 8. */
  { "tyros-tie-italian", "italian", 3, { "7", "13", "23", "26 27 31 T" },
    "27:1", "T:0 T:0 T:2 T:2 31:2 26:0", -1,
    { V, G, O, Y }, { 4, 1, 1, 1 }, { 8, 19, 8 }, { 1, -1 }, FALSE, { { 0, V, 8 } } },
  /* F''', kosmos, T held by p0 alone (2 ships): ship control like any field:
   * p0 6 (26) + 6 (T) = 12; p1 19; p2 6. */
  { "tyros-alone-kosmos", "kosmos", 3, { "7", "13", "23", "26 27 31 T" },
    "27:1", "T:0 T:0 31:2 26:0", -1,
    { V, O, Y, G }, { 4, 1, 1, 1 }, { 12, 19, 6 }, { 1, -1 }, FALSE, { { 0, V, 12 } } },
  /* G, field 16 with ships of two players on its two coasts: F1 clears it.
   * O 7 11 16 15 6 (5), Y 13, G 23, V 26: ranks O Y G V. O (12/6): 11 city
   * p1 12 +7, 15 ship p2 6, 16: 16w p0 + 16e p1 -> cleared.
   * p0 0; p1 19; p2 6. */
  { "field16-two-players", "kosmos", 3, { "7 11 16 15 6", "13", "23", "26" },
    "11:1", "16w:0 16e:1 15:2", -1,
    { O, Y, G, V }, { 5, 1, 1, 1 }, { 0, 19, 6 }, { 1, -1 }, FALSE, { { 0, O, 0 } } },
  /* G', p0 on both coasts of 16: one field, one ship control: O ship 6.
   * p0 6; p1 19; p2 6. p0 and p2 do not tie for the win. */
  { "field16-one-player", "kosmos", 3, { "7 11 16 15 6", "13", "23", "26" },
    "11:1", "16w:0 16e:0 15:2", -1,
    { O, Y, G, V }, { 5, 1, 1, 1 }, { 6, 19, 6 }, { 1, -1 }, FALSE, { { 0, O, 6 } } },
};

static void
fill_state (TyrosState *s, const Board *b)
{
  const TyrosEdition *ed = tyros_edition_lookup (b->edition);
  g_auto(GStrv) cities = NULL;
  g_auto(GStrv) ships = NULL;

  g_assert_nonnull (ed);
  memset (s, 0, sizeof *s);
  tyros_state_init_empty (s, ed, b->n_players);
  for (TyrosEmpire e = O; e <= V; e++)
    {
      g_auto(GStrv) fields = g_strsplit (b->empires[e], " ", -1);

      for (guint i = 0; fields[i] != NULL; i++)
        s->empire[tu_field (fields[i])] = e;
    }
  cities = g_strsplit (b->cities, " ", -1);
  for (guint i = 0; cities[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (cities[i], ":", 2);
      s->city[tu_field (kv[0])] = atoi (kv[1]);
    }
  ships = g_strsplit (b->ships, " ", -1);
  for (guint i = 0; ships[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (ships[i], ":", 2);
      s->ships[tu_coast (kv[0])][atoi (kv[1])]++;
    }
  s->first_all_four = b->first_all_four;
  s->phase = TYROS_PHASE_OVER;
}

static void
test_board (gconstpointer data)
{
  const Board *b = data;
  g_autoptr(TyrosScore) score = NULL;
  TyrosState s, before;
  guint n_winners = 0;

  fill_state (&s, b);
  before = s;
  score = tyros_score_compute (&s, NULL);
  g_assert_true (memcmp (&before, &s, sizeof s) == 0); /* scoring leaves the board */
  g_assert_cmpuint (score->n_players, ==, b->n_players);

  for (guint r = 0; r < 4; r++)
    {
      if (score->ranking[r].empire != b->ranking[r])
        g_error ("%s: rank %u: expected %s, got %s", b->name, r + 1,
                 tyros_empire_to_string (b->ranking[r]), tyros_empire_to_string (score->ranking[r].empire));
      g_assert_cmpuint (score->ranking[r].size, ==, b->sizes[r]);
      g_assert_cmpuint (score->ranking[r].rank, ==, r + 1);
      g_assert_cmpuint (tyros_score_empire_rank (score, b->ranking[r]), ==, r + 1);
      /* tie_broken: another empire had the same size */
      g_assert_cmpint (score->ranking[r].tie_broken, ==,
                       (r > 0 && b->sizes[r - 1] == b->sizes[r]) || (r < 3 && b->sizes[r + 1] == b->sizes[r]));
    }
  for (guint p = 0; p < b->n_players; p++)
    {
      const TyrosPlayerScore *ps = &score->players[p];
      guint sum = ps->all_four_bonus;

      for (int e = 0; e < 4; e++)
        sum += ps->city_points[e] + ps->ship_points[e] + ps->majority[e];
      if (ps->total != b->totals[p])
        g_error ("%s: player %u: expected %u points, got %u", b->name, p, b->totals[p], ps->total);
      g_assert_cmpuint (sum, ==, ps->total);  /* F6 */
      g_assert_cmpuint (ps->all_four_bonus, ==, (int) p == b->first_all_four ? 7 : 0);
    }
  for (guint i = 0; b->winners[i] >= 0; i++)
    n_winners++;
  g_assert_cmpuint (score->n_winners, ==, n_winners);
  for (guint i = 0; i < n_winners; i++)
    g_assert_cmpint (score->winners[i], ==, b->winners[i]);
  g_assert_cmpint (score->winner_by_tiebreak, ==, b->by_tiebreak);
  for (guint i = 0; i < G_N_ELEMENTS (b->empire_points); i++)
    {
      if (b->empire_points[i].points == 0 && b->empire_points[i].player == 0 && b->empire_points[i].empire == 0)
        continue;
      g_assert_cmpuint (tyros_score_player_empire_points (score, b->empire_points[i].player,
                                                          b->empire_points[i].empire),
                        ==, b->empire_points[i].points);
    }
  g_assert_nonnull (score->explanation);
  g_assert_cmpuint (score->explanation->len, >, 0);
}

/* Field-level details: who scores what on a few fields of board A and the
 * field-16 boards. */
static void
test_fields_a (void)
{
  g_autoptr(TyrosScore) score = NULL;
  TyrosState s;

  fill_state (&s, &boards[0]);
  score = tyros_score_compute (&s, NULL);
  g_assert_cmpint (score->fields[8].kind, ==, TYROS_CONTROL_CITY);
  g_assert_cmpint (score->fields[8].player, ==, 0);
  g_assert_cmpuint (score->fields[8].points, ==, 10);
  g_assert_cmpint (score->fields[3].kind, ==, TYROS_CONTROL_SHIPS);
  g_assert_cmpuint (score->fields[3].points, ==, 5);
  g_assert_cmpint (score->fields[2].kind, ==, TYROS_CONTROL_NONE);   /* F1 */
  g_assert_cmpint (score->fields[2].player, ==, -1);
  g_assert_cmpuint (score->fields[2].ships_removed, ==, 2);
  g_assert_cmpuint (score->fields[22].ships_removed, ==, 1);         /* F2 */
  g_assert_cmpint (score->fields[22].kind, ==, TYROS_CONTROL_CITY);
  g_assert_cmpuint (score->fields[T].ships_removed, ==, 6);          /* F1 in Tyros */
  g_assert_cmpint (score->fields[T].kind, ==, TYROS_CONTROL_NONE);
  g_assert_cmpint (score->fields[T].empire, ==, V);
  g_assert_cmpint (score->fields[14].kind, ==, TYROS_CONTROL_NONE);  /* empty */
  g_assert_cmpint (score->fields[24].player, ==, 2);
  g_assert_cmpuint (score->fields[24].points, ==, 6);
  g_assert_cmpuint (score->players[0].majority[O], ==, 7);
  g_assert_cmpuint (score->players[1].majority[G], ==, 7);
  g_assert_cmpuint (score->players[2].majority[G], ==, 0);
}

static void
test_fields_16 (void)
{
  g_autoptr(TyrosScore) two = NULL;
  g_autoptr(TyrosScore) one = NULL;
  TyrosState s;

  fill_state (&s, &boards[13]);
  g_assert_cmpstr (boards[13].name, ==, "field16-two-players");
  two = tyros_score_compute (&s, NULL);
  g_assert_cmpint (two->fields[16].kind, ==, TYROS_CONTROL_NONE);
  g_assert_cmpuint (two->fields[16].ships_removed, ==, 2);
  fill_state (&s, &boards[14]);
  one = tyros_score_compute (&s, NULL);
  g_assert_cmpint (one->fields[16].kind, ==, TYROS_CONTROL_SHIPS);
  g_assert_cmpint (one->fields[16].player, ==, 0);
  g_assert_cmpuint (one->fields[16].points, ==, 6);
  g_assert_cmpuint (one->fields[16].ships_removed, ==, 0);
}

/* The text sheet names the players it is given. */
static void
test_text (void)
{
  const char *names[] = { "Anna", "Ben", "Cleo", NULL };
  g_autoptr(TyrosScore) score = NULL;
  g_autofree char *text = NULL;
  TyrosState s;

  fill_state (&s, &boards[0]);
  score = tyros_score_compute (&s, names);
  text = tyros_score_to_text (score, names);
  g_assert_nonnull (strstr (text, "Anna"));
  g_assert_nonnull (strstr (text, "Cleo"));
  g_assert_nonnull (strstr (text, "44"));
}

/* An empty board: nobody scores, everyone shares the win (F7). */
static void
test_empty (void)
{
  g_autoptr(TyrosScore) score = NULL;
  TyrosState s;

  tyros_state_init_empty (&s, tyros_edition_kosmos (), 4);
  score = tyros_score_compute (&s, NULL);
  for (int p = 0; p < 4; p++)
    g_assert_cmpuint (score->players[p].total, ==, 0);
  g_assert_cmpuint (score->n_winners, ==, 4);
  /* all sizes 0: the tie-break order */
  g_assert_cmpint (score->ranking[0].empire, ==, O);
  g_assert_cmpint (score->ranking[3].empire, ==, V);
}

static gboolean
explains (const TyrosScore *score,
          const char       *line)
{
  for (guint i = 0; i < score->explanation->len; i++)
    if (g_str_equal (g_ptr_array_index (score->explanation, i), line))
      return TRUE;
  return FALSE;
}

/* F7 under the Italian rules: a tie for the win says that the tie-break is
 * borrowed from the Kosmos rulebook; no tie, or Kosmos rules, say nothing. */
static void
test_italian_tiebreak_named (void)
{
  static const struct { const char *board; const char *edition; gboolean named; } cases[] = {
    { "shared-win", "italian", TRUE },
    { "tie-largest-empire", "italian", TRUE },
    { "shared-win", "kosmos", FALSE },
    { "tie-largest-empire", "kosmos", FALSE },
    { "A-italian", "italian", FALSE },
  };
  const char *line = "F7: the Italian rulebook gives no tie-break; the Kosmos one was used";

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
      {
        g_autoptr(TyrosScore) score = NULL;
        Board board = boards[b];
        TyrosState s;

        if (!g_str_equal (board.name, cases[i].board))
          continue;
        board.edition = cases[i].edition;
        fill_state (&s, &board);
        score = tyros_score_compute (&s, NULL);
        g_assert_cmpint (explains (score, line), ==, cases[i].named);
      }
}

/* F1, F2 name the fields cleared as players do: Tyros by its name, not "T". */
static void
test_cleared_fields_in_words (void)
{
  g_autoptr(TyrosScore) score = NULL;
  TyrosState s;

  fill_state (&s, &boards[0]);   /* A-kosmos: 2 and T shared, 22 a city with ships */
  score = tyros_score_compute (&s, NULL);
  g_assert_true (explains (score, "F1: ships of two players taken off 2, Tyros"));
  g_assert_true (explains (score, "F2: ships taken off the city fields 22"));
}

/* Issue 34: the points alone (the story scores every position) are the
 * score sheet's, position by position, with no words written for them. */
static void
test_points_alone (gconstpointer data)
{
  g_autoptr(TyrosGame) game = tu_load_game (data);

  for (guint k = 0; k <= tyros_game_get_n_played (game); k++)
    {
      const TyrosState *state = tyros_game_get_state_at (game, k);
      g_autoptr(TyrosScore) full = tyros_score_compute (state, NULL);
      g_autoptr(TyrosScore) points = tyros_score_compute_points (state);

      g_assert_cmpuint (points->explanation->len, ==, 0);
      g_assert_cmpuint (full->explanation->len, >, 0);
      g_assert_cmpmem (points->players, sizeof points->players, full->players, sizeof full->players);
      g_assert_cmpmem (points->ranking, sizeof points->ranking, full->ranking, sizeof full->ranking);
      g_assert_cmpmem (points->fields, sizeof points->fields, full->fields, sizeof full->fields);
      g_assert_cmpmem (points->winners, sizeof points->winners, full->winners, sizeof full->winners);
      g_assert_cmpuint (points->n_winners, ==, full->n_winners);
      g_assert_cmpint (points->winner_by_tiebreak, ==, full->winner_by_tiebreak);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autofree char *path = g_strdup_printf ("/score/board/%s", boards[i].name);
      tu_add_isolated (path, &boards[i], test_board);
    }
  g_test_add_func ("/score/fields/board-a", test_fields_a);
  g_test_add_func ("/score/fields/16", test_fields_16);
  g_test_add_func ("/score/text", test_text);
  g_test_add_func ("/score/empty", test_empty);
  g_test_add_func ("/score/italian-tiebreak-named", test_italian_tiebreak_named);
  g_test_add_func ("/score/cleared-fields-in-words", test_cleared_fields_in_words);
  g_test_add_data_func ("/score/points-alone/game-3p", "game-3p.tyros", test_points_alone);
  g_test_add_data_func ("/score/points-alone/italian", "game-italian.tyros", test_points_alone);
  return g_test_run ();
}
