/* SPDX-License-Identifier: GPL-3.0-or-later */
/* soak-records-check.c: the records of a soak's data folder, read with the app's own code
 *
 * Usage: soak-records-check DATA_DIR COPY NAME...
 * (DATA_DIR: XDG_DATA_HOME/tyros-companion; COPY: a folder with copies of
 * the game files of DATA_DIR/games alone)
 *
 * What bench/kill-soak and bench/full-disk-soak --records check after each
 * run, as the app's next start and its Records page would do it: people.json
 * loaded by TyrosPeople (its reader's rules: a map of names, chains made one
 * step, loops refused; a temporary left by a killed save removed), then the
 * person each NAME counts for now ("person NAME\tPERSON"); the games folder
 * read by TyrosRecords with its records-cache.json (the cache's temporaries
 * removed), and again from COPY, without a cache:
 * both must give the same plays and the same files left out, or the cache
 * was believed over a game file. Prints "plays N left-out M", and exits 1
 * with the reason on stderr when anything differs or cannot be read.
 */
#define G_LOG_DOMAIN "tyros-soak-records-check"

#include "config.h"

#include <stdio.h>

#include "tyros-people.h"
#include "tyros-records.h"

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GError **error = user_data;

  tyros_records_read_finish (TYROS_RECORDS (source), result, error);
  g_main_context_wakeup (NULL);
  g_object_set_data (source, "read-done", GINT_TO_POINTER (1));
}

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* Each play and each file left out of @dir as one line ("NAME play-JSON"
 * or "NAME reason"), sorted: what the Records page counts */
static char *
read_records (const char   *dir,
              TyrosPeople  *people,
              GError      **error)
{
  g_autoptr(TyrosRecords) records = tyros_records_new (dir, people);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *plays, *left_out;

  tyros_records_read_async (records, NULL, read_done, error);
  while (g_object_get_data (G_OBJECT (records), "read-done") == NULL)
    g_main_context_iteration (NULL, TRUE);
  if (*error != NULL)
    return NULL;
  plays = tyros_records_get_plays (records);
  for (guint i = 0; i < plays->len; i++)
    {
      const TyrosPlay *play = g_ptr_array_index (plays, i);
      g_autoptr(JsonNode) node = tyros_play_to_json (play);
      g_autofree char *json = json_to_string (node, FALSE);
      g_autofree char *name = g_path_get_basename (play->file);

      g_ptr_array_add (lines, g_strdup_printf ("%s %s", name, json));
    }
  left_out = tyros_records_get_left_out (records);
  for (guint i = 0; i < left_out->len; i++)
    {
      const TyrosLeftOutFile *file = g_ptr_array_index (left_out, i);
      g_autofree char *name = g_path_get_basename (file->path);

      g_ptr_array_add (lines, g_strdup_printf ("%s left out %d", name, file->reason));
    }
  g_ptr_array_sort (lines, compare_lines);
  g_ptr_array_add (lines, NULL);
  printf ("plays %u left-out %u\n", plays->len, left_out->len);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPeople) people = NULL;
  g_autofree char *people_path = NULL, *games = NULL;
  g_autofree char *with_cache = NULL, *without = NULL;

  if (argc < 3)
    {
      fprintf (stderr, "Usage: soak-records-check DATA_DIR COPY NAME...\n");
      return 2;
    }
  people_path = g_build_filename (argv[1], "people.json", NULL);
  games = g_build_filename (argv[1], "games", NULL);
  people = tyros_people_new (people_path);
  if (!tyros_people_load (people, &error))
    {
      fprintf (stderr, "people.json: %s\n", error->message);
      return 1;
    }
  for (int i = 3; i < argc; i++)
    {
      const char *one[] = { argv[i], NULL };

      tyros_people_add_names (people, one);
      printf ("person %s\t%s\n", argv[i], tyros_people_person (people, argv[i]));
    }
  if ((with_cache = read_records (games, people, &error)) == NULL ||
      (without = read_records (argv[2], people, &error)) == NULL)
    {
      fprintf (stderr, "records: %s\n", error->message);
      return 1;
    }
  if (!g_str_equal (with_cache, without))
    {
      fprintf (stderr, "the records with the cache differ from the game files':\n%s\n---\n%s\n", with_cache, without);
      return 1;
    }
  return 0;
}
