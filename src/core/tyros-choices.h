/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-choices.h: what a player may choose while a move is entered
 *
 * The questions a window asks as it offers choices: on which fields a build
 * would be accepted, which single empire a tile joins, which coast of 16 a
 * traced step reaches. Answered from the rules, never re-derived in the UI.
 */
#pragma once

#include "tyros-move.h"
#include "tyros-state.h"

G_BEGIN_DECLS

/* The fields where the player to act may build now (@type is
 * TYROS_MOVE_BUILD_CITY or TYROS_MOVE_BUILD_SHIP): every rule but the
 * payment, which is entered later. From tyros_movegen_legal_moves(). */
TyrosSet     tyros_choices_build_fields    (const TyrosState *state,
                                            TyrosMoveType     type);
/* The one empire a tile on @field joins when only one is offered (E2), or
 * TYROS_EMPIRE_NONE when the field takes no tile or the player must choose. */
TyrosEmpire  tyros_choices_single_empire   (const TyrosState *state,
                                            TyrosField        field);
/* The coast of @field a ship on @from reaches in one step: the one the sea
 * joins to @from (for 16, the coast on that side), else the field's own
 * (16w for 16), so that the rules can explain why the step is not one. */
TyrosCoast   tyros_choices_step_coast      (TyrosCoast        from,
                                            TyrosField        field);

G_END_DECLS
