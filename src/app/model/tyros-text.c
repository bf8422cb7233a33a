/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-text.c: small helpers for label text */
#define G_LOG_DOMAIN "tyros-text"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-text.h"

char *
tyros_text_capitalize (const char *text)
{
  gunichar first;
  char buffer[8];
  int length;

  if (text == NULL || *text == '\0')
    return g_strdup ("");

  first = g_unichar_totitle (g_utf8_get_char (text));
  length = g_unichar_to_utf8 (first, buffer);
  buffer[length] = '\0';
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}

static char *
names_list (TyrosGame        *game,
            const TyrosScore *score)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint w = 0; w < score->n_winners; w++)
    {
      if (w > 0)
        g_string_append (names, w + 1 == score->n_winners ? _(" and ") : ", ");
      g_string_append (names, tyros_game_get_player_name (game, score->winners[w]));
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

char *
tyros_text_winner (TyrosGame        *game,
                   const TyrosScore *score)
{
  g_autofree char *names = names_list (game, score);
  guint total = score->n_winners > 0 ? score->players[score->winners[0]].total : 0;
  gboolean over = tyros_game_get_state (game)->phase == TYROS_PHASE_OVER || tyros_game_is_position (game);

  if (score->n_winners == 1)
    return g_strdup_printf (over ? _("%s wins with %u points") : _("%s would win with %u points"), names, total);
  return g_strdup_printf (over ? _("%s share the win with %u points each (F7)")
                               : _("%s would share the win with %u points each (F7)"),
                          names, total);
}

char *
tyros_text_played_date (const char *time)
{
  g_autoptr(GDateTime) parsed = time != NULL ? g_date_time_new_from_iso8601 (time, NULL) : NULL;

  if (parsed == NULL)
    return NULL;
  /* Translators: the day a game finished, in the list of games: "26 November
   * 2026"; a g_date_time_format() format (%-d: the day without padding, %B:
   * the month's name, %Y: the year) */
  return g_date_time_format (parsed, C_("game date", "%-d %B %Y"));
}
