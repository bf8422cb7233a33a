/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-start-page.h: the first page: continue, new, open, and the recent games
 *
 * Shows what a TyrosGameStore lists; it does not read or delete files itself.
 */
#pragma once

#include <adwaita.h>

#include "tyros-game-store.h"

G_BEGIN_DECLS

#define TYROS_TYPE_START_PAGE (tyros_start_page_get_type ())
G_DECLARE_FINAL_TYPE (TyrosStartPage, tyros_start_page, TYROS, START_PAGE, AdwBin)

/* @games: TyrosSavedGame, newest first (tyros_game_store_list()). The newest
 * unfinished one is offered for Continue. */
void        tyros_start_page_set_games        (TyrosStartPage *self,
                                               GPtrArray      *games);
/* The button to focus: Continue when there is a game to resume, else New Game. */
GtkWidget  *tyros_start_page_get_default_button (TyrosStartPage *self);

/* Signals:
 *   "open-game" (const char *path): Continue, or a recent game was activated.
 *   "delete-game" (const char *path): its delete button was clicked.
 */

G_END_DECLS
