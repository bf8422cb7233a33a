/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-moves-window.c: the legal moves, grouped, with cost and consequence */
#define G_LOG_DOMAIN "tyros-moves-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-moves-window.h"

struct _TyrosMovesWindow
{
  AdwWindow       parent_instance;

  TyrosMoveEntry *entry;
  GPtrArray      *moves;  /* TyrosLegalMove */
  TyrosState      state;  /* the position they are legal in */
};

G_DEFINE_FINAL_TYPE (TyrosMovesWindow, tyros_moves_window, ADW_TYPE_WINDOW)

/* The rulebook's section a move belongs to. */
static TyrosRuleGroup
move_group (const TyrosMove *move)
{
  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
    case TYROS_MOVE_EXPAND_PASS:
      return TYROS_RULE_GROUP_EXPANSION;
    case TYROS_MOVE_SHIP:
      return TYROS_RULE_GROUP_SHIP_MOVE;
    case TYROS_MOVE_BUILD_CITY:
      return TYROS_RULE_GROUP_CITY;
    case TYROS_MOVE_BUILD_SHIP:
      return TYROS_RULE_GROUP_SHIP;
    case TYROS_MOVE_BANK_SWAP:
    case TYROS_MOVE_BANK_PICK:
      return TYROS_RULE_GROUP_BANK;
    case TYROS_MOVE_TRADE:
      return TYROS_RULE_GROUP_TRADE;
    case TYROS_MOVE_PASS:
    default:
      return TYROS_RULE_GROUP_PASS;
    }
}

/* "4 cards, 1 of them green" / "4 cards of any colour" / "free". */
static char *
cost_text (const TyrosLegalMove *legal)
{
  if (legal->cost == 0)
    return g_strdup (_("Costs nothing"));
  if (legal->colour == TYROS_EMPIRE_NONE || legal->colour_min == 0)
    return g_strdup_printf (ngettext ("%u card of any colour", "%u cards of any colour", legal->cost), legal->cost);
  if (legal->colour_min >= legal->cost)
    /* Translators: "4 green cards" */
    return g_strdup_printf (ngettext ("%u %s card", "%u %s cards", legal->cost), legal->cost,
                            tyros_empire_display_name (legal->colour));
  /* Translators: "3 cards, at least 1 green" */
  return g_strdup_printf (_("%u cards, at least %u %s"), legal->cost, legal->colour_min,
                          tyros_empire_display_name (legal->colour));
}

/* The move is played as Confirm plays it; the window has done its job. */
static void
choose (TyrosMovesWindow *self,
        guint             index)
{
  const TyrosLegalMove *legal;

  g_return_if_fail (index < self->moves->len);
  legal = self->moves->pdata[index];
  tyros_move_entry_play_move (self->entry, legal->move);
  gtk_window_close (GTK_WINDOW (self));
}

static void
row_activated (TyrosMovesWindow *self,
               GtkListBoxRow    *row)
{
  choose (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "tyros-index")));
}

/* A move's row, as an AdwActionRow shows it (a title and a dimmed smaller
 * subtitle, an arrow), but laid out by one grid: GTK 4.8 allocates the action
 * row's horizontal box by asking its title box's width for the row's height,
 * which a wrapping label answers with a binary search over widths, a Pango
 * layout at each step (1,074 layouts for 15 rows while the window took its
 * first size). A grid asks the widths once and the labels' heights for their
 * width, as the history's rows do. No box around the grid: GTK 4.18's box
 * measures a grid inside it with a least height over its natural one. */
static GtkWidget *
new_move_row (const char *why,
              const char *cost)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title = gtk_label_new (why);
  GtkWidget *subtitle = gtk_label_new (cost);
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), why);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  /* What the style sheet gives the action row's header box (12 px at the
   * sides, 6 px before the arrow, at least 50 px tall) and its title box
   * (6 px above and below, 3 px between the lines) */
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);
  gtk_widget_set_margin_top (grid, 6);
  gtk_widget_set_margin_bottom (grid, 6);
  gtk_widget_set_size_request (grid, -1, 50 - 2 * 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);
  for (guint i = 0; i < 2; i++)
    {
      GtkLabel *label = GTK_LABEL (i == 0 ? title : subtitle);

      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (label, 0);
      /* The same least and natural width: measuring its width lays the text
       * out once, at that width, not with a break at every word and then in
       * one line. It takes the row's width all the same (hexpand). */
      gtk_label_set_width_chars (label, 20);
      gtk_label_set_max_width_chars (label, 20);
      gtk_widget_set_hexpand (GTK_WIDGET (label), TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (label), i == 0 ? "title" : "subtitle");
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (label), 0, (int) i, 1, 1);
    }
  gtk_widget_set_valign (arrow, GTK_ALIGN_CENTER);
  gtk_grid_attach (GTK_GRID (grid), arrow, 1, 0, 1, 2);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle, NULL, -1);
  return row;
}

