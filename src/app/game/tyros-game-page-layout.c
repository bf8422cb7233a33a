/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-page-layout.c: the game page's adaptive layout
 *
 * Over the page's private struct (tyros-game-page-private.h), as Text
 * Editor's editor-page-vim.c is over its page's: board and side panel side
 * by side, the panel folding over the board in a narrower window, and at a
 * phone's width the board above the panel, for the three generations of
 * libadwaita the app builds with: AdwFlap (1.2), AdwOverlaySplitView with
 * breakpoints (1.4), and the bottom sheet (1.6). The controller
 * (tyros-game-page.c) knows none of them.
 */
#define G_LOG_DOMAIN "tyros-game-page-layout"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tyros-board-cell.h"
#include "tyros-game-page-private.h"

/* Below this width the side panel would cover the board: it goes under it
 * instead, as a sheet at the bottom, and the board shows whole above. */
#define NARROW_WIDTH 600
#define SIDEBAR_WIDTH 330

static void
panel_shown_changed (TyrosGamePage *self)
{
  g_object_notify (G_OBJECT (self), "show-panel");
}

#if ADW_CHECK_VERSION (1, 4, 0)
static GtkWidget *
new_split (TyrosGamePage *self)
{
  GtkWidget *split = adw_overlay_split_view_new ();

  adw_overlay_split_view_set_sidebar_position (ADW_OVERLAY_SPLIT_VIEW (split), GTK_PACK_END);
  adw_overlay_split_view_set_content (ADW_OVERLAY_SPLIT_VIEW (split), self->board_box);
  adw_overlay_split_view_set_sidebar (ADW_OVERLAY_SPLIT_VIEW (split), self->side_panel);
  adw_overlay_split_view_set_min_sidebar_width (ADW_OVERLAY_SPLIT_VIEW (split), 330);
  adw_overlay_split_view_set_max_sidebar_width (ADW_OVERLAY_SPLIT_VIEW (split), 400);
  /* Added to the window when the page gets there (tyros_game_page_root()). */
  self->breakpoint = adw_breakpoint_new (adw_breakpoint_condition_parse ("max-width: 760sp"));
  adw_breakpoint_add_setters (self->breakpoint, G_OBJECT (split), "collapsed", TRUE, NULL);
  self->narrow_breakpoint = adw_breakpoint_new (adw_breakpoint_condition_new_length (
    ADW_BREAKPOINT_CONDITION_MAX_WIDTH, NARROW_WIDTH - 1, ADW_LENGTH_UNIT_PX));
  adw_breakpoint_add_setters (self->narrow_breakpoint, G_OBJECT (split), "collapsed", TRUE, NULL);
  self->reveal_property = "show-sidebar";
  self->folded_property = "collapsed";
  return split;
}
#else
static GtkWidget *
new_split (TyrosGamePage *self)
{
  GtkWidget *split = adw_flap_new ();

  adw_flap_set_flap_position (ADW_FLAP (split), GTK_PACK_END);
  adw_flap_set_content (ADW_FLAP (split), self->board_box);
  adw_flap_set_flap (ADW_FLAP (split), self->side_panel);
  adw_flap_set_separator (ADW_FLAP (split), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  adw_flap_set_fold_policy (ADW_FLAP (split), ADW_FLAP_FOLD_POLICY_AUTO);
  adw_flap_set_fold_threshold_policy (ADW_FLAP (split), ADW_FOLD_THRESHOLD_POLICY_MINIMUM);
  adw_flap_set_swipe_to_open (ADW_FLAP (split), TRUE);
  adw_flap_set_swipe_to_close (ADW_FLAP (split), TRUE);
  self->reveal_property = "reveal-flap";
  self->folded_property = "folded";
  return split;
}
#endif

static void
split_set_children (TyrosGamePage *self,
                    GtkWidget     *content,
                    GtkWidget     *sidebar)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  adw_overlay_split_view_set_content (ADW_OVERLAY_SPLIT_VIEW (self->split), content);
  adw_overlay_split_view_set_sidebar (ADW_OVERLAY_SPLIT_VIEW (self->split), sidebar);
#else
  adw_flap_set_content (ADW_FLAP (self->split), content);
  adw_flap_set_flap (ADW_FLAP (self->split), sidebar);
#endif
}

