/* tyros-position.c: could this finished board have come from a game? */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-position.h"

static gboolean
check_material (const TyrosState *state,
                TyrosViolation  **violation)
{
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    if (tyros_state_empire_size (state, (TyrosEmpire) e) > TYROS_CHIPS_PER_EMPIRE)
      {
        *violation = tyros_violation_new ("E2", TYROS_FIELD_NONE, -1,
                                          _("The %s empire has more than %d chips"),
                                          tyros_empire_display_name ((TyrosEmpire) e), TYROS_CHIPS_PER_EMPIRE);
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
  else if (field != TYROS_FIELD_TYROS && state->city[field] < 0 &&
           tyros_state_ships_in_field (state, field, -1) > state->edition->max_ships_per_field)
    *violation = tyros_violation_new ("M5", field, -1, _("Field %s has more than %u ships and no city"),
                                      name, state->edition->max_ships_per_field);
  return *violation == NULL;
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
