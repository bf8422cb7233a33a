/* tyros-action-panel.c: entering what just happened (phase 2 tiles, phase 3 actions)
 *
 * Every question goes to the core: tyros_rules_expand_fields/empires for tiles,
 * tyros_rules_reachability and tyros_board_shortest_routes for ships,
 * tyros_rules_check for prices and for why a move is not allowed.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tyros-action-panel-private.h"
#include "tyros-rule-links.h"
#include "tyros-text.h"

typedef enum {
  MODE_NONE,
  MODE_EXPAND,
  MODE_EXPAND_PASS,
  MODE_ACTIONS,
  MODE_MOVE_SHIP,   /* pick the ship */
  MODE_MOVE_DEST,   /* pick the destination (reachability shown) */
  MODE_MOVE_READY,  /* route and price shown, or tracing a route */
  MODE_BUILD_CITY,
  MODE_BUILD_SHIP,
  MODE_BANK,
  MODE_TRADE,
  MODE_OVER,
} Mode;

struct _TyrosActionPanel
{
  GtkWidget       parent_instance;

  /* template */
  GtkLabel       *prompt_label;
  GtkLabel       *hint_label;
  GtkWidget      *error_box;
  GtkLabel       *error_label;
  GtkStack       *mode_stack;
  GtkLabel       *choice_label;
  GtkWidget      *empire_choice_box;
  GtkWidget      *orange_button;
  GtkWidget      *yellow_button;
  GtkWidget      *green_button;
  GtkWidget      *violet_button;
  GtkEntry       *shown_entry;
  GtkLabel       *price_label;
  GtkLabel       *route_label;
  GtkToggleButton *trace_button;
  GtkWidget      *paid_expander;
  GtkGrid        *paid_grid;
  GtkWidget      *confirm_button;
  GtkSpinButton  *bank_count_spin;
  GtkWidget      *bank_swap_button;
  GtkWidget      *bank_pick_button;
  GtkDropDown    *partner_dropdown;
  GtkWidget      *trade_button;
  GtkLabel       *last_move_label;

  GtkSpinButton  *paid_spins[TYROS_N_CARD_KINDS];

  TyrosGame      *game;
  TyrosBoardView *board;
  Mode            mode;
  TyrosField      expand_field;   /* waiting for the empire choice */
  TyrosCoast      ship_from;
  TyrosCoast      ship_dest;
  GArray         *route;          /* TyrosCoast, from ship_from */
  GPtrArray      *routes;         /* the shortest routes shown */
  gboolean        tracing;
  TyrosField      build_field;
  int             partners[TYROS_MAX_PLAYERS];
  gboolean        updating;
  int             replace_index;  /* entering a replacement for this move, or -1 */
};

G_DEFINE_FINAL_TYPE (TyrosActionPanel, tyros_action_panel, GTK_TYPE_WIDGET)

