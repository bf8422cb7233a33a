/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move-entry-play.c: playing what was entered
 *
 * The core checks the move (its price, or why it is not allowed) and plays
 * it, or replaces a played one and replays the later moves.
 */
#define G_LOG_DOMAIN "tyros-move-entry"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-move-entry-private.h"

TyrosMove *
_tyros_move_entry_new_move (TyrosMoveEntry *self,
                            TyrosMoveType   type)
{
  return tyros_move_new (type, _tyros_move_entry_current_player (self));
}

static char *
format_price (TyrosMoveEntry     *self,
              const TyrosOutcome *outcome)
{
  g_autofree char *price = outcome->cost == 0 ? g_strdup (_("No cards")) : tyros_outcome_price_text (outcome);

  if (outcome->fee_to >= 0)
    /* Translators: appended to a price: "…; and 1 card of your choice to Cleo (M6)" */
    return g_strdup_printf (_("%s; and 1 card of your choice to %s (M6)"), price,
                            tyros_game_get_player_name (self->game, outcome->fee_to));
  return g_steal_pointer (&price);
}

/* The core replaces the move and replays the later ones; a later move that
 * became illegal stops the replay, and the window says which and why. */
static gboolean
replace (TyrosMoveEntry  *self,
         const TyrosMove *move)
{
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(TyrosViolation) later = NULL;
  guint index = (guint) self->replace_index;
  int first_illegal = -1;

  if (!tyros_game_replace_move (self->game, index, move, &violation, &first_illegal, &later))
    {
      if (violation != NULL)
        _tyros_move_entry_show_violation (self, violation);
      return FALSE;
    }
  _tyros_move_entry_set_replace_index (self, -1);
  tyros_move_entry_reset (self);
  g_signal_emit (self, _tyros_move_entry_signals[SIGNAL_MOVE_REPLACED], 0, index, first_illegal,
                 later != NULL ? later->message : NULL);
  return TRUE;
}

/* Plays @move; on a rejection explains it and keeps what was entered. */
gboolean
_tyros_move_entry_play (TyrosMoveEntry  *self,
                        const TyrosMove *move)
{
  g_auto(TyrosOutcome) outcome = { 0 };
  g_autoptr(TyrosViolation) violation = NULL;

  if (self->replace_index >= 0)
    return replace (self, move);
  if (!tyros_game_play (self->game, move, &outcome, &violation))
    {
      if (violation != NULL)
        _tyros_move_entry_show_violation (self, violation);
      return FALSE;
    }
  tyros_move_entry_reset (self);
  g_signal_emit (self, _tyros_move_entry_signals[SIGNAL_MOVE_PLAYED], 0, outcome.game_ended);
  return TRUE;
}

/* Checks the pending move and shows its price, or why it is not allowed.
 * While a route is being traced, only a wrong step is reported at once: the
 * rest (destination, ship limit, ...) waits for Confirm. */
gboolean
_tyros_move_entry_check_pending (TyrosMoveEntry  *self,
                                 const TyrosMove *move,
                                 gboolean         tracing)
{
  g_auto(TyrosOutcome) outcome = { 0 };
  g_autoptr(TyrosViolation) violation = NULL;
  gboolean ok = tyros_rules_check (_tyros_move_entry_get_state (self), move, &outcome, &violation);
  /* a route that is no sea route (M1) is wrong whatever comes next */
  gboolean step_ok = violation == NULL || violation->step < 0 || g_strcmp0 (violation->rule, "M1") != 0;

  if (ok)
    {
      g_autofree char *price = format_price (self, &outcome);

      _tyros_move_entry_set_text (self, &self->price, price, PROP_PRICE);
      _tyros_move_entry_clear_error (self);
    }
  else
    {
      _tyros_move_entry_set_text (self, &self->price, NULL, PROP_PRICE);
      if (tracing && step_ok)
        _tyros_move_entry_clear_error (self);
      else if (violation != NULL)
        _tyros_move_entry_show_violation (self, violation);
    }
  /* An illegal move stays explained next to it and cannot be confirmed. */
  _tyros_move_entry_set_can_confirm (self, ok || (tracing && step_ok));
  return ok;
}
