/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-session.c: the game in play, autosaved on every change */
#define G_LOG_DOMAIN "tyros-game-session"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-session.h"
#include "tyros-player-colours.h"
#include "tyros-text.h"

struct _TyrosGameSession
{
  GObject         parent_instance;

  TyrosGameStore *store;
  TyrosGame      *game;
  char           *autosave_path;
  int             saved_moves;   /* played moves in the last autosave, or -1 */
  GError         *save_error;    /* why the last save failed; NULL while the file holds the game */
  guint           retry_id;      /* tries the save again while it fails */
  gboolean        copy_current;  /* a Save As copy holds the game as it is now */
  int             viewing;       /* the position shown from the history, or -1 */
  int             replacing;     /* the played move a replacement is entered for, or -1 */
  int             problem_index; /* the move that breaks a rule (the core's replay error), or -1 */
  char           *problem;       /* what the banner says of it; NULL once dismissed */

  /* What the page and the window show of the game, recomputed by update() */
  TyrosScore     *score;         /* of the position shown */
  TyrosStory     *story;         /* of the moves played, or NULL until asked for */
  char          **colours;       /* each player's, the palette's where the game has none */

  char           *title;
  char           *subtitle;
  char           *current_colour; /* of the player to act; NULL when no one is */
  char           *summary;
  char           *banner_text;   /* NULL: no banner */
  gboolean        banner_problem;
  gboolean        was_over;      /* the game was over at the last change */
  guint           over_moves;    /* the moves played when it was last over */
  char           *taken_finished; /* the "finished" an undo took away (or NULL), for its redo */
  char           *taken_moves;   /* a digest of the moves that had ended the game then; NULL: none taken */
  gboolean        read_only;     /* a finished game opened: no change until "Edit Anyway" */
  char           *finished_text; /* "Finished on 15 March 2026" while read-only */
};

