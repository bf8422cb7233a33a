/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-actions.c: the game page's "game.*" actions, reached as a user
 * reaches them
 *
 * The actions are the game page's, but the header bar, the main menu and
 * the keyboard accelerators are the window's, outside the page: these tests
 * press them from there, with the focus on the board, and check what the
 * game and its autosave say. Runs under Xvfb (see meson.build); keys are
 * pressed with xdotool on the same display.
 */
#define G_LOG_DOMAIN "tyros-test-game-actions"
#include "config.h"

#include "app-test-util.h"

#include <locale.h>
#include <string.h>

#include "tyros-application.h"
#include "tyros-file.h"
#include "tyros-move-entry.h"

static TyrosApplication *app;

/* The file's first six moves play; its seventh breaks a rule (M3): Anna,
 * in the card actions of round 1, is to act. */
static TyrosGame *
open_game (TyrosWindow *window)
{
  TyrosGame *game;

  app_test_open_data (window, "illegal-m3.tyros");
  game = app_test_game (window);
  g_assert_nonnull (game);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 6);
  g_assert_cmpint (tyros_game_get_state (game)->phase, ==, TYROS_PHASE_ACTIONS);
  return game;
}

static gboolean
has_action_name (GtkWidget     *widget,
                 gconstpointer  name)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), name) == 0;
}

/* The button inside @widget that activates @action; fails when there is none. */
static GtkWidget *
button_for (GtkWidget  *widget,
            const char *action)
{
  GtkWidget *button = app_test_find (widget, has_action_name, action);

  if (button == NULL)
    g_error ("no button for %s", action);
  return button;
}

/* Undo in the header bar, and Ctrl+Z, with the focus on the board: the
 * last move is undone, and so is its autosave. */
static void
test_undo_from_header (void)
{
  TyrosWindow *window = app_test_present_window (app);
  TyrosGame *game = open_game (window);
  GtkWidget *header = app_test_child (window, TYROS_TYPE_WINDOW, "history_box"); /* in the header bar */
  GtkWidget *board = GTK_WIDGET (app_test_board_view (window));
  GtkWidget *undo = button_for (header, "game.undo");

  /* Anna passes, and Ben */
  app_test_click (button_for (GTK_WIDGET (app_test_action_panel (window)), "game.pass"));
  app_test_click (button_for (GTK_WIDGET (app_test_action_panel (window)), "game.pass"));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 8);
  g_assert_cmpint (app_test_saved_moves (window), ==, 8);

  gtk_widget_grab_focus (board);
  app_test_pump ();
  g_assert_true (gtk_widget_has_focus (board) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), board));
  app_test_click (undo);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpint (app_test_saved_moves (window), ==, 7);

  gtk_widget_grab_focus (board);
  app_test_press_keys (window, "ctrl+z");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 6);
  g_assert_cmpint (app_test_saved_moves (window), ==, 6);
  /* and redo, with nothing focused */
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  app_test_press_keys (window, "ctrl+shift+z");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpint (app_test_saved_moves (window), ==, 7);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The card actions can be entered only for the game as it is now: not while
 * an earlier position is shown, and not once the game is over. */
static void
test_turn_actions_insensitive (void)
{
  static const char *const turn_actions[] = {
    "game.move-ship", "game.build-city", "game.build-ship", "game.bank-trade", "game.player-trade", "game.pass",
  };
  TyrosWindow *window = app_test_present_window (app);
  GtkWidget *panel;
  GtkListBox *rows;

  open_game (window);
  panel = GTK_WIDGET (app_test_action_panel (window));
  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    g_assert_true (gtk_widget_is_sensitive (button_for (panel, turn_actions[i])));

  /* The board after move 3, from the history */
  app_test_show_history (app_test_history_panel (window));
  rows = app_test_history_list (app_test_history_panel (window));
  gtk_list_box_select_row (rows, gtk_list_box_get_row_at_index (rows, 3));
  app_test_pump ();
  g_assert_cmpint (app_test_viewing (window), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    {
      g_assert_false (gtk_widget_is_sensitive (button_for (panel, turn_actions[i])));
      g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app_test_game_page (window)),
                                                         turn_actions[i] + strlen ("game.")));
    }
  /* Alt+P passes nobody's turn */
  app_test_press_keys (window, "alt+p");
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, 6);

  /* Escape: back to the game, where Alt+P passes */
  app_test_press_keys (window, "Escape");
  g_assert_cmpint (app_test_viewing (window), ==, -1);
  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    g_assert_true (gtk_widget_is_sensitive (button_for (panel, turn_actions[i])));
  app_test_press_keys (window, "alt+p");
  g_assert_cmpuint (tyros_game_get_n_played (app_test_game (window)), ==, 7);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_turn_actions_insensitive_when_over (void)
{
  static const char *const turn_actions[] = {
    "game.move-ship", "game.build-city", "game.build-ship", "game.bank-trade", "game.player-trade", "game.pass",
    "game.cannot-play", "game.what-can-i-do",
  };
  TyrosWindow *window = app_test_present_window (app);
  GtkWidget *panel;

  app_test_open_data (window, "game-3p.tyros");
  g_assert_true (tyros_state_is_over (tyros_game_get_state (app_test_game (window))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-board", NULL));
  app_test_pump ();
  panel = GTK_WIDGET (app_test_action_panel (window));
  for (guint i = 0; i < 6; i++)
    g_assert_false (gtk_widget_is_sensitive (button_for (panel, turn_actions[i])));
  /* Nor from the keyboard, nor from the window's own action group */
  app_test_press_keys (window, "alt+p");
  app_test_press_keys (window, "alt+w");
  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app_test_game_page (window)),
                                                       turn_actions[i] + strlen ("game.")));
  g_assert_true (tyros_state_is_over (tyros_game_get_state (app_test_game (window))));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The move last saved in @window's autosave, read back from the file */
