/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move-entry.c: the move being entered, as a state machine
 *
 * Every question goes to the core: tyros_rules_expand_fields and
 * tyros_choices_* for what may be chosen, tyros_rules_reachability and
 * tyros_board_shortest_routes for ships, tyros_rules_check for prices and for
 * why a move is not allowed.
 */
#define G_LOG_DOMAIN "tyros-move-entry"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tyros-move-entry-private.h"

GParamSpec *_tyros_move_entry_properties[N_PROPS];
guint _tyros_move_entry_signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TyrosMoveEntry, tyros_move_entry, G_TYPE_OBJECT)

/* ------------------------------------------------------------------ */
/* Setting what is shown                                                */

void
_tyros_move_entry_set_text (TyrosMoveEntry *self,
                            char          **field,
                            const char     *text,
                            guint           prop)
{
  if (g_strcmp0 (*field, text ? text : "") == 0)
    return;
  g_free (*field);
  *field = g_strdup (text ? text : "");
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[prop]);
}

void
_tyros_move_entry_set_can_confirm (TyrosMoveEntry *self,
                                   gboolean        can_confirm)
{
  can_confirm = !!can_confirm;
  if (can_confirm == self->can_confirm)
    return;
  self->can_confirm = can_confirm;
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_CAN_CONFIRM]);
}

void
_tyros_move_entry_marks_changed (TyrosMoveEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_MARKS]);
}

/* No routes drawn, nor a bad step on them */
void
_tyros_move_entry_clear_routes (TyrosMoveEntry *self)
{
  g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
  self->marks.bad_step = -1;
}

/* ------------------------------------------------------------------ */
/* The position and the player                                          */

/* The position the move is entered for: now, or before the move being replaced. */
const TyrosState *
_tyros_move_entry_get_state (TyrosMoveEntry *self)
{
  if (self->replace_index >= 0)
    return tyros_game_get_state_at (self->game, (guint) self->replace_index);
  return tyros_game_get_state (self->game);
}

int
_tyros_move_entry_current_player (TyrosMoveEntry *self)
{
  return _tyros_move_entry_get_state (self)->current_player;
}

const char *
_tyros_move_entry_current_name (TyrosMoveEntry *self)
{
  return tyros_game_get_player_name (self->game, _tyros_move_entry_current_player (self));
}


/* ------------------------------------------------------------------ */
/* Errors                                                               */

static void
set_closed_pair (TyrosMoveEntry *self,
                 TyrosCoast      a,
                 TyrosCoast      b)
{
  gboolean could = self->closed_a != TYROS_COAST_NONE;

  self->closed_a = a;
  self->closed_b = b;
  if (could != (a != TYROS_COAST_NONE))
    g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_CAN_OPEN_PASSAGE]);
}

void
_tyros_move_entry_clear_error (TyrosMoveEntry *self)
{
  set_closed_pair (self, TYROS_COAST_NONE, TYROS_COAST_NONE);
  _tyros_move_entry_set_text (self, &self->error, NULL, PROP_ERROR);
  _tyros_move_entry_set_text (self, &self->rule, NULL, PROP_RULE);
  if (self->marks.error_field != TYROS_FIELD_NONE)
    {
      self->marks.error_field = TYROS_FIELD_NONE;
      _tyros_move_entry_marks_changed (self);
    }
}

void
_tyros_move_entry_show_error (TyrosMoveEntry *self,
                              const char     *text,
                              const char     *rule,
                              TyrosField      field)
{
  set_closed_pair (self, TYROS_COAST_NONE, TYROS_COAST_NONE);
  _tyros_move_entry_set_text (self, &self->error, text, PROP_ERROR);
  _tyros_move_entry_set_text (self, &self->rule, rule, PROP_RULE);
  self->marks.error_field = field;
  _tyros_move_entry_marks_changed (self);
}

void
_tyros_move_entry_show_violation (TyrosMoveEntry       *self,
                                  const TyrosViolation *violation)
{
  _tyros_move_entry_show_error (self, violation->message, violation->rule, violation->field);
  set_closed_pair (self, violation->closed_a, violation->closed_b);
  /* The core counts steps in the move's route, which leaves out where the
   * ship starts; the drawn route starts there, so its segment step + 1 is
   * the one that enters the offending place. */
  if (violation->step >= 0 && self->route != NULL && self->route->len > 1)
    {
      g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

      g_ptr_array_add (shown, g_array_ref (self->route));
      g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
      self->marks.routes = g_steal_pointer (&shown);
      self->marks.bad_step = violation->step + 1;
      _tyros_move_entry_marks_changed (self);
    }
}

