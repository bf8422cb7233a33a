/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-seats.c: moves proposed from the players' phones, as the window
 * shows them (docs/table-seats.md, "In the window")
 *
 * Runs under Xvfb (see meson.build). The table's server is played by a share
 * of the test's own (FakeShare, a TyrosTableShare): it holds a proposal as
 * the server does, lets it go when the game changes or when the window
 * refuses it, and counts the refusals. The window's game page is given it
 * as the window gives the real one; the share dialog is made for it as the
 * window makes it. A proposal shows as a bar over the board; Accept plays
 * its move as a move entered in the window (autosaved, undone by Undo);
 * Refuse plays nothing; with "Accept moves from seat phones at once" it is
 * played unasked; and never while an earlier position is viewed.
 *
 * With TYROS_SCREENSHOT_DIR set, the window with a proposal and the share
 * dialog with its seat links are saved as PNG files there (light and dark,
 * 360 x 640 and 1100 x 720, English, German, Dutch and Italian).
 */
#define G_LOG_DOMAIN "tyros-test-seats"
#include "config.h"

#include "app-test-util.h"

#include "tyros-preferences-window.h"
#include "tyros-share-dialog.h"
#include "tyros-table-share.h"

static TyrosApplication *app;

/* The server, as the window sees it */

#define FAKE_TYPE_SHARE (fake_share_get_type ())
G_DECLARE_FINAL_TYPE (FakeShare, fake_share, FAKE, SHARE, GObject)

struct _FakeShare
{
  GObject             parent_instance;
  TyrosGameSession   *session;
  guint               n_played;   /* the game as the proposal was made on */
  guint               n_moves;
  TyrosTableProposal *proposal;
  guint               seats_connected;
  guint               renewed[TYROS_MAX_PLAYERS];
  char               *seat_path;
  guint               n_refused;
  char               *refused_reason;
};

enum { PROP_0, PROP_SHARING, PROP_N_FOLLOWERS, PROP_SEATS_CONNECTED, PROP_PROPOSAL };

static void fake_share_iface_init (TyrosTableShareInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FakeShare, fake_share, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TYROS_TYPE_TABLE_SHARE, fake_share_iface_init))

static void
fake_share_end_proposal (FakeShare *self)
{
  if (self->proposal == NULL)
    return;
  g_clear_pointer (&self->proposal, tyros_table_proposal_free);
  g_object_notify (G_OBJECT (self), "proposal");
}

/* As the server, which counts the game's changes (not a step back in its
 * history): any change ends the waiting proposal (played: accepted;
 * anything else: refused) */
static void
fake_share_session_changed (FakeShare *self)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);

  if (tyros_game_get_n_played (game) != self->n_played || tyros_game_get_n_moves (game) != self->n_moves)
    fake_share_end_proposal (self);
}

static void
fake_share_propose (FakeShare       *self,
                    const TyrosMove *move,
                    const char      *text)
{
  TyrosGame *game = tyros_game_session_get_game (self->session);

  self->n_played = tyros_game_get_n_played (game);
  self->n_moves = tyros_game_get_n_moves (game);
  g_clear_pointer (&self->proposal, tyros_table_proposal_free);
  self->proposal = tyros_table_proposal_new ("p1", move->player, move, 7, text);
  g_object_notify (G_OBJECT (self), "proposal");
}

static void
fake_share_set_seats_connected (FakeShare *self,
                                guint      seats)
{
  self->seats_connected = seats;
  g_object_notify (G_OBJECT (self), "seats-connected");
}

static gboolean fake_start (TyrosTableShare *share G_GNUC_UNUSED, GError **error G_GNUC_UNUSED) { return TRUE; }
static void fake_stop (TyrosTableShare *share G_GNUC_UNUSED) { }
/* nothing listens there: the links are only shown */
static guint fake_get_port (TyrosTableShare *share G_GNUC_UNUSED) { return 47011; }
static const char *fake_get_path (TyrosTableShare *share G_GNUC_UNUSED) { return "/t/0123456789abcdef0123456789abcdef"; }

static const char *
fake_get_seat_path (TyrosTableShare *share,
                    int              player)
{
  FakeShare *self = FAKE_SHARE (share);

  g_free (self->seat_path);
  self->seat_path = g_strdup_printf ("/s/%02d%030u", player, self->renewed[player]);
  return self->seat_path;
}

