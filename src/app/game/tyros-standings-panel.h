/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-standings-panel.h: what everybody glances at (empires, standings, stock) */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_STANDINGS_PANEL (tyros_standings_panel_get_type ())
G_DECLARE_FINAL_TYPE (TyrosStandingsPanel, tyros_standings_panel, TYROS, STANDINGS_PANEL, GtkWidget)

/* The standings at @state of @game, the position on the board, with its
 * @score (the game session's); a NULL @game clears. */
void        tyros_standings_panel_set_score (TyrosStandingsPanel *self,
                                             TyrosGame           *game,
                                             const TyrosState    *state,
                                             const TyrosScore    *score);

G_END_DECLS
