/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-window-pages.c: which page of the main window is shown
 *
 * The window's pages are the pages of its stack (main_stack): the start
 * page, New Game, the board, the records are peers, each shown in place of
 * the other. The score sheet and Compare with Your Board are over the board:
 * with libadwaita 1.4+ the board and they are pages of an AdwNavigationView,
 * main_stack's "game", which pushes them with an animation and pops them with
 * a swipe or the mouse's back button. The view's navigation stack is the way
 * back from them, what the header's back button, Alt+Left and Escape follow
 * (win.go-back) on 1.4+ as on 1.2. The page shown is the stack's visible
 * child or, when that is the board view, the view's visible page: the window
 * listens to both.
 */
#define G_LOG_DOMAIN "tyros-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-window-private.h"

#if ADW_CHECK_VERSION (1, 4, 0)
/* The pages of the board view, by their name in the stack on 1.2 */
static gboolean
is_over_board (const char *name)
{
  return g_str_equal (name, "game") || g_str_equal (name, "score") || g_str_equal (name, "compare-board");
}

/* A page's "title", NULL until it has one: a navigation page has one always
 * (libadwaita warns at a page without), the app's name as the header shows */
static gboolean
title_to_text (GBinding     *binding G_GNUC_UNUSED,
               const GValue *from,
               GValue       *to,
               gpointer      user_data G_GNUC_UNUSED)
{
  const char *title = g_value_get_string (from);

  g_value_set_string (to, title != NULL && *title != '\0' ? title : _("Tyros Companion"));
  return TRUE;
}

static AdwNavigationView *
board_view (TyrosWindow *self)
{
  return ADW_NAVIGATION_VIEW (self->board_view);
}

/* @page, which is the board or over it, shown in the board view: pushed over
 * the board shown, popped back to the board under it, else the view's stack
 * replaced (no animation, when the view is not shown yet). A page over the
 * board has the board under it while there is a game; Compare with Your
 * Board without one has none: it is not swiped back to an empty board. */
static void
show_in_board_view (TyrosWindow       *self,
                    AdwNavigationPage *page)
{
  AdwNavigationView *view = board_view (self);
  AdwNavigationPage *shown = adw_navigation_view_get_visible_page (view);
  AdwNavigationPage *board = adw_navigation_view_find_page (view, "game");
  gboolean in_view = gtk_stack_get_visible_child (self->main_stack) == self->board_view;
  gboolean over_board = page != board && board != NULL && _tyros_window_get_game (self) != NULL;
  AdwNavigationPage *pages[] = { board, page };

  /* the score sheet of a game of the records leads back to them, not to
   * the board under it: no swipe nor the view's keys to that board */
  adw_navigation_page_set_can_pop (page, !self->back_to_records);
  if (page == shown)
    return;
  if (in_view && page == board && shown != NULL && adw_navigation_view_get_previous_page (view, shown) == board)
    adw_navigation_view_pop_to_page (view, board);
  else if (in_view && over_board && shown == board)
    adw_navigation_view_push (view, page);
  else
    adw_navigation_view_replace (view, over_board ? pages : pages + 1, over_board ? 2 : 1);
}
#endif

GtkWidget *
_tyros_window_visible_page (TyrosWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->main_stack);

#if ADW_CHECK_VERSION (1, 4, 0)
  if (page != NULL && page == self->board_view)
    {
      AdwNavigationPage *shown = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (page));

      return shown != NULL ? adw_navigation_page_get_child (shown) : NULL;
    }
#endif
  return page;
}

/* @page, built on its first showing, as the window's page @name */
void
_tyros_window_add_page (TyrosWindow *self,
                        GtkWidget   *page,
                        const char  *name)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  if (is_over_board (name))
    {
      AdwNavigationPage *item = adw_navigation_page_new_with_tag (page, _("Tyros Companion"), name);

      /* said by a screen reader, and the page's own header would show it */
      g_object_bind_property_full (page, "title", item, "title", G_BINDING_SYNC_CREATE, title_to_text, NULL,
                                   NULL, NULL);
      /* added, not only pushed: kept when popped, as the stack keeps its pages */
      adw_navigation_view_add (board_view (self), item);
      return;
    }
#endif
  gtk_stack_add_named (self->main_stack, page, name);
}

void
_tyros_window_show_named_page (TyrosWindow *self,
                               const char  *name)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  if (is_over_board (name))
    {
      show_in_board_view (self, adw_navigation_view_find_page (board_view (self), name));
      name = "game";
    }
#endif
  gtk_stack_set_visible_child_name (self->main_stack, name);
}
