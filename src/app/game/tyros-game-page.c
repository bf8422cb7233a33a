/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-page.c: the board with its banner and the side panel of a game */
#define G_LOG_DOMAIN "tyros-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-page-private.h"
#include "tyros-player-colours.h"
#include "tyros-resources.h"

/* Its actions are a GActionGroup too: the window shows them as "game" */
G_DEFINE_FINAL_TYPE_WITH_CODE (TyrosGamePage, tyros_game_page, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (G_TYPE_ACTION_GROUP, _tyros_game_page_action_group_init))

/* Below this width the side panel would cover the board: it goes under it
 * instead, as a sheet at the bottom, and the board shows whole above. */
#define NARROW_WIDTH 600
#define SIDEBAR_WIDTH 330

enum {
  PROP_0,
  PROP_SHOW_PANEL,
  PROP_NARROW,
  PROP_SUMMARY,
  PROP_BANNER_TEXT,
  PROP_BANNER_PROBLEM,
  PROP_VIEWING,
  PROP_SESSION,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#if ADW_CHECK_VERSION (1, 6, 0)
static void name_sheet_button (TyrosGamePage *self,
                               gboolean       finished_board);
#endif

GtkWidget *
tyros_game_page_new (void)
{
  return g_object_new (TYROS_TYPE_GAME_PAGE, NULL);
}

/* The side panel of a journal (actions, standings, history) or of a finished
 * board (positions, live score sheet), at its "turn" page. */
static void
set_finished_board (TyrosGamePage *self,
                    gboolean       finished_board)
{
  gtk_widget_set_visible (GTK_WIDGET (self->action_panel), !finished_board);
  gtk_widget_set_visible (GTK_WIDGET (self->position_panel), finished_board);
  gtk_widget_set_visible (GTK_WIDGET (self->live_sheet), finished_board);
  gtk_widget_set_visible (GTK_WIDGET (self->standings_panel), !finished_board);
  gtk_widget_set_visible (self->side_switcher, !finished_board);
  gtk_stack_set_visible_child_name (self->side_stack, "turn");
#if ADW_CHECK_VERSION (1, 6, 0)
  name_sheet_button (self, finished_board);
#endif
}

void
tyros_game_page_show_side_page (TyrosGamePage *self,
                                const char    *name)
{
  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
  gtk_stack_set_visible_child_name (self->side_stack, name);
}

static void
update_banner (TyrosGamePage *self)
{
  const char *close = self->banner_problem ? _("Dismiss") : self->viewing >= 0 ? _("Back to the Game") : _("Cancel");

  gtk_revealer_set_reveal_child (self->banner_revealer, self->banner_text != NULL);
  if (self->banner_text == NULL)
    return;
  gtk_label_set_text (self->banner_label, self->banner_text);
  gtk_widget_set_tooltip_text (self->banner_close_button, close);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->banner_close_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, close, -1);
  gtk_widget_set_visible (self->banner_buttons, self->viewing >= 0);
  gtk_widget_set_visible (self->banner_replace_button, self->viewing > 0);
  if (self->banner_problem)
    gtk_widget_add_css_class (self->banner, "error");
  else
    gtk_widget_remove_css_class (self->banner, "error");
}


gboolean
tyros_game_page_get_show_panel (TyrosGamePage *self)
{
  gboolean shown;

  g_return_val_if_fail (TYROS_IS_GAME_PAGE (self), FALSE);
#if ADW_CHECK_VERSION (1, 6, 0)
  if (self->narrow)
    return adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (self->sheet));
#endif
  if (self->narrow)
    return gtk_widget_get_visible (self->side_panel);
  g_object_get (self->split, self->reveal_property, &shown, NULL);
  return shown;
}

void
tyros_game_page_set_show_panel (TyrosGamePage *self,
                                gboolean       show_panel)
{
  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
#if ADW_CHECK_VERSION (1, 6, 0)
  /* the sheet says when it opens or closes (panel_shown_changed) */
  if (self->narrow)
    {
      adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (self->sheet), show_panel);
      return;
    }
#endif
  g_object_set (self->split, self->reveal_property, show_panel, NULL);
  if (self->narrow && show_panel != gtk_widget_get_visible (self->side_panel))
    {
      gtk_widget_set_visible (self->side_panel, show_panel);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_PANEL]);
    }
}

