/* tyros-board-view.c: the board as a clear schematic
 *
 * Everything is drawn with cairo into one node: the board is small (35 cells)
 * and redrawn only when something changes, so a node tree would buy nothing.
 * Geometry is recomputed from the allocation on every use, so hit testing and
 * drawing can never disagree.
 */
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tyros-board-view.h"

#define N_ROWS TYROS_BOARD_ROWS
#define N_COLS TYROS_BOARD_COLS
/* The gap between cells, as a share of a cell: sea links and land walls live
 * there, so it must stay wide enough to read at small sizes. */
#define GAP_RATIO 0.16
#define MIN_CELL 36
#define NAT_CELL 92

struct _TyrosBoardView
{
  GtkWidget   parent_instance;

  TyrosState  state;
  guint       n_names;
  char       *names[TYROS_MAX_PLAYERS];
  char       *initials[TYROS_MAX_PLAYERS];
  GdkRGBA     colours[TYROS_MAX_PLAYERS];

  gboolean    show_sea_links;
  gboolean    read_only;
  TyrosSet    highlight;
  GPtrArray  *routes;          /* of GArray of TyrosCoast, owned copies */
  int         bad_step;
  TyrosReach  reach;
  gboolean    has_reach;
  TyrosField  error_field;

  TyrosField  cursor;
  TyrosCoast  cursor_coast;    /* which coast of 16 the keyboard is on */
  TyrosField  hover;
};

enum {
  PROP_0,
  PROP_SHOW_SEA_LINKS,
  PROP_READ_ONLY,
  PROP_CURSOR,
  N_PROPS
};

enum {
  SIGNAL_FIELD_ACTIVATED,
  SIGNAL_CURSOR_MOVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TyrosBoardView, tyros_board_view, GTK_TYPE_WIDGET)

/* Player colours when the game has none: chosen away from the four empire
 * colours so that a ship never looks like an empire chip. */
static const char *const default_player_colours[TYROS_MAX_PLAYERS] = {
  "#1c71d8", "#c01c28", "#63452c", "#5e5c64",
};

/* ------------------------------------------------------------------ */
/* Palette                                                              */

typedef struct {
  gboolean dark;
  GdkRGBA  fg;
  GdkRGBA  land;
  GdkRGBA  land_border;
  GdkRGBA  sea;
  GdkRGBA  sea_deep;
  GdkRGBA  sand;
  GdkRGBA  wall;
  GdkRGBA  accent;
  GdkRGBA  on_accent;
  GdkRGBA  error;
  GdkRGBA  empire[TYROS_N_EMPIRES];
} Palette;

static void
rgba_parse (GdkRGBA    *rgba,
            const char *spec)
{
  if (!gdk_rgba_parse (rgba, spec))
    g_return_if_reached ();
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

static void
widget_fg_colour (GtkWidget *widget,
                  GdkRGBA   *fg)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, fg);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), fg);
#endif
}

/* The style's text colour tells light from dark (and follows high contrast
 * too) without tying the widget to libadwaita. */
static void
palette_init (Palette   *p,
              GtkWidget *widget)
{
  widget_fg_colour (widget, &p->fg);
  p->dark = luminance (&p->fg) > 0.5;

  rgba_parse (&p->land, p->dark ? "#3d3a35" : "#f4efe4");
  rgba_parse (&p->land_border, p->dark ? "#6b665c" : "#b9b09c");
  rgba_parse (&p->sea, p->dark ? "#3f7fcf" : "#62a0ea");
  rgba_parse (&p->sea_deep, p->dark ? "#1d3d63" : "#a8ccf5");
  rgba_parse (&p->sand, p->dark ? "#5b4d2e" : "#ecd9a6");
  rgba_parse (&p->wall, p->dark ? "#c69c6d" : "#63452c");
  rgba_parse (&p->accent, p->dark ? "#78aeed" : "#1c71d8");
  rgba_parse (&p->on_accent, p->dark ? "#000000" : "#ffffff");
  rgba_parse (&p->error, p->dark ? "#ff7b63" : "#c01c28");
  /* Four hues far apart, and of different lightness, so that they still
   * separate for most colour-blind players; the chip letter does the rest. */
  rgba_parse (&p->empire[TYROS_EMPIRE_ORANGE], "#ff7800");
  rgba_parse (&p->empire[TYROS_EMPIRE_YELLOW], "#f6d32d");
  rgba_parse (&p->empire[TYROS_EMPIRE_GREEN], "#26a269");
  rgba_parse (&p->empire[TYROS_EMPIRE_VIOLET], "#9141ac");
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *c,
            double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

static void
mix (GdkRGBA       *out,
     const GdkRGBA *a,
     const GdkRGBA *b,
     double         t)
{
  out->red = a->red + (b->red - a->red) * t;
  out->green = a->green + (b->green - a->green) * t;
  out->blue = a->blue + (b->blue - a->blue) * t;
  out->alpha = 1.0;
}

static const GdkRGBA *
text_on (const GdkRGBA *background)
{
  static const GdkRGBA black = { 0, 0, 0, 1 };
  static const GdkRGBA white = { 1, 1, 1, 1 };

  return luminance (background) > 0.5 ? &black : &white;
}

/* ------------------------------------------------------------------ */
/* Geometry                                                             */

typedef struct {
  double x0, y0;   /* top left of cell (0, 0) */
  double cell;     /* side of a cell */
  double gap;      /* between cells */
} Layout;

typedef struct {
  double x, y, w, h;
} Rect;

static void
layout_compute (GtkWidget *widget,
                Layout    *l)
{
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  /* The focus ring is drawn outside a cell: keep room for it at the edges
   * (1.2 gaps in all, 0.6 on each side). */
  double pad = 4.0;
  double by_w = (width - 2 * pad) / (N_COLS + (N_COLS - 1 + 1.2) * GAP_RATIO);
  double by_h = (height - 2 * pad) / (N_ROWS + (N_ROWS - 1 + 1.2) * GAP_RATIO);

  l->cell = MAX (1.0, floor (MIN (by_w, by_h)));
  l->gap = floor (l->cell * GAP_RATIO);
  l->x0 = floor ((width - (N_COLS * l->cell + (N_COLS - 1) * l->gap)) / 2);
  l->y0 = floor ((height - (N_ROWS * l->cell + (N_ROWS - 1) * l->gap)) / 2);
}

static Rect
cell_rect (const Layout *l,
           guint         row,
           guint         col)
{
  Rect r = { l->x0 + col * (l->cell + l->gap), l->y0 + row * (l->cell + l->gap), l->cell, l->cell };

  return r;
}

static Rect
field_rect (const Layout *l,
            TyrosField    field)
{
  guint row, col;

  tyros_board_field_position (field, &row, &col);
  return cell_rect (l, row, col);
}

/* The part of a field a coast owns: a half of 16, the whole cell otherwise. */
static Rect
coast_rect (const Layout *l,
            TyrosCoast    coast)
{
  Rect r = field_rect (l, tyros_coast_field (coast));

  if (coast == TYROS_COAST_16W)
    r.w /= 2;
  else if (coast == TYROS_COAST_16E)
    {
      r.w /= 2;
      r.x += r.w;
    }
  return r;
}

static void
coast_centre (const Layout *l,
              TyrosCoast    coast,
              double       *x,
              double       *y)
{
  Rect r = coast_rect (l, coast);

  *x = r.x + r.w / 2;
  *y = r.y + r.h * 0.62;
}

/* The field (and coast) under a point; the gaps belong to the nearest cell
 * so that a click between two cells is never lost. */
static TyrosField
field_at (TyrosBoardView *self,
          double          x,
          double          y,
          TyrosCoast     *coast)
{
  Layout l;
  double pitch;
  int row, col;
  TyrosField field = TYROS_FIELD_NONE;

  layout_compute (GTK_WIDGET (self), &l);
  pitch = l.cell + l.gap;
  col = (int) floor ((x - l.x0 + l.gap / 2) / pitch);
  row = (int) floor ((y - l.y0 + l.gap / 2) / pitch);
  if (row < 0 || row >= N_ROWS || col < 0 || col >= N_COLS)
    return TYROS_FIELD_NONE;
  if (tyros_board_cell ((guint) row, (guint) col, &field) != TYROS_CELL_FIELD)
    return TYROS_FIELD_NONE;
  if (coast != NULL)
    {
      Rect r = cell_rect (&l, (guint) row, (guint) col);

      if (field == 16)
        *coast = x < r.x + r.w / 2 ? TYROS_COAST_16W : TYROS_COAST_16E;
      else
        *coast = field;
    }
  return field;
}

/* ------------------------------------------------------------------ */
/* Text                                                                 */

typedef enum {
  ALIGN_CENTRE,
  ALIGN_TOP_LEFT,
} TextAlign;

static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       size,
           PangoWeight  weight,
           gboolean     italic,
           double       x,
           double       y,
           TextAlign    align)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  const PangoFontDescription *base = pango_context_get_font_description (pango_layout_get_context (layout));
  PangoRectangle ink;

  desc = base != NULL ? pango_font_description_copy (base) : pango_font_description_new ();
  pango_font_description_set_absolute_size (desc, MAX (size, 6.0) * PANGO_SCALE);
  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_style (desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);

  if (align == ALIGN_CENTRE)
    /* Centre on the ink so that a lone letter sits in the middle of its
     * badge whatever the font's ascent and descent. */
    cairo_move_to (cr, x - ink.x - ink.width / 2.0, y - ink.y - ink.height / 2.0);
  else
    /* the top of the ink at @y, so numbers sit snug in their corner */
    cairo_move_to (cr, x, y - ink.y);
  pango_cairo_show_layout (cr, layout);
  /* show_layout leaves a current point: the next arc would join it */
  cairo_new_path (cr);
}

