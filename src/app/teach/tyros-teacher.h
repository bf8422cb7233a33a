/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-teacher.h: a first game that explains itself
 *
 * For a game played with "Teach me as we play": before the first move, the
 * set-up of the real board step by step; each phase explained the first
 * time it comes (in a dialog with "Got it", never shown again for that game),
 * and after each move one sentence of what changed when it matters (asked of
 * the core, tyros-teach.h), given to the window through "say". Whether a game
 * is taught, and what it has explained, is kept beside the game's file in the
 * app's data folder. With teaching off, it does nothing.
 */
#pragma once

#include <adwaita.h>

#include "tyros-core.h"

G_BEGIN_DECLS

#define TYROS_TYPE_TEACHER (tyros_teacher_get_type ())
G_DECLARE_FINAL_TYPE (TyrosTeacher, tyros_teacher, TYROS, TEACHER, GObject)

/* Dialogs are shown over @window (not referenced). */
TyrosTeacher *tyros_teacher_new          (GtkWindow    *window);
/* The game shown and its file (the key of what was explained; NULL while a
 * new game has none yet: kept in memory till then); a NULL game stops. */
void          tyros_teacher_set_game     (TyrosTeacher *self,
                                          TyrosGame    *game,
                                          const char   *path);
/* The file the game set last got at last: what was kept in memory is kept
 * under its name from now on. */
void          tyros_teacher_set_file     (TyrosTeacher *self,
                                          const char   *path);
/* New Game's switch, for the game set last. */
void          tyros_teacher_set_teaching (TyrosTeacher *self,
                                          gboolean      teaching);

/* Properties (read-only): "teaching"; what is shown: "explaining",
 * "explanation", "dialog", "setup-guide".
 *
 * Signals:
 *   "say" (const char *sentence): what the last move changed.
 */

G_END_DECLS
