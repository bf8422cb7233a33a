/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move-entry.c: the move being entered, as a state machine
 *
 * Every question goes to the core: tyros_rules_expand_fields and
 * tyros_choices_* for what may be chosen, tyros_rules_reachability and
 * tyros_board_shortest_routes for ships, tyros_rules_check for prices and for
 * why a move is not allowed.
 */
#define G_LOG_DOMAIN "tyros-move-entry"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tyros-move-entry.h"

struct _TyrosMoveEntry
{
  GObject         parent_instance;

  TyrosGame      *game;
  int             replace_index;  /* entering a replacement for this move, or -1 */
  TyrosEntryMode  mode;

  /* what was chosen */
  TyrosField      expand_field;   /* waiting for the empire choice */
  TyrosCoast      ship_from;
  TyrosCoast      ship_dest;
  GArray         *route;          /* TyrosCoast, from ship_from */
  gboolean        tracing;
  TyrosField      build_field;
  TyrosCoast      build_coast;   /* the half of 16 clicked: its ship goes back (B4) */
  TyrosPayment    paid;
  char           *shown;

  /* what is shown */
  char           *prompt;
  char           *hint;
  char           *price;
  char           *error;
  char           *rule;
  char           *route_text;
  char           *choice_text;
  char           *last_move;
  guint           empires;
  gboolean        can_confirm;
  TyrosCoast      closed_a;       /* the closed sea pair the error names (M1), or NONE */
  TyrosCoast      closed_b;

  /* board marks: the shortest routes shown too */
  TyrosBoardMarks marks;
};

enum {
  PROP_0,
  PROP_MODE,
  PROP_PROMPT,
  PROP_HINT,
  PROP_PRICE,
  PROP_ERROR,
  PROP_RULE,
  PROP_ROUTE_TEXT,
  PROP_CHOICE_TEXT,
  PROP_LAST_MOVE,
  PROP_EMPIRES,
  PROP_CAN_CONFIRM,
  PROP_TRACING,
  PROP_SHOWN,
  PROP_CAN_OPEN_PASSAGE,
  PROP_REPLACE_INDEX,
  PROP_MARKS,
  N_PROPS
};

enum {
  SIGNAL_MOVE_PLAYED,
  SIGNAL_MOVE_REPLACED,
  SIGNAL_BOARD_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];

static void set_tracing (TyrosMoveEntry *self, gboolean tracing);
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TyrosMoveEntry, tyros_move_entry, G_TYPE_OBJECT)

static void set_mode (TyrosMoveEntry *self, TyrosEntryMode mode);

/* ------------------------------------------------------------------ */
/* Setting what is shown                                                */

static void
set_text (TyrosMoveEntry *self,
          char          **field,
          const char     *text,
          guint           prop)
{
  if (g_strcmp0 (*field, text ? text : "") == 0)
    return;
  g_free (*field);
  *field = g_strdup (text ? text : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_can_confirm (TyrosMoveEntry *self,
                 gboolean        can_confirm)
{
  can_confirm = !!can_confirm;
  if (can_confirm == self->can_confirm)
    return;
  self->can_confirm = can_confirm;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_CONFIRM]);
}

static void
set_empires (TyrosMoveEntry *self,
             guint           empires)
{
  if (empires == self->empires)
    return;
  self->empires = empires;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EMPIRES]);
}

static void
marks_changed (TyrosMoveEntry *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
}

/* No routes drawn, nor a bad step on them */
static void
clear_routes (TyrosMoveEntry *self)
{
  g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
  self->marks.bad_step = -1;
}

static void
set_highlight (TyrosMoveEntry *self,
               TyrosSet        fields)
{
  self->marks.highlight = fields;
  marks_changed (self);
}

/* ------------------------------------------------------------------ */
/* The position and the player                                          */

/* The position the move is entered for: now, or before the move being replaced. */
static const TyrosState *
get_state (TyrosMoveEntry *self)
{
  if (self->replace_index >= 0)
    return tyros_game_get_state_at (self->game, (guint) self->replace_index);
  return tyros_game_get_state (self->game);
}

static int
current_player (TyrosMoveEntry *self)
{
  return get_state (self)->current_player;
}

static const char *
current_name (TyrosMoveEntry *self)
{
  return tyros_game_get_player_name (self->game, current_player (self));
}

static TyrosPlace
place_for_coast (TyrosCoast coast)
{
  return (TyrosPlace) { tyros_coast_field (coast), coast };
}

/* ------------------------------------------------------------------ */
/* Errors                                                               */

static void
set_closed_pair (TyrosMoveEntry *self,
                 TyrosCoast      a,
                 TyrosCoast      b)
{
  gboolean could = self->closed_a != TYROS_COAST_NONE;

  self->closed_a = a;
  self->closed_b = b;
  if (could != (a != TYROS_COAST_NONE))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_OPEN_PASSAGE]);
}

static void
clear_error (TyrosMoveEntry *self)
{
  set_closed_pair (self, TYROS_COAST_NONE, TYROS_COAST_NONE);
  set_text (self, &self->error, NULL, PROP_ERROR);
  set_text (self, &self->rule, NULL, PROP_RULE);
  if (self->marks.error_field != TYROS_FIELD_NONE)
    {
      self->marks.error_field = TYROS_FIELD_NONE;
      marks_changed (self);
    }
}

static void
show_error (TyrosMoveEntry *self,
            const char     *text,
            const char     *rule,
            TyrosField      field)
{
  set_closed_pair (self, TYROS_COAST_NONE, TYROS_COAST_NONE);
  set_text (self, &self->error, text, PROP_ERROR);
  set_text (self, &self->rule, rule, PROP_RULE);
  self->marks.error_field = field;
  marks_changed (self);
}

