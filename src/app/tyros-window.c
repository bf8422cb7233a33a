/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window.c: the main window (start page, new game, board, score sheet) */
#define G_LOG_DOMAIN "tyros-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-resources.h"
#include "tyros-game-chooser.h"
#include "tyros-game-page.h"
#include "tyros-game-session.h"
#include "tyros-game-store.h"
#include "tyros-player-colours.h"
#include "tyros-new-game-page.h"
#include "tyros-start-page.h"
#include "tyros-moves-window.h"
#include "tyros-score-page.h"
#include "tyros-board-compare-page.h"
#include "tyros-teacher.h"
#include "tyros-window.h"

/* How many saved games the start page lists. */
#define N_RECENT_GAMES 20

struct _TyrosWindow
{
  AdwApplicationWindow  parent_instance;

  /* template */
  AdwWindowTitle       *row_title;
  GtkWidget            *back_button;
  GtkWidget            *history_box;
  GtkWidget            *panel_button;
  GtkWidget            *player_chip;
  AdwWindowTitle       *window_title;
  GtkMenuButton        *primary_menu_button;
  GMenuModel           *primary_menu;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  TyrosStartPage       *start_page;

  /* The other pages of main_stack, NULL until first shown (see game_page()). */
  TyrosNewGamePage     *new_game_page;
  TyrosGamePage        *game_page;
  TyrosScorePage       *score_page;
  GtkWidget            *compare_page;    /* "Compare with your board", built on first use */

  GtkCssProvider       *chip_css;        /* NULL until a player's colour is shown */
  GSettings            *settings;
  TyrosGameSession     *session;         /* the game shown, or NULL */
  GBindingGroup        *session_bindings;
  GBindingGroup        *header_bindings; /* the session's, while the header is of its game */

  TyrosGameStore       *store;
  int                   illegal;         /* its index, for the history, or -1 */
  AdwToast             *delete_toast;    /* the last "Game deleted" toast, while it is up */
  TyrosTeacher         *teacher;         /* "Teach me as we play" */
};

