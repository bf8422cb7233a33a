/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rulebook.c: the rules of Tyros in the app's own words (docs/rules.md is
 * generated from them by docs/make-docs.c) */
#define G_LOG_DOMAIN "tyros-rulebook"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tyros-rulebook.h"

/* In the rulebooks' order, set-up to scoring. Kept in plain words for players,
 * not as shorthand; "italian" where the Italian rulebook says otherwise. */
static const TyrosRule rules[] = {
  { "S1", TYROS_RULE_GROUP_SETUP, TYROS_RULE_PICTURE_NONE,
    N_("Two ships each in Tyros"),
    N_("Before the game starts, every player puts 2 of their ships in Tyros."),
    NULL },
  { "S2", TYROS_RULE_GROUP_SETUP, TYROS_RULE_PICTURE_FIRST_GAME,
    N_("Founding the four empires"),
    N_("The four empires are founded in the order orange, yellow, green, violet. In the first "
       "game they start on the fixed fields 7, 13, 23 and 26. In later games landscape tiles are "
       "drawn one at a time: a tile whose field is next to an empire already founded is put "
       "under the stack, and the next one is drawn. The four founding tiles leave the game."),
    N_("The four empires are founded in the order green, orange, yellow, violet. In the first "
       "game they start on the fixed fields 7, 13, 23 and 26. In later games landscape tiles are "
       "drawn one at a time: a tile whose field is next to an empire already founded, or next to "
       "Tyros (31, 32), is discarded, and the next one is drawn. The four founding tiles leave "
       "the game.") },
  { "S3", TYROS_RULE_GROUP_SETUP, TYROS_RULE_PICTURE_TYROS_NEIGHBOURS,
    N_("An empire founded beside Tyros"),
    N_("If an empire is founded on field 31 or 32, Tyros at once gets a chip of that empire's "
       "colour."),
    N_("No empire is founded on field 31 or 32 (see S2), so Tyros never gets a chip during the "
       "set-up.") },
  { "S4", TYROS_RULE_GROUP_SETUP, TYROS_RULE_PICTURE_NONE,
    N_("Dealing the landscape tiles"),
    N_("Every player is dealt 4 landscape tiles. The remaining tiles form the supply."),
    N_("Every player is dealt 5 landscape tiles. The remaining tiles form the supply.") },
  { "S5", TYROS_RULE_GROUP_SETUP, TYROS_RULE_PICTURE_NONE,
    N_("The start player"),
    N_("The players choose a start player, who takes the start-player token."),
    NULL },
  { "P1", TYROS_RULE_GROUP_ROUND, TYROS_RULE_PICTURE_NONE,
    N_("Deal trade cards"),
    N_("At the start of every round, all trade cards not kept in hands are shuffled. Each player "
       "gets 12 cards with 3 players, 10 cards with 4 players."),
    NULL },
  { "P2", TYROS_RULE_GROUP_ROUND, TYROS_RULE_PICTURE_NONE,
    N_("Expand the empires"),
    N_("In turn order from the start player, each player plays one landscape tile. With 3 "
       "players there are always two laps; with 4 players two laps in the first round and one "
       "lap in every later round."),
    NULL },
  { "P3", TYROS_RULE_GROUP_ROUND, TYROS_RULE_PICTURE_NONE,
    N_("Card actions"),
    N_("In turn order from the start player, each player takes one action or passes: move a "
       "ship, build a city, build a ship, trade with the bank or trade with another player. A "
       "player who passed may act again on a later turn. The phase ends when all players have "
       "passed one after another."),
    NULL },
  { "P4", TYROS_RULE_GROUP_ROUND, TYROS_RULE_PICTURE_NONE,
    N_("End of the round"),
    N_("Each player keeps at most 3 trade cards and discards the rest. The start-player token "
       "passes to the next player in turn order."),
    NULL },
  { "E1", TYROS_RULE_GROUP_EXPANSION, TYROS_RULE_PICTURE_ADJACENCY,
    N_("Where a tile may be played"),
    N_("The tile's field must be next to a field that already carries an empire chip, and must "
       "have no chip yet."),
    NULL },
  { "E2", TYROS_RULE_GROUP_EXPANSION, TYROS_RULE_PICTURE_ADJACENCY,
    N_("Which empire grows"),
    N_("The field gets a chip of the neighbouring empire's colour; when several empires are next "
       "to it, the player chooses one of them. A field carries at most one chip, for the whole "
       "game."),
    NULL },
  { "E3", TYROS_RULE_GROUP_EXPANSION, TYROS_RULE_PICTURE_NONE,
    N_("Draw a new tile"),
    N_("After playing a tile, the player draws a new one from the supply, while the supply "
       "lasts."),
    NULL },
  { "E4", TYROS_RULE_GROUP_EXPANSION, TYROS_RULE_PICTURE_NONE,
    N_("When no tile can be played"),
    N_("A player who cannot play any of their tiles must pass: they show all their tiles, put "
       "one under the supply and draw one, which they may not play this turn. A player who could "
       "play a tile may not pass."),
    NULL },
  { "E5", TYROS_RULE_GROUP_EXPANSION, TYROS_RULE_PICTURE_TYROS_NEIGHBOURS,
    N_("Tyros joins an empire"),
    N_("When field 31 or 32 gets a chip and Tyros has none yet, Tyros at once gets a chip of the "
       "same colour."),
    NULL },
  { "E6", TYROS_RULE_GROUP_EXPANSION, TYROS_RULE_PICTURE_NONE,
    N_("The supply runs out"),
    N_("When the supply is empty, players go on playing the tiles in their hands."),
    NULL },
  { "M1", TYROS_RULE_GROUP_SHIP_MOVE, TYROS_RULE_PICTURE_SEA_LINKS,
    N_("Step by step across the sea"),
    N_("A ship moves from field to field along sea connections. Each step costs one trade card, "
       "and the number of cards paid is exactly the number of steps."),
    NULL },
  { "M2", TYROS_RULE_GROUP_SHIP_MOVE, TYROS_RULE_PICTURE_NONE,
    N_("Cards of the destination's colour"),
    N_("All cards paid for a move must have the colour of the empire of the field where the ship "
       "ends its move. Jokers count as any colour."),
    NULL },
  { "M3", TYROS_RULE_GROUP_SHIP_MOVE, TYROS_RULE_PICTURE_NONE,
    N_("Only to an empire's field"),
    N_("A ship may end its move only in a field that carries an empire chip."),
    N_("A ship may end its move only in a field that carries an empire chip, but Tyros is always "
       "a legal destination. While Tyros has no chip, the cards paid may be of any colour.") },
  { "M4", TYROS_RULE_GROUP_SHIP_MOVE, TYROS_RULE_PICTURE_OPEN_SEA,
    N_("Through empty fields, never into the open sea"),
    N_("On its way a ship may pass through fields without chips and through fields with ships. "
       "It never enters the open sea or the desert."),
    NULL },
  { "M5", TYROS_RULE_GROUP_SHIP_MOVE, TYROS_RULE_PICTURE_NONE,
    N_("At most 2 ships in a field"),
    N_("After a move, a field holds at most 2 ships, of one or two players. While Tyros has no "
       "city, each player may have up to 2 ships there."),
    N_("After a move, a field without a city holds at most 2 ships, of one or two players. "
       "Fields with a city, and Tyros, have no limit.") },
  { "M6", TYROS_RULE_GROUP_SHIP_MOVE, TYROS_RULE_PICTURE_NONE,
    N_("Ending in another player's city"),
    N_("A ship that ends its move in a field with another player's city pays that player one "
       "trade card of the mover's choice."),
    N_("There is no fee: a ship may end its move in another player's city without paying "
       "anything.") },
  { "M7", TYROS_RULE_GROUP_SHIP_MOVE, TYROS_RULE_PICTURE_ITALY_COASTS,
    N_("The two coasts of Italy"),
    N_("Field 16 (Italy) has a west coast and an east coast, and a ship in 16 stands on one of "
       "them. To get from one coast to the other, a ship sails round via 17. The player says "
       "which coast when the route does not show it."),
    NULL },
  { "B1", TYROS_RULE_GROUP_CITY, TYROS_RULE_PICTURE_NONE,
    N_("Sole control of the field"),
    N_("To build a city, a player must control the field alone: at least one of their own ships "
       "there and no ship of another player."),
    NULL },
  { "B2", TYROS_RULE_GROUP_CITY, TYROS_RULE_PICTURE_NONE,
    N_("A field with a chip and no city"),
    N_("A city can only be built on a field that carries an empire chip and has no city yet: one "
       "city per field."),
    N_("A city can only be built on a field that carries an empire chip and has no city yet: one "
       "city per field. No city can be built in Tyros.") },
  { "B3", TYROS_RULE_GROUP_CITY, TYROS_RULE_PICTURE_NONE,
    N_("The price of a city"),
    N_("A city costs 5 trade cards of the field's empire colour, or 4 if the player has 2 or "
       "more ships in the field."),
    NULL },
  { "B4", TYROS_RULE_GROUP_CITY, TYROS_RULE_PICTURE_ITALY_COASTS,
    N_("A ship goes home"),
    N_("After building, one of the player's ships in the field goes back to their supply: one, "
       "even if two were there. In field 16 with ships on both coasts, the player chooses which "
       "one."),
    NULL },
  { "B5", TYROS_RULE_GROUP_CITY, TYROS_RULE_PICTURE_NONE,
    N_("Ten city markers"),
    N_("Each player has 10 city markers; a player with none left cannot build a city."),
    NULL },
  { "B6", TYROS_RULE_GROUP_CITY, TYROS_RULE_PICTURE_NONE,
    N_("A city in all four empires"),
    N_("The first player to have at least one city in each of the four empires scores 7 points "
       "at once. Nobody else gets this bonus."),
    NULL },
  { "C1", TYROS_RULE_GROUP_SHIP, TYROS_RULE_PICTURE_NONE,
    N_("Where a ship can be built"),
    N_("A new ship is built in a field with the player's own city, or in Tyros while no other "
       "player has a city there."),
    N_("A new ship is built in a field with the player's own city, or in Tyros, where anyone may "
       "always build.") },
  { "C2", TYROS_RULE_GROUP_SHIP, TYROS_RULE_PICTURE_NONE,
    N_("The price of a ship in a city"),
    N_("A ship built in a city costs 1 trade card plus 1 card for every ship already in the "
       "field, whoever owns it. At least one of the cards must have the field's empire colour."),
    NULL },
  { "C3", TYROS_RULE_GROUP_SHIP, TYROS_RULE_PICTURE_NONE,
    N_("The price of a ship in Tyros"),
    N_("A ship built in Tyros without a city costs as many trade cards as there are ships in "
       "Tyros, the new one included, of any colours."),
    N_("A ship built in Tyros costs as many trade cards as there are ships in Tyros, the new one "
       "included. If Tyros has an empire chip, at least one of the cards must have its colour.") },
  { "C4", TYROS_RULE_GROUP_SHIP, TYROS_RULE_PICTURE_ITALY_COASTS,
    N_("Where the new ship stands"),
    N_("The new ship stands on the coast of the city; in field 16 on the west coast."),
    NULL },
  { "C5", TYROS_RULE_GROUP_SHIP, TYROS_RULE_PICTURE_NONE,
    N_("Ten ships"),
    N_("Each player has 10 ships; a player with none left in their supply cannot build one."),
    NULL },
  { "D1", TYROS_RULE_GROUP_BANK, TYROS_RULE_PICTURE_NONE,
    N_("Swap cards with the draw pile"),
    N_("The player discards up to 3 trade cards and draws as many from the draw pile, while it "
       "has cards. The discard pile is never reshuffled during a round."),
    N_("The player discards exactly 3 trade cards and draws 3 from the draw pile, while it has "
       "cards. The discard pile is never reshuffled during a round.") },
  { "D2", TYROS_RULE_GROUP_BANK, TYROS_RULE_PICTURE_NONE,
    N_("Take a card from the discard pile"),
    N_("Instead, the player may discard 3 trade cards and take one card of their choice from the "
       "discard pile."),
    NULL },
  { "T1", TYROS_RULE_GROUP_TRADE, TYROS_RULE_PICTURE_NONE,
    N_("Trading with another player"),
    N_("The player may make offers to everyone but trades with one player only, any number of "
       "trade cards each way. Landscape tiles are never traded."),
    NULL },
  { "T2", TYROS_RULE_GROUP_TRADE, TYROS_RULE_PICTURE_NONE,
    N_("When no trade is made"),
    N_("If no trade happens, the player may take another action instead. A completed trade is "
       "the player's action for this turn."),
    NULL },
  { "X1", TYROS_RULE_GROUP_PASS, TYROS_RULE_PICTURE_NONE,
    N_("Passing is always allowed"),
    N_("A player may always pass instead of acting. The card actions end when all players have "
       "passed one after another (P3)."),
    NULL },
  { "G1", TYROS_RULE_GROUP_END, TYROS_RULE_PICTURE_NONE,
    N_("The last round"),
    N_("The game ends after the round in which one or more players played their last landscape "
       "tile. That round is played to its end, until everyone has passed."),
    NULL },
  { "G2", TYROS_RULE_GROUP_END, TYROS_RULE_PICTURE_NONE,
    N_("Empty fields at the end"),
    N_("Not every field needs to carry a chip when the game ends."),
    NULL },
  { "F1", TYROS_RULE_GROUP_SCORING, TYROS_RULE_PICTURE_NONE,
    N_("Shared fields are cleared"),
    N_("First, all ships are removed from every field that holds ships of two different players."),
    NULL },
  { "F2", TYROS_RULE_GROUP_SCORING, TYROS_RULE_PICTURE_NONE,
    N_("Ships leave the cities"),
    N_("Then all ships are removed from every field with a city."),
    NULL },
  { "F3", TYROS_RULE_GROUP_SCORING, TYROS_RULE_PICTURE_NONE,
    N_("The majority bonus"),
    N_("For each empire, the player who alone has the most cities in it scores 7 points. On a "
       "tie for most, nobody gets the bonus."),
    NULL },
  { "F4", TYROS_RULE_GROUP_SCORING, TYROS_RULE_PICTURE_NONE,
    N_("Ranking the empires"),
    N_("The empires are ranked by size, largest first; an empire's size is the number of fields "
       "with its chips, Tyros included. A tie in size is broken in the order orange, yellow, green, violet."),
    N_("The empires are ranked by size, largest first; an empire's size is the number of fields "
       "with its chips, Tyros included. A tie in size is broken in the order green, orange, violet, yellow.") },
  { "F5", TYROS_RULE_GROUP_SCORING, TYROS_RULE_PICTURE_NONE,
    N_("Controlling the fields"),
    N_("Each field of an empire scores for the owner of its city (city control) or, without a "
       "city, for the player who has the only ships there (ship control). By the empire's rank, "
       "city control scores 12, 10, 9 or 8 points and ship control 6, 5, 4 or 3."),
    N_("Each field of an empire scores for the owner of its city (city control) or, without a "
       "city, for the player who has the only ships there (ship control). By the empire's rank, "
       "city control scores 12, 10, 9 or 7 points and ship control 8, 6, 5 or 4. Tyros is "
       "controlled by the player with the most ships there; on a tie nobody controls it.") },
  { "F6", TYROS_RULE_GROUP_SCORING, TYROS_RULE_PICTURE_NONE,
    N_("The total"),
    N_("A player's total is their control points plus their majority bonuses plus the bonus for "
       "a city in all four empires (B6)."),
    NULL },
  { "F7", TYROS_RULE_GROUP_SCORING, TYROS_RULE_PICTURE_NONE,
    N_("The winner"),
    N_("The highest total wins. On a tie, the tied player who scored the most points in the "
       "largest empire (control points and majority bonus) wins; if still tied, they share the "
       "victory."),
    N_("The highest total wins. The Italian rulebook gives no tie-break; the app uses the Kosmos "
       "one: on a tie, the tied player who scored the most points in the largest empire wins; if "
       "still tied, they share the victory.") },
};

