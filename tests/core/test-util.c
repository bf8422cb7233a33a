/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-util.c: small helpers shared by the rules-core tests */
#define G_LOG_DOMAIN "tyros-test-util"

#include "test-util.h"

#include <string.h>
#include <sys/wait.h>

TyrosPlace
tu_place (const char *text)
{
  TyrosPlace place = { 0, 0 };

  if (!tyros_place_parse (text, &place))
    g_error ("test bug: bad place \"%s\"", text);
  return place;
}

TyrosCoast
tu_coast (const char *text)
{
  if (g_str_equal (text, "16"))
    return TYROS_COAST_16W;
  return tu_place (text).coast;
}

TyrosField
tu_field (const char *text)
{
  return tu_place (text).field;
}

static const char *const kind_names[TYROS_N_CARD_KINDS] = {
  "orange", "yellow", "green", "violet", "joker"
};

TyrosPayment
tu_paid (const char *text)
{
  TyrosPayment paid;
  g_auto(GStrv) parts = NULL;

  memset (&paid, 0, sizeof paid);
  if (text == NULL)
    return paid;
  paid.given = TRUE;
  parts = g_strsplit (text, " ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_auto(GStrv) kv = NULL;
      guint kind;

      if (parts[i][0] == '\0')
        continue;
      kv = g_strsplit (parts[i], "=", 2);
      g_assert_nonnull (kv[1]);
      for (kind = 0; kind < TYROS_N_CARD_KINDS; kind++)
        if (g_str_equal (kv[0], kind_names[kind]))
          break;
      if (kind == TYROS_N_CARD_KINDS)
        g_error ("test bug: bad card kind \"%s\"", kv[0]);
      paid.cards[kind] += (guint) g_ascii_strtoull (kv[1], NULL, 10);
    }
  return paid;
}

TyrosMove *
tu_expand (int player, const char *field, TyrosEmpire empire)
{
  TyrosMove *move = tyros_move_new (TYROS_MOVE_EXPAND, player);

  move->field = tu_field (field);
  move->empire = empire;
  return move;
}

TyrosMove *
tu_expand_pass (int player, const char *shown)
{
  TyrosMove *move = tyros_move_new (TYROS_MOVE_EXPAND_PASS, player);

  if (shown != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (shown, " ", -1);

      if (move->shown == NULL)
        move->shown = g_array_new (FALSE, FALSE, sizeof (TyrosField));
      for (guint i = 0; parts[i] != NULL; i++)
        if (parts[i][0] != '\0')
          {
            TyrosField f = tu_field (parts[i]);
            g_array_append_val (move->shown, f);
          }
    }
  return move;
}

TyrosMove *
tu_ship (int player, const char *from, const char *route, const char *paid)
{
  TyrosMove *move = tyros_move_new (TYROS_MOVE_SHIP, player);
  g_auto(GStrv) parts = g_strsplit (route, " ", -1);

  move->from = tu_place (from);
  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      tyros_move_add_route_step (move, tu_place (parts[i]));
  move->paid = tu_paid (paid);
  return move;
}

TyrosMove *
tu_build_city (int player, const char *field, const char *paid)
{
  TyrosMove *move = tyros_move_new (TYROS_MOVE_BUILD_CITY, player);

  move->field = tu_field (field);
  move->paid = tu_paid (paid);
  return move;
}

TyrosMove *
tu_build_ship (int player, const char *field, const char *paid)
{
  TyrosMove *move = tyros_move_new (TYROS_MOVE_BUILD_SHIP, player);

  move->field = tu_field (field);
  move->paid = tu_paid (paid);
  return move;
}

TyrosMove *
tu_bank_swap (int player, guint count)
{
  TyrosMove *move = tyros_move_new (TYROS_MOVE_BANK_SWAP, player);

  move->count = count;
  return move;
}

TyrosMove *
tu_bank_pick (int player)
{
  return tyros_move_new (TYROS_MOVE_BANK_PICK, player);
}

TyrosMove *
tu_trade (int player, int partner)
{
  TyrosMove *move = tyros_move_new (TYROS_MOVE_TRADE, player);

  move->partner = partner;
  return move;
}

TyrosMove *
tu_pass (int player)
{
  return tyros_move_new (TYROS_MOVE_PASS, player);
}

void
tu_play (TyrosState *state, TyrosMove *move)
{
  g_autoptr(TyrosViolation) violation = NULL;
  g_auto(TyrosOutcome) outcome = { 0 };
  gboolean ok;

  ok = tyros_rules_apply (state, move, &outcome, &violation);
  if (!ok)
    g_error ("set-up move (%s by player %d) rejected: %s [%s]",
             tyros_move_type_to_string (move->type), move->player,
             violation ? violation->message : "(no violation)",
             violation ? violation->rule : "?");
  tyros_move_free (move);
}

void
tu_state_setup (TyrosState *state, const TyrosEdition *edition, guint n_players, int start)
{
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosSetup setup;

  memset (state, 0, sizeof *state);
  memset (&setup, 0, sizeof setup);
  tyros_setup_first_game (&setup, start);
  if (!tyros_setup_apply (&setup, edition, n_players, state, &violation))
    g_error ("first-game set-up rejected: %s", violation ? violation->message : "?");
}

