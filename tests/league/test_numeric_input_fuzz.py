"""Random numbers through every path (issue 27): a result's places and scores by record_match, a club night's table,
an event's bracket report and table, a phone, a results file and the command line; an event's, a season's, a draw's
and a rating system's numbers. Every path accepts exactly what the one rule accepts, refuses the rest with a sentence
and changes nothing, and nothing stored is ever NaN, infinite, negative or beyond its bound."""

from __future__ import annotations

import io
import itertools
import json
import math
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_app.cli import main
from tournament_app.league import (
    MAX_SCORE,
    Club,
    LeagueError,
    RatingError,
    SideInput,
    check_result,
    companion,
    create_season,
    import_results,
    night,
    tournament,
)
from tournament_app.league.tournament import Settings
from stored_rows import logged_rows

fuzz = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

NAMES = ["Ann", "Ben", "Cid", "Dee"]

#: numbers a person (or a script) might type: ordinary, edge, huge, not finite, not numbers at all
NUMBER = st.one_of(
    st.integers(-5, 30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0, 0.0, -0.0, 0.5, MAX_SCORE, MAX_SCORE + 0.5, 1e308, -1e-300, 5e-324, 10**22, -(10**22)]),
)
SCORE = st.one_of(st.none(), NUMBER)
SCORES = st.one_of(st.none(), st.lists(SCORE, min_size=2, max_size=2))
RANKS = st.one_of(st.none(), st.sampled_from([[1, 2], [2, 1], [1, 1]]))


def _verdict(call: Callable[[], object]) -> str:
    try:
        call()
    except (LeagueError, RatingError) as exc:
        message = str(exc).split(": nothing was imported")[-1].removeprefix(", ")  # a file's refusal leads with its path
        assert message and (message[0].isupper() or message[0].isdigit()), message
        return "refused"
    return "accepted"


def _rule(ranks: Any, scores: Any, draw_allowed: bool = True) -> str:
    return _verdict(lambda: check_result(ranks, scores, draw_allowed=draw_allowed))


def _no_bad_number_stored(club: Club) -> None:
    for (score,) in club.db.execute("SELECT score FROM match_sides WHERE score IS NOT NULL"):
        assert isinstance(score, float) and math.isfinite(score) and 0 <= score <= MAX_SCORE, score


