/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-util.c: what the app's UI tests share */
#define G_LOG_DOMAIN "tyros-test-app-util"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <utime.h>

#include "app-test-util.h"

#include <gdk/x11/gdkx.h>

#include <locale.h>
#include <math.h>
#include "tyros-rule-board.h"

void
app_test_pump (void)
{
  for (int i = 0; i < 5; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

void
app_test_click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  app_test_pump ();
}

struct _AppTestSizeCount {
  GtkWidget *widget;
  guint      tick;
  int        width;
  int        height;
  guint      changes;
};

static gboolean
count_size_change (GtkWidget     *widget,
                   GdkFrameClock *clock G_GNUC_UNUSED,
                   gpointer       data)
{
  AppTestSizeCount *count = data;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  if (width != count->width || height != count->height)
    count->changes++;
  count->width = width;
  count->height = height;
  return G_SOURCE_CONTINUE;
}

AppTestSizeCount *
app_test_size_changes_begin (GtkWidget *widget)
{
  AppTestSizeCount *count = g_new0 (AppTestSizeCount, 1);

  count->widget = widget;
  count->width = gtk_widget_get_width (widget);
  count->height = gtk_widget_get_height (widget);
  count->tick = gtk_widget_add_tick_callback (widget, count_size_change, count, NULL);
  return count;
}

guint
app_test_size_changes_end (AppTestSizeCount *count)
{
  guint changes = count->changes;

  gtk_widget_remove_tick_callback (count->widget, count->tick);
  g_free (count);
  return changes;
}

void
app_test_settle (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
  app_test_pump ();
}

void
app_test_pump_frames (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
}

void
app_test_wait_for (AppTestCondition condition,
                   gconstpointer    data)
{
  model_test_wait_for (condition, data);
  app_test_pump ();
}

static gboolean
flag_is_set (gconstpointer flag)
{
  return g_atomic_int_get ((const gint *) flag);
}

static void
set_flag (gpointer  flag,
          GObject  *finalized G_GNUC_UNUSED)
{
  g_atomic_int_set ((gint *) flag, TRUE);
}

void
app_test_wait_for_finalized (gpointer object)
{
  gint finalized = FALSE;

  g_object_weak_ref (object, set_flag, &finalized);
  g_object_unref (object);
  app_test_wait_for (flag_is_set, &finalized);
}

void
app_test_open_file (TyrosWindow *window,
                    GFile       *file)
{
  tyros_window_open_file (window, file);
  app_test_wait_for_finalized (file);
}

char *
app_test_data_path (const char *name)
{
  return g_build_filename (g_getenv ("TYROS_TEST_DATA"), name, NULL);
}

void
app_test_open_data (TyrosWindow *window,
                    const char  *name)
{
  g_autofree char *path = app_test_data_path (name);

  app_test_open_file (window, g_file_new_for_path (path));
}

gpointer
app_test_child (gpointer     widget,
                GType        type,
                const char  *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  if (child == NULL)
    g_error ("%s has no template child “%s”", g_type_name (type), name);
  return child;
}

GtkWidget *
app_test_find (GtkWidget    *widget,
               AppTestMatch  match,
               gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = app_test_find (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
app_test_find_shown (AppTestMatch  match,
                     gconstpointer data)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      GtkWidget *found;

      if (!gtk_widget_get_visible (l->data))
        continue;
      found = app_test_find (l->data, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_question (GtkWidget     *widget,
             gconstpointer  data G_GNUC_UNUSED)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return ADW_IS_ALERT_DIALOG (widget);
#else
  return ADW_IS_MESSAGE_DIALOG (widget);
#endif
}

GtkWidget *
app_test_question (void)
{
  return app_test_find_shown (is_question, NULL);
}

TyrosMovesWindow *
app_test_moves_window (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (TYROS_IS_MOVES_WINDOW (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

GtkWidget *
app_test_find_row (GtkWidget  *widget,
                   const char *title)
{
  return app_test_find (widget, is_row_titled, title);
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && (label == NULL || g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0);
}

GtkWidget *
app_test_find_button (GtkWidget  *widget,
                      const char *label)
{
  return app_test_find (widget, is_button_labelled, label);
}

static gboolean
is_label_showing (GtkWidget     *widget,
                  gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

GtkLabel *
app_test_find_label (GtkWidget  *widget,
                     const char *text)
{
  return GTK_LABEL (app_test_find (widget, is_label_showing, text));
}

/* @parent's child @n, or NULL */
static GtkWidget *
child_at (GtkWidget *parent,
          int        n)
{
  g_autoptr(GListModel) children = gtk_widget_observe_children (parent);
  g_autoptr(GtkWidget) child = g_list_model_get_item (children, (guint) n);

  return child;
}

/* A screen reader walks a table by rows, each row's cells in it, each row's
 * first cell its header (the first row's are cells: tyros-number-table.c) */
const char *
app_test_table_cell (GtkWidget *table,
                     int        column,
                     int        row)
{
  GtkWidget *line = child_at (table, row);
  GtkWidget *cell = line != NULL ? child_at (line, column) : NULL;
  GtkAccessibleRole role = column == 0 && row > 0 ? GTK_ACCESSIBLE_ROLE_ROW_HEADER : GTK_ACCESSIBLE_ROLE_CELL;

  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (table)), ==, GTK_ACCESSIBLE_ROLE_TABLE);
  if (line == NULL || cell == NULL)
    return NULL;
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (line)), ==, GTK_ACCESSIBLE_ROLE_ROW);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (cell)), ==, role);
  g_assert_true (GTK_IS_LABEL (cell));
  return gtk_label_get_text (GTK_LABEL (cell));
}

GtkEventController *
app_test_find_controller (GtkWidget *widget,
                          GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller; /* still owned by the widget */
    }
  g_assert_not_reached ();
  return NULL;
}

