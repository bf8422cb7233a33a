/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page.c: the Records page */
#define G_LOG_DOMAIN "tyros-records-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-export.h"
#include "tyros-game-chooser.h"
#include "tyros-plain-text.h"
#include "tyros-player-colours.h"
#include "tyros-records-page.h"
#include "tyros-score-chart.h"

/* The overview lists the newest games; all of them are a row away, in a
 * list that makes rows only for what it shows (games_view) */
#define OVERVIEW_GAMES 5

/* The overview's lists get at most this many new rows a frame: GTK 4.8
 * measures a new row's wrapping labels at several widths in the frame
 * after (the window's minimum size, the scrolled window's child, the
 * allocation), 0.8 to 1.5 ms a row here (bench/records) */
#define ROWS_PER_TURN 4

/* The overview's lists, filled after the numbers are counted, a few rows
 * (ROWS_PER_TURN) in each turn of the main loop and, when the page is on
 * screen, after the frame that laid out the rows before: no turn and no
 * frame holds the main loop for long with 1,000 games (bench/records) */
typedef enum {
  FILL_PEOPLE,
  FILL_RECORDS,
  FILL_GAMES,
  FILL_DONE,
} FillStep;

typedef enum {
  VIEW_PERSON,   /* a person's numbers */
  VIEW_GAMES,    /* the games behind a number */
} ViewKind;

/* A page shown over the overview; the last one of the page's views is shown */
typedef struct {
  ViewKind   kind;
  char      *person;   /* VIEW_PERSON */
  char      *title;    /* VIEW_GAMES */
  GPtrArray *plays;    /* VIEW_GAMES: TyrosPlay */
} View;


struct _TyrosRecordsPage
{
  GtkWidget      parent_instance;

  /* template */
  GtkStack      *view_stack;
  AdwComboRow   *person_row;
  AdwComboRow   *edition_row;
  AdwComboRow   *players_row;
  GtkListBox    *people_list;
  GtkListBox    *records_list;
  AdwPreferencesGroup *games_group;
  GtkListBox    *games_list;
  GtkWidget     *detail_box;
  GtkWidget     *back_button;
  GtkWidget     *games_back_button;
  GtkLabel      *games_title;

  TyrosRecords  *records;
  GCancellable  *reading;
  TyrosStats    *everyone;   /* over every play: the person filter's choices */
  TyrosStats    *filtered;   /* over the plays the filters let through, when they leave some out */
  TyrosStats    *stats;      /* the numbers shown: everyone or filtered */
  GPtrArray     *shown;      /* the plays the filters let through */
  GPtrArray     *views;      /* View, over the overview */
  GtkStringList *people;     /* the person filter's choices after "Everyone" */
  GtkListView   *games_view;     /* the games of a VIEW_GAMES */
  GtkStringList *games_model;    /* their indices in games_plays */
  GPtrArray     *games_plays;
  guint          fill_source;    /* the overview's next list to fill (FillStep) */
  guint          fill_step;      /* the next list (FillStep) */
  guint          fill_row;       /* its next row */
  gboolean       updating;   /* the filters' choices are being set */
  gboolean       read;       /* the store was read once */
  gboolean       skeleton;   /* until then: the overview's filters (else nothing) */
  gboolean       first_frame;    /* the page's first frame is still to come (show_skeleton) */
};

G_DEFINE_FINAL_TYPE (TyrosRecordsPage, tyros_records_page, GTK_TYPE_WIDGET)

enum {
  OPEN_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void render (TyrosRecordsPage *self);
static void fill_later (TyrosRecordsPage *self,
                        gboolean          after_frame);
static void all_games_activated (TyrosRecordsPage *self,
                                 GtkWidget        *row);

static void
view_free (View *view)
{
  g_free (view->person);
  g_free (view->title);
  g_clear_pointer (&view->plays, g_ptr_array_unref);
  g_free (view);
}

static View *
top_view (TyrosRecordsPage *self)
{
  return self->views->len > 0 ? g_ptr_array_index (self->views, self->views->len - 1) : NULL;
}

/* Texts */

static char *
average_text (const TyrosTally *tally)
{
  /* printf's own decimal point: the locale's */
  return g_strdup_printf ("%.1f", tyros_tally_average (tally));
}

static char *
tally_summary (const TyrosTally *tally)
{
  g_autofree char *average = average_text (tally);
  g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", tally->games),
                                            tally->games);
  g_autofree char *wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins", tally->wins),
                                           tally->wins);

  /* Translators: a person's numbers in a row: "5 games · 2 wins · average 41.3" */
  return g_strdup_printf (_("%s · %s · average %s"), games, wins, average);
}

static const char *
edition_name (const TyrosPlay *play)
{
  return tyros_edition_display_name (play->edition);
}

