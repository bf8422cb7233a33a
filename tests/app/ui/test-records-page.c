/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-records-page.c: the players as people, in the window
 *
 * New Game offers the names of the saved games as their people are called
 * now: typing narrows them, a name already in another seat is not offered,
 * and picking one fills the seat and moves on to the next. The Records page
 * shows the numbers of the finished games (the totals expected are those of
 * the files' .expected.json, not the core's answer), each number opens the
 * games behind it and a game its score sheet; a merge moves the games; the
 * chart draws the points. Runs under Xvfb.
 */
#define G_LOG_DOMAIN "tyros-test-records"
#include "config.h"

#include <string.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "app-test-util.h"


#include "tyros-application.h"
#include "tyros-records-page.h"
#include "tyros-number-table.h"
#include "tyros-score-chart.h"

static gboolean
is_button (GtkWidget     *widget,
           gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget);
}

/* The names offered under the players, "|"-joined */
static char *
offered (TyrosNewGamePage *page)
{
  GtkWidget *box = app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "suggestions");
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;

  if (!gtk_widget_get_mapped (box))
    return g_strdup ("");
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = app_test_find (child, is_button, NULL);

      if (button != NULL)
        g_strv_builder_add (names, gtk_button_get_label (GTK_BUTTON (button)));
    }
  list = g_strv_builder_end (names);
  return g_strjoinv ("|", list);
}

static void
assert_offered (TyrosNewGamePage *page,
                const char       *expected)
{
  g_autofree char *got = NULL;

  app_test_pump_frames (3);
  got = offered (page);
  g_assert_cmpstr (got, ==, expected);
}

/* A window on the start page listing @n_listed games, then New Game with
 * every name cleared and the first one focused */
static TyrosNewGamePage *
blank_new_game (TyrosWindow **window,
                guint         n_listed)
{
  TyrosNewGamePage *page;

  *window = tyros_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (*window), 1024, 700);
  gtk_window_present (GTK_WINDOW (*window));
  app_test_wait_for_recent (app_test_start_page (*window), n_listed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (*window), "win.new-game", NULL));
  page = app_test_new_game_page (*window);
  for (guint i = 0; i < 4; i++)
    app_test_new_game_set_name (page, i, "");
  gtk_widget_grab_focus (GTK_WIDGET (app_test_new_game_name_entry (page, 0)));
  return page;
}

static void
test_new_game_offers_names (void)
{
  g_autofree char *old = app_test_put_saved_game ("game-3p.tyros", "old.tyros", 200);
  g_autofree char *new = app_test_put_saved_game ("game-4p.tyros", "new.tyros", 100);
  g_autofree char *people = g_build_filename (g_get_user_data_dir (), "tyros-companion", "people.json", NULL);
  TyrosWindow *window;
  TyrosNewGamePage *page;

  /* Ben was renamed Benjamin: he is offered as Benjamin */
  g_assert_true (g_file_set_contents (people, "{\"format\": \"tyros-people\", \"version\": 1, "
                                      "\"aliases\": {\"Ben\": \"Benjamin\"}}", -1, NULL));
  page = blank_new_game (&window, 2);
  /* the newest game's players first, six at most */
  assert_offered (page, "Dora|Emil|Fenna|Gus|Anna|Benjamin");

  app_test_new_game_set_name (page, 1, "Cleo");
  app_test_new_game_set_name (page, 0, "e");
  assert_offered (page, "Emil");
  app_test_new_game_set_name (page, 0, "C");
  assert_offered (page, "");
  app_test_new_game_set_name (page, 0, "b");
  assert_offered (page, "Benjamin");

  app_test_click (app_test_find_button (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "suggestions"), "Benjamin"));
  g_assert_cmpstr (app_test_new_game_get_name (page, 0), ==, "Benjamin");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (app_test_new_game_name_entry (page, 1))) ||
                 gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (app_test_new_game_name_entry (page, 1))));
  /* the next seat holds "Cleo", whole: nothing to complete */
  assert_offered (page, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
offers (gconstpointer data)
{
  const gpointer *pair = (const gpointer *) data;
  g_autofree char *got = offered (pair[0]);

  return g_strcmp0 (got, pair[1]) == 0;
}

/* The start page lists the newest twenty games; New Game offers the names
 * of older ones too, without Records opened first */
static void
test_new_game_offers_older_names (void)
{
  g_autofree char *old = app_test_put_saved_game ("game-4p.tyros", "old.tyros", 1000);
  TyrosWindow *window;
  TyrosNewGamePage *page;
  gconstpointer pair[2];

  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *name = g_strdup_printf ("new-%02u.tyros", i);
      g_autofree char *path = app_test_put_saved_game ("game-3p.tyros", name, 100 + (int) i);
    }
  page = blank_new_game (&window, 20);
  /* Gus played only in the oldest game, the twenty-first */
  app_test_new_game_set_name (page, 0, "G");
  pair[0] = page;
  pair[1] = "Gus";
  app_test_wait_for (offers, pair);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
records_page (TyrosWindow *window)
{
  return app_test_page (window, "records");
}

#if ADW_CHECK_VERSION (1, 4, 0)
static gboolean
is_navigation_view (GtkWidget     *widget,
                    gconstpointer  data G_GNUC_UNUSED)
{
  return ADW_IS_NAVIGATION_VIEW (widget);
}

/* libadwaita 1.4+: the navigation view of the Records page's views */
static AdwNavigationView *
records_navigation_view (TyrosWindow *window)
{
  return ADW_NAVIGATION_VIEW (app_test_find (records_page (window), is_navigation_view, NULL));
}
#endif

/* What the Records page shows now (the overview, or a person, or games) */
static GtkWidget *
shown_view (TyrosWindow *window)
{
  GtkWidget *stack = app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE, "view_stack");

#if ADW_CHECK_VERSION (1, 4, 0)
  /* a person's page, or games, over the overview (its stack) */
  AdwNavigationView *view = records_navigation_view (window);
  GtkWidget *page = view != NULL ? adw_navigation_page_get_child (adw_navigation_view_get_visible_page (view)) : NULL;

  if (page != NULL && page != stack)
    return page;
#endif
  return gtk_stack_get_visible_child (GTK_STACK (stack));
}

static GtkWidget *
shown_row (TyrosWindow *window,
           const char  *title)
{
  GtkWidget *row = app_test_find_row (shown_view (window), title);

  g_assert_nonnull (row);
  return row;
}

/* The row's texts, one a line: title, subtitle, value */
static char *
row_texts (TyrosWindow *window,
           const char  *title)
{
  return app_test_label_texts (shown_row (window, title));
}

static void
activate_row (TyrosWindow *window,
              const char  *title)
{
  gtk_widget_activate (shown_row (window, title));
  app_test_pump_frames (5);
}

/* Activates the game titled @title in the list of games (a list view: rows
 * only for the games in sight, in order) */
static void
activate_game (TyrosWindow *window,
               const char  *title)
{
  GtkWidget *view = app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE, "games_view");
  guint position = 0;

  for (GtkWidget *item = gtk_widget_get_first_child (view); item != NULL; item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *row = app_test_find_row (item, title);

      if (row != NULL)
        {
          g_assert_true (gtk_widget_activate_action (view, "list.activate-item", "u", position));
          app_test_pump_frames (5);
          return;
        }
      position++;
    }
  g_error ("no game %s listed", title);
}

