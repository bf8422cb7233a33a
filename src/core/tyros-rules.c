/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules.c: checking and applying moves
 *
 * Every handler works on a copy of the state and returns a violation or
 * nothing; tyros_rules_apply() only writes the copy back when all is well, so a
 * rejected move changes nothing. The handlers of the expansion are in
 * tyros-rules-expand.c, that of a ship's move in tyros-rules-ships.c.
 */
#define G_LOG_DOMAIN "tyros-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-rules-private.h"

typedef gboolean (*MoveHandler) (TyrosState      *state,
                                 const TyrosMove *move,
                                 TyrosOutcome    *outcome,
                                 TyrosViolation **violation);

static void
outcome_reset (TyrosOutcome *outcome)
{
  *outcome = (TyrosOutcome) { .cost_colour = TYROS_EMPIRE_NONE, .empire = TYROS_EMPIRE_NONE, .fee_to = -1 };
}

void
tyros_outcome_clear (TyrosOutcome *outcome)
{
  g_clear_pointer (&outcome->route, g_array_unref);
  outcome_reset (outcome);
}

/* Payment (M1, M2, B3, C2, C3) */

void
tyros_rules_set_price (TyrosOutcome     *outcome,
                       const TyrosPrice *price)
{
  outcome->cost = price->cost;
  outcome->cost_colour = price->colour;
  outcome->cost_colour_min = price->colour == TYROS_EMPIRE_NONE ? 0 : price->colour_min;
}

gboolean
tyros_rules_check_payment (const TyrosPayment *paid,
                           const TyrosPrice   *price,
                           TyrosField          field,
                           TyrosViolation    **violation)
{
  guint total, matching;

  if (!paid->given)
    return TRUE;
  total = tyros_payment_total (paid);
  if (total != price->cost)
    {
      *violation = tyros_violation_new (price->count_rule, field, -1,
                                        ngettext ("This costs %u trade card, not %u",
                                                  "This costs %u trade cards, not %u", price->cost),
                                        price->cost, total);
      return FALSE;
    }
  if (price->colour == TYROS_EMPIRE_NONE)
    return TRUE;
  matching = paid->cards[price->colour] + paid->cards[TYROS_CARD_JOKER];
  if (matching < price->colour_min)
    {
      if (price->colour_min == price->cost)
        *violation = tyros_violation_new (price->colour_rule, field, -1,
                                          _("All cards paid must be %s (jokers count as any colour)"),
                                          tyros_empire_display_name (price->colour));
      else
        *violation = tyros_violation_new (price->colour_rule, field, -1,
                                          ngettext ("At least %u card paid must be %s (jokers count as any colour)",
                                                    "At least %u cards paid must be %s (jokers count as any colour)",
                                                    price->colour_min),
                                          price->colour_min, tyros_empire_display_name (price->colour));
      return FALSE;
    }
  return TRUE;
}

/* Phase 3, B: building a city (B1-B6) */

static gboolean
check_city_site (const TyrosState *state,
                 const TyrosMove  *move,
                 TyrosViolation  **violation)
{
  TyrosField field = move->field;
  guint own = tyros_state_ships_in_field (state, field, move->player);
  g_autofree char *name = tyros_state_dup_player_name (state, move->player);

  if (field == TYROS_FIELD_TYROS && !state->edition->city_in_tyros)
    *violation = tyros_violation_new ("B2", field, -1, "%s", _("In this edition no city can be built in Tyros"));
  else if (state->empire[field] == TYROS_EMPIRE_NONE)
    *violation = tyros_violation_new ("B2", field, -1, _("Field %s carries no empire chip: a city needs an empire's field"),
                                      tyros_field_to_string (field));
  else if (state->city[field] >= 0)
    *violation = tyros_violation_new ("B2", field, -1, _("Field %s already has a city: one city per field"),
                                      tyros_field_to_string (field));
  else if (own == 0)
    *violation = tyros_violation_new ("B1", field, -1, _("%s has no ship on %s: a city needs a ship of its builder there"),
                                      name, tyros_field_to_string (field));
  else if (tyros_state_field_owners (state, field) > 1)
    *violation = tyros_violation_new ("B1", field, -1, _("Another player has a ship on %s: %s does not control it alone"),
                                      tyros_field_to_string (field), name);
  else if (tyros_state_cities_left (state, move->player) == 0)
    *violation = tyros_violation_new ("B5", field, -1, _("%s has no city markers left"), name);
  return *violation == NULL;
}

