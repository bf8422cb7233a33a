/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page.c: the Records page: its views, its filters, its exports
 *
 * Over tyros-records-page-private.h: the overview is filled in
 * tyros-records-page-overview.c, a person's page made in
 * tyros-records-page-person.c, the files left out listed in
 * tyros-records-page-left-out.c; the games behind a number are here.
 */
#define G_LOG_DOMAIN "tyros-records-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-choice-list.h"
#include "tyros-export.h"
#include "tyros-game-chooser.h"
#include "tyros-records-page-private.h"

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

static void
view_free (View *view)
{
  g_free (view->person);
  g_free (view->title);
  g_clear_pointer (&view->plays, g_ptr_array_unref);
  g_clear_pointer (&view->notes, g_ptr_array_unref);
  g_free (view);
}

View *
_tyros_records_page_top_view (TyrosRecordsPage *self)
{
  return self->views->len > 0 ? g_ptr_array_index (self->views, self->views->len - 1) : NULL;
}

/* Texts */

char *
_tyros_records_page_average_text (const TyrosTally *tally)
{
  /* printf's own decimal point: the locale's */
  return g_strdup_printf ("%.1f", tyros_tally_average (tally));
}

char *
_tyros_records_page_tally_summary (const TyrosTally *tally)
{
  g_autofree char *average = _tyros_records_page_average_text (tally);
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
char *
_tyros_records_page_finished_date (const TyrosPlay *play)
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
  g_autofree char *date = _tyros_records_page_finished_date (play);

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

GtkWidget *
_tyros_records_page_nav_row (const char *title,
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

void
_tyros_records_page_clear_list (GtkListBox *list)
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

GtkWidget *
_tyros_records_page_game_row (TyrosRecordsPage *self,
                              TyrosPlay        *play)
{
  g_autofree char *title = play_title (play);
  g_autofree char *subtitle = play_subtitle (play);
  GtkWidget *row = _tyros_records_page_nav_row (title, subtitle, NULL);

  g_object_set_data_full (G_OBJECT (row), "play", tyros_play_ref (play), (GDestroyNotify) tyros_play_unref);
  g_signal_connect (row, "activated", G_CALLBACK (game_activated), self);
  return row;
}

/* The list of every game behind a number: rows for those shown only */
static void
games_setup (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
             GtkListItem              *item,
             gpointer                  user_data G_GNUC_UNUSED)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  /* the list's item takes the focus (and Enter): a list box's row outside a
   * list box cannot (GTK 4.8 fails its assertion) */
  gtk_widget_set_can_focus (row, FALSE);
  gtk_list_item_set_child (item, row);
}

static void
games_bind (GtkSignalListItemFactory *factory G_GNUC_UNUSED,
            GtkListItem              *item,
            TyrosRecordsPage         *self)
{
  GtkWidget *row = gtk_list_item_get_child (item);
  guint position = gtk_list_item_get_position (item);
  TyrosPlay *play = g_ptr_array_index (self->games_plays, position);
  g_autofree char *title = play_title (play);
  g_autofree char *subtitle = play_subtitle (play);
  const char *note = self->games_notes != NULL ? g_ptr_array_index (self->games_notes, position) : NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (note != NULL)
    {
      g_autofree char *noted = g_strconcat (note, " · ", subtitle, NULL);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), noted);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
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
                 GPtrArray        *plays,
                 GPtrArray        *notes)
{
  g_autoptr(GPtrArray) indices = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < plays->len; i++)
    g_ptr_array_add (indices, g_strdup_printf ("%u", i));
  g_ptr_array_add (indices, NULL);
  g_clear_pointer (&self->games_plays, g_ptr_array_unref);
  self->games_plays = g_ptr_array_ref (plays);
  g_clear_pointer (&self->games_notes, g_ptr_array_unref);
  self->games_notes = notes != NULL ? g_ptr_array_ref (notes) : NULL;
  gtk_string_list_splice (self->games_model, 0, g_list_model_get_n_items (G_LIST_MODEL (self->games_model)),
                          (const char *const *) indices->pdata);
}

/* Views */

void
_tyros_records_page_push_view (TyrosRecordsPage *self,
                               View             *view)
{
  g_ptr_array_add (self->views, view);
  render (self);
}

void
_tyros_records_page_show_games (TyrosRecordsPage *self,
                                const char       *title,
                                GPtrArray        *plays)
{
  View *view = g_new0 (View, 1);

  view->kind = VIEW_GAMES;
  view->title = g_strdup (title);
  view->plays = g_ptr_array_ref (plays);
  _tyros_records_page_push_view (self, view);
}

