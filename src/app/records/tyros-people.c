/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-people.c: the players as people, across games */
#define G_LOG_DOMAIN "tyros-people"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tyros-core.h"
#include "tyros-json-reader.h"
#include "tyros-people.h"

/* The alias file is small (a group's names: 600 aliases of the longest
 * names, thousands of real ones); a larger one is not the app's, and is
 * refused unread. It is read when the window starts, on the main thread: at
 * this size in some 12 ms (45 ms for 1 MiB). */
#define PEOPLE_MAX_SIZE (256 * 1024)
#define PEOPLE_MAX_DEPTH 3
#define PEOPLE_MAX_VALUES 100000

struct _TyrosPeople
{
  GObject       parent_instance;

  char         *path;        /* the alias file */
  GPtrArray    *names;       /* names as played, each once, as first added */
  GHashTable   *seen;        /* the same, as a set */
  GHashTable   *aliases;     /* name as played -> the person's name, when they differ */
  GHashTable   *together;    /* names played in one game, as pair_key() */
  GFileMonitor *monitor;     /* another instance's changes to the file */
};

G_DEFINE_FINAL_TYPE (TyrosPeople, tyros_people, G_TYPE_OBJECT)
G_DEFINE_QUARK (tyros-people-error-quark, tyros_people_error)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tyros_people_finalize (GObject *object)
{
  TyrosPeople *self = TYROS_PEOPLE (object);

  g_clear_object (&self->monitor);
  g_free (self->path);
  g_ptr_array_unref (self->names);
  g_hash_table_unref (self->seen);
  g_hash_table_unref (self->aliases);
  g_hash_table_unref (self->together);
  G_OBJECT_CLASS (tyros_people_parent_class)->finalize (object);
}

static void
tyros_people_class_init (TyrosPeopleClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tyros_people_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tyros_people_init (TyrosPeople *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);
  self->seen = g_hash_table_new (g_str_hash, g_str_equal);
  self->aliases = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->together = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

TyrosPeople *
tyros_people_new (const char *path)
{
  TyrosPeople *self = g_object_new (TYROS_TYPE_PEOPLE, NULL);

  self->path = path != NULL ? g_strdup (path)
                            : g_build_filename (g_get_user_data_dir (), "tyros-companion", "people.json", NULL);
  return self;
}

static gboolean
file_error (GError    **error,
            const char *path,
            const char *why)
{
  /* Translators: the app's list of who is who: "“/home/…/people.json”: not a list of people" */
  g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_FILE, _("“%s”: %s"), path, why);
  return FALSE;
}

/* Each name of @aliases leads to its person in one step: a chain
 * ("Anna" -> "Ben" -> "Cleo") is made "Anna" -> "Cleo", so that a later
 * merge moves the right names. A loop ("Anna" -> "Ben" -> "Anna") names no
 * person: FALSE, with the reason. */
static gboolean
flatten_aliases (GHashTable  *aliases,
                 char       **why)
{
  g_autoptr(GHashTable) people = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, aliases);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *person = value;

      for (guint steps = 0; g_hash_table_contains (aliases, person); steps++)
        {
          person = g_hash_table_lookup (aliases, person);
          if (steps >= g_hash_table_size (aliases) || g_str_equal (person, key))
            {
              /* Translators: the app's list of who is who: "Anna" is "Ben", who is "Anna" again */
              *why = g_strdup_printf (_("the names “%s” and “%s” lead to each other in a loop"),
                                      (const char *) key, (const char *) value);
              return FALSE;
            }
        }
      if (!g_str_equal (person, value))
        g_hash_table_insert (people, g_strdup (key), g_strdup (person));
    }
  g_hash_table_iter_init (&iter, people);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (aliases, g_strdup (key), g_strdup (value));
  return TRUE;
}

/* The aliases of the file, into @aliases; FALSE when it is not such a file. */
static gboolean
read_aliases (JsonNode   *root,
              GHashTable *aliases)
{
  JsonObject *object, *map;
  g_autoptr(GList) members = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return FALSE;
  object = json_node_get_object (root);
  if (g_strcmp0 (json_object_get_string_member_with_default (object, "format", NULL), "tyros-people") != 0 ||
      json_object_get_int_member_with_default (object, "version", 0) != 1 ||
      !json_object_has_member (object, "aliases") ||
      !JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "aliases")))
    return FALSE;
  map = json_object_get_object_member (object, "aliases");
  members = json_object_get_members (map);
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *value = json_object_get_member (map, l->data);
      const char *person;

      if (json_node_get_value_type (value) != G_TYPE_STRING)
        return FALSE;
      person = json_node_get_string (value);
      if (!tyros_player_name_is_valid (l->data, NULL) || !tyros_player_name_is_valid (person, NULL))
        return FALSE;
      if (!g_str_equal (l->data, person))
        g_hash_table_insert (aliases, g_strdup (l->data), g_strdup (person));
    }
  return TRUE;
}