G_DEFINE_FINAL_TYPE (TyrosGameSession, tyros_game_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_AUTOSAVE_PATH,
  PROP_SAVED_MOVES,
  PROP_SAVE_ERROR,
  PROP_VIEWING,
  PROP_REPLACING,
  PROP_PROBLEM_INDEX,
  PROP_PROBLEM,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_CURRENT_COLOUR,
  PROP_SUMMARY,
  PROP_BANNER_TEXT,
  PROP_BANNER_PROBLEM,
  PROP_READ_ONLY,
  PROP_FINISHED_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A failed save is tried again this often, until it works: the disk may
 * have room again, or the folder be writable, without anyone saying so. */
#define RETRY_SECONDS 2

static gboolean
is_journal (TyrosGameSession *self)
{
  return !tyros_game_is_position (self->game);
}

const TyrosState *
tyros_game_session_get_entry_state (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  return self->replacing >= 0 ? tyros_game_get_state_at (self->game, (guint) self->replacing)
                              : tyros_game_get_state (self->game);
}

const TyrosState *
tyros_game_session_get_shown_state (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  return self->viewing >= 0 ? tyros_game_get_state_at (self->game, (guint) self->viewing)
                            : tyros_game_session_get_entry_state (self);
}

/* Who wins a finished board, always in view as it is painted; "" while it
 * is not one a game can end with (its panel says why). */
static char *
compute_board_winner (TyrosGameSession *self)
{
  if (!tyros_position_check_finished (tyros_game_get_state (self->game), NULL))
    return g_strdup ("");
  return tyros_text_winner (self->game, self->score);
}

/* The colour of the player to act on the board shown, or NULL: nobody acts
 * on a finished board or after the game. */
static char *
compute_current_colour (TyrosGameSession *self)
{
  const TyrosState *state = tyros_game_session_get_shown_state (self);

  if (!is_journal (self) || state->phase == TYROS_PHASE_OVER)
    return NULL;
  return g_strdup (self->colours[state->current_player]);
}

/* The header of the board shown: whose turn, round, phase and lap. */
static void
compute_header (TyrosGameSession  *self,
                char             **title,
                char             **subtitle)
{
  const TyrosState *state = tyros_game_session_get_shown_state (self);
  const char *phase = tyros_phase_display_name (state->phase);

  if (!is_journal (self))
    {
      *title = g_strdup (_("Finished Board"));
      *subtitle = compute_board_winner (self);
      return;
    }
  if (state->phase == TYROS_PHASE_OVER)
    {
      *title = g_strdup (_("Game Over"));
      *subtitle = g_strdup_printf (_("After round %u"), state->round);
      return;
    }
  /* Translators: the header, e.g. "Anna’s turn" */
  *title = g_strdup_printf (_("%s’s turn"), tyros_game_get_player_name (self->game, state->current_player));
  if (state->phase == TYROS_PHASE_EXPAND)
    /* Translators: "Round 1 · Expanding the empires · lap 1 of 2" */
    *subtitle = g_strdup_printf (_("Round %u · %s · lap %u of %u"), state->round, phase,
                                 state->lap, tyros_state_expand_laps (state));
  else
    /* Translators: "Round 1 · Card actions" */
    *subtitle = g_strdup_printf (_("Round %u · %s"), state->round, phase);
  if (state->last_round)
    {
      char *longer = g_strdup_printf (_("%s · last round"), *subtitle);
      g_free (*subtitle);
      *subtitle = longer;
    }
}

/* "Anna", "Anna and Ben", "Anna, Ben and Cleo": the players who share the lead */
static char *
join_leaders (TyrosGameSession *self,
              const TyrosScore *score)
{
  g_autoptr(GString) first = g_string_new (NULL);
  guint last = score->n_winners - 1;

  if (score->n_winners == 1)
    return g_strdup (tyros_game_get_player_name (self->game, score->winners[0]));
  for (guint i = 0; i < last; i++)
    /* Translators: joins all but the last of the players who share the lead: "Anna, Ben" */
    g_string_append_printf (first, i == 0 ? "%s" : _(", %s"), tyros_game_get_player_name (self->game, score->winners[i]));
  /* Translators: joins the names of players who share the lead: "Anna and Ben" */
  return g_strdup_printf (_("%s and %s"), first->str, tyros_game_get_player_name (self->game, score->winners[last]));
}

/* Who leads the position shown, scored by the core as if the game ended
 * there, or who won; NULL where there is nothing to score. */
static char *
describe_lead (TyrosGameSession *self,
               const TyrosState *state,
               gboolean          over)
{
  const TyrosScore *score = self->score;
  g_autofree char *who = NULL;
  guint points;

  if (!is_journal (self) && !tyros_position_check_finished (state, NULL))
    return NULL;
  if (score->n_winners == 0)
    return NULL;
  points = score->players[score->winners[0]].total;
  if (points == 0 && !over)
    return g_strdup (_("No points yet"));
  who = join_leaders (self, score);
  if (over)
    /* Translators: a finished game in the recent games: "Anna won with 57 points" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s won with %u point", "%s won with %u points", points), who, points);
  if (score->n_winners == 1)
    /* Translators: a game under way: "Anna leads with 34 points" (scored as if it ended now) */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s leads with %u point", "%s leads with %u points", points), who, points);
  /* Translators: a game under way, several players share the lead: "Anna and Ben lead with 34 points" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s lead with %u point", "%s lead with %u points", points), who, points);
}

/* One line for a phone's bottom bar: whose turn, the round, who leads. */
static char *
compute_summary (TyrosGameSession *self,
                 const char       *title)
{
  const TyrosState *state = tyros_game_session_get_shown_state (self);
  gboolean over = !is_journal (self) || state->phase == TYROS_PHASE_OVER;
  g_autofree char *lead = describe_lead (self, state, over);
  g_autofree char *when = NULL;

  if (!is_journal (self))
    when = g_strdup (title);
  else if (over)
    when = g_strdup_printf (_("Finished after round %u"), state->round);
  else
    /* Translators: the bottom bar on a phone: "Anna’s turn · round 2" */
    when = g_strdup_printf (_("%s · round %u"), title, state->round);
  if (lead == NULL)
    return g_steal_pointer (&when);
  /* Translators: the bottom bar on a phone: "Anna’s turn · round 2 · Ben leads with 12 points" */
  return g_strdup_printf (_("%s · %s"), when, lead);
}

/* Above the board: which earlier position is shown, which move is being
 * replaced, or which move breaks a rule; NULL for none. */
static char *
compute_banner (TyrosGameSession *self)
{
  g_autofree char *move = NULL;

  if (!is_journal (self))
    return NULL;
  if (self->replacing >= 0)
    {
      move = tyros_game_describe_move (self->game, (guint) self->replacing);
      /* Translators: above the board while a move is being replaced */
      return g_strdup_printf (_("Replacing move %d: %s. Enter the move as it should have been; the later moves are then replayed."),
                              self->replacing + 1, move);
    }
  if (self->viewing == 0)
    return g_strdup (_("Read only: the board after the set-up."));
  if (self->viewing > 0)
    {
      move = tyros_game_describe_move (self->game, (guint) self->viewing - 1);
      /* Translators: above the board when an earlier position is shown: "Read only: the board after move 12 of 40 (Round 2, cards: …)." */
      return g_strdup_printf (_("Read only: the board after move %d of %u (%s)."), self->viewing,
                              tyros_game_get_n_played (self->game), move);
    }
  return g_strdup (self->problem);
}

static void
take_text (TyrosGameSession  *self,
           char             **field,
           char              *text,
           guint              prop_id)
{
  if (g_strcmp0 (*field, text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (*field);
  *field = text;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/* A game without saved colours is shown in the palette's: resolved here
 * only, for the board and the header's chip alike. */
static void
resolve_colours (TyrosGameSession *self)
{
  guint n = tyros_game_get_n_players (self->game);

  g_strfreev (self->colours);
  self->colours = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      const char *colour = tyros_game_get_player_colour (self->game, (int) i);

      self->colours[i] = g_strdup (colour != NULL ? colour : tyros_player_colour_hex (i));
    }
}

/* The one place what is shown follows the game, the position viewed, the
 * move being replaced and the problem from: the colours, the score of the
 * position shown (once per change), the texts; then "changed" says so. */
static void
update (TyrosGameSession *self)
{
  char *title = NULL;
  char *subtitle = NULL;
  gboolean banner_problem;

  g_object_freeze_notify (G_OBJECT (self));
  resolve_colours (self);
  g_clear_pointer (&self->score, tyros_score_free);
  self->score = tyros_score_compute (tyros_game_session_get_shown_state (self),
                                     tyros_game_get_player_names (self->game));
  compute_header (self, &title, &subtitle);
  take_text (self, &self->title, title, PROP_TITLE);
  take_text (self, &self->subtitle, subtitle, PROP_SUBTITLE);
  take_text (self, &self->current_colour, compute_current_colour (self), PROP_CURRENT_COLOUR);
  take_text (self, &self->summary, compute_summary (self, self->title), PROP_SUMMARY);
  take_text (self, &self->banner_text, compute_banner (self), PROP_BANNER_TEXT);
  banner_problem = self->banner_text != NULL && self->viewing < 0 && self->replacing < 0;
  if (banner_problem != self->banner_problem)
    {
      self->banner_problem = banner_problem;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BANNER_PROBLEM]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The move that breaks a rule is the core's (a loaded file's illegal move,
 * or one a replacement made illegal: the game stops before it); the banner
 * says it in the words of what led to it, when it is a new one. @replaced:
 * the change was a replacement. */
static void
follow_problem (TyrosGameSession *self,
                gboolean          replaced)
{
  int index = is_journal (self) ? tyros_game_get_replay_error_index (self->game) : -1;
  int before = self->problem_index;
  const char *why;
  char *text;

  if (index == before)
    return;
  self->problem_index = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM_INDEX]);
  why = index >= 0 ? tyros_game_get_replay_error (self->game)->message : NULL;
  if (index < 0)
    text = NULL;
  else if (replaced)
    /* Translators: after replacing an earlier move, a later one is no longer allowed */
    text = g_strdup_printf (_("After the change, move %d breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves can be redone."),
                            index + 1, why);
  else if (before >= 0 && (int) tyros_game_get_n_played (self->game) == before + 1)
    /* Translators: after fixing a move of a loaded file, the next one breaks a rule too */
    text = g_strdup_printf (_("Move %d breaks a rule too: %s. Enter it as it should have been."), index + 1, why);
  else
    /* Translators: a loaded file holds a move the rules do not allow */
    text = g_strdup_printf (_("Move %d of the file breaks a rule: %s. The game stops before it: enter the move as it should have been, and the later moves of the file can be redone."),
                            index + 1, why);
  take_text (self, &self->problem, text, PROP_PROBLEM);
}

static void
set_save_error (TyrosGameSession *self,
                const GError     *error)
{
  if (error == NULL ? self->save_error == NULL
                    : self->save_error != NULL && g_error_matches (self->save_error, error->domain, error->code) &&
                      g_str_equal (error->message, self->save_error->message))
    return;
  g_clear_error (&self->save_error);
  self->save_error = error != NULL ? g_error_copy (error) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

static gboolean retry_save (gpointer user_data);

/* A new game has no file until its first save has claimed it a name in the
 * store; "autosave-path" is NULL until then. */
static gboolean
save_game (TyrosGameSession  *self,
           GError           **error)
{
  if (self->autosave_path != NULL)
    return tyros_game_store_save (self->store, self->game, self->autosave_path, error);
  self->autosave_path = tyros_game_store_save_new (self->store, self->game, error);
  if (self->autosave_path == NULL)
    return FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_PATH]);
  return TRUE;
}

/* Every change of the game is saved at once (undone moves too, as the redo
 * list). tyros_file_save() writes a new file and renames it over the old one,
 * so the file is always a whole game. A 300-move game takes about 1.5 ms
 * (bench/bench-core.c), so this runs on the main thread, and a move is on
 * disk before the window shows it as played. When the disk says no, the game
 * stays whole in memory, "save-error" says so for as long as the file is
 * behind, and the save is tried again every few seconds. */
gboolean
tyros_game_session_save_now (TyrosGameSession  *self,
                             GError           **error)
{
  g_autoptr(GError) local_error = NULL;
  int saved_moves;

  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), FALSE);

  if (!save_game (self, &local_error))
    {
      set_save_error (self, local_error);
      if (self->retry_id == 0)
        self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry_save, self);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_clear_handle_id (&self->retry_id, g_source_remove);
  set_save_error (self, NULL);
  saved_moves = (int) tyros_game_get_n_played (self->game);
  if (saved_moves != self->saved_moves)
    {
      self->saved_moves = saved_moves;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVED_MOVES]);
    }
  return TRUE;
}

