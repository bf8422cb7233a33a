/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-seats.c: the players' seat links and their proposals
 *
 * One secret per player, one phone per seat (a second one takes over). A
 * phone proposes its seat's moves over its WebSocket; the core checks them
 * (tyros-proposal.h); at most one waits for the table, which accepts it by
 * playing its move in the window: the server sees the game change with that
 * move and tells the phone. The server never plays a move itself. See
 * docs/table-seats.md.
 */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tyros-table-seats.h"
#include "tyros-proposal.h"
#include "tyros-table-words.h"

#define SEAT_KEEPALIVE_S     10
#define MESSAGES_PER_SECOND  8.0
#define CLOSE_WITHDRAWN      4001
#define CLOSE_TAKEN_OVER     4002
#define MAX_IDS_PER_SEAT     100000

typedef struct {
  TyrosTableSeats         *seats;
  int                      player;
  SoupWebsocketConnection *connection;
  char                    *language;
  double                   allowance;  /* messages it may still send now */
  gint64                   refilled;   /* monotonic µs */
} SeatPhone;

typedef enum {
  PENDING_NONE,
  PENDING_PARTNER,   /* a trade: the partner's seat has yet to agree */
  PENDING_WAITING,   /* for the table */
} PendingState;

struct _TyrosTableSeats
{
  TyrosTableServer   *server;   /* owns this */
  TyrosGameSession   *session;
  guint               n_players;
  char               *tokens[TYROS_MAX_PLAYERS];
  char               *paths[TYROS_MAX_PLAYERS];   /* "/s/<token>" */
  SeatPhone          *phones[TYROS_MAX_PLAYERS];
  GHashTable         *ids[TYROS_MAX_PLAYERS];     /* the proposals' ids seen */

  /* the one proposal under way */
  PendingState        state;
  char               *id;
  int                 player;
  TyrosMove          *move;
  guint64             version;
  guint               n_played;                   /* before its move */
  TyrosTableProposal *proposal;                   /* while waiting */
};

/* Words in a phone's language */

static char *
translate (gpointer msgid)
{
  return g_strdup (_(msgid));
}

/* @msgid (marked with N_()) in @language. */
static char *
words_in (const char *language,
          const char *msgid)
{
  return tyros_i18n_in_language (language, translate, (gpointer) msgid);
}

static char *
trade_request_text (gpointer name)
{
  /* Translators: to a trade partner's phone; %s: the player proposing it */
  return g_strdup_printf (_("%s proposes a trade with you. Agree once you have exchanged the cards."),
                          (const char *) name);
}

/* Messages to a phone */

static gboolean
phone_is_open (SeatPhone *phone)
{
  return phone != NULL && soup_websocket_connection_get_state (phone->connection) == SOUP_WEBSOCKET_STATE_OPEN;
}

static void
phone_send (SeatPhone  *phone,
            const char *text)
{
  if (phone_is_open (phone))
    soup_websocket_connection_send_text (phone->connection, text);
}

static void
phone_send_builder (SeatPhone   *phone,
                    JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  phone_send (phone, text);
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

typedef struct {
  TyrosGame       *game;
  const TyrosMove *move;
} Description;

static char *
describe (gpointer data)
{
  Description *description = data;

  return tyros_proposal_describe (description->game, description->move);
}

/* {"type":"proposal","id":…,"state":…,"text":…,"reason":…,"rule":…}, the
 * text of @move in the phone's language. */
static void
tell_proposal (SeatPhone       *phone,
               const char      *id,
               const char      *state,
               const TyrosMove *move,
               const char      *reason,
               const char      *rule)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *text = NULL;

  if (!phone_is_open (phone))
    return;
  if (move != NULL)
    {
      Description description = { tyros_game_session_get_game (phone->seats->session), move };

      text = tyros_i18n_in_language (phone->language, describe, &description);
    }
  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  add_string (builder, "type", "proposal");
  json_builder_set_member_name (builder, "id");
  if (id != NULL)
    json_builder_add_string_value (builder, id);
  else
    json_builder_add_null_value (builder);
  add_string (builder, "state", state);
  add_string (builder, "text", text);
  add_string (builder, "reason", reason);
  add_string (builder, "rule", rule);
  json_builder_end_object (builder);
  phone_send_builder (phone, builder);
}