static void
show_violation (TyrosMoveEntry       *self,
                const TyrosViolation *violation)
{
  show_error (self, violation->message, violation->rule, violation->field);
  set_closed_pair (self, violation->closed_a, violation->closed_b);
  /* The core counts steps in the move's route, which leaves out where the
   * ship starts; the drawn route starts there, so its segment step + 1 is
   * the one that enters the offending place. */
  if (violation->step >= 0 && self->route != NULL && self->route->len > 1)
    {
      g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

      g_ptr_array_add (shown, g_array_ref (self->route));
      g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
      self->marks.routes = g_steal_pointer (&shown);
      self->marks.bad_step = violation->step + 1;
      marks_changed (self);
    }
}

/* ------------------------------------------------------------------ */
/* Moves                                                                */

static TyrosMove *
new_move (TyrosMoveEntry *self,
          TyrosMoveType   type)
{
  return tyros_move_new (type, current_player (self));
}

static TyrosMove *
ship_move (TyrosMoveEntry *self)
{
  TyrosMove *move = new_move (self, TYROS_MOVE_SHIP);

  move->from = place_for_coast (self->ship_from);
  for (guint i = 1; self->route != NULL && i < self->route->len; i++)
    tyros_move_add_route_step (move, place_for_coast (g_array_index (self->route, TyrosCoast, i)));
  move->paid = self->paid;
  return move;
}

static TyrosMove *
build_move (TyrosMoveEntry *self)
{
  TyrosMove *move = new_move (self, self->mode == TYROS_ENTRY_BUILD_CITY ? TYROS_MOVE_BUILD_CITY
                                                                         : TYROS_MOVE_BUILD_SHIP);
  move->field = self->build_field;
  move->paid = self->paid;
  /* B4 in 16 with ships on both coasts: the player chooses which goes back */
  if (move->type == TYROS_MOVE_BUILD_CITY && move->field == 16 &&
      tyros_state_ships_on_coast (get_state (self), TYROS_COAST_16W, move->player) > 0 &&
      tyros_state_ships_on_coast (get_state (self), TYROS_COAST_16E, move->player) > 0)
    move->returned = self->build_coast;
  return move;
}

static char *
format_price (TyrosMoveEntry     *self,
              const TyrosOutcome *outcome)
{
  g_autofree char *price = outcome->cost == 0 ? g_strdup (_("No cards")) : tyros_outcome_price_text (outcome);

  if (outcome->fee_to >= 0)
    /* Translators: appended to a price: "…; and 1 card of your choice to Cleo (M6)" */
    return g_strdup_printf (_("%s; and 1 card of your choice to %s (M6)"), price,
                            tyros_game_get_player_name (self->game, outcome->fee_to));
  return g_steal_pointer (&price);
}

static void
set_replace_index (TyrosMoveEntry *self,
                   int             index)
{
  if (index == self->replace_index)
    return;
  self->replace_index = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPLACE_INDEX]);
}

/* "replace-index": a replacement for played move @index is entered (the
 * position before it), or with -1 moves at the end of the game; the game
 * session's "replacing" is bound to it. */
static void
enter_replacement (TyrosMoveEntry *self,
                   int             index)
{
  g_return_if_fail (index == -1 || (self->game != NULL && index < (int) tyros_game_get_n_played (self->game)));

  set_replace_index (self, index);
  tyros_move_entry_reset (self);
}

/* The core replaces the move and replays the later ones; a later move that
 * became illegal stops the replay, and the window says which and why. */
static gboolean
replace (TyrosMoveEntry  *self,
         const TyrosMove *move)
{
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(TyrosViolation) later = NULL;
  guint index = (guint) self->replace_index;
  int first_illegal = -1;

  if (!tyros_game_replace_move (self->game, index, move, &violation, &first_illegal, &later))
    {
      if (violation != NULL)
        show_violation (self, violation);
      return FALSE;
    }
  set_replace_index (self, -1);
  tyros_move_entry_reset (self);
  g_signal_emit (self, signals[SIGNAL_MOVE_REPLACED], 0, index, first_illegal,
                 later != NULL ? later->message : NULL);
  return TRUE;
}

/* Plays @move; on a rejection explains it and keeps what was entered. */
static gboolean
play (TyrosMoveEntry  *self,
      const TyrosMove *move)
{
  g_auto(TyrosOutcome) outcome = { 0 };
  g_autoptr(TyrosViolation) violation = NULL;

  if (self->replace_index >= 0)
    return replace (self, move);
  if (!tyros_game_play (self->game, move, &outcome, &violation))
    {
      if (violation != NULL)
        show_violation (self, violation);
      return FALSE;
    }
  tyros_move_entry_reset (self);
  g_signal_emit (self, signals[SIGNAL_MOVE_PLAYED], 0, outcome.game_ended);
  return TRUE;
}

/* Checks the pending move and shows its price, or why it is not allowed.
 * While a route is being traced, only a wrong step is reported at once: the
 * rest (destination, ship limit, ...) waits for Confirm. */
