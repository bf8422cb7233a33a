/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-page.c: the board with its banner and the side panel of a game */
#define G_LOG_DOMAIN "tyros-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-page-private.h"
#include "tyros-resources.h"

/* Its actions are a GActionGroup too: the window shows them as "game" */
G_DEFINE_FINAL_TYPE_WITH_CODE (TyrosGamePage, tyros_game_page, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (G_TYPE_ACTION_GROUP, _tyros_game_page_action_group_init))

enum {
  PROP_0,
  PROP_SHOW_PANEL,
  PROP_NARROW,
  PROP_SESSION,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
tyros_game_page_new (void)
{
  return g_object_new (TYROS_TYPE_GAME_PAGE, NULL);
}

static void position_mark_field (TyrosGamePage      *self,
                                 int                 field,
                                 TyrosPositionPanel *panel);

/* A finished board's tools are built when one is first shown, after the move
 * entry (where it is, in the side panel or under the board): a journal never
 * shows them, and they were 12 M instructions of a long game's launch (issue
 * 34). */
static void
ensure_position_panel (TyrosGamePage *self)
{
  GtkWidget *entry = GTK_WIDGET (self->action_panel);

  if (self->position_panel != NULL)
    return;
  self->position_panel = g_object_new (TYROS_TYPE_POSITION_PANEL, NULL);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (entry)), GTK_WIDGET (self->position_panel), entry);
  g_signal_connect_object (self->position_panel, "mark-field", G_CALLBACK (position_mark_field), self,
                           G_CONNECT_SWAPPED);
}

/* The side panel of a journal (actions, standings, history) or of a finished
 * board (positions, live score sheet), at its "turn" page. */
static void
set_finished_board (TyrosGamePage *self,
                    gboolean       finished_board)
{
  if (finished_board)
    ensure_position_panel (self);
  gtk_widget_set_visible (GTK_WIDGET (self->action_panel), !finished_board);
  if (self->position_panel != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->position_panel), finished_board);
  gtk_widget_set_visible (GTK_WIDGET (self->live_sheet), finished_board);
  gtk_widget_set_visible (GTK_WIDGET (self->standings_panel), !finished_board);
  gtk_widget_set_visible (self->side_switcher, !finished_board);
  gtk_stack_set_visible_child_name (self->side_stack, "turn");
  _tyros_game_page_name_sheet_button (self, finished_board);
}

void
tyros_game_page_show_side_page (TyrosGamePage *self,
                                const char    *name)
{
  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
  gtk_stack_set_visible_child_name (self->side_stack, name);
}

/* The banner says the session's "banner-text" (NULL hides it): an error for
 * a move that breaks a rule ("banner-problem"); viewing an earlier position,
 * it offers going back to it and, after a move, replacing that move. On a
 * phone an earlier position's banner leaves out the move (the history under
 * the board shows it, and the banner's tooltip): with it, the banner took
 * 3 lines of text over its row of buttons, a fifth of the phone's height. */
static void
update_banner (TyrosGamePage *self)
{
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;
  gboolean problem;
  int viewing;
  const char *close;

  if (self->session == NULL)
    return;
  g_object_get (self->session, "banner-text", &text, "banner-problem", &problem, "viewing", &viewing, NULL);
  close = problem ? _("Dismiss") : viewing >= 0 ? _("Back to the Game") : _("Cancel");
  gtk_revealer_set_reveal_child (self->banner_revealer, text != NULL);
  if (text == NULL)
    return;
  if (self->narrow && viewing > 0 && !problem && tyros_game_session_get_replacing (self->session) < 0)
    /* Translators: above the board on a phone when an earlier position is shown */
    shown = g_strdup_printf (_("Read only: the board after move %d of %u."), viewing,
                             tyros_game_get_n_played (_tyros_game_page_get_game (self)));
  gtk_label_set_text (self->banner_label, shown != NULL ? shown : text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->banner_label), shown != NULL ? text : NULL);
  gtk_widget_set_tooltip_text (self->banner_close_button, close);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->banner_close_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, close, -1);
  gtk_widget_set_visible (self->banner_buttons, viewing >= 0);
  gtk_widget_set_visible (self->banner_replace_button, viewing > 0);
  if (problem)
    gtk_widget_add_css_class (self->banner, "error");
  else
    gtk_widget_remove_css_class (self->banner, "error");
}


