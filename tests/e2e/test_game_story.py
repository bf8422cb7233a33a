#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The story of a game (issue 21): the chart's table on the score sheet says
what `tyros score --json` says of the game cut after every 25th move; a click
on the chart shows the board after the right move with the History tab, and
the step keys go on from there. The score sheet's PDF and image, saved through
the file chooser, hold the names, totals and colours `tyros score` gives."""

import json
import os
import re
import shutil
import subprocess

import pyatspi

from tyros_e2e import (TOGGLE_BUTTON, App, TestFailure, check_table_interface, children, find_all,
                       name_of, run, table_row, test_data, tyros, wait_for)

GAME = "game-3p.tyros"


def open_copy(**kwargs):
    app = App(**kwargs)
    app.path = os.path.join(app.tmp, GAME)
    shutil.copy(test_data(GAME), app.path)
    app.args = [app.path]
    return app


def journal():
    with open(test_data(GAME)) as f:
        return json.load(f)


def expected_totals(app, game, n_moves):
    """`tyros score --json` of the game as a file with only its first moves."""
    path = os.path.join(app.tmp, "cut-%d.tyros" % n_moves)
    with open(path, "w") as f:
        json.dump(dict(game, moves=game["moves"][:n_moves]), f)
    status, out = tyros("score", "--json", path)
    assert status == 0, out
    return [str(p["total"]) for p in json.loads(out)["players"]]


READ_ONLY = re.compile(r"Read only: the board after (move (\d+)|the set-up)")


def shown_move(app):
    """The move the board shows from the history ("after move 50"; 0 the
    set-up), or None for the game now: the banner over the board says it.
    The banner's label is found once (walking the page takes seconds)."""
    label = getattr(app, "banner_label", None)
    if label is None:
        found = find_all(app.region("Game"), role="label", name=READ_ONLY)
        if not found:
            return None
        label = app.banner_label = found[0]
    # the banner folds away with the game now, its label unchanged: then
    # "Last Move" has nowhere to go
    last = getattr(app, "last_move_button", None)
    if last is None:
        last = app.last_move_button = app.find("push button", "Last Move")
    if not last.getState().contains(pyatspi.STATE_SENSITIVE):
        return None
    found = READ_ONLY.search(name_of(label))
    if not found:
        return None
    return int(found.group(2)) if found.group(2) else 0


