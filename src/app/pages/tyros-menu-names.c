/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-menu-names.c: a menu's items named for a screen reader
 *
 * The items of a GtkPopoverMenu are GtkModelButtons (a private type, found by
 * name) labelled by their GtkLabel. On GTK 4.18 that label has no name of its
 * own in the accessibility tree, so the item is read as nameless: the item
 * gets its text as its label instead. Done on every map: an item with a
 * shortcut is labelled by its label again once the shortcut is known.
 */
#define G_LOG_DOMAIN "tyros-menu-names"

#include "tyros-menu-names.h"

static void
name_items (GtkWidget *widget,
            GType      item_type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, item_type))
    {
      g_autofree char *text = NULL;

      g_object_get (widget, "text", &text, NULL);
      if (text != NULL && *text != '\0')
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
          /* a labelled-by relation outranks the label */
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_items (child, item_type);
}

static void
on_popover_mapped (GtkWidget *popover)
{
  GType item_type = g_type_from_name ("GtkModelButton");

  if (item_type != G_TYPE_INVALID)
    name_items (popover, item_type);
}

static void
on_popover_changed (GtkMenuButton *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  if (popover != NULL && g_object_get_data (G_OBJECT (popover), "tyros-menu-names") == NULL)
    {
      g_object_set_data (G_OBJECT (popover), "tyros-menu-names", GINT_TO_POINTER (TRUE));
      g_signal_connect (popover, "map", G_CALLBACK (on_popover_mapped), NULL);
    }
}

void
tyros_menu_names_keep (GtkMenuButton *button)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  g_signal_connect (button, "notify::popover", G_CALLBACK (on_popover_changed), NULL);
  on_popover_changed (button);
}
