/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-player-colours.h: the colours players can pick for their pieces */
#pragma once

#include <glib.h>

#include "tyros-core.h"

G_BEGIN_DECLS

guint       tyros_player_colours_count   (void);
/* "#e01b24" */
const char *tyros_player_colour_hex      (guint index);
/* "Red", in the user's language */
const char *tyros_player_colour_name     (guint index);

/* The colour of an empire's chips ("#ff7800"), on the board and in charts */
const char *tyros_empire_colour_hex      (TyrosEmpire empire);

G_END_DECLS