/* What a wait waits for on the page shown: @text (and @other) as each
 * condition below reads them */
typedef gboolean (*Shown) (TyrosWindow *window,
                           const char  *text,
                           const char  *other);

typedef struct {
  TyrosWindow *window;
  Shown        shown;
  const char  *text;
  const char  *other;
} Wait;

static gboolean
wait_is_over (gconstpointer data)
{
  const Wait *wait = data;

  return wait->shown (wait->window, wait->text, wait->other);
}

/* The overview's lists fill a few rows a frame once the games are counted,
 * and the statistics are counted in a worker thread: the page shows them a
 * while after the change */
static void
wait_until (TyrosWindow *window,
            Shown        shown,
            const char  *text,
            const char  *other)
{
  Wait wait = { window, shown, text, other };

  app_test_wait_for (wait_is_over, &wait);
}

static gboolean
subtitle_is (TyrosWindow *window,
             const char  *subtitle,
             const char  *unused G_GNUC_UNUSED)
{
  return g_strcmp0 (app_test_subtitle (window), subtitle) == 0;
}

static gboolean
row_shown (TyrosWindow *window,
           const char  *title,
           const char  *unused G_GNUC_UNUSED)
{
  return app_test_find_row (shown_view (window), title) != NULL;
}

static gboolean
label_shown (TyrosWindow *window,
             const char  *text,
             const char  *unused G_GNUC_UNUSED)
{
  return app_test_find_label (shown_view (window), text) != NULL;
}

/* The lists have a row @title and none @gone */
static gboolean
rows_shown (TyrosWindow *window,
            const char  *title,
            const char  *gone)
{
  GtkWidget *view = shown_view (window);

  return app_test_find_row (view, title) != NULL && app_test_find_row (view, gone) == NULL;
}

static void
answer (GtkWidget  *dialog,
        const char *response)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  g_signal_emit_by_name (dialog, "response", response);
  adw_dialog_force_close (ADW_DIALOG (dialog));
#else
  /* as its buttons do: the answer, then the dialog closes */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
  app_test_pump_frames (5);
}

/* On a person's page: @other chosen as the same person, and Merge; the
 * question before it answered @response ("merge" or "cancel") */
static void
merge_asked (TyrosWindow *window,
             const char  *other,
             const char  *response)
{
  GtkWidget *merge = shown_row (window, "Same Person As");
  GListModel *others = adw_combo_row_get_model (ADW_COMBO_ROW (merge));
  GtkWidget *dialog;

  for (guint i = 0; i < g_list_model_get_n_items (others); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (others), i), other))
      adw_combo_row_set_selected (ADW_COMBO_ROW (merge), i);
  app_test_click (app_test_find_button (shown_view (window), "_Merge"));
  dialog = app_test_question ();
  g_assert_nonnull (dialog);
  answer (dialog, response);
  g_assert_null (app_test_question ());
}

/* The number in the row titled @title of the page shown */
static char *
shown_number (TyrosWindow *window,
              const char  *title)
{
  g_autofree char *texts = row_texts (window, title);
  g_auto(GStrv) lines = g_strsplit (texts, "\n", -1);

  return g_strdup (g_strv_length (lines) > 1 ? lines[1] : "");
}

/* The row titled @title of the page shown says @expected */
static gboolean
number_is (TyrosWindow *window,
           const char  *title,
           const char  *expected)
{
  g_autofree char *number = shown_number (window, title);

  return g_strcmp0 (number, expected) == 0;
}

static void
count_undo_buttons (GtkWidget *widget,
                    guint     *n)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Undo") == 0)
    (*n)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    count_undo_buttons (child, n);
}

static gboolean
one_toast (gconstpointer window)
{
  guint n = 0;

  count_undo_buttons (records_page ((TyrosWindow *) window), &n);
  return n == 1;
}

/* The newest toast's Undo (a toast of the Records page; the one before it
 * gone once it has slid away) */
static void
undo_from_toast (TyrosWindow *window)
{
  app_test_wait_for (one_toast, window);
  app_test_click (app_test_find_button (records_page (window), "_Undo"));
  app_test_pump_frames (5);
}

static void
test_no_finished_games (void)
{
  TyrosWindow *window = tyros_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  app_test_put_saved_game ("seed-written-negative-kosmos.tyros", "playing.tyros", 100);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, subtitle_is, "0 finished games", NULL);
  g_assert_cmpstr (app_test_title (window), ==, "Records");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE,
                                                                     "view_stack")), ==, "empty");
  /* the game under way is named there as a file not counted, and why */
  app_test_click (app_test_find_button (shown_view (window), "1 File Not Counted"));
  g_assert_cmpstr (app_test_subtitle (window), ==, "Files Not Counted");
  g_assert_nonnull (app_test_find_row (shown_view (window), "playing.tyros"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_records_page (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *anna = NULL;
  g_autofree char *best = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *game = NULL;
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  g_autofree char *b = app_test_put_saved_game ("game-4p.tyros", "b.tyros", 200);
  g_autofree char *c = app_test_put_saved_game ("game-italian.tyros", "c.tyros", 100);
  guint anna_total = model_test_expected_total ("game-3p.tyros", "Anna");
  guint dora_total = model_test_expected_total ("game-4p.tyros", "Dora");
  GtkWidget *back;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 900);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  /* while the games are read: not "No Finished Games Yet", nor a count */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE,
                                                                     "view_stack")), !=, "empty");
  g_assert_cmpstr (app_test_subtitle (window), !=, "0 finished games");
  wait_until (window, subtitle_is, "3 finished games", NULL);
  wait_until (window, row_shown, "Anna", NULL);

  /* Anna won her only game */
  anna = row_texts (window, "Anna");
  expected = g_strdup_printf ("Anna\n1 game · 1 win · average %u.0\n", anna_total);
  g_assert_cmpstr (anna, ==, expected);

  /* her numbers, and the game behind her best */
  activate_row (window, "Anna");
  g_assert_cmpstr (app_test_subtitle (window), ==, "Anna");
  best = row_texts (window, "Best Score");
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Best Score\n%u\n", anna_total);
  g_assert_cmpstr (best, ==, expected);
  activate_row (window, "Best Score");
  g_assert_cmpstr (app_test_subtitle (window), ==, "Best Score");
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Anna %u, Ben %u, Cleo %u", anna_total, model_test_expected_total ("game-3p.tyros", "Ben"),
                              model_test_expected_total ("game-3p.tyros", "Cleo"));
  game = row_texts (window, expected);
  g_assert_nonnull (strstr (game, "Won by Anna"));

  /* back to Anna, merged with Dora: two games */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-action", NULL));
  app_test_pump ();
  g_assert_cmpstr (app_test_subtitle (window), ==, "Anna");
  merge_asked (window, "Dora", "merge");
  g_clear_pointer (&best, g_free);
  best = row_texts (window, "Games");
  g_assert_cmpstr (best, ==, "Games\n2\n");
  best = (g_free (best), row_texts (window, "Best Score"));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Best Score\n%u\n", MAX (anna_total, dora_total));
  g_assert_cmpstr (best, ==, expected);

  /* a game opens its score sheet */
  activate_row (window, "Games");
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Anna %u, Ben %u, Cleo %u", anna_total, model_test_expected_total ("game-3p.tyros", "Ben"),
                              model_test_expected_total ("game-3p.tyros", "Cleo"));
  activate_game (window, expected);
  app_test_wait_for_game (window);
  app_test_pump_frames (5);
  g_assert_cmpstr (app_test_page_name (window), ==, "score");

  /* Escape, and Back, return to the list the game came from */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-action", NULL));
  app_test_pump_frames (5);
  g_assert_cmpstr (app_test_page_name (window), ==, "records");
  g_assert_cmpstr (app_test_subtitle (window), ==, "Games");
  activate_game (window, expected);
  g_assert_cmpstr (app_test_page_name (window), ==, "score");
  back = app_test_child (window, TYROS_TYPE_WINDOW, "back_button");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (back), ==, "Back to the Records");
