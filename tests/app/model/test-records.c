/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-records.c: the store's finished games as plays of people
 *
 * Only finished games count (a game under way or a file that cannot be read
 * whole does not); each player is named as the person they are now, so a
 * rename or a merge moves their games, while the files keep their names. A
 * second read reads only what changed. The totals expected are those of the
 * test files' .expected.json (tests/data), not the core's own answer.
 */
#define G_LOG_DOMAIN "tyros-test-records"
#include <glib/gstdio.h>
#include <string.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "model-test-util.h"
#include "tyros-game-reader.h"
#include "tyros-records.h"

typedef struct {
  char         *dir;
  TyrosPeople  *people;
  TyrosRecords *records;
} Fixture;

static void
put_game (const char *dir,
          const char *data_name,
          const char *name)
{
  g_autofree char *from = g_build_filename (g_getenv ("TYROS_TEST_DATA"), data_name, NULL);
  g_autofree char *to = g_build_filename (dir, name, NULL);
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (from, &text, &length, NULL));
  g_assert_true (g_file_set_contents (to, text, (gssize) length, NULL));
}

static gboolean
read_done (gconstpointer data)
{
  return *(const gboolean *) data;
}

static void
read_finished (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_assert_true (tyros_records_read_finish (TYROS_RECORDS (source), result, NULL));
  *(gboolean *) user_data = TRUE;
}

static void
read_records (TyrosRecords *records)
{
  gboolean done = FALSE;

  tyros_records_read_async (records, NULL, read_finished, &done);
  model_test_wait_for (read_done, &done);
}

static void
setup (Fixture       *fixture,
       gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *people = NULL;

  fixture->dir = g_dir_make_tmp ("tyros-records-XXXXXX", NULL);
  people = g_build_filename (fixture->dir, "people.json", NULL);
  put_game (fixture->dir, "game-3p.tyros", "a.tyros");
  put_game (fixture->dir, "game-4p.tyros", "b.tyros");
  put_game (fixture->dir, "seed-written-negative-kosmos.tyros", "playing.tyros");
  put_game (fixture->dir, "bad/truncated.tyros", "truncated.tyros");
  fixture->people = tyros_people_new (people);
  fixture->records = tyros_records_new (fixture->dir, fixture->people);
  read_records (fixture->records);
}

static void
teardown (Fixture       *fixture,
          gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  g_clear_object (&fixture->records);
  g_clear_object (&fixture->people);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static const TyrosPersonStats *
person_stats (TyrosStats *stats,
              const char *name)
{
  const TyrosPersonStats *person = tyros_stats_find_person (stats, name);

  g_assert_nonnull (person);
  return person;
}

static TyrosStats *
stats_of (GPtrArray *plays)
{
  return tyros_stats_new ((TyrosPlay *const *) plays->pdata, plays->len);
}

/* Two finished games count; the game under way and the damaged file do not. */
static void
test_finished_games_only (Fixture       *fixture,
                          gconstpointer  data G_GNUC_UNUSED)
{
  GPtrArray *plays = tyros_records_get_plays (fixture->records);
  g_autoptr(GPtrArray) four = tyros_records_filter (fixture->records, NULL, NULL, 4);
  g_autoptr(GPtrArray) anna = tyros_records_filter (fixture->records, "Anna", NULL, 0);
  g_autoptr(GPtrArray) italian = tyros_records_filter (fixture->records, NULL, tyros_edition_italian (), 0);
  g_autoptr(TyrosStats) stats = stats_of (plays);

  g_assert_cmpuint (plays->len, ==, 2);
  g_assert_cmpuint (four->len, ==, 1);
  g_assert_cmpuint (((TyrosPlay *) g_ptr_array_index (four, 0))->n_players, ==, 4);
  g_assert_cmpuint (anna->len, ==, 1);
  g_assert_cmpuint (italian->len, ==, 0);
  g_assert_cmpuint (person_stats (stats, "Anna")->all.best, ==, model_test_expected_total ("game-3p.tyros", "Anna"));
  g_assert_cmpuint (person_stats (stats, "Fenna")->all.wins, ==, 1);
}

/* A merge moves the games of one spelling to the other; a rename names them
 * anew; the files keep the names as played. */
static void
test_merge_and_rename_move_games (Fixture       *fixture,
                                  gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GPtrArray) anna = NULL;
  g_autoptr(GPtrArray) dora = NULL;
  g_autoptr(TyrosStats) stats = NULL;
  g_autoptr(TyrosGame) file = NULL;
  g_autofree char *path = g_build_filename (fixture->dir, "b.tyros", NULL);
  g_autofree char *bad_move = NULL;
  const TyrosPersonStats *person;

  g_assert_true (tyros_people_merge (fixture->people, "Anna", "Dora", NULL));
  anna = tyros_records_filter (fixture->records, "Anna", NULL, 0);
  dora = tyros_records_filter (fixture->records, "Dora", NULL, 0);
  g_assert_cmpuint (anna->len, ==, 2);
  g_assert_cmpuint (dora->len, ==, 0);
  stats = stats_of (anna);
  person = person_stats (stats, "Anna");
  g_assert_cmpuint (person->all.games, ==, 2);
  g_assert_cmpuint (person->all.best, ==, MAX (model_test_expected_total ("game-3p.tyros", "Anna"),
                                               model_test_expected_total ("game-4p.tyros", "Dora")));
  g_assert_cmpuint (person->all.worst, ==, MIN (model_test_expected_total ("game-3p.tyros", "Anna"),
                                                model_test_expected_total ("game-4p.tyros", "Dora")));
  g_clear_pointer (&stats, tyros_stats_free);

  g_assert_true (tyros_people_rename (fixture->people, "Anna", "Annika", NULL));
  g_clear_pointer (&anna, g_ptr_array_unref);
  anna = tyros_records_filter (fixture->records, "Annika", NULL, 0);
  g_assert_cmpuint (anna->len, ==, 2);
  file = tyros_game_reader_read (path, &bad_move, NULL);
  g_assert_cmpstr (tyros_game_get_player_name (file, 0), ==, "Dora");
}