/* Refused with @msgid (N_()) in the phone's language. */
static void
tell_refused (SeatPhone       *phone,
              const char      *id,
              const TyrosMove *move,
              const char      *msgid)
{
  g_autofree char *reason = phone != NULL ? words_in (phone->language, msgid) : NULL;

  tell_proposal (phone, id, "refused", move, reason, NULL);
}

static void
notify_connected (TyrosTableSeats *self)
{
  g_object_notify (G_OBJECT (self->server), "seats-connected");
}

static void
notify_proposal (TyrosTableSeats *self)
{
  g_object_notify (G_OBJECT (self->server), "proposal");
}

/* The proposal */

/* Forgets the proposal under way; the table is told when it was waiting
 * for it. Its phone has been told already. */
static void
end_proposal (TyrosTableSeats *self)
{
  gboolean was_shown = self->proposal != NULL;

  if (self->state == PENDING_NONE)
    return;
  self->state = PENDING_NONE;
  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->move, tyros_move_free);
  g_clear_pointer (&self->proposal, tyros_table_proposal_free);
  if (was_shown)
    notify_proposal (self);
}

/* Tells the proposing phone how its proposal ended, then ends it. */
static void
finish_proposal (TyrosTableSeats *self,
                 const char      *state,
                 const char      *reason_msgid,
                 const char      *reason)
{
  SeatPhone *phone = self->phones[self->player];

  if (self->state == PENDING_NONE)
    return;
  if (reason_msgid != NULL)
    tell_refused (phone, self->id, self->move, reason_msgid);
  else
    tell_proposal (phone, self->id, state, self->move, reason, NULL);
  end_proposal (self);
}

static void
send_trade_request (TyrosTableSeats *self)
{
  SeatPhone *partner = self->phones[self->move->partner];
  TyrosGame *game = tyros_game_session_get_game (self->session);
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *text = NULL;

  if (!phone_is_open (partner))
    return;
  text = tyros_i18n_in_language (partner->language, trade_request_text,
                                 (gpointer) tyros_game_get_player_name (game, self->player));
  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  add_string (builder, "type", "trade-request");
  add_string (builder, "id", self->id);
  json_builder_set_member_name (builder, "from");
  json_builder_add_int_value (builder, self->player);
  add_string (builder, "text", text);
  json_builder_end_object (builder);
  phone_send_builder (partner, builder);
}

/* Shown in the window: the last step; the window may play it at once (and
 * so end it) before this returns. */
static void
wait_for_table (TyrosTableSeats *self)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);
  g_autofree char *text = tyros_proposal_describe (game, self->move);

  self->state = PENDING_WAITING;
  self->proposal = tyros_table_proposal_new (self->id, self->player, self->move, self->version, text);
  tell_proposal (self->phones[self->player], self->id, "waiting", self->move, NULL, NULL);
  /* a phone that left as it was told took its proposal with it */
  if (self->state == PENDING_WAITING)
    notify_proposal (self);
}

typedef struct {
  const TyrosState *state;
  int               player;
  const TyrosMove  *move;
  TyrosViolation   *violation;
  GError           *error;
} Check;

/* The reason why not, in the phone's language (the rules' words are made
 * when asked), or NULL when the move may be proposed. */
static char *
check_move (gpointer data)
{
  Check *check = data;

  if (tyros_proposal_check (check->state, check->player, check->move, &check->violation, &check->error))
    return NULL;
  if (check->violation != NULL)
    return g_strdup (check->violation->message);
  if (check->error != NULL)
    return g_strdup (check->error->message);
  return g_strdup (_("The rules do not allow this move."));
}

