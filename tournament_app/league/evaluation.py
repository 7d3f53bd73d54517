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

``tune`` searches the main parameter of each system on the earlier 70% and
reports the later 30% for the best value.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from ..ratings import MODELS, Rating, RatingModel, model_from_settings
from ..ratings.predict_replay import ScoreEngine, scorable, score_history
from ..ratings.replay_arrays import History
from .club import Club
from .errors import Cancelled
from .replay import MatchToRate, idle_days
from .replay_load import LoadedHistory, load_history
from .replay_rate import CancelledFn, ProgressFn, moment_seconds

#: the parameter ``tune`` searches per system, and the factors tried around its default
TUNED = {"bbt": "beta", "plackett-luce": "beta", "glicko": "c", "elo": "k"}
FACTORS = (0.25, 0.4, 0.6, 0.8, 1.0, 1.25, 1.6, 2.0, 3.0)
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
        self.count = loaded.n_matches if loaded is not None else len(matches or ())

    @property
    def matches(self) -> Sequence[MatchToRate]:
        if self._matches is None:
            assert self._loaded is not None
            self._matches = self._loaded.to_matches()
        return self._matches

    @property
    def history(self) -> History:
        if self._history is None:
            self._history = _arrays_of(self._loaded if self._loaded is not None else LoadedHistory.from_matches(self.matches))
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


def candidates(system: str, params: Mapping[str, Any], tune: bool) -> list[dict[str, Any]]:
    """The settings tried for one system: its own, or with ``tune`` its main parameter times each factor."""
    if not (tune and system in TUNED):
        return [dict(params)]
    key = TUNED[system]
    base = model_from_settings(system, params).params()[key]
    return [{**params, key: base * f} for f in FACTORS]


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
    """Score each (system, params) on ``matches``; with ``tune``, pick each one's best main parameter.

    ``engine`` is that of :func:`score_model` (None: match by match in
    Python). ``progress(done, total)`` counts settings scored; ``cancelled()``
    true between two settings raises :class:`Cancelled`.
    """
    return _evaluate(_Matches(matches=matches), settings, split, tune, engine, progress, cancelled)


def _evaluate(
    source: _Matches,
    settings: Iterable[tuple[str, Mapping[str, Any]]],
    split: float,
    tune: bool,
    engine: ScoreEngine | None,
    progress: ProgressFn | None,
    cancelled: CancelledFn | None,
) -> list[Evaluation]:
    tried = [(system, candidates(system, params, tune)) for system, params in settings]
    total = sum(len(c) for _s, c in tried)
    done = 0
    out = []
    for system, settings_tried in tried:
        scored = []
        for candidate in settings_tried:
            if progress is not None:
                progress(done, total)
            if cancelled is not None and cancelled():
                raise Cancelled("The evaluation was cancelled.")
            train, test = _score(model_from_settings(system, candidate), source, split, engine)
            scored.append((train.log_loss(), candidate, train, test))
            done += 1
        _train_loss, best, train, test = min(scored, key=lambda s: (math.isnan(s[0]), s[0]))
        out.append(
            Evaluation(system, best, test.log_loss(), test.accuracy(), test.scored, test.calibration(), train.log_loss())
        )
    if progress is not None:
        progress(total, total)
    return out


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
