/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-in-play-app.c: Tyros Companion with the interaction driver of
 * bench/game-in-play (never installed; the app users run has no bench code)
 *
 * The app as users run it (the same application and window, from the app
 * library). With TYROS_BENCH_GAME=FILE it opens FILE as a person does and,
 * once the window shows the game, either
 *
 *  - TYROS_BENCH_MODE=interact (default): plays each interaction of issue 22
 *    TYROS_BENCH_RUNS times (a click on a cell starting a ship move, the click
 *    on its destination, Confirm, Undo, Redo, a step back and forward in the
 *    history, opening the score sheet, a letter typed in the rules search,
 *    opening "What can I do?"). Each is timed on the main thread from the
 *    input (the same signal or action the widget's click, key or shortcut
 *    gives) to the end of the frame that shows its result ("after-paint" of
 *    that window's frame clock): the time on the clock and the main thread's
 *    CPU time. Under callgrind each is also dumped as a part of its own
 *    (CALLGRIND_DUMP_STATS_AT), for its instruction count. Prints one line
 *    per interaction: "step NAME WALL_US CPU_US", and "frames N SLOW" (all
 *    frames painted, those over 16 ms). Every interaction is checked (move
 *    count, position shown, page, rows, window): "FAILED ..." and exit 1 if
 *    one did not do its work.
 *  - TYROS_BENCH_MODE=soak: plays the file's moves into a new game through
 *    the move entry (tyros-script-player), then undoes and redoes all of them
 *    twice through the window's actions, one per frame, and prints the heap
 *    in use and VmRSS at each stage ("mem STAGE HEAP_KIB RSS_KIB MOVES").
 */
#define G_LOG_DOMAIN "tyros-game-in-play-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <valgrind/callgrind.h>

#include "tyros-application.h"
#include "tyros-game-page.h"
#include "tyros-rules-window.h"
#include "tyros-moves-window.h"
#include "tyros-script-player.h"
#include "tyros-window.h"

typedef enum { WAIT_MAIN, WAIT_NEW_WINDOW, WAIT_SEARCH } WaitFor;

typedef struct _Step Step;
struct _Step
{
  const char *name;     /* NULL: not timed (set-up for the next step) */
  WaitFor     wait;
  void      (*act) (void);
  gboolean  (*check) (void);
};

static struct
{
  GtkApplication   *app;
  TyrosWindow      *window;
  TyrosGamePage    *page;
  TyrosGameSession *session;
  GtkWindow        *other;    /* the rules window or "What can I do?" */
  guint             n_start;  /* moves played when the game was shown */
  TyrosField        ship, dest;
  guint             runs, run, step;
  gboolean          waiting, searched;
  gint64            t0, cpu0, frame_start;
  guint             frames, slow_frames;
  guint             mode_soak;
  guint             soak_stage, soak_left;
  int               failed;
} b;

static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static guint
n_played (void)
{
  return b.session != NULL ? tyros_game_get_n_played (tyros_game_session_get_game (b.session)) : 0;
}

static GtkWidget *
page_child (const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (b.page), TYROS_TYPE_GAME_PAGE, name));
}

static TyrosMoveEntry *
entry (void)
{
  g_autoptr(TyrosMoveEntry) e = NULL;

  g_object_get (page_child ("action_panel"), "entry", &e, NULL);
  return e; /* the game page holds it */
}

/* ---------------------------------------------------------------- steps */

/* The first ship move the rules allow now: its start and destination. */
static gboolean
find_ship_move (void)
{
  g_autoptr(GPtrArray) legal = tyros_movegen_legal_moves (tyros_game_session_get_entry_state (b.session));

  for (guint i = 0; i < legal->len; i++)
    {
      TyrosLegalMove *l = g_ptr_array_index (legal, i);

      if (l->move->type == TYROS_MOVE_SHIP && l->move->route->len > 0)
        {
          b.ship = l->move->from.field;
          b.dest = g_array_index (l->move->route, TyrosPlace, l->move->route->len - 1).field;
          return TRUE;
        }
    }
  return FALSE;
}

