/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-position.c: could this finished board have come from a game? */
#define G_LOG_DOMAIN "tyros-position"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-position.h"
#include "tyros-rules.h"

static gboolean
check_material (const TyrosState *state,
                TyrosViolation  **violation)
{
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    if (tyros_state_empire_size (state, (TyrosEmpire) e) > TYROS_CHIPS_PER_EMPIRE)
      {
        *violation = tyros_violation_new ("E2", TYROS_FIELD_NONE, -1,
                                          /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                          _("The %s empire has more than %d chips"),
                                          tyros_empire_adjective ((TyrosEmpire) e, TYROS_EMPIRE_FORM_THE), TYROS_CHIPS_PER_EMPIRE);
        return FALSE;
      }
  for (guint p = 0; p < state->n_players; p++)
    {
      g_autofree char *name = tyros_state_dup_player_name (state, (int) p);
      guint ships = 0, cities = 0;

      for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
        ships += state->ships[c][p];
      for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
        cities += state->city[f] == (int) p;
      if (ships > TYROS_SHIPS_PER_PLAYER)
        *violation = tyros_violation_new ("C5", TYROS_FIELD_NONE, -1, _("%s has more than %d ships"),
                                          name, TYROS_SHIPS_PER_PLAYER);
      else if (cities > TYROS_CITIES_PER_PLAYER)
        *violation = tyros_violation_new ("B5", TYROS_FIELD_NONE, -1, _("%s has more than %d cities"),
                                          name, TYROS_CITIES_PER_PLAYER);
      if (*violation != NULL)
        return FALSE;
    }
  return TRUE;
}

/* Ships come to a field by a move, which M5 limits, or are built there, which
 * nothing limits (C1, C2): in a city field by its owner, and in Tyros by
 * someone always (its city's owner, anyone while it has none, anyone in the
 * italian edition). So in both editions a board keeps M5 where no ship can
 * have been built: a field without a city that is not Tyros. */
static gboolean
ships_only_sail_in (const TyrosState *state,
                    TyrosField        field)
{
  return field != TYROS_FIELD_TYROS && state->city[field] < 0;
}

static gboolean
check_field (const TyrosState *state,
             TyrosField        field,
             TyrosViolation  **violation)
{
  const char *name = tyros_field_to_string (field);
  TyrosEmpire tyros = state->empire[TYROS_FIELD_TYROS];

  if (state->city[field] >= 0 && state->empire[field] == TYROS_EMPIRE_NONE)
    *violation = tyros_violation_new ("B2", field, -1, _("Field %s has a city but no empire chip"), name);
  else if (field == TYROS_FIELD_TYROS && state->city[field] >= 0 && !state->edition->city_in_tyros)
    *violation = tyros_violation_new ("B2", field, -1, "%s", _("In this edition no city can be built in Tyros"));
  else if (field == TYROS_FIELD_TYROS && tyros != TYROS_EMPIRE_NONE &&
           state->empire[31] != tyros && state->empire[32] != tyros)
    *violation = tyros_violation_new ("E5", field, -1,
                                      _("Tyros takes the colour of 31 or 32, but neither is %s"),
                                      tyros_empire_display_name (tyros));
  else if (ships_only_sail_in (state, field))
    tyros_rules_ship_limit_kept (state, field, -1, -1, violation);
  return *violation == NULL;
}

/* What a finished board needs beyond what tyros_position_check() asks of a
 * board being painted: each check returns NULL or why the board cannot be. */

/* M3: every ship ended its last move on an empire field; Tyros is where ships
 * start and are built (S1, C1), so it is exempt. */
static TyrosViolation *
ships_on_chips (const TyrosState *state)
{
  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    {
      TyrosField field = tyros_coast_field (c);

      if (field != TYROS_FIELD_TYROS && state->empire[field] == TYROS_EMPIRE_NONE &&
          tyros_state_ships_on_coast (state, c, -1) > 0)
        return tyros_violation_new ("M3", field, -1,
                                    _("A ship stands on %s, which has no empire chip: a ship only ends its move on an empire's field"),
                                    tyros_field_to_string (field));
    }
  return NULL;
}

/* E5 (and S3): the first chip on 31 or 32 gives Tyros a chip of its colour. */
static TyrosViolation *
tyros_chipped (const TyrosState *state)
{
  static const TyrosField gates[] = { 31, 32 };

  if (state->empire[TYROS_FIELD_TYROS] != TYROS_EMPIRE_NONE)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (gates); i++)
    if (state->empire[gates[i]] != TYROS_EMPIRE_NONE)
      return tyros_violation_new ("E5", TYROS_FIELD_TYROS, -1,
                                  _("Field %d has a %s chip but Tyros has none: Tyros gets a chip of that colour at once"),
                                  gates[i], tyros_empire_display_name (state->empire[gates[i]]));
  return NULL;
}

