/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-page-proposal.c: a move proposed from a seat phone, over the board
 *
 * The proposal is the table share's ("proposal", docs/table-seats.md); the
 * bar shows it while it waits. Accept plays its move through the move entry,
 * as the page plays any move, so that the autosave, Undo, the history and
 * the teacher follow it; the server sees the game change with that move and
 * tells the phone. Only at the game's latest position: while an earlier one
 * is viewed or a move replaced, the entry would play it elsewhere.
 */
#define G_LOG_DOMAIN "tyros-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-game-page-private.h"

static const TyrosTableProposal *
waiting_proposal (TyrosGamePage *self)
{
  if (self->table_share == NULL || !_tyros_game_page_is_journal (self))
    return NULL;
  return tyros_table_share_get_proposal (self->table_share);
}

/* The position the phone proposed for is the one moves are entered for */
static gboolean
can_accept (TyrosGamePage *self)
{
  return self->session != NULL && tyros_game_session_get_viewing (self->session) < 0 &&
         tyros_game_session_get_replacing (self->session) < 0;
}

/* Refused by the rules (the server checked it: it should not be), the
 * refusal shows as for any move entered here, and the phone is told why. */
static void
accept (TyrosGamePage *self)
{
  const TyrosTableProposal *proposal = waiting_proposal (self);
  g_autoptr(TyrosMove) move = NULL;
  g_autofree char *error = NULL;

  if (proposal == NULL || !can_accept (self))
    return;
  /* the share lets go of its proposal once the move is played */
  move = tyros_move_copy (proposal->move);
  if (tyros_move_entry_play_move (self->entry, move))
    return;
  g_object_get (self->entry, "error", &error, NULL);
  tyros_game_page_show_move_entry (self);
  tyros_table_share_refuse_proposal (self->table_share, error != NULL && *error != '\0' ? error : NULL);
}

/* At a phone's width, while an earlier position is read (or a move
 * replaced), the bar under the read-only banner left the board a third of
 * the screen and the History tab's moves below it: the banner says in one
 * sentence that a proposal waits, and the bar comes back with the game. */
void
_tyros_game_page_update_proposal (TyrosGamePage *self)
{
  const TyrosTableProposal *proposal = waiting_proposal (self);
  gboolean acceptable = can_accept (self);
  gboolean folded = proposal != NULL && !acceptable && self->narrow;

  gtk_revealer_set_reveal_child (self->proposal_revealer, proposal != NULL && !folded);
  gtk_widget_set_visible (self->banner_proposal_label, folded);
  if (proposal == NULL)
    return;
  gtk_label_set_text (self->proposal_label, proposal->text);
  gtk_widget_set_sensitive (self->proposal_accept_button, acceptable);
  gtk_widget_set_visible (self->proposal_note, !acceptable);
}

static gboolean
accept_at_once (gpointer data)
{
  TyrosGamePage *self = data;

  self->accept_id = 0;
  accept (self);
  return G_SOURCE_REMOVE;
}

/* With "Accept moves from seat phones at once", played as Accept plays it:
 * from the main loop, not inside the share's notification of it. */
static void
proposal_changed (TyrosGamePage *self)
{
  g_clear_handle_id (&self->accept_id, g_source_remove);
  _tyros_game_page_update_proposal (self);
  if (waiting_proposal (self) != NULL && can_accept (self) &&
      g_settings_get_boolean (self->settings, "accept-seat-moves"))
    self->accept_id = g_idle_add (accept_at_once, self);
}

void
tyros_game_page_set_table_share (TyrosGamePage   *self,
                                 TyrosTableShare *share)
{
  g_return_if_fail (TYROS_IS_GAME_PAGE (self));
  g_return_if_fail (share == NULL || TYROS_IS_TABLE_SHARE (share));

  if (self->table_share == share)
    return;
  if (self->table_share != NULL)
    g_signal_handlers_disconnect_by_data (self->table_share, self);
  g_set_object (&self->table_share, share);
  if (share != NULL)
    g_signal_connect_object (share, "notify::proposal", G_CALLBACK (proposal_changed), self, G_CONNECT_SWAPPED);
  proposal_changed (self);
}

static void
proposal_accept_clicked (TyrosGamePage *self)
{
  accept (self);
}

static void
proposal_refuse_clicked (TyrosGamePage *self)
{
  if (waiting_proposal (self) != NULL)
    tyros_table_share_refuse_proposal (self->table_share, NULL);
}

void
_tyros_game_page_proposal_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, proposal_revealer);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, proposal_label);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, proposal_note);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, proposal_accept_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosGamePage, banner_proposal_label);
  gtk_widget_class_bind_template_callback (widget_class, proposal_accept_clicked);
  gtk_widget_class_bind_template_callback (widget_class, proposal_refuse_clicked);
}

/* The preference turned on while a proposal waits plays it too. */
void
_tyros_game_page_proposal_init (TyrosGamePage *self)
{
  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::accept-seat-moves", G_CALLBACK (proposal_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::narrow", G_CALLBACK (_tyros_game_page_update_proposal), NULL);
}

void
_tyros_game_page_proposal_dispose (TyrosGamePage *self)
{
  g_clear_handle_id (&self->accept_id, g_source_remove);
  tyros_game_page_set_table_share (self, NULL);
  g_clear_object (&self->settings);
}