static void
numbers_activated (AdwActionRow     *row,
                   TyrosRecordsPage *self)
{
  _tyros_records_page_show_games (self, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                  g_object_get_data (G_OBJECT (row), "plays"));
}

/* A row whose activation lists @plays (a GPtrArray of TyrosPlay, kept) */
GtkWidget *
_tyros_records_page_numbers_row (TyrosRecordsPage *self,
                                 const char       *title,
                                 const char       *subtitle,
                                 const char       *value,
                                 GPtrArray        *plays)
{
  GtkWidget *row = _tyros_records_page_nav_row (title, subtitle, value);

  g_object_set_data_full (G_OBJECT (row), "plays", g_ptr_array_ref (plays), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (row, "activated", G_CALLBACK (numbers_activated), self);
  return row;
}

static void
clear_detail (TyrosRecordsPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->detail_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->detail_box), child);
}

static void
render (TyrosRecordsPage *self)
{
  View *view = _tyros_records_page_top_view (self);
  g_autofree char *title = NULL;

  /* not read yet, or not counted yet */
  if (!self->read || self->stats == NULL)
    _tyros_records_page_show (self, self->skeleton ? "overview" : "reading", NULL);
  /* no finished game: the files left out may still be listed */
  else if (tyros_records_get_plays (self->records)->len == 0 && (view == NULL || view->kind != VIEW_LEFT_OUT))
    _tyros_records_page_show (self, "empty", NULL);
  else if (view == NULL)
    {
      gboolean shown = g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "overview") == 0;

      /* shown now: its first frame lays out the filters; the lists after it
       * (filled while on screen only) */
      _tyros_records_page_show (self, "overview", NULL);
      if (!shown)
        _tyros_records_page_fill_later (self, TRUE);
    }
  else if (view->kind == VIEW_GAMES)
    {
      g_autofree char *filter = _tyros_records_page_filter_text (self);

      show_games_view (self, view->plays, view->notes);
      gtk_label_set_text (self->games_filter, filter != NULL ? filter : "");
      gtk_widget_set_visible (GTK_WIDGET (self->games_filter), filter != NULL);
      gtk_label_set_text (self->games_title, view->title);
      _tyros_records_page_show (self, "games", view->title);
      /* the keyboard in the view shown (its way back is the header's) */
      gtk_widget_grab_focus (GTK_WIDGET (self->games_view));
    }
  else
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      /* The keyboard leaves the row opened for the window's header, the
       * view's way back (tyros-window.c), not for the view's first control
       * (as GtkStack would move it): a chart there would pick a game. */
      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
        gtk_root_set_focus (root, NULL);

      /* made again; kept under the views over it, and while it slides away */
      clear_detail (self);
      gtk_box_append (GTK_BOX (self->detail_box), box);
      if (view->kind == VIEW_LEFT_OUT)
        _tyros_records_page_render_left_out (self, box);
      else
        _tyros_records_page_render_person (self, box, view->person);
      g_object_get (self, "subtitle", &title, NULL);
      _tyros_records_page_show (self, "detail", title);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
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

char *
_tyros_records_page_filter_text (TyrosRecordsPage *self)
{
  const char *person = chosen_person (self);
  const TyrosEdition *edition = chosen_edition (self);
  guint players = chosen_players (self);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (person != NULL)
    /* Translators: the Records' filter by person, over what it counts: "In games with Anna" */
    g_ptr_array_add (parts, g_strdup_printf (_("In games with %s"), person));
  if (edition != NULL && parts->len > 0)
    g_ptr_array_add (parts, g_strdup (tyros_edition_display_name (edition)));
  else if (edition != NULL)
    /* Translators: the Records' filter by edition alone: "In games by the Italian rulebook" */
    g_ptr_array_add (parts, g_strdup_printf (_("In games by the %s"), tyros_edition_display_name (edition)));
  if (players != 0 && parts->len > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u player", "%u players", players), players));
  else if (players != 0)
    /* Translators: the Records' filter by number of players alone: "In games of 4 players" */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("In games of %u player", "In games of %u players", players),
                                             players));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

/* Says the filter on the overview's lists, which it narrows */
static void
name_filter (TyrosRecordsPage *self)
{
  g_autofree char *filter = _tyros_records_page_filter_text (self);
  /* the people's order, and the filter when there is one */
  const char *order = _("By wins, then average points. A shared win counts for each winner.");
  g_autofree char *people = filter != NULL ? g_strconcat (filter, "\n", order, NULL) : g_strdup (order);

  tyros_group_set_plain_description (self->people_group, people);
  tyros_group_set_plain_description (self->records_group, filter);
  tyros_group_set_plain_description (self->games_group, filter);
}