static gboolean
check_pending (TyrosMoveEntry  *self,
               const TyrosMove *move,
               gboolean         tracing)
{
  g_auto(TyrosOutcome) outcome = { 0 };
  g_autoptr(TyrosViolation) violation = NULL;
  gboolean ok = tyros_rules_check (get_state (self), move, &outcome, &violation);
  /* a route that is no sea route (M1) is wrong whatever comes next */
  gboolean step_ok = violation == NULL || violation->step < 0 || g_strcmp0 (violation->rule, "M1") != 0;

  if (ok)
    {
      g_autofree char *price = format_price (self, &outcome);

      set_text (self, &self->price, price, PROP_PRICE);
      clear_error (self);
    }
  else
    {
      set_text (self, &self->price, NULL, PROP_PRICE);
      if (tracing && step_ok)
        clear_error (self);
      else if (violation != NULL)
        show_violation (self, violation);
    }
  /* An illegal move stays explained next to it and cannot be confirmed. */
  set_can_confirm (self, ok || (tracing && step_ok));
  return ok;
}

/* ------------------------------------------------------------------ */
/* Ships                                                                */

static char *
route_text (GArray *route)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < route->len; i++)
    {
      g_autofree char *name = tyros_coast_display_name (g_array_index (route, TyrosCoast, i));

      if (i > 0)
        g_string_append (text, " → ");
      g_string_append (text, name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_route (TyrosMoveEntry *self)
{
  g_autofree char *path = route_text (self->route);
  g_autofree char *text = NULL;
  guint steps = self->route->len - 1;

  if (self->tracing)
    /* Translators: "Route so far: Tyros → 31 → 27 (2 steps)" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Route so far: %s (%u step). Click the next field.",
                                         "Route so far: %s (%u steps). Click the next field.", steps),
                            path, steps);
  else if (self->marks.routes != NULL && self->marks.routes->len > 1)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Shortest route: %s (%u step); %u routes this short are drawn.",
                                         "Shortest route: %s (%u steps); %u routes this short are drawn.", steps),
                            path, steps, self->marks.routes->len);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Shortest route: %s (%u step)",
                                         "Shortest route: %s (%u steps)", steps),
                            path, steps);
  set_text (self, &self->route_text, text, PROP_ROUTE_TEXT);
}

static void
check_ship_move (TyrosMoveEntry *self)
{
  g_autoptr(TyrosMove) move = ship_move (self);

  if (self->tracing)
    {
      g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
      self->marks.routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      g_ptr_array_add (self->marks.routes, g_array_ref (self->route));
    }
  self->marks.bad_step = -1;
  marks_changed (self);
  show_route (self);

  if (self->route->len < 2)
    {
      set_text (self, &self->price, _("Click the first field of the route"), PROP_PRICE);
      set_can_confirm (self, FALSE);
      clear_error (self);
      return;
    }
  check_pending (self, move, self->tracing);
}

/* The shortest route(s) from the ship to @dest, on the board and priced. */
static void
choose_destination (TyrosMoveEntry *self,
                    TyrosCoast      dest)
{
  clear_routes (self);
  g_clear_pointer (&self->route, g_array_unref);

  self->ship_dest = dest;
  self->marks.routes = tyros_sea_shortest_routes (get_state (self)->board, TYROS_SET_BIT (self->ship_from), TYROS_SET_BIT (dest));
  if (self->marks.routes->len > 0)
    self->route = g_array_copy (g_ptr_array_index (self->marks.routes, 0));
  else
    {
      /* No sea route: let the core say why a direct step is impossible. */
      self->route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
      g_array_append_val (self->route, self->ship_from);
      g_array_append_val (self->route, dest);
      clear_routes (self);
    }
  set_mode (self, TYROS_ENTRY_MOVE_READY);
}

/* The coast of @field with a ship of the player (16 has two), or NONE. */
static TyrosCoast
own_ship_coast (TyrosMoveEntry *self,
                TyrosField      field,
                TyrosCoast      preferred)
{
  const TyrosState *state = get_state (self);
  int player = current_player (self);
  TyrosSet coasts = tyros_field_coasts (field);

  if (tyros_state_ships_on_coast (state, preferred, player) > 0)
    return preferred;
  for (int c = tyros_set_next (coasts, 0); c > 0; c = tyros_set_next (coasts, c))
    if (tyros_state_ships_on_coast (state, c, player) > 0)
      return c;
  return TYROS_COAST_NONE;
}

static void
pick_ship (TyrosMoveEntry *self,
           TyrosField      field,
           TyrosCoast      coast)
{
  coast = own_ship_coast (self, field, coast);
  if (coast == TYROS_COAST_NONE)
    {
      g_autofree char *name = tyros_coast_display_name (field);
      g_autofree char *text = g_strdup_printf (_("%s has no ship in %s. Pick one of the highlighted fields."),
                                               current_name (self), name);

      show_error (self, text, NULL, field);
      return;
    }
  self->ship_from = coast;
  set_mode (self, TYROS_ENTRY_MOVE_DEST);
}

static void
trace_step (TyrosMoveEntry *self,
            TyrosField      field)
{
  TyrosCoast last = g_array_index (self->route, TyrosCoast, self->route->len - 1);
  TyrosCoast coast;

  /* Choosing the last field again takes the step back. */
  if (tyros_coast_field (last) == field && self->route->len > 1)
    {
      g_array_set_size (self->route, self->route->len - 1);
      check_ship_move (self);
      return;
    }
  coast = tyros_choices_step_coast (last, field);
  g_array_append_val (self->route, coast);
  self->ship_dest = coast;
  check_ship_move (self);
}

static TyrosSet
fields_with_own_ships (TyrosMoveEntry *self)
{
  const TyrosState *state = get_state (self);
  TyrosSet fields = 0;

  for (TyrosField f = 1; f <= TYROS_FIELD_TYROS; f++)
    if (tyros_state_ships_in_field (state, f, current_player (self)) > 0)
      fields |= TYROS_SET_BIT (f);
  return fields;
}

/* The first of @fields, for the keyboard cursor, or NONE. */
static TyrosField
first_field (TyrosSet fields)
{
  int f = tyros_set_next (fields, 0);

  return f > 0 ? f : TYROS_FIELD_NONE;
}

/* ------------------------------------------------------------------ */
/* Tiles                                                                */

static void
play_expand (TyrosMoveEntry *self,
             TyrosField      field,
             TyrosEmpire     empire)
{
  g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_EXPAND);

  move->field = field;
  move->empire = empire;
  play (self, move);
}

static void
expand_field (TyrosMoveEntry *self,
              TyrosField      field)
{
  const TyrosState *state = get_state (self);
  guint empires = 0;

  if (TYROS_SET_HAS (tyros_rules_expand_fields (state), field))
    empires = tyros_rules_expand_empires (state, field);

  if (tyros_set_count (empires) > 1)
    {
      /* Expansion is about the field, not a coast: "Field 16", never "16 (west coast)". */
      g_autofree char *text = g_strdup_printf (_("Field %s touches several empires. Which one grows (E2)?"),
                                               tyros_field_to_string (field));

      self->expand_field = field;
      set_text (self, &self->choice_text, text, PROP_CHOICE_TEXT);
      set_empires (self, empires);
      clear_error (self);
      set_highlight (self, TYROS_SET_BIT (field));
      return;
    }
  /* One empire: name the one the core offers (it may be the only one with
   * chips left, which the move's own check does not take into account). Not
   * a legal field at all: the core decides and explains. */
  play_expand (self, field, tyros_choices_single_empire (state, field));
}

static void
hide_empire_choice (TyrosMoveEntry *self)
{
  self->expand_field = TYROS_FIELD_NONE;
  set_empires (self, 0);
  set_text (self, &self->choice_text, NULL, PROP_CHOICE_TEXT);
}

static gboolean
parse_shown (TyrosMoveEntry *self,
             GArray        **shown)
{
  g_auto(GStrv) parts = g_regex_split_simple ("[\\s,;]+", self->shown ? self->shown : "", 0, 0);

  *shown = NULL;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      TyrosPlace place;

      if (*parts[i] == '\0')
        continue;
      if (!tyros_place_parse (parts[i], &place) || place.field == TYROS_FIELD_TYROS)
        {
          g_autofree char *error = g_strdup_printf (_("“%s” is not a landscape tile: use the field numbers 1 to 32"),
                                                    parts[i]);
          show_error (self, error, NULL, TYROS_FIELD_NONE);
          g_clear_pointer (shown, g_array_unref);
          return FALSE;
        }
      if (*shown == NULL)
        *shown = g_array_new (FALSE, FALSE, sizeof (TyrosField));
      g_array_append_val (*shown, place.field);
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Modes                                                                */

static void
set_texts (TyrosMoveEntry *self,
           const char     *prompt,
           const char     *hint)
{
  set_text (self, &self->prompt, prompt, PROP_PROMPT);
  set_text (self, &self->hint, hint, PROP_HINT);
}

static void
enter_build (TyrosMoveEntry *self,
             TyrosEntryMode  mode,
             char          **prompt,
             char          **hint)
{
  gboolean city = mode == TYROS_ENTRY_BUILD_CITY;
  TyrosSet fields = tyros_choices_build_fields (get_state (self),
                                                city ? TYROS_MOVE_BUILD_CITY : TYROS_MOVE_BUILD_SHIP);
  const char *name = current_name (self);

  *prompt = g_strdup_printf (city ? _("%s builds a city") : _("%s builds a ship"), name);
  self->build_field = TYROS_FIELD_NONE;
  memset (&self->paid, 0, sizeof self->paid);
  self->marks.highlight = fields;
  self->marks.cursor = first_field (fields);
  if (fields != 0)
    {
      *hint = g_strdup (_("Click the field. The highlighted fields are where the rules allow it."));
      set_text (self, &self->price, _("Where?"), PROP_PRICE);
      return;
    }
  /* Said at once, before anything is clicked: nothing qualifies now. */
  *hint = g_strdup (_("Cancel and choose another action."));
  set_text (self, &self->price, NULL, PROP_PRICE);
  if (city)
    show_error (self, _("No field qualifies for a city now: a city needs a field with an empire chip and no "
                        "city where only this player has ships, and a city marker left (B1, B2, B5)."),
                "B1", TYROS_FIELD_NONE);
  else
    show_error (self, _("No field qualifies for a ship now: a ship is built in a field with this player’s "
                        "city, or in Tyros while no other player has a city there, with a ship left in "
                        "the supply (C1, C5)."), "C1", TYROS_FIELD_NONE);
}

static void
set_mode (TyrosMoveEntry *self,
          TyrosEntryMode  mode)
{
  const TyrosState *state = get_state (self);
  const char *name = current_name (self);
  g_autofree char *prompt = NULL;
  g_autofree char *hint = NULL;

  g_object_freeze_notify (G_OBJECT (self));
  self->mode = mode;
  self->marks.highlight = 0;
  self->marks.has_reach = FALSE;
  self->marks.cursor = TYROS_FIELD_NONE;
  if (mode != TYROS_ENTRY_MOVE_READY)
    {
      g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
      self->marks.bad_step = -1;
      set_text (self, &self->route_text, NULL, PROP_ROUTE_TEXT);
    }
  hide_empire_choice (self);
  set_text (self, &self->price, NULL, PROP_PRICE);
  set_can_confirm (self, FALSE);

  switch (mode)
    {
    case TYROS_ENTRY_NONE:
      break;

    case TYROS_ENTRY_EXPAND:
      /* Translators: "Anna plays a landscape tile" */
      prompt = g_strdup_printf (_("%s plays a landscape tile"), name);
      hint = g_strdup (_("Click the tile’s field on the board. The highlighted fields can take a tile (E1)."));
      self->marks.highlight = tyros_rules_expand_fields (state);
      self->marks.cursor = first_field (self->marks.highlight);
      break;

    case TYROS_ENTRY_EXPAND_PASS:
      prompt = g_strdup_printf (_("%s cannot play a tile"), name);
      hint = g_strdup (_("They show their tiles, put one under the supply and draw one (E4). Enter or click the tiles shown and the app checks that none was playable."));
      /* a new pass: no tiles shown yet, in the panel's field too (it kept
       * another pass's tiles, and a pass recorded without what it showed) */
      tyros_move_entry_set_shown (self, NULL);
      set_can_confirm (self, TRUE);
      break;

    case TYROS_ENTRY_ACTIONS:
      prompt = g_strdup_printf (_("%s: choose a card action"), name);
      hint = g_strdup (_("Or click one of their ships to see where it can go."));
      self->marks.highlight = fields_with_own_ships (self);
      break;

    case TYROS_ENTRY_MOVE_SHIP:
      prompt = g_strdup_printf (_("%s moves a ship"), name);
      hint = g_strdup (_("Click the ship to move; fields with their ships are highlighted."));
      set_text (self, &self->price, _("Which ship?"), PROP_PRICE);
      self->marks.highlight = fields_with_own_ships (self);
      self->marks.cursor = first_field (self->marks.highlight);
      break;

    case TYROS_ENTRY_MOVE_DEST:
      {
        g_autofree char *from = tyros_coast_display_name (self->ship_from);

        prompt = g_strdup_printf (_("%s moves a ship from %s"), name, from);
        hint = g_strdup (_("Every field this ship can end on shows its cost in cards. Click the destination."));
        set_text (self, &self->price, _("Where to?"), PROP_PRICE);
        tyros_rules_reachability (state, current_player (self), self->ship_from, &self->marks.reach);
        self->marks.has_reach = TRUE;
        self->marks.cursor = tyros_coast_field (self->ship_from);
      }
      break;

    case TYROS_ENTRY_MOVE_READY:
      {
        g_autofree char *from = tyros_coast_display_name (self->ship_from);
        g_autofree char *to = tyros_coast_display_name (self->ship_dest);

        if (self->tracing)
          prompt = g_strdup_printf (_("%s moves a ship from %s"), name, from);
        else
          /* Translators: "Anna moves a ship from Tyros to 23" */
          prompt = g_strdup_printf (_("%s moves a ship from %s to %s"), name, from, to);
        hint = g_strdup (self->tracing
                         ? _("Click the fields the ship passed, one by one; click the last one again to take it back.")
                         : _("Click another field to change the destination, or the same one again to confirm."));
        memset (&self->paid, 0, sizeof self->paid);
        check_ship_move (self);
      }
      break;

    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
      enter_build (self, mode, &prompt, &hint);
      break;

    case TYROS_ENTRY_BANK:
      prompt = g_strdup_printf (_("%s trades with the bank"), name);
      hint = g_strdup (_("Swap cards with the draw pile, or discard 3 and take one of choice from the discard pile (D1, D2)."));
      break;

    case TYROS_ENTRY_TRADE:
      prompt = g_strdup_printf (_("%s trades with a player"), name);
      hint = g_strdup (_("Any cards each way, with one player. If no trade happens, cancel and choose another action (T2)."));
      break;

    case TYROS_ENTRY_OVER:
    default:
      prompt = g_strdup (_("The game is over"));
      hint = g_strdup (_("Someone played their last tile and the round has been played to its end (G1)."));
      break;
    }

  set_texts (self, prompt, hint);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  marks_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Under the panel: the last move entered, or the move being replaced. */
static void
update_last_move (TyrosMoveEntry *self)
{
  guint n_played = tyros_game_get_n_played (self->game);
  g_autofree char *move = NULL;
  g_autofree char *text = NULL;

  if (self->replace_index >= 0)
    {
      move = tyros_game_describe_move (self->game, (guint) self->replace_index);
      /* Translators: the move being replaced, as the core describes it */
      text = g_strdup_printf (_("Replacing: %s"), move);
    }
  else if (n_played > 0)
    {
      move = tyros_game_describe_move (self->game, n_played - 1);
      /* Translators: the last move entered, as the core describes it */
      text = g_strdup_printf (_("Last: %s"), move);
    }
  set_text (self, &self->last_move, text, PROP_LAST_MOVE);
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

static gboolean
can_open_passage (TyrosMoveEntry *self)
{
  return self->closed_a != TYROS_COAST_NONE;
}

/* The game's board with the refused pair open; the game replays on it. */
gboolean
tyros_move_entry_open_passage (TyrosMoveEntry *self)
{
  TyrosBoard *current;
  g_autoptr(TyrosBoard) board = NULL;

  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL || self->closed_a == TYROS_COAST_NONE)
    return FALSE;
  current = tyros_game_get_board (self->game);
  board = current != NULL ? tyros_board_copy (current) : tyros_board_new ();
  if (!tyros_board_set_passage (board, self->closed_a, self->closed_b, TRUE))
    return FALSE;
  tyros_game_set_board (self->game, board);
  clear_error (self);
  g_signal_emit (self, signals[SIGNAL_BOARD_CHANGED], 0);
  /* The move as entered, checked on the new seas */
  if (self->mode == TYROS_ENTRY_MOVE_READY && self->route != NULL)
    check_ship_move (self);
  return TRUE;
}

void
tyros_move_entry_reset (TyrosMoveEntry *self)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->tracing)
    {
      self->tracing = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRACING]);
    }
  clear_routes (self);
  g_clear_pointer (&self->route, g_array_unref);
  self->build_field = TYROS_FIELD_NONE;

  if (self->game == NULL)
    {
      self->mode = TYROS_ENTRY_NONE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
      return;
    }
  clear_error (self);
  update_last_move (self);
  switch (get_state (self)->phase)
    {
    case TYROS_PHASE_EXPAND:
      set_mode (self, TYROS_ENTRY_EXPAND);
      break;
    case TYROS_PHASE_ACTIONS:
      set_mode (self, TYROS_ENTRY_ACTIONS);
      break;
    case TYROS_PHASE_OVER:
    default:
      set_mode (self, TYROS_ENTRY_OVER);
      break;
    }
}

