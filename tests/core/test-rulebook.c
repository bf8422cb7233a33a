/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rulebook.c: every rule the core cites can be looked up, in every language */
#define G_LOG_DOMAIN "tyros-test-rulebook"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tyros-core.h"
#include "test-util.h"

/* The rule IDs of docs/rules.md, section by section. */
static const char *const digest_ids[] = {
  "S1", "S2", "S3", "S4", "S5",
  "P1", "P2", "P3", "P4",
  "E1", "E2", "E3", "E4", "E5", "E6",
  "M1", "M2", "M3", "M4", "M5", "M6", "M7",
  "B1", "B2", "B3", "B4", "B5", "B6",
  "C1", "C2", "C3", "C4", "C5",
  "D1", "D2",
  "T1", "T2",
  "X1",
  "G1", "G2",
  "F1", "F2", "F3", "F4", "F5", "F6", "F7",
};

/* Rows of "Where the editions differ" (docs/rules.md): each has an Italian text. */
static const char *const italian_ids[] = {
  "S2", "S3", "S4", "M3", "M5", "M6", "B2", "C1", "C3", "D1", "F4", "F5",
};

static void
test_every_digest_rule_has_one_entry (void)
{
  guint n_rules;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);

  g_assert_cmpuint (n_rules, ==, G_N_ELEMENTS (digest_ids));
  for (guint i = 0; i < G_N_ELEMENTS (digest_ids); i++)
    {
      const TyrosRule *rule = tyros_rulebook_lookup (digest_ids[i]);

      g_assert_nonnull (rule);
      g_assert_cmpstr (rule->id, ==, digest_ids[i]);
      g_assert_cmpstr (rules[i].id, ==, digest_ids[i]); /* the rulebook's order */
      g_assert_true (rule->title != NULL && rule->title[0] != '\0');
      g_assert_true (rule->text != NULL && rule->text[0] != '\0');
    }
}

static void
test_groups_follow_the_rulebook (void)
{
  guint n_rules;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);
  gboolean seen[TYROS_N_RULE_GROUPS] = { FALSE };

  for (guint i = 0; i < n_rules; i++)
    {
      if (i > 0)
        g_assert_cmpint (rules[i].group, >=, rules[i - 1].group);
      seen[rules[i].group] = TRUE;
    }
  for (guint g = 0; g < TYROS_N_RULE_GROUPS; g++)
    {
      g_assert_true (seen[g]);
      g_assert_nonnull (tyros_rule_group_title (g));
    }
  g_assert_cmpint (tyros_rulebook_lookup ("M5")->group, ==, TYROS_RULE_GROUP_SHIP_MOVE);
  g_assert_cmpint (tyros_rulebook_lookup ("D2")->group, ==, TYROS_RULE_GROUP_BANK);
  g_assert_cmpint (tyros_rulebook_lookup ("X1")->group, ==, TYROS_RULE_GROUP_PASS);
}

static void
test_lookup_ignores_case_and_refuses_unknown (void)
{
  g_assert_true (tyros_rulebook_lookup ("m5") == tyros_rulebook_lookup ("M5"));
  g_assert_null (tyros_rulebook_lookup ("M8"));
  g_assert_null (tyros_rulebook_lookup ("Z1"));
  g_assert_null (tyros_rulebook_lookup (""));
  g_assert_null (tyros_rulebook_lookup (NULL));
}