/* B4: which of the builder's ships goes back. In 16 with ships on both coasts
 * the player chooses (the move's "returned"); without a choice the coast with
 * more of their ships gives one back, the west coast on a tie (file-format.md). */
static gboolean
returned_coast (const TyrosState *state,
                const TyrosMove  *move,
                TyrosCoast       *coast,
                TyrosViolation  **violation)
{
  TyrosField field = move->field;
  int player = move->player;

  if (move->returned == TYROS_COAST_NONE)
    {
      *coast = field;
      if (field == 16 && state->ships[TYROS_COAST_16E][player] > state->ships[TYROS_COAST_16W][player])
        *coast = TYROS_COAST_16E;
      return TRUE;
    }
  if (field != 16 || (move->returned != TYROS_COAST_16W && move->returned != TYROS_COAST_16E))
    *violation = tyros_violation_new ("B4", field, -1, "%s",
                                      _("Only a city in field 16 asks which coast's ship goes back"));
  else if (state->ships[move->returned][player] == 0)
    {
      g_autofree char *name = tyros_state_dup_player_name (state, player);

      *violation = tyros_violation_new ("B4", field, -1,
                                        move->returned == TYROS_COAST_16W
                                          ? _("%s has no ship on the west coast of 16 to send back")
                                          : _("%s has no ship on the east coast of 16 to send back"),
                                        name);
    }
  *coast = move->returned;
  return *violation == NULL;
}

static gboolean
handle_build_city (TyrosState      *state,
                   const TyrosMove *move,
                   TyrosOutcome    *outcome,
                   TyrosViolation **violation)
{
  TyrosField field = move->field;
  TyrosCoast returned;
  guint cost;
  TyrosPrice price;

  if (!check_city_site (state, move, violation) || !returned_coast (state, move, &returned, violation))
    return FALSE;
  cost = tyros_state_ships_in_field (state, field, move->player) >= 2 ? 4 : 5;  /* B3 */
  price = (TyrosPrice) { cost, state->empire[field], cost, "B3", "B3" };
  if (!tyros_rules_check_payment (&move->paid, &price, field, violation))
    return FALSE;

  state->city[field] = move->player;
  state->ships[returned][move->player]--;
  tyros_rules_set_price (outcome, &price);
  if (state->first_all_four < 0 && tyros_state_has_city_in_all_empires (state, move->player))
    {
      state->first_all_four = move->player;  /* B6 */
      outcome->all_four_bonus = TRUE;
    }
  return TRUE;
}

/* Phase 3, C: building a ship (C1-C5) */

static gboolean
ship_price (const TyrosState *state,
            const TyrosMove  *move,
            TyrosPrice       *price,
            TyrosViolation  **violation)
{
  TyrosField field = move->field;
  guint ships = tyros_state_ships_in_field (state, field, -1);
  TyrosEmpire tyros_colour = state->empire[TYROS_FIELD_TYROS];
  g_autofree char *name = tyros_state_dup_player_name (state, move->player);

  if (state->city[field] == move->player)
    {
      *price = (TyrosPrice) { 1 + ships, state->empire[field], 1, "C2", "C2" };
      return TRUE;
    }
  if (field != TYROS_FIELD_TYROS)
    {
      *violation = tyros_violation_new ("C1", field, -1,
                                        _("%s has no city on %s: ships are built in one's own city or in Tyros"),
                                        name, tyros_field_to_string (field));
      return FALSE;
    }
  if (state->city[field] >= 0 && !state->edition->tyros_ship_building_always)
    {
      *violation = tyros_violation_new ("C1", field, -1, "%s",
                                        _("Another player has a city in Tyros: only its owner builds ships there now"));
      return FALSE;
    }
  *price = (TyrosPrice) { ships + 1, TYROS_EMPIRE_NONE, 0, "C3", "C3" };
  if (state->edition->tyros_ship_needs_empire_card && tyros_colour != TYROS_EMPIRE_NONE)
    {
      price->colour = tyros_colour;
      price->colour_min = 1;
    }
  return TRUE;
}