enum {
  MOVE_PLAYED,
  MOVE_REPLACED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void set_mode (TyrosActionPanel *self, Mode mode);

/* The position the move is entered for: now, or before the move being replaced. */
static const TyrosState *
get_state (TyrosActionPanel *self)
{
  if (self->replace_index >= 0)
    return tyros_game_get_state_at (self->game, (guint) self->replace_index);
  return tyros_game_get_state (self->game);
}

static int
current_player (TyrosActionPanel *self)
{
  return get_state (self)->current_player;
}

static const char *
current_name (TyrosActionPanel *self)
{
  return tyros_game_get_player_name (self->game, current_player (self));
}

static TyrosPlace
place_for_coast (TyrosCoast coast)
{
  TyrosPlace place = { tyros_coast_field (coast), coast };
  return place;
}

/* Errors, inline */

static void
clear_error (TyrosActionPanel *self)
{
  gtk_label_set_text (self->error_label, "");
  gtk_widget_set_visible (self->error_box, FALSE);
  if (self->board != NULL)
    tyros_board_view_set_error_field (self->board, TYROS_FIELD_NONE);
}

static void
show_error_text (TyrosActionPanel *self,
                 const char       *text)
{
  tyros_rule_links_set_label (self->error_label, text); /* "(M5)" opens its rule */
  gtk_widget_set_visible (self->error_box, TRUE);
}

static void
show_violation (TyrosActionPanel     *self,
                const TyrosViolation *violation)
{
  show_error_text (self, violation->message);
  tyros_board_view_set_error_field (self->board, violation->field);
  if (violation->step >= 0)
    {
      g_autoptr(GPtrArray) shown = g_ptr_array_new ();

      if (self->route != NULL && self->route->len > 1)
        g_ptr_array_add (shown, self->route);
      if (shown->len > 0)
        tyros_board_view_set_routes (self->board, shown, violation->step);
    }
}

/* Prices, from what the core says a move costs */

static char *
format_price (TyrosActionPanel   *self,
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
reset_payment (TyrosActionPanel *self)
{
  for (guint i = 0; i < TYROS_N_CARD_KINDS; i++)
    gtk_spin_button_set_value (self->paid_spins[i], 0);
}

static void
read_payment (TyrosActionPanel *self,
              TyrosPayment     *paid)
{
  guint total = 0;

  for (guint i = 0; i < TYROS_N_CARD_KINDS; i++)
    {
      paid->cards[i] = (guint) gtk_spin_button_get_value_as_int (self->paid_spins[i]);
      total += paid->cards[i];
    }
  paid->given = total > 0;
}

/* Moves */

static TyrosMove *
new_move (TyrosActionPanel *self,
          TyrosMoveType     type)
{
  return tyros_move_new (type, current_player (self));
}

static TyrosMove *
ship_move (TyrosActionPanel *self)
{
  TyrosMove *move = new_move (self, TYROS_MOVE_SHIP);

  move->from = place_for_coast (self->ship_from);
  for (guint i = 1; self->route != NULL && i < self->route->len; i++)
    tyros_move_add_route_step (move, place_for_coast (g_array_index (self->route, TyrosCoast, i)));
  read_payment (self, &move->paid);
  return move;
}

static TyrosMove *
build_move (TyrosActionPanel *self)
{
  TyrosMove *move = new_move (self, self->mode == MODE_BUILD_CITY ? TYROS_MOVE_BUILD_CITY
                                                                  : TYROS_MOVE_BUILD_SHIP);
  move->field = self->build_field;
  read_payment (self, &move->paid);
  return move;
}

/* The core replaces the move and replays the later ones; a later move that
 * became illegal stops the replay, and the window says which and why. */
static gboolean
replace (TyrosActionPanel *self,
         const TyrosMove  *move)
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

  self->replace_index = -1;
  tyros_action_panel_reset (self);
  g_signal_emit (self, signals[MOVE_REPLACED], 0, index, first_illegal, later != NULL ? later->message : NULL);
  return TRUE;
}

/* Plays @move; on a rejection explains it inline and keeps what was entered. */
static gboolean
play (TyrosActionPanel *self,
      const TyrosMove  *move)
{
  TyrosOutcome outcome = { 0 };
  g_autoptr(TyrosViolation) violation = NULL;
  gboolean game_ended;

  if (self->replace_index >= 0)
    return replace (self, move);
  if (!tyros_game_play (self->game, move, &outcome, &violation))
    {
      if (violation != NULL)
        show_violation (self, violation);
      tyros_outcome_clear (&outcome);
      return FALSE;
    }

  game_ended = outcome.game_ended;
  tyros_outcome_clear (&outcome);
  tyros_action_panel_reset (self);
  g_signal_emit (self, signals[MOVE_PLAYED], 0, game_ended);
  return TRUE;
}

/* Checks the pending move and shows its price, or why it is not allowed. While a
 * route is being traced (@tracing), only a wrong step is reported at once: the
 * rest (destination, ship limit, ...) waits for Confirm. */
static gboolean
check_pending (TyrosActionPanel *self,
               const TyrosMove  *move,
               gboolean          tracing)
{
  TyrosOutcome outcome = { 0 };
  g_autoptr(TyrosViolation) violation = NULL;
  gboolean ok;

  ok = tyros_rules_check (get_state (self), move, &outcome, &violation);
  if (ok)
    {
      g_autofree char *price = format_price (self, &outcome);
      gtk_label_set_text (self->price_label, price);
      clear_error (self);
    }
  else if (tracing && (violation == NULL || violation->step < 0))
    {
      clear_error (self);
      gtk_label_set_text (self->price_label, "");
    }
  else
    {
      gtk_label_set_text (self->price_label, "");
      if (violation != NULL)
        show_violation (self, violation);
    }
  /* An illegal move stays explained next to it and cannot be confirmed. */
  gtk_widget_set_visible (GTK_WIDGET (self->price_label), ok);
  gtk_widget_set_sensitive (self->confirm_button, ok || (tracing && (violation == NULL || violation->step < 0)));
  tyros_outcome_clear (&outcome);
  return ok;
}

static char *
route_text (GArray *route)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < route->len; i++)
    {
      if (i > 0)
        g_string_append (text, " → ");
      g_string_append (text, tyros_coast_to_string (g_array_index (route, TyrosCoast, i)));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_route (TyrosActionPanel *self)
{
  g_autofree char *path = route_text (self->route);
  g_autofree char *text = NULL;
  guint steps = self->route->len - 1;

  if (self->tracing)
    /* Translators: "Route so far: T → 31 → 27 (2 steps)" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Route so far: %s (%u step). Click the next field.",
                                         "Route so far: %s (%u steps). Click the next field.", steps),
                            path, steps);
  else if (self->routes != NULL && self->routes->len > 1)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Shortest route: %s (%u step); %u routes this short are drawn.",
                                         "Shortest route: %s (%u steps); %u routes this short are drawn.", steps),
                            path, steps, self->routes->len);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Shortest route: %s (%u step)",
                                         "Shortest route: %s (%u steps)", steps),
                            path, steps);
  gtk_label_set_text (self->route_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->route_label), TRUE);
}

static void
check_ship_move (TyrosActionPanel *self)
{
  g_autoptr(TyrosMove) move = ship_move (self);
  g_autoptr(GPtrArray) drawn = NULL;

  if (self->tracing)
    {
      drawn = g_ptr_array_new ();
      g_ptr_array_add (drawn, self->route);
      tyros_board_view_set_routes (self->board, drawn, -1);
    }
  else
    tyros_board_view_set_routes (self->board, self->routes, -1);
  show_route (self);

  if (self->route->len < 2)
    {
      gtk_label_set_text (self->price_label, _("Click the first field of the route"));
      gtk_widget_set_sensitive (self->confirm_button, FALSE);
      clear_error (self);
      return;
    }
  check_pending (self, move, self->tracing);
}

/* The shortest route(s) from the ship to @dest, on the board and priced. */
static void
choose_destination (TyrosActionPanel *self,
                    TyrosCoast        dest)
{
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  g_clear_pointer (&self->route, g_array_unref);

  self->ship_dest = dest;
  self->routes = tyros_board_shortest_routes (TYROS_SET_BIT (self->ship_from), TYROS_SET_BIT (dest));
  if (self->routes->len > 0)
    {
      GArray *first = g_ptr_array_index (self->routes, 0);
      self->route = g_array_copy (first);
    }
  else
    {
      /* No sea route: let the core say why a direct step is impossible. */
      self->route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
      g_array_append_val (self->route, self->ship_from);
      g_array_append_val (self->route, dest);
      g_clear_pointer (&self->routes, g_ptr_array_unref);
    }
  set_mode (self, MODE_MOVE_READY);
}

static void
pick_ship (TyrosActionPanel *self,
           TyrosField        field,
           TyrosCoast        coast)
{
  const TyrosState *state = get_state (self);
  int player = current_player (self);

  if (tyros_state_ships_on_coast (state, coast, player) == 0)
    {
      /* Field 16: the other coast may hold the ship. */
      TyrosSet coasts = tyros_field_coasts (field);

      coast = TYROS_COAST_NONE;
      for (int c = tyros_set_next (coasts, 0); c > 0; c = tyros_set_next (coasts, c))
        if (tyros_state_ships_on_coast (state, c, player) > 0)
          {
            coast = c;
            break;
          }
    }

  if (coast == TYROS_COAST_NONE)
    {
      g_autofree char *name = tyros_coast_display_name (field);
      g_autofree char *text = g_strdup_printf (_("%s has no ship in %s. Pick one of the highlighted fields."),
                                               current_name (self), name);
      show_error_text (self, text);
      tyros_board_view_set_error_field (self->board, field);
      return;
    }

  self->ship_from = coast;
  set_mode (self, MODE_MOVE_DEST);
}

static void
trace_step (TyrosActionPanel *self,
            TyrosField        field,
            TyrosCoast        coast)
{
  TyrosCoast last = g_array_index (self->route, TyrosCoast, self->route->len - 1);
  TyrosSet coasts = tyros_field_coasts (field);

  /* Clicking the last field again takes the step back. */
  if (tyros_coast_field (last) == field && self->route->len > 1)
    {
      g_array_set_size (self->route, self->route->len - 1);
      check_ship_move (self);
      return;
    }

  /* Field 16: take the coast the sea joins to the previous step, if one does. */
  if (!tyros_board_sea_connected (last, coast))
    for (int c = tyros_set_next (coasts, 0); c > 0; c = tyros_set_next (coasts, c))
      if (tyros_board_sea_connected (last, c))
        {
          coast = c;
          break;
        }

  g_array_append_val (self->route, coast);
  self->ship_dest = coast;
  check_ship_move (self);
}

static void
play_expand (TyrosActionPanel *self,
             TyrosField        field,
             TyrosEmpire       empire)
{
  g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_EXPAND);

  move->field = field;
  move->empire = empire;
  play (self, move);
}

static void
expand_field (TyrosActionPanel *self,
              TyrosField        field)
{
  const TyrosState *state = get_state (self);
  guint empires = 0;

  if (TYROS_SET_HAS (tyros_rules_expand_fields (state), field))
    empires = tyros_rules_expand_empires (state, field);

  if (tyros_set_count (empires) > 1)
    {
      GtkWidget *buttons[TYROS_N_EMPIRES] = {
        self->orange_button, self->yellow_button, self->green_button, self->violet_button,
      };
      g_autofree char *name = tyros_coast_display_name (field);
      g_autofree char *text = g_strdup_printf (_("%s touches several empires. Which one grows (E2)?"), name);

      self->expand_field = field;
      for (guint e = 0; e < TYROS_N_EMPIRES; e++)
        gtk_widget_set_visible (buttons[e], (empires & (1u << e)) != 0);
      gtk_label_set_text (self->choice_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->choice_label), TRUE);
      gtk_widget_set_visible (self->empire_choice_box, TRUE);
      tyros_board_view_set_highlight (self->board, TYROS_SET_BIT (field));
      clear_error (self);
      return;
    }

  /* One empire: name the one the core offers (it may be the only one with chips
   * left, which the move's own check does not yet take into account). Not a
   * legal field at all: the core decides and explains. */
  if (tyros_set_count (empires) == 1)
    play_expand (self, field, (TyrosEmpire) tyros_set_next ((TyrosSet) empires << 1, 0) - 1);
  else
    play_expand (self, field, TYROS_EMPIRE_NONE);
}

