/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file.c: reading and writing .tyros files (docs/file-format.md)
 *
 * The reader is strict and all or nothing: every value is checked where it
 * stands, and the first problem is reported with its place in the file.
 *
 * Loading is thread-safe (the app reads files in worker threads): it keeps no
 * mutable static state. Each load has its own Reader, document and game; the
 * core's only static tables are constant or filled once under g_once (the
 * printed board's neighbours), types and quarks are registered thread-safely,
 * and gettext may be called from any thread.
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
#include "tyros-file-private.h"
#include "tyros-board-file-private.h"
#include "tyros-read.h"
#include "tyros-game-private.h"
#include "tyros-json-reader.h"

#define FORMAT_NAME "tyros-companion"
#define FORMAT_VERSION 1
#define MAX_CARDS 60

typedef struct {
  TyrosJsonDocument *document;
  guint              n_players;
  TyrosBoard        *board;      /* the "board" key, or NULL */
  gboolean           salvage;    /* stop at the first bad move, keep those before it */
  GError            *bad_move;   /* why it stopped there */
} Reader;

static gboolean
fail (GError    **error,
      const char *path,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError    **error,
      const char *path,
      const char *format,
      ...)
{
  va_list args;

  va_start (args, format);
  tyros_file_format_error_valist (error, path, format, args);
  va_end (args);
  return FALSE;
}

/* A value quoted for a message, cut short: a 50 MB string stays out of it. */
static char *
quote (const char *text)
{
  g_autofree char *cut = g_utf8_make_valid (text, MIN (strlen (text), 40));

  return g_strdup_printf (strlen (text) > 40 ? "\"%s…\"" : "\"%s\"", cut);
}

static char *
child_path (const char *path,
            const char *key)
{
  return *path == '\0' ? g_strdup (key) : g_strdup_printf ("%s.%s", path, key);
}

static char *
index_path (const char *path,
            guint       index)
{
  return g_strdup_printf ("%s[%u]", path, index);
}

static gboolean
check_keys (JsonObject        *object,
            const char        *path,
            const char *const *allowed,
            GError           **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      if (!g_strv_contains (allowed, l->data))
        {
          g_autofree char *key = quote (l->data);

          return fail (error, *path ? path : _("file"), _("unknown key %s"), key);
        }
    }
  return TRUE;
}

static JsonNode *
member (JsonObject *object,
        const char *key)
{
  return json_object_has_member (object, key) ? json_object_get_member (object, key) : NULL;
}

static JsonObject *
get_object (JsonNode   *node,
            const char *path,
            GError    **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      fail (error, path, "%s", node == NULL ? _("missing") : _("must be an object"));
      return NULL;
    }
  return json_node_get_object (node);
}

static JsonArray *
get_array (JsonNode   *node,
           const char *path,
           GError    **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      fail (error, path, "%s", node == NULL ? _("missing") : _("must be a list"));
      return NULL;
    }
  return json_node_get_array (node);
}

static gboolean
out_of_range (GError    **error,
              const char *path,
              const char *value,
              gint64      min,
              guint64     max)
{
  /* GLib's 64-bit format macros do not survive xgettext: format the numbers first */
  g_autofree char *lo = g_strdup_printf ("%" G_GINT64_FORMAT, min);
  g_autofree char *hi = g_strdup_printf ("%" G_GUINT64_FORMAT, max);
  g_autofree char *cut = strlen (value) > 40 ? g_strdup_printf ("%.40s…", value) : g_strdup (value);

  return fail (error, path, _("%s is out of range (%s to %s)"), cut, lo, hi);
}

/* A whole number, as gint64 or, beyond its range, as the digits written */
static gboolean
get_whole_number (const Reader *reader,
                  JsonNode     *node,
                  const char   *path,
                  gint64       *value,
                  const char  **big,
                  GError      **error)
{
  *big = NULL;
  if (node == NULL)
    return fail (error, path, "%s", _("missing"));
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      *value = json_node_get_int (node);
      return TRUE;
    }
  if ((*big = tyros_json_document_get_big_integer (reader->document, node)) != NULL)
    return TRUE;
  return fail (error, path, "%s", _("must be a whole number"));
}

