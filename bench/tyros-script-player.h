/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-script-player.h: enters a journal move by move, for bench/kill-soak
 * and bench/full-disk-soak
 *
 * Built into bench/kill-soak-app only, never into tyros-companion. With
 * TYROS_REPLAY_SCRIPT=game.tyros in the environment, kill-soak-app starts a new
 * game with that file's players and set-up and enters its moves one by one
 * through the action panel, as a user's Confirm does (the core plays the move,
 * the window autosaves it), once the window shows the game (it reads files in
 * a worker thread). It prints on stdout "autosave PATH" when the game is
 * shown, and after each move "acknowledged N" (N = moves in the autosaved
 * file) and "shown N" (moves the window shows as played, saved or not);
 * "finished" after the last move. bench/kill-soak kills the app at random
 * moments and checks that no acknowledged move was lost; bench/full-disk-soak
 * fills the disk and checks that every shown move is on disk after quitting.
 * TYROS_REPLAY_DELAY sets the pause between moves in ms (default 20);
 * TYROS_REPLAY_QUIT_AFTER=N quits the app after N moves, as Ctrl+Q does
 * ("quitting").
 */
#pragma once

#include "tyros-game-page.h"
#include "tyros-window.h"

G_BEGIN_DECLS

#define TYROS_TYPE_SCRIPT_PLAYER (tyros_script_player_get_type ())
G_DECLARE_FINAL_TYPE (TyrosScriptPlayer, tyros_script_player, TYROS, SCRIPT_PLAYER, GObject)

/* Starts entering the moves of @path on @window; lives as long as the window. */
gboolean tyros_script_player_start (TyrosWindow *window,
                                    const char  *path,
                                    guint        delay_ms,
                                    guint        quit_after,
                                    GError     **error);

/* Prints a line for the soak script on stdout, flushed at once: it reads
 * these lines while the app runs. */
void     tyros_script_say          (const char  *format,
                                    ...) G_GNUC_PRINTF (1, 2);

/* The window's game page: main_stack's "game", or on libadwaita 1.4+ the
 * page tagged "game" in the navigation view there; NULL until it is built */
TyrosGamePage *tyros_script_player_game_page (TyrosWindow *window);

G_END_DECLS
