/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window.c: the main window (start page, new game, board, score sheet) */
#define G_LOG_DOMAIN "tyros-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-board-compare-page.h"
#include "tyros-chart.h"
#include "tyros-game-chooser.h"
#include "tyros-menu-names.h"
#include "tyros-resources.h"
#include "tyros-toast.h"
#include "tyros-unsaved-dialog.h"
#include "tyros-window-private.h"

G_DEFINE_FINAL_TYPE (TyrosWindow, tyros_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_TEACHER,
  PROP_TEACHING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TyrosGame *
_tyros_window_get_game (TyrosWindow *self)
{
  return self->session != NULL ? tyros_game_session_get_game (self->session) : NULL;
}

static void update_header (TyrosWindow *self);

/* The pages are built the first time they are needed, not with the window:
 * the first frame shows only the start page, or only the game given on the
 * command line, and the board with its panels took about half of the time
 * to the start page (and memory). */
static TyrosGamePage    *game_page     (TyrosWindow *self);

void
_tyros_window_show_toast (TyrosWindow *self,
                          const char  *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, tyros_toast_new_sentence (GTK_WIDGET (self), text));
}

/* What the teacher says after a move: one toast that stays until it is
 * closed, the newest sentence written into it, rather than a queue of toasts
 * of 5 s each that brings the news of a move long after it. It is never
 * dismissed from here: libadwaita 1.2 crashes when a toast is dismissed
 * while it animates. On a phone the toast, 7 to 9 lines tall, covered the
 * card's buttons the sentence points to: there it is a bar in the page's
 * flow above them, which also stays until it is closed. */
static void
teacher_says (TyrosWindow *self,
              const char  *text)
{
  AdwToast *toast = self->said_toast;

  if (gtk_widget_get_visible (self->said_bar) ||
      (toast == NULL && self->game_page != NULL && tyros_game_page_get_narrow (self->game_page)))
    {
      gtk_label_set_text (self->said_label, text);
      gtk_widget_set_visible (self->said_bar, TRUE);
      return;
    }
  if (toast != NULL)
    {
      gtk_label_set_text (GTK_LABEL (adw_toast_get_custom_title (toast)), text);
      tyros_toast_fit_text (GTK_WIDGET (self), GTK_LABEL (adw_toast_get_custom_title (toast)));
      return;
    }
  toast = tyros_toast_new_sentence (GTK_WIDGET (self), text);
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  g_set_weak_pointer (&self->said_toast, toast);
}

static void
said_closed (TyrosWindow *self)
{
  gtk_widget_set_visible (self->said_bar, FALSE);
}

/* The banner under the header while the game's file is behind it, and the
 * one over a finished game opened read-only: shown while there is a text */
static gboolean
save_error_to_shown (GBinding     *binding G_GNUC_UNUSED,
                        const GValue *from,
                        GValue       *to,
                        gpointer      user_data G_GNUC_UNUSED)
{
  g_value_set_boolean (to, g_value_get_string (from) != NULL);
  return TRUE;
}

void
_tyros_window_set_page (TyrosWindow *self,
                        const char  *name)
{
  /* leaving the score sheet of a game of the records (not on the way to it) */
  if (!g_str_equal (name, "score") && !self->scores_next)
    self->back_to_records = FALSE;
  /* the teacher's words on a phone are of the game's page */
  if (!g_str_equal (name, "game"))
    gtk_widget_set_visible (self->said_bar, FALSE);
  /* the start page, as every page, is built when it is first shown */
  if (g_str_equal (name, "start"))
    _tyros_window_start_page (self);
  _tyros_window_show_named_page (self, name);
  update_header (self);
}

/* The chip beside the title, in the colour of the player to act, painted by
 * the chip itself: a style provider loaded with each colour made GTK restyle
 * every widget of every window at each turn (the whole window's CSS again
 * for one chip: 9-15 M instructions of an undo, bench/README.md issue 34
 * session 14). A disc of the colour, ringed as the other swatches are
 * (.swatch in style.css: 1 px of the text colour at 0.35). */
