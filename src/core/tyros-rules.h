/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules.h: checking and applying moves (E, M, B, C, D, T, X, P, G)
 *
 * tyros_rules_apply() either applies a move or rejects it with a
 * TyrosViolation and leaves the state exactly as it was.
 */
#pragma once

#include "tyros-move.h"
#include "tyros-state.h"
#include "tyros-violation.h"

G_BEGIN_DECLS

/* What an accepted move did, beyond the new position. */
typedef struct {
  guint        cost;            /* trade cards to pay */
  TyrosEmpire  cost_colour;     /* the colour they must have, or NONE for any */
  guint        cost_colour_min; /* how many must have that colour (jokers count) */
  TyrosEmpire  empire;          /* expand: the empire that grew */
  GArray      *route;           /* move: the coasts travelled, from first (TyrosCoast) */
  int          fee_to;          /* M6: the city owner paid one card, or -1 */
  gboolean     tyros_chip;      /* S3/E5: Tyros got a chip */
  gboolean     no_tile_playable; /* G1 (a rules choice): no field can take a chip any more */
  gboolean     all_four_bonus;  /* B6: the mover got the 7 points */
  gboolean     round_ended;     /* this move ended the round (P3, P4) */
  gboolean     game_ended;      /* ... and with it the game (G1) */
} TyrosOutcome;

void      tyros_outcome_clear        (TyrosOutcome *outcome);
/* The price in words: "4 green cards; jokers count", "3 cards of any colour". */
char     *tyros_outcome_price_text   (const TyrosOutcome *outcome);

/* Applies @move to @state if the rules allow it. @outcome may be NULL; it is
 * overwritten (not freed) and its route is freed with tyros_outcome_clear(). */
gboolean  tyros_rules_apply          (TyrosState        *state,
                                      const TyrosMove   *move,
                                      TyrosOutcome      *outcome,
                                      TyrosViolation   **violation);
/* Like tyros_rules_apply() on a copy: asks "would this be legal, what does it cost?". */
gboolean  tyros_rules_check          (const TyrosState  *state,
                                      const TyrosMove   *move,
                                      TyrosOutcome      *outcome,
                                      TyrosViolation   **violation);

/* Phase 2: the fields a tile could be played on now (E1) ... */
TyrosSet  tyros_rules_expand_fields  (const TyrosState  *state);
/* ... and the empires a tile on @field could join (E2), as a bit per TyrosEmpire. */
guint     tyros_rules_expand_empires (const TyrosState  *state,
                                      TyrosField         field);

/* E4: may @player pass without showing their tiles? Not when their hand is
 * larger than the number of unplayed tiles that no empire can take. */
gboolean  tyros_rules_may_pass_expansion (const TyrosState *state,
                                          int               player);

/* M5, the one place of the ship limit: do the ships on @field keep it, as
 * they must at the end of a move of @player? Per player in Tyros while it has
 * no city (kosmos), all ships together elsewhere; no limit on a city field or
 * Tyros where the edition sets none (italian). @step is the move's route step
 * the violation names, or -1 for a board painted by hand. */
gboolean  tyros_rules_ship_limit_kept (const TyrosState *state,
                                       TyrosField        field,
                                       int               player,
                                       int               step,
                                       TyrosViolation  **violation);

/* Phase 3: where a ship of @player on @from may end a move, and at what cost. */
typedef struct {
  guint       steps[TYROS_N_COASTS];   /* cards, or TYROS_UNREACHABLE */
  gboolean    legal[TYROS_N_COASTS];   /* a legal destination (M3, M5) */
  TyrosEmpire colour[TYROS_N_COASTS];  /* M2: colour of the cards, NONE = any */
} TyrosReach;

void      tyros_rules_reachability   (const TyrosState  *state,
                                      int                player,
                                      TyrosCoast         from,
                                      TyrosReach        *reach);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TyrosOutcome, tyros_outcome_clear)

G_END_DECLS