static void
test_italian_texts_where_the_rulebooks_differ (void)
{
  const TyrosEdition *kosmos = tyros_edition_kosmos ();
  const TyrosEdition *italian = tyros_edition_italian ();
  guint n_rules, n_differ = 0;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);

  for (guint i = 0; i < G_N_ELEMENTS (italian_ids); i++)
    {
      const TyrosRule *rule = tyros_rulebook_lookup (italian_ids[i]);
      g_assert_true (tyros_rule_differs_by_edition (rule));
      g_assert_cmpstr (tyros_rule_get_text (rule, kosmos), !=, tyros_rule_get_text (rule, italian));
    }
  for (guint i = 0; i < n_rules; i++)
    if (tyros_rule_differs_by_edition (&rules[i]))
      n_differ++;
  /* The twelve rows, plus F7: the Italian rulebook gives no tie-break. */
  g_assert_cmpuint (n_differ, ==, G_N_ELEMENTS (italian_ids) + 1);
  g_assert_true (tyros_rule_differs_by_edition (tyros_rulebook_lookup ("F7")));
  g_assert_false (tyros_rule_differs_by_edition (tyros_rulebook_lookup ("S1")));
  g_assert_cmpstr (tyros_rule_get_text (tyros_rulebook_lookup ("S1"), italian), ==,
                   tyros_rule_get_text (tyros_rulebook_lookup ("S1"), kosmos));
  g_assert_nonnull (strstr (tyros_rule_get_text (tyros_rulebook_lookup ("S4"), kosmos), "4 landscape tiles"));
  g_assert_nonnull (strstr (tyros_rule_get_text (tyros_rulebook_lookup ("S4"), italian), "5 landscape tiles"));
}

