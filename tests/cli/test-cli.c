/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli.c: the `tyros` command (docs/command.md)
 *
 * Runs the executable named by $TYROS_CLI on the files of $TYROS_TEST_DATA
 * with LC_ALL=C and checks exit status (0 yes, 1 rules say no, 2 unusable
 * input), stdout and the first line of stderr. Expected scores come from
 * the .expected.json files of tests/data, written by make-journals.py's own scoring model
 * (or by hand for the positions), never from this program's output.
 *
 * With $TYROS_VALGRIND set, only the valgrind cases are registered.
 */
#define G_LOG_DOMAIN "tyros-test-cli"

#include "test-util.h"

#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

typedef struct {
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

static char **
child_env (void)
{
  char **env = g_get_environ ();

  env = g_environ_setenv (env, "LC_ALL", "C", TRUE);
  env = g_environ_setenv (env, "LANGUAGE", "C", TRUE);
  return env;
}

static void
run_argv (Run *run, const char *const *args, gboolean valgrind)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = child_env ();
  g_autoptr(GError) error = NULL;
  int wait_status = 0;
  const char *cli = g_getenv ("TYROS_CLI");

  g_assert_nonnull (cli);
  if (valgrind)
    {
      g_ptr_array_add (argv, (char *) g_getenv ("TYROS_VALGRIND"));
      g_ptr_array_add (argv, "--quiet");
      g_ptr_array_add (argv, "--error-exitcode=99");
      g_ptr_array_add (argv, "--leak-check=full");
      g_ptr_array_add (argv, "--errors-for-leak-kinds=definite");
    }
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  memset (run, 0, sizeof *run);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                     &run->out, &run->err, &wait_status, &error))
    g_error ("cannot run %s: %s", cli, error->message);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

#define RUN(run, ...) run_argv ((run), (const char *const[]) { __VA_ARGS__, NULL }, FALSE)

static char *
first_line (const char *text)
{
  const char *nl = strchr (text, '\n');

  return nl ? g_strndup (text, nl - text) : g_strdup (text);
}