void
_tyros_move_entry_set_replace_index (TyrosMoveEntry *self,
                                     int             index)
{
  if (index == self->replace_index)
    return;
  self->replace_index = index;
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_REPLACE_INDEX]);
}

/* "replace-index": a replacement for played move @index is entered (the
 * position before it), or with -1 moves at the end of the game; the game
 * session's "replacing" is bound to it. */
static void
enter_replacement (TyrosMoveEntry *self,
                   int             index)
{
  g_return_if_fail (index == -1 || (self->game != NULL && index < (int) tyros_game_get_n_played (self->game)));

  _tyros_move_entry_set_replace_index (self, index);
  tyros_move_entry_reset (self);
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

static gboolean
can_open_passage (TyrosMoveEntry *self)
{
  return self->closed_a != TYROS_COAST_NONE;
}

/* The game's board with the refused pair open; the game replays on it. */
gboolean
tyros_move_entry_open_passage (TyrosMoveEntry *self)
{
  TyrosBoard *current;
  g_autoptr(TyrosBoard) board = NULL;

  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL || self->closed_a == TYROS_COAST_NONE)
    return FALSE;
  current = tyros_game_get_board (self->game);
  board = current != NULL ? tyros_board_copy (current) : tyros_board_new ();
  if (!tyros_board_set_passage (board, self->closed_a, self->closed_b, TRUE))
    return FALSE;
  tyros_game_set_board (self->game, board);
  _tyros_move_entry_clear_error (self);
  g_signal_emit (self, _tyros_move_entry_signals[SIGNAL_BOARD_CHANGED], 0);
  /* The move as entered, checked on the new seas */
  if (self->mode == TYROS_ENTRY_MOVE_READY && self->route != NULL)
    _tyros_move_entry_check_ship_move (self);
  return TRUE;
}

void
tyros_move_entry_reset (TyrosMoveEntry *self)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->tracing)
    {
      self->tracing = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_TRACING]);
    }
  _tyros_move_entry_clear_routes (self);
  g_clear_pointer (&self->route, g_array_unref);
  self->build_field = TYROS_FIELD_NONE;

  if (self->game == NULL)
    {
      self->mode = TYROS_ENTRY_NONE;
      g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_MODE]);
      return;
    }
  _tyros_move_entry_clear_error (self);
  _tyros_move_entry_update_last_move (self);
  switch (_tyros_move_entry_get_state (self)->phase)
    {
    case TYROS_PHASE_EXPAND:
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_EXPAND);
      break;
    case TYROS_PHASE_ACTIONS:
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_ACTIONS);
      break;
    case TYROS_PHASE_OVER:
    default:
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_OVER);
      break;
    }
}

void
tyros_move_entry_set_game (TyrosMoveEntry *self,
                           TyrosGame      *game)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  g_set_object (&self->game, game);
  _tyros_move_entry_set_replace_index (self, -1);
  tyros_move_entry_reset (self);
}

TyrosGame *
tyros_move_entry_get_game (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), NULL);
  return self->game;
}

gboolean
tyros_move_entry_play_move (TyrosMoveEntry  *self,
                            const TyrosMove *move)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  return _tyros_move_entry_play (self, move);
}

void
tyros_move_entry_choose_field (TyrosMoveEntry *self,
                               TyrosField      field,
                               TyrosCoast      coast)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->game == NULL || !tyros_field_is_valid (field))
    return;
  if (coast == TYROS_COAST_NONE)
    coast = field;

  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND:
      _tyros_move_entry_expand_field (self, field);
      break;

    case TYROS_ENTRY_EXPAND_PASS:
      {
        g_autofree char *more = g_strdup_printf ("%s%s%s", self->shown ? self->shown : "",
                                                 self->shown && *self->shown ? ", " : "",
                                                 tyros_field_to_string (field));
        tyros_move_entry_set_shown (self, more);
      }
      break;

    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_MOVE_SHIP:
      _tyros_move_entry_pick_ship (self, field, coast);
      break;

    case TYROS_ENTRY_MOVE_DEST:
      if (field == tyros_coast_field (self->ship_from))
        _tyros_move_entry_set_mode (self, TYROS_ENTRY_MOVE_SHIP);
      else
        _tyros_move_entry_choose_destination (self, coast);
      break;

    case TYROS_ENTRY_MOVE_READY:
      if (self->tracing)
        _tyros_move_entry_trace_step (self, field);
      else if (field == tyros_coast_field (self->ship_dest) && (field != 16 || coast == self->ship_dest))
        tyros_move_entry_confirm (self);
      else
        _tyros_move_entry_choose_destination (self, coast);
      break;

    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
      if (field == self->build_field && (field != 16 || coast == self->build_coast) && self->can_confirm)
        tyros_move_entry_confirm (self);
      else
        {
          g_autoptr(TyrosMove) move = NULL;

          self->build_field = field;
          self->build_coast = coast;
          move = _tyros_move_entry_build_move (self);
          /* the legal fields stay marked, so another one can be chosen */
          self->marks.cursor = field;
          /* the hint under the price follows the field chosen, none before it */
          if (!_tyros_move_entry_check_pending (self, move, FALSE))
            _tyros_move_entry_set_text (self, &self->hint, _("Click the field. The highlighted fields are where the rules allow it."), PROP_HINT);
          else if (move->returned != TYROS_COAST_NONE)
            _tyros_move_entry_set_text (self, &self->hint, move->returned == TYROS_COAST_16W
                                        ? _("The ship on the west coast goes back to the supply (B4): click the east half of 16 to send that one back instead.")
                                        : _("The ship on the east coast goes back to the supply (B4): click the west half of 16 to send that one back instead."),
                                        PROP_HINT);
          else
            _tyros_move_entry_set_text (self, &self->hint, _("Click the same field again to build there, or another highlighted field instead."),
                                        PROP_HINT);
          _tyros_move_entry_marks_changed (self);
        }
      break;

    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
    case TYROS_ENTRY_OVER:
    default:
      break;
    }
}

