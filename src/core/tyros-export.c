/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-export.c: plays as CSV and as BG Stats' push format */
#define G_LOG_DOMAIN "tyros-export"

#include "config.h"

#include <string.h>

#include "tyros-export.h"

/* When the play was played: started, else finished, else the file's time
 * (in the machine's time zone); NULL when nothing says. */
static GDateTime *
play_time (const TyrosPlay *play)
{
  const char *when = play->started != NULL ? play->started : play->finished;

  if (when != NULL)
    return tyros_played_time_parse (when);
  return play->file_time > 0 ? g_date_time_new_from_unix_local (play->file_time) : NULL;
}

/* A date a spreadsheet reads as a date, the year always in four digits */
static char *
format_date (GDateTime *time)
{
  return g_strdup_printf ("%04d-%02d-%02d", g_date_time_get_year (time), g_date_time_get_month (time),
                          g_date_time_get_day_of_month (time));
}

/* CSV, RFC 4180 */

/* A cell that starts with one of these is a formula to a spreadsheet (or
 * becomes one once the spreadsheet strips the tab or CR): OWASP's
 * CSV-injection guidance, "prepend a single quote and wrap in quotes". */
static gboolean
is_formula_lead (const char *value)
{
  return *value != '\0' && strchr ("=+-@\t\r", *value) != NULL;
}

static void
append_csv_field (GString    *out,
                  const char *value,
                  gboolean    first)
{
  gboolean formula;

  if (!first)
    g_string_append_c (out, ',');
  if (value == NULL)
    return;
  formula = is_formula_lead (value);
  if (!formula && strpbrk (value, ",\"\r\n") == NULL)
    {
      g_string_append (out, value);
      return;
    }
  g_string_append (out, formula ? "\"'" : "\"");
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
                                        "seat", "total", "rank", "winner", "colour", "location", "note",
                                        "date" };
  GString *out = g_string_new (NULL);

  append_csv_row (out, header, G_N_ELEMENTS (header));
  for (guint i = 0; i < n_plays; i++)
    {
      const TyrosPlay *play = plays[i];
      g_autofree char *n_players = g_strdup_printf ("%u", play->n_players);
      /* the name, not the folder: a path in the user's home names the user */
      g_autofree char *file = play->file != NULL ? g_path_get_basename (play->file) : NULL;
      g_autoptr(GDateTime) when = play_time (play);
      g_autofree char *date = when != NULL ? format_date (when) : NULL;

      for (guint p = 0; p < play->n_players; p++)
        {
          const TyrosPlayResult *result = &play->players[p];
          /* seats as people count them: the start player is 1 */
          g_autofree char *seat = result->seat < 0 ? NULL : g_strdup_printf ("%d", result->seat + 1);
          g_autofree char *total = g_strdup_printf ("%u", result->total);
          g_autofree char *rank = g_strdup_printf ("%u", result->rank);
          const char *row[] = { file, play->started, play->finished, play->edition->id, n_players,
                                result->name, seat, total, rank, result->winner ? "1" : "0",
                                result->colour, play->location, play->note, date };

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

/* The play's date as BG Stats reads it ("2026-11-26 19:04:00"): no offset,
 * so the time of day the group saw (the offset written in the file) */
static char *
play_date (const TyrosPlay *play)
{
  g_autoptr(GDateTime) time = play_time (play);
  g_autofree char *date = NULL;

  if (time == NULL)
    return NULL;
  date = format_date (time);
  return g_strdup_printf ("%s %02d:%02d:%02d", date, g_date_time_get_hour (time), g_date_time_get_minute (time),
                          g_date_time_get_second (time));
}

gint64
tyros_export_minutes (const char *started,
                      const char *finished)
{
  g_autoptr(GDateTime) start = NULL;
  g_autoptr(GDateTime) end = NULL;
  gint64 minutes;

  if (started == NULL || finished == NULL)
    return -1;
  start = tyros_played_time_parse (started);
  end = tyros_played_time_parse (finished);
  if (start == NULL || end == NULL)
    return -1;
  minutes = g_date_time_difference (end, start) / G_TIME_SPAN_MINUTE;
  return minutes >= 1 && minutes <= TYROS_EXPORT_MAX_MINUTES ? minutes : -1;
}

/* The id BG Stats recognises a play by: started, as earlier versions sent
 * it; without it, a hash of what makes the play (its edition, finished,
 * and each player's name, seat and total), the same each time it is sent
 * and whatever the file is called or when it was last touched */
static char *
play_id (const TyrosPlay *play)
{
  g_autoptr(GChecksum) checksum = NULL;
  g_autofree char *hex = NULL;

  if (play->started != NULL)
    return g_strdup (play->started);
  checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_checksum_update (checksum, (const guchar *) play->edition->id, -1);
  g_checksum_update (checksum, (const guchar *) "", 1);
  if (play->finished != NULL)
    g_checksum_update (checksum, (const guchar *) play->finished, -1);
  for (guint p = 0; p < play->n_players; p++)
    {
      g_autofree char *numbers = g_strdup_printf ("%d/%u", play->players[p].seat, play->players[p].total);

      g_checksum_update (checksum, (const guchar *) "", 1);
      g_checksum_update (checksum, (const guchar *) play->players[p].name, -1);
      g_checksum_update (checksum, (const guchar *) "", 1);
      g_checksum_update (checksum, (const guchar *) numbers, -1);
    }
  hex = g_strndup (g_checksum_get_string (checksum), 32);
  return g_strconcat ("tyros-", hex, NULL);
}

/* The edition as a person reads it in BG Stats' board field (not
 * translated: the same words whatever the desktop's language) */
static const char *
board_words (const TyrosEdition *edition)
{
  return edition == tyros_edition_italian () ? "Italian rules" : "Kosmos rules";
}

static void
add_game (JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  /* BoardGameGeek's Tyros (Martin Wallace, Kosmos 2002): BG Stats matches
   * the game by it without asking */
  json_builder_set_member_name (builder, "bggId");
  json_builder_add_int_value (builder, TYROS_EXPORT_BGG_ID);
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
  g_autofree char *id = play_id (play);
  gint64 minutes = tyros_export_minutes (play->started, play->finished);

  json_builder_begin_object (builder);
  add_string (builder, "sourceName", "Tyros Companion");
  add_string (builder, "sourcePlayId", id);
  add_string (builder, "playDate", date);
  if (minutes >= 0)
    {
      json_builder_set_member_name (builder, "durationMin");
      json_builder_add_int_value (builder, minutes);
    }
  add_string (builder, "location", play->location);
  add_string (builder, "comments", play->note);
  add_string (builder, "board", board_words (play->edition));
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