void
tyros_game_page_show_move_entry (TyrosGamePage *self)
{
  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
  gtk_stack_set_visible_child_name (self->side_stack, "turn");
#if ADW_CHECK_VERSION (1, 6, 0)
  /* at phone width the entry is under the board, and the sheet would cover it */
  if (self->narrow)
    {
      tyros_game_page_set_show_panel (self, FALSE);
      return;
    }
#endif
  tyros_game_page_set_show_panel (self, TRUE);
}

gboolean
tyros_game_page_close_sheet (TyrosGamePage *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_PAGE (self), FALSE);
#if ADW_CHECK_VERSION (1, 6, 0)
  if (self->narrow && adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (self->sheet)))
    {
      adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (self->sheet), FALSE);
      return TRUE;
    }
#endif
  return FALSE;
}

gboolean
tyros_game_page_get_narrow (TyrosGamePage *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_PAGE (self), FALSE);
  return self->narrow;
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
  if (game != NULL && tyros_game_is_position (game) && !tyros_position_panel_can_score (self->position_panel))
    return NULL;
  return game;
}

void
_tyros_game_page_refresh (TyrosGamePage *self)
{
  TyrosGame *game = _tyros_game_page_get_game (self);

  if (game != NULL)
    {
      const TyrosState *shown = tyros_game_session_get_shown_state (self->session);

      tyros_board_view_set_state (self->board_view, shown);
      /* The standings of the position on the board: an earlier one, or the
       * one before the move being replaced (problem 13). */
      tyros_standings_panel_update (self->standings_panel, tyros_game_page_get_scorable_game (self), shown);
      if (tyros_game_is_position (game))
        tyros_score_sheet_update (self->live_sheet, tyros_game_page_get_scorable_game (self));
    }
  _tyros_game_page_update_actions (self);
}

/* A move of the journal that breaks a rule, waiting to be fixed: the next
 * move entered takes its place, and the moves after it stay redoable (the
 * core keeps them; see tyros_game_get_replay_error()). */
static void
note_illegal_move (TyrosGamePage *self,
                   int            index,
                   char          *text)
{
  self->illegal = index;
  tyros_game_session_set_problem (self->session, index >= 0 ? text : NULL);
  g_free (text);
}

/* After a move was entered: did it fix a waiting illegal move? */
static void
follow_illegal_move (TyrosGamePage *self)
{
  TyrosGame *game = _tyros_game_page_get_game (self);
  int index = tyros_game_get_replay_error_index (game);
  guint later = tyros_game_get_n_moves (game) - tyros_game_get_n_played (game);

  if (self->illegal < 0 || index == self->illegal)
    return;
  if (index >= 0)
    /* Translators: after fixing a move of a loaded file, the next one breaks a rule too */
    note_illegal_move (self, index, g_strdup_printf (_("Move %d breaks a rule too: %s. Enter it as it should have been."),
                                                     index + 1, tyros_game_get_replay_error (game)->message));
  else
    note_illegal_move (self, -1, NULL);
  if (later > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("The next move of the file can be redone",
                                                         "The next %u moves of the file can be redone", later), later);
      _tyros_game_page_say (self, text);
    }
}

void
_tyros_game_page_note_core_illegal_move (TyrosGamePage *self)
{
  TyrosGame *game = _tyros_game_page_get_game (self);
  int index = tyros_game_is_position (game) ? -1 : tyros_game_get_replay_error_index (game);

  note_illegal_move (self, index,
                     index < 0 ? NULL
                     /* Translators: a loaded file holds a move the rules do not allow */
                     : g_strdup_printf (_("Move %d of the file breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves of the file can be redone."),
                                        index + 1, tyros_game_get_replay_error (game)->message));
}

void
_tyros_game_page_journal_changed (TyrosGamePage *self)
{
  tyros_game_session_set_viewing (self->session, -1);
  tyros_history_panel_update (self->history_panel, self->illegal);
  tyros_history_panel_select (self->history_panel, -1);
  _tyros_game_page_refresh (self);
}

/* Either way a half-entered move is forgotten (the move entry is bound to
 * the session's "replacing"). */
void
_tyros_game_page_set_replacing (TyrosGamePage *self,
                                int            index)
{
  tyros_game_session_set_replacing (self->session, index);
  tyros_action_panel_reset (self->action_panel);
}

