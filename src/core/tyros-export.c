/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-export.c: plays as CSV and as BG Stats' push format */
#define G_LOG_DOMAIN "tyros-export"

#include "config.h"

#include <string.h>

#include "tyros-export.h"

/* CSV, RFC 4180 */

static void
append_csv_field (GString    *out,
                  const char *value,
                  gboolean    first)
{
  if (!first)
    g_string_append_c (out, ',');
  if (value == NULL)
    return;
  if (strpbrk (value, ",\"\r\n") == NULL)
    {
      g_string_append (out, value);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
append_csv_row (GString            *out,
                const char *const  *fields,
                guint               n_fields)
{
  for (guint i = 0; i < n_fields; i++)
    append_csv_field (out, fields[i], i == 0);
  g_string_append (out, "\r\n");
}

char *
tyros_export_csv (TyrosPlay *const *plays,
                  guint             n_plays)
{
  static const char *const header[] = { "file", "started", "finished", "edition", "players", "player",
                                        "seat", "total", "rank", "winner", "colour", "location", "note" };
  GString *out = g_string_new (NULL);

  append_csv_row (out, header, G_N_ELEMENTS (header));
  for (guint i = 0; i < n_plays; i++)
    {
      const TyrosPlay *play = plays[i];
      g_autofree char *n_players = g_strdup_printf ("%u", play->n_players);

      for (guint p = 0; p < play->n_players; p++)
        {
          const TyrosPlayResult *result = &play->players[p];
          g_autofree char *seat = result->seat < 0 ? NULL : g_strdup_printf ("%d", result->seat);
          g_autofree char *total = g_strdup_printf ("%u", result->total);
          g_autofree char *rank = g_strdup_printf ("%u", result->rank);
          const char *row[] = { play->file, play->started, play->finished, play->edition->id, n_players,
                                result->name, seat, total, rank, result->winner ? "1" : "0",
                                result->colour, play->location, play->note };

          G_STATIC_ASSERT (G_N_ELEMENTS (row) == G_N_ELEMENTS (header));
          append_csv_row (out, row, G_N_ELEMENTS (row));
        }
    }
  return g_string_free (out, FALSE);
}

/* BG Stats */

static void
add_string (JsonBuilder *builder,
            const char  *key,
            const char  *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (builder, key);
  json_builder_add_string_value (builder, value);
}

/* The play's date as BG Stats reads it ("2026-11-26 19:04:00"), in the time
 * of day the group saw (the offset written in the file) */
static char *
play_date (const TyrosPlay *play)
{
  const char *when = play->started != NULL ? play->started : play->finished;
  g_autoptr(GDateTime) time = when != NULL ? g_date_time_new_from_iso8601 (when, NULL) : NULL;

  return time != NULL ? g_date_time_format (time, "%Y-%m-%d %H:%M:%S") : NULL;
}

static gint64
duration_minutes (const TyrosPlay *play)
{
  g_autoptr(GDateTime) started = NULL;
  g_autoptr(GDateTime) finished = NULL;

  if (play->started == NULL || play->finished == NULL)
    return -1;
  started = g_date_time_new_from_iso8601 (play->started, NULL);
  finished = g_date_time_new_from_iso8601 (play->finished, NULL);
  if (started == NULL || finished == NULL || g_date_time_compare (finished, started) < 0)
    return -1;
  return g_date_time_difference (finished, started) / G_TIME_SPAN_MINUTE;
}

static void
add_game (JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  /* No bggId: BG Stats matches the game by name when it has none */
  add_string (builder, "name", "Tyros");
  add_string (builder, "sourceGameId", "tyros");
  json_builder_set_member_name (builder, "highestWins");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_set_member_name (builder, "noPoints");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "cooperative");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_end_object (builder);
}

static void
add_player (JsonBuilder           *builder,
            const TyrosPlayResult *result)
{
  json_builder_begin_object (builder);
  add_string (builder, "name", result->name);
  add_string (builder, "sourcePlayerId", result->name);
  json_builder_set_member_name (builder, "score");
  json_builder_add_int_value (builder, result->total);
  json_builder_set_member_name (builder, "rank");
  json_builder_add_int_value (builder, result->rank);
  json_builder_set_member_name (builder, "winner");
  json_builder_add_boolean_value (builder, result->winner);
  /* BG Stats refuses a player without it (clocktracker, pull request 299) */
  json_builder_set_member_name (builder, "startPlayer");
  json_builder_add_boolean_value (builder, result->seat == 0);
  json_builder_end_object (builder);
}

JsonNode *
tyros_export_bgstats_play (const TyrosPlay *play)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autofree char *date = play_date (play);
  gint64 minutes = duration_minutes (play);

  json_builder_begin_object (builder);
  add_string (builder, "sourceName", "Tyros Companion");
  add_string (builder, "sourcePlayId", play->started);
  add_string (builder, "playDate", date);
  if (minutes >= 0)
    {
      json_builder_set_member_name (builder, "durationMin");
      json_builder_add_int_value (builder, minutes);
    }
  add_string (builder, "location", play->location);
  add_string (builder, "comments", play->note);
  add_string (builder, "board", play->edition->id);
  add_game (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < play->n_players; p++)
    add_player (builder, &play->players[p]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

char *
tyros_export_bgstats_link (const TyrosPlay *play)
{
  g_autoptr(JsonNode) node = tyros_export_bgstats_play (play);
  g_autofree char *data = json_to_string (node, FALSE);
  g_autofree char *escaped = g_uri_escape_string (data, NULL, FALSE);

  return g_strconcat ("https://app.bgstatsapp.com/createPlay.html?data=", escaped, NULL);
}

char *
tyros_export_bgstats (TyrosPlay *const *plays,
                      guint             n_plays)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonObject) object = json_object_new ();
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n_plays; i++)
    json_array_add_element (array, tyros_export_bgstats_play (plays[i]));
  json_object_set_array_member (object, "plays", array);
  json_node_set_object (root, object);
  return json_to_string (root, TRUE);
}