static gboolean
get_int (const Reader *reader,
         JsonNode     *node,
         const char   *path,
         gint64        min,
         gint64        max,
         int          *out,
         GError      **error)
{
  const char *big;
  gint64 value;

  if (!get_whole_number (reader, node, path, &value, &big, error))
    return FALSE;
  if (big != NULL)
    return out_of_range (error, path, big, min, (guint64) max);
  if (value < min || value > max)
    {
      g_autofree char *v = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      return out_of_range (error, path, v, min, (guint64) max);
    }
  *out = (int) value;
  return TRUE;
}

/* The set-up's seed: 0 to 2^64 - 1. Version 0.1 wrote seeds from 2^63 up as
 * negative numbers: two's complement gives back the seed that was drawn. */
static gboolean
get_seed (const Reader *reader,
          JsonNode     *node,
          guint64      *seed,
          GError      **error)
{
  const char *big;
  gint64 value;

  if (!get_whole_number (reader, node, "setup.seed", &value, &big, error))
    return FALSE;
  if (big == NULL)
    *seed = (guint64) value;
  else if (!g_ascii_string_to_unsigned (big, 10, 0, G_MAXUINT64, seed, NULL))
    return out_of_range (error, "setup.seed", big, 0, G_MAXUINT64);
  return TRUE;
}

static const char *
get_string (JsonNode   *node,
            const char *path,
            GError    **error)
{
  if (node == NULL)
    return fail (error, path, "%s", _("missing")), NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (error, path, "%s", _("must be a string")), NULL;
  return json_node_get_string (node);
}

static gboolean
get_place (JsonNode   *node,
           const char *path,
           TyrosPlace *place,
           GError    **error)
{
  const char *text = get_string (node, path, error);
  g_autofree char *quoted = NULL;

  if (text == NULL)
    return FALSE;
  if (tyros_place_parse (text, place))
    return TRUE;
  quoted = quote (text);
  return fail (error, path, _("no field %s"), quoted);
}

static gboolean
get_field (JsonNode   *node,
           const char *path,
           TyrosField *field,
           GError    **error)
{
  TyrosPlace place;

  if (!get_place (node, path, &place, error))
    return FALSE;
  *field = place.field;
  return TRUE;
}

static gboolean
get_empire (JsonNode    *node,
            const char  *path,
            TyrosEmpire *empire,
            GError     **error)
{
  const char *text = get_string (node, path, error);
  g_autofree char *quoted = NULL;

  if (text == NULL)
    return FALSE;
  if (tyros_empire_from_string (text, empire))
    return TRUE;
  quoted = quote (text);
  /* Translators: orange, yellow, green, violet are the values written in the file: keep them */
  return fail (error, path, _("no empire %s (orange, yellow, green or violet)"), quoted);
}

/* Moves */

static gboolean
read_payment (const Reader *reader,
              JsonNode     *node,
              const char   *path,
              TyrosPayment *paid,
              GError      **error)
{
  static const char *const keys[] = { "orange", "yellow", "green", "violet", "joker", NULL };
  JsonObject *object = get_object (node, path, error);

  if (object == NULL || !check_keys (object, path, keys, error))
    return FALSE;
  paid->given = TRUE;
  for (guint k = 0; k < TYROS_N_CARD_KINDS; k++)
    {
      g_autofree char *p = child_path (path, keys[k]);
      int count = 0;

      if (json_object_has_member (object, keys[k]) &&
          !get_int (reader, member (object, keys[k]), p, 0, MAX_CARDS, &count, error))
        return FALSE;
      paid->cards[k] = (guint) count;
    }
  return TRUE;
}

