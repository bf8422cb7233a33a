/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-movegen.c: the legal-move list (docs/command.md, "tyros moves")
 *
 * The list is checked against the rules checker from both sides: every listed
 * move is accepted, every journal's next move is listed, and over the whole
 * finite move space of many positions a move is accepted exactly when it is
 * listed. Moves are compared by what they do (a ship's start and destination
 * coast, an expansion's empire), not by how they are written (paid, route).
 */
#define G_LOG_DOMAIN "tyros-test-movegen"

#include "test-play.h"

#define O TYROS_EMPIRE_ORANGE
#define Y TYROS_EMPIRE_YELLOW
#define G TYROS_EMPIRE_GREEN
#define V TYROS_EMPIRE_VIOLET
#define NONE TYROS_EMPIRE_NONE

/* B4: the coast whose ship went back when @move (legal) built a city. */
static TyrosCoast
returned_coast (const TyrosState *state,
                const TyrosMove  *move)
{
  TyrosState after = *state;

  g_assert_true (tyros_rules_apply (&after, move, NULL, NULL));
  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    if (after.ships[c][move->player] < state->ships[c][move->player])
      return c;
  g_assert_not_reached ();
}

/* What a legal move does, as text; NULL when the rules reject it. */
static char *
move_key (const TyrosState *state,
          const TyrosMove  *move)
{
  g_auto(TyrosOutcome) outcome = { 0 };
  GString *key;

  if (!tyros_rules_check (state, move, &outcome, NULL))
    return NULL;
  key = g_string_new (tyros_move_type_to_string (move->type));
  g_string_append_printf (key, " by %d", move->player);
  switch (move->type)
    {
    case TYROS_MOVE_EXPAND:
      g_string_append_printf (key, " %s %s", tyros_field_to_string (move->field), tyros_empire_to_string (outcome.empire));
      break;
    case TYROS_MOVE_SHIP:
      g_string_append_printf (key, " %s %s",
                              tyros_coast_to_string (g_array_index (outcome.route, TyrosCoast, 0)),
                              tyros_coast_to_string (g_array_index (outcome.route, TyrosCoast, outcome.route->len - 1)));
      break;
    case TYROS_MOVE_BUILD_CITY:
      g_string_append_printf (key, " %s back %s", tyros_field_to_string (move->field),
                              tyros_coast_to_string (returned_coast (state, move)));
      break;
    case TYROS_MOVE_BUILD_SHIP:
      g_string_append_printf (key, " %s", tyros_field_to_string (move->field));
      break;
    case TYROS_MOVE_BANK_SWAP:
      g_string_append_printf (key, " %u", move->count);
      break;
    case TYROS_MOVE_TRADE:
      g_string_append_printf (key, " %d", move->partner);
      break;
    default:
      break;
    }
  return g_string_free (key, FALSE);
}

/* The keys of the listed moves; asserts each is accepted, and accepted once. */
static GHashTable *
listed_keys (const TyrosState *state,
             GPtrArray        *moves)
{
  GHashTable *keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < moves->len; i++)
    {
      const TyrosLegalMove *legal = g_ptr_array_index (moves, i);
      char *key = move_key (state, legal->move);

      g_assert_nonnull (key);
      g_assert_false (legal->move->paid.given);
      g_assert_nonnull (legal->why);
      g_assert_cmpint (legal->move->player, ==, state->current_player);
      g_assert_false (g_hash_table_contains (keys, key));
      g_hash_table_add (keys, key);
    }
  return keys;
}

typedef struct {
  guint positions;
  guint listed;
  guint tried;
  guint rejected;
} Counts;

/* Journals: the next move is listed, every listed move is accepted */

static const char *const journals[] = {
  "game-3p.tyros", "game-4p.tyros", "game-italian.tyros",
  "illegal-e1.tyros", "illegal-g1.tyros", "illegal-m1.tyros", "illegal-m3.tyros", "illegal-p3.tyros",
};

