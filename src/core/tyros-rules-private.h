/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules-private.h: what the parts of the rules share (tyros-rules.c,
 * tyros-rules-expand.c, tyros-rules-ships.c), and nobody else
 *
 * A handler checks @move on @state, a copy, and plays it there: FALSE with
 * *@violation when it breaks a rule. Turn order is tyros_rules_apply()'s.
 */
#pragma once

#include "tyros-rules.h"

G_BEGIN_DECLS

/* What an action costs (M1, M2, B3, C2, C3) */
typedef struct {
  guint        cost;
  TyrosEmpire  colour;       /* NONE: any colour */
  guint        colour_min;   /* cards that must have the colour (jokers count) */
  const char  *count_rule;
  const char  *colour_rule;
} TyrosPrice;

/* The price, as the outcome tells it */
void     tyros_rules_set_price          (TyrosOutcome       *outcome,
                                         const TyrosPrice   *price);
/* The cards paid (when the move says) match @price */
gboolean tyros_rules_check_payment      (const TyrosPayment *paid,
                                         const TyrosPrice   *price,
                                         TyrosField          field,
                                         TyrosViolation    **violation);

/* tyros-rules-expand.c */
gboolean tyros_rules_handle_expand      (TyrosState         *state,
                                         const TyrosMove    *move,
                                         TyrosOutcome       *outcome,
                                         TyrosViolation    **violation);
gboolean tyros_rules_handle_expand_pass (TyrosState         *state,
                                         const TyrosMove    *move,
                                         TyrosOutcome       *outcome,
                                         TyrosViolation    **violation);

/* tyros-rules-ships.c */
gboolean tyros_rules_handle_ship        (TyrosState         *state,
                                         const TyrosMove    *move,
                                         TyrosOutcome       *outcome,
                                         TyrosViolation    **violation);

G_END_DECLS
