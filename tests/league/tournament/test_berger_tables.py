"""Round robin by the Berger tables: every round, pairing and colour as FIDE publishes them (Handbook C.05, Annex 1).

The tables below are typed from the handbook ("Berger Tables for
Round-Robin Tournaments"), the first named of a pair having White; with an
odd number of players the highest number counts as a bye. For a double
round robin the handbook recommends reversing the order of the last two
rounds of the first cycle; the second cycle repeats the tables with the
colours reversed.
"""

from __future__ import annotations

import pytest

from tournament_app.league.tournament.schedules import round_robin_rounds

HANDBOOK = {
    4: """
        Rd 1: 1-4, 2-3.
        Rd 2: 4-3, 1-2.
        Rd 3: 2-4, 3-1.
    """,
    6: """
        Rd 1: 1-6, 2-5, 3-4.
        Rd 2: 6-4, 5-3, 1-2.
        Rd 3: 2-6, 3-1, 4-5.
        Rd 4: 6-5, 1-4, 2-3.
        Rd 5: 3-6, 4-2, 5-1.
    """,
    8: """
        Rd 1: 1-8, 2-7, 3-6, 4-5.
        Rd 2: 8-5, 6-4, 7-3, 1-2.
        Rd 3: 2-8, 3-1, 4-7, 5-6.
        Rd 4: 8-6, 7-5, 1-4, 2-3.
        Rd 5: 3-8, 4-2, 5-1, 6-7.
        Rd 6: 8-7, 1-6, 2-5, 3-4.
        Rd 7: 4-8, 5-3, 6-2, 7-1.
    """,
    10: """
        Rd 1: 1-10, 2-9, 3-8, 4-7, 5-6.
        Rd 2: 10-6, 7-5, 8-4, 9-3, 1-2.
        Rd 3: 2-10, 3-1, 4-9, 5-8, 6-7.
        Rd 4: 10-7, 8-6, 9-5, 1-4, 2-3.
        Rd 5: 3-10, 4-2, 5-1, 6-9, 7-8.
        Rd 6: 10-8, 9-7, 1-6, 2-5, 3-4.
        Rd 7: 4-10, 5-3, 6-2, 7-1, 8-9.
        Rd 8: 10-9, 1-8, 2-7, 3-6, 4-5.
        Rd 9: 5-10, 6-4, 7-3, 8-2, 9-1.
    """,
    12: """
        Rd 1: 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
        Rd 2: 12-7, 8-6, 9-5, 10-4, 11-3, 1-2.
        Rd 3: 2-12, 3-1, 4-11, 5-10, 6-9, 7-8.
        Rd 4: 12-8, 9-7, 10-6, 11-5, 1-4, 2-3.
        Rd 5: 3-12, 4-2, 5-1, 6-11, 7-10, 8-9.
        Rd 6: 12-9, 10-8, 11-7, 1-6, 2-5, 3-4.
        Rd 7: 4-12, 5-3, 6-2, 7-1, 8-11, 9-10.
        Rd 8: 12-10, 11-9, 1-8, 2-7, 3-6, 4-5.
        Rd 9: 5-12, 6-4, 7-3, 8-2, 9-1, 10-11.
        Rd 10: 12-11, 1-10, 2-9, 3-8, 4-7, 5-6.
        Rd 11: 6-12, 7-5, 8-4, 9-3, 10-2, 11-1.
    """,
    14: """
        Rd 1: 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8.
        Rd 2: 14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2.
        Rd 3: 2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9.
        Rd 4: 14-9, 10-8, 11-7, 12-6, 13-5, 1-4, 2-3.
        Rd 5: 3-14, 4-2, 5-1, 6-13, 7-12, 8-11, 9-10.
        Rd 6: 14-10, 11-9, 12-8, 13-7, 1-6, 2-5, 3-4.
        Rd 7: 4-14, 5-3, 6-2, 7-1, 8-13, 9-12, 10-11.
        Rd 8: 14-11, 12-10, 13-9, 1-8, 2-7, 3-6, 4-5.
        Rd 9: 5-14, 6-4, 7-3, 8-2, 9-1, 10-13, 11-12.
        Rd 10: 14-12, 13-11, 1-10, 2-9, 3-8, 4-7, 5-6.
        Rd 11: 6-14, 7-5, 8-4, 9-3, 10-2, 11-1, 12-13.
        Rd 12: 14-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
        Rd 13: 7-14, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1.
    """,
    16: """
        Rd 1: 1-16, 2-15, 3-14, 4-13, 5-12, 6-11, 7-10, 8-9.
        Rd 2: 16-9, 10-8, 11-7, 12-6, 13-5, 14-4, 15-3, 1-2.
        Rd 3: 2-16, 3-1, 4-15, 5-14, 6-13, 7-12, 8-11, 9-10.
        Rd 4: 16-10, 11-9, 12-8, 13-7, 14-6, 15-5, 1-4, 2-3.
        Rd 5: 3-16, 4-2, 5-1, 6-15, 7-14, 8-13, 9-12, 10-11.
        Rd 6: 16-11, 12-10, 13-9, 14-8, 15-7, 1-6, 2-5, 3-4.
        Rd 7: 4-16, 5-3, 6-2, 7-1, 8-15, 9-14, 10-13, 11-12.
        Rd 8: 16-12, 13-11, 14-10, 15-9, 1-8, 2-7, 3-6, 4-5.
        Rd 9: 5-16, 6-4, 7-3, 8-2, 9-1, 10-15, 11-14, 12-13.
        Rd 10: 16-13, 14-12, 15-11, 1-10, 2-9, 3-8, 4-7, 5-6.
        Rd 11: 6-16, 7-5, 8-4, 9-3, 10-2, 11-1, 12-15, 13-14.
        Rd 12: 16-14, 15-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
        Rd 13: 7-16, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1, 14-15.
        Rd 14: 16-15, 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8.
        Rd 15: 8-16, 9-7, 10-6, 11-5, 12-4, 13-3, 14-2, 15-1.
    """,
}


