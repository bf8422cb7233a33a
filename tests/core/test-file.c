/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-file.c: the game file (.tyros): round trips and malformed input
 *
 * Every malformed document must give a GError of TYROS_FILE_ERROR whose
 * message names the place ("moves[6].route[1]: no field \"33\""). Paths are
 * taken to be 0-based JSON paths like the example in tyros-file.h.
 */
#define G_LOG_DOMAIN "tyros-test-file"

#include "test-util.h"

#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

/* A small legal journal; %s slots: extra top-level members, start_player,
 * extra setup members, the moves. */
#define DOC_FORMAT \
  "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\",%s\n" \
  " \"players\": [{\"name\": \"Anna\"}, {\"name\": \"Ben\"}, {\"name\": \"Cleo\"}],\n" \
  " \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"},\n" \
  "           \"start_player\": %s%s},\n" \
  " \"moves\": [%s]}\n"

#define MOVES_OK \
  "{\"type\": \"expand\", \"player\": 0, \"field\": \"8\"},\n" \
  "{\"type\": \"expand\", \"player\": 1, \"field\": \"22\"},\n" \
  "{\"type\": \"expand\", \"player\": 2, \"field\": \"27\", \"empire\": \"violet\"},\n" \
  "{\"type\": \"expand\", \"player\": 0, \"field\": \"12\", \"empire\": \"yellow\"},\n" \
  "{\"type\": \"expand\", \"player\": 1, \"field\": \"31\", \"empire\": \"violet\"},\n" \
  "{\"type\": \"expand\", \"player\": 2, \"field\": \"18\", \"empire\": \"green\"},\n" \
  "{\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": [\"31\", \"27\", \"22\"], \"paid\": {\"green\": 2, \"joker\": 1}},\n" \
  "{\"type\": \"bank_swap\", \"player\": 1, \"count\": 2},\n" \
  "{\"type\": \"trade\", \"player\": 2, \"partner\": 0},\n" \
  "{\"type\": \"pass\", \"player\": 0}"

/* the 7th move (index 6) with something replaced */
#define MOVES_6(m6) \
  "{\"type\": \"expand\", \"player\": 0, \"field\": \"8\"},\n" \
  "{\"type\": \"expand\", \"player\": 1, \"field\": \"22\"},\n" \
  "{\"type\": \"expand\", \"player\": 2, \"field\": \"27\", \"empire\": \"violet\"},\n" \
  "{\"type\": \"expand\", \"player\": 0, \"field\": \"12\", \"empire\": \"yellow\"},\n" \
  "{\"type\": \"expand\", \"player\": 1, \"field\": \"31\", \"empire\": \"violet\"},\n" \
  "{\"type\": \"expand\", \"player\": 2, \"field\": \"18\", \"empire\": \"green\"},\n" m6

static char *
doc (const char *top, const char *start, const char *setup, const char *moves)
{
  return g_strdup_printf (DOC_FORMAT, top, start, setup, moves);
}

/* ---- round trips ---- */

static void
test_small_doc_loads (void)
{
  g_autofree char *text = doc ("", "0", "", MOVES_OK);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 10);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 10);
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, -1);
  g_assert_cmpstr (tyros_game_get_player_name (game, 2), ==, "Cleo");
  g_assert_cmpint (tyros_game_get_state (game)->empire[TYROS_FIELD_TYROS], ==, TYROS_EMPIRE_VIOLET);
}

