/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board.c: the board of docs/board.md
 *
 * The reference data below is typed in from docs/board.md (grid, the connected and
 * closed tables with provenance, the route examples), independently of
 * src/core/tyros-board.c, and the core is compared against it.
 */
#define G_LOG_DOMAIN "tyros-test-board"

#include "tyros-core.h"

#include <string.h>

#define T TYROS_FIELD_TYROS
#define W TYROS_COAST_16W
#define E TYROS_COAST_16E
#define SEA (-1)
#define DES (-2)

/* docs/board.md "The grid": row 1 is north, column 1 is Gibraltar. */
static const int ref_grid[5][7] = {
  { 1, 6,   10, 15, 20, 25,  29 },
  { 2, 7,   11, 16, 21, 26,  30 },
  { 3, 8,   12, 17, 22, 27,  31 },
  { 4, 9,   13, 18, 23, SEA, T  },
  { 5, DES, 14, 19, 24, 28,  32 },
};

typedef struct { int a, b; const char *prov; } RefLink;

/* docs/board.md "Joined by the sea" */
static const RefLink ref_open[] = {
  { T, 31, "R" }, { T, 32, "R" }, { 30, 31, "R" },
  { 26, 30, "R" }, { 25, 26, "R" }, { 25, 29, "R" },
  { 27, 31, "R" }, { 22, 27, "R" }, { 17, 22, "R" },
  { 22, 23, "R" }, { 23, 24, "R" }, { 24, 28, "R" },
  { 28, 32, "R" }, { 12, 17, "R" }, { 8, 12, "R" },
  { 15, E, "R" }, { E, 17, "R" }, { W, 17, "R" },
  { 11, W, "R" }, { 10, 11, "R" }, { 11, 12, "R" },
  { 1, 2, "I" }, { 2, 3, "I" }, { 3, 4, "I" },
  { 4, 5, "I" }, { 3, 8, "I" }, { 4, 9, "I" },
  { 6, 7, "I" }, { 7, 8, "I" }, { 8, 9, "I" },
  { 6, 10, "I" }, { 7, 11, "I" }, { 9, 13, "I" },
  { 12, 13, "I" }, { 13, 14, "I" }, { 13, 18, "I" },
  { 14, 19, "I" }, { 17, 18, "I" }, { 18, 19, "I" },
  { 18, 23, "I" }, { 19, 24, "I" }, { 15, 20, "I" },
  { 20, 21, "I" }, { 21, 22, "I" }, { 26, 27, "I" },
};

/* docs/board.md "Adjacent, but land between". A rulebook example only hints at
 * 21-26 (R or I): either
 * provenance is accepted ("R|I"). */
static const RefLink ref_closed[] = {
  { 29, 30, "R" }, { 10, 15, "R" }, { E, 21, "R-it" }, { 21, 26, "R|I" },
  { 1, 6, "I" }, { 2, 7, "I" }, { 20, 25, "I" },
};

static gboolean ref_conn[TYROS_N_COASTS][TYROS_N_COASTS];

static void
ref_init (void)
{
  memset (ref_conn, 0, sizeof ref_conn);
  for (guint i = 0; i < G_N_ELEMENTS (ref_open); i++)
    ref_conn[ref_open[i].a][ref_open[i].b] = ref_conn[ref_open[i].b][ref_open[i].a] = TRUE;
}

static gboolean
ref_position (int field, int *row, int *col)
{
  for (int r = 0; r < 5; r++)
    for (int c = 0; c < 7; c++)
      if (ref_grid[r][c] == field)
        {
          *row = r;
          *col = c;
          return TRUE;
        }
  return FALSE;
}

static gboolean
ref_adjacent (int a, int b)
{
  int ra, ca, rb, cb;

  if (!ref_position (a, &ra, &ca) || !ref_position (b, &rb, &cb))
    return FALSE;
  return ABS (ra - rb) + ABS (ca - cb) == 1;
}

static int
coast_to_field (int coast)
{
  return coast == E ? 16 : coast;
}

