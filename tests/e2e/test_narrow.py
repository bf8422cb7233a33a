#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window at phone width (360 x 640) and the New Game page in German,
Dutch and Italian at 1100 px: everything on screen, nothing cut, targets a
finger can hit, a ship move in four taps."""

import gettext
import sys

from tyros_e2e import App, TOGGLE_BUTTON, TestFailure, cut_labels, devenv, find_all, name_of, run, wait_for


def translator(language):
    """The app's own translation from the build tree, as the app finds it."""
    return gettext.translation("tyros-companion", devenv()["TYROS_LOCALEDIR"], languages=[language]).gettext


def test_new_game_values_whole_at_1100():
    for language in ("de", "nl", "it"):
        _ = translator(language)
        with App(width=1100, height=1000, language=language) as app:
            app.press("push button", _("_New Game"))
            page = app.region(_("New Game"))
            app.press(TOGGLE_BUTTON, _("_4 Players"), page)
            # the founding tiles last: entering them adds rows that push the others down
            for row in (_("_Start player"), _("_Edition"), _("_Founding tiles")):
                combo = app.find("combo box", row, page)
                for option in options_of(app, combo):
                    app.choose("combo box", row, option, page)
                    cut = cut_labels(page)
                    if cut:
                        app.screenshot("cut-%s" % language)
                        raise TestFailure("%s, %s = %s: cut %s" % (language, row, option, cut))


def options_of(app, combo):
    """The choices of a drop-down, read from its open list, which is closed again."""
    app.click(combo)
    items = wait_for(lambda: app.open_list(combo) and
                     [name_of(n) for n in find_all(app.open_list(combo), role="label")],
                     "the choices of %s" % name_of(combo))
    app.key("Escape")
    wait_for(lambda: not app.open_list(combo), "the list of %s to close" % name_of(combo))
    return items


if __name__ == "__main__":
    sys.exit(run(test_new_game_values_whole_at_1100))
