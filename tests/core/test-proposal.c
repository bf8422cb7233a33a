/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-proposal.c: what a seat's phone may send, and what it may propose (docs/table-seats.md) */
#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "test-util.h"

static TyrosPhoneMessage *
parse (const char *text,
       GError    **error)
{
  return tyros_phone_message_parse (text, strlen (text), 3, error);
}

static void
test_legal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPhoneMessage) small = parse ("{\"type\":\"legal\",\"version\":7}", &error);
  g_autoptr(TyrosPhoneMessage) largest = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (small->type, ==, TYROS_PHONE_LEGAL);
  g_assert_cmpuint (small->version, ==, 7);
  g_assert_null (small->id);
  g_assert_null (small->move);

  largest = parse (" {\"version\": 18446744073709551615, \"type\": \"legal\"}\n", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (largest->version, ==, G_MAXUINT64);
}

static void
test_propose (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPhoneMessage) message =
    parse ("{\"type\":\"propose\",\"id\":\"Az09_-\",\"version\":3,"
           "\"move\":{\"type\":\"move\",\"player\":2,\"from\":\"T\",\"route\":[\"31\",\"27\"],\"paid\":{\"violet\":2}}}",
           &error);
  g_autoptr(TyrosPhoneMessage) trade = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (message->type, ==, TYROS_PHONE_PROPOSE);
  g_assert_cmpstr (message->id, ==, "Az09_-");
  g_assert_cmpuint (message->version, ==, 3);
  g_assert_cmpint (message->move->type, ==, TYROS_MOVE_SHIP);
  g_assert_cmpint (message->move->player, ==, 2);
  g_assert_cmpint (message->move->from.field, ==, TYROS_FIELD_TYROS);
  g_assert_cmpuint (message->move->route->len, ==, 2);
  g_assert_cmpint (g_array_index (message->move->route, TyrosPlace, 1).field, ==, 27);
  g_assert_true (message->move->paid.given);
  g_assert_cmpuint (message->move->paid.cards[TYROS_EMPIRE_VIOLET], ==, 2);

  trade = parse ("{\"type\":\"propose\",\"id\":\"t\",\"version\":0,\"move\":{\"type\":\"trade\",\"player\":0,\"partner\":2}}",
                 &error);
  g_assert_no_error (error);
  g_assert_cmpint (trade->move->type, ==, TYROS_MOVE_TRADE);
  g_assert_cmpint (trade->move->partner, ==, 2);
}

static void
test_withdraw_and_answer (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPhoneMessage) withdraw = parse ("{\"type\":\"withdraw\",\"id\":\"p1\"}", &error);
  g_autoptr(TyrosPhoneMessage) agree = NULL;
  g_autoptr(TyrosPhoneMessage) decline = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (withdraw->type, ==, TYROS_PHONE_WITHDRAW);
  g_assert_cmpstr (withdraw->id, ==, "p1");

  agree = parse ("{\"type\":\"trade-answer\",\"id\":\"p1\",\"agree\":true}", &error);
  g_assert_no_error (error);
  g_assert_cmpint (agree->type, ==, TYROS_PHONE_TRADE_ANSWER);
  g_assert_true (agree->agree);
  decline = parse ("{\"type\":\"trade-answer\",\"id\":\"p1\",\"agree\":false}", &error);
  g_assert_no_error (error);
  g_assert_false (decline->agree);
}