static void
check_prefix (TyrosGame *game,
              guint      n_moves,
              Counts    *counts)
{
  const TyrosState *state = tyros_game_get_state_at (game, n_moves);
  g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (state);
  g_autoptr(GHashTable) keys = listed_keys (state, moves);

  if (tyros_state_is_over (state))
    {
      g_assert_cmpuint (moves->len, ==, 0);
      return;
    }
  g_assert_cmpuint (moves->len, >, 0);
  counts->positions++;
  counts->listed += moves->len;
  if (n_moves < tyros_game_get_n_played (game))
    {
      g_autofree char *next = move_key (state, tyros_game_get_move (game, n_moves));

      g_assert_nonnull (next);
      if (!g_hash_table_contains (keys, next))
        g_error ("move %u (%s) is legal but not listed", n_moves + 1, next);
    }
}

static void
test_journal_prefixes (void)
{
  Counts counts = { 0 };

  for (guint j = 0; j < G_N_ELEMENTS (journals); j++)
    {
      g_autoptr(TyrosGame) game = tu_load_game (journals[j]);

      for (guint k = 0; k <= tyros_game_get_n_played (game); k++)
        check_prefix (game, k, &counts);
    }
  g_test_message ("journal prefixes: %u positions, %u moves listed", counts.positions, counts.listed);
  g_assert_cmpuint (counts.positions, >, 400);
}

/* The whole move space: accepted exactly when listed */

/* The first shortest route between every two coasts of @board (NULL: printed). */
static GPtrArray *
find_routes (const TyrosBoard *board)
{
  GPtrArray *routes = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_move_free);

  for (TyrosCoast from = 1; from < TYROS_N_COASTS; from++)
    for (TyrosCoast to = 1; to < TYROS_N_COASTS; to++)
      {
        g_autoptr(GPtrArray) found = tyros_sea_shortest_routes (board, TYROS_SET_BIT (from), TYROS_SET_BIT (to));
        TyrosMove *move;
        GArray *route;

        if (from == to || found->len == 0)
          continue;
        route = g_ptr_array_index (found, 0);
        move = tyros_move_new (TYROS_MOVE_SHIP, 0);
        move->from = (TyrosPlace) { tyros_coast_field (from), from };
        for (guint i = 1; i < route->len; i++)
          {
            TyrosCoast step = g_array_index (route, TyrosCoast, i);

            tyros_move_add_route_step (move, (TyrosPlace) { tyros_coast_field (step), step });
          }
        g_ptr_array_add (routes, move);
      }
  return routes;
}

static GPtrArray *
all_routes (const TyrosBoard *board)
{
  static GPtrArray *printed;
  static GPtrArray *group;
  static const TyrosBoard *group_board;

  if (board == NULL)
    {
      if (printed == NULL)
        printed = find_routes (NULL);
      return printed;
    }
  if (board != group_board)
    {
      g_clear_pointer (&group, g_ptr_array_unref);
      group = find_routes (board);
      group_board = board;
    }
  return group;
}

/* Every move of @player, listed or not: a GPtrArray of TyrosMove. */
static GPtrArray *
move_space (const TyrosState *state,
            int               player)
{
  guint n_players = state->n_players;
  static const TyrosCoast coasts_of_16[] = { TYROS_COAST_16W, TYROS_COAST_16E };
  GPtrArray *space = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_move_free);
  GPtrArray *routes = all_routes (state->board);
  TyrosMove *move;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    {
      for (int e = NONE; e < TYROS_N_EMPIRES; e++)
        {
          move = tyros_move_new (TYROS_MOVE_EXPAND, player);
          move->field = f;
          move->empire = (TyrosEmpire) e;
          g_ptr_array_add (space, move);
        }
      for (TyrosMoveType type = TYROS_MOVE_BUILD_CITY; type <= TYROS_MOVE_BUILD_SHIP; type++)
        {
          move = tyros_move_new (type, player);
          move->field = f;
          g_ptr_array_add (space, move);
        }
      for (guint i = 0; i < G_N_ELEMENTS (coasts_of_16); i++)
        {
          move = tyros_move_new (TYROS_MOVE_BUILD_CITY, player);
          move->field = f;
          move->returned = coasts_of_16[i];
          g_ptr_array_add (space, move);
        }
    }
  g_ptr_array_add (space, tyros_move_new (TYROS_MOVE_EXPAND_PASS, player));
  for (guint i = 0; i < routes->len; i++)
    {
      move = tyros_move_copy (g_ptr_array_index (routes, i));
      move->player = player;
      g_ptr_array_add (space, move);
    }
  for (guint count = 0; count <= 4; count++)
    {
      move = tyros_move_new (TYROS_MOVE_BANK_SWAP, player);
      move->count = count;
      g_ptr_array_add (space, move);
    }
  g_ptr_array_add (space, tyros_move_new (TYROS_MOVE_BANK_PICK, player));
  for (int partner = -1; partner <= (int) n_players; partner++)
    {
      move = tyros_move_new (TYROS_MOVE_TRADE, player);
      move->partner = partner;
      g_ptr_array_add (space, move);
    }
  g_ptr_array_add (space, tyros_move_new (TYROS_MOVE_PASS, player));
  return space;
}