static gboolean
retry_save (gpointer user_data)
{
  /* Kept while it runs: a window that waited for this save to close drops
   * the session from the save's "save-error" notification. */
  g_autoptr(TyrosGameSession) self = g_object_ref (user_data);

  self->retry_id = 0;
  tyros_game_session_save_now (self, NULL);
  return G_SOURCE_REMOVE;
}

static void
autosave (TyrosGameSession *self)
{
  tyros_game_session_save_now (self, NULL);
}

static void
stamp_now (TyrosGameSession *self,
           TyrosPlayedKey    key)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *text = tyros_played_time_format (now);

  tyros_game_set_played (self->game, key, text, NULL);
}

/* A digest of the first @n moves of the journal (played or to redo) */
static char *
digest_moves (TyrosGame *game,
              guint      n)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);

  for (guint i = 0; i < n && i < tyros_game_get_n_moves (game); i++)
    {
      g_autofree char *move = tyros_file_move_to_json (tyros_game_get_move (game, i));

      g_checksum_update (checksum, (const guchar *) move, -1);
      g_checksum_update (checksum, (const guchar *) "\n", 1);
    }
  return g_strdup (g_checksum_get_string (checksum));
}

/* Over again: a redo of the very moves that had ended it restores the
 * moment it ended (the game ended then, not at the redo); any other end is
 * stamped now. */
