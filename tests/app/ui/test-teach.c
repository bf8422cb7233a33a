/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-teach.c: the rules window and a taught game, as a user drives them
 *
 * Runs under Xvfb (see meson.build): search, the entry of a rule ID, both
 * rulebooks side by side, the differences page, a rule ID in a text opening
 * its entry, app.show-rule with F1; a game with "Teach me as we play": each
 * phase explained once, what a move changed. With TYROS_SCREENSHOT_DIR set,
 * the screen is also captured there (light and dark) with ImageMagick's
 * import; the results do not depend on it.
 */
#define G_LOG_DOMAIN "tyros-test-teach"
#include "config.h"

#include "app-test-util.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <fcntl.h>
#include <math.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "tyros-application.h"
#include "tyros-rule-links.h"
#include "tyros-rules-window.h"
#include "tyros-moves-window.h"

/* The whole X screen, cut to @window's size at the top left, where Xvfb puts it. */
static void
capture (GtkWidget  *window,
         const char *name)
{
  const char *dir = g_getenv ("TYROS_SCREENSHOT_DIR");

  if (dir == NULL)
    return;
  for (int dark = 0; dark < 2; dark++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s-%s.png", dir, name, dark ? "dark" : "light");
      g_autofree char *command = NULL;
      g_autoptr(GError) error = NULL;
      int status = 0;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      app_test_settle (500);
      command = g_strdup_printf ("import -window root -crop %dx%d+0+0 +repage %s",
                                 gtk_widget_get_width (window), gtk_widget_get_height (window), path);
      if (!g_spawn_command_line_sync (command, NULL, NULL, &status, &error) || !g_spawn_check_wait_status (status, NULL))
        g_printerr ("screenshot %s failed: %s\n", path, error != NULL ? error->message : "import");
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  app_test_settle (100);
}

static TyrosRulesWindow *
open_rules (void)
{
  TyrosRulesWindow *rules = tyros_rules_window_present (NULL, NULL, NULL);

  gtk_window_set_default_size (GTK_WINDOW (rules), 960, 640);
  app_test_settle (200);
  return rules;
}

static void
close_rules (TyrosRulesWindow *rules)
{
  gtk_window_destroy (GTK_WINDOW (rules));
  app_test_pump ();
}

static void
search (TyrosRulesWindow *rules,
        const char       *text)
{
  gtk_editable_set_text (app_test_rules_search_entry (rules), text);
  app_test_settle (300); /* the search entry waits a moment before "search-changed" */
}

static gboolean
page_shows (TyrosRulesWindow *rules,
            const char       *text)
{
  g_autoptr(GPtrArray) texts = app_test_rules_page_texts (rules);

  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (texts->pdata[i], text) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
page_contains (TyrosRulesWindow *rules,
               const char       *text)
{
  g_autoptr(GPtrArray) texts = app_test_rules_page_texts (rules);

  for (guint i = 0; i < texts->len; i++)
    if (texts->pdata[i] != NULL && strstr (texts->pdata[i], text) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
ids_contain (GPtrArray  *ids,
             const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (ids->pdata[i], id))
      return TRUE;
  return FALSE;
}

/* With no search, the list holds every rule in the rulebook's order. */
static void
test_lists_every_rule (void)
{
  TyrosRulesWindow *rules = open_rules ();
  g_autoptr(GPtrArray) ids = app_test_rules_visible_ids (rules);
  guint n_rules;
  const TyrosRule *all = tyros_rulebook_get_rules (&n_rules);

  g_assert_cmpuint (ids->len, ==, n_rules);
  for (guint i = 0; i < n_rules; i++)
    g_assert_cmpstr (ids->pdata[i], ==, all[i].id);
  /* It opens on "How to win", first in the list, before any rule. */
  g_assert_null (app_test_rules_shown (rules));
  g_assert_true (page_shows (rules, "How to win"));
  g_assert_true (page_contains (rules, "city control: 12, 10, 9 or 8 points"));
  capture (GTK_WIDGET (rules), "23-rules-how-to-win");
  close_rules (rules);
}

/* The words a novice types find the scoring, and the page beside the list
 * shows the first page found, not the one shown before. */
static void
test_search_words_people_use (void)
{
  TyrosRulesWindow *rules = open_rules ();
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GString) found = g_string_new (NULL);

  app_test_rules_show (rules, "M5");
  search (rules, "scoring");
  ids = app_test_rules_visible_ids (rules);
  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (found, "%s%s", i > 0 ? " " : "", (const char *) ids->pdata[i]);
  g_assert_cmpstr (found->str, ==, "F1 F2 F3 F4 F5 F6 F7");
  g_assert_true (page_shows (rules, "How to win"));

  search (rules, "Tyros");
  g_assert_cmpstr (app_test_rules_shown (rules), ==, "S1");
  search (rules, "end of the game");
  g_clear_pointer (&ids, g_ptr_array_unref);
  ids = app_test_rules_visible_ids (rules);
  g_assert_cmpuint (ids->len, ==, 2);
  g_assert_cmpstr (ids->pdata[0], ==, "G1");
  g_assert_cmpstr (ids->pdata[1], ==, "G2");
  close_rules (rules);
}

/* "Tyros" finds exactly the rules that mention Tyros. */
static void
test_search_tyros (void)
{
  TyrosRulesWindow *rules = open_rules ();
  g_autoptr(GPtrArray) ids = NULL;

  search (rules, "Tyros");
  ids = app_test_rules_visible_ids (rules);
  g_assert_cmpuint (ids->len, >=, 10);
  g_assert_true (ids_contain (ids, "S1"));
  g_assert_true (ids_contain (ids, "E5"));
  g_assert_true (ids_contain (ids, "C3"));
  g_assert_false (ids_contain (ids, "B3"));
  g_assert_false (ids_contain (ids, "D2"));
  for (guint i = 0; i < ids->len; i++)
    g_assert_true (tyros_rule_matches (tyros_rulebook_lookup (ids->pdata[i]), "Tyros"));
  capture (GTK_WIDGET (rules), "20-rules-search");
  close_rules (rules);
}

/* An ID finds its rule; Enter opens it. */
static void
test_search_by_id (void)
{
  TyrosRulesWindow *rules = open_rules ();
  g_autoptr(GPtrArray) ids = NULL;

  search (rules, "m5");
  ids = app_test_rules_visible_ids (rules);
  g_assert_cmpuint (ids->len, ==, 1);
  g_assert_cmpstr (ids->pdata[0], ==, "M5");
  g_signal_emit_by_name (app_test_rules_search_entry (rules), "activate");
  app_test_pump ();
  g_assert_cmpstr (app_test_rules_shown (rules), ==, "M5");

  search (rules, "no such rule anywhere");
  g_clear_pointer (&ids, g_ptr_array_unref);
  ids = app_test_rules_visible_ids (rules);
  g_assert_cmpuint (ids->len, ==, 0);
  close_rules (rules);
}

/* A search that still finds the page shown first leaves that page as it is:
 * building it again laid all its text out again on every key (issue 34). The
 * case and accents of a word do not change what it finds. */
static void
test_search_keeps_the_page_shown (void)
{
  TyrosRulesWindow *rules = open_rules ();
  GtkWidget *page_box = app_test_child (rules, TYROS_TYPE_RULES_WINDOW, "page_box");
  GtkListBox *list = app_test_child (rules, TYROS_TYPE_RULES_WINDOW, "rule_list");
  GtkWidget *first = gtk_widget_get_first_child (page_box);
  g_autoptr(GPtrArray) city = NULL;

  g_assert_true (page_shows (rules, tyros_rulebook_how_to_win_title ()));
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);
  search (rules, "s");
  g_assert_true (first == gtk_widget_get_first_child (page_box));
  g_assert_true (page_shows (rules, tyros_rulebook_how_to_win_title ()));
  g_assert_true (gtk_list_box_get_selected_row (list) == gtk_list_box_get_row_at_index (list, 0));
  g_object_remove_weak_pointer (G_OBJECT (first), (gpointer *) &first);

  /* a search whose first rule is another one shows it */
  search (rules, "m5");
  g_assert_cmpstr (app_test_rules_shown (rules), ==, "M5");

  search (rules, "city");
  city = app_test_rules_visible_ids (rules);
  g_assert_cmpuint (city->len, >, 0);
  for (guint i = 0; i < city->len; i++)
    g_assert_true (tyros_rule_matches (tyros_rulebook_lookup (city->pdata[i]), "city"));
  {
    const char *const variants[] = { "City", "CITY", "c\u00edty" };

    for (gsize v = 0; v < G_N_ELEMENTS (variants); v++)
      {
        g_autoptr(GPtrArray) ids = NULL;

        search (rules, variants[v]);
        ids = app_test_rules_visible_ids (rules);
        g_assert_cmpuint (ids->len, ==, city->len);
        for (guint i = 0; i < ids->len; i++)
          g_assert_cmpstr (ids->pdata[i], ==, city->pdata[i]);
      }
  }
  close_rules (rules);
}

/* Where the rulebooks differ, both texts side by side, the game's first. */
static void
test_both_editions_side_by_side (void)
{
  TyrosRulesWindow *rules = open_rules ();
  const TyrosRule *m5 = tyros_rulebook_lookup ("M5");
  const TyrosRule *s1 = tyros_rulebook_lookup ("S1");

  g_object_set (rules, "edition", "italian", NULL);
  g_assert_true (app_test_rules_show (rules, "M5"));
  app_test_pump ();
  g_assert_true (page_shows (rules, tyros_rule_get_text (m5, tyros_edition_kosmos ())));
  g_assert_true (page_shows (rules, tyros_rule_get_text (m5, tyros_edition_italian ())));
  g_assert_true (page_shows (rules, "Italian rulebook (this game)"));
  g_assert_true (page_shows (rules, "Kosmos rulebook (German, Dutch)"));
  capture (GTK_WIDGET (rules), "21-rules-both-editions");

  /* The same rule in both: one text, no rulebook headings. */
  g_assert_true (app_test_rules_show (rules, "S1"));
  app_test_pump ();
  g_assert_true (page_shows (rules, tyros_rule_get_text (s1, tyros_edition_kosmos ())));
  g_assert_false (page_shows (rules, "Italian rulebook (this game)"));

  /* An unknown ID changes nothing. */
  g_assert_false (app_test_rules_show (rules, "Q9"));
  g_assert_cmpstr (app_test_rules_shown (rules), ==, "S1");
  close_rules (rules);
}

/* The differences page holds every rule where the Italian rulebook differs. */
static void
test_differences_page (void)
{
  TyrosRulesWindow *rules = open_rules ();
  guint n_rules, n_differ = 0;
  const TyrosRule *all = tyros_rulebook_get_rules (&n_rules);

  app_test_rules_show (rules, NULL);
  app_test_pump ();
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *heading = g_strdup_printf ("%s · %s", all[i].id, tyros_rule_get_title (&all[i]));

      g_assert_cmpint (page_shows (rules, heading), ==, tyros_rule_differs_by_edition (&all[i]));
      if (tyros_rule_differs_by_edition (&all[i]))
        {
          n_differ++;
          g_assert_true (page_shows (rules, tyros_rule_get_text (&all[i], tyros_edition_italian ())));
        }
    }
  g_assert_cmpuint (n_differ, >=, 12);
  capture (GTK_WIDGET (rules), "22-rules-differences");
  close_rules (rules);
}