static void
click (TyrosField field)
{
  g_signal_emit_by_name (page_child ("board_view"), "field-activated", field, TYROS_COAST_NONE);
}

static void act_click_ship (void) { click (b.ship); }
static gboolean check_click_ship (void) { return tyros_move_entry_get_mode (entry ()) == TYROS_ENTRY_MOVE_DEST; }
static void act_click_dest (void) { click (b.dest); }
static gboolean check_click_dest (void) { return tyros_move_entry_get_can_confirm (entry ()); }
static void act_confirm (void) { gtk_widget_activate_action (page_child ("action_panel"), "panel.confirm", NULL); }
static gboolean check_one_more (void) { return n_played () == b.n_start + 1; }
static void act_undo (void) { gtk_widget_activate_action (GTK_WIDGET (b.page), "game.undo", NULL); }
static gboolean check_start (void) { return n_played () == b.n_start; }
static void act_redo (void) { gtk_widget_activate_action (GTK_WIDGET (b.page), "game.redo", NULL); }

/* A step in the history: what the panel emits for a click on a row. */
static void
act_history_back (void)
{
  g_signal_emit_by_name (page_child ("history_panel"), "position-selected", (int) b.n_start - 1);
}

static gboolean
check_history_back (void)
{
  int selected = -2;

  g_object_get (page_child ("history_panel"), "selected", &selected, NULL);
  return tyros_game_session_get_viewing (b.session) == (int) b.n_start - 1 && selected == (int) b.n_start - 1;
}

static void
act_history_forward (void)
{
  g_signal_emit_by_name (page_child ("history_panel"), "position-selected", (int) b.n_start);
}

static gboolean
check_history_forward (void)
{
  int viewing = tyros_game_session_get_viewing (b.session);

  return viewing == (int) b.n_start || viewing < 0;
}

static void
act_leave_history (void)
{
  /* the selection cleared: back to the game */
  g_signal_emit_by_name (page_child ("history_panel"), "position-selected", -1);
}

static gboolean
check_not_viewing (void)
{
  return tyros_game_session_get_viewing (b.session) < 0 && check_start ();
}

static const char *
visible_page (void)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (b.window), TYROS_TYPE_WINDOW, "main_stack"));
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

#if ADW_CHECK_VERSION (1, 4, 0)
  /* the board and the pages over it: a navigation view, pages by tag */
  if (ADW_IS_NAVIGATION_VIEW (shown))
    return adw_navigation_page_get_tag (adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (shown)));
#else
  (void) shown;
#endif
  return gtk_stack_get_visible_child_name (stack);
}

static void act_scores (void) { gtk_widget_activate_action (GTK_WIDGET (b.window), "win.show-scores", NULL); }
static gboolean check_scores (void) { return g_strcmp0 (visible_page (), "game") != 0 && g_strcmp0 (visible_page (), "start") != 0; }
static void act_board (void) { gtk_widget_activate_action (GTK_WIDGET (b.window), "win.show-board", NULL); }
static gboolean check_board (void) { return g_strcmp0 (visible_page (), "game") == 0; }

static void act_open_rules (void) { g_action_group_activate_action (G_ACTION_GROUP (b.app), "show-rules", NULL); }

static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Mapped rows of the rules list: fewer once the search leaves some out. */
static guint
count_mapped_rows (GtkWidget *widget)
{
  guint n = GTK_IS_LIST_BOX_ROW (widget) && gtk_widget_get_visible (widget) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_mapped_rows (c);
  return n;
}

static guint rules_rows;

static gboolean
check_rules_open (void)
{
  if (!TYROS_IS_RULES_WINDOW (b.other) || !gtk_widget_get_mapped (GTK_WIDGET (b.other)))
    return FALSE;
  rules_rows = count_mapped_rows (GTK_WIDGET (b.other));
  return rules_rows > 0;
}

static void
act_type_letter (void)
{
  GtkWidget *search = find_widget (GTK_WIDGET (b.other), GTK_TYPE_SEARCH_ENTRY);
  int pos = -1;

  /* What a key press inserts */
  gtk_editable_insert_text (GTK_EDITABLE (search), "s", 1, &pos);
}

