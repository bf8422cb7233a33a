/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board.c: the board of docs/board.md as data (docs-board-links checks that
 * the page lists the links below) */
#define G_LOG_DOMAIN "tyros-board"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-board.h"

#define OPEN_SEA -1
#define DESERT -2
#define T TYROS_FIELD_TYROS

static const int grid[TYROS_BOARD_ROWS][TYROS_BOARD_COLS] = {
  { 1, 6,      10, 15, 20, 25,       29 },
  { 2, 7,      11, 16, 21, 26,       30 },
  { 3, 8,      12, 17, 22, 27,       31 },
  { 4, 9,      13, 18, 23, OPEN_SEA, T  },
  { 5, DESERT, 14, 19, 24, 28,       32 },
};

#define R TYROS_PROVENANCE_RULEBOOK
#define RIT TYROS_PROVENANCE_RULEBOOK_ITALIAN
#define I TYROS_PROVENANCE_INFERRED
#define E TYROS_COAST_16E
#define W TYROS_COAST_16W

/* Every pair of grid neighbours among the fields, open or closed. Pairs that
 * touch the open sea or the desert are closed and not listed. */
static const TyrosSeaLink links[] = {
  { T, 31, TRUE, R }, { T, 32, TRUE, R }, { 30, 31, TRUE, R },
  { 26, 30, TRUE, R }, { 25, 26, TRUE, R }, { 25, 29, TRUE, R },
  { 27, 31, TRUE, R }, { 22, 27, TRUE, R }, { 17, 22, TRUE, R },
  { 22, 23, TRUE, R }, { 23, 24, TRUE, R }, { 24, 28, TRUE, R },
  { 28, 32, TRUE, R }, { 12, 17, TRUE, R }, { 8, 12, TRUE, R },
  { 15, E, TRUE, R }, { E, 17, TRUE, R }, { W, 17, TRUE, R },
  { 11, W, TRUE, R }, { 10, 11, TRUE, R }, { 11, 12, TRUE, R },
  { 1, 2, TRUE, I }, { 2, 3, TRUE, I }, { 3, 4, TRUE, I },
  { 4, 5, TRUE, I }, { 3, 8, TRUE, I }, { 4, 9, TRUE, I },
  { 6, 7, TRUE, I }, { 7, 8, TRUE, I }, { 8, 9, TRUE, I },
  { 6, 10, TRUE, I }, { 7, 11, TRUE, I }, { 9, 13, TRUE, I },
  { 12, 13, TRUE, I }, { 13, 14, TRUE, I }, { 13, 18, TRUE, I },
  { 14, 19, TRUE, I }, { 17, 18, TRUE, I }, { 18, 19, TRUE, I },
  { 18, 23, TRUE, I }, { 19, 24, TRUE, I }, { 15, 20, TRUE, I },
  { 20, 21, TRUE, I }, { 21, 22, TRUE, I }, { 26, 27, TRUE, I },
  /* land between */
  { 29, 30, FALSE, R },   /* "31 - 30 - 29" is illegal */
  { 10, 15, FALSE, R },   /* "15 directly to 10" is illegal */
  { E, 21, FALSE, RIT },  /* from 16e only to 15 or 17 */
  { 21, 26, FALSE, I },   /* "26 - 21 - 16" is illegal; 16-21 alone explains it */
  { 1, 6, FALSE, I }, { 2, 7, FALSE, I }, { 20, 25, FALSE, I },
};

#undef R
#undef RIT
#undef I
#undef E
#undef W
#undef T

static const char *const coast_names[TYROS_N_COASTS] = {
  "", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14",
  "15", "16w", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27",
  "28", "29", "30", "31", "32", "T", "16e",
};

TyrosCellKind
tyros_board_cell (guint       row,
                  guint       col,
                  TyrosField *field)
{
  int value;

  g_return_val_if_fail (row < TYROS_BOARD_ROWS && col < TYROS_BOARD_COLS, TYROS_CELL_OPEN_SEA);

  value = grid[row][col];
  if (field != NULL)
    *field = value > 0 ? value : TYROS_FIELD_NONE;
  if (value == OPEN_SEA)
    return TYROS_CELL_OPEN_SEA;
  if (value == DESERT)
    return TYROS_CELL_DESERT;
  return TYROS_CELL_FIELD;
}