static void
test_roundtrip (gconstpointer data)
{
  const char *name = data;
  gsize length = 0, len1 = 0, len2 = 0;
  g_autofree char *text = tu_read_data (name, &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game1 = NULL;
  g_autoptr(TyrosGame) game2 = NULL;
  g_autofree char *out1 = NULL;
  g_autofree char *out2 = NULL;

  game1 = tyros_file_load_data (text, length, &error);
  g_assert_no_error (error);
  out1 = tyros_file_to_data (game1, &len1);
  g_assert_nonnull (out1);
  g_assert_cmpuint (len1, ==, strlen (out1));
  game2 = tyros_file_load_data (out1, len1, &error);
  g_assert_no_error (error);
  out2 = tyros_file_to_data (game2, &len2);
  g_assert_cmpuint (len1, ==, len2);
  g_assert_cmpstr (out1, ==, out2);

  g_assert_cmpint (tyros_game_is_position (game1), ==, tyros_game_is_position (game2));
  g_assert_cmpuint (tyros_game_get_n_players (game1), ==, tyros_game_get_n_players (game2));
  g_assert_true (tyros_game_get_edition (game1) == tyros_game_get_edition (game2));
  /* the played moves are saved as played, and a journal's illegal move with
   * the ones after it are kept to redo (tyros-file.h): nothing is lost */
  g_assert_cmpuint (tyros_game_get_n_played (game1), ==, tyros_game_get_n_played (game2));
  g_assert_cmpuint (tyros_game_get_n_moves (game1), ==, tyros_game_get_n_moves (game2));
  tu_assert_state_equal (tyros_game_get_state (game1), tyros_game_get_state (game2));
}

/* Saved through tyros_file_save (atomic) and loaded with tyros_file_load. */
static void
test_save_load_path (void)
{
  g_autofree char *text = tu_read_data ("game-3p.tyros", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autoptr(TyrosGame) again = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "saved.tyros", NULL);
  g_assert_true (tyros_file_save (game, path, &error));
  g_assert_no_error (error);
  again = tyros_file_load (path, &error);
  g_assert_no_error (error);
  a = tyros_file_to_data (game, NULL);
  b = tyros_file_to_data (again, NULL);
  g_assert_cmpstr (a, ==, b);
  g_assert_true (tyros_state_is_over (tyros_game_get_state (again)));
  g_unlink (path);
  g_rmdir (dir);
}

/* A save leaves the game file and nothing else; a save that cannot be made
 * says why and leaves nothing behind. */
static void
test_save_leaves_no_temporary (void)
{
  g_autofree char *text = tu_read_data ("game-4p.tyros", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.tyros", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "game.tyros", NULL);
  g_autoptr(GDir) listing = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    g_assert_true (tyros_file_save (game, path, &error));
  g_assert_false (tyros_file_save (game, missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "game.tyros");
  g_assert_null (g_dir_read_name (listing));
  g_unlink (path);
  g_rmdir (dir);
}

/* What can be read of a file refused for a bad move: the moves before it. */
static void
test_readable_part (void)
{
  static const struct { const char *name; guint n_moves; const char *says; } cases[] = {
    { "bad/unknown-field-33.tyros", 6, "moves[6].route[1]" },   /* a bad move: the 6 before it */
    { "bad/player-7.tyros", 6, "moves[6].player" },
    { "bad/huge-player-number.tyros", 1, "moves[1].player" },
    { "bad/route-empty.tyros", 6, "moves[6].route" },           /* a ship going nowhere is no move */
    { "bad/route-empty-redo.tyros", 6, "redo[0].route" },       /* nor one to redo: the history describes it */
    { "game-3p.tyros", 146, NULL },                              /* nothing bad: all of it */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = tu_data_path (cases[i].name);
      g_autoptr(GError) error = NULL;
      g_autofree char *bad_move = NULL;
      g_autoptr(TyrosGame) game = tyros_file_load_readable_part (path, &bad_move, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (tyros_game_get_n_moves (game), ==, cases[i].n_moves);
      if (cases[i].says == NULL)
        g_assert_null (bad_move);
      else
        g_assert_nonnull (strstr (bad_move, cases[i].says));
    }
}

/* A fault before the moves leaves nothing to trust. */
static void
test_readable_part_none (void)
{
  static const char *const names[] = { "bad/truncated.tyros", "bad/start-player-5.tyros", "bad/players-wrong-type.tyros" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = tu_data_path (names[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *bad_move = NULL;
      g_autoptr(TyrosGame) game = tyros_file_load_readable_part (path, &bad_move, &error);

      g_assert_null (game);
      g_assert_nonnull (error);
      g_assert_null (bad_move);
    }
}

/* A bad move among those to redo: the played moves and the redoable ones before it. */
static void
test_readable_part_redo (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *base = doc ("", "0", "", MOVES_OK);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "redo.tyros", NULL);
  g_autofree char *bad_move = NULL;
  g_autoptr(TyrosGame) game = NULL;

  g_string_assign (text, base);
  g_string_replace (text, "\"moves\": [", "\"redo\": [{\"type\": \"pass\", \"player\": 1}, {\"type\": \"fly\", \"player\": 2}],\n \"moves\": [", 1);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, &error));
  g_assert_null (tyros_file_load (path, NULL));
  game = tyros_file_load_readable_part (path, &bad_move, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 10);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 11);
  g_assert_nonnull (strstr (bad_move, "redo[1].type"));
  g_unlink (path);
  g_rmdir (dir);
}

/* Undone moves are saved to redo, not as played (tyros-file.h). */
static void
test_save_played_only (void)
{
  g_autofree char *text = doc ("", "0", "", MOVES_OK);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autoptr(TyrosGame) again = NULL;
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  g_assert_true (tyros_game_undo (game));
  g_assert_true (tyros_game_undo (game));
  out = tyros_file_to_data (game, NULL);
  again = tyros_file_load_data (out, strlen (out), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tyros_game_get_n_played (again), ==, 8);
  g_assert_cmpuint (tyros_game_get_n_moves (again), ==, 10);
  g_assert_true (tyros_game_redo (again, NULL));
  g_assert_true (tyros_game_redo (again, NULL));
  g_assert_false (tyros_game_can_redo (again));
}

/* An illegal move is not a load error: the game stops before it. */
static void
test_illegal_move_loads (gconstpointer data)
{
  const char *name = data;
  g_autofree char *file = g_strconcat (name, ".tyros", NULL);
  g_autofree char *exp_name = g_strconcat (name, ".expected.json", NULL);
  g_autofree char *text = tu_read_data (file, NULL);
  g_autofree char *exp_text = tu_read_data (exp_name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;
  JsonObject *expected;
  const TyrosViolation *v;

  g_assert_true (json_parser_load_from_data (parser, exp_text, -1, &error));
  expected = json_node_get_object (json_parser_get_root (parser));
  game = tyros_file_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==,
                   json_object_get_int_member (expected, "move") - 1);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, json_object_get_int_member (expected, "move") - 1);
  v = tyros_game_get_replay_error (game);
  g_assert_nonnull (v);
  g_assert_cmpstr (v->rule, ==, json_object_get_string_member (expected, "rule"));
}

static void
test_setup_rules_error (void)
{
  g_autofree char *text = tu_read_data ("setup-italian-tyros.tyros", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);

  g_assert_null (game);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_RULES);
  g_assert_true (g_str_has_prefix (error->message, "setup: "));
  g_assert_true (g_str_has_suffix (error->message, "(S2)"));
}

/* ---- drawn set-ups: the app draws a whole 64-bit seed ---- */

#define BIT(n) (G_GUINT64_CONSTANT (1) << (n))

static const guint64 seed_cases[] = {
  0, 1, 1234, BIT (53) - 1, BIT (53), BIT (53) + 1, BIT (63) - 1, BIT (63), BIT (63) + 1,
  G_GUINT64_CONSTANT (12345678901234567890), G_MAXUINT64 - 1, G_MAXUINT64,
};

static guint64
random_seed (void)
{
  return ((guint64) (guint32) g_test_rand_int () << 32) | (guint32) g_test_rand_int ();
}

static TyrosGame *
drawn_game (const char *edition_id,
            guint64     seed)
{
  static const char *const names[] = { "Anna", "Ben", "Cleo", NULL };
  const TyrosEdition *edition = tyros_edition_lookup (edition_id);
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosGame *game;
  TyrosSetup setup;

  tyros_setup_draw (&setup, edition, seed, 2);
  game = tyros_game_new (edition, names, &setup, &violation);
  if (game == NULL)
    g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, violation->message);
  return game;
}

