/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c: the main window driven as a user drives it
 *
 * Runs under Xvfb (see meson.build). Every step goes through what a user
 * triggers: GActions, the board's cells pressed, button clicks. What
 * is checked is what the window shows: the header, the inline explanation of a
 * rejected move, the price, the standings and the score sheet.
 *
 * With TYROS_SCREENSHOT_DIR set, the main states are also saved as PNG files
 * there (light and dark); the test results do not depend on it.
 *
 * Every test case gets its own empty XDG_DATA_HOME (G_TEST_OPTION_ISOLATE_DIRS),
 * where the window autosaves its games: the real user's are never touched.
 */
#define G_LOG_DOMAIN "tyros-test-window"
#include "config.h"

#include "app-test-util.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <dlfcn.h>
#include <locale.h>
#include <time.h>
#include <utime.h>

#include "tyros-game-store.h"
#include "tyros-preferences-window.h"
#include "tyros-board-compare-page.h"

static GtkCssProvider *dark_css;

/* What AdwApplication does for the app: the style sheets from the resources. */
static void
load_style (void)
{
  GtkCssProvider *css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/tyroscompanion/TyrosCompanion/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/tyroscompanion/TyrosCompanion/icons");
  dark_css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (dark_css, "/io/github/tyroscompanion/TyrosCompanion/style-dark.css");
}

static void
set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  if (dark)
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (dark_css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  else
    gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (dark_css));
}

static void
screenshot (GtkWidget  *window,
            const char *name)
{
  const char *dir = g_getenv ("TYROS_SCREENSHOT_DIR");
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;

  for (int pass = 0; pass < 2; pass++)
    {
      set_dark (pass == 1);
      app_test_settle (400);

      texture = app_test_render (window);
      path = g_strdup_printf ("%s/%s-%s.png", dir, name, pass == 0 ? "light" : "dark");
      g_assert_true (gdk_texture_save_to_png (texture, path));
      g_clear_object (&texture);
      g_clear_pointer (&path, g_free);
    }
  set_dark (FALSE);
  app_test_settle (100);
}

static TyrosWindow *
open_window (int width,
             int height)
{
  TyrosWindow *window = tyros_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (200);
  return window;
}

static void
activate (TyrosWindow *window,
          const char  *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  app_test_pump ();
}

static void
start_three_player_game (TyrosWindow *window)
{
  TyrosNewGamePage *page;

  activate (window, "win.new-game");
  page = app_test_new_game_page (window);
  g_assert_cmpstr (app_test_page_name (window), ==, "new-game");
  app_test_new_game_set_name (page, 0, "Anna");
  app_test_new_game_set_name (page, 1, "Ben");
  app_test_new_game_set_name (page, 2, "Cleo");
  app_test_pump ();
  if (gtk_widget_get_width (GTK_WIDGET (window)) > 800)
    screenshot (GTK_WIDGET (window), "01-new-game");
  app_test_click (tyros_new_game_page_get_start_button (page));
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
}

static void
assert_contains (const char *haystack,
                 const char *needle)
{
  if (haystack == NULL || strstr (haystack, needle) == NULL)
    g_error ("“%s” does not contain “%s”", haystack ? haystack : "(null)", needle);
}

static GtkWidget *
player_chip (TyrosWindow *window)
{
  return app_test_child (window, TYROS_TYPE_WINDOW, "player_chip");
}

/* The colour a person sees in the middle of @widget, "#rrggbb" */
static char *
colour_seen (TyrosWindow *window,
             GtkWidget   *widget)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint8 *pixels = NULL;
  const guint8 *pixel;  /* B, G, R, A */
  graphene_rect_t bounds;
  int width;

  app_test_pump_frames (4);
  texture = app_test_render (GTK_WIDGET (window));
  width = gdk_texture_get_width (texture);
  pixels = g_malloc ((gsize) width * 4 * gdk_texture_get_height (texture));
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  pixel = pixels + ((gsize) (bounds.origin.y + bounds.size.height / 2) * width +
                    (gsize) (bounds.origin.x + bounds.size.width / 2)) * 4;
  return g_strdup_printf ("#%02x%02x%02x", pixel[2], pixel[1], pixel[0]);
}

