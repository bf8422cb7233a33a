/* SPDX-License-Identifier: GPL-3.0-or-later */
/* soak-records-player.c: the records in play during the soaks of bench/ (not in the app) */
#define G_LOG_DOMAIN "tyros-soak-records"

#include "config.h"

#include "soak-records-player.h"
#include "tyros-people.h"
#include "tyros-script-player.h"

/* a change every STEP_MS, at most MAX_STEPS in a run (bounded: the aliases
 * stay well under people.json's limit); the Records page shown (and read
 * again) every RECORDS_EVERY steps, the board again half-way between */
#define STEP_MS 40
#define MAX_STEPS 600
#define RECORDS_EVERY 10

typedef struct {
  TyrosPeople *people;
  GtkWidget   *window;      /* the game's: the Records page is shown there now and then */
  char        *base;        /* the journal's name of the person */
  char        *person;      /* what they are called now */
  char        *cache_path;
  guint64      cache_seen;  /* the cache's change time when last looked at */
  guint        step;
  gboolean     acknowledged, cache_written;
} RecordsPlayer;

/* The script player's quit waits until the records were in play (a change
 * of people acknowledged, the cache written): a run asked to quit after a
 * move or two would otherwise end before it did anything with them */
#define QUIT_HELD "tyros-replay-quit-held"

static void
release_quit_when_ready (RecordsPlayer *self)
{
  if (self->acknowledged && self->cache_written)
    g_object_set_data (G_OBJECT (self->window), QUIT_HELD, NULL);
}

/* "cache-written" when the records cache changed on disk since last looked at */
static void
note_cache (RecordsPlayer *self)
{
  g_autoptr(GFile) file = g_file_new_for_path (self->cache_path);
  g_autoptr(GFileInfo) info = NULL;
  guint64 changed;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_CHANGED "," G_FILE_ATTRIBUTE_TIME_CHANGED_USEC,
                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (info == NULL)
    return;
  changed = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_CHANGED) * G_USEC_PER_SEC +
            g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_CHANGED_USEC);
  if (changed != self->cache_seen)
    {
      tyros_script_say ("cache-written");
      self->cache_written = TRUE;
    }
  self->cache_seen = changed;
}

/* Renames the person to a new name, or merges a new spelling into them */
static void
change_people (RecordsPlayer *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  gboolean done;

  if (self->step % 2 == 0)
    {
      name = g_strdup_printf ("%s %u", self->base, self->step / 2 + 1);
      tyros_script_say ("people-begin rename %s\t%s", self->person, name);
      if ((done = tyros_people_rename (self->people, self->person, name, &error)))
        {
          g_free (self->person);
          self->person = g_strdup (name);
        }
    }
  else
    {
      const char *spelling[] = { NULL, NULL };

      /* a spelling of its own game: never played with the person */
      spelling[0] = name = g_strdup_printf ("Guest %u", self->step / 2 + 1);
      tyros_people_add_names (self->people, spelling);
      tyros_script_say ("people-begin merge %s\t%s", self->person, name);
      done = tyros_people_merge (self->people, self->person, name, &error);
    }
  if (done)
    {
      tyros_script_say ("people-acknowledged");
      self->acknowledged = TRUE;
    }
  else
    tyros_script_say ("people-refused %s", error->message);
}

static gboolean
play_step (gpointer user_data)
{
  RecordsPlayer *self = user_data;

  if (self->step >= MAX_STEPS)
    return G_SOURCE_REMOVE;
  change_people (self);
  if (self->step % RECORDS_EVERY == 0)
    gtk_widget_activate_action (self->window, "win.show-records", NULL);
  else if (self->step % RECORDS_EVERY == RECORDS_EVERY / 2)
    gtk_widget_activate_action (self->window, "win.show-board", NULL);
  note_cache (self);
  release_quit_when_ready (self);
  self->step++;
  return G_SOURCE_CONTINUE;
}

void
soak_records_player_start (GtkWindow  *window,
                           const char *person)
{
  RecordsPlayer *self = g_new0 (RecordsPlayer, 1);
  const char *names[] = { person, NULL };
  g_autoptr(GError) error = NULL;

  self->base = g_strdup (person);
  self->person = g_strdup (person);
  self->cache_path = g_build_filename (g_get_user_data_dir (), "tyros-companion", "games", "records-cache.json", NULL);
  self->people = tyros_people_new (NULL);
  if (!tyros_people_load (self->people, &error))
    tyros_script_say ("people-refused %s", error->message);
  tyros_people_add_names (self->people, names);
  self->window = GTK_WIDGET (window);
  g_object_set_data (G_OBJECT (window), QUIT_HELD, GINT_TO_POINTER (TRUE));
  /* the app's lifetime: never freed */
  g_timeout_add (STEP_MS, play_step, self);
}
