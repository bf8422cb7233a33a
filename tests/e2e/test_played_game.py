#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A game opened from its file: what the side panel, the history and the
score sheet show, and undo, redo and going back."""

import json
import os
import re
import shutil
import sys

import pyatspi

from tyros_e2e import (App, run, tyros, test_data, wait_for, find_all, name_of, children, role_of, walk,
                       standings_points, TestFailure, TOGGLE_BUTTON)


def open_copy(name, **kwargs):
    """The app with a copy of tests/data/NAME open (the app saves to it)."""
    app = App(**kwargs)
    path = os.path.join(app.tmp, name)
    shutil.copy(test_data(name), path)
    app.args = [path]
    app.path = path
    return app


def journal(name):
    with open(test_data(name)) as f:
        return json.load(f)


def wait_title(app, pattern):
    wait_for(lambda: re.search(pattern, app.title()[0]), "the title %r (is %r)" % (pattern, app.title()))


def show_history(app):
    """The history, once all of it is shown: a long history appears a few rows
    a frame after what is in view, and says it is busy until then."""
    app.press("page tab", "History")
    history = app.find("list", "Moves of the game")
    wait_for(lambda: not history.getState().contains(pyatspi.STATE_BUSY), "the whole history shown")
    return history


def history_row(history, number):
    """The row of move NUMBER (row 0 is the set-up) and its text."""
    item = children(history)[number]
    labels = [name_of(n) for n in find_all(item, role="label", visible=False)]
    if labels[0] != str(number):
        raise TestFailure("history row %d is numbered %r" % (number, labels[0]))
    return item, labels[1]


def test_finished_game_panels():
    with open_copy("game-3p.tyros") as app:
        wait_title(app, "^Game Over$")
        # Problem 19: a finished game shows its final score, not a guess.
        panel = app.region("Standings")
        app.find("label", "Final Score", panel)
        assert not find_all(panel, role="label", name="If the Game Ended Now")

        history = show_history(app)
        moves = journal("game-3p.tyros")["moves"]
        # Problem 16: the cards paid as entered (move 8: 2 green and a joker).
        assert moves[7]["paid"] == {"green": 2, "joker": 1}
        wait_for(lambda: history_row(history, 8)[1] and history_row(history, 8)[1].endswith("(2 green, 1 joker)"),
                 "move 8 told with the cards paid (%r)" % (history_row(history, 8)[1],))
        # Problem 18: the newest move is in view without touching the list.
        pane = app.find("scroll pane", "", app.region("History"))

        def newest_in_view():
            row, _ = history_row(history, len(moves))
            top, bottom = app.extents(pane)[1], app.extents(pane)[1] + app.extents(pane)[3]
            y, height = app.extents(row)[1], app.extents(row)[3]
            return height > 0 and y >= top - 1 and y + height <= bottom + 1
        wait_for(newest_in_view, "move %d in view in the history" % len(moves))
        app.screenshot("history")


def test_score_sheet_equals_tyros_score():
    with open_copy("game-4p.tyros") as app:
        wait_title(app, "^Game Over$")
        app.press("push button", "S_how the Score Sheet")
        sheet = app.region("Score Sheet")
        status, out = tyros("score", "--json", app.path)
        assert status == 0, out
        expected = json.loads(out)
        names = [p["name"] for p in expected["players"]]
        totals = [str(p["total"]) for p in expected["players"]]

        def shown_totals():
            labels = [name_of(n) for n in find_all(sheet, role="label")]
            at = labels.index("Total")
            return labels[at + 1:at + 1 + len(totals)]
        wait_for(lambda: shown_totals() == totals, "the totals %s (shown %s)" % (totals, shown_totals()))
        labels = [name_of(n) for n in find_all(sheet, role="label")]
        assert labels[labels.index(names[0]):labels.index(names[0]) + len(names)] == names, labels
        app.screenshot("score-sheet")


def test_go_back_undo_redo():
    with open_copy("game-3p.tyros") as app:
        moves = journal("game-3p.tyros")["moves"]
        wait_title(app, "^Game Over$")

        names = [p["name"] for p in journal("game-3p.tyros")["players"]]
        # Going back: choose a move in the history (the newest are in view);
        # the game goes on from there.
        back = len(moves) - 3
        history = show_history(app)
        row, _ = history_row(history, back)
        app.click(row)
        app.press("push button", "_Go Back to Here")
        app.saved_game(lambda g: len(g["moves"]) == back, "the game saved with %d moves played" % back)
        wait_title(app, "^%s’s turn$" % names[moves[back]["player"]])

        app.press("push button", "Undo")
        wait_title(app, "^%s’s turn$" % names[moves[back - 1]["player"]])
        saved = app.saved_game(lambda g: len(g["moves"]) == back - 1 and len(g.get("redo", [])) >= 1,
                               "the game saved with move %d to redo" % back)
        status, out = tyros("check", saved["_path"])
        assert status == 0, out
        app.press("push button", "Redo")
        app.saved_game(lambda g: len(g["moves"]) == back, "the game saved with move %d played again" % back)


def test_replace_shows_the_position_replaced():
    with open_copy("game-3p.tyros") as app:
        game = journal("game-3p.tyros")
        names = [p["name"] for p in game["players"]]
        wait_title(app, "^Game Over$")
        replaced = len(game["moves"]) - 6
        # What the board was before that move, scored by `tyros score`.
        before = dict(game, moves=game["moves"][:replaced - 1])
        path = os.path.join(app.tmp, "before.tyros")
        with open(path, "w") as f:
            json.dump(before, f)
        status, out = tyros("score", "--json", path)
        assert status == 0, out
        expected = {p["name"]: str(p["total"]) for p in json.loads(out)["players"]}

        history = show_history(app)
        row, _ = history_row(history, replaced)
        app.click(row)
        app.press("push button", "_Replace This Move")
        # Problem 13: the title and the standings are those of the position replaced.
        wait_title(app, "^%s’s turn$" % names[game["moves"][replaced - 1]["player"]])
        app.press("page tab", "Turn")
        wait_for(lambda: standings_points(app) == expected,
                 "the standings %s (shown %s)" % (expected, standings_points(app)))
        app.screenshot("replacing")


def open_cut(name, moves, **kwargs):
    """The app with the first MOVES moves of tests/data/NAME open."""
    app = App(**kwargs)
    game = journal(name)
    game["moves"] = game["moves"][:moves]
    app.path = os.path.join(app.tmp, name)
    with open(app.path, "w") as f:
        json.dump(game, f)
    app.args = [app.path]
    return app


# What GTK calls a node it has no name for: its type ("GtkLabel"), or nothing.
NAMED_ROLES = ("label", "image", "push button", "toggle button", "check box", "combo box")
TYPE_NAME = re.compile(r"^(Gtk|Adw)[A-Z]\w*$")


def nameless(root):
    return ["%s %r" % (role_of(n), name_of(n)) for n in walk(root)
            if role_of(n) in NAMED_ROLES and (name_of(n) == "" or TYPE_NAME.match(name_of(n)))]


def test_screen_reader_names():
    """Nothing a screen reader meets in the header, the standings, the history
    and the score sheet is a nameless label (the colour dots are decoration:
    the player and the empire are named beside them)."""
    with open_cut("game-3p.tyros", 10) as app:
        wait_title(app, "’s turn$")
        header = app.region("Window Title").parent
        assert not nameless(header), "nameless in the header: %s" % nameless(header)
        standings = app.region("Standings")
        assert not nameless(standings), "nameless in the standings: %s" % nameless(standings)
        history = show_history(app)
        wait_for(lambda: len(children(history)) == 11, "the set-up and 10 moves in the history")
        assert not nameless(history), "nameless in the history: %s" % nameless(history)
        # A player trade: Ben's partners each a button named by the player
        # (GTK 4.8 read a drop-down's empty state, "(None)", with the name).
        app.press("page tab", "Turn")
        move = app.region("Move")
        app.press("push button", "Trade with Player", move)
        partners = app.region("Tr_aded with", move)
        app.find(TOGGLE_BUTTON, "Anna", partners)
        app.find(TOGGLE_BUTTON, "Cleo", partners)
        assert not nameless(partners), "nameless among the partners: %s" % nameless(partners)
        assert not find_all(partners, name="(None)")
        app.press("push button", "Canc_el", move)

        # The main menu and the Game menu: every item named by its text
        # (GTK 4.18 named none); the game's actions in the Game menu.
        for menu, item in (("Main Menu", "R_ecords"), ("Game Menu", "_What Can I Do?")):
            menu_button = app.find("push button", menu)
            app.activate(find_all(menu_button, role=TOGGLE_BUTTON, name=menu)[-1])
            items = wait_for(lambda: find_all(menu_button, role="menu item"), "the %s" % menu)
            assert not [name_of(i) for i in items if not name_of(i)], \
                "unnamed menu items: %s" % [name_of(i) for i in items]
            app.find("menu item", item, menu_button)
            app.key("Escape")

        app.key("ctrl+e")
        sheet = app.region("Score Sheet")
        app.find(TOGGLE_BUTTON, "How the score was reached", sheet)


def test_game_page_buttons_named():
    """Every button of the game page has a name, the banner's close button too
    while no banner is up (GTK 4.8 keeps it in the tree): a screen reader read
    it as "GtkImage"."""
    with open_cut("game-3p.tyros", 10) as app:
        wait_title(app, "’s turn$")
        page = app.region("Game")
        buttons = [n for n in walk(page) if role_of(n) in ("push button", TOGGLE_BUTTON)]
        assert len(buttons) > 5, "the game page's buttons: %s" % buttons
        unnamed = ["%s %r" % (role_of(n), name_of(n)) for n in buttons
                   if name_of(n) == "" or TYPE_NAME.match(name_of(n))]
        assert not unnamed, "nameless buttons on the game page: %s" % unnamed


if __name__ == "__main__":
    sys.exit(run(test_finished_game_panels,
                 test_score_sheet_equals_tyros_score,
                 test_go_back_undo_redo,
                 test_replace_shows_the_position_replaced,
                 test_screen_reader_names,
                 test_game_page_buttons_named))
