/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-people.c: the players as people (src/app/records/tyros-people)
 *
 * New Game offers the names used before; a person renamed is renamed in
 * every game, two spellings merged count as one person, and both survive a
 * restart (the alias file). Bad input and a file that cannot be saved or
 * read change nothing.
 */
#define G_LOG_DOMAIN "tyros-test-people"
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "model-test-util.h"
#include "tyros-people.h"

typedef struct {
  char        *dir;
  char        *path;
  TyrosPeople *people;
} Fixture;

static const char *const evening_1[] = { "Anna", "Ben", "Cleo", NULL };
static const char *const evening_2[] = { "ann", "Ben", "Dario", "Eve", NULL };

static TyrosPeople *
open_people (Fixture *fixture)
{
  TyrosPeople *people = tyros_people_new (fixture->path);

  g_assert_true (tyros_people_load (people, NULL));
  tyros_people_add_names (people, evening_1);
  tyros_people_add_names (people, evening_2);
  return people;
}

static void
setup (Fixture       *fixture,
       gconstpointer  data G_GNUC_UNUSED)
{
  fixture->dir = g_dir_make_tmp ("tyros-people-XXXXXX", NULL);
  fixture->path = g_build_filename (fixture->dir, "sub", "people.json", NULL);
  fixture->people = open_people (fixture);
}

