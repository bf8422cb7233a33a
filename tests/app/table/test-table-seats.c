/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-table-seats.c: the players' seat links and their proposals, asked over
 * 127.0.0.1 (docs/table-seats.md)
 *
 * A libsoup client on the loopback only; every wait is bounded (30 s). The
 * table accepts a proposal as the window does: by playing its move on the
 * session's game.
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
  g_autoptr(GError) error = NULL;

  table_fixture_setup (fx, NULL);
  g_assert_true (tyros_table_server_start (fx->server, &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  table_fixture_teardown (fx);
}

/* Runs the main loop until @until (@data) holds, at most 30 s. */
static void
wait_until (gboolean (*until) (gpointer data),
            gpointer   data)
{
  gboolean up = FALSE;
  guint timeout = g_timeout_add_seconds (30, table_time_is_up, &up);

  while (!until (data) && !up)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (up);
  g_source_remove (timeout);
}

/* Lets the server answer whatever it would: 200 ms of the main loop. */
static void
settle (void)
{
  gboolean up = FALSE;

  g_timeout_add (200, table_time_is_up, &up);
  table_wait_for (&up);
}

static char *
url (Fixture    *fx,
     const char *path,
     const char *rest)
{
  return g_strdup_printf ("http://127.0.0.1:%u%s%s", tyros_table_server_get_port (fx->server), path, rest);
}

typedef struct {
  GBytes   *body;
  gboolean  done;
} Got;

static void
got (GObject      *source,
     GAsyncResult *result,
     gpointer      data)
{
  Got *got = data;

  got->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  got->done = TRUE;
}

/* GET @path@rest: its status, and its body in @body. The server answers
 * on this main loop. */
static guint
get (Fixture    *fx,
     const char *path,
     const char *rest,
     GBytes    **body)
{
  g_autofree char *address = url (fx, path, rest);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", address);
  Got answer = { NULL, FALSE };

  soup_session_send_and_read_async (fx->client, msg, G_PRIORITY_DEFAULT, NULL, got, &answer);
  table_wait_for (&answer.done);
  *body = answer.body;
  return soup_message_get_status (msg);
}

/* A phone on @path's "/live" (a seat link or the read-only one), its page's
 * Origin @origin (NULL: the server's own). */
static TablePhone *
phone_new (Fixture    *fx,
           const char *path,
           const char *origin)
{
  g_autofree char *address = url (fx, path, "/live");
  g_autofree char *own = url (fx, "", "");
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", address);
  g_autoptr(SoupSession) session = soup_session_new ();

  return table_phone_connect (session, msg, origin != NULL ? origin : own);
}

static TablePhone *
seat_phone (Fixture *fx,
            int      player)
{
  TablePhone *phone = phone_new (fx, tyros_table_server_get_seat_path (fx->server, player), NULL);

  g_assert_nonnull (phone->connection);
  return phone;
}

static void
phone_send (TablePhone *phone,
            const char *text)
{
  soup_websocket_connection_send_text (phone->connection, text);
}

typedef struct {
  TablePhone *phone;
  const char *type;
  JsonObject *found;
} Wanted;

static gboolean
wanted_arrived (gpointer data)
{
  Wanted *wanted = data;
  TablePhone *phone = wanted->phone;

  for (; phone->read < phone->messages->len; phone->read++)
    {
      g_autoptr(JsonNode) node = json_from_string (phone->messages->pdata[phone->read], NULL);
      JsonObject *object = node != NULL ? json_node_get_object (node) : NULL;

      if (object != NULL && g_strcmp0 (json_object_get_string_member_with_default (object, "type", NULL), wanted->type) == 0)
        {
          wanted->found = json_object_ref (object);
          phone->read++;
          return TRUE;
        }
    }
  return phone->closed;
}

/* The phone's next message of @type (after those looked at), at most 30 s. */
static JsonObject *
wait_for_type (TablePhone *phone,
               const char *type)
{
  Wanted wanted = { phone, type, NULL };

  wait_until (wanted_arrived, &wanted);
  if (wanted.found == NULL)
    g_error ("no \"%s\" message before the phone closed", type);
  return wanted.found;
}

static const char *
member (JsonObject *object,
        const char *name)
{
  return json_object_get_string_member_with_default (object, name, NULL);
}

static char *
propose_text (const char      *id,
              const TyrosMove *move,
              gint64           version)
{
  g_autofree char *json = tyros_file_move_to_json (move);

  return g_strdup_printf ("{\"type\":\"propose\",\"id\":\"%s\",\"version\":%" G_GINT64_FORMAT ",\"move\":%s}",
                          id, version, json);
}

/* @phone proposes the script's move @index on @version; its answer. */
static JsonObject *
propose_script_move (Fixture    *fx,
                     TablePhone *phone,
                     const char *id,
                     guint       index,
                     gint64      version)
{
  g_autofree char *text = propose_text (id, tyros_game_get_move (fx->script, index), version);

  phone_send (phone, text);
  return wait_for_type (phone, "proposal");
}

static void
assert_state (JsonObject *answer,
              const char *id,
              const char *state)
{
  g_assert_cmpstr (member (answer, "id"), ==, id);
  g_assert_cmpstr (member (answer, "state"), ==, state);
  json_object_unref (answer);
}

static void
count_notes (guint *notes)
{
  (*notes)++;
}

/* Each player's own link: the page and its tap targets. */
static void
test_seat_page (Fixture       *fx,
                gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GBytes) fields = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  JsonArray *places;
  gboolean found_12 = FALSE;

  for (int i = 0; i < 3; i++)
    {
      const char *path = tyros_table_server_get_seat_path (fx->server, i);
      g_autoptr(GBytes) page = NULL;

      g_assert_true (g_str_has_prefix (path, "/s/"));
      g_assert_cmpuint (strlen (path), ==, 3 + 32);
      g_assert_cmpstr (path + 3, !=, tyros_table_server_get_path (fx->server) + 3);
      for (int j = 0; j < i; j++)
        g_assert_cmpstr (path, !=, tyros_table_server_get_seat_path (fx->server, j));
      g_assert_cmpuint (get (fx, path, "/", &page), ==, 200);
      g_clear_pointer (&page, g_bytes_unref);
      g_assert_cmpuint (get (fx, path, "/board.svg", &page), ==, 200);
      g_clear_pointer (&page, g_bytes_unref);
      g_assert_cmpuint (get (fx, path, "/legal.json", &page), ==, 200);
    }
  g_assert_null (tyros_table_server_get_seat_path (fx->server, 3));

  g_assert_cmpuint (get (fx, tyros_table_server_get_seat_path (fx->server, 1), "/fields.json", &fields), ==, 200);
  node = json_from_string (g_bytes_get_data (fields, NULL), NULL);
  g_assert_nonnull (node);
  object = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (object, "width"), ==, 720);
  g_assert_cmpint (json_object_get_int_member (object, "height"), ==, 512);
  places = json_object_get_array_member (object, "fields");
  g_assert_cmpuint (json_array_get_length (places), ==, 33 + 2);
  for (guint i = 0; i < json_array_get_length (places); i++)
    {
      JsonObject *place = json_array_get_object_element (places, i);
      double x = json_object_get_double_member (place, "x");
      double y = json_object_get_double_member (place, "y");

      g_assert_cmpfloat (x, >, 0);
      g_assert_cmpfloat (x, <, 720);
      g_assert_cmpfloat (y, >, 0);
      g_assert_cmpfloat (y, <, 512);
      g_assert_cmpfloat (json_object_get_double_member (place, "r"), >, 10);
      found_12 |= g_str_equal (member (place, "id"), "12");
    }
  g_assert_true (found_12);

  /* the read-only link has no tap targets */
  g_clear_pointer (&fields, g_bytes_unref);
  g_assert_cmpuint (get (fx, tyros_table_server_get_path (fx->server), "/fields.json", &fields), ==, 404);
  tyros_table_server_stop (fx->server);
  g_assert_null (tyros_table_server_get_seat_path (fx->server, 0));
}

