/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-movegen.c: listing the legal moves by asking the rules about candidates */
#define G_LOG_DOMAIN "tyros-movegen"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-movegen.h"

/* Board order of coasts: by field, the west coast of 16 before the east. */
static const TyrosCoast coast_order[] = {
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, TYROS_COAST_16E,
  17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, TYROS_FIELD_TYROS,
};

void
tyros_legal_move_free (TyrosLegalMove *legal)
{
  if (legal == NULL)
    return;
  tyros_move_free (legal->move);
  g_free (legal->why);
  g_free (legal);
}

/* One sentence on why a move is allowed, from the rules' outcome. */
typedef char *(*WhyFunc) (const TyrosState   *state,
                          const TyrosMove    *move,
                          const TyrosOutcome *outcome);

/* Keeps @move (taken) when the rules accept it, with its price and why. */
static void
offer (GPtrArray        *list,
       const TyrosState *state,
       TyrosMove        *move,
       WhyFunc           why)
{
  g_autoptr(TyrosMove) owned = move;
  g_auto(TyrosOutcome) outcome = { 0 };
  TyrosLegalMove *legal;

  if (!tyros_rules_check (state, owned, &outcome, NULL))
    return;
  legal = g_new0 (TyrosLegalMove, 1);
  legal->move = g_steal_pointer (&owned);
  legal->cost = outcome.cost;
  legal->colour = outcome.cost_colour;
  legal->colour_min = outcome.cost_colour_min;
  legal->why = why (state, legal->move, &outcome);
  g_ptr_array_add (list, legal);
}

/* Phase 2 */

static char *
why_expand (const TyrosState   *state G_GNUC_UNUSED,
            const TyrosMove    *move,
            const TyrosOutcome *outcome)
{
  if (outcome->tyros_chip)
    return g_strdup_printf (/* Translators: the app does not know the hands: "If you hold tile 31: field 31 is next to …";
                             * the empire's colour, the first after the article, as subject or object: German "das orange Reich"; the second after the article, dative or genitive: German "dem/des orangen Reich(s)" */
                            _("If you hold tile %s: field %s is next to the %s empire; with it, Tyros gets a %s chip too (E5)."),
                            tyros_field_to_string (move->field), tyros_field_to_string (move->field),
                            tyros_empire_adjective (move->empire, TYROS_EMPIRE_FORM_THE),
                            tyros_empire_adjective (move->empire, TYROS_EMPIRE_FORM_OF_THE));
  /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
  return g_strdup_printf (_("If you hold tile %s: field %s is next to the %s empire, which has chips left (E1, E2)."),
                          tyros_field_to_string (move->field), tyros_field_to_string (move->field),
                          tyros_empire_adjective (move->empire, TYROS_EMPIRE_FORM_THE));
}

static char *
why_expand_pass (const TyrosState   *state G_GNUC_UNUSED,
                 const TyrosMove    *move G_GNUC_UNUSED,
                 const TyrosOutcome *outcome G_GNUC_UNUSED)
{
  return g_strdup (_("A player who cannot play any of their tiles shows them and passes (E4)."));
}

static void
list_expansions (GPtrArray        *list,
                 const TyrosState *state)
{
  TyrosSet fields = tyros_rules_expand_fields (state);
  int player = state->current_player;

  for (int f = tyros_set_next (fields, 0); f >= 0; f = tyros_set_next (fields, f))
    {
      guint empires = tyros_rules_expand_empires (state, f);

      for (int e = 0; e < TYROS_N_EMPIRES; e++)
        {
          TyrosMove *move;

          if ((empires & (1u << e)) == 0)
            continue;
          move = tyros_move_new (TYROS_MOVE_EXPAND, player);
          move->field = f;
          move->empire = (TyrosEmpire) e;
          offer (list, state, move, why_expand);
        }
    }
  offer (list, state, tyros_move_new (TYROS_MOVE_EXPAND_PASS, player), why_expand_pass);
}

/* Phase 3, ships */

