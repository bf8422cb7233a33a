/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-read.h: reading the files the core and the app read, bounded
 *
 * Game files, board files and the app's own small files are read here, never
 * blocking (a FIFO), never without bound (a device), and their errors are of
 * the domain TYROS_FILE_ERROR.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TYROS_FILE_ERROR (tyros_file_error_quark ())

typedef enum {
  TYROS_FILE_ERROR_READ,     /* the file cannot be read, or is too large */
  TYROS_FILE_ERROR_SYNTAX,   /* not JSON */
  TYROS_FILE_ERROR_FORMAT,   /* JSON, but not a game file: the message names the place */
  TYROS_FILE_ERROR_VERSION,  /* made by a newer version of the format */
  TYROS_FILE_ERROR_RULES,    /* the set-up or the position breaks a rule (message starts "setup: ") */
} TyrosFileError;

GQuark     tyros_file_error_quark (void);

/* Reads the regular file @path without ever blocking or reading without
 * bound: at most @max_size + 1 bytes, so that the caller can refuse a file
 * longer than @max_size (*@length > @max_size). A device (/dev/zero) would
 * never end and a pipe (a FIFO) may never send: devices, pipes, sockets and
 * folders are refused (TYROS_FILE_ERROR_READ), as is a file that cannot be
 * opened or read. The data is NUL-terminated. Game and board files are read
 * with it, and so are the app's own files (see tyros_file_load_key_file()). */
char      *tyros_file_read_regular (const char  *path,
                                    gsize        max_size,
                                    gsize       *length,
                                    GError     **error);

/* The app's own small files (teaching.ini, the saved games' summaries) are
 * key files of a few KiB; a larger one is not theirs. */
#define TYROS_FILE_MAX_KEY_FILE_SIZE (1024 * 1024)

/* Loads the key file @path into @key_file: read by tyros_file_read_regular()
 * (at most TYROS_FILE_MAX_KEY_FILE_SIZE bytes), parsed from memory. FALSE
 * when nothing was loaded: the file is missing, or (with a warning that names
 * it and says why) larger, not a regular file, unreadable or not a key file;
 * the caller then goes on as without the file. */
gboolean   tyros_file_load_key_file (GKeyFile     *key_file,
                                     const char   *path,
                                     GKeyFileFlags flags);

/* Sets a TYROS_FILE_ERROR_READ error "The file is too large: SIZE bytes (at
 * most MAX_SIZE)". */
void       tyros_file_too_large_error (GError     **error,
                                       guint64      size,
                                       gsize        max_size);

G_END_DECLS
