/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-cli.c: the rules core without a window (docs/command.md)
 *
 * Exit status: 0 yes / legal / done, 1 the rules say no, 2 unusable input.
 */
#define G_LOG_DOMAIN "tyros-cli"

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tyros-core.h"
#include "tyros-json-reader.h"

enum { EXIT_YES = 0, EXIT_RULES = 1, EXIT_INPUT = 2 };

/* --board B, taken out of the arguments before a command reads them: the
 * group's board for routes and replays (NULL: the printed board, or a game
 * file's own "board") */
static TyrosBoard *board_option;

static int
usage_error (const char *message)
{
  g_printerr ("%s\n", message);
  g_printerr ("%s\n", _("Usage: tyros route FROM TO [--edition kosmos|italian] [--all] [--board B]\n"
                        "       tyros check FILE [--board B]\n"
                        "       tyros score FILE [--json] [--board B]\n"
                        "       tyros moves FILE [--json] [--board B]\n"
                        "       tyros stats FILE... [--json] [--board B]\n"
                        "       tyros export (--csv | --bgstats) FILE... [--board B]"));
  return EXIT_INPUT;
}

/* Names the option, so that a mistyped one is found at once. */
static int
unknown_option (const char *option)
{
  g_autofree char *message = g_strdup_printf (_("Unknown option “%s”"), option);

  return usage_error (message);
}

/* The first argument after the command that looks like an option other than
 * @known (NULL-terminated), or NULL. */
static const char *
find_unknown_option (int                argc,
                     char             **argv,
                     const char *const *known)
{
  for (int i = 2; i < argc; i++)
    if (argv[i][0] == '-' && argv[i][1] != '\0' && !g_strv_contains (known, argv[i]))
      return argv[i];
  return NULL;
}

static gboolean
parse_route_end (const char *text,
                 TyrosSet   *coasts)
{
  TyrosPlace place;

  if (!tyros_place_parse (text, &place))
    return FALSE;
  *coasts = place.coast == TYROS_COAST_NONE ? tyros_field_coasts (place.field) : TYROS_SET_BIT (place.coast);
  return TRUE;
}

static char *
route_line (const GArray *route)
{
  GString *line = g_string_new (NULL);

  g_string_append_printf (line, "%u:", route->len - 1);
  for (guint i = 1; i < route->len; i++)
    g_string_append_printf (line, " %s", tyros_coast_to_string (g_array_index (route, TyrosCoast, i)));
  return g_string_free (line, FALSE);
}

static int
command_route (int    argc,
               char **argv)
{
  const char *ends[2] = { NULL, NULL };
  gboolean all = FALSE;
  g_autoptr(GPtrArray) routes = NULL;
  g_autoptr(GHashTable) printed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  static const char *const known[] = { "--all", "--edition", NULL };
  const char *unknown = find_unknown_option (argc, argv, known);
  TyrosSet from, to;
  guint n_ends = 0;

  if (unknown != NULL)
    return unknown_option (unknown);
  for (int i = 2; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--all"))
        all = TRUE;
      else if (g_str_equal (argv[i], "--edition"))
        {
          if (i + 1 == argc || tyros_edition_lookup (argv[++i]) == NULL)
            return usage_error (_("Unknown edition: use kosmos or italian"));
        }
      else if (argv[i][0] != '-' && n_ends < 2)
        ends[n_ends++] = argv[i];
      else
        return usage_error (_("tyros route takes two fields"));
    }
  if (n_ends != 2)
    return usage_error (_("tyros route takes two fields"));
  for (guint i = 0; i < 2; i++)
    {
      if (!parse_route_end (ends[i], i == 0 ? &from : &to))
        {
          g_printerr (_("No field “%s”: fields are 1 to 32, T, 16w and 16e\n"), ends[i]);
          return EXIT_INPUT;
        }
    }
  routes = tyros_sea_shortest_routes (board_option, from, to);
  if (routes->len == 0)
    {
      g_printerr (_("No sea route joins %s and %s (M1)\n"), ends[0], ends[1]);
      return EXIT_RULES;
    }
  /* From plain 16 both coasts start routes; they print alike when they join at 17 */
  for (guint i = 0; i < (all ? routes->len : 1); i++)
    {
      g_autofree char *line = route_line (g_ptr_array_index (routes, i));

      if (!g_hash_table_contains (printed, line))
        g_print ("%s\n", line);
      g_hash_table_add (printed, g_steal_pointer (&line));
    }
  return EXIT_YES;
}

