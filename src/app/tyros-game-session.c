/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-session.c: the game in play, autosaved on every change */
#define G_LOG_DOMAIN "tyros-game-session"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-session.h"

struct _TyrosGameSession
{
  GObject         parent_instance;

  TyrosGameStore *store;
  TyrosGame      *game;
  char           *autosave_path;
  int             saved_moves;   /* played moves in the last autosave, or -1 */
  int             viewing;       /* the position shown from the history, or -1 */
};

G_DEFINE_FINAL_TYPE (TyrosGameSession, tyros_game_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_AUTOSAVE_PATH,
  PROP_SAVED_MOVES,
  PROP_VIEWING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum { AUTOSAVE_FAILED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Every change of the game is saved at once (undone moves too, as the redo
 * list): there is never anything to lose and nothing to ask when the window
 * closes. tyros_file_save() writes a new file and renames it over the old
 * one, so the file is always a whole game. A 300-move game takes about 1.5 ms
 * (bench/bench-core.c), so this runs on the main thread, and a move is on
 * disk before the window shows it as played. */
static void
autosave (TyrosGameSession *self)
{
  g_autoptr(GError) error = NULL;
  int saved_moves;

  if (!tyros_game_store_save (self->store, self->game, self->autosave_path, &error))
    {
      g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, error->message);
      return;
    }
  saved_moves = (int) tyros_game_get_n_played (self->game);
  if (saved_moves == self->saved_moves)
    return;
  self->saved_moves = saved_moves;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVED_MOVES]);
}

TyrosGame *
tyros_game_session_get_game (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  return self->game;
}

const char *
tyros_game_session_get_autosave_path (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  return self->autosave_path;
}

int
tyros_game_session_get_viewing (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), -1);
  return self->viewing;
}

void
tyros_game_session_set_viewing (TyrosGameSession *self,
                                int               viewing)
{
  g_return_if_fail (TYROS_IS_GAME_SESSION (self));
  g_return_if_fail (viewing >= -1 && viewing <= (int) tyros_game_get_n_moves (self->game));

  if (viewing == self->viewing)
    return;
  self->viewing = viewing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWING]);
}

gboolean
tyros_game_session_save_as (TyrosGameSession *self,
                            GFile            *file,
                            GError          **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("not a local file"));
      return FALSE;
    }
  return tyros_file_save (self->game, path, error);
}

static void
tyros_game_session_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TyrosGameSession *self = TYROS_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_AUTOSAVE_PATH: g_value_set_string (value, self->autosave_path); break;
    case PROP_SAVED_MOVES: g_value_set_int (value, self->saved_moves); break;
    case PROP_VIEWING: g_value_set_int (value, self->viewing); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_game_session_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TyrosGameSession *self = TYROS_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_VIEWING: tyros_game_session_set_viewing (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_game_session_dispose (GObject *object)
{
  TyrosGameSession *self = TYROS_GAME_SESSION (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (tyros_game_session_parent_class)->dispose (object);
}

static void
tyros_game_session_finalize (GObject *object)
{
  TyrosGameSession *self = TYROS_GAME_SESSION (object);

  g_free (self->autosave_path);
  G_OBJECT_CLASS (tyros_game_session_parent_class)->finalize (object);
}

static void
tyros_game_session_class_init (TyrosGameSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tyros_game_session_get_property;
  object_class->set_property = tyros_game_session_set_property;
  object_class->dispose = tyros_game_session_dispose;
  object_class->finalize = tyros_game_session_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TYROS_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTOSAVE_PATH] =
    g_param_spec_string ("autosave-path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVED_MOVES] =
    g_param_spec_int ("saved-moves", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWING] =
    g_param_spec_int ("viewing", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[AUTOSAVE_FAILED] = g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tyros_game_session_init (TyrosGameSession *self)
{
  self->saved_moves = -1;
  self->viewing = -1;
}

TyrosGameSession *
tyros_game_session_new (TyrosGameStore *store,
                        TyrosGame      *game,
                        const char     *path)
{
  TyrosGameSession *self;

  g_return_val_if_fail (TYROS_IS_GAME_STORE (store), NULL);
  g_return_val_if_fail (TYROS_IS_GAME (game), NULL);

  self = g_object_new (TYROS_TYPE_GAME_SESSION, NULL);
  self->store = g_object_ref (store);
  self->game = g_object_ref (game);
  self->autosave_path = path != NULL ? g_strdup (path) : tyros_game_store_new_path (store);
  g_signal_connect_object (game, "changed", G_CALLBACK (autosave), self, G_CONNECT_SWAPPED);
  autosave (self);
  return self;
}