/* Each refused with a UTF-8 message that names the place and the fault. */
static const struct {
  const char *text;
  const char *message;
} malformed[] = {
  { "{\"type\":\"legal\",\"version\":1,\"extra\":1}", "message: unknown key \"extra\"" },
  { "{\"type\":\"withdraw\",\"id\":\"a\",\"version\":1}", "message: unknown key \"version\"" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1,\"move\":{\"type\":\"pass\",\"player\":0,\"field\":\"12\"}}",
    "move: unknown key \"field\"" },
  { "{\"type\":\"legal\",\"version\":\"1\"}", "version: must be a whole number" },
  { "{\"type\":\"legal\",\"version\":1.5}", "version: must be a whole number" },
  { "{\"type\":\"legal\",\"version\":-1}", "version: -1 is out of range (0 to 18446744073709551615)" },
  { "{\"type\":\"legal\",\"version\":18446744073709551616}", "version: 18446744073709551616 is out of range" },
  { "{\"type\":\"legal\"}", "version: missing" },
  { "{\"type\":\"trade-answer\",\"id\":\"a\",\"agree\":1}", "agree: must be true or false" },
  { "{\"type\":\"trade-answer\",\"id\":\"a\"}", "agree: missing" },
  { "{\"type\":7}", "type: must be a string" },
  { "{\"version\":1}", "type: missing" },
  { "{\"type\":\"play\"}", "type: no message type \"play\"" },
  { "[\"legal\"]", "message: must be an object" },
  { "{\"type\":\"withdraw\",\"id\":\"\"}", "id: must be 1 to 32 of the characters" },
  { "{\"type\":\"withdraw\",\"id\":\"a b\"}", "id: must be 1 to 32 of the characters" },
  { "{\"type\":\"withdraw\",\"id\":\"<script>\"}", "id: must be 1 to 32 of the characters" },
  { "{\"type\":\"withdraw\",\"id\":\"\xc3\xa9\"}", "id: must be 1 to 32 of the characters" },
  { "{\"type\":\"withdraw\",\"id\":\"123456789012345678901234567890123\"}", "id: must be 1 to 32 of the characters" },
  { "{\"type\":\"withdraw\"}", "id: missing" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1}", "move: missing" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1,\"move\":null}", "move: must be an object" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1,\"move\":{\"type\":\"pass\",\"player\":3}}",
    "move.player: 3 is out of range (0 to 2)" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1,\"move\":{\"type\":\"trade\",\"player\":0,\"partner\":3}}",
    "move.partner: 3 is out of range (0 to 2)" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1,\"move\":{\"type\":\"move\",\"player\":0,\"from\":\"T\",\"route\":[\"99\"]}}",
    "move.route[0]: no field \"99\"" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1,\"move\":{\"type\":\"fly\",\"player\":0}}",
    "move.type: no move type \"fly\"" },
  { "{\"type\":\"propose\",\"id\":\"a\",\"version\":1,\"move\":{\"type\":\"move\",\"player\":0,\"from\":\"T\",\"route\":[[[[\"31\"]]]]}}",
    "" },
  { "{\"type\":\"legal\",\"type\":\"legal\",\"version\":1}", "" },
  { "{\"type\":\"legal\",\"version\":1", "" },
  { "", "" },
};

static void
test_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosPhoneMessage) message = parse (malformed[i].text, &error);

      if (message != NULL)
        g_error ("accepted: %s", malformed[i].text);
      g_assert_error (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_INVALID);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_cmpuint (strlen (error->message), >, 5);
      if (!g_str_has_prefix (error->message, malformed[i].message))
        g_error ("%s: \"%s\", not \"%s…\"", malformed[i].text, error->message, malformed[i].message);
    }
}

/* A valid message padded with spaces to @size bytes. */
static char *
padded_message (gsize size)
{
  const char *text = "{\"type\":\"withdraw\",\"id\":\"a\"}";
  char *padded = g_malloc (size + 1);

  memset (padded, ' ', size);
  memcpy (padded, text, strlen (text));
  padded[size] = '\0';
  return padded;
}

static void
test_too_long (void)
{
  g_autofree char *largest = padded_message (TYROS_PHONE_MESSAGE_MAX);
  g_autofree char *over = padded_message (TYROS_PHONE_MESSAGE_MAX + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPhoneMessage) message = parse (largest, &error);

  g_assert_no_error (error);
  g_assert_nonnull (message);
  g_assert_null (parse (over, &error));
  g_assert_error (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "The message is too long: 4097 bytes (at most 4096)");
}

