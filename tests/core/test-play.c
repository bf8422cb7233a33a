/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play.c: random play through the legal-move list */
#define G_LOG_DOMAIN "tyros-test-play"

#include "test-play.h"

TyrosGame *
tp_new_game (const TyrosEdition *edition,
             guint               n_players,
             gboolean            drawn,
             guint64             seed)
{
  static const char *const names[] = { "Anna", "Ben", "Cleo", "Dirk", NULL };
  const char *chosen[TYROS_MAX_PLAYERS + 1] = { NULL };
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosSetup setup;
  TyrosGame *game;

  for (guint p = 0; p < n_players; p++)
    chosen[p] = names[p];
  if (drawn)
    tyros_setup_draw (&setup, edition, seed, (int) (seed % n_players));
  else
    tyros_setup_first_game (&setup, 0);
  game = tyros_game_new (edition, chosen, &setup, &violation);
  if (game == NULL)
    g_error ("set-up rejected: %s", violation->message);
  return game;
}

TyrosMove *
tp_random_move (const TyrosState *state,
                GRand            *rand)
{
  g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (state);
  const TyrosLegalMove *last;
  guint pick;

  if (moves->len == 0)
    return NULL;
  last = g_ptr_array_index (moves, moves->len - 1);
  /* P3 ends after n passes in a row: pass often enough that it does. */
  if (last->move->type == TYROS_MOVE_PASS && g_rand_int_range (rand, 0, 100) < 40)
    return tyros_move_copy (last->move);
  pick = (guint) g_rand_int_range (rand, 0, (gint32) moves->len);
  return tyros_move_copy (((TyrosLegalMove *) g_ptr_array_index (moves, pick))->move);
}

void
tp_play (TyrosGame *game,
         TyrosMove *move)
{
  g_autoptr(TyrosViolation) violation = NULL;

  if (!tyros_game_play (game, move, NULL, &violation))
    g_error ("a move was rejected: %s", violation->message);
  tyros_move_free (move);
}

void
tp_play_out (TyrosGame *game,
             GRand     *rand,
             TpVisit    visit,
             gpointer   data)
{
  while (tyros_game_get_n_played (game) < TP_MAX_MOVES)
    {
      g_autoptr(TyrosMove) move = tp_random_move (tyros_game_get_state (game), rand);
      g_autoptr(TyrosViolation) violation = NULL;

      if (move == NULL)
        return;
      if (visit != NULL)
        visit (game, move, data);
      if (!tyros_game_play (game, move, NULL, &violation))
        g_error ("a listed move was rejected: %s", violation->message);
    }
}