G_DEFINE_FINAL_TYPE (TyrosWindow, tyros_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_TEACHER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The game shown, or NULL */
static TyrosGame *
game_of (TyrosWindow *self)
{
  return self->session != NULL ? tyros_game_session_get_game (self->session) : NULL;
}

/* The position shown from the history, or -1 */
static int
viewing (TyrosWindow *self)
{
  return self->session != NULL ? tyros_game_session_get_viewing (self->session) : -1;
}

static void
set_viewing (TyrosWindow *self,
             int          position)
{
  if (self->session != NULL)
    tyros_game_session_set_viewing (self->session, position);
}

static void tyros_window_refresh (TyrosWindow *self);

/* The pages after the start page are built the first time they are needed,
 * not with the window: the first frame shows only the start page, and the
 * board with its panels took about half of the time to it (and memory). */
static TyrosGamePage    *game_page     (TyrosWindow *self);
static TyrosNewGamePage *new_game_page (TyrosWindow *self);
static TyrosScoreSheet  *final_sheet   (TyrosWindow *self);

static TyrosBoardView *
board_view (TyrosWindow *self)
{
  return tyros_game_page_get_board_view (game_page (self));
}

static TyrosActionPanel *
action_panel (TyrosWindow *self)
{
  return tyros_game_page_get_action_panel (game_page (self));
}

static TyrosHistoryPanel *
history_panel (TyrosWindow *self)
{
  return tyros_game_page_get_history_panel (game_page (self));
}

static TyrosPositionPanel *
position_panel (TyrosWindow *self)
{
  return tyros_game_page_get_position_panel (game_page (self));
}

static void
show_toast (TyrosWindow *self,
            const char  *text)
{
  AdwToast *toast = adw_toast_new (text);
  GtkWidget *title = gtk_label_new (text);

  /* A sentence, not a word: wrapped rather than cut on a narrow window */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 50);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  adw_toast_set_custom_title (toast, title);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
autosave_failed (TyrosWindow *self,
                 const char  *message)
{
  g_autofree char *text = g_strdup_printf (_("Could not save the game: %s"), message);

  show_toast (self, text);
}

static gboolean
is_journal_game (TyrosWindow *self)
{
  return game_of (self) != NULL && !tyros_game_is_position (game_of (self));
}

static int
replacing (TyrosWindow *self)
{
  return is_journal_game (self) ? tyros_game_session_get_replacing (self->session) : -1;
}

/* Enters a replacement for played move @index, or with -1 moves at the end
 * (the move entry is bound to the session's "replacing"); either way a
 * half-entered move is forgotten. */
static void
set_replacing (TyrosWindow *self,
               int          index)
{
  tyros_game_session_set_replacing (self->session, index);
  tyros_action_panel_reset (action_panel (self));
}

static const TyrosState *
entry_state (TyrosWindow *self)
{
  return tyros_game_session_get_entry_state (self->session);
}

static const TyrosState *
shown_state (TyrosWindow *self)
{
  return tyros_game_session_get_shown_state (self->session);
}

static void
set_page (TyrosWindow *self,
          const char  *name)
{
  gtk_stack_set_visible_child_name (self->main_stack, name);
  tyros_window_refresh (self);
}

/* The chip beside the title, in the colour of the player to act. Its style
 * provider is added on the first game, not at start-up: a new provider makes
 * GTK restyle the whole window. */
static void
set_chip_colour (TyrosWindow *self,
                 const char  *colour)
{
  g_autofree char *css = g_strdup_printf (".turn-chip { background-color: %s; }", colour);

  if (self->chip_css == NULL)
    {
      self->chip_css = gtk_css_provider_new ();
      gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                  GTK_STYLE_PROVIDER (self->chip_css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (self->chip_css, css);
#else
  gtk_css_provider_load_from_data (self->chip_css, css, -1);
#endif
}

/* The header: the page's name, or for the game on the board the session's
 * texts (whose turn, round, phase and lap), bound. */
static void
update_header (TyrosWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);
  const char *title = NULL;
  const char *subtitle = "";
  const char *chip_colour = NULL;

  if (g_strcmp0 (page, "new-game") == 0)
    title = tyros_new_game_page_get_finished_board (new_game_page (self)) ? _("Score a Finished Board") : _("New Game");
  else if (g_strcmp0 (page, "compare-board") == 0)
    title = _("Compare with Your Board");
  else if (game_of (self) == NULL || g_strcmp0 (page, "start") == 0)
    title = _("Tyros Companion");
  else if (tyros_game_is_position (game_of (self)))
    {
      title = _("Finished Board");
      /* The live score sheet is up to date: say who leads, always in view. */
      subtitle = tyros_score_sheet_get_winner_text (tyros_game_page_get_live_sheet (game_page (self)));
    }
  else if (shown_state (self)->phase != TYROS_PHASE_OVER)
    chip_colour = tyros_game_get_player_colour (game_of (self), shown_state (self)->current_player);

  g_binding_group_set_source (self->header_bindings, title == NULL ? self->session : NULL);
  if (title != NULL)
    {
      adw_window_title_set_title (self->window_title, title);
      adw_window_title_set_subtitle (self->window_title, subtitle);
    }

  gtk_widget_set_visible (self->player_chip, chip_colour != NULL && g_strcmp0 (page, "game") == 0);
  if (chip_colour != NULL)
    set_chip_colour (self, chip_colour);
}

static void
update_actions (TyrosWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);
  gboolean journal = is_journal_game (self);
  gboolean on_board = journal && g_strcmp0 (page, "game") == 0 && viewing (self) < 0;
  const TyrosState *state = journal ? entry_state (self) : NULL;
  gboolean actions = on_board && state->phase == TYROS_PHASE_ACTIONS;
  static const char *const turn_actions[] = {
    "win.move-ship", "win.build-city", "win.build-ship", "win.bank-trade", "win.player-trade", "win.pass",
  };

  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), turn_actions[i], actions);
#define ENABLE(name, value) gtk_widget_action_set_enabled (GTK_WIDGET (self), name, value)
  ENABLE ("win.cannot-play", on_board && state->phase == TYROS_PHASE_EXPAND);
  ENABLE ("win.what-can-i-do", on_board && state->phase != TYROS_PHASE_OVER);
  ENABLE ("win.undo", journal && tyros_game_can_undo (game_of (self)));
  ENABLE ("win.redo", journal && tyros_game_can_redo (game_of (self)));
  ENABLE ("win.save-as", game_of (self) != NULL);
  ENABLE ("win.show-scores", game_of (self) != NULL);
  ENABLE ("win.show-board", game_of (self) != NULL);
  ENABLE ("win.toggle-panel", game_of (self) != NULL && g_strcmp0 (page, "game") == 0);
  ENABLE ("win.show-history", journal);
  ENABLE ("win.history-go-back", journal && viewing (self) >= 0 &&
                                 viewing (self) < (int) tyros_game_get_n_played (game_of (self)));
  ENABLE ("win.history-replace", journal && viewing (self) > 0);
#undef ENABLE
}

/* The game, unless it is a finished board no game can end with: that one is
 * not scored, and its panel says why. */
static TyrosGame *
scorable_game (TyrosWindow *self)
{
  if (game_of (self) != NULL && tyros_game_is_position (game_of (self)) &&
      !tyros_position_panel_can_score (position_panel (self)))
    return NULL;
  return game_of (self);
}

