/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-entry.c: entering a move, step by step, without a display
 *
 * A 3-player Kosmos first game (Anna, Ben, Cleo; Anna starts). Phase 2 of
 * round 1 is entered as test-util's plan does (8, 22, 27 violet, 12 yellow,
 * 31 violet, 18 green); then phase 3 begins with Anna, every player with 2
 * ships in Tyros.
 */
#define G_LOG_DOMAIN "tyros-test-move-entry"
#include <locale.h>
#include <string.h>

#include "tyros-move-entry.h"

typedef struct {
  TyrosGame      *game;
  TyrosMoveEntry *entry;
  guint           n_played;
  gboolean        game_ended;
  guint           n_marks;
} Fixture;

/* A text property of the entry, kept alive with it until asked again. */
static const char *
text_of (TyrosMoveEntry *entry,
         const char     *name)
{
  char *text = NULL;

  g_object_get (entry, name, &text, NULL);
  g_object_set_data_full (G_OBJECT (entry), name, text, g_free);
  return text;
}

static gboolean
flag_of (TyrosMoveEntry *entry,
         const char     *name)
{
  gboolean flag = FALSE;

  g_object_get (entry, name, &flag, NULL);
  return flag;
}

static void
on_move_played (TyrosMoveEntry *entry G_GNUC_UNUSED,
                gboolean        game_ended,
                Fixture        *fx)
{
  fx->n_played++;
  fx->game_ended = game_ended;
}

static void
on_marks_changed (TyrosMoveEntry *entry G_GNUC_UNUSED,
                  GParamSpec     *pspec G_GNUC_UNUSED,
                  Fixture        *fx)
{
  fx->n_marks++;
}

static void
count_signal (guint *count)
{
  (*count)++;
}

static void
fixture_setup (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const names[] = { "Anna", "Ben", "Cleo", NULL };
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosSetup setup;

  memset (fx, 0, sizeof *fx);
  memset (&setup, 0, sizeof setup);
  tyros_setup_first_game (&setup, 0);
  fx->game = tyros_game_new (tyros_edition_kosmos (), names, &setup, &violation);
  g_assert_nonnull (fx->game);
  fx->entry = tyros_move_entry_new ();
  g_signal_connect (fx->entry, "move-played", G_CALLBACK (on_move_played), fx);
  g_signal_connect (fx->entry, "notify::marks", G_CALLBACK (on_marks_changed), fx);
  tyros_move_entry_set_game (fx->entry, fx->game);
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  g_clear_object (&fx->entry);
  g_clear_object (&fx->game);
}

/* Phase 2 of round 1, entered by choosing fields as on the board. */
static void
enter_phase_2 (Fixture *fx)
{
  static const struct { TyrosField field; TyrosEmpire empire; } plan[] = {
    { 8, TYROS_EMPIRE_NONE }, { 22, TYROS_EMPIRE_NONE }, { 27, TYROS_EMPIRE_VIOLET },
    { 12, TYROS_EMPIRE_YELLOW }, { 31, TYROS_EMPIRE_VIOLET }, { 18, TYROS_EMPIRE_GREEN },
  };

  for (guint i = 0; i < G_N_ELEMENTS (plan); i++)
    {
      guint before = fx->n_played;

      g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_EXPAND);
      tyros_move_entry_choose_field (fx->entry, plan[i].field, plan[i].field);
      if (plan[i].empire != TYROS_EMPIRE_NONE)
        tyros_move_entry_choose_empire (fx->entry, plan[i].empire);
      g_assert_cmpuint (fx->n_played, ==, before + 1);
    }
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_ACTIONS);
  g_assert_cmpint (tyros_move_entry_get_player (fx->entry), ==, 0);
}

/* Phase 3, Anna moves a ship: the one in Tyros. */
static void
pick_ship_in_tyros (Fixture *fx)
{
  enter_phase_2 (fx);
  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_MOVE_DEST);
}

/* Phase 2: the fields that take a tile are marked, a field touching one
 * empire plays at once, one touching two asks which. */
