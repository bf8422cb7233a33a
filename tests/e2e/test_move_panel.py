#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The move panel as a person uses it, one behaviour a scenario: what a
refused route says, a ship move by keyboard, Build City with nowhere to build,
the board and the panel's controls keeping still, the empire choice keeping
its order. Each starts from a position of tests/data/game-italian.tyros (its
first moves saved as a game and opened, as a group reopens its game)."""

import collections
import json
import os
import re
import sys

import pyatspi

from tyros_e2e import App, TOGGLE_BUTTON, run, tyros, wait_for, name_of
from test_whole_game import Table, journal

EMPIRES = ("orange", "yellow", "green", "violet")


def open_position(n_moves, **kwargs):
    """The app with the journal's first N_MOVES moves open, and its Table."""
    game = journal()
    app = App(height=1000, **kwargs)
    path = os.path.join(app.tmp, "first-%d-moves.tyros" % n_moves)
    with open(path, "w") as f:
        json.dump(dict(game, moves=game["moves"][:n_moves]), f)
    app.args = [path]
    app.path = path
    return app, game


def to_act(app, game):
    """The Table, once the panel asks the player to act."""
    table = Table(app, game)
    table.wait_label(r": choose a card action$")
    return table


def extents(app, node):
    return app.extents(node)


def legal_moves(path):
    status, out = tyros("moves", path)
    assert status == 0, out
    return [json.loads(line) for line in out.splitlines()]


# Problem 3: a traced route that crosses land marks the crossing step (21 -> 26),
# not the step before it.
def test_traced_route_marks_the_step_that_crosses_land():
    app, game = open_position(6)
    with app:
        table = to_act(app, game)
        table.button("Move Ship", then="^Jacopo moves a ship$")
        table.field("T")
        table.field("22")
        table.wait_label("^Shortest route: ")
        table.click(app.find(TOGGLE_BUTTON, "T_race a Longer Route", table.panel))
        table.wait_label(r"^Route so far: Tyros \(0 steps\)")
        for steps, place in enumerate(["31", "27", "22", "21", "26"], 1):
            table.field(place)
            table.wait_label(r"^Route so far: .* \(%d steps?\)" % steps)
        table.wait_label(r"^Between 21 and 26 there is land: ships cannot cross it")
        wait_for(lambda: "step 5 of the route, refused" in name_of(table.cells["26"]),
                 "field 26 told as the refused step (it is: %s)" % name_of(table.cells["26"]))
        for step, field in enumerate(["31", "27", "22", "21"], 1):
            told = name_of(table.cells[field])
            assert "step %d of the route;" % step in told + ";" and "refused" not in told, told
        app.screenshot("crossing-land")


# Problem 6: a ship move by keyboard takes at most 8 keys, Enter confirming it.
def test_ship_move_by_keyboard():
    app, game = open_position(6)
    with app:
        table = to_act(app, game)
        status, out = tyros("route", "T", "24", "--all")
        assert status == 0, out
        routes = [line.split(": ", 1)[1].split() for line in out.splitlines()]
        # The keyboard goes to the window, as a person's first click does.
        app.click(app.find("label", re.compile(": choose a card action$"), table.panel))
        keys = []

        def key(*names):
            keys.extend(names)
            app.key(*names)
        key("alt+m")
        table.wait_label("^Jacopo moves a ship$")
        key("Return")
        table.wait_label("^Jacopo moves a ship from Tyros$")
        key("2", "4")
        wait_for(lambda: table.cells["24"].getState().contains(pyatspi.STATE_FOCUSED), "field 24 focused")
        key("Return")
        table.wait_label("^Shortest route: ")
        key("Return")
        saved = app.saved_game(lambda g: len(g["moves"]) == 7, "the ship move saved")
        move = saved["moves"][6]
        assert move["from"] == "T" and move["route"] in routes and move["player"] == 1, move
        assert len(keys) <= 8, "%d keys: %s" % (len(keys), keys)
        sys.stderr.write("# a ship move Tyros -> 24 in %d keys: %s\n" % (len(keys), " ".join(keys)))


# Problem 7: Build City where no field qualifies says so at once, before any
# field is clicked.
def test_build_city_with_no_field_says_so_at_once():
    app, game = open_position(6)
    with app:
        table = to_act(app, game)
        table.button("Build City", then="^Jacopo builds a city$")
        table.wait_label(r"^No field qualifies for a city now: .*\(B1, B2, B5\)")
        offered = [f for f, cell in table.cells.items() if "can be chosen" in name_of(cell)]
        assert offered == [], "fields offered for a city: %s" % offered
        assert not app.saved_game()["moves"][6:], "a move was entered"