/* "Anna 52, Ben 33, Cleo 39" */
static char *
play_title (const TyrosPlay *play)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < play->n_players; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      /* Translators: a player and their points in the list of games: "Anna 52" */
      g_string_append_printf (text, _("%s %u"), play->players[i].name, play->players[i].total);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The day a game finished, as the language writes a date ("26 November
 * 2026"), on the clock it was played by (the offset saved with it); NULL
 * when not recorded or not a time. */
static char *
finished_date (const TyrosPlay *play)
{
  g_autoptr(GDateTime) finished = NULL;

  if (play->finished == NULL)
    return NULL;
  finished = g_date_time_new_from_iso8601 (play->finished, NULL);
  if (finished == NULL)
    return NULL;
  /* Translators: the day a game finished, in the list of games: "26 November
   * 2026"; a g_date_time_format() format (%-d: the day without padding, %B:
   * the month's name, %Y: the year) */
  return g_date_time_format (finished, C_("game date", "%-d %B %Y"));
}

/* "Won by Anna · Kosmos · 26 November 2026" */
static char *
play_subtitle (const TyrosPlay *play)
{
  g_autoptr(GString) winners = g_string_new (NULL);
  g_autofree char *date = finished_date (play);

  for (guint i = 0; i < play->n_players; i++)
    if (play->players[i].winner)
      {
        if (winners->len > 0)
          /* Translators: joins the names of players who share a win: "Anna and Ben" */
          g_string_append (winners, _(" and "));
        g_string_append (winners, play->players[i].name);
      }
  if (date != NULL)
    /* Translators: under a game in the records: "Won by Anna · Kosmos · 26 November 2026" */
    return g_strdup_printf (_("Won by %s · %s · %s"), winners->str, edition_name (play), date);
  /* Translators: under a game in the records: "Won by Anna · Kosmos" */
  return g_strdup_printf (_("Won by %s · %s"), winners->str, edition_name (play));
}

/* Rows */

static GtkWidget *
nav_row (const char *title,
         const char *subtitle,
         const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  tyros_row_set_plain_text (ADW_PREFERENCES_ROW (row), title, subtitle);
  if (value != NULL)
    {
      GtkWidget *label = gtk_label_new (value);

      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
game_activated (AdwActionRow     *row,
                TyrosRecordsPage *self)
{
  const TyrosPlay *play = g_object_get_data (G_OBJECT (row), "play");

  if (play->file != NULL)
    g_signal_emit (self, signals[OPEN_GAME], 0, play->file);
}

static GtkWidget *
game_row (TyrosRecordsPage *self,
          TyrosPlay        *play)
{
  g_autofree char *title = play_title (play);
  g_autofree char *subtitle = play_subtitle (play);
  GtkWidget *row = nav_row (title, subtitle, NULL);

  g_object_set_data_full (G_OBJECT (row), "play", tyros_play_ref (play), (GDestroyNotify) tyros_play_unref);
  g_signal_connect (row, "activated", G_CALLBACK (game_activated), self);
  return row;
}

/* The overview's games: the newest of the plays shown, and a row to all of them */
static guint
overview_games (TyrosRecordsPage *self)
{
  return MIN (self->shown->len, OVERVIEW_GAMES) + (self->shown->len > OVERVIEW_GAMES ? 1 : 0);
}

static GtkWidget *
overview_game_row (TyrosRecordsPage *self,
                   guint             i)
{
  GtkWidget *row;
  g_autofree char *title = NULL;

  if (i < OVERVIEW_GAMES)
    return game_row (self, g_ptr_array_index (self->shown, i));
  /* Translators: the last row under the newest games of the records */
  title = g_strdup_printf (_("All %u Games"), self->shown->len);
  row = nav_row (title, NULL, NULL);
  g_object_set_data_full (G_OBJECT (row), "plays", g_ptr_array_ref (self->shown), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_swapped (row, "activated", G_CALLBACK (all_games_activated), self);
  return row;
}

/* The list of every game behind a number: rows for those shown only */
static void
games_setup (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
             GtkListItem              *item,
             gpointer                  user_data G_GNUC_UNUSED)
{
  GtkWidget *row = adw_action_row_new ();

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_item_set_child (item, row);
}

static void
games_bind (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
            GtkListItem              *item,
            TyrosRecordsPage         *self)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  TyrosPlay *play = g_ptr_array_index (self->games_plays, gtk_list_item_get_position (item));
  g_autofree char *title = play_title (play);
  g_autofree char *subtitle = play_subtitle (play);

  tyros_row_set_plain_text (ADW_PREFERENCES_ROW (row), title, subtitle);
}

static void
games_view_activated (GtkListView      *view G_GNUC_UNUSED,
                      guint             position,
                      TyrosRecordsPage *self)
{
  TyrosPlay *play = g_ptr_array_index (self->games_plays, position);

  if (play->file != NULL)
    g_signal_emit (self, signals[OPEN_GAME], 0, play->file);
}

static void
show_games_view (TyrosRecordsPage *self,
                 GPtrArray        *plays)
{
  g_autoptr(GPtrArray) indices = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < plays->len; i++)
    g_ptr_array_add (indices, g_strdup_printf ("%u", i));
  g_ptr_array_add (indices, NULL);
  g_clear_pointer (&self->games_plays, g_ptr_array_unref);
  self->games_plays = g_ptr_array_ref (plays);
  gtk_string_list_splice (self->games_model, 0, g_list_model_get_n_items (G_LIST_MODEL (self->games_model)),
                          (const char *const *) indices->pdata);
}

/* Views */

static void
push_view (TyrosRecordsPage *self,
           View             *view)
{
  g_ptr_array_add (self->views, view);
  render (self);
}

static void
show_games (TyrosRecordsPage *self,
            const char       *title,
            GPtrArray        *plays)
{
  View *view = g_new0 (View, 1);

  view->kind = VIEW_GAMES;
  view->title = g_strdup (title);
  view->plays = g_ptr_array_ref (plays);
  push_view (self, view);
}

static void
all_games_activated (TyrosRecordsPage *self,
                     GtkWidget        *row)
{
  show_games (self, _("Games"), g_object_get_data (G_OBJECT (row), "plays"));
}

static void
numbers_activated (AdwActionRow     *row,
                   TyrosRecordsPage *self)
{
  show_games (self, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
              g_object_get_data (G_OBJECT (row), "plays"));
}

/* A row whose activation lists @plays (a GPtrArray of TyrosPlay, kept) */
static GtkWidget *
numbers_row (TyrosRecordsPage *self,
             const char       *title,
             const char       *subtitle,
             const char       *value,
             GPtrArray        *plays)
{
  GtkWidget *row = nav_row (title, subtitle, value);

  g_object_set_data_full (G_OBJECT (row), "plays", g_ptr_array_ref (plays), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (row, "activated", G_CALLBACK (numbers_activated), self);
  return row;
}

static void
person_activated (AdwActionRow     *row,
                  TyrosRecordsPage *self)
{
  View *view = g_new0 (View, 1);

  view->kind = VIEW_PERSON;
  view->person = g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  push_view (self, view);
}

/* The plays of @person in @plays where @keep holds */
typedef gboolean (*KeepPlay) (const TyrosPlayResult *result, const TyrosTally *tally);

static gboolean
keep_won (const TyrosPlayResult *result,
          const TyrosTally      *tally G_GNUC_UNUSED)
{
  return result->winner;
}

static gboolean
keep_best (const TyrosPlayResult *result,
           const TyrosTally      *tally)
{
  return result->total == tally->best;
}

static gboolean
keep_worst (const TyrosPlayResult *result,
            const TyrosTally      *tally)
{
  return result->total == tally->worst;
}

static GPtrArray *
plays_where (const char       *person,
             const TyrosTally *tally,
             KeepPlay          keep)
{
  GPtrArray *plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);

  for (guint i = 0; i < tally->plays->len; i++)
    {
      TyrosPlay *play = g_ptr_array_index (tally->plays, i);
      const TyrosPlayResult *result = tyros_play_find_player (play, person);

      if (result != NULL && (keep == NULL || keep (result, tally)))
        g_ptr_array_add (plays, tyros_play_ref (play));
    }
  return plays;
}

static GtkWidget *
group_new (GtkWidget  *box,
           const char *title,
           GtkWidget **list)
{
  GtkWidget *group = adw_preferences_group_new ();

  tyros_group_set_plain_title (ADW_PREFERENCES_GROUP (group), title);
  *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (*list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (*list, "boxed-list");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), *list);
  gtk_box_append (GTK_BOX (box), group);
  return group;
}

static void
add_numbers (TyrosRecordsPage       *self,
             GtkWidget              *list,
             const TyrosPersonStats *person)
{
  const TyrosTally *all = &person->all;
  g_autofree char *games = g_strdup_printf ("%u", all->games);
  g_autofree char *wins = g_strdup_printf ("%u", all->wins);
  /* Translators: a win rate: "40%" */
  g_autofree char *rate = g_strdup_printf (_("%.0f%%"), 100 * tyros_tally_win_rate (all));
  g_autofree char *average = average_text (all);
  g_autofree char *best = g_strdup_printf ("%u", all->best);
  g_autofree char *worst = g_strdup_printf ("%u", all->worst);
  g_autofree char *rank = g_strdup_printf ("%.1f", tyros_tally_average_rank_tenths (all) / 10.0);
  g_autoptr(GPtrArray) won = plays_where (person->name, all, keep_won);
  g_autoptr(GPtrArray) high = plays_where (person->name, all, keep_best);
  g_autoptr(GPtrArray) low = plays_where (person->name, all, keep_worst);

  gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, _("Games"), NULL, games, all->plays));
  gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, _("Wins"), NULL, wins, won));
  gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, _("Win Rate"), NULL, rate, won));
  gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, _("Average Points"), NULL, average, all->plays));
  gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, _("Best Score"), NULL, best, high));
  gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, _("Worst Score"), NULL, worst, low));
  gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, _("Average Rank"), NULL, rank, all->plays));
}