/* "New game, three players" is three clicks, and the header says whose turn it is. */
static void
test_new_game (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosNewGamePage *page;
  TyrosGame *game;
  g_autofree char *chip = NULL;

  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  screenshot (GTK_WIDGET (window), "00-start");

  activate (window, "win.new-game");
  page = app_test_new_game_page (window);
  /* Turn order by arrows: Ben moves up to the first seat. */
  app_test_new_game_set_name (page, 0, "Anna");
  app_test_new_game_set_name (page, 1, "Ben");
  app_test_new_game_move_player (page, 1, TRUE);
  g_assert_cmpstr (app_test_new_game_get_name (page, 0), ==, "Ben");
  g_assert_cmpstr (app_test_new_game_get_name (page, 1), ==, "Anna");
  app_test_click (tyros_new_game_page_get_start_button (page));

  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_cmpuint (tyros_game_get_n_players (app_test_game (window)), ==, 3);
  g_assert_cmpstr (app_test_title (window), ==, "Ben’s turn");
  assert_contains (app_test_subtitle (window), "Round 1");
  assert_contains (app_test_subtitle (window), "lap 1 of 2");
  /* Beside the title, the chip of the player to act, painted in Ben's colour
   * from the first turn on; not on the start page */
  g_assert_true (gtk_widget_get_visible (player_chip (window)));
  game = app_test_game (window);
  chip = colour_seen (window, player_chip (window));
  g_assert_cmpstr (chip, ==, tyros_game_get_player_colour (game, tyros_game_get_state (game)->current_player));
  activate (window, "win.show-start");
  g_assert_false (gtk_widget_get_visible (player_chip (window)));
  g_assert_cmpstr (app_test_title (window), ==, "Tyros Companion");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A set-up the core refuses is explained on the page, with its rule. */
static void
test_new_game_bad_setup (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosNewGamePage *page;

  activate (window, "win.new-game");
  page = app_test_new_game_page (window);
  app_test_new_game_set_setup_kind (page, 2);
  app_test_new_game_set_founding (page, TYROS_EMPIRE_YELLOW, 8); /* next to orange on 7 */
  app_test_click (tyros_new_game_page_get_start_button (page));
  g_assert_cmpstr (app_test_page_name (window), ==, "new-game");
  assert_contains (app_test_new_game_error (page), "S2");

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_of_type (GtkWidget    *widget,
            gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The titles of the shown founding rows, top to bottom. */
static void
collect_founding_titles (GtkWidget *widget,
                         GPtrArray *titles)
{
  if (ADW_IS_PREFERENCES_ROW (widget) && gtk_widget_get_visible (widget) &&
      g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "Founding field"))
    g_ptr_array_add (titles, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_founding_titles (child, titles);
}

/* Entered founding tiles are asked for in the edition's founding order (S2):
 * green first in the Italian rules, orange first in the Kosmos ones. */
static void
test_new_game_founding_order (void)
{
  static const struct { guint edition_index; const char *first; } cases[] = {
    { 1, "Founding field of the green empire" },
    { 0, "Founding field of the orange empire" },
    { 1, "Founding field of the green empire" },
  };
  TyrosWindow *window = open_window (1024, 700);
  TyrosNewGamePage *page;
  AdwComboRow *edition_row;

  activate (window, "win.new-game");
  page = app_test_new_game_page (window);
  app_test_new_game_set_setup_kind (page, 2);
  edition_row = ADW_COMBO_ROW (app_test_find_row (GTK_WIDGET (page), "_Edition"));
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const TyrosEdition *edition = cases[c].edition_index == 1 ? tyros_edition_italian () : tyros_edition_kosmos ();
      g_autoptr(GPtrArray) titles = g_ptr_array_new ();

      adw_combo_row_set_selected (edition_row, cases[c].edition_index);
      app_test_pump ();
      collect_founding_titles (GTK_WIDGET (page), titles);
      g_assert_cmpuint (titles->len, ==, TYROS_N_EMPIRES);
      g_assert_cmpstr (g_ptr_array_index (titles, 0), ==, cases[c].first);
      for (guint k = 0; k < TYROS_N_EMPIRES; k++)
        {
          g_autofree char *expected = g_strdup_printf ("Founding field of the %s empire",
                                                       tyros_empire_display_name (edition->founding_order[k]));

          g_assert_cmpstr (g_ptr_array_index (titles, k), ==, expected);
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static const char *
error_text (TyrosWindow *window)
{
  return app_test_panel_error (app_test_action_panel (window));
}

/* The first round of a sample game, entered through the window. */
static void
test_first_round (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel;
  TyrosGame *game;
  g_autoptr(TyrosScore) score = NULL;
  g_autofree char *standings = NULL;
  g_autofree char *expected = NULL;

  start_three_player_game (window);
  panel = app_test_action_panel (window);
  game = app_test_game (window);
  g_assert_cmpstr (app_test_title (window), ==, "Anna’s turn");
  g_assert_cmpstr (app_test_panel_page (panel), ==, "expand");
  screenshot (GTK_WIDGET (window), "02-phase-2");

  /* A tile far from every empire: rejected inline, with its rule. */
  app_test_press_field (window, 1);
  assert_contains (error_text (window), "E1");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 0);
  g_assert_cmpstr (app_test_title (window), ==, "Anna’s turn");

  /* Lap 1 */
  app_test_press_field (window, 8);        /* orange */
  g_assert_cmpstr (error_text (window), ==, "");
  g_assert_cmpstr (app_test_title (window), ==, "Ben’s turn");
  app_test_press_field (window, 18);       /* touches yellow and green: choose */
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  /* the offered empires can be chosen; the others keep their places, unchosen */
  g_assert_true (gtk_widget_is_sensitive (app_test_panel_empire_button (panel, TYROS_EMPIRE_GREEN)));
  g_assert_true (gtk_widget_is_sensitive (app_test_panel_empire_button (panel, TYROS_EMPIRE_YELLOW)));
  g_assert_false (gtk_widget_is_sensitive (app_test_panel_empire_button (panel, TYROS_EMPIRE_ORANGE)));
  app_test_click (app_test_panel_empire_button (panel, TYROS_EMPIRE_GREEN));
  g_assert_cmpint (tyros_game_get_state (game)->empire[18], ==, TYROS_EMPIRE_GREEN);
  app_test_press_field (window, 22);       /* green */

  /* Lap 2 */
  assert_contains (app_test_subtitle (window), "lap 2 of 2");
  app_test_press_field (window, 12);       /* orange or yellow */
  app_test_click (app_test_panel_empire_button (panel, TYROS_EMPIRE_ORANGE));
  app_test_press_field (window, 24);       /* green */
  app_test_press_field (window, 6);        /* orange */
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 6);

  /* Phase 3: Anna moves a ship from Tyros to 23. */
  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_cmpstr (app_test_title (window), ==, "Anna’s turn");
  g_assert_cmpstr (app_test_panel_page (panel), ==, "actions");
  activate (window, "game.move-ship");
  app_test_press_field (window, TYROS_FIELD_TYROS);
  screenshot (GTK_WIDGET (window), "04-reachability");
  app_test_press_field (window, 23);
  g_assert_cmpstr (app_test_panel_error (panel), ==, "");
  g_assert_cmpstr (app_test_panel_price (panel), ==, "4 green cards; jokers count");
  screenshot (GTK_WIDGET (window), "03-move-route");
  app_test_click (app_test_panel_confirm_button (panel));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpuint (tyros_state_ships_in_field (tyros_game_get_state (game), 23, 0), ==, 1);
  g_assert_cmpstr (app_test_title (window), ==, "Ben’s turn");

  /* Ben tries to sail to 31, which has no chip: explained inline (M3), nothing played. */
  activate (window, "game.move-ship");
  app_test_press_field (window, TYROS_FIELD_TYROS);
  app_test_press_field (window, 31);
  assert_contains (error_text (window), "M3");
  screenshot (GTK_WIDGET (window), "05-rejection");
  g_assert_false (gtk_widget_get_sensitive (app_test_panel_confirm_button (panel)));
  app_test_panel_confirm (panel);
  assert_contains (error_text (window), "M3");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpstr (app_test_title (window), ==, "Ben’s turn");

  /* He steps back out and passes; so does Cleo. */
  activate (window, "win.cancel-action");
  activate (window, "win.cancel-action");
  activate (window, "win.cancel-action");
  g_assert_cmpstr (app_test_panel_page (panel), ==, "actions");
  /* Issue 24, 7: the keyboard is back in the panel, no ring left on a field */
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (panel)));
  activate (window, "game.pass");
  activate (window, "game.pass");

  /* Anna builds a city on 23 and pays 5 green cards. */
  g_assert_cmpstr (app_test_title (window), ==, "Anna’s turn");
  activate (window, "game.build-city");
  app_test_press_field (window, 23);
  g_assert_cmpstr (app_test_panel_price (panel), ==, "5 green cards; jokers count");
  gtk_spin_button_set_value (app_test_panel_paid_spin (panel, TYROS_EMPIRE_GREEN), 4);
  gtk_spin_button_set_value (app_test_panel_paid_spin (panel, TYROS_CARD_JOKER), 1);
  app_test_click (app_test_panel_confirm_button (panel));
  g_assert_cmpint (tyros_game_get_state (game)->city[23], ==, 0);

  /* The standings show the core's scores as if the game ended now. */
  score = tyros_score_compute (tyros_game_get_state (game), tyros_game_get_player_names (game));
  /* The players' table: a row is the name, then the points, ... */
  standings = app_test_label_texts (app_test_child (app_test_standings (window), TYROS_TYPE_STANDINGS_PANEL,
                                                   "player_grid"));
  expected = g_strdup_printf ("Anna\n%u\n", score->players[0].total);
  g_assert_cmpuint (score->players[0].total, >, 0);
  assert_contains (standings, expected);

  /* Three passes in a row end the round; Ben starts round 2. */
  activate (window, "game.pass");
  activate (window, "game.pass");
  activate (window, "game.pass");
  assert_contains (app_test_subtitle (window), "Round 2");
  g_assert_cmpstr (app_test_title (window), ==, "Ben’s turn");

  /* Undo takes the last pass back. */
  activate (window, "game.undo");
  assert_contains (app_test_subtitle (window), "Round 1");
  g_assert_cmpstr (app_test_title (window), ==, "Anna’s turn");
  activate (window, "game.redo");
  assert_contains (app_test_subtitle (window), "Round 2");

  /* The score sheet at any time, and its text for copying. */
  activate (window, "win.show-scores");
  g_assert_cmpstr (app_test_page_name (window), ==, "score");
  assert_contains (app_test_sheet_text (app_test_final_sheet (window)), "Anna");
  assert_contains (app_test_sheet_winner (app_test_final_sheet (window)), "Anna");
  screenshot (GTK_WIDGET (window), "06-score-sheet-mid-game");
  activate (window, "win.show-board");
  g_assert_cmpstr (app_test_page_name (window), ==, "game");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Phase 2 "cannot play": the shown tiles are checked by the core (E4), and
 * "Tiles shown" starts empty for each pass. */
static void
test_cannot_play (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel;
  TyrosGame *game;

  start_three_player_game (window);
  panel = app_test_action_panel (window);
  game = app_test_game (window);
  activate (window, "game.cannot-play");
  g_assert_cmpstr (app_test_panel_page (panel), ==, "expand-pass");
  /* 8 is playable (next to orange): the pass is refused. */
  app_test_press_field (window, 8);
  g_assert_cmpstr (gtk_editable_get_text (app_test_panel_shown_entry (panel)), ==, "8");
  app_test_panel_confirm (panel);
  app_test_pump ();
  assert_contains (error_text (window), "E4");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 0);
  /* Issue 33, 1: taken back, the next pass starts with the field empty */
  activate (window, "win.cancel-action");
  activate (window, "game.cannot-play");
  g_assert_cmpstr (gtk_editable_get_text (app_test_panel_shown_entry (panel)), ==, "");
  app_test_press_field (window, 5);
  g_assert_cmpstr (gtk_editable_get_text (app_test_panel_shown_entry (panel)), ==, "5");
  /* Without shown tiles the pass is recorded. */
  gtk_editable_set_text (app_test_panel_shown_entry (panel), "");
  app_test_panel_confirm (panel);
  app_test_pump ();
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  g_assert_cmpint (tyros_game_get_move (game, 0)->type, ==, TYROS_MOVE_EXPAND_PASS);
  g_assert_cmpstr (app_test_title (window), ==, "Ben’s turn");

  /* Another game in the same window: its pass starts empty too, and
   * records the tiles the field shows */
  activate (window, "game.cannot-play");
  app_test_press_field (window, 8);
  start_three_player_game (window);
  panel = app_test_action_panel (window);
  game = app_test_game (window);
  activate (window, "game.cannot-play");
  g_assert_cmpstr (gtk_editable_get_text (app_test_panel_shown_entry (panel)), ==, "");
  for (TyrosField field = 5; field <= 20; field += 5)
    app_test_press_field (window, field);
  g_assert_cmpstr (gtk_editable_get_text (app_test_panel_shown_entry (panel)), ==, "5, 10, 15, 20");
  app_test_panel_confirm (panel);
  app_test_pump ();
  g_assert_cmpstr (error_text (window), ==, "");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  g_assert_cmpuint (tyros_game_get_move (game, 0)->shown->len, ==, 4);
  g_assert_cmpint (g_array_index (tyros_game_get_move (game, 0)->shown, TyrosField, 3), ==, 20);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A new 3-player game past phase 2 (8, 22, 24, 6, 3, 2); Anna's ship in
 * Tyros is to go to @dest along a route traced click by click. */
static TyrosGame *
start_tracing (TyrosWindow *window,
               TyrosField   dest)
{
  TyrosActionPanel *panel;
  static const TyrosField tiles[] = { 8, 22, 24, 6, 3, 2 };
  TyrosGame *game;

  start_three_player_game (window);
  panel = app_test_action_panel (window);
  game = app_test_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    app_test_press_field (window, tiles[i]);
  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_ACTIONS);

  activate (window, "game.move-ship");
  app_test_press_field (window, TYROS_FIELD_TYROS);
  app_test_press_field (window, dest);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (app_test_panel_widget (panel, "trace_button")), TRUE);
  app_test_pump ();
  return game;
}