static TyrosGame *
saved_game (TyrosWindow *window)
{
  g_autoptr(GError) error = NULL;
  TyrosGame *saved = tyros_file_load (app_test_autosave_path (window), &error);

  g_assert_no_error (error);
  return saved;
}

/* Counts typed into "Cards paid" and confirmed with Alt+O, as a person does
 * at the keyboard (issue 19, 1): what was typed is what is checked and saved,
 * though the spin button has not committed its text. Anna moves a ship from
 * Tyros to 22, which costs 3 cards. */
static void
test_typed_payment_confirmed_by_mnemonic (void)
{
  TyrosWindow *window = app_test_present_window (app);
  TyrosGame *game = open_game (window);
  TyrosActionPanel *panel = app_test_action_panel (window);
  TyrosMoveEntry *entry = app_test_panel_entry (panel);
  GtkWidget *expander;
  g_autoptr(TyrosGame) saved = NULL;
  const TyrosMove *move;

  tyros_move_entry_start (entry, TYROS_ACTION_MOVE_SHIP);
  tyros_move_entry_choose_field (entry, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
  tyros_move_entry_choose_field (entry, 22, 22);
  expander = app_test_panel_widget (panel, "paid_expander");
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  app_test_settle (100);

  /* 5 green: refused, naming the rule; nothing is played */
  gtk_widget_grab_focus (GTK_WIDGET (app_test_panel_paid_spin (panel, TYROS_EMPIRE_GREEN)));
  app_test_press_keys (window, "ctrl+a");
  app_test_press_keys (window, "5");
  app_test_press_keys (window, "alt+o");
  app_test_settle (400); /* a button activated from the keyboard clicks after 250 ms */
  g_assert_nonnull (strstr (app_test_panel_error (panel), "(M1)"));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 6);
  g_assert_cmpint (app_test_saved_moves (window), ==, 6);

  /* 2 green and 1 joker: played and saved with its payment */
  app_test_press_keys (window, "ctrl+a");
  app_test_press_keys (window, "2");
  gtk_widget_grab_focus (GTK_WIDGET (app_test_panel_paid_spin (panel, TYROS_CARD_JOKER)));
  app_test_press_keys (window, "ctrl+a");
  app_test_press_keys (window, "1");
  app_test_press_keys (window, "alt+o");
  app_test_settle (400); /* a button activated from the keyboard clicks after 250 ms */
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpint (app_test_saved_moves (window), ==, 7);
  saved = saved_game (window);
  move = tyros_game_get_move (saved, 6);
  g_assert_cmpint (move->type, ==, TYROS_MOVE_SHIP);
  g_assert_true (move->paid.given);
  g_assert_cmpuint (move->paid.cards[TYROS_CARD_JOKER], ==, 1);
  g_assert_cmpuint (move->paid.cards[TYROS_EMPIRE_GREEN], ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
class_has_action (GType       type,
                  const char *name)
{
  GtkWidgetClass *klass = g_type_class_peek (type);
  const char *installed, *property;
  const GVariantType *parameter;
  GType owner;

  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &installed, &parameter, &property); i++)
    if (g_str_equal (installed, name))
      return TRUE;
  return FALSE;
}

