/* tyros-history-panel-private.h: what the UI tests reach inside the history */
#pragma once

#include "tyros-history-panel.h"

G_BEGIN_DECLS

/* The list: row 0 is the set-up, row i + 1 move i. Selecting a row here is
 * what a click does. */
GtkListBox *tyros_history_panel_get_list (TyrosHistoryPanel *self);

G_END_DECLS
