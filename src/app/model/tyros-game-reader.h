/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-reader.h: reading a game file, off the main thread
 *
 * Reading a game replays every move (about 2 ms each), so the window reads
 * in a worker thread and is given the game on the main thread. A file with a
 * bad move gives the moves before it, and says what is wrong with the move.
 */
#pragma once

#include <gio/gio.h>

#include "tyros-core.h"

G_BEGIN_DECLS

/* Reads @path whole, or as far as a bad move: *@bad_move then says what is
 * wrong with it (NULL when nothing is). NULL with @error when nothing of the
 * file can be read. Blocking: for worker threads. */
TyrosGame *tyros_game_reader_read        (const char           *path,
                                          char                **bad_move,
                                          GError              **error);
/* Reads the local file @file as tyros_game_reader_read() does, in a worker
 * thread; @callback runs on the thread-default main context of the caller.
 * Cancelled, it ends with G_IO_ERROR_CANCELLED whatever was read. */
void       tyros_game_reader_read_async  (GFile                *file,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
TyrosGame *tyros_game_reader_read_finish (GAsyncResult         *result,
                                          char                **bad_move,
                                          GError              **error);

G_END_DECLS
