/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-sheet.c: the final scoring as a table a person can check
 *
 * Everything shown comes from tyros_score_compute(); the copied text is
 * tyros_score_to_text().
 */
#define G_LOG_DOMAIN "tyros-score-sheet"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tyros-rule-links.h"
#include "tyros-score-sheet.h"
#include "tyros-text.h"

struct _TyrosScoreSheet
{
  GtkWidget  parent_instance;

  GtkLabel  *title_label;
  GtkLabel  *winner_label;
  GtkLabel  *tiebreak_label;
  GtkGrid   *sheet_grid;
  GtkWidget *explanation_expander;
  GtkLabel  *explanation_label;
  GtkWidget *copy_button;

  gboolean   compact;
  char      *text;

  /* The grid's labels in the order update() fills them: a sheet of the
   * same shape (players, compact) is updated in place, not built again
   * (issue 34: 112 labels made and laid out on every opening). */
  GPtrArray *cells;
  guint      next_cell;     /* the next to fill; cells->len while building */
  guint      shape_players; /* the shape the grid was built for, 0: none */
  gboolean   shape_compact;
};

/* The row titles' least width in letters: "Mehr-", "Total" */
#define TYROS_SCORE_SHEET_TITLE_CHARS 5

G_DEFINE_FINAL_TYPE (TyrosScoreSheet, tyros_score_sheet, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COMPACT,
  PROP_TEXT,
  PROP_COPY_BUTTON,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The label of the next cell: made and attached while the grid is built,
 * the one made for it before otherwise. A NULL @text leaves it to the
 * caller (the rule links' markup). */
static GtkWidget *
cell (TyrosScoreSheet *self,
      const char      *text,
      int              column,
      int              row,
      const char      *css_class)
{
  GtkWidget *label;

  if (self->next_cell < self->cells->len)
    {
      label = g_ptr_array_index (self->cells, self->next_cell++);
      if (text != NULL)
        gtk_label_set_text (GTK_LABEL (label), text); /* unchanged: nothing laid out again */
      return label;
    }
  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  /* The row's title wraps rather than widen a phone's window: on one line
   * where there is room (issue 19, 13), else between words; only a word
   * wider than the room is broken (the grid's spacing leaves German and
   * Italian titles their longest word at 360 px, issue 34). Its least width
   * is a few letters: without it GTK measures it at width 0, a letter a
   * line (issue 34: 1 M instructions a title on the sheet's first opening). */
  if (column == 0)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (GTK_LABEL (label), TYROS_SCORE_SHEET_TITLE_CHARS);
    }
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (self->sheet_grid, label, column, row, 1, 1);
  g_ptr_array_add (self->cells, label);
  self->next_cell = self->cells->len;
  return label;
}

/* Whether the grid is being built (or only filled in again) */
static gboolean
building (TyrosScoreSheet *self)
{
  return self->shape_players == 0;
}

static void
number_row (TyrosScoreSheet *self,
            int              row,
            const char      *title,
            const guint     *values,
            guint            n_players,
            const char      *css_class)
{
  gboolean build = building (self);
  GtkWidget *label = cell (self, NULL, 0, row, css_class);

  /* the rule the row counts by ("Majority bonus (F3)") opens it */
  tyros_rule_links_set_label (GTK_LABEL (label), title);
  if (build)
    {
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_set_margin_start (label, self->compact ? 0 : 12);
    }
  for (guint p = 0; p < n_players; p++)
    {
      /* A dash for "nothing here", but a total is always a number. */
      gboolean dash = values[p] == 0 && css_class == NULL;
      g_autofree char *text = dash ? g_strdup ("–") : g_strdup_printf ("%u", values[p]);
      GtkWidget *number = cell (self, text, (int) p + 1, row, css_class ? css_class : "numeric");

      if (dash)
        gtk_widget_add_css_class (number, "dim-label");
      else
        gtk_widget_remove_css_class (number, "dim-label");
    }
}

static const char *
ordinal (guint rank)
{
  switch (rank)
    {
    case 1: return _("largest");
    case 2: return _("2nd");
    case 3: return _("3rd");
    default: return _("smallest");
    }
}

char *
tyros_score_sheet_empire_title (const TyrosEmpireRank *rank)
{
  g_autofree char *empire = tyros_text_capitalize (tyros_empire_display_name (rank->empire));

  /* Translators: "Green: largest, 9 fields (tie-break)" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s, %u field%s", "%s: %s, %u fields%s", rank->size),
                          empire, ordinal (rank->rank), rank->size, rank->tie_broken ? _(" (tie-break)") : "");
}

static void
update_winner (TyrosScoreSheet  *self,
               TyrosGame        *game,
               const TyrosScore *score)
{
  g_autofree char *text = tyros_text_winner (game, score);

  gtk_label_set_text (self->winner_label, text);

  if (score->winner_by_tiebreak)
    {
      TyrosEmpire largest = score->ranking[0].empire;
      g_autofree char *tie = g_strdup_printf (_("Tied on points: the tie is broken by the points scored in the largest empire, %s (F7)."),
                                              tyros_empire_display_name (largest));
      gtk_label_set_text (self->tiebreak_label, tie);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->tiebreak_label), score->winner_by_tiebreak);
}

/* Empties the grid: the next update builds it for its game's shape. */
static void
clear_grid (TyrosScoreSheet *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sheet_grid))) != NULL)
    gtk_grid_remove (self->sheet_grid, child);
  g_ptr_array_set_size (self->cells, 0);
  self->shape_players = 0;
}