/* A rule about the board shows the board with that part marked. */
static void
test_board_pictures (void)
{
  TyrosRulesWindow *rules = open_rules ();

  app_test_rules_show (rules, "M7");
  app_test_pump ();
  g_assert_cmpint (app_test_rules_page_picture (rules), ==, TYROS_RULE_PICTURE_ITALY_COASTS);
  capture (GTK_WIDGET (rules), "23-rules-board-picture");
  app_test_rules_show (rules, "M1");
  app_test_pump ();
  g_assert_cmpint (app_test_rules_page_picture (rules), ==, TYROS_RULE_PICTURE_SEA_LINKS);
  app_test_rules_show (rules, "B3");
  app_test_pump ();
  g_assert_cmpint (app_test_rules_page_picture (rules), ==, TYROS_RULE_PICTURE_NONE);
  close_rules (rules);
}

/* A rejection's rule ID is a link; following it opens the rules at that entry
 * (through the application's app.show-rule). */
static void
test_rule_id_link_opens_entry (void)
{
  g_autoptr(TyrosApplication) app = app_test_application_new ();
  g_autoptr(TyrosViolation) violation = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new (NULL);
  TyrosRulesWindow *rules;

  violation = tyros_violation_new ("M5", 23, -1, "Field %d would hold 3 ships", 23);
  tyros_rule_links_set_label (GTK_LABEL (label), violation->message);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                   "Field 23 would hold 3 ships (<a href=\"rule:M5\">M5</a>)");
  /* Markup in the text itself is shown, not obeyed. */
  tyros_rule_links_set_label (GTK_LABEL (label), "<b>E1</b> & S2");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==,
                   "&lt;b&gt;<a href=\"rule:E1\">E1</a>&lt;/b&gt; &amp; <a href=\"rule:S2\">S2</a>");

  tyros_rule_links_set_label (GTK_LABEL (label), violation->message);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (100);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, violation->message);
  {
    gboolean handled = FALSE;
    g_signal_emit_by_name (label, "activate-link", "rule:M5", &handled);
    g_assert_true (handled);
  }
  app_test_settle (100);
  rules = tyros_rules_window_present (NULL, NULL, NULL);
  g_assert_cmpstr (app_test_rules_shown (rules), ==, "M5");
  close_rules (rules);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window (of @app, or of none) with a new three-player first game, as New
 * Game starts it. */
static TyrosWindow *
start_game_of (TyrosApplication *app,
               gboolean          teach)
{
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
  TyrosNewGamePage *page;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (200);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  app_test_pump ();
  page = app_test_new_game_page (window);
  app_test_new_game_set_name (page, 0, "Anna");
  app_test_new_game_set_name (page, 1, "Ben");
  app_test_new_game_set_name (page, 2, "Cleo");
  gtk_switch_set_active (GTK_SWITCH (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "teach_switch")), teach);
  g_signal_emit_by_name (tyros_new_game_page_get_start_button (page), "clicked");
  app_test_pump ();
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  return window;
}

