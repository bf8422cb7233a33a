/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records.c: the finished games of the store, as plays of people */
#define G_LOG_DOMAIN "tyros-records"

#include "config.h"

#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "tyros-game-reader.h"
#include "tyros-json-reader.h"
#include "tyros-records.h"

/* The plays of the folder's files as last read, kept in the folder (not a
 * game: not ".tyros"), so that opening the page after a start reads no
 * file that has not changed. JSON lines: a first line CACHE_HEADER, then
 * one line per file, ["NAME", mtime in µs, ctime in µs, size in bytes, the
 * play as tyros_play_to_json() writes it, or why the file counts nothing:
 * "unreadable", "illegal-move" or "unfinished"]. A line counts for a file
 * only while its inode change time and size are the file's: a file written
 * with its old modification time (rsync -t, cp -p) has a new change time.
 * Read one line at a time: a tree of the whole cache (385 KB for 1,000
 * games) took 3 to 8 MB that glibc kept (bench/records). The cache is never
 * believed over a game file: a cache that cannot be read, a line that is not
 * strict JSON or not a play a game file could give nor a reason, is ignored,
 * and those files are read again. */
#define CACHE_NAME "records-cache.json"
#define CACHE_HEADER "{\"version\":3}"
/* some 400 bytes a game: 100,000 games */
#define CACHE_MAX_SIZE (64 * 1024 * 1024)
/* a line: ["NAME",1,2,3,{...4 players of 8 values...}] */
#define CACHE_LINE_MAX_DEPTH 5
#define CACHE_LINE_MAX_VALUES 200

/* One file of the folder as last read */
typedef struct {
  char      *path;
  gint64     mtime;                       /* µs */
  gint64     ctime;                       /* µs: the inode's change time */
  gint64     size;
  TyrosPlay *play;                        /* NULL: left out */
  TyrosLeftOutReason left_out;            /* why, else TYROS_LEFT_OUT_NONE */
  TyrosPlayedOrder order;                 /* when it was played, for the history's order */
  char      *played[TYROS_MAX_PLAYERS + 1];   /* the names as in the file, NULL-terminated */
  char      *stored;                      /* the play as in the file, for the cache: JSON
                                           * text (the reason when no play), a GRefString (a
                                           * text, not a tree: 1,000 trees took 6 MB) */
} Entry;

struct _TyrosRecords
{
  GObject       parent_instance;

  char         *dir;
  TyrosPeople  *people;
  GHashTable   *entries;   /* path -> Entry, as last read */
  GPtrArray    *plays;     /* TyrosPlay of the entries, newest first */
  GPtrArray    *left_out;  /* TyrosLeftOutFile of the entries, newest first */
};

G_DEFINE_FINAL_TYPE (TyrosRecords, tyros_records, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The reasons as the cache writes them, by TyrosLeftOutReason */
static const char *const left_out_names[] = { NULL, "unreadable", "illegal-move", "unfinished" };

static void
left_out_file_free (TyrosLeftOutFile *file)
{
  g_free (file->path);
  g_free (file);
}

static void
entry_free (Entry *entry)
{
  g_free (entry->path);
  g_clear_pointer (&entry->play, tyros_play_unref);
  for (guint i = 0; i < TYROS_MAX_PLAYERS; i++)
    g_free (entry->played[i]);
  g_clear_pointer (&entry->stored, g_ref_string_release);
  g_free (entry);
}

/* What the worker knows of a file read before (on the main thread's side) */
typedef struct {
  gint64  mtime;
  gint64  ctime;
  gint64  size;
  char   *stored;   /* GRefString, the entry's */
} Known;

static void
known_free (Known *known)
{
  g_ref_string_release (known->stored);
  g_free (known);
}

static void
tyros_records_finalize (GObject *object)
{
  TyrosRecords *self = TYROS_RECORDS (object);

  g_free (self->dir);
  g_clear_object (&self->people);
  g_hash_table_unref (self->entries);
  g_ptr_array_unref (self->plays);
  g_ptr_array_unref (self->left_out);
  G_OBJECT_CLASS (tyros_records_parent_class)->finalize (object);
}

static void
tyros_records_class_init (TyrosRecordsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tyros_records_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tyros_records_init (TyrosRecords *self)
{
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) entry_free);
  self->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
  self->left_out = g_ptr_array_new_with_free_func ((GDestroyNotify) left_out_file_free);
}

/* The plays' names are the people's: a play is the records' own until the
 * stats are made from it (the core's TyrosPlay has no other way to name a
 * player than as the file does). */
