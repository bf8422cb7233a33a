/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-chooser.c: choosing a .tyros file to open or to save to */
#define G_LOG_DOMAIN "tyros-game-chooser"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-chooser.h"
#include "tyros-toast.h"

typedef struct {
  GWeakRef             owner;
  TyrosGameChosenFunc  func;
} Request;

static Request *
request_new (GObject             *owner,
             TyrosGameChosenFunc  func)
{
  Request *request = g_new0 (Request, 1);

  g_weak_ref_init (&request->owner, owner);
  request->func = func;
  return request;
}

/* Calls back with @file (NULL: cancelled) and frees @request. */
static void
request_finish (Request *request,
                GFile   *file)
{
  g_autoptr(GObject) owner = g_weak_ref_get (&request->owner);

  if (owner != NULL && file != NULL)
    request->func (owner, file);
  g_weak_ref_clear (&request->owner);
  g_free (request);
}

static GtkFileFilter *
kind_filter (const TyrosFileKind *kind)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, kind->name);
  gtk_file_filter_add_pattern (filter, kind->pattern);
  gtk_file_filter_add_mime_type (filter, kind->mime_type);
  return filter;
}

static const TyrosFileKind *
games (void)
{
  static TyrosFileKind kind = { NULL, "*.tyros", "application/x-tyros-game" };

  kind.name = _("Tyros games");
  return &kind;
}

static GtkFileFilter *
all_filter (void)
{
  GtkFileFilter *all = gtk_file_filter_new ();

  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  return all;
}

#if GTK_CHECK_VERSION (4, 10, 0)

static GtkFileDialog *
new_dialog (const char          *title,
            const TyrosFileKind *kind)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) games = kind_filter (kind);
  g_autoptr(GtkFileFilter) all = all_filter ();

  gtk_file_dialog_set_title (dialog, title);
  g_list_store_append (filters, games);
  g_list_store_append (filters, all);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, games);
  return dialog;
}

static void
open_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  request_finish (user_data, file);
}

static void
save_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);

  request_finish (user_data, file);
}

void
tyros_game_chooser_open (GtkWindow           *parent,
                         GObject             *owner,
                         TyrosGameChosenFunc  func)
{
  g_autoptr(GtkFileDialog) dialog = new_dialog (_("Open a Game"), games ());

  gtk_file_dialog_open (dialog, parent, NULL, open_done, request_new (owner, func));
}

void
tyros_game_chooser_save_kind (GtkWindow           *parent,
                              const char          *title,
                              const TyrosFileKind *kind,
                              const char          *initial_name,
                              GObject             *owner,
                              TyrosGameChosenFunc  func)
{
  g_autoptr(GtkFileDialog) dialog = new_dialog (title, kind);

  gtk_file_dialog_set_initial_name (dialog, initial_name);
  gtk_file_dialog_save (dialog, parent, NULL, save_done, request_new (owner, func));
}

#else /* GTK 4.8 */

static void
native_response (GtkNativeDialog *chooser,
                 int              response,
                 gpointer         user_data)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  request_finish (user_data, file);
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);   /* the reference taken in show_native() */
}

static void
show_native (GtkFileChooserNative *chooser,
             const TyrosFileKind  *kind,
             Request              *request)
{
  g_autoptr(GtkFileFilter) games = kind_filter (kind);
  g_autoptr(GtkFileFilter) all = all_filter ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (native_response), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
tyros_game_chooser_open (GtkWindow           *parent,
                         GObject             *owner,
                         TyrosGameChosenFunc  func)
{
  show_native (gtk_file_chooser_native_new (_("Open a Game"), parent, GTK_FILE_CHOOSER_ACTION_OPEN,
                                            _("_Open"), _("_Cancel")),
               games (), request_new (owner, func));
}

void
tyros_game_chooser_save_kind (GtkWindow           *parent,
                              const char          *title,
                              const TyrosFileKind *kind,
                              const char          *initial_name,
                              GObject             *owner,
                              TyrosGameChosenFunc  func)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, parent,
                                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                                               _("_Save"), _("_Cancel"));

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), initial_name);
  show_native (chooser, kind, request_new (owner, func));
}

#endif

void
tyros_game_chooser_save (GtkWindow           *parent,
                         const char          *initial_name,
                         GObject             *owner,
                         TyrosGameChosenFunc  func)
{
  tyros_game_chooser_save_kind (parent, _("Save the Game"), games (), initial_name, owner, func);
}

gboolean
tyros_game_chooser_write (GtkWidget  *widget,
                          GFile      *file,
                          const void *data,
                          gsize       length,
                          const char *done)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL,
                                &error))
    {
      g_autofree char *text = g_strdup_printf (_("The file could not be saved: %s"), error->message);

      gtk_widget_activate_action (widget, "win.toast", "s", text);
      return FALSE;
    }
  tyros_toast_show_file (widget, done, file);
  return TRUE;
}