static gboolean
read_optional_payment (const Reader *reader,
                       JsonObject   *object,
                       const char   *path,
                       TyrosPayment *paid,
                       GError      **error)
{
  g_autofree char *p = child_path (path, "paid");

  return !json_object_has_member (object, "paid") || read_payment (reader, member (object, "paid"), p, paid, error);
}

/* B4 in field 16: "returned": "16w" or "16e" (docs/file-format.md, "Moves") */
static gboolean
read_optional_returned (JsonObject *object,
                        const char *path,
                        TyrosMove  *move,
                        GError    **error)
{
  g_autofree char *p = child_path (path, "returned");
  g_autofree char *quoted = NULL;
  TyrosPlace place;

  if (!json_object_has_member (object, "returned"))
    return TRUE;
  if (!get_place (member (object, "returned"), p, &place, error))
    return FALSE;
  if (place.coast != TYROS_COAST_16W && place.coast != TYROS_COAST_16E)
    {
      quoted = quote (tyros_place_to_string (&place));
      return fail (error, p, _("%s is not a coast of 16: \"16w\" or \"16e\""), quoted);
    }
  move->returned = place.coast;
  return TRUE;
}

static gboolean
read_fields (JsonNode   *node,
             const char *path,
             GArray     *fields,
             GError    **error)
{
  JsonArray *array = get_array (node, path, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = index_path (path, i);
      TyrosField field;

      if (!get_field (json_array_get_element (array, i), p, &field, error))
        return FALSE;
      g_array_append_val (fields, field);
    }
  return TRUE;
}

static gboolean
read_route (JsonObject *object,
            const char *path,
            TyrosMove  *move,
            GError    **error)
{
  g_autofree char *from_path = child_path (path, "from");
  g_autofree char *route_path = child_path (path, "route");
  JsonArray *array;

  if (!get_place (member (object, "from"), from_path, &move->from, error) ||
      (array = get_array (member (object, "route"), route_path, error)) == NULL)
    return FALSE;
  /* a ship that goes nowhere is no move (docs/file-format.md: the last field is the destination) */
  if (json_array_get_length (array) == 0)
    return fail (error, route_path, "%s", _("empty: a route names at least the destination"));
  move->route = g_array_new (FALSE, FALSE, sizeof (TyrosPlace));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = index_path (route_path, i);
      TyrosPlace place;

      if (!get_place (json_array_get_element (array, i), p, &place, error))
        return FALSE;
      g_array_append_val (move->route, place);
    }
  return TRUE;
}

static const char *const *
move_keys (TyrosMoveType type)
{
  static const char *const expand[] = { "type", "player", "field", "empire", NULL };
  static const char *const expand_pass[] = { "type", "player", "shown", NULL };
  static const char *const ship[] = { "type", "player", "from", "route", "paid", NULL };
  static const char *const build[] = { "type", "player", "field", "paid", NULL };
  static const char *const city[] = { "type", "player", "field", "paid", "returned", NULL };
  static const char *const swap[] = { "type", "player", "count", NULL };
  static const char *const trade[] = { "type", "player", "partner", NULL };
  static const char *const plain[] = { "type", "player", NULL };

  switch (type)
    {
    case TYROS_MOVE_EXPAND: return expand;
    case TYROS_MOVE_EXPAND_PASS: return expand_pass;
    case TYROS_MOVE_SHIP: return ship;
    case TYROS_MOVE_BUILD_CITY: return city;
    case TYROS_MOVE_BUILD_SHIP: return build;
    case TYROS_MOVE_BANK_SWAP: return swap;
    case TYROS_MOVE_TRADE: return trade;
    case TYROS_MOVE_BANK_PICK:
    case TYROS_MOVE_PASS:
    default: return plain;
    }
}

