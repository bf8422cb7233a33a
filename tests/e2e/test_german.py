#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The German UI from the build tree (`meson devenv`), before anything is
installed: the app and the `tyros` command speak German."""

import sys

from tyros_e2e import App, TOGGLE_BUTTON, run, tyros


def test_tyros_command_in_german():
    status, out = tyros(language="de")
    assert status != 0
    assert "Befehl angeben" in out, out


def test_new_four_player_game_in_german():
    with App(height=1000, language="de") as app:
        app.press("push button", "_Neue Partie")
        page = app.region("Neue Partie")
        app.find("label", "Spieler", page)
        app.press(TOGGLE_BUTTON, "_4 Spieler", page)
        for number, name in enumerate(["Anna", "Ben", "Cleo", "Dora"], 1):
            app.type_into(app.find("text", "Name von Spieler %d" % number, page), name)
        app.screenshot("new-game")
        app.press("push button", "Partie s_tarten", page)
        game = app.saved_game(what="the new game saved")
        assert [p["name"] for p in game["players"]] == ["Anna", "Ben", "Cleo", "Dora"]
        app.wait_text("Anna")
        app.screenshot("game")


if __name__ == "__main__":
    sys.exit(run(test_tyros_command_in_german,
                 test_new_four_player_game_in_german))