static const char *const group_titles[TYROS_N_RULE_GROUPS] = {
  [TYROS_RULE_GROUP_SETUP] = N_("Set-up"),
  [TYROS_RULE_GROUP_ROUND] = N_("A round"),
  [TYROS_RULE_GROUP_EXPANSION] = N_("Expanding the empires"),
  [TYROS_RULE_GROUP_SHIP_MOVE] = N_("Moving a ship"),
  [TYROS_RULE_GROUP_CITY] = N_("Building a city"),
  [TYROS_RULE_GROUP_SHIP] = N_("Building a ship"),
  [TYROS_RULE_GROUP_BANK] = N_("Trading with the bank"),
  [TYROS_RULE_GROUP_TRADE] = N_("Trading with a player"),
  [TYROS_RULE_GROUP_PASS] = N_("Passing"),
  [TYROS_RULE_GROUP_END] = N_("End of the game"),
  [TYROS_RULE_GROUP_SCORING] = N_("Final scoring"),
};

static const char *const picture_captions[] = {
  [TYROS_RULE_PICTURE_NONE] = NULL,
  [TYROS_RULE_PICTURE_ADJACENCY] = N_("Adjacent fields lie side by side in the grid, whatever lies between them."),
  [TYROS_RULE_PICTURE_FIRST_GAME] = N_("In the first game the four empires start on fields 7, 13, 23 and 26."),
  [TYROS_RULE_PICTURE_SEA_LINKS] = N_("A ship steps only where a line joins two fields: there the sea connects them."),
  [TYROS_RULE_PICTURE_ITALY_COASTS] = N_("Field 16 (Italy) has a west coast and an east coast; between them a ship sails round via "
                              "17."),
  [TYROS_RULE_PICTURE_OPEN_SEA] = N_("The open sea (sea serpent) and the desert: no chip, no ship and no route ever enters "
                              "them."),
  [TYROS_RULE_PICTURE_TYROS_NEIGHBOURS] = N_("Tyros and its neighbours: fields 31 and 32 and the open sea."),
};