static void
stamp_finished (TyrosGameSession *self)
{
  guint n_played = tyros_game_get_n_played (self->game);
  g_autofree char *moves = NULL;

  if (self->taken_moves != NULL && n_played == self->over_moves)
    moves = digest_moves (self->game, n_played);
  /* the time it had, or none when it had none (a file made before the play record) */
  if (moves != NULL && g_str_equal (moves, self->taken_moves))
    tyros_game_set_played (self->game, TYROS_PLAYED_FINISHED, self->taken_finished, NULL);
  else
    stamp_now (self, TYROS_PLAYED_FINISHED);
  g_clear_pointer (&self->taken_finished, g_free);
  g_clear_pointer (&self->taken_moves, g_free);
}

/* The play record follows the game: "finished" is the moment it became
 * over, and goes when an undo makes it not over again (kept aside for a
 * redo of the same moves). */
static void
follow_played (TyrosGameSession *self)
{
  gboolean over = tyros_state_is_over (tyros_game_get_state (self->game));
  const char *finished = tyros_game_get_played (self->game, TYROS_PLAYED_FINISHED);

  if (over && !self->was_over && finished == NULL)
    stamp_finished (self);
  else if (!over && self->was_over)
    {
      g_free (self->taken_finished);
      self->taken_finished = g_strdup (finished);
      g_free (self->taken_moves);
      self->taken_moves = digest_moves (self->game, self->over_moves);
    }
  if (!over)
    tyros_game_set_played (self->game, TYROS_PLAYED_FINISHED, NULL, NULL);
  if (over)
    self->over_moves = tyros_game_get_n_played (self->game);
  self->was_over = over;
}