#if ADW_CHECK_VERSION (1, 4, 0)
  /* nor a swipe to the board under it (its navigation view, libadwaita 1.4+) */
  g_assert_false (adw_navigation_page_get_can_pop (
    adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (app_test_navigation_view (window)))));
#endif
  app_test_click (back);
  app_test_pump_frames (5);
  g_assert_cmpstr (app_test_page_name (window), ==, "records");
  g_assert_cmpstr (app_test_subtitle (window), ==, "Games");
  /* the list, one step back: Anna's page */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-action", NULL));
  app_test_pump ();
  g_assert_cmpstr (app_test_subtitle (window), ==, "Anna");

  /* from the board, the score sheet leads back to the board */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  app_test_pump ();
  g_assert_cmpstr (gtk_widget_get_tooltip_text (back), ==, "Back to the Board");
#if ADW_CHECK_VERSION (1, 4, 0)
  g_assert_true (adw_navigation_page_get_can_pop (
    adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (app_test_navigation_view (window)))));
#endif
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cancel-action", NULL));
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
problem_said (gconstpointer data)
{
  const void *const *pair = data;
  g_autofree char *texts = app_test_label_texts (shown_view ((TyrosWindow *) pair[0]));

  return strstr (texts, pair[1]) != NULL;
}

/* Merging asks first, never with someone chosen beforehand, and refuses two
 * people who played in the same game; a merge, a rename and a spelling
 * taken out again are each undone from their toast; after a refused rename
 * nobody is proposed for a merge. */
static void
test_merge_and_undo (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  g_autofree char *b = app_test_put_saved_game ("game-4p.tyros", "b.tyros", 200);
  const void *pair[2] = { window, NULL };
  GtkWidget *merge;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 900);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, subtitle_is, "2 finished games", NULL);
  wait_until (window, row_shown, "Anna", NULL);
  activate_row (window, "Anna");

  /* nobody chosen: Merge waits for a choice */
  merge = shown_row (window, "Same Person As");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (merge)), ==, 0);   /* "Nobody chosen" */
  g_assert_false (gtk_widget_is_sensitive (app_test_find_button (shown_view (window), "_Merge")));

  /* Ben played with Anna: refused at once, with the reason */
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (merge))); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (merge))), i), "Ben"))
      adw_combo_row_set_selected (ADW_COMBO_ROW (merge), i);
  app_test_click (app_test_find_button (shown_view (window), "_Merge"));
  g_assert_null (app_test_question ());
  pair[1] = "Anna and Ben played in the same game: they are two people";
  g_assert_true (problem_said (pair));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (merge)), ==, 0);   /* "Nobody chosen" */
  g_assert_false (gtk_widget_is_sensitive (app_test_find_button (shown_view (window), "_Merge")));
  wait_until (window, number_is, "Games", "1");

  /* asked first: cancelled, nothing changes */
  merge_asked (window, "Dora", "cancel");
  wait_until (window, number_is, "Games", "1");

  /* merged, then undone */
  merge_asked (window, "Dora", "merge");
  wait_until (window, number_is, "Games", "2");
  undo_from_toast (window);
  wait_until (window, number_is, "Games", "1");

  /* merged again, and Dora taken out of Anna later; that undone too */
  merge_asked (window, "Dora", "merge");
  g_assert_nonnull (app_test_find_row (shown_view (window), "Dora"));
  app_test_click (app_test_find_button (shown_row (window, "Dora"), "_Take Out"));
  app_test_pump_frames (5);
  wait_until (window, number_is, "Games", "1");
  g_assert_null (app_test_find_row (shown_view (window), "Dora"));
  undo_from_toast (window);
  wait_until (window, number_is, "Games", "2");

  /* a rename to another's name: refused, and nobody proposed for a merge */
  gtk_editable_set_text (GTK_EDITABLE (shown_row (window, "Name")), "Ben");
  app_test_click (app_test_find_button (shown_view (window), "_Rename"));
  pair[1] = "“Ben” is someone else, who played in a game with Anna";
  g_assert_true (problem_said (pair));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (shown_row (window, "Same Person As"))), ==, 0);

  /* renamed, then undone: the page follows */
  gtk_editable_set_text (GTK_EDITABLE (shown_row (window, "Name")), "Annie");
  app_test_click (app_test_find_button (shown_view (window), "_Rename"));
  app_test_pump_frames (5);
  g_assert_cmpstr (app_test_subtitle (window), ==, "Annie");
  undo_from_toast (window);
  g_assert_cmpstr (app_test_subtitle (window), ==, "Anna");
  wait_until (window, number_is, "Games", "2");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The filters: by edition, by number of players, by person; the people and
 * the count follow. */
static void
test_filters (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  g_autofree char *b = app_test_put_saved_game ("game-4p.tyros", "b.tyros", 200);
  g_autofree char *c = app_test_put_saved_game ("game-italian.tyros", "c.tyros", 100);
  GtkWidget *page;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, subtitle_is, "3 finished games", NULL);
  page = records_page (window);

  /* each counted in a worker thread, then listed */
  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "edition_row"), 2);  /* Italian */
  wait_until (window, rows_shown, "Ilaria", "Anna");
  g_assert_cmpstr (app_test_subtitle (window), ==, "1 finished game");

  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "edition_row"), 0);
  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "players_row"), 2);  /* 4 players */
  wait_until (window, rows_shown, "Gus", "Ilaria");
  g_assert_cmpstr (app_test_subtitle (window), ==, "1 finished game");

  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "players_row"), 1);  /* 3 players */
  wait_until (window, subtitle_is, "2 finished games", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_cut_label (GtkWidget     *widget,
              gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0 &&
         pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));
}

static gboolean
is_mapped_label (GtkWidget     *widget,
                 gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* A label showing @text in the row itself, not in its open list */
static gboolean
is_row_label (GtkWidget     *widget,
              gconstpointer  text)
{
  return is_mapped_label (widget, text) && gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) == NULL;
}

/* The Edition filter shows its choice in its drop-down, once, and whole at a
 * phone's width ("Kosmos rulebook (German, Dutch)", not "Kosmos rulebook
 * (Ger…" nor the choice as the row's subtitle beside an empty drop-down);
 * so does its open list; in English and German */
