/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-share-dialog.c: "Share with the Table", the invitation to the phones */
#define G_LOG_DOMAIN "tyros-share-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <ifaddrs.h>

#include "tyros-lan-address.h"
#include "tyros-qr-code.h"
#include "tyros-share-dialog.h"

/* A player's seat link, as its card shows it */
typedef struct {
  TyrosShareDialog *dialog;
  int               player;
  GtkLabel         *status_label;
  GtkPicture       *qr_picture;
  GtkLabel         *address_label;
  char             *link;
} Seat;

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
  GtkWidget        *seats_heading;
  GtkWidget        *seats_intro;
  GtkBox           *seats_box;

  TyrosTableShare *server;
  char             *host;        /* where the phones reach this computer */
  gboolean          reachable;   /* FALSE: only the loopback, no network */
  char             *link;
  Seat              seats[TYROS_MAX_PLAYERS];
  guint             n_seats;
};

G_DEFINE_FINAL_TYPE (TyrosShareDialog, tyros_share_dialog, ADW_TYPE_WINDOW)

char *
tyros_share_dialog_followers_text (guint n_followers)
{
  /* Translators: in the header while the game is shared: how many phones follow it */
  return g_strdup_printf (ngettext ("%u following", "%u following", n_followers), n_followers);
}

/* Where the phones reach this computer: its address on the local network,
 * or the loopback's when it has none (then not @reachable). */
static char *
lan_host (gboolean *reachable)
{
  g_autofree char *address = NULL;
  struct ifaddrs *interfaces = NULL;

  if (getifaddrs (&interfaces) == 0)
    {
      address = tyros_lan_address_pick (interfaces);
      freeifaddrs (interfaces);
    }
  *reachable = address != NULL;
  return address != NULL ? g_steal_pointer (&address) : g_strdup ("127.0.0.1");
}

/* http://<host>:<port><path>; NULL without a path (not shared) */
static char *
link_for (TyrosShareDialog *self,
          const char       *path)
{
  if (path == NULL)
    return NULL;
  return g_strdup_printf ("http://%s:%u%s", self->host, tyros_table_share_get_port (self->server), path);
}

#define WRAP_POINT "\u200B"  /* a zero-width space: a line may break there */

/* @link in @label that wraps as parts of an address: after a "/" or a ":"
 * (a line break inside the host or the token reads as two addresses); a
 * screen reader reads the plain link. */
static void
show_address (GtkLabel   *label,
              const char *link)
{
  g_autoptr(GString) text = g_string_new (link);

  g_string_replace (text, "/", "/" WRAP_POINT, 0);
  g_string_replace (text, ":", ":" WRAP_POINT, 0);
  gtk_label_set_text (label, text->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, link, -1);
}

/* Copied from the label, the address is the link, without its wrap points. */
static void
copy_address (GtkLabel *label)
{
  g_autoptr(GString) text = NULL;
  g_autofree char *selected = NULL;
  int start, end;

  g_signal_stop_emission_by_name (label, "copy-clipboard");
  if (!gtk_label_get_selection_bounds (label, &start, &end))
    return;
  selected = g_utf8_substring (gtk_label_get_text (label), start, end);
  text = g_string_new (selected);
  g_string_replace (text, WRAP_POINT, "", 0);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (label)), text->str);
}

static void
address_label_init (GtkLabel *label)
{
  g_signal_connect (label, "copy-clipboard", G_CALLBACK (copy_address), NULL);
}

/* @link as a QR code in @picture, when the phones can reach it */
static void
show_qr_code (TyrosShareDialog *self,
              GtkPicture       *picture,
              const char       *link)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosQrCode) code = NULL;

  if (self->reachable && link != NULL)
    {
      code = tyros_qr_code_new (link, &error);
      if (code == NULL)
        g_warning ("The link does not fit a QR code: %s", error->message);
      else
        {
          /* 5 px a module at least, for a phone's camera at arm's length */
          int side = MAX (232, (int) tyros_qr_code_get_size (code) * 5);

          gtk_widget_set_size_request (GTK_WIDGET (picture), side, side);
        }
    }
  gtk_picture_set_paintable (picture, GDK_PAINTABLE (code));
  gtk_widget_set_visible (GTK_WIDGET (picture), code != NULL);
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
  self->host = lan_host (&self->reachable);
  self->link = tyros_table_share_get_sharing (self->server) ?
               link_for (self, tyros_table_share_get_path (self->server)) : NULL;
  show_address (self->address_label, self->link != NULL ? self->link : "");
  if (self->reachable)
    gtk_label_set_text (self->status_label,
                        _("Phones on this network follow the game: scan the code with a phone’s camera, or open the address in its browser."));
  else
    gtk_label_set_text (self->status_label,
                        _("This computer is not connected to a local network, so no phone can reach it. A browser on this computer can open the game’s page at this address."));
  show_qr_code (self, self->qr_picture, self->link);
}

/* Seat links */

static void
show_seat_link (Seat *seat)
{
  TyrosShareDialog *self = seat->dialog;

  g_free (seat->link);
  seat->link = link_for (self, tyros_table_share_get_seat_path (self->server, seat->player));
  show_address (seat->address_label, seat->link != NULL ? seat->link : "");
  show_qr_code (self, seat->qr_picture, seat->link);
}

static void
seats_connected_changed (TyrosShareDialog *self)
{
  guint connected = tyros_table_share_get_seats_connected (self->server);

  for (guint i = 0; i < self->n_seats; i++)
    gtk_label_set_text (self->seats[i].status_label,
                        connected & (1u << self->seats[i].player) ? _("A phone is connected") : _("No phone connected"));
}

