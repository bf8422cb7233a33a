/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-i18n.c: the locale set-up shared by main() of the app and of the command */
#define G_LOG_DOMAIN "tyros-i18n"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "tyros-i18n.h"

void
tyros_i18n_init (void)
{
  /* TYROS_LOCALEDIR: the build tree's translations, set by `meson devenv`. */
  const char *localedir = g_getenv ("TYROS_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
