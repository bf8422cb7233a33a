/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-choices.c: the choices a window offers while a move is entered
 *
 * Base positions from test-util: the first-game set-up (phase 2) and the
 * start of phase 3 of round 1 (every player 2 ships in Tyros, violet in Tyros).
 */
#define G_LOG_DOMAIN "tyros-test-choices"

#include "test-util.h"

/* At the start of phase 3 nobody controls a field alone: no field takes a
 * city (B1), and a ship can be built only in Tyros. */
static void
test_build_fields_start (void)
{
  TyrosState state;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  g_assert_cmpuint (tyros_choices_build_fields (&state, TYROS_MOVE_BUILD_CITY), ==, 0);
  g_assert_cmpuint (tyros_choices_build_fields (&state, TYROS_MOVE_BUILD_SHIP), ==,
                    TYROS_SET_BIT (TYROS_FIELD_TYROS));
}

/* A ship of its own alone on green 23: a city may go there, and only there. */
static void
test_build_fields_sole_control (void)
{
  TyrosState state;

  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  state.ships[23][0] = 1;   /* edit: player 0 sails to 23 */
  state.ships[TYROS_FIELD_TYROS][0] = 1;
  g_assert_cmpuint (tyros_choices_build_fields (&state, TYROS_MOVE_BUILD_CITY), ==, TYROS_SET_BIT (23));
  /* for the next player, who does not control 23, nowhere */
  state.current_player = 1;   /* edit: Ben to act */
  g_assert_cmpuint (tyros_choices_build_fields (&state, TYROS_MOVE_BUILD_CITY), ==, 0);
}

/* E2: 8 touches only orange, 18 yellow and green, 1 takes no tile at all. */
static void
test_single_empire (void)
{
  TyrosState state;

  tu_state_setup (&state, tyros_edition_kosmos (), 3, 0);
  g_assert_cmpint (tyros_choices_single_empire (&state, 8), ==, TYROS_EMPIRE_ORANGE);
  g_assert_cmpint (tyros_choices_single_empire (&state, 21), ==, TYROS_EMPIRE_VIOLET);
  g_assert_cmpint (tyros_choices_single_empire (&state, 18), ==, TYROS_EMPIRE_NONE);
  g_assert_cmpint (tyros_choices_single_empire (&state, 1), ==, TYROS_EMPIRE_NONE);
  g_assert_cmpint (tyros_choices_single_empire (&state, TYROS_FIELD_NONE), ==, TYROS_EMPIRE_NONE);
}

/* The coast of 16 a step reaches is the one the sea joins (docs/board.md):
 * 11 is west of Italy, 15 east; a field with no sea link gets its own. */
static void
test_step_coast (void)
{
  static const struct {
    TyrosCoast from;
    TyrosField to;
    TyrosCoast expected;
  } cases[] = {
    { 11, 16, TYROS_COAST_16W },
    { 15, 16, TYROS_COAST_16E },
    { 21, 16, TYROS_COAST_16W },   /* land only: no step, the rules explain */
    { 22, 23, 23 },
    { TYROS_COAST_16E, 15, 15 },
    { TYROS_FIELD_TYROS, 31, 31 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (tyros_choices_step_coast (cases[i].from, cases[i].to), ==, cases[i].expected);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/choices/build-fields/start", test_build_fields_start);
  g_test_add_func ("/choices/build-fields/sole-control", test_build_fields_sole_control);
  g_test_add_func ("/choices/single-empire", test_single_empire);
  g_test_add_func ("/choices/step-coast", test_step_coast);
  return g_test_run ();
}