static void
empire_chosen (GtkButton        *button,
               TyrosActionPanel *self)
{
  TyrosEmpire empire = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "empire"));

  if (self->mode == MODE_EXPAND && self->expand_field != TYROS_FIELD_NONE)
    play_expand (self, self->expand_field, empire);
}

static void
hide_empire_choice (TyrosActionPanel *self)
{
  self->expand_field = TYROS_FIELD_NONE;
  gtk_widget_set_visible (self->empire_choice_box, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->choice_label), FALSE);
}

/* The fields where the core would accept the pending build. */
static TyrosSet
legal_build_fields (TyrosActionPanel *self,
                    TyrosMoveType     type)
{
  const TyrosState *state = get_state (self);
  TyrosSet fields = 0;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    {
      g_autoptr(TyrosMove) move = new_move (self, type);

      move->field = f;
      if (tyros_rules_check (state, move, NULL, NULL))
        fields |= TYROS_SET_BIT (f);
    }
  return fields;
}

static TyrosSet
fields_with_own_ships (TyrosActionPanel *self)
{
  const TyrosState *state = get_state (self);
  TyrosSet fields = 0;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    if (tyros_state_ships_in_field (state, f, current_player (self)) > 0)
      fields |= TYROS_SET_BIT (f);
  return fields;
}

