/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-proposal.c: a seat phone's message on the path of the table's server
 *
 * Parsed for a game of 3 players at its card actions and one of 4 at its
 * set-up; a refused message must give a TYROS_PHONE_MESSAGE_ERROR with a UTF-8
 * message. What is taken must be one of docs/table-seats.md's messages; a
 * proposal's move must be written as a journal's move and read back the same,
 * be refused from every other seat (NOT_YOUR_MOVE) and said in UTF-8 words;
 * "legal" lists the moves of the seat as JSON. Built with libFuzzer by
 * -Dfuzzing=true (clang); fuzz-run-corpus.c feeds it every file of
 * corpus-proposal in the normal build.
 */
#define G_LOG_DOMAIN "tyros-fuzz-proposal"

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "tyros-core.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* The first-game set-up of @n_players, with the expansions of round 1 played
 * (as tests/core/test-util.c's plan) when @at_actions. */
static TyrosGame *
new_game (guint    n_players,
          gboolean at_actions)
{
  const char *const names[] = { "Anna", "Ben", "Cleo", "Dora", NULL };
  g_autofree char **some = g_new0 (char *, n_players + 1);
  static const struct { const char *field; TyrosEmpire empire; } plan[] = {
    { "8", TYROS_EMPIRE_NONE }, { "22", TYROS_EMPIRE_NONE }, { "27", TYROS_EMPIRE_VIOLET },
    { "12", TYROS_EMPIRE_YELLOW }, { "31", TYROS_EMPIRE_VIOLET }, { "18", TYROS_EMPIRE_GREEN },
  };
  TyrosSetup setup;
  TyrosGame *game;

  memcpy (some, names, n_players * sizeof (char *));
  tyros_setup_first_game (&setup, 0);
  game = tyros_game_new (tyros_edition_kosmos (), (const char *const *) some, &setup, NULL);
  for (guint i = 0; at_actions && i < G_N_ELEMENTS (plan); i++)
    {
      g_autoptr(TyrosMove) move = tyros_move_new (TYROS_MOVE_EXPAND, (int) (i % n_players));
      TyrosPlace place;

      g_assert (tyros_place_parse (plan[i].field, &place));
      move->field = place.field;
      move->empire = plan[i].empire;
      if (!tyros_game_play (game, move, NULL, NULL))
        g_error ("the set-up's expansion %u is refused", i);
    }
  return game;
}

static void
check_refusal (const GError *error,
               size_t        size)
{
  if (error == NULL || error->domain != TYROS_PHONE_MESSAGE_ERROR || !g_utf8_validate (error->message, -1, NULL))
    g_error ("a refused message must give a TYROS_PHONE_MESSAGE_ERROR with a UTF-8 message");
  if ((error->code == TYROS_PHONE_MESSAGE_ERROR_TOO_LARGE) != (size > TYROS_PHONE_MESSAGE_MAX))
    g_error ("TOO_LARGE is for messages over %d bytes, and only for them (%zu bytes: %s)",
             TYROS_PHONE_MESSAGE_MAX, size, error->message);
}

static gboolean
is_id (const char *id)
{
  gsize length = id != NULL ? strlen (id) : 0;

  return length >= 1 && length <= TYROS_PHONE_MESSAGE_ID_MAX &&
         strspn (id, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") == length;
}

/* The proposal written again, with its move as a journal writes it, reads back the same. */
static void
check_reads_again (const TyrosPhoneMessage *message,
                   guint                    n_players)
{
  g_autofree char *move = tyros_file_move_to_json (message->move);
  g_autofree char *text = g_strdup_printf ("{\"type\":\"propose\",\"id\":\"%s\",\"version\":%" G_GUINT64_FORMAT ",\"move\":%s}",
                                           message->id, message->version, move);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPhoneMessage) again = NULL;
  g_autofree char *move_again = NULL;

  if (strlen (text) > TYROS_PHONE_MESSAGE_MAX)
    return;
  again = tyros_phone_message_parse (text, strlen (text), n_players, &error);
  if (again == NULL)
    g_error ("a proposal written again is refused: %s\n%s", error->message, text);
  move_again = tyros_file_move_to_json (again->move);
  if (again->type != TYROS_PHONE_PROPOSE || g_strcmp0 (again->id, message->id) != 0 ||
      again->version != message->version || !g_str_equal (move, move_again))
    g_error ("a proposal written again reads back otherwise:\n%s\n%s", move, move_again);
}

static void
check_proposal (TyrosGame               *game,
                const TyrosPhoneMessage *message,
                guint                    n_players)
{
  const TyrosMove *move = message->move;
  g_autofree char *words = NULL;

  if (move == NULL || move->player < 0 || move->player >= (int) n_players ||
      (move->type == TYROS_MOVE_TRADE && (move->partner < 0 || move->partner >= (int) n_players)))
    g_error ("a proposal is taken with a player out of range");
  check_reads_again (message, n_players);
  for (int seat = 0; seat < (int) n_players; seat++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosViolation) violation = NULL;
      gboolean ok = tyros_proposal_check (tyros_game_get_state (game), seat, move, &violation, &error);

      if (seat != move->player && (ok || !g_error_matches (error, TYROS_PHONE_MESSAGE_ERROR, TYROS_PHONE_MESSAGE_ERROR_NOT_YOUR_MOVE)))
        g_error ("another seat's move must be refused with NOT_YOUR_MOVE");
      if (seat == move->player && (error != NULL || ok == (violation != NULL)))
        g_error ("a seat's own move is taken, or refused with the rule it breaks");
      if (violation != NULL && (violation->rule == NULL || !g_utf8_validate (violation->message, -1, NULL)))
        g_error ("a refusal names its rule, in UTF-8");
    }
  words = tyros_proposal_describe (game, move);
  if (!g_utf8_validate (words, -1, NULL) || !g_str_has_prefix (words, tyros_game_get_player_name (game, move->player)))
    g_error ("a proposal is said in UTF-8 words, its player's name first: %s", words);
}

