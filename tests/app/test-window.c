/* test-window.c: the main window driven as a user drives it
 *
 * Runs under Xvfb (see meson.build). Every step goes through what a user
 * triggers: GActions, "field-activated" on the board view, button clicks. What
 * is checked is what the window shows: the header, the inline explanation of a
 * rejected move, the price, the standings and the score sheet.
 *
 * With TYROS_SCREENSHOT_DIR set, the main states are also saved as PNG files
 * there (light and dark); the test results do not depend on it.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tyros-action-panel-private.h"
#include "tyros-new-game-page-private.h"
#include "tyros-preferences-window.h"
#include "tyros-window-private.h"

static void
pump (void)
{
  for (int i = 0; i < 5; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

static void
wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  pump ();
}

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
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int width, height;

  if (dir == NULL)
    return;

  for (int pass = 0; pass < 2; pass++)
    {
      set_dark (pass == 1);
      wait_ms (400);

      width = gtk_widget_get_width (window);
      height = gtk_widget_get_height (window);

      paintable = gtk_widget_paintable_new (window);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      g_assert_nonnull (node);
      texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                             &GRAPHENE_RECT_INIT (0, 0, width, height));
      path = g_strdup_printf ("%s/%s-%s.png", dir, name, pass == 0 ? "light" : "dark");
      g_assert_true (gdk_texture_save_to_png (texture, path));
      g_clear_object (&paintable);
      g_clear_pointer (&node, gsk_render_node_unref);
      g_clear_object (&texture);
      g_clear_pointer (&path, g_free);
    }
  set_dark (FALSE);
  wait_ms (100);
}

static TyrosWindow *
open_window (int width,
             int height)
{
  TyrosWindow *window = tyros_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_ms (200);
  return window;
}

static void
activate (TyrosWindow *window,
          const char  *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  pump ();
}

static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  pump ();
}

static void
click_field (TyrosWindow *window,
             TyrosField   field)
{
  g_signal_emit_by_name (tyros_window_get_board_view (window), "field-activated", field, (TyrosCoast) field);
  pump ();
}

static void
start_three_player_game (TyrosWindow *window)
{
  TyrosNewGamePage *page = tyros_window_get_new_game_page (window);

  activate (window, "win.new-game");
  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "new-game");
  tyros_new_game_page_set_player_name (page, 0, "Anna");
  tyros_new_game_page_set_player_name (page, 1, "Ben");
  tyros_new_game_page_set_player_name (page, 2, "Cleo");
  pump ();
  if (gtk_widget_get_width (GTK_WIDGET (window)) > 800)
    screenshot (GTK_WIDGET (window), "01-new-game");
  click (tyros_new_game_page_get_start_button (page));
  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "game");
}

static void
assert_contains (const char *haystack,
                 const char *needle)
{
  if (haystack == NULL || strstr (haystack, needle) == NULL)
    g_error ("“%s” does not contain “%s”", haystack ? haystack : "(null)", needle);
}

/* "New game, three players" is three clicks, and the header says whose turn it is. */
static void
test_new_game (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosNewGamePage *page = tyros_window_get_new_game_page (window);

  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "start");
  screenshot (GTK_WIDGET (window), "00-start");

  activate (window, "win.new-game");
  /* Turn order by arrows: Ben moves up to the first seat. */
  tyros_new_game_page_set_player_name (page, 0, "Anna");
  tyros_new_game_page_set_player_name (page, 1, "Ben");
  tyros_new_game_page_move_player (page, 1, TRUE);
  g_assert_cmpstr (tyros_new_game_page_get_player_name (page, 0), ==, "Ben");
  g_assert_cmpstr (tyros_new_game_page_get_player_name (page, 1), ==, "Anna");
  click (tyros_new_game_page_get_start_button (page));

  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "game");
  g_assert_cmpuint (tyros_game_get_n_players (tyros_window_get_game (window)), ==, 3);
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Ben’s turn");
  assert_contains (tyros_window_get_subtitle_text (window), "Round 1");
  assert_contains (tyros_window_get_subtitle_text (window), "lap 1 of 2");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A set-up the core refuses is explained on the page, with its rule. */
