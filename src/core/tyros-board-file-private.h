/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-file-private.h: a board as JSON, for the game file's "board" key
 * (tyros-file.c reads it, tyros-file-write.c writes it) */
#pragma once

#include <json-glib/json-glib.h>

#include "tyros-board.h"

G_BEGIN_DECLS

/* @where prefixes the places in messages ("board" inside a game file). */
TyrosBoard *tyros_board_from_json (JsonNode         *node,
                                   const char       *where,
                                   GError          **error);
/* The corrections as they were given, in the same order. */
JsonNode   *tyros_board_to_json   (const TyrosBoard *board);

G_END_DECLS
