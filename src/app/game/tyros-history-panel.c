/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-history-panel.c: the game told move by move, to look back at */
#define G_LOG_DOMAIN "tyros-history-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-history-panel.h"
#include "tyros-rule-links.h"

struct _TyrosHistoryPanel
{
  GtkWidget          parent_instance;

  /* template */
  GtkScrolledWindow *scroller;
  GtkListBox        *list;

  TyrosGame         *game;
  int                illegal;   /* the move marked as breaking a rule, or -1 */
  GPtrArray         *keys;      /* what each built row shows, to rebuild only changed rows */
  int                selected;  /* the position selected (moves before it), or -1 */
  gboolean           updating;
  gboolean           scroll_pending;
  guint              scroll_tick;      /* tick callback of a scroll on the next frame */

  /* The rows are built when the history is first shown (a 300-move game's
   * rows were 86 M instructions of its launch, issue 34, for a list most
   * never open), and shown a few at a time once the list is on screen: what
   * is in view first, then the rest, one small batch a frame (every shown
   * row is measured, a Pango layout of its text at each width tried). Rows
   * outside [revealed_first, revealed_end) are built but hidden. */
  guint              reveal_tick;
  gboolean           revealing;
  guint              revealed_first;
  guint              revealed_end;     /* G_MAXUINT: to the end, rows to come included */
};

G_DEFINE_FINAL_TYPE (TyrosHistoryPanel, tyros_history_panel, GTK_TYPE_WIDGET)

enum {
  POSITION_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void apply_selection (TyrosHistoryPanel *self);

typedef enum {
  ROW_PLAYED,
  ROW_REDOABLE,
  ROW_ILLEGAL,
} RowKind;

static GtkWidget *
new_row (const char *number,
         const char *text,
         RowKind     kind)
{
  GtkWidget *row = gtk_list_box_row_new ();
  /* A grid, not a horizontal box: allocating a box asks each child's width
   * for the row's height, which a wrapping label answers with a binary
   * search over widths, a Pango layout of its text at each step (GTK 4.8);
   * a grid asks the widths once and the label's height for its width. */
  GtkWidget *box = gtk_grid_new ();
  /* The set-up has no number: its empty label keeps the column, as
   * decoration, not a nameless label for a screen reader. */
  GtkWidget *num = g_object_new (GTK_TYPE_LABEL, "label", number, "accessible-role",
                                 *number == '\0' ? GTK_ACCESSIBLE_ROLE_PRESENTATION : GTK_ACCESSIBLE_ROLE_LABEL,
                                 NULL);
  GtkWidget *label = gtk_label_new (NULL);

  tyros_rule_links_set_label (GTK_LABEL (label), text); /* a rule ID opens its rule */
  gtk_label_set_xalign (GTK_LABEL (num), 1);
  gtk_label_set_yalign (GTK_LABEL (num), 0);
  gtk_label_set_width_chars (GTK_LABEL (num), 3);
  gtk_widget_add_css_class (num, "dim-label");
  gtk_widget_add_css_class (num, "numeric");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_grid_set_column_spacing (GTK_GRID (box), 8);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_grid_attach (GTK_GRID (box), num, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (box), label, 1, 0, 1, 1);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  /* An undone move has no position to show until it is redone. */
  if (kind != ROW_PLAYED)
    {
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_add_css_class (label, kind == ROW_ILLEGAL ? "error" : "dim-label");
    }
  return row;
}

static char *
row_text (TyrosHistoryPanel *self,
          guint              index,
          RowKind            kind)
{
  g_autofree char *text = tyros_game_describe_move (self->game, index);

  if (kind == ROW_ILLEGAL)
    /* Translators: a move of a loaded file that the rules do not allow */
    return g_strdup_printf (_("Breaks a rule: %s"), text);
  if (kind == ROW_REDOABLE)
    /* Translators: an undone move that can be redone */
    return g_strdup_printf (_("Undone: %s"), text);
  return g_steal_pointer (&text);
}

static void
remove_rows_from (TyrosHistoryPanel *self,
                  guint              first)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (self->list, (int) first)) != NULL)
    gtk_list_box_remove (self->list, GTK_WIDGET (row));
  if (first < self->keys->len)
    g_ptr_array_set_size (self->keys, first);
}

/* Brings the selected row into view, or else the end, where the newest moves
 * are. Done when the list has its size (its adjustment changes then). */
