/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-number-table.c: the numbers under a chart, as a table of rows */
#define G_LOG_DOMAIN "tyros-number-table"

#include "config.h"

#include "tyros-number-table.h"

struct _TyrosNumberTable
{
  GtkWidget  parent_instance;

  GPtrArray *columns;      /* a GtkSizeGroup per column: the same width in every row */
  int        text_column;  /* left-aligned; the numbers are right-aligned */
  int        n_rows;       /* as a screen reader is told: "row 3 of 12" */
  int        n_columns;
};

G_DEFINE_FINAL_TYPE (TyrosNumberTable, tyros_number_table, GTK_TYPE_WIDGET)

static GtkWidget *
nth_child (GtkWidget *parent,
           int        n)
{
  GtkWidget *child = gtk_widget_get_first_child (parent);

  for (int i = 0; child != NULL && i < n; i++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

static GtkSizeGroup *
column_group (TyrosNumberTable *self,
              int               column)
{
  while ((int) self->columns->len <= column)
    g_ptr_array_add (self->columns, gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL));
  return g_ptr_array_index (self->columns, column);
}

/* Each row's first cell says which row it is. The first row says what each
 * column is, as cells: GTK's AT-SPI bridge (4.8 and later) gives the
 * column-header role no AT-SPI role, a nameless "filler". */
static GtkAccessibleRole
cell_role (int column,
           int row)
{
  return column == 0 && row > 0 ? GTK_ACCESSIBLE_ROLE_ROW_HEADER : GTK_ACCESSIBLE_ROLE_CELL;
}

/* A row is named by what its cells say ("3 10 12 8"), as GTK 4.18 names it
 * itself; GTK 4.8 would name it by its type, "GtkBox" */
static void
name_row (GtkWidget *line)
{
  GtkAccessibleRelation relation = GTK_ACCESSIBLE_RELATION_LABELLED_BY;
  GValue value = G_VALUE_INIT;
  GList *cells = NULL;

  for (GtkWidget *cell = gtk_widget_get_last_child (line); cell != NULL; cell = gtk_widget_get_prev_sibling (cell))
    cells = g_list_prepend (cells, cell);
  gtk_accessible_relation_init_value (relation, &value);
  g_value_set_pointer (&value, cells); /* GTK keeps the list */
  gtk_accessible_update_relation_value (GTK_ACCESSIBLE (line), 1, &relation, &value);
  g_value_unset (&value);
}

/* The table's size for a screen reader, when it changes */
static void
set_size (TyrosNumberTable *self,
          int               n_rows,
          int               n_columns)
{
  if (n_rows == self->n_rows && n_columns == self->n_columns)
    return;
  self->n_rows = n_rows;
  self->n_columns = n_columns;
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_ROW_COUNT, n_rows,
                                  GTK_ACCESSIBLE_RELATION_COL_COUNT, n_columns, -1);
}

static GtkWidget *
row_at (TyrosNumberTable *self,
        int               row)
{
  GtkWidget *line;

  while ((line = nth_child (GTK_WIDGET (self), row)) == NULL)
    {
      line = g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_ROW, "spacing", 12, NULL);
      gtk_widget_insert_before (line, GTK_WIDGET (self), NULL);
      /* counted from 1, as ARIA counts */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (line), GTK_ACCESSIBLE_RELATION_ROW_INDEX, self->n_rows + 1, -1);
      set_size (self, self->n_rows + 1, self->n_columns);
    }
  return line;
}

void
tyros_number_table_set_cell (TyrosNumberTable *self,
                             int               column,
                             int               row,
                             const char       *text)
{
  GtkWidget *line, *cell;

  g_return_if_fail (TYROS_IS_NUMBER_TABLE (self));
  g_return_if_fail (column >= 0 && row >= 0);

  line = row_at (self, row);
  while ((cell = nth_child (line, column)) == NULL)
    {
      int c = 0;

      while (nth_child (line, c) != NULL)
        c++;
      cell = g_object_new (GTK_TYPE_LABEL, "accessible-role", cell_role (c, row),
                           "xalign", c == self->text_column ? 0.0f : 1.0f, NULL);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_RELATION_ROW_INDEX, row + 1,
                                      GTK_ACCESSIBLE_RELATION_COL_INDEX, c + 1, -1);
      set_size (self, self->n_rows, MAX (self->n_columns, c + 1));
      gtk_widget_add_css_class (cell, row == 0 ? "heading" : "numeric");
      gtk_size_group_add_widget (column_group (self, c), cell);
      gtk_box_append (GTK_BOX (line), cell);
      name_row (line);
    }
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (cell)), text) != 0)
    gtk_label_set_label (GTK_LABEL (cell), text);
}

/* Keeps @n_rows rows of @n_columns cells (fewer moves, fewer players than before) */
void
tyros_number_table_trim (TyrosNumberTable *self,
                         int               n_rows,
                         int               n_columns)
{
  GtkWidget *line;

  g_return_if_fail (TYROS_IS_NUMBER_TABLE (self));

  while ((line = nth_child (GTK_WIDGET (self), n_rows)) != NULL)
    gtk_widget_unparent (line);
  for (line = gtk_widget_get_first_child (GTK_WIDGET (self)); line != NULL; line = gtk_widget_get_next_sibling (line))
    {
      GtkWidget *cell;

      if (nth_child (line, n_columns) == NULL)
        continue;
      while ((cell = nth_child (line, n_columns)) != NULL)
        gtk_box_remove (GTK_BOX (line), cell);
      name_row (line);
    }
  set_size (self, MIN (self->n_rows, n_rows), MIN (self->n_columns, n_columns));
}

static void
tyros_number_table_dispose (GObject *object)
{
  TyrosNumberTable *self = TYROS_NUMBER_TABLE (object);
  GtkWidget *line;

  while ((line = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (line);
  g_clear_pointer (&self->columns, g_ptr_array_unref);
  G_OBJECT_CLASS (tyros_number_table_parent_class)->dispose (object);
}

static void
tyros_number_table_class_init (TyrosNumberTableClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tyros_number_table_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  /* GTK's AT-SPI bridge (4.8 to 4.18) offers no Table interface for any
   * widget, nor the counts and indexes below: a screen reader walks the rows */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TABLE);
  gtk_widget_class_set_css_name (widget_class, "numbertable");
}

static void
tyros_number_table_init (TyrosNumberTable *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  self->columns = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);
}

/* @name: what the table holds, for a screen reader; @text_column: the column
 * of words (a date), left-aligned, or -1 */
GtkWidget *
tyros_number_table_new (const char *name,
                        int         text_column)
{
  TyrosNumberTable *self = g_object_new (TYROS_TYPE_NUMBER_TABLE, NULL);

  self->text_column = text_column;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return GTK_WIDGET (self);
}
