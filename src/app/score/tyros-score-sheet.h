/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-sheet.h: the final scoring as a table a person can check */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_SCORE_SHEET (tyros_score_sheet_get_type ())
G_DECLARE_FINAL_TYPE (TyrosScoreSheet, tyros_score_sheet, TYROS, SCORE_SHEET, GtkWidget)

/* Scores the position of @game now; NULL clears. */
void        tyros_score_sheet_update      (TyrosScoreSheet *self,
                                           TyrosGame       *game);
/* An empire's heading on the sheet: "Green: largest, 9 fields (tie-break)" */
char       *tyros_score_sheet_empire_title (const TyrosEmpireRank *rank);
/* Property "text": the sheet as text, as the Copy button copies it;
 * "copy-button": whether the sheet shows that button. */

G_END_DECLS
