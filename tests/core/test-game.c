/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c: a game's journal: undo, redo, going back, replacing a move,
 * the history text, and loading a journal with an illegal move. */
#define G_LOG_DOMAIN "tyros-test-game"

#include "config.h"

#include <string.h>

#include "test-play.h"

static TyrosGame *
load_game (const char *name)
{
  g_autofree char *text = tu_read_data (name, NULL);
  g_autoptr(GError) error = NULL;
  TyrosGame *game = tyros_file_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return game;
}

static TyrosGame *
first_game (void)
{
  const char *names[] = { "Anna", "Ben", "Cleo", NULL };
  TyrosSetup setup;

  tyros_setup_first_game (&setup, 0);
  return tyros_game_new (tyros_edition_kosmos (), names, &setup, NULL);
}

static void
test_undo_all_redo_all (void)
{
  g_autoptr(TyrosGame) game = load_game ("game-3p.tyros");
  guint n = tyros_game_get_n_played (game);
  TyrosState end = *tyros_game_get_state (game);
  TyrosState start;
  TyrosSetup setup = *tyros_game_get_setup (game);

  g_assert_true (tyros_state_is_over (&end));
  g_assert_true (tyros_setup_apply (&setup, tyros_game_get_edition (game), 3, &start, NULL));
  start.names = tyros_game_get_player_names (game);

  while (tyros_game_undo (game))
    ;
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 0);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, n);
  tu_assert_state_equal (tyros_game_get_state (game), &start);

  while (tyros_game_redo (game, NULL))
    ;
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, n);
  tu_assert_state_equal (tyros_game_get_state (game), &end);
}

static void
test_new_move_drops_redo (void)
{
  g_autoptr(TyrosGame) game = first_game ();

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (1, "22", TYROS_EMPIRE_NONE));
  g_assert_true (tyros_game_undo (game));
  g_assert_true (tyros_game_can_redo (game));
  tp_play (game, tu_expand (1, "12", TYROS_EMPIRE_YELLOW));
  g_assert_false (tyros_game_can_redo (game));
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (tyros_game_get_move (game, 1)->field, ==, 12);
}

static void
test_rejected_move_changes_nothing (void)
{
  g_autoptr(TyrosGame) game = first_game ();
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(TyrosMove) move = tu_expand (0, "1", TYROS_EMPIRE_NONE);
  TyrosState before = *tyros_game_get_state (game);

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  g_assert_true (tyros_game_undo (game));
  before = *tyros_game_get_state (game);
  g_assert_false (tyros_game_play (game, move, NULL, &violation));
  g_assert_cmpstr (violation->rule, ==, "E1");
  tu_assert_state_equal (tyros_game_get_state (game), &before);
  /* the redoable move survives a rejected attempt */
  g_assert_true (tyros_game_can_redo (game));
}

static void
test_go_back_to (void)
{
  g_autoptr(TyrosGame) game = load_game ("game-3p.tyros");
  guint n = tyros_game_get_n_played (game);
  TyrosState at_five = *tyros_game_get_state_at (game, 5);

  tyros_game_go_back_to (game, 5);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 5);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, n);
  tu_assert_state_equal (tyros_game_get_state (game), &at_five);
}

static void
test_replace_keeps_later_moves (void)
{
  g_autoptr(TyrosGame) game = first_game ();
  g_autoptr(TyrosMove) fixed = tu_expand (0, "3", TYROS_EMPIRE_NONE);
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(TyrosViolation) later = NULL;
  int first_illegal = 99;

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (1, "22", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (2, "27", TYROS_EMPIRE_VIOLET));
  /* 3 touches no empire (its neighbours are 2, 4 and 8, and 8 is not played
   * yet at move 0): the replacement is refused and nothing changes. */
  g_assert_false (tyros_game_replace_move (game, 0, fixed, &violation, &first_illegal, &later));
  g_assert_cmpstr (violation->rule, ==, "E1");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 3);
  g_assert_cmpint (tyros_game_get_move (game, 0)->field, ==, 8);

  g_clear_pointer (&violation, tyros_violation_free);
  fixed->field = 2;  /* 2 is next to orange 7: legal, and the later moves still are */
  g_assert_true (tyros_game_replace_move (game, 0, fixed, &violation, &first_illegal, &later));
  g_assert_cmpint (first_illegal, ==, -1);
  g_assert_null (later);
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 3);
  g_assert_cmpint (tyros_game_get_state (game)->empire[2], ==, TYROS_EMPIRE_ORANGE);
  g_assert_cmpint (tyros_game_get_state (game)->empire[8], ==, TYROS_EMPIRE_NONE);
}