/* Breadth-first search over the reference connections. */
static void
ref_distances (int from, guint dist[TYROS_N_COASTS])
{
  int queue[TYROS_N_COASTS], head = 0, tail = 0;

  for (int c = 0; c < TYROS_N_COASTS; c++)
    dist[c] = TYROS_UNREACHABLE;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int c = queue[head++];
      for (int d = 1; d < TYROS_N_COASTS; d++)
        if (ref_conn[c][d] && dist[d] == TYROS_UNREACHABLE)
          {
            dist[d] = dist[c] + 1;
            queue[tail++] = d;
          }
    }
}

static TyrosSet
set_of (int field_or_coast)
{
  if (field_or_coast == 16)
    return TYROS_SET_BIT (W) | TYROS_SET_BIT (E);
  return TYROS_SET_BIT (field_or_coast);
}

/* ---- grid ---- */

static void
test_grid_cells (void)
{
  guint r1, c1;

  /* Positions relative to field 1 (top left): independent of 0/1-based rows. */
  tyros_board_field_position (1, &r1, &c1);
  for (int r = 0; r < 5; r++)
    for (int c = 0; c < 7; c++)
      {
        TyrosField field = -99;
        TyrosCellKind kind = tyros_board_cell (r1 + r, c1 + c, &field);

        if (ref_grid[r][c] == SEA)
          g_assert_cmpint (kind, ==, TYROS_CELL_OPEN_SEA);
        else if (ref_grid[r][c] == DES)
          g_assert_cmpint (kind, ==, TYROS_CELL_DESERT);
        else
          {
            guint fr, fc;

            g_assert_cmpint (kind, ==, TYROS_CELL_FIELD);
            g_assert_cmpint (field, ==, ref_grid[r][c]);
            tyros_board_field_position (ref_grid[r][c], &fr, &fc);
            g_assert_cmpuint (fr, ==, r1 + r);
            g_assert_cmpuint (fc, ==, c1 + c);
          }
      }
}

static void
test_fields_valid (void)
{
  for (int f = 1; f <= 33; f++)
    g_assert_true (tyros_field_is_valid (f));
  g_assert_false (tyros_field_is_valid (0));
  g_assert_false (tyros_field_is_valid (34));
  g_assert_false (tyros_field_is_valid (-1));
  g_assert_cmpint (tyros_coast_field (E), ==, 16);
  g_assert_cmpint (tyros_coast_field (W), ==, 16);
  g_assert_cmpint (tyros_coast_field (T), ==, T);
  g_assert_cmpuint (tyros_field_coasts (16), ==, TYROS_SET_BIT (W) | TYROS_SET_BIT (E));
  g_assert_cmpuint (tyros_field_coasts (23), ==, TYROS_SET_BIT (23));
  g_assert_cmpuint (tyros_field_coasts (T), ==, TYROS_SET_BIT (T));
}

/* Grid adjacency of every pair of fields, including Tyros. */
static void
test_grid_adjacency (void)
{
  for (int a = 1; a <= 33; a++)
    {
      TyrosSet expected = 0;

      for (int b = 1; b <= 33; b++)
        {
          if (a == b)
            continue;
          if (ref_adjacent (a, b) != tyros_board_fields_adjacent (a, b))
            g_error ("adjacency of %d and %d: expected %d", a, b, ref_adjacent (a, b));
          if (ref_adjacent (a, b))
            expected |= TYROS_SET_BIT (b);
        }
      g_assert_cmphex (tyros_board_field_neighbours (a), ==, expected);
    }
  /* Tyros' grid neighbours are 31, 32 and the open sea. */
  g_assert_cmphex (tyros_board_field_neighbours (T), ==, TYROS_SET_BIT (31) | TYROS_SET_BIT (32));
  /* 5 and 14 are not neighbours (the desert is between), nor 23 and T, nor 27 and 28. */
  g_assert_false (tyros_board_fields_adjacent (5, 14));
  g_assert_false (tyros_board_fields_adjacent (23, T));
  g_assert_false (tyros_board_fields_adjacent (27, 28));
}

/* ---- sea ---- */