static void
fill_partners (TyrosActionPanel *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint n = 0;

  for (guint p = 0; p < tyros_game_get_n_players (self->game); p++)
    if ((int) p != current_player (self))
      {
        gtk_string_list_append (list, tyros_game_get_player_name (self->game, (int) p));
        self->partners[n++] = (int) p;
      }
  gtk_drop_down_set_model (self->partner_dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->partner_dropdown, 0);
}

static void
set_texts (TyrosActionPanel *self,
           const char       *prompt,
           const char       *hint)
{
  gtk_label_set_text (self->prompt_label, prompt);
  gtk_label_set_text (self->hint_label, hint ? hint : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), hint != NULL);
}

static void
set_mode (TyrosActionPanel *self,
          Mode              mode)
{
  const TyrosState *state = get_state (self);
  const char *name = current_name (self);
  g_autofree char *prompt = NULL;
  g_autofree char *hint = NULL;
  const char *page = "actions";

  self->mode = mode;
  gtk_widget_set_visible (GTK_WIDGET (self->price_label), TRUE);
  tyros_board_view_set_highlight (self->board, 0);
  tyros_board_view_set_reach (self->board, NULL);
  if (mode != MODE_MOVE_READY)
    tyros_board_view_set_routes (self->board, NULL, -1);
  hide_empire_choice (self);
  gtk_widget_set_visible (GTK_WIDGET (self->route_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->trace_button), FALSE);
  gtk_widget_set_visible (self->paid_expander, TRUE);

  switch (mode)
    {
    case MODE_NONE:
      break;

    case MODE_EXPAND:
      page = "expand";
      /* Translators: "Anna plays a landscape tile" */
      prompt = g_strdup_printf (_("%s plays a landscape tile"), name);
      hint = g_strdup (_("Click the tile’s field on the board. The highlighted fields can take a tile (E1)."));
      tyros_board_view_set_highlight (self->board, tyros_rules_expand_fields (state));
      break;

    case MODE_EXPAND_PASS:
      page = "expand-pass";
      prompt = g_strdup_printf (_("%s cannot play a tile"), name);
      hint = g_strdup (_("They show their tiles, put one under the supply and draw one (E4). Enter or click the tiles shown and the app checks that none was playable."));
      gtk_editable_set_text (GTK_EDITABLE (self->shown_entry), "");
      break;

    case MODE_ACTIONS:
      page = "actions";
      prompt = g_strdup_printf (_("%s: choose a card action"), name);
      hint = g_strdup (_("Or click one of their ships to see where it can go."));
      tyros_board_view_set_highlight (self->board, fields_with_own_ships (self));
      break;

    case MODE_MOVE_SHIP:
      page = "pending";
      prompt = g_strdup_printf (_("%s moves a ship"), name);
      hint = g_strdup (_("Click the ship to move; fields with their ships are highlighted."));
      gtk_label_set_text (self->price_label, _("Which ship?"));
      gtk_widget_set_sensitive (self->confirm_button, FALSE);
      gtk_widget_set_visible (self->paid_expander, FALSE);
      tyros_board_view_set_highlight (self->board, fields_with_own_ships (self));
      break;

    case MODE_MOVE_DEST:
      {
        TyrosReach reach;
        g_autofree char *from = tyros_coast_display_name (self->ship_from);

        page = "pending";
        prompt = g_strdup_printf (_("%s moves a ship from %s"), name, from);
        hint = g_strdup (_("Every field this ship can end on shows its cost in cards. Click the destination."));
        gtk_label_set_text (self->price_label, _("Where to?"));
        gtk_widget_set_sensitive (self->confirm_button, FALSE);
        gtk_widget_set_visible (self->paid_expander, FALSE);
        tyros_rules_reachability (state, current_player (self), self->ship_from, &reach);
        tyros_board_view_set_reach (self->board, &reach);
        tyros_board_view_set_cursor (self->board, tyros_coast_field (self->ship_from));
      }
      break;

    case MODE_MOVE_READY:
      {
        g_autofree char *from = tyros_coast_display_name (self->ship_from);
        g_autofree char *to = tyros_coast_display_name (self->ship_dest);

        page = "pending";
        if (self->tracing)
          prompt = g_strdup_printf (_("%s moves a ship from %s"), name, from);
        else
          /* Translators: "Anna moves a ship from Tyros to field 23" */
          prompt = g_strdup_printf (_("%s moves a ship from %s to %s"), name, from, to);
        hint = g_strdup (self->tracing
                         ? _("Click the fields the ship passed, one by one; click the last one again to take it back.")
                         : _("Click another field to change the destination."));
        gtk_widget_set_visible (GTK_WIDGET (self->trace_button), TRUE);
        reset_payment (self);
        check_ship_move (self);
      }
      break;

    case MODE_BUILD_CITY:
    case MODE_BUILD_SHIP:
      page = "pending";
      prompt = g_strdup_printf (mode == MODE_BUILD_CITY ? _("%s builds a city") : _("%s builds a ship"), name);
      hint = g_strdup (_("Click the field. The highlighted fields are where the rules allow it."));
      gtk_label_set_text (self->price_label, _("Where?"));
      gtk_widget_set_sensitive (self->confirm_button, FALSE);
      self->build_field = TYROS_FIELD_NONE;
      reset_payment (self);
      tyros_board_view_set_highlight (self->board,
                                      legal_build_fields (self, mode == MODE_BUILD_CITY ? TYROS_MOVE_BUILD_CITY
                                                                                        : TYROS_MOVE_BUILD_SHIP));
      break;

    case MODE_BANK:
      {
        const TyrosEdition *edition = tyros_game_get_edition (self->game);

        page = "bank";
        prompt = g_strdup_printf (_("%s trades with the bank"), name);
        hint = g_strdup (_("Swap cards with the draw pile, or discard 3 and take one of choice from the discard pile (D1, D2)."));
        gtk_spin_button_set_range (self->bank_count_spin, edition->bank_swap_min, edition->bank_swap_max);
        gtk_spin_button_set_value (self->bank_count_spin, edition->bank_swap_max);
      }
      break;

    case MODE_TRADE:
      page = "trade";
      prompt = g_strdup_printf (_("%s trades with a player"), name);
      hint = g_strdup (_("Any cards each way, with one player. If no trade happens, cancel and choose another action (T2)."));
      fill_partners (self);
      break;

    case MODE_OVER:
      page = "over";
      prompt = g_strdup (_("The game is over"));
      hint = g_strdup (_("Someone played their last tile and the round has been played to its end (G1)."));
      break;
    }

  set_texts (self, prompt, hint);
  gtk_stack_set_visible_child_name (self->mode_stack, page);
}

