/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-view.c: the board view as a player meets it
 *
 * A real start position (first game) with ships and cities added by hand, in a
 * real window. Keys are fed to the widget's own key controller, clicks to its
 * own click gesture, so the tests go through the same handlers as a person.
 */
#define G_LOG_DOMAIN "tyros-test-board-view"
#include <locale.h>
#include <math.h>
#include <string.h>

#include <gtk/gtk.h>

#include "app-test-util.h"
#include "tyros-board-cell.h"
#include "tyros-board-describe.h"
#include "tyros-board-geometry.h"
#include "tyros-board-paint.h"
#include "tyros-board-scene.h"
#include "tyros-board-view.h"

#define W 700
#define H 500

typedef struct {
  GtkWidget      *window;
  TyrosBoardView *view;
  TyrosState      state;
  TyrosField      activated;
  TyrosCoast      activated_coast;
  guint           n_activated;
  TyrosField      moved;
} Fixture;

static const char *const names[] = { "Anna", "Ben", "Cleo", NULL };
static const char *const colours[] = { "#1c71d8", "#c01c28", "#e5a50a", NULL };

/* What the board says of @field: its cell's description (the cell's
 * accessible label, checked where it matters) */
static char *
describe (TyrosBoardView *view,
          TyrosField      field)
{
  char *description = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (TYROS_IS_BOARD_CELL (child) && tyros_board_cell_get_field (TYROS_BOARD_CELL (child)) == field)
      g_object_get (child, "description", &description, NULL);
  g_assert_nonnull (description);
  return description;
}

/* The board's "cursor" */
static TyrosField
cursor_of (TyrosBoardView *view)
{
  int cursor;

  g_object_get (view, "cursor", &cursor, NULL);
  return cursor;
}

static void
on_activated (TyrosBoardView *view G_GNUC_UNUSED,
              int             field,
              int             coast,
              Fixture        *fx)
{
  fx->activated = field;
  fx->activated_coast = coast;
  fx->n_activated++;
}

static void
on_cursor_moved (TyrosBoardView *view G_GNUC_UNUSED,
                 int             field,
                 Fixture        *fx)
{
  fx->moved = field;
}

static void
wait_for_allocation (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while ((gtk_widget_get_width (widget) < W / 2 || !gtk_widget_get_mapped (widget)) &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (gtk_widget_get_mapped (widget));
}

static void
fixture_setup (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  TyrosSetup setup;
  g_autoptr(TyrosViolation) violation = NULL;

  memset (fx, 0, sizeof *fx);
  tyros_setup_first_game (&setup, 0);
  g_assert_true (tyros_setup_apply (&setup, tyros_edition_kosmos (), 3, &fx->state, &violation));
  /* mid-game: ships of Anna and Ben in 23 with Cleo's city, both coasts of 16 */
  fx->state.ships[23][0] = 1;
  fx->state.ships[23][1] = 1;
  fx->state.city[23] = 2;
  fx->state.ships[TYROS_COAST_16W][2] = 1;
  fx->state.ships[TYROS_COAST_16E][1] = 2;
  fx->state.empire[16] = TYROS_EMPIRE_ORANGE;

  fx->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fx->window), W, H);
  fx->view = TYROS_BOARD_VIEW (g_object_new (TYROS_TYPE_BOARD_VIEW, NULL));
  gtk_window_set_child (GTK_WINDOW (fx->window), GTK_WIDGET (fx->view));
  tyros_board_view_set_state (fx->view, &fx->state);
  tyros_board_view_set_players (fx->view, names, colours);
  g_signal_connect (fx->view, "field-activated", G_CALLBACK (on_activated), fx);
  g_signal_connect (fx->view, "cursor-moved", G_CALLBACK (on_cursor_moved), fx);
  gtk_window_present (GTK_WINDOW (fx->window));
  wait_for_allocation (GTK_WIDGET (fx->view));
}

static void
fixture_teardown (Fixture       *fx,
                  gconstpointer  data G_GNUC_UNUSED)
{
  gtk_window_destroy (GTK_WINDOW (fx->window));
}

static gboolean
press (Fixture *fx,
       guint    keyval)
{
  GtkEventController *keys = app_test_find_controller (GTK_WIDGET (fx->view), GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  return handled;
}

/* A click at a point given in cells of the 7x5 grid: (3.5, 1.5) is the middle
 * of field 16. The board fills the widget and keeps square cells, so the
 * point is mapped through the same square grid, centred. */
static void
click_cell (Fixture *fx,
            double   col,
            double   row)
{
  GtkEventController *click = app_test_find_controller (GTK_WIDGET (fx->view), GTK_TYPE_GESTURE_CLICK);
  double width = gtk_widget_get_width (GTK_WIDGET (fx->view));
  double height = gtk_widget_get_height (GTK_WIDGET (fx->view));
  double pitch = MIN (width / 7.0, height / 5.0);
  double x = width / 2 + (col - 3.5) * pitch;
  double y = height / 2 + (row - 2.5) * pitch;

  g_signal_emit_by_name (click, "released", 1, x, y);
}

/* The widget with keyboard focus in the window, which must be a cell of the
 * board: the keyboard cursor is real focus. */
static TyrosField
focused_field (Fixture *fx)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fx->window));

  g_assert_true (TYROS_IS_BOARD_CELL (focus));
  g_assert_true (gtk_widget_get_parent (focus) == GTK_WIDGET (fx->view));
  return tyros_board_cell_get_field (TYROS_BOARD_CELL (focus));
}

static GtkWidget *
cell_of (Fixture    *fx,
         TyrosField  field)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fx->view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (TYROS_IS_BOARD_CELL (child) && tyros_board_cell_get_field (TYROS_BOARD_CELL (child)) == field)
      return child;
  g_assert_not_reached ();
  return NULL;
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not contain “%s”", text, part);
}

