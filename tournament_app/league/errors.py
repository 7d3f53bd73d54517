"""Errors a league use case reports to its caller; every message is for people."""

from __future__ import annotations

from dataclasses import dataclass


class LeagueError(ValueError):
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
    """One bad row of an imported file."""

    line: int
    column: str | None
    message: str

    #: a message longer than this (a 10 MB cell quoted in it...) is shortened in the middle
    MAX_MESSAGE = 400

    def __post_init__(self) -> None:
        if len(self.message) > self.MAX_MESSAGE:
            cut = len(self.message) - 300
            short = f"{self.message[:200]} … [{cut} characters left out] … {self.message[-100:]}"
            object.__setattr__(self, "message", short)

    def __str__(self) -> str:
        where = f"line {self.line}" + (f", column '{self.column}'" if self.column else "")
        return f"{where}: {self.message}"


class ImportFileError(LeagueError):
    """An import file with bad rows; nothing was imported."""

    def __init__(self, path: str, problems: list[RowProblem]) -> None:
        self.path = path
        self.problems = problems
        shown = "\n".join(f"  {p}" for p in problems[:50])
        more = f"\n  ... and {len(problems) - 50} more" if len(problems) > 50 else ""
        count = len(problems)
        super().__init__(
            f"{path}: nothing was imported, {count} problem{'s' if count != 1 else ''} found:\n{shown}{more}"
        )
