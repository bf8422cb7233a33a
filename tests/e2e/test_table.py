#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Share with the Table, as the person at the laptop does it: the game
shared from the header, its address read from the invitation as a screen
reader reads it, the page fetched as a phone would, and gone once sharing
stops. Only the loopback is ever connected to: the address's host (this
computer's address on its network) is rewritten to 127.0.0.1."""

import os
import re
import shutil
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

from tyros_e2e import App, TestFailure, children, find_all, run, test_data, text_of, wait_for

ADDRESS = re.compile(r"^http://[^/]+:\d+/t/\S+$")


def loopback(link):
    """The link with its host rewritten to the loopback (the label's
    zero-width spaces, its places to wrap at, left out)"""
    parts = urllib.parse.urlsplit(link.replace("\u200b", ""))
    if parts.scheme != "http" or not parts.path.startswith("/t/") or parts.port is None:
        raise TestFailure("the invitation's address %r is not http://HOST:PORT/t/TOKEN" % link)
    return urllib.parse.urlunsplit(("http", "127.0.0.1:%d" % parts.port, parts.path, "", ""))


def fetch(url):
    """The page as a phone's browser asks for it: its status and body, or
    the error that the connection met. One request, 5 s at the most."""
    request = urllib.request.Request(url, headers={"Accept-Language": "en"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, b""
    except (urllib.error.URLError, ConnectionError, TimeoutError) as error:
        return None, repr(error).encode()


def mapped_soup(app):
    """Whether the app's process has libsoup loaded"""
    with open("/proc/%d/maps" % app.process.pid) as maps:
        return "libsoup-3.0" in maps.read()


def test_share_read_address_fetch_stop():
    app = App(width=1100, height=720)
    path = os.path.join(app.tmp, "game-3p.tyros")
    shutil.copy(test_data("game-3p.tyros"), path)
    app.args = [path]
    with app:
        wait_for(lambda: app.title() and app.title()[0] == "Game Over", "the game (title %r)" % (app.title(),))
        # libsoup (the server's module) loads on the first share, not at start-up
        if mapped_soup(app):
            raise TestFailure("libsoup is loaded before the game is shared")
        app.press("push button", "Share with the Table")
        # the address, as a screen reader reads it: the label's own text
        address = app.find("label", ADDRESS, app.root)
        if not mapped_soup(app):
            raise TestFailure("libsoup is not loaded once the game is shared")
        # (its zero-width spaces after "/" and ":" are where it may wrap)
        url = loopback(text_of(address).replace("\u200b", ""))
        status, body = fetch(url)
        if status != 200 or b"<html" not in body.lower():
            raise TestFailure("the shared page %s answered %r: %r" % (url, status, body[:200]))
        app.screenshot("shared")
        app.press("push button", "_Stop Sharing", app.root)
        wait_for(lambda: not find_all(app.root, role="label", name=ADDRESS), "the invitation to close")
        # The port listens no more: nothing answers there, not even a 404
        deadline = time.monotonic() + 5
        while True:
            status, body = fetch(url)
            if status is None or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        if status is not None:
            raise TestFailure("the page %s still answers %r after Stop Sharing" % (url, status))


def test_server_module_missing():
    """An installation whose server module cannot be loaded says so when the
    game is shared, and goes on: no invitation, the game stays open."""
    app = App(width=1100, height=720)
    path = os.path.join(app.tmp, "game-3p.tyros")
    shutil.copy(test_data("game-3p.tyros"), path)
    broken = os.path.join(app.tmp, "modules")
    os.mkdir(broken)
    with open(os.path.join(broken, "tyros-table.so"), "wb") as module:
        module.write(b"not a module")
    app.env["TYROS_MODULE_DIR"] = broken
    app.args = [path]
    with app:
        wait_for(lambda: app.title() and app.title()[0] == "Game Over", "the game (title %r)" % (app.title(),))
        app.press("push button", "Share with the Table")
        app.find("label", "Sharing Is Not Available", app.root)
        app.screenshot("share-unavailable")
        message = [w for w in children(app.root)
                   if find_all(w, role="label", name="Sharing Is Not Available")][0]
        app.press("push button", "_Close", message)
        wait_for(lambda: not find_all(app.root, role="label", name="Sharing Is Not Available"),
                 "the message to close")
        if find_all(app.root, role="label", name=ADDRESS):
            raise TestFailure("an invitation shows without a server")
        if app.title()[0] != "Game Over":
            raise TestFailure("the game is gone after the failed share (title %r)" % (app.title(),))


if __name__ == "__main__":
    sys.exit(run(test_share_read_address_fetch_stop, test_server_module_missing))
