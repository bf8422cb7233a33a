/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules.c: every rule of docs/rules.md, in both editions
 *
 * Each case is a function that builds a state (by tyros_setup_apply and legal
 * moves where practical, by editing the plain TyrosState where not; each edit is
 * commented), then checks one move: legal (and its effect) or rejected naming
 * the rule (violation->rule), with the state left byte-identical.
 *
 * Base position used by most phase-3 cases (tu_state_actions, 3 players,
 * start player 0; round 1, phase 3, player 0 to act):
 *   orange 7 8, yellow 13 12, green 23 22 18, violet 26 27 31 and Tyros (E5);
 *   every player 2 ships in Tyros (S1).
 *
 * Assumptions where the headers and docs/rules.md leave a detail open are
 * marked ASSUMPTION.
 */
#define G_LOG_DOMAIN "tyros-test-rules"

#include "test-util.h"

#include <string.h>

#define KOS 1
#define ITA 2
#define BOTH (KOS | ITA)

#define O TYROS_EMPIRE_ORANGE
#define Y TYROS_EMPIRE_YELLOW
#define G TYROS_EMPIRE_GREEN
#define V TYROS_EMPIRE_VIOLET
#define NONE TYROS_EMPIRE_NONE
#define T TYROS_FIELD_TYROS
#define W16 TYROS_COAST_16W
#define E16 TYROS_COAST_16E

static gboolean
is_kosmos (const TyrosEdition *ed)
{
  return ed == tyros_edition_kosmos ();
}

/* ---- checking helpers ---- */

/* @move must be legal: checked with tyros_rules_check (state untouched), then
 * applied. @outcome may be NULL. Frees @move. */
static void
expect_ok (TyrosState *state, TyrosMove *move, TyrosOutcome *outcome)
{
  g_autoptr(TyrosViolation) violation = NULL;
  g_auto(TyrosOutcome) local = { 0 };
  TyrosState before = *state;

  if (!tyros_rules_check (state, move, &local, &violation))
    g_error ("tyros_rules_check rejected a legal %s: %s [%s]", tyros_move_type_to_string (move->type),
             violation ? violation->message : "(no violation)", violation ? violation->rule : "?");
  g_assert_true (memcmp (&before, state, sizeof before) == 0);
  tyros_outcome_clear (&local);

  if (outcome == NULL)
    outcome = &local;
  memset (outcome, 0, sizeof *outcome);
  if (!tyros_rules_apply (state, move, outcome, &violation))
    g_error ("tyros_rules_apply rejected a legal %s: %s [%s]", tyros_move_type_to_string (move->type),
             violation ? violation->message : "(no violation)", violation ? violation->rule : "?");
  g_assert_null (violation);
  tyros_move_free (move);
}

/* @move must be rejected, naming one of @rules ("M1" or "M1|M4"); the state
 * must stay byte-identical. Frees @move. */
static void
expect_reject (TyrosState *state, TyrosMove *move, const char *rules)
{
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(TyrosViolation) checked = NULL;
  g_auto(GStrv) accepted = g_strsplit (rules, "|", -1);
  g_autofree char *suffix = NULL;
  TyrosOutcome outcome;
  TyrosState before = *state;
  gboolean ok;

  memset (&outcome, 0, sizeof outcome);
  ok = tyros_rules_check (state, move, &outcome, &checked);
  if (ok)
    g_error ("tyros_rules_check accepted a %s that breaks %s", tyros_move_type_to_string (move->type), rules);
  g_assert_nonnull (checked);
  g_assert_true (memcmp (&before, state, sizeof before) == 0);

  ok = tyros_rules_apply (state, move, &outcome, &violation);
  if (ok)
    g_error ("a %s that breaks %s was accepted", tyros_move_type_to_string (move->type), rules);
  g_assert_nonnull (violation);
  g_assert_nonnull (violation->rule);
  if (!g_strv_contains ((const char *const *) accepted, violation->rule))
    g_error ("%s rejected for %s (\"%s\"), expected %s", tyros_move_type_to_string (move->type),
             violation->rule, violation->message, rules);
  g_assert_cmpstr (checked->rule, ==, violation->rule);
  /* the message names the rule at its end: "... (M5)" */
  suffix = g_strdup_printf ("(%s)", violation->rule);
  g_assert_nonnull (violation->message);
  g_assert_true (g_str_has_suffix (violation->message, suffix));
  if (memcmp (&before, state, sizeof before) != 0)
    g_error ("a rejected move (%s) changed the state", violation->rule);
  tyros_move_free (move);
}

static void
base (TyrosState *s, const TyrosEdition *ed)
{
  tu_state_actions (s, ed, 3, 0);
}

/* Moves one of @player's ships from Tyros to @coast (a state edit). */
static void
put_ship (TyrosState *s, int player, TyrosCoast coast)
{
  g_assert_cmpuint (s->ships[T][player], >, 0);
  s->ships[T][player]--;
  s->ships[coast][player]++;
}

static TyrosSetup
entered (int o, int y, int g, int v, int start)
{
  TyrosSetup setup;

  memset (&setup, 0, sizeof setup);
  setup.kind = TYROS_SETUP_ENTERED;
  setup.founding[O] = o;
  setup.founding[Y] = y;
  setup.founding[G] = g;
  setup.founding[V] = v;
  setup.start_player = start;
  return setup;
}

static void
expect_setup_reject (const TyrosSetup *setup, const TyrosEdition *ed, guint n, const char *rule)
{
  g_autoptr(TyrosViolation) violation = NULL;
  TyrosState state;

  memset (&state, 0, sizeof state);
  g_assert_false (tyros_setup_apply (setup, ed, n, &state, &violation));
  g_assert_nonnull (violation);
  g_assert_cmpstr (violation->rule, ==, rule);
}

static void
expect_setup_ok (const TyrosSetup *setup, const TyrosEdition *ed, guint n, TyrosState *state)
{
  g_autoptr(TyrosViolation) violation = NULL;

  memset (state, 0, sizeof *state);
  if (!tyros_setup_apply (setup, ed, n, state, &violation))
    g_error ("set-up rejected: %s", violation ? violation->message : "?");
}

/* =========================== S: set-up =========================== */

static void
s1_legal (const TyrosEdition *ed)
{
  for (guint n = 3; n <= 4; n++)
    {
      TyrosState s;

      tu_state_setup (&s, ed, n, 0);
      g_assert_cmpuint (s.n_players, ==, n);
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpuint (s.ships[T][p], ==, 2);
          g_assert_cmpuint (tyros_state_ships_in_field (&s, T, p), ==, 2);
          g_assert_cmpuint (tyros_state_ships_left (&s, p), ==, TYROS_SHIPS_PER_PLAYER - 2);
          g_assert_cmpuint (tyros_state_cities_left (&s, p), ==, TYROS_CITIES_PER_PLAYER);
        }
      g_assert_cmpuint (tyros_state_ships_in_field (&s, T, -1), ==, 2 * n);
      for (int c = 1; c < TYROS_N_COASTS; c++)
        if (c != T)
          g_assert_cmpuint (tyros_state_ships_on_coast (&s, c, -1), ==, 0);
    }
}

/* S1 cannot be broken by a move: the "illegal" side is that no other field
 * holds ships and nobody has a fifth player's ships. */
static void
s1_no_other_ships (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 1);
  g_assert_cmpuint (s.ships[T][3], ==, 0);
  g_assert_cmpuint (tyros_state_ships_in_field (&s, 16, -1), ==, 0);
}

static void
s2_legal_first_game (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  g_assert_cmpint (s.empire[7], ==, O);
  g_assert_cmpint (s.empire[13], ==, Y);
  g_assert_cmpint (s.empire[23], ==, G);
  g_assert_cmpint (s.empire[26], ==, V);
  g_assert_cmpint (s.empire[T], ==, NONE);
  for (TyrosEmpire e = O; e <= V; e++)
    g_assert_cmpuint (tyros_state_empire_size (&s, e), ==, 1);
  /* the four founding tiles leave the game */
  g_assert_cmphex (s.tiles_out & (TYROS_SET_BIT (7) | TYROS_SET_BIT (13) | TYROS_SET_BIT (23) | TYROS_SET_BIT (26)),
                   ==, TYROS_SET_BIT (7) | TYROS_SET_BIT (13) | TYROS_SET_BIT (23) | TYROS_SET_BIT (26));
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_EXPAND);
  g_assert_cmpuint (s.round, ==, 1);
  g_assert_cmpuint (s.lap, ==, 1);
  g_assert_cmpint (s.first_all_four, ==, -1);
}

static void
s2_legal_entered (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (1, 14, 22, 29, 0); /* no two adjacent, none next to Tyros */
  TyrosState s;

  expect_setup_ok (&setup, ed, 4, &s);
  g_assert_cmpint (s.empire[1], ==, O);
  g_assert_cmpint (s.empire[14], ==, Y);
  g_assert_cmpint (s.empire[22], ==, G);
  g_assert_cmpint (s.empire[29], ==, V);
}

