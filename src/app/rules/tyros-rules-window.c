/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-rules-window.c: the rules, grouped and searchable, in both editions */
#define G_LOG_DOMAIN "tyros-rules-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tyros-rule-board.h"
#include "tyros-rule-links.h"
#include "tyros-rules-window.h"
#include "tyros-window-size.h"

struct _TyrosRulesWindow
{
  AdwWindow           parent_instance;

  GtkBox             *layout;
  GtkWidget          *sidebar;
  GtkWidget          *separator;
  GtkWidget          *content;
  AdwHeaderBar       *sidebar_header;
  GtkButton          *back_button;
  GtkSearchEntry     *search_entry;
  GtkListBox         *rule_list;
  AdwWindowTitle     *content_title;
  GtkBox             *page_box;

  GtkWidget          *navigation;  /* AdwNavigationSplitView or AdwLeaflet */
  GtkListBoxRow      *how_to_win_row;
  GtkListBoxRow      *differences_row;
  const TyrosEdition *edition;
  const TyrosRule    *shown;       /* NULL: the page of how_to_win_row or differences_row */
  gboolean            how_to_win;  /* that page is "How to win" */
};

G_DEFINE_FINAL_TYPE (TyrosRulesWindow, tyros_rules_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_EDITION,
  PROP_SHOWN_RULE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const TyrosRule *
row_rule (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "tyros-rule");
}

/* ---- the content side ---- */

static void
clear_page (TyrosRulesWindow *self)
{
  GtkWidget *child;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  /* The scrolled window follows the focus; do not leave it on a label about
   * to go away. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->page_box)))
    gtk_root_set_focus (GTK_ROOT (self), NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->page_box))) != NULL)
    gtk_box_remove (self->page_box, child);
}

/* A heading or a caption; rule IDs in it stay plain. */
static GtkWidget *
plain_label (const char *text,
             const char *style_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style_class != NULL)
    gtk_widget_add_css_class (label, style_class);
  return label;
}

/* A rule's text: the IDs it cites ("see S2") open their entries. */
static GtkWidget *
text_label (const char *text,
            const char *style_class)
{
  GtkWidget *label = plain_label (NULL, style_class);

  tyros_rule_links_set_label (GTK_LABEL (label), text);
  return label;
}

/* One rulebook's text of @rule in a card, headed by the rulebook's name. */
static GtkWidget *
edition_card (TyrosRulesWindow   *self,
              const TyrosRule    *rule,
              const TyrosEdition *edition)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *heading = NULL;

  if (edition == self->edition)
    /* Translators: above the rule as one rulebook has it, e.g. "Italian rulebook (this game)" */
    heading = g_strdup_printf (_("%s (this game)"), tyros_edition_display_name (edition));
  else
    heading = g_strdup (tyros_edition_display_name (edition));
  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_hexpand (card, TRUE);
  g_object_set (card, "margin-start", 0, NULL);
  {
    GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_margin_start (inner, 12);
    gtk_widget_set_margin_end (inner, 12);
    gtk_widget_set_margin_top (inner, 12);
    gtk_widget_set_margin_bottom (inner, 12);
    gtk_box_append (GTK_BOX (inner), plain_label (heading, "heading"));
    gtk_box_append (GTK_BOX (inner), text_label (tyros_rule_get_text (rule, edition), NULL));
    gtk_box_append (GTK_BOX (card), inner);
  }
  return card;
}

/* Both rulebooks side by side, the game's edition first. */
static GtkWidget *
both_editions (TyrosRulesWindow *self,
               const TyrosRule  *rule)
{
  const TyrosEdition *other = self->edition == tyros_edition_italian () ? tyros_edition_kosmos ()
                                                                          : tyros_edition_italian ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_box_append (GTK_BOX (row), edition_card (self, rule, self->edition));
  gtk_box_append (GTK_BOX (row), edition_card (self, rule, other));
  return row;
}

static char *
rule_heading (const TyrosRule *rule)
{
  /* Translators: a rule's heading: "M5 · At most 2 ships in a field" */
  return g_strdup_printf (_("%s · %s"), rule->id, tyros_rule_get_title (rule));
}