/* Whether the action @name ("app.quit", "win.open", "game.undo") is there
 * for @window's header bar, menu and accelerators. */
static gboolean
has_action (TyrosWindow *window,
            const char  *name)
{
  if (g_str_has_prefix (name, "app."))
    return g_action_group_has_action (G_ACTION_GROUP (app), name + strlen ("app."));
  if (g_str_has_prefix (name, "win."))
    return class_has_action (TYROS_TYPE_WINDOW, name);
  if (g_str_has_prefix (name, "game."))
    return class_has_action (TYROS_TYPE_GAME_PAGE, name) &&
           g_action_group_has_action (G_ACTION_GROUP (app_test_game_page (window)), name + strlen ("game."));
  return FALSE;
}

/* Every accelerator activates an action there is, and every shortcut the
 * shortcuts window lists has an accelerator: a misspelt name fails. */
static void
test_accels_name_actions (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_auto(GStrv) described = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/tyroscompanion/TyrosCompanion/tyros-shortcuts-window.ui");
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  guint n_listed = 0;

  open_game (window);
  g_assert_cmpuint (g_strv_length (described), >=, 20);
  for (guint i = 0; described[i] != NULL; i++)
    if (!has_action (window, described[i]))
      g_error ("an accelerator activates %s, which is not there", described[i]);

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action = NULL;
      g_auto(GStrv) accels = NULL;

      if (g_object_class_find_property (G_OBJECT_GET_CLASS (l->data), "action-name") == NULL)
        continue;
      g_object_get (l->data, "action-name", &action, NULL);
      if (action == NULL)
        continue;
      n_listed++;
      if (!has_action (window, action))
        g_error ("the shortcuts window lists %s, which is not there", action);
      accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
      if (accels[0] == NULL)
        g_error ("the shortcuts window lists %s, which has no accelerator", action);
    }
  g_assert_cmpuint (n_listed, >=, 20);

  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A key as "keyval modifiers", the keypad's Home as Home */
static char *
key_id (guint           key,
        GdkModifierType mods)
{
  const char *name = gdk_keyval_name (key);

  if (name != NULL && g_str_has_prefix (name, "KP_") && gdk_keyval_from_name (name + 3) != GDK_KEY_VoidSymbol)
    key = gdk_keyval_from_name (name + 3);
  return g_strdup_printf ("%u %u", gdk_keyval_to_lower (key), mods);
}

/* The keys the shortcuts window lists, each "keyval modifiers" */
static GHashTable *
listed_keys (GtkBuilder *builder)
{
  GHashTable *keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *accelerator = NULL;
      g_autofree char *action = NULL;
      g_auto(GStrv) accels = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "accelerator", &accelerator, "action-name", &action, NULL);
      accels = action != NULL ? gtk_application_get_accels_for_action (GTK_APPLICATION (app), action)
                              : g_strsplit (accelerator != NULL ? accelerator : "", " ", -1);
      for (guint i = 0; accels[i] != NULL; i++)
        {
          guint key;
          GdkModifierType mods;

          if (gtk_accelerator_parse (accels[i], &key, &mods))
            g_hash_table_add (keys, key_id (key, mods));
        }
    }
  return keys;
}

/* Every key the app's own widgets answer is in @keys */
static void
assert_keys_listed (GtkWidget  *widget,
                    GHashTable *keys)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Tyros") &&
                    i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);
      /* the app's own, not GTK's for every window (F10 opens the menu) */
      gboolean own = GTK_IS_SHORTCUT_CONTROLLER (controller) &&
                     !g_str_has_prefix (gtk_event_controller_get_name (controller) ? gtk_event_controller_get_name (controller)
                                                                                   : "", "gtk-widget-class-") &&
                     g_strcmp0 (gtk_event_controller_get_name (controller), "gtk-window-menubar-accel") != 0;

      for (guint s = 0; own &&
                        s < g_list_model_get_n_items (G_LIST_MODEL (controller)); s++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), s);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          g_autofree char *key = NULL;

          if (!GTK_IS_KEYVAL_TRIGGER (trigger))
            continue;
#if ADW_CHECK_VERSION (1, 7, 0)
          /* libadwaita's own on every window: its adaptive preview */
          if (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_m &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == (GDK_CONTROL_MASK | GDK_SHIFT_MASK))
            continue;
#endif
          key = key_id (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                        gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
          if (!g_hash_table_contains (keys, key))
            g_error ("%s answers %s, which the shortcuts window does not list", G_OBJECT_TYPE_NAME (widget),
                     gtk_shortcut_trigger_to_string (trigger));
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    assert_keys_listed (child, keys);
}

