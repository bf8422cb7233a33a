/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-session.c: the game in play, without a display
 *
 * Every change of the game is on disk at once, as a whole game file that
 * replays the same; "saved-moves" says how far; Save As writes a copy and
 * the game goes on being saved where it was; a failed save is said, not
 * hidden, and a new game whose first save failed takes no file name that
 * another instance of the app can then take too. The header, the summary and the banner follow the game, the
 * position viewed and the move being replaced.
 */
#define G_LOG_DOMAIN "tyros-test-game-session"
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <utime.h>

#include "model-test-util.h"
#include "tyros-game-session.h"
#include "tyros-player-colours.h"

typedef struct {
  char             *dir;
  TyrosGameStore   *store;
  TyrosGame        *script;  /* a real game: its moves are played one by one */
  TyrosGame        *game;    /* its set-up, no move yet */
  TyrosGameSession *session;
  guint             n_saved_notes;
  gint64            created;  /* the second before the session was made */
} Fixture;

static void
count_note (guint *n)
{
  (*n)++;
}

static void
fixture_setup (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);
  g_autoptr(GError) error = NULL;

  fx->dir = g_dir_make_tmp ("tyros-session-XXXXXX", NULL);
  fx->store = tyros_game_store_new (fx->dir);
  fx->script = tyros_file_load (path, &error);
  g_assert_no_error (error);
  fx->game = tyros_game_new (tyros_game_get_edition (fx->script), tyros_game_get_player_names (fx->script),
                             tyros_game_get_setup (fx->script), NULL);
  g_assert_nonnull (fx->game);
  fx->created = g_get_real_time () / G_USEC_PER_SEC;
  fx->session = tyros_game_session_new (fx->store, fx->game, NULL);
  g_signal_connect_swapped (fx->session, "notify::saved-moves", G_CALLBACK (count_note), &fx->n_saved_notes);
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GDir) dir = g_dir_open (fx->dir, 0, NULL);
  const char *name;

  g_clear_object (&fx->session);
  g_clear_object (&fx->game);
  g_clear_object (&fx->script);
  g_clear_object (&fx->store);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fx->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (fx->dir);
  g_free (fx->dir);
}

static int
saved_moves (TyrosGameSession *session)
{
  int saved;

  g_object_get (session, "saved-moves", &saved, NULL);
  return saved;
}

static TyrosGame *
load_autosave (Fixture *fx)
{
  g_autoptr(GError) error = NULL;
  TyrosGame *saved = tyros_file_load (tyros_game_session_get_autosave_path (fx->session), &error);

  g_assert_no_error (error);
  return saved;
}

static void
play_script (Fixture *fx,
             guint    n)
{
  for (guint i = tyros_game_get_n_played (fx->game); i < n; i++)
    g_assert_true (tyros_game_play (fx->game, tyros_game_get_move (fx->script, i), NULL, NULL));
}

/* A new game is saved at once, in the store, before any move. */
static void
test_new_game_saved_at_once (Fixture       *fx,
                             gconstpointer  data G_GNUC_UNUSED)
{
  const char *path = tyros_game_session_get_autosave_path (fx->session);
  g_autoptr(TyrosGame) saved = NULL;

  g_assert_true (g_str_has_prefix (path, fx->dir));
  g_assert_true (tyros_game_store_contains (fx->store, path));
  g_assert_cmpint (saved_moves (fx->session), ==, 0);
  saved = load_autosave (fx);
  g_assert_cmpuint (tyros_game_get_n_moves (saved), ==, 0);
  g_assert_true (tyros_game_session_get_game (fx->session) == fx->game);
  g_assert_cmpint (tyros_game_session_get_viewing (fx->session), ==, -1);
}

/* Each move is on disk when it is played; the file replays the same game. */
static void
test_move_autosaved (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  for (guint n = 1; n <= 12; n++)
    {
      g_autoptr(TyrosGame) saved = NULL;

      play_script (fx, n);
      g_assert_cmpint (saved_moves (fx->session), ==, (int) n);
      saved = load_autosave (fx);
      g_assert_cmpuint (tyros_game_get_n_played (saved), ==, n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *want = tyros_game_describe_move (fx->game, i);
          g_autofree char *got = tyros_game_describe_move (saved, i);
          g_assert_cmpstr (got, ==, want);
        }
    }
  g_assert_cmpuint (fx->n_saved_notes, ==, 12);
}

/* An undone move stays in the file, to be redone; redone, it is played again. */
static void
test_undo_redo_autosaved (Fixture       *fx,
                          gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosGame) after_undo = NULL;
  g_autoptr(TyrosGame) after_redo = NULL;

  play_script (fx, 5);
  g_assert_true (tyros_game_undo (fx->game));
  g_assert_cmpint (saved_moves (fx->session), ==, 4);
  after_undo = load_autosave (fx);
  g_assert_cmpuint (tyros_game_get_n_played (after_undo), ==, 4);
  g_assert_cmpuint (tyros_game_get_n_moves (after_undo), ==, 5);

  g_assert_true (tyros_game_redo (fx->game, NULL));
  g_assert_cmpint (saved_moves (fx->session), ==, 5);
  after_redo = load_autosave (fx);
  g_assert_cmpuint (tyros_game_get_n_played (after_redo), ==, 5);
}

/* The position shown from the history, with notification; the game is not touched. */
static void
test_viewing (Fixture       *fx,
              gconstpointer  data G_GNUC_UNUSED)
{
  int viewing = -2;

  play_script (fx, 6);
  g_object_set (fx->session, "viewing", 3, NULL);
  g_object_get (fx->session, "viewing", &viewing, NULL);
  g_assert_cmpint (viewing, ==, 3);
  g_assert_cmpuint (tyros_game_get_n_played (fx->game), ==, 6);
  tyros_game_session_set_viewing (fx->session, -1);
  g_assert_cmpint (tyros_game_session_get_viewing (fx->session), ==, -1);
}