void
_tyros_game_page_leave_history (TyrosGamePage *self)
{
  tyros_game_session_set_viewing (self->session, -1);
  tyros_history_panel_select (self->history_panel, -1);
  if (_tyros_game_page_is_journal (self))
    _tyros_game_page_set_replacing (self, -1);
  _tyros_game_page_refresh (self);
}

/* The panel's hints belong to the position moves are entered for, not to an earlier one. */
static void
clear_board_hints (TyrosGamePage *self)
{
  tyros_board_view_set_highlight (self->board_view, 0);
  tyros_board_view_set_routes (self->board_view, NULL, -1);
  tyros_board_view_set_reach (self->board_view, NULL);
  tyros_board_view_set_error_field (self->board_view, TYROS_FIELD_NONE);
}

static void
player_colours (TyrosGame  *game,
                const char *colours[TYROS_MAX_PLAYERS + 1])
{
  guint n = tyros_game_get_n_players (game);

  for (guint i = 0; i < n; i++)
    {
      colours[i] = tyros_game_get_player_colour (game, (int) i);
      if (colours[i] == NULL)
        colours[i] = tyros_player_colour_hex (i);
    }
  colours[n] = NULL;
}

void
tyros_game_page_set_session (TyrosGamePage    *self,
                             TyrosGameSession *session)
{
  const char *colours[TYROS_MAX_PLAYERS + 1];
  TyrosGame *game;
  gboolean position;

  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
  g_return_if_fail (TYROS_IS_GAME_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_binding_group_set_source (self->session_bindings, session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
  /* the window's header says the session's texts over the page */
  tyros_game_session_forward_texts (session, G_OBJECT (self));

  game = tyros_game_session_get_game (session);
  position = tyros_game_is_position (game);
  player_colours (game, colours);
  tyros_board_view_set_players (self->board_view, tyros_game_get_player_names (game), colours);
  clear_board_hints (self);
  set_finished_board (self, position);
  tyros_action_panel_set_game (self->action_panel, position ? NULL : game, self->board_view);
  tyros_position_panel_set_game (self->position_panel, position ? game : NULL, self->board_view);

  _tyros_game_page_note_core_illegal_move (self);
  tyros_history_panel_set_game (self->history_panel, position ? NULL : game);
  tyros_history_panel_update (self->history_panel, self->illegal);
  if (!position)
    tyros_action_panel_reset (self->action_panel);
  _tyros_game_page_refresh (self);
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
    tyros_action_panel_field_activated (self->action_panel, field, coast);
}

static void
move_played (TyrosGamePage    *self,
             gboolean          game_ended,
             TyrosActionPanel *panel G_GNUC_UNUSED)
{
  if (!_tyros_game_page_is_journal (self))
    return;
  follow_illegal_move (self);
  _tyros_game_page_journal_changed (self);
  if (game_ended)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.show-scores", NULL);
}

static void
move_replaced (TyrosGamePage    *self,
               guint             index,
               int               first_illegal,
               const char       *reason,
               TyrosActionPanel *panel G_GNUC_UNUSED)
{
  g_autofree char *text = NULL;

  if (!_tyros_game_page_is_journal (self))
    return;
  text = g_strdup_printf (_("Move %u replaced"), index + 1);
  note_illegal_move (self, first_illegal,
                     first_illegal < 0 ? NULL
                     /* Translators: after replacing an earlier move, a later one is no longer allowed */
                     : g_strdup_printf (_("After the change, move %d breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves can be redone."),
                                        first_illegal + 1, reason));
  _tyros_game_page_say (self, text);
  _tyros_game_page_journal_changed (self);
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
  _tyros_game_page_set_replacing (self, -1);
  tyros_game_session_set_viewing (self->session,
                                  MIN (n_moves, (int) tyros_game_get_n_played (_tyros_game_page_get_game (self))));
  clear_board_hints (self);
  _tyros_game_page_refresh (self);
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
 * the players did on them. */
static void
connect_game (TyrosGamePage *self)
{
  g_signal_connect_object (self->board_view, "field-activated", G_CALLBACK (board_field_activated), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->action_panel, "move-played", G_CALLBACK (move_played), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->action_panel, "move-replaced", G_CALLBACK (move_replaced), self, G_CONNECT_SWAPPED);
  /* A passage recorded from a refusal (M1): the game replayed on its new board. */
  g_signal_connect_object (self->action_panel, "board-changed", G_CALLBACK (_tyros_game_page_refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history_panel, "position-selected", G_CALLBACK (position_selected), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->position_panel, "changed", G_CALLBACK (_tyros_game_page_refresh), self,
                           G_CONNECT_SWAPPED);

  self->session_bindings = g_binding_group_new ();
  /* An earlier position from the history is read only. */
  g_binding_group_bind_full (self->session_bindings, "viewing", self->board_view, "read-only",
                             G_BINDING_SYNC_CREATE, shows_history, NULL, NULL, NULL);
  g_binding_group_bind_full (self->session_bindings, "viewing", self->action_panel, "sensitive",
                             G_BINDING_SYNC_CREATE, shows_now, NULL, NULL, NULL);
  /* The move being replaced is the session's; the entry ends it once played */
  g_binding_group_bind (self->session_bindings, "replacing", tyros_action_panel_get_entry (self->action_panel),
                        "replace-index", G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_binding_group_bind (self->session_bindings, "banner-text", self, "banner-text", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->session_bindings, "summary", self, "summary", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->session_bindings, "banner-problem", self, "banner-problem", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->session_bindings, "viewing", self, "viewing", G_BINDING_SYNC_CREATE);
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
panel_shown_changed (TyrosGamePage *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_PANEL]);
}

#if ADW_CHECK_VERSION (1, 4, 0)
static GtkWidget *
new_split (TyrosGamePage *self)
{
  GtkWidget *split = adw_overlay_split_view_new ();

  adw_overlay_split_view_set_sidebar_position (ADW_OVERLAY_SPLIT_VIEW (split), GTK_PACK_END);
  adw_overlay_split_view_set_content (ADW_OVERLAY_SPLIT_VIEW (split), self->board_box);
  adw_overlay_split_view_set_sidebar (ADW_OVERLAY_SPLIT_VIEW (split), self->side_panel);
  adw_overlay_split_view_set_min_sidebar_width (ADW_OVERLAY_SPLIT_VIEW (split), 330);
  adw_overlay_split_view_set_max_sidebar_width (ADW_OVERLAY_SPLIT_VIEW (split), 400);
  /* Added to the window when the page gets there (tyros_game_page_root()). */
  self->breakpoint = adw_breakpoint_new (adw_breakpoint_condition_parse ("max-width: 760sp"));
  adw_breakpoint_add_setters (self->breakpoint, G_OBJECT (split), "collapsed", TRUE, NULL);
  self->narrow_breakpoint = adw_breakpoint_new (adw_breakpoint_condition_new_length (
    ADW_BREAKPOINT_CONDITION_MAX_WIDTH, NARROW_WIDTH - 1, ADW_LENGTH_UNIT_PX));
  adw_breakpoint_add_setters (self->narrow_breakpoint, G_OBJECT (split), "collapsed", TRUE, NULL);
  self->reveal_property = "show-sidebar";
  self->folded_property = "collapsed";
  return split;
}
#else
static GtkWidget *
new_split (TyrosGamePage *self)
{
  GtkWidget *split = adw_flap_new ();

  adw_flap_set_flap_position (ADW_FLAP (split), GTK_PACK_END);
  adw_flap_set_content (ADW_FLAP (split), self->board_box);
  adw_flap_set_flap (ADW_FLAP (split), self->side_panel);
  adw_flap_set_separator (ADW_FLAP (split), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  adw_flap_set_fold_policy (ADW_FLAP (split), ADW_FLAP_FOLD_POLICY_AUTO);
  adw_flap_set_fold_threshold_policy (ADW_FLAP (split), ADW_FOLD_THRESHOLD_POLICY_MINIMUM);
  adw_flap_set_swipe_to_open (ADW_FLAP (split), TRUE);
  adw_flap_set_swipe_to_close (ADW_FLAP (split), TRUE);
  self->reveal_property = "reveal-flap";
  self->folded_property = "folded";
  return split;
}
#endif

static void
split_set_children (TyrosGamePage *self,
                    GtkWidget     *content,
                    GtkWidget     *sidebar)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  adw_overlay_split_view_set_content (ADW_OVERLAY_SPLIT_VIEW (self->split), content);
  adw_overlay_split_view_set_sidebar (ADW_OVERLAY_SPLIT_VIEW (self->split), sidebar);
#else
  adw_flap_set_content (ADW_FLAP (self->split), content);
  adw_flap_set_flap (ADW_FLAP (self->split), sidebar);
#endif
}

/* At a phone's width the panel may be narrower than a finished board's score
 * table (a column per player): the table scrolls sideways rather than widen
 * the window past the screen. */
static void
let_panel_scroll_sideways (TyrosGamePage *self,
                           gboolean       sideways)
{
  gtk_scrolled_window_set_policy (self->turn_scroller,
                                  sideways ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
}

#if ADW_CHECK_VERSION (1, 6, 0)
/* Phone width: the board with what is entered on it under it (the move
 * entry, or a finished board's tools: both are used with the board in view),
 * and the rest of the side panel (standings, history, the live score sheet)
 * in the bottom sheet, opened from its bar. They go back to the top of the
 * panel's turn page when the window widens. */
static void
use_sheet (TyrosGamePage *self,
           gboolean       sheet)
{
  GtkWidget *action_panel = g_object_ref (GTK_WIDGET (self->action_panel));
  GtkWidget *position_panel = g_object_ref (GTK_WIDGET (self->position_panel));

  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (action_panel)), action_panel);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (position_panel)), position_panel);
  if (sheet)
    {
      split_set_children (self, NULL, NULL);
      gtk_box_append (GTK_BOX (self->move_box), action_panel);
      gtk_box_append (GTK_BOX (self->move_box), position_panel);
      gtk_box_append (GTK_BOX (self->phone_box), self->board_box);
      gtk_box_append (GTK_BOX (self->phone_box), self->move_scroller);
      gtk_widget_set_vexpand (self->board_box, FALSE);
      gtk_widget_set_size_request (self->side_panel, -1, -1);
      gtk_widget_add_css_class (self->side_panel, "in-sheet");
      /* the sheet is as tall as its content wants: the standings whole */
      gtk_scrolled_window_set_propagate_natural_height (self->turn_scroller, TRUE);
      /* and the history as tall: its list scrolls, it has no height of its own */
      gtk_stack_set_vhomogeneous (self->side_stack, TRUE);
      adw_bottom_sheet_set_sheet (ADW_BOTTOM_SHEET (self->sheet), self->side_panel);
      adw_bin_set_child (ADW_BIN (self), self->sheet);
    }
  else
    {
      adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (self->sheet), FALSE);
      adw_bottom_sheet_set_sheet (ADW_BOTTOM_SHEET (self->sheet), NULL);
      gtk_box_remove (GTK_BOX (self->phone_box), self->board_box);
      gtk_box_remove (GTK_BOX (self->phone_box), self->move_scroller);
      gtk_box_insert_child_after (GTK_BOX (self->turn_box), action_panel, NULL);
      gtk_box_insert_child_after (GTK_BOX (self->turn_box), position_panel, action_panel);
      gtk_widget_set_vexpand (self->board_box, TRUE);
      gtk_widget_remove_css_class (self->side_panel, "in-sheet");
      gtk_widget_set_size_request (self->side_panel, SIDEBAR_WIDTH, -1);
      gtk_scrolled_window_set_propagate_natural_height (self->turn_scroller, FALSE);
      gtk_stack_set_vhomogeneous (self->side_stack, FALSE);
      split_set_children (self, self->board_box, self->side_panel);
      adw_bin_set_child (ADW_BIN (self), self->split);
    }
  let_panel_scroll_sideways (self, sheet);
  /* without the move entry, the first tab holds the standings only */
  gtk_stack_page_set_title (gtk_stack_get_page (self->side_stack, GTK_WIDGET (self->turn_scroller)),
                            sheet ? _("Standings") : _("Turn"));
  g_object_unref (action_panel);
  g_object_unref (position_panel);
}
#else
/* Phone width: the whole side panel in a column under the board. */
static void
use_column (TyrosGamePage *self,
            gboolean       column,
            gboolean       shown)
{
  if (column)
    {
      split_set_children (self, NULL, NULL);
      gtk_box_append (GTK_BOX (self->phone_box), self->board_box);
      gtk_box_append (GTK_BOX (self->phone_box), self->side_panel);
      /* the board as tall as its width needs, the panel the rest */
      gtk_widget_set_vexpand (self->board_box, FALSE);
      /* under the board the panel hides nothing: shown (F9 still hides it) */
      gtk_widget_set_visible (self->side_panel, TRUE);
      gtk_widget_add_css_class (self->side_panel, "bottom-sheet");
      gtk_widget_set_size_request (self->side_panel, -1, -1);
      adw_bin_set_child (ADW_BIN (self), self->phone_box);
    }
  else
    {
      gtk_box_remove (GTK_BOX (self->phone_box), self->board_box);
      gtk_box_remove (GTK_BOX (self->phone_box), self->side_panel);
      gtk_widget_set_vexpand (self->board_box, TRUE);
      gtk_widget_set_visible (self->side_panel, TRUE);
      gtk_widget_remove_css_class (self->side_panel, "bottom-sheet");
      gtk_widget_set_size_request (self->side_panel, SIDEBAR_WIDTH, -1);
      split_set_children (self, self->board_box, self->side_panel);
      g_object_set (self->split, self->reveal_property, shown, NULL);
      adw_bin_set_child (ADW_BIN (self), self->split);
    }
  let_panel_scroll_sideways (self, column);
}
#endif

