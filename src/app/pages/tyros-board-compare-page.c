/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-compare-page.c: "Compare with your board" */
#define G_LOG_DOMAIN "tyros-board-compare"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>

#include "tyros-board-compare-page.h"
#include "tyros-board-view.h"

struct _TyrosBoardComparePage
{
  AdwBin          parent_instance;

  /* template */
  TyrosBoardView *board;
  GtkLabel       *progress_label;
  GtkLabel       *question_label;
  GtkLabel       *detail_label;
  GtkWidget      *answer_box;
  GtkWidget      *back_button;

  GArray         *questions;  /* TyrosSeaLink: the inferred pairs, in the order asked */
  TyrosBoard     *answers;
  guint           current;
};

G_DEFINE_FINAL_TYPE (TyrosBoardComparePage, tyros_board_compare_page, ADW_TYPE_BIN)

/* What the window's header says and shows over the page */
enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The three pairs one of which the German rulebook's "22 17 16 15" suggests is land */
static const TyrosCoast route_22_15_pairs[][2] = { { 20, 21 }, { 21, 22 }, { 15, 20 } };

static char *
default_board_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tyros-companion", "board.json", NULL);
}

TyrosBoard *
tyros_board_compare_load_default (void)
{
  g_autofree char *path = default_board_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosBoard) board = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;
  board = tyros_board_load (path, &error);
  if (board == NULL)
    g_warning ("Cannot read the saved board %s: %s", path, error->message);
  if (board == NULL || tyros_board_get_n_passages (board) == 0)
    return NULL;
  return g_steal_pointer (&board);
}

static void
save_answers (TyrosBoardComparePage *self)
{
  g_autofree char *path = default_board_path ();
  g_autofree char *data = tyros_board_to_data (self->answers);
  g_autoptr(GError) error = NULL;

  if (!tyros_data_file_write (path, data, -1, &error))
    g_warning ("Cannot save the board to %s: %s", path, error->message);
}

static gboolean
is_22_15_pair (const TyrosSeaLink *link)
{
  for (guint i = 0; i < G_N_ELEMENTS (route_22_15_pairs); i++)
    if ((link->a == route_22_15_pairs[i][0] && link->b == route_22_15_pairs[i][1]) ||
        (link->b == route_22_15_pairs[i][0] && link->a == route_22_15_pairs[i][1]))
      return TRUE;
  return FALSE;
}

/* The inferred pairs, the 22 -> 15 question first. */
static void
collect_questions (TyrosBoardComparePage *self)
{
  guint n;
  const TyrosSeaLink *links = tyros_board_sea_links (&n);

  for (guint first = 0; first < G_N_ELEMENTS (route_22_15_pairs); first++)
    g_array_append_val (self->questions, *tyros_board_sea_link (route_22_15_pairs[first][0],
                                                                route_22_15_pairs[first][1]));
  for (guint i = 0; i < n; i++)
    if (links[i].provenance == TYROS_PROVENANCE_INFERRED && !is_22_15_pair (&links[i]))
      g_array_append_val (self->questions, links[i]);
}

/* What the app assumes now for the pair, with the answers so far. */
static gboolean
assumed_open (TyrosBoardComparePage *self,
              const TyrosSeaLink    *link)
{
  return tyros_sea_connected (self->answers, link->a, link->b);
}

static void
show_question (TyrosBoardComparePage *self)
{
  const TyrosSeaLink *link;
  TyrosBoardMarks marks;
  g_autoptr(GArray) pair = NULL;
  g_autofree char *progress = NULL;
  g_autofree char *question = NULL;
  GString *detail;

  gtk_widget_set_sensitive (self->back_button, self->current > 0);
  if (self->current >= self->questions->len)
    {
      gtk_label_set_text (self->progress_label, "");
      gtk_label_set_text (self->question_label, _("That was the last question."));
      gtk_label_set_text (self->detail_label,
                          _("New games are played on your board from now on, and each game file keeps it. "
                            "Please report a difference, so that the app can be corrected for everyone: see About."));
      gtk_widget_set_sensitive (self->answer_box, FALSE);
      tyros_board_view_set_marks (self->board, NULL);
      return;
    }
  gtk_widget_set_sensitive (self->answer_box, TRUE);
  link = &g_array_index (self->questions, TyrosSeaLink, self->current);

  /* Translators: "Question 3 of 28" */
  progress = g_strdup_printf (_("Question %u of %u"), self->current + 1, self->questions->len);
  /* Translators: the fields or coasts: "16e", "21" */
  question = g_strdup_printf (_("Is there a sea passage between %s and %s on your board?"),
                              tyros_coast_to_string (link->a), tyros_coast_to_string (link->b));
  detail = g_string_new (NULL);
  if (is_22_15_pair (link))
    g_string_append_printf (detail, "%s ",
                            _("The German rulebook gives 22 17 16 15 as the shortest route from 22 to 15; "
                              "with sea between 15, 20, 21 and 22 the route 22 21 20 15 would be as short."));
  g_string_append (detail, assumed_open (self, link) ? _("The app now assumes sea here.")
                                                     : _("The app now assumes land here."));
  gtk_label_set_text (self->progress_label, progress);
  gtk_label_set_text (self->question_label, question);
  gtk_label_set_text (self->detail_label, detail->str);
  g_string_free (detail, TRUE);

  /* The pair on the board: both fields marked, the step between them drawn */
  pair = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
  g_array_append_val (pair, link->a);
  g_array_append_val (pair, link->b);
  tyros_board_marks_init (&marks);
  marks.routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_ptr_array_add (marks.routes, g_steal_pointer (&pair));
  marks.highlight = TYROS_SET_BIT (tyros_coast_field (link->a)) | TYROS_SET_BIT (tyros_coast_field (link->b));
  tyros_board_view_set_marks (self->board, &marks);
  tyros_board_marks_clear (&marks);
}

