/* SPDX-License-Identifier: GPL-3.0-or-later */
/* first-frame-exit.c: an LD_PRELOAD module for bench/startup-instructions.
 * It ends any GTK 4 program right after its first frame, so that a profiler
 * (valgrind --tool=callgrind) counts the instructions from launch to the
 * first frame, the same way for every program. Never installed, never linked
 * into the app: the app's binary has no bench code.
 *
 * How: the first gtk_window_present() (every program measured calls it for
 * its first window) is passed on to GTK; the window is then realized, and its
 * frame clock's first "after-paint" ends the process with _exit (0), which
 * valgrind sees as the end of the program.
 */
#define G_LOG_DOMAIN "tyros-first-frame-exit"

#define _GNU_SOURCE
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <unistd.h>

static void
after_first_paint (GdkFrameClock *clock G_GNUC_UNUSED,
                   gpointer       data G_GNUC_UNUSED)
{
  _exit (0);
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
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_first_paint), NULL);
    }
}
