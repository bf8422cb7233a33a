/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-people.c: the players as people (src/app/records/tyros-people)
 *
 * New Game offers the names used before; a person renamed is renamed in
 * every game, two spellings merged count as one person, and both survive a
 * restart (the alias file). Bad input and a file that cannot be saved or
 * read change nothing.
 */
#define G_LOG_DOMAIN "tyros-test-people"
#include <glib/gstdio.h>
#include <string.h>

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

  g_clear_object (&fixture->people);
  g_unlink (fixture->path);
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
  return g_test_run ();
}
