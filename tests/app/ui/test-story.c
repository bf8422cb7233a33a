/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-story.c: the story chart, stepping through a game, and sharing the
 * score sheet (issue 21)
 *
 * The chart on the score sheet and beside the history: a click on a move
 * shows the board after it; its table holds the core's numbers; the step
 * keys and buttons walk the shown position; the printed PDF and the image
 * hold the names, the totals and the players' colours. Runs under Xvfb;
 * clicks and keys go through xdotool as a person's do.
 */
#define G_LOG_DOMAIN "tyros-test-story"
#include "config.h"

#include "app-test-util.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tyros-game-chooser.h"
#include "tyros-score-page.h"
#include "tyros-score-share.h"
#include "tyros-story-chart.h"

static TyrosApplication *app;

static gboolean
is_type (GtkWidget     *widget,
         gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  GtkWidget *found = app_test_find (root, is_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (found);
  return found;
}

static TyrosWindow *
open_scores (void)
{
  TyrosWindow *window = app_test_present_window (app);

  app_test_open_data (window, "game-3p.tyros");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL);
  app_test_pump ();
  g_assert_cmpstr (app_test_page_name (window), ==, "score");
  return window;
}

static void
run_program (const char *const *args)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status,
                               &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* A mouse click at @x, @y of @widget, as a person clicks. */
static void
click_at (TyrosWindow *window,
          GtkWidget   *widget,
          double       x,
          double       y)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  graphene_point_t at;
  double dx, dy;
  g_autofree char *xid = NULL, *sx = NULL, *sy = NULL;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (x, y), &at));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  xid = g_strdup_printf ("%lu", (unsigned long) gdk_x11_surface_get_xid (surface));
  G_GNUC_END_IGNORE_DEPRECATIONS
  sx = g_strdup_printf ("%d", (int) (at.x + dx));
  sy = g_strdup_printf ("%d", (int) (at.y + dy));
  run_program ((const char *[]) { "xdotool", "mousemove", "--window", xid, sx, sy, "click", "1", NULL });
  gdk_display_sync (gtk_widget_get_display (GTK_WIDGET (window)));
  app_test_settle (200);
}

/* The chart on the score sheet: a click on move 50 shows the board after it,
 * read only, as the history's row 50 does. */
static void
test_click_shows_board (void)
{
  TyrosWindow *window = open_scores ();
  GtkWidget *chart = find_type (app_test_page (window, "score"), TYROS_TYPE_STORY_CHART);
  GtkWidget *plot = find_type (chart, GTK_TYPE_DRAWING_AREA);
  GtkWidget *scroller = gtk_widget_get_ancestor (chart, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  guint n = tyros_game_get_n_played (app_test_game (window));
  double width;

  /* scrolled to the chart, once the page has its size */
  app_test_pump_frames (10);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  app_test_pump_frames (10);
  width = gtk_widget_get_width (plot);
  /* the points span the plot from 34 px (the axis) to 30 px before its end
   * (the last values) */
  click_at (window, plot, 34 + (width - 64) * 50 / n, 40);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_cmpint (app_test_viewing (window), ==, 50);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How many colours the window's frame shows in @widget's place */
static guint
colours_in (TyrosWindow *window,
            GtkWidget   *widget)
{
  g_autoptr(GdkTexture) texture = app_test_render (GTK_WIDGET (window));
  int width = gdk_texture_get_width (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * gdk_texture_get_height (texture));
  g_autoptr(GHashTable) colours = g_hash_table_new (NULL, NULL);
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &r));
  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  for (int y = MAX (0, (int) r.origin.y); y < MIN (gdk_texture_get_height (texture), (int) (r.origin.y + r.size.height)); y++)
    for (int x = MAX (0, (int) r.origin.x); x < MIN (width, (int) (r.origin.x + r.size.width)); x++)
      g_hash_table_add (colours, GUINT_TO_POINTER (pixels[(gsize) y * width + x]));
  return g_hash_table_size (colours);
}

/* Issue 34: the chart under the score sheet is drawn once it is scrolled
 * to, not while it is out of view (its story, every position of the game
 * scored, and its drawing were 10 M instructions of the sheet's first
 * opening). */
