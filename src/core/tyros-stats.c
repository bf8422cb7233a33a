/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-stats.c: play records and the numbers over many plays */
#define G_LOG_DOMAIN "tyros-stats"

#include "config.h"

#include <string.h>

#include "tyros-stats.h"
#include "tyros-score.h"

/* Plays */

static void
play_clear (TyrosPlay *play)
{
  g_free (play->file);
  g_free (play->started);
  g_free (play->finished);
  g_free (play->location);
  g_free (play->note);
  for (guint p = 0; p < play->n_players; p++)
    {
      g_free (play->players[p].name);
      g_free (play->players[p].colour);
    }
}

static guint
cities_of (const TyrosState *state,
           int               player)
{
  guint n = 0;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    if (state->city[f] == player)
      n++;
  return n;
}

/* Rank: 1 + the players F7 puts ahead, so that players it leaves tied share one */
static guint
rank_of (const TyrosScore *score,
         int               player)
{
  guint ahead = 0;

  for (guint q = 0; q < score->n_players; q++)
    if (tyros_score_compare_players (score, (int) q, player) < 0)
      ahead++;
  return ahead + 1;
}

static gboolean
is_winner (const TyrosScore *score,
           int               player)
{
  for (guint i = 0; i < score->n_winners; i++)
    if (score->winners[i] == player)
      return TRUE;
  return FALSE;
}

TyrosPlay *
tyros_play_new (TyrosGame  *game,
                const char *file)
{
  const TyrosState *state = tyros_game_get_state (game);
  g_autoptr(TyrosScore) score = NULL;
  TyrosPlay *play;
  int start;

  if (!tyros_state_is_over (state))
    return NULL;
  score = tyros_score_compute (state, tyros_game_get_player_names (game));
  play = g_atomic_rc_box_new0 (TyrosPlay);
  play->file = g_strdup (file);
  play->edition = tyros_game_get_edition (game);
  play->n_players = tyros_game_get_n_players (game);
  play->started = g_strdup (tyros_game_get_played (game, TYROS_PLAYED_STARTED));
  play->finished = g_strdup (tyros_game_get_played (game, TYROS_PLAYED_FINISHED));
  play->location = g_strdup (tyros_game_get_played (game, TYROS_PLAYED_LOCATION));
  play->note = g_strdup (tyros_game_get_played (game, TYROS_PLAYED_NOTE));
  play->largest_empire = score->ranking[0].empire;
  play->largest_size = score->ranking[0].size;
  /* A finished board entered by hand has no set-up, so no start player */
  start = tyros_game_is_position (game) ? -1 : tyros_game_get_setup (game)->start_player;
  for (guint p = 0; p < play->n_players; p++)
    {
      TyrosPlayResult *result = &play->players[p];

      result->name = g_strdup (tyros_game_get_player_name (game, (int) p));
      result->player = (int) p;
      result->seat = start < 0 ? -1 : ((int) p - start + (int) play->n_players) % (int) play->n_players;
      result->colour = g_strdup (tyros_game_get_player_colour (game, (int) p));
      result->total = score->players[p].total;
      result->rank = rank_of (score, (int) p);
      result->winner = is_winner (score, (int) p);
      result->cities = cities_of (state, (int) p);
    }
  return play;
}

/* Stored plays */

static void
set_optional_string (JsonObject *object,
                     const char *name,
                     const char *value)
{
  if (value != NULL)
    json_object_set_string_member (object, name, value);
}

