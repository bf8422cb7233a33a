/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-action-panel.c: entering what just happened (phase 2 tiles, phase 3 actions)
 *
 * Widget code only: a view of the move being entered, a TyrosMoveEntry (its
 * prompt, price and error), which the game page owns and hands it; the panel
 * hands the entry what is clicked in it. Like chess-view under chess-scene.
 */
#define G_LOG_DOMAIN "tyros-action-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-action-panel.h"
#include "tyros-rule-links.h"
#include "tyros-text.h"

struct _TyrosActionPanel
{
  GtkWidget       parent_instance;

  /* template */
  GtkLabel       *prompt_label;
  GtkLabel       *hint_label;
  GtkWidget      *error_box;
  GtkLabel       *error_label;
  GtkWidget      *open_passage_button;
  GtkStack       *mode_stack;
  GtkLabel       *last_move_label;

  /* mode_stack's pages' (tyros-action-panel-pages.ui), NULL until their page
   * is first shown (ensure_page()) */
  GtkLabel       *choice_label;
  GtkWidget      *empire_choice_box;
  GtkWidget      *orange_button;
  GtkWidget      *yellow_button;
  GtkWidget      *green_button;
  GtkWidget      *violet_button;
  GtkEntry       *shown_entry;
  GtkLabel       *price_label;
  GtkLabel       *route_label;
  GtkToggleButton *trace_button;
  GtkWidget      *paid_expander;
  GtkGrid        *paid_grid;
  GtkWidget      *confirm_button;
  GtkWidget      *back_button;
  GtkSpinButton  *bank_count_spin;
  GtkWidget      *bank_swap_button;
  GtkWidget      *bank_pick_button;
  GtkLabel       *partner_label;
  GtkWidget      *partner_box;
  GtkWidget      *trade_button;
  GtkSpinButton  *paid_spins[TYROS_N_CARD_KINDS];

  TyrosMoveEntry *entry;
  int             partners[TYROS_MAX_PLAYERS];
  gboolean        updating;
  gboolean        entering_payment;
};