/* ------------------------------------------------------------------ */
/* Names, initials, descriptions                                        */

static const char *
empire_initial (TyrosEmpire empire)
{
  switch (empire)
    {
    /* Translators: the letter on an orange empire chip; keep the four distinct */
    case TYROS_EMPIRE_ORANGE: return C_("empire initial", "O");
    /* Translators: the letter on a yellow empire chip */
    case TYROS_EMPIRE_YELLOW: return C_("empire initial", "Y");
    /* Translators: the letter on a green empire chip */
    case TYROS_EMPIRE_GREEN: return C_("empire initial", "G");
    /* Translators: the letter on a violet empire chip */
    case TYROS_EMPIRE_VIOLET: return C_("empire initial", "V");
    case TYROS_EMPIRE_NONE:
    default: return "";
    }
}

static char *
player_name (TyrosBoardView *self,
             int             player)
{
  if (player >= 0 && (guint) player < self->n_names && self->names[player] != NULL &&
      self->names[player][0] != '\0')
    return g_strdup (self->names[player]);
  return g_strdup_printf (_("Player %d"), player + 1);
}

/* The first @n characters of @name, the first one in upper case. */
static char *
name_prefix (const char *name,
             guint       n)
{
  g_autofree char *head = NULL;
  const char *end = name;
  gunichar first = g_unichar_toupper (g_utf8_get_char (name));
  char buf[8] = { 0 };

  for (guint i = 0; i < n && *end != '\0'; i++)
    end = g_utf8_next_char (end);
  g_unichar_to_utf8 (first, buf);
  head = g_strndup (g_utf8_next_char (name), (gsize) (end - g_utf8_next_char (name)));
  return g_strconcat (buf, head, NULL);
}

/* Initials tell players apart where colour cannot; two players with the same
 * initial get two letters, and a player without a name a number. */
static void
update_initials (TyrosBoardView *self)
{
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      const char *name = p < self->n_names ? self->names[p] : NULL;
      gboolean clash = FALSE;

      g_clear_pointer (&self->initials[p], g_free);
      if (name == NULL || name[0] == '\0')
        {
          self->initials[p] = g_strdup_printf ("%u", p + 1);
          continue;
        }
      for (guint q = 0; q < self->n_names; q++)
        if (q != p && self->names[q] != NULL && self->names[q][0] != '\0' &&
            g_unichar_toupper (g_utf8_get_char (self->names[q])) ==
            g_unichar_toupper (g_utf8_get_char (name)))
          clash = TRUE;
      self->initials[p] = name_prefix (name, clash ? 2 : 1);
    }
}

/* How a neighbour is spoken: "22", "Tyros", "16 (west coast)". */
static char *
neighbour_name (TyrosCoast coast)
{
  return tyros_coast_display_name (coast);
}

static void
append_sep (GString    *s,
            const char *sep)
{
  if (s->len > 0)
    g_string_append (s, sep);
}

static int
compare_coasts (gconstpointer a,
                gconstpointer b)
{
  TyrosCoast ca = *(const TyrosCoast *) a, cb = *(const TyrosCoast *) b;
  TyrosField fa = tyros_coast_field (ca), fb = tyros_coast_field (cb);

  return fa != fb ? fa - fb : ca - cb;
}

/* "sea to 22, 24 (rulebook), 18 (inferred from the map)"; @open picks the
 * open links or the land borders. */
static void
append_links_of_coast (GString    *out,
                       TyrosCoast  own,
                       gboolean    open)
{
  static const TyrosProvenance order[] = {
    TYROS_PROVENANCE_RULEBOOK, TYROS_PROVENANCE_RULEBOOK_ITALIAN, TYROS_PROVENANCE_INFERRED,
  };
  g_autoptr(GString) groups = g_string_new (NULL);
  const TyrosSeaLink *links;
  guint n_links;

  links = tyros_board_sea_links (&n_links);
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      g_autoptr(GString) group = g_string_new (NULL);
      g_autoptr(GArray) others = g_array_new (FALSE, FALSE, sizeof (TyrosCoast));

      for (guint i = 0; i < n_links; i++)
        {
          if (links[i].open != open || links[i].provenance != order[k])
            continue;
          if (links[i].a == own)
            g_array_append_val (others, links[i].b);
          else if (links[i].b == own)
            g_array_append_val (others, links[i].a);
        }
      /* by field number, as a player reads the board */
      g_array_sort (others, compare_coasts);
      for (guint i = 0; i < others->len; i++)
        {
          g_autofree char *name = neighbour_name (g_array_index (others, TyrosCoast, i));

          append_sep (group, ", ");
          g_string_append (group, name);
        }
      if (group->len == 0)
        continue;
      append_sep (groups, ", ");
      g_string_append_printf (groups, "%s (%s)", group->str, tyros_provenance_display_name (order[k]));
    }
  if (groups->len == 0)
    return;
  g_string_append (out, "; ");
  if (open)
    /* Translators: followed by a list of fields and where we know it from */
    g_string_append_printf (out, _("sea to %s"), groups->str);
  else
    /* Translators: neighbours that no ship can reach in one step */
    g_string_append_printf (out, _("land to %s"), groups->str);
}

static const char *
coast_side_name (TyrosCoast coast)
{
  return coast == TYROS_COAST_16E ? _("east coast") : _("west coast");
}

static void
append_sea (GString    *out,
            TyrosField  field)
{
  TyrosSet coasts = tyros_field_coasts (field);
  gboolean split = tyros_set_count (coasts) > 1;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    {
      g_autoptr(GString) part = g_string_new (NULL);

      append_links_of_coast (part, c, TRUE);
      append_links_of_coast (part, c, FALSE);
      if (part->len == 0)
        continue;
      if (split)
        g_string_append_printf (out, "; %s:%s", coast_side_name (c), part->str + 1);
      else
        g_string_append (out, part->str);
    }
}