void
tyros_move_entry_set_game (TyrosMoveEntry *self,
                           TyrosGame      *game)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  g_set_object (&self->game, game);
  set_replace_index (self, -1);
  tyros_move_entry_reset (self);
}

TyrosGame *
tyros_move_entry_get_game (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), NULL);
  return self->game;
}

gboolean
tyros_move_entry_play_move (TyrosMoveEntry  *self,
                            const TyrosMove *move)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  return play (self, move);
}

void
tyros_move_entry_choose_field (TyrosMoveEntry *self,
                               TyrosField      field,
                               TyrosCoast      coast)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->game == NULL || !tyros_field_is_valid (field))
    return;
  if (coast == TYROS_COAST_NONE)
    coast = field;

  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND:
      expand_field (self, field);
      break;

    case TYROS_ENTRY_EXPAND_PASS:
      {
        g_autofree char *more = g_strdup_printf ("%s%s%s", self->shown ? self->shown : "",
                                                 self->shown && *self->shown ? ", " : "",
                                                 tyros_field_to_string (field));
        tyros_move_entry_set_shown (self, more);
      }
      break;

    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_MOVE_SHIP:
      pick_ship (self, field, coast);
      break;

    case TYROS_ENTRY_MOVE_DEST:
      if (field == tyros_coast_field (self->ship_from))
        set_mode (self, TYROS_ENTRY_MOVE_SHIP);
      else
        choose_destination (self, coast);
      break;

    case TYROS_ENTRY_MOVE_READY:
      if (self->tracing)
        trace_step (self, field);
      else if (field == tyros_coast_field (self->ship_dest) && (field != 16 || coast == self->ship_dest))
        tyros_move_entry_confirm (self);
      else
        choose_destination (self, coast);
      break;

    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
      if (field == self->build_field && (field != 16 || coast == self->build_coast) && self->can_confirm)
        tyros_move_entry_confirm (self);
      else
        {
          g_autoptr(TyrosMove) move = NULL;

          self->build_field = field;
          self->build_coast = coast;
          move = build_move (self);
          /* the legal fields stay marked, so another one can be chosen */
          self->marks.cursor = field;
          /* the hint under the price follows the field chosen, none before it */
          if (!check_pending (self, move, FALSE))
            set_text (self, &self->hint, _("Click the field. The highlighted fields are where the rules allow it."), PROP_HINT);
          else if (move->returned != TYROS_COAST_NONE)
            set_text (self, &self->hint, move->returned == TYROS_COAST_16W
                      ? _("The ship on the west coast goes back to the supply (B4): click the east half of 16 to send that one back instead.")
                      : _("The ship on the east coast goes back to the supply (B4): click the west half of 16 to send that one back instead."),
                      PROP_HINT);
          else
            set_text (self, &self->hint, _("Click the same field again to build there, or another highlighted field instead."),
                      PROP_HINT);
          marks_changed (self);
        }
      break;

    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
    case TYROS_ENTRY_OVER:
    default:
      break;
    }
}