/* Under the panel: the last move entered, or the move being replaced. */
static void
show_last_move (TyrosActionPanel *self)
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
  gtk_label_set_text (self->last_move_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->last_move_label), text != NULL);
}

/* Public API */

void
tyros_action_panel_reset (TyrosActionPanel *self)
{
  const TyrosState *state;

  g_return_if_fail (TYROS_IS_ACTION_PANEL (self));

  self->tracing = FALSE;
  self->updating = TRUE;
  gtk_toggle_button_set_active (self->trace_button, FALSE);
  self->updating = FALSE;
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  g_clear_pointer (&self->route, g_array_unref);
  self->build_field = TYROS_FIELD_NONE;

  if (self->game == NULL)
    {
      self->mode = MODE_NONE;
      return;
    }

  clear_error (self);
  state = get_state (self);
  show_last_move (self);

  switch (state->phase)
    {
    case TYROS_PHASE_EXPAND:
      set_mode (self, MODE_EXPAND);
      break;
    case TYROS_PHASE_ACTIONS:
      set_mode (self, MODE_ACTIONS);
      break;
    case TYROS_PHASE_OVER:
    default:
      set_mode (self, MODE_OVER);
      break;
    }
}

void
tyros_action_panel_set_game (TyrosActionPanel *self,
                             TyrosGame        *game,
                             TyrosBoardView   *board)
{
  g_return_if_fail (TYROS_IS_ACTION_PANEL (self));

  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  self->replace_index = -1;
  tyros_action_panel_reset (self);
}