static TyrosWindow *
start_game (gboolean teach)
{
  return start_game_of (NULL, teach);
}

/* A tile played far from every empire is refused with E1 in the action panel;
 * its "E1" is a link, and following it opens the rules at E1, in the game's
 * edition (Italian here, so S4 shows the Italian text first). */
static void
test_rejection_opens_its_rule (void)
{
  g_autoptr(TyrosApplication) app = app_test_application_new ();
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  TyrosWindow *window;
  TyrosActionPanel *panel;
  TyrosRulesWindow *rules;
  GtkLabel *label;
  const char *error;
  gboolean handled = FALSE;

  g_settings_set_string (settings, "default-edition", "italian"); /* what New Game offers */
  window = start_game_of (app, FALSE);
  g_assert_true (tyros_game_get_edition (app_test_game (window)) == tyros_edition_italian ());

  app_test_press_field (window, 1);
  panel = app_test_action_panel (window);
  error = app_test_panel_error (panel);
  g_assert_nonnull (strstr (error, "(E1)"));
  label = app_test_find_label (GTK_WIDGET (panel), error);
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (gtk_label_get_label (label), "<a href=\"rule:E1\">E1</a>"));

  g_signal_emit_by_name (label, "activate-link", "rule:E1", &handled);
  g_assert_true (handled);
  app_test_settle (200);
  rules = tyros_rules_window_present (NULL, NULL, NULL);
  g_assert_cmpstr (app_test_rules_shown (rules), ==, "E1");
  app_test_rules_show (rules, "S4");
  app_test_pump ();
  g_assert_true (page_shows (rules, "Italian rulebook (this game)"));
  close_rules (rules);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "default-edition");
  app_test_pump ();
}

static void
collect_said (TyrosTeacher *teacher G_GNUC_UNUSED,
              const char   *sentence,
              GPtrArray    *said)
{
  g_ptr_array_add (said, g_strdup (sentence));
}

static guint
count_sentences (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    if ((*p == '.' || *p == '!' || *p == '?') && (p[1] == ' ' || p[1] == '\0'))
      n++;
  return n;
}

/* Phase 2 of round 1 with the first-game set-up, one tile each lap by lap;
 * 0 for a field with only one empire beside it. */
static const struct { TyrosField field; TyrosEmpire choice; } first_round[] = {
  { 8, TYROS_EMPIRE_NONE }, { 22, TYROS_EMPIRE_NONE }, { 27, TYROS_EMPIRE_VIOLET },
  { 12, TYROS_EMPIRE_YELLOW }, { 31, TYROS_EMPIRE_NONE }, { 18, TYROS_EMPIRE_GREEN },
};

static void
play_tile (TyrosWindow *window,
           guint        i)
{
  app_test_press_field (window, first_round[i].field);
  if (first_round[i].choice != TYROS_EMPIRE_NONE)
    {
      g_signal_emit_by_name (app_test_panel_empire_button (app_test_action_panel (window),
                                                                   first_round[i].choice), "clicked");
      app_test_pump ();
    }
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, i + 1);
}

/* New Game offers teaching until a game has been finished. */
static void
test_teaching_offered_by_default (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  TyrosWindow *window = tyros_window_new (NULL);
  TyrosNewGamePage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = app_test_new_game_page (window);
  app_test_pump ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "teach_switch"))));
  g_settings_set_boolean (settings, "finished-a-game", TRUE);
  tyros_new_game_page_reset (page, FALSE);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "teach_switch"))));
  g_settings_reset (settings, "finished-a-game");
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

static gboolean
switch_off (gconstpointer data)
{
  return !gtk_switch_get_active (GTK_SWITCH (data));
}

/* A data folder with finished games in its records (a group that has
 * played, on another computer too): New Game does not offer teaching. */
static void
test_teaching_off_with_records (void)
{
  g_autofree char *path = app_test_put_saved_game ("game-3p.tyros", "finished.tyros", 60);
  TyrosWindow *window = tyros_window_new (NULL);
  TyrosNewGamePage *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = app_test_new_game_page (window);
  app_test_wait_for (switch_off, app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "teach_switch"));
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
  g_unlink (path);
}

/* Closes @window, and opens its game again from its file: still taught,
 * nothing explained again. */