static char *
colour_title (const char *hex)
{
  for (guint i = 0; i < tyros_player_colours_count (); i++)
    if (g_ascii_strcasecmp (tyros_player_colour_hex (i), hex) == 0)
      return g_strdup (tyros_player_colour_name (i));
  return g_strdup (hex);
}

static char *
part_title (TyrosStatsGrouping grouping,
            const char        *key)
{
  switch (grouping)
    {
    case TYROS_STATS_BY_EDITION:
      return g_strdup (tyros_edition_display_name (tyros_edition_lookup (key)));
    case TYROS_STATS_BY_PLAYERS:
      /* Translators: games of 3 or 4 players, in a person's records */
      return g_strdup_printf (_("With %s Players"), key);
    case TYROS_STATS_BY_SEAT:
      if (g_str_equal (key, "0"))
        return g_strdup (_("As Start Player"));
      /* Translators: a seat in turn order after the start player: "Seat 2" (the start player's is 1) */
      return g_strdup_printf (_("Seat %d"), atoi (key) + 1);
    case TYROS_STATS_BY_COLOUR:
    case TYROS_STATS_N_GROUPINGS:
    default:
      return colour_title (key);
    }
}

static void
add_parts (TyrosRecordsPage       *self,
           GtkWidget              *box,
           const TyrosPersonStats *person)
{
  static const char *const titles[TYROS_STATS_N_GROUPINGS] = {
    N_("By Edition"), N_("By Number of Players"), N_("By Seat"), N_("By Colour"),
  };

  for (guint g = 0; g < TYROS_STATS_N_GROUPINGS; g++)
    {
      GtkWidget *list;

      if (person->by[g]->len == 0)
        continue;
      group_new (box, _(titles[g]), &list);
      for (guint i = 0; i < person->by[g]->len; i++)
        {
          const TyrosTally *tally = g_ptr_array_index (person->by[g], i);
          g_autofree char *title = part_title (g, tally->key);
          g_autofree char *summary = tally_summary (tally);

          gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, title, summary, NULL, tally->plays));
        }
    }
}

