/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-setup-guide.c: the set-up of the real board, one step a page */
#define G_LOG_DOMAIN "tyros-setup-guide"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-rule-board.h"
#include "tyros-setup-guide.h"

/* One page: "How to win", a step of the set-up, or the board's legend. */
typedef struct {
  char             *heading;  /* or NULL */
  char             *text;
  TyrosRulePicture  picture;
} Page;

static void
page_free (Page *page)
{
  g_free (page->heading);
  g_free (page->text);
  g_free (page);
}

struct _TyrosSetupGuide
{
  AdwWindow       parent_instance;

  GPtrArray      *pages;   /* Page */
  guint           page;
  GtkLabel       *counter;
  GtkLabel       *heading;
  GtkLabel       *text;      /* paragraphs, or one step */
  TyrosRuleBoard *board;
  GtkButton      *back_button;
  GtkButton      *next_button;
  GtkWidget      *scroller;
  GtkWidget      *content;
};

G_DEFINE_FINAL_TYPE (TyrosSetupGuide, tyros_setup_guide, ADW_TYPE_WINDOW)

enum { DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
add_page (TyrosSetupGuide  *self,
          const char       *heading,
          char             *text /* owned */,
          TyrosRulePicture  picture)
{
  Page *page = g_new0 (Page, 1);

  page->heading = g_strdup (heading);
  page->text = text;
  page->picture = picture;
  g_ptr_array_add (self->pages, page);
}

/* The symbols of the board as the app draws it (here and in the game), which
 * the printed board shows otherwise. */
static char *
legend_text (void)
{
  return g_strdup (_("Blue connectors join two fields by sea: ships pass there. Solid ones are in the rulebooks; "
                     "dashed ones are read from the printed map. A brown bar between two fields is land: no ship passes. "
                     "Field 16, Italy, has a west coast (W) and an east coast (E), split by a dashed line. "
                     "“~” marks the open sea, where no ship may go, and “T” is Tyros."));
}

static void
show_page (TyrosSetupGuide *self)
{
  const Page *page = self->pages->pdata[self->page];
  /* Translators: "Step 2 of 5" */
  g_autofree char *counter = g_strdup_printf (_("Step %u of %u"), self->page + 1, self->pages->len);

  gtk_label_set_text (self->counter, counter);
  gtk_label_set_text (self->heading, page->heading != NULL ? page->heading : "");
  gtk_widget_set_visible (GTK_WIDGET (self->heading), page->heading != NULL);
  /* every page in the body's type, at the same margin: the steps' large
   * bold sentences read as a dialog of their own between "How to win" and
   * the board's legend */
  gtk_label_set_text (self->text, page->text);
  tyros_rule_board_set_picture (self->board, page->picture);
  /* a page without a picture leaves the text its room (an empty board
   * took 150 px of "How to win", whose last paragraphs fell below the fold) */
  gtk_widget_set_visible (GTK_WIDGET (self->board), page->picture != TYROS_RULE_PICTURE_NONE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->back_button), self->page > 0);
  gtk_button_set_label (self->next_button, self->page + 1 < self->pages->len ? _("_Next") : _("_Start Playing"));
}

static void
back_clicked (TyrosSetupGuide *self)
{
  if (self->page == 0)
    return;
  self->page--;
  show_page (self);
}

