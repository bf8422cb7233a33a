/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-proposal.h: the moves a seat's phone proposes (docs/table-seats.md)
 *
 * What a seat's phone sends is read here, strictly, with the game file's own
 * move reader; whether its move may be made is asked of the rules; and the
 * moves a seat may make are listed as `tyros moves --json` lists them.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tyros-game.h"
#include "tyros-movegen.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_PHONE_LEGAL,
  TYROS_PHONE_PROPOSE,
  TYROS_PHONE_WITHDRAW,
  TYROS_PHONE_TRADE_ANSWER,
} TyrosPhoneMessageType;

typedef struct {
  TyrosPhoneMessageType type;
  char      *id;       /* propose, withdraw, trade-answer: 1-32 of [A-Za-z0-9_-] */
  guint64    version;  /* legal, propose */
  TyrosMove *move;     /* propose: a move in the journal's schema */
  gboolean   agree;    /* trade-answer */
} TyrosPhoneMessage;

#define TYROS_PHONE_MESSAGE_MAX 4096   /* bytes */
#define TYROS_PHONE_MESSAGE_ID_MAX 32

#define TYROS_PHONE_MESSAGE_ERROR (tyros_phone_message_error_quark ())

typedef enum {
  TYROS_PHONE_MESSAGE_ERROR_TOO_LARGE,     /* over TYROS_PHONE_MESSAGE_MAX bytes */
  TYROS_PHONE_MESSAGE_ERROR_INVALID,       /* not JSON, or not one of the messages */
  TYROS_PHONE_MESSAGE_ERROR_NOT_YOUR_MOVE, /* a move of another player than the seat */
} TyrosPhoneMessageError;

GQuark             tyros_phone_message_error_quark (void);

/* Parses one text frame from a seat's phone; strict: unknown members, wrong
 * types, out-of-range numbers, a player index >= @n_players, a text over
 * TYROS_PHONE_MESSAGE_MAX: NULL with a clear error (translatable English)
 * that names the place ("move.route[2]: no field \"33\""). */
TyrosPhoneMessage *tyros_phone_message_parse (const char *text,
                                              gsize       length,
                                              guint       n_players,
                                              GError    **error);
void               tyros_phone_message_free  (TyrosPhoneMessage *message);

/* Whether @seat may propose @move now on @state: the move must be @seat's own
 * (move->player == seat; a trade is proposed by the player to act, partner
 * another player), and the rules accept it (tyros_rules_check). FALSE with
 * *@violation set (rule ID + message, in the current gettext language) when
 * the rules refuse, or with @error (TYROS_PHONE_MESSAGE_ERROR_NOT_YOUR_MOVE)
 * when it is another seat's. */
gboolean           tyros_proposal_check      (const TyrosState  *state,
                                              int                seat,
                                              const TyrosMove   *move,
                                              TyrosViolation   **violation,
                                              GError           **error);

/* A proposal in words, for the window: "Ben proposes: ship from 12 to 7,
 * pays 2 green". The price is the cards entered, or else what the rules ask
 * on @game's current state. */
char              *tyros_proposal_describe   (TyrosGame         *game,
                                              const TyrosMove   *move);

/* @moves (TyrosLegalMove) as `tyros moves --json` gives them: an array of
 * {"move":{...},"cost":N,"colour":"green" or null,"why":"..."}. */
JsonNode          *tyros_legal_moves_json    (GPtrArray         *moves);
/* The moves @player may make now, as a JSON array text: the objects of
 * tyros_legal_moves_json() plus "kind" (the move type as in the file) and
 * "text" (the move in words, as the snapshot's legal list says it); "[]" when
 * it is not @player's turn. */
char              *tyros_legal_moves_to_json (const TyrosState  *state,
                                              int                player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosPhoneMessage, tyros_phone_message_free)

G_END_DECLS
