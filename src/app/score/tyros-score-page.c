/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-page.c: the page of the final score sheet */
#define G_LOG_DOMAIN "tyros-score-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tyros-bgstats-dialog.h"
#include "tyros-score-page.h"
#include "tyros-score-share.h"
#include "tyros-story-chart.h"
#include "tyros-game-chooser.h"
#include "tyros-toast.h"

struct _TyrosScorePage
{
  AdwBin            parent_instance;

  /* template */
  TyrosScoreSheet  *final_sheet;
  TyrosStoryChart  *story_chart;
  AdwEntryRow      *location_row;
  AdwEntryRow      *note_row;

  GSimpleActionGroup *actions;  /* "score.*": sharing the result, also from the window's header */
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

/* A play for the records only once the game is over */
static void
update_share_actions (TyrosScorePage *self)
{
  TyrosGame *game = self->session != NULL ? tyros_game_session_get_game (self->session) : NULL;
  gboolean over = game != NULL && tyros_state_is_over (tyros_game_get_state (game));

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions),
                                                                            "save-csv")), over);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions),
                                                                            "send-bgstats")), over);
}

void
tyros_score_page_show_game (TyrosScorePage   *self,
                            TyrosGameSession *session)
{
  g_return_if_fail (TYROS_IS_SCORE_PAGE (self));
  g_return_if_fail (TYROS_IS_GAME_SESSION (session));

  tyros_score_sheet_update (self->final_sheet, tyros_game_session_get_game (session));
  tyros_story_chart_set_session (self->story_chart,
                                 tyros_game_is_position (tyros_game_session_get_game (session)) ? NULL : session);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (GTK_WIDGET (self->story_chart)),
                          !tyros_game_is_position (tyros_game_session_get_game (session)));
  gtk_widget_set_visible (GTK_WIDGET (self->story_chart),
                          !tyros_game_is_position (tyros_game_session_get_game (session)));
  /* The header says over the sheet what it says over the board */
  if (g_set_object (&self->session, session))
    tyros_game_session_forward_texts (session, G_OBJECT (self));
  fill_played (self);
  update_share_actions (self);
}

/* Sharing the result */

static void
say (TyrosScorePage *self,
     const char     *text)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", text);
}

static GtkWindow *
window_of (TyrosScorePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Asks where to save the sheet as a file of @kind, offering a name dated
 * by the day the game was played. */
static void
save_as (TyrosScorePage      *self,
         const char          *title,
         const TyrosFileKind *kind,
         const char          *extension,
         TyrosGameChosenFunc  chosen)
{
  g_autofree char *name = NULL;

  if (self->session == NULL)
    return;
  name = tyros_score_share_file_name (self->session, extension);
  tyros_game_chooser_save_kind (window_of (self), title, kind, name, G_OBJECT (self), chosen);
}

static void
print_activated (GSimpleAction *action G_GNUC_UNUSED,
                 GVariant      *param G_GNUC_UNUSED,
                 gpointer       user_data)
{
  TyrosScorePage *self = user_data;
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(GError) error = NULL;

  if (self->session == NULL || !gtk_widget_get_mapped (widget))
    return;
  if (!tyros_score_share_print (self->session, window_of (self), NULL, &error))
    say (self, error->message);
}

static void
pdf_chosen (GObject *owner,
            GFile   *file)
{
  TyrosScorePage *self = TYROS_SCORE_PAGE (owner);
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (!tyros_score_share_print (self->session, window_of (self), file, &error))
    {
      g_autofree char *text = g_strdup_printf (_("The PDF could not be saved: %s"), error->message);

      say (self, text);
    }
  else
    tyros_toast_show_file (GTK_WIDGET (self), _("Score sheet saved as a PDF"), file);
}

static void
export_pdf_activated (GSimpleAction *action G_GNUC_UNUSED,
                      GVariant      *param G_GNUC_UNUSED,
                      gpointer       user_data)
{
  TyrosScorePage *self = user_data;
  TyrosFileKind kind = { _("PDF documents"), "*.pdf", "application/pdf" };

  save_as (self, _("Export the Score Sheet as PDF"), &kind, "pdf", pdf_chosen);
}

static void
copy_image_activated (GSimpleAction *action G_GNUC_UNUSED,
                      GVariant      *param G_GNUC_UNUSED,
                      gpointer       user_data)
{
  TyrosScorePage *self = user_data;
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  png = tyros_score_share_png (self->session);
  texture = gdk_texture_new_from_bytes (png, &error);
  if (texture == NULL)
    {
      say (self, error->message);
      return;
    }
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (widget), texture);
  say (self, _("Board and totals copied as an image"));
}

static void
image_chosen (GObject *owner,
              GFile   *file)
{
  TyrosScorePage *self = TYROS_SCORE_PAGE (owner);
  g_autoptr(GBytes) png = NULL;

  if (self->session == NULL)
    return;
  png = tyros_score_share_png (self->session);
  tyros_game_chooser_write (GTK_WIDGET (self), file, g_bytes_get_data (png, NULL), g_bytes_get_size (png),
              _("Board and totals saved as an image"));
}