static void
test_edition_shown_whole (void)
{
  static const char *const languages[] = { "C", "de" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      TyrosWindow *window;
      g_autofree char *a = NULL;
      g_autofree char *one_game = NULL;
      const char *kosmos;
      const char *subtitle;
      GtkWidget *row;

      app_test_use_language (languages[i]);
      window = tyros_window_new (NULL);
      a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
      one_game = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finished game", "%u finished games", 1), 1);
      kosmos = tyros_edition_display_name (tyros_edition_kosmos ());
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
      wait_until (window, subtitle_is, one_game, NULL);
      row = app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE, "edition_row");
      g_assert_nonnull (app_test_find (row, is_row_label, g_dgettext (GETTEXT_PACKAGE, "Both Editions")));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
      app_test_pump_frames (5);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);
      subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
      g_assert_true (subtitle == NULL || *subtitle == '\0');
      g_assert_nonnull (app_test_find (row, is_row_label, kosmos));
      g_assert_null (app_test_find (row, is_cut_label, kosmos));

      /* the open list */
      gtk_widget_activate (row);
      app_test_pump_frames (5);
      g_assert_nonnull (app_test_find (row, is_mapped_label, tyros_edition_display_name (tyros_edition_italian ())));
      g_assert_null (app_test_find (row, is_cut_label, kosmos));
      /* closed before its window goes: the next window's frames would meet its surface */
      gtk_popover_popdown (GTK_POPOVER (app_test_find (row, app_test_is_of_type, (gconstpointer) GTK_TYPE_POPOVER)));
      app_test_pump_frames (2);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  app_test_use_language ("C");
}

/* A game's row tells the day it finished as the language writes dates
 * ("26 November 2026" in English), not as the file stores it. */
static void
test_game_date (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *a = app_test_put_saved_game ("position-played.tyros", "a.tyros", 100);
  g_autofree char *game = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, subtitle_is, "1 finished game", NULL);
  wait_until (window, row_shown, "Anna", NULL);
  activate_row (window, "Anna");
  activate_row (window, "Games");
  /* the one game listed */
  game = app_test_label_texts (gtk_widget_get_first_child (app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE,
                                                                           "games_view")));
  g_assert_true (g_str_has_prefix (game, "Anna "));
  /* finished 2026-11-26T21:10:00+01:00 */
  g_assert_nonnull (strstr (game, " · 26 November 2026\n"));
  g_assert_null (strstr (game, "2026-11-26"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Export offers the games the filters let through, and nothing when none
 * does. */
static void
test_export_follows_filters (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  g_autofree char *c = app_test_put_saved_game ("game-italian.tyros", "c.tyros", 100);
  GtkWidget *page;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, subtitle_is, "2 finished games", NULL);
  page = records_page (window);
  g_assert_true (gtk_widget_is_sensitive (app_test_find_row (page, "Save as CSV…")));
  g_assert_true (gtk_widget_is_sensitive (app_test_find_row (page, "Save as JSON…")));

  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "edition_row"), 2);  /* Italian */
  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "players_row"), 2);  /* 4 players */
  /* counted in a worker thread */
  wait_until (window, subtitle_is, "0 finished games", NULL);
  g_assert_false (gtk_widget_is_sensitive (app_test_find_row (page, "Save as CSV…")));
  g_assert_false (gtk_widget_is_sensitive (app_test_find_row (page, "Save as JSON…")));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* @data_name saved as @name, @age seconds old, each "FROM" of @changes
 * (FROM, TO, ..., NULL) replaced by its TO: the same game played by others,
 * or on another day */
static void
put_changed_game (const char        *data_name,
                  const char        *name,
                  int                age,
                  const char *const *changes)
{
  g_autofree char *path = app_test_put_saved_game (data_name, name, age);
  g_autofree char *text = NULL;
  struct utimbuf times;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  for (guint i = 0; changes[i] != NULL; i += 2)
    {
      g_auto(GStrv) parts = g_strsplit (text, changes[i], -1);

      g_free (text);
      text = g_strjoinv (changes[i + 1], parts);
    }
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static void
open_records (TyrosWindow *window,
              const char  *subtitle)
{
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 900);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, subtitle_is, subtitle, NULL);
}

static gboolean
is_content_back (GtkWidget     *widget,
                 gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Back") == 0;
}

#if ADW_CHECK_VERSION (1, 4, 0)
static const char *
shown_tag (TyrosWindow *window)
{
  return adw_navigation_page_get_tag (adw_navigation_view_get_visible_page (records_navigation_view (window)));
}

/* Popped by the navigation view itself, as a swipe or the mouse's back
 * button does */
static void
popped_by_view (TyrosWindow *window,
                const char  *subtitle)
{
  g_assert_true (adw_navigation_view_pop (records_navigation_view (window)));
  app_test_pump_frames (3);
  g_assert_cmpstr (app_test_subtitle (window), ==, subtitle);
}
#endif

/* Issue 33, 8: one way back, at the start of the header bar: a person's page
 * and a list of games have no "Back" of their own in the content; Alt+Left,
 * Escape and the header's back button each go one step back (from the
 * overview to the start page). Keys as a person presses them: the
 * accelerators are the application's. On libadwaita 1.4+ her page and the
 * games are pushed over the overview, pages of a navigation view (titled
 * with her name) that a swipe or the mouse's back button pops too: the
 * header follows, and the page shown and the header agree. */
static void
test_one_way_back (void)
{
  g_autoptr(TyrosApplication) app = app_test_application_new ();
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  g_autofree char *b = app_test_put_saved_game ("game-4p.tyros", "b.tyros", 200);
  GtkWidget *back = app_test_child (window, TYROS_TYPE_WINDOW, "back_button");
  static const char *const keys[] = { "alt+Left", "Escape", NULL };

  open_records (window, "2 finished games");
  wait_until (window, row_shown, "Anna", NULL);
  g_assert_true (gtk_widget_get_mapped (back));
#if ADW_CHECK_VERSION (1, 4, 0)
  g_assert_nonnull (records_navigation_view (window));
  activate_row (window, "Anna");
  g_assert_cmpstr (shown_tag (window), ==, "detail");
  g_assert_cmpstr (adw_navigation_page_get_title (adw_navigation_view_get_visible_page (
                     records_navigation_view (window))), ==, "Anna");
  activate_row (window, "Games");
  g_assert_cmpstr (shown_tag (window), ==, "games");
  /* her page again, whole, under the games; then the overview */
  popped_by_view (window, "Anna");
  g_assert_cmpstr (shown_tag (window), ==, "detail");
  g_assert_nonnull (app_test_find_row (shown_view (window), "Best Score"));
  popped_by_view (window, "2 finished games");
  g_assert_cmpstr (shown_tag (window), ==, "overview");
  g_assert_nonnull (app_test_find_row (shown_view (window), "Anna"));
#endif
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      activate_row (window, "Anna");
      g_assert_cmpstr (app_test_subtitle (window), ==, "Anna");
      g_assert_null (app_test_find (records_page (window), is_content_back, NULL));
      g_assert_true (gtk_widget_get_mapped (back));
      activate_row (window, "Games");
      g_assert_cmpstr (app_test_subtitle (window), ==, "Games");
      g_assert_null (app_test_find (records_page (window), is_content_back, NULL));
      for (guint step = 0; step < 2; step++)
        {
          if (keys[i] != NULL)
            app_test_press_keys (window, keys[i]);
          else
            app_test_click (back);
          app_test_pump_frames (3);
          g_assert_cmpstr (app_test_subtitle (window), ==, step == 0 ? "Anna" : "2 finished games");
#if ADW_CHECK_VERSION (1, 4, 0)
          g_assert_cmpstr (shown_tag (window), ==, step == 0 ? "detail" : "overview");
#endif
        }
    }
  app_test_press_keys (window, "alt+Left");
  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  gtk_window_destroy (GTK_WINDOW (window));
}


