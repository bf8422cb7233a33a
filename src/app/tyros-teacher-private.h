/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-teacher-private.h: what the UI tests look at inside the teacher */
#pragma once

#include "tyros-teacher.h"

G_BEGIN_DECLS

/* The rule ID of the phase being explained ("P2", "P3", "G1"), or NULL. */
const char *tyros_teacher_get_explaining (TyrosTeacher *self);
/* The explanation's text while it is shown, or NULL. */
const char *tyros_teacher_get_explanation_text (TyrosTeacher *self);
/* Presses "Got it". */
void        tyros_teacher_got_it         (TyrosTeacher *self);

G_END_DECLS