def test_story():
    game = journal()
    names = [p["name"] for p in game["players"]]
    columns = len(names) + 1
    n = len(game["moves"])
    with open_copy() as app:
        app.press("push button", "S_how the Score Sheet")
        # every button of the score sheet named for a screen reader: GTK 4.8
        # named the Share button's icon by its type, "GtkImage"
        wait_for(lambda: find_all(app.window, role="push button", name="Share and Export"), "the Share button")
        by_type = [name_of(b) for b in find_all(app.window, role=TOGGLE_BUTTON)
                   if re.match(r"^(Gtk|Adw)[A-Z]", name_of(b)) and app.extents(b)[2] > 0]
        if by_type:
            raise TestFailure("buttons named by their type: %s" % by_type)

        # The table: a row per move, as `tyros score` scores the game cut there
        app.press(TOGGLE_BUTTON, "Numbers")
        table = app.find("table", "Points after each move")
        wait_for(lambda: table.childCount == n + 2, "a row per move in the story table (%d)" % table.childCount)
        if table_row(table, 0, columns)[1:] != names:
            raise TestFailure("the table's heading is %s, not %s" % (table_row(table, 0, columns), names))
        for k in list(range(0, n + 1, 25)) + [n]:
            want = [str(k)] + expected_totals(app, game, k)
            if table_row(table, k + 1, columns) != want:
                raise TestFailure("after move %d the table says %s, tyros score %s"
                                  % (k, table_row(table, k + 1, columns), want))
        check_table_interface(table, n + 2, [table_row(table, r, columns) for r in (0, 1)])
        app.screenshot("table")
        app.press(TOGGLE_BUTTON, "Numbers")

        # A click on the chart: the board after that move
        chart = wait_for(lambda: [c for c in find_all(app.window, role="image", name="How the game went")
                                  if app.extents(c)[2] > 0][:1], "the chart on the score sheet")[0]
        numbers = [e for e in find_all(app.window, role=TOGGLE_BUTTON, name="Numbers") if app.extents(e)[2] > 0][0]
        before = app.extents(chart), app.extents(numbers)
        # the chart lies below the sheet: the page scrolls to it
        app.xdotool("mousemove", app.width // 2, app.height // 2)
        for _ in range(15):
            app.xdotool("click", 5)
        cx, cy = app.centre(chart)
        width = app.extents(chart)[2]
        # a screen reader's (and a magnifier's) chart and buttons are where
        # they are drawn: scrolled with the page, the chart as wide as the
        # column it shares with its Numbers button
        after = app.extents(chart), app.extents(numbers)
        scrolled = before[1][1] - after[1][1]
        if scrolled <= 0 or before[0][1] - after[0][1] != scrolled:
            raise TestFailure("scrolled by %d px, the chart reports %s then %s" % (scrolled, before[0], after[0]))
        if width != after[1][2] or after[0][3] < 100:
            raise TestFailure("the chart reports %s, its column is %d px wide" % (after[0], after[1][2]))
        if cy > app.height - 20:
            raise TestFailure("the chart is out of view (its middle at y %d)" % cy)
        # the scrolled Numbers button is where it says: a click there opens the table
        if not 0 < app.centre(numbers)[1] < app.height:
            raise TestFailure("the Numbers button is out of view at %s" % (after[1],))
        app.click(numbers)
        wait_for(lambda: app.find("table", "Points after each move").childCount == n + 2,
                 "the table opened by a click where the scrolled Numbers button reports itself")
        app.press(TOGGLE_BUTTON, "Numbers")
        wait_for(lambda: app.extents(chart) == after[0], "the chart back at %s (%s)" % (after[0], app.extents(chart)))
        # the chart's points: 34 px of axis on the left, 30 on the right (the last values)
        left, right = cx - width // 2 + 34, cx + width // 2 - 30
        target = 50
        app.xdotool("mousemove", round(left + (right - left) * target / n), cy - 40, "click", 1)
        # the board shows with the History tab of the side panel: its step
        # buttons go on from the move clicked (and shown_move() reads them:
        # GTK 4.18 leaves the controls of a page not shown out of the tree)
        history = app.find("page tab", "History")
        wait_for(lambda: history.getState().contains(pyatspi.STATE_SELECTED)
                 or history.getState().contains(pyatspi.STATE_CHECKED),
                 "the History tab shown after a click on the chart")
        # AT-SPI's extents may be a few pixels off the window's (its frame):
        # a move is 4 px wide here, so the click may land on a neighbour
        # (tests/app/ui/test-story.c clicks exactly)
        wait_for(lambda: shown_move(app) is not None and abs(shown_move(app) - target) <= 1,
                 "the board after move %d (shows %s)" % (target, shown_move(app)))
        target = shown_move(app)
        app.screenshot("clicked")
        app.key("alt+Left")
        wait_for(lambda: shown_move(app) == target - 1, "Alt+Left: move %d (shows %s)" % (target - 1, shown_move(app)))
        app.key("alt+Right")
        app.key("alt+Right")
        wait_for(lambda: shown_move(app) == target + 1, "Alt+Right: move %d (shows %s)" % (target + 1, shown_move(app)))
        app.press("push button", "First Move")
        wait_for(lambda: shown_move(app) == 0, "First Move: the set-up (shows %s)" % shown_move(app))
        # the board keeps Home and End for its cursor: the focus on a step button
        app.click(app.find("push button", "Next Move"))
        wait_for(lambda: shown_move(app) == 1, "Next Move: move 1 (shows %s)" % shown_move(app))
        app.key("End")
        wait_for(lambda: shown_move(app) is None, "End: the game now (shows %s)" % shown_move(app))
        app.key("Home")
        wait_for(lambda: shown_move(app) == 0, "Home: the set-up (shows %s)" % shown_move(app))


def pick_from_share_menu(app, item):
    """Opens the score sheet's Share menu in the header and picks item."""
    split = app.find("push button", "Share and Export")
    app.activate(find_all(split, role=TOGGLE_BUTTON, name="Share and Export")[-1])
    wait_for(lambda: find_all(split, role="menu item"), "the Share menu")
    app.press("menu item", item, split)


def save_through_chooser(app, item, title, path, whole):
    """Picks the item of the score sheet's Share menu and saves to path in the file
    chooser it opens: outside Flatpak an in-process dialog (GTK 4.8's
    GtkFileChooserNative and 4.18's GtkFileDialog without a portal), named by
    its title among the app's windows. Its name field takes a whole path.
    Waits until whole(the file's bytes) says the file is written to its end."""
    pick_from_share_menu(app, item)

    def dialog():
        return [w for w in children(app.root) if name_of(w) == title][:1]
    chooser = wait_for(dialog, "the file chooser %r" % title)[0]
    entries = [n for n in find_all(chooser, role=("text", "entry"), name=re.compile(r"Name"))]
    if not entries:
        raise TestFailure("no name field in the file chooser %r" % title)
    app.type_into(entries[0], path)
    app.press("push button", "_Save", chooser)
    wait_for(lambda: not dialog(), "the file chooser %r to close" % title)

    def saved():
        if not os.path.exists(path):
            return False
        with open(path, "rb") as f:
            return whole(f.read())
    wait_for(saved, "%s saved" % path)


def png_size(path):
    """(width, height) of the image, as ImageMagick reads the file."""
    out = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True,
                         check=True).stdout
    return tuple(int(v) for v in out.split())


