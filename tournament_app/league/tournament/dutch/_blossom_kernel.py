"""Maximum-weight matching in a general graph: Edmonds' blossoms with dual variables, O(n³) (Galil 1986, §3).

One source for two engines, as :mod:`tournament_app.ratings._replay_kernel`:
the functions here use only indexing, loops and integers, so numba compiles
them (:mod:`._blossom_numba`) on NumPy arrays, and the same code runs as
plain Python on nested lists where numba is missing. Both take the same
steps, so they return the same matching.

Weights are exact integers of any size, held as ``K`` digits of 56 bits
(most significant first; every digit but the first in [0, 2**56), the first
signed). The compiled engine uses as many digits as the weights need; the
plain engine uses one digit, a Python integer of any size. The
pairing criteria are lexicographic and need hundreds of bits.

The graph is dense: vertices 1..n (0 is "none"), blossoms n+1..2n. ``lab``
holds twice the dual variables; the slack of an edge between two top-level
blossoms is ``lab[u] + lab[v] - W[u][v]`` where ``W`` holds twice the weight.
Each stage grows alternating trees from the free vertices over tight edges,
shrinks odd cycles into blossoms, expands T-blossoms whose dual reaches zero
and, when no tight edge is left, changes the duals by the largest step that
keeps them feasible (the four deltas of the primal-dual method); it ends
with an augmenting path, or when a free vertex's dual reaches zero.
"""

from __future__ import annotations

from typing import Any

from ._digit_math import BASE, d_add, d_cmp, d_copy, d_half, d_is_zero, d_sub, d_zero

# state: [0] number of blossom slots in use (nx), [1] the visit stamp, [2] queue head, [3] queue tail,
# [4] 1 for a perfect matching (the vertices' duals may go below zero: no stop when one reaches it)
NX, STAMP, HEAD, TAIL, PERFECT = 0, 1, 2, 3, 4


def slack_of(out: Any, x: int, y: int, lab: Any, W: Any, EU: Any, EV: Any, k_digits: int) -> None:
    """out = the slack of the edge that stands for (x, y) between two top-level blossoms."""
    u = EU[x][y]
    v = EV[x][y]
    a = lab[u]
    b = lab[v]
    c = W[u][v]
    carry = 0
    for k in range(k_digits - 1, 0, -1):  # one pass: a + b - c, each digit corrected once
        s = a[k] + b[k] - c[k] + carry
        if s >= BASE:
            out[k] = s - BASE
            carry = 1
        elif s < 0:
            out[k] = s + BASE
            carry = -1
        else:
            out[k] = s
            carry = 0
    out[0] = a[0] + b[0] - c[0] + carry


def q_push(x: int, n: int, st: Any, FL: Any, FLN: Any, queue: Any, state: Any, stack: Any) -> None:
    """Queue every vertex inside blossom ``x`` (or ``x`` itself)."""
    top = 0
    stack[top] = x
    top += 1
    while top > 0:
        top -= 1
        y = stack[top]
        if y <= n:
            queue[state[TAIL]] = y
            state[TAIL] += 1
        else:
            for i in range(FLN[y]):
                stack[top] = FL[y][i]
                top += 1


def set_st(x: int, b: int, n: int, st: Any, FL: Any, FLN: Any, stack: Any) -> None:
    """Mark ``x`` and everything inside it as belonging to top-level blossom ``b``."""
    top = 0
    stack[top] = x
    top += 1
    while top > 0:
        top -= 1
        y = stack[top]
        st[y] = b
        if y > n:
            for i in range(FLN[y]):
                stack[top] = FL[y][i]
                top += 1


def reverse_cycle(b: int, FL: Any, FLN: Any) -> None:
    """Reverse blossom ``b``'s cycle after its base (the base stays first)."""
    i = 1
    j = FLN[b] - 1
    while i < j:
        t = FL[b][i]
        FL[b][i] = FL[b][j]
        FL[b][j] = t
        i += 1
        j -= 1


