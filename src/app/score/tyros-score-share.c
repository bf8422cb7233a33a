/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-score-share.c: the score sheet on paper, as a PDF and as an image */
#define G_LOG_DOMAIN "tyros-score-share"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>

#include "tyros-score-share.h"
#include "tyros-board-geometry.h"
#include "tyros-board-paint.h"
#include "tyros-player-colours.h"
#include "tyros-score-sheet.h"
#include "tyros-story-chart.h"
#include "tyros-text.h"

#define IMAGE_WIDTH   900
#define IMAGE_HEADING 84    /* the winner and the evening, over the board */
#define IMAGE_BOARD   640   /* the board's height in the image */
#define IMAGE_TOTALS  72    /* the band of totals beneath it */

/* The desktop's own font (Cantarell on GNOME), as the app's text is drawn:
 * a layout made outside a widget would fall back to Pango's serif. The
 * board's painter sizes its labels from the context's font. */
static void
use_ui_font (PangoLayout *layout,
             double       points,
             gboolean     bold)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *name = NULL;
  g_autoptr(PangoFontDescription) font = NULL;

  if (settings != NULL)
    g_object_get (settings, "gtk-font-name", &name, NULL);
  font = pango_font_description_from_string (name != NULL ? name : "Sans");
  pango_font_description_set_size (font, (int) (points * PANGO_SCALE));
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_context_set_font_description (pango_layout_get_context (layout), font);
  pango_layout_context_changed (layout);
}

/* Which evening it was: "26 November 2026 · Kitchen · 95 minutes · Kosmos
 * rulebook", then the note, from the game's "played" record; NULL when the
 * game says nothing of it. Plain text: the place and note are the players'. */