static void
name_people (TyrosRecords *self)
{
  GHashTableIter iter;
  Entry *entry;

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &entry))
    for (guint i = 0; entry->play != NULL && i < entry->play->n_players; i++)
      {
        const char *person = tyros_people_person (self->people, entry->played[i]);

        if (g_strcmp0 (entry->play->players[i].name, person) != 0)
          {
            g_free (entry->play->players[i].name);
            entry->play->players[i].name = g_strdup (person);
          }
      }
}

static void
people_changed (TyrosRecords *self)
{
  name_people (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

TyrosRecords *
tyros_records_new (const char  *dir,
                   TyrosPeople *people)
{
  TyrosRecords *self = g_object_new (TYROS_TYPE_RECORDS, NULL);

  self->dir = dir != NULL ? g_strdup (dir)
                          : g_build_filename (g_get_user_data_dir (), "tyros-companion", "games", NULL);
  self->people = g_object_ref (people);
  g_signal_connect_object (people, "changed", G_CALLBACK (people_changed), self, G_CONNECT_SWAPPED);
  return self;
}

/* What a read works on: a copy of what was known when it started (the
 * worker never touches the records), and what it found. */
typedef struct {
  char       *dir;
  GHashTable *known;   /* path -> Known, as last read */
  GPtrArray  *found;   /* the paths of the folder's games now */
  GHashTable *fresh;   /* path -> Entry, the files read now (or found in the cache) */
} ReadData;

static void
read_data_free (ReadData *data)
{
  g_free (data->dir);
  g_hash_table_unref (data->known);
  g_ptr_array_unref (data->found);
  g_hash_table_unref (data->fresh);
  g_free (data);
}

/* An entry of @play (taken; NULL: left out for @left_out), its names as in the file */
static Entry *
entry_new (const char         *path,
           gint64              mtime,
           gint64              ctime,
           gint64              size,
           TyrosPlay          *play,
           TyrosLeftOutReason  left_out)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->path = g_strdup (path);
  entry->mtime = mtime;
  entry->ctime = ctime;
  entry->size = size;
  entry->play = play;
  if (play != NULL)
    play->file_time = mtime / G_USEC_PER_SEC;   /* dates a play the file says nothing of */
  entry->order = tyros_played_order (play != NULL ? play->started : NULL, play != NULL ? play->finished : NULL,
                                     mtime, entry->path);
  entry->left_out = play != NULL ? TYROS_LEFT_OUT_NONE : left_out;
  for (guint i = 0; entry->play != NULL && i < entry->play->n_players; i++)
    entry->played[i] = g_strdup (entry->play->players[i].name);
  if (play != NULL)
    {
      g_autoptr(JsonNode) node = tyros_play_to_json (play);
      g_autofree char *text = json_to_string (node, FALSE);

      entry->stored = g_ref_string_new (text);
    }
  else
    {
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", left_out_names[entry->left_out]);

      entry->stored = g_ref_string_new (quoted);
    }
  return entry;
}

static Entry *
read_entry (const char *path,
            gint64      mtime,
            gint64      ctime,
            gint64      size)
{
  g_autofree char *bad_move = NULL;
  g_autoptr(TyrosGame) game = tyros_game_reader_read (path, &bad_move, NULL);

  /* A game that cannot be read whole counts nothing */
  if (game == NULL)
    return entry_new (path, mtime, ctime, size, NULL, TYROS_LEFT_OUT_UNREADABLE);
  if (bad_move != NULL)
    return entry_new (path, mtime, ctime, size, NULL, TYROS_LEFT_OUT_ILLEGAL_MOVE);
  /* a journal that breaks a rule stops before that move: not over */
  return entry_new (path, mtime, ctime, size, tyros_play_new (game, path),
                    tyros_game_has_journal_error (game) ? TYROS_LEFT_OUT_ILLEGAL_MOVE : TYROS_LEFT_OUT_UNFINISHED);
}

/* The entry of @path as the cache has it for this change time and size
 * (taken from @cache), or NULL (not there, or changed since) */
static Entry *
cached_entry (GHashTable *cache,
              const char *path,
              gint64      ctime,
              gint64      size)
{
  g_autofree char *name = g_path_get_basename (path);
  Entry *entry = cache != NULL ? g_hash_table_lookup (cache, name) : NULL;

  if (entry == NULL || entry->ctime != ctime || entry->size != size)
    return NULL;
  g_hash_table_steal (cache, name);
  return entry;
}

/* @node as a whole number from 0, or -1 */
static gint64
cache_number (JsonNode *node)
{
  if (json_node_get_value_type (node) != G_TYPE_INT64 || json_node_get_int (node) < 0)
    return -1;
  return json_node_get_int (node);
}

/* An entry of the cache from one of its lines, or NULL when the line is not
 * ["NAME", mtime, ctime, size, a whole play or null]: strict JSON, a game's
 * file name, and a play as a game file could give (tyros_play_new_from_json) */
static Entry *
cache_line (const char *dir,
            const char *line,
            gsize       length)
{
  g_autoptr(TyrosJsonDocument) document = NULL;
  JsonNode *root;
  JsonArray *array;
  const char *name;
  gint64 mtime, ctime, size;
  g_autofree char *path = NULL;
  TyrosPlay *stored = NULL;
  TyrosLeftOutReason left_out = TYROS_LEFT_OUT_NONE;
  JsonNode *play;

  document = tyros_json_document_read (line, length, CACHE_LINE_MAX_DEPTH, CACHE_LINE_MAX_VALUES, NULL);
  if (document == NULL || !JSON_NODE_HOLDS_ARRAY (root = tyros_json_document_get_root (document)) ||
      json_array_get_length (array = json_node_get_array (root)) != 5 ||
      json_node_get_value_type (json_array_get_element (array, 0)) != G_TYPE_STRING)
    return NULL;
  name = json_node_get_string (json_array_get_element (array, 0));
  mtime = cache_number (json_array_get_element (array, 1));
  ctime = cache_number (json_array_get_element (array, 2));
  size = cache_number (json_array_get_element (array, 3));
  play = json_array_get_element (array, 4);
  if (!g_str_has_suffix (name, ".tyros") || strchr (name, '/') != NULL || !g_utf8_validate (name, -1, NULL) ||
      mtime < 0 || ctime < 0 || size < 0)
    return NULL;
  path = g_build_filename (dir, name, NULL);
  if (json_node_get_value_type (play) == G_TYPE_STRING)
    {
      for (guint r = TYROS_LEFT_OUT_UNREADABLE; r < G_N_ELEMENTS (left_out_names); r++)
        if (g_str_equal (json_node_get_string (play), left_out_names[r]))
          left_out = (TyrosLeftOutReason) r;
      if (left_out == TYROS_LEFT_OUT_NONE)
        return NULL;
    }
  else if ((stored = tyros_play_new_from_json (play, path, NULL)) == NULL)
    return NULL;
  return entry_new (path, mtime, ctime, size, stored, left_out);
}

/* The cache's entries (file name -> Entry), or NULL when there is none to
 * trust. Read as every file the app reads: regular files only, bounded. */
static GHashTable *
load_cache (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, CACHE_NAME, NULL);
  g_autofree char *text = NULL;
  GHashTable *cache;
  char *line, *end;
  gsize length;

  /* a save of the cache killed before its rename */
  tyros_data_file_remove_temporaries (path);
  text = tyros_file_read_regular (path, CACHE_MAX_SIZE, &length, NULL);
  if (text == NULL || length > CACHE_MAX_SIZE || !g_str_has_prefix (text, CACHE_HEADER "\n"))
    return NULL;
  cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) entry_free);
  /* a last line without its end is cut short: not read */
  for (line = text + strlen (CACHE_HEADER "\n"); (end = memchr (line, '\n', length - (gsize) (line - text))) != NULL;
       line = end + 1)
    {
      Entry *entry;

      if ((entry = cache_line (dir, line, (gsize) (end - line))) != NULL)
        g_hash_table_replace (cache, g_path_get_basename (entry->path), entry);
    }
  return cache;
}