static void
test_start_position (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *f7 = describe (fx->view, 7);
  g_autofree char *tyros = describe (fx->view, TYROS_FIELD_TYROS);
  g_autofree char *f1 = describe (fx->view, 1);

  /* the board takes focus at its cursor, a cell of its own */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fx->view)));
  g_assert_cmpint (cursor_of (fx->view), ==, 1);
  g_assert_cmpint (focused_field (fx), ==, 1);
  assert_contains (f7, "Field 7, orange empire");
  assert_contains (f1, "no empire");
  assert_contains (f1, "no ships");
  /* S1: every player starts with two ships in Tyros */
  assert_contains (tyros, "Tyros, no empire, 6 ships: Anna, Anna, Ben, Ben, Cleo, Cleo");
  assert_contains (tyros, "sea to 31, 32 (in the rules)");
}

static void
test_describe_field (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *f23 = describe (fx->view, 23);

  g_assert_cmpstr (f23, ==,
                   "Field 23, green empire, 2 ships: Anna, Ben; city of Cleo; "
                   "sea to 22, 24 (in the rules), 18 (drawn on the map, not in the rules)");
}

static void
test_describe_closed_border (Fixture       *fx,
                             gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *f29 = describe (fx->view, 29);
  g_autofree char *f30 = describe (fx->view, 30);
  g_autofree char *f1 = describe (fx->view, 1);

  /* a player must learn that 29-30 is closed */
  assert_contains (f29, "sea to 25 (in the rules)");
  assert_contains (f29, "land to 30 (in the rules)");
  assert_contains (f30, "land to 29 (in the rules)");
  assert_contains (f1, "sea to 2 (drawn on the map, not in the rules)");
  assert_contains (f1, "land to 6 (drawn on the map, not in the rules)");
}

static void
test_describe_field_16 (Fixture       *fx,
                        gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *f16 = describe (fx->view, 16);

  assert_contains (f16, "Field 16, orange empire, 3 ships: Cleo (west coast), Ben (east coast), Ben (east coast)");
  assert_contains (f16, "west coast: sea to 11, 17 (in the rules)");
  assert_contains (f16, "east coast: sea to 15, 17 (in the rules); land to 21 (in the Italian rules only)");
}

static void
test_describe_marks (Fixture       *fx,
                     gconstpointer  data G_GNUC_UNUSED)
{
  TyrosBoardMarks marks;
  g_autofree char *f23 = NULL;
  g_autofree char *f26 = NULL;
  g_autofree char *f1 = NULL;
  g_autofree char *f2 = NULL;

  tyros_board_marks_init (&marks);
  tyros_rules_reachability (&fx->state, 0, TYROS_FIELD_TYROS, &marks.reach);
  marks.has_reach = TRUE;
  marks.highlight = TYROS_SET_BIT (2);
  marks.error_field = 1;
  tyros_board_view_set_marks (fx->view, &marks);
  f23 = describe (fx->view, 23);
  f26 = describe (fx->view, 26);
  f1 = describe (fx->view, 1);
  f2 = describe (fx->view, 2);

  /* T 32 28 24 23 is the shortest way (docs/board.md), but 23 is full (M5) */
  assert_contains (f23, "reachable in 4 steps, not a legal destination");
  /* T 31 30 26 */
  assert_contains (f26, "reachable in 3 steps");
  g_assert_null (strstr (f26, "not a legal destination"));
  /* no chip on 1: a ship cannot end there (M3) */
  assert_contains (f1, "not a legal destination");
  assert_contains (f1, "rejected");
  assert_contains (f2, "can be chosen");

  tyros_board_view_set_marks (fx->view, NULL);
  g_clear_pointer (&f1, g_free);
  f1 = describe (fx->view, 1);
  g_assert_null (strstr (f1, "reachable"));
  g_assert_null (strstr (f1, "rejected"));
}

static void
test_keyboard (Fixture       *fx,
               gconstpointer  data G_GNUC_UNUSED)
{
  gtk_widget_grab_focus (GTK_WIDGET (fx->view));

  g_object_set (fx->view, "cursor", 23, NULL);
  g_assert_true (press (fx, GDK_KEY_Right));
  /* over the open sea straight to Tyros */
  g_assert_cmpint (cursor_of (fx->view), ==, TYROS_FIELD_TYROS);
  g_assert_cmpint (fx->moved, ==, TYROS_FIELD_TYROS);
  g_assert_cmpint (focused_field (fx), ==, TYROS_FIELD_TYROS);
  g_assert_true (press (fx, GDK_KEY_Up));
  g_assert_cmpint (cursor_of (fx->view), ==, 31);
  g_assert_cmpint (focused_field (fx), ==, 31);

  /* from 28 up, over the open sea, to 27 */
  g_object_set (fx->view, "cursor", 28, NULL);
  press (fx, GDK_KEY_Up);
  g_assert_cmpint (cursor_of (fx->view), ==, 27);

  /* from 5 right, over the desert, to 14; from 9 down there is no field */
  g_object_set (fx->view, "cursor", 5, NULL);
  press (fx, GDK_KEY_Right);
  g_assert_cmpint (cursor_of (fx->view), ==, 14);
  g_object_set (fx->view, "cursor", 9, NULL);
  press (fx, GDK_KEY_Down);
  g_assert_cmpint (cursor_of (fx->view), ==, 9);

  /* Home and End */
  press (fx, GDK_KEY_End);
  g_assert_cmpint (cursor_of (fx->view), ==, TYROS_FIELD_TYROS);
  press (fx, GDK_KEY_Home);
  g_assert_cmpint (cursor_of (fx->view), ==, 1);
}

/* Typing a field's number (or T for Tyros) jumps there: a ship move by
 * keyboard needs no long walks with the arrow keys. */
static void
test_keyboard_type_field (Fixture       *fx,
                          gconstpointer  data G_GNUC_UNUSED)
{
  gtk_widget_grab_focus (GTK_WIDGET (fx->view));
  g_assert_true (press (fx, GDK_KEY_2));
  g_assert_cmpint (cursor_of (fx->view), ==, 2);
  g_assert_true (press (fx, GDK_KEY_3));
  g_assert_cmpint (cursor_of (fx->view), ==, 23);
  g_assert_cmpint (focused_field (fx), ==, 23);
  g_assert_true (press (fx, GDK_KEY_t));
  g_assert_cmpint (cursor_of (fx->view), ==, TYROS_FIELD_TYROS);
  /* 3 then 5: no field 35, so 5 */
  press (fx, GDK_KEY_3);
  press (fx, GDK_KEY_KP_5);
  g_assert_cmpint (cursor_of (fx->view), ==, 5);
  /* 16 lands on its west coast; Enter chooses it */
  press (fx, GDK_KEY_Home);
  press (fx, GDK_KEY_1);
  press (fx, GDK_KEY_6);
  press (fx, GDK_KEY_Return);
  g_assert_cmpint (fx->activated, ==, 16);
  g_assert_cmpint (fx->activated_coast, ==, TYROS_COAST_16W);
}

