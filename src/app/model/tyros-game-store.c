/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-store.c: the games kept in the user's data directory */
#define G_LOG_DOMAIN "tyros-game-store"

#include "config.h"

#include <string.h>

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tyros-game-reader.h"
#include "tyros-game-store.h"

struct _TyrosGameStore
{
  GObject  parent_instance;

  char    *dir;
  char    *trash;       /* deleted games wait in a folder of it for their undo toast */
  char    *own_trash;   /* this store's folder there; NULL before its first deletion */
  char    *index;       /* the summaries of the listed games (see read_summary()) */
};

G_DEFINE_FINAL_TYPE (TyrosGameStore, tyros_game_store, G_TYPE_OBJECT)

/* Another instance of the app may use the same folder (it cannot always be
 * single-instance: without a usable session bus it is not), so a store
 * removes only what it made, or what no instance can still be using:
 *
 * - "game.tyros.XXXXXX", the temporary file of a save, once it is older than
 *   a save can take (milliseconds, or seconds on a slow disk): a fresh one
 *   may be another instance's save in flight, an old one was killed.
 * - its own folder of .deleted when it goes; another's once nothing was
 *   moved into it for a day, far longer than an undo toast is shown: that
 *   instance ended without confirming (a crash). A folder's modification
 *   time is the last time a game was moved into it; a moved file keeps its own. */
#define STALE_TEMPORARY_SECONDS (10 * 60)
#define STALE_TRASH_SECONDS     (24 * 60 * 60)

static void
saved_game_free (TyrosSavedGame *saved)
{
  if (saved == NULL)
    return;
  g_free (saved->path);
  g_clear_pointer (&saved->modified, g_date_time_unref);
  g_free (saved->players);
  g_strfreev (saved->names);
  g_free (saved->status);
  g_free (saved->problem);
  g_free (saved->started);
  g_free (saved->finished_at);
  g_free (saved);
}

/* Fails with the error of the last system call on @file. */
static gboolean
fail_with_errno (GError     **error,
                 const char  *file)
{
  int saved_errno = errno;

  /* Translators: a file or folder, and what went wrong: "“/home/…/games”: Permission denied" */
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), _("“%s”: %s"), file,
               g_strerror (saved_errno));
  return FALSE;
}

static char *
trash_path (TyrosGameStore *self,
            const char     *path)
{
  g_autofree char *name = g_path_get_basename (path);

  return g_build_filename (self->own_trash != NULL ? self->own_trash : self->trash, name, NULL);
}

/* TRUE when a deletion not yet confirmed, of any instance, holds @name:
 * restoring it must not meet a new game of that name. */
static gboolean
in_trash (TyrosGameStore *self,
          const char     *name)
{
  g_autoptr(GDir) dir = g_dir_open (self->trash, 0, NULL);
  const char *entry;

  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->trash, entry, name, NULL);

      /* A file directly in .deleted: left by a version before the folders */
      if (g_str_equal (entry, name) || g_file_test (path, G_FILE_TEST_EXISTS))
        return TRUE;
    }
  return FALSE;
}

static void
remove_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_unlink (path);
    }
  g_rmdir (folder);
}

/* The deletions of instances that ended without confirming them, a day ago. */
static void
purge_stale_trash (TyrosGameStore *self)
{
  g_autoptr(GDir) dir = g_dir_open (self->trash, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->trash, name, NULL);
      GStatBuf st;

      if (g_lstat (path, &st) != 0)
        continue;
      if (S_ISDIR (st.st_mode) && now - st.st_mtime > STALE_TRASH_SECONDS)
        remove_folder (path);
      /* A file directly in .deleted (a version before the folders): its
       * status changed when it was moved there */
      else if (S_ISREG (st.st_mode) && now - st.st_ctime > STALE_TRASH_SECONDS)
        g_unlink (path);
    }
}

static void
tyros_game_store_finalize (GObject *object)
{
  TyrosGameStore *self = TYROS_GAME_STORE (object);

  /* Deletions not undone before the window closed are confirmed now. */
  if (self->own_trash != NULL)
    remove_folder (self->own_trash);
  g_free (self->dir);
  g_free (self->trash);
  g_free (self->own_trash);
  g_free (self->index);
  G_OBJECT_CLASS (tyros_game_store_parent_class)->finalize (object);
}

