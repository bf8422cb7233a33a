/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-start-page.c: the first page: continue, new, open, and the recent games */
#define G_LOG_DOMAIN "tyros-start-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-start-page.h"
#include "tyros-plain-text.h"
#include "tyros-text.h"

struct _TyrosStartPage
{
  AdwBin      parent_instance;

  /* template */
  GtkImage   *icon;
  GtkWidget  *continue_button;
  GtkLabel   *continue_label;
  GtkWidget  *new_button;
  GtkWidget  *recent_group;
  GtkListBox *recent_list;

  char       *continue_path;
};

G_DEFINE_FINAL_TYPE (TyrosStartPage, tyros_start_page, ADW_TYPE_BIN)

#define ICON_PATH(size) "/io/github/tyroscompanion/TyrosCompanion/icons/" size "/apps/" APPLICATION_ID ".png"

enum {
  OPEN_GAME,
  DELETE_GAME,
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

/* "Today, 14:02" or "12 March 2025, 14:02" */
static char *
format_date (GDateTime *date)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  if (g_date_time_get_year (now) == g_date_time_get_year (date) &&
      g_date_time_get_day_of_year (now) == g_date_time_get_day_of_year (date))
    /* Translators: when a game was last played, today (strftime format) */
    return g_date_time_format (date, _("Today, %H:%M"));
  /* Translators: when a game was last played (strftime format) */
  return g_date_time_format (date, _("%-d %B %Y, %H:%M"));
}

/* When a game was played: "Played 15 March 2026" from its play record, and
 * only for a file without one when it was last saved ("Today, 14:02") */
static char *
describe_when (const TyrosSavedGame *saved)
{
  g_autofree char *date = tyros_text_played_date (saved->started != NULL ? saved->started : saved->finished_at);

  if (date == NULL)
    return format_date (saved->modified);
  /* Translators: when a recent game was played: "Played 15 March 2026" */
  return g_strdup_printf (_("Played %s"), date);
}

static const char *
row_path (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "path");
}

static void
row_activated (TyrosStartPage *self,
               GtkListBoxRow  *row)
{
  g_signal_emit (self, signals[OPEN_GAME], 0, row_path (GTK_WIDGET (row)));
}

static void
delete_clicked (GtkButton *button,
                gpointer   user_data)
{
  TyrosStartPage *self = TYROS_START_PAGE (user_data);
  g_autofree char *path = g_strdup (row_path (GTK_WIDGET (button)));

  /* The handler refreshes the list, which destroys this button. */
  g_signal_emit (self, signals[DELETE_GAME], 0, path);
}

/* What a row says of its game: how it stands, or why it cannot be read */
static char *
describe_saved (const TyrosSavedGame *saved)
{
  if (saved->problem == NULL)
    return g_strdup (saved->status);
  if (saved->partly_readable)
    /* Translators: a saved game with a bad move; the reason follows */
    return g_strdup_printf (_("Cannot be read whole (%s). Open it to go on in a copy from the moves before the bad one."),
                            saved->problem);
  /* Translators: a saved game that cannot be opened; the reason follows */
  return g_strdup_printf (_("Cannot be read: %s"), saved->problem);
}