/* Loads @text, which must hold the set-up drawn with @seed, and checks that
 * saving it gives @canonical. */
static void
assert_loads_seed (const char *text,
                   guint64     seed,
                   const char *canonical)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autofree char *rewritten = NULL;

  if (error != NULL)
    g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
  g_assert_cmpint (tyros_game_get_setup (game)->kind, ==, TYROS_SETUP_DRAWN);
  g_assert_cmpuint (tyros_game_get_setup (game)->seed, ==, seed);
  rewritten = tyros_file_to_data (game, NULL);
  g_assert_cmpstr (rewritten, ==, canonical);
}

static void
assert_seed_roundtrip (const char *edition_id,
                       guint64     seed)
{
  g_autoptr(TyrosGame) game = drawn_game (edition_id, seed);
  g_autofree char *text = tyros_file_to_data (game, NULL);
  g_autofree char *written = g_strdup_printf ("\"seed\":%" G_GUINT64_FORMAT, seed);

  /* the seed as drawn: a plain whole number, never negative */
  if (strstr (text, written) == NULL)
    g_error ("seed %" G_GUINT64_FORMAT " not written as %s:\n%s", seed, written, text);
  assert_loads_seed (text, seed, text);
}

/* Every seed range the app can draw: written, read, the same seed and bytes. */
static void
test_seed_ranges (void)
{
  static const char *const editions[] = { "kosmos", "italian" };

  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (seed_cases); i++)
        assert_seed_roundtrip (editions[e], seed_cases[i]);
      for (guint i = 0; i < 500; i++)
        assert_seed_roundtrip (editions[e], random_seed ());
    }
}

/* Version 0.1 wrote seeds from 2^63 up as negative numbers: such a file opens
 * with the seed that was drawn, and is saved with it written positive. */
static void
test_seed_written_negative (void)
{
  for (guint i = 0; i < 200; i++)
    {
      guint64 seed = i < G_N_ELEMENTS (seed_cases) ? seed_cases[i] : random_seed () | BIT (63);
      g_autoptr(TyrosGame) game = drawn_game (i % 2 ? "kosmos" : "italian", seed);
      g_autofree char *canonical = tyros_file_to_data (game, NULL);
      g_autofree char *positive = g_strdup_printf ("\"seed\":%" G_GUINT64_FORMAT, seed);
      g_autofree char *negative = g_strdup_printf ("\"seed\":%" G_GINT64_FORMAT, (gint64) seed);
      g_auto(GStrv) parts = g_strsplit (canonical, positive, 2);
      g_autofree char *old = g_strjoinv (negative, parts);

      if (seed < BIT (63))
        continue;
      g_assert_cmpstr (old, !=, canonical);
      assert_loads_seed (old, seed, canonical);
    }
}

/* ---- malformed ---- */

typedef struct {
  const char *name;
  const char *top, *start, *setup, *moves;  /* NULL: use raw */
  const char *raw;
  int         codes[3];   /* accepted TyrosFileError codes, -1 terminated */
  const char *place[3];   /* substrings the message must contain */
} Bad;

#define F TYROS_FILE_ERROR_FORMAT
#define S TYROS_FILE_ERROR_SYNTAX

/* A name with a control character: ESC would reach a terminal, a line break
 * splits a line. */
#define NAMED(name) \
  "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\"}, {\"name\": \"" name "\"}, {\"name\": \"C\"}], \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, \"start_player\": 0}, \"moves\": []}"

