"""Which club file a command works on, whether it may start a new one, and which leaderboard or event it means.

A command that only reads (or rebuilds what is there) never creates
anything: a mistyped ``--db`` path gets a one-line error, not a new empty
club in new folders. ``import`` and ``new-leaderboard`` start a new club
file when there is none, but only in a folder that exists (the app's own
data folder is made when needed).
"""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from ..league import Club, Event, Leaderboard, LeagueError, backup_folder, default_database_path, list_backups
from ..messages import translate

#: commands that may start a new club file
#: a command's handler: (club, arguments, --param values, stdout, stderr) -> exit code
Command = Callable[[Club, argparse.Namespace, dict[str, Any], TextIO, TextIO], int]

CREATING = frozenset({"import", "new-leaderboard"})


class MissingClub(LeagueError):
    """The club file a command needs is not there (nothing was created)."""


def club_path(db: Path | None, command: str) -> Path:
    """The club file ``command`` works on; raises :class:`MissingClub` when it needs one that is not there.

    Creates nothing, except the app's data folder for a creating command
    without ``--db``.
    """
    creating = command in CREATING
    path = db if db is not None else default_database_path(create_folder=creating)
    if creating:
        if not path.parent.is_dir():
            raise MissingClub(translate("cli_club", "The folder {folder} does not exist, so no club file was created there; "
                                        "check the path given with --db.").format(folder=path.parent))
        return path
    if not path.exists():
        if db is not None:
            raise MissingClub(translate("cli_club", "There is no club file at {path} (check the path given with --db); nothing "
                                        "was created. Only 'import' and 'new-leaderboard' start a new club.").format(path=path))
        raise MissingClub(translate("cli_club", "There is no club file at {path} (this is where the app keeps its club); "
                                    "nothing was created. Only 'import' and 'new-leaderboard' start a new club.").format(
            path=path))
    if path.is_file() and path.stat().st_size == 0:
        raise MissingClub(translate("cli_club", "The file {path} is empty, not a club yet; 'import' or 'new-leaderboard' would "
                                    "start one.").format(path=path))
    return path


def chosen_leaderboard(club: Club, name: str | None) -> Leaderboard:
    """The leaderboard called ``name``; without a name, the club's only one (several: say which)."""
    if name is not None:
        return club.leaderboard(name)
    boards = club.leaderboards()
    if len(boards) > 1:
        names = ", ".join(f"'{lb.name}'" for lb in boards)
        raise LeagueError(translate("cli_club", "This club has {count} leaderboards ({names}); choose one with --leaderboard NAME.")
                          .format(count=len(boards), names=names))
    return club.leaderboard(None)


def find_event(club: Club, name: str, leaderboard: Leaderboard | None = None) -> Event:
    """The most recent event called ``name`` (in the leaderboard, if one was named); refused naming the events there are."""
    event = club.find_event(name, leaderboard.id if leaderboard else None)
    if event is None:
        known = ", ".join(sorted({e.name for e in club.events(leaderboard.id if leaderboard else None)})) or translate(
            "cli_club", "none yet")
        if leaderboard:
            raise LeagueError(translate("cli_club", "There is no event called '{name}' in leaderboard '{leaderboard}' (events: "
                                        "{known}).").format(name=name, leaderboard=leaderboard.name, known=known))
        raise LeagueError(translate("cli_club", "There is no event called '{name}' (events: {known}).").format(name=name, known=known))
    return event


class NewClubFile:
    """Whether a command is about to start a new club file, to take it away again if the command fails.

    An ``import`` of a file full of mistakes into a club that did not exist
    yet must not leave an empty club behind: the command failed, so nothing
    is changed, not even a new file. Only what this run created goes.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.new = not path.exists()
        self._backups_were_there = backup_folder(path).exists()

    def discard(self) -> None:
        """Remove the club file (and what SQLite and the backups put beside it) if this run created it."""
        if not self.new:
            return
        if not self._backups_were_there:
            for backup in list_backups(self.path):
                backup.path.unlink(missing_ok=True)
            with contextlib.suppress(OSError):
                backup_folder(self.path).rmdir()  # only if nothing else is in it
        for extra in ("-wal", "-shm", "-journal", ""):
            Path(f"{self.path}{extra}").unlink(missing_ok=True)