static gboolean
fake_renew_seat (TyrosTableShare *share,
                 int              player,
                 GError         **error G_GNUC_UNUSED)
{
  FAKE_SHARE (share)->renewed[player]++;
  return TRUE;
}

static const TyrosTableProposal *
fake_get_proposal (TyrosTableShare *share)
{
  return FAKE_SHARE (share)->proposal;
}

static void
fake_refuse_proposal (TyrosTableShare *share,
                      const char      *reason)
{
  FakeShare *self = FAKE_SHARE (share);

  self->n_refused++;
  g_free (self->refused_reason);
  self->refused_reason = g_strdup (reason);
  fake_share_end_proposal (self);
}

static void
fake_share_iface_init (TyrosTableShareInterface *iface)
{
  iface->start = fake_start;
  iface->stop = fake_stop;
  iface->get_port = fake_get_port;
  iface->get_path = fake_get_path;
  iface->get_seat_path = fake_get_seat_path;
  iface->renew_seat = fake_renew_seat;
  iface->get_proposal = fake_get_proposal;
  iface->refuse_proposal = fake_refuse_proposal;
}

static void
fake_share_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  FakeShare *self = FAKE_SHARE (object);

  switch (prop_id)
    {
    case PROP_SHARING: g_value_set_boolean (value, TRUE); break;
    case PROP_N_FOLLOWERS: g_value_set_uint (value, 0); break;
    case PROP_SEATS_CONNECTED: g_value_set_uint (value, self->seats_connected); break;
    case PROP_PROPOSAL: g_value_set_boxed (value, self->proposal); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fake_share_finalize (GObject *object)
{
  FakeShare *self = FAKE_SHARE (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->proposal, tyros_table_proposal_free);
  g_free (self->seat_path);
  g_free (self->refused_reason);
  G_OBJECT_CLASS (fake_share_parent_class)->finalize (object);
}

static void
fake_share_class_init (FakeShareClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = fake_share_get_property;
  object_class->finalize = fake_share_finalize;
  g_object_class_override_property (object_class, PROP_SHARING, "sharing");
  g_object_class_override_property (object_class, PROP_N_FOLLOWERS, "n-followers");
  g_object_class_override_property (object_class, PROP_SEATS_CONNECTED, "seats-connected");
  g_object_class_override_property (object_class, PROP_PROPOSAL, "proposal");
}

static void
fake_share_init (FakeShare *self G_GNUC_UNUSED)
{
}

static FakeShare *
fake_share_new (TyrosGameSession *session)
{
  FakeShare *self = g_object_new (FAKE_TYPE_SHARE, NULL);

  self->session = g_object_ref (session);
  g_signal_connect_swapped (session, "changed", G_CALLBACK (fake_share_session_changed), self);
  return self;
}

/* The window */

static GtkRevealer *
proposal_bar (TyrosWindow *window)
{
  return app_test_child (app_test_game_page (window), TYROS_TYPE_GAME_PAGE, "proposal_revealer");
}

static GtkWidget *
accept_button (TyrosWindow *window)
{
  return app_test_child (app_test_game_page (window), TYROS_TYPE_GAME_PAGE, "proposal_accept_button");
}

static gboolean
bar_shown (TyrosWindow *window)
{
  return gtk_revealer_get_reveal_child (proposal_bar (window));
}

/* A legal move of the player to move now, not a pass (a move that changes
 * the board) */
static TyrosMove *
some_legal_move (TyrosGame *game)
{
  g_autoptr(GPtrArray) moves = tyros_movegen_legal_moves (tyros_game_get_state (game));
  const TyrosLegalMove *chosen = NULL;

  for (guint i = 0; i < moves->len && chosen == NULL; i++)
    if (((const TyrosLegalMove *) moves->pdata[i])->move->type != TYROS_MOVE_PASS)
      chosen = moves->pdata[i];
  g_assert_nonnull (chosen);
  return tyros_move_copy (chosen->move);
}

static char *
newest_move_json (TyrosGame *game)
{
  return tyros_file_move_to_json (tyros_game_get_move (game, tyros_game_get_n_played (game) - 1));
}

/* The window with returned-16.tyros on its board, and a share given to its
 * page as the window gives it the server's; a legal move to propose */
typedef struct {
  TyrosWindow *window;
  FakeShare   *share;
  TyrosGame   *game;
  guint        played;   /* moves played before the proposal */
  TyrosMove   *move;
} Table;

static void
table_open (Table *t,
            int    width,
            int    height)
{
  t->window = tyros_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (t->window), width, height);
  gtk_window_present (GTK_WINDOW (t->window));
  app_test_open_data (t->window, "returned-16.tyros");
  t->share = fake_share_new (app_test_session (t->window));
  tyros_game_page_set_table_share (app_test_game_page (t->window), TYROS_TABLE_SHARE (t->share));
  t->game = app_test_game (t->window);
  t->played = tyros_game_get_n_played (t->game);
  t->move = some_legal_move (t->game);
}