static void
draw_chip (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  TyrosWindow *self = data;
  double radius = MIN (width, height) / 2.0;
  GdkRGBA ring;

  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &self->chip_colour);
  cairo_fill (cr);
  tyros_chart_text_colour (GTK_WIDGET (area), &ring);
  ring.alpha *= 0.35f;
  cairo_arc (cr, width / 2.0, height / 2.0, radius - 0.5, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &ring);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* The chip is shown in the colour of the player to act, as the session has
 * it (NULL: nobody acts, no chip); drawn again only when the colour changes. */
static gboolean
show_chip_colour (GBinding     *binding G_GNUC_UNUSED,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  TyrosWindow *self = TYROS_WINDOW (user_data);
  const char *colour = g_value_get_string (from);
  GdkRGBA rgba;

  if (colour != NULL && gdk_rgba_parse (&rgba, colour) && !gdk_rgba_equal (&rgba, &self->chip_colour))
    {
      self->chip_colour = rgba;
      gtk_widget_queue_draw (self->player_chip);
    }
  g_value_set_boolean (to, colour != NULL);
  return TRUE;
}

/* Whether @page leads back to the board: a page without "can-go-back" does not */
gboolean
_tyros_window_page_can_go_back (GtkWidget *page)
{
  gboolean can_go_back = FALSE;

  if (page != NULL && g_object_class_find_property (G_OBJECT_GET_CLASS (page), "can-go-back") != NULL)
    g_object_get (page, "can-go-back", &can_go_back, NULL);
  return can_go_back;
}

static void place_title (TyrosWindow *self);

/* The header's back button, at its start on every page that has a way back
 * (as Alt+Left and Escape, win.go-back): from the score sheet to the board
 * or to the records it was opened from; from the records a step back, from
 * their overview to the start; from Compare with Your Board to the board. */
