/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-teacher.c: phase explanations once per game, and what each move changed */
#define G_LOG_DOMAIN "tyros-teacher"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-setup-guide.h"
#include "tyros-teacher.h"

struct _TyrosTeacher
{
  GObject          parent_instance;

  GtkWindow       *window;      /* weak */
  TyrosGame       *game;
  char            *game_key;    /* the group of the game in the key file; NULL
                                 * while the game has no file (see keys_of()) */
  gulong           changed_id;
  guint            n_played;    /* the journal's cursor when last seen */
  gboolean         teaching;
  GtkWidget       *dialog;      /* the explanation shown (AdwAlertDialog or, before
                                 * libadwaita 1.5, AdwMessageDialog), or NULL */
  char            *dialog_text;
  TyrosSetupGuide *guide;       /* the set-up shown step by step, or NULL */
  const char      *explaining;  /* its phase */
  GKeyFile        *store;
  GKeyFile        *unsaved;     /* the game's keys while it has no file */
  char            *store_path;
  GSettings       *settings;
};

G_DEFINE_FINAL_TYPE (TyrosTeacher, tyros_teacher, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TEACHING,
  PROP_EXPLAINING,
  PROP_EXPLANATION,
  PROP_DIALOG,
  PROP_SETUP_GUIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What is shown changed: an explanation or the set-up guide came or went. */
static void
notify_shown (TyrosTeacher *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPLAINING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPLANATION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIALOG]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETUP_GUIDE]);
}

enum { SAY, N_SIGNALS };
static guint signals[N_SIGNALS];

/* One explanation per phase: what happens in it and why it matters. */
static const struct {
  const char *rule;
  TyrosPhase  phase;
  const char *heading;
  const char *text;
} phases[] = {
  { "P2", TYROS_PHASE_EXPAND, N_("Expanding the empires"),
    N_("Each player in turn plays one landscape tile next to an empire, which grows by that field (E1); "
       "with 3 players everyone plays twice, in two laps (“lap 1 of 2” in the header), "
       "with 4 players twice in the first round and once later (P2). "
       "Large empires pay the most at the end, so grow the ones where your ships and cities are.") },
  { "P3", TYROS_PHASE_ACTIONS, N_("Card actions"),
    N_("In turn, each player moves a ship, builds a city or a ship, trades, or passes; the phase ends when "
       "everyone has passed one after another (P3). "
       "Ships and cities control fields, and the fields you control are your points at the end (F5). "
       "Your cards pay for everything, so choose what they are worth most for.") },
  { "G1", TYROS_PHASE_OVER, N_("The end of the game"),
    N_("The game is over: the score sheet shows who controls which field and why, each line with its rule. "
       "The rules of scoring are in the Rules window, under “Final scoring”.") },
};

/* teaching.ini is shared by every window of the app, each teaching its own
 * game: under the data folder's lock the file as it is now takes this
 * game's group as this window has it, and another window's games stay as
 * that window wrote them (tyros-data-file.h). */
static void
save_store (TyrosTeacher *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosDataLock) lock = NULL;
  g_autoptr(GKeyFile) now = NULL;
  g_auto(GStrv) keys = NULL;
  g_autofree char *data = NULL;

  /* a game without a file yet keeps its group in memory (keys_of()) */
  if (self->game_key == NULL)
    return;
  lock = tyros_data_lock_take (self->store_path, &error);
  if (lock != NULL)
    {
      now = g_key_file_new ();
      tyros_file_load_key_file (now, self->store_path, G_KEY_FILE_KEEP_COMMENTS);
      g_key_file_remove_group (now, self->game_key, NULL);
      keys = g_key_file_get_keys (self->store, self->game_key, NULL, NULL);
      for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
        {
          g_autofree char *value = g_key_file_get_value (self->store, self->game_key, keys[i], NULL);

          g_key_file_set_value (now, self->game_key, keys[i], value);
        }
      data = g_key_file_to_data (now, NULL, NULL);
      if (tyros_data_file_write_locked (lock, self->store_path, data, -1, &error))
        {
          g_key_file_unref (self->store);
          self->store = g_steal_pointer (&now);
          return;
        }
    }
  g_warning ("Cannot keep what was explained: %s", error->message);
}