static void
check_move_space (const TyrosState *state,
                  Counts           *counts)
{
  g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (state);
  g_autoptr(GHashTable) keys = listed_keys (state, moves);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  counts->positions++;
  counts->listed += moves->len;
  for (guint p = 0; p < state->n_players; p++)
    {
      g_autoptr(GPtrArray) space = move_space (state, (int) p);

      for (guint i = 0; i < space->len; i++)
        {
          char *key = move_key (state, g_ptr_array_index (space, i));

          counts->tried++;
          if (key == NULL)
            {
              counts->rejected++;
              continue;
            }
          if (!g_hash_table_contains (keys, key))
            g_error ("%s is accepted but not listed", key);
          g_hash_table_add (seen, key);
        }
    }
  /* ... and every listed move was met in the space */
  g_assert_cmpuint (g_hash_table_size (seen), ==, g_hash_table_size (keys));
}

typedef struct {
  const char *edition;
  guint       n_players;
  guint64     seed;
} Sample;

static const Sample samples[] = {
  { "kosmos", 3, 1 }, { "kosmos", 4, 2 }, { "italian", 3, 3 }, { "italian", 4, 4 },
  { "kosmos", 3, 5 }, { "italian", 4, 6 },
};

static void
visit_every_fifth (TyrosGame       *game,
                   const TyrosMove *move G_GNUC_UNUSED,
                   gpointer         data)
{
  guint n = tyros_game_get_n_played (game);

  if (n % 5 == 0)
    check_move_space (tyros_game_get_state (game), data);
}

static void
test_move_space (void)
{
  Counts counts = { 0 };
  guint phases[2] = { 0, 0 };

  for (guint j = 0; j < 3; j++)
    {
      g_autoptr(TyrosGame) game = tu_load_game (journals[j]);

      for (guint k = 0; k < tyros_game_get_n_played (game); k += 3)
        {
          const TyrosState *state = tyros_game_get_state_at (game, k);

          phases[state->phase]++;
          check_move_space (state, &counts);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) samples[i].seed);
      g_autoptr(TyrosGame) game = tp_new_game (tyros_edition_lookup (samples[i].edition), samples[i].n_players,
                                                TRUE, samples[i].seed);

      tp_play_out (game, rand, visit_every_fifth, &counts);
      g_assert_true (tyros_state_is_over (tyros_game_get_state (game)));
    }
  g_test_message ("move space: %u positions, %u moves listed, %u tried, %u rejected",
                  counts.positions, counts.listed, counts.tried, counts.rejected);
  g_assert_cmpuint (phases[TYROS_PHASE_EXPAND], >, 10);
  g_assert_cmpuint (phases[TYROS_PHASE_ACTIONS], >, 10);
  g_assert_cmpuint (counts.rejected, >, 0);
}

/* The shape of the list */

static int
type_rank (TyrosMoveType type)
{
  static const int rank[] = {
    [TYROS_MOVE_EXPAND] = 0, [TYROS_MOVE_SHIP] = 1, [TYROS_MOVE_BUILD_CITY] = 2,
    [TYROS_MOVE_BUILD_SHIP] = 3, [TYROS_MOVE_BANK_SWAP] = 4, [TYROS_MOVE_BANK_PICK] = 5,
    [TYROS_MOVE_TRADE] = 6, [TYROS_MOVE_EXPAND_PASS] = 7, [TYROS_MOVE_PASS] = 7,
  };

  return rank[type];
}

/* Board order of a place: by field, 16w before 16e. */
static int
place_rank (const TyrosPlace *place)
{
  return place->field * 2 + (place->coast == TYROS_COAST_16E);
}

