/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-moves-window.h: "What can I do?", the moves the rules allow now
 *
 * The core's list of legal moves (tyros-movegen.h) for the player to act,
 * grouped as the rulebook is, each with its cost and the core's sentence of
 * why; choosing one plays it through the move entry, as Confirm would.
 */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"
#include "tyros-move-entry.h"

G_BEGIN_DECLS

#define TYROS_TYPE_MOVES_WINDOW (tyros_moves_window_get_type ())
G_DECLARE_FINAL_TYPE (TyrosMovesWindow, tyros_moves_window, TYROS, MOVES_WINDOW, AdwWindow)

/* The moves of @state, played through @entry when chosen. */
TyrosMovesWindow *tyros_moves_window_new        (GtkWindow        *parent,
                                                 const TyrosState *state,
                                                 TyrosMoveEntry   *entry);

G_END_DECLS