/* Issue 33, 13: the keys a page answers itself (Ctrl+P prints the score
 * sheet) are in the shortcuts window too. */
static void
test_page_keys_listed (void)
{
  TyrosWindow *window = app_test_present_window (app);
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/tyroscompanion/TyrosCompanion/tyros-shortcuts-window.ui");
  g_autoptr(GHashTable) keys = listed_keys (builder);

  open_game (window);
  assert_keys_listed (GTK_WIDGET (window), keys);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  app_test_pump ();
  assert_keys_listed (app_test_page (window, "score"), keys);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
window_gone (gconstpointer pointer)
{
  GtkWidget *const *window = pointer;

  return *window == NULL || !gtk_widget_get_visible (*window);
}

/* The toplevel that is not in @before */
static GtkWidget *
new_toplevel (GList *before)
{
  g_autoptr(GList) now = gtk_window_list_toplevels ();

  for (GList *l = now; l != NULL; l = l->next)
    if (g_list_find (before, l->data) == NULL && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* Issue 33, 13: Ctrl+W closes each window of the app: the rules, "What can
 * I do?", the keyboard shortcuts, the preferences, and the main window itself. */
static void
test_ctrl_w_closes_windows (void)
{
  /* the preferences are a dialog in the window from libadwaita 1.5 (Escape closes it) */
  static const char *const opens[] = { "app.show-rules", "game.what-can-i-do", "win.show-help-overlay",
#if !ADW_CHECK_VERSION (1, 5, 0)
                                       "app.preferences",
#endif
                                     };
  GtkWidget *window = GTK_WIDGET (app_test_present_window (app));

  open_game (TYROS_WINDOW (window));
  for (guint i = 0; i < G_N_ELEMENTS (opens); i++)
    {
      g_autoptr(GList) before = gtk_window_list_toplevels ();
      GtkWidget *opened;
      GLogLevelFlags fatal = 0;

      /* GTK 4.8 warns about a label of the shortcuts window ("reported min
       * width -3"), as test-window notes */
      if (g_str_equal (opens[i], "win.show-help-overlay"))
        fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      g_assert_true (gtk_widget_activate_action (window, opens[i], NULL));
      app_test_settle (300);
      if (fatal != 0)
        g_log_set_always_fatal (fatal);
      opened = new_toplevel (before);
      g_assert_nonnull (opened);
      g_object_add_weak_pointer (G_OBJECT (opened), (gpointer *) &opened);
      /* app_test_press_keys() takes any window, given as the main one */
      app_test_press_keys ((TyrosWindow *) opened, "ctrl+w");
      app_test_wait_for (window_gone, &opened);
      if (opened != NULL)
        g_object_remove_weak_pointer (G_OBJECT (opened), (gpointer *) &opened);
    }
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  app_test_press_keys (TYROS_WINDOW (window), "ctrl+w");
  app_test_wait_for (window_gone, &window);
}

/* The actions of @menu's items, sections and submenus included, in order */
static void
menu_actions (GMenuModel *menu,
              GPtrArray  *actions)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (menu, i);
      GMenuModel *linked;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        g_ptr_array_add (actions, g_steal_pointer (&action));
      while (g_menu_link_iter_get_next (links, NULL, &linked))
        {
          menu_actions (linked, actions);
          g_object_unref (linked);
        }
    }
}

static void
assert_menu (TyrosWindow        *window,
             const char         *menu,
             const char *const  *expected)
{
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *got = NULL;
  g_autofree char *want = g_strjoinv (" ", (char **) expected);

  menu_actions (G_MENU_MODEL (app_test_child (window, TYROS_TYPE_WINDOW, menu)), actions);
  g_ptr_array_add (actions, NULL);
  got = g_strjoinv (" ", (char **) actions->pdata);
  g_assert_cmpstr (got, ==, want);
}

/* The menu button @name opens with its items labelled, as a click opens it */
static GtkPopover *
open_menu (TyrosWindow *window,
           const char  *name)
{
  GtkMenuButton *button = app_test_child (window, TYROS_TYPE_WINDOW, name);
  GtkPopover *popover;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (button)));
  gtk_menu_button_popup (button);
  app_test_settle (200);
  popover = gtk_menu_button_get_popover (button);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  return popover;
}

/* The window with @popover drawn over it where it is shown (each is a
 * surface of its own), as PNG in TYROS_SCREENSHOT_DIR */
