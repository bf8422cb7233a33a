/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window-games.c: the saved games in the main window: the start page's
 * list, the people who played them, the records */
#define G_LOG_DOMAIN "tyros-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-window-private.h"

/* How many saved games the start page lists. */
#define N_RECENT_GAMES 20

static TyrosPeople *window_people (TyrosWindow *self);

/* The finished games, read when Records or New Game first needs them */
static TyrosRecords *
window_records (TyrosWindow *self)
{
  if (self->records == NULL)
    self->records = tyros_records_new (NULL, window_people (self));
  return self->records;
}

static void
names_read (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TyrosWindow) self = user_data;

  /* cancelled (the window closed) or not read: the start page's names stay */
  if (!tyros_records_read_finish (TYROS_RECORDS (source), result, NULL))
    return;
  g_clear_object (&self->reading_names);
  if (self->new_game_page != NULL)
    {
      tyros_new_game_page_set_people (self->new_game_page, self->people);
      tyros_new_game_page_set_finished_games (self->new_game_page,
                                              tyros_records_get_plays (TYROS_RECORDS (source))->len);
    }
}

/* New Game offers the names of every saved game, not only of those the
 * start page lists: the games are read (their cache, mostly) in a worker
 * thread, once */
void
_tyros_window_read_names (TyrosWindow *self)
{
  if (self->reading_names != NULL)
    return;
  self->reading_names = g_cancellable_new ();
  tyros_records_read_async (window_records (self), self->reading_names, names_read, g_object_ref (self));
}

/* A game of the records: its score sheet */
static void
records_game_opened (TyrosWindow      *self,
                     const char       *path,
                     TyrosRecordsPage *page G_GNUC_UNUSED)
{
  g_autoptr(GFile) file = NULL;

  self->back_to_records = TRUE;
  if (self->session != NULL && g_strcmp0 (path, tyros_game_session_get_autosave_path (self->session)) == 0)
    {
      _tyros_window_show_scores (self);
      return;
    }
  self->scores_next = TRUE;
  file = g_file_new_for_path (path);
  tyros_window_open_file (self, file);
}

/* A view of the records opened with the keyboard: it goes on at the way
 * back, at the start of the header, as on a page of its own */
static void
focus_back_button (TyrosWindow *self)
{
  if (gtk_root_get_focus (GTK_ROOT (self)) == NULL && gtk_widget_get_mapped (self->back_button))
    gtk_widget_grab_focus (self->back_button);
}

void
_tyros_window_show_records (TyrosWindow *self)
{
  if (self->records_page == NULL)
    {
      self->records_page = tyros_records_page_new (window_records (self));
      g_signal_connect_object (self->records_page, "open-game", G_CALLBACK (records_game_opened), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->records_page, "notify::subtitle", G_CALLBACK (focus_back_button), self,
                               G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->main_stack, self->records_page, "records");
    }
  tyros_records_page_refresh (TYROS_RECORDS_PAGE (self->records_page));
  _tyros_window_set_page (self, "records");
}

/* Enter resumes the game, or else starts a new one; with @grab the focus
 * moves there too. */
static void
focus_start_button (TyrosWindow *self,
                    gboolean     grab)
{
  GtkWidget *button = tyros_start_page_get_default_button (self->start_page);

  gtk_window_set_default_widget (GTK_WINDOW (self), button);
  if (grab)
    gtk_widget_grab_focus (button);
}

/* New Game offers the names of the games listed, as their people are
 * called now (people.json, read once the first list is in: after the first
 * frame). A damaged file is said once, and left as it is. */
static TyrosPeople *
window_people (TyrosWindow *self)
{
  if (self->people == NULL)
    {
      g_autoptr(GError) error = NULL;

      self->people = tyros_people_new (NULL);
      if (!tyros_people_load (self->people, &error))
        {
          g_autofree char *text = g_strdup_printf (_("Could not read who is who: %s"), error->message);
          _tyros_window_show_toast (self, text);
        }
    }
  return self->people;
}