static JsonObject *
load_json (JsonParser *parser, const char *text)
{
  g_autoptr(GError) error = NULL;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("not JSON (%s): %s", error->message, text);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

/* ---- check ---- */

static void
test_check_ok (gconstpointer data)
{
  g_autofree char *path = tu_data_path (data);
  Run run;

  RUN (&run, "check", path);
  if (run.status != 0)
    g_error ("tyros check %s: exit %d: %s", (const char *) data, run.status, run.err);
  run_clear (&run);
}

/* illegal-*.tyros: exit 1, stderr "move N: ... (RULE)" */
static void
test_check_illegal (gconstpointer data)
{
  const char *name = data;
  g_autofree char *file = g_strconcat (name, ".tyros", NULL);
  g_autofree char *exp_file = g_strconcat (name, ".expected.json", NULL);
  g_autofree char *path = tu_data_path (file);
  g_autofree char *exp_text = tu_read_data (exp_file, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *expected = load_json (parser, exp_text);
  g_autofree char *prefix = g_strdup_printf ("move %" G_GINT64_FORMAT ": ",
                                             json_object_get_int_member (expected, "move"));
  g_autofree char *suffix = g_strdup_printf ("(%s)", json_object_get_string_member (expected, "rule"));
  g_autofree char *line = NULL;
  Run run;

  RUN (&run, "check", path);
  g_assert_cmpint (run.status, ==, 1);
  line = first_line (run.err);
  if (!g_str_has_prefix (line, prefix) || !g_str_has_suffix (line, suffix))
    g_error ("stderr first line \"%s\", expected \"%s...%s\"", line, prefix, suffix);
  run_clear (&run);
}

static void
test_check_setup_s2 (void)
{
  g_autofree char *path = tu_data_path ("setup-italian-tyros.tyros");
  g_autofree char *line = NULL;
  Run run;

  RUN (&run, "check", path);
  g_assert_cmpint (run.status, ==, 1);
  line = first_line (run.err);
  g_assert_true (g_str_has_prefix (line, "setup: "));
  g_assert_true (g_str_has_suffix (line, "(S2)"));
  run_clear (&run);
}

/* Drawn set-ups of every seed range, saved by the core: `tyros check` and
 * `tyros score` open them (seeds from 2^63 up were once refused). */
static void
test_check_drawn_seeds (void)
{
  static const guint64 seeds[] = {
    0, G_GUINT64_CONSTANT (9007199254740993), G_MAXINT64, (guint64) G_MAXINT64 + 1, G_MAXUINT64,
  };
  static const char *const names[] = { "Anna", "Ben", "Cleo", "Dora", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *path = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "drawn.tyros", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      const TyrosEdition *edition = tyros_edition_lookup (i % 2 ? "italian" : "kosmos");
      g_autoptr(TyrosViolation) violation = NULL;
      g_autoptr(TyrosGame) game = NULL;
      TyrosSetup setup;
      Run run;

      tyros_setup_draw (&setup, edition, seeds[i], 0);
      game = tyros_game_new (edition, names, &setup, &violation);
      g_assert_nonnull (game);
      g_assert_true (tyros_file_save (game, path, &error));
      RUN (&run, "check", path);
      if (run.status != 0)
        g_error ("seed %" G_GUINT64_FORMAT ": tyros check: exit %d: %s", seeds[i], run.status, run.err);
      run_clear (&run);
      RUN (&run, "score", path, "--json");
      g_assert_cmpint (run.status, ==, 0);
      run_clear (&run);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- score ---- */

static void
compare_score (const char *out, const char *expected_name)
{
  g_autofree char *exp_text = tu_read_data (expected_name, NULL);
  g_autoptr(JsonParser) p1 = json_parser_new ();
  g_autoptr(JsonParser) p2 = json_parser_new ();
  JsonObject *got = load_json (p1, out);
  JsonObject *exp = load_json (p2, exp_text);
  JsonArray *ge = json_object_get_array_member (got, "empires");
  JsonArray *ee = json_object_get_array_member (exp, "empires");
  JsonArray *gp = json_object_get_array_member (got, "players");
  JsonArray *ep = json_object_get_array_member (exp, "players");
  JsonArray *gw = json_object_get_array_member (got, "winners");
  JsonArray *ew = json_object_get_array_member (exp, "winners");

  g_assert_nonnull (ge);
  g_assert_nonnull (gp);
  g_assert_nonnull (gw);
  g_assert_cmpuint (json_array_get_length (ge), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *a = json_array_get_object_element (ge, i);
      JsonObject *b = json_array_get_object_element (ee, i);

      g_assert_cmpstr (json_object_get_string_member (a, "empire"), ==, json_object_get_string_member (b, "empire"));
      g_assert_cmpint (json_object_get_int_member (a, "size"), ==, json_object_get_int_member (b, "size"));
      g_assert_cmpint (json_object_get_int_member (a, "rank"), ==, (gint64) i + 1);
    }
  g_assert_cmpuint (json_array_get_length (gp), ==, json_array_get_length (ep));
  for (guint i = 0; i < json_array_get_length (ep); i++)
    {
      JsonObject *a = json_array_get_object_element (gp, i);
      JsonObject *b = json_array_get_object_element (ep, i);

      g_assert_cmpstr (json_object_get_string_member (a, "name"), ==, json_object_get_string_member (b, "name"));
      if (json_object_get_int_member (a, "total") != json_object_get_int_member (b, "total"))
        g_error ("%s: player %u: expected %" G_GINT64_FORMAT " points, got %" G_GINT64_FORMAT,
                 expected_name, i, json_object_get_int_member (b, "total"), json_object_get_int_member (a, "total"));
    }
  g_assert_cmpuint (json_array_get_length (gw), ==, json_array_get_length (ew));
  for (guint i = 0; i < json_array_get_length (ew); i++)
    g_assert_cmpint (json_array_get_int_element (gw, i), ==, json_array_get_int_element (ew, i));
}

static void
test_score_json (gconstpointer data)
{
  const char *name = data;
  g_autofree char *file = g_strconcat (name, ".tyros", NULL);
  g_autofree char *exp_file = g_strconcat (name, ".expected.json", NULL);
  g_autofree char *path = tu_data_path (file);
  Run run;

  RUN (&run, "score", path, "--json");
  if (run.status != 0)
    g_error ("tyros score --json %s: exit %d: %s", file, run.status, run.err);
  compare_score (run.out, exp_file);
  /* a finished game: no note */
  g_assert_null (strstr (run.err, "as if"));
  run_clear (&run);

  RUN (&run, "score", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (strlen (run.out), >, 0);
  run_clear (&run);
}

/* The first 60 moves of game-3p: not over, scored as if it ended now. */
static void
test_score_unfinished (void)
{
  g_autofree char *text = tu_read_data ("game-3p.tyros", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = load_json (parser, text);
  JsonArray *moves = json_object_get_array_member (root, "moves");
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *path = NULL;
  Run run;

  g_assert_no_error (error);
  while (json_array_get_length (moves) > 60)
    json_array_remove_element (moves, json_array_get_length (moves) - 1);
  json_generator_set_root (gen, json_parser_get_root (parser));
  path = g_build_filename (dir, "unfinished.tyros", NULL);
  g_assert_true (json_generator_to_file (gen, path, &error));

  RUN (&run, "check", path);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
  RUN (&run, "score", path);
  g_assert_cmpint (run.status, ==, 0);
  if (strstr (run.err, "as if it ended now") == NULL)
    g_error ("no \"as if it ended now\" note on stderr: \"%s\"", run.err);
  run_clear (&run);
  RUN (&run, "score", path, "--json");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "as if it ended now"));
  {
    g_autoptr(JsonParser) p = json_parser_new ();
    JsonObject *got = load_json (p, run.out);
    g_assert_nonnull (json_object_get_array_member (got, "winners"));
  }
  run_clear (&run);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- route ---- */

static void
test_route_t23 (void)
{
  Run run;

  RUN (&run, "route", "T", "23");
  g_assert_cmpint (run.status, ==, 0);
  if (!g_str_equal (run.out, "4: 32 28 24 23\n") && !g_str_equal (run.out, "4: 31 27 22 23\n"))
    g_error ("tyros route T 23 printed \"%s\"", run.out);
  run_clear (&run);
}

typedef struct { const char *from, *to, *accepted[3]; } RouteCli;

static const RouteCli route_cli[] = {
  { "22", "8", { "3: 17 12 8\n" } },
  { "31", "29", { "4: 30 26 25 29\n", "4: 27 26 25 29\n" } },
  { "16e", "16w", { "2: 17 16w\n" } },
  { "15", "16", { "1: 16e\n" } },         /* the nearer coast counts */
  { "10", "16", { "2: 11 16w\n" } },
  { "T", "31", { "1: 31\n" } },
  { "29", "30", { "3: 25 26 30\n" } },    /* adjacent, no sea between: round by 25 */
};

static void
test_route_cli (gconstpointer data)
{
  const RouteCli *rc = data;
  gboolean ok = FALSE;
  Run run;

  RUN (&run, "route", rc->from, rc->to);
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; i < 3 && rc->accepted[i]; i++)
    ok = ok || g_str_equal (run.out, rc->accepted[i]);
  if (!ok)
    g_error ("tyros route %s %s printed \"%s\"", rc->from, rc->to, run.out);
  run_clear (&run);
  RUN (&run, "route", rc->from, rc->to, "--edition", "italian");
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);
}

/* Every field reaches every other by sea (test-board checks that), so there
 * is no exit 1 on the empty board: unknown fields are unusable input. */
static void
test_route_unknown (void)
{
  static const char *const bad[][2] = {
    { "33", "23" }, { "T", "33" }, { "X", "1" }, { "1", "0" }, { "16x", "1" }, { "", "1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      Run run;

      RUN (&run, "route", bad[i][0], bad[i][1]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpuint (strlen (run.err), >, 0);
      g_assert_cmpuint (strlen (run.out), ==, 0);
      run_clear (&run);
    }
}

/* An option the command does not know is named, not taken for a third field */
static void
test_unknown_option (void)
{
  static const char *const cases[][5] = {
    { "route", "7", "13", "--bogus", NULL },
    { "route", "--al", "7", "13", NULL },
    { "score", "FILE", "--jsn", NULL },
    { "moves", "FILE", "-j", NULL },
    { "check", "FILE", "--json", NULL },
  };
  g_autofree char *path = tu_data_path ("game-3p.tyros");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *args[5] = { NULL };
      const char *option = NULL;
      Run run;

      for (guint a = 0; cases[i][a] != NULL; a++)
        {
          args[a] = g_str_equal (cases[i][a], "FILE") ? path : cases[i][a];
          if (cases[i][a][0] == '-')
            option = cases[i][a];
        }
      run_argv (&run, args, FALSE);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      {
        g_autofree char *line = first_line (run.err);

        g_assert_true (g_str_has_prefix (line, "Unknown option "));
        g_assert_nonnull (strstr (line, option));
      }
      run_clear (&run);
    }
}

static void
test_route_bad_edition (void)
{
  Run run;

  RUN (&run, "route", "T", "23", "--edition", "german");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpuint (strlen (run.err), >, 0);
  run_clear (&run);
}

/* ---- unusable input ---- */

static void
test_usage (void)
{
  static const char *const cases[][3] = {
    { NULL }, { "fly", NULL }, { "check", NULL }, { "route", "T", NULL }, { "score", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Run run;

      run_argv (&run, cases[i], FALSE);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpuint (strlen (run.err), >, 0);
      run_clear (&run);
    }
}

static void
test_missing_file (void)
{
  Run run;

  RUN (&run, "check", "/nonexistent/game.tyros");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpuint (strlen (run.err), >, 0);
  run_clear (&run);
}

static GPtrArray *
bad_files (void)
{
  g_autofree char *dir_path = tu_data_path ("bad");
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".tyros"))
      g_ptr_array_add (files, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  return files;
}

static void
test_malformed (gconstpointer data)
{
  const char *path = data;
  Run run;

  RUN (&run, "check", path);
  if (run.status != 2)
    g_error ("tyros check %s: exit %d (expected 2): %s", path, run.status, run.err);
  g_assert_cmpuint (strlen (run.err), >, 0);
  run_clear (&run);
  RUN (&run, "score", path, "--json");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpuint (strlen (run.out), ==, 0);
  run_clear (&run);
}

/* The place is named on stderr: moves[6].route[1] and "33". */
static void
test_malformed_place (void)
{
  g_autofree char *path = tu_data_path ("bad/unknown-field-33.tyros");
  Run run;

  RUN (&run, "check", path);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "moves[6].route[1]"));
  g_assert_nonnull (strstr (run.err, "\"33\""));
  run_clear (&run);
}

/* Made at run time: 50 MB and 100000 '['. */
static void
write_big_files (const char *dir, char **huge, char **deep)
{
  const gsize size = 50 * 1024 * 1024;
  g_autofree char *text = g_malloc (size);
  g_autoptr(GError) error = NULL;

  memset (text, 'a', size);
  memcpy (text, "{\"format\": \"", 12);
  memcpy (text + size - 2, "\"}", 2);
  *huge = g_build_filename (dir, "huge.tyros", NULL);
  g_assert_true (g_file_set_contents (*huge, text, size, &error));
  memset (text, '[', 100000);
  *deep = g_build_filename (dir, "deep.tyros", NULL);
  g_assert_true (g_file_set_contents (*deep, text, 100000, &error));
}

static void
test_malformed_big (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *huge = NULL;
  g_autofree char *deep = NULL;

  write_big_files (dir, &huge, &deep);
  test_malformed (huge);
  test_malformed (deep);
  g_unlink (huge);
  g_unlink (deep);
  g_rmdir (dir);
}

/* ---- hostile files made at run time ---- */

/* The child may not grow past this (RLIMIT_AS) and is killed by SIGALRM
 * when it hangs: a 16 MiB file needs some 60 MB, and takes a fraction of a
 * second. AddressSanitizer reserves terabytes of address space, so its build
 * runs without the memory limit. */
#define HOSTILE_MEMORY (200 * 1024 * 1024)
#define HOSTILE_SECONDS 10

static void
limit_child (gpointer unused G_GNUC_UNUSED)
{
#ifndef __SANITIZE_ADDRESS__
  struct rlimit memory = { HOSTILE_MEMORY, HOSTILE_MEMORY };

  setrlimit (RLIMIT_AS, &memory);
#endif
  alarm (HOSTILE_SECONDS);
}

/* `tyros check` and `tyros score` on @path: exit 2, the file and a reason on
 * stderr, nothing on stdout, no crash, hang or memory beyond the limit. */
static void
assert_refused_within_limits (const char *path,
                              const char *reason)
{
  static const char *const commands[] = { "check", "score" };
  const char *cli = g_getenv ("TYROS_CLI");
  g_auto(GStrv) env = child_env ();

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      const char *argv[] = { cli, commands[c], path, NULL };
      g_autoptr(GError) error = NULL;
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int wait_status;

      if (!g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, limit_child, NULL,
                         &out, &err, &wait_status, &error))
        g_error ("cannot run %s: %s", cli, error->message);
      if (!WIFEXITED (wait_status))
        g_error ("tyros %s %s: killed by signal %d (%s)", commands[c], path, WTERMSIG (wait_status),
                 WTERMSIG (wait_status) == SIGALRM ? "it hung" : "a crash, or memory beyond the limit");
      if (WEXITSTATUS (wait_status) != 2)
        g_error ("tyros %s %s: exit %d, expected 2: %s", commands[c], path, WEXITSTATUS (wait_status), err);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_utf8_validate (err, -1, NULL));
      g_assert_true (g_str_has_prefix (err, path));
      if (strstr (err, reason) == NULL)
        g_error ("tyros %s %s: \"%s\" does not say \"%s\"", commands[c], path, err, reason);
    }
}