static const Bad bads[] = {
  { "truncated", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosm", { S, -1 }, { NULL } },
  { "empty", NULL, NULL, NULL, NULL, "", { S, F, -1 }, { NULL } },
  { "not-json", NULL, NULL, NULL, NULL, "hello", { S, -1 }, { NULL } },
  { "not-object", NULL, NULL, NULL, NULL, "[1, 2]", { F, -1 }, { NULL } },
  { "format", NULL, NULL, NULL, NULL,
    "{\"format\": \"chess\", \"version\": 1}", { F, -1 }, { "format" } },
  { "version-2", " \"version\": 2,", "0", "", MOVES_OK, NULL, { TYROS_FILE_ERROR_VERSION, F, -1 }, { NULL } },
  { "version-string", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": \"1\", \"edition\": \"kosmos\"}", { F, -1 }, { "version" } },
  { "unknown-top-key", " \"colour\": \"red\",", "0", "", MOVES_OK, NULL, { F, -1 }, { "colour" } },
  { "unknown-setup-key", "", "0", ", \"colour\": 1", MOVES_OK, NULL, { F, -1 }, { "setup", "colour" } },
  { "unknown-move-key", "", "0", "", MOVES_6 ("{\"type\": \"pass\", \"player\": 0, \"why\": 1}"), NULL,
    { F, -1 }, { "moves[6]", "why" } },
  { "unknown-paid-key", "", "0", "", MOVES_6 ("{\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": [\"31\"], \"paid\": {\"purple\": 1}}"), NULL,
    { F, -1 }, { "moves[6].paid", "purple" } },
  { "unknown-type", "", "0", "", MOVES_6 ("{\"type\": \"jump\", \"player\": 0}"), NULL,
    { F, -1 }, { "moves[6]", "jump" } },
  { "player-7", "", "0", "", MOVES_6 ("{\"type\": \"pass\", \"player\": 7}"), NULL,
    { F, -1 }, { "moves[6].player" } },
  { "player-string", "", "0", "", MOVES_6 ("{\"type\": \"pass\", \"player\": \"0\"}"), NULL,
    { F, -1 }, { "moves[6].player" } },
  { "count-9", "", "0", "", MOVES_6 ("{\"type\": \"bank_swap\", \"player\": 0, \"count\": 9}"), NULL,
    { F, -1 }, { "moves[6].count" } },
  { "partner-5", "", "0", "", MOVES_6 ("{\"type\": \"trade\", \"player\": 0, \"partner\": 5}"), NULL,
    { F, -1 }, { "moves[6].partner" } },
  { "paid-negative", "", "0", "", MOVES_6 ("{\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": [\"31\"], \"paid\": {\"violet\": -1}}"), NULL,
    { F, -1 }, { "moves[6].paid" } },
  { "start-player-5", "", "5", "", MOVES_OK, NULL, { F, TYROS_FILE_ERROR_RULES, -1 }, { NULL } },
  { "seed-string", "", "0", ", \"seed\": \"7\"", MOVES_OK, NULL, { F, -1 }, { "setup.seed" } },
  { "seed-fraction", "", "0", ", \"seed\": 7.5", MOVES_OK, NULL, { F, -1 }, { "setup.seed" } },
  { "start-player-string", "", "\"0\"", "", MOVES_OK, NULL, { F, -1 }, { "start_player" } },
  { "unknown-field-route", "", "0", "", MOVES_6 ("{\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": [\"31\", \"33\"]}"), NULL,
    { F, -1 }, { "moves[6].route[1]", "\"33\"" } },
  { "unknown-field-from", "", "0", "", MOVES_6 ("{\"type\": \"move\", \"player\": 0, \"from\": \"X\", \"route\": [\"31\"]}"), NULL,
    { F, -1 }, { "moves[6].from", "\"X\"" } },
  { "unknown-field-expand", "", "0", "", "{\"type\": \"expand\", \"player\": 0, \"field\": \"0\"}", NULL,
    { F, -1 }, { "moves[0].field", "\"0\"" } },
  { "field-number", "", "0", "", MOVES_6 ("{\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": [31]}"), NULL,
    { F, -1 }, { "moves[6].route[0]" } },
  { "route-empty", "", "0", "", MOVES_6 ("{\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": []}"), NULL,
    { F, -1 }, { "moves[6].route", "empty" } },
  { "route-not-list", "", "0", "", MOVES_6 ("{\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": \"31\"}"), NULL,
    { F, -1 }, { "moves[6].route" } },
  { "empire-field", "", "0", "", "", NULL, { F, -1 }, { NULL } }, /* replaced below */
  { "edition", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"german\", \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}], \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, \"start_player\": 0}, \"moves\": []}",
    { F, -1 }, { "edition" } },
  { "two-players", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, \"start_player\": 0}, \"moves\": []}",
    { F, -1 }, { "players" } },
  { "player-no-name", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\"}, {\"colour\": \"#ff0000\"}, {\"name\": \"C\"}], \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, \"start_player\": 0}, \"moves\": []}",
    { F, -1 }, { "players[1]" } },
  { "players-wrong-type", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": \"Anna\", \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, \"start_player\": 0}, \"moves\": []}",
    { F, -1 }, { "players" } },
  { "moves-and-position", " \"position\": {\"empires\": {}, \"cities\": {}, \"ships\": {}, \"first_all_four\": null},", "0", "", MOVES_OK, NULL,
    { F, -1 }, { NULL } },
  { "unknown-position-key", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}], \"position\": {\"empires\": {\"orange\": [\"7\"]}, \"cities\": {}, \"ships\": {}, \"first_all_four\": null, \"roads\": 3}}",
    { F, -1 }, { "position", "roads" } },
  { "position-owner-7", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}], \"position\": {\"empires\": {\"orange\": [\"7\"]}, \"cities\": {\"7\": 7}, \"ships\": {}, \"first_all_four\": null}}",
    { F, TYROS_FILE_ERROR_RULES, -1 }, { "position" } },
  { "position-field-33", NULL, NULL, NULL, NULL,
    "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}], \"position\": {\"empires\": {\"orange\": [\"7\", \"33\"]}, \"cities\": {}, \"ships\": {}, \"first_all_four\": null}}",
    { F, -1 }, { "position.empires.orange[1]", "\"33\"" } },
  { "name-escape", NULL, NULL, NULL, NULL, NAMED ("Ann\\u001b[31ma"), { F, -1 }, { "players[1].name", "control character" } },
  { "name-bell", NULL, NULL, NULL, NULL, NAMED ("Ann\\u0007"), { F, -1 }, { "players[1].name", "control character" } },
  { "name-cr", NULL, NULL, NULL, NULL, NAMED ("Ann\\r"), { F, -1 }, { "players[1].name", "control character" } },
  { "name-lf", NULL, NULL, NULL, NULL, NAMED ("Ann\\nBen"), { F, -1 }, { "players[1].name", "control character" } },
  { "name-tab", NULL, NULL, NULL, NULL, NAMED ("Ann\\tBen"), { F, -1 }, { "players[1].name", "control character" } },
  { "name-c1-csi", NULL, NULL, NULL, NULL, NAMED ("Ann\\u009b31m"), { F, -1 }, { "players[1].name", "control character" } },
  { "name-line-separator", NULL, NULL, NULL, NULL, NAMED ("Ann\\u2028Ben"), { F, -1 }, { "players[1].name", "control character" } },
  /* invisible: two people who read alike, or the text after it turned around */
  { "name-zero-width-space", NULL, NULL, NULL, NULL, NAMED ("An\\u200bna"), { F, -1 }, { "players[1].name", "invisible character" } },
  { "name-right-to-left-override", NULL, NULL, NULL, NULL, NAMED ("\\u202eanna"), { F, -1 }, { "players[1].name", "invisible character" } },
  { "name-byte-order-mark", NULL, NULL, NULL, NULL, NAMED ("An\\ufeffna"), { F, -1 }, { "players[1].name", "invisible character" } },
  { "name-joiner-in-latin", NULL, NULL, NULL, NULL, NAMED ("An\\u200dna"), { F, -1 }, { "players[1].name", "invisible character" } },
  { "nul-byte", NULL, NULL, NULL, NULL, NULL, { S, F, -1 }, { NULL } },     /* built below */
  { "bad-utf8", NULL, NULL, NULL, NULL, "{\"format\": \"tyros-\xff\xfe\"}", { S, F, -1 }, { NULL } },
};