static void
test_board_rules_have_pictures (void)
{
  const struct { const char *id; TyrosRulePicture picture; } cases[] = {
    { "M1", TYROS_RULE_PICTURE_SEA_LINKS },
    { "M4", TYROS_RULE_PICTURE_OPEN_SEA },
    { "M7", TYROS_RULE_PICTURE_ITALY_COASTS },
    { "C4", TYROS_RULE_PICTURE_ITALY_COASTS },
    { "E5", TYROS_RULE_PICTURE_TYROS_NEIGHBOURS },
    { "E1", TYROS_RULE_PICTURE_ADJACENCY },
    { "S2", TYROS_RULE_PICTURE_FIRST_GAME },
    { "F5", TYROS_RULE_PICTURE_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const TyrosRule *rule = tyros_rulebook_lookup (cases[i].id);
      g_assert_cmpint (rule->picture, ==, cases[i].picture);
      if (cases[i].picture != TYROS_RULE_PICTURE_NONE)
        g_assert_nonnull (tyros_rule_picture_caption (rule->picture));
    }
  g_assert_null (tyros_rule_picture_caption (TYROS_RULE_PICTURE_NONE));
}

/* The IDs the core's sources name in string literals: every violation's rule
 * ("M5", or a price's count_rule "C2") and the "(F3)" of an explanation. */
static GHashTable *
ids_cited_by_the_core (void)
{
  const char *dir = g_getenv ("TYROS_CORE_SOURCE_DIR");
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GDir) sources = NULL;
  g_autoptr(GRegex) literal = g_regex_new ("[\"(]([SPEMBCDTXGF][0-9])[\")]", 0, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  sources = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (sources);
  while ((name = g_dir_read_name (sources)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr(GMatchInfo) match = NULL;

      /* The rulebook itself cites IDs in its texts ("see S2"): not a use. */
      if (!g_str_has_suffix (name, ".c") || g_str_has_prefix (name, "tyros-rulebook"))
        continue;
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      for (g_regex_match (literal, text, 0, &match); g_match_info_matches (match);
           g_match_info_next (match, NULL))
        g_hash_table_add (ids, g_match_info_fetch (match, 1));
    }
  return g_steal_pointer (&ids);
}

static void
test_every_rule_the_core_cites_has_an_entry (void)
{
  g_autoptr(GHashTable) ids = ids_cited_by_the_core ();
  GHashTableIter iter;
  const char *id;

  /* The scan finds the violations' rules (a broken scan must not pass). */
  g_assert_cmpuint (g_hash_table_size (ids), >=, 25);
  g_assert_true (g_hash_table_contains (ids, "M5"));
  g_assert_true (g_hash_table_contains (ids, "E4"));
  g_hash_table_iter_init (&iter, ids);
  while (g_hash_table_iter_next (&iter, (gpointer *) &id, NULL))
    if (tyros_rulebook_lookup (id) == NULL)
      g_test_message ("the core cites %s, which has no rulebook entry", id),
      g_test_fail ();
}

/* A locale under which gettext honours LANGUAGE: glibc 2.41 (Debian 13)
 * ignores LANGUAGE in C.UTF-8 as in C; Debian 12's C.UTF-8 honours it. */
static const char *
translating_locale (void)
{
  const char *candidates[] = { "de_DE.UTF-8", "en_US.UTF-8", "en_GB.UTF-8" };

  for (gsize i = 0; i < G_N_ELEMENTS (candidates); i++)
    if (setlocale (LC_ALL, candidates[i]) != NULL)
      return candidates[i];
  return "C.UTF-8";
}

/* Switches the messages to @lang ("C" for English) from the build tree's .mo files. */
static gboolean
use_language (const char *lang)
{
  const char *locale = translating_locale ();

  if (setlocale (LC_ALL, locale) == NULL)
    return FALSE;
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TYROS_PO_BUILD_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  if (g_str_equal (lang, "C"))
    {
      g_unsetenv ("LANGUAGE");
      setlocale (LC_ALL, "C"); /* untranslated */
      return TRUE;
    }
  g_setenv ("LANGUAGE", lang, TRUE);
  setlocale (LC_ALL, locale); /* gettext reads LANGUAGE again */
  return TRUE;
}

static void
assert_translated (const char *lang,
                   const char *msgid)
{
  const char *msgstr = _(msgid);

  if (msgstr == msgid || strcmp (msgstr, msgid) == 0)
    {
      g_test_message ("%s: no translation of \"%s\"", lang, msgid);
      g_test_fail ();
    }
}

static void
test_every_entry_is_translated (gconstpointer data)
{
  const char *lang = data;
  guint n_rules;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);
  const char *groups[TYROS_N_RULE_GROUPS], *captions[TYROS_RULE_PICTURE_TYROS_NEIGHBOURS + 1];

  if (!use_language ("C"))
    {
      g_test_skip ("no C.UTF-8 locale");
      return;
    }
  for (guint g = 0; g < TYROS_N_RULE_GROUPS; g++)
    groups[g] = tyros_rule_group_title (g);
  for (guint p = TYROS_RULE_PICTURE_ADJACENCY; p < G_N_ELEMENTS (captions); p++)
    captions[p] = tyros_rule_picture_caption (p);

  g_assert_true (use_language (lang));
  for (guint i = 0; i < n_rules; i++)
    {
      assert_translated (lang, rules[i].title);
      assert_translated (lang, rules[i].text);
      if (rules[i].italian_text != NULL)
        assert_translated (lang, rules[i].italian_text);
    }
  for (guint g = 0; g < TYROS_N_RULE_GROUPS; g++)
    if (g_strcmp0 (groups[g], tyros_rule_group_title (g)) == 0)
      g_test_message ("%s: no translation of \"%s\"", lang, groups[g]), g_test_fail ();
  for (guint p = TYROS_RULE_PICTURE_ADJACENCY; p < G_N_ELEMENTS (captions); p++)
    if (g_strcmp0 (captions[p], tyros_rule_picture_caption (p)) == 0)
      g_test_message ("%s: no translation of \"%s\"", lang, captions[p]), g_test_fail ();
  use_language ("C");
}

static void
test_search_finds_by_id_and_by_words (void)
{
  const TyrosRule *m5 = tyros_rulebook_lookup ("M5");
  const TyrosRule *b3 = tyros_rulebook_lookup ("B3");
  const TyrosRule *s1 = tyros_rulebook_lookup ("S1");

  g_assert_true (tyros_rule_matches (m5, "m5"));
  g_assert_true (tyros_rule_matches (m5, " M5 "));
  g_assert_false (tyros_rule_matches (b3, "M5"));
  g_assert_true (tyros_rule_matches (m5, ""));
  g_assert_true (tyros_rule_matches (s1, "TYROS"));
  g_assert_false (tyros_rule_matches (b3, "Tyros"));
  /* every word must occur, in any order */
  g_assert_true (tyros_rule_matches (b3, "cards city"));
  g_assert_false (tyros_rule_matches (b3, "cards serpent"));
  /* the Italian text is searched too: only it says "no city can be built in Tyros" */
  g_assert_true (tyros_rule_matches (tyros_rulebook_lookup ("B2"), "no city can be built"));
}

/* The rules of a group found by @query, as "F1 F2 …". */
static char *
found_ids (const char *query)
{
  guint n_rules;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < n_rules; i++)
    if (tyros_rule_matches (&rules[i], query))
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? " " : "", rules[i].id);
  return g_strdup (ids->str);
}

