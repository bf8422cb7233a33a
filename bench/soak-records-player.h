/* SPDX-License-Identifier: GPL-3.0-or-later */
/* soak-records-player.h: the records in play during bench/kill-soak and
 * bench/full-disk-soak --records (bench/kill-soak-app only)
 *
 * While the journal is played, a person of the data folder's people.json is
 * renamed and merged again and again through the app's own TyrosPeople, as
 * the Records page does, and the window shows the Records page now and then
 * (read again: the records cache written), the board in between, while the
 * journal's moves go on. It prints
 * "people-begin rename FROM\tTO" or "people-begin merge PERSON\tOTHER"
 * before each change, then "people-acknowledged" (saved) or
 * "people-refused REASON"; "cache-written" each time records-cache.json
 * changed on disk. The soak checks from outside that no acknowledged change
 * was lost.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Starts renaming @person (a player of the journal) and showing the
 * records in @window; lives as long as the app. */
void soak_records_player_start (GtkWindow  *window,
                                const char *person);

G_END_DECLS