static void
s2_illegal_adjacent (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (7, 8, 23, 26, 0); /* 7 and 8 are grid neighbours */
  expect_setup_reject (&setup, ed, 3, "S2");
  setup = entered (7, 13, 23, 22, 0);           /* 22 and 23 */
  expect_setup_reject (&setup, ed, 3, "S2");
  setup = entered (7, 13, 23, 23, 0);           /* the same field twice */
  expect_setup_reject (&setup, ed, 3, "S2");
  setup = entered (7, 13, 23, 0, 0);            /* an empire without a field */
  expect_setup_reject (&setup, ed, 3, "S2");
}

/* 29 and 30 are grid neighbours although the sea does not join them: founding
 * uses grid adjacency. */
static void
s2_illegal_grid_not_sea (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (7, 13, 29, 30, 0);
  expect_setup_reject (&setup, ed, 3, "S2");
}

/* [it] also rejects fields adjacent to Tyros (31, 32); kosmos allows them (S3). */
static void
s2_next_to_tyros (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (7, 13, 23, 32, 0);
  TyrosState s;

  if (is_kosmos (ed))
    {
      expect_setup_ok (&setup, ed, 3, &s);
      g_assert_cmpint (s.empire[32], ==, V);
    }
  else
    expect_setup_reject (&setup, ed, 3, "S2");
  setup = entered (31, 13, 23, 5, 0);
  if (is_kosmos (ed))
    expect_setup_ok (&setup, ed, 3, &s);
  else
    expect_setup_reject (&setup, ed, 3, "S2");
}

/* S2 with S3 (kosmos): once Tyros has a chip from 31, it belongs to that
 * empire, so 32 (next to Tyros) cannot found another one, as E1 would let
 * 32 grow from Tyros. */
static void
s2_next_to_tyros_with_chip (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (31, 32, 13, 7, 0);

  expect_setup_reject (&setup, ed, 3, "S2");
}

/* [it] discarded founding tiles: only a tile next to an empire or to Tyros can
 * have been rejected (S2), and the rest must still deal every hand (S4). */
static void
s2_discarded_must_be_rejectable (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (7, 13, 23, 26, 0);
  TyrosState s;

  if (is_kosmos (ed))
    return;  /* kosmos discards nothing: covered by the edition tests */
  setup.discarded = TYROS_SET_BIT (8) | TYROS_SET_BIT (32);   /* next to 7; next to Tyros */
  expect_setup_ok (&setup, ed, 3, &s);
  g_assert_cmpuint (s.supply, ==, 32 - 4 - 2 - 3 * 5);
  setup.discarded = TYROS_SET_BIT (1);                        /* next to no empire */
  expect_setup_reject (&setup, ed, 3, "S2");
  setup.discarded = 0;
  for (int f = 1; f <= 32; f++)                               /* 4 x 5 tiles cannot be dealt */
    if (f != 7 && f != 13 && f != 23 && f != 26 &&
        (tyros_board_field_neighbours (f) & (TYROS_SET_BIT (7) | TYROS_SET_BIT (13) | TYROS_SET_BIT (23) |
                                             TYROS_SET_BIT (26) | TYROS_SET_BIT (T))) != 0)
      setup.discarded |= TYROS_SET_BIT (f);
  expect_setup_reject (&setup, ed, 4, "S4");
}

/* S3 (kosmos): a founding field 31 or 32 gives Tyros a chip of that colour. */
static void
s3_tyros_chip (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (31, 13, 23, 5, 0);
  TyrosState s;

  if (!is_kosmos (ed))
    {
      expect_setup_reject (&setup, ed, 3, "S2");
      return;
    }
  expect_setup_ok (&setup, ed, 3, &s);
  g_assert_cmpint (s.empire[31], ==, O);
  g_assert_cmpint (s.empire[T], ==, O);
  g_assert_cmpuint (tyros_state_empire_size (&s, O), ==, 2); /* Tyros counts */
}

static void
s3_no_chip_elsewhere (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (1, 14, 22, 29, 0); /* 29 is not next to Tyros */
  TyrosState s;

  expect_setup_ok (&setup, ed, 3, &s);
  g_assert_cmpint (s.empire[T], ==, NONE);
  g_assert_cmpuint (tyros_state_empire_size (&s, V), ==, 1);
}

/* S4: 4 tiles each (5 [it]); the rest of the 28 is the supply. */
static void
s4_hands (const TyrosEdition *ed)
{
  guint per = is_kosmos (ed) ? 4 : 5;

  g_assert_cmpuint (ed->tiles_per_player, ==, per);
  for (guint n = 3; n <= 4; n++)
    {
      TyrosState s;

      tu_state_setup (&s, ed, n, 0);
      for (guint p = 0; p < n; p++)
        g_assert_cmpuint (s.hand[p], ==, per);
      g_assert_cmpuint (s.supply, ==, 28 - n * per);
    }
}

/* S4 with tiles discarded while founding ([it]): they leave the game too. */
static void
s4_discarded (const TyrosEdition *ed)
{
  TyrosSetup setup = entered (7, 13, 23, 26, 0);
  TyrosState s;

  if (is_kosmos (ed))
    {
      /* kosmos puts rejected tiles under the stack: nothing is discarded. */
      expect_setup_ok (&setup, ed, 3, &s);
      g_assert_cmpuint (s.supply, ==, 16);
      return;
    }
  setup.discarded = TYROS_SET_BIT (8) | TYROS_SET_BIT (32); /* 8 next to 7, 32 next to Tyros */
  expect_setup_ok (&setup, ed, 3, &s);
  g_assert_cmpuint (s.supply, ==, 28 - 2 - 15);
  g_assert_true (TYROS_SET_HAS (s.tiles_out, 8));
  g_assert_true (TYROS_SET_HAS (s.tiles_out, 32));
  g_assert_cmpint (s.empire[8], ==, NONE);
}

static void
s5_legal (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 2);
  g_assert_cmpint (s.start_player, ==, 2);
  g_assert_cmpint (s.current_player, ==, 2);
  tu_state_setup (&s, ed, 4, 3);
  g_assert_cmpint (s.start_player, ==, 3);
  g_assert_cmpint (s.current_player, ==, 3);
}

static void
s5_illegal (const TyrosEdition *ed)
{
  TyrosSetup setup;

  tyros_setup_first_game (&setup, 3);
  expect_setup_reject (&setup, ed, 3, "S5");
  tyros_setup_first_game (&setup, -1);
  expect_setup_reject (&setup, ed, 4, "S5");
  tyros_setup_first_game (&setup, 4);
  expect_setup_reject (&setup, ed, 4, "S5");
}

/* =========================== P: phases and turns =========================== */

/* P2: 3 players: two laps in every round, in turn order from the start player. */
static void
p2_three_players (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 1);
  g_assert_cmpuint (tyros_state_expand_laps (&s), ==, 2);
  tu_play (&s, tu_expand (1, "8", NONE));
  g_assert_cmpint (s.current_player, ==, 2);
  tu_play (&s, tu_expand (2, "22", NONE));
  tu_play (&s, tu_expand (0, "12", Y));
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_EXPAND);
  g_assert_cmpuint (s.lap, ==, 2);
  g_assert_cmpint (s.current_player, ==, 1);
  tu_play (&s, tu_expand (1, "27", V));
  tu_play (&s, tu_expand (2, "18", G));
  tu_play (&s, tu_expand (0, "6", NONE));
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_cmpint (s.current_player, ==, 1);
  /* round 2 has two laps again */
  tu_play (&s, tu_pass (1));
  tu_play (&s, tu_pass (2));
  tu_play (&s, tu_pass (0));
  g_assert_cmpuint (s.round, ==, 2);
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_EXPAND);
  g_assert_cmpuint (tyros_state_expand_laps (&s), ==, 2);
  g_assert_cmpint (s.current_player, ==, 2);
  tu_play (&s, tu_expand (2, "11", O));
  tu_play (&s, tu_expand (0, "21", G));
  tu_play (&s, tu_expand (1, "17", G));
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_EXPAND);
  tu_play (&s, tu_expand (2, "10", NONE));
  tu_play (&s, tu_expand (0, "9", O));   /* 8 orange, 13 yellow */
  tu_play (&s, tu_expand (1, "3", NONE));
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_cmpint (s.current_player, ==, 2);
}

/* P2: 4 players: two laps in round 1, one lap in every later round. */
static void
p2_four_players (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_actions (&s, ed, 4, 0);  /* 8 expansions in round 1 */
  g_assert_cmpuint (s.round, ==, 1);
  for (int p = 0; p < 4; p++)
    tu_play (&s, tu_pass (p));
  g_assert_cmpuint (s.round, ==, 2);
  g_assert_cmpuint (tyros_state_expand_laps (&s), ==, 1);
  g_assert_cmpint (s.start_player, ==, 1);
  tu_play (&s, tu_expand (1, "11", O));
  tu_play (&s, tu_expand (2, "21", G));
  tu_play (&s, tu_expand (3, "17", G));
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_EXPAND);
  tu_play (&s, tu_expand (0, "10", NONE));
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_cmpint (s.current_player, ==, 1);
}

