/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-snapshot.c: the game as the table's phones see it, as JSON */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tyros-table-snapshot.h"
#include "tyros-movegen.h"
#include "tyros-rulebook.h"
#include "tyros-score.h"
#include "tyros-story.h"

static const char *
phase_id (TyrosPhase phase)
{
  switch (phase)
    {
    case TYROS_PHASE_EXPAND: return "expand";
    case TYROS_PHASE_ACTIONS: return "actions";
    case TYROS_PHASE_OVER:
    default: return "over";
    }
}

/* Every rule ID in @text, with its title and the edition's text, once. */
static void
collect_rules (GHashTable  *rules,
               const char  *text)
{
  const char *at = text;
  gsize length = 0;

  while ((at = tyros_rulebook_find_id (text, at, &length)) != NULL)
    {
      g_autofree char *id = g_ascii_strup (at, (gssize) length);

      g_hash_table_add (rules, g_steal_pointer (&id));
      at += length;
    }
}

static void
add_string_or_null (JsonBuilder *builder,
                    const char  *name,
                    const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_heading (JsonBuilder      *builder,
             TyrosGame        *game,
             const TyrosState *state)
{
  g_autofree char *heading = NULL;
  g_autofree char *subheading = NULL;

  if (state->phase == TYROS_PHASE_OVER)
    {
      heading = g_strdup (_("Game Over"));
      subheading = g_strdup_printf (_("After round %u"), state->round);
    }
  else
    {
      heading = g_strdup_printf (_("%s’s turn"), tyros_game_get_player_name (game, state->current_player));
      subheading = g_strdup_printf (_("Round %u · %s"), state->round, tyros_phase_display_name (state->phase));
    }
  json_builder_set_member_name (builder, "heading");
  json_builder_add_string_value (builder, heading);
  json_builder_set_member_name (builder, "subheading");
  json_builder_add_string_value (builder, subheading);
}

/* Ranks by F7's order: players no one is ahead of share rank 1, and so on. */
static guint
player_rank (const TyrosScore *score,
             int               player)
{
  guint ahead = 0;

  for (guint other = 0; other < score->n_players; other++)
    if (tyros_score_compare_players (score, (int) other, player) < 0)
      ahead++;
  return ahead + 1;
}

static void
add_players (JsonBuilder             *builder,
             TyrosGame               *game,
             const TyrosScore        *score,
             const char *const       *colours)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->n_players; i++)
    {
      const char *colour = colours != NULL ? colours[i] : tyros_game_get_player_colour (game, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, tyros_game_get_player_name (game, i));
      add_string_or_null (builder, "colour", colour);
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, score->players[i].total);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, player_rank (score, (int) i));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_empires (JsonBuilder      *builder,
             const TyrosScore *score)
{
  json_builder_set_member_name (builder, "empires");
  json_builder_begin_array (builder);
  for (guint i = 0; i < TYROS_N_EMPIRES; i++)
    {
      const TyrosEmpireRank *rank = &score->ranking[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, tyros_empire_to_string (rank->empire));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, tyros_empire_display_name (rank->empire));
      json_builder_set_member_name (builder, "size");
      json_builder_add_int_value (builder, rank->size);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, rank->rank);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_moves (JsonBuilder *builder,
           TyrosGame   *game,
           guint        n_last,
           GHashTable  *rules)
{
  guint n_played = tyros_game_get_n_played (game);
  guint first = n_last < n_played ? n_played - n_last : 0;

  json_builder_set_member_name (builder, "n_moves");
  json_builder_add_int_value (builder, n_played);
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = first; i < n_played; i++)
    {
      g_autofree char *text = tyros_game_describe_move (game, i);

      collect_rules (rules, text);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, i + 1);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, tyros_game_get_move (game, i)->player);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, text);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_legal_moves (JsonBuilder      *builder,
                 const TyrosState *state,
                 GHashTable       *rules)
{
  g_autoptr(GPtrArray) legal = tyros_movegen_legal_moves (state);

  json_builder_set_member_name (builder, "legal");
  json_builder_begin_array (builder);
  for (guint i = 0; i < legal->len; i++)
    {
      const TyrosLegalMove *move = legal->pdata[i];

      collect_rules (rules, move->why);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, tyros_move_type_to_string (move->move->type));
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, move->why);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* At the end: the score sheet line by line, and the story's numbers. */
static void
add_game_over (JsonBuilder      *builder,
               TyrosGame        *game,
               const TyrosScore *score,
               GHashTable       *rules)
{
  g_autoptr(TyrosStory) story = tyros_story_compute (game);

  json_builder_set_member_name (builder, "score_sheet");
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->explanation->len; i++)
    {
      collect_rules (rules, score->explanation->pdata[i]);
      json_builder_add_string_value (builder, score->explanation->pdata[i]);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "story");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "points");
  json_builder_begin_array (builder);
  for (guint position = 0; position < story->n_positions; position++)
    {
      json_builder_begin_array (builder);
      for (guint player = 0; player < story->n_players; player++)
        json_builder_add_int_value (builder, tyros_story_points (story, position, (int) player));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "empire_sizes");
  json_builder_begin_array (builder);
  for (guint round = 0; round < story->n_rounds; round++)
    {
      json_builder_begin_array (builder);
      for (guint empire = 0; empire < TYROS_N_EMPIRES; empire++)
        json_builder_add_int_value (builder, tyros_story_empire_size (story, round, empire));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The rules named anywhere above, for their links. */
static void
add_rules (JsonBuilder        *builder,
           GHashTable         *rules,
           const TyrosEdition *edition)
{
  g_autofree gpointer *ids = g_hash_table_get_keys_as_array (rules, NULL);
  guint n = g_hash_table_size (rules);

  qsort (ids, n, sizeof (gpointer), compare_ids);
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  for (guint i = 0; i < n; i++)
    {
      const TyrosRule *rule = tyros_rulebook_lookup (ids[i]);

      json_builder_set_member_name (builder, ids[i]);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, tyros_rule_get_title (rule));
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, tyros_rule_get_text (rule, edition));
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

char *
tyros_table_snapshot_build (TyrosGame                       *game,
                            const TyrosTableSnapshotOptions *options)
{
  const TyrosState *state = tyros_game_get_state (game);
  const TyrosEdition *edition = tyros_game_get_edition (game);
  g_autoptr(TyrosScore) score = tyros_score_compute (state, tyros_game_get_player_names (game));
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(GHashTable) rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (TYROS_IS_GAME (game), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "schema");
  json_builder_add_int_value (builder, TYROS_TABLE_SNAPSHOT_SCHEMA);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, (gint64) options->version);
  json_builder_set_member_name (builder, "edition");
  json_builder_add_string_value (builder, edition->id);
  json_builder_set_member_name (builder, "edition_name");
  json_builder_add_string_value (builder, tyros_edition_display_name (edition));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, state->round);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, phase_id (state->phase));
  json_builder_set_member_name (builder, "phase_name");
  json_builder_add_string_value (builder, tyros_phase_display_name (state->phase));
  json_builder_set_member_name (builder, "to_act");
  if (state->phase == TYROS_PHASE_OVER)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, state->current_player);
  add_heading (builder, game, state);
  add_string_or_null (builder, "table_now", options->table_now);
  if (options->table_now != NULL)
    collect_rules (rules, options->table_now);
  add_players (builder, game, score, options->colours);
  add_empires (builder, score);
  add_moves (builder, game, options->n_last_moves, rules);
  if (options->legal_moves)
    add_legal_moves (builder, state, rules);
  if (state->phase == TYROS_PHASE_OVER)
    add_game_over (builder, game, score, rules);
  add_rules (builder, rules, edition);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}