static void
test_expand (Fixture       *fx,
             gconstpointer  data G_GNUC_UNUSED)
{
  const TyrosState *state = tyros_game_get_state (fx->game);

  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_EXPAND);
  g_assert_cmpuint (tyros_move_entry_get_marks (fx->entry)->highlight, ==, tyros_rules_expand_fields (state));
  g_assert_cmpstr (text_of (fx->entry, "prompt"), ==, "Anna plays a landscape tile");

  tyros_move_entry_choose_field (fx->entry, 8, 8);
  g_assert_cmpuint (fx->n_played, ==, 1);
  g_assert_cmpint (tyros_game_get_state (fx->game)->empire[8], ==, TYROS_EMPIRE_ORANGE);
  tyros_move_entry_choose_field (fx->entry, 22, 22);
  g_assert_cmpuint (fx->n_played, ==, 2);

  tyros_move_entry_choose_field (fx->entry, 27, 27);
  g_assert_cmpuint (fx->n_played, ==, 2);
  g_assert_cmpuint (tyros_move_entry_get_empires (fx->entry), ==,
                    (1u << TYROS_EMPIRE_GREEN) | (1u << TYROS_EMPIRE_VIOLET));
  g_assert_cmpuint (tyros_move_entry_get_marks (fx->entry)->highlight, ==, TYROS_SET_BIT (27));
  /* an empire not offered is not taken */
  tyros_move_entry_choose_empire (fx->entry, TYROS_EMPIRE_ORANGE);
  g_assert_cmpuint (fx->n_played, ==, 2);
  tyros_move_entry_choose_empire (fx->entry, TYROS_EMPIRE_VIOLET);
  g_assert_cmpuint (fx->n_played, ==, 3);
  g_assert_cmpint (tyros_game_get_state (fx->game)->empire[27], ==, TYROS_EMPIRE_VIOLET);
  g_assert_cmpuint (tyros_move_entry_get_empires (fx->entry), ==, 0);
}

/* Problem 10: the empire question names the field ("Field 27"), as
 * expansion is about fields; never a coast, and never a bare number. */
static void
test_expand_choice_text (Fixture       *fx,
                         gconstpointer  data G_GNUC_UNUSED)
{
  tyros_move_entry_choose_field (fx->entry, 8, 8);
  tyros_move_entry_choose_field (fx->entry, 22, 22);
  tyros_move_entry_choose_field (fx->entry, 27, 27);
  g_assert_cmpstr (text_of (fx->entry, "choice-text"), ==,
                   "Field 27 touches several empires. Which one grows (E2)?");
  /* Escape takes the choice back */
  g_assert_true (tyros_move_entry_back (fx->entry));
  g_assert_cmpstr (text_of (fx->entry, "choice-text"), ==, "");
  g_assert_cmpuint (tyros_move_entry_get_empires (fx->entry), ==, 0);
}

/* A field that takes no tile: the core says why, with its rule, and nothing
 * is played. */
static void
test_expand_refused (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  tyros_move_entry_choose_field (fx->entry, 1, 1);
  g_assert_cmpuint (fx->n_played, ==, 0);
  g_assert_cmpstr (text_of (fx->entry, "rule"), ==, "E1");
  g_assert_cmpstr (text_of (fx->entry, "error"), !=, "");
  g_assert_cmpint (tyros_move_entry_get_marks (fx->entry)->error_field, ==, 1);
}

/* A ship move: the ship, where it can go with the cost, the shortest route
 * and its price, spoken with "Tyros", not "T" (problem 10). */
