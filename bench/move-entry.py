# SPDX-License-Identifier: GPL-3.0-or-later
# bench/move-entry.py SCREEN MODE: driven by bench/move-entry (see there).
import re
import subprocess
import sys
import time

import pyatspi

screen_w, screen_h = (int(v) for v in sys.argv[1].split("x"))
mode = sys.argv[2]


ROLE_ALIASES = {"button": "push button"}


def wait_for(what, find, timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        found = find()
        if found:
            return found
        time.sleep(0.2)
    sys.exit(f"{mode}: {what} not found")


def app():
    for a in pyatspi.Registry.getDesktop(0):
        if a is not None and a.name == "tyros-companion":
            return a
    return None


def nodes(root):
    out = [root]
    for child in root:
        if child is not None:
            out.extend(nodes(child))
    return out


def showing(node):
    states = node.getState()
    return states.contains(pyatspi.STATE_VISIBLE)


def named(role, pattern):
    def find():
        a = app()
        if a is None:
            return None
        for n in nodes(a):
            # at-spi2-core 2.50 on (Debian 13) names a push button "button"
            if (n.getRoleName() == role or ROLE_ALIASES.get(n.getRoleName()) == role) \
                    and re.search(pattern, n.name or "") and showing(n):
                return n
        return None
    return find


def window_id():
    # the main window by its title, not a tooltip or popover surface
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Tyros Companion$"],
                         capture_output=True, text=True).stdout.split()
    return out[-1]


def extents(node):
    return node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)


def key(*keys):
    subprocess.run(["xdotool", "key", "--delay", "120", *keys], check=True)
    time.sleep(0.6)


def tap(node, win):
    e = extents(node)
    x, y = e.x + e.width // 2, e.y + e.height // 2
    on_screen = 0 <= e.x and e.x + e.width <= screen_w and 0 <= e.y and e.y + e.height <= screen_h
    subprocess.run(["xdotool", "mousemove", "--window", win, str(x), str(y), "click", "1"], check=True)
    time.sleep(0.8)
    return on_screen, (e.width, e.height)


def played():
    cell = named("table cell", r"^Field 23,")()
    return cell is not None and "Anna" in cell.name


wait_for("the app", app)
board = wait_for("the board", named("table", r"^Board$"))
win = window_id()
subprocess.run(["xdotool", "windowsize", win, str(screen_w), str(screen_h)], check=True)
subprocess.run(["xdotool", "windowactivate", "--sync", win], check=False)
time.sleep(1.5)

if mode == "keyboard":
    keys = ["alt+m", "Return", "2", "3", "Return", "Return"]
    for k in keys:
        key(k)
    ok = wait_for("the move played", played, timeout=10)
    print(f"keyboard {screen_w}x{screen_h}: ship move Tyros -> 23 in {len(keys)} keys "
          f"({' '.join(keys)}), played: {'yes' if ok else 'no'}")
else:
    steps = [("push button", r"Move Ship"), ("table cell", r"^Tyros,"),
             ("table cell", r"^Field 23,"), ("push button", r"Confirm")]
    taps, all_on_screen, sizes = 0, True, []
    for role, pattern in steps:
        target = wait_for(pattern, named(role, pattern), timeout=10)
        on_screen, size = tap(target, win)
        taps += 1
        all_on_screen &= on_screen
        sizes.append((pattern.strip("^,"), size))
    ok = wait_for("the move played", played, timeout=10)
    cells = [n for n in nodes(app()) if n.getRoleName() == "table cell"]
    ext = {n.name.split(",")[0]: extents(n) for n in cells}
    pitch_x = ext["Field 6"].x - ext["Field 1"].x
    pitch_y = ext["Field 2"].y - ext["Field 1"].y
    smallest = min(min(e.width, e.height) for e in ext.values())
    window = subprocess.run(["xdotool", "getwindowgeometry", win], capture_output=True, text=True).stdout
    width = re.search(r"Geometry: (\d+)x", window).group(1)
    print(f"phone {screen_w}x{screen_h} (window {width} px wide): ship move Tyros -> 23 in {taps} taps, "
          f"every target on screen when tapped: {'yes' if all_on_screen else 'no'}, played: {'yes' if ok else 'no'}")
    print(f"  fields: {len(cells)} cells, smallest {smallest} px, from field to field {pitch_x} x {pitch_y} px "
          f"(a tap in the gap goes to the nearer field)")
    print("  tapped (as AT-SPI reports them): " + ", ".join(f"{name} {w}x{h} px" for name, (w, h) in sizes)
          + f"; each at least 44 px: {'yes' if min(min(w, h) for _, (w, h) in sizes) >= 44 else 'no'}")
