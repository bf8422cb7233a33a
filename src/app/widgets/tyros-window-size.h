/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window-size.h: a window opened from another no larger than it */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shrinks @window's default size to @parent's (may be NULL: nothing), so
 * that a window opened from a phone's fits its screen. */
void tyros_window_fit_parent (GtkWindow *window,
                              GtkWindow *parent);

G_END_DECLS
