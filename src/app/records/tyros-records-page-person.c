/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page-person.c: a person's page of the Records page: their
 * chart, numbers, name (renaming and merging), parts and head to head */
#define G_LOG_DOMAIN "tyros-records-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-player-colours.h"
#include "tyros-records-page-private.h"
#include "tyros-score-chart.h"
#include "tyros-toast.h"

/* The first choice of "Same Person As" says nobody is chosen: libadwaita 1.7
 * selects a combo row's first item where 1.2 kept none selected */
#define NOBODY_CHOSEN 0

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

GtkWidget *
_tyros_records_page_group_new (GtkWidget  *box,
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
  g_autofree char *average = _tyros_records_page_average_text (all);
  g_autofree char *best = g_strdup_printf ("%u", all->best);
  g_autofree char *worst = g_strdup_printf ("%u", all->worst);
  g_autofree char *rank = g_strdup_printf ("%.1f", tyros_tally_average_rank_tenths (all) / 10.0);
  g_autoptr(GPtrArray) won = plays_where (person->name, all, keep_won);
  g_autoptr(GPtrArray) high = plays_where (person->name, all, keep_best);
  g_autoptr(GPtrArray) low = plays_where (person->name, all, keep_worst);

  gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, _("Games"), NULL, games, all->plays));
  gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, _("Wins"), NULL, wins, won));
  gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, _("Win Rate"), NULL, rate, won));
  gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, _("Average Points"), NULL, average, all->plays));
  gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, _("Best Score"), NULL, best, high));
  gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, _("Worst Score"), NULL, worst, low));
  gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, _("Average Rank"), NULL, rank, all->plays));
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
      _tyros_records_page_group_new (box, _(titles[g]), &list);
      for (guint i = 0; i < person->by[g]->len; i++)
        {
          const TyrosTally *tally = g_ptr_array_index (person->by[g], i);
          g_autofree char *title = part_title (g, tally->key);
          g_autofree char *summary = _tyros_records_page_tally_summary (tally);

          gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, title, summary, NULL, tally->plays));
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
        _tyros_records_page_group_new (box, _("Head to Head"), &list);
      /* Translators: head to head in a person's records: "Against Ben" */
      title = g_strdup_printf (_("Against %s"), other->name);
      /* Translators: head to head: "Ahead in 2 of 3 games, behind in 1" */
      summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ahead in %u of %u game, behind in %u",
                                              "Ahead in %u of %u games, behind in %u", duel->games),
                                 duel->a_ahead, duel->games, duel->b_ahead);
      gtk_list_box_append (GTK_LIST_BOX (list), _tyros_records_page_numbers_row (self, title, summary, NULL, duel->plays));
    }
}

/* Renaming, merging and taking a spelling out again: each said in a toast
 * whose Undo (records.undo-names) does the opposite */

static void
say_problem (GtkWidget  *box,
             const char *text)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (box), "problem");

  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL);
}

/* @text in a toast of the page, with Undo doing @undo (a parameter of
 * records.undo-names) when not NULL; the names in it are text, not markup */
static void
say_done (TyrosRecordsPage *self,
          const char       *text,
          GVariant         *undo)
{
  AdwToast *toast = tyros_toast_new_sentence (GTK_WIDGET (self), text);

  /* the newest first: its Undo is the one to see (an older toast waits) */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  if (undo != NULL)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "records.undo-names");
      adw_toast_set_action_target_value (toast, undo);
    }
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The person's page follows them from @from to @to (before the records are
 * counted again) */
static void
follow_person (TyrosRecordsPage *self,
               const char       *from,
               const char       *to)
{
  View *view = _tyros_records_page_top_view (self);

  if (view != NULL && view->kind == VIEW_PERSON && g_str_equal (view->person, from))
    {
      g_free (view->person);
      view->person = g_strdup (to);
    }
}