static void
tyros_game_store_class_init (TyrosGameStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tyros_game_store_finalize;
}

static void
tyros_game_store_init (TyrosGameStore *self G_GNUC_UNUSED)
{
}

/* "game.tyros.XXXXXX" is the temporary file of a save; the game itself is
 * whole in "game.tyros", or, for a first save killed before its link, had
 * no file yet. */
static gboolean
is_temporary (const char *name)
{
  return strstr (name, ".tyros.") != NULL;
}

static void
remove_stale_temporaries (TyrosGameStore *self)
{
  g_autoptr(GDir) dir = g_dir_open (self->dir, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->dir, name, NULL);
      GStatBuf st;

      if (is_temporary (name) && g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) &&
          now - st.st_mtime > STALE_TEMPORARY_SECONDS)
        g_unlink (path);
    }
}

TyrosGameStore *
tyros_game_store_new (const char *dir)
{
  TyrosGameStore *self = g_object_new (TYROS_TYPE_GAME_STORE, NULL);

  self->dir = dir != NULL ? g_strdup (dir)
                          : g_build_filename (g_get_user_data_dir (), "tyros-companion", "games", NULL);
  self->trash = g_build_filename (self->dir, ".deleted", NULL);
  self->index = g_build_filename (self->dir, ".summaries", NULL);
  purge_stale_trash (self);
  remove_stale_temporaries (self);
  return self;
}

/* Gives @temporary the name @path unless a file has it: TRUE when it took it,
 * FALSE with G_FILE_ERROR_EXIST when the name is taken. */
static gboolean
claim_name (const char  *temporary,
            const char  *path,
            GError     **error)
{
  int fd;

  if (link (temporary, path) == 0)
    return TRUE;
  if (errno != EPERM && errno != ENOTSUP && errno != ENOSYS)
    return fail_with_errno (error, path);
  /* A file system without hard links (FAT): the name is taken empty, then
   * the game renamed over it. */
  fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0)
    return fail_with_errno (error, path);
  close (fd);
  if (g_rename (temporary, path) != 0)
    {
      fail_with_errno (error, path);
      g_unlink (path);
      return FALSE;
    }
  return TRUE;
}

char *
tyros_game_store_save_new (TyrosGameStore  *self,
                           TyrosGame       *game,
                           GError         **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *first = NULL;
  g_autofree char *temporary = NULL;

  g_return_val_if_fail (TYROS_IS_GAME_STORE (self), NULL);

  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      fail_with_errno (error, self->dir);
      return NULL;
    }
  first = g_strdup_printf ("%s/game-%s.tyros", self->dir, stamp);
  temporary = tyros_file_save_temporary (game, first, error);
  if (temporary == NULL)
    return NULL;

  /* The time tells the games apart in a file manager; the counter, games
   * started within the same second, by this instance or another one. The
   * whole game gets its name by a link, which never replaces a file: two
   * instances cannot take one name, and a name is never taken by a file
   * that is not a whole game. */
  for (guint i = 0;; i++)
    {
      g_autofree char *name = i == 0 ? g_strdup_printf ("game-%s.tyros", stamp)
                                     : g_strdup_printf ("game-%s-%u.tyros", stamp, i);
      g_autofree char *path = g_build_filename (self->dir, name, NULL);
      g_autoptr(GError) taken = NULL;

      if (in_trash (self, name))
        continue;
      if (claim_name (temporary, path, &taken))
        {
          g_unlink (temporary);
          return g_steal_pointer (&path);
        }
      if (!g_error_matches (taken, G_FILE_ERROR, G_FILE_ERROR_EXIST))
        {
          g_propagate_error (error, g_steal_pointer (&taken));
          g_unlink (temporary);
          return NULL;
        }
    }
}

gboolean
tyros_game_store_contains (TyrosGameStore *self,
                           const char     *path)
{
  g_autofree char *parent = NULL;

  g_return_val_if_fail (TYROS_IS_GAME_STORE (self), FALSE);

  if (path == NULL)
    return FALSE;
  parent = g_path_get_dirname (path);
  return g_str_equal (parent, self->dir);
}

gboolean
tyros_game_store_save (TyrosGameStore *self,
                       TyrosGame      *game,
                       const char     *path,
                       GError        **error)
{
  g_return_val_if_fail (TYROS_IS_GAME_STORE (self), FALSE);

  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    return fail_with_errno (error, self->dir);
  return tyros_file_save (game, path, error);
}

