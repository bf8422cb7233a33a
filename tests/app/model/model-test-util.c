/* SPDX-License-Identifier: GPL-3.0-or-later */
/* model-test-util.c: what the tests of the app's model share (no display) */
#define G_LOG_DOMAIN "tyros-test-model-util"

#include <glib/gstdio.h>

#include <string.h>
#include <json-glib/json-glib.h>

#include "model-test-util.h"

void
model_test_wait_for (ModelTestCondition condition,
                     gconstpointer      data)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  /* Not blocking in the main loop: a result may also come as an object
   * finalized on the worker thread (the task's last reference), which wakes
   * no main context. */
  while (!condition (data))
    {
      if (g_get_monotonic_time () > end)
        g_error ("waited 30 s for the main loop to deliver a result");
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

static void
games_listed (GObject      *store,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  *(GPtrArray **) user_data = tyros_game_store_list_finish (TYROS_GAME_STORE (store), result, &error);
  g_assert_no_error (error);
}

static gboolean
is_set (gconstpointer pointer)
{
  return *(const gpointer *) pointer != NULL;
}

GPtrArray *
model_test_list_games (TyrosGameStore *store,
                       guint           max)
{
  GPtrArray *games = NULL;

  tyros_game_store_list_async (store, max, NULL, games_listed, &games);
  model_test_wait_for (is_set, &games);
  return games;
}

char *
model_test_block_file (const char *path)
{
  g_autofree char *inside = g_build_filename (path, "inside", NULL);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "", 0, NULL));
  return g_steal_pointer (&inside);
}

void
model_test_unblock_file (const char *inside)
{
  g_autofree char *folder = g_path_get_dirname (inside);

  g_assert_cmpint (g_unlink (inside), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* The total of @name in the test file @data_name, as its .expected.json says */
guint
model_test_expected_total (const char *data_name,
                           const char *name)
{
  g_autofree char *base = g_strndup (data_name, strlen (data_name) - strlen (".tyros"));
  g_autofree char *file = g_strdup_printf ("%s/%s.expected.json", g_getenv ("TYROS_TEST_DATA"), base);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *players;

  g_assert_true (json_parser_load_from_file (parser, file, NULL));
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "players");
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      if (g_str_equal (json_object_get_string_member (player, "name"), name))
        return (guint) json_object_get_int_member (player, "total");
    }
  g_error ("%s did not play %s", name, data_name);
}

char *
model_test_file_state (const char *path)
{
  g_autofree char *text = NULL;
  GStatBuf st;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return g_strdup_printf ("%" G_GINT64_FORMAT ".%09ld %s", (gint64) st.st_mtime, (long) st.st_mtim.tv_nsec, text);
}