/* A record held in four games by four people names each once, and how
 * often: not "Anna, Dora, Gus"; the list behind it says who held it in each
 * game. An empire that holds it in every game is named once. */
static void
test_record_holders (void)
{
  static const char *const names[4][3] = {
    { "Anna", "Ben", "Cleo" }, { "Dora", "Emil", "Frida" }, { "Gus", "Hanna", "Ida" }, { "Jan", "Kim", "Lea" },
  };
  TyrosWindow *window = tyros_window_new (NULL);
  guint totals[3], winner = 0;
  g_autofree char *highest = NULL;
  g_autofree char *largest = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *games = NULL;

  for (guint p = 0; p < 3; p++)
    {
      totals[p] = model_test_expected_total ("game-3p.tyros", names[0][p]);
      winner = totals[p] > totals[winner] ? p : winner;
    }
  for (guint k = 0; k < 4; k++)
    {
      g_autofree char *file = g_strdup_printf ("%u.tyros", k);
      const char *changes[] = { "\"Anna\"", NULL, "\"Ben\"", NULL, "\"Cleo\"", NULL, NULL };
      g_autofree char *a = g_strdup_printf ("\"%s\"", names[k][0]);
      g_autofree char *b = g_strdup_printf ("\"%s\"", names[k][1]);
      g_autofree char *c = g_strdup_printf ("\"%s\"", names[k][2]);

      changes[1] = a;
      changes[3] = b;
      changes[5] = c;
      /* the first newest */
      put_changed_game ("game-3p.tyros", file, 100 * ((int) k + 1), changes);
    }
  open_records (window, "4 finished games");
  /* the group's records come a row a turn */
  wait_until (window, row_shown, "Largest Empire", NULL);

  highest = row_texts (window, "Highest Score");
  expected = g_strdup_printf ("Highest Score\n%s, %s and 2 others · 4 times\n%u\n", names[0][winner], names[1][winner],
                              totals[winner]);
  g_assert_cmpstr (highest, ==, expected);
  /* the same empire, largest in each game */
  largest = row_texts (window, "Largest Empire");
  g_assert_nonnull (strstr (largest, " · 4 times\n"));
  g_assert_null (strstr (largest, ", "));

  activate_row (window, "Highest Score");
  games = app_test_label_texts (app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE, "games_view"));
  for (guint k = 0; k < 4; k++)
    {
      g_autofree char *held = g_strdup_printf ("\nHeld by %s · Won by %s", names[k][winner], names[k][winner]);

      g_assert_nonnull (strstr (games, held));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
choose_person (TyrosWindow *window,
               const char  *name)
{
  AdwComboRow *row = app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE, "person_row");
  GListModel *choices = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (choices), i), name))
      adw_combo_row_set_selected (row, i);
  app_test_pump ();
}

/* Under a filter, a person's page and the lists behind its numbers say
 * that they count only the games the filter lets through: Ben's best with
 * Person = Anna is his best in games with Anna. */
static void
test_filter_named (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  const char *ben_elsewhere[] = { "\"Dora\"", "\"Ben\"", NULL };
  const char *filter = "In games with Anna · Kosmos rulebook (German, Dutch) · 3 players";
  GtkWidget *page;

  app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  put_changed_game ("game-4p.tyros", "b.tyros", 200, ben_elsewhere);
  open_records (window, "2 finished games");
  page = records_page (window);
  wait_until (window, row_shown, "Ben", NULL);
  /* no filter: nothing said */
  activate_row (window, "Ben");
  g_assert_null (app_test_find_label (shown_view (window), "In games with Anna"));
  g_assert_true (tyros_records_page_go_back (TYROS_RECORDS_PAGE (page)));

  choose_person (window, "Anna");
  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "edition_row"), 1);   /* Kosmos */
  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "players_row"), 1);   /* 3 players */
  app_test_pump ();
  wait_until (window, subtitle_is, "1 finished game", NULL);
  /* the overview's records and games (the old rows stay until the new
   * count is in) */
  wait_until (window, label_shown, filter, NULL);
  wait_until (window, row_shown, "Ben", NULL);
  activate_row (window, "Ben");
  g_assert_nonnull (app_test_find_label (shown_view (window), filter));
  activate_row (window, "Best Score");
  g_assert_nonnull (app_test_find_label (shown_view (window), filter));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* @keyval pressed on @widget, as its key controller gets it (xdotool's
 * keys went astray here after other tests on the same display) */
static void
press_key (GtkWidget *widget,
           guint      keyval)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (app_test_find_controller (widget, GTK_TYPE_EVENT_CONTROLLER_KEY), "key-pressed", keyval, 0, 0,
                         &handled);
  g_assert_true (handled);
  app_test_pump ();
}

static void
assert_description (GtkWidget  *widget,
                    const char *expected)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);

  g_assert_null (error);
}

/* A person's chart of 51 games: the last 50, with their dates and scale
 * told; the game picked with the keys or under the pointer named; all of
 * them a click away; the numbers as a table */
