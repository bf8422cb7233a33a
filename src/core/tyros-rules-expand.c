/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules-expand.c: phase 2, the expansion (E1-E6) */
#define G_LOG_DOMAIN "tyros-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-rules-private.h"

/* Phase 2: expansion (E1-E6) */

TyrosSet
tyros_rules_expand_fields (const TyrosState *state)
{
  TyrosSet fields = 0;

  for (TyrosField f = 1; f <= TYROS_N_TILES; f++)
    if (tyros_rules_expand_empires (state, f) != 0)
      fields |= TYROS_SET_BIT (f);
  return fields;
}

static guint
adjacent_empires (const TyrosState *state,
                  TyrosField        field)
{
  TyrosSet neighbours = tyros_board_field_neighbours (field);
  guint empires = 0;

  for (int n = tyros_set_next (neighbours, 0); n >= 0; n = tyros_set_next (neighbours, n))
    if (state->empire[n] != TYROS_EMPIRE_NONE)
      empires |= 1u << state->empire[n];
  return empires;
}

static guint
empires_with_chips (const TyrosState *state)
{
  guint empires = 0;

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    if (tyros_state_empire_size (state, (TyrosEmpire) e) < TYROS_CHIPS_PER_EMPIRE)
      empires |= 1u << e;
  return empires;
}

guint
tyros_rules_expand_empires (const TyrosState *state,
                            TyrosField        field)
{
  if (field < 1 || field > TYROS_N_TILES || state->empire[field] != TYROS_EMPIRE_NONE ||
      TYROS_SET_HAS (state->tiles_out, field))
    return 0;
  return adjacent_empires (state, field) & empires_with_chips (state);
}

static char *
empire_list (guint empires)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      if ((empires & (1u << e)) == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, tyros_empire_display_name ((TyrosEmpire) e));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
check_expand_field (const TyrosState *state,
                    TyrosField        field,
                    TyrosViolation  **violation)
{
  if (field == TYROS_FIELD_TYROS)
    {
      *violation = tyros_violation_new ("E1", field, -1, "%s", _("Tyros has no landscape tile"));
      return FALSE;
    }
  if (state->empire[field] != TYROS_EMPIRE_NONE)
    {
      *violation = tyros_violation_new ("E1", field, -1,
                                        _("Field %s already carries a %s chip: a field gets one chip, forever"),
                                        tyros_field_to_string (field), tyros_empire_display_name (state->empire[field]));
      return FALSE;
    }
  if (TYROS_SET_HAS (state->tiles_out, field))
    {
      *violation = tyros_violation_new ("S2", field, -1,
                                        _("The tile of field %s was discarded while founding the empires"),
                                        tyros_field_to_string (field));
      return FALSE;
    }
  if (adjacent_empires (state, field) == 0)
    {
      *violation = tyros_violation_new ("E1", field, -1,
                                        _("Field %s is not next to any empire"), tyros_field_to_string (field));
      return FALSE;
    }
  return TRUE;
}

static gboolean
choose_expand_empire (const TyrosState *state,
                      const TyrosMove  *move,
                      TyrosEmpire      *empire,
                      TyrosViolation  **violation)
{
  guint adjacent = adjacent_empires (state, move->field);
  guint available = adjacent & empires_with_chips (state);
  g_autofree char *names = empire_list (adjacent);
  g_autofree char *choices = empire_list (available);

  if (move->empire != TYROS_EMPIRE_NONE && (adjacent & (1u << move->empire)) == 0)
    *violation = tyros_violation_new ("E2", move->field, -1,
                                      /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                      _("Field %s is not next to the %s empire, only to: %s"),
                                      tyros_field_to_string (move->field),
                                      tyros_empire_adjective (move->empire, TYROS_EMPIRE_FORM_THE), names);
  else if (move->empire != TYROS_EMPIRE_NONE && (available & (1u << move->empire)) == 0)
    /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
    *violation = tyros_violation_new ("E2", move->field, -1, _("The %s empire has no chips left"),
                                      tyros_empire_adjective (move->empire, TYROS_EMPIRE_FORM_THE));
  else if (move->empire == TYROS_EMPIRE_NONE && available == 0)
    *violation = tyros_violation_new ("E2", move->field, -1, _("No empire next to field %s has chips left"),
                                      tyros_field_to_string (move->field));
  else if (move->empire == TYROS_EMPIRE_NONE && tyros_set_count (available) > 1)
    *violation = tyros_violation_new ("E2", move->field, -1,
                                      _("Field %s touches several empires (%s): say which one grows"),
                                      tyros_field_to_string (move->field), choices);
  if (*violation != NULL)
    return FALSE;
  *empire = move->empire != TYROS_EMPIRE_NONE ? move->empire : (TyrosEmpire) g_bit_nth_lsf (available, -1);
  return TRUE;
}

static void
play_tile (TyrosState *state,
           int         player)
{
  /* E3, E6: draw while the supply lasts; G1 when the last tile is played */
  if (state->supply > 0)
    state->supply--;
  else if (--state->hand[player] == 0)
    state->last_round = TRUE;
}

