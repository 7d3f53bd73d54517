"""Maximum-weight matching of maximum cardinality over integer weights of any size (our blossom algorithm).

The algorithm is :mod:`._blossom_kernel`; it runs compiled by numba where
numba is installed (the weights split into 60-bit digits) and as plain
Python otherwise (one digit, Python's exact integers). Both take the same
steps and return the same matching.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import _blossom_kernel as kernel
from ._blossom_numba import compiled_kernel, kernel_loaded, run_compiled

#: graphs from this many vertices use the compiled kernel; below, plain Python is done before numba has loaded
COMPILED_FROM = 120


def max_weight_matching(count: int, edges: Sequence[tuple[int, int, int]]) -> list[int]:
    """The mate of each vertex 0..count-1 (-1 when unmatched): most edges first, then the greatest weight.

    Weights are integers of any size, at least 1.
    """
    if count < 2 or not edges:
        return [-1] * count
    heaviest = max(w for _, _, w in edges)
    pair_weight = heaviest * (count // 2 + 1) + 1  # one more pair outweighs any weight
    # twice the weight (the duals stay integers), and the kernel holds twice that for the slacks
    doubled = [(x + 1, y + 1, 2 * (pair_weight + w)) for x, y, w in edges]
    return _run(count, doubled, [2 * (pair_weight + heaviest)] * (count + 1), perfect=False)


def perfect_matching(count: int, edges: Sequence[tuple[int, int, int]]) -> list[int] | None:
    """The mate of each vertex 0..count-1 in the heaviest matching that pairs them all; None when none does.

    Weights are integers of any size and sign.
    """
    if count % 2 == 1:
        return None
    if count == 0:
        return []
    if not edges:
        return None
    doubled = [(x + 1, y + 1, 2 * w) for x, y, w in edges]
    mate = _run(count, doubled, [0] * (count + 1), perfect=True)
    return None if -1 in mate else mate


def _run(count: int, doubled: list[tuple[int, int, int]], tops: list[int], perfect: bool) -> list[int]:
    compiled = compiled_kernel() if count >= COMPILED_FROM or kernel_loaded() else None
    if compiled is not None:
        match = run_compiled(compiled, count, doubled, tops, perfect)
    else:
        match = _run_python(count, doubled, tops, perfect)
    return [m - 1 for m in match[1: count + 1]]


def _run_python(n: int, edges: list[tuple[int, int, int]], tops: list[int], perfect: bool) -> list[int]:
    size = 2 * n + 1
    E = [[0] * (n + 1) for _ in range(n + 1)]
    W = [[[0] for _ in range(n + 1)] for _ in range(n + 1)]
    for x, y, w in edges:
        E[x][y] = E[y][x] = 1
        W[x][y][0] = W[y][x][0] = 2 * w
    match = [0] * size
    state = [0] * 5
    state[kernel.PERFECT] = int(perfect)
    kernel.max_weight_matching(
        n, 1, E, W, [[t] for t in tops], [[0] for _ in range(size)], [[0] * size for _ in range(size)],
        [[0] * size for _ in range(size)], [[0] * (n + 1) for _ in range(size)], [[0] * (n + 1) for _ in range(size)],
        [0] * size, match, [0] * size, [0] * size, [0] * size, [-1] * size, [0] * size, [0] * (2 * size),
        state, [0] * (2 * size), [[0, 0] for _ in range(2 * size)], [0], [0], [[0] for _ in range(size)],
        [-1] * size, [0])
    return match
