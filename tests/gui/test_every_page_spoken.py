"""Issue 19: every main page of the demo club says its texts through the catalogue (none left English).

A fake speaker (a QTranslator whose translate() wraps every word of a text in «», leaving {fields} and %n to be
filled) is installed before the window is made. The demo club is loaded and every main tab visited: the Event
page with its sub-tabs, Matches, Leaderboard, Players, Teams, Seasons, a player's page and the tools. Every label,
button, group title, tab, combo item and table cell or header (the first rows) with letters must be wrapped,
except the club's own data (names of players, their clubs, teams, events, leaderboards, seasons), numbers and
dates. The locale is German meanwhile, so a number or date written in English
or ISO form ('2.5', '2024-12-17') instead of the locale's (2,5; 17.12.24) shows too.
Texts built in variables escape tests/gui/test_translation_marks.py; this catches them where they are shown.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from gui_helpers import click_tab, open_player_page, open_tool, wait_idle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTabWidget, QWidget
from speaker_helpers import Wrapping, bare_words, shown_texts
from widget_input import click_inner_tab, tick_in_picker

from tournament_app.gui.shell.main_window import MainWindow
from tournament_app.league import (
    Club,
    create_season,
    import_players,
    import_results,
    list_seasons,
)
from tournament_app.shipped import resource_path
from tournament_app.translation import translate


def club_data(path: Path) -> list[str]:
    """The names the demo club holds (shown as they are), longest first."""
    with Club.open(path) as club:
        names = [p.name for p in club.players(include_archived=True)]
        names += [p.club for p in club.players(include_archived=True) if p.club]
        names += [t.name for t in club.teams(include_archived=True)]
        names += [e.name for e in club.events()]
        names += [b.name for b in club.leaderboards()]
        names += [s.name for s in list_seasons(club)]
    return sorted(set(names), key=len, reverse=True)


#: a number or date in English or ISO form ('2.5', '2024-12-17') once the German dates (17.12.24) are taken out
ENGLISH_NUMBER = re.compile(r"\d\.\d|\d{4}-\d\d-\d\d|\d/\d")
GERMAN_DATE = re.compile(r"\b\d\d\.\d\d\.\d\d\b")
#: an IP address is no number in a language
ADDRESS = re.compile(r"\b\d{1,3}(\.\d{1,3}){3}\b")


def english_numbers(text: str, data: list[str]) -> bool:
    """Whether ``text`` writes a number or date in English or ISO form (outside the club's data)."""
    for name in data:
        text = text.replace(name, " ")
    return bool(ENGLISH_NUMBER.search(ADDRESS.sub(" ", GERMAN_DATE.sub(" ", text))))


def test_every_main_page_of_the_demo_club_says_its_texts_through_the_catalogue(
        qtbot: Any, tmp_path: Path, speaker: Wrapping) -> None:
    path = tmp_path / "demo.sqlite"
    with Club.open(path) as club:
        import_players(club, resource_path("demo-players.csv"))
        import_results(club, resource_path("demo-club.csv"))
        # the first leaderboard is named when the club is made, in the language spoken (here the fake speaker's)
        create_season(club, "Autumn", club.leaderboards()[0].name, "2024-09-01", "2024-12-31", best=10)
    data = club_data(path)
    window = MainWindow(path, offer_demo=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    wait_idle(qtbot, window)
    seen: dict[str, str] = {}

    def look(page: QWidget, label: str) -> None:
        wait_idle(qtbot, window)
        for text, where in shown_texts(page).items():
            seen.setdefault(text, f"{label}: {where}")

    def title(tabs: QTabWidget, index: int) -> str:
        return tabs.tabText(index).replace("&", "")

    seen.update({window.tabs.tabText(i): "the main tabs" for i in range(window.tabs.count())})
    night = window.night_view
    for tab in (night, window.events_view, window.leaderboard_view, window.players_view, window.teams_view,
                window.season_view):
        click_tab(qtbot, window, title(window.tabs, window.tabs.indexOf(tab)))
        look(tab, window.tabs.tabText(window.tabs.indexOf(tab)))
    click_tab(qtbot, window, title(window.tabs, window.tabs.indexOf(night)))
    for tabs in night.findChildren(QTabWidget):  # the Event page's sub-tabs: check-in, rounds, tables, …
        for i in range(tabs.count()):
            if tabs.tabBar().isVisible() and tabs.isTabEnabled(i):
                click_inner_tab(qtbot, tabs, title(tabs, i))
                look(night, f"Event ▸ {tabs.tabText(i)}")
    open_player_page(qtbot, window, window.leaderboard_view.model.row(0).player)
    look(window.player_page, "Player")
    for name, tool in window.tool_views.items():
        open_tool(qtbot, window, translate("shell.tabs", name))  # Tools ▸ …, as the speaker says it
        if tool is window.evaluation_view:
            qtbot.mouseClick(window.evaluation_view.evaluate_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(window.evaluation_view.evaluate_button.isEnabled, timeout=10000)
        look(tool, name)
    balance = window.balance_view  # its results: teams, opponents and pairings of nine players ticked present
    open_tool(qtbot, window, translate("shell.tabs", "Teams balancer"))
    tick_in_picker(qtbot, balance.picker, [e.name for e in balance.picker.entrants()[:9]])
    for button in (balance.balance_button, balance.find_button, balance.pair_button):
        # Balance teams, Matchmaking
        click_inner_tab(qtbot, balance.tabs, title(balance.tabs, 0 if button is balance.balance_button else 1))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        look(balance, f"Teams balancer ▸ {button.text()}")
    places = {where.split(": ", 1)[1] for where in seen.values() if ": " in where}
    assert {"QLabel season-summary", "QLabel player-title", "QLabel round-title", "QTreeWidget «Balanced» «teams»",
            "QTableWidget «Pairings» «of» «the» «waiting» «players»"} <= places, "every page was read"

    unmarked = {t: f"{where} -> {bare_words(t, data)!r}" for t, where in seen.items()
                if bare_words(t, data)}
    assert not unmarked, "texts shown without going through the catalogue:\n" + "\n".join(
        f"{t!r}  [{w}]" for t, w in unmarked.items())
    english = {t: where for t, where in seen.items() if english_numbers(t, data)}
    assert not english, "numbers or dates not in the locale's form:\n" + "\n".join(
        f"{t!r}  [{w}]" for t, w in english.items())
