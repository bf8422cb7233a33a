/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-teach.c: the one sentence of what a move changed, when it matters */
#define G_LOG_DOMAIN "tyros-test-teach"

#include "config.h"

#include <string.h>

#include "test-util.h"

static const char *const names[] = { "Anna", "Ben", "Cleo", NULL };

static GPtrArray *
changes_of_move (TyrosState *state,
                 TyrosMove  *move)
{
  TyrosState before = *state;

  tu_play (state, move);
  return tyros_teach_what_changed (&before, state);
}

static const TyrosChange *
change_at (GPtrArray *changes,
           guint      i)
{
  g_assert_cmpuint (i, <, changes->len);
  return changes->pdata[i];
}

static void
assert_sentence (const TyrosChange *change,
                 const char        *expected)
{
  g_assert_cmpstr (change->sentence, ==, expected);
}

/* Green grows past the tie-break order: it is now the largest empire. */
static void
test_new_largest_empire (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) changes = NULL;

  tu_state_setup (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  changes = changes_of_move (&state, tu_expand (0, "22", TYROS_EMPIRE_GREEN));
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpint (change_at (changes, 0)->kind, ==, TYROS_CHANGE_LARGEST_EMPIRE);
  g_assert_cmpint (change_at (changes, 0)->empire, ==, TYROS_EMPIRE_GREEN);
  assert_sentence (change_at (changes, 0),
                   "The green empire is now the largest: its fields score the most at the end (F5).");
}

/* Orange, first in the tie-break order, grows: still the largest, nothing to say. */
static void
test_nothing_worth_saying (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) changes = NULL;

  tu_state_setup (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  changes = changes_of_move (&state, tu_expand (0, "8", TYROS_EMPIRE_ORANGE));
  g_assert_cmpuint (changes->len, ==, 0);
}

/* Under the Italian tie-break (green first) the same move changes nothing. */
static void
test_largest_follows_the_edition (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) changes = NULL;

  tu_state_setup (&state, tyros_edition_italian (), 3, 0);
  state.names = names;
  changes = changes_of_move (&state, tu_expand (state.current_player, "22", TYROS_EMPIRE_GREEN));
  g_assert_cmpuint (changes->len, ==, 0);
}

/* A first city in violet gains the majority; a second player's city there
 * makes a tie, and the majority is lost. Played move by move. */
static void
test_majority_gained_then_lost (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) gained = NULL;
  g_autoptr(GPtrArray) lost = NULL;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  tu_play (&state, tu_ship (0, "T", "31", "violet=1"));
  tu_play (&state, tu_pass (1));
  tu_play (&state, tu_pass (2));
  gained = changes_of_move (&state, tu_build_city (0, "31", "violet=5"));
  g_assert_cmpuint (gained->len, ==, 1);
  g_assert_cmpint (change_at (gained, 0)->kind, ==, TYROS_CHANGE_MAJORITY_GAINED);
  g_assert_cmpint (change_at (gained, 0)->player, ==, 0);
  assert_sentence (change_at (gained, 0),
                   "Anna now has the most cities in the violet empire: 7 points at the end if it stays so (F3).");

  tu_play (&state, tu_ship (1, "T", "31 27", "violet=2"));
  tu_play (&state, tu_pass (2));
  tu_play (&state, tu_pass (0));
  lost = changes_of_move (&state, tu_build_city (1, "27", "violet=5"));
  g_assert_cmpuint (lost->len, ==, 1);
  g_assert_cmpint (change_at (lost, 0)->kind, ==, TYROS_CHANGE_MAJORITY_LOST);
  g_assert_cmpint (change_at (lost, 0)->player, ==, 0);
  assert_sentence (change_at (lost, 0), "Anna no longer has the most cities in the violet empire (F3).");
}

/* Positions set by hand: only the difference between them is under test. */
static void
actions_state (TyrosState *state)
{
  tu_state_actions (state, tyros_edition_kosmos (), 3, 0);
  state->names = names;
}

