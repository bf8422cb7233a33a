/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rulebook.h: every rule of the game, in the app's own words
 *
 * One entry per rule ID of docs/rules.md, grouped as the rulebook is. The
 * strings are marked with N_(): ask for them through the functions below, which
 * translate them. Where the Italian rulebook differs, the entry has its text too.
 */
#pragma once

#include "tyros-edition.h"

G_BEGIN_DECLS

typedef enum {
  TYROS_RULE_GROUP_SETUP,
  TYROS_RULE_GROUP_ROUND,
  TYROS_RULE_GROUP_EXPANSION,
  TYROS_RULE_GROUP_SHIP_MOVE,
  TYROS_RULE_GROUP_CITY,
  TYROS_RULE_GROUP_SHIP,
  TYROS_RULE_GROUP_BANK,
  TYROS_RULE_GROUP_TRADE,
  TYROS_RULE_GROUP_PASS,
  TYROS_RULE_GROUP_END,
  TYROS_RULE_GROUP_SCORING,
  TYROS_N_RULE_GROUPS,
} TyrosRuleGroup;

/* The part of the board a rule is about, for a small picture beside it. */
typedef enum {
  TYROS_RULE_PICTURE_NONE,
  TYROS_RULE_PICTURE_ADJACENCY,        /* grid neighbours */
  TYROS_RULE_PICTURE_FIRST_GAME,       /* the founding fields 7, 13, 23, 26 */
  TYROS_RULE_PICTURE_SEA_LINKS,        /* the sea connections */
  TYROS_RULE_PICTURE_ITALY_COASTS,     /* the two coasts of field 16 */
  TYROS_RULE_PICTURE_OPEN_SEA,         /* the sea serpent and the desert */
  TYROS_RULE_PICTURE_TYROS_NEIGHBOURS, /* Tyros, 31 and 32 */
} TyrosRulePicture;

typedef struct {
  const char       *id;           /* "M5" */
  TyrosRuleGroup    group;
  TyrosRulePicture  picture;
  const char       *title;        /* untranslated: use the functions below */
  const char       *text;         /* the Kosmos (German, Dutch) rulebook */
  const char       *italian_text; /* the Italian rulebook, or NULL where it agrees */
} TyrosRule;

/* All entries, in the rulebook's order (grouped, then by ID). */
const TyrosRule *tyros_rulebook_get_rules     (guint                  *n_rules);
/* NULL for an unknown ID; case does not matter ("m5"). */
const TyrosRule *tyros_rulebook_lookup        (const char             *id);

/* In the user's language. */
const char      *tyros_rule_group_title       (TyrosRuleGroup          group);
const char      *tyros_rule_picture_caption   (TyrosRulePicture        picture);
const char      *tyros_rule_get_title         (const TyrosRule        *rule);
/* The rule as the edition's rulebook has it. */
const char      *tyros_rule_get_text          (const TyrosRule        *rule,
                                               const TyrosEdition     *edition);
gboolean         tyros_rule_differs_by_edition (const TyrosRule       *rule);

/* Search in the user's language: TRUE when @query (one or more words) is the
 * rule's ID, or every word occurs in its title or one of its texts, case and
 * accents ignored. An empty query matches every rule. */
gboolean         tyros_rule_matches           (const TyrosRule        *rule,
                                               const char             *query);
/* The text tyros_rule_matches() looks in, case and accents folded: a search
 * that keeps it does not fold each rule's text again at every key. */
char            *tyros_rule_search_text       (const TyrosRule        *rule);
/* tyros_rule_matches() on a kept text: @id (or NULL) found by itself. */
gboolean         tyros_search_text_matches    (const char             *search_text,
                                               const char             *id,
                                               const char             *query);

/* "How to win", shown before the set-up and first in the Rules window: the
 * goal, the round, control and its values, the bonuses and the end, as the
 * edition's rulebook has them; paragraphs separated by blank lines, in the
 * user's language, with their rule IDs. */
const char      *tyros_rulebook_how_to_win_title (void);
char            *tyros_rulebook_how_to_win    (const TyrosEdition     *edition);
/* The search of tyros_rule_matches() on that page, both editions' texts. */
gboolean         tyros_rulebook_how_to_win_matches (const char        *query);
char            *tyros_rulebook_how_to_win_search_text (void);

/* Finds the next rule ID in @text from @from: a known ID standing as a word of
 * its own ("(M5)", "M5,"); returns its start and sets @length, or NULL. */
const char      *tyros_rulebook_find_id       (const char             *text,
                                               const char             *from,
                                               gsize                  *length);

G_END_DECLS