static void
p2_illegal_out_of_turn (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  expect_reject (&s, tu_expand (1, "8", NONE), "P2");
  tu_play (&s, tu_expand (0, "8", NONE));
  expect_reject (&s, tu_expand (0, "22", NONE), "P2");
  expect_reject (&s, tu_expand (2, "22", NONE), "P2");
}

/* ASSUMPTION: a phase-3 action during phase 2 names P2. */
static void
p2_illegal_action_in_expand (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  expect_reject (&s, tu_pass (0), "P2");
  expect_reject (&s, tu_ship (0, "T", "31", NULL), "P2");
  expect_reject (&s, tu_bank_swap (0, 3), "P2");
}

/* P3: the phase ends after N consecutive passes; a player who passed may act
 * again; the start-player token passes on (P4). */
static void
p3_consecutive_passes (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  expect_ok (&s, tu_pass (0), NULL);
  g_assert_cmpuint (s.pass_streak, ==, 1);
  expect_ok (&s, tu_bank_swap (1, 3), NULL);   /* breaks the streak */
  g_assert_cmpuint (s.pass_streak, ==, 0);
  expect_ok (&s, tu_pass (2), NULL);
  expect_ok (&s, tu_ship (0, "T", "31", "violet=1"), NULL); /* passed before, acts again */
  expect_ok (&s, tu_pass (1), NULL);
  expect_ok (&s, tu_pass (2), &out);
  g_assert_false (out.round_ended);
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_cmpuint (s.pass_streak, ==, 2);
  expect_ok (&s, tu_pass (0), &out);
  g_assert_true (out.round_ended);
  g_assert_false (out.game_ended);
  g_assert_cmpuint (s.round, ==, 2);
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_EXPAND);
  g_assert_cmpuint (s.lap, ==, 1);
  g_assert_cmpint (s.start_player, ==, 1);
  g_assert_cmpint (s.current_player, ==, 1);
}

static void
p3_start_player_rotates (const TyrosEdition *ed)
{
  static const char *const fields[] = { "11", "21", "17", "10", "9", "3", "6", "2", "16" };
  TyrosState s;
  guint next = 0;

  base (&s, ed);
  for (int round = 1; round <= 3; round++)
    {
      int sp = s.start_player;

      g_assert_cmpint (sp, ==, (round - 1) % 3);
      for (int i = 0; i < 3; i++)
        tu_play (&s, tu_pass ((sp + i) % 3));
      g_assert_cmpint (s.start_player, ==, round % 3);
      for (int i = 0; i < 6; i++)
        {
          int p = (s.start_player + i) % 3;
          TyrosMove *m;

          if (round == 1)
            {
              /* name the empire explicitly: the lowest adjacent one */
              guint mask;

              m = tu_expand (p, fields[next++], NONE);
              mask = tyros_rules_expand_empires (&s, m->field);
              g_assert_cmpuint (mask, !=, 0);
              for (TyrosEmpire e = V; e >= O; e--)
                if (mask & (1u << e))
                  m->empire = e;
            }
          else if (tyros_rules_may_pass_expansion (&s, p))
            m = tu_expand_pass (p, NULL); /* later rounds: passes, to keep it short */
          else
            {
              /* E4: a hand that must hold a playable tile plays one */
              m = tu_expand (p, "1", NONE);
              m->field = tyros_set_next (tyros_rules_expand_fields (&s), 0);
              m->empire = (TyrosEmpire) g_bit_nth_lsf (tyros_rules_expand_empires (&s, m->field), -1);
            }
          tu_play (&s, m);
        }
      g_assert_cmpint (s.phase, ==, TYROS_PHASE_ACTIONS);
      g_assert_cmpint (s.current_player, ==, s.start_player);
    }
}

static void
p3_illegal_out_of_turn (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_pass (1), "P3");
  expect_reject (&s, tu_ship (2, "T", "31", "violet=1"), "P3");
  tu_play (&s, tu_pass (0));
  expect_reject (&s, tu_pass (0), "P3");
}

/* ASSUMPTION: an expansion during phase 3 names P3. */
static void
p3_illegal_expand_in_actions (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_expand (0, "11", O), "P3");
  expect_reject (&s, tu_expand_pass (0, NULL), "P3");
}

/* =========================== E: expansion =========================== */

static void
e1_legal (const TyrosEdition *ed)
{
  TyrosState s;
  TyrosSet fields;

  tu_state_setup (&s, ed, 3, 0);
  fields = tyros_rules_expand_fields (&s);
  /* neighbours of 7, 13, 23, 26 without a chip */
  g_assert_cmphex (fields, ==,
                   TYROS_SET_BIT (2) | TYROS_SET_BIT (6) | TYROS_SET_BIT (8) | TYROS_SET_BIT (11) |
                   TYROS_SET_BIT (9) | TYROS_SET_BIT (12) | TYROS_SET_BIT (14) | TYROS_SET_BIT (18) |
                   TYROS_SET_BIT (22) | TYROS_SET_BIT (24) |
                   TYROS_SET_BIT (21) | TYROS_SET_BIT (25) | TYROS_SET_BIT (27) | TYROS_SET_BIT (30));
  expect_ok (&s, tu_expand (0, "8", NONE), NULL);
  g_assert_cmpint (s.empire[8], ==, O);
}

static void
e1_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  expect_reject (&s, tu_expand (0, "1", O), "E1");    /* no chip adjacent */
  expect_reject (&s, tu_expand (0, "1", NONE), "E1");
  expect_reject (&s, tu_expand (0, "17", NONE), "E1"); /* 17 only reaches 23/13 by... nothing: 12, 16, 18, 22 are empty */
  /* ASSUMPTION: a field that already has a chip breaks E1 ("has no chip yet"). */
  expect_reject (&s, tu_expand (0, "7", O), "E1");
  tu_play (&s, tu_expand (0, "8", NONE));
  expect_reject (&s, tu_expand (1, "8", O), "E1");
  /* 29 is next to 30 on the grid only; 30 has no chip: still E1. */
  expect_reject (&s, tu_expand (1, "29", V), "E1");
}

static void
e2_legal_choice (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  tu_state_setup (&s, ed, 3, 0);
  g_assert_cmpuint (tyros_rules_expand_empires (&s, 18), ==, (1u << Y) | (1u << G));
  g_assert_cmpuint (tyros_rules_expand_empires (&s, 8), ==, 1u << O);
  expect_ok (&s, tu_expand (0, "18", G), &out);
  g_assert_cmpint (s.empire[18], ==, G);
  g_assert_cmpint (out.empire, ==, G);
  tyros_outcome_clear (&out);
  /* only one empire adjacent: may be omitted */
  expect_ok (&s, tu_expand (1, "8", NONE), &out);
  g_assert_cmpint (s.empire[8], ==, O);
  g_assert_cmpint (out.empire, ==, O);
  tyros_outcome_clear (&out);
  g_assert_cmpuint (tyros_state_empire_size (&s, G), ==, 2);
}

static void
e2_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  expect_reject (&s, tu_expand (0, "18", NONE), "E2"); /* two empires adjacent, none chosen */
  expect_reject (&s, tu_expand (0, "18", O), "E2");    /* orange is not adjacent */
  expect_reject (&s, tu_expand (0, "8", Y), "E2");
}

/* E3: after playing, the player draws from the supply: the hand stays. */
static void
e3_draw (const TyrosEdition *ed)
{
  TyrosState s;
  guint hand, supply;

  tu_state_setup (&s, ed, 3, 0);
  hand = s.hand[0];
  supply = s.supply;
  expect_ok (&s, tu_expand (0, "8", NONE), NULL);
  g_assert_cmpuint (s.hand[0], ==, hand);
  g_assert_cmpuint (s.supply, ==, supply - 1);
  g_assert_false (s.last_round);
}

/* E3 has no "illegal" side; the other side: with one tile left in the supply
 * only the first player draws (state edit: supply = 1). */
static void
e3_last_draw (const TyrosEdition *ed)
{
  TyrosState s;
  guint hand;

  tu_state_setup (&s, ed, 3, 0);
  s.supply = 1;
  hand = s.hand[1];
  tu_play (&s, tu_expand (0, "8", NONE));
  g_assert_cmpuint (s.supply, ==, 0);
  expect_ok (&s, tu_expand (1, "22", NONE), NULL);
  g_assert_cmpuint (s.hand[1], ==, hand - 1);
}

