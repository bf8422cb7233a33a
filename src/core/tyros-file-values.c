/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file-values.c: the checked values of a game file: each getter checks
 * its value where it stands and names its place in the error */
#define G_LOG_DOMAIN "tyros-file"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-file-reader-private.h"

gboolean
tyros_file_fail (GError    **error,
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
char *
tyros_file_quote (const char *text)
{
  g_autofree char *cut = g_utf8_make_valid (text, MIN (strlen (text), 40));

  return g_strdup_printf (strlen (text) > 40 ? "\"%s…\"" : "\"%s\"", cut);
}

char *
tyros_file_child_path (const char *path,
                       const char *key)
{
  return *path == '\0' ? g_strdup (key) : g_strdup_printf ("%s.%s", path, key);
}

char *
tyros_file_index_path (const char *path,
                       guint       index)
{
  return g_strdup_printf ("%s[%u]", path, index);
}

gboolean
tyros_file_check_keys (JsonObject        *object,
                       const char        *path,
                       const char *const *allowed,
                       GError           **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      if (!g_strv_contains (allowed, l->data))
        {
          g_autofree char *key = tyros_file_quote (l->data);

          return tyros_file_fail (error, *path ? path : _("file"), _("unknown key %s"), key);
        }
    }
  return TRUE;
}

JsonNode *
tyros_file_member (JsonObject *object,
                   const char *key)
{
  return json_object_has_member (object, key) ? json_object_get_member (object, key) : NULL;
}

JsonObject *
tyros_file_get_object (JsonNode   *node,
                       const char *path,
                       GError    **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      tyros_file_fail (error, path, "%s", node == NULL ? _("missing") : _("must be an object"));
      return NULL;
    }
  return json_node_get_object (node);
}

JsonArray *
tyros_file_get_array (JsonNode   *node,
                      const char *path,
                      GError    **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      tyros_file_fail (error, path, "%s", node == NULL ? _("missing") : _("must be a list"));
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

  return tyros_file_fail (error, path, _("%s is out of range (%s to %s)"), cut, lo, hi);
}

/* A whole number, as gint64 or, beyond its range, as the digits written */
static gboolean
get_whole_number (const TyrosFileReader *reader,
                  JsonNode              *node,
                  const char            *path,
                  gint64                *value,
                  const char           **big,
                  GError               **error)
{
  /* both set: a caller reads @value when @big is NULL, which GCC 14 cannot
   * tell from here now that the callers are global */
  *big = NULL;
  *value = 0;
  if (node == NULL)
    return tyros_file_fail (error, path, "%s", _("missing"));
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      *value = json_node_get_int (node);
      return TRUE;
    }
  if ((*big = tyros_json_document_get_big_integer (reader->document, node)) != NULL)
    return TRUE;
  return tyros_file_fail (error, path, "%s", _("must be a whole number"));
}

gboolean
tyros_file_get_int (const TyrosFileReader *reader,
                    JsonNode              *node,
                    const char            *path,
                    gint64                 min,
                    gint64                 max,
                    int                   *out,
                    GError               **error)
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
gboolean
tyros_file_get_seed (const TyrosFileReader *reader,
                     JsonNode              *node,
                     guint64               *seed,
                     GError               **error)
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

const char *
tyros_file_get_string (JsonNode   *node,
                       const char *path,
                       GError    **error)
{
  if (node == NULL)
    return tyros_file_fail (error, path, "%s", _("missing")), NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return tyros_file_fail (error, path, "%s", _("must be a string")), NULL;
  return json_node_get_string (node);
}

gboolean
tyros_file_get_place (JsonNode   *node,
                      const char *path,
                      TyrosPlace *place,
                      GError    **error)
{
  const char *text = tyros_file_get_string (node, path, error);
  g_autofree char *quoted = NULL;

  if (text == NULL)
    return FALSE;
  if (tyros_place_parse (text, place))
    return TRUE;
  quoted = tyros_file_quote (text);
  return tyros_file_fail (error, path, _("no field %s"), quoted);
}

gboolean
tyros_file_get_field (JsonNode   *node,
                      const char *path,
                      TyrosField *field,
                      GError    **error)
{
  TyrosPlace place;

  if (!tyros_file_get_place (node, path, &place, error))
    return FALSE;
  *field = place.field;
  return TRUE;
}

gboolean
tyros_file_get_empire (JsonNode    *node,
                       const char  *path,
                       TyrosEmpire *empire,
                       GError     **error)
{
  const char *text = tyros_file_get_string (node, path, error);
  g_autofree char *quoted = NULL;

  if (text == NULL)
    return FALSE;
  if (tyros_empire_from_string (text, empire))
    return TRUE;
  quoted = tyros_file_quote (text);
  /* Translators: orange, yellow, green, violet are the values written in the file: keep them */
  return tyros_file_fail (error, path, _("no empire %s (orange, yellow, green or violet)"), quoted);
}