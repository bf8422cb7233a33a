/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-position-panel.c: painting a finished board (empires, cities, ships)
 *
 * Each click changes a copy of the board; tyros_game_set_position() checks it
 * (tyros_position_check) and either takes it or says which rule it breaks.
 */
#define G_LOG_DOMAIN "tyros-position-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-choice-list.h"
#include "tyros-position-panel.h"
#include "tyros-text.h"

struct _TyrosPositionPanel
{
  GtkWidget       parent_instance;

  GtkFlowBox     *empire_box;
  GtkFlowBox     *city_box;
  GtkFlowBox     *ship_box;
  GtkDropDown    *first_dropdown;
  GtkWidget      *error_box;
  GtkLabel       *error_label;

  GtkToggleButton *group;        /* all paint buttons are one radio group */
  TyrosGame      *game;
  TyrosPaintKind  kind;
  int             value;
  gboolean        updating;
};

G_DEFINE_FINAL_TYPE (TyrosPositionPanel, tyros_position_panel, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  MARK_FIELD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_error (TyrosPositionPanel *self)
{
  gtk_widget_set_visible (self->error_box, FALSE);
  gtk_label_set_text (self->error_label, "");
  g_signal_emit (self, signals[MARK_FIELD], 0, TYROS_FIELD_NONE);
}

static void
show_violation (TyrosPositionPanel   *self,
                const TyrosViolation *violation)
{
  gtk_label_set_text (self->error_label, violation->message);
  gtk_widget_set_visible (self->error_box, TRUE);
  g_signal_emit (self, signals[MARK_FIELD], 0, violation->field);
}

/* A board being painted may still lack what a finished one needs: say what,
 * and where, while no score is shown. */
static void
show_board_problem (TyrosPositionPanel *self)
{
  g_autoptr(TyrosViolation) problem = NULL;
  g_autofree char *text = NULL;

  clear_error (self);
  if (self->game == NULL || tyros_position_check_finished (tyros_game_get_state (self->game), &problem))
    return;
  /* Translators: %s says what is wrong, with its rule: "The yellow empire has no field: … (S2)" */
  text = g_strdup_printf (_("No score yet: %s"), problem->message);
  gtk_label_set_text (self->error_label, text);
  gtk_widget_set_visible (self->error_box, TRUE);
  g_signal_emit (self, signals[MARK_FIELD], 0, problem->field);
}

static gboolean
apply (TyrosPositionPanel *self,
       const TyrosState   *state)
{
  g_autoptr(TyrosViolation) violation = NULL;

  if (!tyros_game_set_position (self->game, state, &violation))
    {
      if (violation != NULL)
        show_violation (self, violation);
      return FALSE;
    }
  show_board_problem (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
tyros_position_panel_can_score (TyrosPositionPanel *self)
{
  g_return_val_if_fail (TYROS_IS_POSITION_PANEL (self), FALSE);
  return self->game != NULL && tyros_position_check_finished (tyros_game_get_state (self->game), NULL);
}

static void
paint_toggled (GtkToggleButton    *button,
               TyrosPositionPanel *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  self->kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "kind"));
  self->value = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
}

static GtkWidget *
paint_button (TyrosPositionPanel *self,
              const char         *label,
              const char         *css_class,
              TyrosPaintKind      kind,
              int                 value)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  if (css_class != NULL)
    gtk_widget_add_css_class (button, css_class);
  g_object_set_data (G_OBJECT (button), "kind", GINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (value));
  if (self->group == NULL)
    self->group = GTK_TOGGLE_BUTTON (button);
  else
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->group);
  g_signal_connect (button, "toggled", G_CALLBACK (paint_toggled), self);
  return button;
}

static void
clear_flow_box (GtkFlowBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);
}