void
tyros_board_field_position (TyrosField  field,
                            guint      *row,
                            guint      *col)
{
  for (guint r = 0; r < TYROS_BOARD_ROWS; r++)
    for (guint c = 0; c < TYROS_BOARD_COLS; c++)
      if (grid[r][c] == field)
        {
          *row = r;
          *col = c;
          return;
        }
  g_return_if_reached ();
}

gboolean
tyros_field_is_valid (TyrosField field)
{
  return field >= 1 && field <= TYROS_FIELD_TYROS;
}

TyrosField
tyros_coast_field (TyrosCoast coast)
{
  return coast == TYROS_COAST_16E ? 16 : coast;
}

TyrosSet
tyros_field_coasts (TyrosField field)
{
  if (field == 16)
    return TYROS_SET_BIT (TYROS_COAST_16W) | TYROS_SET_BIT (TYROS_COAST_16E);
  return TYROS_SET_BIT (field);
}

const char *
tyros_field_to_string (TyrosField field)
{
  if (field == 16)
    return "16";
  g_return_val_if_fail (tyros_field_is_valid (field), "?");
  return coast_names[field];
}

const char *
tyros_coast_to_string (TyrosCoast coast)
{
  g_return_val_if_fail (coast > 0 && coast < TYROS_N_COASTS, "?");
  return coast_names[coast];
}

char *
tyros_coast_display_name (TyrosCoast coast)
{
  if (coast == TYROS_FIELD_TYROS)
    return g_strdup (_("Tyros"));
  if (coast == TYROS_COAST_16W)
    return g_strdup (_("16 (west coast)"));
  if (coast == TYROS_COAST_16E)
    return g_strdup (_("16 (east coast)"));
  return g_strdup (tyros_coast_to_string (coast));
}

gboolean
tyros_place_parse (const char *text,
                   TyrosPlace *place)
{
  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "16"))
    {
      place->field = 16;
      place->coast = TYROS_COAST_NONE;
      return TRUE;
    }
  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    {
      if (g_str_equal (text, coast_names[c]))
        {
          place->field = tyros_coast_field (c);
          place->coast = c;
          return TRUE;
        }
    }
  return FALSE;
}

char *
tyros_place_display_name (const TyrosPlace *place)
{
  if (place->coast == TYROS_COAST_NONE)
    return g_strdup (tyros_field_to_string (place->field));
  return tyros_coast_display_name (place->coast);
}

const char *
tyros_place_to_string (const TyrosPlace *place)
{
  if (place->coast == TYROS_COAST_NONE)
    return tyros_field_to_string (place->field);
  return tyros_coast_to_string (place->coast);
}

gboolean
tyros_board_fields_adjacent (TyrosField a,
                             TyrosField b)
{
  guint ra, ca, rb, cb;

  if (!tyros_field_is_valid (a) || !tyros_field_is_valid (b))
    return FALSE;
  tyros_board_field_position (a, &ra, &ca);
  tyros_board_field_position (b, &rb, &cb);
  return (ra == rb && (ca + 1 == cb || cb + 1 == ca)) ||
         (ca == cb && (ra + 1 == rb || rb + 1 == ra));
}

TyrosSet
tyros_board_field_neighbours (TyrosField field)
{
  static const int steps[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
  TyrosSet set = 0;
  guint row, col;

  g_return_val_if_fail (tyros_field_is_valid (field), 0);
  tyros_board_field_position (field, &row, &col);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      int r = (int) row + steps[i][0];
      int c = (int) col + steps[i][1];

      if (r >= 0 && r < TYROS_BOARD_ROWS && c >= 0 && c < TYROS_BOARD_COLS && grid[r][c] > 0)
        set |= TYROS_SET_BIT (grid[r][c]);
    }
  return set;
}

