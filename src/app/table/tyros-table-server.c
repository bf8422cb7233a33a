/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-server.c: the game on the table's phones
 *
 * The connections are accepted here (a GSocketService) and handed to a
 * SoupServer, so that the limits hold before libsoup reads a byte: at most
 * MAX_CONNECTIONS open, MAX_PER_ADDRESS from one address, new ones from an
 * address at a bounded rate; every socket times out when idle; the headers of
 * each request must arrive within HEADERS_DEADLINE_S (slowloris). The page is
 * read-only: only GET and HEAD, no body. See docs/table-snapshot.md.
 *
 * The players' seat links ("/s/<seat token>") serve the same paths; their
 * phones and proposals are in tyros-table-seats.c (docs/table-seats.md).
 */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <errno.h>
#include <libsoup/soup.h>
#include <sys/random.h>

#include "tyros-table-server.h"
#include "tyros-table-board.h"
#include "tyros-table-seats.h"
#include "tyros-table-words.h"
#include "tyros-table-resources.h"

#define TOKEN_BYTES          16      /* 128 bits */
#define MAX_FOLLOWERS        32
#define MAX_CONNECTIONS      256
#define MAX_PER_ADDRESS      12      /* a browser opens 6 at most */
#define RATE_BURST           64.0    /* new connections from one address at once */
#define RATE_PER_SECOND      8.0     /* and then per second */
#define IDLE_TIMEOUT_S       30
#define HEADERS_DEADLINE_S   10
#define MAX_HEADER_BYTES     8192
#define REFUSAL_DELAY_MS     250
#define KEEPALIVE_S          10
#define MAX_INCOMING_FRAME   1024
#define N_LAST_MOVES         8

struct _TyrosTableServer
{
  GObject           parent_instance;

  TyrosGameSession *session;
  guint64           version;
  GHashTable       *snapshots;    /* language → JSON of this version */
  GBytes           *boards[2];    /* light, dark: SVG of this version, or NULL */

  GSocketService   *service;
  SoupServer       *soup;
  guint             port;
  char             *token;        /* hex */
  char             *path;         /* "/t/<token>" */
  GHashTable       *peers;        /* address → Peer */
  GHashTable       *connections;  /* "address port" → Connection */
  guint             n_connections;
  GPtrArray        *followers;    /* Follower */
  TyrosTableSeats  *seats;
};

static void tyros_table_server_share_init (TyrosTableShareInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TyrosTableServer, tyros_table_server, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TYROS_TYPE_TABLE_SHARE, tyros_table_server_share_init))

enum { PROP_0, PROP_SHARING, PROP_N_FOLLOWERS, PROP_SEATS_CONNECTED, PROP_PROPOSAL, N_PROPS };
static GParamSpec *properties[N_PROPS];

typedef struct {
  guint   open;
  double  tokens;
  gint64  refilled;  /* monotonic µs */
} Peer;

typedef struct {
  TyrosTableServer        *server;
  SoupWebsocketConnection *connection;
  char                    *language;
} Follower;

typedef struct {
  TyrosTableServer *server;   /* weak: the connection may outlive it */
  char             *address;  /* the peer's address */
  char             *key;      /* its address and port: one connection */
  GSocket          *socket;   /* not owned: lives as long as the connection */
  guint             deadline; /* for the request's headers, or 0 */
} Connection;

/* The connection lives on until its closing handshake is over. */
static void
follower_free (Follower *follower)
{
  g_signal_handlers_disconnect_by_data (follower->connection, follower);
  if (soup_websocket_connection_get_state (follower->connection) == SOUP_WEBSOCKET_STATE_CLOSING)
    g_signal_connect (g_object_ref (follower->connection), "closed", G_CALLBACK (g_object_unref), NULL);
  g_object_unref (follower->connection);
  g_free (follower->language);
  g_free (follower);
}

/* Security headers on every answer, found or not. */
static void
set_common_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (headers, "Content-Security-Policy", "default-src 'self'");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
}

static GBytes *
gzip (GBytes *bytes)
{
  g_autoptr(GZlibCompressor) compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, 9);
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) out = g_converter_output_stream_new (memory, G_CONVERTER (compressor));

  if (!g_output_stream_write_all (out, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, NULL, NULL)
      || !g_output_stream_close (out, NULL, NULL))
    return NULL;
  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
}