static void
update_back_button (TyrosWindow *self,
                    GtkWidget   *page)
{
  gboolean game = _tyros_window_get_game (self) != NULL;
  gboolean records = page != NULL && page == self->records_page;
  gboolean to_records = self->back_to_records && page != NULL && page == GTK_WIDGET (self->score_page);
  const char *label = records ? _("Back") : to_records ? _("Back to the Records") : _("Back to the Board");

  gtk_widget_set_visible (self->back_button, records || (game && _tyros_window_page_can_go_back (page)));
  gtk_widget_set_tooltip_text (self->back_button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->back_button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The header follows the page shown: its title and subtitle are the page's
 * (bound, page_bindings); a page that can go back has the back button, when
 * there is a game to go back to; over the game's board, its undo and redo,
 * the side panel's button and the chip in the colour of the player to act. */
static void
update_header (TyrosWindow *self)
{
  GtkWidget *page = _tyros_window_visible_page (self);
  gboolean game = _tyros_window_get_game (self) != NULL;
  gboolean on_board = game && page != NULL && page == GTK_WIDGET (self->game_page);

  update_back_button (self, page);
  gtk_widget_set_visible (self->history_box, on_board && !tyros_game_is_position (_tyros_window_get_game (self)));
  gtk_widget_set_visible (self->panel_button, on_board);
  gtk_widget_set_visible (GTK_WIDGET (self->game_menu_button), on_board);
  gtk_widget_set_visible (self->sheet_share_button, game && page != NULL && page == GTK_WIDGET (self->score_page));
  g_binding_group_set_source (self->chip_bindings, on_board ? self->session : NULL);
  if (!on_board)
    gtk_widget_set_visible (self->player_chip, FALSE);
  place_title (self);
  _tyros_window_update_actions (self);
}

/* As Text Editor's window binds its visible page */
static void
visible_page_changed (TyrosWindow *self)
{
  g_binding_group_set_source (self->page_bindings, _tyros_window_visible_page (self));
  update_header (self);
}

/* A new game whose first save failed got its file at a later one. */
static void
game_file_claimed (TyrosWindow *self)
{
  tyros_teacher_set_file (self->teacher, tyros_game_session_get_autosave_path (self->session));
}

static void saved_again (TyrosWindow *self);

/* @path: the game's file in the store, or NULL for a new one; @teach: 1 or 0
 * to teach it or not, -1 to leave that to the teacher. */
static void
show_game_now (TyrosWindow *self,
               TyrosGame   *game,
               const char  *path,
               int          teach)
{
  gboolean shared;

  /* The phones followed the game that goes: they do not see another unasked */
  shared = _tyros_window_stop_sharing (self);
  /* The game in play, autosaved from now on. A game without saved colours is
   * shown in the palette's (the session's "player colours"), never given
   * them: a colour the file does not have would count in the records' "by
   * colour". */
  g_clear_object (&self->session);
  self->session = tyros_game_session_new (self->store, game, path);
  g_signal_connect_object (self->session, "notify::save-error", G_CALLBACK (saved_again), self,
                           G_CONNECT_SWAPPED);
  g_binding_group_set_source (self->save_bindings, self->session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);

  tyros_game_page_set_session (game_page (self), self->session);
  _tyros_window_set_page (self, "game");
  /* a game opened from the records shows its score sheet */
  if (self->scores_next)
    _tyros_window_show_scores (self);
  self->scores_next = FALSE;
  tyros_teacher_set_game (self->teacher, game, tyros_game_session_get_autosave_path (self->session));
  if (teach >= 0)
    tyros_teacher_set_teaching (self->teacher, teach);
  g_signal_connect_object (self->session, "notify::autosave-path", G_CALLBACK (game_file_claimed), self,
                           G_CONNECT_SWAPPED);
  if (shared)
    _tyros_window_offer_sharing (self);
}

/* The game on the board may leave the window when a file holds it as it is:
 * its autosave (tried once more now) or a copy saved since the last move. */
static gboolean
game_is_kept (TyrosWindow *self)
{
  return self->session == NULL || tyros_game_session_is_kept (self->session) ||
         tyros_game_session_save_now (self->session, NULL);
}

static gboolean
close_now (gpointer user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
  return G_SOURCE_REMOVE;
}

static void
finish_leaving (TyrosWindow *self)
{
  g_autoptr(TyrosGame) game = g_steal_pointer (&self->next_game);
  g_autofree char *path = g_steal_pointer (&self->next_path);
  Leaving leaving = self->leaving;

  self->leaving = LEAVING_NOT;
  if (self->unsaved_dialog != NULL)
    tyros_unsaved_dialog_dismiss (g_steal_pointer (&self->unsaved_dialog));
  if (leaving == LEAVING_TO_CLOSE)
    {
      /* From the main loop: this runs inside the dialog's answer or the
       * session's notification, which must not outlive their window. */
      self->close_confirmed = TRUE;
      g_idle_add_full (G_PRIORITY_DEFAULT, close_now, g_object_ref (self), g_object_unref);
    }
  else if (leaving == LEAVING_FOR_GAME)
    show_game_now (self, game, path, self->next_teach);
}

static void
saved_elsewhere (GObject *owner,
                 GFile   *file)
{
  TyrosWindow *self = TYROS_WINDOW (owner);
  g_autoptr(GError) error = NULL;

  if (self->session != NULL && !tyros_game_session_save_as (self->session, file, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not save the game: %s"), error->message);

      self->leaving = LEAVING_NOT;
      _tyros_window_show_toast (self, text);
      return;
    }
  finish_leaving (self);
}

static void
unsaved_answered (const char *response,
                  gpointer    user_data)
{
  TyrosWindow *self = TYROS_WINDOW (user_data);

  self->unsaved_dialog = NULL;
  if (g_str_equal (response, TYROS_UNSAVED_DISCARD))
    finish_leaving (self);
  else if (g_str_equal (response, TYROS_UNSAVED_SAVE_AS))
    tyros_game_chooser_save (GTK_WINDOW (self), _("game.tyros"), G_OBJECT (self), saved_elsewhere);
  else
    self->leaving = LEAVING_NOT;
}

/* A save that works while the question is asked answers it. */
static void
saved_again (TyrosWindow *self)
{
  if (self->leaving != LEAVING_NOT && tyros_game_session_is_kept (self->session))
    finish_leaving (self);
}

/* The game on the board leaves the window (for @leaving): at once when a
 * file holds it; else the user is asked, as its latest moves are only in
 * memory. No move the window showed is dropped without that question. */
static void
leave_game (TyrosWindow *self,
            Leaving      leaving,
            TyrosGame   *next_game,
            const char  *next_path,
            int          next_teach)
{
  self->leaving = leaving;
  g_set_object (&self->next_game, next_game);
  g_free (self->next_path);
  self->next_path = g_strdup (next_path);
  self->next_teach = next_teach;
  if (game_is_kept (self))
    {
      finish_leaving (self);
      return;
    }
  if (self->unsaved_dialog != NULL)
    tyros_unsaved_dialog_dismiss (g_steal_pointer (&self->unsaved_dialog));
  self->unsaved_dialog = tyros_unsaved_dialog_present (GTK_WINDOW (self), leaving == LEAVING_TO_CLOSE,
                                                       tyros_game_session_get_save_error (self->session),
                                                       unsaved_answered, self);
}

void
_tyros_window_show_game (TyrosWindow *self,
                         TyrosGame   *game,
                         const char  *path,
                         int          teach)
{
  leave_game (self, LEAVING_FOR_GAME, game, path, teach);
}

/* Signal handlers */

static void
game_created (TyrosWindow      *self,
              TyrosGame        *game,
              TyrosNewGamePage *page)
{
  /* A new game is played on the group's board (Compare with Your Board) */
  g_autoptr(TyrosBoard) board = tyros_board_compare_load_default ();

  if (board != NULL)
    tyros_game_set_board (game, board);
  _tyros_window_stop_opening (self);
  _tyros_window_show_game (self, game, NULL, tyros_new_game_page_get_teach (page));
}

static void
new_game_cancelled (TyrosWindow      *self,
                    TyrosNewGamePage *page G_GNUC_UNUSED)
{
  _tyros_window_set_page (self, _tyros_window_get_game (self) != NULL ? "game" : "start");
}

/* On a phone a banner's button goes under its text, as AdwBanner's does:
 * beside it, the "not saved" sentence wrapped to 7 lines (de) */
static void
fit_banners (TyrosWindow *self)
{
  gboolean narrow = self->game_page != NULL && tyros_game_page_get_narrow (self->game_page);
  GtkWidget *banners[] = { self->unsaved_banner, self->finished_banner };

  for (guint i = 0; i < G_N_ELEMENTS (banners); i++)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (banners[i]),
                                      narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
      gtk_box_set_spacing (GTK_BOX (banners[i]), narrow ? 6 : 12);
    }
}

#if ADW_CHECK_VERSION (1, 4, 0)
static gboolean
update_sharing_later (gpointer data)
{
  TyrosWindow *self = data;

  self->sharing_idle = 0;
  _tyros_window_update_sharing (self);
  fit_banners (self);
  return G_SOURCE_REMOVE;
}
#endif

/* On a phone-wide game page the header bar has no room left for the turn
 * and the round, nor on the game's other pages beside their buttons: the
 * score sheet's "Game Over" showed as "Game…", German "Mit eurem Spielplan
 * vergleichen" was cut. The title has a row of its own under the header
 * bar, as wide as the window, which shows the same texts (bound in
 * tyros-window.ui). The game page knows when the window is phone-wide. */
static void
place_title (TyrosWindow *self)
{
  GtkWidget *page = _tyros_window_visible_page (self);
  gboolean of_game = page != NULL && (page == GTK_WIDGET (self->game_page) || page == GTK_WIDGET (self->score_page) ||
                                      page == self->compare_page);
  gboolean own_row = of_game && self->game_page != NULL && tyros_game_page_get_narrow (self->game_page);

  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !own_row);
  gtk_widget_set_visible (GTK_WIDGET (self->row_title), own_row);
#if ADW_CHECK_VERSION (1, 4, 0)
  /* The page goes narrow while libadwaita 1.4+ lays out the window (its
   * breakpoint): the header's Share button shows or hides, and the banners
   * turn, after that layout, not in it (libadwaita 1.7's breakpoint bin read freed memory) */
  if (self->sharing_idle == 0)
    self->sharing_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_sharing_later, self, NULL);
#else
  /* on 1.2 the page goes narrow in its own allocation, before the header
   * is measured again: the button goes with the same layout */
  _tyros_window_update_sharing (self);
  fit_banners (self);
#endif
}