/* The start page lists the games at start-up, and reading a game replays
 * every move: about 2 ms each. So what the list shows of a game is kept in
 * the key file .summaries of the store, one group per file name, valid while
 * the file keeps its modification time; only new or changed files are read. */

#define KEY_MTIME   "mtime"
#define KEY_PLAYERS "players"
#define KEY_NAMES   "names"    /* the players' names, one by one (New Game offers them) */
#define KEY_KIND    "kind"     /* "playing", "over" or "finished-board" */
#define KEY_ROUND   "round"
#define KEY_TO_ACT  "to-act"   /* the player to act, while playing */
#define KEY_LEADERS "leaders"  /* who leads or won: "Anna" or "Anna, Ben" */
#define KEY_POINTS  "points"   /* their points, as if the game ended now */
#define KEY_PROBLEM "problem"  /* why the file cannot be read */
#define KEY_PARTLY  "partly"   /* true: the moves before the bad one can be */
#define KEY_BREAKS  "breaks"   /* the move (from 1) of the journal that breaks a rule */
/* When it was played, kept for every game of the folder, listed or not:
 * the list is in that order (tyros_played_order()) */
#define KEY_PLAYED_READ "played-read"  /* true: the play record's times were read */
#define KEY_STARTED     "started"
#define KEY_FINISHED    "finished"

static void
write_leaders (GKeyFile   *index,
               const char *group,
               TyrosGame  *game)
{
  const char *const *names = tyros_game_get_player_names (game);
  g_autoptr(TyrosScore) score = tyros_score_compute (tyros_game_get_state (game), names);
  g_autoptr(GPtrArray) leaders = g_ptr_array_new ();

  for (guint i = 0; i < score->n_winners; i++)
    g_ptr_array_add (leaders, (char *) names[score->winners[i]]);
  g_ptr_array_add (leaders, NULL);
  g_key_file_set_string_list (index, group, KEY_LEADERS, (const char *const *) leaders->pdata, score->n_winners);
  g_key_file_set_uint64 (index, group, KEY_POINTS, score->n_winners > 0 ? score->players[score->winners[0]].total : 0);
}

/* A file that cannot be read is listed all the same, with the reason: a game
 * never vanishes from the list without a word. */
static TyrosGame *
read_game_or_problem (GKeyFile   *index,
                      const char *group,
                      const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *bad_move = NULL;
  TyrosGame *game = tyros_game_reader_read (path, &bad_move, &error);

  if (game != NULL && bad_move == NULL)
    return game;
  g_key_file_set_string (index, group, KEY_PROBLEM, bad_move != NULL ? bad_move : error->message);
  g_key_file_set_boolean (index, group, KEY_PARTLY, game != NULL);
  return game;
}

static void
write_summary (GKeyFile   *index,
               const char *path,
               gint64      mtime)
{
  g_autofree char *group = g_path_get_basename (path);
  g_autoptr(TyrosGame) game = NULL;
  g_autofree char *players = NULL;
  const TyrosState *state;

  g_key_file_remove_group (index, group, NULL);
  g_key_file_set_int64 (index, group, KEY_MTIME, mtime);
  if ((game = read_game_or_problem (index, group, path)) == NULL)
    return;
  state = tyros_game_get_state (game);
  players = g_strjoinv (", ", (char **) tyros_game_get_player_names (game));
  g_key_file_set_string (index, group, KEY_PLAYERS, players);
  g_key_file_set_string_list (index, group, KEY_NAMES, tyros_game_get_player_names (game),
                              tyros_game_get_n_players (game));
  g_key_file_set_string (index, group, KEY_KIND, tyros_game_is_position (game) ? "finished-board"
                                                 : state->phase == TYROS_PHASE_OVER ? "over" : "playing");
  g_key_file_set_uint64 (index, group, KEY_ROUND, state->round);
  g_key_file_set_string (index, group, KEY_TO_ACT, tyros_game_get_player_name (game, state->current_player));
  if (tyros_game_has_journal_error (game))
    g_key_file_set_integer (index, group, KEY_BREAKS, tyros_game_get_replay_error_index (game) + 1);
  write_leaders (index, group, game);
}