const TyrosRule *
tyros_rulebook_get_rules (guint *n_rules)
{
  *n_rules = G_N_ELEMENTS (rules);
  return rules;
}

const TyrosRule *
tyros_rulebook_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    if (g_ascii_strcasecmp (rules[i].id, id) == 0)
      return &rules[i];
  return NULL;
}

const char *
tyros_rule_group_title (TyrosRuleGroup group)
{
  g_return_val_if_fail (group < TYROS_N_RULE_GROUPS, NULL);
  return _(group_titles[group]);
}

const char *
tyros_rule_picture_caption (TyrosRulePicture picture)
{
  g_return_val_if_fail (picture < G_N_ELEMENTS (picture_captions), NULL);
  return picture_captions[picture] != NULL ? _(picture_captions[picture]) : NULL;
}

const char *
tyros_rule_get_title (const TyrosRule *rule)
{
  return _(rule->title);
}

const char *
tyros_rule_get_text (const TyrosRule    *rule,
                     const TyrosEdition *edition)
{
  if (rule->italian_text != NULL && edition == tyros_edition_italian ())
    return _(rule->italian_text);
  return _(rule->text);
}

gboolean
tyros_rule_differs_by_edition (const TyrosRule *rule)
{
  return rule->italian_text != NULL;
}

