/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-view.h: the board as a clear schematic
 *
 * Draws a TyrosState (fields, empires, Tyros, open sea and desert, sea links and
 * closed borders, ships by coast, cities) plus what the window asks it to
 * highlight. It never decides a rule: the window asks the core and hands the
 * results here (a set of fields, a route, a reachability table).
 */
#pragma once

#include <gtk/gtk.h>

#include "tyros-core.h"
#include "tyros-board-marks.h"

G_BEGIN_DECLS

#define TYROS_TYPE_BOARD_VIEW (tyros_board_view_get_type ())
G_DECLARE_FINAL_TYPE (TyrosBoardView, tyros_board_view, TYROS, BOARD_VIEW, GtkWidget)

/* The position to draw; copied. NULL draws an empty board. */
void        tyros_board_view_set_state         (TyrosBoardView   *self,
                                                const TyrosState *state);
/* Player names (for initials) and colours ("#rrggbb"), n_players entries.
 * @names is NULL-terminated; @colours may be NULL, and an entry NULL or "" or
 * unreadable, for the default colour of that seat. Players whose names start
 * with the same letter get two letters on their ships and cities. */
void        tyros_board_view_set_players       (TyrosBoardView    *self,
                                                const char *const *names,
                                                const char *const *colours);
/* What the board marks for the move being entered (the fields to choose
 * from, routes, reach, a rejected field; copied), and where its cursor goes
 * (unless marks->cursor is TYROS_FIELD_NONE); NULL clears them. The
 * keyboard cursor is also the property "cursor". */
void        tyros_board_view_set_marks         (TyrosBoardView        *self,
                                                const TyrosBoardMarks *marks);

/* Properties: "show-sea-links", "read-only" (gboolean) and "cursor" (int, a
 * TyrosField), for g_settings_bind() and GtkBuilder. "show-sea-links" on (the
 * default): open sea links drawn as channels across the shared edge, and the
 * provenance of every link shown (solid: rulebook; hollow/dashed: inferred; a
 * dot or dash-dot: Italian rulebook only). Off: only the land walls between
 * neighbours that the sea does not join, all solid. "read-only" (the history
 * shows an earlier position): drawn with a "viewing an earlier position" look.
 * A read-only board still moves its cursor and shows tooltips, but emits no
 * "field-activated".
 *
 * Signals:
 *   "field-activated" (TyrosField field, TyrosCoast coast): a click, Enter or
 *      Space on a field; coast is 16w/16e for field 16 by which half was hit,
 *      otherwise the field's own coast.
 *   "cursor-moved" (TyrosField field): hover or keyboard focus moved.
 */

/* Each cell (a TyrosBoardCell child) is described for tooltips and screen
 * readers by its "description": "Field 23, green empire, 2 ships: Anna, Ben;
 * city of Cleo; sea to 22, 24 (rulebook), 18 (inferred)". */

G_END_DECLS
