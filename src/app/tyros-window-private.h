/* tyros-window-private.h: what the UI tests and the replay hook look at inside the window */
#pragma once

#include "tyros-window.h"
#include "tyros-action-panel.h"
#include "tyros-board-view.h"
#include "tyros-history-panel.h"
#include "tyros-new-game-page.h"
#include "tyros-position-panel.h"
#include "tyros-score-sheet.h"
#include "tyros-standings-panel.h"
#include "tyros-start-page.h"
#include "tyros-teacher.h"

G_BEGIN_DECLS

/* A getter of something on a page not built yet (see game_page() in
 * tyros-window.c) builds that page. */

/* "start", "new-game", "game" or "score" */
const char          *tyros_window_get_page_name      (TyrosWindow *self);
/* The header: "Anna’s turn" and "Round 1 · Expanding the empires · lap 1 of 2". */
const char          *tyros_window_get_title_text     (TyrosWindow *self);
const char          *tyros_window_get_subtitle_text  (TyrosWindow *self);
TyrosBoardView      *tyros_window_get_board_view     (TyrosWindow *self);
TyrosActionPanel    *tyros_window_get_action_panel   (TyrosWindow *self);
TyrosNewGamePage    *tyros_window_get_new_game_page  (TyrosWindow *self);
TyrosStartPage      *tyros_window_get_start_page     (TyrosWindow *self);
TyrosHistoryPanel   *tyros_window_get_history_panel  (TyrosWindow *self);
/* The banner above the board (an earlier position, a replacement, a move that
 * breaks a rule), or NULL when it is hidden. */
const char          *tyros_window_get_banner_text    (TyrosWindow *self);
/* The position shown from the history (moves played before it), or -1. */
int                  tyros_window_get_viewing        (TyrosWindow *self);
/* Where the game is autosaved, and how many played moves the last autosave
 * holds (-1: none yet). The replay hook of bench/kill-soak reports these. */
const char          *tyros_window_get_autosave_path  (TyrosWindow *self);
int                  tyros_window_get_saved_moves    (TyrosWindow *self);
/* The "Game deleted" toast with its Undo, while it is shown. */
AdwToast            *tyros_window_get_delete_toast   (TyrosWindow *self);
TyrosStandingsPanel *tyros_window_get_standings      (TyrosWindow *self);
TyrosPositionPanel  *tyros_window_get_position_panel (TyrosWindow *self);
TyrosScoreSheet     *tyros_window_get_final_sheet    (TyrosWindow *self);
TyrosScoreSheet     *tyros_window_get_live_sheet     (TyrosWindow *self);
TyrosTeacher        *tyros_window_get_teacher        (TyrosWindow *self);
/* Folds or unfolds the side panel as a narrow window would. */
gboolean             tyros_window_get_panel_folded   (TyrosWindow *self);

G_END_DECLS