static void
table_close (Table *t)
{
  gtk_window_destroy (GTK_WINDOW (t->window));
  app_test_pump ();
  g_object_unref (t->share);
  tyros_move_free (t->move);
}

static void
table_set_up (Table        *t,
              gconstpointer data G_GNUC_UNUSED)
{
  table_open (t, 1100, 700);
}

static void
table_tear_down (Table        *t,
                 gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  g_settings_reset (settings, "accept-seat-moves");
  table_close (t);
}

/* The bar shows the proposal's text; Accept plays exactly its move, as a
 * move entered here: the newest of the game, in its autosave, taken back by
 * Undo. The bar goes once the server lets the proposal go. */
static void
test_accept (Table        *t,
             gconstpointer data G_GNUC_UNUSED)
{
  g_autofree char *expected = tyros_file_move_to_json (t->move);
  g_autofree char *newest = NULL;
  g_autofree char *saved_newest = NULL;
  g_autoptr(TyrosGame) saved = NULL;

  g_assert_false (bar_shown (t->window));
  fake_share_propose (t->share, t->move, "Ben proposes: a move");
  g_assert_true (bar_shown (t->window));
  g_assert_nonnull (app_test_find_label (GTK_WIDGET (proposal_bar (t->window)), "Ben proposes: a move"));
  g_assert_true (app_test_find_button (GTK_WIDGET (proposal_bar (t->window)), "Accept") == accept_button (t->window));
  g_assert_true (gtk_widget_is_sensitive (accept_button (t->window)));
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played);

  app_test_click (accept_button (t->window));
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played + 1);
  newest = newest_move_json (t->game);
  g_assert_cmpstr (newest, ==, expected);
  g_assert_cmpint (app_test_saved_moves (t->window), ==, (int) t->played + 1);
  saved = tyros_file_load (app_test_autosave_path (t->window), NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (tyros_game_get_n_played (saved), ==, t->played + 1);
  saved_newest = newest_move_json (saved);
  g_assert_cmpstr (saved_newest, ==, expected);
  g_assert_cmpuint (t->share->n_refused, ==, 0);
  g_assert_false (bar_shown (t->window));

  gtk_widget_activate_action (GTK_WIDGET (t->window), "game.undo", NULL);
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played);
  g_assert_cmpint (app_test_saved_moves (t->window), ==, (int) t->played);
}

/* Refuse tells the server, without a reason, and plays nothing. */
static void
test_refuse (Table        *t,
             gconstpointer data G_GNUC_UNUSED)
{

  fake_share_propose (t->share, t->move, "Ben proposes: a move");
  app_test_click (app_test_find_button (GTK_WIDGET (proposal_bar (t->window)), "Refuse"));
  g_assert_cmpuint (t->share->n_refused, ==, 1);
  g_assert_null (t->share->refused_reason);
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played);
  g_assert_false (bar_shown (t->window));
}

/* A move the rules refuse (the server should not let one through): the
 * panel says why, as for a move entered here, and the server is told the
 * same reason; nothing is played. */
static void
test_rules_refuse (Table        *t,
                   gconstpointer data G_GNUC_UNUSED)
{
  const char *error;

  /* out of turn */
  t->move->player = (tyros_game_get_state (t->game)->current_player + 1) % (int) tyros_game_get_n_players (t->game);
  fake_share_propose (t->share, t->move, "Ben proposes: a move");
  app_test_click (accept_button (t->window));
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played);
  error = app_test_panel_error (app_test_action_panel (t->window));
  g_assert_nonnull (error);
  g_assert_cmpstr (error, !=, "");
  g_assert_cmpuint (t->share->n_refused, ==, 1);
  g_assert_cmpstr (t->share->refused_reason, ==, error);
}