/* E4: pass when no tile can be played; the shown tiles are checked. */
static void
e4_legal (const TyrosEdition *ed)
{
  TyrosState s;
  guint hand, supply;

  tu_state_setup (&s, ed, 3, 0);
  hand = s.hand[0];
  supply = s.supply;
  /* 1 3 5 20 29 (and 32): none next to 7, 13, 23, 26 */
  expect_ok (&s, tu_expand_pass (0, is_kosmos (ed) ? "1 3 5 29" : "1 3 5 20 29"), NULL);
  g_assert_cmpuint (s.hand[0], ==, hand);
  g_assert_cmpuint (s.supply, ==, supply);
  g_assert_cmpint (s.current_player, ==, 1);
  /* without shown tiles: taken as honest */
  expect_ok (&s, tu_expand_pass (1, NULL), NULL);
  g_assert_cmpint (s.current_player, ==, 2);
}

static void
e4_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  /* 8 could be played (next to orange 7) */
  expect_reject (&s, tu_expand_pass (0, is_kosmos (ed) ? "1 3 8 29" : "1 3 5 8 29"), "E4");
}

/* E5: 31 or 32 gets a chip and Tyros has none: Tyros gets the same colour. */
static void
e5_tyros_chip (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  tu_state_setup (&s, ed, 3, 0);
  tu_play (&s, tu_expand (0, "27", NONE));
  g_assert_cmpint (s.empire[T], ==, NONE);
  expect_ok (&s, tu_expand (1, "31", NONE), &out);
  g_assert_true (out.tyros_chip);
  g_assert_cmpint (s.empire[31], ==, V);
  g_assert_cmpint (s.empire[T], ==, V);
  g_assert_cmpuint (tyros_state_empire_size (&s, V), ==, 4); /* 26 27 31 T */
}

/* Tyros keeps its first chip (state edit: 28 green). */
static void
e5_only_once (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  tu_state_setup (&s, ed, 3, 0);
  tu_play (&s, tu_expand (0, "27", NONE));
  tu_play (&s, tu_expand (1, "31", NONE));
  s.empire[28] = G; /* as if 24 and 28 had been played */
  s.empire[24] = G;
  /* ASSUMPTION: Tyros' chip makes it a chip-carrying neighbour of 32, so the
   * empire is named explicitly. */
  expect_ok (&s, tu_expand (2, "32", G), &out);
  g_assert_false (out.tyros_chip);
  g_assert_cmpint (s.empire[32], ==, G);
  g_assert_cmpint (s.empire[T], ==, V);
}

/* E6: with the supply empty the hand shrinks (state edit: supply 0). */
static void
e6_empty_supply (const TyrosEdition *ed)
{
  TyrosState s;
  guint hand;

  tu_state_setup (&s, ed, 3, 0);
  s.supply = 0;
  hand = s.hand[0];
  expect_ok (&s, tu_expand (0, "8", NONE), NULL);
  g_assert_cmpuint (s.hand[0], ==, hand - 1);
  g_assert_cmpuint (s.supply, ==, 0);
}

/* A player without tiles cannot play one (state edit: hand 0, supply 0).
 * ASSUMPTION: named E6 or E3 (neither text settles which). */
static void
e6_no_tiles (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  s.supply = 0;
  s.hand[0] = 0;
  expect_reject (&s, tu_expand (0, "8", NONE), "E6|E3");
}

/* Reachable side of E6: a player whose hand is empty is skipped in phase 2
 * (state edit: supply 0, player 0 holds 1 tile, the others 2). */
static void
e6_skip_empty_hand (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  s.supply = 0;
  s.hand[0] = 1;
  s.hand[1] = s.hand[2] = 2;
  tu_play (&s, tu_expand (0, "8", NONE));
  g_assert_cmpuint (s.hand[0], ==, 0);
  g_assert_true (s.last_round);
  tu_play (&s, tu_expand (1, "22", NONE));
  tu_play (&s, tu_expand (2, "27", V));
  /* lap 2: player 0 has nothing to play */
  g_assert_cmpint (s.current_player, ==, 1);
  expect_reject (&s, tu_expand (0, "12", Y), "P2");
}

/* =========================== M: ships =========================== */

static void
m1_legal (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  expect_ok (&s, tu_ship (0, "T", "31", "violet=1"), &out);
  g_assert_cmpuint (out.cost, ==, 1);
  g_assert_cmpint (out.cost_colour, ==, V);
  g_assert_cmpuint (out.cost_colour_min, ==, 1);
  g_assert_nonnull (out.route);
  g_assert_cmpuint (out.route->len, ==, 2);
  g_assert_cmpint (g_array_index (out.route, TyrosCoast, 0), ==, T);
  g_assert_cmpint (g_array_index (out.route, TyrosCoast, 1), ==, 31);
  g_assert_cmpuint (s.ships[T][0], ==, 1);
  g_assert_cmpuint (s.ships[31][0], ==, 1);
  g_assert_cmpint (s.current_player, ==, 1);
  tyros_outcome_clear (&out);
  /* both rulebook routes T -> 23, 4 cards each */
  expect_ok (&s, tu_ship (1, "T", "31 27 22 23", "green=4"), &out);
  g_assert_cmpuint (out.cost, ==, 4);
  g_assert_cmpint (out.cost_colour, ==, G);
  tyros_outcome_clear (&out);
  expect_ok (&s, tu_ship (2, "T", "32 28 24 23", "green=4"), &out);
  g_assert_cmpuint (out.cost, ==, 4);
  g_assert_cmpuint (tyros_state_ships_in_field (&s, 23, -1), ==, 2);
}

/* paid absent: taken as correctly paid; the outcome says what it costs. */
static void
m1_unpaid (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  expect_ok (&s, tu_ship (0, "T", "31 27 22", NULL), &out);
  g_assert_cmpuint (out.cost, ==, 3);
  g_assert_cmpint (out.cost_colour, ==, G);
  g_assert_cmpuint (out.cost_colour_min, ==, 3);
}

static void
m1_illegal_count (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_ship (0, "T", "31", "violet=2"), "M1");
  expect_reject (&s, tu_ship (0, "T", "31 27 22 23", "green=3"), "M1");
  expect_reject (&s, tu_ship (0, "T", "31 27 22 23", "green=5"), "M1");
  expect_reject (&s, tu_ship (0, "T", "31", "violet=0"), "M1");
}

/* "31 30 29" (state edit: 29 violet so that only the sea is wrong). */
static void
m1_illegal_no_sea (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.empire[29] = V;
  s.empire[30] = V;
  expect_reject (&s, tu_ship (0, "T", "31 30 29", "violet=3"), "M1");
  /* 26 - 21 - 16 (edits: a ship of player 0 on 26, 16 orange) */
  put_ship (&s, 0, 26);
  s.empire[16] = O;
  s.empire[21] = V;
  expect_reject (&s, tu_ship (0, "26", "21 16e", "orange=2"), "M1");
  /* 15 directly to 10 */
  put_ship (&s, 0, 15);
  s.empire[10] = O;
  expect_reject (&s, tu_ship (0, "15", "10", "orange=1"), "M1");
}

/* From the east coast of 16 the sea does not reach 11: the message must say
 * the coast is wrong, not that land lies between 16 and 11. */
static void
m1_illegal_wrong_coast (const TyrosEdition *ed)
{
  TyrosState s;
  TyrosViolation *violation = NULL;
  g_autoptr(TyrosMove) move = tu_ship (0, "16e", "11", "orange=1");

  base (&s, ed);
  put_ship (&s, 0, TYROS_COAST_16E);
  s.empire[11] = O;
  g_assert_false (tyros_rules_check (&s, move, NULL, &violation));
  g_assert_cmpstr (violation->rule, ==, "M1");
  g_assert_nonnull (strstr (violation->message, "other coast of 16"));
  g_assert_null (strstr (violation->message, "land"));
  g_assert_cmpint (violation->step, ==, 0);
  tyros_violation_free (violation);
  /* the same ship legally goes round the boot: 16e 17 16w 11 */
  expect_ok (&s, tu_ship (0, "16e", "17 16w 11", "orange=3"), NULL);
}

/* A step refused because the sea does not join two grid neighbours names that
 * pair, which a group's board can open; other M1 refusals name none. */
static const struct {
  const char *from;
  const char *to;
  const char *closed_a;  /* NULL: no pair to open */
  const char *closed_b;
} closed_pair_cases[] = {
  { "30", "29", "30", "29" },
  { "15", "10", "15", "10" },
  { "21", "16", "21", "16e" },   /* the coast of 16 that faces 21 */
  { "15", "5", NULL, NULL },     /* not neighbours */
  { "16e", "11", NULL, NULL },   /* the sea joins them at the other coast */
};

static TyrosCoast
coast_of (const char *text)
{
  TyrosPlace place;

  g_assert_true (tyros_place_parse (text, &place));
  return place.coast;
}