#define UNSAVED "game"

/* What is kept of the game: in teaching.ini under its file's name, or in
 * memory while a new game has no file yet (its first save failed) until
 * tyros_teacher_set_file(). */
static GKeyFile *
keys_of (TyrosTeacher  *self,
         const char   **group)
{
  *group = self->game_key != NULL ? self->game_key : UNSAVED;
  return self->game_key != NULL ? self->store : self->unsaved;
}

static gboolean
phase_seen (TyrosTeacher *self,
            const char   *rule)
{
  const char *group;
  GKeyFile *keys = keys_of (self, &group);
  g_auto(GStrv) seen = g_key_file_get_string_list (keys, group, "seen", NULL, NULL);

  return seen != NULL && g_strv_contains ((const char *const *) seen, rule);
}

static void
mark_seen (TyrosTeacher *self,
           const char   *rule)
{
  const char *group;
  GKeyFile *keys = keys_of (self, &group);
  g_auto(GStrv) seen = g_key_file_get_string_list (keys, group, "seen", NULL, NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) now = NULL;

  if (seen != NULL)
    g_strv_builder_addv (builder, (const char **) seen);
  g_strv_builder_add (builder, rule);
  now = g_strv_builder_end (builder);
  g_key_file_set_string_list (keys, group, "seen", (const char *const *) now, g_strv_length (now));
  save_store (self);
}

#define ROUND_CHECKLIST "P4"

static void
dialog_response (TyrosTeacher *self)
{
  /* The checklist comes every round; a phase is explained once */
  if (self->explaining != NULL && self->game != NULL && g_strcmp0 (self->explaining, ROUND_CHECKLIST) != 0)
    mark_seen (self, self->explaining);
  self->explaining = NULL;
  self->dialog = NULL;
  notify_shown (self);
}

/* A dialog with "Got it" over the window: a phase explained, or the
 * checklist of a round's end. */
static void
present_dialog (TyrosTeacher *self,
                const char   *explaining,
                const char   *heading,
                const char   *text)
{
  self->explaining = explaining;
  g_free (self->dialog_text);
  self->dialog_text = g_strdup (text);
#if ADW_CHECK_VERSION (1, 5, 0)
  {
    AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (heading, self->dialog_text));

    adw_alert_dialog_add_response (dialog, "got-it", _("_Got It"));
    adw_alert_dialog_set_default_response (dialog, "got-it");
    adw_alert_dialog_set_close_response (dialog, "got-it");
    self->dialog = GTK_WIDGET (dialog);
    g_signal_connect_object (dialog, "response", G_CALLBACK (dialog_response), self, G_CONNECT_SWAPPED);
    adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self->window));
  }
#else
  {
    AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (self->window, heading,
                                                                           self->dialog_text));

    adw_message_dialog_add_response (dialog, "got-it", _("_Got It"));
    adw_message_dialog_set_default_response (dialog, "got-it");
    adw_message_dialog_set_close_response (dialog, "got-it");
    self->dialog = GTK_WIDGET (dialog);
    g_signal_connect_object (dialog, "response", G_CALLBACK (dialog_response), self, G_CONNECT_SWAPPED);
    gtk_window_present (GTK_WINDOW (dialog));
  }
#endif
  notify_shown (self);
}

static void
explain (TyrosTeacher *self,
         guint         i)
{
  present_dialog (self, phases[i].rule, _(phases[i].heading), _(phases[i].text));
}

static void
close_dialog (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_force_close (ADW_DIALOG (dialog));
#else
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
}

static void explain_phase (TyrosTeacher *self, const TyrosState *state);

static void
guide_done (TyrosTeacher *self)
{
  mark_seen (self, "S");
  self->explaining = NULL;
  self->guide = NULL;
  notify_shown (self);
  explain_phase (self, tyros_game_get_state (self->game));
}

/* Before the first move: the real board is set up as the game was. */
static void
guide_setup (TyrosTeacher *self)
{
  self->explaining = "S";
  self->guide = tyros_setup_guide_new (self->window, tyros_game_get_setup (self->game),
                                       tyros_game_get_state_at (self->game, 0));
  g_signal_connect_object (self->guide, "done", G_CALLBACK (guide_done), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self->guide));
  notify_shown (self);
}

