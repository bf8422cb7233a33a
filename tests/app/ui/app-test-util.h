/* SPDX-License-Identifier: GPL-3.0-or-later */
/* app-test-util.h: what the app's UI tests share
 *
 * Running the main loop until the window has caught up, and reaching what a
 * window shows the way GTK exposes it: template children by name, stack pages
 * by name, properties. The app carries no getters for its tests
 * (build-aux/check-app-symbols).
 */
#pragma once

#include <adwaita.h>

#include "model-test-util.h"

#include "tyros-action-panel.h"
#include "tyros-application.h"
#include "tyros-board-cell.h"
#include "tyros-board-view.h"
#include "tyros-game-page.h"
#include "tyros-game-session.h"
#include "tyros-history-panel.h"
#include "tyros-moves-window.h"
#include "tyros-new-game-page.h"
#include "tyros-position-panel.h"
#include "tyros-preferences-window.h"
#include "tyros-score-sheet.h"
#include "tyros-standings-panel.h"
#include "tyros-start-page.h"
#include "tyros-teacher.h"
#include "tyros-rules-window.h"
#include "tyros-window.h"

G_BEGIN_DECLS

/* Runs what is pending, a few rounds (a change often queues another). */
void        app_test_pump              (void);
/* Clicks @button, which must be sensitive, and runs the main loop. */
void        app_test_click             (GtkWidget   *button);
/* Presses @keys ("ctrl+z", xdotool's names) on the X display, as a person
 * presses them, into @window (the pointer is moved over it: Xvfb has no
 * window manager to give focus), and runs the main loop. Needs xdotool. */
void        app_test_press_keys        (TyrosWindow *window,
                                        const char  *keys);
/* Presses the board's cell of @field as a person does (a click, Enter or a
 * screen reader's "click" all activate the cell), so that the board's own
 * checks take part (a read-only board refuses), and runs the main loop. */
void        app_test_press_field       (TyrosWindow *window,
                                        TyrosField   field);
/* Runs the main loop for @ms milliseconds, then what is pending. */
void        app_test_settle            (guint ms);
/* @n frames' worth, 10 ms apart: allocation follows a change a frame later. */
void        app_test_pump_frames       (guint n);
/* Counts the changes of @widget's size, looked at every frame, from
 * app_test_size_changes_begin() on; app_test_size_changes_end() says how
 * many (a slide of a bar above it changes it at each of its frames). */
typedef struct _AppTestSizeCount AppTestSizeCount;
AppTestSizeCount *app_test_size_changes_begin (GtkWidget        *widget);
guint             app_test_size_changes_end   (AppTestSizeCount *count);
/* Runs the main loop until @condition (@data) holds: what a worker thread
 * reads arrives through it. Fails the test when it does not within 30 s. */
typedef gboolean (*AppTestCondition) (gconstpointer data);
void        app_test_wait_for          (AppTestCondition condition,
                                        gconstpointer    data);
/* Runs the main loop until @object is finalized (no one holds it any more). */
void        app_test_wait_for_finalized (gpointer        object);

/* The template child @name of @widget's template of @type; fails the test
 * when there is none. */
gpointer    app_test_child             (gpointer     widget,
                                        GType        type,
                                        const char  *name);
/* The texts of the labels inside @widget (depth first, shown ones only: not
 * those of a stack's other pages), one a line. */
char       *app_test_label_texts       (GtkWidget   *widget);
/* Every label inside @widget, shown or not, one a line. */
char       *app_test_all_label_texts   (GtkWidget   *widget);

/* Opens @game in @window as a file from elsewhere (played on in a copy). */
void        app_test_open_game         (TyrosWindow *window,
                                        TyrosGame   *game);
/* Opens @file (taken) in @window and runs the main loop until the window has
 * dealt with it: the game is shown, or a toast says why not. The window
 * holds the file while it reads it, and only then. */
void        app_test_open_file         (TyrosWindow *window,
                                        GFile       *file);
/* A file of tests/data */
char       *app_test_data_path         (const char  *name);
/* Copies the file @data_name of tests/data into the app's store of games
 * as @name, modified @age seconds ago; returns its path. */
char       *app_test_put_saved_game    (const char  *data_name,
                                        const char  *name,
                                        int          age);
