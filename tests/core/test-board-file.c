/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-file.c: a group's board (docs/file-format.md, "The board")
 *
 * Routes and rules on a corrected board, the board file and its errors, the
 * "board" key of a game file, and `--board` on the tyros command.
 */
#define G_LOG_DOMAIN "tyros-test-board-file"

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "test-util.h"

static TyrosBoard *
board_from (const char *text)
{
  g_autoptr(GError) error = NULL;
  TyrosBoard *board = tyros_board_load_data (text, -1, &error);

  g_assert_no_error (error);
  return board;
}

static char *
routes_text (const TyrosBoard *board,
             const char       *from,
             const char       *to)
{
  TyrosPlace a = tu_place (from), b = tu_place (to);
  TyrosSet from_set = a.coast == TYROS_COAST_NONE ? tyros_field_coasts (a.field) : TYROS_SET_BIT (a.coast);
  TyrosSet to_set = b.coast == TYROS_COAST_NONE ? tyros_field_coasts (b.field) : TYROS_SET_BIT (b.coast);
  g_autoptr(GPtrArray) routes = tyros_sea_shortest_routes (board, from_set, to_set);
  GString *text = g_string_new (NULL);

  for (guint r = 0; r < routes->len; r++)
    {
      GArray *route = g_ptr_array_index (routes, r);

      for (guint i = 0; i < route->len; i++)
        g_string_append_printf (text, "%s%s", i ? " " : "", tyros_coast_to_string (g_array_index (route, TyrosCoast, i)));
      g_string_append (text, r + 1 < routes->len ? " | " : "");
    }
  return g_string_free (text, FALSE);
}

/* The German rulebook's "22 17 16 15" is the shortest route only if one of
 * 15-20, 20-21, 21-22 is closed: each answer of the first question of the
 * "Compare with your board" page gives it. */
static void
test_22_to_15 (void)
{
  static const struct { const char *board; const char *routes; } cases[] = {
    { NULL, "22 17 16e 15 | 22 21 20 15" },
    { "{\"format\": \"tyros-board\", \"version\": 1, \"closed\": [[\"20\", \"21\"]]}", "22 17 16e 15" },
    { "{\"format\": \"tyros-board\", \"version\": 1, \"closed\": [[\"21\", \"22\"]]}", "22 17 16e 15" },
    { "{\"format\": \"tyros-board\", \"version\": 1, \"closed\": [[\"15\", \"20\"]]}", "22 17 16e 15" },
    { "{\"format\": \"tyros-board\", \"version\": 1, \"closed\": [[\"16e\", \"17\"]]}", "22 21 20 15" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TyrosBoard) board = cases[i].board ? board_from (cases[i].board) : NULL;
      g_autofree char *routes = routes_text (board, "22", "15");

      g_assert_cmpstr (routes, ==, cases[i].routes);
    }
}

static void
test_open_passage (void)
{
  g_autoptr(TyrosBoard) board = board_from ("{\"format\": \"tyros-board\", \"version\": 1, \"open\": [[\"21\", \"26\"]]}");
  g_autofree char *printed = routes_text (NULL, "26", "21");
  g_autofree char *opened = routes_text (board, "26", "21");

  g_assert_cmpstr (printed, ==, "26 27 22 21");
  g_assert_cmpstr (opened, ==, "26 21");
  g_assert_true (tyros_sea_connected (board, 26, 21));
  g_assert_false (tyros_sea_connected (NULL, 26, 21));
  /* the printed board is not changed by a group's board */
  g_assert_false (tyros_board_sea_connected (26, 21));
}

static void
test_pairs_valid (void)
{
  static const struct { const char *a, *b; gboolean valid; } pairs[] = {
    { "20", "21", TRUE }, { "16e", "21", TRUE }, { "16w", "11", TRUE }, { "T", "31", TRUE },
    { "15", "16e", TRUE }, { "16w", "17", TRUE }, { "16e", "17", TRUE },
    { "1", "7", FALSE }, { "16w", "16e", FALSE }, { "27", "T", FALSE }, { "23", "28", FALSE },
    { "9", "14", FALSE }, { "5", "5", FALSE },
    /* a coast of 16 that does not face the other field: 16w faces 11, 16e 15 and 21 */
    { "16w", "21", FALSE }, { "16e", "11", FALSE }, { "16w", "15", FALSE },
  };
  g_autoptr(TyrosBoard) board = tyros_board_new ();

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      TyrosCoast a = tu_coast (pairs[i].a), b = tu_coast (pairs[i].b);

      g_assert_cmpint (tyros_board_pair_is_valid (a, b), ==, pairs[i].valid);
      g_assert_cmpint (tyros_board_set_passage (board, a, b, TRUE), ==, pairs[i].valid);
    }
  g_assert_cmpuint (tyros_board_get_n_passages (board), ==, 7);
  g_assert_false (tyros_sea_connected (board, 1, 7));
}