static char *
write_file (const char *dir,
            const char *name,
            const char *data,
            gsize       length)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  if (!g_file_set_contents (path, data, (gssize) length, &error))
    g_error ("%s", error->message);
  return path;
}

/* A Unix socket at @path, as a mail program or a desktop service leaves one */
static void
bind_socket (const char *path)
{
  struct sockaddr_un address = { .sun_family = AF_UNIX };
  int fd = socket (AF_UNIX, SOCK_STREAM, 0);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpuint (strlen (path), <, sizeof address.sun_path);
  strcpy (address.sun_path, path);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &address, sizeof address), ==, 0);
  close (fd);
}

/* Devices, a pipe, a socket and a folder are not game files: refused without reading
 * (a device never ends, a pipe may never send). */
static void
test_hostile_special_files (void)
{
  static const struct { const char *name, *target; } devices[] = {
    { "zero.tyros", "/dev/zero" }, { "urandom.tyros", "/dev/urandom" }, { "null.tyros", "/dev/null" },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "fifo.tyros", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.tyros", NULL);
  g_autofree char *socket_path = g_build_filename (dir, "socket.tyros", NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (devices); i++)
    {
      g_autofree char *link = g_build_filename (dir, devices[i].name, NULL);

      g_assert_cmpint (symlink (devices[i].target, link), ==, 0);
      assert_refused_within_limits (link, "device, a pipe or a socket");
      g_unlink (link);
    }
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused_within_limits (fifo, "device, a pipe or a socket");
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  assert_refused_within_limits (folder, "folder");
  bind_socket (socket_path);
  assert_refused_within_limits (socket_path, "device, a pipe or a socket");
  g_unlink (socket_path);
  g_unlink (fifo);
  g_rmdir (folder);
  g_rmdir (dir);
}

/* A file its reader may not read. Root reads it all the same: then there is
 * nothing to test, and the test says so. */
static void
test_hostile_unreadable (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *text = tu_read_data ("game-3p.tyros", NULL);
  g_autofree char *path = write_file (dir, "locked.tyros", text, strlen (text));

  g_assert_cmpint (g_chmod (path, 0), ==, 0);
  if (access (path, R_OK) == 0)
    g_test_skip ("running as root: a file without read permission can be read all the same");
  else
    assert_refused_within_limits (path, "Permission denied");
  g_unlink (path);
  g_rmdir (dir);
}

/* Big and deep: every trick that once slipped past the nesting check, the
 * largest file allowed full of tiny values, a file one byte too large. */
static void
test_hostile_big (void)
{
  static const struct { const char *name, *head, *open, *close, *reason; } nests[] = {
    { "lists.tyros", "", "[", "]", "nested deeper" },
    { "objects.tyros", "", "{\"a\":", "}", "nested deeper" },
    { "comment-quote.tyros", "/* \" */ ", "[", "]", "comment" },
    { "single-quote.tyros", "{'\"': ", "[", "]", "double quotes" },
    { "string-like-comment.tyros", "{\"/* \\\"\": ", "[", "]", "nested deeper" },
    { "line-comment-quote.tyros", "// \"\n", "{\"a\":[", "]}", "comment" },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  const gsize limit = TYROS_FILE_MAX_SIZE;
  g_autoptr(GString) text = g_string_sized_new (limit + 1);

  for (guint i = 0; i < G_N_ELEMENTS (nests); i++)
    {
      g_autofree char *path = NULL;

      g_string_assign (text, nests[i].head);
      for (guint d = 0; d < 100000; d++)
        g_string_append (text, nests[i].open);
      for (guint d = 0; d < 100000; d++)
        g_string_append (text, nests[i].close);
      path = write_file (dir, nests[i].name, text->str, text->len);
      assert_refused_within_limits (path, nests[i].reason);
      g_unlink (path);
    }
  {
    g_autofree char *zeros = NULL;
    g_autofree char *too_large = NULL;

    g_string_assign (text, "[0");
    while (text->len < limit - 2)
      g_string_append (text, ",0");
    g_string_append (text, "]");
    zeros = write_file (dir, "zeros.tyros", text->str, text->len);
    assert_refused_within_limits (zeros, "more than");
    g_string_append (text, "                                                  ");
    too_large = write_file (dir, "too-large.tyros", text->str, text->len);
    {
      /* the file's size, not the reader's cap of the limit plus one */
      g_autofree char *size = g_strdup_printf ("too large: %" G_GSIZE_FORMAT " bytes", text->len);

      g_assert_cmpuint (text->len, !=, limit + 1);
      assert_refused_within_limits (too_large, size);
    }
    g_unlink (zeros);
    g_unlink (too_large);
  }
  g_rmdir (dir);
}

/* ---- valgrind ---- */

typedef struct {
  const char *args[4];   /* command line, NULL-terminated */
  int         status;    /* expected exit status */
} ValgrindCase;

static void
test_valgrind (gconstpointer data)
{
  const ValgrindCase *vc = data;
  Run run;

  run_argv (&run, vc->args, TRUE);
  if (run.status == 99)
    g_error ("valgrind found errors in tyros %s %s:\n%s", vc->args[0], vc->args[1], run.err);
  if (run.status != vc->status)
    g_error ("tyros %s %s under valgrind: exit %d, expected %d: %s", vc->args[0], vc->args[1],
             run.status, vc->status, run.err);
  run_clear (&run);
}

static void
add_valgrind (const char *path, const char *command, char *file, const char *option, int status)
{
  ValgrindCase *vc = g_new0 (ValgrindCase, 1);  /* lives as long as the program */

  vc->args[0] = command;
  vc->args[1] = file;
  vc->args[2] = option;
  vc->status = status;
  tu_add_isolated (path, vc, test_valgrind);
}

/* ---- moves ---- */

/* @name's journal cut after @n_moves moves, as a parsed file. */
static JsonParser *
journal_prefix (const char *name,
                guint       n_moves)
{
  g_autofree char *text = tu_read_data (name, NULL);
  JsonParser *parser = json_parser_new ();
  JsonObject *file = load_json (parser, text);
  JsonArray *moves = json_object_get_array_member (file, "moves");

  while (json_array_get_length (moves) > n_moves)
    json_array_remove_element (moves, json_array_get_length (moves) - 1);
  return parser;
}

static char *
write_parser (JsonParser *parser,
              const char *dir,
              const char *base)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, base, NULL);

  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_to_file (generator, path, &error);
  g_assert_no_error (error);
  return path;
}

