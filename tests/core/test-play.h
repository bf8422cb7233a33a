/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play.h: whole games played at random from the legal-move list (tests only) */
#pragma once

#include "test-util.h"

G_BEGIN_DECLS

/* Games longer than this count as "never ends". */
#define TP_MAX_MOVES 20000

/* A new game: the first-game set-up when @drawn is FALSE, else one drawn with @seed. */
TyrosGame *tp_new_game    (const TyrosEdition *edition,
                           guint               n_players,
                           gboolean            drawn,
                           guint64             seed);
/* One legal move of the player to act, chosen with @rand; in phase 3 a pass
 * now and then, so that rounds end. NULL when the game is over. */
TyrosMove *tp_random_move (const TyrosState *state,
                           GRand            *rand);
/* Plays @move, which the rules must allow, in @game; frees @move. */
void       tp_play        (TyrosGame          *game,
                           TyrosMove          *move);
/* Plays @game to its end (or TP_MAX_MOVES); @visit, when not NULL, is called
 * before every move with the position and the move about to be played. */
typedef void (*TpVisit) (TyrosGame *game, const TyrosMove *move, gpointer data);
void       tp_play_out    (TyrosGame          *game,
                           GRand              *rand,
                           TpVisit             visit,
                           gpointer            data);

G_END_DECLS
