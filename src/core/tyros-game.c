/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game.c: a game's journal, its positions and its cursor */
#define G_LOG_DOMAIN "tyros-game"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-game-private.h"
#include "tyros-position.h"

struct _TyrosGame
{
  GObject             parent_instance;

  const TyrosEdition *edition;
  char              **names;
  char               *colours[TYROS_MAX_PLAYERS];
  char               *extras[TYROS_MAX_PLAYERS];
  char               *played[TYROS_N_PLAYED_KEYS];
  TyrosSetup          setup;
  gboolean            is_position;

  GPtrArray          *moves;      /* TyrosMove: played, then redoable */
  GArray             *states;     /* TyrosState: states[i] is the position after i moves */
  GArray             *outcomes;   /* TyrosOutcome of each played move */

  int                 replay_error_index;
  TyrosViolation     *replay_error;
  TyrosBoard         *board;      /* the group's board, or NULL for the printed one */
  guint               n_journal_played; /* moves the journal gave as played */

  /* The journal before the last replacement, while undoing it is the next
   * undo: the moves as they were and the cursor then. NULL otherwise. */
  GPtrArray          *replaced_moves;
  guint               replaced_n_played;
  guint               replaced_index;
};

G_DEFINE_FINAL_TYPE (TyrosGame, tyros_game, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
clear_outcome (gpointer data)
{
  tyros_outcome_clear (data);
}

static void
tyros_game_finalize (GObject *object)
{
  TyrosGame *self = TYROS_GAME (object);

  g_strfreev (self->names);
  for (int p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      g_free (self->colours[p]);
      g_free (self->extras[p]);
    }
  for (int k = 0; k < TYROS_N_PLAYED_KEYS; k++)
    g_free (self->played[k]);
  g_ptr_array_unref (self->moves);
  g_array_unref (self->states);
  g_array_unref (self->outcomes);
  tyros_violation_free (self->replay_error);
  tyros_board_unref (self->board);
  g_clear_pointer (&self->replaced_moves, g_ptr_array_unref);
  G_OBJECT_CLASS (tyros_game_parent_class)->finalize (object);
}

static void
tyros_game_class_init (TyrosGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tyros_game_finalize;

  /* Emitted whenever the position, the journal or the cursor changes. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tyros_game_init (TyrosGame *self)
{
  self->moves = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_move_free);
  self->states = g_array_new (FALSE, FALSE, sizeof (TyrosState));
  self->outcomes = g_array_new (FALSE, TRUE, sizeof (TyrosOutcome));
  g_array_set_clear_func (self->outcomes, clear_outcome);
  self->replay_error_index = -1;
}

static TyrosGame *
game_new (const TyrosEdition *edition,
          const char *const  *names)
{
  TyrosGame *self = g_object_new (TYROS_TYPE_GAME, NULL);
  guint n = g_strv_length ((char **) names);

  g_return_val_if_fail (n >= TYROS_MIN_PLAYERS && n <= TYROS_MAX_PLAYERS, self);
  self->edition = edition;
  self->names = g_strdupv ((char **) names);
  return self;
}

TyrosGame *
tyros_game_new (const TyrosEdition *edition,
                const char *const  *names,
                const TyrosSetup   *setup,
                TyrosViolation    **violation)
{
  g_autoptr(TyrosGame) self = game_new (edition, names);
  TyrosState state;

  if (!tyros_setup_apply (setup, edition, g_strv_length (self->names), &state, violation))
    return NULL;
  state.names = (const char *const *) self->names;
  self->setup = *setup;
  g_array_append_val (self->states, state);
  return g_steal_pointer (&self);
}

TyrosGame *
tyros_game_new_position (const TyrosEdition *edition,
                         const char *const  *names)
{
  TyrosGame *self = game_new (edition, names);
  TyrosState state;

  tyros_state_init_empty (&state, edition, g_strv_length (self->names));
  state.names = (const char *const *) self->names;
  state.phase = TYROS_PHASE_OVER;
  self->is_position = TRUE;
  g_array_append_val (self->states, state);
  return self;
}

gboolean
tyros_game_is_position (TyrosGame *self)
{
  return self->is_position;
}

gboolean
tyros_game_set_position (TyrosGame        *self,
                         const TyrosState *state,
                         TyrosViolation  **violation)
{
  TyrosState copy = *state;

  g_return_val_if_fail (self->is_position, FALSE);
  copy.names = (const char *const *) self->names;
  copy.board = self->board;
  if (!tyros_position_check (&copy, violation))
    return FALSE;
  g_array_index (self->states, TyrosState, 0) = copy;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

const TyrosEdition *
tyros_game_get_edition (TyrosGame *self)
{
  return self->edition;
}

guint
tyros_game_get_n_players (TyrosGame *self)
{
  return g_strv_length (self->names);
}

const char *
tyros_game_get_player_name (TyrosGame *self,
                            int        player)
{
  g_return_val_if_fail (player >= 0 && player < (int) tyros_game_get_n_players (self), NULL);
  return self->names[player];
}

/* A format character is invisible: "An\u200Bna" and "Anna" would be two
 * people who read alike, and U+202E turns the text after it around. Only the
 * joiners (U+200C, U+200D) are kept, after a letter of a script that needs
 * them (Persian, the scripts of India) or an emoji: never after a Latin letter,
 * where they only hide. */
static gboolean
is_joiner_in_context (gunichar    c,
                      const char *previous)
{
  gunichar before;

  if ((c != 0x200C && c != 0x200D) || previous == NULL)
    return FALSE;
  before = g_utf8_get_char (previous);
  return before >= 0x80 && g_unichar_get_script (before) != G_UNICODE_SCRIPT_LATIN &&
         g_unichar_type (before) != G_UNICODE_FORMAT;
}

gboolean
tyros_player_name_is_valid (const char *name,
                            char      **message)
{
  g_return_val_if_fail (name != NULL, FALSE);
  if (*name == '\0' || strlen (name) > TYROS_MAX_NAME_LENGTH || !g_utf8_validate (name, -1, NULL))
    {
      if (message != NULL)
        *message = g_strdup_printf (_("a name has 1 to %d bytes of UTF-8"), TYROS_MAX_NAME_LENGTH);
      return FALSE;
    }
  for (const char *p = name, *previous = NULL; *p != '\0'; previous = p, p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);

      /* ESC would reach a terminal as a command, a line break splits a line */
      if (type == G_UNICODE_CONTROL || type == G_UNICODE_LINE_SEPARATOR || type == G_UNICODE_PARAGRAPH_SEPARATOR)
        {
          if (message != NULL)
            *message = g_strdup (_("a name cannot hold a line break, a tab or another control character"));
          return FALSE;
        }
      if (type == G_UNICODE_FORMAT && !is_joiner_in_context (c, previous))
        {
          if (message != NULL)
            *message = g_strdup (_("a name cannot hold an invisible character, such as a zero-width space or a change of writing direction"));
          return FALSE;
        }
    }
  return TRUE;
}

const char *const *
tyros_game_get_player_names (TyrosGame *self)
{
  return (const char *const *) self->names;
}

const char *
tyros_game_get_player_colour (TyrosGame *self,
                              int        player)
{
  g_return_val_if_fail (player >= 0 && player < TYROS_MAX_PLAYERS, NULL);
  return self->colours[player];
}

void
tyros_game_set_player_colour (TyrosGame  *self,
                              int         player,
                              const char *colour)
{
  g_return_if_fail (player >= 0 && player < TYROS_MAX_PLAYERS);
  g_free (self->colours[player]);
  self->colours[player] = g_strdup (colour);
}

void
tyros_game_set_player_extra (TyrosGame  *self,
                             int         player,
                             const char *extra)
{
  g_return_if_fail (player >= 0 && player < TYROS_MAX_PLAYERS);
  g_free (self->extras[player]);
  self->extras[player] = g_strdup (extra);
}

const char *
tyros_game_get_player_extra (TyrosGame *self,
                             int        player)
{
  g_return_val_if_fail (player >= 0 && player < TYROS_MAX_PLAYERS, NULL);
  return self->extras[player];
}

const TyrosSetup *
tyros_game_get_setup (TyrosGame *self)
{
  return &self->setup;
}

guint
tyros_game_get_n_played (TyrosGame *self)
{
  return self->states->len - 1;
}

guint
tyros_game_get_n_moves (TyrosGame *self)
{
  return self->moves->len;
}

const TyrosState *
tyros_game_get_state_at (TyrosGame *self,
                         guint      n_moves)
{
  g_return_val_if_fail (n_moves < self->states->len, NULL);
  return &g_array_index (self->states, TyrosState, n_moves);
}

const TyrosState *
tyros_game_get_state (TyrosGame *self)
{
  return tyros_game_get_state_at (self, tyros_game_get_n_played (self));
}

const TyrosMove *
tyros_game_get_move (TyrosGame *self,
                     guint      index)
{
  g_return_val_if_fail (index < self->moves->len, NULL);
  return g_ptr_array_index (self->moves, index);
}

const TyrosOutcome *
tyros_game_get_outcome (TyrosGame *self,
                        guint      index)
{
  g_return_val_if_fail (index < self->outcomes->len, NULL);
  return &g_array_index (self->outcomes, TyrosOutcome, index);
}

/* Applies @move to the position at the cursor and, when it is legal, keeps
 * the new position after it; the caller puts the move in the journal. */
static gboolean
apply_at_cursor (TyrosGame        *self,
                 const TyrosMove  *move,
                 TyrosViolation  **violation)
{
  TyrosState state = *tyros_game_get_state (self);
  TyrosOutcome outcome = { 0 };

  if (!tyros_rules_apply (&state, move, &outcome, violation))
    return FALSE;
  g_array_append_val (self->states, state);
  g_array_append_val (self->outcomes, outcome);
  return TRUE;
}

/* Applies the move at the cursor, which is already in the journal. */
static gboolean
advance_cursor (TyrosGame       *self,
                TyrosViolation **violation)
{
  return apply_at_cursor (self, g_ptr_array_index (self->moves, tyros_game_get_n_played (self)), violation);
}

/* The first redoable move, when it is known to break a rule (a loaded file's
 * illegal move, or one a replacement made illegal), is "pending": the next move
 * played takes its place and the moves after it stay redoable. */
static gboolean
has_pending_error (TyrosGame *self)
{
  return self->replay_error_index >= 0 && (guint) self->replay_error_index == tyros_game_get_n_played (self);
}

/* Checks the first redoable move and notes it as pending if it breaks a rule. */
static void
note_pending_error (TyrosGame *self)
{
  guint n = tyros_game_get_n_played (self);

  self->replay_error_index = -1;
  g_clear_pointer (&self->replay_error, tyros_violation_free);
  if (n < self->moves->len &&
      !tyros_rules_check (tyros_game_get_state (self), g_ptr_array_index (self->moves, n), NULL, &self->replay_error))
    self->replay_error_index = (int) n;
}

/* Any other change of the journal or cursor: a replacement is no longer the step to undo. */
static void
forget_replacement (TyrosGame *self)
{
  g_clear_pointer (&self->replaced_moves, g_ptr_array_unref);
}

static gpointer
copy_move (gconstpointer move,
           gpointer      user_data G_GNUC_UNUSED)
{
  return tyros_move_copy (move);
}

static GPtrArray *
copy_moves (GPtrArray *moves)
{
  return g_ptr_array_copy (moves, copy_move, NULL);
}

gboolean
tyros_game_play (TyrosGame        *self,
                 const TyrosMove  *move,
                 TyrosOutcome     *outcome,
                 TyrosViolation  **violation)
{
  guint n = tyros_game_get_n_played (self);
  gboolean replaces_pending = has_pending_error (self);

  g_return_val_if_fail (!self->is_position, FALSE);
  if (!apply_at_cursor (self, move, violation))
    return FALSE;

  forget_replacement (self);
  if (replaces_pending)
    {
      tyros_move_free (g_ptr_array_index (self->moves, n));
      g_ptr_array_index (self->moves, n) = tyros_move_copy (move);
    }
  else
    {
      g_ptr_array_set_size (self->moves, n);
      g_ptr_array_add (self->moves, tyros_move_copy (move));
    }
  note_pending_error (self);
  if (outcome != NULL)
    {
      *outcome = g_array_index (self->outcomes, TyrosOutcome, n);
      if (outcome->route != NULL)
        outcome->route = g_array_copy (outcome->route);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
tyros_game_can_undo (TyrosGame *self)
{
  return self->replaced_moves != NULL || tyros_game_get_n_played (self) > 0;
}

gboolean
tyros_game_can_redo (TyrosGame *self)
{
  return tyros_game_get_n_played (self) < self->moves->len;
}

static void
drop_last_position (TyrosGame *self)
{
  g_array_set_size (self->states, self->states->len - 1);
  g_array_set_size (self->outcomes, self->outcomes->len - 1);
}

static int replay_forward (TyrosGame *self, guint until, TyrosViolation **violation);

/* Puts back the journal and the cursor as they were before the last replacement. */
static void
undo_replacement (TyrosGame *self)
{
  g_autoptr(GPtrArray) moves = g_steal_pointer (&self->replaced_moves);

  while (tyros_game_get_n_played (self) > self->replaced_index)
    drop_last_position (self);
  g_ptr_array_set_size (self->moves, 0);
  g_ptr_array_extend_and_steal (self->moves, g_steal_pointer (&moves));
  replay_forward (self, self->replaced_n_played, NULL);
  note_pending_error (self);
}

gboolean
tyros_game_undo (TyrosGame *self)
{
  if (self->replaced_moves != NULL)
    {
      undo_replacement (self);
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  if (!tyros_game_can_undo (self))
    return FALSE;
  drop_last_position (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
tyros_game_redo (TyrosGame       *self,
                 TyrosViolation **violation)
{
  if (!tyros_game_can_redo (self) || !advance_cursor (self, violation))
    return FALSE;
  forget_replacement (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
tyros_game_go_back_to (TyrosGame *self,
                       guint      n_played)
{
  if (n_played >= tyros_game_get_n_played (self))
    return;
  forget_replacement (self);
  while (tyros_game_get_n_played (self) > n_played)
    drop_last_position (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Replays moves from the cursor on while they are legal; returns the index of
 * the first illegal one, or -1. */
static int
replay_forward (TyrosGame       *self,
                guint            until,
                TyrosViolation **violation)
{
  while (tyros_game_get_n_played (self) < until)
    {
      if (!advance_cursor (self, violation))
        return (int) tyros_game_get_n_played (self);
    }
  return -1;
}

gboolean
tyros_game_replace_move (TyrosGame        *self,
                         guint             index,
                         const TyrosMove  *move,
                         TyrosViolation  **violation,
                         int              *first_illegal,
                         TyrosViolation  **later_violation)
{
  guint played = tyros_game_get_n_played (self);
  TyrosViolation *later = NULL;
  int illegal;

  g_return_val_if_fail (index < played, FALSE);
  if (!tyros_rules_check (tyros_game_get_state_at (self, index), move, NULL, violation))
    return FALSE;

  forget_replacement (self);
  self->replaced_moves = copy_moves (self->moves);
  self->replaced_n_played = played;
  self->replaced_index = index;
  while (tyros_game_get_n_played (self) > index)
    drop_last_position (self);
  tyros_move_free (g_ptr_array_index (self->moves, index));
  g_ptr_array_index (self->moves, index) = tyros_move_copy (move);
  illegal = replay_forward (self, played, &later);
  note_pending_error (self);
  if (first_illegal != NULL)
    *first_illegal = illegal;
  if (later_violation != NULL)
    *later_violation = later;
  else
    tyros_violation_free (later);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
tyros_game_take_journal (TyrosGame *self,
                         GPtrArray *moves,
                         guint      n_to_play)
{
  forget_replacement (self);
  g_ptr_array_set_size (self->moves, 0);
  g_ptr_array_extend_and_steal (self->moves, moves);
  self->n_journal_played = MIN (n_to_play, self->moves->len);
  replay_forward (self, self->n_journal_played, NULL);
  note_pending_error (self);
}

int
tyros_game_get_replay_error_index (TyrosGame *self)
{
  return self->replay_error_index;
}

const TyrosViolation *
tyros_game_get_replay_error (TyrosGame *self)
{
  return self->replay_error;
}

TyrosBoard *
tyros_game_get_board (TyrosGame *self)
{
  return self->board;
}

void
tyros_game_set_board (TyrosGame  *self,
                      TyrosBoard *board)
{
  /* A replay that stopped at an illegal move goes on: the new seas may allow it */
  guint played = has_pending_error (self) ? self->moves->len : tyros_game_get_n_played (self);

  forget_replacement (self);
  if (board != NULL)
    tyros_board_ref (board);
  tyros_board_unref (self->board);
  self->board = board;

  /* The same moves on other seas: replay them, stopping where one no longer is legal */
  while (tyros_game_get_n_played (self) > 0)
    drop_last_position (self);
  g_array_index (self->states, TyrosState, 0).board = board;
  replay_forward (self, played, NULL);
  note_pending_error (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
tyros_game_has_journal_error (TyrosGame *self)
{
  return self->replay_error_index >= 0 && (guint) self->replay_error_index < self->n_journal_played;
}

const char *
tyros_played_key_to_string (TyrosPlayedKey key)
{
  static const char *const names[] = { "started", "finished", "location", "note" };

  g_return_val_if_fail (key < TYROS_N_PLAYED_KEYS, NULL);
  return names[key];
}

static gboolean
digits (const char *text,
        guint       n)
{
  for (guint i = 0; i < n; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return TRUE;
}

/* RFC 3339's date-time, section 5.6: full-date "T" full-time, the offset
 * required ("Z" or +hh:mm). GLib's ISO 8601 reader takes more (week dates,
 * no separators), so the shape is checked here and the ranges (month 13,
 * 30 February) by GLib. */
static gboolean
is_rfc3339 (const char *text)
{
  g_autoptr(GDateTime) time = NULL;
  const char *p = text;

  if (!(digits (p, 4) && p[4] == '-' && digits (p + 5, 2) && p[7] == '-' && digits (p + 8, 2)))
    return FALSE;
  p += 10;
  if (*p != 'T' && *p != 't')
    return FALSE;
  p++;
  if (!(digits (p, 2) && p[2] == ':' && digits (p + 3, 2) && p[5] == ':' && digits (p + 6, 2)))
    return FALSE;
  p += 8;
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  if (*p == 'Z' || *p == 'z')
    p++;
  else if ((*p == '+' || *p == '-') && digits (p + 1, 2) && p[3] == ':' && digits (p + 4, 2) &&
           g_ascii_digit_value (p[1]) * 10 + g_ascii_digit_value (p[2]) < 24 &&
           g_ascii_digit_value (p[4]) * 10 + g_ascii_digit_value (p[5]) < 60)
    p += 6;
  else
    return FALSE;
  if (*p != '\0')
    return FALSE;
  time = tyros_played_time_parse (text);
  return time != NULL;
}

GDateTime *
tyros_played_time_parse (const char *text)
{
  g_autofree char *upper = g_ascii_strup (text, -1);

  return g_date_time_new_from_iso8601 (upper, NULL);
}

gboolean
tyros_played_value_is_valid (TyrosPlayedKey key,
                             const char    *value,
                             char         **message)
{
  g_return_val_if_fail (key < TYROS_N_PLAYED_KEYS && value != NULL, FALSE);
  if (key == TYROS_PLAYED_STARTED || key == TYROS_PLAYED_FINISHED)
    {
      if (is_rfc3339 (value))
        return TRUE;
      if (message != NULL)
        *message = g_strdup (_("a time is a date and time with its offset from UTC (RFC 3339), as in 2026-11-26T19:04:00+01:00"));
      return FALSE;
    }
  if (*value == '\0' || strlen (value) > TYROS_MAX_PLAYED_TEXT_LENGTH || !g_utf8_validate (value, -1, NULL))
    {
      if (message != NULL)
        *message = g_strdup_printf (_("a text here has 1 to %d bytes of UTF-8"), TYROS_MAX_PLAYED_TEXT_LENGTH);
      return FALSE;
    }
  for (const char *p = value; *p != '\0'; p = g_utf8_next_char (p))
    {
      GUnicodeType type = g_unichar_type (g_utf8_get_char (p));

      if (type == G_UNICODE_CONTROL || type == G_UNICODE_LINE_SEPARATOR || type == G_UNICODE_PARAGRAPH_SEPARATOR)
        {
          if (message != NULL)
            *message = g_strdup (_("a text here cannot hold a line break, a tab or another control character"));
          return FALSE;
        }
    }
  return TRUE;
}

char *
tyros_played_time_format (GDateTime *time)
{
  g_autofree char *date = g_date_time_format (time, "%Y-%m-%dT%H:%M:%S");
  GTimeSpan offset = g_date_time_get_utc_offset (time) / G_TIME_SPAN_MINUTE;
  GTimeSpan minutes = ABS (offset);

  return g_strdup_printf ("%s%c%02d:%02d", date, offset < 0 ? '-' : '+',
                          (int) (minutes / 60), (int) (minutes % 60));
}

/* @time in µs since the epoch, or @otherwise when it is not a time */
static gint64
played_instant (const char *time,
                gint64      otherwise)
{
  g_autoptr(GDateTime) parsed = time != NULL ? g_date_time_new_from_iso8601 (time, NULL) : NULL;

  if (parsed == NULL)
    return otherwise;
  return g_date_time_to_unix (parsed) * G_USEC_PER_SEC + g_date_time_get_microsecond (parsed);
}

TyrosPlayedOrder
tyros_played_order (const char *started,
                    const char *finished,
                    gint64      file_time,
                    const char *file)
{
  TyrosPlayedOrder order;
  gint64 end = played_instant (finished, G_MININT64);
  /* to the second, as a play record is written */
  gint64 file_second = file_time - file_time % G_USEC_PER_SEC;

  order.played = played_instant (started, end != G_MININT64 ? end : file_second);
  order.finished = end != G_MININT64 ? end : order.played;
  order.file_time = file_time;
  order.file = file;
  return order;
}

int
tyros_played_order_compare (const TyrosPlayedOrder *a,
                            const TyrosPlayedOrder *b)
{
  if (a->played != b->played)
    return a->played > b->played ? -1 : 1;
  if (a->finished != b->finished)
    return a->finished > b->finished ? -1 : 1;
  /* within the same second: the finer clock, the last saved first */
  if (a->file_time != b->file_time)
    return a->file_time > b->file_time ? -1 : 1;
  return -g_strcmp0 (a->file, b->file);
}

const char *
tyros_game_get_played (TyrosGame     *self,
                       TyrosPlayedKey key)
{
  g_return_val_if_fail (TYROS_IS_GAME (self) && key < TYROS_N_PLAYED_KEYS, NULL);
  return self->played[key];
}

GDateTime *
tyros_game_get_played_time (TyrosGame *self)
{
  const char *started = tyros_game_get_played (self, TYROS_PLAYED_STARTED);
  const char *finished = tyros_game_get_played (self, TYROS_PLAYED_FINISHED);

  return tyros_played_time_parse (started != NULL ? started : finished != NULL ? finished : "");
}

gboolean
tyros_game_set_played (TyrosGame     *self,
                       TyrosPlayedKey key,
                       const char    *value,
                       char         **message)
{
  g_return_val_if_fail (TYROS_IS_GAME (self) && key < TYROS_N_PLAYED_KEYS, FALSE);
  if (value != NULL && *value == '\0')
    value = NULL;
  if (value != NULL && !tyros_played_value_is_valid (key, value, message))
    return FALSE;
  g_free (self->played[key]);
  self->played[key] = g_strdup (value);
  return TRUE;
}
