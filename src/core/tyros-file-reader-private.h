/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file-reader-private.h: what the parts of the game file's reader share
 * (tyros-file.c, tyros-file-moves.c, tyros-file-values.c), and nobody else */
#pragma once

#include <json-glib/json-glib.h>

#include "tyros-file.h"
#include "tyros-file-private.h"
#include "tyros-json-reader.h"

G_BEGIN_DECLS

typedef struct {
  TyrosJsonDocument *document;
  guint              n_players;
  TyrosBoard        *board;      /* the "board" key, or NULL */
  gboolean           salvage;    /* stop at the first bad move, keep those before it */
  GError            *bad_move;   /* why it stopped there */
} TyrosFileReader;

/* Each getter and reader below fails (FALSE or NULL) with a
 * TYROS_FILE_ERROR_FORMAT error that names @path, the value's place. */

gboolean    tyros_file_fail        (GError              **error,
                                    const char           *path,
                                    const char           *format,
                                    ...) G_GNUC_PRINTF (3, 4);
/* "PATH.KEY", or "KEY" at the top */
char       *tyros_file_child_path  (const char           *path,
                                    const char           *key);
/* "PATH[INDEX]" */
char       *tyros_file_index_path  (const char           *path,
                                    guint                 index);
/* The member @key of @object, or NULL */
JsonNode   *tyros_file_member      (JsonObject           *object,
                                    const char           *key);
JsonObject *tyros_file_get_object  (JsonNode             *node,
                                    const char           *path,
                                    GError              **error);
JsonArray  *tyros_file_get_array   (JsonNode             *node,
                                    const char           *path,
                                    GError              **error);
/* A whole number from @min to @max */
gboolean    tyros_file_get_int     (const TyrosFileReader *reader,
                                    JsonNode              *node,
                                    const char            *path,
                                    gint64                 min,
                                    gint64                 max,
                                    int                   *out,
                                    GError               **error);
gboolean    tyros_file_get_seed    (const TyrosFileReader *reader,
                                    JsonNode              *node,
                                    guint64               *seed,
                                    GError               **error);
const char *tyros_file_get_string  (JsonNode             *node,
                                    const char           *path,
                                    GError              **error);
gboolean    tyros_file_get_place   (JsonNode             *node,
                                    const char           *path,
                                    TyrosPlace           *place,
                                    GError              **error);
gboolean    tyros_file_get_field   (JsonNode             *node,
                                    const char           *path,
                                    TyrosField           *field,
                                    GError              **error);
gboolean    tyros_file_get_empire  (JsonNode             *node,
                                    const char           *path,
                                    TyrosEmpire          *empire,
                                    GError              **error);

/* A list of fields, appended to @fields (TyrosField) */
gboolean    tyros_file_read_fields (JsonNode             *node,
                                    const char           *path,
                                    GArray               *fields,
                                    GError              **error);
/* Appends the moves listed under @key ("moves" or "redo") to @moves. With
 * @reader's salvage set, a bad move ends the list there instead: TRUE, and
 * @reader's bad_move says why. */
gboolean    tyros_file_read_moves  (JsonObject           *root,
                                    const char           *key,
                                    TyrosFileReader      *reader,
                                    GPtrArray            *moves,
                                    GError              **error);

G_END_DECLS
