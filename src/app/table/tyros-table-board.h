/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-board.h: the board for the table's phones, as the window draws it */
#pragma once

#include "tyros-game-session.h"

G_BEGIN_DECLS

/* An SVG image of the game's board now, drawn by the window's painter with the last
 * move's field marked, on a light or dark page. */
GBytes *tyros_table_board_svg (TyrosGameSession *session,
                               gboolean          dark);

/* Where each field is on that image, in its own units (docs/table-seats.md,
 * fields.json): the phone's tap targets. Field 16's halves follow as "16w"
 * and "16e". */
GBytes *tyros_table_board_fields_json (void);

G_END_DECLS
