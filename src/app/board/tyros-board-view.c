/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-board-view.c: the board widget
 *
 * The board is painted as one picture (tyros-board-paint.c) with 33
 * transparent, focusable cell children over its fields (tyros-board-cell.c),
 * so that a screen reader walks a grid of labelled cells and the arrow keys
 * move real focus. What is shown lives in one TyrosBoardScene; where things
 * are comes from tyros-board-geometry.c, whose single hit test serves clicks,
 * hover and tooltips.
 */
#define G_LOG_DOMAIN "tyros-board-view"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "tyros-board-cell.h"
#include "tyros-board-describe.h"
#include "tyros-board-geometry.h"
#include "tyros-board-paint.h"
#include "tyros-board-parts.h"
#include "tyros-board-scene.h"
#include "tyros-board-view.h"

#define N_ROWS TYROS_BOARD_ROWS
#define N_COLS TYROS_BOARD_COLS
#define MIN_CELL 36
#define NAT_CELL 92


struct _TyrosBoardView
{
  GtkWidget        parent_instance;

  TyrosBoardScene  scene;
  GtkWidget       *cells[TYROS_N_FIELDS];   /* 1..TYROS_FIELD_TYROS */

  /* typing a field's number jumps to it: the digits typed so far */
  guint            typed;
  guint32          typed_at;  /* ms, the key's own time */

  TyrosBoardParts *parts;   /* what it hands GTK, kept (tyros-board-parts.c) */
};

/* How long a digit waits for the next one of the same number. */
#define TYPE_AHEAD_MS 1200

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

static void set_cursor (TyrosBoardView *self,
                        TyrosField      field);

static void
layout_of (TyrosBoardView   *self,
           TyrosBoardLayout *l)
{
  tyros_board_layout_compute (l, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)));
}

static TyrosCoast
cell_coast (TyrosBoardView *self,
            TyrosField      field)
{
  /* 16 speaks of the coast the keyboard is on */
  if (field == 16 && self->scene.cursor == 16)
    return self->scene.cursor_coast;
  return TYROS_COAST_NONE;
}

/* Each cell is named by its field's description, so a screen reader hears
 * the field under focus; the board itself is named once. */
static void
update_accessible (TyrosBoardView *self)
{
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      g_autofree char *label = tyros_board_describe_field (&self->scene, field, cell_coast (self, field));

      tyros_board_cell_set_description (TYROS_BOARD_CELL (self->cells[field]), label);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->scene.read_only
                                  ? _("Board of Tyros, an earlier position. Arrow keys move between fields, a field’s number or T jumps to it.")
                                  : _("Board of Tyros. Arrow keys move between fields, a field’s number or T jumps to it; Enter or Space chooses the field."),
                                  -1);
}

static gboolean
focus_is_inside (TyrosBoardView *self)
{
  GtkWidget *child = gtk_widget_get_focus_child (GTK_WIDGET (self));

  return child != NULL && gtk_widget_has_focus (child);
}

static void
tyros_board_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);

  tyros_board_parts_snapshot (self->parts, snapshot, focus_is_inside (self));
}

/* Each cell lies over its field, 16 whole, and half the gap around it: a
 * cell is exactly the area the hit test gives its field, so that a screen
 * reader's or a test's tap in the middle of it lands there, and touch
 * targets are as large as the board allows. */
static void
tyros_board_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline G_GNUC_UNUSED)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);
  TyrosBoardLayout l;

  tyros_board_layout_compute (&l, width, height);
  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    {
      TyrosBoardRect r = tyros_board_layout_field_rect (&l, field);
      int half_gap = (int) floor (l.gap / 2);
      int side = (int) r.w + 2 * half_gap;

      /* cells draw nothing and ask for nothing; measuring keeps GTK content */
      gtk_widget_measure (self->cells[field], GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_size_allocate (self->cells[field],
                                &(GtkAllocation) { (int) r.x - half_gap, (int) r.y - half_gap, side, side }, -1);
    }
}

/* ------------------------------------------------------------------ */
/* Size                                                                 */

/* The board keeps square cells: given its width, it asks for just the
 * height those cells need, so that a narrow window shows no blank band
 * above and below it. */
static GtkSizeRequestMode
tyros_board_view_get_request_mode (GtkWidget *widget G_GNUC_UNUSED)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static int
height_for_width (int width)
{
  TyrosBoardLayout l;
  TyrosBoardRect board;

  tyros_board_layout_compute (&l, width, G_MAXINT / 4);
  board = tyros_board_layout_board_rect (&l);
  /* the room kept for the focus ring, as at the sides */
  return (int) ceil (board.h + 1.2 * l.gap + 8);
}