const TyrosSeaLink *
tyros_board_sea_links (guint *n_links)
{
  *n_links = G_N_ELEMENTS (links);
  return links;
}

const TyrosSeaLink *
tyros_board_sea_link (TyrosCoast a,
                      TyrosCoast b)
{
  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    if ((links[i].a == a && links[i].b == b) || (links[i].a == b && links[i].b == a))
      return &links[i];
  return NULL;
}

gboolean
tyros_board_sea_connected (TyrosCoast a,
                           TyrosCoast b)
{
  const TyrosSeaLink *link = tyros_board_sea_link (a, b);

  return link != NULL && link->open;
}

/* The sea neighbours of every coast on the printed board. */
static const TyrosSet *
printed_neighbours (void)
{
  static TyrosSet neighbours[TYROS_N_COASTS];
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 0; i < G_N_ELEMENTS (links); i++)
        {
          if (!links[i].open)
            continue;
          neighbours[links[i].a] |= TYROS_SET_BIT (links[i].b);
          neighbours[links[i].b] |= TYROS_SET_BIT (links[i].a);
        }
      g_once_init_leave (&initialized, 1);
    }
  return neighbours;
}

TyrosSet
tyros_board_coast_neighbours (TyrosCoast coast)
{
  return tyros_sea_neighbours (NULL, coast);
}

/* A group's board */

struct _TyrosBoard
{
  TyrosSet  neighbours[TYROS_N_COASTS];
  GArray   *passages;  /* TyrosPassage */
};

static void
board_clear (gpointer data)
{
  TyrosBoard *board = data;

  g_array_unref (board->passages);
}

TyrosBoard *
tyros_board_new (void)
{
  TyrosBoard *board = g_atomic_rc_box_new0 (TyrosBoard);

  memcpy (board->neighbours, printed_neighbours (), sizeof board->neighbours);
  board->passages = g_array_new (FALSE, FALSE, sizeof (TyrosPassage));
  return board;
}

TyrosBoard *
tyros_board_copy (const TyrosBoard *board)
{
  TyrosBoard *copy = tyros_board_new ();

  for (guint i = 0; board != NULL && i < board->passages->len; i++)
    {
      const TyrosPassage *passage = &g_array_index (board->passages, TyrosPassage, i);

      tyros_board_set_passage (copy, passage->a, passage->b, passage->open);
    }
  return copy;
}

TyrosBoard *
tyros_board_ref (TyrosBoard *board)
{
  return g_atomic_rc_box_acquire (board);
}

void
tyros_board_unref (TyrosBoard *board)
{
  if (board != NULL)
    g_atomic_rc_box_release_full (board, board_clear);
}

gboolean
tyros_board_pair_is_valid (TyrosCoast a,
                           TyrosCoast b)
{
  if (a <= TYROS_COAST_NONE || a >= TYROS_N_COASTS || b <= TYROS_COAST_NONE || b >= TYROS_N_COASTS)
    return FALSE;
  /* links lists every pair of grid neighbours, and of the coasts of 16 only
   * the one facing the neighbour (16e-21, not 16w-21) */
  return tyros_board_sea_link (a, b) != NULL;
}

static gboolean
same_pair (const TyrosPassage *passage,
           TyrosCoast          a,
           TyrosCoast          b)
{
  return (passage->a == a && passage->b == b) || (passage->a == b && passage->b == a);
}

gboolean
tyros_board_set_passage (TyrosBoard *board,
                         TyrosCoast  a,
                         TyrosCoast  b,
                         gboolean    open)
{
  TyrosPassage passage = { a, b, open };
  guint i;

  g_return_val_if_fail (board != NULL, FALSE);
  if (!tyros_board_pair_is_valid (a, b))
    return FALSE;
  for (i = 0; i < board->passages->len; i++)
    if (same_pair (&g_array_index (board->passages, TyrosPassage, i), a, b))
      break;
  if (i < board->passages->len)
    g_array_index (board->passages, TyrosPassage, i) = passage;
  else
    g_array_append_val (board->passages, passage);
  if (open)
    {
      board->neighbours[a] |= TYROS_SET_BIT (b);
      board->neighbours[b] |= TYROS_SET_BIT (a);
    }
  else
    {
      board->neighbours[a] &= ~TYROS_SET_BIT (b);
      board->neighbours[b] &= ~TYROS_SET_BIT (a);
    }
  return TRUE;
}

