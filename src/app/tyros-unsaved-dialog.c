/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-unsaved-dialog.c: asking before a game whose file is behind leaves the window */
#define G_LOG_DOMAIN "tyros-unsaved-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-unsaved-dialog.h"

typedef struct {
  TyrosUnsavedFunc func;
  gpointer         user_data;
} Answer;

static void
answered (GtkWidget  *dialog G_GNUC_UNUSED,
          const char *response,
          Answer     *answer)
{
  answer->func (response, answer->user_data);
}

#if ADW_CHECK_VERSION (1, 5, 0)
#define dialog_add_responses         adw_alert_dialog_add_responses
#define dialog_set_appearance        adw_alert_dialog_set_response_appearance
#define dialog_set_default_response  adw_alert_dialog_set_default_response
#define dialog_set_close_response    adw_alert_dialog_set_close_response
#define dialog_set_extra_child       adw_alert_dialog_set_extra_child
#define DIALOG(widget)               ADW_ALERT_DIALOG (widget)
#else
#define dialog_add_responses         adw_message_dialog_add_responses
#define dialog_set_appearance        adw_message_dialog_set_response_appearance
#define dialog_set_default_response  adw_message_dialog_set_default_response
#define dialog_set_close_response    adw_message_dialog_set_close_response
#define dialog_set_extra_child       adw_message_dialog_set_extra_child
#define DIALOG(widget)               ADW_MESSAGE_DIALOG (widget)
#endif

static GtkWidget *
dialog_new (GtkWindow  *parent,
            const char *heading,
            const char *body)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  (void) parent;
  return GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  return adw_message_dialog_new (parent, heading, body);
#endif
}

/* One sentence a player can act on; the system's words are in the details. */
static const char *
cause_sentence (const GError *reason)
{
  if (reason != NULL && reason->domain == G_FILE_ERROR)
    switch (reason->code)
      {
      case G_FILE_ERROR_NOSPC:
        return _("The disk is full: save the game elsewhere, or free some space and keep playing.");
      case G_FILE_ERROR_ROFS:
      case G_FILE_ERROR_ACCES:
      case G_FILE_ERROR_PERM:
        return _("The folder of saved games is read-only: save the game elsewhere to keep its latest moves.");
      case G_FILE_ERROR_NOENT:
      case G_FILE_ERROR_NOTDIR:
        return _("The folder of saved games is missing: save the game elsewhere to keep its latest moves.");
      default:
        break;
      }
  return _("The disk refused the game: save it elsewhere to keep its latest moves.");
}

/* The file and the system's error, folded away: for whoever fixes the disk */
static GtkWidget *
details_new (const GError *reason)
{
  GtkWidget *expander = gtk_expander_new_with_mnemonic (_("_Details"));
  GtkWidget *label = gtk_label_new (reason != NULL ? reason->message : NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_top (label, 6);
  gtk_expander_set_child (GTK_EXPANDER (expander), label);
  return expander;
}

GtkWidget *
tyros_unsaved_dialog_present (GtkWindow        *parent,
                              gboolean          closing,
                              const GError     *reason,
                              TyrosUnsavedFunc  func,
                              gpointer          user_data)
{
  GtkWidget *dialog;
  Answer *answer;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (func != NULL, NULL);

  dialog = dialog_new (parent, _("The Game Is Not Saved"), cause_sentence (reason));
  dialog_set_extra_child (DIALOG (dialog), details_new (reason));
  dialog_add_responses (DIALOG (dialog),
                        TYROS_UNSAVED_KEEP, _("_Keep Playing"),
                        TYROS_UNSAVED_DISCARD, closing ? _("_Close Without Saving") : _("_Leave Without Saving"),
                        TYROS_UNSAVED_SAVE_AS, _("_Save Elsewhere…"),
                        NULL);
  dialog_set_appearance (DIALOG (dialog), TYROS_UNSAVED_DISCARD, ADW_RESPONSE_DESTRUCTIVE);
  dialog_set_appearance (DIALOG (dialog), TYROS_UNSAVED_SAVE_AS, ADW_RESPONSE_SUGGESTED);
  dialog_set_default_response (DIALOG (dialog), TYROS_UNSAVED_SAVE_AS);
  dialog_set_close_response (DIALOG (dialog), TYROS_UNSAVED_KEEP);

  answer = g_new (Answer, 1);
  answer->func = func;
  answer->user_data = user_data;
  g_signal_connect_data (dialog, "response", G_CALLBACK (answered), answer, (GClosureNotify) (void (*) (void)) g_free, 0);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (parent));
#else
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
#endif
  return dialog;
}

void
tyros_unsaved_dialog_dismiss (GtkWidget *dialog)
{
  g_return_if_fail (GTK_IS_WIDGET (dialog));

  g_signal_handlers_disconnect_matched (dialog, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, answered, NULL);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_force_close (ADW_DIALOG (dialog));
#else
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
}