/* "FILE: " before a line of stats and export (many files: which one);
 * nothing for the commands of one file (@path NULL) */
static void
print_file_prefix (const char *path)
{
  if (path != NULL)
    g_printerr ("%s: ", path);
}

/* Loads a game file; on failure prints the reason and sets the exit status.
 * The reason names the file, but a rule broken in the set-up only with
 * @name_rules (check's "setup: ..." line is a contract). */
static TyrosGame *
load_game_named (const char *path,
                 gboolean    name_rules,
                 int        *status)
{
  g_autoptr(GError) error = NULL;
  TyrosGame *game = tyros_file_load (path, &error);

  if (game != NULL && board_option != NULL)
    tyros_game_set_board (game, board_option);
  if (game != NULL)
    return game;
  if (g_error_matches (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_RULES))
    {
      print_file_prefix (name_rules ? path : NULL);
      g_printerr ("%s\n", error->message);
      *status = EXIT_RULES;
    }
  else
    {
      g_printerr ("%s: %s\n", path, error->message);
      *status = EXIT_INPUT;
    }
  return NULL;
}

static TyrosGame *
load_game (const char *path,
           int        *status)
{
  return load_game_named (path, FALSE, status);
}

static gboolean
report_replay_error (TyrosGame  *game,
                     const char *path)
{
  const TyrosViolation *violation = tyros_game_get_replay_error (game);

  /* Moves to redo that no longer fit do not count (docs/file-format.md). */
  if (violation == NULL || !tyros_game_has_journal_error (game))
    return FALSE;
  print_file_prefix (path);
  g_printerr (_("move %d: %s\n"), tyros_game_get_replay_error_index (game) + 1, violation->message);
  return TRUE;
}

/* A finished board entered by hand must be one the rules can produce (tyros-position.h). */
static gboolean
report_board_error (TyrosGame  *game,
                    const char *path)
{
  g_autoptr(TyrosViolation) violation = NULL;

  if (!tyros_game_is_position (game) || tyros_position_check_finished (tyros_game_get_state (game), &violation))
    return FALSE;
  print_file_prefix (path);
  g_printerr ("position: %s\n", violation->message);
  return TRUE;
}

static void
print_progress (TyrosGame *game)
{
  const TyrosState *state = tyros_game_get_state (game);
  guint n = tyros_game_get_n_played (game);

  if (tyros_game_is_position (game))
    g_print ("%s\n", _("The finished board is consistent with the rules."));
  else if (tyros_state_is_over (state))
    g_print (ngettext ("%u move, all legal. The game is over after round %u.\n",
                       "%u moves, all legal. The game is over after round %u.\n", n), n, state->round);
  else
    {
      g_autofree char *who = tyros_state_dup_player_name (state, state->current_player);

      g_print (ngettext ("%u move, all legal. Round %u, %s: %s to play.\n",
                         "%u moves, all legal. Round %u, %s: %s to play.\n", n),
               n, state->round, tyros_phase_display_name (state->phase), who);
    }
}

static int
command_check (int    argc,
               char **argv)
{
  static const char *const known[] = { NULL };
  const char *unknown = find_unknown_option (argc, argv, known);
  g_autoptr(TyrosGame) game = NULL;
  int status = EXIT_YES;

  if (unknown != NULL)
    return unknown_option (unknown);
  if (argc != 3)
    return usage_error (_("tyros check takes one file"));
  if ((game = load_game (argv[2], &status)) == NULL)
    return status;
  if (report_replay_error (game, NULL) || report_board_error (game, NULL))
    return EXIT_RULES;
  print_progress (game);
  return EXIT_YES;
}

