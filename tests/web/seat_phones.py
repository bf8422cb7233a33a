# SPDX-License-Identifier: GPL-3.0-or-later
"""Seat pages driven in Chromium as their players drive them (docs/table-seats.md):
what a seat page shows, a move chosen on it from the core's legal moves (a
ship move by tapping the board), the cards paid set with the steppers, a
proposal sent, a trade agreed on the partner's phone, and the first move of
each kind refused once. The table that accepts or refuses is the caller's:
table-host (tests/web/test_seat_page.py) or the real window
(tests/e2e/test_seat_phones.py); it offers refuse(), called while a
proposal waits for it.
"""
import json

from test_table_page import screenshot, wait_until

KINDS = {"bank_swap": "bank", "bank_pick": "bank"}
PAID_KINDS = ("move", "build_city", "build_ship")
LANGUAGES = ("en", "de", "it")  # Anna's, Ben's and Cleo's phones


def page_kind(move):
    """The kind of move as the page's chooser offers it."""
    return KINDS.get(move["type"], move["type"])


def state(driver):
    return driver.execute_script(
        "return {version: Number(document.body.dataset.version), moves: page.snapshot ? page.snapshot.n_moves : -1, choices: document.body.dataset.choices,"
        " proposal: document.body.dataset.proposal || '', seat: document.getElementById('seat-title').textContent,"
        " proposalState: document.getElementById('proposal-state').textContent,"
        " rule: document.getElementById('proposal-rule').hidden ? '' : document.getElementById('proposal-rule').textContent,"
        " ruleId: document.getElementById('proposal-rule').dataset.rule || '',"
        " route: document.getElementById('route').textContent, price: document.getElementById('price').textContent,"
        " request: !document.getElementById('trade-request').hidden, status: document.getElementById('status').textContent,"
        " lastMove: (document.querySelector('#moves li') || {}).textContent, width: document.documentElement.scrollWidth}")


def click(driver, selector):
    element = wait_until(lambda: (lambda e: e if e.is_displayed() and e.is_enabled() else None)(
        driver.find_element("css selector", selector)), 10)
    if element is None:
        raise AssertionError("nothing to click at " + selector)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def same(script, offered):
    """Whether the legal entry's move is the script's (what the player wants)."""
    if script["type"] != offered["type"]:
        return False
    if script["type"] == "move":
        return script["from"] == offered["from"] and script["route"][-1] == offered["route"][-1]
    for key in ("field", "count", "partner", "returned"):
        if script.get(key) != offered.get(key):
            return False
    if "empire" in script and "empire" in offered and script["empire"] != offered["empire"]:
        return False
    return True


def offered(driver, kind):
    """The moves the chooser lists now, in its order."""
    return driver.execute_script(
        "let e = entriesOf(arguments[0]);"
        "if (arguments[0] === 'move' && seat.from !== null) e = e.filter((x) => x.move.from === seat.from);"
        "return e.map((x) => ({move: x.move, cost: x.cost, colour: x.colour, text: x.text}));", kind)


def set_paid(driver, paid):
    """The steppers to @paid, by taps on − and +."""
    for colour in ("orange", "yellow", "green", "violet", "joker"):
        row = '#steppers [data-colour="%s"] ' % colour
        for _ in range(60):
            now = int(driver.find_element("css selector", row + "output").text)
            want = paid.get(colour, 0)
            if now == want:
                break
            click(driver, row + ("button:last-of-type" if now < want else "button:first-of-type"))


def choose(driver, move):
    """On the page of the move's player: its kind, then the move (by taps for a ship)."""
    kind = page_kind(move)
    click(driver, '#kinds button[data-kind="%s"]' % kind)
    tapped = False
    if kind == "move":
        targets = driver.find_elements("css selector", '#targets button[data-field="%s"]' % move["from"])
        if targets:
            click(driver, '#targets button[data-field="%s"]' % move["from"])
            destination = '#targets button[data-field="%s"]' % move["route"][-1]
            if driver.find_elements("css selector", destination):
                click(driver, destination)
                tapped = True
    entries = offered(driver, kind)
    index = next((i for i, entry in enumerate(entries) if same(move, entry["move"])), None)
    if index is None:
        raise AssertionError("%s is not offered: %s" % (json.dumps(move), [e["move"] for e in entries]))
    exact = next((i for i, entry in enumerate(entries) if entry["move"].get("route") == move.get("route")
                  and same(move, entry["move"])), index)
    if not tapped or exact != index or driver.execute_script("return seat.entry === null"):
        click(driver, "#options label:nth-of-type(%d) input" % (exact + 1))
    if move.get("shown"):
        driver.find_element("css selector", "#shown").send_keys(", ".join(move["shown"]))
    return entries[exact], tapped


def at_turn(driver, n_moves):
    """The page shows the position after @n_moves moves, and its choices."""
    return wait_until(lambda: (lambda s: s if s["moves"] == n_moves and s["choices"] not in ("0", None) else None)(
        state(driver)))


def propose(driver, want):
    """Sends the chosen move; the page's proposal once its state is one of @want."""
    click(driver, "#propose")
    return wait_until(lambda: (lambda s: s if s["proposal"] in want else None)(state(driver)))


def propose_agreed(driver, drivers, move, done=("waiting",)):
    """Sends the move; a trade is agreed on the partner's phone. The page's
    proposal once its state is one of @done (waiting for the table), or None;
    and whether a trade was asked and agreed on the partner's phone (None when
    it is no trade)."""
    s = propose(driver, ("partner",) + done)
    trade = None
    if s and s["proposal"] == "partner":
        partner = drivers[move["partner"]]
        asked = wait_until(lambda: state(partner)["request"])
        click(partner, "#trade-agree")
        s = wait_until(lambda: (lambda x: x if x["proposal"] in done else None)(state(driver)))
        trade = bool(asked) and bool(s)
    return s, trade


def refuse_once(table, driver, drivers, move, entry):
    """The first move of a kind is refused once: underpaid (the rules refuse
    it, with the rule ID), declined by the trade partner, or refused by the
    table (table.refuse()). Whether the page shows it."""
    if move["type"] in PAID_KINDS and entry["cost"] > 0:
        set_paid(driver, {(entry["colour"] or "green"): entry["cost"] + 1})  # one card too many
        s = propose(driver, ("refused",))
        if s and move["type"] == "move" and move["player"] == 0:
            driver.execute_script("document.getElementById('seat').scrollIntoView()")
            screenshot(driver, "seat-refused-en")
        return bool(s) and s["ruleId"] != "" and s["rule"].startswith("Rule " + s["ruleId"]) \
            and s["proposalState"].startswith("Refused:")
    s = propose(driver, ("waiting", "partner"))
    if s and s["proposal"] == "partner":
        partner = drivers[move["partner"]]
        wait_until(lambda: state(partner)["request"])
        click(partner, "#trade-decline")
        return bool(wait_until(lambda: state(driver)["proposal"] == "withdrawn"))
    if not s:
        return False
    table.refuse()
    return bool(wait_until(lambda: state(driver)["proposal"] == "refused"))