gboolean
app_test_is_of_type (GtkWidget     *widget,
                     gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static void
collect_labels (GtkWidget *widget,
                gboolean   visible_only,
                GString   *text)
{
  /* a stack's other pages are visible but not child-visible: not shown */
  if (visible_only && !(gtk_widget_get_visible (widget) && gtk_widget_get_child_visible (widget)))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *label = gtk_label_get_text (GTK_LABEL (widget));

      if (label != NULL && *label != '\0')
        g_string_append_printf (text, "%s\n", label);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, visible_only, text);
}

char *
app_test_label_texts (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  collect_labels (widget, TRUE, text);
  return g_string_free (text, FALSE);
}

char *
app_test_all_label_texts (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  collect_labels (widget, FALSE, text);
  return g_string_free (text, FALSE);
}

void
app_test_open_game (TyrosWindow *window,
                    TyrosGame   *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("app-test-XXXXXX.tyros", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_assert_true (tyros_file_save (game, path, &error));
  g_assert_no_error (error);
  app_test_open_file (window, g_file_new_for_path (path));
  g_unlink (path);
}

static GtkStack *
main_stack (TyrosWindow *window)
{
  return app_test_child (window, TYROS_TYPE_WINDOW, "main_stack");
}

/* libadwaita 1.4+: the board and the pages over it are in a navigation
 * view, main_stack's "game", tagged with their names; else NULL */
GtkWidget *
app_test_navigation_view (TyrosWindow *window)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *view = gtk_stack_get_child_by_name (main_stack (window), "game");

  if (ADW_IS_NAVIGATION_VIEW (view))
    return view;
#endif
  (void) window;
  return NULL;
}

const char *
app_test_page_name (TyrosWindow *window)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *view = app_test_navigation_view (window);

  if (view != NULL && gtk_stack_get_visible_child (main_stack (window)) == view)
    return adw_navigation_page_get_tag (adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (view)));
#endif
  return gtk_stack_get_visible_child_name (main_stack (window));
}

/* The page @name, or NULL until it is built */
static GtkWidget *
find_page (TyrosWindow *window,
           const char  *name)
{
  GtkWidget *page = gtk_stack_get_child_by_name (main_stack (window), name);

#if ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *view = app_test_navigation_view (window);

  if (view != NULL && (page == NULL || page == view))
    {
      AdwNavigationPage *item = adw_navigation_view_find_page (ADW_NAVIGATION_VIEW (view), name);

      page = item != NULL ? adw_navigation_page_get_child (item) : NULL;
    }
#endif
  return page;
}

GtkWidget *
app_test_page (TyrosWindow *window,
               const char  *name)
{
  GtkWidget *page = find_page (window, name);

  if (page == NULL)
    g_error ("the window has no page “%s” yet", name);
  return page;
}

const char *
app_test_title (TyrosWindow *window)
{
  return adw_window_title_get_title (app_test_child (window, TYROS_TYPE_WINDOW, "window_title"));
}

const char *
app_test_subtitle (TyrosWindow *window)
{
  return adw_window_title_get_subtitle (app_test_child (window, TYROS_TYPE_WINDOW, "window_title"));
}

TyrosGamePage *
app_test_game_page (TyrosWindow *window)
{
  return TYROS_GAME_PAGE (app_test_page (window, "game"));
}