/* A game of Anna, Ben and Cleo at the start of the card actions of round 1, Anna to act. */
static TyrosGame *
game_at_actions (void)
{
  const char *const names[] = { "Anna", "Ben", "Cleo", NULL };
  TyrosState state;
  TyrosSetup setup;
  g_autoptr(TyrosGame) game = NULL;

  tyros_setup_first_game (&setup, 0);
  game = tyros_game_new (tyros_edition_kosmos (), names, &setup, NULL);
  tu_state_actions (&state, tyros_edition_kosmos (), 3, 0);
  /* the same expansions, played in the game (test-util.c's plan) */
  {
    TyrosMove *plan[] = {
      tu_expand (0, "8", TYROS_EMPIRE_NONE), tu_expand (1, "22", TYROS_EMPIRE_NONE),
      tu_expand (2, "27", TYROS_EMPIRE_VIOLET), tu_expand (0, "12", TYROS_EMPIRE_YELLOW),
      tu_expand (1, "31", TYROS_EMPIRE_VIOLET), tu_expand (2, "18", TYROS_EMPIRE_GREEN),
    };

    for (guint i = 0; i < G_N_ELEMENTS (plan); i++)
      {
        g_autoptr(TyrosMove) move = plan[i];

        g_assert_true (tyros_game_play (game, move, NULL, NULL));
      }
  }
  tu_assert_state_equal (tyros_game_get_state (game), &state);
  return g_steal_pointer (&game);
}

static void
test_check (void)
{
  g_autoptr(TyrosGame) game = game_at_actions ();
  const TyrosState *state = tyros_game_get_state (game);
  g_autoptr(TyrosMove) ship = tu_ship (0, "T", "31", "violet=1");
  g_autoptr(TyrosMove) trade = tu_trade (0, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosViolation) violation = NULL;

  g_assert_true (tyros_proposal_check (state, 0, ship, &violation, &error));
  g_assert_no_error (error);
  g_assert_null (violation);
  g_assert_true (tyros_proposal_check (state, 0, trade, &violation, &error));
  g_assert_no_error (error);
  g_assert_null (violation);
}

static void
test_not_your_move (void)
{
  g_autoptr(TyrosGame) game = game_at_actions ();
  g_autoptr(TyrosMove) ship = tu_ship (0, "T", "31", "violet=1");
  g_autoptr(TyrosMove) trade = tu_trade (0, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosViolation) violation = NULL;

  /* Anna's move, legal now, sent from Ben's phone; and Anna's trade with Ben, too */
  g_assert_false (tyros_proposal_check (tyros_game_get_state (game), 1, ship, &violation, &error));
  g_assert_error (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_NOT_YOUR_MOVE);
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_assert_null (violation);
  g_clear_error (&error);
  g_assert_false (tyros_proposal_check (tyros_game_get_state (game), 1, trade, &violation, &error));
  g_assert_error (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_NOT_YOUR_MOVE);
  g_assert_null (violation);
}

static void
assert_refused (TyrosGame  *game,
                int         seat,
                TyrosMove  *move,
                const char *rule)
{
  g_autoptr(TyrosMove) owned = move;
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosViolation) violation = NULL;

  g_assert_false (tyros_proposal_check (tyros_game_get_state (game), seat, owned, &violation, &error));
  g_assert_no_error (error);
  g_assert_nonnull (violation);
  g_assert_cmpstr (violation->rule, ==, rule);
}

static void
test_rules_refuse (void)
{
  g_autoptr(TyrosGame) game = game_at_actions ();

  /* four fields away for three cards */
  assert_refused (game, 0, tu_ship (0, "T", "31 27 22 23", "green=3"), "M1");
  /* Ben's own move, but it is Anna's turn */
  assert_refused (game, 1, tu_ship (1, "T", "31", "violet=1"), "P3");
  /* a trade with oneself */
  assert_refused (game, 0, tu_trade (0, 0), "T1");
}

