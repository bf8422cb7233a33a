/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move-entry-ships.c: moving a ship: the ship, its destination, its route
 *
 * The shortest routes come from the core (tyros_sea_shortest_routes), or the
 * player traces the route field by field.
 */
#define G_LOG_DOMAIN "tyros-move-entry"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-move-entry-private.h"

static TyrosPlace
place_for_coast (TyrosCoast coast)
{
  return (TyrosPlace) { tyros_coast_field (coast), coast };
}

TyrosMove *
_tyros_move_entry_ship_move (TyrosMoveEntry *self)
{
  TyrosMove *move = _tyros_move_entry_new_move (self, TYROS_MOVE_SHIP);

  move->from = place_for_coast (self->ship_from);
  for (guint i = 1; self->route != NULL && i < self->route->len; i++)
    tyros_move_add_route_step (move, place_for_coast (g_array_index (self->route, TyrosCoast, i)));
  move->paid = self->paid;
  return move;
}


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
  _tyros_move_entry_set_text (self, &self->route_text, text, PROP_ROUTE_TEXT);
}

void
_tyros_move_entry_check_ship_move (TyrosMoveEntry *self)
{
  g_autoptr(TyrosMove) move = _tyros_move_entry_ship_move (self);

  if (self->tracing)
    {
      g_clear_pointer (&self->marks.routes, g_ptr_array_unref);
      self->marks.routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      g_ptr_array_add (self->marks.routes, g_array_ref (self->route));
    }
  self->marks.bad_step = -1;
  _tyros_move_entry_marks_changed (self);
  show_route (self);

  if (self->route->len < 2)
    {
      _tyros_move_entry_set_text (self, &self->price, _("Click the first field of the route"), PROP_PRICE);
      _tyros_move_entry_set_can_confirm (self, FALSE);
      _tyros_move_entry_clear_error (self);
      return;
    }
  _tyros_move_entry_check_pending (self, move, self->tracing);
}

/* The shortest route(s) from the ship to @dest, on the board and priced. */
void
_tyros_move_entry_choose_destination (TyrosMoveEntry *self,
                                      TyrosCoast      dest)
{
  _tyros_move_entry_clear_routes (self);
  g_clear_pointer (&self->route, g_array_unref);

  self->ship_dest = dest;
  self->marks.routes = tyros_sea_shortest_routes (_tyros_move_entry_get_state (self)->board, TYROS_SET_BIT (self->ship_from), TYROS_SET_BIT (dest));
  if (self->marks.routes->len > 0)
    self->route = g_array_copy (g_ptr_array_index (self->marks.routes, 0));
  else
    {
      /* No sea route: let the core say why a direct step is impossible. */
      self->route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
      g_array_append_val (self->route, self->ship_from);
      g_array_append_val (self->route, dest);
      _tyros_move_entry_clear_routes (self);
    }
  _tyros_move_entry_set_mode (self, TYROS_ENTRY_MOVE_READY);
}

/* The coast of @field with a ship of the player (16 has two), or NONE. */
static TyrosCoast
own_ship_coast (TyrosMoveEntry *self,
                TyrosField      field,
                TyrosCoast      preferred)
{
  const TyrosState *state = _tyros_move_entry_get_state (self);
  int player = _tyros_move_entry_current_player (self);
  TyrosSet coasts = tyros_field_coasts (field);

  if (tyros_state_ships_on_coast (state, preferred, player) > 0)
    return preferred;
  for (int c = tyros_set_next (coasts, 0); c > 0; c = tyros_set_next (coasts, c))
    if (tyros_state_ships_on_coast (state, c, player) > 0)
      return c;
  return TYROS_COAST_NONE;
}

void
_tyros_move_entry_pick_ship (TyrosMoveEntry *self,
                             TyrosField      field,
                             TyrosCoast      coast)
{
  coast = own_ship_coast (self, field, coast);
  if (coast == TYROS_COAST_NONE)
    {
      g_autofree char *name = tyros_coast_display_name (field);
      g_autofree char *text = g_strdup_printf (_("%s has no ship in %s. Pick one of the highlighted fields."),
                                               _tyros_move_entry_current_name (self), name);

      _tyros_move_entry_show_error (self, text, NULL, field);
      return;
    }
  self->ship_from = coast;
  _tyros_move_entry_set_mode (self, TYROS_ENTRY_MOVE_DEST);
}

void
_tyros_move_entry_trace_step (TyrosMoveEntry *self,
                              TyrosField      field)
{
  TyrosCoast last = g_array_index (self->route, TyrosCoast, self->route->len - 1);
  TyrosCoast coast;

  /* Choosing the last field again takes the step back. */
  if (tyros_coast_field (last) == field && self->route->len > 1)
    {
      g_array_set_size (self->route, self->route->len - 1);
      _tyros_move_entry_check_ship_move (self);
      return;
    }
  coast = tyros_choices_step_coast (last, field);
  g_array_append_val (self->route, coast);
  self->ship_dest = coast;
  _tyros_move_entry_check_ship_move (self);
}

TyrosSet
_tyros_move_entry_fields_with_own_ships (TyrosMoveEntry *self)
{
  const TyrosState *state = _tyros_move_entry_get_state (self);
  TyrosSet fields = 0;

  for (TyrosField f = 1; f <= TYROS_FIELD_TYROS; f++)
    if (tyros_state_ships_in_field (state, f, _tyros_move_entry_current_player (self)) > 0)
      fields |= TYROS_SET_BIT (f);
  return fields;
}


void
_tyros_move_entry_set_tracing (TyrosMoveEntry *self,
                               gboolean        tracing)
{
  tracing = !!tracing;
  if (tracing == self->tracing)
    return;
  self->tracing = tracing;
  g_object_notify_by_pspec (G_OBJECT (self), _tyros_move_entry_properties[PROP_TRACING]);
  if (self->mode != TYROS_ENTRY_MOVE_READY)
    return;
  if (tracing)
    {
      g_clear_pointer (&self->route, g_array_unref);
      self->route = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
      g_array_append_val (self->route, self->ship_from);
      _tyros_move_entry_set_mode (self, TYROS_ENTRY_MOVE_READY);
    }
  else
    _tyros_move_entry_choose_destination (self, self->ship_dest);
}
