/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-new-game-page.c: players, edition, set-up and start player of a new game */
#define G_LOG_DOMAIN "tyros-new-game-page"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tyros-choice-list.h"
#include "tyros-new-game-page.h"
#include "tyros-player-colours.h"
#include "tyros-preferences-window.h"

enum {
  SETUP_FIRST_GAME,
  SETUP_DRAWN,
  SETUP_ENTERED,
};

typedef struct {
  GtkWidget   *row;
  GtkWidget   *chip;
  GtkEntry    *name;
  GtkDropDown *colour;
  GtkWidget   *up;
  GtkWidget   *down;
} Seat;

struct _TyrosNewGamePage
{
  GtkWidget      parent_instance;

  /* template */
  GtkWidget     *players_group;
  GtkToggleButton *three_button;
  GtkToggleButton *four_button;
  GtkListBox    *player_list;
  AdwComboRow   *edition_row;
  GtkLabel      *edition_note;
  GtkWidget     *teach_row;
  GtkSwitch     *teach_switch;
  GtkWidget     *setup_group;
  AdwComboRow   *setup_row;
  AdwComboRow   *start_row;
  GtkWidget     *error_box;
  GtkLabel      *error_label;
  GtkWidget     *cancel_button;
  GtkWidget     *start_button;
  GtkWidget     *suggestion_box;
  GtkFlowBox    *suggestions;

  Seat           seats[TYROS_MAX_PLAYERS];
  GtkWidget     *founding_rows[TYROS_N_EMPIRES];
  AdwEntryRow   *discarded_row;
  GtkSpinButton *founding_spins[TYROS_N_EMPIRES];
  GSettings     *settings;
  TyrosPeople   *people;          /* who played before, or NULL */
  guint          typing_seat;     /* the seat whose name the suggestions complete */
  gboolean       finished_board;
  gboolean       updating;
  int            finished_games;  /* in the records; -1 until they are read */
};

G_DEFINE_FINAL_TYPE (TyrosNewGamePage, tyros_new_game_page, GTK_TYPE_WIDGET)

enum {
  GAME_CREATED,
  CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the window's header says over the page */
enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const TyrosEdition *
editions (guint index)
{
  return index == 1 ? tyros_edition_italian () : tyros_edition_kosmos ();
}

static guint
n_players (TyrosNewGamePage *self)
{
  return gtk_toggle_button_get_active (self->four_button) ? 4 : 3;
}

static char *
seat_name (TyrosNewGamePage *self,
           guint             seat)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seats[seat].name))));

  if (*text == '\0')
    /* Translators: the default name of a player: "Player 1" */
    return g_strdup_printf (_("Player %u"), seat + 1);
  return g_steal_pointer (&text);
}

static void
update_chip (Seat *seat)
{
  guint colour = gtk_drop_down_get_selected (seat->colour);
  static const char *const classes[] = {
    "player-colour-0", "player-colour-1", "player-colour-2",
    "player-colour-3", "player-colour-4", "player-colour-5",
  };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (seat->chip, classes[i]);
  if (colour < G_N_ELEMENTS (classes))
    gtk_widget_add_css_class (seat->chip, classes[colour]);
}

/* The start player choices follow the names as they are typed. */
static void
update_start_players (TyrosNewGamePage *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (self->start_row);
  guint n = n_players (self);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = seat_name (self, i);
      gtk_string_list_append (list, name);
    }
  gtk_string_list_append (list, _("Draw at random"));

  self->updating = TRUE;
  adw_combo_row_set_model (self->start_row, G_LIST_MODEL (list));
  if (selected == GTK_INVALID_LIST_POSITION || selected > n)
    selected = 0;
  adw_combo_row_set_selected (self->start_row, selected);
  self->updating = FALSE;
}

static void
update_visibility (TyrosNewGamePage *self)
{
  guint n = n_players (self);
  guint setup = adw_combo_row_get_selected (self->setup_row);

  for (guint i = 0; i < TYROS_MAX_PLAYERS; i++)
    {
      gtk_widget_set_visible (self->seats[i].row, i < n);
      gtk_widget_set_sensitive (self->seats[i].up, i > 0);
      gtk_widget_set_sensitive (self->seats[i].down, i + 1 < n);
    }
  for (guint e = 0; e < TYROS_N_EMPIRES; e++)
    gtk_widget_set_visible (self->founding_rows[e], setup == SETUP_ENTERED);
  /* S2 [it]: tiles drawn for an empire but rejected leave the game. */
  gtk_widget_set_visible (GTK_WIDGET (self->discarded_row),
                          setup == SETUP_ENTERED && adw_combo_row_get_selected (self->edition_row) == 1);
  gtk_widget_set_visible (self->setup_group, !self->finished_board);
}

