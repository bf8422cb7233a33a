/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window.h: the main window (start page, new game, board, score sheet) */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_WINDOW (tyros_window_get_type ())
G_DECLARE_FINAL_TYPE (TyrosWindow, tyros_window, TYROS, WINDOW, AdwApplicationWindow)

/* Properties (read-only): "session", the game shown (a TyrosGameSession) or
 * NULL; "teacher", its "Teach me as we play". */

/* @app may be NULL (tests). */
TyrosWindow *tyros_window_new       (GtkApplication *app);
/* A file from elsewhere is played on in a copy in the store; a file of the
 * store, in place. A move that breaks a rule stops the game before it. */
void         tyros_window_open_file (TyrosWindow    *self,
                                     GFile          *file);
/* As tyros_window_open_file(), a file the person chose in the window (Open,
 * a drop), which goes among the desktop's recent files too (a file opened
 * from Files is there already: Files puts it there) */
void         tyros_window_open_chosen_file (TyrosWindow *self,
                                            GFile       *file);

G_END_DECLS