static void
cache_add (GString    *text,
           const char *path,
           gint64      mtime,
           gint64      ctime,
           gint64      size,
           const char *stored)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr(JsonNode) name = json_node_init_string (json_node_alloc (), base);
  g_autofree char *quoted = json_to_string (name, FALSE);

  g_string_append_printf (text, "[%s,%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%s]\n", quoted,
                          mtime, ctime, size, stored);
}

/* Writes what is known of the folder's files now, atomically, as the other
 * files of the data folder are (tyros-data-file.h); a cache not written is
 * only slower next time. Another instance's cache written over is no loss
 * either: a line counts only for the file as it is now. */
static void
save_cache (ReadData *data)
{
  g_autofree char *path = g_build_filename (data->dir, CACHE_NAME, NULL);
  g_autoptr(GString) text = g_string_new (CACHE_HEADER "\n");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < data->found->len; i++)
    {
      const char *file = g_ptr_array_index (data->found, i);
      Entry *entry = g_hash_table_lookup (data->fresh, file);
      Known *known = g_hash_table_lookup (data->known, file);

      if (entry != NULL)
        cache_add (text, file, entry->mtime, entry->ctime, entry->size, entry->stored);
      else if (known != NULL)
        cache_add (text, file, known->mtime, known->ctime, known->size, known->stored);
    }
  if (!tyros_data_file_write (path, text->str, (gssize) text->len, &error))
    g_debug ("records cache not saved: %s", error->message);
}

