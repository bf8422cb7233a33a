/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-game-file.c: a game file through the path of `tyros check` and `tyros score`
 *
 * Read (strict JSON, then the game), replay, score, describe every move, and
 * save: a file that loads must save to bytes that load to the same bytes.
 * Built with libFuzzer by -Dfuzzing=true (clang); the regression runner
 * (fuzz-run-corpus.c) feeds it every file of the corpus in the normal build.
 */
#define G_LOG_DOMAIN "tyros-fuzz-game-file"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tyros-core.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
check_saves_again (TyrosGame *game)
{
  gsize length, again_length;
  g_autofree char *saved = tyros_file_to_data (game, &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) again = tyros_file_load_data (saved, length, &error);
  g_autofree char *saved_again = NULL;

  if (again == NULL)
    g_error ("a loaded game saves to a file that does not load: %s\n%s", error->message, saved);
  saved_again = tyros_file_to_data (again, &again_length);
  if (length != again_length || memcmp (saved, saved_again, length) != 0)
    g_error ("saving a loaded game twice gives different bytes:\n%s\n%s", saved, saved_again);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data ((const char *) data, size, &error);
  g_autoptr(TyrosScore) score = NULL;
  g_autofree char *text = NULL;

  if (game == NULL)
    {
      if (error == NULL || error->domain != TYROS_FILE_ERROR || !g_utf8_validate (error->message, -1, NULL))
        g_error ("a refused file must give a TYROS_FILE_ERROR with a UTF-8 message");
      return 0;
    }
  /* the history describes every move of the journal: played, illegal and undone */
  for (guint i = 0; i < tyros_game_get_n_moves (game); i++)
    g_free (tyros_game_describe_move (game, i));
  score = tyros_score_compute (tyros_game_get_state (game), tyros_game_get_player_names (game));
  text = tyros_score_to_text (score, tyros_game_get_player_names (game));
  check_saves_again (game);
  return 0;
}
