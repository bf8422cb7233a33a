/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-table-server.c: the game on the table's phones, asked over 127.0.0.1
 *
 * A libsoup client on the loopback only; every wait is bounded (30 s).
 */
#define G_LOG_DOMAIN "tyros-test"

#include "config.h"

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "table-test-util.h"

typedef TableFixture Fixture;

static void
fixture_setup (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  const char *const names[] = { "<img src=x onerror=alert(1)>", "Ben", "Cleo", NULL };

  table_fixture_setup (fx, names);
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  table_fixture_teardown (fx);
}

typedef struct {
  gboolean     done;
  SoupMessage *msg;
  GBytes      *body;
  gint64       elapsed;  /* µs */
} Response;

static void
response_clear (Response *response)
{
  g_clear_object (&response->msg);
  g_clear_pointer (&response->body, g_bytes_unref);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Response, response_clear)

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Response *response = data;

  response->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  response->done = TRUE;
}

static char *
url (Fixture    *fx,
     const char *path)
{
  return g_strdup_printf ("http://127.0.0.1:%u%s", tyros_table_server_get_port (fx->server), path);
}

static void
request (Fixture    *fx,
         const char *method,
         const char *path,
         Response   *response)
{
  g_autofree char *address = url (fx, path);
  gint64 start = g_get_monotonic_time ();

  response->msg = soup_message_new (method, address);
  g_assert_nonnull (response->msg);
  soup_message_add_flags (response->msg, SOUP_MESSAGE_NO_REDIRECT);
  if (g_str_equal (method, "POST") || g_str_equal (method, "PUT") || g_str_equal (method, "PATCH"))
    {
      g_autoptr(GBytes) body = g_bytes_new_static ("{\"type\":\"pass\",\"player\":0}", 26);
      soup_message_set_request_body_from_bytes (response->msg, "application/json", body);
    }
  soup_session_send_and_read_async (fx->client, response->msg, G_PRIORITY_DEFAULT, NULL, read_done, response);
  table_wait_for (&response->done);
  response->elapsed = g_get_monotonic_time () - start;
}

/* As a phone's browser asks: gzip taken, the bytes as they travel. */
static void
request_packed (Fixture    *fx,
                const char *path,
                Response   *response)
{
  g_autofree char *address = url (fx, path);

  response->msg = soup_message_new ("GET", address);
  soup_message_disable_feature (response->msg, SOUP_TYPE_CONTENT_DECODER);
  soup_message_headers_replace (soup_message_get_request_headers (response->msg), "Accept-Encoding", "gzip");
  soup_session_send_and_read_async (fx->client, response->msg, G_PRIORITY_DEFAULT, NULL, read_done, response);
  table_wait_for (&response->done);
}

static guint
status (Response *response)
{
  return soup_message_get_status (response->msg);
}

static const char *
header (Response   *response,
        const char *name)
{
  return soup_message_headers_get_one (soup_message_get_response_headers (response->msg), name);
}

static char *
subpath (Fixture    *fx,
         const char *rest)
{
  return g_strconcat (tyros_table_server_get_path (fx->server), rest, NULL);
}

/* Nothing listens until sharing starts; each start has a new 128-bit token. */
static void
test_start_stop (Fixture       *fx,
                 gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  guint notes = 0;

  g_signal_connect_swapped (fx->server, "notify::sharing", G_CALLBACK (g_atomic_int_inc), &notes);
  g_assert_false (tyros_table_server_get_sharing (fx->server));
  g_assert_null (tyros_table_server_get_path (fx->server));
  g_assert_cmpuint (tyros_table_server_get_port (fx->server), ==, 0);

  g_assert_true (tyros_table_server_start (fx->server, &error));
  g_assert_no_error (error);
  g_assert_true (tyros_table_server_get_sharing (fx->server));
  g_assert_cmpuint (notes, ==, 1);
  g_assert_cmpuint (tyros_table_server_get_port (fx->server), >, 0);
  g_assert_true (g_str_has_prefix (tyros_table_server_get_path (fx->server), "/t/"));
  g_assert_cmpuint (strlen (tyros_table_server_get_path (fx->server)), ==, 3 + 32);
  first = g_strdup (tyros_table_server_get_path (fx->server));

  tyros_table_server_stop (fx->server);
  g_assert_false (tyros_table_server_get_sharing (fx->server));
  g_assert_null (tyros_table_server_get_path (fx->server));
  g_assert_cmpuint (notes, ==, 2);

  g_assert_true (tyros_table_server_start (fx->server, &error));
  g_assert_cmpstr (tyros_table_server_get_path (fx->server), !=, first);
}

