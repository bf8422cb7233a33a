/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board.h: the board as data, and the sea routes on it
 *
 * Two relations, kept apart on purpose: grid adjacency (used by empire expansion
 * and founding) and sea connections (used by ships). See docs/board.md.
 */
#pragma once

#include "tyros-types.h"

G_BEGIN_DECLS

#define TYROS_BOARD_ROWS 5
#define TYROS_BOARD_COLS 7

typedef enum {
  TYROS_CELL_FIELD,
  TYROS_CELL_OPEN_SEA,
  TYROS_CELL_DESERT,
} TyrosCellKind;

typedef enum {
  TYROS_PROVENANCE_RULEBOOK,         /* "R": a rulebook example says so */
  TYROS_PROVENANCE_RULEBOOK_ITALIAN, /* "R-it": only the Italian rulebook says so */
  TYROS_PROVENANCE_INFERRED,         /* "I": read off the map, not yet confirmed */
  TYROS_PROVENANCE_GROUP,            /* "G": the group's own board says so */
} TyrosProvenance;

/* One pair of grid neighbours and whether the sea joins them. */
typedef struct {
  TyrosCoast      a;
  TyrosCoast      b;
  gboolean        open;       /* TRUE: a ship may take this step */
  TyrosProvenance provenance;
} TyrosSeaLink;

/* A place named in a route or a file: a field, and a coast when it is known.
 * coast is TYROS_COAST_NONE only for plain "16", whose coast follows from the route. */
typedef struct {
  TyrosField field;
  TyrosCoast coast;
} TyrosPlace;

/* Cells, fields and coasts */
TyrosCellKind   tyros_board_cell                 (guint        row,
                                                  guint        col,
                                                  TyrosField  *field);
void            tyros_board_field_position       (TyrosField   field,
                                                  guint       *row,
                                                  guint       *col);
gboolean        tyros_field_is_valid             (TyrosField   field);
TyrosField      tyros_coast_field                (TyrosCoast   coast);
TyrosSet        tyros_field_coasts               (TyrosField   field);
const char     *tyros_field_to_string            (TyrosField   field); /* "16", "T" */
const char     *tyros_coast_to_string            (TyrosCoast   coast); /* "16w", "16e", "T" */
/* The name in the user's language: "Tyros", "field 16 (east coast)". */
char           *tyros_coast_display_name         (TyrosCoast   coast);
/* Parses "1".."32", "T", "16w", "16e"; plain "16" gives coast TYROS_COAST_NONE. */
gboolean        tyros_place_parse                (const char  *text,
                                                  TyrosPlace  *place);
/* A place in the user's language, as tyros_coast_display_name(); plain 16 is "16". */
char           *tyros_place_display_name         (const TyrosPlace *place);
const char     *tyros_place_to_string            (const TyrosPlace *place);

/* Grid adjacency (expansion, founding) */
gboolean        tyros_board_fields_adjacent      (TyrosField   a,
                                                  TyrosField   b);
TyrosSet        tyros_board_field_neighbours     (TyrosField   field);

/* Sea connections (ships) */
const TyrosSeaLink *tyros_board_sea_links        (guint       *n_links);
const TyrosSeaLink *tyros_board_sea_link         (TyrosCoast   a,
                                                  TyrosCoast   b);
gboolean        tyros_board_sea_connected        (TyrosCoast   a,
                                                  TyrosCoast   b);
TyrosSet        tyros_board_coast_neighbours     (TyrosCoast   coast);
const char     *tyros_provenance_to_string       (TyrosProvenance provenance); /* "R", "R-it", "I" */
/* Where a player can read a link is so, as words for them: "in the rules" */
const char     *tyros_provenance_display_name    (TyrosProvenance provenance);

/* A group's board: the printed board of docs/board.md with the sea passages the
 * group found different on theirs ("open" and "closed" pairs, docs/file-format.md).
 * Shared by reference: a game holds one and its positions point at it. Every
 * function that takes a const TyrosBoard * takes NULL for the printed board. */
typedef struct _TyrosBoard TyrosBoard;

/* One correction: the sea joins @a and @b (open) or not. */
typedef struct {
  TyrosCoast a;
  TyrosCoast b;
  gboolean   open;
} TyrosPassage;

TyrosBoard     *tyros_board_new                  (void);
TyrosBoard     *tyros_board_copy                 (const TyrosBoard *board);
TyrosBoard     *tyros_board_ref                  (TyrosBoard  *board);
void            tyros_board_unref                (TyrosBoard  *board);
/* Only grid neighbours can be named; for 16 the coast facing the other field
 * (16w faces 11 and 17, 16e faces 15, 17 and 21). */
gboolean        tyros_board_pair_is_valid        (TyrosCoast   a,
                                                  TyrosCoast   b);
/* Records a correction (replacing an earlier one of the same pair); FALSE and
 * nothing changes when the pair is not valid. A pair already so is kept too. */
gboolean        tyros_board_set_passage          (TyrosBoard  *board,
                                                  TyrosCoast   a,
                                                  TyrosCoast   b,
                                                  gboolean     open);
/* The corrections, in the order they were made. */
guint           tyros_board_get_n_passages       (const TyrosBoard *board);
const TyrosPassage *tyros_board_get_passage      (const TyrosBoard *board,
                                                  guint        index);
/* Whether the sea joins @a and @b on @board (NULL: the printed board). */
gboolean        tyros_sea_connected              (const TyrosBoard *board,
                                                  TyrosCoast   a,
                                                  TyrosCoast   b);
TyrosSet        tyros_sea_neighbours             (const TyrosBoard *board,
                                                  TyrosCoast   coast);
/* The pairs as on @board, to draw or describe it: the printed links with the
 * group's corrections (provenance GROUP). A GArray of TyrosSeaLink. */
GArray         *tyros_board_links                (const TyrosBoard *board);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosBoard, tyros_board_unref)

/* Sea routes on the empty board. A route is a GArray of TyrosCoast that starts
 * with the coast it leaves from; its number of steps is len - 1. The
 * tyros_sea_* forms take a group's board, the tyros_board_* ones use the
 * printed board. */
#define TYROS_UNREACHABLE G_MAXUINT
void            tyros_sea_distances              (const TyrosBoard *board,
                                                  TyrosSet     from,
                                                  guint        distance[TYROS_N_COASTS]);
guint           tyros_sea_distance               (const TyrosBoard *board,
                                                  TyrosSet     from,
                                                  TyrosSet     to);
GPtrArray      *tyros_sea_shortest_routes        (const TyrosBoard *board,
                                                  TyrosSet     from,
                                                  TyrosSet     to);
void            tyros_board_sea_distances        (TyrosSet     from,
                                                  guint        distance[TYROS_N_COASTS]);
guint           tyros_board_sea_distance         (TyrosSet     from,
                                                  TyrosSet     to);
/* Every shortest route from a coast in @from to a coast in @to, in a stable
 * order; an empty array when the sea does not join them. */
GPtrArray      *tyros_board_shortest_routes      (TyrosSet     from,
                                                  TyrosSet     to);

G_END_DECLS