static void
test_chart_drawn_in_view (void)
{
  TyrosWindow *window = open_scores ();
  GtkWidget *chart = find_type (app_test_page (window, "score"), TYROS_TYPE_STORY_CHART);
  GtkWidget *plot = find_type (chart, GTK_TYPE_DRAWING_AREA);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (chart, GTK_TYPE_SCROLLED_WINDOW));
  g_autoptr(GdkPaintable) drawn = gtk_widget_paintable_new (plot);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  graphene_rect_t r;

  app_test_pump_frames (10);
  /* under the sheet at 1280 x 800 */
  g_assert_true (gtk_widget_compute_bounds (plot, GTK_WIDGET (scroller), &r));
  g_assert_cmpfloat (r.origin.y, >=, gtk_widget_get_height (GTK_WIDGET (scroller)));
  /* what the window's frame made of it: nothing */
  gdk_paintable_snapshot (drawn, GDK_SNAPSHOT (snapshot), gtk_widget_get_width (plot), gtk_widget_get_height (plot));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node != NULL && gsk_render_node_get_node_type (node) == GSK_CAIRO_NODE)
    {
      cairo_surface_t *surface = gsk_cairo_node_get_surface (node);

      if (surface != NULL && cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_RECORDING)
        {
          double x, y, w, h;

          cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
          if (w > 0 && h > 0)
            g_error ("the chart out of view was drawn (%.0f x %.0f px of ink)", w, h);
        }
    }
  /* scrolled to: drawn in the frame */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scroller),
                            gtk_adjustment_get_upper (gtk_scrolled_window_get_vadjustment (scroller)));
  app_test_pump_frames (10);
  g_assert_cmpuint (colours_in (window, plot), >, 3);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether a serialized node's @value ("rgba(0,0,0,0.8) rgba(…)") lists
 * several: GTK writes four equal ones as one */
static gboolean
several_values (const char *value)
{
  int depth = 0;

  value += strspn (value, " ");
  for (const char *c = value; *c != '\0' && *c != ';'; c++)
    {
      depth += *c == '(' ? 1 : *c == ')' ? -1 : 0;
      if (*c == ' ' && depth == 0)
        return TRUE;
    }
  return FALSE;
}

/* Issue 34: every border drawn on the score page is in one colour; a
 * border of several (a boxed list's row: its separator and its sides of
 * no width) is drawn by GTK 4.8's cairo renderer through a mesh pattern,
 * 7 M instructions for the first row of "This Game" on each opening. */
static void
test_borders_of_one_colour (void)
{
  TyrosWindow *window = open_scores ();
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean in_border = FALSE;
  guint borders = 0;

  app_test_pump_frames (10);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  bytes = gsk_render_node_serialize (node);
  lines = g_strsplit (g_bytes_get_data (bytes, NULL), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);

      if (g_str_equal (line, "border {"))
        in_border = TRUE, borders++;
      else if (in_border && g_str_has_prefix (line, "colors:"))
        {
          if (several_values (line + strlen ("colors:")))
            g_error ("a border of several colours on the score page: %s", line);
          in_border = FALSE;
        }
    }
  g_assert_cmpuint (borders, >=, 2);  /* the sheet's frame, "This Game"'s first row */
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first table for a screen reader: the points after each move */
static gboolean
is_table (GtkWidget     *widget,
          gconstpointer  data G_GNUC_UNUSED)
{
  return gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_TABLE;
}

static const char *
cell (GtkWidget *table,
      int        column,
      int        row)
{
  const char *text = app_test_table_cell (table, column, row);

  g_assert_nonnull (text);
  return text;
}

/* Opened, the table says each player's points after each move, as the core
 * scores the game cut there, under the players' names. */
static void
test_table_holds_the_points (void)
{
  TyrosWindow *window = open_scores ();
  GtkWidget *chart = find_type (app_test_page (window, "score"), TYROS_TYPE_STORY_CHART);
  GtkWidget *expander = find_type (chart, GTK_TYPE_EXPANDER);
  TyrosGame *game = app_test_game (window);
  GtkWidget *table;

  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  app_test_pump ();
  table = app_test_find (chart, is_table, NULL);
  g_assert_nonnull (table);
  g_assert_cmpstr (cell (table, 1, 0), ==, "Anna");
  g_assert_cmpstr (cell (table, 3, 0), ==, "Cleo");
  for (guint k = 0; k <= tyros_game_get_n_played (game); k += 25)
    {
      g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state_at (game, k), NULL);

      for (guint p = 0; p < 3; p++)
        {
          g_autofree char *points = g_strdup_printf ("%u", score->players[p].total);

          g_assert_cmpstr (cell (table, (int) p + 1, (int) k + 1), ==, points);
        }
    }
  /* the last move's row, and no row after it */
  g_assert_cmpstr (cell (table, 1, (int) tyros_game_get_n_played (game) + 1), ==, "52");
  g_assert_null (app_test_table_cell (table, 0, (int) tyros_game_get_n_played (game) + 2));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The step keys and buttons move the position shown: Alt+Left a move back,
 * Alt+Right a move on (past the last: the game now), Home the set-up and
 * End the game now; the board keeps Home and End for its cursor. */
