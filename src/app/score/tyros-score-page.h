/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-page.h: the page of the final score sheet */
#pragma once

#include <adwaita.h>

#include "tyros-game-session.h"
#include "tyros-score-sheet.h"

G_BEGIN_DECLS

#define TYROS_TYPE_SCORE_PAGE (tyros_score_page_get_type ())
G_DECLARE_FINAL_TYPE (TyrosScorePage, tyros_score_page, TYROS, SCORE_PAGE, AdwBin)

/* Properties (read-only): "title" and "subtitle" (the session's, as they
 * change), "can-go-back" (TRUE: the header leads back to the board). */

GtkWidget *tyros_score_page_new       (void);
/* The final score of @session's game as it stands now, titled as the session is. */
void       tyros_score_page_show_game (TyrosScorePage   *self,
                                       TyrosGameSession *session);
/* "print", "export-pdf", "save-image", "copy-image", "copy-text",
 * "save-csv", "send-bgstats": the page's "score" actions, for the header's
 * Share menu, which is outside the page. */
GActionGroup *tyros_score_page_get_share_actions (TyrosScorePage *self);

G_END_DECLS