/* A seat's phone is greeted with its seat; the window sees it connected. */
static void
test_seat_hello (Fixture       *fx,
                 gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) ben = NULL;
  g_autoptr(JsonNode) first = NULL;
  JsonObject *seat;
  guint notes = 0;

  g_signal_connect_swapped (fx->server, "notify::seats-connected", G_CALLBACK (count_notes), &notes);
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 0);
  ben = seat_phone (fx, 1);
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 1u << 1);
  g_assert_cmpuint (notes, ==, 1);
  g_assert_cmpuint (tyros_table_server_get_n_followers (fx->server), ==, 0);
  json_object_unref (wait_for_type (ben, "snapshot"));
  first = json_from_string (ben->messages->pdata[0], NULL);
  seat = json_node_get_object (first);
  g_assert_cmpstr (member (seat, "type"), ==, "seat");
  g_assert_cmpint (json_object_get_int_member (seat, "player"), ==, 1);
  g_assert_cmpstr (member (seat, "name"), ==, "Ben");

  soup_websocket_connection_close (ben->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  table_wait_for (&ben->closed);
  settle ();
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 0);
  g_assert_cmpuint (notes, ==, 2);
}

/* Another site's page cannot open a seat's WebSocket. */
static void
test_wrong_origin (Fixture       *fx,
                   gconstpointer  data G_GNUC_UNUSED)
{
  const char *origins[] = { "http://evil.example", "https://127.0.0.1", "null" };
  g_autofree char *other_port = g_strdup_printf ("http://127.0.0.1:%u", tyros_table_server_get_port (fx->server) + 1);

  for (guint i = 0; i < G_N_ELEMENTS (origins) + 1; i++)
    {
      g_autoptr(TablePhone) phone = phone_new (fx, tyros_table_server_get_seat_path (fx->server, 0),
                                          i < G_N_ELEMENTS (origins) ? origins[i] : other_port);

      g_assert_null (phone->connection);
      g_assert_cmpuint (soup_message_get_status (phone->handshake), ==, 403);
    }
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 0);
}