static void
test_sea_connections_all_pairs (void)
{
  for (int a = 1; a < TYROS_N_COASTS; a++)
    for (int b = 1; b < TYROS_N_COASTS; b++)
      {
        if (a == b)
          continue;
        if (ref_conn[a][b] != tyros_board_sea_connected (a, b))
          g_error ("sea connection %s-%s: expected %s", tyros_coast_to_string (a),
                   tyros_coast_to_string (b), ref_conn[a][b] ? "open" : "closed");
      }
}

static void
test_sea_coast_neighbours (void)
{
  for (int a = 1; a < TYROS_N_COASTS; a++)
    {
      TyrosSet expected = 0;

      for (int b = 1; b < TYROS_N_COASTS; b++)
        if (ref_conn[a][b])
          expected |= TYROS_SET_BIT (b);
      g_assert_cmphex (tyros_board_coast_neighbours (a), ==, expected);
    }
  g_assert_cmphex (tyros_board_coast_neighbours (E), ==, TYROS_SET_BIT (15) | TYROS_SET_BIT (17));
  g_assert_cmphex (tyros_board_coast_neighbours (W), ==, TYROS_SET_BIT (11) | TYROS_SET_BIT (17));
}

static void
check_link (const RefLink *ref, gboolean open)
{
  const TyrosSeaLink *link = tyros_board_sea_link (ref->a, ref->b);
  const TyrosSeaLink *back = tyros_board_sea_link (ref->b, ref->a);
  g_auto(GStrv) provs = g_strsplit (ref->prov, "|", -1);

  if (link == NULL)
    g_error ("no sea link %s-%s", tyros_coast_to_string (ref->a), tyros_coast_to_string (ref->b));
  g_assert_true (link == back);
  g_assert_cmpint (link->open, ==, open);
  if (!g_strv_contains ((const char *const *) provs, tyros_provenance_to_string (link->provenance)))
    g_error ("provenance of %s-%s: expected %s, got %s", tyros_coast_to_string (ref->a),
             tyros_coast_to_string (ref->b), ref->prov, tyros_provenance_to_string (link->provenance));
}

static void
test_sea_links_provenance (void)
{
  const TyrosSeaLink *links;
  guint n = 0, n_open = 0, n_closed = 0;

  for (guint i = 0; i < G_N_ELEMENTS (ref_open); i++)
    check_link (&ref_open[i], TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (ref_closed); i++)
    check_link (&ref_closed[i], FALSE);

  /* The core's list holds exactly these, and only between grid neighbours. */
  links = tyros_board_sea_links (&n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (ref_adjacent (coast_to_field (links[i].a), coast_to_field (links[i].b)));
      g_assert_cmpint (links[i].open, ==, ref_conn[links[i].a][links[i].b]);
      if (links[i].open)
        n_open++;
      else
        n_closed++;
    }
  g_assert_cmpuint (n_open, ==, G_N_ELEMENTS (ref_open));
  g_assert_cmpuint (n_closed, >=, G_N_ELEMENTS (ref_closed));
  g_assert_cmpstr (tyros_provenance_to_string (TYROS_PROVENANCE_RULEBOOK), ==, "R");
  g_assert_cmpstr (tyros_provenance_to_string (TYROS_PROVENANCE_RULEBOOK_ITALIAN), ==, "R-it");
  g_assert_cmpstr (tyros_provenance_to_string (TYROS_PROVENANCE_INFERRED), ==, "I");
}

/* Grid adjacency and sea connection are different relations. */
static void
test_adjacent_not_connected (void)
{
  static const int pairs[][2] = { { 29, 30 }, { 10, 15 }, { 21, 26 }, { 1, 6 }, { 2, 7 }, { 20, 25 } };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_assert_true (tyros_board_fields_adjacent (pairs[i][0], pairs[i][1]));
      g_assert_false (tyros_board_sea_connected (pairs[i][0], pairs[i][1]));
    }
  /* 16 and 21 are grid neighbours, but neither coast reaches 21. */
  g_assert_true (tyros_board_fields_adjacent (16, 21));
  g_assert_false (tyros_board_sea_connected (E, 21));
  g_assert_false (tyros_board_sea_connected (W, 21));
  /* Every open link joins grid neighbours. */
  for (guint i = 0; i < G_N_ELEMENTS (ref_open); i++)
    g_assert_true (tyros_board_fields_adjacent (coast_to_field (ref_open[i].a),
                                                coast_to_field (ref_open[i].b)));
}

