/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-application.c: what the application object gives every window
 *
 * The app has no resource base path (see tyros_application_new()), so what
 * AdwApplication and GtkApplication would have found there is the app's own
 * work: its stylesheets, light and dark, and its icon, on the start page
 * from the first frame and in the icon theme once the About window needs it.
 * Runs under Xvfb (see meson.build).
 */
#define G_LOG_DOMAIN "tyros-test-application"
#include "config.h"

#include "app-test-util.h"

#include <locale.h>
#include <string.h>

#include "tyros-application.h"

static TyrosApplication *app;

/* The colour a label of @css_class is drawn in */
static char *
label_colour (const char *css_class)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("Tyros");
  GdkRGBA colour;

  gtk_widget_add_css_class (label, css_class);
  gtk_window_set_child (GTK_WINDOW (window), label);
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (label, &colour);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (label), &colour);
#endif
  gtk_window_destroy (GTK_WINDOW (window));
  return gdk_rgba_to_string (&colour);
}

static void
set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  app_test_pump ();
}

/* style.css always, style-dark.css (lighter empire colours) only while dark */
static void
test_styles_follow_dark (void)
{
  g_autofree char *light = NULL;
  g_autofree char *dark = NULL;
  g_autofree char *light_again = NULL;

  set_dark (FALSE);
  light = label_colour ("empire-text-orange");
  set_dark (TRUE);
  dark = label_colour ("empire-text-orange");
  set_dark (FALSE);
  light_again = label_colour ("empire-text-orange");

  g_assert_cmpstr (light, ==, "rgb(198,70,0)");        /* #c64600, style.css */
  g_assert_cmpstr (dark, ==, "rgb(255,163,72)");       /* #ffa348, style-dark.css */
  g_assert_cmpstr (light_again, ==, light);
}

/* The start page shows the app icon at its 128 px, from the first frame */
static void
test_start_page_icon (void)
{
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
  GtkImage *icon;
  GdkPaintable *paintable;

  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (100);
  icon = app_test_child (app_test_start_page (window), TYROS_TYPE_START_PAGE, "icon");

  g_assert_cmpint (gtk_image_get_storage_type (icon), ==, GTK_IMAGE_PAINTABLE);
  paintable = gtk_image_get_paintable (icon);
  /* at the screen's scale: Xvfb's is 1 */
  g_assert_cmpint (gtk_widget_get_scale_factor (GTK_WIDGET (icon)), ==, 1);
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (paintable), ==, 128);
  g_assert_cmpint (gdk_paintable_get_intrinsic_height (paintable), ==, 128);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (icon)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (icon)), ==, 128);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_about_window (GtkWidget     *widget,
                 gconstpointer  data G_GNUC_UNUSED)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return ADW_IS_ABOUT_DIALOG (widget);
#else
  return ADW_IS_ABOUT_WINDOW (widget);
#endif
}

/* The About window finds the app icon by its name: in the build tree only the
 * resources have it (the test's data folders are empty) */
static void
test_about_finds_app_icon (void)
{
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
  GtkIconTheme *icon_theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  GtkWidget *about = NULL;

  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (100);
  /* not at start-up: the theme would have been read twice */
  g_assert_false (gtk_icon_theme_has_icon (icon_theme, APPLICATION_ID));

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  app_test_settle (100);
  g_assert_true (gtk_icon_theme_has_icon (icon_theme, APPLICATION_ID));

#if ADW_CHECK_VERSION (1, 5, 0)
  about = app_test_find (GTK_WIDGET (window), is_about_window, NULL);
  g_assert_nonnull (about);
  adw_dialog_force_close (ADW_DIALOG (about));
#else
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (is_about_window (l->data, NULL))
      about = l->data;
  g_assert_nonnull (about);
  gtk_window_destroy (GTK_WINDOW (about));
#endif
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The About window names the developer as the metainfo does (one name in the
 * store and the app) and links the website and the issue tracker; from
 * libadwaita 1.5 on it is built from the metainfo, release notes included. */
static void
test_about_matches_metainfo (void)
{
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));
  GtkWidget *about = NULL;
  g_autofree char *developer = NULL, *version = NULL, *website = NULL, *issues = NULL;

  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (100);
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  app_test_settle (100);

#if ADW_CHECK_VERSION (1, 5, 0)
  about = app_test_find (GTK_WIDGET (window), is_about_window, NULL);
#else
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (is_about_window (l->data, NULL))
      about = l->data;
#endif
  g_assert_nonnull (about);
  /* AdwAboutWindow and AdwAboutDialog share these properties */
  g_object_get (about, "developer-name", &developer, "version", &version,
                "website", &website, "issue-url", &issues, NULL);
  g_assert_cmpstr (developer, ==, "The Tyros Companion developers");
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_cmpstr (website, ==, "https://github.com/tyroscompanion/tyroscompanion");
  g_assert_cmpstr (issues, ==, "https://github.com/tyroscompanion/tyroscompanion/issues");
#if ADW_CHECK_VERSION (1, 5, 0)
  g_assert_nonnull (strstr (adw_about_dialog_get_release_notes (ADW_ABOUT_DIALOG (about)),
                            "The first release."));
  adw_dialog_force_close (ADW_DIALOG (about));
#else
  gtk_window_destroy (GTK_WINDOW (about));
#endif
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app_test_init (&argc, &argv);

  /* Its startup is what these tests look at: registering runs it. */
  app = app_test_application_new ();

  g_test_add_func ("/app/application/styles-follow-dark", test_styles_follow_dark);
  g_test_add_func ("/app/application/start-page-icon", test_start_page_icon);
  g_test_add_func ("/app/application/about-finds-app-icon", test_about_finds_app_icon);
  g_test_add_func ("/app/application/about-matches-metainfo", test_about_matches_metainfo);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
