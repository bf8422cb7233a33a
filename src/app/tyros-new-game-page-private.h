/* tyros-new-game-page-private.h: what the UI tests reach inside the new game page */
#pragma once

#include "tyros-new-game-page.h"

G_BEGIN_DECLS

void       tyros_new_game_page_set_n_players   (TyrosNewGamePage *self,
                                                guint             n_players);
void       tyros_new_game_page_set_player_name (TyrosNewGamePage *self,
                                                guint             seat,
                                                const char       *name);
/* 0 first game, 1 drawn by the app, 2 entered by hand */
void       tyros_new_game_page_set_setup_kind  (TyrosNewGamePage *self,
                                                guint             kind);
void       tyros_new_game_page_set_founding    (TyrosNewGamePage *self,
                                                TyrosEmpire       empire,
                                                TyrosField        field);
/* Swaps the player in @seat with the one before (up) or after. */
void       tyros_new_game_page_move_player     (TyrosNewGamePage *self,
                                                guint             seat,
                                                gboolean          up);
const char *tyros_new_game_page_get_player_name (TyrosNewGamePage *self,
                                                 guint             seat);
GtkWidget *tyros_new_game_page_get_start_button (TyrosNewGamePage *self);
GtkSwitch *tyros_new_game_page_get_teach_switch (TyrosNewGamePage *self);
const char *tyros_new_game_page_get_error_text  (TyrosNewGamePage *self);

G_END_DECLS
