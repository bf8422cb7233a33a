/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-paint.h: the board as a clear schematic, drawn with cairo */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "tyros-board-geometry.h"
#include "tyros-board-scene.h"

G_BEGIN_DECLS

/* Draws @scene laid out as @layout. @fg is the widget's text colour: it tells
 * light from dark (and follows high contrast) without tying the painter to a
 * style. @focused draws the keyboard cursor. */
void  tyros_board_paint (const TyrosBoardScene  *scene,
                         const TyrosBoardLayout *layout,
                         cairo_t                *cr,
                         PangoLayout            *pango_layout,
                         const GdkRGBA          *fg,
                         gboolean                focused);

G_END_DECLS