/* At a phone's width the panel may be narrower than a finished board's score
 * table (a column per player): the table scrolls sideways rather than widen
 * the window past the screen. */
static void
let_panel_scroll_sideways (TyrosGamePage *self,
                           gboolean       sideways)
{
  gtk_scrolled_window_set_policy (self->turn_scroller,
                                  sideways ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
}

/* Phone width: the board in a strip of its own (board_yields()) */
static void
phone_add_board (TyrosGamePage *self)
{
  adw_bin_set_child (ADW_BIN (self->board_strip), self->board_box);
  gtk_box_append (GTK_BOX (self->phone_box), self->board_strip);
}

static void
phone_remove_board (TyrosGamePage *self)
{
  gtk_box_remove (GTK_BOX (self->phone_box), self->board_strip);
  adw_bin_set_child (ADW_BIN (self->board_strip), NULL);
}

/* The strip's layout: the board whole, or only the band strip_y ..
 * strip_y + strip_height of it, the board laid out as tall as it would be
 * whole (so its cells keep their size) and the rest clipped away. */
static void
strip_measure (GtkWidget      *widget,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline G_GNUC_UNUSED,
               int            *natural_baseline G_GNUC_UNUSED)
{
  TyrosGamePage *self = g_object_get_data (G_OBJECT (widget), "page");
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL && self->strip_height >= 0)
    *minimum = *natural = self->strip_height;
}

static void
strip_allocate (GtkWidget *widget,
                int        width,
                int        height,
                int        baseline G_GNUC_UNUSED)
{
  TyrosGamePage *self = g_object_get_data (G_OBJECT (widget), "page");
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  int whole = height, y = 0;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (self->strip_height >= 0)
    {
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &whole, NULL, NULL);
      y = self->strip_y;
    }
  gtk_widget_allocate (child, width, whole, -1, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, -y)));
}

static GtkSizeRequestMode
strip_request_mode (GtkWidget *widget G_GNUC_UNUSED)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static GtkWidget *
new_board_strip (TyrosGamePage *self)
{
  GtkWidget *strip = adw_bin_new ();

  g_object_set_data (G_OBJECT (strip), "page", self);
  gtk_widget_set_layout_manager (strip, gtk_custom_layout_new (strip_request_mode, strip_measure, strip_allocate));
  gtk_widget_set_overflow (strip, GTK_OVERFLOW_HIDDEN);
  /* not the board's vexpand: the panel under it gets the rest */
  gtk_widget_set_vexpand (strip, FALSE);
  return strip;
}

static GtkWidget *
board_cell (TyrosGamePage *self,
            TyrosField     field)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->board_view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (TYROS_IS_BOARD_CELL (child) && tyros_board_cell_get_field (TYROS_BOARD_CELL (child)) == field)
      return child;
  return NULL;
}

/* The board's row of the chosen field (its cursor), with a few pixels round
 * it, in the board's box */
#define STRIP_MARGIN 4

static gboolean
chosen_row (TyrosGamePage   *self,
            graphene_rect_t *row)
{
  int field;
  GtkWidget *cell;

  g_object_get (self->board_view, "cursor", &field, NULL);
  cell = board_cell (self, (TyrosField) field);
  if (cell == NULL || !gtk_widget_compute_bounds (cell, self->board_box, row))
    return FALSE;
  graphene_rect_inset (row, 0, -STRIP_MARGIN);
  return TRUE;
}

/* At phone width the board is as tall as its cells (44 px at least) need,
 * and the move panel under it gets the rest: too little for a city's five
 * counts of cards paid. While they are entered the board yields: it shows
 * the chosen field's row only (the board's cursor; the arrow keys move the
 * strip with it), its cells as big as before; whole again once the move is
 * confirmed or cancelled, or "Cards paid" closed. */
