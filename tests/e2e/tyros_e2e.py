# SPDX-License-Identifier: GPL-3.0-or-later
"""Drives the real tyros-companion through its accessibility tree.

Each test script runs inside its own X server and D-Bus session
(xvfb-run + dbus-run-session, see meson.build). This module starts the
accessibility bus and the app with its own data, config and settings, and
offers the few verbs a test needs: find a control by role and label, press
it, type into it, read what is shown, and wait until something is true.
"""

import os
import re
import atexit
import json
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi
import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

SCREEN = "1280x1024x24"
TIMEOUT = float(os.environ.get("TYROS_E2E_TIMEOUT", "20"))


class TestFailure(Exception):
    pass


class Skip(Exception):
    """A scenario that cannot run here; its reason is printed."""


def wait_for(condition, what, timeout=TIMEOUT):
    """Polls condition() until it returns something true; fails naming what."""
    deadline = time.monotonic() + timeout
    delay = 0.02
    last_error = None
    while True:
        try:
            value = condition()
            if value:
                return value
        except Exception as error:  # the tree changes under us while we look
            last_error = error
        if time.monotonic() > deadline:
            raise TestFailure("timed out waiting for %s%s" %
                              (what, " (%s)" % last_error if last_error else ""))
        time.sleep(delay)
        delay = min(delay * 1.5, 0.2)


def label_pattern(label):
    """A name pattern that allows GTK 4.8's '_Label Label' mnemonic names."""
    if isinstance(label, re.Pattern):
        return label
    plain = label.replace("_", "")
    return re.compile(r"^(?:%s )?%s$" % (re.escape(label), re.escape(plain)))


# at-spi2-core 2.50 on (Debian 13) names ROLE_PUSH_BUTTON "button".
ROLE_ALIASES = {"button": "push button"}


# GTK 4.8 shows a GtkToggleButton as a "push button", GTK 4.18 as a "toggle button".
TOGGLE_BUTTON = ("toggle button", "push button")

# A labelled region (a page or panel the app gives the group role and an
# accessible label): GTK 4.8 says "panel", GTK 4.18 "grouping".
REGION_ROLES = ("panel", "grouping")


def role_of(node):
    role = node.getRoleName()
    return ROLE_ALIASES.get(role, role)


def translating_locale():
    """A locale under which gettext honours LANGUAGE: glibc 2.41 (Debian 13)
    ignores LANGUAGE in C.UTF-8 as in C; Debian 12's C.UTF-8 honours it."""
    try:
        installed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.split()
    except OSError:
        installed = []
    for name in ("de_DE.utf8", "en_US.utf8", "en_GB.utf8"):
        if name in installed:
            return name.replace(".utf8", ".UTF-8")
    return "C.UTF-8"


def name_of(node):
    try:
        return node.name or ""
    except Exception:
        return ""


def process_id(node):
    try:
        return node.get_process_id()
    except Exception:
        return None


def children(node):
    try:
        return [c for c in node if c is not None]
    except Exception:
        return []


def walk(node):
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(children(current)))


def is_visible(node):
    try:
        return node.getState().contains(pyatspi.STATE_VISIBLE)
    except Exception:
        return False


def find_all(root, role=None, name=None, visible=True):
    pattern = label_pattern(name) if name is not None else None
    roles = role if isinstance(role, tuple) else (role,)
    found = []
    for node in walk(root):
        if role is not None and role_of(node) not in roles:
            continue
        if pattern is not None and not pattern.search(name_of(node)):
            continue
        if visible and not is_visible(node):
            continue
        found.append(node)
    return found


def text_of(node):
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    except NotImplementedError:
        return name_of(node)


def dump(node, depth=0, out=None):
    """The tree as text, for a failure message or for exploring."""
    lines = out if out is not None else []
    state = "" if is_visible(node) else " (hidden)"
    lines.append("%s%s %r%s" % ("  " * depth, role_of(node), name_of(node), state))
    for child in children(node):
        dump(child, depth + 1, lines)
    return lines if out is None else None