/* A file to read, and what it gave */
typedef struct {
  const char   *path;
  gint64        mtime;
  gint64        ctime;
  gint64        size;
  Entry        *entry;
  GCancellable *cancellable;
} Job;

static void
read_job (gpointer data,
          gpointer user_data G_GNUC_UNUSED)
{
  Job *job = data;

  if (!g_cancellable_is_cancelled (job->cancellable))
    job->entry = read_entry (job->path, job->mtime, job->ctime, job->size);
}

/* Reads @jobs on every core: reading a game replays its moves (1,000 games
 * took 1.3 s on one core; bench/records). The core's reading keeps no
 * mutable static state (tyros-file.c). */
static void
read_jobs (GArray       *jobs,
           GCancellable *cancellable)
{
  GThreadPool *pool = g_thread_pool_new (read_job, NULL, (int) MIN (g_get_num_processors (), 4), TRUE, NULL);

  for (guint i = 0; i < jobs->len; i++)
    {
      Job *job = &g_array_index (jobs, Job, i);

      job->cancellable = cancellable;
      g_thread_pool_push (pool, job, NULL);
    }
  g_thread_pool_free (pool, FALSE, TRUE);
}

/* Runs in a worker thread: reads the files new or changed since @known. */
static void
read_in_thread (GTask        *task,
                gpointer      source_object G_GNUC_UNUSED,
                gpointer      task_data,
                GCancellable *cancellable)
{
  ReadData *data = task_data;
  g_autoptr(GFile) dir = g_file_new_for_path (data->dir);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GArray) jobs = g_array_new (FALSE, TRUE, sizeof (Job));
  /* read once, when nothing is known yet (the first read after a start) */
  g_autoptr(GHashTable) cache = g_hash_table_size (data->known) == 0 ? load_cache (data->dir) : NULL;
  guint n_cached = cache != NULL ? g_hash_table_size (cache) : 0;
  gboolean cache_stale = FALSE;
  GFileInfo *info;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC ","
                                        G_FILE_ATTRIBUTE_TIME_CHANGED "," G_FILE_ATTRIBUTE_TIME_CHANGED_USEC,
                                        G_FILE_QUERY_INFO_NONE, cancellable, NULL);
  while (children != NULL && g_file_enumerator_iterate (children, &info, NULL, cancellable, NULL) && info != NULL)
    {
      const char *name = g_file_info_get_name (info);
      char *path;
      const Known *known;
      Entry *cached;
      Job job = { NULL, 0, 0, 0, NULL, NULL };

      /* not "game.tyros.XXXXXX", a save under way */
      if (!g_str_has_suffix (name, ".tyros"))
        continue;
      path = g_build_filename (data->dir, name, NULL);
      g_ptr_array_add (data->found, path);
      job.path = path;
      job.mtime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC +
                  g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      job.ctime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_CHANGED) * G_USEC_PER_SEC +
                  g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_CHANGED_USEC);
      job.size = g_file_info_get_size (info);
      known = g_hash_table_lookup (data->known, path);
      if (known != NULL && known->ctime == job.ctime && known->size == job.size && known->mtime == job.mtime)
        continue;
      cached = cache != NULL ? cached_entry (cache, path, job.ctime, job.size) : NULL;
      if (cached != NULL)
        g_hash_table_insert (data->fresh, cached->path, cached);
      else
        g_array_append_val (jobs, job);
    }
  /* the cache tells of other files than those found now; or, read before,
   * files have gone */
  if (g_hash_table_size (data->known) == 0)
    cache_stale = cache == NULL || n_cached != data->found->len;
  else
    cache_stale = g_hash_table_size (data->known) != data->found->len || g_hash_table_size (data->fresh) > 0;
  read_jobs (jobs, cancellable);
  for (guint i = 0; i < jobs->len; i++)
    {
      Job *job = &g_array_index (jobs, Job, i);

      if (job->entry != NULL)
        g_hash_table_insert (data->fresh, job->entry->path, job->entry);
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  if (jobs->len > 0 || cache_stale)
    save_cache (data);
  g_clear_pointer (&cache, g_hash_table_unref);
#ifdef __GLIBC__
  /* what the read parsed and dropped (the cache's lines, the files' JSON)
   * goes back to the system, here in the worker: 0.2 to 1.4 MB of the
   * Records page's memory with 1,000 games (bench/records) */
  malloc_trim (0);
#endif
  g_task_return_boolean (task, TRUE);
}