/* "Accept moves from seat phones at once": the move is played unasked. */
static void
test_accept_at_once (Table        *t,
                     gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *expected = tyros_file_move_to_json (t->move);
  g_autofree char *newest = NULL;

  g_settings_set_boolean (settings, "accept-seat-moves", TRUE);
  fake_share_propose (t->share, t->move, "Ben proposes: a move");
  app_test_settle (100);
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played + 1);
  newest = newest_move_json (t->game);
  g_assert_cmpstr (newest, ==, expected);
  g_assert_cmpint (app_test_saved_moves (t->window), ==, (int) t->played + 1);
  g_assert_false (bar_shown (t->window));
}

/* The preferences have the switch, with a subtitle, off by default; it
 * sets the key. */
static void
test_preference_row (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  TyrosPreferencesWindow *prefs;
  GtkWidget *row, *toggle;

  g_assert_false (g_settings_get_boolean (settings, "accept-seat-moves"));
  prefs = tyros_preferences_window_present (NULL);
  app_test_pump ();
  row = app_test_find_row (GTK_WIDGET (prefs), "_Accept moves from seat phones at once");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), !=, "");
  toggle = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  g_assert_true (GTK_IS_SWITCH (toggle));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  app_test_pump ();
  g_assert_true (g_settings_get_boolean (settings, "accept-seat-moves"));
  g_settings_reset (settings, "accept-seat-moves");
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_force_close (ADW_DIALOG (prefs));
#else
  gtk_window_destroy (GTK_WINDOW (prefs));
#endif
  app_test_pump ();
}

static void
select_history_row (TyrosWindow *window,
                    int          index)
{
  GtkListBox *rows = app_test_history_list (app_test_history_panel (window));

  app_test_show_history (app_test_history_panel (window));
  gtk_list_box_select_row (rows, gtk_list_box_get_row_at_index (rows, index));
  app_test_pump ();
}

/* An earlier position viewed: the bar says why Accept is not offered, and
 * nothing is played, not even with the preference; back at the game, it is. */
static void
test_not_while_viewing (Table        *t,
                        gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  GtkWidget *note = app_test_child (app_test_game_page (t->window), TYROS_TYPE_GAME_PAGE, "proposal_note");

  g_settings_set_boolean (settings, "accept-seat-moves", TRUE);
  select_history_row (t->window, 2);
  g_assert_cmpint (app_test_viewing (t->window), ==, 2);
  fake_share_propose (t->share, t->move, "Ben proposes: a move");
  app_test_settle (100);
  g_assert_true (bar_shown (t->window));
  g_assert_false (gtk_widget_is_sensitive (accept_button (t->window)));
  g_assert_true (gtk_widget_get_visible (note));
  /* and were it clicked all the same */
  g_signal_emit_by_name (accept_button (t->window), "clicked");
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played);
  g_assert_cmpint (app_test_viewing (t->window), ==, 2);

  /* replacing a t->move: the same */
  gtk_widget_activate_action (GTK_WIDGET (t->window), "game.history-replace", NULL);
  app_test_pump ();
  g_assert_cmpint (tyros_game_session_get_replacing (app_test_session (t->window)), >=, 0);
  g_assert_true (bar_shown (t->window));
  g_assert_false (gtk_widget_is_sensitive (accept_button (t->window)));
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played);

  gtk_widget_activate_action (GTK_WIDGET (t->window), "game.banner-close", NULL);
  app_test_pump ();
  g_assert_cmpint (app_test_viewing (t->window), ==, -1);
  g_assert_cmpint (tyros_game_session_get_replacing (app_test_session (t->window)), ==, -1);
  g_assert_true (gtk_widget_is_sensitive (accept_button (t->window)));
  g_assert_false (gtk_widget_get_visible (note));
  app_test_click (accept_button (t->window));
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played + 1);
}

/* The share dialog */

