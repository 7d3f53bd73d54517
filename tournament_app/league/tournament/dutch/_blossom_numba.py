"""The blossom kernel compiled by numba, loaded lazily: nothing here imports numba until a round is paired.

Compiled once per machine (numba's on-disk cache, ``cache=True``), then
loaded in a fraction of a second by later processes. Where numba is
missing, cannot compile, or is switched off (``TOURNAMENT_APP_NO_NUMBA=1``,
as for the rating replay), :func:`compiled_kernel` returns None and the
same kernel runs as Python.
"""

from __future__ import annotations

import os
import threading
import types
from typing import Any

from . import _blossom_kernel as kernel
from ._digit_math import BASE, DIGIT_BITS

NO_NUMBA_ENV = "TOURNAMENT_APP_NO_NUMBA"

_FUNCTIONS = (
    "d_add", "d_sub", "d_half", "d_cmp", "d_is_zero", "d_copy", "d_zero", "slack_of", "q_push", "set_st",
    "reverse_cycle", "append_path", "even_position", "set_match", "augment", "lowest_common", "update_slack",
    "set_slack", "add_blossom", "expand_blossom", "found_edge", "stage", "max_weight_matching",
)

#: the digit arithmetic, inlined where it is used (a call per slack costs more than the slack)
_INLINE = frozenset({"d_add", "d_sub", "d_half", "d_cmp", "d_is_zero", "d_copy", "d_zero", "slack_of"})

_lock = threading.Lock()
_compiled: Any = None
_error: str | None = None


def numba_disabled() -> bool:
    """True when ``TOURNAMENT_APP_NO_NUMBA`` is set (to anything but "" or "0")."""
    return os.environ.get(NO_NUMBA_ENV, "") not in ("", "0")


def kernel_loaded() -> bool:
    """True when the compiled kernel is already loaded in this process (asking costs nothing)."""
    return _compiled is not None


def compile_error() -> str | None:
    """Why :func:`compiled_kernel` returned None (None when it has not failed)."""
    return _error


def compiled_kernel() -> Any | None:
    """:func:`._blossom_kernel.max_weight_matching` compiled by numba, or None where that is not possible."""
    global _compiled, _error
    if numba_disabled():
        return None
    with _lock:
        if _compiled is None and _error is None:
            _compiled, _error = _compile()
        return _compiled


def _compile() -> tuple[Any | None, str | None]:
    try:
        import numba
    except Exception as exc:  # noqa: BLE001 - ImportError, or a numba that cannot load its llvmlite
        return None, f"numba is not available: {exc}"
    error = None
    for cache in (True, False):  # no cache where it cannot be written next to the source (a frozen app)
        try:
            names: dict[str, Any] = dict(vars(kernel))
            for name in _FUNCTIONS:
                fn = getattr(kernel, name)
                twin = types.FunctionType(fn.__code__, names, fn.__name__, fn.__defaults__, fn.__closure__)
                twin.__qualname__ = fn.__qualname__  # numba's on-disk cache is named by it
                if name in _INLINE:
                    names[name] = numba.njit(cache=cache, nogil=True, inline="always")(twin)
                else:
                    names[name] = numba.njit(cache=cache, nogil=True)(twin)
            compiled = names["max_weight_matching"]
            _warm_up(compiled)
            return compiled, None
        except Exception as exc:  # noqa: BLE001 - no cache locator, LLVM trouble...
            error = f"numba could not compile the matching: {exc}"
    return None, error


def _warm_up(compiled: Any) -> None:
    """Compile (or load from the cache) the one specialisation used: a triangle's matching."""
    run_compiled(compiled, 3, [(1, 2, 4), (2, 3, 6), (1, 3, 2)], [6, 6, 6, 6], False)


def digits(values: list[int], k_digits: int) -> Any:
    """``values`` as rows of ``k_digits`` base-2**56 digits (most significant first, the first signed)."""
    import numpy as np

    distinct: dict[int, int] = {}
    codes = np.array([distinct.setdefault(v, len(distinct)) for v in values], dtype=np.intp)
    width = DIGIT_BITS // 8
    raw = b"".join(v.to_bytes(width * k_digits, "big", signed=True) for v in distinct)
    padded = np.zeros((len(distinct), k_digits, 8), dtype=np.uint8)  # each digit in eight bytes, the first zero
    padded[:, :, 1:] = np.frombuffer(raw, dtype=np.uint8).reshape(len(distinct), k_digits, width)
    rows = padded.view(">i8").reshape(len(distinct), k_digits).astype(np.int64)
    top = rows[:, 0]
    rows[:, 0] = np.where(top >= BASE // 2, top - BASE, top)
    return rows[codes]


def run_compiled(compiled: Any, n: int, edges: list[tuple[int, int, int]], tops: list[int], perfect: bool) -> list[int]:
    """Run the compiled kernel on ``edges`` (vertices 1..n, weights doubled, ``tops`` the first duals).

    The mate of each vertex (0: none).
    """
    import numpy as np

    weights = [2 * e[2] for e in edges]
    biggest = max(max(tops), max(weights), -min(weights))
    k_digits = (2 * biggest).bit_length() // DIGIT_BITS + 2  # room for the duals' sums and differences
    size = 2 * n + 1
    i64 = np.int64
    E = np.zeros((n + 1, n + 1), dtype=i64)
    W = np.zeros((n + 1, n + 1, k_digits), dtype=i64)
    xs = np.array([e[0] for e in edges], dtype=np.intp)
    ys = np.array([e[1] for e in edges], dtype=np.intp)
    E[xs, ys] = 1
    E[ys, xs] = 1
    rows = digits(weights, k_digits)
    W[xs, ys] = rows
    W[ys, xs] = rows
    match = np.zeros(size, dtype=i64)
    compiled(
        i64(n), i64(k_digits), E, W, digits(tops, k_digits), np.zeros((size, k_digits), dtype=i64),
        np.zeros((size, size), dtype=i64), np.zeros((size, size), dtype=i64), np.zeros((size, n + 1), dtype=i64),
        np.zeros((size, n + 1), dtype=i64), np.zeros(size, dtype=i64), match, np.zeros(size, dtype=i64),
        np.zeros(size, dtype=i64), np.zeros(size, dtype=i64), np.full(size, -1, dtype=i64), np.zeros(size, dtype=i64),
        np.zeros(2 * size, dtype=i64), np.array([0, 0, 0, 0, int(perfect)], dtype=i64), np.zeros(2 * size, dtype=i64),
        np.zeros((2 * size, 2), dtype=i64), np.zeros(k_digits, dtype=i64), np.zeros(k_digits, dtype=i64),
        np.zeros((size, k_digits), dtype=i64), np.full(size, -1, dtype=i64), np.zeros(k_digits, dtype=i64))
    return [int(m) for m in match]