guint
tyros_board_get_n_passages (const TyrosBoard *board)
{
  return board != NULL ? board->passages->len : 0;
}

const TyrosPassage *
tyros_board_get_passage (const TyrosBoard *board,
                         guint             index)
{
  g_return_val_if_fail (index < tyros_board_get_n_passages (board), NULL);
  return &g_array_index (board->passages, TyrosPassage, index);
}

GArray *
tyros_board_links (const TyrosBoard *board)
{
  GArray *shown = g_array_sized_new (FALSE, FALSE, sizeof (TyrosSeaLink), G_N_ELEMENTS (links));
  guint n_printed;

  g_array_append_vals (shown, links, G_N_ELEMENTS (links));
  n_printed = shown->len;
  for (guint i = 0; i < tyros_board_get_n_passages (board); i++)
    {
      const TyrosPassage *passage = tyros_board_get_passage (board, i);
      TyrosSeaLink corrected = { passage->a, passage->b, passage->open, TYROS_PROVENANCE_GROUP };
      guint k;

      for (k = 0; k < n_printed; k++)
        if (same_pair (passage, g_array_index (shown, TyrosSeaLink, k).a, g_array_index (shown, TyrosSeaLink, k).b))
          break;
      /* a valid pair is always one of the printed links */
      if (k < n_printed)
        g_array_index (shown, TyrosSeaLink, k) = corrected;
    }
  return shown;
}

TyrosSet
tyros_sea_neighbours (const TyrosBoard *board,
                      TyrosCoast        coast)
{
  g_return_val_if_fail (coast > 0 && coast < TYROS_N_COASTS, 0);
  return board != NULL ? board->neighbours[coast] : printed_neighbours ()[coast];
}

gboolean
tyros_sea_connected (const TyrosBoard *board,
                     TyrosCoast        a,
                     TyrosCoast        b)
{
  if (a <= TYROS_COAST_NONE || a >= TYROS_N_COASTS || b <= TYROS_COAST_NONE || b >= TYROS_N_COASTS)
    return FALSE;
  return TYROS_SET_HAS (tyros_sea_neighbours (board, a), b);
}

const char *
tyros_provenance_to_string (TyrosProvenance provenance)
{
  switch (provenance)
    {
    case TYROS_PROVENANCE_RULEBOOK: return "R";
    case TYROS_PROVENANCE_RULEBOOK_ITALIAN: return "R-it";
    case TYROS_PROVENANCE_GROUP: return "G";
    case TYROS_PROVENANCE_INFERRED:
    default: return "I";
    }
}

const char *
tyros_provenance_display_name (TyrosProvenance provenance)
{
  switch (provenance)
    {
    /* Translators: after a list of neighbouring fields, in brackets: "sea to
     * 22, 24 (in the rules)"; where a player can read that it is so */
    case TYROS_PROVENANCE_RULEBOOK: return _("in the rules");
    /* Translators: "land to 21 (in the Italian rules only)" */
    case TYROS_PROVENANCE_RULEBOOK_ITALIAN: return _("in the Italian rules only");
    /* Translators: "sea to 18 (as on your board)": the players' own printed board */
    case TYROS_PROVENANCE_GROUP: return _("as on your board");
    /* Translators: "sea to 18 (drawn on the map, not in the rules)": a link no
     * rulebook names, read from the picture of the board */
    case TYROS_PROVENANCE_INFERRED:
    default: return _("drawn on the map, not in the rules");
    }
}

void
tyros_board_sea_distances (TyrosSet from,
                           guint    distance[TYROS_N_COASTS])
{
  tyros_sea_distances (NULL, from, distance);
}