JsonNode *
tyros_play_to_json (const TyrosPlay *play)
{
  JsonObject *object = json_object_new ();
  JsonArray *players = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (object, "edition", play->edition->id);
  set_optional_string (object, "started", play->started);
  set_optional_string (object, "finished", play->finished);
  set_optional_string (object, "location", play->location);
  set_optional_string (object, "note", play->note);
  json_object_set_int_member (object, "largest_empire", play->largest_empire);
  json_object_set_int_member (object, "largest_size", play->largest_size);
  for (guint p = 0; p < play->n_players; p++)
    {
      const TyrosPlayResult *result = &play->players[p];
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", result->name);
      json_object_set_int_member (player, "seat", result->seat);
      set_optional_string (player, "colour", result->colour);
      json_object_set_int_member (player, "total", result->total);
      json_object_set_int_member (player, "rank", result->rank);
      json_object_set_boolean_member (player, "winner", result->winner);
      json_object_set_int_member (player, "cities", result->cities);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (object, "players", players);
  json_node_take_object (node, object);
  return node;
}

/* @object's member @name, an integer from @min to @max */
static gboolean
stored_int (JsonObject *object,
            const char *name,
            gint64      min,
            gint64      max,
            gint64     *value)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

/* @object's member @name: absent (NULL), or a string (copied) */
static gboolean
stored_string (JsonObject *object,
               const char *name,
               char      **value)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    return TRUE;
  if (json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  *value = g_strdup (json_node_get_string (node));
  return TRUE;
}

static gboolean
stored_player (JsonNode        *node,
               guint            n_players,
               TyrosPlayResult *result)
{
  JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *winner;
  gint64 seat, total, rank, cities;

  if (player == NULL || !stored_string (player, "name", &result->name) || result->name == NULL ||
      !tyros_player_name_is_valid (result->name, NULL) || !stored_string (player, "colour", &result->colour) ||
      (result->colour != NULL && !tyros_played_value_is_valid (TYROS_PLAYED_NOTE, result->colour, NULL)) ||
      !stored_int (player, "seat", -1, (gint64) n_players - 1, &seat) ||
      !stored_int (player, "total", 0, TYROS_PLAY_MAX_TOTAL, &total) ||
      !stored_int (player, "rank", 1, n_players, &rank) || !stored_int (player, "cities", 0, TYROS_N_FIELDS - 1, &cities))
    return FALSE;
  winner = json_object_get_member (player, "winner");
  if (winner == NULL || json_node_get_value_type (winner) != G_TYPE_BOOLEAN)
    return FALSE;
  result->seat = (int) seat;
  result->total = (guint) total;
  result->rank = (guint) rank;
  result->cities = (guint) cities;
  result->winner = json_node_get_boolean (winner);
  return TRUE;
}

/* @value, a "played" value of a stored play: absent, or as a game file has it */
static gboolean
stored_played_valid (TyrosPlayedKey key,
                     const char    *value)
{
  return value == NULL || tyros_played_value_is_valid (key, value, NULL);
}

/* What tyros_play_new() would have made of a game file: a winner, ranked
 * first, with the highest total; seats all known and different, or all
 * unknown; names each once; "played" values as a file's. */
static gboolean
stored_play_consistent (const TyrosPlay *play)
{
  guint highest = 0, seats = 0;
  gboolean any_winner = FALSE;

  if (!stored_played_valid (TYROS_PLAYED_STARTED, play->started) ||
      !stored_played_valid (TYROS_PLAYED_FINISHED, play->finished) ||
      !stored_played_valid (TYROS_PLAYED_LOCATION, play->location) ||
      !stored_played_valid (TYROS_PLAYED_NOTE, play->note))
    return FALSE;
  for (guint p = 0; p < play->n_players; p++)
    {
      highest = MAX (highest, play->players[p].total);
      for (guint q = 0; q < p; q++)
        if (g_str_equal (play->players[p].name, play->players[q].name))
          return FALSE;
    }
  for (guint p = 0; p < play->n_players; p++)
    {
      const TyrosPlayResult *result = &play->players[p];

      if (result->winner && (result->rank != 1 || result->total != highest))
        return FALSE;
      any_winner |= result->winner;
      if (result->seat >= 0)
        seats |= 1u << result->seat;
    }
  return any_winner && (seats == 0 || seats == (1u << play->n_players) - 1);
}

TyrosPlay *
tyros_play_new_from_json (JsonNode    *node,
                          const char  *file,
                          GError     **error)
{
  JsonObject *object = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  g_autoptr(TyrosPlay) play = g_atomic_rc_box_new0 (TyrosPlay);
  g_autofree char *edition = NULL;
  JsonNode *players_node;
  JsonArray *players;
  gint64 empire, size;

  play->file = g_strdup (file);
  players_node = object != NULL ? json_object_get_member (object, "players") : NULL;
  players = players_node != NULL && JSON_NODE_HOLDS_ARRAY (players_node) ? json_node_get_array (players_node) : NULL;
  if (players == NULL || !stored_string (object, "edition", &edition) || edition == NULL ||
      (play->edition = tyros_edition_lookup (edition)) == NULL ||
      json_array_get_length (players) < TYROS_MIN_PLAYERS || json_array_get_length (players) > TYROS_MAX_PLAYERS ||
      !stored_string (object, "started", &play->started) || !stored_string (object, "finished", &play->finished) ||
      !stored_string (object, "location", &play->location) || !stored_string (object, "note", &play->note) ||
      !stored_int (object, "largest_empire", TYROS_EMPIRE_NONE, TYROS_EMPIRE_VIOLET, &empire) ||
      !stored_int (object, "largest_size", 0, TYROS_N_FIELDS - 1, &size))
    goto bad;
  play->n_players = json_array_get_length (players);
  play->largest_empire = (TyrosEmpire) empire;
  play->largest_size = (guint) size;
  for (guint p = 0; p < play->n_players; p++)
    {
      play->players[p].player = (int) p;
      if (!stored_player (json_array_get_element (players, p), play->n_players, &play->players[p]))
        goto bad;
    }
  if (!stored_play_consistent (play))
    goto bad;
  return g_steal_pointer (&play);

bad:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "not a stored play");
  return NULL;
}