static void
screenshot_with_popover (TyrosWindow *window,
                         GtkPopover  *popover,
                         const char  *name)
{
  const char *dir = g_getenv ("TYROS_SCREENSHOT_DIR");
  GtkWidget *widgets[] = { GTK_WIDGET (window), GTK_WIDGET (popover) };
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  cairo_surface_t *canvas;
  cairo_t *cr;
  g_autofree char *path = NULL;
  double window_x, window_y;

  if (dir == NULL)
    return;
  canvas = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (canvas);
  gtk_native_get_surface_transform (GTK_NATIVE (window), &window_x, &window_y);
  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    {
      g_autoptr(GdkTexture) texture = app_test_render (widgets[i]);
      cairo_surface_t *image =
        cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_texture_get_width (texture),
                                    gdk_texture_get_height (texture));
      double x = 0, y = 0;

      cairo_surface_flush (image);
      gdk_texture_download (texture, cairo_image_surface_get_data (image), cairo_image_surface_get_stride (image));
      cairo_surface_mark_dirty (image);
      if (widgets[i] == GTK_WIDGET (popover))
        {
          GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));

          gtk_native_get_surface_transform (GTK_NATIVE (popover), &x, &y);
          x += gdk_popup_get_position_x (GDK_POPUP (surface)) - window_x;
          y += gdk_popup_get_position_y (GDK_POPUP (surface)) - window_y;
        }
      cairo_set_source_surface (cr, image, x, y);
      cairo_paint (cr);
      cairo_surface_destroy (image);
    }
  cairo_destroy (cr);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  g_assert_cmpint (cairo_surface_write_to_png (canvas, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (canvas);
}

/* Issue 33, 7: the main menu is the app's (what to open, then the app's own
 * items, in the HIG's order); the game's actions are in the Game menu of
 * the board's header, shown over the board only. Each menu opens with its
 * items (shown, with the window, in TYROS_SCREENSHOT_DIR at a phone's size
 * and a laptop's). */
static void
test_menus (gconstpointer data)
{
  static const char *const primary[] = {
    "win.new-game", "win.quick-score", "win.open", "win.show-start", "win.show-records",
    "app.preferences", "win.show-help-overlay", "app.show-rules", "app.about", NULL,
  };
  static const char *const game_actions[] = {
    "win.save-as", "win.show-scores", "game.show-history", "win.share-table", "win.compare-board",
    "game.what-can-i-do", "win.teach", NULL,
  };
  const int *size = data;
  TyrosWindow *window = app_test_present_window (app);
  GtkWidget *game_menu = app_test_child (window, TYROS_TYPE_WINDOW, "game_menu_button");
  const char *menus[] = { "primary_menu_button", "game_menu_button" };

  assert_menu (window, "primary_menu", primary);
  assert_menu (window, "game_menu", game_actions);
  g_assert_false (gtk_widget_get_visible (game_menu));
  gtk_window_set_default_size (GTK_WINDOW (window), size[0], size[1]);
  open_game (window);
  app_test_settle (300);
  g_assert_true (gtk_widget_get_visible (game_menu));
  for (guint i = 0; i < G_N_ELEMENTS (menus); i++)
    {
      GtkPopover *popover = open_menu (window, menus[i]);
      g_autofree char *items = app_test_label_texts (GTK_WIDGET (popover));
      g_autofree char *name = g_strdup_printf ("menu-%s-%dx%d", i == 0 ? "main" : "game", size[0], size[1]);

      g_assert_nonnull (strstr (items, i == 0 ? "About Tyros Companion" : "What Can I Do?"));
      screenshot_with_popover (window, popover, name);
      gtk_popover_popdown (popover);
      app_test_pump ();
    }
  /* the game's menu goes with its board */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  app_test_pump ();
  g_assert_false (gtk_widget_get_visible (game_menu));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 33, 8: from the score sheet, Alt+Left and Escape lead back to the
 * board as the header's back button does (at the start of the header); on
 * the board, Alt+Left is a move back in its history. */
static void
test_back_from_score_sheet (void)
{
  static const char *const keys[] = { "alt+Left", "Escape" };
  TyrosWindow *window = app_test_present_window (app);
  GtkWidget *back = app_test_child (window, TYROS_TYPE_WINDOW, "back_button");
  TyrosGame *game = open_game (window);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
      app_test_pump ();
      g_assert_cmpstr (app_test_page_name (window), ==, "score");
      g_assert_true (gtk_widget_get_mapped (back));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (back), ==, "Back to the Board");
      app_test_press_keys (window, keys[i]);
      g_assert_cmpstr (app_test_page_name (window), ==, "game");
      g_assert_false (gtk_widget_get_visible (back));
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-scores", NULL));
  app_test_pump ();
  app_test_click (back);
  g_assert_cmpstr (app_test_page_name (window), ==, "game");
  /* over the board: the move before the last is shown */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (app_test_action_panel (window)), GTK_DIR_TAB_FORWARD));
  app_test_press_keys (window, "alt+Left");
  g_assert_cmpint (tyros_game_session_get_viewing (app_test_session (window)), ==,
                   (int) tyros_game_get_n_played (game) - 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

#if ADW_CHECK_VERSION (1, 4, 0)
/* libadwaita 1.4+: the score sheet and Compare with Your Board are pushed
 * over the board in a navigation view, and its own pop (a swipe, the
 * mouse's back button, the view's keys) leads to the board as the header's
 * back button does: the header follows it */
static void
test_pages_over_board_pop (void)
{
  static const char *const pages[][2] = {
    { "win.show-scores", "score" },
    { "win.compare-board", "compare-board" },
  };
  TyrosWindow *window = app_test_present_window (app);
  GtkWidget *back = app_test_child (window, TYROS_TYPE_WINDOW, "back_button");
  GtkWidget *game_menu = app_test_child (window, TYROS_TYPE_WINDOW, "game_menu_button");
  g_autofree char *board_title = NULL;

  open_game (window);
  board_title = g_strdup (app_test_title (window));
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      AdwNavigationView *view;
      AdwNavigationPage *shown;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), pages[i][0], NULL));
      app_test_pump ();
      g_assert_nonnull (app_test_navigation_view (window));
      view = ADW_NAVIGATION_VIEW (app_test_navigation_view (window));
      shown = adw_navigation_view_get_visible_page (view);
      g_assert_cmpstr (adw_navigation_page_get_tag (shown), ==, pages[i][1]);
      g_assert_true (adw_navigation_page_get_child (shown) == app_test_page (window, pages[i][1]));
      g_assert_cmpstr (adw_navigation_page_get_tag (adw_navigation_view_get_previous_page (view, shown)), ==, "game");
      g_assert_true (adw_navigation_page_get_can_pop (shown));
      g_assert_true (gtk_widget_get_visible (back));
      g_assert_false (gtk_widget_get_visible (game_menu));

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (shown), "navigation.pop", NULL));
      app_test_pump ();
      g_assert_cmpstr (app_test_page_name (window), ==, "game");
      g_assert_cmpstr (app_test_title (window), ==, board_title);
      g_assert_false (gtk_widget_get_visible (back));
      g_assert_true (gtk_widget_get_visible (game_menu));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}