static void
assert_taught_when_reopened (TyrosWindow *window)
{
  g_autofree char *path = g_strdup (app_test_autosave_path (window));
  TyrosTeacher *teacher;

  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
  window = tyros_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  app_test_open_file (window, g_file_new_for_path (path));
  teacher = app_test_teacher (window);
  g_assert_true (app_test_teacher_teaching (teacher));
  g_assert_null (app_test_teacher_explaining (teacher));
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* A taught game first guides the set-up of the real board step by step, then
 * explains phase 2 and phase 3 once each: not again after an undo, nor when
 * the game is opened again; after the move that makes violet the largest
 * empire, it says so. */
static void
test_taught_game_explains_each_phase_once (void)
{
  TyrosWindow *window = start_game (TRUE);
  TyrosTeacher *teacher = app_test_teacher (window);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);

  g_signal_connect (teacher, "say", G_CALLBACK (collect_said), said);
  g_assert_true (app_test_teacher_teaching (teacher));
  g_assert_cmpstr (app_test_teacher_explaining (teacher), ==, "S");
  {
    GtkWindow *guide = app_test_teacher_setup_guide (teacher);
    guint n_steps = 0;

    g_assert_cmpuint (app_test_setup_guide_step (guide, &n_steps), ==, 1);
    /* How to win, the material (2), the board's legend, then the set-up (5) */
    g_assert_cmpuint (n_steps, ==, 9);
    g_assert_nonnull (strstr (app_test_setup_guide_text (guide), "The goal: the most victory points"));
    g_assert_nonnull (strstr (app_test_setup_guide_text (guide), "12, 10, 9 or 8 points"));
    capture (GTK_WIDGET (guide), "27-how-to-win");
    /* Back returns to the page before */
    app_test_setup_guide_next (guide);
    g_assert_cmpuint (app_test_setup_guide_step (guide, &n_steps), ==, 2);
    g_assert_nonnull (strstr (app_test_setup_guide_text (guide), "10 ships and the 10 city markers"));
    app_test_setup_guide_back (guide);
    g_assert_cmpuint (app_test_setup_guide_step (guide, &n_steps), ==, 1);
    g_assert_nonnull (strstr (app_test_setup_guide_text (guide), "The goal: the most victory points"));
    GtkWidget *next = gtk_window_get_default_widget (guide);
    graphene_rect_t first, now;
    graphene_point_t first_centre, now_centre;

    capture (GTK_WIDGET (guide), "26-setup-guide");
    app_test_pump_frames (8);
    g_assert_true (gtk_widget_compute_bounds (next, GTK_WIDGET (guide), &first));
    graphene_rect_get_center (&first, &first_centre);
    for (guint i = 1; i < n_steps; i++)
      {
        app_test_setup_guide_next (guide);
        g_assert_cmpuint (app_test_setup_guide_step (guide, &n_steps), ==, i + 1);
        /* Next stays under the pointer from step to step (issue 19, 4):
         * centred where it was, give or take the half pixel of centring
         * "Start Playing", wider, at the end */
        app_test_pump_frames (8);
        g_assert_true (gtk_widget_compute_bounds (next, GTK_WIDGET (guide), &now));
        graphene_rect_get_center (&now, &now_centre);
        if (fabsf (first_centre.x - now_centre.x) > 1 || first.origin.y != now.origin.y ||
            first.size.height != now.size.height)
          g_error ("Next moved at step %u: centre %.0f,%.0f -> %.0f,%.0f", i + 1,
                   first_centre.x, first_centre.y, now_centre.x, now_centre.y);
        if (i + 1 == 5)
          g_assert_nonnull (strstr (app_test_setup_guide_text (guide), "orange on 7, yellow on 13, green on 23, violet on 26"));
        if (i + 1 == 4)
          capture (GTK_WIDGET (guide), "28-board-legend");
      }
    g_assert_nonnull (strstr (app_test_setup_guide_text (guide), "Anna is the start player"));
    app_test_setup_guide_next (guide);
    app_test_pump ();
  }
  g_assert_null (app_test_teacher_setup_guide (teacher));
  g_assert_cmpstr (app_test_teacher_explaining (teacher), ==, "P2");
  g_assert_cmpuint (count_sentences (app_test_teacher_explanation (teacher)), <=, 3);
  capture (GTK_WIDGET (window), "24-taught-phase");
  app_test_teacher_got_it (teacher);
  app_test_pump ();
  g_assert_null (app_test_teacher_explaining (teacher));

  for (guint i = 0; i < G_N_ELEMENTS (first_round); i++)
    {
      static const char *const players[] = { "Anna", "Ben", "Cleo" };
      g_autofree char *draw = g_strdup_printf ("%s draws a new landscape tile from the supply (E3).", players[i % 3]);

      play_tile (window, i);
      /* Each tile played: draw a new one (E3); only Ben's 31 (violet 3
       * fields, and Tyros with it: its chip on the real board, E5) changes
       * the largest empire. */
      g_assert_cmpuint (said->len, ==, i + 1);
      if (i != 4)
        g_assert_cmpstr (said->pdata[i], ==, draw);
      if (i < G_N_ELEMENTS (first_round) - 1)
        g_assert_null (app_test_teacher_explaining (teacher));
    }
  g_assert_cmpstr (said->pdata[4], ==, "Ben draws a new landscape tile from the supply (E3). "
                   "On the real board, put a chip of the violet empire on Tyros too: "
                   "it is the first chip beside Tyros, on 31 or 32 (E5). "
                   "The violet empire is now the largest: its fields score the most at the end (F5).");
  g_assert_cmpstr (app_test_teacher_explaining (teacher), ==, "P3");
  g_assert_cmpuint (count_sentences (app_test_teacher_explanation (teacher)), <=, 3);
  app_test_teacher_got_it (teacher);
  app_test_pump ();

  /* Back to phase 2 and forward again: nothing explained twice. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  app_test_pump ();
  g_assert_null (app_test_teacher_explaining (teacher));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL));
  app_test_pump ();
  g_assert_null (app_test_teacher_explaining (teacher));

  assert_taught_when_reopened (window);
}

static void
play_move (TyrosWindow *window,
           TyrosMove   *move /* owned */)
{
  g_autoptr(TyrosMove) owned = move;
  g_autoptr(TyrosViolation) violation = NULL;

  move->paid.given = FALSE; /* taken as paid */
  g_assert_true (tyros_game_play (app_test_game (window), move, NULL, &violation));
  app_test_pump ();
}

static TyrosMove *
move_of (TyrosMoveType type,
         int           player,
         TyrosField    field)
{
  TyrosMove *move = tyros_move_new (type, player);

  move->field = field;
  return move;
}

/* Through a taught round: the control of a field gained with the points the
 * score gives, the ship taken off the real board for a city (B4), and the
 * checklist when the round ends (P4, P1). */
