/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts Tyros Companion */
#define G_LOG_DOMAIN "tyros-companion"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tyros-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TyrosApplication) app = NULL;
  const char *localedir;

  setlocale (LC_ALL, "");
  /* TYROS_LOCALEDIR: the build tree's translations, set by `meson devenv`. */
  localedir = g_getenv ("TYROS_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tyros_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
