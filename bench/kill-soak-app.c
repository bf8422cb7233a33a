/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kill-soak-app.c: Tyros Companion with the journal player of bench/kill-soak
 *
 * The app as users run it (the same application and window, from the app
 * library), plus tyros-script-player: with TYROS_REPLAY_SCRIPT set, the window
 * enters that journal's moves one by one; with TYROS_SOAK_RECORDS_PERSON set
 * too, that player is renamed and merged meanwhile and the window shows the
 * records now and then (soak-records-player.h). The players live here so that the
 * binary users run carries no test hook.
 */
#define G_LOG_DOMAIN "tyros-kill-soak-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "soak-records-player.h"
#include "tyros-application.h"
#include "tyros-script-player.h"

static void
start_replay_script (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  const char *path = g_getenv ("TYROS_REPLAY_SCRIPT");
  const char *delay = g_getenv ("TYROS_REPLAY_DELAY");
  const char *quit_after = g_getenv ("TYROS_REPLAY_QUIT_AFTER");
  const char *person = g_getenv ("TYROS_SOAK_RECORDS_PERSON");
  g_autoptr(GError) error = NULL;

  if (window == NULL || path == NULL || g_object_get_data (G_OBJECT (window), "tyros-script-player") != NULL)
    return;
  if (!tyros_script_player_start (TYROS_WINDOW (window), path,
                                  delay != NULL ? (guint) g_ascii_strtoull (delay, NULL, 10) : 20,
                                  quit_after != NULL ? (guint) g_ascii_strtoull (quit_after, NULL, 10) : 0, &error))
    g_printerr ("TYROS_REPLAY_SCRIPT: %s\n", error->message);
  else if (person != NULL)
    soak_records_player_start (window, person);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TyrosApplication) app = NULL;
  const char *localedir = g_getenv ("TYROS_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tyros_application_new ();
  g_signal_connect_after (app, "activate", G_CALLBACK (start_replay_script), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