static gboolean
id_is_new (TyrosTableSeats *self,
           int              player,
           const char      *id)
{
  GHashTable *ids = self->ids[player];

  if (g_hash_table_contains (ids, id) || g_hash_table_size (ids) >= MAX_IDS_PER_SEAT)
    return FALSE;
  g_hash_table_add (ids, g_strdup (id));
  return TRUE;
}

static void
propose (SeatPhone         *phone,
         TyrosPhoneMessage *message)
{
  TyrosTableSeats *self = phone->seats;
  TyrosGame *game = tyros_game_session_get_game (self->session);
  Check check = { tyros_game_get_state (game), phone->player, message->move, NULL, NULL };
  g_autofree char *reason = NULL;

  if (!id_is_new (self, phone->player, message->id))
    {
      tell_refused (phone, message->id, message->move, N_("This proposal was sent before."));
      return;
    }
  if (message->version != tyros_table_server_get_version (self->server))
    {
      tell_refused (phone, message->id, message->move, N_("The game changed: look again and propose anew."));
      return;
    }
  if (self->state != PENDING_NONE)
    {
      tell_refused (phone, message->id, message->move, N_("Another proposal is waiting for the table."));
      return;
    }
  reason = tyros_i18n_in_language (phone->language, check_move, &check);
  if (reason != NULL)
    {
      tell_proposal (phone, message->id, "refused", message->move, reason,
                     check.violation != NULL ? check.violation->rule : NULL);
      g_clear_pointer (&check.violation, tyros_violation_free);
      g_clear_error (&check.error);
      return;
    }

  self->id = g_strdup (message->id);
  self->player = phone->player;
  self->move = tyros_move_copy (message->move);
  self->version = message->version;
  self->n_played = tyros_game_get_n_played (game);
  if (self->move->type == TYROS_MOVE_TRADE)
    {
      self->state = PENDING_PARTNER;
      tell_proposal (phone, self->id, "partner", self->move, NULL, NULL);
      /* a phone that left as it was told took its proposal with it */
      if (self->state == PENDING_PARTNER)
        send_trade_request (self);
    }
  else
    wait_for_table (self);
}

static void
withdraw (SeatPhone         *phone,
          TyrosPhoneMessage *message)
{
  TyrosTableSeats *self = phone->seats;

  if (self->state != PENDING_NONE && self->player == phone->player && g_strcmp0 (self->id, message->id) == 0)
    finish_proposal (self, "withdrawn", NULL, NULL);
}

static void
trade_answer (SeatPhone         *phone,
              TyrosPhoneMessage *message)
{
  TyrosTableSeats *self = phone->seats;

  if (self->state != PENDING_PARTNER || self->move->partner != phone->player
      || g_strcmp0 (self->id, message->id) != 0)
    return;
  if (message->agree)
    wait_for_table (self);
  else
    finish_proposal (self, "withdrawn", NULL, NULL);
}

typedef struct {
  TyrosGame *game;
  int        player;
} LegalRequest;

static char *
build_legal (gpointer data)
{
  LegalRequest *request = data;

  return tyros_legal_moves_to_json (tyros_game_get_state (request->game), request->player);
}

static void
send_legal (SeatPhone *phone)
{
  TyrosTableSeats *self = phone->seats;
  LegalRequest request = { tyros_game_session_get_game (self->session), phone->player };
  g_autofree char *moves = tyros_i18n_in_language (phone->language, build_legal, &request);
  g_autofree char *text = g_strdup_printf ("{\"type\":\"legal\",\"version\":%" G_GUINT64_FORMAT ",\"moves\":%s}",
                                           tyros_table_server_get_version (self->server), moves);

  phone_send (phone, text);
}

/* The phones */