static int
compare_listed (const TyrosMove *a,
                const TyrosMove *b)
{
  if (type_rank (a->type) != type_rank (b->type))
    return type_rank (a->type) - type_rank (b->type);
  if (a->type == TYROS_MOVE_SHIP)
    {
      const TyrosPlace *to_a = &g_array_index (a->route, TyrosPlace, a->route->len - 1);
      const TyrosPlace *to_b = &g_array_index (b->route, TyrosPlace, b->route->len - 1);

      if (place_rank (&a->from) != place_rank (&b->from))
        return place_rank (&a->from) - place_rank (&b->from);
      return place_rank (to_a) - place_rank (to_b);
    }
  if (a->field != b->field)
    return a->field - b->field;
  if (a->returned != b->returned)
    return a->returned - b->returned;
  if (a->empire != b->empire)
    return a->empire - b->empire;
  return (int) a->count - (int) b->count + a->partner - b->partner;
}

/* Calls @check on every listed move (and the one before it) of every position of @name. */
typedef void (*ListedCheck) (const TyrosState *state, const TyrosLegalMove *previous, const TyrosLegalMove *legal);

static void
for_each_listed (const char  *name,
                 ListedCheck  check)
{
  g_autoptr(TyrosGame) game = tu_load_game (name);

  for (guint k = 0; k < tyros_game_get_n_played (game); k++)
    {
      const TyrosState *state = tyros_game_get_state_at (game, k);
      g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (state);

      for (guint i = 0; i < moves->len; i++)
        check (state, i > 0 ? g_ptr_array_index (moves, i - 1) : NULL, g_ptr_array_index (moves, i));
    }
}

static void
check_order (const TyrosState     *state G_GNUC_UNUSED,
             const TyrosLegalMove *previous,
             const TyrosLegalMove *legal)
{
  if (previous != NULL)
    g_assert_cmpint (compare_listed (previous->move, legal->move), <, 0);
}

static void
test_order (void)
{
  for_each_listed ("game-4p.tyros", check_order);
  for_each_listed ("game-italian.tyros", check_order);
}

/* One shortest route; the price of M1, M2 */
static void
check_ship_route (const TyrosState     *state,
                  const TyrosLegalMove *previous G_GNUC_UNUSED,
                  const TyrosLegalMove *legal)
{
  const TyrosMove *move = legal->move;
  const TyrosPlace *to;

  if (move->type != TYROS_MOVE_SHIP)
    return;
  to = &g_array_index (move->route, TyrosPlace, move->route->len - 1);
  g_assert_cmpuint (move->route->len, ==,
                    tyros_board_sea_distance (TYROS_SET_BIT (move->from.coast), TYROS_SET_BIT (to->coast)));
  g_assert_cmpuint (legal->cost, ==, move->route->len);
  g_assert_cmpint (legal->colour, ==, state->empire[to->field]);
}

static void
test_ship_routes_shortest (void)
{
  for_each_listed ("game-3p.tyros", check_ship_route);
  for_each_listed ("game-4p.tyros", check_ship_route);
}

static gboolean
has_ship_line (GPtrArray  *moves,
               const char *from,
               const char *to)
{
  for (guint i = 0; i < moves->len; i++)
    {
      const TyrosMove *move = ((TyrosLegalMove *) g_ptr_array_index (moves, i))->move;

      if (move->type == TYROS_MOVE_SHIP && g_str_equal (tyros_place_to_string (&move->from), from) &&
          g_str_equal (tyros_place_to_string (&g_array_index (move->route, TyrosPlace, move->route->len - 1)), to))
        return TRUE;
    }
  return FALSE;
}

/* 16 is written with its coast, as start and as destination, and a
 * destination reachable at both coasts gives a line for each. */
