/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-words.c: the phone page's own words, in the phone's language */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tyros-core.h"
#include "tyros-table-words.h"

typedef struct {
  const char *key;
  const char *text;
} Word;

/* The page's keys (web/page.js) and their English source. */
static const Word words[] = {
  /* Translators: the phone page's title: the game shared with the table */
  { "title", N_("Tyros at the Table") },
  { "reconnecting", N_("Reconnecting…") },
  { "ended", N_("Sharing has stopped. Ask at the laptop for a new link to follow the game again.") },
  { "standings", N_("Standings") },
  { "standings_note", N_("If the game ended now") },
  { "rank", N_("Rank") },
  { "player", N_("Player") },
  { "points", N_("Points") },
  { "empires", N_("Empires") },
  { "empire", N_("Empire") },
  { "fields", N_("Fields") },
  { "board", N_("Board") },
  /* Translators: the board's picture on a phone; %u: how many moves are played */
  { "board_alt", N_("The board after move %u, the last move’s field marked") },
  { "last_moves", N_("Last Moves") },
  { "no_moves", N_("No move yet.") },
  { "history", N_("Whole History") },
  { "what_can_i_do", N_("What Can I Do?") },
  /* Translators: under "What Can I Do?": the player to act */
  { "to_act", N_("%s to act") },
  { "score_sheet", N_("Score Sheet") },
  { "story", N_("Points after each move") },
  { "rules", N_("Rules") },
  /* seat links (docs/table-seats.md) */
  { "kind_move", N_("Move Ship") },
  { "kind_build_city", N_("Build City") },
  { "kind_build_ship", N_("Build Ship") },
  { "kind_bank", N_("Trade with Bank") },
  { "kind_trade", N_("Trade with Player") },
  { "kind_pass", N_("Pass") },
  { "orange", N_("Orange") },
  { "yellow", N_("Yellow") },
  { "green", N_("Green") },
  { "violet", N_("Violet") },
  { "cancel", N_("Cancel") },
  { "field", N_("Field %s") },
  { "tiles_shown", N_("Tiles shown (optional)") },
  { "tiles_example", N_("e.g. 3, 17, 28") },
};

/* The seat page's own words (docs/table-seats.md), in a context of their own:
 * the window's "Agree" or "Decline" may need other words than a phone's. */
#define SEAT "seat phone"  /* as written in each NC_() below, for xgettext */
static const Word seat_words[] = {
  /* Translators: the phone page of one player's seat link; %s: the player's name */
  { "seat_title", NC_("seat phone", "Your seat: %s") },
  { "your_turn", NC_("seat phone", "Your turn: what will you do?") },
  { "choices", NC_("seat phone", "Choices") },
  { "cards_paid", NC_("seat phone", "Cards paid") },
  { "propose", NC_("seat phone", "Propose to the Table") },
  { "agree", NC_("seat phone", "Agree") },
  { "decline", NC_("seat phone", "Decline") },
  { "take_back", NC_("seat phone", "Take Back") },
  { "kind_expand", NC_("seat phone", "Play a Tile") },
  { "kind_expand_pass", NC_("seat phone", "Cannot Play a Tile") },
  { "tap_ship", NC_("seat phone", "Tap the field of the ship to move on the board, or choose below.") },
  { "tap_destination", NC_("seat phone", "Ship on %s: tap its destination, or choose below.") },
  { "choose_one", NC_("seat phone", "Choose one, then propose it to the table.") },
  /* Translators: the price of a move: %u: how many trade cards, %s: their colour */
  { "price", NC_("seat phone", "Price: %u × %s") },
  { "price_any", NC_("seat phone", "Price: %u × any colour") },
  { "price_none", NC_("seat phone", "Price: no cards") },
  /* Translators: %s: the fields a ship passes, e.g. "12 → 9 → 7" */
  { "route", NC_("seat phone", "Route: %s") },
  { "joker", NC_("seat phone", "Joker") },
  /* Translators: a button's name for a screen reader; %s: a card colour */
  { "fewer", NC_("seat phone", "One card fewer: %s") },
  /* Translators: a button's name for a screen reader; %s: a card colour */
  { "more", NC_("seat phone", "One card more: %s") },
  /* Translators: the cards entered on the phone: the first %u: how many, the second %u: how many the move costs */
  { "paid_total", NC_("seat phone", "Paid: %u of %u cards") },
  { "state_sent", NC_("seat phone", "Sending…") },
  { "state_partner", NC_("seat phone", "Waiting for your trade partner to agree…") },
  { "state_waiting", NC_("seat phone", "Waiting for the table to accept…") },
  { "state_accepted", NC_("seat phone", "Accepted.") },
  /* Translators: followed by the reason, e.g. "Refused: The game changed: look again and propose anew" */
  { "state_refused", NC_("seat phone", "Refused:") },
  { "state_withdrawn", NC_("seat phone", "Taken back.") },
  { "rule", NC_("seat phone", "Rule %s") },
  { "agreed", NC_("seat phone", "You agreed to the trade.") },
  { "declined", NC_("seat phone", "You declined the trade.") },
  { "taken_over", NC_("seat phone", "This seat is now open on another phone: this page no longer sends moves.") },
  { "tiles_invalid", NC_("seat phone", "Tiles are numbers from 1 to 32, e.g. 3, 17, 28.") },
  { "seat_withdrawn", NC_("seat phone", "This seat link was withdrawn. Ask at the laptop for the new link.") },
};

static char *
build_message (gpointer data)
{
  const char *language = data;
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "words");
  json_builder_set_member_name (builder, "language");
  json_builder_add_string_value (builder, language);
  json_builder_set_member_name (builder, "words");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      json_builder_set_member_name (builder, words[i].key);
      json_builder_add_string_value (builder, _(words[i].text));
    }
  for (guint i = 0; i < G_N_ELEMENTS (seat_words); i++)
    {
      json_builder_set_member_name (builder, seat_words[i].key);
      json_builder_add_string_value (builder, g_dpgettext2 (NULL, SEAT, seat_words[i].text));
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

char *
tyros_table_words_message (const char *language)
{
  return tyros_i18n_in_language (language, build_message, (gpointer) language);
}