static void
tyros_board_view_measure (GtkWidget      *widget G_GNUC_UNUSED,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  int n = orientation == GTK_ORIENTATION_HORIZONTAL ? N_COLS : N_ROWS;

  *minimum = (int) ceil (n * MIN_CELL * (1 + TYROS_BOARD_GAP_RATIO)) + 8;
  *natural = (int) ceil (n * NAT_CELL * (1 + TYROS_BOARD_GAP_RATIO)) + 8;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    *natural = MAX (*minimum, height_for_width (for_size));
  *minimum_baseline = *natural_baseline = -1;
}

/* ------------------------------------------------------------------ */
/* Input                                                                */

static void
set_cursor_coast (TyrosBoardView *self,
                  TyrosField      field,
                  TyrosCoast      coast)
{
  if (field == self->scene.cursor && coast == self->scene.cursor_coast)
    return;
  self->scene.cursor = field;
  self->scene.cursor_coast = coast;
  update_accessible (self);
  /* the keyboard cursor is real focus while the board has it */
  if (focus_is_inside (self))
    gtk_widget_grab_focus (self->cells[field]);
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
  if (self->scene.read_only)
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
  if (self->scene.cursor == 16 && dcol > 0 && self->scene.cursor_coast == TYROS_COAST_16W)
    {
      set_cursor_coast (self, 16, TYROS_COAST_16E);
      return TRUE;
    }
  if (self->scene.cursor == 16 && dcol < 0 && self->scene.cursor_coast == TYROS_COAST_16E)
    {
      set_cursor_coast (self, 16, TYROS_COAST_16W);
      return TRUE;
    }

  next = field_in_direction (self->scene.cursor, drow, dcol);
  if (next == TYROS_FIELD_NONE)
    return FALSE;
  if (next == 16)
    /* entering Italy from the east lands on its east coast */
    set_cursor_coast (self, next, dcol < 0 ? TYROS_COAST_16E : TYROS_COAST_16W);
  else
    set_cursor_coast (self, next, next);
  return TRUE;
}

static void
jump_to (TyrosBoardView *self,
         TyrosField      field)
{
  set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
}

/* "2" then "3" within a moment jumps to 23; a number that is no field
 * starts again from its last digit. */
static void
type_digit (TyrosBoardView        *self,
            GtkEventControllerKey *controller,
            guint                  digit)
{
  /* the time the key was pressed, not handled: a busy machine must not
   * split "23" into 2 and 3 */
  guint32 now = gtk_event_controller_get_current_event_time (GTK_EVENT_CONTROLLER (controller));
  guint number = self->typed * 10 + digit;

  if (now == GDK_CURRENT_TIME)
    now = (guint32) (g_get_monotonic_time () / 1000);
  if (self->typed == 0 || now - self->typed_at > TYPE_AHEAD_MS || number >= TYROS_FIELD_TYROS)
    number = digit;
  self->typed = number;
  self->typed_at = now;
  if (number >= 1)
    jump_to (self, (TyrosField) number);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode G_GNUC_UNUSED,
                GdkModifierType        state,
                TyrosBoardView        *self)
{
  GtkDirectionType dir;
  int drow = 0, dcol = 0;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    {
      type_digit (self, controller, keyval - GDK_KEY_0);
      return TRUE;
    }
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    {
      type_digit (self, controller, keyval - GDK_KEY_KP_0);
      return TRUE;
    }
  self->typed = 0;
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
    case GDK_KEY_t: case GDK_KEY_T:
      jump_to (self, TYROS_FIELD_TYROS);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
    case GDK_KEY_space: case GDK_KEY_KP_Space:
      activate_field (self, self->scene.cursor, self->scene.cursor == 16 ? self->scene.cursor_coast : self->scene.cursor);
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
  if (field == self->scene.hover)
    return;
  self->scene.hover = field;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* Leaving the board hands "what is being looked at" back to the cursor. */
  g_signal_emit (self, signals[SIGNAL_CURSOR_MOVED], 0,
                 field != TYROS_FIELD_NONE ? field : self->scene.cursor);
}

