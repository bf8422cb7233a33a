/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-open.c: game files and the saved games are read off the main thread
 *
 * The window asks, a worker thread reads, the main loop delivers: the last
 * open asked for is the one shown, a file that cannot be read changes
 * nothing and says why, and the start page shows the saved games once they
 * are listed, never "no games" before. A result is held back, so that it
 * arrives after another, on a main context of its own: GTask delivers to the
 * context that was the thread's default when the open was asked for.
 */
#define G_LOG_DOMAIN "tyros-test-open"
#include "config.h"

#include "app-test-util.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>

static TyrosWindow *
open_window (void)
{
  TyrosWindow *window = tyros_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static gboolean
is_label_containing (GtkWidget     *widget,
                     gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

/* The text of a label in @window containing @text (a toast's), or NULL */
static const char *
find_text (TyrosWindow *window,
           const char  *text)
{
  GtkWidget *label = app_test_find (GTK_WIDGET (window), is_label_containing, text);

  return label != NULL ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

static GtkWidget *
spinner (TyrosWindow *window)
{
  return app_test_child (window, TYROS_TYPE_WINDOW, "opening_spinner");
}

static void
set_flag (gpointer  flag,
          GObject  *finalized G_GNUC_UNUSED)
{
  g_atomic_int_set ((gint *) flag, TRUE);  /* maybe on the worker thread */
}

/* Runs @context (not the default one) until *@flag is set. */
static void
run_until (GMainContext *context,
           gint         *flag)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (!g_atomic_int_get (flag))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      if (!g_main_context_iteration (context, FALSE))
        g_usleep (1000);
    }
}

/* A file read gives its game, played on in a copy in the store. */
static void
test_open_shows_game (void)
{
  TyrosWindow *window = open_window ();
  g_autofree char *path = app_test_data_path ("game-3p.tyros");

  app_test_open_data (window, "game-3p.tyros");
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, 146);
  g_assert_cmpstr (app_test_autosave_path (window), !=, path);
  g_assert_false (gtk_widget_get_visible (spinner (window)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_call (guint *count)
{
  (*count)++;
}

static gboolean
is_mapped (gconstpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

/* A game given on the command line is read before the window has a size:
 * the page is laid out for the window's default width from its first frame
 * (wide here), not narrow first and wide a frame later, which drew the
 * window twice and the board's images at both sizes (issue 34). */
static void
test_launch_lays_out_once (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  guint narrow_changes = 0;
  TyrosGamePage *page;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  app_test_open_data (window, "game-3p.tyros");
  page = app_test_game_page (window);
  g_signal_connect_swapped (page, "notify::narrow", G_CALLBACK (count_call), &narrow_changes);
  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for (is_mapped, app_test_board_view (window));
  app_test_settle (300);
  g_assert_false (tyros_game_page_get_narrow (page));
  g_assert_cmpuint (narrow_changes, ==, 0);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (app_test_board_view (window))), <, 1100 - 300);
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* A long game opened builds no row of the history, which is hidden, while
 * it launches or after (a 300-move game's rows were a fifth of its launch's
 * work, issue 34); shown, the history has every move, in order, and keeps
 * them up to date from then on, shown or not. */
static void
test_launch_builds_history_when_shown (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  TyrosHistoryPanel *history;
  GtkWidget *list;
  TyrosGame *game;
  guint n_moves;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  app_test_open_data (window, "game-3p.tyros");
  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for (is_mapped, app_test_board_view (window));
  app_test_settle (300);
  history = app_test_history_panel (window);
  list = GTK_WIDGET (app_test_history_list (history));
  game = app_test_game (window);
  n_moves = tyros_game_get_n_moves (game);
  g_assert_cmpuint (n_moves, >, 100);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (history)));
  g_assert_cmpuint (n_children (list), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.show-history", NULL));
  app_test_wait_for (is_mapped, history);
  g_assert_cmpuint (n_children (list), ==, n_moves + 1);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *text = tyros_game_describe_move (game, i);

      g_assert_cmpstr (app_test_history_text (history, i), ==, text);
    }

  /* hidden again, an undo still turns the last row into an undone move */
  tyros_game_page_show_side_page (app_test_game_page (window), "turn"); /* the Turn tab */
  app_test_pump ();
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (history)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  app_test_pump ();
  g_assert_cmpuint (n_children (list), ==, n_moves + 1);
  g_assert_true (g_str_has_prefix (app_test_history_text (history, n_moves - 1), "Undone: "));
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
n_flow_box_children (TyrosPositionPanel *panel,
                     const char         *name)
{
  return n_children (app_test_child (panel, TYROS_TYPE_POSITION_PANEL, name));
}

/* A game opened at launch builds none of a finished board's tools, which it
 * never shows (12 M instructions of a long game's launch, issue 34); a
 * finished board opened then has them whole, after the move entry's place:
 * every empire's chip, each player's cities and ships, the first in all four
 * it says. */
static void
test_launch_builds_position_tools_when_shown (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  TyrosPositionPanel *positions;
  GtkWidget *dropdown;
  TyrosGame *board;
  guint n_players;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  app_test_open_data (window, "game-3p.tyros");
  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for (is_mapped, app_test_board_view (window));
  app_test_settle (300);
  g_assert_null (app_test_position_panel (window));

  app_test_open_data (window, "position-board-a.tyros");
  board = app_test_game (window);
  g_assert_true (tyros_game_is_position (board));
  positions = app_test_position_panel (window);
  g_assert_nonnull (positions);
  app_test_wait_for (is_mapped, positions);
  g_assert_true (gtk_widget_get_prev_sibling (GTK_WIDGET (positions)) ==
                 GTK_WIDGET (app_test_action_panel (window)));
  n_players = tyros_game_get_n_players (board);
  g_assert_cmpuint (n_players, ==, 3);
  g_assert_cmpuint (n_flow_box_children (positions, "empire_box"), ==, TYROS_N_EMPIRES + 1);
  g_assert_cmpuint (n_flow_box_children (positions, "city_box"), ==, n_players + 1);
  g_assert_cmpuint (n_flow_box_children (positions, "ship_box"), ==, n_players + 1);
  dropdown = app_test_child (positions, TYROS_TYPE_POSITION_PANEL, "first_dropdown");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==,
                    (guint) (tyros_game_get_state (board)->first_all_four + 1));
  g_assert_true (tyros_position_panel_can_score (positions));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean says_cannot_open (gconstpointer window);

static gboolean
says_continue (gconstpointer start)
{
  return app_test_start_continue_text ((TyrosStartPage *) start) != NULL;
}

/* A game given on the command line (opened before the window is shown, as
 * the application's "open" does) is shown without the start page ever being
 * built (8 M instructions of a long game's launch, issue 34); the game left
 * for the start page, it is there whole: listing the saved games, Continue
 * the default, and Continue opens the game. A file that cannot be read at
 * launch leaves the window on the start page. */
static void
test_launch_builds_start_page_when_shown (void)
{
  g_autofree char *resume = app_test_put_saved_game ("seed-written-negative-kosmos.tyros", "resume.tyros", 0);
  g_autofree char *path = app_test_data_path ("game-3p.tyros");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/launch.tyros");
  TyrosWindow *window = tyros_window_new (NULL);
  TyrosStartPage *start;

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  tyros_window_open_file (window, file);
  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for_game (window);
  app_test_wait_for (is_mapped, app_test_board_view (window));
  app_test_settle (300);
  g_assert_null (app_test_start_page (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL));
  start = app_test_start_page (window);
  g_assert_nonnull (start);
  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  g_assert_cmpstr (app_test_title (window), ==, "Tyros Companion");
  app_test_wait_for (is_mapped, app_test_child (start, TYROS_TYPE_START_PAGE, "new_button"));
  app_test_wait_for (says_continue, start);
  g_assert_nonnull (strstr (app_test_start_continue_text (start), "Round 1"));
  g_assert_cmpuint (app_test_start_n_recent (start), >, 0);
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (window)) ==
                 app_test_child (start, TYROS_TYPE_START_PAGE, "continue_button"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (start), "start.continue", NULL));
  app_test_wait_for_game (window);
  app_test_wait_for (is_mapped, app_test_board_view (window));
  g_assert_cmpstr (app_test_autosave_path (window), ==, resume);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  gtk_window_destroy (GTK_WINDOW (window));

  window = tyros_window_new (NULL);
  tyros_window_open_file (window, missing);
  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for (says_cannot_open, window);
  g_assert_null (app_test_game (window));
  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  app_test_wait_for (is_mapped, app_test_start_page (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (resume);
}

static gboolean
can_undo (TyrosWindow *window)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (app_test_game_page (window)), "undo");
}

