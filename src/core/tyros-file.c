/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file.c: reading .tyros files (docs/file-format.md): the document, its
 * players, set-up and finished position (the values are read in
 * tyros-file-values.c, the moves in tyros-file-moves.c, writing is
 * tyros-file-write.c)
 *
 * The reader is strict and all or nothing: every value is checked where it
 * stands, and the first problem is reported with its place in the file.
 *
 * Loading is thread-safe (the app reads files in worker threads): it keeps no
 * mutable static state. Each load has its own TyrosFileReader, document and
 * game; the core's only static tables are constant or filled once under g_once
 * (the printed board's neighbours), types and quarks are registered
 * thread-safely, and gettext may be called from any thread.
 */
#define G_LOG_DOMAIN "tyros-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tyros-file.h"
#include "tyros-file-reader-private.h"
#include "tyros-board-file-private.h"
#include "tyros-read.h"
#include "tyros-game-private.h"
#include "tyros-json-reader.h"

#define FORMAT_NAME "tyros-companion"
#define FORMAT_VERSION 1

/* Players, edition, set-up */

/* The members of a player's object other than name and colour, as the text
 * that follows those two when the game is saved (",\"key\":value..."): other
 * tools' data, kept as the file wrote it (see tyros_json_document_append_text()). */
static char *
player_extra_text (const TyrosFileReader *reader,
                   JsonObject            *object)
{
  g_autoptr(GList) members = json_object_get_members (object);
  GString *text = g_string_new (NULL);

  for (GList *l = members; l != NULL; l = l->next)
    {
      if (g_str_equal (l->data, "name") || g_str_equal (l->data, "colour"))
        continue;
      g_string_append_c (text, ',');
      tyros_json_append_string (text, l->data);
      g_string_append_c (text, ':');
      tyros_json_document_append_text (reader->document, text, json_object_get_member (object, l->data));
    }
  return g_string_free (text, text->len == 0);
}

static char **
read_players (const TyrosFileReader *reader,
              JsonNode              *node,
              char                  *extras[TYROS_MAX_PLAYERS],
              char                  *colours[TYROS_MAX_PLAYERS],
              GError               **error)
{
  JsonArray *array = tyros_file_get_array (node, "players", error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n;

  if (array == NULL)
    return NULL;
  n = json_array_get_length (array);
  if (n < TYROS_MIN_PLAYERS || n > TYROS_MAX_PLAYERS)
    return tyros_file_fail (error, "players", _("Tyros is played by 3 or 4 players, not %u"), n), NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = tyros_file_index_path ("players", i);
      g_autofree char *name_path = tyros_file_child_path (path, "name");
      g_autofree char *colour_path = tyros_file_child_path (path, "colour");
      JsonObject *object = tyros_file_get_object (json_array_get_element (array, i), path, error);
      const char *name = object != NULL ?
                         tyros_file_get_string (tyros_file_member (object, "name"), name_path, error) : NULL;
      g_autofree char *problem = NULL;

      if (name == NULL)
        return NULL;
      if (!tyros_player_name_is_valid (name, &problem))
        return tyros_file_fail (error, name_path, "%s", problem), NULL;
      if (json_object_has_member (object, "colour") &&
          (colours[i] = g_strdup (tyros_file_get_string (tyros_file_member (object, "colour"), colour_path,
                                                         error))) == NULL)
        return NULL;
      g_ptr_array_add (names, g_strdup (name));
      extras[i] = player_extra_text (reader, object);
    }
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

static gboolean
read_founding (JsonNode   *node,
               TyrosSetup *setup,
               GError    **error)
{
  static const char *const keys[] = { "orange", "yellow", "green", "violet", NULL };
  JsonObject *object = tyros_file_get_object (node, "setup.empires", error);

  if (object == NULL || !tyros_file_check_keys (object, "setup.empires", keys, error))
    return FALSE;
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *path = tyros_file_child_path ("setup.empires", keys[e]);

      if (!tyros_file_get_field (tyros_file_member (object, keys[e]), path, &setup->founding[e], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
is_first_game (const TyrosSetup *setup)
{
  TyrosSetup first;

  tyros_setup_first_game (&first, setup->start_player);
  return memcmp (first.founding, setup->founding, sizeof first.founding) == 0;
}

static gboolean
read_setup (JsonNode        *node,
            TyrosFileReader *reader,
            TyrosSetup      *setup,
            GError         **error)
{
  static const char *const keys[] = { "empires", "start_player", "seed", "discarded", NULL };
  g_autoptr(GArray) discarded = g_array_new (FALSE, FALSE, sizeof (TyrosField));
  JsonObject *object = tyros_file_get_object (node, "setup", error);
  JsonNode *seed;

  *setup = (TyrosSetup) { .kind = TYROS_SETUP_ENTERED };
  if (object == NULL || !tyros_file_check_keys (object, "setup", keys, error) ||
      !read_founding (tyros_file_member (object, "empires"), setup, error) ||
      !tyros_file_get_int (reader, tyros_file_member (object, "start_player"), "setup.start_player",
                           0, reader->n_players - 1, &setup->start_player, error))
    return FALSE;
  if ((seed = tyros_file_member (object, "seed")) != NULL)
    {
      if (!tyros_file_get_seed (reader, seed, &setup->seed, error))
        return FALSE;
      setup->kind = TYROS_SETUP_DRAWN;
    }
  else if (is_first_game (setup))
    setup->kind = TYROS_SETUP_FIRST_GAME;
  if (json_object_has_member (object, "discarded") &&
      !tyros_file_read_fields (tyros_file_member (object, "discarded"), "setup.discarded", discarded, error))
    return FALSE;
  for (guint i = 0; i < discarded->len; i++)
    setup->discarded |= TYROS_SET_BIT (g_array_index (discarded, TyrosField, i));
  return TRUE;
}

/* Positions */

static gboolean
read_position_empires (JsonObject *object,
                       TyrosState *state,
                       GError    **error)
{
  static const char *const keys[] = { "orange", "yellow", "green", "violet", NULL };
  JsonObject *empires = tyros_file_get_object (tyros_file_member (object, "empires"), "position.empires", error);

  if (empires == NULL || !tyros_file_check_keys (empires, "position.empires", keys, error))
    return FALSE;
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *path = tyros_file_child_path ("position.empires", keys[e]);
      g_autoptr(GArray) fields = g_array_new (FALSE, FALSE, sizeof (TyrosField));

      if (json_object_has_member (empires, keys[e]) &&
          !tyros_file_read_fields (tyros_file_member (empires, keys[e]), path, fields, error))
        return FALSE;
      for (guint i = 0; i < fields->len; i++)
        {
          TyrosField f = g_array_index (fields, TyrosField, i);

          if (state->empire[f] != TYROS_EMPIRE_NONE)
            return tyros_file_fail (error, path, _("field %s carries a chip already (a field carries one)"),
                                    tyros_field_to_string (f));
          state->empire[f] = (TyrosEmpire) e;
        }
    }
  return TRUE;
}

static gboolean
read_position_cities (JsonObject      *object,
                      TyrosFileReader *reader,
                      TyrosState      *state,
                      GError         **error)
{
  JsonObject *cities;
  g_autoptr(GList) members = NULL;

  if (!json_object_has_member (object, "cities"))
    return TRUE;
  if ((cities = tyros_file_get_object (tyros_file_member (object, "cities"), "position.cities", error)) == NULL)
    return FALSE;
  members = json_object_get_members (cities);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *path = tyros_file_child_path ("position.cities", l->data);
      g_autofree char *quoted = tyros_file_quote (l->data);
      TyrosPlace place;

      if (!tyros_place_parse (l->data, &place))
        return tyros_file_fail (error, "position.cities", _("no field %s"), quoted);
      if (!tyros_file_get_int (reader, tyros_file_member (cities, l->data), path, 0, reader->n_players - 1,
                               &state->city[place.field], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_position_ships (JsonObject      *object,
                     TyrosFileReader *reader,
                     TyrosState      *state,
                     GError         **error)
{
  JsonObject *ships;
  g_autoptr(GList) members = NULL;

  if (!json_object_has_member (object, "ships"))
    return TRUE;
  if ((ships = tyros_file_get_object (tyros_file_member (object, "ships"), "position.ships", error)) == NULL)
    return FALSE;
  members = json_object_get_members (ships);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *path = tyros_file_child_path ("position.ships", l->data);
      g_autofree char *quoted = tyros_file_quote (l->data);
      TyrosPlace place;
      JsonArray *owners;

      if (!tyros_place_parse (l->data, &place))
        return tyros_file_fail (error, "position.ships", _("no field %s"), quoted);
      /* On a finished board either coast of 16 scores the same: plain "16" is the west one. */
      if (place.coast == TYROS_COAST_NONE)
        place.coast = TYROS_COAST_16W;
      if ((owners = tyros_file_get_array (tyros_file_member (ships, l->data), path, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (owners); i++)
        {
          g_autofree char *p = tyros_file_index_path (path, i);
          int owner;

          if (!tyros_file_get_int (reader, json_array_get_element (owners, i), p, 0, reader->n_players - 1,
                                   &owner, error))
            return FALSE;
          if (state->ships[place.coast][owner] < G_MAXUINT8)
            state->ships[place.coast][owner]++;
        }
    }
  return TRUE;
}

static gboolean
read_position (JsonNode        *node,
               TyrosFileReader *reader,
               TyrosState      *state,
               GError         **error)
{
  static const char *const keys[] = { "empires", "cities", "ships", "first_all_four", NULL };
  JsonObject *object = tyros_file_get_object (node, "position", error);
  JsonNode *first;

  if (object == NULL || !tyros_file_check_keys (object, "position", keys, error) ||
      !read_position_empires (object, state, error) ||
      !read_position_cities (object, reader, state, error) ||
      !read_position_ships (object, reader, state, error))
    return FALSE;
  first = tyros_file_member (object, "first_all_four");
  if (first != NULL && !JSON_NODE_HOLDS_NULL (first))
    return tyros_file_get_int (reader, first, "position.first_all_four", 0, reader->n_players - 1,
                               &state->first_all_four, error);
  return TRUE;
}

/* The document */

static gboolean
read_header (const TyrosFileReader *reader,
             JsonObject            *root,
             const TyrosEdition   **edition,
             GError               **error)
{
  static const char *const keys[] = { "format", "version", "edition", "players", "setup", "moves", "redo",
                                      "position", "board", "played", NULL };
  const char *format, *edition_id;
  int version;

  if (!tyros_file_check_keys (root, "", keys, error) ||
      (format = tyros_file_get_string (tyros_file_member (root, "format"), "format", error)) == NULL)
    return FALSE;
  if (!g_str_equal (format, FORMAT_NAME))
    return tyros_file_fail (error, "format", _("this is not a Tyros Companion game file (expected \"%s\")"),
                            FORMAT_NAME);
  if (!tyros_file_get_int (reader, tyros_file_member (root, "version"), "version", 1, G_MAXINT, &version, error))
    return FALSE;
  if (version > FORMAT_VERSION)
    {
      g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_VERSION,
                   _("version: this file was made by a newer Tyros Companion (format %d; this one reads %d)"),
                   version, FORMAT_VERSION);
      return FALSE;
    }
  *edition = tyros_edition_lookup ("kosmos");
  if (!json_object_has_member (root, "edition"))
    return TRUE;
  if ((edition_id = tyros_file_get_string (tyros_file_member (root, "edition"), "edition", error)) == NULL)
    return FALSE;
  if ((*edition = tyros_edition_lookup (edition_id)) == NULL)
    {
      g_autofree char *quoted = tyros_file_quote (edition_id);

      /* Translators: kosmos and italian are the values written in the file: keep them */
      return tyros_file_fail (error, "edition", _("no edition %s (kosmos or italian)"), quoted);
    }
  return TRUE;
}


static void
rules_error (GError              **error,
             const char           *where,
             const TyrosViolation *violation)
{
  g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_RULES, "%s: %s", where, violation->message);
}

static TyrosGame *
read_position_game (JsonObject         *root,
                    const TyrosEdition *edition,
                    char              **names,
                    TyrosFileReader    *reader,
                    GError            **error)
{
  g_autoptr(TyrosGame) game = tyros_game_new_position (edition, (const char *const *) names);
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosState state = *tyros_game_get_state (game);
  TyrosSetup setup;

  tyros_game_set_board (game, reader->board);
  if (json_object_has_member (root, "setup") && !read_setup (tyros_file_member (root, "setup"), reader, &setup, error))
    return NULL;
  if (!read_position (tyros_file_member (root, "position"), reader, &state, error))
    return NULL;
  if (!tyros_game_set_position (game, &state, &violation))
    {
      rules_error (error, "position", violation);
      return NULL;
    }
  return g_steal_pointer (&game);
}

static TyrosGame *
read_journal_game (JsonObject         *root,
                   const TyrosEdition *edition,
                   char              **names,
                   TyrosFileReader    *reader,
                   GError            **error)
{
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_move_free);
  TyrosGame *game;
  TyrosSetup setup;
  guint n_played;

  if (!read_setup (tyros_file_member (root, "setup"), reader, &setup, error) ||
      !tyros_file_read_moves (root, "moves", reader, moves, error))
    return NULL;
  n_played = moves->len;
  if (json_object_has_member (root, "redo") && reader->bad_move == NULL &&
      !tyros_file_read_moves (root, "redo", reader, moves, error))
    return NULL;
  game = tyros_game_new (edition, (const char *const *) names, &setup, &violation);
  if (game == NULL)
    {
      rules_error (error, "setup", violation);
      return NULL;
    }
  tyros_game_set_board (game, reader->board);
  tyros_game_take_journal (game, g_steal_pointer (&moves), n_played);
  return game;
}

/* "played": the play record, every key optional */
static gboolean
read_played (JsonObject *root,
             TyrosGame  *game,
             GError    **error)
{
  static const char *const keys[] = { "started", "finished", "location", "note", NULL };
  JsonObject *object;

  if (!json_object_has_member (root, "played"))
    return TRUE;
  if ((object = tyros_file_get_object (tyros_file_member (root, "played"), "played", error)) == NULL ||
      !tyros_file_check_keys (object, "played", keys, error))
    return FALSE;
  for (TyrosPlayedKey k = 0; k < TYROS_N_PLAYED_KEYS; k++)
    {
      g_autofree char *path = tyros_file_child_path ("played", tyros_played_key_to_string (k));
      g_autofree char *problem = NULL;
      const char *value;

      if (!json_object_has_member (object, keys[k]))
        continue;
      if ((value = tyros_file_get_string (tyros_file_member (object, keys[k]), path, error)) == NULL)
        return FALSE;
      /* checked first: the setter takes "" for "none", a file says none by leaving the key out */
      if (!tyros_played_value_is_valid (k, value, &problem))
        return tyros_file_fail (error, path, "%s", problem);
      tyros_game_set_played (game, k, value, NULL);
    }
  return TRUE;
}

static TyrosGame *
read_game (TyrosFileReader *reader_in,
           JsonObject      *root,
           GError         **error)
{
  char *extras[TYROS_MAX_PLAYERS] = { NULL };
  char *colours[TYROS_MAX_PLAYERS] = { NULL };
  const TyrosEdition *edition;
  g_auto(GStrv) names = NULL;
  g_autoptr(TyrosBoard) board = NULL;
  TyrosGame *game = NULL;
  TyrosFileReader reader = *reader_in;

  if (read_header (&reader, root, &edition, error) &&
      (names = read_players (&reader, tyros_file_member (root, "players"), extras, colours, error)) != NULL &&
      (!json_object_has_member (root, "board") ||
       (board = tyros_board_from_json (tyros_file_member (root, "board"), "board", error)) != NULL))
    {
      reader.n_players = g_strv_length (names);
      reader.board = board;
      if (json_object_has_member (root, "position") == json_object_has_member (root, "moves"))
        tyros_file_fail (error, _("file"), "%s", _("a game file holds either \"moves\" or \"position\""));
      else if (json_object_has_member (root, "position") && json_object_has_member (root, "redo"))
        tyros_file_fail (error, "redo", "%s", _("a finished board has no moves to redo"));
      else if (json_object_has_member (root, "position"))
        game = read_position_game (root, edition, names, &reader, error);
      else
        game = read_journal_game (root, edition, names, &reader, error);
      if (game != NULL && !read_played (root, game, error))
        g_clear_object (&game);
    }
  for (int p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      if (game != NULL && p < (int) reader.n_players)
        {
          tyros_game_set_player_extra (game, p, extras[p]);
          tyros_game_set_player_colour (game, p, colours[p]);
        }
      g_free (extras[p]);
      g_free (colours[p]);
    }
  reader_in->bad_move = reader.bad_move;
  return game;
}

static TyrosGame *
load_data (const char      *data,
           gsize            length,
           TyrosFileReader *reader,
           GError         **error)
{
  g_autoptr(TyrosJsonDocument) document = NULL;
  JsonNode *root;

  if (length > TYROS_FILE_MAX_SIZE)
    {
      tyros_file_too_large_error (error, length, TYROS_FILE_MAX_SIZE);
      return NULL;
    }
  document = tyros_json_document_read (data, length, TYROS_FILE_MAX_DEPTH, TYROS_FILE_MAX_VALUES, error);
  if (document == NULL)
    return NULL;
  root = tyros_json_document_get_root (document);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT, "%s", _("file: a game file is a JSON object"));
      return NULL;
    }
  reader->document = document;
  return read_game (reader, json_node_get_object (root), error);
}

TyrosGame *
tyros_file_load_data (const char *data,
                      gsize       length,
                      GError    **error)
{
  TyrosFileReader reader = { 0 };

  return load_data (data, length, &reader, error);
}

TyrosGame *
tyros_file_load (const char *path,
                 GError    **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if ((data = tyros_file_read_regular (path, TYROS_FILE_MAX_SIZE, &length, error)) == NULL)
    return NULL;
  return tyros_file_load_data (data, length, error);
}

/* The time @key of the object "played" of @root, or NULL */
static char *
played_time (JsonObject     *root,
             TyrosPlayedKey  key)
{
  JsonNode *played = json_object_get_member (root, "played");
  JsonNode *value;

  if (played == NULL || !JSON_NODE_HOLDS_OBJECT (played))
    return NULL;
  value = json_object_get_member (json_node_get_object (played), tyros_played_key_to_string (key));
  if (value == NULL || json_node_get_value_type (value) != G_TYPE_STRING ||
      !tyros_played_value_is_valid (key, json_node_get_string (value), NULL))
    return NULL;
  return g_strdup (json_node_get_string (value));
}

gboolean
tyros_file_read_played_times (const char  *path,
                              char       **started,
                              char       **finished,
                              GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(TyrosJsonDocument) document = NULL;
  JsonNode *root;
  gsize length;

  *started = *finished = NULL;
  if ((data = tyros_file_read_regular (path, TYROS_FILE_MAX_SIZE, &length, error)) == NULL)
    return FALSE;
  if (length > TYROS_FILE_MAX_SIZE)
    {
      tyros_file_too_large_error (error, length, TYROS_FILE_MAX_SIZE);
      return FALSE;
    }
  document = tyros_json_document_read (data, length, TYROS_FILE_MAX_DEPTH, TYROS_FILE_MAX_VALUES, error);
  if (document == NULL)
    return FALSE;
  root = tyros_json_document_get_root (document);
  if (JSON_NODE_HOLDS_OBJECT (root))
    {
      *started = played_time (json_node_get_object (root), TYROS_PLAYED_STARTED);
      *finished = played_time (json_node_get_object (root), TYROS_PLAYED_FINISHED);
    }
  return TRUE;
}

TyrosGame *
tyros_file_load_readable_part (const char *path,
                               char      **bad_move,
                               GError    **error)
{
  g_autofree char *data = NULL;
  TyrosFileReader reader = { .salvage = TRUE };
  TyrosGame *game;
  gsize length;

  *bad_move = NULL;
  if ((data = tyros_file_read_regular (path, TYROS_FILE_MAX_SIZE, &length, error)) == NULL)
    return NULL;
  game = load_data (data, length, &reader, error);
  if (game != NULL && reader.bad_move != NULL)
    *bad_move = g_strdup (reader.bad_move->message);
  g_clear_error (&reader.bad_move);
  return game;
}