static void
board_yields (TyrosGamePage *self)
{
  gboolean paying = FALSE;
  graphene_rect_t row;
  int y = 0, height = -1;

  g_object_get (self->action_panel, "entering-payment", &paying, NULL);
  if (self->narrow && paying && chosen_row (self, &row))
    {
      y = MAX ((int) floorf (row.origin.y), 0);
      height = (int) ceilf (row.origin.y + row.size.height) - y;
    }
  if (y == self->strip_y && height == self->strip_height)
    return;
  self->strip_y = y;
  self->strip_height = height;
  gtk_widget_queue_resize (self->board_strip);
}

#if ADW_CHECK_VERSION (1, 6, 0)
/* Phone width: the board with what is entered on it under it (the move
 * entry, or a finished board's tools: both are used with the board in view),
 * and the rest of the side panel (standings, history, the live score sheet)
 * in the bottom sheet, opened from its bar. They go back to the top of the
 * panel's turn page when the window widens. */
static void
use_sheet (TyrosGamePage *self,
           gboolean       sheet)
{
  GtkWidget *action_panel = g_object_ref (GTK_WIDGET (self->action_panel));
  /* NULL until a finished board is shown (tyros-game-page.c) */
  GtkWidget *position_panel = self->position_panel != NULL ? g_object_ref (GTK_WIDGET (self->position_panel)) : NULL;

  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (action_panel)), action_panel);
  if (position_panel != NULL)
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (position_panel)), position_panel);
  if (sheet)
    {
      split_set_children (self, NULL, NULL);
      gtk_box_append (GTK_BOX (self->move_box), action_panel);
      if (position_panel != NULL)
        gtk_box_append (GTK_BOX (self->move_box), position_panel);
      phone_add_board (self);
      gtk_box_append (GTK_BOX (self->phone_box), self->move_scroller);
      gtk_widget_set_vexpand (self->board_box, FALSE);
      gtk_widget_set_size_request (self->side_panel, -1, -1);
      gtk_widget_add_css_class (self->side_panel, "in-sheet");
      /* the sheet is as tall as its content wants: the standings whole */
      gtk_scrolled_window_set_propagate_natural_height (self->turn_scroller, TRUE);
      /* and the history as tall: its list scrolls, it has no height of its own */
      gtk_stack_set_vhomogeneous (self->side_stack, TRUE);
      adw_bottom_sheet_set_sheet (ADW_BOTTOM_SHEET (self->sheet), self->side_panel);
      adw_bin_set_child (ADW_BIN (self), self->sheet);
    }
  else
    {
      adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (self->sheet), FALSE);
      adw_bottom_sheet_set_sheet (ADW_BOTTOM_SHEET (self->sheet), NULL);
      phone_remove_board (self);
      gtk_box_remove (GTK_BOX (self->phone_box), self->move_scroller);
      gtk_box_insert_child_after (GTK_BOX (self->turn_box), action_panel, NULL);
      if (position_panel != NULL)
        gtk_box_insert_child_after (GTK_BOX (self->turn_box), position_panel, action_panel);
      gtk_widget_set_vexpand (self->board_box, TRUE);
      gtk_widget_remove_css_class (self->side_panel, "in-sheet");
      gtk_widget_set_size_request (self->side_panel, SIDEBAR_WIDTH, -1);
      gtk_scrolled_window_set_propagate_natural_height (self->turn_scroller, FALSE);
      gtk_stack_set_vhomogeneous (self->side_stack, FALSE);
      split_set_children (self, self->board_box, self->side_panel);
      adw_bin_set_child (ADW_BIN (self), self->split);
    }
  let_panel_scroll_sideways (self, sheet);
  /* without the move entry, the first tab holds the standings only */
  gtk_stack_page_set_title (gtk_stack_get_page (self->side_stack, GTK_WIDGET (self->turn_scroller)),
                            sheet ? _("Standings") : _("Turn"));
  g_object_unref (action_panel);
  g_clear_object (&position_panel);
}
#else
/* Phone width: the whole side panel in a column under the board. */
static void
use_column (TyrosGamePage *self,
            gboolean       column,
            gboolean       shown)
{
  if (column)
    {
      split_set_children (self, NULL, NULL);
      phone_add_board (self);
      gtk_box_append (GTK_BOX (self->phone_box), self->side_panel);
      /* the board as tall as its width needs, the panel the rest */
      gtk_widget_set_vexpand (self->board_box, FALSE);
      /* under the board the panel hides nothing: shown (F9 still hides it) */
      gtk_widget_set_visible (self->side_panel, TRUE);
      gtk_widget_add_css_class (self->side_panel, "bottom-sheet");
      gtk_widget_set_size_request (self->side_panel, -1, -1);
      adw_bin_set_child (ADW_BIN (self), self->phone_scroller);
    }
  else
    {
      phone_remove_board (self);
      gtk_box_remove (GTK_BOX (self->phone_box), self->side_panel);
      gtk_widget_set_vexpand (self->board_box, TRUE);
      gtk_widget_set_visible (self->side_panel, TRUE);
      gtk_widget_remove_css_class (self->side_panel, "bottom-sheet");
      gtk_widget_set_size_request (self->side_panel, SIDEBAR_WIDTH, -1);
      split_set_children (self, self->board_box, self->side_panel);
      g_object_set (self->split, self->reveal_property, shown, NULL);
      adw_bin_set_child (ADW_BIN (self), self->split);
    }
  let_panel_scroll_sideways (self, column);
}
#endif