/* A pair already so is accepted and kept; it changes no route. */
static void
test_already_so (void)
{
  g_autoptr(TyrosBoard) board = board_from ("{\"format\": \"tyros-board\", \"version\": 1,"
                                            " \"open\": [[\"17\", \"22\"]], \"closed\": [[\"29\", \"30\"]]}");
  g_autofree char *data = tyros_board_to_data (board);

  g_assert_cmpuint (tyros_board_get_n_passages (board), ==, 2);
  for (TyrosCoast a = 1; a < TYROS_N_COASTS; a++)
    g_assert_cmphex (tyros_sea_neighbours (board, a), ==, tyros_sea_neighbours (NULL, a));
  g_assert_nonnull (strstr (data, "\"17\""));
  g_assert_nonnull (strstr (data, "\"29\""));
}

static void
test_written_back (void)
{
  g_autoptr(TyrosBoard) board = board_from ("{\"format\": \"tyros-board\", \"version\": 1,"
                                            " \"open\": [[\"21\", \"26\"], [\"16e\", \"21\"]], \"closed\": [[\"20\", \"21\"]]}");
  g_autofree char *data = tyros_board_to_data (board);
  g_autoptr(TyrosBoard) again = board_from (data);

  g_assert_cmpuint (tyros_board_get_n_passages (again), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const TyrosPassage *p = tyros_board_get_passage (board, i);
      const TyrosPassage *q = tyros_board_get_passage (again, i);

      g_assert_cmpint (p->a, ==, q->a);
      g_assert_cmpint (p->b, ==, q->b);
      g_assert_cmpint (p->open, ==, q->open);
    }
}

typedef struct {
  const char *name;
  const char *text;
  int         code;    /* TyrosFileError */
  const char *place;   /* in the message */
} BadBoard;

static const BadBoard bad_boards[] = {
  { "not-neighbours", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": [[\"1\", \"7\"]]}",
    TYROS_FILE_ERROR_FORMAT, "open[0]: 1 and 7" },
  { "same-field", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": [[\"16w\", \"16e\"]]}",
    TYROS_FILE_ERROR_FORMAT, "open[0]: 16w and 16e" },
  /* 16e faces 21, not 16w: opening 16w-21 would join the west coast to 21 */
  { "coast-not-facing", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": [[\"20\", \"21\"], [\"16w\", \"21\"]]}",
    TYROS_FILE_ERROR_FORMAT, "open[1]: 16w and 21 are not neighbours" },
  { "plain-16", "{\"format\": \"tyros-board\", \"version\": 1, \"closed\": [[\"16\", \"21\"]]}",
    TYROS_FILE_ERROR_FORMAT, "closed[0][0]" },
  { "no-field", "{\"format\": \"tyros-board\", \"version\": 1, \"closed\": [[\"20\", \"33\"]]}",
    TYROS_FILE_ERROR_FORMAT, "closed[0][1]" },
  { "open-and-closed", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": [[\"20\", \"21\"]],"
    " \"closed\": [[\"21\", \"20\"]]}", TYROS_FILE_ERROR_FORMAT, "closed[0]: 21 and 20" },
  { "three-fields", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": [[\"20\", \"21\", \"22\"]]}",
    TYROS_FILE_ERROR_FORMAT, "open[0]" },
  { "number", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": [[20, 21]]}",
    TYROS_FILE_ERROR_FORMAT, "open[0][0]" },
  { "not-a-list", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": {\"20\": \"21\"}}",
    TYROS_FILE_ERROR_FORMAT, "open" },
  { "unknown-key", "{\"format\": \"tyros-board\", \"version\": 1, \"opened\": []}",
    TYROS_FILE_ERROR_FORMAT, "opened" },
  { "game-file", "{\"format\": \"tyros-companion\", \"version\": 1}", TYROS_FILE_ERROR_FORMAT, "format" },
  { "newer", "{\"format\": \"tyros-board\", \"version\": 2}", TYROS_FILE_ERROR_VERSION, "version" },
  { "no-version", "{\"format\": \"tyros-board\"}", TYROS_FILE_ERROR_FORMAT, "version" },
  { "array", "[]", TYROS_FILE_ERROR_FORMAT, "format" },
  { "not-json", "{\"format\": ", TYROS_FILE_ERROR_SYNTAX, "" },
  /* the strict JSON of a game file: no comments, no single quotes, each key once */
  { "comment", "{/* x */ \"format\": \"tyros-board\", \"version\": 1}", TYROS_FILE_ERROR_SYNTAX, "" },
  { "single-quotes", "{'format': 'tyros-board', 'version': 1}", TYROS_FILE_ERROR_SYNTAX, "" },
  { "key-twice", "{\"format\": \"tyros-board\", \"version\": 1, \"open\": [], \"open\": [[\"21\", \"26\"]]}",
    TYROS_FILE_ERROR_FORMAT, "" },
};