static void
m1_closed_pair (const TyrosEdition *ed)
{
  for (guint i = 0; i < G_N_ELEMENTS (closed_pair_cases); i++)
    {
      g_autoptr(TyrosViolation) violation = NULL;
      g_autoptr(TyrosMove) move = tu_ship (0, closed_pair_cases[i].from, closed_pair_cases[i].to, "orange=1");
      TyrosState s;

      base (&s, ed);
      put_ship (&s, 0, coast_of (closed_pair_cases[i].from));
      g_assert_false (tyros_rules_check (&s, move, NULL, &violation));
      g_assert_cmpstr (violation->rule, ==, "M1");
      if (closed_pair_cases[i].closed_a == NULL)
        {
          g_assert_cmpint (violation->closed_a, ==, TYROS_COAST_NONE);
          g_assert_cmpint (violation->closed_b, ==, TYROS_COAST_NONE);
        }
      else
        {
          g_assert_cmpint (violation->closed_a, ==, coast_of (closed_pair_cases[i].closed_a));
          g_assert_cmpint (violation->closed_b, ==, coast_of (closed_pair_cases[i].closed_b));
        }
    }
}

/* On a board with the named pair open, the same step is no longer refused (M1). */
static void
m1_closed_pair_opened (const TyrosEdition *ed)
{
  for (guint i = 0; i < G_N_ELEMENTS (closed_pair_cases); i++)
    {
      g_autoptr(TyrosViolation) refused = NULL;
      g_autoptr(TyrosViolation) violation = NULL;
      g_autoptr(TyrosMove) move = tu_ship (0, closed_pair_cases[i].from, closed_pair_cases[i].to, "orange=1");
      g_autoptr(TyrosBoard) board = tyros_board_new ();
      TyrosState s;

      if (closed_pair_cases[i].closed_a == NULL)
        continue;
      base (&s, ed);
      put_ship (&s, 0, coast_of (closed_pair_cases[i].from));
      g_assert_false (tyros_rules_check (&s, move, NULL, &refused));
      g_assert_true (tyros_board_set_passage (board, refused->closed_a, refused->closed_b, TRUE));
      s.board = board;
      tyros_rules_check (&s, move, NULL, &violation);
      g_assert_true (violation == NULL || g_strcmp0 (violation->rule, "M1") != 0);
    }
}

static void
m2_legal (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  /* the destination's colour counts, not the fields passed (31, 27 violet) */
  expect_ok (&s, tu_ship (0, "T", "31 27 22", "green=2 joker=1"), &out);
  g_assert_cmpint (out.cost_colour, ==, G);
  tyros_outcome_clear (&out);
  expect_ok (&s, tu_ship (1, "T", "31", "joker=1"), NULL);
}

static void
m2_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_ship (0, "T", "31 27 22", "violet=3"), "M2");
  expect_reject (&s, tu_ship (0, "T", "31 27 22", "green=2 orange=1"), "M2");
  expect_reject (&s, tu_ship (0, "T", "31", "green=1"), "M2");
}

static void
m3_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  /* 27 has a chip */
  expect_ok (&s, tu_ship (0, "T", "31 27", "violet=2"), NULL);
}

static void
m3_illegal_no_chip (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_ship (0, "T", "32", "green=1"), "M3");
  expect_reject (&s, tu_ship (0, "T", "31 30", "violet=2"), "M3");
}

/* Tyros without a chip (state edit: Tyros' chip removed, a ship of player 0
 * on 31): kosmos M3; [it] always a destination, any colour. */
static void
m3_tyros (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.empire[T] = NONE;
  put_ship (&s, 0, 31);
  if (is_kosmos (ed))
    expect_reject (&s, tu_ship (0, "31", "T", "orange=1"), "M3");
  else
    {
      TyrosOutcome out;

      expect_ok (&s, tu_ship (0, "31", "T", "orange=1"), &out);
      g_assert_cmpint (out.cost_colour, ==, NONE);
      g_assert_cmpuint (out.cost, ==, 1);
      tyros_outcome_clear (&out);
    }
}

/* M4: a route may pass fields without chips (32, 28, 24) and with ships
 * (state edit: a ship of player 1 on 28). */
static void
m4_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 1, 28);
  put_ship (&s, 2, 28);
  expect_ok (&s, tu_ship (0, "T", "32 28 24 23", "green=4"), NULL);
}

/* Crossing the open sea, 27 -> 28 (state edits: ship on 27, 28 green).
 * ASSUMPTION: named M4 or M1. */
static void
m4_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 0, 27);
  s.empire[28] = G;
  expect_reject (&s, tu_ship (0, "27", "28", "green=1"), "M4|M1");
  /* 23 -> T over the open sea */
  put_ship (&s, 0, 23);
  expect_reject (&s, tu_ship (0, "23", "T", "violet=1"), "M4|M1");
}

static void
m5_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 1, 31);
  expect_ok (&s, tu_ship (0, "T", "31", "violet=1"), NULL);
  g_assert_cmpuint (tyros_state_ships_in_field (&s, 31, -1), ==, 2);
  g_assert_cmpuint (tyros_state_field_owners (&s, 31), ==, 2);
  /* passing through a full field is fine */
  expect_ok (&s, tu_ship (1, "T", "31 27", "violet=2"), NULL);
}

static void
m5_illegal_full (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 1, 31);
  put_ship (&s, 2, 31);
  expect_reject (&s, tu_ship (0, "T", "31", "violet=1"), "M5");
}

/* Tyros without a city: kosmos 2 per player, [it] no limit (state edit: a
 * third ship of player 0 on 31). */
static void
m5_tyros (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.ships[31][0] = 1;  /* player 0 now has 2 in Tyros and 1 on 31 */
  if (is_kosmos (ed))
    expect_reject (&s, tu_ship (0, "31", "T", "violet=1"), "M5");
  else
    expect_ok (&s, tu_ship (0, "31", "T", "violet=1"), NULL);
}

/* Back to Tyros with one own ship there: 7 ships in Tyros is fine (both). */
static void
m5_tyros_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 0, 31);
  expect_ok (&s, tu_ship (0, "31", "T", "violet=1"), NULL);
  g_assert_cmpuint (tyros_state_ships_in_field (&s, T, -1), ==, 6);
  s.ships[T][0] = 1;
  s.ships[31][0] = 1;
  s.current_player = 0;
  s.ships[T][1] = 2;
  expect_ok (&s, tu_ship (0, "31", "T", "violet=1"), NULL);
}

/* A city field (state edit: city of player 1 on 22 with 2 ships of player 1):
 * kosmos M5, [it] no limit where a city stands. */
static void
m5_city_field (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.city[22] = 1;
  put_ship (&s, 1, 22);
  put_ship (&s, 1, 22);
  if (is_kosmos (ed))
    expect_reject (&s, tu_ship (0, "T", "31 27 22", "green=3"), "M5");
  else
    expect_ok (&s, tu_ship (0, "T", "31 27 22", "green=3"), NULL);
}

/* kosmos, Tyros with a city (state edit: city of player 1 in Tyros): the
 * normal limit of 2 per field. */
static void
m5_tyros_city (const TyrosEdition *ed)
{
  TyrosState s;

  g_assert_true (is_kosmos (ed));
  base (&s, ed);
  s.city[T] = 1;
  memset (s.ships[T], 0, sizeof s.ships[T]);
  s.ships[31][0] = 1;
  s.ships[T][1] = 1;
  expect_ok (&s, tu_ship (0, "31", "T", "violet=1"), NULL);
  s.current_player = 0;
  s.ships[T][0] = 0;
  s.ships[T][1] = 1;
  s.ships[T][2] = 1;
  s.ships[31][0] = 1;
  expect_reject (&s, tu_ship (0, "31", "T", "violet=1"), "M5");
}

/* M6: ending in another player's city costs one card to its owner (kosmos). */
static void
m6_fee (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  s.city[22] = 1; /* state edit: player 1's city on 22 */
  expect_ok (&s, tu_ship (0, "T", "31 27 22", "green=3"), &out);
  g_assert_cmpint (out.fee_to, ==, is_kosmos (ed) ? 1 : -1);
  g_assert_cmpuint (out.cost, ==, 3); /* the fee is not part of the cost */
}

static void
m6_no_fee (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  s.city[22] = 0; /* own city: no fee */
  s.city[27] = 2; /* passing another's city: no fee */
  expect_ok (&s, tu_ship (0, "T", "31 27 22", "green=3"), &out);
  g_assert_cmpint (out.fee_to, ==, -1);
}

/* M7: plain "16" where the route settles the coast (state edits: ship on 15,
 * 16 orange, 17 yellow). */