static void
test_ship_move (Fixture       *fx,
                gconstpointer  data G_GNUC_UNUSED)
{
  enter_phase_2 (fx);
  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_MOVE_SHIP);
  g_assert_cmpuint (tyros_move_entry_get_marks (fx->entry)->highlight, ==, TYROS_SET_BIT (TYROS_FIELD_TYROS));
  /* the keyboard cursor goes to the ship */
  g_assert_cmpint (tyros_move_entry_get_marks (fx->entry)->cursor, ==, TYROS_FIELD_TYROS);

  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_MOVE_DEST);
  g_assert_true (tyros_move_entry_get_marks (fx->entry)->has_reach);
  g_assert_cmpuint (tyros_move_entry_get_marks (fx->entry)->reach.steps[23], ==, 4);
  g_assert_false (tyros_move_entry_get_can_confirm (fx->entry));

  tyros_move_entry_choose_field (fx->entry, 23, 23);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_MOVE_READY);
  g_assert_false (tyros_move_entry_get_marks (fx->entry)->has_reach);
  g_assert_nonnull (tyros_move_entry_get_marks (fx->entry)->routes);
  g_assert_cmpstr (text_of (fx->entry, "prompt"), ==, "Anna moves a ship from Tyros to 23");
  g_assert_true (g_str_has_prefix (text_of (fx->entry, "route-text"), "Shortest route: Tyros → 31 → "));
  g_assert_cmpstr (text_of (fx->entry, "price"), !=, "");
  g_assert_true (tyros_move_entry_get_can_confirm (fx->entry));

  g_assert_true (tyros_move_entry_confirm (fx->entry));
  g_assert_cmpuint (fx->n_played, ==, 7);
  g_assert_cmpint (tyros_game_get_state (fx->game)->ships[23][0], ==, 1);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_ACTIONS);
}

/* Problem 6: choosing the chosen destination again (Enter on the field
 * under the keyboard cursor) confirms the move. */
static void
test_choose_again_confirms (Fixture       *fx,
                            gconstpointer  data G_GNUC_UNUSED)
{
  pick_ship_in_tyros (fx);
  tyros_move_entry_choose_field (fx->entry, 27, 27);
  g_assert_cmpuint (fx->n_played, ==, 6);
  /* another field changes the destination */
  tyros_move_entry_choose_field (fx->entry, 31, 31);
  g_assert_cmpuint (fx->n_played, ==, 6);
  g_assert_cmpstr (text_of (fx->entry, "prompt"), ==, "Anna moves a ship from Tyros to 31");
  tyros_move_entry_choose_field (fx->entry, 31, 31);
  g_assert_cmpuint (fx->n_played, ==, 7);
  g_assert_cmpint (tyros_game_get_state (fx->game)->ships[31][0], ==, 1);
}

/* Anna traces T 31 27 22 21 26 to 26: the last step crosses land (M1). */
static void
trace_over_land (Fixture *fx)
{
  static const TyrosField trace[] = { 31, 27, 22, 21, 26 };

  pick_ship_in_tyros (fx);
  tyros_move_entry_choose_field (fx->entry, 26, 26);
  g_object_set (fx->entry, "tracing", TRUE, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (trace); i++)
    tyros_move_entry_choose_field (fx->entry, trace[i], trace[i]);
}

/* Problem 3: a traced route that crosses land marks the step that crosses,
 * T 31 27 22 21 26: 21 → 26, the fifth segment of the drawn route. */
static void
test_trace_crossing_land (Fixture       *fx,
                          gconstpointer  data G_GNUC_UNUSED)
{
  GPtrArray *routes;
  GArray *route;

  trace_over_land (fx);
  g_assert_cmpstr (text_of (fx->entry, "rule"), ==, "M1");
  g_assert_cmpint (tyros_move_entry_get_marks (fx->entry)->error_field, ==, 26);
  routes = tyros_move_entry_get_marks (fx->entry)->routes;
  g_assert_nonnull (routes);
  route = g_ptr_array_index (routes, 0);
  g_assert_cmpuint (route->len, ==, 6);
  g_assert_cmpint (tyros_move_entry_get_marks (fx->entry)->bad_step, ==, 5);
  g_assert_cmpint (g_array_index (route, TyrosCoast, 4), ==, 21);
  g_assert_cmpint (g_array_index (route, TyrosCoast, 5), ==, 26);
  g_assert_false (tyros_move_entry_get_can_confirm (fx->entry));

  /* choosing 26 again takes the bad step back */
  tyros_move_entry_choose_field (fx->entry, 26, 26);
  g_assert_cmpstr (text_of (fx->entry, "error"), ==, "");
  g_assert_cmpint (tyros_move_entry_get_marks (fx->entry)->bad_step, ==, -1);
  g_assert_cmpuint (fx->n_played, ==, 6);
}

