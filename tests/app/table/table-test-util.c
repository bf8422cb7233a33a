/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table-test-util.c: a shared game and phones on 127.0.0.1, for the table
 * server's tests */
#define G_LOG_DOMAIN "tyros-test"

#include "config.h"

#include <glib/gstdio.h>

#include "table-test-util.h"

void
table_fixture_setup (TableFixture      *fx,
                     const char *const *names)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("tyros-table-XXXXXX", NULL);
  fx->store = tyros_game_store_new (fx->dir);
  fx->script = tyros_file_load (path, &error);
  g_assert_no_error (error);
  fx->game = tyros_game_new (tyros_game_get_edition (fx->script),
                             names != NULL ? names : tyros_game_get_player_names (fx->script),
                             tyros_game_get_setup (fx->script), NULL);
  fx->session = tyros_game_session_new (fx->store, fx->game, NULL);
  fx->server = tyros_table_server_new (fx->session);
  fx->client = soup_session_new ();
}

void
table_fixture_teardown (TableFixture *fx)
{
  g_autoptr(GDir) dir = g_dir_open (fx->dir, 0, NULL);
  const char *name;

  g_clear_object (&fx->client);
  g_clear_object (&fx->server);
  g_clear_object (&fx->session);
  g_clear_object (&fx->game);
  g_clear_object (&fx->script);
  g_clear_object (&fx->store);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (fx->dir, name, NULL);
      g_unlink (file);
    }
  g_rmdir (fx->dir);
  g_free (fx->dir);
}

void
table_play_script_move (TableFixture *fx,
                        guint         index)
{
  TyrosOutcome outcome = { 0 };

  g_assert_true (tyros_game_play (fx->game, tyros_game_get_move (fx->script, index), &outcome, NULL));
  tyros_outcome_clear (&outcome);
}

gboolean
table_time_is_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
table_wait_for (const gboolean *done)
{
  gboolean up = FALSE;
  guint timeout = g_timeout_add_seconds (30, table_time_is_up, &up);

  while (!*done && !up)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (up);
  g_source_remove (timeout);
}

static void
phone_message (SoupWebsocketConnection *connection G_GNUC_UNUSED,
               int                      type G_GNUC_UNUSED,
               GBytes                  *message,
               TablePhone              *phone)
{
  g_ptr_array_add (phone->messages, g_strndup (g_bytes_get_data (message, NULL), g_bytes_get_size (message)));
}

static void
phone_closed (TablePhone *phone)
{
  phone->closed = TRUE;
}

static void
phone_connected (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  TablePhone *phone = data;

  phone->connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, NULL);
  phone->failed = phone->connection == NULL;
  phone->opened = TRUE;
  if (phone->connection != NULL)
    {
      g_signal_connect (phone->connection, "message", G_CALLBACK (phone_message), phone);
      g_signal_connect_swapped (phone->connection, "closed", G_CALLBACK (phone_closed), phone);
    }
}

TablePhone *
table_phone_connect (SoupSession *session,
                     SoupMessage *handshake,
                     const char  *origin)
{
  TablePhone *phone = g_new0 (TablePhone, 1);

  phone->session = g_object_ref (session);
  phone->handshake = g_object_ref (handshake);
  phone->messages = g_ptr_array_new_with_free_func (g_free);
  soup_session_websocket_connect_async (session, handshake, origin, NULL, G_PRIORITY_DEFAULT, NULL,
                                        phone_connected, phone);
  table_wait_for (&phone->opened);
  return phone;
}

void
table_phone_free (TablePhone *phone)
{
  if (phone->connection != NULL)
    {
      g_signal_handlers_disconnect_by_data (phone->connection, phone);
      g_object_unref (phone->connection);
    }
  g_ptr_array_unref (phone->messages);
  g_object_unref (phone->handshake);
  g_object_unref (phone->session);
  g_free (phone);
}
