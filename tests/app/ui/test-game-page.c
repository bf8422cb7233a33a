/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-page.c: the game page keeps still while a move is entered
 *
 * The page in a window of 1280 x 800 with a 3-player first game; phase 2 is
 * entered, then Anna moves a ship from Tyros to 23. What a player aims at
 * (the board, Confirm, the rows of cards paid) must not move under the
 * pointer from one step to the next.
 */
#define G_LOG_DOMAIN "tyros-test-game-page"
#include "config.h"

#include "app-test-util.h"

#include <adwaita.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "tyros-board-cell.h"
#include "tyros-file.h"
#include "tyros-game-page.h"
#include "tyros-game-session.h"
#include "tyros-game-store.h"
#include "tyros-score-sheet.h"

typedef struct {
  GtkWidget        *window;
  TyrosGamePage    *page;
  TyrosActionPanel *panel;
  TyrosMoveEntry   *entry;
  TyrosGame        *game;
} Fixture;


static graphene_rect_t
bounds (Fixture   *fx,
        GtkWidget *widget)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, fx->window, &r));
  return r;
}

static void
assert_same_place (const graphene_rect_t *a,
                   const graphene_rect_t *b,
                   const char            *what)
{
  if (!graphene_rect_equal (a, b))
    g_error ("%s moved: %.0f,%.0f %.0fx%.0f -> %.0f,%.0f %.0fx%.0f", what,
             a->origin.x, a->origin.y, a->size.width, a->size.height,
             b->origin.x, b->origin.y, b->size.width, b->size.height);
}

static void
fixture_setup (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const names[] = { "Anna", "Ben", "Cleo", NULL };
  static const TyrosField plan[] = { 8, 22, 27, 12, 31, 18 };
  static const TyrosEmpire empires[] = { -1, -1, TYROS_EMPIRE_VIOLET, TYROS_EMPIRE_YELLOW,
                                         TYROS_EMPIRE_VIOLET, TYROS_EMPIRE_GREEN };
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosSetup setup;

  memset (&setup, 0, sizeof setup);
  tyros_setup_first_game (&setup, 0);
  fx->game = tyros_game_new (tyros_edition_kosmos (), names, &setup, &violation);
  g_assert_nonnull (fx->game);

  /* a libadwaita window, as the app's: the page's breakpoint goes there */
  fx->window = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 1280, 800);
  fx->page = TYROS_GAME_PAGE (tyros_game_page_new ());
  adw_window_set_content (ADW_WINDOW (fx->window), GTK_WIDGET (fx->page));
  fx->panel = app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "action_panel");
  fx->entry = app_test_panel_entry (fx->panel);
  tyros_move_entry_set_game (fx->entry, fx->game);
  gtk_window_present (GTK_WINDOW (fx->window));
  app_test_pump_frames (8);

  for (guint i = 0; i < G_N_ELEMENTS (plan); i++)
    {
      tyros_move_entry_choose_field (fx->entry, plan[i], plan[i]);
      if ((int) empires[i] >= 0)
        tyros_move_entry_choose_empire (fx->entry, empires[i]);
    }
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_ACTIONS);
  app_test_pump_frames (8);
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  gtk_window_destroy (GTK_WINDOW (fx->window));
  g_clear_object (&fx->game);
}

/* Problem 9: the board keeps its place and size from phase to phase and
 * step to step, and Confirm stays under the pointer. */
static void
test_ship_move_keeps_still (Fixture       *fx,
                            gconstpointer  data G_GNUC_UNUSED)
{
  GtkWidget *board = GTK_WIDGET (app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "board_view"));
  GtkWidget *confirm;
  graphene_rect_t board_before = bounds (fx, board);
  graphene_rect_t board_now, confirm_first, confirm_now;

  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  app_test_pump_frames (8);
  board_now = bounds (fx, board);
  assert_same_place (&board_before, &board_now, "the board (choosing a ship)");
  confirm = app_test_panel_confirm_button (fx->panel);
  confirm_first = bounds (fx, confirm);

  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  app_test_pump_frames (8);
  board_now = bounds (fx, board);
  assert_same_place (&board_before, &board_now, "the board (choosing where to)");
  confirm_now = bounds (fx, confirm);
  assert_same_place (&confirm_first, &confirm_now, "Confirm (choosing where to)");

  tyros_move_entry_choose_field (fx->entry, 23, 23);
  app_test_pump_frames (8);
  g_assert_true (tyros_move_entry_get_can_confirm (fx->entry));
  g_assert_true (gtk_widget_is_sensitive (confirm));
  board_now = bounds (fx, board);
  assert_same_place (&board_before, &board_now, "the board (route and price shown)");
  confirm_now = bounds (fx, confirm);
  assert_same_place (&confirm_first, &confirm_now, "Confirm (route and price shown)");
}

/* Problem 17: the rows of cards paid stay put whatever the heading says:
 * "Anna builds a ship", then "Anna moves a ship from Tyros to 23". */