static char *
evening_text (TyrosGame *game)
{
  const char *started = tyros_game_get_played (game, TYROS_PLAYED_STARTED);
  const char *finished = tyros_game_get_played (game, TYROS_PLAYED_FINISHED);
  const char *location = tyros_game_get_played (game, TYROS_PLAYED_LOCATION);
  const char *note = tyros_game_get_played (game, TYROS_PLAYED_NOTE);
  g_autoptr(GDateTime) when = tyros_game_get_played_time (game);
  gint64 minutes = tyros_export_minutes (started, finished);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *line = NULL;

  if (when != NULL)
    /* Translators: the day a game was played, as strftime() writes it */
    g_ptr_array_add (parts, g_date_time_format (when, _("%e %B %Y")));
  if (location != NULL && *location != '\0')
    g_ptr_array_add (parts, g_strdup (location));
  if (minutes > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d minute", "%d minutes", (gulong) minutes), (int) minutes));
  g_ptr_array_add (parts, g_strdup (tyros_edition_display_name (tyros_game_get_edition (game))));
  g_ptr_array_add (parts, NULL);
  line = g_strstrip (g_strjoinv (" · ", (char **) parts->pdata));
  if (note != NULL && *note != '\0')
    return g_strconcat (line, "\n", note, NULL);
  return g_steal_pointer (&line);
}

char *
tyros_score_share_evening (TyrosGameSession *session)
{
  g_return_val_if_fail (TYROS_IS_GAME_SESSION (session), NULL);

  return evening_text (tyros_game_session_get_game (session));
}

char *
tyros_score_share_file_name (TyrosGameSession *session,
                             const char       *extension)
{
  g_autoptr(GDateTime) played = tyros_game_get_played_time (tyros_game_session_get_game (session));
  g_autoptr(GDateTime) when = played != NULL ? g_date_time_ref (played) : g_date_time_new_now_local ();
  g_autofree char *day = g_date_time_format (when, "%Y-%m-%d");

  /* Translators: the name offered for a saved score sheet or image; %s is the date */
  return g_strdup_printf (_("Tyros %s.%s"), day, extension);
}

/* The winner in bold over which evening it was, from the top left, in
 * @width, each line cut to one with @one_line (the image's heading has a
 * fixed height); returns the height drawn */
static double
paint_heading (TyrosGameSession *session,
               const TyrosScore *score,
               cairo_t          *cr,
               PangoLayout      *pango_layout,
               const GdkRGBA    *fg,
               double            points,
               double            width,
               gboolean          one_line)
{
  TyrosGame *game = tyros_game_session_get_game (session);
  g_autofree char *winner = tyros_text_winner (game, score);
  g_autofree char *evening = evening_text (game);
  int title_height, line_height;

  gdk_cairo_set_source_rgba (cr, fg);
  pango_layout_set_width (pango_layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (pango_layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (pango_layout, one_line ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  pango_layout_set_height (pango_layout, one_line ? -1 : -1000);
  use_ui_font (pango_layout, points * 1.4, TRUE);
  pango_layout_set_text (pango_layout, winner != NULL ? winner : _("Score Sheet"), -1);
  pango_layout_get_pixel_size (pango_layout, NULL, &title_height);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, pango_layout);
  use_ui_font (pango_layout, points, FALSE);
  pango_layout_set_text (pango_layout, evening, -1);
  pango_layout_get_pixel_size (pango_layout, NULL, &line_height);
  cairo_move_to (cr, 0, title_height + 4);
  pango_cairo_show_layout (cr, pango_layout);
  pango_layout_set_height (pango_layout, -1);
  return title_height + 4 + line_height;
}

/* Each player's swatch in their colour, name and total, left to right. */
static void
paint_totals (TyrosGameSession *session,
              const TyrosScore *score,
              cairo_t          *cr,
              PangoLayout      *pango_layout,
              const GdkRGBA    *fg,
              double            width,
              double            height)
{
  TyrosGame *game = tyros_game_session_get_game (session);
  const char *const *colours = tyros_game_session_get_player_colours (session);
  double slot = width / MAX (score->n_players, 1);

  for (guint p = 0; p < score->n_players; p++)
    {
      g_autofree char *text = g_strdup_printf (_("%s: %u"), tyros_game_get_player_name (game, (int) p),
                                               score->players[p].total);
      double x = slot * p + 16, swatch = MIN (32.0, height - 16);
      GdkRGBA c;

      if (!gdk_rgba_parse (&c, colours[p]))
        c = *fg;
      cairo_rectangle (cr, x, (height - swatch) / 2, swatch, swatch);
      gdk_cairo_set_source_rgba (cr, &c);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      pango_layout_set_text (pango_layout, text, -1);
      pango_layout_set_width (pango_layout, (int) ((slot - swatch - 28) * PANGO_SCALE));
      pango_layout_set_ellipsize (pango_layout, PANGO_ELLIPSIZE_END);
      cairo_move_to (cr, x + swatch + 8, height / 2 - 11);
      pango_cairo_show_layout (cr, pango_layout);
    }
}

static TyrosScore *
final_score (TyrosGameSession *session)
{
  TyrosGame *game = tyros_game_session_get_game (session);

  return tyros_score_compute (tyros_game_get_state (game), tyros_game_get_player_names (game));
}

GBytes *
tyros_score_share_png (TyrosGameSession *session)
{
  g_autoptr(TyrosScore) score = final_score (session);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, IMAGE_WIDTH,
                                                         IMAGE_HEADING + IMAGE_BOARD + IMAGE_TOTALS);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *pango_layout = pango_cairo_create_layout (cr);
  GByteArray *png = g_byte_array_new ();
  GdkRGBA fg = { 0.14, 0.12, 0.19, 1.0 };

  /* white paper: a chat shows it on any background */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  /* who won, which evening; the final board, no marks */
  cairo_save (cr);
  cairo_translate (cr, 16, 12);
  paint_heading (session, score, cr, pango_layout, &fg, 13, IMAGE_WIDTH - 32, TRUE);
  cairo_restore (cr);
  cairo_translate (cr, 0, IMAGE_HEADING);
  use_ui_font (pango_layout, 11, FALSE);
  /* as the game in play is drawn: not washed out and hatched as a
   * position stepped back to */
  tyros_board_paint_game (session, 0, FALSE, cr, pango_layout, &fg, IMAGE_WIDTH, IMAGE_BOARD);
  use_ui_font (pango_layout, 15, FALSE);
  cairo_translate (cr, 0, IMAGE_BOARD);
  paint_totals (session, score, cr, pango_layout, &fg, IMAGE_WIDTH, IMAGE_TOTALS);
  g_object_unref (pango_layout);
  cairo_destroy (cr);
  cairo_surface_write_to_png_stream (surface, tyros_board_append_bytes, png);
  cairo_surface_destroy (surface);
  return g_byte_array_free_to_bytes (png);
}

/* Printing: page 1 the winner, the evening, the board, the totals and the
 * story; page 2 the score sheet as a table; then how the score was reached. */

#define TABLE_COLUMN 64.0   /* each player's column of points, in points */

typedef struct {
  TyrosGameSession *session;
  TyrosScore       *score;
  guint             n_lines;    /* of score->explanation */
  guint             per_page;
} Printing;

static void
printing_free (gpointer data)
{
  Printing *printing = data;

  g_object_unref (printing->session);
  tyros_score_free (printing->score);
  g_free (printing);
}

static PangoLayout *
text_layout (GtkPrintContext *context,
             double           points,
             gboolean         bold)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);

  use_ui_font (layout, points, bold);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

static int
line_height (GtkPrintContext *context)
{
  g_autoptr(PangoLayout) layout = text_layout (context, 10, FALSE);
  int height;

  pango_layout_set_text (layout, "M", -1);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return MAX (height, 1) + 2;
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             Printing          *printing)
{
  /* a line is left for the heading of the explanation pages */
  printing->per_page = MAX (2, (guint) (gtk_print_context_get_height (context) / line_height (context))) - 2;
  gtk_print_operation_set_n_pages (operation, 2 + (int) ((printing->n_lines + printing->per_page - 1) /
                                                         printing->per_page));
}

/* The printed chart's titles: what its lines are over it, with a key of the
 * empires' colours for its bars; its axis of rounds under it (drawn at
 * @bottom). The players' colours are keyed by the totals above it. */
static double
paint_chart_titles (cairo_t       *cr,
                    PangoLayout   *layout,
                    const GdkRGBA *fg,
                    double         width,
                    double         bottom)
{
  double x;
  int text_width, text_height;

  gdk_cairo_set_source_rgba (cr, fg);
  pango_layout_set_width (layout, -1);
  pango_layout_set_text (layout, _("Points if the game ended after each move; bars: the empires' sizes at each round's end"), -1);
  pango_layout_get_pixel_size (layout, NULL, &text_height);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, layout);
  x = 0;
  for (int e = 0; e < TYROS_N_EMPIRES; e++)
    {
      g_autofree char *name = tyros_text_capitalize (tyros_empire_display_name ((TyrosEmpire) e));
      GdkRGBA c;

      gdk_rgba_parse (&c, tyros_empire_colour_hex ((TyrosEmpire) e));
      gdk_cairo_set_source_rgba (cr, &c);
      cairo_rectangle (cr, x, text_height + 4, 10, 10);
      cairo_fill (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      pango_layout_set_text (layout, name, -1);
      pango_layout_get_pixel_size (layout, &text_width, NULL);
      cairo_move_to (cr, x + 14, text_height + 2);
      pango_cairo_show_layout (cr, layout);
      x += 14 + text_width + 16;
    }
  pango_layout_set_text (layout, _("Round"), -1);
  pango_layout_get_pixel_size (layout, &text_width, NULL);
  cairo_move_to (cr, (width - text_width) / 2, bottom);
  pango_cairo_show_layout (cr, layout);
  return 2.0 * text_height + 8;
}

static void
draw_first_page (Printing        *printing,
                 GtkPrintContext *context)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  g_autoptr(PangoLayout) small = gtk_print_context_create_pango_layout (context);
  GdkRGBA fg = { 0, 0, 0, 1 };
  double heading, chart_height, titles;

  heading = paint_heading (printing->session, printing->score, cr, small, &fg, 11, width, FALSE);
  use_ui_font (small, 10, FALSE);
  cairo_save (cr);
  cairo_translate (cr, 0, heading + 12);
  tyros_board_paint_game (printing->session, 0, FALSE, cr, small, &fg, width, height * 0.5);
  cairo_translate (cr, 0, height * 0.5 + 6);
  paint_totals (printing->session, printing->score, cr, small, &fg, width, 40);
  cairo_translate (cr, 0, 52);
  use_ui_font (small, 8, FALSE);
  chart_height = MAX (60.0, height * 0.5 - heading - 76 - 56);
  titles = paint_chart_titles (cr, small, &fg, width, chart_height + 40);
  cairo_translate (cr, 0, titles);
  tyros_story_chart_draw (tyros_game_session_get_story (printing->session),
                          tyros_game_session_get_player_colours (printing->session), -1, &fg, cr,
                          width, chart_height);
  cairo_restore (cr);
}

