/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-teach.c: one sentence per change that matters after a move */
#define G_LOG_DOMAIN "tyros-teach"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-rules.h"
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

static TyrosChange *
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
  return change;
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
                    /* Translators: the empire's colour, after the article, dative or genitive: German "dem/des orangen Reich(s)" */
                    g_strdup_printf (_("%s has cities in three empires: a city in the %s empire would score 7 points at once (B6)."),
                                     name, tyros_empire_adjective (missing, TYROS_EMPIRE_FORM_OF_THE)));
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
                      /* Translators: the empire's colour, after the article, dative or genitive: German "dem/des orangen Reich(s)" */
                      g_strdup_printf (_("%s now has the most cities in the %s empire: 7 points at the end if it stays so (F3)."),
                                       name, tyros_empire_adjective (e, TYROS_EMPIRE_FORM_OF_THE)));
        }
      if (was >= 0)
        {
          g_autofree char *name = tyros_state_dup_player_name (after, was);
          add_change (changes, TYROS_CHANGE_MAJORITY_LOST, was, e,
                      /* Translators: the empire's colour, after the article, dative or genitive: German "dem/des orangen Reich(s)" */
                      g_strdup_printf (_("%s no longer has the most cities in the %s empire (F3)."),
                                       name, tyros_empire_adjective (e, TYROS_EMPIRE_FORM_OF_THE)));
        }
    }
}

/* F5: who scores a field changed; the points are the score's "if the game
 * ended now", as `tyros score` gives them. */
