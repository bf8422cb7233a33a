/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window-actions.c: the "win.*" actions of the main window
 *
 * The window's own actions: the pages (new game, scoring a finished board,
 * the saved games, the score sheet, comparing boards), opening and saving,
 * toasts, Escape and the shortcuts window. The game's actions are the game
 * page's ("game.*", tyros-game-page-actions.c).
 */
#define G_LOG_DOMAIN "tyros-window-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-board-compare-page.h"
#include "tyros-game-chooser.h"
#include "tyros-share-dialog.h"
#include "tyros-window-private.h"

/* Enter starts the game with the defaults: New Game is two keystrokes. */
static void
show_new_game_page (TyrosWindow *self,
                    gboolean     finished_board)
{
  TyrosNewGamePage *page = _tyros_window_new_game_page (self);
  GtkWidget *start = tyros_new_game_page_get_start_button (page);

  tyros_new_game_page_reset (page, finished_board);
  _tyros_window_set_page (self, "new-game");
  gtk_window_set_default_widget (GTK_WINDOW (self), start);
  gtk_widget_grab_focus (start);
}

static void
new_game_activated (GtkWidget  *widget,
                    const char *action_name G_GNUC_UNUSED,
                    GVariant   *param G_GNUC_UNUSED)
{
  show_new_game_page (TYROS_WINDOW (widget), FALSE);
}

static void
quick_score_activated (GtkWidget  *widget,
                       const char *action_name G_GNUC_UNUSED,
                       GVariant   *param G_GNUC_UNUSED)
{
  show_new_game_page (TYROS_WINDOW (widget), TRUE);
}

static void
compare_board_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  tyros_board_compare_page_restart (TYROS_BOARD_COMPARE_PAGE (_tyros_window_compare_page (self)));
  _tyros_window_set_page (self, "compare-board");
}

static void
open_chosen (GObject *owner,
             GFile   *file)
{
  tyros_window_open_chosen_file (TYROS_WINDOW (owner), file);
}

static void
open_activated (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *param G_GNUC_UNUSED)
{
  tyros_game_chooser_open (GTK_WINDOW (widget), G_OBJECT (widget), open_chosen);
}

/* Save As: a copy of the game; it goes on being autosaved where it was. */
static void
save_chosen (GObject *owner,
             GFile   *file)
{
  TyrosWindow *self = TYROS_WINDOW (owner);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  if (tyros_game_session_save_as (self->session, file, &error))
    {
      g_autofree char *basename = g_file_get_basename (file);
      text = g_strdup_printf (_("Saved as “%s”"), basename);
    }
  else
    text = g_strdup_printf (_("Could not save the game: %s"), error->message);
  _tyros_window_show_toast (self, text);
}

static void
save_as_activated (GtkWidget  *widget,
                   const char *action_name G_GNUC_UNUSED,
                   GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  TyrosGame *game = _tyros_window_get_game (self);

  if (game == NULL)
    return;
  tyros_game_chooser_save (GTK_WINDOW (self),
                           tyros_game_is_position (game) ? _("finished-board.tyros") : _("game.tyros"),
                           G_OBJECT (self), save_chosen);
}

/* The banner over a finished game opened read-only: it may change now, on
 * its board, where moves are changed (from the score sheet of a game of the
 * records too: Back leads to the board again) */
static void
edit_anyway_activated (GtkWidget  *widget,
                       const char *action_name G_GNUC_UNUSED,
                       GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (self->session == NULL)
    return;
  tyros_game_session_edit_anyway (self->session);
  _tyros_window_set_page (self, "game");
}

static void
show_start_activated (GtkWidget  *widget,
                      const char *action_name G_GNUC_UNUSED,
                      GVariant   *param G_GNUC_UNUSED)
{
  _tyros_window_show_start_page (TYROS_WINDOW (widget));
}

static void
show_records_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  _tyros_window_show_records (TYROS_WINDOW (widget));
}

static void
undo_delete_activated (GtkWidget  *widget,
                       const char *action_name G_GNUC_UNUSED,
                       GVariant   *param)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!tyros_game_store_restore (self->store, g_variant_get_string (param, NULL), &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not restore the game: %s"), error->message);
      _tyros_window_show_toast (self, text);
    }
  _tyros_window_refresh_start_page (self);
}

/* The shortcuts window is built the first time it is asked for. As
 * gtk/help-overlay.ui, GtkApplication would build it with every window,
 * before the first frame (about 10 ms). */