G_DEFINE_FINAL_TYPE (TyrosActionPanel, tyros_action_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ENTRY,
  PROP_ENTERING_PAYMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
empire_button (TyrosActionPanel *self,
               TyrosEmpire       empire)
{
  switch (empire)
    {
    case TYROS_EMPIRE_ORANGE: return self->orange_button;
    case TYROS_EMPIRE_YELLOW: return self->yellow_button;
    case TYROS_EMPIRE_GREEN: return self->green_button;
    case TYROS_EMPIRE_VIOLET: return self->violet_button;
    case TYROS_EMPIRE_NONE:
    default: return NULL;
    }
}

/* ------------------------------------------------------------------ */
/* Showing the entry                                                    */

static const char *
page_for_mode (TyrosEntryMode mode)
{
  switch (mode)
    {
    case TYROS_ENTRY_EXPAND: return "expand";
    case TYROS_ENTRY_EXPAND_PASS: return "expand-pass";
    case TYROS_ENTRY_MOVE_SHIP:
    case TYROS_ENTRY_MOVE_DEST:
    case TYROS_ENTRY_MOVE_READY:
    case TYROS_ENTRY_BUILD_CITY:
    case TYROS_ENTRY_BUILD_SHIP: return "pending";
    case TYROS_ENTRY_BANK: return "bank";
    case TYROS_ENTRY_TRADE: return "trade";
    case TYROS_ENTRY_OVER: return "over";
    case TYROS_ENTRY_NONE:
    case TYROS_ENTRY_ACTIONS:
    default: return "actions";
    }
}

static void build_page (TyrosActionPanel *self,
                        const char       *name,
                        GtkBuilder       *builder);

/* mode_stack's page @name, built from tyros-action-panel-pages.ui the first
 * time it is shown: a game at launch shows one of them */
static void
ensure_page (TyrosActionPanel *self,
             const char       *name)
{
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  const char *ids[2] = { NULL, NULL };

  if (gtk_stack_get_child_by_name (self->mode_stack, name) != NULL)
    return;
  id = g_strdelimit (g_strconcat (name, "_page", NULL), "-", '_');  /* "expand-pass": expand_pass_page */
  ids[0] = id;
  builder = gtk_builder_new ();
  if (!gtk_builder_add_objects_from_resource (builder, "/io/github/tyroscompanion/TyrosCompanion/tyros-action-panel-pages.ui",
                                              (const char **) ids, &error))
    g_error ("The move entry's page %s: %s", name, error->message);  /* the app's own resource */
  gtk_stack_add_named (self->mode_stack, GTK_WIDGET (gtk_builder_get_object (builder, id)), name);
  build_page (self, name, builder);
}

static void
reset_payment (TyrosActionPanel *self)
{
  if (self->paid_grid == NULL)
    return;
  self->updating = TRUE;
  for (guint i = 0; i < TYROS_N_CARD_KINDS; i++)
    gtk_spin_button_set_value (self->paid_spins[i], 0);
  self->updating = FALSE;
}

/* A toggle button for each other player, the first one chosen */
static void
fill_partners (TyrosActionPanel *self)
{
  TyrosGame *game = tyros_move_entry_get_game (self->entry);
  int player = tyros_move_entry_get_player (self->entry);
  GtkWidget *child, *first = NULL;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (self->partner_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->partner_box), child);
  for (guint p = 0; p < tyros_game_get_n_players (game); p++)
    if ((int) p != player)
      {
        const char *name = tyros_game_get_player_name (game, (int) p);
        GtkWidget *button = gtk_toggle_button_new_with_label (name);

        gtk_label_set_ellipsize (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), PANGO_ELLIPSIZE_END);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        if (first == NULL)
          first = button;
        else
          gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (first));
        gtk_box_append (GTK_BOX (self->partner_box), button);
        self->partners[n++] = (int) p;
      }
  if (first != NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (first), TRUE);
  /* the label's mnemonic goes to the first partner; GTK 4.8 would add "Traded with" to its name */
  gtk_label_set_mnemonic_widget (self->partner_label, first);
  if (first != NULL)
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (first), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* The panel's top (the prompt, then Confirm) in view in the scrolled panel
 * that holds it: after a move, or when another page of it shows, the next
 * prompt is not left scrolled out of sight (at phone width the panel has
 * a few hundred pixels under the board). */
static void
scroll_to_prompt (TyrosActionPanel *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t top;

  if (scroller == NULL || !gtk_widget_compute_point (GTK_WIDGET (self), gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                                                     &GRAPHENE_POINT_INIT (0, 0), &top))
    return;
  {
    GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    if (gtk_adjustment_get_value (scroll) > top.y)
      gtk_adjustment_set_value (scroll, top.y);
  }
}

/* "Cards paid" is open for a whole move: the counts are what is entered now */
static void
update_entering_payment (TyrosActionPanel *self)
{
  gboolean paying = self->entry != NULL && self->paid_expander != NULL &&
                    tyros_move_entry_get_can_confirm (self->entry) &&
                    gtk_widget_get_visible (self->paid_expander) &&
                    gtk_expander_get_expanded (GTK_EXPANDER (self->paid_expander)) &&
                    g_strcmp0 (gtk_stack_get_visible_child_name (self->mode_stack), "pending") == 0;

  if (paying == self->entering_payment)
    return;
  self->entering_payment = paying;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTERING_PAYMENT]);
}

