/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-share.c: the game shared with the table's phones, and the
 * module its server is in
 *
 * The module is looked for in the folders of TYROS_MODULE_DIR (set by the
 * build tree's tests and `meson devenv`), then where it is installed.
 */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <gmodule.h>

#include "tyros-table-share.h"

#define MODULE_NAME "tyros-table." G_MODULE_SUFFIX

G_DEFINE_INTERFACE (TyrosTableShare, tyros_table_share, G_TYPE_OBJECT)

static TyrosTableProposal *tyros_table_proposal_copy (const TyrosTableProposal *proposal);

G_DEFINE_BOXED_TYPE (TyrosTableProposal, tyros_table_proposal,
                     tyros_table_proposal_copy, tyros_table_proposal_free)

TyrosTableProposal *
tyros_table_proposal_new (const char      *id,
                          int              player,
                          const TyrosMove *move,
                          guint64          version,
                          const char      *text)
{
  TyrosTableProposal *proposal = g_new0 (TyrosTableProposal, 1);

  proposal->id = g_strdup (id);
  proposal->player = player;
  proposal->move = tyros_move_copy (move);
  proposal->version = version;
  proposal->text = g_strdup (text);
  return proposal;
}

/* for the boxed type: property values are copies */
static TyrosTableProposal *
tyros_table_proposal_copy (const TyrosTableProposal *proposal)
{
  return tyros_table_proposal_new (proposal->id, proposal->player, proposal->move,
                                   proposal->version, proposal->text);
}

void
tyros_table_proposal_free (TyrosTableProposal *proposal)
{
  if (proposal == NULL)
    return;
  g_free (proposal->id);
  tyros_move_free (proposal->move);
  g_free (proposal->text);
  g_free (proposal);
}

static void
tyros_table_share_default_init (TyrosTableShareInterface *iface)
{
  g_object_interface_install_property (iface,
    g_param_spec_boolean ("sharing", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface,
    g_param_spec_uint ("n-followers", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface,
    g_param_spec_uint ("seats-connected", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_interface_install_property (iface,
    g_param_spec_boxed ("proposal", NULL, NULL, TYROS_TYPE_TABLE_PROPOSAL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
}

static char *
find_module (void)
{
  const char *dirs = g_getenv ("TYROS_MODULE_DIR");
  g_auto(GStrv) search = g_strsplit (dirs != NULL ? dirs : "", G_SEARCHPATH_SEPARATOR_S, -1);

  for (guint i = 0; search[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (search[i], MODULE_NAME, NULL);

      if (search[i][0] != '\0' && g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  return g_build_filename (PKGLIBDIR, MODULE_NAME, NULL);
}

/* Kept once opened: the server's types cannot be unloaded. */
static TyrosTableModuleNewShare
load_module (GError **error)
{
  static TyrosTableModuleNewShare new_share;
  g_autofree char *path = NULL;
  GModule *module;

  if (new_share != NULL)
    return new_share;
  path = find_module ();
  module = g_module_open (path, G_MODULE_BIND_LOCAL);
  if (module == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s", g_module_error ());
      return NULL;
    }
  if (!g_module_symbol (module, TYROS_TABLE_MODULE_ENTRY, (gpointer *) &new_share) || new_share == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "%s", g_module_error ());
      g_module_close (module);
      return NULL;
    }
  g_module_make_resident (module);
  return new_share;
}

TyrosTableShare *
tyros_table_share_new (TyrosGameSession *session,
                       GError          **error)
{
  TyrosTableModuleNewShare new_share = load_module (error);

  return new_share != NULL ? new_share (session) : NULL;
}

gboolean
tyros_table_share_start (TyrosTableShare *self,
                         GError         **error)
{
  return TYROS_TABLE_SHARE_GET_IFACE (self)->start (self, error);
}

void
tyros_table_share_stop (TyrosTableShare *self)
{
  TYROS_TABLE_SHARE_GET_IFACE (self)->stop (self);
}

gboolean
tyros_table_share_get_sharing (TyrosTableShare *self)
{
  gboolean sharing = FALSE;

  g_object_get (self, "sharing", &sharing, NULL);
  return sharing;
}

guint
tyros_table_share_get_port (TyrosTableShare *self)
{
  return TYROS_TABLE_SHARE_GET_IFACE (self)->get_port (self);
}

const char *
tyros_table_share_get_path (TyrosTableShare *self)
{
  return TYROS_TABLE_SHARE_GET_IFACE (self)->get_path (self);
}

guint
tyros_table_share_get_n_followers (TyrosTableShare *self)
{
  guint n = 0;

  g_object_get (self, "n-followers", &n, NULL);
  return n;
}

const char *
tyros_table_share_get_seat_path (TyrosTableShare *self,
                                 int              player)
{
  TyrosTableShareInterface *iface = TYROS_TABLE_SHARE_GET_IFACE (self);

  /* a server without seats: only the read-only link */
  return iface->get_seat_path != NULL ? iface->get_seat_path (self, player) : NULL;
}

gboolean
tyros_table_share_renew_seat (TyrosTableShare *self,
                              int              player,
                              GError         **error)
{
  TyrosTableShareInterface *iface = TYROS_TABLE_SHARE_GET_IFACE (self);

  if (iface->renew_seat == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "no seat links");
      return FALSE;
    }
  return iface->renew_seat (self, player, error);
}

guint
tyros_table_share_get_seats_connected (TyrosTableShare *self)
{
  guint seats = 0;

  g_object_get (self, "seats-connected", &seats, NULL);
  return seats;
}

const TyrosTableProposal *
tyros_table_share_get_proposal (TyrosTableShare *self)
{
  TyrosTableShareInterface *iface = TYROS_TABLE_SHARE_GET_IFACE (self);

  return iface->get_proposal != NULL ? iface->get_proposal (self) : NULL;
}

void
tyros_table_share_refuse_proposal (TyrosTableShare *self,
                                   const char      *reason)
{
  TyrosTableShareInterface *iface = TYROS_TABLE_SHARE_GET_IFACE (self);

  if (iface->refuse_proposal != NULL)
    iface->refuse_proposal (self, reason);
}
