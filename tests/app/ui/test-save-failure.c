/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-save-failure.c: no move the window showed is lost when saving fails
 *
 * The disk says no (a folder stands where the autosave goes: neither a save
 * nor root can replace it, as a full disk or a read-only folder refuses it).
 * The window says so for as long as it lasts, saves on its own once it can,
 * and does not close, nor show another game, while moves are only in memory
 * without asking. Runs under Xvfb with the real application (Ctrl+Q is its
 * accelerator); keys are pressed with xdotool.
 */
#define G_LOG_DOMAIN "tyros-test-save-failure"
#include "config.h"

#include "app-test-util.h"

#include <glib/gstdio.h>

#include "tyros-application.h"

static TyrosApplication *app;

/* Six moves played, Anna to act in the card actions: each "pass" is a move. */
static TyrosGame *
open_game (TyrosWindow *window)
{
  TyrosGame *game;

  app_test_open_data (window, "illegal-m3.tyros");
  game = app_test_game (window);
  g_assert_nonnull (game);
  g_assert_cmpint (app_test_saved_moves (window), ==, 6);
  return game;
}

static void
pass (TyrosWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (app_test_game_page (window)), "game.pass", NULL);
  app_test_pump ();
}

static guint
moves_on_disk (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) saved = tyros_file_load (path, &error);

  g_assert_no_error (error);
  return tyros_game_get_n_played (saved);
}

static gboolean
banner_shown (gconstpointer window)
{
  return gtk_widget_get_visible (app_test_child ((gpointer) window, TYROS_TYPE_WINDOW, "unsaved_banner"));
}

static gboolean
banner_hidden (gconstpointer window)
{
  return !banner_shown (window);
}

/* The question "The Game Is Not Saved", or NULL while it is not asked */
static GtkWidget *
unsaved_dialog (void)
{
  return app_test_question ();
}

static gboolean
dialog_gone (gconstpointer data G_GNUC_UNUSED)
{
  return unsaved_dialog () == NULL;
}

static gboolean
dialog_shown (gconstpointer data G_GNUC_UNUSED)
{
  return unsaved_dialog () != NULL;
}

static gboolean
pointer_cleared (gconstpointer pointer)
{
  return *(gpointer const *) pointer == NULL;
}

/* While saves fail, a banner under the header says so and why, for as long
 * as it lasts (not a toast); it goes once a save works again, by itself. */
static void
test_banner_until_saved (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autofree char *inside = NULL;
  GtkLabel *label = app_test_child (window, TYROS_TYPE_WINDOW, "unsaved_label");
  g_autofree char *path = NULL;

  open_game (window);
  path = g_strdup (app_test_autosave_path (window));
  g_assert_false (banner_shown (window));
  inside = model_test_block_file (app_test_autosave_path (window));
  pass (window);
  pass (window);
  g_assert_true (banner_shown (window));
  g_assert_nonnull (strstr (gtk_label_get_label (label), "not saved"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), "directory"));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (label)));
  app_test_settle (3000);
  g_assert_true (banner_shown (window));

  model_test_unblock_file (inside);
  app_test_wait_for (banner_hidden, window);
  g_assert_cmpuint (moves_on_disk (path), ==, 8);
  g_assert_cmpint (app_test_saved_moves (window), ==, 8);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Ctrl+Q while the last moves are only in memory: the window asks instead
 * of closing, and once the disk takes the game it saves it and closes as
 * asked, with every move on disk. */
static void
test_quit_waits_for_save (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autofree char *inside = NULL;
  g_autofree char *path = NULL;

  open_game (window);
  path = g_strdup (app_test_autosave_path (window));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  inside = model_test_block_file (app_test_autosave_path (window));
  pass (window);
  app_test_press_keys (window, "ctrl+q");
  app_test_settle (300);
  g_assert_nonnull (window);
  g_assert_nonnull (unsaved_dialog ());

  model_test_unblock_file (inside);
  app_test_wait_for (pointer_cleared, &window);
  app_test_wait_for (dialog_gone, NULL);
  g_assert_cmpuint (moves_on_disk (path), ==, 7);
}

/* Asked, the group may let the unsaved moves go (Close Without Saving), or
 * keep playing; opening another game asks the same, and Keep Playing keeps
 * the game on the board. */
static void
test_answers (void)
{
  TyrosWindow *window = app_test_present_window (app);
  TyrosGame *game = open_game (window);
  g_autofree char *inside = NULL;
  g_autofree char *path = g_strdup (app_test_autosave_path (window));
  g_autoptr(GFile) other = NULL;
  g_autofree char *other_path = app_test_data_path ("game-3p.tyros");

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  inside = model_test_block_file (app_test_autosave_path (window));
  pass (window);

  /* Another game: asked; Keep Playing leaves the game as it is */
  other = g_file_new_for_path (other_path);
  tyros_window_open_file (window, other);
  app_test_wait_for (dialog_shown, NULL);
  app_test_click (app_test_find_button (unsaved_dialog (), "_Keep Playing"));
  app_test_wait_for (dialog_gone, NULL);
  g_assert_true (app_test_game (window) == game);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);

  /* Closing: asked; Close Without Saving closes, the file as it was */
  gtk_window_close (GTK_WINDOW (window));
  app_test_pump ();
  g_assert_nonnull (window);
  app_test_click (app_test_find_button (unsaved_dialog (), "_Close Without Saving"));
  app_test_wait_for (pointer_cleared, &window);
  /* and nothing saves it after that, though the disk would take it now */
  model_test_unblock_file (inside);
  app_test_settle (2500);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();

  /* Ctrl+Q is the application's */
  app = app_test_application_new ();

  g_test_add_func ("/app/save-failure/banner-until-saved", test_banner_until_saved);
  g_test_add_func ("/app/save-failure/quit-waits-for-save", test_quit_waits_for_save);
  g_test_add_func ("/app/save-failure/answers", test_answers);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