/* Nothing touches the open sea or the desert: the fields around them are not
 * joined across them. */
static void
test_open_sea_desert_closed (void)
{
  static const int across[][2] = {
    { 23, T }, { 27, 28 }, { 23, 28 }, { 27, T }, { 28, T }, /* round the open sea */
    { 5, 14 }, { 9, 14 }, { 5, 9 },                           /* round the desert */
  };

  for (guint i = 0; i < G_N_ELEMENTS (across); i++)
    {
      g_assert_false (tyros_board_sea_connected (across[i][0], across[i][1]));
      g_assert_null (tyros_board_sea_link (across[i][0], across[i][1]));
    }
  /* 28 -> T goes round by 32 (2 steps), 23 -> T round by 24 28 32 (4). */
  g_assert_cmpuint (tyros_board_sea_distance (set_of (28), set_of (T)), ==, 2);
  g_assert_cmpuint (tyros_board_sea_distance (set_of (23), set_of (T)), ==, 4);
  /* 9 -> 14 round by 13 (2), 5 -> 14: 5 4 9 13 14 (4). */
  g_assert_cmpuint (tyros_board_sea_distance (set_of (9), set_of (14)), ==, 2);
  g_assert_cmpuint (tyros_board_sea_distance (set_of (5), set_of (14)), ==, 4);
}

/* Field 16: 16e-16w is not a step; 15 16e 17 16w 11 is four. */
static void
test_field16_coasts (void)
{
  g_autoptr(GPtrArray) routes = NULL;
  static const int expected[] = { 15, E, 17, W, 11 };
  gboolean found = FALSE;

  g_assert_false (tyros_board_sea_connected (E, W));
  g_assert_null (tyros_board_sea_link (E, W));
  g_assert_cmpuint (tyros_board_sea_distance (set_of (E), TYROS_SET_BIT (W)), ==, 2);
  g_assert_cmpuint (tyros_board_sea_distance (set_of (15), set_of (11)), ==, 4);

  routes = tyros_board_shortest_routes (set_of (15), set_of (11));
  for (guint i = 0; i < routes->len; i++)
    {
      GArray *route = g_ptr_array_index (routes, i);
      if (route->len == G_N_ELEMENTS (expected) &&
          memcmp (route->data, expected, sizeof expected) == 0)
        found = TRUE;
    }
  g_assert_true (found);

  /* From either coast: the whole of 16 to 10 is 2 (16w 11 10). */
  g_assert_cmpuint (tyros_board_sea_distance (set_of (16), set_of (10)), ==, 2);
  g_assert_cmpuint (tyros_board_sea_distance (set_of (E), set_of (10)), ==, 4);
  g_assert_cmpuint (tyros_board_sea_distance (set_of (15), set_of (16)), ==, 1);
  g_assert_cmpuint (tyros_board_sea_distance (set_of (15), TYROS_SET_BIT (W)), ==, 3);
}

/* ---- route examples (docs/board.md), data-driven ---- */

typedef struct {
  const char *name;
  int from, to;          /* 16 = either coast */
  guint steps;
  gboolean exact;        /* the listed routes are all the shortest routes */
  int routes[3][8];      /* each starting with from, ending with 0 */
} RouteCase;