/* The board and its panels, once the game page is there. */
static void
refresh_game_page (TyrosWindow *self)
{
  TyrosGamePage *page = game_page (self);

  if (game_of (self) != NULL)
    {
      tyros_board_view_set_state (board_view (self), shown_state (self));
      /* The standings of the position on the board: an earlier one, or the
       * one before the move being replaced (problem 13). */
      tyros_standings_panel_update (tyros_game_page_get_standings (page), scorable_game (self), shown_state (self));
      if (tyros_game_is_position (game_of (self)))
        tyros_score_sheet_update (tyros_game_page_get_live_sheet (page), scorable_game (self));
    }
}

static void
tyros_window_refresh (TyrosWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);

  if (self->game_page != NULL)
    refresh_game_page (self);

  gtk_widget_set_visible (self->history_box, is_journal_game (self) && g_strcmp0 (page, "game") == 0);
  gtk_widget_set_visible (self->back_button, game_of (self) != NULL &&
                          (g_strcmp0 (page, "score") == 0 || g_strcmp0 (page, "compare-board") == 0));
  gtk_widget_set_visible (self->panel_button, game_of (self) != NULL && g_strcmp0 (page, "game") == 0);
  update_header (self);
  update_actions (self);
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

/* A move of the journal that breaks a rule, waiting to be fixed: the next
 * move entered takes its place, and the moves after it stay redoable (the
 * core keeps them; see tyros_game_get_replay_error()). */
static void
note_illegal_move (TyrosWindow *self,
                   int          index,
                   char        *text)
{
  self->illegal = index;
  tyros_game_session_set_problem (self->session, index >= 0 ? text : NULL);
  g_free (text);
}

/* After a move was entered: did it fix a waiting illegal move? */
static void
follow_illegal_move (TyrosWindow *self)
{
  int index = tyros_game_get_replay_error_index (game_of (self));
  guint later = tyros_game_get_n_moves (game_of (self)) - tyros_game_get_n_played (game_of (self));

  if (self->illegal < 0 || index == self->illegal)
    return;
  if (index >= 0)
    /* Translators: after fixing a move of a loaded file, the next one breaks a rule too */
    note_illegal_move (self, index, g_strdup_printf (_("Move %d breaks a rule too: %s. Enter it as it should have been."),
                                                     index + 1, tyros_game_get_replay_error (game_of (self))->message));
  else
    note_illegal_move (self, -1, NULL);
  if (later > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("The next move of the file can be redone",
                                                         "The next %u moves of the file can be redone", later), later);
      show_toast (self, text);
    }
}

/* After every change of the journal or its cursor. */
static void
journal_changed (TyrosWindow *self)
{
  set_viewing (self, -1);
  tyros_history_panel_update (history_panel (self), self->illegal);
  tyros_history_panel_select (history_panel (self), -1);
  tyros_window_refresh (self);
}

/* The banner's move that breaks a rule, as the core has it: a loaded file's,
 * or after an undone replacement, the one from before it (if any). */
static void
note_core_illegal_move (TyrosWindow *self)
{
  int index = tyros_game_is_position (game_of (self)) ? -1 : tyros_game_get_replay_error_index (game_of (self));

  note_illegal_move (self, index,
                     index < 0 ? NULL
                     /* Translators: a loaded file holds a move the rules do not allow */
                     : g_strdup_printf (_("Move %d of the file breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves of the file can be redone."),
                                        index + 1, tyros_game_get_replay_error (game_of (self))->message));
}

/* @path: the game's file in the store, or NULL for a new one. */
static void
show_game (TyrosWindow *self,
           TyrosGame   *game,
           const char  *path)
{
  const char *colours[TYROS_MAX_PLAYERS + 1];
  gboolean position;

  position = tyros_game_is_position (game);

  /* A game without saved colours gets the palette's, so that board and header agree. */
  for (guint i = 0; i < tyros_game_get_n_players (game); i++)
    if (tyros_game_get_player_colour (game, (int) i) == NULL)
      tyros_game_set_player_colour (game, (int) i, tyros_player_colour_hex (i));
  player_colours (game, colours);

  /* The game in play, autosaved from now on */
  g_clear_object (&self->session);
  self->session = tyros_game_session_new (self->store, game, path);
  g_signal_connect_object (self->session, "autosave-failed", G_CALLBACK (autosave_failed), self,
                           G_CONNECT_SWAPPED);
  g_binding_group_set_source (self->session_bindings, self->session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);

  tyros_board_view_set_players (board_view (self), tyros_game_get_player_names (game), colours);
  tyros_board_view_set_highlight (board_view (self), 0);
  tyros_board_view_set_routes (board_view (self), NULL, -1);
  tyros_board_view_set_reach (board_view (self), NULL);
  tyros_board_view_set_error_field (board_view (self), TYROS_FIELD_NONE);

  tyros_game_page_set_finished_board (game_page (self), position);

  tyros_action_panel_set_game (action_panel (self), position ? NULL : game, board_view (self));
  tyros_position_panel_set_game (position_panel (self), position ? game : NULL, board_view (self));

  note_core_illegal_move (self);
  tyros_history_panel_set_game (history_panel (self), position ? NULL : game);
  tyros_history_panel_update (history_panel (self), self->illegal);

  set_page (self, "game");
  if (!position)
    tyros_action_panel_reset (action_panel (self));
  tyros_teacher_set_game (self->teacher, game, tyros_game_session_get_autosave_path (self->session));
}

