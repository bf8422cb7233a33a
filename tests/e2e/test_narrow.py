#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window at phone width (360 x 640) and the New Game page in German,
Dutch and Italian at 1100 px: everything on screen, nothing cut, targets a
finger can hit, a ship move in four taps."""

import gettext
import json
import os
import re
import subprocess
import sys

import pyatspi

from tyros_e2e import (App, REGION_ROLES, TOGGLE_BUTTON, TestFailure, adw_at_least, cut_labels, devenv, find_all, name_of,
                       run, standings_points, test_data, tyros, wait_for)

PHONE_WIDTH, PHONE_HEIGHT = 360, 640
TOUCH_TARGET = 44


def translator(language):
    """The app's own translation from the build tree, as the app finds it."""
    return gettext.translation("tyros-companion", devenv()["TYROS_LOCALEDIR"], languages=[language]).gettext


def window_geometry(app):
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", app.window_id()],
                         capture_output=True, text=True, env=app.env).stdout
    geometry = dict(line.split("=", 1) for line in out.split())
    return int(geometry["WIDTH"]), int(geometry["HEIGHT"])


def inside(app, node, width, height):
    """Whether node lies in the window, width x height. AT-SPI's window
    coordinates start at the window's frame (GTK 4.18 puts it at -5, -5, and
    the header bar's first button a pixel further left)."""
    x, y, w, h = app.extents(node)
    left, top = (v - 1 for v in app.extents(app.window)[:2])
    return w > 0 and h > 0 and x >= left and y >= top and x + w <= left + width and y + h <= top + height


def open_at_card_actions(app_kwargs):
    """The app on the first 6 moves of tests/data/illegal-m3.tyros: round 1,
    card actions, Anna to act with her ships in Tyros (as bench/move-entry)."""
    app = App(**app_kwargs)
    with open(test_data("illegal-m3.tyros")) as f:
        game = json.load(f)
    game["moves"] = game["moves"][:6]
    path = os.path.join(app.tmp, "card-actions.tyros")
    with open(path, "w") as f:
        json.dump(game, f)
    app.args = [path]
    return app


def header_nodes(app):
    """The header bar's buttons and title labels, as a screen reader sees them."""
    title = app.region("Window Title")
    labels = [n for n in find_all(title, role="label") if name_of(n)]
    buttons = [app.find("push button", name) for name in ("Undo", "Redo", "Main Menu")]
    buttons.append(app.find(TOGGLE_BUTTON, "Side Panel"))
    return title, labels, buttons


def test_ship_move_at_phone_width():
    with open_at_card_actions(dict(width=PHONE_WIDTH, height=PHONE_HEIGHT)) as app:
        cells = wait_for(lambda: len(find_all(app.find("table", "Board", app.region("Game")),
                                              role="table cell")) == 33 and
                         find_all(app.find("table", "Board", app.region("Game")), role="table cell"),
                         "the 33 fields of the board")
        # The header bar does not hold the window wider than a phone. (Opened
        # at its default width, the game was laid out wide before the resize.)
        app.resize(PHONE_WIDTH, PHONE_HEIGHT)
        assert window_geometry(app) == (PHONE_WIDTH, PHONE_HEIGHT), window_geometry(app)
        title, labels, buttons = header_nodes(app)
        wait_for(lambda: any(re.search("’s turn$", name_of(n)) for n in labels), "the turn in the title")
        for node in [title] + buttons:
            assert inside(app, node, PHONE_WIDTH, PHONE_HEIGHT), \
                "%r at %s, not inside the window" % (name_of(node), app.extents(node))
        assert not cut_labels(title), "the title is cut: %s" % cut_labels(title)

        # Board and the move being entered on screen together: no panel to open.
        move = app.region("Move")
        steps = [lambda: app.find("push button", "Move Ship", move),
                 lambda: app.cell("T"), lambda: app.cell("23"),
                 lambda: app.find("push button", "C_onfirm", move)]
        for number, step in enumerate(steps, 1):
            target = step()
            x, y, w, h = app.extents(target)
            assert inside(app, target, PHONE_WIDTH, PHONE_HEIGHT), \
                "tap %d: %r at %s, not on the screen" % (number, name_of(target), (x, y, w, h))
            assert min(w, h) >= TOUCH_TARGET, \
                "tap %d: %r is %dx%d px, less than %d" % (number, name_of(target), w, h, TOUCH_TARGET)
            for cell in cells:
                assert inside(app, cell, PHONE_WIDTH, PHONE_HEIGHT), \
                    "tap %d: %r at %s, off the screen" % (number, name_of(cell), app.extents(cell))
            app.click(target)
            if number == 3:
                wait_for(lambda: app.find("push button", "C_onfirm", move).getState().contains(
                    pyatspi.STATE_SENSITIVE), "Confirm enabled")
        app.saved_game(lambda g: len(g["moves"]) == 7 and g["moves"][6].get("route", [None])[-1] == "23",
                       "the ship move to 23 saved after 4 taps")
        assert not cut_labels(move), "cut in the move panel: %s" % cut_labels(move)
        app.screenshot("ship-move")
        if adw_at_least(1, 6):
            check_bottom_sheet(app, cells)