/* Exporting the games the filters let through: a CSV table, or the plays in
 * BG Stats' push format as one JSON file (neither a link BG Stats opens nor
 * a BG Stats backup: a file for scripts; one play is sent from its score
 * sheet) */
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
  g_autofree char *done = g_strdup_printf (ngettext ("%u game saved as JSON",
                                                     "%u games saved as JSON", self->shown->len),
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
  TyrosFileKind kind = { _("JSON files"), "*.json", "application/json" };

  /* Translators: the name offered for the saved games of the Records page */
  tyros_game_chooser_save_kind (window_of (self), _("Save the Games as JSON"), &kind,
                                _("Tyros plays.json"), G_OBJECT (self), bgstats_chosen);
}

/* The numbers are counted in a worker thread (1,000 games: 2 to 5 ms,
 * more with more games; bench/records), from copies of the plays: the
 * records rename their people in place, on the main thread. Until a count
 * is done the page shows what it showed, and tells screen readers it is
 * busy; a count started again (the plays or the filters changed) cancels
 * the one under way. */
typedef struct {
  char       *person;     /* the filters it counted for */
  GPtrArray  *plays;      /* every play, copied; NULL: everyone's numbers not counted again */
  GPtrArray  *shown;      /* the plays the filters let through, copied */
  gboolean    all_shown;  /* the filters let every play through */
  TyrosStats *everyone;   /* counted: over plays */
  TyrosStats *filtered;   /* counted: over shown, unless all_shown */
} Count;

static void
count_free (Count *count)
{
  g_free (count->person);
  g_clear_pointer (&count->plays, g_ptr_array_unref);
  g_clear_pointer (&count->shown, g_ptr_array_unref);
  g_clear_pointer (&count->everyone, tyros_stats_free);
  g_clear_pointer (&count->filtered, tyros_stats_free);
  g_free (count);
}

static TyrosStats *
stats_of (GPtrArray *plays)
{
  return tyros_stats_new ((TyrosPlay *const *) plays->pdata, plays->len);
}

static void
count_in_thread (GTask        *task,
                 gpointer      source_object G_GNUC_UNUSED,
                 gpointer      task_data,
                 GCancellable *cancellable G_GNUC_UNUSED)
{
  Count *count = task_data;

  if (count->plays != NULL)
    count->everyone = stats_of (count->plays);
  if (!count->all_shown)
    count->filtered = stats_of (count->shown);
  g_task_return_boolean (task, TRUE);
}

static void counted (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data);

/* Counts the numbers over the plays the filters let through (and over
 * every play, when they changed) again, in a worker thread */
static void
count_again (TyrosRecordsPage *self)
{
  GPtrArray *plays = tyros_records_get_plays (self->records);
  g_autoptr(GPtrArray) shown = tyros_records_filter (self->records, chosen_person (self), chosen_edition (self),
                                                     chosen_players (self));
  g_autoptr(GTask) task = NULL;
  Count *count = g_new0 (Count, 1);

  g_cancellable_cancel (self->counting);
  g_clear_object (&self->counting);
  self->counting = g_cancellable_new ();
  count->person = g_strdup (chosen_person (self));
  count->all_shown = shown->len == plays->len;
  count->shown = g_ptr_array_new_full (shown->len, (GDestroyNotify) tyros_play_unref);
  if (self->count_everyone)
    count->plays = g_ptr_array_new_full (plays->len, (GDestroyNotify) tyros_play_unref);
  /* shown: some of plays, in their order */
  for (guint i = 0, k = 0; i < plays->len; i++)
    {
      TyrosPlay *play = g_ptr_array_index (plays, i);
      gboolean is_shown = k < shown->len && g_ptr_array_index (shown, k) == play;
      TyrosPlay *copy = is_shown || count->plays != NULL ? tyros_play_copy (play) : NULL;

      if (is_shown)
        {
          g_ptr_array_add (count->shown, tyros_play_ref (copy));
          k++;
        }
      if (copy != NULL)
        count->plays != NULL ? g_ptr_array_add (count->plays, copy) : tyros_play_unref (copy);
    }
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY, TRUE, -1);
  /* the page is not the task's: a task's last reference may go in its
   * worker thread, with its source object, and a widget finalized there
   * crashes GTK (the page cancels the count when disposed, before it goes) */
  task = g_task_new (NULL, self->counting, counted, self);
  g_task_set_source_tag (task, count_again);
  g_task_set_task_data (task, count, (GDestroyNotify) count_free);
  g_task_run_in_thread (task, count_in_thread);
}

