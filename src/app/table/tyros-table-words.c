/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-table-words.c: the phone page's own words, in the phone's language */
#define G_LOG_DOMAIN "tyros-table"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "tyros-core.h"
#include "tyros-table-words.h"

typedef struct {
  const char *key;
  const char *text;
} Word;

/* The page's keys (web/page.js) and their English source. */
static const Word words[] = {
  /* Translators: the phone page's title: the game shared with the table */
  { "title", N_("Tyros at the Table") },
  { "reconnecting", N_("Reconnecting…") },
  { "ended", N_("Sharing has stopped. Ask at the laptop for a new link to follow the game again.") },
  { "standings", N_("Standings") },
  { "standings_note", N_("If the game ended now") },
  { "rank", N_("Rank") },
  { "player", N_("Player") },
  { "points", N_("Points") },
  { "empires", N_("Empires") },
  { "empire", N_("Empire") },
  { "fields", N_("Fields") },
  { "board", N_("Board") },
  /* Translators: the board's picture on a phone; %u: how many moves are played */
  { "board_alt", N_("The board after move %u, the last move’s field marked") },
  { "last_moves", N_("Last Moves") },
  { "no_moves", N_("No move yet.") },
  { "history", N_("Whole History") },
  { "what_can_i_do", N_("What Can I Do?") },
  /* Translators: under "What Can I Do?": the player to act */
  { "to_act", N_("%s to act") },
  { "score_sheet", N_("Score Sheet") },
  { "story", N_("Points after each move") },
  { "rules", N_("Rules") },
};

static char *
build_message (gpointer data)
{
  const char *language = data;
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "words");
  json_builder_set_member_name (builder, "language");
  json_builder_add_string_value (builder, language);
  json_builder_set_member_name (builder, "words");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      json_builder_set_member_name (builder, words[i].key);
      json_builder_add_string_value (builder, _(words[i].text));
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

char *
tyros_table_words_message (const char *language)
{
  return tyros_i18n_in_language (language, build_message, (gpointer) language);
}