TyrosPlay *
tyros_play_copy (const TyrosPlay *play)
{
  /* the function, not its macro: that would keep @play's const */
  TyrosPlay *copy = (g_atomic_rc_box_dup) (sizeof (TyrosPlay), play);

  copy->file = g_strdup (play->file);
  copy->started = g_strdup (play->started);
  copy->finished = g_strdup (play->finished);
  copy->location = g_strdup (play->location);
  copy->note = g_strdup (play->note);
  for (guint p = 0; p < play->n_players; p++)
    {
      copy->players[p].name = g_strdup (play->players[p].name);
      copy->players[p].colour = g_strdup (play->players[p].colour);
    }
  return copy;
}

TyrosPlay *
tyros_play_ref (TyrosPlay *play)
{
  return g_atomic_rc_box_acquire (play);
}

void
tyros_play_unref (TyrosPlay *play)
{
  if (play != NULL)
    g_atomic_rc_box_release_full (play, (GDestroyNotify) play_clear);
}

const TyrosPlayResult *
tyros_play_find_player (const TyrosPlay *play,
                        const char      *name)
{
  for (guint p = 0; p < play->n_players; p++)
    if (g_str_equal (play->players[p].name, name))
      return &play->players[p];
  return NULL;
}

/* Tallies */

static void
tally_init (TyrosTally *tally,
            const char *key)
{
  *tally = (TyrosTally) { .key = g_strdup (key), .worst = G_MAXUINT };
  tally->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
}

static void
tally_clear (TyrosTally *tally)
{
  g_free (tally->key);
  g_ptr_array_unref (tally->plays);
}

static void
tally_free (TyrosTally *tally)
{
  tally_clear (tally);
  g_free (tally);
}

static void
tally_add (TyrosTally            *tally,
           TyrosPlay             *play,
           const TyrosPlayResult *result)
{
  tally->games++;
  tally->wins += result->winner ? 1 : 0;
  tally->total_sum += result->total;
  tally->best = MAX (tally->best, result->total);
  tally->worst = MIN (tally->worst, result->total);
  tally->rank_sum += result->rank;
  g_ptr_array_add (tally->plays, tyros_play_ref (play));
}

double
tyros_tally_win_rate (const TyrosTally *tally)
{
  return tally->games == 0 ? 0.0 : (double) tally->wins / tally->games;
}