static void
update_edition_note (TyrosNewGamePage *self)
{
  g_autofree char *text = g_strdup_printf (_("How the Italian rules differ: %s"),
                                           tyros_edition_summary (tyros_edition_italian ()));
  gtk_label_set_text (self->edition_note, text);
}

static void
hide_error (TyrosNewGamePage *self)
{
  gtk_widget_set_visible (self->error_box, FALSE);
  gtk_label_set_text (self->error_label, "");
}

static void
show_error (TyrosNewGamePage *self,
            const char       *text)
{
  gtk_label_set_text (self->error_label, text);
  gtk_widget_set_visible (self->error_box, TRUE);
}

/* Swaps the player in @seat with the one before (up) or after. */
static void
move_player (TyrosNewGamePage *self,
             guint             seat,
             gboolean          up)
{
  guint other;
  g_autofree char *name = NULL;
  guint colour;

  if ((up && seat == 0) || (!up && seat + 1 >= n_players (self)) || seat >= TYROS_MAX_PLAYERS)
    return;
  other = up ? seat - 1 : seat + 1;

  name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seats[seat].name)));
  colour = gtk_drop_down_get_selected (self->seats[seat].colour);
  gtk_editable_set_text (GTK_EDITABLE (self->seats[seat].name),
                         gtk_editable_get_text (GTK_EDITABLE (self->seats[other].name)));
  gtk_drop_down_set_selected (self->seats[seat].colour, gtk_drop_down_get_selected (self->seats[other].colour));
  gtk_editable_set_text (GTK_EDITABLE (self->seats[other].name), name);
  gtk_drop_down_set_selected (self->seats[other].colour, colour);
  gtk_widget_grab_focus (up ? self->seats[other].up : self->seats[other].down);
}

static void
arrow_clicked (GtkButton        *button,
               TyrosNewGamePage *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat"));
  gboolean up = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "up"));

  move_player (self, seat, up);
}

static void
colour_changed (GtkDropDown      *dropdown,
                GParamSpec       *pspec G_GNUC_UNUSED,
                TyrosNewGamePage *self)
{
  for (guint i = 0; i < TYROS_MAX_PLAYERS; i++)
    if (self->seats[i].colour == dropdown)
      update_chip (&self->seats[i]);
}

/* How many names used before are offered at once */
#define MAX_SUGGESTIONS 6

static void
suggestion_clicked (GtkButton        *button,
                    TyrosNewGamePage *self)
{
  GtkEditable *entry = GTK_EDITABLE (self->seats[self->typing_seat].name);
  guint next = self->typing_seat + 1;

  gtk_editable_set_text (entry, gtk_button_get_label (button));
  gtk_editable_set_position (entry, -1);
  /* on to the next seat's name, as a group calls its players in turn */
  if (next < n_players (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->seats[next].name));
  else
    gtk_widget_grab_focus (GTK_WIDGET (entry));
}

/* The people whose names start as the typing seat's text, but for those
 * already in another seat. */
static void
update_suggestions (TyrosNewGamePage *self)
{
  g_autoptr(GStrvBuilder) others = g_strv_builder_new ();
  g_auto(GStrv) taken = NULL;
  g_auto(GStrv) names = NULL;
  GtkWidget *child;
  const char *typed;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->suggestions))) != NULL)
    gtk_flow_box_remove (self->suggestions, child);
  if (self->people == NULL || self->typing_seat >= n_players (self))
    {
      gtk_widget_set_visible (self->suggestion_box, FALSE);
      return;
    }
  for (guint i = 0; i < n_players (self); i++)
    if (i != self->typing_seat)
      g_strv_builder_add (others, gtk_editable_get_text (GTK_EDITABLE (self->seats[i].name)));
  taken = g_strv_builder_end (others);
  typed = gtk_editable_get_text (GTK_EDITABLE (self->seats[self->typing_seat].name));
  names = tyros_people_complete (self->people, typed, (const char *const *) taken, MAX_SUGGESTIONS);
  for (guint i = 0; names[i] != NULL; i++)
    {
      GtkWidget *button = gtk_button_new_with_label (names[i]);
      /* Translators: a button on New Game that gives player 2 a name used before: "Anna as player 2" */
      g_autofree char *label = g_strdup_printf (_("%s as player %u"), names[i], self->typing_seat + 1);

      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_signal_connect (button, "clicked", G_CALLBACK (suggestion_clicked), self);
      gtk_flow_box_append (self->suggestions, button);
      /* the button takes the focus, not the box's child around it */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
  gtk_widget_set_visible (self->suggestion_box, names[0] != NULL);
}

