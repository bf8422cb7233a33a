/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rule-links.c: clickable rule IDs in labels */
#define G_LOG_DOMAIN "tyros-rule-links"

#include "config.h"

#include "tyros-core.h"
#include "tyros-rule-links.h"

#define RULE_URI_PREFIX "rule:"

/* @text escaped as Pango markup, with every rule ID as <a href="rule:ID">. */
static char *
rule_links_markup (const char *text)
{
  GString *markup = g_string_new (NULL);
  const char *done = text;
  const char *id;
  gsize length;

  while ((id = tyros_rulebook_find_id (text, done, &length)) != NULL)
    {
      g_autofree char *before = g_markup_escape_text (done, id - done);
      g_autofree char *name = g_strndup (id, length);

      g_string_append (markup, before);
      g_string_append_printf (markup, "<a href=\"" RULE_URI_PREFIX "%s\">%s</a>", name, name);
      done = id + length;
    }
  {
    g_autofree char *rest = g_markup_escape_text (done, -1);
    g_string_append (markup, rest);
  }
  return g_string_free (markup, FALSE);
}

static gboolean
link_activated (GtkLabel   *label,
                const char *uri,
                gpointer    user_data G_GNUC_UNUSED)
{
  if (!g_str_has_prefix (uri, RULE_URI_PREFIX))
    return FALSE;
  /* The application opens the rules, in the edition of the game shown */
  gtk_widget_activate_action (GTK_WIDGET (label), "app.show-rule", "s", uri + strlen (RULE_URI_PREFIX));
  return TRUE;
}

static void
follow_links (GtkLabel *label)
{
  if (g_object_get_data (G_OBJECT (label), "tyros-rule-links") == NULL)
    {
      g_signal_connect (label, "activate-link", G_CALLBACK (link_activated), NULL);
      g_object_set_data (G_OBJECT (label), "tyros-rule-links", GINT_TO_POINTER (TRUE));
    }
}

void
tyros_rule_links_set_label (GtkLabel   *label,
                            const char *text)
{
  g_autofree char *markup = rule_links_markup (text != NULL ? text : "");

  follow_links (label);
  gtk_label_set_markup (label, markup);
}

static gboolean
text_to_markup (GBinding     *binding G_GNUC_UNUSED,
                const GValue *from,
                GValue       *to,
                gpointer      user_data G_GNUC_UNUSED)
{
  const char *text = g_value_get_string (from);

  g_value_take_string (to, rule_links_markup (text != NULL ? text : ""));
  return TRUE;
}

void
tyros_rule_links_bind (gpointer    source,
                       const char *property,
                       GtkLabel   *label)
{
  follow_links (label);
  gtk_label_set_use_markup (label, TRUE);
  g_object_bind_property_full (source, property, label, "label", G_BINDING_SYNC_CREATE,
                               text_to_markup, NULL, NULL, NULL);
}
