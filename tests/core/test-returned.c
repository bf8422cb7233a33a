/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-returned.c: B4 in field 16, which coast's ship goes back ("returned") */
#define G_LOG_DOMAIN "tyros-test-returned"

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "test-util.h"

/* Phase 3 of round 1 with 16 chipped orange and player 0's ships on both coasts. */
static void
both_coasts (TyrosState *s)
{
  tu_state_actions (s, tyros_edition_kosmos (), 3, 0);
  s->empire[16] = TYROS_EMPIRE_ORANGE;
  s->ships[TYROS_FIELD_TYROS][0] -= 2;
  s->ships[TYROS_COAST_16W][0] = 1;
  s->ships[TYROS_COAST_16E][0] = 1;
}

static TyrosMove *
build_16 (const char *returned)
{
  TyrosMove *move = tu_build_city (0, "16", NULL);

  if (returned != NULL)
    move->returned = tu_coast (returned);
  return move;
}

static void
test_returned_chosen_coast (void)
{
  static const struct { const char *returned; guint west, east; } cases[] = {
    { "16w", 0, 1 },
    { "16e", 1, 0 },
    { NULL, 0, 1 },   /* the documented default: the west coast on a tie */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TyrosState s;

      both_coasts (&s);
      tu_play (&s, build_16 (cases[i].returned));
      g_assert_cmpint (s.city[16], ==, 0);
      g_assert_cmpuint (s.ships[TYROS_COAST_16W][0], ==, cases[i].west);
      g_assert_cmpuint (s.ships[TYROS_COAST_16E][0], ==, cases[i].east);
    }
}

static void
test_returned_default_more_ships (void)
{
  TyrosState s;

  both_coasts (&s);
  s.ships[TYROS_FIELD_TYROS][0]--;
  s.ships[TYROS_COAST_16E][0]++;
  tu_play (&s, build_16 (NULL));
  g_assert_cmpuint (s.ships[TYROS_COAST_16W][0], ==, 1);
  g_assert_cmpuint (s.ships[TYROS_COAST_16E][0], ==, 1);
}

static void
expect_b4 (TyrosState *s,
           TyrosMove  *move)
{
  g_autoptr(TyrosMove) owned = move;
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosState before = *s;

  g_assert_false (tyros_rules_apply (s, move, NULL, &violation));
  g_assert_nonnull (violation);
  g_assert_cmpstr (violation->rule, ==, "B4");
  tu_assert_state_equal (&before, s);
}

static void
test_returned_no_ship_there (void)
{
  TyrosState s;

  both_coasts (&s);
  s.ships[TYROS_COAST_16E][0] = 0;
  s.ships[TYROS_FIELD_TYROS][0]++;
  expect_b4 (&s, build_16 ("16e"));
  tu_play (&s, build_16 ("16w"));
}

static void
test_returned_outside_16 (void)
{
  TyrosState s;
  TyrosMove *move;

  both_coasts (&s);
  s.ships[TYROS_FIELD_TYROS][0]--;
  s.ships[22][0]++;
  move = tu_build_city (0, "22", NULL);
  move->returned = TYROS_COAST_16W;
  expect_b4 (&s, move);
}

/* The journal of tests/data/returned-16.tyros (Anna has ships on both coasts
 * of 16 and an orange city to build there), then @build (a move in 16, as
 * JSON), two passes, and Anna sailing the ship she kept from 16w to 11. */
static char *
journal_with (const char *build)
{
  g_autofree char *base = tu_read_data ("returned-16.tyros", NULL);
  g_autofree char *after = g_strdup_printf ("[%s, {\"type\": \"pass\", \"player\": 1}, {\"type\": \"pass\", \"player\": 2},"
                                            " {\"type\": \"move\", \"player\": 0, \"from\": \"16w\", \"route\": [\"11\"]}]",
                                            build);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = json_from_string (base, &error);
  g_autoptr(JsonNode) more = NULL;
  JsonArray *moves;

  g_assert_no_error (error);
  more = json_from_string (after, &error);
  g_assert_no_error (error);
  moves = json_object_get_array_member (json_node_get_object (root), "moves");
  for (guint i = 0; i < json_array_get_length (json_node_get_array (more)); i++)
    json_array_add_element (moves, json_node_copy (json_array_get_element (json_node_get_array (more), i)));
  return json_to_string (root, FALSE);
}

static TyrosGame *
load_journal (const char *build)
{
  g_autofree char *data = journal_with (build);
  g_autoptr(GError) error = NULL;
  TyrosGame *game = tyros_file_load_data (data, strlen (data), &error);

  g_assert_no_error (error);
  return game;
}

static void
test_returned_journal_keeps_west (void)
{
  g_autoptr(TyrosGame) game = load_journal ("{\"type\": \"build_city\", \"player\": 0, \"field\": \"16\", \"returned\": \"16e\"}");
  const TyrosState *state = tyros_game_get_state (game);

  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, -1);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 16);
  g_assert_cmpuint (state->ships[11][0], ==, 1);
  g_assert_cmpuint (tyros_state_ships_in_field (state, 16, 0), ==, 0);
}

static void
test_returned_journal_default_fails_later (void)
{
  g_autoptr(TyrosGame) game = load_journal ("{\"type\": \"build_city\", \"player\": 0, \"field\": \"16\"}");
  const TyrosViolation *violation;

  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, 15);
  violation = tyros_game_get_replay_error (game);
  g_assert_cmpstr (violation->rule, ==, "M1");
}

static void
test_returned_written_back (void)
{
  g_autoptr(TyrosGame) game = load_journal ("{\"type\": \"build_city\", \"player\": 0, \"field\": \"16\", \"returned\": \"16e\"}");
  g_autoptr(TyrosGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  data = tyros_file_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"returned\""));
  again = tyros_file_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tyros_game_get_move (again, 12)->returned, ==, TYROS_COAST_16E);
  g_assert_cmpint (tyros_game_get_replay_error_index (again), ==, -1);
}

static void
test_returned_bad_value (void)
{
  static const char *const bad[] = { "\"16\"", "\"17\"", "\"north\"", "3" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *build = g_strdup_printf ("{\"type\": \"build_city\", \"player\": 0, \"field\": \"16\", \"returned\": %s}", bad[i]);
      g_autofree char *data = journal_with (build);
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosGame) game = tyros_file_load_data (data, strlen (data), &error);

      g_assert_null (game);
      g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT);
      g_assert_nonnull (strstr (error->message, "moves[12].returned"));
    }
}

static void
test_returned_not_on_build_ship (void)
{
  g_autofree char *data = journal_with ("{\"type\": \"build_ship\", \"player\": 0, \"field\": \"T\", \"returned\": \"16w\"}");
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (data, strlen (data), &error);

  g_assert_null (game);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/returned/rules/chosen-coast", test_returned_chosen_coast);
  g_test_add_func ("/returned/rules/default-more-ships", test_returned_default_more_ships);
  g_test_add_func ("/returned/rules/no-ship-there", test_returned_no_ship_there);
  g_test_add_func ("/returned/rules/outside-16", test_returned_outside_16);
  g_test_add_func ("/returned/file/journal-keeps-west", test_returned_journal_keeps_west);
  g_test_add_func ("/returned/file/default-fails-later", test_returned_journal_default_fails_later);
  g_test_add_func ("/returned/file/written-back", test_returned_written_back);
  g_test_add_func ("/returned/file/bad-value", test_returned_bad_value);
  g_test_add_func ("/returned/file/not-on-build-ship", test_returned_not_on_build_ship);
  return g_test_run ();
}
