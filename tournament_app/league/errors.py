"""Errors a league use case reports to its caller; every message is for people."""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from ..errors import UserError


class LeagueError(UserError, ValueError):
    """Base class: the request cannot be carried out; nothing was changed."""


class NotFoundError(LeagueError):
    """A player, team, event, match or leaderboard that does not exist."""


class DuplicateNameError(LeagueError):
    """A name that is already taken (names are compared case-insensitively)."""


class InvalidMatchError(LeagueError):
    """A match that cannot be recorded as given (too few sides, a player twice...)."""


class Cancelled(Exception):
    """Long work stopped at the user's request; its transaction was rolled back."""


@dataclass(frozen=True)
class RowProblem:
    """One bad line of an imported file: the line, the column (a CSV column's name, or a character position), what is wrong."""

    line: int
    column: str | int | None
    message: str

    #: a message longer than this (a 10 MB cell quoted in it...) is shortened in the middle
    MAX_MESSAGE = 400

    def __post_init__(self) -> None:
        if len(self.message) > self.MAX_MESSAGE:
            cut = len(self.message) - 300
            short = f"{self.message[:200]} … [{cut} characters left out] … {self.message[-100:]}"
            object.__setattr__(self, "message", short)

    def __str__(self) -> str:
        where = f"line {self.line}"
        if isinstance(self.column, int):
            where += f", column {self.column}"
        elif self.column:
            where += f", column '{self.column}'"
        return f"{where}: {self.message}"


class Problems:
    """The problems of one file: the first :attr:`LIMIT` by line are kept, the rest only counted.

    A file of millions of bad rows then costs a few kilobytes, not a message per row.
    """

    LIMIT = 100

    def __init__(self) -> None:
        self.count = 0
        #: True when some rows were checked only on their own (the count is then a lower bound)
        self.partial = False
        self._heap: list[tuple[int, int, RowProblem]] = []  # (-line, -order, problem): the root is the last kept

    def add(self, line: int, column: str | int | None, message: str) -> None:
        """Record a problem of ``line``."""
        self.count += 1
        if len(self._heap) >= self.LIMIT and -self._heap[0][0] <= line:
            return  # later than every kept problem: only counted
        item = (-line, -self.count, RowProblem(line, column, message))
        if len(self._heap) < self.LIMIT:
            heapq.heappush(self._heap, item)
        else:
            heapq.heapreplace(self._heap, item)

    def __bool__(self) -> bool:
        return self.count > 0

    def __len__(self) -> int:
        return self.count

    @property
    def full(self) -> bool:
        """True once :attr:`LIMIT` problems are kept (more are only counted)."""
        return self.count >= self.LIMIT

    def first(self) -> list[RowProblem]:
        """The kept problems in line order (file order within a line)."""
        return [p for _l, _o, p in sorted(self._heap, key=lambda item: (-item[0], -item[1]))]


class ImportFileError(LeagueError):
    """An import file with bad rows; nothing was imported.

    :attr:`problems` holds the first problems (at most :attr:`Problems.LIMIT`,
    in line order), :attr:`count` how many there are in all.
    """

    def __init__(self, path: str, problems: list[RowProblem] | Problems, *, count: int | None = None, partial: bool = False) -> None:
        self.path = path
        if isinstance(problems, Problems):
            count, partial = problems.count, problems.partial
            problems = problems.first()
        else:
            count = max(count or 0, len(problems))
            problems = sorted(problems, key=lambda p: p.line)
        self.problems = problems[: Problems.LIMIT]
        #: how many problems were found (with :attr:`partial`, at least this many)
        self.count = count
        self.partial = partial
        shown = "\n".join(f"  {p}" for p in self.problems)
        left = count - len(self.problems)
        some = "at least " if partial else ""
        more = f"\n  … and {some}{left:,} more problem{'s' if left != 1 else ''}" if left > 0 else ""
        super().__init__(
            f"{path}: nothing was imported, {some}{count:,} problem{'s' if count != 1 else ''} found:\n{shown}{more}"
        )

    def for_file(self, path: str) -> ImportFileError:
        """The same problems, said of the file ``path``."""
        return ImportFileError(path, self.problems, count=self.count, partial=self.partial)