static void
on_motion (GtkEventControllerMotion *controller G_GNUC_UNUSED,
           double                    x,
           double                    y,
           TyrosBoardView           *self)
{
  TyrosBoardLayout l;

  layout_of (self, &l);
  set_hover (self, tyros_board_layout_hit (&l, x, y).field);
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
  TyrosBoardLayout l;
  TyrosBoardHit hit;

  layout_of (self, &l);
  hit = tyros_board_layout_hit (&l, x, y);
  if (hit.field == TYROS_FIELD_NONE)
    return;
  gtk_widget_grab_focus (self->cells[hit.field]);
  set_cursor_coast (self, hit.field, hit.coast);
  activate_field (self, hit.field, hit.coast);
}

static void
on_focus_changed (GtkEventControllerFocus *controller G_GNUC_UNUSED,
                  TyrosBoardView          *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
set_tooltip (GtkTooltip     *tooltip,
             char           *text,
             TyrosBoardRect  area)
{
  /* one part per line reads better than one long sentence */
  g_auto(GStrv) parts = g_strsplit (text, "; ", -1);
  g_autofree char *lines = g_strjoinv ("\n", parts);

  g_free (text);
  gtk_tooltip_set_text (tooltip, lines);
  /* the tooltip follows the pointer from cell to cell */
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) area.x, (int) area.y, (int) area.w, (int) area.h });
  return TRUE;
}

static gboolean
tyros_board_view_query_tooltip (GtkWidget  *widget,
                                int         x,
                                int         y,
                                gboolean    keyboard_tooltip G_GNUC_UNUSED,
                                GtkTooltip *tooltip)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);
  TyrosBoardLayout l;
  TyrosBoardHit hit;

  layout_of (self, &l);
  hit = tyros_board_layout_hit (&l, x, y);
  if (!hit.inside)
    return FALSE;
  return set_tooltip (tooltip,
                      hit.kind == TYROS_CELL_FIELD
                      ? tyros_board_describe_field (&self->scene, hit.field, TYROS_COAST_NONE)
                      : tyros_board_describe_cell (hit.kind),
                      tyros_board_layout_cell_rect (&l, hit.row, hit.col));
}

/* The keyboard tooltip of the focused cell: its field, the coast of 16 the
 * keyboard is on. */
static gboolean
on_cell_query_tooltip (GtkWidget      *cell,
                       int             x G_GNUC_UNUSED,
                       int             y G_GNUC_UNUSED,
                       gboolean        keyboard_tooltip,
                       GtkTooltip     *tooltip,
                       TyrosBoardView *self)
{
  TyrosField field = tyros_board_cell_get_field (TYROS_BOARD_CELL (cell));

  if (!keyboard_tooltip)
    return FALSE;
  return set_tooltip (tooltip, tyros_board_describe_field (&self->scene, field, cell_coast (self, field)),
                      (TyrosBoardRect) { 0, 0, gtk_widget_get_width (cell), gtk_widget_get_height (cell) });
}

static void
on_cell_clicked (GtkButton      *cell,
                 TyrosBoardView *self)
{
  TyrosField field = tyros_board_cell_get_field (TYROS_BOARD_CELL (cell));

  if (field != self->scene.cursor)
    set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
  activate_field (self, field, field == 16 ? self->scene.cursor_coast : field);
}

/* Focus that arrives at a cell by any way (Tab, a screen reader, a click)
 * moves the cursor there. */
static void
tyros_board_view_set_focus_child (GtkWidget *widget,
                                  GtkWidget *child)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (tyros_board_view_parent_class)->set_focus_child (widget, child);
  if (child != NULL)
    {
      TyrosField field = tyros_board_cell_get_field (TYROS_BOARD_CELL (child));

      if (field != self->scene.cursor)
        set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
    }
  gtk_widget_queue_draw (widget);
}

/* Tab enters the board at the cursor and leaves it in one step: the arrow
 * keys move within. */
static gboolean
tyros_board_view_focus (GtkWidget        *widget,
                        GtkDirectionType  direction G_GNUC_UNUSED)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);

  if (gtk_widget_get_focus_child (widget) != NULL)
    return FALSE;
  return gtk_widget_grab_focus (self->cells[self->scene.cursor]);
}

static gboolean
tyros_board_view_grab_focus (GtkWidget *widget)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (widget);

  return gtk_widget_grab_focus (self->cells[self->scene.cursor]);
}

/* ------------------------------------------------------------------ */
/* GObject                                                              */

static void
tyros_board_view_dispose (GObject *object)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  for (TyrosField field = 1; field <= TYROS_FIELD_TYROS; field++)
    g_clear_pointer (&self->cells[field], gtk_widget_unparent);
  G_OBJECT_CLASS (tyros_board_view_parent_class)->dispose (object);
}