def png_colours(path, x, y, width, height):
    """The colours ('#rrggbb') of the box at x, y of the image."""
    out = subprocess.run(["convert", path, "-crop", "%dx%d+%d+%d" % (width, height, x, y),
                          "-depth", "8", "txt:-"], capture_output=True, text=True, check=True).stdout
    return {"#" + m.group(1).lower() for m in re.finditer(r"#([0-9A-Fa-f]{6})\b", out)}


# The image the app promises (tyros_score_share_png): a heading of 84 px
# (the winner, the evening), the board 900 x 640 px, under it a band of 72
# px with each player's swatch (32 px, 16 px from the left of the player's
# third of the width) and "name: total".
IMAGE_WIDTH, IMAGE_HEADING, IMAGE_BOARD, IMAGE_TOTALS, SWATCH = 900, 84, 640, 72, 32

# Each player a colour of their own, none of them the default ones.
COLOURS = ["#986a44", "#dc8add", "#1c71d8"]


def test_share():
    game = journal()
    for player, colour in zip(game["players"], COLOURS):
        player["colour"] = colour
    app = App()
    app.path = os.path.join(app.tmp, GAME)
    with open(app.path, "w") as f:
        json.dump(game, f)
    app.args = [app.path]
    status, out = tyros("score", "--json", app.path)
    assert status == 0, out
    score = json.loads(out)
    totals = ["%s: %d" % (p["name"], p["total"]) for p in score["players"]]
    winner = score["players"][score["winners"][0]]["name"]
    with app:
        app.press("push button", "S_how the Score Sheet")

        # The PDF: the winner over the board, then every player's total
        pdf = os.path.join(app.tmp, "sheet.pdf")
        # printed to the file as it goes: whole with its trailer
        save_through_chooser(app, "Export as P_DF…", "Export the Score Sheet as PDF", pdf,
                             lambda data: data.startswith(b"%PDF") and b"%%EOF" in data[-1024:])
        text = subprocess.run(["pdftotext", "-f", "1", "-l", "1", pdf, "-"], capture_output=True,
                              text=True, check=True).stdout
        lines = [line for line in text.splitlines() if line.strip()]
        if not lines or winner not in lines[0]:
            raise TestFailure("the PDF does not begin with the winner %s: %s" % (winner, lines[:3]))
        missing = [t for t in totals if t not in lines]
        if missing:
            raise TestFailure("the PDF lacks %s; its lines: %s" % (missing, lines))

        # The image: its promised size, each player's swatch in their colour
        png = os.path.join(app.tmp, "board.png")
        # saved atomically: whole once it is there
        save_through_chooser(app, "Save as I_mage…", "Save the Board as an Image", png,
                             lambda data: data.startswith(b"\x89PNG"))
        size = png_size(png)
        if size != (IMAGE_WIDTH, IMAGE_HEADING + IMAGE_BOARD + IMAGE_TOTALS):
            raise TestFailure("the image is %dx%d, not %dx%d"
                              % (size + (IMAGE_WIDTH, IMAGE_HEADING + IMAGE_BOARD + IMAGE_TOTALS)))
        slot = IMAGE_WIDTH // len(COLOURS)
        middle = IMAGE_HEADING + IMAGE_BOARD + IMAGE_TOTALS // 2
        for p, colour in enumerate(COLOURS):
            # the swatch's inside (its outline is the text's colour)
            left = slot * p + 16 + SWATCH // 2 - 8
            seen = png_colours(png, left, middle - 8, 16, 16)
            if seen != {colour}:
                raise TestFailure("the swatch of %s shows %s, not %s"
                                  % (game["players"][p]["name"], sorted(seen), colour))


if __name__ == "__main__":
    raise SystemExit(run(test_story, test_share))
