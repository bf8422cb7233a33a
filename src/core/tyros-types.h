/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-types.h: the basic vocabulary of the rules core
 *
 * Fields are small integers: 1..32 are the numbered fields, TYROS_FIELD_TYROS is
 * the city of Tyros. A coast is where a ship stands: every field has one coast
 * with the field's own number, except field 16 (Italy) whose west coast is 16 and
 * whose east coast is TYROS_COAST_16E. Sets of fields or coasts are bit masks.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TYROS_N_EMPIRES 4
#define TYROS_MIN_PLAYERS 3
#define TYROS_MAX_PLAYERS 4
#define TYROS_SHIPS_PER_PLAYER 10
#define TYROS_CITIES_PER_PLAYER 10
#define TYROS_CHIPS_PER_EMPIRE 20
#define TYROS_N_TILES 32

typedef enum {
  TYROS_EMPIRE_NONE = -1,
  TYROS_EMPIRE_ORANGE = 0,
  TYROS_EMPIRE_YELLOW,
  TYROS_EMPIRE_GREEN,
  TYROS_EMPIRE_VIOLET,
} TyrosEmpire;

typedef int TyrosField;
#define TYROS_FIELD_NONE 0
#define TYROS_FIELD_TYROS 33
#define TYROS_N_FIELDS 34 /* array size: fields are 1..33 */

typedef int TyrosCoast;
#define TYROS_COAST_NONE 0
#define TYROS_COAST_16W 16
#define TYROS_COAST_16E 34
#define TYROS_N_COASTS 35 /* array size: coasts are 1..34 */

/* A set of fields or coasts: bit n stands for field (or coast) n. */
typedef guint64 TyrosSet;
#define TYROS_SET_BIT(n) (G_GUINT64_CONSTANT (1) << (n))
#define TYROS_SET_HAS(set, n) (((set) & TYROS_SET_BIT (n)) != 0)

/* Trade card colours: the four empire colours, then the joker. */
#define TYROS_CARD_JOKER 4
#define TYROS_N_CARD_KINDS 5

const char *tyros_empire_to_string    (TyrosEmpire  empire);
gboolean    tyros_empire_from_string  (const char  *text,
                                       TyrosEmpire *empire);
/* The colour's name in the user's language ("green", "grün"). */
const char *tyros_empire_display_name (TyrosEmpire  empire);
const char *tyros_card_kind_to_string (guint        kind);

/* Where the colour stands before the word "empire": languages that inflect an
 * adjective (German "das gelbe Reich", "dem gelben Reich", Dutch "het gele
 * rijk") need the form; a sentence's translator comment names the one it gets. */
typedef enum {
  TYROS_EMPIRE_FORM_PLAIN,   /* no article: "gelbes Reich" */
  TYROS_EMPIRE_FORM_THE,     /* after the article, subject or object: "das gelbe Reich" */
  TYROS_EMPIRE_FORM_OF_THE,  /* after the article, dative or genitive: "dem/des gelben Reich(s)" */
} TyrosEmpireForm;

/* The colour as an adjective of "empire" in the user's language ("gelbe"). */
const char *tyros_empire_adjective    (TyrosEmpire     empire,
                                       TyrosEmpireForm form);

/* Loops over the members of a set, lowest first, from bit @after + 1: start
 * with 0 for fields and coasts (which count from 1), with -1 for a set that
 * can hold bit 0. */
int         tyros_set_next            (TyrosSet     set,
                                       int          after);
guint       tyros_set_count           (TyrosSet     set);

G_END_DECLS