/* The aliases of @data, the text of the file @path: strict JSON, each name
 * one step from its person; or NULL with the reason (fuzzed:
 * tests/fuzz/fuzz-people.c) */
static GHashTable *
parse_aliases (const char  *path,
               const char  *data,
               gsize        length,
               GError     **error)
{
  g_autoptr(GHashTable) aliases = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(TyrosJsonDocument) document = NULL;
  g_autofree char *why = NULL;

  document = tyros_json_document_read (data, length, PEOPLE_MAX_DEPTH, PEOPLE_MAX_VALUES, NULL);
  if (document == NULL || !read_aliases (tyros_json_document_get_root (document), aliases))
    return file_error (error, path, _("not a list of people of this app")), NULL;
  if (!flatten_aliases (aliases, &why))
    return file_error (error, path, why), NULL;
  return g_steal_pointer (&aliases);
}

/* The aliases of the file as it is now (none when there is no file), or
 * NULL with the reason. Read as every file the app reads: a regular file,
 * bounded. */
static GHashTable *
read_file (const char  *path,
           GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *data = NULL;
  gsize length;

  data = tyros_file_read_regular (path, PEOPLE_MAX_SIZE, &length, &local);
  if (data == NULL && g_file_test (path, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
    return file_error (error, path, local->message), NULL;
  if (data == NULL)
    return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (length > PEOPLE_MAX_SIZE)
    {
      tyros_file_too_large_error (&local, length, PEOPLE_MAX_SIZE);
      return file_error (error, path, local->message), NULL;
    }
  return parse_aliases (path, data, length, error);
}

static gboolean
same_aliases (GHashTable *a,
              GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (g_hash_table_lookup (b, key), value) != 0)
      return FALSE;
  return TRUE;
}

/* Takes the aliases as the file has them now; TRUE when they changed. */
static gboolean
take_aliases (TyrosPeople *self,
              GHashTable  *aliases)
{
  gboolean changed = !same_aliases (self->aliases, aliases);

  g_hash_table_unref (self->aliases);
  self->aliases = g_hash_table_ref (aliases);
  return changed;
}

static void
read_in_thread (GTask        *task,
                gpointer      source_object G_GNUC_UNUSED,
                gpointer      path,
                GCancellable *cancellable G_GNUC_UNUSED)
{
  GHashTable *aliases = read_file (path, NULL);

  g_task_return_pointer (task, aliases, aliases != NULL ? (GDestroyNotify) g_hash_table_unref : NULL);
}

static void
file_read (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data G_GNUC_UNUSED)
{
  TyrosPeople *self = TYROS_PEOPLE (source);
  g_autoptr(GHashTable) aliases = g_task_propagate_pointer (G_TASK (result), NULL);

  /* a file that cannot be read now changes nothing: the next change says why */
  if (aliases != NULL && take_aliases (self, aliases))
    g_signal_emit (self, signals[CHANGED], 0);
}

/* Another instance of the app (or this one) wrote the file: this one
 * follows, so that its next change starts from what the file holds. Read
 * in a worker thread: the file may be as large as PEOPLE_MAX_SIZE. */
static void
file_changed (TyrosPeople       *self,
              GFile             *file G_GNUC_UNUSED,
              GFile             *other G_GNUC_UNUSED,
              GFileMonitorEvent  event)
{
  g_autoptr(GTask) task = NULL;

  if (event != G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT && event != G_FILE_MONITOR_EVENT_CREATED &&
      event != G_FILE_MONITOR_EVENT_DELETED && event != G_FILE_MONITOR_EVENT_MOVED_IN &&
      event != G_FILE_MONITOR_EVENT_RENAMED)
    return;
  task = g_task_new (self, NULL, file_read, NULL);
  g_task_set_task_data (task, g_strdup (self->path), g_free);
  g_task_run_in_thread (task, read_in_thread);
}

gboolean
tyros_people_load (TyrosPeople  *self,
                   GError      **error)
{
  g_autoptr(GHashTable) aliases = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (TYROS_IS_PEOPLE (self), FALSE);

  if (self->monitor == NULL)
    {
      file = g_file_new_for_path (self->path);
      self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
      if (self->monitor != NULL)
        g_signal_connect_object (self->monitor, "changed", G_CALLBACK (file_changed), self, G_CONNECT_SWAPPED);
    }
  /* a save killed before its rename */
  tyros_data_file_remove_temporaries (self->path);
  /* a file that cannot be read is never written over: each change reads
   * it again first (begin_change()) */
  aliases = read_file (self->path, error);
  if (aliases == NULL)
    return FALSE;
  take_aliases (self, aliases);
  return TRUE;
}

/* Two names, in either order, as one key: a line break is in no name */
static void
pair_key (GString    *key,
          const char *a,
          const char *b)
{
  g_string_assign (key, g_strcmp0 (a, b) < 0 ? a : b);
  g_string_append_c (key, '\n');
  g_string_append (key, g_strcmp0 (a, b) < 0 ? b : a);
}

void
tyros_people_add_names (TyrosPeople       *self,
                        const char *const *names)
{
  g_autoptr(GString) key = g_string_new (NULL);

  g_return_if_fail (TYROS_IS_PEOPLE (self));

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      if (!g_hash_table_contains (self->seen, names[i]))
        {
          char *name = g_strdup (names[i]);

          g_ptr_array_add (self->names, name);
          g_hash_table_add (self->seen, name);
        }
      for (guint j = 0; j < i; j++)
        {
          pair_key (key, names[i], names[j]);
          if (!g_str_equal (names[i], names[j]) && !g_hash_table_contains (self->together, key->str))
            g_hash_table_add (self->together, g_strdup (key->str));
        }
    }
}