static void
build_rule_page (TyrosRulesWindow *self,
                 const TyrosRule  *rule)
{
  g_autofree char *heading = rule_heading (rule);
  GtkWidget *title = plain_label (heading, "title-2");

  clear_page (self);
  gtk_box_append (self->page_box, title);
  gtk_box_append (self->page_box, plain_label (tyros_rule_group_title (rule->group), "dim-label"));
  if (tyros_rule_differs_by_edition (rule))
    {
      gtk_box_append (self->page_box, plain_label (_("The two rulebooks differ here."), NULL));
      gtk_box_append (self->page_box, both_editions (self, rule));
    }
  else
    gtk_box_append (self->page_box, text_label (tyros_rule_get_text (rule, self->edition), "body"));

  if (rule->picture != TYROS_RULE_PICTURE_NONE)
    {
      GtkWidget *board = tyros_rule_board_new ();

      tyros_rule_board_set_picture (TYROS_RULE_BOARD (board), rule->picture);
      gtk_widget_set_halign (board, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_top (board, 12);
      gtk_box_append (self->page_box, board);
      gtk_box_append (self->page_box, plain_label (tyros_rule_picture_caption (rule->picture), "caption"));
    }
  adw_window_title_set_title (self->content_title, heading);
}

static void
build_differences_page (TyrosRulesWindow *self)
{
  guint n_rules;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);

  clear_page (self);
  gtk_box_append (self->page_box, plain_label (_("How the two rulebooks differ"), "title-2"));
  gtk_box_append (self->page_box,
                  text_label (_("The German and Dutch rulebooks (Kosmos) agree with each other; the Italian "
                                "rulebook differs in these rules. Each game is played by one of them, "
                                "chosen when it starts."), NULL));
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *heading = NULL;

      if (!tyros_rule_differs_by_edition (&rules[i]))
        continue;
      heading = rule_heading (&rules[i]);
      gtk_box_append (self->page_box, plain_label (heading, "heading"));
      gtk_box_append (self->page_box, both_editions (self, &rules[i]));
    }
  adw_window_title_set_title (self->content_title, _("How the two rulebooks differ"));
}

/* The goal and the scoring in short (tyros_rulebook_how_to_win()), for a
 * novice before any rule; its rule IDs open their entries. */
static void
build_how_to_win_page (TyrosRulesWindow *self)
{
  g_autofree char *text = tyros_rulebook_how_to_win (self->edition);
  g_auto(GStrv) paragraphs = g_strsplit (text, "\n\n", -1);

  clear_page (self);
  gtk_box_append (self->page_box, plain_label (tyros_rulebook_how_to_win_title (), "title-2"));
  for (guint i = 0; paragraphs[i] != NULL; i++)
    gtk_box_append (self->page_box, text_label (paragraphs[i], "body"));
  adw_window_title_set_title (self->content_title, tyros_rulebook_how_to_win_title ());
}

static void
show_content (TyrosRulesWindow *self)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  adw_navigation_split_view_set_show_content (ADW_NAVIGATION_SPLIT_VIEW (self->navigation), TRUE);
#else
  adw_leaflet_set_visible_child (ADW_LEAFLET (self->navigation), self->content);
#endif
}

/* Brings @row into the list's view when it is out of it. */
static void
scroll_to_row (TyrosRulesWindow *self,
               GtkListBoxRow    *row)
{
  GtkWidget *viewport = gtk_widget_get_parent (GTK_WIDGET (self->rule_list));
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport));
  graphene_point_t top;
  double page, value, height = gtk_widget_get_height (GTK_WIDGET (row));

  if (!gtk_widget_compute_point (GTK_WIDGET (row), GTK_WIDGET (self->rule_list), &GRAPHENE_POINT_INIT (0, 0), &top))
    return;
  page = gtk_adjustment_get_page_size (adjustment);
  value = gtk_adjustment_get_value (adjustment);
  if (top.y < value || top.y + height > value + page)
    gtk_adjustment_set_value (adjustment, top.y - page / 3);
}

static void
select_row_of (TyrosRulesWindow *self,
               const TyrosRule  *rule)
{
  GtkListBoxRow *page_row = self->how_to_win ? self->how_to_win_row : self->differences_row;

  for (GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->rule_list, 0); row != NULL;
       row = gtk_list_box_get_row_at_index (self->rule_list, gtk_list_box_row_get_index (row) + 1))
    if (row_rule (row) == rule && (rule != NULL || row == page_row))
      {
        gtk_list_box_select_row (self->rule_list, row);
        scroll_to_row (self, row);
        return;
      }
}

