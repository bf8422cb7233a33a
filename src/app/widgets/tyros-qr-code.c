/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-qr-code.c: a link as a QR code that a phone's camera reads */
#define G_LOG_DOMAIN "tyros-qr-code"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>
#include <qrencode.h>

#include "tyros-qr-code.h"

/* The standard's quiet zone, in modules, on each side. */
#define QUIET_ZONE 4
/* Pixels a module at the paintable's intrinsic size. */
#define MODULE_PIXELS 6

struct _TyrosQrCode
{
  GObject parent_instance;

  guint   modules;   /* across, without the quiet zone */
  guint8 *dark;      /* modules * modules, TRUE where a module is dark */
};

static void tyros_qr_code_paintable_init (GdkPaintableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TyrosQrCode, tyros_qr_code, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GDK_TYPE_PAINTABLE,
                                                      tyros_qr_code_paintable_init))

guint
tyros_qr_code_get_size (TyrosQrCode *self)
{
  g_return_val_if_fail (TYROS_IS_QR_CODE (self), 0);

  return self->modules + 2 * QUIET_ZONE;
}

/* Each row's dark runs as one rectangle: a phone scans the code the same,
 * and a 57-module code takes a few hundred nodes instead of thousands. */
static void
append_dark_runs (TyrosQrCode *self,
                  GtkSnapshot *snapshot,
                  double       module)
{
  const GdkRGBA dark = { 0, 0, 0, 1 };

  for (guint y = 0; y < self->modules; y++)
    {
      guint x = 0;

      while (x < self->modules)
        {
          guint start;

          if (!self->dark[y * self->modules + x])
            {
              x++;
              continue;
            }
          start = x;
          while (x < self->modules && self->dark[y * self->modules + x])
            x++;
          gtk_snapshot_append_color (snapshot, &dark,
                                     &GRAPHENE_RECT_INIT ((start + QUIET_ZONE) * module,
                                                          (y + QUIET_ZONE) * module,
                                                          (x - start) * module,
                                                          module));
        }
    }
}

static void
tyros_qr_code_snapshot (GdkPaintable *paintable,
                        GdkSnapshot  *snapshot,
                        double        width,
                        double        height)
{
  TyrosQrCode *self = TYROS_QR_CODE (paintable);
  const GdkRGBA light = { 1, 1, 1, 1 };
  double side = MIN (width, height);
  /* Whole device pixels a module where there is room: no blurred edges. */
  double module = side / tyros_qr_code_get_size (self);

  if (module >= 1)
    module = floor (module);
  side = module * tyros_qr_code_get_size (self);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (floor ((width - side) / 2),
                                                          floor ((height - side) / 2)));
  gtk_snapshot_append_color (snapshot, &light, &GRAPHENE_RECT_INIT (0, 0, side, side));
  append_dark_runs (self, GTK_SNAPSHOT (snapshot), module);
  gtk_snapshot_restore (snapshot);
}

static int
tyros_qr_code_get_intrinsic_size (GdkPaintable *paintable)
{
  return tyros_qr_code_get_size (TYROS_QR_CODE (paintable)) * MODULE_PIXELS;
}

static double
tyros_qr_code_get_intrinsic_aspect_ratio (GdkPaintable *paintable G_GNUC_UNUSED)
{
  return 1.0;
}

static GdkPaintableFlags
tyros_qr_code_get_flags (GdkPaintable *paintable G_GNUC_UNUSED)
{
  return GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void
tyros_qr_code_paintable_init (GdkPaintableInterface *iface)
{
  iface->snapshot = tyros_qr_code_snapshot;
  iface->get_intrinsic_width = tyros_qr_code_get_intrinsic_size;
  iface->get_intrinsic_height = tyros_qr_code_get_intrinsic_size;
  iface->get_intrinsic_aspect_ratio = tyros_qr_code_get_intrinsic_aspect_ratio;
  iface->get_flags = tyros_qr_code_get_flags;
}

static void
tyros_qr_code_finalize (GObject *object)
{
  TyrosQrCode *self = TYROS_QR_CODE (object);

  g_free (self->dark);

  G_OBJECT_CLASS (tyros_qr_code_parent_class)->finalize (object);
}

static void
tyros_qr_code_class_init (TyrosQrCodeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tyros_qr_code_finalize;
}

static void
tyros_qr_code_init (TyrosQrCode *self G_GNUC_UNUSED)
{
}

TyrosQrCode *
tyros_qr_code_new (const char  *text,
                   GError     **error)
{
  g_autoptr(TyrosQrCode) self = NULL;
  QRcode *code;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* 8-bit mode: a URL's bytes as they are, whatever they hold. */
  code = QRcode_encodeData ((int) strlen (text), (const unsigned char *) text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The link is too long to be shown as a QR code."));
      return NULL;
    }

  self = g_object_new (TYROS_TYPE_QR_CODE, NULL);
  self->modules = (guint) code->width;
  self->dark = g_new (guint8, self->modules * self->modules);
  /* libqrencode's lowest bit of each byte: 1 for a dark module. */
  for (guint i = 0; i < self->modules * self->modules; i++)
    self->dark[i] = code->data[i] & 1;
  QRcode_free (code);

  return g_steal_pointer (&self);
}
