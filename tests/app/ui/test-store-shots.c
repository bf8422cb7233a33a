/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-store-shots.c: the store's screenshots (docs/screenshots/store-*.png)
 *
 * Only with TYROS_STORE_SCREENSHOT_DIR set (docs/screenshots/README.md); the
 * metainfo names them and build-aux/check-flatpak-manifest checks them. As
 * Flathub's quality guidelines ask: the window as a GNOME desktop shows it
 * (a close button only, rounded corners, a soft shadow on a transparent
 * ground), at most 1000 x 700 with its shadow. Xvfb has no compositor, so
 * GTK draws the window square and without a shadow: the frame is drawn
 * here with cairo around the window's picture.
 */
#define G_LOG_DOMAIN "tyros-test-store-shots"
#include "config.h"

#include "app-test-util.h"

/* rounded_rect(), as the board draws its fields */
#include "tyros-board-paint-private.h"

/* the shadow's room on each side: 1000 x 700 in all */
#define MARGIN 32
#define WIDTH (1000 - 2 * MARGIN)
#define HEIGHT (700 - 2 * MARGIN)
/* libadwaita's window corners */
#define RADIUS 12

static TyrosApplication *app;

/* A soft shadow as GNOME's is, a little below the window: rounded outlines
 * growing outwards, each fainter, their alpha adding up to a blur */
static void
draw_shadow (cairo_t *cr,
             int      width,
             int      height)
{
  const int steps = MARGIN - 4;

  for (int i = steps; i > 0; i--)
    {
      double t = (double) i / steps;

      rounded_rect (cr, MARGIN - i, MARGIN - i + 4, width + 2 * i, height + 2 * i, RADIUS + i);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.028 * (1 - t) * (1 - t));
      cairo_fill (cr);
    }
}

/* @window (a picture of the window's own size) framed: shadow, rounded
 * corners and a thin outline, saved as @name-@style.png */
static void
save_framed (cairo_surface_t *window,
             const char      *name,
             gboolean         dark)
{
  int width = cairo_image_surface_get_width (window);
  int height = cairo_image_surface_get_height (window);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width + 2 * MARGIN,
                                                         height + 2 * MARGIN);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *path = g_strdup_printf ("%s/%s-%s.png", g_getenv ("TYROS_STORE_SCREENSHOT_DIR"), name,
                                           dark ? "dark" : "light");

  g_assert_cmpint (width + 2 * MARGIN, <=, 1000);
  g_assert_cmpint (height + 2 * MARGIN, <=, 700);
  draw_shadow (cr, width, height);
  rounded_rect (cr, MARGIN, MARGIN, width, height, RADIUS);
  cairo_save (cr);
  cairo_clip_preserve (cr);
  cairo_set_source_surface (cr, window, MARGIN, MARGIN);
  cairo_paint (cr);
  cairo_restore (cr);
  /* the outline a window has on a desktop, light on dark */
  rounded_rect (cr, MARGIN + 0.5, MARGIN + 0.5, width - 1, height - 1, RADIUS - 0.5);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.09);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.14);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The window as GTK draws it, in cairo's pixel format (GDK's default
 * memory format is cairo's ARGB32) */
static cairo_surface_t *
window_picture (GtkWidget *window)
{
  g_autoptr(GdkTexture) texture = app_test_render (window);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_texture_get_width (texture),
                                                         gdk_texture_get_height (texture));

  gdk_texture_download (texture, cairo_image_surface_get_data (surface), cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* @popover's picture (its shadow included) painted over @window's where
 * the popover is: a popover is a surface of its own, not in the window's
 * picture, and Xvfb's screen has no alpha for its shadow */
static void
paint_popover (cairo_surface_t *window_surface,
               GtkWidget       *window,
               GtkWidget       *popover)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (popover);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GdkPopup *popup = GDK_POPUP (gtk_native_get_surface (GTK_NATIVE (popover)));
  double popover_x, popover_y, window_x, window_y;
  cairo_surface_t *surface;
  graphene_rect_t bounds;
  cairo_t *cr;

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), gtk_widget_get_width (popover),
                          gtk_widget_get_height (popover));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  gsk_render_node_get_bounds (node, &bounds);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (popover)), node, &bounds);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_texture_get_width (texture),
                                        gdk_texture_get_height (texture));
  gdk_texture_download (texture, cairo_image_surface_get_data (surface), cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);

  gtk_native_get_surface_transform (GTK_NATIVE (popover), &popover_x, &popover_y);
  gtk_native_get_surface_transform (GTK_NATIVE (window), &window_x, &window_y);
  cr = cairo_create (window_surface);
  cairo_set_source_surface (cr, surface, gdk_popup_get_position_x (popup) + popover_x - window_x + bounds.origin.x,
                            gdk_popup_get_position_y (popup) + popover_y - window_y + bounds.origin.y);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The window, with @popover open over it (or NULL) */
