/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file.h: the game file (.tyros, JSON), as docs/file-format.md
 *
 * Loading is all or nothing: a file either gives a whole game or an error that
 * names the place ("moves[12].route[2]: no field \"33\""). The format is
 * documented in docs/file-format.md.
 */
#pragma once

#include "tyros-game.h"
#include "tyros-read.h"

G_BEGIN_DECLS

#define TYROS_FILE_MAX_SIZE (16 * 1024 * 1024)
#define TYROS_FILE_MAX_DEPTH 32
/* A 200-move game holds some 1,300 values, a random game of 1,500 moves about
 * 10,000; an object costs some 300 bytes and 4 microseconds to build. */
#define TYROS_FILE_MAX_VALUES 100000

TyrosGame *tyros_file_load        (const char  *path,
                                   GError     **error);
TyrosGame *tyros_file_load_data   (const char  *data,
                                   gsize        length,
                                   GError     **error);
/* Reads @path as far as it is valid: as tyros_file_load(), except that a bad
 * move (in "moves" or "redo") ends the journal there instead of the load. The
 * game has the moves before it, and *@bad_move says what is wrong with it
 * (NULL when nothing is). NULL with @error when the fault lies elsewhere (not
 * JSON, the header, the players, the set-up): nothing of such a file holds. */
TyrosGame *tyros_file_load_readable_part (const char  *path,
                                          char       **bad_move,
                                          GError     **error);
/* Only the times of the play record of @path ("played.started" and
 * ".finished"; NULL each when the file has none, or none that is a time),
 * read without replaying the game: for ordering many files by when they
 * were played. FALSE with @error when the file cannot be read as JSON. */
gboolean   tyros_file_read_played_times (const char  *path,
                                         char       **started,
                                         char       **finished,
                                         GError     **error);
/* The played moves under "moves"; moves that can be redone (undone ones, or a
 * loaded file's illegal move and those after it) under "redo". */
char      *tyros_file_to_data     (TyrosGame   *game,
                                   gsize       *length);
/* Atomic: a new file is written and renamed over the old one. */
gboolean   tyros_file_save        (TyrosGame   *game,
                                   const char  *path,
                                   GError     **error);
/* The first half of a save: the game written whole and flushed to a new
 * file beside @path ("PATH.XXXXXX"); returns its name. For a caller that
 * links it to a name of its own rather than renaming it over @path. */
char      *tyros_file_save_temporary (TyrosGame  *game,
                                      const char *path,
                                      GError    **error);

/* One move as a journal entry ("Moves" of docs/file-format.md). */
char      *tyros_file_move_to_json (const TyrosMove *move);

G_END_DECLS