/* Moves board and panel between the split (wide) and the phone layout. */
static void
set_narrow (TyrosGamePage *self,
            gboolean       narrow)
{
  gboolean shown = tyros_game_page_get_show_panel (self);

  if (narrow == self->narrow)
    return;
  g_object_ref (self->board_box);
  g_object_ref (self->side_panel);
#if ADW_CHECK_VERSION (1, 6, 0)
  use_sheet (self, narrow);
#else
  use_column (self, narrow, shown);
#endif
  self->narrow = narrow;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
  if (shown != tyros_game_page_get_show_panel (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_PANEL]);
  g_object_unref (self->board_box);
  g_object_unref (self->side_panel);
}

#if ADW_CHECK_VERSION (1, 4, 0)
/* The window applies its breakpoints before it lays out its content: the
 * page is narrow from the first frame at a narrow width. */
static void
narrow_applied (TyrosGamePage *self)
{
  set_narrow (self, TRUE);
}

static void
narrow_unapplied (TyrosGamePage *self)
{
  set_narrow (self, FALSE);
}
#else
static gboolean
relayout_cb (gpointer data)
{
  TyrosGamePage *self = data;

  self->relayout_id = 0;
  set_narrow (self, gtk_widget_get_width (GTK_WIDGET (self)) < NARROW_WIDTH);
  return G_SOURCE_REMOVE;
}

