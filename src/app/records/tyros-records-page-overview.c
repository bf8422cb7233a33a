/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page-overview.c: the Records page's overview: its people, the
 * group's records and the newest games, filled a few rows a turn */
#define G_LOG_DOMAIN "tyros-records-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-records-page-private.h"

/* The overview lists the newest games; all of them are a row away, in a
 * list that makes rows only for what it shows (games_view) */
#define OVERVIEW_GAMES 5

/* The overview's lists get at most this many new rows a frame: GTK 4.8
 * measures a new row's wrapping labels at several widths in the frame
 * after (the window's minimum size, the scrolled window's child, the
 * allocation), 0.8 to 1.5 ms a row here, up to 3 ms on a saturated
 * machine, where four rows and their group took 14 ms, two rows 10 ms
 * (the goal is 8; bench/records). More turns, more frames: opening costs
 * some 25% more CPU. */
#define ROWS_PER_TURN 1

static void
all_games_activated (TyrosRecordsPage *self,
                     GtkWidget        *row)
{
  _tyros_records_page_show_games (self, _("Games"), g_object_get_data (G_OBJECT (row), "plays"));
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
    return _tyros_records_page_game_row (self, g_ptr_array_index (self->shown, i));
  /* Translators: the last row under the newest games of the records */
  title = g_strdup_printf (_("All %u Games"), self->shown->len);
  row = _tyros_records_page_nav_row (title, NULL, NULL);
  g_object_set_data_full (G_OBJECT (row), "plays", g_ptr_array_ref (self->shown), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_swapped (row, "activated", G_CALLBACK (all_games_activated), self);
  return row;
}

static void
person_activated (AdwActionRow     *row,
                  TyrosRecordsPage *self)
{
  View *view = g_new0 (View, 1);

  view->kind = VIEW_PERSON;
  view->person = g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  _tyros_records_page_push_view (self, view);
}

/* "Ben", "Ben and Dora", "Ben, Dora and Emil", "Ben, Dora and 2 others" */
static char *
names_text (GPtrArray *names)
{
  const char *const *n = (const char *const *) names->pdata;

  switch (names->len)
    {
    case 0: return g_strdup ("");
    case 1: return g_strdup (n[0]);
    /* Translators: two who hold a record: "Ben and Dora" */
    case 2: return g_strdup_printf (_("%s and %s"), n[0], n[1]);
    /* Translators: three who hold a record: "Ben, Dora and Emil" */
    case 3: return g_strdup_printf (_("%s, %s and %s"), n[0], n[1], n[2]);
    default:
      /* Translators: who hold a record: "Ben, Dora and 2 others" */
      return g_strdup_printf (ngettext ("%s, %s and %u other", "%s, %s and %u others", names->len - 2),
                              n[0], n[1], names->len - 2);
    }
}

static const char *
holder_name (const TyrosRecordHolder *holder)
{
  return holder->player >= 0 ? holder->play->players[holder->player].name
                             : tyros_empire_display_name (holder->empire);
}

/* "Ben, Dora and 2 others · 6 times": each holder once, as the core counts them */
static char *
holders_text (const TyrosRecord *record)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *who = NULL;

  for (guint i = 0; i < record->distinct->len; i++)
    {
      const TyrosRecordHolderCount *count = &g_array_index (record->distinct, TyrosRecordHolderCount, i);

      g_ptr_array_add (names, (gpointer) (count->name != NULL ? count->name
                                                              : tyros_empire_display_name (count->empire)));
    }
  who = names_text (names);
  if (record->holders->len < 2)
    return g_steal_pointer (&who);
  /* Translators: who hold a record and how often it was set: "Ben, Dora and 2 others · 6 times" */
  return g_strdup_printf (ngettext ("%s · %u time", "%s · %u times", record->holders->len), who,
                          record->holders->len);
}

/* The plays that hold @record, and who held it in each ("Held by Ben") */
static void
record_plays (const TyrosRecord *record,
              GPtrArray         *plays,
              GPtrArray         *notes)
{
  for (guint i = 0; i < record->holders->len;)
    {
      TyrosPlay *play = g_array_index (record->holders, TyrosRecordHolder, i).play;
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      g_autofree char *who = NULL;

      /* a play's holders are next to each other */
      for (; i < record->holders->len && g_array_index (record->holders, TyrosRecordHolder, i).play == play; i++)
        g_ptr_array_add (names, (gpointer) holder_name (&g_array_index (record->holders, TyrosRecordHolder, i)));
      who = names_text (names);
      g_ptr_array_add (plays, tyros_play_ref (play));
      /* Translators: in the list of games behind a record: "Held by Ben" */
      g_ptr_array_add (notes, g_strdup_printf (_("Held by %s"), who));
    }
}

static void
records_row_activated (AdwActionRow     *row,
                       TyrosRecordsPage *self)
{
  View *view = g_new0 (View, 1);

  view->kind = VIEW_GAMES;
  view->title = g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  view->plays = g_ptr_array_ref (g_object_get_data (G_OBJECT (row), "plays"));
  view->notes = g_ptr_array_ref (g_object_get_data (G_OBJECT (row), "notes"));
  _tyros_records_page_push_view (self, view);
}