/* Save As writes a copy; the game goes on being saved where it was. */
static void
test_save_as (Fixture       *fx,
              gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *copy_path = g_build_filename (fx->dir, "copy.tyros", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autofree char *autosave_path = g_strdup (tyros_game_session_get_autosave_path (fx->session));
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) copied = NULL;
  g_autoptr(TyrosGame) saved = NULL;

  play_script (fx, 3);
  g_assert_true (tyros_game_session_save_as (fx->session, copy, &error));
  g_assert_no_error (error);
  play_script (fx, 4);
  copied = tyros_file_load (copy_path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tyros_game_get_n_played (copied), ==, 3);
  g_assert_cmpstr (tyros_game_session_get_autosave_path (fx->session), ==, autosave_path);
  saved = load_autosave (fx);
  g_assert_cmpuint (tyros_game_get_n_played (saved), ==, 4);
}

/* A save that fails is said (the window shows it), and not counted as saved. */
static void
test_autosave_failure_said (Fixture       *fx,
                            gconstpointer  data G_GNUC_UNUSED)
{
  /* A path below a regular file cannot be written. */
  g_autofree char *blocker = g_build_filename (fx->dir, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "game.tyros", NULL);
  g_autoptr(TyrosGameSession) session = NULL;
  g_autofree char *message = NULL;

  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  session = tyros_game_session_new (fx->store, fx->game, path);
  g_assert_cmpint (saved_moves (session), ==, -1);
  play_script (fx, 1);
  g_object_get (session, "save-error", &message, NULL);
  g_assert_nonnull (message);
  g_assert_cmpint (saved_moves (session), ==, -1);
  g_assert_false (tyros_game_session_is_kept (session));
}

static gboolean
time_is_up (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until the session's file holds the game, for at most
 * @seconds; TRUE if it does. */
static gboolean
wait_until_kept (TyrosGameSession *session,
                 guint             seconds)
{
  gboolean up = FALSE;
  guint timeout = g_timeout_add_seconds (seconds, time_is_up, &up);

  while (!up && !tyros_game_session_is_kept (session))
    g_main_context_iteration (NULL, TRUE);
  if (!up)
    g_source_remove (timeout);
  return tyros_game_session_is_kept (session);
}

/* While saves fail, the session says so for as long as the file is behind
 * the game (not once), and tries again on its own: once the disk takes it,
 * every move the window showed is in the file, and "save-error" is gone. */
static void
test_autosave_retried (Fixture       *fx,
                       gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *inside = NULL;
  g_autofree char *message = NULL;
  g_autoptr(TyrosGame) saved = NULL;

  play_script (fx, 4);
  inside = model_test_block_file (tyros_game_session_get_autosave_path (fx->session));
  play_script (fx, 9);
  g_object_get (fx->session, "save-error", &message, NULL);
  g_assert_nonnull (message);
  g_assert_cmpint (saved_moves (fx->session), ==, 4);
  /* Still said a while later: nothing was saved meanwhile */
  g_assert_false (wait_until_kept (fx->session, 3));

  model_test_unblock_file (inside);
  g_assert_true (wait_until_kept (fx->session, 5));
  g_clear_pointer (&message, g_free);
  g_object_get (fx->session, "save-error", &message, NULL);
  g_assert_null (message);
  g_assert_cmpint (saved_moves (fx->session), ==, 9);
  saved = load_autosave (fx);
  g_assert_cmpuint (tyros_game_get_n_played (saved), ==, 9);
}

/* Saving now, as the window does before it closes, saves what the retry
 * has not yet; a Save As copy keeps the game too until the next move. */
static void
test_save_now_and_copy (Fixture       *fx,
                        gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *inside = NULL;
  g_autofree char *copy_path = g_build_filename (fx->dir, "copy.tyros", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) saved = NULL;

  play_script (fx, 2);
  inside = model_test_block_file (tyros_game_session_get_autosave_path (fx->session));
  play_script (fx, 3);
  g_assert_false (tyros_game_session_save_now (fx->session, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (tyros_game_session_is_kept (fx->session));

  g_assert_true (tyros_game_session_save_as (fx->session, copy, &error));
  g_assert_no_error (error);
  g_assert_true (tyros_game_session_is_kept (fx->session));
  play_script (fx, 4);
  g_assert_false (tyros_game_session_is_kept (fx->session));

  model_test_unblock_file (inside);
  g_assert_true (tyros_game_session_save_now (fx->session, &error));
  g_assert_no_error (error);
  g_assert_true (tyros_game_session_is_kept (fx->session));
  saved = load_autosave (fx);
  g_assert_cmpuint (tyros_game_get_n_played (saved), ==, 4);
  g_unlink (copy_path);
}

/* Sleeps into the start of a new clock second: what follows within a few
 * milliseconds is stamped with one second. */
static void
start_of_second (void)
{
  gint64 now = g_get_real_time ();

  g_usleep (G_USEC_PER_SEC - now % G_USEC_PER_SEC + 1000);
}

static gint64
second_now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* Every file descriptor taken: a save cannot even create its file, as on a
 * full disk, without being root-proof (root writes to read-only folders). */
static GArray *
take_all_descriptors (struct rlimit *before)
{
  GArray *fds = g_array_new (FALSE, FALSE, sizeof (int));
  struct rlimit few;
  int fd;

  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, before), ==, 0);
  few = *before;
  few.rlim_cur = MIN (before->rlim_cur, 256);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &few), ==, 0);
  while ((fd = dup (0)) >= 0)
    g_array_append_val (fds, fd);
  g_assert_cmpint (errno, ==, EMFILE);
  return fds;
}

static void
give_back_descriptors (GArray              *fds,
                       const struct rlimit *before)
{
  for (guint i = 0; i < fds->len; i++)
    close (g_array_index (fds, int, i));
  g_array_unref (fds);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, before), ==, 0);
}

static guint
count_games (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_suffix (name, ".tyros");
  return n;
}

/* Two instances of the app on one data folder (possible when it cannot be
 * single-instance) start a game each in the same second. The first save of
 * one fails (a full disk); the other is saved. The first one's next save
 * gets a file of its own: neither game replaces the other, both load whole. */
