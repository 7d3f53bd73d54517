"""Which rating system predicts this club best: replay history, predict each match first.

Every match is predicted from the ratings just before it (the model's own
``predict_win``), then rated. Scores are taken on the later part of the
history (30% by default), after the ratings have had the earlier part to
settle:

* log-loss: −Σ_i t_i · ln p_i, where t spreads 1 evenly over the sides that
  share first place (a two-side draw scores −½ ln p − ½ ln(1 − p)); p is
  clipped to [1e-12, 1];
* accuracy: share of matches with a single winner where that side had the
  highest predicted chance (draws and shared wins are left out of it);
* calibration: the predicted chance of each side in a 2-side match against
  how often such sides actually won, in ten bins.

``tune`` searches each system's parameters (:data:`TUNED_PARAMS`: β and τ, C
or K) on the earlier 70% and reports the later 30% for
the best setting (:mod:`.param_search`: one parameter by a coarse grid of
factors then golden-section steps on a log scale, two by a compass search on
the log scale).
"""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from ..messages import translate
from ..ratings import MODELS, Rating, RatingModel, model_from_settings
from ..ratings.predict_replay import (
    AUTO_COMPILED_MIN_SLOTS,
    ScoreEngine,
    compiled_available,
    scorable,
    score_history,
)
from ..ratings.replay_arrays import History
from .club import Club
from .errors import Cancelled
from .param_search import budget, pattern_search, search_1d
from .replay import MatchToRate, idle_days
from .replay_load import LoadedHistory, load_history
from .replay_rate import CancelledFn, ProgressFn, moment_seconds

#: the parameters ``tune`` searches per system, the main one first
TUNED_PARAMS: dict[str, tuple[str, ...]] = {
    "bbt": ("beta", "tau"),
    "plackett-luce": ("beta", "tau"),
    "glicko": ("c",),  # a second one did not pay: see benchmarks/README.md, "evaluate --tune"
    "elo": ("k",),
}
#: the main parameter ``tune`` searches per system
TUNED = {system: keys[0] for system, keys in TUNED_PARAMS.items()}
#: τ off (0) is searched from σ/100 up and down (openskill's default τ is μ/300 = σ/100)
ZERO_SEED = {"tau": ("sigma", 0.01)}
#: the most settings tuning one parameter tries
SEARCH_BUDGET = budget(1)
#: systems scored at the same time (threads: the compiled loop releases the GIL)
PARALLEL_SYSTEMS = 2
EPS = 1e-12


@dataclass(frozen=True)
class Evaluation:
    """How well one system with one setting predicted a history."""

    system: str
    params: dict[str, Any]
    log_loss: float
    accuracy: float | None
    matches: int
    calibration: list[tuple[float, float, int]] = field(default_factory=list)
    train_log_loss: float | None = None

    def as_dict(self) -> dict[str, Any]:
        """The CLI's JSON keys."""
        return {
            "system": self.system,
            "params": self.params,
            "log_loss": self.log_loss,
            "accuracy": self.accuracy,
            "matches": self.matches,
        }


@dataclass
class _Score:
    loss: float = 0.0
    scored: int = 0
    hits: int = 0
    decisive: int = 0
    bins: list[list[float]] = field(default_factory=lambda: [[0.0, 0.0, 0.0] for _ in range(10)])

    def add(self, chances: Sequence[float], ranks: Sequence[int]) -> None:
        best = min(ranks)
        first = [i for i, r in enumerate(ranks) if r == best]
        share = 1.0 / len(first)
        self.loss -= sum(share * math.log(min(1.0, max(chances[i], EPS))) for i in first)
        self.scored += 1
        if len(first) == 1:
            self.decisive += 1
            top = max(range(len(chances)), key=lambda i: chances[i])
            self.hits += int(top == first[0])
        if len(ranks) == 2:
            for i in (0, 1):
                b = min(9, int(chances[i] * 10))
                won = 1.0 if first == [i] else (0.5 if len(first) == 2 else 0.0)
                self.bins[b][0] += chances[i]
                self.bins[b][1] += won
                self.bins[b][2] += 1

    @classmethod
    def from_stats(cls, row: Sequence[float]) -> _Score:
        """The sums one part of :func:`~tournament_app.ratings.predict_replay.score_history` returns."""
        bins = [[float(row[4 + 3 * b]), float(row[5 + 3 * b]), float(row[6 + 3 * b])] for b in range(10)]
        return cls(float(row[0]), int(row[1]), int(row[2]), int(row[3]), bins)

    def log_loss(self) -> float:
        return self.loss / self.scored if self.scored else math.nan

    def accuracy(self) -> float | None:
        return self.hits / self.decisive if self.decisive else None

    def calibration(self) -> list[tuple[float, float, int]]:
        return [(p / n, w / n, int(n)) for p, w, n in self.bins if n]


