/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-setup-guide.c: the set-up of the real board, one step a page */
#define G_LOG_DOMAIN "tyros-setup-guide"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-rule-board.h"
#include "tyros-setup-guide.h"

struct _TyrosSetupGuide
{
  AdwWindow       parent_instance;

  GPtrArray      *steps;   /* TyrosSetupStep */
  guint           step;
  GtkLabel       *counter;
  GtkLabel       *text;
  TyrosRuleBoard *board;
  GtkButton      *next_button;
};

G_DEFINE_FINAL_TYPE (TyrosSetupGuide, tyros_setup_guide, ADW_TYPE_WINDOW)

enum { DONE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
show_step (TyrosSetupGuide *self)
{
  const TyrosSetupStep *step = self->steps->pdata[self->step];
  /* Translators: "Step 2 of 5" */
  g_autofree char *counter = g_strdup_printf (_("Step %u of %u"), self->step + 1, self->steps->len);

  gtk_label_set_text (self->counter, counter);
  gtk_label_set_text (self->text, step->sentence);
  tyros_rule_board_set_picture (self->board, step->picture);
  gtk_button_set_label (self->next_button, self->step + 1 < self->steps->len ? _("_Next") : _("_Start Playing"));
}

/* Next: the following step, or done after the last */
static void
next_clicked (TyrosSetupGuide *self)
{
  if (self->step + 1 < self->steps->len)
    {
      self->step++;
      show_step (self);
      return;
    }
  g_signal_emit (self, signals[DONE], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
tyros_setup_guide_dispose (GObject *object)
{
  TyrosSetupGuide *self = TYROS_SETUP_GUIDE (object);

  g_clear_pointer (&self->steps, g_ptr_array_unref);
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

  gtk_window_set_title (GTK_WINDOW (self), _("Set Up the Board"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 460);
  gtk_box_append (GTK_BOX (box), header);

  self->counter = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->counter), "dim-label");
  self->text = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->text, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->text), "title-4");
  self->board = TYROS_RULE_BOARD (tyros_rule_board_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  self->next_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Next")));
  gtk_widget_add_css_class (GTK_WIDGET (self->next_button), "suggested-action");
  gtk_widget_add_css_class (GTK_WIDGET (self->next_button), "pill");
  gtk_widget_set_halign (GTK_WIDGET (self->next_button), GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (next_clicked), self);

  /* Next at a fixed place, the foot of the window: the steps above it
   * scroll, so a longer sentence or a step without a picture neither moves
   * it nor makes the window grow (issue 19, 4). */
  g_object_set (content, "margin-start", 24, "margin-end", 24, NULL);
  g_object_set (self->next_button, "margin-bottom", 24, NULL);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->counter));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->text));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->board));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), content);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->next_button));
  adw_window_set_content (ADW_WINDOW (self), box);
}

TyrosSetupGuide *
tyros_setup_guide_new (GtkWindow        *parent,
                       const TyrosSetup *setup,
                       const TyrosState *state)
{
  TyrosSetupGuide *self = g_object_new (TYROS_TYPE_SETUP_GUIDE, "transient-for", parent,
                                        "destroy-with-parent", TRUE, NULL);

  /* On a phone-sized window the guide takes the window's size, not more */
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    gtk_window_set_default_size (GTK_WINDOW (self),
                                 MIN (480, gtk_widget_get_width (GTK_WIDGET (parent))),
                                 MIN (460, gtk_widget_get_height (GTK_WIDGET (parent))));
  self->steps = tyros_teach_setup_steps (setup, state);
  tyros_rule_board_set_founding (self->board, setup->founding);
  show_step (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->next_button));
  return self;
}