#endif

/* A click on @button as the pointer gives it: the button takes the focus */
static void
mouse_click (GtkWidget *button)
{
  gtk_widget_grab_focus (button);
  app_test_click (button);
  app_test_pump_frames (3);
}

/* Where the keyboard is, for a message */
static const char *
focus_name (TyrosWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (focus == NULL)
    return "nowhere";
  return GTK_IS_BUTTON (focus) && gtk_widget_get_tooltip_text (focus) != NULL ? gtk_widget_get_tooltip_text (focus)
                                                                             : G_OBJECT_TYPE_NAME (focus);
}

static void
assert_focus_in (TyrosWindow *window,
                 GtkWidget   *where,
                 const char  *what)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (focus == NULL || !gtk_widget_is_ancestor (focus, where))
    g_error ("the keyboard is on %s, not in %s", focus_name (window), what);
}

/* Issue 33, 13: moves entered with the mouse leave the keyboard where the
 * next move starts: not on the header's Undo, where New Game's Start left
 * it. A tile placed on the board, or a pass recorded in the panel: the
 * board, for the next tile; a ship moved and confirmed in the panel: the
 * next player's card actions. */
static void
test_focus_after_mouse_move (void)
{
  const char *names[] = { "Anna", "Ben", "Cleo" };
  TyrosWindow *window = app_test_present_window (app);
  TyrosNewGamePage *page;
  TyrosActionPanel *panel;
  TyrosGame *game;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = app_test_new_game_page (window);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    app_test_new_game_set_name (page, i, names[i]);
  mouse_click (tyros_new_game_page_get_start_button (page));
  game = app_test_game (window);
  app_test_press_field (window, 8);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  assert_focus_in (window, GTK_WIDGET (app_test_board_view (window)), "the board");
  /* Ben cannot play a tile: the pass recorded in the panel */
  panel = app_test_action_panel (window);
  mouse_click (button_for (GTK_WIDGET (panel), "game.cannot-play"));
  g_assert_cmpstr (app_test_panel_page (panel), ==, "expand-pass");
  mouse_click (app_test_find_button (GTK_WIDGET (panel), "_Record the Pass"));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 2);
  g_assert_cmpstr (app_test_panel_page (panel), ==, "expand");
  assert_focus_in (window, GTK_WIDGET (app_test_board_view (window)), "the board");

  open_game (window);
  panel = app_test_action_panel (window);
  game = app_test_game (window);
  mouse_click (button_for (GTK_WIDGET (panel), "game.move-ship"));
  app_test_press_field (window, TYROS_FIELD_TYROS);
  app_test_press_field (window, 23);
  mouse_click (app_test_panel_confirm_button (panel));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 7);
  g_assert_cmpstr (app_test_panel_page (panel), ==, "actions");
  assert_focus_in (window, GTK_WIDGET (panel), "the card actions");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An Alt+letter of the window: a mnemonic shown, or an accelerator */
