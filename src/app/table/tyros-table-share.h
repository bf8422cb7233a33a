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

/* A move a seat's phone proposes, waiting for the table (docs/table-seats.md).
 * Immutable once made. */
typedef struct {
  char      *id;        /* the phone's own name for it */
  int        player;    /* the seat: the move's player */
  TyrosMove *move;
  guint64    version;   /* the game's version it was made on */
  char      *text;      /* "Ben proposes: ..." in the app's language */
} TyrosTableProposal;

#define TYROS_TYPE_TABLE_PROPOSAL (tyros_table_proposal_get_type ())
GType               tyros_table_proposal_get_type (void) G_GNUC_CONST;
TyrosTableProposal *tyros_table_proposal_new  (const char      *id,
                                               int              player,
                                               const TyrosMove *move,
                                               guint64          version,
                                               const char      *text);
void                tyros_table_proposal_free (TyrosTableProposal *proposal);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosTableProposal, tyros_table_proposal_free)

/* Properties "sharing" (boolean), "n-followers" (uint), "seats-connected"
 * (uint, a bit per player whose seat link has a phone) and "proposal"
 * (TyrosTableProposal, or NULL), notified. */
struct _TyrosTableShareInterface
{
  GTypeInterface parent_iface;

  gboolean    (*start) (TyrosTableShare *self, GError **error);
  void        (*stop) (TyrosTableShare *self);
  guint       (*get_port) (TyrosTableShare *self);
  const char *(*get_path) (TyrosTableShare *self);
  const char *(*get_seat_path) (TyrosTableShare *self, int player);
  gboolean    (*renew_seat) (TyrosTableShare *self, int player, GError **error);
  const TyrosTableProposal *(*get_proposal) (TyrosTableShare *self);
  void        (*refuse_proposal) (TyrosTableShare *self, const char *reason);
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

/* "/s/<seat token>" of @player's seat link, NULL when not sharing. */
const char *tyros_table_share_get_seat_path (TyrosTableShare *self,
                                             int              player);
/* A new secret for @player's seat: the old link stops at once, its phone is
 * told. */
gboolean    tyros_table_share_renew_seat (TyrosTableShare *self,
                                          int              player,
                                          GError         **error);
/* Bit i set: player i's seat link has a phone connected. */
guint       tyros_table_share_get_seats_connected (TyrosTableShare *self);
/* The proposal waiting for the table, or NULL; owned by @self. The table
 * accepts it by playing its move (as the window plays any move): the server
 * sees the game change with that move and tells the phone. */
const TyrosTableProposal *tyros_table_share_get_proposal (TyrosTableShare *self);
/* The table refuses the waiting proposal; @reason (or NULL) is told to the
 * phone. */
void        tyros_table_share_refuse_proposal (TyrosTableShare *self,
                                               const char      *reason);

G_END_DECLS
