/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-toast.c: a toast that says a sentence */
#define G_LOG_DOMAIN "tyros-toast"

#include "config.h"

#include <glib/gi18n.h>

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

#if GTK_CHECK_VERSION (4, 10, 0)
static void
file_launched (GObject      *launcher,
               GAsyncResult *result,
               gpointer      user_data G_GNUC_UNUSED)
{
  g_autoptr(GError) error = NULL;

  if (!gtk_file_launcher_launch_finish (GTK_FILE_LAUNCHER (launcher), result, &error) &&
      !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED))
    g_warning ("The saved file could not be opened: %s", error->message);
}
#endif

/* The toast's button: the file in the app the system has for it (through
 * the portal in a sandbox) */
static void
open_clicked (AdwToast *toast,
              GFile    *file)
{
  GtkWidget *overlay = g_object_get_data (G_OBJECT (toast), "tyros-overlay");
  GtkRoot *root = overlay != NULL ? gtk_widget_get_root (overlay) : NULL;
  GtkWindow *parent = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
#if GTK_CHECK_VERSION (4, 10, 0)
  g_autoptr(GtkFileLauncher) launcher = gtk_file_launcher_new (file);

  gtk_file_launcher_launch (launcher, parent, NULL, file_launched, NULL);
#else
  g_autofree char *uri = g_file_get_uri (file);

  gtk_show_uri (parent, uri, GDK_CURRENT_TIME);
#endif
}

void
tyros_toast_show_file (GtkWidget  *within,
                       const char *text,
                       GFile      *file)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (within, ADW_TYPE_TOAST_OVERLAY);
  AdwToast *toast;

  g_return_if_fail (G_IS_FILE (file));

  if (overlay == NULL)
    return;
  toast = tyros_toast_new_sentence (overlay, text);
  adw_toast_set_button_label (toast, _("_Open"));
  g_object_set_data (G_OBJECT (toast), "tyros-overlay", overlay);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (open_clicked), g_object_ref (file),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}
