/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-standings-panel.c: what everybody glances at (empires, standings, stock)
 *
 * Ranks, tie-breaks and points all come from tyros_score_compute(); the stock
 * (tiles, ships, cities left) from the state.
 */
#define G_LOG_DOMAIN "tyros-standings-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-standings-panel.h"
#include "tyros-text.h"

struct _TyrosStandingsPanel
{
  GtkWidget  parent_instance;

  GtkGrid   *empire_grid;
  GtkLabel  *tiebreak_label;
  GtkLabel  *players_heading;
  GtkGrid   *player_grid;
  GtkLabel  *bonus_label;
  GtkLabel  *supply_label;

};

G_DEFINE_FINAL_TYPE (TyrosStandingsPanel, tyros_standings_panel, GTK_TYPE_WIDGET)

static void
clear_grid (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
}

/* The grids keep their labels from one move to the next and change only
 * the texts that changed: a new label is measured from scratch, and the
 * standings change on every move (bench/count-layouts). A cell not set
 * again by an update is removed at its end. */
static void
begin_update (GtkGrid *grid)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_object_set_data (G_OBJECT (child), "tyros-stale", GINT_TO_POINTER (TRUE));
}

static void
end_update (GtkGrid *grid)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid));

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (g_object_get_data (G_OBJECT (child), "tyros-stale") != NULL)
        gtk_grid_remove (grid, child);
      child = next;
    }
}

/* A screen reader reads a grid in the order of its children: a cell added
 * later goes where its row and column put it. */
static void
keep_reading_order (GtkGrid   *grid,
                    GtkWidget *label,
                    int        column,
                    int        row)
{
  GtkWidget *before = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int c, r;

      gtk_grid_query_child (grid, child, &c, &r, NULL, NULL);
      if (child != label && (r < row || (r == row && c < column)))
        before = child;
    }
  gtk_widget_insert_after (label, GTK_WIDGET (grid), before);
}

/* The label at @column, @row made for @kind ("cell" or "swatch"), reused
 * when it is there. */
static GtkWidget *
label_at (GtkGrid    *grid,
          int         column,
          int         row,
          const char *kind)
{
  GtkWidget *label = gtk_grid_get_child_at (grid, column, row);

  if (label != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (label), "tyros-kind"), kind) != 0)
    {
      gtk_grid_remove (grid, label);
      label = NULL;
    }
  if (label == NULL)
    {
      /* a swatch: the empire is named beside it, so decoration, not a
       * nameless label for a screen reader (a role: GTK 4.18 shows a label
       * with the hidden state) */
      label = g_object_new (GTK_TYPE_LABEL, "accessible-role",
                            g_str_equal (kind, "swatch") ? GTK_ACCESSIBLE_ROLE_PRESENTATION : GTK_ACCESSIBLE_ROLE_LABEL,
                            NULL);
      g_object_set_data (G_OBJECT (label), "tyros-kind", (gpointer) kind);
      gtk_grid_attach (grid, label, column, row, 1, 1);
      keep_reading_order (grid, label, column, row);
    }
  g_object_set_data (G_OBJECT (label), "tyros-stale", NULL);
  return label;
}

/* Its one style class (beside GTK's own), changed only when it changes */
static void
set_style_class (GtkWidget  *widget,
                 const char *css_class)
{
  const char *was = g_object_get_data (G_OBJECT (widget), "tyros-class");

  if (g_strcmp0 (was, css_class) == 0)
    return;
  if (was != NULL)
    gtk_widget_remove_css_class (widget, was);
  if (css_class != NULL)
    gtk_widget_add_css_class (widget, css_class);
  g_object_set_data_full (G_OBJECT (widget), "tyros-class", g_strdup (css_class), g_free);
}

static GtkWidget *
cell (GtkGrid    *grid,
      const char *text,
      int         column,
      int         row,
      float       xalign,
      const char *css_class)
{
  GtkWidget *label = label_at (grid, column, row, "cell");

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  set_style_class (label, css_class);
  return label;
}

static void
swatch (GtkGrid    *grid,
        int         column,
        int         row,
        const char *css_class)
{
  GtkWidget *chip = label_at (grid, column, row, "swatch");

  gtk_widget_set_size_request (chip, 14, 14);
  gtk_widget_set_valign (chip, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (chip, "swatch");
  set_style_class (chip, css_class);
}

static const char *
rank_ordinal (guint rank)
{
  switch (rank)
    {
    case 1: return _("1st");
    case 2: return _("2nd");
    case 3: return _("3rd");
    default: return _("4th");
    }
}

static void
update_empires (TyrosStandingsPanel *self,
                const TyrosScore    *score,
                const TyrosEdition  *edition)
{
  gboolean any_tie = FALSE;
  g_autoptr(GString) order = g_string_new (NULL);

  begin_update (self->empire_grid);
  for (guint i = 0; i < TYROS_N_EMPIRES; i++)
    {
      const TyrosEmpireRank *rank = &score->ranking[i];
      g_autofree char *css = g_strdup_printf ("empire-%s", tyros_empire_to_string (rank->empire));
      g_autofree char *empire = tyros_text_capitalize (tyros_empire_display_name (rank->empire));
      g_autofree char *size = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u field", "%u fields", rank->size),
                                               rank->size);

      cell (self->empire_grid, rank_ordinal (rank->rank), 0, (int) i, 0, "numeric");
      swatch (self->empire_grid, 1, (int) i, css);
      cell (self->empire_grid, empire, 2, (int) i, 0, NULL);
      cell (self->empire_grid, size, 3, (int) i, 1, "numeric");
      if (rank->tie_broken)
        {
          any_tie = TRUE;
          cell (self->empire_grid, _("tie-break"), 4, (int) i, 0, "dim-label");
        }
    }
  end_update (self->empire_grid);

  for (guint i = 0; i < TYROS_N_EMPIRES; i++)
    {
      if (i > 0)
        g_string_append (order, ", ");
      g_string_append (order, tyros_empire_display_name (edition->tiebreak_order[i]));
    }
  if (any_tie)
    {
      /* Translators: "Equal sizes ranked by the tie-break order orange, yellow, green, violet (F4)." */
      g_autofree char *text = g_strdup_printf (_("Equal sizes ranked by the tie-break order %s (F4)."), order->str);
      gtk_label_set_text (self->tiebreak_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->tiebreak_label), any_tie);
}

