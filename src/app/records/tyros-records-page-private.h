/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page-private.h: what the Records page's files share
 *
 * The page (tyros-records-page.c) keeps its views in a stack over the
 * overview, counts the numbers the filters let through and lists the games
 * behind a number; the overview's lists are filled a few rows a turn in
 * tyros-records-page-overview.c; a person's page is made in
 * tyros-records-page-person.c; the files that count nothing are listed in
 * tyros-records-page-left-out.c; the views shown in
 * tyros-records-page-navigation.c.
 */
#pragma once

#include "tyros-plain-text.h"
#include "tyros-records-page.h"

G_BEGIN_DECLS

/* The overview's lists, filled after the numbers are counted, a few rows
 * (ROWS_PER_TURN) in each turn of the main loop and, when the page is on
 * screen, after the frame that laid out the rows before: no turn and no
 * frame holds the main loop for long with 1,000 games (bench/records).
 * Shown the first time, each group comes in its own turn (FILL_EXPORT:
 * the export's group): the overview shown whole at once took GTK 15 to
 * 25 ms to measure in one turn. */
typedef enum {
  FILL_PEOPLE,
  FILL_RECORDS,
  FILL_GAMES,
  FILL_EXPORT,
  FILL_DONE,
} FillStep;

typedef enum {
  VIEW_PERSON,   /* a person's numbers */
  VIEW_GAMES,    /* the games behind a number */
  VIEW_LEFT_OUT, /* the files that count nothing */
} ViewKind;

/* A page shown over the overview; the last one of the page's views is shown */
typedef struct {
  ViewKind   kind;
  char      *person;   /* VIEW_PERSON */
  char      *title;    /* VIEW_GAMES */
  GPtrArray *plays;    /* VIEW_GAMES: TyrosPlay */
  GPtrArray *notes;    /* VIEW_GAMES: what each play holds ("Held by Ben"), or NULL */
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
  GtkLabel      *games_title;
  GtkLabel      *games_filter;
  AdwPreferencesGroup *people_group;
  AdwPreferencesGroup *records_group;
  AdwPreferencesGroup *left_out_group;
  AdwPreferencesGroup *export_group;
  GtkWidget     *export_json_row;
  GtkListBox    *left_out_list;
  GtkWidget     *empty_left_out_button;
  AdwToastOverlay *toast_overlay;  /* over view_stack: a rename or merge undone from it */

  TyrosRecords  *records;
  GCancellable  *reading;
  GCancellable  *counting;   /* the numbers being counted in a worker thread, or NULL */
  gboolean       count_everyone;  /* the plays changed: everyone's numbers to count again */
  TyrosStats    *everyone;   /* over every play: the person filter's choices */
  TyrosStats    *filtered;   /* over the plays the filters let through, when they leave some out */
  TyrosStats    *stats;      /* the numbers shown: everyone or filtered */
  GPtrArray     *shown;      /* the plays the filters let through */
  GPtrArray     *views;      /* View, over the overview */
  GtkWidget     *navigation_view;  /* libadwaita 1.4+: the views over the overview, else NULL */
  gboolean       navigating;       /* the navigation view is made to follow the views */
  GtkStringList *people;     /* the person filter's choices after "Everyone" */
  GtkListView   *games_view;     /* the games of a VIEW_GAMES */
  GtkStringList *games_model;    /* their indices in games_plays */
  GPtrArray     *games_plays;
  GPtrArray     *games_notes;    /* or NULL */
  guint          fill_source;    /* the overview's next list to fill (FillStep) */
  guint          fill_step;      /* the next list (FillStep) */
  guint          fill_row;       /* its next row */
  gboolean       updating;   /* the filters' choices are being set */
  gboolean       read;       /* the store was read once */
  gboolean       skeleton;   /* until then: the overview's filters (else nothing) */
  gboolean       first_frame;    /* the page's first frame is still to come (show_skeleton) */
};


/* The view shown over the overview, or NULL */
View      *_tyros_records_page_top_view      (TyrosRecordsPage *self);
/* tyros-records-page-navigation.c: the widget that shows the views, and
 * the view_stack's page @name shown (over the overview: titled @title) */
GtkWidget *_tyros_records_page_init_navigation (TyrosRecordsPage *self);
void       _tyros_records_page_show          (TyrosRecordsPage *self,
                                              const char       *name,
                                              const char       *title);
/* Shows @view (taken) over the others */
void       _tyros_records_page_push_view     (TyrosRecordsPage *self,
                                              View             *view);
/* Shows the games @plays (TyrosPlay) under @title */
void       _tyros_records_page_show_games    (TyrosRecordsPage *self,
                                              const char       *title,
                                              GPtrArray        *plays);

/* The filter in words ("In games with Anna · Italian rulebook · 4 players"),
 * for every view it narrows; NULL when it lets every game through */
char      *_tyros_records_page_filter_text   (TyrosRecordsPage *self);

/* Texts and rows */
/* The day @play finished, as the language writes a date, or NULL */
char      *_tyros_records_page_finished_date (const TyrosPlay  *play);
char      *_tyros_records_page_average_text  (const TyrosTally *tally);
/* "5 games · 2 wins · average 41.3" */
char      *_tyros_records_page_tally_summary (const TyrosTally *tally);
/* A row that opens something, with @subtitle and @value when not NULL */
GtkWidget *_tyros_records_page_nav_row       (const char       *title,
                                              const char       *subtitle,
                                              const char       *value);
void       _tyros_records_page_clear_list    (GtkListBox       *list);
/* A row that opens @play's score sheet */
GtkWidget *_tyros_records_page_game_row      (TyrosRecordsPage *self,
                                              TyrosPlay        *play);
/* A row whose activation lists @plays (a GPtrArray of TyrosPlay, kept) */
GtkWidget *_tyros_records_page_numbers_row   (TyrosRecordsPage *self,
                                              const char       *title,
                                              const char       *subtitle,
                                              const char       *value,
                                              GPtrArray        *plays);

/* A group titled @title in @box, with a boxed list (*@list) */
GtkWidget *_tyros_records_page_group_new     (GtkWidget        *box,
                                              const char       *title,
                                              GtkWidget       **list);

/* tyros-records-page-overview.c: the overview's lists, filled from
 * self->fill_step in the next turns of the main loop; @after_frame: after
 * the next frame when the page is on screen */
void       _tyros_records_page_fill_later    (TyrosRecordsPage *self,
                                              gboolean          after_frame);
void       _tyros_records_page_stop_filling  (TyrosRecordsPage *self);

/* tyros-records-page-left-out.c: the overview's row to the files that
 * count nothing (hidden when none), and their list, in @box */
void       _tyros_records_page_update_left_out (TyrosRecordsPage *self);
void       _tyros_records_page_render_left_out (TyrosRecordsPage *self,
                                                GtkWidget        *box);
/* The action records.show-left-out: their list over the others */
void       _tyros_records_page_show_left_out   (GtkWidget        *widget,
                                                const char       *action_name,
                                                GVariant         *param);

/* tyros-records-page-person.c: @name's page, in @box */
void       _tyros_records_page_render_person (TyrosRecordsPage *self,
                                              GtkWidget        *box,
                                              const char       *name);
/* records.undo-names ("(sas)"): a rename, merge or spelling taken out, undone */
void       _tyros_records_page_undo_names    (GtkWidget        *widget,
                                              const char       *action_name,
                                              GVariant         *param);

G_END_DECLS
