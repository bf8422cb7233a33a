/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-setup-guide.h: setting up the real board, step by step
 *
 * The core's set-up steps (tyros_teach_setup_steps), one page each with the
 * board drawn beside it; "done" when the last one is read.
 */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_SETUP_GUIDE (tyros_setup_guide_get_type ())
G_DECLARE_FINAL_TYPE (TyrosSetupGuide, tyros_setup_guide, TYROS, SETUP_GUIDE, AdwWindow)

TyrosSetupGuide *tyros_setup_guide_new         (GtkWindow        *parent,
                                                const TyrosSetup *setup,
                                                const TyrosState *state);

/* Next is the default button: the next step, or, after the last, "done".
 *
 * Signals: "done" */

G_END_DECLS
