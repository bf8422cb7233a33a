/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-teach.h: what a move changed, when it matters to a new player
 *
 * Compares the position before and after one move and names the changes that
 * shape the game: a new largest empire, a majority of cities gained or lost,
 * the first-in-all-four bonus within reach or scored, the last tile played,
 * the control of a field gained or lost with its points; and what the table
 * must do on the real board (draw a tile, take a ship back, the end of a
 * round), which the app cannot see.
 */
#pragma once

#include "tyros-setup.h"
#include "tyros-state.h"
#include "tyros-rulebook.h"
#include "tyros-move.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_CHANGE_LAST_TILE,        /* G1: this round is the last */
  TYROS_CHANGE_ALL_FOUR_SCORED,  /* B6 */
  TYROS_CHANGE_ALL_FOUR_IN_REACH,/* B6: cities in three empires, bonus unclaimed */
  TYROS_CHANGE_MAJORITY_GAINED,  /* F3 */
  TYROS_CHANGE_MAJORITY_LOST,    /* F3 */
  TYROS_CHANGE_CONTROL_GAINED,   /* F5: a player now scores a field */
  TYROS_CHANGE_CONTROL_LOST,     /* F5, F1: a player no longer scores it */
  TYROS_CHANGE_LARGEST_EMPIRE,   /* F4/F5 */
  /* The upkeep at the real table (tyros_teach_upkeep()) */
  TYROS_CHANGE_DRAW_TILE,        /* E3 */
  TYROS_CHANGE_SUPPLY_EMPTY,     /* E6 */
  TYROS_CHANGE_SHIP_BACK,        /* B4 */
  TYROS_CHANGE_ROUND_OVER,       /* P4, P1: the end-of-round checklist */
  TYROS_CHANGE_TYROS_CHIP,       /* E5: Tyros takes a chip beside 31 or 32's */
  TYROS_CHANGE_SKIPPED,          /* E6: a player without tiles is passed over */
  TYROS_CHANGE_GAME_OVER,        /* F1, F2: the board cleared before scoring */
} TyrosChangeKind;

typedef struct {
  TyrosChangeKind kind;
  int             player;    /* whom it concerns, or -1 (largest empire) */
  TyrosEmpire     empire;    /* the empire, or NONE (last tile, B6 scored) */
  TyrosField      field;     /* the field (control, ship back), or 0 */
  guint           points;    /* control gained: what the field scores now (F5) */
  char           *sentence;  /* one sentence in the user's language, with its rule ID */
} TyrosChange;

void        tyros_change_free        (TyrosChange      *change);

/* The changes from @before to @after (one move apart), most important first;
 * an empty array when nothing worth saying changed. Of TyrosChange. */
GPtrArray  *tyros_teach_what_changed (const TyrosState *before,
                                      const TyrosState *after);

/* What the players must do on the real board after that move, which the app
 * cannot see: draw a tile (E3), the supply used up (E6), a ship taken off for
 * a city (B4), the end-of-round checklist (P4, P1). Of TyrosChange. */
GPtrArray  *tyros_teach_upkeep       (const TyrosState *before,
                                      const TyrosState *after);

/* What a teacher says after that move, in one text: what the table must do
 * (tyros_teach_upkeep(), but the checklists of a round's or the game's end,
 * which are shown apart) and the two changes that matter most; NULL when
 * nothing is worth saying. */
char       *tyros_teach_said_after   (const TyrosState *before,
                                      const TyrosState *after);

/* How many points the player of @move would gain (or lose) by it if the game
 * ended now (the score of tyros_score_compute() after it against before);
 * 0 for a move the rules refuse. */
int         tyros_teach_points_change (const TyrosState *state,
                                       const TyrosMove  *move);
/* "+5 points if the game ended now", "−3 points …"; NULL for 0. */
char       *tyros_teach_points_change_text (int change);

/* One step of setting up the real board, in the order the rulebook gives. */
typedef struct {
  const char       *rule;      /* "S2" */
  TyrosRulePicture  picture;   /* what to draw beside it */
  char             *sentence;  /* in the user's language */
} TyrosSetupStep;

void        tyros_setup_step_free    (TyrosSetupStep   *step);

/* The set-up of a game as steps on the real board: the material (C5, B5;
 * the trade cards, M2, D1), the founding chips (S2, S3), the ships in Tyros
 * (S1), the landscape tiles (S4), the trade cards dealt (P1) and the start
 * player (S5). @state is the position after the set-up. */
GPtrArray  *tyros_teach_setup_steps  (const TyrosSetup *setup,
                                      const TyrosState *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosChange, tyros_change_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosSetupStep, tyros_setup_step_free)

G_END_DECLS