/* Lower case without accents, so that "citta" finds "città". */
static char *
searchable (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);
  g_autofree char *folded = g_utf8_casefold (decomposed, -1);
  GString *plain = g_string_sized_new (strlen (folded));

  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (!g_unichar_ismark (c))
        g_string_append_unichar (plain, c);
    }
  return g_string_free (plain, FALSE);
}

/* The words people type for a group that its rules may not use: "score"
 * for the scoring, "win", "goal". Translated per language, not word for word. */
static const char *const group_words[TYROS_N_RULE_GROUPS] = {
  /* Translators: words people search for, separated by spaces; give the words of
   * your language (and the rulebook's), not a translation word for word */
  [TYROS_RULE_GROUP_SETUP] = N_("setup set up start begin prepare"),
  /* Translators: words people search for, separated by spaces */
  [TYROS_RULE_GROUP_ROUND] = N_("round phase turn order upkeep"),
  /* Translators: words people search for, separated by spaces */
  [TYROS_RULE_GROUP_END] = N_("end game over last round finish"),
  /* Translators: words people search for, separated by spaces */
  [TYROS_RULE_GROUP_SCORING] = N_("score scoring points victory win winner goal how to win"),
};

/* A word of a query, shortened so that "score" finds "scoring" and "scores",
 * "ships" finds "ship": a final vowel or "s" goes from words of 5 letters or more. */