static void
test_paid_rows_keep_still (Fixture       *fx,
                           gconstpointer  data G_GNUC_UNUSED)
{
  GtkWidget *green, *buttons, *expander;
  graphene_rect_t first, now;

  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  green = GTK_WIDGET (app_test_panel_paid_spin (fx->panel, TYROS_EMPIRE_GREEN));
  /* "Cards paid" comes right under Cancel and Confirm (a collapsed
   * expander holds no child, so it is found from the buttons) */
  buttons = gtk_widget_get_parent (app_test_panel_confirm_button (fx->panel));
  expander = gtk_widget_get_next_sibling (buttons);
  g_assert_true (GTK_IS_EXPANDER (expander));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  app_test_pump_frames (8);
  first = bounds (fx, green);

  g_assert_true (tyros_move_entry_cancel (fx->entry));
  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  app_test_pump_frames (8);
  g_assert_cmpstr (app_test_string_property (fx->entry, "prompt"), ==, "Anna moves a ship from Tyros to 23");
  now = bounds (fx, green);
  assert_same_place (&first, &now, "the green row of cards paid");
}

static GtkWidget *
cell_of (GtkWidget  *board,
         TyrosField  field)
{
  for (GtkWidget *child = gtk_widget_get_first_child (board); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (tyros_board_cell_get_field (TYROS_BOARD_CELL (child)) == field)
      return child;
  g_assert_not_reached ();
  return NULL;
}

/* Problem 4: at phone width (360 x 720) the board and the move being
 * entered are seen together, the panel under the board instead of over it,
 * with no blank band above the board, and every field a target of at least
 * 44 px (a tap between two cells goes to the nearer one). */
static void
test_phone_width (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  GtkWidget *board = GTK_WIDGET (app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "board_view"));
  GtkWidget *confirm;
  graphene_rect_t board_r, confirm_r, panel_r, f1, f6, f2;
  int board_min, board_nat;

  gtk_window_set_default_size (GTK_WINDOW (fx->window), 360, 720);
  app_test_pump_frames (8);
#if ADW_CHECK_VERSION (1, 6, 0)
  /* the move entry is under the board; the rest waits in the closed sheet */
  g_assert_false (tyros_game_page_get_show_panel (fx->page));
#else
  g_assert_true (tyros_game_page_get_show_panel (fx->page));
#endif

  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  app_test_pump_frames (8);
  confirm = app_test_panel_confirm_button (fx->panel);
  board_r = bounds (fx, board);
  confirm_r = bounds (fx, confirm);
  panel_r = bounds (fx, GTK_WIDGET (fx->panel));
  g_assert_cmpfloat (board_r.size.width, <=, 360);
  /* the panel starts under the board; Confirm is on screen */
  g_assert_cmpfloat (panel_r.origin.y, >=, board_r.origin.y + board_r.size.height);
  g_assert_cmpfloat (confirm_r.origin.y + confirm_r.size.height, <=, 720);
  /* the board is as tall as its cells need: no blank band */
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, (int) board_r.size.width,
                      &board_min, &board_nat, NULL, NULL);
  g_assert_cmpfloat (board_r.size.height, <=, board_nat + 1);

  /* touch targets: every field, and Confirm, at least 44 px each way */
  f1 = bounds (fx, cell_of (board, 1));
  f6 = bounds (fx, cell_of (board, 6));
  f2 = bounds (fx, cell_of (board, 2));
  g_assert_cmpfloat (f1.size.width, >=, 44);
  g_assert_cmpfloat (f1.size.height, >=, 44);
  g_assert_cmpfloat (f6.origin.x - f1.origin.x, >=, 44);
  g_assert_cmpfloat (f2.origin.y - f1.origin.y, >=, 44);
  g_assert_cmpfloat (confirm_r.size.height, >=, 44);
}

/* Issue 19, 2: the panel's Cancel leaves a ship move from its last step;
 * Back, shown only where there is an earlier choice, steps back one, and
 * Cancel and Confirm stay where they are whether Back shows or not. */
static void
test_cancel_leaves_back_steps (Fixture       *fx,
                               gconstpointer  data G_GNUC_UNUSED)
{
  GtkWidget *back, *confirm;
  graphene_rect_t confirm_first, confirm_now;

  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  app_test_pump_frames (8);
  back = app_test_panel_widget (fx->panel, "back_button");
  confirm = app_test_panel_confirm_button (fx->panel);
  g_assert_false (gtk_widget_get_visible (back));
  confirm_first = bounds (fx, confirm);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  app_test_pump_frames (8);
  g_assert_true (gtk_widget_get_mapped (back));
  confirm_now = bounds (fx, confirm);
  assert_same_place (&confirm_first, &confirm_now, "Confirm (with Back shown)");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fx->panel), "panel.back", NULL));
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_MOVE_DEST);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fx->panel), "panel.cancel", NULL));
  app_test_pump_frames (8);
  g_assert_cmpint (tyros_move_entry_get_mode (fx->entry), ==, TYROS_ENTRY_ACTIONS);
  g_assert_cmpstr (app_test_panel_page (fx->panel), ==, "actions");
}

/* Issue 19, 15: the board keeps its place and size whatever the panel
 * shows: each card action in turn (Trade with Bank has the longest button
 * labels), and back. */