typedef struct {
  const char *journal;
  guint       n_moves;
} MovesCase;

static const MovesCase moves_cases[] = {
  { "game-3p.tyros", 0 }, { "game-3p.tyros", 13 }, { "game-3p.tyros", 40 }, { "game-3p.tyros", 145 },
  { "game-4p.tyros", 9 }, { "game-4p.tyros", 120 },
  { "game-italian.tyros", 6 }, { "game-italian.tyros", 60 },
};

/* Every printed line, appended to the journal, gives a journal that replays
 * without a rule broken; one line in three is put to `tyros check` itself. */
static void
test_moves_appended (gconstpointer data)
{
  const MovesCase *c = data;
  g_autoptr(JsonParser) prefix = journal_prefix (c->journal, c->n_moves);
  g_autofree char *dir = g_dir_make_tmp ("tyros-moves-XXXXXX", NULL);
  g_autofree char *path = write_parser (prefix, dir, "prefix.tyros");
  g_auto(GStrv) lines = NULL;
  Run run;

  RUN (&run, "moves", path);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (g_strchomp (run.out), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >, 0);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) journal = journal_prefix (c->journal, c->n_moves);
      g_autoptr(JsonParser) line = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TyrosGame) game = NULL;
      g_autofree char *appended = NULL;
      g_autofree char *text = NULL;
      JsonObject *file = json_node_get_object (json_parser_get_root (journal));

      load_json (line, lines[i]);
      json_array_add_element (json_object_get_array_member (file, "moves"),
                              json_node_copy (json_parser_get_root (line)));
      appended = write_parser (journal, dir, "appended.tyros");
      g_assert_true (g_file_get_contents (appended, &text, NULL, NULL));
      game = tyros_file_load_data (text, strlen (text), &error);
      g_assert_no_error (error);
      if (tyros_game_get_replay_error (game) != NULL)
        g_error ("%s: listed, but %s", lines[i], tyros_game_get_replay_error (game)->message);
      g_assert_cmpuint (tyros_game_get_n_played (game), ==, c->n_moves + 1);
      if (i % 3 == 0)
        {
          Run check;

          RUN (&check, "check", appended);
          g_assert_cmpint (check.status, ==, 0);
          run_clear (&check);
        }
      g_remove (appended);
    }
  g_remove (path);
  g_rmdir (dir);
  run_clear (&run);
}

