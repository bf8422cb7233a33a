/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-new-game-page.h: players, edition, set-up and start player of a new game */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"
#include "tyros-people.h"

G_BEGIN_DECLS

#define TYROS_TYPE_NEW_GAME_PAGE (tyros_new_game_page_get_type ())
G_DECLARE_FINAL_TYPE (TyrosNewGamePage, tyros_new_game_page, TYROS, NEW_GAME_PAGE, GtkWidget)

/* Fills in the defaults again; @finished_board asks only for the players and
 * the edition (scoring a board played without the app). */
void tyros_new_game_page_reset (TyrosNewGamePage *self,
                                gboolean          finished_board);

/* Start: the window's default widget while the page is shown. */
GtkWidget *tyros_new_game_page_get_start_button (TyrosNewGamePage *self);

/* The people who played before: typing a name offers theirs. */
void tyros_new_game_page_set_people (TyrosNewGamePage *self,
                                     TyrosPeople      *people);

/* The finished games of the records, once read: "Teach me as we play" is
 * off by default for a group that has some. */
void tyros_new_game_page_set_finished_games (TyrosNewGamePage *self,
                                             guint             n);

/* "Teach me as we play" was chosen for the game created last. */
gboolean tyros_new_game_page_get_teach (TyrosNewGamePage *self);

/* Signals:
 *   "game-created" (TyrosGame *game): the user pressed Start and the core accepted the set-up.
 *   "cancelled"
 */

/* Properties (read-only): "title" ("New Game", or "Score a Finished Board"
 * when it sets up scoring a finished board), "subtitle" (none). */

G_END_DECLS