#define SCORING_RULES "F1 F2 F3 F4 F5 F6 F7"

/* The words a novice types: group titles, stems, "goal", "how to win". */
static void
test_search_finds_the_words_people_use (void)
{
  const char *const scoring[] = { "scoring", "score", "Scores", "points", "goal", "how to win", "winner" };

  for (gsize i = 0; i < G_N_ELEMENTS (scoring); i++)
    {
      g_autofree char *ids = found_ids (scoring[i]);
      g_test_message ("%s: %s", scoring[i], ids);
      g_assert_nonnull (strstr (ids, SCORING_RULES));
    }
  {
    g_autofree char *end = found_ids ("end of the game");
    g_assert_cmpstr (end, ==, "G1 G2");
  }
  {
    /* whole words: "tie" is in "cities" but finds only the rules with a tie */
    g_autofree char *tie = found_ids ("tie");
    g_assert_cmpstr (tie, ==, "F3 F4 F5 F7");  /* F5: Tyros on a tie [it] */
  }
  g_assert_true (tyros_rulebook_how_to_win_matches ("how to win"));
  g_assert_true (tyros_rulebook_how_to_win_matches ("goal"));
  g_assert_true (tyros_rulebook_how_to_win_matches ("scoring"));
  g_assert_false (tyros_rulebook_how_to_win_matches ("serpent"));
}

/* The page gives the edition's own values (F5), the bonuses and the end. */
static void
test_how_to_win (void)
{
  g_autofree char *kosmos = tyros_rulebook_how_to_win (tyros_edition_kosmos ());
  g_autofree char *italian = tyros_rulebook_how_to_win (tyros_edition_italian ());

  g_assert_nonnull (strstr (kosmos, "city control: 12, 10, 9 or 8 points"));
  g_assert_nonnull (strstr (kosmos, "ship control: 6, 5, 4 or 3 points"));
  g_assert_nonnull (strstr (italian, "city control: 12, 10, 9 or 7 points"));
  g_assert_nonnull (strstr (italian, "ship control: 8, 6, 5 or 4 points"));
  g_assert_nonnull (strstr (kosmos, "7 points in each empire"));
  g_assert_nonnull (strstr (kosmos, "(B6)"));
  g_assert_nonnull (strstr (kosmos, "(G1)"));
  /* B6 is scored when it happens, not at the end: the goal must not say
   * that every point comes at the end */
  g_assert_null (strstr (kosmos, "All points come at the end"));
  g_assert_nonnull (strstr (kosmos, "is scored during play (B6)"));
}

static void
test_search_finds_every_rule_mentioning_tyros (void)
{
  guint n_rules, n_found = 0;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);

  for (guint i = 0; i < n_rules; i++)
    {
      gboolean mentions = strstr (rules[i].title, "Tyros") != NULL || strstr (rules[i].text, "Tyros") != NULL
                          || (rules[i].italian_text != NULL && strstr (rules[i].italian_text, "Tyros") != NULL);
      g_assert_cmpint (tyros_rule_matches (&rules[i], "tyros"), ==, mentions);
      n_found += mentions;
    }
  g_assert_cmpuint (n_found, >=, 10);
}

