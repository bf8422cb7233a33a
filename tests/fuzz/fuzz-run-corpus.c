/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-run-corpus.c: the fuzz target on every file of the given folders
 *
 * The regression test of the fuzz corpus, without libFuzzer: each file goes
 * through LLVMFuzzerTestOneInput once; a crash or a failed check ends the run.
 */
#define G_LOG_DOMAIN "tyros-fuzz-run-corpus"

#include <stdio.h>
#include <glib.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static guint
run_folder (const char *folder)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (folder, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    g_error ("%s", error->message);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *path = g_ptr_array_index (names, i);
      g_autofree char *data = NULL;
      gsize length;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      if (!g_file_get_contents (path, &data, &length, &error))
        g_error ("%s", error->message);
      LLVMFuzzerTestOneInput ((const guint8 *) data, length);
    }
  return names->len;
}

int
main (int    argc,
      char **argv)
{
  guint n = 0;

  for (int i = 1; i < argc; i++)
    n += run_folder (argv[i]);
  if (n == 0)
    g_error ("no input in the corpus");
  printf ("%u inputs, none crashed\n", n);
  return 0;
}
