/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-export.h: plays for other tools (docs/command.md, "tyros export")
 *
 * CSV (RFC 4180) for a spreadsheet, and BG Stats' push format ("Push plays to
 * BG Stats from other apps or websites", bgstatsapp.com) for BG Stats.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tyros-stats.h"

G_BEGIN_DECLS

/* BoardGameGeek's number for Tyros (Kosmos 2002), sent to BG Stats */
#define TYROS_EXPORT_BGG_ID 3230
/* The longest play sent as BG Stats' durationMin: a day (a longer one is a
 * game left open, not played) */
#define TYROS_EXPORT_MAX_MINUTES (24 * 60)

/* Whole minutes from @started to @finished (the "played" times, RFC 3339),
 * -1 when either is missing or the length is not one a game of Tyros can
 * have (docs/command.md): BG Stats' durationMin, the score sheet's length. */
gint64    tyros_export_minutes        (const char       *started,
                                       const char       *finished);
/* A header line and one row per player per play, CRLF line ends, fields
 * quoted when they hold a comma, a quote or a line break; a field a
 * spreadsheet would take for a formula (starting with = + - @ TAB CR) quoted
 * behind a ' (OWASP). The columns:
 * file,started,finished,edition,players,player,seat,total,rank,winner,colour,location,note,date
 * with the file's name without its folder, seats from 1 and the date as
 * YYYY-MM-DD. */
char     *tyros_export_csv            (TyrosPlay *const *plays,
                                       guint             n_plays);
/* One play as BG Stats' push object: the JSON a
 * https://app.bgstatsapp.com/createPlay.html?data=<data> link carries. */
JsonNode *tyros_export_bgstats_play   (const TyrosPlay  *play);
/* That link, the object URL-encoded. */
char     *tyros_export_bgstats_link   (const TyrosPlay  *play);
/* {"plays": [ one push object per play ]}, pretty-printed: BG Stats takes one
 * play per link, so each element is one link's data. */
char     *tyros_export_bgstats        (TyrosPlay *const *plays,
                                       guint             n_plays);

G_END_DECLS
