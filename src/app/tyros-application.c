/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-application.c: the application object (app actions, accelerators) */
#define G_LOG_DOMAIN "tyros-application"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-application.h"
#include "tyros-game-session.h"
#include "tyros-preferences-window.h"
#include "tyros-rules-window.h"
#include "tyros-window.h"

#define RESOURCE_PATH "/io/github/tyroscompanion/TyrosCompanion"

struct _TyrosApplication
{
  AdwApplication  parent_instance;

  GtkCssProvider *dark_style;
  gboolean        icons_added;
};

G_DEFINE_FINAL_TYPE (TyrosApplication, tyros_application, ADW_TYPE_APPLICATION)

static const struct {
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.show-rules", { "F1", NULL } },
  { "win.new-game", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "game.undo", { "<Control>z", NULL } },
  { "game.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.quick-score", { "<Control>k", NULL } },
  { "win.show-scores", { "<Control>e", NULL } },
  { "win.share-table", { "<Control>t", NULL } },
  { "game.toggle-panel", { "F9", NULL } },
  { "game.show-history", { "<Control>h", NULL } },
  /* back a page; over the board, a move back in its history (win.go-back) */
  { "win.go-back", { "<Alt>Left", NULL } },
  { "game.next-move", { "<Alt>Right", NULL } },
  { "game.move-ship", { "<Alt>m", NULL } },
  { "game.build-city", { "<Alt>c", NULL } },
  { "game.build-ship", { "<Alt>s", NULL } },
  { "game.bank-trade", { "<Alt>b", NULL } },
  { "game.player-trade", { "<Alt>t", NULL } },
  { "game.pass", { "<Alt>p", NULL } },
  { "game.what-can-i-do", { "<Alt>w", NULL } },
  { "game.cannot-play", { "<Alt>n", NULL } },
  { "win.cancel-action", { "Escape", NULL } },
  { "win.show-help-overlay", { "<Control>question", NULL } },
};

/* The accelerators of every app and window action */
static void
set_accels (GtkApplication *app)
{
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

static GtkWindow *
get_or_create_window (TyrosApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (tyros_window_new (GTK_APPLICATION (self)));
  return window;
}

static void
tyros_application_activate (GApplication *app)
{
  GtkWindow *window = get_or_create_window (TYROS_APPLICATION (app));

  gtk_window_present (window);
}

static void
tyros_application_open (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint G_GNUC_UNUSED)
{
  GtkWindow *window = get_or_create_window (TYROS_APPLICATION (app));

  if (n_files > 0)
    tyros_window_open_file (TYROS_WINDOW (window), files[0]);
  gtk_window_present (window);
}

static void
quit_activated (GSimpleAction *action G_GNUC_UNUSED,
                GVariant      *param G_GNUC_UNUSED,
                gpointer       user_data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (user_data));

  /* Closing the windows lets each save its size. */
  while (windows != NULL)
    {
      GList *next = windows->next;
      gtk_window_close (GTK_WINDOW (windows->data));
      windows = next;
    }
}

static void
preferences_activated (GSimpleAction *action G_GNUC_UNUSED,
                       GVariant      *param G_GNUC_UNUSED,
                       gpointer       user_data)
{
  TyrosApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  tyros_preferences_window_present (parent);
}

/* The app's icons (its icon as PNGs, for the About window) join the icon
 * theme on first use, not at start-up: see tyros_application_new(). */
static void
add_app_icons (TyrosApplication *self)
{
  if (self->icons_added)
    return;
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    RESOURCE_PATH "/icons");
  self->icons_added = TRUE;
}

/* The developer name of the metainfo's <developer>, which libadwaita 1.5 on
 * reads from there: one name in the metainfo, the About window and the store. */
#define DEVELOPER_NAME "The Tyros Companion developers"
#define ISSUE_URL "https://github.com/tyroscompanion/tyroscompanion/issues"

