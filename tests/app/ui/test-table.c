/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-table.c: Share with the Table, as a group at the table uses it
 *
 * Runs under Xvfb (see meson.build). The game is shared from the window's
 * header; the invitation shows the link as a QR code (decoded back with
 * zbarimg) and as text; Copy Link and Stop Sharing do what they say; the
 * header says that the game is shared; another game is not shared unasked.
 * Only the loopback is ever connected to: the link's host (this computer's
 * address on its network) is rewritten to 127.0.0.1.
 *
 * With TYROS_SCREENSHOT_DIR set, the invitation is saved as PNG files there
 * (light and dark, 360 x 640 and 1100 x 720, English and German).
 */
#define G_LOG_DOMAIN "tyros-test-table"
#include "config.h"

#include "app-test-util.h"

#include <glib/gstdio.h>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <libsoup/soup.h>

#include "tyros-lan-address.h"
#include "tyros-share-dialog.h"

static TyrosApplication *app;

static GtkWidget *
share_button (TyrosWindow *window)
{
  return app_test_child (window, TYROS_TYPE_WINDOW, "share_button");
}

static GtkLabel *
share_label (TyrosWindow *window)
{
  return app_test_child (window, TYROS_TYPE_WINDOW, "share_label");
}

/* The invitation open over the window, or NULL */
static TyrosShareDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (TYROS_IS_SHARE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return TYROS_SHARE_DIALOG (toplevel);
    }
  return NULL;
}

#define WRAP_POINT "\u200B"  /* where the address may wrap */

static GtkLabel *
address_label (TyrosShareDialog *dialog)
{
  return app_test_child (dialog, TYROS_TYPE_SHARE_DIALOG, "address_label");
}

/* The address as it reads (without its wrap points) */
static char *
dialog_address (TyrosShareDialog *dialog)
{
  g_autoptr(GString) text = g_string_new (gtk_label_get_text (address_label (dialog)));

  g_string_replace (text, WRAP_POINT, "", 0);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The port of a link "http://host:port/t/token" */
static guint
link_port (const char *link)
{
  g_autoptr(GUri) uri = g_uri_parse (link, G_URI_FLAGS_NONE, NULL);

  g_assert_nonnull (uri);
  g_assert_cmpstr (g_uri_get_scheme (uri), ==, "http");
  g_assert_true (g_str_has_prefix (g_uri_get_path (uri), "/t/"));
  g_assert_cmpint (g_uri_get_port (uri), >, 0);
  return (guint) g_uri_get_port (uri);
}

/* Whether something listens on the loopback at @port */
static gboolean
loopback_listens (guint port)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GError) error = NULL;

  g_socket_client_set_timeout (client, 5);
  connection = g_socket_client_connect_to_host (client, "127.0.0.1", (guint16) port, NULL, &error);
  if (connection == NULL)
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED);
  return connection != NULL;
}

/* The TCP sockets this process listens on (IPv4 and IPv6), as the kernel
 * lists them: the inodes in state LISTEN (0A) that are among our files */
static guint
n_listening (void)
{
  g_autoptr(GHashTable) listening = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GDir) fds = g_dir_open ("/proc/self/fd", 0, NULL);
  const char *tables[] = { "/proc/net/tcp", "/proc/net/tcp6" };
  const char *name;
  guint n = 0;

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;

      if (!g_file_get_contents (tables[t], &text, NULL, NULL))
        continue;
      lines = g_strsplit (text, "\n", -1);
      for (guint i = 1; lines[i] != NULL; i++)
        {
          g_auto(GStrv) fields = g_strsplit_set (g_strstrip (lines[i]), " ", -1);
          g_autoptr(GPtrArray) words = g_ptr_array_new ();

          for (guint f = 0; fields[f] != NULL; f++)
            if (*fields[f] != '\0')
              g_ptr_array_add (words, fields[f]);
          /* sl local remote st tx:rx tr:when retrnsmt uid timeout inode */
          if (words->len > 9 && g_str_equal (words->pdata[3], "0A"))
            g_hash_table_add (listening, g_strdup_printf ("socket:[%s]", (char *) words->pdata[9]));
        }
    }
  g_assert_nonnull (fds);
  while ((name = g_dir_read_name (fds)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc/self/fd", name, NULL);
      g_autofree char *target = g_file_read_link (path, NULL);

      if (target != NULL && g_hash_table_contains (listening, target))
        n++;
    }
  return n;
}