static gboolean
read_move_details (JsonObject *object,
                   const char *path,
                   TyrosMove  *move,
                   Reader     *reader,
                   GError    **error)
{
  g_autofree char *field_path = child_path (path, "field");
  g_autofree char *empire_path = child_path (path, "empire");
  g_autofree char *shown_path = child_path (path, "shown");
  g_autofree char *count_path = child_path (path, "count");
  g_autofree char *partner_path = child_path (path, "partner");
  int number;

  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
      return get_field (member (object, "field"), field_path, &move->field, error) &&
             (!json_object_has_member (object, "empire") ||
              get_empire (member (object, "empire"), empire_path, &move->empire, error));
    case TYROS_MOVE_EXPAND_PASS:
      if (!json_object_has_member (object, "shown"))
        return TRUE;
      move->shown = g_array_new (FALSE, FALSE, sizeof (TyrosField));
      return read_fields (member (object, "shown"), shown_path, move->shown, error);
    case TYROS_MOVE_SHIP:
      return read_route (object, path, move, error) && read_optional_payment (reader, object, path, &move->paid, error);
    case TYROS_MOVE_BUILD_CITY:
      return get_field (member (object, "field"), field_path, &move->field, error) &&
             read_optional_payment (reader, object, path, &move->paid, error) &&
             read_optional_returned (object, path, move, error);
    case TYROS_MOVE_BUILD_SHIP:
      return get_field (member (object, "field"), field_path, &move->field, error) &&
             read_optional_payment (reader, object, path, &move->paid, error);
    case TYROS_MOVE_BANK_SWAP:
      if (!get_int (reader, member (object, "count"), count_path, 1, 3, &number, error))
        return FALSE;
      move->count = (guint) number;
      return TRUE;
    case TYROS_MOVE_TRADE:
      return get_int (reader, member (object, "partner"), partner_path, 0, reader->n_players - 1, &move->partner, error);
    case TYROS_MOVE_BANK_PICK:
    case TYROS_MOVE_PASS:
    default:
      return TRUE;
    }
}

static TyrosMove *
read_move (JsonNode   *node,
           const char *path,
           Reader     *reader,
           GError    **error)
{
  g_autofree char *type_path = child_path (path, "type");
  g_autofree char *player_path = child_path (path, "player");
  g_autoptr(TyrosMove) move = NULL;
  JsonObject *object = get_object (node, path, error);
  const char *type_name;
  TyrosMoveType type;
  int player;

  if (object == NULL || (type_name = get_string (member (object, "type"), type_path, error)) == NULL)
    return NULL;
  if (!tyros_move_type_from_string (type_name, &type))
    {
      g_autofree char *quoted = quote (type_name);

      fail (error, type_path, _("no move type %s"), quoted);
      return NULL;
    }
  if (!check_keys (object, path, move_keys (type), error) ||
      !get_int (reader, member (object, "player"), player_path, 0, reader->n_players - 1, &player, error))
    return NULL;
  move = tyros_move_new (type, player);
  if (!read_move_details (object, path, move, reader, error))
    return NULL;
  return g_steal_pointer (&move);
}

TyrosMove *
tyros_file_read_move (TyrosJsonDocument *document,
                      JsonNode          *node,
                      const char        *path,
                      guint              n_players,
                      GError           **error)
{
  Reader reader = { .document = document, .n_players = n_players };

  g_return_val_if_fail (n_players >= 1 && n_players <= TYROS_MAX_PLAYERS, NULL);
  return read_move (node, path, &reader, error);
}

gboolean
tyros_file_check_keys (JsonObject        *object,
                       const char        *path,
                       const char *const *allowed,
                       GError           **error)
{
  return check_keys (object, path, allowed, error);
}

char *
tyros_file_quote (const char *text)
{
  return quote (text);
}