/* The game: the page is its controller */

TyrosGame *
_tyros_game_page_get_game (TyrosGamePage *self)
{
  return self->session != NULL ? tyros_game_session_get_game (self->session) : NULL;
}

gboolean
_tyros_game_page_is_journal (TyrosGamePage *self)
{
  TyrosGame *game = _tyros_game_page_get_game (self);

  return game != NULL && !tyros_game_is_position (game);
}

gboolean
_tyros_game_page_in_view (TyrosGamePage *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  return !GTK_IS_STACK (parent) || gtk_stack_get_visible_child (GTK_STACK (parent)) == GTK_WIDGET (self);
}

void
_tyros_game_page_say (TyrosGamePage *self,
                      const char    *text)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", text);
}

TyrosGame *
tyros_game_page_get_scorable_game (TyrosGamePage *self)
{
  TyrosGame *game;

  g_return_val_if_fail (TYROS_IS_GAME_PAGE (self), NULL);
  game = _tyros_game_page_get_game (self);
  if (game != NULL && tyros_game_is_position (game) &&
      (self->position_panel == NULL || !tyros_position_panel_can_score (self->position_panel)))
    return NULL;
  return game;
}

static void
set_board_marks (TyrosGamePage         *self,
                 const TyrosBoardMarks *marks)
{
  if (marks == NULL && !self->board_marked)
    return;
  tyros_board_view_set_marks (self->board_view, marks);
  self->board_marked = marks != NULL;
}

/* The one place the page follows the game shown: after every change of the
 * game, of the position viewed or of the move being replaced, the session
 * says "changed", and the board, the standings, the history, the banner and
 * the actions show it. */
static void
session_changed (TyrosGamePage *self)
{
  TyrosGame *game = _tyros_game_page_get_game (self);
  TyrosGame *scorable = tyros_game_page_get_scorable_game (self);
  const TyrosState *shown = tyros_game_session_get_shown_state (self->session);

  tyros_board_view_set_state (self->board_view, shown);
  /* The standings of the position on the board: an earlier one, or the
   * one before the move being replaced (problem 13). */
  tyros_standings_panel_set_score (self->standings_panel, scorable, shown,
                                   tyros_game_session_get_score (self->session));
  if (tyros_game_is_position (game))
    tyros_score_sheet_update (self->live_sheet, scorable);
  else
    tyros_history_panel_update (self->history_panel, tyros_game_session_get_problem_index (self->session));
  /* the entry's marks belong to the position moves are entered for, not to
   * an earlier one (cleared once: the board describes its fields again for
   * each change, and a step from one earlier position to the next has none) */
  if (tyros_game_session_get_viewing (self->session) >= 0)
    set_board_marks (self, NULL);
  update_banner (self);
  _tyros_game_page_update_proposal (self);
  _tyros_game_page_update_actions (self);
}

/* Either way a half-entered move is forgotten (the move entry is bound to
 * the session's "replacing"). */
void
_tyros_game_page_set_replacing (TyrosGamePage *self,
                                int            index)
{
  tyros_game_session_set_replacing (self->session, index);
  tyros_move_entry_reset (self->entry);
}

/* A move being replaced or half entered is forgotten */
void
_tyros_game_page_view_position (TyrosGamePage *self,
                                int            n_moves)
{
  gboolean replacing = tyros_game_session_get_replacing (self->session) >= 0;

  if (replacing)
    _tyros_game_page_set_replacing (self, -1);
  tyros_game_session_set_viewing (self->session,
                                  MIN (n_moves, (int) tyros_game_get_n_played (_tyros_game_page_get_game (self))));
  /* after the step: the entry's marks are not put on the board only to be
   * taken off again */
  if (!replacing)
    tyros_move_entry_reset (self->entry);
}

void
_tyros_game_page_leave_history (TyrosGamePage *self)
{
  tyros_game_session_set_viewing (self->session, -1);
  if (_tyros_game_page_is_journal (self))
    _tyros_game_page_set_replacing (self, -1);
}