static void
on_mode_changed (TyrosActionPanel *self)
{
  TyrosEntryMode mode = tyros_move_entry_get_mode (self->entry);
  TyrosGame *game = tyros_move_entry_get_game (self->entry);
  const char *page = page_for_mode (mode);

  if (g_strcmp0 (page, gtk_stack_get_visible_child_name (self->mode_stack)) != 0)
    scroll_to_prompt (self);
  ensure_page (self, page);
  gtk_stack_set_visible_child_name (self->mode_stack, page);
  if (self->paid_expander != NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->trace_button), mode == TYROS_ENTRY_MOVE_READY);
      /* Back where there is an earlier choice in the move; Cancel leaves it */
      gtk_widget_set_visible (self->back_button, tyros_move_entry_get_can_go_back (self->entry));
      /* the price is entered once there is something to pay for */
      gtk_widget_set_visible (self->paid_expander, mode != TYROS_ENTRY_MOVE_SHIP && mode != TYROS_ENTRY_MOVE_DEST);
    }
  if (mode == TYROS_ENTRY_MOVE_READY || mode == TYROS_ENTRY_BUILD_CITY || mode == TYROS_ENTRY_BUILD_SHIP)
    reset_payment (self);
  if (mode == TYROS_ENTRY_BANK && game != NULL)
    {
      const TyrosEdition *edition = tyros_game_get_edition (game);

      gtk_spin_button_set_range (self->bank_count_spin, edition->bank_swap_min, edition->bank_swap_max);
      gtk_spin_button_set_value (self->bank_count_spin, edition->bank_swap_max);
    }
  if (mode == TYROS_ENTRY_TRADE && game != NULL)
    fill_partners (self);
  update_entering_payment (self);
}

/* The four empires keep their places; those not offered are insensitive, so
 * a button never moves under the pointer from one field to the next. */
static void
on_empires_changed (TyrosActionPanel *self)
{
  guint empires = tyros_move_entry_get_empires (self->entry);

  if (self->empire_choice_box == NULL)
    return;
  for (TyrosEmpire e = TYROS_EMPIRE_ORANGE; e <= TYROS_EMPIRE_VIOLET; e++)
    gtk_widget_set_sensitive (empire_button (self, e), (empires & (1u << e)) != 0);
  gtk_widget_set_visible (self->empire_choice_box, empires != 0);
}

static void
on_shown_changed (TyrosActionPanel *self)
{
  /* a copy: the field says "changed" half-way (emptied, then filled), and
   * the entry's text it would pass back frees the one being written */
  g_autofree char *shown = NULL;

  if (self->shown_entry == NULL)
    return;
  shown = g_strdup (tyros_move_entry_get_shown (self->entry));
  if (g_strcmp0 (shown, gtk_editable_get_text (GTK_EDITABLE (self->shown_entry))) == 0)
    return;
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->shown_entry), shown);
  self->updating = FALSE;
}

/* After a move the next prompt is in view */
static void
on_move_played (TyrosActionPanel *self)
{
  scroll_to_prompt (self);
}

/* The action, not the button: a button's sensitivity follows its action. */
static void
on_can_confirm_changed (TyrosActionPanel *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "panel.confirm",
                                 tyros_move_entry_get_can_confirm (self->entry));
  update_entering_payment (self);
}

static gboolean
text_to_visible (GBinding     *binding G_GNUC_UNUSED,
                 const GValue *from,
                 GValue       *to,
                 gpointer      data G_GNUC_UNUSED)
{
  const char *text = g_value_get_string (from);

  g_value_set_boolean (to, text != NULL && *text != '\0');
  return TRUE;
}

/* A label shows an entry's text, and only while there is one. */
static void
bind_text (TyrosActionPanel *self,
           const char       *property,
           GtkWidget        *label,
           GtkWidget        *shown)
{
  g_object_bind_property (self->entry, property, label, "label", G_BINDING_SYNC_CREATE);
  if (shown != NULL)
    g_object_bind_property_full (self->entry, property, shown, "visible", G_BINDING_SYNC_CREATE,
                                 text_to_visible, NULL, NULL, NULL);
}