static gboolean
handle_build_ship (TyrosState      *state,
                   const TyrosMove *move,
                   TyrosOutcome    *outcome,
                   TyrosViolation **violation)
{
  TyrosPrice price;

  if (tyros_state_ships_left (state, move->player) == 0)
    {
      g_autofree char *name = tyros_state_dup_player_name (state, move->player);

      *violation = tyros_violation_new ("C5", move->field, -1, _("%s has no ships left to build"), name);
      return FALSE;
    }
  if (!ship_price (state, move, &price, violation) ||
      !tyros_rules_check_payment (&move->paid, &price, move->field, violation))
    return FALSE;

  /* C4: in 16 the new ship stands on the west coast, which is coast 16 */
  state->ships[move->field][move->player]++;
  tyros_rules_set_price (outcome, &price);
  return TRUE;
}

/* Phase 3, D and E: trading */

static gboolean
handle_bank_swap (TyrosState      *state,
                  const TyrosMove *move,
                  TyrosOutcome    *outcome G_GNUC_UNUSED,
                  TyrosViolation **violation)
{
  const TyrosEdition *edition = state->edition;

  if (move->count >= edition->bank_swap_min && move->count <= edition->bank_swap_max)
    return TRUE;
  if (edition->bank_swap_min == edition->bank_swap_max)
    *violation = tyros_violation_new ("D1", TYROS_FIELD_NONE, -1,
                                      _("A swap with the bank is exactly %u cards in this edition"), edition->bank_swap_max);
  else
    *violation = tyros_violation_new ("D1", TYROS_FIELD_NONE, -1,
                                      _("A swap with the bank is %u to %u cards"), edition->bank_swap_min, edition->bank_swap_max);
  return FALSE;
}

static gboolean
handle_bank_pick (TyrosState      *state G_GNUC_UNUSED,
                  const TyrosMove *move G_GNUC_UNUSED,
                  TyrosOutcome    *outcome,
                  TyrosViolation **violation G_GNUC_UNUSED)
{
  outcome->cost = 3;  /* D2: three cards for one of choice */
  return TRUE;
}

static gboolean
handle_trade (TyrosState      *state,
              const TyrosMove *move,
              TyrosOutcome    *outcome G_GNUC_UNUSED,
              TyrosViolation **violation)
{
  if (move->partner >= 0 && move->partner < (int) state->n_players && move->partner != move->player)
    return TRUE;
  *violation = tyros_violation_new ("T1", TYROS_FIELD_NONE, -1, "%s",
                                    _("A trade is made with one other player"));
  return FALSE;
}

static gboolean
handle_pass (TyrosState      *state G_GNUC_UNUSED,
             const TyrosMove *move G_GNUC_UNUSED,
             TyrosOutcome    *outcome G_GNUC_UNUSED,
             TyrosViolation **violation G_GNUC_UNUSED)
{
  return TRUE;
}

/* Turn order (P2, P3, P4, G1) */

static void
start_round (TyrosState *state)
{
  state->round++;
  state->phase = TYROS_PHASE_EXPAND;
  state->lap = 1;
  state->turns_in_lap = 0;
  state->pass_streak = 0;
  state->current_player = state->start_player;
}

/* The next player in phase 2 who still holds a tile; phase 3 when the laps are done. */
static void
advance_expansion (TyrosState *state)
{
  guint n = state->n_players;

  do
    {
      state->current_player = (state->current_player + 1) % (int) n;
      if (++state->turns_in_lap == n)
        {
          state->turns_in_lap = 0;
          state->current_player = state->start_player;
          if (++state->lap > tyros_state_expand_laps (state))
            {
              state->phase = TYROS_PHASE_ACTIONS;
              state->pass_streak = 0;
              return;
            }
        }
    }
  while (state->hand[state->current_player] == 0);
}


static void
end_round (TyrosState   *state,
           TyrosOutcome *outcome)
{
  /* P4: the start-player token passes on */
  state->start_player = (state->start_player + 1) % (int) state->n_players;
  outcome->round_ended = TRUE;
  if (state->last_round)
    {
      state->phase = TYROS_PHASE_OVER;
      outcome->game_ended = TRUE;
      return;
    }
  start_round (state);
  /* A start player without tiles has nothing to play: their turn passes. */
  if (state->hand[state->current_player] == 0)
    advance_expansion (state);
}