void
tyros_game_page_set_session (TyrosGamePage    *self,
                             TyrosGameSession *session)
{
  TyrosGame *game;
  gboolean position;

  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
  g_return_if_fail (TYROS_IS_GAME_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_binding_group_set_source (self->session_bindings, session);
  g_signal_group_set_target (self->session_signals, session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
  /* the window's header says the session's texts over the page */
  tyros_game_session_forward_texts (session, G_OBJECT (self));

  game = tyros_game_session_get_game (session);
  position = tyros_game_is_position (game);
  tyros_board_view_set_players (self->board_view, tyros_game_get_player_names (game),
                                (const char **) tyros_game_session_get_player_colours (session));
  tyros_board_view_set_marks (self->board_view, NULL);
  self->board_marked = FALSE;
  set_finished_board (self, position);
  tyros_move_entry_set_game (self->entry, position ? NULL : game);
  if (self->position_panel != NULL)
    tyros_position_panel_set_game (self->position_panel, position ? game : NULL);

  tyros_history_panel_set_game (self->history_panel, position ? NULL : game);
  tyros_story_chart_set_session (self->story_chart, position ? NULL : session);
  if (!position)
    tyros_move_entry_reset (self->entry);
  session_changed (self);
}

/* What the board and the panels say */

static void
board_field_activated (TyrosGamePage  *self,
                       TyrosField      field,
                       TyrosCoast      coast,
                       TyrosBoardView *board G_GNUC_UNUSED)
{
  TyrosGame *game = _tyros_game_page_get_game (self);

  if (game == NULL)
    return;
  if (tyros_game_is_position (game))
    tyros_position_panel_field_activated (self->position_panel, field, coast);
  else
    tyros_move_entry_choose_field (self->entry, field, coast);
}

static gboolean
holds_focus (GtkWidget *widget,
             GtkWidget *focus)
{
  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* After a move the keyboard goes where the next one starts, however the
 * move was entered: a click leaves it on what the panel's next page shows
 * first, or on the header's Undo. A tile is placed on the board; a turn's
 * card actions are the panel's. */
static void
focus_next_move (TyrosGamePage *self)
{
  GtkWidget *board = GTK_WIDGET (self->board_view);
  GtkWidget *panel = GTK_WIDGET (self->action_panel);
  GtkRoot *root = gtk_widget_get_root (board);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  TyrosEntryMode mode = tyros_move_entry_get_mode (self->entry);

  if (mode == TYROS_ENTRY_EXPAND && gtk_widget_get_mapped (board) && !holds_focus (board, focus))
    gtk_widget_grab_focus (board);
  else if (mode == TYROS_ENTRY_ACTIONS && !holds_focus (panel, focus))
    gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD);
}

/* A move entered where the game stopped before a move of the file that
 * breaks a rule took its place (the session says what breaks a rule now):
 * the core kept the file's later moves to redo. */
static void
move_played (TyrosGamePage  *self,
             gboolean        game_ended,
             TyrosMoveEntry *entry G_GNUC_UNUSED)
{
  TyrosGame *game = _tyros_game_page_get_game (self);
  guint later;

  if (!_tyros_game_page_is_journal (self))
    return;
  later = tyros_game_get_n_moves (game) - tyros_game_get_n_played (game);
  if (later > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("The next move of the file can be redone",
                                                         "The next %u moves of the file can be redone", later), later);
      _tyros_game_page_say (self, text);
    }
  if (game_ended)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.show-scores", NULL);
  else
    focus_next_move (self);
}

/* What a replacement made illegal the session says in the banner. */
static void
move_replaced (TyrosGamePage  *self,
               guint           index,
               int             first_illegal G_GNUC_UNUSED,
               const char     *reason G_GNUC_UNUSED,
               TyrosMoveEntry *entry G_GNUC_UNUSED)
{
  g_autofree char *text = NULL;

  if (!_tyros_game_page_is_journal (self))
    return;
  text = g_strdup_printf (_("Move %u replaced"), index + 1);
  _tyros_game_page_say (self, text);
}

static void
position_selected (TyrosGamePage     *self,
                   int                n_moves,
                   TyrosHistoryPanel *panel G_GNUC_UNUSED)
{
  if (!_tyros_game_page_is_journal (self))
    return;
  if (n_moves < 0)
    {
      _tyros_game_page_leave_history (self);
      return;
    }
  _tyros_game_page_view_position (self, n_moves);
}

/* The move entry's marks on the board, for the position moves are entered
 * for (an earlier one viewed has none; a finished board's are its panel's). */
static void
entry_marks_changed (TyrosGamePage *self)
{
  if (tyros_move_entry_get_game (self->entry) == NULL ||
      (self->session != NULL && tyros_game_session_get_viewing (self->session) >= 0))
    return;
  set_board_marks (self, tyros_move_entry_get_marks (self->entry));
}

/* The keyboard goes to the board when the next choice is made there. */
static void
entry_mode_changed (TyrosGamePage *self)
{
  TyrosEntryMode mode = tyros_move_entry_get_mode (self->entry);
  GtkWidget *board = GTK_WIDGET (self->board_view);
  GtkRoot *root = gtk_widget_get_root (board);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if ((mode == TYROS_ENTRY_MOVE_SHIP || mode == TYROS_ENTRY_MOVE_DEST ||
       mode == TYROS_ENTRY_BUILD_CITY || mode == TYROS_ENTRY_BUILD_SHIP) &&
      gtk_widget_get_mapped (board))
    gtk_widget_grab_focus (board);
  /* Card actions are chosen in the panel: the keyboard goes there, and the
   * board's cursor ring leaves the field it was on (issue 24, 7). */
  else if ((mode == TYROS_ENTRY_ACTIONS || mode == TYROS_ENTRY_BANK || mode == TYROS_ENTRY_TRADE) &&
           focus != NULL && gtk_widget_is_ancestor (focus, board) &&
           !gtk_widget_child_focus (GTK_WIDGET (self->action_panel), GTK_DIR_TAB_FORWARD))
    gtk_root_set_focus (root, NULL);
}

/* A finished board being painted: the field its panel says is wrong */
static void
position_mark_field (TyrosGamePage      *self,
                     int                 field,
                     TyrosPositionPanel *panel G_GNUC_UNUSED)
{
  TyrosBoardMarks marks;

  tyros_board_marks_init (&marks);
  marks.error_field = field;
  set_board_marks (self, &marks);
}

static gboolean
shows_history (GBinding     *binding G_GNUC_UNUSED,
               const GValue *from,
               GValue       *to,
               gpointer      user_data G_GNUC_UNUSED)
{
  g_value_set_boolean (to, g_value_get_int (from) >= 0);
  return TRUE;
}

static gboolean
shows_now (GBinding     *binding G_GNUC_UNUSED,
           const GValue *from,
           GValue       *to,
           gpointer      user_data G_GNUC_UNUSED)
{
  g_value_set_boolean (to, g_value_get_int (from) < 0);
  return TRUE;
}

/* The board and the panels follow the game session, and tell the page what
 * the players did on them. The page owns the move being entered: the action
 * panel shows it, the board its marks. */
static void
connect_game (TyrosGamePage *self)
{
  self->entry = tyros_move_entry_new ();
  tyros_action_panel_set_entry (self->action_panel, self->entry);
  g_signal_connect_object (self->entry, "move-played", G_CALLBACK (move_played), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "move-replaced", G_CALLBACK (move_replaced), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "notify::marks", G_CALLBACK (entry_marks_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "notify::mode", G_CALLBACK (entry_mode_changed), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->board_view, "field-activated", G_CALLBACK (board_field_activated), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history_panel, "position-selected", G_CALLBACK (position_selected), self,
                           G_CONNECT_SWAPPED);

  /* Every change of the game shown (a passage recorded from a refusal, a
   * painted board too) comes through the session. */
  self->session_signals = g_signal_group_new (TYROS_TYPE_GAME_SESSION);
  g_signal_group_connect_object (self->session_signals, "changed", G_CALLBACK (session_changed), self,
                                 G_CONNECT_SWAPPED);

  self->session_bindings = g_binding_group_new ();
  /* An earlier position from the history is read only. */
  g_binding_group_bind_full (self->session_bindings, "viewing", self->board_view, "read-only",
                             G_BINDING_SYNC_CREATE, shows_history, NULL, NULL, NULL);
  g_binding_group_bind_full (self->session_bindings, "viewing", self->action_panel, "sensitive",
                             G_BINDING_SYNC_CREATE, shows_now, NULL, NULL, NULL);
  /* The move being replaced is the session's; the entry ends it once played */
  g_binding_group_bind (self->session_bindings, "replacing", self->entry,
                        "replace-index", G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  /* The history's selection is the position viewed */
  g_binding_group_bind (self->session_bindings, "viewing", self->history_panel, "selected", G_BINDING_SYNC_CREATE);
}

/* The turn actions are the page's while its window shows it. */
static void
parent_changed (TyrosGamePage *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  if (GTK_IS_STACK (parent))
    g_signal_connect_object (parent, "notify::visible-child", G_CALLBACK (_tyros_game_page_update_actions), self,
                             G_CONNECT_SWAPPED);
}


static void
tyros_game_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHOW_PANEL: g_value_set_boolean (value, tyros_game_page_get_show_panel (self)); break;
    case PROP_NARROW: g_value_set_boolean (value, self->narrow); break;
    case PROP_SESSION: g_value_set_object (value, self->session); break;
    case PROP_TITLE:
    case PROP_SUBTITLE:
      if (self->session != NULL)
        g_object_get_property (G_OBJECT (self->session), g_param_spec_get_name (pspec), value);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_game_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHOW_PANEL: tyros_game_page_set_show_panel (self, g_value_get_boolean (value)); break;
    case PROP_SESSION: tyros_game_page_set_session (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_game_page_dispose (GObject *object)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (object);

  _tyros_game_page_layout_dispose (self);
  _tyros_game_page_proposal_dispose (self);
  g_clear_object (&self->session_bindings);
  g_clear_object (&self->session_signals);
  if (self->entry != NULL)
    g_signal_handlers_disconnect_by_data (self->entry, self);
  g_clear_object (&self->entry);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (object), TYROS_TYPE_GAME_PAGE);
  G_OBJECT_CLASS (tyros_game_page_parent_class)->dispose (object);
}

static void
tyros_game_page_finalize (GObject *object)
{
  g_hash_table_unref (TYROS_GAME_PAGE (object)->enabled_actions);
  G_OBJECT_CLASS (tyros_game_page_parent_class)->finalize (object);
}

static void
tyros_game_page_class_init (TyrosGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tyros_game_page_get_property;
  object_class->set_property = tyros_game_page_set_property;
  object_class->dispose = tyros_game_page_dispose;
  object_class->finalize = tyros_game_page_finalize;
  _tyros_game_page_layout_class_init (widget_class);

  properties[PROP_SHOW_PANEL] =
    g_param_spec_boolean ("show-panel", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The board above the panel, for a window narrower than NARROW_WIDTH */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The game shown (a TyrosGameSession): the page is its controller */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, TYROS_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* What the window's header says over the page: the session's texts */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);


  /* Links the compiled resources in from the static library. */
  (void) tyros_get_resource ();
  g_type_ensure (TYROS_TYPE_BOARD_VIEW);
  g_type_ensure (TYROS_TYPE_ACTION_PANEL);
  g_type_ensure (TYROS_TYPE_HISTORY_PANEL);
  g_type_ensure (TYROS_TYPE_STORY_CHART);
  g_type_ensure (TYROS_TYPE_SCORE_SHEET);
  g_type_ensure (TYROS_TYPE_STANDINGS_PANEL);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, board_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, banner);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, banner_close_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, banner_buttons);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, banner_replace_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, board_view);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, side_panel);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, side_switcher);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, side_stack);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, turn_scroller);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, turn_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, history_panel);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, story_chart);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, history_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, action_panel);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, standings_panel);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, live_sheet);

  _tyros_game_page_proposal_class_init (widget_class);
  _tyros_game_page_class_actions_init (klass);
}

static void
tyros_game_page_init (TyrosGamePage *self)
{
  self->enabled_actions = g_hash_table_new (g_str_hash, g_str_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
  _tyros_game_page_proposal_init (self);
  g_settings_bind (self->settings, "show-sea-links", self->board_view, "show-sea-links", G_SETTINGS_BIND_GET);
  connect_game (self);
  _tyros_game_page_actions_init (self);
  _tyros_game_page_update_actions (self);
  g_signal_connect (self, "notify::parent", G_CALLBACK (parent_changed), NULL);
  g_signal_connect (self, "notify::narrow", G_CALLBACK (update_banner), NULL);
  _tyros_game_page_layout_init (self);
}
