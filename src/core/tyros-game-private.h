/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-private.h: what the file code needs of a game, and nobody else */
#pragma once

#include <json-glib/json-glib.h>

#include "tyros-game.h"

G_BEGIN_DECLS

/* Takes @moves (TyrosMove) as the journal and replays the first @n_to_play
 * after the set-up, stopping at the first illegal one, which is reported by
 * tyros_game_get_replay_error(); the moves not replayed stay redoable. */
void        tyros_game_take_journal     (TyrosGame  *self,
                                         GPtrArray  *moves,
                                         guint       n_to_play);
/* Keys of a player's object that the core does not read, kept for saving:
 * the JSON text of those members as the file had them, each after a comma
 * (",\"rating\":1e42"), or NULL when there are none. */
void        tyros_game_set_player_extra (TyrosGame  *self,
                                         int         player,
                                         const char *extra);
const char *tyros_game_get_player_extra (TyrosGame  *self,
                                         int         player);

G_END_DECLS
