/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-file.c: reading and writing a group's board (docs/file-format.md) */
#define G_LOG_DOMAIN "tyros-board-file"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-board-file.h"
#include "tyros-board-file-private.h"
#include "tyros-json-reader.h"
#include "tyros-read.h"

#define FORMAT_NAME "tyros-board"
#define FORMAT_VERSION 1

/* {"open": [["a", "b"], ...]}: three levels; a board has 58 pairs at most */
#define BOARD_MAX_DEPTH 4
#define BOARD_MAX_VALUES 1024

static const char *const pair_lists[] = { "open", "closed" };

static gboolean
fail (GError    **error,
      const char *where,
      const char *path,
      const char *format,
      ...) G_GNUC_PRINTF (4, 5);

static gboolean
fail (GError    **error,
      const char *where,
      const char *path,
      const char *format,
      ...)
{
  g_autofree char *full_path = *where != '\0' ? g_strdup_printf ("%s.%s", where, path) : g_strdup (path);
  va_list args;

  va_start (args, format);
  tyros_file_format_error_valist (error, full_path, format, args);
  va_end (args);
  return FALSE;
}

static const char *
string_of (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* One end of a pair: a field, with its coast when it is 16. */
static gboolean
read_end (JsonNode   *node,
          const char *where,
          const char *path,
          TyrosCoast *coast,
          GError    **error)
{
  const char *text = string_of (node);
  TyrosPlace place;

  if (text == NULL)
    return fail (error, where, path, "%s", _("must be a string"));
  if (!tyros_place_parse (text, &place) || strlen (text) > 3)
    {
      g_autofree char *cut = g_utf8_make_valid (text, MIN (strlen (text), 40));

      return fail (error, where, path, _("no field \"%s\""), cut);
    }
  if (place.coast == TYROS_COAST_NONE)
    return fail (error, where, path, "%s", _("say which coast of 16: 16w (west) or 16e (east)"));
  *coast = place.coast;
  return TRUE;
}

static gboolean
read_pair (JsonNode     *node,
           const char   *where,
           const char   *path,
           TyrosPassage *passage,
           GError      **error)
{
  JsonArray *pair = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  if (pair == NULL || json_array_get_length (pair) != 2)
    return fail (error, where, path, "%s", _("must be a pair of fields, like [\"20\", \"21\"]"));
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", path, i);

      if (!read_end (json_array_get_element (pair, i), where, p, i == 0 ? &passage->a : &passage->b, error))
        return FALSE;
    }
  if (!tyros_board_pair_is_valid (passage->a, passage->b))
    return fail (error, where, path,
                 _("%s and %s are not neighbours on the board: only the sea between neighbouring fields can be open or closed"),
                 tyros_coast_to_string (passage->a), tyros_coast_to_string (passage->b));
  return TRUE;
}

/* A pair may be named once; open and closed at once is a contradiction. */
static gboolean
check_not_named (const TyrosBoard   *board,
                 const TyrosPassage *passage,
                 const char         *where,
                 const char         *path,
                 GError            **error)
{
  for (guint i = 0; i < tyros_board_get_n_passages (board); i++)
    {
      const TyrosPassage *earlier = tyros_board_get_passage (board, i);

      if ((earlier->a == passage->a && earlier->b == passage->b) ||
          (earlier->a == passage->b && earlier->b == passage->a))
        return fail (error, where, path, _("%s and %s are named twice"),
                     tyros_coast_to_string (passage->a), tyros_coast_to_string (passage->b));
    }
  return TRUE;
}

static gboolean
read_pairs (JsonObject *object,
            const char *key,
            const char *where,
            TyrosBoard *board,
            GError    **error)
{
  JsonNode *node = json_object_get_member (object, key);
  JsonArray *pairs;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, where, key, "%s", _("must be a list"));
  pairs = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (pairs); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s[%u]", key, i);
      TyrosPassage passage;

      if (!read_pair (json_array_get_element (pairs, i), where, path, &passage, error) ||
          !check_not_named (board, &passage, where, path, error))
        return FALSE;
      tyros_board_set_passage (board, passage.a, passage.b, g_str_equal (key, "open"));
    }
  return TRUE;
}