static void
test_person_chart (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  guint anna = 0;
  GtkWidget *chart, *plot, *expander, *table, *line;
  int n_rows;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  graphene_rect_t bounds;
  g_autoptr(GString) scale = NULL;

  for (guint k = 0; k < 51; k++)
    {
      g_autoptr(GDate) day = g_date_new_dmy (1, G_DATE_JANUARY, 2026);
      g_autofree char *file = g_strdup_printf ("%02u.tyros", k);
      g_autofree char *ben = g_strdup_printf ("\"Ben %u\"", k);
      g_autofree char *played = NULL;
      char iso[16];
      const char *changes[] = { "\"Ben\"", ben, "\"position\":", NULL, NULL };

      /* game k + 1 on the (k + 1)th of January and on, the older the earlier */
      g_date_add_days (day, k);
      g_date_strftime (iso, sizeof iso, "%Y-%m-%d", day);
      played = g_strdup_printf ("\"played\": {\"started\": \"%sT19:00:00+01:00\", "
                                "\"finished\": \"%sT21:00:00+01:00\"}, \"position\":", iso, iso);
      changes[3] = played;
      put_changed_game ("position-board-a.tyros", file, 1000 - 10 * (int) k, changes);
    }
  anna = model_test_expected_total ("position-board-a.tyros", "Anna");
  open_records (window, "51 finished games");
  wait_until (window, row_shown, "Anna", NULL);
  activate_row (window, "Anna");
  chart = app_test_find (shown_view (window), app_test_is_of_type, GSIZE_TO_POINTER (TYROS_TYPE_SCORE_CHART));
  plot = app_test_find (chart, app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_DRAWING_AREA));
  g_assert_nonnull (app_test_find_button (chart, "Show All 51 Games"));
  /* the scale, the dates and the totals of the 50 games drawn */
  scale = g_string_new (NULL);
  g_string_printf (scale, "Points in the last 50 of 51 games, from 2 January 2026 to 20 February 2026, %u to %u points: ",
                   anna, anna);
  for (guint k = 0; k < 50; k++)
    g_string_append_printf (scale, k == 0 ? "%u" : ", %u", anna);
  assert_description (plot, scale->str);

  /* the keys pick a game and name it */
  g_assert_true (gtk_widget_get_focusable (plot));
  press_key (plot, GDK_KEY_Home);
  press_key (plot, GDK_KEY_Right);
  text = g_strdup_printf ("Game 3 of 51 · 3 January 2026 · %u points", anna);
  g_assert_nonnull (app_test_find_label (chart, text));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%s. %s", scale->str, text);
  assert_description (plot, expected);

  /* so does the pointer: the right end is the latest game */
  g_assert_true (gtk_widget_compute_bounds (plot, plot, &bounds));
  g_signal_emit_by_name (app_test_find_controller (plot, GTK_TYPE_EVENT_CONTROLLER_MOTION), "motion", bounds.size.width - 2.0,
                         20.0);
  app_test_pump ();
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf ("Game 51 of 51 · 20 February 2026 · %u points", anna);
  g_assert_nonnull (app_test_find_label (chart, text));

  /* all of them, the first on the first of January */
  app_test_click (app_test_find_button (chart, "Show All 51 Games"));
  g_assert_nonnull (app_test_find_button (chart, "Show the Last 50 Games"));
  press_key (plot, GDK_KEY_Home);
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf ("Game 1 of 51 · 1 January 2026 · %u points", anna);
  g_assert_nonnull (app_test_find_label (chart, text));

  /* the numbers: a row per game under the headings */
  expander = app_test_find (chart, app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_EXPANDER));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  app_test_pump ();
  table = app_test_find (chart, app_test_is_of_type, GSIZE_TO_POINTER (TYROS_TYPE_NUMBER_TABLE));
  g_assert_cmpstr (app_test_table_cell (table, 1, 0), ==, "Date");
  g_assert_cmpstr (app_test_table_cell (table, 1, 51), ==, "20 February 2026");
  g_assert_null (app_test_table_cell (table, 1, 52));
  /* and where each cell is, for a screen reader's "row 52 of 52" (the
   * headings' row the first) */
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_RELATION_ROW_COUNT, 52);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_RELATION_COL_COUNT, 3);
  line = gtk_widget_get_last_child (table);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (line), GTK_ACCESSIBLE_RELATION_ROW_INDEX, 52);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (gtk_widget_get_first_child (line)),
                                       GTK_ACCESSIBLE_RELATION_COL_INDEX, 1);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (gtk_widget_get_last_child (line)),
                                       GTK_ACCESSIBLE_RELATION_ROW_INDEX, 52);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (gtk_widget_get_last_child (line)),
                                       GTK_ACCESSIBLE_RELATION_COL_INDEX, 3);
  /* a row named by its cells ("52 20 February 2026 41"): GTK 4.8 named it by its type */
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (line), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                       gtk_widget_get_first_child (line),
                                       gtk_widget_get_next_sibling (gtk_widget_get_first_child (line)),
                                       gtk_widget_get_last_child (line), NULL);
  /* the last 50 games again: the table keeps a row per game of the chart */
  app_test_click (app_test_find_button (chart, "Show the Last 50 Games"));
  app_test_pump ();
  for (n_rows = 0, line = gtk_widget_get_first_child (table); line != NULL; line = gtk_widget_get_next_sibling (line))
    n_rows++;
  g_test_message ("%d rows after Show the Last 50 Games", n_rows);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (table), GTK_ACCESSIBLE_RELATION_ROW_COUNT, n_rows);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (gtk_widget_get_last_child (table)),
                                       GTK_ACCESSIBLE_RELATION_ROW_INDEX, n_rows);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The overview says how many files it could not count and why; each opens */