static void
test_board_keeps_still_from_action_to_action (Fixture       *fx,
                                              gconstpointer  data G_GNUC_UNUSED)
{
  static const TyrosAction actions[] = {
    TYROS_ACTION_BANK_TRADE, TYROS_ACTION_PLAYER_TRADE, TYROS_ACTION_BUILD_CITY,
    TYROS_ACTION_BUILD_SHIP, TYROS_ACTION_MOVE_SHIP,
  };
  GtkWidget *board = GTK_WIDGET (app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "board_view"));
  graphene_rect_t before = bounds (fx, board), now, panel;
  graphene_rect_t scroller = bounds (fx, app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "turn_scroller"));

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autofree char *what = g_strdup_printf ("the board (action %u)", actions[i]);

      tyros_move_entry_start (fx->entry, actions[i]);
      app_test_pump_frames (8);
      now = bounds (fx, board);
      assert_same_place (&before, &now, what);
      /* and nothing of the panel is cut at its edge */
      panel = bounds (fx, GTK_WIDGET (fx->panel));
      g_assert_cmpfloat (panel.origin.x + panel.size.width, <=, scroller.origin.x + scroller.size.width);
      g_assert_true (tyros_move_entry_cancel (fx->entry));
      app_test_pump_frames (8);
      now = bounds (fx, board);
      assert_same_place (&before, &now, "the board (back at the card actions)");
    }
}

/* Whether @widget is wholly in view: inside the window and inside the part
 * of its scrolled window (if any) that shows */
static gboolean
in_view (Fixture    *fx,
         GtkWidget  *widget,
         const char *what)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t r = bounds (fx, widget), view = bounds (fx, scroller != NULL ? scroller : fx->window);
  int width = gtk_widget_get_width (fx->window), height = gtk_widget_get_height (fx->window);
  gboolean shown = r.origin.y >= view.origin.y && r.origin.y + r.size.height <= view.origin.y + view.size.height &&
                   r.origin.y >= 0 && r.origin.y + r.size.height <= height &&
                   r.origin.x >= 0 && r.origin.x + r.size.width <= width;

  if (!shown)
    g_test_message ("%s at %.0f,%.0f %.0fx%.0f; the panel shows %.0f..%.0f of a %dx%d window", what,
                    r.origin.x, r.origin.y, r.size.width, r.size.height,
                    view.origin.y, view.origin.y + view.size.height, width, height);
  return shown;
}

/* Issue 19, 5: at 360 x 640 (a phone; the page gets 593 px under the
 * header bar) a city with "Cards paid" open shows its prompt, the chosen
 * field, all five counts and Confirm without scrolling, the field still a
 * target of 44 px; after the move the board is whole again and the panel
 * back at its top, the next prompt in view, though it was scrolled down to
 * the last count. Anna builds a city on 23 after the first 9 moves of
 * tests/data/game-3p.tyros. */
static void
test_phone_city_and_next_prompt (Fixture       *fx,
                                 gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);
  g_autoptr(TyrosGame) game = tyros_file_load (path, NULL);
  GtkWidget *board = GTK_WIDGET (app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "board_view"));
  GtkWidget *prompt = app_test_panel_widget (fx->panel, "prompt_label");
  GtkWidget *expander, *confirm;
  graphene_rect_t whole, now, field;
  GtkAdjustment *scroll;

  g_assert_nonnull (game);
  tyros_game_go_back_to (game, 9);
  tyros_move_entry_set_game (fx->entry, game);
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 360, 640 - 47);
  app_test_pump_frames (8);
  g_assert_true (tyros_game_page_get_narrow (fx->page));

  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_CITY);
  app_test_pump_frames (8);
  whole = bounds (fx, board);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  expander = app_test_panel_widget (fx->panel, "paid_expander");
  confirm = app_test_panel_confirm_button (fx->panel);
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  app_test_pump_frames (8);
  g_assert_true (tyros_move_entry_get_can_confirm (fx->entry));
  g_assert_true (in_view (fx, prompt, "the prompt"));
  g_assert_true (in_view (fx, confirm, "Confirm"));
  for (guint kind = 0; kind < TYROS_N_CARD_KINDS; kind++)
    {
      g_autofree char *what = g_strdup_printf ("the count of cards paid %u", kind);

      g_assert_true (in_view (fx, GTK_WIDGET (app_test_panel_paid_spin (fx->panel, kind)), what));
    }
  /* the chosen field in view, as big as before */
  field = bounds (fx, cell_of (board, 23));
  g_assert_true (in_view (fx, cell_of (board, 23), "the chosen field"));
  g_assert_cmpfloat (field.size.width, >=, 44);
  g_assert_cmpfloat (field.size.height, >=, 44);

  /* scrolled down as far as it goes, the city is built */
  scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (confirm, GTK_TYPE_SCROLLED_WINDOW)));
  gtk_adjustment_set_value (scroll, gtk_adjustment_get_upper (scroll));
  app_test_pump_frames (8);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fx->panel), "panel.confirm", NULL));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 10);
  app_test_pump_frames (8);
  g_assert_true (in_view (fx, prompt, "the next prompt"));
  /* the whole board again, where it was */
  now = bounds (fx, board);
  assert_same_place (&whole, &now, "the board after the city");
}

/* Each player's name in @sheet's heading shows whole: Pango neither
 * ellipsizes it nor breaks it over two lines. */
static void
assert_names_whole (GtkWidget         *sheet,
                    const char *const *names,
                    const char        *where)
{
  GtkGrid *grid = app_test_child (sheet, TYROS_TYPE_SCORE_SHEET, "sheet_grid");

  for (guint p = 0; names[p] != NULL; p++)
    {
      GtkLabel *label = GTK_LABEL (gtk_grid_get_child_at (grid, (int) p + 1, 0));
      PangoLayout *layout = gtk_label_get_layout (label);

      g_assert_cmpstr (gtk_label_get_text (label), ==, names[p]);
      if (pango_layout_is_ellipsized (layout) || pango_layout_get_line_count (layout) > 1)
        g_error ("%s: the name %s is cut or broken (%d px wide)", where, names[p],
                 gtk_widget_get_width (GTK_WIDGET (label)));
    }
}