void
tyros_move_entry_choose_empire (TyrosMoveEntry *self,
                                TyrosEmpire     empire)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->mode == TYROS_ENTRY_EXPAND && self->expand_field != TYROS_FIELD_NONE &&
      (self->empires & (1u << empire)) != 0)
    play_expand (self, self->expand_field, empire);
}

void
tyros_move_entry_start (TyrosMoveEntry *self,
                        TyrosAction     action)
{
  const TyrosState *state;

  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (self->game == NULL)
    return;
  state = get_state (self);
  clear_error (self);
  set_tracing (self, FALSE);

  if (action == TYROS_ACTION_CANNOT_PLAY)
    {
      if (state->phase == TYROS_PHASE_EXPAND)
        set_mode (self, TYROS_ENTRY_EXPAND_PASS);
      return;
    }
  if (state->phase != TYROS_PHASE_ACTIONS)
    return;

  switch (action)
    {
    case TYROS_ACTION_MOVE_SHIP: set_mode (self, TYROS_ENTRY_MOVE_SHIP); break;
    case TYROS_ACTION_BUILD_CITY: set_mode (self, TYROS_ENTRY_BUILD_CITY); break;
    case TYROS_ACTION_BUILD_SHIP: set_mode (self, TYROS_ENTRY_BUILD_SHIP); break;
    case TYROS_ACTION_BANK_TRADE: set_mode (self, TYROS_ENTRY_BANK); break;
    case TYROS_ACTION_PLAYER_TRADE: set_mode (self, TYROS_ENTRY_TRADE); break;
    case TYROS_ACTION_PASS:
      {
        g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_PASS);

        play (self, move);
      }
      break;
    case TYROS_ACTION_CANNOT_PLAY:
    default:
      break;
    }
}