static void
build_buttons (TyrosPositionPanel *self)
{
  g_autoptr(GtkStringList) first = gtk_string_list_new (NULL);
  guint n = self->game != NULL ? tyros_game_get_n_players (self->game) : 0;

  clear_flow_box (self->empire_box);
  clear_flow_box (self->city_box);
  clear_flow_box (self->ship_box);
  self->group = NULL;

  for (guint e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *css = g_strdup_printf ("empire-%s", tyros_empire_to_string ((TyrosEmpire) e));
      g_autofree char *name = tyros_text_capitalize (tyros_empire_display_name ((TyrosEmpire) e));
      gtk_flow_box_append (self->empire_box, paint_button (self, name, css,
                                                           TYROS_PAINT_EMPIRE, (int) e));
    }
  gtk_flow_box_append (self->empire_box, paint_button (self, _("None"), NULL, TYROS_PAINT_EMPIRE, TYROS_EMPIRE_NONE));

  gtk_string_list_append (first, _("Nobody"));
  for (guint p = 0; p < n; p++)
    {
      const char *name = tyros_game_get_player_name (self->game, (int) p);

      gtk_flow_box_append (self->city_box, paint_button (self, name, NULL, TYROS_PAINT_CITY, (int) p));
      gtk_flow_box_append (self->ship_box, paint_button (self, name, NULL, TYROS_PAINT_SHIP, (int) p));
      gtk_string_list_append (first, name);
    }
  gtk_flow_box_append (self->city_box, paint_button (self, _("None"), NULL, TYROS_PAINT_CITY, -1));
  gtk_flow_box_append (self->ship_box, paint_button (self, _("Remove"), NULL, TYROS_PAINT_SHIP, -1));

  self->updating = TRUE;
  gtk_drop_down_set_model (self->first_dropdown, G_LIST_MODEL (first));
  gtk_drop_down_set_selected (self->first_dropdown, 0);
  self->updating = FALSE;

  if (self->group != NULL)
    gtk_toggle_button_set_active (self->group, TRUE);
}

void
tyros_position_panel_set_game (TyrosPositionPanel *self,
                               TyrosGame          *game)
{
  g_return_if_fail (TYROS_IS_POSITION_PANEL (self));

  g_set_object (&self->game, game);
  build_buttons (self);
  show_board_problem (self);
  if (game != NULL)
    {
      int first = tyros_game_get_state (game)->first_all_four;
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->first_dropdown, (guint) (first + 1));
      self->updating = FALSE;
    }
}


void
tyros_position_panel_field_activated (TyrosPositionPanel *self,
                                      TyrosField          field,
                                      TyrosCoast          coast)
{
  TyrosState state;

  g_return_if_fail (TYROS_IS_POSITION_PANEL (self));

  if (self->game == NULL || field == TYROS_FIELD_NONE)
    return;
  if (coast == TYROS_COAST_NONE)
    coast = field;

  state = *tyros_game_get_state (self->game);
  switch (self->kind)
    {
    case TYROS_PAINT_EMPIRE:
      tyros_position_paint_chip (&state, field, (TyrosEmpire) self->value);
      break;
    case TYROS_PAINT_CITY:
      /* Clicking a player's own city again removes it. */
      state.city[field] = state.city[field] == self->value ? -1 : self->value;
      break;
    case TYROS_PAINT_SHIP:
      if (self->value < 0)
        {
          TyrosSet coasts = tyros_field_coasts (field);
          for (int c = tyros_set_next (coasts, 0); c > 0; c = tyros_set_next (coasts, c))
            memset (state.ships[c], 0, sizeof state.ships[c]);
        }
      else
        state.ships[coast][self->value]++;
      break;
    default:
      return;
    }
  apply (self, &state);
}


static void
first_changed (TyrosPositionPanel *self)
{
  TyrosState state;
  guint selected = gtk_drop_down_get_selected (self->first_dropdown);

  if (self->updating || self->game == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  state = *tyros_game_get_state (self->game);
  state.first_all_four = (int) selected - 1;
  if (!apply (self, &state))
    {
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->first_dropdown,
                                  (guint) (tyros_game_get_state (self->game)->first_all_four + 1));
      self->updating = FALSE;
    }
}


static void
tyros_position_panel_dispose (GObject *object)
{
  GtkWidget *child;
  TyrosPositionPanel *self = TYROS_POSITION_PANEL (object);

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_POSITION_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tyros_position_panel_parent_class)->dispose (object);
}

static void
tyros_position_panel_class_init (TyrosPositionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_position_panel_dispose;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MARK_FIELD] = g_signal_new ("mark-field", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-position-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosPositionPanel, empire_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosPositionPanel, city_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosPositionPanel, ship_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosPositionPanel, first_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TyrosPositionPanel, error_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosPositionPanel, error_label);
}

static void
tyros_position_panel_init (TyrosPositionPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tyros_choice_list_show_whole (G_OBJECT (self->first_dropdown));
  g_signal_connect_object (self->first_dropdown, "notify::selected", G_CALLBACK (first_changed), self,
                           G_CONNECT_SWAPPED);
}