static void
test_all_four_within_reach (void)
{
  TyrosState before, after;
  g_autoptr(GPtrArray) changes = NULL;

  actions_state (&before);
  before.city[7] = 1;   /* orange */
  before.city[13] = 1;  /* yellow */
  before.city[26] = 2;  /* violet, another player: no majority changes below */
  after = before;
  after.city[23] = 1;   /* green: three empires, violet missing */
  changes = tyros_teach_what_changed (&before, &after);
  g_assert_cmpuint (changes->len, >=, 1);
  g_assert_cmpint (change_at (changes, 0)->kind, ==, TYROS_CHANGE_ALL_FOUR_IN_REACH);
  g_assert_cmpint (change_at (changes, 0)->player, ==, 1);
  g_assert_cmpint (change_at (changes, 0)->empire, ==, TYROS_EMPIRE_VIOLET);
  assert_sentence (change_at (changes, 0),
                   "Ben has cities in three empires: a city in the violet empire would score 7 points at once (B6).");
}

/* Once someone holds the bonus, three empires is no longer worth a word. */
static void
test_all_four_not_in_reach_when_claimed (void)
{
  TyrosState before, after;
  g_autoptr(GPtrArray) changes = NULL;

  actions_state (&before);
  before.first_all_four = 2;
  before.city[7] = 1;
  before.city[13] = 1;
  after = before;
  after.city[23] = 1;
  changes = tyros_teach_what_changed (&before, &after);
  for (guint i = 0; i < changes->len; i++)
    g_assert_cmpint (change_at (changes, i)->kind, !=, TYROS_CHANGE_ALL_FOUR_IN_REACH);
}

static void
test_all_four_scored (void)
{
  TyrosState before, after;
  g_autoptr(GPtrArray) changes = NULL;

  actions_state (&before);
  before.city[7] = 0;
  before.city[13] = 0;
  before.city[23] = 0;
  after = before;
  after.city[26] = 0;
  after.first_all_four = 0;
  changes = tyros_teach_what_changed (&before, &after);
  g_assert_cmpint (change_at (changes, 0)->kind, ==, TYROS_CHANGE_ALL_FOUR_SCORED);
  assert_sentence (change_at (changes, 0), "Anna has a city in all four empires first and scores 7 points (B6).");
}

static void
test_last_tile (void)
{
  TyrosState before, after;
  g_autoptr(GPtrArray) changes = NULL;

  actions_state (&before);
  before.current_player = 2;
  after = before;
  after.last_round = TRUE;
  changes = tyros_teach_what_changed (&before, &after);
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpint (change_at (changes, 0)->kind, ==, TYROS_CHANGE_LAST_TILE);
  assert_sentence (change_at (changes, 0), "Cleo played their last tile: this round is the last of the game (G1).");
}

/* Every sentence names a rule the rulebook explains. */
static void
test_sentences_cite_rules (void)
{
  TyrosState before, after;
  g_autoptr(GPtrArray) changes = NULL;

  actions_state (&before);
  after = before;
  after.last_round = TRUE;
  after.city[7] = 1;
  after.city[13] = 1;
  after.city[23] = 1;
  after.empire[21] = TYROS_EMPIRE_GREEN;
  after.empire[20] = TYROS_EMPIRE_GREEN;
  changes = tyros_teach_what_changed (&before, &after);
  g_assert_cmpuint (changes->len, >=, 4);
  for (guint i = 0; i < changes->len; i++)
    {
      const char *sentence = change_at (changes, i)->sentence;
      gsize length;
      g_assert_nonnull (tyros_rulebook_find_id (sentence, sentence, &length));
      if (i > 0) /* most important first */
        g_assert_cmpint (change_at (changes, i)->kind, >=, change_at (changes, i - 1)->kind);
    }
}

/* The changes of one kind, in order. */
static GPtrArray *
of_kind (GPtrArray       *changes,
         TyrosChangeKind  kind)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < changes->len; i++)
    if (change_at (changes, i)->kind == kind)
      g_ptr_array_add (found, changes->pdata[i]);
  return found;
}

/* A ship alone on 23 (green, third of four in size): Anna gains ship control
 * with the points the score sheet gives; Ben's ship joining it takes it away (F1). */