static void
set_tracing (TyrosMoveEntry *self,
             gboolean        tracing)
{
  tracing = !!tracing;
  if (tracing == self->tracing)
    return;
  self->tracing = tracing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRACING]);
  if (self->mode != TYROS_ENTRY_MOVE_READY)
    return;
  if (tracing)
    {
      g_clear_pointer (&self->route, g_array_unref);
      self->route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
      g_array_append_val (self->route, self->ship_from);
      set_mode (self, TYROS_ENTRY_MOVE_READY);
    }
  else
    choose_destination (self, self->ship_dest);
}

void
tyros_move_entry_set_payment (TyrosMoveEntry     *self,
                              const TyrosPayment *paid)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));
  g_return_if_fail (paid != NULL);

  self->paid = *paid;
}

void
tyros_move_entry_set_shown (TyrosMoveEntry *self,
                            const char     *text)
{
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (self));

  if (g_strcmp0 (text, self->shown) == 0)
    return;
  g_free (self->shown);
  self->shown = g_strdup (text);
  /* the panel's entry shows it */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
}

const char *
tyros_move_entry_get_shown (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), NULL);
  return self->shown ? self->shown : "";
}

gboolean
tyros_move_entry_confirm (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL)
    return FALSE;

  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND_PASS:
      {
        g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_EXPAND_PASS);
        GArray *shown = NULL;

        if (!parse_shown (self, &shown))
          return FALSE;
        move->shown = shown;
        return play (self, move);
      }

    case TYROS_ENTRY_MOVE_READY:
      if (self->route != NULL && self->route->len >= 2)
        {
          g_autoptr(TyrosMove) move = ship_move (self);

          return play (self, move);
        }
      return FALSE;

    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
      if (self->build_field != TYROS_FIELD_NONE)
        {
          g_autoptr(TyrosMove) move = build_move (self);

          return play (self, move);
        }
      return FALSE;

    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_EXPAND:
    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_MOVE_SHIP:
    case TYROS_ENTRY_MOVE_DEST:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
    case TYROS_ENTRY_OVER:
    default:
      return FALSE;
    }
}

