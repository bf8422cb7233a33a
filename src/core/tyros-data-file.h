/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-data-file.h: the app's own files of its data folder, written safely
 *
 * people.json, the records cache, the saved games' summaries, teaching.ini:
 * each is written whole or not at all (a new file "NAME.XXXXXX" renamed over
 * the old one), by one writer at a time. Two instances of the app may share
 * one data folder: a change made as "read, change, write" holds the folder's
 * lock from the read to the write, so that neither undoes the other's. A
 * temporary file left by a writer that was killed is removed by the next
 * writer of that file (or the next start), under the same lock. No GTK.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TyrosDataLock TyrosDataLock;

/* Takes the lock of the folder of @path (a file ".lock" there, made as
 * needed with the folder): waits while another instance holds it, at most a
 * few seconds, then fails (G_IO_ERROR_BUSY). Held until released or until
 * the process ends. */
TyrosDataLock *tyros_data_lock_take             (const char     *path,
                                                 GError        **error);
void           tyros_data_lock_release          (TyrosDataLock  *lock);

/* Writes @data as the whole of @path under @lock (taken for @path): the
 * temporaries of @path left by a killed writer are removed first, then a new
 * file is written, flushed and renamed over @path (mode 0600). */
gboolean       tyros_data_file_write_locked     (TyrosDataLock  *lock,
                                                 const char     *path,
                                                 const char     *data,
                                                 gssize          length,
                                                 GError        **error);
/* The same, with the lock taken and released around it. */
gboolean       tyros_data_file_write            (const char     *path,
                                                 const char     *data,
                                                 gssize          length,
                                                 GError        **error);
/* At a start: the temporaries of @path left by a killed writer, removed when
 * the lock can be had at once (else another instance is writing: left). */
void           tyros_data_file_remove_temporaries (const char   *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosDataLock, tyros_data_lock_release)

G_END_DECLS
