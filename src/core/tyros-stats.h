/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-stats.h: play records and the numbers over many plays
 *
 * The one place for the rules of the records (interface.md, third wave): a
 * finished game as a play (each player's seat, total, rank and whether they
 * won, as tyros score and its F7 say), and over many plays per person (a
 * player name exactly as written): games, wins (a shared win is a win for
 * each), win rate, average, best, worst and average rank, the same by
 * edition, player count, seat and colour, head to head and the group's
 * records. Every number can list the plays behind it. The window's Records
 * page and the tyros command (stats, export) both use it.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tyros-game.h"

G_BEGIN_DECLS

/* One player in a play. */
typedef struct {
  char     *name;
  int       player;    /* index in the file's players */
  int       seat;      /* 0 = the start player, then in turn order; -1 unknown (a finished
                        * board entered by hand records no start player) */
  char     *colour;    /* as saved ("#3584e4"), or NULL */
  guint     total;     /* tyros score's total (F6) */
  guint     rank;      /* 1 = highest total; equal totals ordered by F7's tie-break;
                        * players F7 leaves tied share a rank */
  gboolean  winner;    /* among tyros score's winners (F7) */
  guint     cities;    /* cities on the board at the end */
} TyrosPlayResult;

/* A finished game (immutable, reference counted). */
typedef struct {
  char               *file;            /* as the caller named it, or NULL */
  const TyrosEdition *edition;
  guint               n_players;
  /* the "played" keys, NULL when absent */
  char               *started;         /* RFC 3339 with an offset */
  char               *finished;
  char               *location;
  char               *note;
  gint64              file_time;       /* the file's modification time (Unix seconds), 0 unknown:
                                        * set by whoever read the file, before the play is shared;
                                        * dates a play without started or finished (tyros-export.h) */
  TyrosPlayResult     players[TYROS_MAX_PLAYERS]; /* in the file's order */
  TyrosEmpire         largest_empire;  /* F4's first empire */
  guint               largest_size;    /* its fields */
} TyrosPlay;

/* A stored play's totals are at most this: far above any real total (a
 * game gives some 100 points), low enough that sums and averages over any
 * number of plays stay exact. */
#define TYROS_PLAY_MAX_TOTAL 10000

/* NULL when @game is not over (a finished board, a position game, is). */
TyrosPlay  *tyros_play_new   (TyrosGame  *game,
                              const char *file);
/* A play as tyros_play_to_json() stored it (a cache of plays, so that a
 * game need not be read and replayed again); NULL with an error when
 * @node is not such a play, whole and consistent, held to a game file's
 * rules: names as tyros_player_name_is_valid(), each once; the "played"
 * values as tyros_played_value_is_valid(); numbers a game can give. */
TyrosPlay  *tyros_play_new_from_json (JsonNode        *node,
                                      const char      *file,
                                      GError         **error);
JsonNode   *tyros_play_to_json       (const TyrosPlay *play);
/* A copy of @play that shares no memory with it: a snapshot that another
 * thread may count while whoever owns @play renames its players */
TyrosPlay  *tyros_play_copy  (const TyrosPlay *play);
TyrosPlay  *tyros_play_ref   (TyrosPlay  *play);
void        tyros_play_unref (TyrosPlay  *play);
/* The play result of the player with name @name, or NULL. */
const TyrosPlayResult *tyros_play_find_player (const TyrosPlay *play,
                                               const char      *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosPlay, tyros_play_unref)

/* One number's tally: a person's plays, or a part of them. */
typedef struct {
  char      *key;        /* the part: "kosmos", "3", "0" (seat), "#3584e4"; NULL for all */
  guint      games;
  guint      wins;       /* a shared win counts for each winner */
  guint64    total_sum;
  guint      best;       /* highest total */
  guint      worst;      /* lowest total */
  guint      rank_sum;
  GPtrArray *plays;      /* TyrosPlay, the plays behind the numbers, in the order given */
} TyrosTally;

/* wins / games, 0 to 1 (0 when no game) */
double      tyros_tally_win_rate          (const TyrosTally *tally);
/* wins / games in 1/@scale (1000: thousandths, 100: percent), rounded half
 * up as the averages (5 / 16 -> 313 thousandths): exact, for printing */
guint       tyros_tally_win_rate_scaled   (const TyrosTally *tally,
                                           guint             scale);