static void
test_new_game_bad_setup (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosNewGamePage *page = tyros_window_get_new_game_page (window);

  activate (window, "win.new-game");
  tyros_new_game_page_set_setup_kind (page, 2);
  tyros_new_game_page_set_founding (page, TYROS_EMPIRE_YELLOW, 8); /* next to orange on 7 */
  click (tyros_new_game_page_get_start_button (page));
  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "new-game");
  assert_contains (tyros_new_game_page_get_error_text (page), "S2");

  gtk_window_destroy (GTK_WINDOW (window));
}

static const char *
error_text (TyrosWindow *window)
{
  return tyros_action_panel_get_error_text (tyros_window_get_action_panel (window));
}

/* The first round of a sample game, entered through the window. */
static void
test_first_round (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel = tyros_window_get_action_panel (window);
  TyrosGame *game;
  g_autoptr(TyrosScore) score = NULL;
  g_autofree char *standings = NULL;
  g_autofree char *expected = NULL;

  start_three_player_game (window);
  game = tyros_window_get_game (window);
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Anna’s turn");
  g_assert_cmpstr (tyros_action_panel_get_page_name (panel), ==, "expand");
  screenshot (GTK_WIDGET (window), "02-phase-2");

  /* A tile far from every empire: rejected inline, with its rule. */
  click_field (window, 1);
  assert_contains (error_text (window), "E1");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 0);
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Anna’s turn");

  /* Lap 1 */
  click_field (window, 8);                 /* orange */
  g_assert_cmpstr (error_text (window), ==, "");
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Ben’s turn");
  click_field (window, 18);                /* touches yellow and green: choose */
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  g_assert_true (gtk_widget_get_visible (tyros_action_panel_get_empire_button (panel, TYROS_EMPIRE_GREEN)));
  g_assert_true (gtk_widget_get_visible (tyros_action_panel_get_empire_button (panel, TYROS_EMPIRE_YELLOW)));
  g_assert_false (gtk_widget_get_visible (tyros_action_panel_get_empire_button (panel, TYROS_EMPIRE_ORANGE)));
  click (tyros_action_panel_get_empire_button (panel, TYROS_EMPIRE_GREEN));
  g_assert_cmpint (tyros_game_get_state (game)->empire[18], ==, TYROS_EMPIRE_GREEN);
  click_field (window, 22);                /* green */

  /* Lap 2 */
  assert_contains (tyros_window_get_subtitle_text (window), "lap 2 of 2");
  click_field (window, 12);                /* orange or yellow */
  click (tyros_action_panel_get_empire_button (panel, TYROS_EMPIRE_ORANGE));
  click_field (window, 24);                /* green */
  click_field (window, 6);                 /* orange */
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 6);

  /* Phase 3: Anna moves a ship from Tyros to 23. */
  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Anna’s turn");
  g_assert_cmpstr (tyros_action_panel_get_page_name (panel), ==, "actions");
  activate (window, "win.move-ship");
  click_field (window, TYROS_FIELD_TYROS);
  screenshot (GTK_WIDGET (window), "04-reachability");
  click_field (window, 23);
  g_assert_cmpstr (tyros_action_panel_get_error_text (panel), ==, "");
  g_assert_cmpstr (tyros_action_panel_get_price_text (panel), ==, "4 green cards; jokers count");
  screenshot (GTK_WIDGET (window), "03-move-route");
  click (tyros_action_panel_get_confirm_button (panel));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpuint (tyros_state_ships_in_field (tyros_game_get_state (game), 23, 0), ==, 1);
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Ben’s turn");

  /* Ben tries to sail to 31, which has no chip: explained inline (M3), nothing played. */
  activate (window, "win.move-ship");
  click_field (window, TYROS_FIELD_TYROS);
  click_field (window, 31);
  assert_contains (error_text (window), "M3");
  screenshot (GTK_WIDGET (window), "05-rejection");
  g_assert_false (gtk_widget_get_sensitive (tyros_action_panel_get_confirm_button (panel)));
  tyros_action_panel_confirm (panel);
  assert_contains (error_text (window), "M3");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Ben’s turn");

  /* He steps back out and passes; so does Cleo. */
  activate (window, "win.cancel-action");
  activate (window, "win.cancel-action");
  activate (window, "win.cancel-action");
  g_assert_cmpstr (tyros_action_panel_get_page_name (panel), ==, "actions");
  activate (window, "win.pass");
  activate (window, "win.pass");

  /* Anna builds a city on 23 and pays 5 green cards. */
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Anna’s turn");
  activate (window, "win.build-city");
  click_field (window, 23);
  g_assert_cmpstr (tyros_action_panel_get_price_text (panel), ==, "5 green cards; jokers count");
  gtk_spin_button_set_value (tyros_action_panel_get_paid_spin (panel, TYROS_EMPIRE_GREEN), 4);
  gtk_spin_button_set_value (tyros_action_panel_get_paid_spin (panel, TYROS_CARD_JOKER), 1);
  click (tyros_action_panel_get_confirm_button (panel));
  g_assert_cmpint (tyros_game_get_state (game)->city[23], ==, 0);

  /* The standings show the core's scores as if the game ended now. */
  score = tyros_score_compute (tyros_game_get_state (game), tyros_game_get_player_names (game));
  standings = tyros_standings_panel_to_text (tyros_window_get_standings (window));
  expected = g_strdup_printf ("Anna %u", score->players[0].total);
  g_assert_cmpuint (score->players[0].total, >, 0);
  assert_contains (standings, expected);

  /* Three passes in a row end the round; Ben starts round 2. */
  activate (window, "win.pass");
  activate (window, "win.pass");
  activate (window, "win.pass");
  assert_contains (tyros_window_get_subtitle_text (window), "Round 2");
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Ben’s turn");

  /* Undo takes the last pass back. */
  activate (window, "win.undo");
  assert_contains (tyros_window_get_subtitle_text (window), "Round 1");
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Anna’s turn");
  activate (window, "win.redo");
  assert_contains (tyros_window_get_subtitle_text (window), "Round 2");

  /* The score sheet at any time, and its text for copying. */
  activate (window, "win.show-scores");
  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "score");
  assert_contains (tyros_score_sheet_get_text (tyros_window_get_final_sheet (window)), "Anna");
  assert_contains (tyros_score_sheet_get_winner_text (tyros_window_get_final_sheet (window)), "Anna");
  screenshot (GTK_WIDGET (window), "06-score-sheet-mid-game");
  activate (window, "win.show-board");
  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "game");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Phase 2 "cannot play": the shown tiles are checked by the core (E4). */