/* A separator across the sheet, made with the grid */
static void
separator_row (TyrosScoreSheet *self,
               int              row,
               guint            n_players,
               int              margin)
{
  GtkWidget *separator;

  if (!building (self))
    return;
  separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_margin_top (separator, margin);
  gtk_widget_set_margin_bottom (separator, margin);
  gtk_grid_attach (self->sheet_grid, separator, 0, row, (int) n_players + 1, 1);
}

/* The heading of an empire's block, in its colour */
static void
empire_heading (TyrosScoreSheet *self,
                int              row,
                const char      *title,
                guint            rank_index,
                TyrosEmpire      empire)
{
  GtkWidget *heading = cell (self, title, 0, row, "heading");

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *css = g_strdup_printf ("empire-text-%s", tyros_empire_to_string ((TyrosEmpire) e));

      if ((TyrosEmpire) e == empire)
        gtk_widget_add_css_class (heading, css);
      else
        gtk_widget_remove_css_class (heading, css);
    }
  gtk_widget_set_margin_top (heading, rank_index > 0 ? 8 : 4);
}

void
tyros_score_sheet_update (TyrosScoreSheet *self,
                          TyrosGame       *game)
{
  g_autoptr(TyrosScore) score = NULL;
  const char *const *names;
  guint n;
  int row = 0;
  guint values[TYROS_MAX_PLAYERS] = { 0 };   /* GCC 14 -O3 cannot tell n > 0 */
  g_autoptr(GString) explanation = g_string_new (NULL);

  g_return_if_fail (TYROS_IS_SCORE_SHEET (self));

  g_clear_pointer (&self->text, g_free);
  if (game == NULL)
    {
      clear_grid (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
      gtk_label_set_text (self->winner_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->tiebreak_label), FALSE);
      return;
    }

  names = tyros_game_get_player_names (game);
  n = tyros_game_get_n_players (game);
  if (n != self->shape_players || self->compact != self->shape_compact)
    clear_grid (self);
  self->next_cell = 0;
  score = tyros_score_compute (tyros_game_get_state (game), names);
  self->text = tyros_score_to_text (score, names);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);

  /* Header: the players (nothing over the titles) */
  for (guint p = 0; p < n; p++)
    {
      gboolean build = building (self);
      GtkWidget *label = cell (self, names[p], (int) p + 1, row, "heading");

      /* Every letter of the name, never "An…" (problem 5, issue 19, 13):
       * a name of several words may wrap between them, a word stays whole
       * (the row titles give way first: their words may break). */
      if (build)
        {
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
          gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
        }
    }
  row++;

  /* One block per empire, largest first */
  for (guint r = 0; r < TYROS_N_EMPIRES; r++)
    {
      const TyrosEmpireRank *rank = &score->ranking[r];
      TyrosEmpire e = rank->empire;
      g_autofree char *title = tyros_score_sheet_empire_title (rank);
      if (self->compact)
        {
          for (guint p = 0; p < n; p++)
            values[p] = tyros_score_player_empire_points (score, (int) p, e);
          number_row (self, row++, title, values, n, NULL);
          continue;
        }

      empire_heading (self, row++, title, r, e);
      for (guint p = 0; p < n; p++)
        values[p] = score->players[p].city_points[e];
      number_row (self, row++, _("City control (F5)"), values, n, NULL);
      for (guint p = 0; p < n; p++)
        values[p] = score->players[p].ship_points[e];
      number_row (self, row++, _("Ship control (F5)"), values, n, NULL);
      for (guint p = 0; p < n; p++)
        values[p] = score->players[p].majority[e];
      number_row (self, row++, _("Majority bonus (F3)"), values, n, NULL);
    }

  for (guint p = 0; p < n; p++)
    values[p] = score->players[p].all_four_bonus;
  separator_row (self, row++, n, 0);
  number_row (self, row++, _("First in all four (B6)"), values, n, NULL);
  separator_row (self, row++, n, 4);
  for (guint p = 0; p < n; p++)
    values[p] = score->players[p].total;
  number_row (self, row++, _("Total"), values, n, "title-4");
  self->shape_players = n;
  self->shape_compact = self->compact;

  update_winner (self, game, score);

  for (guint i = 0; score->explanation != NULL && i < score->explanation->len; i++)
    {
      if (i > 0)
        g_string_append_c (explanation, '\n');
      g_string_append (explanation, g_ptr_array_index (score->explanation, i));
    }
  tyros_rule_links_set_label (self->explanation_label, explanation->str); /* "F3:" opens its rule */
  gtk_widget_set_visible (self->explanation_expander, explanation->len > 0);
}