/* Issue 19, 13: a finished board's score sheet beside the board at
 * 1280 px showed "An…" and "B…". */
static void
test_finished_board_sheet_names_whole (Fixture       *fx,
                                       gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const names[] = { "Anna", "Ben", "Cleo", NULL };
  g_autoptr(TyrosGameStore) store = tyros_game_store_new (NULL);
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "position-board-a.tyros", NULL);
  g_autoptr(TyrosGame) board = tyros_file_load (path, NULL);
  g_autoptr(TyrosGameSession) session = NULL;
  GtkWidget *live_sheet = app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "live_sheet");

  g_assert_nonnull (board);
  session = tyros_game_session_new (store, board, NULL);
  tyros_game_page_set_session (fx->page, session);
  app_test_pump_frames (8);
  g_assert_true (gtk_widget_get_mapped (live_sheet));
  assert_names_whole (live_sheet, names, "a finished board at 1280 px");
}

/* Issue 33, 5: every row of the score sheet names the rule it counts by, as
 * a link that opens it: the city and ship control rows too (F5). */
static void
test_sheet_rows_link_their_rules (Fixture       *fx G_GNUC_UNUSED,
                                  gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const rows[][2] = {
    { "City control (F5)", "rule:F5" },
    { "Ship control (F5)", "rule:F5" },
    { "Majority bonus (F3)", "rule:F3" },
    { "First in all four (B6)", "rule:B6" },
  };
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "position-board-a.tyros", NULL);
  g_autoptr(TyrosGame) board = tyros_file_load (path, NULL);
  g_autoptr(GtkWidget) sheet = g_object_ref_sink (g_object_new (TYROS_TYPE_SCORE_SHEET, NULL));
  GtkGrid *grid = app_test_child (sheet, TYROS_TYPE_SCORE_SHEET, "sheet_grid");

  g_assert_nonnull (board);
  /* the whole sheet (the score page's), not the compact one beside the board */
  tyros_score_sheet_update (TYROS_SCORE_SHEET (sheet), board);
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      gboolean found = FALSE;

      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (child)), rows[r][0]) == 0)
          {
            g_autofree char *link = g_strdup_printf ("href=\"%s\"", rows[r][1]);

            if (strstr (gtk_label_get_label (GTK_LABEL (child)), link) == NULL)
              g_error ("the row “%s” does not open its rule: %s", rows[r][0], gtk_label_get_label (GTK_LABEL (child)));
            found = TRUE;
          }
      if (!found)
        g_error ("no row “%s” on the score sheet", rows[r][0]);
    }
}

/* Fills @sheet with the score of the test data file @name */
static void
sheet_of_test_game (GtkWidget  *sheet,
                    const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), name, NULL);
  g_autoptr(TyrosGame) game = tyros_file_load (path, NULL);

  g_assert_nonnull (game);
  tyros_score_sheet_update (TYROS_SCORE_SHEET (sheet), game);
}

/* Issue 34: a row title at its least width keeps a few letters a line
 * ("Mehr-", "heits-", "bonus"), never a letter a line: GTK 4.8 measured a
 * wrapping title without a least width at width 0, a letter a line, about
 * 1 M instructions a title on the sheet's first opening. */
static void
test_sheet_titles_least_width (Fixture       *fx G_GNUC_UNUSED,
                               gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GtkWidget) sheet = g_object_ref_sink (g_object_new (TYROS_TYPE_SCORE_SHEET, NULL));
  GtkGrid *grid = app_test_child (sheet, TYROS_TYPE_SCORE_SHEET, "sheet_grid");
  guint titles = 0;

  sheet_of_test_game (sheet, "game-4p.tyros");
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int column, row, width, height, least;
      g_autoptr(PangoLayout) letters = NULL;

      gtk_grid_query_child (grid, child, &column, &row, &width, &height);
      if (column != 0 || !GTK_IS_LABEL (child) || *gtk_label_get_text (GTK_LABEL (child)) == '\0')
        continue;
      letters = gtk_widget_create_pango_layout (child, "Mehr");
      pango_layout_get_pixel_size (letters, &width, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
      if (least < width)
        g_error ("the row title “%s” may be %d px narrow, under four letters (%d px)",
                 gtk_label_get_text (GTK_LABEL (child)), least, width);
      titles++;
    }
  /* the empires' headings and their three rows, the bonus, the total */
  g_assert_cmpuint (titles, ==, 4 * 4 + 2);
}

/* The lines of @label as laid out: none wider than the label (no text cut);
 * with @whole_words, each starts after a space (no word broken). */
static void
assert_title_lines (GtkWidget  *label,
                    const char *language,
                    gboolean    whole_words)
{
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
  const char *text = pango_layout_get_text (layout);
  int width = gtk_widget_get_width (label);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      PangoRectangle logical;

      pango_layout_line_get_pixel_extents (line, NULL, &logical);
      if (whole_words && line->start_index > 0 && text[line->start_index - 1] != ' ')
        g_error ("%s: the row title “%s” breaks inside a word at %d px: “%.*s”", language, text, width,
                 line->length, text + line->start_index);
      if (logical.width > width)
        g_error ("%s: the row title “%s” is cut at %d px: “%.*s” needs %d px", language, text, width,
                 line->length, text + line->start_index, logical.width);
    }
}

