/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-text.c: small helpers for label text */
#define G_LOG_DOMAIN "tyros-text"

#include "config.h"

#include "tyros-text.h"

char *
tyros_text_capitalize (const char *text)
{
  gunichar first;
  char buffer[8];
  int length;

  if (text == NULL || *text == '\0')
    return g_strdup ("");

  first = g_unichar_totitle (g_utf8_get_char (text));
  length = g_unichar_to_utf8 (first, buffer);
  buffer[length] = '\0';
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}