/* A second read reads only the files added or changed. */
static void
test_read_again_reads_new_only (Fixture       *fixture,
                                gconstpointer  data G_GNUC_UNUSED)
{
  TyrosPlay *first = g_ptr_array_index (tyros_records_get_plays (fixture->records), 0);
  TyrosPlay *second = g_ptr_array_index (tyros_records_get_plays (fixture->records), 1);
  GPtrArray *plays;

  put_game (fixture->dir, "game-italian.tyros", "c.tyros");
  read_records (fixture->records);
  plays = tyros_records_get_plays (fixture->records);
  g_assert_cmpuint (plays->len, ==, 3);
  g_assert_true (g_ptr_array_find (plays, first, NULL));
  g_assert_true (g_ptr_array_find (plays, second, NULL));
}

/* A new TyrosRecords (the app started again) over the folder, read */
static TyrosRecords *
records_again (Fixture *fixture)
{
  TyrosRecords *records = tyros_records_new (fixture->dir, fixture->people);

  read_records (records);
  return records;
}

/* @name's content replaced by @data_name's, its time and size kept or not */
static void
replace_game (Fixture    *fixture,
              const char *data_name,
              const char *name,
              gboolean    keep_time_and_size)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autofree char *from = g_build_filename (g_getenv ("TYROS_TEST_DATA"), data_name, NULL);
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;
  struct stat before;
  struct timespec times[2];
  gsize length, old_length;

  g_assert_cmpint (stat (path, &before), ==, 0);
  g_assert_true (g_file_get_contents (from, &text, &length, NULL));
  g_assert_true (g_file_get_contents (path, &old, &old_length, NULL));
  if (keep_time_and_size)
    {
      /* the same size: cut or padded with spaces (still not a game) */
      text = g_realloc (text, old_length);
      if (length < old_length)
        memset (text + length, ' ', old_length - length);
      length = old_length;
    }
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
  /* to the nanosecond: the records compare times to the microsecond */
  times[0] = before.st_atim;
  times[1] = before.st_mtim;
  times[1].tv_sec += keep_time_and_size ? 0 : 10;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

/* Started again, the plays come from the cache the first read left for
 * the files not written since; a file written since is read again, even
 * when its modification time and size are the old ones (rsync -t, cp -p of
 * another version: here a.tyros damaged behind the cache's back), as is a
 * file written later. */
