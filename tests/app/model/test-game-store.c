/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-store.c: what the start page is given of the saved games
 *
 * A saved game that cannot be read is listed with the reason, never left out;
 * Continue is never offered it; a save killed before its rename leaves no
 * temporary file once a store starts; each game says who leads. Several
 * instances of the app on one folder: a store touches no save in flight nor
 * undoable deletion of another, and two new games never share a file.
 */
#define G_LOG_DOMAIN "tyros-test-game-store"
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "model-test-util.h"
#include "tyros-game-store.h"

static char *
data_path (const char *name)
{
  return g_build_filename (g_getenv ("TYROS_TEST_DATA"), name, NULL);
}

static void
set_age (const char *path,
         int         age)
{
  struct utimbuf times;

  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
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
  gsize length;

  g_assert_true (g_file_get_contents (from, &text, &length, NULL));
  g_assert_true (g_file_set_contents (to, text, (gssize) length, NULL));
  set_age (to, age);
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
  games = model_test_list_games (store, 10);
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
  /* every leader named, and "lead" for more than one (it said "Anna and Ben leads") */
  g_assert_nonnull (strstr (playing->status, "; Anna, Ben and Cleo lead with 0 points"));

  over = find (games, "over.tyros");
  g_assert_true (over->finished);
  g_assert_nonnull (strstr (over->status, "won with"));

  /* newest first, and the summaries give the same list a second time */
  g_assert_true (g_ptr_array_index (games, 0) == truncated);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = model_test_list_games (store, 10);
  g_assert_cmpuint (games->len, ==, 4);
  g_assert_nonnull (find (games, "truncated.tyros")->problem);
  g_assert_nonnull (strstr (find (games, "playing.tyros")->status, "lead with"));
}

/* game-3p.tyros played at @started (NULL: no play record) in the store as
 * @name, its file modified @age seconds ago */
static void
put_played_game (const char *dir,
                 const char *started,
                 const char *name,
                 int         age)
{
  g_autofree char *from = data_path ("game-3p.tyros");
  g_autofree char *to = g_build_filename (dir, name, NULL);
  g_autoptr(TyrosGame) game = tyros_file_load (from, NULL);

  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_STARTED, started, NULL));
  g_assert_true (tyros_file_save (game, to, NULL));
  set_age (to, age);
}

static const char *
listed_name (GPtrArray *games,
             guint      i)
{
  return strrchr (((TyrosSavedGame *) g_ptr_array_index (games, i))->path, '/') + 1;
}

/* The recent games are those played last, in the order they were played:
 * by their play record, whatever their files' times (a folder copied, a
 * backup restored, an old game looked at); a file without a record by its
 * time. The same again from the summaries. */
static void
test_listed_by_played (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autoptr(TyrosGameStore) store = tyros_game_store_new (dir);
  static const char *const want[] = { "no-record.tyros", "march.tyros", "february.tyros" };

  /* the oldest play has the newest file */
  put_played_game (dir, "2026-01-05T19:00:00+01:00", "january.tyros", 10);
  put_played_game (dir, "2026-02-10T19:00:00+01:00", "february.tyros", 20);
  put_played_game (dir, "2026-03-15T19:04:00+01:00", "march.tyros", 30);
  put_played_game (dir, NULL, "no-record.tyros", 3 * 24 * 3600);  /* days ago: after March 2026 */
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GPtrArray) games = model_test_list_games (store, 3);

      g_assert_cmpuint (games->len, ==, 3);
      for (guint i = 0; i < G_N_ELEMENTS (want); i++)
        g_assert_cmpstr (listed_name (games, i), ==, want[i]);
      g_assert_cmpstr (((TyrosSavedGame *) g_ptr_array_index (games, 1))->started, ==, "2026-03-15T19:04:00+01:00");
      g_assert_null (((TyrosSavedGame *) g_ptr_array_index (games, 0))->started);
    }
}

/* A game whose journal holds a move the rules do not allow says so, and
 * which move (tests/data/illegal-m1.tyros: move 7, M1). */
static void
test_journal_breaks_rule_said (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autoptr(TyrosGameStore) store = tyros_game_store_new (dir);
  g_autoptr(GPtrArray) games = NULL;
  const TyrosSavedGame *illegal;

  put_game (dir, "illegal-m1.tyros", "illegal.tyros", 10);
  games = model_test_list_games (store, 10);
  illegal = find (games, "illegal.tyros");
  g_assert_true (illegal->breaks_rule);
  g_assert_true (g_str_has_suffix (illegal->status, ". Move 7 breaks a rule."));
}

/* A play of the store is found again from a copy of its file (mailed by a
 * friend): the same players, moves and "started"; a game that differs in
 * one of them is another play, and a game without "started" none. */