static void
test_same_second_own_files (Fixture       *fx,
                            gconstpointer  data G_GNUC_UNUSED)
{
  const char *const others[] = { "Dora", "Emil", "Fritz", NULL };
  g_autoptr(TyrosGameStore) store_a = tyros_game_store_new (fx->dir);
  g_autoptr(TyrosGameStore) store_b = tyros_game_store_new (fx->dir);
  g_autoptr(TyrosGame) game_b = tyros_game_new (tyros_game_get_edition (fx->script), others,
                                                tyros_game_get_setup (fx->script), NULL);
  g_autoptr(TyrosGameSession) session_a = NULL;
  g_autoptr(TyrosGameSession) session_b = NULL;
  g_autoptr(TyrosGame) saved_a = NULL;
  g_autoptr(TyrosGame) saved_b = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;
  guint n_before = count_games (fx->dir);  /* the fixture's game */
  struct rlimit limit;
  GArray *fds;
  gint64 second;

  start_of_second ();
  second = second_now ();
  fds = take_all_descriptors (&limit);
  session_a = tyros_game_session_new (store_a, fx->game, NULL);
  give_back_descriptors (fds, &limit);
  g_object_get (session_a, "save-error", &message, NULL);
  g_assert_nonnull (message);
  g_clear_pointer (&message, g_free);
  session_b = tyros_game_session_new (store_b, game_b, NULL);
  play_script (fx, 1);
  g_assert_cmpint (second_now (), ==, second);
  g_object_get (session_a, "save-error", &message, NULL);
  g_assert_null (message);

  saved_b = tyros_file_load (tyros_game_session_get_autosave_path (session_b), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tyros_game_get_player_name (saved_b, 0), ==, "Dora");
  g_assert_cmpuint (tyros_game_get_n_moves (saved_b), ==, 0);
  saved_a = tyros_file_load (tyros_game_session_get_autosave_path (session_a), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tyros_game_get_player_name (saved_a, 0), ==, "Anna");
  g_assert_cmpuint (tyros_game_get_n_moves (saved_a), ==, 1);
  g_assert_cmpuint (count_games (fx->dir), ==, n_before + 2);
}

/* A new game whose first save failed has no file: no name is taken, none is
 * shown; the next save takes one. */
static void
test_first_save_failed_no_file (Fixture       *fx,
                                gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosGameSession) session = NULL;
  g_autofree char *path = NULL;
  guint n_before = count_games (fx->dir);
  guint n_path_notes = 0;
  struct rlimit limit;
  GArray *fds;

  fds = take_all_descriptors (&limit);
  session = tyros_game_session_new (fx->store, fx->game, NULL);
  give_back_descriptors (fds, &limit);
  g_assert_null (tyros_game_session_get_autosave_path (session));
  g_object_get (session, "autosave-path", &path, NULL);
  g_assert_null (path);
  g_assert_cmpint (saved_moves (session), ==, -1);
  g_assert_cmpuint (count_games (fx->dir), ==, n_before);

  g_signal_connect_swapped (session, "notify::autosave-path", G_CALLBACK (count_note), &n_path_notes);
  play_script (fx, 1);
  g_assert_cmpuint (n_path_notes, ==, 1);
  g_assert_nonnull (tyros_game_session_get_autosave_path (session));
  g_assert_cmpint (saved_moves (session), ==, 1);
  g_assert_cmpuint (count_games (fx->dir), ==, n_before + 1);
}

static char *
string_property (TyrosGameSession *session,
                 const char       *name)
{
  char *value = NULL;

  g_object_get (session, name, &value, NULL);
  return value;
}

static gboolean
banner_problem (TyrosGameSession *session)
{
  gboolean problem;

  g_object_get (session, "banner-problem", &problem, NULL);
  return problem;
}

static void
assert_string_property (TyrosGameSession *session,
                        const char       *name,
                        const char       *want)
{
  g_autofree char *got = string_property (session, name);

  g_assert_cmpstr (got, ==, want);
}

/* A new game: whose turn it is, in round 1, lap 1 of the first phase. */
static void
test_header_new_game (Fixture       *fx,
                      gconstpointer  data G_GNUC_UNUSED)
{
  const TyrosState *state = tyros_game_get_state (fx->game);
  g_autofree char *want = g_strdup_printf ("%s’s turn", tyros_game_get_player_name (fx->game, state->current_player));
  g_autofree char *subtitle = string_property (fx->session, "subtitle");

  assert_string_property (fx->session, "title", want);
  g_assert_true (g_str_has_prefix (subtitle, "Round 1 · "));
  g_assert_nonnull (strstr (subtitle, " · lap 1 of "));
  g_assert_null (strstr (subtitle, "last round"));
  assert_string_property (fx->session, "banner-text", NULL);
}

/* After a move the header names the player whose turn it is now, and says so
 * with a notification (the window's header is bound to it). */
static void
test_header_after_move (Fixture       *fx,
                        gconstpointer  data G_GNUC_UNUSED)
{
  guint n_title_notes = 0;

  g_signal_connect_swapped (fx->session, "notify::title", G_CALLBACK (count_note), &n_title_notes);
  for (guint n = 1; n <= 6; n++)
    {
      const TyrosState *state;
      g_autofree char *want = NULL;

      play_script (fx, n);
      state = tyros_game_get_state (fx->game);
      want = g_strdup_printf ("%s’s turn", tyros_game_get_player_name (fx->game, state->current_player));
      assert_string_property (fx->session, "title", want);
    }
  /* Three players: every move hands the turn on */
  g_assert_cmpuint (n_title_notes, ==, 6);
}

/* An earlier position viewed has the header it had when it was played; back
 * at the game, the header is the game's again. */
static void
test_header_viewing (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  enum { N = 20 };
  char *titles[N + 1];
  char *subtitles[N + 1];

  for (guint n = 0; n <= N; n++)
    {
      play_script (fx, n);
      titles[n] = string_property (fx->session, "title");
      subtitles[n] = string_property (fx->session, "subtitle");
    }
  for (int n = N; n >= 0; n--)
    {
      tyros_game_session_set_viewing (fx->session, n);
      assert_string_property (fx->session, "title", titles[n]);
      assert_string_property (fx->session, "subtitle", subtitles[n]);
    }
  tyros_game_session_set_viewing (fx->session, -1);
  assert_string_property (fx->session, "title", titles[N]);
  for (guint n = 0; n <= N; n++)
    {
      g_free (titles[n]);
      g_free (subtitles[n]);
    }
}