static void
test_keyboard_field_16 (Fixture       *fx,
                        gconstpointer  data G_GNUC_UNUSED)
{
  g_object_set (fx->view, "cursor", 21, NULL);
  /* from the east: first the east coast, then the west coast, then 11 */
  press (fx, GDK_KEY_Left);
  g_assert_cmpint (cursor_of (fx->view), ==, 16);
  press (fx, GDK_KEY_Return);
  g_assert_cmpint (fx->n_activated, ==, 1);
  g_assert_cmpint (fx->activated, ==, 16);
  g_assert_cmpint (fx->activated_coast, ==, TYROS_COAST_16E);

  press (fx, GDK_KEY_Left);
  g_assert_cmpint (cursor_of (fx->view), ==, 16);
  press (fx, GDK_KEY_space);
  g_assert_cmpint (fx->n_activated, ==, 2);
  g_assert_cmpint (fx->activated_coast, ==, TYROS_COAST_16W);

  press (fx, GDK_KEY_Left);
  g_assert_cmpint (cursor_of (fx->view), ==, 11);
}

static void
test_accessible_label (Fixture       *fx,
                       gconstpointer  data G_GNUC_UNUSED)
{
  g_autofree char *expected = NULL;
  g_autofree char *error = NULL;

  gtk_widget_grab_focus (GTK_WIDGET (fx->view));
  g_object_set (fx->view, "cursor", 22, NULL);
  press (fx, GDK_KEY_Right);
  g_assert_cmpint (cursor_of (fx->view), ==, 27);
  press (fx, GDK_KEY_Down);
  g_assert_cmpint (cursor_of (fx->view), ==, 28);
  press (fx, GDK_KEY_Left);
  g_assert_cmpint (cursor_of (fx->view), ==, 24);
  press (fx, GDK_KEY_Up);
  g_assert_cmpint (cursor_of (fx->view), ==, 23);

  /* the screen reader hears the field the cursor is on: the focused cell */
  g_assert_cmpint (focused_field (fx), ==, 23);
  expected = describe (fx->view, 23);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (cell_of (fx, 23)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (error);

  /* and hears it change when the board changes under the cursor */
  fx->state.city[23] = -1;
  tyros_board_view_set_state (fx->view, &fx->state);
  g_clear_pointer (&expected, g_free);
  expected = describe (fx->view, 23);
  g_assert_null (strstr (expected, "city"));
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (cell_of (fx, 23)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (error);

  /* on 16 the label also says which coast */
  g_object_set (fx->view, "cursor", 16, NULL);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup ("Field 16, west coast, orange empire, 3 ships: Cleo (west coast), Ben (east coast), "
                       "Ben (east coast); west coast: sea to 11, 17 (in the rules); east coast: sea to 15, 17 "
                       "(in the rules); land to 21 (in the Italian rules only)");
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (cell_of (fx, 16)),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
  g_assert_null (error);
}

/* A screen reader walks 33 grid cells, the 32 fields and Tyros, each named
 * by its own field; the board is the grid. */
static void
test_cells (Fixture       *fx,
            gconstpointer  data G_GNUC_UNUSED)
{
  TyrosSet seen = 0;
  guint n = 0;

  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (fx->view)), ==, GTK_ACCESSIBLE_ROLE_GRID);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fx->view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      TyrosField field = tyros_board_cell_get_field (TYROS_BOARD_CELL (child));
      g_autofree char *expected = describe (fx->view, field);
      g_autofree char *error = NULL;

      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)), ==,
                       GTK_ACCESSIBLE_ROLE_GRID_CELL);
      g_assert_true (gtk_widget_get_focusable (child));
      error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
      g_assert_null (error);
      g_assert_false (TYROS_SET_HAS (seen, field));
      seen |= TYROS_SET_BIT (field);
      n++;
    }
  g_assert_cmpint (n, ==, 33);
}

/* Activating a cell (Enter, Space, or a screen reader's click) chooses its
 * field, and a cell focused any way moves the cursor. */
static void
test_cell_activate (Fixture       *fx,
                    gconstpointer  data G_GNUC_UNUSED)
{
  gtk_widget_grab_focus (cell_of (fx, 27));
  g_assert_cmpint (cursor_of (fx->view), ==, 27);
  g_assert_true (gtk_widget_activate (cell_of (fx, 27)));
  g_assert_cmpint (fx->n_activated, ==, 1);
  g_assert_cmpint (fx->activated, ==, 27);
  g_assert_cmpint (fx->activated_coast, ==, 27);

  /* 16 by keyboard: the coast the cursor is on */
  gtk_widget_grab_focus (cell_of (fx, 16));
  press (fx, GDK_KEY_Right);
  g_assert_cmpint (focused_field (fx), ==, 16);
  gtk_widget_activate (cell_of (fx, 16));
  g_assert_cmpint (fx->activated, ==, 16);
  g_assert_cmpint (fx->activated_coast, ==, TYROS_COAST_16E);

  g_object_set (fx->view, "read-only", TRUE, NULL);
  gtk_widget_activate (cell_of (fx, 27));
  g_assert_cmpint (fx->n_activated, ==, 2);
}

/* One hit test for click, hover and tooltip: the middle of a cell, the gap
 * after it, the halves of 16, the open sea, and outside the board. */