static void
test_control_gained_then_lost (void)
{
  TyrosState state, before;
  g_autoptr(GPtrArray) gained = NULL;
  g_autoptr(GPtrArray) lost = NULL;
  g_autoptr(GPtrArray) gains = NULL;
  g_autoptr(GPtrArray) losses = NULL;
  g_autoptr(TyrosScore) score = NULL;
  g_autofree char *expected = NULL;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  before = state;
  tu_play (&state, tu_ship (0, "T", "31 27 22 23", "green=4"));
  gained = tyros_teach_what_changed (&before, &state);
  gains = of_kind (gained, TYROS_CHANGE_CONTROL_GAINED);
  g_assert_cmpuint (gains->len, ==, 1);
  score = tyros_score_compute (&state, names);
  g_assert_cmpint (score->fields[23].player, ==, 0);
  g_assert_cmpuint (((TyrosChange *) gains->pdata[0])->points, ==, score->fields[23].points);
  g_assert_cmpuint (((TyrosChange *) gains->pdata[0])->field, ==, 23);
  expected = g_strdup_printf ("Anna now controls field 23 with the only ship there: %u points if the game ended now (F5).",
                              score->fields[23].points);
  assert_sentence (gains->pdata[0], expected);

  before = state;
  tu_play (&state, tu_ship (1, "T", "31 27 22 23", "green=4"));
  lost = tyros_teach_what_changed (&before, &state);
  losses = of_kind (lost, TYROS_CHANGE_CONTROL_LOST);
  g_assert_cmpuint (losses->len, ==, 1);
  g_assert_cmpint (((TyrosChange *) losses->pdata[0])->player, ==, 0);
  assert_sentence (losses->pdata[0], "Anna no longer controls field 23: ships of two players share it, "
                                     "and at the end they are taken off before scoring (F1).");
  {
    g_autoptr(GPtrArray) none = of_kind (lost, TYROS_CHANGE_CONTROL_GAINED);
    g_assert_cmpuint (none->len, ==, 0);
  }
}

/* What a move would gain if the game ended now: the mover's total after it
 * against before, as the score sheet counts; nothing for a refused move. */
static void
test_points_change (void)
{
  TyrosState state;
  g_autoptr(TyrosScore) score = NULL;
  g_autoptr(TyrosMove) ship = tu_ship (0, "T", "31 27 22 23", "green=4");
  g_autoptr(TyrosMove) far = tu_expand (0, "5", TYROS_EMPIRE_NONE);
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  int change;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  change = tyros_teach_points_change (&state, ship);
  tu_play (&state, tyros_move_copy (ship));
  score = tyros_score_compute (&state, NULL);
  g_assert_cmpint (change, >, 0);
  g_assert_cmpint (change, ==, (int) score->players[0].total);
  text = tyros_teach_points_change_text (change);
  expected = g_strdup_printf ("+%d points if the game ended now", change);
  g_assert_cmpstr (text, ==, expected);
  g_assert_cmpint (tyros_teach_points_change (&state, far), ==, 0);
  g_assert_null (tyros_teach_points_change_text (0));
  g_free (text);
  text = tyros_teach_points_change_text (-3);
  g_assert_cmpstr (text, ==, "−3 points if the game ended now");
}

static GPtrArray *
upkeep_of_move (TyrosState *state,
                TyrosMove  *move)
{
  TyrosState before = *state;

  tu_play (state, move);
  return tyros_teach_upkeep (&before, state);
}

/* E3: a tile played from a full supply: draw one. E6: the last one drawn. */
static void
test_upkeep_draw_tile (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) upkeep = NULL;
  g_autoptr(GPtrArray) last = NULL;

  tu_state_setup (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  upkeep = upkeep_of_move (&state, tu_expand (0, "8", TYROS_EMPIRE_ORANGE));
  g_assert_cmpuint (upkeep->len, ==, 1);
  g_assert_cmpint (change_at (upkeep, 0)->kind, ==, TYROS_CHANGE_DRAW_TILE);
  assert_sentence (change_at (upkeep, 0), "Anna draws a new landscape tile from the supply (E3).");

  state.supply = 1;
  last = upkeep_of_move (&state, tu_expand (1, "12", TYROS_EMPIRE_YELLOW));
  g_assert_cmpuint (last->len, ==, 2);
  g_assert_cmpint (change_at (last, 1)->kind, ==, TYROS_CHANGE_SUPPLY_EMPTY);
  g_assert_nonnull (strstr (change_at (last, 1)->sentence, "(E6)"));
}

/* With the supply empty nothing is drawn, and nothing said of it. */
static void
test_upkeep_no_draw_from_empty_supply (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) upkeep = NULL;

  tu_state_setup (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  state.supply = 0;
  upkeep = upkeep_of_move (&state, tu_expand (0, "8", TYROS_EMPIRE_ORANGE));
  g_assert_cmpuint (upkeep->len, ==, 0);
}

