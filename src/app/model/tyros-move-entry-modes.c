/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move-entry-modes.c: what each step of a move asks, and the tiles
 *
 * A mode sets the prompt, the hint and the fields marked on the board; a
 * landscape tile is played by its field (and maybe its empire), a player who
 * cannot play one lists the tiles shown.
 */
#define G_LOG_DOMAIN "tyros-move-entry"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tyros-move-entry-private.h"

static void
set_empires (TyrosMoveEntry *self,
             guint           empires)
{
  if (empires == self->empires)
    return;
  self->empires = empires;
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_EMPIRES]);
}

static void
set_highlight (TyrosMoveEntry *self,
               TyrosSet        fields)
{
  self->marks.highlight = fields;
  _tyros_move_entry_marks_changed (self);
}

TyrosMove *
_tyros_move_entry_build_move (TyrosMoveEntry *self)
{
  TyrosMove *move = _tyros_move_entry_new_move (self, self->mode == TYROS_ENTRY_BUILD_CITY ? TYROS_MOVE_BUILD_CITY
                                                                         : TYROS_MOVE_BUILD_SHIP);
  move->field = self->build_field;
  move->paid = self->paid;
  /* B4 in 16 with ships on both coasts: the player chooses which goes back */
  if (move->type == TYROS_MOVE_BUILD_CITY && move->field == 16 &&
      tyros_state_ships_on_coast (_tyros_move_entry_get_state (self), TYROS_COAST_16W, move->player) > 0 &&
      tyros_state_ships_on_coast (_tyros_move_entry_get_state (self), TYROS_COAST_16E, move->player) > 0)
    move->returned = self->build_coast;
  return move;
}


/* The first of @fields, for the keyboard cursor, or NONE. */
static TyrosField
first_field (TyrosSet fields)
{
  int f = tyros_set_next (fields, 0);

  return f > 0 ? f : TYROS_FIELD_NONE;
}

/* ------------------------------------------------------------------ */
/* Tiles                                                                */

void
_tyros_move_entry_play_expand (TyrosMoveEntry *self,
                               TyrosField      field,
                               TyrosEmpire     empire)
{
  g_autoptr(TyrosMove) move = _tyros_move_entry_new_move (self, TYROS_MOVE_EXPAND);

  move->field = field;
  move->empire = empire;
  _tyros_move_entry_play (self, move);
}

void
_tyros_move_entry_expand_field (TyrosMoveEntry *self,
                                TyrosField      field)
{
  const TyrosState *state = _tyros_move_entry_get_state (self);
  guint empires = 0;

  if (TYROS_SET_HAS (tyros_rules_expand_fields (state), field))
    empires = tyros_rules_expand_empires (state, field);

  if (tyros_set_count (empires) > 1)
    {
      /* Expansion is about the field, not a coast: "Field 16", never "16 (west coast)". */
      g_autofree char *text = g_strdup_printf (_("Field %s touches several empires. Which one grows (E2)?"),
                                               tyros_field_to_string (field));

      self->expand_field = field;
      _tyros_move_entry_set_text (self, &self->choice_text, text, PROP_CHOICE_TEXT);
      set_empires (self, empires);
      _tyros_move_entry_clear_error (self);
      set_highlight (self, TYROS_SET_BIT (field));
      return;
    }
  /* One empire: name the one the core offers (it may be the only one with
   * chips left, which the move's own check does not take into account). Not
   * a legal field at all: the core decides and explains. */
  _tyros_move_entry_play_expand (self, field, tyros_choices_single_empire (state, field));
}

static void
hide_empire_choice (TyrosMoveEntry *self)
{
  self->expand_field = TYROS_FIELD_NONE;
  set_empires (self, 0);
  _tyros_move_entry_set_text (self, &self->choice_text, NULL, PROP_CHOICE_TEXT);
}

