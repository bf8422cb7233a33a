/* tyros-window.h: the main window (start page, new game, board, score sheet) */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_WINDOW (tyros_window_get_type ())
G_DECLARE_FINAL_TYPE (TyrosWindow, tyros_window, TYROS, WINDOW, AdwApplicationWindow)

/* @app may be NULL (tests). */
TyrosWindow *tyros_window_new       (GtkApplication *app);
void         tyros_window_open_file (TyrosWindow    *self,
                                     GFile          *file);
/* Shows @game (a journal or a finished board) on the board; takes a reference. */
void         tyros_window_set_game  (TyrosWindow    *self,
                                     TyrosGame      *game);
TyrosGame   *tyros_window_get_game  (TyrosWindow    *self);

G_END_DECLS