static void
test_replace_reports_later_illegal (void)
{
  g_autoptr(TyrosGame) game = first_game ();
  g_autoptr(TyrosMove) fixed = tu_expand (0, "22", TYROS_EMPIRE_NONE);
  g_autoptr(TyrosViolation) later = NULL;
  int first_illegal = -1;

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (1, "22", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (2, "27", TYROS_EMPIRE_VIOLET));
  /* Anna now takes 22 herself: Ben's 22 becomes illegal (E1) */
  g_assert_true (tyros_game_replace_move (game, 0, fixed, NULL, &first_illegal, &later));
  g_assert_cmpint (first_illegal, ==, 1);
  g_assert_cmpstr (later->rule, ==, "E1");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 3);
  g_assert_false (tyros_game_redo (game, NULL));
}

/* Undo right after a replacement brings back the game as it was before it:
 * the replaced move, the moves after it, the cursor and the position. */
static void
test_replace_undo_restores_game (void)
{
  g_autoptr(TyrosGame) game = first_game ();
  g_autoptr(TyrosMove) fixed = tu_expand (0, "22", TYROS_EMPIRE_NONE);
  TyrosState before;

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (1, "22", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (2, "27", TYROS_EMPIRE_VIOLET));
  g_assert_true (tyros_game_undo (game));
  before = *tyros_game_get_state (game);

  /* Ben's 22 becomes illegal: the game stops after the replaced move */
  g_assert_true (tyros_game_replace_move (game, 0, fixed, NULL, NULL, NULL));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);

  g_assert_true (tyros_game_can_undo (game));
  g_assert_true (tyros_game_undo (game));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 2);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 3);
  g_assert_cmpint (tyros_game_get_move (game, 0)->field, ==, 8);
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, -1);
  tu_assert_state_equal (tyros_game_get_state (game), &before);
  g_assert_true (tyros_game_redo (game, NULL));
  g_assert_cmpint (tyros_game_get_state (game)->empire[27], ==, TYROS_EMPIRE_VIOLET);

  /* the replacement was one step: the next undo steps back one move */
  g_assert_true (tyros_game_undo (game));
  g_assert_true (tyros_game_undo (game));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 1);
  g_assert_cmpint (tyros_game_get_move (game, 0)->field, ==, 8);
}

/* A move played after a replacement is what Undo takes back, not the replacement. */
static void
test_replace_then_play_undoes_the_move (void)
{
  g_autoptr(TyrosGame) game = first_game ();
  g_autoptr(TyrosMove) fixed = tu_expand (0, "2", TYROS_EMPIRE_NONE);

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (1, "22", TYROS_EMPIRE_NONE));
  g_assert_true (tyros_game_replace_move (game, 0, fixed, NULL, NULL, NULL));
  tp_play (game, tu_expand (2, "27", TYROS_EMPIRE_VIOLET));
  g_assert_true (tyros_game_undo (game));
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, 2);
  g_assert_cmpint (tyros_game_get_move (game, 0)->field, ==, 2);
}

/* Fixing the move a replacement made illegal keeps the moves after it. */
static void
test_fix_keeps_later_moves (void)
{
  g_autoptr(TyrosGame) game = first_game ();
  g_autoptr(TyrosMove) fixed = tu_expand (0, "22", TYROS_EMPIRE_NONE);

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (1, "22", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (2, "27", TYROS_EMPIRE_VIOLET));
  g_assert_true (tyros_game_replace_move (game, 0, fixed, NULL, NULL, NULL));
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, 1);

  /* Ben's tile was 12, not 22: entering it takes the place of the bad move */
  tp_play (game, tu_expand (1, "12", TYROS_EMPIRE_YELLOW));
  g_assert_cmpint (tyros_game_get_replay_error_index (game), ==, -1);
  g_assert_cmpuint (tyros_game_get_n_moves (game), ==, 3);
  g_assert_true (tyros_game_redo (game, NULL));
  g_assert_cmpint (tyros_game_get_state (game)->empire[27], ==, TYROS_EMPIRE_VIOLET);
}