static void
append_ships (TyrosBoardView *self,
              GString        *out,
              TyrosField      field)
{
  TyrosSet coasts = tyros_field_coasts (field);
  gboolean split = tyros_set_count (coasts) > 1;
  g_autoptr(GString) list = g_string_new (NULL);
  guint total = 0;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
      for (guint k = 0; k < self->state.ships[c][p]; k++)
        {
          g_autofree char *name = player_name (self, (int) p);

          append_sep (list, ", ");
          if (split)
            g_string_append_printf (list, "%s (%s)", name, coast_side_name (c));
          else
            g_string_append (list, name);
          total++;
        }
  if (total == 0)
    {
      g_string_append_printf (out, ", %s", _("no ships"));
      return;
    }
  g_string_append (out, ", ");
  g_string_append_printf (out, ngettext ("%u ship", "%u ships", total), total);
  g_string_append_printf (out, ": %s", list->str);
}

static void
append_marks (TyrosBoardView *self,
              GString        *out,
              TyrosField      field)
{
  TyrosSet coasts = tyros_field_coasts (field);

  if (field == self->error_field)
    g_string_append_printf (out, "; %s", _("rejected"));
  if (TYROS_SET_HAS (self->highlight, field))
    g_string_append_printf (out, "; %s", _("can be chosen"));
  if (!self->has_reach)
    return;
  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    {
      guint steps = self->reach.steps[c];

      if (steps == TYROS_UNREACHABLE || steps == 0)
        continue;
      g_string_append (out, "; ");
      if (tyros_set_count (coasts) > 1)
        g_string_append_printf (out, "%s: ", coast_side_name (c));
      g_string_append_printf (out, ngettext ("reachable in %u step", "reachable in %u steps", steps), steps);
      if (!self->reach.legal[c])
        g_string_append_printf (out, ", %s", _("not a legal destination"));
    }
}

/* The description with, for field 16, the coast the cursor is on. */
static char *
describe (TyrosBoardView *self,
          TyrosField      field,
          TyrosCoast      coast)
{
  g_autoptr(GString) out = g_string_new (NULL);
  TyrosEmpire empire;
  int city;

  g_return_val_if_fail (tyros_field_is_valid (field), NULL);

  if (field == TYROS_FIELD_TYROS)
    g_string_append (out, _("Tyros"));
  else if (field == 16 && coast != TYROS_COAST_NONE)
    g_string_append_printf (out, _("Field 16, %s"), coast_side_name (coast));
  else
    g_string_append_printf (out, _("Field %s"), tyros_field_to_string (field));

  empire = self->state.empire[field];
  if (empire == TYROS_EMPIRE_NONE)
    g_string_append_printf (out, ", %s", _("no empire"));
  else
    {
      /* Translators: %s is a colour name: "green empire" */
      g_autofree char *name = g_strdup_printf (_("%s empire"), tyros_empire_display_name (empire));

      g_string_append_printf (out, ", %s", name);
    }

  append_ships (self, out, field);

  city = self->state.city[field];
  if (city >= 0)
    {
      g_autofree char *name = player_name (self, city);

      /* Translators: %s is a player's name */
      g_string_append (out, "; ");
      g_string_append_printf (out, _("city of %s"), name);
    }
  append_sea (out, field);
  append_marks (self, out, field);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
tyros_board_view_describe_field (TyrosBoardView *self,
                                 TyrosField      field)
{
  g_return_val_if_fail (TYROS_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (tyros_field_is_valid (field), NULL);

  return describe (self, field, TYROS_COAST_NONE);
}

static char *
describe_cell (TyrosCellKind kind)
{
  if (kind == TYROS_CELL_OPEN_SEA)
    return g_strdup (_("Open sea, out of play: no ship may enter it"));
  return g_strdup (_("Desert, out of play: no chip or ship may enter it"));
}

/* A screen reader hears the cursor field as the widget's name, so moving
 * the cursor reads the new field. */
static void
update_accessible (TyrosBoardView *self)
{
  g_autofree char *label = describe (self, self->cursor, self->cursor == 16 ? self->cursor_coast : TYROS_COAST_NONE);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->read_only
                                  ? _("Board of Tyros, an earlier position. Arrow keys move between fields.")
                                  : _("Board of Tyros. Arrow keys move between fields; Enter or Space chooses the field."),
                                  -1);
}

/* ------------------------------------------------------------------ */
/* Drawing: cells                                                       */

typedef struct {
  TyrosBoardView *self;
  cairo_t        *cr;
  PangoLayout    *layout;
  Layout          l;
  Palette         p;
} Ctx;

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static double
radius (const Ctx *ctx)
{
  return ctx->l.cell * 0.08;
}

static double
hairline (const Ctx *ctx)
{
  return MAX (1.0, ctx->l.cell * 0.012);
}

/* Thin diagonal lines over a rectangle: the "out of play" and "read only"
 * textures, a cue that does not depend on colour. */
static void
draw_hatch (cairo_t       *cr,
            Rect           r,
            double         spacing,
            const GdkRGBA *c,
            double         alpha,
            double         width)
{
  cairo_save (cr);
  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  cairo_clip (cr);
  set_source (cr, c, alpha);
  cairo_set_line_width (cr, width);
  for (double d = -r.h; d < r.w; d += spacing)
    {
      cairo_move_to (cr, r.x + d, r.y + r.h);
      cairo_line_to (cr, r.x + d + r.h, r.y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_serpent (Ctx *ctx,
              Rect r)
{
  cairo_t *cr = ctx->cr;
  double s = r.w;
  double water = r.y + s * 0.56;
  double hump = s * 0.085;
  GdkRGBA ink;

  rgba_parse (&ink, ctx->p.dark ? "#99c1f1" : "#1a5fb4");
  set_source (cr, &ink, 1.0);
  cairo_set_line_width (cr, s * 0.045);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* three humps of the body above the water line */
  for (int i = 0; i < 3; i++)
    {
      double cx = r.x + s * (0.26 + 0.19 * i);

      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, water, hump, G_PI, 2 * G_PI);
    }
  cairo_stroke (cr);

  /* neck and head rising on the right */
  cairo_move_to (cr, r.x + s * 0.26 + 2 * 0.19 * s + hump, water);
  cairo_curve_to (cr, r.x + s * 0.78, water - s * 0.05,
                  r.x + s * 0.74, water - s * 0.2, r.x + s * 0.80, water - s * 0.24);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, r.x + s * 0.83, water - s * 0.25, s * 0.05, 0, 2 * G_PI);
  cairo_fill (cr);

  /* waves */
  cairo_set_line_width (cr, s * 0.02);
  set_source (cr, &ink, 0.6);
  for (int row = 0; row < 2; row++)
    {
      double y = water + s * (0.08 + 0.08 * row);

      cairo_move_to (cr, r.x + s * 0.12, y);
      for (int k = 0; k < 4; k++)
        {
          double x = r.x + s * (0.12 + 0.19 * k);

          cairo_curve_to (cr, x + s * 0.05, y - s * 0.04, x + s * 0.14, y + s * 0.04, x + s * 0.19, y);
        }
      cairo_stroke (cr);
    }
}

static void
draw_out_of_play (Ctx          *ctx,
                  Rect          r,
                  TyrosCellKind kind)
{
  cairo_t *cr = ctx->cr;
  const GdkRGBA *fill = kind == TYROS_CELL_OPEN_SEA ? &ctx->p.sea_deep : &ctx->p.sand;

  rounded_rect (cr, r.x, r.y, r.w, r.h, radius (ctx));
  set_source (cr, fill, 1.0);
  cairo_fill (cr);

  if (kind == TYROS_CELL_OPEN_SEA)
    draw_serpent (ctx, r);
  else
    {
      /* a few dunes */
      GdkRGBA dune;

      rgba_parse (&dune, ctx->p.dark ? "#c8a45a" : "#a37b2c");
      set_source (cr, &dune, 0.8);
      cairo_set_line_width (cr, r.w * 0.03);
      for (int i = 0; i < 3; i++)
        {
          double x = r.x + r.w * (0.14 + 0.26 * i);
          double y = r.y + r.h * (0.52 + 0.1 * (i % 2));

          cairo_move_to (cr, x, y);
          cairo_curve_to (cr, x + r.w * 0.08, y - r.h * 0.12, x + r.w * 0.16, y - r.h * 0.12, x + r.w * 0.24, y);
        }
      cairo_stroke (cr);
      draw_hatch (cr, r, r.w * 0.12, &ctx->p.fg, 0.10, hairline (ctx));
    }

  set_source (cr, &ctx->p.fg, 0.75);
  draw_text (cr, ctx->layout, kind == TYROS_CELL_OPEN_SEA ? _("open sea") : _("desert"),
             r.w * 0.14, PANGO_WEIGHT_NORMAL, TRUE, r.x + r.w / 2, r.y + r.h * 0.86, ALIGN_CENTRE);
}

static void
draw_chip (Ctx        *ctx,
           double      cx,
           double      cy,
           double      rad,
           TyrosEmpire empire)
{
  cairo_t *cr = ctx->cr;
  const GdkRGBA *c = &ctx->p.empire[empire];

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, rad, 0, 2 * G_PI);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.55);
  cairo_set_line_width (cr, hairline (ctx));
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, text_on (c)->red, text_on (c)->green, text_on (c)->blue, 1.0);
  draw_text (cr, ctx->layout, empire_initial (empire), rad * 1.25, PANGO_WEIGHT_BOLD, FALSE,
             cx, cy, ALIGN_CENTRE);
}