TyrosGame *
tyros_window_get_game (TyrosWindow *self)
{
  g_return_val_if_fail (TYROS_IS_WINDOW (self), NULL);
  return game_of (self);
}

/* Signal handlers */

static void
board_field_activated (TyrosWindow    *self,
                       TyrosField      field,
                       TyrosCoast      coast,
                       TyrosBoardView *board G_GNUC_UNUSED)
{
  if (game_of (self) == NULL)
    return;
  if (tyros_game_is_position (game_of (self)))
    tyros_position_panel_field_activated (position_panel (self), field, coast);
  else
    tyros_action_panel_field_activated (action_panel (self), field, coast);
}

static void
move_played (TyrosWindow      *self,
             gboolean          game_ended,
             TyrosActionPanel *panel G_GNUC_UNUSED)
{
  follow_illegal_move (self);
  journal_changed (self);
  if (game_ended)
    {
      tyros_score_sheet_update (final_sheet (self), game_of (self));
      set_page (self, "score");
    }
}

/* A passage recorded from a refusal (M1): the game replayed on its new board. */
static void
board_changed (TyrosWindow *self)
{
  tyros_window_refresh (self);
}

static void
move_replaced (TyrosWindow      *self,
               guint             index,
               int               first_illegal,
               const char       *reason,
               TyrosActionPanel *panel G_GNUC_UNUSED)
{
  g_autofree char *text = g_strdup_printf (_("Move %u replaced"), index + 1);

  note_illegal_move (self, first_illegal,
                     first_illegal < 0 ? NULL
                     /* Translators: after replacing an earlier move, a later one is no longer allowed */
                     : g_strdup_printf (_("After the change, move %d breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves can be redone."),
                                        first_illegal + 1, reason));
  show_toast (self, text);
  journal_changed (self);
}

/* Back to entering moves at the end of the game, from an earlier position or a replacement. */
static void
leave_history (TyrosWindow *self)
{
  set_viewing (self, -1);
  tyros_history_panel_select (history_panel (self), -1);
  if (is_journal_game (self))
    set_replacing (self, -1);
  tyros_window_refresh (self);
}

/* The panel's hints belong to the position moves are entered for, not to an earlier one. */
static void
clear_board_hints (TyrosWindow *self)
{
  tyros_board_view_set_highlight (board_view (self), 0);
  tyros_board_view_set_routes (board_view (self), NULL, -1);
  tyros_board_view_set_reach (board_view (self), NULL);
  tyros_board_view_set_error_field (board_view (self), TYROS_FIELD_NONE);
}

static void
position_selected (TyrosWindow       *self,
                   int                n_moves,
                   TyrosHistoryPanel *panel G_GNUC_UNUSED)
{
  if (!is_journal_game (self))
    return;
  if (n_moves < 0)
    {
      leave_history (self);
      return;
    }
  set_replacing (self, -1);
  set_viewing (self, MIN (n_moves, (int) tyros_game_get_n_played (game_of (self))));
  clear_board_hints (self);
  tyros_window_refresh (self);
}

static void
show_scores_requested (TyrosWindow *self)
{
  if (scorable_game (self) == NULL)
    return;
  tyros_score_sheet_update (final_sheet (self), game_of (self));
  set_page (self, "score");
}

static void
position_changed (TyrosWindow        *self,
                  TyrosPositionPanel *panel G_GNUC_UNUSED)
{
  tyros_window_refresh (self);
}

static void
game_created (TyrosWindow      *self,
              TyrosGame        *game,
              TyrosNewGamePage *page)
{
  /* A new game is played on the group's board (Compare with Your Board) */
  g_autoptr(TyrosBoard) board = tyros_board_compare_load_default ();

  if (board != NULL)
    tyros_game_set_board (game, board);
  show_game (self, game, NULL);
  tyros_teacher_set_teaching (self->teacher, tyros_new_game_page_get_teach (page));
}

static void
new_game_cancelled (TyrosWindow      *self,
                    TyrosNewGamePage *page G_GNUC_UNUSED)
{
  set_page (self, game_of (self) != NULL ? "game" : "start");
}

/* On a phone-wide game page the header bar has no room left for the turn
 * and the round: the title has a row of its own under it, as wide as the
 * window, which shows the same texts (bound in tyros-window.ui). */
static void
place_title (TyrosWindow *self)
{
  gboolean own_row = self->game_page != NULL && tyros_game_page_get_narrow (self->game_page) &&
                     g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "game") == 0;

  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !own_row);
  gtk_widget_set_visible (GTK_WIDGET (self->row_title), own_row);
}

