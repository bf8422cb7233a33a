/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-snapshot.h: the game as the table's phones see it
 *
 * One JSON text (docs/table-snapshot.md) that says everything the phone page
 * shows of a game: whose turn, the round and phase, the standings "if the game
 * ended now", the empires, the last moves in words, the legal moves of the
 * player to act and, at the end, the score sheet and the story's numbers. In
 * the user's language (see tyros_i18n_in_language()); made by the core, so
 * the phones never disagree with the window.
 */
#pragma once

#include "tyros-game.h"

G_BEGIN_DECLS

#define TYROS_TABLE_SNAPSHOT_SCHEMA 1

typedef struct {
  guint64            version;     /* the caller's counter of the game's changes */
  const char *const *colours;     /* each player's colour ("#3584e4"), or NULL */
  const char        *table_now;   /* what the table does now (the teacher's), or NULL */
  guint              n_last_moves;/* the most recent moves told; G_MAXUINT: all */
  gboolean           legal_moves; /* with what the player to act may do (its
                                   * list takes tens of ms late in a game) */
} TyrosTableSnapshotOptions;

/* The snapshot of @game as it is now (its played moves), as JSON text. */
char *tyros_table_snapshot_build (TyrosGame                       *game,
                                  const TyrosTableSnapshotOptions *options);

G_END_DECLS
