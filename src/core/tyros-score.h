/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score.h: the final scoring (F1-F7), with an explanation a person can check */
#pragma once

#include "tyros-state.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_CONTROL_NONE,
  TYROS_CONTROL_CITY,
  TYROS_CONTROL_SHIPS,
} TyrosControlKind;

typedef struct {
  TyrosEmpire empire;
  guint       size;
  guint       rank;          /* 1 = largest */
  gboolean    tie_broken;    /* ranked by the tie-break order (F4) */
} TyrosEmpireRank;

typedef struct {
  TyrosEmpire      empire;
  TyrosControlKind kind;
  int              player;   /* who scores the field, or -1 */
  guint            points;
  guint            ships_removed; /* F1/F2 */
} TyrosFieldScore;

typedef struct {
  guint city_points[TYROS_N_EMPIRES];  /* by TyrosEmpire */
  guint ship_points[TYROS_N_EMPIRES];
  guint majority[TYROS_N_EMPIRES];     /* F3 */
  guint all_four_bonus;                /* B6 */
  guint total;                         /* F6 */
} TyrosPlayerScore;

typedef struct {
  guint            n_players;
  TyrosEmpireRank  ranking[TYROS_N_EMPIRES];      /* by rank, largest first */
  TyrosFieldScore  fields[TYROS_N_FIELDS];
  TyrosPlayerScore players[TYROS_MAX_PLAYERS];
  int              winners[TYROS_MAX_PLAYERS];
  guint            n_winners;
  gboolean         winner_by_tiebreak;            /* F7 decided by the largest empire */
  GPtrArray       *explanation;                   /* lines, in the user's language */
} TyrosScore;

/* Scores @state as if the game ended now; @names may be NULL ("Player 1"). */
TyrosScore *tyros_score_compute               (const TyrosState  *state,
                                               const char *const *names);
/* The same score without its explanation (empty): for the points of many
 * positions (tyros-story), where the words cost most of the time. */
TyrosScore *tyros_score_compute_points        (const TyrosState  *state);
void        tyros_score_free                  (TyrosScore        *score);
guint       tyros_score_player_empire_points  (const TyrosScore  *score,
                                               int                player,
                                               TyrosEmpire        empire);
guint       tyros_score_empire_rank           (const TyrosScore  *score,
                                               TyrosEmpire        empire);
/* F7's order of two players: negative when @a finishes ahead of @b (a higher
 * total or, on equal totals, more points in the largest empire), positive
 * when behind, 0 when F7 leaves them tied. The winners are the players no one
 * is ahead of; ranks (tyros-stats) follow the same order. */
int         tyros_score_compare_players       (const TyrosScore  *score,
                                               int                a,
                                               int                b);
/* The whole score sheet as plain text, for copying. */
char       *tyros_score_to_text               (const TyrosScore  *score,
                                               const char *const *names);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosScore, tyros_score_free)

G_END_DECLS
