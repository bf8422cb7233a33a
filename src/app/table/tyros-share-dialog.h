/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-share-dialog.h: "Share with the Table", the invitation to the phones
 *
 * Shows how the phones at the table join a shared game: its link as a QR
 * code and as text, with Copy Link and Stop Sharing, and how many phones
 * follow; and each player's seat link (docs/table-seats.md), with whether a
 * phone has it, Copy Link and New Link. It follows its server (a TyrosTableShare, which is the state);
 * closing the dialog leaves the game shared, and the dialog closes itself
 * when sharing stops.
 */
#pragma once

#include <adwaita.h>

#include "tyros-table-share.h"

G_BEGIN_DECLS

#define TYROS_TYPE_SHARE_DIALOG (tyros_share_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TyrosShareDialog, tyros_share_dialog, TYROS, SHARE_DIALOG, AdwWindow)

/* The invitation to the game of @session that @server shares, over @parent */
TyrosShareDialog *tyros_share_dialog_new            (GtkWindow        *parent,
                                                     TyrosTableShare  *server,
                                                     TyrosGameSession *session);

/* "N following" for the header; a new string */
char             *tyros_share_dialog_followers_text (guint             n_followers);
G_END_DECLS
