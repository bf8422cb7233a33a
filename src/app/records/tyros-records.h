/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records.h: the finished games of the store, as plays of people
 *
 * What the Records page counts: every finished game of the store's folder
 * as a play (tyros-stats.h, the core's), its players named as the people
 * they are now (tyros-people.h). The files are read in a worker thread, and
 * only the new or changed ones when read again. Every number comes from the
 * core's tyros-stats: nothing is counted here. No GTK.
 */
#pragma once

#include <gio/gio.h>

#include "tyros-core.h"
#include "tyros-people.h"
#include "tyros-stats.h"

G_BEGIN_DECLS

/* Why a file of the folder counts nothing */
typedef enum {
  TYROS_LEFT_OUT_NONE,          /* counted: a finished game */
  TYROS_LEFT_OUT_UNREADABLE,    /* not a game that can be read */
  TYROS_LEFT_OUT_ILLEGAL_MOVE,  /* its journal breaks a rule */
  TYROS_LEFT_OUT_UNFINISHED,    /* a game not over yet */
} TyrosLeftOutReason;

typedef struct {
  char               *path;
  TyrosLeftOutReason  reason;
} TyrosLeftOutFile;

#define TYROS_TYPE_RECORDS (tyros_records_get_type ())
G_DECLARE_FINAL_TYPE (TyrosRecords, tyros_records, TYROS, RECORDS, GObject)

/* @dir: the store's folder of games (NULL for the user's); @people: who is who. */
TyrosRecords *tyros_records_new          (const char          *dir,
                                          TyrosPeople         *people);
/* Reads the games added or changed since the last read, in a worker thread.
 * The plays change on the main thread when it ends ("changed", unless
 * nothing was added, changed or removed). */
void          tyros_records_read_async   (TyrosRecords        *self,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
gboolean      tyros_records_read_finish  (TyrosRecords        *self,
                                          GAsyncResult        *result,
                                          GError             **error);
/* Who is who, as given to tyros_records_new() */
TyrosPeople  *tyros_records_get_people   (TyrosRecords        *self);
/* The plays, the last played first (tyros_played_order_compare(): by
 * "started", never by the file's time when the play has a record) (TyrosPlay),
 * their names the people's. */
GPtrArray    *tyros_records_get_plays    (TyrosRecords        *self);
/* The folder's files that count nothing (TyrosLeftOutFile), newest file first */
GPtrArray    *tyros_records_get_left_out (TyrosRecords        *self);
/* The plays with @person (NULL: anyone), of @edition (NULL: either) and of
 * @n_players (0: any), the last played first; free with g_ptr_array_unref(). */
GPtrArray    *tyros_records_filter       (TyrosRecords        *self,
                                          const char          *person,
                                          const TyrosEdition  *edition,
                                          guint                n_players);

/* Signals: "changed": the plays or the names of their people changed. */

G_END_DECLS
