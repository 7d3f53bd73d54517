"""How the command line prints: aligned tables and JSON that is always valid."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from typing import Any, TextIO

from ..messages import MessageText, translate


def finite(data: Any) -> Any:
    """``data`` with every NaN or infinite float (nested in lists and dicts) replaced by None.

    JSON has no NaN or Infinity: ``json.dump`` would write them as bare words
    no JSON reader accepts. None (null) says "no number" honestly.
    """
    if isinstance(data, float):
        return data if math.isfinite(data) else None
    if isinstance(data, dict):
        return {k: finite(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [finite(v) for v in data]
    return data


def write_json(data: Any, out: TextIO) -> None:
    """``data`` as indented JSON (names kept as typed, not escaped) and a newline; never NaN or Infinity."""
    json.dump(finite(data), out, indent=2, ensure_ascii=False, allow_nan=False)
    out.write("\n")


def table(out: TextIO, header: list[str], rows: list[list[Any]], right: Iterable[int] = ()) -> None:
    """``rows`` under ``header``, each column as wide as its widest cell; ``right`` columns right-aligned."""
    right = set(right)
    cells = [header] + [[str(c).replace("\n", " ") for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    for n, row in enumerate(cells):
        line = "  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths)))
        out.write(line.rstrip() + "\n")
        if n == 0:
            out.write("  ".join("-" * w for w in widths) + "\n")
    if not rows:
        say(out, translate("cli_output", "(no rows)"))


def say(out: TextIO, text: MessageText) -> None:
    """A line for people: ``text`` (a marked message is said in the speaker's language) and a newline."""
    out.write(f"{text}\n")