/* A finished game of the saved games (its file has no colours) opened is
 * looked at: its file keeps its bytes and time, it says it is finished and
 * takes no undo until "Edit Anyway"; the first change is saved. */
static void
test_finished_game_opened_read_only (void)
{
  TyrosWindow *window = open_window ();
  g_autofree char *path = app_test_put_saved_game ("game-3p.tyros", "finished.tyros", 24 * 60 * 60);
  g_autofree char *before = model_test_file_state (path);
  g_autofree char *opened = NULL;
  g_autofree char *undone = NULL;
  GtkWidget *banner = app_test_child (window, TYROS_TYPE_WINDOW, "finished_banner");

  app_test_open_file (window, g_file_new_for_path (path));
  g_assert_cmpstr (app_test_autosave_path (window), ==, path);
  opened = model_test_file_state (path);
  g_assert_cmpstr (opened, ==, before);
  g_assert_true (gtk_widget_get_visible (banner));
  g_assert_nonnull (find_text (window, "This game is finished"));
  g_assert_false (can_undo (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-anyway", NULL));
  app_test_pump ();
  g_assert_false (gtk_widget_get_visible (banner));
  g_assert_true (can_undo (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  app_test_pump ();
  undone = model_test_file_state (path);
  g_assert_cmpstr (undone, !=, before);
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
count_games (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tyros-companion", "games", NULL);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    n += g_str_has_suffix (name, ".tyros");
  return n;
}

static gboolean
shows_stored_copy (gconstpointer data)
{
  TyrosWindow *window = (TyrosWindow *) data;

  return app_test_session (window) != NULL && tyros_game_session_get_read_only (app_test_session (window));
}

/* The same finished game opened twice (a file a friend mailed) is one play:
 * the second open says it is in the records and shows the store's copy. */
static void
test_same_play_opened_twice (void)
{
  TyrosWindow *window = open_window ();
  g_autofree char *source = app_test_data_path ("game-3p.tyros");
  g_autoptr(TyrosGame) game = tyros_file_load (source, NULL);
  g_autofree char *mailed = g_build_filename (g_get_tmp_dir (), "mailed-game.tyros", NULL);
  g_autofree char *first = NULL;
  guint before = count_games ();

  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_STARTED, "2026-03-15T19:04:00+01:00", NULL));
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_FINISHED, "2026-03-15T21:40:00+01:00", NULL));
  g_assert_true (tyros_file_save (game, mailed, NULL));
  app_test_open_file (window, g_file_new_for_path (mailed));
  first = g_strdup (app_test_autosave_path (window));
  g_assert_cmpuint (count_games (), ==, before + 1);

  app_test_open_file (window, g_file_new_for_path (mailed));
  g_assert_nonnull (find_text (window, "This game is already in the records"));
  /* the store's copy, finished before it was opened: read-only */
  app_test_wait_for (shows_stored_copy, window);
  g_assert_cmpuint (count_games (), ==, before + 1);
  g_assert_cmpstr (app_test_autosave_path (window), ==, first);
  g_unlink (mailed);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Two opens in a row: the second game is shown, and the first, though its
 * result arrives after it, never is. While the first is read for more than a
 * moment, the window shows that it is opening. */
static void
test_second_open_replaces_first (void)
{
  TyrosWindow *window = open_window ();
  g_autoptr(GMainContext) held = g_main_context_new ();
  g_autofree char *first_path = app_test_data_path ("game-3p.tyros");
  GFile *first = g_file_new_for_path (first_path);
  gint first_done = FALSE;
  TyrosGameSession *session;

  app_test_settle (100);
  g_object_weak_ref (G_OBJECT (first), set_flag, &first_done);
  g_main_context_push_thread_default (held);
  tyros_window_open_file (window, first);
  g_main_context_pop_thread_default (held);
  g_object_unref (first);

  app_test_settle (600);
  g_assert_null (app_test_game (window));
  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  g_assert_true (gtk_widget_get_visible (spinner (window)));

  app_test_open_data (window, "game-4p.tyros");
  g_assert_cmpuint (tyros_game_get_n_players (app_test_game (window)), ==, 4);
  g_assert_false (gtk_widget_get_visible (spinner (window)));
  session = app_test_session (window);

  /* The first result arrives now, last: dropped unseen */
  run_until (held, &first_done);
  app_test_pump ();
  g_assert_true (app_test_session (window) == session);
  g_assert_cmpuint (tyros_game_get_n_players (app_test_game (window)), ==, 4);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_null (find_text (window, "Could not open"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closed while a file is read: the read is cancelled and nothing arrives. */
static void
test_close_cancels_open (void)
{
  TyrosWindow *window = open_window ();
  g_autoptr(GMainContext) held = g_main_context_new ();
  g_autofree char *path = app_test_data_path ("game-3p.tyros");
  GFile *file = g_file_new_for_path (path);
  gint done = FALSE;
  gint window_gone = FALSE;

  g_object_weak_ref (G_OBJECT (file), set_flag, &done);
  g_object_weak_ref (G_OBJECT (window), set_flag, &window_gone);
  g_main_context_push_thread_default (held);
  tyros_window_open_file (window, file);
  g_main_context_pop_thread_default (held);
  g_object_unref (file);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The read ends as cancelled; the window, kept for it, goes with it */
  run_until (held, &done);
  app_test_pump ();
  g_assert_true (window_gone);
}

/* A malformed file: the reason is said, and the game on the board stays as it was. */
static void
test_malformed_file_changes_nothing (void)
{
  TyrosWindow *window = open_window ();
  TyrosGameSession *session;
  g_autofree char *autosave = NULL;

  app_test_open_data (window, "game-3p.tyros");
  session = app_test_session (window);
  autosave = g_strdup (app_test_autosave_path (window));

  app_test_open_data (window, "bad/truncated.tyros");
  g_assert_nonnull (find_text (window, "Could not open the game: "));
  g_assert_nonnull (strstr (find_text (window, "Could not open the game: "), "ends too early"));
  g_assert_true (app_test_session (window) == session);
  g_assert_cmpstr (app_test_autosave_path (window), ==, autosave);
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, 146);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_false (gtk_widget_get_visible (spinner (window)));
  gtk_window_destroy (GTK_WINDOW (window));
}


static const char *
row_subtitle (TyrosStartPage *start,
              guint           index)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (app_test_start_recent_row (start, index)));
}

/* Until the list arrives the start page shows nothing of the saved games
 * (no "no games" either: New Game is not yet the suggested action); then the
 * games, and Continue for the newest unfinished one. */
static void
test_start_page_fills_when_listed (void)
{
  TyrosWindow *window;
  TyrosStartPage *start;
  GtkWidget *new_button;
  g_autofree char *over = app_test_put_saved_game ("game-3p.tyros", "over.tyros", 200);
  g_autofree char *playing = app_test_put_saved_game ("seed-written-negative-kosmos.tyros", "playing.tyros", 100);

  window = open_window ();
  start = app_test_start_page (window);
  new_button = app_test_child (start, TYROS_TYPE_START_PAGE, "new_button");
  /* No main loop has run: nothing read can have arrived */
  g_assert_cmpuint (app_test_start_n_recent (start), ==, 0);
  g_assert_null (app_test_start_continue_text (start));
  g_assert_false (gtk_widget_has_css_class (new_button, "suggested-action"));

  app_test_wait_for_recent (start, 2);
  g_assert_nonnull (strstr (app_test_start_continue_text (start), "Round 1"));
  g_assert_nonnull (strstr (row_subtitle (start, 1), "Finished after round"));
  g_assert_false (gtk_widget_has_css_class (new_button, "suggested-action"));
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (window)) ==
                 app_test_child (start, TYROS_TYPE_START_PAGE, "continue_button"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
row_says_played (gconstpointer start)
{
  for (guint i = 0; i < app_test_start_n_recent ((TyrosStartPage *) start); i++)
    if (strstr (row_subtitle ((TyrosStartPage *) start, i), "Played 26 November 2026") != NULL)
      return TRUE;
  return FALSE;
}

/* A recent game with a play record says when it was played, not when its
 * file was last written (here: a minute ago). */
static void
test_recent_game_says_played (void)
{
  g_autofree char *played = app_test_put_saved_game ("position-played.tyros", "played.tyros", 60);
  TyrosWindow *window = open_window ();

  app_test_wait_for (row_says_played, app_test_start_page (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (played);
}

static void
activate_row (TyrosStartPage *start,
              guint           index)
{
  GtkListBox *list = app_test_child (start, TYROS_TYPE_START_PAGE, "recent_list");

  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, index));
}

static gboolean
says_cannot_open (gconstpointer window)
{
  return find_text ((TyrosWindow *) window, "Could not open the game: ") != NULL;
}

/* A saved game that cannot be read is listed with its reason; opened, it
 * says why not and changes nothing. One with a bad move opens the moves
 * before it, in a copy: the file stays as it is. */
static void
test_unreadable_saved_games (void)
{
  TyrosWindow *window;
  TyrosStartPage *start;
  g_autofree char *bad_move = app_test_put_saved_game ("bad/unknown-field-33.tyros", "bad-move.tyros", 200);
  g_autofree char *truncated = app_test_put_saved_game ("bad/truncated.tyros", "truncated.tyros", 100);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_get_contents (bad_move, &before, NULL, NULL));
  window = open_window ();
  start = app_test_start_page (window);
  app_test_wait_for_recent (start, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (app_test_start_recent_row (start, 0))), ==,
                   "truncated.tyros");
  g_assert_nonnull (strstr (row_subtitle (start, 0), "Cannot be read: "));
  g_assert_nonnull (strstr (row_subtitle (start, 1), "Cannot be read whole"));
  g_assert_null (app_test_start_continue_text (start));

  activate_row (start, 0);
  app_test_wait_for (says_cannot_open, window);
  g_assert_nonnull (strstr (find_text (window, "Could not open the game: "), "ends too early"));
  g_assert_null (app_test_game (window));
  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  app_test_wait_for_recent (start, 2);

  activate_row (start, 1);
  app_test_wait_for_game (window);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, 6);
  g_assert_cmpstr (app_test_autosave_path (window), !=, bad_move);
  g_assert_true (g_file_get_contents (bad_move, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
list_written (gconstpointer data G_GNUC_UNUSED)
{
  g_autofree char *list = NULL;

  g_object_get (gtk_recent_manager_get_default (), "filename", &list, NULL);
  return g_file_test (list, G_FILE_TEST_EXISTS);
}

static gboolean
recently_used (gconstpointer uri)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  gboolean found = FALSE;

  for (GList *l = items; l != NULL; l = l->next)
    found = found || g_str_equal (gtk_recent_info_get_uri (l->data), uri);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  return found;
}

/* Drops @file on @window as a file manager does: its drop target is given
 * the list of files */
static void
drop_file (TyrosWindow *window,
           GFile       *file)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_auto(GValue) value = G_VALUE_INIT;
  GSList files = { file, NULL };
  gboolean taken = FALSE;

  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_set_boxed (&value, &files);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        g_signal_emit_by_name (controller, "drop", &value, 10.0, 10.0, &taken);
    }
  g_assert_true (taken);
}

