/* tyros-window-private.h: what the UI tests look at inside the window */
#pragma once

#include "tyros-window.h"
#include "tyros-action-panel.h"
#include "tyros-board-view.h"
#include "tyros-new-game-page.h"
#include "tyros-position-panel.h"
#include "tyros-score-sheet.h"
#include "tyros-standings-panel.h"

G_BEGIN_DECLS

/* "start", "new-game", "game" or "score" */
const char          *tyros_window_get_page_name      (TyrosWindow *self);
/* The header: "Anna’s turn" and "Round 1 · Expanding the empires · lap 1 of 2". */
const char          *tyros_window_get_title_text     (TyrosWindow *self);
const char          *tyros_window_get_subtitle_text  (TyrosWindow *self);
TyrosBoardView      *tyros_window_get_board_view     (TyrosWindow *self);
TyrosActionPanel    *tyros_window_get_action_panel   (TyrosWindow *self);
TyrosNewGamePage    *tyros_window_get_new_game_page  (TyrosWindow *self);
TyrosStandingsPanel *tyros_window_get_standings      (TyrosWindow *self);
TyrosPositionPanel  *tyros_window_get_position_panel (TyrosWindow *self);
TyrosScoreSheet     *tyros_window_get_final_sheet    (TyrosWindow *self);
TyrosScoreSheet     *tyros_window_get_live_sheet     (TyrosWindow *self);
/* Folds or unfolds the side panel as a narrow window would. */
gboolean             tyros_window_get_panel_folded   (TyrosWindow *self);

G_END_DECLS