static void
test_left_out_files (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *texts = NULL;

  app_test_put_saved_game ("game-3p.tyros", "a.tyros", 400);
  app_test_put_saved_game ("bad/truncated.tyros", "truncated.tyros", 300);
  app_test_put_saved_game ("illegal-e1.tyros", "illegal.tyros", 200);
  app_test_put_saved_game ("seed-written-negative-kosmos.tyros", "playing.tyros", 100);
  open_records (window, "1 finished game");
  wait_until (window, row_shown, "3 Files Not Counted", NULL);
  texts = row_texts (window, "3 Files Not Counted");
  g_assert_cmpstr (texts, ==, "3 Files Not Counted\n1 cannot be read · 1 with a move that breaks a rule · 1 unfinished\n");

  activate_row (window, "3 Files Not Counted");
  g_clear_pointer (&texts, g_free);
  texts = row_texts (window, "truncated.tyros");
  g_assert_cmpstr (texts, ==, "truncated.tyros\nCannot be read as a game\n");
  g_clear_pointer (&texts, g_free);
  texts = row_texts (window, "illegal.tyros");
  g_assert_cmpstr (texts, ==, "illegal.tyros\nA move in it breaks a rule\n");
  g_clear_pointer (&texts, g_free);
  texts = row_texts (window, "playing.tyros");
  g_assert_cmpstr (texts, ==, "playing.tyros\nNot finished yet\n");

  /* the unfinished game opens to be played on */
  activate_row (window, "playing.tyros");
  app_test_wait_for_game (window);
  g_assert_cmpstr (app_test_page_name (window), !=, "records");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The chart draws a dot for each game, the highest at the top, between
 * the scale (30 px) and 10 px before the end. */
static void
test_score_chart_draws (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *chart = tyros_score_chart_new ();
  GtkWidget *plot;
  static const guint totals[] = { 10, 50, 30 };
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint32 *pixels = NULL;
  graphene_point_t top, bottom;
  int width;

  gtk_window_set_child (GTK_WINDOW (window), chart);
  gtk_window_set_default_size (GTK_WINDOW (window), 200, 300);
  gtk_window_present (GTK_WINDOW (window));
  tyros_score_chart_set_games (TYROS_SCORE_CHART (chart), totals, NULL, G_N_ELEMENTS (totals));
  app_test_pump_frames (5);
  plot = app_test_find (chart, app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_DRAWING_AREA));
  g_assert_cmpint (gtk_widget_get_width (plot), ==, 200);
  texture = app_test_render (window);
  width = gdk_texture_get_width (texture);
  pixels = g_new (guint32, (gsize) width * gdk_texture_get_height (texture));
  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  /* the second game's dot (50, the highest) at the top, in the middle;
   * nothing there at the bottom */
  g_assert_true (gtk_widget_compute_point (plot, window, &GRAPHENE_POINT_INIT (30 + 80, 8), &top));
  g_assert_true (gtk_widget_compute_point (plot, window, &GRAPHENE_POINT_INIT (30 + 80, 80), &bottom));
  g_assert_cmphex (pixels[(int) top.y * width + (int) top.x] & 0xffffff, ==, 0x3584e4);
  g_assert_cmphex (pixels[(int) bottom.y * width + (int) bottom.x] & 0xffffff, !=, 0x3584e4);
  /* the line starts at the first game's dot (30, 83): it does not run on
   * from the end of the last date (190, 117) under the scale */
  for (int y = 90; y <= 93; y++)
    {
      graphene_point_t on;

      g_assert_true (gtk_widget_compute_point (plot, window, &GRAPHENE_POINT_INIT (70, y), &on));
      g_assert_cmphex (pixels[(int) on.y * width + (int) on.x] & 0xffffff, !=, 0x3584e4);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Names as a group may type them: markup to Pango, and a plain "&" */
static const char *const written_names[] = {
  "<a href=\"http://x.example/\">Link</a>", "<span size=\"1\">x</span>Fenna", "Tom & Jerry",
};
/* Tom & Jerry, renamed in the records */
#define RENAMED "Tom & Jerry <3"

/* The game @data_name of tests/data in the store, Anna, Ben and Cleo called
 * by written_names, and a note that is markup too */
static char *
put_written_names_game (const char *data_name,
                        const char *name,
                        int         age)
{
  static const char *const plain[] = { "\"Anna\"", "\"Ben\"", "\"Cleo\"" };
  char *path = app_test_put_saved_game (data_name, name, age);
  g_autofree char *text = NULL;
  g_autoptr(GString) game = NULL;
  GStatBuf before;
  struct utimbuf times;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpint (g_stat (path, &before), ==, 0);
  game = g_string_new (text);
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    {
      g_autoptr(GString) quoted = g_string_new (written_names[i]);

      g_string_replace (quoted, "\"", "\\\"", 0);
      g_string_prepend_c (quoted, '"');
      g_string_append_c (quoted, '"');
      g_assert_cmpuint (g_string_replace (game, plain[i], quoted->str, 0), >, 0);
    }
  g_assert_true (g_file_set_contents (path, game->str, -1, NULL));
  times.actime = times.modtime = before.st_mtime;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
  return path;
}

/* Each of @names (NULL-ended) is among what @widget shows, as written: not
 * read as markup (a link, hidden text, or a blank row for "&") */
static void
assert_shows_as_written (GtkWidget         *widget,
                         const char        *where,
                         const char *const *names)
{
  g_autofree char *texts = app_test_all_label_texts (widget);

  for (guint i = 0; names[i] != NULL; i++)
    if (strstr (texts, names[i]) == NULL)
      g_error ("%s does not show the name %s as written; it shows:\n%s", where, names[i], texts);
}

static void
test_names_shown_as_written (void)
{
  g_autofree char *finished = put_written_names_game ("game-3p.tyros", "finished.tyros", 200);
  g_autofree char *playing = put_written_names_game ("seed-written-negative-kosmos.tyros", "playing.tyros", 100);
  g_autofree char *people = g_build_filename (g_get_user_data_dir (), "tyros-companion", "people.json", NULL);
  const char *const all[] = { written_names[0], written_names[1], written_names[2], NULL };
  const char *const two[] = { written_names[0], written_names[1], NULL };
  const char *const renamed[] = { RENAMED, written_names[0], NULL };
  const char *const person_page[] = { RENAMED, written_names[2], written_names[0], written_names[1], NULL };
  TyrosWindow *window;
  TyrosNewGamePage *new_game;
  g_autofree char *start_player = NULL;
  GtkWidget *row;

  g_assert_true (g_file_set_contents (people, "{\"format\": \"tyros-people\", \"version\": 1, "
                                      "\"aliases\": {\"Tom & Jerry\": \"" RENAMED "\"}}", -1, NULL));
  window = tyros_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 800);
  gtk_window_present (GTK_WINDOW (window));

  /* the recent games */
  app_test_wait_for_recent (app_test_start_page (window), 2);
  assert_shows_as_written (app_test_start_recent_row (app_test_start_page (window), 0), "a recent game", all);
  assert_shows_as_written (app_test_start_recent_row (app_test_start_page (window), 1), "a recent game", all);

  /* New Game: the names offered, and the start player */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  new_game = app_test_new_game_page (window);
  for (guint i = 0; i < 4; i++)
    app_test_new_game_set_name (new_game, i, "");
  app_test_new_game_set_name (new_game, 0, written_names[0]);
  app_test_new_game_set_name (new_game, 1, written_names[1]);
  gtk_widget_grab_focus (GTK_WIDGET (app_test_new_game_name_entry (new_game, 2)));
  app_test_pump_frames (3);
  /* under its title (a combo row shows its choice as plain text) */
  start_player = app_test_label_texts (app_test_child (new_game, TYROS_TYPE_NEW_GAME_PAGE, "start_row"));
  g_assert_nonnull (strstr (start_player, written_names[0]));
  assert_shows_as_written (app_test_child (new_game, TYROS_TYPE_NEW_GAME_PAGE, "suggestions"), "the names offered",
                           (const char *const[]) { RENAMED, NULL });

  /* a game in play: who stands where, the history, the score sheet */
  app_test_open_file (window, g_file_new_for_path (playing));
  app_test_wait_for_game (window);
  app_test_pump_frames (5);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  assert_shows_as_written (GTK_WIDGET (app_test_standings (window)), "the standings", all);
  app_test_show_history (app_test_history_panel (window));
  assert_shows_as_written (GTK_WIDGET (app_test_history_panel (window)), "the history", all);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  app_test_pump ();
  assert_shows_as_written (GTK_WIDGET (app_test_final_sheet (window)), "the score sheet", all);

  /* a finished one: its score sheet */
  app_test_open_file (window, g_file_new_for_path (finished));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  app_test_pump ();
  assert_shows_as_written (GTK_WIDGET (app_test_final_sheet (window)), "the final score sheet", all);

  /* Records: the people, the group's records, a person's page, her games */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, subtitle_is, "1 finished game", NULL);
  wait_until (window, row_shown, RENAMED, NULL);
  assert_shows_as_written (shown_view (window), "the records", (const char *const[]) { RENAMED, written_names[0],
                                                                                        written_names[1], NULL });
  activate_row (window, RENAMED);
  g_assert_cmpstr (app_test_subtitle (window), ==, RENAMED);
  assert_shows_as_written (shown_view (window), "a person's page", person_page);
  /* the names to merge with (after "Nobody chosen"), the one chosen under the title */
  row = shown_row (window, "Same Person As");
  for (guint i = 1; i <= 2; i++)
    {
      GListModel *others = adw_combo_row_get_model (ADW_COMBO_ROW (row));

      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
      app_test_pump ();
      assert_shows_as_written (row, "Same Person As", (const char *const[]) {
                                 gtk_string_list_get_string (GTK_STRING_LIST (others), i), NULL });
      g_assert_true (g_strv_contains (two, gtk_string_list_get_string (GTK_STRING_LIST (others), i)));
    }
  activate_row (window, "Games");
  assert_shows_as_written (app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE, "games_view"),
                           "a person's games", renamed);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The overview's groups and rows shown (mapped), but not the filters' */
static void
count_shown (GtkWidget *widget,
             guint     *groups,
             guint     *rows)
{
  if (!gtk_widget_get_mapped (widget) || ADW_IS_COMBO_ROW (widget))
    return;
  if (ADW_IS_PREFERENCES_GROUP (widget))
    (*groups)++;
  else if (ADW_IS_PREFERENCES_ROW (widget))
    (*rows)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    count_shown (child, groups, rows);
}

/* The overview comes a group and a row a turn of the main loop at most:
 * GTK measures what comes in a turn together (15 to 25 ms for the whole
 * overview of 1,000 games on a busy machine; bench/records). The numbers
 * and the lists are all there in the end. */