static void
bind_entry (TyrosActionPanel *self)
{
  bind_text (self, "prompt", GTK_WIDGET (self->prompt_label), NULL);
  bind_text (self, "hint", GTK_WIDGET (self->hint_label), GTK_WIDGET (self->hint_label));
  tyros_rule_links_bind (self->entry, "error", self->error_label); /* "(M5)" opens its rule */
  g_object_bind_property_full (self->entry, "error", self->error_box, "visible", G_BINDING_SYNC_CREATE,
                               text_to_visible, NULL, NULL, NULL);
  bind_text (self, "last-move", GTK_WIDGET (self->last_move_label), GTK_WIDGET (self->last_move_label));

  g_signal_connect_object (self->entry, "notify::mode", G_CALLBACK (on_mode_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "notify::can-confirm", G_CALLBACK (on_can_confirm_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "move-played", G_CALLBACK (on_move_played), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->entry, "can-open-passage", self->open_passage_button, "visible",
                          G_BINDING_SYNC_CREATE);
  on_can_confirm_changed (self);
  on_mode_changed (self);
}

/* ------------------------------------------------------------------ */
/* The entry shown                                                      */

void
tyros_action_panel_set_entry (TyrosActionPanel *self,
                              TyrosMoveEntry   *entry)
{
  g_return_if_fail (TYROS_IS_ACTION_PANEL (self));
  g_return_if_fail (TYROS_IS_MOVE_ENTRY (entry));
  /* once: the panel's bindings are for the life of the entry */
  g_return_if_fail (self->entry == NULL);

  self->entry = g_object_ref (entry);
  bind_entry (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRY]);
}

/* The Confirm button, its mnemonic, Enter and "panel.confirm": a count still
 * being typed in "Cards paid" is committed first (a spin button commits its
 * text only on Enter or when it loses the focus, and Alt+O or a screen
 * reader's action takes neither), so what was typed is what is checked. */
static void
confirm_entry (TyrosActionPanel *self)
{
  for (guint i = 0; i < TYROS_N_CARD_KINDS && self->paid_grid != NULL; i++)
    gtk_spin_button_update (self->paid_spins[i]);
  tyros_move_entry_confirm (self->entry);
}



/* ------------------------------------------------------------------ */
/* Controls                                                             */

static void
payment_changed (TyrosActionPanel *self)
{
  TyrosPayment paid = { 0 };
  guint total = 0;

  if (self->updating)
    return;
  for (guint i = 0; i < TYROS_N_CARD_KINDS; i++)
    {
      paid.cards[i] = (guint) gtk_spin_button_get_value_as_int (self->paid_spins[i]);
      total += paid.cards[i];
    }
  paid.given = total > 0;
  tyros_move_entry_set_payment (self->entry, &paid);
}

static void
empire_chosen (GtkButton        *button,
               TyrosActionPanel *self)
{
  TyrosEmpire empire = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "empire"));

  tyros_move_entry_choose_empire (self->entry, empire);
}

static void
shown_edited (TyrosActionPanel *self)
{
  if (self->updating)
    return;
  tyros_move_entry_set_shown (self->entry, gtk_editable_get_text (GTK_EDITABLE (self->shown_entry)));
}

static void
bank_swap_clicked (TyrosActionPanel *self)
{
  tyros_move_entry_bank_swap (self->entry, (guint) gtk_spin_button_get_value_as_int (self->bank_count_spin));
}

static void
bank_pick_clicked (TyrosActionPanel *self)
{
  tyros_move_entry_bank_pick (self->entry);
}

static void
open_passage_clicked (TyrosActionPanel *self)
{
  tyros_move_entry_open_passage (self->entry);
}

static void
trade_clicked (TyrosActionPanel *self)
{
  guint n = 0;

  for (GtkWidget *button = gtk_widget_get_first_child (self->partner_box); button != NULL;
       button = gtk_widget_get_next_sibling (button), n++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)))
      {
        tyros_move_entry_trade (self->entry, self->partners[n]);
        return;
      }
}

static void
confirm_activated (GtkWidget  *widget,
                   const char *action_name G_GNUC_UNUSED,
                   GVariant   *param G_GNUC_UNUSED)
{
  confirm_entry (TYROS_ACTION_PANEL (widget));
}

static void
back_activated (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *param G_GNUC_UNUSED)
{
  tyros_move_entry_back (TYROS_ACTION_PANEL (widget)->entry);
}

static void
cancel_activated (GtkWidget  *widget,
                  const char *action_name G_GNUC_UNUSED,
                  GVariant   *param G_GNUC_UNUSED)
{
  tyros_move_entry_cancel (TYROS_ACTION_PANEL (widget)->entry);
}

