/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-session.c: the game in play, without a display
 *
 * Every change of the game is on disk at once, as a whole game file that
 * replays the same; "saved-moves" says how far; Save As writes a copy and
 * the game goes on being saved where it was; a failed save is said, not
 * hidden.
 */
#include <glib/gstdio.h>

#include "tyros-game-session.h"

typedef struct {
  char             *dir;
  TyrosGameStore   *store;
  TyrosGame        *script;  /* a real game: its moves are played one by one */
  TyrosGame        *game;    /* its set-up, no move yet */
  TyrosGameSession *session;
  guint             n_saved_notes;
} Fixture;

static void
saved_moves_noted (Fixture *fx)
{
  fx->n_saved_notes++;
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
  fx->session = tyros_game_session_new (fx->store, fx->game, NULL);
  g_signal_connect_swapped (fx->session, "notify::saved-moves", G_CALLBACK (saved_moves_noted), fx);
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

static void
note_failure (char       **message,
              const char  *text)
{
  g_free (*message);
  *message = g_strdup (text);
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
  g_signal_connect_swapped (session, "autosave-failed", G_CALLBACK (note_failure), &message);
  play_script (fx, 1);
  g_assert_nonnull (message);
  g_assert_cmpint (saved_moves (session), ==, -1);
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
  return g_test_run ();
}