static void
update_players (TyrosStandingsPanel *self,
                TyrosGame           *game,
                const TyrosState    *state,
                const TyrosScore    *score)
{
  gboolean position = tyros_game_is_position (game);
  gboolean final = position || tyros_state_is_over (state);
  guint n = tyros_game_get_n_players (game);
  int column = 0;

  gtk_label_set_text (self->players_heading, final ? _("Final Score") : _("If the Game Ended Now"));
  begin_update (self->player_grid);
  cell (self->player_grid, _("Player"), column++, 0, 0, "caption-heading");
  cell (self->player_grid, _("Points"), column++, 0, 1, "caption-heading");
  if (!position)
    cell (self->player_grid, _("Tiles"), column++, 0, 1, "caption-heading");
  cell (self->player_grid, _("Ships"), column++, 0, 1, "caption-heading");
  cell (self->player_grid, _("Cities"), column++, 0, 1, "caption-heading");

  for (guint p = 0; p < n; p++)
    {
      gboolean leader = FALSE;
      g_autofree char *points = g_strdup_printf ("%u", score->players[p].total);
      g_autofree char *tiles = g_strdup_printf ("%u", state->hand[p]);
      g_autofree char *ships = g_strdup_printf ("%u", tyros_state_ships_left (state, (int) p));
      g_autofree char *cities = g_strdup_printf ("%u", tyros_state_cities_left (state, (int) p));
      const char *name = tyros_game_get_player_name (game, (int) p);
      GtkWidget *label;
      int row = (int) p + 1;

      for (guint w = 0; w < score->n_winners; w++)
        if (score->winners[w] == (int) p)
          leader = TRUE;

      column = 0;
      label = cell (self->player_grid, name, column++, row, 0, leader ? "heading" : NULL);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_set_tooltip_text (label, !leader ? NULL : final ? _("Wins the game") : _("Would win if the game ended now"));
      cell (self->player_grid, points, column++, row, 1, leader ? "heading" : "numeric");
      if (!position)
        cell (self->player_grid, tiles, column++, row, 1, "numeric");
      cell (self->player_grid, ships, column++, row, 1, "numeric");
      cell (self->player_grid, cities, column++, row, 1, "numeric");
    }
  end_update (self->player_grid);

  if (state->first_all_four >= 0)
    {
      /* Translators: "First with a city in all four empires: Anna (+7, B6)" */
      g_autofree char *text = g_strdup_printf (_("First with a city in all four empires: %s (+%u, B6)"),
                                               tyros_game_get_player_name (game, state->first_all_four),
                                               TYROS_ALL_FOUR_BONUS);
      gtk_label_set_text (self->bonus_label, text);
    }
  else if (final)
    /* The game is over: the bonus is no longer open to anyone */
    gtk_label_set_text (self->bonus_label, _("Nobody had a city in all four empires: no B6 bonus"));
  else
    gtk_label_set_text (self->bonus_label, _("Nobody has a city in all four empires yet (B6 bonus open)"));

  if (!position)
    {
      g_autofree char *supply = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Supply: %u landscape tile left",
                                                              "Supply: %u landscape tiles left", state->supply),
                                                 state->supply);
      gtk_label_set_text (self->supply_label, supply);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->supply_label), !position);
}

void
tyros_standings_panel_set_score (TyrosStandingsPanel *self,
                                 TyrosGame           *game,
                                 const TyrosState    *state,
                                 const TyrosScore    *score)
{
  g_return_if_fail (TYROS_IS_STANDINGS_PANEL (self));

  if (game == NULL)
    {
      clear_grid (self->empire_grid);
      clear_grid (self->player_grid);
      return;
    }

  g_return_if_fail (state != NULL && score != NULL);
  update_empires (self, score, tyros_game_get_edition (game));
  update_players (self, game, state, score);
}


static void
tyros_standings_panel_dispose (GObject *object)
{
  GtkWidget *child;
  gtk_widget_dispose_template (GTK_WIDGET (object), TYROS_TYPE_STANDINGS_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tyros_standings_panel_parent_class)->dispose (object);
}

static void
tyros_standings_panel_class_init (TyrosStandingsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_standings_panel_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-standings-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosStandingsPanel, empire_grid);
  gtk_widget_class_bind_template_child (widget_class, TyrosStandingsPanel, tiebreak_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosStandingsPanel, players_heading);
  gtk_widget_class_bind_template_child (widget_class, TyrosStandingsPanel, player_grid);
  gtk_widget_class_bind_template_child (widget_class, TyrosStandingsPanel, bonus_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosStandingsPanel, supply_label);
}

static void
tyros_standings_panel_init (TyrosStandingsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