/* The pages built on demand (see game_page() above) */

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

static void
connect_game_page (TyrosWindow   *self,
                   TyrosGamePage *page)
{
  g_settings_bind (self->settings, "show-sea-links", tyros_game_page_get_board_view (page), "show-sea-links",
                   G_SETTINGS_BIND_GET);
  g_object_bind_property (page, "show-panel", self->panel_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (page, "notify::narrow", G_CALLBACK (place_title), self, G_CONNECT_SWAPPED);
  /* The button stays visible: a notify of "folded" comes during size allocation,
   * too late to change the header bar. Unfolded, it hides or shows the panel. */
  g_signal_connect_object (tyros_game_page_get_board_view (page), "field-activated",
                           G_CALLBACK (board_field_activated), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tyros_game_page_get_action_panel (page), "move-played",
                           G_CALLBACK (move_played), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tyros_game_page_get_action_panel (page), "move-replaced",
                           G_CALLBACK (move_replaced), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tyros_game_page_get_action_panel (page), "board-changed",
                           G_CALLBACK (board_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tyros_game_page_get_history_panel (page), "position-selected",
                           G_CALLBACK (position_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (tyros_game_page_get_position_panel (page), "changed",
                           G_CALLBACK (position_changed), self, G_CONNECT_SWAPPED);
  /* An earlier position from the history is read only. */
  g_binding_group_bind_full (self->session_bindings, "viewing", tyros_game_page_get_board_view (page), "read-only",
                             G_BINDING_SYNC_CREATE, shows_history, NULL, NULL, NULL);
  g_binding_group_bind_full (self->session_bindings, "viewing", tyros_game_page_get_action_panel (page), "sensitive",
                             G_BINDING_SYNC_CREATE, shows_now, NULL, NULL, NULL);
  /* The move being replaced is the session's; the entry ends it once played */
  g_binding_group_bind (self->session_bindings, "replacing",
                        tyros_action_panel_get_entry (tyros_game_page_get_action_panel (page)), "replace-index",
                        G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_binding_group_bind (self->session_bindings, "banner-text", page, "banner-text", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->session_bindings, "banner-problem", page, "banner-problem", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->session_bindings, "viewing", page, "viewing", G_BINDING_SYNC_CREATE);
}

static TyrosGamePage *
game_page (TyrosWindow *self)
{
  if (self->game_page == NULL)
    {
      self->game_page = TYROS_GAME_PAGE (tyros_game_page_new ());
      connect_game_page (self, self->game_page);
      gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->game_page), "game");
    }
  return self->game_page;
}

static TyrosNewGamePage *
new_game_page (TyrosWindow *self)
{
  TyrosNewGamePage *page = self->new_game_page;

  if (page != NULL)
    return page;
  self->new_game_page = page = g_object_new (TYROS_TYPE_NEW_GAME_PAGE, NULL);
  g_signal_connect_object (page, "game-created", G_CALLBACK (game_created), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "cancelled", G_CALLBACK (new_game_cancelled), self, G_CONNECT_SWAPPED);
  gtk_stack_add_named (self->main_stack, GTK_WIDGET (page), "new-game");
  return page;
}

static TyrosScoreSheet *
final_sheet (TyrosWindow *self)
{
  if (self->score_page == NULL)
    {
      self->score_page = TYROS_SCORE_PAGE (tyros_score_page_new ());
      gtk_stack_add_named (self->main_stack, GTK_WIDGET (self->score_page), "score");
    }
  return tyros_score_page_get_sheet (self->score_page);
}

/* Actions */

/* Enter starts the game with the defaults: New Game is two keystrokes. */
static void
show_new_game_page (TyrosWindow *self)
{
  GtkWidget *start = tyros_new_game_page_get_start_button (new_game_page (self));

  set_page (self, "new-game");
  gtk_window_set_default_widget (GTK_WINDOW (self), start);
  gtk_widget_grab_focus (start);
}

static void
new_game_activated (GtkWidget  *widget,
                    const char *action_name G_GNUC_UNUSED,
                    GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  tyros_new_game_page_reset (new_game_page (self), FALSE);
  show_new_game_page (self);
}

static void
compare_board_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (self->compare_page == NULL)
    {
      self->compare_page = tyros_board_compare_page_new ();
      gtk_stack_add_named (self->main_stack, self->compare_page, "compare-board");
    }
  tyros_board_compare_page_restart (TYROS_BOARD_COMPARE_PAGE (self->compare_page));
  set_page (self, "compare-board");
}

static void
quick_score_activated (GtkWidget  *widget,
                       const char *action_name G_GNUC_UNUSED,
                       GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  tyros_new_game_page_reset (new_game_page (self), TRUE);
  show_new_game_page (self);
}

/* A file with a bad move opens with the moves before it; *@in_copy is then
 * TRUE: the game goes on in a new file, and the one on disk stays as it is. */
static TyrosGame *
load_game (TyrosWindow *self,
           const char  *path,
           gboolean    *in_copy)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *bad_move = NULL;
  TyrosGame *game = tyros_file_load (path, &error);

  *in_copy = FALSE;
  if (game == NULL && (game = tyros_file_load_readable_part (path, &bad_move, NULL)) != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Opened the moves before the bad one, in a copy: %s"), bad_move);

      *in_copy = TRUE;
      show_toast (self, text);
    }
  else if (game == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Could not open the game: %s"), error->message);
      show_toast (self, text);
    }
  return game;
}

void
tyros_window_open_file (TyrosWindow *self,
                        GFile       *file)
{
  g_autoptr(TyrosGame) game = NULL;
  g_autofree char *path = g_file_get_path (file);
  gboolean in_copy;

  g_return_if_fail (TYROS_IS_WINDOW (self));

  if (path == NULL)
    {
      show_toast (self, _("Only local files can be opened"));
      return;
    }
  game = load_game (self, path, &in_copy);
  /* A file from elsewhere stays as it is: the game goes on in a copy in the store. */
  if (game != NULL)
    show_game (self, game, tyros_game_store_contains (self->store, path) && !in_copy ? path : NULL);
}

static void
open_chosen (GObject *owner,
             GFile   *file)
{
  tyros_window_open_file (TYROS_WINDOW (owner), file);
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
  show_toast (self, text);
}

static void
save_as_activated (GtkWidget  *widget,
                   const char *action_name G_GNUC_UNUSED,
                   GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (game_of (self) == NULL)
    return;
  tyros_game_chooser_save (GTK_WINDOW (self),
                           tyros_game_is_position (game_of (self)) ? _("finished-board.tyros") : _("game.tyros"),
                           G_OBJECT (self), save_chosen);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (!is_journal_game (self))
    return;
  leave_history (self);
  if (!tyros_game_undo (game_of (self)))
    return;
  /* An undone replacement takes its problem with it */
  if (tyros_game_get_replay_error_index (game_of (self)) != self->illegal)
    note_core_illegal_move (self);
  journal_changed (self);
  set_page (self, "game");
  tyros_action_panel_reset (action_panel (self));
}

static void
redo_activated (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  g_autoptr(TyrosViolation) violation = NULL;

  if (!is_journal_game (self))
    return;
  leave_history (self);
  if (!tyros_game_redo (game_of (self), &violation) && violation != NULL)
    show_toast (self, violation->message);
  journal_changed (self);
  tyros_action_panel_reset (action_panel (self));
  if (tyros_game_get_state (game_of (self))->phase == TYROS_PHASE_OVER)
    show_scores_requested (self);
  else
    set_page (self, "game");
}

static void
history_go_back_activated (GtkWidget  *widget,
                           const char *action_name G_GNUC_UNUSED,
                           GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  guint undone;
  g_autofree char *text = NULL;

  if (!is_journal_game (self) || viewing (self) < 0)
    return;
  undone = tyros_game_get_n_played (game_of (self)) - (guint) viewing (self);
  tyros_game_go_back_to (game_of (self), (guint) viewing (self));
  journal_changed (self);
  tyros_action_panel_reset (action_panel (self));
  text = g_strdup_printf (ngettext ("%u move undone: redo brings it back until a new move is entered",
                                    "%u moves undone: redo brings them back until a new move is entered", undone),
                          undone);
  show_toast (self, text);
}

static void
history_replace_activated (GtkWidget  *widget,
                           const char *action_name G_GNUC_UNUSED,
                           GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  int index = viewing (self) - 1;

  if (!is_journal_game (self) || index < 0)
    return;
  set_viewing (self, -1);
  tyros_history_panel_select (history_panel (self), -1);
  tyros_game_page_show_side_page (game_page (self), "turn");
  tyros_game_page_set_show_panel (game_page (self), TRUE);
  set_replacing (self, index);
  tyros_window_refresh (self);
}

static void
banner_close_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (viewing (self) < 0 && replacing (self) < 0)
    tyros_game_session_set_problem (self->session, NULL);
  leave_history (self);
}