/* Issue 33, 13: a .tyros file dropped on the window opens, and a game
 * opened from a file is among GNOME's recent files. */
static void
test_drop_opens_and_remembers (void)
{
  TyrosWindow *window = open_window ();
  g_autofree char *path = app_test_data_path ("game-3p.tyros");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);

  g_assert_false (recently_used (uri));
  drop_file (window, file);
  app_test_wait_for_game (window);
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), >, 0);
  app_test_wait_for (recently_used, uri);
  /* and kept in the desktop's list (written after a moment) */
  app_test_wait_for (list_written, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  app_test_init (&argc, &argv);
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();

  g_test_add_func ("/app/open/shows-game", test_open_shows_game);
  g_test_add_func ("/app/open/launch-lays-out-once", test_launch_lays_out_once);
  g_test_add_func ("/app/open/launch-builds-history-when-shown", test_launch_builds_history_when_shown);
  g_test_add_func ("/app/open/launch-builds-position-tools-when-shown", test_launch_builds_position_tools_when_shown);
  g_test_add_func ("/app/open/launch-builds-start-page-when-shown", test_launch_builds_start_page_when_shown);
  g_test_add_func ("/app/open/finished-game-opened-read-only", test_finished_game_opened_read_only);
  g_test_add_func ("/app/open/same-play-opened-twice", test_same_play_opened_twice);
  g_test_add_func ("/app/open/second-open-replaces-first", test_second_open_replaces_first);
  g_test_add_func ("/app/open/close-cancels-open", test_close_cancels_open);
  g_test_add_func ("/app/open/malformed-file-changes-nothing", test_malformed_file_changes_nothing);
  g_test_add_func ("/app/open/start-page-fills-when-listed", test_start_page_fills_when_listed);
  g_test_add_func ("/app/open/unreadable-saved-games", test_unreadable_saved_games);
  g_test_add_func ("/app/open/recent-game-says-played", test_recent_game_says_played);
  g_test_add_func ("/app/open/drop-opens-and-remembers", test_drop_opens_and_remembers);
  return g_test_run ();
}
