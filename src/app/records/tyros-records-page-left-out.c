/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-records-page-left-out.c: the Records page's files that count
 * nothing: a row on the overview says how many and why (unreadable, a move
 * that breaks a rule, unfinished), and opens their list, where each file
 * opens as a game does */
#define G_LOG_DOMAIN "tyros-records-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-records-page-private.h"

static const char *
left_out_reason_text (TyrosLeftOutReason reason)
{
  switch (reason)
    {
    case TYROS_LEFT_OUT_UNREADABLE: return _("Cannot be read as a game");
    case TYROS_LEFT_OUT_ILLEGAL_MOVE: return _("A move in it breaks a rule");
    case TYROS_LEFT_OUT_UNFINISHED: return _("Not finished yet");
    case TYROS_LEFT_OUT_NONE:
    default: g_return_val_if_reached (NULL);
    }
}

/* "1 cannot be read · 1 with a move that breaks a rule · 1 unfinished" */
static char *
left_out_summary (GPtrArray *left_out)
{
  guint counts[TYROS_LEFT_OUT_UNFINISHED + 1] = { 0 };
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < left_out->len; i++)
    counts[((TyrosLeftOutFile *) g_ptr_array_index (left_out, i))->reason]++;
  if (counts[TYROS_LEFT_OUT_UNREADABLE] > 0)
    /* Translators: files the Records could not count: "2 cannot be read" */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u cannot be read", "%u cannot be read",
                                                       counts[TYROS_LEFT_OUT_UNREADABLE]),
                                             counts[TYROS_LEFT_OUT_UNREADABLE]));
  if (counts[TYROS_LEFT_OUT_ILLEGAL_MOVE] > 0)
    /* Translators: files the Records could not count: "1 with a move that breaks a rule" */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u with a move that breaks a rule",
                                                       "%u with a move that breaks a rule",
                                                       counts[TYROS_LEFT_OUT_ILLEGAL_MOVE]),
                                             counts[TYROS_LEFT_OUT_ILLEGAL_MOVE]));
  if (counts[TYROS_LEFT_OUT_UNFINISHED] > 0)
    /* Translators: files the Records could not count: "1 unfinished" (a game) */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u unfinished", "%u unfinished",
                                                       counts[TYROS_LEFT_OUT_UNFINISHED]),
                                             counts[TYROS_LEFT_OUT_UNFINISHED]));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

void
_tyros_records_page_show_left_out (GtkWidget  *widget,
                                   const char *action_name G_GNUC_UNUSED,
                                   GVariant   *param G_GNUC_UNUSED)
{
  View *view = g_new0 (View, 1);

  view->kind = VIEW_LEFT_OUT;
  _tyros_records_page_push_view (TYROS_RECORDS_PAGE (widget), view);
}

void
_tyros_records_page_update_left_out (TyrosRecordsPage *self)
{
  GPtrArray *left_out = tyros_records_get_left_out (self->records);
  g_autofree char *title = NULL;
  g_autofree char *summary = NULL;
  GtkWidget *row;

  _tyros_records_page_clear_list (self->left_out_list);
  gtk_widget_set_visible (GTK_WIDGET (self->left_out_group), left_out->len > 0);
  gtk_widget_set_visible (self->empty_left_out_button, left_out->len > 0);
  if (left_out->len == 0)
    return;
  /* Translators: the Records' row to the files of the folder it could not count */
  title = g_strdup_printf (ngettext ("%u File Not Counted", "%u Files Not Counted", left_out->len), left_out->len);
  summary = left_out_summary (left_out);
  row = _tyros_records_page_nav_row (title, summary, NULL);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "records.show-left-out");
  gtk_button_set_label (GTK_BUTTON (self->empty_left_out_button), title);
  gtk_list_box_append (self->left_out_list, row);
}

static void
left_out_file_activated (AdwActionRow     *row,
                         TyrosRecordsPage *self)
{
  g_signal_emit_by_name (self, "open-game", g_object_get_data (G_OBJECT (row), "path"));
}

/* Each file left out, with why; activated, it opens as a game opens */
void
_tyros_records_page_render_left_out (TyrosRecordsPage *self,
                                     GtkWidget        *box)
{
  GPtrArray *left_out = tyros_records_get_left_out (self->records);
  GtkWidget *list;

  _tyros_records_page_group_new (box, _("Files Not Counted"), &list);
  for (guint i = 0; i < left_out->len; i++)
    {
      const TyrosLeftOutFile *file = g_ptr_array_index (left_out, i);
      g_autofree char *name = g_filename_display_basename (file->path);
      GtkWidget *row = _tyros_records_page_nav_row (name, left_out_reason_text (file->reason), NULL);

      g_object_set_data_full (G_OBJECT (row), "path", g_strdup (file->path), g_free);
      g_signal_connect (row, "activated", G_CALLBACK (left_out_file_activated), self);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}