const char *
tyros_people_person (TyrosPeople *self,
                     const char  *name)
{
  const char *person;

  g_return_val_if_fail (TYROS_IS_PEOPLE (self), NULL);

  person = g_hash_table_lookup (self->aliases, name);
  return person != NULL ? person : name;
}

/* Every person, each once, as first added */
static GStrv
list_people (TyrosPeople *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) listed = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < self->names->len; i++)
    {
      const char *person = tyros_people_person (self, g_ptr_array_index (self->names, i));

      if (g_hash_table_add (listed, (gpointer) person))
        g_strv_builder_add (builder, person);
    }
  return g_strv_builder_end (builder);
}

static gboolean
starts_as (const char *text,
           const char *typed)
{
  g_autofree char *folded_text = g_utf8_casefold (text, -1);
  g_autofree char *folded_typed = g_utf8_casefold (typed, -1);
  g_autofree char *a = g_utf8_normalize (folded_text, -1, G_NORMALIZE_ALL);
  g_autofree char *b = g_utf8_normalize (folded_typed, -1, G_NORMALIZE_ALL);

  return a != NULL && b != NULL && g_str_has_prefix (a, b);
}

GStrv
tyros_people_complete (TyrosPeople       *self,
                       const char        *typed,
                       const char *const *except,
                       guint              max)
{
  g_auto(GStrv) people = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) taken = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = 0;

  g_return_val_if_fail (TYROS_IS_PEOPLE (self), NULL);

  people = list_people (self);
  for (guint i = 0; except != NULL && except[i] != NULL; i++)
    g_hash_table_add (taken, (gpointer) tyros_people_person (self, except[i]));
  for (guint i = 0; people[i] != NULL && n < max; i++)
    if (!g_hash_table_contains (taken, people[i]) && starts_as (people[i], typed != NULL ? typed : "") &&
        g_strcmp0 (people[i], typed) != 0)
      {
        g_strv_builder_add (builder, people[i]);
        n++;
      }
  return g_strv_builder_end (builder);
}

/* Every name this store knows: as played, and as kept in the alias file. */
static GPtrArray *
all_names (TyrosPeople *self)
{
  GPtrArray *all = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  for (guint i = 0; i < self->names->len; i++)
    g_ptr_array_add (all, g_ptr_array_index (self->names, i));
  g_hash_table_iter_init (&iter, self->aliases);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (self->seen, key))
      g_ptr_array_add (all, key);
  return all;
}