static gboolean
accepts_gzip (SoupServerMessage *msg)
{
  return soup_message_headers_header_contains (soup_server_message_get_request_headers (msg), "Accept-Encoding", "gzip");
}

/* @body as it is, or as gzip when the phone takes it: the page's first view
 * stays small (the board's SVG is mostly repeated paths). */
static void
respond (SoupServerMessage *msg,
         guint              status,
         const char        *content_type,
         GBytes            *body)
{
  g_autoptr(GBytes) packed = NULL;

  set_common_headers (msg);
  soup_server_message_set_status (msg, status, NULL);
  if (body == NULL)
    return;
  if (g_bytes_get_size (body) > 1024 && accepts_gzip (msg) && (packed = gzip (body)) != NULL)
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Content-Encoding", "gzip");
      body = packed;
    }
  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Vary", "Accept-Encoding");
  soup_server_message_set_response (msg, content_type, SOUP_MEMORY_COPY,
                                    g_bytes_get_data (body, NULL), g_bytes_get_size (body));
}

static void
refuse (SoupServerMessage *msg,
        guint              status)
{
  static const char text[] = "Not found\n";
  g_autoptr(GBytes) body = g_bytes_new_static (text, sizeof text - 1);

  /* nothing about the game: the same short text for any refusal */
  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection", "close");
  respond (msg, status, "text/plain; charset=utf-8", body);
}

/* The token: 128 bits from the kernel's CSPRNG, new each time sharing starts. */
char *
tyros_table_new_token (GError **error)
{
  guint8 bytes[TOKEN_BYTES];
  gsize got = 0;

  while (got < sizeof bytes)
    {
      ssize_t n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "getrandom: %s", g_strerror (saved));
          return NULL;
        }
      got += (gsize) n;
    }
  return g_strdup_printf ("%08x%08x%08x%08x",
                          GUINT32_FROM_BE (((guint32 *) bytes)[0]), GUINT32_FROM_BE (((guint32 *) bytes)[1]),
                          GUINT32_FROM_BE (((guint32 *) bytes)[2]), GUINT32_FROM_BE (((guint32 *) bytes)[3]));
}

/* Every byte of the token is compared, whatever the first difference: the
 * time taken tells nothing of how much of a guess was right. */
const char *
tyros_table_match_token (const char *token,
                         const char *given)
{
  gsize token_length = strlen (token);
  gsize given_length = strcspn (given, "/");
  guint8 diff = 0;

  diff |= given_length != token_length;
  for (gsize i = 0; i < token_length; i++)
    diff |= (guint8) ((i < given_length ? given[i] : 0) ^ token[i]);
  return diff == 0 ? given + given_length : NULL;
}

/* The rest of @path after "/t/<token>" or a seat's "/s/<seat token>" (then
 * *@seat is its player, else -1), or NULL when the token is not ours. */
static const char *
match_token (TyrosTableServer *self,
             const char       *path,
             int              *seat)
{
  *seat = -1;
  if (g_str_has_prefix (path, "/t/"))
    return tyros_table_match_token (self->token, path + 3);
  return tyros_table_seats_match (self->seats, path, seat);
}

/* The first of en, de, nl, it the phone asks for, by its q-values. */
static char *
pick_language (SoupServerMessage *msg)
{
  static const char *const known[] = { "en", "de", "nl", "it" };
  const char *header = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Accept-Language");
  const char *best = "en";
  double best_q = -1;
  g_auto(GStrv) parts = header != NULL ? g_strsplit (header, ",", 16) : NULL;

  for (guint i = 0; parts != NULL && parts[i] != NULL; i++)
    {
      g_autofree char *part = g_strstrip (g_ascii_strdown (parts[i], -1));
      const char *q = strstr (part, ";q=");
      double weight = q != NULL ? g_ascii_strtod (q + 3, NULL) : 1.0;

      for (guint j = 0; j < G_N_ELEMENTS (known); j++)
        if (g_str_has_prefix (part, known[j]) && (part[2] == '\0' || part[2] == '-' || part[2] == ';')
            && weight > best_q)
          {
            best = known[j];
            best_q = weight;
          }
    }
  return g_strdup (best);
}