static void
draw_field_background (Ctx       *ctx,
                       Rect       r,
                       TyrosField field)
{
  cairo_t *cr = ctx->cr;
  TyrosEmpire empire = ctx->self->state.empire[field];
  GdkRGBA fill = ctx->p.land;

  /* A wash of the empire colour makes empires readable as areas from afar;
   * the chip letter makes them readable up close. */
  if (empire != TYROS_EMPIRE_NONE)
    mix (&fill, &ctx->p.land, &ctx->p.empire[empire], ctx->p.dark ? 0.38 : 0.30);

  rounded_rect (cr, r.x, r.y, r.w, r.h, radius (ctx));
  set_source (cr, &fill, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.land_border, 1.0);
  cairo_set_line_width (cr, hairline (ctx));
  cairo_stroke (cr);

  if (field == TYROS_FIELD_TYROS)
    {
      /* Tyros: a second, inner frame, like a city wall */
      double inset = r.w * 0.05;

      rounded_rect (cr, r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset, radius (ctx) * 0.6);
      set_source (cr, &ctx->p.fg, 0.7);
      cairo_set_line_width (cr, MAX (1.5, r.w * 0.025));
      cairo_stroke (cr);
    }
  else if (field == 16)
    {
      /* Italy: the ridge between the west and the east coast */
      set_source (cr, &ctx->p.wall, 0.55);
      cairo_set_line_width (cr, MAX (1.5, r.w * 0.03));
      cairo_set_dash (cr, (double[]) { r.w * 0.06, r.w * 0.04 }, 2, 0);
      cairo_move_to (cr, r.x + r.w / 2, r.y + r.h * 0.30);
      cairo_line_to (cr, r.x + r.w / 2, r.y + r.h * 0.98);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
draw_field_labels (Ctx       *ctx,
                   Rect       r,
                   TyrosField field)
{
  cairo_t *cr = ctx->cr;
  TyrosEmpire empire = ctx->self->state.empire[field];
  double s = r.w;
  double inset = field == TYROS_FIELD_TYROS ? s * 0.11 : s * 0.07;

  set_source (cr, &ctx->p.fg, 0.95);
  if (field == TYROS_FIELD_TYROS)
    draw_text (cr, ctx->layout, _("Tyros"), s * 0.15, PANGO_WEIGHT_BOLD, FALSE,
               r.x + inset, r.y + inset, ALIGN_TOP_LEFT);
  else
    draw_text (cr, ctx->layout, tyros_field_to_string (field), s * 0.2, PANGO_WEIGHT_BOLD, FALSE,
               r.x + inset, r.y + inset * 0.8, ALIGN_TOP_LEFT);

  if (empire != TYROS_EMPIRE_NONE)
    draw_chip (ctx, r.x + s - inset - s * 0.1, r.y + inset + s * 0.1, s * 0.115, empire);

  if (field == 16)
    {
      set_source (cr, &ctx->p.fg, 0.7);
      /* Translators: short labels of the two halves of field 16 */
      draw_text (cr, ctx->layout, C_("coast", "W"), s * 0.11, PANGO_WEIGHT_NORMAL, FALSE,
                 r.x + s * 0.06, r.y + s * 0.48, ALIGN_TOP_LEFT);
      draw_text (cr, ctx->layout, C_("coast", "E"), s * 0.11, PANGO_WEIGHT_NORMAL, FALSE,
                 r.x + s * 0.56, r.y + s * 0.48, ALIGN_TOP_LEFT);
    }
}

/* ------------------------------------------------------------------ */
/* Drawing: ships and cities                                            */

static void
draw_ship (Ctx        *ctx,
           double      cx,
           double      top,
           double      w,
           int         player)
{
  cairo_t *cr = ctx->cr;
  const GdkRGBA *c = &ctx->self->colours[player];
  const GdkRGBA *on = text_on (c);
  double hull_top = top + w * 0.42;
  double hull_h = w * 0.52;

  /* sail */
  cairo_move_to (cr, cx - w * 0.02, top);
  cairo_line_to (cr, cx - w * 0.02, hull_top - w * 0.03);
  cairo_line_to (cr, cx + w * 0.34, hull_top - w * 0.03);
  cairo_close_path (cr);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.8);
  cairo_set_line_width (cr, hairline (ctx));
  cairo_stroke (cr);

  /* hull: a bowl, wide enough to carry the player's initial */
  cairo_move_to (cr, cx - w / 2, hull_top);
  cairo_line_to (cr, cx + w / 2, hull_top);
  cairo_curve_to (cr, cx + w * 0.45, hull_top + hull_h * 0.7, cx + w * 0.35, hull_top + hull_h,
                  cx + w * 0.2, hull_top + hull_h);
  cairo_line_to (cr, cx - w * 0.2, hull_top + hull_h);
  cairo_curve_to (cr, cx - w * 0.35, hull_top + hull_h, cx - w * 0.45, hull_top + hull_h * 0.7,
                  cx - w / 2, hull_top);
  cairo_close_path (cr);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.8);
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, on->red, on->green, on->blue, 1.0);
  draw_text (cr, ctx->layout, ctx->self->initials[player], hull_h * 0.78, PANGO_WEIGHT_BOLD, FALSE,
             cx, hull_top + hull_h * 0.47, ALIGN_CENTRE);
}

/* Lays @n ships out in the largest size that fits @area, in rows. */
static void
draw_ships_in (Ctx  *ctx,
               Rect  area,
               int  *players,
               guint n)
{
  double best = 0, max_size = ctx->l.cell * 0.36;
  guint best_per_row = 1;

  if (n == 0)
    return;
  for (guint per_row = 1; per_row <= n; per_row++)
    {
      guint rows = (n + per_row - 1) / per_row;
      double size = MIN (area.w / per_row, area.h / (rows * 1.0));

      if (size > best)
        {
          best = size;
          best_per_row = per_row;
        }
    }
  best = MIN (best, max_size);
  for (guint i = 0; i < n; i++)
    {
      guint row = i / best_per_row, col = i % best_per_row;
      guint in_row = MIN (best_per_row, n - row * best_per_row);
      guint rows = (n + best_per_row - 1) / best_per_row;
      double x0 = area.x + (area.w - in_row * best) / 2;
      double y0 = area.y + (area.h - rows * best) / 2;

      draw_ship (ctx, x0 + (col + 0.5) * best, y0 + row * best + best * 0.04, best * 0.88, players[i]);
    }
}

/* Whether nothing (city, reach mark, error badge) uses the middle row of a
 * field, so that its ships may grow into it: Tyros often holds many. */