GStrv
tyros_people_names_of (TyrosPeople *self,
                       const char  *person)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TYROS_IS_PEOPLE (self), NULL);

  for (guint i = 0; i < self->names->len; i++)
    {
      const char *name = g_ptr_array_index (self->names, i);

      if (g_str_equal (tyros_people_person (self, name), person))
        g_strv_builder_add (builder, name);
    }
  return g_strv_builder_end (builder);
}

static gboolean
is_person (TyrosPeople *self,
           const char  *person)
{
  g_autoptr(GPtrArray) all = all_names (self);

  for (guint i = 0; i < all->len; i++)
    if (g_str_equal (tyros_people_person (self, g_ptr_array_index (all, i)), person))
      return TRUE;
  return FALSE;
}

/* A change starts from the file as it is now, under the data folder's
 * lock, held until it is saved: a rename or a merge in another window is
 * never undone by this one's (see tyros-data-file.h). NULL when the file
 * cannot be read or the lock had: then nothing changes. */
static TyrosDataLock *
begin_change (TyrosPeople  *self,
              GError      **error)
{
  g_autoptr(TyrosDataLock) lock = tyros_data_lock_take (self->path, error);
  g_autoptr(GHashTable) aliases = NULL;

  if (lock == NULL)
    return NULL;
  aliases = read_file (self->path, error);
  if (aliases == NULL)
    return NULL;
  if (take_aliases (self, aliases))
    g_signal_emit (self, signals[CHANGED], 0);
  return g_steal_pointer (&lock);
}

/* The text of the file for @aliases: sorted, so that the same people give
 * the same file */
static char *
aliases_to_data (GHashTable *aliases)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GList) keys = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "tyros-people");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, 1);
  json_builder_set_member_name (builder, "aliases");
  json_builder_begin_object (builder);
  keys = g_list_sort (g_hash_table_get_keys (aliases), (GCompareFunc) g_strcmp0);
  for (GList *l = keys; l != NULL; l = l->next)
    {
      json_builder_set_member_name (builder, l->data);
      json_builder_add_string_value (builder, g_hash_table_lookup (aliases, l->data));
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

/* Saved whole or not at all, under @lock (tyros-data-file.h). */
static gboolean
save (TyrosPeople    *self,
      TyrosDataLock  *lock,
      GError        **error)
{
  g_autofree char *text = aliases_to_data (self->aliases);

  return tyros_data_file_write_locked (lock, self->path, text, -1, error);
}

/* Every name of @from (those in @only, when not NULL) counts for @to from
 * now on; saved, or nothing changes. */
static gboolean
move_names (TyrosPeople    *self,
            TyrosDataLock  *lock,
            const char     *from,
            const char     *to,
            GHashTable     *only,
            GError        **error)
{
  g_autoptr(GPtrArray) all = all_names (self);
  g_autoptr(GHashTable) before = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *old = g_strdup (from);
  g_autofree char *new = g_strdup (to);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->aliases);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (before, g_strdup (key), g_strdup (value));
  for (guint i = 0; i < all->len; i++)
    {
      const char *name = g_ptr_array_index (all, i);

      if (!g_str_equal (tyros_people_person (self, name), old) || (only != NULL && !g_hash_table_contains (only, name)))
        continue;
      if (g_str_equal (name, new))
        g_hash_table_remove (self->aliases, name);
      else
        g_hash_table_insert (self->aliases, g_strdup (name), g_strdup (new));
    }
  if (!save (self, lock, error))
    {
      g_hash_table_remove_all (self->aliases);
      g_hash_table_iter_init (&iter, before);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_hash_table_insert (self->aliases, g_strdup (key), g_strdup (value));
      return FALSE;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static gboolean
check_person (TyrosPeople  *self,
              const char   *person,
              GError      **error)
{
  if (is_person (self, person))
    return TRUE;
  /* Translators: renaming or merging someone the app does not know */
  g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_UNKNOWN, _("Nobody is called “%s”"), person);
  return FALSE;
}

/* A name a game file can hold */
static gboolean
check_name (const char  *name,
            GError     **error)
{
  g_autofree char *problem = NULL;

  if (tyros_player_name_is_valid (name, &problem))
    return TRUE;
  /* Translators: a name refused, and why: "“…” cannot be a name: a name has 1 to 200 characters" */
  g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_INVALID, _("“%s” cannot be a name: %s"), name, problem);
  return FALSE;
}

