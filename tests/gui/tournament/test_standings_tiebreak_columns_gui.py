"""The event's Standings tab shows direct encounter's value and games won as columns of their own (FIDE C.07)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from event_builders import tied_round_robin
from event_widget_helpers import host
from gui_helpers import activate, named, shown_window

from tournament_app.gui.tournament.standings_view import StandingsView


def test_direct_encounter_and_games_won_have_their_own_columns(qtbot: Any, tmp_path: Path, messages: Any) -> None:
    path = tmp_path / "club.sqlite"
    event_id = tied_round_robin(path)
    with shown_window(qtbot, path) as w:
        activate(qtbot, w)
        page = host(qtbot, w, StandingsView, event_id, "Standings")
        table = named(page, "Event standings")
        headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        assert headers[-2:] == ["Direct encounter", "Games won"]
        rows = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
        assert [(r[1], r[-2], r[-1]) for r in rows] == [("Ben", "1", "2"), ("Ann", "0", "2"), ("Dan", "1", "1"), ("Cid", "0", "1")]
