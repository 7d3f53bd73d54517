"""Issue 19: every text the bracket and standings pages show goes through the catalogue (none left English).

A fake speaker (tests/gui/speaker_helpers.py: a QTranslator whose translate() wraps every word of a text
in «», leaving its {fields} and %n to be filled) is installed before the
pages are made, so a text filled into a marked sentence still shows bare; a half-played eight-player double
elimination (matches done, called to tables, playing, waiting) is then shown
in the live bracket and the standings. Every label, table cell, header and
drawn text with letters must be wrapped, except the players' names.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from event_builders import entrant_names, played_event
from speaker_helpers import Wrapping, bare_words, shown_texts

from tournament_app.gui.tournament.bracket_view import BracketView
from tournament_app.gui.tournament.standings_view import StandingsView
from tournament_app.league import Club, tournament

NAMES = entrant_names(8)


def test_the_bracket_and_standings_of_a_double_elimination_say_every_text_through_the_catalogue(
        qtbot: Any, tmp_path: Path, speaker: Wrapping) -> None:
    path = tmp_path / "club.sqlite"
    event_id = played_event(path, "double-elimination", 8, results=6, tables=2)
    with Club.open(path) as club:
        view = tournament.event_view(club, event_id)
    statuses = {m.status for m in view.matches}
    assert {"done", "waiting"} <= statuses and statuses & {"ready", "playing"}, statuses

    bracket = BracketView(None)  # type: ignore[arg-type]  # only clicks use the steps
    standings = StandingsView(None)  # type: ignore[arg-type]
    for page in (bracket, standings):
        qtbot.addWidget(page)
        page.resize(1400, 900)
        page.show_event(view)
        page.show()
    qtbot.waitExposed(standings)

    drawn = list(shown_texts(bracket))
    assert any(t.startswith("«Match» 1 · «Done»") for t in drawn), drawn
    assert any("Player 01" in t for t in drawn), "the names are drawn as they are"
    left = {t: bare_words(t, NAMES) for t in drawn + list(shown_texts(standings))}
    unmarked = {t: words for t, words in left.items() if words}
    assert not unmarked, f"texts shown without going through the catalogue: {unmarked}"