class Paths:
    """One club with every place a result can come in by; each result accepted is undone, so every try meets the same club."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.club = club = Club.open(folder / "club.sqlite")
        club.new_leaderboard("Singles", "bbt")
        for name in NAMES:
            club.add_player(name)
        with club.transaction():
            for a, b in itertools.combinations(NAMES, 2):
                club.record_match([SideInput([a], 1), SideInput([b], 2)], leaderboard_id=club.leaderboard("Singles").id,
                                  played_at="2024-01-01")
        nights = club.add_event("Tuesday", "2024-02-06", club.leaderboard("Singles").id).id
        for name in NAMES:
            player = club.find_player(name)
            assert player is not None
            night.check_in(club, nights, player.id)
        night.add_table(club, nights, "Table 1")
        night.draw_next_round(club, nights, "swiss", seed=1)
        night.start_round(club, nights, 1)
        on_table = night.tables(club, nights)[0].match
        assert on_table is not None
        self.night_match = on_table.id
        companion.share_event(club, nights)
        self.token = companion.report_tokens(club, nights)[self.night_match][0]  # side 1's code
        self.league_event = self._event("round-robin", tables=0)
        self.cup = self._event("single-elimination", tables=1)
        self.fixture = self._ready(self.league_event).id
        cup_match = self._ready(self.cup)
        self.cup_fixture = cup_match.id
        assert cup_match.drawn_match_id is not None
        self.cup_table = cup_match.drawn_match_id
        self.files = itertools.count()

    def _event(self, fmt: str, tables: int) -> int:
        event_id = tournament.create_event(self.club, fmt, fmt, leaderboard="Singles", date="2024-05-01", settings=Settings()).id
        assert event_id is not None
        tournament.set_entrants(self.club, event_id, names=NAMES)
        for n in range(tables):
            night.add_table(self.club, event_id, f"T{n}")
        tournament.start_event(self.club, event_id)
        return event_id

    def _ready(self, event_id: int) -> tournament.FixtureView:
        return next(m for m in tournament.event_view(self.club, event_id).matches if m.status in ("ready", "playing"))

    def enter(self, path: str, ranks: Any, scores: Any) -> str:
        """Enter the result by ``path``; its verdict; an accepted result is checked, then undone."""
        club = self.club
        before = logged_rows(Path(str(club.path)))
        last = self._last_step()
        calls: dict[str, Callable[[], object]] = {
            "record_match": lambda: club.record_match(
                [SideInput(["Ann"], None if ranks is None else ranks[0], None if scores is None else scores[0]),  # type: ignore[arg-type]
                 SideInput(["Ben"], None if ranks is None else ranks[1], None if scores is None else scores[1])],  # type: ignore[arg-type]
                leaderboard_id=club.leaderboard("Singles").id, played_at="2024-03-01"),
            "club night table": lambda: tournament.record_table_result(club, self.night_match, ranks, scores),
            "event report": lambda: tournament.report_result(club, self.league_event, self.fixture, ranks, scores),
            "knockout report": lambda: tournament.report_result(club, self.cup, self.cup_fixture, ranks, scores),
            "knockout table": lambda: tournament.record_table_result(club, self.cup_table, ranks, scores),
            "phone": lambda: companion.submit_report(club, self.token, ranks, scores),
            "results file": lambda: import_results(club, self._csv(ranks, scores), "Singles"),
            "command line": lambda: self._cli(ranks, scores),
        }
        verdict = _verdict(calls[path])
        club = self.club  # the command line closes and opens it again
        if verdict == "refused":
            assert logged_rows(Path(str(club.path))) == before, f"{path} refused but changed the file"
            return verdict
        _no_bad_number_stored(club)
        if path == "phone":  # the inbox is not an undo step: the organizer turns the report down (kept, logged)
            for report in companion.pending_reports(club):
                assert report.scores is None or all(math.isfinite(x) and 0 <= x <= MAX_SCORE for x in report.scores if x is not None)
                companion.reject_report(club, report.id)
        elif self._last_step() > last:
            club.undo()
        return verdict

    def _last_step(self) -> int:
        return max((s.id for s in self.club.undo_history() if s.kind == "undo"), default=0)

    def _csv(self, ranks: Any, scores: Any) -> Path:
        path = self.folder / f"results-{next(self.files)}.csv"
        lines = ["match,date,side,player,rank,score"]
        for n, name in enumerate(("Ann", "Ben")):
            rank = "" if ranks is None else str(ranks[n])
            score = "" if scores is None or scores[n] is None else repr(scores[n])
            lines.append(f"m1,2024-03-01,{n + 1},{name},{rank},{score}")
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path

    def _cli(self, ranks: Any, scores: Any) -> None:
        args = ["--db", str(self.club.path), "event", "report", "round-robin", str(self.fixture)]
        if ranks is not None:
            args += ["--ranks", ",".join(map(str, ranks))]
        if scores is not None:
            args += [f"--scores={','.join('' if s is None else repr(s) for s in scores)}"]
        out, err = io.StringIO(), io.StringIO()
        self.club.close()
        try:
            code = main(args, stdout=out, stderr=err)
        finally:
            self.club = Club.open(self.folder / "club.sqlite")
        assert code in (0, 1), err.getvalue()
        assert "Traceback" not in err.getvalue()
        if code:
            raise LeagueError(err.getvalue().removeprefix("tournament-app: ").strip())


@pytest.fixture(scope="module")
def paths(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Paths]:
    p = Paths(tmp_path_factory.mktemp("paths"))
    yield p
    p.club.close()


def _expected(path: str, ranks: Any, scores: Any) -> str:
    """What the one rule says, as each path asks it (a knockout takes no draw; a file and a phone always name places)."""
    if path in ("knockout report", "knockout table"):
        return _rule(ranks, scores, draw_allowed=False)
    if path == "results file" and ranks is None:
        return "refused"  # a file's rank column is required
    if path == "command line" and scores is not None and None in scores:
        return "refused"  # "--scores=3," names an empty score: not a number
    return _rule(ranks, scores)


@pytest.mark.parametrize("path", ["record_match", "club night table", "event report", "knockout report", "knockout table",
                                  "phone", "results file", "command line"])
@fuzz
@given(ranks=RANKS, scores=SCORES)
def test_every_result_path_accepts_exactly_what_the_rule_accepts(paths: Paths, path: str, ranks: Any, scores: Any) -> None:
    verdict = paths.enter(path, ranks, scores)
    assert verdict == _expected(path, ranks, scores), (path, ranks, scores, verdict)


# ---- numeric options ------------------------------------------------------------------------------------

WHOLE = st.one_of(st.integers(-3, 120), st.sampled_from([10**9, 10**22, -(10**22), True, 1.5, float("nan"), "3", None]))


@pytest.fixture(scope="module")
def options_club(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Club]:
    club = Club.open(tmp_path_factory.mktemp("options") / "club.sqlite")
    club.new_leaderboard("Singles", "bbt")
    for name in NAMES:
        club.add_player(name)
    yield club
    club.close()


_events = itertools.count()


@fuzz
@given(rounds=WHOLE, pool_size=WHOLE, advance=WHOLE, fmt=st.sampled_from(["swiss", "round-robin", "pools-knockout"]))
def test_an_events_numbers_are_stored_as_given_or_refused(options_club: Club, rounds: Any, pool_size: Any, advance: Any,
                                                          fmt: str) -> None:
    name = f"E{next(_events)}"
    options: dict[str, Any] = {"rounds": rounds}
    if pool_size is not None:
        options["pool_size"] = pool_size
    if advance is not None:
        options["advance"] = advance
    whole = lambda v, low, high: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high  # noqa: E731
    size = options.get("pool_size", 4)
    ok = (rounds is None or whole(rounds, 1, 99)) and (fmt != "round-robin" or rounds in (None, 1, 2))
    if fmt == "pools-knockout":
        ok = ok and whole(size, 2, 64) and whole(options.get("advance", 2), 1, size if whole(size, 2, 64) else 0)
    verdict = _verdict(lambda: tournament.create_event(options_club, name, fmt, leaderboard="Singles",
                                                        settings=Settings(**options)))
    assert verdict == ("accepted" if ok else "refused"), (fmt, options)
    if verdict == "accepted":
        event = options_club.find_event(name)
        assert event is not None
        stored = tournament.event_setup(options_club, event.id).settings
        assert stored.rounds == rounds, "never replaced"
        if fmt == "pools-knockout":
            assert (stored.pool_size, stored.advance) == (size, options.get("advance", 2))


_seasons = itertools.count()


@fuzz
@given(best=WHOLE, points=st.lists(NUMBER, min_size=1, max_size=4))
def test_a_seasons_numbers_are_stored_as_given_or_refused(options_club: Club, best: Any, points: list[Any]) -> None:
    name = f"S{next(_seasons)}"
    verdict = _verdict(lambda: create_season(options_club, name, "Singles", "2024-01-01", "2024-12-31", best, points))
    fine_points = all(not isinstance(p, bool) and math.isfinite(float(p)) and 0 <= float(p) <= 1_000_000 for p in points)
    fine_best = best is None or (isinstance(best, int) and not isinstance(best, bool) and 1 <= best <= 999)
    assert verdict == ("accepted" if fine_points and fine_best else "refused"), (best, points)
    for (stored,) in options_club.db.execute("SELECT points FROM seasons"):
        assert all(math.isfinite(p) and 0 <= p <= 1_000_000 for p in json.loads(stored))


@fuzz
@given(rounds=WHOLE, tables=WHOLE)
def test_a_draws_numbers_are_bounded(options_club: Club, rounds: Any, tables: Any) -> None:
    small = isinstance(rounds, int) and not isinstance(rounds, bool) and rounds <= 3  # a long draw is tried only out of range
    if not small and isinstance(rounds, int) and not isinstance(rounds, bool) and 1 <= rounds <= 99:
        return
    verdict = _verdict(lambda: night.draw_for_names(options_club, NAMES, "rotating", rounds, leaderboard="Singles", tables=tables))
    fine = (isinstance(rounds, int) and not isinstance(rounds, bool) and 1 <= rounds <= 99
            and (tables is None or (isinstance(tables, int) and not isinstance(tables, bool) and 1 <= tables <= 1000)))
    assert verdict == ("accepted" if fine else "refused"), (rounds, tables)


_boards = itertools.count()


@fuzz
@given(value=NUMBER)
def test_a_rating_systems_numbers_are_finite_or_refused(options_club: Club, value: Any) -> None:
    name = f"L{next(_boards)}"
    verdict = _verdict(lambda: options_club.new_leaderboard(name, "elo", {"k": value}))
    if verdict == "accepted":
        k = options_club.rating_model(options_club.leaderboard(name).id).params()["k"]
        assert math.isfinite(k) and k > 0
    else:
        assert not any(lb.name == name for lb in options_club.leaderboards())
