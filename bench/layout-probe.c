/* SPDX-License-Identifier: GPL-3.0-or-later */
/* layout-probe.c: an LD_PRELOAD module that says which texts Pango lays out.
 * GTK measures a label by asking its Pango layout for its size; each call
 * with a text or a width not asked before is a new layout (the costly part
 * of measuring: itemizing and shaping the text). Preloaded into
 * bench/game-in-play-app, it prints "LAYOUT WIDTH TEXT" to standard output
 * for every such call, between the driver's "step ..." lines, so that
 * bench/game-in-play's follow-up can count the layouts of each interaction
 * and name the labels behind them. Never installed, never in the app.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pango/pango.h>
#include <stdio.h>

void
pango_layout_get_size (PangoLayout *layout,
                       int         *width,
                       int         *height)
{
  static void (*get_size) (PangoLayout *, int *, int *);
  const char *text = pango_layout_get_text (layout);

  if (get_size == NULL)
    get_size = (void (*) (PangoLayout *, int *, int *)) dlsym (RTLD_NEXT, "pango_layout_get_size");
  printf ("LAYOUT %d %.60s\n", pango_layout_get_width (layout), text != NULL ? text : "");
  get_size (layout, width, height);
}