/* B4: the city's builder takes a ship off the real board. */
static void
test_upkeep_ship_back (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) upkeep = NULL;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  tu_play (&state, tu_ship (0, "T", "31", "violet=1"));
  tu_play (&state, tu_pass (1));
  tu_play (&state, tu_pass (2));
  upkeep = upkeep_of_move (&state, tu_build_city (0, "31", "violet=5"));
  g_assert_cmpuint (upkeep->len, ==, 1);
  g_assert_cmpint (change_at (upkeep, 0)->kind, ==, TYROS_CHANGE_SHIP_BACK);
  g_assert_cmpuint (change_at (upkeep, 0)->field, ==, 31);
  assert_sentence (change_at (upkeep, 0),
                   "On the real board, take one of Anna's ships off field 31: it goes back to their supply (B4).");
}

/* P4, P1: the last pass of a round gives the checklist, with the next start
 * player and the cards for the number of players (12 with 3, 10 with 4). */
static void
test_upkeep_round_over (gconstpointer data)
{
  guint n = GPOINTER_TO_UINT (data);
  static const char *const four[] = { "Anna", "Ben", "Cleo", "Dora", NULL };
  TyrosState state;
  g_autoptr(GPtrArray) upkeep = NULL;
  g_autofree char *expected = NULL;

  tu_state_actions (&state, tyros_edition_kosmos (), n, 0);
  state.names = four;
  for (guint p = 0; p + 1 < n; p++)
    tu_play (&state, tu_pass ((int) p));
  upkeep = upkeep_of_move (&state, tu_pass ((int) n - 1));
  g_assert_cmpuint (upkeep->len, ==, 1);
  g_assert_cmpint (change_at (upkeep, 0)->kind, ==, TYROS_CHANGE_ROUND_OVER);
  expected = g_strdup_printf ("Round 1 is over. At the table: each player keeps at most 3 trade cards and discards the rest (P4); "
                              "Ben takes the start-player token (P4); shuffle all the other trade cards and deal %u to each player (P1).",
                              n == 3 ? 12 : 10);
  assert_sentence (change_at (upkeep, 0), expected);
}

/* The last round ends the game: no dealing again, but the board is cleared (F1, F2). */
static void
test_upkeep_no_checklist_at_the_end (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) upkeep = NULL;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  state.last_round = TRUE;
  tu_play (&state, tu_pass (0));
  tu_play (&state, tu_pass (1));
  upkeep = upkeep_of_move (&state, tu_pass (2));
  g_assert_cmpint (state.phase, ==, TYROS_PHASE_OVER);
  g_assert_cmpuint (upkeep->len, ==, 1);
  g_assert_cmpint (change_at (upkeep, 0)->kind, ==, TYROS_CHANGE_GAME_OVER);
  g_assert_null (strstr (change_at (upkeep, 0)->sentence, "deal"));
  g_assert_nonnull (strstr (change_at (upkeep, 0)->sentence, "(F1)"));
  g_assert_nonnull (strstr (change_at (upkeep, 0)->sentence, "(F2)"));
}

/* Two ships of one player: "their ships", with the plural. */
static void
test_control_with_two_ships (void)
{
  TyrosState state, before;
  g_autoptr(GPtrArray) gained = NULL;
  g_autoptr(GPtrArray) gains = NULL;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  tu_clear_ships (&state);
  state.ships[tu_coast ("22")][0] = 2;
  before = state;
  before.ships[tu_coast ("22")][1] = 1;
  gained = tyros_teach_what_changed (&before, &state);
  gains = of_kind (gained, TYROS_CHANGE_CONTROL_GAINED);
  g_assert_cmpuint (gains->len, ==, 1);
  g_assert_nonnull (strstr (change_at (gains, 0)->sentence, "Anna now controls field 22 with their ships alone there"));
}