def predict_and_rate(
    model: RatingModel,
    matches: Sequence[MatchToRate],
    split: float,
    initial: Callable[[int], Rating] | None = None,
) -> tuple[_Score, _Score]:
    """Replay ``matches`` predicting each before rating it; (score before split, score after)."""
    ratings: dict[int, Rating] = {}
    last: dict[int, str] = {}
    cut = int(len(matches) * split)
    train, test = _Score(), _Score()
    decays = model.decays
    start = initial or (lambda _pid: model.new_rating())
    for n, match in enumerate(matches):
        teams = []
        for side in match.sides:
            team = []
            for pid in side:
                r = ratings.get(pid)
                if r is None:
                    r = start(pid)
                elif decays:
                    r = model.decay(r, idle_days(last.get(pid), match.played_at))
                team.append(r)
            teams.append(team)
        (train if n < cut else test).add(model.predict_win(teams), match.ranks)
        new = model.rate(teams, match.ranks, match.scores)
        for side, new_team in zip(match.sides, new):
            for pid, r in zip(side, new_team):
                ratings[pid] = r
                last[pid] = match.played_at
    return train, test


def history_of(matches: Sequence[MatchToRate]) -> History:
    """``matches`` as the flat arrays of the batch loops (times in seconds; None if a date cannot be read)."""
    return _arrays_of(LoadedHistory.from_matches(matches))


def _seconds(played_at: Sequence[str]) -> npt.NDArray[np.float64] | None:
    """:func:`moment_seconds` of every moment (NumPy's parser where no time zone is given); None if one is unreadable."""
    if not any("+" in p[10:] or "-" in p[10:] or "Z" in p for p in played_at):
        try:
            micro = np.array(played_at, dtype="datetime64[us]").astype(np.int64)
            return micro / 1e6  # as timedelta.total_seconds(): whole microseconds over 10^6, rounded once
        except (TypeError, ValueError):
            pass
    try:
        return np.array([moment_seconds(p) for p in played_at], dtype=np.float64)
    except (TypeError, ValueError):
        return None  # decaying systems then go match by match, which reports the bad date


def _arrays_of(loaded: LoadedHistory) -> History:
    ids, players = np.unique(loaded.slot_pid, return_inverse=True)
    return History(
        loaded.match_start, loaded.side_start, loaded.side_rank, players.reshape(-1), len(ids),
        side_score=loaded.side_score, match_time=_seconds(loaded.played_at),
    )


class _Matches:
    """One history as :class:`MatchToRate` objects and as flat arrays, each built when first needed."""

    def __init__(self, loaded: LoadedHistory | None = None, matches: Sequence[MatchToRate] | None = None) -> None:
        self._loaded = loaded
        self._matches = matches
        self._history: History | None = None
        self._lock = threading.Lock()
        self.count = loaded.n_matches if loaded is not None else len(matches or ())

    @property
    def matches(self) -> Sequence[MatchToRate]:
        with self._lock:
            if self._matches is None:
                assert self._loaded is not None
                self._matches = self._loaded.to_matches()
            return self._matches

    @property
    def history(self) -> History:
        if self._history is None:
            loaded = self._loaded if self._loaded is not None else LoadedHistory.from_matches(self.matches)
            with self._lock:
                if self._history is None:
                    self._history = _arrays_of(loaded)
        return self._history


def score_model(
    model: RatingModel,
    matches: Sequence[MatchToRate],
    split: float,
    *,
    history: History | None = None,
    engine: ScoreEngine | None = "auto",
) -> tuple[_Score, _Score]:
    """:func:`predict_and_rate`'s scores, through the flat scoring loop for the systems it reproduces.

    ``engine`` None forces the match-by-match Python path. A pass that ends in
    a number that is not finite is run again match by match, which names the
    bad rating as ``model.rate`` does.
    """
    source = _Matches(matches=matches)
    if history is not None:
        source._history = history
    return _score(model, source, split, engine)


def _score(model: RatingModel, source: _Matches, split: float, engine: ScoreEngine | None) -> tuple[_Score, _Score]:
    if engine is not None and scorable(model) and source.count:
        history = source.history
        if not (model.decays and history.match_time is None):
            stats = score_history(model, history, int(source.count * split), engine=engine)
            if np.all(np.isfinite(stats)):
                return _Score.from_stats(stats[0]), _Score.from_stats(stats[1])
    return predict_and_rate(model, source.matches, split)


