/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-edition.c: the kosmos and italian rule sets ("where the editions differ") */
#define G_LOG_DOMAIN "tyros-edition"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tyros-edition.h"

static const TyrosEdition kosmos = {
  .id = "kosmos",
  .tiles_per_player = 4,
  .founding_order = { TYROS_EMPIRE_ORANGE, TYROS_EMPIRE_YELLOW, TYROS_EMPIRE_GREEN, TYROS_EMPIRE_VIOLET },
  .founding_next_to_tyros = TRUE,
  .rejected_tile_discarded = FALSE,
  .tyros_always_destination = FALSE,
  .max_ships_per_field = 2,
  .city_fields_unlimited = FALSE,
  .tyros_ship_limit = TYROS_TYROS_SHIPS_TWO_PER_PLAYER_WITHOUT_CITY,
  .city_fee = TRUE,
  .city_in_tyros = TRUE,
  .tyros_ship_building_always = FALSE,
  .tyros_ship_needs_empire_card = FALSE,
  .bank_swap_min = 1,
  .bank_swap_max = 3,
  .city_points = { 12, 10, 9, 8 },
  .ship_points = { 6, 5, 4, 3 },
  .tyros_control_by_most_ships = FALSE,
  .tiebreak_order = { TYROS_EMPIRE_ORANGE, TYROS_EMPIRE_YELLOW, TYROS_EMPIRE_GREEN, TYROS_EMPIRE_VIOLET },
};

static const TyrosEdition italian = {
  .id = "italian",
  .tiles_per_player = 5,
  .founding_order = { TYROS_EMPIRE_GREEN, TYROS_EMPIRE_ORANGE, TYROS_EMPIRE_YELLOW, TYROS_EMPIRE_VIOLET },
  .founding_next_to_tyros = FALSE,
  .rejected_tile_discarded = TRUE,
  .tyros_always_destination = TRUE,
  .max_ships_per_field = 2,
  .city_fields_unlimited = TRUE,
  .tyros_ship_limit = TYROS_TYROS_SHIPS_UNLIMITED,
  .city_fee = FALSE,
  .city_in_tyros = FALSE,
  .tyros_ship_building_always = TRUE,
  .tyros_ship_needs_empire_card = TRUE,
  .bank_swap_min = 3,
  .bank_swap_max = 3,
  .city_points = { 12, 10, 9, 7 },
  .ship_points = { 8, 6, 5, 4 },
  .tyros_control_by_most_ships = TRUE,
  .tiebreak_order = { TYROS_EMPIRE_GREEN, TYROS_EMPIRE_ORANGE, TYROS_EMPIRE_VIOLET, TYROS_EMPIRE_YELLOW },
  .winner_tiebreak_borrowed = TRUE,  /* docs/rules-choices.md */
};

const TyrosEdition *
tyros_edition_kosmos (void)
{
  return &kosmos;
}

const TyrosEdition *
tyros_edition_italian (void)
{
  return &italian;
}

const TyrosEdition *
tyros_edition_lookup (const char *id)
{
  if (g_strcmp0 (id, kosmos.id) == 0)
    return &kosmos;
  if (g_strcmp0 (id, italian.id) == 0)
    return &italian;
  return NULL;
}

const TyrosEdition *
tyros_edition_for_language (const char *language)
{
  /* An Italian group owns the Italian rulebook; German and Dutch groups the
   * Kosmos one, which is also the default for any other language. */
  if (language != NULL && g_str_has_prefix (language, "it") &&
      (language[2] == '\0' || strchr ("_.@", language[2]) != NULL))
    return &italian;
  return &kosmos;
}

const char *
tyros_edition_display_name (const TyrosEdition *edition)
{
  if (edition == &italian)
    return _("Italian rulebook");
  return _("Kosmos rulebook (German, Dutch)");
}

const char *
tyros_edition_summary (const TyrosEdition *edition)
{
  if (edition == &italian)
    return _("5 tiles each, no empire founded next to Tyros, Tyros always a destination, "
             "no ship limit in cities or Tyros, no city fee, no city in Tyros, "
             "bank swaps of exactly 3 cards, ship control worth more.");
  return _("The rules of the German and Dutch rulebooks, as printed by Kosmos.");
}