static const RouteCase route_cases[] = {
  { "T-23", T, 23, 4, TRUE,
    { { T, 31, 27, 22, 23, 0 }, { T, 32, 28, 24, 23, 0 } } },
  /* Not exact: 31 27 26 25 29 (26-27 inferred) is also 4 steps. */
  { "31-29", 31, 29, 4, FALSE, { { 31, 30, 26, 25, 29, 0 }, { 31, 27, 26, 25, 29, 0 } } },
  { "22-8", 22, 8, 3, TRUE, { { 22, 17, 12, 8, 0 } } },
  /* Not exact: 22 21 20 15 (inferred links) is also 3 steps. */
  { "22-15", 22, 15, 3, FALSE, { { 22, 17, E, 15, 0 }, { 22, 21, 20, 15, 0 } } },
  { "15-10", 15, 10, 5, FALSE,
    { { 15, E, 17, W, 11, 10, 0 }, { 15, E, 17, 12, 11, 10, 0 } } },
};

static gboolean
route_equal (GArray *route, const int *ref)
{
  guint n = 0;

  while (ref[n] != 0)
    n++;
  if (route->len != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_array_index (route, TyrosCoast, i) != ref[i])
      return FALSE;
  return TRUE;
}

static void
test_route_example (gconstpointer data)
{
  const RouteCase *rc = data;
  g_autoptr(GPtrArray) routes = tyros_board_shortest_routes (set_of (rc->from), set_of (rc->to));
  guint n_ref = 0;

  g_assert_cmpuint (tyros_board_sea_distance (set_of (rc->from), set_of (rc->to)), ==, rc->steps);
  g_assert_cmpuint (tyros_board_sea_distance (set_of (rc->to), set_of (rc->from)), ==, rc->steps);
  g_assert_cmpuint (routes->len, >, 0);

  /* Nothing shorter, nothing longer: every route returned has rc->steps steps
   * and is a real sea path from from to to. */
  for (guint i = 0; i < routes->len; i++)
    {
      GArray *route = g_ptr_array_index (routes, i);

      g_assert_cmpuint (route->len, ==, rc->steps + 1);
      g_assert_true (TYROS_SET_HAS (set_of (rc->from), g_array_index (route, TyrosCoast, 0)));
      g_assert_true (TYROS_SET_HAS (set_of (rc->to), g_array_index (route, TyrosCoast, route->len - 1)));
      for (guint s = 1; s < route->len; s++)
        g_assert_true (ref_conn[g_array_index (route, TyrosCoast, s - 1)][g_array_index (route, TyrosCoast, s)]);
    }

  for (guint r = 0; r < G_N_ELEMENTS (rc->routes) && rc->routes[r][0] != 0; r++)
    {
      gboolean found = FALSE;

      n_ref++;
      for (guint i = 0; i < routes->len; i++)
        found = found || route_equal (g_ptr_array_index (routes, i), rc->routes[r]);
      if (!found)
        g_error ("%s: rulebook route %u not among the shortest", rc->name, r);
    }
  if (rc->exact)
    g_assert_cmpuint (routes->len, ==, n_ref);
}

typedef struct {
  const char *name;
  int steps[4];   /* a route as given, 0-terminated */
  int bad_step;   /* index of the first step with no sea */
} IllegalCase;

static const IllegalCase illegal_cases[] = {
  { "31-30-29", { 31, 30, 29, 0 }, 2 },
  { "26-21-16", { 26, 21, 16, 0 }, 1 },
  { "15-10", { 15, 10, 0 }, 1 },
};

static void
test_route_illegal (gconstpointer data)
{
  const IllegalCase *ic = data;

  for (int i = 1; ic->steps[i] != 0; i++)
    {
      int a = ic->steps[i - 1], b = ic->steps[i];
      gboolean joined;

      /* 16 stands for either coast. */
      joined = tyros_board_sea_connected (a == 16 ? W : a, b == 16 ? W : b) ||
               tyros_board_sea_connected (a == 16 ? E : a, b == 16 ? E : b);
      if (i < ic->bad_step)
        g_assert_true (joined);
      else if (i == ic->bad_step)
        g_assert_false (joined);
      /* the grid still calls them neighbours */
      g_assert_true (tyros_board_fields_adjacent (a, b));
    }
}

/* Every distance against a BFS over the reference table; every field is
 * reachable from every other. */
