"""Which rating system predicts real results best: the football history, later 30% scored.

Runs our systems (the default Bradley-Terry tuned on the earlier 70%, and the
others) and, side by side in one process, openskill.py's PlackettLuce and
trueskill with their defaults. Every match is predicted before it is rated;
log-loss and accuracy use the same scoring for all (see
tournament_app/league/evaluation.py). Usage:

    .venv/bin/python benchmarks/accuracy.py [--limit N]
"""

from __future__ import annotations

import argparse
import csv
import math
import sys
import time
from pathlib import Path

from tournament_app.league.evaluation import _Score, evaluate_matches
from tournament_app.league.replay import MatchToRate

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "international-football-results.csv"


def load_football(limit: int | None = None) -> list[MatchToRate]:
    """The football history as matches: home v away, rank by goals, equal goals a draw."""
    ids: dict[str, int] = {}
    out = []
    with DATA.open(encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh)):
            try:
                hs, as_ = int(row["home_score"]), int(row["away_score"])
            except ValueError:
                continue  # fixtures without a result yet
            home = ids.setdefault(row["home_team"], len(ids))
            away = ids.setdefault(row["away_team"], len(ids))
            ranks = [1, 1] if hs == as_ else ([1, 2] if hs > as_ else [2, 1])
            out.append(MatchToRate(n, row["date"], [[home], [away]], ranks, None))
    out.sort(key=lambda m: (m.played_at, m.id))
    return out[:limit] if limit else out


def score_openskill(matches: list[MatchToRate], split: float) -> _Score:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings: dict[int, object] = {}
    test = _Score()
    cut = int(len(matches) * split)
    for n, m in enumerate(matches):
        teams = [[ratings.setdefault(p, model.rating()) for p in side] for side in m.sides]
        if n >= cut:
            test.add(model.predict_win(teams), m.ranks)
        new = model.rate(teams, ranks=list(m.ranks))
        for side, team in zip(m.sides, new):
            for p, r in zip(side, team):
                ratings[p] = r
    return test


def score_trueskill(matches: list[MatchToRate], split: float) -> _Score:
    import trueskill

    env = trueskill.TrueSkill()
    ratings: dict[int, trueskill.Rating] = {}
    test = _Score()
    cut = int(len(matches) * split)
    for n, m in enumerate(matches):
        (a,), (b,) = ([ratings.setdefault(p, env.create_rating()) for p in side] for side in m.sides)
        if n >= cut:
            # trueskill has no win probability function; this is the standard one for its model
            denom = math.sqrt(2 * env.beta**2 + a.sigma**2 + b.sigma**2)
            p = env.cdf((a.mu - b.mu) / denom)
            test.add([p, 1 - p], m.ranks)
        (na,), (nb,) = env.rate([(a,), (b,)], ranks=list(m.ranks))
        ratings[m.sides[0][0]], ratings[m.sides[1][0]] = na, nb
    return test


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=None, help="use only the first N matches")
    args = parser.parse_args()
    if not DATA.exists():
        print(f"no data at {DATA}; skipped")
        return 0
    matches = load_football(args.limit)
    print(f"{len(matches)} matches; scored on the later 30% ({len(matches) - int(len(matches) * 0.7)})")
    rows = []
    started = time.perf_counter()
    for ev in evaluate_matches(matches, [("bbt", {})], tune=True):
        rows.append((f"ours: bbt tuned ({', '.join(f'{k}={v:.3g}' for k, v in ev.params.items())})", ev.log_loss, ev.accuracy))
    for ev in evaluate_matches(matches, [("bbt", {}), ("plackett-luce", {}), ("glicko", {}), ("elo", {})]):
        rows.append((f"ours: {ev.system} defaults", ev.log_loss, ev.accuracy))
    for name, fn in (("openskill.py PlackettLuce defaults", score_openskill), ("trueskill 0.4.5 defaults", score_trueskill)):
        s = fn(matches, 0.7)
        rows.append((name, s.log_loss(), s.accuracy()))
    print(f"{'system':<48} {'log-loss':>9} {'accuracy':>9}")
    for name, loss, acc in rows:
        print(f"{name:<48} {loss:>9.4f} {acc if acc is not None else float('nan'):>9.4f}")
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