static void
advance_actions (TyrosState      *state,
                 const TyrosMove *move,
                 TyrosOutcome    *outcome)
{
  state->pass_streak = move->type == TYROS_MOVE_PASS ? state->pass_streak + 1 : 0;
  if (state->pass_streak >= state->n_players)
    {
      end_round (state, outcome);
      return;
    }
  state->current_player = (state->current_player + 1) % (int) state->n_players;
}

/* E6: with the supply empty, a player goes on with their hand until it is empty. */
static gboolean
check_has_tiles (const TyrosState *state,
                 const TyrosMove  *move,
                 TyrosViolation  **violation)
{
  g_autofree char *name = NULL;

  if (move->type != TYROS_MOVE_EXPAND && move->type != TYROS_MOVE_EXPAND_PASS)
    return TRUE;
  if (state->hand[move->player] > 0)
    return TRUE;
  name = tyros_state_dup_player_name (state, move->player);
  *violation = tyros_violation_new ("E6", TYROS_FIELD_NONE, -1, _("%s has no landscape tiles left"), name);
  return FALSE;
}

static gboolean
check_turn (const TyrosState *state,
            const TyrosMove  *move,
            TyrosViolation  **violation)
{
  gboolean expansion_move = move->type == TYROS_MOVE_EXPAND || move->type == TYROS_MOVE_EXPAND_PASS;
  const char *rule = state->phase == TYROS_PHASE_EXPAND ? "P2" : "P3";
  g_autofree char *current = NULL;
  g_autofree char *mover = NULL;

  if (state->phase == TYROS_PHASE_OVER)
    *violation = tyros_violation_new ("G1", TYROS_FIELD_NONE, -1, "%s", _("The game is over: no more moves"));
  else if (move->player < 0 || move->player >= (int) state->n_players)
    *violation = tyros_violation_new (rule, TYROS_FIELD_NONE, -1, _("There is no player %d"), move->player + 1);
  else if (state->phase == TYROS_PHASE_EXPAND && !expansion_move)
    *violation = tyros_violation_new ("P2", TYROS_FIELD_NONE, -1, "%s",
                                      _("The empires are being expanded: each player plays a landscape tile or passes"));
  else if (state->phase == TYROS_PHASE_ACTIONS && expansion_move)
    *violation = tyros_violation_new ("P3", TYROS_FIELD_NONE, -1, "%s",
                                      _("The expansion is over for this round: now come the card actions"));
  else if (move->player != state->current_player)
    {
      current = tyros_state_dup_player_name (state, state->current_player);
      mover = tyros_state_dup_player_name (state, move->player);
      *violation = tyros_violation_new (rule, TYROS_FIELD_NONE, -1, _("It is %s's turn, not %s's"), current, mover);
    }
  return *violation == NULL;
}

/* Moves that name a field must name one of the board's (the file reader
 * ensures it for files; this guards moves built by other callers). */
static gboolean
check_named_field (const TyrosMove *move,
                   TyrosViolation **violation)
{
  const char *rule;

  switch (move->type)
    {
    case TYROS_MOVE_EXPAND: rule = "E1"; break;
    case TYROS_MOVE_BUILD_CITY: rule = "B2"; break;
    case TYROS_MOVE_BUILD_SHIP: rule = "C1"; break;
    default: return TRUE;
    }
  if (tyros_field_is_valid (move->field))
    return TRUE;
  *violation = tyros_violation_new (rule, TYROS_FIELD_NONE, -1, "%s", _("That is not a field of the board"));
  return FALSE;
}

static MoveHandler
handler_for (TyrosMoveType type)
{
  static const MoveHandler handlers[] = {
    [TYROS_MOVE_EXPAND] = tyros_rules_handle_expand,
    [TYROS_MOVE_EXPAND_PASS] = tyros_rules_handle_expand_pass,
    [TYROS_MOVE_SHIP] = tyros_rules_handle_ship,
    [TYROS_MOVE_BUILD_CITY] = handle_build_city,
    [TYROS_MOVE_BUILD_SHIP] = handle_build_ship,
    [TYROS_MOVE_BANK_SWAP] = handle_bank_swap,
    [TYROS_MOVE_BANK_PICK] = handle_bank_pick,
    [TYROS_MOVE_TRADE] = handle_trade,
    [TYROS_MOVE_PASS] = handle_pass,
  };

  g_return_val_if_fail (type < G_N_ELEMENTS (handlers), handle_pass);
  return handlers[type];
}