/* A game new to the store is started now: a journal without moves (New
 * Game); a finished board entered by hand is finished now, when its result
 * is recorded. A file opened from elsewhere keeps what it says. */
static void
stamp_new_game (TyrosGameSession *self)
{
  if (is_journal (self) && tyros_game_get_n_moves (self->game) == 0 &&
      tyros_game_get_played (self->game, TYROS_PLAYED_STARTED) == NULL)
    stamp_now (self, TYROS_PLAYED_STARTED);
  if (!is_journal (self) && tyros_game_get_played (self->game, TYROS_PLAYED_FINISHED) == NULL)
    stamp_now (self, TYROS_PLAYED_FINISHED);
}

gboolean
tyros_game_session_set_played (TyrosGameSession *self,
                               TyrosPlayedKey    key,
                               const char       *value,
                               GError          **error)
{
  g_autofree char *problem = NULL;

  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (key == TYROS_PLAYED_LOCATION || key == TYROS_PLAYED_NOTE, FALSE);

  if (g_strcmp0 (value, "") == 0)
    value = NULL;
  if (g_strcmp0 (value, tyros_game_get_played (self->game, key)) == 0)
    return TRUE;
  if (!tyros_game_set_played (self->game, key, value, &problem))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, problem);
      return FALSE;
    }
  self->copy_current = FALSE;
  autosave (self);
  return TRUE;
}

/* A position viewed or a move being replaced that the change took away
 * (an undo) is left for the game as it is now. */
static void
game_changed (TyrosGameSession *self)
{
  int n_played = (int) tyros_game_get_n_played (self->game);
  gboolean replaced = self->replacing >= 0; /* only the move entered for it changes the game */

  self->copy_current = FALSE;
  g_clear_pointer (&self->story, tyros_story_free);
  follow_played (self);
  autosave (self);
  g_object_freeze_notify (G_OBJECT (self));
  if (self->viewing > n_played)
    {
      self->viewing = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWING]);
    }
  if (self->replacing >= n_played)
    {
      self->replacing = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLACING]);
    }
  follow_problem (self, replaced);
  g_object_thaw_notify (G_OBJECT (self));
  update (self);
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
  update (self);
}

int
tyros_game_session_get_replacing (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), -1);
  return self->replacing;
}

void
tyros_game_session_set_replacing (TyrosGameSession *self,
                                  int               index)
{
  g_return_if_fail (TYROS_IS_GAME_SESSION (self));
  g_return_if_fail (index >= -1 && index < (int) tyros_game_get_n_played (self->game));

  if (index == self->replacing)
    return;
  self->replacing = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLACING]);
  update (self);
}

int
tyros_game_session_get_problem_index (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), -1);
  return self->problem_index;
}

void
tyros_game_session_dismiss_problem (TyrosGameSession *self)
{
  g_return_if_fail (TYROS_IS_GAME_SESSION (self));

  if (self->problem == NULL)
    return;
  g_clear_pointer (&self->problem, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEM]);
  update (self);
}

const TyrosScore *
tyros_game_session_get_score (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  return self->score;
}

/* Only the game changes it: not the position viewed nor the move being
 * replaced. Computed when first asked for after a change. */
const TyrosStory *
tyros_game_session_get_story (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  if (self->story == NULL)
    self->story = tyros_story_compute (self->game);
  return self->story;
}

const char * const *
tyros_game_session_get_player_colours (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  return (const char * const *) self->colours;
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
  if (!tyros_file_save (self->game, path, error))
    return FALSE;
  self->copy_current = TRUE;
  return TRUE;
}

static void
forward_text (GObject          *object,
              GParamSpec       *pspec,
              TyrosGameSession *self G_GNUC_UNUSED)
{
  g_object_notify (object, g_param_spec_get_name (pspec));
}

void
tyros_game_session_forward_texts (TyrosGameSession *self,
                                  GObject          *object)
{
  g_return_if_fail (TYROS_IS_GAME_SESSION (self));
  g_return_if_fail (G_IS_OBJECT (object));

  g_signal_connect_object (self, "notify::title", G_CALLBACK (forward_text), object, G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::subtitle", G_CALLBACK (forward_text), object, G_CONNECT_SWAPPED);
  g_object_notify (object, "title");
  g_object_notify (object, "subtitle");
}

gboolean
tyros_game_session_get_read_only (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), FALSE);
  return self->read_only;
}