/* A read-only link's WebSocket accepts nothing: a move sent on it closes
 * it, and nothing is played or proposed. */
static void
test_read_only_propose (Fixture       *fx,
                        gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) phone = phone_new (fx, tyros_table_server_get_path (fx->server), NULL);
  g_autofree char *text = propose_text ("a1", tyros_game_get_move (fx->script, 0), 0);

  g_assert_nonnull (phone->connection);
  phone_send (phone, text);
  table_wait_for (&phone->closed);
  g_assert_cmpint (soup_websocket_connection_get_close_code (phone->connection), ==, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION);
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  g_assert_cmpuint (tyros_game_get_n_moves (fx->game), ==, 0);
}

/* A second phone on a seat takes it; the first is told and closed. */
static void
test_takeover (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) first = seat_phone (fx, 0);
  g_autoptr(TablePhone) second = NULL;

  json_object_unref (wait_for_type (first, "snapshot"));
  second = seat_phone (fx, 0);
  json_object_unref (wait_for_type (first, "taken-over"));
  table_wait_for (&first->closed);
  g_assert_cmpint (soup_websocket_connection_get_close_code (first->connection), ==, 4002);
  json_object_unref (wait_for_type (second, "snapshot"));
  g_assert_false (second->closed);
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 1);
}

