/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-page-actions.c: the "game.*" actions of the game page
 *
 * Installed on the page's class, enabled from the state of the game shown,
 * and offered to the window as the page's GActionGroup: the header bar, the
 * main menu and the accelerators live outside the page, where a widget's
 * class actions are not seen.
 */
#define G_LOG_DOMAIN "tyros-game-page-actions"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-page-private.h"
#include "tyros-moves-window.h"

#define ACTION_PREFIX "game."

static int
viewing (TyrosGamePage *self)
{
  return self->session != NULL ? tyros_game_session_get_viewing (self->session) : -1;
}

static int
replacing (TyrosGamePage *self)
{
  return _tyros_game_page_is_journal (self) ? tyros_game_session_get_replacing (self->session) : -1;
}

static const TyrosState *
entry_state (TyrosGamePage *self)
{
  return tyros_game_session_get_entry_state (self->session);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  TyrosGame *game = _tyros_game_page_get_game (self);

  if (!_tyros_game_page_is_journal (self))
    return;
  _tyros_game_page_leave_history (self);
  if (!tyros_game_undo (game))
    return;
  gtk_widget_activate_action (widget, "win.show-board", NULL);
  tyros_move_entry_reset (self->entry);
}

static void
redo_activated (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  TyrosGame *game = _tyros_game_page_get_game (self);
  g_autoptr(TyrosViolation) violation = NULL;

  if (!_tyros_game_page_is_journal (self))
    return;
  _tyros_game_page_leave_history (self);
  if (!tyros_game_redo (game, &violation) && violation != NULL)
    _tyros_game_page_say (self, violation->message);
  tyros_move_entry_reset (self->entry);
  if (tyros_game_get_state (game)->phase == TYROS_PHASE_OVER)
    gtk_widget_activate_action (widget, "win.show-scores", NULL);
  else
    gtk_widget_activate_action (widget, "win.show-board", NULL);
}

static void
history_go_back_activated (GtkWidget  *widget,
                           const char *action_name G_GNUC_UNUSED,
                           GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  TyrosGame *game = _tyros_game_page_get_game (self);
  guint undone;
  g_autofree char *text = NULL;

  if (!_tyros_game_page_is_journal (self) || viewing (self) < 0)
    return;
  undone = tyros_game_get_n_played (game) - (guint) viewing (self);
  tyros_game_go_back_to (game, (guint) viewing (self));
  tyros_game_session_set_viewing (self->session, -1);
  tyros_move_entry_reset (self->entry);
  /* Translators: after "Go Back to Here"; a redo brings back one move a press */
  text = g_strdup_printf (ngettext ("%u move undone: Redo brings it back until a new move is entered",
                                    "%u moves undone: each Redo brings back one of them, until a new move is entered",
                                    undone),
                          undone);
  _tyros_game_page_say (self, text);
}

static void
history_replace_activated (GtkWidget  *widget,
                           const char *action_name G_GNUC_UNUSED,
                           GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  int index = viewing (self) - 1;

  if (!_tyros_game_page_is_journal (self) || index < 0)
    return;
  tyros_game_session_set_viewing (self->session, -1);
  tyros_game_page_show_move_entry (self);
  _tyros_game_page_set_replacing (self, index);
}

static void
banner_close_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  if (self->session == NULL)
    return;
  if (viewing (self) < 0 && replacing (self) < 0)
    tyros_game_session_dismiss_problem (self->session);
  _tyros_game_page_leave_history (self);
}

static void
show_history_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  if (!_tyros_game_page_is_journal (self))
    return;
  gtk_widget_activate_action (widget, "win.show-board", NULL);
  tyros_game_page_show_side_page (self, "history");
  tyros_game_page_set_show_panel (self, TRUE);
}

/* Stepping through the game (as GNOME Chess): over the position shown,
 * the one viewed from the history or the game now. Reaching the last
 * move played is the game now again, where moves are entered. */
static int
shown_position (TyrosGamePage *self)
{
  return viewing (self) >= 0 ? viewing (self) : (int) tyros_game_get_n_played (_tyros_game_page_get_game (self));
}

static void
step_to (TyrosGamePage *self,
         int            position)
{
  int n_played = (int) tyros_game_get_n_played (_tyros_game_page_get_game (self));

  if (!_tyros_game_page_is_journal (self))
    return;
  if (position >= n_played)
    _tyros_game_page_leave_history (self);
  else
    _tyros_game_page_view_position (self, MAX (position, 0));
}

static void
step_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  if (!_tyros_game_page_is_journal (self))
    return;
  if (g_str_equal (action_name, ACTION_PREFIX "first-move"))
    step_to (self, 0);
  else if (g_str_equal (action_name, ACTION_PREFIX "previous-move"))
    step_to (self, shown_position (self) - 1);
  else if (g_str_equal (action_name, ACTION_PREFIX "next-move"))
    step_to (self, shown_position (self) + 1);
  else
    step_to (self, G_MAXINT);
}

/* A point of the story chart (on the board's side or the score sheet):
 * the board after that many moves, as a row of the history shows it, with
 * the History tab beside it, whose buttons step on from there. */