def table_row(table, row, n_columns):
    """The texts of one row of a Numbers table, as a screen reader walks it.
    GTK's AT-SPI bridge offers no Table interface (4.8 and 4.18 alike: its
    gtk/a11y/gtkatspicontext.c registers none, not even for GtkColumnView),
    so a table is read row by row: each row a table row of n_columns cells,
    named by them (GTK 4.8 named a row by its type, "GtkBox"), not one flat
    list of every cell. The first row says what each column is, as cells
    (GTK gives a column header no AT-SPI role); every other row's first cell
    is the row's header. Read a row at a time: the whole table over D-Bus
    takes seconds."""
    line = table.getChildAtIndex(row)
    if role_of(line) != "table row" or line.childCount != n_columns:
        raise TestFailure("row %d of the table is a %s of %d cells, not a table row of %d"
                          % (row, role_of(line), line.childCount, n_columns))
    cells = [line.getChildAtIndex(c) for c in range(n_columns)]
    roles = [role_of(c) for c in cells]
    if roles != ["row header" if row > 0 else "table cell"] + ["table cell"] * (n_columns - 1):
        raise TestFailure("row %d's cells are %s" % (row, roles))
    texts = [name_of(c) for c in cells]
    if name_of(line) != " ".join(texts):
        raise TestFailure("row %d is named %r, not by its cells %s" % (row, name_of(line), texts))
    return texts


def check_table_interface(table, n_rows, rows):
    """Where GTK's bridge offers AT-SPI's Table interface, it has n_rows rows
    and its first rows are those read by table_row(); where it does not (GTK
    4.8 to 4.18), the TAP output says so."""
    try:
        cells = table.queryTable()
    except NotImplementedError:
        print("# %r: GTK's AT-SPI bridge offers no Table interface, read row by row" % name_of(table),
              flush=True)
        return
    if (cells.nRows, cells.nColumns) != (n_rows, len(rows[0])):
        raise TestFailure("the Table interface says %d x %d, not %d x %d"
                          % (cells.nRows, cells.nColumns, n_rows, len(rows[0])))
    for r, row in enumerate(rows):
        shown = [name_of(cells.getAccessibleAt(r, c)) for c in range(len(row))]
        if shown != row:
            raise TestFailure("the Table interface's row %d is %s, not %s" % (r, shown, row))


def text_attributes(node):
    """The label's font as AT-SPI reports it (family-name, size in px, weight)."""
    text = node.queryText()
    try:
        pairs = text.getDefaultAttributeSet()
    except (AttributeError, NotImplementedError):
        pairs = text.getDefaultAttributes().split(";")
    return dict(pair.split(":", 1) for pair in pairs if ":" in pair)


def needed_width(node):
    """(width, line height) in px that the label's whole text needs on one line,
    laid out by Pango in the label's own font on this machine's fonts."""
    attributes = text_attributes(node)
    font = Pango.FontDescription()
    font.set_family(attributes.get("family-name", "Sans"))
    font.set_absolute_size(float(attributes.get("size", "13")) * Pango.SCALE)
    font.set_weight(Pango.Weight(int(attributes.get("weight", "400"))))
    context = PangoCairo.FontMap.get_default().create_context()
    layout = Pango.Layout.new(context)
    layout.set_font_description(font)
    layout.set_text(text_of(node), -1)
    return layout.get_pixel_size()


def on_one_line(node, looks_taller):
    """Whether the label shows its text on one line: its first line is all of
    it (a label in a tall row is as tall as the row, and may still be one
    ellipsized line). Where AT-SPI cannot say, a label taller than a line of
    its font is taken to wrap."""
    try:
        text = node.queryText()
        return text.getTextAtOffset(0, pyatspi.TEXT_BOUNDARY_LINE_START)[2] >= text.characterCount
    except Exception:
        return not looks_taller


