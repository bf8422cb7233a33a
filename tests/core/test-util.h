/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-util.h: small helpers shared by the rules-core tests */
#pragma once

#include "tyros-core.h"

G_BEGIN_DECLS

/* "23", "T", "16w", "16e", "16" -> place; aborts the test on a bad name. */
TyrosPlace  tu_place        (const char *text);
TyrosCoast  tu_coast        (const char *text);
TyrosField  tu_field        (const char *text);

/* Payments from a short text: "green=3 joker=1"; NULL = not given. */
TyrosPayment tu_paid        (const char *text);

TyrosMove  *tu_expand       (int player, const char *field, TyrosEmpire empire);
TyrosMove  *tu_expand_pass  (int player, const char *shown /* "1 5 29" or NULL */);
/* route: the fields after from, space separated */
TyrosMove  *tu_ship         (int player, const char *from, const char *route, const char *paid);
TyrosMove  *tu_build_city   (int player, const char *field, const char *paid);
TyrosMove  *tu_build_ship   (int player, const char *field, const char *paid);
TyrosMove  *tu_bank_swap    (int player, guint count);
TyrosMove  *tu_bank_pick    (int player);
TyrosMove  *tu_trade        (int player, int partner);
TyrosMove  *tu_pass         (int player);

/* Plays @move, which must be legal; fails the test with the violation otherwise. */
void        tu_play         (TyrosState *state, TyrosMove *move /* freed */);

/* The first-game set-up (7, 13, 23, 26) for @n players, start player @start. */
void        tu_state_setup  (TyrosState *state, const TyrosEdition *edition,
                             guint n_players, int start);
/* The same, then phase 2 of round 1 played (legal expansions), so that the
 * state is at the start of phase 3 of round 1, player @start to act.
 * Chips after it: orange 7 8, yellow 13 12, green 23 22 18, violet 26 27 31 T
 * (3 players; with 4 also green 24, orange 6). */
void        tu_state_actions (TyrosState *state, const TyrosEdition *edition,
                              guint n_players, int start);

/* Empties all ships from the board (to place them by hand). */
void        tu_clear_ships  (TyrosState *state);

char       *tu_data_path    (const char *name);
char       *tu_read_data    (const char *name, gsize *length);
/* The game of test data file @name; fails the test when it does not load. */
TyrosGame  *tu_load_game    (const char *name);

G_END_DECLS

G_BEGIN_DECLS
/* Registers a test that runs in a subprocess, so that one failing case (an
 * abort in the core, a failed assertion) does not stop the others. */
void        tu_add_isolated (const char *path, gconstpointer data, GTestDataFunc func);
G_END_DECLS

G_BEGIN_DECLS
void        tu_add_isolated_func (const char *path, GTestFunc func);
G_END_DECLS

G_BEGIN_DECLS
/* Compares the meaningful members (not padding); names the first difference. */
void        tu_assert_state_equal (const TyrosState *a, const TyrosState *b);
G_END_DECLS

G_BEGIN_DECLS
/* Runs $TYROS_CLI with @args (NULL-terminated) under LC_ALL=C; returns the exit
 * status, with stdout and stderr in @out and @err (either may be NULL). */
int         tu_run_cli (const char *const *args, char **out, char **err);
G_END_DECLS