static void
test_hit (void)
{
  TyrosBoardLayout l;
  TyrosBoardRect r;
  TyrosBoardHit hit;

  tyros_board_layout_compute (&l, 700, 500);
  g_assert_cmpfloat (l.cell, >, 0);
  r = tyros_board_layout_field_rect (&l, 23);
  hit = tyros_board_layout_hit (&l, r.x + r.w / 2, r.y + r.h / 2);
  g_assert_true (hit.inside);
  g_assert_cmpint (hit.field, ==, 23);
  g_assert_cmpint (hit.coast, ==, 23);
  /* just past its right edge, in the gap: still 23 */
  hit = tyros_board_layout_hit (&l, r.x + r.w + l.gap / 2 - 1, r.y + 1);
  g_assert_cmpint (hit.field, ==, 23);

  r = tyros_board_layout_field_rect (&l, 16);
  g_assert_cmpint (tyros_board_layout_hit (&l, r.x + r.w * 0.25, r.y + r.h / 2).coast, ==, TYROS_COAST_16W);
  g_assert_cmpint (tyros_board_layout_hit (&l, r.x + r.w * 0.75, r.y + r.h / 2).coast, ==, TYROS_COAST_16E);

  r = tyros_board_layout_cell_rect (&l, 3, 5);
  hit = tyros_board_layout_hit (&l, r.x + r.w / 2, r.y + r.h / 2);
  g_assert_true (hit.inside);
  g_assert_cmpint (hit.kind, ==, TYROS_CELL_OPEN_SEA);
  g_assert_cmpint (hit.field, ==, TYROS_FIELD_NONE);

  g_assert_false (tyros_board_layout_hit (&l, 1, 1).inside);
  g_assert_false (tyros_board_layout_hit (&l, 699, 250).inside);
}

static void
test_click (Fixture       *fx,
            gconstpointer  data G_GNUC_UNUSED)
{
  /* the west and the east half of 16 (row 1, column 3) */
  click_cell (fx, 3.3, 1.5);
  g_assert_cmpint (fx->activated, ==, 16);
  g_assert_cmpint (fx->activated_coast, ==, TYROS_COAST_16W);
  click_cell (fx, 3.7, 1.5);
  g_assert_cmpint (fx->activated_coast, ==, TYROS_COAST_16E);
  g_assert_cmpint (cursor_of (fx->view), ==, 16);

  click_cell (fx, 6.5, 3.5);
  g_assert_cmpint (fx->activated, ==, TYROS_FIELD_TYROS);
  g_assert_cmpint (fx->activated_coast, ==, TYROS_FIELD_TYROS);
  g_assert_cmpint (fx->n_activated, ==, 3);

  /* the open sea and the desert are not fields */
  click_cell (fx, 5.5, 3.5);
  click_cell (fx, 1.5, 4.5);
  g_assert_cmpint (fx->n_activated, ==, 3);

  /* an earlier position cannot be played on */
  g_object_set (fx->view, "read-only", TRUE, NULL);
  click_cell (fx, 0.5, 0.5);
  press (fx, GDK_KEY_Return);
  g_assert_cmpint (fx->n_activated, ==, 3);
}

static GArray *
make_route (const TyrosCoast *coasts,
            guint             n)
{
  GArray *route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));

  g_array_append_vals (route, coasts, n);
  return route;
}

/* Every layer drawn at a small, a large and a too small size, with and
 * without sea links, read-only or not, and rasterised: nothing may warn (the
 * tests run with fatal warnings). The view is allocated by hand, outside a
 * window, so that each size is exact. */
static void
test_draw_everything (Fixture       *fx,
                      gconstpointer  data G_GNUC_UNUSED)
{
  static const TyrosCoast bad[] = { 31, 30, 29 };
  static const TyrosCoast round_italy[] = { 15, TYROS_COAST_16E, 17, TYROS_COAST_16W, 11 };
  static const int sizes[][2] = { { 500, 360 }, { 1400, 1000 }, { 120, 80 } };
  g_autoptr(GPtrArray) routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  GtkWidget *widget = g_object_ref_sink (g_object_new (TYROS_TYPE_BOARD_VIEW, NULL));
  TyrosBoardView *view = TYROS_BOARD_VIEW (widget);
  TyrosBoardMarks marks;

  tyros_board_view_set_state (view, &fx->state);
  tyros_board_view_set_players (view, names, colours);
  g_ptr_array_add (routes, make_route (bad, G_N_ELEMENTS (bad)));
  g_ptr_array_add (routes, make_route (round_italy, G_N_ELEMENTS (round_italy)));
  tyros_board_marks_init (&marks);
  marks.routes = routes;
  marks.bad_step = 2;
  tyros_rules_reachability (&fx->state, 1, TYROS_COAST_16E, &marks.reach);
  marks.has_reach = TRUE;
  marks.highlight = TYROS_SET_BIT (8) | TYROS_SET_BIT (22);
  marks.error_field = 29;
  marks.cursor = 16;
  tyros_board_view_set_marks (view, &marks);
  g_ptr_array_set_size (routes, 0); /* the view keeps its own copy */
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (sizes) * 2; i++)
    {
      int w = sizes[i / 2][0], h = sizes[i / 2][1], min, nat;
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;

      g_object_set (view, "read-only", i % 2 == 1, NULL);
      g_object_set (view, "show-sea-links", i % 2 == 0, NULL);
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      g_assert_cmpint (min, <=, 500);
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      g_assert_cmpint (min, <=, 360);
      gtk_widget_size_allocate (widget, &(GtkAllocation) { 0, 0, w, h }, -1);
      GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
      node = gtk_snapshot_to_node (snapshot);
      g_assert_nonnull (node);
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
      g_assert_nonnull (texture);
      g_assert_cmpint (gdk_texture_get_width (texture), ==, w);
    }

  tyros_board_view_set_marks (view, NULL);
  tyros_board_view_set_state (view, NULL);
  {
    g_autofree char *f23 = describe (view, 23);

    assert_contains (f23, "Field 23, no empire, no ships");
  }
  gsk_renderer_unrealize (renderer);
  g_object_unref (widget);
}

/* @view drawn at @w x @h by GTK's cairo renderer, as ARGB pixels */
static GBytes *
render_view (GskRenderer *renderer,
             GtkWidget   *view,
             int          w,
             int          h)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  gsize stride = (gsize) w * 4;
  guint8 *data = g_malloc0 (stride * h);

  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  gtk_widget_size_allocate (view, &(GtkAllocation) { 0, 0, w, h }, -1);
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, stride * h);
}

