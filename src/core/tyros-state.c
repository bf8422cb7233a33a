/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-state.c: counting things on the board */
#define G_LOG_DOMAIN "tyros-state"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-state.h"

void
tyros_state_init_empty (TyrosState         *state,
                        const TyrosEdition *edition,
                        guint               n_players)
{
  memset (state, 0, sizeof *state);
  state->edition = edition;
  state->n_players = n_players;
  for (int f = 0; f < TYROS_N_FIELDS; f++)
    {
      state->empire[f] = TYROS_EMPIRE_NONE;
      state->city[f] = -1;
    }
  state->round = 1;
  state->phase = TYROS_PHASE_EXPAND;
  state->lap = 1;
  state->first_all_four = -1;
}

TyrosSet
tyros_state_empire_fields (const TyrosState *state,
                           TyrosEmpire       empire)
{
  TyrosSet set = 0;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    if (state->empire[f] == empire)
      set |= TYROS_SET_BIT (f);
  return set;
}

guint
tyros_state_empire_size (const TyrosState *state,
                         TyrosEmpire       empire)
{
  return tyros_set_count (tyros_state_empire_fields (state, empire));
}

guint
tyros_state_ships_on_coast (const TyrosState *state,
                            TyrosCoast        coast,
                            int               player)
{
  guint n = 0;

  if (player >= 0)
    return state->ships[coast][player];
  for (guint p = 0; p < state->n_players; p++)
    n += state->ships[coast][p];
  return n;
}

guint
tyros_state_ships_in_field (const TyrosState *state,
                            TyrosField        field,
                            int               player)
{
  TyrosSet coasts = tyros_field_coasts (field);
  guint n = 0;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    n += tyros_state_ships_on_coast (state, c, player);
  return n;
}

guint
tyros_state_field_owners (const TyrosState *state,
                          TyrosField        field)
{
  guint owners = 0;

  for (guint p = 0; p < state->n_players; p++)
    if (tyros_state_ships_in_field (state, field, (int) p) > 0)
      owners++;
  return owners;
}

guint
tyros_state_ships_left (const TyrosState *state,
                        int               player)
{
  guint on_board = 0;

  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    on_board += state->ships[c][player];
  return on_board >= TYROS_SHIPS_PER_PLAYER ? 0 : TYROS_SHIPS_PER_PLAYER - on_board;
}

guint
tyros_state_cities_left (const TyrosState *state,
                         int               player)
{
  guint built = 0;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    if (state->city[f] == player)
      built++;
  return built >= TYROS_CITIES_PER_PLAYER ? 0 : TYROS_CITIES_PER_PLAYER - built;
}

guint
tyros_state_cities_in_empire (const TyrosState *state,
                              int               player,
                              TyrosEmpire       empire)
{
  guint n = 0;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    if (state->city[f] == player && state->empire[f] == empire)
      n++;
  return n;
}

gboolean
tyros_state_has_city_in_all_empires (const TyrosState *state,
                                     int               player)
{
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    if (tyros_state_cities_in_empire (state, player, (TyrosEmpire) e) == 0)
      return FALSE;
  return TRUE;
}

guint
tyros_state_expand_laps (const TyrosState *state)
{
  /* P2: always two laps with 3 players; with 4, two in round 1 and one later */
  if (state->n_players == 4 && state->round > 1)
    return 1;
  return 2;
}

gboolean
tyros_state_is_over (const TyrosState *state)
{
  return state->phase == TYROS_PHASE_OVER;
}

char *
tyros_state_dup_player_name (const TyrosState *state,
                             int               player)
{
  if (state->names != NULL && player >= 0 && player < (int) state->n_players)
    return g_strdup (state->names[player]);
  return g_strdup_printf (_("Player %d"), player + 1);
}

const char *
tyros_phase_display_name (TyrosPhase phase)
{
  switch (phase)
    {
    case TYROS_PHASE_EXPAND: return _("Expand the empires");
    case TYROS_PHASE_ACTIONS: return _("Card actions");
    case TYROS_PHASE_OVER:
    default: return _("Game over");
    }
}
