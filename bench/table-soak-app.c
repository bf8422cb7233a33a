/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table-soak-app.c: Tyros Companion sharing the game it plays, for bench/table-soak
 *
 * Never installed. The journal player of bench/kill-soak enters a game's
 * moves through the action panel (TYROS_REPLAY_SCRIPT, TYROS_REPLAY_DELAY);
 * as soon as the window shows the game, its session is shared with the
 * table on the loopback. On stdout, besides the player's lines:
 *   "address PORT PATH"                     once sharing listens
 *   "version V CHANGED_US SERVER_US SERVER_CPU_US"   after each change of
 *        the game: when the core changed it (the monotonic clock, µs), how
 *        long the table server took to make and send its snapshot, and the
 *        main thread's CPU time in it
 * The moves wait until TYROS_SOAK_FOLLOWERS phones follow (at most 60 s).
 *   "stall MAX_US SERVER_MAX_US FOLLOWERS RSS_KB"   every second: the
 *        longest the main loop did not run (measured by a 1 ms timer), the
 *        server's longest part, the phones following, the memory
 */
#define G_LOG_DOMAIN "tyros-table-soak-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <time.h>

#include "tyros-application.h"
#include "tyros-script-player.h"
#include "tyros-table-server.h"

static TyrosTableServer *server;
static gint64 changed_at, changed_cpu, server_max, last_tick, stall_max;

/* The main thread's CPU time: what the server costs it, whatever else the
 * machine does meanwhile. */
static gint64
thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static void
before_server (void)
{
  changed_at = g_get_monotonic_time ();
  changed_cpu = thread_cpu_us ();
}

static void
after_server (TyrosGame *game)
{
  gint64 took = g_get_monotonic_time () - changed_at;
  gint64 cpu = thread_cpu_us () - changed_cpu;
  static guint version;

  server_max = MAX (server_max, cpu);
  printf ("version %u %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " (%u played)\n", ++version,
          changed_at, took, cpu, tyros_game_get_n_played (game));
  fflush (stdout);
}

static gboolean
tick (gpointer data G_GNUC_UNUSED)
{
  gint64 now = g_get_monotonic_time ();

  if (last_tick != 0)
    stall_max = MAX (stall_max, now - last_tick - 1000);
  last_tick = now;
  return G_SOURCE_CONTINUE;
}

static long
rss_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) || (line = strstr (status, "VmRSS:")) == NULL)
    return -1;
  return strtol (line + 6, NULL, 10);
}

static gboolean
report (gpointer data G_GNUC_UNUSED)
{
  printf ("stall %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %u %ld\n", stall_max, server_max,
          server != NULL ? tyros_table_server_get_n_followers (server) : 0, rss_kb ());
  fflush (stdout);
  return G_SOURCE_CONTINUE;
}

static gboolean
release (gpointer window)
{
  if (g_object_get_data (G_OBJECT (window), "tyros-replay-held") != NULL)
    {
      g_object_set_data (G_OBJECT (window), "tyros-replay-held", NULL);
      /* from here on the stall counts: the game's first view is not the server's */
      stall_max = 0;
      printf ("released\n");
      fflush (stdout);
    }
  return G_SOURCE_REMOVE;
}

static void
release_when_followed (TyrosTableServer *table,
                       GParamSpec       *pspec G_GNUC_UNUSED,
                       GtkWindow        *window)
{
  const char *wanted = g_getenv ("TYROS_SOAK_FOLLOWERS");

  if (wanted == NULL || tyros_table_server_get_n_followers (table) >= g_ascii_strtoull (wanted, NULL, 10))
    release (window);
}

static void
session_shown (GtkWindow *window)
{
  g_autoptr(TyrosGameSession) session = NULL;
  g_autoptr(GError) error = NULL;
  TyrosGame *game;

  g_object_get (window, "session", &session, NULL);
  if (session == NULL || server != NULL)
    return;
  game = tyros_game_session_get_game (session);
  /* the session's handler runs first, then this, the server's, and the last */
  g_signal_connect (game, "changed", G_CALLBACK (before_server), NULL);
  server = tyros_table_server_new (session);
  g_signal_connect (game, "changed", G_CALLBACK (after_server), NULL);
  if (!tyros_table_server_start (server, &error))
    {
      g_printerr ("sharing: %s\n", error->message);
      return;
    }
  g_object_set_data (G_OBJECT (window), "tyros-replay-held", GINT_TO_POINTER (TRUE));
  g_signal_connect (server, "notify::n-followers", G_CALLBACK (release_when_followed), window);
  g_timeout_add_seconds (60, release, window);
  release_when_followed (server, NULL, window);
  printf ("address %u %s\n", tyros_table_server_get_port (server), tyros_table_server_get_path (server));
  fflush (stdout);
  g_timeout_add_full (G_PRIORITY_HIGH, 1, tick, NULL, NULL);
  g_timeout_add_seconds (1, report, NULL);
}

static void
start_replay_script (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  const char *path = g_getenv ("TYROS_REPLAY_SCRIPT");
  const char *delay = g_getenv ("TYROS_REPLAY_DELAY");
  g_autoptr(GError) error = NULL;

  if (window == NULL || path == NULL || g_object_get_data (G_OBJECT (window), "tyros-script-player") != NULL)
    return;
  /* before the player's: the game is shared before its first move */
  g_signal_connect (window, "notify::session", G_CALLBACK (session_shown), NULL);
  if (!tyros_script_player_start (TYROS_WINDOW (window), path,
                                  delay != NULL ? (guint) g_ascii_strtoull (delay, NULL, 10) : 20, 0, &error))
    g_printerr ("TYROS_REPLAY_SCRIPT: %s\n", error->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TyrosApplication) app = NULL;
  int status;

  tyros_i18n_init ();
  app = tyros_application_new ();
  g_signal_connect_after (app, "activate", G_CALLBACK (start_replay_script), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  g_clear_object (&server);
  return status;
}