static void
test_cannot_play (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel = tyros_window_get_action_panel (window);
  TyrosGame *game;

  start_three_player_game (window);
  game = tyros_window_get_game (window);
  activate (window, "win.cannot-play");
  g_assert_cmpstr (tyros_action_panel_get_page_name (panel), ==, "expand-pass");
  /* 8 is playable (next to orange): the pass is refused. */
  click_field (window, 8);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tyros_action_panel_get_shown_entry (panel))), ==, "8");
  tyros_action_panel_confirm (panel);
  pump ();
  assert_contains (error_text (window), "E4");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 0);
  /* Without shown tiles the pass is recorded. */
  gtk_editable_set_text (GTK_EDITABLE (tyros_action_panel_get_shown_entry (panel)), "");
  tyros_action_panel_confirm (panel);
  pump ();
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  g_assert_cmpint (tyros_game_get_move (game, 0)->type, ==, TYROS_MOVE_EXPAND_PASS);
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Ben’s turn");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Tracing a longer route field by field: the price follows the steps. */
static void
test_trace_route (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel = tyros_window_get_action_panel (window);
  TyrosGame *game;
  static const TyrosField tiles[] = { 8, 22, 24, 6, 3, 2 };
  static const TyrosField route[] = { 31, 27, 22, 17, 22, 23 };

  start_three_player_game (window);
  game = tyros_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    click_field (window, tiles[i]);
  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_ACTIONS);

  activate (window, "win.move-ship");
  click_field (window, TYROS_FIELD_TYROS);
  click_field (window, 23);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tyros_action_panel_get_trace_button (panel)), TRUE);
  pump ();
  for (guint i = 0; i < G_N_ELEMENTS (route); i++)
    click_field (window, route[i]);
  g_assert_cmpstr (tyros_action_panel_get_price_text (panel), ==, "6 green cards; jokers count");
  click (tyros_action_panel_get_confirm_button (panel));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpuint (tyros_game_get_move (game, 6)->route->len, ==, G_N_ELEMENTS (route));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Scoring a finished board: paint, place, and the scores follow. */