/* Issue 9, 3: the group's board shows a passage where ours has land. The
 * step 21 → 26 is refused (M1) with the pair named; opening it records the
 * passage on the game's board and the same route is priced at once. */
static void
test_open_passage (Fixture       *fx,
                   gconstpointer  data G_GNUC_UNUSED)
{
  TyrosBoard *board;
  guint n_board_changed = 0;

  trace_over_land (fx);
  g_assert_cmpstr (text_of (fx->entry, "rule"), ==, "M1");
  g_assert_true (flag_of (fx->entry, "can-open-passage"));
  g_assert_cmpstr (text_of (fx->entry, "price"), ==, "");

  g_signal_connect_swapped (fx->entry, "board-changed", G_CALLBACK (count_signal), &n_board_changed);
  g_assert_true (tyros_move_entry_open_passage (fx->entry));
  g_assert_cmpuint (n_board_changed, ==, 1);

  board = tyros_game_get_board (fx->game);
  g_assert_nonnull (board);
  g_assert_true (tyros_sea_connected (board, 21, 26));
  g_assert_cmpuint (tyros_board_get_n_passages (board), ==, 1);
  g_assert_cmpstr (text_of (fx->entry, "error"), ==, "");
  g_assert_false (flag_of (fx->entry, "can-open-passage"));
  g_assert_cmpstr (text_of (fx->entry, "price"), !=, "");
  g_assert_true (tyros_move_entry_get_can_confirm (fx->entry));
  g_assert_cmpuint (fx->n_played, ==, 6);
}

/* A refusal that is no closed pair of grid neighbours offers no passage:
 * 31 → 22 skips a field, and nothing is recorded. */
static void
test_open_passage_not_neighbours (Fixture       *fx,
                                  gconstpointer  data G_GNUC_UNUSED)
{
  pick_ship_in_tyros (fx);
  tyros_move_entry_choose_field (fx->entry, 22, 22);
  g_object_set (fx->entry, "tracing", TRUE, NULL);
  tyros_move_entry_choose_field (fx->entry, 31, 31);
  tyros_move_entry_choose_field (fx->entry, 22, 22);
  g_assert_cmpstr (text_of (fx->entry, "rule"), ==, "M1");
  g_assert_false (flag_of (fx->entry, "can-open-passage"));
  g_assert_false (tyros_move_entry_open_passage (fx->entry));
  g_assert_null (tyros_game_get_board (fx->game));
}

/* Problem 7: Build City when no field qualifies says so at once, with its
 * rule, and marks nothing. */
static void
test_build_city_nowhere (Fixture       *fx,
                         gconstpointer  data G_GNUC_UNUSED)
{
  enter_phase_2 (fx);
  fx->n_marks = 0;
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_CITY);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_BUILD_CITY);
  g_assert_cmpuint (tyros_move_entry_get_marks (fx->entry)->highlight, ==, 0);
  g_assert_cmpuint (fx->n_marks, >, 0);
  g_assert_cmpstr (text_of (fx->entry, "rule"), ==, "B1");
  g_assert_true (g_str_has_prefix (text_of (fx->entry, "error"), "No field qualifies for a city now"));
  g_assert_false (tyros_move_entry_get_can_confirm (fx->entry));
  g_assert_cmpint (tyros_move_entry_get_marks (fx->entry)->cursor, ==, TYROS_FIELD_NONE);
}

/* Build Ship: Tyros is marked; choosing it prices the build, choosing it
 * again builds. */
