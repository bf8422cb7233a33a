/* tyros-position.h: a finished board entered by hand ("position" in the file) */
#pragma once

#include "tyros-state.h"
#include "tyros-violation.h"

G_BEGIN_DECLS

/* Checks that a board could come from a game: chips and markers within the
 * material, cities only on empire fields (B2), ship limits (M5). */
gboolean tyros_position_check (const TyrosState *state,
                               TyrosViolation  **violation);

G_END_DECLS