/* "legal": the seat of the version's choosing; its moves, as JSON, are its own. */
static void
check_legal_moves (TyrosGame *game,
                   guint64    version,
                   guint      n_players)
{
  int seat = (int) (version % n_players);
  g_autofree char *text = tyros_legal_moves_to_json (tyros_game_get_state (game), seat);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *moves;

  if (!json_parser_load_from_data (parser, text, -1, NULL) || !JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)))
    g_error ("the legal moves are not a JSON array: %s", text);
  moves = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      JsonObject *entry = json_array_get_object_element (moves, i);

      if (json_object_get_int_member (json_object_get_object_member (entry, "move"), "player") != seat)
        g_error ("a seat's legal moves are its own");
    }
}

static void
check_message (TyrosGame    *game,
               const guint8 *data,
               size_t        size)
{
  guint n_players = tyros_game_get_n_players (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosPhoneMessage) message = tyros_phone_message_parse ((const char *) data, size, n_players, &error);

  if (message == NULL)
    {
      check_refusal (error, size);
      return;
    }
  if (size > TYROS_PHONE_MESSAGE_MAX)
    g_error ("a message over %d bytes is taken", TYROS_PHONE_MESSAGE_MAX);
  if ((message->type == TYROS_PHONE_LEGAL) != (message->id == NULL) || (message->id != NULL && !is_id (message->id)))
    g_error ("a message's id is 1 to 32 of A-Z, a-z, 0-9, - and _, and only \"legal\" has none");
  if ((message->type == TYROS_PHONE_PROPOSE) != (message->move != NULL))
    g_error ("a proposal, and only a proposal, has a move");
  if (message->type == TYROS_PHONE_PROPOSE)
    check_proposal (game, message, n_players);
  else if (message->type == TYROS_PHONE_LEGAL)
    check_legal_moves (game, message->version, n_players);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  static TyrosGame *games[2];

  if (games[0] == NULL)
    {
      games[0] = new_game (3, TRUE);
      games[1] = new_game (4, FALSE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    check_message (games[i], data, size);
  return 0;
}
