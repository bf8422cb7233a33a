/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-bgstats-dialog.h: a play sent to BG Stats on a phone, as a QR code
 *
 * BG Stats runs on phones and tablets; its push link opened on a laptop
 * imports nothing. The dialog shows the link as a QR code for the phone's
 * camera, and copies it (to mail or message it to the phone). AdwAlertDialog
 * on libadwaita 1.5 and later, AdwMessageDialog before.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Shows @link (tyros_export_bgstats_link()) over @parent. Returns the dialog. */
GtkWidget *tyros_bgstats_dialog_present (GtkWindow  *parent,
                                         const char *link);

G_END_DECLS