static void
test_field_16_coasts (gconstpointer data)
{
  const TyrosEdition *edition = data;
  g_autoptr(GPtrArray) moves = NULL;
  TyrosState s;

  tu_state_actions (&s, edition, 3, 0);
  s.empire[16] = O;
  s.ships[TYROS_COAST_16E][0] = 1;
  s.ships[12][0] = 1;
  moves = tyros_movegen_legal_moves (&s);
  g_assert_true (has_ship_line (moves, "16e", "12"));
  g_assert_true (has_ship_line (moves, "12", "16w"));
  g_assert_true (has_ship_line (moves, "12", "16e"));
  g_assert_true (has_ship_line (moves, "16e", "16w"));
  g_assert_true (has_ship_line (moves, "T", "16w"));
  g_assert_true (has_ship_line (moves, "T", "16e"));
  for (guint i = 0; i < moves->len; i++)
    {
      const TyrosMove *move = ((TyrosLegalMove *) g_ptr_array_index (moves, i))->move;

      const char *why = ((TyrosLegalMove *) g_ptr_array_index (moves, i))->why;

      if (move->type != TYROS_MOVE_SHIP)
        continue;
      /* "What Can I Do?" names a coast as the rest of the app does */
      g_assert_null (strstr (why, "16w"));
      g_assert_null (strstr (why, "16e"));
      if (move->from.coast == TYROS_COAST_16E)
        g_assert_nonnull (strstr (why, "from 16 (east coast) to"));
      g_assert_cmpint (move->from.coast, !=, TYROS_COAST_NONE);
      for (guint j = 0; j < move->route->len; j++)
        g_assert_cmpint (g_array_index (move->route, TyrosPlace, j).coast, !=, TYROS_COAST_NONE);
    }
}

static guint
count_city_lines (GPtrArray  *moves,
                  TyrosField  field,
                  TyrosCoast  returned)
{
  guint n = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      const TyrosMove *move = ((TyrosLegalMove *) g_ptr_array_index (moves, i))->move;

      n += move->type == TYROS_MOVE_BUILD_CITY && move->field == field && move->returned == returned;
    }
  return n;
}

/* B4: ships on both coasts of 16 give a line per ship that may go back;
 * on one coast only, one line without a choice. */
static void
test_city_in_16_returned (gconstpointer data)
{
  const TyrosEdition *edition = data;
  Counts counts = { 0 };
  TyrosState s;

  tu_state_actions (&s, edition, 3, 0);
  s.empire[16] = O;
  s.ships[TYROS_COAST_16W][0] = 1;
  {
    g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (&s);

    g_assert_cmpuint (count_city_lines (moves, 16, TYROS_COAST_NONE), ==, 1);
    g_assert_cmpuint (count_city_lines (moves, 16, TYROS_COAST_16W), ==, 0);
  }
  s.ships[TYROS_COAST_16E][0] = 1;
  {
    g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (&s);

    g_assert_cmpuint (count_city_lines (moves, 16, TYROS_COAST_NONE), ==, 0);
    g_assert_cmpuint (count_city_lines (moves, 16, TYROS_COAST_16W), ==, 1);
    g_assert_cmpuint (count_city_lines (moves, 16, TYROS_COAST_16E), ==, 1);
    for (guint i = 0; i < moves->len; i++)
      g_assert_null (strstr (((TyrosLegalMove *) g_ptr_array_index (moves, i))->why, "16w"));
    for (guint i = 1; i < moves->len; i++)
      g_assert_cmpint (compare_listed (((TyrosLegalMove *) g_ptr_array_index (moves, i - 1))->move,
                                       ((TyrosLegalMove *) g_ptr_array_index (moves, i))->move), <, 0);
  }
  check_move_space (&s, &counts);
}

/* A group's board (docs/command.md, --board): its passages, not the printed ones. */
static void
test_group_board (gconstpointer data)
{
  const TyrosEdition *edition = data;
  g_autoptr(TyrosBoard) board = tyros_board_new ();
  g_autoptr(GPtrArray) moves = NULL;
  Counts counts = { 0 };
  TyrosState s;
  guint steps_21_26 = 0;

  g_assert_cmpuint (tyros_board_sea_distance (TYROS_SET_BIT (21), TYROS_SET_BIT (26)), >, 1);
  g_assert_true (tyros_board_set_passage (board, 21, 26, TRUE));
  g_assert_true (tyros_board_set_passage (board, 17, 22, FALSE));
  tu_state_actions (&s, edition, 3, 0);
  s.board = board;
  s.ships[21][0] = 1;
  moves = tyros_movegen_legal_moves (&s);
  for (guint i = 0; i < moves->len; i++)
    {
      const TyrosMove *move = ((TyrosLegalMove *) g_ptr_array_index (moves, i))->move;

      if (move->type != TYROS_MOVE_SHIP)
        continue;
      if (move->from.coast == 21 && g_array_index (move->route, TyrosPlace, move->route->len - 1).coast == 26)
        steps_21_26 = move->route->len;
      for (guint j = 0; j < move->route->len; j++)
        {
          TyrosCoast here = g_array_index (move->route, TyrosPlace, j).coast;
          TyrosCoast before = j == 0 ? move->from.coast : g_array_index (move->route, TyrosPlace, j - 1).coast;

          g_assert_false ((before == 17 && here == 22) || (before == 22 && here == 17));
        }
    }
  g_assert_cmpuint (steps_21_26, ==, 1);
  check_move_space (&s, &counts);
}

