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

/* A header line and one row per player per play, CRLF line ends, fields
 * quoted when they hold a comma, a quote or a line break. The columns:
 * file,started,finished,edition,players,player,seat,total,rank,winner,colour,location,note */
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
