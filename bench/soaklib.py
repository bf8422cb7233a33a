# SPDX-License-Identifier: GPL-3.0-or-later
"""What bench/kill-soak and bench/full-disk-soak share.

Both start bench/kill-soak-app (the app plus the journal player of
bench/tyros-script-player.h), which enters a journal's moves one by one once
the window shows the game, and prints "autosave PATH", "acknowledged N"
(moves in the autosave), "shown N" (moves the window shows as played),
"finished" and "quitting". A run in which the window never showed the game
did nothing: it is a failure, never a success.
"""
import json
import os
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_JOURNALS = [os.path.join(ROOT, "tests", "data", "game-4p.tyros"),
                    os.path.join(ROOT, "bench", "data", "drawn-3p.tyros")]


def run_under_xvfb():
    """Re-runs this script under xvfb-run when there is no display."""
    if not os.environ.get("DISPLAY"):
        os.execvp("xvfb-run", ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable] + sys.argv)


class Reader(threading.Thread):
    """Collects the app's stdout lines while it runs."""

    def __init__(self, stream):
        super().__init__(daemon=True)
        self.stream = stream
        self.acknowledged = -1
        self.shown = -1
        self.autosave = None
        self.started = threading.Event()   # the window shows the game
        self.finished = threading.Event()  # every move entered
        self.quitting = False

    def run(self):
        for raw in self.stream:
            line = raw.decode("utf-8", "replace").strip()
            if line.startswith("acknowledged "):
                self.acknowledged = int(line.split()[1])
            elif line.startswith("shown "):
                self.shown = int(line.split()[1])
            elif line.startswith("autosave "):
                self.autosave = line.split(" ", 1)[1]
                self.started.set()
            elif line == "finished":
                self.finished.set()
            elif line == "quitting":
                self.quitting = True


class Journal:
    """One journal the app plays, and the environment it is played in."""

    def __init__(self, build, path, delay):
        self.name = os.path.basename(path)
        self.path = os.path.abspath(path)
        with open(path, encoding="utf-8") as f:
            self.moves = json.load(f)["moves"]
        self.build = build
        self.env = dict(os.environ,
                        TYROS_REPLAY_SCRIPT=self.path,
                        TYROS_REPLAY_DELAY=str(delay),
                        GSETTINGS_BACKEND="memory",
                        GSETTINGS_SCHEMA_DIR=os.path.join(build, "data"),
                        GSK_RENDERER="cairo",
                        NO_AT_BRIDGE="1",
                        GTK_A11Y="none")
        # One instance per run, never handed over to a running one through D-Bus.
        self.env.pop("DBUS_SESSION_BUS_ADDRESS", None)

    def start(self, data_home, **extra_env):
        """Starts the app on an empty data folder; returns (process, reader)."""
        env = dict(self.env, XDG_DATA_HOME=data_home, **{k: str(v) for k, v in extra_env.items()})
        app = os.path.join(self.build, "bench", "kill-soak-app")
        proc = subprocess.Popen([app], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        reader = Reader(proc.stdout)
        reader.start()
        return proc, reader


def games_folder(data_home):
    return os.path.join(data_home, "tyros-companion", "games")


def check_file(build, path, journal_moves):
    """Returns (number of moves, problem or None) for an autosave."""
    tyros = os.path.join(build, "src", "cli", "tyros")
    result = subprocess.run([tyros, "check", path], capture_output=True, text=True)
    if result.returncode != 0:
        return -1, "tyros check: " + result.stderr.strip()
    try:
        with open(path, encoding="utf-8") as f:
            moves = json.load(f)["moves"]
    except (OSError, ValueError, KeyError) as e:
        return -1, "unreadable: %s" % e
    for i, (saved, played) in enumerate(zip(moves, journal_moves)):
        if (saved["type"], saved["player"]) != (played["type"], played["player"]):
            return len(moves), "move %d differs from the journal" % (i + 1)
    return len(moves), None


def the_autosave(build, data_home, journal_moves):
    """(moves in the one autosave of the run, leftover files, problem or None)"""
    games = games_folder(data_home)
    files = sorted(os.listdir(games)) if os.path.isdir(games) else []
    saves = [f for f in files if f.endswith(".tyros")]
    leftovers = [f for f in files if not f.endswith(".tyros") and not f.startswith(".")]
    if len(saves) > 1:
        return -1, leftovers, "%d autosaves for one game" % len(saves)
    if not saves:
        return -1, leftovers, "there is no autosave"
    saved, problem = check_file(build, os.path.join(games, saves[0]), journal_moves)
    return saved, leftovers, problem


def wait_started(reader, proc, timeout=60):
    """True once the window shows the game; False if it never did (the run did nothing)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        if reader.started.wait(0.01):
            return True
    return reader.started.is_set()