static gboolean
phone_within_rate (SeatPhone *phone)
{
  gint64 now = g_get_monotonic_time ();

  phone->allowance = MIN (MESSAGES_PER_SECOND,
                          phone->allowance + (double) (now - phone->refilled) / G_USEC_PER_SEC * MESSAGES_PER_SECOND);
  phone->refilled = now;
  if (phone->allowance < 1.0)
    return FALSE;
  phone->allowance -= 1.0;
  return TRUE;
}

typedef struct {
  const char        *text;
  gsize              length;
  guint              n_players;
  TyrosPhoneMessage *message;
} Parse;

/* The message, or NULL and why not. */
static char *
parse_message (gpointer data)
{
  Parse *parse = data;
  g_autoptr(GError) error = NULL;

  parse->message = tyros_phone_message_parse (parse->text, parse->length, parse->n_players, &error);
  return parse->message == NULL ? g_strdup (error->message) : NULL;
}

static void
phone_message (SoupWebsocketConnection *connection,
               int                      type,
               GBytes                  *bytes,
               SeatPhone               *phone)
{
  TyrosGame *game = tyros_game_session_get_game (phone->seats->session);
  Parse parse = { 0 };
  g_autoptr(TyrosPhoneMessage) message = NULL;
  g_autofree char *reason = NULL;
  gsize length;
  const char *text = g_bytes_get_data (bytes, &length);

  /* what came with the message that closed it goes unread */
  if (!phone_is_open (phone))
    return;
  if (!phone_within_rate (phone))
    {
      soup_websocket_connection_close (connection, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      soup_websocket_connection_close (connection, SOUP_WEBSOCKET_CLOSE_UNSUPPORTED_DATA, NULL);
      return;
    }
  parse.text = text;
  parse.length = length;
  parse.n_players = tyros_game_get_n_players (game);
  /* the parser's reason in the phone's language */
  reason = tyros_i18n_in_language (phone->language, parse_message, &parse);
  message = parse.message;
  if (message == NULL)
    {
      tell_proposal (phone, NULL, "refused", NULL, reason, NULL);
      return;
    }
  switch (message->type)
    {
    case TYROS_PHONE_LEGAL: send_legal (phone); break;
    case TYROS_PHONE_PROPOSE: propose (phone, message); break;
    case TYROS_PHONE_WITHDRAW: withdraw (phone, message); break;
    case TYROS_PHONE_TRADE_ANSWER: trade_answer (phone, message); break;
    default: break;
    }
}

/* The connection lives on until its closing handshake is over. */
static void
phone_free (SeatPhone *phone)
{
  g_signal_handlers_disconnect_by_data (phone->connection, phone);
  if (soup_websocket_connection_get_state (phone->connection) != SOUP_WEBSOCKET_STATE_CLOSED)
    g_signal_connect (g_object_ref (phone->connection), "closed", G_CALLBACK (g_object_unref), NULL);
  g_object_unref (phone->connection);
  g_free (phone->language);
  g_free (phone);
}

static gboolean
phone_free_later (gpointer phone)
{
  phone_free (phone);
  return G_SOURCE_REMOVE;
}

/* The seat's phone leaves: its proposal (or its part in a trade) ends. The
 * phone is freed once the main loop is back: a send that fails closes its
 * connection at once, and whoever sent still holds it. */
static void
detach_phone (TyrosTableSeats *self,
              int              player)
{
  SeatPhone *phone = self->phones[player];

  if (phone == NULL)
    return;
  self->phones[player] = NULL;
  g_signal_handlers_disconnect_by_data (phone->connection, phone);
  if (self->state != PENDING_NONE
      && (self->player == player || (self->state == PENDING_PARTNER && self->move->partner == player)))
    {
      if (self->player != player)
        {
          g_autofree char *reason = NULL;
          SeatPhone *proposer = self->phones[self->player];

          if (proposer != NULL)
            reason = words_in (proposer->language, N_("Your trade partner’s phone left."));
          finish_proposal (self, "withdrawn", NULL, reason);
        }
      else
        end_proposal (self);
    }
  g_idle_add (phone_free_later, phone);
  notify_connected (self);
}

/* Closing (a bad frame, too many messages, the phone gone) or closed. */
static void
phone_closing (SeatPhone *phone)
{
  if (soup_websocket_connection_get_state (phone->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    return;
  detach_phone (phone->seats, phone->player);
}

/* Tells the seat's phone @message, closes it with @code and lets it go. */
static void
dismiss_phone (TyrosTableSeats *self,
               int              player,
               const char      *message,
               gushort          code)
{
  SeatPhone *phone = self->phones[player];

  if (phone == NULL)
    return;
  g_signal_handlers_disconnect_by_data (phone->connection, phone);
  if (phone_is_open (phone))
    {
      phone_send (phone, message);
      soup_websocket_connection_close (phone->connection, code, NULL);
    }
  detach_phone (self, player);
}

void
tyros_table_seats_phone_opened (TyrosTableSeats         *self,
                                int                      player,
                                SoupWebsocketConnection *connection,
                                const char              *language)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);
  SeatPhone *phone = g_new0 (SeatPhone, 1);
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autofree char *words = NULL;

  g_return_if_fail (player >= 0 && (guint) player < self->n_players);

  dismiss_phone (self, player, "{\"type\":\"taken-over\"}", CLOSE_TAKEN_OVER);
  phone->seats = self;
  phone->player = player;
  phone->connection = g_object_ref (connection);
  phone->language = g_strdup (language);
  phone->allowance = MESSAGES_PER_SECOND;
  phone->refilled = g_get_monotonic_time ();
  soup_websocket_connection_set_max_incoming_payload_size (connection, TYROS_PHONE_MESSAGE_MAX);
  soup_websocket_connection_set_keepalive_interval (connection, SEAT_KEEPALIVE_S);
  g_signal_connect_swapped (connection, "notify::state", G_CALLBACK (phone_closing), phone);
  g_signal_connect (connection, "message", G_CALLBACK (phone_message), phone);
  self->phones[player] = phone;
  notify_connected (self);

  json_builder_begin_object (builder);
  add_string (builder, "type", "seat");
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, player);
  add_string (builder, "name", tyros_game_get_player_name (game, player));
  json_builder_end_object (builder);
  phone_send_builder (phone, builder);
  words = tyros_table_words_message (language);
  phone_send (phone, words);
  phone_send (phone, tyros_table_server_snapshot_message (self->server, language));
  if (self->state == PENDING_PARTNER && self->move->partner == player)
    send_trade_request (self);
}