static void
view_position_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  int n_moves = g_variant_get_int32 (param);

  if (!_tyros_game_page_is_journal (self) || n_moves < 0)
    return;
  _tyros_game_page_view_position (self, n_moves);
  gtk_widget_activate_action (widget, "win.show-board", NULL);
  tyros_game_page_show_side_page (self, "history");
}

/* "What can I do?": the core's legal moves for the player to act. */
static void
what_can_i_do_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  GtkRoot *window = gtk_widget_get_root (widget);

  if (!_tyros_game_page_is_journal (self) || tyros_state_is_over (entry_state (self)) || !GTK_IS_WINDOW (window))
    return;
  gtk_window_present (GTK_WINDOW (tyros_moves_window_new (GTK_WINDOW (window), entry_state (self),
                                                          self->entry)));
}

static void
toggle_panel_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  tyros_game_page_set_show_panel (self, !tyros_game_page_get_show_panel (self));
}

static const struct {
  const char *name;
  TyrosAction action;
} turn_actions[] = {
  { ACTION_PREFIX "move-ship", TYROS_ACTION_MOVE_SHIP },
  { ACTION_PREFIX "build-city", TYROS_ACTION_BUILD_CITY },
  { ACTION_PREFIX "build-ship", TYROS_ACTION_BUILD_SHIP },
  { ACTION_PREFIX "bank-trade", TYROS_ACTION_BANK_TRADE },
  { ACTION_PREFIX "player-trade", TYROS_ACTION_PLAYER_TRADE },
  { ACTION_PREFIX "pass", TYROS_ACTION_PASS },
  { ACTION_PREFIX "cannot-play", TYROS_ACTION_CANNOT_PLAY },
};

static void
turn_action_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  if (!_tyros_game_page_is_journal (self))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    if (g_str_equal (turn_actions[i].name, action_name))
      {
        /* Folded: show the panel, where the action is entered. */
        tyros_game_page_show_move_entry (self);
        tyros_move_entry_start (self->entry, turn_actions[i].action);
        return;
      }
}

/* Escape closes the bottom sheet (the app's accelerator comes before the
 * sheet's own), steps back in a half-entered move one choice at a time (as
 * the panel's Back; its Cancel leaves the move), then out of the history. */
static void
cancel_action_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  if (!_tyros_game_page_is_journal (self))
    return;
  if (tyros_game_page_close_sheet (self))
    return;
  if (!tyros_move_entry_back (self->entry) && (viewing (self) >= 0 || replacing (self) >= 0))
    _tyros_game_page_leave_history (self);
}

/* Every action, its name without the prefix (as the action group has it) */
static const struct {
  const char                  *name;
  GtkWidgetActionActivateFunc  activate;
} game_actions[] = {
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "what-can-i-do", what_can_i_do_activated },
  { "toggle-panel", toggle_panel_activated },
  { "show-history", show_history_activated },
  { "history-go-back", history_go_back_activated },
  { "history-replace", history_replace_activated },
  { "banner-close", banner_close_activated },
  { "move-ship", turn_action_activated },
  { "build-city", turn_action_activated },
  { "build-ship", turn_action_activated },
  { "bank-trade", turn_action_activated },
  { "player-trade", turn_action_activated },
  { "pass", turn_action_activated },
  { "cannot-play", turn_action_activated },
  { "cancel-action", cancel_action_activated },
  { "first-move", step_activated },
  { "previous-move", step_activated },
  { "next-move", step_activated },
  { "last-move", step_activated },
  { "view-position", view_position_activated },
};

static const char *
find_action (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    if (g_str_equal (game_actions[i].name, name))
      return game_actions[i].name;
  return NULL;
}

/* Only "view-position" takes one: the moves played before the position */
static const char *
parameter_type_of (const char *name)
{
  return g_str_equal (name, "view-position") ? "i" : NULL;
}

/* Home and End step to the ends of the game (as in GNOME Chess) wherever
 * the focus is in the window while the page is shown, but not where they
 * move a text cursor (an entry) or the board's cursor (its own Home and
 * End); when there is no step to take they go on to the focus. Alt+Left
 * and Alt+Right are the application's accelerators (tyros-application.c). */
static gboolean
step_shortcut (GtkWidget *widget,
               GVariant  *args G_GNUC_UNUSED,
               gpointer   user_data)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  const char *name = user_data;
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!_tyros_game_page_is_journal (self) || !_tyros_game_page_in_view (self) ||
      !g_hash_table_contains (self->enabled_actions, name))
    return FALSE;
  if (focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus) ||
                        focus == GTK_WIDGET (self->board_view) ||
                        gtk_widget_is_ancestor (focus, GTK_WIDGET (self->board_view))))
    return FALSE;
  g_action_group_activate_action (G_ACTION_GROUP (self), name, NULL);
  return TRUE;
}