/* The page measures and allocates its one child itself (instead of the
 * bin's layout manager) so that it sees its width: the width decides the
 * layout. The change waits for the next idle, as a widget may not be moved
 * while the page is being allocated. */
static void
tyros_game_page_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
tyros_game_page_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
  if ((width < NARROW_WIDTH) != self->narrow && self->relayout_id == 0)
    self->relayout_id = g_idle_add (relayout_cb, self);
}

/* A window narrowed in one jump is measured at its new size before the page
 * is given it: laid out wide, with the title still in the header bar, its
 * minimum held the window at 382 px. GTK asks for the window's size with the
 * toplevel's "compute-size" signal; an emission hook runs before GTK's
 * handler measures, so the page goes narrow there, from the size the window
 * was given. (Going wide waits for the allocation: the surface may be wider
 * than the page by its shadow.) */
static gboolean
toplevel_sizing (GSignalInvocationHint *hint G_GNUC_UNUSED,
                 guint                  n_values G_GNUC_UNUSED,
                 const GValue          *values,
                 gpointer               data)
{
  TyrosGamePage *self = data;
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GdkSurface *surface = g_value_get_object (&values[0]);

  if (native != NULL && gtk_native_get_surface (native) == surface && gtk_widget_get_mapped (GTK_WIDGET (self)) &&
      gdk_surface_get_width (surface) < NARROW_WIDTH)
    set_narrow (self, TRUE);
  return TRUE;
}

