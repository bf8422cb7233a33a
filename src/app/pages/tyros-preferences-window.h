/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-preferences-window.h: default edition and board display */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_PREFERENCES_WINDOW (tyros_preferences_window_get_type ())
/* AdwPreferencesWindow is deprecated from libadwaita 1.6 on; its successor
 * AdwPreferencesDialog came in 1.5. */
#if ADW_CHECK_VERSION (1, 5, 0)
G_DECLARE_FINAL_TYPE (TyrosPreferencesWindow, tyros_preferences_window, TYROS, PREFERENCES_WINDOW, AdwPreferencesDialog)
#else
G_DECLARE_FINAL_TYPE (TyrosPreferencesWindow, tyros_preferences_window, TYROS, PREFERENCES_WINDOW, AdwPreferencesWindow)
#endif

TyrosPreferencesWindow *tyros_preferences_window_present (GtkWindow *parent);
/* The edition a new game starts with: the one chosen in Preferences, or until
 * one is chosen, the one of the user's language (Italian: the Italian rulebook). */
const TyrosEdition     *tyros_preferences_default_edition (GSettings *settings);

G_END_DECLS