static GtkWidget *
seat_card (TyrosShareDialog *dialog,
           int               player)
{
  GtkWidget *seats = app_test_child (dialog, TYROS_TYPE_SHARE_DIALOG, "seats_box");
  GtkWidget *card = gtk_widget_get_first_child (seats);

  for (int i = 0; i < player && card != NULL; i++)
    card = gtk_widget_get_next_sibling (card);
  g_assert_nonnull (card);
  return card;
}

static GtkWidget *
find_picture (GtkWidget *widget)
{
  return app_test_find (widget, app_test_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_PICTURE));
}

/* The seat's link as the card shows it: as text, and as its QR code reads */
static char *
seat_link (GtkWidget *card,
           guint      port)
{
  g_autofree char *path = NULL;
  g_autofree char *shown = app_test_label_texts (card);
  g_auto(GStrv) parts = g_strsplit (shown, "\u200B", -1);   /* without the address's wrap points */
  g_autofree char *texts = g_strjoinv ("", parts);
  GtkPicture *picture = GTK_PICTURE (find_picture (card));
  g_auto(GStrv) lines = g_strsplit (texts, "\n", -1);
  const char *link = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "http://"))
      link = lines[i];
  g_assert_nonnull (link);
  path = g_strdup_printf (":%u/s/", port);
  g_assert_nonnull (strstr (link, path));
  if (gtk_widget_get_visible (GTK_WIDGET (picture)))
    {
      g_autofree char *decoded = app_test_read_qr_code (gtk_picture_get_paintable (picture), 480);

      g_assert_cmpstr (decoded, ==, link);
    }
  else
    /* no local network here: no code, the loopback's link */
    g_assert_true (g_str_has_prefix (link, "http://127.0.0.1:"));
  return g_strdup (link);
}

static TyrosShareDialog *
open_dialog (TyrosWindow *window,
             FakeShare   *share)
{
  TyrosShareDialog *dialog = tyros_share_dialog_new (GTK_WINDOW (window), TYROS_TABLE_SHARE (share),
                                                     app_test_session (window));

  gtk_window_present (GTK_WINDOW (dialog));
  app_test_settle (200);
  return dialog;
}

/* One card per player, "Anna’s Phone", with the seat's link as a QR code
 * and as text, whether a phone has it (as the server says, when it says
 * it), and New Link: a new link, the old one gone. */
static void
test_dialog_seats (Table        *t,
                   gconstpointer data G_GNUC_UNUSED)
{
  const char *const *names = tyros_game_get_player_names (app_test_game (t->window));
  TyrosShareDialog *dialog = open_dialog (t->window, t->share);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *other = NULL;

  for (int i = 0; i < 3; i++)
    {
      GtkWidget *card = seat_card (dialog, i);
      g_autofree char *title = g_strdup_printf ("%s’s Phone", names[i]);
      g_autofree char *link = seat_link (card, 47011);

      g_assert_nonnull (app_test_find_label (card, title));
      g_assert_nonnull (app_test_find_label (card, "No phone connected"));
      g_assert_nonnull (app_test_find_button (card, "Copy Link"));
      g_assert_nonnull (app_test_find_button (card, "New Link"));
    }
  g_assert_null (gtk_widget_get_next_sibling (seat_card (dialog, 2)));

  fake_share_set_seats_connected (t->share, 1u << 1);
  g_assert_nonnull (app_test_find_label (seat_card (dialog, 1), "A phone is connected"));
  g_assert_nonnull (app_test_find_label (seat_card (dialog, 0), "No phone connected"));

  before = seat_link (seat_card (dialog, 1), 47011);
  other = seat_link (seat_card (dialog, 2), 47011);
  app_test_click (app_test_find_button (seat_card (dialog, 1), "New Link"));
  app_test_pump ();
  g_assert_cmpuint (t->share->renewed[1], ==, 1);
  after = seat_link (seat_card (dialog, 1), 47011);
  g_assert_cmpstr (after, !=, before);
  g_free (before);
  before = seat_link (seat_card (dialog, 2), 47011);
  g_assert_cmpstr (before, ==, other);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* @widget's scrolled window scrolled to show it at its top */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                            &bounds));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                            bounds.origin.y - 12);
}

/* The proposal's bar slid in over the board and out again after Accept: the
 * board was made shorter (or taller) at each frame of the slide, a new
 * position drawn at each size. It shows and goes at once: the board's size
 * changes once each way. */