static void
assert_security_headers (Response *response)
{
  g_assert_cmpstr (header (response, "Content-Security-Policy"), ==, "default-src 'self'");
  g_assert_cmpstr (header (response, "X-Content-Type-Options"), ==, "nosniff");
  g_assert_cmpstr (header (response, "Referrer-Policy"), ==, "no-referrer");
  g_assert_cmpstr (header (response, "Cache-Control"), ==, "no-store");
}

/* The invitation's page, its files, the board and the history. */
static void
test_page (Fixture       *fx,
           gconstpointer  data G_GNUC_UNUSED)
{
  static const struct { const char *rest, *type; } files[] = {
    { "/", "text/html" }, { "/page.css", "text/css" }, { "/page.js", "text/javascript" },
    { "/board.svg", "image/svg+xml" }, { "/board.svg?v=0&dark", "image/svg+xml" }, { "/history.json", "application/json" },
    { "/legal.json", "application/json" },
  };
  gsize total = 0;

  g_assert_true (tyros_table_server_start (fx->server, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = subpath (fx, files[i].rest);
      g_auto(Response) response = { 0 };

      request (fx, "GET", path, &response);
      g_assert_cmpuint (status (&response), ==, 200);
      g_assert_true (g_str_has_prefix (header (&response, "Content-Type"), files[i].type));
      assert_security_headers (&response);
      g_assert_cmpuint (g_bytes_get_size (response.body), >, 0);
      if (i != 4 && i != 6)
        {
          g_auto(Response) packed = { 0 };

          request_packed (fx, path, &packed);
          g_test_message ("%s: %" G_GSIZE_FORMAT " bytes, %" G_GSIZE_FORMAT " sent", files[i].rest,
                          g_bytes_get_size (response.body), g_bytes_get_size (packed.body));
          total += g_bytes_get_size (packed.body);
        }
    }
  /* the goal: the first view under 100 KB (its two WebSocket messages are
   * a few KB more) */
  g_test_message ("the first view: %" G_GSIZE_FORMAT " bytes sent, without its WebSocket messages", total);
  g_assert_cmpuint (total, <, 80 * 1024);

  {
    /* the invitation as the QR code has it, without the last slash */
    g_auto(Response) response = { 0 };
    request (fx, "GET", tyros_table_server_get_path (fx->server), &response);
    g_assert_cmpuint (status (&response), ==, 302);
    g_assert_true (g_str_has_suffix (header (&response, "Location"), "/"));
  }
}

/* Any other address is refused alike, after a delay, with nothing in it. */
static void
test_wrong_token (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *near = NULL;
  g_autofree char *near_page = NULL;
  g_autofree char *shorter = NULL;

  g_assert_true (tyros_table_server_start (fx->server, NULL));
  near = g_strdup (tyros_table_server_get_path (fx->server));
  near[strlen (near) - 1] = near[strlen (near) - 1] == '0' ? '1' : '0';
  near_page = g_strconcat (near, "/", NULL);
  shorter = g_strndup (tyros_table_server_get_path (fx->server), 20);
  {
    const char *paths[] = { near, near_page, shorter, "/", "/t/", "/favicon.ico", "/t/../index.html" };

    for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
      {
        g_auto(Response) response = { 0 };
        g_autofree char *body = NULL;

        request (fx, "GET", paths[i], &response);
        g_assert_cmpuint (status (&response), ==, 404);
        g_assert_cmpint (response.elapsed, >=, 200 * 1000);
        assert_security_headers (&response);
        body = g_strndup (g_bytes_get_data (response.body, NULL), g_bytes_get_size (response.body));
        g_assert_cmpstr (body, ==, "Not found\n");
      }
  }
  /* the right token works, and the old one no longer */
  tyros_table_server_stop (fx->server);
  g_assert_true (tyros_table_server_start (fx->server, NULL));
  {
    g_auto(Response) response = { 0 };
    request (fx, "GET", near_page, &response);
    g_assert_cmpuint (status (&response), ==, 404);
  }
}

/* A phone of its own address on the loopback (127.0.1.x): a table's phones
 * are as many addresses, and one address may open only so many connections. */
static TablePhone *
phone_new (Fixture    *fx,
           const char *language)
{
  static guint n_phones;
  g_autofree char *local_ip = g_strdup_printf ("127.0.1.%u", 1 + n_phones++ % 250);
  g_autoptr(GInetAddress) local_address = g_inet_address_new_from_string (local_ip);
  g_autoptr(GSocketAddress) local = g_inet_socket_address_new (local_address, 0);
  g_autofree char *path = subpath (fx, "/live");
  g_autofree char *address = url (fx, path);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", address);
  g_autoptr(SoupSession) session = soup_session_new_with_options ("local-address", local, NULL);

  if (language != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", language);
  return table_phone_connect (session, msg, NULL);
}

static gboolean
has_messages (TablePhone *phone,
              guint       n)
{
  return phone->messages->len >= n;
}

static void
wait_for_messages (TablePhone *phone,
                   guint       n)
{
  gboolean up = FALSE;
  guint timeout = g_timeout_add_seconds (30, table_time_is_up, &up);

  while (!has_messages (phone, n) && !up)
    g_main_context_iteration (NULL, TRUE);
  if (up)
    g_test_message ("%u of %u messages", phone->messages->len, n);
  g_assert_false (up);
  g_source_remove (timeout);
}

/* The snapshot of message @i, or NULL for another kind. */
static JsonObject *
message_snapshot (TablePhone *phone,
                  guint       i,
                  JsonParser *parser)
{
  JsonObject *message;

  g_assert_true (json_parser_load_from_data (parser, phone->messages->pdata[i], -1, NULL));
  message = json_node_get_object (json_parser_get_root (parser));
  if (!g_str_equal (json_object_get_string_member (message, "type"), "snapshot"))
    return NULL;
  return json_object_get_object_member (message, "snapshot");
}

/* Each change reaches every phone in order, none skipped; stepping in the
 * history is not a change; stopping tells the phones and closes. */
static void
test_followers (Fixture       *fx,
                gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = NULL;
  g_autoptr(TablePhone) ben = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *snapshot;
  guint notes = 0;

  g_assert_true (tyros_table_server_start (fx->server, NULL));
  g_signal_connect_swapped (fx->server, "notify::n-followers", G_CALLBACK (g_atomic_int_inc), &notes);
  anna = phone_new (fx, NULL);
  ben = phone_new (fx, "fr, de;q=0.8");
  g_assert_false (anna->failed);
  g_assert_cmpuint (tyros_table_server_get_n_followers (fx->server), ==, 2);
  g_assert_cmpuint (notes, ==, 2);
  wait_for_messages (anna, 2);
  wait_for_messages (ben, 2);
  g_assert_null (message_snapshot (anna, 0, parser));  /* the words first */
  snapshot = message_snapshot (anna, 1, parser);
  g_assert_cmpint (json_object_get_int_member (snapshot, "version"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (snapshot, "n_moves"), ==, 0);

  for (guint i = 0; i < 10; i++)
    table_play_script_move (fx, i);
  tyros_game_session_set_viewing (fx->session, 3);   /* the laptop looks back: no change */
  tyros_game_session_set_viewing (fx->session, -1);
  g_assert_true (tyros_game_undo (fx->game));
  wait_for_messages (anna, 2 + 11);
  wait_for_messages (ben, 2 + 11);
  for (guint i = 0; i < 11; i++)
    {
      snapshot = message_snapshot (anna, 2 + i, parser);
      g_assert_cmpint (json_object_get_int_member (snapshot, "version"), ==, i + 1);
      g_assert_cmpint (json_object_get_int_member (snapshot, "n_moves"), ==, i < 10 ? i + 1 : 9);
      snapshot = message_snapshot (ben, 2 + i, parser);
      g_assert_cmpint (json_object_get_int_member (snapshot, "version"), ==, i + 1);
    }
  /* a moment later, nothing more arrived: the views were not versions */
  {
    gboolean up = FALSE;
    g_timeout_add (200, table_time_is_up, &up);
    table_wait_for (&up);
  }
  g_assert_cmpuint (anna->messages->len, ==, 13);

  tyros_table_server_stop (fx->server);
  g_assert_cmpuint (tyros_table_server_get_n_followers (fx->server), ==, 0);
  table_wait_for (&anna->closed);
  table_wait_for (&ben->closed);
  g_assert_cmpstr (anna->messages->pdata[anna->messages->len - 1], ==, "{\"type\":\"ended\"}");
}

/* The page's words and the game's in the phone's language. */
static void
test_language (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) english = NULL;
  g_autoptr(TablePhone) german = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *message;

  g_assert_true (tyros_table_server_start (fx->server, NULL));
  english = phone_new (fx, "en-GB,en;q=0.9");
  german = phone_new (fx, "de-DE,de;q=0.9,en;q=0.5");
  wait_for_messages (english, 2);
  wait_for_messages (german, 2);

  g_assert_true (json_parser_load_from_data (parser, english->messages->pdata[0], -1, NULL));
  message = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (message, "language"), ==, "en");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (message, "words"), "standings"), ==, "Standings");
  g_assert_cmpstr (json_object_get_string_member (message_snapshot (english, 1, parser), "phase_name"), ==, "Expand the empires");

  g_assert_true (json_parser_load_from_data (parser, german->messages->pdata[0], -1, NULL));
  message = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (message, "language"), ==, "de");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (message, "words"), "standings"), !=, "Standings");
  g_assert_cmpstr (json_object_get_string_member (message_snapshot (german, 1, parser), "phase_name"), !=, "Expand the empires");
}

