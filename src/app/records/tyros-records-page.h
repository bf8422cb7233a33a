/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page.h: the Records page
 *
 * Every finished game of the store, filtered by person, edition and number
 * of players; per person their numbers (games, wins, win rate, average,
 * best, worst, average rank; by edition, players, seat and colour; head to
 * head) with a chart of their points; the group's records. Every number
 * opens the games behind it, and a game opens its score sheet. Renaming and
 * merging people is on a person's page. The numbers are the core's
 * (tyros-stats.h).
 */
#pragma once

#include <adwaita.h>

#include "tyros-records.h"

G_BEGIN_DECLS

#define TYROS_TYPE_RECORDS_PAGE (tyros_records_page_get_type ())
G_DECLARE_FINAL_TYPE (TyrosRecordsPage, tyros_records_page, TYROS, RECORDS_PAGE, GtkWidget)

GtkWidget *tyros_records_page_new     (TyrosRecords     *records);
/* Shows the overview and reads the games added since. */
void       tyros_records_page_refresh (TyrosRecordsPage *self);
/* One step back (from the games to the person, from the person to the
 * overview): FALSE on the overview. */
gboolean   tyros_records_page_go_back (TyrosRecordsPage *self);

/* Signals: "open-game" (const char *path): a game's score sheet is asked for.
 * Properties (read-only): "title" ("Records"), "subtitle" (how many games,
 * or whose numbers are shown). */

G_END_DECLS