static void
check_error (const GError *error, const int *codes, const char *const *place)
{
  gboolean code_ok = FALSE;

  g_assert_nonnull (error);
  g_assert_true (error->domain == TYROS_FILE_ERROR);
  for (guint i = 0; codes[i] >= 0; i++)
    code_ok = code_ok || error->code == codes[i];
  if (!code_ok)
    g_error ("unexpected error code %d: %s", error->code, error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (strlen (error->message), <, 1000);  /* no echo of huge input */
  for (guint i = 0; i < 3 && place[i] != NULL; i++)
    if (strstr (error->message, place[i]) == NULL)
      g_error ("error message \"%s\" does not name \"%s\"", error->message, place[i]);
}

static void
test_bad (gconstpointer data)
{
  const Bad *bad = data;
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;

  if (g_str_equal (bad->name, "nul-byte"))
    {
      text = doc ("", "0", "", MOVES_OK);
      length = strlen (text);
      text[40] = '\0';
    }
  else if (g_str_equal (bad->name, "empire-field"))
    {
      text = g_strdup ("{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": \"C\"}], \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"99\"}, \"start_player\": 0}, \"moves\": []}");
      length = strlen (text);
      game = tyros_file_load_data (text, length, &error);
      g_assert_null (game);
      check_error (error, (const int[]) { F, -1 }, (const char *const[]) { "setup.empires.violet", "\"99\"", NULL });
      return;
    }
  else
    {
      text = bad->raw ? g_strdup (bad->raw) : doc (bad->top, bad->start, bad->setup, bad->moves);
      length = strlen (text);
    }
  game = tyros_file_load_data (text, length, &error);
  g_assert_null (game);
  check_error (error, bad->codes, bad->place);
}

/* ---- strict JSON: the reader accepts RFC 8259 and nothing else ---- */

typedef struct {
  const char *name;
  const char *text;       /* a whole document; "%s" is replaced by MOVES_OK */
  int         code;
  const char *place[3];   /* substrings the message must contain */
} JsonCase;

#define HEAD "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\",\n"
#define PLAYERS " \"players\": [{\"name\": \"Anna\"}, {\"name\": \"Ben\"}, {\"name\": \"Cleo\"}],\n"
#define SETUP(extra) \
  " \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, " \
  "\"start_player\": 0" extra "},\n"
#define GAME(extra) HEAD PLAYERS SETUP (extra) " \"moves\": [%s]}\n"

static const JsonCase json_cases[] = {
  { "comment-line", HEAD " // a comment\n" PLAYERS SETUP ("") " \"moves\": [%s]}", S,
    { "line 2, column 2", "comment" } },
  { "comment-block", "{\"format\": /* \" */ \"tyros-companion\"}", S, { "line 1, column 12", "comment" } },
  { "comment-after", GAME ("") "/* the end */\n", S, { "line 14, column 1", "comment" } },
  { "single-quotes", "{'format': 'tyros-companion'}", S, { "line 1, column 2", "double quotes" } },
  { "trailing-text", GAME ("") "x", S, { "line 14, column 1", "after the end" } },
  { "two-documents", GAME ("") "{}", S, { "line 14, column 1", "after the end" } },
  { "trailing-comma-list", "[1, 2, ]", S, { "line 1, column 8", "“]”" } },
  { "trailing-comma-object", "{\"format\": \"tyros-companion\",\n}", S, { "line 2, column 1", "“}”" } },
  { "missing-comma", "{\"format\": \"tyros-companion\"\n \"version\": 1}", S, { "line 2, column 2", "“,” or “}”" } },
  { "missing-colon", "{\"format\" \"tyros-companion\"}", S, { "line 1, column 11", "“:”" } },
  { "bare-key", "{format: 1}", S, { "line 1, column 2", "key in double quotes" } },
  { "leading-zero", GAME (", \"seed\": 012"), S, { "line 3, column 114", "number" } },
  { "nan", "[NaN]", S, { "line 1, column 2", "“N”" } },
  { "plus-sign", "[+1]", S, { "line 1, column 2", "“+”" } },
  { "huge-double", "[1e400]", S, { "line 1, column 2", "too large" } },
  { "tab-in-string", "[\"a\tb\"]", S, { "line 1, column 4", "control character" } },
  { "zero-character", "[\"a\\u0000b\"]", S, { "line 1, column 4", "\\u0000" } },
  { "unknown-escape", "[\"\\x41\"]", S, { "line 1, column 3", "escape" } },
  { "short-unicode-escape", "[\"\\u12\"]", S, { "line 1, column 3", "four hex digits" } },
  { "lone-high-surrogate", HEAD " \"players\": [{\"name\": \"\\ud800\"}]}", S, { "line 2, column 24", "\\ud800", "surrogate" } },
  { "lone-low-surrogate", "[\"\\udc00x\"]", S, { "line 1, column 3", "\\udc00" } },
  { "high-surrogate-then-letter", "[\"\\ud800\\u0041\"]", S, { "\\ud800" } },
  { "ends-in-string", "{\"format\": \"tyros", S, { "line 1, column 18", "ends inside a string" } },
  { "ends-in-object", "{\"format\": \"tyros-companion\"", S, { "line 1, column 29", "ends too early" } },
  { "only-space", " \n ", S, { "line 2, column 2" } },
  { "utf-16", "\xff\xfe{\0\"\0", S, { "UTF-16" } },
  { "bom-twice", "\xef\xbb\xbf\xef\xbb\xbf{}", S, { "line 1, column 2", "U+FEFF" } },
  { "bom-inside", "{\"format\":\xef\xbb\xbf \"tyros-companion\"}", S, { "line 1, column 11", "U+FEFF" } },
  { "bad-utf8-in-name", HEAD " \"players\": [{\"name\": \"An\xc3\"}]}", S, { "line 2, column 26", "UTF-8" } },
  { "overlong-utf8", "[\"\xc0\xaf\"]", S, { "line 1, column 3", "UTF-8" } },
  { "duplicate-top-key", HEAD " \"version\": 1,\n" PLAYERS SETUP ("") " \"moves\": [%s]}", F,
    { "line 2, column 2", "version", "twice" } },
  { "duplicate-setup-key", GAME (", \"start_player\": 1"), F, { "setup.start_player", "twice" } },
  { "duplicate-player-extra", HEAD " \"players\": [{\"name\": \"A\"}, {\"name\": \"B\", \"x\": {\"a\": 1, \"a\": 2}}]}",
    F, { "players[1].x.a", "twice" } },
  { "duplicate-name", HEAD " \"players\": [{\"name\": \"A\", \"name\": \"B\"}]}", F, { "players[0].name", "twice" } },
  { "huge-player", GAME ("") , F, { NULL } },  /* replaced below */
  { "seed-2^64", GAME (", \"seed\": 18446744073709551616"), F,
    { "setup.seed", "18446744073709551616 is out of range (0 to 18446744073709551615)" } },
  { "seed-below-int64", GAME (", \"seed\": -9223372036854775809"), F,
    { "setup.seed", "-9223372036854775809 is out of range" } },
  { "start-player-huge", GAME ("") , F, { NULL } },  /* replaced below */
  { "version-huge", "{\"format\": \"tyros-companion\", \"version\": 99999999999999999999999}", F,
    { "version", "99999999999999999999999 is out of range (1 to" } },
  { "version-minus-huge", "{\"format\": \"tyros-companion\", \"version\": -99999999999999999999999}", F,
    { "version", "-99999999999999999999999 is out of range" } },
  { "version-2^63", "{\"format\": \"tyros-companion\", \"version\": 9223372036854775808}", F,
    { "version", "9223372036854775808 is out of range" } },
};

static void
test_json_case (gconstpointer data)
{
  const JsonCase *jc = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;
  g_autofree char *text = NULL;
  gsize length;

  if (g_str_equal (jc->name, "huge-player") || g_str_equal (jc->name, "start-player-huge"))
    {
      gboolean player = g_str_equal (jc->name, "huge-player");

      text = doc ("", player ? "0" : "340282366920938463463374607431768211456", "",
                  player ? MOVES_6 ("{\"type\": \"pass\", \"player\": 18446744073709551615}") : MOVES_OK);
      game = tyros_file_load_data (text, strlen (text), &error);
      g_assert_null (game);
      check_error (error, (const int[]) { F, -1 },
                   player ? (const char *const[]) { "moves[6].player", "18446744073709551615 is out of range (0 to 2)", NULL }
                          : (const char *const[]) { "setup.start_player", "340282366920938463463374607431768211456 is out of range (0 to 2)", NULL });
      return;
    }
  {
    g_auto(GStrv) parts = g_strsplit (jc->text, "%s", 2);

    text = g_strjoinv (MOVES_OK, parts);
  }
  length = g_str_equal (jc->name, "utf-16") ? 6 : strlen (text);
  game = tyros_file_load_data (text, length, &error);
  g_assert_null (game);
  check_error (error, (const int[]) { jc->code, -1 }, jc->place);
}

/* A byte order mark at the very start is skipped (RFC 8259 allows it;
 * editors on Windows write one). The writer never writes one. */
static void
test_bom_accepted (void)
{
  g_autofree char *plain = doc ("", "0", "", MOVES_OK);
  g_autofree char *text = g_strconcat ("\xef\xbb\xbf", plain, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autofree char *saved = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 10);
  saved = tyros_file_to_data (game, NULL);
  g_assert_false (g_str_has_prefix (saved, "\xef\xbb\xbf"));
}

/* Escapes are read as JSON says, surrogate pairs included. */
static void
test_string_escapes (void)
{
  g_autofree char *text = doc ("", "0", "", MOVES_OK);
  g_autoptr(GString) named = g_string_new (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;

  g_string_replace (named, "\"Cleo\"", "\"C\\u006c\\u00e9o \\ud83d\\ude00 \\\"\\\\\\/\"", 1);
  game = tyros_file_load_data (named->str, named->len, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tyros_game_get_player_name (game, 2), ==, "Cl\xc3\xa9o \xf0\x9f\x98\x80 \"\\/");
  g_clear_object (&game);
  /* \t is read as a tab, which a name may not hold */
  g_string_replace (named, "\\/\"", "\\/\\t\"", 1);
  game = tyros_file_load_data (named->str, named->len, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "players[2].name: "));
}

/* Nesting is bounded where the parser works, whatever hides the brackets:
 * a comment, a single-quoted string, a string that looks like a comment, or
 * objects instead of lists. Each case is refused quickly and cleanly. */
static void
test_deep_nesting_tricks (void)
{
  static const struct { const char *head, *open, *close; int code; const char *says; } tricks[] = {
    { "", "[", "]", F, "nested deeper" },
    { "", "{\"a\":", "}", F, "nested deeper" },
    { "[{\"a\":", "[{\"b\":", "}]", F, "nested deeper" },
    { "/* \" */ ", "[", "]", S, "comment" },
    { "{'a\"': ", "[", "]", S, "double quotes" },
    { "{\"/* \\\"\": ", "[", "]", F, "nested deeper" },
    { "{\"a\": \"// \\\" [\", \"b\": ", "[", "]", F, "nested deeper" },
    { HEAD " \"players\": [{\"name\": \"A\", \"x\": ", "{\"a\": ", "}", F, "players[0].x.a.a" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tricks); i++)
    {
      g_autoptr(GString) text = g_string_new (tricks[i].head);
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosGame) game = NULL;

      for (guint d = 0; d < 100000; d++)
        g_string_append (text, tricks[i].open);
      for (guint d = 0; d < 100000; d++)
        g_string_append (text, tricks[i].close);
      game = tyros_file_load_data (text->str, text->len, &error);
      g_assert_null (game);
      check_error (error, (const int[]) { tricks[i].code, -1 }, (const char *const[]) { tricks[i].says, NULL });
    }
}