/* The game */

static gboolean
played_as_proposed (TyrosTableSeats *self)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);
  guint n_played = tyros_game_get_n_played (game);
  g_autofree char *played = NULL;
  g_autofree char *proposed = NULL;

  if (self->state != PENDING_WAITING || n_played != self->n_played + 1
      || tyros_table_server_get_version (self->server) != self->version + 1)
    return FALSE;
  played = tyros_file_move_to_json (tyros_game_get_move (game, n_played - 1));
  proposed = tyros_file_move_to_json (self->move);
  return g_str_equal (played, proposed);
}

void
tyros_table_seats_game_changed (TyrosTableSeats *self)
{
  if (played_as_proposed (self))
    finish_proposal (self, "accepted", NULL, NULL);
  else
    finish_proposal (self, NULL, N_("The game changed in the window before the table accepted your move."), NULL);
  for (guint i = 0; i < self->n_players; i++)
    if (phone_is_open (self->phones[i]))
      phone_send (self->phones[i], tyros_table_server_snapshot_message (self->server, self->phones[i]->language));
}

/* Tokens */

const char *
tyros_table_seats_match (TyrosTableSeats *self,
                         const char      *path,
                         int             *player)
{
  const char *found = NULL;

  if (!g_str_has_prefix (path, "/s/"))
    return NULL;
  /* every seat compared, whichever matches */
  for (guint i = 0; i < self->n_players; i++)
    {
      const char *rest = self->tokens[i] != NULL ? tyros_table_match_token (self->tokens[i], path + 3) : NULL;

      if (rest != NULL)
        {
          found = rest;
          *player = (int) i;
        }
    }
  return found;
}