/* @rule's page; NULL: the differences, or "How to win" when @how_to_win. */
static void
show_page (TyrosRulesWindow *self,
           const TyrosRule  *rule,
           gboolean          how_to_win)
{
  self->shown = rule;
  self->how_to_win = rule == NULL && how_to_win;
  if (rule != NULL)
    build_rule_page (self, rule);
  else if (self->how_to_win)
    build_how_to_win_page (self);
  else
    build_differences_page (self);
  select_row_of (self, rule);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_RULE]);
}

static void
show (TyrosRulesWindow *self,
      const TyrosRule  *rule)
{
  show_page (self, rule, FALSE);
}

static void
show_row (TyrosRulesWindow *self,
          GtkListBoxRow    *row)
{
  show_page (self, row_rule (row), row == self->how_to_win_row);
}

/* ---- the sidebar ---- */

static void
row_activated (TyrosRulesWindow *self,
               GtkListBoxRow    *row)
{
  show_row (self, row);
  show_content (self);
}

static gboolean
row_matches (GtkListBoxRow *row,
             const char    *query)
{
  const TyrosRule *rule = row_rule (row);
  const char *search_text = g_object_get_data (G_OBJECT (row), "tyros-search-text");

  if (search_text == NULL)
    return query[0] == '\0';
  return tyros_search_text_matches (search_text, rule != NULL ? rule->id : NULL, query);
}

/* The text each row's search looks in, folded once for all the keys typed. */
static void
keep_search_text (GtkListBoxRow *row,
                  char          *search_text)
{
  g_object_set_data_full (G_OBJECT (row), "tyros-search-text", search_text, g_free);
}

static void
header_row (GtkListBoxRow *row,
            GtkListBoxRow *before,
            gpointer       user_data G_GNUC_UNUSED)
{
  const TyrosRule *rule = row_rule (row);
  const TyrosRule *previous = before != NULL ? row_rule (before) : NULL;
  GtkWidget *header;

  if (rule == NULL || (previous != NULL && previous->group == rule->group))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  if (gtk_list_box_row_get_header (row) != NULL)
    return; /* the row's group, as before: a new label would be measured again */
  header = gtk_label_new (tyros_rule_group_title (rule->group));
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_top (header, 12);
  gtk_widget_set_margin_bottom (header, 6);
  gtk_list_box_row_set_header (row, header);
}

/* The rows the search leaves out are hidden rather than filtered: GTK 4.8
 * keeps a filtered row in the accessibility tree, where a screen reader
 * would still read it. */
static GtkListBoxRow *
first_found (TyrosRulesWindow *self)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->rule_list, i)) != NULL; i++)
    if (gtk_widget_get_visible (GTK_WIDGET (row)))
      return row;
  return NULL;
}

/* @row's page is the one beside the list. */
static gboolean
row_is_shown (TyrosRulesWindow *self,
              GtkListBoxRow    *row)
{
  if (self->shown != NULL || row_rule (row) != NULL)
    return row_rule (row) == self->shown;
  return row == (self->how_to_win ? self->how_to_win_row : self->differences_row);
}

/* The first row found is shown beside the list, so that the page never
 * shows a rule the search left out; the list keeps the focus (and, when the
 * window is narrow, stays in view). */
static void
search_changed (TyrosRulesWindow *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->rule_list, i)) != NULL; i++)
    gtk_widget_set_visible (GTK_WIDGET (row), row_matches (row, query));
  gtk_list_box_invalidate_headers (self->rule_list);
  row = first_found (self);
  if (query[0] == '\0' || row == NULL)
    return;
  if (row_is_shown (self, row))
    select_row_of (self, self->shown); /* the page stays: building it again lays it all out again */
  else
    show_row (self, row);
}

/* Escape in the search (where the focus is when the window opens): clears
 * it, and once empty closes the window, as Escape does elsewhere (the
 * window's own Escape never reached it). */
