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
  const char *const rules[] = { "S2", "S1", "S4", "P1", "S5" };

  tyros_setup_first_game (&setup, 1);
  steps = setup_steps (&setup, tyros_edition_kosmos (), 3);
  g_assert_cmpuint (steps->len, ==, G_N_ELEMENTS (rules));
  for (guint i = 0; i < steps->len; i++)
    g_assert_cmpstr (step_at (steps, i)->rule, ==, rules[i]);
  g_assert_cmpstr (step_at (steps, 0)->sentence, ==,
                   "Put one chip of each empire on the board: orange on 7, yellow on 13, green on 23, violet on 26. "
                   "Their landscape tiles leave the game (S2).");
  g_assert_cmpint (step_at (steps, 0)->picture, ==, TYROS_RULE_PICTURE_FIRST_GAME);
  g_assert_cmpstr (step_at (steps, 2)->sentence, ==,
                   "Shuffle the other landscape tiles and deal 4 to each player; the rest is the supply (S4).");
  g_assert_cmpstr (step_at (steps, 3)->sentence, ==, "Shuffle the trade cards and deal 12 to each player (P1).");
  g_assert_cmpstr (step_at (steps, 4)->sentence, ==, "Ben is the start player and takes the start-player token (S5).");
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
  g_assert_nonnull (strstr (step_at (steps, 0)->sentence, "green on 23, orange on 7, yellow on 13, violet on 26"));
  g_assert_nonnull (strstr (step_at (steps, 2)->sentence, "deal 5 to each player"));
  g_assert_nonnull (strstr (step_at (steps, 3)->sentence, "deal 10 to each player"));
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
  g_assert_cmpstr (step_at (steps, 1)->rule, ==, "S3");
  g_assert_cmpstr (step_at (steps, 1)->sentence, ==, "An empire starts beside Tyros: put a chip of the orange empire on Tyros too (S3).");
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
  g_test_add_func ("/teach/setup/first-game", test_setup_steps_first_game);
  g_test_add_func ("/teach/setup/italian", test_setup_steps_italian);
  g_test_add_func ("/teach/setup/beside-tyros", test_setup_steps_beside_tyros);

  return g_test_run ();
}