static gboolean
check_type_letter (void)
{
  guint rows = count_mapped_rows (GTK_WIDGET (b.other));

  return rows > 0 && rows < rules_rows;
}

static void
act_close_other (void)
{
  g_clear_pointer (&b.other, gtk_window_destroy);
}

static gboolean
check_closed (void)
{
  return b.other == NULL;
}

static void act_what_can_i_do (void) { gtk_widget_activate_action (GTK_WIDGET (b.page), "game.what-can-i-do", NULL); }

static gboolean
check_what_can_i_do (void)
{
  return TYROS_IS_MOVES_WINDOW (b.other) && gtk_widget_get_mapped (GTK_WIDGET (b.other));
}

static const Step steps[] = {
  { "click a cell: start a ship move", WAIT_MAIN, act_click_ship, check_click_ship },
  { "click its destination", WAIT_MAIN, act_click_dest, check_click_dest },
  { "Confirm", WAIT_MAIN, act_confirm, check_one_more },
  { "Undo", WAIT_MAIN, act_undo, check_start },
  { "Redo", WAIT_MAIN, act_redo, check_one_more },
  { NULL, WAIT_MAIN, act_undo, check_start },
  { "history: a step back", WAIT_MAIN, act_history_back, check_history_back },
  { "history: a step forward", WAIT_MAIN, act_history_forward, check_history_forward },
  { NULL, WAIT_MAIN, act_leave_history, check_not_viewing },
  { "open the score sheet", WAIT_MAIN, act_scores, check_scores },
  { NULL, WAIT_MAIN, act_board, check_board },
  { NULL, WAIT_NEW_WINDOW, act_open_rules, check_rules_open },
  { "a letter in the rules search", WAIT_SEARCH, act_type_letter, check_type_letter },
  { NULL, WAIT_MAIN, act_close_other, check_closed },
  { "open \"What can I do?\"", WAIT_NEW_WINDOW, act_what_can_i_do, check_what_can_i_do },
  { NULL, WAIT_MAIN, act_close_other, check_closed },
};

/* ---------------------------------------------------------------- runner */

static void run_step (void);

static gboolean
run_step_later (gpointer data G_GNUC_UNUSED)
{
  run_step ();
  return G_SOURCE_REMOVE;
}

static void
fail (const char *what)
{
  printf ("FAILED %s (run %u, %u moves played)\n", what, b.run, n_played ());
  fflush (stdout);
  b.failed = 1;
  g_application_quit (G_APPLICATION (b.app));
}

static void
step_done (void)
{
  const Step *step = &steps[b.step];
  gint64 wall = g_get_monotonic_time () - b.t0;
  gint64 cpu = thread_cpu_us () - b.cpu0;

  if (step->name != NULL)
    {
      g_autofree char *part = g_strdup_printf ("step %u %s", b.n_start, step->name);

      CALLGRIND_DUMP_STATS_AT (part);
    }
  b.waiting = FALSE;
  if (!step->check ())
    {
      fail (step->name != NULL ? step->name : "a set-up step");
      return;
    }
  if (step->name != NULL)
    printf ("step %s\t%" G_GINT64_FORMAT "\t%" G_GINT64_FORMAT "\n", step->name, wall, cpu);
  if (++b.step == G_N_ELEMENTS (steps))
    {
      b.step = 0;
      if (++b.run == b.runs)
        {
          printf ("frames %u %u\n", b.frames, b.slow_frames);
          fflush (stdout);
          g_application_quit (G_APPLICATION (b.app));
          return;
        }
    }
  /* Quiet between interactions, as between a person's clicks */
  g_timeout_add (40, run_step_later, NULL);
}

static void
before_paint (GdkFrameClock *clock G_GNUC_UNUSED)
{
  b.frame_start = g_get_monotonic_time ();
}

static void
after_paint (GdkFrameClock *clock G_GNUC_UNUSED)
{
  b.frames++;
  if (g_get_monotonic_time () - b.frame_start > 16000)
    b.slow_frames++;
  if (b.waiting && (steps[b.step].wait != WAIT_SEARCH || b.searched))
    step_done ();
}

