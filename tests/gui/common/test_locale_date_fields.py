"""Date fields follow the language (issue 19): German shows 23.08.2026, English 8/23/2026, and a person types
the day in the order shown."""

from __future__ import annotations

from typing import Any

from gui_helpers import type_time
from PySide6.QtCore import QDate, QDateTime, QObject, QTime, Signal

from tournament_app import translation
from tournament_app.gui.matches.played_field import PlayedField
from tournament_app.gui.night.event_dialog import EventFormatDialog
from tournament_app.gui.standings.leaderboard_view import LeaderboardView
from tournament_app.gui.standings.season_form import SeasonForm

DAY = QDate(2026, 8, 23)


class NoData(QObject):
    """Operations as the leaderboard's filters see them: nothing changes, nothing loads."""

    changed = Signal(object)

    def query(self, *_args: object, **_kwargs: object) -> None:
        """Nothing to load."""


def _fields(qtbot: Any) -> dict[str, Any]:
    dialog = EventFormatDialog()
    season = SeasonForm()
    board = LeaderboardView(NoData())  # type: ignore[arg-type]  # the filters need no club
    played = PlayedField(clock_fn=lambda: QDateTime(DAY, QTime(20, 5)))
    for widget in (dialog, season, board, played):
        qtbot.addWidget(widget)
    played.show()
    qtbot.waitExposed(played)
    for field in (dialog.date, season.date_from, board.since):
        field.setDate(DAY)
    return {"event": dialog.date, "season": season.date_from, "since": board.since, "played": played,
            "owners": (dialog, season, board)}


def test_german_date_fields_show_day_month_year(qtbot: Any, german: None) -> None:
    fields = _fields(qtbot)
    assert [fields[name].text() for name in ("event", "season", "since")] == ["23.08.2026"] * 3
    assert fields["played"].text() == "23.08.2026 20:05"
    type_time(qtbot, fields["season"], "2024-01-31")  # typed as 31012024, day first
    type_time(qtbot, fields["played"], "2024-05-02 21:15")
    assert fields["played"].text() == "02.05.2024 21:15"


def test_english_date_fields_show_month_day_year(qtbot: Any, qapp: Any) -> None:
    translation.install("en")
    fields = _fields(qtbot)
    assert fields["event"].text() == "8/23/2026"
    assert fields["played"].text() == "8/23/2026 8:05\u202fPM"  # Qt's English puts a narrow space before PM
    type_time(qtbot, fields["event"], "2024-04-06")  # typed as 04062024