/* Tracing a longer route field by field: the price follows the steps. */
static void
test_trace_route (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel;
  TyrosGame *game;
  static const TyrosField route[] = { 31, 27, 22, 17, 22, 23 };

  game = start_tracing (window, 23);
  panel = app_test_action_panel (window);
  for (guint i = 0; i < G_N_ELEMENTS (route); i++)
    app_test_press_field (window, route[i]);
  g_assert_cmpstr (app_test_panel_price (panel), ==, "6 green cards; jokers count");
  app_test_click (app_test_panel_confirm_button (panel));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpuint (tyros_game_get_move (game, 6)->route->len, ==, G_N_ELEMENTS (route));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 9, 3: a traced route refused at 26 → 21 (land on our board, M1)
 * offers "Our Board Has a Passage Here"; pressing it records the passage in
 * the game's board, which is autosaved, and the route goes on and is played. */
static void
test_open_passage (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel;
  GtkWidget *button;
  TyrosGame *game;
  static const TyrosField route[] = { 31, 27, 26, 21 };

  game = start_tracing (window, 22);
  panel = app_test_action_panel (window);
  button = app_test_panel_widget (panel, "open_passage_button");
  g_assert_false (gtk_widget_get_visible (button));
  for (guint i = 0; i < G_N_ELEMENTS (route); i++)
    app_test_press_field (window, route[i]);
  assert_contains (error_text (window), "M1");
  g_assert_true (gtk_widget_get_visible (button));

  app_test_click (button);
  g_assert_cmpstr (error_text (window), ==, "");
  g_assert_false (gtk_widget_get_visible (button));
  {
    g_autoptr(TyrosGame) saved = tyros_file_load (app_test_autosave_path (window), NULL);

    g_assert_nonnull (saved);
    g_assert_true (tyros_sea_connected (tyros_game_get_board (saved), 21, 26));
  }

  app_test_press_field (window, 22);
  g_assert_cmpstr (app_test_panel_price (panel), !=, "");
  app_test_click (app_test_panel_confirm_button (panel));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpuint (tyros_game_get_move (game, 6)->route->len, ==, 5);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Scoring a finished board: paint, place, and the scores follow. */
static void
test_quick_score (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosPositionPanel *positions;
  TyrosScoreSheet *sheet;
  TyrosGame *game;
  static const TyrosField green[] = { 23, 22, 24, 18 };

  activate (window, "win.quick-score");
  g_assert_cmpstr (app_test_page_name (window), ==, "new-game");
  app_test_new_game_set_name (app_test_new_game_page (window), 0, "Anna");
  app_test_new_game_set_name (app_test_new_game_page (window), 1, "Ben");
  app_test_new_game_set_name (app_test_new_game_page (window), 2, "Cleo");
  app_test_click (tyros_new_game_page_get_start_button (app_test_new_game_page (window)));
  positions = app_test_position_panel (window);
  sheet = app_test_live_sheet (window);
  game = app_test_game (window);
  g_assert_true (tyros_game_is_position (game));

  app_test_paint (positions, "empire_box", TYROS_EMPIRE_GREEN);
  for (guint i = 0; i < G_N_ELEMENTS (green); i++)
    app_test_press_field (window, green[i]);
  app_test_paint (positions, "empire_box", TYROS_EMPIRE_ORANGE);
  app_test_press_field (window, 7);
  app_test_press_field (window, 8);
  g_assert_cmpuint (tyros_state_empire_size (tyros_game_get_state (game), TYROS_EMPIRE_GREEN), ==, 4);

  /* Two empires still have no field: no game ends so (S2), and no score is shown. */
  assert_contains (app_test_position_error (positions), "S2");
  g_assert_false (tyros_position_panel_can_score (positions));
  g_assert_cmpstr (app_test_sheet_text (sheet), ==, NULL);
  g_assert_cmpstr (app_test_title (window), ==, "Finished Board");
  g_assert_cmpstr (app_test_subtitle (window), ==, "");
  g_assert_false (gtk_widget_get_visible (player_chip (window)));
  app_test_paint (positions, "empire_box", TYROS_EMPIRE_YELLOW);
  app_test_press_field (window, 13);
  /* Painting 31 chips Tyros too, as on the real board (E5) */
  app_test_paint (positions, "empire_box", TYROS_EMPIRE_VIOLET);
  app_test_press_field (window, 26);
  app_test_press_field (window, 27);
  app_test_press_field (window, 31);
  g_assert_cmpint (tyros_game_get_state (game)->empire[TYROS_FIELD_TYROS], ==, TYROS_EMPIRE_VIOLET);
  g_assert_true (tyros_position_panel_can_score (positions));
  g_assert_cmpstr (app_test_position_error (positions), ==, "");

  /* A city where there is no chip breaks B2: said inline, board unchanged. */
  app_test_paint (positions, "city_box", 1);
  app_test_press_field (window, 1);
  assert_contains (app_test_position_error (positions), "B2");
  g_assert_cmpint (tyros_game_get_state (game)->city[1], ==, -1);

  app_test_press_field (window, 23);
  g_assert_cmpint (tyros_game_get_state (game)->city[23], ==, 1);
  app_test_paint (positions, "ship_box", 2);
  app_test_press_field (window, 22);
  app_test_press_field (window, 8);
  app_test_pump ();
  assert_contains (app_test_sheet_winner (sheet), "Ben");
  assert_contains (app_test_sheet_text (sheet), "Ben");
  /* The header says who wins, as the sheet does */
  g_assert_cmpstr (app_test_subtitle (window), ==, app_test_sheet_winner (sheet));
  screenshot (GTK_WIDGET (window), "07-quick-score");

  gtk_window_destroy (GTK_WINDOW (window));
}

static TyrosGame *played_before;

/* Another game object than the one played: the store's copy was read */
static gboolean
game_replaced (gconstpointer window)
{
  return app_test_game ((TyrosWindow *) window) != played_before;
}

/* A whole game, tiles played on the first free field and every card phase
 * passed: when the last round ends, the window shows the score sheet. */
static void
test_game_end (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel;
  TyrosGame *game;
  guint guard = 0;

  start_three_player_game (window);
  panel = app_test_action_panel (window);
  game = app_test_game (window);

  while (g_strcmp0 (app_test_page_name (window), "game") == 0 && guard++ < 500)
    {
      const TyrosState *state = tyros_game_get_state (game);

      if (state->phase == TYROS_PHASE_EXPAND)
        {
          TyrosSet fields = tyros_rules_expand_fields (state);

          if (fields == 0)
            {
              activate (window, "game.cannot-play");
              app_test_panel_confirm (panel);
              app_test_pump ();
              continue;
            }
          app_test_press_field (window, tyros_set_next (fields, 0));
          for (TyrosEmpire e = TYROS_EMPIRE_ORANGE; e <= TYROS_EMPIRE_VIOLET; e++)
            if (g_strcmp0 (app_test_panel_page (panel), "expand") == 0 &&
                gtk_widget_is_sensitive (app_test_panel_empire_button (panel, e)) &&
                gtk_widget_get_mapped (app_test_panel_empire_button (panel, e)))
              {
                app_test_click (app_test_panel_empire_button (panel, e));
                break;
              }
        }
      else
        activate (window, "game.pass");
      g_assert_cmpstr (error_text (window), ==, "");
    }

  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_OVER);
  g_assert_cmpstr (app_test_page_name (window), ==, "score");
  g_assert_cmpstr (app_test_title (window), ==, "Game Over");
  assert_contains (app_test_sheet_winner (app_test_final_sheet (window)), "win");
  screenshot (GTK_WIDGET (window), "06-final-score-sheet");

  /* The play record: finished now, and where and what, typed on the sheet,
   * are in the game's file at once. */
  {
    TyrosGameSession *session = app_test_session (window);
    GtkWidget *location = app_test_find_row (GTK_WIDGET (window), "Location");
    GtkWidget *note = app_test_find_row (GTK_WIDGET (window), "Note");
    g_autoptr(TyrosGame) saved = NULL;

    g_assert_nonnull (location);
    g_assert_nonnull (note);
    gtk_editable_set_text (GTK_EDITABLE (location), "Anna's kitchen");
    gtk_editable_set_text (GTK_EDITABLE (note), "a close one, \"really\"");
    saved = tyros_file_load (tyros_game_session_get_autosave_path (session), NULL);
    g_assert_nonnull (saved);
    g_assert_nonnull (tyros_game_get_played (saved, TYROS_PLAYED_STARTED));
    g_assert_nonnull (tyros_game_get_played (saved, TYROS_PLAYED_FINISHED));
    g_assert_cmpstr (tyros_game_get_played (saved, TYROS_PLAYED_LOCATION), ==, "Anna's kitchen");
    g_assert_cmpstr (tyros_game_get_played (saved, TYROS_PLAYED_NOTE), ==, "a close one, \"really\"");
  }

  /* Saved and opened again, the game is the same. */
  {
    g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "game.tyros", NULL);
    g_autoptr(GError) error = NULL;
    guint n_played = tyros_game_get_n_played (game);

    g_assert_true (tyros_file_save (game, path, &error));
    g_assert_no_error (error);
    app_test_open_file (window, g_file_new_for_path (path));
    /* the store's play: its own file is opened after this one is read */
    played_before = game;
    app_test_wait_for (game_replaced, window);
    g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, n_played);
    g_assert_cmpstr (app_test_panel_page (panel), ==, "over");
    g_unlink (path);
    g_rmdir (dir);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The preferences write GSettings; the shortcuts window is built when asked for. */
static void
test_preferences_and_shortcuts (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tyroscompanion.TyrosCompanion");
  TyrosPreferencesWindow *prefs;
  TyrosWindow *window;
  GtkShortcutsWindow *overlay;
  GLogLevelFlags fatal;

  prefs = tyros_preferences_window_present (NULL);
  app_test_pump ();
  g_settings_set_boolean (settings, "show-sea-links", FALSE);
  app_test_pump ();
  g_settings_set_boolean (settings, "show-sea-links", TRUE);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_force_close (ADW_DIALOG (prefs));
#else
  gtk_window_destroy (GTK_WINDOW (prefs));
#endif

  window = open_window (1100, 720);
  /* Deprecated in GTK 4.18 with no replacement before libadwaita 1.8
   * (see show_help_overlay_activated). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  /* Shown for a window without a GtkApplication (no accelerators), GTK 4.8
   * warns about a label of the shortcuts window ("reported min width -3"). */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  activate (window, "win.show-help-overlay");
  g_log_set_always_fatal (fatal);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
new_game_edition (void)
{
  TyrosWindow *window = open_window (1024, 700);
  guint selected;

  activate (window, "win.new-game");
  selected = adw_combo_row_get_selected (ADW_COMBO_ROW (app_test_find_row (GTK_WIDGET (app_test_new_game_page (window)),
                                                                           "_Edition")));
  gtk_window_destroy (GTK_WINDOW (window));
  return selected;
}

/* Until an edition is chosen in Preferences, an Italian user starts with the
 * Italian rulebook (the schema's default is kosmos); once one is chosen, kosmos
 * included, that one, whatever the language. */
static void
test_default_edition_follows_language (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tyroscompanion.TyrosCompanion");
  TyrosPreferencesWindow *prefs;
  AdwComboRow *row;

  g_settings_reset (settings, "default-edition");
  g_assert_cmpuint (new_game_edition (), ==, 0);
  g_setenv ("LANGUAGE", "it", TRUE);
  g_assert_cmpuint (new_game_edition (), ==, 1);
  prefs = tyros_preferences_window_present (NULL);
  app_test_pump ();
  row = ADW_COMBO_ROW (app_test_find_row (GTK_WIDGET (prefs), "Default _edition"));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1);
  /* showing the language's edition does not choose it */
  g_assert_null (g_settings_get_user_value (settings, "default-edition"));
  adw_combo_row_set_selected (row, 0);
  app_test_pump ();
  app_test_close_preferences (prefs);
  g_assert_cmpuint (new_game_edition (), ==, 0);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_settings_set_string (settings, "default-edition", "italian");
  g_assert_cmpuint (new_game_edition (), ==, 1);
  g_settings_reset (settings, "default-edition");
}

/* The main menu opens (as a click, F10 or a screen reader's action opens it)
 * with every item, the first time and again. */
static void
test_main_menu (void)
{
  TyrosWindow *window = open_window (1100, 720);
  GtkMenuButton *button = app_test_child (window, TYROS_TYPE_WINDOW, "primary_menu_button");
  GtkPopover *popover;

  for (int opening = 0; opening < 2; opening++)
    {
      g_autofree char *items = NULL;

      gtk_menu_button_popup (button);
      app_test_settle (100);
      popover = gtk_menu_button_get_popover (button);
      g_assert_nonnull (popover);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
      items = app_test_label_texts (GTK_WIDGET (popover));
      g_assert_nonnull (strstr (items, "New Game\n"));
      g_assert_nonnull (strstr (items, "Score a Finished Board\n"));
      g_assert_nonnull (strstr (items, "About Tyros Companion"));
      gtk_menu_button_popdown (button);
      app_test_pump ();
      g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (popover)));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Below 600 px the side panel goes under the board instead of covering it
 * (board and move seen together); the header button hides and shows it.
 * From libadwaita 1.6 on only the move entry is under the board: the
 * header button opens and closes the bottom sheet with the standings. */
static void
test_narrow (void)
{
  TyrosWindow *window = open_window (600, 600);
  GtkWidget *panel;
  GtkWidget *board;

  start_three_player_game (window);
  panel = GTK_WIDGET (app_test_action_panel (window));
  board = GTK_WIDGET (app_test_board_view (window));
  app_test_settle (300);
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_true (gtk_widget_get_mapped (panel));
  screenshot (GTK_WIDGET (window), "08-narrow");
#if ADW_CHECK_VERSION (1, 6, 0)
  {
    GtkWidget *standings = GTK_WIDGET (app_test_standings (window));

    g_assert_true (tyros_game_page_get_narrow (app_test_game_page (window)));
    g_assert_false (gtk_widget_get_mapped (standings));
    activate (window, "game.toggle-panel");
    app_test_settle (400);
    g_assert_true (gtk_widget_get_mapped (standings));
    g_assert_true (gtk_widget_get_mapped (panel));
    screenshot (GTK_WIDGET (window), "09-narrow-panel");
    activate (window, "game.toggle-panel");
    app_test_settle (600);
    g_assert_false (gtk_widget_get_mapped (standings));
    g_assert_true (gtk_widget_get_mapped (panel));
    gtk_window_destroy (GTK_WINDOW (window));
    return;
  }
#endif
  activate (window, "game.toggle-panel");
  app_test_settle (400);
  g_assert_false (gtk_widget_get_mapped (panel));
  g_assert_true (gtk_widget_get_mapped (board));
  activate (window, "game.toggle-panel");
  app_test_settle (400);
  g_assert_true (gtk_widget_get_mapped (panel));
  screenshot (GTK_WIDGET (window), "09-narrow-panel");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Game files, moves and positions */

static TyrosGame *
load_data (const char *name)
{
  g_autofree char *path = app_test_data_path (name);
  g_autoptr(GError) error = NULL;
  TyrosGame *game = tyros_file_load (path, &error);

  g_assert_no_error (error);
  return game;
}

static void
assert_same_state (const TyrosState *a,
                   const TyrosState *b)
{
  g_assert_cmpmem (a->empire, sizeof a->empire, b->empire, sizeof b->empire);
  g_assert_cmpmem (a->city, sizeof a->city, b->city, sizeof b->city);
  g_assert_cmpmem (a->ships, sizeof a->ships, b->ships, sizeof b->ships);
  g_assert_cmpmem (a->hand, sizeof a->hand, b->hand, sizeof b->hand);
  g_assert_cmpuint (a->tiles_out, ==, b->tiles_out);
  g_assert_cmpuint (a->supply, ==, b->supply);
  g_assert_cmpuint (a->round, ==, b->round);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->lap, ==, b->lap);
  g_assert_cmpint (a->current_player, ==, b->current_player);
  g_assert_cmpuint (a->pass_streak, ==, b->pass_streak);
  g_assert_cmpint (a->first_all_four, ==, b->first_all_four);
}

/* The same journal, move by move. */
static void
assert_same_moves (TyrosGame *a,
                   TyrosGame *b)
{
  g_assert_cmpuint (tyros_game_get_n_played (a), ==, tyros_game_get_n_played (b));
  for (guint i = 0; i < tyros_game_get_n_played (a); i++)
    {
      g_autofree char *x = tyros_game_describe_move (a, i);
      g_autofree char *y = tyros_game_describe_move (b, i);
      g_assert_cmpstr (x, ==, y);
    }
  assert_same_state (tyros_game_get_state (a), tyros_game_get_state (b));
}

/* The moves of @script from the window's cursor on, entered as a confirmed
 * entry is (tyros_move_entry_play_move), up to @n_played in all. */
static void
enter_moves (TyrosWindow *window,
             TyrosGame   *script,
             guint        n_played)
{
  TyrosGame *game = app_test_game (window);
  TyrosActionPanel *panel = app_test_action_panel (window);

  for (guint i = tyros_game_get_n_played (game); i < n_played; i++)
    {
      g_assert_true (tyros_move_entry_play_move (app_test_panel_entry (panel), tyros_game_get_move (script, i)));
      g_assert_cmpint (app_test_saved_moves (window), ==, (int) i + 1);
    }
  app_test_pump ();
}

/* A new game with @script's players and set-up, its first @n_played moves entered. */
static void
start_script_game (TyrosWindow *window,
                   TyrosGame   *script,
                   guint        n_played)
{
  g_autoptr(TyrosGame) game = tyros_game_new (tyros_game_get_edition (script), tyros_game_get_player_names (script),
                                              tyros_game_get_setup (script), NULL);

  g_assert_nonnull (game);
  app_test_open_game (window, game);
  enter_moves (window, script, n_played);
}

/* The autosave is a whole game file with every move the window acknowledged;
 * all of its played moves are legal (an illegal one waiting to be fixed can
 * only be the first redoable move). */
static void
assert_autosaved (TyrosWindow *window)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) saved = tyros_file_load (app_test_autosave_path (window), &error);
  int illegal;

  g_assert_no_error (error);
  illegal = tyros_game_get_replay_error_index (saved);
  g_assert_true (illegal == -1 || illegal == (int) tyros_game_get_n_played (saved));
  assert_same_moves (saved, app_test_game (window));
}