static void
test_moves_json (void)
{
  g_autoptr(JsonParser) prefix = journal_prefix ("game-3p.tyros", 40);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *dir = g_dir_make_tmp ("tyros-moves-XXXXXX", NULL);
  g_autofree char *path = write_parser (prefix, dir, "prefix.tyros");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) plain = NULL;
  JsonArray *list;
  Run run, lines;

  RUN (&run, "moves", path, "--json");
  RUN (&lines, "moves", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  g_assert_no_error (error);
  list = json_node_get_array (json_parser_get_root (parser));
  plain = g_strsplit (g_strchomp (lines.out), "\n", -1);
  g_assert_cmpuint (json_array_get_length (list), ==, g_strv_length (plain));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *entry = json_array_get_object_element (list, i);
      JsonObject *move = json_object_get_object_member (entry, "move");
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      g_autofree char *compact = NULL;
      JsonNode *colour = json_object_get_member (entry, "colour");

      json_node_set_object (node, move);
      compact = json_to_string (node, FALSE);
      g_assert_cmpstr (compact, ==, plain[i]);
      g_assert_true (JSON_NODE_HOLDS_NULL (colour) || JSON_NODE_HOLDS_VALUE (colour));
      g_assert_cmpuint (strlen (json_object_get_string_member (entry, "why")), >, 10);
      if (g_str_equal (json_object_get_string_member (move, "type"), "move"))
        {
          g_assert_cmpint (json_object_get_int_member (entry, "cost"), ==,
                           json_array_get_length (json_object_get_array_member (move, "route")));
          g_assert_true (JSON_NODE_HOLDS_VALUE (colour));
        }
    }
  g_remove (path);
  g_rmdir (dir);
  run_clear (&run);
  run_clear (&lines);
}

static void
test_moves_over (void)
{
  g_autofree char *path = tu_data_path ("game-3p.tyros");
  Run run;

  RUN (&run, "moves", path);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "(G1)"));
  run_clear (&run);
}

static void
test_moves_bad_input (void)
{
  g_autofree char *illegal = tu_data_path ("illegal-m3.tyros");
  g_autofree char *missing = tu_data_path ("no-such-file.tyros");
  Run run;

  RUN (&run, "moves", illegal);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, "move 7: "));
  run_clear (&run);
  RUN (&run, "moves", missing);
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
  RUN (&run, "moves");
  g_assert_cmpint (run.status, ==, 2);
  run_clear (&run);
}

/* --board: the group's passages; here 2-7 open, so 7 to 2 is one step. */
static void
test_moves_board (void)
{
  g_autoptr(JsonParser) prefix = journal_prefix ("game-3p.tyros", 40);
  g_autofree char *dir = g_dir_make_tmp ("tyros-moves-XXXXXX", NULL);
  g_autofree char *path = write_parser (prefix, dir, "prefix.tyros");
  g_autofree char *board = g_build_filename (dir, "board.json", NULL);
  Run printed, group;

  g_assert_true (g_file_set_contents (board, "{ \"format\": \"tyros-board\", \"version\": 1, "
                                             "\"open\": [[\"2\", \"7\"]] }", -1, NULL));
  RUN (&printed, "moves", path);
  RUN (&group, "moves", path, "--board", board);
  g_assert_cmpint (printed.status, ==, 0);
  g_assert_cmpint (group.status, ==, 0);
  g_assert_nonnull (strstr (printed.out, "{\"type\":\"move\",\"player\":2,\"from\":\"7\",\"route\":[\"8\",\"3\",\"2\"]}\n"));
  g_assert_nonnull (strstr (group.out, "{\"type\":\"move\",\"player\":2,\"from\":\"7\",\"route\":[\"2\"]}\n"));
  g_remove (board);
  g_remove (path);
  g_rmdir (dir);
  run_clear (&printed);
  run_clear (&group);
}

/* 16e faces 21, 16w does not: a board naming 16w-21 is unusable (exit 2,
 * naming the pair), and the route from 21 to 11 is not shortened by it. */
static void
test_board_coast_not_facing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tyros-board-XXXXXX", NULL);
  g_autofree char *board = g_build_filename (dir, "board.json", NULL);
  Run run;

  g_assert_true (g_file_set_contents (board, "{ \"format\": \"tyros-board\", \"version\": 1, "
                                             "\"open\": [[\"16w\", \"21\"]] }", -1, NULL));
  RUN (&run, "route", "21", "11", "--board", board);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "open[0]: 16w and 21 are not neighbours"));
  run_clear (&run);
  g_remove (board);
  g_rmdir (dir);
}

/* A player's name with ESC would recolour the terminal that `tyros score`
 * prints to: the file is unusable, named at the player's name. */
static void
test_name_control_characters (void)
{
  static const char *const names[] = { "An\\u001b[31mna", "An\\u0007na", "An\\rna", "An\\nna" };
  g_autofree char *source = tu_data_path ("game-3p.tyros");
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-names-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "names.tyros", NULL);

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "{\"name\": \"Ben\"}"));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *quoted = g_strdup_printf ("{\"name\": \"%s\"}", names[i]);
      g_auto(GStrv) parts = g_strsplit (text, "{\"name\": \"Ben\"}", 2);
      g_autofree char *changed = g_strjoin (quoted, parts[0], parts[1], NULL);
      Run run;

      g_assert_true (g_file_set_contents (path, changed, -1, NULL));
      RUN (&run, "score", path);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_null (strchr (run.err, '\033'));
      g_assert_null (strchr (run.err, '\a'));
      g_assert_nonnull (strstr (run.err, "players[1].name: "));
      run_clear (&run);
    }
  g_remove (path);
  g_rmdir (dir);
}

static void
add_moves_tests (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (moves_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/moves/appended/%s-%u", moves_cases[i].journal, moves_cases[i].n_moves);

      tu_add_isolated (path, &moves_cases[i], test_moves_appended);
    }
  tu_add_isolated_func ("/cli/moves/json", test_moves_json);
  tu_add_isolated_func ("/cli/moves/over", test_moves_over);
  tu_add_isolated_func ("/cli/moves/bad-input", test_moves_bad_input);
  tu_add_isolated_func ("/cli/moves/board", test_moves_board);
  tu_add_isolated_func ("/cli/board/coast-not-facing", test_board_coast_not_facing);
  tu_add_isolated_func ("/cli/score/name-control-characters", test_name_control_characters);
}

/* ---- stats and export ---- */

/* The finished games of the test data (journals and boards painted by hand)
 * and one that is not over */
static const char *const record_files[] = {
  "game-3p.tyros", "game-4p.tyros", "game-italian.tyros", "position-board-a.tyros",
  "position-italian-16.tyros", "position-shared-win.tyros", "position-tied-majority.tyros",
};
#define UNFINISHED "returned-16.tyros"

/* What the test expects of one person, from tyros score --json of each file */
typedef struct {
  char  *name;
  guint  games, wins, sum, best, worst;
} Expected;

static void
expected_free (Expected *e)
{
  g_free (e->name);
  g_free (e);
}

static Expected *
expected_person (GPtrArray  *people,
                 const char *name)
{
  Expected *e;

  for (guint i = 0; i < people->len; i++)
    if (g_str_equal (((Expected *) g_ptr_array_index (people, i))->name, name))
      return g_ptr_array_index (people, i);
  e = g_new0 (Expected, 1);
  e->name = g_strdup (name);
  e->worst = G_MAXUINT;
  g_ptr_array_add (people, e);
  return e;
}