static gboolean
read_header (JsonObject *object,
             const char *where,
             GError    **error)
{
  static const char *const keys[] = { "format", "version", "open", "closed", NULL };
  g_autoptr(GList) members = json_object_get_members (object);
  const char *format = string_of (json_object_get_member (object, "format"));
  JsonNode *version = json_object_get_member (object, "version");

  for (GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (keys, l->data))
      return fail (error, where, l->data, "%s", _("unknown key"));
  if (format == NULL || !g_str_equal (format, FORMAT_NAME))
    return fail (error, where, "format", _("this is not a Tyros board file (expected \"%s\")"), FORMAT_NAME);
  if (version == NULL || !JSON_NODE_HOLDS_VALUE (version) || json_node_get_value_type (version) != G_TYPE_INT64 ||
      json_node_get_int (version) < 1)
    return fail (error, where, "version", "%s", _("must be a whole number from 1"));
  if (json_node_get_int (version) > FORMAT_VERSION)
    {
      g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_VERSION, "%s%sversion: %s", where, *where ? "." : "",
                   _("this board file was made by a newer Tyros Companion"));
      return FALSE;
    }
  return TRUE;
}

TyrosBoard *
tyros_board_from_json (JsonNode   *node,
                       const char *where,
                       GError    **error)
{
  g_autoptr(TyrosBoard) board = tyros_board_new ();
  JsonObject *object;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      fail (error, where, "format", "%s", _("a board file holds one object: {\"format\": \"tyros-board\", ...}"));
      return NULL;
    }
  object = json_node_get_object (node);
  if (!read_header (object, where, error))
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (pair_lists); i++)
    if (!read_pairs (object, pair_lists[i], where, board, error))
      return NULL;
  return g_steal_pointer (&board);
}

TyrosBoard *
tyros_board_load_data (const char *data,
                       gssize      length,
                       GError    **error)
{
  g_autoptr(TyrosJsonDocument) document = NULL;

  if (length < 0)
    length = (gssize) strlen (data);
  /* A full board is under 1 KiB */
  if (length > TYROS_BOARD_FILE_MAX_SIZE)
    {
      g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ,
                   _("The file is too large for a board file (at most %d bytes)"), TYROS_BOARD_FILE_MAX_SIZE);
      return NULL;
    }
  /* The same strict JSON as a game file */
  document = tyros_json_document_read (data, (gsize) length, BOARD_MAX_DEPTH, BOARD_MAX_VALUES, error);
  if (document == NULL)
    return NULL;
  return tyros_board_from_json (tyros_json_document_get_root (document), "", error);
}

TyrosBoard *
tyros_board_load (const char *path,
                  GError    **error)
{
  gsize length;
  g_autofree char *data = tyros_file_read_regular (path, TYROS_BOARD_FILE_MAX_SIZE, &length, error);

  if (data == NULL)
    return NULL;
  return tyros_board_load_data (data, (gssize) length, error);
}

static void
add_pairs (JsonBuilder      *builder,
           const TyrosBoard *board,
           gboolean          open)
{
  json_builder_set_member_name (builder, open ? "open" : "closed");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tyros_board_get_n_passages (board); i++)
    {
      const TyrosPassage *passage = tyros_board_get_passage (board, i);

      if (passage->open != open)
        continue;
      json_builder_begin_array (builder);
      json_builder_add_string_value (builder, tyros_coast_to_string (passage->a));
      json_builder_add_string_value (builder, tyros_coast_to_string (passage->b));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
tyros_board_to_json (const TyrosBoard *board)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, FORMAT_NAME);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, FORMAT_VERSION);
  add_pairs (builder, board, TRUE);
  add_pairs (builder, board, FALSE);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

char *
tyros_board_to_data (const TyrosBoard *board)
{
  g_autoptr(JsonNode) node = tyros_board_to_json (board);
  g_autofree char *text = json_to_string (node, TRUE);

  return g_strconcat (text, "\n", NULL);
}
