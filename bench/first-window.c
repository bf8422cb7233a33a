/* first-window.c: starts a program and reports when its first window is
 * mapped on the X server, and the program's peak memory.
 *
 * Usage: first-window COMMAND [ARG...]
 * Prints "MILLISECONDS PEAK_KIB". The window is mapped right before GTK paints
 * its first frame, so the time is "launch to first frame", the same way for
 * every program measured. Peak memory is VmHWM of the process, read one second
 * after the window appeared (the first frames are drawn by then).
 */
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
  sleep (1);
  printf (" %ld\n", peak_kib (pid));
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  XCloseDisplay (display);
  return 0;
}
