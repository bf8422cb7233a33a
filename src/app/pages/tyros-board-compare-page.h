/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-compare-page.h: "Compare with your board", one inferred sea link at a time
 *
 * Each sea link or closed border that docs/board.md only infers from the map is
 * shown on the board with the question "is there a sea passage here on your
 * board?", the 22 -> 15 question first. The answers are the group's board
 * (a TyrosBoard), kept in the user's data folder and given to every new game.
 */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_BOARD_COMPARE_PAGE (tyros_board_compare_page_get_type ())
G_DECLARE_FINAL_TYPE (TyrosBoardComparePage, tyros_board_compare_page, TYROS, BOARD_COMPARE_PAGE, AdwBin)

GtkWidget  *tyros_board_compare_page_new          (void);
/* Back to the first question, with the answers kept. */
void        tyros_board_compare_page_restart      (TyrosBoardComparePage *self);

/* The board the answers give, for new games: NULL when nothing was answered. */
TyrosBoard *tyros_board_compare_load_default      (void);

G_END_DECLS
