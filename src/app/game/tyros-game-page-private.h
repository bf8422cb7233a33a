/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-page-private.h: what tyros-game-page.c and its actions share
 *
 * The page is the controller of the game it shows: the board and its panels
 * follow the game session, and its "game.*" actions (tyros-game-page-actions.c)
 * act on it; its adaptive layout is tyros-game-page-layout.c. The window reaches those actions through the page as a
 * GActionGroup (inserted into the window as "game"), so that the header bar,
 * the main menu and the keyboard accelerators find them wherever the focus is.
 */
#pragma once

#include "tyros-game-page.h"
#include "tyros-story-chart.h"
#include "tyros-table-share.h"

G_BEGIN_DECLS

struct _TyrosGamePage
{
  AdwBin               parent_instance;

  /* template */
  GtkWidget           *board_box;
  GtkRevealer         *banner_revealer;
  GtkWidget           *banner;
  GtkLabel            *banner_label;
  GtkWidget           *banner_close_button;
  GtkWidget           *banner_buttons;
  GtkWidget           *banner_replace_button;
  TyrosBoardView      *board_view;
  GtkWidget           *side_panel;
  GtkWidget           *side_switcher;
  GtkStack            *side_stack;
  GtkScrolledWindow   *turn_scroller;
  GtkWidget           *turn_box;
  TyrosHistoryPanel   *history_panel;
  TyrosStoryChart     *story_chart;
  GtkWidget           *history_box;
  TyrosActionPanel    *action_panel;
  TyrosStandingsPanel *standings_panel;
  TyrosScoreSheet     *live_sheet;
  GtkRevealer         *proposal_revealer;
  GtkLabel            *proposal_label;
  GtkWidget           *proposal_note;
  GtkWidget           *proposal_accept_button;
  GtkWidget           *banner_proposal_label;

  /* the adaptive layout (tyros-game-page-layout.c) */
  GtkWidget           *split;        /* AdwOverlaySplitView (1.4) or AdwFlap; owned */
  GtkWidget           *phone_box;    /* narrow: the board above, the panel below it; owned */
  GtkWidget           *phone_scroller; /* narrow: phone_box, scrolled where banners leave too little height; owned */
  GtkWidget           *board_strip;  /* narrow: holds the board, which yields to a payment; owned */
  int                  strip_y;      /* what the strip shows of the board, or strip_height -1: all */
  int                  strip_height;
  gboolean             narrow;
  guint                relayout_id;
  gulong               size_hook_id;
  const char          *reveal_property;
  const char          *folded_property;
#if ADW_CHECK_VERSION (1, 4, 0)
  /* until the page is in its window: the panel folds, the page goes narrow */
  AdwBreakpoint       *breakpoint;
  AdwBreakpoint       *narrow_breakpoint;
#endif
#if ADW_CHECK_VERSION (1, 6, 0)
  /* narrow: the board and the move entry (move_scroller) in phone_box, the
   * rest of the side panel in the sheet, opened from its bar (the summary) */
  GtkWidget           *sheet;        /* AdwBottomSheet; owned */
  GtkWidget           *move_scroller;
  GtkWidget           *move_box;
  GtkWidget           *sheet_bar;
#endif

  /* the game shown */
  TyrosGameSession    *session;      /* or NULL */
  GBindingGroup       *session_bindings;
  GSignalGroup        *session_signals;
  TyrosMoveEntry      *entry;        /* the move being entered: the action panel shows it */
  TyrosPositionPanel  *position_panel; /* a finished board's tools, NULL until one is shown */
  gboolean             board_marked; /* the board shows marks (the entry's, a finished board's) */
  GHashTable          *enabled_actions; /* the names (without "game.") of the enabled actions */

  /* the game shared with the table's phones: their proposals
   * (tyros-game-page-proposal.c) */
  TyrosTableShare     *table_share;  /* or NULL */
  GSettings           *settings;
  guint                accept_id;    /* a proposal to accept at once, soon */
};

/* The game shown, or NULL */
TyrosGame *_tyros_game_page_get_game            (TyrosGamePage *self);
/* A game of moves (not a finished board) is shown */
gboolean   _tyros_game_page_is_journal          (TyrosGamePage *self);
/* The page is the one its window shows */
gboolean   _tyros_game_page_in_view             (TyrosGamePage *self);

/* Back to entering moves at the end of the game */
void       _tyros_game_page_leave_history       (TyrosGamePage *self);
/* Shows the board after @n_moves moves (at most the game now), read only */
void       _tyros_game_page_view_position       (TyrosGamePage *self,
                                                 int            n_moves);
/* Enters a replacement for played move @index, or with -1 moves at the end */
void       _tyros_game_page_set_replacing       (TyrosGamePage *self,
                                                 int            index);
/* Says @text in a toast of the window */
void       _tyros_game_page_say                 (TyrosGamePage *self,
                                                 const char    *text);

/* tyros-game-page-layout.c: the adaptive layout (its vfuncs, its widgets) */
void       _tyros_game_page_layout_class_init   (GtkWidgetClass *widget_class);
void       _tyros_game_page_layout_init         (TyrosGamePage  *self);
void       _tyros_game_page_layout_dispose      (TyrosGamePage  *self);
/* The bottom sheet's bar says what it opens (libadwaita 1.6 on) */
void       _tyros_game_page_name_sheet_button   (TyrosGamePage  *self,
                                                 gboolean        finished_board);

/* tyros-game-page-proposal.c: the bar of a move proposed from a seat phone */
void       _tyros_game_page_proposal_class_init (GtkWidgetClass *widget_class);
void       _tyros_game_page_proposal_init       (TyrosGamePage  *self);
void       _tyros_game_page_proposal_dispose    (TyrosGamePage  *self);
/* After the position viewed or the move replaced changed */
void       _tyros_game_page_update_proposal     (TyrosGamePage  *self);

/* tyros-game-page-actions.c */
void       _tyros_game_page_class_actions_init  (TyrosGamePageClass *klass);
void       _tyros_game_page_action_group_init   (GActionGroupInterface *iface);
void       _tyros_game_page_update_actions      (TyrosGamePage *self);
/* Home and End over the page: the ends of the game */
void       _tyros_game_page_actions_init        (TyrosGamePage *self);

G_END_DECLS