static void
test_quick_score (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosPositionPanel *positions = tyros_window_get_position_panel (window);
  TyrosScoreSheet *sheet = tyros_window_get_live_sheet (window);
  TyrosGame *game;
  static const TyrosField green[] = { 23, 22, 24, 18 };

  activate (window, "win.quick-score");
  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "new-game");
  tyros_new_game_page_set_player_name (tyros_window_get_new_game_page (window), 0, "Anna");
  tyros_new_game_page_set_player_name (tyros_window_get_new_game_page (window), 1, "Ben");
  tyros_new_game_page_set_player_name (tyros_window_get_new_game_page (window), 2, "Cleo");
  click (tyros_new_game_page_get_start_button (tyros_window_get_new_game_page (window)));
  game = tyros_window_get_game (window);
  g_assert_true (tyros_game_is_position (game));

  tyros_position_panel_set_paint (positions, TYROS_PAINT_EMPIRE, TYROS_EMPIRE_GREEN);
  for (guint i = 0; i < G_N_ELEMENTS (green); i++)
    click_field (window, green[i]);
  tyros_position_panel_set_paint (positions, TYROS_PAINT_EMPIRE, TYROS_EMPIRE_ORANGE);
  click_field (window, 7);
  click_field (window, 8);
  g_assert_cmpuint (tyros_state_empire_size (tyros_game_get_state (game), TYROS_EMPIRE_GREEN), ==, 4);

  /* A city where there is no chip breaks B2: said inline, board unchanged. */
  tyros_position_panel_set_paint (positions, TYROS_PAINT_CITY, 1);
  click_field (window, 1);
  assert_contains (tyros_position_panel_get_error_text (positions), "B2");
  g_assert_cmpint (tyros_game_get_state (game)->city[1], ==, -1);

  click_field (window, 23);
  g_assert_cmpint (tyros_game_get_state (game)->city[23], ==, 1);
  tyros_position_panel_set_paint (positions, TYROS_PAINT_SHIP, 2);
  click_field (window, 22);
  click_field (window, 8);
  pump ();
  assert_contains (tyros_score_sheet_get_winner_text (sheet), "Ben");
  assert_contains (tyros_score_sheet_get_text (sheet), "Ben");
  screenshot (GTK_WIDGET (window), "07-quick-score");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A whole game, tiles played on the first free field and every card phase
 * passed: when the last round ends, the window shows the score sheet. */