/* Enter in a count of cards confirms the move, as it does on the board; the
 * count typed so far counts (confirm_entry() commits it). */
static gboolean
on_paid_key_pressed (GtkEventControllerKey *keys G_GNUC_UNUSED,
                     guint                  keyval,
                     guint                  keycode G_GNUC_UNUSED,
                     GdkModifierType        state G_GNUC_UNUSED,
                     TyrosActionPanel      *self)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  confirm_entry (self);
  return TRUE;
}

static void
build_paid_grid (TyrosActionPanel *self)
{
  for (guint kind = 0; kind < TYROS_N_CARD_KINDS; kind++)
    {
      g_autofree char *name = tyros_text_capitalize (kind == TYROS_CARD_JOKER ? _("jokers")
                                                     : tyros_empire_display_name ((TyrosEmpire) kind));
      GtkWidget *label = gtk_label_new (name);
      GtkWidget *spin = gtk_spin_button_new_with_range (0, 14, 1);
      GtkEventController *keys;

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
      gtk_grid_attach (self->paid_grid, label, 0, (int) kind, 1, 1);
      gtk_grid_attach (self->paid_grid, spin, 1, (int) kind, 1, 1);
      self->paid_spins[kind] = GTK_SPIN_BUTTON (spin);
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (payment_changed), self, G_CONNECT_SWAPPED);
      keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_paid_key_pressed), self, 0);
      gtk_widget_add_controller (spin, keys);
    }
}

#define PAGE_CHILD(type, name) (self->name = type (gtk_builder_get_object (builder, #name)))

/* The choice of an empire (phase 2) */
static void
build_expand_page (TyrosActionPanel *self,
                   GtkBuilder       *builder)
{
  PAGE_CHILD (GTK_LABEL, choice_label);
  PAGE_CHILD (GTK_WIDGET, empire_choice_box);
  PAGE_CHILD (GTK_WIDGET, orange_button);
  PAGE_CHILD (GTK_WIDGET, yellow_button);
  PAGE_CHILD (GTK_WIDGET, green_button);
  PAGE_CHILD (GTK_WIDGET, violet_button);
  for (TyrosEmpire e = TYROS_EMPIRE_ORANGE; e <= TYROS_EMPIRE_VIOLET; e++)
    {
      GtkWidget *button = empire_button (self, e);
      g_autofree char *name = tyros_text_capitalize (tyros_empire_display_name (e));

      gtk_button_set_label (GTK_BUTTON (button), name);
      g_object_set_data (G_OBJECT (button), "empire", GINT_TO_POINTER (e));
      g_signal_connect (button, "clicked", G_CALLBACK (empire_chosen), self);
    }
  bind_text (self, "choice-text", GTK_WIDGET (self->choice_label), GTK_WIDGET (self->choice_label));
  g_signal_connect_object (self->entry, "notify::empires", G_CALLBACK (on_empires_changed), self,
                           G_CONNECT_SWAPPED);
  on_empires_changed (self);
}

/* A pass in phase 2, with the tiles shown */
static void
build_expand_pass_page (TyrosActionPanel *self,
                        GtkBuilder       *builder)
{
  PAGE_CHILD (GTK_ENTRY, shown_entry);
  g_signal_connect_object (self->shown_entry, "changed", G_CALLBACK (shown_edited), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->shown_entry, "activate", G_CALLBACK (confirm_entry), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->entry, "notify::shown", G_CALLBACK (on_shown_changed), self, G_CONNECT_SWAPPED);
  on_shown_changed (self);
}