/* A phone following the game: the page's WebSocket, /t/<token>/live, on
 * the loopback (the link's host rewritten to 127.0.0.1) */
typedef struct {
  SoupSession             *session;
  SoupWebsocketConnection *connection;
  gboolean                 done;
} Phone;

static void
phone_connected (GObject      *session,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Phone *phone = user_data;
  g_autoptr(GError) error = NULL;

  phone->connection = soup_session_websocket_connect_finish (SOUP_SESSION (session), result, &error);
  g_assert_no_error (error);
  phone->done = TRUE;
}

static gboolean
phone_done (gconstpointer data)
{
  return ((const Phone *) data)->done;
}

static void
phone_follow (Phone      *phone,
              const char *link)
{
  g_autoptr(GUri) uri = g_uri_parse (link, G_URI_FLAGS_NONE, NULL);
  g_autofree char *live = g_strdup_printf ("ws://127.0.0.1:%d%s/live", g_uri_get_port (uri), g_uri_get_path (uri));
  g_autoptr(SoupMessage) message = soup_message_new ("GET", live);

  phone->session = soup_session_new_with_options ("timeout", 10, NULL);
  soup_session_websocket_connect_async (phone->session, message, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                        phone_connected, phone);
  app_test_wait_for (phone_done, phone);
}

static gboolean
phone_closed (gconstpointer data)
{
  return soup_websocket_connection_get_state (((const Phone *) data)->connection) == SOUP_WEBSOCKET_STATE_CLOSED;
}

static gboolean
header_says (gconstpointer data)
{
  const char *const *expected = data;
  GtkLabel *label = share_label (TYROS_WINDOW ((gpointer) expected[0]));

  return gtk_widget_get_visible (GTK_WIDGET (label)) && g_strcmp0 (gtk_label_get_text (label), expected[1]) == 0;
}

static void
text_read (GObject      *clipboard,
           GAsyncResult *result,
           gpointer      user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static gboolean
is_set (gconstpointer data)
{
  return *(char *const *) data != NULL;
}

static char *
clipboard_text (GtkWidget *widget)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, text_read, &text);
  app_test_wait_for (is_set, &text);
  return text;
}

/* Share with the Table, as its header button does */
static TyrosShareDialog *
share (TyrosWindow *window)
{
  TyrosShareDialog *dialog;

  app_test_click (share_button (window));
  app_test_settle (200);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  return dialog;
}

/* The window's control says what it does; pressed, the game is shared: the
 * invitation's QR code reads as the address it shows, which leads to a port
 * that listens; the header says the game is shared until Stop Sharing, after
 * which nothing listens. */