/* One row of the table at @y: @title, then each player's number (or, with
 * @names, each player's name), right-aligned in their column; returns the
 * row's height */
static double
table_row (cairo_t           *cr,
           PangoLayout       *layout,
           double             y,
           double             width,
           guint              n_players,
           const char        *title,
           const guint       *values,
           const char *const *names)
{
  double title_width = width - n_players * TABLE_COLUMN;
  int height, row_height;

  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
  pango_layout_set_width (layout, (int) ((title_width - 8) * PANGO_SCALE));
  pango_layout_set_text (layout, title, -1);
  pango_layout_get_pixel_size (layout, NULL, &row_height);
  cairo_move_to (cr, 0, y);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_alignment (layout, PANGO_ALIGN_RIGHT);
  pango_layout_set_width (layout, (int) ((TABLE_COLUMN - 4) * PANGO_SCALE));
  for (guint p = 0; values != NULL || names != NULL ? p < n_players : FALSE; p++)
    {
      g_autofree char *number = values != NULL ? g_strdup_printf ("%u", values[p]) : NULL;

      pango_layout_set_text (layout, names != NULL ? names[p] : number, -1);
      pango_layout_get_pixel_size (layout, NULL, &height);
      row_height = MAX (row_height, height);
      cairo_move_to (cr, title_width + p * TABLE_COLUMN, y);
      pango_cairo_show_layout (cr, layout);
    }
  return row_height + 3;
}