void
tu_state_actions (TyrosState *state, const TyrosEdition *edition, guint n_players, int start)
{
  /* Round 1 has two laps of phase 2 with 3 and with 4 players (P2). */
  struct { const char *field; TyrosEmpire empire; } plan[] = {
    { "8", TYROS_EMPIRE_NONE },      /* only orange (7) adjacent: empire omitted */
    { "22", TYROS_EMPIRE_NONE },     /* only green (23) */
    { "27", TYROS_EMPIRE_VIOLET },   /* violet 26 and green 22 adjacent: a choice */
    { "12", TYROS_EMPIRE_YELLOW },   /* yellow 13 and orange 8 */
    { "31", TYROS_EMPIRE_VIOLET },   /* violet 27; Tyros gets violet (E5) */
    { "18", TYROS_EMPIRE_GREEN },    /* yellow 13 and green 23 */
    { "24", TYROS_EMPIRE_GREEN },    /* 4 players only */
    { "6", TYROS_EMPIRE_ORANGE },
  };

  tu_state_setup (state, edition, n_players, start);
  for (guint i = 0; i < 2 * n_players; i++)
    tu_play (state, tu_expand ((start + (int) i) % (int) n_players, plan[i].field, plan[i].empire));
  g_assert_cmpint (state->phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_cmpint (state->current_player, ==, start);
}

void
tu_clear_ships (TyrosState *state)
{
  memset (state->ships, 0, sizeof state->ships);
}

char *
tu_data_path (const char *name)
{
  const char *dir = g_getenv ("TYROS_TEST_DATA");

  if (dir == NULL)
    dir = "tests/data";
  return g_build_filename (dir, name, NULL);
}

TyrosGame *
tu_load_game (const char *name)
{
  g_autofree char *path = tu_data_path (name);
  g_autoptr(GError) error = NULL;
  TyrosGame *game = tyros_file_load (path, &error);

  g_assert_no_error (error);
  return game;
}

char *
tu_read_data (const char *name, gsize *length)
{
  g_autofree char *path = tu_data_path (name);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  if (!g_file_get_contents (path, &text, length, &error))
    g_error ("cannot read test data %s: %s", path, error->message);
  return text;
}

typedef struct {
  gconstpointer data;
  GTestDataFunc func;
} Isolated;

/* What tu_add_isolated allocates stays reachable, for LeakSanitizer */
static GPtrArray *isolated_tests;

static void
run_isolated (gconstpointer data)
{
  const Isolated *iso = data;

  /* The sanitizer stage runs each test in the process: a subprocess started
   * under AddressSanitizer costs a second, and any fault ends the run anyway */
  if (g_test_subprocess () || g_getenv ("TYROS_TEST_IN_PROCESS") != NULL)
    {
      iso->func (iso->data);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_set_nonfatal_assertions ();
  g_test_trap_assert_passed ();
}

void
tu_add_isolated (const char *path, gconstpointer data, GTestDataFunc func)
{
  Isolated *iso = g_new (Isolated, 1); /* lives as long as the program */

  iso->data = data;
  iso->func = func;
  if (isolated_tests == NULL)
    isolated_tests = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (isolated_tests, iso);
  g_test_add_data_func (path, iso, run_isolated);
}

static void
call_func (gconstpointer data)
{
  ((GTestFunc) data) ();
}

void
tu_add_isolated_func (const char *path, GTestFunc func)
{
  tu_add_isolated (path, (gconstpointer) func, call_func);
}

void
tu_assert_state_equal (const TyrosState *a, const TyrosState *b)
{
#define SAME(member) \
  if (memcmp (&a->member, &b->member, sizeof a->member) != 0) \
    g_error ("states differ in " #member)
  SAME (edition);
  SAME (n_players);
  SAME (empire);
  SAME (city);
  SAME (ships);
  SAME (tiles_out);
  SAME (hand);
  SAME (supply);
  SAME (round);
  SAME (phase);
  SAME (lap);
  SAME (start_player);
  SAME (current_player);
  SAME (turns_in_lap);
  SAME (pass_streak);
  SAME (last_round);
  SAME (first_all_four);
#undef SAME
}

int
tu_run_cli (const char *const *args,
            char             **out,
            char             **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = g_get_environ ();
  g_autoptr(GError) error = NULL;
  g_autofree char *local_out = NULL;
  g_autofree char *local_err = NULL;
  const char *cli = g_getenv ("TYROS_CLI");
  int wait_status = 0;

  g_assert_nonnull (cli);
  env = g_environ_setenv (env, "LC_ALL", "C", TRUE);
  env = g_environ_setenv (env, "LANGUAGE", "C", TRUE);
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                     &local_out, &local_err, &wait_status, &error))
    g_error ("cannot run %s: %s", cli, error->message);
  g_assert_true (WIFEXITED (wait_status));
  if (out != NULL)
    *out = g_steal_pointer (&local_out);
  if (err != NULL)
    *err = g_steal_pointer (&local_err);
  return WEXITSTATUS (wait_status);
}
