/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-server.h: the game on the table's phones (not a widget)
 *
 * A small web server (libsoup 3, on the main loop) that shows the game of a
 * session to the phones at the table: a read-only page at "/t/<token>" and a
 * WebSocket per phone that gets every new version of the game's table
 * snapshot, in order. It listens on nothing until started; every other URL
 * is refused. It follows the session, never a widget. It is in a module of
 * its own (the app sees a TyrosTableShare), so libsoup loads only when a game
 * is first shared.
 */
#pragma once

#include <gio/gio.h>
#include <gmodule.h>

#include "tyros-game-session.h"
#include "tyros-table-share.h"

G_BEGIN_DECLS

#define TYROS_TYPE_TABLE_SERVER (tyros_table_server_get_type ())
G_DECLARE_FINAL_TYPE (TyrosTableServer, tyros_table_server, TYROS, TABLE_SERVER, GObject)

/* Listens on nothing yet. */
TyrosTableServer *tyros_table_server_new (TyrosGameSession *session);
/* Listens on every local address (IPv4 and IPv6) on a free port, with a new
 * 128-bit token. */
gboolean    tyros_table_server_start (TyrosTableServer *self, GError **error);
/* Closes every connection; the phones are told. */
void        tyros_table_server_stop (TyrosTableServer *self);
/* Property "sharing", notified. */
gboolean    tyros_table_server_get_sharing (TyrosTableServer *self);
guint       tyros_table_server_get_port (TyrosTableServer *self);
/* "/t/<token>", NULL when not sharing. */
const char *tyros_table_server_get_path (TyrosTableServer *self);
/* Property "n-followers", notified. */
guint       tyros_table_server_get_n_followers (TyrosTableServer *self);

/* "/s/<seat token>" of @player's seat link, NULL when not sharing. */
const char *tyros_table_server_get_seat_path (TyrosTableServer *self, int player);
/* A new secret for @player's seat: the old link answers 404 at once, its
 * phone is told and closed. */
gboolean    tyros_table_server_renew_seat (TyrosTableServer *self, int player, GError **error);
/* Property "seats-connected", notified: bit i set, player i's seat has a phone. */
guint       tyros_table_server_get_seats_connected (TyrosTableServer *self);
/* Property "proposal", notified: the one waiting for the table, or NULL. */
const TyrosTableProposal *tyros_table_server_get_proposal (TyrosTableServer *self);
/* The table refuses it; @reason (or NULL) is told to the phone. */
void        tyros_table_server_refuse_proposal (TyrosTableServer *self, const char *reason);

/* The module's entry point (TYROS_TABLE_MODULE_ENTRY): a new server. */
G_MODULE_EXPORT TyrosTableShare *tyros_table_module_new_share (TyrosGameSession *session);

G_END_DECLS