static void
test_all_distances (void)
{
  for (int a = 1; a < TYROS_N_COASTS; a++)
    {
      guint ref[TYROS_N_COASTS], got[TYROS_N_COASTS];

      ref_distances (a, ref);
      tyros_board_sea_distances (TYROS_SET_BIT (a), got);
      for (int b = 1; b < TYROS_N_COASTS; b++)
        {
          g_assert_cmpuint (ref[b], !=, TYROS_UNREACHABLE);
          if (ref[b] != got[b])
            g_error ("distance %s -> %s: expected %u, got %u", tyros_coast_to_string (a),
                     tyros_coast_to_string (b), ref[b], got[b]);
          g_assert_cmpuint (tyros_board_sea_distance (TYROS_SET_BIT (a), TYROS_SET_BIT (b)), ==, ref[b]);
        }
    }
}

/* Number of shortest routes: the core's list has every one, once. */
static guint
ref_count_routes (int from, int to)
{
  guint dist[TYROS_N_COASTS];
  guint count[TYROS_N_COASTS] = { 0 };
  int order[TYROS_N_COASTS], n = 0;

  ref_distances (from, dist);
  for (guint d = 0; d < TYROS_N_COASTS; d++)
    for (int c = 1; c < TYROS_N_COASTS; c++)
      if (dist[c] == d)
        order[n++] = c;
  count[from] = 1;
  for (int i = 1; i < n; i++)
    for (int p = 1; p < TYROS_N_COASTS; p++)
      if (ref_conn[p][order[i]] && dist[p] + 1 == dist[order[i]])
        count[order[i]] += count[p];
  return count[to];
}

static void
test_route_counts (void)
{
  for (int a = 1; a < TYROS_N_COASTS; a++)
    for (int b = 1; b < TYROS_N_COASTS; b++)
      {
        g_autoptr(GPtrArray) routes = NULL;

        if (a == b)
          continue;
        routes = tyros_board_shortest_routes (TYROS_SET_BIT (a), TYROS_SET_BIT (b));
        g_assert_cmpuint (routes->len, ==, ref_count_routes (a, b));
        for (guint i = 1; i < routes->len; i++)
          g_assert_false (memcmp (((GArray *) routes->pdata[i - 1])->data,
                                  ((GArray *) routes->pdata[i])->data,
                                  ((GArray *) routes->pdata[i])->len * sizeof (TyrosCoast)) == 0);
      }
}

/* ---- names ---- */

typedef struct { const char *text; gboolean ok; int field; int coast; } ParseCase;

static const ParseCase parse_cases[] = {
  { "1", TRUE, 1, 1 }, { "32", TRUE, 32, 32 }, { "T", TRUE, T, T },
  { "16", TRUE, 16, TYROS_COAST_NONE }, { "16w", TRUE, 16, W }, { "16e", TRUE, 16, E },
  { "0", FALSE, 0, 0 }, { "33", FALSE, 0, 0 }, { "34", FALSE, 0, 0 }, { "X", FALSE, 0, 0 },
  { "", FALSE, 0, 0 }, { "t", FALSE, 0, 0 }, { "16x", FALSE, 0, 0 }, { "07", FALSE, 0, 0 },
  { " 7", FALSE, 0, 0 }, { "-1", FALSE, 0, 0 }, { "17w", FALSE, 0, 0 },
};

static void
test_place_parse (gconstpointer data)
{
  const ParseCase *pc = data;
  TyrosPlace place = { -7, -7 };
  gboolean ok = tyros_place_parse (pc->text, &place);

  g_assert_cmpint (ok, ==, pc->ok);
  if (!ok)
    return;
  g_assert_cmpint (place.field, ==, pc->field);
  g_assert_cmpint (place.coast, ==, pc->coast);
  g_assert_cmpstr (tyros_place_to_string (&place), ==, pc->text);
}

static void
test_names (void)
{
  g_assert_cmpstr (tyros_field_to_string (T), ==, "T");
  g_assert_cmpstr (tyros_field_to_string (16), ==, "16");
  g_assert_cmpstr (tyros_coast_to_string (W), ==, "16w");
  g_assert_cmpstr (tyros_coast_to_string (E), ==, "16e");
  g_assert_cmpstr (tyros_coast_to_string (T), ==, "T");
  g_assert_cmpstr (tyros_coast_to_string (9), ==, "9");
}