static char *
why_ship (const TyrosState   *state,
          const TyrosMove    *move,
          const TyrosOutcome *outcome)
{
  g_autofree char *from = tyros_place_display_name (&move->from);
  g_autofree char *to = tyros_place_display_name (&g_array_index (move->route, TyrosPlace, move->route->len - 1));
  g_autofree char *price = tyros_outcome_price_text (outcome);

  if (outcome->fee_to >= 0)
    {
      g_autofree char *owner = tyros_state_dup_player_name (state, outcome->fee_to);

      return g_strdup_printf (/* Translators: the app does not know the hands: "If you have the cards: the ship sails …" */
                              _("If you have the cards: the ship sails from %s to %s for %s, and pays %s one card for ending in their city (M1, M2, M6)."),
                              from, to, price, owner);
    }
  return g_strdup_printf (_("If you have the cards: the ship sails from %s to %s for %s (M1, M2)."), from, to, price);
}

/* One shortest route from @from to @to, written backwards from @to through
 * coasts one step nearer each time (the lowest such coast). */
static TyrosMove *
ship_move (const TyrosState *state,
           TyrosCoast        from,
           TyrosCoast        to,
           const guint       distance[TYROS_N_COASTS])
{
  int player = state->current_player;
  TyrosMove *move = tyros_move_new (TYROS_MOVE_SHIP, player);
  guint steps = distance[to];
  TyrosCoast here = to;

  move->from = (TyrosPlace) { tyros_coast_field (from), from };
  move->route = g_array_sized_new (FALSE, FALSE, sizeof (TyrosPlace), steps);
  g_array_set_size (move->route, steps);
  for (guint i = steps; i > 0; i--)
    {
      TyrosSet before = tyros_sea_neighbours (state->board, here);

      g_array_index (move->route, TyrosPlace, i - 1) = (TyrosPlace) { tyros_coast_field (here), here };
      for (int c = tyros_set_next (before, 0); c >= 0; c = tyros_set_next (before, c))
        if (distance[c] == i - 1)
          {
            here = c;
            break;
          }
    }
  return move;
}

static void
list_ship_moves (GPtrArray        *list,
                 const TyrosState *state)
{
  int player = state->current_player;

  for (guint i = 0; i < G_N_ELEMENTS (coast_order); i++)
    {
      TyrosCoast from = coast_order[i];
      guint distance[TYROS_N_COASTS];

      if (state->ships[from][player] == 0)
        continue;
      tyros_sea_distances (state->board, TYROS_SET_BIT (from), distance);
      for (guint j = 0; j < G_N_ELEMENTS (coast_order); j++)
        {
          TyrosCoast to = coast_order[j];

          if (to != from && distance[to] != TYROS_UNREACHABLE)
            offer (list, state, ship_move (state, from, to, distance), why_ship);
        }
    }
}

/* Phase 3, building */

static char *
why_build_city (const TyrosState   *state,
                const TyrosMove    *move,
                const TyrosOutcome *outcome)
{
  g_autofree char *price = tyros_outcome_price_text (outcome);
  g_autofree char *name = tyros_state_dup_player_name (state, move->player);

  if (move->returned != TYROS_COAST_NONE)
    {
      g_autofree char *returned = tyros_coast_display_name (move->returned);

      return g_strdup_printf (_("If you have the cards: %s alone has ships on %s, which carries a chip and no city: a city costs %s, "
                                "and the ship on %s goes back (B1-B4)."),
                              name, tyros_field_to_string (move->field), price, returned);
    }
  return g_strdup_printf (_("If you have the cards: %s alone has ships on %s, which carries a chip and no city: a city costs %s (B1-B3)."),
                          name, tyros_field_to_string (move->field), price);
}

static char *
why_build_ship (const TyrosState   *state G_GNUC_UNUSED,
                const TyrosMove    *move,
                const TyrosOutcome *outcome)
{
  g_autofree char *price = tyros_outcome_price_text (outcome);

  if (move->field == TYROS_FIELD_TYROS && state->city[move->field] != move->player)
    return g_strdup_printf (_("If you have the cards: ships may be built in Tyros, and the new one costs %s (C1, C3)."), price);
  return g_strdup_printf (_("If you have the cards: a new ship in the city on %s costs %s (C1, C2)."),
                          tyros_field_to_string (move->field), price);
}