gboolean
_tyros_move_entry_parse_shown (TyrosMoveEntry *self,
                               GArray        **shown)
{
  g_auto(GStrv) parts = g_regex_split_simple ("[\\s,;]+", self->shown ? self->shown : "", 0, 0);

  *shown = NULL;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      TyrosPlace place;

      if (*parts[i] == '\0')
        continue;
      if (!tyros_place_parse (parts[i], &place) || place.field == TYROS_FIELD_TYROS)
        {
          g_autofree char *error = g_strdup_printf (_("“%s” is not a landscape tile: use the field numbers 1 to 32"),
                                                    parts[i]);
          _tyros_move_entry_show_error (self, error, NULL, TYROS_FIELD_NONE);
          g_clear_pointer (shown, g_array_unref);
          return FALSE;
        }
      if (*shown == NULL)
        *shown = g_array_new (FALSE, FALSE, sizeof (TyrosField));
      g_array_append_val (*shown, place.field);
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Modes                                                                */

static void
set_texts (TyrosMoveEntry *self,
           const char     *prompt,
           const char     *hint)
{
  _tyros_move_entry_set_text (self, &self->prompt, prompt, PROP_PROMPT);
  _tyros_move_entry_set_text (self, &self->hint, hint, PROP_HINT);
}

static void
enter_build (TyrosMoveEntry *self,
             TyrosEntryMode  mode,
             char          **prompt,
             char          **hint)
{
  gboolean city = mode == TYROS_ENTRY_BUILD_CITY;
  TyrosSet fields = tyros_choices_build_fields (_tyros_move_entry_get_state (self),
                                                city ? TYROS_MOVE_BUILD_CITY : TYROS_MOVE_BUILD_SHIP);
  const char *name = _tyros_move_entry_current_name (self);

  *prompt = g_strdup_printf (city ? _("%s builds a city") : _("%s builds a ship"), name);
  self->build_field = TYROS_FIELD_NONE;
  memset (&self->paid, 0, sizeof self->paid);
  self->marks.highlight = fields;
  self->marks.cursor = first_field (fields);
  if (fields != 0)
    {
      *hint = g_strdup (_("Click the field. The highlighted fields are where the rules allow it."));
      _tyros_move_entry_set_text (self, &self->price, _("Where?"), PROP_PRICE);
      return;
    }
  /* Said at once, before anything is clicked: nothing qualifies now. */
  *hint = g_strdup (_("Cancel and choose another action."));
  _tyros_move_entry_set_text (self, &self->price, NULL, PROP_PRICE);
  if (city)
    _tyros_move_entry_show_error (self, _("No field qualifies for a city now: a city needs a field with an empire chip and no "
                        "city where only this player has ships, and a city marker left (B1, B2, B5)."),
                "B1", TYROS_FIELD_NONE);
  else
    _tyros_move_entry_show_error (self, _("No field qualifies for a ship now: a ship is built in a field with this player’s "
                        "city, or in Tyros while no other player has a city there, with a ship left in "
                        "the supply (C1, C5)."), "C1", TYROS_FIELD_NONE);
}

void
_tyros_move_entry_set_mode (TyrosMoveEntry *self,
                            TyrosEntryMode  mode)
{
  const TyrosState *state = _tyros_move_entry_get_state (self);
  const char *name = _tyros_move_entry_current_name (self);
  g_autofree char *prompt = NULL;
  g_autofree char *hint = NULL;

  g_object_freeze_notify (G_OBJECT (self));
  self->mode = mode;
  self->marks.highlight = 0;
  self->marks.has_reach = FALSE;
  self->marks.cursor = TYROS_FIELD_NONE;
  if (mode != TYROS_ENTRY_MOVE_READY)
    {
      g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
      self->marks.bad_step = -1;
      _tyros_move_entry_set_text (self, &self->route_text, NULL, PROP_ROUTE_TEXT);
    }
  hide_empire_choice (self);
  _tyros_move_entry_set_text (self, &self->price, NULL, PROP_PRICE);
  _tyros_move_entry_set_can_confirm (self, FALSE);

  switch (mode)
    {
    case TYROS_ENTRY_NONE:
      break;

    case TYROS_ENTRY_EXPAND:
      /* Translators: "Anna plays a landscape tile" */
      prompt = g_strdup_printf (_("%s plays a landscape tile"), name);
      hint = g_strdup (_("Click the tile’s field on the board. The highlighted fields can take a tile (E1)."));
      self->marks.highlight = tyros_rules_expand_fields (state);
      self->marks.cursor = first_field (self->marks.highlight);
      break;

    case TYROS_ENTRY_EXPAND_PASS:
      prompt = g_strdup_printf (_("%s cannot play a tile"), name);
      hint = g_strdup (_("They show their tiles, put one under the supply and draw one (E4). Enter or click the tiles shown and the app checks that none was playable."));
      /* a new pass: no tiles shown yet, in the panel's field too (it kept
       * another pass's tiles, and a pass recorded without what it showed) */
      tyros_move_entry_set_shown (self, NULL);
      _tyros_move_entry_set_can_confirm (self, TRUE);
      break;

    case TYROS_ENTRY_ACTIONS:
      prompt = g_strdup_printf (_("%s: choose a card action"), name);
      hint = g_strdup (_("Or click one of their ships to see where it can go."));
      self->marks.highlight = _tyros_move_entry_fields_with_own_ships (self);
      break;

    case TYROS_ENTRY_MOVE_SHIP:
      prompt = g_strdup_printf (_("%s moves a ship"), name);
      hint = g_strdup (_("Click the ship to move; fields with their ships are highlighted."));
      _tyros_move_entry_set_text (self, &self->price, _("Which ship?"), PROP_PRICE);
      self->marks.highlight = _tyros_move_entry_fields_with_own_ships (self);
      self->marks.cursor = first_field (self->marks.highlight);
      break;

    case TYROS_ENTRY_MOVE_DEST:
      {
        g_autofree char *from = tyros_coast_display_name (self->ship_from);

        prompt = g_strdup_printf (_("%s moves a ship from %s"), name, from);
        hint = g_strdup (_("Every field this ship can end on shows its cost in cards. Click the destination."));
        _tyros_move_entry_set_text (self, &self->price, _("Where to?"), PROP_PRICE);
        tyros_rules_reachability (state, _tyros_move_entry_current_player (self), self->ship_from, &self->marks.reach);
        self->marks.has_reach = TRUE;
        self->marks.cursor = tyros_coast_field (self->ship_from);
      }
      break;

    case TYROS_ENTRY_MOVE_READY:
      {
        g_autofree char *from = tyros_coast_display_name (self->ship_from);
        g_autofree char *to = tyros_coast_display_name (self->ship_dest);

        if (self->tracing)
          prompt = g_strdup_printf (_("%s moves a ship from %s"), name, from);
        else
          /* Translators: "Anna moves a ship from Tyros to 23" */
          prompt = g_strdup_printf (_("%s moves a ship from %s to %s"), name, from, to);
        hint = g_strdup (self->tracing
                         ? _("Click the fields the ship passed, one by one; click the last one again to take it back.")
                         : _("Click another field to change the destination, or the same one again to confirm."));
        memset (&self->paid, 0, sizeof self->paid);
        _tyros_move_entry_check_ship_move (self);
      }
      break;

    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
      enter_build (self, mode, &prompt, &hint);
      break;

    case TYROS_ENTRY_BANK:
      prompt = g_strdup_printf (_("%s trades with the bank"), name);
      hint = g_strdup (_("Swap cards with the draw pile, or discard 3 and take one of choice from the discard pile (D1, D2)."));
      break;

    case TYROS_ENTRY_TRADE:
      prompt = g_strdup_printf (_("%s trades with a player"), name);
      hint = g_strdup (_("Any cards each way, with one player. If no trade happens, cancel and choose another action (T2)."));
      break;

    case TYROS_ENTRY_OVER:
    default:
      prompt = g_strdup (_("The game is over"));
      hint = g_strdup (_("Someone played their last tile and the round has been played to its end (G1)."));
      break;
    }

  set_texts (self, prompt, hint);
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_MODE]);
  _tyros_move_entry_marks_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Under the panel: the last move entered, or the move being replaced. */
void
_tyros_move_entry_update_last_move (TyrosMoveEntry *self)
{
  guint n_played = tyros_game_get_n_played (self->game);
  g_autofree char *move = NULL;
  g_autofree char *text = NULL;

  if (self->replace_index >= 0)
    {
      move = tyros_game_describe_move (self->game, (guint) self->replace_index);
      /* Translators: the move being replaced, as the core describes it */
      text = g_strdup_printf (_("Replacing: %s"), move);
    }
  else if (n_played > 0)
    {
      move = tyros_game_describe_move (self->game, n_played - 1);
      /* Translators: the last move entered, as the core describes it */
      text = g_strdup_printf (_("Last: %s"), move);
    }
  _tyros_move_entry_set_text (self, &self->last_move, text, PROP_LAST_MOVE);
}