static void
test_find_play (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autoptr(TyrosGameStore) store = tyros_game_store_new (dir);
  g_autofree char *stored = g_build_filename (dir, "march.tyros", NULL);
  g_autoptr(TyrosGame) copy = NULL;
  g_autofree char *found = NULL;
  g_autofree char *found_shorter = NULL;
  g_autofree char *found_later = NULL;
  g_autofree char *found_unstarted = NULL;

  put_played_game (dir, "2026-01-05T19:00:00+01:00", "january.tyros", 10);
  put_played_game (dir, "2026-03-15T19:04:00+01:00", "march.tyros", 20);
  copy = tyros_file_load (stored, NULL);
  found = tyros_game_store_find_play (store, copy);
  g_assert_cmpstr (found, ==, stored);

  g_assert_true (tyros_game_undo (copy));
  found_shorter = tyros_game_store_find_play (store, copy);
  g_assert_null (found_shorter);
  g_assert_true (tyros_game_redo (copy, NULL));
  g_assert_true (tyros_game_set_played (copy, TYROS_PLAYED_STARTED, "2026-03-15T19:05:00+01:00", NULL));
  found_later = tyros_game_store_find_play (store, copy);
  g_assert_null (found_later);
  g_assert_true (tyros_game_set_played (copy, TYROS_PLAYED_STARTED, NULL, NULL));
  found_unstarted = tyros_game_store_find_play (store, copy);
  g_assert_null (found_unstarted);
}

/* A save killed before its rename: its temporary file goes when a store
 * starts once no save can still be writing it. A fresh one may be another
 * instance's save in flight (a save takes milliseconds): it stays. */