void
tyros_action_panel_set_replace_index (TyrosActionPanel *self,
                                      int               index)
{
  g_return_if_fail (TYROS_IS_ACTION_PANEL (self));
  g_return_if_fail (self->game != NULL);
  g_return_if_fail (index < (int) tyros_game_get_n_played (self->game));

  self->replace_index = index;
  tyros_action_panel_reset (self);
}

int
tyros_action_panel_get_replace_index (TyrosActionPanel *self)
{
  g_return_val_if_fail (TYROS_IS_ACTION_PANEL (self), -1);
  return self->replace_index;
}

gboolean
tyros_action_panel_play_move (TyrosActionPanel *self,
                              const TyrosMove  *move)
{
  g_return_val_if_fail (TYROS_IS_ACTION_PANEL (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  return play (self, move);
}

void
tyros_action_panel_field_activated (TyrosActionPanel *self,
                                    TyrosField        field,
                                    TyrosCoast        coast)
{
  g_return_if_fail (TYROS_IS_ACTION_PANEL (self));

  if (self->game == NULL || field == TYROS_FIELD_NONE)
    return;
  if (coast == TYROS_COAST_NONE)
    coast = field;

  switch (self->mode)
    {
    case MODE_EXPAND:
      expand_field (self, field);
      break;

    case MODE_EXPAND_PASS:
      {
        const char *text = gtk_editable_get_text (GTK_EDITABLE (self->shown_entry));
        g_autofree char *more = g_strdup_printf ("%s%s%s", text, *text ? ", " : "", tyros_field_to_string (field));
        gtk_editable_set_text (GTK_EDITABLE (self->shown_entry), more);
      }
      break;

    case MODE_ACTIONS:
    case MODE_MOVE_SHIP:
      pick_ship (self, field, coast);
      break;

    case MODE_MOVE_DEST:
      if (field == tyros_coast_field (self->ship_from))
        set_mode (self, MODE_MOVE_SHIP);
      else
        choose_destination (self, coast);
      break;

    case MODE_MOVE_READY:
      if (self->tracing)
        trace_step (self, field, coast);
      else
        choose_destination (self, coast);
      break;

    case MODE_BUILD_CITY:
    case MODE_BUILD_SHIP:
      {
        g_autoptr(TyrosMove) move = NULL;

        self->build_field = field;
        move = build_move (self);
        tyros_board_view_set_highlight (self->board, TYROS_SET_BIT (field));
        check_pending (self, move, FALSE);
      }
      break;

    case MODE_NONE:
    case MODE_BANK:
    case MODE_TRADE:
    case MODE_OVER:
    default:
      break;
    }
}

void
tyros_action_panel_start (TyrosActionPanel *self,
                          TyrosAction       action)
{
  const TyrosState *state;

  g_return_if_fail (TYROS_IS_ACTION_PANEL (self));

  if (self->game == NULL)
    return;
  state = get_state (self);
  clear_error (self);
  self->tracing = FALSE;

  if (action == TYROS_ACTION_CANNOT_PLAY)
    {
      if (state->phase == TYROS_PHASE_EXPAND)
        set_mode (self, MODE_EXPAND_PASS);
      return;
    }
  if (state->phase != TYROS_PHASE_ACTIONS)
    return;

  switch (action)
    {
    case TYROS_ACTION_MOVE_SHIP:
      set_mode (self, MODE_MOVE_SHIP);
      break;
    case TYROS_ACTION_BUILD_CITY:
      set_mode (self, MODE_BUILD_CITY);
      break;
    case TYROS_ACTION_BUILD_SHIP:
      set_mode (self, MODE_BUILD_SHIP);
      break;
    case TYROS_ACTION_BANK_TRADE:
      set_mode (self, MODE_BANK);
      break;
    case TYROS_ACTION_PLAYER_TRADE:
      set_mode (self, MODE_TRADE);
      break;
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

static gboolean
parse_shown (TyrosActionPanel *self,
             GArray          **shown)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->shown_entry));
  g_auto(GStrv) parts = g_regex_split_simple ("[\\s,;]+", text, 0, 0);

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
          show_error_text (self, error);
          g_clear_pointer (shown, g_array_unref);
          return FALSE;
        }
      if (*shown == NULL)
        *shown = g_array_new (FALSE, FALSE, sizeof (TyrosField));
      g_array_append_val (*shown, place.field);
    }
  return TRUE;
}

