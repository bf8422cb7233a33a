#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Entering moves by pressing the board's fields: a rejected move names its
rule and changes nothing; undo and redo; the phone width; the dark style."""

import re
import sys

from tyros_e2e import App, TOGGLE_BUTTON, run, wait_for, find_all, name_of


def start_first_game(app, players=("Anna", "Ben", "Cleo"), teach=True):
    app.press("push button", "_New Game")
    page = app.region("New Game")
    app.press(TOGGLE_BUTTON, "_%d Players" % len(players), page)
    for number, name in enumerate(players, 1):
        app.type_into(app.find("text", "Name of player %d" % number, page), name)
    if not teach:
        from test_new_game import teach_off
        teach_off(app, page)
    app.press("push button", "_Start Game", page)
    return app.saved_game(what="the new game saved")


def panel_texts(app):
    panel = app.region("Move")
    return [name_of(n) for n in find_all(panel, role="label")]


def n_moves(app, count):
    return app.saved_game(lambda g: len(g["moves"]) == count, "the game saved with %d moves" % count)


def test_rejected_expansion_names_its_rule():
    with App() as app:
        start_first_game(app)
        # E1: field 5 touches no empire in the first game's set-up.
        app.activate(app.cell("5"))
        wait_for(lambda: any(re.search(r"\(E1\)", t) for t in panel_texts(app)),
                 "the rule E1 named (shown: %s)" % panel_texts(app))
        n_moves(app, 0)
        app.screenshot("rejected")
        # A tile that belongs to one empire only is played at once.
        app.activate(app.cell("14"))
        n_moves(app, 1)
        wait_for(lambda: "yellow empire" in name_of(app.cell("14")), "field 14 in the yellow empire")
        app.press("push button", "Undo")
        n_moves(app, 0)
        wait_for(lambda: "no empire" in name_of(app.cell("14")), "field 14 empty again")
        app.press("push button", "Redo")
        n_moves(app, 1)


def test_phone_width():
    with App(width=360, height=720) as app:
        start_first_game(app, ("Anna", "Ben", "Cleo", "Dora"))
        app.activate(app.cell("14"))
        n_moves(app, 1)
        x, y, width, height = app.extents(app.cell("14"))
        assert width > 0 and height > 0 and x + width <= 360, (x, y, width, height)
        app.screenshot("narrow")


def test_dark_style():
    with App(dark=True) as app:
        start_first_game(app, ("Anna", "Ben", "Cleo", "Dora"))
        app.activate(app.cell("14"))
        n_moves(app, 1)
        app.screenshot("dark")


if __name__ == "__main__":
    sys.exit(run(test_rejected_expansion_names_its_rule,
                 test_phone_width,
                 test_dark_style))
