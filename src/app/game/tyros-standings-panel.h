/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-standings-panel.h: what everybody glances at (empires, standings, stock) */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_STANDINGS_PANEL (tyros_standings_panel_get_type ())
G_DECLARE_FINAL_TYPE (TyrosStandingsPanel, tyros_standings_panel, TYROS, STANDINGS_PANEL, GtkWidget)

/* Shows the position of @game now; NULL clears. */
/* The standings at @state, the position on the board (NULL: the game as it is now). */
void        tyros_standings_panel_update    (TyrosStandingsPanel *self,
                                             TyrosGame           *game,
                                             const TyrosState    *state);

G_END_DECLS
