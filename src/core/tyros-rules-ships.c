/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules-ships.c: phase 3, A: moving a ship (M1-M7) */
#define G_LOG_DOMAIN "tyros-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-rules-private.h"

/* Phase 3, A: moving a ship (M1-M7) */

static TyrosSet
place_coasts (const TyrosPlace *place)
{
  if (place->coast != TYROS_COAST_NONE)
    return TYROS_SET_BIT (place->coast);
  return tyros_field_coasts (place->field);
}

static TyrosSet
player_ship_coasts (const TyrosState *state,
                    int               player,
                    TyrosSet          coasts)
{
  TyrosSet with_ship = 0;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    if (state->ships[c][player] > 0)
      with_ship |= TYROS_SET_BIT (c);
  return with_ship;
}

static TyrosSet
step_targets (const TyrosBoard *board,
              TyrosSet          from)
{
  TyrosSet next = 0;

  for (int c = tyros_set_next (from, 0); c >= 0; c = tyros_set_next (from, c))
    next |= tyros_sea_neighbours (board, c);
  return next;
}

/* The closed pair a group's board could open. Of the coasts of 16, the one
 * the printed board lists with the neighbour (closed: 16e-21) is the one
 * facing it. */
static void
name_closed_pair (TyrosViolation *violation,
                  TyrosSet        from_coasts,
                  TyrosSet        to_coasts)
{
  for (int a = tyros_set_next (from_coasts, 0); a >= 0; a = tyros_set_next (from_coasts, a))
    for (int b = tyros_set_next (to_coasts, 0); b >= 0; b = tyros_set_next (to_coasts, b))
      {
        gboolean listed = tyros_board_sea_link (a, b) != NULL;

        if (!tyros_board_pair_is_valid (a, b))
          continue;
        if (violation->closed_a == TYROS_COAST_NONE || listed)
          {
            violation->closed_a = a;
            violation->closed_b = b;
          }
        if (listed)
          return;
      }
}

static TyrosViolation *
closed_step_violation (const TyrosBoard *board,
                       TyrosSet          from_coasts,
                       TyrosField        from,
                       const TyrosPlace *to,
                       int               step)
{
  TyrosViolation *violation;

  if (from == to->field)
    return tyros_violation_new ("M1", to->field, step,
                                _("From one coast of 16 to the other is not one step: the ship sails round the boot via 17"));
  if (!tyros_board_fields_adjacent (from, to->field))
    return tyros_violation_new ("M1", to->field, step,
                                _("%s and %s are not neighbours: a ship moves one field at a time"),
                                tyros_field_to_string (from), tyros_field_to_string (to->field));
  /* The sea joins the two fields, but at the other coast of 16 */
  if ((step_targets (board, tyros_field_coasts (from)) & tyros_field_coasts (to->field)) != 0)
    return tyros_violation_new ("M1", to->field, step,
                                _("The sea joins %s and %s only at the other coast of 16 (11 is on the west coast, 15 on the east): "
                                  "a ship changes coast by sailing round the boot via 17"),
                                from == 16 ? tyros_coast_to_string (tyros_set_next (from_coasts, 0)) : tyros_field_to_string (from),
                                tyros_place_to_string (to));
  violation = tyros_violation_new ("M1", to->field, step,
                                   _("Between %s and %s there is land: ships cannot cross it"),
                                   tyros_field_to_string (from), tyros_field_to_string (to->field));
  name_closed_pair (violation, from_coasts, place_coasts (to));
  return violation;
}

/* Resolves the coasts of a route (M1, M7): forward, the coasts each place can
 * be reached on; backward, one coast per place. */
static gboolean
resolve_route (const TyrosState *state,
               const TyrosMove  *move,
               GArray           *coasts,
               TyrosViolation  **violation)
{
  guint n = move->route->len + 1;
  g_autofree TyrosSet *reach = g_new0 (TyrosSet, n);

  reach[0] = player_ship_coasts (state, move->player, place_coasts (&move->from));
  if (reach[0] == 0)
    {
      g_autofree char *name = tyros_state_dup_player_name (state, move->player);

      *violation = tyros_violation_new ("M1", move->from.field, -1, _("%s has no ship on %s"),
                                        name, tyros_place_to_string (&move->from));
      return FALSE;
    }
  for (guint i = 1; i < n; i++)
    {
      const TyrosPlace *place = &g_array_index (move->route, TyrosPlace, i - 1);
      TyrosField previous = i == 1 ? move->from.field : g_array_index (move->route, TyrosPlace, i - 2).field;

      reach[i] = step_targets (state->board, reach[i - 1]) & place_coasts (place);
      if (reach[i] == 0)
        {
          *violation = closed_step_violation (state->board, reach[i - 1], previous, place, (int) i - 1);
          return FALSE;
        }
    }
  if (tyros_set_count (reach[n - 1]) > 1)
    {
      *violation = tyros_violation_new ("M7", 16, (int) n - 2, "%s",
                                        _("Say on which coast of 16 the ship ends: 16w (west) or 16e (east)"));
      return FALSE;
    }

  g_array_set_size (coasts, n);
  g_array_index (coasts, TyrosCoast, n - 1) = tyros_set_next (reach[n - 1], 0);
  for (guint i = n - 1; i > 0; i--)
    {
      TyrosSet before = reach[i - 1] & tyros_sea_neighbours (state->board, g_array_index (coasts, TyrosCoast, i));

      if (i == 1 && tyros_set_count (before) > 1)
        {
          *violation = tyros_violation_new ("M7", 16, -1, "%s",
                                            _("Say which ship in 16 moves: the one on the west coast (16w) or on the east coast (16e)"));
          return FALSE;
        }
      /* In the middle of a route the coast of 16 changes nothing: take the first. */
      g_array_index (coasts, TyrosCoast, i - 1) = tyros_set_next (before, 0);
    }
  return TRUE;
}

