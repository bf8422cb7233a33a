/* SPDX-License-Identifier: GPL-3.0-or-later */
/* make-docs.c: the documents that come from the rules core, for the build only
 *
 *   make-docs rules       docs/rules.md: every rule with its ID, in both editions
 *   make-docs sea-links   the board's sea links, one "A B open|closed PROVENANCE" a
 *                         line, for the test that docs/board.md lists the same
 *
 * Not installed. It never calls setlocale(), so the core's texts come out in
 * English, as written in tyros-rulebook.c.
 */
#define G_LOG_DOMAIN "make-docs"

#include "config.h"

#include <stdio.h>

#include "tyros-core.h"

static const char rules_intro[] =
  "<!-- Generated from src/core/tyros-rulebook.c by docs/make-docs.c: do not edit.\n"
  "     After changing a rule there: meson compile -C _build update-docs -->\n"
  "\n"
  "# The rules of Tyros, with their IDs\n"
  "\n"
  "Tyros (Martin Wallace, Kosmos 2002) for 3 or 4 players, as the app and the `tyros`\n"
  "command enforce it. Every rule has an ID (`S1`, `M5`, ...): a move the rules refuse\n"
  "is refused with the ID of the rule it breaks, in the app, in the command's messages\n"
  "and in the tests. The texts below are the ones the app shows under **Rules** (F1),\n"
  "taken from the rules core (`src/core/tyros-rulebook.c`), in English.\n"
  "\n"
  "Two **editions** exist, two sets of parameters of the same rules core:\n"
  "\n"
  "- `kosmos` (the default): the German rulebook, the original, and its Dutch\n"
  "  translation, which agrees with it.\n"
  "- `italian`: the Italian translation, which differs in several rules.\n"
  "\n"
  "Where the two differ, a rule has both texts. The board (the grid, the sea links,\n"
  "the two coasts of Italy) is described in [board.md](board.md); where the rulebooks\n"
  "leave a question open, the app's choices are in [rules-choices.md](rules-choices.md).\n";

/* GitHub's anchor of a heading "### M5: At most 2 ships in a field". */
static char *
anchor (const TyrosRule *rule)
{
  g_autofree char *heading = g_strdup_printf ("%s: %s", rule->id, tyros_rule_get_title (rule));
  g_autofree char *lower = g_utf8_strdown (heading, -1);
  GString *out = g_string_new (NULL);

  for (const char *p = lower; *p != '\0'; p++)
    {
      if (g_ascii_isalnum (*p) || *p == '-' || *p == '_' || (*p & 0x80))
        g_string_append_c (out, *p);
      else if (*p == ' ')
        g_string_append_c (out, '-');
    }
  return g_string_free (out, FALSE);
}

static void
print_rule (const TyrosRule *rule)
{
  printf ("\n### %s: %s\n\n", rule->id, tyros_rule_get_title (rule));
  if (!tyros_rule_differs_by_edition (rule))
    {
      printf ("%s\n", tyros_rule_get_text (rule, tyros_edition_kosmos ()));
      return;
    }
  printf ("- **kosmos**: %s\n", tyros_rule_get_text (rule, tyros_edition_kosmos ()));
  printf ("- **italian**: %s\n", tyros_rule_get_text (rule, tyros_edition_italian ()));
}

static void
print_differences (const TyrosRule *rules,
                   guint            n_rules)
{
  printf ("\n## Where the editions differ\n\n"
          "The rules with an Italian text of their own:\n\n");
  for (guint i = 0; i < n_rules; i++)
    if (tyros_rule_differs_by_edition (&rules[i]))
      {
        g_autofree char *link = anchor (&rules[i]);

        printf ("- [%s](#%s): %s\n", rules[i].id, link, tyros_rule_get_title (&rules[i]));
      }
  printf ("\nIn short, the `italian` edition plays with: %s\n",
          tyros_edition_summary (tyros_edition_italian ()));
}

static int
print_rules (void)
{
  guint n_rules;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);
  int group = -1;

  printf ("%s", rules_intro);
  for (guint i = 0; i < n_rules; i++)
    {
      if ((int) rules[i].group != group)
        {
          group = rules[i].group;
          printf ("\n## %s\n", tyros_rule_group_title (rules[i].group));
        }
      print_rule (&rules[i]);
    }
  print_differences (rules, n_rules);
  return 0;
}

static int
print_sea_links (void)
{
  guint n_links;
  const TyrosSeaLink *links = tyros_board_sea_links (&n_links);

  for (guint i = 0; i < n_links; i++)
    printf ("%s %s %s %s\n", tyros_coast_to_string (links[i].a), tyros_coast_to_string (links[i].b),
            links[i].open ? "open" : "closed", tyros_provenance_to_string (links[i].provenance));
  return 0;
}

int
main (int    argc,
      char **argv)
{
  if (argc == 2 && g_str_equal (argv[1], "rules"))
    return print_rules ();
  if (argc == 2 && g_str_equal (argv[1], "sea-links"))
    return print_sea_links ();
  fprintf (stderr, "Usage: make-docs rules|sea-links\n");
  return 2;
}