void
tyros_records_read_async (TyrosRecords        *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ReadData *data = g_new0 (ReadData, 1);
  GHashTableIter iter;
  Entry *entry;

  g_return_if_fail (TYROS_IS_RECORDS (self));

  data->dir = g_strdup (self->dir);
  data->known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) known_free);
  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &entry))
    {
      Known *known = g_new (Known, 1);

      known->mtime = entry->mtime;
      known->ctime = entry->ctime;
      known->size = entry->size;
      known->stored = g_ref_string_acquire (entry->stored);
      g_hash_table_insert (data->known, g_strdup (entry->path), known);
    }
  data->found = g_ptr_array_new_with_free_func (g_free);
  data->fresh = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) entry_free);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tyros_records_read_async);
  g_task_set_task_data (task, data, (GDestroyNotify) read_data_free);
  g_task_run_in_thread (task, read_in_thread);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const Entry *x = *(Entry **) a, *y = *(Entry **) b;

  return tyros_played_order_compare (&x->order, &y->order);
}

/* On the main thread: the files found now, read now or as known. FALSE
 * when that is what was known already. */
static gboolean
take_entries (TyrosRecords *self,
              ReadData     *data)
{
  gboolean changed = g_hash_table_size (data->fresh) > 0 || data->found->len != g_hash_table_size (self->entries);
  g_autoptr(GHashTable) entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) entry_free);
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();

  for (guint i = 0; i < data->found->len; i++)
    {
      const char *path = g_ptr_array_index (data->found, i);
      Entry *entry = NULL;

      /* stolen: the key is the entry's own path */
      if (!g_hash_table_steal_extended (data->fresh, path, NULL, (gpointer *) &entry))
        g_hash_table_steal_extended (self->entries, path, NULL, (gpointer *) &entry);
      /* NULL: known when the read started, gone since (a read that ended before) */
      if (entry == NULL)
        continue;
      g_hash_table_insert (entries, entry->path, entry);
      g_ptr_array_add (sorted, entry);
    }
  g_hash_table_unref (self->entries);
  self->entries = g_steal_pointer (&entries);
  g_ptr_array_sort (sorted, newest_first);
  g_ptr_array_set_size (self->plays, 0);
  g_ptr_array_set_size (self->left_out, 0);
  for (guint i = 0; i < sorted->len; i++)
    {
      Entry *entry = g_ptr_array_index (sorted, i);

      tyros_people_add_names (self->people, (const char *const *) entry->played);
      if (entry->play != NULL)
        g_ptr_array_add (self->plays, tyros_play_ref (entry->play));
      else
        {
          TyrosLeftOutFile *file = g_new (TyrosLeftOutFile, 1);

          file->path = g_strdup (entry->path);
          file->reason = entry->left_out;
          g_ptr_array_add (self->left_out, file);
        }
    }
  name_people (self);
  return changed;
}

gboolean
tyros_records_read_finish (TyrosRecords  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  GTask *task;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  task = G_TASK (result);
  if (!g_task_propagate_boolean (task, error))
    return FALSE;
  /* read again with nothing new: the page stays as it is */
  if (take_entries (self, g_task_get_task_data (task)))
    g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

GPtrArray *
tyros_records_get_plays (TyrosRecords *self)
{
  g_return_val_if_fail (TYROS_IS_RECORDS (self), NULL);
  return self->plays;
}

GPtrArray *
tyros_records_get_left_out (TyrosRecords *self)
{
  g_return_val_if_fail (TYROS_IS_RECORDS (self), NULL);
  return self->left_out;
}

GPtrArray *
tyros_records_filter (TyrosRecords       *self,
                      const char         *person,
                      const TyrosEdition *edition,
                      guint               n_players)
{
  GPtrArray *plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);

  g_return_val_if_fail (TYROS_IS_RECORDS (self), NULL);

  for (guint i = 0; i < self->plays->len; i++)
    {
      TyrosPlay *play = g_ptr_array_index (self->plays, i);

      if ((edition == NULL || play->edition == edition) && (n_players == 0 || play->n_players == n_players) &&
          (person == NULL || tyros_play_find_player (play, person) != NULL))
        g_ptr_array_add (plays, tyros_play_ref (play));
    }
  return plays;
}

TyrosPeople *
tyros_records_get_people (TyrosRecords *self)
{
  g_return_val_if_fail (TYROS_IS_RECORDS (self), NULL);
  return self->people;
}