static void
test_taught_upkeep (void)
{
  TyrosWindow *window = start_game (TRUE);
  TyrosTeacher *teacher = app_test_teacher (window);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  GtkWindow *guide = app_test_teacher_setup_guide (teacher);
  guint n_steps = 0;
  TyrosMove *ship;
  g_autoptr(TyrosScore) score = NULL;
  g_autofree char *control = NULL;
  const char *checklist;

  app_test_setup_guide_step (guide, &n_steps);
  for (guint i = 0; i < n_steps; i++)
    app_test_setup_guide_next (guide);
  app_test_pump ();
  app_test_teacher_got_it (teacher);  /* P2 */
  for (guint i = 0; i < G_N_ELEMENTS (first_round); i++)
    play_tile (window, i);
  app_test_teacher_got_it (teacher);  /* P3 */
  app_test_pump ();
  g_signal_connect (teacher, "say", G_CALLBACK (collect_said), said);

  /* Anna's ship alone on 23 */
  ship = tyros_move_new (TYROS_MOVE_SHIP, 0);
  ship->from = (TyrosPlace) { TYROS_FIELD_TYROS, TYROS_COAST_NONE };
  for (guint i = 0; i < 4; i++)
    tyros_move_add_route_step (ship, (TyrosPlace) { (TyrosField[]) { 31, 27, 22, 23 }[i], TYROS_COAST_NONE });
  play_move (window, ship);
  score = tyros_score_compute (tyros_game_get_state (app_test_game (window)), NULL);
  control = g_strdup_printf ("Anna now controls field 23 with the only ship there: %u points if the game ended now (F5).",
                             score->fields[23].points);
  g_assert_cmpuint (score->fields[23].points, >, 0);
  g_assert_cmpuint (said->len, ==, 1);
  g_assert_cmpstr (said->pdata[0], ==, control);

  /* Her city there: one ship back to her supply, on the real board too */
  play_move (window, move_of (TYROS_MOVE_PASS, 1, 0));
  play_move (window, move_of (TYROS_MOVE_PASS, 2, 0));
  play_move (window, move_of (TYROS_MOVE_BUILD_CITY, 0, 23));
  g_assert_cmpuint (said->len, ==, 2);
  g_assert_true (g_str_has_prefix (said->pdata[1],
                                   "On the real board, take one of Anna's ships off field 23: it goes back to their supply (B4)."));
  g_assert_null (app_test_teacher_explaining (teacher));

  /* Everyone passes: the round's checklist, every round */
  for (int p = 1; p <= 3; p++)
    play_move (window, move_of (TYROS_MOVE_PASS, p % 3, 0));
  g_assert_cmpstr (app_test_teacher_explaining (teacher), ==, "P4");
  checklist = app_test_teacher_explanation (teacher);
  g_assert_nonnull (strstr (checklist, "each player keeps at most 3 trade cards and discards the rest (P4)"));
  g_assert_nonnull (strstr (checklist, "Ben takes the start-player token (P4)"));
  g_assert_nonnull (strstr (checklist, "deal 12 to each player (P1)"));
  capture (GTK_WIDGET (window), "29-round-checklist");
  app_test_teacher_got_it (teacher);
  app_test_pump ();
  g_assert_null (app_test_teacher_explaining (teacher));
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* "Teach Me as We Play" in the menu: a game started without it is taught
 * from then on (its phase explained, what each move changes said), and it
 * stays taught when it is opened again; off again, it is quiet. */
static void
test_teach_toggle (void)
{
  TyrosWindow *window = start_game (FALSE);
  TyrosTeacher *teacher = app_test_teacher (window);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  gboolean teaching = TRUE;

  g_signal_connect (teacher, "say", G_CALLBACK (collect_said), said);
  play_tile (window, 0);
  g_assert_false (app_test_teacher_teaching (teacher));
  g_assert_cmpuint (said->len, ==, 0);
  g_object_get (window, "teaching", &teaching, NULL);
  g_assert_false (teaching);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.teach", NULL));
  app_test_pump ();
  g_assert_true (app_test_teacher_teaching (teacher));
  g_object_get (window, "teaching", &teaching, NULL);
  g_assert_true (teaching);
  g_assert_cmpstr (app_test_teacher_explaining (teacher), ==, "P2");
  app_test_teacher_got_it (teacher);
  app_test_pump ();
  play_tile (window, 1);
  g_assert_cmpuint (said->len, ==, 1);
  g_assert_cmpstr (said->pdata[0], ==, "Ben draws a new landscape tile from the supply (E3).");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.teach", NULL));
  app_test_pump ();
  g_assert_false (app_test_teacher_teaching (teacher));
  play_tile (window, 2);
  g_assert_cmpuint (said->len, ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.teach", NULL));
  app_test_pump ();
  assert_taught_when_reopened (window);
}

/* After the game, nobody can still win the B6 bonus: the standings say it
 * was not won rather than "open". */
static void
test_b6_not_open_after_the_game (void)
{
  TyrosWindow *window = tyros_window_new (NULL);

  gtk_window_present (GTK_WINDOW (window));
  app_test_open_data (window, "game-3p.tyros");  /* finished, nobody first in all four */
  g_assert_true (tyros_state_is_over (tyros_game_get_state (app_test_game (window))));
  g_assert_nonnull (app_test_find_label (GTK_WIDGET (app_test_standings (window)),
                                         "Nobody had a city in all four empires: no B6 bonus"));
  g_assert_null (app_test_find_label (GTK_WIDGET (app_test_standings (window)),
                                      "Nobody has a city in all four empires yet (B6 bonus open)"));
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* A taught game whose first save failed (the games folder cannot be made)
 * is taught all the same; once a save works, it is kept as taught, with
 * what was explained, under the name of its file. */
static void
test_taught_game_without_file_yet (void)
{
  g_autofree char *games = g_build_filename (g_get_user_data_dir (), "tyros-companion", "games", NULL);
  g_autofree char *parent = g_path_get_dirname (games);
  TyrosWindow *window;
  TyrosTeacher *teacher;
  GtkWindow *guide;
  guint n_steps = 0;

  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (games, "", 0, NULL));  /* a file, not a folder */
  window = start_game (TRUE);
  teacher = app_test_teacher (window);
  g_assert_null (app_test_autosave_path (window));
  g_assert_true (app_test_teacher_teaching (teacher));
  guide = app_test_teacher_setup_guide (teacher);
  app_test_setup_guide_step (guide, &n_steps);
  for (guint i = 0; i < n_steps; i++)
    app_test_setup_guide_next (guide);
  app_test_pump ();
  g_assert_cmpstr (app_test_teacher_explaining (teacher), ==, "P2");
  app_test_teacher_got_it (teacher);
  app_test_pump ();

  g_assert_cmpint (g_unlink (games), ==, 0);
  play_tile (window, 0);
  g_assert_nonnull (app_test_autosave_path (window));
  assert_taught_when_reopened (window);
}

/* With the switch off the game is as without the teacher: no dialog, no word. */
static void
test_untaught_game_is_quiet (void)
{
  TyrosWindow *window = start_game (FALSE);
  TyrosTeacher *teacher = app_test_teacher (window);
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);

  g_signal_connect (teacher, "say", G_CALLBACK (collect_said), said);
  g_assert_false (app_test_teacher_teaching (teacher));
  for (guint i = 0; i < G_N_ELEMENTS (first_round); i++)
    {
      play_tile (window, i);
      g_assert_null (app_test_teacher_explaining (teacher));
    }
  g_assert_cmpuint (said->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* The titles of the activatable rows inside @widget */
static void
collect_row_titles (GtkWidget *widget,
                    GPtrArray *titles)
{
  if (ADW_IS_PREFERENCES_ROW (widget) && gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget)))
    g_ptr_array_add (titles, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_row_titles (child, titles);
}

static void
collect_group_titles (GtkWidget *widget,
                      GPtrArray *titles)
{
  if (ADW_IS_PREFERENCES_GROUP (widget))
    g_ptr_array_add (titles, (gpointer) adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_group_titles (child, titles);
}

static gboolean
is_subtitle (GtkWidget     *widget,
             gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "subtitle");
}

/* The text under a move's sentence: its cost and gain */
static const char *
row_subtitle (GtkWidget *row)
{
  return gtk_label_get_text (GTK_LABEL (app_test_find (row, is_subtitle, NULL)));
}

static int
index_of (GPtrArray  *strings,
          const char *string)
{
  guint index;

  return g_ptr_array_find_with_equal_func (strings, string, g_str_equal, &index) ? (int) index : -1;
}

/* In the card actions: building comes before the long list of ship moves;
 * a move's row says what it would gain if the game ended now, the points the
 * score gives after it; what the app cannot know is said as a condition. */
static void
test_what_can_i_do_gains_and_conditions (void)
{
  TyrosWindow *window = start_game (FALSE);
  TyrosGame *game = app_test_game (window);
  TyrosMovesWindow *moves_window;
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();
  g_autoptr(GPtrArray) legal = NULL;
  const TyrosLegalMove *to_23 = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.what-can-i-do", NULL));
  app_test_settle (100);
  moves_window = app_test_moves_window ();
  legal = tyros_movegen_legal_moves (tyros_game_get_state (game));
  for (guint i = 0; i < legal->len; i++)
    g_assert_true (g_str_has_prefix (((TyrosLegalMove *) legal->pdata[i])->why, "If you hold tile ") ||
                   ((TyrosLegalMove *) legal->pdata[i])->move->type != TYROS_MOVE_EXPAND);
  gtk_window_destroy (GTK_WINDOW (moves_window));
  for (guint i = 0; i < G_N_ELEMENTS (first_round); i++)
    play_tile (window, i);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.what-can-i-do", NULL));
  app_test_settle (100);
  moves_window = app_test_moves_window ();
  collect_group_titles (GTK_WIDGET (moves_window), groups);
  g_assert_cmpint (index_of (groups, "Building a ship"), >=, 0);
  g_assert_cmpint (index_of (groups, "Building a ship"), <, index_of (groups, "Moving a ship"));

  g_clear_pointer (&legal, g_ptr_array_unref);
  legal = tyros_movegen_legal_moves (tyros_game_get_state (game));
  for (guint i = 0; i < legal->len; i++)
    {
      const TyrosLegalMove *move = legal->pdata[i];
      if (move->move->type == TYROS_MOVE_SHIP &&
          g_array_index (move->move->route, TyrosPlace, move->move->route->len - 1).field == 23)
        to_23 = move;
    }
  g_assert_nonnull (to_23);
  g_assert_true (g_str_has_prefix (to_23->why, "If you have the cards: the ship sails from "));
  {
    TyrosState after = *tyros_game_get_state (game);
    g_autoptr(TyrosScore) score = NULL;
    g_autofree char *gain = NULL;
    GtkWidget *row = app_test_find_row (GTK_WIDGET (moves_window), to_23->why);

    g_assert_true (tyros_rules_apply (&after, to_23->move, NULL, NULL));
    score = tyros_score_compute (&after, NULL);
    g_assert_cmpuint (score->fields[23].points, >, 0);
    gain = g_strdup_printf (" · +%u points if the game ended now", score->fields[23].points);
    g_assert_nonnull (row);
    g_assert_true (g_str_has_suffix (row_subtitle (row), gain));
  }
  capture (GTK_WIDGET (moves_window), "30-what-can-i-do-gains");
  gtk_window_destroy (GTK_WINDOW (moves_window));
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* "What can I do?" lists exactly the core's legal moves, one row each, and
 * choosing one plays it. In phase 3 of round 1, and in phase 2 before it. */
static void
test_what_can_i_do_lists_the_core_moves (void)
{
  TyrosWindow *window = start_game (FALSE);
  TyrosGame *game = app_test_game (window);
  TyrosMovesWindow *moves_window;
  g_autoptr(GPtrArray) expected = NULL;
  const char *chosen = NULL;

  for (int phase = 0; phase < 2; phase++)
    {
      g_autoptr(GPtrArray) titles = g_ptr_array_new ();

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.what-can-i-do", NULL));
      app_test_settle (100);
      moves_window = app_test_moves_window ();
      g_assert_nonnull (moves_window);
      /* A row a legal move, titled with the core's sentence of why */
      g_clear_pointer (&expected, g_ptr_array_unref);
      expected = tyros_movegen_legal_moves (tyros_game_get_state (game));
      collect_row_titles (GTK_WIDGET (moves_window), titles);
      g_assert_cmpuint (titles->len, ==, expected->len);
      for (guint i = 0; i < expected->len; i++)
        g_assert_true (g_ptr_array_find_with_equal_func (titles, ((TyrosLegalMove *) expected->pdata[i])->why,
                                                         g_str_equal, NULL));
      if (phase == 1)
        break;
      /* Choosing the tile on 8 plays it, as a click on the board would. */
      for (guint i = 0; i < expected->len; i++)
        if (((TyrosLegalMove *) expected->pdata[i])->move->type == TYROS_MOVE_EXPAND &&
            ((TyrosLegalMove *) expected->pdata[i])->move->field == 8)
          chosen = ((TyrosLegalMove *) expected->pdata[i])->why;
      g_assert_nonnull (chosen);
      gtk_widget_activate (app_test_find_row (GTK_WIDGET (moves_window), chosen));
      app_test_settle (100);
      g_assert_null (app_test_moves_window ());
      g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
      g_assert_cmpint (tyros_game_get_state (game)->empire[8], ==, TYROS_EMPIRE_ORANGE);
      for (guint i = 1; i < G_N_ELEMENTS (first_round); i++)
        play_tile (window, i);
    }
  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_ACTIONS);
  capture (GTK_WIDGET (moves_window), "25-what-can-i-do");
  /* The last move the core lists, a pass, is played from the list. */
  chosen = ((TyrosLegalMove *) expected->pdata[expected->len - 1])->why;
  gtk_widget_activate (app_test_find_row (GTK_WIDGET (moves_window), chosen));
  app_test_settle (100);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, G_N_ELEMENTS (first_round) + 1);
  g_assert_cmpint (tyros_game_get_move (game, G_N_ELEMENTS (first_round))->type, ==, TYROS_MOVE_PASS);
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* app.show-rule opens the entry; F1 opens the rules. */
static void
test_application_action (void)
{
  g_autoptr(TyrosApplication) app = app_test_application_new ();
  g_auto(GStrv) accels = NULL;
  TyrosRulesWindow *rules;

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.show-rules");
  g_assert_cmpstr (accels[0], ==, "F1");

  g_action_group_activate_action (G_ACTION_GROUP (app), "show-rule", g_variant_new_string ("B6"));
  app_test_settle (100);
  rules = tyros_rules_window_present (NULL, NULL, NULL);
  g_assert_cmpstr (app_test_rules_shown (rules), ==, "B6");
  g_assert_true (gtk_window_get_application (GTK_WINDOW (rules)) == NULL
                 || gtk_window_get_application (GTK_WINDOW (rules)) == GTK_APPLICATION (app));
  close_rules (rules);
}

static char *
teaching_ini_path (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "tyros-companion", NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  return g_build_filename (folder, "teaching.ini", NULL);
}

/* A FIFO as teaching.ini: the app starts as without the file. Reading it
 * blocking would hang before the window exists: the alarm ends the test then. */
static void
test_teaching_ini_fifo (void)
{
  g_autofree char *path = teaching_ini_path ();
  g_autoptr(TyrosTeacher) teacher = NULL;

  g_unlink (path);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_test_expect_message ("tyros-read", G_LOG_LEVEL_WARNING, "Not reading */teaching.ini: This is a device, a pipe or a socket*");
  alarm (20);
  teacher = tyros_teacher_new (NULL);
  alarm (0);
  g_test_assert_expected_messages ();
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* The bytes this process has read so far (rchar of /proc/self/io) */
static guint64
bytes_read (void)
{
  g_autofree char *io = NULL;
  const char *rchar;

  g_assert_true (g_file_get_contents ("/proc/self/io", &io, NULL, NULL));
  rchar = strstr (io, "rchar: ");
  g_assert_nonnull (rchar);
  return g_ascii_strtoull (rchar + strlen ("rchar: "), NULL, 10);
}

/* A 200 MB teaching.ini (sparse) is not read whole: at most its first MiB is
 * read, and the peak memory grows by far less than the file (by some 600 MB
 * when it was read whole). */
static void
test_teaching_ini_huge (void)
{
  g_autofree char *path = teaching_ini_path ();
  g_autoptr(TyrosTeacher) teacher = NULL;
  struct rusage before, after;
  guint64 read_before;
  int fd = open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, "[game.tyros]\nteach=true\n", 24), ==, 24);
  g_assert_cmpint (ftruncate (fd, 200 * 1000 * 1000), ==, 0);
  close (fd);
  g_assert_cmpint (getrusage (RUSAGE_SELF, &before), ==, 0);
  read_before = bytes_read ();
  g_test_expect_message ("tyros-read", G_LOG_LEVEL_WARNING, "Not reading */teaching.ini: The file is too large: 200000000 bytes (at most 1048576)");
  teacher = tyros_teacher_new (NULL);
  g_assert_cmpint (getrusage (RUSAGE_SELF, &after), ==, 0);
  g_assert_cmpuint (bytes_read () - read_before, <, 4 * 1024 * 1024);
  g_assert_cmpint (after.ru_maxrss - before.ru_maxrss, <, 32 * 1024);  /* KiB */
  g_test_assert_expected_messages ();
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* As capture(), the window alone, drawn by its own renderer */
static void
render (GtkWidget  *window,
        const char *name)
{
  const char *dir = g_getenv ("TYROS_SCREENSHOT_DIR");

  for (int dark = 0; dir != NULL && dark < 2; dark++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s-%s.png", dir, name, dark ? "dark" : "light");
      g_autoptr(GdkTexture) texture = NULL;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      app_test_settle (300);
      texture = app_test_render (window);
      g_assert_true (gdk_texture_save_to_png (texture, path));
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static gboolean
is_scroller (GtkWidget     *widget,
             gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_SCROLLED_WINDOW (widget);
}

/* @widget lies within @outer's width */
static void
assert_within (GtkWidget  *widget,
               GtkWidget  *outer,
               const char *what,
               const char *language)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, outer, &bounds));
  if (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (outer) + 0.5)
    g_error ("%s: %s at %.0f..%.0f in %d px", language, what, bounds.origin.x,
             bounds.origin.x + bounds.size.width, gtk_widget_get_width (outer));
}

/* @label shows all of its text: a wrapping one as tall as its lines need,
 * another as wide as its text */
static void
assert_label_whole (GtkLabel   *label,
                    const char *what,
                    const char *language)
{
  GtkWidget *widget = GTK_WIDGET (label);
  int needed_height, needed_width;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (widget), &needed_height, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &needed_width, NULL, NULL);
  if (needed_height > gtk_widget_get_height (widget) ||
      (!gtk_label_get_wrap (label) && needed_width > gtk_widget_get_width (widget)))
    g_error ("%s: %s cut: “%s” (%d of %d px wide, %d of %d px tall)", language, what, gtk_label_get_text (label),
             gtk_widget_get_width (widget), needed_width, gtk_widget_get_height (widget), needed_height);
}

