/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts Tyros Companion */
#define G_LOG_DOMAIN "tyros-companion"

#include "config.h"

#include "tyros-application.h"
#include "tyros-i18n.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TyrosApplication) app = NULL;

  tyros_i18n_init ();

  app = tyros_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
