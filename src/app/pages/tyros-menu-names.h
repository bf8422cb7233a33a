/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-menu-names.h: a menu's items named for a screen reader */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names each item of @button's menu by its text whenever the menu opens.
 * GTK 4.18 names an item of a menu built from a menu model after its label,
 * which it keeps out of the accessibility tree, so the item's name is empty. */
void  tyros_menu_names_keep  (GtkMenuButton *button);

G_END_DECLS