def published(players: int) -> list[tuple[set[tuple[int, int]], int | None]]:
    """The handbook's rounds for ``players`` (3..16): each as its (White, Black) pairs and who has the bye."""
    table = HANDBOOK[players + players % 2]
    rounds = []
    for line in table.strip().splitlines():
        pairs = [tuple(int(x) for x in pair.strip(" .").split("-")) for pair in line.split(":")[1].split(",")]
        games = {(w, b) for w, b in pairs if w <= players and b <= players}
        bye = next((w if b > players else b for w, b in pairs if w > players or b > players), None)
        rounds.append((games, bye))
    return rounds  # type: ignore[return-value]


def ours(rounds: list[list[tuple[int, int | None]]]) -> list[tuple[set[tuple[int, int]], int | None]]:
    return [({(a, b) for a, b in pairs if b is not None}, next((a for a, b in pairs if b is None), None)) for pairs in rounds]


@pytest.mark.parametrize("players", range(3, 17))
def test_every_round_pairs_and_colours_as_the_handbook(players: int) -> None:
    assert ours(round_robin_rounds(players)) == published(players)


@pytest.mark.parametrize("players", range(3, 17))
def test_a_double_round_robin_swaps_the_first_cycles_last_two_rounds_and_reverses_the_colours(players: int) -> None:
    table = published(players)
    first = table[:-2] + [table[-1], table[-2]]
    second = [({(b, w) for w, b in games}, bye) for games, bye in table]
    assert ours(round_robin_rounds(players, double=True)) == first + second


@pytest.mark.parametrize("players", [4, 6, 10, 16])
def test_nobody_plays_three_games_in_a_row_with_one_colour_in_a_double_round_robin(players: int) -> None:
    colours: dict[int, str] = {p: "" for p in range(1, players + 1)}
    for pairs in round_robin_rounds(players, double=True):
        for white, black in pairs:
            assert black is not None
            colours[white] += "W"
            colours[black] += "B"
    assert not [p for p, seen in colours.items() if "WWW" in seen or "BBB" in seen]


def test_the_bye_falls_in_the_last_board_of_the_round() -> None:
    assert round_robin_rounds(5)[0] == [(2, 5), (3, 4), (1, None)]