static guint
compute_size_signal (void)
{
  /* an interface's signals exist once its default vtable does */
  g_type_default_interface_unref (g_type_default_interface_ref (GDK_TYPE_TOPLEVEL));
  return g_signal_lookup ("compute-size", GDK_TYPE_TOPLEVEL);
}

static void
tyros_game_page_unroot (GtkWidget *widget)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  if (self->size_hook_id != 0)
    g_signal_remove_emission_hook (compute_size_signal (), self->size_hook_id);
  self->size_hook_id = 0;
  GTK_WIDGET_CLASS (tyros_game_page_parent_class)->unroot (widget);
}
#endif

#if ADW_CHECK_VERSION (1, 6, 0)
/* The bar of the closed sheet: the summary of the game, which opens the
 * sheet when tapped (the sheet makes the bar a button). */
static GtkWidget *
new_sheet_bar (TyrosGamePage *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *icon = gtk_image_new_from_icon_name ("go-up-symbolic");

  gtk_widget_add_css_class (bar, "sheet-bar");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (bar), label);
  gtk_box_append (GTK_BOX (bar), icon);
  self->summary_label = GTK_LABEL (label);
  return bar;
}

/* The bar is the sheet's button: named for a screen reader by what it opens */
static void
name_sheet_button (TyrosGamePage *self,
                   gboolean       finished_board)
{
  const char *name = finished_board ? _("Score Sheet") : _("Standings and History");

  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (self->sheet_bar)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
setup_sheet (TyrosGamePage *self)
{
  self->sheet_bar = new_sheet_bar (self);

  self->move_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_margin_start (self->move_box, 12);
  gtk_widget_set_margin_end (self->move_box, 12);
  gtk_widget_set_margin_top (self->move_box, 12);
  gtk_widget_set_margin_bottom (self->move_box, 12);
  self->move_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->move_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->move_scroller), self->move_box);
  gtk_widget_set_vexpand (self->move_scroller, TRUE);
  gtk_widget_add_css_class (self->move_scroller, "phone-move-entry");

  self->sheet = g_object_ref_sink (adw_bottom_sheet_new ());
  adw_bottom_sheet_set_content (ADW_BOTTOM_SHEET (self->sheet), self->phone_box);
  adw_bottom_sheet_set_bottom_bar (ADW_BOTTOM_SHEET (self->sheet), self->sheet_bar);
  name_sheet_button (self, FALSE);
  /* the bar covers the foot of the content: the move entry ends above it */
  g_object_bind_property (self->sheet, "bottom-bar-height", self->phone_box, "margin-bottom", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->sheet, "notify::open", G_CALLBACK (panel_shown_changed), self, G_CONNECT_SWAPPED);
}
#endif