/* Appends the moves listed under @key ("moves" or "redo") to @moves. */
static gboolean
read_moves (JsonObject *root,
            const char *key,
            Reader     *reader,
            GPtrArray  *moves,
            GError    **error)
{
  JsonArray *array = get_array (member (root, key), key, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = index_path (key, i);
      g_autoptr(GError) move_error = NULL;
      TyrosMove *move = read_move (json_array_get_element (array, i), path, reader, &move_error);

      if (move == NULL && reader->salvage)
        {
          reader->bad_move = g_steal_pointer (&move_error);
          return TRUE;
        }
      if (move == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&move_error));
          return FALSE;
        }
      g_ptr_array_add (moves, move);
    }
  return TRUE;
}

/* Players, edition, set-up */

/* The members of a player's object other than name and colour, as the text
 * that follows those two when the game is saved (",\"key\":value..."): other
 * tools' data, kept as the file wrote it (see tyros_json_document_append_text()). */
static char *
player_extra_text (const Reader *reader,
                   JsonObject   *object)
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
read_players (const Reader *reader,
              JsonNode     *node,
              char         *extras[TYROS_MAX_PLAYERS],
              char         *colours[TYROS_MAX_PLAYERS],
              GError      **error)
{
  JsonArray *array = get_array (node, "players", error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n;

  if (array == NULL)
    return NULL;
  n = json_array_get_length (array);
  if (n < TYROS_MIN_PLAYERS || n > TYROS_MAX_PLAYERS)
    return fail (error, "players", _("Tyros is played by 3 or 4 players, not %u"), n), NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = index_path ("players", i);
      g_autofree char *name_path = child_path (path, "name");
      g_autofree char *colour_path = child_path (path, "colour");
      JsonObject *object = get_object (json_array_get_element (array, i), path, error);
      const char *name = object != NULL ? get_string (member (object, "name"), name_path, error) : NULL;
      g_autofree char *problem = NULL;

      if (name == NULL)
        return NULL;
      if (!tyros_player_name_is_valid (name, &problem))
        return fail (error, name_path, "%s", problem), NULL;
      if (json_object_has_member (object, "colour") &&
          (colours[i] = g_strdup (get_string (member (object, "colour"), colour_path, error))) == NULL)
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
  JsonObject *object = get_object (node, "setup.empires", error);

  if (object == NULL || !check_keys (object, "setup.empires", keys, error))
    return FALSE;
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *path = child_path ("setup.empires", keys[e]);

      if (!get_field (member (object, keys[e]), path, &setup->founding[e], error))
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
read_setup (JsonNode   *node,
            Reader     *reader,
            TyrosSetup *setup,
            GError    **error)
{
  static const char *const keys[] = { "empires", "start_player", "seed", "discarded", NULL };
  g_autoptr(GArray) discarded = g_array_new (FALSE, FALSE, sizeof (TyrosField));
  JsonObject *object = get_object (node, "setup", error);
  JsonNode *seed;

  *setup = (TyrosSetup) { .kind = TYROS_SETUP_ENTERED };
  if (object == NULL || !check_keys (object, "setup", keys, error) ||
      !read_founding (member (object, "empires"), setup, error) ||
      !get_int (reader, member (object, "start_player"), "setup.start_player", 0, reader->n_players - 1,
                &setup->start_player, error))
    return FALSE;
  if ((seed = member (object, "seed")) != NULL)
    {
      if (!get_seed (reader, seed, &setup->seed, error))
        return FALSE;
      setup->kind = TYROS_SETUP_DRAWN;
    }
  else if (is_first_game (setup))
    setup->kind = TYROS_SETUP_FIRST_GAME;
  if (json_object_has_member (object, "discarded") &&
      !read_fields (member (object, "discarded"), "setup.discarded", discarded, error))
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
  JsonObject *empires = get_object (member (object, "empires"), "position.empires", error);

  if (empires == NULL || !check_keys (empires, "position.empires", keys, error))
    return FALSE;
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *path = child_path ("position.empires", keys[e]);
      g_autoptr(GArray) fields = g_array_new (FALSE, FALSE, sizeof (TyrosField));

      if (json_object_has_member (empires, keys[e]) &&
          !read_fields (member (empires, keys[e]), path, fields, error))
        return FALSE;
      for (guint i = 0; i < fields->len; i++)
        {
          TyrosField f = g_array_index (fields, TyrosField, i);

          if (state->empire[f] != TYROS_EMPIRE_NONE)
            return fail (error, path, _("field %s carries a chip already (a field carries one)"),
                         tyros_field_to_string (f));
          state->empire[f] = (TyrosEmpire) e;
        }
    }
  return TRUE;
}

static gboolean
read_position_cities (JsonObject *object,
                      Reader     *reader,
                      TyrosState *state,
                      GError    **error)
{
  JsonObject *cities;
  g_autoptr(GList) members = NULL;

  if (!json_object_has_member (object, "cities"))
    return TRUE;
  if ((cities = get_object (member (object, "cities"), "position.cities", error)) == NULL)
    return FALSE;
  members = json_object_get_members (cities);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *path = child_path ("position.cities", l->data);
      g_autofree char *quoted = quote (l->data);
      TyrosPlace place;

      if (!tyros_place_parse (l->data, &place))
        return fail (error, "position.cities", _("no field %s"), quoted);
      if (!get_int (reader, member (cities, l->data), path, 0, reader->n_players - 1, &state->city[place.field], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_position_ships (JsonObject *object,
                     Reader     *reader,
                     TyrosState *state,
                     GError    **error)
{
  JsonObject *ships;
  g_autoptr(GList) members = NULL;

  if (!json_object_has_member (object, "ships"))
    return TRUE;
  if ((ships = get_object (member (object, "ships"), "position.ships", error)) == NULL)
    return FALSE;
  members = json_object_get_members (ships);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *path = child_path ("position.ships", l->data);
      g_autofree char *quoted = quote (l->data);
      TyrosPlace place;
      JsonArray *owners;

      if (!tyros_place_parse (l->data, &place))
        return fail (error, "position.ships", _("no field %s"), quoted);
      /* On a finished board either coast of 16 scores the same: plain "16" is the west one. */
      if (place.coast == TYROS_COAST_NONE)
        place.coast = TYROS_COAST_16W;
      if ((owners = get_array (member (ships, l->data), path, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (owners); i++)
        {
          g_autofree char *p = index_path (path, i);
          int owner;

          if (!get_int (reader, json_array_get_element (owners, i), p, 0, reader->n_players - 1, &owner, error))
            return FALSE;
          if (state->ships[place.coast][owner] < G_MAXUINT8)
            state->ships[place.coast][owner]++;
        }
    }
  return TRUE;
}

static gboolean
read_position (JsonNode   *node,
               Reader     *reader,
               TyrosState *state,
               GError    **error)
{
  static const char *const keys[] = { "empires", "cities", "ships", "first_all_four", NULL };
  JsonObject *object = get_object (node, "position", error);
  JsonNode *first;

  if (object == NULL || !check_keys (object, "position", keys, error) ||
      !read_position_empires (object, state, error) ||
      !read_position_cities (object, reader, state, error) ||
      !read_position_ships (object, reader, state, error))
    return FALSE;
  first = member (object, "first_all_four");
  if (first != NULL && !JSON_NODE_HOLDS_NULL (first))
    return get_int (reader, first, "position.first_all_four", 0, reader->n_players - 1, &state->first_all_four, error);
  return TRUE;
}

/* The document */

static gboolean
read_header (const Reader        *reader,
             JsonObject          *root,
             const TyrosEdition **edition,
             GError             **error)
{
  static const char *const keys[] = { "format", "version", "edition", "players", "setup", "moves", "redo",
                                      "position", "board", "played", NULL };
  const char *format, *edition_id;
  int version;

  if (!check_keys (root, "", keys, error) ||
      (format = get_string (member (root, "format"), "format", error)) == NULL)
    return FALSE;
  if (!g_str_equal (format, FORMAT_NAME))
    return fail (error, "format", _("this is not a Tyros Companion game file (expected \"%s\")"), FORMAT_NAME);
  if (!get_int (reader, member (root, "version"), "version", 1, G_MAXINT, &version, error))
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
  if ((edition_id = get_string (member (root, "edition"), "edition", error)) == NULL)
    return FALSE;
  if ((*edition = tyros_edition_lookup (edition_id)) == NULL)
    {
      g_autofree char *quoted = quote (edition_id);

      /* Translators: kosmos and italian are the values written in the file: keep them */
      return fail (error, "edition", _("no edition %s (kosmos or italian)"), quoted);
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
                    Reader             *reader,
                    GError            **error)
{
  g_autoptr(TyrosGame) game = tyros_game_new_position (edition, (const char *const *) names);
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosState state = *tyros_game_get_state (game);
  TyrosSetup setup;

  tyros_game_set_board (game, reader->board);
  if (json_object_has_member (root, "setup") && !read_setup (member (root, "setup"), reader, &setup, error))
    return NULL;
  if (!read_position (member (root, "position"), reader, &state, error))
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
                   Reader             *reader,
                   GError            **error)
{
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_move_free);
  TyrosGame *game;
  TyrosSetup setup;
  guint n_played;

  if (!read_setup (member (root, "setup"), reader, &setup, error) ||
      !read_moves (root, "moves", reader, moves, error))
    return NULL;
  n_played = moves->len;
  if (json_object_has_member (root, "redo") && reader->bad_move == NULL &&
      !read_moves (root, "redo", reader, moves, error))
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
  if ((object = get_object (member (root, "played"), "played", error)) == NULL ||
      !check_keys (object, "played", keys, error))
    return FALSE;
  for (TyrosPlayedKey k = 0; k < TYROS_N_PLAYED_KEYS; k++)
    {
      g_autofree char *path = child_path ("played", tyros_played_key_to_string (k));
      g_autofree char *problem = NULL;
      const char *value;

      if (!json_object_has_member (object, keys[k]))
        continue;
      if ((value = get_string (member (object, keys[k]), path, error)) == NULL)
        return FALSE;
      /* checked first: the setter takes "" for "none", a file says none by leaving the key out */
      if (!tyros_played_value_is_valid (k, value, &problem))
        return fail (error, path, "%s", problem);
      tyros_game_set_played (game, k, value, NULL);
    }
  return TRUE;
}

static TyrosGame *
read_game (Reader     *reader_in,
           JsonObject *root,
           GError    **error)
{
  char *extras[TYROS_MAX_PLAYERS] = { NULL };
  char *colours[TYROS_MAX_PLAYERS] = { NULL };
  const TyrosEdition *edition;
  g_auto(GStrv) names = NULL;
  g_autoptr(TyrosBoard) board = NULL;
  TyrosGame *game = NULL;
  Reader reader = *reader_in;

  if (read_header (&reader, root, &edition, error) &&
      (names = read_players (&reader, member (root, "players"), extras, colours, error)) != NULL &&
      (!json_object_has_member (root, "board") ||
       (board = tyros_board_from_json (member (root, "board"), "board", error)) != NULL))
    {
      reader.n_players = g_strv_length (names);
      reader.board = board;
      if (json_object_has_member (root, "position") == json_object_has_member (root, "moves"))
        fail (error, _("file"), "%s", _("a game file holds either \"moves\" or \"position\""));
      else if (json_object_has_member (root, "position") && json_object_has_member (root, "redo"))
        fail (error, "redo", "%s", _("a finished board has no moves to redo"));
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
load_data (const char *data,
           gsize       length,
           Reader     *reader,
           GError    **error)
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
  Reader reader = { 0 };

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
  Reader reader = { .salvage = TRUE };
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
