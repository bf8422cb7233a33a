#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Seat links in a real browser (docs/table-seats.md): each player proposes
their own moves from their own phone page; the table accepts them.

table-host plays the table: it answers "seat N" with player N's seat link and
"accept" plays the waiting proposal's move as the window would. Three
Chromiums (360x640, headless, 127.0.0.1 only) are Anna's, Ben's and Cleo's
phones; they play tests/data/game-3p.tyros move by move, each move chosen on
its player's page from the core's legal moves: ship moves by tapping the
board, trades agreed on the partner's phone. The first move of each kind is
refused once (underpaid: with its rule ID; else by the table) before it is
proposed again. At the end the saved game equals the accepted proposals, and
`tyros score` the page's score sheet. TAP output. Screenshots of a ship move
(light and dark, en/de/it) go to $TYROS_TABLE_SCREENSHOTS when set.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import test_table_page as table
from test_table_page import Host, browser, tap, wait_until, results
from seat_phones import (LANGUAGES, PAID_KINDS, at_turn, choose, click, propose, propose_agreed, refuse_once,
                         set_paid, state)


class Table:
    def __init__(self, host, drivers):
        self.host, self.drivers = host, drivers
        self.accepted = []

    def command(self, line):
        self.host.process.stdin.write(line + "\n")
        self.host.process.stdin.flush()
        return self.host.process.stdout.readline().strip()

    def at_turn(self, player, n_moves):
        return at_turn(self.drivers[player], n_moves)

    def propose(self, driver, want):
        return propose(driver, want)

    def refuse(self):
        self.command("refuse")

    def accept(self, driver):
        proposal = self.command("proposal")
        answer = self.command("accept")
        if not answer.startswith("ok"):
            raise AssertionError("the table could not play %s: %s" % (proposal, answer))
        self.accepted.append(json.loads(proposal.split(" ", 1)[1]))
        return int(answer.split()[1])


