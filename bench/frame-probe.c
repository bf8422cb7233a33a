/* SPDX-License-Identifier: GPL-3.0-or-later */
/* frame-probe.c: an LD_PRELOAD module for bench/game-in-play and
 * bench/startup-instructions. It finds the first frame of a GTK 4 program
 * that shows what is asked, and reports the process's CPU time (all threads)
 * at its end and, a second later, its peak memory (VmHWM); or ends the
 * program right there, for a profiler (valgrind --tool=callgrind) to count
 * the instructions from launch to that frame. Never installed, never linked
 * into the app: the app's binary has no bench code.
 *
 * How: the first gtk_window_present() (every program measured calls it for
 * its first window) is passed on to GTK; the window is then realized, and the
 * probe looks at every "after-paint" of its frame clock.
 *
 * TYROS_PROBE_MOVES=N: first the frame that shows the game: the board
 * (TyrosBoardView) and the standings (TyrosStandingsPanel) mapped; then the
 * probe opens the history page as Ctrl+H does ("game.show-history") and
 * waits for the frame that shows the history (TyrosHistoryPanel) with a row
 * numbered N inside the visible part of its scrolled list. Widgets are found
 * by their type names, the same way for any build of the app. Unset: the
 * program's first frame (the floor, bench/bare-window).
 * Prints "CPU_US_GAME CPU_US_HISTORY PEAK_KIB" (CPU time of all threads at
 * the end of each frame, VmHWM a second after the last) and ends the program.
 * TYROS_PROBE_EXIT=1: _exit (0) right after the game's frame, or with
 * TYROS_PROBE_HISTORY=1 after the history's (for callgrind;
 * bench/startup-instructions: the first frame).
 * TYROS_PROBE_SETTLED=1 (with TYROS_PROBE_MOVES): instead of the history,
 * the second number is the CPU time when everything the launch left for
 * later is done: the first moment no idle of any priority is pending (an
 * idle of the lowest priority runs) that is followed by a quiet spell
 * (TYROS_PROBE_QUIET_MS, 300 ms: under 5 % of it spent on the CPU), so
 * that a frame the last idle queued is counted too. With TYROS_PROBE_EXIT
 * the program ends after that spell (its few instructions are counted).
 */
#define G_LOG_DOMAIN "tyros-frame-probe"

#define _GNU_SOURCE
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static gint64 cpu_at_game, cpu_at_history;

static GtkWidget *
find_type (GtkWidget  *widget,
           const char *type_name)
{
  GType type = g_type_from_name (type_name);

  if (type == 0)
    return NULL;
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
shown (GtkWidget *root,
       const char *type_name)
{
  GtkWidget *widget = find_type (root, type_name);

  return widget != NULL && gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* A label reading @text, mapped, inside the visible part of @scroller */
static gboolean
row_in_view (GtkWidget  *widget,
             GtkWidget  *scroller,
             const char *text)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text) &&
      gtk_widget_compute_bounds (widget, scroller, &bounds))
    return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller) + 0.5;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (row_in_view (c, scroller, text))
      return TRUE;
  return FALSE;
}

static gboolean
history_shown (GtkWidget  *window,
               const char *moves)
{
  GtkWidget *history = find_type (window, "TyrosHistoryPanel");
  GtkWidget *scroller = history != NULL ? find_type (history, "GtkScrolledWindow") : NULL;

  return scroller != NULL && shown (window, "TyrosHistoryPanel") && row_in_view (scroller, scroller, moves);
}

static gint64
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean
report (gpointer data G_GNUC_UNUSED)
{
  g_autofree char *status = NULL;
  const char *hwm;

  g_file_get_contents ("/proc/self/status", &status, NULL, NULL);
  hwm = status != NULL ? strstr (status, "VmHWM:") : NULL;
  printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %ld\n", cpu_at_game, cpu_at_history,
          hwm != NULL ? strtol (hwm + 6, NULL, 10) : -1L);
  fflush (stdout);
  _exit (0);
  return G_SOURCE_REMOVE;
}

static void
done (GdkFrameClock *clock,
      GtkWidget     *window)
{
  g_signal_handlers_disconnect_by_data (clock, window);
  g_timeout_add (1000, report, NULL);
}

/* Then the history page, as Ctrl+H shows it: the frame with its last row */
static void
after_history_paint (GdkFrameClock *clock,
                     GtkWidget     *window)
{
  if (!history_shown (window, g_getenv ("TYROS_PROBE_MOVES")))
    return;
  cpu_at_history = cpu_us ();
  if (g_getenv ("TYROS_PROBE_EXIT") != NULL)
    _exit (0);
  done (clock, window);
}

static gint64 settled_candidate;
static gboolean wait_for_idle (gpointer data);

static gboolean
quiet_spell_over (gpointer data G_GNUC_UNUSED)
{
  const char *quiet = g_getenv ("TYROS_PROBE_QUIET_MS");
  gint64 spell_us = (quiet != NULL ? g_ascii_strtoll (quiet, NULL, 10) : 300) * 1000;

  if (cpu_us () - settled_candidate < spell_us / 20)
    {
      cpu_at_history = settled_candidate;
      if (g_getenv ("TYROS_PROBE_EXIT") != NULL)
        _exit (0);
      g_timeout_add (1000, report, NULL);
    }
  else
    g_idle_add_full (G_PRIORITY_LOW + 1000, wait_for_idle, NULL, NULL);
  return G_SOURCE_REMOVE;
}

/* Runs only once no idle of a higher priority is pending */
static gboolean
wait_for_idle (gpointer data G_GNUC_UNUSED)
{
  const char *quiet = g_getenv ("TYROS_PROBE_QUIET_MS");

  settled_candidate = cpu_us ();
  g_timeout_add (quiet != NULL ? (guint) g_ascii_strtoll (quiet, NULL, 10) : 300, quiet_spell_over, NULL);
  return G_SOURCE_REMOVE;
}

static void
after_paint (GdkFrameClock *clock,
             GtkWidget     *window)
{
  const char *moves = g_getenv ("TYROS_PROBE_MOVES");

  if (moves != NULL && (!shown (window, "TyrosBoardView") || !shown (window, "TyrosStandingsPanel")))
    return;
  cpu_at_game = cpu_at_history = cpu_us ();
  if (g_getenv ("TYROS_PROBE_EXIT") != NULL &&
      (moves == NULL || (g_getenv ("TYROS_PROBE_HISTORY") == NULL && g_getenv ("TYROS_PROBE_SETTLED") == NULL)))
    _exit (0);
  if (moves == NULL)
    {
      done (clock, window);
      return;
    }
  g_signal_handlers_disconnect_by_func (clock, after_paint, window);
  if (g_getenv ("TYROS_PROBE_SETTLED") != NULL)
    {
      g_idle_add_full (G_PRIORITY_LOW + 1000, wait_for_idle, NULL, NULL);
      return;
    }
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_history_paint), window);
  gtk_widget_activate_action (window, "game.show-history", NULL);
}

void
gtk_window_present (GtkWindow *window)
{
  static void (*present) (GtkWindow *);
  static gboolean hooked;
  GdkFrameClock *clock;

  if (present == NULL)
    present = (void (*) (GtkWindow *)) dlsym (RTLD_NEXT, "gtk_window_present");
  present (window);
  if (!hooked && (clock = gtk_widget_get_frame_clock (GTK_WIDGET (window))) != NULL)
    {
      hooked = TRUE;
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), window);
    }
}
