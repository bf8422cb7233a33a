/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-board-file.c: a board file through the path of `tyros check --board`
 *
 * Read (strict JSON, then the board) and save: a board that loads must save
 * to bytes that load and save to the same bytes; a refused file must give a
 * TYROS_FILE_ERROR whose message is UTF-8. Built with libFuzzer by
 * -Dfuzzing=true (clang); fuzz-run-corpus.c feeds it corpus-board.
 */
#define G_LOG_DOMAIN "fuzz-board-file"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tyros-core.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosBoard) board = NULL;
  g_autoptr(TyrosBoard) again = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;

  if (size > G_MAXSSIZE)
    return 0;
  board = tyros_board_load_data ((const char *) data, (gssize) size, &error);
  if (board == NULL)
    {
      if (error == NULL || error->domain != TYROS_FILE_ERROR || !g_utf8_validate (error->message, -1, NULL))
        g_error ("a refused board must give a TYROS_FILE_ERROR with a UTF-8 message");
      return 0;
    }
  saved = tyros_board_to_data (board);
  again = tyros_board_load_data (saved, -1, &error);
  if (again == NULL)
    g_error ("a loaded board saves to a file that does not load: %s\n%s", error->message, saved);
  saved_again = tyros_board_to_data (again);
  if (!g_str_equal (saved, saved_again))
    g_error ("saving a loaded board twice gives different bytes:\n%s\n%s", saved, saved_again);
  return 0;
}
