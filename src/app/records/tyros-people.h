/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-people.h: the players as people, across games
 *
 * A game file keeps its players' names as they were typed, and keeps them
 * so: a file mailed to a friend reads the same. The app knows who is who
 * across games: a person is a name, and the names typed for them in
 * games ("Ann", "anna") are aliases of that person. Renaming a person or
 * merging two spellings changes only the app's alias map, kept in its data
 * folder (people.json) and saved whole or not at all. No GTK here.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TYROS_PEOPLE_ERROR (tyros_people_error_quark ())
GQuark tyros_people_error_quark (void);

typedef enum {
  TYROS_PEOPLE_ERROR_INVALID,   /* a name a game file could not hold, or the same person twice */
  TYROS_PEOPLE_ERROR_TAKEN,     /* the new name is another person's */
  TYROS_PEOPLE_ERROR_UNKNOWN,   /* nobody of that name */
  TYROS_PEOPLE_ERROR_FILE,      /* the alias file cannot be read */
  TYROS_PEOPLE_ERROR_TOGETHER,  /* the two played in the same game: two people */
} TyrosPeopleError;

#define TYROS_TYPE_PEOPLE (tyros_people_get_type ())
G_DECLARE_FINAL_TYPE (TyrosPeople, tyros_people, TYROS, PEOPLE, GObject)

/* @path: the alias file; NULL for people.json in the user's data folder.
 * Nothing is read until tyros_people_load(). */
TyrosPeople  *tyros_people_new          (const char          *path);
/* Reads the alias file (a missing one is no aliases), bounded, regular
 * files only (a FIFO or a device is refused at once), and from then on
 * follows its changes by another instance of the app ("changed"). A file
 * that cannot be read changes nothing and is never overwritten by a later
 * save. A rename or a merge starts from the file as it is then, under the
 * data folder's lock (tyros-data-file.h). */
gboolean      tyros_people_load         (TyrosPeople         *self,
                                         GError             **error);
/* Names as played in a game (those of one game at a time: they played
 * together, so they are never one person); the first added ranks first in
 * the lists (add the newest games first). */
void          tyros_people_add_names    (TyrosPeople         *self,
                                         const char *const   *names);
/* The person who played as @name (@name itself unless renamed or merged). */
const char   *tyros_people_person       (TyrosPeople         *self,
                                         const char          *name);
/* The people whose name starts as @typed (ignoring case), or all when
 * @typed is empty, each once, as first added (newest games first); without the names in @except. At most @max. */
GStrv         tyros_people_complete     (TyrosPeople         *self,
                                         const char          *typed,
                                         const char *const   *except,
                                         guint                max);
/* The names played by @person, as in the game files. */
GStrv         tyros_people_names_of     (TyrosPeople         *self,
                                         const char          *person);
/* @person is called @name from now on, in every game; saved at once. */
gboolean      tyros_people_rename       (TyrosPeople         *self,
                                         const char          *person,
                                         const char          *name,
                                         GError             **error);
/* Whether tyros_people_merge() would merge @other into @person; why not. */
gboolean      tyros_people_can_merge    (TyrosPeople         *self,
                                         const char          *person,
                                         const char          *other,
                                         GError             **error);
/* @other is the same person as @person (two spellings): every game of
 * @other counts for @person from now on; saved at once. Refused when a name
 * of one played in a game with a name of the other. */
gboolean      tyros_people_merge        (TyrosPeople         *self,
                                         const char          *person,
                                         const char          *other,
                                         GError             **error);
/* The games played as @names (spellings of one person, as in the game
 * files) count for @person from now on, apart from the rest of theirs:
 * taking a spelling out again, or undoing a merge. @person is nobody else's
 * name. Saved at once. */
gboolean      tyros_people_split        (TyrosPeople         *self,
                                         const char *const   *names,
                                         const char          *person,
                                         GError             **error);

/* Signals: "changed": a rename or a merge, here or in another instance. */

G_END_DECLS