/* The cost, and what the move would gain if the game ended now (from the
 * core's score): "4 green cards · +5 points if the game ended now". */
static char *
subtitle_text (TyrosMovesWindow     *self,
               const TyrosLegalMove *legal)
{
  g_autofree char *cost = cost_text (legal);
  g_autofree char *points = tyros_teach_points_change_text (tyros_teach_points_change (&self->state, legal->move));

  if (points == NULL)
    return g_steal_pointer (&cost);
  /* Translators: a move's cost, then what it gains: "4 green cards · +5 points if the game ended now" */
  return g_strdup_printf (_("%s · %s"), cost, points);
}

/* The groups in the order shown: building before the long list of ship moves. */
static const TyrosRuleGroup group_order[] = {
  TYROS_RULE_GROUP_EXPANSION, TYROS_RULE_GROUP_CITY, TYROS_RULE_GROUP_SHIP, TYROS_RULE_GROUP_SHIP_MOVE,
  TYROS_RULE_GROUP_BANK, TYROS_RULE_GROUP_TRADE, TYROS_RULE_GROUP_PASS,
};

static void
fill (TyrosMovesWindow *self,
      AdwPreferencesPage *page)
{
  AdwPreferencesGroup *groups[TYROS_N_RULE_GROUPS] = { NULL };
  gboolean used[TYROS_N_RULE_GROUPS] = { FALSE };
  gboolean listening[TYROS_N_RULE_GROUPS] = { FALSE };

  for (guint i = 0; i < self->moves->len; i++)
    used[move_group (((TyrosLegalMove *) self->moves->pdata[i])->move)] = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (group_order); i++)
    if (used[group_order[i]])
      {
        groups[group_order[i]] = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
        adw_preferences_group_set_title (groups[group_order[i]], tyros_rule_group_title (group_order[i]));
        adw_preferences_page_add (page, groups[group_order[i]]);
      }
  for (guint i = 0; i < self->moves->len; i++)
    {
      const TyrosLegalMove *legal = self->moves->pdata[i];
      TyrosRuleGroup group = move_group (legal->move);
      g_autofree char *subtitle = subtitle_text (self, legal);
      GtkWidget *row = new_move_row (legal->why, subtitle);

      g_object_set_data (G_OBJECT (row), "tyros-index", GUINT_TO_POINTER (i));
      adw_preferences_group_add (groups[group], row);
      /* The group's list, the row's parent, says which row was activated. */
      if (!listening[group])
        g_signal_connect_object (gtk_widget_get_parent (row), "row-activated", G_CALLBACK (row_activated), self,
                                 G_CONNECT_SWAPPED);
      listening[group] = TRUE;
    }
}

static void
tyros_moves_window_dispose (GObject *object)
{
  TyrosMovesWindow *self = TYROS_MOVES_WINDOW (object);

  g_clear_object (&self->entry);
  g_clear_pointer (&self->moves, g_ptr_array_unref);
  G_OBJECT_CLASS (tyros_moves_window_parent_class)->dispose (object);
}

static void
tyros_moves_window_class_init (TyrosMovesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tyros_moves_window_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tyros_moves_window_init (TyrosMovesWindow *self)
{
  gtk_window_set_title (GTK_WINDOW (self), _("What Can I Do?"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 640);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
}

TyrosMovesWindow *
tyros_moves_window_new (GtkWindow        *parent,
                        const TyrosState *state,
                        TyrosMoveEntry   *entry)
{
  TyrosMovesWindow *self = g_object_new (TYROS_TYPE_MOVES_WINDOW, "transient-for", parent,
                                         "destroy-with-parent", TRUE, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  g_autofree char *name = tyros_state_dup_player_name (state, state->current_player);
  /* Translators: under "What Can I Do?": the player to act */
  g_autofree char *subtitle = g_strdup_printf (_("%s to act"), name);
  GtkWidget *page = adw_preferences_page_new ();

  self->entry = g_object_ref (entry);
  self->state = *state;
  self->moves = tyros_movegen_legal_moves (state);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("What Can I Do?"), subtitle));
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (page, TRUE);
  fill (self, ADW_PREFERENCES_PAGE (page));
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);
  return self;
}
