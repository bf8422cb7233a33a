/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-reader.c: reading a game file, off the main thread */
#define G_LOG_DOMAIN "tyros-game-reader"

#include "config.h"

#include "tyros-game-reader.h"

TyrosGame *
tyros_game_reader_read (const char  *path,
                        char       **bad_move,
                        GError     **error)
{
  g_autoptr(GError) whole_error = NULL;
  TyrosGame *game = tyros_file_load (path, &whole_error);

  *bad_move = NULL;
  if (game != NULL)
    return game;
  game = tyros_file_load_readable_part (path, bad_move, NULL);
  if (game == NULL)
    g_propagate_error (error, g_steal_pointer (&whole_error));
  return game;
}

typedef struct {
  TyrosGame *game;
  char      *bad_move;
} ReadResult;

static void
read_result_free (ReadResult *read)
{
  g_clear_object (&read->game);
  g_free (read->bad_move);
  g_free (read);
}

/* The core's loading keeps no mutable static state (see tyros-file.c): files
 * are read in worker threads, one game object each, handed to the main thread. */
static void
read_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data G_GNUC_UNUSED,
                GCancellable *cancellable G_GNUC_UNUSED)
{
  g_autofree char *path = g_file_get_path (G_FILE (source_object));
  g_autoptr(GError) error = NULL;
  ReadResult *read;

  /* Replaced before it started: not read at all. Cancelled while reading,
   * the game is dropped by g_task_propagate_pointer(). */
  if (g_task_return_error_if_cancelled (task))
    return;
  read = g_new0 (ReadResult, 1);
  read->game = tyros_game_reader_read (path, &read->bad_move, &error);
  if (read->game == NULL)
    {
      read_result_free (read);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_pointer (task, read, (GDestroyNotify) read_result_free);
}

void
tyros_game_reader_read_async (GFile               *file,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file) && g_file_is_native (file));

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, tyros_game_reader_read_async);
  g_task_run_in_thread (task, read_in_thread);
}

TyrosGame *
tyros_game_reader_read_finish (GAsyncResult  *result,
                               char         **bad_move,
                               GError       **error)
{
  ReadResult *read;
  TyrosGame *game;

  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tyros_game_reader_read_async, NULL);

  *bad_move = NULL;
  read = g_task_propagate_pointer (G_TASK (result), error);
  if (read == NULL)
    return NULL;
  game = g_steal_pointer (&read->game);
  *bad_move = g_steal_pointer (&read->bad_move);
  read_result_free (read);
  return game;
}