static void
m7_inferred (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  put_ship (&s, 0, 15);
  put_ship (&s, 1, 15);
  s.empire[16] = O;
  s.empire[17] = Y;
  expect_ok (&s, tu_ship (0, "15", "16", "orange=1"), &out);
  g_assert_cmpuint (s.ships[E16][0], ==, 1);
  g_assert_cmpuint (s.ships[W16][0], ==, 0);
  g_assert_cmpint (g_array_index (out.route, TyrosCoast, 1), ==, E16);
  tyros_outcome_clear (&out);
  /* through plain 16: 15 16 17, 16 is the east coast */
  expect_ok (&s, tu_ship (1, "15", "16 17", "yellow=2"), &out);
  g_assert_cmpuint (out.route->len, ==, 3);
  g_assert_cmpint (g_array_index (out.route, TyrosCoast, 1), ==, E16);
  tyros_outcome_clear (&out);
  /* 16e -> 16w round by 17: two steps */
  expect_ok (&s, tu_ship (2, "T", "31", "violet=1"), NULL);
  expect_ok (&s, tu_ship (0, "16e", "17 16w", "orange=2"), NULL);
  g_assert_cmpuint (s.ships[W16][0], ==, 1);
}

static void
m7_ambiguous (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 0, 17);
  s.empire[16] = O;
  /* 17 reaches both coasts in one step */
  expect_reject (&s, tu_ship (0, "17", "16", "orange=1"), "M7");
  expect_ok (&s, tu_ship (0, "17", "16e", "orange=1"), NULL);
  g_assert_cmpuint (s.ships[E16][0], ==, 1);
}

/* =========================== B: cities =========================== */

static void
b1_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 0, 22);  /* state edit: player 0 alone on 22 */
  expect_ok (&s, tu_build_city (0, "22", "green=5"), NULL);
  g_assert_cmpint (s.city[22], ==, 0);
  g_assert_cmpuint (tyros_state_cities_left (&s, 0), ==, 9);
  g_assert_cmpuint (tyros_state_cities_in_empire (&s, 0, G), ==, 1);
}

static void
b1_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_build_city (0, "22", "green=5"), "B1");  /* no ship there */
  put_ship (&s, 1, 22);
  expect_reject (&s, tu_build_city (0, "22", "green=5"), "B1");  /* only another's */
  put_ship (&s, 0, 22);
  expect_reject (&s, tu_build_city (0, "22", "green=4"), "B1");  /* shared */
}

static void
b2_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 0, 32);
  expect_reject (&s, tu_build_city (0, "32", "green=5"), "B2"); /* no chip */
  s.ships[32][0] = 0;
  s.ships[22][0] = 1;
  s.city[22] = 1;                                               /* city there */
  expect_reject (&s, tu_build_city (0, "22", "green=5"), "B2");
  s.city[22] = 0;                                               /* own city */
  expect_reject (&s, tu_build_city (0, "22", "green=5"), "B2");
}

/* A city in Tyros: kosmos yes, [it] no (state edit: only player 0's ships in
 * Tyros, the others moved to 30 and 25). */
static void
b2_tyros (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.ships[T][1] = s.ships[T][2] = 0;
  s.ships[30][1] = 2;
  s.ships[25][2] = 2;
  if (is_kosmos (ed))
    {
      expect_ok (&s, tu_build_city (0, "T", "violet=4"), NULL);
      g_assert_cmpint (s.city[T], ==, 0);
      g_assert_cmpuint (s.ships[T][0], ==, 1);
    }
  else
    expect_reject (&s, tu_build_city (0, "T", "violet=4"), "B2");
}

static void
b3_costs (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  put_ship (&s, 0, 22);
  expect_ok (&s, tu_build_city (0, "22", NULL), &out);
  g_assert_cmpuint (out.cost, ==, 5);
  g_assert_cmpint (out.cost_colour, ==, G);
  g_assert_cmpuint (out.cost_colour_min, ==, 5);
  tyros_outcome_clear (&out);

  put_ship (&s, 1, 27);
  put_ship (&s, 1, 27);
  expect_ok (&s, tu_build_city (1, "27", "violet=3 joker=1"), &out); /* 2 ships: 4 */
  g_assert_cmpuint (out.cost, ==, 4);
  g_assert_cmpint (out.cost_colour, ==, V);
  tyros_outcome_clear (&out);

  put_ship (&s, 2, 18);
  expect_ok (&s, tu_build_city (2, "18", "green=3 joker=2"), NULL);
}

static void
b3_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  put_ship (&s, 0, 22);
  expect_reject (&s, tu_build_city (0, "22", "green=4"), "B3");   /* 5 with one ship */
  expect_reject (&s, tu_build_city (0, "22", "green=6"), "B3");
  expect_reject (&s, tu_build_city (0, "22", "violet=5"), "B3");  /* wrong colour */
  expect_reject (&s, tu_build_city (0, "22", "green=4 orange=1"), "B3");
  put_ship (&s, 0, 22);
  expect_reject (&s, tu_build_city (0, "22", "green=5"), "B3");   /* 4 with two ships */
}

/* B4: one ship goes back, even if two were there. */
static void
b4_one_ship_back (const TyrosEdition *ed)
{
  TyrosState s;
  guint left;

  base (&s, ed);
  put_ship (&s, 0, 22);
  put_ship (&s, 0, 22);
  left = tyros_state_ships_left (&s, 0);
  expect_ok (&s, tu_build_city (0, "22", "green=4"), NULL);
  g_assert_cmpuint (s.ships[22][0], ==, 1);
  g_assert_cmpuint (tyros_state_ships_left (&s, 0), ==, left + 1);
}

/* 10 cities used (state edit: player 0 owns cities on 10 fields). */
static void
b5_illegal (const TyrosEdition *ed)
{
  static const int fields[] = { 1, 2, 3, 4, 5, 6, 9, 10, 11, 14 };
  TyrosState s;

  base (&s, ed);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      s.empire[fields[i]] = O;
      s.city[fields[i]] = 0;
    }
  put_ship (&s, 0, 22);
  g_assert_cmpuint (tyros_state_cities_left (&s, 0), ==, 0);
  expect_reject (&s, tu_build_city (0, "22", "green=5"), "B5");
  s.city[14] = -1;
  expect_ok (&s, tu_build_city (0, "22", "green=5"), NULL);
  g_assert_cmpuint (tyros_state_cities_left (&s, 0), ==, 0);
}

/* B6: the first to have a city in all four empires gets 7, once (state edits:
 * cities of player 0 on 7, 13, 26; of player 1 on 8, 12, 27). */
static void
b6_bonus_once (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  s.city[7] = s.city[13] = s.city[26] = 0;
  s.city[8] = s.city[12] = s.city[27] = 1;
  put_ship (&s, 0, 22);
  put_ship (&s, 1, 23);
  g_assert_cmpint (s.first_all_four, ==, -1);
  expect_ok (&s, tu_build_city (0, "22", "green=5"), &out);
  g_assert_true (out.all_four_bonus);
  g_assert_cmpint (s.first_all_four, ==, 0);
  g_assert_true (tyros_state_has_city_in_all_empires (&s, 0));
  tyros_outcome_clear (&out);
  expect_ok (&s, tu_build_city (1, "23", "green=5"), &out);
  g_assert_false (out.all_four_bonus);
  g_assert_cmpint (s.first_all_four, ==, 0);
  g_assert_true (tyros_state_has_city_in_all_empires (&s, 1));
}

static void
b6_not_yet (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  s.city[7] = s.city[13] = 0;
  put_ship (&s, 0, 22);
  expect_ok (&s, tu_build_city (0, "22", "green=5"), &out);
  g_assert_false (out.all_four_bonus);
  g_assert_cmpint (s.first_all_four, ==, -1);
}

/* =========================== C: ships built =========================== */

static void
c1_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.city[22] = 0; /* state edit: player 0's city on 22 */
  expect_ok (&s, tu_build_ship (0, "22", "green=1"), NULL);
  g_assert_cmpuint (s.ships[22][0], ==, 1);
  g_assert_cmpuint (tyros_state_ships_left (&s, 0), ==, 7);
}

static void
c1_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_build_ship (0, "22", "green=1"), "C1"); /* no city */
  s.city[22] = 1;
  expect_reject (&s, tu_build_ship (0, "22", "green=1"), "C1"); /* another's city */
}

/* Tyros with another player's city (state edit): kosmos no. [it] cannot have
 * a city in Tyros; there anyone may always build (see c3). */
static void
c1_tyros_city (const TyrosEdition *ed)
{
  TyrosState s;

  g_assert_true (is_kosmos (ed));
  base (&s, ed);
  s.city[T] = 1;
  expect_reject (&s, tu_build_ship (0, "T", "violet=7"), "C1");
  s.city[T] = 0; /* own city in Tyros: a city field, 1 + 6 ships */
  expect_ok (&s, tu_build_ship (0, "T", "violet=1 orange=6"), NULL);
}

