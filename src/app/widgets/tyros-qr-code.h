/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-qr-code.h: a link as a QR code that a phone's camera reads */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TYROS_TYPE_QR_CODE (tyros_qr_code_get_type ())
G_DECLARE_FINAL_TYPE (TyrosQrCode, tyros_qr_code, TYROS, QR_CODE, GObject)

/* A GdkPaintable of @text encoded as a QR code (libqrencode, error correction
 * level M), dark modules on white with the four-module quiet zone the standard
 * asks for, drawn sharp at any size (in a GtkPicture, say). Returns NULL with
 * @error set (G_IO_ERROR_INVALID_DATA) when @text does not fit a QR code. */
TyrosQrCode *tyros_qr_code_new (const char  *text,
                                GError     **error);

/* The modules across, the quiet zone included. */
guint        tyros_qr_code_get_size (TyrosQrCode *self);

G_END_DECLS