static void
test_game_end (void)
{
  TyrosWindow *window = open_window (1024, 600);
  TyrosActionPanel *panel = tyros_window_get_action_panel (window);
  TyrosGame *game;
  guint guard = 0;

  start_three_player_game (window);
  game = tyros_window_get_game (window);

  while (g_strcmp0 (tyros_window_get_page_name (window), "game") == 0 && guard++ < 500)
    {
      const TyrosState *state = tyros_game_get_state (game);

      if (state->phase == TYROS_PHASE_EXPAND)
        {
          TyrosSet fields = tyros_rules_expand_fields (state);

          if (fields == 0)
            {
              activate (window, "win.cannot-play");
              tyros_action_panel_confirm (panel);
              pump ();
              continue;
            }
          click_field (window, tyros_set_next (fields, 0));
          for (TyrosEmpire e = TYROS_EMPIRE_ORANGE; e <= TYROS_EMPIRE_VIOLET; e++)
            if (g_strcmp0 (tyros_action_panel_get_page_name (panel), "expand") == 0 &&
                gtk_widget_get_visible (tyros_action_panel_get_empire_button (panel, e)) &&
                gtk_widget_get_mapped (tyros_action_panel_get_empire_button (panel, e)))
              {
                click (tyros_action_panel_get_empire_button (panel, e));
                break;
              }
        }
      else
        activate (window, "win.pass");
      g_assert_cmpstr (error_text (window), ==, "");
    }

  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_OVER);
  g_assert_cmpstr (tyros_window_get_page_name (window), ==, "score");
  g_assert_cmpstr (tyros_window_get_title_text (window), ==, "Game Over");
  assert_contains (tyros_score_sheet_get_winner_text (tyros_window_get_final_sheet (window)), "win");
  screenshot (GTK_WIDGET (window), "06-final-score-sheet");

  /* Saved and opened again, the game is the same. */
  {
    g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "game.tyros", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    guint n_played = tyros_game_get_n_played (game);

    g_assert_true (tyros_file_save (game, path, &error));
    g_assert_no_error (error);
    tyros_window_open_file (window, file);
    pump ();
    g_assert_true (tyros_window_get_game (window) != game);
    g_assert_cmpuint (tyros_game_get_n_played (tyros_window_get_game (window)), ==, n_played);
    g_assert_cmpstr (tyros_action_panel_get_page_name (panel), ==, "over");
    g_unlink (path);
    g_rmdir (dir);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The preferences write GSettings; the shortcuts window parses. */
static void
test_preferences_and_shortcuts (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tyroscompanion.TyrosCompanion");
  GtkWidget *prefs = tyros_preferences_window_new (NULL);
  g_autoptr(GtkBuilder) builder = NULL;
  GObject *overlay;

  gtk_window_present (GTK_WINDOW (prefs));
  pump ();
  g_settings_set_boolean (settings, "show-sea-links", FALSE);
  pump ();
  g_settings_set_boolean (settings, "show-sea-links", TRUE);
  gtk_window_destroy (GTK_WINDOW (prefs));

  builder = gtk_builder_new_from_resource ("/io/github/tyroscompanion/TyrosCompanion/gtk/help-overlay.ui");
  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* At about 600 px the side panel folds away; the header button brings it back. */
static void
test_narrow (void)
{
  TyrosWindow *window = open_window (600, 600);

  start_three_player_game (window);
  wait_ms (300);
  g_assert_true (tyros_window_get_panel_folded (window));
  screenshot (GTK_WIDGET (window), "08-narrow");
  activate (window, "win.toggle-panel");
  wait_ms (400);
  screenshot (GTK_WIDGET (window), "09-narrow-panel");

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

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_style ();
  set_dark (FALSE);

  g_test_add_func ("/app/window/new-game", test_new_game);
  g_test_add_func ("/app/window/new-game-bad-setup", test_new_game_bad_setup);
  g_test_add_func ("/app/window/first-round", test_first_round);
  g_test_add_func ("/app/window/cannot-play", test_cannot_play);
  g_test_add_func ("/app/window/trace-route", test_trace_route);
  g_test_add_func ("/app/window/quick-score", test_quick_score);
  g_test_add_func ("/app/window/game-end", test_game_end);
  g_test_add_func ("/app/window/narrow", test_narrow);
  g_test_add_func ("/app/window/preferences-and-shortcuts", test_preferences_and_shortcuts);

  return g_test_run ();
}
