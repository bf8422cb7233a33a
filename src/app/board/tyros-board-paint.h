/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint.h: the board as a clear schematic, drawn with cairo */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "tyros-board-geometry.h"
#include "tyros-board-scene.h"
#include "tyros-game-session.h"

G_BEGIN_DECLS

/* Draws @scene laid out as @layout in one paint. @fg is the widget's text
 * colour: it tells light from dark (and follows high contrast) without tying
 * the painter to a style. @focused draws the keyboard cursor. */
void  tyros_board_paint_scene      (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    PangoLayout            *pango_layout,
                                    const GdkRGBA          *fg,
                                    gboolean                focused);

/* The same in parts, for a view that keeps each part while what it shows is
 * unchanged; drawn in this order they show what one paint shows. Each field
 * is drawn within its patch (tyros_board_paint_field_patch()) in two
 * layers, under (its cell and the hover) and @over (its marks and pieces):
 * all the fields' unders first, then the ground (the cells out of play, each
 * within its cell, then every link of tyros_board_links(), each within its
 * tyros_board_paint_link_rect(), FALSE if it is not drawn), then the overs,
 * then the reach's marks; the
 * parts fit only where the patches do not overlap
 * (tyros_board_paint_patches_apart(), FALSE on a tiny board). The routes,
 * the veil of a read-only board and the focus ring lie over them. A field's
 * part depends on the layout, @fg, the font, the players and the sea links,
 * and: under, on the field's empire and the hover; over, on its empire,
 * city, ships and marks (and whether a reach mark takes its ships' middle
 * row); the ground's pieces on none of the fields. */
gboolean       tyros_board_paint_patches_apart (const TyrosBoardLayout *layout);
TyrosBoardRect tyros_board_paint_field_patch   (const TyrosBoardLayout *layout,
                                                TyrosField              field);
void  tyros_board_paint_out_of_play (const TyrosBoardScene  *scene,
                                     const TyrosBoardLayout *layout,
                                     cairo_t                *cr,
                                     PangoLayout            *pango_layout,
                                     const GdkRGBA          *fg,
                                     guint                   row,
                                     guint                   col);
gboolean tyros_board_paint_link_rect (const TyrosBoardScene  *scene,
                                      const TyrosBoardLayout *layout,
                                      const TyrosSeaLink     *link,
                                      TyrosBoardRect         *rect);
void  tyros_board_paint_link       (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    const GdkRGBA          *fg,
                                    const TyrosSeaLink     *link);
void  tyros_board_paint_field      (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    PangoLayout            *pango_layout,
                                    const GdkRGBA          *fg,
                                    TyrosField              field,
                                    gboolean                over);
/* The reach's mark on @coast (over the fields' overs, which then leave it
 * the middle row), and the circle it lies in */
void  tyros_board_paint_reach_mark (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    PangoLayout            *pango_layout,
                                    const GdkRGBA          *fg,
                                    TyrosCoast              coast);
TyrosBoardRect tyros_board_paint_reach_mark_rect (const TyrosBoardLayout *layout,
                                                  TyrosCoast              coast);
void  tyros_board_paint_routes     (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    PangoLayout            *pango_layout,
                                    const GdkRGBA          *fg);
void  tyros_board_paint_veil       (const TyrosBoardLayout *layout,
                                    cairo_t                *cr,
                                    const GdkRGBA          *fg);
void  tyros_board_paint_focus      (const TyrosBoardScene  *scene,
                                    const TyrosBoardLayout *layout,
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