def expected_summary(app):
    """The bottom bar's line, made from the header (whose turn, the round)
    and `tyros score --json` of the saved game (who leads, with how many)."""
    status, out = tyros("score", "--json", app.saved_games()[0])
    assert status == 0, out
    score = json.loads(out)
    leaders = [score["players"][i]["name"] for i in score["winners"]]
    points = score["players"][score["winners"][0]]["total"]
    assert len(leaders) == 1 and points > 1, "the test wants one leader with points: %s" % leaders
    _, labels, _ = header_nodes(app)
    names = [name_of(n) for n in labels]
    turn = next(n for n in names if n.endswith("’s turn"))
    round_number = next(re.match(r"Round (\d+) · ", n).group(1) for n in names if n.startswith("Round "))
    return "%s · round %s · %s leads with %d points" % (turn, round_number, leaders[0], points), \
        {p["name"]: str(p["total"]) for p in score["players"]}


def check_bottom_sheet(app, cells):
    """libadwaita 1.6+: standings and history wait in a bottom sheet. Its
    bar, under the move entry, sums the game up and is a button a finger, the
    keyboard and a screen reader can open; Escape closes it."""
    summary, points = expected_summary(app)
    bar = app.find("push button", "Standings and History", app.region("Game"))
    x, y, w, h = app.extents(bar)
    assert inside(app, bar, PHONE_WIDTH, PHONE_HEIGHT), "the sheet's bar at %s, not on the screen" % (app.extents(bar),)
    assert min(w, h) >= TOUCH_TARGET, "the sheet's bar is %dx%d px" % (w, h)
    assert bar.getState().contains(pyatspi.STATE_FOCUSABLE), "the sheet's bar cannot be reached by Tab"
    wait_for(lambda: summary in [name_of(n) for n in find_all(bar, role="label")],
             "the summary %r in the bar (%s)" % (summary, [name_of(n) for n in find_all(bar, role="label")]))
    assert not cut_labels(bar), "cut in the sheet's bar: %s" % cut_labels(bar)
    # the bar covers neither the board nor the move entry
    move = app.region("Move")
    for node in cells + [app.find("push button", "Move Ship", move)]:
        nx, ny, nw, nh = app.extents(node)
        assert ny + nh <= y, "%r at %s, under the sheet's bar at %s" % (name_of(node), (nx, ny, nw, nh), (x, y, w, h))

    for how, open_sheet in (("a tap", lambda: app.click(bar)), ("its action", lambda: app.activate(bar))):
        # closed, the sheet is below the window's foot (GTK 4.18 still says it is showing)
        assert not standings_on_screen(app), "the standings on the screen before %s on the bar" % how
        open_sheet()
        wait_for(lambda: standings_on_screen(app), "the standings shown by %s on the bar" % how)
        wait_for(lambda: standings_points(app, app.region("Game")) == points,
                 "the standings of `tyros score` (%s; shown %s)" % (points, standings_points(app, app.region("Game"))))
        if how == "a tap":
            app.screenshot("sheet-open")
        app.key("Escape")
        wait_for(lambda: not standings_on_screen(app), "the sheet to close on Escape")


def standings_on_screen(app):
    return [n for n in find_all(app.region("Game"), role=REGION_ROLES, name="Standings")
            if inside(app, n, PHONE_WIDTH, PHONE_HEIGHT)]


def test_narrowed_in_one_jump():
    """A game file with a broken rule (tests/data/illegal-m3.tyros: a banner
    and a long header), opened at the default width and narrowed to a phone's
    in one resize: the window is 360 px at once (libadwaita 1.2 held it at
    382 px, measured with the title still in the header bar)."""
    with App(width=PHONE_WIDTH, height=PHONE_HEIGHT, args=[test_data("illegal-m3.tyros")]) as app:
        # App.start asked for 360 x 640 once, and waited for the window to be so
        assert window_geometry(app) == (PHONE_WIDTH, PHONE_HEIGHT), window_geometry(app)
        title, labels, buttons = header_nodes(app)
        for node in [title] + buttons:
            assert inside(app, node, PHONE_WIDTH, PHONE_HEIGHT), \
                "%r at %s, not inside the window" % (name_of(node), app.extents(node))


def test_new_game_values_whole_at_1100():
    for language in ("de", "nl", "it"):
        _ = translator(language)
        with App(width=1100, height=1000, language=language) as app:
            app.press("push button", _("_New Game"))
            page = app.region(_("New Game"))
            app.press(TOGGLE_BUTTON, _("_4 Players"), page)
            # the start player's choices are made anew for 4 players
            wait_for(lambda: len(find_all(page, role="text")) == 4, "4 name rows")
            wait_for(lambda: len(options_of(app, app.find("combo box", _("_Start player"), page))) == 5,
                     "4 players and a drawn one to start")
            # the founding tiles last: entering them adds rows that push the others down
            for row in (_("_Start player"), _("_Edition"), _("_Founding tiles")):
                combo = app.find("combo box", row, page)
                for option in options_of(app, combo):
                    app.choose("combo box", row, option, page)
                    cut = cut_labels(page)
                    if cut:
                        app.screenshot("cut-%s" % language)
                        raise TestFailure("%s, %s = %s: cut %s" % (language, row, option, cut))


def options_of(app, combo):
    """The choices of a drop-down, read from its open list, which is closed again."""
    app.click(combo)
    items = wait_for(lambda: app.open_list(combo) and
                     [name_of(n) for n in find_all(app.open_list(combo), role="label")],
                     "the choices of %s" % name_of(combo))
    app.key("Escape")
    wait_for(lambda: not app.open_list(combo), "the list of %s to close" % name_of(combo))
    return items


if __name__ == "__main__":
    sys.exit(run(test_ship_move_at_phone_width,
                 test_narrowed_in_one_jump,
                 test_new_game_values_whole_at_1100))