static void
c2_costs (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  s.city[22] = 0;
  put_ship (&s, 1, 22);    /* one ship already there: 2 cards */
  expect_ok (&s, tu_build_ship (0, "22", "green=1 violet=1"), &out);
  g_assert_cmpuint (out.cost, ==, 2);
  g_assert_cmpint (out.cost_colour, ==, G);
  g_assert_cmpuint (out.cost_colour_min, ==, 1);
  tyros_outcome_clear (&out);
  g_assert_cmpuint (s.ships[22][0], ==, 1);
  s.city[27] = 1;
  expect_ok (&s, tu_build_ship (1, "27", "joker=1"), NULL);  /* joker as violet */
}

static void
c2_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.city[22] = 0;
  put_ship (&s, 1, 22);
  expect_reject (&s, tu_build_ship (0, "22", "violet=2"), "C2");  /* no green */
  expect_reject (&s, tu_build_ship (0, "22", "green=1"), "C2");   /* 1 + 1 ship = 2 */
  expect_reject (&s, tu_build_ship (0, "22", "green=3"), "C2");
}

/* C3: Tyros without a city: as many cards as ships there with the new one
 * (6 + 1 = 7); [it] at least one violet (Tyros' chip). */
static void
c3_tyros (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  if (is_kosmos (ed))
    {
      expect_ok (&s, tu_build_ship (0, "T", "orange=7"), &out);
      g_assert_cmpint (out.cost_colour, ==, NONE);
    }
  else
    {
      expect_reject (&s, tu_build_ship (0, "T", "orange=7"), "C3");
      expect_ok (&s, tu_build_ship (0, "T", "orange=6 joker=1"), &out);
      g_assert_cmpint (out.cost_colour, ==, V);
      g_assert_cmpuint (out.cost_colour_min, ==, 1);
    }
  g_assert_cmpuint (out.cost, ==, 7);
  tyros_outcome_clear (&out);
  g_assert_cmpuint (s.ships[T][0], ==, 3);
}

static void
c3_illegal_count (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_build_ship (0, "T", "violet=6"), "C3");
  expect_reject (&s, tu_build_ship (0, "T", "violet=8"), "C3");
}

/* [it]: Tyros without a chip takes any colour (state edit: chip removed). */
static void
c3_tyros_no_chip (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.empire[T] = NONE;
  expect_ok (&s, tu_build_ship (0, "T", "orange=7"), NULL);
}

/* kosmos C1: building in Tyros is allowed while no *other* player has a
 * city there; [it] always. Here: player 1 has a ship there only. */
static void
c1_tyros_no_city (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.ships[T][0] = 0;
  s.ships[T][2] = 0;
  s.ships[25][0] = 2;
  s.ships[30][2] = 2;
  /* 2 ships in Tyros + the new one */
  expect_ok (&s, tu_build_ship (0, "T", "violet=3"), NULL);
  g_assert_cmpuint (s.ships[T][0], ==, 1);
}

/* C4: a ship built in 16 stands on the west coast (state edit: city on 16). */
static void
c4_field16 (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.empire[16] = O;
  s.city[16] = 0;
  expect_ok (&s, tu_build_ship (0, "16", "orange=1"), NULL);
  g_assert_cmpuint (s.ships[W16][0], ==, 1);
  g_assert_cmpuint (s.ships[E16][0], ==, 0);
}

/* C5: all 10 ships on the board (state edit). */
static void
c5_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  s.city[22] = 0;
  for (int f = 1; f <= 8; f++)
    s.ships[f][0] = 1;
  g_assert_cmpuint (tyros_state_ships_left (&s, 0), ==, 0);
  expect_reject (&s, tu_build_ship (0, "22", "green=1"), "C5");
  s.ships[8][0] = 0;
  expect_ok (&s, tu_build_ship (0, "22", "green=1"), NULL);
}

/* =========================== D, T, X =========================== */

static void
d1_legal (const TyrosEdition *ed)
{
  TyrosState s;
  guint lo = is_kosmos (ed) ? 1 : 3;

  base (&s, ed);
  g_assert_cmpuint (ed->bank_swap_min, ==, lo);
  g_assert_cmpuint (ed->bank_swap_max, ==, 3);
  for (guint c = lo; c <= 3; c++)
    {
      int p = s.current_player;

      expect_ok (&s, tu_bank_swap (p, c), NULL);
      g_assert_cmpint (s.current_player, ==, (p + 1) % 3);
    }
}

static void
d1_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_bank_swap (0, 0), "D1");
  expect_reject (&s, tu_bank_swap (0, 4), "D1");
  if (!is_kosmos (ed))
    {
      expect_reject (&s, tu_bank_swap (0, 1), "D1");
      expect_reject (&s, tu_bank_swap (0, 2), "D1");
    }
}

static void
d2_legal (const TyrosEdition *ed)
{
  TyrosState s;
  TyrosState before;

  base (&s, ed);
  before = s;
  expect_ok (&s, tu_bank_pick (0), NULL);
  g_assert_cmpint (s.current_player, ==, 1);
  g_assert_cmpuint (s.pass_streak, ==, 0);
  g_assert_true (memcmp (s.ships, before.ships, sizeof s.ships) == 0);
}

/* D2 cannot be broken in phase 3; it is an action, so not in phase 2. */
static void
d2_illegal_phase (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  expect_reject (&s, tu_bank_pick (0), "P2");
}

static void
t1_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_ok (&s, tu_trade (0, 2), NULL);
  g_assert_cmpint (s.current_player, ==, 1);
}

static void
t1_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_reject (&s, tu_trade (0, 0), "T1");  /* with oneself */
  expect_reject (&s, tu_trade (0, 3), "T1");  /* no fourth player */
  expect_reject (&s, tu_trade (0, -1), "T1");
}

/* T2: a completed trade is the turn's action: the streak of passes breaks. */
static void
t2_trade_is_action (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  tu_play (&s, tu_pass (0));
  tu_play (&s, tu_pass (1));
  expect_ok (&s, tu_trade (2, 0), &out);
  g_assert_false (out.round_ended);
  g_assert_cmpuint (s.pass_streak, ==, 0);
  g_assert_cmpint (s.current_player, ==, 0);
}

/* T2: after a trade the same player cannot act again in that turn. */
static void
t2_illegal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  tu_play (&s, tu_trade (0, 1));
  expect_reject (&s, tu_ship (0, "T", "31", "violet=1"), "P3");
}

static void
x1_legal (const TyrosEdition *ed)
{
  TyrosState s;

  base (&s, ed);
  expect_ok (&s, tu_pass (0), NULL);
  g_assert_cmpuint (s.pass_streak, ==, 1);
  g_assert_cmpint (s.current_player, ==, 1);
}

/* Passing in phase 2 is not X1 (there expand_pass, E4). */
static void
x1_illegal_phase (const TyrosEdition *ed)
{
  TyrosState s;

  tu_state_setup (&s, ed, 3, 0);
  expect_reject (&s, tu_pass (0), "P2");
}

/* =========================== G: game end =========================== */

/* State edit: supply empty, every hand 2 tiles; round 1 has two laps, so
 * everyone plays their last tile in lap 2, and the game ends when phase 3 of
 * that round ends. */
static void
g1_game_over (const TyrosEdition *ed)
{
  static const char *const fields[] = { "8", "22", "27", "12", "31", "18" };
  static const TyrosEmpire empires[] = { NONE, NONE, V, Y, V, G };
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  tu_state_setup (&s, ed, 3, 0);
  s.supply = 0;
  s.hand[0] = s.hand[1] = s.hand[2] = 2;
  for (int i = 0; i < 6; i++)
    {
      tu_play (&s, tu_expand (i % 3, fields[i], empires[i]));
      g_assert_cmpint (s.last_round, ==, i >= 3);
    }
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_ACTIONS);
  g_assert_false (tyros_state_is_over (&s));
  /* the round is played to its end */
  expect_ok (&s, tu_ship (0, "T", "31", "violet=1"), NULL);
  expect_ok (&s, tu_pass (1), NULL);
  expect_ok (&s, tu_pass (2), &out);
  g_assert_false (out.game_ended);
  tyros_outcome_clear (&out);
  expect_ok (&s, tu_pass (0), &out);
  g_assert_true (out.round_ended);
  g_assert_true (out.game_ended);
  tyros_outcome_clear (&out);
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_OVER);
  g_assert_true (tyros_state_is_over (&s));

  expect_reject (&s, tu_pass (1), "G1");
  expect_reject (&s, tu_pass (0), "G1");
  expect_reject (&s, tu_expand (1, "11", O), "G1");
  expect_reject (&s, tu_ship (1, "T", "31", "violet=1"), "G1");
}

/* Not over while nobody has played their last tile. */
static void
g1_not_over (const TyrosEdition *ed)
{
  TyrosState s;
  g_auto(TyrosOutcome) out = { 0 };

  base (&s, ed);
  tu_play (&s, tu_pass (0));
  tu_play (&s, tu_pass (1));
  expect_ok (&s, tu_pass (2), &out);
  g_assert_true (out.round_ended);
  g_assert_false (out.game_ended);
  g_assert_false (s.last_round);
  g_assert_false (tyros_state_is_over (&s));
}