static void
name_focused (GtkEventControllerFocus *focus,
              TyrosNewGamePage        *self)
{
  GtkWidget *entry = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  self->typing_seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "seat"));
  update_suggestions (self);
}

static void
name_changed (TyrosNewGamePage *self)
{
  if (self->updating)
    return;
  update_start_players (self);
  update_suggestions (self);
}

void
tyros_new_game_page_set_people (TyrosNewGamePage *self,
                                TyrosPeople      *people)
{
  g_return_if_fail (TYROS_IS_NEW_GAME_PAGE (self));

  g_set_object (&self->people, people);
  update_suggestions (self);
}

static void
build_seats (TyrosNewGamePage *self)
{
  g_autoptr(GtkStringList) colours = gtk_string_list_new (NULL);

  for (guint c = 0; c < tyros_player_colours_count (); c++)
    gtk_string_list_append (colours, tyros_player_colour_name (c));

  for (guint i = 0; i < TYROS_MAX_PLAYERS; i++)
    {
      Seat *seat = &self->seats[i];
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      /* the arrows one above the other, as high as the row: the name gets
       * their width at a phone's 360 px */
      GtkWidget *arrows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *label = g_strdup_printf (_("Name of player %u"), i + 1);
      g_autofree char *colour_label = g_strdup_printf (_("Colour of player %u"), i + 1);
      g_autofree char *up_label = g_strdup_printf (_("Move player %u up in turn order"), i + 1);
      g_autofree char *down_label = g_strdup_printf (_("Move player %u down in turn order"), i + 1);
      GtkEventController *focus;

      gtk_widget_set_margin_top (box, 6);
      gtk_widget_set_margin_bottom (box, 6);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 6);

      /* the colour drop-down beside it names the colour */
      seat->chip = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
      gtk_widget_set_size_request (seat->chip, 16, 16);
      gtk_widget_set_valign (seat->chip, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (seat->chip, "player-chip");

      seat->name = GTK_ENTRY (gtk_entry_new ());
      gtk_widget_set_hexpand (GTK_WIDGET (seat->name), TRUE);
      gtk_entry_set_activates_default (seat->name, TRUE);
      /* Translators: the placeholder of an empty player's name on New Game. Short: the entry is at least as wide
       * as its placeholder, and at a phone's 360 px it has about 108 px ("Inserire un nome" made the window 416 px) */
      gtk_entry_set_placeholder_text (seat->name, _("Type a name"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (seat->name), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_signal_connect_object (seat->name, "changed", G_CALLBACK (name_changed), self, G_CONNECT_SWAPPED);
      g_object_set_data (G_OBJECT (seat->name), "seat", GUINT_TO_POINTER (i));
      focus = gtk_event_controller_focus_new ();
      g_signal_connect (focus, "enter", G_CALLBACK (name_focused), self);
      gtk_widget_add_controller (GTK_WIDGET (seat->name), focus);

      seat->colour = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (colours)), NULL));
      tyros_choice_list_show_whole (G_OBJECT (seat->colour));
      gtk_widget_set_valign (GTK_WIDGET (seat->colour), GTK_ALIGN_CENTER);
      gtk_widget_set_size_request (GTK_WIDGET (seat->colour), 110, -1);
      gtk_widget_set_tooltip_text (GTK_WIDGET (seat->colour), _("Colour of the player’s ships and cities"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (seat->colour), GTK_ACCESSIBLE_PROPERTY_LABEL, colour_label, -1);
      /* Newer GTK labels a drop-down by its chosen item, which outranks the label. */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (seat->colour), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      g_signal_connect (seat->colour, "notify::selected", G_CALLBACK (colour_changed), self);

      seat->up = gtk_button_new_from_icon_name ("go-up-symbolic");
      seat->down = gtk_button_new_from_icon_name ("go-down-symbolic");
      gtk_widget_set_tooltip_text (seat->up, _("Move Up in Turn Order"));
      gtk_widget_set_tooltip_text (seat->down, _("Move Down in Turn Order"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (seat->up), GTK_ACCESSIBLE_PROPERTY_LABEL, up_label, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (seat->down), GTK_ACCESSIBLE_PROPERTY_LABEL, down_label, -1);
      for (guint b = 0; b < 2; b++)
        {
          GtkWidget *button = b == 0 ? seat->up : seat->down;

          gtk_widget_add_css_class (button, "flat");
          g_object_set_data (G_OBJECT (button), "seat", GUINT_TO_POINTER (i));
          g_object_set_data (G_OBJECT (button), "up", GINT_TO_POINTER (b == 0));
          g_signal_connect (button, "clicked", G_CALLBACK (arrow_clicked), self);
        }

      gtk_box_append (GTK_BOX (box), seat->chip);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (seat->name));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (seat->colour));
      gtk_widget_set_valign (arrows, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (arrows, "turn-order-arrows");
      gtk_box_append (GTK_BOX (arrows), seat->up);
      gtk_box_append (GTK_BOX (arrows), seat->down);
      gtk_box_append (GTK_BOX (box), arrows);

      seat->row = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (seat->row), FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (seat->row), box);
      gtk_list_box_append (self->player_list, seat->row);
    }
}