gboolean
tyros_table_seats_origin_is_own (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  const char *origin = soup_message_headers_get_one (headers, "Origin");
  const char *host = soup_message_headers_get_one (headers, "Host");

  return origin != NULL && host != NULL && g_str_has_prefix (origin, "http://")
         && g_ascii_strcasecmp (origin + strlen ("http://"), host) == 0;
}

static gboolean
set_token (TyrosTableSeats *self,
           int              player,
           GError         **error)
{
  g_autofree char *token = tyros_table_new_token (error);

  if (token == NULL)
    return FALSE;
  g_free (self->tokens[player]);
  g_free (self->paths[player]);
  self->tokens[player] = g_steal_pointer (&token);
  self->paths[player] = g_strconcat ("/s/", self->tokens[player], NULL);
  return TRUE;
}

gboolean
tyros_table_seats_start (TyrosTableSeats *self,
                         GError         **error)
{
  self->n_players = tyros_game_get_n_players (tyros_game_session_get_game (self->session));
  for (guint i = 0; i < self->n_players; i++)
    {
      g_hash_table_remove_all (self->ids[i]);
      if (!set_token (self, (int) i, error))
        {
          tyros_table_seats_stop (self);
          return FALSE;
        }
    }
  return TRUE;
}

void
tyros_table_seats_stop (TyrosTableSeats *self)
{
  end_proposal (self);
  for (guint i = 0; i < self->n_players; i++)
    {
      dismiss_phone (self, (int) i, "{\"type\":\"ended\"}", SOUP_WEBSOCKET_CLOSE_GOING_AWAY);
      g_clear_pointer (&self->tokens[i], g_free);
      g_clear_pointer (&self->paths[i], g_free);
    }
}

const char *
tyros_table_seats_get_path (TyrosTableSeats *self,
                            int              player)
{
  if (player < 0 || (guint) player >= self->n_players)
    return NULL;
  return self->paths[player];
}

gboolean
tyros_table_seats_renew (TyrosTableSeats *self,
                         int              player,
                         GError         **error)
{
  if (player < 0 || (guint) player >= self->n_players || self->tokens[player] == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, "No seat link for player %d", player);
      return FALSE;
    }
  if (!set_token (self, player, error))
    return FALSE;
  dismiss_phone (self, player, "{\"type\":\"seat-withdrawn\"}", CLOSE_WITHDRAWN);
  return TRUE;
}

guint
tyros_table_seats_get_connected (TyrosTableSeats *self)
{
  guint connected = 0;

  for (guint i = 0; i < self->n_players; i++)
    if (self->phones[i] != NULL)
      connected |= 1u << i;
  return connected;
}

const TyrosTableProposal *
tyros_table_seats_get_proposal (TyrosTableSeats *self)
{
  return self->proposal;
}

void
tyros_table_seats_refuse_proposal (TyrosTableSeats *self,
                                   const char      *reason)
{
  if (self->state != PENDING_WAITING)
    return;
  if (reason != NULL)
    finish_proposal (self, "refused", NULL, reason);
  else
    finish_proposal (self, NULL, N_("The table refused your move."), NULL);
}

TyrosTableSeats *
tyros_table_seats_new (TyrosTableServer *server,
                       TyrosGameSession *session)
{
  TyrosTableSeats *self = g_new0 (TyrosTableSeats, 1);

  self->server = server;
  self->session = g_object_ref (session);
  for (guint i = 0; i < TYROS_MAX_PLAYERS; i++)
    self->ids[i] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return self;
}

void
tyros_table_seats_free (TyrosTableSeats *self)
{
  tyros_table_seats_stop (self);
  for (guint i = 0; i < TYROS_MAX_PLAYERS; i++)
    g_hash_table_unref (self->ids[i]);
  g_object_unref (self->session);
  g_free (self);
}
