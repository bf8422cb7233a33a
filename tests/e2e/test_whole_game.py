#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A whole game entered as a group at the table enters it: New Game set up as
the journal's set-up says, then every move of the journal by pressing the
board's fields, the action buttons, the cards paid and Confirm, ending on the
score sheet. The standings on the way, every number of the score sheet and the
autosaved game must equal what `tyros` says of the journal."""

import json
import os
import re
import sys
import time

import pyatspi

from tyros_e2e import (App, REGION_ROLES, TOGGLE_BUTTON, TestFailure, run, tyros, test_data, wait_for,
                       find_all, name_of, children, text_of)
from test_new_game import open_new_game, set_players, set_spin, teach_off
from test_played_game import standings_points

JOURNAL = "game-italian.tyros"
CHECKPOINT_EVERY = 25
EDITIONS = {"italian": "Italian rulebook", "kosmos": "Kosmos rulebook (German, Dutch)"}
CARD_KINDS = ("orange", "yellow", "green", "violet", "joker")
ORDINALS = {1: "largest", 2: "2nd", 3: "3rd", 4: "smallest"}


def journal():
    with open(test_data(JOURNAL)) as f:
        return json.load(f)


def score_of(app, game, n_moves, name):
    """`tyros score --json` of the journal's first N_MOVES moves."""
    path = os.path.join(app.tmp, name)
    with open(path, "w") as f:
        json.dump(dict(game, moves=game["moves"][:n_moves]), f)
    status, out = tyros("score", "--json", path)
    assert status == 0, out
    return json.loads(out)