/* Opens the file @name of tests/data, as app_test_open_file() does. */
void        app_test_open_data         (TyrosWindow *window,
                                        const char  *name);

/* A new main window of @app, 1100 x 700, presented and drawn */
TyrosWindow *app_test_present_window   (TyrosApplication *app);

/* libadwaita 1.4+: the navigation view of the board and the pages over it
 * ("game", "score", "compare-board"); NULL on 1.2 */
GtkWidget  *app_test_navigation_view   (TyrosWindow *window);
/* The window: "start", "new-game", "game", "score" or "compare-board". */
const char *app_test_page_name         (TyrosWindow *window);
/* A page of the window by name; fails when it is not built yet. */
GtkWidget  *app_test_page              (TyrosWindow *window,
                                        const char  *name);
const char *app_test_title             (TyrosWindow *window);
const char *app_test_subtitle          (TyrosWindow *window);

TyrosGamePage       *app_test_game_page      (TyrosWindow *window);
TyrosBoardView      *app_test_board_view     (TyrosWindow *window);
TyrosActionPanel    *app_test_action_panel   (TyrosWindow *window);
TyrosMoveEntry      *app_test_panel_entry    (TyrosActionPanel *panel);
TyrosHistoryPanel   *app_test_history_panel  (TyrosWindow *window);
TyrosStandingsPanel *app_test_standings      (TyrosWindow *window);
TyrosPositionPanel  *app_test_position_panel (TyrosWindow *window);
TyrosScoreSheet     *app_test_live_sheet     (TyrosWindow *window);
TyrosScoreSheet     *app_test_final_sheet    (TyrosWindow *window);
TyrosNewGamePage    *app_test_new_game_page  (TyrosWindow *window);
TyrosStartPage      *app_test_start_page     (TyrosWindow *window);
/* The game in play (the window's "session"), or NULL; and its properties:
 * the position shown from the history (or -1), the played moves in the last
 * autosave (or -1), where it autosaves. */
TyrosGameSession    *app_test_session        (TyrosWindow *window);
/* The game in play (its session's), or NULL */
TyrosGame           *app_test_game           (TyrosWindow *window);
int                  app_test_viewing        (TyrosWindow *window);
int                  app_test_saved_moves    (TyrosWindow *window);
const char          *app_test_autosave_path  (TyrosWindow *window);
/* "Teach me as we play" (the window owns it) */
TyrosTeacher        *app_test_teacher        (TyrosWindow *window);
/* The banner above the board, or NULL while it is hidden (or no game page). */
const char          *app_test_banner_text    (TyrosWindow *window);

/* The action panel, as it shows the move being entered */
GtkWidget   *app_test_panel_widget     (TyrosActionPanel *panel,
                                        const char       *name);
/* The inline explanation of a rejected attempt, or "" while none is shown. */
const char  *app_test_panel_error      (TyrosActionPanel *panel);
const char  *app_test_panel_price      (TyrosActionPanel *panel);
const char  *app_test_panel_prompt     (TyrosActionPanel *panel);
/* "expand", "expand-pass", "actions", "pending", "bank", "trade", "over" */
const char  *app_test_panel_page       (TyrosActionPanel *panel);
GtkWidget   *app_test_panel_confirm_button (TyrosActionPanel *panel);
/* What Enter does: confirms the move entered so far. */
void         app_test_panel_confirm    (TyrosActionPanel *panel);
/* The button that adds a tile to @empire when it could join several. */
GtkWidget   *app_test_panel_empire_button (TyrosActionPanel *panel,
                                           TyrosEmpire       empire);
GtkEditable *app_test_panel_shown_entry (TyrosActionPanel *panel);
/* The count of cards of @kind paid (TyrosEmpire, or TYROS_CARD_JOKER). */
GtkSpinButton *app_test_panel_paid_spin (TyrosActionPanel *panel,
                                         guint             kind);

/* The new game page, as a person fills it in */
GtkEditable *app_test_new_game_name_entry (TyrosNewGamePage *page,
                                           guint             seat);
void         app_test_new_game_set_name   (TyrosNewGamePage *page,
                                           guint             seat,
                                           const char       *name);
const char  *app_test_new_game_get_name   (TyrosNewGamePage *page,
                                           guint             seat);
/* Clicks the arrow that swaps @seat's player with the one before (up) or after. */
void         app_test_new_game_move_player (TyrosNewGamePage *page,
                                            guint             seat,
                                            gboolean          up);