/* A renewed seat: the old link answers 404 at once, its phone is closed. */
static void
test_renew (Fixture       *fx,
            gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *old = g_strdup (tyros_table_server_get_seat_path (fx->server, 2));
  g_autofree char *other = g_strdup (tyros_table_server_get_seat_path (fx->server, 1));
  g_autoptr(TablePhone) cleo = seat_phone (fx, 2);
  g_autoptr(TablePhone) ben = seat_phone (fx, 1);
  g_autoptr(GBytes) body = NULL;
  g_autoptr(GError) error = NULL;

  json_object_unref (wait_for_type (cleo, "snapshot"));
  g_assert_true (tyros_table_server_renew_seat (fx->server, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 1u << 1);
  g_assert_cmpstr (tyros_table_server_get_seat_path (fx->server, 2), !=, old);
  g_assert_cmpstr (tyros_table_server_get_seat_path (fx->server, 1), ==, other);
  json_object_unref (wait_for_type (cleo, "seat-withdrawn"));
  table_wait_for (&cleo->closed);
  g_assert_cmpint (soup_websocket_connection_get_close_code (cleo->connection), ==, 4001);
  g_assert_cmpuint (get (fx, old, "/", &body), ==, 404);
  g_clear_pointer (&body, g_bytes_unref);
  g_assert_cmpuint (get (fx, tyros_table_server_get_seat_path (fx->server, 2), "/", &body), ==, 200);
  g_assert_false (ben->closed);
  g_assert_false (tyros_table_server_renew_seat (fx->server, 3, NULL));
}

/* The table plays the waiting proposal's move: the phone hears it accepted. */
static void
test_accepted (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = seat_phone (fx, 0);
  const TyrosTableProposal *proposal;
  JsonObject *answer;
  guint notes = 0;

  g_signal_connect_swapped (fx->server, "notify::proposal", G_CALLBACK (count_notes), &notes);
  answer = propose_script_move (fx, anna, "first", 0, 0);
  g_assert_nonnull (member (answer, "text"));
  assert_state (answer, "first", "waiting");
  proposal = tyros_table_server_get_proposal (fx->server);
  g_assert_nonnull (proposal);
  g_assert_cmpstr (proposal->id, ==, "first");
  g_assert_cmpint (proposal->player, ==, 0);
  g_assert_cmpuint (proposal->version, ==, 0);
  g_assert_cmpstr (proposal->text, !=, "");
  g_assert_cmpuint (notes, ==, 1);
  g_assert_cmpuint (tyros_game_get_n_moves (fx->game), ==, 0);

  table_play_script_move (fx, 0);
  assert_state (wait_for_type (anna, "proposal"), "first", "accepted");
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  g_assert_cmpuint (notes, ==, 2);
  g_assert_cmpuint (tyros_game_get_n_moves (fx->game), ==, 1);
}

/* Anything else in the window (another move, an undo) refuses it. */
static void
test_overtaken (Fixture       *fx,
                gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = seat_phone (fx, 0);
  g_autoptr(TablePhone) ben = seat_phone (fx, 1);
  g_autoptr(GPtrArray) legal = tyros_movegen_legal_moves (tyros_game_get_state (fx->game));
  g_autofree char *proposed = tyros_file_move_to_json (tyros_game_get_move (fx->script, 0));
  const TyrosMove *other = NULL;
  JsonObject *answer;
  TyrosOutcome outcome = { 0 };

  /* another of Anna's moves than the one she proposes */
  g_ptr_array_set_free_func (legal, (GDestroyNotify) tyros_legal_move_free);
  for (guint i = 0; i < legal->len && other == NULL; i++)
    {
      const TyrosMove *move = ((TyrosLegalMove *) legal->pdata[i])->move;
      g_autofree char *json = tyros_file_move_to_json (move);

      if (!g_str_equal (json, proposed))
        other = move;
    }
  g_assert_nonnull (other);
  assert_state (propose_script_move (fx, anna, "a", 0, 0), "a", "waiting");
  g_assert_true (tyros_game_play (fx->game, other, &outcome, NULL));
  tyros_outcome_clear (&outcome);
  answer = wait_for_type (anna, "proposal");
  g_assert_nonnull (member (answer, "reason"));
  assert_state (answer, "a", "refused");
  g_assert_null (tyros_table_server_get_proposal (fx->server));

  /* an undo is a change too */
  assert_state (propose_script_move (fx, ben, "b", 1, 1), "b", "waiting");
  g_assert_true (tyros_game_undo (fx->game));
  assert_state (wait_for_type (ben, "proposal"), "b", "refused");
  g_assert_cmpuint (tyros_game_get_n_played (fx->game), ==, 0);

  /* and the window may refuse it */
  assert_state (propose_script_move (fx, anna, "c", 0, 2), "c", "waiting");
  tyros_table_server_refuse_proposal (fx->server, "Not now");
  answer = wait_for_type (anna, "proposal");
  g_assert_cmpstr (member (answer, "reason"), ==, "Not now");
  assert_state (answer, "c", "refused");
  g_assert_null (tyros_table_server_get_proposal (fx->server));
}

/* What is refused at once, with its reason; nothing waits, nothing is
 * played. */
static void
test_refusals (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = seat_phone (fx, 0);
  g_autoptr(TablePhone) ben = seat_phone (fx, 1);
  JsonObject *answer;

  /* another seat's move, and Ben's move proposed out of turn */
  {
    g_autofree char *text = propose_text ("x", tyros_game_get_move (fx->script, 0), 0);

    phone_send (ben, text);
    assert_state (wait_for_type (ben, "proposal"), "x", "refused");
  }
  answer = propose_script_move (fx, ben, "y", 1, 0);
  g_assert_nonnull (member (answer, "reason"));
  assert_state (answer, "y", "refused");
  /* stale version */
  assert_state (propose_script_move (fx, anna, "stale", 0, 7), "stale", "refused");
  /* malformed */
  phone_send (anna, "{\"type\":\"propose\",\"id\":");
  answer = wait_for_type (anna, "proposal");
  g_assert_true (json_object_get_null_member (answer, "id"));
  g_assert_cmpstr (member (answer, "state"), ==, "refused");
  json_object_unref (answer);
  /* illegal: the rules' ID is named */
  {
    g_autoptr(TyrosMove) far = tyros_move_copy (tyros_game_get_move (fx->script, 0));
    g_autofree char *text = NULL;

    far->field = 30;
    text = propose_text ("far", far, 0);
    phone_send (anna, text);
    answer = wait_for_type (anna, "proposal");
    g_assert_nonnull (member (answer, "rule"));
    assert_state (answer, "far", "refused");
  }
  g_assert_null (tyros_table_server_get_proposal (fx->server));

  /* one waiting at a time, across the table */
  assert_state (propose_script_move (fx, anna, "ok", 0, 0), "ok", "waiting");
  assert_state (propose_script_move (fx, ben, "z", 1, 0), "z", "refused");
  assert_state (propose_script_move (fx, anna, "again", 0, 0), "again", "refused");
  /* withdrawn, then replayed: refused */
  phone_send (anna, "{\"type\":\"withdraw\",\"id\":\"ok\"}");
  assert_state (wait_for_type (anna, "proposal"), "ok", "withdrawn");
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  assert_state (propose_script_move (fx, anna, "ok", 0, 0), "ok", "refused");
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  g_assert_cmpuint (tyros_game_get_n_moves (fx->game), ==, 0);
  g_assert_false (anna->closed);
}

/* An oversized frame, a binary one, too many messages: closed. */
static void
test_abuse (Fixture       *fx,
            gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = seat_phone (fx, 0);
  g_autoptr(TablePhone) ben = NULL;
  g_autoptr(TablePhone) cleo = seat_phone (fx, 2);
  g_autofree char *big = g_strnfill (5000, ' ');

  phone_send (anna, big);
  /* libsoup drops it at once (the close frame may not reach the phone) */
  table_wait_for (&anna->closed);
  settle ();
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 1u << 2);

  ben = seat_phone (fx, 1);
  soup_websocket_connection_send_binary (ben->connection, "{}", 2);
  table_wait_for (&ben->closed);
  g_assert_cmpint (soup_websocket_connection_get_close_code (ben->connection), ==, SOUP_WEBSOCKET_CLOSE_UNSUPPORTED_DATA);

  for (guint i = 0; i < 20; i++)
    phone_send (cleo, "{\"type\":\"legal\",\"version\":0}");
  table_wait_for (&cleo->closed);
  g_assert_cmpint (soup_websocket_connection_get_close_code (cleo->connection), ==, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION);
  settle ();
  g_assert_cmpuint (tyros_table_server_get_seats_connected (fx->server), ==, 0);
}

