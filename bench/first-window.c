/* SPDX-License-Identifier: GPL-3.0-or-later */
/* first-window.c: starts a program and reports when its first window is
 * mapped on the X server, and the program's peak memory.
 *
 * Usage: first-window COMMAND [ARG...]
 * Prints "MILLISECONDS PEAK_KIB CPU_MILLISECONDS". The window is mapped right
 * before GTK paints its first frame, so the time is "launch to first frame",
 * the same way for every program measured. Peak memory is VmHWM of the
 * process, read one second after the window appeared (the first frames are
 * drawn by then). The CPU time (user + system) the process had used when its
 * window was mapped depends far less on what else the machine is doing than
 * the time on the clock.
 */
#define G_LOG_DOMAIN "tyros-first-window"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <X11/Xlib.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* utime + stime of /proc/PID/stat, in milliseconds */
static long
cpu_ms (pid_t pid)
{
  char path[64], line[1024], *fields;
  unsigned long utime, stime;
  FILE *stat;
  int n;

  snprintf (path, sizeof path, "/proc/%d/stat", (int) pid);
  if ((stat = fopen (path, "r")) == NULL)
    return -1;
  n = fgets (line, sizeof line, stat) != NULL;
  fclose (stat);
  /* After the command name in parentheses, which may hold spaces: state is
   * field 3, utime and stime fields 14 and 15. */
  if (!n || (fields = strrchr (line, ')')) == NULL ||
      sscanf (fields + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu",
              &utime, &stime) != 2)
    return -1;
  return (long) ((utime + stime) * 1000 / sysconf (_SC_CLK_TCK));
}

static long
peak_kib (pid_t pid)
{
  char path[64], line[256];
  long kib = -1;
  FILE *status;

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  if ((status = fopen (path, "r")) == NULL)
    return -1;
  while (fgets (line, sizeof line, status) != NULL)
    if (strncmp (line, "VmHWM:", 6) == 0)
      kib = strtol (line + 6, NULL, 10);
  fclose (status);
  return kib;
}

int
main (int    argc,
      char **argv)
{
  Display *display;
  double start;
  long cpu;
  pid_t pid;
  XEvent event;

  if (argc < 2 || (display = XOpenDisplay (NULL)) == NULL)
    {
      fprintf (stderr, "usage: first-window COMMAND [ARG...] (needs an X display)\n");
      return 2;
    }
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);
  XSync (display, False);

  start = now_ms ();
  if ((pid = fork ()) == 0)
    {
      execvp (argv[1], argv + 1);
      _exit (127);
    }
  for (;;)
    {
      XNextEvent (display, &event);
      if (event.type == MapNotify && !event.xmap.override_redirect)
        break;
    }
  printf ("%.0f", now_ms () - start);
  cpu = cpu_ms (pid);
  sleep (1);
  printf (" %ld %ld\n", peak_kib (pid), cpu);
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  XCloseDisplay (display);
  return 0;
}