static gboolean
middle_row_free (Ctx       *ctx,
                 TyrosField field)
{
  TyrosBoardView *self = ctx->self;
  TyrosSet coasts = tyros_field_coasts (field);

  if ((field != 16 && self->state.city[field] >= 0) || field == self->error_field)
    return FALSE;
  if (!self->has_reach)
    return TRUE;
  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    if (self->reach.steps[c] != TYROS_UNREACHABLE && self->reach.steps[c] > 0)
      return FALSE;
  return TRUE;
}

static void
draw_ships (Ctx       *ctx,
            Rect       r,
            TyrosField field)
{
  TyrosSet coasts = tyros_field_coasts (field);
  double top = middle_row_free (ctx, field) ? 0.32 : 0.56;

  for (int c = tyros_set_next (coasts, 0); c >= 0; c = tyros_set_next (coasts, c))
    {
      Rect area = coast_rect (&ctx->l, c);
      int players[64];
      guint n = 0;

      area.x += r.w * 0.04;
      area.w -= r.w * 0.08;
      area.y = r.y + r.h * top;
      area.h = r.h * (0.97 - top);
      for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
        for (guint k = 0; k < ctx->self->state.ships[c][p] && n < G_N_ELEMENTS (players); k++)
          players[n++] = (int) p;
      draw_ships_in (ctx, area, players, n);
    }
}

static void
draw_city (Ctx       *ctx,
           Rect       r,
           TyrosField field)
{
  cairo_t *cr = ctx->cr;
  int owner = ctx->self->state.city[field];
  const GdkRGBA *c;
  double b, cx, top;

  if (owner < 0 || owner >= TYROS_MAX_PLAYERS)
    return;
  c = &ctx->self->colours[owner];
  /* In 16 the middle row belongs to the two coasts' reach marks. */
  if (field == 16)
    {
      b = r.w * 0.17;
      cx = r.x + r.w * 0.5;
      top = r.y + r.h * 0.05;
    }
  else
    {
      b = r.w * 0.22;
      cx = r.x + r.w * 0.2;
      top = r.y + r.h * 0.26;
    }

  /* a house: roof, then the body carrying the initial */
  cairo_move_to (cr, cx - b * 0.62, top + b * 0.45);
  cairo_line_to (cr, cx, top);
  cairo_line_to (cr, cx + b * 0.62, top + b * 0.45);
  cairo_line_to (cr, cx + b / 2, top + b * 0.45);
  cairo_line_to (cr, cx + b / 2, top + b * 1.4);
  cairo_line_to (cr, cx - b / 2, top + b * 1.4);
  cairo_line_to (cr, cx - b / 2, top + b * 0.45);
  cairo_close_path (cr);
  set_source (cr, c, 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.fg, 0.85);
  cairo_set_line_width (cr, hairline (ctx) * 1.3);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);

  cairo_set_source_rgba (cr, text_on (c)->red, text_on (c)->green, text_on (c)->blue, 1.0);
  draw_text (cr, ctx->layout, ctx->self->initials[owner], b * 0.72, PANGO_WEIGHT_BOLD, FALSE,
             cx, top + b * 0.95, ALIGN_CENTRE);
}

/* ------------------------------------------------------------------ */
/* Drawing: sea links                                                   */

/* The segment of the shared edge of two neighbouring coasts: the middle of
 * the gap, and the part of it that belongs to each coast (half of the edge
 * for the north and south sides of 16). */
static gboolean
link_edge (const Layout *l,
           TyrosCoast    a,
           TyrosCoast    b,
           double       *x1,
           double       *y1,
           double       *x2,
           double       *y2)
{
  Rect ra = coast_rect (l, a), rb = coast_rect (l, b);
  Rect fa = field_rect (l, tyros_coast_field (a)), fb = field_rect (l, tyros_coast_field (b));

  if (fabs (fa.y - fb.y) < 0.5)
    {
      /* side by side: a vertical edge */
      *x1 = *x2 = (MIN (fa.x, fb.x) + l->cell + MAX (fa.x, fb.x)) / 2;
      *y1 = fa.y;
      *y2 = fa.y + l->cell;
      return TRUE;
    }
  if (fabs (fa.x - fb.x) < 0.5)
    {
      /* one above the other: a horizontal edge, narrowed to the coasts */
      *y1 = *y2 = (MIN (fa.y, fb.y) + l->cell + MAX (fa.y, fb.y)) / 2;
      *x1 = MAX (ra.x, rb.x);
      *x2 = MIN (ra.x + ra.w, rb.x + rb.w);
      return *x2 > *x1;
    }
  return FALSE;
}

static void
draw_open_link (Ctx                *ctx,
                const TyrosSeaLink *link,
                double              x1,
                double              y1,
                double              x2,
                double              y2)
{
  cairo_t *cr = ctx->cr;
  gboolean vertical = x1 == x2;
  double along = MIN (ctx->l.cell * 0.26, (vertical ? y2 - y1 : x2 - x1) * 0.6);
  double across = ctx->l.gap + ctx->l.cell * 0.1;
  double cx = (x1 + x2) / 2, cy = (y1 + y2) / 2;
  double w = vertical ? across : along, h = vertical ? along : across;
  gboolean inferred = ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_INFERRED;

  rounded_rect (cr, cx - w / 2, cy - h / 2, w, h, MIN (w, h) * 0.3);
  /* Inferred links are drawn hollow and dashed: "probably, not confirmed". */
  set_source (cr, &ctx->p.sea, inferred ? 0.35 : 1.0);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.sea, 1.0);
  cairo_set_line_width (cr, MAX (1.5, ctx->l.cell * 0.02));
  if (inferred)
    cairo_set_dash (cr, (double[]) { ctx->l.cell * 0.04, ctx->l.cell * 0.03 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  if (ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_RULEBOOK_ITALIAN)
    {
      /* one dot: the Italian rulebook alone says so */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, MIN (w, h) * 0.18, 0, 2 * G_PI);
      set_source (cr, &ctx->p.land, 1.0);
      cairo_fill (cr);
    }
}

static void
draw_closed_link (Ctx                *ctx,
                  const TyrosSeaLink *link,
                  double              x1,
                  double              y1,
                  double              x2,
                  double              y2)
{
  cairo_t *cr = ctx->cr;
  double inset = ctx->l.cell * 0.06;
  double width = MAX (3.0, ctx->l.gap * 0.8);
  gboolean vertical = x1 == x2;

  if (vertical)
    {
      y1 += inset;
      y2 -= inset;
    }
  else
    {
      x1 += inset;
      x2 -= inset;
    }
  set_source (cr, &ctx->p.wall, 1.0);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_INFERRED)
    cairo_set_dash (cr, (double[]) { width * 1.6, width * 1.1 }, 2, 0);
  else if (ctx->self->show_sea_links && link->provenance == TYROS_PROVENANCE_RULEBOOK_ITALIAN)
    cairo_set_dash (cr, (double[]) { width * 3.0, width * 0.9, 0.01, width * 0.9 }, 4, 0);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* Land walls are always drawn: they are what a player must see at a glance
 * (29-30 is closed). The open channels, and the provenance of everything,
 * only with show-sea-links. */
static void
draw_links (Ctx *ctx)
{
  const TyrosSeaLink *links;
  guint n_links;

  links = tyros_board_sea_links (&n_links);
  for (guint i = 0; i < n_links; i++)
    {
      double x1, y1, x2, y2;

      if (!link_edge (&ctx->l, links[i].a, links[i].b, &x1, &y1, &x2, &y2))
        continue;
      if (links[i].open && ctx->self->show_sea_links)
        draw_open_link (ctx, &links[i], x1, y1, x2, y2);
      else if (!links[i].open)
        draw_closed_link (ctx, &links[i], x1, y1, x2, y2);
    }
}

/* ------------------------------------------------------------------ */
/* Drawing: marks laid over the board                                   */

