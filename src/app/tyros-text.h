/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-text.h: small helpers for label text */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "green" -> "Green", for a name that starts a label or a button. */
char *tyros_text_capitalize (const char *text);

G_END_DECLS