static void
build_founding_rows (TyrosNewGamePage *self)
{
  static const TyrosField first_game[TYROS_N_EMPIRES] = { 7, 13, 23, 26 };

  /* The start player row goes last, after the founding fields. */
  g_object_ref (self->start_row);
  adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->setup_group), GTK_WIDGET (self->start_row));

  for (guint e = 0; e < TYROS_N_EMPIRES; e++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (1, 32, 1);
      /* Translators: "Founding field of the orange empire" */
      /* Translators: the empire's colour, after the article, dative or genitive: German "dem/des orangen Reich(s)" */
      g_autofree char *title = g_strdup_printf (_("Founding field of the %s empire"),
                                                tyros_empire_adjective ((TyrosEmpire) e, TYROS_EMPIRE_FORM_OF_THE));

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), first_game[e]);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->setup_group), row);
      self->founding_rows[e] = row;
      self->founding_spins[e] = GTK_SPIN_BUTTON (spin);
    }

  self->discarded_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->discarded_row),
                                 _("Discarded founding tiles (S2), e.g. “12 32”"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->setup_group), GTK_WIDGET (self->discarded_row));

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->setup_group), GTK_WIDGET (self->start_row));
  g_object_unref (self->start_row);
}

/* The founding rows in the order the edition founds the empires (S2), then
 * the discarded tiles and the start player. */
static void
order_founding_rows (TyrosNewGamePage *self)
{
  const TyrosEdition *edition = editions (adw_combo_row_get_selected (self->edition_row));
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (self->setup_group);
  GtkWidget *after[] = { GTK_WIDGET (self->discarded_row), GTK_WIDGET (self->start_row) };

  for (guint k = 0; k < TYROS_N_EMPIRES; k++)
    {
      GtkWidget *row = self->founding_rows[edition->founding_order[k]];

      g_object_ref (row);
      adw_preferences_group_remove (group, row);
      adw_preferences_group_add (group, row);
      g_object_unref (row);
    }
  for (guint i = 0; i < G_N_ELEMENTS (after); i++)
    {
      g_object_ref (after[i]);
      adw_preferences_group_remove (group, after[i]);
      adw_preferences_group_add (group, after[i]);
      g_object_unref (after[i]);
    }
}

/* Teaching is on for a group new to the game: off once it has finished a
 * game with the app, or has finished games in its records (a data folder
 * brought from elsewhere). */
static gboolean
teach_by_default (TyrosNewGamePage *self)
{
  return !g_settings_get_boolean (self->settings, "finished-a-game") && self->finished_games <= 0;
}

void
tyros_new_game_page_set_finished_games (TyrosNewGamePage *self,
                                        guint             n)
{
  gboolean was_default;

  g_return_if_fail (TYROS_IS_NEW_GAME_PAGE (self));

  /* the switch follows while nobody has changed it */
  was_default = gtk_switch_get_active (self->teach_switch) == teach_by_default (self);
  self->finished_games = (int) n;
  if (was_default)
    gtk_switch_set_active (self->teach_switch, teach_by_default (self));
}

