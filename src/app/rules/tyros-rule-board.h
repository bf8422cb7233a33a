/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rule-board.h: a small picture of the board for a rule
 *
 * Draws the 5x7 grid from the core's board data and marks what a rule is about
 * (sea links, Italy's coasts, the open sea, Tyros' neighbours, ...). Separate
 * from the main board view on purpose: no position, no input.
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_RULE_BOARD (tyros_rule_board_get_type ())
G_DECLARE_FINAL_TYPE (TyrosRuleBoard, tyros_rule_board, TYROS, RULE_BOARD, GtkWidget)

GtkWidget        *tyros_rule_board_new         (void);
/* Hidden for TYROS_RULE_PICTURE_NONE; named by the picture's caption.
 * Also the read-only property "picture". */
void              tyros_rule_board_set_picture (TyrosRuleBoard   *self,
                                                TyrosRulePicture  picture);
/* The founding fields the FIRST_GAME picture marks (by TyrosEmpire); the
 * first game's 7, 13, 23, 26 until set. */
void              tyros_rule_board_set_founding (TyrosRuleBoard  *self,
                                                 const TyrosField founding[TYROS_N_EMPIRES]);

G_END_DECLS