static void
test_over_is_empty (void)
{
  g_autoptr(TyrosGame) game = tu_load_game ("game-3p.tyros");
  g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (tyros_game_get_state (game));

  g_assert_true (tyros_state_is_over (tyros_game_get_state (game)));
  g_assert_cmpuint (moves->len, ==, 0);
}

/* E4: a pass without shown tiles from a hand that must hold a playable tile */

static gboolean
lists_expand_pass (const TyrosState *state)
{
  g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (state);

  for (guint i = 0; i < moves->len; i++)
    if (((TyrosLegalMove *) g_ptr_array_index (moves, i))->move->type == TYROS_MOVE_EXPAND_PASS)
      return TRUE;
  return FALSE;
}

/* More chips on the first-game board, so that few unplayed tiles are dead. */
static void
fill_board (TyrosState *s)
{
  static const TyrosField orange[] = { 6, 8, 10, 11, 12 };
  static const TyrosField green[] = { 14, 17, 18, 22, 24, 28 };

  for (guint i = 0; i < G_N_ELEMENTS (orange); i++)
    s->empire[orange[i]] = O;
  for (guint i = 0; i < G_N_ELEMENTS (green); i++)
    s->empire[green[i]] = G;
}

static guint
unplayable_tiles (const TyrosState *s)
{
  guint n = 0;

  for (TyrosField f = 1; f <= TYROS_N_TILES; f++)
    if (s->empire[f] == NONE && !TYROS_SET_HAS (s->tiles_out, f) && tyros_rules_expand_empires (s, f) == 0)
      n++;
  return n;
}

static void
test_e4_pass_refused (gconstpointer data)
{
  const TyrosEdition *edition = data;
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(TyrosMove) pass = tu_expand_pass (0, NULL);
  TyrosState s;

  tu_state_setup (&s, edition, 3, 0);
  fill_board (&s);
  s.hand[0] = unplayable_tiles (&s) + 1;
  g_assert_false (tyros_rules_check (&s, pass, NULL, &violation));
  g_assert_cmpstr (violation->rule, ==, "E4");
  g_assert_false (lists_expand_pass (&s));
}

static void
test_e4_pass_allowed (gconstpointer data)
{
  const TyrosEdition *edition = data;
  g_autoptr(TyrosViolation) violation = NULL;
  g_autoptr(TyrosMove) pass = tu_expand_pass (0, NULL);
  TyrosState s;

  tu_state_setup (&s, edition, 3, 0);
  fill_board (&s);
  s.hand[0] = unplayable_tiles (&s);
  g_assert_cmpuint (s.hand[0], >, 0);
  g_assert_true (tyros_rules_check (&s, pass, NULL, &violation));
  g_assert_true (lists_expand_pass (&s));
}

/* G1, a rules choice: the game ends after the round in which the last field
 * that could take a chip got one, though hands and supply still hold tiles. */

/* Orange has all 20 chips; yellow and green hold the rest but 23 and 28-32.
 * Only 23 can be played (next to yellow 18 and 22); 28-32 touch only orange. */
static void
stuck_board (TyrosState *s)
{
  static const TyrosField orange[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 25, 26, 27 };
  static const TyrosField yellow[] = { 17, 18, 22 };
  static const TyrosField green[] = { 19, 20, 21 };

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    s->empire[f] = NONE;
  for (guint i = 0; i < G_N_ELEMENTS (orange); i++)
    s->empire[orange[i]] = O;
  for (guint i = 0; i < G_N_ELEMENTS (yellow); i++)
    s->empire[yellow[i]] = Y;
  for (guint i = 0; i < G_N_ELEMENTS (green); i++)
    s->empire[green[i]] = G;
  s->tiles_out = 0;
}

static void
play_listed_pass (TyrosState *s)
{
  g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (s);
  const TyrosLegalMove *only;

  g_assert_cmpuint (moves->len, ==, 1);
  only = g_ptr_array_index (moves, 0);
  g_assert_true (only->move->type == TYROS_MOVE_EXPAND_PASS || only->move->type == TYROS_MOVE_PASS);
  tu_play (s, tyros_move_copy (only->move));
}

