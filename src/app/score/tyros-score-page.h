/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-page.h: the page of the final score sheet */
#pragma once

#include <adwaita.h>

#include "tyros-score-sheet.h"

G_BEGIN_DECLS

#define TYROS_TYPE_SCORE_PAGE (tyros_score_page_get_type ())
G_DECLARE_FINAL_TYPE (TyrosScorePage, tyros_score_page, TYROS, SCORE_PAGE, AdwBin)

GtkWidget       *tyros_score_page_new       (void);
TyrosScoreSheet *tyros_score_page_get_sheet (TyrosScorePage *self);

G_END_DECLS