/* The snapshot, made once per version and language */

typedef struct {
  TyrosTableServer *server;
  guint             n_last_moves;
  gboolean          legal_moves;
} SnapshotRequest;

static char *
build_snapshot (gpointer data)
{
  SnapshotRequest *request = data;
  TyrosGame *game = tyros_game_session_get_game (request->server->session);
  guint n_played = tyros_game_get_n_played (game);
  /* what the teacher says after the last move, made here: in the phone's language */
  g_autofree char *table_now = n_played == 0 ? NULL
                               : tyros_teach_said_after (tyros_game_get_state_at (game, n_played - 1),
                                                         tyros_game_get_state (game));
  TyrosTableSnapshotOptions options = {
    .version = request->server->version,
    .colours = tyros_game_session_get_player_colours (request->server->session),
    .table_now = table_now,
    .n_last_moves = request->n_last_moves,
    .legal_moves = request->legal_moves,
  };

  return tyros_table_snapshot_build (game, &options);
}

const char *
tyros_table_server_snapshot_message (TyrosTableServer *self,
                                     const char       *language)
{
  char *message = g_hash_table_lookup (self->snapshots, language);

  if (message == NULL)
    {
      SnapshotRequest request = { self, N_LAST_MOVES, FALSE };
      g_autofree char *snapshot = tyros_i18n_in_language (language, build_snapshot, &request);

      message = g_strdup_printf ("{\"type\":\"snapshot\",\"snapshot\":%s}", snapshot);
      g_hash_table_insert (self->snapshots, g_strdup (language), message);
    }
  return message;
}

static void
send_snapshot (Follower *follower)
{
  if (soup_websocket_connection_get_state (follower->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (follower->connection,
                                         tyros_table_server_snapshot_message (follower->server, follower->language));
}

/* A new version for every change of the game: moves, Undo, Redo; not a step
 * in the history, which only changes what the laptop views. The session
 * follows the game's "changed" before this (it was connected first, when
 * the session was made), so its colours are the game's. */
static void
game_changed (TyrosTableServer *self)
{
  self->version++;
  g_hash_table_remove_all (self->snapshots);
  g_clear_pointer (&self->boards[0], g_bytes_unref);
  g_clear_pointer (&self->boards[1], g_bytes_unref);
  if (self->followers != NULL)
    for (guint i = 0; i < self->followers->len; i++)
      send_snapshot (self->followers->pdata[i]);
  tyros_table_seats_game_changed (self->seats);
}

guint64
tyros_table_server_get_version (TyrosTableServer *self)
{
  return self->version;
}

/* Followers */

static void
notify_followers (TyrosTableServer *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_FOLLOWERS]);
}

static gboolean
follower_free_later (gpointer follower)
{
  follower_free (follower);
  return G_SOURCE_REMOVE;
}

/* Closing (a bad frame, the phone gone) or closed: no longer following,
 * its place free for another phone at once. Freed once the main loop is
 * back: a send that fails closes the connection at once, and whoever sent
 * still holds the follower. */