/* The phase now, explained if it is its first time in this game. */
static void
explain_phase (TyrosTeacher     *self,
               const TyrosState *state)
{
  if (self->dialog != NULL || self->guide != NULL)
    return;
  if (tyros_game_get_n_played (self->game) == 0 && !phase_seen (self, "S"))
    {
      guide_setup (self);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    if (phases[i].phase == state->phase && !phase_seen (self, phases[i].rule))
      {
        explain (self, i);
        return;
      }
}

/* After one new move: what the table must do, and what changed that matters
 * (the core's words, as the phones get them); after the round's last move,
 * its checklist in a dialog (P4, P1), and after the game's, what the table
 * clears before scoring (F1, F2). */
static void
say_what_changed (TyrosTeacher *self,
                  guint         n_played)
{
  TyrosState before, after;
  g_autoptr(GPtrArray) upkeep = NULL;
  g_autofree char *said = NULL;
  const TyrosChange *checklist = NULL;

  if (n_played != self->n_played + 1)
    return;
  before = *tyros_game_get_state_at (self->game, n_played - 1);
  after = *tyros_game_get_state (self->game);
  upkeep = tyros_teach_upkeep (&before, &after);
  for (guint i = 0; i < upkeep->len; i++)
    {
      const TyrosChange *change = upkeep->pdata[i];

      if (change->kind == TYROS_CHANGE_ROUND_OVER || change->kind == TYROS_CHANGE_GAME_OVER)
        checklist = change;
    }
  said = tyros_teach_said_after (&before, &after);
  if (said != NULL)
    g_signal_emit (self, signals[SAY], 0, said);
  if (checklist != NULL && self->dialog == NULL && self->guide == NULL)
    {
      /* Translators: the heading of the checklist between two rounds */
      g_autofree char *heading = checklist->kind == TYROS_CHANGE_GAME_OVER ? g_strdup (_("The Game Is Over"))
                                                                          : g_strdup_printf (_("End of Round %u"), before.round);
      present_dialog (self, ROUND_CHECKLIST, heading, checklist->sentence);
    }
}

static void
game_changed (TyrosTeacher *self)
{
  const TyrosState *state = tyros_game_get_state (self->game);
  guint n_played = tyros_game_get_n_played (self->game);

  /* The group has finished a game: New Game stops offering teaching first. */
  if (state->phase == TYROS_PHASE_OVER)
    g_settings_set_boolean (self->settings, "finished-a-game", TRUE);
  if (self->teaching)
    {
      say_what_changed (self, n_played);
      explain_phase (self, state);
    }
  self->n_played = n_played;
}

static void
stop (TyrosTeacher *self)
{
  if (self->dialog != NULL)
    {
      GtkWidget *dialog = g_steal_pointer (&self->dialog);
      self->explaining = NULL;
      g_signal_handlers_disconnect_by_data (dialog, self);
      close_dialog (dialog);
    }
  if (self->guide != NULL)
    {
      TyrosSetupGuide *guide = g_steal_pointer (&self->guide);
      self->explaining = NULL;
      g_signal_handlers_disconnect_by_data (guide, self);
      gtk_window_destroy (GTK_WINDOW (guide));
    }
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->game_key, g_free);
  g_key_file_remove_group (self->unsaved, UNSAVED, NULL);
  self->teaching = FALSE;
  notify_shown (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEACHING]);
}

void
tyros_teacher_set_game (TyrosTeacher *self,
                        TyrosGame    *game,
                        const char   *path)
{
  g_return_if_fail (TYROS_IS_TEACHER (self));

  stop (self);
  if (game == NULL)
    return;
  self->game = g_object_ref (game);
  self->game_key = path != NULL ? g_path_get_basename (path) : NULL;
  self->n_played = tyros_game_get_n_played (game);
  self->teaching = path != NULL && g_key_file_get_boolean (self->store, self->game_key, "teach", NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEACHING]);
  self->changed_id = g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);
  if (self->teaching && !tyros_game_is_position (game))
    explain_phase (self, tyros_game_get_state (game));
}

