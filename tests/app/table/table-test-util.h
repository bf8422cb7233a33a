/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table-test-util.h: a shared game and phones on 127.0.0.1, for the table
 * server's tests (every wait bounded: 30 s) */
#pragma once

#include <libsoup/soup.h>

#include "tyros-table-server.h"

G_BEGIN_DECLS

typedef struct {
  char             *dir;
  TyrosGameStore   *store;
  TyrosGame        *script;  /* a real game (game-3p.tyros): its moves, one by one */
  TyrosGame        *game;    /* the session's, as the window's */
  TyrosGameSession *session;
  TyrosTableServer *server;
  SoupSession      *client;
} TableFixture;

/* A new game with the script's set-up, and @names (NULL: the script's). */
void     table_fixture_setup     (TableFixture       *fx,
                                  const char *const  *names);
void     table_fixture_teardown  (TableFixture       *fx);
void     table_play_script_move  (TableFixture       *fx,
                                  guint               index);

gboolean table_time_is_up        (gpointer            data);
/* Runs the main loop until *@done, at most 30 s. */
void     table_wait_for          (const gboolean     *done);

/* A phone's WebSocket: what it got, whether it opened and closed. */
typedef struct {
  SoupSession             *session;
  SoupMessage             *handshake;
  SoupWebsocketConnection *connection;  /* NULL when refused */
  GPtrArray               *messages;    /* char * */
  guint                    read;        /* messages a test has looked at */
  gboolean                 opened;
  gboolean                 failed;
  gboolean                 closed;
} TablePhone;

/* Connects @session with @handshake (its page's @origin, or NULL) and waits
 * for the answer. */
TablePhone *table_phone_connect  (SoupSession        *session,
                                  SoupMessage        *handshake,
                                  const char         *origin);
void        table_phone_free     (TablePhone         *phone);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TablePhone, table_phone_free)

G_END_DECLS