static void
save_image_activated (GSimpleAction *action G_GNUC_UNUSED,
                      GVariant      *param G_GNUC_UNUSED,
                      gpointer       user_data)
{
  TyrosScorePage *self = user_data;
  TyrosFileKind kind = { _("PNG images"), "*.png", "image/png" };

  save_as (self, _("Save the Board as an Image"), &kind, "png", image_chosen);
}

/* The sheet as text, as its own Copy button copies it elsewhere, under
 * which evening it was */
static void
copy_text_activated (GSimpleAction *action G_GNUC_UNUSED,
                     GVariant      *param G_GNUC_UNUSED,
                     gpointer       user_data)
{
  TyrosScorePage *self = user_data;
  g_autofree char *text = NULL;

  g_autofree char *evening = NULL;
  g_autofree char *whole = NULL;

  g_object_get (self->final_sheet, "text", &text, NULL);
  if (text == NULL || self->session == NULL)
    return;
  /* which evening it was, over the sheet */
  evening = tyros_score_share_evening (self->session);
  whole = g_strconcat (evening, "\n\n", text, NULL);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), whole);
  say (self, _("Score sheet copied"));
}

/* The finished game as a play of the records (the core's export), or NULL
 * while it is not over. The file's time dates a play the file says nothing
 * of (a finished board from elsewhere). */
static TyrosPlay *
play_of (TyrosScorePage *self)
{
  const char *path;
  g_autofree char *name = NULL;
  TyrosPlay *play;
  GStatBuf info;

  if (self->session == NULL)
    return NULL;
  path = tyros_game_session_get_autosave_path (self->session);
  name = path != NULL ? g_path_get_basename (path) : NULL;
  play = tyros_play_new (tyros_game_session_get_game (self->session), name);
  if (play != NULL && path != NULL && g_stat (path, &info) == 0)
    play->file_time = info.st_mtime;
  return play;
}

static void
csv_chosen (GObject *owner,
            GFile   *file)
{
  TyrosScorePage *self = TYROS_SCORE_PAGE (owner);
  g_autoptr(TyrosPlay) play = play_of (self);
  g_autofree char *csv = NULL;

  if (play == NULL)
    return;
  csv = tyros_export_csv (&play, 1);
  tyros_game_chooser_write (GTK_WIDGET (self), file, csv, strlen (csv), _("The game saved as a table (CSV)"));
}

static void
save_csv_activated (GSimpleAction *action G_GNUC_UNUSED,
                    GVariant      *param G_GNUC_UNUSED,
                    gpointer       user_data)
{
  TyrosScorePage *self = user_data;
  TyrosFileKind kind = { _("CSV tables"), "*.csv", "text/csv" };

  save_as (self, _("Save the Game as CSV"), &kind, "csv", csv_chosen);
}

/* BG Stats takes a play as a link (its push format), and runs on a phone:
 * the link as a QR code the phone scans */
static void
send_bgstats_activated (GSimpleAction *action G_GNUC_UNUSED,
                        GVariant      *param G_GNUC_UNUSED,
                        gpointer       user_data)
{
  TyrosScorePage *self = user_data;
  g_autoptr(TyrosPlay) play = play_of (self);
  g_autofree char *link = NULL;

  if (play == NULL || window_of (self) == NULL)
    return;
  link = tyros_export_bgstats_link (play);
  tyros_bgstats_dialog_present (window_of (self), link);
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
  g_clear_object (&TYROS_SCORE_PAGE (object)->actions);
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
  g_type_ensure (TYROS_TYPE_STORY_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, final_sheet);
  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, story_chart);

  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, location_row);
  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, note_row);
  gtk_widget_class_bind_template_callback (widget_class, played_row_changed);
}

/* The window's header menu (tyros-window.ui, sheet_share_menu) offers them */
static const GActionEntry share_entries[] = {
  { "print", print_activated, NULL, NULL, NULL, { 0 } },
  { "export-pdf", export_pdf_activated, NULL, NULL, NULL, { 0 } },
  { "save-image", save_image_activated, NULL, NULL, NULL, { 0 } },
  { "copy-image", copy_image_activated, NULL, NULL, NULL, { 0 } },
  { "copy-text", copy_text_activated, NULL, NULL, NULL, { 0 } },
  { "save-csv", save_csv_activated, NULL, NULL, NULL, { 0 } },
  { "send-bgstats", send_bgstats_activated, NULL, NULL, NULL, { 0 } },
};

static void
tyros_score_page_init (TyrosScorePage *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), share_entries, G_N_ELEMENTS (share_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "score", G_ACTION_GROUP (self->actions));
  /* Ctrl+P wherever the focus is while the sheet is shown (the action
   * does nothing while the page is not) */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>p"),
                                                          gtk_named_action_new ("score.print")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

GActionGroup *
tyros_score_page_get_share_actions (TyrosScorePage *self)
{
  g_return_val_if_fail (TYROS_IS_SCORE_PAGE (self), NULL);

  return G_ACTION_GROUP (self->actions);
}

GtkWidget *
tyros_score_page_new (void)
{
  return g_object_new (TYROS_TYPE_SCORE_PAGE, NULL);
}