/* Issue 34: at a phone's width (360 px, the page's margins of 12 px) a
 * four-player sheet keeps the window 360 px wide and shows every row title
 * whole; in German and Italian a title wraps between words only (German
 * broke "Stadtkontroll-e" inside the word). Dutch "Meerderheidsbonus" is
 * wider than the room: it may break, but not be cut. */
static void
test_sheet_titles_whole_words (Fixture       *fx G_GNUC_UNUSED,
                               gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const languages[] = { "de", "it", "nl", "C" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *scrolled = gtk_scrolled_window_new ();
      GtkWidget *sheet = g_object_new (TYROS_TYPE_SCORE_SHEET, "margin-start", 12, "margin-end", 12, NULL);
      GtkGrid *grid = app_test_child (sheet, TYROS_TYPE_SCORE_SHEET, "sheet_grid");
      gboolean whole_words = !g_str_equal (languages[i], "nl");
      guint titles = 0;

      app_test_use_language (languages[i]);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), sheet);
      gtk_window_set_child (GTK_WINDOW (window), scrolled);
      gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      sheet_of_test_game (sheet, "game-4p.tyros");
      gtk_window_present (GTK_WINDOW (window));
      app_test_pump_frames (8);
      g_assert_cmpint (gtk_widget_get_width (window), ==, 360);
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int column, row, width, height;

          gtk_grid_query_child (grid, child, &column, &row, &width, &height);
          if (column != 0 || !GTK_IS_LABEL (child) || *gtk_label_get_text (GTK_LABEL (child)) == '\0')
            continue;
          assert_title_lines (child, languages[i], whole_words);
          titles++;
        }
      g_assert_cmpuint (titles, ==, 4 * 4 + 2);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The grid's children in order */
static GPtrArray *
grid_children (GtkWidget *sheet)
{
  GtkWidget *grid = app_test_child (sheet, TYROS_TYPE_SCORE_SHEET, "sheet_grid");
  GPtrArray *children = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL; child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (children, child);
  return children;
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* What a person sees of a cell: its text and markup, its place, its classes */
static char *
describe_cell (GtkWidget *child)
{
  GtkWidget *grid = gtk_widget_get_parent (child);
  g_auto(GStrv) classes = gtk_widget_get_css_classes (child);
  g_autofree char *joined = NULL;
  int column, row, width, height;

  gtk_grid_query_child (GTK_GRID (grid), child, &column, &row, &width, &height);
  /* the order GTK keeps them in is not a look */
  qsort (classes, g_strv_length (classes), sizeof (char *), compare_strings);
  joined = g_strjoinv (" ", classes);
  return g_strdup_printf ("%d,%d %dx%d [%s] %s margin %d", column, row, width, height, joined,
                          GTK_IS_LABEL (child) ? gtk_label_get_label (GTK_LABEL (child)) : G_OBJECT_TYPE_NAME (child),
                          gtk_widget_get_margin_top (child));
}

/* @sheet shows cell by cell what @expected shows */
static void
assert_same_cells (GtkWidget *sheet,
                   GtkWidget *expected)
{
  g_autoptr(GPtrArray) got = grid_children (sheet);
  g_autoptr(GPtrArray) want = grid_children (expected);

  g_assert_cmpuint (got->len, ==, want->len);
  for (guint i = 0; i < got->len; i++)
    {
      g_autofree char *a = describe_cell (g_ptr_array_index (got, i));
      g_autofree char *b = describe_cell (g_ptr_array_index (want, i));

      g_assert_cmpstr (a, ==, b);
    }
}

/* Issue 34: the score sheet opened after a move fills in the labels it has
 * (112 of them were made and laid out again on every opening), and shows
 * what a sheet made for that position shows. */
static void
test_sheet_updated_in_place (Fixture       *fx G_GNUC_UNUSED,
                             gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);
  g_autoptr(TyrosGame) game = tyros_file_load (path, NULL);
  g_autoptr(GtkWidget) sheet = g_object_ref_sink (g_object_new (TYROS_TYPE_SCORE_SHEET, NULL));
  g_autoptr(GtkWidget) fresh = g_object_ref_sink (g_object_new (TYROS_TYPE_SCORE_SHEET, NULL));
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autofree char *text_before = NULL;

  g_assert_nonnull (game);
  tyros_score_sheet_update (TYROS_SCORE_SHEET (sheet), game);
  before = grid_children (sheet);
  text_before = g_strdup (app_test_sheet_text (TYROS_SCORE_SHEET (sheet)));
  /* an earlier position: other points, another empire ahead */
  while (tyros_game_get_n_played (game) > 5)
    g_assert_true (tyros_game_undo (game));
  tyros_score_sheet_update (TYROS_SCORE_SHEET (sheet), game);
  g_assert_cmpstr (app_test_sheet_text (TYROS_SCORE_SHEET (sheet)), !=, text_before);
  after = grid_children (sheet);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < after->len; i++)
    g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (before, i));
  /* cell by cell as a new sheet of that position */
  tyros_score_sheet_update (TYROS_SCORE_SHEET (fresh), game);
  assert_same_cells (sheet, fresh);
  /* the compact sheet beside a finished board is laid out anew */
  g_object_set (sheet, "compact", TRUE, NULL);
  g_object_set (fresh, "compact", TRUE, NULL);
  tyros_score_sheet_update (TYROS_SCORE_SHEET (sheet), game);
  tyros_score_sheet_update (TYROS_SCORE_SHEET (fresh), game);
  assert_same_cells (sheet, fresh);
}