class Table:
    """The game page as the person entering the moves sees it. Buttons are
    clicked with the mouse (a button activated through its accessible action
    says "clicked" only after its pressed animation); after each press the
    test waits for what the press changes, never for a fixed time."""

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.names = [p["name"] for p in game["players"]]
        self.panel = app.region("Move")
        board = app.find("table", "Board", app.region("Game"))
        self.cells = {}
        for node in children(board):
            match = re.match(r"^(?:Field (\d+)|(Tyros)),", name_of(node))
            if match:
                self.cells["T" if match.group(2) else match.group(1)] = node
        assert len(self.cells) == 33, sorted(self.cells)
        self.known = []
        self.paid_open = False
        self.traced = 0

    # ---- the board

    def field(self, place):
        """Presses a field; a coast of 16 is clicked on its half of Italy."""
        if place in ("16w", "16e"):
            x, y, width, height = self.app.extents(self.cells["16"])
            x += width // 4 if place == "16w" else width * 3 // 4
            self.app.xdotool("mousemove", x, y + height // 2, "click", 1)
        else:
            self.app.activate(self.cells[place])

    # ---- the panel

    def panel_texts(self):
        return [name_of(n) for n in find_all(self.panel, role="label")]

    def label(self, pattern):
        """The text of the panel's label that shows PATTERN, or None. Labels
        found before are read first: reading a few labels is quicker than
        walking the panel."""
        regex = re.compile(pattern)
        for node in self.known:
            text = name_of(node)
            if regex.search(text):
                return text
        for node in find_all(self.panel, role="label"):
            text = name_of(node)
            if regex.search(text):
                self.known.append(node)
                return text
        return None

    def wait_label(self, pattern):
        try:
            return wait_for(lambda: self.label(pattern), "the panel to say %r" % pattern)
        except TestFailure as failure:
            raise TestFailure("%s (it says: %s)" % (failure, " | ".join(self.panel_texts())))

    def button(self, label, then=None):
        """Clicks a button of the panel, then waits until the panel says THEN."""
        self.click(self.app.find("push button", label, self.panel))
        if then is not None:
            self.wait_label(then)

    def place(self, node):
        """Where NODE is once it is laid out: shown, and where it was a moment
        ago (a control just shown is placed at the next frame)."""
        seen = []

        def settled():
            seen.append(self.app.extents(node))
            return seen[-1][2] > 0 and len(seen) > 1 and seen[-1] == seen[-2] and seen[-1]
        return wait_for(settled, "%s in its place" % name_of(node))

    def click(self, node):
        """Clicks NODE once it is laid out and sensitive."""
        wait_for(lambda: node.getState().contains(pyatspi.STATE_SENSITIVE), "%s sensitive" % name_of(node))
        self.place(node)
        self.app.click(node)

    def show_paid(self):
        """Opens the cards paid (they stay open from move to move)."""
        if not self.paid_open:
            expander = self.app.find(TOGGLE_BUTTON, "Cards paid (optional)", self.panel)
            self.app.activate(expander)
            wait_for(lambda: expander.getState().contains(pyatspi.STATE_EXPANDED), "the cards paid shown")
            self.paid_open = True

    def pay(self, paid):
        if not paid:
            return
        self.show_paid()
        for kind, count in paid.items():
            label = "Jokers" if kind == "joker" else kind.capitalize()
            set_spin(self.app, self.app.find("spin button", label, self.panel), count)

    # ---- one move of the journal

    def enter(self, number, move):
        kind = move["type"]
        name = self.names[move["player"]]
        if kind == "expand":
            self.expand(number, move)
        elif kind == "move":
            self.ship(name, move)
        elif kind in ("build_city", "build_ship"):
            what = "city" if kind == "build_city" else "ship"
            self.button("Build %s" % what.capitalize(), then="^%s builds a %s$" % (name, what))
            self.field(move["field"])
            self.pay(move.get("paid"))
            self.button("C_onfirm")
        elif kind == "pass":
            self.button("Pass")
        elif kind == "trade":
            self.button("Trade with Player", then="^%s trades with a player$" % name)
            partners = self.app.find(REGION_ROLES, "Tr_aded with", self.panel)
            partner = self.app.find(TOGGLE_BUTTON, self.names[move["partner"]], partners)
            self.app.activate(partner)
            wait_for(lambda: partner.getState().contains(pyatspi.STATE_CHECKED) or
                     partner.getState().contains(pyatspi.STATE_PRESSED), "%s chosen" % name_of(partner))
            self.button("Trade _Done")
        elif kind in ("bank_swap", "bank_pick"):
            self.button("Trade with Bank", then="^%s trades with the bank$" % name)
            if kind == "bank_swap":
                set_spin(self.app, self.app.find("spin button", "C_ards swapped", self.panel), move["count"])
                self.button("Swap with the _Draw Pile")
            else:
                self.button("D_iscard 3, Take 1 from the Discard Pile")
        else:
            raise TestFailure("move %d: no way to enter a %r here" % (number, kind))

        try:
            wait_for(lambda: self.saved_moves() == number, "move %d entered" % number)
        except TestFailure:
            raise TestFailure("move %d %s not entered; the panel says: %s"
                              % (number, json.dumps(move), " | ".join(self.panel_texts())))

    def saved_moves(self):
        for path in self.app.saved_games():
            try:
                with open(path) as f:
                    return len(json.load(f)["moves"])
            except (OSError, ValueError, KeyError):
                return -1
        return -1

    def expand(self, number, move):
        field = move["field"]
        self.field(field)
        empire = move.get("empire")
        if empire is None:
            return  # one empire: the tile is played at once
        choice = r"^Field %s touches several empires" % field

        def chosen_or_choice():
            if self.saved_moves() == number:
                return "played"
            return self.label(choice) and "choice"
        if wait_for(chosen_or_choice, "tile %s played or its empires offered" % field) == "choice":
            self.button(empire.capitalize())

    def ship(self, name, move):
        self.button("Move Ship", then="^%s moves a ship$" % name)
        self.field(move["from"])
        self.wait_label("^%s moves a ship from" % name)
        route = move["route"]
        self.field(route[-1])
        wanted = " → ".join(place_name(p) for p in [move["from"]] + route)
        shown = re.match(r"^Shortest route: (.*?) \(\d+ steps?\)", self.wait_label("^Shortest route: ")).group(1)
        if shown != wanted:
            # Not the route drawn: trace it field by field, as a person would.
            trace = self.app.find(TOGGLE_BUTTON, "T_race a Longer Route", self.panel)
            self.click(trace)
            self.traced += 1
            self.wait_label(r"^Route so far: %s \(0 steps\)" % re.escape(place_name(move["from"])))
            for steps, place in enumerate(route, 1):
                self.field(place)
                self.wait_label(r"^Route so far: .* \(%d steps?\)" % steps)
        self.pay(move.get("paid"))
        self.button("C_onfirm")


def place_name(place):
    return {"T": "Tyros", "16w": "16 (west coast)", "16e": "16 (east coast)"}.get(place, place)


def set_up(app, game):
    """New Game filled in as the journal's set-up says."""
    setup = game["setup"]
    page = open_new_game(app)
    names = [p["name"] for p in game["players"]]
    set_players(app, page, names)
    app.choose("combo box", "_Edition", EDITIONS[game.get("edition", "kosmos")], page)
    if "seed" in setup:
        raise TestFailure("a drawn set-up cannot be entered by hand")
    app.choose("combo box", "_Founding tiles", "Enter the tiles we drew", page)
    for empire, field in setup["empires"].items():
        row = app.find("list item", "Founding field of the %s empire" % empire, page)
        set_spin(app, app.find("spin button", re.compile("."), row), int(field))
    if setup.get("discarded"):
        app.type_into(app.find("text", re.compile("^Discarded founding tiles"), page),
                      " ".join(setup["discarded"]))
    app.choose("combo box", "_Start player", names[setup["start_player"]], page)
    # A group that knows the game: no lessons between the moves.
    teach_off(app, page)
    app.press("push button", "_Start Game", page)


def sheet_rows(app, sheet, n_players):
    """The score sheet as {row title: [the players' numbers]}, in order."""
    labels = [name_of(n) or text_of(n) for n in find_all(sheet, role="label")]
    rows = []
    at = 0
    while at < len(labels):
        title = labels[at]
        values = labels[at + 1:at + 1 + n_players]
        if title and len(values) == n_players and all(re.match(r"^(\d+|–)$", v) for v in values):
            rows.append((title, values))
            at += 1 + n_players
        else:
            rows.append((title, None))
            at += 1
    return rows


def on_sheet(points):
    """A number as a line of the score sheet shows it: nothing scored is a dash."""
    return str(points) if points else "–"


def expected_sheet(score):
    """The rows the score sheet must show, made from `tyros score --json`."""
    rows = []
    players = score["players"]
    for empire in score["empires"]:
        size = empire["size"]
        rows.append(("%s: %s, %d field%s%s" % (empire["empire"].capitalize(), ORDINALS[empire["rank"]], size,
                                              "" if size == 1 else "s",
                                              " (tie-break)" if empire["tie_broken"] else ""), None))
        for title, key in (("City control (F5)", "city_control"), ("Ship control (F5)", "ship_control"),
                           ("Majority bonus (F3)", "majority")):
            rows.append((title, [on_sheet(p["empires"][empire["empire"]][key]) for p in players]))
    rows.append(("First in all four (B6)", [on_sheet(p["all_four_bonus"]) for p in players]))
    rows.append(("Total", [str(p["total"]) for p in players]))
    return rows


def winner_text(score):
    names = [score["players"][w]["name"] for w in score["winners"]]
    total = score["players"][score["winners"][0]]["total"]
    if len(names) == 1:
        return "%s wins with %d points" % (names[0], total)
    return "%s share the win with %d points each (F7)" % (", ".join(names[:-1]) + " and " + names[-1], total)


def same_game(saved, game):
    """What the app saved is the journal: players, edition, set-up, moves."""
    assert [p["name"] for p in saved["players"]] == [p["name"] for p in game["players"]], saved["players"]
    assert saved.get("edition", "kosmos") == game.get("edition", "kosmos"), saved.get("edition")
    assert saved["setup"]["empires"] == game["setup"]["empires"], saved["setup"]
    assert saved["setup"]["start_player"] == game["setup"]["start_player"], saved["setup"]
    assert sorted(saved["setup"].get("discarded", []), key=int) == \
        sorted(game["setup"].get("discarded", []), key=int), saved["setup"]
    assert len(saved["moves"]) == len(game["moves"]), len(saved["moves"])
    for number, (entered, journalled) in enumerate(zip(saved["moves"], game["moves"]), 1):
        # An expansion names its empire whether or not the journal had to.
        if journalled["type"] == "expand" and "empire" not in journalled:
            entered = {k: v for k, v in entered.items() if k != "empire"}
        assert entered == journalled, "move %d: saved %s, journal %s" % (number, entered, journalled)


def test_whole_game_entered_move_by_move():
    game = journal()
    started = time.monotonic()
    with App(height=1000) as app:
        set_up(app, game)
        saved = app.saved_game(what="the new game saved")
        status, out = tyros("check", saved["_path"])
        assert status == 0, out
        table = Table(app, game)
        for number, move in enumerate(game["moves"], 1):
            table.enter(number, move)
            if number % CHECKPOINT_EVERY == 0 and number < len(game["moves"]):
                score = score_of(app, game, number, "prefix-%d.tyros" % number)
                expected = {p["name"]: str(p["total"]) for p in score["players"]}
                wait_for(lambda: standings_points(app) == expected,
                         "after move %d the standings %s (shown %s)" % (number, expected, standings_points(app)))
        entered = time.monotonic()

        # The last move ends the game: the score sheet comes up on its own.
        sheet = app.region("Score Sheet")
        score = score_of(app, game, len(game["moves"]), "whole.tyros")
        expected = expected_sheet(score)
        n = len(game["players"])

        def shown():
            return [row for row in sheet_rows(app, sheet, n) if row[0] in {title for title, _ in expected}]
        wait_for(lambda: shown() == expected, "the score sheet %s (shown %s)" % (expected, shown()))
        # The columns are headed by the players' names, in seat order.
        labels = [name_of(node) for node in find_all(sheet, role="label")]
        names = [p["name"] for p in game["players"]]
        at = labels.index(names[0])
        assert labels[at:at + n] == names, labels[:at + n]
        app.wait_text("^%s$" % re.escape(winner_text(score)), sheet)
        app.screenshot("score-sheet")

        saved = app.saved_game(lambda g: len(g["moves"]) == len(game["moves"]), "the whole game saved")
        status, out = tyros("check", saved["_path"])
        assert status == 0, out
        same_game(saved, game)
        status, out = tyros("score", "--json", saved["_path"])
        assert status == 0 and json.loads(out) == score, out
        sys.stderr.write("# %d moves entered in %.0f s (%d routes traced), the whole scenario %.0f s\n"
                         % (len(game["moves"]), entered - started, table.traced, time.monotonic() - started))


if __name__ == "__main__":
    sys.exit(run(test_whole_game_entered_move_by_move))