static void
show_history_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (!is_journal_game (self))
    return;
  set_page (self, "game");
  tyros_game_page_show_side_page (game_page (self), "history");
  tyros_game_page_set_show_panel (game_page (self), TRUE);
}

/* The start page and the saved games */

static void
refresh_start_page (TyrosWindow *self)
{
  g_autoptr(GPtrArray) games = tyros_game_store_list (self->store, N_RECENT_GAMES);

  tyros_start_page_set_games (self->start_page, games);
}

static void
show_start_page (TyrosWindow *self)
{
  GtkWidget *button;

  refresh_start_page (self);
  set_page (self, "start");
  button = tyros_start_page_get_default_button (self->start_page);
  gtk_window_set_default_widget (GTK_WINDOW (self), button);
  gtk_widget_grab_focus (button);
}

static void
show_start_activated (GtkWidget  *widget,
                      const char *action_name G_GNUC_UNUSED,
                      GVariant   *param G_GNUC_UNUSED)
{
  show_start_page (TYROS_WINDOW (widget));
}

static void
saved_game_opened (TyrosWindow    *self,
                   const char     *path,
                   TyrosStartPage *page G_GNUC_UNUSED)
{
  g_autoptr(TyrosGame) game = NULL;
  gboolean in_copy;

  /* The game on the board: back to it as it is, redoable moves and all. */
  if (self->session != NULL && g_strcmp0 (path, tyros_game_session_get_autosave_path (self->session)) == 0)
    {
      set_page (self, "game");
      return;
    }
  game = load_game (self, path, &in_copy);
  if (game != NULL)
    show_game (self, game, in_copy ? NULL : path);
  else
    refresh_start_page (self);
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
      show_toast (self, text);
      return;
    }
  refresh_start_page (self);
  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_string (path));
  g_set_weak_pointer (&self->delete_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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
      show_toast (self, text);
    }
  refresh_start_page (self);
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

      gtk_application_window_set_help_overlay (window,
                                               GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
show_scores_activated (GtkWidget  *widget,
                       const char *action_name G_GNUC_UNUSED,
                       GVariant   *param G_GNUC_UNUSED)
{
  show_scores_requested (TYROS_WINDOW (widget));
}

/* "What can I do?": the core's legal moves for the player to act. */
static void
what_can_i_do_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (!is_journal_game (self) || tyros_state_is_over (entry_state (self)))
    return;
  gtk_window_present (GTK_WINDOW (tyros_moves_window_new (GTK_WINDOW (self), entry_state (self),
                                                          tyros_action_panel_get_entry (action_panel (self)))));
}