def append_path(b: int, x: int, lca: int, n: int, match: Any, st: Any, pa: Any, FL: Any, FLN: Any, queue: Any,
                state: Any, stack: Any) -> None:
    """Add the tree path from ``x`` up to ``lca`` to blossom ``b``'s cycle, queueing its T-blossoms (now S)."""
    while x != lca:
        FL[b][FLN[b]] = x
        FLN[b] += 1
        y = st[match[x]]
        FL[b][FLN[b]] = y
        FLN[b] += 1
        q_push(y, n, st, FL, FLN, queue, state, stack)
        x = st[pa[y]]


def even_position(b: int, xr: int, FL: Any, FLN: Any) -> int:
    """Where ``xr`` is in blossom ``b``'s cycle, reversing the cycle (base kept first) to make it even."""
    size: int = FLN[b]
    pr = 0
    while FL[b][pr] != xr:
        pr += 1
    if pr % 2 == 1:
        reverse_cycle(b, FL, FLN)
        return size - pr
    return pr


def set_match(u0: int, v0: int, n: int, match: Any, EU: Any, EV: Any, FF: Any, FL: Any, FLN: Any, pairs: Any) -> None:
    """Match blossom ``u0`` over its edge to ``v0``, re-matching inside it along its cycle."""
    top = 0
    pairs[0][0] = u0
    pairs[0][1] = v0
    top = 1
    while top > 0:
        top -= 1
        u = pairs[top][0]
        v = pairs[top][1]
        match[u] = EV[u][v]
        if u > n:
            xr = FF[u][EU[u][v]]
            pr = even_position(u, xr, FL, FLN)
            for i in range(pr):
                pairs[top][0] = FL[u][i]
                pairs[top][1] = FL[u][i ^ 1]
                top += 1
            pairs[top][0] = xr
            pairs[top][1] = v
            top += 1
            size = FLN[u]
            if pr > 0:  # rotate the cycle so that xr is its base
                for _ in range(pr):
                    first = FL[u][0]
                    for i in range(size - 1):
                        FL[u][i] = FL[u][i + 1]
                    FL[u][size - 1] = first


def augment(u: int, v: int, n: int, match: Any, st: Any, pa: Any, EU: Any, EV: Any, FF: Any, FL: Any, FLN: Any,
            pairs: Any) -> None:
    """Flip the alternating path from ``u`` (over its edge to ``v``) back to its tree's root."""
    while True:
        xnv = st[match[u]]
        set_match(u, v, n, match, EU, EV, FF, FL, FLN, pairs)
        if xnv == 0:
            return
        set_match(xnv, st[pa[xnv]], n, match, EU, EV, FF, FL, FLN, pairs)
        u = st[pa[xnv]]
        v = xnv


def lowest_common(u: int, v: int, match: Any, st: Any, pa: Any, vis: Any, state: Any) -> int:
    """The base of the blossom that edge (u, v) closes, or 0 when u and v are in different trees."""
    state[STAMP] += 1
    stamp: int = state[STAMP]
    while u != 0 or v != 0:
        if u != 0:
            if vis[u] == stamp:
                return u
            vis[u] = stamp
            u = st[match[u]]
            if u != 0:
                u = st[pa[u]]
        t = u
        u = v
        v = t
    return 0


def update_slack(u: int, x: int, slack: Any, lab: Any, W: Any, EU: Any, EV: Any, k_digits: int, t1: Any, t2: Any,
                 best: Any, best_at: Any, known: bool = False) -> None:
    """Let S-vertex ``u`` be ``x``'s least-slack neighbour if its edge is tighter (``known``: t1 holds its slack).

    ``best[x]`` keeps the least slack found, valid while the duals stay as
    they were (``best_at[x]`` equals ``best_at[0]``, which each change of
    the duals moves on).
    """
    if not known:
        slack_of(t1, u, x, lab, W, EU, EV, k_digits)
    if slack[x] == 0:
        slack[x] = u
        d_copy(best[x], t1, k_digits)
        best_at[x] = best_at[0]
        return
    if best_at[x] != best_at[0]:
        slack_of(best[x], slack[x], x, lab, W, EU, EV, k_digits)
        best_at[x] = best_at[0]
    if d_cmp(t1, best[x], k_digits) < 0:
        slack[x] = u
        d_copy(best[x], t1, k_digits)