def cut_labels(root):
    """The one-line labels under root that show less than their text (an
    ellipsized label keeps one line and loses the rest), each as (text, shown
    width, needed width). AT-SPI gives the label's font without the style
    sheet's size: a label lower than a line of that font has a smaller one,
    and its needed width is scaled down alike. A label on two lines wraps."""
    cut = []
    for node in find_all(root, role="label"):
        text = text_of(node)
        try:
            ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        except Exception:
            continue
        if not text.strip() or ext.width <= 0 or ext.height <= 0:
            continue  # not laid out: on a page or in a popover not shown
        width, line_height = needed_width(node)
        if not on_one_line(node, ext.height >= 1.3 * line_height):
            continue
        needed = width * min(1.0, ext.height / line_height)
        if ext.width + 2 < needed:  # a couple of px for rounding
            cut.append((text, ext.width, round(needed)))
    return cut


_bus_launcher = None
_devenv = None


def devenv():
    """The environment `meson devenv` gives in the build tree, where a developer
    runs the app (README): the schema and the translations built there."""
    global _devenv
    if _devenv is None:
        out = subprocess.run([os.environ["MESON"], "devenv", "-C", os.environ["TYROS_BUILD_ROOT"],
                              "--dump"], capture_output=True, text=True, check=True).stdout
        _devenv = {}
        for line in out.splitlines():
            match = re.match(r'^([A-Z_]+)="(.*)"$', line)
            if match and "$" not in match.group(2):
                _devenv[match.group(1)] = match.group(2)
    return _devenv
_x_server = None


def start_display():
    """Our own X server, on a display number it picks itself (-displayfd):
    xvfb-run -a races with other test runs on a busy machine."""
    global _x_server
    if _x_server is not None:
        return
    read_end, write_end = os.pipe()
    _x_server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN,
                                  "-nolisten", "tcp", "-noreset"],
                                 pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as f:
        number = f.readline().strip()
    if not number:
        raise TestFailure("Xvfb did not start")
    os.environ["DISPLAY"] = ":" + number
    atexit.register(_x_server.terminate)


def start_accessibility_bus():
    """One accessibility bus for the whole test process: pyatspi keeps its
    connection to the first one it meets."""
    global _bus_launcher
    if _bus_launcher is None:
        _bus_launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        atexit.register(_bus_launcher.terminate)