static void
test_share_and_stop (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autofree char *error = NULL;
  TyrosShareDialog *dialog;
  g_autofree char *link = NULL;
  g_autofree char *decoded = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *shown = NULL;
  GtkPicture *picture;
  Phone phone = { 0 };
  guint port;

  app_test_open_data (window, "game-3p.tyros");
  g_assert_true (gtk_widget_get_visible (share_button (window)));
  g_assert_true (gtk_widget_is_sensitive (share_button (window)));
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (share_button (window)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "Share with the Table");
  g_assert_null (error);
  /* nothing listens, nothing says "following" before it is asked for */
  g_assert_cmpuint (n_listening (), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (share_label (window))));
  g_assert_null (find_dialog ());

  dialog = share (window);
  g_assert_cmpuint (n_listening (), >, 0);
  /* Copy Link has the focus, not the address (its text all selected) */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) == app_test_find_button (GTK_WIDGET (dialog), "_Copy Link"));
  link = dialog_address (dialog);
  port = link_port (link);
  g_assert_true (loopback_listens (port));

  picture = app_test_child (dialog, TYROS_TYPE_SHARE_DIALOG, "qr_picture");
  if (gtk_widget_get_visible (GTK_WIDGET (picture)))
    {
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (picture)), >=, 232);
      decoded = app_test_read_qr_code (gtk_picture_get_paintable (picture), 480);
      g_assert_cmpstr (decoded, ==, link);
    }
  else
    /* no local network here: the dialog says so, and offers the loopback */
    g_assert_true (g_str_has_prefix (link, "http://127.0.0.1:"));

  app_test_click (app_test_find_button (GTK_WIDGET (dialog), "_Copy Link"));
  copied = clipboard_text (GTK_WIDGET (dialog));
  g_assert_cmpstr (copied, ==, link);

  /* closed (Ctrl+W, as every window of the app: issue 33, 13), the game
   * stays shared; the header says so and opens it again */
  app_test_press_keys ((TyrosWindow *) dialog, "ctrl+w");
  app_test_settle (100);
  g_assert_null (find_dialog ());
  g_assert_true (loopback_listens (port));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (share_label (window))));
  g_assert_cmpstr (gtk_label_get_text (share_label (window)), ==, "0 following");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (share_button (window)), ==, "Shared with the table: 0 following");
  /* a phone follows: the header and the invitation count it */
  phone_follow (&phone, link);
  app_test_wait_for (header_says, (const char *const[]) { (const char *) window, "1 following" });
  g_assert_cmpstr (gtk_widget_get_tooltip_text (share_button (window)), ==, "Shared with the table: 1 following");
  dialog = share (window);
  shown = dialog_address (dialog);
  g_assert_cmpstr (shown, ==, link);
  g_assert_nonnull (app_test_find_label (GTK_WIDGET (dialog), "1 phone follows the game."));

  /* Stop Sharing: the phone is let go, nothing listens, nothing is counted */
  app_test_click (app_test_find_button (GTK_WIDGET (dialog), "_Stop Sharing"));
  app_test_settle (100);
  g_assert_null (find_dialog ());
  app_test_wait_for (phone_closed, &phone);
  g_assert_false (loopback_listens (port));
  g_assert_cmpuint (n_listening (), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (share_label (window))));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (share_button (window)), ==, "Share with the Table");

  g_clear_object (&phone.connection);
  g_clear_object (&phone.session);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_share_toast_button (GtkWidget     *widget,
                       gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                                               "win.share-table") == 0 &&
         widget != app_test_child (gtk_widget_get_root (widget), TYROS_TYPE_WINDOW, "share_button");
}

/* Another game opened while one is shared is not shown to the phones
 * unasked: sharing stops, and the window asks whether to share the new one;
 * closing the window stops it too. */
static void
test_other_game_asks (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autofree char *address = NULL;
  TyrosShareDialog *dialog;
  GtkWidget *ask;
  guint port, new_port;

  app_test_open_data (window, "game-3p.tyros");
  g_assert_null (app_test_find (GTK_WIDGET (window), is_share_toast_button, NULL));
  dialog = share (window);
  address = dialog_address (dialog);
  port = link_port (address);

  app_test_open_data (window, "game-4p.tyros");
  app_test_settle (200);
  g_assert_null (find_dialog ());
  g_assert_false (loopback_listens (port));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (share_label (window))));
  ask = app_test_find (GTK_WIDGET (window), is_share_toast_button, NULL);
  g_assert_nonnull (ask);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ask)), ==, "_Share This Game");

  app_test_click (ask);
  app_test_settle (200);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_free (address);
  address = dialog_address (dialog);
  new_port = link_port (address);
  g_assert_true (loopback_listens (new_port));

  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
  g_assert_null (find_dialog ());
  g_assert_false (loopback_listens (new_port));
}