static void
add_head_to_head (TyrosRecordsPage *self,
                  GtkWidget        *box,
                  const char       *person)
{
  GPtrArray *people = tyros_stats_get_people (self->stats);
  GtkWidget *list = NULL;

  for (guint i = 0; i < people->len; i++)
    {
      const TyrosPersonStats *other = g_ptr_array_index (people, i);
      g_autoptr(TyrosHeadToHead) duel = NULL;
      g_autofree char *title = NULL;
      g_autofree char *summary = NULL;

      if (g_str_equal (other->name, person))
        continue;
      duel = tyros_stats_head_to_head (self->stats, person, other->name);
      if (duel->games == 0)
        continue;
      if (list == NULL)
        group_new (box, _("Head to Head"), &list);
      /* Translators: head to head in a person's records: "Against Ben" */
      title = g_strdup_printf (_("Against %s"), other->name);
      /* Translators: head to head: "Ahead in 2 of 3 games, behind in 1" */
      summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ahead in %u of %u game, behind in %u",
                                              "Ahead in %u of %u games, behind in %u", duel->games),
                                 duel->a_ahead, duel->games, duel->b_ahead);
      gtk_list_box_append (GTK_LIST_BOX (list), numbers_row (self, title, summary, NULL, duel->plays));
    }
}

/* Renaming and merging */

static void
say_problem (GtkWidget  *box,
             const char *text)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (box), "problem");

  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL);
}

static void
rename_applied (TyrosRecordsPage *self,
                GtkWidget        *button)
{
  AdwEntryRow *row = g_object_get_data (G_OBJECT (button), "row");
  View *view = top_view (self);
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autofree char *old = g_strdup (view->person);
  g_autoptr(GError) error = NULL;

  /* the view follows the person before the records are counted again */
  g_free (view->person);
  view->person = g_strdup (name);
  if (!tyros_people_rename (tyros_records_get_people (self->records), old, name, &error))
    {
      GtkWidget *merge = g_object_get_data (G_OBJECT (self->detail_box), "merge");

      g_free (view->person);
      view->person = g_steal_pointer (&old);
      say_problem (self->detail_box, error->message);
      /* another person's name: merging them is one click away */
      if (g_error_matches (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TAKEN) && merge != NULL)
        {
          GListModel *others = adw_combo_row_get_model (ADW_COMBO_ROW (merge));

          for (guint i = 0; i < g_list_model_get_n_items (others); i++)
            if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (others), i), name))
              adw_combo_row_set_selected (ADW_COMBO_ROW (merge), i);
        }
    }
}

/* Enter in the name: as the Rename button */
static void
rename_activated (AdwEntryRow      *row,
                  TyrosRecordsPage *self)
{
  rename_applied (self, g_object_get_data (G_OBJECT (row), "button"));
}

static void
merge_clicked (GtkButton        *button,
               TyrosRecordsPage *self)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (button), "row");
  GtkStringObject *other = adw_combo_row_get_selected_item (row);
  View *view = top_view (self);
  g_autoptr(GError) error = NULL;

  if (other == NULL)
    return;
  if (!tyros_people_merge (tyros_records_get_people (self->records), view->person,
                           gtk_string_object_get_string (other), &error))
    say_problem (self->detail_box, error->message);
}

/* "Same Person As", and Merge under it: beside it, a phone cut the names */
static GtkWidget *
add_merge_row (TyrosRecordsPage *self,
               GtkWidget        *box,
               GtkWidget        *list,
               const char       *person,
               GListModel       *others)
{
  /* Translators: beside Merge on a person's records: "Their games will count for Anna" */
  g_autofree char *whose = g_strdup_printf (_("Their games will count for %s"), person);
  GtkWidget *merge = adw_combo_row_new ();
  GtkWidget *note = gtk_label_new (whose);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Merge"));
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (merge), _("Same Person As"));
  /* the chosen name under the title, wrapped: never cut on a phone */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (merge), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (merge), others);
  gtk_list_box_append (GTK_LIST_BOX (list), merge);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_widget_set_hexpand (note, TRUE);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, whose, -1);
  g_object_set_data (G_OBJECT (button), "row", merge);
  g_signal_connect (button, "clicked", G_CALLBACK (merge_clicked), self);
  gtk_box_append (GTK_BOX (line), note);
  gtk_box_append (GTK_BOX (line), button);
  gtk_box_append (GTK_BOX (box), line);
  return merge;
}

