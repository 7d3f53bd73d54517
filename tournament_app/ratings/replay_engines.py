"""The batch replay's loops: the flat Weng-Lin loop (compiled or plain Python) and the generic ``model.rate`` loop.

Bradley-Terry and Plackett-Luce (every parameter, decay included) run in
one flat loop (:mod:`._replay_kernel`), compiled by numba where it is
installed and as plain Python on lists where it is not; any other model runs
the generic loop over ``model.rate``. :func:`tournament_app.ratings.replay.replay`
chooses one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np

from . import _replay_kernel as kernel
from .base import Rating, RatingModel
from .bradley_terry import BradleyTerry
from .errors import DuplicatePlayerError
from .plackett_luce import PlackettLuce
from .replay_arrays import History, RatingArrays, ReplayResult

ProgressFn = Callable[[int, int], None]


def _model_params(model: RatingModel) -> tuple[int, float, float, float, int, float, float]:
    """(kind, beta, kappa, tau, damping, tau_day, sigma_cap) for the flat loop."""
    if isinstance(model, BradleyTerry):
        return (kernel.BRADLEY_TERRY, model.beta, model.kappa, model.tau, 0, model.tau_day, model.sigma)
    assert isinstance(model, PlackettLuce)
    return (kernel.PLACKETT_LUCE, model.beta, model.kappa, model.tau, int(model.damping), 0.0, model.sigma)


def _duplicate(history: History, m: int) -> DuplicatePlayerError:
    sides, _ranks = history.match(m)
    seen: set[int] = set()
    for number, side in enumerate(sides, start=1):
        for p in side:
            if p in seen:
                return DuplicatePlayerError(
                    f"Match {m}: player {p} appears more than once (again on side {number}); "
                    "a player can play only once in a match."
                )
            seen.add(p)
    return DuplicatePlayerError(f"Match {m}: a player appears more than once.")  # pragma: no cover


def _chunks(total: int, chunk: int, progress: ProgressFn | None) -> Iterable[tuple[int, int]]:
    if progress is not None:
        progress(0, total)
    for lo in range(0, total, chunk):
        hi = min(total, lo + chunk)
        yield lo, hi
        if progress is not None:
            progress(hi, total)


def _replay_flat(
    model: RatingModel,
    history: History,
    initial: RatingArrays,
    engine: str,
    progress: ProgressFn | None,
    chunk: int,
) -> ReplayResult:
    kind, beta, kappa, tau, damping, tau_day, sigma_cap = _model_params(model)
    has_time = 0 if history.match_time is None else 1
    n_slots = history.n_slots
    width = int(np.diff(history.match_start).max()) if history.n_matches else 1
    if engine == "compiled":
        run = kernel.compiled_kernel()
        assert run is not None  # _choose_engine made sure
        f64, i64 = np.float64, np.int64
        mu, sigma, last = initial.mu.copy(), initial.sigma.copy(), initial.last_time.copy()
        time = history.match_time if history.match_time is not None else np.zeros(1)
        seen = np.full(history.n_players, -1, dtype=i64)
        out = [np.empty(n_slots, dtype=f64) for _ in range(4)]
        scratch = [np.empty(width, dtype=f64) for _ in range(7)]
        args_in = (history.match_start, history.side_start, history.side_rank, history.slot_player, time, i64(has_time))
        params = (f64(beta), f64(kappa), f64(tau), i64(damping), f64(tau_day), f64(sigma_cap))
        for lo, hi in _chunks(history.n_matches, chunk, progress):
            bad = run(i64(kind), *args_in, mu, sigma, last, seen, *params, i64(lo), i64(hi), *out, *scratch)
            if bad >= 0:
                raise _duplicate(history, int(bad))
        return ReplayResult(out[0], out[1], out[2], out[3], RatingArrays(mu, sigma, last), "compiled")

    run = kernel.weng_lin_replay
    mu_l, sigma_l, last_l = initial.mu.tolist(), initial.sigma.tolist(), initial.last_time.tolist()
    time_l = history.match_time.tolist() if history.match_time is not None else [0.0]
    seen_l = [-1] * history.n_players
    outs: list[list[float]] = [[0.0] * n_slots for _ in range(4)]
    scratch_l: list[list[float]] = [[0.0] * width for _ in range(7)]
    lists_in = (
        history.match_start.tolist(),
        history.side_start.tolist(),
        history.side_rank.tolist(),
        history.slot_player.tolist(),
        time_l,
        has_time,
    )
    for lo, hi in _chunks(history.n_matches, chunk, progress):
        bad = run(kind, *lists_in, mu_l, sigma_l, last_l, seen_l, beta, kappa, tau, damping, tau_day, sigma_cap, lo, hi, *outs, *scratch_l)
        if bad >= 0:
            raise _duplicate(history, bad)
    mu_b, sg_b, mu_a, sg_a = (np.array(o, dtype=np.float64) for o in outs)
    final = RatingArrays(np.array(mu_l), np.array(sigma_l), np.array(last_l, dtype=np.float64))
    return ReplayResult(mu_b, sg_b, mu_a, sg_a, final, "python")


def _replay_generic(
    model: RatingModel,
    history: History,
    initial: RatingArrays,
    progress: ProgressFn | None,
    chunk: int,
) -> ReplayResult:
    """Any model: ``model.decay`` then ``model.rate``, match after match."""
    match_start = history.match_start.tolist()
    side_start = history.side_start.tolist()
    side_rank = history.side_rank.tolist()
    slot_player = history.slot_player.tolist()
    side_score = history.side_score.tolist() if history.side_score is not None else None
    times = history.match_time.tolist() if history.match_time is not None else None
    decays = model.decays and times is not None
    current: list[Rating | None] = [None] * history.n_players
    mu0, sigma0 = initial.mu.tolist(), initial.sigma.tolist()
    last = initial.last_time.tolist()
    seen = [-1] * history.n_players
    n_slots = history.n_slots
    mu_b, sg_b, mu_a, sg_a = ([0.0] * n_slots for _ in range(4))
    for lo, hi in _chunks(history.n_matches, chunk, progress):
        for m in range(lo, hi):
            t = times[m] if times is not None else 0.0
            teams: list[list[Rating]] = []
            sides = range(match_start[m], match_start[m + 1])
            for s in sides:
                team = []
                for k in range(side_start[s], side_start[s + 1]):
                    p = slot_player[k]
                    if seen[p] == m:
                        raise _duplicate(history, m)
                    seen[p] = m
                    r = current[p]
                    if r is None:
                        r = current[p] = Rating(mu0[p], sigma0[p])
                    if decays and last[p] == last[p]:
                        r = model.decay(r, max(0.0, (t - last[p]) / kernel.SECONDS_PER_DAY))
                    team.append(r)
                teams.append(team)
            ranks = [side_rank[s] for s in sides]
            scores = None
            if side_score is not None:
                values = [side_score[s] for s in sides]
                if all(v == v for v in values):
                    scores = values
            new = model.rate(teams, ranks, scores)
            for s, team, new_team in zip(sides, teams, new):
                for k, before, after in zip(range(side_start[s], side_start[s + 1]), team, new_team):
                    p = slot_player[k]
                    mu_b[k], sg_b[k], mu_a[k], sg_a[k] = before.mu, before.sigma, after.mu, after.sigma
                    current[p] = after
                    if times is not None:
                        last[p] = t
    mu = np.array(mu0, dtype=np.float64)
    sigma = np.array(sigma0, dtype=np.float64)
    for p, r in enumerate(current):
        if r is not None:
            mu[p], sigma[p] = r.mu, r.sigma
    final = RatingArrays(mu, sigma, np.array(last, dtype=np.float64))
    return ReplayResult(
        np.array(mu_b, dtype=np.float64),
        np.array(sg_b, dtype=np.float64),
        np.array(mu_a, dtype=np.float64),
        np.array(sg_a, dtype=np.float64),
        final=final,
        engine="generic",
    )
