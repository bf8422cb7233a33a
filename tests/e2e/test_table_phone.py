#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A phone follows the game entered in the real window: the game shared with
Share with the Table, its address read from the invitation as a screen reader
reads it (host rewritten to 127.0.0.1), the page opened in Debian's Chromium
(headless, 360 px, English); a move entered on the board, an Undo and a step
back in the history: the page shows the move, then takes it back, and does
not follow the laptop's viewing; Stop Sharing, and the page says so.
Skipped, loudly, without Chromium and its driver."""

import os
import re
import sys
import time
import urllib.parse

from tyros_e2e import App, Skip, TestFailure, run, wait_for, name_of
from test_moves import start_first_game

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
ADDRESS = re.compile(r"^http://[^/]+:\d+/t/\S+$")


def loopback(link):
    parts = urllib.parse.urlsplit(link)
    return urllib.parse.urlunsplit(("http", "127.0.0.1:%d" % parts.port, parts.path, "", ""))


def phone():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--lang=en"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 360, "height": 640, "deviceScaleFactor": 1, "mobile": True})
    return driver


def page(driver):
    return driver.execute_script(
        "return {version: document.body.dataset.version, state: document.body.dataset.state,"
        " heading: document.getElementById('heading').textContent,"
        " lastMove: (document.querySelector('#moves li') || {}).textContent,"
        " status: document.getElementById('status').textContent}")


def test_phone_follows_the_window():
    if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
        print("# SKIPPED LOUDLY: Chromium or chromium-driver missing: no phone follows the real window here",
              flush=True)
        raise Skip("Chromium (%s) or its driver (%s) missing" % (CHROMIUM, DRIVER))
    app = App(width=1100, height=720)
    with app:
        start_first_game(app)
        app.press("push button", "Share with the Table")
        address = loopback(name_of(app.find("label", ADDRESS, app.root)))
        driver = phone()
        try:
            driver.get(address)
            wait_for(lambda: page(driver)["version"] == "0" and page(driver)["state"] == "live",
                     "the page to show the new game (%r)" % (page(driver),))
            if page(driver)["heading"] != "Anna’s turn":
                raise TestFailure("the page says %r, the window Anna’s turn" % page(driver)["heading"])
            app.key("Escape")  # the invitation closes; sharing goes on
            app.activate(app.cell("14"))
            wait_for(lambda: "yellow empire" in name_of(app.cell("14")), "field 14 in the yellow empire")
            wait_for(lambda: page(driver)["version"] == "1" and "14" in (page(driver)["lastMove"] or ""),
                     "the page to show Anna's expansion into 14 (%r)" % (page(driver),))
            if page(driver)["heading"] != "Ben’s turn":
                raise TestFailure("after the move the page says %r" % page(driver)["heading"])
            app.press("push button", "Undo")
            wait_for(lambda: page(driver)["version"] == "2" and page(driver)["heading"] == "Anna’s turn",
                     "the page to take the move back (%r)" % (page(driver),))
            app.press("push button", "Redo")
            wait_for(lambda: page(driver)["version"] == "3", "the page to show the move again (%r)" % (page(driver),))
            # the laptop looks back in the history: the phones follow the game, not the view
            app.key("alt+Left")
            time.sleep(1.0)
            if page(driver)["version"] != "3":
                raise TestFailure("a step back in the window's history reached the phone: %r" % (page(driver),))
            app.press("push button", "Share with the Table")
            app.press("push button", "_Stop Sharing", app.root)
            wait_for(lambda: page(driver)["state"] == "ended", "the page to say sharing stopped (%r)" % (page(driver),))
            if not page(driver)["status"].startswith("Sharing has stopped"):
                raise TestFailure("the page says %r" % page(driver)["status"])
        finally:
            driver.quit()


if __name__ == "__main__":
    sys.exit(run(test_phone_follows_the_window))