static void
test_loaded_illegal_move (void)
{
  g_autoptr(TyrosGame) game = load_game ("illegal-m3.tyros");
  int index = tyros_game_get_replay_error_index (game);
  const TyrosViolation *violation = tyros_game_get_replay_error (game);

  g_assert_cmpint (index, >=, 0);
  g_assert_nonnull (violation);
  g_assert_cmpstr (violation->rule, ==, "M3");
  g_assert_cmpuint (tyros_game_get_n_played (game), ==, (guint) index);
  g_assert_cmpuint (tyros_game_get_n_moves (game), >, (guint) index);
}

/* One move of every type, told in words (C locale). */
static void
test_history_text (void)
{
  g_autoptr(TyrosGame) game = first_game ();
  static const char *const expected[] = {
    "Round 1, expansion: Anna played the tile of 8 for the orange empire",
    "Round 1, expansion: Ben could play no tile and passed",
    "Round 1, expansion: Cleo played the tile of 27 for the violet empire",
    "Round 1, expansion: Anna played the tile of 31 for the violet empire; Tyros joins the violet empire",
    "Round 1, expansion: Ben played the tile of 22 for the green empire",
    "Round 1, expansion: Cleo played the tile of 12 for the orange empire",
    /* the cards paid as entered, not the price (problem 16) */
    "Round 1, cards: Anna moved a ship Tyros → 23 via 31 27 22 (3 green, 1 joker)",
    "Round 1, cards: Ben built a ship on Tyros (6 cards)",
    "Round 1, cards: Cleo swapped 2 cards with the bank",
    "Round 1, cards: Anna built a city on 23 (5 green)",
    "Round 1, cards: Ben gave 3 cards for one from the discard pile",
    "Round 1, cards: Cleo traded with Anna",
    "Round 1, cards: Anna passed",
  };
  TyrosMove *swap = tu_bank_swap (2, 2);

  tp_play (game, tu_expand (0, "8", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand_pass (1, NULL));
  tp_play (game, tu_expand (2, "27", TYROS_EMPIRE_VIOLET));
  tp_play (game, tu_expand (0, "31", TYROS_EMPIRE_NONE));
  tp_play (game, tu_expand (1, "22", TYROS_EMPIRE_GREEN));
  tp_play (game, tu_expand (2, "12", TYROS_EMPIRE_ORANGE));
  tp_play (game, tu_ship (0, "T", "31 27 22 23", "green=3 joker=1"));
  /* C3: 5 ships left in Tyros after Anna sailed, plus the new one */
  tp_play (game, tu_build_ship (1, "T", NULL));
  tp_play (game, swap);
  tp_play (game, tu_build_city (0, "23", NULL));
  tp_play (game, tu_bank_pick (1));
  tp_play (game, tu_trade (2, 0));
  tp_play (game, tu_pass (0));

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = tyros_game_describe_move (game, i);

      g_assert_cmpstr (text, ==, expected[i]);
    }
}

/* The order of a history: "started" (as instants: 19:04+01:00 is before
 * 19:00+00:00), else "finished", and the file time only for a file without
 * either, however new the file is; newest first. */
