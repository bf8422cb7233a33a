/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window-private.h: what tyros-window.c and its parts share
 *
 * The window holds the stack of pages, the game shown (its session), opening
 * and saving, the toasts and the saved games; its "win.*" actions live in
 * tyros-window-actions.c, the opening of files in tyros-window-open.c, the
 * saved games and the records in tyros-window-games.c, and act through what
 * is declared here. The header
 * follows the page shown: each page says its "title" and "subtitle", and
 * whether it "can-go-back" to the board.
 */
#pragma once

#include "tyros-game-page.h"
#include "tyros-game-session.h"
#include "tyros-game-store.h"
#include "tyros-new-game-page.h"
#include "tyros-people.h"
#include "tyros-records-page.h"
#include "tyros-score-page.h"
#include "tyros-start-page.h"
#include "tyros-table-share.h"
#include "tyros-teacher.h"
#include "tyros-window.h"

G_BEGIN_DECLS

/* What the game on the board leaves the window for */
typedef enum {
  LEAVING_NOT,
  LEAVING_FOR_GAME,    /* another game is shown */
  LEAVING_TO_CLOSE,    /* the window closes */
} Leaving;

struct _TyrosWindow
{
  AdwApplicationWindow  parent_instance;

  /* template */
  GtkWidget            *row_title;
  GtkWidget            *back_button;
  GtkWidget            *history_box;
  GtkWidget            *panel_button;
  GtkWidget            *share_button;
  GtkWidget            *sheet_share_button;  /* the score sheet's Share menu */
  GMenuModel           *sheet_share_menu;
  GtkLabel             *share_label;
  GtkLabel             *row_share_label;
  GtkWidget            *player_chip;
  GtkSpinner           *opening_spinner;
  AdwWindowTitle       *window_title;
  GtkMenuButton        *primary_menu_button;
  GMenuModel           *primary_menu;      /* app-wide */
  GtkMenuButton        *game_menu_button;
  GMenuModel           *game_menu;         /* the game's actions, over its board */
  AdwToastOverlay      *toast_overlay;
  GtkWidget            *unsaved_banner;    /* while the game's file is behind it */
  GtkLabel             *unsaved_label;
  GtkWidget            *finished_banner;   /* a finished game opened read-only */
  GtkLabel             *finished_label;
  GtkStack             *main_stack;

  /* The pages of main_stack, NULL until first shown (see tyros-window.c). */
  TyrosStartPage       *start_page;
  TyrosNewGamePage     *new_game_page;
  TyrosGamePage        *game_page;
  TyrosScorePage       *score_page;
  GtkWidget            *compare_page;    /* "Compare with your board" */
  GtkWidget            *records_page;    /* TyrosRecordsPage */
  /* libadwaita 1.4+: the AdwNavigationView of main_stack's "game", which
   * holds the board and pushes the score sheet and Compare over it; NULL on
   * 1.2 (tyros-window-pages.c) */
  GtkWidget            *board_view;

  GdkRGBA               chip_colour;     /* of the player to act, as the chip paints it */
  GSettings            *settings;
  TyrosGameSession     *session;         /* the game shown, or NULL */
  GBindingGroup        *page_bindings;   /* the page shown's, on the header's title */
  GBindingGroup        *chip_bindings;   /* the session's, while its board is shown */
  GBindingGroup        *save_bindings;   /* the session's "save-error", on the banner */

  /* Where the game goes when it leaves the window (see leave_game()) */
  Leaving               leaving;
  TyrosGame            *next_game;       /* with LEAVING_FOR_GAME */
  char                 *next_path;
  int                   next_teach;      /* -1: as the teacher has it */
  GtkWidget            *unsaved_dialog;  /* asking whether it may leave unsaved */
  gboolean              close_confirmed; /* nothing left to ask: the window closes */