static void
keep_said (TyrosTeacher *teacher G_GNUC_UNUSED,
           const char   *text,
           char        **said)
{
  g_free (*said);
  *said = g_strdup (text);
}

static gboolean
is_label_saying (GtkWidget     *widget,
                 gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* Fails when a button shown on the page lies under @words (a matcher, so
 * that every button of the page is looked at; it never matches) */
static gboolean
is_button_under (GtkWidget     *widget,
                 gconstpointer  words)
{
  graphene_rect_t button, said;
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));

  if (!GTK_IS_BUTTON (widget) || !gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0)
    return FALSE;
  g_assert_true (gtk_widget_compute_bounds (widget, window, &button));
  g_assert_true (gtk_widget_compute_bounds ((GtkWidget *) words, window, &said));
  /* a button scrolled out of the page's view is not seen anyway */
  if (button.origin.y >= gtk_widget_get_height (window))
    return FALSE;
  if (graphene_rect_intersection (&button, &said, NULL))
    g_error ("the teacher's words (%.0f,%.0f %.0fx%.0f) cover a button (%.0f,%.0f %.0fx%.0f): %s",
             said.origin.x, said.origin.y, said.size.width, said.size.height, button.origin.x, button.origin.y,
             button.size.width, button.size.height, gtk_widget_get_tooltip_text (widget));
  return FALSE;
}