static void
test_bad_board (gconstpointer data)
{
  const BadBoard *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosBoard) board = tyros_board_load_data (bad->text, -1, &error);

  g_assert_null (board);
  g_assert_error (error, TYROS_FILE_ERROR, bad->code);
  if (!g_str_has_prefix (error->message, bad->place))
    g_error ("\"%s\" does not start with \"%s\"", error->message, bad->place);
}

/* A board nested too deep is named as a Tyros file, not as a game file. */
static void
test_too_deep (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosBoard) board = tyros_board_load_data ("{\"format\": \"tyros-board\", \"version\": 1,"
                                                       " \"open\": [[[[\"20\"]]]]}", -1, &error);

  g_assert_null (board);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "nested deeper than a Tyros file can be"));
}

static void
test_too_large (void)
{
  g_autofree char *text = g_strnfill (TYROS_BOARD_FILE_MAX_SIZE + 1, '[');
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosBoard) board = tyros_board_load_data (text, -1, &error);

  g_assert_null (board);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ);
}

/* A device, a pipe or a folder named as the board file is refused at once: a
 * device never ends, a pipe may never send (an alarm turns a hang into a failure). */
static void
test_special_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-board-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.json", NULL);
  const char *paths[] = { fifo, zero, dir };

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  alarm (10);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) load_error = NULL;
      g_autoptr(TyrosBoard) board = tyros_board_load (paths[i], &load_error);

      g_assert_null (board);
      g_assert_error (load_error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ);
    }
  alarm (0);
  g_unlink (fifo);
  g_unlink (zero);
  g_rmdir (dir);
}

/* A journal whose ship sails 26 -> 21 in one step: legal only where the
 * group's board opens 21-26. %s is the "board" member or nothing. */
static const char journal[] =
  "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\","
  " \"players\": [{\"name\": \"Anna\"}, {\"name\": \"Ben\"}, {\"name\": \"Cleo\"}],%s"
  " \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"},"
  "   \"start_player\": 0},"
  " \"moves\": ["
  "  {\"type\": \"expand\", \"player\": 0, \"field\": \"25\"},"
  "  {\"type\": \"expand\", \"player\": 1, \"field\": \"21\"},"
  "  {\"type\": \"expand\", \"player\": 2, \"field\": \"27\"},"
  "  {\"type\": \"expand\", \"player\": 0, \"field\": \"12\"},"
  "  {\"type\": \"expand\", \"player\": 1, \"field\": \"11\", \"empire\": \"orange\"},"
  "  {\"type\": \"expand\", \"player\": 2, \"field\": \"22\", \"empire\": \"green\"},"
  "  {\"type\": \"move\", \"player\": 0, \"from\": \"T\", \"route\": [\"31\", \"27\", \"26\"]},"
  "  {\"type\": \"pass\", \"player\": 1}, {\"type\": \"pass\", \"player\": 2},"
  "  {\"type\": \"move\", \"player\": 0, \"from\": \"26\", \"route\": [\"21\"]}"
  " ]}";

#define OPEN_21_26 " \"board\": {\"format\": \"tyros-board\", \"version\": 1, \"open\": [[\"21\", \"26\"]]},"