static void
table_rule (cairo_t *cr,
            double   y,
            double   width)
{
  cairo_set_line_width (cr, 0.75);
  cairo_move_to (cr, 0, y);
  cairo_line_to (cr, width, y);
  cairo_stroke (cr);
}

/* Page 2: the score sheet as the app shows it, a table of each empire's
 * points per player, the bonuses and the totals */
static void
draw_table_page (Printing        *printing,
                 GtkPrintContext *context)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  TyrosGame *game = tyros_game_session_get_game (printing->session);
  const char *const *names = tyros_game_get_player_names (game);
  const TyrosScore *score = printing->score;
  guint n = score->n_players;
  g_autoptr(PangoLayout) title = text_layout (context, 14, TRUE);
  g_autoptr(PangoLayout) bold = text_layout (context, 10, TRUE);
  g_autoptr(PangoLayout) plain = text_layout (context, 10, FALSE);
  guint values[TYROS_MAX_PLAYERS] = { 0 };
  double y;

  cairo_set_source_rgb (cr, 0, 0, 0);
  y = table_row (cr, title, 0, width, 0, _("Score Sheet"), NULL, NULL) + 6;
  y += table_row (cr, bold, y, width, n, "", NULL, names);
  table_rule (cr, y, width);
  y += 4;
  for (guint r = 0; r < TYROS_N_EMPIRES; r++)
    {
      TyrosEmpire e = score->ranking[r].empire;
      g_autofree char *heading = tyros_score_sheet_empire_title (&score->ranking[r]);

      y += table_row (cr, bold, y + 4, width, n, heading, NULL, NULL) + 4;
      for (guint p = 0; p < n; p++)
        values[p] = score->players[p].city_points[e];
      y += table_row (cr, plain, y, width, n, _("City control"), values, NULL);
      for (guint p = 0; p < n; p++)
        values[p] = score->players[p].ship_points[e];
      y += table_row (cr, plain, y, width, n, _("Ship control"), values, NULL);
      for (guint p = 0; p < n; p++)
        values[p] = score->players[p].majority[e];
      y += table_row (cr, plain, y, width, n, _("Majority bonus (F3)"), values, NULL);
    }
  table_rule (cr, y + 2, width);
  for (guint p = 0; p < n; p++)
    values[p] = score->players[p].all_four_bonus;
  y += table_row (cr, plain, y + 6, width, n, _("First in all four (B6)"), values, NULL) + 6;
  table_rule (cr, y + 2, width);
  for (guint p = 0; p < n; p++)
    values[p] = score->players[p].total;
  table_row (cr, bold, y + 6, width, n, _("Total"), values, NULL);
}