static void
show_board_activated (GtkWidget  *widget,
                      const char *action_name G_GNUC_UNUSED,
                      GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (game_of (self) != NULL)
    set_page (self, "game");
}

static void
toast_activated (GtkWidget  *widget,
                 const char *action_name G_GNUC_UNUSED,
                 GVariant   *param)
{
  show_toast (TYROS_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
toggle_panel_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  TyrosGamePage *page = game_page (TYROS_WINDOW (widget));

  tyros_game_page_set_show_panel (page, !tyros_game_page_get_show_panel (page));
}

static void
turn_action_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  static const struct {
    const char *name;
    TyrosAction action;
  } map[] = {
    { "win.move-ship", TYROS_ACTION_MOVE_SHIP },
    { "win.build-city", TYROS_ACTION_BUILD_CITY },
    { "win.build-ship", TYROS_ACTION_BUILD_SHIP },
    { "win.bank-trade", TYROS_ACTION_BANK_TRADE },
    { "win.player-trade", TYROS_ACTION_PLAYER_TRADE },
    { "win.pass", TYROS_ACTION_PASS },
    { "win.cannot-play", TYROS_ACTION_CANNOT_PLAY },
  };

  if (!is_journal_game (self))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    if (g_str_equal (map[i].name, action_name))
      {
        /* Folded: show the panel, where the action is entered. */
        tyros_game_page_set_show_panel (game_page (self), TRUE);
        tyros_action_panel_start (action_panel (self), map[i].action);
        return;
      }
}

static void
cancel_action_activated (GtkWidget  *widget,
                         const char *action_name G_GNUC_UNUSED,
                         GVariant   *param G_GNUC_UNUSED)
{
  TyrosWindow *self = TYROS_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);

  if (g_strcmp0 (page, "score") == 0)
    set_page (self, "game");
  else if (g_strcmp0 (page, "game") == 0 && is_journal_game (self))
    {
      /* Escape steps out of a half-entered move, then out of the history. */
      if (!tyros_action_panel_cancel (action_panel (self)) && (viewing (self) >= 0 || replacing (self) >= 0))
        leave_history (self);
    }
}

static gboolean
tyros_window_close_request (GtkWindow *window)
{
  TyrosWindow *self = TYROS_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (tyros_window_parent_class)->close_request (window);
}

static void
tyros_window_dispose (GObject *object)
{
  TyrosWindow *self = TYROS_WINDOW (object);

  g_clear_object (&self->teacher);
  g_clear_object (&self->session_bindings);
  g_clear_object (&self->header_bindings);
  g_clear_object (&self->session);
  g_clear_object (&self->store);
  g_clear_weak_pointer (&self->delete_toast);
  g_clear_object (&self->settings);
  if (self->chip_css != NULL)
    gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                   GTK_STYLE_PROVIDER (self->chip_css));
  g_clear_object (&self->chip_css);

  /* Children of main_stack, which goes with the template. */
  self->new_game_page = NULL;
  self->game_page = NULL;
  self->score_page = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_WINDOW);

  G_OBJECT_CLASS (tyros_window_parent_class)->dispose (object);
}

