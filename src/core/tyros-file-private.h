/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file-private.h: what the readers of the core's files share */
#pragma once

#include <stdarg.h>
#include <glib.h>

G_BEGIN_DECLS

/* Sets a TYROS_FILE_ERROR_FORMAT error "PATH: MESSAGE" (PATH names the value,
 * like moves[12].route[2]) and returns FALSE, for a reader's early return. */
gboolean tyros_file_format_error_valist (GError    **error,
                                         const char *path,
                                         const char *format,
                                         va_list     args) G_GNUC_PRINTF (3, 0);

G_END_DECLS
