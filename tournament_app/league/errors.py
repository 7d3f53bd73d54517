"""Errors a league use case reports to its caller; every message is for people."""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from ..errors import UserError
from ..messages import MessageText, Text, join, translate


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

    def __init__(self, message: MessageText | None = None) -> None:
        super().__init__(message if message is not None else translate(
            "league.errors", "Stopped before the end; nothing was changed."))


@dataclass(frozen=True)
class RowProblem:
    """One bad line of an imported file: the line, the column (a CSV column's name, or a character position), what is wrong."""

    line: int
    column: str | int | None
    message: MessageText

    #: a message longer than this (a 10 MB cell quoted in it...) is shortened in the middle
    MAX_MESSAGE = 400

    def __post_init__(self) -> None:
        object.__setattr__(self, "message", _shortened(self.message, self.MAX_MESSAGE))

    def text(self) -> Text:
        """Where the problem is and what it is, said when shown."""
        if isinstance(self.column, int):
            where = translate("league.errors", "line {line}, column {column}: {message}")
        elif self.column:
            where = translate("league.errors", "line {line}, column '{column}': {message}")
        else:
            where = translate("league.errors", "line {line}: {message}")
        return where.format(line=self.line, column=self.column, message=self.message)

    def __str__(self) -> str:
        return str(self.text())


def _shortened(message: MessageText, limit: int) -> MessageText:
    """``message`` with any text longer than ``limit`` (itself or one of its fields) cut in the middle.

    So a 10 MB cell quoted in a problem costs a few hundred characters, kept
    as long as the problem is.
    """
    if isinstance(message, str):
        if len(message) <= limit:
            return message
        return translate("league.errors", "{start} … [{count} characters left out] … {end}").format(
            start=message[:200], count=len(message) - 300, end=message[-100:])
    fields = {name: _shortened(value, limit) if isinstance(value, str | Text) else value
              for name, value in message.fields.items()}
    return message.format(**fields) if fields != dict(message.fields) else message


def message_of(exc: BaseException) -> MessageText:
    """The message ``exc`` was raised with (a marked :class:`Text` stays one, to be said when shown)."""
    if len(exc.args) == 1 and isinstance(exc.args[0], str | Text):
        message: MessageText = exc.args[0]
        return message
    return str(exc)


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

    def add(self, line: int, column: str | int | None, message: MessageText) -> None:
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

    def __init__(self, path: MessageText, problems: list[RowProblem] | Problems, *, count: int | None = None, partial: bool = False) -> None:
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
        super().__init__(_import_message(path, self.problems, count, partial))

    def for_file(self, path: MessageText) -> ImportFileError:
        """The same problems, said of the file ``path``."""
        return ImportFileError(path, self.problems, count=self.count, partial=self.partial)


def _import_message(path: MessageText, problems: list[RowProblem], count: int, partial: bool) -> Text:
    """"{path}: nothing was imported, N problems found:", a line per problem, then how many more there are."""
    if partial:
        head = translate("league.errors", "{path}: nothing was imported, at least {count:,} problem(s) found:", None, count)
    else:
        head = translate("league.errors", "{path}: nothing was imported, {count:,} problem(s) found:", None, count)
    shown = join([join(["  ", p.text()], "") for p in problems], "\n")
    parts: list[Text | str] = [head.format(path=path, count=count), "\n", shown]
    left = count - len(problems)
    if left > 0:
        if partial:
            more = translate("league.errors", "… and at least {count:,} more problem(s)", None, left)
        else:
            more = translate("league.errors", "… and {count:,} more problem(s)", None, left)
        parts += ["\n  ", more.format(count=left)]
    return join(parts, "")
