/* tyros-game-private.h: what the file code needs of a game, and nobody else */
#pragma once

#include <json-glib/json-glib.h>

#include "tyros-game.h"

G_BEGIN_DECLS

/* Replays @moves (TyrosMove, taken) after the set-up, stopping at the first
 * illegal one, which with the rest stays redoable and is reported by
 * tyros_game_get_replay_error(). */
void        tyros_game_take_journal     (TyrosGame  *self,
                                         GPtrArray  *moves);
/* Keys of a player's object that the core does not read, kept for saving. */
void        tyros_game_set_player_extra (TyrosGame  *self,
                                         int         player,
                                         JsonObject *extra);
JsonObject *tyros_game_get_player_extra (TyrosGame  *self,
                                         int         player);

G_END_DECLS
