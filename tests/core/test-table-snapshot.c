/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-table-snapshot.c: the game as the table's phones see it */
#define G_LOG_DOMAIN "tyros-test"

#include "config.h"

#include <json-glib/json-glib.h>

#include "tyros-table-snapshot.h"
#include "test-util.h"

static JsonObject *
build (TyrosGame                       *game,
       const TyrosTableSnapshotOptions *options,
       JsonParser                      *parser)
{
  g_autofree char *text = tyros_table_snapshot_build (game, options);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (text);
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* A game under way: its version, whose turn, the standings the score sheet
 * gives "if the game ended now", the last moves in the window's words and
 * the moves the rules allow the player to act. */
static void
test_game_under_way (void)
{
  g_autoptr(TyrosGame) game = tu_load_game ("game-3p.tyros");
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *const colours[] = { "#e01b24", "#3584e4", "#33d17a", NULL };
  TyrosTableSnapshotOptions options = { .version = 41, .colours = colours, .table_now = "Draw a tile (E3).",
                                        .n_last_moves = 5, .legal_moves = TRUE };
  const TyrosState *state;
  g_autoptr(TyrosScore) score = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  JsonObject *snapshot;
  JsonArray *players, *moves;

  tyros_game_go_back_to (game, 20);
  state = tyros_game_get_state (game);
  score = tyros_score_compute (state, tyros_game_get_player_names (game));
  legal = tyros_movegen_legal_moves (state);
  snapshot = build (game, &options, parser);

  g_assert_cmpint (json_object_get_int_member (snapshot, "schema"), ==, TYROS_TABLE_SNAPSHOT_SCHEMA);
  g_assert_cmpint (json_object_get_int_member (snapshot, "version"), ==, 41);
  g_assert_cmpstr (json_object_get_string_member (snapshot, "edition"), ==, "kosmos");
  g_assert_cmpint (json_object_get_int_member (snapshot, "round"), ==, state->round);
  g_assert_cmpint (json_object_get_int_member (snapshot, "to_act"), ==, state->current_player);
  g_assert_cmpstr (json_object_get_string_member (snapshot, "table_now"), ==, "Draw a tile (E3).");

  players = json_object_get_array_member (snapshot, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, tyros_game_get_player_name (game, i));
      g_assert_cmpstr (json_object_get_string_member (player, "colour"), ==, colours[i]);
      g_assert_cmpint (json_object_get_int_member (player, "points"), ==, score->players[i].total);
    }

  g_assert_cmpint (json_object_get_int_member (snapshot, "n_moves"), ==, 20);
  moves = json_object_get_array_member (snapshot, "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      JsonObject *move = json_array_get_object_element (moves, i);
      g_autofree char *text = tyros_game_describe_move (game, 15 + i);

      g_assert_cmpint (json_object_get_int_member (move, "number"), ==, 16 + i);
      g_assert_cmpstr (json_object_get_string_member (move, "text"), ==, text);
    }

  g_assert_cmpuint (legal->len, >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (snapshot, "legal")), ==, legal->len);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (snapshot, "legal"), 0), "text"),
                   ==, ((TyrosLegalMove *) legal->pdata[0])->why);
  /* the teacher's E3 is linked to its rule */
  g_assert_true (json_object_has_member (json_object_get_object_member (snapshot, "rules"), "E3"));
  g_assert_false (json_object_has_member (snapshot, "score_sheet"));
}

/* Rank 1 for the leader, and equal points share a rank. */
static void
test_ranks (void)
{
  g_autoptr(TyrosGame) game = tu_load_game ("game-3p.tyros");
  g_autoptr(JsonParser) parser = json_parser_new ();
  TyrosTableSnapshotOptions options = { .version = 1, .n_last_moves = G_MAXUINT };
  g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state (game), tyros_game_get_player_names (game));
  JsonObject *snapshot = build (game, &options, parser);
  JsonArray *players = json_object_get_array_member (snapshot, "players");

  for (guint i = 0; i < 3; i++)
    {
      guint ahead = 0;

      for (guint j = 0; j < 3; j++)
        ahead += tyros_score_compare_players (score, (int) j, (int) i) < 0;
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, i), "rank"), ==, ahead + 1);
    }
  /* the legal moves only when asked for */
  g_assert_false (json_object_has_member (snapshot, "legal"));
  /* all the moves when asked for the whole history */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (snapshot, "moves")), ==,
                    tyros_game_get_n_played (game));
}

/* At the end: the score sheet line by line and the story's numbers. */
static void
test_game_over (void)
{
  g_autoptr(TyrosGame) game = tu_load_game ("game-3p.tyros");
  g_autoptr(JsonParser) parser = json_parser_new ();
  TyrosTableSnapshotOptions options = { .version = 2, .n_last_moves = 3, .legal_moves = TRUE };
  g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state (game), tyros_game_get_player_names (game));
  g_autoptr(TyrosStory) story = tyros_story_compute (game);
  JsonObject *snapshot;
  JsonArray *sheet, *points;

  g_assert_true (tyros_state_is_over (tyros_game_get_state (game)));
  snapshot = build (game, &options, parser);
  g_assert_cmpstr (json_object_get_string_member (snapshot, "phase"), ==, "over");
  g_assert_true (json_object_get_null_member (snapshot, "to_act"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (snapshot, "legal")), ==, 0);
  sheet = json_object_get_array_member (snapshot, "score_sheet");
  g_assert_cmpuint (json_array_get_length (sheet), ==, score->explanation->len);
  for (guint i = 0; i < score->explanation->len; i++)
    g_assert_cmpstr (json_array_get_string_element (sheet, i), ==, score->explanation->pdata[i]);
  points = json_object_get_array_member (json_object_get_object_member (snapshot, "story"), "points");
  g_assert_cmpuint (json_array_get_length (points), ==, story->n_positions);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (points, story->n_positions - 1), 1), ==,
                   tyros_story_points (story, story->n_positions - 1, 1));
}

/* A name is data: it stays the same text through the JSON, quotes and all. */
static void
test_names_are_data (void)
{
  const char *const names[] = { "<img src=x onerror=alert(1)>", "\"Ben\" \\ </script>", "Cleo", NULL };
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  TyrosTableSnapshotOptions options = { .version = 0, .n_last_moves = 5 };
  TyrosSetup setup;
  JsonObject *snapshot;
  JsonArray *players;

  tyros_setup_first_game (&setup, 0);
  game = tyros_game_new (tyros_edition_kosmos (), names, &setup, NULL);
  snapshot = build (game, &options, parser);
  players = json_object_get_array_member (snapshot, "players");

  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, i), "name"), ==, names[i]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-snapshot/game-under-way", test_game_under_way);
  g_test_add_func ("/table-snapshot/ranks", test_ranks);
  g_test_add_func ("/table-snapshot/game-over", test_game_over);
  g_test_add_func ("/table-snapshot/names-are-data", test_names_are_data);
  return g_test_run ();
}
