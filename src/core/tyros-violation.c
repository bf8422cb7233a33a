/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-violation.c: a rejection with its rule ID */
#define G_LOG_DOMAIN "tyros-violation"

#include "config.h"

#include "tyros-violation.h"

TyrosViolation *
tyros_violation_new (const char *rule,
                     TyrosField  field,
                     int         step,
                     const char *format,
                     ...)
{
  TyrosViolation *violation = g_new0 (TyrosViolation, 1);
  g_autofree char *sentence = NULL;
  va_list args;

  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);

  violation->rule = g_strdup (rule);
  violation->message = g_strdup_printf ("%s (%s)", sentence, rule);
  violation->field = field;
  violation->step = step;
  return violation;
}

TyrosViolation *
tyros_violation_copy (const TyrosViolation *violation)
{
  TyrosViolation *copy = g_new0 (TyrosViolation, 1);

  copy->rule = g_strdup (violation->rule);
  copy->message = g_strdup (violation->message);
  copy->field = violation->field;
  copy->step = violation->step;
  copy->closed_a = violation->closed_a;
  copy->closed_b = violation->closed_b;
  return copy;
}

void
tyros_violation_free (TyrosViolation *violation)
{
  if (violation == NULL)
    return;
  g_free (violation->rule);
  g_free (violation->message);
  g_free (violation);
}
