"""Saving a result entered in the bracket or the score table: one undoable step, later played matches named first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ...league import Changes, Club, tournament
from .result_dialog import ResultDialog
from .texts import result_words
from ...translation import translate

if TYPE_CHECKING:  # the event page (gui.night) hosts these widgets: no import back at run time
    from ..night.steps import NightSteps

CLEAR_AND_CORRECT = "Clear them and correct"


def open_result_dialog(parent: QWidget, steps: NightSteps, fixture: tournament.FixtureView, knockout: bool,
                       shown: Sequence[tournament.FixtureView] = ()) -> ResultDialog:
    """Open the result dialog of ``fixture`` (window-modal, not blocking: the tables go on); OK saves it.

    ``shown`` are the event's matches as on screen (to name later played
    matches by the players who played them).
    """
    dialog = ResultDialog(fixture, knockout=knockout, parent=parent)

    def done(code: int) -> None:
        dialog.deleteLater()
        if code == QDialog.DialogCode.Accepted:
            report(parent, steps, fixture, dialog.ranks(), dialog.scores(), shown=shown)

    dialog.finished.connect(done)
    dialog.open()
    return dialog


def report(parent: QWidget, steps: NightSteps, fixture: tournament.FixtureView, ranks: list[int],
           scores: list[float | None] | None, clear_later: bool = False,
           shown: Sequence[tournament.FixtureView] = ()) -> None:
    """Save a result (or a correction) of one match as an undoable step.

    When correcting it would change matches played after it, nothing is
    saved: a message names them and offers "Clear them and correct" (then
    the result is saved and those results cleared, in one step) or Cancel.
    """
    refused: list[tournament.LaterMatchesPlayed] = []

    def fn(club: Club, event_id: int) -> Changes:
        try:
            return tournament.report_result(club, event_id, fixture.id, ranks, scores,
                                            clear_later=clear_later, after_the_end=True)
        except tournament.LaterMatchesPlayed as exc:  # rolled back: ask the organizer first
            refused.append(exc)
            return Changes()

    names = " v ".join(name or "?" for name in fixture.entrants)
    verb = "Correct" if fixture.ranks is not None else "Result of"
    text = f"{verb} match {fixture.id} ({names})" + (", clearing later results" if clear_later else "")

    def done(_changes: Changes) -> None:
        if refused:
            ask_to_clear(parent, steps, refused[0], fixture, ranks, scores, shown)

    steps.change(fn, text, on_done=done)


def later_text(exc: tournament.LaterMatchesPlayed, shown: Sequence[tournament.FixtureView]) -> str:
    """The later played matches named by who played them and how they ended (the league's message if unknown)."""
    by_id = {m.id: m for m in shown}
    played = [by_id.get(i) for i in exc.fixtures]
    if not played or any(m is None or m.ranks is None for m in played):
        return str(exc)
    named = [f"match {m.id} ({' v '.join(n or '?' for n in m.entrants)}: {result_words(m)})" for m in played if m is not None]
    listed = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else named[0]
    return (f"Correcting this result changes who plays in {'matches' if len(named) > 1 else 'a match'} already "
            f"played: {listed}. Clear {'their results' if len(named) > 1 else 'its result'} to correct it.")


def ask_to_clear(parent: QWidget, steps: NightSteps, exc: tournament.LaterMatchesPlayed, fixture: tournament.FixtureView,
                 ranks: list[int], scores: list[float | None] | None,
                 shown: Sequence[tournament.FixtureView] = ()) -> QMessageBox:
    """Name the later matches already played; "Clear them and correct" saves the correction and clears them."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("tournament.reporting", "Later matches were played"), later_text(exc, shown),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("later-matches-box")
    box.setInformativeText(translate("tournament.reporting", "Clearing deletes their results (one undoable step); those matches are then played again."))
    clear = box.addButton(CLEAR_AND_CORRECT, QMessageBox.ButtonRole.AcceptRole)
    clear.setAccessibleName(CLEAR_AND_CORRECT)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel.setAccessibleName(translate("tournament.reporting", "Cancel"))
    box.setDefaultButton(cancel)

    def answered(_code: int) -> None:
        box.deleteLater()
        if box.clickedButton() is clear:
            report(parent, steps, fixture, ranks, scores, clear_later=True, shown=shown)

    box.finished.connect(answered)
    box.open()
    return box
