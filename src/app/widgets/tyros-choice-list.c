/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-choice-list.c: a drop-down's list of choices, each shown whole */
#define G_LOG_DOMAIN "tyros-choice-list"

#include "config.h"

#include <adwaita.h>

#include "tyros-choice-list.h"

static void
update_check (GtkListItem *item)
{
  GObject *owner = g_object_get_data (G_OBJECT (item), "tyros-owner");
  GtkWidget *check = g_object_get_data (G_OBJECT (item), "tyros-check");
  g_autoptr(GObject) selected = NULL;

  if (owner == NULL || check == NULL)
    return;
  g_object_get (owner, "selected-item", &selected, NULL);
  gtk_widget_set_opacity (check, selected != NULL && selected == gtk_list_item_get_item (item) ? 1 : 0);
}

static void
setup (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
       GtkListItem              *item,
       gpointer                  owner)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* as wide as a phone allows, then wrapped: never "…" */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
  g_object_set_data (G_OBJECT (item), "tyros-owner", owner);
  g_object_set_data (G_OBJECT (item), "tyros-check", check);
}

static void
bind (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
      GtkListItem              *item,
      gpointer                  owner)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkStringObject *string = GTK_STRING_OBJECT (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (label), gtk_string_object_get_string (string));
  g_signal_connect_object (owner, "notify::selected-item", G_CALLBACK (update_check), item, G_CONNECT_SWAPPED);
  update_check (item);
}

static void
unbind (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
        GtkListItem              *item,
        gpointer                  owner)
{
  g_signal_handlers_disconnect_by_func (owner, update_check, item);
}

static void
setup_chosen (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
              GtkListItem              *item,
              gpointer                  data G_GNUC_UNUSED)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* on one line where the row has room, wrapped at a phone's width */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_list_item_set_child (item, label);
}

static void
bind_chosen (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
             GtkListItem              *item,
             gpointer                  data G_GNUC_UNUSED)
{
  GtkStringObject *string = GTK_STRING_OBJECT (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}

void
tyros_choice_list_show_chosen_whole (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (adw_combo_row_get_list_factory (row) != NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_chosen), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_chosen), NULL);
  /* the row's own item only: its open list keeps its list factory */
  adw_combo_row_set_factory (row, factory);
}

void
tyros_choice_list_show_whole (GObject *owner)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (owner) || GTK_IS_DROP_DOWN (owner));
  /* the owner outlives its factory's items: no reference, no cycle */
  g_signal_connect (factory, "setup", G_CALLBACK (setup), owner);
  g_signal_connect (factory, "bind", G_CALLBACK (bind), owner);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind), owner);
  if (ADW_IS_COMBO_ROW (owner))
    adw_combo_row_set_list_factory (ADW_COMBO_ROW (owner), factory);
  else
    gtk_drop_down_set_list_factory (GTK_DROP_DOWN (owner), factory);
}