static void
scroll (TyrosHistoryPanel *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);
  graphene_rect_t bounds;

  if (!self->scroll_pending || gtk_adjustment_get_upper (adjustment) <= 0 ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (row != NULL && gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->list), &bounds))
    {
      self->scroll_pending = FALSE;
      gtk_adjustment_set_value (adjustment, bounds.origin.y + (bounds.size.height -
                                                               gtk_adjustment_get_page_size (adjustment)) / 2);
    }
  else
    /* Following the end: stay pending, so that the list growing (its
     * adjustment changes after the new rows get their size) keeps the newest
     * move in view. */
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
}

static gboolean
scroll_on_tick (GtkWidget     *widget,
                GdkFrameClock *clock G_GNUC_UNUSED,
                gpointer       data G_GNUC_UNUSED)
{
  scroll (TYROS_HISTORY_PANEL (widget));
  return G_SOURCE_REMOVE;
}

static void
scroll_tick_removed (gpointer data)
{
  TyrosHistoryPanel *self = data;

  self->scroll_tick = 0;
}

/* The viewport sets the adjustment's old value back after it says "changed":
 * scroll on the next frame instead. */
static void
adjustment_changed (TyrosHistoryPanel *self)
{
  if (self->scroll_pending && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_on_tick, self,
                                                       scroll_tick_removed);
}

static void
queue_scroll (TyrosHistoryPanel *self)
{
  self->scroll_pending = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    scroll (self);
}

/* Row 0 is the set-up, row i + 1 move i. */
static guint
n_rows (TyrosHistoryPanel *self)
{
  if (self->game == NULL || tyros_game_is_position (self->game))
    return 0;
  return tyros_game_get_n_moves (self->game) + 1;
}

static GtkListBoxRow *
row_widget (TyrosHistoryPanel *self,
            guint              row)
{
  return gtk_list_box_get_row_at_index (self->list, (int) row);
}

static gboolean
is_revealed (TyrosHistoryPanel *self,
             guint              row)
{
  return row >= self->revealed_first && row < self->revealed_end;
}

/* Builds row @row (or rebuilds it when what it says changed). */
static void
sync_row (TyrosHistoryPanel *self,
          guint              row)
{
  guint n_played = tyros_game_get_n_played (self->game);
  RowKind kind = row == 0 || row - 1 < n_played ? ROW_PLAYED
                 : (int) row - 1 == self->illegal ? ROW_ILLEGAL : ROW_REDOABLE;
  g_autofree char *number = row == 0 ? g_strdup ("") : g_strdup_printf ("%u", row);
  g_autofree char *text = row == 0 ? g_strdup (_("Set-up: the four empires are founded"))
                                   : row_text (self, row - 1, kind);
  g_autofree char *key = g_strdup_printf ("%d %s", kind, text);
  GtkWidget *widget;

  if (row < self->keys->len && g_str_equal (g_ptr_array_index (self->keys, row), key))
    return;
  widget = new_row (number, text, kind);
  gtk_widget_set_visible (widget, is_revealed (self, row));
  if (row >= self->keys->len)
    {
      gtk_list_box_append (self->list, widget);
      g_ptr_array_add (self->keys, g_steal_pointer (&key));
      return;
    }
  /* Only this row: an undo turns one move into an undone one, and the rows
   * after it stay as they are (rebuilding them all cost a row per undone
   * move on every undo). */
  gtk_list_box_remove (self->list, GTK_WIDGET (row_widget (self, row)));
  gtk_list_box_insert (self->list, widget, (int) row);
  g_free (g_ptr_array_index (self->keys, row));
  g_ptr_array_index (self->keys, row) = g_steal_pointer (&key);
}

/* A batch small enough to measure within a frame; the first batch is a
 * screenful. */
enum { ROWS_PER_FRAME = 4, ROWS_SHOWN_FIRST = 24 };

static void
update_busy (TyrosHistoryPanel *self)
{
  gboolean busy = self->keys->len < n_rows (self) || self->revealed_first > 0 || self->revealed_end != G_MAXUINT;

  gtk_accessible_update_state (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

static void
set_revealed (TyrosHistoryPanel *self,
              guint              first,
              guint              end)
{
  GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));

  self->revealed_first = first;
  self->revealed_end = end;
  for (guint i = 0; row != NULL; row = gtk_widget_get_next_sibling (row), i++)
    gtk_widget_set_visible (row, is_revealed (self, i));
  update_busy (self);
}

/* The selected row, or else the newest: the one to show first. */
static guint
row_to_show (TyrosHistoryPanel *self)
{
  guint n = self->keys->len;

  return self->selected >= 0 && (guint) self->selected < n ? (guint) self->selected : n - 1;
}

/* Rows shown above what is in view push it down: the scroll position grows
 * by their height in the same frame, measured here as the list will (the
 * sizes are kept, so this costs the list nothing). */
