/* SPDX-License-Identifier: GPL-3.0-or-later */
/* records.c: how fast the Records page shows a large store (bench/README.md)
 *
 * Usage: XDG_DATA_HOME=DIR records   (DIR made by bench/make-records-store)
 *
 * Opens the app's window on the start page, then the Records page twice:
 * cold (the store's files read for the first time) and warm (read before,
 * only their times looked at again). For each: the milliseconds from asking
 * for the page to the page showing every game's numbers (its subtitle says
 * how many) and to its last game row; the longest the main thread was
 * blocked meanwhile (a 1 ms timer that runs late by as much) and the most
 * CPU time the main thread used between two of its ticks (what the page's
 * work costs, without the time a loaded machine gave to other processes),
 * and that CPU time outside GTK's frames (between the frame clock's
 * before-paint and after-paint: the layout and drawing of the window),
 * which is the page's own work in a turn; the CPU time of the whole process
 * (every thread) from asking for the page to its last row; and the memory
 * (VmRSS) over the start page's. It proves its work: the number of
 * games the page says and the rows it lists.
 */
#define G_LOG_DOMAIN "tyros-bench-records"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include <adwaita.h>

#include "tyros-records-page.h"
#include "tyros-window.h"

static gint64 last_tick;
static gint64 longest_stall;
static gint64 last_cpu;
static gint64 most_cpu;
static gint64 frame_start_cpu;
static gint64 frames_cpu;      /* in frames since the last tick */
static gint64 most_own_cpu;    /* outside frames, between two ticks */

/* The main thread's CPU time, in microseconds */
static gint64
thread_cpu (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return (gint64) t.tv_sec * G_USEC_PER_SEC + t.tv_nsec / 1000;
}

/* The process's CPU time (every thread), in microseconds */
static gint64
process_cpu (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return (gint64) t.tv_sec * G_USEC_PER_SEC + t.tv_nsec / 1000;
}

static void
frame_started (void)
{
  frame_start_cpu = thread_cpu ();
}

static void
frame_ended (void)
{
  if (frame_start_cpu != 0)
    frames_cpu += thread_cpu () - frame_start_cpu;
  frame_start_cpu = 0;
}

/* The main thread's stalls: a 1 ms timer late by as much as it was blocked;
 * and the CPU time it used meanwhile */
static gboolean
tick (gpointer user_data G_GNUC_UNUSED)
{
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu ();

  if (last_tick != 0)
    {
      longest_stall = MAX (longest_stall, now - last_tick);
      most_cpu = MAX (most_cpu, cpu - last_cpu);
      most_own_cpu = MAX (most_own_cpu, cpu - last_cpu - frames_cpu);
    }
  last_tick = now;
  last_cpu = cpu;
  frames_cpu = 0;
  return G_SOURCE_CONTINUE;
}

static void
reset_stalls (void)
{
  longest_stall = 0;
  most_cpu = 0;
  most_own_cpu = 0;
  last_tick = 0;
}

static long
rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      (line = strstr (status, "VmRSS:")) == NULL)
    return -1;
  return strtol (line + strlen ("VmRSS:"), NULL, 10);
}

static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static GtkWidget *
records_page (TyrosWindow *window)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), TYROS_TYPE_WINDOW, "main_stack"));

  return gtk_stack_get_child_by_name (stack, "records");
}

/* The games the page lists: the newest, then a row "All N Games" (their
 * list makes rows only for what it shows) */
static guint
n_listed (GtkWidget *page)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (page, TYROS_TYPE_RECORDS_PAGE, "games_list"));
  GtkWidget *last = gtk_widget_get_last_child (list);
  const char *title;
  guint n = 0;

  if (last == NULL || !ADW_IS_PREFERENCES_ROW (last))
    return 0;
  title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (last));
  if (sscanf (title, "All %u Games", &n) == 1)
    return n;
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static char *
subtitle (GtkWidget *page)
{
  char *text = NULL;

  g_object_get (page, "subtitle", &text, NULL);
  return text;
}

/* Shows the Records page and waits until it lists @expected games */
static void
measure (TyrosWindow *window,
         const char  *what,
         guint        expected,
         long         start_rss)
{
  g_autofree char *want = g_strdup_printf ("%u finished games", expected);
  gint64 start, shown = 0, filled = 0, start_cpu, filled_cpu = 0;
  GtkWidget *page;

  reset_stalls ();
  start = g_get_monotonic_time ();
  start_cpu = process_cpu ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL);
  page = records_page (window);
  while (filled == 0 && g_get_monotonic_time () - start < 60 * G_USEC_PER_SEC)
    {
      g_autofree char *now = NULL;

      g_main_context_iteration (NULL, TRUE);
      now = subtitle (page);
      if (shown == 0 && g_strcmp0 (now, want) == 0)
        shown = g_get_monotonic_time ();
      if (shown != 0 && n_listed (page) == expected)
        {
          filled = g_get_monotonic_time ();
          filled_cpu = process_cpu ();
        }
    }
  run_for (500);
  {
    g_autofree char *said = subtitle (page);

    printf ("%s: page says \"%s\", lists %u games; shown in %.0f ms; "
            "longest main-thread stall %.1f ms (most CPU between ticks %.1f ms, outside frames %.1f ms); "
            "CPU until shown %.0f ms (every thread); memory %+.1f MB over the start page\n",
            what, said, n_listed (page), (filled - start) / 1000.0,
            longest_stall / 1000.0, most_cpu / 1000.0, most_own_cpu / 1000.0, (filled_cpu - start_cpu) / 1000.0,
            (rss_kib () - start_rss) / 1024.0);
  }
}

int
main (int   argc,
      char *argv[])
{
  TyrosWindow *window;
  guint expected;
  long start_rss;

  if (argc != 2)
    {
      fprintf (stderr, "Usage: XDG_DATA_HOME=DIR records N (the games in DIR)\n");
      return 2;
    }
  expected = (guint) atoi (argv[1]);
  gtk_init ();
  adw_init ();
  window = tyros_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 900);
  gtk_window_present (GTK_WINDOW (window));
  run_for (2000);
  /* the frames: GTK's layout and drawing of the window */
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "before-paint", G_CALLBACK (frame_started), NULL);
  g_signal_connect_after (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint", G_CALLBACK (frame_ended),
                          NULL);
  start_rss = rss_kib ();
  g_timeout_add_full (G_PRIORITY_HIGH, 1, tick, NULL, NULL);
  /* the floor: the start page doing nothing */
  reset_stalls ();
  run_for (1000);
  printf ("start page, idle: longest main-thread stall %.1f ms (most CPU between ticks %.1f ms, outside frames %.1f ms)\n",
          longest_stall / 1000.0, most_cpu / 1000.0, most_own_cpu / 1000.0);

  measure (window, "cold", expected, start_rss);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  run_for (500);
  measure (window, "warm", expected, start_rss);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