static void
seat_copy_clicked (Seat *seat)
{
  if (seat->link == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (seat->dialog)), seat->link);
  adw_toast_overlay_add_toast (seat->dialog->toast_overlay, adw_toast_new (_("Link copied")));
}

/* The old link stops working at once; its phone is told by the server. */
static void
seat_renew_clicked (Seat *seat)
{
  TyrosShareDialog *self = seat->dialog;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (!tyros_table_share_renew_seat (self->server, seat->player, &error))
    text = g_strdup_printf (_("Could not make a new link: %s"), error->message);
  else
    text = g_strdup (_("New link made: the old one no longer works"));
  show_seat_link (seat);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

static GtkWidget *
seat_button (const char *label,
             GtkWidget  *title,
             GCallback   clicked,
             Seat       *seat)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  /* several cards have a Copy Link: each says whose it is */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, title, NULL, -1);
  g_signal_connect_swapped (button, "clicked", clicked, seat);
  return button;
}

/* A card per player: "Anna’s Phone", whether a phone has it, its link as a
 * QR code and as text, Copy Link and New Link */
static GtkWidget *
seat_card (Seat       *seat,
           const char *name)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: the seat link of a player: "Anna’s Phone" */
  g_autofree char *title_text = g_strdup_printf (_("%s’s Phone"), name);
  GtkWidget *title = gtk_label_new (title_text);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_margin_start (title, 12);
  gtk_widget_set_margin_end (title, 12);
  gtk_widget_set_margin_top (title, 12);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (card), title);

  seat->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (seat->status_label, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (seat->status_label), 12);
  gtk_widget_add_css_class (GTK_WIDGET (seat->status_label), "dim-label");
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (seat->status_label));

  seat->qr_picture = GTK_PICTURE (gtk_picture_new ());
  gtk_widget_set_halign (GTK_WIDGET (seat->qr_picture), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->qr_picture), GTK_ACCESSIBLE_PROPERTY_LABEL, _("QR Code"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("A QR code of the seat link below: the player’s phone opens their seat from it"),
                                  -1);
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (seat->qr_picture));

  seat->address_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (seat->address_label, TRUE);
  gtk_label_set_wrap (seat->address_label, TRUE);
  gtk_label_set_wrap_mode (seat->address_label, PANGO_WRAP_WORD_CHAR);
  address_label_init (seat->address_label);
  gtk_label_set_justify (seat->address_label, GTK_JUSTIFY_CENTER);
  gtk_widget_set_margin_start (GTK_WIDGET (seat->address_label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (seat->address_label), 12);
  gtk_widget_add_css_class (GTK_WIDGET (seat->address_label), "monospace");
  gtk_widget_add_css_class (GTK_WIDGET (seat->address_label), "caption");
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (seat->address_label));

  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (buttons, 12);
  gtk_widget_set_margin_top (buttons, 6);
  gtk_box_append (GTK_BOX (buttons), seat_button (_("Copy Link"), title, G_CALLBACK (seat_copy_clicked), seat));
  gtk_box_append (GTK_BOX (buttons), seat_button (_("New Link"), title, G_CALLBACK (seat_renew_clicked), seat));
  gtk_box_append (GTK_BOX (card), buttons);
  return card;
}

/* Only from a server that has seat links */
static void
add_seats (TyrosShareDialog *self,
           TyrosGame        *game)
{
  const char *const *names = tyros_game_get_player_names (game);
  guint n = MIN (tyros_game_get_n_players (game), TYROS_MAX_PLAYERS);

  for (guint i = 0; i < n && tyros_table_share_get_seat_path (self->server, (int) i) != NULL; i++)
    {
      Seat *seat = &self->seats[self->n_seats++];

      seat->dialog = self;
      seat->player = (int) i;
      gtk_box_append (self->seats_box, seat_card (seat, names[i]));
      show_seat_link (seat);
    }
  gtk_widget_set_visible (self->seats_heading, self->n_seats > 0);
  gtk_widget_set_visible (self->seats_intro, self->n_seats > 0);
  seats_connected_changed (self);
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
  g_clear_pointer (&self->host, g_free);
  for (guint i = 0; i < self->n_seats; i++)
    g_clear_pointer (&self->seats[i].link, g_free);
  self->n_seats = 0;
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
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, seats_heading);
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, seats_intro);
  gtk_widget_class_bind_template_child (widget_class, TyrosShareDialog, seats_box);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked);
  gtk_widget_class_bind_template_callback (widget_class, stop_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tyros_share_dialog_init (TyrosShareDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  address_label_init (self->address_label);
}

TyrosShareDialog *
tyros_share_dialog_new (GtkWindow        *parent,
                        TyrosTableShare  *server,
                        TyrosGameSession *session)
{
  TyrosShareDialog *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (TYROS_IS_TABLE_SHARE (server), NULL);
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (session), NULL);

  self = g_object_new (TYROS_TYPE_SHARE_DIALOG, "transient-for", parent, NULL);
  self->server = g_object_ref (server);
  g_signal_connect_object (server, "notify::n-followers", G_CALLBACK (followers_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (server, "notify::sharing", G_CALLBACK (sharing_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (server, "notify::seats-connected", G_CALLBACK (seats_connected_changed), self,
                           G_CONNECT_SWAPPED);
  show_link (self);
  add_seats (self, tyros_game_session_get_game (session));
  followers_changed (self);
  return self;
}