static void
keep_view_in_place (TyrosHistoryPanel *self,
                    guint              first,
                    guint              end)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  int width = gtk_widget_get_width (GTK_WIDGET (self->list));
  int height = 0;

  if (width <= 0 || gtk_adjustment_get_upper (adjustment) <= 0)
    return;
  for (guint row = first; row < end; row++)
    {
      int row_height;

      gtk_widget_measure (GTK_WIDGET (row_widget (self, row)), GTK_ORIENTATION_VERTICAL, width,
                          &row_height, NULL, NULL, NULL);
      height += row_height;
    }
  gtk_adjustment_configure (adjustment, gtk_adjustment_get_value (adjustment) + height,
                            gtk_adjustment_get_lower (adjustment), gtk_adjustment_get_upper (adjustment) + height,
                            gtk_adjustment_get_step_increment (adjustment),
                            gtk_adjustment_get_page_increment (adjustment),
                            gtk_adjustment_get_page_size (adjustment));
}

static gboolean
reveal_more (GtkWidget     *widget,
             GdkFrameClock *clock G_GNUC_UNUSED,
             gpointer       data G_GNUC_UNUSED)
{
  TyrosHistoryPanel *self = TYROS_HISTORY_PANEL (widget);
  guint first = self->revealed_first, end = self->revealed_end;

  if (end != G_MAXUINT)
    /* below what is in view first: nothing moves */
    end = end + ROWS_PER_FRAME >= self->keys->len ? G_MAXUINT : end + ROWS_PER_FRAME;
  else if (first > 0)
    first = first > ROWS_PER_FRAME ? first - ROWS_PER_FRAME : 0;
  if (first < self->revealed_first)
    {
      guint was_first = self->revealed_first;

      set_revealed (self, first, end);
      keep_view_in_place (self, first, was_first);
    }
  else
    set_revealed (self, first, end);
  if (first > 0 || end != G_MAXUINT)
    return G_SOURCE_CONTINUE;
  self->reveal_tick = 0;
  return G_SOURCE_REMOVE;
}

/* The rest appears frame by frame while the list is on screen. */
static void
keep_revealing (TyrosHistoryPanel *self)
{
  if (self->reveal_tick == 0 && self->revealing && gtk_widget_get_mapped (GTK_WIDGET (self)) &&
      (self->revealed_first > 0 || self->revealed_end != G_MAXUINT))
    self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_more, NULL, NULL);
}

static void
stop_revealing (TyrosHistoryPanel *self)
{
  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->reveal_tick);
  self->reveal_tick = 0;
}

