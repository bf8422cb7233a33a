/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-position.c: finished boards the rules cannot produce are refused
 *
 * Each case is the "position" of a game file: the core must refuse it with its
 * rule (and field), and `tyros check` / `tyros score` must exit 1 naming the rule.
 * The valid cases guard against refusing what a game can produce.
 */
#define G_LOG_DOMAIN "tyros-test-position"

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "test-util.h"

/* board A of tests/data (a real, scored board), with parts replaced */
#define ORANGE "\"orange\": [\"7\", \"8\", \"3\", \"2\"]"
#define YELLOW "\"yellow\": [\"13\", \"12\", \"14\"]"
#define GREEN "\"green\": [\"23\", \"22\", \"18\", \"24\", \"19\"]"
#define VIOLET "\"violet\": [\"26\", \"27\", \"31\", \"T\"]"
#define CITIES "\"cities\": {\"8\": 0, \"26\": 0, \"22\": 1, \"23\": 1, \"13\": 2, \"18\": 2}"
#define FEW_CITIES "\"cities\": {\"8\": 0, \"26\": 0, \"23\": 1, \"13\": 2}"
#define SHIPS "\"ships\": {\"3\": [0], \"2\": [1, 2], \"24\": [2, 2], \"19\": [0], \"27\": [1], " \
              "\"T\": [0, 0, 1, 1, 2, 2], \"12\": [2], \"22\": [1]}"
#define BOARD(o, y, g, v, cities, ships, first) \
  "{\"empires\": {" o ", " y ", " g ", " v "}, " cities ", " ships ", \"first_all_four\": " first "}"

typedef struct {
  const char *name;
  const char *position;
  const char *rule;    /* NULL: the board is possible */
  const char *field;   /* the field the refusal names, or NULL */
} BoardCase;

static const BoardCase cases[] = {
  { "possible/board-a", BOARD (ORANGE, YELLOW, GREEN, VIOLET, CITIES, SHIPS, "null"), NULL, NULL },
  { "possible/bonus-held",
    BOARD (ORANGE, YELLOW, GREEN, VIOLET,
           "\"cities\": {\"8\": 0, \"26\": 0, \"22\": 0, \"13\": 0}", SHIPS, "0"), NULL, NULL },
  { "possible/tyros-from-32",
    BOARD (ORANGE, YELLOW, "\"green\": [\"23\", \"24\", \"28\", \"32\", \"T\"]",
           "\"violet\": [\"26\", \"27\"]", FEW_CITIES, "\"ships\": {\"T\": [0, 1, 2]}", "null"), NULL, NULL },
  /* M5 limits the ships a move leaves; building ships does not (C1, C2), so
   * in both editions a city field and Tyros may hold more. */
  { "possible/ships-built-in-city",
    BOARD (ORANGE, YELLOW, GREEN, VIOLET, CITIES, "\"ships\": {\"8\": [0, 0, 1]}", "null"), NULL, NULL },
  { "possible/ships-built-in-tyros",
    BOARD (ORANGE, YELLOW, GREEN, VIOLET, CITIES, "\"ships\": {\"T\": [0, 0, 0, 1]}", "null"), NULL, NULL },
  { "M5/three-ships-without-city",
    BOARD (ORANGE, YELLOW, GREEN, VIOLET, CITIES, "\"ships\": {\"3\": [0, 1, 2]}", "null"), "M5", "3" },
  { "M3/ship-on-bare-field", BOARD (ORANGE, YELLOW, GREEN, VIOLET, CITIES, "\"ships\": {\"5\": [1]}", "null"),
    "M3", "5" },
  { "M3/ship-on-bare-16", BOARD (ORANGE, YELLOW, GREEN, VIOLET, CITIES, "\"ships\": {\"16e\": [0]}", "null"),
    "M3", "16" },
  { "E5/31-without-tyros",
    BOARD (ORANGE, YELLOW, GREEN, "\"violet\": [\"26\", \"27\", \"31\"]", CITIES, SHIPS, "null"), "E5", "T" },
  { "E5/32-without-tyros",
    BOARD (ORANGE, YELLOW, "\"green\": [\"23\", \"24\", \"28\", \"32\"]", "\"violet\": [\"26\", \"27\"]",
           FEW_CITIES, "\"ships\": {\"T\": [0, 1, 2]}", "null"), "E5", "T" },
  { "E5/tyros-other-colour",
    BOARD (ORANGE, "\"yellow\": [\"13\", \"12\", \"14\", \"T\"]", GREEN, "\"violet\": [\"26\", \"27\", \"31\"]",
           CITIES, SHIPS, "null"), "E5", "T" },
  { "E1/cut-off-chip",
    BOARD ("\"orange\": [\"7\", \"8\", \"3\", \"2\", \"29\"]", YELLOW, GREEN, VIOLET, CITIES, SHIPS, "null"),
    "E1", "29" },
  { "E1/two-halves",
    BOARD (ORANGE, YELLOW, "\"green\": [\"23\", \"22\", \"18\", \"24\", \"19\", \"1\", \"6\"]", VIOLET,
           CITIES, SHIPS, "null"), "E1", "1" },
  { "S2/empire-without-field",
    BOARD (ORANGE, "\"yellow\": []", "\"green\": [\"23\", \"22\", \"18\", \"24\", \"19\", \"13\", \"12\", \"14\"]",
           VIOLET, CITIES, SHIPS, "null"), "S2", NULL },
  { "B6/bonus-not-given",
    BOARD (ORANGE, YELLOW, GREEN, VIOLET, "\"cities\": {\"8\": 0, \"26\": 0, \"22\": 0, \"13\": 0}", SHIPS, "null"),
    "B6", NULL },
  { "B6/bonus-to-wrong-player",
    BOARD (ORANGE, YELLOW, GREEN, VIOLET, "\"cities\": {\"8\": 0, \"26\": 0, \"22\": 0, \"13\": 0}", SHIPS, "1"),
    "B6", NULL },
  { "B5/eleven-cities",
    BOARD ("\"orange\": [\"7\", \"8\", \"3\", \"2\", \"1\", \"4\", \"5\", \"9\", \"6\", \"10\", \"11\"]",
           YELLOW, GREEN, VIOLET,
           "\"cities\": {\"7\": 0, \"8\": 0, \"3\": 0, \"2\": 0, \"1\": 0, \"4\": 0, \"5\": 0, \"9\": 0, "
           "\"6\": 0, \"10\": 0, \"11\": 0}", SHIPS, "null"), "B5", NULL },
  { "C5/eleven-ships",
    BOARD (ORANGE, YELLOW, GREEN, VIOLET, CITIES,
           "\"ships\": {\"T\": [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}", "null"), "C5", NULL },
};

