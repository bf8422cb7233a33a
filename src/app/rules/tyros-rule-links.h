/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rule-links.h: rule IDs in a text become links to their rule
 *
 * "… after a move (M5)" shows M5 as a link; activating it opens the rules at
 * M5 through the application's app.show-rule, which the label must reach
 * (in a window of the application, or given an "app" action group).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows @text in @label with its rule IDs as links. */
void  tyros_rule_links_set_label (GtkLabel   *label,
                                  const char *text);

/* Keeps @label showing @source's string @property, with its rule IDs as links. */
void  tyros_rule_links_bind      (gpointer    source,
                                  const char *property,
                                  GtkLabel   *label);

G_END_DECLS