/* A count done: the page shows its numbers */
static void
counted (GObject      *source G_GNUC_UNUSED,
         GAsyncResult *result,
         gpointer      user_data)
{
  TyrosRecordsPage *self;
  Count *count = g_task_get_task_data (G_TASK (result));

  /* cancelled: counted again since, or the page is gone (not to be looked at) */
  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  self = TYROS_RECORDS_PAGE (user_data);
  g_clear_object (&self->counting);
  self->stats = NULL;
  g_clear_pointer (&self->filtered, tyros_stats_free);
  g_clear_pointer (&self->shown, g_ptr_array_unref);
  if (count->everyone != NULL)
    {
      g_clear_pointer (&self->everyone, tyros_stats_free);
      self->everyone = g_steal_pointer (&count->everyone);
      self->count_everyone = FALSE;
      update_person_choices (self);
      _tyros_records_page_update_left_out (self);
    }
  self->shown = g_steal_pointer (&count->shown);
  /* no filter chosen: the numbers of everyone, counted once */
  self->stats = count->all_shown ? self->everyone : (self->filtered = g_steal_pointer (&count->filtered));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "records.save-csv", self->shown->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "records.save-bgstats", self->shown->len > 0);
  name_filter (self);
  render (self);
  /* the overview's lists in the next turns of the main loop (FillStep) */
  self->fill_step = FILL_PEOPLE;
  self->fill_row = 0;
  _tyros_records_page_fill_later (self, FALSE);
  /* the person counted for is no longer one (merged into another): counted
   * again for the choice now (the views shown were made again above: none
   * keeps the numbers just freed) */
  if (g_strcmp0 (count->person, chosen_person (self)) != 0)
    count_again (self);
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
  self->count_everyone = TRUE;
  /* before the page's first read: counted after it (records_read) */
  if (self->read)
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
      if (self->count_everyone)
        count_again (self);
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
tyros_records_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TyrosRecordsPage *self = TYROS_RECORDS_PAGE (object);
  View *view = _tyros_records_page_top_view (self);

  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, _("Records")); break;
    case PROP_SUBTITLE:
      if (view != NULL)
        g_value_set_string (value, view->kind == VIEW_PERSON ? view->person
                                   : view->kind == VIEW_LEFT_OUT ? _("Files Not Counted") : view->title);
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
  g_cancellable_cancel (self->counting);
  g_clear_object (&self->counting);
  _tyros_records_page_stop_filling (self);
  if (gtk_widget_get_frame_clock (GTK_WIDGET (self)) != NULL)
    g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (GTK_WIDGET (self)), show_skeleton, self);
  g_clear_pointer (&self->games_plays, g_ptr_array_unref);
  g_clear_pointer (&self->games_notes, g_ptr_array_unref);
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

  gtk_widget_class_install_action (widget_class, "records.show-left-out", NULL, _tyros_records_page_show_left_out);
  gtk_widget_class_install_action (widget_class, "records.save-csv", NULL, save_csv_activated);
  gtk_widget_class_install_action (widget_class, "records.save-bgstats", NULL, save_bgstats_activated);
  gtk_widget_class_install_action (widget_class, "records.undo-names", "(sas)", _tyros_records_page_undo_names);
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
  BIND (games_title);
  BIND (games_filter);
  BIND (people_group);
  BIND (records_group);
  BIND (left_out_group);
  BIND (export_group);
  BIND (export_json_row);
  BIND (left_out_list);
  BIND (empty_left_out_button);
  BIND (games_view);
#undef BIND
}

static void
go_on_filling (TyrosRecordsPage *self)
{
  _tyros_records_page_fill_later (self, TRUE);
}

static void
tyros_records_page_init (TyrosRecordsPage *self)
{
  g_autoptr(GtkStringList) editions = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) players = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* the page's toasts, over its views */
  self->toast_overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  g_object_ref (self->view_stack);
  gtk_widget_unparent (GTK_WIDGET (self->view_stack));
  adw_toast_overlay_set_child (self->toast_overlay, _tyros_records_page_init_navigation (self));
  g_object_unref (self->view_stack);
  gtk_widget_set_parent (GTK_WIDGET (self->toast_overlay), GTK_WIDGET (self));
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
  tyros_choice_list_show_whole (G_OBJECT (self->edition_row));
  tyros_choice_list_show_chosen_whole (self->edition_row);
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
  /* the overview's lists are filled while on screen (FillStep) */
  g_signal_connect (self, "map", G_CALLBACK (go_on_filling), NULL);
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
