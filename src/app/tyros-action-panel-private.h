/* tyros-action-panel-private.h: what the UI tests look at inside the action panel */
#pragma once

#include "tyros-action-panel.h"

G_BEGIN_DECLS

/* The inline explanation of the last rejected attempt, or "" */
const char *tyros_action_panel_get_error_text  (TyrosActionPanel *self);
/* What the pending action costs: "4 green cards; jokers count", or "" */
const char *tyros_action_panel_get_price_text  (TyrosActionPanel *self);
const char *tyros_action_panel_get_prompt_text (TyrosActionPanel *self);
/* The visible page: "expand", "expand-pass", "actions", "pending", "bank", "trade", "over" */
const char *tyros_action_panel_get_page_name   (TyrosActionPanel *self);
GtkWidget  *tyros_action_panel_get_confirm_button (TyrosActionPanel *self);
GtkWidget  *tyros_action_panel_get_trace_button   (TyrosActionPanel *self);
/* "Our Board Has a Passage Here", shown under an M1 refusal at a closed pair */
GtkWidget  *tyros_action_panel_get_open_passage_button (TyrosActionPanel *self);
/* The buttons offered when a tile could join several empires (by TyrosEmpire). */
GtkWidget  *tyros_action_panel_get_empire_button  (TyrosActionPanel *self,
                                                   TyrosEmpire       empire);
GtkEntry   *tyros_action_panel_get_shown_entry    (TyrosActionPanel *self);
GtkSpinButton *tyros_action_panel_get_paid_spin   (TyrosActionPanel *self,
                                                   guint             kind);

G_END_DECLS