/* S2: all four empires are founded before the first round. */
static TyrosViolation *
empires_founded (const TyrosState *state)
{
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    if (tyros_state_empire_size (state, (TyrosEmpire) e) == 0)
      return tyros_violation_new ("S2", TYROS_FIELD_NONE, -1,
                                  /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                  _("The %s empire has no field: all four empires are founded before the first round"),
                                  tyros_empire_adjective ((TyrosEmpire) e, TYROS_EMPIRE_FORM_THE));
  return NULL;
}

/* The fields of @fields that grid adjacency joins to @start. */
static TyrosSet
connected_part (TyrosSet   fields,
                TyrosField start)
{
  TyrosSet part = TYROS_SET_BIT (start);
  TyrosSet frontier = part;

  while (frontier != 0)
    {
      TyrosSet next = 0;

      for (int f = tyros_set_next (frontier, 0); f >= 0; f = tyros_set_next (frontier, f))
        next |= tyros_board_field_neighbours (f);
      frontier = next & fields & ~part;
      part |= frontier;
    }
  return part;
}

/* E1/E2: an empire grows only onto fields next to its own, so its fields hang
 * together. The largest part is taken as the empire; a field outside it is named. */
static TyrosViolation *
empires_connected (const TyrosState *state)
{
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      TyrosSet fields = tyros_state_empire_fields (state, (TyrosEmpire) e);
      TyrosSet largest = 0;
      TyrosField stray;

      for (TyrosSet rest = fields; rest != 0;)
        {
          TyrosSet part = connected_part (fields, tyros_set_next (rest, 0));

          if (tyros_set_count (part) > tyros_set_count (largest))
            largest = part;
          rest &= ~part;
        }
      if (largest == fields)
        continue;
      stray = tyros_set_next (fields & ~largest, 0);
      return tyros_violation_new ("E1", stray, -1,
                                  _("The %s chip on %s is cut off from the rest of its empire: an empire grows only onto fields next to its own"),
                                  tyros_empire_display_name ((TyrosEmpire) e), tyros_field_to_string (stray));
    }
  return NULL;
}

/* B6: the bonus goes to the first player with a city in every empire, at once. */
static TyrosViolation *
bonus_given (const TyrosState *state)
{
  if (state->first_all_four >= 0)
    return NULL;
  for (guint p = 0; p < state->n_players; p++)
    if (tyros_state_has_city_in_all_empires (state, (int) p))
      {
        g_autofree char *name = tyros_state_dup_player_name (state, (int) p);

        return tyros_violation_new ("B6", TYROS_FIELD_NONE, -1,
                                    _("%s has a city in each of the four empires, but nobody has the first-in-all-four bonus"),
                                    name);
      }
  return NULL;
}

gboolean
tyros_position_check_finished (const TyrosState *state,
                               TyrosViolation  **violation)
{
  static TyrosViolation *(*const checks[]) (const TyrosState *) = {
    empires_founded, tyros_chipped, empires_connected, ships_on_chips, bonus_given,
  };
  TyrosViolation *error = NULL;

  if (!tyros_position_check (state, violation))
    return FALSE;
  for (guint i = 0; error == NULL && i < G_N_ELEMENTS (checks); i++)
    error = checks[i] (state);
  if (violation != NULL)
    *violation = error;
  else
    tyros_violation_free (error);
  return error == NULL;
}

gboolean
tyros_position_check (const TyrosState *state,
                      TyrosViolation  **violation)
{
  TyrosViolation *error = NULL;
  gboolean ok = check_material (state, &error);

  for (TyrosField f = 1; ok && f < TYROS_N_FIELDS; f++)
    ok = check_field (state, f, &error);
  if (ok && state->first_all_four >= 0 &&
      (state->first_all_four >= (int) state->n_players ||
       !tyros_state_has_city_in_all_empires (state, state->first_all_four)))
    {
      error = tyros_violation_new ("B6", TYROS_FIELD_NONE, -1, "%s",
                                   _("The first-in-all-four bonus needs a city in each of the four empires"));
      ok = FALSE;
    }
  if (violation != NULL)
    *violation = error;
  else
    tyros_violation_free (error);
  return ok;
}

void
tyros_position_paint_chip (TyrosState  *state,
                           TyrosField   field,
                           TyrosEmpire  empire)
{
  TyrosEmpire *tyros = &state->empire[TYROS_FIELD_TYROS];

  g_return_if_fail (tyros_field_is_valid (field));

  state->empire[field] = empire;
  if (field != 31 && field != 32)
    return;
  if (*tyros != TYROS_EMPIRE_NONE && (state->empire[31] == *tyros || state->empire[32] == *tyros))
    return;
  /* Tyros has no chip, or one that neither gate has any more */
  *tyros = state->empire[31] != TYROS_EMPIRE_NONE ? state->empire[31] : state->empire[32];
}
