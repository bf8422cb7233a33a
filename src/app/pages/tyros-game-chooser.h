/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-game-chooser.h: choosing a .tyros file to open or to save to
 *
 * The file chooser that goes through the portals inside the Flatpak sandbox:
 * GtkFileChooserNative on GTK 4.8, GtkFileDialog from GTK 4.10 on.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called with the chosen file; not called when the user cancels or when
 * @owner is gone by then. */
typedef void (*TyrosGameChosenFunc) (GObject *owner,
                                     GFile   *file);

void tyros_game_chooser_open (GtkWindow           *parent,
                              GObject             *owner,
                              TyrosGameChosenFunc  func);
void tyros_game_chooser_save (GtkWindow           *parent,
                              const char          *initial_name,
                              GObject             *owner,
                              TyrosGameChosenFunc  func);

/* Saving another kind of file (an image, a table): its filter */
typedef struct {
  const char *name;       /* "PNG images", in the user's language */
  const char *pattern;    /* "*.png" */
  const char *mime_type;  /* "image/png" */
} TyrosFileKind;

void tyros_game_chooser_save_kind (GtkWindow           *parent,
                                   const char          *title,
                                   const TyrosFileKind *kind,
                                   const char          *initial_name,
                                   GObject             *owner,
                                   TyrosGameChosenFunc  func);

/* Writes @length bytes of @data to @file (beside it, then renamed: a reader
 * never finds half a file) and tells @widget's window how it went: @done, or
 * why it failed. */
gboolean tyros_game_chooser_write (GtkWidget  *widget,
                                   GFile      *file,
                                   const void *data,
                                   gsize       length,
                                   const char *done);

G_END_DECLS