static void
about_activated (GSimpleAction *action G_GNUC_UNUSED,
                 GVariant      *param G_GNUC_UNUSED,
                 gpointer       user_data)
{
  TyrosApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { DEVELOPER_NAME, NULL };
  g_autofree char *comments = g_strdup_printf ("%s\n\n%s",
                                               _("Keeps track of a game of Tyros played on the real board: whose turn it is, what a move costs and who is winning."),
                                               _("Does your printed board show a sea passage where the app sees land, or land where it sees sea? Please report it, with the two field numbers and a photo of that part of the board."));

  add_app_icons (self);

#if ADW_CHECK_VERSION (1, 5, 0)
  /* Name, icon, developer, version and its release notes, website, issue
   * link and licence from the metainfo (compiled into the resources), so
   * that the store and the About window say the same. */
  AdwDialog *about = adw_about_dialog_new_from_appdata (RESOURCE_PATH "/" APPLICATION_ID ".metainfo.xml",
                                                        PACKAGE_VERSION);

  adw_about_dialog_set_developers (ADW_ABOUT_DIALOG (about), developers);
  adw_about_dialog_set_comments (ADW_ABOUT_DIALOG (about), comments);
  adw_about_dialog_add_link (ADW_ABOUT_DIALOG (about), _("Report a Board Difference"), ISSUE_URL);
  adw_about_dialog_set_translator_credits (ADW_ABOUT_DIALOG (about), _("translator-credits"));
  adw_dialog_present (about, parent ? GTK_WIDGET (parent) : NULL);
#else
  GtkWidget *about = adw_about_window_new ();

  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  adw_about_window_set_application_name (ADW_ABOUT_WINDOW (about), _("Tyros Companion"));
  adw_about_window_set_application_icon (ADW_ABOUT_WINDOW (about), APPLICATION_ID);
  adw_about_window_set_version (ADW_ABOUT_WINDOW (about), PACKAGE_VERSION);
  adw_about_window_set_developer_name (ADW_ABOUT_WINDOW (about), DEVELOPER_NAME);
  adw_about_window_set_developers (ADW_ABOUT_WINDOW (about), developers);
  adw_about_window_set_comments (ADW_ABOUT_WINDOW (about), comments);
  adw_about_window_set_website (ADW_ABOUT_WINDOW (about), "https://github.com/tyroscompanion/tyroscompanion");
  adw_about_window_set_issue_url (ADW_ABOUT_WINDOW (about), ISSUE_URL);
  adw_about_window_add_link (ADW_ABOUT_WINDOW (about), _("Report a Board Difference"), ISSUE_URL);
  adw_about_window_set_license_type (ADW_ABOUT_WINDOW (about), GTK_LICENSE_GPL_3_0);
  adw_about_window_set_translator_credits (ADW_ABOUT_WINDOW (about), _("translator-credits"));
  gtk_window_present (GTK_WINDOW (about));
#endif
}

/* The edition of the game @window shows (its "session"), or the default
 * edition when it shows none */
static const TyrosEdition *
shown_edition (TyrosWindow *window)
{
  g_autoptr(TyrosGameSession) session = NULL;

  g_object_get (window, "session", &session, NULL);
  return session != NULL ? tyros_game_get_edition (tyros_game_session_get_game (session))
                         : tyros_edition_kosmos ();
}

/* The rules, at the entry given by a rule ID ("M5"), from anywhere in the
 * app; from a main window, in the edition of its game. */
static void
show_rule_activated (GSimpleAction *action G_GNUC_UNUSED,
                     GVariant      *param,
                     gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const TyrosEdition *edition = NULL;

  if (parent != NULL && TYROS_IS_RULES_WINDOW (parent))
    parent = gtk_window_get_transient_for (parent);
  if (parent != NULL && TYROS_IS_WINDOW (parent))
    edition = shown_edition (TYROS_WINDOW (parent));
  tyros_rules_window_present (parent, edition, param != NULL ? g_variant_get_string (param, NULL) : NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "preferences", .activate = preferences_activated },
  { .name = "about", .activate = about_activated },
  { .name = "show-rules", .activate = show_rule_activated },
  { .name = "show-rule", .activate = show_rule_activated, .parameter_type = "s" },
};

static void
update_dark_style (TyrosApplication *self)
{
  GdkDisplay *display = gdk_display_get_default ();

  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (self->dark_style),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  else
    gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (self->dark_style));
}

/* style.css, and style-dark.css while the style is dark: what AdwApplication
 * loads from a resource base path, which the app does not have. */
static void
load_styles (TyrosApplication *self)
{
  g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (style, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  self->dark_style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (self->dark_style, RESOURCE_PATH "/style-dark.css");
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_dark_style), self, G_CONNECT_SWAPPED);
  update_dark_style (self);
}

static void
tyros_application_startup (GApplication *app)
{
  TyrosApplication *self = TYROS_APPLICATION (app);

  G_APPLICATION_CLASS (tyros_application_parent_class)->startup (app);
  load_styles (self);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  set_accels (GTK_APPLICATION (app));
}

static void
tyros_application_dispose (GObject *object)
{
  TyrosApplication *self = TYROS_APPLICATION (object);

  g_clear_object (&self->dark_style);
  G_OBJECT_CLASS (tyros_application_parent_class)->dispose (object);
}

static void
tyros_application_class_init (TyrosApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tyros_application_dispose;

  app_class->activate = tyros_application_activate;
  app_class->open = tyros_application_open;
  app_class->startup = tyros_application_startup;
}

static void
tyros_application_init (TyrosApplication *self G_GNUC_UNUSED)
{
}

/* The app has no resource base path: that spares the first frame a wait for
 * a read of the icon theme that is then thrown away. GTK starts reading the
 * theme in a thread as soon as the theme exists, and a resource path added
 * after that waits for the read and discards it. With a base path,
 * GtkApplication creates the theme and adds the app's icons, and adw_init()
 * adds libadwaita's right after: the main thread waited about 12 ms there.
 * Without one, adw_init() creates the theme and adds its path before the
 * read starts, and that read is the one the window uses. What the base path
 * gave is done here instead: the stylesheets (load_styles()), and the app's
 * icons on first use (add_app_icons(); the start page shows its icon from
 * the resources). */
TyrosApplication *
tyros_application_new (void)
{
  return g_object_new (TYROS_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", NULL,
                       NULL);
}