static void
test_no_playable_tile_ends_game (gconstpointer data)
{
  const TyrosEdition *edition = data;
  g_autoptr(TyrosMove) expand = tu_expand (0, "23", Y);
  g_auto(TyrosOutcome) outcome = { 0 };
  TyrosState s;

  tu_state_setup (&s, edition, 3, 0);
  stuck_board (&s);
  g_assert_cmpuint (tyros_rules_expand_fields (&s), ==, TYROS_SET_BIT (23));
  g_assert_false (s.last_round);
  g_assert_true (tyros_rules_apply (&s, expand, &outcome, NULL));
  g_assert_true (outcome.no_tile_playable);
  g_assert_false (outcome.game_ended);
  g_assert_cmpuint (s.supply, >, 0);
  /* The round is played to its end: the other two pass, the second lap passes... */
  for (int turn = 0; turn < 5; turn++)
    {
      g_assert_cmpint (s.phase, ==, TYROS_PHASE_EXPAND);
      play_listed_pass (&s);
    }
  g_assert_cmpint (s.phase, ==, TYROS_PHASE_ACTIONS);
  /* ... phase 3 until everybody passed, and then the game is over */
  tu_play (&s, tu_pass (0));
  tu_play (&s, tu_pass (1));
  g_assert_false (tyros_state_is_over (&s));
  tu_play (&s, tu_pass (2));
  g_assert_true (tyros_state_is_over (&s));
  g_assert_cmpuint (s.round, ==, 1);
}

/* While a tile can still be played somewhere, the game goes on. */
static void
test_playable_tile_keeps_game_going (gconstpointer data)
{
  const TyrosEdition *edition = data;
  g_autoptr(TyrosMove) expand = tu_expand (0, "23", Y);
  g_auto(TyrosOutcome) outcome = { 0 };
  TyrosState s;

  tu_state_setup (&s, edition, 3, 0);
  stuck_board (&s);
  s.empire[27] = NONE;  /* 27 touches yellow 22: still playable after 23 */
  g_assert_true (tyros_rules_apply (&s, expand, &outcome, NULL));
  g_assert_false (outcome.no_tile_playable);
  g_assert_false (s.last_round);
}

int
main (int    argc,
      char **argv)
{
  const TyrosEdition *editions[] = { tyros_edition_kosmos (), tyros_edition_italian () };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/movegen/journal-prefixes", test_journal_prefixes);
  g_test_add_func ("/movegen/move-space", test_move_space);
  g_test_add_func ("/movegen/order", test_order);
  g_test_add_func ("/movegen/ship-routes-shortest", test_ship_routes_shortest);
  g_test_add_func ("/movegen/over-is-empty", test_over_is_empty);
  for (guint i = 0; i < G_N_ELEMENTS (editions); i++)
    {
      g_autofree char *coasts = g_strdup_printf ("/movegen/%s/field-16-coasts", editions[i]->id);
      g_autofree char *returned = g_strdup_printf ("/movegen/%s/B4/city-in-16-returned", editions[i]->id);
      g_autofree char *group = g_strdup_printf ("/movegen/%s/group-board", editions[i]->id);
      g_autofree char *refused = g_strdup_printf ("/movegen/%s/E4/pass-refused", editions[i]->id);
      g_autofree char *allowed = g_strdup_printf ("/movegen/%s/E4/pass-allowed", editions[i]->id);
      g_autofree char *ends = g_strdup_printf ("/movegen/%s/G1/no-playable-tile-ends-game", editions[i]->id);
      g_autofree char *goes_on = g_strdup_printf ("/movegen/%s/G1/playable-tile-keeps-game-going", editions[i]->id);

      g_test_add_data_func (coasts, editions[i], test_field_16_coasts);
      g_test_add_data_func (returned, editions[i], test_city_in_16_returned);
      g_test_add_data_func (group, editions[i], test_group_board);
      g_test_add_data_func (refused, editions[i], test_e4_pass_refused);
      g_test_add_data_func (allowed, editions[i], test_e4_pass_allowed);
      g_test_add_data_func (ends, editions[i], test_no_playable_tile_ends_game);
      g_test_add_data_func (goes_on, editions[i], test_playable_tile_keeps_game_going);
    }
  return g_test_run ();
}
