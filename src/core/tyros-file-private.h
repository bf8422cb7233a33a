/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file-private.h: the game file's move reader, for the core's other readers of moves */
#pragma once

#include "tyros-json-reader.h"
#include "tyros-move.h"

G_BEGIN_DECLS

/* One move in the journal's schema ("Moves" of docs/file-format.md), checked
 * as a game file's move is: @node of @document, players (and trade partners)
 * 0 to @n_players - 1. Errors are TYROS_FILE_ERROR_FORMAT and name the place
 * from @path on ("move.route[2]: no field \"33\""). */
TyrosMove *tyros_file_read_move (TyrosJsonDocument *document,
                                 JsonNode          *node,
                                 const char        *path,
                                 guint              n_players,
                                 GError           **error);

/* FALSE with an error "PATH: unknown key \"KEY\"" when @object has a member
 * not in @allowed (NULL-terminated). */
gboolean   tyros_file_check_keys (JsonObject        *object,
                                  const char        *path,
                                  const char *const *allowed,
                                  GError           **error);
/* @text quoted for a message, cut short and made UTF-8. */
char      *tyros_file_quote      (const char        *text);

G_END_DECLS