static void
test_search_in_the_user_language (void)
{
  if (!use_language ("it"))
    {
      g_test_skip ("no C.UTF-8 locale");
      return;
    }
  g_assert_cmpstr (tyros_rule_get_title (tyros_rulebook_lookup ("M1")), ==, "Passo dopo passo sul mare");
  /* "Tiro" is what the Italian rulebook calls Tyros; accents do not matter */
  g_assert_true (tyros_rule_matches (tyros_rulebook_lookup ("S1"), "tiro"));
  g_assert_true (tyros_rule_matches (tyros_rulebook_lookup ("B2"), "citta"));
  g_assert_false (tyros_rule_matches (tyros_rulebook_lookup ("S1"), "Tyros"));

  use_language ("de");
  g_assert_true (tyros_rule_matches (tyros_rulebook_lookup ("M1"), "Schritt"));
  g_assert_cmpstr (tyros_rule_group_title (TYROS_RULE_GROUP_SCORING), ==, "Schlusswertung");
  {
    g_autofree char *wertung = found_ids ("Wertung");
    g_autofree char *ende = found_ids ("Spielende");
    g_assert_nonnull (strstr (wertung, SCORING_RULES));
    g_autofree char *gleichstand = found_ids ("Gleichstand");
    g_assert_nonnull (strstr (ende, "G1 G2"));
    /* the end of the game is when the scoring comes */
    g_assert_nonnull (strstr (ende, SCORING_RULES));
    g_assert_nonnull (strstr (gleichstand, "F4"));
    g_assert_true (tyros_rulebook_how_to_win_matches ("Ziel"));
  }
  use_language ("C"); /* through C: gettext keeps its cache while the locale stays */
  use_language ("it");
  {
    g_autofree char *punteggio = found_ids ("punteggio");
    g_autofree char *vincere = found_ids ("vincere");
    g_assert_nonnull (strstr (punteggio, SCORING_RULES));
    g_assert_nonnull (strstr (vincere, SCORING_RULES));
    g_assert_true (tyros_rulebook_how_to_win_matches ("come vincere"));
  }
  use_language ("C");
}

/* The reason a tile may join @empire's field, in the language set now. */
static char *
expand_reason (TyrosEmpire empire)
{
  TyrosState s;
  g_autoptr(GPtrArray) moves = NULL;

  tu_state_setup (&s, tyros_edition_kosmos (), 3, 0);
  moves = tyros_movegen_legal_moves (&s);
  for (guint i = 0; i < moves->len; i++)
    {
      TyrosLegalMove *legal = g_ptr_array_index (moves, i);

      if (legal->move->type == TYROS_MOVE_EXPAND && legal->move->empire == empire)
        return g_strdup (legal->why);
    }
  g_assert_not_reached ();
}

/* The colour is part of the noun phrase, inflected as German and Dutch want it
 * ("an das orange Reich", "het gele rijk"), not put after the noun. */
static void
test_empire_colour_in_its_sentence (void)
{
  if (!use_language ("de"))
    {
      g_test_skip ("no C.UTF-8 locale");
      return;
    }
  {
    g_autofree char *orange = expand_reason (TYROS_EMPIRE_ORANGE);
    g_autofree char *yellow = expand_reason (TYROS_EMPIRE_YELLOW);
    g_assert_nonnull (strstr (orange, "grenzt an das orange Reich"));
    g_assert_nonnull (strstr (yellow, "grenzt an das gelbe Reich"));
  }
  use_language ("C");
  use_language ("nl");
  {
    g_autofree char *yellow = expand_reason (TYROS_EMPIRE_YELLOW);
    g_assert_nonnull (strstr (yellow, "grenst aan het gele rijk"));
  }
  use_language ("C");
  {
    g_autofree char *orange = expand_reason (TYROS_EMPIRE_ORANGE);
    g_assert_nonnull (strstr (orange, "is next to the orange empire"));
  }
}

