#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the committed documents say what the rules core says.

  check-docs.py rules GENERATED COMMITTED
      docs/rules.md equals what the build generated from the core's rulebook.
  check-docs.py board MAKE_DOCS BOARD_MD
      every sea link of the core (src/core/tyros-board.c), open or closed, with
      its provenance, is a row of docs/board.md's link tables, and every row
      there is a link of the core.
"""
import difflib
import re
import subprocess
import sys

PLACE = re.compile(r"^(T|16w|16e|[1-9]|[12][0-9]|3[0-2])$")


def check_rules(generated, committed):
    with open(generated, encoding="utf-8") as f:
        new = f.read().splitlines(keepends=True)
    with open(committed, encoding="utf-8") as f:
        old = f.read().splitlines(keepends=True)
    if new == old:
        return 0
    sys.stdout.writelines(difflib.unified_diff(old, new, committed, generated))
    print("\ndocs/rules.md differs from the rules core's rulebook: "
          "run `meson compile -C _build update-docs` and commit docs/rules.md")
    return 1


def pair(a, b):
    return tuple(sorted((a, b)))


def links_in_doc(path):
    """Rows "| A | B | sea or land | provenance | ... |" under "## Sea links"."""
    links = {}
    in_section = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("## "):
                in_section = line.strip() == "## Sea links"
            if not in_section:
                continue
            cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
            if len(cells) < 4 or not PLACE.match(cells[0]) or not PLACE.match(cells[1]):
                continue
            key = pair(cells[0], cells[1])
            if key in links:
                print(f"{path}:{number}: {key[0]}-{key[1]} is listed twice")
                links[key] = None
                continue
            if cells[2] not in ("sea", "land"):
                print(f"{path}:{number}: say sea or land, not {cells[2]!r}")
            links[key] = ("open" if cells[2] == "sea" else "closed", cells[3])
    return links


def links_in_core(make_docs):
    out = subprocess.run([make_docs, "sea-links"], check=True, capture_output=True,
                         text=True).stdout
    links = {}
    for line in out.splitlines():
        a, b, state, provenance = line.split()
        links[pair(a, b)] = (state, provenance)
    return links


def check_board(make_docs, board_md):
    core = links_in_core(make_docs)
    doc = links_in_doc(board_md)
    failed = False
    for key, value in sorted(core.items()):
        if key not in doc:
            print(f"{board_md}: the core's link {key[0]}-{key[1]} ({value[0]}, {value[1]}) is missing")
            failed = True
        elif doc[key] != value:
            print(f"{board_md}: {key[0]}-{key[1]} is {doc[key]} there, {value} in the core")
            failed = True
    for key in sorted(set(doc) - set(core)):
        print(f"{board_md}: {key[0]}-{key[1]} is not a link of the core (src/core/tyros-board.c)")
        failed = True
    if not failed:
        print(f"{len(core)} sea links, open and closed, as in the core")
    return 1 if failed else 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "rules":
        return check_rules(sys.argv[2], sys.argv[3])
    if len(sys.argv) == 4 and sys.argv[1] == "board":
        return check_board(sys.argv[2], sys.argv[3])
    print(__doc__, file=sys.stderr)
    return 2


sys.exit(main())