/* sum / games in 1/@scale, rounded half up: (2 scale sum + games) / (2 games).
 * A mean total is at most TYROS_PLAY_MAX_TOTAL, so its tenths fit; the sum
 * of guint64 does not wrap for any number of plays a guint counts. */
static guint
scaled (guint64 sum,
        guint   games,
        guint   scale)
{
  if (games == 0)
    return 0;
  return (guint) MIN ((2 * (guint64) scale * sum + games) / (2 * (guint64) games), G_MAXUINT);
}

static guint
tenths (guint64 sum,
        guint   games)
{
  return scaled (sum, games, 10);
}

guint
tyros_tally_win_rate_scaled (const TyrosTally *tally,
                             guint             scale)
{
  return scaled (tally->wins, tally->games, scale);
}

guint
tyros_tally_average_tenths (const TyrosTally *tally)
{
  return tenths (tally->total_sum, tally->games);
}

double
tyros_tally_average (const TyrosTally *tally)
{
  return tyros_tally_average_tenths (tally) / 10.0;
}

guint
tyros_tally_average_rank_tenths (const TyrosTally *tally)
{
  return tenths (tally->rank_sum, tally->games);
}

/* People */

static void
person_free (TyrosPersonStats *person)
{
  g_free (person->name);
  tally_clear (&person->all);
  for (int g = 0; g < TYROS_STATS_N_GROUPINGS; g++)
    g_ptr_array_unref (person->by[g]);
  g_free (person);
}

static TyrosPersonStats *
person_new (const char *name)
{
  TyrosPersonStats *person = g_new0 (TyrosPersonStats, 1);

  person->name = g_strdup (name);
  tally_init (&person->all, NULL);
  for (int g = 0; g < TYROS_STATS_N_GROUPINGS; g++)
    person->by[g] = g_ptr_array_new_with_free_func ((GDestroyNotify) tally_free);
  return person;
}

/* The key of @result's part under @grouping, or NULL when it has none */
static char *
grouping_key (TyrosStatsGrouping     grouping,
              const TyrosPlay       *play,
              const TyrosPlayResult *result)
{
  switch (grouping)
    {
    case TYROS_STATS_BY_EDITION:
      return g_strdup (play->edition->id);
    case TYROS_STATS_BY_PLAYERS:
      return g_strdup_printf ("%u", play->n_players);
    case TYROS_STATS_BY_SEAT:
      return result->seat < 0 ? NULL : g_strdup_printf ("%d", result->seat);
    case TYROS_STATS_BY_COLOUR:
      return g_strdup (result->colour);
    case TYROS_STATS_N_GROUPINGS:
    default:
      g_return_val_if_reached (NULL);
    }
}

static TyrosTally *
find_part (GPtrArray  *parts,
           const char *key)
{
  TyrosTally *tally;

  for (guint i = 0; i < parts->len; i++)
    if (g_str_equal (((TyrosTally *) g_ptr_array_index (parts, i))->key, key))
      return g_ptr_array_index (parts, i);
  tally = g_new (TyrosTally, 1);
  tally_init (tally, key);
  g_ptr_array_add (parts, tally);
  return tally;
}

static void
person_add (TyrosPersonStats      *person,
            TyrosPlay             *play,
            const TyrosPlayResult *result)
{
  tally_add (&person->all, play, result);
  for (int g = 0; g < TYROS_STATS_N_GROUPINGS; g++)
    {
      g_autofree char *key = grouping_key (g, play, result);

      if (key != NULL)
        tally_add (find_part (person->by[g], key), play, result);
    }
}

static int
compare_parts (gconstpointer a,
               gconstpointer b)
{
  const TyrosTally *ta = *(TyrosTally *const *) a, *tb = *(TyrosTally *const *) b;

  /* "3" before "4", "0" before "1"; the keys of a grouping have one length or are names */
  if (strlen (ta->key) != strlen (tb->key) && g_ascii_isdigit (*ta->key) && g_ascii_isdigit (*tb->key))
    return strlen (ta->key) < strlen (tb->key) ? -1 : 1;
  return strcmp (ta->key, tb->key);
}