/* What the teacher says after the last move, on the phones too: in each
 * phone's language (the window's words in English); nothing before a move. */
static void
test_table_now (Fixture       *fx,
                gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) english = NULL;
  g_autoptr(TablePhone) german = NULL;
  g_autoptr(TablePhone) before = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *window_says = NULL;
  g_autofree char *english_now = NULL;
  JsonObject *snapshot;

  g_assert_true (tyros_table_server_start (fx->server, NULL));
  before = phone_new (fx, "en");
  wait_for_messages (before, 2);
  g_assert_true (json_object_get_null_member (message_snapshot (before, 1, parser), "table_now"));

  table_play_script_move (fx, 0);
  window_says = tyros_teach_said_after (tyros_game_get_state_at (fx->game, 0), tyros_game_get_state (fx->game));
  g_assert_nonnull (strstr (window_says, "(E3)"));
  english = phone_new (fx, "en-GB,en;q=0.9");
  german = phone_new (fx, "de-DE,de;q=0.9,en;q=0.5");
  wait_for_messages (english, 2);
  wait_for_messages (german, 2);
  snapshot = message_snapshot (english, 1, parser);
  english_now = g_strdup (json_object_get_string_member (snapshot, "table_now"));
  g_assert_cmpstr (english_now, ==, window_says);
  snapshot = message_snapshot (german, 1, parser);
  g_assert_nonnull (strstr (json_object_get_string_member (snapshot, "table_now"), "(E3)"));
  g_assert_cmpstr (json_object_get_string_member (snapshot, "table_now"), !=, english_now);
}

