/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-plain-text.c: text from a file or a person, shown as it is written */
#define G_LOG_DOMAIN "tyros-plain-text"

#include "config.h"

#include "tyros-plain-text.h"

void
tyros_row_set_plain_text (AdwPreferencesRow *row,
                          const char        *title,
                          const char        *subtitle)
{
  adw_preferences_row_set_use_markup (row, FALSE);
  adw_preferences_row_set_title (row, title);
  if (subtitle != NULL && ADW_IS_ACTION_ROW (row))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

/* A group has no plain-text switch on libadwaita 1.2: its text escaped */
void
tyros_group_set_plain_title (AdwPreferencesGroup *group,
                             const char          *title)
{
  g_autofree char *markup = g_markup_escape_text (title, -1);

  adw_preferences_group_set_title (group, markup);
}

/* NULL: no description */
void
tyros_group_set_plain_description (AdwPreferencesGroup *group,
                                   const char          *description)
{
  g_autofree char *markup = description != NULL ? g_markup_escape_text (description, -1) : NULL;

  adw_preferences_group_set_description (group, markup);
}
