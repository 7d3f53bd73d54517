"""Seeded match histories for the benchmarks, as flat arrays (``ratings.replay.History``).

* ``uniform_1v1``: every match two players drawn uniformly (200k matches, 5k players);
* ``ffa_4x2``: four sides of two players, uniform (100k matches, 5k players);
* ``zipf_1v1``: two players drawn with Zipf-like activity, weight 1/k for the
  k-th most active player (a few regulars play most games, as in a real club);
* ``football``: the real international football history in ``../shared/data``
  (relative to the repository root): home vs away team, a draw when the
  scores are equal, in date order.

Outcomes of the synthetic histories: a random order of the sides with ties
(about one match in ten has a tie). Everything is drawn from
``numpy.random.default_rng(seed)``, so a seed gives the same history everywhere.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import numpy as np

from tournament_app.ratings.replay import History

REPO = Path(__file__).resolve().parents[1]
FOOTBALL_CSV = REPO.parent / "shared" / "data" / "international-football-results.csv"


@dataclass(frozen=True)
class Workload:
    """A named history with a fixed shape (``sides`` x ``per_side`` in every match)."""

    name: str
    title: str
    history: History
    sides: int
    per_side: int
    #: (n_matches, sides, per_side) player indices, for the fixed-shape loops
    players: np.ndarray
    #: (n_matches, sides) ranks
    ranks: np.ndarray


def _fixed_shape(name: str, title: str, players: np.ndarray, ranks: np.ndarray, n_players: int, times: np.ndarray | None = None) -> Workload:
    n, k, t = players.shape
    history = History(
        np.arange(0, n * k + 1, k, dtype=np.int64),
        np.arange(0, n * k * t + 1, t, dtype=np.int64),
        ranks.reshape(-1).astype(np.float64),
        players.reshape(-1).astype(np.int64),
        n_players,
        match_time=times,
    )
    return Workload(name, title, history, k, t, players.astype(np.int64), ranks.astype(np.float64))


def _random_ranks(rng: np.random.Generator, n: int, k: int) -> np.ndarray:
    """A random finishing order per match; about one match in ten has two sides tied."""
    order = np.argsort(rng.random((n, k)), axis=1)
    ranks = np.empty((n, k))
    np.put_along_axis(ranks, order, np.arange(1, k + 1, dtype=np.float64)[None, :].repeat(n, 0), axis=1)
    tie = rng.random(n) < 0.1
    # tie: the side in place 2 shares place 1
    second = ranks == 2.0
    ranks[tie[:, None] & second] = 1.0
    return ranks


def _distinct_draw(rng: np.random.Generator, n: int, m: int, n_players: int, weights: np.ndarray | None) -> np.ndarray:
    """``n`` rows of ``m`` distinct players (redrawing rows that repeat someone)."""
    p = None if weights is None else weights / weights.sum()
    out = rng.choice(n_players, size=(n, m), p=p)
    while True:
        srt = np.sort(out, axis=1)
        bad = np.any(srt[:, 1:] == srt[:, :-1], axis=1)
        if not bad.any():
            return out
        out[bad] = rng.choice(n_players, size=(int(bad.sum()), m), p=p)


def uniform_1v1(n_matches: int = 200_000, n_players: int = 5_000, seed: int = 1) -> Workload:
    rng = np.random.default_rng(seed)
    players = _distinct_draw(rng, n_matches, 2, n_players, None).reshape(n_matches, 2, 1)
    return _fixed_shape("uniform-1v1", f"1v1 uniform, {n_matches // 1000}k matches / {n_players // 1000}k players", players, _random_ranks(rng, n_matches, 2), n_players)


def ffa_4x2(n_matches: int = 100_000, n_players: int = 5_000, seed: int = 2) -> Workload:
    rng = np.random.default_rng(seed)
    players = _distinct_draw(rng, n_matches, 8, n_players, None).reshape(n_matches, 4, 2)
    return _fixed_shape("ffa-4x2", f"4 sides x 2 players, {n_matches // 1000}k matches / {n_players // 1000}k players", players, _random_ranks(rng, n_matches, 4), n_players)


def zipf_1v1(n_matches: int = 200_000, n_players: int = 5_000, seed: int = 3, exponent: float = 1.0) -> Workload:
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, n_players + 1, dtype=np.float64) ** exponent
    weights = weights[rng.permutation(n_players)]
    players = _distinct_draw(rng, n_matches, 2, n_players, weights).reshape(n_matches, 2, 1)
    return _fixed_shape("zipf-1v1", f"1v1 Zipf activity, {n_matches // 1000}k matches / {n_players // 1000}k players", players, _random_ranks(rng, n_matches, 2), n_players)


def football(path: Path = FOOTBALL_CSV) -> Workload:
    """The real football history: home vs away, draw when the scores are equal."""
    if not path.exists():
        raise FileNotFoundError(f"the football history is not at {path} (expected ../shared/data from the repo root)")
    index: dict[str, int] = {}
    pairs: list[tuple[int, int]] = []
    ranks: list[tuple[float, float]] = []
    times: list[float] = []
    epoch = date(1970, 1, 1)
    with path.open(newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            home = index.setdefault(row["home_team"], len(index))
            away = index.setdefault(row["away_team"], len(index))
            hs, as_ = int(row["home_score"]), int(row["away_score"])
            pairs.append((home, away))
            ranks.append((1.0, 1.0) if hs == as_ else (1.0, 2.0) if hs > as_ else (2.0, 1.0))
            times.append((date.fromisoformat(row["date"]) - epoch).days * 86400.0)
    players = np.array(pairs, dtype=np.int64).reshape(-1, 2, 1)
    n = len(pairs)
    return _fixed_shape("football", f"real football history, {n:,} matches / {len(index)} teams", players, np.array(ranks), len(index), np.array(times))


def waves(history: History) -> np.ndarray:
    """Each match's wave: 1 + the latest wave of any of its players (greedy level schedule).

    Matches in one wave share no player, so a wave can be rated as one batch.
    """
    level = [0] * history.n_players
    ms, ss, sp = history.match_start.tolist(), history.side_start.tolist(), history.slot_player.tolist()
    out = np.empty(history.n_matches, dtype=np.int64)
    for m in range(history.n_matches):
        a, b = ss[ms[m]], ss[ms[m + 1]]
        w = 1 + max(level[p] for p in sp[a:b])
        for p in sp[a:b]:
            level[p] = w
        out[m] = w
    return out


ALL = {
    "uniform-1v1": uniform_1v1,
    "ffa-4x2": ffa_4x2,
    "zipf-1v1": zipf_1v1,
    "football": football,
}