static void
stem (char *word)
{
  gsize n = strlen (word);

  if (n >= 5 && strchr ("aeios", word[n - 1]) != NULL)
    word[n - 1] = '\0';
}

/* @word begins a word of @haystack: "tie" finds "tie-break", not "cities". */
static gboolean
begins_a_word (const char *haystack,
               const char *word)
{
  for (const char *at = strstr (haystack, word); at != NULL; at = strstr (at + 1, word))
    {
      const char *before = g_utf8_find_prev_char (haystack, at);

      if (before == NULL || !g_unichar_isalnum (g_utf8_get_char (before)))
        return TRUE;
    }
  return FALSE;
}

/* Every word of @query begins a word of @haystack (already searchable()). */
static gboolean
words_occur (const char *haystack,
             const char *needle)
{
  g_auto(GStrv) words = g_strsplit_set (needle, " \t", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      stem (words[i]);
      if (words[i][0] != '\0' && !begins_a_word (haystack, words[i]))
        return FALSE;
    }
  return TRUE;
}

char *
tyros_rule_search_text (const TyrosRule *rule)
{
  const char *words = group_words[rule->group];
  g_autofree char *all = g_strjoin ("\n", tyros_rule_get_title (rule), _(rule->text),
                                    rule->italian_text != NULL ? _(rule->italian_text) : "",
                                    tyros_rule_group_title (rule->group),
                                    words != NULL ? _(words) : "", NULL);

  return searchable (all);
}