static void
test_filled_a_few_rows_a_turn (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  g_autofree char *b = app_test_put_saved_game ("game-4p.tyros", "b.tyros", 200);
  g_autofree char *c = app_test_put_saved_game ("game-italian.tyros", "c.tyros", 100);
  GtkWidget *overview;
  guint groups = 0, rows = 0, turns = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 900);
  gtk_window_present (GTK_WINDOW (window));
  app_test_pump_frames (3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  overview = gtk_stack_get_child_by_name (GTK_STACK (app_test_child (records_page (window), TYROS_TYPE_RECORDS_PAGE,
                                                                     "view_stack")), "overview");
  /* until the export's group is there, below the others, with its last row */
  while (app_test_find_row (overview, "Save as JSON…") == NULL || !gtk_widget_get_mapped (app_test_find_row (overview, "Save as JSON…")))
    {
      guint now_groups = 0, now_rows = 0;

      g_assert_cmpuint (++turns, <, 100000);
      g_main_context_iteration (NULL, TRUE);
      count_shown (overview, &now_groups, &now_rows);
      g_assert_cmpuint (now_groups, <=, groups + 1);
      g_assert_cmpuint (now_rows, <=, rows + 1);
      groups = now_groups;
      rows = now_rows;
    }
  g_assert_cmpstr (app_test_subtitle (window), ==, "3 finished games");
  /* Show, People, Group Records, Games, Export; the rows of the last four */
  g_assert_cmpuint (groups, ==, 5);
  g_assert_nonnull (app_test_find_row (overview, "Anna"));
  g_assert_nonnull (app_test_find_row (overview, "Highest Score"));
  g_assert_nonnull (app_test_find_row (overview, "Save as JSON…"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The overview whole: its last group's last row shown */
static gboolean
export_shown (gconstpointer window)
{
  GtkWidget *row = app_test_find_row (shown_view ((TyrosWindow *) window), "Save as JSON…");

  return row != NULL && gtk_widget_get_mapped (row);
}

/* A window closed while the numbers are counted in a worker thread: its
 * Records page goes with it, there and then. Kept by the count, its last
 * reference could go in the worker, where a widget finalized crashes GTK
 * (seen under load, at the start of the next case). */
static void
test_closed_while_counting (void)
{
  TyrosWindow *window = tyros_window_new (NULL);
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  GtkWidget *page;

  open_records (window, "1 finished game");
  wait_until (window, row_shown, "Anna", NULL);
  page = records_page (window);
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &page);
  /* a filter chosen: counted again, in a worker thread */
  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_RECORDS_PAGE, "players_row"), 1);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_null (page);
  /* the count ends with nobody to tell */
  app_test_pump_frames (5);
}

/* Two windows on one data folder, their Records pages filling, and a rename
 * by another instance meanwhile: both count again (the count under way
 * cancelled) and show the new name only; neither undoes it. */
static void
test_renamed_while_filling (void)
{
  static const char *const played[] = { "Anna", "Ben", "Cleo", NULL };
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  g_autofree char *b = app_test_put_saved_game ("game-4p.tyros", "b.tyros", 200);
  TyrosWindow *windows[2] = { tyros_window_new (NULL), tyros_window_new (NULL) };
  g_autoptr(TyrosPeople) other = tyros_people_new (NULL);
  g_autoptr(TyrosPeople) later = tyros_people_new (NULL);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 2; i++)
    {
      gtk_window_set_default_size (GTK_WINDOW (windows[i]), 800, 900);
      gtk_window_present (GTK_WINDOW (windows[i]));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (windows[i]), "win.show-records", NULL));
    }
  wait_until (windows[0], subtitle_is, "2 finished games", NULL);
  g_assert_true (tyros_people_load (other, &error));
  tyros_people_add_names (other, played);
  g_assert_true (tyros_people_rename (other, "Anna", "Anne", &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      wait_until (windows[i], rows_shown, "Anne", "Anna");
      app_test_wait_for (export_shown, windows[i]);
      g_assert_cmpstr (app_test_subtitle (windows[i]), ==, "2 finished games");
    }
  app_test_pump_frames (5);
  g_assert_true (tyros_people_load (later, &error));
  tyros_people_add_names (later, played);
  g_assert_cmpstr (tyros_people_person (later, "Anna"), ==, "Anne");
  for (guint i = 0; i < 2; i++)
    gtk_window_destroy (GTK_WINDOW (windows[i]));
}

static gboolean
offers_person (gconstpointer data)
{
  const void *const *pair = data;
  GListModel *choices = adw_combo_row_get_model (app_test_child (records_page ((TyrosWindow *) pair[0]),
                                                                 TYROS_TYPE_RECORDS_PAGE, "person_row"));

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (choices), i), pair[1]))
      return TRUE;
  return FALSE;
}

/* A rename while a person's page is shown over the overview: back there,
 * the overview lists the new name (its filling goes on when shown again). */
static void
test_renamed_from_a_person_page (void)
{
  static const char *const played[] = { "Anna", "Ben", "Cleo", NULL };
  g_autofree char *a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  TyrosWindow *window = tyros_window_new (NULL);
  g_autoptr(TyrosPeople) other = tyros_people_new (NULL);
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 900);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-records", NULL));
  wait_until (window, row_shown, "Ben", NULL);
  activate_row (window, "Ben");
  g_assert_cmpstr (app_test_subtitle (window), ==, "Ben");
  g_assert_true (tyros_people_load (other, &error));
  tyros_people_add_names (other, played);
  g_assert_true (tyros_people_rename (other, "Anna", "Anne", &error));
  /* counted again while Ben's page is shown: the person filter offers Anne */
  app_test_wait_for (offers_person, (const void *[]) { window, "Anne" });
  g_assert_true (tyros_records_page_go_back (TYROS_RECORDS_PAGE (records_page (window))));
  wait_until (window, rows_shown, "Anne", "Anna");
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
  /* the accessible properties for the chart's words (GTK's test context) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  app_test_init (&argc, &argv);
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();

  g_test_add_func ("/app/records/new-game-offers-names", test_new_game_offers_names);
  g_test_add_func ("/app/records/new-game-offers-older-names", test_new_game_offers_older_names);
  g_test_add_func ("/app/records/no-finished-games", test_no_finished_games);
  g_test_add_func ("/app/records/records-page", test_records_page);
  g_test_add_func ("/app/records/one-way-back", test_one_way_back);
  g_test_add_func ("/app/records/merge-and-undo", test_merge_and_undo);
  g_test_add_func ("/app/records/filters", test_filters);
  g_test_add_func ("/app/records/edition-shown-whole", test_edition_shown_whole);
  g_test_add_func ("/app/records/game-date", test_game_date);
  g_test_add_func ("/app/records/export-follows-filters", test_export_follows_filters);
  g_test_add_func ("/app/records/score-chart-draws", test_score_chart_draws);
  g_test_add_func ("/app/records/record-holders", test_record_holders);
  g_test_add_func ("/app/records/filter-named", test_filter_named);
  g_test_add_func ("/app/records/person-chart", test_person_chart);
  g_test_add_func ("/app/records/left-out-files", test_left_out_files);
  g_test_add_func ("/app/records/names-shown-as-written", test_names_shown_as_written);
  g_test_add_func ("/app/records/filled-a-few-rows-a-turn", test_filled_a_few_rows_a_turn);
  g_test_add_func ("/app/records/closed-while-counting", test_closed_while_counting);
  g_test_add_func ("/app/records/renamed-while-filling", test_renamed_while_filling);
  g_test_add_func ("/app/records/renamed-from-a-person-page", test_renamed_from_a_person_page);
  return g_test_run ();
}