static GVariant *
undo_names (const char        *kind,
            const char *const *names)
{
  return g_variant_new ("(s^as)", kind, names);
}

static void
rename_applied (TyrosRecordsPage *self,
                GtkWidget        *button)
{
  AdwEntryRow *row = g_object_get_data (G_OBJECT (button), "row");
  View *view = _tyros_records_page_top_view (self);
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autofree char *old = g_strdup (view->person);
  g_autoptr(GError) error = NULL;

  if (g_str_equal (name, old))
    return;
  follow_person (self, old, name);
  if (tyros_people_rename (tyros_records_get_people (self->records), old, name, &error))
    {
      const char *const back[] = { name, old, NULL };
      /* Translators: a toast after a rename on a person's records: "Ben is called Benjamin now" */
      g_autofree char *text = g_strdup_printf (_("%s is called %s now"), old, name);

      say_done (self, text, undo_names ("rename", back));
    }
  else
    {
      /* not "merge them": the reason only (two people who played together never are one) */
      follow_person (self, name, old);
      say_problem (self->detail_box, error->message);
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
merge_now (TyrosRecordsPage *self,
           const char       *person,
           const char       *other)
{
  TyrosPeople *people = tyros_records_get_people (self->records);
  g_auto(GStrv) spellings = tyros_people_names_of (people, other);
  g_autoptr(GStrvBuilder) back = g_strv_builder_new ();
  g_auto(GStrv) undo = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (!tyros_people_merge (people, person, other, &error))
    {
      say_problem (self->detail_box, error->message);
      return;
    }
  /* undone: the games played as the other's spellings are theirs again */
  g_strv_builder_add (back, person);
  g_strv_builder_add (back, other);
  g_strv_builder_addv (back, (const char **) spellings);
  undo = g_strv_builder_end (back);
  /* Translators: a toast after a merge on a person's records: "Ben’s games count for Anna now" */
  text = g_strdup_printf (_("%s’s games count for %s now"), other, person);
  say_done (self, text, spellings[0] != NULL ? undo_names ("merge", (const char *const *) undo) : NULL);
}

static void
merge_answered (GtkWidget        *dialog,
                const char       *response,
                TyrosRecordsPage *self)
{
  if (g_str_equal (response, "merge"))
    merge_now (self, g_object_get_data (G_OBJECT (dialog), "person"), g_object_get_data (G_OBJECT (dialog), "other"));
}

/* Asks before merging: a merge changes every number of both */
static void
ask_merge (TyrosRecordsPage *self,
           const char       *person,
           const char       *other)
{
  /* Translators: the question before a merge: "Count Ben’s Games for Anna?" */
  g_autofree char *heading = g_strdup_printf (_("Count %s’s Games for %s?"), other, person);
  /* Translators: under the question before a merge */
  g_autofree char *body = g_strdup_printf (_("Every game played as %s will count for %s, as one person. The game files keep the names as played."),
                                           other, person);
  GtkWidget *dialog;

#if ADW_CHECK_VERSION (1, 5, 0)
  dialog = GTK_WIDGET (adw_alert_dialog_new (heading, body));
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", _("_Cancel"), "merge", _("_Merge"), NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "merge", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
#else
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "merge", _("_Merge"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "merge", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
#endif
  g_object_set_data_full (G_OBJECT (dialog), "person", g_strdup (person), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "other", g_strdup (other), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (merge_answered), self, 0);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
#else
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

static void
merge_clicked (GtkButton        *button,
               TyrosRecordsPage *self)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (button), "row");
  GtkStringObject *other = adw_combo_row_get_selected_item (row);
  View *view = _tyros_records_page_top_view (self);
  g_autoptr(GError) error = NULL;

  if (other == NULL || adw_combo_row_get_selected (row) == NOBODY_CHOSEN)
    return;
  /* refused at once, with the reason: nothing to confirm */
  if (!tyros_people_can_merge (tyros_records_get_people (self->records), view->person,
                               gtk_string_object_get_string (other), &error))
    {
      say_problem (self->detail_box, error->message);
      /* never one person: not left chosen */
      if (g_error_matches (error, TYROS_PEOPLE_ERROR, TYROS_PEOPLE_ERROR_TOGETHER))
        adw_combo_row_set_selected (row, NOBODY_CHOSEN);
    }
  else
    ask_merge (self, view->person, gtk_string_object_get_string (other));
}

/* Merge needs someone chosen: nobody is, at first */
static void
merge_choice_changed (AdwComboRow *row,
                      GParamSpec  *pspec G_GNUC_UNUSED,
                      GtkWidget   *button)
{
  guint chosen = adw_combo_row_get_selected (row);

  gtk_widget_set_sensitive (button, chosen != NOBODY_CHOSEN && chosen != GTK_INVALID_LIST_POSITION);
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
  /* nobody chosen for them: a merge is a choice, never a default */
  adw_combo_row_set_selected (ADW_COMBO_ROW (merge), NOBODY_CHOSEN);
  gtk_widget_set_sensitive (button, FALSE);
  g_signal_connect (merge, "notify::selected", G_CALLBACK (merge_choice_changed), button);
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
take_out_clicked (GtkButton        *button,
                  TyrosRecordsPage *self)
{
  const char *spelling = g_object_get_data (G_OBJECT (button), "spelling");
  const char *const names[] = { spelling, NULL };
  View *view = _tyros_records_page_top_view (self);
  const char *const back[] = { view->person, spelling, NULL };
  g_autoptr(GVariant) undo = g_variant_ref_sink (undo_names ("split", back));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (!tyros_people_split (tyros_records_get_people (self->records), names, spelling, &error))
    {
      say_problem (self->detail_box, error->message);
      return;
    }
  /* Translators: a toast after a spelling is taken out of a person: "The games played as ann no longer count for Anna" */
  text = g_strdup_printf (_("The games played as %s no longer count for %s"), spelling, view->person);
  say_done (self, text, undo);
}

/* A row for each name @person played as, but their own: taken out, its
 * games count for a person of that name again */
static void
add_spelling_rows (TyrosRecordsPage  *self,
                   GtkWidget         *list,
                   const char        *person,
                   const char *const *spellings)
{
  for (guint i = 0; spellings[i] != NULL; i++)
    {
      GtkWidget *row, *button;
      /* Translators: the description of Take Out beside a name a person played as: "Count the games played as ann apart" */
      g_autofree char *what = g_strdup_printf (_("Count the games played as %s apart"), spellings[i]);

      if (g_str_equal (spellings[i], person))
        continue;
      row = adw_action_row_new ();
      /* Translators: the subtitle of a name a person played as, on their records */
      tyros_row_set_plain_text (ADW_PREFERENCES_ROW (row), spellings[i], _("Played as"));
      button = gtk_button_new_with_mnemonic (_("_Take Out"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, what, -1);
      g_object_set_data_full (G_OBJECT (button), "spelling", g_strdup (spellings[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (take_out_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

static void
add_name_rows (TyrosRecordsPage *self,
               GtkWidget        *box,
               const char       *person)
{
  g_autoptr(GtkStringList) others = gtk_string_list_new (NULL);
  GPtrArray *people = tyros_stats_get_people (self->stats);
  g_auto(GStrv) spellings = tyros_people_names_of (tyros_records_get_people (self->records), person);
  GtkWidget *group, *list, *rename, *button, *problem;

  group = _tyros_records_page_group_new (box, _("Name"), &list);
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
  /* one spelling is the person: nothing to take out */
  if (spellings[0] != NULL && spellings[1] != NULL)
    add_spelling_rows (self, list, person, (const char *const *) spellings);

  /* Translators: "Same Person As" before a person is chosen from its list */
  gtk_string_list_append (others, _("Nobody chosen"));
  for (guint i = 0; i < people->len; i++)
    {
      const char *name = ((TyrosPersonStats *) g_ptr_array_index (people, i))->name;

      if (!g_str_equal (name, person))
        gtk_string_list_append (others, name);
    }
  if (g_list_model_get_n_items (G_LIST_MODEL (others)) > NOBODY_CHOSEN + 1)
    add_merge_row (self, box, list, person, G_LIST_MODEL (others));
  problem = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (problem), TRUE);
  gtk_label_set_xalign (GTK_LABEL (problem), 0);
  gtk_widget_add_css_class (problem, "error");
  gtk_widget_set_visible (problem, FALSE);
  gtk_box_append (GTK_BOX (box), problem);
  g_object_set_data (G_OBJECT (self->detail_box), "problem", problem);
}

/* records.undo-names: a rename, merge or taking out undone; its parameter
 * (kind, names) as say_done() was given it */
void
_tyros_records_page_undo_names (GtkWidget  *widget,
                                const char *action_name G_GNUC_UNUSED,
                                GVariant   *param)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (widget);
  TyrosPeople *people = tyros_records_get_people (self->records);
  g_autofree const char **names = NULL;
  const char *kind;
  g_autoptr(GError) error = NULL;
  gboolean undone;

  g_variant_get (param, "(&s^a&s)", &kind, &names);
  if (g_strv_length ((char **) names) < 2)
    return;
  if (g_str_equal (kind, "rename"))
    {
      follow_person (self, names[0], names[1]);
      undone = tyros_people_rename (people, names[0], names[1], &error);
      if (!undone)
        follow_person (self, names[1], names[0]);
    }
  /* the other's spellings are theirs again */
  else if (g_str_equal (kind, "merge") && names[2] != NULL)
    undone = tyros_people_split (people, names + 2, names[1], &error);
  else if (g_str_equal (kind, "split"))
    undone = tyros_people_merge (people, names[0], names[1], &error);
  else
    return;
  if (!undone)
    say_done (self, error->message, NULL);
}

/* The chart and the page */

static void
add_chart (GtkWidget              *box,
           const TyrosPersonStats *person)
{
  const GPtrArray *plays = person->all.plays;
  g_autofree guint *totals = g_new0 (guint, plays->len + 1);
  g_autoptr(GPtrArray) dates = g_ptr_array_new_full (plays->len, g_free);
  GtkWidget *chart = tyros_score_chart_new ();
  GtkWidget *title = gtk_label_new (_("Points over Time"));

  /* the plays are newest first; the chart reads from the left */
  g_ptr_array_set_size (dates, (int) plays->len);
  for (guint i = 0; i < plays->len; i++)
    {
      TyrosPlay *play = g_ptr_array_index (plays, i);

      totals[plays->len - 1 - i] = tyros_play_find_player (play, person->name)->total;
      dates->pdata[plays->len - 1 - i] = _tyros_records_page_finished_date (play);
    }
  tyros_score_chart_set_games (TYROS_SCORE_CHART (chart), totals, (const char *const *) dates->pdata, plays->len);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), chart);
}

/* A line that says what the view counts, under a filter */
static void
add_filter_label (TyrosRecordsPage *self,
                  GtkWidget        *box)
{
  g_autofree char *filter = _tyros_records_page_filter_text (self);
  GtkWidget *label;

  if (filter == NULL)
    return;
  label = gtk_label_new (filter);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
}

void
_tyros_records_page_render_person (TyrosRecordsPage *self,
                                   GtkWidget        *box,
                                   const char       *name)
{
  const TyrosPersonStats *person = tyros_stats_find_person (self->stats, name);
  GtkWidget *list;

  if (person == NULL)
    return;
  add_filter_label (self, box);
  add_chart (box, person);
  _tyros_records_page_group_new (box, name, &list);
  add_numbers (self, list, person);
  add_name_rows (self, box, name);
  add_parts (self, box, person);
  add_head_to_head (self, box, name);
}
