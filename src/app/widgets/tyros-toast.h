/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-toast.h: a toast that says a sentence */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast of @text as it is (text, not markup: it may hold a person's name),
 * wrapped rather than cut on a narrow window */
AdwToast *tyros_toast_new_sentence (const char *text);

G_END_DECLS
