/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-i18n.h: the user's locale and our translations, for the app and the command */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale from the environment and binds the translations of
 * GETTEXT_PACKAGE (UTF-8): from $TYROS_LOCALEDIR when set (`meson devenv`
 * points it at the build tree), else from the installed LOCALEDIR. Call first
 * thing in main(). */
void tyros_i18n_init (void);

/* Calls @func (@data) with the strings of the core and the app in @language
 * ("de", "nl", "it"; "en" or NULL: English) instead of the user's, and
 * returns what it returns: a phone at the table may read another language
 * than the laptop. Needs a locale other than "C" (the app's usual case);
 * there it is English whatever @language says. */
char *tyros_i18n_in_language (const char *language,
                              char *    (*func) (gpointer data),
                              gpointer    data);

G_END_DECLS
