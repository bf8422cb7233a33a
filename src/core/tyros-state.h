/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-state.h: the position of a game at one moment
 *
 * A plain value: copy it with `=`. Everything that can be counted from the board
 * (ships and cities left, empire sizes) is computed, not stored.
 */
#pragma once

#include "tyros-edition.h"
#include "tyros-board.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_PHASE_EXPAND,   /* P2 */
  TYROS_PHASE_ACTIONS,  /* P3 */
  TYROS_PHASE_OVER,     /* G1: the game has ended */
} TyrosPhase;

typedef struct {
  const TyrosEdition *edition;
  guint        n_players;
  const char *const *names;              /* for messages; not owned, may be NULL */
  const TyrosBoard  *board;              /* the sea passages; not owned, NULL = printed board */

  TyrosEmpire  empire[TYROS_N_FIELDS];   /* the chip on each field, or NONE */
  int          city[TYROS_N_FIELDS];     /* the city's owner, or -1 */
  guint8       ships[TYROS_N_COASTS][TYROS_MAX_PLAYERS]; /* ships per coast and player */
  TyrosSet     tiles_out;                /* tiles that left the game (founding, S2 discards) */

  guint        hand[TYROS_MAX_PLAYERS];  /* landscape tiles held (counts) */
  guint        supply;                   /* landscape tiles left to draw */

  guint        round;                    /* from 1 */
  TyrosPhase   phase;
  guint        lap;                      /* expansion lap in this round, from 1 */
  int          start_player;
  int          current_player;
  guint        turns_in_lap;             /* players already done in this lap */
  guint        pass_streak;              /* consecutive passes in phase 3 */
  gboolean     last_round;               /* G1: someone played their last tile */
  int          first_all_four;           /* B6: who got the bonus, or -1 */
} TyrosState;

/* An empty board with @n_players players, round 1, nothing founded. */
void        tyros_state_init_empty     (TyrosState         *state,
                                        const TyrosEdition *edition,
                                        guint               n_players);

guint       tyros_state_empire_size    (const TyrosState *state,
                                        TyrosEmpire       empire);
TyrosSet    tyros_state_empire_fields  (const TyrosState *state,
                                        TyrosEmpire       empire);
/* Ships in a whole field (both coasts of 16); @player -1 counts everybody's. */
guint       tyros_state_ships_in_field (const TyrosState *state,
                                        TyrosField        field,
                                        int               player);
guint       tyros_state_ships_on_coast (const TyrosState *state,
                                        TyrosCoast        coast,
                                        int               player);
/* How many different players have ships in the field. */
guint       tyros_state_field_owners   (const TyrosState *state,
                                        TyrosField        field);
guint       tyros_state_ships_left     (const TyrosState *state,
                                        int               player);
guint       tyros_state_cities_left    (const TyrosState *state,
                                        int               player);
guint       tyros_state_cities_in_empire (const TyrosState *state,
                                          int               player,
                                          TyrosEmpire       empire);
gboolean    tyros_state_has_city_in_all_empires (const TyrosState *state,
                                                 int               player);
/* The number of laps phase 2 has in the state's round (P2). */
guint       tyros_state_expand_laps    (const TyrosState *state);
gboolean    tyros_state_is_over        (const TyrosState *state);
/* The player's name, or "Player 2" when the state has none. */
char       *tyros_state_dup_player_name (const TyrosState *state,
                                         int               player);

const char *tyros_phase_display_name   (TyrosPhase phase);

G_END_DECLS