static void
test_cache_survives_restart (Fixture       *fixture,
                             gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosRecords) again = NULL;
  g_autoptr(TyrosRecords) third = NULL;
  g_autoptr(GPtrArray) anna = NULL;
  g_autoptr(GPtrArray) italian = NULL;

  /* a.tyros damaged, with its old time and size: no longer a play */
  replace_game (fixture, "bad/truncated.tyros", "a.tyros", TRUE);
  /* b.tyros is the Italian game now, written later */
  replace_game (fixture, "game-italian.tyros", "b.tyros", FALSE);
  again = records_again (fixture);
  anna = tyros_records_filter (again, "Anna", NULL, 0);
  g_assert_cmpuint (anna->len, ==, 0);
  italian = tyros_records_filter (again, NULL, tyros_edition_italian (), 0);
  g_assert_cmpuint (italian->len, ==, 1);
  g_assert_cmpuint (tyros_records_get_plays (again)->len, ==, 1);

  /* a.tyros the 3-player game again, its time and size still the same */
  replace_game (fixture, "game-3p.tyros", "a.tyros", TRUE);
  third = records_again (fixture);
  g_assert_cmpuint (tyros_records_get_plays (third)->len, ==, 2);
}

/* A cache that is damaged, or tells of plays that cannot be, is not
 * trusted: the files are read again, and the cache written anew. */
static void
test_bad_cache_ignored (Fixture       *fixture,
                        gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *cache = g_build_filename (fixture->dir, "records-cache.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(TyrosRecords) again = NULL;
  g_autoptr(TyrosRecords) third = NULL;
  g_autoptr(TyrosStats) stats = NULL;
  char *rank;

  g_assert_true (g_file_get_contents (cache, &text, NULL, NULL));
  /* every rank 1 made a rank 7: no 3- or 4-player game has it */
  changed = g_strdup (text);
  while ((rank = strstr (changed, "\"rank\":1")) != NULL)
    rank[7] = '7';
  g_assert_cmpstr (changed, !=, text);
  g_assert_true (g_file_set_contents (cache, changed, -1, NULL));
  again = records_again (fixture);
  stats = stats_of (tyros_records_get_plays (again));
  g_assert_cmpuint (tyros_records_get_plays (again)->len, ==, 2);
  g_assert_cmpuint (person_stats (stats, "Anna")->all.best, ==, model_test_expected_total ("game-3p.tyros", "Anna"));
  g_assert_cmpuint (person_stats (stats, "Anna")->all.rank_sum, ==, 1);
  g_clear_pointer (&stats, tyros_stats_free);

  /* cut in the middle of a line */
  g_assert_true (g_file_set_contents (cache, text, (gssize) strlen (text) / 2, NULL));
  third = records_again (fixture);
  g_assert_cmpuint (tyros_records_get_plays (third)->len, ==, 2);
  /* written whole again, as the first read wrote it */
  g_clear_pointer (&changed, g_free);
  g_assert_true (g_file_get_contents (cache, &changed, NULL, NULL));
  g_assert_cmpstr (changed, ==, text);
}

static TyrosLeftOutReason
left_out_reason (TyrosRecords *records,
                 const char   *name)
{
  GPtrArray *left_out = tyros_records_get_left_out (records);

  for (guint i = 0; i < left_out->len; i++)
    {
      const TyrosLeftOutFile *file = g_ptr_array_index (left_out, i);
      g_autofree char *base = g_path_get_basename (file->path);

      if (g_str_equal (base, name))
        return file->reason;
    }
  return TYROS_LEFT_OUT_NONE;
}

/* The files that count nothing are named with why: unreadable, a move that
 * breaks a rule, a game not over; and so again from the cache after a
 * restart. The finished games are not among them. */
static void
test_left_out_files (Fixture       *fixture,
                     gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosRecords) again = NULL;
  TyrosRecords *both[2];

  put_game (fixture->dir, "illegal-e1.tyros", "illegal.tyros");
  read_records (fixture->records);
  again = records_again (fixture);
  both[0] = fixture->records;
  both[1] = again;
  for (guint i = 0; i < G_N_ELEMENTS (both); i++)
    {
      g_assert_cmpuint (tyros_records_get_left_out (both[i])->len, ==, 3);
      g_assert_cmpint (left_out_reason (both[i], "truncated.tyros"), ==, TYROS_LEFT_OUT_UNREADABLE);
      g_assert_cmpint (left_out_reason (both[i], "illegal.tyros"), ==, TYROS_LEFT_OUT_ILLEGAL_MOVE);
      g_assert_cmpint (left_out_reason (both[i], "playing.tyros"), ==, TYROS_LEFT_OUT_UNFINISHED);
      g_assert_cmpint (left_out_reason (both[i], "a.tyros"), ==, TYROS_LEFT_OUT_NONE);
      g_assert_cmpuint (tyros_records_get_plays (both[i])->len, ==, 2);
    }
}