static void
test_legal_moves_json (void)
{
  g_autoptr(TyrosGame) game = game_at_actions ();
  const TyrosState *state = tyros_game_get_state (game);
  g_autofree char *anna = tyros_legal_moves_to_json (state, 0);
  g_autofree char *ben = tyros_legal_moves_to_json (state, 1);
  g_autoptr(GPtrArray) legal = tyros_movegen_legal_moves (state);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *moves;
  gboolean has_ship = FALSE;

  g_assert_cmpstr (ben, ==, "[]");
  g_assert_true (json_parser_load_from_data (parser, anna, -1, &error));
  g_assert_no_error (error);
  moves = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (moves), ==, legal->len);
  g_assert_cmpuint (legal->len, >, 3);
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *entry = json_array_get_object_element (moves, i);
      JsonObject *move = json_object_get_object_member (entry, "move");
      const TyrosLegalMove *expected = legal->pdata[i];
      g_autofree char *expected_move = tyros_file_move_to_json (expected->move);
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      g_autofree char *compact = NULL;

      json_node_set_object (node, move);
      compact = json_to_string (node, FALSE);
      g_assert_cmpstr (compact, ==, expected_move);
      g_assert_cmpint (json_object_get_int_member (move, "player"), ==, 0);
      g_assert_cmpstr (json_object_get_string_member (entry, "kind"), ==, json_object_get_string_member (move, "type"));
      g_assert_cmpstr (json_object_get_string_member (entry, "text"), ==, expected->why);
      g_assert_cmpstr (json_object_get_string_member (entry, "why"), ==, expected->why);
      g_assert_cmpint (json_object_get_int_member (entry, "cost"), ==, expected->cost);
      g_assert_true (json_object_has_member (entry, "colour"));
      has_ship |= g_str_equal (json_object_get_string_member (entry, "kind"), "move");
    }
  g_assert_true (has_ship);
}

static void
assert_described (TyrosGame  *game,
                  TyrosMove  *move,
                  const char *expected)
{
  g_autoptr(TyrosMove) owned = move;
  g_autofree char *text = tyros_proposal_describe (game, owned);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_describe (void)
{
  g_autoptr(TyrosGame) game = game_at_actions ();

  assert_described (game, tu_ship (0, "T", "31 27 22", NULL), "Anna proposes: ship from Tyros to 22 via 31 27, pays 3 green");
  assert_described (game, tu_ship (0, "T", "31", "violet=1"), "Anna proposes: ship from Tyros to 31, pays 1 violet");
  assert_described (game, tu_trade (0, 2), "Anna proposes: trade with Cleo");
  assert_described (game, tu_bank_swap (0, 2), "Anna proposes: swap 2 cards with the bank");
  assert_described (game, tu_pass (0), "Anna proposes: pass");
  /* a phone may send a ship move without a route: refused by the rules, said all the same */
  {
    TyrosMove *nowhere = tyros_move_new (TYROS_MOVE_SHIP, 0);

    nowhere->from = tu_place ("T");
    nowhere->route = g_array_new (FALSE, FALSE, sizeof (TyrosPlace));
    assert_described (game, nowhere, "Anna proposes: ship from Tyros to Tyros");
  }
  /* not legal now: said without a price */
  assert_described (game, tu_ship (1, "T", "31", NULL), "Ben proposes: ship from Tyros to 31");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/proposal/parse/legal", test_legal);
  g_test_add_func ("/proposal/parse/propose", test_propose);
  g_test_add_func ("/proposal/parse/withdraw-and-answer", test_withdraw_and_answer);
  g_test_add_func ("/proposal/parse/malformed", test_malformed);
  g_test_add_func ("/proposal/parse/too-long", test_too_long);
  g_test_add_func ("/proposal/check/own-legal-move", test_check);
  g_test_add_func ("/proposal/check/not-your-move", test_not_your_move);
  g_test_add_func ("/proposal/check/rules-refuse", test_rules_refuse);
  g_test_add_func ("/proposal/legal-moves-json", test_legal_moves_json);
  g_test_add_func ("/proposal/describe", test_describe);
  return g_test_run ();
}