#define GAME_PAGE_CHILD(name) app_test_child (app_test_game_page (window), TYROS_TYPE_GAME_PAGE, name)

TyrosBoardView *
app_test_board_view (TyrosWindow *window)
{
  return GAME_PAGE_CHILD ("board_view");
}

void
app_test_press_field (TyrosWindow *window,
                      TyrosField   field)
{
  GtkWidget *view = GTK_WIDGET (app_test_board_view (window));
  GtkWidget *cell;

  for (cell = gtk_widget_get_first_child (view); cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    if (TYROS_IS_BOARD_CELL (cell) && tyros_board_cell_get_field (TYROS_BOARD_CELL (cell)) == field)
      break;
  g_assert_nonnull (cell);
  g_assert_true (gtk_widget_is_sensitive (cell));
  g_assert_true (gtk_widget_activate (cell));
  app_test_pump ();
}

TyrosActionPanel *
app_test_action_panel (TyrosWindow *window)
{
  return GAME_PAGE_CHILD ("action_panel");
}

/* An object property of @object that @object keeps: not a new reference */
static gpointer
kept_object (gpointer    object,
             const char *property)
{
  g_autoptr(GObject) value = NULL;

  g_object_get (object, property, &value, NULL);
  g_assert_nonnull (value);
  return value;
}

/* The move the panel shows (its "entry": the game page's) */
TyrosMoveEntry *
app_test_panel_entry (TyrosActionPanel *panel)
{
  return kept_object (panel, "entry");
}

TyrosHistoryPanel *
app_test_history_panel (TyrosWindow *window)
{
  return GAME_PAGE_CHILD ("history_panel");
}

TyrosStandingsPanel *
app_test_standings (TyrosWindow *window)
{
  return GAME_PAGE_CHILD ("standings_panel");
}

/* A finished board's tools: built when one is first shown, NULL before */
TyrosPositionPanel *
app_test_position_panel (TyrosWindow *window)
{
  return (TyrosPositionPanel *) app_test_find (GTK_WIDGET (app_test_game_page (window)), app_test_is_of_type,
                                               GSIZE_TO_POINTER (TYROS_TYPE_POSITION_PANEL));
}

TyrosScoreSheet *
app_test_live_sheet (TyrosWindow *window)
{
  return GAME_PAGE_CHILD ("live_sheet");
}

TyrosScoreSheet *
app_test_final_sheet (TyrosWindow *window)
{
  return app_test_child (app_test_page (window, "score"), g_type_from_name ("TyrosScorePage"), "final_sheet");
}

TyrosNewGamePage *
app_test_new_game_page (TyrosWindow *window)
{
  return TYROS_NEW_GAME_PAGE (app_test_page (window, "new-game"));
}

/* The start page, or NULL while it was never needed (built when first shown) */
TyrosStartPage *
app_test_start_page (TyrosWindow *window)
{
  return (TyrosStartPage *) gtk_stack_get_child_by_name (main_stack (window), "start");
}

TyrosGameSession *
app_test_session (TyrosWindow *window)
{
  g_autoptr(TyrosGameSession) session = NULL;

  g_object_get (window, "session", &session, NULL);
  return session; /* the window keeps it */
}

TyrosGame *
app_test_game (TyrosWindow *window)
{
  TyrosGameSession *session = app_test_session (window);

  return session != NULL ? tyros_game_session_get_game (session) : NULL;
}

int
app_test_viewing (TyrosWindow *window)
{
  TyrosGameSession *session = app_test_session (window);

  return session != NULL ? tyros_game_session_get_viewing (session) : -1;
}

int
app_test_saved_moves (TyrosWindow *window)
{
  TyrosGameSession *session = app_test_session (window);
  int saved_moves = -1;

  if (session != NULL)
    g_object_get (session, "saved-moves", &saved_moves, NULL);
  return saved_moves;
}

const char *
app_test_autosave_path (TyrosWindow *window)
{
  TyrosGameSession *session = app_test_session (window);

  return session != NULL ? tyros_game_session_get_autosave_path (session) : NULL;
}

TyrosTeacher *
app_test_teacher (TyrosWindow *window)
{
  return kept_object (window, "teacher");
}

const char *
app_test_banner_text (TyrosWindow *window)
{
  GtkWidget *page = find_page (window, "game");

  if (page == NULL ||
      !gtk_revealer_get_reveal_child (app_test_child (page, TYROS_TYPE_GAME_PAGE, "banner_revealer")))
    return NULL;
  return gtk_label_get_text (app_test_child (page, TYROS_TYPE_GAME_PAGE, "banner_label"));
}

/* The widget built as @id under @widget, an expander's folded child too */
static GtkWidget *
find_built (GtkWidget  *widget,
            const char *id)
{
  if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0)
    return widget;
  if (GTK_IS_EXPANDER (widget) && gtk_expander_get_child (GTK_EXPANDER (widget)) != NULL &&
      !gtk_expander_get_expanded (GTK_EXPANDER (widget)))
    {
      GtkWidget *found = find_built (gtk_expander_get_child (GTK_EXPANDER (widget)), id);

      if (found != NULL)
        return found;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_built (child, id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The panel's widget @name: of its template, or of a page of its mode_stack,
 * which is built when first shown (an error while it is not) */
GtkWidget *
app_test_panel_widget (TyrosActionPanel *panel,
                       const char       *name)
{
  GtkWidget *widget = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), TYROS_TYPE_ACTION_PANEL, name));

  if (widget == NULL)
    widget = find_built (GTK_WIDGET (panel), name);
  if (widget == NULL)
    g_error ("the move entry has no “%s” (yet)", name);
  return widget;
}