/* "Anna leads with 34", "Anna and Ben won with 57" */
static char *
describe_leaders (GKeyFile   *index,
                  const char *group,
                  gboolean    over)
{
  gsize n = 0;
  g_auto(GStrv) leaders = g_key_file_get_string_list (index, group, KEY_LEADERS, &n, NULL);
  guint points = (guint) g_key_file_get_uint64 (index, group, KEY_POINTS, NULL);
  g_autoptr(GString) first = g_string_new (NULL);
  g_autofree char *who = NULL;

  if (leaders == NULL || n == 0)
    return NULL;
  for (gsize i = 0; i + 1 < n; i++)
    /* Translators: joins all but the last of the players who share the lead: "Anna, Ben" */
    g_string_append_printf (first, i == 0 ? "%s" : _(", %s"), leaders[i]);
  /* Translators: joins the names of players who share the lead: "Anna and Ben" */
  who = n == 1 ? g_strdup (leaders[0]) : g_strdup_printf (_("%s and %s"), first->str, leaders[n - 1]);
  if (over)
    /* Translators: a finished game in the recent games: "Anna won with 57 points" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s won with %u point", "%s won with %u points", points), who, points);
  if (n == 1)
    /* Translators: a game under way: "Anna leads with 34 points" (scored as if it ended now) */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s leads with %u point", "%s leads with %u points", points), who, points);
  /* Translators: a game under way, several players share the lead: "Anna and Ben lead with 34 points" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s lead with %u point", "%s lead with %u points", points), who, points);
}

/* "Round 4, Ben to act" */
static char *
describe_status (GKeyFile   *index,
                 const char *group,
                 gboolean   *finished)
{
  g_autofree char *kind = g_key_file_get_string (index, group, KEY_KIND, NULL);
  g_autofree char *to_act = g_key_file_get_string (index, group, KEY_TO_ACT, NULL);
  guint round = (guint) g_key_file_get_uint64 (index, group, KEY_ROUND, NULL);
  g_autofree char *leaders = describe_leaders (index, group, g_strcmp0 (kind, "playing") != 0);
  int breaks = g_key_file_get_integer (index, group, KEY_BREAKS, NULL);
  g_autofree char *status = NULL;

  *finished = TRUE;
  if (g_strcmp0 (kind, "finished-board") == 0)
    status = g_strdup (_("Finished board"));
  else if (g_strcmp0 (kind, "over") == 0)
    status = g_strdup_printf (_("Finished after round %u"), round);
  else
    {
      *finished = FALSE;
      /* Translators: a saved game: "Round 4, Ben to act" */
      status = g_strdup_printf (_("Round %u, %s to act"), round, to_act);
    }
  if (leaders != NULL)
    {
      char *longer;

      /* Translators: a saved game: "Round 4, Ben to act; Anna leads with 34 points" */
      longer = g_strdup_printf (_("%s; %s"), status, leaders);
      g_free (status);
      status = longer;
    }
  if (breaks > 0)
    /* Translators: a saved game whose journal holds a move the rules do not
     * allow: "Round 4, Ben to act; Anna leads with 34 points. Move 12 breaks a rule." */
    return g_strdup_printf (_("%s. Move %d breaks a rule."), status, breaks);
  return g_steal_pointer (&status);
}

static TyrosSavedGame *
read_summary (GKeyFile   *index,
              const char *path,
              GDateTime  *modified)
{
  g_autofree char *group = g_path_get_basename (path);
  TyrosSavedGame *saved = g_new0 (TyrosSavedGame, 1);

  saved->path = g_strdup (path);
  saved->modified = g_date_time_ref (modified);
  saved->problem = g_key_file_get_string (index, group, KEY_PROBLEM, NULL);
  saved->breaks_rule = g_key_file_get_integer (index, group, KEY_BREAKS, NULL) > 0;
  saved->started = g_key_file_get_string (index, group, KEY_STARTED, NULL);
  saved->finished_at = g_key_file_get_string (index, group, KEY_FINISHED, NULL);
  saved->partly_readable = g_key_file_get_boolean (index, group, KEY_PARTLY, NULL);
  /* NULL too when the value is not text (see has_text()) */
  if ((saved->players = g_key_file_get_string (index, group, KEY_PLAYERS, NULL)) != NULL)
    {
      saved->status = describe_status (index, group, &saved->finished);
      saved->names = g_key_file_get_string_list (index, group, KEY_NAMES, NULL, NULL);
    }
  else
    saved->players = g_path_get_basename (path);
  /* Continue never offers a game that cannot be read whole */
  if (saved->problem != NULL)
    saved->finished = TRUE;
  return saved;
}

/* Only the store writes the summaries, but the file may have been damaged:
 * a value that does not read as text (not UTF-8, a bad escape) makes the
 * summary stale, so that the game is read again, never listed without names. */
static gboolean
has_text (GKeyFile   *known,
          const char *group,
          const char *key)
{
  g_autofree char *text = g_key_file_get_string (known, group, key, NULL);

  return text != NULL;
}

static gboolean
has_list (GKeyFile   *known,
          const char *group,
          const char *key)
{
  g_auto(GStrv) list = g_key_file_get_string_list (known, group, key, NULL, NULL);

  return list != NULL;
}

static gboolean
is_current (GKeyFile   *known,
            const char *group,
            gint64      mtime)
{
  /* a summary from before the play record's times knows no "breaks" either */
  if (!g_key_file_get_boolean (known, group, KEY_PLAYED_READ, NULL))
    return FALSE;
  if (g_key_file_has_group (known, group) && g_key_file_get_int64 (known, group, KEY_MTIME, NULL) == mtime &&
      has_text (known, group, KEY_PROBLEM) && !g_key_file_get_boolean (known, group, KEY_PARTLY, NULL))
    return TRUE;
  return g_key_file_has_group (known, group) &&
         g_key_file_get_int64 (known, group, KEY_MTIME, NULL) == mtime &&
         has_text (known, group, KEY_PLAYERS) &&
         has_list (known, group, KEY_NAMES) &&
         has_list (known, group, KEY_LEADERS) &&
         has_text (known, group, KEY_KIND) &&
         g_key_file_has_key (known, group, KEY_ROUND, NULL) &&
         has_text (known, group, KEY_TO_ACT);
}

/* Takes the summary of @path from @known when it is up to date, else reads the file. */
static void
copy_summary (GKeyFile   *index,
              GKeyFile   *known,
              const char *path,
              gint64      mtime)
{
  g_autofree char *group = g_path_get_basename (path);
  g_auto(GStrv) keys = NULL;

  if (!is_current (known, group, mtime))
    {
      write_summary (index, path, mtime);
      return;
    }
  keys = g_key_file_get_keys (known, group, NULL, NULL);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (known, group, keys[i], NULL);
      g_key_file_set_value (index, group, keys[i], value);
    }
}