guint
tyros_board_sea_distance (TyrosSet from,
                          TyrosSet to)
{
  return tyros_sea_distance (NULL, from, to);
}

GPtrArray *
tyros_board_shortest_routes (TyrosSet from,
                             TyrosSet to)
{
  return tyros_sea_shortest_routes (NULL, from, to);
}

void
tyros_sea_distances (const TyrosBoard *board,
                     TyrosSet          from,
                     guint             distance[TYROS_N_COASTS])
{
  TyrosSet frontier = from & ~G_GUINT64_CONSTANT (1);
  TyrosSet seen = frontier;

  for (int c = 0; c < TYROS_N_COASTS; c++)
    distance[c] = TYROS_SET_HAS (frontier, c) ? 0 : TYROS_UNREACHABLE;

  for (guint d = 1; frontier != 0; d++)
    {
      TyrosSet next = 0;

      for (int c = tyros_set_next (frontier, 0); c >= 0; c = tyros_set_next (frontier, c))
        next |= tyros_sea_neighbours (board, c);
      next &= ~seen;
      for (int c = tyros_set_next (next, 0); c >= 0; c = tyros_set_next (next, c))
        distance[c] = d;
      seen |= next;
      frontier = next;
    }
}

guint
tyros_sea_distance (const TyrosBoard *board,
                    TyrosSet          from,
                    TyrosSet          to)
{
  guint distance[TYROS_N_COASTS];
  guint best = TYROS_UNREACHABLE;

  tyros_sea_distances (board, from, distance);
  for (int c = tyros_set_next (to, 0); c >= 0; c = tyros_set_next (to, c))
    best = MIN (best, distance[c]);
  return best;
}

/* Walks back from @coast to a start, one step nearer each time, and adds every
 * route found (the path is built backwards in @tail). */
static void
collect_routes (const TyrosBoard *board,
                const guint  distance[TYROS_N_COASTS],
                TyrosCoast   coast,
                GArray      *tail,
                GPtrArray   *routes)
{
  TyrosSet previous;

  g_array_append_val (tail, coast);
  if (distance[coast] == 0)
    {
      GArray *route = g_array_sized_new (FALSE, FALSE, sizeof (TyrosCoast), tail->len);

      for (guint i = tail->len; i > 0; i--)
        g_array_append_val (route, g_array_index (tail, TyrosCoast, i - 1));
      g_ptr_array_add (routes, route);
    }
  else
    {
      previous = tyros_sea_neighbours (board, coast);
      for (int c = tyros_set_next (previous, 0); c >= 0; c = tyros_set_next (previous, c))
        if (distance[c] + 1 == distance[coast])
          collect_routes (board, distance, c, tail, routes);
    }
  g_array_set_size (tail, tail->len - 1);
}

static int
compare_routes (gconstpointer a,
                gconstpointer b)
{
  const GArray *ra = *(GArray *const *) a;
  const GArray *rb = *(GArray *const *) b;

  for (guint i = 0; i < ra->len && i < rb->len; i++)
    {
      TyrosCoast ca = g_array_index (ra, TyrosCoast, i);
      TyrosCoast cb = g_array_index (rb, TyrosCoast, i);

      if (ca != cb)
        return ca - cb;
    }
  return (int) ra->len - (int) rb->len;
}

GPtrArray *
tyros_sea_shortest_routes (const TyrosBoard *board,
                           TyrosSet          from,
                           TyrosSet          to)
{
  GPtrArray *routes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GArray) tail = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));
  guint distance[TYROS_N_COASTS];
  guint best;

  tyros_sea_distances (board, from, distance);
  best = tyros_sea_distance (board, from, to);
  if (best == TYROS_UNREACHABLE)
    return routes;
  for (int c = tyros_set_next (to, 0); c >= 0; c = tyros_set_next (to, c))
    if (distance[c] == best)
      collect_routes (board, distance, c, tail, routes);
  g_ptr_array_sort (routes, compare_routes);
  return routes;
}