/* At most 32 levels: a document 32 deep is JSON the reader takes, 33 is not. */
static void
test_depth_limit (void)
{
  for (guint depth = TYROS_FILE_MAX_DEPTH - 1; depth <= TYROS_FILE_MAX_DEPTH + 1; depth++)
    {
      g_autoptr(GString) text = g_string_new (HEAD " \"players\": [{\"name\": \"A\", \"x\": ");
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosGame) game = NULL;

      /* the root object, "players" and the player make 3 levels */
      for (guint d = 3; d < depth; d++)
        g_string_append (text, "[");
      for (guint d = 3; d < depth; d++)
        g_string_append (text, "]");
      g_string_append (text, "}]}");
      game = tyros_file_load_data (text->str, text->len, &error);
      g_assert_null (game);
      g_assert_true (error->domain == TYROS_FILE_ERROR);
      if (depth <= TYROS_FILE_MAX_DEPTH)
        g_assert_null (strstr (error->message, "nested deeper"));  /* refused later: 1 player */
      else
        g_assert_nonnull (strstr (error->message, "nested deeper"));
    }
}

/* More values than a game file can hold: refused before they cost memory. */
static void
test_too_many_values (void)
{
  g_autoptr(GString) text = g_string_new ("[");
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;

  for (guint i = 0; i < TYROS_FILE_MAX_VALUES; i++)
    g_string_append (text, "{},");
  g_string_append (text, "{}]");
  game = tyros_file_load_data (text->str, text->len, &error);
  g_assert_null (game);
  check_error (error, (const int[]) { F, -1 }, (const char *const[]) { "more than", NULL });
}