const char *
app_test_panel_error (TyrosActionPanel *panel)
{
  if (!gtk_widget_get_visible (app_test_panel_widget (panel, "error_box")))
    return "";
  return gtk_label_get_text (GTK_LABEL (app_test_panel_widget (panel, "error_label")));
}

const char *
app_test_panel_price (TyrosActionPanel *panel)
{
  return gtk_label_get_text (GTK_LABEL (app_test_panel_widget (panel, "price_label")));
}

const char *
app_test_panel_prompt (TyrosActionPanel *panel)
{
  return gtk_label_get_text (GTK_LABEL (app_test_panel_widget (panel, "prompt_label")));
}

const char *
app_test_panel_page (TyrosActionPanel *panel)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (app_test_panel_widget (panel, "mode_stack")));
}

GtkWidget *
app_test_panel_confirm_button (TyrosActionPanel *panel)
{
  return app_test_panel_widget (panel, "confirm_button");
}

void
app_test_panel_confirm (TyrosActionPanel *panel)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "panel.confirm", NULL));
}

GtkWidget *
app_test_panel_empire_button (TyrosActionPanel *panel,
                              TyrosEmpire       empire)
{
  static const char *const names[TYROS_N_EMPIRES] = {
    [TYROS_EMPIRE_ORANGE] = "orange_button",
    [TYROS_EMPIRE_YELLOW] = "yellow_button",
    [TYROS_EMPIRE_GREEN] = "green_button",
    [TYROS_EMPIRE_VIOLET] = "violet_button",
  };

  g_assert_true ((guint) empire < TYROS_N_EMPIRES);
  return app_test_panel_widget (panel, names[empire]);
}

GtkEditable *
app_test_panel_shown_entry (TyrosActionPanel *panel)
{
  return GTK_EDITABLE (app_test_panel_widget (panel, "shown_entry"));
}

GtkSpinButton *
app_test_panel_paid_spin (TyrosActionPanel *panel,
                          guint             kind)
{
  /* One row a kind of card: its name, then the count */
  GtkWidget *spin = gtk_grid_get_child_at (GTK_GRID (app_test_panel_widget (panel, "paid_grid")), 1, (int) kind);

  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  return GTK_SPIN_BUTTON (spin);
}

/* A seat's row: colour chip, name, colour, the arrows (up above down). */
static GtkWidget *
seat_part (TyrosNewGamePage *page,
           guint             seat,
           guint             part)
{
  GtkListBox *list = app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "player_list");
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) seat);
  GtkWidget *child;

  g_assert_nonnull (row);
  child = gtk_widget_get_first_child (gtk_list_box_row_get_child (row));
  for (guint i = 0; i < part && child != NULL; i++)
    child = gtk_widget_get_next_sibling (child);
  g_assert_nonnull (child);
  return child;
}

GtkEditable *
app_test_new_game_name_entry (TyrosNewGamePage *page,
                              guint             seat)
{
  return GTK_EDITABLE (seat_part (page, seat, 1));
}

void
app_test_new_game_set_name (TyrosNewGamePage *page,
                            guint             seat,
                            const char       *name)
{
  gtk_editable_set_text (app_test_new_game_name_entry (page, seat), name);
}

const char *
app_test_new_game_get_name (TyrosNewGamePage *page,
                            guint             seat)
{
  return gtk_editable_get_text (app_test_new_game_name_entry (page, seat));
}

void
app_test_new_game_move_player (TyrosNewGamePage *page,
                               guint             seat,
                               gboolean          up)
{
  GtkWidget *arrows = seat_part (page, seat, 3);

  g_signal_emit_by_name (up ? gtk_widget_get_first_child (arrows) : gtk_widget_get_last_child (arrows), "clicked");
  app_test_pump ();
}