/* The whole game played: the header says it is over, and after which round. */
static void
test_header_game_over (Fixture       *fx,
                       gconstpointer  data G_GNUC_UNUSED)
{
  play_script (fx, tyros_game_get_n_moves (fx->script));
  g_assert_cmpint (tyros_game_get_state (fx->game)->phase, ==, TYROS_PHASE_OVER);
  assert_string_property (fx->session, "title", "Game Over");
  assert_string_property (fx->session, "subtitle", "After round 5");
  assert_string_property (fx->session, "banner-text", NULL);
}

/* Replacing a move: the banner names it, the header is of the position
 * before it, and nothing is an error; done, the banner goes. */
static void
test_banner_replacing (Fixture       *fx,
                       gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *title_before = NULL;
  g_autofree char *move = NULL;
  g_autofree char *want = NULL;

  play_script (fx, 2);
  title_before = string_property (fx->session, "title");
  play_script (fx, 6);
  move = tyros_game_describe_move (fx->game, 2);
  want = g_strdup_printf ("Replacing move 3: %s. Enter the move as it should have been; the later moves are then replayed.", move);

  g_object_set (fx->session, "replacing", 2, NULL);
  assert_string_property (fx->session, "banner-text", want);
  g_assert_false (banner_problem (fx->session));
  assert_string_property (fx->session, "title", title_before);
  g_assert_true (tyros_game_session_get_entry_state (fx->session) == tyros_game_get_state_at (fx->game, 2));

  tyros_game_session_set_replacing (fx->session, -1);
  assert_string_property (fx->session, "banner-text", NULL);
  g_assert_true (tyros_game_session_get_entry_state (fx->session) == tyros_game_get_state (fx->game));
}

/* A session of a file that holds a move the rules do not allow: the game
 * stops before it (tests/data/illegal-m3.tyros). */
static TyrosGameSession *
illegal_file_session (Fixture    *fx,
                      TyrosGame **game)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "illegal-m3.tyros", NULL);
  g_autoptr(GError) error = NULL;

  *game = tyros_file_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tyros_game_get_replay_error_index (*game), >=, 0);
  return tyros_game_session_new (fx->store, *game, NULL);
}

/* A move of the file that breaks a rule is the banner's error while nothing
 * else is shown there; an earlier position viewed takes its place until the
 * game is shown again; dismissed, the banner goes, and the move still
 * breaks its rule. */
static void
test_banner_problem (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(TyrosGameSession) session = illegal_file_session (fx, &game);
  int index = tyros_game_get_replay_error_index (game);
  g_autofree char *problem = g_strdup_printf ("Move %d of the file breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves of the file can be redone.",
                                              index + 1, tyros_game_get_replay_error (game)->message);
  g_autofree char *move = NULL;
  g_autofree char *want = NULL;

  g_assert_cmpint (tyros_game_session_get_problem_index (session), ==, index);
  assert_string_property (session, "banner-text", problem);
  g_assert_true (banner_problem (session));

  tyros_game_session_set_viewing (session, 0);
  assert_string_property (session, "banner-text", "Read only: the board after the set-up.");
  g_assert_false (banner_problem (session));
  tyros_game_session_set_viewing (session, 1);
  move = tyros_game_describe_move (game, 0);
  want = g_strdup_printf ("Read only: the board after move 1 of %d (%s).", index, move);
  assert_string_property (session, "banner-text", want);

  tyros_game_session_set_viewing (session, -1);
  assert_string_property (session, "banner-text", problem);
  tyros_game_session_dismiss_problem (session);
  assert_string_property (session, "banner-text", NULL);
  g_assert_false (banner_problem (session));
  g_assert_cmpint (tyros_game_session_get_problem_index (session), ==, index);
}

/* A replacement that makes a later move illegal: the session follows the
 * core (the game stops before that move) and the banner says it in the words
 * of the change; undone, nothing breaks a rule and the banner goes. */
static void
test_problem_after_replace_and_undo (Fixture       *fx,
                                     gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosMove) fixed = tyros_move_copy (tyros_game_get_move (fx->script, 1));
  g_autofree char *want = NULL;

  play_script (fx, 3);
  g_assert_cmpint (tyros_game_session_get_problem_index (fx->session), ==, -1);
  /* the first player takes the field the second one expanded onto */
  fixed->player = tyros_game_get_move (fx->script, 0)->player;
  tyros_game_session_set_replacing (fx->session, 0);
  g_assert_true (tyros_game_replace_move (fx->game, 0, fixed, NULL, NULL, NULL));
  g_assert_cmpint (tyros_game_get_replay_error_index (fx->game), ==, 1);
  g_assert_cmpint (tyros_game_session_get_problem_index (fx->session), ==, 1);
  want = g_strdup_printf ("After the change, move 2 breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves can be redone.",
                          tyros_game_get_replay_error (fx->game)->message);
  tyros_game_session_set_replacing (fx->session, -1);
  assert_string_property (fx->session, "banner-text", want);
  g_assert_true (banner_problem (fx->session));

  g_assert_true (tyros_game_undo (fx->game));
  g_assert_cmpint (tyros_game_session_get_problem_index (fx->session), ==, -1);
  assert_string_property (fx->session, "banner-text", NULL);
}

/* A move entered where the game stopped takes the place of the file's
 * illegal move: the problem is then the next move that breaks a rule, said
 * as one more, or none; undone, the move entered is the one to redo, and
 * nothing breaks a rule. */