/* Every malformed file the CLI test also uses (tests/data/bad) fails cleanly. */
static void
test_bad_files (void)
{
  g_autofree char *dir_path = tu_data_path ("bad");
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
  const char *name;
  guint n = 0;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(GError) load_error = NULL;
      g_autoptr(TyrosGame) game = NULL;

      if (!g_str_has_suffix (name, ".tyros"))
        continue;
      game = tyros_file_load (path, &load_error);
      if (game != NULL)
        g_error ("%s loaded", name);
      g_assert_true (load_error->domain == TYROS_FILE_ERROR);
      n++;
    }
  g_assert_cmpuint (n, >=, 10);
}

/* 50 MB: refused as too large, from memory and from a file, quickly. */
static void
test_huge_string (gconstpointer unused G_GNUC_UNUSED)
{
  const gsize size = 50 * 1024 * 1024;
  g_autofree char *text = g_malloc (size + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  const char *head = "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"";

  memcpy (text, head, strlen (head));
  memset (text + strlen (head), 'a', size - strlen (head) - 4);
  memcpy (text + size - 4, "\"}]}", 4);
  text[size] = '\0';

  game = tyros_file_load_data (text, size, &error);
  g_assert_null (game);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ);
  g_assert_cmpuint (strlen (error->message), <, 1000);
  g_clear_error (&error);

  dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "huge.tyros", NULL);
  g_assert_true (g_file_set_contents (path, text, size, &error));
  game = tyros_file_load (path, &error);
  g_assert_null (game);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ);
  /* the file's own size, not the number of bytes the reader stops at */
  g_assert_nonnull (strstr (error->message, "52428800 bytes"));
  g_assert_null (strstr (error->message, "16777217"));
  g_unlink (path);
  g_rmdir (dir);
}

/* 100000 '[': no stack overflow, a clean error. */
static void
test_deep_nesting (gconstpointer unused G_GNUC_UNUSED)
{
  const gsize depth = 100000;
  g_autofree char *text = g_malloc (2 * depth + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = NULL;

  memset (text, '[', depth);
  memset (text + depth, ']', depth);
  text[2 * depth] = '\0';
  game = tyros_file_load_data (text, 2 * depth, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_true (error->domain == TYROS_FILE_ERROR);
  g_clear_error (&error);

  /* unbalanced, inside a member */
  memcpy (text, "{\"moves\": ", 10);
  memset (text + 10, '[', depth);
  text[10 + depth] = '\0';
  game = tyros_file_load_data (text, 10 + depth, &error);
  g_assert_null (game);
  g_assert_true (error->domain == TYROS_FILE_ERROR);
  g_clear_error (&error);

  /* deeply nested objects in a player's free keys */
  {
    g_autoptr(GString) s = g_string_new ("{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", \"players\": [{\"name\": \"A\", \"x\": ");
    for (guint i = 0; i < 5000; i++)
      g_string_append (s, "{\"a\": ");
    g_string_append (s, "1");
    for (guint i = 0; i < 5000; i++)
      g_string_append (s, "}");
    g_string_append (s, "}, {\"name\": \"B\"}, {\"name\": \"C\"}], \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"}, \"start_player\": 0}, \"moves\": []}");
    game = tyros_file_load_data (s->str, s->len, &error);
    g_assert_null (game);
    g_assert_true (error->domain == TYROS_FILE_ERROR);
  }
}

static void
test_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load ("/nonexistent/dir/game.tyros", &error);

  g_assert_null (game);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ);
}

/* ---- other tools' keys in a player's object ---- */

/* Numbers that json-glib's generator wrote otherwise (1e42 as 1e+42.0, which
 * the reader refuses; 0.1 as 0.10000000000000001; -0 as 0) */
static const char *const kept_numbers[] = {
  "1e42", "-1e42", "1e17", "1e-10", "1e5", "0.1", "18446744073709551615", "-0", "1E+2",
  "123456789012345678901234567890",
};

/* A saved small game whose first player has the members @extra after its name */
static char *
saved_with_player_extra (const char *extra)
{
  g_autofree char *text = doc ("", "0", "", MOVES_OK);
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), NULL);
  g_autofree char *saved = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *with_extra = g_strdup_printf ("{\"name\":\"Anna\"%s}", extra);

  g_assert_nonnull (game);
  saved = tyros_file_to_data (game, NULL);
  parts = g_strsplit (saved, "{\"name\":\"Anna\"}", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  return g_strjoinv (with_extra, parts);
}

/* @text (as the app writes files) loads, saves to the same bytes, and the
 * command accepts what was saved */
