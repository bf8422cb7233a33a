/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move.c: journal entries */
#define G_LOG_DOMAIN "tyros-move"

#include "config.h"

#include "tyros-move.h"

static const char *const type_names[] = {
  [TYROS_MOVE_EXPAND] = "expand",
  [TYROS_MOVE_EXPAND_PASS] = "expand_pass",
  [TYROS_MOVE_SHIP] = "move",
  [TYROS_MOVE_BUILD_CITY] = "build_city",
  [TYROS_MOVE_BUILD_SHIP] = "build_ship",
  [TYROS_MOVE_BANK_SWAP] = "bank_swap",
  [TYROS_MOVE_BANK_PICK] = "bank_pick",
  [TYROS_MOVE_TRADE] = "trade",
  [TYROS_MOVE_PASS] = "pass",
};

TyrosMove *
tyros_move_new (TyrosMoveType type,
                int           player)
{
  TyrosMove *move = g_new0 (TyrosMove, 1);

  move->type = type;
  move->player = player;
  move->empire = TYROS_EMPIRE_NONE;
  move->partner = -1;
  move->returned = TYROS_COAST_NONE;
  return move;
}

TyrosMove *
tyros_move_copy (const TyrosMove *move)
{
  TyrosMove *copy = g_new (TyrosMove, 1);

  *copy = *move;
  if (move->route != NULL)
    copy->route = g_array_copy (move->route);
  if (move->shown != NULL)
    copy->shown = g_array_copy (move->shown);
  return copy;
}

void
tyros_move_free (TyrosMove *move)
{
  if (move == NULL)
    return;
  g_clear_pointer (&move->route, g_array_unref);
  g_clear_pointer (&move->shown, g_array_unref);
  g_free (move);
}

void
tyros_move_add_route_step (TyrosMove  *move,
                           TyrosPlace  place)
{
  if (move->route == NULL)
    move->route = g_array_new (FALSE, FALSE, sizeof (TyrosPlace));
  g_array_append_val (move->route, place);
}

guint
tyros_payment_total (const TyrosPayment *payment)
{
  guint total = 0;

  for (guint i = 0; i < TYROS_N_CARD_KINDS; i++)
    total += payment->cards[i];
  return total;
}

const char *
tyros_move_type_to_string (TyrosMoveType type)
{
  g_return_val_if_fail (type <= TYROS_MOVE_PASS, "?");
  return type_names[type];
}

gboolean
tyros_move_type_from_string (const char    *text,
                             TyrosMoveType *type)
{
  for (guint i = 0; i < G_N_ELEMENTS (type_names); i++)
    {
      if (g_strcmp0 (text, type_names[i]) == 0)
        {
          *type = (TyrosMoveType) i;
          return TRUE;
        }
    }
  return FALSE;
}