static void
test_problem_after_fix_undone (Fixture       *fx,
                               gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(TyrosGameSession) session = illegal_file_session (fx, &game);
  int index = tyros_game_get_replay_error_index (game);
  g_autofree char *problem = string_property (session, "problem");
  g_autoptr(GPtrArray) legal = tyros_movegen_legal_moves (tyros_game_get_state (game));
  int next;

  g_assert_nonnull (problem);
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (tyros_game_play (game, ((TyrosLegalMove *) g_ptr_array_index (legal, 0))->move, NULL, NULL));
  next = tyros_game_get_replay_error_index (game);
  g_assert_cmpint (next, !=, index);
  g_assert_cmpint (tyros_game_session_get_problem_index (session), ==, next);
  if (next >= 0)
    {
      g_autofree char *want = g_strdup_printf ("Move %d breaks a rule too: %s. Enter it as it should have been.",
                                               next + 1, tyros_game_get_replay_error (game)->message);
      assert_string_property (session, "banner-text", want);
    }
  else
    assert_string_property (session, "banner-text", NULL);

  g_assert_true (tyros_game_undo (game));
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, -1);
  g_assert_cmpint (tyros_game_session_get_problem_index (session), ==, -1);
  assert_string_property (session, "banner-text", NULL);
}

static void
count_changed (TyrosGameSession *session G_GNUC_UNUSED,
               guint            *n)
{
  (*n)++;
}

/* "changed" once per change of the game, the position viewed or the move
 * being replaced, and not for a change to the same; an undo that ends the
 * replacement is one change. */
static void
test_changed_once_per_change (Fixture       *fx,
                              gconstpointer  data G_GNUC_UNUSED)
{
  guint n = 0;

  g_signal_connect (fx->session, "changed", G_CALLBACK (count_changed), &n);
  play_script (fx, 6);
  g_assert_cmpuint (n, ==, 6);
  tyros_game_session_set_viewing (fx->session, 2);
  g_assert_cmpuint (n, ==, 7);
  tyros_game_session_set_viewing (fx->session, 2);
  g_assert_cmpuint (n, ==, 7);
  tyros_game_session_set_viewing (fx->session, -1);
  tyros_game_session_set_replacing (fx->session, 5);
  g_assert_cmpuint (n, ==, 9);
  g_assert_true (tyros_game_undo (fx->game));
  g_assert_cmpint (tyros_game_session_get_replacing (fx->session), ==, -1);
  g_assert_cmpuint (n, ==, 10);
}

static void
assert_score_of (const TyrosScore *got,
                 TyrosGame        *game,
                 const TyrosState *state)
{
  g_autoptr(TyrosScore) want = tyros_score_compute (state, tyros_game_get_player_names (game));

  g_assert_nonnull (got);
  g_assert_cmpuint (got->n_winners, ==, want->n_winners);
  for (guint p = 0; p < tyros_game_get_n_players (game); p++)
    g_assert_cmpuint (got->players[p].total, ==, want->players[p].total);
}

/* The score of the position shown, computed once per change: the same for
 * every reader until the next change; of the earlier position viewed. */
static void
test_score_of_shown_position (Fixture       *fx,
                              gconstpointer  data G_GNUC_UNUSED)
{
  const TyrosScore *score;

  play_script (fx, 60);
  score = tyros_game_session_get_score (fx->session);
  assert_score_of (score, fx->game, tyros_game_get_state (fx->game));
  g_assert_true (tyros_game_session_get_score (fx->session) == score);
  tyros_game_session_set_viewing (fx->session, 30);
  assert_score_of (tyros_game_session_get_score (fx->session), fx->game, tyros_game_get_state_at (fx->game, 30));
  tyros_game_session_set_viewing (fx->session, -1);
  tyros_game_session_set_replacing (fx->session, 40);
  assert_score_of (tyros_game_session_get_score (fx->session), fx->game, tyros_game_get_state_at (fx->game, 40));
}

/* The story (points after each move) is computed once per change of the
 * game: the same for every reader while only the position viewed changes,
 * a new one with the next move. */
static void
test_story_once_per_change (Fixture       *fx,
                            gconstpointer  data G_GNUC_UNUSED)
{
  const TyrosStory *story;
  g_autoptr(TyrosScore) score = NULL;

  play_script (fx, 30);
  story = tyros_game_session_get_story (fx->session);
  g_assert_cmpuint (story->n_positions, ==, 31);
  tyros_game_session_set_viewing (fx->session, 10);
  g_assert_true (tyros_game_session_get_story (fx->session) == story);
  tyros_game_session_set_viewing (fx->session, -1);
  play_script (fx, 31);
  story = tyros_game_session_get_story (fx->session);
  g_assert_cmpuint (story->n_positions, ==, 32);
  score = tyros_score_compute (tyros_game_get_state (fx->game), NULL);
  for (guint p = 0; p < story->n_players; p++)
    g_assert_cmpuint (tyros_story_points (story, 31, (int) p), ==, score->players[p].total);
  g_assert_true (tyros_game_undo (fx->game));
  g_assert_cmpuint (tyros_game_session_get_story (fx->session)->n_positions, ==, 31);
}

/* The players' colours, resolved in one place: the game's where it has
 * them, the palette's for the others; the chip follows them. */
static void
test_player_colours_resolved (Fixture       *fx,
                              gconstpointer  data G_GNUC_UNUSED)
{
  const char * const *colours = tyros_game_session_get_player_colours (fx->session);
  int current;

  g_assert_cmpuint (g_strv_length ((char **) colours), ==, tyros_game_get_n_players (fx->game));
  for (guint p = 0; p < tyros_game_get_n_players (fx->game); p++)
    g_assert_cmpstr (colours[p], ==, tyros_player_colour_hex (p));
  tyros_game_set_player_colour (fx->game, 1, "#123456");
  play_script (fx, 1);
  colours = tyros_game_session_get_player_colours (fx->session);
  g_assert_cmpstr (colours[0], ==, tyros_player_colour_hex (0));
  g_assert_cmpstr (colours[1], ==, "#123456");
  current = tyros_game_get_state (fx->game)->current_player;
  assert_string_property (fx->session, "current-colour", colours[current]);
}

/* An undo that takes away the move being replaced ends the replacement. */
static void
test_undo_ends_replacing (Fixture       *fx,
                          gconstpointer  data G_GNUC_UNUSED)
{
  play_script (fx, 6);
  tyros_game_session_set_replacing (fx->session, 4);
  g_assert_true (tyros_game_undo (fx->game));
  g_assert_cmpint (tyros_game_session_get_replacing (fx->session), ==, 4);
  g_assert_true (tyros_game_undo (fx->game));
  g_assert_cmpint (tyros_game_session_get_replacing (fx->session), ==, -1);
  assert_string_property (fx->session, "banner-text", NULL);
}

