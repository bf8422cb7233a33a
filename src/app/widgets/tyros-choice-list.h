/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-choice-list.h: a drop-down's list of choices, each shown whole */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Shows the choices of @owner (an AdwComboRow or a GtkDropDown of strings) in
 * its open list wrapped rather than cut: GTK's and libadwaita's own lists cut
 * a choice at about 20 characters ("Kosmos rulebook (Ger…"). The chosen one
 * keeps its check mark. */
void tyros_choice_list_show_whole (GObject *owner);
/* Shows the chosen one of @row's choices in the row itself, wrapped rather
 * than cut, beside its title (not as its subtitle); after
 * tyros_choice_list_show_whole(), whose open list it keeps. */
void tyros_choice_list_show_chosen_whole (AdwComboRow *row);

G_END_DECLS
