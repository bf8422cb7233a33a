/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move.h: one entry of the game journal (docs/file-format.md, "Moves") */
#pragma once

#include "tyros-board.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_MOVE_EXPAND,
  TYROS_MOVE_EXPAND_PASS,
  TYROS_MOVE_SHIP,        /* "move" in the file */
  TYROS_MOVE_BUILD_CITY,
  TYROS_MOVE_BUILD_SHIP,
  TYROS_MOVE_BANK_SWAP,
  TYROS_MOVE_BANK_PICK,
  TYROS_MOVE_TRADE,
  TYROS_MOVE_PASS,
} TyrosMoveType;

/* The trade cards handed over: counts by TyrosEmpire, then TYROS_CARD_JOKER. */
typedef struct {
  gboolean given;                 /* FALSE: not entered, taken as correctly paid */
  guint    cards[TYROS_N_CARD_KINDS];
} TyrosPayment;

typedef struct {
  TyrosMoveType type;
  int           player;
  TyrosField    field;     /* expand, build_city, build_ship */
  TyrosEmpire   empire;    /* expand: TYROS_EMPIRE_NONE when omitted */
  TyrosPlace    from;      /* move */
  GArray       *route;     /* move: TyrosPlace, the fields after from */
  GArray       *shown;     /* expand_pass: TyrosField, or NULL when not given */
  TyrosPayment  paid;      /* move, build_city, build_ship */
  TyrosCoast    returned;  /* build_city in 16: the coast whose ship goes back (B4),
                            * or TYROS_COAST_NONE for the default (see tyros-rules.c) */
  guint         count;     /* bank_swap */
  int           partner;   /* trade */
} TyrosMove;

TyrosMove  *tyros_move_new            (TyrosMoveType    type,
                                       int              player);
TyrosMove  *tyros_move_copy           (const TyrosMove *move);
void        tyros_move_free           (TyrosMove       *move);
void        tyros_move_add_route_step (TyrosMove       *move,
                                       TyrosPlace       place);
guint       tyros_payment_total       (const TyrosPayment *payment);

const char *tyros_move_type_to_string (TyrosMoveType    type); /* as in the file: "move" */
gboolean    tyros_move_type_from_string (const char    *text,
                                         TyrosMoveType *type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosMove, tyros_move_free)

G_END_DECLS
