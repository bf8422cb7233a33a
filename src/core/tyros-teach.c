/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-teach.c: one sentence per change that matters after a move */
#define G_LOG_DOMAIN "tyros-teach"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-score.h"
#include "tyros-teach.h"

void
tyros_change_free (TyrosChange *change)
{
  if (change == NULL)
    return;
  g_free (change->sentence);
  g_free (change);
}

static void
add_change (GPtrArray       *changes,
            TyrosChangeKind  kind,
            int              player,
            TyrosEmpire      empire,
            char            *sentence /* owned */)
{
  TyrosChange *change = g_new0 (TyrosChange, 1);

  change->kind = kind;
  change->player = player;
  change->empire = empire;
  change->sentence = sentence;
  g_ptr_array_add (changes, change);
}

/* G1: the player who moved played their last tile. */
static void
last_tile (GPtrArray        *changes,
           const TyrosState *before,
           const TyrosState *after)
{
  g_autofree char *name = NULL;

  if (before->last_round || !after->last_round)
    return;
  name = tyros_state_dup_player_name (before, before->current_player);
  add_change (changes, TYROS_CHANGE_LAST_TILE, before->current_player, TYROS_EMPIRE_NONE,
              /* Translators: %s is a player */
              g_strdup_printf (_("%s played their last tile: this round is the last of the game (G1)."), name));
}

static guint
empires_with_city (const TyrosState *state,
                   int               player,
                   TyrosEmpire      *missing)
{
  guint n = 0;

  for (TyrosEmpire e = 0; e < TYROS_N_EMPIRES; e++)
    if (tyros_state_cities_in_empire (state, player, e) > 0)
      n++;
    else
      *missing = e;
  return n;
}

/* B6: scored, or one city away while nobody has it. */
static void
all_four (GPtrArray        *changes,
          const TyrosState *before,
          const TyrosState *after)
{
  for (int p = 0; p < (int) after->n_players; p++)
    {
      g_autofree char *name = tyros_state_dup_player_name (after, p);
      TyrosEmpire missing = TYROS_EMPIRE_NONE, missing_before = TYROS_EMPIRE_NONE;

      if (after->first_all_four == p && before->first_all_four != p)
        add_change (changes, TYROS_CHANGE_ALL_FOUR_SCORED, p, TYROS_EMPIRE_NONE,
                    g_strdup_printf (_("%s has a city in all four empires first and scores 7 points (B6)."), name));
      else if (after->first_all_four < 0 && empires_with_city (after, p, &missing) == 3
               && empires_with_city (before, p, &missing_before) < 3)
        add_change (changes, TYROS_CHANGE_ALL_FOUR_IN_REACH, p, missing,
                    /* Translators: "Anna has cities in three empires: a city in the violet empire would score 7 points at once (B6)." */
                    g_strdup_printf (_("%s has cities in three empires: a city in the %s empire would score 7 points at once (B6)."),
                                     name, tyros_empire_display_name (missing)));
    }
}

/* F3: who alone has the most cities in each empire, as the final scoring sees it. */
static int
majority_holder (const TyrosScore *score,
                 TyrosEmpire       empire)
{
  for (guint p = 0; p < score->n_players; p++)
    if (score->players[p].majority[empire] > 0)
      return (int) p;
  return -1;
}

static void
majorities (GPtrArray        *changes,
            const TyrosState *after,
            const TyrosScore *old_score,
            const TyrosScore *new_score)
{
  for (TyrosEmpire e = 0; e < TYROS_N_EMPIRES; e++)
    {
      int was = majority_holder (old_score, e), is = majority_holder (new_score, e);

      if (was == is)
        continue;
      if (is >= 0)
        {
          g_autofree char *name = tyros_state_dup_player_name (after, is);
          add_change (changes, TYROS_CHANGE_MAJORITY_GAINED, is, e,
                      /* Translators: "Anna now has the most cities in the green empire: 7 points at the end if it stays so (F3)." */
                      g_strdup_printf (_("%s now has the most cities in the %s empire: 7 points at the end if it stays so (F3)."),
                                       name, tyros_empire_display_name (e)));
        }
      if (was >= 0)
        {
          g_autofree char *name = tyros_state_dup_player_name (after, was);
          add_change (changes, TYROS_CHANGE_MAJORITY_LOST, was, e,
                      g_strdup_printf (_("%s no longer has the most cities in the %s empire (F3)."),
                                       name, tyros_empire_display_name (e)));
        }
    }
}

static void
largest_empire (GPtrArray        *changes,
                const TyrosScore *old_score,
                const TyrosScore *new_score)
{
  TyrosEmpire largest = new_score->ranking[0].empire;

  if (largest == old_score->ranking[0].empire)
    return;
  add_change (changes, TYROS_CHANGE_LARGEST_EMPIRE, -1, largest,
              /* Translators: "The green empire is now the largest: …" */
              g_strdup_printf (_("The %s empire is now the largest: its fields score the most at the end (F5)."),
                               tyros_empire_display_name (largest)));
}

GPtrArray *
tyros_teach_what_changed (const TyrosState *before,
                          const TyrosState *after)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_change_free);
  g_autoptr(TyrosScore) old_score = tyros_score_compute (before, before->names);
  g_autoptr(TyrosScore) new_score = tyros_score_compute (after, after->names);

  last_tile (changes, before, after);
  all_four (changes, before, after);
  majorities (changes, after, old_score, new_score);
  largest_empire (changes, old_score, new_score);
  return changes;
}