/* Whether a move is half entered: something to cancel or step back from */
static gboolean
entering (TyrosMoveEntry *self)
{
  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND:
      return self->expand_field != TYROS_FIELD_NONE;
    case TYROS_ENTRY_EXPAND_PASS:
    case TYROS_ENTRY_MOVE_SHIP:
    case TYROS_ENTRY_MOVE_DEST:
    case TYROS_ENTRY_MOVE_READY:
    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
      return TRUE;
    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_OVER:
    default:
      return FALSE;
    }
}

gboolean
tyros_move_entry_cancel (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL || !entering (self))
    return FALSE;
  tyros_move_entry_reset (self);
  return TRUE;
}

gboolean
tyros_move_entry_get_can_go_back (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  /* an earlier choice within the move: the ship, or its destination */
  return self->mode == TYROS_ENTRY_MOVE_DEST || self->mode == TYROS_ENTRY_MOVE_READY;
}

gboolean
tyros_move_entry_back (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);

  if (self->game == NULL)
    return FALSE;

  clear_error (self);
  switch (self->mode)
    {
    case TYROS_ENTRY_EXPAND:
      if (self->expand_field == TYROS_FIELD_NONE)
        return FALSE;
      set_mode (self, TYROS_ENTRY_EXPAND);
      return TRUE;
    case TYROS_ENTRY_EXPAND_PASS:
      set_mode (self, TYROS_ENTRY_EXPAND);
      return TRUE;
    case TYROS_ENTRY_MOVE_READY:
      if (self->tracing)
        {
          set_tracing (self, FALSE);
          return TRUE;
        }
      set_mode (self, TYROS_ENTRY_MOVE_DEST);
      return TRUE;
    case TYROS_ENTRY_MOVE_DEST:
      set_mode (self, TYROS_ENTRY_MOVE_SHIP);
      return TRUE;
    case TYROS_ENTRY_MOVE_SHIP:
    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP:
    case TYROS_ENTRY_BANK:
    case TYROS_ENTRY_TRADE:
      set_mode (self, TYROS_ENTRY_ACTIONS);
      return TRUE;
    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_ACTIONS:
    case TYROS_ENTRY_OVER:
    default:
      return FALSE;
    }
}

gboolean
tyros_move_entry_bank_swap (TyrosMoveEntry *self,
                            guint           count)
{
  g_autoptr(TyrosMove) move = NULL;

  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  move = new_move (self, TYROS_MOVE_BANK_SWAP);
  move->count = count;
  return play (self, move);
}

gboolean
tyros_move_entry_bank_pick (TyrosMoveEntry *self)
{
  g_autoptr(TyrosMove) move = NULL;

  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  move = new_move (self, TYROS_MOVE_BANK_PICK);
  return play (self, move);
}

gboolean
tyros_move_entry_trade (TyrosMoveEntry *self,
                        int             partner)
{
  g_autoptr(TyrosMove) move = NULL;

  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  move = new_move (self, TYROS_MOVE_TRADE);
  move->partner = partner;
  return play (self, move);
}

/* Getters */

