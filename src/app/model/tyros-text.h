/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-text.h: small helpers for label text */
#pragma once

#include <glib.h>

#include "tyros-core.h"

G_BEGIN_DECLS

/* "green" -> "Green", for a name that starts a label or a button. */
char *tyros_text_capitalize (const char *text);
/* Who wins @game as @score has it, or would if it ended now: "Anna wins with
 * 57 points", "Anna and Ben share the win with 40 points each (F7)". */
char *tyros_text_winner     (TyrosGame        *game,
                             const TyrosScore *score);
/* The day of a play record's time (RFC 3339), as the language writes a
 * date, on the clock it was played by: "15 March 2026"; NULL when @time
 * is NULL or not a time. */
char *tyros_text_played_date (const char      *time);

G_END_DECLS
