/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-unsaved-dialog.h: asking before a game whose file is behind leaves the window
 *
 * When the last autosave failed (a full disk, a read-only folder), moves the
 * window shows are only in memory. Before such a game leaves the window (it
 * closes, or another game is shown) the user is asked: keep playing, save the
 * game elsewhere, or let the unsaved moves go. AdwAlertDialog on libadwaita
 * 1.5 and later, AdwMessageDialog before.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The answers, as the dialog's response ids */
#define TYROS_UNSAVED_KEEP    "keep"
#define TYROS_UNSAVED_DISCARD "discard"
#define TYROS_UNSAVED_SAVE_AS "save-as"

typedef void (*TyrosUnsavedFunc) (const char *response,
                                  gpointer    user_data);

/* Shows the question over @parent; @closing: the window closes (else another
 * game is about to be shown); @reason: why the save failed (a G_FILE_ERROR):
 * one sentence for its cause (a full disk, a read-only or missing folder),
 * the file and the system's words under "Details". @func gets the answer
 * once. Returns the dialog, for tyros_unsaved_dialog_dismiss(). */
GtkWidget *tyros_unsaved_dialog_present (GtkWindow        *parent,
                                         gboolean          closing,
                                         const GError     *reason,
                                         TyrosUnsavedFunc  func,
                                         gpointer          user_data);
/* Closes the dialog without an answer (the game was saved meanwhile): @func
 * is not called. */
void       tyros_unsaved_dialog_dismiss (GtkWidget        *dialog);

G_END_DECLS