static void
test_played_order (void)
{
  TyrosPlayedOrder march = tyros_played_order ("2026-03-15T19:04:00+01:00", "2026-03-15T21:00:00+01:00",
                                               G_GINT64_CONSTANT (1790000000) * G_USEC_PER_SEC, "b.tyros");
  TyrosPlayedOrder later_same_day = tyros_played_order ("2026-03-15T19:00:00+00:00", NULL, 0, "a.tyros");
  TyrosPlayedOrder february = tyros_played_order (NULL, "2026-02-10T21:10:00+01:00",
                                                  G_GINT64_CONSTANT (1800000000) * G_USEC_PER_SEC, "c.tyros");
  TyrosPlayedOrder no_record = tyros_played_order (NULL, NULL, G_GINT64_CONSTANT (1772000000) * G_USEC_PER_SEC,
                                                   "d.tyros");
  TyrosPlayedOrder same_start = tyros_played_order ("2026-03-15T19:04:00+01:00", "2026-03-15T22:00:00+01:00", 0,
                                                    "e.tyros");
  TyrosPlayedOrder twin = tyros_played_order ("2026-03-15T19:04:00+01:00", "2026-03-15T21:00:00+01:00",
                                              G_GINT64_CONSTANT (1790000000) * G_USEC_PER_SEC, "f.tyros");
  TyrosPlayedOrder saved_later = tyros_played_order ("2026-03-15T19:04:00+01:00", "2026-03-15T21:00:00+01:00",
                                                     G_GINT64_CONSTANT (1790000001) * G_USEC_PER_SEC, "a.tyros");
  /* a file without a record saved within the second a game was started */
  TyrosPlayedOrder same_second = tyros_played_order (NULL, NULL, G_GINT64_CONSTANT (1773597840500000), "z.tyros");

  g_assert_cmpint (tyros_played_order_compare (&later_same_day, &march), <, 0);
  g_assert_cmpint (tyros_played_order_compare (&march, &february), <, 0);
  /* 2026-02-25, from its file time: between */
  g_assert_cmpint (tyros_played_order_compare (&february, &no_record), >, 0);
  g_assert_cmpint (tyros_played_order_compare (&no_record, &march), >, 0);
  g_assert_cmpint (tyros_played_order_compare (&same_start, &march), <, 0);
  g_assert_cmpint (tyros_played_order_compare (&twin, &march), <, 0);
  g_assert_cmpint (tyros_played_order_compare (&saved_later, &twin), <, 0);
  g_assert_cmpint (tyros_played_order_compare (&same_second, &march), >, 0);
  g_assert_cmpint (tyros_played_order_compare (&march, &march), ==, 0);
}

/* A name is read by people: one that reads as another ("An\u200Bna" as
 * "Anna") or turns the text after it around (U+202E) is refused, as game
 * files, the command and New Game all ask this rule. Joiners stay where a
 * script needs them: Persian (ZWNJ) and emoji sequences (ZWJ). */
static void
test_player_name_invisible_characters (void)
{
  static const char *const refused[] = {
    "An\u200Bna", "\u202Eanna", "Anna\u2066", "An\u00ADna", "\uFEFFAnna", "An\u200Dna", "\u200CAnna",
    "Anna\U000E0041", NULL,
  };
  static const char *const kept[] = {
    "Anna", "Zoë", "Anna-Lena", "\u0645\u0647\u200C\u0646\u0648\u0634", "\U0001F469\u200D\U0001F467",
    "\u0915\u094D\u200D\u0937", NULL,
  };

  for (guint i = 0; refused[i] != NULL; i++)
    {
      g_autofree char *message = NULL;

      g_test_message ("refused: %u", i);
      g_assert_false (tyros_player_name_is_valid (refused[i], &message));
      g_assert_nonnull (strstr (message, "invisible character"));
    }
  for (guint i = 0; kept[i] != NULL; i++)
    {
      g_test_message ("kept: %u", i);
      g_assert_true (tyros_player_name_is_valid (kept[i], NULL));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/player-name/invisible-characters", test_player_name_invisible_characters);
  g_test_add_func ("/game/undo-all-redo-all", test_undo_all_redo_all);
  g_test_add_func ("/game/new-move-drops-redo", test_new_move_drops_redo);
  g_test_add_func ("/game/rejected-move-changes-nothing", test_rejected_move_changes_nothing);
  g_test_add_func ("/game/go-back-to", test_go_back_to);
  g_test_add_func ("/game/replace/keeps-later-moves", test_replace_keeps_later_moves);
  g_test_add_func ("/game/replace/reports-later-illegal", test_replace_reports_later_illegal);
  g_test_add_func ("/game/replace/undo-restores-game", test_replace_undo_restores_game);
  g_test_add_func ("/game/replace/then-play-undoes-the-move", test_replace_then_play_undoes_the_move);
  g_test_add_func ("/game/loaded-illegal-move", test_loaded_illegal_move);
  g_test_add_func ("/game/replace/fix-keeps-later-moves", test_fix_keeps_later_moves);
  g_test_add_func ("/game/history-text", test_history_text);
  g_test_add_func ("/game/played-order", test_played_order);
  return g_test_run ();
}
