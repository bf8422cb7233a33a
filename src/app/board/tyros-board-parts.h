/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-parts.h: the board as the render nodes it hands GTK, kept */
#pragma once

#include <gtk/gtk.h>

#include "tyros-board-scene.h"

G_BEGIN_DECLS

typedef struct _TyrosBoardParts TyrosBoardParts;

/* For @widget, a board drawing @scene (both outlive the parts) */
TyrosBoardParts *tyros_board_parts_new             (GtkWidget             *widget,
                                                    const TyrosBoardScene *scene);
void             tyros_board_parts_free            (TyrosBoardParts       *self);
/* The board's node for the next frame: the parts kept, those whose scene
 * changed drawn again; @focused draws the focus ring */
void             tyros_board_parts_snapshot        (TyrosBoardParts       *self,
                                                    GtkSnapshot           *snapshot,
                                                    gboolean               focused);
/* What the scene's keys do not tell: a new state (its board's links), new
 * players, marks about to be copied over the scene's */
void             tyros_board_parts_state_changed   (TyrosBoardParts       *self);
void             tyros_board_parts_players_changed (TyrosBoardParts       *self);
void             tyros_board_parts_marks_changing  (TyrosBoardParts       *self,
                                                    const TyrosBoardMarks *marks);

G_END_DECLS
