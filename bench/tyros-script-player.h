/* tyros-script-player.h: enters a journal move by move, for bench/kill-soak
 *
 * Built into bench/kill-soak-app only, never into tyros-companion. With
 * TYROS_REPLAY_SCRIPT=game.tyros in the environment, kill-soak-app starts a new
 * game with that file's players and set-up and enters its moves one by one
 * through the action panel, as a user's Confirm does (the core plays the move,
 * the window autosaves it). After each autosave it prints "acknowledged N" on
 * stdout (N = moves in the autosaved file), for bench/kill-soak, which kills
 * the app at random moments and checks that no acknowledged move was lost.
 * TYROS_REPLAY_DELAY sets the pause between moves in ms (default 20).
 */
#pragma once

#include "tyros-window.h"

G_BEGIN_DECLS

#define TYROS_TYPE_SCRIPT_PLAYER (tyros_script_player_get_type ())
G_DECLARE_FINAL_TYPE (TyrosScriptPlayer, tyros_script_player, TYROS, SCRIPT_PLAYER, GObject)

/* Starts entering the moves of @path on @window; lives as long as the window. */
gboolean tyros_script_player_start (TyrosWindow *window,
                                    const char  *path,
                                    guint        delay_ms,
                                    GError     **error);

G_END_DECLS