def set_slack(x: int, n: int, slack: Any, st: Any, S: Any, lab: Any, W: Any, EU: Any, EV: Any, k_digits: int,
              t1: Any, t2: Any, best: Any, best_at: Any) -> None:
    """The S-vertex whose edge to ``x`` has the least slack."""
    slack[x] = 0
    for u in range(1, n + 1):
        if EU[u][x] != 0 and st[u] != x and S[st[u]] == 0:
            update_slack(u, x, slack, lab, W, EU, EV, k_digits, t1, t2, best, best_at)


def add_blossom(u: int, lca: int, v: int, n: int, k_digits: int, lab: Any, W: Any, EU: Any, EV: Any, FF: Any, FL: Any,
                FLN: Any, match: Any, slack: Any, st: Any, pa: Any, S: Any, queue: Any, state: Any, stack: Any,
                t1: Any, t2: Any, best: Any, best_at: Any) -> None:
    """Shrink the odd cycle closed by edge (u, v) through their common ancestor ``lca`` into a new S-blossom."""
    b = n + 1
    while b <= state[NX] and st[b] != 0:
        b += 1
    if b > state[NX]:
        state[NX] += 1
    d_zero(lab[b], k_digits)
    S[b] = 0
    match[b] = match[lca]
    FLN[b] = 0
    FL[b][FLN[b]] = lca
    FLN[b] += 1
    append_path(b, u, lca, n, match, st, pa, FL, FLN, queue, state, stack)
    reverse_cycle(b, FL, FLN)
    append_path(b, v, lca, n, match, st, pa, FL, FLN, queue, state, stack)
    set_st(b, b, n, st, FL, FLN, stack)
    nx = state[NX]
    for x in range(1, nx + 1):
        EU[b][x] = 0
        EU[x][b] = 0
    for x in range(1, n + 1):
        FF[b][x] = 0
    for c in range(FLN[b]):
        xs = FL[b][c]
        for x in range(1, nx + 1):
            if EU[xs][x] == 0:
                continue
            better = EU[b][x] == 0
            if not better:
                slack_of(t1, xs, x, lab, W, EU, EV, k_digits)
                slack_of(t2, b, x, lab, W, EU, EV, k_digits)
                better = d_cmp(t1, t2, k_digits) < 0
            if better:
                EU[b][x] = EU[xs][x]
                EV[b][x] = EV[xs][x]
                EU[x][b] = EU[x][xs]
                EV[x][b] = EV[x][xs]
        for x in range(1, n + 1):
            if FF[xs][x] != 0:
                FF[b][x] = xs
    set_slack(b, n, slack, st, S, lab, W, EU, EV, k_digits, t1, t2, best, best_at)


def expand_blossom(b: int, n: int, k_digits: int, lab: Any, W: Any, EU: Any, EV: Any, FF: Any, FL: Any, FLN: Any,
                   slack: Any, st: Any, pa: Any, S: Any, queue: Any, state: Any, stack: Any, t1: Any, t2: Any,
                   best: Any, best_at: Any) -> None:
    """Undo T-blossom ``b`` (its dual is zero): its children become top-level, labelled along the even path."""
    for c in range(FLN[b]):
        set_st(FL[b][c], FL[b][c], n, st, FL, FLN, stack)
    xr = FF[b][EU[b][pa[b]]]
    pr = even_position(b, xr, FL, FLN)
    for i in range(0, pr, 2):
        xs = FL[b][i]
        xns = FL[b][i + 1]
        pa[xs] = EU[xns][xs]
        S[xs] = 1
        S[xns] = 0
        slack[xs] = 0
        set_slack(xns, n, slack, st, S, lab, W, EU, EV, k_digits, t1, t2, best, best_at)
        q_push(xns, n, st, FL, FLN, queue, state, stack)
    S[xr] = 1
    pa[xr] = pa[b]
    for i in range(pr + 1, FLN[b]):
        xs = FL[b][i]
        S[xs] = -1
        set_slack(xs, n, slack, st, S, lab, W, EU, EV, k_digits, t1, t2, best, best_at)
    st[b] = 0


