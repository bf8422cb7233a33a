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
#include <unistd.h>

#include "tyros-application.h"
#include "tyros-unsaved-dialog.h"

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

static void
answered_nothing (const char *response G_GNUC_UNUSED,
                  gpointer    data G_GNUC_UNUSED)
{
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
  g_assert_nonnull (strstr (gtk_label_get_label (label), "Not saved"));
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

/* The question's sentence, and the details folded under it */
static const char *
question_body (void)
{
  return app_test_string_property (unsaved_dialog (), "body");
}

static const char *
question_details (void)
{
  GtkWidget *expander = app_test_find (unsaved_dialog (), app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_EXPANDER));

  g_assert_nonnull (expander);
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));
  return gtk_label_get_text (GTK_LABEL (gtk_expander_get_child (GTK_EXPANDER (expander))));
}

/* Closing @window asks, in @sentence, with @folder in the details; the
 * answer is Keep Playing. */
static void
assert_question_on_close (TyrosWindow *window,
                          const char  *sentence,
                          const char  *folder)
{
  gtk_window_close (GTK_WINDOW (window));
  app_test_wait_for (dialog_shown, NULL);
  g_assert_cmpstr (question_body (), ==, sentence);
  g_assert_nonnull (strstr (question_details (), folder));
  app_test_click (app_test_find_button (unsaved_dialog (), "_Keep Playing"));
  app_test_wait_for (dialog_gone, NULL);
}

/* The question says what went wrong in one sentence a player can act on
 * (it said "free some space" on a read-only disk, and showed the autosave's
 * path): the file and the system's words are under Details. Here the
 * folder of saved games is gone (a file stands at its name). */
static void
test_question_missing_folder (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autofree char *folder = NULL;
  g_autofree char *aside = NULL;

  open_game (window);
  folder = g_path_get_dirname (app_test_autosave_path (window));
  aside = g_strconcat (folder, ".aside", NULL);
  g_assert_cmpint (g_rename (folder, aside), ==, 0);
  g_assert_true (g_file_set_contents (folder, "", 0, NULL));
  pass (window);

  assert_question_on_close (window, "The folder of saved games is missing: save the game elsewhere to keep its latest moves.",
                            folder);

  g_assert_cmpint (g_unlink (folder), ==, 0);
  g_assert_cmpint (g_rename (aside, folder), ==, 0);
  app_test_wait_for (banner_hidden, window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same for a folder that cannot be written to (root writes anyway:
 * then the sentence is checked from the error alone, below) */
static void
test_question_read_only_folder (void)
{
  TyrosWindow *window;
  g_autofree char *folder = NULL;

  if (getuid () == 0)
    {
      g_test_skip ("root writes into a read-only folder");
      return;
    }
  window = app_test_present_window (app);
  open_game (window);
  folder = g_path_get_dirname (app_test_autosave_path (window));
  g_assert_cmpint (g_chmod (folder, 0500), ==, 0);
  pass (window);

  assert_question_on_close (window, "The folder of saved games is read-only: save the game elsewhere to keep its latest moves.",
                            folder);

  g_assert_cmpint (g_chmod (folder, 0700), ==, 0);
  app_test_wait_for (banner_hidden, window);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each cause its sentence: a full disk may be freed, a read-only one not. */
static void
test_question_per_cause (void)
{
  static const struct { GFileError code; const char *sentence; } causes[] = {
    { G_FILE_ERROR_NOSPC, "The disk is full: save the game elsewhere, or free some space and keep playing." },
    { G_FILE_ERROR_ROFS, "The folder of saved games is read-only: save the game elsewhere to keep its latest moves." },
    { G_FILE_ERROR_ACCES, "The folder of saved games is read-only: save the game elsewhere to keep its latest moves." },
    { G_FILE_ERROR_NOENT, "The folder of saved games is missing: save the game elsewhere to keep its latest moves." },
    { G_FILE_ERROR_IO, "The disk refused the game: save it elsewhere to keep its latest moves." },
  };
  TyrosWindow *window = app_test_present_window (app);

  for (guint i = 0; i < G_N_ELEMENTS (causes); i++)
    {
      g_autoptr(GError) reason = g_error_new (G_FILE_ERROR, causes[i].code, "Cannot save “/data/game.tyros”: %s",
                                              g_strerror (EIO));
      GtkWidget *dialog = tyros_unsaved_dialog_present (GTK_WINDOW (window), TRUE, reason, answered_nothing, NULL);

      app_test_wait_for (dialog_shown, NULL);
      g_assert_cmpstr (question_body (), ==, causes[i].sentence);
      g_assert_cmpstr (question_details (), ==, reason->message);
      tyros_unsaved_dialog_dismiss (dialog);
      app_test_wait_for (dialog_gone, NULL);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The banner's words on its red tint: at least 4.5:1 (WCAG AA; it was
 * 4.35:1 in the light style), light and dark. */
static void
test_banner_contrast (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autofree char *inside = NULL;
  GtkWidget *banner = app_test_child (window, TYROS_TYPE_WINDOW, "unsaved_banner");
  GtkWidget *label = app_test_child (window, TYROS_TYPE_WINDOW, "unsaved_label");

  open_game (window);
  inside = model_test_block_file (app_test_autosave_path (window));
  pass (window);
  g_assert_true (banner_shown (window));
  for (int dark = 0; dark <= 1; dark++)
    {
      double best;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      app_test_pump_frames (8);
      best = app_test_text_contrast (GTK_WIDGET (window), banner, label);
      g_test_message ("the not-saved banner (%s): %.2f:1", dark ? "dark" : "light", best);
      if (best < 4.5)
        g_error ("the not-saved banner (%s): contrast %.2f:1, less than 4.5:1", dark ? "dark" : "light", best);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  model_test_unblock_file (inside);
  app_test_wait_for (banner_hidden, window);
  gtk_window_destroy (GTK_WINDOW (window));
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
  g_test_add_func ("/app/save-failure/question-missing-folder", test_question_missing_folder);
  g_test_add_func ("/app/save-failure/question-read-only-folder", test_question_read_only_folder);
  g_test_add_func ("/app/save-failure/question-per-cause", test_question_per_cause);
  g_test_add_func ("/app/save-failure/banner-contrast", test_banner_contrast);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