/* wins, then average, highest first, then name */
static int
compare_people (gconstpointer a,
                gconstpointer b)
{
  const TyrosPersonStats *pa = *(TyrosPersonStats *const *) a, *pb = *(TyrosPersonStats *const *) b;
  guint average_a = tyros_tally_average_tenths (&pa->all), average_b = tyros_tally_average_tenths (&pb->all);

  if (pa->all.wins != pb->all.wins)
    return pa->all.wins > pb->all.wins ? -1 : 1;
  if (average_a != average_b)
    return average_a > average_b ? -1 : 1;
  return strcmp (pa->name, pb->name);
}

/* The statistics */

struct _TyrosStats
{
  GPtrArray   *plays;     /* TyrosPlay */
  GPtrArray   *people;    /* TyrosPersonStats, in order */
  TyrosRecord  records[TYROS_N_RECORDS];
};

static void
record_offer (TyrosRecord *record,
              guint        value,
              TyrosPlay   *play,
              int          player,
              TyrosEmpire  empire)
{
  TyrosRecordHolder holder = { play, player, empire };

  if (value < record->value || value == 0)
    return;
  if (value > record->value)
    g_array_set_size (record->holders, 0);
  record->value = value;
  g_array_append_val (record->holders, holder);
}

static void
add_records (TyrosStats *stats,
             TyrosPlay  *play)
{
  record_offer (&stats->records[TYROS_RECORD_LARGEST_EMPIRE], play->largest_size, play, -1, play->largest_empire);
  for (guint p = 0; p < play->n_players; p++)
    {
      record_offer (&stats->records[TYROS_RECORD_HIGHEST_SCORE], play->players[p].total, play, (int) p, TYROS_EMPIRE_NONE);
      record_offer (&stats->records[TYROS_RECORD_MOST_CITIES], play->players[p].cities, play, (int) p, TYROS_EMPIRE_NONE);
    }
}

static gboolean
same_holder (const TyrosRecordHolderCount *count,
             const TyrosRecordHolder      *holder)
{
  if (holder->player < 0)
    return count->name == NULL && count->empire == holder->empire;
  return count->name != NULL && g_str_equal (count->name, holder->play->players[holder->player].name);
}

static int
compare_counts (gconstpointer a,
                gconstpointer b)
{
  const TyrosRecordHolderCount *ca = a, *cb = b;

  return ca->times == cb->times ? 0 : ca->times > cb->times ? -1 : 1;
}

/* Each holder once, with how often: "Ben, Dora and 2 others", never
 * "green, green, green" (a few holders; a search is enough) */
static void
count_holders (TyrosRecord *record)
{
  for (guint i = 0; i < record->holders->len; i++)
    {
      const TyrosRecordHolder *holder = &g_array_index (record->holders, TyrosRecordHolder, i);
      TyrosRecordHolderCount count = {
        holder->player >= 0 ? holder->play->players[holder->player].name : NULL, holder->empire, 1
      };
      guint k;

      for (k = 0; k < record->distinct->len; k++)
        if (same_holder (&g_array_index (record->distinct, TyrosRecordHolderCount, k), holder))
          break;
      if (k < record->distinct->len)
        g_array_index (record->distinct, TyrosRecordHolderCount, k).times++;
      else
        g_array_append_val (record->distinct, count);
    }
  /* g_array_sort is a stable merge sort: equal counts keep the plays' order */
  g_array_sort (record->distinct, compare_counts);
}