void
tyros_new_game_page_reset (TyrosNewGamePage *self,
                           gboolean          finished_board)
{
  g_auto(GStrv) names = NULL;
  const TyrosEdition *edition;

  g_return_if_fail (TYROS_IS_NEW_GAME_PAGE (self));

  if (self->finished_board != finished_board)
    {
      self->finished_board = finished_board;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  names = g_settings_get_strv (self->settings, "last-player-names");
  edition = tyros_preferences_default_edition (self->settings);

  self->updating = TRUE;
  for (guint i = 0; i < TYROS_MAX_PLAYERS; i++)
    {
      gboolean known = names != NULL && i < g_strv_length (names);
      gtk_editable_set_text (GTK_EDITABLE (self->seats[i].name), known ? names[i] : "");
      gtk_drop_down_set_selected (self->seats[i].colour, i);
      update_chip (&self->seats[i]);
    }
  gtk_toggle_button_set_active (names != NULL && g_strv_length (names) == 4 ? self->four_button
                                                                            : self->three_button, TRUE);
  adw_combo_row_set_selected (self->edition_row, edition == tyros_edition_italian () ? 1 : 0);
  adw_combo_row_set_selected (self->setup_row, SETUP_FIRST_GAME);
  gtk_editable_set_text (GTK_EDITABLE (self->discarded_row), "");
  gtk_switch_set_active (self->teach_switch, teach_by_default (self));
  gtk_widget_set_visible (self->teach_row, !finished_board);
  self->updating = FALSE;

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->players_group),
                                         finished_board
                                         ? _("Who played, in turn order.")
                                         : _("In turn order. Use the arrows to change the order."));
  gtk_button_set_label (GTK_BUTTON (self->start_button),
                        finished_board ? _("_Start Scoring") : _("_Start Game"));
  update_start_players (self);
  self->typing_seat = 0;
  update_suggestions (self);
  adw_combo_row_set_selected (self->start_row, 0);
  order_founding_rows (self);
  update_visibility (self);
  hide_error (self);
}

/* The discarded tiles as typed, "12 32" or "12, 32"; FALSE with a message
 * naming the first word that is not a field. */
static gboolean
parse_discarded (const char *text,
                 TyrosSet   *discarded,
                 char      **message)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ,;", -1);

  *discarded = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      TyrosPlace place;

      if (*words[i] == '\0')
        continue;
      /* A tile is a numbered field: not Tyros, not a coast of 16. */
      if (strspn (words[i], "0123456789") != strlen (words[i]) || !tyros_place_parse (words[i], &place))
        {
          /* Translators: %s is what was typed for a discarded tile */
          *message = g_strdup_printf (_("“%s” is not a field: give the discarded tiles as field numbers, e.g. “12 32”"),
                                      words[i]);
          return FALSE;
        }
      *discarded |= TYROS_SET_BIT (place.field);
    }
  return TRUE;
}

static void
start_clicked (TyrosNewGamePage *self)
{
  const TyrosEdition *edition = editions (adw_combo_row_get_selected (self->edition_row));
  guint n = n_players (self);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(TyrosGame) game = NULL;
  g_autoptr(TyrosViolation) violation = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = seat_name (self, i);
      g_autofree char *problem = NULL;

      /* the file reader's rule: a name that could not be read back is refused here */
      if (!tyros_player_name_is_valid (name, &problem))
        {
          /* Translators: "Name of player 2: a name cannot hold a line break, ..." */
          g_autofree char *message = g_strdup_printf (_("Name of player %u: %s"), i + 1, problem);

          show_error (self, message);
          return;
        }
      g_strv_builder_add (builder, name);
    }
  names = g_strv_builder_end (builder);

  if (self->finished_board)
    game = tyros_game_new_position (edition, (const char *const *) names);
  else
    {
      TyrosSetup setup;
      guint start = adw_combo_row_get_selected (self->start_row);
      int start_player = start < n ? (int) start : g_random_int_range (0, (int) n);

      switch (adw_combo_row_get_selected (self->setup_row))
        {
        case SETUP_DRAWN:
          /* A seed below 2^53: the file stores it as a JSON number, which
           * must stay a whole number 0 or more, exact in any reader. */
          tyros_setup_draw (&setup, edition,
                            ((guint64) g_random_int_range (0, 1 << 21) << 32) | g_random_int (), start_player);
          break;
        case SETUP_ENTERED:
          memset (&setup, 0, sizeof setup);
          setup.kind = TYROS_SETUP_ENTERED;
          setup.start_player = start_player;
          for (guint e = 0; e < TYROS_N_EMPIRES; e++)
            setup.founding[e] = gtk_spin_button_get_value_as_int (self->founding_spins[e]);
          if (gtk_widget_get_visible (GTK_WIDGET (self->discarded_row)))
            {
              g_autofree char *message = NULL;

              if (!parse_discarded (gtk_editable_get_text (GTK_EDITABLE (self->discarded_row)),
                                    &setup.discarded, &message))
                {
                  show_error (self, message);
                  return;
                }
            }
          break;
        case SETUP_FIRST_GAME:
        default:
          tyros_setup_first_game (&setup, start_player);
          break;
        }
      game = tyros_game_new (edition, (const char *const *) names, &setup, &violation);
    }

  if (game == NULL)
    {
      show_error (self, violation != NULL ? violation->message : _("This set-up cannot be played."));
      return;
    }

  for (guint i = 0; i < n; i++)
    tyros_game_set_player_colour (game, (int) i,
                                  tyros_player_colour_hex (gtk_drop_down_get_selected (self->seats[i].colour)));
  g_settings_set_strv (self->settings, "last-player-names", (const char *const *) names);
  hide_error (self);
  g_signal_emit (self, signals[GAME_CREATED], 0, game);
}

