/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-edition.h: the two rule editions as parameter sets
 *
 * Every row of "Where the editions differ" in docs/rules.md is a field here, so
 * the rules code reads a parameter instead of asking which edition it is.
 */
#pragma once

#include "tyros-types.h"

G_BEGIN_DECLS

typedef enum {
  /* kosmos: at most 2 ships per field; while Tyros has no city, 2 per player there */
  TYROS_TYROS_SHIPS_TWO_PER_PLAYER_WITHOUT_CITY,
  /* italian: no limit in Tyros */
  TYROS_TYROS_SHIPS_UNLIMITED,
} TyrosTyrosShipLimit;

typedef struct {
  const char         *id;                       /* "kosmos", "italian" */
  guint               tiles_per_player;         /* S4 */
  TyrosEmpire         founding_order[TYROS_N_EMPIRES]; /* S2 */
  gboolean            founding_next_to_tyros;   /* S2/S3: allowed, Tyros gets the chip */
  gboolean            rejected_tile_discarded;  /* S2: FALSE = under the stack */
  gboolean            tyros_always_destination; /* M3 */
  guint               max_ships_per_field;      /* M5 */
  gboolean            city_fields_unlimited;    /* M5: no ship limit where a city stands */
  TyrosTyrosShipLimit tyros_ship_limit;         /* M5 */
  gboolean            city_fee;                 /* M6 */
  gboolean            city_in_tyros;            /* B2 [it] */
  gboolean            tyros_ship_building_always; /* C1 */
  gboolean            tyros_ship_needs_empire_card; /* C3 [it] */
  guint               bank_swap_min;            /* D1 */
  guint               bank_swap_max;            /* D1 */
  guint               city_points[TYROS_N_EMPIRES]; /* F5, by rank */
  guint               ship_points[TYROS_N_EMPIRES]; /* F5, by rank */
  gboolean            tyros_control_by_most_ships;  /* F5 [it] */
  TyrosEmpire         tiebreak_order[TYROS_N_EMPIRES]; /* F4 */
  gboolean            winner_tiebreak_borrowed; /* F7: the rulebook has none; the Kosmos one is used */
} TyrosEdition;

#define TYROS_MAJORITY_BONUS 7   /* F3 */
#define TYROS_ALL_FOUR_BONUS 7   /* B6 */

const TyrosEdition *tyros_edition_kosmos          (void);
const TyrosEdition *tyros_edition_italian         (void);
/* NULL for an unknown id. */
const TyrosEdition *tyros_edition_lookup          (const char *id);
/* The rulebook a group speaking @language ("it_IT.UTF-8", "de", "C") has:
 * Italian for Italian, Kosmos otherwise. */
const TyrosEdition *tyros_edition_for_language    (const char *language);
/* The edition's name in the user's language. */
const char         *tyros_edition_display_name    (const TyrosEdition *edition);
/* One short paragraph: how this edition differs from the default. */
const char         *tyros_edition_summary         (const TyrosEdition *edition);

G_END_DECLS
