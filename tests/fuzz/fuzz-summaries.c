/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-summaries.c: the saved games' summaries (games/.summaries) as the app reads them
 *
 * The input is the store's summary file, beside one game ("g.tyros", modified
 * at a fixed time, so that a summary can be current: mtime=1700000000000000);
 * the store lists its games as the start page does. The list must hold that
 * game, with UTF-8 text; listed again (from the summaries the first list
 * wrote), it must be the same. The store is GLib only, so this runs without a
 * display. teaching.ini is read by the same loader
 * (tyros_file_load_key_file()); the teacher that looks into it is a GTK
 * object, and GKeyFile's own parser is fuzzed by GLib (fuzzing/fuzz_key.c).
 */
#define G_LOG_DOMAIN "fuzz-summaries"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "tyros-game-store.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

#define GAME_TIME 1700000000

static const char game[] =
  "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\",\n"
  " \"players\": [{\"name\": \"Anna\"}, {\"name\": \"Ben\"}, {\"name\": \"Cleo\"}],\n"
  " \"setup\": {\"empires\": {\"orange\": \"7\", \"yellow\": \"13\", \"green\": \"23\", \"violet\": \"26\"},\n"
  "           \"start_player\": 0},\n"
  " \"moves\": [{\"type\": \"expand\", \"player\": 0, \"field\": \"8\"}]}\n";

static char *folder;
static TyrosGameStore *store;

static void
remove_folder (void)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *deleted = g_build_filename (folder, ".deleted", NULL);
  const char *name;

  g_clear_object (&store);
  g_rmdir (deleted);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}

/* Junk summaries are refused with a warning each: expected here, and slow to print */
static void
drop_message (const char     *domain G_GNUC_UNUSED,
              GLogLevelFlags  level G_GNUC_UNUSED,
              const char     *message G_GNUC_UNUSED,
              gpointer        user_data G_GNUC_UNUSED)
{
}

static void
set_up (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  struct utimbuf times = { .actime = GAME_TIME, .modtime = GAME_TIME };

  if ((folder = g_dir_make_tmp ("tyros-fuzz-summaries-XXXXXX", &error)) == NULL)
    g_error ("%s", error->message);
  path = g_build_filename (folder, "g.tyros", NULL);
  if (!g_file_set_contents (path, game, -1, &error))
    g_error ("%s", error->message);
  if (g_utime (path, &times) != 0)
    g_error ("cannot set the time of %s", path);
  store = tyros_game_store_new (folder);
  atexit (remove_folder);
  g_log_set_handler ("tyros-file", G_LOG_LEVEL_WARNING, drop_message, NULL);
}

static void
listed (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  GPtrArray **games = user_data;
  g_autoptr(GError) error = NULL;

  if ((*games = tyros_game_store_list_finish (TYROS_GAME_STORE (source), result, &error)) == NULL)
    g_error ("listing failed: %s", error->message);
}

static GPtrArray *
list (void)
{
  GPtrArray *games = NULL;

  tyros_game_store_list_async (store, 10, NULL, listed, &games);
  while (games == NULL)
    g_main_context_iteration (NULL, TRUE);
  return games;
}

static gboolean
is_text (const char *text)
{
  return text == NULL || g_utf8_validate (text, -1, NULL);
}

static void
check_listed (const TyrosSavedGame *saved)
{
  if (!g_str_has_suffix (saved->path, "/g.tyros"))
    g_error ("a game that is not in the store is listed: %s", saved->path);
  if (saved->players == NULL || !is_text (saved->players) || !is_text (saved->status) || !is_text (saved->problem))
    g_error ("a listed game has no players or text that is not UTF-8");
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *index = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) second = NULL;
  const TyrosSavedGame *a, *b;

  if (store == NULL)
    set_up ();
  index = g_build_filename (folder, ".summaries", NULL);
  if (size > G_MAXSSIZE || !g_file_set_contents (index, (const char *) data, (gssize) size, &error))
    g_error ("cannot write the summaries: %s", error != NULL ? error->message : "too large");
  first = list ();
  second = list ();
  if (first->len != 1 || second->len != 1)
    g_error ("the store has one game, not %u", first->len);
  a = g_ptr_array_index (first, 0);
  b = g_ptr_array_index (second, 0);
  check_listed (a);
  if (g_strcmp0 (a->players, b->players) != 0 || g_strcmp0 (a->status, b->status) != 0 ||
      g_strcmp0 (a->problem, b->problem) != 0 || a->finished != b->finished ||
      a->partly_readable != b->partly_readable)
    g_error ("listed twice, a game is shown differently: %s / %s, then %s / %s",
             a->players, a->status, b->players, b->status);
  return 0;
}