static TyrosGame *
load_journal (const char *board_member)
{
  g_autofree char *data = g_strdup_printf (journal, board_member);
  g_autoptr(GError) error = NULL;
  TyrosGame *game = tyros_file_load_data (data, strlen (data), &error);

  g_assert_no_error (error);
  return game;
}

static void
test_game_board_key (void)
{
  g_autoptr(TyrosGame) with = load_journal (OPEN_21_26);
  g_autoptr(TyrosGame) without = load_journal ("");

  g_assert_cmpint (tyros_game_get_replay_error_index (with), ==, -1);
  g_assert_cmpuint (tyros_game_get_n_played (with), ==, 10);
  g_assert_cmpuint (tyros_game_get_state (with)->ships[21][0], ==, 1);
  g_assert_cmpint (tyros_game_get_replay_error_index (without), ==, 9);
  g_assert_cmpstr (tyros_game_get_replay_error (without)->rule, ==, "M1");
  g_assert_null (tyros_game_get_board (without));
}

static void
test_game_board_written_back (void)
{
  g_autoptr(TyrosGame) game = load_journal (OPEN_21_26);
  g_autoptr(TyrosGame) plain = load_journal ("");
  g_autoptr(TyrosGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *plain_data = NULL;
  gsize length;

  data = tyros_file_to_data (game, &length);
  again = tyros_file_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tyros_game_get_replay_error_index (again), ==, -1);
  g_assert_cmpuint (tyros_board_get_n_passages (tyros_game_get_board (again)), ==, 1);
  plain_data = tyros_file_to_data (plain, NULL);
  g_assert_null (strstr (plain_data, "\"board\""));
}

/* Changing a game's board replays it: a move the new board forbids stops the replay. */
static void
test_game_set_board (void)
{
  g_autoptr(TyrosGame) game = load_journal (OPEN_21_26);
  g_autoptr(TyrosBoard) closed = board_from ("{\"format\": \"tyros-board\", \"version\": 1, \"closed\": [[\"26\", \"27\"]]}");

  tyros_game_set_board (game, closed);
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, 6);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 6);
  g_assert_true (tyros_game_get_state (game)->board == closed);
  /* the stopped replay goes on, on the printed board as far as 26 -> 21 */
  tyros_game_set_board (game, NULL);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 9);
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, 9);
}

static void
test_game_bad_board_key (void)
{
  g_autofree char *data = g_strdup_printf (journal, " \"board\": {\"format\": \"tyros-board\", \"version\": 1,"
                                                    " \"closed\": [[\"3\", \"9\"]]},");
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (data, strlen (data), &error);

  g_assert_null (game);
  g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT);
  g_assert_true (g_str_has_prefix (error->message, "board.closed[0]: 3 and 9"));
}

/* ---- the tyros command ---- */

