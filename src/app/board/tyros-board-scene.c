/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-scene.c: everything the board shows, in one place */
#define G_LOG_DOMAIN "tyros-board-scene"

#include <string.h>

#include <glib/gi18n.h>

#include "tyros-board-scene.h"

/* Player colours when the game has none: chosen away from the four empire
 * colours so that a ship never looks like an empire chip. */
static const char *const default_player_colours[TYROS_MAX_PLAYERS] = {
  "#1c71d8", "#c01c28", "#63452c", "#5e5c64",
};

char *
tyros_board_scene_player_name (const TyrosBoardScene *self,
                               int                     player)
{
  if (player >= 0 && (guint) player < self->n_names && self->names[player] != NULL &&
      self->names[player][0] != '\0')
    return g_strdup (self->names[player]);
  return g_strdup_printf (_("Player %d"), player + 1);
}

/* The first @n characters of @name, the first one in upper case. */
static char *
name_prefix (const char *name,
             guint       n)
{
  g_autofree char *head = NULL;
  const char *end = name;
  gunichar first = g_unichar_toupper (g_utf8_get_char (name));
  char buf[8] = { 0 };

  for (guint i = 0; i < n && *end != '\0'; i++)
    end = g_utf8_next_char (end);
  g_unichar_to_utf8 (first, buf);
  head = g_strndup (g_utf8_next_char (name), (gsize) (end - g_utf8_next_char (name)));
  return g_strconcat (buf, head, NULL);
}

/* Initials tell players apart where colour cannot; two players with the same
 * initial get two letters, and a player without a name a number. */
static void
update_initials (TyrosBoardScene *self)
{
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      const char *name = p < self->n_names ? self->names[p] : NULL;
      gboolean clash = FALSE;

      g_clear_pointer (&self->initials[p], g_free);
      if (name == NULL || name[0] == '\0')
        {
          self->initials[p] = g_strdup_printf ("%u", p + 1);
          continue;
        }
      for (guint q = 0; q < self->n_names; q++)
        if (q != p && self->names[q] != NULL && self->names[q][0] != '\0' &&
            g_unichar_toupper (g_utf8_get_char (self->names[q])) ==
            g_unichar_toupper (g_utf8_get_char (name)))
          clash = TRUE;
      self->initials[p] = name_prefix (name, clash ? 2 : 1);
    }
}

static void
clear_state (TyrosState *state)
{
  memset (state, 0, sizeof *state);
  for (int f = 0; f < TYROS_N_FIELDS; f++)
    {
      state->empire[f] = TYROS_EMPIRE_NONE;
      state->city[f] = -1;
    }
}

void
tyros_board_scene_init (TyrosBoardScene *self)
{
  memset (self, 0, sizeof *self);
  clear_state (&self->state);
  self->show_sea_links = TRUE;
  tyros_board_marks_init (&self->marks);
  self->cursor = 1;
  self->cursor_coast = 1;
  self->hover = TYROS_FIELD_NONE;
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    gdk_rgba_parse (&self->colours[p], default_player_colours[p]);
  update_initials (self);
}

void
tyros_board_scene_clear (TyrosBoardScene *self)
{
  tyros_board_marks_clear (&self->marks);
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->names[p], g_free);
      g_clear_pointer (&self->initials[p], g_free);
    }
}

void
tyros_board_scene_set_state (TyrosBoardScene  *self,
                             const TyrosState *state)
{
  if (state != NULL)
    self->state = *state;
  else
    clear_state (&self->state);
}

void
tyros_board_scene_set_players (TyrosBoardScene   *self,
                               const char *const *names,
                               const char *const *colours)
{
  self->n_names = 0;
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->names[p], g_free);
      gdk_rgba_parse (&self->colours[p], default_player_colours[p]);
    }
  for (guint p = 0; names != NULL && names[p] != NULL && p < TYROS_MAX_PLAYERS; p++)
    {
      self->names[p] = g_strdup (names[p]);
      self->n_names = p + 1;
      /* a missing or unreadable colour keeps the default one */
      if (colours != NULL && colours[p] != NULL && colours[p][0] != '\0')
        {
          GdkRGBA c;

          if (gdk_rgba_parse (&c, colours[p]))
            self->colours[p] = (GdkRGBA) { c.red, c.green, c.blue, 1.0 };
        }
    }
  update_initials (self);
}