/* Whether a name of @person played in a game with a name of @other */
static gboolean
played_together (TyrosPeople *self,
                 const char  *person,
                 const char  *other)
{
  g_auto(GStrv) mine = tyros_people_names_of (self, person);
  g_auto(GStrv) theirs = tyros_people_names_of (self, other);
  g_autoptr(GString) key = g_string_new (NULL);

  for (guint i = 0; mine[i] != NULL; i++)
    for (guint j = 0; theirs[j] != NULL; j++)
      {
        pair_key (key, mine[i], theirs[j]);
        if (g_hash_table_contains (self->together, key->str))
          return TRUE;
      }
  return FALSE;
}

gboolean
tyros_people_rename (TyrosPeople  *self,
                     const char   *person,
                     const char   *name,
                     GError      **error)
{
  g_autoptr(TyrosDataLock) lock = NULL;

  g_return_val_if_fail (TYROS_IS_PEOPLE (self), FALSE);

  if ((lock = begin_change (self, error)) == NULL || !check_person (self, person, error) || !check_name (name, error))
    return FALSE;
  if (g_str_equal (person, name))
    return TRUE;
  if (is_person (self, name))
    {
      /* not "merge them": two people who played together never are one */
      if (played_together (self, person, name))
        /* Translators: renaming a person to the name of another: "“Cleo” is someone else, who played in a game with Ben" */
        g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TAKEN,
                     _("“%s” is someone else, who played in a game with %s"), name, person);
      else
        /* Translators: renaming a person to the name of another */
        g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TAKEN, _("“%s” is someone else’s name"), name);
      return FALSE;
    }
  return move_names (self, lock, person, name, NULL, error);
}

/* Whether @other may count for @person: two people who played together never are one */
static gboolean
merge_allowed (TyrosPeople  *self,
               const char   *person,
               const char   *other,
               GError      **error)
{
  if (!check_person (self, person, error) || !check_person (self, other, error))
    return FALSE;
  if (g_str_equal (person, other))
    {
      g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_INVALID,
                   _("“%s” cannot be merged with themselves"), person);
      return FALSE;
    }
  if (played_together (self, person, other))
    {
      /* Translators: a merge refused: "Anna and Ben played in the same game: they are two people" */
      g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TOGETHER,
                   _("%s and %s played in the same game: they are two people"), person, other);
      return FALSE;
    }
  return TRUE;
}

gboolean
tyros_people_can_merge (TyrosPeople  *self,
                        const char   *person,
                        const char   *other,
                        GError      **error)
{
  g_return_val_if_fail (TYROS_IS_PEOPLE (self), FALSE);

  return merge_allowed (self, person, other, error);
}

gboolean
tyros_people_merge (TyrosPeople  *self,
                    const char   *person,
                    const char   *other,
                    GError      **error)
{
  g_autoptr(TyrosDataLock) lock = NULL;

  g_return_val_if_fail (TYROS_IS_PEOPLE (self), FALSE);

  /* checked against the file as it is now, under its lock */
  return (lock = begin_change (self, error)) != NULL && merge_allowed (self, person, other, error) &&
         move_names (self, lock, other, person, NULL, error);
}

gboolean
tyros_people_split (TyrosPeople       *self,
                    const char *const *names,
                    const char        *person,
                    GError           **error)
{
  g_autoptr(GHashTable) only = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(TyrosDataLock) lock = NULL;
  g_autofree char *from = NULL;

  g_return_val_if_fail (TYROS_IS_PEOPLE (self), FALSE);
  g_return_val_if_fail (names != NULL && names[0] != NULL, FALSE);

  if ((lock = begin_change (self, error)) == NULL)
    return FALSE;
  from = g_strdup (tyros_people_person (self, names[0]));
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (!g_hash_table_contains (self->seen, names[i]) && !g_hash_table_contains (self->aliases, names[i]))
        return check_person (self, names[i], error);
      if (!g_str_equal (tyros_people_person (self, names[i]), from))
        {
          /* Translators: taking spellings of a person apart, when they are not all theirs */
          g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_INVALID,
                       _("“%s” is not a name of %s"), names[i], from);
          return FALSE;
        }
      g_hash_table_add (only, (gpointer) names[i]);
    }
  if (!check_name (person, error))
    return FALSE;
  if (is_person (self, person))
    {
      /* Translators: the name given to the games taken out of a person is taken */
      g_set_error (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TAKEN, _("“%s” is someone else’s name"), person);
      return FALSE;
    }
  return move_names (self, lock, from, person, only, error);
}
