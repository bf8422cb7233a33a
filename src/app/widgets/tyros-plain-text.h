/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-plain-text.h: text from a file or a person, shown as it is written
 *
 * libadwaita 1.2 reads a row's title and subtitle, and a group's title and
 * description, as Pango markup: a player named "Tom & Jerry" left a row blank
 * and "<a href=…>" became a live link. Every such text goes through here. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* @row's title and, for an action row, its subtitle (NULL: none), as plain
 * text (a combo row's are plain already) */
void tyros_row_set_plain_text          (AdwPreferencesRow   *row,
                                        const char          *title,
                                        const char          *subtitle);
void tyros_group_set_plain_title       (AdwPreferencesGroup *group,
                                        const char          *title);
void tyros_group_set_plain_description (AdwPreferencesGroup *group,
                                        const char          *description);

G_END_DECLS
