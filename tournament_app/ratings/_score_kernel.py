"""Predict, score, then rate: one flat loop for evaluating a rating system on a whole history.

:func:`score_replay` walks a history (the arrays of :mod:`.replay_arrays`)
and, for every match, first predicts each side's chance to finish first from
the ratings just before it (after inactivity decay), adds that prediction to
the scores, and then rates the match. It reproduces, for Bradley-Terry,
Plackett-Luce, Elo, Glicko and o!TR (a match without recorded games), what ``model.decay``, ``model.predict_win``
and ``model.rate`` do match after match in
:func:`tournament_app.league.evaluation.predict_and_rate`, and the scoring
of its ``_Score.add``:

* log-loss ``−Σ_{sides sharing first} (1/k)·ln(clip(p))``,
* the pick (first side with the highest chance) against a single winner,
* ten calibration bins of (chance, won, count) for two-side matches.

Like :mod:`._replay_kernel`, it is written in the subset of Python that numba
compiles (only ``math``, indexing and the functions of :mod:`._updates`),
compiled lazily by :func:`compiled_kernel` and run as plain Python on lists
where numba is missing or switched off: both engines do the same operations
in the same order. Bradley-Terry and Plackett-Luce rate a match with the
replay loop's own :func:`._updates.weng_lin_rate`, o!TR with its
Plackett-Luce parts. Sums over a team or over the other sides are plain left-to-right sums
where the models use ``math.fsum`` (equal for one or two terms).

``stats`` receives two blocks of :data:`STATS_WIDTH` numbers, the matches
before ``cut`` (the training part) and from ``cut`` on: loss, scored, hits,
decisive, then 10 × (sum of chances, sum of wins, count).
"""

from __future__ import annotations

import math
import threading
from typing import Any

from ._replay_kernel import numba_disabled
from ._updates import (
    BRADLEY_TERRY,
    PLACKETT_LUCE,
    capped_growth,
    compile_loop,
    logistic,
    plackett_luce_terms,
    weng_lin_rate,
    weng_lin_share,
)

__all__ = ["BRADLEY_TERRY", "ELO", "GLICKO", "OTR", "PLACKETT_LUCE", "STATS_WIDTH", "compile_error", "compiled_kernel", "score_replay"]

#: ``kind`` of :func:`score_replay` (Bradley-Terry 0 and Plackett-Luce 1 as in the replay loop)
ELO = 2
GLICKO = 3
OTR = 4

#: numbers per part in ``stats``
STATS_WIDTH = 34
EPS = 1e-12
SECONDS_PER_DAY = 86400.0
#: Elo's and Glicko's 10^(x/400) = e^(Q·x)
Q = math.log(10.0) / 400.0
#: Glicko's g(RD) = 1/sqrt(1 + G_COEFF·RD²)
G_COEFF = 3.0 * Q * Q / (math.pi * math.pi)


