/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-seats.h: the players' seat links and their proposals, inside the
 * table's server (docs/table-seats.md); not a public interface
 *
 * The server (tyros-table-server.c) routes "/s/<seat token>/..." here and
 * tells every change of the game; the seats keep one phone per player, check
 * what the phones propose with the core and tell them how it ends.
 */
#pragma once

#include <libsoup/soup.h>

#include "tyros-table-server.h"

G_BEGIN_DECLS

/* Shared with the server */
char       *tyros_table_new_token (GError **error);
/* The rest of @given (a path after "/t/" or "/s/") after @token, or NULL;
 * compared in constant time. */
const char *tyros_table_match_token (const char *token,
                                     const char *given);
/* The "snapshot" message of the game's version now, in @language. */
const char *tyros_table_server_snapshot_message (TyrosTableServer *self,
                                                 const char       *language);
guint64     tyros_table_server_get_version (TyrosTableServer *self);

typedef struct _TyrosTableSeats TyrosTableSeats;

TyrosTableSeats *tyros_table_seats_new   (TyrosTableServer *server,
                                          TyrosGameSession *session);
void        tyros_table_seats_free       (TyrosTableSeats *self);
/* New tokens, one per player. */
gboolean    tyros_table_seats_start      (TyrosTableSeats *self,
                                          GError         **error);
/* Ends the proposal, tells and closes every phone, forgets the tokens. */
void        tyros_table_seats_stop       (TyrosTableSeats *self);
/* The rest of @path after "/s/<seat token>", *@player its seat; NULL when
 * no seat has that token. */
const char *tyros_table_seats_match      (TyrosTableSeats *self,
                                          const char      *path,
                                          int             *player);
/* TRUE when the WebSocket request's Origin is "http://<its Host>". */
gboolean    tyros_table_seats_origin_is_own (SoupServerMessage *msg);
void        tyros_table_seats_phone_opened (TyrosTableSeats         *self,
                                            int                      player,
                                            SoupWebsocketConnection *connection,
                                            const char              *language);
/* After the server's version moved on: the waiting proposal was played
 * (accepted) or overtaken (refused); each seat's phone gets the snapshot. */
void        tyros_table_seats_game_changed (TyrosTableSeats *self);

const char *tyros_table_seats_get_path   (TyrosTableSeats *self,
                                          int              player);
gboolean    tyros_table_seats_renew      (TyrosTableSeats *self,
                                          int              player,
                                          GError         **error);
guint       tyros_table_seats_get_connected (TyrosTableSeats *self);
const TyrosTableProposal *tyros_table_seats_get_proposal (TyrosTableSeats *self);
void        tyros_table_seats_refuse_proposal (TyrosTableSeats *self,
                                               const char      *reason);

G_END_DECLS
