/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-moves-window.c: "What can I do?" opens without laying its rows out
 * once for every width GTK tries, and shows them whole at a phone's width
 *
 * Issue 34: opening the window at move 300 cost 615 M instructions, 549 M of
 * them Pango laying out each row's title and subtitle at every width GTK
 * 4.8 tried while it sized the new window (AdwActionRow's horizontal box asks
 * its title box's width for the row's height; a wrapping label answers with
 * a binary search over widths). This program counts the layouts itself: it
 * defines pango_layout_get_size(), which GTK's labels call to measure their
 * text, and passes each call on to Pango's. Runs under Xvfb (meson.build).
 */
#define G_LOG_DOMAIN "tyros-test-moves-window"
#include "config.h"

#include "app-test-util.h"

#include <dlfcn.h>

#include "tyros-application.h"
#include "tyros-movegen.h"

static TyrosApplication *app;
static GHashTable *layouts; /* text → times laid out, while counting */

/* GTK measures a label by asking its layout's size: each call lays the text
 * out at the layout's width (Pango keeps no result across widths). */
G_MODULE_EXPORT void
pango_layout_get_size (PangoLayout *layout,
                       int         *width,
                       int         *height)
{
  static void (*pango_get_size) (PangoLayout *, int *, int *);

  if (pango_get_size == NULL)
    pango_get_size = (void (*) (PangoLayout *, int *, int *)) dlsym (RTLD_NEXT, "pango_layout_get_size");
  if (layouts != NULL)
    {
      const char *text = pango_layout_get_text (layout);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (layouts, text));

      g_hash_table_insert (layouts, g_strdup (text), GUINT_TO_POINTER (n + 1));
    }
  pango_get_size (layout, width, height);
}

/* Anna to act in the card actions of round 1: moves of several groups. */
static TyrosMovesWindow *
open_moves_window (TyrosWindow *window)
{
  TyrosMovesWindow *moves;

  app_test_open_data (window, "illegal-m3.tyros");
  g_assert_cmpint (tyros_game_get_state (app_test_game (window))->phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.what-can-i-do", NULL));
  app_test_settle (100);
  moves = app_test_moves_window ();
  g_assert_nonnull (moves);
  return moves;
}

/* The window lays each move's sentence out a few times while it opens and
 * draws (GTK 4.8: 4), not once for each width tried (66 with AdwActionRow). */
static void
test_rows_laid_out_once (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autoptr(GPtrArray) legal = NULL;
  guint most = 0;
  const char *most_text = NULL;

  layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  open_moves_window (window);
  legal = tyros_movegen_legal_moves (tyros_game_get_state (app_test_game (window)));
  g_assert_cmpuint (legal->len, >=, 10);
  for (guint i = 0; i < legal->len; i++)
    {
      const char *why = ((TyrosLegalMove *) legal->pdata[i])->why;
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (layouts, why));

      g_assert_cmpuint (n, >, 0); /* its label was measured, and counted */
      if (n > most)
        most = n, most_text = why;
    }
  g_test_message ("a move's sentence laid out at most %u times (“%s”)", most, most_text);
  g_assert_cmpuint (most, <=, 8);
  g_clear_pointer (&layouts, g_hash_table_unref);
  gtk_window_destroy (GTK_WINDOW (window));
  app_test_pump ();
}

static gboolean
is_label (GtkWidget     *widget,
          gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_LABEL (widget);
}

/* Every label inside @widget shows all of its text within @window's width:
 * the layout it draws (at its allocated width) fits in its allocation and
 * is not ellipsized. The layout is what is drawn, so the label's margins and
 * the container's way of measuring do not enter the check. */
static void
assert_labels_whole (GtkWidget  *widget,
                     GtkWidget  *window,
                     const char *language)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      graphene_rect_t bounds;
      int width, height;

      pango_layout_get_pixel_size (layout, &width, &height);
      if (height > gtk_widget_get_height (widget) || pango_layout_is_ellipsized (layout))
        g_error ("%s: “%s” cut (%d of %d px tall%s)", language, text, gtk_widget_get_height (widget), height,
                 pango_layout_is_ellipsized (layout) ? ", ellipsized" : "");
      if (width > gtk_widget_get_width (widget))
        g_error ("%s: “%s” cut (%d of %d px wide)", language, text, gtk_widget_get_width (widget), width);
      g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
      if (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 0.5)
        g_error ("%s: “%s” at %.0f..%.0f in %d px", language, text, bounds.origin.x,
                 bounds.origin.x + bounds.size.width, gtk_widget_get_width (window));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_labels_whole (child, window, language);
}

/* At a phone's width, in every language (German's long words wrap), each
 * move's sentence and cost is whole and the list does not scroll sideways. */
static void
test_whole_at_phone_width (void)
{
  static const char *const languages[] = { "C", "de", "nl", "it" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      TyrosWindow *window;
      TyrosMovesWindow *moves;
      GtkWidget *scrolled;
      GtkAdjustment *across;

      app_test_use_language (languages[l]);
      window = app_test_present_window (app);
      moves = open_moves_window (window);
      gtk_window_set_default_size (GTK_WINDOW (moves), 360, 640);
      app_test_pump_frames (10);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (moves)), <=, 360);
      g_assert_nonnull (app_test_find (GTK_WIDGET (moves), is_label, NULL));
      assert_labels_whole (GTK_WIDGET (moves), GTK_WIDGET (moves), languages[l]);
      scrolled = app_test_find (GTK_WIDGET (moves), app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_SCROLLED_WINDOW));
      across = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
      g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across) + 0.5);
      gtk_window_destroy (GTK_WINDOW (window));
      app_test_pump ();
    }
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

  g_test_add_func ("/app/moves-window/rows-laid-out-once", test_rows_laid_out_once);
  g_test_add_func ("/app/moves-window/whole-at-phone-width", test_whole_at_phone_width);

  status = g_test_run ();
  g_object_unref (app);
  return status;
}