void
tyros_action_panel_confirm (TyrosActionPanel *self)
{
  g_return_if_fail (TYROS_IS_ACTION_PANEL (self));

  if (self->game == NULL)
    return;

  switch (self->mode)
    {
    case MODE_EXPAND_PASS:
      {
        g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_EXPAND_PASS);
        GArray *shown = NULL;

        if (!parse_shown (self, &shown))
          return;
        move->shown = shown;
        play (self, move);
      }
      break;

    case MODE_MOVE_READY:
      if (self->route != NULL && self->route->len >= 2)
        {
          g_autoptr(TyrosMove) move = ship_move (self);
          play (self, move);
        }
      break;

    case MODE_BUILD_CITY:
    case MODE_BUILD_SHIP:
      if (self->build_field != TYROS_FIELD_NONE)
        {
          g_autoptr(TyrosMove) move = build_move (self);
          play (self, move);
        }
      break;

    case MODE_NONE:
    case MODE_EXPAND:
    case MODE_ACTIONS:
    case MODE_MOVE_SHIP:
    case MODE_MOVE_DEST:
    case MODE_BANK:
    case MODE_TRADE:
    case MODE_OVER:
    default:
      break;
    }
}

gboolean
tyros_action_panel_cancel (TyrosActionPanel *self)
{
  g_return_val_if_fail (TYROS_IS_ACTION_PANEL (self), FALSE);

  if (self->game == NULL)
    return FALSE;

  clear_error (self);
  switch (self->mode)
    {
    case MODE_EXPAND:
      if (self->expand_field == TYROS_FIELD_NONE)
        return FALSE;
      set_mode (self, MODE_EXPAND);
      return TRUE;
    case MODE_EXPAND_PASS:
      set_mode (self, MODE_EXPAND);
      return TRUE;
    case MODE_MOVE_READY:
      if (self->tracing)
        {
          gtk_toggle_button_set_active (self->trace_button, FALSE);
          return TRUE;
        }
      set_mode (self, MODE_MOVE_DEST);
      return TRUE;
    case MODE_MOVE_DEST:
      set_mode (self, MODE_MOVE_SHIP);
      return TRUE;
    case MODE_MOVE_SHIP:
    case MODE_BUILD_CITY:
    case MODE_BUILD_SHIP:
    case MODE_BANK:
    case MODE_TRADE:
      set_mode (self, MODE_ACTIONS);
      return TRUE;
    case MODE_NONE:
    case MODE_ACTIONS:
    case MODE_OVER:
    default:
      return FALSE;
    }
}

/* Button handlers */

static void
trace_toggled (TyrosActionPanel *self,
               GtkToggleButton  *button)
{
  if (self->updating || self->mode != MODE_MOVE_READY)
    return;

  self->tracing = gtk_toggle_button_get_active (button);
  if (self->tracing)
    {
      g_clear_pointer (&self->route, g_array_unref);
      self->route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
      g_array_append_val (self->route, self->ship_from);
      set_mode (self, MODE_MOVE_READY);
    }
  else
    choose_destination (self, self->ship_dest);
}

static void
bank_swap_clicked (TyrosActionPanel *self)
{
  g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_BANK_SWAP);

  move->count = (guint) gtk_spin_button_get_value_as_int (self->bank_count_spin);
  play (self, move);
}

static void
bank_pick_clicked (TyrosActionPanel *self)
{
  g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_BANK_PICK);

  play (self, move);
}

static void
trade_clicked (TyrosActionPanel *self)
{
  g_autoptr(TyrosMove) move = new_move (self, TYROS_MOVE_TRADE);
  guint selected = gtk_drop_down_get_selected (self->partner_dropdown);

  if (selected == GTK_INVALID_LIST_POSITION)
    return;
  move->partner = self->partners[selected];
  play (self, move);
}

static void
confirm_activated (GtkWidget  *widget,
                   const char *action_name G_GNUC_UNUSED,
                   GVariant   *param G_GNUC_UNUSED)
{
  tyros_action_panel_confirm (TYROS_ACTION_PANEL (widget));
}

static void
cancel_activated (GtkWidget  *widget,
                  const char *action_name G_GNUC_UNUSED,
                  GVariant   *param G_GNUC_UNUSED)
{
  tyros_action_panel_cancel (TYROS_ACTION_PANEL (widget));
}

static void
build_paid_grid (TyrosActionPanel *self)
{
  for (guint kind = 0; kind < TYROS_N_CARD_KINDS; kind++)
    {
      g_autofree char *name = tyros_text_capitalize (kind == TYROS_CARD_JOKER ? _("jokers")
                                                     : tyros_empire_display_name ((TyrosEmpire) kind));
      GtkWidget *label = gtk_label_new (name);
      GtkWidget *spin = gtk_spin_button_new_with_range (0, 14, 1);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
      gtk_grid_attach (self->paid_grid, label, 0, (int) kind, 1, 1);
      gtk_grid_attach (self->paid_grid, spin, 1, (int) kind, 1, 1);
      self->paid_spins[kind] = GTK_SPIN_BUTTON (spin);
    }
}

