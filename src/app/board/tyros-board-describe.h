/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-describe.h: a field in words, for tooltips and screen readers
 *
 * "Field 23, green empire, 2 ships: Anna, Ben; city of Cleo; sea to 22, 24
 * (rulebook), 18 (inferred)", with the marks of the scene ("can be chosen").
 */
#pragma once

#include "tyros-board-scene.h"

G_BEGIN_DECLS

/* @coast names the coast of 16 ("Field 16, west coast"); TYROS_COAST_NONE for
 * the whole field. */
char  *tyros_board_describe_field (const TyrosBoardScene *scene,
                                   TyrosField             field,
                                   TyrosCoast             coast);
/* The open sea or the desert. */
char  *tyros_board_describe_cell  (TyrosCellKind          kind);

G_END_DECLS