void
tyros_move_entry_choose_empire (TyrosMoveEntry *self,
                                TyrosEmpire     empire)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->mode == TYROS_ENTRY_EXPAND && self->expand_field != TYROS_FIELD_NONE &&
      (self->empires & (1u << empire)) != 0)
    _tyros_move_entry_play_expand (self, self->expand_field, empire);
}

void
tyros_move_entry_start (TyrosMoveEntry *self,
                        TyrosAction     action)
{
  const TyrosState *state;

  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->game == NULL)
    return;
  state = _tyros_move_entry_get_state (self);
  _tyros_move_entry_clear_error (self);
  _tyros_move_entry_set_tracing (self, FALSE);

  if (action == TYROS_ACTION_CANNOT_PLAY)
    {
      if (state->phase == TYROS_PHASE_EXPAND)
        _tyros_move_entry_set_mode (self, TYROS_ENTRY_EXPAND_PASS);
      return;
    }
  if (state->phase != TYROS_PHASE_ACTIONS)
    return;

  switch (action)
    {
    case TYROS_ACTION_MOVE_SHIP: _tyros_move_entry_set_mode (self, TYROS_ENTRY_MOVE_SHIP); break;
    case TYROS_ACTION_BUILD_CITY: _tyros_move_entry_set_mode (self, TYROS_ENTRY_BUILD_CITY); break;
    case TYROS_ACTION_BUILD_SHIP: _tyros_move_entry_set_mode (self, TYROS_ENTRY_BUILD_SHIP); break;
    case TYROS_ACTION_BANK_TRADE: _tyros_move_entry_set_mode (self, TYROS_ENTRY_BANK); break;
    case TYROS_ACTION_PLAYER_TRADE: _tyros_move_entry_set_mode (self, TYROS_ENTRY_TRADE); break;
    case TYROS_ACTION_PASS:
      {
        g_autoptr(TyrosMove) move = _tyros_move_entry_new_move (self, TYROS_MOVE_PASS);

        _tyros_move_entry_play (self, move);
      }
      break;
    case TYROS_ACTION_CANNOT_PLAY:
    default:
      break;
    }
}

void
tyros_move_entry_set_payment (TyrosMoveEntry     *self,
                              const TyrosPayment *paid)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));
  g_return_if_fail (paid != NULL);

  self->paid = *paid;
}

void
tyros_move_entry_set_shown (TyrosMoveEntry *self,
                            const char     *text)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (g_strcmp0 (text, self->shown) == 0)
    return;
  g_free (self->shown);
  self->shown = g_strdup (text);
  /* the panel's entry shows it */
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_SHOWN]);
}

const char *
tyros_move_entry_get_shown (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), NULL);
  return self->shown ? self->shown : "";
}