/* The phone that proposed leaves: its proposal ends. */
static void
test_proposer_leaves (Fixture       *fx,
                      gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = seat_phone (fx, 0);

  assert_state (propose_script_move (fx, anna, "a", 0, 0), "a", "waiting");
  soup_websocket_connection_close (anna->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  table_wait_for (&anna->closed);
  settle ();
  g_assert_null (tyros_table_server_get_proposal (fx->server));
}

/* A trade waits for the partner's seat, then for the table; declined, it is
 * withdrawn. */
static void
test_trade (Fixture       *fx,
            gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = seat_phone (fx, 0);
  g_autoptr(TablePhone) ben = seat_phone (fx, 1);
  g_autoptr(TyrosMove) trade = tyros_move_new (TYROS_MOVE_TRADE, 0);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  JsonObject *request;

  /* the expansions, then Anna's card action */
  for (guint i = 0; i < 6; i++)
    table_play_script_move (fx, i);
  trade->partner = 1;
  first = propose_text ("t1", trade, 6);
  phone_send (anna, first);
  assert_state (wait_for_type (anna, "proposal"), "t1", "partner");
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  request = wait_for_type (ben, "trade-request");
  g_assert_cmpstr (member (request, "id"), ==, "t1");
  g_assert_cmpint (json_object_get_int_member (request, "from"), ==, 0);
  g_assert_nonnull (strstr (member (request, "text"), "Anna"));
  json_object_unref (request);
  /* only the partner answers */
  phone_send (anna, "{\"type\":\"trade-answer\",\"id\":\"t1\",\"agree\":true}");
  settle ();
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  phone_send (ben, "{\"type\":\"trade-answer\",\"id\":\"t1\",\"agree\":true}");
  assert_state (wait_for_type (anna, "proposal"), "t1", "waiting");
  g_assert_nonnull (tyros_table_server_get_proposal (fx->server));
  tyros_table_server_refuse_proposal (fx->server, NULL);
  assert_state (wait_for_type (anna, "proposal"), "t1", "refused");

  second = propose_text ("t2", trade, 6);
  phone_send (anna, second);
  assert_state (wait_for_type (anna, "proposal"), "t2", "partner");
  json_object_unref (wait_for_type (ben, "trade-request"));
  phone_send (ben, "{\"type\":\"trade-answer\",\"id\":\"t2\",\"agree\":false}");
  assert_state (wait_for_type (anna, "proposal"), "t2", "withdrawn");
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  g_assert_cmpuint (tyros_game_get_n_played (fx->game), ==, 6);
}

/* Sharing stops: the waiting proposal ends with it. */
static void
test_stop_ends_proposal (Fixture       *fx,
                         gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TablePhone) anna = seat_phone (fx, 0);
  guint notes = 0;

  assert_state (propose_script_move (fx, anna, "a", 0, 0), "a", "waiting");
  g_signal_connect_swapped (fx->server, "notify::proposal", G_CALLBACK (count_notes), &notes);
  tyros_table_server_stop (fx->server);
  g_assert_null (tyros_table_server_get_proposal (fx->server));
  g_assert_cmpuint (notes, ==, 1);
  json_object_unref (wait_for_type (anna, "ended"));
  table_wait_for (&anna->closed);
  g_assert_cmpuint (tyros_game_get_n_moves (fx->game), ==, 0);
}

int
main (int argc, char **argv)
{
  tyros_i18n_init ();
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add (name, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/table-seats/seat-page", test_seat_page);
  ADD ("/table-seats/hello", test_seat_hello);
  ADD ("/table-seats/wrong-origin", test_wrong_origin);
  ADD ("/table-seats/read-only-propose", test_read_only_propose);
  ADD ("/table-seats/takeover", test_takeover);
  ADD ("/table-seats/renew", test_renew);
  ADD ("/table-seats/accepted", test_accepted);
  ADD ("/table-seats/overtaken", test_overtaken);
  ADD ("/table-seats/refusals", test_refusals);
  ADD ("/table-seats/abuse", test_abuse);
  ADD ("/table-seats/proposer-leaves", test_proposer_leaves);
  ADD ("/table-seats/trade", test_trade);
  ADD ("/table-seats/stop", test_stop_ends_proposal);
  return g_test_run ();
}