/* Issue 33, 3: at 360 px the teacher's toast ran past the window's edge
 * with its close button ("…at the end (F5" lost ")."), and the header's
 * "lap 1 of 2" the teacher points to read "giro 1 …" in Italian. What the
 * teacher says is whole at a phone's width in every language. */

static void
test_teacher_whole_at_phone_width (void)
{
  static const char *const languages[] = { "C", "de", "nl", "it" };

#if GTK_CHECK_VERSION (4, 10, 0)
  /* GTK 4.18 warns that a label of the window at 360 px is measured 324 px
   * wide where it needs 345 (the Debian 13 stage; not yet traced to its
   * label): warnings are not fatal here, what this test checks is read
   * from the widgets below */
  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
#endif

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      TyrosWindow *window;
      TyrosTeacher *teacher;
      GtkWidget *title;
      g_autofree char *said = NULL;
#if ADW_CHECK_VERSION (1, 5, 0)
      GtkWidget *dialog = NULL;
#endif
      GtkLabel *subtitle;
      g_autofree char *shot = NULL;

      app_test_use_language (languages[l]);
      window = start_game (TRUE);
      teacher = app_test_teacher (window);
      g_signal_connect (teacher, "say", G_CALLBACK (keep_said), &said);
      for (GtkWindow *guide; (guide = app_test_teacher_setup_guide (teacher)) != NULL;)
        app_test_setup_guide_next (guide);
      app_test_pump ();
#if ADW_CHECK_VERSION (1, 5, 0)
      g_object_get (teacher, "dialog", &dialog, NULL);
#endif
      app_test_teacher_got_it (teacher);
#if ADW_CHECK_VERSION (1, 5, 0)
      /* the dialog gone before the window is resized: libadwaita 1.7 frees
       * an AdwDialog whose closing animation is cut short in the window's
       * size allocation, and then allocates its breakpoint bin (valgrind:
       * a read of freed memory; a crash, depending on the heap) */
      app_test_wait_for_finalized (dialog);
#endif
      /* a phone's size, asked again once the page has gone narrow (the
       * wide page's least width held the first request at 372 px) */
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 641);
      app_test_pump_frames (10);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      app_test_pump_frames (10);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
      /* "… The violet empire is now the largest: its fields score the most at the end (F5)." */
      for (guint i = 0; i < 5; i++)
        play_tile (window, i);
      app_test_pump_frames (40);
      g_assert_nonnull (said);
      shot = g_strdup_printf ("33-teacher-phone-%s", languages[l]);
      render (GTK_WIDGET (window), shot);
      title = app_test_find (GTK_WIDGET (window), is_label_saying, said);
      g_assert_nonnull (title);
      assert_within (title, GTK_WIDGET (window), "the teacher's words", languages[l]);
      assert_label_whole (GTK_LABEL (title), "the teacher's words", languages[l]);
      /* and they do not hide the card's controls they point to */
      app_test_find (app_test_child (window, TYROS_TYPE_WINDOW, "main_stack"), is_button_under, title);
      /* phase 2 of three players: "lap 1 of 2" in the header */
      subtitle = GTK_LABEL (gtk_widget_get_next_sibling (
        gtk_widget_get_first_child (app_test_child (window, TYROS_TYPE_WINDOW, "row_title"))));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (subtitle)));
      assert_label_whole (subtitle, "the header's subtitle", languages[l]);
      /* and they are of the game's page: gone with it (to a new game) */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
      app_test_pump ();
      g_assert_null (app_test_find (GTK_WIDGET (window), is_label_saying, said));
      g_signal_handlers_disconnect_by_data (teacher, &said);
      gtk_window_destroy (GTK_WINDOW (window));
      app_test_pump ();
    }
  app_test_use_language ("C");