def found_edge(eu: int, ev: int, n: int, k_digits: int, lab: Any, W: Any, EU: Any, EV: Any, FF: Any, FL: Any, FLN: Any,
               match: Any, slack: Any, st: Any, pa: Any, S: Any, vis: Any, queue: Any, state: Any, stack: Any,
               pairs: Any, t1: Any, t2: Any, best: Any, best_at: Any) -> bool:
    """A tight edge from S-vertex ``eu`` to ``ev``: grow the tree, shrink a blossom, or augment (True)."""
    u = st[eu]
    v = st[ev]
    if S[v] == -1:
        pa[v] = eu
        S[v] = 1
        nu = st[match[v]]
        slack[v] = 0
        slack[nu] = 0
        S[nu] = 0
        q_push(nu, n, st, FL, FLN, queue, state, stack)
    elif S[v] == 0:
        lca = lowest_common(u, v, match, st, pa, vis, state)
        if lca == 0:
            augment(u, v, n, match, st, pa, EU, EV, FF, FL, FLN, pairs)
            augment(v, u, n, match, st, pa, EU, EV, FF, FL, FLN, pairs)
            return True
        add_blossom(u, lca, v, n, k_digits, lab, W, EU, EV, FF, FL, FLN, match, slack, st, pa, S, queue, state, stack,
                    t1, t2, best, best_at)
    return False


def stage(n: int, k_digits: int, E: Any, W: Any, lab: Any, EU: Any, EV: Any, FF: Any, FL: Any, FLN: Any, match: Any,
          slack: Any, st: Any, pa: Any, S: Any, vis: Any, queue: Any, state: Any, stack: Any, pairs: Any,
          t1: Any, t2: Any, best: Any, best_at: Any, d: Any) -> bool:
    """One stage: True when it augmented the matching, False when the matching is of maximum weight."""
    nx = state[NX]
    for x in range(1, nx + 1):
        S[x] = -1
        slack[x] = 0
    state[HEAD] = 0
    state[TAIL] = 0
    for x in range(1, nx + 1):
        if st[x] == x and match[x] == 0:
            pa[x] = 0
            S[x] = 0
            q_push(x, n, st, FL, FLN, queue, state, stack)
    if state[TAIL] == 0:
        return False
    while True:
        while state[HEAD] < state[TAIL]:
            u = queue[state[HEAD]]
            state[HEAD] += 1
            if S[st[u]] == 1:
                continue
            for v in range(1, n + 1):
                if E[u][v] != 0 and st[u] != st[v]:
                    slack_of(t1, u, v, lab, W, EU, EV, k_digits)
                    if d_is_zero(t1, k_digits):
                        if found_edge(u, v, n, k_digits, lab, W, EU, EV, FF, FL, FLN, match, slack, st, pa, S, vis,
                                      queue, state, stack, pairs, t1, t2, best, best_at):
                            return True
                    else:
                        update_slack(u, st[v], slack, lab, W, EU, EV, k_digits, t1, t2, best, best_at, st[v] == v)
        # no tight edge left: the largest dual change that keeps every constraint
        nx = state[NX]
        has_d = False
        for b in range(n + 1, nx + 1):
            if st[b] == b and S[b] == 1:
                d_half(t1, lab[b], k_digits)
                if not has_d or d_cmp(t1, d, k_digits) < 0:
                    d_copy(d, t1, k_digits)
                    has_d = True
        for x in range(1, nx + 1):
            if st[x] == x and slack[x] != 0 and S[x] != 1:
                slack_of(t1, slack[x], x, lab, W, EU, EV, k_digits)
                if S[x] == 0:
                    d_half(t1, t1, k_digits)
                if not has_d or d_cmp(t1, d, k_digits) < 0:
                    d_copy(d, t1, k_digits)
                    has_d = True
        if not has_d:
            return False
        best_at[0] += 1  # the slacks kept in ``best`` are stale from here
        for u in range(1, n + 1):
            if S[st[u]] == 0:
                if state[PERFECT] == 0 and d_cmp(lab[u], d, k_digits) <= 0:
                    return False
                d_sub(lab[u], lab[u], d, k_digits)
            elif S[st[u]] == 1:
                d_add(lab[u], lab[u], d, k_digits)
        d_add(t2, d, d, k_digits)
        for b in range(n + 1, nx + 1):
            if st[b] == b:
                if S[b] == 0:
                    d_add(lab[b], lab[b], t2, k_digits)
                elif S[b] == 1:
                    d_sub(lab[b], lab[b], t2, k_digits)
        state[HEAD] = 0
        state[TAIL] = 0
        for x in range(1, nx + 1):
            if st[x] == x and slack[x] != 0 and st[slack[x]] != x:
                slack_of(t1, slack[x], x, lab, W, EU, EV, k_digits)
                if d_is_zero(t1, k_digits):
                    if found_edge(EU[slack[x]][x], EV[slack[x]][x], n, k_digits, lab, W, EU, EV, FF, FL, FLN, match,
                                  slack, st, pa, S, vis, queue, state, stack, pairs, t1, t2, best, best_at):
                        return True
        for b in range(n + 1, nx + 1):
            if st[b] == b and S[b] == 1 and d_is_zero(lab[b], k_digits):
                expand_blossom(b, n, k_digits, lab, W, EU, EV, FF, FL, FLN, slack, st, pa, S, queue, state, stack,
                               t1, t2, best, best_at)


