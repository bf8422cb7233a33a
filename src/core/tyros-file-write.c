/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-file-write.c: writing .tyros files, one move a line, atomically */
#define G_LOG_DOMAIN "tyros-file-write"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tyros-file.h"
#include "tyros-board-file-private.h"
#include "tyros-game-private.h"
#include "tyros-json-reader.h"

static void
add_field_list (JsonBuilder *builder,
                TyrosSet     fields)
{
  json_builder_begin_array (builder);
  for (int f = tyros_set_next (fields, 0); f >= 0; f = tyros_set_next (fields, f))
    json_builder_add_string_value (builder, tyros_field_to_string (f));
  json_builder_end_array (builder);
}

/* Moves are written by hand, not built as JsonNodes: every key and value of a
 * move is plain ASCII (field names, move types, numbers), and a save after
 * every move should cost little beside the disk. The bytes are json-glib's
 * compact form, so files saved before read and save the same. */

static void
append_text_member (GString    *out,
                    const char *key,
                    const char *value)
{
  g_string_append_printf (out, ",\"%s\":\"%s\"", key, value);
}

static void
append_int_member (GString    *out,
                   const char *key,
                   int         value)
{
  g_string_append_printf (out, ",\"%s\":%d", key, value);
}

static void
append_payment (GString            *out,
                const TyrosPayment *paid)
{
  const char *separator = "";

  if (!paid->given)
    return;
  g_string_append (out, ",\"paid\":{");
  for (guint k = 0; k < TYROS_N_CARD_KINDS; k++)
    {
      if (paid->cards[k] == 0)
        continue;
      g_string_append_printf (out, "%s\"%s\":%u", separator, tyros_card_kind_to_string (k), paid->cards[k]);
      separator = ",";
    }
  g_string_append_c (out, '}');
}

static void
append_move_details (GString         *out,
                     const TyrosMove *move)
{
  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
      append_text_member (out, "field", tyros_field_to_string (move->field));
      if (move->empire != TYROS_EMPIRE_NONE)
        append_text_member (out, "empire", tyros_empire_to_string (move->empire));
      break;
    case TYROS_MOVE_EXPAND_PASS:
      if (move->shown == NULL)
        break;
      g_string_append (out, ",\"shown\":[");
      for (guint i = 0; i < move->shown->len; i++)
        g_string_append_printf (out, "%s\"%s\"", i > 0 ? "," : "",
                                tyros_field_to_string (g_array_index (move->shown, TyrosField, i)));
      g_string_append_c (out, ']');
      break;
    case TYROS_MOVE_SHIP:
      append_text_member (out, "from", tyros_place_to_string (&move->from));
      g_string_append (out, ",\"route\":[");
      for (guint i = 0; move->route != NULL && i < move->route->len; i++)
        g_string_append_printf (out, "%s\"%s\"", i > 0 ? "," : "",
                                tyros_place_to_string (&g_array_index (move->route, TyrosPlace, i)));
      g_string_append_c (out, ']');
      append_payment (out, &move->paid);
      break;
    case TYROS_MOVE_BUILD_CITY:
    case TYROS_MOVE_BUILD_SHIP:
      append_text_member (out, "field", tyros_field_to_string (move->field));
      append_payment (out, &move->paid);
      if (move->returned != TYROS_COAST_NONE)
        append_text_member (out, "returned", tyros_coast_to_string (move->returned));
      break;
    case TYROS_MOVE_BANK_SWAP:
      append_int_member (out, "count", (int) move->count);
      break;
    case TYROS_MOVE_TRADE:
      append_int_member (out, "partner", move->partner);
      break;
    case TYROS_MOVE_BANK_PICK:
    case TYROS_MOVE_PASS:
    default:
      break;
    }
}

static void
append_move (GString         *out,
             const TyrosMove *move)
{
  g_string_append_printf (out, "{\"type\":\"%s\",\"player\":%d", tyros_move_type_to_string (move->type), move->player);
  append_move_details (out, move);
  g_string_append_c (out, '}');
}

/* name first, colour next, then whatever else the file had, in its order and
 * as it was written: bytes the reader took, so they read back */
