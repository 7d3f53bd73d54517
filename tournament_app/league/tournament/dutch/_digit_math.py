"""Integers of any size as rows of 56-bit digits, for the compiled blossom kernel (:mod:`._blossom_kernel`).

Most significant digit first; every digit but the first in [0, 2**56), the
first signed. Only indexing, loops and integers, so that numba compiles the
same functions; with one digit holding a Python integer they are exact
plain-Python arithmetic.
"""

from __future__ import annotations

from typing import Any

DIGIT_BITS = 56  # seven bytes: the weights are cut into digits straight from their bytes
BASE = 1 << DIGIT_BITS


def d_add(out: Any, a: Any, b: Any, k_digits: int) -> None:
    """out = a + b."""
    carry = 0
    for k in range(k_digits - 1, 0, -1):
        s = a[k] + b[k] + carry
        if s >= BASE:
            out[k] = s - BASE
            carry = 1
        else:
            out[k] = s
            carry = 0
    out[0] = a[0] + b[0] + carry


def d_sub(out: Any, a: Any, b: Any, k_digits: int) -> None:
    """out = a - b."""
    borrow = 0
    for k in range(k_digits - 1, 0, -1):
        s = a[k] - b[k] - borrow
        if s < 0:
            out[k] = s + BASE
            borrow = 1
        else:
            out[k] = s
            borrow = 0
    out[0] = a[0] - b[0] - borrow


def d_half(out: Any, a: Any, k_digits: int) -> None:
    """out = a // 2 (exact where used: the slacks halved are even)."""
    rem = 0
    for k in range(k_digits):
        v = a[k] + rem * BASE if k > 0 else a[k]
        out[k] = v >> 1
        rem = v & 1


def d_cmp(a: Any, b: Any, k_digits: int) -> int:
    """-1, 0 or 1 as a <, == or > b."""
    for k in range(k_digits):
        if a[k] != b[k]:
            return -1 if a[k] < b[k] else 1
    return 0


def d_is_zero(a: Any, k_digits: int) -> bool:
    for k in range(k_digits):
        if a[k] != 0:
            return False
    return True


def d_copy(out: Any, a: Any, k_digits: int) -> None:
    for k in range(k_digits):
        out[k] = a[k]


def d_zero(out: Any, k_digits: int) -> None:
    for k in range(k_digits):
        out[k] = 0
