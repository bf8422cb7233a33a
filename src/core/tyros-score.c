/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score.c: the final scoring, F1 to F7, in the rulebook's order */
#define G_LOG_DOMAIN "tyros-score"

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tyros-score.h"

typedef struct {
  const TyrosState  *state;
  const char *const *names;
  TyrosState         board;  /* the board as F1 and F2 leave it */
  TyrosScore        *score;
  gboolean           in_words;  /* the explanation written (not for the points alone) */
} Scoring;

static char *
player_name (const Scoring *scoring,
             int            player)
{
  if (scoring->names != NULL)
    return g_strdup (scoring->names[player]);
  return tyros_state_dup_player_name (scoring->state, player);
}

static void
explain (Scoring    *scoring,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static void
explain (Scoring    *scoring,
         const char *format,
         ...)
{
  va_list args;

  if (!scoring->in_words)
    return;
  va_start (args, format);
  g_ptr_array_add (scoring->score->explanation, g_strdup_vprintf (format, args));
  va_end (args);
}

static guint
ships_in_field (const Scoring *scoring,
                TyrosField     field,
                int            player)
{
  return tyros_state_ships_in_field (&scoring->board, field, player);
}

static void
remove_ships (Scoring    *scoring,
              TyrosField  field)
{
  TyrosSet coasts = tyros_field_coasts (field);

  scoring->score->fields[field].ships_removed = ships_in_field (scoring, field, -1);
  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    memset (scoring->board.ships[c], 0, sizeof scoring->board.ships[c]);
}

/* A field as a player names it: "Tyros", not the journal's "T". */
static const char *
field_words (TyrosField field)
{
  /* Translators: the city of Tyros as a field of the board ("Tiro" in Italian) */
  return field == TYROS_FIELD_TYROS ? _("Tyros") : tyros_field_to_string (field);
}

/* F1 and F2 */
static void
remove_contested_ships (Scoring *scoring)
{
  const TyrosState *state = scoring->state;
  g_autoptr(GString) mixed = g_string_new (NULL);
  g_autoptr(GString) cities = g_string_new (NULL);

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    {
      /* [it]: Tyros goes to the player with most ships, so F1 leaves it alone */
      gboolean most_ships = f == TYROS_FIELD_TYROS && state->edition->tyros_control_by_most_ships;
      GString *list = NULL;

      if (!most_ships && tyros_state_field_owners (state, f) > 1 && state->city[f] < 0)
        list = mixed;
      else if (state->city[f] >= 0 && ships_in_field (scoring, f, -1) > 0)
        list = cities;
      if (list == NULL)
        continue;
      if (scoring->in_words)
        g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", field_words (f));
      remove_ships (scoring, f);
    }
  if (mixed->len > 0)
    /* Translators: %s lists fields, "Tyros, 2" */
    explain (scoring, _("F1: ships of two players taken off %s"), mixed->str);
  if (cities->len > 0)
    /* Translators: %s lists fields, "22, 23" */
    explain (scoring, _("F2: ships taken off the city fields %s"), cities->str);
}

static int
tiebreak_position (const TyrosEdition *edition,
                   TyrosEmpire         empire)
{
  for (int i = 0; i < TYROS_N_EMPIRES; i++)
    if (edition->tiebreak_order[i] == empire)
      return i;
  return TYROS_N_EMPIRES;
}

static int
compare_ranks (gconstpointer a,
               gconstpointer b,
               gpointer      edition)
{
  const TyrosEmpireRank *ra = a;
  const TyrosEmpireRank *rb = b;

  if (ra->size != rb->size)
    return ra->size > rb->size ? -1 : 1;
  return tiebreak_position (edition, ra->empire) - tiebreak_position (edition, rb->empire);
}

/* F4 */
static void
rank_empires (Scoring *scoring)
{
  TyrosScore *score = scoring->score;
  const TyrosEdition *edition = scoring->state->edition;
  /* the points alone ask for no word: a story scores every position */
  g_autoptr(GString) line = g_string_new (scoring->in_words ? _("F4: empires by size:") : NULL);
  g_autoptr(GString) order = g_string_new (NULL);
  gboolean any_tie = FALSE;

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    score->ranking[e] = (TyrosEmpireRank) { (TyrosEmpire) e, tyros_state_empire_size (scoring->state, (TyrosEmpire) e), 0, FALSE };
  /* A stable sort. g_sort_array() is 2.82's name for it; the 2.74 floor
   * (meson.build) keeps the old name from warning on newer GLib. */
  g_qsort_with_data (score->ranking, TYROS_N_EMPIRES, sizeof score->ranking[0],
                     compare_ranks, (gpointer) edition);

  for (int i = 0; i < TYROS_N_EMPIRES; i++)
    {
      TyrosEmpireRank *rank = &score->ranking[i];

      rank->rank = (guint) i + 1;
      rank->tie_broken = (i > 0 && score->ranking[i - 1].size == rank->size) ||
                         (i + 1 < TYROS_N_EMPIRES && score->ranking[i + 1].size == rank->size);
      any_tie |= rank->tie_broken;
      if (!scoring->in_words)
        continue;
      g_string_append_printf (line, " %u. %s (%u)", rank->rank, tyros_empire_display_name (rank->empire), rank->size);
      g_string_append_printf (order, "%s%s", i > 0 ? ", " : "", tyros_empire_display_name (edition->tiebreak_order[i]));
    }
  explain (scoring, "%s", line->str);
  if (any_tie)
    explain (scoring, _("F4: equal sizes are ranked in the order %s"), order->str);
}

static guint
points_for_field (const Scoring   *scoring,
                  TyrosFieldScore *field_score)
{
  guint rank = tyros_score_empire_rank (scoring->score, field_score->empire) - 1;
  const TyrosEdition *edition = scoring->state->edition;

  return field_score->kind == TYROS_CONTROL_CITY ? edition->city_points[rank] : edition->ship_points[rank];
}

/* The player with the most ships in Tyros ([it]), or -1 on a tie. */
static int
most_ships (const Scoring *scoring,
            TyrosField     field)
{
  int best = -1;
  guint best_count = 0;
  gboolean tie = FALSE;

  for (guint p = 0; p < scoring->state->n_players; p++)
    {
      guint n = ships_in_field (scoring, field, (int) p);

      if (n > best_count)
        {
          best = (int) p;
          best_count = n;
          tie = FALSE;
        }
      else if (n > 0 && n == best_count)
        tie = TRUE;
    }
  return tie ? -1 : best;
}

static int
sole_ship_owner (const Scoring *scoring,
                 TyrosField     field)
{
  int owner = -1;

  for (guint p = 0; p < scoring->state->n_players; p++)
    {
      if (ships_in_field (scoring, field, (int) p) == 0)
        continue;
      if (owner >= 0)
        return -1;
      owner = (int) p;
    }
  return owner;
}

static void
explain_field (Scoring         *scoring,
               TyrosField       field,
               TyrosFieldScore *fs)
{
  const char *name, *empire;
  g_autofree char *who = NULL;

  if (!scoring->in_words)
    return;
  name = field_words (field);
  empire = tyros_empire_display_name (fs->empire);
  who = fs->player >= 0 ? player_name (scoring, fs->player) : NULL;
  if (fs->kind == TYROS_CONTROL_CITY)
    explain (scoring, _("F5: %s (%s): city of %s, %u"), name, empire, who, fs->points);
  else if (fs->kind == TYROS_CONTROL_SHIPS)
    explain (scoring, _("F5: %s (%s): ships of %s, %u"), name, empire, who, fs->points);
}

/* F5 */
static void
score_fields (Scoring *scoring)
{
  const TyrosState *state = scoring->state;
  TyrosScore *score = scoring->score;

  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    {
      TyrosFieldScore *fs = &score->fields[f];
      gboolean most = f == TYROS_FIELD_TYROS && state->edition->tyros_control_by_most_ships;

      fs->empire = state->empire[f];
      fs->player = -1;
      if (fs->empire == TYROS_EMPIRE_NONE)
        continue;
      if (state->city[f] >= 0)
        {
          fs->kind = TYROS_CONTROL_CITY;
          fs->player = state->city[f];
          score->players[fs->player].city_points[fs->empire] += fs->points = points_for_field (scoring, fs);
        }
      else if ((fs->player = most ? most_ships (scoring, f) : sole_ship_owner (scoring, f)) >= 0)
        {
          fs->kind = TYROS_CONTROL_SHIPS;
          score->players[fs->player].ship_points[fs->empire] += fs->points = points_for_field (scoring, fs);
        }
      explain_field (scoring, f, fs);
    }
}

/* F3 */
static void
score_majorities (Scoring *scoring)
{
  const TyrosState *state = scoring->state;

  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      const char *empire = scoring->in_words ? tyros_empire_display_name ((TyrosEmpire) e) : NULL;
      guint best = 0;
      int leader = -1;
      gboolean tie = FALSE;

      for (guint p = 0; p < state->n_players; p++)
        {
          guint n = tyros_state_cities_in_empire (state, (int) p, (TyrosEmpire) e);

          if (n > best)
            {
              best = n, leader = (int) p, tie = FALSE;
            }
          else if (n > 0 && n == best)
            tie = TRUE;
        }
      if (leader < 0)
        continue;
      if (tie)
        {
          if (scoring->in_words)
            explain (scoring, _("F3: %s: a tie for most cities (%u each), no bonus"), empire, best);
          continue;
        }
      scoring->score->players[leader].majority[e] = TYROS_MAJORITY_BONUS;
      if (scoring->in_words)
        {
          g_autofree char *who = player_name (scoring, leader);

          explain (scoring, _("F3: %s: %s has the most cities (%u), %d"), empire, who, best, TYROS_MAJORITY_BONUS);
        }
    }
}