static void
select_history_row (TyrosWindow *window,
                    int          n_moves)
{
  GtkListBox *list = app_test_history_list (app_test_history_panel (window));
  GtkListBoxRow *row;

  /* As a click does: select and focus. */
  activate (window, "game.show-history");
  row = gtk_list_box_get_row_at_index (list, n_moves);
  gtk_list_box_select_row (list, row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  app_test_pump ();
  g_assert_cmpint (app_test_viewing (window), ==, n_moves);
}

/* Save As, then Open: the same game, through the window. Every move was
 * autosaved on the way. */
static void
test_save_load (void)
{
  TyrosWindow *window = open_window (1024, 600);
  g_autoptr(TyrosGame) script = load_data ("game-3p.tyros");
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.tyros", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *first_autosave = NULL;
  g_autoptr(TyrosGame) played = NULL;

  start_script_game (window, script, 60);
  assert_autosaved (window);
  played = g_object_ref (app_test_game (window));
  first_autosave = g_strdup (app_test_autosave_path (window));

  g_assert_true (tyros_game_session_save_as (app_test_session (window), file, NULL));
  app_test_open_file (window, g_file_new_for_path (path));
  /* the file is the store's play: the store's file is opened in its turn */
  played_before = played;
  app_test_wait_for (game_replaced, window);
  assert_same_moves (app_test_game (window), played);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");

  /* The opened file holds the play the store has: the store's game is played
   * on, not a second copy of it; the file stays as it was. */
  g_assert_cmpstr (app_test_autosave_path (window), ==, first_autosave);
  g_assert_cmpstr (app_test_autosave_path (window), !=, path);
  enter_moves (window, script, 61);
  assert_autosaved (window);
  {
    g_autoptr(TyrosGame) untouched = tyros_file_load (path, NULL);
    g_assert_cmpuint (tyros_game_get_n_played (untouched), ==, 60);
  }

  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* data: { start page, text } */
static gboolean
continue_says (gconstpointer data)
{
  const char *const *start_text = data;
  const char *shown = app_test_start_continue_text ((TyrosStartPage *) start_text[0]);

  return shown != NULL && strstr (shown, start_text[1]) != NULL;
}

/* Closing asks nothing; a new window offers to continue, and does. */
static void
test_resume (void)
{
  TyrosWindow *window = open_window (1024, 700);
  g_autoptr(TyrosGame) script = load_data ("game-4p.tyros");
  TyrosStartPage *start;
  const TyrosState *before;
  TyrosState state;
  guint n_played;

  /* Two finished games, then one in progress. */
  app_test_open_data (window, "game-3p.tyros");
  app_test_open_data (window, "game-4p.tyros");
  start_script_game (window, script, 80);
  n_played = tyros_game_get_n_played (app_test_game (window));
  before = tyros_game_get_state (app_test_game (window));
  state = *before;
  gtk_window_close (GTK_WINDOW (window));
  app_test_pump ();

  window = open_window (1024, 800);
  start = app_test_start_page (window);
  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  app_test_wait_for_recent (start, 3);
  assert_contains (app_test_start_continue_text (start), "Round 3, Fenna to act");
  assert_contains (app_test_start_continue_text (start), "Dora, Emil, Fenna, Gus");
  assert_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (app_test_start_recent_row (start, 1))),
                   "Finished after round 6");
  screenshot (GTK_WIDGET (window), "10-start-continue");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (start), "start.continue", NULL));
  app_test_wait_for_game (window);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, n_played);
  assert_same_state (tyros_game_get_state (app_test_game (window)), &state);
  g_assert_cmpstr (app_test_title (window), ==, "Fenna’s turn");

  /* And it goes on where it stopped, in the same file. */
  enter_moves (window, script, 81);
  assert_autosaved (window);

  /* The start page lists the others from their summaries, this one anew. */
  {
    TyrosGame *game = app_test_game (window);
    const TyrosState *now = tyros_game_get_state (game);
    g_autofree char *status = g_strdup_printf ("Round %u, %s to act", now->round,
                                               tyros_game_get_player_name (game, now->current_player));

    activate (window, "win.show-start");
    app_test_wait_for (continue_says, (const char *[]) { (const char *) start, status });
    g_assert_cmpuint (app_test_start_n_recent (start), ==, 3);
    assert_contains (app_test_start_continue_text (start), status);
    assert_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (app_test_start_recent_row (start, 1))),
                     "Finished after round 6");
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Undo as far as the set-up, redo as far as the end. */
static void
test_undo_redo_all (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosGame *game;
  g_autoptr(TyrosGame) fresh = NULL;
  TyrosState end;
  guint n;

  app_test_open_data (window, "game-3p.tyros");
  game = app_test_game (window);
  n = tyros_game_get_n_played (game);
  g_assert_cmpuint (n, ==, 146);
  end = *tyros_game_get_state (game);

  for (guint i = 0; i < n; i++)
    activate (window, "game.undo");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 0);
  g_assert_false (tyros_game_can_undo (game));
  fresh = tyros_game_new (tyros_game_get_edition (game), tyros_game_get_player_names (game),
                          tyros_game_get_setup (game), NULL);
  assert_same_state (tyros_game_get_state (game), tyros_game_get_state (fresh));
  assert_contains (app_test_subtitle (window), "Round 1");
  g_assert_cmpstr (app_test_panel_page (app_test_action_panel (window)), ==, "expand");
  assert_autosaved (window);
  /* A crash now would lose nothing: the undone moves are saved to be redone. */
  {
    g_autoptr(TyrosGame) saved = tyros_file_load (app_test_autosave_path (window), NULL);
    g_assert_cmpuint (tyros_game_get_n_moves (saved), ==, n);
  }

  for (guint i = 0; i < n; i++)
    activate (window, "game.redo");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, n);
  g_assert_false (tyros_game_can_redo (game));
  assert_same_state (tyros_game_get_state (game), &end);
  g_assert_cmpstr (app_test_page_name (window), ==, "score");
  assert_autosaved (window);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The history tells every kind of move in words; an earlier position is shown
 * read only, and "Go back to here" keeps the later moves redoable. */
