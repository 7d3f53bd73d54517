"""Our blossom matching (compiled and plain Python) against brute force: most pairs, then the greatest weight."""

from __future__ import annotations

import random

import pytest

from tournament_app.league.tournament.dutch import _blossom_numba, matching


def _best(n: int, weight: dict[tuple[int, int], int]) -> tuple[int, int]:
    """(pairs, weight) of the best matching, by trying them all."""
    best = (0, 0)

    def extend(free: list[int], pairs: int, total: int) -> None:
        nonlocal best
        best = max(best, (pairs, total))
        if not free:
            return
        v, rest = free[0], free[1:]
        extend(rest, pairs, total)
        for u in rest:
            if (v, u) in weight:
                extend([x for x in rest if x != u], pairs + 1, total + weight[v, u])

    extend(list(range(n)), 0, 0)
    return best


def _graphs(seed: int, count: int, largest: int) -> list[tuple[int, list[tuple[int, int, int]]]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        n = rng.randint(2, largest)
        top = rng.choice([3, 20, 10**6, 10**40, 10**150])  # ties, small, and weights of hundreds of bits
        density = rng.random()
        edges = [(x, y, rng.randint(1, top)) for x in range(n) for y in range(x + 1, n) if rng.random() < density]
        out.append((n, edges))
    return out


def _value(mate: list[int], weight: dict[tuple[int, int], int]) -> tuple[int, int]:
    assert all(mate[m] == v for v, m in enumerate(mate) if m >= 0)
    return sum(1 for v, m in enumerate(mate) if m > v), sum(weight[v, m] for v, m in enumerate(mate) if m > v)


def _use(engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Switch numba off for "python"; skip "compiled" where numba cannot compile."""
    if engine == "python":
        monkeypatch.setenv(_blossom_numba.NO_NUMBA_ENV, "1")
    elif _blossom_numba.compiled_kernel() is None:
        pytest.skip(f"numba cannot compile here: {_blossom_numba.compile_error()}")


@pytest.mark.parametrize("engine", ["compiled", "python"])
def test_the_matching_is_the_best_one(engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """300 random graphs of up to 9 vertices (sparse to complete, weights up to 500 bits): the brute-force optimum."""
    _use(engine, monkeypatch)
    for n, edges in _graphs(28, 300, 9):
        weight = {(x, y): w for x, y, w in edges} | {(y, x): w for x, y, w in edges}
        assert _value(matching.max_weight_matching(n, edges), weight) == _best(n, weight), (n, edges)


def test_compiled_and_python_engines_match_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """Graphs of up to 40 vertices: the compiled and the plain engine take the same steps, so the same mates."""
    if _blossom_numba.compiled_kernel() is None:
        pytest.skip(f"numba cannot compile here: {_blossom_numba.compile_error()}")
    for n, edges in _graphs(29, 40, 40):
        compiled = matching.max_weight_matching(n, edges)
        monkeypatch.setenv(_blossom_numba.NO_NUMBA_ENV, "1")
        assert matching.max_weight_matching(n, edges) == compiled
        monkeypatch.delenv(_blossom_numba.NO_NUMBA_ENV)


def _best_perfect(n: int, weight: dict[tuple[int, int], int]) -> int | None:
    """The weight of the heaviest perfect matching, by trying them all (None when there is none)."""

    def extend(free: list[int]) -> int | None:
        if not free:
            return 0
        v, rest = free[0], free[1:]
        best = None
        for u in rest:
            if (v, u) in weight:
                tail = extend([x for x in rest if x != u])
                if tail is not None and (best is None or tail + weight[v, u] > best):
                    best = tail + weight[v, u]
        return best

    return extend(list(range(n)))


@pytest.mark.parametrize("engine", ["compiled", "python"])
def test_the_perfect_matching_is_the_heaviest_one(engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """300 random graphs of up to 10 vertices, weights of either sign: the heaviest perfect matching, or None."""
    _use(engine, monkeypatch)
    rng = random.Random(30)
    for n, edges in _graphs(31, 300, 10):
        edges = [(x, y, w if rng.random() < 0.5 else -w) for x, y, w in edges]
        weight = {(x, y): w for x, y, w in edges} | {(y, x): w for x, y, w in edges}
        mate = matching.perfect_matching(n, edges)
        best = _best_perfect(n, weight)
        if best is None:
            assert mate is None, (n, edges)
        else:
            assert mate is not None and -1 not in mate, (n, edges)
            assert sum(weight[v, m] for v, m in enumerate(mate) if m > v) == best, (n, edges)