/* Moves board and panel between the split (wide) and the phone layout. */
static void
set_narrow (TyrosGamePage *self,
            gboolean       narrow)
{
  gboolean shown = tyros_game_page_get_show_panel (self);

  if (narrow == self->narrow)
    return;
  g_object_ref (self->board_box);
  g_object_ref (self->side_panel);
#if ADW_CHECK_VERSION (1, 6, 0)
  use_sheet (self, narrow);
#else
  use_column (self, narrow, shown);
#endif
  self->narrow = narrow;
  /* At a phone's width the History tab's room under the board is for the
   * moves: with the chart over them one move showed. The chart stays on the
   * score sheet. */
  gtk_widget_set_visible (GTK_WIDGET (self->story_chart), !narrow);
  board_yields (self);
  g_object_notify (G_OBJECT (self), "narrow");
  if (shown != tyros_game_page_get_show_panel (self))
    g_object_notify (G_OBJECT (self), "show-panel");
  g_object_unref (self->board_box);
  g_object_unref (self->side_panel);
}

#if ADW_CHECK_VERSION (1, 4, 0)
/* The window applies its breakpoints before it lays out its content: the
 * page is narrow from the first frame at a narrow width. */
static void
narrow_applied (TyrosGamePage *self)
{
  set_narrow (self, TRUE);
}

static void
narrow_unapplied (TyrosGamePage *self)
{
  set_narrow (self, FALSE);
}
#else
static gboolean
relayout_cb (gpointer data)
{
  TyrosGamePage *self = data;
  GtkWidget *sized = GTK_WIDGET (self);

  self->relayout_id = 0;
  /* hidden behind another page of the window, the page is not allocated:
   * the window's width is the one it will have */
  if (!gtk_widget_get_mapped (sized))
    sized = GTK_WIDGET (gtk_widget_get_root (sized));
  if (sized != NULL)
    set_narrow (self, gtk_widget_get_width (sized) < NARROW_WIDTH);
  return G_SOURCE_REMOVE;
}

/* The page measures and allocates its one child itself (instead of the
 * bin's layout manager) so that it sees its width: the width decides the
 * layout. The change waits for the next idle, as a widget may not be moved
 * while the page is being allocated. */
static void
tyros_game_page_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
tyros_game_page_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
  if ((width < NARROW_WIDTH) != self->narrow && self->relayout_id == 0)
    self->relayout_id = g_idle_add (relayout_cb, self);
}

/* The width a window is about to get the first time, before its surface has
 * one: its default width within the screen's bounds, as GTK's handler gives
 * it; 0 when it has no default width (its content decides). */
static int
first_width (GtkNative       *native,
             GdkToplevelSize *size)
{
  int width = 0, height, bounds_width, bounds_height;

  if (GTK_IS_WINDOW (native))
    gtk_window_get_default_size (GTK_WINDOW (native), &width, &height);
  gdk_toplevel_size_get_bounds (size, &bounds_width, &bounds_height);
  return width > 0 ? MIN (width, bounds_width) : 0;
}

