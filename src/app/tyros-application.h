/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-application.h: the application object (app actions, accelerators) */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TYROS_TYPE_APPLICATION (tyros_application_get_type ())
G_DECLARE_FINAL_TYPE (TyrosApplication, tyros_application, TYROS, APPLICATION, AdwApplication)

TyrosApplication *tyros_application_new          (void);

G_END_DECLS