static void
test_history (void)
{
  static const struct {
    TyrosMoveType type;
    const char   *words;
  } kinds[] = {
    { TYROS_MOVE_EXPAND, "played the tile of" },
    { TYROS_MOVE_EXPAND_PASS, "could play no tile and passed" },
    { TYROS_MOVE_SHIP, "moved a ship" },
    { TYROS_MOVE_BUILD_CITY, "built a city on" },
    { TYROS_MOVE_BUILD_SHIP, "built a ship on" },
    { TYROS_MOVE_BANK_SWAP, "swapped" },
    { TYROS_MOVE_BANK_PICK, "gave 3 cards for one from the discard pile" },
    { TYROS_MOVE_TRADE, "traded with" },
    { TYROS_MOVE_PASS, "passed" },
  };
  TyrosWindow *window = open_window (1100, 700);
  TyrosHistoryPanel *history;
  gboolean read_only = FALSE;
  TyrosGame *game;

  app_test_open_data (window, "game-3p.tyros");
  history = app_test_history_panel (window);
  game = app_test_game (window);
  for (guint i = 0; i < tyros_game_get_n_played (game); i++)
    {
      g_autofree char *text = tyros_game_describe_move (game, i);
      g_assert_cmpstr (app_test_history_text (history, i), ==, text);
    }
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      guint i = 0;

      while (tyros_game_get_move (game, i)->type != kinds[k].type)
        i++;
      assert_contains (app_test_history_text (history, i), kinds[k].words);
      assert_contains (app_test_history_text (history, i), "Round ");
    }
  g_assert_cmpstr (app_test_history_text (history, 0), ==,
                   "Round 1, expansion: Anna played the tile of 12 for the yellow empire");
  /* The price in brackets is the core's price text ("4 green cards; jokers count"). */
  assert_contains (app_test_history_text (history, 6),
                   "Round 1, cards: Anna moved a ship Tyros → 23 via 31 27 22 (4 green");

  /* Back to the end of round 1, read only. */
  activate (window, "win.show-board");
  select_history_row (window, 20);
  assert_contains (app_test_banner_text (window), "Read only: the board after move 20 of 146");
  g_object_get (app_test_board_view (window), "read-only", &read_only, NULL);
  g_assert_true (read_only);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (app_test_action_panel (window))));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 146);
  screenshot (GTK_WIDGET (window), "11-history-read-only");

  activate (window, "game.history-go-back");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 20);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 146);
  g_assert_null (app_test_banner_text (window));
  assert_contains (app_test_history_text (history, 20), "Undone: ");
  assert_autosaved (window);
  activate (window, "game.redo");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 21);

  /* A new move drops the rest. */
  select_history_row (window, 10);
  activate (window, "game.banner-close");
  g_assert_cmpint (app_test_viewing (window), ==, -1);
  activate (window, "game.pass");
  g_assert_false (tyros_game_can_redo (game));
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 22);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* An undo turns one row into an undone move; the rows after it, already
 * undone, are left as they are (rebuilding them made each undo cost a row per
 * undone move: bench/game-in-play), and every row still says its move. */
static void
test_history_undo_one_row (void)
{
  TyrosWindow *window = open_window (1100, 700);
  TyrosHistoryPanel *history;
  GtkListBox *list;
  GtkWidget *later[3];
  TyrosGame *game;
  guint n;

  app_test_open_data (window, "game-3p.tyros");
  history = app_test_history_panel (window);
  app_test_show_history (history);
  list = app_test_history_list (history);
  game = app_test_game (window);
  n = tyros_game_get_n_played (game);
  for (guint i = 0; i < G_N_ELEMENTS (later); i++)
    activate (window, "game.undo");
  for (guint i = 0; i < G_N_ELEMENTS (later); i++)
    later[i] = GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) (n - i)));
  activate (window, "game.undo");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, n - 4);
  for (guint i = 0; i < G_N_ELEMENTS (later); i++)
    g_assert_true (GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) (n - i))) == later[i]);
  for (guint i = n - 4; i < n; i++)
    {
      g_autofree char *text = tyros_game_describe_move (game, i);
      g_autofree char *undone = g_strdup_printf ("Undone: %s", text);

      g_assert_cmpstr (app_test_history_text (history, i), ==, undone);
    }
  activate (window, "game.redo");
  g_assert_true (GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) n)) == later[0]);
  {
    g_autofree char *text = tyros_game_describe_move (game, n - 4);

    g_assert_cmpstr (app_test_history_text (history, n - 4), ==, text);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Where row @index of the history is on screen (its top in the scrolled
 * list's view), or G_MININT when it is not shown. */
static int
history_row_top (TyrosHistoryPanel *history,
                 guint              index)
{
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (app_test_history_list (history), (int) index));
  GtkWidget *scroller = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (row) || !gtk_widget_compute_bounds (row, scroller, &bounds))
    return G_MININT;
  return (int) bounds.origin.y;
}

static gboolean
history_row_in_view (TyrosHistoryPanel *history,
                     guint              index)
{
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (app_test_history_list (history), (int) index));
  int top = history_row_top (history, index);

  return top != G_MININT && top >= 0 &&
         top + gtk_widget_get_height (row) <= gtk_widget_get_height (gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW));
}

static guint
history_rows_shown (TyrosHistoryPanel *history)
{
  guint shown = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (app_test_history_list (history)));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    shown += gtk_widget_get_mapped (row);
  return shown;
}

/* A long history shown: the row asked for comes into view, and stays in its
 * place, frame after frame, while the rest of the rows appear around it,
 * until all are there. */