def main():
    if not (os.path.exists(table.CHROMIUM) and os.path.exists(table.DRIVER)):
        print("1..0 # SKIP Chromium or its driver is missing: SEAT PAGES ARE NOT TESTED IN A BROWSER", flush=True)
        return 0
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    script_path = os.path.join(os.environ["TYROS_TEST_DATA"], "game-3p.tyros")
    with open(script_path, encoding="utf-8") as f:
        script = json.load(f)
    host = Host(os.environ["TYROS_TABLE_HOST"], script_path, [])
    drivers = []
    print("1..9", flush=True)
    try:
        table_ = Table(host, drivers)
        for player, language in enumerate(LANGUAGES):
            seat = table_.command("seat %d" % player).split()[1]
            drivers.append(browser(language, webdriver, Service))
            drivers[-1].get("http://127.0.0.1:%d%s/" % (host.port, seat))
        reader = browser("en", webdriver, Service)
        reader.get("http://127.0.0.1:%d%s/" % (host.port, host.path))

        # 1. only the seat to act is offered choices
        first = table_.at_turn(0, 0)
        others = [wait_until(lambda d=d: state(d)["seat"] != "" and state(d)) for d in drivers[1:]]
        time.sleep(0.5)
        tap("only the seat to act is offered moves, each page names its player",
            bool(first) and all(o and state(d)["choices"] in ("0", None) for o, d in zip(others, drivers[1:]))
            and "Anna" in first["seat"] and "Ben" in others[0]["seat"]
            and reader.execute_script("return document.getElementById('seat').hidden"),
            "%s / %s" % (first, [state(d) for d in drivers[1:]]))

        n_played = 0
        refused_kinds = {}
        ship_move = None
        trade = None
        screens = set()
        taken_back = False
        failure = ""
        for number, move in enumerate(script["moves"]):
            player = move["player"]
            driver = drivers[player]
            if not table_.at_turn(player, n_played):
                failure = "move %d: no choices on %d's page: %s" % (number + 1, player, state(driver))
                break
            entry, tapped = choose(driver, move)
            kind = move["type"]
            paid = move.get("paid") if entry["move"].get("route") == move.get("route") else None
            if kind in PAID_KINDS and entry["cost"] > 0:
                # the default: the entry's price
                default = {entry["colour"]: entry["cost"]} if entry["colour"] else {}
                shown = {c: int(driver.find_element("css selector", '#steppers [data-colour="%s"] output' % c).text)
                         for c in ("orange", "yellow", "green", "violet", "joker")}
                if {c: n for c, n in shown.items() if n} != default:
                    failure = "move %d: steppers %s, want %s" % (number + 1, shown, default)
                    break
            if kind == "move" and tapped and ship_move is None:
                s = state(driver)
                route = " → ".join([entry["move"]["from"]] + entry["move"]["route"])
                # every control has a name a screen reader says (targets and steppers by aria-label)
                unnamed = driver.execute_script(
                    "return Array.from(document.querySelectorAll('#seat button, #chooser button, #chooser input, #targets button'))"
                    ".filter((e) => e.offsetParent !== null && !(e.getAttribute('aria-label') || e.textContent.trim()"
                    " || (e.labels && e.labels.length && e.labels[0].textContent.trim()))).length")
                ship_move = (s["route"] == "Route: " + route and s["price"].startswith("Price: ") and s["width"] <= 360
                             and unnamed == 0
                             and str(entry["cost"]) in s["price"], "%r %r want %r, %d px wide, %d unnamed controls" % (s["route"], s["price"], route, s["width"], unnamed))
            if kind == "move" and tapped and player not in screens:
                screens.add(player)
                driver.execute_script("document.getElementById('board-title').scrollIntoView()")
                table.screenshot(driver, "seat-move-" + LANGUAGES[player])
            if number == 0:
                # Take Back while it waits: nothing is played, the choices come back
                s = table_.propose(driver, ("waiting",))
                click(driver, "#take-back")
                taken_back = bool(s) and bool(wait_until(lambda: state(driver)["proposal"] == "withdrawn")) \
                    and table_.command("proposal") == "proposal none" and bool(table_.at_turn(player, n_played))
                entry, tapped = choose(driver, move)
            if kind not in refused_kinds:
                refused_kinds[kind] = refuse_once(table_, driver, drivers, move, entry)
                if not refused_kinds[kind] or not table_.at_turn(player, n_played):
                    failure = "move %d: the refusal of a %s is not shown: %s" % (number + 1, kind, state(driver))
                    break
                entry, tapped = choose(driver, move)
            if paid and kind in PAID_KINDS and entry["cost"] > 0:
                set_paid(driver, paid)
            s, agreed = propose_agreed(driver, drivers, move)
            trade = agreed if agreed is not None else trade
            if not s or s["proposal"] != "waiting":
                failure = "move %d: the proposal does not wait for the table: %s" % (number + 1, state(driver))
                break
            n_played = table_.accept(driver)
            if not wait_until(lambda: state(driver)["proposal"] in ("accepted", "")
                              and state(reader)["lastMove"] is not None
                              and reader.execute_script("return page.snapshot.n_moves") == n_played):
                failure = "move %d: accepted but not shown: %s" % (number + 1, state(driver))
                break
            print("# move %d (%s) from %s's phone" % (number + 1, kind, script["players"][player]["name"]), flush=True)

        tap("a ship move tapped on the board shows its route and price", bool(ship_move) and ship_move[0],
            ship_move[1] if ship_move else "no ship move tapped")
        tap("every move is proposed from its player's phone and accepted by the table",
            failure == "" and n_played == len(script["moves"]), failure or "%d of %d" % (n_played, len(script["moves"])))
        tap("one refusal per kind, with the rule ID when the rules refuse it",
            sorted(refused_kinds) == sorted(set(m["type"] for m in script["moves"])) and all(refused_kinds.values()),
            str(refused_kinds))
        tap("a trade is asked on the partner's phone and agreed there", bool(trade), str(trade))

        with tempfile.TemporaryDirectory() as folder:
            saved = os.path.join(folder, "saved.tyros")
            table_.command("save " + saved)
            with open(saved, encoding="utf-8") as f:
                moves = json.load(f)["moves"]
            tap("the saved game is the journal of accepted proposals", moves == table_.accepted and len(moves) > 0,
                "%d saved, %d accepted" % (len(moves), len(table_.accepted)))
            tyros = os.environ.get("TYROS_COMMAND")
            sheet = reader.execute_script("return page.snapshot.score_sheet") or []
            if tyros:
                score = subprocess.run([tyros, "score", saved], capture_output=True, text=True, timeout=60,
                                       env=dict(os.environ, LANGUAGE="en", LANG="C.UTF-8")).stdout
                tap("tyros score of the saved game has the page's score sheet", len(sheet) > 0
                    and all(line.strip() in score for line in sheet if line.strip()), "%r / %r" % (sheet, score))
            else:
                tap("tyros score of the saved game has the page's score sheet # SKIP no TYROS_COMMAND", True)
        tap("a waiting proposal is taken back from the phone", taken_back)

        # Cleo's link opened on a second phone takes the seat; Ben's link renewed
        second = browser("it", webdriver, Service)
        drivers.append(second)
        second.get(drivers[2].current_url)
        taken = wait_until(lambda: state(drivers[2])["status"].startswith("Questo posto") and state(second)["seat"])
        table_.command("renew 1")
        withdrawn = wait_until(lambda: state(drivers[1])["status"].startswith("Dieser Platz-Link"))
        time.sleep(1.5)  # no reconnecting meanwhile
        states = [driver.execute_script("return document.body.dataset.state") for driver in drivers[1:3]]
        tap("a seat taken over by another phone, and a withdrawn seat link, say so and stay closed",
            bool(taken) and bool(withdrawn) and states == ["seat_withdrawn", "taken_over"],
            "%s / %s" % (states, [state(d)["status"] for d in drivers[1:3]]))
    finally:
        for driver in drivers:
            driver.quit()
        try:
            reader.quit()
        except NameError:
            pass
        host.close()
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
