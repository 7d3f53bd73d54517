"""Merging another club file into this one (issue 32): everything it has that this club lacks comes in.

Front ends import it as a whole (``from tournament_app.league import merging``), like ``league.tournament``:
a recompute never loads it. :func:`preview_merge` says what would come in (players, look-alike names to
decide, leaderboards, teams, events, seasons, results) without writing; :func:`merge_club` does it, after
a backup, in one transaction that is one undo step. The other file is only ever read
(:mod:`tournament_app.store.other_file`). docs/merging-and-desks.md explains it to organizers and developers.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ...messages import translate
from ...store.other_file import read_other_club
from ..club import Club
from ..errors import LeagueError
from ..model import Changes
from ..replay import CancelledFn, ProgressFn
from .apply import write_merge
from .people import LookAlike, loose_key, parse_same
from .plan import BoardPlan, MergePlan, data_version, plan_merge
from .source import OtherClub, read_other

__all__ = [
    "BoardPlan",
    "LookAlike",
    "LookAlikesUndecided",
    "MergePlan",
    "apply_plan",
    "loose_key",
    "merge_club",
    "merge_other",
    "read_other_file",
    "parse_same",
    "preview_merge",
]


class LookAlikesUndecided(LeagueError):
    """Look-alike names nobody has said are one person or two: the merge is refused, nothing changed."""

    def __init__(self, pairs: Sequence[LookAlike]) -> None:
        self.pairs = tuple(pairs)
        super().__init__(translate(
            "league.merging", "Look-alike names need a choice before merging (%n pair(s); nothing was changed): {pairs}. Say "
            "--same \"OTHER=HERE\" when they are one person, --different \"OTHER\" when they are two.", None,
            len(pairs)).format(pairs="; ".join(f"'{p.other_name}' ~ '{p.here_name}'" for p in pairs)))


def read_other_file(club: Club, path: str | Path) -> OtherClub:
    """Read the other club file (refused with a StoreError, untouched: this club's own, damaged, newer, foreign)."""
    with read_other_club(path, this_file=club.path) as db:
        return read_other(db, Path(path).name)


def preview_merge(club: Club, path: str | Path, *, same: Sequence[tuple[str, str]] = (),
                  different: Sequence[str] = ()) -> MergePlan:
    """What merging ``path`` would bring in, with the look-alike pairs (decided by ``same`` and ``different``)."""
    return plan_merge(club, read_other_file(club, path), same, different)


def merge_club(club: Club, path: str | Path, *, same: Sequence[tuple[str, str]] = (), different: Sequence[str] = (),
               progress: ProgressFn | None = None, cancelled: CancelledFn | None = None) -> Changes:
    """Bring in everything the club file ``path`` has that this club lacks; one undo step, after a backup.

    ``same``: look-alike pairs (other file's name, this club's) that are one
    person; ``different``: names whose look-alikes are other people. Refused
    (:class:`LookAlikesUndecided`, nothing changed) while a look-alike pair
    is undecided. ``count``: the results that came in, ``already``: those the
    club had. Nothing new: nothing is written, no backup made.
    """
    return merge_other(club, read_other_file(club, path), same=same, different=different, progress=progress,
                       cancelled=cancelled)


def merge_other(club: Club, other: OtherClub, *, same: Sequence[tuple[str, str]] = (), different: Sequence[str] = (),
                progress: ProgressFn | None = None, cancelled: CancelledFn | None = None) -> Changes:
    """:func:`merge_club` of a file already read."""
    return apply_plan(club, plan_merge(club, other, same, different), same=same, different=different,
                      progress=progress, cancelled=cancelled)


def apply_plan(club: Club, plan: MergePlan, *, same: Sequence[tuple[str, str]] = (), different: Sequence[str] = (),
               progress: ProgressFn | None = None, cancelled: CancelledFn | None = None) -> Changes:
    """Merge as a preview (:func:`preview_merge` with these choices) planned it: after a backup, in one
    transaction and one undo step. Planned again inside it if another copy of the app wrote since."""
    if plan.players.undecided:
        raise LookAlikesUndecided(plan.players.undecided)
    if plan.nothing_new:
        return Changes(already=plan.already)
    club.backup("before-merge-club")
    written = data_version(club)[1]  # this connection's writes, counted before the transaction's own bookkeeping
    with club.step(f"Merge {plan.other.name}"), club.transaction():
        if (data_version(club)[0], written) != plan.version:
            plan = plan_merge(club, plan.other, same, different)
            if plan.players.undecided:
                raise LookAlikesUndecided(plan.players.undecided)
        return write_merge(club, plan, progress=progress, cancelled=cancelled)