void
app_test_new_game_set_setup_kind (TyrosNewGamePage *page,
                                  guint             kind)
{
  adw_combo_row_set_selected (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "setup_row"), kind);
}

void
app_test_new_game_set_founding (TyrosNewGamePage *page,
                                TyrosEmpire       empire,
                                TyrosField        field)
{
  /* The row a person reads: "Founding field of the orange empire" */
  g_autofree char *title = g_strdup_printf ("Founding field of the %s empire", tyros_empire_display_name (empire));
  GtkWidget *row = app_test_find_row (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "setup_group"), title);
  GtkWidget *spin;

  if (row == NULL)
    g_error ("no row “%s”", title);
  spin = app_test_find (row, app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_SPIN_BUTTON));
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), field);
}

const char *
app_test_new_game_error (TyrosNewGamePage *page)
{
  if (!gtk_widget_get_visible (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "error_box")))
    return "";
  return gtk_label_get_text (app_test_child (page, TYROS_TYPE_NEW_GAME_PAGE, "error_label"));
}

GtkListBox *
app_test_history_list (TyrosHistoryPanel *history)
{
  return app_test_child (history, TYROS_TYPE_HISTORY_PANEL, "list");
}

void
app_test_show_history (TyrosHistoryPanel *history)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (history)))
    return;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "game.show-history", NULL));
  app_test_pump ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (history)));
}

const char *
app_test_history_text (TyrosHistoryPanel *history,
                       guint              index)
{
  GtkListBoxRow *row;
  GtkWidget *number;

  /* a person reads it there: its rows are built when it is first shown */
  app_test_show_history (history);
  row = gtk_list_box_get_row_at_index (app_test_history_list (history), (int) index + 1);
  if (row == NULL)
    return NULL;
  /* the move's number, then what it did */
  number = gtk_widget_get_first_child (gtk_list_box_row_get_child (row));
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (number)));
}

const char *
app_test_start_continue_text (TyrosStartPage *start)
{
  if (!gtk_widget_get_visible (app_test_child (start, TYROS_TYPE_START_PAGE, "continue_button")))
    return NULL;
  return gtk_label_get_text (app_test_child (start, TYROS_TYPE_START_PAGE, "continue_label"));
}

guint
app_test_start_n_recent (TyrosStartPage *start)
{
  GtkWidget *list = app_test_child (start, TYROS_TYPE_START_PAGE, "recent_list");
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

GtkWidget *
app_test_start_recent_row (TyrosStartPage *start,
                           guint           index)
{
  GtkListBox *list = app_test_child (start, TYROS_TYPE_START_PAGE, "recent_list");
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

  g_assert_nonnull (row);
  return GTK_WIDGET (row);
}

typedef struct {
  TyrosStartPage *start;
  guint           n;
} RecentCount;

static gboolean
lists_n_games (gconstpointer data)
{
  const RecentCount *count = data;

  return app_test_start_n_recent (count->start) == count->n;
}

void
app_test_wait_for_recent (TyrosStartPage *start,
                          guint           n)
{
  RecentCount count = { start, n };

  app_test_wait_for (lists_n_games, &count);
}

static gboolean
has_game (gconstpointer window)
{
  return app_test_game ((TyrosWindow *) window) != NULL;
}

void
app_test_wait_for_game (TyrosWindow *window)
{
  app_test_wait_for (has_game, window);
}

void
app_test_start_delete_recent (TyrosStartPage *start,
                              guint           index)
{
  GtkWidget *delete = app_test_find_button (app_test_start_recent_row (start, index), NULL);

  g_assert_nonnull (delete);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (delete), ==, "Delete");
  g_signal_emit_by_name (delete, "clicked");
  app_test_pump ();
}

gboolean
app_test_teacher_teaching (TyrosTeacher *teacher)
{
  gboolean teaching;

  g_object_get (teacher, "teaching", &teaching, NULL);
  return teaching;
}

const char *
app_test_string_property (gpointer    object,
                 const char *name)
{
  char *text = NULL;

  g_object_get (object, name, &text, NULL);
  g_object_set_data_full (G_OBJECT (object), name, text, g_free);
  return text;
}

const char *
app_test_teacher_explaining (TyrosTeacher *teacher)
{
  return app_test_string_property (teacher, "explaining");
}

const char *
app_test_teacher_explanation (TyrosTeacher *teacher)
{
  return app_test_string_property (teacher, "explanation");
}