static void
test_find_id_in_a_text (void)
{
  const struct { const char *text; const char *first; } cases[] = {
    { "Field 23 would hold 3 ships: at most 2 may stand there after a move (M5)", "M5" },
    { "X1 and M7", "X1" },
    { "B6, then F3", "B6" },
    { "FM5 AM5x M55 M8 (Z1)", NULL },  /* not words of their own, or no such rule */
    { "Round 5, 3 players", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize length = 0;
      const char *found = tyros_rulebook_find_id (cases[i].text, cases[i].text, &length);

      if (cases[i].first == NULL)
        g_assert_null (found);
      else
        {
          g_assert_nonnull (found);
          g_assert_cmpuint (length, ==, strlen (cases[i].first));
          g_assert_true (strncmp (found, cases[i].first, length) == 0);
        }
    }
  {
    const char *text = "B6, then F3";
    gsize length;
    const char *first = tyros_rulebook_find_id (text, text, &length);
    const char *second = tyros_rulebook_find_id (text, first + length, &length);
    g_assert_cmpstr (second, ==, "F3");
    g_assert_null (tyros_rulebook_find_id (text, second + length, &length));
  }
}

/* The rulebook a group has by its language: Italian, or Kosmos (German,
 * Dutch, and any other language). */
static void
test_edition_for_language (void)
{
  static const char *const italian[] = { "it", "it_IT", "it_IT.UTF-8", "it_CH@euro", "it.UTF-8" };
  static const char *const kosmos[] = { "de", "de_DE.UTF-8", "nl_NL", "en", "C", "", "ita", "iu" };

  for (guint i = 0; i < G_N_ELEMENTS (italian); i++)
    g_assert_true (tyros_edition_for_language (italian[i]) == tyros_edition_italian ());
  for (guint i = 0; i < G_N_ELEMENTS (kosmos); i++)
    g_assert_true (tyros_edition_for_language (kosmos[i]) == tyros_edition_kosmos ());
  g_assert_true (tyros_edition_for_language (NULL) == tyros_edition_kosmos ());
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rulebook/digest-entries", test_every_digest_rule_has_one_entry);
  g_test_add_func ("/rulebook/groups", test_groups_follow_the_rulebook);
  g_test_add_func ("/rulebook/lookup", test_lookup_ignores_case_and_refuses_unknown);
  g_test_add_func ("/rulebook/italian-texts", test_italian_texts_where_the_rulebooks_differ);
  g_test_add_func ("/rulebook/pictures", test_board_rules_have_pictures);
  g_test_add_func ("/rulebook/core-ids-have-entries", test_every_rule_the_core_cites_has_an_entry);
  g_test_add_data_func ("/rulebook/translated/de", "de", test_every_entry_is_translated);
  g_test_add_data_func ("/rulebook/translated/nl", "nl", test_every_entry_is_translated);
  g_test_add_data_func ("/rulebook/translated/it", "it", test_every_entry_is_translated);
  g_test_add_func ("/rulebook/search/id-and-words", test_search_finds_by_id_and_by_words);
  g_test_add_func ("/rulebook/search/words-people-use", test_search_finds_the_words_people_use);
  g_test_add_func ("/rulebook/how-to-win", test_how_to_win);
  g_test_add_func ("/rulebook/search/tyros", test_search_finds_every_rule_mentioning_tyros);
  g_test_add_func ("/rulebook/search/user-language", test_search_in_the_user_language);
  g_test_add_func ("/rulebook/find-id", test_find_id_in_a_text);
  g_test_add_func ("/rulebook/empire-colour", test_empire_colour_in_its_sentence);
  g_test_add_func ("/rulebook/edition-for-language", test_edition_for_language);

  return g_test_run ();
}
