/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-toast.c: a toast that says a sentence */
#define G_LOG_DOMAIN "tyros-toast"

#include "config.h"

#include "tyros-toast.h"

AdwToast *
tyros_toast_new_sentence (const char *text)
{
  AdwToast *toast = adw_toast_new (text);
  GtkWidget *title = gtk_label_new (text);

  /* A sentence, not a word: wrapped rather than cut on a narrow window */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 50);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  adw_toast_set_custom_title (toast, title);
  return toast;
}