static void
draw_highlight (Ctx       *ctx,
                Rect       r)
{
  cairo_t *cr = ctx->cr;
  double w = MAX (2.0, r.w * 0.045);

  rounded_rect (cr, r.x + w / 2, r.y + w / 2, r.w - w, r.h - w, radius (ctx));
  set_source (cr, &ctx->p.accent, 0.14);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.accent, 1.0);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

static void
draw_error (Ctx  *ctx,
            Rect  r)
{
  cairo_t *cr = ctx->cr;
  double w = MAX (2.5, r.w * 0.055);
  double cx = r.x + r.w * 0.5, cy = r.y + r.h * 0.42, rad = r.w * 0.12;

  rounded_rect (cr, r.x + w / 2, r.y + w / 2, r.w - w, r.h - w, radius (ctx));
  set_source (cr, &ctx->p.error, 0.16);
  cairo_fill_preserve (cr);
  set_source (cr, &ctx->p.error, 1.0);
  cairo_set_line_width (cr, w);
  cairo_set_dash (cr, (double[]) { w * 2.5, w * 1.2 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* an exclamation badge: the error must not rely on red alone */
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, rad, 0, 2 * G_PI);
  set_source (cr, &ctx->p.error, 1.0);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, text_on (&ctx->p.error)->red, text_on (&ctx->p.error)->green,
                         text_on (&ctx->p.error)->blue, 1.0);
  draw_text (cr, ctx->layout, "!", rad * 1.5, PANGO_WEIGHT_HEAVY, FALSE, cx, cy, ALIGN_CENTRE);
}

static void
draw_reach_mark (Ctx        *ctx,
                 TyrosCoast  coast)
{
  cairo_t *cr = ctx->cr;
  Rect r = coast_rect (&ctx->l, coast);
  guint steps = ctx->self->reach.steps[coast];
  gboolean legal = ctx->self->reach.legal[coast];
  double rad = ctx->l.cell * 0.12;
  double cx = coast == TYROS_COAST_16W || coast == TYROS_COAST_16E ? r.x + r.w * 0.62 : r.x + r.w * 0.74;
  double cy = r.y + r.h * 0.42;
  char text[16];

  g_snprintf (text, sizeof text, "%u", steps);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, rad, 0, 2 * G_PI);
  if (legal)
    {
      set_source (cr, &ctx->p.accent, 1.0);
      cairo_fill (cr);
      set_source (cr, &ctx->p.on_accent, 1.0);
    }
  else
    {
      /* not a legal destination: hollow, dashed and faint, still readable */
      set_source (cr, &ctx->p.land, 0.85);
      cairo_fill_preserve (cr);
      set_source (cr, &ctx->p.fg, 0.55);
      cairo_set_line_width (cr, MAX (1.0, rad * 0.15));
      cairo_set_dash (cr, (double[]) { rad * 0.35, rad * 0.25 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      set_source (cr, &ctx->p.fg, 0.6);
    }
  draw_text (cr, ctx->layout, text, rad * 1.2, legal ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, FALSE,
             cx, cy, ALIGN_CENTRE);
}

static void
draw_reach (Ctx *ctx)
{
  if (!ctx->self->has_reach)
    return;
  for (TyrosCoast c = 1; c < TYROS_N_COASTS; c++)
    {
      guint steps = ctx->self->reach.steps[c];

      if (steps != TYROS_UNREACHABLE && steps > 0)
        draw_reach_mark (ctx, c);
    }
}

static void
route_point (const Ctx *ctx,
             TyrosCoast coast,
             double     offset,
             double    *x,
             double    *y)
{
  coast_centre (&ctx->l, coast, x, y);
  *x += offset;
  *y += offset;
}

static void
draw_arrow_head (cairo_t *cr,
                 double   x1,
                 double   y1,
                 double   x2,
                 double   y2,
                 double   size)
{
  double angle = atan2 (y2 - y1, x2 - x1);

  cairo_move_to (cr, x2, y2);
  cairo_line_to (cr, x2 - size * cos (angle - 0.5), y2 - size * sin (angle - 0.5));
  cairo_line_to (cr, x2 - size * cos (angle + 0.5), y2 - size * sin (angle + 0.5));
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* One route: a halo in the background colour under the line keeps it
 * readable over any empire colour. The illegal step, if any, in the error
 * colour and dashed, so it stands out without colour too. */
static void
draw_route (Ctx    *ctx,
            GArray *route,
            double  offset,
            int     bad_step,
            double  alpha)
{
  cairo_t *cr = ctx->cr;
  double w = MAX (2.5, ctx->l.cell * 0.05);
  GdkRGBA halo = ctx->p.land;

  if (route == NULL || route->len == 0)
    return;
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 1; i < route->len; i++)
      {
        double x1, y1, x2, y2;
        gboolean bad = (int) i == bad_step;

        route_point (ctx, g_array_index (route, TyrosCoast, i - 1), offset, &x1, &y1);
        route_point (ctx, g_array_index (route, TyrosCoast, i), offset, &x2, &y2);
        cairo_move_to (cr, x1, y1);
        cairo_line_to (cr, x2, y2);
        if (pass == 0)
          {
            set_source (cr, &halo, 0.9 * alpha);
            cairo_set_line_width (cr, w * 2.2);
          }
        else
          {
            set_source (cr, bad ? &ctx->p.error : &ctx->p.fg, (bad ? 1.0 : 0.85) * alpha);
            cairo_set_line_width (cr, w);
            if (bad)
              cairo_set_dash (cr, (double[]) { w * 1.6, w * 1.2 }, 2, 0);
          }
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        if (pass == 1)
          draw_arrow_head (cr, x1, y1, x1 + (x2 - x1) * 0.58, y1 + (y2 - y1) * 0.58, w * 3.0);
      }

  /* the start as a ring, every stop as a dot */
  for (guint i = 0; i < route->len; i++)
    {
      double x, y;
      gboolean bad = (int) i == bad_step;

      route_point (ctx, g_array_index (route, TyrosCoast, i), offset, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, i == 0 ? w * 1.6 : w * 1.1, 0, 2 * G_PI);
      set_source (cr, &halo, alpha);
      cairo_fill_preserve (cr);
      set_source (cr, bad ? &ctx->p.error : &ctx->p.fg, alpha);
      cairo_set_line_width (cr, w * (i == 0 ? 0.8 : 0.6));
      cairo_stroke (cr);
    }
}

static void
draw_routes (Ctx *ctx)
{
  GPtrArray *routes = ctx->self->routes;
  double spread = ctx->l.cell * 0.07;

  if (routes == NULL || routes->len == 0)
    return;
  /* Later routes below and fainter; the first one (the one a bad step
   * refers to) on top. Parallel routes are shifted apart a little. */
  for (guint i = routes->len; i-- > 0;)
    {
      double offset = (i - (routes->len - 1) / 2.0) * spread;

      draw_route (ctx, g_ptr_array_index (routes, i), offset,
                  i == 0 ? ctx->self->bad_step : -1, i == 0 ? 1.0 : 0.6);
    }
}

static void
draw_focus (Ctx *ctx)
{
  cairo_t *cr = ctx->cr;
  TyrosBoardView *self = ctx->self;
  Rect r = field_rect (&ctx->l, self->cursor);
  double out = ctx->l.gap * 0.4;
  double w = MAX (2.0, ctx->l.gap * 0.3);

  rounded_rect (cr, r.x - out, r.y - out, r.w + 2 * out, r.h + 2 * out, radius (ctx) + out);
  set_source (cr, &ctx->p.accent, 1.0);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);

  if (self->cursor == 16)
    {
      /* the coast the keyboard is on */
      Rect h = coast_rect (&ctx->l, self->cursor_coast);
      double in = w * 1.5;

      rounded_rect (cr, h.x + in, h.y + in, h.w - 2 * in, h.h - 2 * in, radius (ctx));
      cairo_set_line_width (cr, w * 0.6);
      cairo_set_dash (cr, (double[]) { w * 2, w * 1.5 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
draw_read_only (Ctx *ctx,
                Rect board)
{
  cairo_t *cr = ctx->cr;
  GdkRGBA veil = ctx->p.dark ? (GdkRGBA) { 0, 0, 0, 1 } : (GdkRGBA) { 1, 1, 1, 1 };

  /* muted, with a subtle hatch: "this is an earlier position" */
  cairo_rectangle (cr, board.x, board.y, board.w, board.h);
  set_source (cr, &veil, 0.28);
  cairo_fill (cr);
  draw_hatch (cr, board, ctx->l.cell * 0.18, &ctx->p.fg, 0.07, MAX (1.0, ctx->l.cell * 0.02));
}

static void
draw_cells (Ctx *ctx)
{
  TyrosBoardView *self = ctx->self;

  for (guint row = 0; row < N_ROWS; row++)
    for (guint col = 0; col < N_COLS; col++)
      {
        TyrosField field;
        TyrosCellKind kind = tyros_board_cell (row, col, &field);
        Rect r = cell_rect (&ctx->l, row, col);

        if (kind != TYROS_CELL_FIELD)
          {
            draw_out_of_play (ctx, r, kind);
            continue;
          }
        draw_field_background (ctx, r, field);
        if (field == self->hover)
          {
            rounded_rect (ctx->cr, r.x, r.y, r.w, r.h, radius (ctx));
            set_source (ctx->cr, &ctx->p.fg, 0.07);
            cairo_fill (ctx->cr);
          }
      }
}

static void
draw_contents (Ctx *ctx)
{
  TyrosBoardView *self = ctx->self;

  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      Rect r = field_rect (&ctx->l, field);

      if (TYROS_SET_HAS (self->highlight, field))
        draw_highlight (ctx, r);
      draw_field_labels (ctx, r, field);
      draw_city (ctx, r, field);
      draw_ships (ctx, r, field);
      if (field == self->error_field)
        draw_error (ctx, r);
    }
}

static void
tyros_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(PangoLayout) layout = NULL;
  Ctx ctx = { .self = self };
  Rect board;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  layout = gtk_widget_create_pango_layout (widget, NULL);
  pango_cairo_update_layout (cr, layout);
  ctx.cr = cr;
  ctx.layout = layout;
  layout_compute (widget, &ctx.l);
  palette_init (&ctx.p, widget);

  draw_cells (&ctx);
  draw_links (&ctx);
  draw_contents (&ctx);
  draw_reach (&ctx);
  draw_routes (&ctx);

  board = (Rect) { ctx.l.x0, ctx.l.y0, N_COLS * ctx.l.cell + (N_COLS - 1) * ctx.l.gap,
                   N_ROWS * ctx.l.cell + (N_ROWS - 1) * ctx.l.gap };
  if (self->read_only)
    draw_read_only (&ctx, board);
  if (gtk_widget_has_focus (widget) && tyros_field_is_valid (self->cursor))
    draw_focus (&ctx);

  cairo_destroy (cr);
}

/* ------------------------------------------------------------------ */
/* Size                                                                 */

static void
tyros_board_view_measure (GtkWidget      *widget G_GNUC_UNUSED,
                          GtkOrientation  orientation,
                          int             for_size G_GNUC_UNUSED,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  int n = orientation == GTK_ORIENTATION_HORIZONTAL ? N_COLS : N_ROWS;

  *minimum = (int) ceil (n * MIN_CELL * (1 + GAP_RATIO)) + 8;
  *natural = (int) ceil (n * NAT_CELL * (1 + GAP_RATIO)) + 8;
  *minimum_baseline = *natural_baseline = -1;
}

/* ------------------------------------------------------------------ */
/* Input                                                                */

static void
set_cursor_coast (TyrosBoardView *self,
                  TyrosField      field,
                  TyrosCoast      coast)
{
  if (field == self->cursor && coast == self->cursor_coast)
    return;
  self->cursor = field;
  self->cursor_coast = coast;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  g_signal_emit (self, signals[SIGNAL_CURSOR_MOVED], 0, field);
}

static void
activate_field (TyrosBoardView *self,
                TyrosField      field,
                TyrosCoast      coast)
{
  /* A read-only board is an earlier position: nothing can be done on it. */
  if (self->read_only)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_FIELD_ACTIVATED], 0, field, coast);
}