static char *
write_temp (const char *dir,
            const char *name,
            const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
test_cli_board (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-board-XXXXXX", NULL);
  g_autofree char *closed = write_temp (dir, "closed.json", "{\"format\": \"tyros-board\", \"version\": 1,"
                                                            " \"closed\": [[\"20\", \"21\"]]}");
  g_autofree char *opened = write_temp (dir, "open.json", "{\"format\": \"tyros-board\", \"version\": 1,"
                                                          " \"open\": [[\"21\", \"26\"]]}");
  g_autofree char *bad = write_temp (dir, "bad.json", "{\"format\": \"tyros-board\", \"version\": 1,"
                                                      " \"open\": [[\"1\", \"7\"]]}");
  g_autofree char *game_text = g_strdup_printf (journal, "");
  g_autofree char *boarded_text = g_strdup_printf (journal, OPEN_21_26);
  g_autofree char *game = write_temp (dir, "game.tyros", game_text);
  /* the journal before its last move: Anna's ship on 26 is to move */
  g_autofree char *head = g_strndup (game_text, strstr (game_text, ",  {\"type\": \"move\", \"player\": 0, \"from\": \"26\"") - game_text);
  g_autofree char *before_text = g_strconcat (head, "]}", NULL);
  g_autofree char *before = write_temp (dir, "before.tyros", before_text);
  g_autofree char *boarded = write_temp (dir, "boarded.tyros", boarded_text);
  struct {
    const char *args[6];
    int         status;
    const char *out;   /* the start of stdout, or NULL */
    const char *err;   /* a part of stderr, or NULL */
  } runs[] = {
    { { "route", "22", "15", "--all", NULL }, 0, "3: 17 16e 15\n3: 21 20 15\n", NULL },
    { { "route", "22", "15", "--all", "--board", closed }, 0, "3: 17 16e 15\n", NULL },
    { { "route", "--board", opened, "26", "21", NULL }, 0, "1: 21\n", NULL },
    { { "route", "22", "15", "--board", bad, NULL }, 2, "", "open[0]: 1 and 7" },
    { { "route", "22", "15", "--board", NULL }, 2, "", NULL },
    { { "check", game, NULL }, 1, "", "move 10: " },
    { { "check", boarded, NULL }, 0, "10 moves, all legal", NULL },
    { { "check", game, "--board", opened, NULL }, 0, "10 moves, all legal", NULL },
    { { "check", game, "--board", bad, NULL }, 2, "", "open[0]: 1 and 7" },
    /* --board replaces the file's own board */
    { { "score", boarded, "--board", closed, NULL }, 1, "", "move 10: " },
    { { "score", game, "--board", opened, NULL }, 0, NULL, NULL },
    { { "score", game, "--board", bad, NULL }, 2, "", "open[0]: 1 and 7" },
    { { "moves", before, "--board", opened, NULL }, 0, NULL, NULL },
    { { "moves", before, "--board", bad, NULL }, 2, "", "open[0]: 1 and 7" },
  };
  static const char one_step[] = "{\"type\":\"move\",\"player\":0,\"from\":\"26\",\"route\":[\"21\"]}";
  static const char round_greece[] = "{\"type\":\"move\",\"player\":0,\"from\":\"26\",\"route\":[\"27\",\"22\",\"21\"]}";
  g_autofree char *printed_moves = NULL;
  g_autofree char *opened_moves = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autofree char *line = g_strjoinv (" ", (char **) runs[i].args);
      int status = tu_run_cli (runs[i].args, &out, &err);

      if (status != runs[i].status)
        g_error ("tyros %s: exit %d, not %d: %s", line, status, runs[i].status, err);
      if (runs[i].out != NULL && !g_str_has_prefix (out, runs[i].out))
        g_error ("tyros %s printed \"%s\"", line, out);
      if (runs[i].err != NULL && strstr (err, runs[i].err) == NULL)
        g_error ("tyros %s: stderr \"%s\" lacks \"%s\"", line, err, runs[i].err);
    }
  /* tyros moves on the group's board: 26 -> 21 is one step */
  g_assert_cmpint (tu_run_cli ((const char *const[]) { "moves", before, NULL }, &printed_moves, NULL), ==, 0);
  g_assert_cmpint (tu_run_cli ((const char *const[]) { "moves", before, "--board", opened, NULL }, &opened_moves, NULL), ==, 0);
  g_assert_nonnull (strstr (printed_moves, round_greece));
  g_assert_null (strstr (printed_moves, one_step));
  g_assert_nonnull (strstr (opened_moves, one_step));
  for (const char *const *p = (const char *const[]) { closed, opened, bad, game, boarded, before, NULL }; *p; p++)
    g_unlink (*p);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-file/routes/22-to-15", test_22_to_15);
  g_test_add_func ("/board-file/routes/open-passage", test_open_passage);
  g_test_add_func ("/board-file/pairs/valid", test_pairs_valid);
  g_test_add_func ("/board-file/pairs/already-so", test_already_so);
  g_test_add_func ("/board-file/file/written-back", test_written_back);
  for (guint i = 0; i < G_N_ELEMENTS (bad_boards); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-file/bad/%s", bad_boards[i].name);

      g_test_add_data_func (path, &bad_boards[i], test_bad_board);
    }
  g_test_add_func ("/board-file/bad/too-deep", test_too_deep);
  g_test_add_func ("/board-file/bad/too-large", test_too_large);
  g_test_add_func ("/board-file/bad/special-files", test_special_files);
  g_test_add_func ("/board-file/game/board-key", test_game_board_key);
  g_test_add_func ("/board-file/game/written-back", test_game_board_written_back);
  g_test_add_func ("/board-file/game/set-board", test_game_set_board);
  g_test_add_func ("/board-file/game/bad-board-key", test_game_bad_board_key);
  g_test_add_func ("/board-file/cli", test_cli_board);
  return g_test_run ();
}