static void
copy_clicked (TyrosScoreSheet *self)
{
  if (self->text == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), self->text);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", _("Score sheet copied"));
}

static void
set_compact (TyrosScoreSheet *self,
             gboolean         compact)
{
  self->compact = compact;
  gtk_label_set_text (self->title_label, compact ? _("Score") : _("Score Sheet"));
  gtk_widget_remove_css_class (GTK_WIDGET (self->title_label), compact ? "title-2" : "heading");
  gtk_widget_add_css_class (GTK_WIDGET (self->title_label), compact ? "heading" : "title-2");
  gtk_widget_remove_css_class (GTK_WIDGET (self->winner_label), compact ? "title-3" : "heading");
  gtk_widget_add_css_class (GTK_WIDGET (self->winner_label), compact ? "heading" : "title-3");
}

static void
tyros_score_sheet_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TyrosScoreSheet *self = TYROS_SCORE_SHEET (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_COPY_BUTTON:
      g_value_set_boolean (value, gtk_widget_get_visible (self->copy_button));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_score_sheet_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TyrosScoreSheet *self = TYROS_SCORE_SHEET (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      set_compact (self, g_value_get_boolean (value));
      break;
    case PROP_COPY_BUTTON:
      gtk_widget_set_visible (self->copy_button, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_score_sheet_dispose (GObject *object)
{
  GtkWidget *child;
  TyrosScoreSheet *self = TYROS_SCORE_SHEET (object);

  g_clear_pointer (&self->text, g_free);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_SCORE_SHEET);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tyros_score_sheet_parent_class)->dispose (object);
}

static void
tyros_score_sheet_class_init (TyrosScoreSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_score_sheet_dispose;
  object_class->get_property = tyros_score_sheet_get_property;
  object_class->set_property = tyros_score_sheet_set_property;

  properties[PROP_COMPACT] = g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /* The sheet as text (tyros_score_to_text), as the Copy button copies it;
   * NULL while there is no score. */
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the sheet has its own Copy button (the score page's header
   * menu copies it instead) */
  properties[PROP_COPY_BUTTON] = g_param_spec_boolean ("copy-button", NULL, NULL, TRUE,
                                                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-score-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosScoreSheet, title_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosScoreSheet, winner_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosScoreSheet, tiebreak_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosScoreSheet, sheet_grid);
  gtk_widget_class_bind_template_child (widget_class, TyrosScoreSheet, explanation_expander);
  gtk_widget_class_bind_template_child (widget_class, TyrosScoreSheet, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosScoreSheet, copy_button);
}

static void
tyros_score_sheet_init (TyrosScoreSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cells = g_ptr_array_new ();
  g_signal_connect_object (self->copy_button, "clicked", G_CALLBACK (copy_clicked), self, G_CONNECT_SWAPPED);
}
