#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Score a Finished Board: set up the players, paint the board by pressing its
fields, and read a score sheet that equals `tyros score` on the saved board."""

import json
import sys

from tyros_e2e import App, TOGGLE_BUTTON, run, tyros, wait_for, find_all, name_of

NAMES = ["Annabelle", "Benedikt", "Cleopatra"]
EMPIRES = {"Orange": ["7", "8", "3", "2"], "Yellow": ["13", "12", "14"],
           "Green": ["23", "22", "18"], "Violet": ["26", "27", "30"]}
CITIES = {"Annabelle": ["8", "22"], "Benedikt": ["13"], "Cleopatra": ["27"]}


def test_finished_board_scored():
    with App() as app:
        app.press("push button", "_Score a Finished Board")
        page = app.region("New Game")
        # Problem 5: the set-up page says what it is for.
        wait_for(lambda: app.title()[0] == "Score a Finished Board",
                 "the title Score a Finished Board (is %r)" % app.title())
        for number, name in enumerate(NAMES, 1):
            app.type_into(app.find("text", "Name of player %d" % number, page), name)
        app.press("push button", "_Start Scoring", page)

        panel = app.region("Position")
        groups = wait_for(lambda: len(find_all(panel, role="table")) >= 3 and find_all(panel, role="table"),
                          "the chip, city and ship choices")
        chips, cities = groups[0], groups[1]
        for empire, fields in EMPIRES.items():
            # A click: a pressed button says "clicked" only after its animation.
            app.click(app.find(TOGGLE_BUTTON, empire, chips))
            for field in fields:
                app.activate(app.cell(field))
                wait_for(lambda: "%s empire" % empire.lower() in name_of(app.cell(field)),
                         "field %s in the %s empire" % (field, empire))
        for player, fields in CITIES.items():
            app.click(app.find(TOGGLE_BUTTON, player, cities))
            for field in fields:
                app.activate(app.cell(field))
                wait_for(lambda: "city of %s" % player in name_of(app.cell(field)),
                         "a city of %s on %s" % (player, field))

        saved = app.saved_game(lambda g: len(g.get("position", {}).get("cities", {})) == 4,
                               "the finished board saved with its 4 cities")
        status, out = tyros("score", "--json", saved["_path"])
        assert status == 0, out
        expected = json.loads(out)
        totals = [str(p["total"]) for p in expected["players"]]
        sheet = app.region("Score Sheet", app.region("Game"))

        def shown_totals():
            labels = [name_of(n) for n in find_all(sheet, role="label")]
            at = labels.index("Total")
            return labels[at + 1:at + 1 + len(totals)]
        wait_for(lambda: shown_totals() == totals, "the totals %s (shown %s)" % (totals, shown_totals()))
        assert any(t != "0" for t in totals), totals
        # Problem 5: the columns are headed by the players' names, readable.
        headers = [n for n in find_all(sheet, role="label") if name_of(n) in NAMES]
        assert [name_of(n) for n in headers][:3] == NAMES, [name_of(n) for n in headers]
        for header in headers[:3]:
            width = app.extents(header)[2]
            assert width >= 8 * len(name_of(header)), "the header %s is %d px wide" % (name_of(header), width)
        app.screenshot("scored")


if __name__ == "__main__":
    sys.exit(run(test_finished_board_scored))
