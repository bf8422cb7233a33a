/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-violation.h: why the rules say no
 *
 * Every rejection names the rule it breaks (the IDs of docs/rules.md), says so in
 * one plain sentence, and carries what a board view can highlight.
 */
#pragma once

#include "tyros-types.h"

G_BEGIN_DECLS

typedef struct {
  char       *rule;     /* "M5" */
  char       *message;  /* "Field 23 already holds 2 ships (M5)" */
  TyrosField  field;    /* the field to highlight, or TYROS_FIELD_NONE */
  int         step;     /* the offending route step (index into the route), or -1 */
  /* M1 at a step between grid neighbours that the board's sea does not join:
   * that pair, which a group's board may open (tyros_board_set_passage);
   * otherwise both TYROS_COAST_NONE. */
  TyrosCoast  closed_a;
  TyrosCoast  closed_b;
} TyrosViolation;

/* The message is formatted from @format and the rule ID is appended: "… (M5)". */
TyrosViolation *tyros_violation_new  (const char *rule,
                                      TyrosField  field,
                                      int         step,
                                      const char *format,
                                      ...) G_GNUC_PRINTF (4, 5);
TyrosViolation *tyros_violation_copy (const TyrosViolation *violation);
void            tyros_violation_free (TyrosViolation       *violation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosViolation, tyros_violation_free)

G_END_DECLS