static void
note_people (TyrosWindow *self,
             GPtrArray   *games)
{
  window_people (self);
  for (guint i = 0; i < games->len; i++)
    tyros_people_add_names (self->people, (const char *const *) ((TyrosSavedGame *) g_ptr_array_index (games, i))->names);
  if (self->new_game_page != NULL)
    tyros_new_game_page_set_people (self->new_game_page, self->people);
}

/* The list arrives from a worker thread. Until it does the start page keeps
 * what it showed (nothing at first: no "no games" before they are known). */
static void
games_listed (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(TyrosWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = tyros_game_store_list_finish (TYROS_GAME_STORE (source), result, &error);
  GtkWidget *old_default;
  gboolean focused;

  if (games == NULL)
    return;  /* only ever cancelled: replaced by a newer list, or the window closed */
  g_clear_object (&self->listing);
  old_default = tyros_start_page_get_default_button (self->start_page);
  focused = gtk_window_get_focus (GTK_WINDOW (self)) == old_default;
  tyros_start_page_set_games (self->start_page, games);
  note_people (self, games);
  /* Continue, when there is a game to resume, becomes the default */
  if (gtk_stack_get_visible_child (self->main_stack) == GTK_WIDGET (self->start_page))
    focus_start_button (self, focused);
}

void
_tyros_window_refresh_start_page (TyrosWindow *self)
{
  /* a start page not built yet lists them when it is */
  if (self->start_page == NULL)
    return;
  g_cancellable_cancel (self->listing);
  g_clear_object (&self->listing);
  self->listing = g_cancellable_new ();
  tyros_game_store_list_async (self->store, N_RECENT_GAMES, self->listing, games_listed, g_object_ref (self));
}

static void saved_game_opened  (TyrosWindow    *self,
                                const char     *path,
                                TyrosStartPage *page);
static void saved_game_deleted (TyrosWindow    *self,
                                const char     *path,
                                TyrosStartPage *page);

/* Built on its first need, not with the window: a launch with a game file
 * shows the game, and the start page's widgets and its listing of the saved
 * games were 8 M instructions of that launch (issue 34). */
TyrosStartPage *
_tyros_window_start_page (TyrosWindow *self)
{
  if (self->start_page != NULL)
    return self->start_page;
  self->start_page = g_object_new (TYROS_TYPE_START_PAGE, NULL);
  g_signal_connect_object (self->start_page, "open-game", G_CALLBACK (saved_game_opened),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_page, "delete-game", G_CALLBACK (saved_game_deleted),
                           self, G_CONNECT_SWAPPED);
  gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->start_page), "start");
  _tyros_window_refresh_start_page (self);
  return self->start_page;
}

void
_tyros_window_show_start_page (TyrosWindow *self)
{
  /* a start page built here lists the games once */
  if (self->start_page != NULL)
    _tyros_window_refresh_start_page (self);
  _tyros_window_set_page (self, "start");
  focus_start_button (self, TRUE);
}

/* The start page's "open-game" */
static void
saved_game_opened (TyrosWindow    *self,
                   const char     *path,
                   TyrosStartPage *page G_GNUC_UNUSED)
{
  g_autoptr(GFile) file = NULL;

  /* The game on the board: back to it as it is, redoable moves and all. */
  if (self->session != NULL && g_strcmp0 (path, tyros_game_session_get_autosave_path (self->session)) == 0)
    {
      _tyros_window_stop_opening (self);
      _tyros_window_set_page (self, "game");
      return;
    }
  file = g_file_new_for_path (path);
  _tyros_window_open_game_file (self, file);
}

/* Deleting asks nothing: the toast offers to undo it. */
static void
saved_game_deleted (TyrosWindow    *self,
                    const char     *path,
                    TyrosStartPage *page G_GNUC_UNUSED)
{
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  if (!tyros_game_store_delete (self->store, path, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not delete the game: %s"), error->message);
      _tyros_window_show_toast (self, text);
      return;
    }
  _tyros_window_refresh_start_page (self);
  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_string (path));
  g_set_weak_pointer (&self->delete_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