void
tyros_teacher_set_teaching (TyrosTeacher *self,
                            gboolean      teaching)
{
  const char *group;
  GKeyFile *keys;

  g_return_if_fail (TYROS_IS_TEACHER (self));
  g_return_if_fail (self->game != NULL);

  self->teaching = teaching;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEACHING]);
  keys = keys_of (self, &group);
  g_key_file_set_boolean (keys, group, "teach", teaching);
  save_store (self);
  if (teaching && !tyros_game_is_position (self->game))
    explain_phase (self, tyros_game_get_state (self->game));
}

void
tyros_teacher_set_file (TyrosTeacher *self,
                        const char   *path)
{
  g_auto(GStrv) names = NULL;

  g_return_if_fail (TYROS_IS_TEACHER (self));

  if (self->game == NULL || self->game_key != NULL || path == NULL)
    return;
  self->game_key = g_path_get_basename (path);
  names = g_key_file_get_keys (self->unsaved, UNSAVED, NULL, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (self->unsaved, UNSAVED, names[i], NULL);
      g_key_file_set_value (self->store, self->game_key, names[i], value);
    }
  g_key_file_remove_group (self->unsaved, UNSAVED, NULL);
  save_store (self);
}

static void
tyros_teacher_dispose (GObject *object)
{
  TyrosTeacher *self = TYROS_TEACHER (object);

  stop (self);
  g_clear_pointer (&self->dialog_text, g_free);
  g_clear_pointer (&self->store, g_key_file_unref);
  g_clear_pointer (&self->unsaved, g_key_file_unref);
  g_clear_pointer (&self->store_path, g_free);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (tyros_teacher_parent_class)->dispose (object);
}

static void
tyros_teacher_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TyrosTeacher *self = TYROS_TEACHER (object);

  switch (prop_id)
    {
    case PROP_TEACHING: g_value_set_boolean (value, self->teaching); break;
    case PROP_EXPLAINING: g_value_set_string (value, self->explaining); break;
    case PROP_EXPLANATION: g_value_set_string (value, self->dialog != NULL ? self->dialog_text : NULL); break;
    case PROP_DIALOG: g_value_set_object (value, self->dialog); break;
    case PROP_SETUP_GUIDE: g_value_set_object (value, self->guide); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_teacher_class_init (TyrosTeacherClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tyros_teacher_dispose;
  object_class->get_property = tyros_teacher_get_property;

  properties[PROP_TEACHING] =
    g_param_spec_boolean ("teaching", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* What is being explained: "S" (the set-up), the rule ID of a phase
   * ("P2", "P3", "G1"), "P4" (the checklist at a round's end), or NULL. */
  properties[PROP_EXPLAINING] =
    g_param_spec_string ("explaining", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The explanation's text while its dialog is shown, or NULL. */
  properties[PROP_EXPLANATION] =
    g_param_spec_string ("explanation", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* That dialog (AdwAlertDialog, or AdwMessageDialog before libadwaita 1.5). */
  properties[PROP_DIALOG] =
    g_param_spec_object ("dialog", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The set-up guide while it is shown, or NULL. */
  properties[PROP_SETUP_GUIDE] =
    g_param_spec_object ("setup-guide", NULL, NULL, GTK_TYPE_WINDOW,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SAY] = g_signal_new ("say", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                               G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tyros_teacher_init (TyrosTeacher *self)
{
  self->store = g_key_file_new ();
  self->unsaved = g_key_file_new ();
  self->store_path = g_build_filename (g_get_user_data_dir (), "tyros-companion", "teaching.ini", NULL);
  /* A missing or unreadable file: nothing was explained yet. Read bounded:
   * this runs before the window exists, and a FIFO must not block it. */
  tyros_file_load_key_file (self->store, self->store_path, G_KEY_FILE_KEEP_COMMENTS);
  self->settings = g_settings_new (APPLICATION_ID);
}

TyrosTeacher *
tyros_teacher_new (GtkWindow *window)
{
  TyrosTeacher *self = g_object_new (TYROS_TYPE_TEACHER, NULL);

  self->window = window;
  return self;
}