def evaluate_matches(
    matches: Sequence[MatchToRate],
    settings: Iterable[tuple[str, Mapping[str, Any]]],
    *,
    split: float = 0.7,
    tune: bool = False,
    engine: ScoreEngine | None = "auto",
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> list[Evaluation]:
    """Score each (system, params) on ``matches``; with ``tune``, pick each one's best main parameters.

    ``engine`` is that of :func:`score_model` (None: match by match in
    Python). ``progress(done, total)`` counts settings scored; ``cancelled()``
    true between two settings raises :class:`Cancelled`.
    """
    return _evaluate(_Matches(matches=matches), settings, split, tune, engine, progress, cancelled)


class _Progress:
    """Settings scored so far, counted from any thread, reported as ``progress(done, total)``."""

    def __init__(self, progress: ProgressFn | None, total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0
        self._lock = threading.Lock()

    def add(self, count: int) -> None:
        with self._lock:
            self.done = min(self.total, self.done + count)
            if self.progress is not None:
                self.progress(self.done, self.total)


def _evaluate(
    source: _Matches,
    settings: Iterable[tuple[str, Mapping[str, Any]]],
    split: float,
    tune: bool,
    engine: ScoreEngine | None,
    progress: ProgressFn | None,
    cancelled: CancelledFn | None,
) -> list[Evaluation]:
    plan = [(system, dict(params), search_budget(system) if tune else 1) for system, params in settings]
    counter = _Progress(progress, sum(budget for _s, _p, budget in plan))
    counter.add(0)

    def one(item: tuple[str, dict[str, Any], int]) -> Evaluation:
        return _evaluate_system(source, *item, split, engine, counter, cancelled)

    if len(plan) > 1 and _parallel(source, engine):
        _ = source.history  # built once, before the threads share it
        with ThreadPoolExecutor(max_workers=PARALLEL_SYSTEMS) as pool:
            return list(pool.map(one, plan))
    return [one(item) for item in plan]


def _parallel(source: _Matches, engine: ScoreEngine | None) -> bool:
    """True when the systems are worth scoring side by side: the compiled loop (it releases the GIL) on a big history."""
    if engine is None or PARALLEL_SYSTEMS < 2 or (os.cpu_count() or 1) < 2 or source.count * 2 < AUTO_COMPILED_MIN_SLOTS:
        return False
    return engine == "compiled" or compiled_available()


def _evaluate_system(
    source: _Matches,
    system: str,
    params: dict[str, Any],
    budget: int,
    split: float,
    engine: ScoreEngine | None,
    counter: _Progress,
    cancelled: CancelledFn | None,
) -> Evaluation:
    tried: dict[tuple[float, ...], tuple[float, dict[str, Any], _Score, _Score]] = {}
    keys = TUNED_PARAMS.get(system, ())

    def loss(values: tuple[float, ...]) -> float:
        if values not in tried:
            if cancelled is not None and cancelled():
                raise Cancelled(translate("league.evaluation", "The evaluation was cancelled."))
            candidate = {**params, **dict(zip(keys, values))}
            train, test = _score(model_from_settings(system, candidate), source, split, engine)
            tried[values] = (train.log_loss(), candidate, train, test)
            counter.add(1)
        return tried[values][0]

    if budget > 1 and keys:
        current = model_from_settings(system, params).params()
        ranges = [MODELS[system].param_ranges[key] for key in keys]
        seeds = [current[ZERO_SEED[key][0]] * ZERO_SEED[key][1] if key in ZERO_SEED else None for key in keys]
        start = [float(current[key]) for key in keys]
        if len(keys) == 1:
            search_1d(lambda v: loss((v,)), start[0], *ranges[0], seed=seeds[0])
        else:
            pattern_search(loss, start, ranges, seeds)
    else:
        loss(())
    counter.add(budget - len(tried))  # a search that settled early: its unused passes count as done
    _train_loss, best, train, test = min(tried.values(), key=lambda s: (math.isnan(s[0]), s[0]))
    return Evaluation(system, best, test.log_loss(), test.accuracy(), test.scored, test.calibration(), train.log_loss())


def search_budget(system: str) -> int:
    """The most settings ``tune`` scores for ``system`` (1 for a system without a tuned parameter)."""
    keys = TUNED_PARAMS.get(system, ())
    return budget(len(keys)) if keys else 1


def evaluate(
    club: Club,
    leaderboard_id: int | None = None,
    *,
    tune: bool = False,
    split: float = 0.7,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> list[Evaluation]:
    """Replay a leaderboard's history under every rating system (its own settings for its system).

    Sorted best (lowest later-part log-loss) first. ``progress``/``cancelled``
    as for :func:`evaluate_matches`.
    """
    lb = club.leaderboard(leaderboard_id)
    source = _Matches(loaded=load_history(club.db, lb.id, None))
    settings = [(lb.system, lb.params)] + [(name, {}) for name in sorted(MODELS) if name != lb.system]
    results = _evaluate(source, settings, split, tune, "auto", progress, cancelled)
    return sorted(results, key=lambda e: (math.isnan(e.log_loss), e.log_loss))
