"""The match form's "Played" field: a new match is played now, unless the organizer typed a time.

The time shown when the form opened goes stale during a night: a match saved
at 03:01 must not be stored as 02:57, or it is rated before results entered
at the tables in between. So until the person changes the field, the form
saves the clock's time at the moment of saving; the field shows that time and
follows the clock. Times the program sets (an edited match's own time, an old
event's day) are not the person's edits.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDate, QDateTime, Qt, QTime, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDateTimeEdit, QWidget
from ...translation import translate
from ..common.date_fields import show_locale_date_time


def system_clock() -> QDateTime:
    """The computer's local time."""
    return QDateTime.currentDateTime()


#: The clock every "Played" field reads (tests replace it to make time move between two saves).
clock: Callable[[], QDateTime] = system_clock

ISO = "yyyy-MM-ddTHH:mm:ss"


def parse_moment(moment: str) -> QDateTime:
    """A stored moment ('2024-05-02T19:00:00' or a bare day, read as noon) as a QDateTime."""
    if "T" in moment:
        return QDateTime.fromString(moment[:19], Qt.DateFormat.ISODate)
    return QDateTime.fromString(moment[:10] + "T12:00:00", Qt.DateFormat.ISODate)


class PlayedField(QDateTimeEdit):
    """When the match was played: the clock's time until the person types another."""

    #: the person changed the time (by keys, the arrows or the calendar)
    typed = Signal()

    def __init__(self, parent: QWidget | None = None, *, clock_fn: Callable[[], QDateTime] | None = None) -> None:
        super().__init__(parent)
        self._clock = clock_fn
        self._programmatic = False
        #: True once the person changed the time; the form then saves what the field shows
        self.edited = False
        #: the day of the event matches are entered under; an old event's matches are played on its day
        self.event_day: QDate | None = None
        #: when the event's last match was played (an old event's new match comes after it)
        self.event_last: QDateTime | None = None
        self.setCalendarPopup(True)
        show_locale_date_time(self)
        self.setToolTip(translate("matches.played_field", "When the match was played: now, unless you set a time; an earlier time re-rates what came after"))
        self.setAccessibleName(translate("matches.played_field", "Played"))
        self.dateTimeChanged.connect(self._changed)
        self._ticker = QTimer(self)
        self._ticker.setInterval(15_000)
        self._ticker.timeout.connect(self.follow_clock)
        self._ticker.start()
        self.follow_clock()

    def now(self) -> QDateTime:
        """The clock's current time."""
        return (self._clock or clock)()

    def default_time(self) -> QDateTime:
        """The time a new match gets when the person set none: now; for an old event, after its last match.

        An event of today or yesterday (a night that went past midnight) is
        still running: its matches are played now. A result added to an old
        event afterwards belongs at its end, one minute after its last match
        (or at this time of day on its date, when it has none yet), so it is
        not rated before that night's other results.
        """
        when = QDateTime(self.now())
        day = self.event_day
        today = when.date()
        if day is not None and day.isValid() and day not in (today, today.addDays(-1)):
            last = self.event_last
            if last is not None and last.isValid():
                return last.addSecs(60)
            when.setDate(day)
        return when

    def show_time(self, when: QDateTime) -> None:
        """Show a time the program chose; it does not count as the person's edit."""
        self._programmatic = True
        try:
            self.setDateTime(when)
        finally:
            self._programmatic = False

    def reset(self) -> None:
        """Back to "now" (after a save, for the next match)."""
        self.edited = False
        self.follow_clock()

    def follow_clock(self) -> None:
        """Show the time a new match would get now, unless the person set one."""
        if self.edited or not self._ticker.isActive():
            return
        when = self.default_time()
        if when.toString("yyyy-MM-dd HH:mm") != self.dateTime().toString("yyyy-MM-dd HH:mm"):
            self.show_time(when)

    def hold(self, when: QDateTime) -> None:
        """Show a past match's own time and stop following the clock (editing a match)."""
        self.edited = False
        self._ticker.stop()
        self.show_time(when)

    def release(self) -> None:
        """Follow the clock again (a new match)."""
        self._ticker.start()
        self.reset()

    def moment(self) -> str:
        """The time to save, as ISO text: what the person typed (to the minute they see), else the clock's time now."""
        if self.edited:
            shown = self.dateTime()
            shown.setTime(QTime(shown.time().hour(), shown.time().minute()))
            return shown.toString(ISO)
        when = self.dateTime() if not self._ticker.isActive() else self.default_time()
        return when.toString(ISO)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        self.follow_clock()
        super().showEvent(event)

    def _changed(self, _when: QDateTime) -> None:
        if not self._programmatic:
            self.edited = True
            self.typed.emit()
