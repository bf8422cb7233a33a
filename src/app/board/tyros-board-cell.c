/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-cell.c: one field of the board as a focusable grid cell
 *
 * A GtkButton underneath so that Enter, Space and the accessible "click"
 * action activate it the way every other control does; it draws nothing.
 */
#define G_LOG_DOMAIN "tyros-board-cell"

#include "tyros-board-cell.h"

struct _TyrosBoardCell
{
  GtkButton   parent_instance;

  TyrosField  field;
  char       *description;   /* its accessible label */
};

enum {
  PROP_0,
  PROP_FIELD,
  PROP_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TyrosBoardCell, tyros_board_cell, GTK_TYPE_BUTTON)

static void
tyros_board_cell_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TyrosBoardCell *self = TYROS_BOARD_CELL (object);

  switch (prop_id)
    {
    case PROP_FIELD: g_value_set_int (value, self->field); break;
    case PROP_DESCRIPTION: g_value_set_string (value, self->description); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_board_cell_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TyrosBoardCell *self = TYROS_BOARD_CELL (object);

  switch (prop_id)
    {
    case PROP_FIELD: self->field = g_value_get_int (value); break;
    case PROP_DESCRIPTION: tyros_board_cell_set_description (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* A button waits a moment before "clicked" to show itself pressed; a cell
 * is not drawn, so it chooses its field at once. */
static void
tyros_board_cell_activate (GtkButton *button)
{
  g_signal_emit_by_name (button, "clicked");
}

/* Drawn by the board underneath, focus ring included. */
static void
tyros_board_cell_snapshot (GtkWidget   *widget G_GNUC_UNUSED,
                           GtkSnapshot *snapshot G_GNUC_UNUSED)
{
}

static void
tyros_board_cell_finalize (GObject *object)
{
  g_free (TYROS_BOARD_CELL (object)->description);
  G_OBJECT_CLASS (tyros_board_cell_parent_class)->finalize (object);
}

static void
tyros_board_cell_class_init (TyrosBoardCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tyros_board_cell_finalize;
  object_class->get_property = tyros_board_cell_get_property;
  object_class->set_property = tyros_board_cell_set_property;
  widget_class->snapshot = tyros_board_cell_snapshot;
  GTK_BUTTON_CLASS (klass)->activate = tyros_board_cell_activate;

  properties[PROP_FIELD] =
    g_param_spec_int ("field", NULL, NULL, 1, TYROS_FIELD_TYROS, 1,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* What a screen reader says of the field: the cell's accessible label */
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tyrosboardcell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void
tyros_board_cell_init (TyrosBoardCell *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  /* The board hit-tests the pointer once for all cells (the gaps between
   * cells belong to the nearest one, and 16 has two halves). */
  gtk_widget_set_can_target (widget, FALSE);
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, FALSE);
}

GtkWidget *
tyros_board_cell_new (TyrosField field)
{
  g_return_val_if_fail (tyros_field_is_valid (field), NULL);

  return g_object_new (TYROS_TYPE_BOARD_CELL, "field", field, NULL);
}

TyrosField
tyros_board_cell_get_field (TyrosBoardCell *self)
{
  g_return_val_if_fail (TYROS_IS_BOARD_CELL (self), TYROS_FIELD_NONE);

  return self->field;
}

void
tyros_board_cell_set_description (TyrosBoardCell *self,
                                  const char     *description)
{
  g_return_if_fail (TYROS_IS_BOARD_CELL (self));

  if (g_strcmp0 (description, self->description) == 0)
    return;
  g_free (self->description);
  self->description = g_strdup (description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  description != NULL ? description : "", -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}