gboolean
tyros_search_text_matches (const char *search_text,
                           const char *id,
                           const char *query)
{
  g_autofree char *needle = NULL;

  if (query == NULL)
    return TRUE;
  needle = g_strstrip (searchable (query));
  if (*needle == '\0' || (id != NULL && g_ascii_strcasecmp (needle, id) == 0))
    return TRUE;
  return words_occur (search_text, needle);
}

gboolean
tyros_rule_matches (const TyrosRule *rule,
                    const char      *query)
{
  g_autofree char *search_text = NULL;

  if (query == NULL)
    return TRUE;
  search_text = tyros_rule_search_text (rule);
  return tyros_search_text_matches (search_text, rule->id, query);
}

/* ---- how to win ---- */

const char *
tyros_rulebook_how_to_win_title (void)
{
  return _("How to win");
}

char *
tyros_rulebook_how_to_win (const TyrosEdition *edition)
{
  const guint *c = edition->city_points, *s = edition->ship_points;
  g_autofree char *goal = g_strdup (_("The goal: the most victory points at the end of the game. "
                                      "Almost all of them are scored at the end, for the fields you control and the majority bonuses (F5, F3); "
                                      "only the bonus for the first player with a city in all four empires is scored during play (B6)."));
  g_autofree char *round = g_strdup (_("Each round: the trade cards are dealt (P1); everyone plays landscape tiles, "
                                       "and the four empires grow (P2); then, in turn, everyone moves a ship, builds a city "
                                       "or a ship, trades, or passes, paying with trade cards (P3)."));
  /* Translators: the numbers are the points of a field by its empire's size, largest empire first */
  g_autofree char *control = g_strdup_printf (_("Control: a field is yours if your city stands on it (city control: %u, %u, %u or %u points), "
                                                "or if only your ships are there (ship control: %u, %u, %u or %u points), "
                                                "the most in the largest empire and the least in the smallest (F4, F5). "
                                                "Ships of two players in one field score nothing (F1)."),
                                              c[0], c[1], c[2], c[3], s[0], s[1], s[2], s[3]);
  g_autofree char *bonus = g_strdup_printf (_("Bonuses: %u points in each empire to the player who alone has the most cities there (F3), "
                                              "and %u points at once to the first player with a city in each of the four empires (B6)."),
                                            TYROS_MAJORITY_BONUS, TYROS_ALL_FOUR_BONUS);
  g_autofree char *end = g_strdup (_("The end: when someone plays their last landscape tile, that round is the last; "
                                     "it is played to its end, and then the fields are scored (G1)."));

  return g_strjoin ("\n\n", goal, round, control, bonus, end, NULL);
}

char *
tyros_rulebook_how_to_win_search_text (void)
{
  g_autofree char *kosmos = tyros_rulebook_how_to_win (tyros_edition_kosmos ());
  g_autofree char *italian = tyros_rulebook_how_to_win (tyros_edition_italian ());
  g_autofree char *all = g_strjoin ("\n", tyros_rulebook_how_to_win_title (), kosmos, italian,
                                    _(group_words[TYROS_RULE_GROUP_SCORING]), NULL);

  return searchable (all);
}

gboolean
tyros_rulebook_how_to_win_matches (const char *query)
{
  g_autofree char *search_text = NULL;

  if (query == NULL)
    return TRUE;
  search_text = tyros_rulebook_how_to_win_search_text ();
  return tyros_search_text_matches (search_text, NULL, query);
}

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '_';
}

const char *
tyros_rulebook_find_id (const char *text,
                        const char *from,
                        gsize      *length)
{
  for (const char *p = from; *p != '\0'; p++)
    {
      gsize n = 1;

      if (!g_ascii_isupper (*p) || (p > text && is_word_char (p[-1])))
        continue;
      while (g_ascii_isdigit (p[n]))
        n++;
      if (n == 1 || is_word_char (p[n]) || n > 3)
        continue;
      {
        char id[4] = { 0 };
        memcpy (id, p, n);
        if (tyros_rulebook_lookup (id) != NULL)
          {
            *length = n;
            return p;
          }
      }
    }
  return NULL;
}
