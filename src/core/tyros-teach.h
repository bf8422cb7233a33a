/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-teach.h: what a move changed, when it matters to a new player
 *
 * Compares the position before and after one move and names the changes that
 * shape the game: a new largest empire, a majority of cities gained or lost,
 * the first-in-all-four bonus within reach or scored, the last tile played.
 */
#pragma once

#include "tyros-state.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_CHANGE_LAST_TILE,        /* G1: this round is the last */
  TYROS_CHANGE_ALL_FOUR_SCORED,  /* B6 */
  TYROS_CHANGE_ALL_FOUR_IN_REACH,/* B6: cities in three empires, bonus unclaimed */
  TYROS_CHANGE_MAJORITY_GAINED,  /* F3 */
  TYROS_CHANGE_MAJORITY_LOST,    /* F3 */
  TYROS_CHANGE_LARGEST_EMPIRE,   /* F4/F5 */
} TyrosChangeKind;

typedef struct {
  TyrosChangeKind kind;
  int             player;    /* whom it concerns, or -1 (largest empire) */
  TyrosEmpire     empire;    /* the empire, or NONE (last tile, B6 scored) */
  char           *sentence;  /* one sentence in the user's language, with its rule ID */
} TyrosChange;

void        tyros_change_free        (TyrosChange      *change);

/* The changes from @before to @after (one move apart), most important first;
 * an empty array when nothing worth saying changed. Of TyrosChange. */
GPtrArray  *tyros_teach_what_changed (const TyrosState *before,
                                      const TyrosState *after);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosChange, tyros_change_free)

G_END_DECLS
