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
  GPtrArray         *keys;      /* what each row shows, to rebuild only changed rows */
  int                selected;  /* the position selected (moves before it), or -1 */
  gboolean           updating;
  gboolean           scroll_pending;
  guint              scroll_tick;      /* tick callback of a scroll on the next frame */
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
static void
sync_row (TyrosHistoryPanel *self,
          guint              row,
          const char        *number,
          const char        *text,
          RowKind            kind)
{
  g_autofree char *key = g_strdup_printf ("%d %s", kind, text);

  if (row >= self->keys->len)
    {
      gtk_list_box_append (self->list, new_row (number, text, kind));
      g_ptr_array_add (self->keys, g_steal_pointer (&key));
      return;
    }
  if (g_str_equal (g_ptr_array_index (self->keys, row), key))
    return;
  /* Only this row: an undo turns one move into an undone one, and the rows
   * after it stay as they are (rebuilding them all cost a row per undone
   * move on every undo). */
  gtk_list_box_remove (self->list, GTK_WIDGET (gtk_list_box_get_row_at_index (self->list, (int) row)));
  gtk_list_box_insert (self->list, new_row (number, text, kind), (int) row);
  g_free (g_ptr_array_index (self->keys, row));
  g_ptr_array_index (self->keys, row) = g_steal_pointer (&key);
}

void
tyros_history_panel_update (TyrosHistoryPanel *self,
                            int                illegal)
{
  guint n_played, n_moves;

  g_return_if_fail (TYROS_IS_HISTORY_PANEL (self));

  self->updating = TRUE;
  if (self->game == NULL || tyros_game_is_position (self->game))
    {
      remove_rows_from (self, 0);
      self->updating = FALSE;
      return;
    }

  n_played = tyros_game_get_n_played (self->game);
  n_moves = tyros_game_get_n_moves (self->game);
  sync_row (self, 0, "", _("Set-up: the four empires are founded"), ROW_PLAYED);
  for (guint i = 0; i < n_moves; i++)
    {
      RowKind kind = i < n_played ? ROW_PLAYED : (int) i == illegal ? ROW_ILLEGAL : ROW_REDOABLE;
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *text = row_text (self, i, kind);

      sync_row (self, i + 1, number, text, kind);
    }
  remove_rows_from (self, n_moves + 1);
  self->updating = FALSE;
  /* a rebuilt row is selected again */
  apply_selection (self);
}

void
tyros_history_panel_set_game (TyrosHistoryPanel *self,
                              TyrosGame         *game)
{
  g_return_if_fail (TYROS_IS_HISTORY_PANEL (self));

  g_set_object (&self->game, game);
  self->updating = TRUE;
  remove_rows_from (self, 0);
  self->updating = FALSE;
}

static void
apply_selection (TyrosHistoryPanel *self)
{
  GtkListBoxRow *row = self->selected >= 0 ? gtk_list_box_get_row_at_index (self->list, self->selected) : NULL;

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
  self->keys = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect_object (self->list, "row-selected", G_CALLBACK (row_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (adjustment_changed), self, G_CONNECT_SWAPPED);
}
