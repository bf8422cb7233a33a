/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-share.h: the score sheet on paper, as a PDF and as an image
 *
 * For a group chat, the box lid or the records: the final board drawn by
 * the board's painter with each player's total in their colour (a PNG), and
 * the printed sheet: the board, the story chart, the table and how the
 * score was reached (GtkPrintOperation, which also saves it as a PDF).
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-game-session.h"

G_BEGIN_DECLS

/* The winner and which evening it was (date, place, length, edition, note)
 * over the board of @session's game now, the totals beneath, as PNG bytes. */
GBytes *tyros_score_share_png   (TyrosGameSession *session);
/* Which evening @session's game was, as the image and the PDF say it:
 * "26 November 2026 · Kitchen · 95 minutes · Kosmos rulebook (German,
 * Dutch)", then the note on a line of its own. */
char    *tyros_score_share_evening (TyrosGameSession *session);
/* The name offered when @session's score sheet is saved as a file of
 * @extension: "Tyros 2026-11-26.pdf", the day the game was played (today's
 * when the game does not say). */
char    *tyros_score_share_file_name (TyrosGameSession *session,
                                      const char       *extension);
/* Prints the score sheet of @session's game, or with @pdf_file set saves it
 * there as a PDF without a dialog. FALSE with @error when it failed. */
gboolean tyros_score_share_print (TyrosGameSession *session,
                                  GtkWindow        *parent,
                                  GFile            *pdf_file,
                                  GError          **error);

G_END_DECLS