static void
take (GtkWidget  *window,
      GtkWidget  *popover,
      const char *name,
      gboolean    dark)
{
  cairo_surface_t *picture;

  /* no focus ring on the board or a row: the picture of a window at rest */
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  /* nor the border GTK draws around a window on a screen without a
   * compositor, which a desktop does not show */
  gtk_widget_remove_css_class (window, "solid-csd");
  app_test_settle (500);
  picture = window_picture (window);
  if (popover != NULL)
    paint_popover (picture, window, popover);
  save_framed (picture, name, dark);
  cairo_surface_destroy (picture);
}

static TyrosWindow *
new_window (int      width,
            int      height,
            gboolean dark)
{
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (300);
  return window;
}

static void
close_window (TyrosWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

/* A game in play: four players in round 3, on a desktop or a phone (a
 * phone's 640 px less the shadow's room) */
static void
shoot_board (const char *name,
             gboolean    phone,
             gboolean    dark)
{
  TyrosWindow *window = phone ? new_window (360, HEIGHT, dark) : new_window (WIDTH, HEIGHT, dark);

  app_test_open_data (window, "game-4p.tyros");
  /* back to round 2, as Undo takes it */
  while (tyros_game_get_n_played (app_test_game (window)) > 44)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  take (GTK_WIDGET (window), NULL, name, dark);
  close_window (window);
}

static gboolean
shows_row (gconstpointer window)
{
  return app_test_find_label ((GtkWidget *) window, "Anna") != NULL;
}

/* The page @action shows: the History tab of a finished game (its story
 * chart beside the moves), or Records over the games stored (@data_name
 * NULL) once they are read */
static void
shoot_page (const char *name,
            const char *data_name,
            const char *action,
            gboolean    dark)
{
  TyrosWindow *window = new_window (WIDTH, HEIGHT, dark);

  if (data_name != NULL)
    app_test_open_data (window, data_name);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  if (data_name == NULL)
    app_test_wait_for (shows_row, window);
  take (GTK_WIDGET (window), NULL, name, dark);
  close_window (window);
}

/* The score sheet with its Share menu open */
static void
shoot_share (const char *name,
             gboolean    dark)
{
  TyrosWindow *window = new_window (WIDTH, HEIGHT, dark);
  GtkWidget *split;

  app_test_open_data (window, "game-3p.tyros");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  app_test_settle (300);
  split = app_test_find (GTK_WIDGET (window), app_test_is_of_type, GSIZE_TO_POINTER (ADW_TYPE_SPLIT_BUTTON));
  g_assert_nonnull (split);
  adw_split_button_popup (ADW_SPLIT_BUTTON (split));
  take (GTK_WIDGET (window), app_test_find (split, app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_POPOVER)), name,
        dark);
  adw_split_button_popdown (ADW_SPLIT_BUTTON (split));
  close_window (window);
}

static gboolean
shots_wanted (void)
{
  if (g_getenv ("TYROS_STORE_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("TYROS_STORE_SCREENSHOT_DIR is not set");
      return FALSE;
    }
  /* GNOME's default: a close button only */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  return TRUE;
}

static void
test_records (void)
{
  g_autofree char *a = NULL, *b = NULL, *c = NULL;

  if (!shots_wanted ())
    return;
  a = app_test_put_saved_game ("game-3p.tyros", "a.tyros", 300);
  b = app_test_put_saved_game ("game-4p.tyros", "b.tyros", 200);
  c = app_test_put_saved_game ("game-italian.tyros", "c.tyros", 100);
  for (int dark = 0; dark < 2; dark++)
    shoot_page ("store-3-records", NULL, "win.show-records", dark);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_games (void)
{
  if (!shots_wanted ())
    return;
  for (int dark = 0; dark < 2; dark++)
    {
      app_test_use_language ("C");
      shoot_board ("store-1-board", FALSE, dark);
      shoot_page ("store-2-story", "game-3p.tyros", "game.show-history", dark);
      shoot_share ("store-4-share", dark);
      shoot_board ("store-5-phone", TRUE, dark);
      app_test_use_language ("de");
      shoot_board ("store-1-board-de", FALSE, dark);
      shoot_board ("store-5-phone-de", TRUE, dark);
    }
  app_test_use_language ("C");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
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

  g_test_add_func ("/app/store-shots/records", test_records);
  g_test_add_func ("/app/store-shots/games", test_games);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
