/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-describe.c: a field in words, for tooltips and screen readers */
#define G_LOG_DOMAIN "tyros-board-describe"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "tyros-board-describe.h"

/* How a neighbour is spoken: "22", "Tyros", "16 (west coast)". */
static char *
neighbour_name (TyrosCoast coast)
{
  return tyros_coast_display_name (coast);
}

static void
append_sep (GString    *s,
            const char *sep)
{
  if (s->len > 0)
    g_string_append (s, sep);
}

static int
compare_coasts (gconstpointer a,
                gconstpointer b)
{
  TyrosCoast ca = *(const TyrosCoast *) a, cb = *(const TyrosCoast *) b;
  TyrosField fa = tyros_coast_field (ca), fb = tyros_coast_field (cb);

  return fa != fb ? fa - fb : ca - cb;
}

/* "sea to 22, 24 (in the rules), 18 (drawn on the map, not in the rules)"; @open picks the
 * open links or the land borders. The board's links are read once for the
 * field and gone through once here: every cell's description is made again
 * after each move (issue 34). */
static void
append_links_of_coast (GString            *out,
                       const TyrosSeaLink *links,
                       guint               n_links,
                       TyrosCoast          own,
                       gboolean            open)
{
  static const TyrosProvenance order[] = {
    TYROS_PROVENANCE_GROUP, TYROS_PROVENANCE_RULEBOOK, TYROS_PROVENANCE_RULEBOOK_ITALIAN, TYROS_PROVENANCE_INFERRED,
  };
  /* a coast's neighbours, by where we know them from */
  TyrosCoast others[G_N_ELEMENTS (order)][TYROS_N_COASTS];
  guint n_others[G_N_ELEMENTS (order)] = { 0 };
  g_autoptr(GString) groups = NULL;

  for (guint i = 0; i < n_links; i++)
    {
      TyrosCoast other = links[i].a == own ? links[i].b : links[i].b == own ? links[i].a : TYROS_COAST_NONE;

      if (links[i].open != open || other == TYROS_COAST_NONE)
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (order); k++)
        if (links[i].provenance == order[k] && n_others[k] < TYROS_N_COASTS)
          others[k][n_others[k]++] = other;
    }
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      if (n_others[k] == 0)
        continue;
      if (groups == NULL)
        groups = g_string_new (NULL);
      else
        g_string_append (groups, ", ");
      /* by field number, as a player reads the board */
      qsort (others[k], n_others[k], sizeof (TyrosCoast), compare_coasts);
      for (guint i = 0; i < n_others[k]; i++)
        {
          g_autofree char *name = neighbour_name (others[k][i]);

          if (i > 0)
            g_string_append (groups, ", ");
          g_string_append (groups, name);
        }
      g_string_append_printf (groups, " (%s)", tyros_provenance_display_name (order[k]));
    }
  if (groups == NULL)
    return;
  g_string_append (out, "; ");
  if (open)
    /* Translators: followed by a list of fields and where we know it from */
    g_string_append_printf (out, _("sea to %s"), groups->str);
  else
    /* Translators: neighbours that no ship can reach in one step */
    g_string_append_printf (out, _("land to %s"), groups->str);
}

static const char *
coast_side_name (TyrosCoast coast)
{
  return coast == TYROS_COAST_16E ? _("east coast") : _("west coast");
}

static void
append_sea (GString          *out,
            const TyrosBoard *board,
            TyrosField        field)
{
  TyrosSet coasts = tyros_field_coasts (field);
  gboolean split = tyros_set_count (coasts) > 1;
  g_autoptr(GArray) shown = tyros_board_links (board);
  const TyrosSeaLink *links = (const TyrosSeaLink *) (gpointer) shown->data;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    {
      g_autoptr(GString) part = g_string_new (NULL);

      append_links_of_coast (part, links, shown->len, c, TRUE);
      append_links_of_coast (part, links, shown->len, c, FALSE);
      if (part->len == 0)
        continue;
      if (split)
        g_string_append_printf (out, "; %s:%s", coast_side_name (c), part->str + 1);
      else
        g_string_append (out, part->str);
    }
}

