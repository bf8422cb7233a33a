/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-store.c: what the start page is given of the saved games
 *
 * A saved game that cannot be read is listed with the reason, never left out;
 * Continue is never offered it; a save killed before its rename leaves no
 * temporary file once the store starts; each game says who leads.
 */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "app-test-util.h"
#include "tyros-game-store.h"

static char *
data_path (const char *name)
{
  return g_build_filename (g_getenv ("TYROS_TEST_DATA"), name, NULL);
}

/* Copies a test file into the store, modified @age seconds ago. */
static void
put_game (const char *dir,
          const char *data_name,
          const char *name,
          int         age)
{
  g_autofree char *from = data_path (data_name);
  g_autofree char *to = g_build_filename (dir, name, NULL);
  g_autofree char *text = NULL;
  struct utimbuf times;
  gsize length;

  g_assert_true (g_file_get_contents (from, &text, &length, NULL));
  g_assert_true (g_file_set_contents (to, text, (gssize) length, NULL));
  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (g_utime (to, &times), ==, 0);
}

static const TyrosSavedGame *
find (GPtrArray  *games,
      const char *name)
{
  for (guint i = 0; i < games->len; i++)
    {
      const TyrosSavedGame *saved = g_ptr_array_index (games, i);

      if (g_str_has_suffix (saved->path, name))
        return saved;
    }
  g_error ("%s is not listed", name);
}

static void
test_unreadable_games_listed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autoptr(TyrosGameStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  const TyrosSavedGame *truncated, *bad_move, *playing, *over;

  put_game (dir, "game-3p.tyros", "over.tyros", 400);
  put_game (dir, "seed-written-negative-kosmos.tyros", "playing.tyros", 300);
  put_game (dir, "bad/unknown-field-33.tyros", "bad-move.tyros", 200);
  put_game (dir, "bad/truncated.tyros", "truncated.tyros", 100);
  store = tyros_game_store_new (dir);
  games = app_test_list_games (store, 10);
  g_assert_cmpuint (games->len, ==, 4);

  truncated = find (games, "truncated.tyros");
  g_assert_nonnull (truncated->problem);
  g_assert_nonnull (strstr (truncated->problem, "ends too early"));
  g_assert_false (truncated->partly_readable);
  g_assert_true (truncated->finished);
  g_assert_cmpstr (truncated->players, ==, "truncated.tyros");

  bad_move = find (games, "bad-move.tyros");
  g_assert_nonnull (strstr (bad_move->problem, "moves[6].route[1]"));
  g_assert_true (bad_move->partly_readable);
  g_assert_true (bad_move->finished);  /* not offered for Continue */
  g_assert_cmpstr (bad_move->players, ==, "Anna, Ben, Cleo");

  playing = find (games, "playing.tyros");
  g_assert_null (playing->problem);
  g_assert_false (playing->finished);
  g_assert_nonnull (strstr (playing->status, "Round 1"));
  g_assert_nonnull (strstr (playing->status, "leads with"));

  over = find (games, "over.tyros");
  g_assert_true (over->finished);
  g_assert_nonnull (strstr (over->status, "won with"));

  /* newest first, and the summaries give the same list a second time */
  g_assert_true (g_ptr_array_index (games, 0) == truncated);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = app_test_list_games (store, 10);
  g_assert_cmpuint (games->len, ==, 4);
  g_assert_nonnull (find (games, "truncated.tyros")->problem);
  g_assert_nonnull (strstr (find (games, "playing.tyros")->status, "leads with"));
}