static void
test_step_keys (void)
{
  TyrosWindow *window = app_test_present_window (app);
  GtkWidget *page, *step_buttons;
  guint n;

  app_test_open_data (window, "game-3p.tyros");
  page = GTK_WIDGET (app_test_game_page (window));
  n = tyros_game_get_n_played (app_test_game (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.show-history", NULL);
  app_test_pump ();
  g_assert_cmpint (app_test_viewing (window), ==, -1);

  app_test_press_keys (window, "alt+Left");
  g_assert_cmpint (app_test_viewing (window), ==, (int) n - 1);
  app_test_press_keys (window, "alt+Left");
  g_assert_cmpint (app_test_viewing (window), ==, (int) n - 2);
  app_test_press_keys (window, "alt+Right");
  g_assert_cmpint (app_test_viewing (window), ==, (int) n - 1);
  app_test_press_keys (window, "alt+Right");
  g_assert_cmpint (app_test_viewing (window), ==, -1);

  /* the focus on "First Move", which Home makes insensitive: End still works */
  step_buttons = gtk_widget_get_first_child (app_test_child (page, TYROS_TYPE_GAME_PAGE, "history_box"));
  g_assert_true (gtk_widget_grab_focus (gtk_widget_get_first_child (step_buttons)));
  app_test_press_keys (window, "Home");
  g_assert_cmpint (app_test_viewing (window), ==, 0);
  app_test_press_keys (window, "End");
  g_assert_cmpint (app_test_viewing (window), ==, -1);

  /* on the board, Home and End are its cursor's */
  gtk_widget_grab_focus (GTK_WIDGET (app_test_board_view (window)));
  app_test_press_keys (window, "Home");
  g_assert_cmpint (app_test_viewing (window), ==, -1);

  gtk_widget_activate_action (page, "game.first-move", NULL);
  g_assert_cmpint (app_test_viewing (window), ==, 0);
  gtk_widget_activate_action (page, "game.next-move", NULL);
  g_assert_cmpint (app_test_viewing (window), ==, 1);
  gtk_widget_activate_action (page, "game.last-move", NULL);
  g_assert_cmpint (app_test_viewing (window), ==, -1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The image as a texture, its pixels in @pixels (BGRA, as cairo keeps them) */
static GdkTexture *
render_image (TyrosGameSession *session,
              guchar          **pixels)
{
  g_autoptr(GBytes) png = tyros_score_share_png (session);
  g_autoptr(GError) error = NULL;
  GdkTexture *texture = gdk_texture_new_from_bytes (png, &error);

  g_assert_no_error (error);
  *pixels = g_malloc ((gsize) gdk_texture_get_width (texture) * gdk_texture_get_height (texture) * 4);
  gdk_texture_download (texture, *pixels, (gsize) gdk_texture_get_width (texture) * 4);
  return texture;
}

/* How many pixels of rows @top to @bottom differ between two images 900 wide */
static guint
rows_differ (const guchar *a,
             const guchar *b,
             int           top,
             int           bottom)
{
  guint differ = 0;

  for (gsize i = (gsize) top * 900 * 4; i < (gsize) bottom * 900 * 4; i += 4)
    differ += memcmp (a + i, b + i, 3) != 0;
  return differ;
}

#define HEADING 84  /* the winner and the evening, over the board */

/* Whether row @y of an image 900 wide has a pixel that is not white paper */
static gboolean
row_inked (const guchar *pixels,
           int           y)
{
  for (int x = 0; x < 900; x++)
    if (memcmp (pixels + (y * 900 + x) * 4, "\xff\xff\xff", 3) != 0)
      return TRUE;
  return FALSE;
}

/* The rightmost column inked in rows @top to @bottom, or -1 */
static int
right_edge (const guchar *pixels,
            int           top,
            int           bottom)
{
  int edge = -1;

  for (int y = top; y < bottom; y++)
    for (int x = edge + 1; x < 900; x++)
      if (memcmp (pixels + (y * 900 + x) * 4, "\xff\xff\xff", 3) != 0)
        edge = x;
  return edge;
}

/* game-3p.tyros with its winner Anna called @name, played as @game was */
static TyrosGameSession *
winner_renamed (TyrosGame  *game,
                const char *name)
{
  g_autofree char *path = app_test_data_path ("game-3p.tyros");
  g_autofree char *text = NULL;
  g_autofree char *quoted = g_strdup_printf ("{\"name\": \"%s\"}", name);
  g_autoptr(GString) renamed = NULL;
  g_autoptr(TyrosGameStore) store = tyros_game_store_new (NULL);
  g_autoptr(TyrosGame) other = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  renamed = g_string_new (text);
  g_assert_cmpuint (g_string_replace (renamed, "{\"name\": \"Anna\"}", quoted, 1), ==, 1);
  other = tyros_file_load_data (renamed->str, renamed->len, &error);
  g_assert_no_error (error);
  for (TyrosPlayedKey key = 0; key < TYROS_N_PLAYED_KEYS; key++)
    g_assert_true (tyros_game_set_played (other, key, tyros_game_get_played (game, key), NULL));
  return tyros_game_session_new (store, other, NULL);
}

/* The name offered for the score sheet's PDF, image and CSV is dated by
 * the day the game was played (as its evening says it: "started", else
 * "finished", in the offset it was played in), today's only when the game
 * says nothing of it. */
static void
test_file_name_dated_by_the_play (void)
{
  TyrosWindow *window = open_scores ();
  TyrosGameSession *session = app_test_session (window);
  TyrosGame *game = app_test_game (window);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "Tyros %Y-%m-%d.png");
  g_autofree char *undated = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *started = NULL;

  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_STARTED, NULL, NULL));
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_FINISHED, NULL, NULL));
  undated = tyros_score_share_file_name (session, "png");
  g_assert_cmpstr (undated, ==, today);
  /* past midnight where it was played: still that evening's date there */
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_FINISHED, "2025-03-14T00:30:00+01:00", NULL));
  finished = tyros_score_share_file_name (session, "csv");
  g_assert_cmpstr (finished, ==, "Tyros 2025-03-14.csv");
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_STARTED, "2025-03-13T19:45:00+01:00", NULL));
  started = tyros_score_share_file_name (session, "pdf");
  g_assert_cmpstr (started, ==, "Tyros 2025-03-13.pdf");
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* The PDF holds the winner, the evening (date, place, note, edition,
 * length), the names and totals (pdftotext reads them back), the place as
 * the players wrote it; the image is the board's size with the heading
 * and the totals' band, in the players' colours, and its heading changes
 * with the place and the winner. */
