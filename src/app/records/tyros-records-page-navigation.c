/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page-navigation.c: which of the Records page's views is shown
 *
 * The page's views are the pages of its stack (view_stack) on libadwaita
 * 1.2. On 1.4+ a person's page, the files left out ("detail") and the games
 * behind a number ("games") are pushed over the overview in an
 * AdwNavigationView, as the window's pages over the board are
 * (tyros-window-pages.c): they slide in, and a swipe or the mouse's back
 * button pops them. The page's views (self->views) are what is shown: the
 * navigation view has a page for each, over the overview, and a pop of its
 * own takes the views over the page it returns to off them, so the header
 * (its subtitle, its back button: win.go-back) follows it.
 */
#define G_LOG_DOMAIN "tyros-records-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-records-page-private.h"

#if ADW_CHECK_VERSION (1, 4, 0)
static AdwNavigationView *
navigation_view (TyrosRecordsPage *self)
{
  return ADW_NAVIGATION_VIEW (self->navigation_view);
}

/* The views @page stands for: the pages under it */
static guint
depth (TyrosRecordsPage  *self,
       AdwNavigationPage *page)
{
  guint n = 0;

  while ((page = adw_navigation_view_get_previous_page (navigation_view (self), page)) != NULL)
    n++;
  return n;
}

static gboolean
in_navigation_stack (TyrosRecordsPage  *self,
                     AdwNavigationPage *page)
{
  for (AdwNavigationPage *shown = adw_navigation_view_get_visible_page (navigation_view (self)); shown != NULL;
       shown = adw_navigation_view_get_previous_page (navigation_view (self), shown))
    if (shown == page)
      return TRUE;
  return FALSE;
}

/* Popped by the navigation view itself (a swipe, the mouse's back button):
 * the views over the page shown now are gone */
static void
visible_page_changed (TyrosRecordsPage *self)
{
  AdwNavigationPage *shown = adw_navigation_view_get_visible_page (navigation_view (self));
  guint n = shown != NULL ? depth (self, shown) : 0;

  /* (nor while the page is disposed: its views are gone) */
  if (self->navigating || self->views == NULL || n >= self->views->len)
    return;
  while (self->views->len > n)
    tyros_records_page_go_back (self);
}

/* The overview filled while it is on screen again (FillStep) */
static void
overview_mapped (TyrosRecordsPage *self)
{
  _tyros_records_page_fill_later (self, TRUE);
}

/* @child of view_stack, taken out of it into a page of the navigation view */
static AdwNavigationPage *
page_new (TyrosRecordsPage *self,
          GtkWidget        *child,
          const char       *tag)
{
  AdwNavigationPage *page;

  g_object_ref (child);
  if (gtk_widget_get_parent (child) != NULL)
    gtk_stack_remove (self->view_stack, child);
  /* titled as shown (_tyros_records_page_show): a screen reader says it */
  page = adw_navigation_page_new_with_tag (child, _("Records"), tag);
  g_object_unref (child);
  return page;
}
#endif

/* The widget the page shows its views in: view_stack on 1.2, the
 * navigation view over it on 1.4+ */
GtkWidget *
_tyros_records_page_init_navigation (TyrosRecordsPage *self)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *detail = gtk_stack_get_child_by_name (self->view_stack, "detail");
  GtkWidget *games = gtk_stack_get_child_by_name (self->view_stack, "games");

  self->navigation_view = adw_navigation_view_new ();
  g_signal_connect_object (gtk_stack_get_child_by_name (self->view_stack, "overview"), "map",
                           G_CALLBACK (overview_mapped), self, G_CONNECT_SWAPPED);
  /* the first page added is the view's root */
  adw_navigation_view_add (navigation_view (self), page_new (self, GTK_WIDGET (self->view_stack), "overview"));
  adw_navigation_view_add (navigation_view (self), page_new (self, detail, "detail"));
  adw_navigation_view_add (navigation_view (self), page_new (self, games, "games"));
  g_signal_connect_object (self->navigation_view, "notify::visible-page", G_CALLBACK (visible_page_changed), self,
                           G_CONNECT_SWAPPED);
  return self->navigation_view;
#else
  return GTK_WIDGET (self->view_stack);
#endif
}

/* Shows @name, a page of view_stack: over the overview ("detail",
 * "games"), a page of the navigation view on 1.4+, titled @title */
void
_tyros_records_page_show (TyrosRecordsPage *self,
                          const char       *name,
                          const char       *title)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  gboolean over = g_str_equal (name, "detail") || g_str_equal (name, "games");
  AdwNavigationPage *page = adw_navigation_view_find_page (navigation_view (self), over ? name : "overview");

  if (!over)
    gtk_stack_set_visible_child_name (self->view_stack, name);
  else if (title != NULL)
    adw_navigation_page_set_title (page, title);
  if (page == adw_navigation_view_get_visible_page (navigation_view (self)))
    return;
  /* the views follow: no pop of the view's own */
  self->navigating = TRUE;
  if (in_navigation_stack (self, page))
    adw_navigation_view_pop_to_page (navigation_view (self), page);
  else
    adw_navigation_view_push (navigation_view (self), page);
  self->navigating = FALSE;
#else
  (void) title;
  gtk_stack_set_visible_child_name (self->view_stack, name);
#endif
}