gboolean
tyros_rules_apply (TyrosState       *state,
                   const TyrosMove  *move,
                   TyrosOutcome     *outcome,
                   TyrosViolation  **violation)
{
  g_auto(TyrosOutcome) local = { 0 };
  TyrosViolation *error = NULL;
  TyrosState next = *state;

  if (outcome == NULL)
    outcome = &local;
  outcome_reset (outcome);

  if (!check_turn (state, move, &error) || !check_has_tiles (state, move, &error) ||
      !check_named_field (move, &error) ||
      !handler_for (move->type) (&next, move, outcome, &error))
    {
      tyros_outcome_clear (outcome);
      if (violation != NULL)
        *violation = error;
      else
        tyros_violation_free (error);
      return FALSE;
    }

  if (next.phase == TYROS_PHASE_EXPAND)
    advance_expansion (&next);
  else
    advance_actions (&next, move, outcome);
  *state = next;
  return TRUE;
}

gboolean
tyros_rules_check (const TyrosState *state,
                   const TyrosMove  *move,
                   TyrosOutcome     *outcome,
                   TyrosViolation  **violation)
{
  TyrosState copy = *state;

  return tyros_rules_apply (&copy, move, outcome, violation);
}

void
tyros_rules_reachability (const TyrosState *state,
                          int               player,
                          TyrosCoast        from,
                          TyrosReach       *reach)
{
  for (TyrosCoast c = 0; c < TYROS_N_COASTS; c++)
    {
      reach->steps[c] = TYROS_UNREACHABLE;
      reach->legal[c] = FALSE;
      reach->colour[c] = TYROS_EMPIRE_NONE;
    }
  tyros_sea_distances (state->board, TYROS_SET_BIT (from), reach->steps);
  reach->steps[from] = TYROS_UNREACHABLE;  /* staying is not a move */

  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    {
      g_autoptr(GPtrArray) routes = NULL;
      g_autoptr(TyrosMove) move = NULL;
      g_autoptr(TyrosViolation) violation = NULL;
      g_auto(TyrosOutcome) outcome = { 0 };
      TyrosState copy = *state;
      GArray *route;

      if (reach->steps[c] == TYROS_UNREACHABLE)
        continue;
      /* Ask the same handler a real move goes through, whatever the turn. */
      routes = tyros_sea_shortest_routes (state->board, TYROS_SET_BIT (from), TYROS_SET_BIT (c));
      route = g_ptr_array_index (routes, 0);
      move = tyros_move_new (TYROS_MOVE_SHIP, player);
      move->from = (TyrosPlace) { tyros_coast_field (from), from };
      for (guint i = 1; i < route->len; i++)
        {
          TyrosCoast step = g_array_index (route, TyrosCoast, i);

          tyros_move_add_route_step (move, (TyrosPlace) { tyros_coast_field (step), step });
        }
      outcome_reset (&outcome);
      reach->legal[c] = tyros_rules_handle_ship (&copy, move, &outcome, &violation);
      reach->colour[c] = outcome.cost_colour;
    }
}

char *
tyros_outcome_price_text (const TyrosOutcome *outcome)
{
  const char *colour = tyros_empire_display_name (outcome->cost_colour);

  if (outcome->cost_colour == TYROS_EMPIRE_NONE)
    return g_strdup_printf (ngettext ("%u card of any colour", "%u cards of any colour", outcome->cost),
                            outcome->cost);
  if (outcome->cost_colour_min >= outcome->cost)
    return g_strdup_printf (ngettext ("%u %s card; jokers count", "%u %s cards; jokers count", outcome->cost),
                            outcome->cost, colour);
  return g_strdup_printf (ngettext ("%u card, at least %u %s; jokers count",
                                    "%u cards, at least %u %s; jokers count", outcome->cost),
                          outcome->cost, outcome->cost_colour_min, colour);
}
