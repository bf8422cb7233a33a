/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-describe.c: a journal entry in words, for the history list */
#define G_LOG_DOMAIN "tyros-game-describe"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-game.h"
#include "tyros-proposal.h"

static char *
route_text (const TyrosMove *move)
{
  g_autoptr(GString) text = g_string_new (NULL);

  /* "via 31 27 22": the fields between the start and the destination */
  for (guint i = 0; move->route != NULL && i + 1 < move->route->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                            tyros_place_to_string (&g_array_index (move->route, TyrosPlace, i)));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* An empty route (which the file reader and the rules refuse) is said as going nowhere. */
static const TyrosPlace *
destination (const TyrosMove *move)
{
  if (move->route == NULL || move->route->len == 0)
    return &move->from;
  return &g_array_index (move->route, TyrosPlace, move->route->len - 1);
}

/* The price in short, for the history: "4 green", "6 cards", "3 cards, 1 orange". */
static char *
short_price (const TyrosOutcome *outcome)
{
  const char *colour = tyros_empire_display_name (outcome->cost_colour);

  if (outcome->cost_colour == TYROS_EMPIRE_NONE)
    return g_strdup_printf (ngettext ("%u card", "%u cards", outcome->cost), outcome->cost);
  if (outcome->cost_colour_min >= outcome->cost)
    /* Translators: a price in the history, "4 green" (cards of that colour) */
    return g_strdup_printf (C_("price", "%u %s"), outcome->cost, colour);
  return g_strdup_printf (ngettext ("%u card, %u %s", "%u cards, %u %s", outcome->cost),
                          outcome->cost, outcome->cost_colour_min, colour);
}

/* The cards paid as entered: "3 green, 2 jokers". */
static char *
paid_text (const TyrosPayment *paid)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint kind = 0; kind < TYROS_N_CARD_KINDS; kind++)
    {
      guint n = paid->cards[kind];

      if (n == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (kind == TYROS_CARD_JOKER)
        /* Translators: cards paid in the history, "2 jokers" */
        g_string_append_printf (text, ngettext ("%u joker", "%u jokers", n), n);
      else
        /* Translators: a price in the history, "4 green" (cards of that colour) */
        g_string_append_printf (text, C_("price", "%u %s"), n, tyros_empire_display_name ((TyrosEmpire) kind));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* " (3 green, 2 jokers)" when the cards paid were entered, else the price
 * " (5 green)"; nothing for a move not played (its price is not known). */
static char *
price_suffix (const TyrosMove    *move,
              const TyrosOutcome *outcome)
{
  g_autofree char *price = NULL;

  if (outcome == NULL || outcome->cost == 0)
    return g_strdup ("");
  price = move->paid.given ? paid_text (&move->paid) : short_price (outcome);
  return g_strdup_printf (" (%s)", price);
}

static char *
describe_ship_move (const TyrosMove    *move,
                    const TyrosOutcome *outcome,
                    const char         *who)
{
  g_autofree char *via = route_text (move);
  g_autofree char *from = tyros_place_display_name (&move->from);
  g_autofree char *dest = tyros_place_display_name (destination (move));
  g_autofree char *price = price_suffix (move, outcome);

  if (*via == '\0')
    return g_strdup_printf (_("%s moved a ship %s → %s%s"), who, from, dest, price);
  return g_strdup_printf (_("%s moved a ship %s → %s via %s%s"), who, from, dest, via, price);
}

static char *
describe_shown (const TyrosMove *move,
                const char      *who)
{
  g_autoptr(GString) tiles = g_string_new (NULL);

  if (move->shown == NULL)
    return g_strdup_printf (_("%s could play no tile and passed"), who);
  for (guint i = 0; i < move->shown->len; i++)
    g_string_append_printf (tiles, "%s%s", i > 0 ? " " : "",
                            tyros_field_to_string (g_array_index (move->shown, TyrosField, i)));
  return g_strdup_printf (_("%s could play no tile and passed (showed %s)"), who, tiles->str);
}

static char *
describe_action (TyrosGame          *self,
                 const TyrosMove    *move,
                 const TyrosOutcome *outcome,
                 const char         *who)
{
  g_autofree char *price = price_suffix (move, outcome);
  const char *field = move->field == TYROS_FIELD_TYROS ? _("Tyros")
                      : tyros_field_is_valid (move->field) ? tyros_field_to_string (move->field) : "";

  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
      /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
      return g_strdup_printf (_("%s played the tile of %s for the %s empire"), who, field,
                              tyros_empire_adjective (outcome != NULL ? outcome->empire : move->empire, TYROS_EMPIRE_FORM_THE));
    case TYROS_MOVE_EXPAND_PASS:
      return describe_shown (move, who);
    case TYROS_MOVE_SHIP:
      return describe_ship_move (move, outcome, who);
    case TYROS_MOVE_BUILD_CITY:
      return g_strdup_printf (_("%s built a city on %s%s"), who, field, price);
    case TYROS_MOVE_BUILD_SHIP:
      return g_strdup_printf (_("%s built a ship on %s%s"), who, field, price);
    case TYROS_MOVE_BANK_SWAP:
      return g_strdup_printf (ngettext ("%s swapped %u card with the bank", "%s swapped %u cards with the bank",
                                        move->count), who, move->count);
    case TYROS_MOVE_BANK_PICK:
      return g_strdup_printf (_("%s gave 3 cards for one from the discard pile"), who);
    case TYROS_MOVE_TRADE:
      return g_strdup_printf (_("%s traded with %s"), who, tyros_game_get_player_name (self, move->partner));
    case TYROS_MOVE_PASS:
    default:
      return g_strdup_printf (_("%s passed"), who);
    }
}

static char *
describe_consequences (TyrosGame          *self,
                       const TyrosOutcome *outcome)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (outcome == NULL)
    return g_strdup ("");
  if (outcome->tyros_chip)
    /* Translators: the empire's colour, after the article, dative or genitive: German "dem/des orangen Reich(s)" */
    g_string_append_printf (text, _("; Tyros joins the %s empire"), tyros_empire_adjective (outcome->empire, TYROS_EMPIRE_FORM_OF_THE));
  if (outcome->no_tile_playable)
    g_string_append (text, _("; no landscape tile can be played any more: this is the last round"));
  if (outcome->fee_to >= 0)
    g_string_append_printf (text, _("; pays one card to %s"), tyros_game_get_player_name (self, outcome->fee_to));
  if (outcome->all_four_bonus)
    g_string_append (text, _("; first with a city in all four empires: 7 points"));
  if (outcome->game_ended)
    g_string_append (text, _("; the game is over"));
  else if (outcome->round_ended)
    g_string_append (text, _("; the round is over"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
tyros_game_describe_move (TyrosGame *self,
                          guint      index)
{
  const TyrosMove *move = tyros_game_get_move (self, index);
  const TyrosOutcome *outcome = index < tyros_game_get_n_played (self) ? tyros_game_get_outcome (self, index) : NULL;
  const char *who = tyros_game_get_player_name (self, move->player);
  g_autofree char *action = describe_action (self, move, outcome, who);
  g_autofree char *after = describe_consequences (self, outcome);
  const TyrosState *before;

  if (outcome == NULL)
    return g_strconcat (action, after, NULL);
  before = tyros_game_get_state_at (self, index);
  if (before->phase == TYROS_PHASE_EXPAND)
    return g_strdup_printf (_("Round %u, expansion: %s%s"), before->round, action, after);
  return g_strdup_printf (_("Round %u, cards: %s%s"), before->round, action, after);
}

/* A proposal's move in short, without its price: "ship from 12 to 7 via 9". */
static char *
describe_proposed_action (TyrosGame          *self,
                          const TyrosMove    *move,
                          const TyrosOutcome *outcome)
{
  const char *field = move->field == TYROS_FIELD_TYROS ? _("Tyros")
                      : tyros_field_is_valid (move->field) ? tyros_field_to_string (move->field) : "";
  TyrosEmpire empire = outcome != NULL ? outcome->empire : move->empire;

  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
      if (empire == TYROS_EMPIRE_NONE)
        /* Translators: what a player proposes, after "Ben proposes: " */
        return g_strdup_printf (_("tile of %s"), field);
      /* Translators: what a player proposes, after "Ben proposes: "; the empire's colour after the article */
      return g_strdup_printf (_("tile of %s for the %s empire"), field, tyros_empire_adjective (empire, TYROS_EMPIRE_FORM_THE));
    case TYROS_MOVE_EXPAND_PASS:
      /* Translators: what a player proposes, after "Ben proposes: " */
      return g_strdup (_("pass without a tile to play"));
    case TYROS_MOVE_SHIP:
      {
        g_autofree char *via = route_text (move);
        g_autofree char *from = tyros_place_display_name (&move->from);
        g_autofree char *to = tyros_place_display_name (destination (move));

        if (*via == '\0')
          /* Translators: what a player proposes, after "Ben proposes: ": a ship's move */
          return g_strdup_printf (_("ship from %s to %s"), from, to);
        /* Translators: what a player proposes, after "Ben proposes: ": a ship's move and the fields it passes */
        return g_strdup_printf (_("ship from %s to %s via %s"), from, to, via);
      }
    case TYROS_MOVE_BUILD_CITY:
      /* Translators: what a player proposes, after "Ben proposes: " */
      return g_strdup_printf (_("city on %s"), field);
    case TYROS_MOVE_BUILD_SHIP:
      /* Translators: what a player proposes, after "Ben proposes: " */
      return g_strdup_printf (_("new ship on %s"), field);
    case TYROS_MOVE_BANK_SWAP:
      /* Translators: what a player proposes, after "Ben proposes: " */
      return g_strdup_printf (ngettext ("swap %u card with the bank", "swap %u cards with the bank", move->count), move->count);
    case TYROS_MOVE_BANK_PICK:
      /* Translators: what a player proposes, after "Ben proposes: " */
      return g_strdup (_("3 cards for one from the discard pile"));
    case TYROS_MOVE_TRADE:
      /* Translators: what a player proposes, after "Ben proposes: " */
      return g_strdup_printf (_("trade with %s"), tyros_game_get_player_name (self, move->partner));
    case TYROS_MOVE_PASS:
    default:
      /* Translators: what a player proposes, after "Ben proposes: " */
      return g_strdup (_("pass"));
    }
}

char *
tyros_proposal_describe (TyrosGame       *game,
                         const TyrosMove *move)
{
  g_auto(TyrosOutcome) outcome = { 0 };
  gboolean legal = tyros_rules_check (tyros_game_get_state (game), move, &outcome, NULL);
  g_autofree char *action = describe_proposed_action (game, move, legal ? &outcome : NULL);
  g_autofree char *price = NULL;

  if (move->paid.given && tyros_payment_total (&move->paid) > 0)
    price = paid_text (&move->paid);
  else if (legal && outcome.cost > 0)
    price = short_price (&outcome);
  if (price != NULL)
    {
      g_autofree char *plain = g_steal_pointer (&action);

      /* Translators: a proposal's move and its price: "ship from 12 to 7, pays 2 green" */
      action = g_strdup_printf (_("%s, pays %s"), plain, price);
    }
  /* Translators: shown in the window over the board: "Ben proposes: ship from 12 to 7, pays 2 green" */
  return g_strdup_printf (_("%s proposes: %s"), tyros_game_get_player_name (game, move->player), action);
}
