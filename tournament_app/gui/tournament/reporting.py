"""Saving a result entered in the bracket or the score table: one undoable step, later played matches named first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ...league import Changes, Club, tournament
from .result_dialog import ResultDialog
from .texts import result_words, versus
from ...translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # the event page (gui.night) hosts these widgets: no import back at run time
    from ..night.steps import NightSteps

#: the later-matches box's button (said with translate where shown)
CLEAR_AND_CORRECT = QT_TRANSLATE_NOOP("tournament.reporting", "Clear them and correct")


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

    text = step_name(fixture, clear_later)

    def done(_changes: Changes) -> None:
        if refused:
            ask_to_clear(parent, steps, refused[0], fixture, ranks, scores, shown)

    steps.change(fn, text, on_done=done)


def step_name(fixture: tournament.FixtureView, clear_later: bool = False) -> str:
    """The undo step's name (Edit ▸ Undo says it): "Result of match 3 (Ann v Ben)", "Correct match 3 (…)…"."""
    names = versus(fixture.entrants)
    if fixture.ranks is None:
        return translate("tournament.reporting", "Result of match {number} ({names})").format(number=fixture.id, names=names)
    if clear_later:
        return translate("tournament.reporting", "Correct match {number} ({names}), clearing later results").format(
            number=fixture.id, names=names)
    return translate("tournament.reporting", "Correct match {number} ({names})").format(number=fixture.id, names=names)


def later_text(exc: tournament.LaterMatchesPlayed, shown: Sequence[tournament.FixtureView]) -> str:
    """The later played matches named by who played them and how they ended (the league's message if unknown)."""
    by_id = {m.id: m for m in shown}
    played = [by_id.get(i) for i in exc.fixtures]
    if not played or any(m is None or m.ranks is None for m in played):
        return str(exc)
    #: Translators: a later match already played, named in a list ("match 5 (Ann v Ben: Ann won 3–1)")
    named = [translate("tournament.reporting", "match {number} ({names}: {result})").format(
        number=m.id, names=versus(m.entrants), result=result_words(m)) for m in played if m is not None]
    if len(named) == 1:
        return translate("tournament.reporting", "Correcting this result changes who plays in a match already played: "
                         "{match}. Clear its result to correct it.").format(match=named[0])
    #: Translators: the last two of a list ("match 5 (…), match 6 (…) and match 7 (…)")
    listed = translate("tournament.reporting", "{earlier} and {last}").format(earlier=", ".join(named[:-1]), last=named[-1])
    #: Translators: {matches} lists two or more matches already played (one has its own sentence)
    return translate("tournament.reporting", "Correcting this result changes who plays in matches already played: "
                     "{matches}. Clear their results to correct it.").format(matches=listed)


def ask_to_clear(parent: QWidget, steps: NightSteps, exc: tournament.LaterMatchesPlayed, fixture: tournament.FixtureView,
                 ranks: list[int], scores: list[float | None] | None,
                 shown: Sequence[tournament.FixtureView] = ()) -> QMessageBox:
    """Name the later matches already played; "Clear them and correct" saves the correction and clears them."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("tournament.reporting", "Later matches were played"), later_text(exc, shown),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("later-matches-box")
    box.setInformativeText(translate("tournament.reporting", "Clearing deletes their results (one undoable step); those matches are then played again."))
    clear = box.addButton(translate("tournament.reporting", CLEAR_AND_CORRECT), QMessageBox.ButtonRole.AcceptRole)
    clear.setAccessibleName(translate("tournament.reporting", CLEAR_AND_CORRECT))
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
