/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-toast.c: a toast that says a sentence */
#define G_LOG_DOMAIN "tyros-toast"

#include "config.h"

#include "tyros-toast.h"

/* The toast's margins and padding, and its close button */
#define TOAST_ROOM 120

void
tyros_toast_fit_text (GtkWidget *within,
                      GtkLabel  *title)
{
  int room = gtk_widget_get_width (within) - TOAST_ROOM;
  int chars = 50, natural;

  gtk_label_set_max_width_chars (title, chars);
  if (room <= 0)
    return;
  for (;;)
    {
      gtk_widget_measure (GTK_WIDGET (title), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (natural <= room || chars <= 10)
        break;
      /* a few characters at a time: each try lays the text out */
      chars = MAX (10, chars * room / natural - 1);
      gtk_label_set_max_width_chars (title, chars);
    }
}

AdwToast *
tyros_toast_new_sentence (GtkWidget  *within,
                          const char *text)
{
  /* a name or a file's in it is shown as written (the title is markup) */
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (markup);
  GtkWidget *title = gtk_label_new (text);

  /* A sentence, not a word: wrapped rather than cut on a narrow window */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  tyros_toast_fit_text (within, GTK_LABEL (title));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  adw_toast_set_custom_title (toast, title);
  return toast;
}
