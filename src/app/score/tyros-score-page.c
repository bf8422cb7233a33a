/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-page.c: the page of the final score sheet */
#define G_LOG_DOMAIN "tyros-score-page"

#include "config.h"

#include "tyros-score-page.h"

struct _TyrosScorePage
{
  AdwBin            parent_instance;

  /* template */
  TyrosScoreSheet  *final_sheet;
  AdwEntryRow      *location_row;
  AdwEntryRow      *note_row;

  TyrosGameSession *session;  /* the game scored, or NULL */
  gboolean          filling;  /* the rows are being set from the game, not typed */
};

G_DEFINE_FINAL_TYPE (TyrosScorePage, tyros_score_page, ADW_TYPE_BIN)

/* What the window's header says and shows over the page */
enum {
  PROP_0,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_CAN_GO_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Location and note are saved as they are typed, through the session (an
 * autosave costs some 1.5 ms); a text the file cannot hold is marked and
 * not saved. */
static void
played_row_changed (TyrosScorePage *self,
                    GtkEditable    *row)
{
  TyrosPlayedKey key = row == GTK_EDITABLE (self->location_row) ? TYROS_PLAYED_LOCATION : TYROS_PLAYED_NOTE;

  if (self->filling || self->session == NULL)
    return;
  if (tyros_game_session_set_played (self->session, key, gtk_editable_get_text (row), NULL))
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
}

static void
fill_played (TyrosScorePage *self)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);
  const char *location = tyros_game_get_played (game, TYROS_PLAYED_LOCATION);
  const char *note = tyros_game_get_played (game, TYROS_PLAYED_NOTE);

  self->filling = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->location_row), location != NULL ? location : "");
  gtk_editable_set_text (GTK_EDITABLE (self->note_row), note != NULL ? note : "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->location_row), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->note_row), "error");
  self->filling = FALSE;
}

void
tyros_score_page_show_game (TyrosScorePage   *self,
                            TyrosGameSession *session)
{
  g_return_if_fail (TYROS_IS_SCORE_PAGE (self));
  g_return_if_fail (TYROS_IS_GAME_SESSION (session));

  tyros_score_sheet_update (self->final_sheet, tyros_game_session_get_game (session));
  /* The header says over the sheet what it says over the board */
  if (g_set_object (&self->session, session))
    tyros_game_session_forward_texts (session, G_OBJECT (self));
  fill_played (self);
}

static void
tyros_score_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TyrosScorePage *self = TYROS_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_TITLE:
    case PROP_SUBTITLE:
      if (self->session != NULL)
        g_object_get_property (G_OBJECT (self->session), g_param_spec_get_name (pspec), value);
      break;
    case PROP_CAN_GO_BACK: g_value_set_boolean (value, TRUE); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_score_page_dispose (GObject *object)
{
  g_clear_object (&TYROS_SCORE_PAGE (object)->session);
  gtk_widget_dispose_template (GTK_WIDGET (object), TYROS_TYPE_SCORE_PAGE);
  G_OBJECT_CLASS (tyros_score_page_parent_class)->dispose (object);
}

static void
tyros_score_page_class_init (TyrosScorePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_score_page_dispose;
  object_class->get_property = tyros_score_page_get_property;

  /* The session's "title" and "subtitle" */
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The header offers a way back to the board */
  properties[PROP_CAN_GO_BACK] =
    g_param_spec_boolean ("can-go-back", NULL, NULL, TRUE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TYROS_TYPE_SCORE_SHEET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, final_sheet);
  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, location_row);
  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, note_row);
  gtk_widget_class_bind_template_callback (widget_class, played_row_changed);
}

static void
tyros_score_page_init (TyrosScorePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tyros_score_page_new (void)
{
  return g_object_new (TYROS_TYPE_SCORE_PAGE, NULL);
}