/* E5: the first chip on 31 gives Tyros one of its colour: the table puts it there too. */
static void
test_upkeep_tyros_chip (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) upkeep = NULL;
  g_autoptr(GPtrArray) chips = NULL;
  static const struct { const char *field; TyrosEmpire empire; } plan[] = {
    { "8", TYROS_EMPIRE_NONE }, { "22", TYROS_EMPIRE_NONE }, { "27", TYROS_EMPIRE_VIOLET },
    { "12", TYROS_EMPIRE_YELLOW },
  };

  tu_state_setup (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  for (guint i = 0; i < G_N_ELEMENTS (plan); i++)
    tu_play (&state, tu_expand ((int) i % 3, plan[i].field, plan[i].empire));
  upkeep = upkeep_of_move (&state, tu_expand (1, "31", TYROS_EMPIRE_VIOLET));
  chips = of_kind (upkeep, TYROS_CHANGE_TYROS_CHIP);
  g_assert_cmpuint (chips->len, ==, 1);
  g_assert_cmpint (change_at (chips, 0)->empire, ==, TYROS_EMPIRE_VIOLET);
  assert_sentence (change_at (chips, 0),
                   "On the real board, put a chip of the violet empire on Tyros too: "
                   "it is the first chip beside Tyros, on 31 or 32 (E5).");
}

/* E6: with the supply empty, a player without tiles is passed over: said by name. */
static void
test_upkeep_skipped (void)
{
  TyrosState state;
  g_autoptr(GPtrArray) upkeep = NULL;
  g_autoptr(GPtrArray) skips = NULL;

  tu_state_setup (&state, tyros_edition_kosmos (), 3, 0);
  state.names = names;
  state.supply = 0;
  state.hand[1] = 0;
  upkeep = upkeep_of_move (&state, tu_expand (0, "8", TYROS_EMPIRE_ORANGE));
  g_assert_cmpint (state.current_player, ==, 2);
  skips = of_kind (upkeep, TYROS_CHANGE_SKIPPED);
  g_assert_cmpuint (skips->len, ==, 1);
  g_assert_cmpint (change_at (skips, 0)->player, ==, 1);
  g_assert_nonnull (strstr (change_at (skips, 0)->sentence, "Ben has no landscape tiles left and is skipped"));
  g_assert_nonnull (strstr (change_at (skips, 0)->sentence, "(E6)"));
}

static GPtrArray *
setup_steps (const TyrosSetup *setup, const TyrosEdition *edition, guint n_players)
{
  TyrosState state;
  g_autoptr(TyrosViolation) violation = NULL;

  memset (&state, 0, sizeof state);
  g_assert_true (tyros_setup_apply (setup, edition, n_players, &state, &violation));
  state.names = names;
  return tyros_teach_setup_steps (setup, &state);
}

static const TyrosSetupStep *
step_at (GPtrArray *steps, guint i)
{
  g_assert_cmpuint (i, <, steps->len);
  return steps->pdata[i];
}

/* The first game, Kosmos rulebook, 3 players, Ben to start. */
static void
test_setup_steps_first_game (void)
{
  TyrosSetup setup;
  g_autoptr(GPtrArray) steps = NULL;
  const char *const rules[] = { "C5", "M2", "S2", "S1", "S4", "P1", "S5" };

  tyros_setup_first_game (&setup, 1);
  steps = setup_steps (&setup, tyros_edition_kosmos (), 3);
  g_assert_cmpuint (steps->len, ==, G_N_ELEMENTS (rules));
  for (guint i = 0; i < steps->len; i++)
    g_assert_cmpstr (step_at (steps, i)->rule, ==, rules[i]);
  g_assert_nonnull (strstr (step_at (steps, 0)->sentence, "10 ships and the 10 city markers"));
  g_assert_nonnull (strstr (step_at (steps, 0)->sentence, "Player colours have nothing to do with the colours of the four empires"));
  g_assert_nonnull (strstr (step_at (steps, 1)->sentence, "14 in each empire's colour and 4 jokers"));
  g_assert_nonnull (strstr (step_at (steps, 1)->sentence, "draw pile"));
  g_assert_nonnull (strstr (step_at (steps, 1)->sentence, "discard pile"));
  g_assert_cmpstr (step_at (steps, 2)->sentence, ==,
                   "Put one chip of each empire on the board: orange on 7, yellow on 13, green on 23, violet on 26. "
                   "Their landscape tiles leave the game (S2).");
  g_assert_cmpint (step_at (steps, 2)->picture, ==, TYROS_RULE_PICTURE_FIRST_GAME);
  g_assert_cmpstr (step_at (steps, 4)->sentence, ==,
                   "Shuffle the other landscape tiles and deal 4 to each player, who keeps them hidden; "
                   "the rest is the supply, face down (S4).");
  g_assert_cmpstr (step_at (steps, 5)->sentence, ==, "Shuffle the trade cards and deal 12 to each player (P1).");
  g_assert_cmpstr (step_at (steps, 6)->sentence, ==, "Ben is the start player and takes the start-player token (S5).");
}