static void
follower_closing (Follower *follower)
{
  TyrosTableServer *self = follower->server;
  guint index;

  if (soup_websocket_connection_get_state (follower->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    return;
  if (g_ptr_array_find (self->followers, follower, &index))
    {
      g_ptr_array_steal_index (self->followers, index);
      g_signal_handlers_disconnect_by_data (follower->connection, follower);
      g_idle_add (follower_free_later, follower);
      notify_followers (self);
    }
}

/* A read-only link's phone says nothing but pongs: anything else (a move
 * sent to the wrong link) closes it, and changes nothing. */
static void
follower_spoke (SoupWebsocketConnection *connection,
                int                      type G_GNUC_UNUSED,
                GBytes                  *message G_GNUC_UNUSED)
{
  if (soup_websocket_connection_get_state (connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (connection, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
}

static void
websocket_opened (SoupServer              *soup G_GNUC_UNUSED,
                  SoupServerMessage       *msg,
                  const char              *path,
                  SoupWebsocketConnection *connection,
                  gpointer                 user_data)
{
  TyrosTableServer *self = user_data;
  Follower *follower;
  g_autofree char *words = NULL;
  int seat = -1;

  if (match_token (self, path, &seat) == NULL)
    {
      soup_websocket_connection_close (connection, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
      return;
    }
  if (seat >= 0)
    {
      g_autofree char *language = pick_language (msg);

      tyros_table_seats_phone_opened (self->seats, seat, connection, language);
      return;
    }
  follower = g_new0 (Follower, 1);
  follower->server = self;
  follower->connection = g_object_ref (connection);
  follower->language = pick_language (msg);
  /* read-only: a phone has nothing to say but pongs */
  soup_websocket_connection_set_max_incoming_payload_size (connection, MAX_INCOMING_FRAME);
  soup_websocket_connection_set_keepalive_interval (connection, KEEPALIVE_S);
  g_signal_connect_swapped (connection, "notify::state", G_CALLBACK (follower_closing), follower);
  g_signal_connect (connection, "message", G_CALLBACK (follower_spoke), NULL);
  g_ptr_array_add (self->followers, follower);
  notify_followers (self);

  words = tyros_table_words_message (follower->language);
  soup_websocket_connection_send_text (connection, words);
  send_snapshot (follower);
}

/* Requests */

static void
serve_resource (SoupServerMessage *msg,
                const char        *name,
                const char        *content_type)
{
  g_autofree char *path = g_strconcat ("/io/github/tyroscompanion/TyrosCompanion/table/", name, NULL);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (tyros_table_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  if (bytes == NULL)
    refuse (msg, SOUP_STATUS_NOT_FOUND);
  else
    respond (msg, SOUP_STATUS_OK, content_type, bytes);
}

static void
serve_board (TyrosTableServer  *self,
             SoupServerMessage *msg)
{
  GUri *uri = soup_server_message_get_uri (msg);
  gboolean dark = g_strcmp0 (g_uri_get_query (uri), "dark") == 0
                  || g_str_has_suffix (g_uri_get_query (uri) != NULL ? g_uri_get_query (uri) : "", "&dark");

  if (self->boards[dark] == NULL)
    self->boards[dark] = tyros_table_board_svg (self->session, dark);
  respond (msg, SOUP_STATUS_OK, "image/svg+xml", self->boards[dark]);
}

/* The whole history, or what the player to act may do: asked for when the
 * phone opens it, not pushed with every version (the list of legal moves
 * takes too long to make it for every change). */
static void
serve_snapshot (SoupServerMessage *msg,
                SnapshotRequest   *request)
{
  g_autofree char *language = pick_language (msg);
  g_autofree char *snapshot = tyros_i18n_in_language (language, build_snapshot, request);
  gsize length = strlen (snapshot);
  g_autoptr(GBytes) body = g_bytes_new_take (g_steal_pointer (&snapshot), length);

  respond (msg, SOUP_STATUS_OK, "application/json", body);
}

static gboolean
finish_refusal (gpointer data)
{
  soup_server_message_unpause (data);
  return G_SOURCE_REMOVE;
}

/* A wrong address waits a little: guessing costs time. The answer is set
 * now, so that nothing else (the WebSocket handshake) takes the request. */
static void
refuse_slowly (SoupServerMessage *msg)
{
  refuse (msg, SOUP_STATUS_NOT_FOUND);
  soup_server_message_pause (msg);
  g_timeout_add_full (G_PRIORITY_DEFAULT, REFUSAL_DELAY_MS, finish_refusal, g_object_ref (msg), g_object_unref);
}

static void
handle_request (SoupServer        *soup G_GNUC_UNUSED,
                SoupServerMessage *msg,
                const char        *path,
                GHashTable        *query G_GNUC_UNUSED,
                gpointer           user_data)
{
  TyrosTableServer *self = user_data;
  int seat = -1;
  const char *rest = self->token != NULL ? match_token (self, path, &seat) : NULL;
  SoupMessageHeaders *request_headers = soup_server_message_get_request_headers (msg);

  if (rest == NULL)
    refuse_slowly (msg);
  else if (*rest == '\0')
    {
      g_autofree char *location = g_strconcat (path, "/", NULL);

      set_common_headers (msg);
      soup_server_message_set_redirect (msg, SOUP_STATUS_FOUND, location);
    }
  else if (g_str_equal (rest, "/"))
    serve_resource (msg, "index.html", "text/html; charset=utf-8");
  else if (g_str_equal (rest, "/page.css"))
    serve_resource (msg, "page.css", "text/css; charset=utf-8");
  else if (g_str_equal (rest, "/page.js"))
    serve_resource (msg, "page.js", "text/javascript; charset=utf-8");
  else if (g_str_equal (rest, "/board.svg"))
    serve_board (self, msg);
  else if (g_str_equal (rest, "/history.json"))
    serve_snapshot (msg, &(SnapshotRequest) { self, G_MAXUINT, FALSE });
  else if (g_str_equal (rest, "/legal.json"))
    serve_snapshot (msg, &(SnapshotRequest) { self, 0, TRUE });
  else if (g_str_equal (rest, "/fields.json") && seat >= 0)
    {
      g_autoptr(GBytes) fields = tyros_table_board_fields_json ();
      respond (msg, SOUP_STATUS_OK, "application/json", fields);
    }
  else if (g_str_equal (rest, "/live") && soup_message_headers_header_contains (request_headers, "Upgrade", "websocket"))
    {
      /* a seat's moves come from its own page alone (no other site's) */
      if (seat >= 0 && !tyros_table_seats_origin_is_own (msg))
        refuse (msg, SOUP_STATUS_FORBIDDEN);
      else if (seat < 0 && self->followers->len >= MAX_FOLLOWERS)
        refuse (msg, SOUP_STATUS_SERVICE_UNAVAILABLE);
      else
        set_common_headers (msg);  /* status 0: libsoup's handshake goes on */
    }
  else
    refuse (msg, SOUP_STATUS_NOT_FOUND);
}

static gsize
header_bytes (SoupMessageHeaders *headers)
{
  SoupMessageHeadersIter iter;
  const char *name, *value;
  gsize total = 0;

  soup_message_headers_iter_init (&iter, headers);
  while (soup_message_headers_iter_next (&iter, &name, &value))
    total += strlen (name) + strlen (value) + 4;
  return total;
}

/* Before any body is read: the page only reads. */
static void
check_request (SoupServer        *soup G_GNUC_UNUSED,
               SoupServerMessage *msg,
               const char        *path G_GNUC_UNUSED,
               GHashTable        *query G_GNUC_UNUSED,
               gpointer           user_data G_GNUC_UNUSED)
{
  const char *method = soup_server_message_get_method (msg);
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);

  if (method != SOUP_METHOD_GET && method != SOUP_METHOD_HEAD)
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow", "GET, HEAD");
      refuse (msg, SOUP_STATUS_METHOD_NOT_ALLOWED);
    }
  else if (soup_message_headers_get_content_length (headers) > 0
           || soup_message_headers_get_encoding (headers) == SOUP_ENCODING_CHUNKED)
    refuse (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE);
  else if (header_bytes (headers) > MAX_HEADER_BYTES)
    refuse (msg, 431);
}

/* Slowloris: the headers of each request within HEADERS_DEADLINE_S of the
 * connection's start or of the request's. */

static char *
connection_key (GSocketAddress *address)
{
  g_autofree char *ip = g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));

  return g_strdup_printf ("%s %u", ip, g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (address)));
}

static Connection *
message_connection (TyrosTableServer  *self,
                    SoupServerMessage *msg)
{
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);
  g_autofree char *key = G_IS_INET_SOCKET_ADDRESS (remote) ? connection_key (remote) : NULL;

  return key != NULL ? g_hash_table_lookup (self->connections, key) : NULL;
}

static gboolean
headers_too_late (gpointer data)
{
  Connection *connection = data;

  connection->deadline = 0;
  g_socket_shutdown (connection->socket, TRUE, TRUE, NULL);
  return G_SOURCE_REMOVE;
}

static void
arm_deadline (Connection *connection)
{
  g_clear_handle_id (&connection->deadline, g_source_remove);
  connection->deadline = g_timeout_add_seconds (HEADERS_DEADLINE_S, headers_too_late, connection);
}

static void
headers_arrived (SoupServerMessage *msg,
                 TyrosTableServer  *self)
{
  Connection *connection = message_connection (self, msg);

  if (connection != NULL)
    g_clear_handle_id (&connection->deadline, g_source_remove);
}

static void
request_started (SoupServer        *soup G_GNUC_UNUSED,
                 SoupServerMessage *msg,
                 TyrosTableServer  *self)
{
  Connection *connection = message_connection (self, msg);

  if (connection != NULL)
    arm_deadline (connection);
  g_signal_connect_object (msg, "got-headers", G_CALLBACK (headers_arrived), self, 0);
}

/* Connections */

static gboolean
peer_admits (Peer *peer)
{
  gint64 now = g_get_monotonic_time ();

  peer->tokens = MIN (RATE_BURST, peer->tokens + (double) (now - peer->refilled) / G_USEC_PER_SEC * RATE_PER_SECOND);
  peer->refilled = now;
  if (peer->open >= MAX_PER_ADDRESS || peer->tokens < 1.0)
    return FALSE;
  peer->tokens -= 1.0;
  return TRUE;
}

static void
connection_gone (gpointer  data,
                 GObject  *where_the_object_was G_GNUC_UNUSED)
{
  Connection *connection = data;

  g_clear_handle_id (&connection->deadline, g_source_remove);
  if (connection->server != NULL)
    {
      TyrosTableServer *self = connection->server;
      Peer *peer = g_hash_table_lookup (self->peers, connection->address);

      g_object_remove_weak_pointer (G_OBJECT (self), (gpointer *) &connection->server);
      g_hash_table_remove (self->connections, connection->key);
      self->n_connections--;
      if (peer != NULL && peer->open > 0)
        peer->open--;
    }
  g_free (connection->address);
  g_free (connection->key);
  g_free (connection);
}

static gboolean
incoming (GSocketService    *service G_GNUC_UNUSED,
          GSocketConnection *socket_connection,
          GObject           *source G_GNUC_UNUSED,
          gpointer           user_data)
{
  TyrosTableServer *self = user_data;
  g_autoptr(GSocketAddress) remote = g_socket_connection_get_remote_address (socket_connection, NULL);
  g_autoptr(GSocketAddress) local = g_socket_connection_get_local_address (socket_connection, NULL);
  g_autofree char *address = NULL;
  Connection *connection;
  Peer *peer;

  if (!G_IS_INET_SOCKET_ADDRESS (remote) || self->soup == NULL)
    return TRUE;  /* dropped: GIO closes what nobody holds */
  address = g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote)));
  peer = g_hash_table_lookup (self->peers, address);
  if (peer == NULL)
    {
      peer = g_new0 (Peer, 1);
      peer->tokens = RATE_BURST;
      peer->refilled = g_get_monotonic_time ();
      g_hash_table_insert (self->peers, g_strdup (address), peer);
    }
  if (self->n_connections >= MAX_CONNECTIONS || !peer_admits (peer))
    {
      g_io_stream_close (G_IO_STREAM (socket_connection), NULL, NULL);
      return TRUE;
    }

  g_socket_set_timeout (g_socket_connection_get_socket (socket_connection), IDLE_TIMEOUT_S);
  connection = g_new0 (Connection, 1);
  connection->server = self;
  connection->address = g_steal_pointer (&address);
  connection->key = connection_key (remote);
  connection->socket = g_socket_connection_get_socket (socket_connection);
  g_hash_table_insert (self->connections, connection->key, connection);
  arm_deadline (connection);
  g_object_add_weak_pointer (G_OBJECT (self), (gpointer *) &connection->server);
  g_object_weak_ref (G_OBJECT (socket_connection), connection_gone, connection);
  self->n_connections++;
  peer->open++;
  soup_server_accept_iostream (self->soup, G_IO_STREAM (socket_connection), local, remote, NULL);
  return TRUE;
}