static void
tyros_action_panel_dispose (GObject *object)
{
  GtkWidget *child;
  TyrosActionPanel *self = TYROS_ACTION_PANEL (object);

  g_clear_object (&self->game);
  g_clear_object (&self->board);
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  g_clear_pointer (&self->route, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_ACTION_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tyros_action_panel_parent_class)->dispose (object);
}

static void
tyros_action_panel_class_init (TyrosActionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_action_panel_dispose;

  signals[MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[MOVE_REPLACED] = g_signal_new ("move-replaced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                         G_TYPE_UINT, G_TYPE_INT, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-action-panel.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, TyrosActionPanel, name)
  BIND (prompt_label);
  BIND (hint_label);
  BIND (error_box);
  BIND (error_label);
  BIND (mode_stack);
  BIND (choice_label);
  BIND (empire_choice_box);
  BIND (orange_button);
  BIND (yellow_button);
  BIND (green_button);
  BIND (violet_button);
  BIND (shown_entry);
  BIND (price_label);
  BIND (route_label);
  BIND (trace_button);
  BIND (paid_expander);
  BIND (paid_grid);
  BIND (confirm_button);
  BIND (bank_count_spin);
  BIND (bank_swap_button);
  BIND (bank_pick_button);
  BIND (partner_dropdown);
  BIND (trade_button);
  BIND (last_move_label);
#undef BIND

  gtk_widget_class_install_action (widget_class, "panel.confirm", NULL, confirm_activated);
  gtk_widget_class_install_action (widget_class, "panel.cancel", NULL, cancel_activated);
}

static void
tyros_action_panel_init (TyrosActionPanel *self)
{
  GtkWidget *buttons[TYROS_N_EMPIRES];

  gtk_widget_init_template (GTK_WIDGET (self));

  buttons[TYROS_EMPIRE_ORANGE] = self->orange_button;
  buttons[TYROS_EMPIRE_YELLOW] = self->yellow_button;
  buttons[TYROS_EMPIRE_GREEN] = self->green_button;
  buttons[TYROS_EMPIRE_VIOLET] = self->violet_button;
  for (guint e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *name = tyros_text_capitalize (tyros_empire_display_name ((TyrosEmpire) e));

      gtk_button_set_label (GTK_BUTTON (buttons[e]), name);
      g_object_set_data (G_OBJECT (buttons[e]), "empire", GINT_TO_POINTER (e));
      g_signal_connect (buttons[e], "clicked", G_CALLBACK (empire_chosen), self);
    }

  build_paid_grid (self);
  self->expand_field = TYROS_FIELD_NONE;
  self->replace_index = -1;

  g_signal_connect_object (self->trace_button, "toggled", G_CALLBACK (trace_toggled), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->bank_swap_button, "clicked", G_CALLBACK (bank_swap_clicked), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->bank_pick_button, "clicked", G_CALLBACK (bank_pick_clicked), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trade_button, "clicked", G_CALLBACK (trade_clicked), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->shown_entry, "activate", G_CALLBACK (tyros_action_panel_confirm), self,
                           G_CONNECT_SWAPPED);
}

/* Test-only getters (tyros-action-panel-private.h) */

const char *
tyros_action_panel_get_error_text (TyrosActionPanel *self)
{
  return gtk_widget_get_visible (self->error_box) ? gtk_label_get_text (self->error_label) : "";
}

const char *
tyros_action_panel_get_price_text (TyrosActionPanel *self)
{
  return gtk_label_get_text (self->price_label);
}

const char *
tyros_action_panel_get_prompt_text (TyrosActionPanel *self)
{
  return gtk_label_get_text (self->prompt_label);
}

const char *
tyros_action_panel_get_page_name (TyrosActionPanel *self)
{
  return gtk_stack_get_visible_child_name (self->mode_stack);
}

GtkWidget *
tyros_action_panel_get_confirm_button (TyrosActionPanel *self)
{
  return self->confirm_button;
}

GtkWidget *
tyros_action_panel_get_trace_button (TyrosActionPanel *self)
{
  return GTK_WIDGET (self->trace_button);
}

GtkWidget *
tyros_action_panel_get_empire_button (TyrosActionPanel *self,
                                      TyrosEmpire       empire)
{
  switch (empire)
    {
    case TYROS_EMPIRE_ORANGE: return self->orange_button;
    case TYROS_EMPIRE_YELLOW: return self->yellow_button;
    case TYROS_EMPIRE_GREEN: return self->green_button;
    case TYROS_EMPIRE_VIOLET: return self->violet_button;
    case TYROS_EMPIRE_NONE:
    default: return NULL;
    }
}

GtkEntry *
tyros_action_panel_get_shown_entry (TyrosActionPanel *self)
{
  return self->shown_entry;
}

GtkSpinButton *
tyros_action_panel_get_paid_spin (TyrosActionPanel *self,
                                  guint             kind)
{
  g_return_val_if_fail (kind < TYROS_N_CARD_KINDS, NULL);
  return self->paid_spins[kind];
}