/* Next: the following page, or done after the last */
static void
next_clicked (TyrosSetupGuide *self)
{
  if (self->page + 1 < self->pages->len)
    {
      self->page++;
      show_page (self);
      return;
    }
  g_signal_emit (self, signals[DONE], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
tyros_setup_guide_dispose (GObject *object)
{
  TyrosSetupGuide *self = TYROS_SETUP_GUIDE (object);

  g_clear_pointer (&self->pages, g_ptr_array_unref);
  G_OBJECT_CLASS (tyros_setup_guide_parent_class)->dispose (object);
}

static void
tyros_setup_guide_class_init (TyrosSetupGuideClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tyros_setup_guide_dispose;
  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
}

static void
tyros_setup_guide_init (TyrosSetupGuide *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_window_set_title (GTK_WINDOW (self), _("Set Up the Board"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 460);
  gtk_box_append (GTK_BOX (box), header);

  self->counter = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->counter), "dim-label");
  self->heading = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->heading, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "title-2");
  self->text = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->text), "page-text");
  gtk_label_set_wrap (self->text, TRUE);
  self->board = TYROS_RULE_BOARD (tyros_rule_board_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  self->back_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Back")));
  gtk_widget_add_css_class (GTK_WIDGET (self->back_button), "pill");
  g_signal_connect_swapped (self->back_button, "clicked", G_CALLBACK (back_clicked), self);
  self->next_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Next")));
  gtk_widget_add_css_class (GTK_WIDGET (self->next_button), "suggested-action");
  gtk_widget_add_css_class (GTK_WIDGET (self->next_button), "pill");
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (next_clicked), self);

  /* Back and Next at fixed places, the foot of the window, each half of it:
   * the pages above scroll, so a longer text, a page without a picture or
   * "Start Playing" neither moves them nor makes the window grow (issue 19,
   * 4; issue 24, 6). */
  g_object_set (content, "margin-start", 24, "margin-end", 24, NULL);
  g_object_set (buttons, "margin-bottom", 24, "margin-start", 24, "margin-end", 24, NULL);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->back_button));
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->next_button));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->counter));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->heading));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->text));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->board));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* a scrollbar in sight where a page is taller than the window still (a
   * phone): never text hidden behind one that shows only once touched */
  gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller), FALSE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), content);
  gtk_widget_set_vexpand (scroller, TRUE);
  self->scroller = scroller;
  self->content = content;
  gtk_box_append (GTK_BOX (box), scroller);
  gtk_box_append (GTK_BOX (box), buttons);
  adw_window_set_content (ADW_WINDOW (self), box);
}

/* The height the guide needs at @width for its tallest page: the pages
 * measured at their own width (the scrolled window measures them at none),
 * and the header and the buttons round them */
#define PAGE_MARGINS (2 * 24 + 16) /* beside the page, and its scrollbar */

static int
tallest_page (TyrosSetupGuide *self,
              int              width)
{
  GtkWidget *box = adw_window_get_content (ADW_WINDOW (self));
  int whole, scrolled, tallest = 0;

  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, width, NULL, &whole, NULL, NULL);
  gtk_widget_measure (self->scroller, GTK_ORIENTATION_VERTICAL, width, NULL, &scrolled, NULL, NULL);
  for (self->page = 0; self->page < self->pages->len; self->page++)
    {
      int natural;

      show_page (self);
      gtk_widget_measure (self->content, GTK_ORIENTATION_VERTICAL, width - PAGE_MARGINS, NULL, &natural, NULL, NULL);
      tallest = MAX (tallest, natural);
    }
  self->page = 0;
  show_page (self);
  return whole - scrolled + tallest;
}

TyrosSetupGuide *
tyros_setup_guide_new (GtkWindow        *parent,
                       const TyrosSetup *setup,
                       const TyrosState *state)
{
  TyrosSetupGuide *self = g_object_new (TYROS_TYPE_SETUP_GUIDE, "transient-for", parent,
                                        "destroy-with-parent", TRUE, NULL);

  g_autoptr(GPtrArray) steps = tyros_teach_setup_steps (setup, state);

  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) page_free);
  add_page (self, tyros_rulebook_how_to_win_title (), tyros_rulebook_how_to_win (state->edition),
            TYROS_RULE_PICTURE_NONE);
  for (guint i = 0; i < steps->len; i++)
    {
      TyrosSetupStep *step = steps->pdata[i];

      /* The legend before the first step on the board */
      if (step->picture != TYROS_RULE_PICTURE_NONE && self->pages->len == i + 1)
        add_page (self, _("Reading the board"), legend_text (), TYROS_RULE_PICTURE_SEA_LINKS);
      add_page (self, NULL, g_steal_pointer (&step->sentence), step->picture);
    }
  tyros_rule_board_set_founding (self->board, setup->founding);
  /* As tall as the tallest page, each page whole with Next in one place; on
   * a phone-sized window the guide takes the window's size, not more */
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    {
      int width = MIN (480, gtk_widget_get_width (GTK_WIDGET (parent)));

      gtk_window_set_default_size (GTK_WINDOW (self), width,
                                   MIN (MAX (460, tallest_page (self, width)),
                                        gtk_widget_get_height (GTK_WIDGET (parent))));
    }
  show_page (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->next_button));
  return self;
}