typedef struct {
  guint       key;
  const char *action;  /* what it activates, if an action */
  char       *what;
} AltKey;

static void
alt_key_clear (AltKey *key)
{
  g_free (key->what);
}

/* The mnemonics of the labels shown in @widget (buttons, expanders and
 * labels of a control alike) */
static void
add_mnemonics (GtkWidget *widget,
               GArray    *keys)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)) &&
      gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)) != GDK_KEY_VoidSymbol)
    {
      GtkWidget *actionable = gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON);
      AltKey key = {
        gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget))),
        actionable != NULL ? gtk_actionable_get_action_name (GTK_ACTIONABLE (actionable)) : NULL,
        g_strdup_printf ("\u201c%s\u201d", gtk_label_get_label (GTK_LABEL (widget))),
      };

      g_array_append_val (keys, key);
    }
  /* of a stack, the page shown (the one left may still be mapped, sliding out) */
  if (GTK_IS_STACK (widget))
    {
      if (gtk_stack_get_visible_child (GTK_STACK (widget)) != NULL)
        add_mnemonics (gtk_stack_get_visible_child (GTK_STACK (widget)), keys);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    add_mnemonics (child, keys);
}

/* No two things shown in @window answer one Alt+letter: each mnemonic shown
 * is its own, and none is an Alt accelerator of another action (a button's
 * mnemonic may be its own action's accelerator). */
static void
assert_alt_keys_unique (TyrosWindow *window,
                        const char  *language,
                        const char  *state)
{
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (AltKey));
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));

  g_array_set_clear_func (keys, (GDestroyNotify) alt_key_clear);
  app_test_pump ();
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      for (guint a = 0; accels[a] != NULL; a++)
        {
          guint keyval;
          GdkModifierType mods;

          if (gtk_accelerator_parse (accels[a], &keyval, &mods) && mods == GDK_ALT_MASK)
            {
              AltKey key = { gdk_keyval_to_lower (keyval), actions[i], g_strdup_printf ("the shortcut of %s", actions[i]) };

              g_array_append_val (keys, key);
            }
        }
    }
  add_mnemonics (GTK_WIDGET (window), keys);
  for (guint i = 0; i < keys->len; i++)
    for (guint j = i + 1; j < keys->len; j++)
      {
        const AltKey *a = &g_array_index (keys, AltKey, i), *b = &g_array_index (keys, AltKey, j);

        if (a->key == b->key && (a->action == NULL || g_strcmp0 (a->action, b->action) != 0))
          g_error ("%s, %s: Alt+%s is both %s and %s", language, state, gdk_keyval_name (a->key), a->what, b->what);
      }
}

/* The move panel's controls each answer an Alt+letter of their own, in
 * every step of every kind of move and in each language: "_Cancel" was Alt+C,
 * which is Build City's, and "Cards _paid" Alt+P, which is Pass's. */
