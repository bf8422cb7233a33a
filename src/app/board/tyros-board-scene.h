/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-scene.h: everything the board shows, in one place
 *
 * The position, the players, and the marks the window asks for (highlighted
 * fields, routes, reach, a rejected field, the cursor). The painter and the
 * descriptions read it; only the board view writes it.
 */
#pragma once

#include <gdk/gdk.h>

#include "tyros-core.h"
#include "tyros-board-marks.h"

G_BEGIN_DECLS

typedef struct {
  TyrosState  state;
  guint       n_names;
  char       *names[TYROS_MAX_PLAYERS];
  char       *initials[TYROS_MAX_PLAYERS];
  GdkRGBA     colours[TYROS_MAX_PLAYERS];

  gboolean    show_sea_links;
  gboolean    read_only;
  TyrosBoardMarks marks;       /* owned copies; its cursor is not the scene's */

  TyrosField  cursor;
  TyrosCoast  cursor_coast;    /* which coast of 16 the keyboard is on */
  TyrosField  hover;
} TyrosBoardScene;

void   tyros_board_scene_init        (TyrosBoardScene   *self);
void   tyros_board_scene_clear       (TyrosBoardScene   *self);
/* NULL: an empty board */
void   tyros_board_scene_set_state   (TyrosBoardScene   *self,
                                      const TyrosState  *state);
/* See tyros_board_view_set_players(). */
void   tyros_board_scene_set_players (TyrosBoardScene   *self,
                                      const char *const *names,
                                      const char *const *colours);
/* The name, or "Player 2" for a seat without one. */
char  *tyros_board_scene_player_name (const TyrosBoardScene *self,
                                      int                    player);

G_END_DECLS