/* The colour of the player to act, for each player in turn; nobody's once
 * the game is over. */
static void
test_current_colour (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  const char *colours[] = { "#111111", "#222222", "#333333" };
  gboolean seen[G_N_ELEMENTS (colours)] = { FALSE };
  guint n_moves = tyros_game_get_n_moves (fx->script);

  for (guint p = 0; p < G_N_ELEMENTS (colours); p++)
    tyros_game_set_player_colour (fx->game, (int) p, colours[p]);
  for (guint i = 0; i < n_moves; i++)
    {
      const TyrosState *state;

      play_script (fx, i + 1);
      state = tyros_game_get_state (fx->game);
      if (state->phase == TYROS_PHASE_OVER)
        break;
      assert_string_property (fx->session, "current-colour", colours[state->current_player]);
      seen[state->current_player] = TRUE;
    }
  for (guint p = 0; p < G_N_ELEMENTS (colours); p++)
    g_assert_true (seen[p]);
  g_assert_cmpint (tyros_game_get_state (fx->game)->phase, ==, TYROS_PHASE_OVER);
  assert_string_property (fx->session, "current-colour", NULL);
}

/* An earlier position from the history: the colour of who acted then; a
 * game without saved colours has the palette's. */
static void
test_current_colour_viewing (Fixture       *fx,
                             gconstpointer  data G_GNUC_UNUSED)
{
  const TyrosState *before;

  play_script (fx, 3);
  before = tyros_game_get_state_at (fx->game, 1);
  tyros_game_session_set_viewing (fx->session, 1);
  g_assert_null (tyros_game_get_player_colour (fx->game, before->current_player));
  assert_string_property (fx->session, "current-colour", tyros_player_colour_hex ((guint) before->current_player));
}

/* A finished board in a session of its own (not the fixture's game) */
static TyrosGameSession *
board_session (Fixture    *fx,
               const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) board = tyros_file_load_data (json, strlen (json), &error);

  g_assert_no_error (error);
  g_assert_true (tyros_game_is_position (board));
  return tyros_game_session_new (fx->store, board, NULL);
}

#define BOARD_HEAD "{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"kosmos\", " \
                   "\"players\": [{\"name\": \"Anna\"}, {\"name\": \"Ben\"}, {\"name\": \"Cleo\"}], "

/* A finished board: its winner in the header, and no one to act
 * (tests/data/position-board-a.tyros: Anna 44, Ben 35, Cleo 36). */
static void
test_finished_board_winner (Fixture       *fx,
                            gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "position-board-a.tyros", NULL);
  g_autoptr(TyrosGame) board = tyros_file_load (path, NULL);
  g_autoptr(TyrosGameSession) session = tyros_game_session_new (fx->store, board, NULL);

  assert_string_property (session, "title", "Finished Board");
  assert_string_property (session, "subtitle", "Anna wins with 44 points");
  assert_string_property (session, "current-colour", NULL);
}

/* Tied on points and in the largest empire: the win is shared (F7).
 * Board E of tests/core/test-score.c: Anna 17, Ben 17, Cleo 4. */
static void
test_finished_board_shared_win (Fixture       *fx,
                                gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosGameSession) session =
    board_session (fx, BOARD_HEAD "\"position\": {\"empires\": {\"orange\": [\"7\", \"8\", \"3\"], "
                   "\"yellow\": [\"13\"], \"green\": [\"23\", \"22\"], \"violet\": [\"26\"]}, "
                   "\"cities\": {\"8\": 0, \"3\": 1}, \"ships\": {\"23\": [0], \"22\": [1], \"13\": [2]}, "
                   "\"first_all_four\": null}}");

  assert_string_property (session, "title", "Finished Board");
  assert_string_property (session, "subtitle", "Anna and Ben share the win with 17 points each (F7)");
  assert_string_property (session, "current-colour", NULL);
}

/* A board being painted that no game can end with (S2: an empire not yet
 * founded) names no winner; painted whole, it does. */
static void
test_finished_board_while_painted (Fixture       *fx,
                                   gconstpointer  data G_GNUC_UNUSED)
{
  const char *names[] = { "Anna", "Ben", "Cleo", NULL };
  g_autoptr(TyrosGame) board = tyros_game_new_position (tyros_edition_kosmos (), names);
  g_autoptr(TyrosGameSession) session = tyros_game_session_new (fx->store, board, NULL);
  g_autofree char *source = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "position-board-a.tyros", NULL);
  g_autoptr(TyrosGame) painted = tyros_file_load (source, NULL);

  assert_string_property (session, "title", "Finished Board");
  assert_string_property (session, "subtitle", "");
  g_assert_true (tyros_game_set_position (board, tyros_game_get_state (painted), NULL));
  assert_string_property (session, "subtitle", "Anna wins with 44 points");
}

/* The leader of tests/data/game-3p.tyros after so many moves, as `tyros
 * score` says for the game cut there (a shared lead names every leader). */
static const struct {
  guint       moves;
  const char *lead;
} leads[] = {
  { 0, "No points yet" },
  { 7, "Anna leads with 4 points" },
  { 8, "Anna and Ben lead with 4 points" },
  { 11, "Ben leads with 6 points" },
  { 15, "Ben and Cleo lead with 6 points" },
  { 36, "Anna leads with 16 points" },
};

static char *
summary_of (Fixture    *fx,
            const char *lead)
{
  g_autofree char *title = string_property (fx->session, "title");
  const TyrosState *state = tyros_game_session_get_shown_state (fx->session);

  return g_strdup_printf ("%s · round %u · %s", title, state->round, lead);
}

/* The summary of a phone's bottom bar: whose turn, the round, who leads, at
 * every change of the leader. */
static void
test_summary_leader (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  for (guint i = 0; i < G_N_ELEMENTS (leads); i++)
    {
      g_autofree char *want = NULL;

      play_script (fx, leads[i].moves);
      want = summary_of (fx, leads[i].lead);
      assert_string_property (fx->session, "summary", want);
    }
}

