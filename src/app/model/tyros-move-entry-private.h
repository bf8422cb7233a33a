/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-move-entry-private.h: what the parts of the move entry share
 *
 * tyros-move-entry.c is the object (its properties, what it shows, its
 * public API); tyros-move-entry-play.c plays what was entered through the
 * core; tyros-move-entry-ships.c moves a ship; tyros-move-entry-modes.c says
 * what each step asks, and plays the tiles.
 */
#pragma once

#include "tyros-move-entry.h"

G_BEGIN_DECLS

struct _TyrosMoveEntry
{
  GObject         parent_instance;

  TyrosGame      *game;
  int             replace_index;  /* entering a replacement for this move, or -1 */
  TyrosEntryMode  mode;

  /* what was chosen */
  TyrosField      expand_field;   /* waiting for the empire choice */
  TyrosCoast      ship_from;
  TyrosCoast      ship_dest;
  GArray         *route;          /* TyrosCoast, from ship_from */
  gboolean        tracing;
  TyrosField      build_field;
  TyrosCoast      build_coast;   /* the half of 16 clicked: its ship goes back (B4) */
  TyrosPayment    paid;
  char           *shown;

  /* what is shown */
  char           *prompt;
  char           *hint;
  char           *price;
  char           *error;
  char           *rule;
  char           *route_text;
  char           *choice_text;
  char           *last_move;
  guint           empires;
  gboolean        can_confirm;
  TyrosCoast      closed_a;       /* the closed sea pair the error names (M1), or NONE */
  TyrosCoast      closed_b;

  /* board marks: the shortest routes shown too */
  TyrosBoardMarks marks;
};

enum {
  PROP_0,
  PROP_MODE,
  PROP_PROMPT,
  PROP_HINT,
  PROP_PRICE,
  PROP_ERROR,
  PROP_RULE,
  PROP_ROUTE_TEXT,
  PROP_CHOICE_TEXT,
  PROP_LAST_MOVE,
  PROP_EMPIRES,
  PROP_CAN_CONFIRM,
  PROP_TRACING,
  PROP_SHOWN,
  PROP_CAN_OPEN_PASSAGE,
  PROP_REPLACE_INDEX,
  PROP_MARKS,
  N_PROPS
};

enum {
  SIGNAL_MOVE_PLAYED,
  SIGNAL_MOVE_REPLACED,
  SIGNAL_BOARD_CHANGED,
  N_SIGNALS
};


/* tyros-move-entry.c: its properties and signals, which every part notifies */
extern GParamSpec *_tyros_move_entry_properties[N_PROPS];
extern guint       _tyros_move_entry_signals[N_SIGNALS];

/* tyros-move-entry.c: what is shown */
void              _tyros_move_entry_set_text              (TyrosMoveEntry        *self,
                                                           char                 **field,
                                                           const char            *text,
                                                           guint                  prop);
void              _tyros_move_entry_set_can_confirm       (TyrosMoveEntry        *self,
                                                           gboolean               can_confirm);
void              _tyros_move_entry_marks_changed         (TyrosMoveEntry        *self);
/* No routes drawn, nor a bad step on them */
void              _tyros_move_entry_clear_routes          (TyrosMoveEntry        *self);
void              _tyros_move_entry_clear_error           (TyrosMoveEntry        *self);
void              _tyros_move_entry_show_error            (TyrosMoveEntry        *self,
                                                           const char            *text,
                                                           const char            *rule,
                                                           TyrosField             field);
void              _tyros_move_entry_show_violation        (TyrosMoveEntry        *self,
                                                           const TyrosViolation  *violation);
void              _tyros_move_entry_set_replace_index     (TyrosMoveEntry        *self,
                                                           int                    index);

/* tyros-move-entry.c: the position the move is entered for, and its player */
const TyrosState *_tyros_move_entry_get_state             (TyrosMoveEntry        *self);
int               _tyros_move_entry_current_player        (TyrosMoveEntry        *self);
const char       *_tyros_move_entry_current_name          (TyrosMoveEntry        *self);

/* tyros-move-entry-play.c */
TyrosMove        *_tyros_move_entry_new_move              (TyrosMoveEntry        *self,
                                                           TyrosMoveType          type);
/* Plays @move; on a rejection explains it and keeps what was entered. */
gboolean          _tyros_move_entry_play                  (TyrosMoveEntry        *self,
                                                           const TyrosMove       *move);
/* Shows the pending move's price, or why it is not allowed */
gboolean          _tyros_move_entry_check_pending         (TyrosMoveEntry        *self,
                                                           const TyrosMove       *move,
                                                           gboolean               tracing);

/* tyros-move-entry-ships.c */
TyrosMove        *_tyros_move_entry_ship_move             (TyrosMoveEntry        *self);
void              _tyros_move_entry_check_ship_move       (TyrosMoveEntry        *self);
void              _tyros_move_entry_choose_destination    (TyrosMoveEntry        *self,
                                                           TyrosCoast             dest);
void              _tyros_move_entry_pick_ship             (TyrosMoveEntry        *self,
                                                           TyrosField             field,
                                                           TyrosCoast             coast);
void              _tyros_move_entry_trace_step            (TyrosMoveEntry        *self,
                                                           TyrosField             field);
TyrosSet          _tyros_move_entry_fields_with_own_ships (TyrosMoveEntry        *self);
void              _tyros_move_entry_set_tracing           (TyrosMoveEntry        *self,
                                                           gboolean               tracing);

/* tyros-move-entry-modes.c */
void              _tyros_move_entry_set_mode              (TyrosMoveEntry        *self,
                                                           TyrosEntryMode         mode);
void              _tyros_move_entry_update_last_move      (TyrosMoveEntry        *self);
TyrosMove        *_tyros_move_entry_build_move            (TyrosMoveEntry        *self);
void              _tyros_move_entry_expand_field          (TyrosMoveEntry        *self,
                                                           TyrosField             field);
void              _tyros_move_entry_play_expand           (TyrosMoveEntry        *self,
                                                           TyrosField             field,
                                                           TyrosEmpire            empire);
gboolean          _tyros_move_entry_parse_shown           (TyrosMoveEntry        *self,
                                                           GArray               **shown);

G_END_DECLS
