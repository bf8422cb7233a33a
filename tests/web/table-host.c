/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table-host.c: a shared game for the browser test, on 127.0.0.1
 *
 * Plays the moves of a game file one by one as the test asks, with the
 * app's session and table server, and no window: the page in Chromium is
 * what is tested. Commands on stdin, one a line: "play" (the next move),
 * "undo", "stop", "quit"; each answered "ok <moves played>". The address,
 * first: "address <port> <path>". Players' names: the arguments after the
 * file (a name from a person is data).
 *
 * Seat links (docs/table-seats.md): "seat N" answers "seat <path of player
 * N's seat link>"; "proposal" answers "proposal <the waiting proposal's move
 * as JSON>" or "proposal none"; "accept" plays the waiting proposal's move
 * as the window does (then "ok <moves played>", or "refused <reason>" when
 * the rules refuse it), "refuse" refuses it; "renew N" withdraws player N's
 * seat link and makes a new one (then "seat <new path>"); "save PATH" writes
 * the game.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "tyros-table-server.h"

typedef struct {
  TyrosGame        *script;
  TyrosGame        *game;
  TyrosTableServer *server;
  GMainLoop        *loop;
} Host;

static void
seat_command (Host       *host,
              const char *line)
{
  TyrosTableShare *share = TYROS_TABLE_SHARE (host->server);
  const TyrosTableProposal *proposal = tyros_table_share_get_proposal (share);

  if (g_str_has_prefix (line, "renew "))
    {
      g_autoptr(GError) error = NULL;

      if (tyros_table_share_renew_seat (share, atoi (line + 6), &error))
        printf ("seat %s\n", tyros_table_share_get_seat_path (share, atoi (line + 6)));
      else
        printf ("error %s\n", error->message);
    }
  else if (g_str_has_prefix (line, "seat "))
    {
      const char *path = tyros_table_share_get_seat_path (share, atoi (line + 5));

      printf ("seat %s\n", path != NULL ? path : "none");
    }
  else if (g_str_equal (line, "proposal"))
    {
      g_autofree char *move = proposal != NULL ? tyros_file_move_to_json (proposal->move) : NULL;

      printf ("proposal %s\n", move != NULL ? move : "none");
    }
  else if (g_str_equal (line, "accept") && proposal != NULL)
    {
      TyrosOutcome outcome = { 0 };
      g_autoptr(TyrosMove) move = tyros_move_copy (proposal->move);
      g_autoptr(TyrosViolation) violation = NULL;

      if (tyros_game_play (host->game, move, &outcome, &violation))
        printf ("ok %u\n", tyros_game_get_n_played (host->game));
      else
        printf ("refused %s\n", violation != NULL ? violation->message : "?");
      tyros_outcome_clear (&outcome);
    }
  else if (g_str_equal (line, "refuse"))
    {
      tyros_table_share_refuse_proposal (share, NULL);
      printf ("ok %u\n", tyros_game_get_n_played (host->game));
    }
  else if (g_str_has_prefix (line, "save "))
    {
      g_autoptr(GError) error = NULL;

      if (tyros_file_save (host->game, line + 5, &error))
        printf ("ok %u\n", tyros_game_get_n_played (host->game));
      else
        printf ("error %s\n", error->message);
    }
  else
    printf ("error unknown command\n");
  fflush (stdout);
}

static gboolean
command (GIOChannel   *channel,
         GIOCondition  condition G_GNUC_UNUSED,
         gpointer      data)
{
  Host *host = data;
  g_autofree char *line = NULL;

  if (g_io_channel_read_line (channel, &line, NULL, NULL, NULL) != G_IO_STATUS_NORMAL)
    {
      g_main_loop_quit (host->loop);
      return G_SOURCE_REMOVE;
    }
  g_strstrip (line);
  if (g_str_has_prefix (line, "seat ") || g_str_has_prefix (line, "renew ") || g_str_equal (line, "proposal") || g_str_equal (line, "accept")
      || g_str_equal (line, "refuse") || g_str_has_prefix (line, "save "))
    {
      seat_command (host, line);
      return G_SOURCE_CONTINUE;
    }
  if (g_str_equal (line, "play"))
    {
      TyrosOutcome outcome = { 0 };
      guint next = tyros_game_get_n_played (host->game);

      if (next < tyros_game_get_n_played (host->script))
        tyros_game_play (host->game, tyros_game_get_move (host->script, next), &outcome, NULL);
      tyros_outcome_clear (&outcome);
    }
  else if (g_str_equal (line, "undo"))
    tyros_game_undo (host->game);
  else if (g_str_equal (line, "stop"))
    tyros_table_server_stop (host->server);
  else if (g_str_equal (line, "quit"))
    g_main_loop_quit (host->loop);
  printf ("ok %u\n", tyros_game_get_n_played (host->game));
  fflush (stdout);
  return G_SOURCE_CONTINUE;
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-table-host-XXXXXX", NULL);
  g_autoptr(TyrosGameStore) store = tyros_game_store_new (dir);
  g_autoptr(TyrosGameSession) session = NULL;
  g_autoptr(GIOChannel) input = g_io_channel_unix_new (0);
  Host host = { 0 };

  tyros_i18n_init ();
  if (argc < 2)
    {
      fprintf (stderr, "usage: table-host GAME.tyros [NAME…]\n");
      return 2;
    }
  host.script = tyros_file_load (argv[1], &error);
  if (host.script == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  host.game = tyros_game_new (tyros_game_get_edition (host.script),
                              argc > 2 ? (const char *const *) argv + 2 : tyros_game_get_player_names (host.script),
                              tyros_game_get_setup (host.script), NULL);
  session = tyros_game_session_new (store, host.game, NULL);
  host.server = tyros_table_server_new (session);
  if (!tyros_table_server_start (host.server, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  printf ("address %u %s\n", tyros_table_server_get_port (host.server), tyros_table_server_get_path (host.server));
  fflush (stdout);
  host.loop = g_main_loop_new (NULL, FALSE);
  g_io_add_watch (input, G_IO_IN | G_IO_HUP, command, &host);
  g_main_loop_run (host.loop);

  g_clear_object (&host.server);
  g_clear_object (&session);
  g_main_loop_unref (host.loop);
  g_object_unref (host.game);
  g_object_unref (host.script);
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;

    while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_unlink (path);
      }
    g_rmdir (dir);
  }
  return 0;
}
