/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-script-player.c: enters a journal move by move, for the soaks of bench/ (not in the app) */
#define G_LOG_DOMAIN "tyros-script-player"

#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "tyros-script-player.h"
#include <glib/gstdio.h>

#include "tyros-game-page.h"
#include "tyros-game-session.h"
#include "tyros-window.h"

struct _TyrosScriptPlayer
{
  GObject      parent_instance;

  TyrosWindow *window;    /* not owned: the window owns the player */
  TyrosGame   *script;
  char        *start_path; /* the set-up, opened as a file until the window shows it */
  guint        delay_ms;
  guint        quit_after; /* quits (as Ctrl+Q does) after this many moves; 0: never */
  guint        next;
  guint        timeout_id;
};

G_DEFINE_FINAL_TYPE (TyrosScriptPlayer, tyros_script_player, G_TYPE_OBJECT)

void
tyros_script_say (const char *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (stdout, format, args);
  va_end (args);
  fputc ('\n', stdout);
  fflush (stdout);
}

/* "acknowledged N": N moves are in the autosave; "shown N": the window
 * shows N moves as played (saved or not yet). */
static void
acknowledge (TyrosScriptPlayer *self)
{
  g_autoptr(TyrosGameSession) session = NULL;
  int saved = -1;

  g_object_get (self->window, "session", &session, NULL);
  if (session == NULL)
    return;
  g_object_get (session, "saved-moves", &saved, NULL);
  if (saved >= 0)
    tyros_script_say ("acknowledged %d", saved);
  tyros_script_say ("shown %u", tyros_game_get_n_played (tyros_game_session_get_game (session)));
}

TyrosGamePage *
tyros_script_player_game_page (TyrosWindow *window)
{
  GtkStack *pages = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), TYROS_TYPE_WINDOW, "main_stack"));
  GtkWidget *page = gtk_stack_get_child_by_name (pages, "game");

#if ADW_CHECK_VERSION (1, 4, 0)
  if (ADW_IS_NAVIGATION_VIEW (page))
    {
      AdwNavigationPage *item = adw_navigation_view_find_page (ADW_NAVIGATION_VIEW (page), "game");

      page = item != NULL ? adw_navigation_page_get_child (item) : NULL;
    }
#endif
  return page != NULL ? TYROS_GAME_PAGE (page) : NULL;
}

static gboolean
play_next (gpointer user_data)
{
  TyrosScriptPlayer *self = user_data;
  /* The move entry of the action panel, where a person enters moves. */
  GtkWidget *game_page = GTK_WIDGET (tyros_script_player_game_page (self->window));
  TyrosActionPanel *panel = TYROS_ACTION_PANEL (gtk_widget_get_template_child (game_page, TYROS_TYPE_GAME_PAGE, "action_panel"));
  g_autoptr(TyrosMoveEntry) entry = NULL;

  /* bench/table-soak-app holds the moves until its phones follow */
  if (g_object_get_data (G_OBJECT (self->window), "tyros-replay-held") != NULL)
    return G_SOURCE_CONTINUE;
  /* bench/soak-records-player.c holds the quit until the records were in play */
  if (self->quit_after > 0 && self->next == self->quit_after &&
      g_object_get_data (G_OBJECT (self->window), "tyros-replay-quit-held") != NULL)
    return G_SOURCE_CONTINUE;
  if (self->quit_after > 0 && self->next == self->quit_after)
    {
      tyros_script_say ("quitting");
      self->timeout_id = 0;
      g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "quit", NULL);
      return G_SOURCE_REMOVE;
    }
  if (self->next >= tyros_game_get_n_played (self->script))
    {
      tyros_script_say ("finished");
      self->timeout_id = 0;
      return G_SOURCE_REMOVE;
    }
  g_object_get (panel, "entry", &entry, NULL);
  if (!tyros_move_entry_play_move (entry, tyros_game_get_move (self->script, self->next)))
    {
      tyros_script_say ("rejected %u", self->next + 1);
      self->timeout_id = 0;
      return G_SOURCE_REMOVE;
    }
  self->next++;
  acknowledge (self);
  return G_SOURCE_CONTINUE;
}

/* The window reads the file in a worker thread: the moves start once it
 * shows the game, and only then is the start file gone. */
static void
game_shown (TyrosScriptPlayer *self)
{
  g_autoptr(TyrosGameSession) session = NULL;

  g_object_get (self->window, "session", &session, NULL);
  if (session == NULL || self->timeout_id != 0 || self->next > 0)
    return;
  g_signal_handlers_disconnect_by_func (self->window, game_shown, self);
  g_unlink (self->start_path);
  tyros_script_say ("autosave %s", tyros_game_session_get_autosave_path (session));
  acknowledge (self);
  self->timeout_id = g_timeout_add (self->delay_ms, play_next, self);
}

static void
tyros_script_player_dispose (GObject *object)
{
  TyrosScriptPlayer *self = TYROS_SCRIPT_PLAYER (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_object (&self->script);
  if (self->start_path != NULL)
    g_unlink (self->start_path);
  g_clear_pointer (&self->start_path, g_free);
  G_OBJECT_CLASS (tyros_script_player_parent_class)->dispose (object);
}

static void
tyros_script_player_class_init (TyrosScriptPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tyros_script_player_dispose;
}

static void
tyros_script_player_init (TyrosScriptPlayer *self G_GNUC_UNUSED)
{
}

gboolean
tyros_script_player_start (TyrosWindow *window,
                           const char  *path,
                           guint        delay_ms,
                           guint        quit_after,
                           GError     **error)
{
  g_autoptr(TyrosScriptPlayer) self = NULL;
  g_autoptr(TyrosGame) script = NULL;
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(GFile) start = NULL;
  g_autofree char *start_path = NULL;
  int fd;

  g_return_val_if_fail (TYROS_IS_WINDOW (window), FALSE);

  script = tyros_file_load (path, error);
  if (script == NULL)
    return FALSE;
  game = tyros_game_new (tyros_game_get_edition (script), tyros_game_get_player_names (script),
                         tyros_game_get_setup (script), &violation);
  if (game == NULL)
    {
      g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_RULES, "%s", violation->message);
      return FALSE;
    }

  /* The set-up opened as a file from elsewhere: the window plays it on in a
   * new game of its store, as it does any game a person opens. */
  fd = g_file_open_tmp ("kill-soak-XXXXXX.tyros", &start_path, error);
  if (fd < 0)
    return FALSE;
  close (fd);
  if (!tyros_file_save (game, start_path, error))
    {
      g_unlink (start_path);
      return FALSE;
    }

  self = g_object_new (TYROS_TYPE_SCRIPT_PLAYER, NULL);
  self->window = window;
  self->script = g_steal_pointer (&script);
  self->start_path = g_steal_pointer (&start_path);
  self->delay_ms = delay_ms;
  self->quit_after = quit_after;
  g_signal_connect_swapped (window, "notify::session", G_CALLBACK (game_shown), self);
  start = g_file_new_for_path (self->start_path);
  tyros_window_open_file (window, start);
  g_object_set_data_full (G_OBJECT (window), "tyros-script-player", g_steal_pointer (&self), g_object_unref);
  return TRUE;
}