static void
add_name_rows (TyrosRecordsPage *self,
               GtkWidget        *box,
               const char       *person)
{
  g_autoptr(GtkStringList) others = gtk_string_list_new (NULL);
  GPtrArray *people = tyros_stats_get_people (self->stats);
  g_auto(GStrv) spellings = tyros_people_names_of (tyros_records_get_people (self->records), person);
  GtkWidget *group, *list, *rename, *merge = NULL, *button, *problem;

  group = group_new (box, _("Name"), &list);
  /* the names as the game files keep them */
  if (spellings[0] != NULL && (spellings[1] != NULL || !g_str_equal (spellings[0], person)))
    {
      g_autofree char *names = g_strjoinv (", ", spellings);
      /* Translators: under Name on a person's records: the names in the game files, "Played as Anna, ann" */
      g_autofree char *text = g_strdup_printf (_("Played as %s"), names);

      tyros_group_set_plain_description (ADW_PREFERENCES_GROUP (group), text);
    }
  rename = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rename), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (rename), person);
  /* a button always there (the row's own apply button shows only once the
   * text changed, and is nameless for a screen reader on libadwaita 1.2) */
  button = gtk_button_new_with_mnemonic (_("_Rename"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (rename_applied), self);
  g_object_set_data (G_OBJECT (button), "row", rename);
  g_object_set_data (G_OBJECT (rename), "button", button);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (rename), button);
  g_signal_connect (rename, "entry-activated", G_CALLBACK (rename_activated), self);
  gtk_list_box_append (GTK_LIST_BOX (list), rename);

  for (guint i = 0; i < people->len; i++)
    {
      const char *name = ((TyrosPersonStats *) g_ptr_array_index (people, i))->name;

      if (!g_str_equal (name, person))
        gtk_string_list_append (others, name);
    }
  if (g_list_model_get_n_items (G_LIST_MODEL (others)) > 0)
    merge = add_merge_row (self, box, list, person, G_LIST_MODEL (others));
  problem = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (problem), TRUE);
  gtk_label_set_xalign (GTK_LABEL (problem), 0);
  gtk_widget_add_css_class (problem, "error");
  gtk_widget_set_visible (problem, FALSE);
  gtk_box_append (GTK_BOX (box), problem);
  g_object_set_data (G_OBJECT (self->detail_box), "problem", problem);
  g_object_set_data (G_OBJECT (self->detail_box), "merge", merge);
}

/* Rendering */

static void
add_chart (GtkWidget              *box,
           const TyrosPersonStats *person)
{
  const GPtrArray *plays = person->all.plays;
  g_autofree guint *totals = g_new0 (guint, plays->len + 1);
  GtkWidget *chart = tyros_score_chart_new ();
  GtkWidget *title = gtk_label_new (_("Points over Time"));

  /* the plays are newest first; the chart reads from the left */
  for (guint i = 0; i < plays->len; i++)
    totals[plays->len - 1 - i] = tyros_play_find_player (g_ptr_array_index (plays, i), person->name)->total;
  tyros_score_chart_set_totals (TYROS_SCORE_CHART (chart), totals, plays->len);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);
  gtk_widget_add_css_class (chart, "card");
  gtk_box_append (GTK_BOX (box), chart);
}

static void
render_person (TyrosRecordsPage *self,
               GtkWidget        *box,
               const char       *name)
{
  const TyrosPersonStats *person = tyros_stats_find_person (self->stats, name);
  GtkWidget *list;

  if (person == NULL)
    return;
  add_chart (box, person);
  group_new (box, name, &list);
  add_numbers (self, list, person);
  add_name_rows (self, box, name);
  add_parts (self, box, person);
  add_head_to_head (self, box, name);
}

static void
clear_detail (TyrosRecordsPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_next_sibling (self->back_button)) != NULL)
    gtk_box_remove (GTK_BOX (self->detail_box), child);
}

static void
render (TyrosRecordsPage *self)
{
  View *view = top_view (self);

  clear_detail (self);
  if (!self->read)
    gtk_stack_set_visible_child_name (self->view_stack, self->skeleton ? "overview" : "reading");
  else if (tyros_records_get_plays (self->records)->len == 0)
    gtk_stack_set_visible_child_name (self->view_stack, "empty");
  else if (view == NULL)
    {
      /* shown now: its first frame lays out the filters; the lists after it */
      if (g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "overview") != 0)
        fill_later (self, TRUE);
      gtk_stack_set_visible_child_name (self->view_stack, "overview");
    }
  else if (view->kind == VIEW_GAMES)
    {
      show_games_view (self, view->plays);
      gtk_label_set_text (self->games_title, view->title);
      gtk_stack_set_visible_child_name (self->view_stack, "games");
      gtk_widget_grab_focus (self->games_back_button);
    }
  else
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

      gtk_box_append (GTK_BOX (self->detail_box), box);
      render_person (self, box, view->person);
      gtk_stack_set_visible_child_name (self->view_stack, "detail");
      gtk_widget_grab_focus (self->back_button);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

