/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-player-colours.c: the colours players can pick for their pieces */
#define G_LOG_DOMAIN "tyros-player-colours"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-player-colours.h"

static const struct {
  const char *hex;
  const char *name;
} colours[] = {
  { "#e01b24", N_("Red") },
  { "#1c71d8", N_("Blue") },
  { "#f6f5f4", N_("White") },
  { "#241f31", N_("Black") },
  { "#986a44", N_("Brown") },
  { "#dc8add", N_("Pink") },
};

guint
tyros_player_colours_count (void)
{
  return G_N_ELEMENTS (colours);
}

const char *
tyros_player_colour_hex (guint index)
{
  return colours[index % G_N_ELEMENTS (colours)].hex;
}

const char *
tyros_player_colour_name (guint index)
{
  return _(colours[index % G_N_ELEMENTS (colours)].name);
}


const char *
tyros_empire_colour_hex (TyrosEmpire empire)
{
  static const char *const empires[TYROS_N_EMPIRES] = {
    [TYROS_EMPIRE_ORANGE] = "#ff7800",
    [TYROS_EMPIRE_YELLOW] = "#f6d32d",
    [TYROS_EMPIRE_GREEN] = "#26a269",
    [TYROS_EMPIRE_VIOLET] = "#9141ac",
  };

  g_return_val_if_fail (empire >= 0 && empire < TYROS_N_EMPIRES, "#000000");
  return empires[empire];
}
