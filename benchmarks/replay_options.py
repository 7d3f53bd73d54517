"""The other ways to replay a Bradley-Terry history that were measured (and not chosen).

* :func:`tight_python`: the tightest pure-Python loop for a fixed shape
  (``k`` sides of ``t`` players in every match), on lists;
* :func:`numpy_waves`: matches that share no player are independent, so they
  are grouped into waves (:func:`workloads.waves`) and each wave is one set of
  NumPy operations over a (matches, k, t) block.

Both return the final (mu, sigma) per player with the formulas of
``tournament_app.ratings.bradley_terry`` (tau, kappa, beta; no decay).
"""

from __future__ import annotations

import math

import numpy as np


def tight_python(players: np.ndarray, ranks: np.ndarray, mu0: np.ndarray, sigma0: np.ndarray, beta: float, kappa: float, tau: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """Fixed-shape loop in plain Python (``players``: (n, k, t), ``ranks``: (n, k))."""
    mu = mu0.tolist()
    sigma = sigma0.tolist()
    two_beta_sq = 2.0 * beta * beta
    tau_sq = tau * tau
    exp, sqrt = math.exp, math.sqrt
    n, k, t = players.shape
    if k == 2 and t == 1:
        a_list = players[:, 0, 0].tolist()
        b_list = players[:, 1, 0].tolist()
        ra_list, rb_list = ranks[:, 0].tolist(), ranks[:, 1].tolist()
        for a, b, ra, rb in zip(a_list, b_list, ra_list, rb_list):
            ma, mb = mu[a], mu[b]
            sa = sigma[a] * sigma[a] + tau_sq
            sb = sigma[b] * sigma[b] + tau_sq
            c = sqrt(sa + sb + two_beta_sq)
            x = (ma - mb) / c
            if x >= 0:
                p = 1.0 / (1.0 + exp(-x))
            else:
                z = exp(x)
                p = z / (1.0 + z)
            s = 1.0 if rb > ra else (0.5 if rb == ra else 0.0)
            q = 1.0 - p
            pq = p * q
            c2 = c * c
            mu[a] = ma + sa / c * (s - p)
            mu[b] = mb + sb / c * ((1.0 - s) - q)
            fa = 1.0 - sqrt(sa) / c * sa / c2 * pq
            fb = 1.0 - sqrt(sb) / c * sb / c2 * pq
            sigma[a] = sqrt(sa * (fa if fa > kappa else kappa))
            sigma[b] = sqrt(sb * (fb if fb > kappa else kappa))
        return np.array(mu), np.array(sigma)
    for match, rk in zip(players.tolist(), ranks.tolist()):
        team_mu = [sum(mu[p] for p in side) for side in match]
        ss = [[sigma[p] * sigma[p] + tau_sq for p in side] for side in match]
        team_ss = [sum(s) for s in ss]
        for i in range(k):
            om = de = 0.0
            ss_i = team_ss[i]
            for q in range(k):
                if q == i:
                    continue
                c = sqrt(ss_i + team_ss[q] + two_beta_sq)
                x = (team_mu[i] - team_mu[q]) / c
                if x >= 0:
                    p = 1.0 / (1.0 + exp(-x))
                else:
                    z = exp(x)
                    p = z / (1.0 + z)
                s = 1.0 if rk[q] > rk[i] else (0.5 if rk[q] == rk[i] else 0.0)
                om += ss_i / c * (s - p)
                de += sqrt(ss_i) / c * ss_i / (c * c) * p * (1.0 - p)
            for pid, s in zip(match[i], ss[i]):
                share = s / ss_i
                mu[pid] += share * om
                f = 1.0 - share * de
                sigma[pid] = sqrt(s * (f if f > kappa else kappa))
    return np.array(mu), np.array(sigma)


def numpy_waves(players: np.ndarray, ranks: np.ndarray, wave: np.ndarray, mu0: np.ndarray, sigma0: np.ndarray, beta: float, kappa: float, tau: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """Rate each wave of independent matches as one batch of array operations."""
    mu = mu0.copy()
    sigma = sigma0.copy()
    two_beta_sq = 2.0 * beta * beta
    tau_sq = tau * tau
    order = np.argsort(wave, kind="stable")
    bounds = np.flatnonzero(np.diff(wave[order])) + 1
    k = players.shape[1]
    off_diag = ~np.eye(k, dtype=bool)
    for idx in np.split(order, bounds):
        P = players[idx]  # (w, k, t)
        R = ranks[idx]  # (w, k)
        m = mu[P]
        ss = sigma[P] ** 2 + tau_sq
        tm = m.sum(axis=2)  # (w, k)
        ts = ss.sum(axis=2)
        c = np.sqrt(ts[:, :, None] + ts[:, None, :] + two_beta_sq)  # (w, i, q)
        x = (tm[:, :, None] - tm[:, None, :]) / c
        z = np.exp(-np.abs(x))
        p = np.where(x >= 0, 1.0 / (1.0 + z), z / (1.0 + z))
        s = np.where(R[:, None, :] > R[:, :, None], 1.0, np.where(R[:, None, :] == R[:, :, None], 0.5, 0.0))
        ts_i = ts[:, :, None]
        om = np.where(off_diag, ts_i / c * (s - p), 0.0).sum(axis=2)
        de = np.where(off_diag, np.sqrt(ts_i) / c * ts_i / (c * c) * p * (1.0 - p), 0.0).sum(axis=2)
        share = ss / ts[:, :, None]
        mu[P] = m + share * om[:, :, None]
        sigma[P] = np.sqrt(ss * np.maximum(1.0 - share * de[:, :, None], kappa))
    return mu, sigma