static void
controls (GPtrArray        *changes,
          const TyrosState *after,
          const TyrosScore *old_score,
          const TyrosScore *new_score)
{
  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    {
      const TyrosFieldScore *was = &old_score->fields[f], *is = &new_score->fields[f];
      const char *field = tyros_field_to_string (f);

      if (was->player == is->player)
        continue;
      if (is->player >= 0)
        {
          g_autofree char *name = tyros_state_dup_player_name (after, is->player);
          TyrosChange *change;

          if (is->kind == TYROS_CONTROL_CITY)
            change = add_change (changes, TYROS_CHANGE_CONTROL_GAINED, is->player, is->empire,
                                 /* Translators: "Anna now controls field 23 with her city: 9 points if the game ended now (F5)." */
                                 g_strdup_printf (ngettext ("%s now controls field %s with their city: %u point if the game ended now (F5).",
                                                     "%s now controls field %s with their city: %u points if the game ended now (F5).",
                                                     is->points),
                                                  name, field, is->points));
          else if (tyros_state_ships_in_field (after, f, is->player) == 1)
            change = add_change (changes, TYROS_CHANGE_CONTROL_GAINED, is->player, is->empire,
                                 /* Translators: "Anna now controls field 23 with her one ship there: 3 points if the game ended now (F5)." */
                                 g_strdup_printf (ngettext ("%s now controls field %s with the only ship there: %u point if the game ended now (F5).",
                                                     "%s now controls field %s with the only ship there: %u points if the game ended now (F5).",
                                                     is->points),
                                                  name, field, is->points));
          else
            change = add_change (changes, TYROS_CHANGE_CONTROL_GAINED, is->player, is->empire,
                                 /* Translators: "Anna now controls field 23 with her ships alone there: 3 points if the game ended now (F5)." */
                                 g_strdup_printf (ngettext ("%s now controls field %s with their ships alone there: %u point if the game ended now (F5).",
                                                     "%s now controls field %s with their ships alone there: %u points if the game ended now (F5).",
                                                     is->points),
                                                  name, field, is->points));
          change->field = f;
          change->points = is->points;
        }
      if (was->player >= 0)
        {
          g_autofree char *name = tyros_state_dup_player_name (after, was->player);
          TyrosChange *change;

          if (is->player < 0 && tyros_state_field_owners (after, f) > 1)
            change = add_change (changes, TYROS_CHANGE_CONTROL_LOST, was->player, was->empire,
                                 /* Translators: "Anna no longer controls field 23: …" */
                                 g_strdup_printf (_("%s no longer controls field %s: ships of two players share it, "
                                                    "and at the end they are taken off before scoring (F1)."),
                                                  name, field));
          else
            change = add_change (changes, TYROS_CHANGE_CONTROL_LOST, was->player, was->empire,
                                 /* Translators: "Anna no longer controls field 23 (F5)." */
                                 g_strdup_printf (_("%s no longer controls field %s (F5)."),
                                                  name, field));
          change->field = f;
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
              /* Translators: the empire's colour, after the article, as subject or object: German "das orange Reich" */
              g_strdup_printf (_("The %s empire is now the largest: its fields score the most at the end (F5)."),
                               tyros_empire_adjective (largest, TYROS_EMPIRE_FORM_THE)));
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
  controls (changes, after, old_score, new_score);
  largest_empire (changes, old_score, new_score);
  return changes;
}

/* ---- what an option would gain ---- */

int
tyros_teach_points_change (const TyrosState *state,
                           const TyrosMove  *move)
{
  TyrosState after = *state;
  g_autoptr(TyrosScore) before_score = NULL;
  g_autoptr(TyrosScore) after_score = NULL;

  if (!tyros_rules_apply (&after, move, NULL, NULL))
    return 0;
  before_score = tyros_score_compute (state, NULL);
  after_score = tyros_score_compute (&after, NULL);
  return (int) after_score->players[move->player].total - (int) before_score->players[move->player].total;
}

char *
tyros_teach_points_change_text (int change)
{
  if (change == 0)
    return NULL;
  if (change > 0)
    /* Translators: what an option in "What Can I Do?" would gain: "+5 points if the game ended now" */
    return g_strdup_printf (ngettext ("+%d point if the game ended now", "+%d points if the game ended now", change),
                            change);
  /* Translators: what an option would lose: "−3 points if the game ended now" (a minus sign) */
  return g_strdup_printf (ngettext ("−%d point if the game ended now", "−%d points if the game ended now", -change),
                          -change);
}

/* ---- the upkeep at the real table ---- */

/* E3, E6: the player drew a tile, or the supply has just run out. */
static void
drawn_tile (GPtrArray        *changes,
            const TyrosState *before,
            const TyrosState *after)
{
  g_autofree char *name = NULL;

  if (after->supply >= before->supply)
    return;
  name = tyros_state_dup_player_name (before, before->current_player);
  add_change (changes, TYROS_CHANGE_DRAW_TILE, before->current_player, TYROS_EMPIRE_NONE,
              /* Translators: %s is a player */
              g_strdup_printf (_("%s draws a new landscape tile from the supply (E3)."), name));
  if (after->supply == 0)
    add_change (changes, TYROS_CHANGE_SUPPLY_EMPTY, -1, TYROS_EMPIRE_NONE,
                g_strdup (_("That was the last tile of the supply: everyone goes on with the tiles in their hand (E6). "
                            "The game ends after the round in which someone plays their last tile (G1).")));
}

/* B4: the app took the builder's ship off; the table must too. */
static void
ships_back (GPtrArray        *changes,
            const TyrosState *before,
            const TyrosState *after)
{
  for (TyrosField f = 1; f < TYROS_N_FIELDS; f++)
    if (before->city[f] < 0 && after->city[f] >= 0)
      {
        g_autofree char *name = tyros_state_dup_player_name (after, after->city[f]);
        TyrosChange *change;

        change = add_change (changes, TYROS_CHANGE_SHIP_BACK, after->city[f], after->empire[f],
                             /* Translators: "On the real board, take one of Anna's ships off field 23: it goes back to their supply (B4)." */
                             g_strdup_printf (_("On the real board, take one of %s's ships off field %s: it goes back to their supply (B4)."),
                                              name, tyros_field_to_string (f)));
        change->field = f;
      }
}

/* P1: the trade cards each player gets in a round. */
static guint
trade_cards_per_player (guint n_players)
{
  return n_players == 3 ? 12 : 10;
}

/* P4, P1: what the table does between two rounds. */
static void
round_over (GPtrArray        *changes,
            const TyrosState *before,
            const TyrosState *after)
{
  g_autofree char *start = NULL;

  if (after->round == before->round || after->phase == TYROS_PHASE_OVER)
    return;
  start = tyros_state_dup_player_name (after, after->start_player);
  add_change (changes, TYROS_CHANGE_ROUND_OVER, after->start_player, TYROS_EMPIRE_NONE,
              /* Translators: "Round 1 is over. At the table: …; Ben takes the start-player token (P4); … deal 12 to each player (P1)." */
              g_strdup_printf (_("Round %u is over. At the table: each player keeps at most 3 trade cards and discards the rest (P4); "
                                 "%s takes the start-player token (P4); shuffle all the other trade cards and deal %u to each player (P1)."),
                               before->round, start, trade_cards_per_player (after->n_players)));
}

/* E5: the app put the chip on Tyros; the table must too. */
static void
tyros_chip (GPtrArray        *changes,
            const TyrosState *before,
            const TyrosState *after)
{
  TyrosEmpire empire = after->empire[TYROS_FIELD_TYROS];
  TyrosChange *change;

  if (before->empire[TYROS_FIELD_TYROS] != TYROS_EMPIRE_NONE || empire == TYROS_EMPIRE_NONE)
    return;
  change = add_change (changes, TYROS_CHANGE_TYROS_CHIP, -1, empire,
                       /* Translators: the empire's colour, after the article, dative or genitive: German "dem/des orangen Reich(s)" */
                       g_strdup_printf (_("On the real board, put a chip of the %s empire on Tyros too: "
                                          "it is the first chip beside Tyros, on 31 or 32 (E5)."),
                                        tyros_empire_adjective (empire, TYROS_EMPIRE_FORM_OF_THE)));
  change->field = TYROS_FIELD_TYROS;
}

/* E6: the expansion passes over whoever has no tiles left, at the table too. */
static void
skipped (GPtrArray        *changes,
         const TyrosState *before,
         const TyrosState *after)
{
  guint n = after->n_players;

  if (before->phase != TYROS_PHASE_EXPAND || after->phase != TYROS_PHASE_EXPAND)
    return;
  for (int p = (before->current_player + 1) % (int) n; p != after->current_player; p = (p + 1) % (int) n)
    {
      g_autofree char *name = NULL;

      if (after->hand[p] > 0)
        continue;
      name = tyros_state_dup_player_name (after, p);
      add_change (changes, TYROS_CHANGE_SKIPPED, p, TYROS_EMPIRE_NONE,
                  /* Translators: %s is a player */
                  g_strdup_printf (_("%s has no landscape tiles left and is skipped: "
                                     "the supply is empty, so nothing more can be drawn (E6)."),
                                   name));
    }
}

/* F1, F2: what the table does before the score sheet counts. */
static void
game_over (GPtrArray        *changes,
           const TyrosState *before,
           const TyrosState *after)
{
  if (before->phase == TYROS_PHASE_OVER || after->phase != TYROS_PHASE_OVER)
    return;
  add_change (changes, TYROS_CHANGE_GAME_OVER, -1, TYROS_EMPIRE_NONE,
              g_strdup (_("The game is over. At the table now: take all ships off every field that holds ships "
                          "of two players (F1), then all ships off every field with a city (F2). "
                          "The score sheet counts what is left: the majority bonuses (F3), "
                          "then each field for the rank of its empire (F4, F5).")));
}

GPtrArray *
tyros_teach_upkeep (const TyrosState *before,
                    const TyrosState *after)
{
  GPtrArray *changes = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_change_free);

  drawn_tile (changes, before, after);
  tyros_chip (changes, before, after);
  ships_back (changes, before, after);
  skipped (changes, before, after);
  round_over (changes, before, after);
  game_over (changes, before, after);
  return changes;
}