/* A window narrowed in one jump is measured at its new size before the page
 * is given it: laid out wide, with the title still in the header bar, its
 * minimum held the window at 382 px. GTK asks for the window's size with the
 * toplevel's "compute-size" signal; an emission hook runs before GTK's
 * handler measures, so the page goes narrow there, from the size the window
 * was given. (Going wide waits for the allocation: the surface may be wider
 * than the page by its shadow.) A page not shown follows the window's width
 * once the window has it. */
static gboolean
toplevel_sizing (GSignalInvocationHint *hint G_GNUC_UNUSED,
                 guint                  n_values G_GNUC_UNUSED,
                 const GValue          *values,
                 gpointer               data)
{
  TyrosGamePage *self = data;
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GdkSurface *surface = g_value_get_object (&values[0]);
  int width, first;

  if (native == NULL || gtk_native_get_surface (native) != surface)
    return TRUE;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      /* behind the score sheet or Compare with Your Board, whose title row
       * follows the page's "narrow": after the window's new size is given */
      if (self->relayout_id == 0)
        self->relayout_id = g_idle_add (relayout_cb, self);
      return TRUE;
    }
  width = gdk_surface_get_width (surface);
  /* A window opened with a game (a file on the command line) has no size
   * yet (1 px on X11): laid out narrow, its first frame was drawn twice,
   * narrow and then wide, the board's images at both sizes. */
  first = width <= 1 ? first_width (native, g_value_get_pointer (&values[1])) : 0;
  if (first > 0)
    set_narrow (self, first < NARROW_WIDTH);
  else if (width < NARROW_WIDTH)
    set_narrow (self, TRUE);
  return TRUE;
}

static guint
compute_size_signal (void)
{
  /* an interface's signals exist once its default vtable does */
  g_type_default_interface_unref (g_type_default_interface_ref (GDK_TYPE_TOPLEVEL));
  return g_signal_lookup ("compute-size", GDK_TYPE_TOPLEVEL);
}

static void
tyros_game_page_unroot (GtkWidget *widget)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);

  if (self->size_hook_id != 0)
    g_signal_remove_emission_hook (compute_size_signal (), self->size_hook_id);
  self->size_hook_id = 0;
  GTK_WIDGET_CLASS (g_type_class_peek (ADW_TYPE_BIN))->unroot (widget);
}
#endif

#if ADW_CHECK_VERSION (1, 6, 0)
/* The bar of the closed sheet: the summary of the game, which opens the
 * sheet when tapped (the sheet makes the bar a button). */
static GtkWidget *
new_sheet_bar (TyrosGamePage *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *icon = gtk_image_new_from_icon_name ("go-up-symbolic");

  gtk_widget_add_css_class (bar, "sheet-bar");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (bar), label);
  gtk_box_append (GTK_BOX (bar), icon);
  /* one line on the game, the session's */
  g_binding_group_bind (self->session_bindings, "summary", label, "label", G_BINDING_SYNC_CREATE);
  return bar;
}

/* The bar is the sheet's button: named for a screen reader by what it opens */
static void
name_sheet_button (TyrosGamePage *self,
                   gboolean       finished_board)
{
  const char *name = finished_board ? _("Score Sheet") : _("Standings and History");

  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (self->sheet_bar)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
setup_sheet (TyrosGamePage *self)
{
  self->sheet_bar = new_sheet_bar (self);

  self->move_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_margin_start (self->move_box, 12);
  gtk_widget_set_margin_end (self->move_box, 12);
  gtk_widget_set_margin_top (self->move_box, 12);
  gtk_widget_set_margin_bottom (self->move_box, 12);
  /* held: out of the phone box while the page is wide (it was freed there,
   * and the next narrowing appended to a freed box) */
  self->move_scroller = g_object_ref_sink (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->move_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->move_scroller), self->move_box);
  gtk_widget_set_vexpand (self->move_scroller, TRUE);
  gtk_widget_add_css_class (self->move_scroller, "phone-move-entry");

  self->sheet = g_object_ref_sink (adw_bottom_sheet_new ());
  adw_bottom_sheet_set_content (ADW_BOTTOM_SHEET (self->sheet), self->phone_scroller);
  adw_bottom_sheet_set_bottom_bar (ADW_BOTTOM_SHEET (self->sheet), self->sheet_bar);
  name_sheet_button (self, FALSE);
  /* the bar covers the foot of the content: the move entry ends above it */
  g_object_bind_property (self->sheet, "bottom-bar-height", self->phone_box, "margin-bottom", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->sheet, "notify::open", G_CALLBACK (panel_shown_changed), self, G_CONNECT_SWAPPED);
}
#endif