static gboolean
destination_allowed (const TyrosState *state,
                     TyrosField        field,
                     int               step,
                     TyrosViolation  **violation)
{
  if (state->empire[field] != TYROS_EMPIRE_NONE)
    return TRUE;
  if (field == TYROS_FIELD_TYROS && state->edition->tyros_always_destination)
    return TRUE;
  *violation = tyros_violation_new ("M3", field, step,
                                    _("Field %s carries no empire chip: a ship can only end its move on an empire's field"),
                                    tyros_field_to_string (field));
  return FALSE;
}

gboolean
tyros_rules_ship_limit_kept (const TyrosState *state,
                             TyrosField        field,
                             int               player,
                             int               step,
                             TyrosViolation  **violation)
{
  const TyrosEdition *edition = state->edition;
  guint limit = edition->max_ships_per_field;
  guint ships = tyros_state_ships_in_field (state, field, -1);

  if (field == TYROS_FIELD_TYROS && edition->tyros_ship_limit == TYROS_TYROS_SHIPS_UNLIMITED)
    return TRUE;
  if (state->city[field] >= 0 && edition->city_fields_unlimited)
    return TRUE;
  if (field == TYROS_FIELD_TYROS && state->city[field] < 0)
    {
      if (tyros_state_ships_in_field (state, field, player) <= limit)
        return TRUE;
      *violation = tyros_violation_new ("M5", field, step,
                                        ngettext ("While Tyros has no city, each player may have at most %u ship there",
                                                  "While Tyros has no city, each player may have at most %u ships there",
                                                  limit),
                                        limit);
      return FALSE;
    }
  if (ships <= limit)
    return TRUE;
  if (step < 0 && state->city[field] < 0)
    *violation = tyros_violation_new ("M5", field, -1, _("Field %s has more than %u ships and no city"),
                                      tyros_field_to_string (field), limit);
  else
    *violation = tyros_violation_new ("M5", field, step,
                                      ngettext ("Field %s would hold %u ships: at most %u may stand there after a move",
                                                "Field %s would hold %u ships: at most %u may stand there after a move",
                                                ships),
                                      tyros_field_to_string (field), ships, limit);
  return FALSE;
}

gboolean
tyros_rules_handle_ship (TyrosState      *state,
                         const TyrosMove *move,
                         TyrosOutcome    *outcome,
                         TyrosViolation **violation)
{
  g_autoptr(GArray) coasts = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
  TyrosCoast from, to;
  TyrosField field;
  int last;
  TyrosPrice price;

  if (move->route == NULL || move->route->len == 0)
    {
      *violation = tyros_violation_new ("M1", move->from.field, -1, "%s", _("A ship must move at least one step"));
      return FALSE;
    }
  if (!resolve_route (state, move, coasts, violation))
    return FALSE;

  from = g_array_index (coasts, TyrosCoast, 0);
  to = g_array_index (coasts, TyrosCoast, coasts->len - 1);
  field = tyros_coast_field (to);
  last = (int) move->route->len - 1;
  if (!destination_allowed (state, field, last, violation))
    return FALSE;

  price = (TyrosPrice) { move->route->len, state->empire[field], move->route->len, "M1", "M2" };
  if (!tyros_rules_check_payment (&move->paid, &price, field, violation))
    return FALSE;

  state->ships[from][move->player]--;
  state->ships[to][move->player]++;
  if (!tyros_rules_ship_limit_kept (state, field, move->player, last, violation))
    return FALSE;

  tyros_rules_set_price (outcome, &price);
  outcome->route = g_steal_pointer (&coasts);
  if (state->edition->city_fee && state->city[field] >= 0 && state->city[field] != move->player)
    outcome->fee_to = state->city[field];  /* M6 */
  return TRUE;
}
