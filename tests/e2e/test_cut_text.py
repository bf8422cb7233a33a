#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Text that was cut to "…" in English, German, Dutch and Italian, with the
main window at a phone's width (360 px): Preferences' default edition, the
rules window's sidebar, the start page, New Game and the choices of its
drop-downs in their lists.
Each label is measured (its whole text laid out in its font against the width
it is given, tyros_e2e.cut_labels), not looked at."""

import subprocess
import sys

from tyros_e2e import App, TestFailure, cut_labels, find_all, run, wait_for
from test_narrow import PHONE_HEIGHT, PHONE_WIDTH, translator
from test_teach import toplevel

LANGUAGES = (None, "de", "nl", "it")


def words(language):
    return translator(language) if language else (lambda text: text)


def fail_if_cut(app, root, what, language):
    cut = wait_for(lambda: find_all(root, role="label") and [cut_labels(root)], "the labels of %s" % what)[0]
    if cut:
        app.screenshot("cut-%s-%s" % (what.replace(" ", "-"), language or "en"))
        raise TestFailure("%s, %s: cut %s" % (language or "en", what, cut))


def preferences(app, _):
    """libadwaita 1.2 shows Preferences as a window of its own; from 1.5 on as
    a dialog inside the main window."""
    app.key("ctrl+comma")
    return wait_for(lambda: next((w for w in find_all(app.root, name=_("Preferences"))
                                  if find_all(w, role="label", name=_("Default _edition")) or
                                  find_all(w, role="label", name=_("Default edition"))), None),
                    "Preferences")


def test_preferences_edition_whole():
    for language in LANGUAGES:
        _ = words(language)
        with App(width=PHONE_WIDTH, height=PHONE_HEIGHT, language=language) as app:
            fail_if_cut(app, preferences(app, _), "Preferences", language)


def test_rules_sidebar_whole():
    for language in LANGUAGES:
        _ = words(language)
        with App(width=PHONE_WIDTH, height=PHONE_HEIGHT, language=language) as app:
            app.key("F1")
            window = toplevel(app, _("Rules"))
            rules = app.find("list", _("Rules"), window)
            wait_for(lambda: find_all(rules, role="label", name=_("How the two rulebooks differ")),
                     "the first entry of the sidebar")
            cut = cut_labels(rules)
            if cut:
                app.screenshot("cut-rules-%s" % (language or "en"))
                raise TestFailure("%s, the rules' sidebar: cut %s" % (language or "en", cut))


def window_width(app):
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", app.window_id()],
                         capture_output=True, text=True, env=app.env).stdout
    return int(dict(line.split("=", 1) for line in out.split())["WIDTH"])


def test_drop_down_choices_whole():
    for language in LANGUAGES:
        _ = words(language)
        # A phone's width, tall enough to click every drop-down without
        # scrolling. The Italian start page held the window at 416 px, so
        # this ran at 420; a list is cut by its own labels whatever the
        # window's width.
        with App(width=PHONE_WIDTH, height=900, language=language) as app:
            fail_if_cut(app, app.window, "the start page", language)
            app.press("push button", _("_New Game"))
            page = app.region(_("New Game"))
            fail_if_cut(app, page, "New Game", language)
            if window_width(app) != PHONE_WIDTH:
                raise TestFailure("%s: New Game widened the window to %d px" % (language or "en", window_width(app)))
            combos = [app.find("combo box", row, page) for row in (_("_Start player"), _("_Edition"),
                                                                    _("_Founding tiles"))]
            combos.append(app.find("combo box", _("Colour of player %u") % 1, page))
            for combo in combos:
                app.click(combo)
                choices = wait_for(lambda: app.open_list(combo), "the list of %s" % combo.name)
                cut = wait_for(lambda: find_all(choices, role="label") and [cut_labels(choices)],
                               "the choices of %s" % combo.name)[0]
                if cut:
                    app.screenshot("cut-choices-%s" % (language or "en"))
                    raise TestFailure("%s, %s: cut %s" % (language or "en", combo.name, cut))
                app.key("Escape")
                wait_for(lambda: not app.open_list(combo), "the list of %s to close" % combo.name)


if __name__ == "__main__":
    sys.exit(run(test_preferences_edition_whole,
                 test_rules_sidebar_whole,
                 test_drop_down_choices_whole))
