#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Teach Tyros as a new player meets it: a rejection opens its rule, the
rules are searched, a taught first game explains each phase once, "What can
I do?" lists the core's moves and plays the one chosen, and the set-up guide
tells how to set up the real board.

What the app should show is taken from elsewhere: the rules from the texts
the core ships (src/core/tyros-rulebook.c) and their German words from
po/de.po, the moves from `tyros moves --json` of the game the app saved."""

import collections
import json
import os
import re
import sys
import time
import unicodedata

import pyatspi

from tyros_e2e import (App, TOGGLE_BUTTON, TestFailure, children, find_all, name_of, role_of,
                       run, test_data, tyros, wait_for)

SOURCE_ROOT = os.path.dirname(os.path.dirname(os.environ["TYROS_TEST_DATA"]))
PLAYERS = ("Anna", "Ben", "Cleo")
DIALOG_ROLES = ("dialog", "alert")


# ---- what the app should show, from its sources

def c_string(literal):
    return json.loads('"%s"' % literal)


def rulebook():
    """ID -> (title, Kosmos text, Italian text or None), as the core ships them."""
    with open(os.path.join(SOURCE_ROOT, "src", "core", "tyros-rulebook.c"), encoding="utf-8") as f:
        source = f.read()
    body = source[source.index("rules[] = {") + len("rules[] = {"):]
    body = body[:body.index("\n};")]
    entries, entry, field = [], None, None
    for token in re.finditer(r'"((?:[^"\\]|\\.)*)"|([{},])', body):
        literal, mark = token.groups()
        if mark == "{":
            entry, field = [], None
        elif mark in (",", "}") and entry is not None:
            entry.append(field)
            field = None
            if mark == "}":
                entries.append(entry)
                entry = None
        elif literal is not None and entry is not None:
            field = (field or "") + c_string(literal)
    groups = {}
    for table in ("group_titles", "group_words"):
        listing = source[source.index(table + "[TYROS_N_RULE_GROUPS] = {"):]
        listing = listing[:listing.index("\n};")]
        for group, literal in re.findall(r'\[(TYROS_RULE_GROUP_\w+)\] = N_\("((?:[^"\\]|\\.)*)"\)', listing):
            groups.setdefault(group, []).append(c_string(literal))
    group_of = dict(re.findall(r'\{ "(\w\d)", (TYROS_RULE_GROUP_\w+),', body))
    rules = {}
    for entry in entries:
        rule_id, _group, _picture, title, text, italian = entry
        rules[rule_id] = (title, text, italian) + tuple(groups[group_of[rule_id]])
    if len(rules) < 40:
        raise TestFailure("only %d rules read from tyros-rulebook.c" % len(rules))
    return rules


def translations(language):
    """msgid -> msgstr of po/LANGUAGE.po (translated, not fuzzy, no plurals)."""
    table = {}
    with open(os.path.join(SOURCE_ROOT, "po", language + ".po"), encoding="utf-8") as f:
        blocks = f.read().split("\n\n")
    for block in blocks:
        parts, current, fuzzy = {}, None, False
        for line in block.splitlines():
            line = line.strip()
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            match = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr)\s+(".*")$', line)
            if match:
                current = match.group(1)
                parts[current] = json.loads(match.group(2))
            elif line.startswith('"') and current:
                parts[current] += json.loads(line)
        if fuzzy or "msgctxt" in parts or "msgid_plural" in parts or not parts.get("msgstr"):
            continue
        if parts.get("msgid"):
            table[parts["msgid"]] = parts["msgstr"]
    return table


def searchable(text):
    """Case and accents ignored, as the rules search promises (tyros-rulebook.h)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def how_to_win():
    """The msgids of the "How to win" page (its title first) and the words
    people use for the scoring, which its search reads too."""
    with open(os.path.join(SOURCE_ROOT, "src", "core", "tyros-rulebook.c"), encoding="utf-8") as f:
        source = f.read()
    body = source[source.index("tyros_rulebook_how_to_win_title (void)"):]
    body = body[:body.index("return g_strjoin")]
    texts = [c_string("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', call)))
             for call in re.findall(r'_\(((?:\s*"(?:[^"\\]|\\.)*")+)\)', body)]
    words = re.search(r'\[TYROS_RULE_GROUP_SCORING\] = N_\("([^"]*)"\)', source).group(1)
    return texts + [words]


def how_to_win_matches(query, translate=lambda s: s):
    haystack = searchable("\n".join(translate(t) for t in how_to_win()))
    return all(stem(w) in haystack for w in searchable(query).split())


def stem(word):
    """A query word as the search shortens it (tyros-rulebook.c): a final vowel
    or "s" off words of 5 letters or more."""
    return word[:-1] if len(word) >= 5 and word[-1] in "aeios" else word


def rules_matching(query, rules, translate=lambda s: s):
    """The IDs whose entry the search should list: the ID itself, or every word
    of the query in the title or a text of the rule, its group's title or the
    words people use for its group."""
    words = [stem(w) for w in searchable(query).split()]
    found = set()
    for rule_id, texts in rules.items():
        haystack = searchable("\n".join(translate(t) for t in texts if t))
        if searchable(query).strip() == rule_id.casefold() or all(w in haystack for w in words):
            found.add(rule_id)
    return found


# ---- finding what the app shows

def toplevel(app, name, timeout=None):
    """A window of the app with this title (the Rules, a set-up guide)."""
    kwargs = {} if timeout is None else {"timeout": timeout}
    return wait_for(lambda: next((w for w in children(app.root) if name_of(w) == name
                                  and role_of(w) == "frame"), None), "the window %r" % name, **kwargs)


def explanations(app):
    """The dialogs shown over the game: a window of their own with libadwaita
    1.2, near the top of the main window with newer libadwaita (looked for
    only there: the whole tree takes seconds to walk)."""
    found = []
    level = children(app.root)
    for _ in range(5):
        found.extend(n for n in level if role_of(n) in DIALOG_ROLES and name_of(n))
        level = [c for n in level if role_of(n) not in DIALOG_ROLES for c in children(n)]
    return found


def explanation(app, heading):
    return wait_for(lambda: next((d for d in explanations(app) if name_of(d) == heading), None),
                    "the explanation %r" % heading)


def none_shown_for_a_while(app, what, seconds=1.0):
    """Nothing explained: looked at again and again for a while, since an
    explanation is shown as the game changes, not after a signal a test sees."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        shown = [name_of(d) for d in explanations(app)]
        if shown:
            raise TestFailure("%s, yet the app explains %s" % (what, shown))
        time.sleep(0.1)


def got_it(app, dialog, label="_Got It"):
    heading = name_of(dialog)
    app.press("push button", label, dialog)
    wait_for(lambda: heading not in [name_of(d) for d in explanations(app)],
             "the explanation %r to close" % heading)


def teach_switch(app, page, label="Teach me as we play"):
    # GTK 4.8: a "check box" named by its label and the row's title; newer GTK:
    # a "switch" named by the row's title, in title case.
    pattern = re.compile("^" + re.escape(label), re.IGNORECASE)
    return wait_for(lambda: (find_all(page, role="check box", name=pattern) or
                             find_all(page, role="switch", name=pattern) or [None])[0],
                    "the switch %r" % label)


def new_game(app, players=PLAYERS, teach=True, edition=None, words=lambda s: s, from_start_page=True):
    if from_start_page:
        app.press("push button", words("_New Game"))
    page = app.region(words("New Game"))
    app.press(TOGGLE_BUTTON, words("_%d Players" % len(players)), page)
    for number, name in enumerate(players, 1):
        app.type_into(app.find("text", words("Name of player %u").replace("%u", str(number)), page), name)
    if edition:
        app.choose("combo box", words("Edition"), words(edition), page)
    switch = teach_switch(app, page, words("Teach me as we play"))
    if switch.getState().contains(pyatspi.STATE_CHECKED) != teach:
        app.activate(switch)
        wait_for(lambda: switch.getState().contains(pyatspi.STATE_CHECKED) == teach,
                 "teaching switched %s" % ("on" if teach else "off"))
    app.press("push button", words("_Start Game"), page)
    return app.saved_game(lambda g: [p["name"] for p in g["players"]] == list(players) and not g["moves"],
                          "the new game of %s saved" % ", ".join(players))


def n_moves(app, count):
    return app.saved_game(lambda g: len(g["moves"]) == count, "the game saved with %d moves" % count)


def legal_moves(path, language=None):
    status, out = tyros("moves", "--json", path, language=language)
    if status != 0:
        raise TestFailure("tyros moves says %d: %s" % (status, out))
    return json.loads(out)


def play_expansions(app, count):
    """Plays COUNT landscape tiles on the board, each on a field only one empire
    can take (no empire to choose), as `tyros moves` lists them."""
    for _ in range(count):
        game = app.saved_game()
        expansions = [m["move"] for m in legal_moves(game["_path"]) if m["move"]["type"] == "expand"]
        fields = collections.Counter(m["field"] for m in expansions)
        field = next(m["field"] for m in expansions if fields[m["field"]] == 1)
        app.activate(app.cell(field))
        n_moves(app, len(game["moves"]) + 1)


def pass_round(app, players=len(PLAYERS)):
    for _ in range(players):
        played = len(app.saved_game()["moves"])
        app.press("push button", "Pass", app.region("Move"))
        n_moves(app, played + 1)


def wait_subtitle(app, pattern):
    wait_for(lambda: any(re.search(pattern, t) for t in app.title()), "the title saying %r" % pattern)


# ---- 1. a rejection opens its rule

def focus_by_tab(app, node, what, presses=40):
    """Tabs through the window, as a keyboard or screen-reader user does,
    until NODE has the focus."""
    for _ in range(presses):
        if node.getState().contains(pyatspi.STATE_FOCUSED):
            return
        app.key("Tab")
        try:
            wait_for(lambda: node.getState().contains(pyatspi.STATE_FOCUSED), what, timeout=0.3)
            return
        except TestFailure:
            pass
    raise TestFailure("%d presses of Tab never reached %s" % (presses, what))


def test_rejection_opens_its_rule():
    rules = rulebook()
    with App(height=1000) as app:
        new_game(app, teach=False)
        # E1: field 5 touches no empire in the first game's set-up.
        app.activate(app.cell("5"))
        panel = app.region("Move")
        rejection = wait_for(lambda: next((n for n in find_all(panel, role="label")
                                           if re.search(r"^Field 5 .*\(E1\)$", name_of(n))), None),
                             "the rejection naming E1")
        n_moves(app, 0)
        focus_by_tab(app, rejection, "the rejection")
        app.key("Return")
        window = toplevel(app, "Rules")
        title, text, italian = rules["E1"][:3]
        assert italian is None, "E1 differs by edition: this test expects one text"
        heading = "E1 · %s" % title
        wait_for(lambda: any(name_of(n) == heading for n in find_all(window, role="label")),
                 "the entry headed %r" % heading)
        shown = [name_of(n) for n in find_all(window, role="label")]
        assert text in shown, "the entry of E1 does not say %r: %s" % (text, shown)
        row = app.find("list item", re.compile("^E1 "), app.find("list", "Rules", window))
        wait_for(lambda: row.getState().contains(pyatspi.STATE_SELECTED), "E1 chosen in the list of rules")
        app.screenshot("rules-entry")


# ---- 2. searching the rules

def listed_rules(app, window, words):
    """The IDs of the rules the list shows, and any other row it shows."""
    listing = app.find("list", words("Rules"), window)
    names = [name_of(row) for row in find_all(listing, role="list item")]
    ids = {name.split(" ", 1)[0] for name in names if re.match(r"^[A-Z]\d ", name)}
    return ids, [name for name in names if not re.match(r"^[A-Z]\d ", name)]


def search_rules(app, window, query, expected, words=lambda s: s, others=(), first_page=None):
    """Searches; the list must show the EXPECTED rules and the OTHERS pages
    ("How to win"), and the page beside it a label matching FIRST_PAGE (the
    first found)."""
    app.type_into(app.find("entry", words("Search the rules"), window), query)
    seen = []

    def listed():
        seen[:] = [listed_rules(app, window, words)]
        return seen[0] == (expected, list(others))
    try:
        wait_for(listed, "the rules listed for %r" % query)
    except TestFailure:
        raise TestFailure("for %r the rules list shows %s, not %s" % (query, seen, sorted(expected)))
    if first_page is not None:
        wait_for(lambda: any(first_page.search(name_of(n) or "") for n in find_all(window, role="label")),
                 "the page of the first found, %r" % first_page.pattern)


def search_as_people_do(app, window, rules, queries, words=lambda s: s):
    """Each query lists its rules, and "How to win" when it matches; the page
    beside the list shows the first of them."""
    for query in queries:
        expected = rules_matching(query, rules, words)
        others = [words("How to win")] if how_to_win_matches(query, words) else []
        first = next(rule_id for rule_id in rules if rule_id in expected) if expected else None
        first_page = (re.compile("^" + re.escape(words("How to win")) + "$") if others
                      else re.compile("^%s · " % first))
        search_rules(app, window, query, expected, words, others, first_page)


def test_search_the_rules():
    rules = rulebook()
    with App(height=1000) as app:
        app.key("F1")
        window = toplevel(app, "Rules")
        # It opens on "How to win", first in the list.
        app.wait_text(r"city control: 12, 10, 9 or 8 points", window)
        app.screenshot("rules-how-to-win")
        mentions_tyros = rules_matching("Tyros", rules)
        assert {"S1", "E5", "M5", "C3"} <= mentions_tyros, mentions_tyros
        search_rules(app, window, "Tyros", mentions_tyros, first_page=re.compile("^S1 · "))
        app.screenshot("rules-search")
        by_id = rules_matching("M5", rules)
        assert "M5" in by_id, by_id
        search_rules(app, window, "M5", by_id)
        # The words a novice types: all seven scoring rules, and "How to win"
        scoring = {"F%d" % i for i in range(1, 8)}
        for query in ("scoring", "score", "how to win", "goal"):
            assert scoring <= rules_matching(query, rules) and how_to_win_matches(query), query
        assert rules_matching("end of the game", rules) == {"G1", "G2"}
        search_as_people_do(app, window, rules, ("scoring", "score", "how to win", "end of the game"))

    for language, queries in (("de", ("Handelskarten", "Wertung")), ("it", ("punteggio", "vincere"))):
        table = translations(language)
        words = lambda s: table.get(s, s)
        with App(height=1000, language=language) as app:
            app.key("F1")
            window = toplevel(app, words("Rules"))
            # A word of the German rules, not of the English ones.
            assert rules_matching(queries[0], rules, words) and not rules_matching(queries[0], rules), queries[0]
            assert scoring <= rules_matching(queries[1], rules, words), queries[1]
            search_as_people_do(app, window, rules, queries, words)
            app.screenshot("rules-search-%s" % language)


# ---- 3. a taught first game explains each phase once

def read_guide(app, words=lambda s: s):
    """Reads the set-up guide step by step, pressing Next, as far as its last
    step; returns each step's text."""
    guide = toplevel(app, words("Set Up the Board"))
    counter = re.compile("^" + re.escape(words("Step %u of %u")).replace("%u", r"(\d+)") + "$")

    headings = (words("How to win"), words("Reading the board"))

    def step():
        labels = [name_of(n) for n in find_all(guide, role="label")]
        for at, label in enumerate(labels):
            match = counter.match(label)
            if match and at + 1 < len(labels):
                text = labels[at + 1]
                if text in headings and at + 2 < len(labels):  # a heading, then its text
                    text += "\n" + labels[at + 2]
                return int(match.group(1)), int(match.group(2)), text
        return None
    texts = []
    while True:
        number, total, text = wait_for(step, "a step of the set-up guide")
        assert number == len(texts) + 1, "step %d of the guide after %d steps" % (number, len(texts))
        texts.append(text)
        if number == total:
            return guide, texts
        app.press("push button", words("_Next"), guide)
        wait_for(lambda: step() and step()[0] == number + 1, "step %d of the guide" % (number + 1))


def start_playing(app, words=lambda s: s):
    """Goes through the set-up guide to its end."""
    guide, _ = read_guide(app, words)
    app.press("push button", words("_Start Playing"), guide)
    wait_for(lambda: guide not in children(app.root), "the set-up guide to close")


def test_taught_first_game_explains_each_phase_once():
    with App(height=1000) as app:
        game = new_game(app, teach=True)
        start_playing(app)
        expanding = explanation(app, "Expanding the empires")
        assert app.shows_text(r"\(E1\).*\(P2\)", expanding), app.texts(expanding)
        app.screenshot("taught-phase")
        got_it(app, expanding)
        play_expansions(app, 1)
        # The upkeep at the table, said as it comes (E3)
        app.wait_text(r"^Anna draws a new landscape tile from the supply \(E3\)\.")
        none_shown_for_a_while(app, "A tile played after Got it")
        play_expansions(app, 5)
        # The card actions come: their own explanation, once.
        wait_subtitle(app, r"Card actions")
        got_it(app, explanation(app, "Card actions"))
        # Anna's ship alone in a field: its control and points, as `tyros score` gives them
        move = min((m for m in legal_moves(game["_path"]) if m["move"]["type"] == "move"),
                   key=lambda m: len(m["move"]["route"]))
        app.key("alt+w")
        window = moves_window(app, lambda s: s)
        click_scrolled_into_view(app, app.find("list item", re.compile("^%s$" % re.escape(move["why"])), window),
                                 app.find("scroll pane", "", window))
        n_moves(app, 7)
        status, out = tyros("score", game["_path"], "--json")
        assert status == 0, out
        points = sum(e["ship_control"] for e in json.loads(out)["players"][0]["empires"].values())
        field = move["move"]["route"][-1]
        app.wait_text(r"^Anna now controls field %s with the only ship there: %d points if the game ended now \(F5\)\.$"
                      % (re.escape(field), points))
        app.screenshot("taught-control")
        pass_round(app)
        # The end of the round: the checklist at the table (P4, P1), every round
        checklist = explanation(app, "End of Round 1")
        assert app.shows_text(r"keeps at most 3 trade cards.*\(P4\).*Ben takes the start-player token.*"
                              r"deal 12 to each player \(P1\)", checklist), app.texts(checklist)
        app.screenshot("taught-round-checklist")
        got_it(app, checklist)
        wait_subtitle(app, r"^Round 2 · Expand the empires")
        none_shown_for_a_while(app, "The second round expands the empires again")
        # What was explained is remembered when the app starts again.
        app.restart()
        app.press("push button", "_Continue")
        wait_subtitle(app, r"^Round 2 · Expand the empires")
        none_shown_for_a_while(app, "The app started again")

    with App(height=1000) as app:
        new_game(app, teach=False)
        none_shown_for_a_while(app, "Teaching is off")
        play_expansions(app, 6)
        wait_subtitle(app, r"Card actions")
        none_shown_for_a_while(app, "Teaching is off")


def test_teaching_switched_on_for_an_opened_game():
    """A game opened from a file is taught once "Teach Me as We Play" is
    checked in the main menu (issue 24, 4): the next tile played, the table
    is told to draw a new one (E3). The file: tests/data/game-3p.tyros cut
    to its first 2 moves, Cleo's tile next."""
    app = App(height=1000)
    game = json.load(open(test_data("game-3p.tyros"), encoding="utf-8"))
    game["moves"] = game["moves"][:2]
    path = os.path.join(app.tmp, "opened.tyros")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(game, f)
    app.args = [path]
    with app:
        wait_for(lambda: re.search("’s turn$", app.title()[0]), "the opened game (title %r)" % (app.title(),))
        menu_button = app.find("push button", "Game Menu")
        app.activate(find_all(menu_button, role=TOGGLE_BUTTON, name="Game Menu")[-1])
        item = wait_for(lambda: next(iter(find_all(menu_button, name="_Teach Me as We Play")), None),
                        "“Teach Me as We Play” in the Game menu")
        app.activate(item)
        expansions = [m["move"] for m in legal_moves(path) if m["move"]["type"] == "expand"]
        fields = collections.Counter(m["field"] for m in expansions)
        field = next(m["field"] for m in expansions if fields[m["field"]] == 1)
        for dialog in explanations(app):   # the phase, explained now that teaching is on
            got_it(app, dialog)
        app.activate(app.cell(field))
        app.wait_text(r"^%s draws a new landscape tile from the supply \(E3\)\.$" % game["players"][2]["name"])
        app.screenshot("taught-opened-game")


# ---- 4. "What can I do?"

# The rulebook's section of each kind of move (docs/file-format.md, "Moves").
GROUP_OF_MOVE = {
    "expand": "Expanding the empires", "expand_pass": "Expanding the empires",
    "move": "Moving a ship", "build_city": "Building a city", "build_ship": "Building a ship",
    "bank_swap": "Trading with the bank", "bank_pick": "Trading with the bank",
    "trade": "Trading with a player", "pass": "Passing",
}


def moves_window(app, words):
    return toplevel(app, words("What Can I Do?"))


def listed_moves(window):
    """{sentence: (group, cost)} of every move listed, each a row under its group."""
    rows = {}
    for listing in find_all(window, role="list"):
        for row in children(listing):
            labels = [name_of(n) for n in find_all(row, role="label")]
            if name_of(row) in rows:
                raise TestFailure("%r listed twice" % name_of(row))
            rows[name_of(row)] = (name_of(listing), labels[1] if len(labels) > 1 else "")
    return rows


def check_listed_moves(app, window, legal, words, language):
    expected = {m["why"]: m for m in legal}
    listed = wait_for(lambda: len(listed_moves(window)) >= len(expected) and listed_moves(window),
                      "%d moves listed" % len(expected))
    assert set(listed) == set(expected), \
        "listed but not legal: %s; legal but not listed: %s" % (sorted(set(listed) - set(expected)),
                                                                sorted(set(expected) - set(listed)))
    for why, (group, cost) in listed.items():
        move = expected[why]
        assert group == words(GROUP_OF_MOVE[move["move"]["type"]]), "%r listed under %r" % (why, group)
        if move["cost"] == 0:
            assert cost.startswith(words("Costs nothing")), "%r costs %r" % (why, cost)
        else:
            assert re.match(r"^%d\b" % move["cost"], cost), "%r costs %r, not %d" % (why, cost, move["cost"])
            if move["colour"] and not language:
                assert move["colour"] in cost, "%r costs %r, not %s cards" % (why, cost, move["colour"])
    return listed


def open_moves_from_menu(app, words):
    menu_button = app.find("push button", words("Game Menu"))
    # GTK 4.18 shows the menu button as a button holding a toggle button: press the innermost.
    app.activate(find_all(menu_button, role=("push button", "toggle button"), name=words("Game Menu"))[-1])
    label = words("_What Can I Do?")
    # Found by its name on GTK 4.8 and 4.18 alike, as a screen reader finds it.
    app.activate(wait_for(lambda: next((i for i in find_all(menu_button, role="menu item", name=label)), None),
                          "the menu item %r" % label))
    return moves_window(app, words)


def click_scrolled_into_view(app, node, pane):
    """Scrolls PANE with the mouse wheel until NODE is in view, then clicks it."""
    top, bottom = app.extents(pane)[1], app.extents(pane)[1] + app.extents(pane)[3]
    for _ in range(60):
        x, y, width, height = app.extents(node)
        if y >= top and y + height <= bottom:
            app.click(node)
            return
        app.xdotool("mousemove", x + width // 2, (top + bottom) // 2, "click", 5 if y + height > bottom else 4)
        wait_for(lambda: app.extents(node)[1] != y, "the list to scroll", timeout=2)
    raise TestFailure("%r never scrolled into view" % name_of(node))


def choose_move(app, window, chosen, played, words):
    """Chooses a listed move; it is played as if entered on the board."""
    click_scrolled_into_view(app, app.find("list item", re.compile("^%s$" % re.escape(chosen["why"])), window),
                             app.find("scroll pane", "", window))
    wait_for(lambda: window not in children(app.root), "the list of moves to close")
    game = n_moves(app, played + 1)
    last = game["moves"][-1]
    assert {k: v for k, v in last.items() if k != "paid"} == chosen["move"], (last, chosen["move"])
    status, out = tyros("check", game["_path"])
    assert status == 0, "tyros check says %d: %s" % (status, out)
    # The history: the set-up, then one row per move, the new one last.
    app.press("page tab", words("History"))
    history = app.find("list", words("Moves of the game"), app.region(words("History")))
    wait_for(lambda: len(children(history)) == played + 2, "move %d in the history" % (played + 1))
    number = [name_of(n) for n in find_all(children(history)[-1], role="label", visible=False)][0]
    assert number == str(played + 1), "the last row of the history is numbered %r" % number


def test_what_can_i_do_lists_the_cores_moves():
    # Anna to act in the first card actions of a game: moves of six groups.
    source = test_data("game-3p.tyros")
    with open(source) as f:
        game = json.load(f)
    game["moves"] = game["moves"][:9]
    app = App(height=1000)
    path = os.path.join(app.tmp, "card-actions.tyros")
    with open(path, "w") as f:
        json.dump(game, f)
    app.args = [path]
    words = lambda s: s
    with app:
        wait_subtitle(app, r"Card actions")
        legal = legal_moves(path)
        assert len({GROUP_OF_MOVE[m["move"]["type"]] for m in legal}) == 6, legal
        app.key("alt+w")
        window = moves_window(app, words)
        app.find("label", "Anna to act", window)
        check_listed_moves(app, window, legal, words, None)
        app.screenshot("what-can-i-do")
        app.key("Escape")
        wait_for(lambda: window not in children(app.root), "the list of moves to close")
        window = open_moves_from_menu(app, words)
        city = next(m for m in legal if m["move"]["type"] == "build_city")
        choose_move(app, window, city, 9, words)


def test_what_can_i_do_in_german():
    german = translations("de")
    words = lambda s: german.get(s, s)
    with App(height=1000, language="de") as app:
        game = new_game(app, teach=False, words=words)
        legal = legal_moves(game["_path"], language="de")
        app.key("alt+w")
        window = moves_window(app, words)
        listed = check_listed_moves(app, window, legal, words, "de")
        assert {group for group, _ in listed.values()} == {german["Expanding the empires"]}, listed
        app.key("Escape")
        wait_for(lambda: window not in children(app.root), "the list of moves to close")
        window = open_moves_from_menu(app, words)
        choose_move(app, window, next(m for m in legal if m["move"]["type"] == "expand"), 0, words)


# ---- 5. the set-up guide

def test_setup_guide_per_edition():
    with App(height=1000) as app:
        new_game(app, teach=True)
        guide, steps = read_guide(app)
        app.screenshot("setup-guide")
        check_setup_steps(steps, founding="orange on 7, yellow on 13, green on 23, violet on 26",
                          tiles=4, cards=12, start="Anna")
        app.press("push button", "_Start Playing", guide)
        got_it(app, explanation(app, "Expanding the empires"))
        app.key("ctrl+n")
        new_game(app, players=("Anna", "Ben", "Cleo", "Dora"), teach=True, edition="Italian rulebook",
                 from_start_page=False)
        _, steps = read_guide(app)
        check_setup_steps(steps, founding="green on 23, orange on 7, yellow on 13, violet on 26",
                          tiles=5, cards=10, start="Anna", points="12, 10, 9 or 7")


def check_setup_steps(steps, founding, tiles, cards, start, points="12, 10, 9 or 8"):
    """How to win (with the edition's points), the material (10 ships and
    10 city markers each, player colours not empire colours; the cards with
    their jokers, draw and discard piles), the board's legend, then the set-up
    of docs/rules.md in order: founding chips (S2), ships in Tyros (S1),
    landscape tiles held hidden (S4: 4, Italian rulebook 5), trade cards (P1:
    12 with 3 players, 10 with 4), the start player (S5)."""
    rules = [re.search(r"\((\w\d)(, \w\d)?\)\.$", step) for step in steps]
    assert [m.group(1) if m else None for m in rules] == ["G1", "C5", "M2", None, "S2", "S1", "S4", "P1", "S5"], steps
    goal, material, trade_cards, legend, s2, s1, s4, p1, s5 = steps
    assert goal.startswith("How to win\nThe goal:") and ("city control: %s points" % points) in goal, goal
    assert "10 ships and the 10 city markers" in material and "nothing to do with the colours" in material, material
    assert "4 jokers" in trade_cards and "draw pile" in trade_cards and "discard pile" in trade_cards, trade_cards
    assert legend.startswith("Reading the board\n") and "brown bar" in legend and "“~”" in legend, legend
    assert "keeps them hidden" in s4, s4
    assert founding in s2, s2
    assert re.search(r"\b2 of their ships in Tyros\b", s1), s1
    assert re.search(r"\bdeal %d to each player\b" % tiles, s4) and "landscape tiles" in s4, s4
    assert re.search(r"\bdeal %d to each player\b" % cards, p1) and "trade cards" in p1, p1
    assert s5.startswith(start + " "), s5


SCENARIOS = (test_rejection_opens_its_rule,
             test_search_the_rules,
             test_taught_first_game_explains_each_phase_once,
             test_teaching_switched_on_for_an_opened_game,
             test_what_can_i_do_lists_the_cores_moves,
             test_what_can_i_do_in_german,
             test_setup_guide_per_edition)

if __name__ == "__main__":
    sys.exit(run(*SCENARIOS))