typedef struct {
  char            *path;
  gint64           mtime;
  char            *started;    /* the play record's times, or NULL */
  char            *finished;
  TyrosPlayedOrder order;
} Entry;

static int
last_played_first (gconstpointer a,
                   gconstpointer b)
{
  const Entry *x = a, *y = b;

  return tyros_played_order_compare (&x->order, &y->order);
}

static void
clear_entry (gpointer data)
{
  Entry *entry = data;

  g_free (entry->path);
  g_free (entry->started);
  g_free (entry->finished);
}

/* When @entry was played as the index knows it for this modification time;
 * FALSE when it does not. */
static gboolean
known_played (Entry    *entry,
              GKeyFile *known)
{
  g_autofree char *group = g_path_get_basename (entry->path);

  if (!g_key_file_get_boolean (known, group, KEY_PLAYED_READ, NULL) ||
      g_key_file_get_int64 (known, group, KEY_MTIME, NULL) != entry->mtime)
    return FALSE;
  entry->started = g_key_file_get_string (known, group, KEY_STARTED, NULL);
  entry->finished = g_key_file_get_string (known, group, KEY_FINISHED, NULL);
  return TRUE;
}

/* Reads the play record of a file, not the game (no replay) */
static void
read_played (gpointer data,
             gpointer user_data G_GNUC_UNUSED)
{
  Entry *entry = data;

  tyros_file_read_played_times (entry->path, &entry->started, &entry->finished, NULL);
}

/* When each entry was played: from the index, else from the files, on
 * every core (a folder copied from elsewhere: 1,000 files took 1.1 s on
 * one core, parsed whole) */
