"""History rows as columns, and how a chunk of them is packed into BLOBs (:mod:`.history_chunks`).

A chunk's per-row columns are little-endian NumPy arrays: the player ids in
the narrowest width that holds them (2, 4 or 8 bytes; the length tells),
the ratings after the match as float64, and ``won`` as a bitset. The rating
*before* a match is mostly the player's rating after their previous match,
so it is stored only where it is not that: for a player's first row in the
chunk, and where something came between (an o!TR decay over idle days). A
bitset marks those rows, and their befores follow in row order. So a chunk
decodes by itself, and a 100k-match history is ~40% smaller (issue 17).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

Ints = npt.NDArray[np.int64]
Floats = npt.NDArray[np.float64]


@dataclass
class HistoryRows:
    """History rows as columns, in rating order."""

    match_id: Ints
    player_id: Ints
    mu_before: Floats
    sigma_before: Floats
    mu_after: Floats
    sigma_after: Floats
    won: Ints

    def __len__(self) -> int:
        return len(self.match_id)

    @classmethod
    def empty(cls) -> HistoryRows:
        i, f = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        return cls(i, i, f, f, f, f, i)

    @classmethod
    def from_tuples(cls, rows: Sequence[tuple[int, int, float, float, float, float, int]]) -> HistoryRows:
        """From (match_id, player_id, mu_before, sigma_before, mu_after, sigma_after, won) tuples."""
        if not rows:
            return cls.empty()
        m, p, mb, sb, ma, sa, w = (np.array(c) for c in zip(*rows))
        f = np.float64
        return cls(m.astype(np.int64), p.astype(np.int64), mb.astype(f), sb.astype(f), ma.astype(f), sa.astype(f),
                   w.astype(np.int64))

    def take(self, at: Ints | slice) -> HistoryRows:
        return HistoryRows(self.match_id[at], self.player_id[at], self.mu_before[at], self.sigma_before[at],
                           self.mu_after[at], self.sigma_after[at], self.won[at])

    def _columns(self) -> tuple[Ints, Ints, Floats, Floats, Floats, Floats, Ints]:
        return (self.match_id, self.player_id, self.mu_before, self.sigma_before, self.mu_after, self.sigma_after, self.won)

    @staticmethod
    def concat(parts: Sequence[HistoryRows]) -> HistoryRows:
        if not parts:
            return HistoryRows.empty()

        def cat(name: str) -> npt.NDArray[Any]:
            return np.concatenate([getattr(p, name) for p in parts])

        return HistoryRows(cat("match_id"), cat("player_id"), cat("mu_before"), cat("sigma_before"), cat("mu_after"),
                           cat("sigma_after"), cat("won"))

    def tuples(self, leaderboard_id: int) -> list[tuple[int, int, int, float, float, float, float, int]]:
        """(match_id, player_id, leaderboard_id, mu_before, sigma_before, mu_after, sigma_after, won) per row."""
        return [(m, p, leaderboard_id, mb, sb, ma, sa, w) for m, p, mb, sb, ma, sa, w in
                zip(*(c.tolist() for c in self._columns()))]


def ints(values: Ints, widths: Sequence[int] = (4, 8)) -> bytes:
    """Whole numbers in the narrowest of ``widths`` bytes that holds them all; the length tells which."""
    lo, hi = (int(values.min()), int(values.max())) if len(values) else (0, 0)
    for width in widths:
        if width == 2 and 0 <= lo and hi < 2**16:
            return values.astype("<u2").tobytes()
        if width == 4 and -(2**31) <= lo and hi < 2**31:
            return values.astype("<i4").tobytes()
    return values.astype("<i8").tobytes()


def read_ints(blob: bytes, n: int) -> Ints:
    """``n`` whole numbers packed by :func:`ints`."""
    width = len(blob) // n if n else 4
    dtype = {2: "<u2", 4: "<i4"}.get(width, "<i8")
    return np.frombuffer(blob, dtype=dtype).astype(np.int64)


def floats(values: Floats) -> bytes:
    return np.ascontiguousarray(values, dtype="<f8").tobytes()


def read_floats(blob: bytes) -> Floats:
    return np.frombuffer(blob, dtype="<f8").astype(np.float64)


def bits(flags: npt.NDArray[Any]) -> bytes:
    return np.packbits(np.asarray(flags, dtype=bool), bitorder="little").tobytes()


def read_bits(blob: bytes, n: int) -> npt.NDArray[np.bool_]:
    return np.unpackbits(np.frombuffer(blob, dtype=np.uint8), count=n, bitorder="little").astype(bool)


def previous_same_player(player_id: Ints) -> Ints:
    """For each row, the row of the same player just before it in the chunk (-1 for a player's first row)."""
    small = len(player_id) and int(player_id.min()) >= 0 and int(player_id.max()) < 2**16
    # NumPy sorts 16-bit numbers by radix, ~5x faster than int64 (a recompute packs every chunk)
    order = np.argsort(player_id.astype(np.uint16) if small else player_id, kind="stable")
    prev = np.full(len(player_id), -1, dtype=np.int64)
    same = player_id[order[1:]] == player_id[order[:-1]]
    prev[order[1:][same]] = order[:-1][same]
    return prev


def before_is_stored(rows: HistoryRows, prev: Ints) -> npt.NDArray[np.bool_]:
    """Which rows' befores must be stored: a player's first row in the chunk, and a row whose before is not,
    to the bit, the rating after the player's previous row."""
    stored = prev < 0
    known = np.flatnonzero(~stored)
    at = prev[known]
    same = ((rows.mu_before[known].view(np.int64) == rows.mu_after[at].view(np.int64))
            & (rows.sigma_before[known].view(np.int64) == rows.sigma_after[at].view(np.int64)))
    stored[known[~same]] = True
    return stored


@dataclass(frozen=True)
class PackedRows:
    """A chunk's per-row columns as BLOBs (the table's columns of the same names)."""

    player_id: bytes
    mu_after: bytes
    sigma_after: bytes
    won: bytes
    before_kept: bytes
    mu_before: bytes
    sigma_before: bytes


def pack_rows(rows: HistoryRows) -> PackedRows:
    """The per-row columns of a chunk's rows (the befores only where :func:`before_is_stored`)."""
    kept = before_is_stored(rows, previous_same_player(rows.player_id))
    return PackedRows(ints(rows.player_id, (2, 4, 8)), floats(rows.mu_after), floats(rows.sigma_after), bits(rows.won),
                      bits(kept), floats(rows.mu_before[kept]), floats(rows.sigma_before[kept]))


def befores(player_id: Ints, mu_after: Floats, sigma_after: Floats, kept: npt.NDArray[np.bool_], mu_kept: Floats,
            sigma_kept: Floats) -> tuple[Floats, Floats]:
    """Every row's before of a whole chunk: stored, or the after of the player's previous row."""
    mu, sigma = np.empty(len(player_id)), np.empty(len(player_id))
    mu[kept], sigma[kept] = mu_kept, sigma_kept
    prev = previous_same_player(player_id)
    rest = np.flatnonzero(~kept)
    mu[rest], sigma[rest] = mu_after[prev[rest]], sigma_after[prev[rest]]
    return mu, sigma


def unpack_rows(match_of_row: Ints, n: int, packed: PackedRows) -> HistoryRows:
    """The rows of a chunk of ``n`` rows from its per-row columns (``match_of_row``: each row's match id)."""
    pid = read_ints(packed.player_id, n)
    ma, sa = read_floats(packed.mu_after), read_floats(packed.sigma_after)
    mb, sb = befores(pid, ma, sa, read_bits(packed.before_kept, n), read_floats(packed.mu_before),
                     read_floats(packed.sigma_before))
    return HistoryRows(match_of_row, pid, mb, sb, ma, sa, read_bits(packed.won, n).astype(np.int64))