/* Sea or land between the pair asked: kept, and on to the next question */
static void
answer (TyrosBoardComparePage *self,
        gboolean               sea)
{
  const TyrosSeaLink *link;

  if (self->current >= self->questions->len)
    return;
  link = &g_array_index (self->questions, TyrosSeaLink, self->current);
  tyros_board_set_passage (self->answers, link->a, link->b, sea);
  save_answers (self);
  self->current++;
  show_question (self);
}


void
tyros_board_compare_page_restart (TyrosBoardComparePage *self)
{
  g_return_if_fail (TYROS_IS_BOARD_COMPARE_PAGE (self));
  self->current = 0;
  show_question (self);
}

static void
sea_clicked (TyrosBoardComparePage *self)
{
  answer (self, TRUE);
}

static void
land_clicked (TyrosBoardComparePage *self)
{
  answer (self, FALSE);
}

static void
skip_clicked (TyrosBoardComparePage *self)
{
  self->current++;
  show_question (self);
}

static void
back_clicked (TyrosBoardComparePage *self)
{
  if (self->current > 0)
    self->current--;
  show_question (self);
}

static void
forget_clicked (TyrosBoardComparePage *self)
{
  g_autofree char *path = default_board_path ();

  g_unlink (path);
  g_clear_pointer (&self->answers, tyros_board_unref);
  self->answers = tyros_board_new ();
  tyros_board_compare_page_restart (self);
}

static void
tyros_board_compare_page_dispose (GObject *object)
{
  TyrosBoardComparePage *self = TYROS_BOARD_COMPARE_PAGE (object);

  g_clear_pointer (&self->questions, g_array_unref);
  g_clear_pointer (&self->answers, tyros_board_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), TYROS_TYPE_BOARD_COMPARE_PAGE);
  G_OBJECT_CLASS (tyros_board_compare_page_parent_class)->dispose (object);
}

static void
tyros_board_compare_page_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, _("Compare with Your Board")); break;
    case PROP_SUBTITLE: g_value_set_string (value, NULL); break;
    case PROP_CAN_GO_BACK: g_value_set_boolean (value, TRUE); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_board_compare_page_class_init (TyrosBoardComparePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_board_compare_page_dispose;
  object_class->get_property = tyros_board_compare_page_get_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* The header offers a way back to the game on the board (when there is one) */
  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL, TRUE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TYROS_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-board-compare-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosBoardComparePage, board);
  gtk_widget_class_bind_template_child (widget_class, TyrosBoardComparePage, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosBoardComparePage, question_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosBoardComparePage, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosBoardComparePage, answer_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosBoardComparePage, back_button);
  gtk_widget_class_bind_template_callback (widget_class, sea_clicked);
  gtk_widget_class_bind_template_callback (widget_class, land_clicked);
  gtk_widget_class_bind_template_callback (widget_class, skip_clicked);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked);
  gtk_widget_class_bind_template_callback (widget_class, tyros_board_compare_page_restart);
  gtk_widget_class_bind_template_callback (widget_class, forget_clicked);
}

static void
tyros_board_compare_page_init (TyrosBoardComparePage *self)
{
  g_autoptr(TyrosBoard) saved = tyros_board_compare_load_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->questions = g_array_new (FALSE, FALSE, sizeof (TyrosSeaLink));
  collect_questions (self);
  self->answers = saved != NULL ? tyros_board_copy (saved) : tyros_board_new ();
  show_question (self);
}

GtkWidget *
tyros_board_compare_page_new (void)
{
  return g_object_new (TYROS_TYPE_BOARD_COMPARE_PAGE, NULL);
}