static void
find_played (GArray   *entries,
             GKeyFile *known)
{
  GThreadPool *pool = g_thread_pool_new (read_played, NULL, (int) MIN (g_get_num_processors (), 4), TRUE, NULL);

  for (guint i = 0; i < entries->len; i++)
    if (!known_played (&g_array_index (entries, Entry, i), known))
      g_thread_pool_push (pool, &g_array_index (entries, Entry, i), NULL);
  g_thread_pool_free (pool, FALSE, TRUE);
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);

      entry->order = tyros_played_order (entry->started, entry->finished, entry->mtime, entry->path);
    }
}

/* What the index keeps of every game of the folder, listed or not */
static void
write_played (GKeyFile    *index,
              const Entry *entry)
{
  g_autofree char *group = g_path_get_basename (entry->path);

  g_key_file_set_int64 (index, group, KEY_MTIME, entry->mtime);
  g_key_file_set_boolean (index, group, KEY_PLAYED_READ, TRUE);
  if (entry->started != NULL)
    g_key_file_set_string (index, group, KEY_STARTED, entry->started);
  if (entry->finished != NULL)
    g_key_file_set_string (index, group, KEY_FINISHED, entry->finished);
}

/* The .tyros files of the store with their modification times (in µs: games
 * saved within the same second still sort right), the last played first. */
static GArray *
list_entries (TyrosGameStore *self,
              GKeyFile       *known)
{
  g_autoptr(GFile) dir = g_file_new_for_path (self->dir);
  g_autoptr(GFileEnumerator) children = NULL;
  GArray *entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  GFileInfo *info;

  g_array_set_clear_func (entries, clear_entry);
  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (children != NULL && g_file_enumerator_iterate (children, &info, NULL, NULL, NULL) && info != NULL)
    {
      const char *name = g_file_info_get_name (info);
      Entry entry;

      /* Not a game; nor "game.tyros.XXXXXX", a save under way on the main thread */
      if (!g_str_has_suffix (name, ".tyros"))
        continue;
      entry.path = g_build_filename (self->dir, name, NULL);
      entry.mtime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC +
                    g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      entry.started = entry.finished = NULL;
      g_array_append_val (entries, entry);
    }
  find_played (entries, known);
  g_array_sort (entries, last_played_first);
  return entries;
}

/* Runs in a worker thread. It reads only what never changes after
 * tyros_game_store_new() (the folder and the index's path), and the core's
 * loading keeps no mutable static state (see tyros-file.c). The main thread
 * may save a game meanwhile: saves rename whole files into place, and a file
 * read as it changes has a new modification time, so is read again next time. */
static void
list_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable G_GNUC_UNUSED)
{
  TyrosGameStore *self = source_object;
  guint max = GPOINTER_TO_UINT (task_data);
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GKeyFile) known = g_key_file_new ();
  g_autoptr(GKeyFile) index = g_key_file_new ();
  g_autofree char *old_data = NULL;
  g_autofree char *new_data = NULL;
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) saved_game_free);

  /* Without it (missing, a FIFO, too large) every game is read again */
  tyros_file_load_key_file (known, self->index, G_KEY_FILE_NONE);
  entries = list_entries (self, known);
  for (guint i = 0; i < entries->len; i++)
    {
      const Entry *entry = &g_array_index (entries, Entry, i);
      g_autoptr(GDateTime) modified = g_date_time_new_from_unix_local (entry->mtime / G_USEC_PER_SEC);

      if (g_task_return_error_if_cancelled (task))
        return;
      if (games->len < max)
        copy_summary (index, known, entry->path, entry->mtime);
      write_played (index, entry);
      if (games->len < max)
        g_ptr_array_add (games, read_summary (index, entry->path, modified));
    }

  /* The listed games are kept whole, the others by when they were played
   * only (a line or two each): the index stays small.
   * Replaced whole, without waiting for the disk: at worst it is read again.
   * A list replaced by a newer one may have read a file being deleted: its
   * index is not kept. */
  old_data = g_key_file_to_data (known, NULL, NULL);
  new_data = g_key_file_to_data (index, NULL, NULL);
  if (g_task_return_error_if_cancelled (task))
    return;
  if (!g_str_equal (old_data, new_data))
    tyros_data_file_write (self->index, new_data, -1, NULL);
  g_task_return_pointer (task, g_steal_pointer (&games), (GDestroyNotify) g_ptr_array_unref);
}

