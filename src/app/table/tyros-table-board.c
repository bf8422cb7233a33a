/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-board.c: the board for the table's phones, as the window draws it */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <cairo-svg.h>
#include <json-glib/json-glib.h>
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

static void
add_place (JsonBuilder          *builder,
           const char           *id,
           const TyrosBoardRect *rect)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, id);
  json_builder_set_member_name (builder, "x");
  json_builder_add_double_value (builder, rect->x + rect->w / 2);
  json_builder_set_member_name (builder, "y");
  json_builder_add_double_value (builder, rect->y + rect->h / 2);
  json_builder_set_member_name (builder, "r");
  json_builder_add_double_value (builder, MIN (rect->w, rect->h) / 2);
  json_builder_end_object (builder);
}

GBytes *
tyros_table_board_fields_json (void)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  TyrosBoardLayout layout;
  const TyrosCoast coasts[] = { TYROS_COAST_16W, TYROS_COAST_16E };
  char *text;

  /* the painter's own layout for the SVG's size: the same arithmetic */
  tyros_board_layout_compute (&layout, BOARD_WIDTH, BOARD_HEIGHT);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "width");
  json_builder_add_int_value (builder, BOARD_WIDTH);
  json_builder_set_member_name (builder, "height");
  json_builder_add_int_value (builder, BOARD_HEIGHT);
  json_builder_set_member_name (builder, "fields");
  json_builder_begin_array (builder);
  for (TyrosField field = 1; field < TYROS_N_FIELDS; field++)
    {
      TyrosBoardRect rect = tyros_board_layout_field_rect (&layout, field);

      add_place (builder, tyros_field_to_string (field), &rect);
    }
  /* field 16's two halves, each a coast of its own for a ship's route */
  for (guint i = 0; i < G_N_ELEMENTS (coasts); i++)
    {
      TyrosBoardRect rect = tyros_board_layout_coast_rect (&layout, coasts[i]);

      add_place (builder, tyros_coast_to_string (coasts[i]), &rect);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  return g_bytes_new_take (text, strlen (text));
}
