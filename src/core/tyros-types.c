/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-types.c: names of empires and cards, set helpers */
#define G_LOG_DOMAIN "tyros-types"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tyros-types.h"

static const char *const empire_ids[TYROS_N_EMPIRES] = { "orange", "yellow", "green", "violet" };

const char *
tyros_empire_to_string (TyrosEmpire empire)
{
  g_return_val_if_fail (empire >= 0 && empire < TYROS_N_EMPIRES, "none");
  return empire_ids[empire];
}

gboolean
tyros_empire_from_string (const char  *text,
                          TyrosEmpire *empire)
{
  for (int i = 0; i < TYROS_N_EMPIRES; i++)
    {
      if (g_strcmp0 (text, empire_ids[i]) == 0)
        {
          *empire = (TyrosEmpire) i;
          return TRUE;
        }
    }
  return FALSE;
}

const char *
tyros_empire_display_name (TyrosEmpire empire)
{
  switch (empire)
    {
    case TYROS_EMPIRE_ORANGE: return _("orange");
    case TYROS_EMPIRE_YELLOW: return _("yellow");
    case TYROS_EMPIRE_GREEN: return _("green");
    case TYROS_EMPIRE_VIOLET: return _("violet");
    case TYROS_EMPIRE_NONE:
    default: return _("no empire");
    }
}

const char *
tyros_empire_adjective (TyrosEmpire     empire,
                        TyrosEmpireForm form)
{
  /* Translators: the colour before the word "empire" without an article
   * (German "oranges Reich", Dutch "oranje rijk"); keep it as "orange" where
   * the language does not inflect it */
  static const char *const plain[] = { NC_("empire, no article", "orange"), NC_("empire, no article", "yellow"),
                                       NC_("empire, no article", "green"), NC_("empire, no article", "violet") };
  /* Translators: the colour before the word "empire" after the article, as
   * subject or object (German "das orange Reich", Dutch "het oranje rijk") */
  static const char *const the[] = { NC_("empire, after the article", "orange"), NC_("empire, after the article", "yellow"),
                                     NC_("empire, after the article", "green"), NC_("empire, after the article", "violet") };
  /* Translators: the colour before the word "empire" after the article, in the
   * dative or genitive (German "dem orangen Reich", "des orangen Reichs") */
  static const char *const of_the[] = { NC_("empire, dative or genitive", "orange"), NC_("empire, dative or genitive", "yellow"),
                                        NC_("empire, dative or genitive", "green"), NC_("empire, dative or genitive", "violet") };
  static const char *const contexts[] = { "empire, no article", "empire, after the article", "empire, dative or genitive" };
  const char *const *words = form == TYROS_EMPIRE_FORM_OF_THE ? of_the : form == TYROS_EMPIRE_FORM_THE ? the : plain;

  if ((guint) empire >= TYROS_N_EMPIRES)
    return tyros_empire_display_name (empire);
  return g_dpgettext2 (GETTEXT_PACKAGE, contexts[form], words[empire]);
}

const char *
tyros_card_kind_to_string (guint kind)
{
  if (kind == TYROS_CARD_JOKER)
    return "joker";
  return tyros_empire_to_string ((TyrosEmpire) kind);
}

int
tyros_set_next (TyrosSet set,
                int      after)
{
  TyrosSet rest;

  if (after >= 63)
    return -1;
  rest = set & (~G_GUINT64_CONSTANT (0) << (after + 1));
  return rest == 0 ? -1 : __builtin_ctzll (rest);
}

guint
tyros_set_count (TyrosSet set)
{
  return (guint) __builtin_popcountll (set);
}
