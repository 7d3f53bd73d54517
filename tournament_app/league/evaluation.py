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

from ..ratings import MODELS, Rating, RatingModel, model_from_settings
from .club import Club
from .replay import MatchToRate, idle_days, load_matches

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


def evaluate_matches(
    matches: Sequence[MatchToRate],
    settings: Iterable[tuple[str, Mapping[str, Any]]],
    *,
    split: float = 0.7,
    tune: bool = False,
) -> list[Evaluation]:
    """Score each (system, params) on ``matches``; with ``tune``, pick each one's best main parameter."""
    out = []
    for system, params in settings:
        candidates = [dict(params)]
        if tune and system in TUNED:
            key = TUNED[system]
            base = model_from_settings(system, params).params()[key]
            candidates = [{**params, key: base * f} for f in FACTORS]
        scored = []
        for candidate in candidates:
            train, test = predict_and_rate(model_from_settings(system, candidate), matches, split)
            scored.append((train.log_loss(), candidate, train, test))
        _train_loss, best, train, test = min(scored, key=lambda s: (math.isnan(s[0]), s[0]))
        out.append(
            Evaluation(system, best, test.log_loss(), test.accuracy(), test.scored, test.calibration(), train.log_loss())
        )
    return out


def evaluate(club: Club, leaderboard_id: int | None = None, *, tune: bool = False, split: float = 0.7) -> list[Evaluation]:
    """Replay a leaderboard's history under every rating system (its own settings for its system).

    Sorted best (lowest later-part log-loss) first.
    """
    lb = club.leaderboard(leaderboard_id)
    matches = load_matches(club.db, lb.id, None)
    settings = [(lb.system, lb.params)] + [(name, {}) for name in sorted(MODELS) if name != lb.system]
    results = evaluate_matches(matches, settings, split=split, tune=tune)
    return sorted(results, key=lambda e: (math.isnan(e.log_loss), e.log_loss))