/* A save killed before its rename: the temporary file goes when the store starts. */
static void
test_killed_save_cleared_at_start (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *temporary = g_build_filename (dir, "game.tyros.Q4HDZ3", NULL);
  g_autoptr(TyrosGameStore) store = NULL;

  put_game (dir, "game-3p.tyros", "game.tyros", 10);
  g_assert_true (g_file_set_contents (temporary, "{\"format\": \"tyros-", -1, NULL));
  store = tyros_game_store_new (dir);
  g_assert_false (g_file_test (temporary, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
}

/* The summaries are only a cache: a FIFO in their place (a read would block
 * for ever) or a file far larger than any index is not read, and the list is
 * made from the games as if there were no summaries. Fails by the wait's 30 s
 * limit when the FIFO is opened blocking. */
static void
test_summaries_not_a_small_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *index = g_build_filename (dir, ".summaries", NULL);
  g_autoptr(TyrosGameStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  int fd;

  put_game (dir, "game-3p.tyros", "over.tyros", 400);
  put_game (dir, "seed-written-negative-kosmos.tyros", "playing.tyros", 300);
  g_assert_cmpint (mkfifo (index, 0600), ==, 0);
  store = tyros_game_store_new (dir);
  g_test_expect_message ("tyros-file", G_LOG_LEVEL_WARNING, "Not reading */.summaries: This is a device, a pipe or a socket*");
  games = app_test_list_games (store, 10);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_nonnull (strstr (find (games, "playing.tyros")->status, "Round 1"));
  g_assert_true (find (games, "over.tyros")->finished);

  /* 200 MB, sparse: refused after reading its first MiB */
  g_clear_pointer (&games, g_ptr_array_unref);
  g_assert_cmpint (g_unlink (index), ==, 0);
  fd = open (index, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 200 * 1000 * 1000), ==, 0);
  close (fd);
  g_test_expect_message ("tyros-file", G_LOG_LEVEL_WARNING, "Not reading */.summaries: it is larger than 1048576 bytes");
  games = app_test_list_games (store, 10);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_nonnull (strstr (find (games, "playing.tyros")->status, "Round 1"));
}

/* A summary that is current by its time but whose names are not UTF-8 (the
 * file damaged): the game is read again, and listed with its players; or,
 * when the summary says the file cannot be read, with its file name. Found
 * by fuzz-summaries: the game was listed without players (NULL). */
static void
test_damaged_summary_read_again (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *index = g_build_filename (dir, ".summaries", NULL);
  g_autofree char *game = g_build_filename (dir, "playing.tyros", NULL);
  g_autofree char *summaries = NULL;
  g_autoptr(TyrosGameStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  GStatBuf info;

  put_game (dir, "seed-written-negative-kosmos.tyros", "playing.tyros", 300);
  g_assert_cmpint (g_stat (game, &info), ==, 0);
  summaries = g_strdup_printf ("[playing.tyros]\nmtime=%" G_GINT64_FORMAT "\nplayers=\xff\xfe\nkind=playing\n"
                               "round=1\nto-act=\xc3\nleaders=\\q;\npoints=0\n",
                               (gint64) info.st_mtime * G_USEC_PER_SEC);
  g_assert_true (g_file_set_contents (index, summaries, -1, NULL));
  store = tyros_game_store_new (dir);
  games = app_test_list_games (store, 10);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (find (games, "playing.tyros")->players, ==, "Anna, Ben, Cleo");
  g_assert_nonnull (strstr (find (games, "playing.tyros")->status, "Round 1"));

  /* A current summary of a file that cannot be read, with names not UTF-8:
   * listed by its file name, as a file that cannot be read is */
  g_clear_pointer (&summaries, g_free);
  g_clear_pointer (&games, g_ptr_array_unref);
  summaries = g_strdup_printf ("[playing.tyros]\nmtime=%" G_GINT64_FORMAT "\nproblem=moves[1]: no field\n"
                               "players=Ann\xc6\xf5\n", (gint64) info.st_mtime * G_USEC_PER_SEC);
  g_assert_true (g_file_set_contents (index, summaries, -1, NULL));
  games = app_test_list_games (store, 10);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (find (games, "playing.tyros")->players, ==, "playing.tyros");
  g_assert_cmpstr (find (games, "playing.tyros")->problem, ==, "moves[1]: no field");
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LC_ALL", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-store/unreadable-games-listed", test_unreadable_games_listed);
  g_test_add_func ("/game-store/killed-save-cleared-at-start", test_killed_save_cleared_at_start);
  g_test_add_func ("/game-store/summaries-not-a-small-file", test_summaries_not_a_small_file);
  g_test_add_func ("/game-store/damaged-summary-read-again", test_damaged_summary_read_again);
  return g_test_run ();
}