/* An earlier position viewed is summed up as it was then. */
static void
test_summary_viewing (Fixture       *fx,
                      gconstpointer  data G_GNUC_UNUSED)
{
  play_script (fx, 36);
  for (guint i = 0; i < G_N_ELEMENTS (leads); i++)
    {
      g_autofree char *want = NULL;

      tyros_game_session_set_viewing (fx->session, (int) leads[i].moves);
      want = summary_of (fx, leads[i].lead);
      assert_string_property (fx->session, "summary", want);
    }
}

/* The game over: who won, after which round (`tyros score`: Anna, 52). */
static void
test_summary_game_over (Fixture       *fx,
                        gconstpointer  data G_GNUC_UNUSED)
{
  play_script (fx, tyros_game_get_n_moves (fx->script));
  assert_string_property (fx->session, "summary", "Finished after round 5 · Anna won with 52 points");
}

/* A saved time is RFC 3339 with an offset, from @after to now. */
static void
assert_time_since (const char *text,
                   gint64      after)
{
  g_autoptr(GDateTime) time = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  g_assert_nonnull (text);
  g_assert_true (tyros_played_value_is_valid (TYROS_PLAYED_STARTED, text, NULL));
  time = g_date_time_new_from_iso8601 (text, NULL);
  g_assert_nonnull (time);
  g_assert_cmpint (g_date_time_to_unix (time), >=, after);
  g_assert_cmpint (g_date_time_to_unix (time), <=, now);
}

/* New Game: the file says when it was started, and not that it is finished. */
static void
test_played_started (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(TyrosGame) saved = load_autosave (fx);

  assert_time_since (tyros_game_get_played (saved, TYROS_PLAYED_STARTED), fx->created);
  g_assert_null (tyros_game_get_played (saved, TYROS_PLAYED_FINISHED));
}

/* "finished" comes with the last move, goes with its undo, comes back with
 * the redo; "started" stays as it was. */
static void
test_played_finished_follows_over (Fixture       *fx,
                                   gconstpointer  data G_GNUC_UNUSED)
{
  guint n = tyros_game_get_n_moves (fx->script);
  g_autofree char *started = g_strdup (tyros_game_get_played (fx->game, TYROS_PLAYED_STARTED));
  gint64 before_end;
  g_autoptr(TyrosGame) before_last = NULL;
  g_autoptr(TyrosGame) over = NULL;
  g_autoptr(TyrosGame) undone = NULL;
  g_autoptr(TyrosGame) redone = NULL;

  play_script (fx, n - 1);
  before_last = load_autosave (fx);
  g_assert_null (tyros_game_get_played (before_last, TYROS_PLAYED_FINISHED));
  before_end = g_get_real_time () / G_USEC_PER_SEC;
  play_script (fx, n);
  over = load_autosave (fx);
  assert_time_since (tyros_game_get_played (over, TYROS_PLAYED_FINISHED), before_end);
  g_assert_cmpstr (tyros_game_get_played (over, TYROS_PLAYED_STARTED), ==, started);

  g_assert_true (tyros_game_undo (fx->game));
  undone = load_autosave (fx);
  g_assert_null (tyros_game_get_played (undone, TYROS_PLAYED_FINISHED));
  g_assert_cmpstr (tyros_game_get_played (undone, TYROS_PLAYED_STARTED), ==, started);

  g_assert_true (tyros_game_redo (fx->game, NULL));
  redone = load_autosave (fx);
  assert_time_since (tyros_game_get_played (redone, TYROS_PLAYED_FINISHED), before_end);
}

/* Location and note are saved at once; a text the file cannot hold is
 * refused and changes nothing; "" clears. */
static void
test_played_location_note (Fixture       *fx,
                           gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) saved = NULL;
  g_autoptr(TyrosGame) refused = NULL;
  g_autoptr(TyrosGame) cleared = NULL;

  g_assert_true (tyros_game_session_set_played (fx->session, TYROS_PLAYED_LOCATION, "Anna's kitchen, upstairs", NULL));
  g_assert_true (tyros_game_session_set_played (fx->session, TYROS_PLAYED_NOTE, "first game with \"Italian\" rules", NULL));
  saved = load_autosave (fx);
  g_assert_cmpstr (tyros_game_get_played (saved, TYROS_PLAYED_LOCATION), ==, "Anna's kitchen, upstairs");
  g_assert_cmpstr (tyros_game_get_played (saved, TYROS_PLAYED_NOTE), ==, "first game with \"Italian\" rules");

  g_assert_false (tyros_game_session_set_played (fx->session, TYROS_PLAYED_NOTE, "two\nlines", &error));
  g_assert_nonnull (error);
  refused = load_autosave (fx);
  g_assert_cmpstr (tyros_game_get_played (refused, TYROS_PLAYED_NOTE), ==, "first game with \"Italian\" rules");

  g_assert_true (tyros_game_session_set_played (fx->session, TYROS_PLAYED_LOCATION, "", NULL));
  cleared = load_autosave (fx);
  g_assert_null (tyros_game_get_played (cleared, TYROS_PLAYED_LOCATION));
}

/* A game reopened from the store is not started again: it keeps what its
 * file says, and a game that is over keeps no "finished" it never had. */
static void
test_played_reopened_kept (Fixture       *fx,
                           gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (fx->dir, "reopened.tyros", NULL);
  g_autoptr(TyrosGame) reopened = NULL;
  g_autoptr(TyrosGameSession) session = NULL;
  g_autoptr(TyrosGame) saved = NULL;

  g_assert_true (tyros_game_set_played (fx->script, TYROS_PLAYED_STARTED, "2026-11-26T19:04:00+01:00", NULL));
  g_assert_true (tyros_file_save (fx->script, path, NULL));
  reopened = tyros_file_load (path, NULL);
  session = tyros_game_session_new (fx->store, reopened, path);
  saved = tyros_file_load (path, NULL);
  g_assert_cmpstr (tyros_game_get_played (saved, TYROS_PLAYED_STARTED), ==, "2026-11-26T19:04:00+01:00");
  g_assert_null (tyros_game_get_played (saved, TYROS_PLAYED_FINISHED));
}

#define OLD_FINISHED "2026-02-10T21:10:00+01:00"

