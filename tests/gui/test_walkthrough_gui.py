"""The README's "A club night in five minutes", step by step, with the labels it names.

If a label or a step of the walkthrough changes in the app, this test fails
and the README needs the same change.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QPushButton

from tournament_app.gui.shell import main_window as mw
from tournament_app.gui.shell import welcome
from tournament_app.gui.shell.main_window import MainWindow
from gui_helpers import named, open_new_event_on_matches_tab, open_player_page, open_tool, type_into, type_match

README = Path(__file__).resolve().parents[2] / "README.md"


def walkthrough_text() -> str:
    text = README.read_text(encoding="utf-8")
    section = text.split("## A club night in five minutes", 1)[1].split("\n## ", 1)[0]
    return " ".join(section.split())  # line breaks of the Markdown do not matter


def idle(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=10000)
    qtbot.wait(20)
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=10000)


@pytest.mark.xcb
def test_the_readme_walkthrough_works_as_written(qtbot: Any, tmp_path: Path, messages: Any,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    guide = walkthrough_text()
    monkeypatch.setattr(mw, "default_database_path", lambda: tmp_path / "club.sqlite")

    # 1. Start: the welcome screen's four buttons; "Start a new club".
    labels: list[str] = []

    def choose_new_club(dialog: Any) -> int:
        labels.extend(b.text() for b in dialog.buttons.values())
        qtbot.mouseClick(dialog.buttons[welcome.NEW], Qt.MouseButton.LeftButton)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(welcome.WelcomeDialog, "exec", choose_new_club)
    window = MainWindow(None)
    window.show()
    try:
        qtbot.waitUntil(lambda: bool(labels), timeout=5000)
        for label in labels:
            assert f"**{label}**" in guide
        assert "**Start a new club**" in guide
        qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.players_view, timeout=5000)

        # 2. Players: typed into "New player's name, then Enter".
        players = window.players_view
        assert f"*{players.new_name.placeholderText()}*" in guide
        assert f"**{window.tabs.tabText(window.tabs.indexOf(players))}** tab" in guide
        for name in ("Ann", "Bob", "Cleo", "Dev"):
            qtbot.keyClicks(players.new_name, name)
            qtbot.keyClick(players.new_name, Qt.Key.Key_Return)
            idle(qtbot, window)
        assert "**Set club…**" in guide and players.club_button.text() == "Set club…"

        # 3. The event: "New event…" (the Event tab's dialog), the name and format already filled in, "Create".
        events = window.events_view
        assert f"**{window.tabs.tabText(window.tabs.indexOf(events))}** tab" in guide
        assert f"**{events.new_event_button.text()}**" in guide
        dialog = open_new_event_on_matches_tab(qtbot, window)
        name = named(dialog, "Event name").text()
        chosen = named(dialog, "Format").currentItem().text().split(" — ")[0]
        create = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Create")
        assert name.startswith("Club night ") and chosen == "Club night"
        assert f"*{chosen}*" in guide and f"**{create.text()}**" in guide
        qtbot.mouseClick(create, Qt.MouseButton.LeftButton)
        idle(qtbot, window)
        qtbot.waitUntil(lambda: events.current_event_id() is not None, timeout=5000)
        event_id = events.current_event_id()

        # 4. Matches: two sides typed, Enter saves; then a tie with "= tie".
        form = events.form
        assert f"*{form.panel.editors[0].players.placeholderText()}*" in guide
        type_match(qtbot, window, ["Ann, Bob", "Cleo, Dev"])
        assert window.statusBar().currentMessage().startswith("Saved match #")
        assert "*Saved match #1*" in guide
        type_into(qtbot, named(window, "Side 1 players"), "Ann")
        type_into(qtbot, named(window, "Side 2 players"), "Cleo")
        tie = named(window, "Side 2 tied with the side above")
        assert f"**{tie.text()}**" in guide and f"**{form.add_side_button.text()}**" in guide
        qtbot.mouseClick(tie, Qt.MouseButton.LeftButton)
        assert [e.place.value() for e in form.panel.editors] == [1, 1]
        qtbot.keyClick(named(window, "Side 1 players"), Qt.Key.Key_Return)
        idle(qtbot, window)
        assert events.matches.rowCount() == 2
        results = [events.matches.data(events.matches.index(r, 2)) for r in range(2)]
        assert "Ann drew with Cleo" in results  # gui/result_text.py words a draw
        stored: list[Any] = []
        window.ops.query(lambda club: club.matches(window.current_leaderboard_id()), stored.append)
        idle(qtbot, window)
        assert [m.event_id for m in stored[0]] == [event_id, event_id]
        assert f"**{events.edit_button.text()}**" in guide

        # 5. The leaderboard, sorted by the conservative estimate.
        board = window.leaderboard_view
        assert f"**{window.tabs.tabText(window.tabs.indexOf(board))}** tab" in guide
        qtbot.waitUntil(lambda: board.model.rowCount() == 4, timeout=5000)
        rows = board.model.rows()
        assert [r.conservative for r in rows] == sorted((r.conservative for r in rows), reverse=True)
        for column in ("Conservative", "Rating", "μ ± σ"):
            assert column in [board.model.headerData(c, Qt.Orientation.Horizontal) for c in range(board.model.columnCount())]
            assert f"*{column}*" in guide

        # 6. A player's chart: double-click, the Player tab, Compare with…, Save chart as PNG…
        open_player_page(qtbot, window, rows[0].player)
        assert window.player_page.player_id == rows[0].player_id  # the row double-clicked
        page = window.player_page
        assert window.tabs.currentWidget() is page
        assert f"**{window.tabs.tabText(window.tabs.indexOf(page))}** tab" in guide
        qtbot.waitUntil(lambda: bool(page.chart.series), timeout=5000)
        # by date; a chart whose matches were all played on one day runs by their order that day (issue 29)
        axis = page.chart.getAxis("bottom").labelText
        assert axis == "Date" if page.chart.order is None else axis.endswith(", in the order played")
        assert f"*{page.compare.lineEdit().placeholderText()}*" in guide and f"**{page.save_png.text()}**" in guide

        # 7. Export standings from the toolbar.
        out = tmp_path / "standings.csv"
        monkeypatch.setattr(mw.QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
        assert window.export_action.text().replace("&", "").rstrip("…") == "Export standings"
        assert "**Export standings** on the toolbar" in guide
        button = window.toolbar.widgetForAction(window.export_action)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        idle(qtbot, window)
        assert out.read_bytes().startswith(b"\xef\xbb\xbf"), "a byte order mark, so that Excel reads accents"
        with out.open(encoding="utf-8-sig", newline="") as fh:
            header = next(csv.reader(fh))
        shown, exact = header[:-2], header[-2:]
        assert f"`{', '.join(shown)}`" in guide and f"`{', '.join(exact)}`" in guide

        # 8. Seeding: Brackets, Top N of the leaderboard, seed by the conservative estimate.
        seeding = window.seeding_view
        assert "Tools ▸ Brackets" in guide
        open_tool(qtbot, window, "Brackets")
        assert f"**{window.tabs.tabText(window.tabs.indexOf(seeding))}** tab" in guide
        qtbot.mouseClick(seeding.top_mode, Qt.MouseButton.LeftButton)
        type_into(qtbot, named(window, "Top of the leaderboard"), "4")
        idle(qtbot, window)
        qtbot.waitUntil(lambda: seeding.seeds is not None and len(seeding.seeds) == 4, timeout=5000)
        for text in (seeding.top_mode.text(), seeding.pick_mode.text(), seeding.separate.text(),
                     seeding.export_csv_button.text(), seeding.export_list_button.text()):
            assert f"**{text}**" in guide, text
        assert seeding.top_n.suffix().strip() in guide
        assert seeding.key.currentText().startswith("Conservative estimate")
    finally:
        idle(qtbot, window)
        window.close()