  TyrosGameStore       *store;
  TyrosPeople          *people;          /* who played the saved games; NULL until listed */
  TyrosRecords         *records;         /* the finished games, once Records or New Game was shown */
  GCancellable         *reading_names;   /* New Game's read of every game's names, or NULL */
  gboolean              scores_next;     /* the game being opened shows its score sheet */
  gboolean              back_to_records; /* that score sheet came from the records: back leads there */
  GCancellable         *opening;         /* the game file being read, or NULL */
  guint                 spinner_timeout; /* shows the spinner while it is */
  guint                 sharing_idle;    /* the header's Share button, after a layout */
  GCancellable         *listing;         /* the saved games being listed, or NULL */
  AdwToast             *delete_toast;    /* the last "Game deleted" toast, while it is up */
  GtkWidget            *said_bar;        /* the same on a phone, in the page's flow */
  GtkLabel             *said_label;
  AdwToast             *said_toast;      /* the teacher's last sentence, while it is up */
  TyrosTeacher         *teacher;         /* "Teach me as we play" */
  TyrosTableShare      *table;           /* the game shown on the table's phones, once shared; or NULL */
  GtkWidget            *share_dialog;    /* its invitation, while it is open */
};

/* The game shown, or NULL */
TyrosGame        *_tyros_window_get_game          (TyrosWindow *self);
void              _tyros_window_show_toast        (TyrosWindow *self,
                                                   const char  *text);
/* The page shown (the stack's, or the board view's visible page's) */
GtkWidget        *_tyros_window_visible_page      (TyrosWindow *self);
/* Shows the page @name of the stack ("start", "new-game", "game", ...) */
void              _tyros_window_set_page          (TyrosWindow *self,
                                                   const char  *name);
/* The pages built on first use */
TyrosNewGamePage *_tyros_window_new_game_page     (TyrosWindow *self);
GtkWidget        *_tyros_window_compare_page      (TyrosWindow *self);
void              _tyros_window_show_start_page   (TyrosWindow *self);
/* The start page, built and listing the saved games on its first need */
TyrosStartPage   *_tyros_window_start_page        (TyrosWindow *self);
/* The saved games, listed again on the start page */
void              _tyros_window_refresh_start_page (TyrosWindow *self);
/* The Records page, read again */
void              _tyros_window_show_records      (TyrosWindow *self);
/* The final score sheet, unless the game cannot be scored */
void              _tyros_window_show_scores       (TyrosWindow *self);

/* The game @game shown in place of the one on the board, once that one may
 * leave (see leave_game()); @path: its file in the store, or NULL for a new
 * one; @teach: 1 or 0 to teach it or not, -1 to leave that to the teacher */
void              _tyros_window_show_game (TyrosWindow *self,
                                           TyrosGame   *game,
                                           const char  *path,
                                           int          teach);

/* tyros-window-open.c: opening a game file */
/* Reads @file in a worker thread: see there */
void              _tyros_window_open_game_file (TyrosWindow *self,
                                                GFile       *file);
/* The file being read is dropped unseen */
void              _tyros_window_stop_opening (TyrosWindow *self);
/* A file dropped on the window is opened */
void              _tyros_window_accept_dropped_files (TyrosWindow *self);

/* tyros-window-games.c: the saved games, their people, the records */
/* New Game's names of every saved game, read once */
void              _tyros_window_read_names (TyrosWindow    *self);

/* tyros-window-pages.c: the stack's pages, and those over the board */
void              _tyros_window_add_page          (TyrosWindow *self,
                                                   GtkWidget   *page,
                                                   const char  *name);
/* Only the page: _tyros_window_set_page() shows it with its header */
void              _tyros_window_show_named_page   (TyrosWindow *self,
                                                   const char  *name);

/* Whether @page leads back to the board ("can-go-back") */
gboolean          _tyros_window_page_can_go_back  (GtkWidget   *page);

/* tyros-window-actions.c */
void              _tyros_window_class_actions_init (TyrosWindowClass *klass);
/* After the game shown or the page shown changed */
void              _tyros_window_update_actions    (TyrosWindow *self);
/* The header's Share with the Table: shown over the board and while shared */
void              _tyros_window_update_sharing    (TyrosWindow *self);
/* Nothing listens any more (another game is shown, the window closes);
 * TRUE when the game was shared. */
gboolean          _tyros_window_stop_sharing      (TyrosWindow *self);
/* After another game replaced a shared one: asks whether to share it too */
void              _tyros_window_offer_sharing     (TyrosWindow *self);

G_END_DECLS