static void
test_bar_resizes_board_once (Table        *t,
                             gconstpointer data G_GNUC_UNUSED)
{
  GtkWidget *board = app_test_child (app_test_game_page (t->window), TYROS_TYPE_GAME_PAGE, "board_view");
  AppTestSizeCount *count;
  guint shown, gone;

  app_test_settle (200);
  count = app_test_size_changes_begin (board);
  fake_share_propose (t->share, t->move, "Ben proposes: a move");
  app_test_settle (500);
  shown = app_test_size_changes_end (count);
  g_assert_true (bar_shown (t->window));
  count = app_test_size_changes_begin (board);
  app_test_click (accept_button (t->window));
  app_test_settle (500);
  gone = app_test_size_changes_end (count);
  g_assert_false (bar_shown (t->window));
  g_assert_cmpuint (tyros_game_get_n_played (t->game), ==, t->played + 1);
  g_test_message ("the board's size changed %u times as the bar came, %u as it went", shown, gone);
  g_assert_cmpuint (shown, <=, 1);
  g_assert_cmpuint (gone, <=, 1);
}

/* The History tab's moves whole in the window (and in their list's view) */
static guint
moves_in_window (TyrosWindow *window)
{
  GtkListBox *list = app_test_history_list (app_test_history_panel (window));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  graphene_rect_t view, row;
  guint n = 0;

  if (!gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &view))
    return 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child) && gtk_widget_compute_bounds (child, GTK_WIDGET (window), &row) &&
        row.origin.y >= MAX (view.origin.y, 0) - 0.5 &&
        row.origin.y + row.size.height <= MIN (view.origin.y + view.size.height, height) + 0.5)
      n++;
  return n;
}

/* Last session's screenshots: at 360 x 640 a proposal waiting while an
 * earlier position is read showed its bar under the read-only banner, the
 * two 230 px; the board kept 200 px and the History tab's moves were below
 * the fold. The banner says in one sentence that a proposal waits, whole;
 * the board and moves shown get at least half of the window; back at the
 * game, the bar offers Accept. */
static void
test_phone_folds_into_banner (void)
{
  static const char *const languages[] = { "C", "de", "nl", "it" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      Table t;
      GtkWidget *page, *banner, *said;
      g_autofree char *proposed = NULL;
      int height, said_min;
      graphene_rect_t b;
      float bottom;
      guint moves;

      app_test_use_language (languages[i]);
      table_open (&t, 360, 640);
      page = GTK_WIDGET (app_test_game_page (t.window));
      banner = app_test_child (page, TYROS_TYPE_GAME_PAGE, "banner");
      said = app_test_child (page, TYROS_TYPE_GAME_PAGE, "banner_proposal_label");
      proposed = tyros_proposal_describe (t.game, t.move);
      fake_share_propose (t.share, t.move, proposed);
      select_history_row (t.window, 2);
      app_test_settle (300);
      g_assert_cmpint (app_test_viewing (t.window), ==, 2);

      height = gtk_widget_get_height (GTK_WIDGET (t.window));
      g_assert_true (gtk_widget_compute_bounds (banner, GTK_WIDGET (t.window), &b));
      bottom = b.origin.y + b.size.height;
      if (bar_shown (t.window) && gtk_widget_compute_bounds (GTK_WIDGET (proposal_bar (t.window)),
                                                             GTK_WIDGET (t.window), &b))
        bottom = MAX (bottom, b.origin.y + b.size.height);
      moves = moves_in_window (t.window);
      g_test_message ("%s: the bars end at %.0f of %d px, %u moves in view", languages[i], bottom, height, moves);
      if (height - bottom < height / 2)
        g_error ("%s: the banner and the proposal leave %.0f of %d px and %u moves in view", languages[i],
                 height - bottom, height, moves);
      g_assert_true (gtk_widget_get_mapped (said));
      gtk_widget_measure (said, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (said), &said_min, NULL, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_height (said), >=, said_min);

      /* back at the game, the bar offers Accept */
      gtk_widget_activate_action (GTK_WIDGET (t.window), "game.banner-close", NULL);
      app_test_settle (100);
      g_assert_cmpint (app_test_viewing (t.window), ==, -1);
      g_assert_true (bar_shown (t.window));
      g_assert_true (gtk_widget_is_sensitive (accept_button (t.window)));
      g_assert_false (gtk_widget_get_visible (said));
      table_close (&t);
    }
  app_test_use_language ("C");
}