/* B4: with the player's ships on both coasts of 16, one line per ship that may go back. */
static void
list_city (GPtrArray        *list,
           const TyrosState *state,
           TyrosField        field)
{
  static const TyrosCoast coasts[] = { TYROS_COAST_16W, TYROS_COAST_16E };
  int player = state->current_player;
  TyrosMove *move;

  if (field != 16 || state->ships[TYROS_COAST_16W][player] == 0 || state->ships[TYROS_COAST_16E][player] == 0)
    {
      move = tyros_move_new (TYROS_MOVE_BUILD_CITY, player);
      move->field = field;
      offer (list, state, move, why_build_city);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (coasts); i++)
    {
      move = tyros_move_new (TYROS_MOVE_BUILD_CITY, player);
      move->field = field;
      move->returned = coasts[i];
      offer (list, state, move, why_build_city);
    }
}

static void
list_builds (GPtrArray        *list,
             const TyrosState *state,
             TyrosMoveType     type)
{
  for (guint i = 0; i < G_N_ELEMENTS (coast_order); i++)
    {
      TyrosMove *move;

      if (coast_order[i] == TYROS_COAST_16E)
        continue;
      if (type == TYROS_MOVE_BUILD_CITY)
        {
          list_city (list, state, coast_order[i]);
          continue;
        }
      move = tyros_move_new (type, state->current_player);
      move->field = coast_order[i];
      offer (list, state, move, why_build_ship);
    }
}

/* Phase 3, cards and passing */

static char *
why_bank_swap (const TyrosState   *state G_GNUC_UNUSED,
               const TyrosMove    *move,
               const TyrosOutcome *outcome G_GNUC_UNUSED)
{
  return g_strdup_printf (ngettext ("Discard %u card and draw as many from the draw pile (D1).",
                                    "Discard %u cards and draw as many from the draw pile (D1).", move->count),
                          move->count);
}

static char *
why_bank_pick (const TyrosState   *state G_GNUC_UNUSED,
               const TyrosMove    *move G_GNUC_UNUSED,
               const TyrosOutcome *outcome G_GNUC_UNUSED)
{
  return g_strdup (_("Discard 3 cards and take one card of your choice from the discard pile (D2)."));
}

static char *
why_trade (const TyrosState   *state,
           const TyrosMove    *move,
           const TyrosOutcome *outcome G_GNUC_UNUSED)
{
  g_autofree char *partner = tyros_state_dup_player_name (state, move->partner);

  return g_strdup_printf (_("Trade any number of cards each way with %s (T1)."), partner);
}

static char *
why_pass (const TyrosState   *state G_GNUC_UNUSED,
          const TyrosMove    *move G_GNUC_UNUSED,
          const TyrosOutcome *outcome G_GNUC_UNUSED)
{
  return g_strdup (_("Passing is always allowed; the phase ends when everyone has passed in a row (X1, P3)."));
}

static void
list_card_moves (GPtrArray        *list,
                 const TyrosState *state)
{
  int player = state->current_player;

  for (guint count = 1; count <= 3; count++)
    {
      TyrosMove *move = tyros_move_new (TYROS_MOVE_BANK_SWAP, player);

      move->count = count;
      offer (list, state, move, why_bank_swap);
    }
  offer (list, state, tyros_move_new (TYROS_MOVE_BANK_PICK, player), why_bank_pick);
  for (guint partner = 0; partner < state->n_players; partner++)
    {
      TyrosMove *move = tyros_move_new (TYROS_MOVE_TRADE, player);

      move->partner = (int) partner;
      offer (list, state, move, why_trade);
    }
  offer (list, state, tyros_move_new (TYROS_MOVE_PASS, player), why_pass);
}

GPtrArray *
tyros_movegen_legal_moves (const TyrosState *state)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_legal_move_free);

  if (state->phase == TYROS_PHASE_EXPAND)
    list_expansions (list, state);
  else if (state->phase == TYROS_PHASE_ACTIONS)
    {
      list_ship_moves (list, state);
      list_builds (list, state, TYROS_MOVE_BUILD_CITY);
      list_builds (list, state, TYROS_MOVE_BUILD_SHIP);
      list_card_moves (list, state);
    }
  return list;
}
