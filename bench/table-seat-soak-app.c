/* SPDX-License-Identifier: GPL-3.0-or-later */
/* table-seat-soak-app.c: a game shared with its seats' phones, and a table
 * that accepts each proposal at once, for bench/table-seat-soak
 *
 * Never installed; no window: the session and the table's server as the
 * window has them. Usage: table-seat-soak-app JOURNAL OUTPUT: a new game with
 * JOURNAL's players and set-up is shared on the loopback; the table plays
 * each waiting proposal as soon as the main loop is idle (as the preference
 * "Accept moves from seat phones at once" will, through the window's own
 * tyros_game_play()); at game over the game is saved to OUTPUT and sharing
 * stops. The store's folder is made in $TMPDIR (the soak's, removed by it).
 * On stdout:
 *   "address PORT"                       once sharing listens
 *   "seat PLAYER PATH"                   each seat's link
 *   "accepted ID PLAYER N_PLAYED"        after the table played a proposal
 *   "refused-by-rules ID"                the rules refused what the server let through
 *   "over N_PLAYED SECONDS"              at game over, the game saved
 */
#define G_LOG_DOMAIN "tyros-table-seat-soak-app"

#include "config.h"

#include <stdio.h>

#include "tyros-table-server.h"

static TyrosTableServer *server;
static TyrosGame *game;
static GMainLoop *loop;
static const char *output;
static gint64 started;

typedef struct {
  char *id;
  int   player;
} Waiting;

static void
waiting_free (Waiting *waiting)
{
  g_free (waiting->id);
  g_free (waiting);
}

/* The table at the laptop: plays the proposal if it still waits. */
static gboolean
accept (gpointer data)
{
  Waiting *waiting = data;
  const TyrosTableProposal *proposal = tyros_table_server_get_proposal (server);
  g_autoptr(TyrosMove) move = NULL;
  g_autofree char *id = NULL;
  TyrosOutcome outcome = { 0 };
  TyrosViolation *violation = NULL;

  if (proposal == NULL || proposal->player != waiting->player || g_strcmp0 (proposal->id, waiting->id) != 0)
    return G_SOURCE_REMOVE;
  move = tyros_move_copy (proposal->move);
  id = g_strdup (proposal->id);
  if (!tyros_game_play (game, move, &outcome, &violation))
    {
      printf ("refused-by-rules %s\n", id);
      tyros_table_server_refuse_proposal (server, violation != NULL ? violation->message : NULL);
      g_clear_pointer (&violation, tyros_violation_free);
    }
  else
    printf ("accepted %s %d %u\n", id, waiting->player, tyros_game_get_n_played (game));
  tyros_outcome_clear (&outcome);
  fflush (stdout);
  return G_SOURCE_REMOVE;
}

static void
proposal_changed (void)
{
  const TyrosTableProposal *proposal = tyros_table_server_get_proposal (server);
  Waiting *waiting;

  if (proposal == NULL)
    return;
  waiting = g_new0 (Waiting, 1);
  waiting->id = g_strdup (proposal->id);
  waiting->player = proposal->player;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, accept, waiting, (GDestroyNotify) waiting_free);
}

static gboolean
quit (gpointer data G_GNUC_UNUSED)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* After the move that ended the game was told ("accepted" first). */
static gboolean
finish (gpointer data G_GNUC_UNUSED)
{
  g_autoptr(GError) error = NULL;

  if (!tyros_file_save (game, output, &error))
    g_printerr ("%s: %s\n", output, error->message);
  printf ("over %u %.1f\n", tyros_game_get_n_played (game),
          (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC);
  fflush (stdout);
  tyros_table_server_stop (server);
  g_timeout_add (500, quit, NULL);
  return G_SOURCE_REMOVE;
}

static void
game_changed (void)
{
  if (tyros_game_get_state (game)->phase == TYROS_PHASE_OVER)
    g_idle_add (finish, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) journal = NULL;
  g_autoptr(TyrosGameStore) store = NULL;
  g_autoptr(TyrosGameSession) session = NULL;
  g_autofree char *dir = NULL;

  tyros_i18n_init ();
  if (argc != 3)
    {
      g_printerr ("Usage: %s JOURNAL OUTPUT\n", argv[0]);
      return 2;
    }
  output = argv[2];
  journal = tyros_file_load (argv[1], &error);
  if (journal == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return 1;
    }
  dir = g_dir_make_tmp ("table-seat-soak-XXXXXX", NULL);
  store = tyros_game_store_new (dir);
  game = tyros_game_new (tyros_game_get_edition (journal), tyros_game_get_player_names (journal),
                         tyros_game_get_setup (journal), NULL);
  session = tyros_game_session_new (store, game, NULL);
  server = tyros_table_server_new (session);
  g_signal_connect (server, "notify::proposal", G_CALLBACK (proposal_changed), NULL);
  g_signal_connect (game, "changed", G_CALLBACK (game_changed), NULL);
  if (!tyros_table_server_start (server, &error))
    {
      g_printerr ("sharing: %s\n", error->message);
      return 1;
    }
  started = g_get_monotonic_time ();
  printf ("address %u\n", tyros_table_server_get_port (server));
  for (guint i = 0; i < tyros_game_get_n_players (game); i++)
    printf ("seat %u %s\n", i, tyros_table_server_get_seat_path (server, (int) i));
  fflush (stdout);

  loop = g_main_loop_new (NULL, FALSE);
  g_main_loop_run (loop);
  g_main_loop_unref (loop);
  g_clear_object (&server);
  g_clear_object (&session);
  g_clear_object (&game);
  return 0;
}