/* Public */

TyrosTableServer *
tyros_table_server_new (TyrosGameSession *session)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (session), NULL);

  TyrosTableServer *self = g_object_new (TYROS_TYPE_TABLE_SERVER, NULL);

  self->session = g_object_ref (session);
  self->seats = tyros_table_seats_new (self, session);
  g_signal_connect_object (tyros_game_session_get_game (session), "changed", G_CALLBACK (game_changed),
                           self, G_CONNECT_SWAPPED);
  return self;
}

gboolean
tyros_table_server_start (TyrosTableServer *self,
                          GError          **error)
{
  g_autofree char *token = NULL;
  guint16 port;

  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), FALSE);

  tyros_table_server_stop (self);
  token = tyros_table_new_token (error);
  if (token == NULL || !tyros_table_seats_start (self->seats, error))
    return FALSE;
  self->service = g_socket_service_new ();
  /* a burst of phones (or of garbage) waits in the kernel, not refused */
  g_socket_listener_set_backlog (G_SOCKET_LISTENER (self->service), 128);
  port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (self->service), NULL, error);
  if (port == 0)
    {
      tyros_table_seats_stop (self->seats);
      g_clear_object (&self->service);
      return FALSE;
    }
  self->soup = soup_server_new ("server-header", NULL, NULL);
  soup_server_add_early_handler (self->soup, NULL, check_request, self, NULL);
  soup_server_add_handler (self->soup, NULL, handle_request, self, NULL);
  soup_server_add_websocket_handler (self->soup, NULL, NULL, NULL, websocket_opened, self, NULL);
  /* no compression: small messages, and none of its attack surface */
  soup_server_remove_websocket_extension (self->soup, SOUP_TYPE_WEBSOCKET_EXTENSION_DEFLATE);
  g_signal_connect_object (self->soup, "request-started", G_CALLBACK (request_started), self, 0);
  g_signal_connect_object (self->service, "incoming", G_CALLBACK (incoming), self, 0);
  self->followers = g_ptr_array_new_with_free_func ((GDestroyNotify) follower_free);
  g_hash_table_remove_all (self->peers);
  self->port = port;
  self->token = g_steal_pointer (&token);
  self->path = g_strconcat ("/t/", self->token, NULL);
  g_socket_service_start (self->service);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHARING]);
  return TRUE;
}