static void
test_pdf_and_image (void)
{
  TyrosWindow *window = open_scores ();
  TyrosGameSession *session = app_test_session (window);
  TyrosGame *game = app_test_game (window);
  g_autofree char *dir = g_dir_make_tmp ("tyros-share-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTexture) elsewhere = NULL;
  g_autofree guchar *pixels = NULL;
  g_autofree guchar *other_pixels = NULL;
  const char *const *colours = tyros_game_session_get_player_colours (session);
  int status;

  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_STARTED, "2026-11-26T19:04:00+01:00", NULL));
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_FINISHED, "2026-11-26T20:39:00+01:00", NULL));
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_LOCATION, "Anna's <b>kitchen</b> & co", NULL));
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_NOTE, "Ben's first game", NULL));
  g_assert_true (tyros_score_share_print (session, GTK_WINDOW (window), file, &error));
  g_assert_no_error (error);
  if (g_find_program_in_path ("pdftotext") == NULL)
    g_test_message ("pdftotext missing (poppler-utils): the PDF's text is not read back");
  else
    {
      g_assert_true (g_spawn_sync (NULL, (char *[]) { "pdftotext", "-layout", path, "-", NULL }, NULL,
                                   G_SPAWN_SEARCH_PATH, NULL, NULL, &text, NULL, &status, NULL));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_assert_nonnull (g_strstr_len (text, -1, "Anna wins with 52 points"));
      g_assert_nonnull (g_strstr_len (text, -1, "26 November 2026 · Anna's <b>kitchen</b> & co · 95 minutes · "
                                                "Kosmos rulebook (German, Dutch)"));
      g_assert_nonnull (g_strstr_len (text, -1, "Ben's first game"));
      g_assert_true (g_regex_match_simple ("Anna: 52", text, 0, 0));
      /* the chart's titles and key of the empires' bars */
      g_assert_nonnull (g_strstr_len (text, -1, "Points if the game ended after each move"));
      g_assert_true (g_regex_match_simple ("Yellow +Green +Violet +Orange|Orange +Yellow|Yellow", text, 0, 0));
      g_assert_true (g_regex_match_simple ("^ *Round *$", text, G_REGEX_MULTILINE, 0));
      g_clear_pointer (&text, g_free);
      /* page 2: the sheet as a table, in the app's font (no monospace dump) */
      g_assert_true (g_spawn_sync (NULL, (char *[]) { "pdftotext", "-layout", "-f", "2", "-l", "2", path, "-", NULL },
                                   NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &text, NULL, &status, NULL));
      g_assert_true (g_regex_match_simple ("Anna +Ben +Cleo", text, 0, 0));
      g_assert_true (g_regex_match_simple ("Yellow: largest, 13 fields\\s+City control +0 +0 +12", text, 0, 0));
      g_assert_true (g_regex_match_simple ("Total +52 +33 +39", text, 0, 0));
      g_clear_pointer (&text, g_free);
      g_assert_true (g_spawn_sync (NULL, (char *[]) { "pdffonts", path, NULL }, NULL, G_SPAWN_SEARCH_PATH, NULL,
                                   NULL, &text, NULL, &status, NULL));
      g_assert_null (g_strstr_len (text, -1, "Serif"));
      g_assert_null (g_strstr_len (text, -1, "Mono"));
    }
  g_unlink (path);
  g_rmdir (dir);

  texture = render_image (session, &pixels);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 900);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, HEADING + 640 + 72);
  for (guint p = 0; p < 3; p++)
    {
      GdkRGBA want;
      guint found = 0;

      g_assert_true (gdk_rgba_parse (&want, colours[p]));
      /* in the band of totals, beneath the board */
      for (int y = HEADING + 640; y < HEADING + 712; y++)
        for (int x = (int) (300 * p); x < (int) (300 * (p + 1)); x++)
          {
            const guchar *px = pixels + (y * 900 + x) * 4;

            found += px[2] == (guchar) (want.red * 255 + 0.5) && px[1] == (guchar) (want.green * 255 + 0.5) &&
                     px[0] == (guchar) (want.blue * 255 + 0.5);
          }
      g_assert_cmpuint (found, >=, 20 * 20);
    }
  /* the board as the game in play is drawn: field 1 (orange) in its full
   * colour, not washed out as a position stepped back to */
  {
    const guchar *px = pixels + ((HEADING + 96) * 900 + 75) * 4;

    g_assert_cmpuint (px[0], <, 200);
    g_assert_cmpuint (px[2], >, px[0] + 60);
  }
  /* the heading says where: another place, another heading, the same board */
  g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_LOCATION, "Cleo's", NULL));
  elsewhere = render_image (session, &other_pixels);
  g_assert_cmpuint (rows_differ (pixels, other_pixels, 0, HEADING), >, 100);
  g_assert_cmpuint (rows_differ (pixels, other_pixels, HEADING, HEADING + 640), ==, 0);

  /* its first line names the winner ("Anna wins with 52 points"): another
   * name for Anna, longer, changes that line, reaching further right, and
   * nothing else over the board */
  {
    g_autoptr(TyrosGameSession) renamed = winner_renamed (game, "Annabelle Winterbottom");
    g_autoptr(GdkTexture) renamed_texture = NULL;
    g_autofree guchar *renamed_pixels = NULL;
    int top = 0, bottom;

    renamed_texture = render_image (renamed, &renamed_pixels);
    while (top < HEADING && !row_inked (other_pixels, top))
      top++;
    for (bottom = top; bottom < HEADING && row_inked (other_pixels, bottom); bottom++)
      ;
    g_test_message ("the winner's line: rows %d to %d, inked to x = %d, renamed to x = %d", top, bottom,
                    right_edge (other_pixels, top, bottom), right_edge (renamed_pixels, top, bottom));
    g_assert_cmpint (top, <, bottom);
    g_assert_cmpint (bottom, <, HEADING - 10);
    g_assert_cmpuint (rows_differ (other_pixels, renamed_pixels, top, bottom), >, 100);
    g_assert_cmpint (right_edge (renamed_pixels, top, bottom), >, right_edge (other_pixels, top, bottom) + 80);
    g_assert_cmpuint (rows_differ (other_pixels, renamed_pixels, bottom, HEADING + 640), ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A play for the records (CSV, BG Stats) only from a game that is over:
 * mid-game those actions are off, Print and the image on. */
static void
test_records_only_when_over (void)
{
  TyrosWindow *window = app_test_present_window (app);
  GActionGroup *actions;

  app_test_open_data (window, "game-3p.tyros");
  tyros_game_go_back_to (app_test_game (window), 60);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL);
  app_test_pump ();
  actions = tyros_score_page_get_share_actions (TYROS_SCORE_PAGE (app_test_page (window, "score")));
  g_assert_false (g_action_group_get_action_enabled (actions, "save-csv"));
  g_assert_false (g_action_group_get_action_enabled (actions, "send-bgstats"));
  g_assert_true (g_action_group_get_action_enabled (actions, "print"));
  g_assert_true (g_action_group_get_action_enabled (actions, "copy-image"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", NULL);
  while (tyros_game_can_redo (app_test_game (window)))
    g_assert_true (tyros_game_redo (app_test_game (window), NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL);
  app_test_pump ();
  g_assert_true (g_action_group_get_action_enabled (actions, "save-csv"));
  g_assert_true (g_action_group_get_action_enabled (actions, "send-bgstats"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An item of a popover menu shown, by its label (without its mnemonic) */
static gboolean
is_menu_item (GtkWidget     *widget,
              gconstpointer  label)
{
  g_autofree char *text = NULL;

  if (!gtk_widget_get_mapped (widget) || g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "GtkModelButton") != 0)
    return FALSE;
  g_object_get (widget, "text", &text, NULL);
  return g_strcmp0 (text, label) == 0;
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
clipboard_has_texture (gconstpointer clipboard)
{
  const GdkContentFormats *formats = gdk_clipboard_get_formats ((GdkClipboard *) clipboard);

  return gdk_content_formats_contain_gtype (formats, GDK_TYPE_TEXTURE);
}

static void
text_read (GObject      *clipboard,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(char **) user_data = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
}

static gboolean
is_set (gconstpointer pointer)
{
  return *(gpointer *) pointer != NULL;
}

/* The score sheet's one Share menu, in the header over the page: the
 * image copied as the suggested action, and in its menu every way to
 * share, each working (menu items of an action that is not reached are
 * insensitive); Copy as Text and Copy as Image fill the clipboard; a file
 * written says so with an Open button. */
static void
test_share_menu (void)
{
  static const char *const items[] = { "Print…", "Export as PDF…", "Save as Image…", "Copy as Image",
                                       "Copy as Text", "Save as CSV…", "Send to BG Stats…" };
  TyrosWindow *window = open_scores ();
  GtkWidget *split = find_type (GTK_WIDGET (window), ADW_TYPE_SPLIT_BUTTON);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *dir = g_dir_make_tmp ("tyros-share-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *copied = NULL;
  GtkWidget *item;

  g_assert_true (gtk_widget_get_mapped (split));
  g_assert_true (gtk_widget_is_ancestor (split, find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR)));
  g_assert_true (gtk_widget_has_css_class (split, "suggested-action"));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (split)), ==, "score.copy-image");
  adw_split_button_popup (ADW_SPLIT_BUTTON (split));
  app_test_settle (300);
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      item = app_test_find (split, is_menu_item, items[i]);
      g_assert_nonnull (item);
      g_assert_true (gtk_widget_is_sensitive (item));
    }

  /* a file written (as each item that saves one writes it): a toast
   * with Open */
  g_assert_null (app_test_find (GTK_WIDGET (window), is_button_labelled, "_Open"));
  g_assert_true (tyros_game_chooser_write (app_test_page (window, "score"), file, "x", 1, "Saved"));
  app_test_settle (300);
  g_assert_nonnull (app_test_find (GTK_WIDGET (window), is_button_labelled, "_Open"));

  /* Copy as Text, from the menu as a person picks it: the sheet under
   * which evening it was */
  g_assert_true (tyros_game_set_played (app_test_game (window), TYROS_PLAYED_LOCATION, "Lighthouse", NULL));
  app_test_click (app_test_find (split, is_menu_item, "Copy as Text"));
  app_test_pump ();
  gdk_clipboard_read_text_async (clipboard, NULL, text_read, &copied);
  app_test_wait_for (is_set, &copied);
  g_assert_true (g_regex_match_simple ("Total +52 +33 +39", copied, 0, 0));
  g_assert_true (g_str_has_prefix (copied, "Lighthouse · Kosmos rulebook (German, Dutch)\n"));
  /* the suggested action (the split button's own part): the image */
  app_test_click (gtk_widget_get_first_child (split));
  app_test_pump ();
  g_assert_true (clipboard_has_texture (clipboard));

  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The chart labels each line's last value at its end (to the right of the
 * plot): dark text pixels there, where the lines in the players' colours
 * and their grey outline end before */
static void
test_chart_last_values (void)
{
  TyrosWindow *window = open_scores ();
  TyrosGameSession *session = app_test_session (window);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 600, 300);
  cairo_t *cr = cairo_create (surface);
  GdkRGBA fg = { 0, 0, 0, 1 };
  const guchar *data;
  int stride;
  guint dark = 0;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  tyros_story_chart_draw (tyros_game_session_get_story (session), tyros_game_session_get_player_colours (session), -1,
                          &fg, cr, 600, 300);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < 300; y++)
    for (int x = 574; x < 600; x++)
      {
        const guchar *px = data + y * stride + x * 4;

        dark += px[0] < 80 && px[1] < 80 && px[2] < 80;
      }
  g_assert_cmpuint (dark, >, 20);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The labels shown in @widget that say @text, and whether any is cut */
static void
count_title_labels (GtkWidget  *widget,
                    const char *text,
                    guint      *shown,
                    guint      *cut)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    {
      (*shown)++;
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
        (*cut)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    count_title_labels (child, text, shown, cut);
}

static void
assert_title_whole (TyrosWindow *window,
                    const char  *language,
                    const char  *page)
{
  AdwWindowTitle *title = app_test_child (window, TYROS_TYPE_WINDOW, "window_title");
  guint shown = 0, cut = 0;

  app_test_pump_frames (3);
  count_title_labels (GTK_WIDGET (window), adw_window_title_get_title (title), &shown, &cut);
  g_test_message ("%s, %s: \"%s\" shown %u times, %u cut", language, page, adw_window_title_get_title (title), shown, cut);
  if (shown == 0 || cut > 0)
    g_error ("%s, %s: the title \"%s\" is cut at 360 px", language, page, adw_window_title_get_title (title));
}

/* The moves the History tab shows whole, without scrolling */
static guint
moves_in_view (TyrosWindow *window)
{
  GtkWidget *list = find_type (GTK_WIDGET (app_test_game_page (window)), GTK_TYPE_LIST_BOX);
  GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      graphene_rect_t bounds;

      if (gtk_widget_get_visible (row) && gtk_widget_compute_bounds (row, scroller, &bounds) &&
          bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller) + 0.5)
        n++;
    }
  return n;
}

/* Issue 33, 12: at 360 px the score sheet's title showed as "Game…" beside
 * the Share button, and the History tab one move under the board and the
 * chart. The title is whole at a phone's width on the score sheet and the
 * board, the History tab shown, in every language; the tab shows moves. */
static void
test_phone_width (void)
{
  static const char *const languages[] = { "C", "de", "nl", "it" };
  static const char *const other_pages[] = { "win.compare-board", "win.show-records", "win.quick-score",
                                             "win.new-game", "win.show-start" };
  g_autofree char *layout = NULL;

  /* GNOME's title-bar buttons (a phone's shell shows no more), not GTK's
   * fallback of three */
  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &layout, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
#if ADW_CHECK_VERSION (1, 4, 0)
  /* libadwaita 1.4+ warns of content over the 350 px a 360 px window has
   * here, framed by GTK without a compositor: not fatal, the titles are
   * checked below (the compare page asked 449 px: now two by two) */
  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
#endif
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));

      app_test_use_language (languages[i]);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      gtk_window_present (GTK_WINDOW (window));
      app_test_open_data (window, "game-3p.tyros");
      app_test_settle (200);
      assert_title_whole (window, languages[i], "the board");
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL);
      app_test_settle (200);
      g_assert_cmpstr (app_test_page_name (window), ==, "score");
      assert_title_whole (window, languages[i], "the score sheet");
      gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
      gtk_widget_activate_action (GTK_WIDGET (window), "game.show-history", NULL);
      app_test_settle (200);
      g_assert_cmpstr (app_test_page_name (window), ==, "game");
      assert_title_whole (window, languages[i], "the History tab");
      /* and the History tab has room for its moves: one showed under the chart */
      g_test_message ("%s: %u moves in view", languages[i], moves_in_view (window));
      g_assert_cmpuint (moves_in_view (window), >=, 4);
      /* the other pages' titles */
      for (guint a = 0; a < G_N_ELEMENTS (other_pages); a++)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), other_pages[a], NULL);
          app_test_settle (200);
          assert_title_whole (window, languages[i], other_pages[a]);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      app_test_pump ();
    }
  app_test_use_language ("C");
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", layout, NULL);
#if ADW_CHECK_VERSION (1, 4, 0)
  g_log_set_always_fatal (fatal);