static void
watch_frames (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect_object (clock, "before-paint", G_CALLBACK (before_paint), NULL, 0);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (after_paint), NULL, 0);
}

static gboolean
search_changed_hook (GSignalInvocationHint *hint G_GNUC_UNUSED,
                     guint                  n_values G_GNUC_UNUSED,
                     const GValue          *values G_GNUC_UNUSED,
                     gpointer               data G_GNUC_UNUSED)
{
  /* The entry waits a moment after a key before it searches: that wait is
   * the entry's, not work, and is left out of the time on the clock. */
  if (b.waiting && !b.searched)
    {
      b.searched = TRUE;
      b.t0 = g_get_monotonic_time ();
    }
  return TRUE;
}

/* The newest toplevel that is not the main window */
static GtkWindow *
other_window (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (l->data != (gpointer) b.window && (TYROS_IS_RULES_WINDOW (l->data) || TYROS_IS_MOVES_WINDOW (l->data)))
      return l->data;
  return NULL;
}

static void
run_step (void)
{
  const Step *step = &steps[b.step];

  if (b.step == 0 && !find_ship_move ())
    {
      fail ("no ship move to enter");
      return;
    }
  b.waiting = TRUE;
  b.searched = FALSE;
  CALLGRIND_ZERO_STATS;
  b.t0 = g_get_monotonic_time ();
  b.cpu0 = thread_cpu_us ();
  step->act ();
  if (step->wait == WAIT_NEW_WINDOW)
    {
      b.other = other_window ();
      if (b.other == NULL)
        {
          fail ("no window opened");
          return;
        }
      watch_frames (GTK_WIDGET (b.other));
    }
  /* Only frames drawn after the input show its result */
  gtk_widget_queue_draw (GTK_WIDGET (step->wait == WAIT_MAIN ? GTK_WINDOW (b.window) : b.other));
}

/* ---------------------------------------------------------------- soak */

static void
say_memory (const char *stage)
{
  struct mallinfo2 info = mallinfo2 ();
  g_autofree char *status = NULL;
  const char *rss;

  g_file_get_contents ("/proc/self/status", &status, NULL, NULL);
  rss = status != NULL ? strstr (status, "VmRSS:") : NULL;
  printf ("mem %s\t%zu\t%ld\t%u\n", stage, info.uordblks / 1024,
          rss != NULL ? strtol (rss + 6, NULL, 10) : -1L, n_played ());
  fflush (stdout);
}