static void
check_history_appears (TyrosWindow *window,
                       guint        index,
                       const char  *action)
{
  TyrosHistoryPanel *history = app_test_history_panel (window);
  guint n_rows = tyros_game_get_n_moves (app_test_game (window)) + 1;
  guint frame;
  int top;

  activate (window, "win.show-board");
  g_assert_true (g_str_has_suffix (action, "view-position")
                   ? gtk_widget_activate_action (GTK_WIDGET (window), action, "i", (int) index)
                   : gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  for (frame = 0; frame < 500 && !history_row_in_view (history, index); frame++)
    app_test_pump_frames (1);
  /* the window settled (a loaded machine may take a few frames) */
  app_test_pump_frames (3);
  g_assert_true (history_row_in_view (history, index));
  top = history_row_top (history, index);
  /* while the rest appears (a slow build, under a sanitizer, may have
   * shown all by now) */
  if (history_rows_shown (history) == n_rows)
    g_test_message ("all %u rows were shown before the window settled", n_rows);
  for (frame = 0; frame < 1000 && history_rows_shown (history) < n_rows; frame++)
    {
      app_test_pump_frames (1);
      g_assert_cmpint (history_row_top (history, index), ==, top);
    }
  g_assert_cmpuint (history_rows_shown (history), ==, n_rows);
  g_assert_true (history_row_in_view (history, index));
}

static void
test_history_long_game (void)
{
  TyrosWindow *window = open_window (1100, 700);

  app_test_open_data (window, "game-4p.tyros");
  g_assert_cmpuint (tyros_game_get_n_moves (app_test_game (window)), ==, 201);
  /* the newest move, as Ctrl+H shows it */
  check_history_appears (window, 201, "game.show-history");
  gtk_window_destroy (GTK_WINDOW (window));

  /* an earlier position viewed: its row, not the end */
  window = open_window (1100, 700);
  app_test_open_data (window, "game-4p.tyros");
  check_history_appears (window, 100, "game.view-position");
  g_assert_cmpint (app_test_viewing (window), ==, 100);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The standings keep their labels from move to move: at every position
 * stepped to, back and forth (ties broken and not, leaders changing), they
 * read exactly as standings built afresh for that position, in the same
 * order (a screen reader's). */
static void
test_standings_follow_every_move (void)
{
  static const int positions[] = { 0, 1, 3, 10, 40, 146, 20, 2, 0, 146 };
  TyrosWindow *window = open_window (1100, 700);
  TyrosGame *game;
  guint ties_seen = 0, no_ties_seen = 0;

  app_test_open_data (window, "game-3p.tyros");
  game = app_test_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      const TyrosState *state = tyros_game_get_state_at (game, (guint) positions[i]);
      g_autoptr(TyrosScore) score = tyros_score_compute (state, tyros_game_get_player_names (game));
      TyrosStandingsPanel *fresh = g_object_ref_sink (g_object_new (TYROS_TYPE_STANDINGS_PANEL, NULL));
      g_autofree char *shown = NULL;
      g_autofree char *expected = NULL;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.view-position", "i", positions[i]));
      app_test_pump ();
      g_assert_cmpint (app_test_viewing (window), ==, positions[i]);
      tyros_standings_panel_set_score (fresh, game, state, score);
      shown = app_test_label_texts (GTK_WIDGET (app_test_standings (window)));
      expected = app_test_label_texts (GTK_WIDGET (fresh));
      g_assert_cmpstr (shown, ==, expected);
      if (strstr (shown, "tie-break") != NULL)
        ties_seen++;
      else
        no_ties_seen++;
      g_object_unref (fresh);
    }
  /* both kinds were stepped between */
  g_assert_cmpuint (ties_seen, >, 0);
  g_assert_cmpuint (no_ties_seen, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An earlier position cannot be played on: a field pressed there is refused
 * by the board, and the same press on the game as it stands plays the tile. */
static void
test_read_only_board (void)
{
  TyrosWindow *window = open_window (1100, 700);
  TyrosGame *game;

  start_three_player_game (window);
  game = app_test_game (window);
  app_test_press_field (window, 8);        /* Anna: orange */
  app_test_press_field (window, 22);       /* Ben: green */
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 2);

  select_history_row (window, 1);
  app_test_press_field (window, 24);       /* Cleo's tile, on the board after move 1 */
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 2);
  g_assert_cmpint (app_test_viewing (window), ==, 1);
  g_assert_cmpstr (error_text (window), ==, "");

  activate (window, "game.banner-close");
  app_test_press_field (window, 24);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 3);
  g_assert_cmpint (tyros_game_get_state (game)->empire[24], ==, TYROS_EMPIRE_GREEN);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file with an illegal move opens up to it and says which rule it breaks;
 * once the move is fixed, the later moves of the file can be redone. */
static void
test_illegal_file (void)
{
  TyrosWindow *window = open_window (1100, 700);
  TyrosHistoryPanel *history;
  TyrosGame *game;

  app_test_open_data (window, "illegal-m3.tyros");
  history = app_test_history_panel (window);
  game = app_test_game (window);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 6);
  assert_contains (app_test_banner_text (window), "Move 7 of the file breaks a rule");
  assert_contains (app_test_banner_text (window), "(M3)");
  assert_contains (app_test_history_text (history, 6), "Breaks a rule: ");
  g_assert_cmpstr (app_test_title (window), ==, "Anna’s turn");
  assert_autosaved (window);
  activate (window, "game.show-history");
  screenshot (GTK_WIDGET (window), "12-illegal-move");

  /* Anna did not sail to 32 (no chip there): she passed. */
  activate (window, "game.pass");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_true (tyros_game_can_redo (game));
  g_assert_cmpint (tyros_game_get_move (game, 7)->type, ==, TYROS_MOVE_SHIP);
  g_assert_cmpint (tyros_game_get_move (game, 7)->player, ==, 1);
  activate (window, "game.redo");
  activate (window, "game.redo");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 9);
  assert_autosaved (window);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Deleting a recent game asks nothing; the toast's Undo brings it back. */
static void
test_delete_undo (void)
{
  TyrosWindow *window = open_window (1024, 700);
  TyrosStartPage *start = app_test_start_page (window);
  g_autofree char *path = NULL;

  app_test_open_data (window, "game-3p.tyros");
  app_test_open_data (window, "game-4p.tyros");
  path = g_strdup (app_test_autosave_path (window));
  activate (window, "win.show-start");
  g_assert_cmpstr (app_test_page_name (window), ==, "start");
  app_test_wait_for_recent (start, 2);

  app_test_start_delete_recent (start, 0);
  app_test_wait_for_recent (start, 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* The toast's Undo */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo-delete", "s", path));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  app_test_wait_for_recent (start, 2);

  /* Not undone: gone for good once the window is. */
  app_test_start_delete_recent (start, 1);
  app_test_wait_for_recent (start, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
  window = open_window (1024, 700);
  app_test_wait_for_recent (app_test_start_page (window), 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Fixing a mistyped move a few moves back: the later moves are replayed;
 * one that became illegal is shown, and the game stops before it. */
static void
test_replace_move (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel;
  g_autoptr(TyrosGame) script = load_data ("game-3p.tyros");
  g_autoptr(TyrosMove) swap = NULL;
  g_autofree char *expected = NULL;
  TyrosGame *game;
  guint n_played;

  start_script_game (window, script, 27);
  panel = app_test_action_panel (window);
  game = app_test_game (window);
  /* Move 20 was Ben's pass; it was a swap of 3 cards with the bank. */
  g_assert_cmpint (tyros_game_get_move (game, 19)->type, ==, TYROS_MOVE_PASS);
  select_history_row (window, 20);
  activate (window, "game.history-replace");
  g_assert_cmpint (tyros_game_session_get_replacing (app_test_session (window)), ==, 19);
  assert_contains (app_test_banner_text (window), "Replacing move 20");
  g_assert_cmpstr (app_test_panel_page (panel), ==, "actions");
  assert_contains (app_test_panel_prompt (panel), "Ben");
  swap = tyros_move_new (TYROS_MOVE_BANK_SWAP, 1);
  swap->count = 3;
  g_assert_true (tyros_move_entry_play_move (app_test_panel_entry (panel), swap));
  app_test_pump ();
  g_assert_cmpint (tyros_game_session_get_replacing (app_test_session (window)), ==, -1);
  g_assert_cmpint (tyros_game_get_move (game, 19)->type, ==, TYROS_MOVE_BANK_SWAP);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 27);
  g_assert_null (app_test_banner_text (window));
  assert_contains (app_test_history_text (app_test_history_panel (window), 19), "swapped 3 cards");
  assert_autosaved (window);

  /* Move 7: Anna passed instead of sailing to 23: a later move of hers no
   * longer follows the rules, and the game stops before it. */
  select_history_row (window, 7);
  activate (window, "game.history-replace");
  activate (window, "game.pass");
  g_assert_cmpint (tyros_game_get_move (game, 6)->type, ==, TYROS_MOVE_PASS);
  n_played = tyros_game_get_n_played (game);
  g_assert_cmpuint (n_played, >, 7);
  g_assert_cmpuint (n_played, <, 27);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 27);
  expected = g_strdup_printf ("After the change, move %u breaks a rule", n_played + 1);
  assert_contains (app_test_banner_text (window), expected);
  assert_contains (app_test_history_text (app_test_history_panel (window), n_played), "Breaks a rule: ");
  assert_autosaved (window);

  /* Escape leaves a replacement unchanged. */
  select_history_row (window, 3);
  activate (window, "game.history-replace");
  activate (window, "win.cancel-action");
  g_assert_cmpint (tyros_game_session_get_replacing (app_test_session (window)), ==, -1);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, n_played);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Undo right after a replacement brings back the game as it was, and the
 * banner goes; cancelling a replacement changes nothing. */
static void
test_replace_undo (void)
{
  TyrosWindow *window = open_window (1024, 600);
  g_autoptr(TyrosGame) script = load_data ("game-3p.tyros");
  g_autofree char *history_text = NULL;
  TyrosGame *game;

  start_script_game (window, script, 27);
  game = app_test_game (window);
  history_text = g_strdup (app_test_history_text (app_test_history_panel (window), 6));

  /* Cancelled: the game and the banner are as before */
  select_history_row (window, 7);
  activate (window, "game.history-replace");
  activate (window, "win.cancel-action");
  g_assert_cmpint (tyros_game_session_get_replacing (app_test_session (window)), ==, -1);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 27);
  g_assert_cmpint (tyros_game_get_move (game, 6)->type, !=, TYROS_MOVE_PASS);
  g_assert_null (app_test_banner_text (window));

  /* Anna passed instead of sailing: a later move breaks a rule, then Undo */
  select_history_row (window, 7);
  activate (window, "game.history-replace");
  activate (window, "game.pass");
  g_assert_cmpuint (tyros_game_get_n_played (game), <, 27);
  g_assert_nonnull (app_test_banner_text (window));
  activate (window, "game.undo");
  app_test_pump ();
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 27);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 27);
  g_assert_cmpint (tyros_game_get_move (game, 6)->type, !=, TYROS_MOVE_PASS);
  g_assert_cmpstr (app_test_history_text (app_test_history_panel (window), 6), ==, history_text);
  for (guint i = 0; i < 27; i++)
    {
      g_autofree char *now = tyros_game_describe_move (game, i);
      g_autofree char *played = tyros_game_describe_move (script, i);

      g_assert_cmpstr (now, ==, played);
    }
  g_assert_null (app_test_banner_text (window));
  assert_autosaved (window);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A save killed before its rename leaves "game.tyros.XXXXXX" beside the whole
 * game: the store cleans it up once it is old, and the game is listed as it was. */
static void
test_store_cleans_killed_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-store-XXXXXX", NULL);
  g_autoptr(TyrosGameStore) store = NULL;
  g_autofree char *game_path = g_build_filename (dir, "game.tyros", NULL);
  g_autofree char *temp_path = g_build_filename (dir, "game.tyros.Q1W2E3", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data_path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);

  g_assert_true (g_file_get_contents (data_path, &text, NULL, &error));
  g_assert_true (g_file_set_contents (game_path, text, -1, &error));
  g_assert_true (g_file_set_contents (temp_path, "{\"format\": \"tyros-comp", -1, &error));
  {
    struct utimbuf old;  /* a killed save: older than any save can take */

    old.actime = old.modtime = time (NULL) - 11 * 60;
    g_assert_cmpint (g_utime (temp_path, &old), ==, 0);
  }

  store = tyros_game_store_new (dir);
  games = model_test_list_games (store, 20);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_false (g_file_test (temp_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (game_path, G_FILE_TEST_EXISTS));
}


static const char *
label_text (TyrosBoardComparePage *page,
            const char            *name)
{
  return gtk_label_get_text (app_test_child (page, TYROS_TYPE_BOARD_COMPARE_PAGE, name));
}

/* Compare with Your Board: the 22 -> 15 question first; the answers are kept
 * and every new game is played on them, and saved with them. */
static void
test_compare_board (void)
{
  TyrosWindow *window = open_window (1024, 700);
  TyrosBoardComparePage *page;
  g_autoptr(TyrosBoard) saved = NULL;
  g_autoptr(GPtrArray) routes = NULL;
  g_autofree char *data = NULL;
  TyrosGame *game;

  activate (window, "win.compare-board");
  g_assert_cmpstr (app_test_page_name (window), ==, "compare-board");
  page = TYROS_BOARD_COMPARE_PAGE (app_test_find (GTK_WIDGET (window), is_of_type,
                                                 GSIZE_TO_POINTER (TYROS_TYPE_BOARD_COMPARE_PAGE)));
  assert_contains (label_text (page, "progress_label"), "Question 1 of ");
  g_assert_cmpstr (label_text (page, "question_label"), ==, "Is there a sea passage between 20 and 21 on your board?");
  g_assert_null (tyros_board_compare_load_default ());

  app_test_click (app_test_find_button (GTK_WIDGET (page), "_Land"));   /* land between 20 and 21 */
  assert_contains (label_text (page, "progress_label"), "Question 2 of ");
  assert_contains (label_text (page, "question_label"), "between 21 and ");
  saved = tyros_board_compare_load_default ();
  g_assert_nonnull (saved);
  g_assert_false (tyros_sea_connected (saved, 20, 21));
  routes = tyros_sea_shortest_routes (saved, TYROS_SET_BIT (22), TYROS_SET_BIT (15));
  g_assert_cmpuint (routes->len, ==, 1);

  activate (window, "win.new-game");
  app_test_click (tyros_new_game_page_get_start_button (app_test_new_game_page (window)));
  game = app_test_game (window);
  g_assert_nonnull (tyros_game_get_board (game));
  g_assert_false (tyros_sea_connected (tyros_game_get_state (game)->board, 20, 21));
  data = tyros_file_to_data (game, NULL);
  g_assert_nonnull (strstr (data, "\"board\""));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_header (TyrosWindow *window,
               const char  *page,
               const char  *title,
               gboolean     back,
               gboolean     game_controls)
{
  g_assert_cmpstr (app_test_page_name (window), ==, page);
  g_assert_cmpstr (app_test_title (window), ==, title);
  g_assert_cmpint (gtk_widget_get_visible (app_test_child (window, TYROS_TYPE_WINDOW, "back_button")), ==, back);
  g_assert_cmpint (gtk_widget_get_visible (app_test_child (window, TYROS_TYPE_WINDOW, "history_box")), ==, game_controls);
  g_assert_cmpint (gtk_widget_get_visible (app_test_child (window, TYROS_TYPE_WINDOW, "panel_button")), ==, game_controls);
}

/* The header names the page shown, and over the board and the score sheet
 * says the game's turn; the back button leads to the board from the score
 * sheet and from Compare with Your Board while there is a game; undo, redo
 * and the side panel's button are the board's; Escape goes back as it does. */
static void
test_header_follows_page (void)
{
  TyrosWindow *window = open_window (1024, 700);
  g_autofree char *turn = NULL;

  assert_header (window, "start", "Tyros Companion", FALSE, FALSE);
  activate (window, "win.new-game");
  assert_header (window, "new-game", "New Game", FALSE, FALSE);
  activate (window, "win.quick-score");
  assert_header (window, "new-game", "Score a Finished Board", FALSE, FALSE);
  activate (window, "win.compare-board");
  assert_header (window, "compare-board", "Compare with Your Board", FALSE, FALSE);

  start_three_player_game (window);
  turn = g_strdup (app_test_string_property (app_test_session (window), "title"));
  g_assert_cmpstr (turn, ==, "Anna’s turn");
  assert_header (window, "game", turn, FALSE, TRUE);
  activate (window, "win.compare-board");
  assert_header (window, "compare-board", "Compare with Your Board", TRUE, FALSE);
  /* Escape goes back, as the header's back button does */
  activate (window, "win.cancel-action");
  assert_header (window, "game", turn, FALSE, TRUE);
  activate (window, "win.compare-board");
  activate (window, "win.show-board");
  assert_header (window, "game", turn, FALSE, TRUE);
  activate (window, "win.show-scores");
  assert_header (window, "score", turn, TRUE, FALSE);
  assert_contains (app_test_subtitle (window), "Round 1");
  activate (window, "win.cancel-action");
  assert_header (window, "game", turn, FALSE, TRUE);
  activate (window, "win.quick-score");
  assert_header (window, "new-game", "Score a Finished Board", FALSE, FALSE);
  activate (window, "win.new-game");
  assert_header (window, "new-game", "New Game", FALSE, FALSE);
  activate (window, "win.show-start");
  assert_header (window, "start", "Tyros Companion", FALSE, FALSE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* New Game's name entries show their placeholder ("Type a name") and a name
 * of 10 letters whole: at 360 px the German "Name eingeben" showed as
 * "Name …". */
static void
assert_names_whole (TyrosWindow *window,
                    const char  *language)
{
  GtkEditable *entry = app_test_new_game_name_entry (app_test_new_game_page (window), 0);
  GtkWidget *text = GTK_WIDGET (gtk_editable_get_delegate (entry));
  GtkLabel *placeholder;
  PangoLayout *layout;
  int name_width;

  placeholder = app_test_find_label (text, _("Type a name"));
  g_assert_nonnull (placeholder);
  if (pango_layout_is_ellipsized (gtk_label_get_layout (placeholder)))
    {
      int natural;

      gtk_widget_measure (GTK_WIDGET (placeholder), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_error ("%s: a player's name entry (%d px) cuts its placeholder “%s” (%d px)", language,
               gtk_widget_get_width (text), _("Type a name"), natural);
    }
  layout = gtk_widget_create_pango_layout (text, "Maximilian");
  pango_layout_get_pixel_size (layout, &name_width, NULL);
  g_object_unref (layout);
  if (name_width > gtk_widget_get_width (text))
    g_error ("%s: a player's name entry (%d px) is narrower than a name of 10 letters (%d px)", language,
             gtk_widget_get_width (text), name_width);
}

/* The history's moves are read as a list: the room around a move's words
 * is the same for each. Rows of one line ("Ben passed", moves 141, 144 and
 * 145 of this game) sat in the middle of the sidebar's least row height
 * (36 px), 20 px of room against 4 for the rows of two lines. */
static void
test_history_even_gaps (void)
{
  TyrosWindow *window = open_window (1100, 720);
  GtkListBox *list;
  int first_room = -1;

  app_test_open_data (window, "game-3p.tyros");
  activate (window, "game.show-history");
  app_test_settle (1000);
  list = app_test_history_list (app_test_history_panel (window));
  for (int i = 130; i <= 146; i++)
    {
      GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, i));
      GtkWidget *words = gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
      int room;

      g_assert_true (gtk_widget_get_mapped (row));
      room = gtk_widget_get_height (row) - gtk_widget_get_height (words);
      if (first_room < 0)
        first_room = room;
      if (ABS (room - first_room) > 1)
        g_error ("move %d (“%s”) has %d px of room around its words, move 130 %d", i,
                 gtk_label_get_text (GTK_LABEL (words)), room, first_room);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 19: in Italian the start page held the window at 416 px (its
 * "Calcola il punteggio di un tabellone finale" on one line), so a phone's
 * 360 px window was widened, or cut, before New Game was even pressed. The
 * start page and New Game fit 360 px in each language. */
static void
test_phone_width_in_each_language (void)
{
  static const char *const languages[] = { "C", "de", "nl", "it" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      TyrosWindow *window;
      int min;

      app_test_use_language (languages[i]);
      window = open_window (360, 640);
      g_assert_cmpstr (app_test_page_name (window), ==, "start");
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > 360)
        g_error ("%s: the start page needs a window of %d px", languages[i], min);
      activate (window, "win.new-game");
      app_test_settle (100);
      g_assert_cmpstr (app_test_page_name (window), ==, "new-game");
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > 360)
        g_error ("%s: New Game needs a window of %d px", languages[i], min);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
      assert_names_whole (window, languages[i]);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  app_test_use_language ("C");
}

/* The window's minimum height at a phone's width, as GTK asks it of the
 * screen: the height at the narrowest width the window takes (at most 360
 * px), where its texts wrap most */
static int
phone_min_height (TyrosWindow *window)
{
  int min_width, min;

  app_test_pump_frames (3);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, min_width, &min, NULL, NULL, NULL);
  return min;
}

static gboolean
unsaved_banner_hidden (gconstpointer window)
{
  return !gtk_widget_get_visible (app_test_child ((gpointer) window, TYROS_TYPE_WINDOW, "unsaved_banner"));
}

static void
assert_fits_phone (TyrosWindow *window,
                   const char  *language,
                   const char  *state)
{
  int min = phone_min_height (window);

  g_test_message ("%s, %s: at least %d px tall", language, state, min);
  if (min > 640)
    g_error ("%s, %s: at 360 px wide the window is at least %d px tall", language, state, min);
  /* and the window stays as tall as the phone's screen */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 640);
}

/* Issue 33, 2: the "not saved" and the read-only banners together took 55 %
 * of a phone's height (7 lines and a button beside them, then 3 lines and a
 * row of buttons): the board and the move list keep at least half of the
 * window under them */
static void
assert_banners_leave_half (TyrosWindow *window,
                           const char  *language)
{
  GtkWidget *unsaved = app_test_child (window, TYROS_TYPE_WINDOW, "unsaved_banner");
  GtkWidget *viewing = app_test_child (app_test_game_page (window), TYROS_TYPE_GAME_PAGE, "banner");
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  graphene_rect_t a, b;

  app_test_settle (300);
  g_assert_true (gtk_widget_get_mapped (unsaved) && gtk_widget_get_mapped (viewing));
  g_assert_true (gtk_widget_compute_bounds (unsaved, GTK_WIDGET (window), &a));
  g_assert_true (gtk_widget_compute_bounds (viewing, GTK_WIDGET (window), &b));
  g_test_message ("%s: the banners %.0f and %.0f px tall, %.0f of %d px left under them", language,
                  a.size.height, b.size.height, height - (b.origin.y + b.size.height), height);
  if (height - (b.origin.y + b.size.height) < height / 2)
    g_error ("%s: the banners (%.0f and %.0f px) leave %.0f of %d px to the board and the moves", language,
             a.size.height, b.size.height, height - (b.origin.y + b.size.height), height);
}

/* Issue 33, 2: at 360 px the read-only banner (a step back in the history)
 * raised the window's minimum height from 421 to 726 px with the History
 * tab, the "not saved" banner to 694 (de) with a step back. A phone's window
 * is 640 px tall in every state and language, after the banners too. */
static void
test_phone_height_with_banners (void)
{
  static const char *const languages[] = { "C", "de", "nl", "it" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      TyrosWindow *window;
      g_autofree char *inside = NULL;
      g_autofree char *shot = NULL;

      app_test_use_language (languages[i]);
      window = open_window (360, 640);
      app_test_open_data (window, "illegal-m3.tyros");
      assert_fits_phone (window, languages[i], "playing");
      activate (window, "game.previous-move");
      g_assert_cmpint (app_test_viewing (window), >=, 0);
      assert_fits_phone (window, languages[i], "a step back");
      activate (window, "game.show-history");
      assert_fits_phone (window, languages[i], "a step back, the history");
      shot = g_strdup_printf ("phone-%s-step-back-history", languages[i]);
      screenshot (GTK_WIDGET (window), shot);
      activate (window, "game.first-move");
      assert_fits_phone (window, languages[i], "the set-up, the history");
      activate (window, "game.last-move");
      inside = model_test_block_file (app_test_autosave_path (window));
      activate (window, "game.pass");
      g_assert_false (unsaved_banner_hidden (window));
      assert_fits_phone (window, languages[i], "not saved");
      activate (window, "game.previous-move");
      assert_fits_phone (window, languages[i], "not saved, a step back");
      assert_banners_leave_half (window, languages[i]);
      g_free (shot);
      shot = g_strdup_printf ("phone-%s-not-saved-step-back", languages[i]);
      screenshot (GTK_WIDGET (window), shot);
      model_test_unblock_file (inside);
      app_test_wait_for (unsaved_banner_hidden, window);
      activate (window, "game.last-move");
      g_assert_null (app_test_banner_text (window));
      assert_fits_phone (window, languages[i], "the banners gone");
      gtk_window_destroy (GTK_WINDOW (window));
    }
  app_test_use_language ("C");
}

/* How often the board changed its size over @action and half a second after
 * it (a slide of the banner takes a quarter) */
static guint
board_sizes_over (TyrosWindow *window,
                  const char  *action)
{
  GtkWidget *board = app_test_child (app_test_game_page (window), TYROS_TYPE_GAME_PAGE, "board_view");
  AppTestSizeCount *count = app_test_size_changes_begin (board);
  struct timespec start, end;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &start);
  activate (window, action);
  app_test_settle (500);
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &end);
  g_test_message ("%s: %.1f ms of the main thread's CPU time in the half second", action,
                  (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6);
  return app_test_size_changes_end (count);
}

/* The read-only banner is in the window whole, its text as tall as its
 * lines need, and the board under it whole (as tall as its cells need at
 * its width) */
static void
assert_banner_and_board_whole (TyrosWindow *window,
                               const char  *size)
{
  GtkWidget *page = GTK_WIDGET (app_test_game_page (window));
  GtkWidget *banner = app_test_child (page, TYROS_TYPE_GAME_PAGE, "banner");
  GtkWidget *label = app_test_child (page, TYROS_TYPE_GAME_PAGE, "banner_label");
  GtkWidget *board = app_test_child (page, TYROS_TYPE_GAME_PAGE, "board_view");
  int height = gtk_widget_get_height (GTK_WIDGET (window)), label_min, board_min;
  graphene_rect_t b, r;

  g_assert_true (g_str_has_prefix (app_test_banner_text (window), "Read only"));
  g_assert_true (gtk_widget_get_mapped (label) && gtk_widget_get_mapped (board));
  g_assert_true (gtk_widget_compute_bounds (banner, GTK_WIDGET (window), &b));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (window), &r));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), &label_min, NULL, NULL, NULL);
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, (int) r.size.width, &board_min, NULL, NULL, NULL);
  g_test_message ("%s: the banner %.0f px at %.0f, its text %d px (at least %d), the board %.0f px at %.0f (at least %d)",
                  size, b.size.height, b.origin.y, gtk_widget_get_height (label), label_min, r.size.height,
                  r.origin.y, board_min);
  g_assert_cmpfloat (b.origin.y, >=, 0);
  g_assert_cmpfloat (b.origin.y + b.size.height, <=, height);
  g_assert_cmpint (gtk_widget_get_height (label), >=, label_min);
  g_assert_cmpfloat (r.origin.y, >=, b.origin.y + b.size.height);
  g_assert_cmpfloat (r.size.height, >=, board_min);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, height);
}