static void
show_help_overlay_activated (GtkWidget  *widget,
                             const char *action_name G_GNUC_UNUSED,
                             GVariant   *param G_GNUC_UNUSED)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);

  /* GTK 4.18 deprecates GtkShortcutsWindow and the help overlay; their
   * successor, AdwShortcutsDialog, comes only with libadwaita 1.8. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (gtk_application_window_get_help_overlay (window) == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/tyroscompanion/TyrosCompanion/tyros-shortcuts-window.ui");

      GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
      GtkEventController *keys = gtk_shortcut_controller_new ();

      /* Ctrl+W closes it, as every window of the app (Escape does already) */
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK),
                                                              gtk_named_action_new ("window.close")));
      gtk_widget_add_controller (overlay, keys);
      gtk_application_window_set_help_overlay (window, GTK_SHORTCUTS_WINDOW (overlay));
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
show_scores_activated (GtkWidget  *widget,
                       const char *action_name G_GNUC_UNUSED,
                       GVariant   *param G_GNUC_UNUSED)
{
  _tyros_window_show_scores (TYROS_WINDOW (widget));
}

static void
show_board_activated (GtkWidget  *widget,
                      const char *action_name G_GNUC_UNUSED,
                      GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (_tyros_window_get_game (self) != NULL)
    _tyros_window_set_page (self, "game");
}

static void
toast_activated (GtkWidget  *widget,
                 const char *action_name G_GNUC_UNUSED,
                 GVariant   *param)
{
  _tyros_window_show_toast (TYROS_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* One step back along the way the page shown was reached: from the score
 * sheet to the board (or to the records it was opened from), from the
 * records a step back (from their overview to the start), from Compare with
 * Your Board to the board. FALSE: the page shown has no way back. */
static gboolean
go_back (TyrosWindow *self)
{
  GtkWidget *page = _tyros_window_visible_page (self);

  if (page == NULL || page == GTK_WIDGET (self->game_page))
    return FALSE;
  if (page == GTK_WIDGET (self->score_page))
    _tyros_window_set_page (self, self->back_to_records ? "records" : "game");
  else if (page == self->records_page)
    {
      if (!tyros_records_page_go_back (TYROS_RECORDS_PAGE (page)))
        _tyros_window_show_start_page (self);
    }
  else if (_tyros_window_get_game (self) != NULL && _tyros_window_page_can_go_back (page))
    _tyros_window_set_page (self, "game");
  else
    return FALSE;
  return TRUE;
}

/* Back a step; over the board, where there is no page to go back to, the
 * game's own @game_action */
static void
go_back_or (TyrosWindow *self,
            const char  *game_action)
{
  if (!go_back (self) && self->game_page != NULL &&
      _tyros_window_visible_page (self) == GTK_WIDGET (self->game_page))
    gtk_widget_activate_action (GTK_WIDGET (self->game_page), game_action, NULL);
}

/* Alt+Left and the header's back button; over the board, Alt+Left steps
 * back in the game's history */
static void
go_back_activated (GtkWidget  *widget,
                   const char *action_name G_GNUC_UNUSED,
                   GVariant   *param G_GNUC_UNUSED)
{
  go_back_or (TYROS_WINDOW (widget), "game.previous-move");
}

/* Escape: back a step, as Alt+Left; on the board, the game's own (out of a
 * half-entered move, then out of the history). */
static void
cancel_action_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param G_GNUC_UNUSED)
{
  go_back_or (TYROS_WINDOW (widget), "game.cancel-action");
}

/* The server is a module of its own (libsoup is not loaded at start-up): an
 * installation without it still runs, and says why it cannot share. */
static void
show_share_unavailable (TyrosWindow  *self,
                        const GError *error)
{
  const char *heading = _("Sharing Is Not Available");
  const char *body = _("The part of Tyros Companion that shows the game on the table's phones could not be loaded. "
                       "Installing the app again may help.");

  g_message ("The table's server could not be loaded: %s", error->message);
#if ADW_CHECK_VERSION (1, 5, 0)
  {
    AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (heading, body));

    adw_alert_dialog_add_response (dialog, "close", _("_Close"));
    adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
  }
#else
  {
    AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

    adw_message_dialog_add_response (dialog, "close", _("_Close"));
    gtk_window_present (GTK_WINDOW (dialog));
  }
#endif
}

/* Share with the Table: nothing listens before it is asked for. The first
 * time, the game's server starts and the invitation opens; while shared, the
 * invitation opens again. */