static void
test_mnemonics_unique (gconstpointer data)
{
  static const struct {
    const char *state;
    TyrosAction action;
    TyrosField  fields[2];
  } moves[] = {
    { "the card actions", -1, { 0, 0 } },
    { "a ship move", TYROS_ACTION_MOVE_SHIP, { TYROS_FIELD_TYROS, 23 } },
    { "a city", TYROS_ACTION_BUILD_CITY, { 23, 0 } },
    { "a ship built", TYROS_ACTION_BUILD_SHIP, { TYROS_FIELD_TYROS, 0 } },
    { "a trade with the bank", TYROS_ACTION_BANK_TRADE, { 0, 0 } },
    { "a trade with a player", TYROS_ACTION_PLAYER_TRADE, { 0, 0 } },
  };
  const char *language = data;
  g_autofree char *finished_path = g_build_filename (g_getenv ("TYROS_TEST_DATA"), "game-3p.tyros", NULL);
  g_autoptr(TyrosGame) finished = tyros_file_load (finished_path, NULL);
  g_autoptr(TyrosGame) first = NULL;
  static const char *const names[] = { "Anna", "Ben", "Cleo", NULL };
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosSetup setup = { 0 };
  TyrosWindow *window;
  TyrosActionPanel *panel;
  TyrosMoveEntry *entry;

  app_test_use_language (language);
  window = app_test_present_window (app);
  open_game (window);
  panel = app_test_action_panel (window);
  entry = app_test_panel_entry (panel);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      if ((int) moves[i].action >= 0)
        tyros_move_entry_start (entry, moves[i].action);
      for (guint f = 0; f < G_N_ELEMENTS (moves[i].fields) && moves[i].fields[f] != 0; f++)
        tyros_move_entry_choose_field (entry, moves[i].fields[f], moves[i].fields[f]);
      /* "Cards paid" open, where there is one */
      if (g_strcmp0 (app_test_panel_page (panel), "pending") == 0)
        gtk_expander_set_expanded (GTK_EXPANDER (app_test_panel_widget (panel, "paid_expander")), TRUE);
      assert_alt_keys_unique (window, language, moves[i].state);
      tyros_move_entry_cancel (entry);
    }

  /* phase 2 of a first game: a tile, then "Cannot Play a Tile"; a game over */
  tyros_setup_first_game (&setup, 0);
  first = tyros_game_new (tyros_edition_kosmos (), names, &setup, &violation);
  g_assert_nonnull (first);
  tyros_move_entry_set_game (entry, first);
  assert_alt_keys_unique (window, language, "a landscape tile");
  tyros_move_entry_start (entry, TYROS_ACTION_CANNOT_PLAY);
  g_assert_cmpstr (app_test_panel_page (panel), ==, "expand-pass");
  assert_alt_keys_unique (window, language, "a pass in phase 2");
  g_assert_nonnull (finished);
  tyros_move_entry_set_game (entry, finished);
  g_assert_cmpstr (app_test_panel_page (panel), ==, "over");
  assert_alt_keys_unique (window, language, "the game over");

  gtk_window_destroy (GTK_WINDOW (window));
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

  /* The accelerators are the application's */
  app = app_test_application_new ();

  g_test_add_func ("/app/game-actions/undo-from-header", test_undo_from_header);
  g_test_add_func ("/app/game-actions/turn-actions-insensitive", test_turn_actions_insensitive);
  g_test_add_func ("/app/game-actions/turn-actions-insensitive-when-over", test_turn_actions_insensitive_when_over);
  g_test_add_func ("/app/game-actions/accels-name-actions", test_accels_name_actions);
  g_test_add_func ("/app/game-actions/page-keys-listed", test_page_keys_listed);
  g_test_add_func ("/app/game-actions/ctrl-w-closes-windows", test_ctrl_w_closes_windows);
  g_test_add_data_func ("/app/game-actions/menus/phone", (int[]) { 360, 640 }, test_menus);
  g_test_add_data_func ("/app/game-actions/menus/laptop", (int[]) { 1100, 720 }, test_menus);
  g_test_add_func ("/app/game-actions/back-from-score-sheet", test_back_from_score_sheet);
#if ADW_CHECK_VERSION (1, 4, 0)
  g_test_add_func ("/app/game-actions/pages-over-board-pop", test_pages_over_board_pop);
#endif
  g_test_add_func ("/app/game-actions/focus-after-mouse-move", test_focus_after_mouse_move);
  g_test_add_func ("/app/game-actions/typed-payment-confirmed-by-mnemonic", test_typed_payment_confirmed_by_mnemonic);
  g_test_add_data_func ("/app/game-actions/mnemonics-unique/en", "C", test_mnemonics_unique);
  g_test_add_data_func ("/app/game-actions/mnemonics-unique/de", "de", test_mnemonics_unique);
  g_test_add_data_func ("/app/game-actions/mnemonics-unique/nl", "nl", test_mnemonics_unique);
  g_test_add_data_func ("/app/game-actions/mnemonics-unique/it", "it", test_mnemonics_unique);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
