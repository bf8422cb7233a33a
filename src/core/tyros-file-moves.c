/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file-moves.c: the moves of a game file ("Moves" of docs/file-format.md) */
#define G_LOG_DOMAIN "tyros-file"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-file-reader-private.h"

#define MAX_CARDS 60

static gboolean
read_payment (const TyrosFileReader *reader,
              JsonNode              *node,
              const char            *path,
              TyrosPayment          *paid,
              GError               **error)
{
  static const char *const keys[] = { "orange", "yellow", "green", "violet", "joker", NULL };
  JsonObject *object = tyros_file_get_object (node, path, error);

  if (object == NULL || !tyros_file_check_keys (object, path, keys, error))
    return FALSE;
  paid->given = TRUE;
  for (guint k = 0; k < TYROS_N_CARD_KINDS; k++)
    {
      g_autofree char *p = tyros_file_child_path (path, keys[k]);
      int count = 0;

      if (json_object_has_member (object, keys[k]) &&
          !tyros_file_get_int (reader, tyros_file_member (object, keys[k]), p, 0, MAX_CARDS, &count, error))
        return FALSE;
      paid->cards[k] = (guint) count;
    }
  return TRUE;
}

static gboolean
read_optional_payment (const TyrosFileReader *reader,
                       JsonObject            *object,
                       const char            *path,
                       TyrosPayment          *paid,
                       GError               **error)
{
  g_autofree char *p = tyros_file_child_path (path, "paid");

  return !json_object_has_member (object, "paid") ||
         read_payment (reader, tyros_file_member (object, "paid"), p, paid, error);
}

/* B4 in field 16: "returned": "16w" or "16e" (docs/file-format.md, "Moves") */
static gboolean
read_optional_returned (JsonObject *object,
                        const char *path,
                        TyrosMove  *move,
                        GError    **error)
{
  g_autofree char *p = tyros_file_child_path (path, "returned");
  g_autofree char *quoted = NULL;
  TyrosPlace place;

  if (!json_object_has_member (object, "returned"))
    return TRUE;
  if (!tyros_file_get_place (tyros_file_member (object, "returned"), p, &place, error))
    return FALSE;
  if (place.coast != TYROS_COAST_16W && place.coast != TYROS_COAST_16E)
    {
      quoted = tyros_file_quote (tyros_place_to_string (&place));
      return tyros_file_fail (error, p, _("%s is not a coast of 16: \"16w\" or \"16e\""), quoted);
    }
  move->returned = place.coast;
  return TRUE;
}

gboolean
tyros_file_read_fields (JsonNode   *node,
                        const char *path,
                        GArray     *fields,
                        GError    **error)
{
  JsonArray *array = tyros_file_get_array (node, path, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = tyros_file_index_path (path, i);
      TyrosField field;

      if (!tyros_file_get_field (json_array_get_element (array, i), p, &field, error))
        return FALSE;
      g_array_append_val (fields, field);
    }
  return TRUE;
}

static gboolean
read_route (JsonObject *object,
            const char *path,
            TyrosMove  *move,
            GError    **error)
{
  g_autofree char *from_path = tyros_file_child_path (path, "from");
  g_autofree char *route_path = tyros_file_child_path (path, "route");
  JsonArray *array;

  if (!tyros_file_get_place (tyros_file_member (object, "from"), from_path, &move->from, error) ||
      (array = tyros_file_get_array (tyros_file_member (object, "route"), route_path, error)) == NULL)
    return FALSE;
  /* a ship that goes nowhere is no move (docs/file-format.md: the last field is the destination) */
  if (json_array_get_length (array) == 0)
    return tyros_file_fail (error, route_path, "%s", _("empty: a route names at least the destination"));
  move->route = g_array_new (FALSE, FALSE, sizeof (TyrosPlace));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = tyros_file_index_path (route_path, i);
      TyrosPlace place;

      if (!tyros_file_get_place (json_array_get_element (array, i), p, &place, error))
        return FALSE;
      g_array_append_val (move->route, place);
    }
  return TRUE;
}

static const char *const *
move_keys (TyrosMoveType type)
{
  static const char *const expand[] = { "type", "player", "field", "empire", NULL };
  static const char *const expand_pass[] = { "type", "player", "shown", NULL };
  static const char *const ship[] = { "type", "player", "from", "route", "paid", NULL };
  static const char *const build[] = { "type", "player", "field", "paid", NULL };
  static const char *const city[] = { "type", "player", "field", "paid", "returned", NULL };
  static const char *const swap[] = { "type", "player", "count", NULL };
  static const char *const trade[] = { "type", "player", "partner", NULL };
  static const char *const plain[] = { "type", "player", NULL };

  switch (type)
    {
    case TYROS_MOVE_EXPAND: return expand;
    case TYROS_MOVE_EXPAND_PASS: return expand_pass;
    case TYROS_MOVE_SHIP: return ship;
    case TYROS_MOVE_BUILD_CITY: return city;
    case TYROS_MOVE_BUILD_SHIP: return build;
    case TYROS_MOVE_BANK_SWAP: return swap;
    case TYROS_MOVE_TRADE: return trade;
    case TYROS_MOVE_BANK_PICK:
    case TYROS_MOVE_PASS:
    default: return plain;
    }
}

