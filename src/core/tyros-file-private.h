/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file-private.h: what the readers of the core's files share */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reads a regular file, at most @max_size + 1 bytes; refuses devices, pipes,
 * sockets and folders (TYROS_FILE_ERROR_READ). NUL-terminated. */
char *tyros_file_read_regular (const char *path,
                               gsize       max_size,
                               gsize      *length,
                               GError    **error);

G_END_DECLS
