/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-marks.c: what the board marks for the move being entered */
#define G_LOG_DOMAIN "tyros-board-marks"

#include "config.h"

#include <string.h>

#include "tyros-board-marks.h"

void
tyros_board_marks_init (TyrosBoardMarks *self)
{
  memset (self, 0, sizeof *self);
  self->bad_step = -1;
  self->error_field = TYROS_FIELD_NONE;
  self->cursor = TYROS_FIELD_NONE;
}

void
tyros_board_marks_clear (TyrosBoardMarks *self)
{
  g_clear_pointer (&self->routes, g_ptr_array_unref);
  tyros_board_marks_init (self);
}

static GPtrArray *
copy_routes (GPtrArray *routes)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint i = 0; i < routes->len; i++)
    {
      GArray *route = g_ptr_array_index (routes, i);

      if (route != NULL)
        g_ptr_array_add (copy, g_array_copy (route));
    }
  return copy;
}

void
tyros_board_marks_copy (TyrosBoardMarks       *dest,
                        const TyrosBoardMarks *src)
{
  tyros_board_marks_clear (dest);
  if (src == NULL)
    return;
  *dest = *src;
  /* copied: the entry's arrays change with the next choice */
  dest->routes = src->routes != NULL ? copy_routes (src->routes) : NULL;
}