/* Issue 34: a step back in the history from the game now showed the
 * read-only banner with a slide, which made the board shorter at each frame
 * of it, and the board was drawn again at each size (a step back at move
 * 300 cost 126-138 M instructions); and again as the banner went with the
 * step forward. The board changes its size once at most, and the banner
 * and the board are whole, on a desktop and on a phone. */
static void
test_history_step_resizes_board_once (void)
{
  static const int sizes[][2] = { { 1100, 720 }, { 360, 640 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      TyrosWindow *window = open_window (sizes[i][0], sizes[i][1]);
      g_autofree char *size = g_strdup_printf ("%d x %d", sizes[i][0], sizes[i][1]);
      guint back, forward;

      app_test_open_data (window, "game-3p.tyros");
      app_test_settle (300);
      g_assert_null (app_test_banner_text (window));
      back = board_sizes_over (window, "game.previous-move");
      g_assert_cmpint (app_test_viewing (window), >=, 0);
      assert_banner_and_board_whole (window, size);
      forward = board_sizes_over (window, "game.next-move");
      g_assert_cmpint (app_test_viewing (window), <, 0);
      g_assert_null (app_test_banner_text (window));
      g_test_message ("%s: the board's size changed %u times with the step back, %u with the step forward", size,
                      back, forward);
      g_assert_cmpuint (back, <=, 1);
      g_assert_cmpuint (forward, <=, 1);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The style sheets loaded while the test runs, counted on their way to
 * GTK's own functions: loading one makes GTK compute the style of every
 * widget of every window again (the whole window's CSS for one turn). */
static guint n_style_loads;

void
gtk_css_provider_load_from_data (GtkCssProvider *provider,
                                 const char     *data,
                                 gssize          length)
{
  void (*load) (GtkCssProvider *, const char *, gssize) = dlsym (RTLD_NEXT, "gtk_css_provider_load_from_data");

  n_style_loads++;
  load (provider, data, length);
}

#if GTK_CHECK_VERSION (4, 12, 0)
void
gtk_css_provider_load_from_string (GtkCssProvider *provider,
                                   const char     *string)
{
  void (*load) (GtkCssProvider *, const char *) = dlsym (RTLD_NEXT, "gtk_css_provider_load_from_string");

  n_style_loads++;
  load (provider, string);
}
#endif

/* The chip beside the title takes the colour of the player to act at each
 * turn, and no style sheet is loaded for it: a style provider loaded with
 * each colour made GTK restyle every widget of every window at each move
 * (9-15 M instructions of an undo at move 300, bench/README.md issue 34
 * session 14). */
static void
test_turn_chip_loads_no_style (void)
{
  TyrosWindow *window = open_window (1100, 720);
  TyrosGameSession *session;
  g_autofree char *anna = NULL;
  g_autofree char *ben = NULL;
  g_autofree char *chip = NULL;

  start_three_player_game (window);
  session = app_test_session (window);
  g_object_get (session, "current-colour", &anna, NULL);
  chip = colour_seen (window, player_chip (window));
  g_assert_cmpstr (chip, ==, anna);

  /* Anna's first tile: Ben's turn, and the chip in his colour */
  n_style_loads = 0;
  app_test_press_field (window, 8);
  g_assert_cmpstr (app_test_title (window), ==, "Ben’s turn");
  g_object_get (session, "current-colour", &ben, NULL);
  g_assert_cmpstr (ben, !=, anna);
  g_clear_pointer (&chip, g_free);
  chip = colour_seen (window, player_chip (window));
  g_assert_cmpstr (chip, ==, ben);
  g_assert_cmpuint (n_style_loads, ==, 0);

  /* and Anna's again with an undo */
  activate (window, "game.undo");
  g_clear_pointer (&chip, g_free);
  chip = colour_seen (window, player_chip (window));
  g_assert_cmpstr (chip, ==, anna);
  g_assert_cmpuint (n_style_loads, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("GTK_A11Y", "none", FALSE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();
  load_style ();
  set_dark (FALSE);

  g_test_add_func ("/app/window/new-game", test_new_game);
  g_test_add_func ("/app/window/new-game-bad-setup", test_new_game_bad_setup);
  g_test_add_func ("/app/window/first-round", test_first_round);
  g_test_add_func ("/app/window/read-only-board", test_read_only_board);
  g_test_add_func ("/app/window/cannot-play", test_cannot_play);
  g_test_add_func ("/app/window/trace-route", test_trace_route);
  g_test_add_func ("/app/window/open-passage", test_open_passage);
  g_test_add_func ("/app/window/quick-score", test_quick_score);
  g_test_add_func ("/app/window/game-end", test_game_end);
  g_test_add_func ("/app/window/narrow", test_narrow);
  g_test_add_func ("/app/window/phone-width-in-each-language", test_phone_width_in_each_language);
  g_test_add_func ("/app/window/phone-height-with-banners", test_phone_height_with_banners);
  g_test_add_func ("/app/window/history-step-resizes-board-once", test_history_step_resizes_board_once);
  g_test_add_func ("/app/window/turn-chip-loads-no-style", test_turn_chip_loads_no_style);
  g_test_add_func ("/app/window/history-even-gaps", test_history_even_gaps);
  g_test_add_func ("/app/window/preferences-and-shortcuts", test_preferences_and_shortcuts);
  g_test_add_func ("/app/window/main-menu", test_main_menu);
  g_test_add_func ("/app/window/default-edition-follows-language", test_default_edition_follows_language);
  g_test_add_func ("/app/window/save-load", test_save_load);
  g_test_add_func ("/app/window/resume", test_resume);
  g_test_add_func ("/app/window/undo-redo-all", test_undo_redo_all);
  g_test_add_func ("/app/window/history", test_history);
  g_test_add_func ("/app/window/history-undo-one-row", test_history_undo_one_row);
  g_test_add_func ("/app/window/history-long-game", test_history_long_game);
  g_test_add_func ("/app/window/standings-follow-every-move", test_standings_follow_every_move);
  g_test_add_func ("/app/window/illegal-file", test_illegal_file);
  g_test_add_func ("/app/window/delete-undo", test_delete_undo);
  g_test_add_func ("/app/window/replace-move", test_replace_move);
  g_test_add_func ("/app/window/replace-undo", test_replace_undo);
  g_test_add_func ("/app/window/new-game-founding-order", test_new_game_founding_order);
  g_test_add_func ("/app/window/compare-board", test_compare_board);
  g_test_add_func ("/app/window/header-follows-page", test_header_follows_page);
  g_test_add_func ("/app/store/cleans-killed-save", test_store_cleans_killed_save);

  return g_test_run ();
}