/* The rule ID linked in a refusal ("(M3)") is read on the error box's tint:
 * at least 4.5:1 (WCAG AA), in light and in dark. The link is shown large
 * and heavy, so that its strokes reach its full colour. */
static void
test_error_link_contrast (Fixture       *fx,
                          gconstpointer  data G_GNUC_UNUSED)
{
  GtkWidget *box = app_test_panel_widget (fx->panel, "error_box");
  GtkWidget *label = app_test_panel_widget (fx->panel, "error_label");

  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  tyros_move_entry_choose_field (fx->entry, 32, 32);
  app_test_pump_frames (4);
  g_assert_true (gtk_widget_get_visible (box));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "M3"));
  /* only the link, so that every stroke in the label is the link's */
  gtk_label_set_markup (GTK_LABEL (label), "<a href=\"rule:M3\">M3</a>");

  for (int dark = 0; dark <= 1; dark++)
    {
      double best;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      app_test_pump_frames (8);
      best = app_test_text_contrast (fx->window, box, label);
      g_test_message ("the rule link on the error box (%s): %.2f:1", dark ? "dark" : "light", best);
      if (best < 4.5)
        g_error ("the rule link on the error box (%s): contrast %.2f:1, less than 4.5:1",
                 dark ? "dark" : "light", best);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The partners offered, in order (one a line), and the one chosen */
static void
assert_partners (GtkWidget  *box,
                 const char *offered,
                 const char *chosen)
{
  g_autofree char *shown = app_test_label_texts (box);
  const char *active = NULL;

  for (GtkWidget *button = gtk_widget_get_first_child (box); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)))
      {
        g_assert_null (active);
        active = gtk_button_get_label (GTK_BUTTON (button));
      }
  g_assert_cmpstr (shown, ==, offered);
  g_assert_cmpstr (active, ==, chosen);
}

/* A player trade names its partners from the start, the first one chosen:
 * each a button named by its player (a drop-down's button on GTK 4.8 read
 * "(None)" to a screen reader). */
static void
test_trade_partner_shown (Fixture       *fx,
                          gconstpointer  data G_GNUC_UNUSED)
{
  GtkWidget *box, *trade;

  tyros_move_entry_start (fx->entry, TYROS_ACTION_PLAYER_TRADE);
  app_test_pump_frames (8);
  box = app_test_panel_widget (fx->panel, "partner_box");
  trade = app_test_panel_widget (fx->panel, "trade_button");
  g_assert_true (gtk_widget_get_mapped (box));
  /* Anna trades: Ben first, then Cleo */
  assert_partners (box, "Ben\nCleo\n", "Ben");

  /* Cleo chosen, then cancelled: the next trade starts again at Ben */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_last_child (box)), TRUE);
  assert_partners (box, "Ben\nCleo\n", "Cleo");
  g_assert_true (tyros_move_entry_cancel (fx->entry));
  tyros_move_entry_start (fx->entry, TYROS_ACTION_PLAYER_TRADE);
  app_test_pump_frames (8);
  assert_partners (box, "Ben\nCleo\n", "Ben");

  /* Anna trades with Cleo through the panel; then Ben's trade offers Anna and Cleo */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_last_child (box)), TRUE);
  g_signal_emit_by_name (trade, "clicked");
  app_test_pump_frames (4);
  g_assert_cmpint (tyros_move_entry_get_player (fx->entry), ==, 1);
  g_assert_cmpint (tyros_game_get_n_played (fx->game), ==, 7);
  g_assert_cmpint (tyros_game_get_move (fx->game, 6)->partner, ==, 2);
  tyros_move_entry_start (fx->entry, TYROS_ACTION_PLAYER_TRADE);
  app_test_pump_frames (8);
  assert_partners (box, "Anna\nCleo\n", "Anna");
}

/* A spin button's label: the one whose mnemonic goes to it */
static GtkWidget *
label_for (GtkWidget *control)
{
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_parent (control)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_label_get_mnemonic_widget (GTK_LABEL (child)) == control)
      return child;
  return NULL;
}

/* Issue 34: the move entry builds the controls of a kind of move when that
 * kind is first entered, not with the page (most of its 15 M instructions
 * at a long game's launch, which shows one kind): after phase 2 there are
 * only the empires and the card actions. Built, each is whole and works: a
 * trade offers the other players and records the one chosen; a ship has its
 * price, the five counts of cards paid, each named, and Confirm records it. */
