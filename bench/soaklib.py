# SPDX-License-Identifier: GPL-3.0-or-later
"""What bench/kill-soak and bench/full-disk-soak share.

Both start bench/kill-soak-app (the app plus the journal player of
bench/tyros-script-player.h), which enters a journal's moves one by one once
the window shows the game, and prints "autosave PATH", "acknowledged N"
(moves in the autosave), "shown N" (moves the window shows as played),
"finished" and "quitting". A run in which the window never showed the game
did nothing: it is a failure, never a success.

With --records, the app also renames and merges a player of the journal
through its own TyrosPeople and shows the Records page now and then, the
board in between (bench/soak-records-player.h): "people-begin KIND A\tB", then
"people-acknowledged" or "people-refused WHY"; "cache-written". After the
run, check_records() reads the data folder from outside, with the app's own
code (bench/soak-records-check.c), and compares it with what was
acknowledged.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# --records: finished games in the folder from the start, so that the
# Records page counts plays of the people renamed (Anna) and merged
FINISHED_GAMES = [os.path.join(ROOT, "tests", "data", name)
                  for name in ("game-3p.tyros", "game-4p.tyros", "position-played.tyros")]
FINISHED_PREFIX = "finished-"
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
        self.people_acknowledged = []   # (kind, a, b) in order
        self.people_pending = None      # the change begun and not answered
        self.people_refused = []
        self.cache_written = 0

    def records_ready(self):
        """A change of people acknowledged and the records cache written."""
        return len(self.people_acknowledged) > 0 and self.cache_written > 0

    def run(self):
        for raw in self.stream:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            if line.startswith("people-begin "):
                kind, names = line[len("people-begin "):].split(" ", 1)
                self.people_pending = (kind,) + tuple(names.split("\t", 1))
            elif line == "people-acknowledged" and self.people_pending:
                self.people_acknowledged.append(self.people_pending)
                self.people_pending = None
            elif line.startswith("people-refused "):
                if self.people_pending:
                    self.people_refused.append(self.people_pending)
                self.people_pending = None
            elif line == "cache-written":
                self.cache_written += 1
            elif line.startswith("acknowledged "):
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
                journal = json.load(f)
        self.moves = journal["moves"]
        self.person = journal["players"][0]["name"]
        self.records = False
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
        if self.records:
            env["TYROS_SOAK_RECORDS_PERSON"] = self.person
            os.makedirs(games_folder(data_home), exist_ok=True)
            for path in FINISHED_GAMES:
                shutil.copy(path, os.path.join(games_folder(data_home), FINISHED_PREFIX + os.path.basename(path)))
        app = os.path.join(self.build, "bench", "kill-soak-app")
        proc = subprocess.Popen([app], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        reader = Reader(proc.stdout)
        reader.start()
        return proc, reader


CACHE_NAME = "records-cache.json"
CACHE_REASONS = ("unreadable", "illegal-move", "unfinished")


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
    saves = [f for f in files if f.endswith(".tyros") and not f.startswith(FINISHED_PREFIX)]
    leftovers = [f for f in files if not f.endswith(".tyros") and not f.startswith(".")
                 and not f.startswith(CACHE_NAME)]
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


def wait_records_ready(reader, proc, timeout=30):
    """True once a change of people was acknowledged and the cache written."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None and not reader.records_ready():
        time.sleep(0.01)
    return reader.records_ready()


def people_file_problem(path):
    """people.json as the app writes it: a map of names, each one step from its person."""
    if not os.path.exists(path):
        return None
    try:
        with open(path, encoding="utf-8") as f:
            people = json.load(f)
    except (OSError, ValueError) as e:
        return "people.json does not parse: %s" % e
    aliases = people.get("aliases") if isinstance(people, dict) else None
    if (not isinstance(people, dict) or people.get("format") != "tyros-people" or people.get("version") != 1
            or not isinstance(aliases, dict)):
        return "people.json is not a tyros-people file of version 1"
    for name, person in aliases.items():
        if not isinstance(person, str):
            return "people.json: %r is no name" % (person,)
        if person in aliases:
            return "people.json: a chain or a loop: %s -> %s -> %s" % (name, person, aliases[person])
    return None