gboolean
tyros_rules_handle_expand (TyrosState      *state,
                           const TyrosMove *move,
                           TyrosOutcome    *outcome,
                           TyrosViolation **violation)
{
  TyrosEmpire empire;

  if (!check_expand_field (state, move->field, violation) ||
      !choose_expand_empire (state, move, &empire, violation))
    return FALSE;

  state->empire[move->field] = empire;
  outcome->empire = empire;
  /* E5: Tyros follows the first chip on 31 or 32 */
  if (TYROS_SET_HAS (tyros_board_field_neighbours (TYROS_FIELD_TYROS), move->field) &&
      state->empire[TYROS_FIELD_TYROS] == TYROS_EMPIRE_NONE &&
      tyros_state_empire_size (state, empire) < TYROS_CHIPS_PER_EMPIRE)
    {
      state->empire[TYROS_FIELD_TYROS] = empire;
      outcome->tyros_chip = TRUE;
    }
  play_tile (state, move->player);
  /* G1, a rules choice (docs/rules-choices.md): once no field can take a chip,
   * no tile can ever be played again; the game ends after this round. */
  if (!state->last_round && tyros_rules_expand_fields (state) == 0)
    {
      state->last_round = TRUE;
      outcome->no_tile_playable = TRUE;
    }
  return TRUE;
}

static gboolean
check_shown_tile (const TyrosState *state,
                  TyrosField        tile,
                  TyrosSet          seen,
                  TyrosViolation  **violation)
{
  if (tile < 1 || tile > TYROS_N_TILES)
    {
      *violation = tyros_violation_new ("E4", TYROS_FIELD_NONE, -1, "%s", _("A shown tile must be a numbered field"));
      return FALSE;
    }
  if (TYROS_SET_HAS (seen, tile))
    {
      *violation = tyros_violation_new ("E4", tile, -1, _("The tile of field %s is shown twice"),
                                        tyros_field_to_string (tile));
      return FALSE;
    }
  if (state->empire[tile] != TYROS_EMPIRE_NONE || TYROS_SET_HAS (state->tiles_out, tile))
    {
      *violation = tyros_violation_new ("E4", tile, -1,
                                        _("The tile of field %s cannot be in a hand: it has been played or left the game"),
                                        tyros_field_to_string (tile));
      return FALSE;
    }
  if (tyros_rules_expand_empires (state, tile) != 0)
    {
      *violation = tyros_violation_new ("E4", tile, -1,
                                        _("The tile of field %s can be played, so the player may not pass"),
                                        tyros_field_to_string (tile));
      return FALSE;
    }
  return TRUE;
}

/* Tiles not yet played (nor out of the game) that no empire can take. */
static guint
count_unplayable_tiles (const TyrosState *state)
{
  guint unplayable = 0;

  for (TyrosField f = 1; f <= TYROS_N_TILES; f++)
    if (state->empire[f] == TYROS_EMPIRE_NONE && !TYROS_SET_HAS (state->tiles_out, f) &&
        tyros_rules_expand_empires (state, f) == 0)
      unplayable++;
  return unplayable;
}

gboolean
tyros_rules_may_pass_expansion (const TyrosState *state,
                                int               player)
{
  return state->hand[player] <= count_unplayable_tiles (state);
}

/* E4 without shown tiles: a hand larger than the tiles no empire can take
 * must hold a playable one. */
static gboolean
check_may_hold_no_playable_tile (const TyrosState *state,
                                 int               player,
                                 TyrosViolation  **violation)
{
  g_autofree char *name = NULL;
  guint unplayable;

  if (tyros_rules_may_pass_expansion (state, player))
    return TRUE;
  name = tyros_state_dup_player_name (state, player);
  unplayable = count_unplayable_tiles (state);
  *violation = tyros_violation_new ("E4", TYROS_FIELD_NONE, -1,
                                    ngettext ("%s holds %u tile, and only %u of the unplayed tiles cannot be played: "
                                              "theirs can, so they must expand",
                                              "%s holds %u tiles, and only %u of the unplayed tiles cannot be played: "
                                              "at least one of theirs can, so they must expand",
                                              state->hand[player]),
                                    name, state->hand[player], unplayable);
  return FALSE;
}

gboolean
tyros_rules_handle_expand_pass (TyrosState      *state,
                                const TyrosMove *move,
                                TyrosOutcome    *outcome G_GNUC_UNUSED,
                                TyrosViolation **violation)
{
  TyrosSet seen = 0;

  if (move->shown == NULL)
    return check_may_hold_no_playable_tile (state, move->player, violation);
  if (move->shown->len != state->hand[move->player])
    {
      *violation = tyros_violation_new ("E4", TYROS_FIELD_NONE, -1,
                                        ngettext ("A player who passes shows all their tiles: %u tile, not %u",
                                                  "A player who passes shows all their tiles: %u tiles, not %u",
                                                  state->hand[move->player]),
                                        state->hand[move->player], move->shown->len);
      return FALSE;
    }
  for (guint i = 0; i < move->shown->len; i++)
    {
      TyrosField tile = g_array_index (move->shown, TyrosField, i);

      if (!check_shown_tile (state, tile, seen, violation))
        return FALSE;
      seen |= TYROS_SET_BIT (tile);
    }
  /* One tile goes under the supply and one is drawn: the counts stay. */
  return TRUE;
}
