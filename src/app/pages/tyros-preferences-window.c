/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-preferences-window.c: default edition and board display (GSettings) */
#define G_LOG_DOMAIN "tyros-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-core.h"
#include "tyros-choice-list.h"
#include "tyros-preferences-window.h"
#include "tyros-window-size.h"

struct _TyrosPreferencesWindow
{
#if ADW_CHECK_VERSION (1, 5, 0)
  AdwPreferencesDialog parent_instance;
#else
  AdwPreferencesWindow parent_instance;
#endif

  AdwComboRow *edition_row;
  GtkSwitch   *sea_links_switch;
  GtkSwitch   *seat_moves_switch;

  GSettings   *settings;
};

#if ADW_CHECK_VERSION (1, 5, 0)
G_DEFINE_FINAL_TYPE (TyrosPreferencesWindow, tyros_preferences_window, ADW_TYPE_PREFERENCES_DIALOG)
#else
G_DEFINE_FINAL_TYPE (TyrosPreferencesWindow, tyros_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)
#endif

static const TyrosEdition *
edition_at (guint index)
{
  return index == 1 ? tyros_edition_italian () : tyros_edition_kosmos ();
}

const TyrosEdition *
tyros_preferences_default_edition (GSettings *settings)
{
  /* "not set" differs from the schema's default 'kosmos', which an Italian
   * user would otherwise start with */
  g_autoptr(GVariant) chosen = g_settings_get_user_value (settings, "default-edition");
  const TyrosEdition *edition = chosen != NULL ? tyros_edition_lookup (g_variant_get_string (chosen, NULL)) : NULL;

  return edition != NULL ? edition : tyros_edition_for_language (g_get_language_names ()[0]);
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
  G_OBJECT_CLASS (tyros_preferences_window_parent_class)->dispose (object);
}

static void
tyros_preferences_window_class_init (TyrosPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tyros_preferences_window_dispose;
#if !ADW_CHECK_VERSION (1, 5, 0)
  /* Ctrl+W closes every window of the app (a dialog closes with Escape) */
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
#endif
}

#if !ADW_CHECK_VERSION (1, 5, 0)
/* AdwPreferencesWindow 1.2 holds its pages' leaflet at 360 px, which with
 * the window's frame (a window of its own, unlike AdwPreferencesDialog) is
 * more than a phone's 360 px: the page itself is narrower, so the window may
 * be too. */
static void
fit_phone (TyrosPreferencesWindow *self)
{
  for (GtkWidget *widget = GTK_WIDGET (self); widget != NULL; widget = gtk_widget_get_first_child (widget))
    if (ADW_IS_LEAFLET (widget))
      {
        gtk_widget_set_size_request (widget, -1, -1);
        return;
      }
}
#endif

/* The page comes from a .ui file of its own, not a template: a template names
 * the parent class, which depends on the libadwaita version. */
static void
add_page (TyrosPreferencesWindow *self)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/tyroscompanion/TyrosCompanion/tyros-preferences-window.ui");
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (gtk_builder_get_object (builder, "page"));
  g_autofree char *differences = g_strdup_printf (_("How the Italian rules differ: %s"),
                                                  tyros_edition_summary (tyros_edition_italian ()));

  self->edition_row = ADW_COMBO_ROW (gtk_builder_get_object (builder, "edition_row"));
  /* How the Italian rules differ: under the row, which it leaves the width
   * to show the chosen edition whole (as the row's subtitle it cut the value
   * to "…") */
  gtk_label_set_text (GTK_LABEL (gtk_builder_get_object (builder, "differences_label")), differences);
  self->sea_links_switch = GTK_SWITCH (gtk_builder_get_object (builder, "sea_links_switch"));
  self->seat_moves_switch = GTK_SWITCH (gtk_builder_get_object (builder, "seat_moves_switch"));
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (self), page);
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (self), FALSE);
#else
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), page);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (self), FALSE);
  fit_phone (self);
#endif
}

static void
tyros_preferences_window_init (TyrosPreferencesWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  add_page (self);
  self->settings = g_settings_new (APPLICATION_ID);

  gtk_string_list_append (names, tyros_edition_display_name (tyros_edition_kosmos ()));
  gtk_string_list_append (names, tyros_edition_display_name (tyros_edition_italian ()));
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (names));
  tyros_choice_list_show_whole (G_OBJECT (self->edition_row));
  /* the chosen edition under the title, where it wraps: beside it, a phone's
   * width cut it to "Kosmos rulebook (Ger…" */
  adw_combo_row_set_use_subtitle (self->edition_row, TRUE);
  adw_combo_row_set_selected (self->edition_row,
                              tyros_preferences_default_edition (self->settings) == tyros_edition_italian () ? 1 : 0);
  g_signal_connect_object (self->edition_row, "notify::selected", G_CALLBACK (edition_selected), self,
                           G_CONNECT_SWAPPED);

  g_settings_bind (self->settings, "show-sea-links", self->sea_links_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "accept-seat-moves", self->seat_moves_switch, "active", G_SETTINGS_BIND_DEFAULT);
}

/* Shows the preferences over @parent (may be NULL) and returns them. */
TyrosPreferencesWindow *
tyros_preferences_window_present (GtkWindow *parent)
{
  TyrosPreferencesWindow *self = g_object_new (TYROS_TYPE_PREFERENCES_WINDOW, NULL);

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_set_content_width (ADW_DIALOG (self), 480);
  adw_dialog_set_content_height (ADW_DIALOG (self), 600);
  adw_dialog_present (ADW_DIALOG (self), parent ? GTK_WIDGET (parent) : NULL);
#else
  gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 600);
  tyros_window_fit_parent (GTK_WINDOW (self), parent);
  gtk_window_present (GTK_WINDOW (self));
#endif
  return self;
}