/* The overview */

static void
records_row_activated (AdwActionRow     *row,
                       TyrosRecordsPage *self)
{
  show_games (self, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
              g_object_get_data (G_OBJECT (row), "plays"));
}

static void
fill_group_records (TyrosRecordsPage *self)
{
  static const char *const titles[TYROS_N_RECORDS] = {
    N_("Highest Score"), N_("Largest Empire"), N_("Most Cities"),
  };

  clear_list (self->records_list);
  for (guint k = 0; k < TYROS_N_RECORDS; k++)
    {
      const TyrosRecord *record = tyros_stats_get_record (self->stats, (TyrosRecordKind) k);
      g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
      g_autoptr(GString) holders = g_string_new (NULL);
      g_autofree char *value = g_strdup_printf ("%u", record->value);
      GtkWidget *row;

      if (record->holders->len == 0)
        continue;
      for (guint i = 0; i < record->holders->len; i++)
        {
          const TyrosRecordHolder *holder = &g_array_index (record->holders, TyrosRecordHolder, i);
          const char *who = holder->player >= 0 ? holder->play->players[holder->player].name
                                                : tyros_empire_display_name (holder->empire);

          if (!g_ptr_array_find (plays, holder->play, NULL))
            g_ptr_array_add (plays, tyros_play_ref (holder->play));
          if (i < 3)
            g_string_append_printf (holders, "%s%s", i > 0 ? ", " : "", who);
        }
      row = numbers_row (self, _(titles[k]), holders->str, value, plays);
      g_signal_handlers_disconnect_by_func (row, numbers_activated, self);
      g_signal_connect (row, "activated", G_CALLBACK (records_row_activated), self);
      gtk_list_box_append (self->records_list, row);
    }
}

static GtkWidget *
person_row (TyrosRecordsPage *self,
            guint             i)
{
  const TyrosPersonStats *person = g_ptr_array_index (tyros_stats_get_people (self->stats), i);
  g_autofree char *summary = tally_summary (&person->all);
  GtkWidget *row = nav_row (person->name, summary, NULL);

  g_signal_connect (row, "activated", G_CALLBACK (person_activated), self);
  return row;
}

static const char *
chosen_person (TyrosRecordsPage *self)
{
  guint selected = adw_combo_row_get_selected (self->person_row);

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  return gtk_string_list_get_string (self->people, selected - 1);
}

/* The person filter offers everyone who played a finished game */
static void
update_person_choices (TyrosRecordsPage *self)
{
  g_autofree char *chosen = g_strdup (chosen_person (self));
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);
  GPtrArray *everyone = tyros_stats_get_people (self->everyone);
  guint selected = 0;

  g_clear_object (&self->people);
  self->people = gtk_string_list_new (NULL);
  gtk_string_list_append (choices, _("Everyone"));
  for (guint i = 0; i < everyone->len; i++)
    {
      const char *name = ((TyrosPersonStats *) g_ptr_array_index (everyone, i))->name;

      gtk_string_list_append (self->people, name);
      gtk_string_list_append (choices, name);
      if (g_strcmp0 (name, chosen) == 0)
        selected = i + 1;
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->person_row, G_LIST_MODEL (choices));
  adw_combo_row_set_selected (self->person_row, selected);
  self->updating = FALSE;
}

static const TyrosEdition *
chosen_edition (TyrosRecordsPage *self)
{
  switch (adw_combo_row_get_selected (self->edition_row))
    {
    case 1: return tyros_edition_kosmos ();
    case 2: return tyros_edition_italian ();
    default: return NULL;
    }
}

static guint
chosen_players (TyrosRecordsPage *self)
{
  guint selected = adw_combo_row_get_selected (self->players_row);

  return selected == 1 || selected == 2 ? selected + 2 : 0;
}

static gboolean fill_next (gpointer user_data);

static void
fill_after_frame (GdkFrameClock    *clock,
                  TyrosRecordsPage *self)
{
  g_signal_handlers_disconnect_by_func (clock, fill_after_frame, self);
  self->fill_source = g_idle_add (fill_next, self);
}

static void
stop_filling (TyrosRecordsPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  g_clear_handle_id (&self->fill_source, g_source_remove);
  if (clock != NULL)
    g_signal_handlers_disconnect_by_func (clock, fill_after_frame, self);
}

/* The next list in a turn of its own; @after_frame: after the next frame,
 * when the page is on screen (lists filled before one frame would be laid
 * out together in it) */
static void
fill_later (TyrosRecordsPage *self,
            gboolean          after_frame)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  stop_filling (self);
  if (self->fill_step >= FILL_DONE)
    return;
  if (after_frame && clock != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    g_signal_connect_object (clock, "after-paint", G_CALLBACK (fill_after_frame), self, 0);
  else
    self->fill_source = g_idle_add (fill_next, self);
}

typedef GtkWidget *(*MakeRow) (TyrosRecordsPage *self,
                               guint             i);

/* The next ROWS_PER_TURN rows of @list, from self->fill_row; TRUE when all
 * @n are there */
static gboolean
fill_rows (TyrosRecordsPage *self,
           GtkListBox       *list,
           guint             n,
           MakeRow           make)
{
  if (self->fill_row == 0)
    clear_list (list);
  for (guint k = 0; k < ROWS_PER_TURN && self->fill_row < n; k++, self->fill_row++)
    gtk_list_box_append (list, make (self, self->fill_row));
  return self->fill_row >= n;
}

