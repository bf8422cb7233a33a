/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint.h: the board as a clear schematic, drawn with cairo */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "tyros-board-geometry.h"
#include "tyros-board-scene.h"
#include "tyros-game-session.h"

G_BEGIN_DECLS

/* Draws @scene laid out as @layout in two layers, for a board that keeps
 * the first: the base (the cells out of play and the fields without an
 * empire) changes only with @layout, @fg, the font and
 * tyros_board_paint_base_key(); the rest is drawn over it. @fg is the
 * widget's text colour: it tells light from dark (and follows high contrast)
 * without tying the painter to a style. @focused draws the keyboard cursor. */
TyrosSet tyros_board_paint_base_key (const TyrosBoardScene  *scene);
void  tyros_board_paint_base       (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    PangoLayout            *pango_layout,
                                    const GdkRGBA          *fg);
void  tyros_board_paint_over_base  (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    PangoLayout            *pango_layout,
                                    const GdkRGBA          *fg,
                                    gboolean                focused,
                                    cairo_surface_t        *veil);
/* The veil over a read-only board (an earlier position), which changes only
 * with @layout and @fg: tyros_board_paint_over_base() paints @veil, an image
 * of it, when it is not NULL. */
void  tyros_board_paint_veil       (const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    const GdkRGBA          *fg);

/* The position of @session's game now as the window draws it (with
 * @read_only, as it draws a position stepped back to), in @width × @height
 * from the origin, the fields of @highlight marked: for images of the board
 * (the score sheet's, the table's phones'). */
void  tyros_board_paint_game (TyrosGameSession *session,
                              TyrosSet          highlight,
                              gboolean          read_only,
                              cairo_t          *cr,
                              PangoLayout      *pango_layout,
                              const GdkRGBA    *fg,
                              double            width,
                              double            height);

/* A cairo write function (PNG, SVG streams) appending to the GByteArray
 * @closure. */
cairo_status_t tyros_board_append_bytes (void                *closure,
                                         const unsigned char *data,
                                         unsigned int         length);

G_END_DECLS