/* A finished game written a day ago, without colours, finished in
 * February, at @path */
static void
put_old_finished_game (Fixture    *fx,
                       const char *path)
{
  struct utimbuf times;

  play_script (fx, tyros_game_get_n_moves (fx->script));
  g_assert_true (tyros_game_set_played (fx->game, TYROS_PLAYED_FINISHED, OLD_FINISHED, NULL));
  g_assert_true (tyros_file_save (fx->game, path, NULL));
  times.actime = times.modtime = time (NULL) - 24 * 60 * 60;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* Looking at a game writes nothing: opened from its file, it keeps its
 * bytes (no colours it did not have) and its modification time until it
 * changes; then it is saved as ever. */
static void
test_opened_not_written (Fixture       *fx,
                         gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (fx->dir, "old.tyros", NULL);
  g_autofree char *before = NULL;
  g_autofree char *opened = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(TyrosGameSession) session = NULL;

  put_old_finished_game (fx, path);
  before = model_test_file_state (path);
  game = tyros_file_load (path, NULL);
  session = tyros_game_session_new (fx->store, game, path);
  g_assert_cmpstr (tyros_game_session_get_player_colours (session)[0], ==, tyros_player_colour_hex (0));
  opened = model_test_file_state (path);
  g_assert_cmpstr (opened, ==, before);
  g_assert_true (tyros_game_session_is_kept (session));

  g_assert_true (tyros_game_undo (game));
  changed = model_test_file_state (path);
  g_assert_cmpstr (changed, !=, before);
}

/* The "finished" of the file at @path */
static char *
saved_finished (const char *path)
{
  g_autoptr(TyrosGame) saved = tyros_file_load (path, NULL);

  g_assert_nonnull (saved);
  return g_strdup (tyros_game_get_played (saved, TYROS_PLAYED_FINISHED));
}

/* A finished game opened is read-only, its banner says when it finished;
 * after "Edit Anyway" an undo takes "finished" away and the redo of that
 * move brings it back as it was, not today (as does "Go Back to Here"
 * and redo, one move a press). */
static void
test_redo_keeps_finished (Fixture       *fx,
                          gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (fx->dir, "old.tyros", NULL);
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(TyrosGameSession) session = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  g_autofree char *back_again = NULL;
  guint n;

  put_old_finished_game (fx, path);
  game = tyros_file_load (path, NULL);
  n = tyros_game_get_n_played (game);
  session = tyros_game_session_new (fx->store, game, path);
  g_assert_true (tyros_game_session_get_read_only (session));
  assert_string_property (session, "finished-text", "Finished on 10 February 2026");
  tyros_game_session_edit_anyway (session);
  g_assert_false (tyros_game_session_get_read_only (session));
  assert_string_property (session, "finished-text", NULL);

  g_assert_true (tyros_game_undo (game));
  undone = saved_finished (path);
  g_assert_null (undone);
  g_assert_true (tyros_game_redo (game, NULL));
  redone = saved_finished (path);
  g_assert_cmpstr (redone, ==, OLD_FINISHED);

  tyros_game_go_back_to (game, n - 3);
  for (guint i = 0; i < 3; i++)
    g_assert_true (tyros_game_redo (game, NULL));
  back_again = saved_finished (path);
  g_assert_cmpstr (back_again, ==, OLD_FINISHED);
}

/* A new game that ends is not read-only, and is finished now. */
static void
test_new_game_not_read_only (Fixture       *fx,
                             gconstpointer  data G_GNUC_UNUSED)
{
  play_script (fx, tyros_game_get_n_moves (fx->script));
  g_assert_false (tyros_game_session_get_read_only (fx->session));
  assert_string_property (fx->session, "finished-text", NULL);
}

#define ADD(path, func) \
  g_test_add ("/game-session/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ADD ("new-game-saved-at-once", test_new_game_saved_at_once);
  ADD ("move-autosaved", test_move_autosaved);
  ADD ("undo-redo-autosaved", test_undo_redo_autosaved);
  ADD ("viewing", test_viewing);
  ADD ("save-as", test_save_as);
  ADD ("autosave-failure-said", test_autosave_failure_said);
  ADD ("autosave-retried", test_autosave_retried);
  ADD ("save-now-and-copy", test_save_now_and_copy);
  ADD ("same-second-own-files", test_same_second_own_files);
  ADD ("first-save-failed-no-file", test_first_save_failed_no_file);
  ADD ("header-new-game", test_header_new_game);
  ADD ("header-after-move", test_header_after_move);
  ADD ("header-viewing", test_header_viewing);
  ADD ("header-game-over", test_header_game_over);
  ADD ("summary-leader", test_summary_leader);
  ADD ("summary-viewing", test_summary_viewing);
  ADD ("summary-game-over", test_summary_game_over);
  ADD ("banner-replacing", test_banner_replacing);
  ADD ("banner-problem", test_banner_problem);
  ADD ("problem-after-replace-and-undo", test_problem_after_replace_and_undo);
  ADD ("problem-after-fix-undone", test_problem_after_fix_undone);
  ADD ("changed-once-per-change", test_changed_once_per_change);
  ADD ("score-of-shown-position", test_score_of_shown_position);
  ADD ("story-once-per-change", test_story_once_per_change);
  ADD ("player-colours-resolved", test_player_colours_resolved);
  ADD ("undo-ends-replacing", test_undo_ends_replacing);
  ADD ("current-colour", test_current_colour);
  ADD ("current-colour-viewing", test_current_colour_viewing);
  ADD ("finished-board-winner", test_finished_board_winner);
  ADD ("finished-board-shared-win", test_finished_board_shared_win);
  ADD ("finished-board-while-painted", test_finished_board_while_painted);
  ADD ("played-started", test_played_started);
  ADD ("played-finished-follows-over", test_played_finished_follows_over);
  ADD ("played-location-note", test_played_location_note);
  ADD ("played-reopened-kept", test_played_reopened_kept);
  ADD ("opened-not-written", test_opened_not_written);
  ADD ("redo-keeps-finished", test_redo_keeps_finished);
  ADD ("new-game-not-read-only", test_new_game_not_read_only);
  return g_test_run ();
}
