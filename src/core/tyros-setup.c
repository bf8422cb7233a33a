/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-setup.c: founding the empires (S2, S3) and the start of round 1 */
#define G_LOG_DOMAIN "tyros-setup"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-setup.h"

static const TyrosField first_game_fields[TYROS_N_EMPIRES] = { 7, 13, 23, 26 };

void
tyros_setup_first_game (TyrosSetup *setup,
                        int         start_player)
{
  *setup = (TyrosSetup) { .kind = TYROS_SETUP_FIRST_GAME, .start_player = start_player };
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    setup->founding[e] = first_game_fields[e];
}

/* splitmix64: a tiny generator whose sequence we own, so a seed kept in a game
 * file gives the same draw on every machine and every GLib version. */
static guint64
next_random (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static gboolean
founding_allowed (const TyrosEdition *edition,
                  TyrosSet            founded,
                  TyrosField          field)
{
  if ((tyros_board_field_neighbours (field) & founded) != 0)
    return FALSE;
  if (!edition->founding_next_to_tyros &&
      TYROS_SET_HAS (tyros_board_field_neighbours (TYROS_FIELD_TYROS), field))
    return FALSE;
  return TRUE;
}

/* The fields of the founded empires: with S3, Tyros too once it has a chip,
 * so that no empire is founded next to it either (S2), as E1 counts it. */
static TyrosSet
add_founded (TyrosSet   founded,
             TyrosField field)
{
  founded |= TYROS_SET_BIT (field);
  if (TYROS_SET_HAS (tyros_board_field_neighbours (TYROS_FIELD_TYROS), field))
    founded |= TYROS_SET_BIT (TYROS_FIELD_TYROS);
  return founded;
}

void
tyros_setup_draw (TyrosSetup         *setup,
                  const TyrosEdition *edition,
                  guint64             seed,
                  int                 start_player)
{
  g_autoptr(GQueue) stack = g_queue_new ();
  TyrosField tiles[TYROS_N_TILES];
  guint64 random = seed;
  TyrosSet founded = 0;

  *setup = (TyrosSetup) { .kind = TYROS_SETUP_DRAWN, .start_player = start_player, .seed = seed };

  for (int i = 0; i < TYROS_N_TILES; i++)
    tiles[i] = i + 1;
  for (int i = TYROS_N_TILES - 1; i > 0; i--)
    {
      int j = (int) (next_random (&random) % (guint64) (i + 1));
      TyrosField t = tiles[i];

      tiles[i] = tiles[j];
      tiles[j] = t;
    }
  for (int i = 0; i < TYROS_N_TILES; i++)
    g_queue_push_tail (stack, GINT_TO_POINTER (tiles[i]));

  for (int k = 0; k < TYROS_N_EMPIRES; k++)
    {
      TyrosEmpire empire = edition->founding_order[k];

      /* Every empire finds a field: the board has room for many more than four. */
      while (!g_queue_is_empty (stack))
        {
          TyrosField tile = GPOINTER_TO_INT (g_queue_pop_head (stack));

          if (founding_allowed (edition, founded, tile))
            {
              setup->founding[empire] = tile;
              founded = add_founded (founded, tile);
              break;
            }
          if (edition->rejected_tile_discarded)
            setup->discarded |= TYROS_SET_BIT (tile);
          else
            g_queue_push_tail (stack, GINT_TO_POINTER (tile));
        }
    }
}

static gboolean
check_founding (const TyrosSetup   *setup,
                const TyrosEdition *edition,
                TyrosViolation    **violation)
{
  TyrosSet founded = 0;

  for (int k = 0; k < TYROS_N_EMPIRES; k++)
    {
      TyrosEmpire empire = edition->founding_order[k];
      TyrosField field = setup->founding[empire];

      if (field < 1 || field > TYROS_N_TILES)
        {
          *violation = tyros_violation_new ("S2", TYROS_FIELD_NONE, -1,
                                            /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                            _("The %s empire must be founded on a numbered field"),
                                            tyros_empire_adjective (empire, TYROS_EMPIRE_FORM_THE));
          return FALSE;
        }
      if (TYROS_SET_HAS (founded, field))
        {
          *violation = tyros_violation_new ("S2", field, -1,
                                            _("Two empires cannot be founded on the same field %s"),
                                            tyros_field_to_string (field));
          return FALSE;
        }
      if ((tyros_board_field_neighbours (field) & founded & ~TYROS_SET_BIT (TYROS_FIELD_TYROS)) != 0)
        {
          *violation = tyros_violation_new ("S2", field, -1,
                                            /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                            _("The %s empire cannot be founded on %s: it is next to an empire founded before it"),
                                            tyros_empire_adjective (empire, TYROS_EMPIRE_FORM_THE), tyros_field_to_string (field));
          return FALSE;
        }
      if (!founding_allowed (edition, 0, field))
        {
          *violation = tyros_violation_new ("S2", field, -1,
                                            /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                            _("The %s empire cannot be founded on %s: this edition allows no empire next to Tyros"),
                                            tyros_empire_adjective (empire, TYROS_EMPIRE_FORM_THE), tyros_field_to_string (field));
          return FALSE;
        }
      if (TYROS_SET_HAS (tyros_board_field_neighbours (field) & founded, TYROS_FIELD_TYROS))
        {
          *violation = tyros_violation_new ("S2", field, -1,
                                            /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                            _("The %s empire cannot be founded on %s: it is next to Tyros, which already belongs to an empire"),
                                            tyros_empire_adjective (empire, TYROS_EMPIRE_FORM_THE), tyros_field_to_string (field));
          return FALSE;
        }
      founded = add_founded (founded, field);
    }

  if (setup->discarded != 0 && !edition->rejected_tile_discarded)
    {
      *violation = tyros_violation_new ("S2", TYROS_FIELD_NONE, -1, "%s",
                                        _("In this edition a rejected founding tile goes under the stack; none is discarded"));
      return FALSE;
    }
  if ((setup->discarded & founded) != 0 ||
      (setup->discarded & ~(TYROS_SET_BIT (TYROS_N_TILES + 1) - 2)) != 0)
    {
      *violation = tyros_violation_new ("S2", TYROS_FIELD_NONE, -1, "%s",
                                        _("A discarded founding tile must be a numbered field that founded no empire"));
      return FALSE;
    }
  /* A tile is only rejected next to an empire or next to Tyros */
  for (int f = tyros_set_next (setup->discarded, 0); f >= 0; f = tyros_set_next (setup->discarded, f))
    {
      if ((tyros_board_field_neighbours (f) & (founded | TYROS_SET_BIT (TYROS_FIELD_TYROS))) == 0)
        {
          *violation = tyros_violation_new ("S2", f, -1,
                                            _("The tile of %s cannot have been rejected while founding: it is next to no empire and not next to Tyros"),
                                            tyros_field_to_string (f));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_seed (const TyrosSetup   *setup,
            const TyrosEdition *edition,
            TyrosViolation    **violation)
{
  TyrosSetup drawn;

  if (setup->kind != TYROS_SETUP_DRAWN)
    return TRUE;
  tyros_setup_draw (&drawn, edition, setup->seed, setup->start_player);
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      if (drawn.founding[e] != setup->founding[e])
        {
          g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, setup->seed);

          *violation = tyros_violation_new ("S2", setup->founding[e], -1,
                                            /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
                                            _("The shuffle with seed %s founds the %s empire on %s, not on %s"),
                                            seed, tyros_empire_adjective ((TyrosEmpire) e, TYROS_EMPIRE_FORM_THE),
                                            tyros_field_to_string (drawn.founding[e]),
                                            tyros_field_to_string (setup->founding[e]));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
tyros_setup_apply (const TyrosSetup   *setup,
                   const TyrosEdition *edition,
                   guint               n_players,
                   TyrosState         *state,
                   TyrosViolation    **violation)
{
  guint dealt = n_players * edition->tiles_per_player;
  guint out;

  g_return_val_if_fail (n_players >= TYROS_MIN_PLAYERS && n_players <= TYROS_MAX_PLAYERS, FALSE);

  if (setup->start_player < 0 || setup->start_player >= (int) n_players)
    {
      *violation = tyros_violation_new ("S5", TYROS_FIELD_NONE, -1, "%s",
                                        _("The start player must be one of the players"));
      return FALSE;
    }
  if (!check_founding (setup, edition, violation) || !check_seed (setup, edition, violation))
    return FALSE;
  if (TYROS_N_TILES - TYROS_N_EMPIRES - tyros_set_count (setup->discarded) < dealt)
    {
      *violation = tyros_violation_new ("S4", TYROS_FIELD_NONE, -1,
                                        _("Too many tiles left the game while founding to deal %u to each player"),
                                        edition->tiles_per_player);
      return FALSE;
    }

  tyros_state_init_empty (state, edition, n_players);
  for (int k = 0; k < TYROS_N_EMPIRES; k++)
    {
      TyrosEmpire empire = edition->founding_order[k];
      TyrosField field = setup->founding[empire];

      state->empire[field] = empire;
      state->tiles_out |= TYROS_SET_BIT (field);
      /* S3: a founding field next to Tyros gives Tyros its chip */
      if (TYROS_SET_HAS (tyros_board_field_neighbours (TYROS_FIELD_TYROS), field) &&
          state->empire[TYROS_FIELD_TYROS] == TYROS_EMPIRE_NONE)
        state->empire[TYROS_FIELD_TYROS] = empire;
    }
  state->tiles_out |= setup->discarded;

  for (guint p = 0; p < n_players; p++)
    {
      state->ships[TYROS_FIELD_TYROS][p] = 2;          /* S1 */
      state->hand[p] = edition->tiles_per_player;      /* S4 */
    }
  out = tyros_set_count (state->tiles_out);
  state->supply = TYROS_N_TILES - out - dealt;
  state->start_player = setup->start_player;           /* S5 */
  state->current_player = setup->start_player;
  return TRUE;
}
