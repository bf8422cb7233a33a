/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-file.h: a group's board as a file, or as the "board" key of a game file
 *
 * {"format": "tyros-board", "version": 1, "open": [["21", "26"]], "closed": [["20", "21"]]}
 * (docs/file-format.md, "The board"). Errors are TYROS_FILE_ERROR and
 * name the place: "closed[1]: 1 and 7 are not neighbours ...".
 */
#pragma once

#include "tyros-board.h"

G_BEGIN_DECLS

#define TYROS_BOARD_FILE_MAX_SIZE 4096

TyrosBoard *tyros_board_load      (const char       *path,
                                   GError          **error);
TyrosBoard *tyros_board_load_data (const char       *data,
                                   gssize            length,
                                   GError          **error);
char       *tyros_board_to_data   (const TyrosBoard *board);

G_END_DECLS