static void
append_player (GString   *out,
               TyrosGame *game,
               int        player)
{
  const char *colour = tyros_game_get_player_colour (game, player);
  const char *extra = tyros_game_get_player_extra (game, player);

  g_string_append (out, "{\"name\":");
  tyros_json_append_string (out, tyros_game_get_player_name (game, player));
  if (colour != NULL)
    {
      g_string_append (out, ",\"colour\":");
      tyros_json_append_string (out, colour);
    }
  if (extra != NULL)
    g_string_append (out, extra);
  g_string_append_c (out, '}');
}

/* Written by hand rather than built: the seed is a 64-bit unsigned number,
 * which a JsonNode (gint64) cannot hold. Same bytes as json-glib's compact form. */
static void
append_setup (GString          *out,
              const TyrosSetup *setup)
{
  g_string_append (out, "{\"empires\":{");
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    g_string_append_printf (out, "%s\"%s\":\"%s\"", e > 0 ? "," : "",
                            tyros_empire_to_string ((TyrosEmpire) e), tyros_field_to_string (setup->founding[e]));
  g_string_append_printf (out, "},\"start_player\":%d", setup->start_player);
  if (setup->kind == TYROS_SETUP_DRAWN)
    g_string_append_printf (out, ",\"seed\":%" G_GUINT64_FORMAT, setup->seed);
  if (setup->discarded != 0)
    {
      const char *separator = "";

      g_string_append (out, ",\"discarded\":[");
      for (int f = tyros_set_next (setup->discarded, 0); f >= 0; f = tyros_set_next (setup->discarded, f))
        {
          g_string_append_printf (out, "%s\"%s\"", separator, tyros_field_to_string (f));
          separator = ",";
        }
      g_string_append_c (out, ']');
    }
  g_string_append_c (out, '}');
}

static void
add_position_ships (JsonBuilder      *builder,
                    const TyrosState *state)
{
  json_builder_set_member_name (builder, "ships");
  json_builder_begin_object (builder);
  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    {
      if (tyros_state_ships_on_coast (state, c, -1) == 0)
        continue;
      json_builder_set_member_name (builder, tyros_coast_to_string (c));
      json_builder_begin_array (builder);
      for (guint p = 0; p < state->n_players; p++)
        for (guint i = 0; i < state->ships[c][p]; i++)
          json_builder_add_int_value (builder, p);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

static JsonNode *
position_node (const TyrosState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "empires");
  json_builder_begin_object (builder);
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      json_builder_set_member_name (builder, tyros_empire_to_string ((TyrosEmpire) e));
      add_field_list (builder, tyros_state_empire_fields (state, (TyrosEmpire) e));
    }
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "cities");
  json_builder_begin_object (builder);
  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    {
      if (state->city[f] < 0)
        continue;
      json_builder_set_member_name (builder, tyros_field_to_string (f));
      json_builder_add_int_value (builder, state->city[f]);
    }
  json_builder_end_object (builder);
  add_position_ships (builder, state);
  json_builder_set_member_name (builder, "first_all_four");
  if (state->first_all_four >= 0)
    json_builder_add_int_value (builder, state->first_all_four);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static void
append_compact (GString  *out,
                JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  g_string_append (out, text);
  json_node_unref (node);
}

static void
append_string_member (GString    *out,
                      const char *key,
                      const char *value)
{
  g_string_append_printf (out, "  \"%s\": ", key);
  tyros_json_append_string (out, value);
  g_string_append (out, ",\n");
}

/* "moves": [ one move a line ], for moves @first to @end of the journal */
static void
append_moves (GString    *out,
              TyrosGame  *game,
              const char *key,
              guint       first,
              guint       end)
{
  g_string_append_printf (out, "  \"%s\": [", key);
  for (guint i = first; i < end; i++)
    {
      g_string_append (out, i > first ? ",\n    " : "\n    ");
      append_move (out, tyros_game_get_move (game, i));
    }
  g_string_append (out, end > first ? "\n  ]" : "]");
}

