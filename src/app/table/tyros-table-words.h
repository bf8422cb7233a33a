/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-words.h: the phone page's own words, in the phone's language */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The first message to a phone: {"type":"words","language":…,"words":{…}},
 * the page's headings and labels translated as the app's are. */
char *tyros_table_words_message (const char *language);

G_END_DECLS