static void
test_entry_builds_each_kind_when_entered (Fixture       *fx,
                                          gconstpointer  data G_GNUC_UNUSED)
{
  static const char *const unbuilt[] = { "expand-pass", "pending", "bank", "trade", "over" };
  GtkStack *stack = GTK_STACK (app_test_panel_widget (fx->panel, "mode_stack"));
  GtkWidget *box, *expander;

  g_assert_nonnull (gtk_stack_get_child_by_name (stack, "expand"));
  g_assert_nonnull (gtk_stack_get_child_by_name (stack, "actions"));
  for (guint i = 0; i < G_N_ELEMENTS (unbuilt); i++)
    if (gtk_stack_get_child_by_name (stack, unbuilt[i]) != NULL)
      g_error ("the move entry's page “%s” was built before it was shown", unbuilt[i]);

  tyros_move_entry_start (fx->entry, TYROS_ACTION_PLAYER_TRADE);
  app_test_pump_frames (8);
  box = app_test_panel_widget (fx->panel, "partner_box");
  g_assert_true (gtk_widget_get_mapped (box));
  assert_partners (box, "Ben\nCleo\n", "Ben");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_last_child (box)), TRUE);
  g_signal_emit_by_name (app_test_panel_widget (fx->panel, "trade_button"), "clicked");
  app_test_pump_frames (4);
  g_assert_cmpint (tyros_game_get_n_played (fx->game), ==, 7);
  g_assert_cmpint (tyros_game_get_move (fx->game, 6)->partner, ==, 2);
  g_assert_null (gtk_stack_get_child_by_name (stack, "pending"));

  /* Ben builds a ship on Tyros */
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  app_test_pump_frames (8);
  g_assert_cmpstr (app_test_panel_page (fx->panel), ==, "pending");
  g_assert_cmpstr (app_test_panel_price (fx->panel), ==, app_test_string_property (fx->entry, "price"));
  g_assert_cmpstr (app_test_panel_price (fx->panel), !=, "");
  g_assert_true (gtk_widget_get_mapped (app_test_panel_widget (fx->panel, "price_label")));
  expander = app_test_panel_widget (fx->panel, "paid_expander");
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  app_test_pump_frames (8);
  for (guint kind = 0; kind < TYROS_N_CARD_KINDS; kind++)
    {
      GtkWidget *spin = GTK_WIDGET (app_test_panel_paid_spin (fx->panel, kind));

      g_assert_true (gtk_widget_get_mapped (spin));
      g_assert_nonnull (label_for (spin));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label_for (spin))), !=, "");
    }
  g_assert_true (gtk_widget_get_mapped (app_test_panel_confirm_button (fx->panel)));
  app_test_panel_confirm (fx->panel);
  app_test_pump_frames (4);
  g_assert_cmpint (tyros_game_get_n_played (fx->game), ==, 8);
  g_assert_cmpint (tyros_game_get_move (fx->game, 7)->type, ==, TYROS_MOVE_BUILD_SHIP);
}

#if ADW_CHECK_VERSION (1, 6, 0)
static const char *
turn_tab_title (Fixture *fx)
{
  GtkStack *stack = app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "side_stack");

  return gtk_stack_page_get_title (gtk_stack_get_page (stack, gtk_stack_get_child_by_name (stack, "turn")));
}

/* At phone width with a bottom sheet: the standings are in the sheet, shown
 * when it opens ("show-panel", as the header's button and F9 do); bringing
 * the move entry into view closes it; widened, the move entry is back at
 * the top of the side panel, the panel shown beside the board. */
static void
test_phone_sheet (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  GtkWidget *board = GTK_WIDGET (app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "board_view"));
  GtkWidget *standings = app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "standings_panel");
  GtkWidget *sheet;
  graphene_rect_t confirm_r, standings_r;

  gtk_window_set_default_size (GTK_WINDOW (fx->window), 360, 720);
  app_test_pump_frames (8);
  sheet = gtk_widget_get_ancestor (board, ADW_TYPE_BOTTOM_SHEET);
  g_assert_nonnull (sheet);
  g_assert_null (gtk_widget_get_ancestor (GTK_WIDGET (fx->panel), ADW_TYPE_OVERLAY_SPLIT_VIEW));
  g_assert_false (gtk_widget_is_ancestor (GTK_WIDGET (fx->panel), adw_bottom_sheet_get_sheet (ADW_BOTTOM_SHEET (sheet))));
  g_assert_true (gtk_widget_is_ancestor (standings, adw_bottom_sheet_get_sheet (ADW_BOTTOM_SHEET (sheet))));
  /* the bar covers nothing of the move entry */
  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  tyros_move_entry_choose_field (fx->entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  tyros_move_entry_choose_field (fx->entry, 23, 23);
  app_test_pump_frames (8);
  confirm_r = bounds (fx, app_test_panel_confirm_button (fx->panel));
  g_assert_cmpint (adw_bottom_sheet_get_bottom_bar_height (ADW_BOTTOM_SHEET (sheet)), >=, 44);
  g_assert_cmpfloat (confirm_r.origin.y + confirm_r.size.height, <=,
                     720 - adw_bottom_sheet_get_bottom_bar_height (ADW_BOTTOM_SHEET (sheet)));

  tyros_game_page_set_show_panel (fx->page, TRUE);
  app_test_pump_frames (30);
  g_assert_true (adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (sheet)));
  /* the first tab, without the move entry, is named for what it holds */
  g_assert_cmpstr (turn_tab_title (fx), ==, "Standings");
  standings_r = bounds (fx, standings);
  g_assert_cmpfloat (standings_r.origin.y + standings_r.size.height, <=, 720);

  tyros_game_page_show_move_entry (fx->page);
  g_assert_false (adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (sheet)));
  g_assert_false (tyros_game_page_get_show_panel (fx->page));

  gtk_window_set_default_size (GTK_WINDOW (fx->window), 1280, 800);
  app_test_pump_frames (8);
  g_assert_false (tyros_game_page_get_narrow (fx->page));
  g_assert_true (tyros_game_page_get_show_panel (fx->page));
  g_assert_null (gtk_widget_get_ancestor (board, ADW_TYPE_BOTTOM_SHEET));
  g_assert_true (gtk_widget_is_ancestor (standings, gtk_widget_get_parent (GTK_WIDGET (fx->panel))));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fx->panel)));
  g_assert_cmpstr (turn_tab_title (fx), ==, "Turn");
}