/* The pages built on demand (see game_page() above) */

static void
connect_game_page (TyrosWindow   *self,
                   TyrosGamePage *page)
{
  /* The button stays visible: a notify of "folded" comes during size allocation,
   * too late to change the header bar. Unfolded, it hides or shows the panel. */
  g_object_bind_property (page, "show-panel", self->panel_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (page, "notify::narrow", G_CALLBACK (place_title), self, G_CONNECT_SWAPPED);
  /* The game's actions, for the header bar, the menu and the accelerators */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", G_ACTION_GROUP (page));
}

static TyrosGamePage *
game_page (TyrosWindow *self)
{
  if (self->game_page == NULL)
    {
      self->game_page = TYROS_GAME_PAGE (tyros_game_page_new ());
      connect_game_page (self, self->game_page);
      _tyros_window_add_page (self, GTK_WIDGET (self->game_page), "game");
    }
  return self->game_page;
}

TyrosNewGamePage *
_tyros_window_new_game_page (TyrosWindow *self)
{
  TyrosNewGamePage *page = self->new_game_page;

  if (page != NULL)
    return page;
  self->new_game_page = page = g_object_new (TYROS_TYPE_NEW_GAME_PAGE, NULL);
  g_signal_connect_object (page, "game-created", G_CALLBACK (game_created), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "cancelled", G_CALLBACK (new_game_cancelled), self, G_CONNECT_SWAPPED);
  if (self->people != NULL)
    tyros_new_game_page_set_people (page, self->people);
  gtk_stack_add_named (self->main_stack, GTK_WIDGET (page), "new-game");
  _tyros_window_read_names (self);
  return page;
}

GtkWidget *
_tyros_window_compare_page (TyrosWindow *self)
{
  if (self->compare_page == NULL)
    {
      self->compare_page = tyros_board_compare_page_new ();
      _tyros_window_add_page (self, self->compare_page, "compare-board");
    }
  return self->compare_page;
}

void
_tyros_window_show_scores (TyrosWindow *self)
{
  if (self->game_page == NULL || tyros_game_page_get_scorable_game (self->game_page) == NULL)
    return;
  if (self->score_page == NULL)
    {
      self->score_page = TYROS_SCORE_PAGE (tyros_score_page_new ());
      /* Filled before it joins the window: the sheet's labels attached
       * to a grid in the window were styled and resized one by one
       * (issue 34: 12 M instructions of the first opening, some runs) */
      tyros_score_page_show_game (self->score_page, self->session);
      _tyros_window_add_page (self, GTK_WIDGET (self->score_page), "score");
      /* the header's Share menu acts on the page, outside the page */
      gtk_widget_insert_action_group (self->sheet_share_button, "score",
                                      tyros_score_page_get_share_actions (self->score_page));
    }
  else
    tyros_score_page_show_game (self->score_page, self->session);
  _tyros_window_set_page (self, "score");
}

/* A window shows the start page, unless a game is being read for it (a
 * launch with a file): then it shows that game, or the start page if the
 * file cannot be read (tyros-window-open.c), and a launch with a game never
 * builds the start page. Decided when the window is shown, before its size
 * is measured: a page added at its map measured the window twice. */
static void
tyros_window_show (GtkWidget *widget)
{
  TyrosWindow *self = TYROS_WINDOW (widget);

  if (_tyros_window_visible_page (self) == NULL && self->opening == NULL)
    _tyros_window_show_start_page (self);
  GTK_WIDGET_CLASS (tyros_window_parent_class)->show (widget);
}

static gboolean
tyros_window_close_request (GtkWindow *window)
{
  TyrosWindow *self = TYROS_WINDOW (window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  if (!self->close_confirmed && !game_is_kept (self))
    {
      leave_game (self, LEAVING_TO_CLOSE, NULL, NULL, -1);
      return TRUE;
    }
  /* The game leaves with the window (quitting closes every window) */
  _tyros_window_stop_sharing (self);
  return GTK_WINDOW_CLASS (tyros_window_parent_class)->close_request (window);
}

static void
tyros_window_dispose (GObject *object)
{
  TyrosWindow *self = TYROS_WINDOW (object);

  /* The stack goes with the template below: its last pages are no header's. */
  if (self->main_stack != NULL)
    g_signal_handlers_disconnect_by_data (self->main_stack, self);
  if (self->board_view != NULL)
    g_signal_handlers_disconnect_by_data (self->board_view, self);
  g_clear_handle_id (&self->sharing_idle, g_source_remove);
  /* What is being read is dropped: nothing arrives once the window is gone. */
  _tyros_window_stop_opening (self);
  g_cancellable_cancel (self->listing);
  g_clear_object (&self->listing);
  g_cancellable_cancel (self->reading_names);
  g_clear_object (&self->reading_names);
  _tyros_window_stop_sharing (self);
  g_clear_object (&self->teacher);
  g_clear_object (&self->page_bindings);
  g_clear_object (&self->chip_bindings);
  g_clear_object (&self->save_bindings);
  if (self->unsaved_dialog != NULL)
    tyros_unsaved_dialog_dismiss (g_steal_pointer (&self->unsaved_dialog));
  g_clear_object (&self->next_game);
  g_clear_pointer (&self->next_path, g_free);
  g_clear_object (&self->session);
  g_clear_object (&self->store);
  g_clear_object (&self->records);
  g_clear_object (&self->people);
  g_clear_weak_pointer (&self->delete_toast);
  g_clear_weak_pointer (&self->said_toast);
  g_clear_object (&self->settings);

  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", NULL);
  /* Children of main_stack, which goes with the template. */
  self->new_game_page = NULL;
  self->game_page = NULL;
  self->score_page = NULL;
  self->records_page = NULL;
  self->board_view = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_WINDOW);

  G_OBJECT_CLASS (tyros_window_parent_class)->dispose (object);
}

static void
tyros_window_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TyrosWindow *self = TYROS_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION: g_value_set_object (value, self->session); break;
    case PROP_TEACHER: g_value_set_object (value, self->teacher); break;
    case PROP_TEACHING: g_object_get_property (G_OBJECT (self->teacher), "teaching", value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_window_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TyrosWindow *self = TYROS_WINDOW (object);
  TyrosGame *game = _tyros_window_get_game (self);

  switch (prop_id)
    {
    case PROP_TEACHING:
      /* Any game played move by move, new or opened; not a finished board */
      if (game != NULL && !tyros_game_is_position (game))
        tyros_teacher_set_teaching (self->teacher, g_value_get_boolean (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
teaching_changed (TyrosWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEACHING]);
}

static void
tyros_window_class_init (TyrosWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tyros_window_dispose;
  object_class->get_property = tyros_window_get_property;
  object_class->set_property = tyros_window_set_property;

  /* The game in play (a TyrosGameSession), or NULL */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, TYROS_TYPE_GAME_SESSION,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* "Teach me as we play" */
  properties[PROP_TEACHER] =
    g_param_spec_object ("teacher", NULL, NULL, TYROS_TYPE_TEACHER,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* Whether the game shown is taught: the menu's "Teach Me as We Play" (win.teach) */
  properties[PROP_TEACHING] =
    g_param_spec_boolean ("teaching", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  window_class->close_request = tyros_window_close_request;
  widget_class->show = tyros_window_show;
  /* Ctrl+W closes it, as every window of the app (asking first while a game
   * is only in memory: close_request) */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);

  /* Links the compiled resources in from the static library. */
  (void) tyros_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tyroscompanion/TyrosCompanion/tyros-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, row_title);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, share_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, sheet_share_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, sheet_share_menu);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, share_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, row_share_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, said_bar);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, said_label);
  gtk_widget_class_bind_template_callback (widget_class, said_closed);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, player_chip);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, opening_spinner);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, game_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, game_menu);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, unsaved_banner);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, finished_banner);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, finished_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, unsaved_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosWindow, main_stack);

  _tyros_window_class_actions_init (klass);
}