/* 0 first game, 1 drawn by the app, 2 entered by hand */
void         app_test_new_game_set_setup_kind (TyrosNewGamePage *page,
                                               guint             kind);
void         app_test_new_game_set_founding (TyrosNewGamePage *page,
                                             TyrosEmpire       empire,
                                             TyrosField        field);
/* The explanation of a refused set-up, or "" while none is shown. */
const char  *app_test_new_game_error      (TyrosNewGamePage *page);

/* The history: row 0 is the set-up, row i + 1 move i. Selecting a row is
 * what a click does. */
GtkListBox  *app_test_history_list        (TyrosHistoryPanel *history);
/* Shows the history (its tab, game.show-history), as a person opens it to
 * read it: its rows are built when it is first shown. */
void         app_test_show_history        (TyrosHistoryPanel *history);
/* What the row of move @index says, or NULL when there is none; shows the
 * history first. */
const char  *app_test_history_text        (TyrosHistoryPanel *history,
                                           guint              index);

/* The start page */
/* Under Continue: "Round 4, Ben to act · Anna, Ben, Cleo"; NULL when hidden. */
const char  *app_test_start_continue_text (TyrosStartPage *start);
guint        app_test_start_n_recent      (TyrosStartPage *start);
/* An AdwActionRow: title the players, subtitle the status and date. */
GtkWidget   *app_test_start_recent_row    (TyrosStartPage *start,
                                           guint           index);
/* Runs the main loop until the start page lists @n games (the list is read
 * in a worker thread). */
void         app_test_wait_for_recent     (TyrosStartPage *start,
                                           guint           n);
/* Runs the main loop until @window shows a game. */
void         app_test_wait_for_game       (TyrosWindow    *window);
/* Clicks the row's delete button. */
void         app_test_start_delete_recent (TyrosStartPage *start,
                                           guint           index);

/* The teacher's properties (strings valid until asked again) */
gboolean     app_test_teacher_teaching    (TyrosTeacher *teacher);
const char  *app_test_teacher_explaining  (TyrosTeacher *teacher);
const char  *app_test_teacher_explanation (TyrosTeacher *teacher);
GtkWindow   *app_test_teacher_setup_guide (TyrosTeacher *teacher);
/* Presses "Got it" under the explanation shown. */
void         app_test_teacher_got_it      (TyrosTeacher *teacher);

/* The set-up guide as it reads: "Step @step of @n_steps" (from 1), and the
 * step's sentence; Next is its default button. */
guint        app_test_setup_guide_step    (GtkWindow    *guide,
                                           guint        *n_steps);
const char  *app_test_setup_guide_text    (GtkWindow    *guide);
void         app_test_setup_guide_next    (GtkWindow    *guide);
/* Presses Back, which must be there and sensitive. */
void         app_test_setup_guide_back    (GtkWindow    *guide);

/* The rules window */
GtkEditable *app_test_rules_search_entry (TyrosRulesWindow *rules);
/* The IDs of the rules the list shows now (the search applied), in order. */
GPtrArray   *app_test_rules_visible_ids  (TyrosRulesWindow *rules);
/* The texts on the page shown, one per label, in order. */
GPtrArray   *app_test_rules_page_texts   (TyrosRulesWindow *rules);
/* The board picture on the page shown, or NONE. */
TyrosRulePicture app_test_rules_page_picture (TyrosRulesWindow *rules);
/* "shown-rule": the ID of the entry shown, or NULL for the differences. */
const char  *app_test_rules_shown        (TyrosRulesWindow *rules);
/* Shows @id (NULL: the differences); TRUE when it is shown then. */
gboolean     app_test_rules_show         (TyrosRulesWindow *rules,
                                          const char       *id);

/* The score sheet's "text", as Copy copies it, or NULL (valid until asked again) */
const char  *app_test_sheet_text          (TyrosScoreSheet    *sheet);
/* Who wins, as the sheet says it: "Anna wins with 57 points" */
const char  *app_test_sheet_winner        (TyrosScoreSheet    *sheet);
/* The finished-board panel: presses the paint button @index of @box_name
 * ("empire_box": by TyrosEmpire; "city_box", "ship_box": by player). */
