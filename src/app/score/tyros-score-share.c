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
#include "tyros-story-chart.h"
#include "tyros-text.h"

#define IMAGE_WIDTH   900
#define IMAGE_BOARD   640   /* the board's height in the image */
#define IMAGE_TOTALS  72    /* the band of totals beneath it */

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
                                                         IMAGE_BOARD + IMAGE_TOTALS);
  cairo_t *cr = cairo_create (surface);
  PangoLayout *pango_layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans 15");
  GByteArray *png = g_byte_array_new ();
  GdkRGBA fg = { 0.14, 0.12, 0.19, 1.0 };

  /* white paper: a chat shows it on any background */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  /* the final board, no marks */
  tyros_board_paint_game (session, 0, cr, pango_layout, &fg, IMAGE_WIDTH, IMAGE_BOARD);
  pango_layout_set_font_description (pango_layout, font);
  cairo_translate (cr, 0, IMAGE_BOARD);
  paint_totals (session, score, cr, pango_layout, &fg, IMAGE_WIDTH, IMAGE_TOTALS);
  g_object_unref (pango_layout);
  cairo_destroy (cr);
  cairo_surface_write_to_png_stream (surface, tyros_board_append_bytes, png);
  cairo_surface_destroy (surface);
  return g_byte_array_free_to_bytes (png);
}

/* Printing: page 1 the winner, the board, the totals and the story; then
 * the sheet as text (the table, then each step of the scoring). */

typedef struct {
  TyrosGameSession *session;
  TyrosScore       *score;
  char            **lines;      /* the sheet as text */
  guint             n_lines;
  guint             per_page;
} Printing;

static void
printing_free (gpointer data)
{
  Printing *printing = data;

  g_object_unref (printing->session);
  tyros_score_free (printing->score);
  g_strfreev (printing->lines);
  g_free (printing);
}

static PangoLayout *
text_layout (GtkPrintContext *context,
             const char      *font_name)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (font_name);

  pango_layout_set_font_description (layout, font);
  return layout;
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             Printing          *printing)
{
  g_autoptr(PangoLayout) layout = text_layout (context, "Monospace 9");
  int line_height;

  pango_layout_set_text (layout, "M", -1);
  pango_layout_get_pixel_size (layout, NULL, &line_height);
  printing->per_page = MAX (1, (guint) (gtk_print_context_get_height (context) / MAX (line_height, 1)));
  gtk_print_operation_set_n_pages (operation, 1 + (int) ((printing->n_lines + printing->per_page - 1) /
                                                         printing->per_page));
}

static void
draw_first_page (Printing        *printing,
                 GtkPrintContext *context)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  TyrosGame *game = tyros_game_session_get_game (printing->session);
  g_autoptr(PangoLayout) title = text_layout (context, "Sans Bold 16");
  g_autoptr(PangoLayout) small = text_layout (context, "Sans 10");
  g_autofree char *winner = tyros_text_winner (game, printing->score);
  GdkRGBA fg = { 0, 0, 0, 1 };
  int title_height;

  pango_layout_set_width (title, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (title, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (title, winner != NULL ? winner : _("Score Sheet"), -1);
  pango_layout_get_pixel_size (title, NULL, &title_height);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, title);

  cairo_save (cr);
  cairo_translate (cr, 0, title_height + 12);
  tyros_board_paint_game (printing->session, 0, cr, small, &fg, width, height * 0.5);
  cairo_translate (cr, 0, height * 0.5 + 6);
  paint_totals (printing->session, printing->score, cr, small, &fg, width, 40);
  cairo_translate (cr, 0, 52);
  tyros_story_chart_draw (tyros_game_session_get_story (printing->session),
                          tyros_game_session_get_player_colours (printing->session), -1, &fg, cr,
                          width, MAX (60.0, height * 0.5 - title_height - 76));
  cairo_restore (cr);
}

static void
draw_page (GtkPrintOperation *operation G_GNUC_UNUSED,
           GtkPrintContext   *context,
           int                page,
           Printing          *printing)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = NULL;
  guint first, last;

  if (page == 0)
    {
      draw_first_page (printing, context);
      return;
    }
  first = (guint) (page - 1) * printing->per_page;
  last = MIN (first + printing->per_page, printing->n_lines);
  layout = text_layout (context, "Monospace 9");
  pango_layout_set_width (layout, (int) (gtk_print_context_get_width (context) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  for (guint i = first; i < last; i++)
    {
      g_autofree char *joined = text;

      text = g_strconcat (joined != NULL ? joined : "", printing->lines[i], "\n", NULL);
    }
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  cairo_move_to (gtk_print_context_get_cairo_context (context), 0, 0);
  pango_cairo_show_layout (gtk_print_context_get_cairo_context (context), layout);
}

gboolean
tyros_score_share_print (TyrosGameSession *session,
                         GtkWindow        *parent,
                         GFile            *pdf_file,
                         GError          **error)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  TyrosGame *game = tyros_game_session_get_game (session);
  Printing *printing = g_new0 (Printing, 1);
  g_autofree char *text = NULL;
  GtkPrintOperationResult result;

  printing->session = g_object_ref (session);
  printing->score = final_score (session);
  text = tyros_score_to_text (printing->score, tyros_game_get_player_names (game));
  printing->lines = g_strsplit (text, "\n", -1);
  printing->n_lines = g_strv_length (printing->lines);
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