static gboolean
soak_tick (GtkWidget     *widget G_GNUC_UNUSED,
           GdkFrameClock *clock G_GNUC_UNUSED,
           gpointer       data G_GNUC_UNUSED)
{
  static const char *stages[] = { "undone all (1)", "redone all (1)", "undone all (2)", "redone all (2)" };
  guint target = b.soak_stage % 2 == 0 ? 0 : b.n_start;

  if (b.soak_stage == 0 && b.soak_left == 0)
    {
      /* The script player ends with all its moves played */
      if (n_played () < b.n_start)
        return G_SOURCE_CONTINUE;
      say_memory ("played all");
      b.soak_left = 1;
      return G_SOURCE_CONTINUE;
    }
  if (n_played () != target)
    {
      guint before = n_played ();

      gtk_widget_activate_action (GTK_WIDGET (b.page), target == 0 ? "game.undo" : "game.redo", NULL);
      if (n_played () == before)
        {
          fail ("undo or redo did nothing");
          return G_SOURCE_REMOVE;
        }
      return G_SOURCE_CONTINUE;
    }
  malloc_trim (0);
  say_memory (stages[b.soak_stage]);
  if (++b.soak_stage == G_N_ELEMENTS (stages))
    {
      g_application_quit (G_APPLICATION (b.app));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* ---------------------------------------------------------------- start */

static guint settle_frames;

static void
count_settle_frame (GdkFrameClock *clock G_GNUC_UNUSED)
{
  settle_frames++;
}

/* Whether the page shows at the window's size, laid out for it. Under
 * callgrind the page was mapped while X had not yet sized the window
 * (1 x 1 px): the first click then carried the window's first layout at
 * its size (the page going wide, the board's first image, 130 M
 * instructions). Ready once two looks 250 ms apart, with frames painted
 * between them, find the page at the same width and layout. */
static gboolean
settled (void)
{
  static int last_width = -1, last_narrow = -1;
  static guint last_frames;
  int width = gtk_widget_get_width (GTK_WIDGET (b.page));
  int narrow = tyros_game_page_get_narrow (b.page);
  gboolean same = width > 1 && width == last_width && narrow == last_narrow && settle_frames > last_frames;

  last_width = width;
  last_narrow = narrow;
  last_frames = settle_frames;
  gtk_widget_queue_draw (GTK_WIDGET (b.window));
  return same;
}

/* The page is built right after the window takes the session: go on once
 * it shows it, settled. */
static gboolean
start_driving (gpointer data G_GNUC_UNUSED)
{
  static guint looks;

  b.page = tyros_script_player_game_page (b.window);
  if (b.page == NULL || !gtk_widget_get_mapped (GTK_WIDGET (b.page)))
    {
      fail ("the game page was not shown");
      return G_SOURCE_REMOVE;
    }
  if (!b.mode_soak && looks++ == 0)
    g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (b.window)), "after-paint",
                      G_CALLBACK (count_settle_frame), NULL);
  if (!b.mode_soak && !settled ())
    {
      if (looks < 240)  /* a minute */
        return G_SOURCE_CONTINUE;
      fail ("the window never settled at its size");
      return G_SOURCE_REMOVE;
    }
  if (b.mode_soak)
    {
      /* the script's new game first shows no move */
      malloc_trim (0);
      say_memory ("new game shown");
      gtk_widget_add_tick_callback (GTK_WIDGET (b.window), soak_tick, NULL, NULL);
      return G_SOURCE_REMOVE;
    }
  b.n_start = n_played ();
  printf ("shown %u moves\n", b.n_start);
  watch_frames (GTK_WIDGET (b.window));
  run_step ();
  return G_SOURCE_REMOVE;
}

static void
game_shown (TyrosWindow *window)
{
  if (b.session != NULL)
    return;
  g_object_get (window, "session", &b.session, NULL);
  if (b.session != NULL)
    g_timeout_add (b.mode_soak ? 50 : 250, start_driving, NULL);
}

static void
activated (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  const char *path = g_getenv ("TYROS_BENCH_GAME");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;

  if (window == NULL || path == NULL || b.window != NULL)
    return;
  b.window = TYROS_WINDOW (window);
  g_signal_connect (window, "notify::session", G_CALLBACK (game_shown), NULL);
  g_type_class_unref (g_type_class_ref (GTK_TYPE_SEARCH_ENTRY));
  g_signal_add_emission_hook (g_signal_lookup ("search-changed", GTK_TYPE_SEARCH_ENTRY), 0,
                              search_changed_hook, NULL, NULL);
  if (b.mode_soak)
    {
      /* the script's moves, each entered as a Confirm enters it */
      TyrosGame *script = tyros_file_load (path, &error);

      if (script == NULL || !tyros_script_player_start (b.window, path, 0, 0, &error))
        {
          g_printerr ("%s\n", error->message);
          exit (2);
        }
      b.n_start = tyros_game_get_n_played (script);
      g_object_unref (script);
      return;
    }
  file = g_file_new_for_path (path);
  tyros_window_open_file (b.window, file);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TyrosApplication) app = NULL;
  const char *runs = g_getenv ("TYROS_BENCH_RUNS");
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  b.runs = runs != NULL ? MAX (1, (guint) g_ascii_strtoull (runs, NULL, 10)) : 10;
  b.mode_soak = g_strcmp0 (g_getenv ("TYROS_BENCH_MODE"), "soak") == 0;
  app = tyros_application_new ();
  b.app = GTK_APPLICATION (app);
  g_signal_connect_after (app, "activate", G_CALLBACK (activated), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  return b.failed ? 1 : status;
}