void         app_test_paint               (TyrosPositionPanel *positions,
                                           const char         *box_name,
                                           guint               index);
/* Why the board cannot be scored as painted, or "". */
const char  *app_test_position_error      (TyrosPositionPanel *positions);

/* The first widget inside @widget (itself included, depth first) that @match
 * accepts, or NULL */
typedef gboolean (*AppTestMatch) (GtkWidget *widget, gconstpointer data);
GtkWidget   *app_test_find                (GtkWidget          *widget,
                                           AppTestMatch        match,
                                           gconstpointer       data);
/* The same in every visible window (a dialog is a window of its own on
 * libadwaita 1.2, inside the main window from 1.5), or NULL */
GtkWidget   *app_test_find_shown          (AppTestMatch        match,
                                           gconstpointer       data);
/* The first of @widget's event controllers of the type @type (the widget's own) */
GtkEventController *app_test_find_controller (GtkWidget   *widget,
                                              GType        type);
/* app_test_find()'s match of a widget of the type @type (a GType) */
gboolean     app_test_is_of_type          (GtkWidget          *widget,
                                           gconstpointer       type);
/* The first label inside @widget showing @text, or NULL */
GtkLabel    *app_test_find_label          (GtkWidget          *widget,
                                           const char         *text);
/* The text of a cell of a table of rows (TyrosNumberTable), its roles
 * checked; NULL: no such cell */
const char  *app_test_table_cell          (GtkWidget          *table,
                                           int                 column,
                                           int                 row);
/* A string property of @object, kept with it until asked again */
const char  *app_test_string_property     (gpointer            object,
                                           const char         *name);
/* The question the app asks (AdwMessageDialog, a window of its own on
 * libadwaita 1.2; AdwAlertDialog inside its window from 1.5), or NULL */
GtkWidget   *app_test_question            (void);
/* The "What can I do?" window shown, or NULL */
TyrosMovesWindow *app_test_moves_window   (void);
/* The first AdwPreferencesRow inside @widget titled @title, or NULL */
GtkWidget   *app_test_find_row            (GtkWidget          *widget,
                                           const char         *title);
/* The first button inside @widget labelled @label (with its mnemonic:
 * "_Land"; NULL: any), or NULL */
GtkWidget   *app_test_find_button         (GtkWidget          *widget,
                                           const char         *label);

/* What gtk_test_init() does, with empty data folders of the test's own for
 * each test case (where the window autosaves), and in C.UTF-8. */
void        app_test_init              (int         *argc,
                                        char      ***argv);

/* Switches the messages to @language ("C": English) from the build tree's
 * .mo files ($TYROS_PO_BUILD_DIR), under a locale in which gettext honours
 * LANGUAGE; fails when no locale here shows the translation. Widgets made
 * from then on are in @language. */
void        app_test_use_language      (const char  *language);

/* A new application, registered (its startup has run), not unique: tests
 * run side by side. */
TyrosApplication *app_test_application_new (void);

/* @window as it is shown now, drawn by its own renderer, at its size */
GdkTexture  *app_test_render              (GtkWidget          *window);
/* Screenshots are asked for (TYROS_SCREENSHOT_DIR is set): the messages are
 * in @language from now on (app_test_use_language()); FALSE: the test is
 * skipped. */
gboolean     app_test_screenshots_in      (const char         *language);
/* @window in the light or @dark style, saved as
 * $TYROS_SCREENSHOT_DIR/@name-light.png or -dark.png */
void         app_test_screenshot          (GtkWidget          *window,
                                           const char         *name,
                                           gboolean            dark);

/* Closes the preferences (a window of their own on libadwaita 1.2, a
 * dialog in the window from 1.5) */
void         app_test_close_preferences   (TyrosPreferencesWindow *prefs);

/* The WCAG contrast (at best, of its strokes) of @label's text on the tint
 * of @box (as its bottom padding shows it), in @window as drawn now: the label
 * is drawn large and heavy for it, so that its strokes reach their colour. */
double       app_test_text_contrast       (GtkWidget          *window,
                                           GtkWidget          *box,
                                           GtkWidget          *label);

/* What a phone's camera reads from the QR code @code drawn at @side pixels
 * ("" when nothing): zbarimg (zbar-tools) decodes it */
char        *app_test_read_qr_code        (GdkPaintable       *code,
                                           int                 side);

G_END_DECLS