/* The menus' popovers are built when a menu is first opened (by click, F10
 * or its button's accessible action), not with the window: the main menu's
 * items took about 1 % of the start-up. The accelerators are the
 * application's and work without them. @user_data: the menu's model. */
static void
build_menu (GtkMenuButton *button,
            gpointer       user_data)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, G_MENU_MODEL (user_data));
}

static void
menu_button_init (GtkMenuButton *button,
                  GMenuModel    *menu)
{
  tyros_menu_names_keep (button);
  gtk_menu_button_set_create_popup_func (button, build_menu, menu, NULL);
}

/* The score sheet's Share button's arrow (its GtkMenuButton, named only by
 * a tooltip in libadwaita) and its items named for a screen reader; so is
 * its icon button, which GTK 4.8 named "GtkImage". Its menu is built when
 * first opened, as the others: with the score page it was 5 M instructions
 * of the sheet's first opening (issue 34), and by then the page's actions
 * are there (GTK 4.8 leaves the first item of a menu built before its
 * actions insensitive). */
static void
name_sheet_share_menu (TyrosWindow *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->sheet_share_button); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copy as Image"), -1);
    else if (GTK_IS_MENU_BUTTON (child))
      {
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        _("Share and Export"), -1);
        menu_button_init (GTK_MENU_BUTTON (child), self->sheet_share_menu);
      }
}

