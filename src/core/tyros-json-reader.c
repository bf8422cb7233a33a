/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-json-reader.c: strict JSON into json-glib nodes (tyros-json-reader.h)
 *
 * A recursive-descent parser whose recursion is bounded by max_depth: the
 * depth is checked where a container opens, so no input can exhaust the
 * stack. The count of values is bounded too, because a node costs some 20
 * times the bytes of its text ("[0,0,0,...]").
 */
#define G_LOG_DOMAIN "tyros-json-reader"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-json-reader.h"
#include "tyros-read.h"

/* Keys are cut to this many characters in a path quoted in a message */
#define MAX_KEY_IN_PATH 40

struct _TyrosJsonDocument {
  JsonNode   *root;
  GHashTable *numbers;  /* JsonNode * of a number -> its text as written */
};

typedef struct {
  const char *key;    /* NULL: an array element */
  guint       index;
} Step;

typedef struct {
  const char        *data;
  gsize              length;
  gsize              pos;
  guint              max_depth;
  guint              max_values;
  guint              n_values;
  guint              depth;            /* containers open */
  Step              *path;             /* max_depth + 1 steps, depth of them in use */
  TyrosJsonDocument *document;
  GError           **error;
} Parser;

static JsonNode *parse_value (Parser *p);

/* Line and column (in characters) of byte @at, from 1 */
static void
locate (const Parser *p,
        gsize         at,
        guint        *line,
        guint        *column)
{
  gsize line_start = 0;

  *line = 1;
  for (gsize i = 0; i < at; i++)
    if (p->data[i] == '\n')
      {
        (*line)++;
        line_start = i + 1;
      }
  *column = 1;
  for (gsize i = line_start; i < at; i++)
    if (((guchar) p->data[i] & 0xc0) != 0x80)
      (*column)++;
}

static gpointer
syntax_error (Parser     *p,
              gsize       at,
              const char *message)
{
  guint line, column;

  locate (p, at, &line, &column);
  g_set_error (p->error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_SYNTAX,
               _("Not valid JSON: line %u, column %u: %s"), line, column, message);
  return NULL;
}

static char *
path_to_string (const Parser *p)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < p->depth; i++)
    {
      const char *key = p->path[i].key;

      if (key == NULL)
        g_string_append_printf (path, "[%u]", p->path[i].index);
      else
        {
          glong n = g_utf8_strlen (key, -1);

          if (path->len > 0)
            g_string_append_c (path, '.');
          g_string_append_len (path, key, g_utf8_offset_to_pointer (key, MIN (n, MAX_KEY_IN_PATH)) - key);
          if (n > MAX_KEY_IN_PATH)
            g_string_append (path, "…");
        }
    }
  if (path->len == 0)
    g_string_append (path, _("file"));
  return g_string_free (path, FALSE);
}

/* JSON that no Tyros file (game or board) can be: named by line, column and path */
static gpointer
format_error (Parser     *p,
              gsize       at,
              const char *message)
{
  g_autofree char *path = path_to_string (p);
  guint line, column;

  locate (p, at, &line, &column);
  g_set_error (p->error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT,
               _("line %u, column %u: %s: %s"), line, column, path, message);
  return NULL;
}

/* What stands at @at, for "unexpected …": a character, or the end */
static gpointer
unexpected (Parser *p,
            gsize   at)
{
  g_autofree char *message = NULL;
  gunichar c;

  if (at >= p->length)
    return syntax_error (p, at, _("the text ends too early"));
  c = g_utf8_get_char (p->data + at);
  switch (c)
    {
    case '/':
      return syntax_error (p, at, _("comments are not allowed in JSON"));
    case '\'':
      return syntax_error (p, at, _("strings are written in double quotes (\") in JSON"));
    default:
      break;
    }
  if (c > 0x20 && c < 0x7f)
    message = g_strdup_printf (_("unexpected character “%c”"), (char) c);
  else
    message = g_strdup_printf (_("unexpected character U+%04X"), c);
  return syntax_error (p, at, message);
}