static void
test_build_ship_twice_confirms (Fixture       *fx,
                                gconstpointer  data G_GNUC_UNUSED)
{
  enter_phase_2 (fx);
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_SHIP);
  g_assert_cmpuint (tyros_move_entry_get_marks (fx->entry)->highlight, ==, TYROS_SET_BIT (TYROS_FIELD_TYROS));
  g_assert_cmpstr (text_of (fx->entry, "error"), ==, "");
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  g_assert_true (tyros_move_entry_get_can_confirm (fx->entry));
  g_assert_cmpuint (fx->n_played, ==, 6);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  g_assert_cmpuint (fx->n_played, ==, 7);
  g_assert_cmpint (tyros_game_get_state (fx->game)->ships[TYROS_FIELD_TYROS][0], ==, 3);
}

/* Back (and Escape) steps back one choice at a time. */
static void
test_back (Fixture       *fx,
           gconstpointer  data G_GNUC_UNUSED)
{
  pick_ship_in_tyros (fx);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  g_assert_true (tyros_move_entry_get_can_go_back (fx->entry));
  g_assert_true (tyros_move_entry_back (fx->entry));
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_MOVE_DEST);
  g_assert_null (tyros_move_entry_get_marks (fx->entry)->routes);
  g_assert_true (tyros_move_entry_back (fx->entry));
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_MOVE_SHIP);
  g_assert_false (tyros_move_entry_get_can_go_back (fx->entry));
  g_assert_true (tyros_move_entry_back (fx->entry));
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_ACTIONS);
  g_assert_false (tyros_move_entry_back (fx->entry));
}

/* Cancel leaves the move at once, from whatever step (issue 19, 2): a
 * Build City after it builds a city, not a step of the ship move. */
static void
test_cancel_leaves_move (Fixture       *fx,
                         gconstpointer  data G_GNUC_UNUSED)
{
  gboolean tracing = TRUE;

  pick_ship_in_tyros (fx);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  g_object_set (fx->entry, "tracing", TRUE, NULL);
  g_assert_true (tyros_move_entry_cancel (fx->entry));
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_ACTIONS);
  g_object_get (fx->entry, "tracing", &tracing, NULL);
  g_assert_false (tracing);
  g_assert_null (tyros_move_entry_get_marks (fx->entry)->routes);
  g_assert_false (tyros_move_entry_cancel (fx->entry));

  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  g_assert_true (tyros_move_entry_cancel (fx->entry));
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_CITY);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_BUILD_CITY);
  g_assert_cmpuint (fx->n_played, ==, 6);
}


/* Issue 24, 7: once a field to build on is chosen, the hint under the price
 * says what to do next, not "click the field" still, nor the B4 note of a
 * field chosen before. */
static void
test_build_hint_follows_choice (Fixture       *fx,
                                gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "returned-16.tyros", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;
  g_autofree char *asking = NULL;
  TyrosField elsewhere = 1;

  enter_phase_2 (fx);
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_SHIP);
  asking = g_strdup (text_of (fx->entry, "hint"));
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  g_assert_cmpstr (text_of (fx->entry, "price"), !=, "");
  g_assert_cmpstr (text_of (fx->entry, "hint"), !=, asking);
  g_assert_nonnull (strstr (text_of (fx->entry, "hint"), "again"));

  game = tyros_file_load (path, &error);
  g_assert_no_error (error);
  tyros_move_entry_set_game (fx->entry, game);
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_CITY);
  while (TYROS_SET_HAS (tyros_move_entry_get_marks (fx->entry)->highlight, elsewhere))
    elsewhere++;
  tyros_move_entry_choose_field (fx->entry, 16, TYROS_COAST_16W);
  g_assert_nonnull (strstr (text_of (fx->entry, "hint"), "west coast goes back"));
  tyros_move_entry_choose_field (fx->entry, elsewhere, elsewhere);
  g_assert_cmpstr (text_of (fx->entry, "error"), !=, "");
  g_assert_null (strstr (text_of (fx->entry, "hint"), "goes back"));
}