static void
test_killed_save_cleared_at_start (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *temporary = g_build_filename (dir, "game.tyros.Q4HDZ3", NULL);
  g_autofree char *in_flight = g_build_filename (dir, "game-2.tyros.A1B2C3", NULL);
  g_autoptr(TyrosGameStore) store = NULL;

  put_game (dir, "game-3p.tyros", "game.tyros", 10);
  g_assert_true (g_file_set_contents (temporary, "{\"format\": \"tyros-", -1, NULL));
  set_age (temporary, 11 * 60);
  g_assert_true (g_file_set_contents (in_flight, "{\"format\": \"tyros-", -1, NULL));
  store = tyros_game_store_new (dir);
  g_assert_false (g_file_test (temporary, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (in_flight, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
}

/* Another instance of the app starts, and ends, while a game deleted in this
 * one waits for its undo toast: Undo still brings the game back whole. */
static void
test_deletion_kept_from_other_store (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.tyros", NULL);
  g_autoptr(TyrosGameStore) store = NULL;
  g_autoptr(TyrosGameStore) other = NULL;
  g_autoptr(TyrosGame) restored = NULL;
  g_autoptr(GError) error = NULL;

  put_game (dir, "game-3p.tyros", "game.tyros", 10);
  store = tyros_game_store_new (dir);
  g_assert_true (tyros_game_store_delete (store, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  other = tyros_game_store_new (dir);
  g_clear_object (&other);

  g_assert_true (tyros_game_store_restore (store, path, &error));
  g_assert_no_error (error);
  restored = tyros_file_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tyros_game_get_n_moves (restored), >, 0);
}

/* A deletion confirmed by no one (its instance was killed) goes a day later;
 * one made this minute by an instance still running stays. */
static void
test_stale_deletion_purged (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *stale = g_build_filename (dir, ".deleted", "K1LLED", NULL);
  g_autofree char *stale_game = g_build_filename (stale, "game-1.tyros", NULL);
  g_autofree char *fresh = g_build_filename (dir, ".deleted", "RUNN1N", NULL);
  g_autofree char *fresh_game = g_build_filename (fresh, "game-2.tyros", NULL);
  g_autoptr(TyrosGameStore) store = NULL;

  g_assert_cmpint (g_mkdir_with_parents (stale, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (fresh, 0700), ==, 0);
  put_game (stale, "game-3p.tyros", "game-1.tyros", 3 * 24 * 3600);
  put_game (fresh, "game-3p.tyros", "game-2.tyros", 3 * 24 * 3600);
  set_age (stale, 25 * 3600);

  store = tyros_game_store_new (dir);
  g_assert_false (g_file_test (stale_game, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh_game, G_FILE_TEST_EXISTS));
}

/* Two stores on one folder save a new game each in the same second: two
 * files, each whole and each its own game. */
static void
test_same_second_two_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *data = data_path ("game-3p.tyros");
  g_autoptr(TyrosGameStore) one = tyros_game_store_new (dir);
  g_autoptr(TyrosGameStore) two = tyros_game_store_new (dir);
  g_autoptr(TyrosGame) game = tyros_file_load (data, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(TyrosGame) saved_first = NULL;
  g_autoptr(TyrosGame) saved_second = NULL;
  gint64 now;

  g_assert_nonnull (game);
  g_usleep (G_USEC_PER_SEC - g_get_real_time () % G_USEC_PER_SEC + 1000);
  now = g_get_real_time () / G_USEC_PER_SEC;
  first = tyros_game_store_save_new (one, game, &error);
  g_assert_no_error (error);
  g_assert_true (tyros_game_undo (game));
  second = tyros_game_store_save_new (two, game, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_get_real_time () / G_USEC_PER_SEC, ==, now);

  g_assert_cmpstr (first, !=, second);
  saved_first = tyros_file_load (first, &error);
  g_assert_no_error (error);
  saved_second = tyros_file_load (second, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tyros_game_get_n_played (saved_first), ==, tyros_game_get_n_played (saved_second) + 1);
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
  g_test_expect_message ("tyros-read", G_LOG_LEVEL_WARNING, "Not reading */.summaries: This is a device, a pipe or a socket*");
  games = model_test_list_games (store, 10);
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
  g_test_expect_message ("tyros-read", G_LOG_LEVEL_WARNING, "Not reading */.summaries: The file is too large: 200000000 bytes (at most 1048576)");
  games = model_test_list_games (store, 10);
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
  summaries = g_strdup_printf ("[playing.tyros]\nmtime=%" G_GINT64_FORMAT "\nplayed-read=true\nplayers=\xff\xfe\nkind=playing\n"
                               "round=1\nto-act=\xc3\nleaders=\\q;\npoints=0\n",
                               (gint64) info.st_mtime * G_USEC_PER_SEC);
  g_assert_true (g_file_set_contents (index, summaries, -1, NULL));
  store = tyros_game_store_new (dir);
  games = model_test_list_games (store, 10);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (find (games, "playing.tyros")->players, ==, "Anna, Ben, Cleo");
  g_assert_nonnull (strstr (find (games, "playing.tyros")->status, "Round 1"));

  /* A current summary of a file that cannot be read, with names not UTF-8:
   * listed by its file name, as a file that cannot be read is */
  g_clear_pointer (&summaries, g_free);
  g_clear_pointer (&games, g_ptr_array_unref);
  summaries = g_strdup_printf ("[playing.tyros]\nmtime=%" G_GINT64_FORMAT "\nplayed-read=true\nproblem=moves[1]: no field\n"
                               "players=Ann\xc6\xf5\n", (gint64) info.st_mtime * G_USEC_PER_SEC);
  g_assert_true (g_file_set_contents (index, summaries, -1, NULL));
  games = model_test_list_games (store, 10);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (find (games, "playing.tyros")->players, ==, "playing.tyros");
  g_assert_cmpstr (find (games, "playing.tyros")->problem, ==, "moves[1]: no field");
}

/* New Game offers the names played before, as they were typed: one by one,
 * a comma in a name and all, from the file and again from the summaries; a
 * summary of a version that kept no names is read again. */
static void
test_names_one_by_one (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "over.tyros", NULL);
  g_autofree char *index = g_build_filename (dir, ".summaries", NULL);
  g_autofree char *text = NULL;
  g_autofree char *old_index = NULL;
  g_autoptr(GString) game = NULL;
  g_autoptr(TyrosGameStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  static const char *const names[] = { "Anna", "Ben, Jr.", "Cleo", NULL };

  put_game (dir, "game-3p.tyros", "over.tyros", 100);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  game = g_string_new (text);
  g_assert_cmpuint (g_string_replace (game, "{\"name\": \"Ben\"}", "{\"name\": \"Ben, Jr.\"}", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, game->str, -1, NULL));
  set_age (path, 100);
  store = tyros_game_store_new (dir);
  for (guint pass = 0; pass < 3; pass++)
    {
      g_autofree char *got = NULL;

      g_clear_pointer (&games, g_ptr_array_unref);
      games = model_test_list_games (store, 10);
      got = g_strjoinv ("|", find (games, "over.tyros")->names);
      g_assert_cmpstr (got, ==, "Anna|Ben, Jr.|Cleo");
      g_assert_true (g_strv_equal ((const char *const *) find (games, "over.tyros")->names, names));
      if (pass == 1)
        {
          /* the summaries as an older version wrote them: no names */
          g_autoptr(GKeyFile) keys = g_key_file_new ();

          g_assert_true (g_key_file_load_from_file (keys, index, G_KEY_FILE_NONE, NULL));
          g_assert_true (g_key_file_remove_key (keys, "over.tyros", "names", NULL));
          g_assert_true (g_key_file_save_to_file (keys, index, NULL));
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LC_ALL", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-store/unreadable-games-listed", test_unreadable_games_listed);
  g_test_add_func ("/game-store/listed-by-played", test_listed_by_played);
  g_test_add_func ("/game-store/find-play", test_find_play);
  g_test_add_func ("/game-store/journal-breaks-rule-said", test_journal_breaks_rule_said);
  g_test_add_func ("/game-store/killed-save-cleared-at-start", test_killed_save_cleared_at_start);
  g_test_add_func ("/game-store/deletion-kept-from-other-store", test_deletion_kept_from_other_store);
  g_test_add_func ("/game-store/stale-deletion-purged", test_stale_deletion_purged);
  g_test_add_func ("/game-store/same-second-two-files", test_same_second_two_files);
  g_test_add_func ("/game-store/summaries-not-a-small-file", test_summaries_not_a_small_file);
  g_test_add_func ("/game-store/damaged-summary-read-again", test_damaged_summary_read_again);
  g_test_add_func ("/game-store/names-one-by-one", test_names_one_by_one);
  return g_test_run ();
}