static gboolean
fill_next (gpointer user_data)
{
  TyrosRecordsPage *self = user_data;
  gboolean done = TRUE;

  self->fill_source = 0;
  switch ((FillStep) self->fill_step)
    {
    case FILL_PEOPLE:
      done = fill_rows (self, self->people_list, tyros_stats_get_people (self->stats)->len, person_row);
      break;
    case FILL_RECORDS: fill_group_records (self); break;
    case FILL_GAMES: done = fill_rows (self, self->games_list, overview_games (self), overview_game_row); break;
    case FILL_DONE:
    default: break;
    }
  if (done)
    {
      self->fill_step++;
      self->fill_row = 0;
    }
  fill_later (self, TRUE);
  return G_SOURCE_REMOVE;
}

/* Exporting the games the filters let through: a CSV table, or the plays in
 * BG Stats' push format as one file (BG Stats' link takes one play, so many
 * are saved, not sent) */
static GtkWindow *
window_of (TyrosRecordsPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
csv_chosen (GObject *owner,
            GFile   *file)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (owner);
  g_autofree char *csv = tyros_export_csv ((TyrosPlay *const *) self->shown->pdata, self->shown->len);
  g_autofree char *done = g_strdup_printf (ngettext ("%u game saved as a table (CSV)",
                                                     "%u games saved as a table (CSV)", self->shown->len),
                                           self->shown->len);

  tyros_game_chooser_write (GTK_WIDGET (self), file, csv, strlen (csv), done);
}

static void
bgstats_chosen (GObject *owner,
                GFile   *file)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (owner);
  g_autofree char *json = tyros_export_bgstats ((TyrosPlay *const *) self->shown->pdata, self->shown->len);
  g_autofree char *done = g_strdup_printf (ngettext ("%u game saved for BG Stats",
                                                     "%u games saved for BG Stats", self->shown->len),
                                           self->shown->len);

  tyros_game_chooser_write (GTK_WIDGET (self), file, json, strlen (json), done);
}

static void
save_csv_activated (GtkWidget  *widget,
                    const char *action_name G_GNUC_UNUSED,
                    GVariant   *param G_GNUC_UNUSED)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (widget);
  TyrosFileKind kind = { _("CSV tables"), "*.csv", "text/csv" };

  /* Translators: the name offered for the saved games of the Records page */
  tyros_game_chooser_save_kind (window_of (self), _("Save the Games as CSV"), &kind, _("Tyros games.csv"),
                                G_OBJECT (self), csv_chosen);
}

static void
save_bgstats_activated (GtkWidget  *widget,
                        const char *action_name G_GNUC_UNUSED,
                        GVariant   *param G_GNUC_UNUSED)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (widget);
  TyrosFileKind kind = { _("BG Stats plays"), "*.json", "application/json" };

  /* Translators: the name offered for the saved games of the Records page */
  tyros_game_chooser_save_kind (window_of (self), _("Save the Games for BG Stats"), &kind,
                                _("Tyros plays.json"), G_OBJECT (self), bgstats_chosen);
}

/* The numbers over the plays the filters let through, counted again */
static void
count_again (TyrosRecordsPage *self)
{
  g_clear_pointer (&self->filtered, tyros_stats_free);
  g_clear_pointer (&self->shown, g_ptr_array_unref);
  self->shown = tyros_records_filter (self->records, chosen_person (self), chosen_edition (self),
                                      chosen_players (self));
  /* no filter chosen: the numbers of everyone, counted once */
  if (self->shown->len == tyros_records_get_plays (self->records)->len)
    self->stats = self->everyone;
  else
    self->stats = self->filtered = tyros_stats_new ((TyrosPlay *const *) self->shown->pdata, self->shown->len);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "records.save-csv", self->shown->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "records.save-bgstats", self->shown->len > 0);
  render (self);
  /* the overview's lists in the next turns of the main loop (FillStep) */
  self->fill_step = FILL_PEOPLE;
  self->fill_row = 0;
  fill_later (self, FALSE);
}

static void
filter_changed (TyrosRecordsPage *self)
{
  if (!self->updating)
    count_again (self);
}

/* The plays changed (read again, or a person renamed or merged) */
static void
records_changed (TyrosRecordsPage *self)
{
  GPtrArray *plays = tyros_records_get_plays (self->records);

  self->stats = NULL;
  g_clear_pointer (&self->everyone, tyros_stats_free);
  self->everyone = tyros_stats_new ((TyrosPlay *const *) plays->pdata, plays->len);
  update_person_choices (self);
  count_again (self);
}

