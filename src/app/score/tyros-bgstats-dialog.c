/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-bgstats-dialog.c: a play sent to BG Stats on a phone, as a QR code */
#define G_LOG_DOMAIN "tyros-bgstats-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-bgstats-dialog.h"
#include "tyros-qr-code.h"

/* The code's side on screen, at most: a phone reads a 100-module code from
 * an arm's length at this size */
#define CODE_SIDE 320

static void
copy_clicked (GtkButton  *button,
              const char *link)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), link);
  gtk_button_set_label (button, _("Link Copied"));
}

/* The code (or why there is none) and Copy Link below it: a button of its
 * own, as a response would close the dialog before the phone scanned it */
static GtkWidget *
code_box (const char *link,
          GError    **error)
{
  g_autoptr(TyrosQrCode) code = tyros_qr_code_new (link, error);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *copy = gtk_button_new_with_mnemonic (_("_Copy Link"));

  if (code != NULL)
    {
      GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (code));
      guint modules = tyros_qr_code_get_size (code);
      /* whole pixels a module, at least 2: sharp edges a camera reads */
      int side = (int) (modules * MAX (2, CODE_SIDE / modules));

      gtk_widget_set_size_request (picture, side, side);
      gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("QR code of the link to BG Stats"), -1);
      gtk_box_append (GTK_BOX (box), picture);
    }
  gtk_widget_set_halign (copy, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (copy, "pill");
  g_signal_connect_data (copy, "clicked", G_CALLBACK (copy_clicked), g_strdup (link),
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_box_append (GTK_BOX (box), copy);
  return box;
}

GtkWidget *
tyros_bgstats_dialog_present (GtkWindow  *parent,
                              const char *link)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *box, *dialog;
  g_autofree char *body = NULL;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (link != NULL, NULL);

  box = code_box (link, &error);
  if (error == NULL)
    body = g_strdup (_("Scan the code with the phone or tablet that has BG Stats: it opens the play there, ready to import."));
  else
    /* Translators: %s says why there is no QR code: "The link is too long to be shown as a QR code." */
    body = g_strdup_printf (_("%s Copy the link and open it on the phone or tablet that has BG Stats."), error->message);
#if ADW_CHECK_VERSION (1, 5, 0)
  dialog = GTK_WIDGET (adw_alert_dialog_new (_("Send to BG Stats"), body));
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), box);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (parent));
#else
  dialog = adw_message_dialog_new (parent, _("Send to BG Stats"), body);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
#endif
  return dialog;
}