static JsonNode *
score_json (TyrosGame        *game,
            const TyrosScore *score)
{
  g_autoptr(JsonBuilder) b = json_builder_new_immutable ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "edition");
  json_builder_add_string_value (b, tyros_game_get_edition (game)->id);
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, tyros_state_is_over (tyros_game_get_state (game)));
  json_builder_set_member_name (b, "empires");
  json_builder_begin_array (b);
  for (int i = 0; i < TYROS_N_EMPIRES; i++)
    {
      const TyrosEmpireRank *rank = &score->ranking[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "empire");
      json_builder_add_string_value (b, tyros_empire_to_string (rank->empire));
      json_builder_set_member_name (b, "size");
      json_builder_add_int_value (b, rank->size);
      json_builder_set_member_name (b, "rank");
      json_builder_add_int_value (b, rank->rank);
      json_builder_set_member_name (b, "tie_broken");
      json_builder_add_boolean_value (b, rank->tie_broken);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < score->n_players; p++)
    {
      const TyrosPlayerScore *ps = &score->players[p];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, tyros_game_get_player_name (game, (int) p));
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, ps->total);
      json_builder_set_member_name (b, "all_four_bonus");
      json_builder_add_int_value (b, ps->all_four_bonus);
      json_builder_set_member_name (b, "empires");
      json_builder_begin_object (b);
      for (int e = 0; e < TYROS_N_EMPIRES; e++)
        {
          json_builder_set_member_name (b, tyros_empire_to_string ((TyrosEmpire) e));
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "city_control");
          json_builder_add_int_value (b, ps->city_points[e]);
          json_builder_set_member_name (b, "ship_control");
          json_builder_add_int_value (b, ps->ship_points[e]);
          json_builder_set_member_name (b, "majority");
          json_builder_add_int_value (b, ps->majority[e]);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (guint i = 0; i < score->n_winners; i++)
    json_builder_add_int_value (b, score->winners[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winner_by_tiebreak");
  json_builder_add_boolean_value (b, score->winner_by_tiebreak);
  json_builder_set_member_name (b, "explanation");
  json_builder_begin_array (b);
  for (guint i = 0; i < score->explanation->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (score->explanation, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* FILE [--json]: EXIT_YES, or the usage error (@usage, or the unknown option
 * named) and EXIT_INPUT. */
static int
parse_file_and_json (int          argc,
                     char       **argv,
                     const char  *usage,
                     const char **path,
                     gboolean    *json)
{
  static const char *const known[] = { "--json", NULL };
  const char *unknown = find_unknown_option (argc, argv, known);

  *path = NULL;
  *json = FALSE;
  if (unknown != NULL)
    return unknown_option (unknown);
  for (int i = 2; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--json"))
        *json = TRUE;
      else if (*path == NULL)
        *path = argv[i];
      else
        return usage_error (usage);
    }
  return *path != NULL ? EXIT_YES : usage_error (usage);
}

static int
command_score (int    argc,
               char **argv)
{
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(TyrosScore) score = NULL;
  const char *path;
  gboolean json;
  const TyrosState *state;
  int status = EXIT_YES;

  status = parse_file_and_json (argc, argv, _("tyros score takes one file and, optionally, --json"), &path, &json);
  if (status != EXIT_YES)
    return status;
  if ((game = load_game (path, &status)) == NULL)
    return status;
  if (report_replay_error (game, NULL) || report_board_error (game, NULL))
    return EXIT_RULES;

  state = tyros_game_get_state (game);
  if (!tyros_state_is_over (state))
    g_printerr (_("The game is not over (round %u, %s): these are the scores as if it ended now.\n"),
                state->round, tyros_phase_display_name (state->phase));
  score = tyros_score_compute (state, tyros_game_get_player_names (game));
  if (json)
    {
      g_autoptr(JsonNode) node = score_json (game, score);
      g_autofree char *text = json_to_string (node, TRUE);

      g_print ("%s\n", text);
    }
  else
    {
      g_autofree char *text = tyros_score_to_text (score, tyros_game_get_player_names (game));

      g_print ("%s", text);
    }
  return EXIT_YES;
}

static void
print_legal_moves (GPtrArray *moves,
                   gboolean   json)
{
  if (json)
    {
      g_autoptr(JsonNode) node = tyros_legal_moves_json (moves);
      g_autofree char *text = json_to_string (node, TRUE);

      g_print ("%s\n", text);
      return;
    }
  for (guint i = 0; i < moves->len; i++)
    {
      const TyrosLegalMove *legal = g_ptr_array_index (moves, i);
      g_autofree char *line = tyros_file_move_to_json (legal->move);

      g_print ("%s\n", line);
    }
}

static int
command_moves (int    argc,
               char **argv)
{
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  const char *path;
  gboolean json;
  int status = EXIT_YES;

  status = parse_file_and_json (argc, argv, _("tyros moves takes one file and, optionally, --json"), &path, &json);
  if (status != EXIT_YES)
    return status;
  if ((game = load_game (path, &status)) == NULL)
    return status;
  if (report_replay_error (game, NULL))
    return EXIT_RULES;
  if (tyros_game_is_position (game) || tyros_state_is_over (tyros_game_get_state (game)))
    {
      g_printerr ("%s (G1)\n", _("The game is over: no more moves"));
      return EXIT_RULES;
    }
  moves = tyros_movegen_legal_moves (tyros_game_get_state (game));
  print_legal_moves (moves, json);
  return EXIT_YES;
}

/* Takes "--board B" out of @argv and loads B; FALSE when B is unusable. */
static gboolean
take_board_option (int   *argc,
                   char **argv)
{
  g_autoptr(GError) error = NULL;
  int i;

  for (i = 2; i < *argc && !g_str_equal (argv[i], "--board"); i++)
    ;
  if (i == *argc)
    return TRUE;
  if (i + 1 == *argc)
    {
      usage_error (_("--board takes a board file"));
      return FALSE;
    }
  board_option = tyros_board_load (argv[i + 1], &error);
  if (board_option == NULL)
    {
      g_printerr ("%s: %s\n", argv[i + 1], error->message);
      return FALSE;
    }
  for (int j = i + 2; j <= *argc; j++)
    argv[j - 2] = argv[j];
  *argc -= 2;
  return TRUE;
}

/* Records: tyros stats, tyros export */

/* The plays of the finished games among @files. A game that is not over is
 * left out with a note on stderr. Any file that check refuses ends it all:
 * NULL, with *@status as check would exit, and nothing on stdout. */
static GPtrArray *
load_plays (GPtrArray *files,
            int       *status)
{
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);

  *status = EXIT_YES;
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(TyrosGame) game = NULL;
      int file_status = EXIT_YES;
      GStatBuf info;
      TyrosPlay *play;

      if ((game = load_game_named (path, TRUE, &file_status)) == NULL)
        {
          *status = MAX (*status, file_status);
          continue;
        }
      if (report_replay_error (game, path) || report_board_error (game, path))
        {
          *status = MAX (*status, EXIT_RULES);
          continue;
        }
      if ((play = tyros_play_new (game, path)) == NULL)
        {
          g_printerr (_("%s: the game is not over: left out\n"), path);
          continue;
        }
      if (g_stat (path, &info) == 0)
        play->file_time = info.st_mtime;
      g_ptr_array_add (plays, play);
    }
  return *status == EXIT_YES ? g_steal_pointer (&plays) : NULL;
}

/* The files and the options among @known that were given */
static int
parse_files (int                argc,
             char             **argv,
             const char *const *known,
             const char        *usage,
             GPtrArray         *files,
             GPtrArray         *options)
{
  const char *unknown = find_unknown_option (argc, argv, known);

  if (unknown != NULL)
    return unknown_option (unknown);
  for (int i = 2; i < argc; i++)
    g_ptr_array_add (g_strv_contains (known, argv[i]) ? options : files, argv[i]);
  return files->len > 0 ? EXIT_YES : usage_error (usage);
}

static void
append_tenths (GString *out,
               guint    tenths)
{
  g_string_append_printf (out, "%u.%u", tenths / 10, tenths % 10);
}

static void
append_tally_json (GString          *out,
                   const TyrosTally *tally)
{
  guint rate = tyros_tally_win_rate_scaled (tally, 1000);

  g_string_append_printf (out, "\"games\": %u, \"wins\": %u, \"win_rate\": %u.%03u", tally->games, tally->wins,
                          rate / 1000, rate % 1000);
  g_string_append (out, ", \"average\": ");
  append_tenths (out, tyros_tally_average_tenths (tally));
  g_string_append_printf (out, ", \"best\": %u, \"worst\": %u, \"average_rank\": ", tally->best, tally->worst);
  append_tenths (out, tyros_tally_average_rank_tenths (tally));
}

static void
append_person_json (GString                *out,
                    const TyrosPersonStats *person)
{
  static const char *const groupings[] = { "by_edition", "by_players", "by_seat", "by_colour" };

  G_STATIC_ASSERT (G_N_ELEMENTS (groupings) == TYROS_STATS_N_GROUPINGS);
  g_string_append (out, "    { \"name\": ");
  tyros_json_append_string (out, person->name);
  g_string_append (out, ", ");
  append_tally_json (out, &person->all);
  for (int g = 0; g < TYROS_STATS_N_GROUPINGS; g++)
    {
      g_string_append_printf (out, ",\n      \"%s\": {", groupings[g]);
      for (guint i = 0; i < person->by[g]->len; i++)
        {
          const TyrosTally *part = g_ptr_array_index (person->by[g], i);

          g_string_append (out, i > 0 ? ",\n        " : "\n        ");
          tyros_json_append_string (out, part->key);
          g_string_append (out, ": { ");
          append_tally_json (out, part);
          g_string_append (out, " }");
        }
      g_string_append (out, person->by[g]->len > 0 ? "\n      }" : "}");
    }
  g_string_append (out, " }");
}

static void
append_head_to_head_json (GString          *out,
                          const TyrosStats *stats)
{
  GPtrArray *people = tyros_stats_get_people (stats);
  const char *separator = "\n    ";

  g_string_append (out, "  \"head_to_head\": [");
  for (guint i = 0; i < people->len; i++)
    for (guint j = i + 1; j < people->len; j++)
      {
        const TyrosPersonStats *a = g_ptr_array_index (people, i), *b = g_ptr_array_index (people, j);
        g_autoptr(TyrosHeadToHead) h = tyros_stats_head_to_head (stats, a->name, b->name);

        if (h->games == 0)
          continue;
        g_string_append_printf (out, "%s{ \"a\": ", separator);
        tyros_json_append_string (out, h->a);
        g_string_append (out, ", \"b\": ");
        tyros_json_append_string (out, h->b);
        g_string_append_printf (out, ", \"games\": %u, \"a_ahead\": %u, \"b_ahead\": %u }", h->games, h->a_ahead, h->b_ahead);
        separator = ",\n    ";
      }
  g_string_append (out, *separator == ',' ? "\n  ],\n" : "],\n");
}

static void
append_records_json (GString          *out,
                     const TyrosStats *stats)
{
  static const char *const kinds[] = { "highest_score", "largest_empire", "most_cities" };

  G_STATIC_ASSERT (G_N_ELEMENTS (kinds) == TYROS_N_RECORDS);
  g_string_append (out, "  \"records\": {");
  for (int r = 0; r < TYROS_N_RECORDS; r++)
    {
      const TyrosRecord *record = tyros_stats_get_record (stats, r);

      g_string_append_printf (out, "%s\n    \"%s\": { \"value\": %u, \"holders\": [", r > 0 ? "," : "", kinds[r], record->value);
      for (guint i = 0; i < record->holders->len; i++)
        {
          const TyrosRecordHolder *holder = &g_array_index (record->holders, TyrosRecordHolder, i);

          g_string_append (out, i > 0 ? ", { \"file\": " : " { \"file\": ");
          tyros_json_append_string (out, holder->play->file);
          if (holder->player >= 0)
            {
              g_string_append (out, ", \"player\": ");
              tyros_json_append_string (out, holder->play->players[holder->player].name);
            }
          else
            {
              g_string_append (out, ", \"empire\": ");
              tyros_json_append_string (out, tyros_empire_to_string (holder->empire));
            }
          g_string_append (out, " }");
        }
      g_string_append (out, record->holders->len > 0 ? " ] }" : "] }");
    }
  g_string_append (out, "\n  }\n");
}

static char *
stats_json (const TyrosStats *stats)
{
  GString *out = g_string_new (NULL);
  GPtrArray *people = tyros_stats_get_people (stats);

  g_string_append_printf (out, "{\n  \"games\": %u,\n  \"players\": [", tyros_stats_get_n_plays (stats));
  for (guint i = 0; i < people->len; i++)
    {
      g_string_append (out, i > 0 ? ",\n" : "\n");
      append_person_json (out, g_ptr_array_index (people, i));
    }
  g_string_append (out, people->len > 0 ? "\n  ],\n" : "],\n");
  append_head_to_head_json (out, stats);
  append_records_json (out, stats);
  g_string_append (out, "}\n");
  return g_string_free (out, FALSE);
}

static char *
stats_text (const TyrosStats *stats)
{
  GString *out = g_string_new (NULL);
  GPtrArray *people = tyros_stats_get_people (stats);

  g_string_append_printf (out, ngettext ("%u finished game\n", "%u finished games\n", tyros_stats_get_n_plays (stats)),
                          tyros_stats_get_n_plays (stats));
  /* Translators: the heading of a table, aligned with its columns: keep each word short */
  g_string_append_printf (out, "%-20s %6s %5s %6s %8s %5s %6s %6s\n", _("Player"), _("Games"), _("Wins"), _("Win %"),
                          _("Average"), _("Best"), _("Worst"), _("Rank"));
  for (guint i = 0; i < people->len; i++)
    {
      const TyrosPersonStats *person = g_ptr_array_index (people, i);
      const TyrosTally *all = &person->all;
      guint average = tyros_tally_average_tenths (all), rank = tyros_tally_average_rank_tenths (all);
      g_autofree char *name = g_utf8_substring (person->name, 0, MIN (g_utf8_strlen (person->name, -1), 20));
      glong pad = 20 - g_utf8_strlen (name, -1);

      g_string_append_printf (out, "%s%*s %6u %5u %5u%% %6u.%u %5u %6u %4u.%u\n", name, (int) pad, "", all->games,
                              all->wins, tyros_tally_win_rate_scaled (all, 100), average / 10, average % 10,
                              all->best, all->worst, rank / 10, rank % 10);
    }
  return g_string_free (out, FALSE);
}

static int
command_stats (int    argc,
               char **argv)
{
  static const char *const known[] = { "--json", NULL };
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(GPtrArray) options = g_ptr_array_new ();
  g_autoptr(GPtrArray) plays = NULL;
  g_autoptr(TyrosStats) stats = NULL;
  g_autofree char *text = NULL;
  int status;

  status = parse_files (argc, argv, known, _("tyros stats takes game files and, optionally, --json"), files, options);
  if (status != EXIT_YES || (plays = load_plays (files, &status)) == NULL)
    return status;
  stats = tyros_stats_new ((TyrosPlay *const *) plays->pdata, plays->len);
  text = options->len > 0 ? stats_json (stats) : stats_text (stats);
  g_print ("%s", text);
  return EXIT_YES;
}

static int
command_export (int    argc,
                char **argv)
{
  static const char *const known[] = { "--csv", "--bgstats", NULL };
  const char *usage = _("tyros export takes --csv or --bgstats and game files");
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(GPtrArray) options = g_ptr_array_new ();
  g_autoptr(GPtrArray) plays = NULL;
  g_autofree char *text = NULL;
  gboolean csv;
  int status;

  status = parse_files (argc, argv, known, usage, files, options);
  if (status != EXIT_YES)
    return status;
  if (options->len != 1)
    return usage_error (usage);
  csv = g_str_equal (g_ptr_array_index (options, 0), "--csv");
  if ((plays = load_plays (files, &status)) == NULL)
    return status;
  if (csv)
    text = tyros_export_csv ((TyrosPlay *const *) plays->pdata, plays->len);
  else
    text = tyros_export_bgstats ((TyrosPlay *const *) plays->pdata, plays->len);
  g_print ("%s", text);
  if (!csv)
    g_print ("\n");
  return EXIT_YES;
}

int
main (int    argc,
      char **argv)
{
  tyros_i18n_init ();

  if (argc < 2)
    return usage_error (_("Say what to do: route, check, score, moves, stats or export."));
  if (!take_board_option (&argc, argv))
    return EXIT_INPUT;
  if (g_str_equal (argv[1], "route"))
    return command_route (argc, argv);
  if (g_str_equal (argv[1], "check"))
    return command_check (argc, argv);
  if (g_str_equal (argv[1], "score"))
    return command_score (argc, argv);
  if (g_str_equal (argv[1], "moves"))
    return command_moves (argc, argv);
  if (g_str_equal (argv[1], "stats"))
    return command_stats (argc, argv);
  if (g_str_equal (argv[1], "export"))
    return command_export (argc, argv);
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "help"))
    {
      usage_error (_("The Tyros rules checker."));
      return EXIT_YES;
    }
  return usage_error (_("Unknown command: use route, check, score, moves, stats or export."));
}