static void
records_read (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(TyrosRecordsPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tyros_records_read_finish (TYROS_RECORDS (source), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_warning ("Could not read the games: %s", error->message);
    }
  /* not "No Finished Games Yet" before the games are known; a read that
   * ended before the page's first frame is shown after it */
  if (!self->read)
    {
      self->read = TRUE;
      if (!self->first_frame)
        render (self);
    }
}

/* While the store is read for the first time: the page's first frame shows
 * nothing, the next ones the overview's filters; so neither lays out much,
 * nor does the one after the read (bench/records) */
static void
show_skeleton (GdkFrameClock    *clock,
               TyrosRecordsPage *self)
{
  g_signal_handlers_disconnect_by_func (clock, show_skeleton, self);
  self->skeleton = TRUE;
  self->first_frame = FALSE;
  render (self);
}

void
tyros_records_page_refresh (TyrosRecordsPage *self)
{
  GdkFrameClock *clock;

  g_return_if_fail (TYROS_IS_RECORDS_PAGE (self));

  g_ptr_array_set_size (self->views, 0);
  render (self);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  if (!self->read && !self->skeleton && clock != NULL)
    {
      g_signal_handlers_disconnect_by_func (clock, show_skeleton, self);
      g_signal_connect_object (clock, "after-paint", G_CALLBACK (show_skeleton), self, 0);
      self->first_frame = TRUE;
    }
  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  self->reading = g_cancellable_new ();
  tyros_records_read_async (self->records, self->reading, records_read, g_object_ref (self));
}

gboolean
tyros_records_page_go_back (TyrosRecordsPage *self)
{
  g_return_val_if_fail (TYROS_IS_RECORDS_PAGE (self), FALSE);

  if (self->views->len == 0)
    return FALSE;
  g_ptr_array_remove_index (self->views, self->views->len - 1);
  render (self);
  return TRUE;
}

static void
back_activated (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *param G_GNUC_UNUSED)
{
  tyros_records_page_go_back (TYROS_RECORDS_PAGE (widget));
}

static void
tyros_records_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (object);
  View *view = top_view (self);

  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, _("Records")); break;
    case PROP_SUBTITLE:
      if (view != NULL)
        g_value_set_string (value, view->kind == VIEW_PERSON ? view->person : view->title);
      else if (self->shown != NULL && self->read)
        g_value_take_string (value, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finished game",
                                                                  "%u finished games", self->shown->len),
                                                     self->shown->len));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_records_page_dispose (GObject *object)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (object);
  GtkWidget *child;

  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  stop_filling (self);
  if (gtk_widget_get_frame_clock (GTK_WIDGET (self)) != NULL)
    g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (GTK_WIDGET (self)), show_skeleton, self);
  g_clear_pointer (&self->games_plays, g_ptr_array_unref);
  g_clear_pointer (&self->views, g_ptr_array_unref);
  self->stats = NULL;
  g_clear_pointer (&self->filtered, tyros_stats_free);
  g_clear_pointer (&self->everyone, tyros_stats_free);
  g_clear_pointer (&self->shown, g_ptr_array_unref);
  g_clear_object (&self->people);
  if (self->records != NULL)
    g_signal_handlers_disconnect_by_data (self->records, self);
  g_clear_object (&self->records);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_RECORDS_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tyros_records_page_parent_class)->dispose (object);
}

static void
tyros_records_page_class_init (TyrosRecordsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_records_page_dispose;
  object_class->get_property = tyros_records_page_get_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[OPEN_GAME] = g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "records.back", NULL, back_activated);
  gtk_widget_class_install_action (widget_class, "records.save-csv", NULL, save_csv_activated);
  gtk_widget_class_install_action (widget_class, "records.save-bgstats", NULL, save_bgstats_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-records-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, TyrosRecordsPage, name)
  BIND (view_stack);
  BIND (person_row);
  BIND (edition_row);
  BIND (players_row);
  BIND (people_list);
  BIND (records_list);
  BIND (games_group);
  BIND (games_list);
  BIND (detail_box);
  BIND (back_button);
  BIND (games_back_button);
  BIND (games_title);
  BIND (games_view);
#undef BIND
}

static void
tyros_records_page_init (TyrosRecordsPage *self)
{
  g_autoptr(GtkStringList) editions = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) players = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->views = g_ptr_array_new_with_free_func ((GDestroyNotify) view_free);
  self->games_model = gtk_string_list_new (NULL);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (games_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (games_bind), self);
  gtk_list_view_set_factory (self->games_view, factory);
  gtk_list_view_set_model (self->games_view,
                           GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (self->games_model))));
  g_signal_connect (self->games_view, "activate", G_CALLBACK (games_view_activated), self);
  gtk_string_list_append (editions, _("Both Editions"));
  gtk_string_list_append (editions, tyros_edition_display_name (tyros_edition_kosmos ()));
  gtk_string_list_append (editions, tyros_edition_display_name (tyros_edition_italian ()));
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (editions));
  gtk_string_list_append (players, _("Any Number"));
  gtk_string_list_append (players, _("3 Players"));
  gtk_string_list_append (players, _("4 Players"));
  adw_combo_row_set_model (self->players_row, G_LIST_MODEL (players));
  g_signal_connect_object (self->person_row, "notify::selected", G_CALLBACK (filter_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->edition_row, "notify::selected", G_CALLBACK (filter_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->players_row, "notify::selected", G_CALLBACK (filter_changed), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
tyros_records_page_new (TyrosRecords *records)
{
  TyrosRecordsPage *self = g_object_new (TYROS_TYPE_RECORDS_PAGE, NULL);

  self->records = g_object_ref (records);
  g_signal_connect_object (records, "changed", G_CALLBACK (records_changed), self, G_CONNECT_SWAPPED);
  records_changed (self);
  return GTK_WIDGET (self);
}