/* Reads tyros score --json of @file into @people (a win for each winner) */
static void
add_scored_file (GPtrArray  *people,
                 const char *file)
{
  g_autofree char *path = tu_data_path (file);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *score;
  JsonArray *players, *winners;
  Run run;

  RUN (&run, "score", path, "--json");
  g_assert_cmpint (run.status, ==, 0);
  score = load_json (parser, run.out);
  players = json_object_get_array_member (score, "players");
  winners = json_object_get_array_member (score, "winners");
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      Expected *e = expected_person (people, json_object_get_string_member (player, "name"));
      guint total = (guint) json_object_get_int_member (player, "total");

      e->games++;
      e->sum += total;
      e->best = MAX (e->best, total);
      e->worst = MIN (e->worst, total);
      for (guint w = 0; w < json_array_get_length (winners); w++)
        e->wins += json_array_get_int_element (winners, w) == (gint64) p ? 1 : 0;
    }
  run_clear (&run);
}

/* the mean in tenths, rounded half up, as interface.md's "one decimal" */
static guint
expected_tenths (const Expected *e)
{
  return (guint) ((20 * e->sum + e->games) / (2 * e->games));
}

static int
compare_expected (gconstpointer a,
                  gconstpointer b)
{
  const Expected *ea = *(Expected *const *) a, *eb = *(Expected *const *) b;

  if (ea->wins != eb->wins)
    return ea->wins > eb->wins ? -1 : 1;
  if (expected_tenths (ea) != expected_tenths (eb))
    return expected_tenths (ea) > expected_tenths (eb) ? -1 : 1;
  return strcmp (ea->name, eb->name);
}

static GPtrArray *
record_paths (gboolean with_unfinished)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (record_files); i++)
    g_ptr_array_add (args, tu_data_path (record_files[i]));
  if (with_unfinished)
    g_ptr_array_add (args, tu_data_path (UNFINISHED));
  return args;
}

static void
run_with_files (Run        *run,
                const char *command,
                const char *option,
                GPtrArray  *paths)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, (char *) command);
  if (option != NULL)
    g_ptr_array_add (args, (char *) option);
  for (guint i = 0; i < paths->len; i++)
    g_ptr_array_add (args, g_ptr_array_index (paths, i));
  g_ptr_array_add (args, NULL);
  run_argv (run, (const char *const *) args->pdata, FALSE);
}

/* tyros stats --json: the numbers of interface.md, worked out here from tyros
 * score --json of each file; a finished board counts, a game not over is left
 * out with a note. */
static void
test_stats_json (void)
{
  g_autoptr(GPtrArray) people = g_ptr_array_new_with_free_func ((GDestroyNotify) expected_free);
  g_autoptr(GPtrArray) paths = record_paths (TRUE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *stats;
  JsonArray *players;
  Run run;

  for (guint i = 0; i < G_N_ELEMENTS (record_files); i++)
    add_scored_file (people, record_files[i]);
  g_ptr_array_sort (people, compare_expected);

  run_with_files (&run, "stats", "--json", paths);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, UNFINISHED));
  stats = load_json (parser, run.out);
  g_assert_cmpint (json_object_get_int_member (stats, "games"), ==, G_N_ELEMENTS (record_files));
  players = json_object_get_array_member (stats, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, people->len);
  for (guint i = 0; i < people->len; i++)
    {
      const Expected *e = g_ptr_array_index (people, i);
      JsonObject *player = json_array_get_object_element (players, i);
      g_autofree char *average = g_strdup_printf ("%u.%u", expected_tenths (e) / 10, expected_tenths (e) % 10);
      g_autofree char *written = NULL;
      const char *at;

      g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, e->name);
      g_assert_cmpint (json_object_get_int_member (player, "games"), ==, e->games);
      g_assert_cmpint (json_object_get_int_member (player, "wins"), ==, e->wins);
      g_assert_cmpint (json_object_get_int_member (player, "best"), ==, e->best);
      g_assert_cmpint (json_object_get_int_member (player, "worst"), ==, e->worst);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (player, "average"), expected_tenths (e) / 10.0, 1e-9);
      /* written with one decimal, as the table shows it */
      written = g_strdup_printf ("\"name\": \"%s\", ", e->name);
      at = strstr (run.out, written);
      g_assert_nonnull (at);
      at = strstr (at, "\"average\": ");
      g_assert_true (g_str_has_prefix (at + strlen ("\"average\": "), average));
    }
  run_clear (&run);

  /* the readable table: one line a person, after two */
  run_with_files (&run, "stats", NULL, paths);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_auto(GStrv) lines = g_strsplit (run.out, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, people->len + 3);
    for (guint i = 0; i < people->len; i++)
      g_assert_true (g_str_has_prefix (lines[i + 2], ((Expected *) g_ptr_array_index (people, i))->name));
  }
  run_clear (&run);
}

/* The play record: check accepts it, export passes it on (CSV columns,
 * BG Stats' date, length, place and comments) */
static void
test_export_played (void)
{
  g_autofree char *path = tu_data_path ("position-played.tyros");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) fields = NULL;
  JsonObject *play;
  Run run;

  RUN (&run, "check", path);
  g_assert_cmpint (run.status, ==, 0);
  run_clear (&run);

  RUN (&run, "export", "--csv", path);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\r\n", -1);
  fields = g_strsplit (lines[1], ",", -1);
  g_assert_cmpstr (fields[1], ==, "2026-11-26T19:04:00+01:00");
  g_assert_cmpstr (fields[2], ==, "2026-11-26T21:10:00+01:00");
  g_assert_cmpstr (fields[11], ==, "Anna's kitchen");
  g_assert_cmpstr (fields[12], ==, "entered from the box lid");
  g_assert_cmpstr (fields[13], ==, "2026-11-26");
  run_clear (&run);

  RUN (&run, "export", "--bgstats", path);
  g_assert_cmpint (run.status, ==, 0);
  play = json_array_get_object_element (json_object_get_array_member (load_json (parser, run.out), "plays"), 0);
  g_assert_cmpstr (json_object_get_string_member (play, "playDate"), ==, "2026-11-26 19:04:00");
  g_assert_cmpint (json_object_get_int_member (play, "durationMin"), ==, 126);
  g_assert_cmpstr (json_object_get_string_member (play, "location"), ==, "Anna's kitchen");
  g_assert_cmpstr (json_object_get_string_member (play, "comments"), ==, "entered from the box lid");
  run_clear (&run);
}

/* A file check refuses ends stats and export with check's status and
 * nothing on stdout: 2 unusable, 1 a move breaks a rule; no file is usage. */