/* Layout: the side panel folds away on narrow windows. The template puts
 * board and panel side by side in a box; the split view takes its place. */
static void
setup_split (TyrosGamePage *self)
{
  GtkWidget *box = adw_bin_get_child (ADW_BIN (self));
  g_autofree char *signal = NULL;

  g_object_ref (self->board_box);
  g_object_ref (self->side_panel);
  gtk_box_remove (GTK_BOX (box), self->board_box);
  gtk_box_remove (GTK_BOX (box), self->side_panel);

  self->split = g_object_ref_sink (new_split (self));
  gtk_widget_set_hexpand (self->split, TRUE);
  gtk_widget_set_vexpand (self->split, TRUE);
  adw_bin_set_child (ADW_BIN (self), self->split);
  self->phone_box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  g_object_unref (self->board_box);
  g_object_unref (self->side_panel);

  signal = g_strdup_printf ("notify::%s", self->reveal_property);
  g_signal_connect_object (self->split, signal, G_CALLBACK (panel_shown_changed), self, G_CONNECT_SWAPPED);
#if ADW_CHECK_VERSION (1, 6, 0)
  setup_sheet (self);
#endif
}

static void
tyros_game_page_root (GtkWidget *widget)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (tyros_game_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
#if ADW_CHECK_VERSION (1, 4, 0)
  if (self->breakpoint == NULL)
    return;
  g_signal_connect_object (self->narrow_breakpoint, "apply", G_CALLBACK (narrow_applied), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->narrow_breakpoint, "unapply", G_CALLBACK (narrow_unapplied), self, G_CONNECT_SWAPPED);
  /* the last that fits applies: the narrow one, added last, below its width */
  if (ADW_IS_APPLICATION_WINDOW (root))
    {
      adw_application_window_add_breakpoint (ADW_APPLICATION_WINDOW (root), g_steal_pointer (&self->breakpoint));
      adw_application_window_add_breakpoint (ADW_APPLICATION_WINDOW (root), g_steal_pointer (&self->narrow_breakpoint));
    }
  else if (ADW_IS_WINDOW (root))
    {
      adw_window_add_breakpoint (ADW_WINDOW (root), g_steal_pointer (&self->breakpoint));
      adw_window_add_breakpoint (ADW_WINDOW (root), g_steal_pointer (&self->narrow_breakpoint));
    }
#else
  /* The layout for the window's width from the first frame on: a wide first
   * frame on a phone would widen the window (and its header bar with it). */
  if (gtk_widget_get_width (GTK_WIDGET (root)) > 0)
    set_narrow (self, gtk_widget_get_width (GTK_WIDGET (root)) < NARROW_WIDTH);
  self->size_hook_id = g_signal_add_emission_hook (compute_size_signal (), 0, toplevel_sizing, self, NULL);
#endif
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
    case PROP_SUMMARY: g_value_set_string (value, self->summary); break;
    case PROP_BANNER_TEXT: g_value_set_string (value, self->banner_text); break;
    case PROP_BANNER_PROBLEM: g_value_set_boolean (value, self->banner_problem); break;
    case PROP_VIEWING: g_value_set_int (value, self->viewing); break;
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
    case PROP_SUMMARY:
      g_free (self->summary);
      self->summary = g_value_dup_string (value);
#if ADW_CHECK_VERSION (1, 6, 0)
      gtk_label_set_text (self->summary_label, self->summary != NULL ? self->summary : "");
#endif
      break;
    case PROP_BANNER_TEXT:
      g_free (self->banner_text);
      self->banner_text = g_value_dup_string (value);
      update_banner (self);
      break;
    case PROP_BANNER_PROBLEM:
      self->banner_problem = g_value_get_boolean (value);
      update_banner (self);
      break;
    case PROP_VIEWING:
      self->viewing = g_value_get_int (value);
      update_banner (self);
      break;
    case PROP_SESSION: tyros_game_page_set_session (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_game_page_dispose (GObject *object)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (object);

  g_clear_handle_id (&self->relayout_id, g_source_remove);
  g_clear_object (&self->session_bindings);
  g_clear_object (&self->session);
  /* the layout not shown holds nothing: board and panel are in the other */
  g_clear_object (&self->split);
  g_clear_object (&self->phone_box);
#if ADW_CHECK_VERSION (1, 4, 0)
  g_clear_object (&self->breakpoint);
  g_clear_object (&self->narrow_breakpoint);
#endif
#if ADW_CHECK_VERSION (1, 6, 0)
  g_clear_object (&self->sheet);
#endif
  gtk_widget_dispose_template (GTK_WIDGET (object), TYROS_TYPE_GAME_PAGE);
  G_OBJECT_CLASS (tyros_game_page_parent_class)->dispose (object);
}

static void
tyros_game_page_finalize (GObject *object)
{
  g_free (TYROS_GAME_PAGE (object)->banner_text);
  g_hash_table_unref (TYROS_GAME_PAGE (object)->enabled_actions);
  g_free (TYROS_GAME_PAGE (object)->summary);
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
#if !ADW_CHECK_VERSION (1, 4, 0)
  widget_class->measure = tyros_game_page_measure;
  widget_class->size_allocate = tyros_game_page_size_allocate;
  widget_class->unroot = tyros_game_page_unroot;
#endif
  widget_class->root = tyros_game_page_root;

  properties[PROP_SHOW_PANEL] =
    g_param_spec_boolean ("show-panel", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The board above the panel, for a window narrower than NARROW_WIDTH */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* One line on the game (the session's), said in the bar of the sheet at phone width */
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* The banner above the board, bound to the game session's */
  properties[PROP_BANNER_TEXT] =
    g_param_spec_string ("banner-text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BANNER_PROBLEM] =
    g_param_spec_boolean ("banner-problem", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWING] =
    g_param_spec_int ("viewing", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
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
  g_type_ensure (TYROS_TYPE_POSITION_PANEL);
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
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, action_panel);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, position_panel);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, standings_panel);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, live_sheet);

  _tyros_game_page_class_actions_init (klass);
}

static void
tyros_game_page_init (TyrosGamePage *self)
{
  g_autoptr(GSettings) settings = NULL;

  self->viewing = -1;
  self->illegal = -1;
  self->enabled_actions = g_hash_table_new (g_str_hash, g_str_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
  settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (settings, "show-sea-links", self->board_view, "show-sea-links", G_SETTINGS_BIND_GET);
  connect_game (self);
  _tyros_game_page_update_actions (self);
  g_signal_connect (self, "notify::parent", G_CALLBACK (parent_changed), NULL);
#if !ADW_CHECK_VERSION (1, 4, 0)
  /* measure and size_allocate above do the bin's layout */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
#endif
  setup_split (self);
}
