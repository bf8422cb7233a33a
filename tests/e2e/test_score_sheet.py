#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The score sheet at phone width (360 x 640) in English, German, Dutch and
Italian, for 3 and 4 players: the window stays 360 px wide and every name
shows whole, on one line; and a finished board's score sheet beside the
board at 1280 px (issue 19, 13: the sheet widened the window to 413-477 px
and cut "An…"). AT-SPI's extents do not show Pango's ellipsis here ("An…"
in a label it reports 40 px wide): tests/app/test-game-page.c checks the
layouts themselves."""

import gettext
import json
import subprocess
import sys

from tyros_e2e import App, TestFailure, cut_labels, devenv, find_all, name_of, needed_width, run, test_data, wait_for

PHONE_WIDTH, PHONE_HEIGHT = 360, 640


def translator(language):
    if language == "en":
        return lambda text: text
    return gettext.translation("tyros-companion", devenv()["TYROS_LOCALEDIR"], languages=[language]).gettext


def window_geometry(app):
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", app.window_id()],
                         capture_output=True, text=True, env=app.env).stdout
    geometry = dict(line.split("=", 1) for line in out.split())
    return int(geometry["WIDTH"]), int(geometry["HEIGHT"])


def player_names(name):
    with open(test_data(name)) as f:
        return [p["name"] for p in json.load(f)["players"]]


def name_labels(sheet, names):
    return [n for n in find_all(sheet, role="label") if name_of(n) in names]


def whole_names(app, sheet, names, where):
    """Every name in the sheet's heading, on one line and not cut."""
    labels = wait_for(lambda: len(name_labels(sheet, names)) >= len(names) and name_labels(sheet, names),
                      "the names %s in the score sheet (%s)" % (names, where))
    cut = cut_labels(sheet)
    if cut:
        app.screenshot("cut")
        raise TestFailure("%s: cut in the score sheet: %s" % (where, cut))
    for label in labels:
        _, line_height = needed_width(label)
        height = app.extents(label)[3]
        if height >= 1.3 * line_height:  # two lines: a name split in the middle
            raise TestFailure("%s: the name %r wraps (%d px high)" % (where, name_of(label), height))


def test_score_sheet_at_phone_width():
    for game in ("game-3p.tyros", "game-4p.tyros"):
        names = player_names(game)
        for language in ("en", "de", "nl", "it"):
            _ = translator(language)
            where = "%s, %d players" % (language, len(names))
            with App(width=PHONE_WIDTH, height=PHONE_HEIGHT, args=[test_data(game)],
                     language=None if language == "en" else language) as app:
                app.press("push button", _("S_how the Score Sheet"))
                sheet = app.region(_("Score Sheet"))
                whole_names(app, sheet, names, where)
                geometry = window_geometry(app)
                if geometry != (PHONE_WIDTH, PHONE_HEIGHT):
                    app.screenshot("wide-%s-%d" % (language, len(names)))
                    raise TestFailure("%s: the score sheet made the window %dx%d" % ((where,) + geometry))
                app.screenshot("score-sheet-%s-%d" % (language, len(names)))


def test_finished_board_sheet_at_1280():
    names = player_names("position-board-a.tyros")
    with App(width=1280, height=800, args=[test_data("position-board-a.tyros")]) as app:
        sheet = app.region("Score Sheet", app.region("Game"))
        whole_names(app, sheet, names, "a finished board at 1280 px")
        app.screenshot("finished-board")


if __name__ == "__main__":
    sys.exit(run(test_score_sheet_at_phone_width,
                 test_finished_board_sheet_at_1280))