static void
share_table_activated (GtkWidget  *widget,
                       const char *action_name G_GNUC_UNUSED,
                       GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (self->table == NULL)
    {
      self->table = tyros_table_share_new (self->session, &error);
      if (self->table == NULL)
        {
          show_share_unavailable (self, error);
          return;
        }
      g_signal_connect_object (self->table, "notify::sharing", G_CALLBACK (_tyros_window_update_sharing), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->table, "notify::n-followers", G_CALLBACK (_tyros_window_update_sharing), self,
                               G_CONNECT_SWAPPED);
      /* the moves the seats' phones propose show over the board */
      if (self->game_page != NULL)
        tyros_game_page_set_table_share (self->game_page, self->table);
    }
  if (!tyros_table_share_get_sharing (self->table) && !tyros_table_share_start (self->table, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not share the game: %s"), error->message);

      _tyros_window_show_toast (self, text);
      return;
    }
  if (self->share_dialog == NULL)
    g_set_weak_pointer (&self->share_dialog,
                        GTK_WIDGET (tyros_share_dialog_new (GTK_WINDOW (self), self->table, self->session)));
  gtk_window_present (GTK_WINDOW (self->share_dialog));
}

void
_tyros_window_update_sharing (TyrosWindow *self)
{
  GtkWidget *page = _tyros_window_visible_page (self);
  gboolean sharing = self->table != NULL && tyros_table_share_get_sharing (self->table);
  gboolean on_board = _tyros_window_get_game (self) != NULL && page != NULL && page == GTK_WIDGET (self->game_page);
  gboolean narrow = self->game_page != NULL && tyros_game_page_get_narrow (self->game_page);

  /* on a phone, the Game menu's Share with the Table: the header has no
   * room for the button (shared, it held the window at 455 px); the title's
   * own row says that the game is shared, and with how many */
  gtk_widget_set_visible (self->share_button, !narrow && (on_board || sharing));
  gtk_widget_set_visible (GTK_WIDGET (self->share_label), sharing);
  gtk_widget_set_visible (GTK_WIDGET (self->row_share_label), sharing && narrow);
  if (sharing)
    {
      g_autofree char *text = tyros_share_dialog_followers_text (tyros_table_share_get_n_followers (self->table));
      /* Translators: the tooltip of the header's button while the game is shared; %s is "3 following" */
      g_autofree char *tooltip = g_strdup_printf (_("Shared with the table: %s"), text);

      gtk_label_set_text (self->row_share_label, tooltip);
      gtk_label_set_text (self->share_label, text);
      gtk_widget_set_tooltip_text (self->share_button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->share_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      tooltip, -1);
    }
  else
    {
      gtk_widget_set_tooltip_text (self->share_button, _("Share with the Table"));
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->share_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

gboolean
_tyros_window_stop_sharing (TyrosWindow *self)
{
  gboolean sharing = self->table != NULL && tyros_table_share_get_sharing (self->table);

  if (self->table == NULL)
    return FALSE;
  g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->game_page != NULL)
    tyros_game_page_set_table_share (self->game_page, NULL);
  tyros_table_share_stop (self->table);
  g_clear_object (&self->table);
  /* the invitation goes with it (it closes itself when its server stops) */
  if (self->share_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->share_dialog));
  _tyros_window_update_sharing (self);
  return sharing;
}

void
_tyros_window_offer_sharing (TyrosWindow *self)
{
  AdwToast *toast = adw_toast_new (_("The other game is no longer shared with the table"));

  adw_toast_set_button_label (toast, _("_Share This Game"));
  adw_toast_set_action_name (toast, "win.share-table");
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static const struct {
  const char *name;
  const char *parameter_type;
  GtkWidgetActionActivateFunc activate;
} window_actions[] = {
  { "win.new-game", NULL, new_game_activated },
  { "win.quick-score", NULL, quick_score_activated },
  { "win.open", NULL, open_activated },
  { "win.save-as", NULL, save_as_activated },
  { "win.edit-anyway", NULL, edit_anyway_activated },
  { "win.show-scores", NULL, show_scores_activated },
  { "win.compare-board", NULL, compare_board_activated },
  { "win.show-board", NULL, show_board_activated },
  { "win.toast", "s", toast_activated },
  { "win.show-start", NULL, show_start_activated },
  { "win.show-records", NULL, show_records_activated },
  { "win.undo-delete", "s", undo_delete_activated },
  { "win.cancel-action", NULL, cancel_action_activated },
  { "win.go-back", NULL, go_back_activated },
  { "win.show-help-overlay", NULL, show_help_overlay_activated },
  { "win.share-table", NULL, share_table_activated },
};

void
_tyros_window_class_actions_init (TyrosWindowClass *klass)
{
  for (guint i = 0; i < G_N_ELEMENTS (window_actions); i++)
    gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), window_actions[i].name,
                                     window_actions[i].parameter_type, window_actions[i].activate);
  /* "Teach Me as We Play", a check in the menu, for any game */
  gtk_widget_class_install_property_action (GTK_WIDGET_CLASS (klass), "win.teach", "teaching");
}

/* The actions on the game shown; the game's own are the game page's (game.*). */
void
_tyros_window_update_actions (TyrosWindow *self)
{
  gboolean game = _tyros_window_get_game (self) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-scores", game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-board", game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.share-table", game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.teach",
                                 game && !tyros_game_is_position (_tyros_window_get_game (self)));
}