def max_weight_matching(n: int, k_digits: int, E: Any, W: Any, tops: Any, lab: Any, EU: Any, EV: Any, FF: Any, FL: Any,
                        FLN: Any, match: Any, slack: Any, st: Any, pa: Any, S: Any, vis: Any, queue: Any, state: Any,
                        stack: Any, pairs: Any, t1: Any, t2: Any, best: Any, best_at: Any, d: Any) -> int:
    """Match vertices 1..n of the graph ``E`` (1 = edge) for the greatest weight; ``match[v]`` is v's mate or 0.

    ``W[u][v]`` is twice the weight of edge (u, v). For a maximum-weight
    matching (``state[PERFECT]`` 0) ``tops[v]`` is every vertex's first
    dual, the greatest weight of all; for a perfect one (``state[PERFECT]``
    1) each vertex starts from the greatest weight at it, and a vertex stays
    unmatched only where no perfect matching exists. The work arrays come zeroed, sized for 2n+1
    vertices and blossoms. Returns the number of augmentations.
    """
    state[NX] = n
    best_at[0] = 0
    for x in range(1, n + 1):
        st[x] = x
        FF[x][x] = x
        d_copy(lab[x], tops[x], k_digits)
        heaviest = 0
        for y in range(1, n + 1):
            if E[x][y] != 0:
                EU[x][y] = x
                EV[x][y] = y
                if heaviest == 0 or d_cmp(W[x][y], W[x][heaviest], k_digits) > 0:
                    heaviest = y
        if state[PERFECT] != 0 and heaviest != 0:
            d_half(lab[x], W[x][heaviest], k_digits)
    for x in range(1, n + 1):  # start from the tight edges taken greedily: fewer stages
        if match[x] != 0:
            continue
        for y in range(x + 1, n + 1):
            if E[x][y] != 0 and match[y] == 0:
                slack_of(t1, x, y, lab, W, EU, EV, k_digits)
                if d_is_zero(t1, k_digits):
                    match[x] = y
                    match[y] = x
                    break
    count = 0
    while stage(n, k_digits, E, W, lab, EU, EV, FF, FL, FLN, match, slack, st, pa, S, vis, queue, state, stack, pairs,
                t1, t2, best, best_at, d):
        count += 1
    return count