static void
test_records_exit (void)
{
  static const struct { const char *file; int status; } cases[] = {
    { "no-such-file.tyros", 2 }, { "bad/count-9.tyros", 2 }, { "illegal-m3.tyros", 1 },
  };
  const char *commands[][2] = { { "stats", NULL }, { "stats", "--json" }, { "export", "--csv" }, { "export", "--bgstats" } };

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      Run run;

      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          g_autoptr(GPtrArray) paths = record_paths (FALSE);

          g_ptr_array_add (paths, tu_data_path (cases[i].file));
          run_with_files (&run, commands[c][0], commands[c][1], paths);
          g_assert_cmpint (run.status, ==, cases[i].status);
          g_assert_cmpstr (run.out, ==, "");
          g_assert_cmpuint (strlen (run.err), >, 0);
          run_clear (&run);
        }
      RUN (&run, commands[c][0], commands[c][1]);
      g_assert_cmpint (run.status, ==, 2);
      run_clear (&run);
    }
}

/* Every error line of stats and export starts with the file's name, as the
 * lines for an unreadable file and a game not over do: an illegal move, a
 * set-up and a finished board that break a rule too (with many files, the
 * line says which). */
static void
test_records_error_lines_name_the_file (void)
{
  static const char *const files[] = { "illegal-m3.tyros", "setup-italian-tyros.tyros", "bad/count-9.tyros" };
  const char *commands[][2] = { { "stats", NULL }, { "export", "--csv" } };

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      {
        g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
        g_autofree char *path = tu_data_path (files[i]);
        g_autofree char *prefix = g_strconcat (path, ": ", NULL);
        g_auto(GStrv) lines = NULL;
        Run run;

        g_ptr_array_add (paths, tu_data_path ("game-3p.tyros"));
        g_ptr_array_add (paths, g_strdup (path));
        run_with_files (&run, commands[c][0], commands[c][1], paths);
        g_assert_cmpint (run.status, !=, 0);
        lines = g_strsplit (run.err, "\n", -1);
        g_assert_cmpuint (g_strv_length (lines), >=, 2);
        for (guint l = 0; lines[l] != NULL && lines[l][0] != '\0'; l++)
          if (!g_str_has_prefix (lines[l], prefix))
            g_error ("tyros %s %s: \"%s\" does not start with the file's name", commands[c][0], files[i], lines[l]);
        run_clear (&run);
      }
}

/* win_rate with three decimals, a half up as the averages: Ben wins 5 of
 * 16 games, 0.3125 -> 0.313 (not 0.312); the table's 31%. */
static void
test_stats_win_rate_rounding (void)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *at;
  Run run;

  /* Ben shares the win of position-shared-win and loses game-3p */
  for (guint i = 0; i < 16; i++)
    g_ptr_array_add (paths, tu_data_path (i < 5 ? "position-shared-win.tyros" : "game-3p.tyros"));
  run_with_files (&run, "stats", "--json", paths);
  g_assert_cmpint (run.status, ==, 0);
  at = strstr (run.out, "\"name\": \"Ben\", \"games\": 16, \"wins\": 5, \"win_rate\": ");
  g_assert_nonnull (at);
  g_assert_true (g_str_has_prefix (at + strlen ("\"name\": \"Ben\", \"games\": 16, \"wins\": 5, \"win_rate\": "), "0.313,"));
  run_clear (&run);
}

/* export --csv for a spreadsheet: a name that a spreadsheet would run as a
 * formula is written as text (OWASP: quoted, behind a '); the file's name
 * without its folder */
static void
test_export_csv_formula (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tyros-test-XXXXXX", &error);
  g_autofree char *source = tu_data_path ("game-3p.tyros");
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;
  g_auto(GStrv) parts = NULL;
  g_auto(GStrv) lines = NULL;
  gsize length;
  Run run;

  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (source, &text, &length, NULL));
  parts = g_strsplit (text, "\"Anna\"", 2);
  g_assert_nonnull (parts[1]);
  g_free (text);
  text = g_strjoinv ("\"=HYPERLINK(\\\"http://x.example/\\\",\\\"click\\\")\"", parts);
  path = write_file (dir, "@home.tyros", text, strlen (text));
  RUN (&run, "export", "--csv", path);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\r\n", -1);
  g_assert_true (g_str_has_prefix (lines[1], "\"'@home.tyros\","));
  g_assert_nonnull (strstr (lines[1], ",\"'=HYPERLINK(\"\"http://x.example/\"\",\"\"click\"\")\","));
  run_clear (&run);
  g_unlink (path);
  g_rmdir (dir);
}

/* export --csv: a header and a row per player per finished game, total and
 * winner as tyros score says */
static void
test_export_csv (void)
{
  g_autoptr(GPtrArray) paths = record_paths (TRUE);
  g_auto(GStrv) lines = NULL;
  guint row = 1;
  Run run;

  run_with_files (&run, "export", "--csv", paths);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, UNFINISHED));
  lines = g_strsplit (run.out, "\r\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "file,started,finished,edition,players,player,seat,total,rank,winner"));
  for (guint i = 0; i < G_N_ELEMENTS (record_files); i++)
    {
      g_autofree char *path = tu_data_path (record_files[i]);
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *score;
      JsonArray *players;
      Run scored;

      RUN (&scored, "score", path, "--json");
      score = load_json (parser, scored.out);
      players = json_object_get_array_member (score, "players");
      for (guint p = 0; p < json_array_get_length (players); p++, row++)
        {
          /* no name or path of the test data needs quoting */
          g_auto(GStrv) fields = g_strsplit (lines[row], ",", -1);
          JsonObject *player = json_array_get_object_element (players, p);
          JsonArray *winners = json_object_get_array_member (score, "winners");
          g_autofree char *base = g_path_get_basename (path);
          gboolean winner = FALSE;

          for (guint w = 0; w < json_array_get_length (winners); w++)
            winner = winner || json_array_get_int_element (winners, w) == (gint64) p;
          g_assert_cmpuint (g_strv_length (fields), >=, 10);
          g_assert_cmpstr (fields[0], ==, base);
          g_assert_cmpstr (fields[3], ==, json_object_get_string_member (score, "edition"));
          g_assert_cmpint (atoi (fields[4]), ==, json_array_get_length (players));
          g_assert_cmpstr (fields[5], ==, json_object_get_string_member (player, "name"));
          g_assert_cmpint (atoi (fields[7]), ==, json_object_get_int_member (player, "total"));
          g_assert_cmpstr (fields[9], ==, winner ? "1" : "0");
          /* a board painted by hand names no start player */
          g_assert_cmpint (fields[6][0] == '\0', ==, g_str_has_prefix (record_files[i], "position-"));
          /* seats as people count them: 1 is the start player */
          if (fields[6][0] != '\0')
            g_assert_true (atoi (fields[6]) >= 1 && atoi (fields[6]) <= (int) json_array_get_length (players));
        }
      run_clear (&scored);
    }
  g_assert_cmpstr (lines[row], ==, "");
  g_assert_null (lines[row + 1]);
  run_clear (&run);
}