def score_replay(  # noqa: PLR0912, PLR0913, PLR0915 - one flat loop is the point
    kind: int,
    match_start: Any,
    side_start: Any,
    side_rank: Any,
    side_score: Any,
    slot_player: Any,
    match_time: Any,
    has_time: int,
    mu: Any,
    sigma: Any,
    last_time: Any,
    params: Any,
    cut: int,
    stats: Any,
    slot_mu: Any,
    slot_sg: Any,
    slot_rank: Any,
    team_mu: Any,
    team_ss: Any,
    team_var: Any,
    chance: Any,
    omega: Any,
    delta: Any,
    top_q: Any,
    sum_q: Any,
    tied: Any,
) -> int:
    """Predict, score and rate every match in order; ratings are updated in place. Returns -1.

    ``params`` by ``kind``: Bradley-Terry (beta, kappa, tau, tau_day,
    sigma cap); Plackett-Luce (beta, kappa, tau, damping 0/1, -); Elo (k,
    has floor 0/1, floor, decay points, decay period days); Glicko (sigma
    cap, c, period days); o!TR (beta, kappa, game scale, weight A, weight B,
    sigma cap, volatility growth, decay days, decay rate, decay floor), a
    match without games as its ``rate`` does it. ``side_score`` NaN = no
    score (Elo uses scores when every side of a match has one). ``slot_mu``
    .. ``tied`` are scratch space of at least the most players in a match.
    """
    p0 = params[0]
    p1 = params[1]
    p2 = params[2]
    p3 = params[3]
    p4 = params[4]
    n_matches = len(match_start) - 1
    for m in range(n_matches):
        s0 = match_start[m]
        n = match_start[m + 1] - s0
        a0 = side_start[s0]
        t = match_time[m] if has_time != 0 else 0.0
        # The ratings before the match, after inactivity decay.
        for slot in range(a0, side_start[s0 + n]):
            p = slot_player[slot]
            mu_p = mu[p]
            sg = sigma[p]
            lt = last_time[p]
            if has_time != 0 and lt == lt:
                idle = (t - lt) / SECONDS_PER_DAY
                if idle < 0.0:
                    idle = 0.0
                if kind == OTR:
                    weeks = float(math.floor(idle / 7.0)) if idle > 0.0 else 0.0
                    if params[6] > 0.0 and weeks > 0.0 and sg < params[5]:
                        sg = capped_growth(sg, params[6] * weeks, params[5])
                    if params[8] > 0.0 and idle >= params[7] and mu_p > params[9]:
                        drops = float(math.floor((idle - params[7]) / 7.0) + 1)
                        dropped = mu_p - params[8] * drops
                        mu_p = dropped if dropped > params[9] else params[9]
                elif kind == BRADLEY_TERRY:
                    if p3 > 0.0 and idle > 0.0 and sg < p4:
                        sg = capped_growth(sg, p3 * p3 * idle, p4)
                elif kind == ELO:
                    if p3 > 0.0 and idle > 0.0:
                        periods = float(math.floor(idle / p4))
                        if periods != 0.0:
                            dropped = mu_p - periods * p3
                            if p1 != 0.0:
                                low = p2 if p2 < mu_p else mu_p
                                dropped = dropped if dropped > low else low
                            mu_p = dropped
                elif kind == GLICKO:
                    if p1 > 0.0 and idle > 0.0 and sg < p0:
                        periods = float(math.floor(idle / p2))
                        if periods != 0.0:
                            sg = capped_growth(sg, periods * p1 * p1, p0)
            slot_mu[slot - a0] = mu_p
            slot_sg[slot - a0] = sg
        # Per side: sum of mu, sum of sigma² (no tau) and the player count.
        for k in range(n):
            tm = 0.0
            ts = 0.0
            for slot in range(side_start[s0 + k], side_start[s0 + k + 1]):
                tm += slot_mu[slot - a0]
                sg = slot_sg[slot - a0]
                ts += sg * sg
            team_mu[k] = tm
            team_var[k] = ts
        # Predict: each side's chance to finish first (model.predict_win).
        if n == 1:
            chance[0] = 1.0
        elif kind == BRADLEY_TERRY:
            two_beta_sq = 2.0 * p0 * p0
            for i in range(n):
                total = 0.0
                for q in range(n):
                    if q != i:
                        c = math.sqrt(team_var[i] + team_var[q] + two_beta_sq)
                        total += logistic((team_mu[i] - team_mu[q]) / c)
                chance[i] = total * 2.0 / (n * (n - 1))
        elif kind == PLACKETT_LUCE or kind == OTR:
            all_var = 0.0
            for k in range(n):
                all_var += team_var[k]
            c = math.sqrt(all_var + n * (p0 * p0))
            best_mu = team_mu[0]
            for k in range(1, n):
                if team_mu[k] > best_mu:
                    best_mu = team_mu[k]
            top = best_mu / c
            total = 0.0
            for k in range(n):
                chance[k] = math.exp(team_mu[k] / c - top)
                total += chance[k]
            for k in range(n):
                chance[k] = chance[k] / total
        else:
            # Elo and Glicko: the mean pairwise chance against the other sides (means; RMS deviation).
            for k in range(n):
                size = side_start[s0 + k + 1] - side_start[s0 + k]
                team_mu[k] = team_mu[k] / size
                team_ss[k] = math.sqrt(team_var[k] / size)
            norm = 0.0
            for i in range(n):
                total = 0.0
                for q in range(n):
                    if q != i:
                        if kind == ELO:
                            x = Q * (team_mu[i] - team_mu[q])
                        else:
                            rd = math.hypot(team_ss[i], team_ss[q])
                            x = Q * (1.0 / math.sqrt(1.0 + G_COEFF * rd * rd)) * (team_mu[i] - team_mu[q])
                        total += logistic(x)
                chance[i] = total
                norm += total
            for i in range(n):
                chance[i] = chance[i] / norm
        # Score the prediction against the result.
        base = 0 if m < cut else STATS_WIDTH
        best = side_rank[s0]
        for k in range(1, n):
            if side_rank[s0 + k] < best:
                best = side_rank[s0 + k]
        n_first = 0
        first = -1
        for k in range(n):
            if side_rank[s0 + k] == best:
                n_first += 1
                if first < 0:
                    first = k
        share = 1.0 / n_first
        loss = 0.0
        for k in range(n):
            if side_rank[s0 + k] == best:
                pk = chance[k]
                pk = pk if pk > EPS else EPS
                pk = pk if pk < 1.0 else 1.0
                loss += share * math.log(pk)
        stats[base] -= loss
        stats[base + 1] += 1.0
        if n_first == 1:
            stats[base + 3] += 1.0
            pick = 0
            for k in range(1, n):
                if chance[k] > chance[pick]:
                    pick = k
            if pick == first:
                stats[base + 2] += 1.0
        if n == 2:
            for k in range(2):
                b = int(chance[k] * 10)
                if b > 9:
                    b = 9
                won = 0.0
                if n_first == 2:
                    won = 0.5
                elif first == k:
                    won = 1.0
                at = base + 4 + 3 * b
                stats[at] += chance[k]
                stats[at + 1] += won
                stats[at + 2] += 1.0
        # Rate the match (model.rate on the decayed ratings).
        if kind == BRADLEY_TERRY or kind == PLACKETT_LUCE:
            weng_lin_rate(kind, n, side_start, s0, side_rank, slot_mu, slot_sg, a0, p0, p1, p2, 1 if p3 != 0.0 else 0,
                          slot_mu, slot_sg, team_mu, team_ss, omega, delta, top_q, sum_q, tied)
        elif kind == OTR:
            # One game, every player on their own at their side's rank: Plackett-Luce, no tau, no damping.
            na = side_start[s0 + n] - a0
            for k in range(n):
                for slot in range(side_start[s0 + k], side_start[s0 + k + 1]):
                    slot_rank[slot - a0] = side_rank[s0 + k]
            if na >= 2:
                for q in range(na):
                    sg = slot_sg[q]
                    team_ss[q] = sg * sg + 0.0
                    team_mu[q] = slot_mu[q]
                plackett_luce_terms(na, slot_rank, 0, team_mu, team_ss, p0 * p0, 0, omega, delta, top_q, sum_q, tied)
            for i in range(na):
                sg = slot_sg[i]
                var0 = sg * sg
                if na >= 2:
                    new_mu, after_sg = weng_lin_share(slot_mu[i], sg, 0.0, team_ss[i], 1, omega[i], delta[i], p1)
                    d_mu = new_mu - slot_mu[i]
                else:
                    d_mu = slot_mu[i] - slot_mu[i]
                    after_sg = math.sqrt(sg * sg + 0.0)
                d_var = after_sg * after_sg - var0
                d_mu = p2 * (p3 * d_mu + p4 * d_mu) / 1.0
                d_var = p2 * (p3 * d_var + p4 * d_var) / 1.0
                var = var0 + d_var
                floor_var = p1 * var0
                if floor_var > var:
                    var = floor_var
                slot_mu[i] = slot_mu[i] + d_mu
                slot_sg[i] = math.sqrt(var)
        elif kind == ELO:
            use_scores = True
            for k in range(n):
                v = side_score[s0 + k]
                if v != v:
                    use_scores = False
            for i in range(n):
                for slot in range(side_start[s0 + i], side_start[s0 + i + 1]):
                    mu_p = slot_mu[slot - a0]
                    change = 0.0
                    for j in range(n):
                        if j == i:
                            continue
                        if use_scores:
                            a_i = side_score[s0 + i]
                            a_j = side_score[s0 + j]
                            scale = abs(a_i) if abs(a_i) > abs(a_j) else abs(a_j)
                            if scale == 0.0:
                                e = 0.5
                            else:
                                a_i /= scale
                                a_j /= scale
                                shift = (a_i if a_i < 0.0 else 0.0) + (a_j if a_j < 0.0 else 0.0)
                                a_i -= shift
                                a_j -= shift
                                whole = a_i + a_j
                                e = 0.5 if whole == 0.0 else a_i / whole
                        else:
                            r_i = side_rank[s0 + i]
                            r_j = side_rank[s0 + j]
                            e = 1.0 if r_i < r_j else (0.5 if r_i == r_j else 0.0)
                        change += e - logistic(Q * (mu_p - team_mu[j]))
                    new_mu = mu_p + p0 * change
                    if p1 != 0.0 and new_mu < p2:
                        new_mu = p2
                    slot_mu[slot - a0] = new_mu
        else:
            for i in range(n):
                r_i = side_rank[s0 + i]
                for slot in range(side_start[s0 + i], side_start[s0 + i + 1]):
                    if n < 2:
                        continue
                    mu_p = slot_mu[slot - a0]
                    inv = 0.0
                    sc = 0.0
                    for j in range(n):
                        if j == i:
                            continue
                        r_j = side_rank[s0 + j]
                        outcome = 1.0 if r_i < r_j else (0.5 if r_i == r_j else 0.0)
                        g = 1.0 / math.sqrt(1.0 + G_COEFF * team_ss[j] * team_ss[j])
                        x = Q * g * (mu_p - team_mu[j])
                        e = logistic(x)
                        inv += g * g * e * logistic(-x)
                        sc += g * (outcome - e)
                    inv_d2 = Q * Q * inv
                    sg = slot_sg[slot - a0]
                    var = sg * sg
                    new_var = var / (1.0 + var * inv_d2)
                    slot_mu[slot - a0] = mu_p + Q * new_var * sc
                    slot_sg[slot - a0] = math.sqrt(new_var)
        for slot in range(a0, side_start[s0 + n]):
            p = slot_player[slot]
            mu[p] = slot_mu[slot - a0]
            sigma[p] = slot_sg[slot - a0]
            if has_time != 0:
                last_time[p] = t
    return -1