static void
tyros_window_init (TyrosWindow *self)
{
  int width, height;

  gtk_widget_init_template (GTK_WIDGET (self));
  _tyros_window_accept_dropped_files (self);
  menu_button_init (self->primary_menu_button, self->primary_menu);
  menu_button_init (self->game_menu_button, self->game_menu);
  name_sheet_share_menu (self);

  self->settings = g_settings_new (APPLICATION_ID);
  width = g_settings_get_int (self->settings, "window-width");
  height = g_settings_get_int (self->settings, "window-height");
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  self->teacher = tyros_teacher_new (GTK_WINDOW (self));
  g_signal_connect_object (self->teacher, "notify::teaching", G_CALLBACK (teaching_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->teacher, "say", G_CALLBACK (teacher_says), self, G_CONNECT_SWAPPED);
  self->store = tyros_game_store_new (NULL);
  self->page_bindings = g_binding_group_new ();
  g_binding_group_bind (self->page_bindings, "title", self->window_title, "title", G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->page_bindings, "subtitle", self->window_title, "subtitle", G_BINDING_SYNC_CREATE);
  self->chip_bindings = g_binding_group_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->player_chip), draw_chip, self, NULL);
  g_binding_group_bind_full (self->chip_bindings, "current-colour", self->player_chip, "visible",
                             G_BINDING_SYNC_CREATE, show_chip_colour, NULL, self, NULL);
  self->save_bindings = g_binding_group_new ();
  g_binding_group_bind_full (self->save_bindings, "save-error", self->unsaved_banner, "visible",
                             G_BINDING_SYNC_CREATE, save_error_to_shown, NULL, NULL, NULL);
  /* why, as the file system said it (with the file's path): over the text */
  g_binding_group_bind (self->save_bindings, "save-error", self->unsaved_label, "tooltip-text",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind_full (self->save_bindings, "finished-text", self->finished_banner, "visible",
                             G_BINDING_SYNC_CREATE, save_error_to_shown, NULL, NULL, NULL);
  g_binding_group_bind (self->save_bindings, "finished-text", self->finished_label, "label",
                        G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->main_stack, "notify::visible-child", G_CALLBACK (visible_page_changed),
                           self, G_CONNECT_SWAPPED);
#if ADW_CHECK_VERSION (1, 4, 0)
  /* the board and the pages over it (tyros-window-pages.c): its pages are
   * added when they are first shown */
  self->board_view = adw_navigation_view_new ();
  gtk_stack_add_named (self->main_stack, self->board_view, "game");
  g_signal_connect_object (self->board_view, "notify::visible-page", G_CALLBACK (visible_page_changed),
                           self, G_CONNECT_SWAPPED);
#endif
  visible_page_changed (self);
}

TyrosWindow *
tyros_window_new (GtkApplication *app)
{
  return g_object_new (TYROS_TYPE_WINDOW, "application", app, NULL);
}