static void
total_up (Scoring *scoring)
{
  const TyrosState *state = scoring->state;
  TyrosScore *score = scoring->score;

  if (state->first_all_four >= 0 && state->first_all_four < (int) state->n_players)
    {
      g_autofree char *who = scoring->in_words ? player_name (scoring, state->first_all_four) : NULL;

      score->players[state->first_all_four].all_four_bonus = TYROS_ALL_FOUR_BONUS;
      explain (scoring, _("B6: %s was first with a city in all four empires, %d"), who, TYROS_ALL_FOUR_BONUS);
    }
  for (guint p = 0; p < state->n_players; p++)
    {
      TyrosPlayerScore *ps = &score->players[p];

      ps->total = ps->all_four_bonus;
      for (int e = 0; e < TYROS_N_EMPIRES; e++)
        ps->total += ps->city_points[e] + ps->ship_points[e] + ps->majority[e];
    }
}

static char *
winner_names (const Scoring *scoring)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < scoring->score->n_winners; i++)
    {
      g_autofree char *who = player_name (scoring, scoring->score->winners[i]);

      g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", who);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

int
tyros_score_compare_players (const TyrosScore *score,
                             int               a,
                             int               b)
{
  TyrosEmpire largest = score->ranking[0].empire;
  guint total_a = score->players[a].total, total_b = score->players[b].total;
  guint in_largest_a, in_largest_b;

  if (total_a != total_b)
    return total_a > total_b ? -1 : 1;
  in_largest_a = tyros_score_player_empire_points (score, a, largest);
  in_largest_b = tyros_score_player_empire_points (score, b, largest);
  if (in_largest_a != in_largest_b)
    return in_largest_a > in_largest_b ? -1 : 1;
  return 0;
}

/* F7 */
static void
find_winners (Scoring *scoring)
{
  TyrosScore *score = scoring->score;
  TyrosEmpire largest = score->ranking[0].empire;
  guint best_total = 0, best_largest = 0, tied = 0;
  int first = 0;
  g_autofree char *names = NULL;

  for (guint p = 1; p < score->n_players; p++)
    if (tyros_score_compare_players (score, (int) p, first) < 0)
      first = (int) p;
  best_total = score->players[first].total;
  best_largest = tyros_score_player_empire_points (score, first, largest);
  for (guint p = 0; p < score->n_players; p++)
    {
      if (score->players[p].total == best_total)
        tied++;
      if (tyros_score_compare_players (score, (int) p, first) == 0)
        score->winners[score->n_winners++] = (int) p;
    }
  score->winner_by_tiebreak = tied > 1 && score->n_winners < tied;
  if (!scoring->in_words)
    return;

  names = winner_names (scoring);
  if (tied > 1 && scoring->state->edition->winner_tiebreak_borrowed)
    explain (scoring, "%s", _("F7: the Italian rulebook gives no tie-break; the Kosmos one was used"));
  if (tied == 1)
    explain (scoring, _("F7: %s wins with %u points"), names, best_total);
  else if (score->winner_by_tiebreak)
    explain (scoring, _("F7: %u players tie with %u points; %s scored most in the largest empire (%s, %u points) and wins"),
             tied, best_total, names, tyros_empire_display_name (largest), best_largest);
  else
    explain (scoring, _("F7: %s tie with %u points and %u in the largest empire (%s): they share the win"),
             names, best_total, best_largest, tyros_empire_display_name (largest));
}

static TyrosScore *
score_state (const TyrosState  *state,
             const char *const *names,
             gboolean           in_words)
{
  TyrosScore *score = g_new0 (TyrosScore, 1);
  Scoring scoring = { state, names, *state, score, in_words };

  score->n_players = state->n_players;
  score->explanation = g_ptr_array_new_with_free_func (g_free);

  remove_contested_ships (&scoring);
  rank_empires (&scoring);
  score_fields (&scoring);
  score_majorities (&scoring);
  total_up (&scoring);
  find_winners (&scoring);
  return score;
}

TyrosScore *
tyros_score_compute (const TyrosState  *state,
                     const char *const *names)
{
  return score_state (state, names, TRUE);
}

TyrosScore *
tyros_score_compute_points (const TyrosState *state)
{
  return score_state (state, NULL, FALSE);
}

void
tyros_score_free (TyrosScore *score)
{
  if (score == NULL)
    return;
  g_ptr_array_unref (score->explanation);
  g_free (score);
}

guint
tyros_score_player_empire_points (const TyrosScore *score,
                                  int               player,
                                  TyrosEmpire       empire)
{
  const TyrosPlayerScore *ps = &score->players[player];

  return ps->city_points[empire] + ps->ship_points[empire] + ps->majority[empire];
}

guint
tyros_score_empire_rank (const TyrosScore *score,
                         TyrosEmpire       empire)
{
  for (int i = 0; i < TYROS_N_EMPIRES; i++)
    if (score->ranking[i].empire == empire)
      return score->ranking[i].rank;
  g_return_val_if_reached (TYROS_N_EMPIRES);
}

/* Pads or cuts @text to @width characters (not bytes: names and labels can
 * have accents), on the left or on the right. */
static void
append_cell (GString    *text,
             const char *cell,
             glong       width,
             gboolean    right)
{
  g_autofree char *cut = g_utf8_substring (cell, 0, MIN (g_utf8_strlen (cell, -1), width));
  glong pad = width - g_utf8_strlen (cut, -1);

  if (right)
    g_string_append_printf (text, "%*s", (int) pad, "");
  g_string_append (text, cut);
  if (!right)
    g_string_append_printf (text, "%*s", (int) pad, "");
}

static void
append_row (GString           *text,
            const char        *label,
            const TyrosScore  *score,
            const guint       *values,
            gsize              stride)
{
  append_cell (text, label, 24, FALSE);
  for (guint p = 0; p < score->n_players; p++)
    g_string_append_printf (text, "%8u", *(const guint *) ((const char *) values + p * stride));
  g_string_append_c (text, '\n');
}

char *
tyros_score_to_text (const TyrosScore  *score,
                     const char *const *names)
{
  GString *text = g_string_new (NULL);
  gsize stride = sizeof (TyrosPlayerScore);

  append_cell (text, _("Score sheet"), 24, FALSE);
  for (guint p = 0; p < score->n_players; p++)
    {
      g_autofree char *fallback = g_strdup_printf (_("Player %u"), p + 1);

      append_cell (text, " ", 1, FALSE);
      append_cell (text, names != NULL ? names[p] : fallback, 7, TRUE);
    }
  g_string_append_c (text, '\n');
  for (int i = 0; i < TYROS_N_EMPIRES; i++)
    {
      const TyrosEmpireRank *rank = &score->ranking[i];
      TyrosEmpire e = rank->empire;
      g_autofree char *heading = g_strdup_printf (ngettext ("%u. %s (%u field)", "%u. %s (%u fields)", rank->size), rank->rank,
                                                  tyros_empire_display_name (e), rank->size);
      g_autofree char *city = g_strdup_printf ("  %s", _("city control"));
      g_autofree char *ship = g_strdup_printf ("  %s", _("ship control"));
      g_autofree char *majority = g_strdup_printf ("  %s", _("majority bonus"));

      g_string_append_printf (text, "%s\n", heading);
      append_row (text, city, score, &score->players[0].city_points[e], stride);
      append_row (text, ship, score, &score->players[0].ship_points[e], stride);
      append_row (text, majority, score, &score->players[0].majority[e], stride);
    }
  append_row (text, _("First in all four"), score, &score->players[0].all_four_bonus, stride);
  append_row (text, _("Total"), score, &score->players[0].total, stride);
  g_string_append_c (text, '\n');
  for (guint i = 0; i < score->explanation->len; i++)
    g_string_append_printf (text, "%s\n", (const char *) g_ptr_array_index (score->explanation, i));
  return g_string_free (text, FALSE);
}