static void
cancel_clicked (TyrosNewGamePage *self)
{
  g_signal_emit (self, signals[CANCELLED], 0);
}

static void
setting_changed (TyrosNewGamePage *self)
{
  if (!self->updating)
    {
      update_start_players (self);
      update_suggestions (self);
      order_founding_rows (self);
      update_visibility (self);
    }
}

static void
tyros_new_game_page_dispose (GObject *object)
{
  GtkWidget *child;
  TyrosNewGamePage *self = TYROS_NEW_GAME_PAGE (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->people);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_NEW_GAME_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tyros_new_game_page_parent_class)->dispose (object);
}

static void
tyros_new_game_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TyrosNewGamePage *self = TYROS_NEW_GAME_PAGE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->finished_board ? _("Score a Finished Board") : _("New Game"));
      break;
    case PROP_SUBTITLE: g_value_set_string (value, NULL); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_new_game_page_class_init (TyrosNewGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_new_game_page_dispose;
  object_class->get_property = tyros_new_game_page_get_property;

  /* "New Game", or "Score a Finished Board" as reset() chose */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[GAME_CREATED] = g_signal_new ("game-created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, TYROS_TYPE_GAME);
  signals[CANCELLED] = g_signal_new ("cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-new-game-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, TyrosNewGamePage, name)
  BIND (players_group);
  BIND (three_button);
  BIND (four_button);
  BIND (player_list);
  BIND (edition_row);
  BIND (edition_note);
  BIND (teach_row);
  BIND (teach_switch);
  BIND (setup_group);
  BIND (setup_row);
  BIND (start_row);
  BIND (error_box);
  BIND (error_label);
  BIND (cancel_button);
  BIND (start_button);
  BIND (suggestion_box);
  BIND (suggestions);
#undef BIND
}

static void
tyros_new_game_page_init (TyrosNewGamePage *self)
{
  g_autoptr(GtkStringList) edition_names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);
  self->finished_games = -1;

  gtk_string_list_append (edition_names, tyros_edition_display_name (tyros_edition_kosmos ()));
  gtk_string_list_append (edition_names, tyros_edition_display_name (tyros_edition_italian ()));
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (edition_names));
  tyros_choice_list_show_whole (G_OBJECT (self->edition_row));
  tyros_choice_list_show_whole (G_OBJECT (self->setup_row));
  tyros_choice_list_show_whole (G_OBJECT (self->start_row));

  build_seats (self);
  build_founding_rows (self);
  update_edition_note (self);

  /* The 4 Players button, not 3: in a group the button being switched off
   * says "toggled" before the other one is on. */
  g_signal_connect_object (self->four_button, "toggled", G_CALLBACK (setting_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->setup_row, "notify::selected", G_CALLBACK (setting_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->edition_row, "notify::selected", G_CALLBACK (setting_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->start_button, "clicked", G_CALLBACK (start_clicked), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->cancel_button, "clicked", G_CALLBACK (cancel_clicked), self, G_CONNECT_SWAPPED);

  tyros_new_game_page_reset (self, FALSE);
}

GtkWidget *
tyros_new_game_page_get_start_button (TyrosNewGamePage *self)
{
  return self->start_button;
}

gboolean
tyros_new_game_page_get_teach (TyrosNewGamePage *self)
{
  g_return_val_if_fail (TYROS_IS_NEW_GAME_PAGE (self), FALSE);
  return !self->finished_board && gtk_switch_get_active (self->teach_switch);
}