static void
append_ships (const TyrosBoardScene *self,
              GString        *out,
              TyrosField      field)
{
  TyrosSet coasts = tyros_field_coasts (field);
  gboolean split = tyros_set_count (coasts) > 1;
  g_autoptr(GString) list = g_string_new (NULL);
  guint total = 0;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
      for (guint k = 0; k < self->state.ships[c][p]; k++)
        {
          g_autofree char *name = tyros_board_scene_player_name (self, (int) p);

          append_sep (list, ", ");
          if (split)
            g_string_append_printf (list, "%s (%s)", name, coast_side_name (c));
          else
            g_string_append (list, name);
          total++;
        }
  if (total == 0)
    {
      g_string_append_printf (out, ", %s", _("no ships"));
      return;
    }
  g_string_append (out, ", ");
  g_string_append_printf (out, ngettext ("%u ship", "%u ships", total), total);
  g_string_append_printf (out, ": %s", list->str);
}

/* The route a ship move would take, as drawn: where it goes, and the step
 * the rules refuse (drawn dashed), so that a screen reader hears them too. */
static void
append_route_steps (const TyrosBoardScene *self,
                    GString        *out,
                    TyrosField      field)
{
  GArray *route;

  if (self->marks.routes == NULL || self->marks.routes->len == 0)
    return;
  route = g_ptr_array_index (self->marks.routes, 0);
  for (guint i = 1; i < route->len; i++)
    {
      if (tyros_coast_field (g_array_index (route, TyrosCoast, i)) != field)
        continue;
      g_string_append (out, "; ");
      if ((int) i == self->marks.bad_step)
        /* Translators: the step of a ship's route that enters this field, which the rules refuse */
        g_string_append_printf (out, _("step %u of the route, refused"), i);
      else
        /* Translators: the step of a ship's route that enters this field */
        g_string_append_printf (out, _("step %u of the route"), i);
    }
}

static void
append_marks (const TyrosBoardScene *self,
              GString        *out,
              TyrosField      field)
{
  TyrosSet coasts = tyros_field_coasts (field);

  append_route_steps (self, out, field);
  if (field == self->marks.error_field)
    g_string_append_printf (out, "; %s", _("rejected"));
  if (TYROS_SET_HAS (self->marks.highlight, field))
    g_string_append_printf (out, "; %s", _("can be chosen"));
  if (!self->marks.has_reach)
    return;
  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    {
      guint steps = self->marks.reach.steps[c];

      if (steps == TYROS_UNREACHABLE || steps == 0)
        continue;
      g_string_append (out, "; ");
      if (tyros_set_count (coasts) > 1)
        g_string_append_printf (out, "%s: ", coast_side_name (c));
      g_string_append_printf (out, ngettext ("reachable in %u step", "reachable in %u steps", steps), steps);
      if (!self->marks.reach.legal[c])
        g_string_append_printf (out, ", %s", _("not a legal destination"));
    }
}

char *
tyros_board_describe_field (const TyrosBoardScene *self,
                            TyrosField             field,
                            TyrosCoast             coast)
{
  g_autoptr(GString) out = g_string_new (NULL);
  TyrosEmpire empire;
  int city;

  g_return_val_if_fail (tyros_field_is_valid (field), NULL);

  if (field == TYROS_FIELD_TYROS)
    g_string_append (out, _("Tyros"));
  else if (field == 16 && coast != TYROS_COAST_NONE)
    g_string_append_printf (out, _("Field 16, %s"), coast_side_name (coast));
  else
    g_string_append_printf (out, _("Field %s"), tyros_field_to_string (field));

  empire = self->state.empire[field];
  if (empire == TYROS_EMPIRE_NONE)
    g_string_append_printf (out, ", %s", _("no empire"));
  else
    {
      /* Translators: %s is a colour name: "green empire" */
      /* Translators: the empire's colour, without an article: German "oranges Reich" */
      g_autofree char *name = g_strdup_printf (_("%s empire"), tyros_empire_adjective (empire, TYROS_EMPIRE_FORM_PLAIN));

      g_string_append_printf (out, ", %s", name);
    }

  append_ships (self, out, field);

  city = self->state.city[field];
  if (city >= 0)
    {
      g_autofree char *name = tyros_board_scene_player_name (self, city);

      /* Translators: %s is a player's name */
      g_string_append (out, "; ");
      g_string_append_printf (out, _("city of %s"), name);
    }
  append_sea (out, self->state.board, field);
  append_marks (self, out, field);
  return g_string_free (g_steal_pointer (&out), FALSE);
}


char *
tyros_board_describe_cell (TyrosCellKind kind)
{
  if (kind == TYROS_CELL_OPEN_SEA)
    return g_strdup (_("Open sea, out of play: no ship may enter it"));
  return g_strdup (_("Desert, out of play: no chip or ship may enter it"));
}

/* A screen reader hears the cursor field as the widget's name, so moving
 * the cursor reads the new field. */