/* tyros-preferences-window.c: default edition and board display (GSettings) */
#include "config.h"

#include <glib/gi18n.h>

#include "tyros-core.h"
#include "tyros-preferences-window.h"

struct _TyrosPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  AdwComboRow *edition_row;
  GtkSwitch   *sea_links_switch;

  GSettings   *settings;
};

G_DEFINE_FINAL_TYPE (TyrosPreferencesWindow, tyros_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static const TyrosEdition *
edition_at (guint index)
{
  return index == 1 ? tyros_edition_italian () : tyros_edition_kosmos ();
}

static void
edition_selected (TyrosPreferencesWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->edition_row);

  if (selected != GTK_INVALID_LIST_POSITION)
    g_settings_set_string (self->settings, "default-edition", edition_at (selected)->id);
}

static void
tyros_preferences_window_dispose (GObject *object)
{
  TyrosPreferencesWindow *self = TYROS_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_PREFERENCES_WINDOW);
  G_OBJECT_CLASS (tyros_preferences_window_parent_class)->dispose (object);
}

static void
tyros_preferences_window_class_init (TyrosPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosPreferencesWindow, edition_row);
  gtk_widget_class_bind_template_child (widget_class, TyrosPreferencesWindow, sea_links_switch);
}

static void
tyros_preferences_window_init (TyrosPreferencesWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *edition = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);

  gtk_string_list_append (names, tyros_edition_display_name (tyros_edition_kosmos ()));
  gtk_string_list_append (names, tyros_edition_display_name (tyros_edition_italian ()));
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (names));
  edition = g_settings_get_string (self->settings, "default-edition");
  adw_combo_row_set_selected (self->edition_row, g_strcmp0 (edition, tyros_edition_italian ()->id) == 0 ? 1 : 0);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->edition_row), tyros_edition_summary (tyros_edition_italian ()));
  g_signal_connect_object (self->edition_row, "notify::selected", G_CALLBACK (edition_selected), self,
                           G_CONNECT_SWAPPED);

  g_settings_bind (self->settings, "show-sea-links", self->sea_links_switch, "active", G_SETTINGS_BIND_DEFAULT);
}

GtkWidget *
tyros_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (TYROS_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
}