/* The sentences said after a move: the upkeep at the table first, then at
 * most this many changes, most important first. */
#define MAX_CHANGES_SAID 2

char *
tyros_teach_said_after (const TyrosState *before,
                        const TyrosState *after)
{
  g_autoptr(GPtrArray) upkeep = tyros_teach_upkeep (before, after);
  g_autoptr(GPtrArray) changes = tyros_teach_what_changed (before, after);
  GString *said = g_string_new (NULL);

  for (guint i = 0; i < upkeep->len; i++)
    {
      const TyrosChange *change = upkeep->pdata[i];

      if (change->kind != TYROS_CHANGE_ROUND_OVER && change->kind != TYROS_CHANGE_GAME_OVER)
        g_string_append_printf (said, "%s%s", said->len > 0 ? " " : "", change->sentence);
    }
  for (guint i = 0; i < MIN (changes->len, MAX_CHANGES_SAID); i++)
    g_string_append_printf (said, "%s%s", said->len > 0 ? " " : "",
                            ((TyrosChange *) changes->pdata[i])->sentence);
  return g_string_free (said, said->len == 0);
}

/* ---- set-up on the real board ---- */

void
tyros_setup_step_free (TyrosSetupStep *step)
{
  if (step == NULL)
    return;
  g_free (step->sentence);
  g_free (step);
}