static void
search_stopped (TyrosRulesWindow *self)
{
  if (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  else
    gtk_window_close (GTK_WINDOW (self));
}

/* Enter opens the first page found. */
static void
search_activated (TyrosRulesWindow *self)
{
  GtkListBoxRow *row = first_found (self);

  if (row != NULL)
    row_activated (self, row);
}

static void
back_clicked (TyrosRulesWindow *self)
{
#if !ADW_CHECK_VERSION (1, 4, 0)
  adw_leaflet_navigate (ADW_LEAFLET (self->navigation), ADW_NAVIGATION_DIRECTION_BACK);
#else
  adw_navigation_split_view_set_show_content (ADW_NAVIGATION_SPLIT_VIEW (self->navigation), FALSE);
#endif
}

static GtkWidget *
make_row (const char *id,
          const char *title)
{
  GtkWidget *row = gtk_list_box_row_new ();
  /* A grid, not a horizontal box: a box asks the wrapping title its width
   * for each height tried, a Pango layout at each step (GTK 4.8), on every
   * search that shows or hides rows; a grid asks the widths once. */
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *id_label = gtk_label_new (id);
  GtkWidget *title_label = gtk_label_new (title);
  g_autofree char *accessible = id[0] != '\0' ? g_strdup_printf ("%s %s", id, title) : g_strdup (title);

  gtk_label_set_width_chars (GTK_LABEL (id_label), 3);
  gtk_label_set_xalign (GTK_LABEL (id_label), 0);
  gtk_widget_add_css_class (id_label, "heading");
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  /* wrapped, not ellipsized: a long title ("Wie sich die beiden Spielregeln
   * unterscheiden") is read whole in the sidebar's 300 px */
  gtk_label_set_wrap (GTK_LABEL (title_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title_label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (title_label, TRUE);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_valign (grid, GTK_ALIGN_CENTER); /* as the box's labels were: a grid's rows would keep to its top */
  gtk_grid_attach (GTK_GRID (grid), id_label, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), title_label, 1, 0, 1, 1);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return row;
}

static void
fill_list (TyrosRulesWindow *self)
{
  guint n_rules;
  const TyrosRule *rules = tyros_rulebook_get_rules (&n_rules);

  self->how_to_win_row = GTK_LIST_BOX_ROW (make_row ("", tyros_rulebook_how_to_win_title ()));
  keep_search_text (self->how_to_win_row, tyros_rulebook_how_to_win_search_text ());
  gtk_list_box_append (self->rule_list, GTK_WIDGET (self->how_to_win_row));
  self->differences_row = GTK_LIST_BOX_ROW (make_row ("", _("How the two rulebooks differ")));
  gtk_list_box_append (self->rule_list, GTK_WIDGET (self->differences_row));
  for (guint i = 0; i < n_rules; i++)
    {
      GtkWidget *row = make_row (rules[i].id, tyros_rule_get_title (&rules[i]));

      g_object_set_data (G_OBJECT (row), "tyros-rule", (gpointer) &rules[i]);
      keep_search_text (GTK_LIST_BOX_ROW (row), tyros_rule_search_text (&rules[i]));
      gtk_list_box_append (self->rule_list, row);
    }
  gtk_list_box_set_header_func (self->rule_list, header_row, NULL, NULL);
}

/* The sidebar and the content of the .ui, in the navigation of this libadwaita. */
static void
build_navigation (TyrosRulesWindow *self)
{
  g_object_ref (self->sidebar);
  g_object_ref (self->content);
  gtk_box_remove (self->layout, self->sidebar);
  gtk_box_remove (self->layout, self->content);
#if ADW_CHECK_VERSION (1, 4, 0)
  {
    AdwBreakpoint *narrow = adw_breakpoint_new (adw_breakpoint_condition_parse ("max-width: 600sp"));

    self->navigation = adw_navigation_split_view_new ();
    adw_navigation_split_view_set_sidebar (ADW_NAVIGATION_SPLIT_VIEW (self->navigation),
                                           adw_navigation_page_new (self->sidebar, _("Rules")));
    adw_navigation_split_view_set_content (ADW_NAVIGATION_SPLIT_VIEW (self->navigation),
                                           adw_navigation_page_new (self->content, _("Rule")));
    adw_breakpoint_add_setters (narrow, G_OBJECT (self->navigation), "collapsed", TRUE, NULL);
    adw_window_add_breakpoint (ADW_WINDOW (self), narrow);
  }
#else
  self->navigation = adw_leaflet_new ();
  adw_leaflet_set_can_navigate_back (ADW_LEAFLET (self->navigation), TRUE);
  adw_leaflet_append (ADW_LEAFLET (self->navigation), self->sidebar);
  {
    GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);
    adw_leaflet_page_set_navigatable (adw_leaflet_append (ADW_LEAFLET (self->navigation), separator), FALSE);
  }
  adw_leaflet_append (ADW_LEAFLET (self->navigation), self->content);
  g_object_bind_property (self->navigation, "folded", self->back_button, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->navigation, "folded", self->sidebar_header, "show-end-title-buttons",
                          G_BINDING_SYNC_CREATE);
#endif
  g_object_unref (self->sidebar);
  g_object_unref (self->content);
  adw_window_set_content (ADW_WINDOW (self), self->navigation);
}

static void set_edition (TyrosRulesWindow *self, const TyrosEdition *edition);
static void show_rule (TyrosRulesWindow *self, const char *id);

static void
tyros_rules_window_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TyrosRulesWindow *self = TYROS_RULES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EDITION: g_value_set_string (value, self->edition != NULL ? self->edition->id : NULL); break;
    case PROP_SHOWN_RULE: g_value_set_string (value, self->shown != NULL ? self->shown->id : NULL); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_rules_window_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TyrosRulesWindow *self = TYROS_RULES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EDITION: set_edition (self, tyros_edition_lookup (g_value_get_string (value))); break;
    case PROP_SHOWN_RULE: show_rule (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tyros_rules_window_class_init (TyrosRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tyros_rules_window_get_property;
  object_class->set_property = tyros_rules_window_set_property;

  /* The edition whose rule each entry shows first: "kosmos" or "italian". */
  properties[PROP_EDITION] =
    g_param_spec_string ("edition", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The ID of the entry shown, or NULL for "How to win" (the first page) or
   * the differences page; an unknown ID changes nothing; set to NULL, the
   * differences page. */
  properties[PROP_SHOWN_RULE] =
    g_param_spec_string ("shown-rule", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TYROS_TYPE_RULE_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tyroscompanion/TyrosCompanion/tyros-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, layout);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, separator);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, content);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, sidebar_header);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, rule_list);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, content_title);
  gtk_widget_class_bind_template_child (widget_class, TyrosRulesWindow, page_box);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, search_activated);
  gtk_widget_class_bind_template_callback (widget_class, search_stopped);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tyros_rules_window_init (TyrosRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->edition = tyros_edition_kosmos ();
  gtk_box_remove (self->layout, self->separator); /* the navigation draws its own */
  build_navigation (self);
  fill_list (self);
  show_page (self, NULL, TRUE);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

static TyrosRulesWindow *
rules_window_new (void)
{
  return g_object_new (TYROS_TYPE_RULES_WINDOW, NULL);
}

/* The edition whose rule each entry shows first (the current game's). */
static void
set_edition (TyrosRulesWindow   *self,
             const TyrosEdition *edition)
{
  if (edition == NULL)
    edition = tyros_edition_kosmos ();
  if (edition == self->edition)
    return;
  self->edition = edition;
  show_page (self, self->shown, self->how_to_win);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITION]);
}

/* An unknown ID changes nothing; NULL shows the differences page. */
static void
show_rule (TyrosRulesWindow *self,
           const char       *id)
{
  const TyrosRule *rule = id != NULL ? tyros_rulebook_lookup (id) : NULL;

  if (id != NULL && rule == NULL)
    return;
  /* A search that hides the rule would leave it unselected in the list. */
  if (rule != NULL && !tyros_rule_matches (rule, gtk_editable_get_text (GTK_EDITABLE (self->search_entry))))
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  show (self, rule);
  show_content (self);
}

static TyrosRulesWindow *
find_rules_window (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (TYROS_IS_RULES_WINDOW (l->data))
      return l->data;
  return NULL;
}

TyrosRulesWindow *
tyros_rules_window_present (GtkWindow          *parent,
                            const TyrosEdition *edition,
                            const char         *id)
{
  TyrosRulesWindow *self = find_rules_window ();

  if (self == NULL)
    {
      self = rules_window_new ();
      if (parent != NULL)
        gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
      tyros_window_fit_parent (GTK_WINDOW (self), parent);
    }
  if (edition != NULL)
    set_edition (self, edition);
  if (id != NULL)
    show_rule (self, id);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}