/* Layout: the side panel folds away on narrow windows. The template puts
 * board and panel side by side in a box; the split view takes its place. */
static void
setup_split (TyrosGamePage *self)
{
  GtkWidget *box = adw_bin_get_child (ADW_BIN (self));
  g_autofree char *signal = NULL;

  g_object_ref (self->board_box);
  g_object_ref (self->side_panel);
  gtk_box_remove (GTK_BOX (box), self->board_box);
  gtk_box_remove (GTK_BOX (box), self->side_panel);

  self->split = g_object_ref_sink (new_split (self));
  gtk_widget_set_hexpand (self->split, TRUE);
  gtk_widget_set_vexpand (self->split, TRUE);
  adw_bin_set_child (ADW_BIN (self), self->split);
  self->phone_box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  /* A phone's window keeps its height (issue 33, 2): where the banners (a
   * step back, "not saved") and the board leave the panel less than its
   * least, the column scrolls rather than make the window taller than the
   * screen. Otherwise it fits: the panel's own lists scroll as before. */
  self->phone_scroller = g_object_ref_sink (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->phone_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->phone_scroller), self->phone_box);
  gtk_widget_set_vexpand (self->phone_scroller, TRUE);
  self->strip_height = -1;
  self->board_strip = g_object_ref_sink (new_board_strip (self));
  g_signal_connect_object (self->action_panel, "notify::entering-payment", G_CALLBACK (board_yields), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board_view, "notify::cursor", G_CALLBACK (board_yields), self, G_CONNECT_SWAPPED);
  g_object_unref (self->board_box);
  g_object_unref (self->side_panel);

  signal = g_strdup_printf ("notify::%s", self->reveal_property);
  g_signal_connect_object (self->split, signal, G_CALLBACK (panel_shown_changed), self, G_CONNECT_SWAPPED);
#if ADW_CHECK_VERSION (1, 6, 0)
  setup_sheet (self);
#endif
}

static void
tyros_game_page_root (GtkWidget *widget)
{
  TyrosGamePage *self = TYROS_GAME_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (g_type_class_peek (ADW_TYPE_BIN))->root (widget);
  root = gtk_widget_get_root (widget);
#if ADW_CHECK_VERSION (1, 4, 0)
  if (self->breakpoint == NULL)
    return;
  g_signal_connect_object (self->narrow_breakpoint, "apply", G_CALLBACK (narrow_applied), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->narrow_breakpoint, "unapply", G_CALLBACK (narrow_unapplied), self, G_CONNECT_SWAPPED);
  /* the last that fits applies: the narrow one, added last, below its width */
  if (ADW_IS_APPLICATION_WINDOW (root))
    {
      adw_application_window_add_breakpoint (ADW_APPLICATION_WINDOW (root), g_steal_pointer (&self->breakpoint));
      adw_application_window_add_breakpoint (ADW_APPLICATION_WINDOW (root), g_steal_pointer (&self->narrow_breakpoint));
    }
  else if (ADW_IS_WINDOW (root))
    {
      adw_window_add_breakpoint (ADW_WINDOW (root), g_steal_pointer (&self->breakpoint));
      adw_window_add_breakpoint (ADW_WINDOW (root), g_steal_pointer (&self->narrow_breakpoint));
    }
#else
  /* The layout for the window's width from the first frame on: a wide first
   * frame on a phone would widen the window (and its header bar with it). */
  if (gtk_widget_get_width (GTK_WIDGET (root)) > 0)
    set_narrow (self, gtk_widget_get_width (GTK_WIDGET (root)) < NARROW_WIDTH);
  self->size_hook_id = g_signal_add_emission_hook (compute_size_signal (), 0, toplevel_sizing, self, NULL);
#endif
}

