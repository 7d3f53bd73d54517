"""Property (issue 32): a random history split between two club files that share its beginning (a copy taken to a
second laptop), each going on with its own results, events, corrections and undo steps. Merging either file into
the other gives the standings of one club that saw the whole history, the same in both directions; merging again
changes nothing; undoing the merge puts the club back as it was."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_app.league import Club, SideInput, merging
from stored_rows import logged_rows

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Zoë"]
#: the shared beginning's moments (two results at one moment keep their order), and each laptop's own
BASE_MOMENTS = ["2024-05-01", "2024-05-01T19:00", "2024-05-02T20:30:15", "2024-05-03"]
A_MOMENTS = [*BASE_MOMENTS, "2024-06-01", "2024-06-02T10:00", "2024-06-04"]
B_MOMENTS = ["2024-06-01T12:00", "2024-06-03", "2024-06-04T09:00"]


@dataclass(frozen=True)
class Record:
    """Record a match: (players, rank) per side, a moment, an event's name or None."""

    sides: tuple[tuple[tuple[str, ...], int], ...]
    moment: str
    event: str | None


@dataclass(frozen=True)
class Correct:
    """Correct the n-th match this laptop recorded (counting from its first after the split): swap the placings."""

    nth: int


@dataclass(frozen=True)
class Delete:
    """Delete the n-th match this laptop recorded."""

    nth: int


@dataclass(frozen=True)
class Undo:
    """Undo this laptop's latest step (only one it made itself)."""


Op = Record | Correct | Delete | Undo


@st.composite
def records(draw: st.DrawFn, moments: list[str], events: list[str | None]) -> Record:
    count = draw(st.integers(2, 3))
    size = draw(st.integers(1, 2))
    players = draw(st.permutations(NAMES))[:count * size]
    sides = tuple((tuple(players[i * size:(i + 1) * size]), draw(st.integers(1, count))) for i in range(count))
    return Record(sides, draw(st.sampled_from(moments)), draw(st.sampled_from(events)))


def ops(moments: list[str], events: list[str | None]) -> st.SearchStrategy[list[Op]]:
    one: st.SearchStrategy[Op] = st.one_of(
        records(moments, events), records(moments, events),
        st.builds(Correct, st.integers(0, 5)), st.builds(Delete, st.integers(0, 5)), st.just(Undo()))
    return st.lists(one, max_size=7)


class Laptop:
    """Plays ops on a club: the matches it recorded (by position) and the steps it made, so ops mean the same
    on the laptop and on the club that sees the whole history."""

    def __init__(self, club: Club) -> None:
        self.club = club
        self.recorded: list[int | None] = []
        self.steps = 0

    def play(self, op: Op) -> None:
        club = self.club
        live = [m for m in self.recorded if m is not None]
        if isinstance(op, Record):
            event_id = None
            if op.event is not None:
                found = club.find_event(op.event)
                event_id = found.id if found else club.add_event(op.event, op.moment[:10]).id
                self.steps += found is None
            changes = club.record_match([SideInput(list(p), r) for p, r in op.sides], create_players=True,
                                        played_at=op.moment, event_id=event_id)
            self.recorded.append(changes.id)
            self.steps += 1
        elif isinstance(op, Correct) and live:
            match = club.match(live[op.nth % len(live)])
            ranks = [s.rank for s in match.sides][::-1]
            club.edit_match(match.id, sides=[SideInput([p.player_id for p in s.players], r)
                                             for s, r in zip(match.sides, ranks)])
            self.steps += 1
        elif isinstance(op, Delete) and live:
            gone = live[op.nth % len(live)]
            club.delete_match(gone)
            self.recorded[self.recorded.index(gone)] = None
            self.steps += 1
        elif isinstance(op, Undo) and self.steps:
            club.undo()
            self.steps -= 1
            # a match recorded by the step undone is gone (its number is never given again)
            ids = {r[0] for r in club.db.execute("SELECT id FROM matches")}
            self.recorded = [m if m in ids else None for m in self.recorded]


def standings(club: Club) -> dict[str, list[tuple[str, float, float, int, int]]]:
    return {lb.name: sorted((s.player, s.mu, s.sigma, s.games, s.wins) for s in club.standings(lb.id))
            for lb in club.leaderboards()}


