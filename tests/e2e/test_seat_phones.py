#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A whole 3-player game entered from the players' own phones, with the real
window as the referee (issue 32): a new game for Anna, Ben and Cleo, Share
with the Table, the three seat links read from the share dialog as a screen
reader reads them (host rewritten to 127.0.0.1), each opened in Debian's
Chromium (headless, 360 px; English, German, Italian). The phones play
tests/data/game-3p.tyros move by move (tests/web/seat_phones.py: ship moves
tapped on the board, a trade agreed on the partner's phone); the first move of
each kind is refused once (overpaid: by the rules, with the rule ID; a trade:
declined on the partner's phone; else by the window's Refuse), and the phone
says so. The window's proposal bar names the proposer, and its Accept plays
the move, for the first HAND_ACCEPTED moves; then "Accept moves from seat
phones at once" is turned on in Preferences for the rest. At the end the
autosaved game equals the moves the phones proposed and the journal they
followed, and `tyros score` of it equals the window's score sheet.
Skipped, loudly, without Chromium and its driver."""

import json
import os
import re
import sys
import time

import pyatspi

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "web"))

from tyros_e2e import App, Skip, TOGGLE_BUTTON, TestFailure, find_all, name_of, run, test_data, tyros, wait_for  # noqa: E402
from test_moves import start_first_game  # noqa: E402
from test_table_phone import CHROMIUM, DRIVER, loopback  # noqa: E402
from test_whole_game import expected_sheet, same_game, sheet_rows  # noqa: E402
from test_table_page import browser  # noqa: E402
import seat_phones  # noqa: E402
from seat_phones import LANGUAGES, PAID_KINDS, at_turn, choose, page_kind, propose_agreed, set_paid, state  # noqa: E402

JOURNAL = "game-3p.tyros"
# Accepted by hand up to here: every kind the window refuses by hand (expand,
# expand_pass, pass, a bank trade) has had its refusal by then (move 16).
HAND_ACCEPTED = 16
# The window with a proposal: at 1100x720, and at a phone's width for move 2
SCREENSHOTS = {0: "proposal-1100x720", 1: "proposal-360x640"}
NARROW = {1: (360, 640), 2: (1100, 720)}
SEAT_LINK = re.compile(r"^http://[^/]+:\d+/s/\S+$")
# what each phone sent: the moves proposed, in order (the page's own send())
RECORD_PROPOSALS = ("if (!window.proposed) { window.proposed = []; const sendToTable = send;"
                    " window.send = (m) => { if (m.type === 'propose') window.proposed.push(m.move);"
                    " sendToTable(m); }; }")


class Window:
    """The laptop's window as the referee: its proposal bar, Accept, Refuse."""

    def __init__(self, app):
        self.app = app
        self.at_once = False
        self.refusals = 0

    def bar_names(self, name):
        return wait_for(lambda: next((text for text in self.app.texts() if text.startswith(name + " proposes: ")), None),
                        "the window's proposal bar to name %s (shown: %s)" % (name, self.app.texts()))

    def accept(self, name, screenshot=None):
        self.bar_names(name)
        if screenshot:
            self.app.screenshot(screenshot)
        self.app.press("push button", "Accept")

    def refuse(self):
        if self.at_once:
            raise TestFailure("a refusal by the window while it accepts moves at once")
        self.app.press("push button", "Refuse")
        self.refusals += 1

    def accept_at_once(self):
        """Main Menu → Preferences → Table → Accept moves from seat phones at once."""
        menu_button = self.app.find("push button", "Main Menu")
        self.app.activate(find_all(menu_button, role=TOGGLE_BUTTON, name="Main Menu")[-1])
        self.app.activate(wait_for(lambda: next(iter(find_all(menu_button, role="menu item", name="_Preferences")), None),
                                   "the menu item Preferences"))
        label = re.compile(r"^_?Accept moves from seat phones at once")
        switch = wait_for(lambda: (find_all(self.app.root, role="check box", name=label) or
                                   find_all(self.app.root, role="switch", name=label) or [None])[0],
                          "the switch Accept moves from seat phones at once")
        self.app.activate(switch)
        wait_for(lambda: switch.getState().contains(pyatspi.STATE_CHECKED), "accepting at once switched on")
        self.app.key("Escape")
        self.at_once = True


def seat_links(app):
    """The share dialog's seat links in card order (Anna's, Ben's, Cleo's), on 127.0.0.1."""
    app.press("push button", "Share with the Table")
    links = wait_for(lambda: (lambda found: found if len(found) == 3 else None)(
        [name_of(n) for n in find_all(app.root, role="label", name=SEAT_LINK)]), "three seat links")
    return [loopback(link) for link in links]


def test_whole_game_from_seat_phones():
    if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
        print("# SKIPPED LOUDLY: Chromium or chromium-driver missing: no game from seat phones here", flush=True)
        raise Skip("Chromium (%s) or its driver (%s) missing" % (CHROMIUM, DRIVER))
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    with open(test_data(JOURNAL), encoding="utf-8") as f:
        journal = json.load(f)
    started = time.monotonic()
    app = App(width=1100, height=720)
    drivers = []
    with app:
        game = start_first_game(app, [p["name"] for p in journal["players"]], teach=False)
        if game["setup"] != journal["setup"] or game["edition"] != journal["edition"]:
            raise TestFailure("a new game is set up as %s, the journal as %s" % (game["setup"], journal["setup"]))
        window = Window(app)
        try:
            for link, language in zip(seat_links(app), LANGUAGES):
                drivers.append(browser(language, webdriver, Service))
                drivers[-1].get(link + "/")
            for driver, player in zip(drivers, journal["players"]):
                if not wait_for(lambda: state(driver)["seat"], "the seat page"):
                    raise TestFailure("no seat page")
                if player["name"] not in state(driver)["seat"]:
                    raise TestFailure("the seat page of %s says %r" % (player["name"], state(driver)["seat"]))
                driver.execute_script(RECORD_PROPOSALS)
            wait_for(lambda: len(find_all(app.root, role="label", name="A phone is connected")) == 3,
                     "the share dialog to show three seats with a phone")
            app.key("Escape")  # the dialog closes; sharing goes on

            proposed, refused, prices = [], {}, []
            hand_done = None
            for number, move in enumerate(journal["moves"]):
                name = journal["players"][move["player"]]["name"]
                driver = drivers[move["player"]]
                if number in NARROW:
                    app.resize(*NARROW[number])
                if number == HAND_ACCEPTED:
                    hand_done = time.monotonic()
                    window.accept_at_once()
                if not at_turn(driver, number):
                    raise TestFailure("move %d: no choices on %s's phone: %s" % (number + 1, name, state(driver)))
                entry, _ = choose(driver, move)
                prices.append({entry["colour"]: entry["cost"]} if entry["colour"] and entry["cost"] > 0 else None)
                kind = page_kind(move)
                if kind not in refused:
                    refused[kind] = seat_phones.refuse_once(window, driver, drivers, move, entry)
                    if not refused[kind] or not at_turn(driver, number):
                        raise TestFailure("move %d: the refusal of a %s is not shown: %s"
                                          % (number + 1, kind, state(driver)))
                    entry, _ = choose(driver, move)
                if move.get("paid") and move["type"] in PAID_KINDS and entry["move"].get("route") == move.get("route"):
                    set_paid(driver, move["paid"])
                s, _ = propose_agreed(driver, drivers, move, ("waiting", "accepted") if window.at_once else ("waiting",))
                if not s:
                    raise TestFailure("move %d: the proposal does not wait for the table: %s"
                                      % (number + 1, state(driver)))
                proposed.append(driver.execute_script("return window.proposed[window.proposed.length - 1]"))
                if not window.at_once:
                    window.accept(name, SCREENSHOTS.get(number))
                if not wait_for(lambda: (lambda s: s["moves"] == number + 1 and s["proposal"] in ("accepted", ""))(
                        state(driver)), "move %d accepted on %s's phone (%s)" % (number + 1, name, state(driver))):
                    raise TestFailure("move %d not accepted" % (number + 1))
            entered = time.monotonic()

            if sorted(refused) != sorted(set(page_kind(m) for m in journal["moves"])) or window.refusals == 0:
                raise TestFailure("refused once per kind: %s, by the window %d" % (refused, window.refusals))
            saved = app.saved_game(lambda g: len(g["moves"]) == len(journal["moves"]), "the whole game saved")
            if saved["moves"] != proposed:
                raise TestFailure("the saved game is not the moves the phones proposed")
            # An expansion names its empire, as one entered in the window does; a
            # move the journal takes as correctly paid is paid on the phone at
            # the price its steppers offer (the core's).
            followed = [dict(m, paid=price) if price and "paid" not in m and m["type"] in PAID_KINDS else m
                        for m, price in zip(journal["moves"], prices)]
            same_game(saved, dict(journal, moves=followed))
            status, out = tyros("score", "--json", saved["_path"])
            if status != 0:
                raise TestFailure("tyros score: " + out)
            expected = expected_sheet(json.loads(out))
            sheet = app.region("Score Sheet")

            def shown():
                return [row for row in sheet_rows(app, sheet, 3) if row[0] in {title for title, _ in expected}]
            wait_for(lambda: shown() == expected, "the score sheet %s (shown %s)" % (expected, shown()))
            sys.stderr.write("# %d moves: %d accepted by hand in %.0f s, the rest at once in %.0f s; the scenario %.0f s\n"
                             % (len(journal["moves"]), HAND_ACCEPTED, hand_done - started, entered - hand_done,
                                time.monotonic() - started))
        finally:
            for driver in drivers:
                driver.quit()


if __name__ == "__main__":
    sys.exit(run(test_whole_game_from_seat_phones))