static void
test_shortcut (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_auto(GStrv) accels = NULL;

  app_test_open_data (window, "game-3p.tyros");
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.share-table");
  g_assert_cmpstr (accels[0], ==, "<Control>t");
  g_assert_null (find_dialog ());
  app_test_press_keys (window, "ctrl+t");
  app_test_settle (200);
  g_assert_nonnull (find_dialog ());
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* An interface as getifaddrs() lists it */
typedef struct {
  struct ifaddrs     entry;
  struct sockaddr_in address;
} Interface;

static void
set_interface (Interface    *interface,
               const char   *name,
               const char   *address,
               unsigned int  flags,
               Interface    *next)
{
  memset (interface, 0, sizeof *interface);
  interface->address.sin_family = AF_INET;
  g_assert_cmpint (inet_pton (AF_INET, address, &interface->address.sin_addr), ==, 1);
  interface->entry.ifa_name = (char *) name;
  interface->entry.ifa_flags = flags;
  interface->entry.ifa_addr = (struct sockaddr *) &interface->address;
  interface->entry.ifa_next = next != NULL ? &next->entry : NULL;
}

/* The address shown to the phones is one they can reach: a private address
 * of a real interface that is up; none on a computer that has only the
 * loopback (the dialog then says so). */
static void
test_lan_address (void)
{
  const unsigned int up = IFF_UP | IFF_RUNNING;
  Interface lo, docker, wifi, down, public, link_local;
  struct ifaddrs *interfaces = NULL;
  char *picked;

  set_interface (&lo, "lo", "127.0.0.1", up | IFF_LOOPBACK, NULL);
  picked = tyros_lan_address_pick (&lo.entry);
  g_assert_null (picked);

  set_interface (&link_local, "eth1", "169.254.3.4", up, &lo);
  set_interface (&public, "eth0", "192.0.2.2", up, &link_local);
  set_interface (&docker, "docker0", "172.17.0.1", up, &public);
  set_interface (&down, "eth2", "10.0.0.5", IFF_UP, &docker);
  picked = tyros_lan_address_pick (&down.entry);
  g_assert_cmpstr (picked, ==, "192.0.2.2");
  g_free (picked);
  set_interface (&wifi, "wlp2s0", "192.168.1.20", up, &down);
  picked = tyros_lan_address_pick (&wifi.entry);
  g_assert_cmpstr (picked, ==, "192.168.1.20");
  g_free (picked);

  /* this computer's: never the loopback */
  g_assert_cmpint (getifaddrs (&interfaces), ==, 0);
  picked = tyros_lan_address_pick (interfaces);
  freeifaddrs (interfaces);
  g_assert_true (picked == NULL || !g_str_has_prefix (picked, "127."));
  g_free (picked);
}

/* At a phone's 360 px the address wraps as parts of an address: each line
 * but the last ends with a "/" or a ":", never inside the host or the token;
 * copied from the label, it is the link. */
static void
test_address_wraps (void)
{
  TyrosWindow *window = app_test_present_window (app);
  TyrosShareDialog *dialog;
  g_autofree char *link = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *error = NULL;
  PangoLayout *layout;
  const char *text;
  int n_lines;

  app_test_open_data (window, "game-3p.tyros");
  dialog = share (window);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  app_test_settle (200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, 360);
  link = dialog_address (dialog);
  layout = gtk_label_get_layout (address_label (dialog));
  text = pango_layout_get_text (layout);
  n_lines = pango_layout_get_line_count (layout);
  g_assert_cmpint (n_lines, >=, 2);   /* a 32-character token after the host: it wraps */
  for (int i = 0; i + 1 < n_lines; i++)
    {
      PangoLayoutLine *line = pango_layout_get_line_readonly (layout, i);
      g_autofree char *shown = g_strndup (text + line->start_index, line->length);

      if (!g_str_has_suffix (shown, "/" WRAP_POINT) && !g_str_has_suffix (shown, ":" WRAP_POINT))
        g_error ("line %d of the address at 360 px breaks inside a part: \"%s\"", i, shown);
    }

  /* a screen reader reads the plain link */
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (address_label (dialog)), GTK_ACCESSIBLE_PROPERTY_LABEL, link);
  g_assert_null (error);

  gtk_label_select_region (address_label (dialog), 0, -1);
  g_signal_emit_by_name (address_label (dialog), "copy-clipboard");
  copied = clipboard_text (GTK_WIDGET (dialog));
  g_assert_cmpstr (copied, ==, link);
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* Issue 33, 2: shared, the header's "N following" held the window at 445
 * px (en) and 423 (de), so a phone's 360 px window was cut. At a phone's
 * width the window still fits 360 px while shared, and still says that it
 * is shared, and with how many (under the title). */
static void
test_phone_width_shared (void)
{
  static const char *const languages[] = { "C", "de", "nl", "it" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      TyrosWindow *window;
      TyrosShareDialog *dialog;
      GtkLabel *row_label;
      int min;

      app_test_use_language (languages[i]);
      window = tyros_window_new (GTK_APPLICATION (app));
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      gtk_window_present (GTK_WINDOW (window));
      app_test_open_data (window, "game-3p.tyros");
      /* on a phone, from the Game menu */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL));
      app_test_settle (200);
      dialog = find_dialog ();
      g_assert_nonnull (dialog);
      gtk_window_close (GTK_WINDOW (dialog));
      app_test_settle (100);
      app_test_pump_frames (3);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      g_test_message ("%s, shared: at least %d px wide", languages[i], min);
      if (min > 360)
        g_error ("%s: shared with the table, the window needs %d px, a phone has 360", languages[i], min);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
      /* the title's row tells that it is shared, and with how many */
      row_label = app_test_child (window, TYROS_TYPE_WINDOW, "row_share_label");
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (row_label)));
      g_assert_cmpstr (gtk_label_get_text (row_label), ==, gtk_widget_get_tooltip_text (share_button (window)));
      g_assert_nonnull (strstr (gtk_label_get_text (row_label), "0"));
      gtk_window_destroy (GTK_WINDOW (window));
      app_test_pump ();
    }
  app_test_use_language ("C");
}