/* A move, a city or a ship being entered: its price, route and the cards paid */
static void
build_pending_page (TyrosActionPanel *self,
                    GtkBuilder       *builder)
{
  PAGE_CHILD (GTK_WIDGET, back_button);
  PAGE_CHILD (GTK_WIDGET, confirm_button);
  PAGE_CHILD (GTK_WIDGET, paid_expander);
  PAGE_CHILD (GTK_GRID, paid_grid);
  PAGE_CHILD (GTK_LABEL, price_label);
  PAGE_CHILD (GTK_LABEL, route_label);
  PAGE_CHILD (GTK_TOGGLE_BUTTON, trace_button);
  build_paid_grid (self);
  bind_text (self, "price", GTK_WIDGET (self->price_label), GTK_WIDGET (self->price_label));
  bind_text (self, "route-text", GTK_WIDGET (self->route_label), GTK_WIDGET (self->route_label));
  g_object_bind_property (self->entry, "tracing", self->trace_button, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_signal_connect_object (self->paid_expander, "notify::expanded", G_CALLBACK (update_entering_payment), self,
                           G_CONNECT_SWAPPED);
}

static void
build_page (TyrosActionPanel *self,
            const char       *name,
            GtkBuilder       *builder)
{
  if (g_str_equal (name, "expand"))
    build_expand_page (self, builder);
  else if (g_str_equal (name, "expand-pass"))
    build_expand_pass_page (self, builder);
  else if (g_str_equal (name, "pending"))
    build_pending_page (self, builder);
  else if (g_str_equal (name, "bank"))
    {
      PAGE_CHILD (GTK_SPIN_BUTTON, bank_count_spin);
      PAGE_CHILD (GTK_WIDGET, bank_swap_button);
      PAGE_CHILD (GTK_WIDGET, bank_pick_button);
      g_signal_connect_object (self->bank_swap_button, "clicked", G_CALLBACK (bank_swap_clicked), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->bank_pick_button, "clicked", G_CALLBACK (bank_pick_clicked), self,
                               G_CONNECT_SWAPPED);
    }
  else if (g_str_equal (name, "trade"))
    {
      PAGE_CHILD (GTK_LABEL, partner_label);
      PAGE_CHILD (GTK_WIDGET, partner_box);
      PAGE_CHILD (GTK_WIDGET, trade_button);
      g_signal_connect_object (self->trade_button, "clicked", G_CALLBACK (trade_clicked), self, G_CONNECT_SWAPPED);
    }
}

#undef PAGE_CHILD

static void
tyros_action_panel_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ENTRY: g_value_set_object (value, TYROS_ACTION_PANEL (object)->entry); break;
    case PROP_ENTERING_PAYMENT: g_value_set_boolean (value, TYROS_ACTION_PANEL (object)->entering_payment); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_action_panel_dispose (GObject *object)
{
  GtkWidget *child;
  TyrosActionPanel *self = TYROS_ACTION_PANEL (object);

  if (self->entry != NULL)
    g_signal_handlers_disconnect_by_data (self->entry, self);
  g_clear_object (&self->entry);
  gtk_widget_dispose_template (GTK_WIDGET (self), TYROS_TYPE_ACTION_PANEL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tyros_action_panel_parent_class)->dispose (object);
}

static void
tyros_action_panel_class_init (TyrosActionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tyros_action_panel_get_property;
  object_class->dispose = tyros_action_panel_dispose;

  /* The move being entered, which the panel shows (tyros_action_panel_set_entry()) */
  properties[PROP_ENTRY] =
    g_param_spec_object ("entry", NULL, NULL, TYROS_TYPE_MOVE_ENTRY,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the cards paid for a whole move are being entered ("Cards paid"
   * open): at phone width the board then yields its height to the counts */
  properties[PROP_ENTERING_PAYMENT] =
    g_param_spec_boolean ("entering-payment", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-action-panel.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, TyrosActionPanel, name)
  BIND (prompt_label);
  BIND (hint_label);
  BIND (error_box);
  BIND (error_label);
  BIND (open_passage_button);
  BIND (mode_stack);
  BIND (last_move_label);
#undef BIND

  gtk_widget_class_install_action (widget_class, "panel.confirm", NULL, confirm_activated);
  gtk_widget_class_install_action (widget_class, "panel.cancel", NULL, cancel_activated);
  gtk_widget_class_install_action (widget_class, "panel.back", NULL, back_activated);
}

static void
tyros_action_panel_init (TyrosActionPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->open_passage_button, "clicked", G_CALLBACK (open_passage_clicked), self,
                           G_CONNECT_SWAPPED);
}
