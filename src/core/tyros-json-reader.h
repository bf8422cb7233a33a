/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-json-reader.h: strict JSON (RFC 8259) into json-glib nodes, with limits
 *
 * The game file's reader. json-glib's own parser accepts comments and single
 * quotes, lets a repeated key win silently and recurses without a bound; this
 * one accepts only JSON, refuses a key given twice, and bounds the nesting and
 * the number of values where it parses. Its errors use TYROS_FILE_ERROR and
 * name the line and column: SYNTAX when the text is not JSON, FORMAT when it is
 * JSON that no Tyros file can be (too deep, too many values, a key twice), the
 * latter with the path of the place as well ("moves[3].player").
 */
#pragma once

#include <stdarg.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct _TyrosJsonDocument TyrosJsonDocument;

/* A leading UTF-8 byte order mark is skipped; the text must be UTF-8. */
TyrosJsonDocument *tyros_json_document_read            (const char        *data,
                                                        gsize              length,
                                                        guint              max_depth,
                                                        guint              max_values,
                                                        GError           **error);
void               tyros_json_document_free            (TyrosJsonDocument *self);
JsonNode          *tyros_json_document_get_root        (TyrosJsonDocument *self);
/* A whole number written beyond the range of gint64 is held by its node as
 * the nearest double; this gives its digits as written ("-" and digits), or
 * NULL for any other node. */
const char        *tyros_json_document_get_big_integer (TyrosJsonDocument *self,
                                                        JsonNode          *node);
/* Appends @node, a node of the document, as compact JSON: numbers as they
 * were written ("1e42", "-0", "0.1", beyond the range of a double's digits
 * too), strings and keys as json-glib writes them. So a value that is only
 * kept, not read, is saved as the file had it, and reads back the same. */
void               tyros_json_document_append_text     (TyrosJsonDocument *self,
                                                        GString           *out,
                                                        JsonNode          *node);
/* Appends @string as a JSON string, escaped as json-glib writes it (so that
 * files saved before save the same bytes). */
void               tyros_json_append_string            (GString           *out,
                                                        const char        *string);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosJsonDocument, tyros_json_document_free)

/* Sets a TYROS_FILE_ERROR_FORMAT error "PATH: MESSAGE" (PATH names the value,
 * like moves[12].route[2]) and returns FALSE, for a reader's early return. */
gboolean           tyros_file_format_error_valist      (GError           **error,
                                                        const char        *path,
                                                        const char        *format,
                                                        va_list            args) G_GNUC_PRINTF (3, 0);

G_END_DECLS