/* The row of the group's record @k, or NULL when nobody holds it */
static GtkWidget *
record_row (TyrosRecordsPage *self,
            guint             k)
{
  static const char *const titles[TYROS_N_RECORDS] = {
    N_("Highest Score"), N_("Largest Empire"), N_("Most Cities"),
  };
  const TyrosRecord *record = tyros_stats_get_record (self->stats, (TyrosRecordKind) k);
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *holders = NULL;
  g_autofree char *value = g_strdup_printf ("%u", record->value);
  GtkWidget *row;

  if (record->holders->len == 0)
    return NULL;
  holders = holders_text (record);
  record_plays (record, plays, notes);
  row = _tyros_records_page_nav_row (_(titles[k]), holders, value);
  g_object_set_data_full (G_OBJECT (row), "plays", g_ptr_array_ref (plays), (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (row), "notes", g_ptr_array_ref (notes), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (row, "activated", G_CALLBACK (records_row_activated), self);
  return row;
}

static GtkWidget *
person_row (TyrosRecordsPage *self,
            guint             i)
{
  const TyrosPersonStats *person = g_ptr_array_index (tyros_stats_get_people (self->stats), i);
  g_autofree char *summary = _tyros_records_page_tally_summary (&person->all);
  GtkWidget *row = _tyros_records_page_nav_row (person->name, summary, NULL);

  g_signal_connect (row, "activated", G_CALLBACK (person_activated), self);
  return row;
}

static gboolean fill_next (gpointer user_data);

static void
fill_after_frame (GdkFrameClock    *clock,
                  TyrosRecordsPage *self)
{
  g_signal_handlers_disconnect_by_func (clock, fill_after_frame, self);
  self->fill_source = g_idle_add (fill_next, self);
}

void
_tyros_records_page_stop_filling (TyrosRecordsPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  g_clear_handle_id (&self->fill_source, g_source_remove);
  if (clock != NULL)
    g_signal_handlers_disconnect_by_func (clock, fill_after_frame, self);
}

/* The next list in a turn of its own; @after_frame: after the next frame,
 * when the page is on screen (lists filled before one frame would be laid
 * out together in it) */
void
_tyros_records_page_fill_later (TyrosRecordsPage *self,
                                gboolean          after_frame)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  GtkWidget *overview = gtk_stack_get_child_by_name (self->view_stack, "overview");

  _tyros_records_page_stop_filling (self);
  /* filled while on screen only: rows and groups made out of sight would
   * all be measured in the one turn that shows them (the page's "map" and
   * render() go on) */
  if (self->fill_step >= FILL_DONE || !gtk_widget_get_mapped (overview))
    return;
  if (after_frame && clock != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    g_signal_connect_object (clock, "after-paint", G_CALLBACK (fill_after_frame), self, 0);
  else
    self->fill_source = g_idle_add (fill_next, self);
}

typedef GtkWidget *(*MakeRow) (TyrosRecordsPage *self,
                               guint             i);

/* The next ROWS_PER_TURN rows of @list, from self->fill_row (@make gives
 * NULL for one not shown); TRUE when all @n are there */
static gboolean
fill_rows (TyrosRecordsPage *self,
           GtkListBox       *list,
           guint             n,
           MakeRow           make)
{
  if (self->fill_row == 0)
    _tyros_records_page_clear_list (list);
  for (guint k = 0; k < ROWS_PER_TURN && self->fill_row < n; k++, self->fill_row++)
    {
      GtkWidget *row = make (self, self->fill_row);

      if (row != NULL)
        gtk_list_box_append (list, row);
    }
  return self->fill_row >= n;
}

/* The group of a step, shown with its first rows (FillStep) */
static AdwPreferencesGroup *
step_group (TyrosRecordsPage *self)
{
  switch ((FillStep) self->fill_step)
    {
    case FILL_PEOPLE: return self->people_group;
    case FILL_RECORDS: return self->records_group;
    case FILL_GAMES: return self->games_group;
    case FILL_EXPORT: return self->export_group;
    case FILL_DONE:
    default: return NULL;
    }
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
    case FILL_RECORDS: done = fill_rows (self, self->records_list, TYROS_N_RECORDS, record_row); break;
    case FILL_GAMES: done = fill_rows (self, self->games_list, overview_games (self), overview_game_row); break;
    case FILL_EXPORT:
      /* its first row with the group, the second in a turn after it */
      done = gtk_widget_get_visible (GTK_WIDGET (self->export_group));
      gtk_widget_set_visible (self->export_json_row, done);
      break;
    case FILL_DONE:
    default: break;
    }
  if (step_group (self) != NULL)
    gtk_widget_set_visible (GTK_WIDGET (step_group (self)), TRUE);
  if (done)
    {
      self->fill_step++;
      self->fill_row = 0;
    }
  /* screen readers: the page is whole now, unless counted again meanwhile */
  if (self->fill_step >= FILL_DONE && self->counting == NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY, FALSE, -1);
  _tyros_records_page_fill_later (self, TRUE);
  return G_SOURCE_REMOVE;
}
