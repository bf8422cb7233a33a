/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-read.c: reading the files the core and the app read, bounded (tyros-read.h) */
#define G_LOG_DOMAIN "tyros-read"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>

#include "tyros-read.h"

G_DEFINE_QUARK (tyros-file-error-quark, tyros_file_error)

void
tyros_file_too_large_error (GError **error,
                 guint64  size,
                 gsize    max_size)
{
  g_autofree char *bytes = g_strdup_printf ("%" G_GUINT64_FORMAT, size);
  g_autofree char *most = g_strdup_printf ("%" G_GSIZE_FORMAT, max_size);

  /* Translators: "The file is too large: 20000000 bytes (at most 16777216)" */
  g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ,
               _("The file is too large: %s bytes (at most %s)"), bytes, most);
}

static void
not_a_file_error (GError **error,
                  mode_t   mode)
{
  g_set_error_literal (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ,
                       S_ISDIR (mode) ? _("This is a folder, not a file")
                                      : _("This is a device, a pipe or a socket, not a file"));
}

/* Reads at most @max_size + 1 bytes, whatever @path is: a device (/dev/zero)
 * never ends, a pipe may never send, a folder has no bytes. Only a regular
 * file is read; the caller refuses what is longer than @max_size. A file that
 * cannot be opened leaves its errno in *@open_errno. */
static char *
read_regular (const char *path,
              gsize       max_size,
              gsize      *length,
              int        *open_errno,
              GError    **error)
{
  g_autofree char *data = NULL;
  struct stat info = { 0 };
  gsize size = 0;
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  int saved_errno;

  *open_errno = 0;
  if (fd < 0)
    {
      saved_errno = *open_errno = errno;
      /* a socket cannot be opened (ENXIO): say what it is, not the errno */
      if (stat (path, &info) == 0 && !S_ISREG (info.st_mode))
        return not_a_file_error (error, info.st_mode), NULL;
      g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ,
                   _("Cannot open the file: %s"), g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      not_a_file_error (error, info.st_mode);
      close (fd);
      return NULL;
    }
  if ((guint64) info.st_size > max_size)
    {
      /* refused unread, with the file's own size */
      tyros_file_too_large_error (error, (guint64) info.st_size, max_size);
      close (fd);
      return NULL;
    }
  data = g_malloc (MIN ((gsize) info.st_size, (gsize) max_size) + 2);
  while (size <= max_size)
    {
      gsize room = MIN ((gsize) info.st_size, (gsize) max_size) + 1 - size;
      gssize n;

      if (room == 0)
        {
          /* the file grew since fstat(): make room up to the limit plus one */
          data = g_realloc (data, max_size + 2);
          info.st_size = max_size;
          continue;
        }
      n = read (fd, data + size, room);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          saved_errno = errno;
          close (fd);
          g_set_error (error, TYROS_FILE_ERROR, TYROS_FILE_ERROR_READ,
                       _("Cannot read the file: %s"), g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      size += (gsize) n;
    }
  close (fd);
  data[size] = '\0';
  *length = size;
  return g_steal_pointer (&data);
}

char *
tyros_file_read_regular (const char *path,
                         gsize       max_size,
                         gsize      *length,
                         GError    **error)
{
  int open_errno;

  return read_regular (path, max_size, length, &open_errno, error);
}

gboolean
tyros_file_load_key_file (GKeyFile     *key_file,
                          const char   *path,
                          GKeyFileFlags flags)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  int open_errno;

  data = read_regular (path, TYROS_FILE_MAX_KEY_FILE_SIZE, &length, &open_errno, &error);
  /* Not made yet, nor the folder it would be in: nothing to say */
  if (data == NULL && (open_errno == ENOENT || open_errno == ENOTDIR))
    return FALSE;
  if (data == NULL)
    g_warning ("Not reading %s: %s", path, error->message);
  else if (length > TYROS_FILE_MAX_KEY_FILE_SIZE)
    g_warning ("Not reading %s: it is larger than %d bytes", path, TYROS_FILE_MAX_KEY_FILE_SIZE);
  else if (!g_key_file_load_from_data (key_file, data, length, flags, &error))
    g_warning ("Not reading %s: %s", path, error->message);
  else
    return TRUE;
  return FALSE;
}