/* =========================== the table =========================== */

typedef struct {
  const char *rule;
  const char *kind;   /* legal / illegal / effect */
  const char *name;
  void      (*func) (const TyrosEdition *ed);
  guint       editions;
} RuleCase;

static const RuleCase cases[] = {
  { "S1", "legal", "two-ships-in-tyros", s1_legal, BOTH },
  { "S1", "effect", "no-other-ships", s1_no_other_ships, BOTH },
  { "S2", "legal", "first-game", s2_legal_first_game, BOTH },
  { "S2", "legal", "entered", s2_legal_entered, BOTH },
  { "S2", "illegal", "adjacent", s2_illegal_adjacent, BOTH },
  { "S2", "illegal", "grid-not-sea", s2_illegal_grid_not_sea, BOTH },
  { "S2", "edition", "next-to-tyros", s2_next_to_tyros, BOTH },
  { "S2", "illegal", "next-to-tyros-with-chip", s2_next_to_tyros_with_chip, BOTH },
  { "S2", "edition", "discarded-must-be-rejectable", s2_discarded_must_be_rejectable, BOTH },
  { "S3", "legal", "tyros-chip", s3_tyros_chip, BOTH },
  { "S3", "effect", "no-chip-elsewhere", s3_no_chip_elsewhere, BOTH },
  { "S4", "legal", "hands", s4_hands, BOTH },
  { "S4", "effect", "discarded", s4_discarded, BOTH },
  { "S5", "legal", "start-player", s5_legal, BOTH },
  { "S5", "illegal", "out-of-range", s5_illegal, BOTH },
  { "P2", "legal", "three-players", p2_three_players, BOTH },
  { "P2", "legal", "four-players", p2_four_players, BOTH },
  { "P2", "illegal", "out-of-turn", p2_illegal_out_of_turn, BOTH },
  { "P2", "illegal", "action-in-expand", p2_illegal_action_in_expand, BOTH },
  { "P3", "legal", "consecutive-passes", p3_consecutive_passes, BOTH },
  { "P3", "legal", "start-player-rotates", p3_start_player_rotates, BOTH },
  { "P3", "illegal", "out-of-turn", p3_illegal_out_of_turn, BOTH },
  { "P3", "illegal", "expand-in-actions", p3_illegal_expand_in_actions, BOTH },
  { "E1", "legal", "adjacent", e1_legal, BOTH },
  { "E1", "illegal", "not-adjacent-or-taken", e1_illegal, BOTH },
  { "E2", "legal", "choice", e2_legal_choice, BOTH },
  { "E2", "illegal", "wrong-or-missing-empire", e2_illegal, BOTH },
  { "E3", "legal", "draw", e3_draw, BOTH },
  { "E3", "effect", "last-draw", e3_last_draw, BOTH },
  { "E4", "legal", "pass", e4_legal, BOTH },
  { "E4", "illegal", "playable-shown", e4_illegal, BOTH },
  { "E5", "legal", "tyros-chip", e5_tyros_chip, BOTH },
  { "E5", "effect", "only-once", e5_only_once, BOTH },
  { "E6", "legal", "empty-supply", e6_empty_supply, BOTH },
  { "E6", "illegal", "no-tiles", e6_no_tiles, BOTH },
  { "E6", "effect", "skip-empty-hand", e6_skip_empty_hand, BOTH },
  { "M1", "legal", "steps", m1_legal, BOTH },
  { "M1", "legal", "unpaid", m1_unpaid, BOTH },
  { "M1", "illegal", "count", m1_illegal_count, BOTH },
  { "M1", "illegal", "no-sea", m1_illegal_no_sea, BOTH },
  { "M1", "illegal", "wrong-coast-of-16", m1_illegal_wrong_coast, BOTH },
  { "M1", "illegal", "closed-pair", m1_closed_pair, BOTH },
  { "M1", "legal", "closed-pair-opened", m1_closed_pair_opened, BOTH },
  { "M2", "legal", "colour-joker", m2_legal, BOTH },
  { "M2", "illegal", "colour", m2_illegal, BOTH },
  { "M3", "legal", "chip", m3_legal, BOTH },
  { "M3", "illegal", "no-chip", m3_illegal_no_chip, BOTH },
  { "M3", "edition", "tyros-without-chip", m3_tyros, BOTH },
  { "M4", "legal", "through-empty-and-ships", m4_legal, BOTH },
  { "M4", "illegal", "open-sea", m4_illegal, BOTH },
  { "M5", "legal", "two", m5_legal, BOTH },
  { "M5", "illegal", "full", m5_illegal_full, BOTH },
  { "M5", "edition", "tyros-per-player", m5_tyros, BOTH },
  { "M5", "legal", "tyros-back", m5_tyros_legal, BOTH },
  { "M5", "edition", "city-field", m5_city_field, BOTH },
  { "M5", "illegal", "tyros-with-city", m5_tyros_city, KOS },
  { "M6", "edition", "fee", m6_fee, BOTH },
  { "M6", "legal", "no-fee", m6_no_fee, BOTH },
  { "M7", "legal", "inferred", m7_inferred, BOTH },
  { "M7", "illegal", "ambiguous", m7_ambiguous, BOTH },
  { "B1", "legal", "sole-control", b1_legal, BOTH },
  { "B1", "illegal", "no-control", b1_illegal, BOTH },
  { "B2", "illegal", "no-chip-or-city", b2_illegal, BOTH },
  { "B2", "edition", "tyros", b2_tyros, BOTH },
  { "B3", "legal", "costs", b3_costs, BOTH },
  { "B3", "illegal", "paid", b3_illegal, BOTH },
  { "B4", "legal", "one-ship-back", b4_one_ship_back, BOTH },
  { "B5", "illegal", "ten-cities", b5_illegal, BOTH },
  { "B6", "legal", "bonus-once", b6_bonus_once, BOTH },
  { "B6", "effect", "not-yet", b6_not_yet, BOTH },
  { "C1", "legal", "own-city", c1_legal, BOTH },
  { "C1", "illegal", "no-own-city", c1_illegal, BOTH },
  { "C1", "illegal", "tyros-other-city", c1_tyros_city, KOS },
  { "C1", "legal", "tyros-no-city", c1_tyros_no_city, BOTH },
  { "C2", "legal", "costs", c2_costs, BOTH },
  { "C2", "illegal", "paid", c2_illegal, BOTH },
  { "C3", "edition", "tyros-cost", c3_tyros, BOTH },
  { "C3", "illegal", "count", c3_illegal_count, BOTH },
  { "C3", "legal", "tyros-no-chip", c3_tyros_no_chip, BOTH },
  { "C4", "legal", "field16-west", c4_field16, BOTH },
  { "C5", "illegal", "ten-ships", c5_illegal, BOTH },
  { "D1", "legal", "counts", d1_legal, BOTH },
  { "D1", "illegal", "counts", d1_illegal, BOTH },
  { "D2", "legal", "pick", d2_legal, BOTH },
  { "D2", "illegal", "phase", d2_illegal_phase, BOTH },
  { "T1", "legal", "partner", t1_legal, BOTH },
  { "T1", "illegal", "partner", t1_illegal, BOTH },
  { "T2", "legal", "trade-is-action", t2_trade_is_action, BOTH },
  { "T2", "illegal", "no-second-action", t2_illegal, BOTH },
  { "X1", "legal", "pass", x1_legal, BOTH },
  { "X1", "illegal", "phase", x1_illegal_phase, BOTH },
  { "G1", "legal", "game-over", g1_game_over, BOTH },
  { "G1", "effect", "not-over", g1_not_over, BOTH },
};

typedef struct {
  const RuleCase     *rc;
  const TyrosEdition *ed;
} CaseData;

static void
run_case (gconstpointer data)
{
  const CaseData *cd = data;

  cd->rc->func (cd->ed);
}

int
main (int argc, char **argv)
{
  const TyrosEdition *eds[2];

  g_test_init (&argc, &argv, NULL);
  eds[0] = tyros_edition_kosmos ();
  eds[1] = tyros_edition_italian ();
  g_assert_nonnull (eds[0]);
  g_assert_nonnull (eds[1]);

  for (guint e = 0; e < 2; e++)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        CaseData *cd;
        g_autofree char *path = NULL;

        if (!(cases[i].editions & (1u << e)))
          continue;
        cd = g_new (CaseData, 1); /* lives as long as the test program */
        cd->rc = &cases[i];
        cd->ed = eds[e];
        path = g_strdup_printf ("/rules/%s/%s/%s/%s", eds[e]->id, cases[i].rule,
                                cases[i].kind, cases[i].name);
        tu_add_isolated (path, cd, run_case);
      }
  return g_test_run ();
}