static const char *const editions[] = { "kosmos", "italian" };

typedef struct {
  const BoardCase *bc;
  const char      *edition;
} CaseData;

static char *
game_file_text (const CaseData *cd)
{
  return g_strdup_printf ("{\"format\": \"tyros-companion\", \"version\": 1, \"edition\": \"%s\","
                          " \"players\": [{\"name\": \"Anna\"}, {\"name\": \"Ben\"}, {\"name\": \"Cleo\"}],"
                          " \"position\": %s}", cd->edition, cd->bc->position);
}

/* The core: loading keeps what painting cannot mend from entering the game;
 * tyros_position_check_finished() refuses the rest. */
static void
test_core (gconstpointer data)
{
  const CaseData *cd = data;
  g_autofree char *text = game_file_text (cd);
  g_autoptr(GError) error = NULL;
  g_autoptr(TyrosGame) game = tyros_file_load_data (text, strlen (text), &error);
  g_autoptr(TyrosViolation) violation = NULL;
  g_autofree char *suffix = NULL;

  if (game == NULL)
    {
      g_assert_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_RULES);
      if (cd->bc->rule == NULL)
        g_error ("a possible board was refused: %s", error->message);
      suffix = g_strdup_printf ("(%s)", cd->bc->rule);
      g_assert_true (g_str_has_suffix (error->message, suffix));
      return;
    }
  if (cd->bc->rule == NULL)
    {
      if (!tyros_position_check_finished (tyros_game_get_state (game), &violation))
        g_error ("a possible board was refused: %s", violation->message);
      return;
    }
  g_assert_false (tyros_position_check_finished (tyros_game_get_state (game), &violation));
  g_assert_nonnull (violation);
  g_assert_cmpstr (violation->rule, ==, cd->bc->rule);
  if (cd->bc->field != NULL)
    g_assert_cmpint (violation->field, ==, tu_field (cd->bc->field));
}