void
tyros_table_server_stop (TyrosTableServer *self)
{
  g_autoptr(GPtrArray) followers = NULL;

  g_return_if_fail (TYROS_IS_TABLE_SERVER (self));

  if (self->service == NULL)
    return;
  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  g_signal_handlers_disconnect_by_data (self->service, self);
  g_clear_object (&self->service);

  tyros_table_seats_stop (self->seats);
  followers = g_steal_pointer (&self->followers);
  for (guint i = 0; i < followers->len; i++)
    {
      Follower *follower = followers->pdata[i];

      g_signal_handlers_disconnect_by_data (follower->connection, follower);
      if (soup_websocket_connection_get_state (follower->connection) == SOUP_WEBSOCKET_STATE_OPEN)
        {
          /* the phone is told, then the connection lives on until closed */
          g_signal_connect (g_object_ref (follower->connection), "closed", G_CALLBACK (g_object_unref), NULL);
          soup_websocket_connection_send_text (follower->connection, "{\"type\":\"ended\"}");
          soup_websocket_connection_close (follower->connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
        }
    }
  g_signal_handlers_disconnect_by_data (self->soup, self);
  soup_server_disconnect (self->soup);
  g_clear_object (&self->soup);
  g_clear_pointer (&self->token, g_free);
  g_clear_pointer (&self->path, g_free);
  self->port = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHARING]);
  if (followers->len > 0)
    notify_followers (self);
}