#endif
}

/* Whether the title has its own row under the header bar (at a phone's
 * width), shown once: there or in the header bar */
static gboolean
title_in_own_row (TyrosWindow *window)
{
  gboolean in_row = gtk_widget_get_visible (app_test_child (window, TYROS_TYPE_WINDOW, "row_title"));

  g_assert_true (in_row != gtk_widget_get_visible (app_test_child (window, TYROS_TYPE_WINDOW, "window_title")));
  return in_row;
}

/* Issue 33: on libadwaita 1.2 a window resized while the score sheet was
 * shown kept the title where it was at the old width (the board, hidden,
 * never saw the new width): the title takes its own row when the window
 * goes phone-wide on the score sheet, and the header bar again when it
 * goes wide, as on the board */
static void
test_resized_on_score_sheet (void)
{
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
  g_autofree char *layout = NULL;

  /* GNOME's title-bar buttons, as test_phone_width() */
  g_object_get (gtk_settings_get_default (), "gtk-decoration-layout", &layout, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  gtk_window_present (GTK_WINDOW (window));
  app_test_open_data (window, "game-3p.tyros");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL);
  app_test_settle (200);
  g_assert_cmpstr (app_test_page_name (window), ==, "score");
  g_assert_false (title_in_own_row (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  app_test_settle (300);
  g_test_message ("the score sheet at %d px", gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  g_assert_true (title_in_own_row (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  app_test_settle (300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, 1000);
  g_assert_false (title_in_own_row (window));

  /* and the board, shown again, is laid out for the width it has */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  app_test_settle (300);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
  app_test_settle (200);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  g_assert_true (tyros_game_page_get_narrow (app_test_game_page (window)));
  g_assert_true (title_in_own_row (window));
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", layout, NULL);
}

/* The score sheet with its Share menu open, as people see it (only with
 * TYROS_SCREENSHOT_DIR): the X screen as it is (the menu is a popup of its
 * own), cut to the window */
static void
test_screenshots (gconstpointer data)
{
  const char *language = data;
  static const struct { int width, height; } sizes[] = { { 360, 640 }, { 1100, 720 } };

  if (g_getenv ("TYROS_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("TYROS_SCREENSHOT_DIR is not set");
      return;
    }
  app_test_use_language (language);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark < 2; dark++)
      {
        TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
        g_autofree char *path = g_strdup_printf ("%s/share-menu-%s-%dx%d-%s.png", g_getenv ("TYROS_SCREENSHOT_DIR"),
                                                 language, sizes[i].width, sizes[i].height, dark ? "dark" : "light");
        g_autofree char *crop = g_strdup_printf ("%dx%d+0+0", sizes[i].width, sizes[i].height);
        GtkWidget *split;

        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
        gtk_window_present (GTK_WINDOW (window));
        app_test_open_data (window, "game-3p.tyros");
        gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL);
        app_test_settle (300);
        split = find_type (GTK_WIDGET (window), ADW_TYPE_SPLIT_BUTTON);
        adw_split_button_popup (ADW_SPLIT_BUTTON (split));
        app_test_settle (500);
        run_program ((const char *[]) { "import", "-window", "root", "-crop", crop, path, NULL });
        adw_split_button_popdown (ADW_SPLIT_BUTTON (split));
        app_test_settle (300);
        /* and scrolled down to the chart */
        {
          GtkWidget *chart = find_type (app_test_page (window, "score"), TYROS_TYPE_STORY_CHART);
          GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
            GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (chart, GTK_TYPE_SCROLLED_WINDOW)));
          g_autofree char *chart_path = g_strdup_printf ("%s/score-chart-%s-%dx%d-%s.png",
                                                         g_getenv ("TYROS_SCREENSHOT_DIR"), language, sizes[i].width,
                                                         sizes[i].height, dark ? "dark" : "light");
          g_autoptr(GdkTexture) texture = NULL;

          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
          app_test_settle (300);
          texture = app_test_render (GTK_WIDGET (window));
          g_assert_true (gdk_texture_save_to_png (texture, chart_path));
        }
        /* and the board with the History tab: the moves under the chart */
        {
          g_autofree char *history_path = g_strdup_printf ("%s/history-%s-%dx%d-%s.png",
                                                           g_getenv ("TYROS_SCREENSHOT_DIR"), language, sizes[i].width,
                                                           sizes[i].height, dark ? "dark" : "light");
          g_autoptr(GdkTexture) texture = NULL;

          gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
          gtk_widget_activate_action (GTK_WIDGET (window), "game.show-history", NULL);
          app_test_settle (300);
          texture = app_test_render (GTK_WIDGET (window));
          g_assert_true (gdk_texture_save_to_png (texture, history_path));
        }
        gtk_window_destroy (GTK_WINDOW (window));
        app_test_pump ();
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  app_test_use_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();
  app = app_test_application_new ();

  g_test_add_func ("/app/story/click-shows-board", test_click_shows_board);
  g_test_add_func ("/app/story/table-holds-the-points", test_table_holds_the_points);
  g_test_add_func ("/app/story/chart-drawn-in-view", test_chart_drawn_in_view);
  g_test_add_func ("/app/story/borders-of-one-colour", test_borders_of_one_colour);
  g_test_add_func ("/app/story/step-keys", test_step_keys);
  g_test_add_func ("/app/story/pdf-and-image", test_pdf_and_image);
  g_test_add_func ("/app/story/file-name-dated-by-the-play", test_file_name_dated_by_the_play);
  g_test_add_func ("/app/story/records-only-when-over", test_records_only_when_over);
  g_test_add_func ("/app/story/share-menu", test_share_menu);
  g_test_add_func ("/app/story/chart-last-values", test_chart_last_values);
  g_test_add_func ("/app/story/phone-width", test_phone_width);
  g_test_add_func ("/app/story/resized-on-score-sheet", test_resized_on_score_sheet);
  /* screenshots only when asked for: not a case CI skips */
  if (g_getenv ("TYROS_SCREENSHOT_DIR") != NULL)
    {
      g_test_add_data_func ("/app/story/screenshots/en", "C", test_screenshots);
      g_test_add_data_func ("/app/story/screenshots/de", "de", test_screenshots);
    }

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