/* No request changes the game: every method on every path. */
static void
test_read_only (Fixture       *fx,
                gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const methods[] = { "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND" };
  static const char *const rests[] = { "", "/", "/page.css", "/page.js", "/board.svg", "/history.json", "/legal.json", "/live", "/move" };
  guint n_played;

  for (guint i = 0; i < 5; i++)
    table_play_script_move (fx, i);
  n_played = tyros_game_get_n_played (fx->game);
  for (guint m = 0; m < G_N_ELEMENTS (methods); m++)
    for (guint r = 0; r < G_N_ELEMENTS (rests); r++)
      {
        /* a new start for each method: one address may open only so many
         * connections a second, and each refusal closes its own */
        if (r == 0)
          g_assert_true (tyros_table_server_start (fx->server, NULL));
        g_autofree char *path = subpath (fx, rests[r]);
        g_auto(Response) response = { 0 };
        gboolean reads = g_str_equal (methods[m], "GET") || g_str_equal (methods[m], "HEAD");

        request (fx, methods[m], path, &response);
        if (!reads)
          g_assert_cmpuint (status (&response), ==, 405);
        else
          g_assert_cmpuint (status (&response), <, 500);
      }
  g_assert_cmpuint (tyros_game_get_n_played (fx->game), ==, n_played);
  g_assert_cmpuint (tyros_game_get_n_moves (fx->game), ==, n_played);
}

