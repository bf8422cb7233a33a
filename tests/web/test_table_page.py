#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The table's page in a real browser (Debian's Chromium, headless, 360 px).

A shared game (tests/web/table-host: the app's session and table server, no
window) plays the moves of a game file as this test asks; Chromium follows it
on 127.0.0.1 only, through a small proxy that can drop every connection as a
lost network would. TAP output, one line per scenario; skipped, loudly, when
Chromium or its driver is missing. Screenshots (light and dark, en and de,
360x640) go to $TYROS_TABLE_SCREENSHOTS when set.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
XSS = "<img src=x onerror=alert(1)>"
WAIT = 20.0  # seconds, for anything the page must show

results = []


def tap(name, ok, note=""):
    results.append(ok)
    print(("ok" if ok else "not ok"), len(results), "-", name, ("# " + note) if note else "", flush=True)


class Proxy:
    """127.0.0.1:port → the server; drop() closes every connection."""

    def __init__(self, target_port):
        self.target = target_port
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        self.sockets = []
        self.lock = threading.Lock()
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(("127.0.0.1", self.target), timeout=5)
            except OSError:
                client.close()
                continue
            server.settimeout(None)
            with self.lock:
                self.sockets += [client, server]
            threading.Thread(target=self.pipe, args=(client, server), daemon=True).start()
            threading.Thread(target=self.pipe, args=(server, client), daemon=True).start()

    @staticmethod
    def pipe(source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        for s in (source, sink):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def drop(self):
        with self.lock:
            sockets, self.sockets = self.sockets, []
        for s in sockets:
            try:
                s.shutdown(socket.SHUT_RDWR)
                s.close()
            except OSError:
                pass


class Host:
    def __init__(self, host_path, game, names):
        self.process = subprocess.Popen([host_path, game] + names, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        words = self.process.stdout.readline().split()
        assert words[0] == "address", words
        self.port, self.path = int(words[1]), words[2]

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return int(self.process.stdout.readline().split()[1])

    def close(self):
        try:
            self.send("quit")
        except (OSError, IndexError, ValueError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def browser(language, webdriver, service_class):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--disable-extensions", "--lang=" + language,
                     "--window-size=360,640"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=service_class(DRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 360, "height": 640, "deviceScaleFactor": 1, "mobile": True})
    return driver


def wait_until(condition, timeout=WAIT):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            value = condition()
            if value:
                return value
        except Exception:  # the page is changing under us: ask again
            pass
        time.sleep(0.05)
    return None


def snapshot(port, path, language):
    """The server's own view (the core's), as the history endpoint gives it."""
    request = urllib.request.Request("http://127.0.0.1:%d%s/history.json" % (port, path),
                                     headers={"Accept-Language": language})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def snapshot_legal(port, path):
    request = urllib.request.Request("http://127.0.0.1:%d%s/legal.json" % (port, path),
                                     headers={"Accept-Language": "en"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def page_state(driver):
    return driver.execute_script(
        "return {version: document.body.dataset.version, state: document.body.dataset.state,"
        " heading: document.getElementById('heading').textContent,"
        " lastMove: (document.querySelector('#moves li') || {}).textContent,"
        " standings: Array.from(document.querySelectorAll('#standings tbody tr')).map(r => r.textContent),"
        " board: document.getElementById('board').getAttribute('src'),"
        " boardLoaded: document.getElementById('board').complete && document.getElementById('board').naturalWidth > 0,"
        " width: document.documentElement.scrollWidth,"
        " status: document.getElementById('status').textContent,"
        " standingsTitle: document.getElementById('standings-title').textContent}")


def follows(driver, host, language, n_moves):
    """After a change: the page shows the core's turn, last move, standings, board."""
    want = snapshot(host.port, host.path, language)
    # the history's snapshot has the same version as the one pushed
    state = wait_until(lambda: (lambda s: s if s["version"] == str(want["version"]) and s["boardLoaded"] else None)(page_state(driver)))
    if state is None:
        return False, "version %s not shown: %s" % (want["version"], page_state(driver))
    if state["heading"] != want["heading"]:
        return False, "heading %r, want %r" % (state["heading"], want["heading"])
    if n_moves and state["lastMove"] != want["moves"][-1]["text"]:
        return False, "last move %r, want %r" % (state["lastMove"], want["moves"][-1]["text"])
    ranked = sorted(want["players"], key=lambda p: p["rank"])
    if len(state["standings"]) != len(ranked) or any(p["name"] not in row or str(p["points"]) not in row
                                                     for p, row in zip(ranked, state["standings"])):
        return False, "standings %r, want %r" % (state["standings"], ranked)
    if "v=%d" % want["version"] not in state["board"]:
        return False, "board %r" % state["board"]
    if state["width"] > 360:
        return False, "wider than the phone: %d px" % state["width"]
    return True, ""


def screenshot(driver, name):
    folder = os.environ.get("TYROS_TABLE_SCREENSHOTS")
    if not folder:
        return
    os.makedirs(folder, exist_ok=True)
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        time.sleep(0.6)  # the board's other image
        driver.save_screenshot(os.path.join(folder, "table-%s-%s.png" % (name, scheme)))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


# The story chart of white, black and colourless players, drawn by the page:
# each polyline's computed stroke, and the card's colour under it.
STORY_LINES = """
showStory({story: {points: [[0, 0, 0], [3, 5, 1], [7, 9, 4]]},
           players: [{colour: "#ffffff"}, {colour: "#000000"}, {colour: null}]});
const svg = document.querySelector("#story svg");
const lines = Array.from(svg.querySelectorAll("polyline")).map((line) => {
  const style = getComputedStyle(line);
  return {points: line.getAttribute("points"), stroke: style.stroke, opacity: parseFloat(style.strokeOpacity),
          width: parseFloat(style.strokeWidth)};
});
const card = getComputedStyle(svg).backgroundColor;
document.getElementById("story").replaceChildren();
const byPoints = [...new Set(lines.map((line) => line.points))];
lines.forEach((line) => { line.player = byPoints.indexOf(line.points); line.card = card; });
return {light: !matchMedia("(prefers-color-scheme: dark)").matches, lines: lines};
"""


def parse_rgba(text):
    if not text.startswith("rgb"):
        return None
    values = [float(v) for v in text[text.index("(") + 1:-1].split(",")]
    return values[:3], (values[3] if len(values) == 4 else 1.0)


def luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def stroke_contrast(line):
    """WCAG contrast of a polyline's stroke, as painted, against the card."""
    stroke, card = parse_rgba(line["stroke"]), parse_rgba(line["card"])
    if stroke is None or card is None or line["width"] <= 0:
        return 0
    alpha = stroke[1] * line["opacity"]
    painted = [alpha * s + (1 - alpha) * c for s, c in zip(stroke[0], card[0])]
    a, b = sorted((luminance(painted), luminance(card[0])))
    return (b + 0.05) / (a + 0.05)


def main():
    if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
        print("1..0 # SKIP Chromium (%s) or its driver (%s) is missing: THE TABLE PAGE IS NOT TESTED IN A BROWSER"
              % (CHROMIUM, DRIVER), flush=True)
        print("SKIPPED: install chromium and chromium-driver", file=sys.stderr)
        return 0
    from selenium import webdriver
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.chrome.service import Service

    host_path = os.environ["TYROS_TABLE_HOST"]
    game = os.path.join(os.environ["TYROS_TEST_DATA"], "game-3p.tyros")
    host = Host(host_path, game, [XSS, "Ben", "Cleo"])
    proxy = Proxy(host.port)
    drivers = {}
    print("1..11", flush=True)
    try:
        drivers["en"] = browser("en", webdriver, Service)
        drivers["de"] = browser("de", webdriver, Service)
        address = "http://127.0.0.1:%d%s" % (proxy.port, host.path)
        for driver in drivers.values():
            driver.get(address)

        ok, note = True, ""
        for language, driver in drivers.items():
            ok, note = follows(driver, host, language, 0)
            if not ok:
                break
        tap("the page shows the game as it starts, in English and German", ok, note)

        ok, note = True, ""
        for n in range(1, 7):
            host.send("play")
            for language, driver in drivers.items():
                ok, note = follows(driver, host, language, n)
                if not ok:
                    note = "%s after move %d: %s" % (language, n, note)
                    break
            if not ok:
                break
        if ok:
            host.send("undo")
            for language, driver in drivers.items():
                ok, note = follows(driver, host, language, 5)
                if not ok:
                    break
        tap("each move and an undo reach both pages: turn, last move, standings, board", ok, note)

        german = page_state(drivers["de"])
        english = page_state(drivers["en"])
        tap("German words on the German phone", german["standingsTitle"] == "Spielstand"
            and english["standingsTitle"] == "Standings", "%r / %r" % (german["standingsTitle"], english["standingsTitle"]))

        driver = drivers["en"]
        try:
            driver.switch_to.alert
            alert = True
        except NoAlertPresentException:
            alert = False
        injected = driver.execute_script("return document.querySelectorAll('img:not(#board)').length")
        shown = any(XSS in row for row in page_state(driver)["standings"])
        tap("a name that looks like markup is shown as text", shown and not alert and injected == 0,
            "shown %s, alert %s, images %s" % (shown, alert, injected))

        for language, d in drivers.items():
            screenshot(d, language)

        # the story chart on the light page: a white player's line (and one
        # without a colour) drawn with a stroke that stands out from the card
        lines = driver.execute_script(STORY_LINES)
        contrasts = [max((stroke_contrast(line) for line in lines["lines"] if line["player"] == p), default=0)
                     for p in range(3)]
        tap("the story chart's lines stand out on the light page, a white player's too",
            lines["light"] and all(c >= 3 for c in contrasts), "%s contrasts %s" % (lines["light"], contrasts))

        # a lost network: the page says so, and catches up when it is back
        proxy.drop()
        said = wait_until(lambda: page_state(driver)["state"] == "reconnecting"
                          and page_state(driver)["status"] == "Reconnecting…", 10)
        host.send("play")
        host.send("play")
        ok, note = follows(driver, host, "en", 7)
        tap("after the connection drops the page says reconnecting and catches up",
            bool(said) and ok and page_state(driver)["state"] == "live", note or str(page_state(driver)))

        wrong = "http://127.0.0.1:%d/t/%s/" % (proxy.port, "0" * 32)
        other = browser("en", webdriver, Service)
        drivers["other"] = other
        other.get(wrong)
        body = other.find_element("tag name", "body").text
        tap("a wrong token shows nothing of the game", body.strip() == "Not found" and "Ben" not in other.page_source,
            repr(body))

        other.get(address.replace("127.0.0.1", "localhost") + "/nothing-here")
        tap("an unknown page under the right token is not found",
            other.find_element("tag name", "body").text.strip() == "Not found")

        # the history on demand
        driver.find_element("css selector", "#history summary").click()
        n_history = wait_until(lambda: driver.execute_script("return document.querySelectorAll('#history-list li').length") == 7)
        tap("the whole history on demand", bool(n_history),
            str(driver.execute_script("return document.querySelectorAll('#history-list li').length")))

        # what the player to act may do, asked for when opened
        driver.find_element("css selector", "#legal summary").click()
        want = snapshot_legal(host.port, host.path)
        shown = wait_until(lambda: driver.execute_script(
            "return Array.from(document.querySelectorAll('#legal-list li')).map(li => li.textContent)") or None)
        tap("What Can I Do? lists the core's legal moves", shown == [m["text"] for m in want["legal"]] and len(shown) > 0,
            "%d shown, %d legal" % (len(shown or []), len(want["legal"])))

        host.send("stop")
        ended = wait_until(lambda: all(page_state(d)["state"] == "ended" for d in (drivers["en"], drivers["de"])))
        tap("stop sharing: every page says sharing has stopped", bool(ended)
            and page_state(drivers["en"])["status"].startswith("Sharing has stopped"),
            page_state(drivers["en"])["status"])
    finally:
        for driver in drivers.values():
            driver.quit()
        host.close()
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
