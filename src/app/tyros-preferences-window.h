/* tyros-preferences-window.h: default edition and board display */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TYROS_TYPE_PREFERENCES_WINDOW (tyros_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TyrosPreferencesWindow, tyros_preferences_window, TYROS, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *tyros_preferences_window_new (GtkWindow *parent);

G_END_DECLS
