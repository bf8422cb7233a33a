/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules.c: checking and applying moves
 *
 * Every handler works on a copy of the state and returns a violation or
 * nothing; tyros_rules_apply() only writes the copy back when all is well, so a
 * rejected move changes nothing.
 */
#define G_LOG_DOMAIN "tyros-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-rules.h"

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

typedef struct {
  guint        cost;
  TyrosEmpire  colour;       /* NONE: any colour */
  guint        colour_min;   /* cards that must have the colour (jokers count) */
  const char  *count_rule;
  const char  *colour_rule;
} Price;

static void
set_price (TyrosOutcome *outcome,
           const Price  *price)
{
  outcome->cost = price->cost;
  outcome->cost_colour = price->colour;
  outcome->cost_colour_min = price->colour == TYROS_EMPIRE_NONE ? 0 : price->colour_min;
}

static gboolean
check_payment (const TyrosPayment *paid,
               const Price        *price,
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

/* Phase 2: expansion (E1-E6) */

TyrosSet
tyros_rules_expand_fields (const TyrosState *state)
{
  TyrosSet fields = 0;

  for (TyrosField f = 1; f <= TYROS_N_TILES; f++)
    if (tyros_rules_expand_empires (state, f) != 0)
      fields |= TYROS_SET_BIT (f);
  return fields;
}

static guint
adjacent_empires (const TyrosState *state,
                  TyrosField        field)
{
  TyrosSet neighbours = tyros_board_field_neighbours (field);
  guint empires = 0;

  for (int n = tyros_set_next (neighbours, 0); n >= 0; n = tyros_set_next (neighbours, n))
    if (state->empire[n] != TYROS_EMPIRE_NONE)
      empires |= 1u << state->empire[n];
  return empires;
}

static guint
empires_with_chips (const TyrosState *state)
{
  guint empires = 0;

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    if (tyros_state_empire_size (state, (TyrosEmpire) e) < TYROS_CHIPS_PER_EMPIRE)
      empires |= 1u << e;
  return empires;
}

guint
tyros_rules_expand_empires (const TyrosState *state,
                            TyrosField        field)
{
  if (field < 1 || field > TYROS_N_TILES || state->empire[field] != TYROS_EMPIRE_NONE ||
      TYROS_SET_HAS (state->tiles_out, field))
    return 0;
  return adjacent_empires (state, field) & empires_with_chips (state);
}

static char *
empire_list (guint empires)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      if ((empires & (1u << e)) == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, tyros_empire_display_name ((TyrosEmpire) e));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
check_expand_field (const TyrosState *state,
                    TyrosField        field,
                    TyrosViolation  **violation)
{
  if (field == TYROS_FIELD_TYROS)
    {
      *violation = tyros_violation_new ("E1", field, -1, "%s", _("Tyros has no landscape tile"));
      return FALSE;
    }
  if (state->empire[field] != TYROS_EMPIRE_NONE)
    {
      *violation = tyros_violation_new ("E1", field, -1,
                                        _("Field %s already carries a %s chip: a field gets one chip, forever"),
                                        tyros_field_to_string (field), tyros_empire_display_name (state->empire[field]));
      return FALSE;
    }
  if (TYROS_SET_HAS (state->tiles_out, field))
    {
      *violation = tyros_violation_new ("S2", field, -1,
                                        _("The tile of field %s was discarded while founding the empires"),
                                        tyros_field_to_string (field));
      return FALSE;
    }
  if (adjacent_empires (state, field) == 0)
    {
      *violation = tyros_violation_new ("E1", field, -1,
                                        _("Field %s is not next to any empire"), tyros_field_to_string (field));
      return FALSE;
    }
  return TRUE;
}

static gboolean
choose_expand_empire (const TyrosState *state,
                      const TyrosMove  *move,
                      TyrosEmpire      *empire,
                      TyrosViolation  **violation)
{
  guint adjacent = adjacent_empires (state, move->field);
  guint available = adjacent & empires_with_chips (state);
  g_autofree char *names = empire_list (adjacent);
  g_autofree char *choices = empire_list (available);

  if (move->empire != TYROS_EMPIRE_NONE && (adjacent & (1u << move->empire)) == 0)
    *violation = tyros_violation_new ("E2", move->field, -1,
                                      /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                      _("Field %s is not next to the %s empire, only to: %s"),
                                      tyros_field_to_string (move->field),
                                      tyros_empire_adjective (move->empire, TYROS_EMPIRE_FORM_THE), names);
  else if (move->empire != TYROS_EMPIRE_NONE && (available & (1u << move->empire)) == 0)
    /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
    *violation = tyros_violation_new ("E2", move->field, -1, _("The %s empire has no chips left"),
                                      tyros_empire_adjective (move->empire, TYROS_EMPIRE_FORM_THE));
  else if (move->empire == TYROS_EMPIRE_NONE && available == 0)
    *violation = tyros_violation_new ("E2", move->field, -1, _("No empire next to field %s has chips left"),
                                      tyros_field_to_string (move->field));
  else if (move->empire == TYROS_EMPIRE_NONE && tyros_set_count (available) > 1)
    *violation = tyros_violation_new ("E2", move->field, -1,
                                      _("Field %s touches several empires (%s): say which one grows"),
                                      tyros_field_to_string (move->field), choices);
  if (*violation != NULL)
    return FALSE;
  *empire = move->empire != TYROS_EMPIRE_NONE ? move->empire : (TyrosEmpire) g_bit_nth_lsf (available, -1);
  return TRUE;
}

static void
play_tile (TyrosState *state,
           int         player)
{
  /* E3, E6: draw while the supply lasts; G1 when the last tile is played */
  if (state->supply > 0)
    state->supply--;
  else if (--state->hand[player] == 0)
    state->last_round = TRUE;
}

static gboolean
handle_expand (TyrosState      *state,
               const TyrosMove *move,
               TyrosOutcome    *outcome,
               TyrosViolation **violation)
{
  TyrosEmpire empire;

  if (!check_expand_field (state, move->field, violation) ||
      !choose_expand_empire (state, move, &empire, violation))
    return FALSE;

  state->empire[move->field] = empire;
  outcome->empire = empire;
  /* E5: Tyros follows the first chip on 31 or 32 */
  if (TYROS_SET_HAS (tyros_board_field_neighbours (TYROS_FIELD_TYROS), move->field) &&
      state->empire[TYROS_FIELD_TYROS] == TYROS_EMPIRE_NONE &&
      tyros_state_empire_size (state, empire) < TYROS_CHIPS_PER_EMPIRE)
    {
      state->empire[TYROS_FIELD_TYROS] = empire;
      outcome->tyros_chip = TRUE;
    }
  play_tile (state, move->player);
  /* G1, a rules choice (docs/rules-choices.md): once no field can take a chip,
   * no tile can ever be played again; the game ends after this round. */
  if (!state->last_round && tyros_rules_expand_fields (state) == 0)
    {
      state->last_round = TRUE;
      outcome->no_tile_playable = TRUE;
    }
  return TRUE;
}

static gboolean
check_shown_tile (const TyrosState *state,
                  TyrosField        tile,
                  TyrosSet          seen,
                  TyrosViolation  **violation)
{
  if (tile < 1 || tile > TYROS_N_TILES)
    {
      *violation = tyros_violation_new ("E4", TYROS_FIELD_NONE, -1, "%s", _("A shown tile must be a numbered field"));
      return FALSE;
    }
  if (TYROS_SET_HAS (seen, tile))
    {
      *violation = tyros_violation_new ("E4", tile, -1, _("The tile of field %s is shown twice"),
                                        tyros_field_to_string (tile));
      return FALSE;
    }
  if (state->empire[tile] != TYROS_EMPIRE_NONE || TYROS_SET_HAS (state->tiles_out, tile))
    {
      *violation = tyros_violation_new ("E4", tile, -1,
                                        _("The tile of field %s cannot be in a hand: it has been played or left the game"),
                                        tyros_field_to_string (tile));
      return FALSE;
    }
  if (tyros_rules_expand_empires (state, tile) != 0)
    {
      *violation = tyros_violation_new ("E4", tile, -1,
                                        _("The tile of field %s can be played, so the player may not pass"),
                                        tyros_field_to_string (tile));
      return FALSE;
    }
  return TRUE;
}

/* Tiles not yet played (nor out of the game) that no empire can take. */
static guint
count_unplayable_tiles (const TyrosState *state)
{
  guint unplayable = 0;

  for (TyrosField f = 1; f <= TYROS_N_TILES; f++)
    if (state->empire[f] == TYROS_EMPIRE_NONE && !TYROS_SET_HAS (state->tiles_out, f) &&
        tyros_rules_expand_empires (state, f) == 0)
      unplayable++;
  return unplayable;
}

gboolean
tyros_rules_may_pass_expansion (const TyrosState *state,
                                int               player)
{
  return state->hand[player] <= count_unplayable_tiles (state);
}

/* E4 without shown tiles: a hand larger than the tiles no empire can take
 * must hold a playable one. */
static gboolean
check_may_hold_no_playable_tile (const TyrosState *state,
                                 int               player,
                                 TyrosViolation  **violation)
{
  g_autofree char *name = NULL;
  guint unplayable;

  if (tyros_rules_may_pass_expansion (state, player))
    return TRUE;
  name = tyros_state_dup_player_name (state, player);
  unplayable = count_unplayable_tiles (state);
  *violation = tyros_violation_new ("E4", TYROS_FIELD_NONE, -1,
                                    ngettext ("%s holds %u tile, and only %u of the unplayed tiles cannot be played: "
                                              "theirs can, so they must expand",
                                              "%s holds %u tiles, and only %u of the unplayed tiles cannot be played: "
                                              "at least one of theirs can, so they must expand",
                                              state->hand[player]),
                                    name, state->hand[player], unplayable);
  return FALSE;
}

static gboolean
handle_expand_pass (TyrosState      *state,
                    const TyrosMove *move,
                    TyrosOutcome    *outcome G_GNUC_UNUSED,
                    TyrosViolation **violation)
{
  TyrosSet seen = 0;

  if (move->shown == NULL)
    return check_may_hold_no_playable_tile (state, move->player, violation);
  if (move->shown->len != state->hand[move->player])
    {
      *violation = tyros_violation_new ("E4", TYROS_FIELD_NONE, -1,
                                        ngettext ("A player who passes shows all their tiles: %u tile, not %u",
                                                  "A player who passes shows all their tiles: %u tiles, not %u",
                                                  state->hand[move->player]),
                                        state->hand[move->player], move->shown->len);
      return FALSE;
    }
  for (guint i = 0; i < move->shown->len; i++)
    {
      TyrosField tile = g_array_index (move->shown, TyrosField, i);

      if (!check_shown_tile (state, tile, seen, violation))
        return FALSE;
      seen |= TYROS_SET_BIT (tile);
    }
  /* One tile goes under the supply and one is drawn: the counts stay. */
  return TRUE;
}

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

static gboolean
handle_ship (TyrosState      *state,
             const TyrosMove *move,
             TyrosOutcome    *outcome,
             TyrosViolation **violation)
{
  g_autoptr(GArray) coasts = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
  TyrosCoast from, to;
  TyrosField field;
  int last;
  Price price;

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

  price = (Price) { move->route->len, state->empire[field], move->route->len, "M1", "M2" };
  if (!check_payment (&move->paid, &price, field, violation))
    return FALSE;

  state->ships[from][move->player]--;
  state->ships[to][move->player]++;
  if (!tyros_rules_ship_limit_kept (state, field, move->player, last, violation))
    return FALSE;

  set_price (outcome, &price);
  outcome->route = g_steal_pointer (&coasts);
  if (state->edition->city_fee && state->city[field] >= 0 && state->city[field] != move->player)
    outcome->fee_to = state->city[field];  /* M6 */
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
  Price price;

  if (!check_city_site (state, move, violation) || !returned_coast (state, move, &returned, violation))
    return FALSE;
  cost = tyros_state_ships_in_field (state, field, move->player) >= 2 ? 4 : 5;  /* B3 */
  price = (Price) { cost, state->empire[field], cost, "B3", "B3" };
  if (!check_payment (&move->paid, &price, field, violation))
    return FALSE;

  state->city[field] = move->player;
  state->ships[returned][move->player]--;
  set_price (outcome, &price);
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
            Price            *price,
            TyrosViolation  **violation)
{
  TyrosField field = move->field;
  guint ships = tyros_state_ships_in_field (state, field, -1);
  TyrosEmpire tyros_colour = state->empire[TYROS_FIELD_TYROS];
  g_autofree char *name = tyros_state_dup_player_name (state, move->player);

  if (state->city[field] == move->player)
    {
      *price = (Price) { 1 + ships, state->empire[field], 1, "C2", "C2" };
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
  *price = (Price) { ships + 1, TYROS_EMPIRE_NONE, 0, "C3", "C3" };
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
  Price price;

  if (tyros_state_ships_left (state, move->player) == 0)
    {
      g_autofree char *name = tyros_state_dup_player_name (state, move->player);

      *violation = tyros_violation_new ("C5", move->field, -1, _("%s has no ships left to build"), name);
      return FALSE;
    }
  if (!ship_price (state, move, &price, violation) ||
      !check_payment (&move->paid, &price, move->field, violation))
    return FALSE;

  /* C4: in 16 the new ship stands on the west coast, which is coast 16 */
  state->ships[move->field][move->player]++;
  set_price (outcome, &price);
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
    [TYROS_MOVE_EXPAND] = handle_expand,
    [TYROS_MOVE_EXPAND_PASS] = handle_expand_pass,
    [TYROS_MOVE_SHIP] = handle_ship,
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
      reach->legal[c] = handle_ship (&copy, move, &outcome, &violation);
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
