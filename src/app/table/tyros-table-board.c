/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-board.c: the board for the table's phones, as the window draws it */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <cairo-svg.h>
#include <pango/pangocairo.h>

#include "tyros-table-board.h"
#include "tyros-board-paint.h"

/* The size of its drawing: a vector image, sharp on any phone. */
#define BOARD_WIDTH  720
#define BOARD_HEIGHT 512

/* The field the last move played on: where it expanded, built or ended. */
static TyrosField
last_move_field (TyrosGame *game)
{
  guint n_played = tyros_game_get_n_played (game);
  const TyrosMove *move;

  if (n_played == 0)
    return TYROS_FIELD_NONE;
  move = tyros_game_get_move (game, n_played - 1);
  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
    case TYROS_MOVE_BUILD_CITY:
    case TYROS_MOVE_BUILD_SHIP:
      return move->field;
    case TYROS_MOVE_SHIP:
      return move->route != NULL && move->route->len > 0
             ? g_array_index (move->route, TyrosPlace, move->route->len - 1).field
             : TYROS_FIELD_NONE;
    default:
      return TYROS_FIELD_NONE;
    }
}

GBytes *
tyros_table_board_svg (TyrosGameSession *session,
                       gboolean          dark)
{
  TyrosField last = last_move_field (tyros_game_session_get_game (session));
  GByteArray *svg = g_byte_array_new ();
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (tyros_board_append_bytes, svg, BOARD_WIDTH, BOARD_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *pango_layout = pango_cairo_create_layout (cr);
  /* the page's text colours (page.css), as the window's light and dark */
  GdkRGBA fg = dark ? (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 } : (GdkRGBA) { 0.0, 0.0, 0.0, 0.8 };

  tyros_board_paint_game (session, last != TYROS_FIELD_NONE ? TYROS_SET_BIT (last) : 0, TRUE,
                          cr, pango_layout, &fg, BOARD_WIDTH, BOARD_HEIGHT);
  g_object_unref (pango_layout);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  return g_byte_array_free_to_bytes (svg);
}
