/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: starts Tyros Companion */
#define G_LOG_DOMAIN "tyros-companion"

#include "config.h"

#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "tyros-application.h"
#include "tyros-i18n.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TyrosApplication) app = NULL;

  tyros_i18n_init ();
#ifdef __GLIBC__
  /* Without a GPU, GTK draws each frame into window-sized images of a few
   * MB. glibc would serve them from the heap once the first was freed (its
   * threshold follows the largest block freed) and keep those pages after;
   * a fixed threshold hands them back at once (bench/game-in-play: 4 MB
   * less at the peak with a long game open). */
  mallopt (M_MMAP_THRESHOLD, 1024 * 1024);
#endif

  app = tyros_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