/* The next field from the cursor in a direction, jumping over the open sea
 * and the desert; NONE at the edge of the board. */
static TyrosField
field_in_direction (TyrosField from,
                    int        drow,
                    int        dcol)
{
  guint row, col;
  int r, c;

  tyros_board_field_position (from, &row, &col);
  for (r = (int) row + drow, c = (int) col + dcol;
       r >= 0 && r < N_ROWS && c >= 0 && c < N_COLS;
       r += drow, c += dcol)
    {
      TyrosField field;

      if (tyros_board_cell ((guint) r, (guint) c, &field) == TYROS_CELL_FIELD)
        return field;
    }
  return TYROS_FIELD_NONE;
}

static gboolean
move_cursor (TyrosBoardView *self,
             int             drow,
             int             dcol)
{
  TyrosField next;

  /* Within 16, left and right first move between its two coasts. */
  if (self->cursor == 16 && dcol > 0 && self->cursor_coast == TYROS_COAST_16W)
    {
      set_cursor_coast (self, 16, TYROS_COAST_16E);
      return TRUE;
    }
  if (self->cursor == 16 && dcol < 0 && self->cursor_coast == TYROS_COAST_16E)
    {
      set_cursor_coast (self, 16, TYROS_COAST_16W);
      return TRUE;
    }

  next = field_in_direction (self->cursor, drow, dcol);
  if (next == TYROS_FIELD_NONE)
    return FALSE;
  if (next == 16)
    /* entering Italy from the east lands on its east coast */
    set_cursor_coast (self, next, dcol < 0 ? TYROS_COAST_16E : TYROS_COAST_16W);
  else
    set_cursor_coast (self, next, next);
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller G_GNUC_UNUSED,
                guint                  keyval,
                guint                  keycode G_GNUC_UNUSED,
                GdkModifierType        state,
                TyrosBoardView        *self)
{
  GtkDirectionType dir;
  int drow = 0, dcol = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up: drow = -1; dir = GTK_DIR_UP; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: drow = 1; dir = GTK_DIR_DOWN; break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dcol = -1; dir = GTK_DIR_LEFT; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dcol = 1; dir = GTK_DIR_RIGHT; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      set_cursor_coast (self, 1, 1);
      return TRUE;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      set_cursor_coast (self, TYROS_FIELD_TYROS, TYROS_FIELD_TYROS);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
    case GDK_KEY_space: case GDK_KEY_KP_Space:
      activate_field (self, self->cursor, self->cursor == 16 ? self->cursor_coast : self->cursor);
      return TRUE;
    default:
      return FALSE;
    }

  if (move_cursor (self, drow, dcol))
    return TRUE;
  /* At the edge of the board: let the keyboard leave the widget the usual way. */
  return gtk_widget_keynav_failed (GTK_WIDGET (self), dir);
}

static void
set_hover (TyrosBoardView *self,
           TyrosField      field)
{
  if (field == self->hover)
    return;
  self->hover = field;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* Leaving the board hands "what is being looked at" back to the cursor. */
  g_signal_emit (self, signals[SIGNAL_CURSOR_MOVED], 0,
                 field != TYROS_FIELD_NONE ? field : self->cursor);
}

static void
on_motion (GtkEventControllerMotion *controller G_GNUC_UNUSED,
           double                    x,
           double                    y,
           TyrosBoardView           *self)
{
  set_hover (self, field_at (self, x, y, NULL));
}

static void
on_leave (GtkEventControllerMotion *controller G_GNUC_UNUSED,
          TyrosBoardView           *self)
{
  set_hover (self, TYROS_FIELD_NONE);
}