/* B4 in 16: with Anna's ships on both coasts, the half of 16 clicked names
 * the ship that goes back; the other one stays and is recorded so. */
static void
test_build_city_16_returned (Fixture       *fx,
                             gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "returned-16.tyros", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load (path, &error);
  const TyrosState *state;

  g_assert_no_error (error);
  tyros_move_entry_set_game (fx->entry, game);
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_CITY);
  g_assert_true (TYROS_SET_HAS (tyros_move_entry_get_marks (fx->entry)->highlight, 16));
  tyros_move_entry_choose_field (fx->entry, 16, TYROS_COAST_16W);
  g_assert_true (strstr (text_of (fx->entry, "hint"), "west coast goes back") != NULL);
  /* the other half: its ship goes back instead; choosing it again builds */
  tyros_move_entry_choose_field (fx->entry, 16, TYROS_COAST_16E);
  g_assert_true (strstr (text_of (fx->entry, "hint"), "east coast goes back") != NULL);
  tyros_move_entry_choose_field (fx->entry, 16, TYROS_COAST_16E);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 13);
  g_assert_cmpint (tyros_game_get_move (game, 12)->returned, ==, TYROS_COAST_16E);
  state = tyros_game_get_state (game);
  g_assert_cmpuint (state->ships[TYROS_COAST_16W][0], ==, 1);
  g_assert_cmpuint (state->ships[TYROS_COAST_16E][0], ==, 0);
}

/* "replace-index": the entry takes the turn of the position before the move
 * being replaced; once the replacement is played it is back at the end of
 * the game, and says so (the game session's "replacing" is bound to it). */
static void
test_replace_index (Fixture       *fx,
                    gconstpointer  data G_GNUC_UNUSED)
{
  guint n_index_notes = 0;
  guint n_replaced = 0;
  int index = -2;

  enter_phase_2 (fx);
  g_signal_connect_swapped (fx->entry, "notify::replace-index", G_CALLBACK (count_signal), &n_index_notes);
  g_signal_connect_swapped (fx->entry, "move-replaced", G_CALLBACK (count_signal), &n_replaced);

  g_object_set (fx->entry, "replace-index", 1, NULL);
  g_assert_cmpuint (n_index_notes, ==, 1);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_EXPAND);
  g_assert_cmpint (tyros_move_entry_get_player (fx->entry), ==, tyros_game_get_state_at (fx->game, 1)->current_player);

  /* Ben's tile on field 22 again: the replacement is played */
  tyros_move_entry_choose_field (fx->entry, 22, 22);
  g_assert_cmpuint (n_replaced, ==, 1);
  g_assert_cmpuint (fx->n_played, ==, 6);
  g_object_get (fx->entry, "replace-index", &index, NULL);
  g_assert_cmpint (index, ==, -1);
  g_assert_cmpuint (n_index_notes, ==, 2);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_ACTIONS);
  g_assert_cmpuint (tyros_game_get_n_played (fx->game), ==, 6);
}

#define ADD(path, func) \
  g_test_add ("/move-entry/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  ADD ("expand", test_expand);
  ADD ("build-city-16-returned", test_build_city_16_returned);
  ADD ("build-hint-follows-choice", test_build_hint_follows_choice);
  ADD ("expand-choice-text", test_expand_choice_text);
  ADD ("expand-refused", test_expand_refused);
  ADD ("ship-move", test_ship_move);
  ADD ("choose-again-confirms", test_choose_again_confirms);
  ADD ("trace-crossing-land", test_trace_crossing_land);
  ADD ("open-passage", test_open_passage);
  ADD ("open-passage-not-neighbours", test_open_passage_not_neighbours);
  ADD ("build-city-nowhere", test_build_city_nowhere);
  ADD ("build-ship-twice-confirms", test_build_ship_twice_confirms);
  ADD ("back", test_back);
  ADD ("cancel-leaves-move", test_cancel_leaves_move);
  ADD ("replace-index", test_replace_index);
  return g_test_run ();
}