/* Shows a screenful around the row to show, then the rest frame by frame. */
static void
start_revealing (TyrosHistoryPanel *self)
{
  guint n = self->keys->len, target;

  if (self->revealing || n == 0 || n < n_rows (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->revealing = TRUE;
  target = row_to_show (self);
  set_revealed (self, target > ROWS_SHOWN_FIRST ? target - ROWS_SHOWN_FIRST : 0,
                target + ROWS_SHOWN_FIRST / 2 >= n ? G_MAXUINT : target + ROWS_SHOWN_FIRST / 2);
  keep_revealing (self);
  queue_scroll (self);
}

/* A row selected outside what is shown yet (a step from the keyboard while
 * the rest still appears): everything between is shown at once. */
static void
reveal_row (TyrosHistoryPanel *self,
            guint              row)
{
  if (!self->revealing || is_revealed (self, row))
    return;
  set_revealed (self, MIN (self->revealed_first, row),
                row >= self->revealed_end ? row + 1 : self->revealed_end);
}

/* The rows not built yet, once the history has been shown: until then a
 * game builds none. */
static void
build_rest (TyrosHistoryPanel *self)
{
  guint n = n_rows (self);

  if (!self->revealing && !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      /* not built until shown: the list says it is not whole yet */
      update_busy (self);
      return;
    }
  self->updating = TRUE;
  for (guint row = self->keys->len; row < n; row++)
    sync_row (self, row);
  self->updating = FALSE;
  /* a rebuilt row is selected again */
  apply_selection (self);
  update_busy (self);
  start_revealing (self);
}

static void
tyros_history_panel_map (GtkWidget *widget)
{
  TyrosHistoryPanel *self = TYROS_HISTORY_PANEL (widget);

  GTK_WIDGET_CLASS (tyros_history_panel_parent_class)->map (widget);
  /* shown for the first time: the rows now */
  if (self->keys->len < n_rows (self))
    build_rest (self);
  start_revealing (self);
  keep_revealing (self);
}

/* Hidden half-way (another tab): the frame clock need not tick for it. */
static void
tyros_history_panel_unmap (GtkWidget *widget)
{
  stop_revealing (TYROS_HISTORY_PANEL (widget));
  GTK_WIDGET_CLASS (tyros_history_panel_parent_class)->unmap (widget);
}

/* The rows built so far in line with the journal, then the rest if the list
 * was ever shown */
static void
sync_rows (TyrosHistoryPanel *self)
{
  guint n = n_rows (self);

  self->updating = TRUE;
  for (guint row = 0; row < MIN (self->keys->len, n); row++)
    sync_row (self, row);
  remove_rows_from (self, n);
  self->updating = FALSE;
  build_rest (self);
}

void
tyros_history_panel_update (TyrosHistoryPanel *self,
                            int                illegal)
{
  g_return_if_fail (TYROS_IS_HISTORY_PANEL (self));

  /* The moves are followed as the game changes (set_game()): a step in the
   * history changes none, and each step described every move again (2.7 M
   * instructions at move 300, issue 34). */
  if (illegal == self->illegal)
    return;
  self->illegal = illegal;
  sync_rows (self);
}

void
tyros_history_panel_set_game (TyrosHistoryPanel *self,
                              TyrosGame         *game)
{
  g_return_if_fail (TYROS_IS_HISTORY_PANEL (self));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->updating = TRUE;
  remove_rows_from (self, 0);
  self->updating = FALSE;
  stop_revealing (self);
  self->revealing = FALSE;
  self->revealed_first = self->revealed_end = 0;
  if (game == NULL)
    return;
  g_signal_connect_object (game, "changed", G_CALLBACK (sync_rows), self, G_CONNECT_SWAPPED);
  sync_rows (self);
}

static void
apply_selection (TyrosHistoryPanel *self)
{
  GtkListBoxRow *row = self->selected >= 0 ? row_widget (self, (guint) self->selected) : NULL;

  if (row != NULL)
    reveal_row (self, (guint) self->selected);

  self->updating = TRUE;
  if (row == NULL)
    gtk_list_box_unselect_all (self->list);
  else
    gtk_list_box_select_row (self->list, row);
  self->updating = FALSE;
  queue_scroll (self);
}

/* "selected": the row of the position after that many moves (0 = the
 * set-up), or none with -1; set from outside, it emits no signal. */
static void
set_selected (TyrosHistoryPanel *self,
              int                n_moves)
{
  self->selected = n_moves;
  apply_selection (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

static void
row_selected (TyrosHistoryPanel *self,
              GtkListBoxRow     *row,
              GtkListBox        *list G_GNUC_UNUSED)
{
  if (self->updating)
    return;
  queue_scroll (self);
  g_signal_emit (self, signals[POSITION_SELECTED], 0, row != NULL ? gtk_list_box_row_get_index (row) : -1);
}

static void
tyros_history_panel_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TyrosHistoryPanel *self = TYROS_HISTORY_PANEL (object);

  switch (prop_id)
    {
    case PROP_SELECTED: g_value_set_int (value, self->selected); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_history_panel_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TyrosHistoryPanel *self = TYROS_HISTORY_PANEL (object);

  switch (prop_id)
    {
    case PROP_SELECTED: set_selected (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_history_panel_dispose (GObject *object)
{
  TyrosHistoryPanel *self = TYROS_HISTORY_PANEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_HISTORY_PANEL);
  G_OBJECT_CLASS (tyros_history_panel_parent_class)->dispose (object);
}

static void
tyros_history_panel_finalize (GObject *object)
{
  TyrosHistoryPanel *self = TYROS_HISTORY_PANEL (object);

  g_ptr_array_unref (self->keys);
  G_OBJECT_CLASS (tyros_history_panel_parent_class)->finalize (object);
}

static void
tyros_history_panel_class_init (TyrosHistoryPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tyros_history_panel_get_property;
  object_class->set_property = tyros_history_panel_set_property;
  object_class->dispose = tyros_history_panel_dispose;
  object_class->finalize = tyros_history_panel_finalize;
  widget_class->map = tyros_history_panel_map;
  widget_class->unmap = tyros_history_panel_unmap;

  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[POSITION_SELECTED] = g_signal_new ("position-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-history-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosHistoryPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, TyrosHistoryPanel, list);
}

static void
tyros_history_panel_init (TyrosHistoryPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  self->illegal = -1;
  self->keys = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect_object (self->list, "row-selected", G_CALLBACK (row_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (adjustment_changed), self, G_CONNECT_SWAPPED);
}
