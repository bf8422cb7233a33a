/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bare-window.c: the floor for bench/startup: an AdwApplication that shows one
 * empty AdwApplicationWindow at the app's default size (1100 x 720) and does
 * nothing else. Whatever Tyros Companion takes beyond this, in time to the
 * first frame and in peak memory, is its own. Never installed.
 */
#define G_LOG_DOMAIN "tyros-bare-window"

#include <adwaita.h>

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  gtk_window_set_title (GTK_WINDOW (window), "Bare Window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.tyroscompanion.BareWindow",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
