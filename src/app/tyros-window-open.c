/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window-open.c: opening a game file in the main window (from the
 * start page, Open, a drop or the command line), read in a worker thread
 * while the window goes on */
#define G_LOG_DOMAIN "tyros-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-reader.h"
#include "tyros-window-private.h"

/* A file read for longer than this shows the spinner (ms): a quick one shows nothing. */
#define OPENING_SPINNER_DELAY 300

static gboolean
show_opening_spinner (gpointer user_data)
{
  TyrosWindow *self = user_data;

  self->spinner_timeout = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->opening_spinner), TRUE);
  gtk_spinner_start (self->opening_spinner);
  return G_SOURCE_REMOVE;
}

/* The file being read is dropped unseen: replaced by another, or the window closes. */
void
_tyros_window_stop_opening (TyrosWindow *self)
{
  g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  g_clear_handle_id (&self->spinner_timeout, g_source_remove);
  gtk_spinner_stop (self->opening_spinner);
  gtk_widget_set_visible (GTK_WIDGET (self->opening_spinner), FALSE);
}

/* A file from elsewhere that holds a play of the store (a game mailed by a
 * friend, opened a second time) is not added again: the store's copy is
 * opened, and the toast says so. FALSE: there is none. */
static gboolean
open_stored_copy (TyrosWindow *self,
                  TyrosGame   *game)
{
  g_autofree char *stored = tyros_game_store_find_play (self->store, game);
  g_autoptr(GFile) file = NULL;

  if (stored == NULL)
    return FALSE;
  _tyros_window_show_toast (self, tyros_state_is_over (tyros_game_get_state (game))
                                  ? _("This game is already in the records: it is not added again")
                                  : _("This game is already among the saved games: it is not added again"));
  file = g_file_new_for_path (stored);
  _tyros_window_open_game_file (self, file);
  return TRUE;
}

/* A file with a bad move opens with the moves before it, in a copy: the game
 * goes on in a new file, and the one on disk stays as it is. So does a file
 * from elsewhere. A file that cannot be read changes nothing. */
static void
game_read (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(TyrosWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *bad_move = NULL;
  g_autoptr(TyrosGame) game = tyros_game_reader_read_finish (result, &bad_move, &error);
  g_autofree char *path = NULL;
  gboolean in_store;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;  /* replaced by a later open, or the window closed */
  _tyros_window_stop_opening (self);
  if (game == NULL)
    self->scores_next = FALSE;
  path = g_file_get_path (G_FILE (source));
  in_store = tyros_game_store_contains (self->store, path);
  if (game == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Could not open the game: %s"), error->message);

      _tyros_window_show_toast (self, text);
      /* a launch with this file: the window has shown nothing yet */
      if (_tyros_window_visible_page (self) == NULL)
        _tyros_window_show_start_page (self);
      /* it may be gone from the store since it was listed */
      else if (in_store)
        _tyros_window_refresh_start_page (self);
      return;
    }
  if (bad_move != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Opened the moves before the bad one, in a copy: %s"), bad_move);

      _tyros_window_show_toast (self, text);
    }
  else if (!in_store && open_stored_copy (self, game))
    return;
  _tyros_window_show_game (self, game, in_store && bad_move == NULL ? path : NULL, -1);
}

/* Reads @file in a worker thread; the window goes on meanwhile. An open
 * started before is dropped: the last one asked for is shown. */
void
_tyros_window_open_game_file (TyrosWindow *self,
                              GFile       *file)
{
  _tyros_window_stop_opening (self);
  self->opening = g_cancellable_new ();
  self->spinner_timeout = g_timeout_add (OPENING_SPINNER_DELAY, show_opening_spinner, self);
  tyros_game_reader_read_async (file, self->opening, game_read, g_object_ref (self));
}

void
tyros_window_open_file (TyrosWindow *self,
                        GFile       *file)
{
  g_return_if_fail (TYROS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (!g_file_is_native (file))
    {
      _tyros_window_show_toast (self, _("Only local files can be opened"));
      return;
    }
  _tyros_window_open_game_file (self, file);
}

/* @file among the desktop's recent files (Files, a file chooser's Recent);
 * the list's folder made first: GTK only warns where there is none */
static void
remember_recent (GFile *file)
{
  GtkRecentManager *recent = gtk_recent_manager_get_default ();
  g_autofree char *list = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *uri = g_file_get_uri (file);

  g_object_get (recent, "filename", &list, NULL);
  folder = g_path_get_dirname (list);
  if (g_mkdir_with_parents (folder, 0700) == 0)
    gtk_recent_manager_add_item (recent, uri);
}

void
tyros_window_open_chosen_file (TyrosWindow *self,
                               GFile       *file)
{
  g_return_if_fail (TYROS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (g_file_is_native (file))
    remember_recent (file);
  tyros_window_open_file (self, file);
}

/* A file dropped on the window is opened as Open would: the first one, if
 * several */
static gboolean
file_dropped (GtkDropTarget *target G_GNUC_UNUSED,
              const GValue  *value,
              double         x G_GNUC_UNUSED,
              double         y G_GNUC_UNUSED,
              TyrosWindow   *self)
{
  GSList *files = g_value_get_boxed (value);

  if (files == NULL)
    return FALSE;
  tyros_window_open_chosen_file (self, files->data);
  return TRUE;
}

void
_tyros_window_accept_dropped_files (TyrosWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect_object (target, "drop", G_CALLBACK (file_dropped), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