gboolean
tyros_table_server_get_sharing (TyrosTableServer *self)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), FALSE);
  return self->service != NULL;
}

guint
tyros_table_server_get_port (TyrosTableServer *self)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), 0);
  return self->port;
}

const char *
tyros_table_server_get_path (TyrosTableServer *self)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), NULL);
  return self->path;
}

guint
tyros_table_server_get_n_followers (TyrosTableServer *self)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), 0);
  return self->followers != NULL ? self->followers->len : 0;
}

const char *
tyros_table_server_get_seat_path (TyrosTableServer *self,
                                  int               player)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), NULL);
  return tyros_table_seats_get_path (self->seats, player);
}

gboolean
tyros_table_server_renew_seat (TyrosTableServer *self,
                               int               player,
                               GError          **error)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), FALSE);
  return tyros_table_seats_renew (self->seats, player, error);
}

guint
tyros_table_server_get_seats_connected (TyrosTableServer *self)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), 0);
  return tyros_table_seats_get_connected (self->seats);
}

const TyrosTableProposal *
tyros_table_server_get_proposal (TyrosTableServer *self)
{
  g_return_val_if_fail (TYROS_IS_TABLE_SERVER (self), NULL);
  return tyros_table_seats_get_proposal (self->seats);
}

void
tyros_table_server_refuse_proposal (TyrosTableServer *self,
                                    const char       *reason)
{
  g_return_if_fail (TYROS_IS_TABLE_SERVER (self));
  tyros_table_seats_refuse_proposal (self->seats, reason);
}

