/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-i18n.c: the locale set-up shared by main() of the app and of the command */
#define G_LOG_DOMAIN "tyros-i18n"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "tyros-i18n.h"

void
tyros_i18n_init (void)
{
  /* TYROS_LOCALEDIR: the build tree's translations, set by `meson devenv`. */
  const char *localedir = g_getenv ("TYROS_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

#ifdef __GLIBC__
/* glibc's count of loaded catalogues: gettext's cache of translations is
 * keyed on it, so a change of LANGUAGE takes effect once it moves (the GNU
 * gettext manual, "Being a gettext grok"). */
extern int _nl_msg_cat_cntr;
#endif

static void
switch_language (const char *language)
{
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
#ifdef __GLIBC__
  ++_nl_msg_cat_cntr;
#endif
}

/* gettext ignores LANGUAGE while the messages' locale is C (newer glibc
 * counts C.UTF-8 as C too): a locale of this thread whose messages are of
 * any installed locale, or 0 where the process's own will do */
static locale_t
messages_locale (void)
{
  static const char *const installed[] = { "en_US.UTF-8", "de_DE.UTF-8", "nl_NL.UTF-8", "it_IT.UTF-8", NULL };
  const char *current = setlocale (LC_MESSAGES, NULL);

  if (current != NULL && !g_str_equal (current, "C") && !g_str_equal (current, "POSIX") &&
      !g_str_has_prefix (current, "C."))
    return (locale_t) 0;
  for (guint i = 0; installed[i] != NULL; i++)
    {
      locale_t locale = newlocale (LC_MESSAGES_MASK, installed[i], (locale_t) 0);

      if (locale != (locale_t) 0)
        return locale;
    }
  return (locale_t) 0;
}

char *
tyros_i18n_in_language (const char *language,
                        char *    (*func) (gpointer data),
                        gpointer    data)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));
  locale_t messages = messages_locale ();
  locale_t before = messages != (locale_t) 0 ? uselocale (messages) : (locale_t) 0;
  char *result;

  /* "en": no catalogue of that name, so the English source strings */
  switch_language (language != NULL && *language != '\0' ? language : "en");
  result = func (data);
  switch_language (saved);
  if (messages != (locale_t) 0)
    {
      uselocale (before);
      freelocale (messages);
    }
  return result;
}
