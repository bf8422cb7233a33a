/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-position.h: a finished board entered by hand ("position" in the file) */
#pragma once

#include "tyros-state.h"
#include "tyros-violation.h"

G_BEGIN_DECLS

/* What no further painting can mend: chips and markers within the material,
 * cities only on empire fields (B2), ship limits (M5), Tyros' colour (E5), the
 * B6 bonus holder. The window checks each edit of a board with it. */
gboolean tyros_position_check          (const TyrosState *state,
                                        TyrosViolation  **violation);
/* Could this finished board have come from a game? All of the above, and what a
 * board being painted may still lack: four founded empires (S2), Tyros' chip
 * when 31 or 32 has one (E5), each empire in one piece (E1), ships only on
 * empire fields (M3), the B6 bonus given when someone earned it. */
gboolean tyros_position_check_finished (const TyrosState *state,
                                        TyrosViolation  **violation);

/* Paints (or, with TYROS_EMPIRE_NONE, removes) the chip on @field as on the
 * real board: a chip on 31 or 32 gives Tyros its colour when Tyros has none
 * (E5), and Tyros keeps a colour only while 31 or 32 has it. */
void     tyros_position_paint_chip     (TyrosState       *state,
                                        TyrosField        field,
                                        TyrosEmpire       empire);

G_END_DECLS
