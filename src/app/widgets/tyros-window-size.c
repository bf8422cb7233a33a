/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window-size.c: a window opened from another no larger than it */
#define G_LOG_DOMAIN "tyros-window-size"

#include "config.h"

#include "tyros-window-size.h"

void
tyros_window_fit_parent (GtkWindow *window,
                         GtkWindow *parent)
{
  int width, height;

  g_return_if_fail (GTK_IS_WINDOW (window));

  /* not yet shown: its size is not known */
  if (parent == NULL || gtk_widget_get_width (GTK_WIDGET (parent)) <= 0)
    return;
  gtk_window_get_default_size (window, &width, &height);
  gtk_window_set_default_size (window, MIN (width, gtk_widget_get_width (GTK_WIDGET (parent))),
                               MIN (height, gtk_widget_get_height (GTK_WIDGET (parent))));
}
