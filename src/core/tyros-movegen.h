/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-movegen.h: the moves the rules allow now (docs/command.md, "tyros moves")
 *
 * Every candidate is put to tyros_rules_check(), so each rule has one
 * implementation: the list is exactly the moves the checker accepts, up to
 * what a journal cannot say (cards are not tracked, so nothing is paid; a ship
 * takes one shortest route per start and destination).
 */
#pragma once

#include "tyros-rules.h"

G_BEGIN_DECLS

typedef struct {
  TyrosMove   *move;
  guint        cost;        /* trade cards to hand over */
  TyrosEmpire  colour;      /* their colour, or NONE for any */
  guint        colour_min;  /* how many must have it (jokers count) */
  char        *why;         /* one sentence in the user's language */
} TyrosLegalMove;

void       tyros_legal_move_free    (TyrosLegalMove   *legal);

/* The moves of the player to act, in the order of docs/command.md: expansions by
 * field, ship moves by start then destination, cities, ships, bank, trade,
 * pass. Empty when the game is over. A GPtrArray of TyrosLegalMove. */
GPtrArray *tyros_movegen_legal_moves (const TyrosState *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosLegalMove, tyros_legal_move_free)

G_END_DECLS