static GtkWidget *
new_row (TyrosStartPage       *self,
         const TyrosSavedGame *saved)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *date = describe_when (saved);
  g_autofree char *what = describe_saved (saved);
  /* Translators: a recent game: "Round 4, Ben to act; Anna leads with 34 points · Today, 14:02" */
  g_autofree char *subtitle = g_strdup_printf (_("%s · %s"), what, date);

  tyros_row_set_plain_text (ADW_PREFERENCES_ROW (row), saved->players, subtitle);
  /* At most two lines each (ellipsized past them, which the players and the
   * status never need): rows that wrap without a limit are far slower to lay
   * out, and 20 of them took the first frame about 300 ms longer. */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  if (saved->problem != NULL || saved->breaks_rule)
    {
      GtkWidget *warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_accessible_update_property (GTK_ACCESSIBLE (warning), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      saved->problem != NULL ? _("Cannot be read") : _("Breaks a rule"), -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), warning);
      /* the reason may be long: let it wrap */
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  g_object_set_data_full (G_OBJECT (row), "path", g_strdup (saved->path), g_free);

  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (delete, _("Delete"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (delete), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delete"), -1);
  gtk_widget_add_css_class (delete, "flat");
  g_object_set_data_full (G_OBJECT (delete), "path", g_strdup (saved->path), g_free);
  g_signal_connect (delete, "clicked", G_CALLBACK (delete_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), delete);
  return row;
}

static void
clear_rows (TyrosStartPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_list_box_remove (self->recent_list, child);
}

void
tyros_start_page_set_games (TyrosStartPage *self,
                            GPtrArray      *games)
{
  const TyrosSavedGame *resume = NULL;

  g_return_if_fail (TYROS_IS_START_PAGE (self));

  clear_rows (self);
  for (guint i = 0; i < games->len; i++)
    {
      const TyrosSavedGame *saved = g_ptr_array_index (games, i);

      /* the game last played on (its file's time), not the last started */
      if (!saved->finished && (resume == NULL || g_date_time_compare (saved->modified, resume->modified) > 0))
        resume = saved;
      gtk_list_box_append (self->recent_list, new_row (self, saved));
    }
  gtk_widget_set_visible (self->recent_group, games->len > 0);

  g_free (self->continue_path);
  self->continue_path = resume != NULL ? g_strdup (resume->path) : NULL;
  gtk_widget_set_visible (self->continue_button, resume != NULL);
  if (resume != NULL)
    {
      /* Translators: under Continue: "Round 4, Ben to act · Anna, Ben, Cleo" */
      g_autofree char *text = g_strdup_printf (_("%s · %s"), resume->status, resume->players);
      gtk_label_set_text (self->continue_label, text);
    }
  /* One suggested action: resuming when there is a game, else a new one. */
  if (resume != NULL)
    gtk_widget_remove_css_class (self->new_button, "suggested-action");
  else
    gtk_widget_add_css_class (self->new_button, "suggested-action");
}

GtkWidget *
tyros_start_page_get_default_button (TyrosStartPage *self)
{
  g_return_val_if_fail (TYROS_IS_START_PAGE (self), NULL);
  return self->continue_path != NULL ? self->continue_button : self->new_button;
}

static void
continue_activated (GtkWidget  *widget,
                    const char *action_name G_GNUC_UNUSED,
                    GVariant   *param G_GNUC_UNUSED)
{
  TyrosStartPage *self = TYROS_START_PAGE (widget);
  g_autofree char *path = g_strdup (self->continue_path);

  if (path != NULL)
    g_signal_emit (self, signals[OPEN_GAME], 0, path);
}

/* The app icon at the size shown and the screen's scale, from the resources:
 * the icon theme holds the app's icons only once the About window has been
 * opened (see tyros_application_new()). */
static void
update_icon (TyrosStartPage *self)
{
  const char *path = gtk_widget_get_scale_factor (GTK_WIDGET (self)) > 1 ? ICON_PATH ("128x128@2")
                                                                          : ICON_PATH ("128x128");
  g_autoptr(GdkTexture) texture = gdk_texture_new_from_resource (path);

  gtk_image_set_from_paintable (self->icon, GDK_PAINTABLE (texture));
}

static void
tyros_start_page_dispose (GObject *object)
{
  TyrosStartPage *self = TYROS_START_PAGE (object);

  g_clear_pointer (&self->continue_path, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_START_PAGE);
  G_OBJECT_CLASS (tyros_start_page_parent_class)->dispose (object);
}

static void
tyros_start_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, _("Tyros Companion")); break;
    case PROP_SUBTITLE: g_value_set_string (value, NULL); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_start_page_class_init (TyrosStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_start_page_dispose;
  object_class->get_property = tyros_start_page_get_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[OPEN_GAME] = g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[DELETE_GAME] = g_signal_new ("delete-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosStartPage, icon);
  gtk_widget_class_bind_template_child (widget_class, TyrosStartPage, continue_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosStartPage, continue_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosStartPage, new_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosStartPage, recent_group);
  gtk_widget_class_bind_template_child (widget_class, TyrosStartPage, recent_list);

  gtk_widget_class_install_action (widget_class, "start.continue", NULL, continue_activated);
}

/* The buttons under New Game (New Game, Open, Score a Finished Board) wrap
 * their labels: "Calcola il punteggio di un tabellone finale" on one line
 * held the window at 416 px, wider than a phone. Their names stay their
 * labels' (the button's own label, made to wrap). */
static void
wrap_button_labels (TyrosStartPage *self)
{
  for (GtkWidget *button = self->new_button; button != NULL; button = gtk_widget_get_next_sibling (button))
    {
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

      if (!GTK_IS_LABEL (label))
        continue;
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
    }
}

static void
tyros_start_page_init (TyrosStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  wrap_button_labels (self);
  update_icon (self);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (update_icon), NULL);
  g_signal_connect_object (self->recent_list, "row-activated", G_CALLBACK (row_activated), self,
                           G_CONNECT_SWAPPED);
}