gboolean
tyros_move_entry_confirm (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL)
    return FALSE;

  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND_PASS:
      {
        g_autoptr(TyrosMove) move = _tyros_move_entry_new_move (self, TYROS_MOVE_EXPAND_PASS);
        GArray *shown = NULL;

        if (!_tyros_move_entry_parse_shown (self, &shown))
          return FALSE;
        move->shown = shown;
        return _tyros_move_entry_play (self, move);
      }

    case TYROS_ENTRY_MOVE_READY:
      if (self->route != NULL && self->route->len >= 2)
        {
          g_autoptr(TyrosMove) move = _tyros_move_entry_ship_move (self);

          return _tyros_move_entry_play (self, move);
        }
      return FALSE;

    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
      if (self->build_field != TYROS_FIELD_NONE)
        {
          g_autoptr(TyrosMove) move = _tyros_move_entry_build_move (self);

          return _tyros_move_entry_play (self, move);
        }
      return FALSE;

    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_EXPAND:
    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_MOVE_SHIP:
    case TYROS_ENTRY_MOVE_DEST:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
    case TYROS_ENTRY_OVER:
    default:
      return FALSE;
    }
}

/* Whether a move is half entered: something to cancel or step back from */
static gboolean
entering (TyrosMoveEntry *self)
{
  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND:
      return self->expand_field != TYROS_FIELD_NONE;
    case TYROS_ENTRY_EXPAND_PASS:
    case TYROS_ENTRY_MOVE_SHIP:
    case TYROS_ENTRY_MOVE_DEST:
    case TYROS_ENTRY_MOVE_READY:
    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
      return TRUE;
    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_OVER:
    default:
      return FALSE;
    }
}

gboolean
tyros_move_entry_cancel (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL || !entering (self))
    return FALSE;
  tyros_move_entry_reset (self);
  return TRUE;
}

gboolean
tyros_move_entry_get_can_go_back (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  /* an earlier choice within the move: the ship, or its destination */
  return self->mode == TYROS_ENTRY_MOVE_DEST || self->mode == TYROS_ENTRY_MOVE_READY;
}

gboolean
tyros_move_entry_back (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL)
    return FALSE;

  _tyros_move_entry_clear_error (self);
  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND:
      if (self->expand_field == TYROS_FIELD_NONE)
        return FALSE;
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_EXPAND);
      return TRUE;
    case TYROS_ENTRY_EXPAND_PASS:
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_EXPAND);
      return TRUE;
    case TYROS_ENTRY_MOVE_READY:
      if (self->tracing)
        {
          _tyros_move_entry_set_tracing (self, FALSE);
          return TRUE;
        }
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_MOVE_DEST);
      return TRUE;
    case TYROS_ENTRY_MOVE_DEST:
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_MOVE_SHIP);
      return TRUE;
    case TYROS_ENTRY_MOVE_SHIP:
    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_ACTIONS);
      return TRUE;
    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_OVER:
    default:
      return FALSE;
    }
}

/* A card trade (D1, D2, T1): one step, played as it is entered. @count is
 * the cards swapped with the bank, @partner the other player of a trade. */
static gboolean
play_trade (TyrosMoveEntry *self,
            TyrosMoveType   type,
            guint           count,
            int             partner)
{
  g_autoptr(TyrosMove) move = NULL;

  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  move = _tyros_move_entry_new_move (self, type);
  move->count = count;
  move->partner = partner;
  return _tyros_move_entry_play (self, move);
}

gboolean
tyros_move_entry_bank_swap (TyrosMoveEntry *self,
                            guint           count)
{
  return play_trade (self, TYROS_MOVE_BANK_SWAP, count, -1);
}

gboolean
tyros_move_entry_bank_pick (TyrosMoveEntry *self)
{
  return play_trade (self, TYROS_MOVE_BANK_PICK, 0, -1);
}

gboolean
tyros_move_entry_trade (TyrosMoveEntry *self,
                        int             partner)
{
  return play_trade (self, TYROS_MOVE_TRADE, 0, partner);
}

/* Getters */

TyrosEntryMode tyros_move_entry_get_mode (TyrosMoveEntry *self) { return self->mode; }
guint tyros_move_entry_get_empires (TyrosMoveEntry *self) { return self->empires; }
gboolean tyros_move_entry_get_can_confirm (TyrosMoveEntry *self) { return self->can_confirm; }
const TyrosBoardMarks *tyros_move_entry_get_marks (TyrosMoveEntry *self) { return &self->marks; }

int
tyros_move_entry_get_player (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), -1);
  return self->game != NULL ? _tyros_move_entry_current_player (self) : -1;
}

/* ------------------------------------------------------------------ */
/* GObject                                                              */

static void
tyros_move_entry_finalize (GObject *object)
{
  TyrosMoveEntry *self = TYROS_MOVE_ENTRY (object);

  g_clear_object (&self->game);
  tyros_board_marks_clear (&self->marks);
  g_clear_pointer (&self->route, g_array_unref);
  g_free (self->shown);
  g_free (self->prompt);
  g_free (self->hint);
  g_free (self->price);
  g_free (self->error);
  g_free (self->rule);
  g_free (self->route_text);
  g_free (self->choice_text);
  g_free (self->last_move);
  G_OBJECT_CLASS (tyros_move_entry_parent_class)->finalize (object);
}

