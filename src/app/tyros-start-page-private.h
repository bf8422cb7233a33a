/* tyros-start-page-private.h: what the UI tests look at inside the start page */
#pragma once

#include "tyros-start-page.h"

G_BEGIN_DECLS

/* Under Continue: "Round 4, Ben to act · Anna, Ben, Cleo"; NULL when hidden. */
const char *tyros_start_page_get_continue_text (TyrosStartPage *self);
guint       tyros_start_page_get_n_recent      (TyrosStartPage *self);
/* An AdwActionRow: title the players, subtitle the status and date. */
GtkWidget  *tyros_start_page_get_recent_row    (TyrosStartPage *self,
                                                guint           index);
/* As the row's delete button does. */
void        tyros_start_page_delete_recent     (TyrosStartPage *self,
                                                guint           index);

G_END_DECLS