/* Pages 3 on: how the score was reached, a line for each rule applied */
static void
draw_explanation_page (Printing        *printing,
                       GtkPrintContext *context,
                       int              page)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  g_autoptr(PangoLayout) bold = text_layout (context, 10, TRUE);
  g_autoptr(PangoLayout) plain = text_layout (context, 10, FALSE);
  int height = line_height (context);
  guint first = (guint) (page - 2) * printing->per_page;
  guint last = MIN (first + printing->per_page, printing->n_lines);

  cairo_set_source_rgb (cr, 0, 0, 0);
  pango_layout_set_width (bold, (int) (width * PANGO_SCALE));
  pango_layout_set_text (bold, _("How the score was reached"), -1);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, bold);
  pango_layout_set_width (plain, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (plain, PANGO_ELLIPSIZE_END);
  for (guint i = first; i < last; i++)
    {
      pango_layout_set_text (plain, g_ptr_array_index (printing->score->explanation, i), -1);
      cairo_move_to (cr, 0, (double) (i - first + 2) * height);
      pango_cairo_show_layout (cr, plain);
    }
}

static void
draw_page (GtkPrintOperation *operation G_GNUC_UNUSED,
           GtkPrintContext   *context,
           int                page,
           Printing          *printing)
{
  if (page == 0)
    draw_first_page (printing, context);
  else if (page == 1)
    draw_table_page (printing, context);
  else
    draw_explanation_page (printing, context, page);
}

gboolean
tyros_score_share_print (TyrosGameSession *session,
                         GtkWindow        *parent,
                         GFile            *pdf_file,
                         GError          **error)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  Printing *printing = g_new0 (Printing, 1);
  GtkPrintOperationResult result;

  printing->session = g_object_ref (session);
  printing->score = final_score (session);
  printing->n_lines = printing->score->explanation != NULL ? printing->score->explanation->len : 0;
  g_object_set_data_full (G_OBJECT (operation), "tyros-printing", printing, printing_free);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), printing);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), printing);
  gtk_print_operation_set_job_name (operation, _("Tyros score sheet"));
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  if (pdf_file != NULL)
    {
      /* written beside it, then put in its place: a half-written PDF never
       * replaces a good one */
      g_autofree char *path = g_file_get_path (pdf_file);
      g_autofree char *partial = g_strconcat (path, ".part", NULL);

      gtk_print_operation_set_export_filename (operation, partial);
      result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, parent, error);
      if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
        g_unlink (partial);
      else if (g_rename (partial, path) != 0)
        {
          int saved = errno;

          g_unlink (partial);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
          return FALSE;
        }
    }
  else
    result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, error);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}
