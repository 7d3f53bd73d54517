"""TRF in and out: the fields the pairing needs, errors with line and column, the round trip through bbpPairings."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tournament_app.league.tournament.dutch import Colour, PointSystem, Result, pair_round
from tournament_app.league.tournament.trf import (
    Rates,
    TrfError,
    TrfPlayer,
    TrfTournament,
    generate,
    read_trf,
    read_trf_file,
    round_to_pair,
    swiss_round,
    write_trf,
)

from bbp_oracle import check, generate as bbp_generate

CASES = Path(__file__).parent / "trf_cases"

HEADER = "012 Test\rXXR 3\rXXC white1\r"


def two_players() -> str:
    """Two player lines as our writer lays them out (no header)."""
    text = write_trf(TrfTournament(players=[TrfPlayer(1, "One", 2000), TrfPlayer(2, "Two", 1900)]))
    return "\r".join(line for line in text.split("\r") if line.startswith("001")) + "\r"


def identity(trf: TrfTournament) -> list[tuple[object, ...]]:
    return [(p.number, p.name, p.rating, p.rounds) for p in trf.players]


def test_reads_players_rounds_and_extensions() -> None:
    trf = read_trf_file(CASES / "bbp_seed21.trf")
    assert len(trf.players) == 10
    first = trf.players[0]
    assert first.number == 1 and first.rating > 0
    assert first.rounds[0] is not None and first.rounds[0].opponent is not None
    text = HEADER + "BBW  3.0\rBBD  1.0\r" + two_players()
    trf = read_trf(text)
    assert trf.rounds_total == 3 and trf.initial_colour is Colour.WHITE
    assert trf.points.win == 3 and trf.points.draw == 1


def test_trf2026_codes() -> None:
    text = "012 T\n142 9\n152 B\n162  W 3.0    D 1.0\n" + two_players()
    trf = read_trf(text)
    assert trf.rounds_total == 9 and trf.initial_colour is Colour.BLACK and trf.points == PointSystem(win=3, draw=1)


@pytest.mark.parametrize(("line", "column"), [
    ("001 abcd      Player", 5),
    ("001    1      P                                 2000                             0.0    1    x2 w 1", 92),
    ("001    1      P                                 2000                             0.0    1     2 q 1", 97),
    ("001    1      P                                 2000                             0.0    1     2 w ?", 99),
    ("001    1      P                                 2000                             0.0    1     9 w 1", 92),
])
def test_a_wrong_field_is_named_by_line_and_column(line: str, column: int) -> None:
    with pytest.raises(TrfError) as caught:
        read_trf("012 T\r" + line + "\r")
    assert f"Line 2, column {column}:" in str(caught.value)


def test_acceleration_is_refused_with_its_line() -> None:
    with pytest.raises(TrfError, match="Line 2, column 1: accelerated"):
        read_trf("012 T\rXXA    1  1.0\r")


def test_our_file_round_trips_through_bbppairings_checker(tmp_path: Path) -> None:
    """Ours -> bbpPairings -c (accepts it, pairs every round the same) -> ours again: nothing lost."""
    ours = generate(18, 6, 5, Rates(draws=0.3, forfeits=0.05, byes=0.05, withdrawals=0.02))
    path = tmp_path / "ours.trf"
    path.write_text(write_trf(ours), newline="")
    report = check(path)
    assert "Round #6" in report and "differ" not in report.lower()
    again = read_trf_file(path)
    assert identity(again) == identity(ours) and again.rounds_total == 6 and again.initial_colour == ours.initial_colour
    path16 = tmp_path / "ours16.trf"
    path16.write_text(write_trf(ours, trf16=True), newline="")
    check(path16)
    assert identity(read_trf_file(path16)) == identity(ours)


def test_a_bbppairings_file_imports_and_continues(tmp_path: Path) -> None:
    path = bbp_generate(tmp_path, 77, 16, 5, forfeits=10, half_byes=10)
    assert path is not None
    trf = read_trf_file(path)
    assert round_to_pair(trf) == 6
    trf.rounds_total = 7
    nxt = pair_round(swiss_round(trf, 6))
    paired = {n for b in nxt.boards for n in (b.white, b.black)} | ({nxt.bye} if nxt.bye else set())
    assert len(paired) == 16 - len(swiss_round(trf, 6).absent)
    shutil.copy(path, tmp_path / "copy.trf")


def test_absences_in_the_round_to_pair_are_not_paired() -> None:
    trf = read_trf_file(CASES / "bbp_seed12.trf")  # players 5 and 11 asked for a half-point bye in round 1
    first = swiss_round(trf, 1)
    assert first.absent == {5, 11}
    pairing = pair_round(first)
    assert {5, 11}.isdisjoint({n for b in pairing.boards for n in (b.white, b.black)})
    assert trf.players[4].rounds[0] is not None and trf.players[4].rounds[0].result is Result.HALF_POINT_BYE


def test_a_point_system_round_trips_in_both_versions() -> None:
    points = PointSystem(win=3, draw=1, pairing_bye=2)
    for trf16 in (False, True):
        trf = read_trf(write_trf(TrfTournament(players=[TrfPlayer(1)], points=points), trf16=trf16))
        assert trf.points.win == 3 and trf.points.draw == 1 and trf.points.bye == 2
