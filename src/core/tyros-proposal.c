/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-proposal.c: the moves a seat's phone proposes (docs/table-seats.md)
 *
 * A phone's text is data from the network: read by the game file's strict
 * JSON reader with tight bounds, every member checked where it stands, and
 * the move by the game file's own move reader, so a proposal can say nothing
 * a journal could not.
 */
#define G_LOG_DOMAIN "tyros-proposal"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-proposal.h"
#include "tyros-file.h"
#include "tyros-file-private.h"

/* {"type":"propose","id":…,"version":…,"move":{…,"route":[…],"paid":{…}}} */
#define MESSAGE_MAX_DEPTH 4
#define MESSAGE_MAX_VALUES 256

G_DEFINE_QUARK (tyros-phone-message-error-quark, tyros_phone_message_error)

/* "PATH: MESSAGE", as the game file's reader says where a value is wrong */
static gboolean G_GNUC_PRINTF (3, 4)
fail (GError    **error,
      const char *path,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_INVALID, "%s: %s", path, message);
  return FALSE;
}

/* The file reader's errors, in this domain: a phone's message is no file. */
static gboolean
fail_from_file (GError **error,
                GError  *file_error)
{
  g_set_error_literal (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_INVALID, file_error->message);
  return FALSE;
}

static const char *const *
message_members (TyrosPhoneMessageType type)
{
  static const char *const legal[] = { "type", "version", NULL };
  static const char *const propose[] = { "type", "id", "version", "move", NULL };
  static const char *const withdraw[] = { "type", "id", NULL };
  static const char *const trade_answer[] = { "type", "id", "agree", NULL };

  switch (type)
    {
    case TYROS_PHONE_LEGAL: return legal;
    case TYROS_PHONE_PROPOSE: return propose;
    case TYROS_PHONE_WITHDRAW: return withdraw;
    case TYROS_PHONE_TRADE_ANSWER:
    default: return trade_answer;
    }
}

static gboolean
type_from_string (const char            *text,
                  TyrosPhoneMessageType *type)
{
  static const char *const names[] = { "legal", "propose", "withdraw", "trade-answer" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      if (g_str_equal (text, names[i]))
        {
          *type = (TyrosPhoneMessageType) i;
          return TRUE;
        }
    }
  return FALSE;
}

static JsonNode *
get_value (JsonObject *object,
           const char *key,
           GType       type,
           GError    **error)
{
  JsonNode *node = json_object_has_member (object, key) ? json_object_get_member (object, key) : NULL;

  if (node == NULL)
    return fail (error, key, "%s", _("missing")), NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != type)
    return fail (error, key, "%s", type == G_TYPE_STRING ? _("must be a string") : _("must be true or false")), NULL;
  return node;
}

static gboolean
read_id (JsonObject *object,
         char      **id,
         GError    **error)
{
  JsonNode *node = get_value (object, "id", G_TYPE_STRING, error);
  const char *text;
  gsize length;

  if (node == NULL)
    return FALSE;
  text = json_node_get_string (node);
  length = strlen (text);
  if (length == 0 || length > TYROS_PHONE_MESSAGE_ID_MAX ||
      strspn (text, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") != length)
    /* Translators: the name a phone gives its proposal; keep A-Z, a-z, 0-9, - and _ */
    return fail (error, "id", _("must be 1 to %d of the characters A-Z, a-z, 0-9, - and _"), TYROS_PHONE_MESSAGE_ID_MAX);
  *id = g_strdup (text);
  return TRUE;
}

/* The game's version: a whole number from 0 to 2^64 - 1. */
static gboolean
read_version (TyrosJsonDocument *document,
              JsonObject        *object,
              guint64           *version,
              GError           **error)
{
  JsonNode *node = json_object_has_member (object, "version") ? json_object_get_member (object, "version") : NULL;
  g_autofree char *max = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);
  const char *big;

  if (node == NULL)
    return fail (error, "version", "%s", _("missing"));
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));

      if (json_node_get_int (node) < 0)
        return fail (error, "version", _("%s is out of range (%s to %s)"), value, "0", max);
      *version = (guint64) json_node_get_int (node);
      return TRUE;
    }
  if ((big = tyros_json_document_get_big_integer (document, node)) == NULL)
    return fail (error, "version", "%s", _("must be a whole number"));
  if (!g_ascii_string_to_unsigned (big, 10, 0, G_MAXUINT64, version, NULL))
    {
      g_autofree char *cut = strlen (big) > 40 ? g_strdup_printf ("%.40s…", big) : g_strdup (big);

      return fail (error, "version", _("%s is out of range (%s to %s)"), cut, "0", max);
    }
  return TRUE;
}