/* A board that has drawn one position and size draws the next exactly as a
 * board that never drew anything: what it keeps between frames (the cells
 * that change only with the size, the colours and the empires) is never
 * shown stale, after an empire is founded or gone, or the size changed. */
static void
test_redraw_as_new (Fixture       *fx,
                    gconstpointer  data G_GNUC_UNUSED)
{
  static const int sizes[][2] = { { W, H }, { W, H }, { 520, 400 } };
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  GtkWidget *kept = g_object_ref_sink (g_object_new (TYROS_TYPE_BOARD_VIEW, NULL));
  TyrosState state = fx->state;

  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  tyros_board_view_set_players (TYROS_BOARD_VIEW (kept), names, colours);
  tyros_board_view_set_state (TYROS_BOARD_VIEW (kept), &state);
  g_bytes_unref (render_view (renderer, kept, W, H));

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkWidget *fresh = g_object_ref_sink (g_object_new (TYROS_TYPE_BOARD_VIEW, NULL));
      g_autoptr(GBytes) drawn = NULL;
      g_autoptr(GBytes) expected = NULL;

      /* 1: an empire founded in 23 and 16's gone; 2: as it was, an earlier
       * position (veiled); 3: resized */
      state.empire[23] = i == 0 ? TYROS_EMPIRE_GREEN : TYROS_EMPIRE_NONE;
      state.empire[16] = i == 0 ? TYROS_EMPIRE_NONE : TYROS_EMPIRE_ORANGE;
      g_object_set (kept, "read-only", i > 0, NULL);
      g_object_set (fresh, "read-only", i > 0, NULL);
      tyros_board_view_set_state (TYROS_BOARD_VIEW (kept), &state);
      tyros_board_view_set_players (TYROS_BOARD_VIEW (fresh), names, colours);
      tyros_board_view_set_state (TYROS_BOARD_VIEW (fresh), &state);
      drawn = render_view (renderer, kept, sizes[i][0], sizes[i][1]);
      expected = render_view (renderer, fresh, sizes[i][0], sizes[i][1]);
      if (!g_bytes_equal (drawn, expected))
        g_error ("step %u: the board drew a position unlike a new board's", i + 1);
      g_object_unref (fresh);
    }
  gsk_renderer_unrealize (renderer);
  g_object_unref (kept);
}

/* The drawn leaves (cairo nodes) of @node, in order, each with a reference
 * (a node freed and another made at its address is not the same node) */
static void
collect_leaves (GskRenderNode *node,
                GPtrArray     *leaves)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_leaves (gsk_container_node_get_child (node, i), leaves);
      break;
    case GSK_TRANSFORM_NODE:
      collect_leaves (gsk_transform_node_get_child (node), leaves);
      break;
    case GSK_CAIRO_NODE:
      g_ptr_array_add (leaves, gsk_render_node_ref (node));
      break;
    default:
      g_error ("the board drew an unexpected node of type %d", gsk_render_node_get_node_type (node));
    }
}

/* The board's node for its next frame, as the window asks for it */
static GskRenderNode *
snapshot_of (GtkWidget *view)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

/* @node drawn by GTK's cairo renderer over the view's @w x @h */
static GBytes *
rendered (GskRenderer   *renderer,
          GskRenderNode *node,
          int            w,
          int            h)
{
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsize stride = (gsize) w * 4;
  guint8 *data = g_malloc0 (stride * h);

  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, stride * h);
}

/* What one paint of @view's whole scene shows, as the board drew it before
 * it kept its parts: one cairo node */
static GBytes *
one_paint (GskRenderer     *renderer,
           GtkWidget       *view,
           const TyrosState *state,
           TyrosField       hover,
           const TyrosBoardMarks *marks,
           gboolean         read_only)
{
  int w = gtk_widget_get_width (view), h = gtk_widget_get_height (view);
  g_autoptr(GskRenderNode) node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, w, h));
  g_autoptr(PangoLayout) pango_layout = gtk_widget_create_pango_layout (view, NULL);
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);
  TyrosBoardScene scene;
  TyrosBoardLayout layout;
  GdkRGBA fg;

  tyros_board_scene_init (&scene);
  tyros_board_scene_set_state (&scene, state);
  tyros_board_scene_set_players (&scene, names, colours);
  scene.hover = hover;
  tyros_board_marks_copy (&scene.marks, marks);
  scene.read_only = read_only;
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (view, &fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (view), &fg);
#endif
  tyros_board_layout_compute (&layout, w, h);
  pango_cairo_update_layout (cr, pango_layout);
  tyros_board_paint_scene (&scene, &layout, cr, pango_layout, &fg, FALSE);
  cairo_destroy (cr);
  tyros_board_scene_clear (&scene);
  return rendered (renderer, node, w, h);
}

/* Every channel of @a within @levels of @b's */
static void
assert_drawn_alike (GBytes     *a,
                    GBytes     *b,
                    guint       levels,
                    const char *what)
{
  gsize n;
  const guint8 *pa = g_bytes_get_data (a, &n), *pb = g_bytes_get_data (b, NULL);
  guint worst = 0, differing = 0;
  gsize at = 0;

  g_assert_cmpuint (n, ==, g_bytes_get_size (b));
  for (gsize i = 0; i < n; i++)
    {
      guint d = (guint) ABS ((int) pa[i] - (int) pb[i]);

      if (d > worst)
        at = i / 4;
      worst = MAX (worst, d);
      differing += d > 0;
    }
  if (worst > levels)
    g_error ("%s differs from one paint of it: %u channels, by up to %u levels (at %d, %d)",
             what, differing, worst, (int) (at % W), (int) (at / W));
}

/* How many of @after's leaves are @before's own, at the same place */
static guint
n_kept (GPtrArray *before,
        GPtrArray *after)
{
  guint kept = 0;

  for (guint i = 0; i < MIN (before->len, after->len); i++)
    kept += g_ptr_array_index (before, i) == g_ptr_array_index (after, i);
  return kept;
}