static void
tyros_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TyrosWindow *self = TYROS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION: g_value_set_object (value, self->session); break;
    case PROP_TEACHER: g_value_set_object (value, self->teacher); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_window_class_init (TyrosWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tyros_window_dispose;
  object_class->get_property = tyros_window_get_property;

  /* The game in play (a TyrosGameSession), or NULL */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, TYROS_TYPE_GAME_SESSION,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* "Teach me as we play" */
  properties[PROP_TEACHER] =
    g_param_spec_object ("teacher", NULL, NULL, TYROS_TYPE_TEACHER,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  window_class->close_request = tyros_window_close_request;

  /* Links the compiled resources in from the static library. */
  (void) tyros_get_resource ();

  g_type_ensure (TYROS_TYPE_START_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tyroscompanion/TyrosCompanion/tyros-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, row_title);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, player_chip);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, start_page);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_activated);
  gtk_widget_class_install_action (widget_class, "win.quick-score", NULL, quick_score_activated);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_activated);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_activated);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "win.show-scores", NULL, show_scores_activated);
  gtk_widget_class_install_action (widget_class, "win.compare-board", NULL, compare_board_activated);
  gtk_widget_class_install_action (widget_class, "win.what-can-i-do", NULL, what_can_i_do_activated);
  gtk_widget_class_install_action (widget_class, "win.show-board", NULL, show_board_activated);
  gtk_widget_class_install_action (widget_class, "win.toggle-panel", NULL, toggle_panel_activated);
  gtk_widget_class_install_action (widget_class, "win.toast", "s", toast_activated);
  gtk_widget_class_install_action (widget_class, "win.show-start", NULL, show_start_activated);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL, show_history_activated);
  gtk_widget_class_install_action (widget_class, "win.history-go-back", NULL, history_go_back_activated);
  gtk_widget_class_install_action (widget_class, "win.history-replace", NULL, history_replace_activated);
  gtk_widget_class_install_action (widget_class, "win.banner-close", NULL, banner_close_activated);
  gtk_widget_class_install_action (widget_class, "win.undo-delete", "s", undo_delete_activated);
  gtk_widget_class_install_action (widget_class, "win.move-ship", NULL, turn_action_activated);
  gtk_widget_class_install_action (widget_class, "win.build-city", NULL, turn_action_activated);
  gtk_widget_class_install_action (widget_class, "win.build-ship", NULL, turn_action_activated);
  gtk_widget_class_install_action (widget_class, "win.bank-trade", NULL, turn_action_activated);
  gtk_widget_class_install_action (widget_class, "win.player-trade", NULL, turn_action_activated);
  gtk_widget_class_install_action (widget_class, "win.pass", NULL, turn_action_activated);
  gtk_widget_class_install_action (widget_class, "win.cannot-play", NULL, turn_action_activated);
  gtk_widget_class_install_action (widget_class, "win.cancel-action", NULL, cancel_action_activated);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_activated);
}

/* The main menu's popover is built when the menu is first opened (by click,
 * F10 or its button's accessible action), not with the window: its dozen
 * items took about 1 % of the start-up. The accelerators are the
 * application's and work without it. */
static void
build_primary_menu (GtkMenuButton *button,
                    gpointer       user_data)
{
  TyrosWindow *self = TYROS_WINDOW (user_data);

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static void
tyros_window_init (TyrosWindow *self)
{
  int width, height;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, build_primary_menu, self, NULL);

  self->settings = g_settings_new (APPLICATION_ID);
  width = g_settings_get_int (self->settings, "window-width");
  height = g_settings_get_int (self->settings, "window-height");
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (self->start_page, "open-game", G_CALLBACK (saved_game_opened),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_page, "delete-game", G_CALLBACK (saved_game_deleted),
                           self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->main_stack, "notify::visible-child-name", G_CALLBACK (place_title),
                           self, G_CONNECT_SWAPPED);
  self->teacher = tyros_teacher_new (GTK_WINDOW (self));
  g_signal_connect_object (self->teacher, "say", G_CALLBACK (show_toast), self, G_CONNECT_SWAPPED);
  self->store = tyros_game_store_new (NULL);
  self->session_bindings = g_binding_group_new ();
  self->header_bindings = g_binding_group_new ();
  g_binding_group_bind (self->header_bindings, "title", self->window_title, "title", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->header_bindings, "subtitle", self->window_title, "subtitle", G_BINDING_SYNC_CREATE);
  self->illegal = -1;
  show_start_page (self);
}

TyrosWindow *
tyros_window_new (GtkApplication *app)
{
  return g_object_new (TYROS_TYPE_WINDOW, "application", app, NULL);
}
