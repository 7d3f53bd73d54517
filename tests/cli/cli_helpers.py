"""Helpers the command-line tests share: run the CLI in-process, build a club of known strengths."""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path

from tournament_app.cli import main
from tournament_app.league import Club, SideInput


def run(*args: str | Path) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``tournament-app ARGS``, run in this process."""
    out, err = io.StringIO(), io.StringIO()
    code = main([str(a) for a in args], stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def ranked_club(path: Path, names: Sequence[str]) -> Path:
    """A club at ``path`` where each of ``names`` beat everyone after them once ("Default" leaderboard)."""
    with Club.open(path) as club, club.transaction():
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                club.record_match([SideInput([a], 1), SideInput([b], 2)], create_players=True, played_at="2024-05-01")
    return path