/* The view's next frame, drawn as one paint of its scene draws it (within
 * @levels), its leaves kept but @n_new of @previous's (if not NULL) */
static GPtrArray *
next_frame (GskRenderer      *renderer,
            GtkWidget        *view,
            GPtrArray        *previous,
            guint             n_new,
            const TyrosState *state,
            const TyrosBoardMarks *marks,
            guint             levels,
            const char       *what)
{
  g_autoptr(GskRenderNode) node = snapshot_of (view);
  g_autoptr(GBytes) drawn = rendered (renderer, node, W, H);
  g_autoptr(GBytes) expected = NULL;
  GPtrArray *leaves = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  gboolean read_only;
  int hover;

  g_object_get (view, "read-only", &read_only, NULL);
  hover = marks != NULL ? 23 : TYROS_FIELD_NONE;
  expected = one_paint (renderer, view, state, hover, marks, read_only);
  assert_drawn_alike (drawn, expected, levels, what);
  collect_leaves (node, leaves);
  if (previous != NULL)
    {
      g_assert_cmpuint (leaves->len, ==, previous->len);
      g_assert_cmpuint (n_kept (previous, leaves), ==, previous->len - n_new);
    }
  return leaves;
}

/* Issue 34: a hover, a highlight or a move draws again only the fields it
 * changed. The board hands GTK the same nodes as in the last frame for all
 * the rest (GSK's diff then leaves them undamaged and the renderer does not
 * draw them again), and what it shows is still what one paint of the whole
 * scene shows, within one level per channel (a layer's antialiased edge
 * composited over the layer under it rounds differently), and within two
 * with a route and the veil of an earlier position over it (one more layer). */
static void
test_parts_kept (Fixture       *fx,
                 gconstpointer  data G_GNUC_UNUSED)
{
  static const TyrosCoast up[] = { TYROS_FIELD_TYROS, 31 };
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  GtkWidget *view = g_object_ref_sink (g_object_new (TYROS_TYPE_BOARD_VIEW, NULL));
  g_autoptr(GPtrArray) routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) first = NULL, marked = NULL, moved = NULL, reached = NULL, veiled = NULL;
  GtkEventController *motion;
  TyrosBoardMarks marks;
  TyrosBoardLayout layout;
  TyrosBoardRect r;
  TyrosState state = fx->state;

  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  tyros_board_view_set_players (TYROS_BOARD_VIEW (view), names, colours);
  tyros_board_view_set_state (TYROS_BOARD_VIEW (view), &state);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  gtk_widget_size_allocate (view, &(GtkAllocation) { 0, 0, W, H }, -1);
  first = next_frame (renderer, view, NULL, 0, &state, NULL, 1, "the board");

  /* the pointer over 23, and 8 to choose: those two fields again */
  tyros_board_layout_compute (&layout, W, H);
  r = tyros_board_layout_field_rect (&layout, 23);
  motion = app_test_find_controller (view, GTK_TYPE_EVENT_CONTROLLER_MOTION);
  g_signal_emit_by_name (motion, "motion", r.x + r.w / 2, r.y + r.h / 2);
  tyros_board_marks_init (&marks);
  marks.highlight = TYROS_SET_BIT (8);
  tyros_board_view_set_marks (TYROS_BOARD_VIEW (view), &marks);
  marked = next_frame (renderer, view, first, 2, &state, &marks, 1,
                       "the hovered, highlighted board");

  /* Anna's ship from 23 to 8: those two fields again, nothing else */
  state.ships[23][0] = 0;
  state.ships[8][0] = 1;
  tyros_board_view_set_state (TYROS_BOARD_VIEW (view), &state);
  moved = next_frame (renderer, view, marked, 2, &state, &marks, 1, "the board after a move");

  /* where a ship in 16's east coast goes: the fields with ships under the
   * marks (their ships leave the middle row), the marks over them */
  tyros_rules_reachability (&state, 1, TYROS_COAST_16E, &marks.reach);
  marks.has_reach = TRUE;
  tyros_board_view_set_marks (TYROS_BOARD_VIEW (view), &marks);
  reached = next_frame (renderer, view, NULL, 0, &state, &marks, 1, "the board with a ship's reach");
  g_assert_cmpuint (reached->len, >, moved->len);
  marks.has_reach = FALSE;
  tyros_board_view_set_marks (TYROS_BOARD_VIEW (view), &marks);
  g_clear_pointer (&reached, g_ptr_array_unref);
  reached = next_frame (renderer, view, NULL, 0, &state, &marks, 1, "the board without the reach");
  g_assert_cmpuint (reached->len, ==, moved->len);

  /* an earlier position with a route over it: the fields kept under them */
  g_ptr_array_add (routes, make_route (up, G_N_ELEMENTS (up)));
  marks.routes = routes;
  tyros_board_view_set_marks (TYROS_BOARD_VIEW (view), &marks);
  g_object_set (view, "read-only", TRUE, NULL);
  veiled = next_frame (renderer, view, NULL, 0, &state, &marks, 2, "the veiled board with a route");
  g_assert_cmpuint (veiled->len, ==, reached->len + 2);
  g_assert_cmpuint (n_kept (reached, veiled), ==, reached->len);

  gsk_renderer_unrealize (renderer);
  g_object_unref (view);
}

/* Issue 34, goal 2 (a long game's launch at most 10 MB over the floor): the
 * images the board keeps for its parts live as long as it is shown. Each is
 * only as large as what it shows: the ink of the fields' marks and pieces,
 * the pieces of the ground with ink (the cells out of play, the links), and
 * one image of a cell for all the cells that look alike; not the ground's
 * empty middle, which was an image the size of the board, nor a field's
 * empty corners. Still drawn as one paint of the scene. */
