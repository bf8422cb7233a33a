/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-toast.h: a toast that says a sentence */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast of @text as it is (text, not markup: it may hold a person's name),
 * wrapped rather than cut in the width of @within (its window or page) */
AdwToast *tyros_toast_new_sentence (GtkWidget  *within,
                                    const char *text);
/* Lines of 50 characters at most, and no wider than @within leaves room
 * for: libadwaita 1.2 lays a toast's text out at its natural width even
 * where the window is narrower (at 360 px the teacher's sentence ran past
 * the edge, its close button with it). */
void      tyros_toast_fit_text     (GtkWidget  *within,
                                    GtkLabel   *title);

/* Shows @text in the toast overlay @within is in, with an "Open" button
 * that opens @file, the file just written, in the app the system has for it. */
void      tyros_toast_show_file    (GtkWidget  *within,
                                    const char *text,
                                    GFile      *file);

G_END_DECLS
