/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-records-page.c: the players as people, in the window
 *
 * New Game offers the names of the saved games as their people are called
 * now: typing narrows them, a name already in another seat is not offered,
 * and picking one fills the seat and moves on to the next. Runs under Xvfb.
 */
#define G_LOG_DOMAIN "tyros-test-records"
#include "config.h"

#include "app-test-util.h"

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

static void
test_new_game_offers_names (void)
{
  g_autofree char *old = app_test_put_saved_game ("game-3p.tyros", "old.tyros", 200);
  g_autofree char *new = app_test_put_saved_game ("game-4p.tyros", "new.tyros", 100);
  g_autofree char *people = g_build_filename (g_get_user_data_dir (), "tyros-companion", "people.json", NULL);
  TyrosWindow *window;
  TyrosNewGamePage *page;
  GtkWidget *entry;

  /* Ben was renamed Benjamin: he is offered as Benjamin */
  g_assert_true (g_file_set_contents (people, "{\"format\": \"tyros-people\", \"version\": 1, "
                                      "\"aliases\": {\"Ben\": \"Benjamin\"}}", -1, NULL));
  window = tyros_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for_recent (app_test_start_page (window), 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = app_test_new_game_page (window);
  for (guint i = 0; i < 4; i++)
    app_test_new_game_set_name (page, i, "");
  entry = GTK_WIDGET (app_test_new_game_name_entry (page, 0));
  gtk_widget_grab_focus (entry);
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

  g_test_add_func ("/app/records/new-game-offers-names", test_new_game_offers_names);
  return g_test_run ();
}