static void
test_parts_sized_to_ink (Fixture       *fx,
                         gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  GtkWidget *view = g_object_ref_sink (g_object_new (TYROS_TYPE_BOARD_VIEW, NULL));
  g_autoptr(GPtrArray) leaves = NULL;
  TyrosBoardLayout layout;
  TyrosBoardRect board;
  double area = 0;
  guint first;

  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  tyros_board_view_set_players (TYROS_BOARD_VIEW (view), names, colours);
  tyros_board_view_set_state (TYROS_BOARD_VIEW (view), &fx->state);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  gtk_widget_size_allocate (view, &(GtkAllocation) { 0, 0, W, H }, -1);
  leaves = next_frame (renderer, view, NULL, 0, &fx->state, NULL, 1, "the board");
  for (guint i = 0; i < leaves->len; i++)
    {
      cairo_rectangle_t ink;

      /* a node placed on several fields is one image */
      if (!g_ptr_array_find (leaves, g_ptr_array_index (leaves, i), &first) || first < i)
        continue;
      /* what the node paints: its kept image */
      cairo_recording_surface_ink_extents (gsk_cairo_node_get_surface (g_ptr_array_index (leaves, i)),
                                           &ink.x, &ink.y, &ink.width, &ink.height);
      area += ink.width * ink.height;
    }
  tyros_board_layout_compute (&layout, W, H);
  board = tyros_board_layout_board_rect (&layout);
  /* the cells that look alike one image, the marks, the pieces and the
   * links: less than half the board */
  g_assert_cmpfloat (area, <, 0.5 * board.w * board.h);

  gsk_renderer_unrealize (renderer);
  g_object_unref (view);
}

/* The pixel at @x, @y of a board drawn @w wide (ARGB) */
static guint32
drawn_pixel (GBytes *drawn,
          int     w,
          int     x,
          int     y)
{
  const guint8 *data = g_bytes_get_data (drawn, NULL);

  return *(const guint32 *) (data + ((gsize) y * w + x) * 4);
}

/* Field 16's coast letters ("W", "E") are read beside its ships, never
 * under them: ships on both coasts covered them. Each pixel of the letters
 * (drawn without ships) is drawn the same with a ship on each coast (one ship is drawn largest). */
static void
test_coast_letters_beside_ships (Fixture       *fx,
                                 gconstpointer  data G_GNUC_UNUSED)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  GtkWidget *view = g_object_ref_sink (g_object_new (TYROS_TYPE_BOARD_VIEW, NULL));
  TyrosState state = fx->state;
  g_autoptr(GBytes) without = NULL;
  g_autoptr(GBytes) with = NULL;
  TyrosBoardLayout l;
  TyrosBoardRect r;
  guint32 fill;
  guint n_letter = 0, n_covered = 0;

  /* German: "West" and "Ost", longer than "W" and "E" */
  app_test_use_language ("de");
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  tyros_board_view_set_players (TYROS_BOARD_VIEW (view), names, colours);
  memset (state.ships[TYROS_COAST_16W], 0, sizeof state.ships[TYROS_COAST_16W]);
  memset (state.ships[TYROS_COAST_16E], 0, sizeof state.ships[TYROS_COAST_16E]);
  tyros_board_view_set_state (TYROS_BOARD_VIEW (view), &state);
  without = render_view (renderer, view, W, H);
  state.ships[TYROS_COAST_16W][0] = 1;
  state.ships[TYROS_COAST_16E][1] = 1;
  tyros_board_view_set_state (TYROS_BOARD_VIEW (view), &state);
  with = render_view (renderer, view, W, H);

  tyros_board_layout_compute (&l, W, H);
  r = tyros_board_layout_field_rect (&l, 16);
  /* the field's own colour, by its right edge half way down */
  fill = drawn_pixel (without, W, (int) (r.x + r.w * 0.97), (int) (r.y + r.h * 0.45));
  /* the letters lie in the middle band, either side of the ridge */
  for (int y = (int) (r.y + r.h * 0.33); y < (int) (r.y + r.h * 0.66); y++)
    for (int x = (int) (r.x + r.w * 0.02); x < (int) (r.x + r.w * 0.98); x++)
      {
        if (ABS (x - (r.x + r.w / 2)) < r.w * 0.06 || drawn_pixel (without, W, x, y) == fill)
          continue;
        n_letter++;
        if (drawn_pixel (with, W, x, y) != drawn_pixel (without, W, x, y))
          n_covered++;
      }
  g_assert_cmpuint (n_letter, >, 20);
  if (n_covered > 0)
    g_error ("ships cover %u of the %u pixels of field 16's coast letters", n_covered, n_letter);
  app_test_use_language ("C");
  gsk_renderer_unrealize (renderer);
  g_object_unref (view);
}

static void
test_properties (Fixture       *fx,
                 gconstpointer  data G_GNUC_UNUSED)
{
  gboolean show = FALSE, read_only = TRUE;

  g_object_get (fx->view, "show-sea-links", &show, "read-only", &read_only, NULL);
  g_assert_true (show);
  g_assert_false (read_only);
  g_object_set (fx->view, "show-sea-links", FALSE, "read-only", TRUE, "cursor", 12, NULL);
  g_object_get (fx->view, "show-sea-links", &show, "read-only", &read_only, NULL);
  g_assert_false (show);
  g_assert_true (read_only);
  g_assert_cmpint (cursor_of (fx->view), ==, 12);
}

/* The start position painted at W x H, with a route from Tyros to 31 (the one
 * a move up the board draws) or without one, in light or dark. */
static cairo_surface_t *
paint_start_position (gboolean with_route,
                      gboolean dark)
{
  TyrosBoardScene scene;
  TyrosBoardLayout layout;
  TyrosSetup setup;
  TyrosState state;
  g_autoptr(TyrosViolation) violation = NULL;
  GdkRGBA fg;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *pango_layout = pango_cairo_create_layout (cr);

  tyros_setup_first_game (&setup, 0);
  g_assert_true (tyros_setup_apply (&setup, tyros_edition_kosmos (), 3, &state, &violation));
  tyros_board_scene_init (&scene);
  tyros_board_scene_set_state (&scene, &state);
  tyros_board_scene_set_players (&scene, names, colours);
  if (with_route)
    {
      GArray *route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));

      g_array_append_vals (route, (TyrosCoast[]) { TYROS_FIELD_TYROS, 31 }, 2);
      /* the scene owns its marks: tyros_board_scene_clear() frees them */
      scene.marks.routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      g_ptr_array_add (scene.marks.routes, route);
    }
  g_assert_true (gdk_rgba_parse (&fg, dark ? "#ffffff" : "#000000"));
  tyros_board_layout_compute (&layout, W, H);
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  tyros_board_paint_scene (&scene, &layout, cr, pango_layout, &fg, FALSE);
  cairo_surface_flush (surface);
  g_object_unref (pango_layout);
  cairo_destroy (cr);
  tyros_board_scene_clear (&scene);
  return surface;
}