/* `tyros check` and `tyros score`: exit 1 and the rule, or 0 for a possible board */
static void
test_cli (gconstpointer data)
{
  const CaseData *cd = data;
  static const char *const commands[] = { "check", "score" };
  g_autofree char *text = game_file_text (cd);
  g_autofree char *dir = g_dir_make_tmp ("tyros-position-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "board.tyros", NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autofree char *rule = NULL;
      int status = tu_run_cli ((const char *const[]) { commands[i], path, NULL }, &out, &err);

      if (cd->bc->rule == NULL)
        {
          if (status != 0)
            g_error ("tyros %s refused a possible board: %s", commands[i], err);
          continue;
        }
      g_assert_cmpint (status, ==, 1);
      g_assert_cmpstr (out, ==, "");
      rule = g_strdup_printf ("(%s)\n", cd->bc->rule);
      if (!g_str_has_suffix (err, rule))
        g_error ("tyros %s: \"%s\" does not name %s", commands[i], err, cd->bc->rule);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* Every position a legal journal passes through is a possible board. */
static void
test_journals_possible (void)
{
  static const char *const journals[] = { "game-3p.tyros", "game-4p.tyros", "game-italian.tyros" };

  for (guint j = 0; j < G_N_ELEMENTS (journals); j++)
    {
      g_autofree char *path = tu_data_path (journals[j]);
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosGame) game = tyros_file_load (path, &error);

      g_assert_no_error (error);
      for (guint n = 0; n <= tyros_game_get_n_played (game); n++)
        {
          g_autoptr(TyrosViolation) violation = NULL;

          if (!tyros_position_check_finished (tyros_game_get_state_at (game, n), &violation))
            g_error ("%s after %u moves: %s", journals[j], n, violation->message);
        }
    }
}

/* Painting 31 or 32 chips Tyros as on the real board (E5). */
static void
test_paint_chip (void)
{
  static const struct {
    TyrosEmpire before31, before32, tyros;   /* the board before */
    TyrosField  field;
    TyrosEmpire paint;
    TyrosEmpire after;                       /* Tyros after */
  } paints[] = {
    { -1, -1, -1, 31, TYROS_EMPIRE_GREEN, TYROS_EMPIRE_GREEN },
    { -1, -1, -1, 32, TYROS_EMPIRE_VIOLET, TYROS_EMPIRE_VIOLET },
    { TYROS_EMPIRE_GREEN, -1, TYROS_EMPIRE_GREEN, 32, TYROS_EMPIRE_ORANGE, TYROS_EMPIRE_GREEN },
    { TYROS_EMPIRE_GREEN, -1, TYROS_EMPIRE_GREEN, 31, TYROS_EMPIRE_YELLOW, TYROS_EMPIRE_YELLOW },
    { TYROS_EMPIRE_GREEN, -1, TYROS_EMPIRE_GREEN, 31, TYROS_EMPIRE_NONE, TYROS_EMPIRE_NONE },
    { TYROS_EMPIRE_GREEN, TYROS_EMPIRE_ORANGE, TYROS_EMPIRE_GREEN, 31, TYROS_EMPIRE_NONE, TYROS_EMPIRE_ORANGE },
    { TYROS_EMPIRE_GREEN, TYROS_EMPIRE_ORANGE, TYROS_EMPIRE_ORANGE, 31, TYROS_EMPIRE_NONE, TYROS_EMPIRE_ORANGE },
    { -1, -1, -1, 27, TYROS_EMPIRE_GREEN, TYROS_EMPIRE_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (paints); i++)
    {
      g_autoptr(TyrosViolation) violation = NULL;
      TyrosState s;

      tyros_state_init_empty (&s, tyros_edition_kosmos (), 3);
      s.empire[31] = paints[i].before31;
      s.empire[32] = paints[i].before32;
      s.empire[TYROS_FIELD_TYROS] = paints[i].tyros;
      tyros_position_paint_chip (&s, paints[i].field, paints[i].paint);
      g_assert_cmpint (s.empire[paints[i].field], ==, paints[i].paint);
      g_assert_cmpint (s.empire[TYROS_FIELD_TYROS], ==, paints[i].after);
      if (!tyros_position_check (&s, &violation))
        g_error ("case %u: the painted board breaks %s", i, violation->rule);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        static CaseData all[G_N_ELEMENTS (editions)][G_N_ELEMENTS (cases)];
        CaseData *cd = &all[e][i];
        g_autofree char *core = g_strdup_printf ("/position/%s/core/%s", editions[e], cases[i].name);
        g_autofree char *cli = g_strdup_printf ("/position/%s/cli/%s", editions[e], cases[i].name);

        cd->bc = &cases[i];
        cd->edition = editions[e];
        g_test_add_data_func (core, cd, test_core);
        g_test_add_data_func (cli, cd, test_cli);
      }
  g_test_add_func ("/position/journals-possible", test_journals_possible);
  g_test_add_func ("/position/paint-chip", test_paint_chip);
  return g_test_run ();
}
