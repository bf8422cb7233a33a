/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-choices.c: what a player may choose while a move is entered */
#define G_LOG_DOMAIN "tyros-choices"

#include "tyros-board.h"
#include "tyros-choices.h"
#include "tyros-movegen.h"
#include "tyros-rules.h"

TyrosSet
tyros_choices_build_fields (const TyrosState *state,
                            TyrosMoveType     type)
{
  g_autoptr(GPtrArray) legal = NULL;
  TyrosSet fields = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (type == TYROS_MOVE_BUILD_CITY || type == TYROS_MOVE_BUILD_SHIP, 0);

  /* the legal moves are the checker's own answers (tyros-movegen.c) */
  legal = tyros_movegen_legal_moves (state);
  for (guint i = 0; i < legal->len; i++)
    {
      const TyrosLegalMove *move = g_ptr_array_index (legal, i);

      if (move->move->type == type)
        fields |= TYROS_SET_BIT (move->move->field);
    }
  return fields;
}

TyrosEmpire
tyros_choices_single_empire (const TyrosState *state,
                             TyrosField        field)
{
  guint empires;

  g_return_val_if_fail (state != NULL, TYROS_EMPIRE_NONE);

  if (!tyros_field_is_valid (field) || !TYROS_SET_HAS (tyros_rules_expand_fields (state), field))
    return TYROS_EMPIRE_NONE;
  empires = tyros_rules_expand_empires (state, field);
  if (tyros_set_count (empires) != 1)
    return TYROS_EMPIRE_NONE;
  for (guint e = 0; e < TYROS_N_EMPIRES; e++)
    if (empires & (1u << e))
      return (TyrosEmpire) e;
  return TYROS_EMPIRE_NONE;
}

TyrosCoast
tyros_choices_step_coast (TyrosCoast from,
                          TyrosField field)
{
  TyrosSet coasts;

  g_return_val_if_fail (tyros_field_is_valid (field), TYROS_COAST_NONE);

  coasts = tyros_field_coasts (field);
  for (int c = tyros_set_next (coasts, 0); c > 0; c = tyros_set_next (coasts, c))
    if (tyros_board_sea_connected (from, c))
      return c;
  return field == 16 ? TYROS_COAST_16W : field;
}