gboolean
tyros_game_page_get_show_panel (TyrosGamePage *self)
{
  gboolean shown;

  g_return_val_if_fail (TYROS_IS_GAME_PAGE (self), FALSE);
#if ADW_CHECK_VERSION (1, 6, 0)
  if (self->narrow)
    return adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (self->sheet));
#endif
  if (self->narrow)
    return gtk_widget_get_visible (self->side_panel);
  g_object_get (self->split, self->reveal_property, &shown, NULL);
  return shown;
}

void
tyros_game_page_set_show_panel (TyrosGamePage *self,
                                gboolean       show_panel)
{
  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
#if ADW_CHECK_VERSION (1, 6, 0)
  /* the sheet says when it opens or closes (panel_shown_changed) */
  if (self->narrow)
    {
      adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (self->sheet), show_panel);
      return;
    }
#endif
  g_object_set (self->split, self->reveal_property, show_panel, NULL);
  if (self->narrow && show_panel != gtk_widget_get_visible (self->side_panel))
    {
      gtk_widget_set_visible (self->side_panel, show_panel);
      g_object_notify (G_OBJECT (self), "show-panel");
    }
}

void
tyros_game_page_show_move_entry (TyrosGamePage *self)
{
  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
  gtk_stack_set_visible_child_name (self->side_stack, "turn");
#if ADW_CHECK_VERSION (1, 6, 0)
  /* at phone width the entry is under the board, and the sheet would cover it */
  if (self->narrow)
    {
      tyros_game_page_set_show_panel (self, FALSE);
      return;
    }
#endif
  tyros_game_page_set_show_panel (self, TRUE);
}

gboolean
tyros_game_page_close_sheet (TyrosGamePage *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_PAGE (self), FALSE);
#if ADW_CHECK_VERSION (1, 6, 0)
  if (self->narrow && adw_bottom_sheet_get_open (ADW_BOTTOM_SHEET (self->sheet)))
    {
      adw_bottom_sheet_set_open (ADW_BOTTOM_SHEET (self->sheet), FALSE);
      return TRUE;
    }
#endif
  return FALSE;
}

gboolean
tyros_game_page_get_narrow (TyrosGamePage *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_PAGE (self), FALSE);
  return self->narrow;
}

void
_tyros_game_page_name_sheet_button (TyrosGamePage *self,
                                    gboolean       finished_board)
{
#if ADW_CHECK_VERSION (1, 6, 0)
  name_sheet_button (self, finished_board);
#else
  (void) self;
  (void) finished_board;
#endif
}

void
_tyros_game_page_layout_class_init (GtkWidgetClass *widget_class)
{
#if !ADW_CHECK_VERSION (1, 4, 0)
  widget_class->measure = tyros_game_page_measure;
  widget_class->size_allocate = tyros_game_page_size_allocate;
  widget_class->unroot = tyros_game_page_unroot;
#endif
  widget_class->root = tyros_game_page_root;
}

void
_tyros_game_page_layout_init (TyrosGamePage *self)
{
#if !ADW_CHECK_VERSION (1, 4, 0)
  /* measure and size_allocate above do the bin's layout */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
#endif
  setup_split (self);
}

void
_tyros_game_page_layout_dispose (TyrosGamePage *self)
{
  g_clear_handle_id (&self->relayout_id, g_source_remove);
  /* the layout not shown holds nothing: board and panel are in the other */
  g_clear_object (&self->split);
  g_clear_object (&self->phone_scroller);
  g_clear_object (&self->phone_box);
  g_clear_object (&self->board_strip);
#if ADW_CHECK_VERSION (1, 4, 0)
  g_clear_object (&self->breakpoint);
  g_clear_object (&self->narrow_breakpoint);
#endif
#if ADW_CHECK_VERSION (1, 6, 0)
  g_clear_object (&self->sheet);
  g_clear_object (&self->move_scroller);
#endif
}