# Problem 9: the board and Confirm stay where they are from phase to phase
# and from action to action.
def test_board_and_confirm_keep_their_place():
    app, game = open_position(5)
    with app:
        table = Table(app, game)
        board = app.find("table", "Board", app.region("Game"))
        table.wait_label("^Ilaria plays a landscape tile$")
        seen = {"tile": extents(app, board)}
        table.field(game["moves"][5]["field"])
        table.wait_label("^Jacopo: choose a card action$")
        seen["card actions"] = extents(app, board)
        confirm = {}

        def cancel():
            app.key("Escape")
            table.wait_label("^Jacopo: choose a card action$")
        table.button("Build City", then="^Jacopo builds a city$")
        table.wait_label("^No field qualifies for a city now")
        confirm["Build City, nowhere"] = extents(app, app.find("push button", "C_onfirm", table.panel))
        seen["Build City"] = extents(app, board)
        cancel()
        table.button("Build Ship", then="^Jacopo builds a ship$")
        confirm["Build Ship"] = extents(app, app.find("push button", "C_onfirm", table.panel))
        table.field("T")
        wait_for(lambda: not table.label(r"^Where\?$"), "the price of a ship in Tyros")
        confirm["Build Ship in Tyros"] = extents(app, app.find("push button", "C_onfirm", table.panel))
        cancel()
        table.button("Move Ship", then="^Jacopo moves a ship$")
        table.field("T")
        table.field("24")
        table.wait_label("^Shortest route: ")
        confirm["Move Ship to 24"] = extents(app, app.find("push button", "C_onfirm", table.panel))
        seen["Move Ship"] = extents(app, board)
        assert len(set(seen.values())) == 1, "the board moved: %s" % seen
        assert len(set(confirm.values())) == 1, "Confirm moved: %s" % confirm


# Problem 11: the empire buttons keep their order and places whichever
# empires touch the field.
def test_empire_choice_keeps_its_order():
    app, game = open_position(23)
    with app:
        table = Table(app, game)
        touching = collections.defaultdict(set)
        for move in legal_moves(app.path):
            if move["type"] == "expand":
                touching[move["field"]].add(move["empire"])
        choices = {}
        for field, empires in touching.items():
            if len(empires) > 1 and frozenset(empires) not in choices.values():
                choices[field] = frozenset(empires)
        assert len(choices) >= 2, "two fields with different empires to choose from: %s" % dict(touching)
        seen = []
        for field, empires in list(choices.items())[:2]:
            table.field(field)
            table.wait_label(r"^Field %s touches several empires" % field)
            buttons = [app.find("push button", empire.capitalize(), table.panel) for empire in EMPIRES]
            places = [extents(app, b) for b in buttons]
            offered = {e for e, b in zip(EMPIRES, buttons) if b.getState().contains(pyatspi.STATE_SENSITIVE)}
            assert offered == empires, "field %s offers %s, the rules %s" % (field, offered, set(empires))
            # Reading order (row by row): orange, yellow, green, violet.
            assert sorted(places, key=lambda e: (e[1], e[0])) == places, places
            seen.append(places)
        assert seen[0] == seen[1], "the buttons moved: %s" % seen
        app.screenshot("empire-choice")


# Problem 17: the cards-paid rows keep their place while the text above them
# changes (the prompt, the price, the route).
def test_cards_paid_rows_keep_their_place():
    app, game = open_position(6)
    with app:
        table = to_act(app, game)
        seen = {}

        def rows():
            return tuple(extents(app, app.find("spin button", label, table.panel))
                         for label in ("Orange", "Yellow", "Green", "Violet", "Jokers"))
        table.button("Build Ship", then="^Jacopo builds a ship$")
        table.show_paid()
        seen["Jacopo builds a ship"] = rows()
        table.field("T")
        wait_for(lambda: not table.label(r"^Where\?$"), "the price of a ship in Tyros")
        seen["its price"] = rows()
        app.key("Escape")
        table.button("Move Ship", then="^Jacopo moves a ship$")
        table.field("T")
        table.field("24")
        table.wait_label("^Jacopo moves a ship from Tyros to 24$")
        table.wait_label("^Shortest route: ")
        seen["Jacopo moves a ship from Tyros to 24"] = rows()
        table.click(app.find(TOGGLE_BUTTON, "T_race a Longer Route", table.panel))
        table.wait_label(r"^Route so far: Tyros \(0 steps\)")
        seen["a route traced"] = rows()
        assert len(set(seen.values())) == 1, "the cards paid moved: %s" % seen


if __name__ == "__main__":
    sys.exit(run(test_traced_route_marks_the_step_that_crosses_land,
                 test_ship_move_by_keyboard,
                 test_build_city_with_no_field_says_so_at_once,
                 test_board_and_confirm_keep_their_place,
                 test_empire_choice_keeps_its_order,
                 test_cards_paid_rows_keep_their_place))