/* @name's line of the cache, its play (the last element) replaced by @play */
static void
forge_cache_line (Fixture    *fixture,
                  const char *name,
                  const char *play)
{
  g_autofree char *cache = g_build_filename (fixture->dir, "records-cache.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *start = g_strdup_printf ("\n[\"%s\",", name);
  g_autoptr(GString) forged = g_string_new (NULL);
  const char *line, *brace, *end;

  g_assert_true (g_file_get_contents (cache, &text, NULL, NULL));
  line = strstr (text, start);
  g_assert_nonnull (line);
  brace = strchr (line, '{');
  end = strchr (line + 1, '\n');
  g_assert_true (brace != NULL && end != NULL && brace < end);
  g_string_append_len (forged, text, brace - text);
  g_string_append_printf (forged, "%s]", play);
  g_string_append (forged, end);
  g_assert_true (g_file_set_contents (cache, forged->str, -1, NULL));
}

/* The cache is never believed over the game files: a line with the file's
 * own time and size but a play no game file could give (more points than
 * the arithmetic survives, a name that is not text) is not used; the file
 * is read again and counts as it is. */
static void
test_cache_never_believed (Fixture       *fixture,
                           gconstpointer  data)
{
  const char *play = data;
  g_autoptr(TyrosRecords) again = NULL;
  g_autoptr(TyrosStats) stats = NULL;
  GPtrArray *plays;

  forge_cache_line (fixture, "a.tyros", play);
  again = records_again (fixture);
  plays = tyros_records_get_plays (again);
  g_assert_cmpuint (plays->len, ==, 2);
  for (guint i = 0; i < plays->len; i++)
    for (guint p = 0; p < ((TyrosPlay *) g_ptr_array_index (plays, i))->n_players; p++)
      {
        const TyrosPlayResult *result = &((TyrosPlay *) g_ptr_array_index (plays, i))->players[p];

        g_assert_true (g_utf8_validate (result->name, -1, NULL));
        g_assert_cmpstr (result->name, !=, "Mallory");
        g_assert_cmpuint (result->total, <, 1000);
      }
  stats = stats_of (plays);
  g_assert_cmpuint (person_stats (stats, "Anna")->all.best, ==, model_test_expected_total ("game-3p.tyros", "Anna"));
}

/* The cache where a file is expected: a FIFO (the read blocked for ever), a
 * link to a device (read without end), a file far larger than any cache (read
 * whole into memory), a folder. The records come from the game files, at
 * once, and the read takes no memory of the cache's size. */
static void
test_cache_not_a_file (Fixture       *fixture,
                       gconstpointer  data)
{
  const char *kind = data;
  g_autofree char *cache = g_build_filename (fixture->dir, "records-cache.json", NULL);
  g_autoptr(TyrosRecords) again = NULL;
  struct rusage before, after;

  g_assert_cmpint (g_unlink (cache), ==, 0);
  if (g_str_equal (kind, "fifo"))
    g_assert_cmpint (mkfifo (cache, 0600), ==, 0);
  else if (g_str_equal (kind, "device"))
    g_assert_cmpint (symlink ("/dev/zero", cache), ==, 0);
  else if (g_str_equal (kind, "folder"))
    g_assert_cmpint (g_mkdir (cache, 0700), ==, 0);
  else
    {
      int fd = open (cache, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

      /* a cache's first line, then 256 MB (sparse: no disk taken) */
      g_assert_cmpint (fd, >=, 0);
      g_assert_cmpint (write (fd, "{\"version\":3}\n", 14), ==, 14);
      g_assert_cmpint (ftruncate (fd, 256 * 1024 * 1024), ==, 0);
      close (fd);
    }
  g_assert_cmpint (getrusage (RUSAGE_SELF, &before), ==, 0);
  again = records_again (fixture);
  g_assert_cmpint (getrusage (RUSAGE_SELF, &after), ==, 0);
  g_assert_cmpuint (tyros_records_get_plays (again)->len, ==, 2);
  /* kilobytes */
  g_assert_cmpint (after.ru_maxrss - before.ru_maxrss, <, 32 * 1024);
  g_rmdir (cache);
}

/* A save of the cache killed before its rename leaves a whole copy of it
 * ("records-cache.json.XXXXXX", 385 KB for 1,000 games): the next start
 * removes it. A file of another name is left alone. */
static void
test_killed_cache_save_cleared (Fixture       *fixture,
                                gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *left = g_build_filename (fixture->dir, "records-cache.json.Ab12Cd", NULL);
  g_autofree char *other = g_build_filename (fixture->dir, "records-cache.json.keep", NULL);
  g_autoptr(TyrosRecords) again = NULL;

  g_assert_true (g_file_set_contents (left, "{\"version\":3}\n", -1, NULL));
  g_assert_true (g_file_set_contents (other, "mine", -1, NULL));
  again = records_again (fixture);
  g_assert_false (g_file_test (left, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
}

#define STORED_PLAY(first) \
  "{\"edition\":\"kosmos\",\"largest_empire\":0,\"largest_size\":3,\"players\":[" \
  "{\"name\":" first ",\"seat\":0,\"total\":2147483647,\"rank\":1,\"winner\":true,\"cities\":1}," \
  "{\"name\":\"Ben\",\"seat\":1,\"total\":4,\"rank\":2,\"winner\":false,\"cities\":1}," \
  "{\"name\":\"Cleo\",\"seat\":2,\"total\":3,\"rank\":3,\"winner\":false,\"cities\":1}]}"
static const char mallory_wins[] = STORED_PLAY ("\"Mallory\"");
static const char lone_surrogate[] =
  "{\"edition\":\"kosmos\",\"largest_empire\":0,\"largest_size\":3,\"players\":["
  "{\"name\":\"Ann\\udc00a\",\"seat\":0,\"total\":5,\"rank\":1,\"winner\":true,\"cities\":1},"
  "{\"name\":\"Ben\",\"seat\":1,\"total\":4,\"rank\":2,\"winner\":false,\"cities\":1},"
  "{\"name\":\"Cleo\",\"seat\":2,\"total\":3,\"rank\":3,\"winner\":false,\"cities\":1}]}";

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/records/finished-games-only", Fixture, NULL, setup, test_finished_games_only, teardown);
  g_test_add ("/records/merge-and-rename-move-games", Fixture, NULL, setup, test_merge_and_rename_move_games,
              teardown);
  g_test_add ("/records/read-again-reads-new-only", Fixture, NULL, setup, test_read_again_reads_new_only, teardown);
  g_test_add ("/records/cache-survives-restart", Fixture, NULL, setup, test_cache_survives_restart, teardown);
  g_test_add ("/records/bad-cache-ignored", Fixture, NULL, setup, test_bad_cache_ignored, teardown);
  g_test_add ("/records/left-out-files", Fixture, NULL, setup, test_left_out_files, teardown);
  g_test_add ("/records/cache-not-a-file/fifo", Fixture, "fifo", setup, test_cache_not_a_file, teardown);
  g_test_add ("/records/cache-not-a-file/device", Fixture, "device", setup, test_cache_not_a_file, teardown);
  g_test_add ("/records/cache-not-a-file/huge", Fixture, "huge", setup, test_cache_not_a_file, teardown);
  g_test_add ("/records/cache-not-a-file/folder", Fixture, "folder", setup, test_cache_not_a_file, teardown);
  g_test_add ("/records/killed-cache-save-cleared", Fixture, NULL, setup, test_killed_cache_save_cleared, teardown);
  g_test_add ("/records/cache-never-believed/overflow", Fixture, mallory_wins, setup, test_cache_never_believed,
              teardown);
  g_test_add ("/records/cache-never-believed/lone-surrogate", Fixture, lone_surrogate, setup,
              test_cache_never_believed, teardown);
  return g_test_run ();
}
