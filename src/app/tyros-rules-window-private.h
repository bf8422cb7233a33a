/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules-window-private.h: what the UI tests look at inside the rules window */
#pragma once

#include "tyros-rules-window.h"

G_BEGIN_DECLS

GtkEditable *tyros_rules_window_get_search_entry  (TyrosRulesWindow *self);
/* The IDs of the rules the list shows now (the search applied), in order. */
GPtrArray   *tyros_rules_window_list_visible_ids  (TyrosRulesWindow *self);
/* The texts on the page shown, one per label, in order. */
GPtrArray   *tyros_rules_window_list_page_texts   (TyrosRulesWindow *self);
/* The board picture on the page shown, or NONE. */
TyrosRulePicture tyros_rules_window_get_page_picture (TyrosRulesWindow *self);

G_END_DECLS