/* A finished board at phone width: its tools stay under the board, where a
 * field is painted, and the live score sheet is what the sheet holds. */
static void
test_phone_sheet_finished_board (Fixture       *fx,
                                 gconstpointer  data G_GNUC_UNUSED)
{
  /* in the test's own data folder (G_TEST_OPTION_ISOLATE_DIRS) */
  g_autoptr(TyrosGameStore) store = tyros_game_store_new (NULL);
  g_autofree char *path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "position-board-a.tyros", NULL);
  g_autoptr(TyrosGame) board = tyros_file_load (path, NULL);
  g_autoptr(TyrosGameSession) session = NULL;
  GtkWidget *tools;
  GtkWidget *live_sheet = app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "live_sheet");
  GtkWidget *sheet, *content;

  g_assert_nonnull (board);
  session = tyros_game_session_new (store, board, NULL);
  tyros_game_page_set_session (fx->page, session);
  /* built when a finished board is first shown */
  tools = app_test_find (GTK_WIDGET (fx->page), app_test_is_of_type, GSIZE_TO_POINTER (TYROS_TYPE_POSITION_PANEL));
  g_assert_nonnull (tools);
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 360, 720);
  app_test_pump_frames (8);
  sheet = gtk_widget_get_ancestor (GTK_WIDGET (app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "board_view")), ADW_TYPE_BOTTOM_SHEET);
  g_assert_nonnull (sheet);
  content = adw_bottom_sheet_get_sheet (ADW_BOTTOM_SHEET (sheet));
  g_assert_false (gtk_widget_is_ancestor (tools, content));
  g_assert_true (gtk_widget_get_mapped (tools));
  g_assert_true (gtk_widget_is_ancestor (live_sheet, content));
  g_assert_false (adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (sheet)));

  /* widened: both back in the side panel */
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 1280, 800);
  app_test_pump_frames (8);
  g_assert_true (gtk_widget_get_mapped (tools));
  g_assert_true (gtk_widget_get_mapped (live_sheet));
}
#endif

/* Issue 24, 7: the board's cursor ring shows where the keyboard is; once a
 * ship move or a city is left for the card actions, the keyboard leaves the
 * board and no ring stays on a field (test-window checks that it goes to
 * the panel, whose card actions are enabled there). */
static gboolean
focus_in_board (Fixture *fx)
{
  GtkWidget *board = GTK_WIDGET (app_test_child (fx->page, TYROS_TYPE_GAME_PAGE, "board_view"));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fx->window));

  return focus != NULL && gtk_widget_is_ancestor (focus, board);
}

static void
test_no_ring_through_card_actions (Fixture       *fx,
                                   gconstpointer  data G_GNUC_UNUSED)
{
  tyros_move_entry_start (fx->entry, TYROS_ACTION_MOVE_SHIP);
  app_test_pump_frames (4);
  g_assert_true (focus_in_board (fx));
  g_assert_true (tyros_move_entry_cancel (fx->entry));
  app_test_pump_frames (4);
  g_assert_false (focus_in_board (fx));

  tyros_move_entry_start (fx->entry, TYROS_ACTION_BUILD_CITY);
  app_test_pump_frames (4);
  g_assert_true (focus_in_board (fx));
  g_assert_true (tyros_move_entry_cancel (fx->entry));
  tyros_move_entry_start (fx->entry, TYROS_ACTION_BANK_TRADE);
  app_test_pump_frames (4);
  g_assert_false (focus_in_board (fx));
}

#define ADD(path, func) \
  g_test_add ("/game-page/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int    argc,
      char **argv)
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();
  {
    /* the app's own style sheet, as AdwApplication loads it */
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/tyroscompanion/TyrosCompanion/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  ADD ("ship-move-keeps-still", test_ship_move_keeps_still);
  ADD ("paid-rows-keep-still", test_paid_rows_keep_still);
  ADD ("phone-width", test_phone_width);
  ADD ("error-link-contrast", test_error_link_contrast);
  ADD ("trade-partner-shown", test_trade_partner_shown);
  ADD ("entry-builds-each-kind-when-entered", test_entry_builds_each_kind_when_entered);
  ADD ("cancel-leaves-back-steps", test_cancel_leaves_back_steps);
  ADD ("no-ring-through-card-actions", test_no_ring_through_card_actions);
  ADD ("board-keeps-still-from-action-to-action", test_board_keeps_still_from_action_to_action);
  ADD ("phone-city-and-next-prompt", test_phone_city_and_next_prompt);
  ADD ("finished-board-sheet-names-whole", test_finished_board_sheet_names_whole);
  ADD ("sheet-rows-link-their-rules", test_sheet_rows_link_their_rules);
  ADD ("sheet-updated-in-place", test_sheet_updated_in_place);
  ADD ("sheet-titles-least-width", test_sheet_titles_least_width);
  ADD ("sheet-titles-whole-words", test_sheet_titles_whole_words);
#if ADW_CHECK_VERSION (1, 6, 0)
  ADD ("phone-sheet", test_phone_sheet);
  ADD ("phone-sheet-finished-board", test_phone_sheet_finished_board);
#endif
  return g_test_run ();
}