/* export --bgstats: one object; a play per finished game, each player with
 * startPlayer (BG Stats refuses one without), the score as tyros score's */
static void
test_export_bgstats (void)
{
  g_autoptr(GPtrArray) paths = record_paths (TRUE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *plays;
  Run run;

  run_with_files (&run, "export", "--bgstats", paths);
  g_assert_cmpint (run.status, ==, 0);
  plays = json_object_get_array_member (load_json (parser, run.out), "plays");
  g_assert_cmpuint (json_array_get_length (plays), ==, G_N_ELEMENTS (record_files));
  for (guint i = 0; i < G_N_ELEMENTS (record_files); i++)
    {
      g_autofree char *path = tu_data_path (record_files[i]);
      g_autoptr(JsonParser) score_parser = json_parser_new ();
      JsonObject *play = json_array_get_object_element (plays, i);
      JsonArray *players = json_object_get_array_member (play, "players");
      JsonArray *scored;
      guint starts = 0;
      Run score;

      RUN (&score, "score", path, "--json");
      scored = json_object_get_array_member (load_json (score_parser, score.out), "players");
      g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (play, "game"), "name"), ==, "Tyros");
      g_assert_cmpuint (json_array_get_length (players), ==, json_array_get_length (scored));
      for (guint p = 0; p < json_array_get_length (players); p++)
        {
          JsonObject *player = json_array_get_object_element (players, p);

          g_assert_true (json_object_has_member (player, "startPlayer"));
          starts += json_object_get_boolean_member (player, "startPlayer") ? 1 : 0;
          g_assert_cmpint (json_object_get_int_member (player, "score"), ==,
                           json_object_get_int_member (json_array_get_object_element (scored, p), "total"));
        }
      g_assert_cmpuint (starts, ==, g_str_has_prefix (record_files[i], "position-") ? 0 : 1);
      run_clear (&score);
    }
  run_clear (&run);
}

int
main (int argc, char **argv)
{
  /* redo-illegal-m3: illegal-m3 with the illegal move and those after it
   * undone, under "redo": it checks as the game it is now (problem 15). */
  static const char *const good[] = {
    "redo-illegal-m3.tyros", "game-3p.tyros", "game-4p.tyros", "game-italian.tyros",
    "position-board-a.tyros", "position-italian-16.tyros",
    "seed-written-negative-kosmos.tyros", "seed-written-negative-italian.tyros",
  };
  static const char *const scored[] = {
    "game-3p", "game-4p", "game-italian", "position-board-a", "position-italian-16",
  };
  static const char *const illegal[] = { "illegal-m3", "illegal-e1", "illegal-p3", "illegal-m1", "illegal-g1" };
  g_autoptr(GPtrArray) bad = NULL;

  g_test_init (&argc, &argv, NULL);
  bad = bad_files ();

  if (g_getenv ("TYROS_VALGRIND") != NULL)
    {
      for (guint i = 0; i < bad->len; i++)
        {
          g_autofree char *base = g_path_get_basename (g_ptr_array_index (bad, i));
          g_autofree char *path = g_strdup_printf ("/cli/valgrind/malformed/%s", base);

          add_valgrind (path, "check", g_strdup (g_ptr_array_index (bad, i)), NULL, 2);
        }
      for (guint i = 0; i < G_N_ELEMENTS (good); i++)
        {
          g_autofree char *path = g_strdup_printf ("/cli/valgrind/score/%s", good[i]);

          add_valgrind (path, "score", tu_data_path (good[i]), "--json", 0);
        }
      add_valgrind ("/cli/valgrind/check/illegal-m3", "check", tu_data_path ("illegal-m3.tyros"), NULL, 1);
      add_valgrind ("/cli/valgrind/check/setup-s2", "check", tu_data_path ("setup-italian-tyros.tyros"), NULL, 1);
      add_valgrind ("/cli/valgrind/route/15-10", "route", g_strdup ("15"), "10", 0);
      return g_test_run ();
    }

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/check/ok/%s", good[i]);
      tu_add_isolated (path, good[i], test_check_ok);
    }
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/check/illegal/%s", illegal[i]);
      tu_add_isolated (path, illegal[i], test_check_illegal);
    }
  tu_add_isolated_func ("/cli/check/setup-s2", test_check_setup_s2);
  tu_add_isolated_func ("/cli/check/drawn-seeds", test_check_drawn_seeds);
  for (guint i = 0; i < G_N_ELEMENTS (scored); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/score/%s", scored[i]);
      tu_add_isolated (path, scored[i], test_score_json);
    }
  tu_add_isolated_func ("/cli/score/unfinished", test_score_unfinished);
  tu_add_isolated_func ("/cli/route/T-23", test_route_t23);
  for (guint i = 0; i < G_N_ELEMENTS (route_cli); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/route/%s-%s", route_cli[i].from, route_cli[i].to);
      tu_add_isolated (path, &route_cli[i], test_route_cli);
    }
  tu_add_isolated_func ("/cli/route/unknown-field", test_route_unknown);
  tu_add_isolated_func ("/cli/route/bad-edition", test_route_bad_edition);
  tu_add_isolated_func ("/cli/unknown-option", test_unknown_option);
  tu_add_isolated_func ("/cli/usage", test_usage);
  tu_add_isolated_func ("/cli/missing-file", test_missing_file);
  for (guint i = 0; i < bad->len; i++)
    {
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (bad, i));
      g_autofree char *path = g_strdup_printf ("/cli/malformed/%s", base);
      tu_add_isolated (path, g_ptr_array_index (bad, i), test_malformed);
    }
  tu_add_isolated_func ("/cli/malformed-place", test_malformed_place);
  tu_add_isolated_func ("/cli/malformed-big", test_malformed_big);
  tu_add_isolated_func ("/cli/hostile/special-files", test_hostile_special_files);
  g_test_add_func ("/cli/hostile/unreadable", test_hostile_unreadable);  /* may skip: not isolated */
  tu_add_isolated_func ("/cli/hostile/big", test_hostile_big);
  add_moves_tests ();
  tu_add_isolated_func ("/cli/stats/json", test_stats_json);
  tu_add_isolated_func ("/cli/records/exit", test_records_exit);
  tu_add_isolated_func ("/cli/export/csv", test_export_csv);
  tu_add_isolated_func ("/cli/export/bgstats", test_export_bgstats);
  tu_add_isolated_func ("/cli/export/played", test_export_played);
  tu_add_isolated_func ("/cli/records/error-lines-name-the-file", test_records_error_lines_name_the_file);
  tu_add_isolated_func ("/cli/stats/win-rate-rounding", test_stats_win_rate_rounding);
  tu_add_isolated_func ("/cli/export/csv-formula", test_export_csv_formula);
  return g_test_run ();
}