def cache_file_problem(path):
    """records-cache.json: a header, then whole lines of ["NAME", mtime, ctime, size, play or reason]."""
    try:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8")
    except (OSError, ValueError) as e:
        return "the records cache cannot be read: %s" % e
    if not text.endswith("\n"):
        return "the records cache ends in the middle of a line"
    lines = text.split("\n")[:-1]
    try:
        header = json.loads(lines[0])
    except ValueError:
        header = None
    if not isinstance(header, dict) or not isinstance(header.get("version"), int):
        return "the records cache has no header"
    for number, line in enumerate(lines[1:], 2):
        try:
            entry = json.loads(line)
        except ValueError:
            return "records cache line %d does not parse" % number
        if (not isinstance(entry, list) or len(entry) != 5 or not isinstance(entry[0], str)
                or not entry[0].endswith(".tyros") or not all(isinstance(n, int) and n >= 0 for n in entry[1:4])
                or not (isinstance(entry[4], dict) or entry[4] in CACHE_REASONS)):
            return "records cache line %d is not a line of the cache: %s" % (number, line[:80])
    return None


def expected_people(base, changes):
    """name -> person after @changes ((kind, a, b), in order)"""
    person, merged = base, []
    for kind, _, b in changes:
        if kind == "rename":
            person = b
        else:
            merged.append(b)
    return dict({base: person}, **{g: person for g in merged})


def check_records(journal, data_home, reader, killed):
    """(problem or None, number of lines in the cache) for the data folder
    after a run: people.json and the records cache whole, read by the app's
    own code as its next start does (which removes what a killed save left),
    the records with the cache the same as from the game files alone, and
    every acknowledged rename and merge in people.json (and, when the app was
    killed, perhaps the one it was making)."""
    data = os.path.join(data_home, "tyros-companion")
    cache = os.path.join(games_folder(data_home), CACHE_NAME)
    if not reader.records_ready() or not os.path.exists(cache):
        return "the run did nothing with the records (%d changes of people acknowledged, cache written %d times)" \
            % (len(reader.people_acknowledged), reader.cache_written), 0
    problem = people_file_problem(os.path.join(data, "people.json")) or cache_file_problem(cache)
    if problem:
        return problem, 0
    with open(cache, encoding="utf-8") as f:
        cache_lines = len(f.read().splitlines()) - 1
    guests = [c[2] for c in reader.people_acknowledged + reader.people_refused if c[0] == "merge"]
    pending = reader.people_pending
    if pending and pending[0] == "merge":
        guests.append(pending[2])
    names = [journal.person] + guests
    with tempfile.TemporaryDirectory(prefix="tyros-soak-games-") as copy:
        games = games_folder(data_home)
        for name in os.listdir(games):
            if name.endswith(".tyros"):
                shutil.copy2(os.path.join(games, name), copy)
        result = subprocess.run([os.path.join(journal.build, "bench", "soak-records-check"), data, copy] + names,
                                capture_output=True, text=True)
    if result.returncode != 0:
        return "soak-records-check: " + result.stderr.strip()[:2000], cache_lines
    found = {}
    plays = -1
    for line in result.stdout.splitlines():
        if line.startswith("plays "):
            plays = int(line.split()[1])
        if line.startswith("person "):
            name, person = line[len("person "):].split("\t", 1)
            found[name] = person
    # (the journal's game is one more once played to its end)
    if plays < len(FINISHED_GAMES):
        return "the records count %d plays of the %d finished games" % (plays, len(FINISHED_GAMES)), cache_lines
    states = [reader.people_acknowledged]
    if killed and pending:
        states.append(reader.people_acknowledged + [pending])
    for changes in states:
        expected = expected_people(names[0], changes)
        if all(found.get(n) == expected.get(n, n) for n in names):
            break
    else:
        wrong = [n for n in names if found.get(n) != expected_people(names[0], reader.people_acknowledged).get(n, n)]
        return "people.json lost acknowledged changes: %s" % ", ".join(
            "%s is %s" % (n, found.get(n)) for n in wrong[:5]), cache_lines
    for folder in (data, games_folder(data_home)):
        for name in os.listdir(folder) if os.path.isdir(folder) else []:
            if name.startswith("people.json.") or name.startswith(CACHE_NAME + "."):
                return "a temporary file stayed after the next start: %s" % name, cache_lines
    return None, cache_lines