static void
teardown (Fixture       *fixture,
          gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *sub = g_path_get_dirname (fixture->path);

  g_autofree char *lock = g_build_filename (sub, ".lock", NULL);

  g_clear_object (&fixture->people);
  g_unlink (fixture->path);
  g_unlink (lock);
  g_rmdir (sub);
  g_rmdir (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

static void
assert_strv (char              **got,
             const char *const  *expected)
{
  g_autofree char *a = g_strjoinv ("|", got);
  g_autofree char *b = g_strjoinv ("|", (char **) expected);

  g_assert_cmpstr (a, ==, b);
  g_strfreev (got);
}

/* Everyone once, the newest games' names first; typing completes them. */
static void
test_names_used_before (Fixture       *fixture,
                        gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const all[] = { "Anna", "Ben", "Cleo", "ann", "Dario", "Eve", NULL };
  static const char *const an[] = { "Anna", "ann", NULL };
  static const char *const an_but_anna[] = { "ann", NULL };
  static const char *const anna[] = { "Anna", NULL };
  static const char *const two[] = { "Ben", "Cleo", NULL };
  static const char *const none[] = { NULL };

  assert_strv (tyros_people_complete (fixture->people, "", NULL, G_MAXUINT), all);
  /* case does not matter when typing */
  assert_strv (tyros_people_complete (fixture->people, "AN", NULL, 10), an);
  /* a name already given to another seat is not offered again */
  assert_strv (tyros_people_complete (fixture->people, "an", anna, 10), an_but_anna);
  assert_strv (tyros_people_complete (fixture->people, "", anna, 2), two);
  /* a whole name typed needs no completing */
  assert_strv (tyros_people_complete (fixture->people, "Eve", NULL, 10), none);
  g_assert_false (g_file_test (fixture->path, G_FILE_TEST_EXISTS));
}

static void
count (guint *n)
{
  (*n)++;
}

/* A rename reaches every game (each name played by that person) and is
 * still there after a restart; the files' names stay as played. */
static void
test_rename (Fixture       *fixture,
             gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const all[] = { "Anna", "Benjamin", "Cleo", "ann", "Dario", "Eve", NULL };
  static const char *const ben[] = { "Ben", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPeople) again = NULL;
  guint changed = 0;

  g_signal_connect_swapped (fixture->people, "changed", G_CALLBACK (count), &changed);
  g_assert_true (tyros_people_rename (fixture->people, "Ben", "Benjamin", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpstr (tyros_people_person (fixture->people, "Ben"), ==, "Benjamin");
  assert_strv (tyros_people_names_of (fixture->people, "Benjamin"), ben);
  assert_strv (tyros_people_complete (fixture->people, "", NULL, G_MAXUINT), all);

  again = open_people (fixture);
  g_assert_cmpstr (tyros_people_person (again, "Ben"), ==, "Benjamin");
  assert_strv (tyros_people_complete (again, "", NULL, G_MAXUINT), all);

  /* and back: the name as played again, no alias left */
  g_assert_true (tyros_people_rename (again, "Benjamin", "Ben", &error));
  g_assert_cmpstr (tyros_people_person (again, "Ben"), ==, "Ben");
}

/* Two spellings of one person: every game of the one counts for the other. */
static void
test_merge (Fixture       *fixture,
            gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const all[] = { "Anna", "Ben", "Cleo", "Dario", "Eve", NULL };
  static const char *const spellings[] = { "Anna", "ann", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPeople) again = NULL;

  g_assert_true (tyros_people_merge (fixture->people, "Anna", "ann", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tyros_people_person (fixture->people, "ann"), ==, "Anna");
  assert_strv (tyros_people_complete (fixture->people, "", NULL, G_MAXUINT), all);
  assert_strv (tyros_people_names_of (fixture->people, "Anna"), spellings);

  /* renamed after the merge: both spellings follow */
  g_assert_true (tyros_people_rename (fixture->people, "Anna", "Anna B.", &error));
  again = open_people (fixture);
  g_assert_cmpstr (tyros_people_person (again, "ann"), ==, "Anna B.");
  g_assert_cmpstr (tyros_people_person (again, "Anna"), ==, "Anna B.");
}

/* Two people who played in the same game are never one: the merge is
 * refused with the reason, for every spelling of either, and a rename to
 * the other's name does not propose merging them. */
static void
test_played_together (Fixture       *fixture,
                      gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const all[] = { "Anna", "Ben", "Cleo", "Dario", "Eve", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_false (tyros_people_merge (fixture->people, "Anna", "Cleo", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TOGETHER);
  g_assert_cmpstr (error->message, ==, "Anna and Cleo played in the same game: they are two people");
  g_clear_error (&error);
  g_assert_cmpstr (tyros_people_person (fixture->people, "Cleo"), ==, "Cleo");
  g_assert_false (g_file_test (fixture->path, G_FILE_TEST_EXISTS));

  /* ann played with Dario: once ann is Anna, Anna never is Dario */
  g_assert_true (tyros_people_merge (fixture->people, "Anna", "ann", &error));
  g_assert_false (tyros_people_merge (fixture->people, "Dario", "Anna", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TOGETHER);
  g_clear_error (&error);
  assert_strv (tyros_people_complete (fixture->people, "", NULL, G_MAXUINT), all);

  g_assert_false (tyros_people_rename (fixture->people, "Ben", "Cleo", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TAKEN);
  g_assert_cmpstr (error->message, ==, "“Cleo” is someone else, who played in a game with Ben");
  g_clear_error (&error);
  g_assert_false (tyros_people_rename (fixture->people, "Cleo", "Eve", &error));
  g_assert_null (strstr (error->message, "merge"));
}

/* A spelling merged by mistake is taken out again (or a merge undone): its
 * games count for a person of their own, after a restart too. */
static void
test_split (Fixture       *fixture,
            gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const ann[] = { "ann", NULL };
  static const char *const anna[] = { "Anna", NULL };
  static const char *const not_one[] = { "Anna", "Ben", NULL };
  static const char *const nobody[] = { "Zoe", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPeople) again = NULL;

  g_assert_true (tyros_people_merge (fixture->people, "Anna", "ann", &error));
  g_assert_true (tyros_people_split (fixture->people, ann, "ann", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tyros_people_person (fixture->people, "ann"), ==, "ann");
  assert_strv (tyros_people_names_of (fixture->people, "Anna"), anna);
  again = open_people (fixture);
  g_assert_cmpstr (tyros_people_person (again, "ann"), ==, "ann");

  /* taken out under a new name, after the person was renamed */
  g_assert_true (tyros_people_merge (fixture->people, "Anna", "ann", &error));
  g_assert_true (tyros_people_rename (fixture->people, "Anna", "Anna B.", &error));
  g_assert_true (tyros_people_split (fixture->people, anna, "Anna", &error));
  g_assert_cmpstr (tyros_people_person (fixture->people, "Anna"), ==, "Anna");
  assert_strv (tyros_people_names_of (fixture->people, "Anna B."), ann);

  /* refused: nothing changes */
  g_assert_false (tyros_people_split (fixture->people, ann, "Ben", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TAKEN);
  g_clear_error (&error);
  g_assert_false (tyros_people_split (fixture->people, not_one, "Bea", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tyros_people_split (fixture->people, nobody, "Zora", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_UNKNOWN);
  g_clear_error (&error);
  g_assert_false (tyros_people_split (fixture->people, ann, "A\nn", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_INVALID);
  g_assert_cmpstr (tyros_people_person (fixture->people, "ann"), ==, "Anna B.");
}

/* Bad input: a clear error, and nothing changes, on disk either. */
static void
test_refused (Fixture       *fixture,
              gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const all[] = { "Anna", "Ben", "Cleo", "ann", "Dario", "Eve", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_false (tyros_people_rename (fixture->people, "Ben", "Cleo", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TAKEN);
  g_clear_error (&error);
  g_assert_false (tyros_people_rename (fixture->people, "Ben", "Be\nn", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tyros_people_rename (fixture->people, "Zoe", "Zora", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_UNKNOWN);
  g_clear_error (&error);
  g_assert_false (tyros_people_merge (fixture->people, "Ben", "Ben", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_INVALID);
  g_clear_error (&error);
  assert_strv (tyros_people_complete (fixture->people, "", NULL, G_MAXUINT), all);
  g_assert_false (g_file_test (fixture->path, G_FILE_TEST_EXISTS));
}

/* A save that fails leaves the people as they were. */
static void
test_save_fails (Fixture       *fixture,
                 gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const all[] = { "Anna", "Ben", "Cleo", "ann", "Dario", "Eve", NULL };
  g_autofree char *sub = g_path_get_dirname (fixture->path);
  g_autofree char *inside = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (fixture->path, "", 0, NULL));
  inside = model_test_block_file (fixture->path);

  g_assert_false (tyros_people_merge (fixture->people, "Anna", "ann", &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (tyros_people_person (fixture->people, "ann"), ==, "ann");
  assert_strv (tyros_people_complete (fixture->people, "", NULL, G_MAXUINT), all);
  model_test_unblock_file (inside);
}

/* A damaged alias file is reported, and never written over. */
static void
test_unreadable_file (Fixture       *fixture,
                      gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const damaged[] = {
    "{\"format\": \"tyros-people\", \"version\": 1, \"aliases\": {\"Ben\": 3}}",
    "{\"format\": \"tyros-people\", \"version\": 2, \"aliases\": {}}",
    "[1, 2]",
    "{\"format\": \"tyros-people\", \"version\": 1, \"aliases\": {\"Ben\": \"B\\nen\"}}",
  };
  g_autofree char *sub = g_path_get_dirname (fixture->path);

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(TyrosPeople) people = tyros_people_new (fixture->path);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      g_assert_true (g_file_set_contents (fixture->path, damaged[i], -1, NULL));
      g_assert_false (tyros_people_load (people, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
      tyros_people_add_names (people, evening_1);
      g_assert_cmpstr (tyros_people_person (people, "Ben"), ==, "Ben");
      g_assert_false (tyros_people_rename (people, "Ben", "Benjamin", &error));
      g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_FILE);
      g_assert_true (g_file_get_contents (fixture->path, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, damaged[i]);
    }
}

/* people.json where a file is expected: a FIFO (the window froze for ever
 * in open()), a link to a device (read without end), a file far larger than
 * the app's list of people (4.5 s on the main thread), a folder. Each is
 * refused at once with the reason, and never written over. Run in a
 * subprocess with a time limit: a read that blocks fails the test. */
static void
test_file_not_a_list (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *kind = data;
  g_autofree char *sub = g_path_get_dirname (fixture->path);
  g_autoptr(TyrosPeople) people = NULL;
  g_autoptr(GError) error = NULL;
  struct stat before, after;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 10 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  if (g_str_equal (kind, "fifo"))
    g_assert_cmpint (mkfifo (fixture->path, 0600), ==, 0);
  else if (g_str_equal (kind, "device"))
    g_assert_cmpint (symlink ("/dev/zero", fixture->path), ==, 0);
  else if (g_str_equal (kind, "folder"))
    g_assert_cmpint (g_mkdir (fixture->path, 0700), ==, 0);
  else
    {
      int fd = open (fixture->path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

      /* sparse: no disk taken */
      g_assert_cmpint (fd, >=, 0);
      g_assert_cmpint (ftruncate (fd, 64 * 1024 * 1024), ==, 0);
      close (fd);
    }
  g_assert_cmpint (lstat (fixture->path, &before), ==, 0);
  people = tyros_people_new (fixture->path);
  g_assert_false (tyros_people_load (people, &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_FILE);
  if (g_str_equal (kind, "huge"))
    g_assert_nonnull (strstr (error->message, "too large"));
  else
    g_assert_nonnull (strstr (error->message, "not a file"));
  g_clear_error (&error);
  tyros_people_add_names (people, evening_1);
  g_assert_false (tyros_people_rename (people, "Ben", "Benjamin", &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_FILE);
  g_assert_cmpint (lstat (fixture->path, &after), ==, 0);
  g_assert_cmpint (before.st_ino, ==, after.st_ino);
  g_unlink (fixture->path);
  g_rmdir (fixture->path);
}

/* A chain of aliases ("Anna" is "Ben", who is "Cleo") names one person:
 * each name leads to Cleo, and a later merge moves all of them. A loop
 * names nobody: refused with the reason. */
static void
test_chain_and_loop (Fixture       *fixture,
                     gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const cleo[] = { "Anna", "Ben", "Cleo", NULL };
  g_autofree char *sub = g_path_get_dirname (fixture->path);
  g_autoptr(TyrosPeople) people = tyros_people_new (fixture->path);
  g_autoptr(TyrosPeople) looped = tyros_people_new (fixture->path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (fixture->path, "{\"format\": \"tyros-people\", \"version\": 1, "
                                      "\"aliases\": {\"Anna\": \"Ben\", \"Ben\": \"Cleo\"}}", -1, NULL));
  g_assert_true (tyros_people_load (people, &error));
  g_assert_no_error (error);
  tyros_people_add_names (people, evening_1);
  g_assert_cmpstr (tyros_people_person (people, "Anna"), ==, "Cleo");
  assert_strv (tyros_people_names_of (people, "Cleo"), cleo);
  g_assert_true (tyros_people_rename (people, "Cleo", "Cleopatra", &error));
  g_assert_cmpstr (tyros_people_person (people, "Anna"), ==, "Cleopatra");
  g_assert_cmpstr (tyros_people_person (people, "Ben"), ==, "Cleopatra");

  g_assert_true (g_file_set_contents (fixture->path, "{\"format\": \"tyros-people\", \"version\": 1, "
                                      "\"aliases\": {\"Anna\": \"Ben\", \"Ben\": \"Anna\"}}", -1, NULL));
  g_assert_false (tyros_people_load (looped, &error));
  g_assert_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_FILE);
  g_assert_nonnull (strstr (error->message, "loop"));
}

/* A save killed before its rename leaves "people.json.XXXXXX": the next
 * start removes it, and so does the next save. */
static void
test_killed_save_cleared (Fixture       *fixture,
                          gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *sub = g_path_get_dirname (fixture->path);
  g_autofree char *at_start = g_strconcat (fixture->path, ".Xy12Ab", NULL);
  g_autofree char *at_save = g_strconcat (fixture->path, ".Cd34Ef", NULL);
  g_autoptr(TyrosPeople) people = tyros_people_new (fixture->path);

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (at_start, "{}", -1, NULL));
  g_assert_true (tyros_people_load (people, NULL));
  g_assert_false (g_file_test (at_start, G_FILE_TEST_EXISTS));
  tyros_people_add_names (people, evening_1);
  g_assert_true (g_file_set_contents (at_save, "{}", -1, NULL));
  g_assert_true (tyros_people_rename (people, "Ben", "Benjamin", NULL));
  g_assert_false (g_file_test (at_save, G_FILE_TEST_EXISTS));
}

static gboolean
is_person_now (gconstpointer data)
{
  const char *const *asked = data;   /* people, name, person */

  return g_strcmp0 (tyros_people_person ((TyrosPeople *) asked[0], asked[1]), asked[2]) == 0;
}

/* The alias file of test_two_processes(): the parent's pid names it, so
 * that the other process finds it */
static char *
shared_path (GPid parent)
{
  g_autofree char *dir = g_strdup_printf ("tyros-people-two-%d", (int) parent);

  return g_build_filename (g_get_tmp_dir (), dir, "people.json", NULL);
}

/* Two instances of the app on one data folder, two real processes: a
 * rename in the other one is followed here (the file is watched), and a
 * merge here then keeps it: neither undoes the other's change. */
static void
test_two_processes (void)
{
  g_autofree char *path = shared_path (g_test_subprocess () ? getppid () : getpid ());
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock = g_build_filename (dir, ".lock", NULL);
  g_autoptr(TyrosPeople) mine = tyros_people_new (path);
  g_autoptr(TyrosPeople) fresh = NULL;
  const char *asked[] = { (const char *) mine, "Ben", "Benjamin" };

  if (g_test_subprocess ())
    {
      g_assert_true (tyros_people_load (mine, NULL));
      tyros_people_add_names (mine, evening_1);
      g_assert_true (tyros_people_rename (mine, "Ben", "Benjamin", NULL));
      return;
    }
  /* this window has read the people before the other one changes them */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (tyros_people_load (mine, NULL));
  tyros_people_add_names (mine, evening_1);
  tyros_people_add_names (mine, evening_2);
  g_test_trap_subprocess (NULL, 10 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  model_test_wait_for (is_person_now, asked);

  g_assert_true (tyros_people_merge (mine, "Anna", "ann", NULL));
  fresh = tyros_people_new (path);
  g_assert_true (tyros_people_load (fresh, NULL));
  g_assert_cmpstr (tyros_people_person (fresh, "Ben"), ==, "Benjamin");
  g_assert_cmpstr (tyros_people_person (fresh, "ann"), ==, "Anna");
  g_unlink (path);
  g_unlink (lock);
  g_rmdir (dir);
}

#define N_MERGES 20

/* One of the two processes of test_two_at_once(): merges its person's
 * spellings one by one, each saved at once */
static void
merge_spellings (const char *path,
                 const char *person)
{
  g_autoptr(TyrosPeople) people = tyros_people_new (path);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (tyros_people_load (people, NULL));
  g_ptr_array_add (names, g_strdup (person));
  for (guint i = 0; i < N_MERGES; i++)
    g_ptr_array_add (names, g_strdup_printf ("%s %u", person, i));
  /* each spelling from a game of its own: names of one game are two people */
  for (guint i = 0; i < names->len; i++)
    tyros_people_add_names (people, (const char *const[]) { g_ptr_array_index (names, i), NULL });
  for (guint i = 1; i <= N_MERGES; i++)
    g_assert_true (tyros_people_merge (people, person, g_ptr_array_index (names, i), NULL));
}

/* Two windows on one data folder merge at the same time, 20 merges each:
 * every merge of both is in the file at the end (each reads the file as it
 * is now, under the lock, and writes it before the other reads it). */
static void
test_two_at_once (void)
{
  const char *child = g_getenv ("TYROS_TEST_PEOPLE_CHILD");
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *lock = NULL;
  g_autoptr(TyrosPeople) after = NULL;
  GSubprocess *processes[2];
  const char *const people[] = { "Anna", "Ben" };

  if (child != NULL)
    {
      merge_spellings (g_getenv ("TYROS_TEST_PEOPLE"), child);
      return;
    }
  path = shared_path (getpid ());
  dir = g_path_get_dirname (path);
  lock = g_build_filename (dir, ".lock", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (guint p = 0; p < G_N_ELEMENTS (processes); p++)
    {
      g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
      g_autoptr(GError) error = NULL;

      g_subprocess_launcher_setenv (launcher, "TYROS_TEST_PEOPLE", path, TRUE);
      g_subprocess_launcher_setenv (launcher, "TYROS_TEST_PEOPLE_CHILD", people[p], TRUE);
      processes[p] = g_subprocess_launcher_spawn (launcher, &error, "/proc/self/exe", "-p", "/people/two-at-once", NULL);
      g_assert_no_error (error);
    }
  for (guint p = 0; p < G_N_ELEMENTS (processes); p++)
    {
      g_assert_true (g_subprocess_wait_check (processes[p], NULL, NULL));
      g_object_unref (processes[p]);
    }
  after = tyros_people_new (path);
  g_assert_true (tyros_people_load (after, NULL));
  for (guint p = 0; p < G_N_ELEMENTS (people); p++)
    for (guint i = 0; i < N_MERGES; i++)
      {
        g_autofree char *name = g_strdup_printf ("%s %u", people[p], i);

        g_assert_cmpstr (tyros_people_person (after, name), ==, people[p]);
      }
  g_unlink (path);
  g_unlink (lock);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/people/names-used-before", Fixture, NULL, setup, test_names_used_before, teardown);
  g_test_add ("/people/rename", Fixture, NULL, setup, test_rename, teardown);
  g_test_add ("/people/merge", Fixture, NULL, setup, test_merge, teardown);
  g_test_add ("/people/played-together", Fixture, NULL, setup, test_played_together, teardown);
  g_test_add ("/people/split", Fixture, NULL, setup, test_split, teardown);
  g_test_add ("/people/refused", Fixture, NULL, setup, test_refused, teardown);
  g_test_add ("/people/save-fails", Fixture, NULL, setup, test_save_fails, teardown);
  g_test_add ("/people/unreadable-file", Fixture, NULL, setup, test_unreadable_file, teardown);
  g_test_add ("/people/not-a-list/fifo", Fixture, "fifo", setup, test_file_not_a_list, teardown);
  g_test_add ("/people/not-a-list/device", Fixture, "device", setup, test_file_not_a_list, teardown);
  g_test_add ("/people/not-a-list/huge", Fixture, "huge", setup, test_file_not_a_list, teardown);
  g_test_add ("/people/not-a-list/folder", Fixture, "folder", setup, test_file_not_a_list, teardown);
  g_test_add ("/people/chain-and-loop", Fixture, NULL, setup, test_chain_and_loop, teardown);
  g_test_add ("/people/killed-save-cleared", Fixture, NULL, setup, test_killed_save_cleared, teardown);
  g_test_add_func ("/people/two-processes", test_two_processes);
  g_test_add_func ("/people/two-at-once", test_two_at_once);
  return g_test_run ();
}