static gboolean
read_members (TyrosJsonDocument *document,
              JsonObject        *object,
              guint              n_players,
              TyrosPhoneMessage *message,
              GError           **error)
{
  g_autoptr(GError) move_error = NULL;
  JsonNode *agree;

  if ((message->type == TYROS_PHONE_LEGAL || message->type == TYROS_PHONE_PROPOSE) &&
      !read_version (document, object, &message->version, error))
    return FALSE;
  if (message->type != TYROS_PHONE_LEGAL && !read_id (object, &message->id, error))
    return FALSE;
  if (message->type == TYROS_PHONE_TRADE_ANSWER)
    {
      if ((agree = get_value (object, "agree", G_TYPE_BOOLEAN, error)) == NULL)
        return FALSE;
      message->agree = json_node_get_boolean (agree);
    }
  if (message->type != TYROS_PHONE_PROPOSE)
    return TRUE;
  if (!json_object_has_member (object, "move"))
    return fail (error, "move", "%s", _("missing"));
  message->move = tyros_file_read_move (document, json_object_get_member (object, "move"), "move", n_players, &move_error);
  return message->move != NULL || fail_from_file (error, move_error);
}

TyrosPhoneMessage *
tyros_phone_message_parse (const char *text,
                           gsize       length,
                           guint       n_players,
                           GError    **error)
{
  g_autoptr(TyrosJsonDocument) document = NULL;
  g_autoptr(TyrosPhoneMessage) message = NULL;
  g_autoptr(GError) json_error = NULL;
  JsonNode *root, *type;
  JsonObject *object;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= TYROS_MAX_PLAYERS, NULL);

  if (length > TYROS_PHONE_MESSAGE_MAX)
    {
      g_autofree char *size = g_strdup_printf ("%" G_GSIZE_FORMAT, length);

      g_set_error (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_TOO_LARGE,
                   _("The message is too long: %s bytes (at most %d)"), size, TYROS_PHONE_MESSAGE_MAX);
      return NULL;
    }
  document = tyros_json_document_read (text != NULL ? text : "", length, MESSAGE_MAX_DEPTH, MESSAGE_MAX_VALUES, &json_error);
  if (document == NULL)
    return fail_from_file (error, json_error), NULL;
  root = tyros_json_document_get_root (document);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, _("message"), "%s", _("must be an object")), NULL;
  object = json_node_get_object (root);
  if ((type = get_value (object, "type", G_TYPE_STRING, error)) == NULL)
    return NULL;
  message = g_new0 (TyrosPhoneMessage, 1);
  if (!type_from_string (json_node_get_string (type), &message->type))
    {
      g_autofree char *quoted = tyros_file_quote (json_node_get_string (type));

      /* Translators: legal, propose, withdraw, trade-answer are the values a phone sends: keep them */
      fail (error, "type", _("no message type %s (legal, propose, withdraw or trade-answer)"), quoted);
      return NULL;
    }
  if (!tyros_file_check_keys (object, _("message"), message_members (message->type), &json_error))
    return fail_from_file (error, json_error), NULL;
  if (!read_members (document, object, n_players, message, error))
    return NULL;
  return g_steal_pointer (&message);
}

void
tyros_phone_message_free (TyrosPhoneMessage *message)
{
  if (message == NULL)
    return;
  g_free (message->id);
  g_clear_pointer (&message->move, tyros_move_free);
  g_free (message);
}

gboolean
tyros_proposal_check (const TyrosState  *state,
                      int                seat,
                      const TyrosMove   *move,
                      TyrosViolation   **violation,
                      GError           **error)
{
  g_return_val_if_fail (state != NULL && move != NULL, FALSE);

  if (move->player != seat)
    {
      g_autofree char *name = tyros_state_dup_player_name (state, move->player);

      g_set_error (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_NOT_YOUR_MOVE,
                   /* Translators: %s is the player whose move a phone sent; a phone proposes its own player's moves only */
                   _("This is a move of %s: a phone proposes only its own player's moves"), name);
      return FALSE;
    }
  return tyros_rules_check (state, move, NULL, violation);
}

/* The moves as `tyros moves --json` gives them; with @phone, each with "kind"
 * and "text" too (docs/table-seats.md), which that command's contract lacks. */
static JsonNode *
build_legal_moves (GPtrArray *moves,
                   gboolean   phone)
{
  g_autoptr(JsonBuilder) b = json_builder_new_immutable ();

  json_builder_begin_array (b);
  for (guint i = 0; i < moves->len; i++)
    {
      const TyrosLegalMove *legal = g_ptr_array_index (moves, i);
      g_autofree char *move = tyros_file_move_to_json (legal->move);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "move");
      json_builder_add_value (b, json_from_string (move, NULL));
      json_builder_set_member_name (b, "cost");
      json_builder_add_int_value (b, legal->cost);
      json_builder_set_member_name (b, "colour");
      if (legal->colour == TYROS_EMPIRE_NONE)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, tyros_empire_to_string (legal->colour));
      json_builder_set_member_name (b, "why");
      json_builder_add_string_value (b, legal->why);
      if (phone)
        {
          json_builder_set_member_name (b, "kind");
          json_builder_add_string_value (b, tyros_move_type_to_string (legal->move->type));
          json_builder_set_member_name (b, "text");
          json_builder_add_string_value (b, legal->why);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

JsonNode *
tyros_legal_moves_json (GPtrArray *moves)
{
  return build_legal_moves (moves, FALSE);
}

char *
tyros_legal_moves_to_json (const TyrosState *state,
                           int               player)
{
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  if (tyros_state_is_over (state) || state->current_player != player)
    return g_strdup ("[]");
  moves = tyros_movegen_legal_moves (state);
  node = build_legal_moves (moves, TRUE);
  return json_to_string (node, FALSE);
}