/* The links to draw for a group's board: the printed ones with the group's
 * corrections, which say where they come from; every pair a group may name is
 * one of the printed links. */
static void
test_links_of_group_board (void)
{
  g_autoptr(TyrosBoard) board = tyros_board_new ();
  g_autoptr(GArray) printed = tyros_board_links (NULL);
  g_autoptr(GArray) shown = NULL;
  guint n_printed, n_21_26 = 0, n_16e_21 = 0;

  tyros_board_sea_links (&n_printed);
  g_assert_cmpuint (printed->len, ==, n_printed);
  g_assert_false (tyros_board_sea_link (21, 26)->open);
  g_assert_false (tyros_board_sea_link (TYROS_COAST_16E, 21)->open);
  g_assert_null (tyros_board_sea_link (TYROS_COAST_16W, 21));

  g_assert_true (tyros_board_set_passage (board, 26, 21, TRUE));
  g_assert_true (tyros_board_set_passage (board, TYROS_COAST_16E, 21, TRUE));
  /* the west coast does not face 21: no pair to add */
  g_assert_false (tyros_board_set_passage (board, TYROS_COAST_16W, 21, TRUE));
  shown = tyros_board_links (board);
  g_assert_cmpuint (shown->len, ==, n_printed);
  for (guint i = 0; i < shown->len; i++)
    {
      const TyrosSeaLink *link = &g_array_index (shown, TyrosSeaLink, i);
      TyrosSet pair = TYROS_SET_BIT (link->a) | TYROS_SET_BIT (link->b);

      if (pair == (TYROS_SET_BIT (21) | TYROS_SET_BIT (26)))
        n_21_26++;
      else if (pair == (TYROS_SET_BIT (TYROS_COAST_16E) | TYROS_SET_BIT (21)))
        n_16e_21++;
      else
        {
          g_assert_cmpint (link->provenance, !=, TYROS_PROVENANCE_GROUP);
          continue;
        }
      g_assert_true (link->open);
      g_assert_cmpint (link->provenance, ==, TYROS_PROVENANCE_GROUP);
    }
  g_assert_cmpuint (n_21_26, ==, 1);
  g_assert_cmpuint (n_16e_21, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ref_init ();

  g_test_add_func ("/board/grid/cells", test_grid_cells);
  g_test_add_func ("/board/grid/fields-valid", test_fields_valid);
  g_test_add_func ("/board/grid/adjacency", test_grid_adjacency);
  g_test_add_func ("/board/sea/connections-all-pairs", test_sea_connections_all_pairs);
  g_test_add_func ("/board/sea/coast-neighbours", test_sea_coast_neighbours);
  g_test_add_func ("/board/sea/links-provenance", test_sea_links_provenance);
  g_test_add_func ("/board/sea/adjacent-not-connected", test_adjacent_not_connected);
  g_test_add_func ("/board/sea/open-sea-desert-closed", test_open_sea_desert_closed);
  g_test_add_func ("/board/sea/field16-coasts", test_field16_coasts);
  g_test_add_func ("/board/sea/all-distances", test_all_distances);
  g_test_add_func ("/board/sea/route-counts", test_route_counts);
  for (guint i = 0; i < G_N_ELEMENTS (route_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board/example/legal/%s", route_cases[i].name);
      g_test_add_data_func (path, &route_cases[i], test_route_example);
    }
  for (guint i = 0; i < G_N_ELEMENTS (illegal_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board/example/illegal/%s", illegal_cases[i].name);
      g_test_add_data_func (path, &illegal_cases[i], test_route_illegal);
    }
  for (guint i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board/parse/%u", i);
      g_test_add_data_func (path, &parse_cases[i], test_place_parse);
    }
  g_test_add_func ("/board/names", test_names);
  g_test_add_func ("/board/links-of-group-board", test_links_of_group_board);
  return g_test_run ();
}