/* "played": { the keys the game has }, or nothing */
static void
append_played (GString   *out,
               TyrosGame *game)
{
  const char *separator = "";

  for (TyrosPlayedKey k = 0; k < TYROS_N_PLAYED_KEYS; k++)
    {
      const char *value = tyros_game_get_played (game, k);

      if (value == NULL)
        continue;
      g_string_append_printf (out, "%s\"%s\":", *separator ? separator : "  \"played\": {", tyros_played_key_to_string (k));
      tyros_json_append_string (out, value);
      separator = ",";
    }
  if (*separator)
    g_string_append (out, "},\n");
}

char *
tyros_file_to_data (TyrosGame *game,
                    gsize     *length)
{
  GString *out = g_string_new ("{\n");
  guint n_players = tyros_game_get_n_players (game);

  append_string_member (out, "format", "tyros-companion");
  g_string_append (out, "  \"version\": 1,\n");
  append_string_member (out, "edition", tyros_game_get_edition (game)->id);
  g_string_append (out, "  \"players\": [\n");
  for (guint p = 0; p < n_players; p++)
    {
      g_string_append (out, "    ");
      append_player (out, game, (int) p);
      g_string_append (out, p + 1 < n_players ? ",\n" : "\n");
    }
  g_string_append (out, "  ],\n");
  append_played (out, game);
  if (tyros_game_get_board (game) != NULL)
    {
      g_string_append (out, "  \"board\": ");
      append_compact (out, tyros_board_to_json (tyros_game_get_board (game)));
      g_string_append (out, ",\n");
    }
  if (tyros_game_is_position (game))
    {
      g_string_append (out, "  \"position\": ");
      append_compact (out, position_node (tyros_game_get_state (game)));
      g_string_append (out, "\n}\n");
    }
  else
    {
      g_string_append (out, "  \"setup\": ");
      append_setup (out, tyros_game_get_setup (game));
      g_string_append (out, ",\n");
      append_moves (out, game, "moves", 0, tyros_game_get_n_played (game));
      if (tyros_game_can_redo (game))
        {
          g_string_append (out, ",\n");
          append_moves (out, game, "redo", tyros_game_get_n_played (game), tyros_game_get_n_moves (game));
        }
      g_string_append (out, "\n}\n");
    }
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

static gboolean
save_failed (GError    **error,
             const char *path)
{
  int saved_errno = errno;
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Cannot save “%s”: %s"), name, g_strerror (saved_errno));
  return FALSE;
}

/* The bytes go to a new file beside @path ("game.tyros.XXXXXX", the name
 * that the game store clears once it is old: a save killed before its
 * rename), flushed to disk, so that renaming or linking it gives a whole game. */
char *
tyros_file_save_temporary (TyrosGame  *game,
                           const char *path,
                           GError    **error)
{
  gsize length, written = 0;
  g_autofree char *data = tyros_file_to_data (game, &length);
  g_autofree char *temporary = g_strconcat (path, ".XXXXXX", NULL);
  int fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0644);

  if (fd < 0)
    {
      save_failed (error, path);
      return NULL;
    }
  while (written < length)
    {
      gssize n = write (fd, data + written, length - written);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        break;
      written += (gsize) n;
    }
  if (written < length || fsync (fd) != 0)
    {
      save_failed (error, path);
      close (fd);
      g_unlink (temporary);
      return NULL;
    }
  if (close (fd) != 0)
    {
      save_failed (error, path);
      g_unlink (temporary);
      return NULL;
    }
  return g_steal_pointer (&temporary);
}

/* Atomic: the temporary file is renamed over the old one, so the file on
 * disk is always a whole game, old or new. Unlike g_file_set_contents_full()
 * the folder is not flushed too: that would make the rename itself survive a
 * power cut, at the price of a second flush on every move. */
gboolean
tyros_file_save (TyrosGame  *game,
                 const char *path,
                 GError    **error)
{
  g_autofree char *temporary = tyros_file_save_temporary (game, path, error);

  if (temporary == NULL)
    return FALSE;
  if (g_rename (temporary, path) != 0)
    {
      save_failed (error, path);
      g_unlink (temporary);
      return FALSE;
    }
  return TRUE;
}

char *
tyros_file_move_to_json (const TyrosMove *move)
{
  GString *text = g_string_new (NULL);

  /* One writer for a move: the text a file holds */
  append_move (text, move);
  return g_string_free (text, FALSE);
}