static gboolean
read_move_details (JsonObject      *object,
                   const char      *path,
                   TyrosMove       *move,
                   TyrosFileReader *reader,
                   GError         **error)
{
  g_autofree char *field_path = tyros_file_child_path (path, "field");
  g_autofree char *empire_path = tyros_file_child_path (path, "empire");
  g_autofree char *shown_path = tyros_file_child_path (path, "shown");
  g_autofree char *count_path = tyros_file_child_path (path, "count");
  g_autofree char *partner_path = tyros_file_child_path (path, "partner");
  int number;

  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
      return tyros_file_get_field (tyros_file_member (object, "field"), field_path, &move->field, error) &&
             (!json_object_has_member (object, "empire") ||
              tyros_file_get_empire (tyros_file_member (object, "empire"), empire_path, &move->empire, error));
    case TYROS_MOVE_EXPAND_PASS:
      if (!json_object_has_member (object, "shown"))
        return TRUE;
      move->shown = g_array_new (FALSE, FALSE, sizeof (TyrosField));
      return tyros_file_read_fields (tyros_file_member (object, "shown"), shown_path, move->shown, error);
    case TYROS_MOVE_SHIP:
      return read_route (object, path, move, error) && read_optional_payment (reader, object, path, &move->paid, error);
    case TYROS_MOVE_BUILD_CITY:
      return tyros_file_get_field (tyros_file_member (object, "field"), field_path, &move->field, error) &&
             read_optional_payment (reader, object, path, &move->paid, error) &&
             read_optional_returned (object, path, move, error);
    case TYROS_MOVE_BUILD_SHIP:
      return tyros_file_get_field (tyros_file_member (object, "field"), field_path, &move->field, error) &&
             read_optional_payment (reader, object, path, &move->paid, error);
    case TYROS_MOVE_BANK_SWAP:
      if (!tyros_file_get_int (reader, tyros_file_member (object, "count"), count_path, 1, 3, &number, error))
        return FALSE;
      move->count = (guint) number;
      return TRUE;
    case TYROS_MOVE_TRADE:
      return tyros_file_get_int (reader, tyros_file_member (object, "partner"), partner_path,
                                 0, reader->n_players - 1, &move->partner, error);
    case TYROS_MOVE_BANK_PICK:
    case TYROS_MOVE_PASS:
    default:
      return TRUE;
    }
}

static TyrosMove *
read_move (JsonNode        *node,
           const char      *path,
           TyrosFileReader *reader,
           GError         **error)
{
  g_autofree char *type_path = tyros_file_child_path (path, "type");
  g_autofree char *player_path = tyros_file_child_path (path, "player");
  g_autoptr(TyrosMove) move = NULL;
  JsonObject *object = tyros_file_get_object (node, path, error);
  const char *type_name;
  TyrosMoveType type;
  int player;

  if (object == NULL ||
      (type_name = tyros_file_get_string (tyros_file_member (object, "type"), type_path, error)) == NULL)
    return NULL;
  if (!tyros_move_type_from_string (type_name, &type))
    {
      g_autofree char *quoted = tyros_file_quote (type_name);

      tyros_file_fail (error, type_path, _("no move type %s"), quoted);
      return NULL;
    }
  if (!tyros_file_check_keys (object, path, move_keys (type), error) ||
      !tyros_file_get_int (reader, tyros_file_member (object, "player"), player_path,
                           0, reader->n_players - 1, &player, error))
    return NULL;
  move = tyros_move_new (type, player);
  if (!read_move_details (object, path, move, reader, error))
    return NULL;
  return g_steal_pointer (&move);
}

TyrosMove *
tyros_file_read_move (TyrosJsonDocument *document,
                      JsonNode          *node,
                      const char        *path,
                      guint              n_players,
                      GError           **error)
{
  TyrosFileReader reader = { .document = document, .n_players = n_players };

  g_return_val_if_fail (n_players >= 1 && n_players <= TYROS_MAX_PLAYERS, NULL);
  return read_move (node, path, &reader, error);
}

/* Appends the moves listed under @key ("moves" or "redo") to @moves. */
gboolean
tyros_file_read_moves (JsonObject      *root,
                       const char      *key,
                       TyrosFileReader *reader,
                       GPtrArray       *moves,
                       GError         **error)
{
  JsonArray *array = tyros_file_get_array (tyros_file_member (root, key), key, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = tyros_file_index_path (key, i);
      g_autoptr(GError) move_error = NULL;
      TyrosMove *move = read_move (json_array_get_element (array, i), path, reader, &move_error);

      if (move == NULL && reader->salvage)
        {
          reader->bad_move = g_steal_pointer (&move_error);
          return TRUE;
        }
      if (move == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&move_error));
          return FALSE;
        }
      g_ptr_array_add (moves, move);
    }
  return TRUE;
}