GtkWindow *
app_test_teacher_setup_guide (TyrosTeacher *teacher)
{
  g_autoptr(GtkWindow) guide = NULL;

  g_object_get (teacher, "setup-guide", &guide, NULL);
  return guide; /* a toplevel: GTK keeps it */
}

void
app_test_teacher_got_it (TyrosTeacher *teacher)
{
  g_autoptr(GtkWidget) dialog = NULL;

  g_object_get (teacher, "dialog", &dialog, NULL);
  g_assert_nonnull (dialog);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_close (ADW_DIALOG (dialog)); /* the close response is "got-it" */
#else
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "got-it");
#endif
}

static gboolean
is_step_counter (GtkWidget     *widget,
                 gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), "Step ");
}

static gboolean
is_step_sentence (GtkWidget     *widget,
                  gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_LABEL (widget) && g_str_equal (gtk_widget_get_name (widget), "page-text");
}

guint
app_test_setup_guide_step (GtkWindow *guide,
                           guint     *n_steps)
{
  GtkLabel *counter = GTK_LABEL (app_test_find (GTK_WIDGET (guide), is_step_counter, NULL));
  guint step = 0;

  g_assert_nonnull (counter);
  g_assert_cmpint (sscanf (gtk_label_get_text (counter), "Step %u of %u", &step, n_steps), ==, 2);
  return step;
}

const char *
app_test_setup_guide_text (GtkWindow *guide)
{
  GtkLabel *sentence = GTK_LABEL (app_test_find (GTK_WIDGET (guide), is_step_sentence, NULL));

  g_assert_nonnull (sentence);
  return gtk_label_get_text (sentence);
}

void
app_test_setup_guide_next (GtkWindow *guide)
{
  GtkWidget *next = gtk_window_get_default_widget (guide);

  g_assert_true (GTK_IS_BUTTON (next));
  g_signal_emit_by_name (next, "clicked");
}

static gboolean
is_back_button (GtkWidget     *widget,
                gconstpointer  data G_GNUC_UNUSED)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Back") == 0;
}

void
app_test_setup_guide_back (GtkWindow *guide)
{
  GtkWidget *back = app_test_find (GTK_WIDGET (guide), is_back_button, NULL);

  g_assert_nonnull (back);
  g_assert_true (gtk_widget_get_sensitive (back));
  g_signal_emit_by_name (back, "clicked");
}

GtkEditable *
app_test_rules_search_entry (TyrosRulesWindow *rules)
{
  return GTK_EDITABLE (app_test_child (rules, TYROS_TYPE_RULES_WINDOW, "search_entry"));
}

GPtrArray *
app_test_rules_visible_ids (TyrosRulesWindow *rules)
{
  GtkListBox *list = app_test_child (rules, TYROS_TYPE_RULES_WINDOW, "rule_list");
  GPtrArray *ids = g_ptr_array_new ();
  GtkListBoxRow *row;

  /* A row: the rule's ID, then its title; the differences row has no ID. */
  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    {
      GtkWidget *id_label = gtk_widget_get_first_child (gtk_list_box_row_get_child (row));
      const char *id = gtk_label_get_text (GTK_LABEL (id_label));

      if (*id != '\0' && gtk_widget_get_visible (GTK_WIDGET (row)) && gtk_widget_get_child_visible (GTK_WIDGET (row)))
        g_ptr_array_add (ids, (gpointer) id);
    }
  return ids;
}

static void
collect_page (GtkWidget        *widget,
              GPtrArray        *texts,
              TyrosRulePicture *picture)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (texts, (gpointer) gtk_label_get_text (GTK_LABEL (widget)));
  if (TYROS_IS_RULE_BOARD (widget) && gtk_widget_get_visible (widget))
    g_object_get (widget, "picture", picture, NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_page (child, texts, picture);
}

GPtrArray *
app_test_rules_page_texts (TyrosRulesWindow *rules)
{
  GPtrArray *texts = g_ptr_array_new ();
  TyrosRulePicture picture = TYROS_RULE_PICTURE_NONE;

  collect_page (app_test_child (rules, TYROS_TYPE_RULES_WINDOW, "page_box"), texts, &picture);
  return texts;
}

TyrosRulePicture
app_test_rules_page_picture (TyrosRulesWindow *rules)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  TyrosRulePicture picture = TYROS_RULE_PICTURE_NONE;

  collect_page (app_test_child (rules, TYROS_TYPE_RULES_WINDOW, "page_box"), texts, &picture);
  return picture;
}

const char *
app_test_rules_shown (TyrosRulesWindow *rules)
{
  return app_test_string_property (rules, "shown-rule");
}

