/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules-window.h: the rules of Tyros, searchable, in both editions
 *
 * A list of every rule (grouped as the rulebook is, searchable by ID or word)
 * beside the chosen entry: its text in the game's edition, both rulebooks side
 * by side where they differ, and a small board picture where the rule is
 * about the board. A page lists every difference between the two rulebooks.
 */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_RULES_WINDOW (tyros_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (TyrosRulesWindow, tyros_rules_window, TYROS, RULES_WINDOW, AdwWindow)

/* Properties: "edition" (the one whose rule each entry shows first: the
 * current game's), "shown-rule" (the ID of the entry shown, or NULL for how
 * the rulebooks differ). */

/* Opens the rules (one window for the app, reused, of @parent's application)
 * at @id, or where they were when @id is NULL; each entry shows @edition's
 * rule first (the game's), or as before when @edition is NULL. */
TyrosRulesWindow *tyros_rules_window_present           (GtkWindow          *parent,
                                                        const TyrosEdition *edition,
                                                        const char         *id);

G_END_DECLS