def same_standings(a: dict[str, list[tuple[str, float, float, int, int]]],
                   b: dict[str, list[tuple[str, float, float, int, int]]]) -> None:
    assert a.keys() == b.keys()
    for board in a:
        assert [r[0] for r in a[board]] == [r[0] for r in b[board]]
        for x, y in zip(a[board], b[board]):
            assert x[3:] == y[3:], (board, x, y)
            assert x[1:3] == pytest.approx(y[1:3], rel=1e-9, abs=1e-9), (board, x, y)


def identities(club: Club) -> set[str]:
    return {m.result_id for m in club.matches()}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=ops(BASE_MOMENTS, [None, "Spring night"]), a_ops=ops(A_MOMENTS, [None, "Spring night", "June cup"]),
       b_ops=ops(B_MOMENTS, [None, "Away day"]))
def test_merging_either_way_gives_the_whole_history_and_again_nothing(base: list[Op], a_ops: list[Op], b_ops: list[Op]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        with Club.open(work / "base.sqlite") as club:
            club.add_player("Ann")
            shared = Laptop(club)
            for op in base:
                shared.play(op)
        for name in ("a", "b", "whole"):
            shutil.copy(work / "base.sqlite", work / f"{name}.sqlite")
        # each laptop goes on from the shared beginning; the whole club sees both (its own copy, A's ops then B's)
        with Club.open(work / "a.sqlite") as a, Club.open(work / "b.sqlite") as b, Club.open(work / "whole.sqlite") as whole:
            la, lb = Laptop(a), Laptop(b)
            for op in a_ops:
                la.play(op)
            for op in b_ops:
                lb.play(op)
            wa, wb = Laptop(whole), Laptop(whole)
            for op in a_ops:
                wa.play(op)
            for op in b_ops:
                wb.play(op)
            expected = standings(whole)
            union = identities(a) | identities(b)
        for into, other in (("a", "b"), ("b", "a")):
            shutil.copy(work / f"{into}.sqlite", work / f"{into}-merged.sqlite")
            with Club.open(work / f"{into}-merged.sqlite") as club:
                before = logged_rows(work / f"{into}-merged.sqlite")
                changes = merging.merge_club(club, work / f"{other}.sqlite")
                same_standings(standings(club), expected)
                assert identities(club) == union
                steps = len(club.undo_history())
                again = merging.merge_club(club, work / f"{other}.sqlite")
                assert again.count == 0 and len(club.undo_history()) == steps
                if changes.count or changes.players or changes.events:
                    club.undo()
                    assert logged_rows(work / f"{into}-merged.sqlite") == before


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=ops(BASE_MOMENTS, [None]), a_ops=ops(A_MOMENTS, [None, "June cup"]), b_ops=ops(A_MOMENTS, [None, "June cup"]))
def test_results_both_laptops_added_at_one_moment_merge_alike_either_way(base: list[Op], a_ops: list[Op], b_ops: list[Op]) -> None:
    """Both laptops add results at the same moments (a day typed without a time): the moment's order, and so the
    ratings, do not depend on which file was merged into which."""
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        with Club.open(work / "base.sqlite") as club:
            shared = Laptop(club)
            for op in base:
                shared.play(op)
        for name, own in (("a", a_ops), ("b", b_ops)):
            shutil.copy(work / "base.sqlite", work / f"{name}.sqlite")
            with Club.open(work / f"{name}.sqlite") as club:
                laptop = Laptop(club)
                for op in own:
                    laptop.play(op)
        results = []
        with Club.open(work / "a.sqlite") as a, Club.open(work / "b.sqlite") as b:
            union = identities(a) | identities(b)
        for into, other in (("a", "b"), ("b", "a")):
            shutil.copy(work / f"{into}.sqlite", work / f"{into}-merged.sqlite")
            with Club.open(work / f"{into}-merged.sqlite") as club:
                merging.merge_club(club, work / f"{other}.sqlite")
                results.append((standings(club), identities(club)))
                assert merging.merge_club(club, work / f"{other}.sqlite").count == 0
        same_standings(results[0][0], results[1][0])
        # as many results either way; a result typed on both laptops (same moment, sides and placings) is one
        # result, and each club keeps the identity its own copy had
        assert len(results[0][1]) == len(results[1][1]) and results[0][1] | results[1][1] <= union
