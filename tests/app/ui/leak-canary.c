/* SPDX-License-Identifier: GPL-3.0-or-later */
/* leak-canary.c: a planted leak of the app's own, for the sanitizer stage
 *
 * Built only with AddressSanitizer (tests/app/meson.build) and never run as
 * a test of its own: build-aux/stages/10-sanitizers runs it with the window
 * test's environment and suppressions, and fails unless LeakSanitizer
 * reports the game store this program loses. So a suppression or an
 * option that hid the project's own leaks would fail the stage, whatever the
 * system's libraries leak.
 */
#define G_LOG_DOMAIN "tyros-test-leak-canary"
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "app-test-util.h"

/* A GL or EGL driver of Mesa or the vendor's, mapped into the process */
static gboolean
gl_is_loaded (void)
{
  g_autofree char *maps = NULL;

  if (!g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL))
    return FALSE;
  return strstr (maps, "libEGL_") != NULL || strstr (maps, "libGLX_") != NULL;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  TyrosWindow *window;

  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();

  /* The same start as the window test: a window drawn on the display */
  window = tyros_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (200);
  /* and, as there, without GL: the stage's leaks must not depend on what
   * the system's graphics drivers keep (they are not the app's to free). */
  if (gl_is_loaded ())
    {
      g_printerr ("leak-canary: a GL driver was loaded although GL is disabled\n");
      return 3;
    }

  /* The planted leak: a game store (an object of the app that nothing
   * else refers to, unlike a session, which its game's signal holds) is
   * dropped unreleased. */
  dir = g_dir_make_tmp ("tyros-leak-canary-XXXXXX", NULL);
  (void) tyros_game_store_new (dir);
  g_rmdir (dir);

  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
  return 0;
}
