/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-setup.h: founding the four empires and dealing the tiles (S1-S5) */
#pragma once

#include "tyros-state.h"
#include "tyros-violation.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_SETUP_FIRST_GAME, /* the fixed fields 7, 13, 23, 26 */
  TYROS_SETUP_ENTERED,    /* the founding fields the group drew, entered by hand */
  TYROS_SETUP_DRAWN,      /* drawn by the app from a seeded shuffle */
} TyrosSetupKind;

typedef struct {
  TyrosSetupKind kind;
  TyrosField     founding[TYROS_N_EMPIRES]; /* by TyrosEmpire */
  int            start_player;
  guint64        seed;       /* TYROS_SETUP_DRAWN only */
  TyrosSet       discarded;  /* tiles rejected and discarded while founding (S2 [it]) */
} TyrosSetup;

void     tyros_setup_first_game (TyrosSetup         *setup,
                                 int                 start_player);
/* Draws the founding tiles as the rulebook says (S2), from a shuffle made with
 * @seed: the same seed always gives the same empires. */
void     tyros_setup_draw       (TyrosSetup         *setup,
                                 const TyrosEdition *edition,
                                 guint64             seed,
                                 int                 start_player);
/* Checks S2/S3/S5 for @edition; on success fills @state with the position at
 * the start of round 1 (S1 ships in Tyros, S3, S4 hands and supply). */
gboolean tyros_setup_apply      (const TyrosSetup   *setup,
                                 const TyrosEdition *edition,
                                 guint               n_players,
                                 TyrosState         *state,
                                 TyrosViolation    **violation);

G_END_DECLS
