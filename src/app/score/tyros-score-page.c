/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-page.c: the page of the final score sheet */
#define G_LOG_DOMAIN "tyros-score-page"

#include "config.h"

#include "tyros-score-page.h"

struct _TyrosScorePage
{
  AdwBin           parent_instance;

  /* template */
  TyrosScoreSheet *final_sheet;
};

G_DEFINE_FINAL_TYPE (TyrosScorePage, tyros_score_page, ADW_TYPE_BIN)

static void
tyros_score_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TYROS_TYPE_SCORE_PAGE);
  G_OBJECT_CLASS (tyros_score_page_parent_class)->dispose (object);
}

static void
tyros_score_page_class_init (TyrosScorePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tyros_score_page_dispose;

  g_type_ensure (TYROS_TYPE_SCORE_SHEET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosScorePage, final_sheet);
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

TyrosScoreSheet *
tyros_score_page_get_sheet (TyrosScorePage *self)
{
  g_return_val_if_fail (TYROS_IS_SCORE_PAGE (self), NULL);
  return self->final_sheet;
}
