"""Reading whole integer columns of a query in one round trip: SQLite joins each column into one text.

Handing a Python tuple per row to NumPy costs ~0.3 µs a value; asking SQLite
for ``count(*), group_concat(a), group_concat(b), ...`` builds each column as
one comma-separated text inside SQLite (with the GIL released) and NumPy
parses it in C: 1.7-2.5x faster for the 100k-match, 800k-slot histories of
issue 17 (benchmarks/README.md). Only whole numbers are read this way;
REAL values would lose digits in SQLite's text form, so they are read by
the caller as before.
"""

from __future__ import annotations

import sqlite3
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from sqlite_utils import Database


def read_int_columns(
    db: Database,
    expressions: Sequence[str],
    rest: str,
    params: dict[str, Any] | Sequence[Any],
    totals: Sequence[str] = (),
) -> tuple[list[npt.NDArray[np.int64]], list[Any]] | None:
    """The columns ``SELECT expressions... rest`` as int64 arrays, or None when they cannot be read so.

    ``totals``: aggregates over the same rows (e.g. ``sum(score IS NOT NULL)``),
    returned as they come beside the columns.

    ``rest`` is the query after the select list (``FROM ... WHERE ...``; no
    ORDER BY: the rows come in the order SQLite produces them, the same for
    every column). None when a value is not a whole number (a text or a real
    in an integer column of a damaged or hand-edited file) or the text would
    be too long: the caller then reads the rows one by one.
    """
    select = ", ".join([f"group_concat({e})" for e in expressions] + list(totals))
    try:
        row = db.execute(f"SELECT count(*), {select} {rest}", params).fetchone()
    except (sqlite3.DataError, sqlite3.OperationalError) as exc:
        if "too big" in str(exc) or "memory" in str(exc):
            return None
        raise
    count = int(row[0])
    extra = list(row[1 + len(expressions) :])
    if count == 0:
        return [np.zeros(0, dtype=np.int64) for _ in expressions], extra
    out = []
    for text in row[1 : 1 + len(expressions)]:
        if not isinstance(text, str):
            return None
        try:
            with warnings.catch_warnings():
                # a value that is not a whole number stops the parse (an error, or a warning
                # and a short column in older NumPy: the length below says so)
                warnings.simplefilter("ignore")
                column = np.fromstring(text, dtype=np.int64, sep=",")
        except ValueError:
            return None
        if len(column) != count or text.count(",") != count - 1:
            return None
        out.append(column)
    return out, extra