static void
tyros_move_entry_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TyrosMoveEntry *self = TYROS_MOVE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_MODE: g_value_set_int (value, self->mode); break;
    case PROP_PROMPT: g_value_set_string (value, self->prompt); break;
    case PROP_HINT: g_value_set_string (value, self->hint); break;
    case PROP_PRICE: g_value_set_string (value, self->price); break;
    case PROP_ERROR: g_value_set_string (value, self->error); break;
    case PROP_RULE: g_value_set_string (value, self->rule); break;
    case PROP_ROUTE_TEXT: g_value_set_string (value, self->route_text); break;
    case PROP_CHOICE_TEXT: g_value_set_string (value, self->choice_text); break;
    case PROP_LAST_MOVE: g_value_set_string (value, self->last_move); break;
    case PROP_EMPIRES: g_value_set_uint (value, self->empires); break;
    case PROP_CAN_CONFIRM: g_value_set_boolean (value, self->can_confirm); break;
    case PROP_TRACING: g_value_set_boolean (value, self->tracing); break;
    case PROP_SHOWN: g_value_set_string (value, tyros_move_entry_get_shown (self)); break;
    case PROP_CAN_OPEN_PASSAGE: g_value_set_boolean (value, can_open_passage (self)); break;
    case PROP_REPLACE_INDEX: g_value_set_int (value, self->replace_index); break;
    case PROP_MARKS: g_value_set_pointer (value, &self->marks); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_move_entry_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TyrosMoveEntry *self = TYROS_MOVE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_TRACING: _tyros_move_entry_set_tracing (self, g_value_get_boolean (value)); break;
    case PROP_REPLACE_INDEX: enter_replacement (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
text_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, "", G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static void
tyros_move_entry_class_init (TyrosMoveEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamSpec **properties = _tyros_move_entry_properties;
  guint *signals = _tyros_move_entry_signals;

  object_class->finalize = tyros_move_entry_finalize;
  object_class->get_property = tyros_move_entry_get_property;
  object_class->set_property = tyros_move_entry_set_property;

  properties[PROP_MODE] = g_param_spec_int ("mode", NULL, NULL, TYROS_ENTRY_NONE, TYROS_ENTRY_OVER,
                                            TYROS_ENTRY_NONE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] = text_property ("prompt");
  properties[PROP_HINT] = text_property ("hint");
  properties[PROP_PRICE] = text_property ("price");
  properties[PROP_ERROR] = text_property ("error");
  properties[PROP_RULE] = text_property ("rule");
  properties[PROP_ROUTE_TEXT] = text_property ("route-text");
  properties[PROP_CHOICE_TEXT] = text_property ("choice-text");
  properties[PROP_LAST_MOVE] = text_property ("last-move");
  properties[PROP_EMPIRES] = g_param_spec_uint ("empires", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_CONFIRM] = g_param_spec_boolean ("can-confirm", NULL, NULL, FALSE,
                                                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TRACING] = g_param_spec_boolean ("tracing", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                   G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOWN] = text_property ("shown");
  properties[PROP_CAN_OPEN_PASSAGE] = g_param_spec_boolean ("can-open-passage", NULL, NULL, FALSE,
                                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLACE_INDEX] =
    g_param_spec_int ("replace-index", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The board marks (a const TyrosBoardMarks *, the entry's own) */
  properties[PROP_MARKS] = g_param_spec_pointer ("marks", NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[SIGNAL_MOVE_REPLACED] = g_signal_new ("move-replaced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                                G_TYPE_UINT, G_TYPE_INT, G_TYPE_STRING);
  signals[SIGNAL_BOARD_CHANGED] = g_signal_new ("board-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tyros_move_entry_init (TyrosMoveEntry *self)
{
  self->replace_index = -1;
  self->expand_field = TYROS_FIELD_NONE;
  self->build_field = TYROS_FIELD_NONE;
  tyros_board_marks_init (&self->marks);
  self->prompt = g_strdup ("");
  self->hint = g_strdup ("");
  self->price = g_strdup ("");
  self->error = g_strdup ("");
  self->rule = g_strdup ("");
  self->route_text = g_strdup ("");
  self->choice_text = g_strdup ("");
  self->last_move = g_strdup ("");
}

TyrosMoveEntry *
tyros_move_entry_new (void)
{
  return g_object_new (TYROS_TYPE_MOVE_ENTRY, NULL);
}
