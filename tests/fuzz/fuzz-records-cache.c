/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-records-cache.c: a line of the records cache (games/records-cache.json) as the app reads it
 *
 * The input is one line, given to the cache's line reader of
 * src/app/records/tyros-records.c (included: the reader is static). The
 * cache is never believed over a game file: a line taken must name a game
 * file of the folder, and its play must be one a game file could give
 * (names as tyros_player_name_is_valid(), "played" values as
 * tyros_played_value_is_valid(), totals the averages survive, a winner
 * ranked first). Written again as the cache writes it, it must read back as
 * the same line.
 */
#include "../../src/app/records/tyros-records.c"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

#define FOLDER "/games"

static void
check_play (const TyrosPlay *play)
{
  gboolean any_winner = FALSE;

  if ((play->started != NULL && !tyros_played_value_is_valid (TYROS_PLAYED_STARTED, play->started, NULL)) ||
      (play->finished != NULL && !tyros_played_value_is_valid (TYROS_PLAYED_FINISHED, play->finished, NULL)) ||
      (play->location != NULL && !tyros_played_value_is_valid (TYROS_PLAYED_LOCATION, play->location, NULL)) ||
      (play->note != NULL && !tyros_played_value_is_valid (TYROS_PLAYED_NOTE, play->note, NULL)))
    g_error ("a played value that no game file could hold was taken");
  if (play->n_players < TYROS_MIN_PLAYERS || play->n_players > TYROS_MAX_PLAYERS)
    g_error ("a play of %u players was taken", play->n_players);
  for (guint p = 0; p < play->n_players; p++)
    {
      const TyrosPlayResult *result = &play->players[p];

      if (!tyros_player_name_is_valid (result->name, NULL))
        g_error ("a name that no game file could hold was taken");
      if (result->total > TYROS_PLAY_MAX_TOTAL || result->rank < 1 || result->rank > play->n_players)
        g_error ("a total or a rank that no game could give was taken");
      if (result->colour != NULL && !g_utf8_validate (result->colour, -1, NULL))
        g_error ("a colour that is not UTF-8 was taken");
      any_winner |= result->winner;
    }
  if (!any_winner)
    g_error ("a play without a winner was taken");
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  Entry *entry = cache_line (FOLDER, (const char *) data, size);
  Entry *again;
  g_autofree char *name = NULL;
  g_autoptr(GString) line = NULL;

  if (entry == NULL)
    return 0;
  name = g_path_get_basename (entry->path);
  if (!g_str_has_suffix (name, ".tyros") || strchr (name, '/') != NULL ||
      !g_str_equal (entry->path + strlen (FOLDER "/"), name))
    g_error ("a line for a file outside the folder, or not a game, was taken");
  if (entry->play != NULL)
    check_play (entry->play);
  line = g_string_new (NULL);
  cache_add (line, entry->path, entry->mtime, entry->ctime, entry->size, entry->stored);
  again = cache_line (FOLDER, line->str, line->len - 1);
  if (again == NULL)
    g_error ("a line taken is written as one that is refused: %s", line->str);
  if (!g_str_equal (again->stored, entry->stored) || again->mtime != entry->mtime || again->ctime != entry->ctime ||
      again->size != entry->size || g_strcmp0 (again->path, entry->path) != 0)
    g_error ("a line taken reads back as another");
  entry_free (again);
  entry_free (entry);
  return 0;
}