/* Limits: the headers' size, the number of phones. */
static void
test_limits (Fixture       *fx,
             gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GPtrArray) phones = g_ptr_array_new_with_free_func ((GDestroyNotify) table_phone_free);
  g_autofree char *path = NULL;
  g_autofree char *big = g_strnfill (9000, 'x');
  TablePhone *extra;

  g_assert_true (tyros_table_server_start (fx->server, NULL));
  path = subpath (fx, "/");
  {
    g_auto(Response) response = { 0 };
    g_autofree char *address = url (fx, path);

    response.msg = soup_message_new ("GET", address);
    soup_message_headers_replace (soup_message_get_request_headers (response.msg), "X-Filler", big);
    soup_session_send_and_read_async (fx->client, response.msg, G_PRIORITY_DEFAULT, NULL, read_done, &response);
    table_wait_for (&response.done);
    g_assert_cmpuint (status (&response), ==, 431);
  }
  for (guint i = 0; i < 32; i++)
    {
      TablePhone *phone = phone_new (fx, NULL);

      g_assert_false (phone->failed);
      g_ptr_array_add (phones, phone);
    }
  g_assert_cmpuint (tyros_table_server_get_n_followers (fx->server), ==, 32);
  extra = phone_new (fx, NULL);
  g_assert_true (extra->failed);
  table_phone_free (extra);
  g_assert_cmpuint (tyros_table_server_get_n_followers (fx->server), ==, 32);
}

static void
read_done_raw (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  gssize *got = data;

  *got = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);
}

/* Slowloris: headers that never end are cut off, and the window goes on. */
static void
test_slow_headers (Fixture       *fx,
                   gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) connection = NULL;
  g_autofree char *request = NULL;
  guint8 buffer[256];
  gssize got = -2;
  gint64 start;

  g_assert_true (tyros_table_server_start (fx->server, NULL));
  connection = g_socket_client_connect_to_host (client, "127.0.0.1", tyros_table_server_get_port (fx->server), NULL, NULL);
  g_assert_nonnull (connection);
  request = g_strdup_printf ("GET %s/ HTTP/1.1\r\nHost: x\r\n", tyros_table_server_get_path (fx->server));
  g_assert_true (g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (connection)), request,
                                            strlen (request), NULL, NULL, NULL));
  start = g_get_monotonic_time ();
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (connection)), buffer, sizeof buffer,
                             G_PRIORITY_DEFAULT, NULL, read_done_raw, &got);
  while (got == -2 && g_get_monotonic_time () - start < 20 * G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (got, ==, 0);  /* closed, nothing said */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 15 * G_USEC_PER_SEC);
}

static char *
standings_word (gpointer data G_GNUC_UNUSED)
{
  return g_strdup (g_dgettext (GETTEXT_PACKAGE, "Standings"));
}

int
main (int argc, char **argv)
{
  g_autofree char *word = NULL;

  /* GLib decides once, at the first g_dgettext(), whether to translate at
   * all: not in C.UTF-8 with no catalogue for the language then. A user's
   * locale (en_GB, de_DE) translates; so does this test's after this. */
  tyros_i18n_init ();
  /* asked as the server asks: newer glibc ignores LANGUAGE in C.UTF-8 */
  word = tyros_i18n_in_language ("de", standings_word, NULL);
  g_assert_cmpstr (word, !=, "Standings");
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add (name, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/table-server/start-stop", test_start_stop);
  ADD ("/table-server/page", test_page);
  ADD ("/table-server/wrong-token", test_wrong_token);
  ADD ("/table-server/followers", test_followers);
  ADD ("/table-server/language", test_language);
  ADD ("/table-server/table-now", test_table_now);
  ADD ("/table-server/read-only", test_read_only);
  ADD ("/table-server/limits", test_limits);
  ADD ("/table-server/slow-headers", test_slow_headers);
  return g_test_run ();
}