/* The window with a proposal, and the dialog with its seat links, as people
 * see them (only with TYROS_SCREENSHOT_DIR) */
static void
test_screenshots (gconstpointer data)
{
  const char *language = data;
  static const struct { int width, height; } sizes[] = { { 360, 640 }, { 1100, 720 } };

  if (!app_test_screenshots_in (language))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("proposal-%s-%dx%d", language, sizes[i].width, sizes[i].height);
      g_autofree char *seats = g_strdup_printf ("seats-%s-%dx%d", language, sizes[i].width, sizes[i].height);
      g_autofree char *waiting = g_strdup_printf ("proposal-waits-%s-%dx%d", language, sizes[i].width, sizes[i].height);
      g_autofree char *cards = g_strdup_printf ("seat-cards-%s-%dx%d", language, sizes[i].width, sizes[i].height);
      g_autofree char *proposed = NULL;
      Table t;
      TyrosShareDialog *dialog;

      table_open (&t, sizes[i].width, sizes[i].height);
      /* in the app's language, as the share says it (tyros-table-seats.c) */
      proposed = tyros_proposal_describe (t.game, t.move);
      fake_share_propose (t.share, t.move, proposed);
      for (int dark = 0; dark < 2; dark++)
        app_test_screenshot (GTK_WIDGET (t.window), name, dark);
      /* an earlier position viewed: the bar says why Accept waits */
      select_history_row (t.window, 2);
      for (int dark = 0; dark < 2; dark++)
        app_test_screenshot (GTK_WIDGET (t.window), waiting, dark);
      gtk_widget_activate_action (GTK_WIDGET (t.window), "game.banner-close", NULL);

      fake_share_set_seats_connected (t.share, 1u << 0);
      dialog = open_dialog (t.window, t.share);
      if (sizes[i].width < 400)
        gtk_window_set_default_size (GTK_WINDOW (dialog), sizes[i].width, sizes[i].height);
      for (int dark = 0; dark < 2; dark++)
        app_test_screenshot (GTK_WIDGET (dialog), seats, dark);
      scroll_to (seat_card (dialog, 0));
      for (int dark = 0; dark < 2; dark++)
        app_test_screenshot (GTK_WIDGET (dialog), cards, dark);
      gtk_window_destroy (GTK_WINDOW (dialog));
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
      table_close (&t);
    }
  app_test_use_language ("C");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  app_test_init (&argc, &argv);
  gtk_init ();
  adw_init ();
  app = app_test_application_new ();

  g_test_add ("/app/seats/accept", Table, NULL, table_set_up, test_accept, table_tear_down);
  g_test_add ("/app/seats/refuse", Table, NULL, table_set_up, test_refuse, table_tear_down);
  g_test_add ("/app/seats/rules-refuse", Table, NULL, table_set_up, test_rules_refuse, table_tear_down);
  g_test_add ("/app/seats/accept-at-once", Table, NULL, table_set_up, test_accept_at_once, table_tear_down);
  g_test_add_func ("/app/seats/preference-row", test_preference_row);
  g_test_add ("/app/seats/not-while-viewing", Table, NULL, table_set_up, test_not_while_viewing, table_tear_down);
  g_test_add_func ("/app/seats/phone-folds-into-banner", test_phone_folds_into_banner);
  g_test_add ("/app/seats/bar-resizes-board-once", Table, NULL, table_set_up, test_bar_resizes_board_once,
              table_tear_down);
  g_test_add ("/app/seats/dialog-seats", Table, NULL, table_set_up, test_dialog_seats, table_tear_down);
  /* screenshots only when asked for: not a case CI skips */
  if (g_getenv ("TYROS_SCREENSHOT_DIR") != NULL)
    {
      g_test_add_data_func ("/app/seats/screenshots/en", "C", test_screenshots);
      g_test_add_data_func ("/app/seats/screenshots/de", "de", test_screenshots);
      g_test_add_data_func ("/app/seats/screenshots/nl", "nl", test_screenshots);
      g_test_add_data_func ("/app/seats/screenshots/it", "it", test_screenshots);
    }

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