static void
assert_saved_as_read (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autoptr(TyrosGame) again = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-extra-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tyros", NULL);
  g_autofree char *err = NULL;
  const char *args[] = { "check", path, NULL };
  gsize length;

  g_assert_no_error (error);
  saved = tyros_file_to_data (game, &length);
  g_assert_cmpstr (saved, ==, text);
  again = tyros_file_load_data (saved, length, &error);
  g_assert_no_error (error);
  g_assert_true (tyros_file_save (again, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tu_run_cli (args, NULL, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_player_extra_number (gconstpointer data)
{
  const char *number = data;
  g_autofree char *alone = g_strdup_printf (",\"rating\":%s", number);
  g_autofree char *nested = g_strdup_printf (",\"tool\":{\"games\":[%s,{\"x\":[[%s]],\"y\":null}],\"z\":%s},\"w\":[%s]",
                                             number, number, number, number);
  g_autofree char *text_alone = saved_with_player_extra (alone);
  g_autofree char *text_nested = saved_with_player_extra (nested);

  assert_saved_as_read (text_alone);
  assert_saved_as_read (text_nested);
}

/* Every kind of value, with strings that need escapes, in the order written */
static void
test_player_extra_values (void)
{
  g_autofree char *text = saved_with_player_extra (
    ",\"b\":true,\"a\":[false,null,\"\\\"\\\\\\né\",{},[]],\"k\\\"ey\":{\"2\":-12,\"1\":9223372036854775807}");

  assert_saved_as_read (text);
}

/* The play record's times, read without the game: a file's as written, a
 * file without them none, and a file that is not JSON an error. */
static void
test_played_times (void)
{
  g_autofree char *played = tu_data_path ("position-played.tyros");
  g_autofree char *none = tu_data_path ("game-3p.tyros");
  g_autofree char *started = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *started_none = NULL;
  g_autofree char *finished_none = NULL;
  g_autofree char *bad = g_build_filename (g_get_tmp_dir (), "tyros-played-times-bad.tyros", NULL);
  g_autofree char *started_bad = NULL;
  g_autofree char *finished_bad = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tyros_file_read_played_times (played, &started, &finished, NULL));
  g_assert_cmpstr (started, ==, "2026-11-26T19:04:00+01:00");
  g_assert_cmpstr (finished, ==, "2026-11-26T21:10:00+01:00");
  g_assert_true (tyros_file_read_played_times (none, &started_none, &finished_none, NULL));
  g_assert_null (started_none);
  g_assert_null (finished_none);
  g_assert_true (g_file_set_contents (bad, "{\"played\": ", -1, NULL));
  g_assert_false (tyros_file_read_played_times (bad, &started_bad, &finished_bad, &error));
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_SYNTAX);
  g_assert_null (started_bad);
  g_unlink (bad);
}

int
main (int argc, char **argv)
{
  static const char *const games[] = {
    "game-3p.tyros", "game-4p.tyros", "game-italian.tyros",
    "position-board-a.tyros", "position-italian-16.tyros", "position-played.tyros", "illegal-m3.tyros",
    "seed-written-negative-kosmos.tyros", "seed-written-negative-italian.tyros",
  };
  static const char *const illegal[] = { "illegal-m3", "illegal-e1", "illegal-p3", "illegal-m1", "illegal-g1" };

  g_test_init (&argc, &argv, NULL);
  tu_add_isolated_func ("/file/load/small", test_small_doc_loads);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/file/roundtrip/%s", games[i]);
      tu_add_isolated (path, games[i], test_roundtrip);
    }
  tu_add_isolated_func ("/file/save/path", test_save_load_path);
  tu_add_isolated_func ("/file/readable-part/bad-move", test_readable_part);
  tu_add_isolated_func ("/file/readable-part/nothing", test_readable_part_none);
  tu_add_isolated_func ("/file/readable-part/redo", test_readable_part_redo);
  tu_add_isolated_func ("/file/save/no-temporary-left", test_save_leaves_no_temporary);
  tu_add_isolated_func ("/file/save/undone-moves-to-redo", test_save_played_only);
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    {
      g_autofree char *path = g_strdup_printf ("/file/illegal/%s", illegal[i]);
      tu_add_isolated (path, illegal[i], test_illegal_move_loads);
    }
  tu_add_isolated_func ("/file/setup/s2", test_setup_rules_error);
  tu_add_isolated_func ("/file/setup/seed-ranges", test_seed_ranges);
  tu_add_isolated_func ("/file/setup/seed-written-negative", test_seed_written_negative);
  for (guint i = 0; i < G_N_ELEMENTS (bads); i++)
    {
      g_autofree char *path = g_strdup_printf ("/file/malformed/%s", bads[i].name);
      tu_add_isolated (path, &bads[i], test_bad);
    }
  tu_add_isolated_func ("/file/malformed-files", test_bad_files);
  tu_add_isolated ("/file/malformed/huge-string", NULL, test_huge_string);
  tu_add_isolated ("/file/malformed/deep-nesting", NULL, test_deep_nesting);
  tu_add_isolated_func ("/file/missing", test_missing_file);
  for (guint i = 0; i < G_N_ELEMENTS (json_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/file/json/%s", json_cases[i].name);
      tu_add_isolated (path, &json_cases[i], test_json_case);
    }
  tu_add_isolated_func ("/file/json/bom-accepted", test_bom_accepted);
  tu_add_isolated_func ("/file/json/string-escapes", test_string_escapes);
  tu_add_isolated_func ("/file/json/deep-nesting-tricks", test_deep_nesting_tricks);
  tu_add_isolated_func ("/file/json/depth-limit", test_depth_limit);
  tu_add_isolated_func ("/file/json/too-many-values", test_too_many_values);
  for (guint i = 0; i < G_N_ELEMENTS (kept_numbers); i++)
    {
      g_autofree char *path = g_strdup_printf ("/file/player-extra/number/%s", kept_numbers[i]);
      tu_add_isolated (path, kept_numbers[i], test_player_extra_number);
    }
  tu_add_isolated_func ("/file/player-extra/values", test_player_extra_values);
  tu_add_isolated_func ("/file/played-times", test_played_times);
  return g_test_run ();
}