/* What stands at p->pos is not what @message expects: the end of the text, a
 * comment, a single quote (named as such), or anything else */
static gpointer
expected (Parser     *p,
          const char *message)
{
  if (p->pos >= p->length)
    return syntax_error (p, p->pos, _("the text ends too early"));
  if (p->data[p->pos] == '/' || p->data[p->pos] == '\'')
    return unexpected (p, p->pos);
  return syntax_error (p, p->pos, message);
}

static void
skip_space (Parser *p)
{
  while (p->pos < p->length)
    {
      char c = p->data[p->pos];

      if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
        return;
      p->pos++;
    }
}

static gboolean
count_value (Parser *p)
{
  g_autofree char *message = NULL;

  if (++p->n_values <= p->max_values)
    return TRUE;
  message = g_strdup_printf (_("more than %u values: more than a game file holds"), p->max_values);
  format_error (p, p->pos, message);
  return FALSE;
}

/* Strings */

static int
hex_digit (char c)
{
  return g_ascii_isxdigit (c) ? g_ascii_xdigit_value (c) : -1;
}

/* The four hex digits after "\u" at @at, or -1 */
static int
read_hex4 (const Parser *p,
           gsize         at)
{
  int value = 0;

  if (at + 4 > p->length)
    return -1;
  for (gsize i = at; i < at + 4; i++)
    {
      int digit = hex_digit (p->data[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

static gpointer
lone_surrogate (Parser *p,
                gsize   at)
{
  g_autofree char *escape = g_strndup (p->data + at, 6);  /* ASCII: checked by read_hex4 */
  g_autofree char *message = g_strdup_printf (_("%s is half of a character (an unpaired surrogate)"), escape);

  return syntax_error (p, at, message);
}

/* The escape at p->pos (on its backslash), appended to @out */
static gboolean
read_escape (Parser  *p,
             GString *out)
{
  static const char simple_in[] = "\"\\/bfnrt";
  static const char simple_out[] = "\"\\/\b\f\n\r\t";
  gsize at = p->pos;
  const char *simple;
  int unit, low;
  gunichar c;

  if (at + 1 >= p->length)
    return unexpected (p, p->length), FALSE;
  if (p->data[at + 1] != 'u')
    {
      if (p->data[at + 1] == '\0' || (simple = strchr (simple_in, p->data[at + 1])) == NULL)
        return syntax_error (p, at, _("unknown escape: JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u")), FALSE;
      g_string_append_c (out, simple_out[simple - simple_in]);
      p->pos += 2;
      return TRUE;
    }
  if ((unit = read_hex4 (p, at + 2)) < 0)
    return syntax_error (p, at, _("\\u must be followed by four hex digits")), FALSE;
  p->pos += 6;
  c = (gunichar) unit;
  if (unit >= 0xdc00 && unit <= 0xdfff)
    return lone_surrogate (p, at), FALSE;
  if (unit >= 0xd800 && unit <= 0xdbff)
    {
      if (p->pos + 1 >= p->length || p->data[p->pos] != '\\' || p->data[p->pos + 1] != 'u' ||
          (low = read_hex4 (p, p->pos + 2)) < 0xdc00 || low > 0xdfff)
        return lone_surrogate (p, at), FALSE;
      c = 0x10000 + (((gunichar) unit - 0xd800) << 10) + ((gunichar) low - 0xdc00);
      p->pos += 6;
    }
  if (c == 0)
    return syntax_error (p, at, _("\\u0000 (a zero character) has no place in a game file")), FALSE;
  g_string_append_unichar (out, c);
  return TRUE;
}

/* The string whose opening quote is at p->pos; the text is valid UTF-8. */
static char *
read_string (Parser *p)
{
  g_autoptr(GString) out = g_string_new (NULL);
  gsize start = ++p->pos;

  while (p->pos < p->length)
    {
      guchar c = (guchar) p->data[p->pos];

      if (c == '"')
        {
          p->pos++;
          return g_string_free (g_steal_pointer (&out), FALSE);
        }
      if (c < 0x20)
        return syntax_error (p, p->pos, _("a control character (a line break, a tab) in a string must be written as an escape such as \\n or \\t"));
      if (c == '\\')
        {
          if (!read_escape (p, out))
            return NULL;
          start = p->pos;
          continue;
        }
      /* copy a run of plain characters at once */
      while (p->pos < p->length && p->data[p->pos] != '"' && p->data[p->pos] != '\\' &&
             (guchar) p->data[p->pos] >= 0x20)
        p->pos++;
      g_string_append_len (out, p->data + start, (gssize) (p->pos - start));
      start = p->pos;
    }
  return syntax_error (p, p->length, _("the text ends inside a string"));
}

/* Numbers */

static gsize
skip_digits (const Parser *p,
             gsize         at)
{
  while (at < p->length && g_ascii_isdigit (p->data[at]))
    at++;
  return at;
}

/* The end of the number at @start by the JSON grammar, or 0 */
static gsize
number_end (const Parser *p,
            gsize         start,
            gboolean     *whole)
{
  gsize at = start, digits;

  *whole = TRUE;
  if (p->data[at] == '-')
    at++;
  if (at >= p->length || !g_ascii_isdigit (p->data[at]))
    return 0;
  digits = at;
  at = skip_digits (p, at);
  if (p->data[digits] == '0' && at > digits + 1)
    return 0;  /* no leading zeros */
  if (at < p->length && p->data[at] == '.')
    {
      gsize fraction = at + 1;

      *whole = FALSE;
      if ((at = skip_digits (p, fraction)) == fraction)
        return 0;
    }
  if (at < p->length && (p->data[at] == 'e' || p->data[at] == 'E'))
    {
      gsize exponent;

      *whole = FALSE;
      at++;
      if (at < p->length && (p->data[at] == '+' || p->data[at] == '-'))
        at++;
      exponent = at;
      if ((at = skip_digits (p, at)) == exponent)
        return 0;
    }
  return at;
}

static JsonNode *
read_number (Parser *p)
{
  gsize start = p->pos;
  gboolean whole;
  gsize end = number_end (p, start, &whole);
  g_autofree char *text = NULL;
  JsonNode *node;
  gint64 integer;
  double value;

  if (end == 0)
    return syntax_error (p, start, _("not a number as JSON writes them (such as 12, -3 or 0.5)"));
  text = g_strndup (p->data + start, end - start);
  if (whole && g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &integer, NULL))
    node = json_node_init_int (json_node_alloc (), integer);
  else
    {
      value = g_ascii_strtod (text, NULL);
      if (!isfinite (value))
        return syntax_error (p, start, _("the number is too large"));
      node = json_node_init_double (json_node_alloc (), value);
    }
  p->pos = end;
  g_hash_table_insert (p->document->numbers, node, g_steal_pointer (&text));
  return node;
}

/* true, false, null */
static JsonNode *
read_word (Parser *p)
{
  static const char *const words[] = { "true", "false", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);

      if (p->length - p->pos >= n && memcmp (p->data + p->pos, words[i], n) == 0)
        {
          p->pos += n;
          return i == 2 ? json_node_init_null (json_node_alloc ())
                        : json_node_init_boolean (json_node_alloc (), i == 0);
        }
    }
  return unexpected (p, p->pos);
}

/* Containers */

/* Steps into the container that opens at p->pos, if the depth allows: *@more
 * tells whether an item follows, else p->pos is past @close. */
static gboolean
open_container (Parser  *p,
                char     close,
                Step     step,
                gboolean *more)
{
  g_autofree char *message = NULL;

  if (p->depth >= p->max_depth)
    {
      message = g_strdup_printf (_("nested deeper than a Tyros file can be (%u levels)"), p->max_depth);
      format_error (p, p->pos, message);
      return FALSE;
    }
  p->pos++;
  skip_space (p);
  *more = !(p->pos < p->length && p->data[p->pos] == close);
  if (!*more)
    p->pos++;
  p->path[p->depth++] = step;
  return TRUE;
}

/* After a value in a container: TRUE at a comma with a value after it, FALSE
 * (and p->pos past it) at @close; sets *@failed on anything else. */
static gboolean
next_item (Parser   *p,
           char      close,
           gboolean *failed)
{
  skip_space (p);
  if (p->pos < p->length && p->data[p->pos] == close)
    {
      p->pos++;
      return FALSE;
    }
  if (p->pos >= p->length || p->data[p->pos] != ',')
    {
      expected (p, close == ']' ? _("expected “,” or “]” after a list item") : _("expected “,” or “}” after a member"));
      *failed = TRUE;
      return FALSE;
    }
  p->pos++;
  skip_space (p);
  if (p->pos < p->length && p->data[p->pos] == close)
    {
      syntax_error (p, p->pos, close == ']' ? _("a comma before “]”: JSON allows none there")
                                            : _("a comma before “}”: JSON allows none there"));
      *failed = TRUE;
      return FALSE;
    }
  return TRUE;
}

static JsonNode *
read_array (Parser *p)
{
  g_autoptr(JsonArray) array = json_array_new ();
  gboolean failed = FALSE;
  gboolean more;

  if (!open_container (p, ']', (Step) { .key = NULL, .index = 0 }, &more))
    return NULL;
  while (more)
    {
      JsonNode *element = parse_value (p);

      if (element == NULL)
        return NULL;
      json_array_add_element (array, element);
      p->path[p->depth - 1].index++;
      more = next_item (p, ']', &failed);
    }
  p->depth--;
  return failed ? NULL : json_node_init_array (json_node_alloc (), array);
}

static char *
read_key (Parser *p)
{
  skip_space (p);
  if (p->pos >= p->length || p->data[p->pos] != '"')
    return expected (p, _("expected a key in double quotes"));
  return read_string (p);
}

/* The ":" and the value of the member @key, whose key starts at @key_at */
static JsonNode *
read_member_value (Parser     *p,
                   JsonObject *object,
                   const char *key,
                   gsize       key_at)
{
  JsonNode *value;

  p->path[p->depth - 1].key = key;
  if (json_object_has_member (object, key))
    return format_error (p, key_at, _("this key is given twice (each key may stand once in an object)"));
  skip_space (p);
  if (p->pos >= p->length || p->data[p->pos] != ':')
    return expected (p, _("expected “:” after the key"));
  p->pos++;
  value = parse_value (p);
  p->path[p->depth - 1].key = "";
  return value;
}

static JsonNode *
read_object (Parser *p)
{
  g_autoptr(JsonObject) object = json_object_new ();
  gboolean failed = FALSE;
  gboolean more;

  if (!open_container (p, '}', (Step) { .key = "", .index = 0 }, &more))
    return NULL;
  while (more)
    {
      gsize key_at;
      g_autofree char *key = NULL;
      JsonNode *value;

      skip_space (p);
      key_at = p->pos;
      if ((key = read_key (p)) == NULL || (value = read_member_value (p, object, key, key_at)) == NULL)
        return NULL;
      json_object_set_member (object, key, value);
      more = next_item (p, '}', &failed);
    }
  p->depth--;
  return failed ? NULL : json_node_init_object (json_node_alloc (), object);
}

static JsonNode *
parse_value (Parser *p)
{
  skip_space (p);
  if (p->pos >= p->length)
    return syntax_error (p, p->pos, p->pos == 0 ? _("the file is empty") : _("the text ends where a value should stand"));
  if (!count_value (p))
    return NULL;
  switch (p->data[p->pos])
    {
    case '{':
      return read_object (p);
    case '[':
      return read_array (p);
    case '"':
      {
        g_autofree char *text = read_string (p);

        return text == NULL ? NULL : json_node_init_string (json_node_alloc (), text);
      }
    case '-':
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return read_number (p);
    default:
      return read_word (p);
    }
}

/* Encoding */

static gboolean
check_encoding (Parser *p)
{
  const char *end;

  if (p->length >= 2 && ((guchar) p->data[0] == 0xff || (guchar) p->data[0] == 0xfe) &&
      ((guchar) p->data[1] == 0xff || (guchar) p->data[1] == 0xfe))
    return syntax_error (p, 0, _("the text is UTF-16: a game file is UTF-8")), FALSE;
  if (g_utf8_validate_len (p->data, p->length, &end))
    return TRUE;
  return syntax_error (p, (gsize) (end - p->data), *end == '\0' ? _("a zero byte: a game file is UTF-8 text")
                                                                 : _("not UTF-8 text: a game file is UTF-8")), FALSE;
}

TyrosJsonDocument *
tyros_json_document_read (const char *data,
                          gsize       length,
                          guint       max_depth,
                          guint       max_values,
                          GError    **error)
{
  g_autofree Step *path = g_new0 (Step, max_depth + 1);
  g_autoptr(TyrosJsonDocument) document = g_new0 (TyrosJsonDocument, 1);
  Parser p = {
    .data = data, .length = length, .max_depth = max_depth, .max_values = max_values,
    .path = path, .document = document, .error = error,
  };

  document->numbers = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  if (!check_encoding (&p))
    return NULL;
  /* RFC 8259 lets a reader skip a byte order mark; editors on Windows add one */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    p.pos = 3;
  if ((document->root = parse_value (&p)) == NULL)
    return NULL;
  skip_space (&p);
  if (p.pos < length)
    {
      if (data[p.pos] == '/')
        return unexpected (&p, p.pos);
      return syntax_error (&p, p.pos, _("text after the end of the JSON value"));
    }
  return g_steal_pointer (&document);
}

void
tyros_json_document_free (TyrosJsonDocument *self)
{
  g_clear_pointer (&self->root, json_node_unref);
  g_hash_table_unref (self->numbers);
  g_free (self);
}

JsonNode *
tyros_json_document_get_root (TyrosJsonDocument *self)
{
  return self->root;
}

const char *
tyros_json_document_get_big_integer (TyrosJsonDocument *self,
                                     JsonNode          *node)
{
  const char *text = g_hash_table_lookup (self->numbers, node);

  if (text == NULL || json_node_get_value_type (node) != G_TYPE_DOUBLE || strpbrk (text, ".eE") != NULL)
    return NULL;
  return text;
}

void
tyros_json_append_string (GString    *out,
                          const char *string)
{
  g_autoptr(JsonNode) node = json_node_init_string (json_node_alloc (), string);
  g_autofree char *text = json_to_string (node, FALSE);

  g_string_append (out, text);
}

void
tyros_json_document_append_text (TyrosJsonDocument *self,
                                 GString           *out,
                                 JsonNode          *node)
{
  const char *separator = "";

  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        g_autoptr(GList) members = json_object_get_members (object);

        g_string_append_c (out, '{');
        for (GList *l = members; l != NULL; l = l->next, separator = ",")
          {
            g_string_append (out, separator);
            tyros_json_append_string (out, l->data);
            g_string_append_c (out, ':');
            tyros_json_document_append_text (self, out, json_object_get_member (object, l->data));
          }
        g_string_append_c (out, '}');
        break;
      }
    case JSON_NODE_ARRAY:
      g_string_append_c (out, '[');
      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++, separator = ",")
        {
          g_string_append (out, separator);
          tyros_json_document_append_text (self, out, json_array_get_element (json_node_get_array (node), i));
        }
      g_string_append_c (out, ']');
      break;
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      break;
    case JSON_NODE_VALUE:
    default:
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        tyros_json_append_string (out, json_node_get_string (node));
      else if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      else
        {
          const char *text = g_hash_table_lookup (self->numbers, node);

          /* every number of a document has its text; the nesting was bounded when read */
          g_return_if_fail (text != NULL);
          g_string_append (out, text);
        }
      break;
    }
}

gboolean
tyros_file_format_error_valist (GError    **error,
                                const char *path,
                                const char *format,
                                va_list     args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_FORMAT, "%s: %s", path, message);
  return FALSE;
}