class App:
    """One run of tyros-companion with its own data, config and settings."""

    def __init__(self, width=1280, height=800, language=None, args=(), dark=False):
        self.tmp = tempfile.mkdtemp(prefix="tyros-e2e-")
        self.env = dict(os.environ)
        self.env.update(devenv())
        self.env.update({
            "XDG_DATA_HOME": os.path.join(self.tmp, "data"),
            "XDG_CONFIG_HOME": os.path.join(self.tmp, "config"),
            "XDG_CACHE_HOME": os.path.join(self.tmp, "cache"),
            "XDG_STATE_HOME": os.path.join(self.tmp, "state"),
            "GSETTINGS_BACKEND": "memory",
            "GSK_RENDERER": "cairo",
            "GTK_A11Y": "atspi",
            "GDK_BACKEND": "x11",
            "NO_AT_BRIDGE": "0",
        })
        self.env.pop("NO_AT_BRIDGE")
        if language:
            self.env["LANGUAGE"] = language
            self.env["LANG"] = translating_locale()
            self.env["LC_ALL"] = translating_locale()
        if dark:
            self.env["ADW_DEBUG_COLOR_SCHEME"] = "prefer-dark"
        for d in ("data", "config", "cache", "state"):
            os.makedirs(os.path.join(self.tmp, d))
        self.width, self.height = width, height
        self.args = list(args)
        self.process = None
        self._found = {}
        self.root = None

    # ---- life cycle

    def start(self):
        start_display()
        self.env["DISPLAY"] = os.environ["DISPLAY"]
        start_accessibility_bus()
        binary = os.environ["TYROS_COMPANION"]
        self.process = subprocess.Popen([binary] + self.args, env=self.env)
        self.root = wait_for(self._find_app, "tyros-companion on the accessibility bus")
        self.window = wait_for(lambda: find_all(self.root, role="frame"), "the main window")[0]
        self.resize(self.width, self.height)
        return self

    def _find_app(self):
        if self.process.poll() is not None:
            raise SystemExit("tyros-companion exited with status %d" % self.process.returncode)
        desktop = pyatspi.Registry.getDesktop(0)
        for app in children(desktop):
            # this run's, not one that a scenario before left exiting
            if name_of(app) == "tyros-companion" and process_id(app) == self.process.pid:
                return app
        return None

    def restart(self):
        """Quits the app and starts it again on the same data, config and settings."""
        self.process.terminate()
        self.process.wait(10)
        self._found.clear()
        return self.start()

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        if exc[0] is not None:
            self.screenshot("failure")
        self.stop()
        return False

    # ---- the window

    def xdotool(self, *args):
        subprocess.run(["xdotool"] + [str(a) for a in args], check=True,
                       stdout=subprocess.DEVNULL, env=self.env)

    def window_id(self):
        out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                              str(self.process.pid)], capture_output=True, text=True,
                             env=self.env)
        ids = out.stdout.split()
        return ids[0] if ids else None

    def resize(self, width, height):
        wid = wait_for(self.window_id, "the X window")
        self.xdotool("windowmove", wid, 0, 0)
        self.xdotool("windowsize", wid, width, height)

        asked = [time.monotonic()]

        def sized():
            out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid],
                                 capture_output=True, text=True, env=self.env).stdout
            geometry = dict(line.split("=", 1) for line in out.split())
            if int(geometry["WIDTH"]) == width and int(geometry["HEIGHT"]) == height:
                return True
            # No window manager holds the size: a window that sized itself
            # again while starting (before it saw ours) is asked once more.
            if time.monotonic() - asked[0] > 1:
                self.xdotool("windowsize", wid, width, height)
                asked[0] = time.monotonic()
            return False
        wait_for(sized, "the window at %dx%d" % (width, height))

    def key(self, *keys):
        wid = wait_for(self.window_id, "the X window")
        self.xdotool("key", "--clearmodifiers", *keys)

    def screenshot(self, name):
        directory = os.environ.get("TYROS_E2E_SCREENSHOTS")
        if not directory:
            return None
        os.makedirs(directory, exist_ok=True)
        path = os.path.join(directory, "%s-%s.png" % (os.path.basename(sys.argv[0])[:-3], name))
        subprocess.run(["import", "-window", "root", path], env=self.env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return path

    # ---- the game page

    def cell(self, field):
        """The board's cell of a field ("12", "T"): a grid cell named by it."""
        board = self.find("table", "Board", self.region("Game"))
        prefix = "Tyros," if field == "T" else "Field %s," % field
        for node in children(board):
            if name_of(node).startswith(prefix):
                return node
        raise TestFailure("no cell for field %s" % field)

    def title(self):
        """The window title and subtitle."""
        box = self.region("Window Title")
        return [name_of(n) for n in find_all(box, role="label")]

    # ---- what the app saved

    def saved_games(self):
        directory = os.path.join(self.tmp, "data", "tyros-companion", "games")
        if not os.path.isdir(directory):
            return []
        return sorted(os.path.join(directory, n) for n in os.listdir(directory)
                      if n.endswith(".tyros"))

    def saved_game(self, condition=lambda game: True, what="the saved game"):
        """The autosaved game, once it satisfies condition (it is saved as it changes)."""
        def found():
            for path in self.saved_games():
                try:
                    with open(path) as f:
                        game = json.load(f)
                except (OSError, ValueError):
                    continue
                if condition(game):
                    game["_path"] = path
                    return game
            return None
        return wait_for(found, what)

    # ---- finding and using controls

    def find(self, role, name, root=None, timeout=TIMEOUT):
        """The visible control with this role and label, waiting for it. A
        control found before is checked and reused: walking the whole tree
        over D-Bus takes seconds."""
        scope = root if root is not None else self.window
        key = (role, str(name), id(scope))
        cached = self._found.get(key)
        if cached is not None:
            try:
                roles = role if isinstance(role, tuple) else (role,)
                if role_of(cached) in roles and label_pattern(name).search(name_of(cached)) \
                        and is_visible(cached):
                    return cached
            except Exception:
                pass

        def found():
            nodes = find_all(scope, role=role, name=name)
            return nodes[0] if nodes else None
        try:
            node = wait_for(found, "%s %r" % (role, name), timeout)
        except TestFailure:
            sys.stderr.write("\n".join(dump(scope)) + "\n")
            raise
        self._found[key] = node
        return node

    def region(self, label, root=None):
        """The page or panel with this accessible label, as a screen reader finds it."""
        return self.find(REGION_ROLES, label, root)

    def absent(self, role, name, root=None):
        scope = root if root is not None else self.window
        wait_for(lambda: not find_all(scope, role=role, name=name),
                 "%s %r to go away" % (role, name))

    def press(self, role, name, root=None):
        node = self.find(role, name, root)
        self.activate(node)
        return node

    def activate(self, node):
        try:
            action = node.queryAction()
        except NotImplementedError:
            action = None
        if action is None or action.nActions == 0:
            self.click(node)
            return
        names = [action.getName(i) for i in range(action.nActions)]
        for preferred in ("click", "press", "activate", "toggle"):
            if preferred in names:
                action.doAction(names.index(preferred))
                return
        action.doAction(0)

    def extents(self, node):
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return ext.x, ext.y, ext.width, ext.height

    def centre(self, node):
        """The middle of the control on the screen (the window is at 0, 0).
        AT-SPI's window coordinates start at the window's frame, which GTK
        4.18 reports at -5, -5 (4.8 at 0, 0): counted from there."""
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        frame = self.window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return ext.x - frame.x + ext.width // 2, ext.y - frame.y + ext.height // 2

    def click(self, node):
        """A mouse click in the middle of the control, as a person clicks."""
        x, y = self.centre(node)
        self.xdotool("mousemove", x, y, "click", 1)

    def choose(self, combo_role, combo_name, option, root=None):
        """Opens a drop-down (combo row or drop-down button) and picks an option
        with the keyboard (a popover's own coordinates are not the window's)."""
        combo = self.find(combo_role, combo_name, root)
        self.click(combo)
        try:
            popover = wait_for(lambda: self.open_list(combo), "the list of %s" % combo_name)
        except TestFailure:
            sys.stderr.write("\n".join(dump(combo)) + "\n")
            raise
        items = wait_for(lambda: [name_of(n) for n in find_all(popover, role="label")],
                         "the choices of %s" % combo_name)
        if option not in items:
            raise TestFailure("%s offers %s, not %r" % (combo_name, items, option))
        self.key("Home", *(["Down"] * items.index(option)), "Return")
        wait_for(lambda: not self.open_list(combo), "the %s list to close" % combo_name)
        wait_for(lambda: option in [name_of(n) for n in find_all(combo, role="label")],
                 "%s to show %r" % (combo_name, option))
        return combo

    @staticmethod
    def open_list(combo):
        """A drop-down's open list of choices, or None. GTK 4.8 shows its popover
        as a filler named "GtkPopover"; GTK 4.18 as an unnamed "list box" or,
        in a combo row, as the second list (the first shows the chosen item)."""
        popovers = (find_all(combo, role="filler", name="GtkPopover") or
                    find_all(combo, role="list box"))
        if popovers:
            return popovers[0]
        # the open list scrolls; the one showing the chosen item does not (and
        # a combo row that shows its value as subtitle has none)
        lists = find_all(combo, role="list")
        for candidate in lists:
            try:
                if role_of(candidate.parent) == "scroll pane":
                    return candidate
            except Exception:
                continue
        return lists[1] if len(lists) > 1 else None

    def pixel(self, node):
        """The colour a person sees in the middle of the control, as '#rrggbb'."""
        return self.pixel_at(*self.centre(node))

    def pixels(self, x, y, width, height):
        """How many pixels of each colour ('#rrggbb') the box at x, y of the
        window (at 0, 0 on the screen) shows."""
        out = subprocess.run(["import", "-window", "root", "-crop", "%dx%d+%d+%d" % (width, height, x, y),
                              "-depth", "8", "txt:-"], capture_output=True, text=True,
                             env=self.env).stdout
        counts = {}
        for match in re.finditer(r"#([0-9A-Fa-f]{6})\b", out):
            colour = "#" + match.group(1).lower()
            counts[colour] = counts.get(colour, 0) + 1
        return counts

    def pixel_at(self, x, y):
        """The colour at x, y of the window (at 0, 0 on the screen), as '#rrggbb'."""
        out = subprocess.run(["import", "-window", "root", "-crop", "1x1+%d+%d" % (x, y),
                              "-depth", "8", "txt:-"], capture_output=True, text=True,
                             env=self.env).stdout
        match = re.search(r"#([0-9A-Fa-f]{6})", out)
        return "#" + match.group(1).lower() if match else None

    def type_into(self, node, text):
        editable = node.queryEditableText()
        editable.setTextContents(text)
        wait_for(lambda: text_of(node) == text, "%r typed into %s" % (text, name_of(node)))

    def texts(self, root=None):
        scope = root if root is not None else self.window
        return [name_of(n) or text_of(n) for n in find_all(scope, role="label")]

    def shows_text(self, pattern, root=None):
        regex = re.compile(pattern)
        return any(regex.search(t or "") for t in self.texts(root))

    def wait_text(self, pattern, root=None, timeout=TIMEOUT):
        wait_for(lambda: self.shows_text(pattern, root), "text %r" % pattern, timeout)


def tyros(*args, language=None):
    """Runs the `tyros` command of the build tree as `meson devenv` does;
    returns (exit status, standard output), with standard error after it
    when the command failed."""
    env = dict(os.environ)
    env.update(devenv())
    if language:
        env.update({"LANGUAGE": language, "LANG": translating_locale(), "LC_ALL": translating_locale()})
    done = subprocess.run([os.environ["TYROS_CLI"]] + [str(a) for a in args],
                          capture_output=True, text=True, env=env)
    return done.returncode, done.stdout + (done.stderr if done.returncode else "")


def standings_points(app, root=None):
    """Name -> points as the standings show them."""
    panel = app.region("Standings", root)
    labels = [name_of(n) for n in find_all(panel, role="label")]
    at = labels.index("Cities") + 1
    rows = labels[at:at + 5 * 3]
    return {rows[i]: rows[i + 1] for i in range(0, len(rows), 5)}


def adw_at_least(major, minor):
    """Whether the app was built with libadwaita major.minor or newer."""
    version = tuple(int(v) for v in os.environ.get("TYROS_ADW_VERSION", "1.2").split(".")[:2])
    return version >= (major, minor)


def test_data(name):
    return os.path.join(os.environ["TYROS_TEST_DATA"], name)


def run(*tests):
    """Runs each scenario and prints TAP, one line per scenario. Scenario names
    given on the command line run only those (tests/README.md)."""
    wanted = sys.argv[1:]
    unknown = [w for w in wanted if w not in [t.__name__ for t in tests]]
    if unknown:
        print("Bail out! No scenario %s here; there are: %s"
              % (", ".join(unknown), ", ".join(t.__name__ for t in tests)), flush=True)
        return 1
    if wanted:
        tests = [t for t in tests if t.__name__ in wanted]
    print("1..%d" % len(tests), flush=True)
    failed = 0
    for number, test in enumerate(tests, 1):
        name = test.__name__
        started = time.monotonic()
        try:
            test()
            print("ok %d %s # %.1fs" % (number, name, time.monotonic() - started), flush=True)
        except Skip as reason:
            print("ok %d %s # SKIP %s" % (number, name, reason), flush=True)
        except Exception as error:
            failed += 1
            import traceback
            traceback.print_exc()
            print("not ok %d %s: %s" % (number, name, str(error).splitlines()[0] if str(error) else type(error).__name__), flush=True)
    return 1 if failed else 0
