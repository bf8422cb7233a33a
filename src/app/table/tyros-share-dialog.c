/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-share-dialog.c: "Share with the Table", the invitation to the phones */
#define G_LOG_DOMAIN "tyros-share-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <ifaddrs.h>

#include "tyros-lan-address.h"
#include "tyros-qr-code.h"
#include "tyros-share-dialog.h"

struct _TyrosShareDialog
{
  AdwWindow         parent_instance;

  /* template */
  AdwToastOverlay  *toast_overlay;
  GtkLabel         *status_label;
  GtkPicture       *qr_picture;
  GtkLabel         *address_label;
  GtkLabel         *followers_label;
  GtkWidget        *copy_button;

  TyrosTableShare *server;
  char             *link;
};

G_DEFINE_FINAL_TYPE (TyrosShareDialog, tyros_share_dialog, ADW_TYPE_WINDOW)

char *
tyros_share_dialog_followers_text (guint n_followers)
{
  /* Translators: in the header while the game is shared: how many phones follow it */
  return g_strdup_printf (ngettext ("%u following", "%u following", n_followers), n_followers);
}

/* The link the phones open: http://<this computer's address on the local
 * network>:<port>/t/<token>, or the loopback's when it has none (then
 * @reachable is FALSE). NULL when @server is not sharing. */
static char *
share_link (TyrosTableShare *server,
            gboolean         *reachable)
{
  g_autofree char *address = NULL;
  struct ifaddrs *interfaces = NULL;

  if (!tyros_table_share_get_sharing (server))
    return NULL;
  if (getifaddrs (&interfaces) == 0)
    {
      address = tyros_lan_address_pick (interfaces);
      freeifaddrs (interfaces);
    }
  *reachable = address != NULL;
  return g_strdup_printf ("http://%s:%u%s", address != NULL ? address : "127.0.0.1",
                          tyros_table_share_get_port (server), tyros_table_share_get_path (server));
}

static void
followers_changed (TyrosShareDialog *self)
{
  guint n = tyros_table_share_get_n_followers (self->server);
  g_autofree char *text = NULL;

  if (n == 0)
    text = g_strdup (_("No phone follows the game yet."));
  else
    text = g_strdup_printf (ngettext ("%u phone follows the game.", "%u phones follow the game.", n), n);
  gtk_label_set_text (self->followers_label, text);
}

/* Stopped, here or elsewhere (another game, the window closing): the
 * invitation is void, and goes. */
static void
sharing_changed (TyrosShareDialog *self)
{
  if (!tyros_table_share_get_sharing (self->server))
    gtk_window_close (GTK_WINDOW (self));
}

static void
copy_clicked (TyrosShareDialog *self)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), self->link);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Link copied")));
}

static void
stop_clicked (TyrosShareDialog *self)
{
  tyros_table_share_stop (self->server);
}

/* The link as text and as a QR code; a computer the phones cannot reach
 * says so, and offers its own browser the loopback's link. */
static void
show_link (TyrosShareDialog *self)
{
  gboolean reachable = FALSE;
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosQrCode) code = NULL;

  self->link = share_link (self->server, &reachable);
  gtk_label_set_text (self->address_label, self->link != NULL ? self->link : "");
  if (reachable)
    {
      gtk_label_set_text (self->status_label,
                          _("Phones on this network follow the game: scan the code with a phone’s camera, or open the address in its browser."));
      code = tyros_qr_code_new (self->link, &error);
      if (code == NULL)
        g_warning ("The link does not fit a QR code: %s", error->message);
      else
        {
          /* 5 px a module at least, for a phone's camera at arm's length */
          int side = MAX (232, (int) tyros_qr_code_get_size (code) * 5);

          gtk_widget_set_size_request (GTK_WIDGET (self->qr_picture), side, side);
        }
    }
  else
    gtk_label_set_text (self->status_label,
                        _("This computer is not connected to a local network, so no phone can reach it. A browser on this computer can open the game’s page at this address."));
  gtk_picture_set_paintable (self->qr_picture, GDK_PAINTABLE (code));
  gtk_widget_set_visible (GTK_WIDGET (self->qr_picture), code != NULL);
}

/* The focus on Copy Link, not on the address, whose text would show selected */
static void
tyros_share_dialog_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tyros_share_dialog_parent_class)->map (widget);
  gtk_widget_grab_focus (TYROS_SHARE_DIALOG (widget)->copy_button);
}

static void
tyros_share_dialog_dispose (GObject *object)
{
  TyrosShareDialog *self = TYROS_SHARE_DIALOG (object);

  if (self->server != NULL)
    g_signal_handlers_disconnect_by_data (self->server, self);
  g_clear_object (&self->server);
  g_clear_pointer (&self->link, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_SHARE_DIALOG);

  G_OBJECT_CLASS (tyros_share_dialog_parent_class)->dispose (object);
}

static void
tyros_share_dialog_class_init (TyrosShareDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_share_dialog_dispose;
  widget_class->map = tyros_share_dialog_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-share-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, qr_picture);
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, address_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, followers_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, copy_button);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked);
  gtk_widget_class_bind_template_callback (widget_class, stop_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tyros_share_dialog_init (TyrosShareDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TyrosShareDialog *
tyros_share_dialog_new (GtkWindow        *parent,
                        TyrosTableShare *server)
{
  TyrosShareDialog *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (TYROS_IS_TABLE_SHARE (server), NULL);

  self = g_object_new (TYROS_TYPE_SHARE_DIALOG, "transient-for", parent, NULL);
  self->server = g_object_ref (server);
  g_signal_connect_object (server, "notify::n-followers", G_CALLBACK (followers_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (server, "notify::sharing", G_CALLBACK (sharing_changed), self, G_CONNECT_SWAPPED);
  show_link (self);
  followers_changed (self);
  return self;
}