static void
tyros_table_server_dispose (GObject *object)
{
  TyrosTableServer *self = TYROS_TABLE_SERVER (object);

  tyros_table_server_stop (self);
  g_clear_pointer (&self->seats, tyros_table_seats_free);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (tyros_table_server_parent_class)->dispose (object);
}

static void
tyros_table_server_finalize (GObject *object)
{
  TyrosTableServer *self = TYROS_TABLE_SERVER (object);

  g_hash_table_unref (self->snapshots);
  g_hash_table_unref (self->peers);
  g_hash_table_unref (self->connections);
  g_clear_pointer (&self->boards[0], g_bytes_unref);
  g_clear_pointer (&self->boards[1], g_bytes_unref);
  G_OBJECT_CLASS (tyros_table_server_parent_class)->finalize (object);
}

static void
tyros_table_server_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TyrosTableServer *self = TYROS_TABLE_SERVER (object);

  switch (prop_id)
    {
    case PROP_SHARING: g_value_set_boolean (value, tyros_table_server_get_sharing (self)); break;
    case PROP_N_FOLLOWERS: g_value_set_uint (value, tyros_table_server_get_n_followers (self)); break;
    case PROP_SEATS_CONNECTED: g_value_set_uint (value, tyros_table_server_get_seats_connected (self)); break;
    case PROP_PROPOSAL: g_value_set_boxed (value, tyros_table_server_get_proposal (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_table_server_class_init (TyrosTableServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tyros_table_server_dispose;
  object_class->finalize = tyros_table_server_finalize;
  object_class->get_property = tyros_table_server_get_property;

  g_object_class_override_property (object_class, PROP_SHARING, "sharing");
  g_object_class_override_property (object_class, PROP_N_FOLLOWERS, "n-followers");
  g_object_class_override_property (object_class, PROP_SEATS_CONNECTED, "seats-connected");
  g_object_class_override_property (object_class, PROP_PROPOSAL, "proposal");
  properties[PROP_SHARING] = g_object_class_find_property (object_class, "sharing");
  properties[PROP_N_FOLLOWERS] = g_object_class_find_property (object_class, "n-followers");
}

static void
tyros_table_server_init (TyrosTableServer *self)
{
  self->snapshots = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->peers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->connections = g_hash_table_new (g_str_hash, g_str_equal);
}

static void
tyros_table_server_share_init (TyrosTableShareInterface *iface)
{
  iface->start = (gboolean (*) (TyrosTableShare *, GError **)) tyros_table_server_start;
  iface->stop = (void (*) (TyrosTableShare *)) tyros_table_server_stop;
  iface->get_port = (guint (*) (TyrosTableShare *)) tyros_table_server_get_port;
  iface->get_path = (const char *(*) (TyrosTableShare *)) tyros_table_server_get_path;
  iface->get_seat_path = (const char *(*) (TyrosTableShare *, int)) tyros_table_server_get_seat_path;
  iface->renew_seat = (gboolean (*) (TyrosTableShare *, int, GError **)) tyros_table_server_renew_seat;
  iface->get_proposal = (const TyrosTableProposal *(*) (TyrosTableShare *)) tyros_table_server_get_proposal;
  iface->refuse_proposal = (void (*) (TyrosTableShare *, const char *)) tyros_table_server_refuse_proposal;
}

/* The module's entry point, looked up by the app (tyros-table-share.c). */
TyrosTableShare *
tyros_table_module_new_share (TyrosGameSession *session)
{
  return TYROS_TABLE_SHARE (tyros_table_server_new (session));
}
