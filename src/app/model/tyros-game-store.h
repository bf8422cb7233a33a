/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-store.h: the games kept in the user's data directory
 *
 * Every game is autosaved there, one .tyros file per game, after every change
 * (atomically: see tyros_file_save()). The start page lists them, the last
 * played first (tyros_played_order_compare()),
 * and offers the newest unfinished one for resuming; what it shows of a game
 * is kept in a summary file of the store, so that only new or changed games
 * are read. Deleting moves a file aside so that it can be restored until the
 * deletion is confirmed. Several instances of the app may share the folder:
 * a store never replaces or removes another's game, save under way or
 * deletion (see tyros-game-store.c).
 */
#pragma once

#include <gio/gio.h>

#include "tyros-core.h"

G_BEGIN_DECLS

/* What the start page shows of a saved game, read from its file or its summary. */
typedef struct {
  char      *path;
  GDateTime *modified;
  char      *players;     /* "Anna, Ben, Cleo" */
  char     **names;       /* the same, one by one; NULL when the file cannot be read */
  char      *status;      /* "Round 4, Ben to act; Anna leads with 34 points", "Finished after round 9; …" */
  gboolean   finished;    /* over, a finished board, or not readable whole: nothing to resume */
  char      *problem;     /* why the file cannot be read; NULL when it can */
  gboolean   partly_readable;  /* with a problem: the moves before the bad one can be */
  gboolean   breaks_rule; /* readable, but a move of its journal breaks a rule (status says which) */
  char      *started;     /* the play record's times (RFC 3339), or NULL */
  char      *finished_at;
} TyrosSavedGame;


#define TYROS_TYPE_GAME_STORE (tyros_game_store_get_type ())
G_DECLARE_FINAL_TYPE (TyrosGameStore, tyros_game_store, TYROS, GAME_STORE, GObject)

/* @dir: where the games are kept; NULL for the user's data directory. */
TyrosGameStore *tyros_game_store_new        (const char     *dir);
/* TRUE when @path is a game of the store (not a file opened from elsewhere). */
gboolean        tyros_game_store_contains   (TyrosGameStore *self,
                                             const char     *path);
/* Saves @game at @path, a game of the store, over its last save. */
gboolean        tyros_game_store_save       (TyrosGameStore *self,
                                             TyrosGame      *game,
                                             const char     *path,
                                             GError        **error);
/* The first save of a game started now: under a new name of the store
 * ("game-2026-03-01-201500.tyros"), taken only with the whole game in it and
 * never from another file, though another instance of the app saves in the
 * same folder. Returns the name, or NULL with @error: then no name is taken. */
char           *tyros_game_store_save_new   (TyrosGameStore *self,
                                             TyrosGame      *game,
                                             GError        **error);
/* Lists the @max games played last in a worker thread (reading a game replays its
 * moves); @callback runs on the caller's thread-default main context. The
 * list: TyrosSavedGame, the last played first; a file that cannot be read is listed
 * with the reason (players: its file name; status: NULL unless the moves
 * before a bad one can be read). Cancelled, it ends with G_IO_ERROR_CANCELLED. */
void            tyros_game_store_list_async  (TyrosGameStore      *self,
                                              guint                max,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
GPtrArray      *tyros_game_store_list_finish (TyrosGameStore      *self,
                                              GAsyncResult        *result,
                                              GError             **error);
/* The game of the store that is the same play as @game: the same players,
 * moves and "played.started" (a file a friend mailed, opened twice, is one
 * play, not two); NULL when there is none, or @game has no "started".
 * Blocking: reads the files started at the same time. */
char           *tyros_game_store_find_play   (TyrosGameStore *self,
                                              TyrosGame      *game);
/* Deleting moves the file aside, into a folder of .deleted that is this
 * store's; restoring (the toast's Undo) moves it back. What was not restored
 * is removed when the store goes (the window closes) or, after a crash, by a
 * store that starts a day later. */
gboolean        tyros_game_store_delete     (TyrosGameStore *self,
                                             const char     *path,
                                             GError        **error);
gboolean        tyros_game_store_restore    (TyrosGameStore *self,
                                             const char     *path,
                                             GError        **error);

G_END_DECLS