void
_tyros_game_page_actions_init (TyrosGamePage *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  const struct { guint key; const char *action; } keys[] = {
    { GDK_KEY_Home, "first-move" }, { GDK_KEY_KP_Home, "first-move" },
    { GDK_KEY_End, "last-move" }, { GDK_KEY_KP_End, "last-move" },
  };

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                            gtk_callback_action_new (step_shortcut,
                                                                                     (gpointer) keys[i].action,
                                                                                     NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

void
_tyros_game_page_class_actions_init (TyrosGamePageClass *klass)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    {
      g_autofree char *name = g_strconcat (ACTION_PREFIX, game_actions[i].name, NULL);

      gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), name, parameter_type_of (game_actions[i].name),
                                       game_actions[i].activate);
    }

}

static void
set_enabled (TyrosGamePage *self,
             const char    *name,
             gboolean       enabled)
{
  g_autofree char *full_name = g_strconcat (ACTION_PREFIX, name, NULL);
  const char *known = find_action (name);

  g_assert (known != NULL);
  /* GTK's own state too: class actions start enabled */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), full_name, enabled);
  if (enabled == g_hash_table_contains (self->enabled_actions, known))
    return;
  if (enabled)
    g_hash_table_add (self->enabled_actions, (gpointer) known);
  else
    g_hash_table_remove (self->enabled_actions, known);
  g_action_group_action_enabled_changed (G_ACTION_GROUP (self), known, enabled);
}

void
_tyros_game_page_update_actions (TyrosGamePage *self)
{
  TyrosGame *game = _tyros_game_page_get_game (self);
  gboolean journal = _tyros_game_page_is_journal (self);
  gboolean in_view = _tyros_game_page_in_view (self);
  gboolean on_board = journal && in_view && viewing (self) < 0;
  const TyrosState *state = journal ? entry_state (self) : NULL;
  /* a finished game opened: looked at, not changed, until "Edit Anyway" */
  gboolean editable = journal && !tyros_game_session_get_read_only (self->session);

  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    if (turn_actions[i].action != TYROS_ACTION_CANNOT_PLAY)
      set_enabled (self, turn_actions[i].name + strlen (ACTION_PREFIX), on_board && state->phase == TYROS_PHASE_ACTIONS);
  set_enabled (self, "cannot-play", on_board && state->phase == TYROS_PHASE_EXPAND);
  set_enabled (self, "what-can-i-do", on_board && state->phase != TYROS_PHASE_OVER);
  set_enabled (self, "cancel-action", journal && in_view);
  set_enabled (self, "undo", editable && tyros_game_can_undo (game));
  set_enabled (self, "redo", editable && tyros_game_can_redo (game));
  set_enabled (self, "toggle-panel", game != NULL && in_view);
  set_enabled (self, "show-history", journal);
  set_enabled (self, "history-go-back", editable && viewing (self) >= 0 &&
                                        viewing (self) < (int) tyros_game_get_n_played (game));
  set_enabled (self, "history-replace", editable && viewing (self) > 0);
  set_enabled (self, "banner-close", game != NULL);
  set_enabled (self, "first-move", journal && shown_position (self) > 0);
  set_enabled (self, "previous-move", journal && shown_position (self) > 0);
  set_enabled (self, "next-move", journal && viewing (self) >= 0);
  set_enabled (self, "last-move", journal && viewing (self) >= 0);
  set_enabled (self, "view-position", journal);
}

/* The page as a GActionGroup: its class actions, by their names without
 * the prefix, activated on the page. */

static char **
game_page_list_actions (GActionGroup *group G_GNUC_UNUSED)
{
  char **names = g_new0 (char *, G_N_ELEMENTS (game_actions) + 1);

  for (guint i = 0; i < G_N_ELEMENTS (game_actions); i++)
    names[i] = g_strdup (game_actions[i].name);
  return names;
}

static gboolean
game_page_query_action (GActionGroup        *group,
                        const char          *name,
                        gboolean            *enabled,
                        const GVariantType **parameter_type,
                        const GVariantType **state_type,
                        GVariant           **state_hint,
                        GVariant           **state)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (group);
  if (find_action (name) == NULL)
    return FALSE;
  if (enabled != NULL)
    *enabled = g_hash_table_contains (self->enabled_actions, name);
  if (parameter_type != NULL)
    *parameter_type = parameter_type_of (name) != NULL ? G_VARIANT_TYPE (parameter_type_of (name)) : NULL;
  if (state_type != NULL)
    *state_type = NULL;
  if (state_hint != NULL)
    *state_hint = NULL;
  if (state != NULL)
    *state = NULL;
  return TRUE;
}

static void
game_page_activate_action (GActionGroup *group,
                           const char   *name,
                           GVariant     *parameter)
{
  g_autofree char *full_name = g_strconcat (ACTION_PREFIX, name, NULL);

  gtk_widget_activate_action_variant (GTK_WIDGET (group), full_name, parameter);
}

static void
game_page_change_action_state (GActionGroup *group G_GNUC_UNUSED,
                               const char   *name G_GNUC_UNUSED,
                               GVariant     *value G_GNUC_UNUSED)
{
  /* no action has a state */
}

void
_tyros_game_page_action_group_init (GActionGroupInterface *iface)
{
  iface->list_actions = game_page_list_actions;
  iface->query_action = game_page_query_action;
  iface->activate_action = game_page_activate_action;
  iface->change_action_state = game_page_change_action_state;
}
