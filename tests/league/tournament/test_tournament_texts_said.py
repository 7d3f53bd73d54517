"""Tournament and planning texts are said in the reader's language: format titles, pool names, seeding keys, errors (issue 19)."""

from __future__ import annotations

import pytest
from speakers import dictionary_speaker

from tournament_app import messages
from tournament_app.league import LeagueError, planning, tournament
from tournament_app.league.tournament.pools import knockout_order
from tournament_app.league.tournament.setup import Settings, check_settings
from tournament_app.league.tournament.values import TableLine

GERMAN = {
    ("league.tournament.values", "Double elimination"): "Doppelte K.-o.-Runde",
    ("league.tournament.values", "Pool {letters}"): "Gruppe {letters}",
    ("league.planning.values", "Skill estimate μ"): "Spielstärke μ",
    ("league.tournament.setup", "Unknown event format {format!r} (known: {known})."): "Unbekanntes Format {format!r} ({known}).",
    ("league.tournament.pools", "{pool} has {count} entrants, so {advance} can't go on from it."):
        "{pool} hat {count} Teilnehmer, also können nicht {advance} weiterkommen.",
}


german = dictionary_speaker(GERMAN)


def test_titles_and_pool_names_are_english_by_default_and_said_in_the_speakers_language() -> None:
    title = tournament.FORMAT_TITLES["double-elimination"]
    pool = tournament.pool_title("pool B")
    key = planning.SEED_KEY_TITLES["mu"]
    assert (str(title), str(pool), str(key)) == ("Double elimination", "Pool B", "Skill estimate μ")
    assert str(tournament.pool_title("pool AA")) == "Pool AA"
    with messages.speaking(german):
        assert (str(title), str(pool), str(key)) == ("Doppelte K.-o.-Runde", "Gruppe B", "Spielstärke μ")


def test_a_tournament_error_is_said_in_the_speakers_language_with_the_pool_named_so_too() -> None:
    with pytest.raises(LeagueError) as unknown:
        check_settings("ladder", Settings())
    assert str(unknown.value) == "Unknown event format 'ladder' (known: club-night, swiss, round-robin, " \
                                 "single-elimination, double-elimination, pools-knockout)."
    tables = [[TableLine(1, 1, 3.0, 3, 3), TableLine(2, 4, 1.0, 3, 1), TableLine(3, 5, 0.0, 3, 0)],
              [TableLine(1, 2, 1.0, 1, 1), TableLine(2, 3, 0.0, 1, 0)]]
    with pytest.raises(LeagueError) as too_small:
        knockout_order(tables, 3)
    assert str(too_small.value) == "Pool B has 2 entrants, so 3 can't go on from it."
    with messages.speaking(german):
        assert str(unknown.value).startswith("Unbekanntes Format 'ladder' (club-night")
        assert str(too_small.value) == "Gruppe B hat 2 Teilnehmer, also können nicht 3 weiterkommen."