static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);

  return ((const guint32 *) row)[x] & 0xffffff;
}

/* A ship move from Tyros up to 31 draws its line from the middle of Tyros
 * through the top of the field, where its name is: the name must stay
 * readable, every pixel of it as on a board without a route. */
static void
test_route_keeps_tyros_readable (void)
{
  for (int dark = 0; dark <= 1; dark++)
    {
      cairo_surface_t *plain = paint_start_position (FALSE, dark);
      cairo_surface_t *routed = paint_start_position (TRUE, dark);
      TyrosBoardLayout layout;
      TyrosBoardRect r;
      guint32 land;
      int x0, y0, x1, y1, left = G_MAXINT, top = G_MAXINT, right = -1, bottom = -1;
      guint differing = 0;

      tyros_board_layout_compute (&layout, W, H);
      r = tyros_board_layout_field_rect (&layout, TYROS_FIELD_TYROS);
      /* the name in the upper part of the field, inside its inner wall and
       * above the ships: its ink is what differs from the field's colour */
      x0 = (int) ceil (r.x + r.w * 0.09);
      x1 = (int) floor (r.x + r.w * 0.91);
      y0 = (int) ceil (r.y + r.h * 0.09);
      y1 = (int) floor (r.y + r.h * 0.28);
      land = pixel_at (plain, x1 - 1, y0);
      for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
          if (pixel_at (plain, x, y) != land)
            {
              left = MIN (left, x);
              right = MAX (right, x);
              top = MIN (top, y);
              bottom = MAX (bottom, y);
            }
      g_assert_cmpint (right, >, left);
      g_assert_cmpint (bottom, >, top);
      for (int y = top; y <= bottom; y++)
        for (int x = left; x <= right; x++)
          differing += pixel_at (plain, x, y) != pixel_at (routed, x, y);
      g_assert_cmpuint (differing, ==, 0);

      /* and the route is drawn: its line crosses the field below the name */
      differing = 0;
      for (int y = bottom + 1; y < (int) (r.y + r.h * 0.62); y++)
        differing += pixel_at (plain, (int) (r.x + r.w / 2), y) != pixel_at (routed, (int) (r.x + r.w / 2), y);
      g_assert_cmpuint (differing, >, 0);
      cairo_surface_destroy (plain);
      cairo_surface_destroy (routed);
    }
}

/* Issue 33, 6: in every language the marks of the two coasts of 16 are not
 * the letter of an empire chip (the German east coast was "O", the orange
 * chip's), and the open sea's tooltip uses the board's word for it (the
 * Italian one said "zona interamente di mare" under "mare aperto"). */
static void
test_words_in_languages (void)
{
  static const char *const languages[] = { "de", "nl", "it" };
  static const char *const chips[] = { "O", "Y", "G", "V" };
  static const char *const coasts[] = { "W", "E" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *tooltip = NULL;
      g_autofree char *label = NULL;

      app_test_use_language (languages[l]);
      for (guint c = 0; c < G_N_ELEMENTS (coasts); c++)
        for (guint e = 0; e < G_N_ELEMENTS (chips); e++)
          {
            const char *mark = g_dpgettext2 (GETTEXT_PACKAGE, "coast", coasts[c]);

            if (g_str_equal (mark, g_dpgettext2 (GETTEXT_PACKAGE, "empire initial", chips[e])))
              g_error ("%s: a coast of 16 is marked “%s”, as an empire chip is", languages[l], mark);
          }
      tooltip = g_utf8_casefold (tyros_board_describe_cell (TYROS_CELL_OPEN_SEA), -1);
      label = g_utf8_casefold (g_dpgettext2 (GETTEXT_PACKAGE, "board label", "open sea"), -1);
      if (!g_str_has_prefix (tooltip, label))
        g_error ("%s: the open sea's tooltip “%s” does not use the board's “%s”", languages[l], tooltip, label);
    }
  app_test_use_language ("C");
}

#define ADD(path, func) \
  g_test_add ("/board-view/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int    argc,
      char **argv)
{
  /* the descriptions are checked in English */
  g_setenv ("LANGUAGE", "C", TRUE);
  /* the in-process accessibility backend: no AT-SPI bus needed, and the
   * accessible properties can be checked */
  g_setenv ("GTK_A11Y", "test", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  if (!gtk_init_check ())
    {
      /* not a failure: a build machine without a display cannot run these */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  ADD ("start-position", test_start_position);
  ADD ("describe-field", test_describe_field);
  ADD ("describe-closed-border", test_describe_closed_border);
  ADD ("describe-field-16", test_describe_field_16);
  ADD ("describe-marks", test_describe_marks);
  ADD ("keyboard", test_keyboard);
  ADD ("keyboard-field-16", test_keyboard_field_16);
  ADD ("keyboard-type-field", test_keyboard_type_field);
  ADD ("accessible-label", test_accessible_label);
  ADD ("cells", test_cells);
  ADD ("cell-activate", test_cell_activate);
  ADD ("click", test_click);
  g_test_add_func ("/board-view/hit", test_hit);
  g_test_add_func ("/board-view/route-keeps-tyros-readable", test_route_keeps_tyros_readable);
  g_test_add_func ("/board-view/words-in-languages", test_words_in_languages);
  ADD ("draw-everything", test_draw_everything);
  ADD ("properties", test_properties);
  ADD ("redraw-as-new", test_redraw_as_new);
  ADD ("parts-kept", test_parts_kept);
  ADD ("parts-sized-to-ink", test_parts_sized_to_ink);
  ADD ("coast-letters-beside-ships", test_coast_letters_beside_ships);
  return g_test_run ();
}