gboolean
app_test_rules_show (TyrosRulesWindow *rules,
                     const char       *id)
{
  g_object_set (rules, "shown-rule", id, NULL);
  return g_strcmp0 (app_test_rules_shown (rules), id) == 0;
}

const char *
app_test_sheet_text (TyrosScoreSheet *sheet)
{
  return app_test_string_property (sheet, "text");
}

const char *
app_test_sheet_winner (TyrosScoreSheet *sheet)
{
  return gtk_label_get_text (app_test_child (sheet, TYROS_TYPE_SCORE_SHEET, "winner_label"));
}

void
app_test_paint (TyrosPositionPanel *positions,
                const char         *box_name,
                guint               index)
{
  GtkFlowBox *box = app_test_child (positions, TYROS_TYPE_POSITION_PANEL, box_name);
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (box, (int) index);

  g_assert_nonnull (child);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (child)), TRUE);
}

const char *
app_test_position_error (TyrosPositionPanel *positions)
{
  if (!gtk_widget_get_visible (app_test_child (positions, TYROS_TYPE_POSITION_PANEL, "error_box")))
    return "";
  return gtk_label_get_text (app_test_child (positions, TYROS_TYPE_POSITION_PANEL, "error_label"));
}

GdkTexture *
app_test_render (GtkWidget *window)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* WCAG relative luminance of an 8-bit sRGB pixel */
static double
relative_luminance (const guint8 *rgb)
{
  double l[3];

  for (int i = 0; i < 3; i++)
    {
      double c = rgb[i] / 255.0;

      l[i] = c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
    }
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

static double
contrast (const guint8 *a,
          const guint8 *b)
{
  double la = relative_luminance (a), lb = relative_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

void
app_test_close_preferences (TyrosPreferencesWindow *prefs)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_force_close (ADW_DIALOG (prefs));
#else
  gtk_window_destroy (GTK_WINDOW (prefs));
#endif
}

double
app_test_text_contrast (GtkWidget *window,
                        GtkWidget *box,
                        GtkWidget *label)
{
  g_autoptr(GtkCssProvider) large = gtk_css_provider_new ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guint8 *pixels = NULL;
  graphene_rect_t area, text;
  int w, h, stride;
  guint8 tint[3];
  double best = 1.0;

#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (large, ".contrast-probe { font-size: 48px; font-weight: 900; }");
#else
  gtk_css_provider_load_from_data (large, ".contrast-probe { font-size: 48px; font-weight: 900; }", -1);
#endif
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (large),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER);
  gtk_widget_add_css_class (label, "contrast-probe");
  app_test_pump_frames (8);

  /* the whole window: the box's tint lies over the window's background */
  texture = app_test_render (window);
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  stride = w * 4;
  pixels = g_malloc (stride * h);
  /* B, G, R, A in memory; opaque */
  gdk_texture_download (texture, pixels, stride);
  g_assert_true (gtk_widget_compute_bounds (box, window, &area));
  g_assert_true (gtk_widget_compute_bounds (label, window, &text));

  /* the tint in the box's bottom padding (a header bar's shadow may lie
   * over its top) */
  {
    const guint8 *p = pixels + ((int) (area.origin.y + area.size.height) - 3) * stride +
                      (int) (area.origin.x + area.size.width / 2) * 4;

    tint[0] = p[2];
    tint[1] = p[1];
    tint[2] = p[0];
  }
  for (int y = MAX ((int) text.origin.y, 0); y < (int) (text.origin.y + text.size.height) && y < h; y++)
    for (int x = MAX ((int) text.origin.x, 0); x < (int) (text.origin.x + text.size.width) && x < w; x++)
      {
        const guint8 *p = pixels + y * stride + x * 4;
        guint8 rgb[3] = { p[2], p[1], p[0] };

        best = MAX (best, contrast (rgb, tint));
      }

  gtk_widget_remove_css_class (label, "contrast-probe");
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (large));
  return best;
}

