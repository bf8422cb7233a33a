/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-share.h: the game shared with the table's phones, as the window
 * sees it (an interface; not a widget)
 *
 * The server behind it (tyros-table-server.c, with libsoup) lives in a module
 * of its own, opened on the first Share with the Table: libsoup and its
 * libraries are not loaded at start-up.
 */
#pragma once

#include <gio/gio.h>

#include "tyros-game-session.h"

G_BEGIN_DECLS

#define TYROS_TYPE_TABLE_SHARE (tyros_table_share_get_type ())
G_DECLARE_INTERFACE (TyrosTableShare, tyros_table_share, TYROS, TABLE_SHARE, GObject)

/* The module's one entry point, a TyrosTableModuleNewShare. */
#define TYROS_TABLE_MODULE_ENTRY "tyros_table_module_new_share"
typedef TyrosTableShare *(*TyrosTableModuleNewShare) (TyrosGameSession *session);

/* Properties "sharing" (boolean) and "n-followers" (uint), notified. */
struct _TyrosTableShareInterface
{
  GTypeInterface parent_iface;

  gboolean    (*start) (TyrosTableShare *self, GError **error);
  void        (*stop) (TyrosTableShare *self);
  guint       (*get_port) (TyrosTableShare *self);
  const char *(*get_path) (TyrosTableShare *self);
};

/* Opens the server's module the first time; NULL with @error when it cannot
 * be loaded. Listens on nothing yet. */
TyrosTableShare *tyros_table_share_new (TyrosGameSession *session, GError **error);
gboolean    tyros_table_share_start (TyrosTableShare *self, GError **error);
void        tyros_table_share_stop (TyrosTableShare *self);
gboolean    tyros_table_share_get_sharing (TyrosTableShare *self);
guint       tyros_table_share_get_port (TyrosTableShare *self);
/* "/t/<token>", NULL when not sharing. */
const char *tyros_table_share_get_path (TyrosTableShare *self);
guint       tyros_table_share_get_n_followers (TyrosTableShare *self);

G_END_DECLS
