/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-data-file.c: the app's own files of its data folder, written safely (tyros-data-file.h) */
#define G_LOG_DOMAIN "tyros-data-file"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tyros-data-file.h"

#define LOCK_NAME ".lock"
/* A writer holds the lock for a few milliseconds; one that holds it longer
 * is stuck (a stopped process): the change is refused, not waited for. */
#define LOCK_WAIT_USEC (5 * G_USEC_PER_SEC)
#define LOCK_RETRY_USEC (10 * 1000)

struct _TyrosDataLock
{
  int fd;
};

static gboolean
fail_with_errno (GError    **error,
                 const char *path)
{
  int saved_errno = errno;
  g_autofree char *name = g_filename_display_name (path);

  /* Translators: a file of the app's data folder: "“/home/…/people.json”: No space left on device" */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), _("“%s”: %s"), name,
               g_strerror (saved_errno));
  return FALSE;
}

static TyrosDataLock *
lock_open (const char *path,
           GError    **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock_path = g_build_filename (dir, LOCK_NAME, NULL);
  TyrosDataLock *lock;
  int fd;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    return fail_with_errno (error, dir), NULL;
  fd = open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
  if (fd < 0)
    return fail_with_errno (error, lock_path), NULL;
  lock = g_new (TyrosDataLock, 1);
  lock->fd = fd;
  return lock;
}

TyrosDataLock *
tyros_data_lock_take (const char *path,
                      GError    **error)
{
  TyrosDataLock *lock = lock_open (path, error);
  gint64 until = g_get_monotonic_time () + LOCK_WAIT_USEC;

  if (lock == NULL)
    return NULL;
  while (flock (lock->fd, LOCK_EX | LOCK_NB) != 0)
    {
      if ((errno != EWOULDBLOCK && errno != EINTR) || g_get_monotonic_time () > until)
        {
          g_autofree char *name = g_filename_display_name (path);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                       /* Translators: two windows of the app on one data folder; the other is stuck */
                       _("“%s” is being changed by another window of the app: try again later"), name);
          tyros_data_lock_release (lock);
          return NULL;
        }
      g_usleep (LOCK_RETRY_USEC);
    }
  return lock;
}

void
tyros_data_lock_release (TyrosDataLock *lock)
{
  if (lock == NULL)
    return;
  /* closing the file releases the lock */
  close (lock->fd);
  g_free (lock);
}

/* "people.json.XXXXXX": the name g_mkstemp() gives the temporary file of
 * people.json (and g_file_set_contents() gave it before) */
static gboolean
is_temporary_of (const char *name,
                 const char *base)
{
  gsize n = strlen (base);

  if (strncmp (name, base, n) != 0 || name[n] != '.' || strlen (name + n + 1) != 6)
    return FALSE;
  for (const char *p = name + n + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

/* Under the lock: every writer of @path holds it while its temporary
 * exists, so any temporary found now was left by a writer killed. */
static void
remove_temporaries (const char *path)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (is_temporary_of (name, base))
      {
        g_autofree char *temporary = g_build_filename (dir_path, name, NULL);
        GStatBuf info;

        if (g_lstat (temporary, &info) == 0 && S_ISREG (info.st_mode))
          g_unlink (temporary);
      }
}

void
tyros_data_file_remove_temporaries (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *lock_path = g_build_filename (dir, LOCK_NAME, NULL);
  int fd = open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);

  /* no folder yet: nothing was written there */
  if (fd < 0)
    return;
  if (flock (fd, LOCK_EX | LOCK_NB) == 0)
    remove_temporaries (path);
  close (fd);
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  gsize written = 0;

  while (written < length)
    {
      gssize n = write (fd, data + written, length - written);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      written += (gsize) n;
    }
  return TRUE;
}

gboolean
tyros_data_file_write_locked (TyrosDataLock *lock,
                              const char    *path,
                              const char    *data,
                              gssize         length,
                              GError       **error)
{
  g_autofree char *temporary = g_strconcat (path, ".XXXXXX", NULL);
  gsize size = length < 0 ? strlen (data) : (gsize) length;
  int fd;

  g_return_val_if_fail (lock != NULL, FALSE);

  remove_temporaries (path);
  fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0600);
  if (fd < 0)
    return fail_with_errno (error, path);
  if (!write_all (fd, data, size) || fsync (fd) != 0)
    {
      fail_with_errno (error, path);
      close (fd);
      g_unlink (temporary);
      return FALSE;
    }
  if (close (fd) != 0 || g_rename (temporary, path) != 0)
    {
      fail_with_errno (error, path);
      g_unlink (temporary);
      return FALSE;
    }
  return TRUE;
}

gboolean
tyros_data_file_write (const char *path,
                       const char *data,
                       gssize      length,
                       GError    **error)
{
  g_autoptr(TyrosDataLock) lock = tyros_data_lock_take (path, error);

  return lock != NULL && tyros_data_file_write_locked (lock, path, data, length, error);
}