_lock = threading.Lock()
_compiled: Any = None
_compile_error: str | None = None


def compiled_kernel() -> Any | None:
    """:func:`score_replay` compiled by numba, or None where numba is missing, switched off or fails."""
    global _compiled, _compile_error
    if numba_disabled():
        return None
    with _lock:
        if _compiled is None and _compile_error is None:
            _compiled, _compile_error = compile_loop(score_replay, _warm_up, "the scoring loop")
        return _compiled


def compile_error() -> str | None:
    """Why :func:`compiled_kernel` returned None (None if it has not failed)."""
    return _compile_error


def _warm_up(kernel: Any) -> None:
    """Compile (or load from the cache) the one specialisation the evaluation uses."""
    import numpy as np

    i64, f64 = np.int64, np.float64
    two = [np.zeros(2, dtype=f64) for _ in range(12)]
    kernel(
        i64(BRADLEY_TERRY),
        np.array([0, 2], dtype=i64),
        np.array([0, 1, 2], dtype=i64),
        np.array([1.0, 2.0]),
        np.full(2, np.nan),
        np.array([0, 1], dtype=i64),
        np.zeros(1),
        i64(0),
        np.array([25.0, 25.0]),
        np.array([8.0, 8.0]),
        np.full(2, np.nan),
        np.array([4.0, 1e-4, 0.0, 0.0, 8.0]),
        i64(0),
        np.zeros(2 * STATS_WIDTH),
        *two,
    )