/* The mean total rounded to one decimal, half away from zero, in tenths
 * (41.25 -> 413): exact, for printing "41.3" without floating point. */
guint       tyros_tally_average_tenths    (const TyrosTally *tally);
double      tyros_tally_average           (const TyrosTally *tally);  /* tenths / 10 */
/* The mean rank, rounded to one decimal as the average, in tenths. */
guint       tyros_tally_average_rank_tenths (const TyrosTally *tally);

typedef enum {
  TYROS_STATS_BY_EDITION,   /* key: the edition's id */
  TYROS_STATS_BY_PLAYERS,   /* key: "3" or "4" */
  TYROS_STATS_BY_SEAT,      /* key: "0" (start player) ... "3"; plays with no seat left out */
  TYROS_STATS_BY_COLOUR,    /* key: the colour as saved; players with none left out */
  TYROS_STATS_N_GROUPINGS,
} TyrosStatsGrouping;

/* One person (a player name exactly as written). */
typedef struct {
  char       *name;
  TyrosTally  all;
  GPtrArray  *by[TYROS_STATS_N_GROUPINGS]; /* TyrosTally, ordered by key */
} TyrosPersonStats;

typedef struct {
  const char *a;
  const char *b;
  guint       games;     /* plays with both */
  guint       a_ahead;   /* of those, plays where a ranked better than b */
  guint       b_ahead;
  GPtrArray  *plays;     /* TyrosPlay, the plays with both */
} TyrosHeadToHead;

typedef enum {
  TYROS_RECORD_HIGHEST_SCORE,   /* a player's total */
  TYROS_RECORD_LARGEST_EMPIRE,  /* an empire's fields at the end */
  TYROS_RECORD_MOST_CITIES,     /* a player's cities at the end */
  TYROS_N_RECORDS,
} TyrosRecordKind;

typedef struct {
  TyrosPlay  *play;     /* one of the plays the TyrosStats keeps (no reference of its own) */
  int         player;   /* the holder; -1 for TYROS_RECORD_LARGEST_EMPIRE */
  TyrosEmpire empire;   /* TYROS_RECORD_LARGEST_EMPIRE only, else TYROS_EMPIRE_NONE */
} TyrosRecordHolder;

/* Who holds a record, once however often: a person, or an empire's colour */
typedef struct {
  const char *name;     /* the player's name as in the play; NULL for TYROS_RECORD_LARGEST_EMPIRE */
  TyrosEmpire empire;   /* TYROS_RECORD_LARGEST_EMPIRE only, else TYROS_EMPIRE_NONE */
  guint       times;    /* how many of the record's holders are this one */
} TyrosRecordHolderCount;

typedef struct {
  TyrosRecordKind kind;
  guint           value;     /* 0 when there is no play */
  GArray         *holders;   /* TyrosRecordHolder: every play (and player) that holds it,
                              * in the order of the plays */
  GArray         *distinct;  /* TyrosRecordHolderCount: each holder once, the most
                              * times first, then the first in the order of the plays */
} TyrosRecord;

typedef struct _TyrosStats TyrosStats;

/* The numbers over @plays (taken as given: the caller filters). */
TyrosStats *tyros_stats_new            (TyrosPlay *const *plays,
                                        guint             n_plays);
void        tyros_stats_free           (TyrosStats       *stats);
guint       tyros_stats_get_n_plays    (const TyrosStats *stats);
TyrosPlay  *tyros_stats_get_play       (const TyrosStats *stats,
                                        guint             index);
/* TyrosPersonStats, ordered by wins, then average (tenths), both highest
 * first, then name (byte order). */
GPtrArray  *tyros_stats_get_people     (const TyrosStats *stats);
const TyrosPersonStats *tyros_stats_find_person (const TyrosStats *stats,
                                                 const char       *name);
/* Free with tyros_head_to_head_free(). */
TyrosHeadToHead *tyros_stats_head_to_head (const TyrosStats *stats,
                                           const char       *a,
                                           const char       *b);
void        tyros_head_to_head_free    (TyrosHeadToHead  *head_to_head);
const TyrosRecord *tyros_stats_get_record (const TyrosStats *stats,
                                           TyrosRecordKind   kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosStats, tyros_stats_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TyrosHeadToHead, tyros_head_to_head_free)

G_END_DECLS
