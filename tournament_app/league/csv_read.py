"""Reading an import's CSV file row by row, its header checked and every bad row kept as a problem."""

from __future__ import annotations

import codecs
import csv
import io
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO, TextIO

from ..messages import MessageText, translate
from .errors import ImportFileError, LeagueError, Problems, RowProblem


def _open_binary(path: str | Path) -> BinaryIO:
    p = Path(path)
    try:
        return p.open("rb")
    except FileNotFoundError:
        raise LeagueError(translate("league.csv_read", "{path}: there is no such file.").format(path=p)) from None
    except OSError as exc:
        raise LeagueError(
            translate("league.csv_read", "{path}: the app can't read it ({reason}).").format(path=p, reason=exc.strerror or exc)
        ) from None


def _first_line_not_utf8(path: str | Path) -> int:
    """The line (1 = first) of the first bytes that are not UTF-8, read in chunks."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    line = 1
    with _open_binary(path) as fh:
        while True:
            chunk = fh.read(1 << 16)
            data = decoder.getstate()[0] + chunk
            try:
                decoder.decode(chunk, final=not chunk)
            except UnicodeDecodeError as exc:
                return line + data[: exc.start].count(b"\n")
            if not chunk:
                return line
            line += chunk.count(b"\n")


class CsvFile:
    """A CSV file read row by row (nothing but the current row is kept), with its header checked.

    Bad rows go to :attr:`problems`; a bad header or a file that is not
    UTF-8 raises ImportFileError at once.
    """

    def __init__(self, path: str | Path, required: Sequence[str], optional: Sequence[str]) -> None:
        self.path = str(path)
        self.required = required
        self.optional = optional
        self.problems = Problems()

    def rows(self) -> Iterator[tuple[int, dict[str, str]]]:
        """(line, {column: stripped cell}) of every non-blank row, in file order."""
        try:
            with _open_binary(self.path) as raw, io.TextIOWrapper(raw, encoding="utf-8-sig", newline="") as text:
                yield from self._rows(text)
        except UnicodeDecodeError:
            line = _first_line_not_utf8(self.path)
            raise ImportFileError(
                self.path, [RowProblem(line, None, translate("league.csv_read", "The file is not UTF-8 text (save it as 'CSV UTF-8')."))]
            ) from None

    def _rows(self, text: TextIO) -> Iterator[tuple[int, dict[str, str]]]:
        required, optional = self.required, self.optional
        csv.field_size_limit(64 * 1024 * 1024)
        reader = csv.reader(text)
        try:
            header = [h.strip().lower() for h in next(reader)]
        except StopIteration:
            empty = translate("league.csv_read", "The file is empty; it needs a header row: {columns}.").format(columns=",".join(required))
            raise ImportFileError(self.path, [RowProblem(1, None, empty)]) from None
        except csv.Error as exc:
            raise ImportFileError(self.path, [RowProblem(1, None, _unreadable(exc))]) from None
        problems: list[RowProblem] = []
        missing = [c for c in required if c not in header]
        if missing:
            problems.append(
                RowProblem(1, None, translate(
                    "league.csv_read", "Missing column(s) {missing} (the header must hold {required}; optional: {optional}).",
                    None, len(missing),
                ).format(missing=", ".join(missing), required=",".join(required), optional=",".join(optional)))
            )
        unknown = [h for h in header if h not in required and h not in optional]
        if unknown:
            problems.append(RowProblem(1, None, translate(
                "league.csv_read", "Unknown column(s) {unknown} (allowed: {allowed}).", None, len(unknown),
            ).format(unknown=", ".join(repr(u) for u in unknown), allowed=",".join(list(required) + list(optional)))))
        dupes = sorted({h for h in header if header.count(h) > 1})
        if dupes:
            problems.append(RowProblem(1, None, translate("league.csv_read", "The column {columns} appears more than once.").format(
                columns=", ".join(dupes))))
        if problems:
            raise ImportFileError(self.path, problems)
        line = 1
        try:
            for record in reader:
                start = line + 1
                line = reader.line_num
                if not record or all(not c.strip() for c in record):
                    continue
                if len(record) != len(header):
                    self.problems.add(start, None, translate("league.csv_read", "The row has {cells} cells, the header has {columns}.").format(
                        cells=len(record), columns=len(header)))
                    continue
                yield start, {h: v.strip() for h, v in zip(header, record)}
        except csv.Error as exc:
            self.problems.add(reader.line_num, None, _unreadable(exc))


def _unreadable(exc: csv.Error) -> MessageText:
    return translate("league.csv_read", "Unreadable CSV: {reason}.").format(reason=exc)
