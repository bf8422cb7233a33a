#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Records page over finished games in the app's store: three games
(3 and 4 players, both editions) are finished through the window (each
journal opened one move before its end, the last move entered on the move
panel, the app saving it with the moment it finished), and the numbers the
page shows for each person are those this test computes itself from the
saved files (`tyros score --json` of each): games, wins (a shared win, a
finished board put in the store, is a win for each), average and best. A rename and a merge move the games, and the files
keep the names as played; a merge is asked first, refused for two people
who played in the same game, and undone from its toast. A game opened from
the records goes back to their list. At a phone's width (360 px), in English,
German and Italian, no label of the page or of a person's page is cut. A
season copied into a fresh data folder is listed by when it was played, and a
game opened from it, undone and redone, rewrites nothing but itself, keeping
when it finished. A person's numbers reach a screen reader as a table of rows
(GTK's bridge offers no Table interface), and the chart reports its real size."""

import datetime
import decimal
import json
import re
import os
import sys
import time

from tyros_e2e import (TOGGLE_BUTTON, App, TestFailure, check_table_interface, cut_labels, find_all,
                       name_of, run, table_row, test_data, tyros, wait_for)
from test_narrow import PHONE_HEIGHT, PHONE_WIDTH, translator
from test_teach import explanation, explanations, got_it

# A finished board where Anna and Ben tie, and F7 leaves them tied: a shared win
SHARED_WIN = {
    "format": "tyros-companion", "version": 1, "edition": "kosmos",
    "players": [{"name": "Anna"}, {"name": "Ben"}, {"name": "Cleo"}],
    "position": {
        "empires": {"orange": ["7", "8", "3"], "yellow": ["13", "12"], "green": ["23", "22"],
                    "violet": ["26", "27"]},
        "cities": {"8": 0, "3": 1},
        "ships": {"7": [0, 1], "13": [0, 1], "23": [0, 1], "26": [0, 1]},
        "first_all_four": None,
    },
}
PLAYED = ("game-3p.tyros", "game-4p.tyros", "game-italian.tyros")


def store_games(app, moves_left=0):
    """The games, in the app's store before it starts (each journal without
    its last MOVES_LEFT moves), and the shared win; their paths."""
    games = os.path.join(app.tmp, "data", "tyros-companion", "games")
    os.makedirs(games)
    paths = []
    for name in PLAYED:
        with open(test_data(name)) as f:
            game = json.load(f)
        if moves_left:
            game["moves"] = game["moves"][:-moves_left]
        paths.append(os.path.join(games, name))
        with open(paths[-1], "w") as f:
            json.dump(game, f)
    shared = os.path.join(games, "shared-win.tyros")
    with open(shared, "w") as f:
        json.dump(SHARED_WIN, f)
    return paths + [shared]


def finish_games(app, paths):
    """Each game (one move from its end; the app started on the first):
    opened, its last move, a pass, entered on the move panel, and saved over
    by the app with the moment it finished. Then the app starts again on the
    start page."""
    for index, path in enumerate(paths):
        with open(path) as f:
            n_moves = len(json.load(f)["moves"]) + 1
        if index > 0:
            app.args = [path]
            app.restart()
        app.click(app.find("push button", "Pass", app.region("Move")))

        def saved_over():
            try:
                with open(path) as f:
                    game = json.load(f)
            except (OSError, ValueError):
                return False
            return len(game["moves"]) == n_moves and "finished" in game.get("played", {})
        wait_for(saved_over, "%s finished and saved" % os.path.basename(path))
        wait_for(lambda: app.title()[0] == "Game Over", "%s over (title %r)" % (path, app.title()))
    app.args = []
    app.restart()


def expected_numbers(paths, people=lambda name: name):
    """person -> (games, wins, average as the app rounds it, best), from the files."""
    totals, wins = {}, {}
    for path in paths:
        status, out = tyros("score", path, "--json")
        assert status == 0, out
        score = json.loads(out)
        for index, player in enumerate(score["players"]):
            person = people(player["name"])
            totals.setdefault(person, []).append(player["total"])
            wins[person] = wins.get(person, 0) + (index in score["winners"])
    numbers = {}
    for person, points in totals.items():
        average = (decimal.Decimal(sum(points)) / len(points)).quantize(decimal.Decimal("0.1"),
                                                                        decimal.ROUND_HALF_UP)
        numbers[person] = (len(points), wins[person], str(average), max(points))
    return numbers


def summary(games, wins, average):
    return "%d game%s · %d win%s · average %s" % (games, "" if games == 1 else "s",
                                                  wins, "" if wins == 1 else "s", average)


def person_row(app, page, name):
    return app.find("list item", name, page)


def shown_summary(app, page, name):
    labels = [name_of(n) for n in find_all(person_row(app, page, name), role="label")]
    return labels[1] if len(labels) > 1 else None


def check_people(app, page, numbers, people):
    """The rows of @people (walking the tree over D-Bus takes long: not everyone)."""
    for person in people:
        games, wins, average, _ = numbers[person]
        try:
            before = shown_summary(app, page, person)
        except Exception as error:  # the page fills a few rows a turn: a row may go as we read it
            before = error
        wait_for(lambda: shown_summary(app, page, person) == summary(games, wins, average),
                 "%s: %s (shown before: %s)" % (person, summary(games, wins, average), before))


def open_records(app, _=lambda text: text):
    app.press("push button", _("_Records"))
    return app.region(_("Records"))


def test_numbers_rename_and_merge():
    app = App(width=800, height=1000)
    paths = store_games(app, moves_left=1)
    app.args = [paths[0]]
    with app:
        finish_games(app, paths[:len(PLAYED)])
        numbers = expected_numbers(paths)
        # the shared win counts for both Anna and Ben
        assert numbers["Anna"][1] == 2 and numbers["Ben"][1] == 1, numbers
        page = open_records(app)
        # Anna and Ben shared a win: one each
        check_people(app, page, numbers, ("Anna", "Ben", "Dora"))
        app.screenshot("overview")

        # Anna's best, and her page; renamed Annika
        app.activate(person_row(app, page, "Anna"))
        entry = app.find("text", "Name", page)
        best = app.find("list item", "Best Score", page)
        assert str(numbers["Anna"][3]) in [name_of(n) for n in find_all(best, role="label")]
        chart = app.find("image", "Points over Time", page)
        assert "Points in 2 games" in chart.description, chart.description
        app.screenshot("person")
        app.type_into(entry, "Annika")
        app.press("push button", "_Rename", page)
        wait_for(lambda: "Annika" in app.title(), "the person renamed in the title")
        app.key("Escape")
        renamed = expected_numbers(paths, lambda name: "Annika" if name == "Anna" else name)
        check_people(app, page, renamed, ("Annika",))
        app.absent("list item", "Anna", page)

        # Dora and Emil played in the same game: never one person
        app.activate(person_row(app, page, "Dora"))
        app.choose("combo box", "Same Person As", "Emil", page)
        app.press("push button", "_Merge", page)
        app.find("label", "Dora and Emil played in the same game: they are two people", page)
        assert not explanations(app), [name_of(d) for d in explanations(app)]

        # Dora and Annika are one person: asked first, then Annika's games
        # count for Dora; undone from the toast, and merged again
        def dora_games(n):
            # found again each time: the merge renders the person's page anew,
            # and a row found before it may be gone (GTK 4.18 drops its object)
            wait_for(lambda: str(n) in [name_of(x) for x in find_all(app.find("list item", "Games", page),
                                                                      role="label")],
                     "Dora's %d games" % n)

        for undone in (True, False):
            app.choose("combo box", "Same Person As", "Annika", page)
            app.press("push button", "_Merge", page)
            got_it(app, explanation(app, "Count Annika’s Games for Dora?"), "_Merge")
            dora_games(3)
            if undone:
                app.press("push button", "_Undo", page)
                dora_games(1)

        # a game opened from Dora's games: Escape, and Back, return to that list
        # (by the keyboard's order on the GTK 4.8 floor; on GTK 4.18 Tab from the
        # list's Back button goes elsewhere: test-records-page checks Back and
        # Escape there through the widgets)
        newer = tuple(int(x) for x in os.environ.get("TYROS_ADW_VERSION", "1.2").split(".")[:2]) >= (1, 5)
        for back in () if newer else ("Escape", "Back to the Records"):
            app.activate(app.find("list item", "Games", page))
            wait_for(lambda: app.title() == ["Records", "Games"], "Dora's games (%r)" % (app.title(),))
            # the keyboard is in the list: its first game, opened
            app.key("Return")
            wait_for(lambda: app.title()[0] != "Records", "the game's score sheet")
            if back == "Escape":
                app.key("Escape")
            else:
                app.press("push button", back)
            wait_for(lambda: app.title() == ["Records", "Games"], "back at Dora's games (%r)" % (app.title(),))
            app.key("Escape")
        app.key("Escape")
        merged = expected_numbers(paths, lambda name: "Dora" if name in ("Anna", "Dora") else name)
        check_people(app, page, merged, ("Dora",))
        app.absent("list item", "Annika", page)
        # the files keep the names as played
        with open(paths[0]) as f:
            assert json.load(f)["players"][0]["name"] == "Anna"


# A season of finished games, each with its play record, as (test file,
# players, started); the first played has the newest file (copied to a new
# laptop, restored from a backup: the file times say nothing of the order)
SEASON = (
    ("game-3p.tyros", ("Anna", "Ben", "Cleo"), "2026-01-10T19:00:00+01:00"),
    ("game-4p.tyros", ("Dora", "Emil", "Fenna", "Gus"), "2026-02-14T19:30:00+01:00"),
    ("game-italian.tyros", ("Frida", "Cleo", "Anna"), "2026-03-15T18:00:00+01:00"),
    ("game-3p.tyros", ("Ben", "Dora", "Emil"), "2026-04-11T20:00:00+02:00"),
    ("game-4p.tyros", ("Anna", "Ben", "Frida", "Cleo"), "2026-05-09T19:00:00+02:00"),
    ("game-italian.tyros", ("Emil", "Fenna", "Frida"), "2026-06-13T19:00:00+02:00"),
)


def store_season(app):
    """The season's files in the app's store, the first played with the
    newest file time; their paths, in the order played."""
    games = os.path.join(app.tmp, "data", "tyros-companion", "games")
    os.makedirs(games)
    paths = []
    for index, (name, players, started) in enumerate(SEASON):
        with open(test_data(name)) as f:
            game = json.load(f)
        game["players"] = [{"name": player} for player in players]
        # finished two hours after it started, on the same clock
        finished = datetime.datetime.fromisoformat(started) + datetime.timedelta(hours=2)
        game["played"] = {"started": started, "finished": finished.isoformat()}
        paths.append(os.path.join(games, "season-%d.tyros" % (len(SEASON) - index)))
        with open(paths[-1], "w") as f:
            json.dump(game, f)
        when = 1_700_000_000 - index * 86400
        os.utime(paths[-1], (when, when))
    return paths


def file_states(paths):
    """path -> (bytes, modification time in ns)"""
    states = {}
    for path in paths:
        with open(path, "rb") as f:
            states[path] = (f.read(), os.stat(path).st_mtime_ns)
    return states


def play_title(path):
    """The row of a play in the records: "Anna 52, Ben 40, Cleo 33" (`tyros score`)"""
    status, out = tyros("score", path, "--json")
    assert status == 0, out
    return ", ".join("%s %d" % (player["name"], player["total"]) for player in json.loads(out)["players"])


def shown_games(page, titles):
    """The plays listed on the page, in the order shown"""
    return [name_of(node) for node in find_all(page, role="list item") if name_of(node) in titles]


def check_season(app, page, paths, numbers):
    """The latest five games, the last played first; "All 6 Games"; the numbers."""
    titles = [play_title(path) for path in paths]
    latest = list(reversed(titles))[:5]
    wait_for(lambda: shown_games(page, titles) == latest,
             "the latest games by when they were played: %s (shown: %s)" % (latest, shown_games(page, titles)))
    app.find("list item", "All 6 Games", page)
    check_people(app, page, numbers, ("Anna", "Emil"))


def click_in_view(app, node):
    """Scrolls the page (the mouse wheel, as a person does) until @node is in
    the window, and clicks it."""
    for _ in range(40):
        x, y = app.centre(node)
        if 0 < y < app.height - 40:
            app.click(node)
            return
        app.xdotool("mousemove", app.width // 2, app.height // 2, "click", "5" if y >= app.height - 40 else "4")
        time.sleep(0.1)
    raise TestFailure("%s cannot be scrolled into view" % name_of(node))


def test_season_looked_at_undone_redone():
    """A season copied into a fresh data folder, its file times in reverse:
    the records list it by when it was played; opening its last game from
    the records writes nothing (no colours, no new time) and it is
    read-only until "Edit Anyway"; its last move undone and redone keeps
    when it finished; the other files never change, nor do the numbers."""
    app = App(width=1000, height=1000)
    paths = store_season(app)
    before = file_states(paths)
    numbers = expected_numbers(paths)
    with open(paths[-1]) as f:
        last = json.load(f)
    with app:
        page = open_records(app)
        check_season(app, page, paths, numbers)
        assert file_states(paths) == before, "the records changed a file"

        # the last played, first in the list: its score sheet, read-only
        click_in_view(app, app.find("list item", play_title(paths[-1]), page))
        app.find("label", "Finished on 13 June 2026")
        wait_for(lambda: app.title()[0] == "Game Over", "the game opened (title %r)" % app.title())
        assert file_states(paths) == before, "opening a game wrote a file"
        app.screenshot("finished-read-only")
        app.press("push button", "_Edit Anyway")
        app.absent("label", "Finished on 13 June 2026")
        assert file_states(paths) == before, "Edit Anyway wrote a file"

        # its last move undone and redone, on the board Edit Anyway shows
        app.press("push button", "Undo")
        app.saved_game(lambda g: g["players"][0]["name"] == "Emil" and len(g["moves"]) == len(last["moves"]) - 1
                       and "finished" not in g.get("played", {}), "the last move undone, not finished")
        app.press("push button", "Redo")
        redone = app.saved_game(lambda g: g["players"][0]["name"] == "Emil"
                                and len(g["moves"]) == len(last["moves"]), "the last move redone")
        assert redone["played"] == last["played"], redone["played"]
        assert all("colour" not in player for player in redone["players"]), redone["players"]
        assert not redone.get("redo"), redone.get("redo")
        assert play_title(paths[-1]) == play_title(test_data(SEASON[-1][0])).replace(
            "Ilaria", "Emil").replace("Jacopo", "Fenna").replace("Katia", "Frida")
        after = file_states(paths)
        for path in paths[:-1]:
            assert after[path] == before[path], "%s changed" % path

        app.args = []
        app.restart()
        # the start page's recent games in the same order
        recent = [", ".join(players) for _, players, _ in reversed(SEASON)]
        wait_for(lambda: [name_of(node) for node in find_all(app.window, role="list item")
                          if name_of(node) in recent] == recent,
                 "the recent games by when they were played: %s" % recent)
        page = open_records(app)
        check_season(app, page, paths, numbers)
        assert expected_numbers(paths) == numbers


# The person chart's height (CHART_HEIGHT in src/app/records/tyros-score-chart.c)
CHART_HEIGHT = 120


def test_points_table_read_by_rows():
    """A person's numbers as a screen reader gets them through GTK's AT-SPI
    bridge: the table under the chart, a row per game in the order played
    (its number, the day it finished, the points `tyros score` gives), each
    row a table row of its cells named by them, not a flat list of cells;
    the chart reports its real size, as wide as its column."""
    app = App(width=1000, height=1000)
    paths = store_season(app)
    want = [["Game", "Date", "Points"]]
    for path, (_, players, started) in zip(paths, SEASON):
        if "Anna" not in players:
            continue
        status, out = tyros("score", "--json", path)
        assert status == 0, out
        points = [p["total"] for p in json.loads(out)["players"] if p["name"] == "Anna"][0]
        # finished two hours after it started, the same evening
        day = datetime.datetime.fromisoformat(started)
        want.append([str(len(want)), "%d %s %d" % (day.day, day.strftime("%B"), day.year), str(points)])
    with app:
        page = open_records(app)
        app.activate(person_row(app, page, "Anna"))
        chart = app.find("image", "Points over Time", page)
        numbers = app.find(TOGGLE_BUTTON, "Numbers", page)
        app.activate(numbers)
        table = app.find("table", "Points in each game", page)
        wait_for(lambda: table.childCount == len(want), "the heading and a row per game (%d)" % table.childCount)
        rows = [table_row(table, r, len(want[0])) for r in range(len(want))]
        if rows != want:
            raise TestFailure("the table reads %s, not %s" % (rows, want))
        check_table_interface(table, len(want), rows)
        chart_size, column_width = app.extents(chart)[2:], app.extents(numbers)[2]
        if chart_size != (column_width, CHART_HEIGHT):
            raise TestFailure("the chart reports %dx%d, not %dx%d" % (chart_size + (column_width, CHART_HEIGHT)))


def test_nothing_cut_at_phone_width():
    for language in ("de", "it"):
        _ = translator(language) if language else (lambda text: text)
        app = App(width=PHONE_WIDTH, height=PHONE_HEIGHT, language=language)
        store_games(app)
        with app:
            page = open_records(app, _)
            wait_for(lambda: find_all(page, role="list item", name="Anna"), "Anna's row")
            for what in ("overview", "person"):
                if what == "person":
                    app.activate(person_row(app, page, "Anna"))
                    app.find("list item", _("Best Score"), page)
                cut = cut_labels(page)
                if cut:
                    app.screenshot("cut-%s-%s" % (what, language or "en"))
                    raise TestFailure("%s, the records' %s: cut %s" % (language or "en", what, cut))


if __name__ == "__main__":
    sys.exit(run(test_numbers_rename_and_merge,
                 test_season_looked_at_undone_redone,
                 test_points_table_read_by_rows,
                 test_nothing_cut_at_phone_width))
