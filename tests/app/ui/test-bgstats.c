/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bgstats.c: "Send to BG Stats" from a laptop (issue 29)
 *
 * BG Stats runs on phones: the score sheet's Send to BG Stats shows the
 * play's push link as a QR code. The code is drawn as the window draws it,
 * saved as a PNG and read back with zbarimg (zbar-tools), as a phone's
 * camera reads it: it must be BG Stats' link with this game's players and
 * scores. Copy Link puts the same link on the clipboard.
 */
#define G_LOG_DOMAIN "tyros-test-bgstats"
#include "config.h"

#include "app-test-util.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tyros-qr-code.h"

#define BGSTATS_LINK "https://app.bgstatsapp.com/createPlay.html?data="

static TyrosApplication *app;

static gboolean
shows_qr_code (GtkWidget     *widget,
               gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_PICTURE (widget) && TYROS_IS_QR_CODE (gtk_picture_get_paintable (GTK_PICTURE (widget)));
}

/* The shown QR code's picture, or NULL while none is shown */
static GtkWidget *
shown_qr_code (void)
{
  GtkWidget *found = app_test_find_shown (shows_qr_code, NULL);

  return found != NULL && gtk_widget_is_drawable (found) ? found : NULL;
}

static gboolean
qr_code_shown (gconstpointer data G_GNUC_UNUSED)
{
  return shown_qr_code () != NULL;
}

/* The play in @link, checked against the game's score: each player's name
 * and total, the winner */
static void
assert_link_is_the_game (const char *link,
                         TyrosGame  *game)
{
  g_autofree char *json = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state (game), NULL);
  JsonObject *play;
  JsonArray *players;

  g_assert_true (g_str_has_prefix (link, BGSTATS_LINK));
  json = g_uri_unescape_string (link + strlen (BGSTATS_LINK), NULL);
  g_assert_nonnull (json);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  play = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (play, "game"), "bggId"), ==, 3230);
  players = json_object_get_array_member (play, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, tyros_game_get_n_players (game));
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, tyros_game_get_player_name (game, (int) p));
      g_assert_cmpint (json_object_get_int_member (player, "score"), ==, score->players[p].total);
    }
}

/* Send to BG Stats on a finished game: a QR code that reads back as BG
 * Stats' link of this play, at the size shown and at a phone-photo's
 * small size; Copy Link copies that link. */
static void
test_send_shows_qr_code (void)
{
  TyrosWindow *window = app_test_present_window (app);
  GtkWidget *picture, *root, *copy;
  GdkPaintable *code;
  g_autofree char *read = NULL;
  g_autofree char *small = NULL;
  GdkContentProvider *content;
  GValue value = G_VALUE_INIT;

  app_test_open_data (window, "game-3p.tyros");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL);
  app_test_pump ();
  g_assert_cmpstr (app_test_page_name (window), ==, "score");
  g_assert_null (shown_qr_code ());
  gtk_widget_activate_action (app_test_page (window, "score"), "score.send-bgstats", NULL);
  app_test_wait_for (qr_code_shown, NULL);

  picture = shown_qr_code ();
  code = gtk_picture_get_paintable (GTK_PICTURE (picture));
  read = app_test_read_qr_code (code, MAX (gtk_widget_get_width (picture), 300));
  assert_link_is_the_game (read, app_test_game (window));
  /* 2 pixels a module: still one code */
  small = app_test_read_qr_code (code, 2 * (int) tyros_qr_code_get_size (TYROS_QR_CODE (code)));
  g_assert_cmpstr (small, ==, read);

  root = GTK_WIDGET (gtk_widget_get_root (picture));
  copy = app_test_find_button (root, "_Copy Link");
  g_assert_nonnull (copy);
  app_test_click (copy);
  app_test_pump ();
  content = gdk_clipboard_get_content (gtk_widget_get_clipboard (copy));
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  g_assert_cmpstr (g_value_get_string (&value), ==, read);
  g_value_unset (&value);

  if (root != GTK_WIDGET (window))
    gtk_window_destroy (GTK_WINDOW (root));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();
  app = app_test_application_new ();

  g_test_add_func ("/app/bgstats/send-shows-qr-code", test_send_shows_qr_code);

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