TyrosEntryMode tyros_move_entry_get_mode (TyrosMoveEntry *self) { return self->mode; }
guint tyros_move_entry_get_empires (TyrosMoveEntry *self) { return self->empires; }
gboolean tyros_move_entry_get_can_confirm (TyrosMoveEntry *self) { return self->can_confirm; }
const TyrosBoardMarks *tyros_move_entry_get_marks (TyrosMoveEntry *self) { return &self->marks; }

int
tyros_move_entry_get_player (TyrosMoveEntry *self)
{
  g_return_val_if_fail (TYROS_IS_MOVE_ENTRY (self), -1);
  return self->game != NULL ? current_player (self) : -1;
}

/* ------------------------------------------------------------------ */
/* GObject                                                              */

static void
tyros_move_entry_finalize (GObject *object)
{
  TyrosMoveEntry *self = TYROS_MOVE_ENTRY (object);

  g_clear_object (&self->game);
  tyros_board_marks_clear (&self->marks);
  g_clear_pointer (&self->route, g_array_unref);
  g_free (self->shown);
  g_free (self->prompt);
  g_free (self->hint);
  g_free (self->price);
  g_free (self->error);
  g_free (self->rule);
  g_free (self->route_text);
  g_free (self->choice_text);
  g_free (self->last_move);
  G_OBJECT_CLASS (tyros_move_entry_parent_class)->finalize (object);
}

static void
tyros_move_entry_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TyrosMoveEntry *self = TYROS_MOVE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_MODE: g_value_set_int (value, self->mode); break;
    case PROP_PROMPT: g_value_set_string (value, self->prompt); break;
    case PROP_HINT: g_value_set_string (value, self->hint); break;
    case PROP_PRICE: g_value_set_string (value, self->price); break;
    case PROP_ERROR: g_value_set_string (value, self->error); break;
    case PROP_RULE: g_value_set_string (value, self->rule); break;
    case PROP_ROUTE_TEXT: g_value_set_string (value, self->route_text); break;
    case PROP_CHOICE_TEXT: g_value_set_string (value, self->choice_text); break;
    case PROP_LAST_MOVE: g_value_set_string (value, self->last_move); break;
    case PROP_EMPIRES: g_value_set_uint (value, self->empires); break;
    case PROP_CAN_CONFIRM: g_value_set_boolean (value, self->can_confirm); break;
    case PROP_TRACING: g_value_set_boolean (value, self->tracing); break;
    case PROP_SHOWN: g_value_set_string (value, tyros_move_entry_get_shown (self)); break;
    case PROP_CAN_OPEN_PASSAGE: g_value_set_boolean (value, can_open_passage (self)); break;
    case PROP_REPLACE_INDEX: g_value_set_int (value, self->replace_index); break;
    case PROP_MARKS: g_value_set_pointer (value, &self->marks); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_move_entry_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TyrosMoveEntry *self = TYROS_MOVE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_TRACING: set_tracing (self, g_value_get_boolean (value)); break;
    case PROP_REPLACE_INDEX: enter_replacement (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
text_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, "", G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static void
tyros_move_entry_class_init (TyrosMoveEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tyros_move_entry_finalize;
  object_class->get_property = tyros_move_entry_get_property;
  object_class->set_property = tyros_move_entry_set_property;

  properties[PROP_MODE] = g_param_spec_int ("mode", NULL, NULL, TYROS_ENTRY_NONE, TYROS_ENTRY_OVER,
                                            TYROS_ENTRY_NONE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] = text_property ("prompt");
  properties[PROP_HINT] = text_property ("hint");
  properties[PROP_PRICE] = text_property ("price");
  properties[PROP_ERROR] = text_property ("error");
  properties[PROP_RULE] = text_property ("rule");
  properties[PROP_ROUTE_TEXT] = text_property ("route-text");
  properties[PROP_CHOICE_TEXT] = text_property ("choice-text");
  properties[PROP_LAST_MOVE] = text_property ("last-move");
  properties[PROP_EMPIRES] = g_param_spec_uint ("empires", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_CONFIRM] = g_param_spec_boolean ("can-confirm", NULL, NULL, FALSE,
                                                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TRACING] = g_param_spec_boolean ("tracing", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                   G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOWN] = text_property ("shown");
  properties[PROP_CAN_OPEN_PASSAGE] = g_param_spec_boolean ("can-open-passage", NULL, NULL, FALSE,
                                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPLACE_INDEX] =
    g_param_spec_int ("replace-index", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The board marks (a const TyrosBoardMarks *, the entry's own) */
  properties[PROP_MARKS] = g_param_spec_pointer ("marks", NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[SIGNAL_MOVE_REPLACED] = g_signal_new ("move-replaced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                                G_TYPE_UINT, G_TYPE_INT, G_TYPE_STRING);
  signals[SIGNAL_BOARD_CHANGED] = g_signal_new ("board-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tyros_move_entry_init (TyrosMoveEntry *self)
{
  self->replace_index = -1;
  self->expand_field = TYROS_FIELD_NONE;
  self->build_field = TYROS_FIELD_NONE;
  tyros_board_marks_init (&self->marks);
  self->prompt = g_strdup ("");
  self->hint = g_strdup ("");
  self->price = g_strdup ("");
  self->error = g_strdup ("");
  self->rule = g_strdup ("");
  self->route_text = g_strdup ("");
  self->choice_text = g_strdup ("");
  self->last_move = g_strdup ("");
}

TyrosMoveEntry *
tyros_move_entry_new (void)
{
  return g_object_new (TYROS_TYPE_MOVE_ENTRY, NULL);
}