TyrosStats *
tyros_stats_new (TyrosPlay *const *plays,
                 guint             n_plays)
{
  TyrosStats *stats = g_new0 (TyrosStats, 1);
  g_autoptr(GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);

  stats->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
  stats->people = g_ptr_array_new_with_free_func ((GDestroyNotify) person_free);
  for (int r = 0; r < TYROS_N_RECORDS; r++)
    {
      stats->records[r].kind = (TyrosRecordKind) r;
      /* the holders point at plays that stats->plays keeps */
      stats->records[r].holders = g_array_new (FALSE, FALSE, sizeof (TyrosRecordHolder));
      stats->records[r].distinct = g_array_new (FALSE, FALSE, sizeof (TyrosRecordHolderCount));
    }
  for (guint i = 0; i < n_plays; i++)
    {
      TyrosPlay *play = plays[i];

      g_ptr_array_add (stats->plays, tyros_play_ref (play));
      for (guint p = 0; p < play->n_players; p++)
        {
          const TyrosPlayResult *result = &play->players[p];
          TyrosPersonStats *person = g_hash_table_lookup (by_name, result->name);

          if (person == NULL)
            {
              person = person_new (result->name);
              g_ptr_array_add (stats->people, person);
              g_hash_table_insert (by_name, person->name, person);
            }
          person_add (person, play, result);
        }
      add_records (stats, play);
    }
  for (int r = 0; r < TYROS_N_RECORDS; r++)
    count_holders (&stats->records[r]);
  g_ptr_array_sort (stats->people, compare_people);
  for (guint i = 0; i < stats->people->len; i++)
    {
      TyrosPersonStats *person = g_ptr_array_index (stats->people, i);

      for (int g = 0; g < TYROS_STATS_N_GROUPINGS; g++)
        g_ptr_array_sort (person->by[g], compare_parts);
    }
  return stats;
}

void
tyros_stats_free (TyrosStats *stats)
{
  if (stats == NULL)
    return;
  for (int r = 0; r < TYROS_N_RECORDS; r++)
    {
      g_array_unref (stats->records[r].holders);
      g_array_unref (stats->records[r].distinct);
    }
  g_ptr_array_unref (stats->people);
  g_ptr_array_unref (stats->plays);
  g_free (stats);
}

guint
tyros_stats_get_n_plays (const TyrosStats *stats)
{
  return stats->plays->len;
}

TyrosPlay *
tyros_stats_get_play (const TyrosStats *stats,
                      guint             index)
{
  g_return_val_if_fail (index < stats->plays->len, NULL);
  return g_ptr_array_index (stats->plays, index);
}

GPtrArray *
tyros_stats_get_people (const TyrosStats *stats)
{
  return stats->people;
}

const TyrosPersonStats *
tyros_stats_find_person (const TyrosStats *stats,
                         const char       *name)
{
  for (guint i = 0; i < stats->people->len; i++)
    {
      const TyrosPersonStats *person = g_ptr_array_index (stats->people, i);

      if (g_str_equal (person->name, name))
        return person;
    }
  return NULL;
}

TyrosHeadToHead *
tyros_stats_head_to_head (const TyrosStats *stats,
                          const char       *a,
                          const char       *b)
{
  TyrosHeadToHead *result = g_new0 (TyrosHeadToHead, 1);

  result->a = g_strdup (a);
  result->b = g_strdup (b);
  result->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_play_unref);
  for (guint i = 0; i < stats->plays->len; i++)
    {
      TyrosPlay *play = g_ptr_array_index (stats->plays, i);
      const TyrosPlayResult *ra = tyros_play_find_player (play, a);
      const TyrosPlayResult *rb = tyros_play_find_player (play, b);

      if (ra == NULL || rb == NULL || ra == rb)
        continue;
      result->games++;
      result->a_ahead += ra->rank < rb->rank ? 1 : 0;
      result->b_ahead += rb->rank < ra->rank ? 1 : 0;
      g_ptr_array_add (result->plays, tyros_play_ref (play));
    }
  return result;
}

void
tyros_head_to_head_free (TyrosHeadToHead *head_to_head)
{
  if (head_to_head == NULL)
    return;
  g_free ((char *) head_to_head->a);
  g_free ((char *) head_to_head->b);
  g_ptr_array_unref (head_to_head->plays);
  g_free (head_to_head);
}

const TyrosRecord *
tyros_stats_get_record (const TyrosStats *stats,
                        TyrosRecordKind   kind)
{
  g_return_val_if_fail (kind < TYROS_N_RECORDS, NULL);
  return &stats->records[kind];
}