#if GTK_CHECK_VERSION (4, 10, 0)
  g_log_set_always_fatal (fatal);
#endif
}

static gboolean
is_shown_page_text (GtkWidget     *widget,
                    gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_str_equal (gtk_widget_get_name (widget), "page-text");
}

/* Issue 33, 4: the set-up guide shows each page whole: "How to win" hid
 * its last two paragraphs (the bonuses, the end) below the fold behind an
 * invisible scrollbar, and the board's legend cut its picture. */
static void
test_setup_guide_pages_whole (void)
{
  TyrosWindow *window = start_game (TRUE);
  GtkWindow *guide = app_test_teacher_setup_guide (app_test_teacher (window));
  guint n_steps = 0;
  g_autofree char *first_type = NULL;
  float first_x = 0;

  app_test_setup_guide_step (guide, &n_steps);
  for (guint i = 0; i < n_steps; i++)
    {
      GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (app_test_find (GTK_WIDGET (guide), is_scroller, NULL));
      GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (scroller);
      g_autofree char *shot = g_strdup_printf ("33-setup-guide-%u", i + 1);
      GtkWidget *text;
      g_autofree char *type = NULL;
      graphene_rect_t bounds;

      app_test_pump_frames (8);
      render (GTK_WIDGET (guide), shot);
      /* every page in one type and at one margin: the steps were in a large
       * bold type, "How to win" and the board's legend in the body's */
      text = app_test_find (GTK_WIDGET (guide), is_shown_page_text, NULL);
      g_assert_nonnull (text);
      type = pango_font_description_to_string (pango_context_get_font_description (gtk_widget_get_pango_context (text)));
      g_assert_true (gtk_widget_compute_bounds (text, GTK_WIDGET (guide), &bounds));
      if (i == 0)
        {
          first_type = g_steal_pointer (&type);
          first_x = bounds.origin.x;
        }
      else if (g_strcmp0 (type, first_type) != 0 || bounds.origin.x != first_x)
        g_error ("step %u of the set-up guide is in %s at %.0f px, step 1 in %s at %.0f px", i + 1, type,
                 bounds.origin.x, first_type, first_x);
      if (gtk_adjustment_get_upper (scroll) > gtk_adjustment_get_page_size (scroll) + 0.5)
        g_error ("step %u of the set-up guide hides %.0f px of %.0f below the fold", i + 1,
                 gtk_adjustment_get_upper (scroll) - gtk_adjustment_get_page_size (scroll),
                 gtk_adjustment_get_upper (scroll));
      if (i + 1 < n_steps)
        app_test_setup_guide_next (guide);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_taught (const char *game_file)
{
  g_autoptr(TyrosTeacher) teacher = tyros_teacher_new (NULL);
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);
  g_autoptr(TyrosGame) game = tyros_file_load (path, NULL);
  gboolean teaching;

  g_assert_nonnull (game);
  tyros_teacher_set_game (teacher, game, game_file);
  g_object_get (teacher, "teaching", &teaching, NULL);
  return teaching;
}

/* Two windows on one data folder, each teaching a game of its own: the
 * second one's save keeps the first one's game in teaching.ini (each writes
 * its own game into the file as it is now, under the folder's lock). */
static void
test_teaching_ini_two_windows (void)
{
  g_autofree char *path = teaching_ini_path ();
  g_autofree char *game_path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);
  g_autoptr(TyrosGame) game = tyros_file_load (game_path, NULL);
  g_autoptr(TyrosTeacher) first = NULL;
  g_autoptr(TyrosTeacher) second = NULL;

  g_unlink (path);
  first = tyros_teacher_new (NULL);
  second = tyros_teacher_new (NULL);
  tyros_teacher_set_game (first, game, "/games/first.tyros");
  tyros_teacher_set_teaching (first, TRUE);
  tyros_teacher_set_game (second, game, "/games/second.tyros");
  tyros_teacher_set_teaching (second, TRUE);
  g_assert_true (is_taught ("/games/second.tyros"));
  g_assert_true (is_taught ("/games/first.tyros"));
  g_assert_false (is_taught ("/games/third.tyros"));
  g_assert_cmpint (g_unlink (path), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);

  g_test_add_func ("/app/rules/lists-every-rule", test_lists_every_rule);
  g_test_add_func ("/app/rules/search-tyros", test_search_tyros);
  g_test_add_func ("/app/rules/search-words", test_search_words_people_use);
  g_test_add_func ("/app/rules/search-by-id", test_search_by_id);
  g_test_add_func ("/app/rules/search-keeps-the-page", test_search_keeps_the_page_shown);
  g_test_add_func ("/app/rules/both-editions", test_both_editions_side_by_side);
  g_test_add_func ("/app/rules/differences", test_differences_page);
  g_test_add_func ("/app/rules/board-pictures", test_board_pictures);
  g_test_add_func ("/app/rules/link-opens-entry", test_rule_id_link_opens_entry);
  g_test_add_func ("/app/rules/application-action", test_application_action);
  g_test_add_func ("/app/rules/rejection-opens-its-rule", test_rejection_opens_its_rule);
  g_test_add_func ("/app/teach/offered-by-default", test_teaching_offered_by_default);
  g_test_add_func ("/app/teach/teaching-off-with-records", test_teaching_off_with_records);
  g_test_add_func ("/app/teach/phases-once", test_taught_game_explains_each_phase_once);
  g_test_add_func ("/app/teach/upkeep", test_taught_upkeep);
  g_test_add_func ("/app/teach/toggle", test_teach_toggle);
  g_test_add_func ("/app/teach/whole-at-phone-width", test_teacher_whole_at_phone_width);
  g_test_add_func ("/app/teach/setup-guide-pages-whole", test_setup_guide_pages_whole);
  g_test_add_func ("/app/teach/b6-after-the-game", test_b6_not_open_after_the_game);
  g_test_add_func ("/app/teach/off-is-quiet", test_untaught_game_is_quiet);
  g_test_add_func ("/app/teach/taught-without-file-yet", test_taught_game_without_file_yet);
  g_test_add_func ("/app/teach/what-can-i-do", test_what_can_i_do_lists_the_core_moves);
  g_test_add_func ("/app/teach/what-can-i-do-gains", test_what_can_i_do_gains_and_conditions);
  g_test_add_func ("/app/teach/teaching-ini-fifo", test_teaching_ini_fifo);
  g_test_add_func ("/app/teach/teaching-ini-huge", test_teaching_ini_huge);
  g_test_add_func ("/app/teach/teaching-ini-two-windows", test_teaching_ini_two_windows);

  return g_test_run ();
}