static void
add_step (GPtrArray        *steps,
          const char       *rule,
          TyrosRulePicture  picture,
          char             *sentence /* owned */)
{
  TyrosSetupStep *step = g_new0 (TyrosSetupStep, 1);

  step->rule = rule;
  step->picture = picture;
  step->sentence = sentence;
  g_ptr_array_add (steps, step);
}

/* "orange on 7, yellow on 13, green on 23, violet on 26", in founding order. */
static char *
founding_list (const TyrosSetup   *setup,
               const TyrosEdition *edition)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < TYROS_N_EMPIRES; i++)
    {
      TyrosEmpire empire = edition->founding_order[i];

      if (i > 0)
        g_string_append (list, ", ");
      /* Translators: one founding chip, "green on 23" */
      g_string_append_printf (list, _("%s on %s"), tyros_empire_display_name (empire),
                              tyros_field_to_string (setup->founding[empire]));
    }
  return g_string_free (list, FALSE);
}

GPtrArray *
tyros_teach_setup_steps (const TyrosSetup *setup,
                         const TyrosState *state)
{
  GPtrArray *steps = g_ptr_array_new_with_free_func ((GDestroyNotify) tyros_setup_step_free);
  g_autofree char *chips = founding_list (setup, state->edition);
  g_autofree char *start = tyros_state_dup_player_name (state, setup->start_player);

  add_step (steps, "C5", TYROS_RULE_PICTURE_NONE,
            g_strdup (_("Each player takes the 10 ships and the 10 city markers of one colour. "
                        "Player colours have nothing to do with the colours of the four empires: "
                        "orange, yellow, green and violet (C5, B5).")));
  add_step (steps, "M2", TYROS_RULE_PICTURE_NONE,
            g_strdup (_("The 60 trade cards: 14 in each empire's colour and 4 jokers, which count as any colour. "
                        "They are dealt from the draw pile, face down; cards paid or discarded go face up "
                        "on the discard pile (M2, D1).")));
  add_step (steps, "S2", TYROS_RULE_PICTURE_FIRST_GAME,
            g_strdup_printf (_("Put one chip of each empire on the board: %s. Their landscape tiles leave the game (S2)."),
                             chips));
  if (state->empire[TYROS_FIELD_TYROS] != TYROS_EMPIRE_NONE)
    add_step (steps, "S3", TYROS_RULE_PICTURE_TYROS_NEIGHBOURS,
              /* Translators: the empire's colour, after the article, dative or genitive: German "dem/des orangen Reich(s)" */
              g_strdup_printf (_("An empire starts beside Tyros: put a chip of the %s empire on Tyros too (S3)."),
                               tyros_empire_adjective (state->empire[TYROS_FIELD_TYROS], TYROS_EMPIRE_FORM_OF_THE)));
  add_step (steps, "S1", TYROS_RULE_PICTURE_TYROS_NEIGHBOURS,
            g_strdup (_("Every player puts 2 of their ships in Tyros (S1).")));
  add_step (steps, "S4", TYROS_RULE_PICTURE_NONE,
            g_strdup_printf (_("Shuffle the other landscape tiles and deal %u to each player, who keeps them hidden; "
                               "the rest is the supply, face down (S4)."),
                             state->edition->tiles_per_player));
  add_step (steps, "P1", TYROS_RULE_PICTURE_NONE,
            g_strdup_printf (_("Shuffle the trade cards and deal %u to each player (P1)."),
                             trade_cards_per_player (state->n_players)));
  add_step (steps, "S5", TYROS_RULE_PICTURE_NONE,
            g_strdup_printf (_("%s is the start player and takes the start-player token (S5)."), start));
  return steps;
}