void
tyros_game_store_list_async (TyrosGameStore      *self,
                             guint                max,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TYROS_IS_GAME_STORE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tyros_game_store_list_async);
  g_task_set_task_data (task, GUINT_TO_POINTER (max), NULL);
  g_task_run_in_thread (task, list_in_thread);
}

GPtrArray *
tyros_game_store_list_finish (TyrosGameStore  *self,
                              GAsyncResult    *result,
                              GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* The same moves, one by one, as the file writes them */
static gboolean
same_moves (TyrosGame *a,
            TyrosGame *b)
{
  if (tyros_game_get_n_moves (a) != tyros_game_get_n_moves (b) ||
      tyros_game_get_n_played (a) != tyros_game_get_n_played (b))
    return FALSE;
  for (guint i = 0; i < tyros_game_get_n_moves (a); i++)
    {
      g_autofree char *x = tyros_file_move_to_json (tyros_game_get_move (a, i));
      g_autofree char *y = tyros_file_move_to_json (tyros_game_get_move (b, i));

      if (!g_str_equal (x, y))
        return FALSE;
    }
  return TRUE;
}

/* The same players, and the same moves (a finished board: the same board) */
static gboolean
same_play (TyrosGame *a,
           TyrosGame *b)
{
  if (!g_strv_equal (tyros_game_get_player_names (a), tyros_game_get_player_names (b)) ||
      tyros_game_is_position (a) != tyros_game_is_position (b))
    return FALSE;
  if (tyros_game_is_position (a))
    {
      g_autofree char *x = tyros_file_to_data (a, NULL);
      g_autofree char *y = tyros_file_to_data (b, NULL);

      return g_str_equal (x, y);
    }
  return same_moves (a, b);
}

char *
tyros_game_store_find_play (TyrosGameStore *self,
                            TyrosGame      *game)
{
  const char *started = tyros_game_get_played (game, TYROS_PLAYED_STARTED);
  g_autoptr(GKeyFile) known = g_key_file_new ();
  g_autoptr(GArray) entries = NULL;

  g_return_val_if_fail (TYROS_IS_GAME_STORE (self), NULL);

  /* without a time it was started, two plays of the same moves are two */
  if (started == NULL)
    return NULL;
  tyros_file_load_key_file (known, self->index, G_KEY_FILE_NONE);
  entries = list_entries (self, known);
  for (guint i = 0; i < entries->len; i++)
    {
      const Entry *entry = &g_array_index (entries, Entry, i);
      g_autoptr(TyrosGame) stored = NULL;

      if (g_strcmp0 (entry->started, started) != 0)
        continue;
      stored = tyros_file_load (entry->path, NULL);
      if (stored != NULL && same_play (game, stored))
        return g_strdup (entry->path);
    }
  return NULL;
}

static gboolean
rename_file (const char  *from,
             const char  *to,
             GError     **error)
{
  if (g_rename (from, to) != 0)
    return fail_with_errno (error, from);
  return TRUE;
}

gboolean
tyros_game_store_delete (TyrosGameStore *self,
                         const char     *path,
                         GError        **error)
{
  g_autofree char *deleted = NULL;

  g_return_val_if_fail (TYROS_IS_GAME_STORE (self), FALSE);

  if (g_mkdir_with_parents (self->trash, 0700) != 0)
    return fail_with_errno (error, self->trash);
  if (self->own_trash == NULL)
    {
      g_autofree char *folder = g_build_filename (self->trash, "XXXXXX", NULL);

      if (g_mkdtemp_full (folder, 0700) == NULL)
        return fail_with_errno (error, self->trash);
      self->own_trash = g_steal_pointer (&folder);
    }
  /* Removed by another store meanwhile, as left for a day: made again */
  else if (g_mkdir_with_parents (self->own_trash, 0700) != 0)
    return fail_with_errno (error, self->own_trash);
  deleted = trash_path (self, path);
  return rename_file (path, deleted, error);
}

gboolean
tyros_game_store_restore (TyrosGameStore *self,
                          const char     *path,
                          GError        **error)
{
  g_autofree char *deleted = NULL;

  g_return_val_if_fail (TYROS_IS_GAME_STORE (self), FALSE);

  deleted = trash_path (self, path);
  /* Played on since it was deleted (it was the open game): the newer file wins. */
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_unlink (deleted);
      return TRUE;
    }
  return rename_file (deleted, path, error);
}