/* The invitation as people see it (only with TYROS_SCREENSHOT_DIR) */
static void
test_screenshots (gconstpointer data)
{
  const char *language = data;
  static const struct { int width, height; } sizes[] = { { 360, 640 }, { 1100, 720 } };

  if (!app_test_screenshots_in (language))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
      TyrosShareDialog *dialog;
      g_autofree char *name = g_strdup_printf ("share-%s-%dx%d", language, sizes[i].width, sizes[i].height);
      g_autofree char *header = g_strdup_printf ("shared-%s-%dx%d", language, sizes[i].width, sizes[i].height);

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
      gtk_window_present (GTK_WINDOW (window));
      app_test_open_data (window, "game-3p.tyros");
      /* on a phone, from the Game menu */
      gtk_widget_activate_action (GTK_WIDGET (window), "win.share-table", NULL);
      app_test_settle (200);
      dialog = find_dialog ();
      g_assert_nonnull (dialog);
      if (sizes[i].width < 400)
        gtk_window_set_default_size (GTK_WINDOW (dialog), sizes[i].width, sizes[i].height);
      for (int dark = 0; dark < 2; dark++)
        app_test_screenshot (GTK_WIDGET (dialog), name, dark);
      gtk_window_close (GTK_WINDOW (dialog));
      for (int dark = 0; dark < 2; dark++)
        app_test_screenshot (GTK_WIDGET (window), header, dark);
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
      gtk_window_destroy (GTK_WINDOW (window));
      app_test_pump ();
    }
  app_test_use_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* the in-process accessibility backend: the accessible name is checked */
  g_setenv ("GTK_A11Y", "test", TRUE);
  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();

  /* The accelerators are the application's */
  app = app_test_application_new ();

  g_test_add_func ("/app/table/lan-address", test_lan_address);
  g_test_add_func ("/app/table/share-and-stop", test_share_and_stop);
  g_test_add_func ("/app/table/other-game-asks", test_other_game_asks);
  g_test_add_func ("/app/table/shortcut", test_shortcut);
  g_test_add_func ("/app/table/address-wraps", test_address_wraps);
  g_test_add_func ("/app/table/phone-width-shared", test_phone_width_shared);
  /* screenshots only when asked for: not a case CI skips */
  if (g_getenv ("TYROS_SCREENSHOT_DIR") != NULL)
    {
      g_test_add_data_func ("/app/table/screenshots/en", "C", test_screenshots);
      g_test_add_data_func ("/app/table/screenshots/de", "de", test_screenshots);
    }

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