static void
tyros_board_view_finalize (GObject *object)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  tyros_board_scene_clear (&self->scene);
  g_clear_pointer (&self->parts, tyros_board_parts_free);
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
    case PROP_SHOW_SEA_LINKS: g_value_set_boolean (value, self->scene.show_sea_links); break;
    case PROP_READ_ONLY: g_value_set_boolean (value, self->scene.read_only); break;
    case PROP_CURSOR: g_value_set_int (value, self->scene.cursor); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void set_show_sea_links (TyrosBoardView *self, gboolean show);
static void set_read_only (TyrosBoardView *self, gboolean read_only);

static void
tyros_board_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TyrosBoardView *self = TYROS_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHOW_SEA_LINKS: set_show_sea_links (self, g_value_get_boolean (value)); break;
    case PROP_READ_ONLY: set_read_only (self, g_value_get_boolean (value)); break;
    case PROP_CURSOR: set_cursor (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_board_view_class_init (TyrosBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tyros_board_view_dispose;
  object_class->finalize = tyros_board_view_finalize;
  object_class->get_property = tyros_board_view_get_property;
  object_class->set_property = tyros_board_view_set_property;
  widget_class->snapshot = tyros_board_view_snapshot;
  widget_class->measure = tyros_board_view_measure;
  widget_class->get_request_mode = tyros_board_view_get_request_mode;
  widget_class->size_allocate = tyros_board_view_size_allocate;
  widget_class->query_tooltip = tyros_board_view_query_tooltip;
  widget_class->focus = tyros_board_view_focus;
  widget_class->grab_focus = tyros_board_view_grab_focus;
  widget_class->set_focus_child = tyros_board_view_set_focus_child;

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
tyros_board_view_init (TyrosBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *click;

  tyros_board_scene_init (&self->scene);
  self->parts = tyros_board_parts_new (widget, &self->scene);

  /* the cells, not the board, take focus */
  gtk_widget_set_focusable (widget, FALSE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  /* in reading order, so that a screen reader's own navigation follows the board */
  for (guint row = 0; row < N_ROWS; row++)
    for (guint col = 0; col < N_COLS; col++)
      {
        TyrosField field;

        if (tyros_board_cell (row, col, &field) != TYROS_CELL_FIELD)
          continue;
        self->cells[field] = tyros_board_cell_new (field);
        gtk_widget_set_has_tooltip (self->cells[field], TRUE);
        g_signal_connect (self->cells[field], "clicked", G_CALLBACK (on_cell_clicked), self);
        g_signal_connect (self->cells[field], "query-tooltip", G_CALLBACK (on_cell_query_tooltip), self);
        gtk_widget_set_parent (self->cells[field], widget);
      }

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

  tyros_board_scene_set_state (&self->scene, state);
  tyros_board_parts_state_changed (self->parts);
  changed (self);
}

void
tyros_board_view_set_players (TyrosBoardView    *self,
                              const char *const *names,
                              const char *const *colours)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));

  tyros_board_scene_set_players (&self->scene, names, colours);
  tyros_board_parts_players_changed (self->parts);
  changed (self);
}

/* "show-sea-links" */
static void
set_show_sea_links (TyrosBoardView *self,
                    gboolean        show)
{
  show = !!show;
  if (show == self->scene.show_sea_links)
    return;
  self->scene.show_sea_links = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SEA_LINKS]);
}

static void
set_cursor (TyrosBoardView *self,
            TyrosField      field)
{
  g_return_if_fail (tyros_field_is_valid (field));

  if (field == self->scene.cursor)
    return;
  set_cursor_coast (self, field, field == 16 ? TYROS_COAST_16W : field);
}

/* The marks are copied: the entry's change with its next choice. */
void
tyros_board_view_set_marks (TyrosBoardView        *self,
                            const TyrosBoardMarks *marks)
{
  g_return_if_fail (TYROS_IS_BOARD_VIEW (self));
  g_return_if_fail (marks == NULL || marks->error_field == TYROS_FIELD_NONE ||
                    tyros_field_is_valid (marks->error_field));

  tyros_board_parts_marks_changing (self->parts, marks);
  tyros_board_marks_copy (&self->scene.marks, marks);
  changed (self);
  if (marks != NULL && marks->cursor != TYROS_FIELD_NONE)
    set_cursor (self, marks->cursor);
}

/* "read-only" */
static void
set_read_only (TyrosBoardView *self,
               gboolean        read_only)
{
  read_only = !!read_only;
  if (read_only == self->scene.read_only)
    return;
  self->scene.read_only = read_only;
  changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
}

