/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-people.c: the app's list of who is who (people.json) as the app reads it
 *
 * The input is the file's text, given to the reader of
 * src/app/records/tyros-people.c (included: its reader is static). What it
 * takes must be people a game file could name: every name as
 * tyros_player_name_is_valid(), each one step from its person (a chain
 * flattened, a loop refused), never its own alias; saved as the app saves
 * it, the text reads back as the same people and saves to the same bytes.
 * A refusal must say why in UTF-8.
 */
#include "../../src/app/records/tyros-people.c"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
check_people (GHashTable *aliases)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, aliases);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      if (!tyros_player_name_is_valid (key, NULL) || !tyros_player_name_is_valid (value, NULL))
        g_error ("a name that no game file could hold was taken");
      if (g_str_equal (key, value))
        g_error ("a name was taken as its own alias");
      if (g_hash_table_contains (aliases, value))
        g_error ("a person who is in turn an alias (a chain not flattened)");
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) aliases = parse_aliases ("people.json", (const char *) data, size, &error);
  g_autoptr(GHashTable) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  if (aliases == NULL)
    {
      if (error == NULL || !g_utf8_validate (error->message, -1, NULL))
        g_error ("a refusal without a reason in UTF-8");
      return 0;
    }
  check_people (aliases);
  text = aliases_to_data (aliases);
  again = parse_aliases ("people.json", text, strlen (text), &error);
  if (again == NULL)
    g_error ("people taken save to a file that is refused: %s", error->message);
  if (!same_aliases (aliases, again))
    g_error ("people taken read back as other people");
  text_again = aliases_to_data (again);
  if (!g_str_equal (text, text_again))
    g_error ("the same people save to other bytes");
  return 0;
}