/* The Italian rulebook founds green first and deals 5 tiles; 4 players get 10 cards. */
static void
test_setup_steps_italian (void)
{
  TyrosSetup setup;
  g_autoptr(GPtrArray) steps = NULL;
  static const char *const four[] = { "Anna", "Ben", "Cleo", "Dora", NULL };

  tyros_setup_first_game (&setup, 0);
  {
    TyrosState state;
    g_autoptr(TyrosViolation) violation = NULL;
    memset (&state, 0, sizeof state);
    g_assert_true (tyros_setup_apply (&setup, tyros_edition_italian (), 4, &state, &violation));
    state.names = four;
    steps = tyros_teach_setup_steps (&setup, &state);
  }
  g_assert_nonnull (strstr (step_at (steps, 2)->sentence, "green on 23, orange on 7, yellow on 13, violet on 26"));
  g_assert_nonnull (strstr (step_at (steps, 4)->sentence, "deal 5 to each player"));
  g_assert_nonnull (strstr (step_at (steps, 5)->sentence, "deal 10 to each player"));
}

/* An empire founded on 31 gives Tyros its chip: one more step (S3). */
static void
test_setup_steps_beside_tyros (void)
{
  TyrosSetup setup;
  g_autoptr(GPtrArray) steps = NULL;

  memset (&setup, 0, sizeof setup);
  setup.kind = TYROS_SETUP_ENTERED;
  setup.founding[TYROS_EMPIRE_ORANGE] = 31;
  setup.founding[TYROS_EMPIRE_YELLOW] = 13;
  setup.founding[TYROS_EMPIRE_GREEN] = 23;
  setup.founding[TYROS_EMPIRE_VIOLET] = 26;
  steps = setup_steps (&setup, tyros_edition_kosmos (), 3);
  g_assert_cmpstr (step_at (steps, 3)->rule, ==, "S3");
  g_assert_cmpstr (step_at (steps, 3)->sentence, ==, "An empire starts beside Tyros: put a chip of the orange empire on Tyros too (S3).");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/teach/largest-empire", test_new_largest_empire);
  g_test_add_func ("/teach/nothing", test_nothing_worth_saying);
  g_test_add_func ("/teach/largest-by-edition", test_largest_follows_the_edition);
  g_test_add_func ("/teach/majority", test_majority_gained_then_lost);
  g_test_add_func ("/teach/all-four-in-reach", test_all_four_within_reach);
  g_test_add_func ("/teach/all-four-claimed", test_all_four_not_in_reach_when_claimed);
  g_test_add_func ("/teach/all-four-scored", test_all_four_scored);
  g_test_add_func ("/teach/last-tile", test_last_tile);
  g_test_add_func ("/teach/sentences-cite-rules", test_sentences_cite_rules);
  g_test_add_func ("/teach/control", test_control_gained_then_lost);
  g_test_add_func ("/teach/points-change", test_points_change);
  g_test_add_func ("/teach/upkeep/draw-tile", test_upkeep_draw_tile);
  g_test_add_func ("/teach/upkeep/empty-supply", test_upkeep_no_draw_from_empty_supply);
  g_test_add_func ("/teach/upkeep/ship-back", test_upkeep_ship_back);
  g_test_add_data_func ("/teach/upkeep/round-over/3", GUINT_TO_POINTER (3), test_upkeep_round_over);
  g_test_add_data_func ("/teach/upkeep/round-over/4", GUINT_TO_POINTER (4), test_upkeep_round_over);
  g_test_add_func ("/teach/upkeep/game-over", test_upkeep_no_checklist_at_the_end);
  g_test_add_func ("/teach/control-two-ships", test_control_with_two_ships);
  g_test_add_func ("/teach/upkeep/tyros-chip", test_upkeep_tyros_chip);
  g_test_add_func ("/teach/upkeep/skipped", test_upkeep_skipped);
  g_test_add_func ("/teach/setup/first-game", test_setup_steps_first_game);
  g_test_add_func ("/teach/setup/italian", test_setup_steps_italian);
  g_test_add_func ("/teach/setup/beside-tyros", test_setup_steps_beside_tyros);

  return g_test_run ();
}