gboolean
app_test_screenshots_in (const char *language)
{
  if (g_getenv ("TYROS_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("TYROS_SCREENSHOT_DIR is not set");
      return FALSE;
    }
  app_test_use_language (language);
  return TRUE;
}

void
app_test_screenshot (GtkWidget  *window,
                     const char *name,
                     gboolean    dark)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_strdup_printf ("%s/%s-%s.png", g_getenv ("TYROS_SCREENSHOT_DIR"), name,
                                           dark ? "dark" : "light");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  app_test_settle (400);
  texture = app_test_render (window);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

TyrosApplication *
app_test_application_new (void)
{
  TyrosApplication *app = tyros_application_new ();
  g_autoptr(GError) error = NULL;

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  return app;
}

void
app_test_use_language (const char *language)
{
  static const char *const locales[] = { "C.UTF-8", "en_US.UTF-8", "en_GB.UTF-8", "de_DE.UTF-8" };
  /* as the test started: no catalogue, nothing translated whatever LANGUAGE
   * another test sets (gettext caches by locale, not by LANGUAGE) */
  static char *first_dir, *first_domain;

  if (first_dir == NULL)
    {
      first_dir = g_strdup (bindtextdomain (GETTEXT_PACKAGE, NULL));
      first_domain = g_strdup (textdomain (NULL));
    }
  g_setenv ("LANGUAGE", language, TRUE);
  if (g_str_equal (language, "C"))
    {
      bindtextdomain (GETTEXT_PACKAGE, first_dir);
      textdomain (first_domain);
      setlocale (LC_ALL, "C.UTF-8");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TYROS_PO_BUILD_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* Debian 13's C.UTF-8 ignores LANGUAGE, as C does */
  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    if (setlocale (LC_ALL, locales[i]) != NULL && strcmp (_("C_onfirm"), "C_onfirm") != 0)
      return;
  g_error ("no locale here shows the %s translation (TYROS_PO_BUILD_DIR %s)", language, g_getenv ("TYROS_PO_BUILD_DIR"));
}

void
app_test_init (int    *argc,
               char ***argv)
{
  /* The isolated folders have no MIME database, which loading GTK's own SVG
   * symbolic icons needs: the system's is kept, as
   * g_content_type_set_mime_dirs() suggests. */
  g_content_type_set_mime_dirs (NULL);
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
}

/* The keys pressed on the X display, as a person presses them: into the
 * window under the pointer (Xvfb has no window manager to give focus). */
void
app_test_press_keys (TyrosWindow *window,
                     const char  *keys)
{
  g_autoptr(GError) error = NULL;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *xid = NULL;
  g_autofree char *x = g_strdup_printf ("%d", gtk_widget_get_width (GTK_WIDGET (window)) / 2);
  g_autofree char *y = g_strdup_printf ("%d", gtk_widget_get_height (GTK_WIDGET (window)) / 2);
  const char *move[] = { "xdotool", "mousemove", "--window", NULL, x, y, NULL };
  const char *press[] = { "xdotool", "key", "--clearmodifiers", keys, NULL };
  int status;

  /* xdotool needs the X window: GTK 4.18 deprecates its X11 backend's API,
   * with nothing to replace it (the tests run on Xvfb on purpose). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  xid = g_strdup_printf ("%lu", (unsigned long) gdk_x11_surface_get_xid (surface));
  G_GNUC_END_IGNORE_DEPRECATIONS
  move[3] = xid;
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (g_spawn_sync (NULL, (char **) (i == 0 ? move : press), NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                                   NULL, NULL, &status, &error));
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      /* a round trip: what the keys made is on its way to the window */
      gdk_display_sync (gtk_widget_get_display (GTK_WIDGET (window)));
      app_test_settle (100);
    }
}

TyrosWindow *
app_test_present_window (TyrosApplication *app)
{
  TyrosWindow *window = tyros_window_new (GTK_APPLICATION (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  gtk_window_present (GTK_WINDOW (window));
  app_test_settle (200);
  return window;
}

/* Copies a test file into the app's store of games, modified @age seconds ago. */
char *
app_test_put_saved_game (const char *data_name,
                         const char *name,
                         int         age)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tyros-companion", "games", NULL);
  g_autofree char *from = app_test_data_path (data_name);
  char *to = g_build_filename (dir, name, NULL);
  g_autofree char *text = NULL;
  struct utimbuf times;
  gsize length;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_get_contents (from, &text, &length, NULL));
  g_assert_true (g_file_set_contents (to, text, (gssize) length, NULL));
  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (g_utime (to, &times), ==, 0);
  return to;
}

/* @code drawn at @side pixels as GTK draws it, read back as a phone's camera
 * would: a PNG decoded by zbarimg (zbar-tools); "" when it reads nothing */
char *
app_test_read_qr_code (GdkPaintable *code,
                       int           side)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-qr-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "code.png", NULL);
  const char *argv[] = { "zbarimg", "--quiet", "--raw", path, NULL };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, side, side);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_assert_nonnull (code);
  gdk_paintable_snapshot (code, snapshot, side, side);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &out, NULL, &status, &error))
    g_error ("zbarimg (zbar-tools) cannot run: %s", error->message);
  g_unlink (path);
  g_rmdir (dir);
  return g_strchomp (out);
}
