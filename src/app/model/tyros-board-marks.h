/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-marks.h: what the board marks for the move being entered
 *
 * One value: the fields to choose from, the routes of a ship (and the step
 * that breaks a rule), how far a ship goes, the field a refusal is about and
 * where the keyboard goes next. The move entry holds one and notifies
 * "marks"; the board view draws a copy (tyros_board_view_set_marks()). Plain
 * data on the core's types, so that the GTK-free model can hold it.
 */
#pragma once

#include "tyros-core.h"

G_BEGIN_DECLS

typedef struct {
  TyrosSet    highlight;    /* the fields to choose from */
  GPtrArray  *routes;       /* GPtrArray of GArray of TyrosCoast, or NULL */
  int         bad_step;     /* the illegal step of the first route as drawn
                             * (segment i joins coast i-1 to coast i), or -1 */
  gboolean    has_reach;
  TyrosReach  reach;        /* where the ship being moved can go, if has_reach */
  TyrosField  error_field;  /* the field a refusal is about, or TYROS_FIELD_NONE */
  TyrosField  cursor;       /* where the board's cursor goes for the next choice,
                             * or TYROS_FIELD_NONE: where it is */
} TyrosBoardMarks;

/* No marks */
void tyros_board_marks_init  (TyrosBoardMarks       *self);
/* Frees the routes; no marks again */
void tyros_board_marks_clear (TyrosBoardMarks       *self);
/* @dest (initialized) becomes a copy of @src, routes and all; NULL: no marks */
void tyros_board_marks_copy  (TyrosBoardMarks       *dest,
                              const TyrosBoardMarks *src);

G_END_DECLS