static void
on_released (GtkGestureClick *gesture G_GNUC_UNUSED,
             int              n_press G_GNUC_UNUSED,
             double           x,
             double           y,
             TyrosBoardView  *self)
{
  TyrosCoast coast = TYROS_COAST_NONE;
  TyrosField field = field_at (self, x, y, &coast);

  if (field == TYROS_FIELD_NONE)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  set_cursor_coast (self, field, coast);
  activate_field (self, field, coast);
}

static void
on_focus_changed (GtkEventControllerFocus *controller G_GNUC_UNUSED,
                  TyrosBoardView          *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
tyros_board_view_query_tooltip (GtkWidget  *widget,
                                int         x,
                                int         y,
                                gboolean    keyboard_tooltip,
                                GtkTooltip *tooltip)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);
  g_autofree char *text = NULL;
  Layout l;
  Rect r;
  int row, col;
  TyrosField field;
  TyrosCellKind kind;

  layout_compute (widget, &l);
  if (keyboard_tooltip)
    {
      field = self->cursor;
      text = describe (self, field, field == 16 ? self->cursor_coast : TYROS_COAST_NONE);
      r = field_rect (&l, field);
    }
  else
    {
      col = (int) floor ((x - l.x0 + l.gap / 2) / (l.cell + l.gap));
      row = (int) floor ((y - l.y0 + l.gap / 2) / (l.cell + l.gap));
      if (row < 0 || row >= N_ROWS || col < 0 || col >= N_COLS)
        return FALSE;
      kind = tyros_board_cell ((guint) row, (guint) col, &field);
      text = kind == TYROS_CELL_FIELD ? describe (self, field, TYROS_COAST_NONE) : describe_cell (kind);
      r = cell_rect (&l, (guint) row, (guint) col);
    }
  {
    /* one part per line reads better than one long sentence */
    g_auto(GStrv) parts = g_strsplit (text, "; ", -1);
    g_autofree char *lines = g_strjoinv ("\n", parts);

    gtk_tooltip_set_text (tooltip, lines);
  }
  /* the tooltip follows the pointer from cell to cell */
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) r.x, (int) r.y, (int) r.w, (int) r.h });
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* GObject                                                              */

static void
clear_routes (TyrosBoardView *self)
{
  g_clear_pointer (&self->routes, g_ptr_array_unref);
}

static void
tyros_board_view_finalize (GObject *object)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  clear_routes (self);
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      g_free (self->initials[p]);
    }
  G_OBJECT_CLASS (tyros_board_view_parent_class)->finalize (object);
}

static void
tyros_board_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SEA_LINKS: g_value_set_boolean (value, self->show_sea_links); break;
    case PROP_READ_ONLY: g_value_set_boolean (value, self->read_only); break;
    case PROP_CURSOR: g_value_set_int (value, self->cursor); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SEA_LINKS: tyros_board_view_set_show_sea_links (self, g_value_get_boolean (value)); break;
    case PROP_READ_ONLY: tyros_board_view_set_read_only (self, g_value_get_boolean (value)); break;
    case PROP_CURSOR: tyros_board_view_set_cursor (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_board_view_class_init (TyrosBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tyros_board_view_finalize;
  object_class->get_property = tyros_board_view_get_property;
  object_class->set_property = tyros_board_view_set_property;
  widget_class->snapshot = tyros_board_view_snapshot;
  widget_class->measure = tyros_board_view_measure;
  widget_class->query_tooltip = tyros_board_view_query_tooltip;

  properties[PROP_SHOW_SEA_LINKS] =
    g_param_spec_boolean ("show-sea-links", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURSOR] =
    g_param_spec_int ("cursor", NULL, NULL, 1, TYROS_FIELD_TYROS, 1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_FIELD_ACTIVATED] =
    g_signal_new ("field-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[SIGNAL_CURSOR_MOVED] =
    g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "tyrosboardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
clear_state (TyrosState *state)
{
  memset (state, 0, sizeof *state);
  for (int f = 0; f < TYROS_N_FIELDS; f++)
    {
      state->empire[f] = TYROS_EMPIRE_NONE;
      state->city[f] = -1;
    }
}

static void
tyros_board_view_init (TyrosBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *click;

  clear_state (&self->state);
  self->show_sea_links = TRUE;
  self->bad_step = -1;
  self->error_field = TYROS_FIELD_NONE;
  self->cursor = 1;
  self->cursor_coast = 1;
  self->hover = TYROS_FIELD_NONE;
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    rgba_parse (&self->colours[p], default_player_colours[p]);
  update_initials (self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (widget, controller);

  update_accessible (self);
}

/* ------------------------------------------------------------------ */
/* Public API                                                           */

GtkWidget *
tyros_board_view_new (void)
{
  return g_object_new (TYROS_TYPE_BOARD_VIEW, NULL);
}

/* Anything that changes a description changes what a screen reader hears. */
static void
changed (TyrosBoardView *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tyros_board_view_set_state (TyrosBoardView   *self,
                            const TyrosState *state)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  if (state != NULL)
    self->state = *state;
  else
    clear_state (&self->state);
  changed (self);
}

void
tyros_board_view_set_players (TyrosBoardView    *self,
                              const char *const *names,
                              const char *const *colours)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  self->n_names = 0;
  for (guint p = 0; p < TYROS_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->names[p], g_free);
      rgba_parse (&self->colours[p], default_player_colours[p]);
    }
  for (guint p = 0; names != NULL && names[p] != NULL && p < TYROS_MAX_PLAYERS; p++)
    {
      self->names[p] = g_strdup (names[p]);
      self->n_names = p + 1;
      /* a missing or unreadable colour keeps the default one */
      if (colours != NULL && colours[p] != NULL && colours[p][0] != '\0')
        {
          GdkRGBA c;

          if (gdk_rgba_parse (&c, colours[p]))
            self->colours[p] = (GdkRGBA) { c.red, c.green, c.blue, 1.0 };
        }
    }
  update_initials (self);
  changed (self);
}

void
tyros_board_view_set_show_sea_links (TyrosBoardView *self,
                                     gboolean        show)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  show = !!show;
  if (show == self->show_sea_links)
    return;
  self->show_sea_links = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SEA_LINKS]);
}

void
tyros_board_view_set_highlight (TyrosBoardView *self,
                                TyrosSet        fields)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  self->highlight = fields;
  changed (self);
}

static GPtrArray *
copy_routes (GPtrArray *routes)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint i = 0; i < routes->len; i++)
    {
      GArray *route = g_ptr_array_index (routes, i);

      if (route != NULL)
        g_ptr_array_add (copy, g_array_copy (route));
    }
  return copy;
}

void
tyros_board_view_set_routes (TyrosBoardView *self,
                             GPtrArray      *routes,
                             int             bad_step)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  clear_routes (self);
  /* copied: the caller's arrays may be freed as soon as we return */
  if (routes != NULL)
    self->routes = copy_routes (routes);
  self->bad_step = bad_step;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tyros_board_view_set_reach (TyrosBoardView   *self,
                            const TyrosReach *reach)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  self->has_reach = reach != NULL;
  if (reach != NULL)
    self->reach = *reach;
  changed (self);
}

void
tyros_board_view_set_error_field (TyrosBoardView *self,
                                  TyrosField      field)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));
  g_return_if_fail (field == TYROS_FIELD_NONE || tyros_field_is_valid (field));

  self->error_field = field;
  changed (self);
}

TyrosField
tyros_board_view_get_cursor (TyrosBoardView *self)
{
  g_return_val_if_fail (TYROS_IS_BOARD_VIEW (self), TYROS_FIELD_NONE);

  return self->cursor;
}

void
tyros_board_view_set_cursor (TyrosBoardView *self,
                             TyrosField      field)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));
  g_return_if_fail (tyros_field_is_valid (field));

  if (field == self->cursor)
    return;
  set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
}

void
tyros_board_view_set_read_only (TyrosBoardView *self,
                                gboolean        read_only)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  read_only = !!read_only;
  if (read_only == self->read_only)
    return;
  self->read_only = read_only;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}