void
tyros_game_session_edit_anyway (TyrosGameSession *self)
{
  g_return_if_fail (TYROS_IS_GAME_SESSION (self));

  if (!self->read_only)
    return;
  self->read_only = FALSE;
  g_clear_pointer (&self->finished_text, g_free);
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED_TEXT]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

const GError *
tyros_game_session_get_save_error (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), NULL);
  return self->save_error;
}

gboolean
tyros_game_session_is_kept (TyrosGameSession *self)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (self), FALSE);
  return self->save_error == NULL || self->copy_current;
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
    case PROP_SAVE_ERROR: g_value_set_string (value, self->save_error != NULL ? self->save_error->message : NULL); break;
    case PROP_VIEWING: g_value_set_int (value, self->viewing); break;
    case PROP_REPLACING: g_value_set_int (value, self->replacing); break;
    case PROP_PROBLEM_INDEX: g_value_set_int (value, self->problem_index); break;
    case PROP_PROBLEM: g_value_set_string (value, self->problem); break;
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_SUBTITLE: g_value_set_string (value, self->subtitle); break;
    case PROP_CURRENT_COLOUR: g_value_set_string (value, self->current_colour); break;
    case PROP_SUMMARY: g_value_set_string (value, self->summary); break;
    case PROP_BANNER_TEXT: g_value_set_string (value, self->banner_text); break;
    case PROP_BANNER_PROBLEM: g_value_set_boolean (value, self->banner_problem); break;
    case PROP_READ_ONLY: g_value_set_boolean (value, self->read_only); break;
    case PROP_FINISHED_TEXT: g_value_set_string (value, self->finished_text); break;
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
    case PROP_REPLACING: tyros_game_session_set_replacing (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_game_session_dispose (GObject *object)
{
  TyrosGameSession *self = TYROS_GAME_SESSION (object);

  g_clear_handle_id (&self->retry_id, g_source_remove);
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
  g_clear_error (&self->save_error);
  g_free (self->problem);
  g_clear_pointer (&self->score, tyros_score_free);
  g_clear_pointer (&self->story, tyros_story_free);
  g_strfreev (self->colours);
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->current_colour);
  g_free (self->summary);
  g_free (self->banner_text);
  g_free (self->taken_finished);
  g_free (self->taken_moves);
  g_free (self->finished_text);
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
  properties[PROP_SAVE_ERROR] =
    g_param_spec_string ("save-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWING] =
    g_param_spec_int ("viewing", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLACING] =
    g_param_spec_int ("replacing", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROBLEM_INDEX] =
    g_param_spec_int ("problem-index", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROBLEM] =
    g_param_spec_string ("problem", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT_COLOUR] =
    g_param_spec_string ("current-colour", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BANNER_TEXT] =
    g_param_spec_string ("banner-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BANNER_PROBLEM] =
    g_param_spec_boolean ("banner-problem", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINISHED_TEXT] =
    g_param_spec_string ("finished-text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tyros_game_session_init (TyrosGameSession *self)
{
  self->saved_moves = -1;
  self->viewing = -1;
  self->replacing = -1;
  self->problem_index = -1;
}

/* A game of the store that was over before it was opened (a finished game
 * of the records or of the recent games) is looked at, not changed by
 * accident: read-only until "Edit Anyway". */
static void
open_read_only (TyrosGameSession *self)
{
  g_autofree char *date = NULL;

  if (!is_journal (self) || !self->was_over || self->autosave_path == NULL)
    return;
  self->read_only = TRUE;
  date = tyros_text_played_date (tyros_game_get_played (self->game, TYROS_PLAYED_FINISHED));
  self->finished_text = date != NULL
    /* Translators: the banner over a finished game opened from the records: "Finished on 15 March 2026" */
    ? g_strdup_printf (_("Finished on %s"), date)
    : g_strdup (_("This game is finished"));
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
  self->autosave_path = g_strdup (path);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);
  self->was_over = tyros_state_is_over (tyros_game_get_state (game));
  self->over_moves = tyros_game_get_n_played (game);
  if (path == NULL)
    stamp_new_game (self);
  open_read_only (self);
  follow_problem (self, FALSE);
  update (self);
  /* A game opened from its file is written again only when it changes:
   * looking at a game keeps its bytes and its modification time. */
  if (path == NULL)
    autosave (self);
  return self;
}
