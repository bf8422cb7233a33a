/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-number-table.h: the numbers under a chart, as a table of rows
 *
 * A GtkGrid of labels is one flat list of cells to a screen reader. Here
 * each row is a row of the accessibility tree with its cells, the first row
 * names the columns and each row's first cell is its header; the columns are
 * kept aligned as a grid's are. GTK 4.8 offers no AT-SPI Table interface (rows
 * and columns counted) for any widget: the rows are what it can give. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TYROS_TYPE_NUMBER_TABLE (tyros_number_table_get_type ())
G_DECLARE_FINAL_TYPE (TyrosNumberTable, tyros_number_table, TYROS, NUMBER_TABLE, GtkWidget)

GtkWidget *tyros_number_table_new      (const char       *name,
                                        int               text_column);
void       tyros_number_table_set_cell (TyrosNumberTable *self,
                                        int               column,
                                        int               row,
                                        const char       *text);
void       tyros_number_table_trim     (TyrosNumberTable *self,
                                        int               n_rows,
                                        int               n_columns);

G_END_DECLS
