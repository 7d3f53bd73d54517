"""A match's individual games: each player's own score per game, checked against the match's sides.

The o!TR system rates a match by its games; the others by the sides' ranks
(:func:`placements_from_games` gives those from the games' totals).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from ..messages import MessageText, translate
from .core import ClubCore
from .errors import InvalidMatchError, NotFoundError
from .model import SideInput
from .names import PLAYER_NAME, clean_name
from .players import find_player, get_player

#: how a player is named in :func:`placements_from_games` (an id, a name, ...)
PlayerKey = TypeVar("PlayerKey")

#: one game of a match as entered: each player who played it (id or name) -> their own score
GameInput = Mapping[int | str, float | None]


def resolve_games(core: ClubCore, games: Sequence[Mapping[Any, float | None]], sides: Sequence[SideInput]) -> list[dict[int, float]]:
    """Games with players as ids, checked against the match's (resolved) sides.

    Every game needs a score from at least one player, every score a
    player of the match, and every player of the match a score in at
    least one game (a player who played no game is not in the match).
    """
    in_match = {pid for side in sides for pid in side.players if isinstance(pid, int)}
    out: list[dict[int, float]] = []
    for number, game in enumerate(games, start=1):
        scores: dict[int, float] = {}
        for entry, score in game.items():
            if score is None:
                continue
            if isinstance(entry, str):
                found = find_player(core, clean_name(entry, PLAYER_NAME))
                if found is None:
                    raise InvalidMatchError(translate("league.match_games", "Game {game}: there is no player called '{name}'").format(
                        game=number, name=entry.strip()))
                pid = found.id
            else:
                pid = entry
            if pid not in in_match:
                raise InvalidMatchError(translate("league.match_games", "Game {game}: '{name}' is not one of the match's players").format(
                    game=number, name=_name_of(core, pid)))
            if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
                raise InvalidMatchError(translate("league.match_games", "Game {game}: '{name}' needs a score as a number, got {score!r}").format(
                    game=number, name=_name_of(core, pid), score=score))
            scores[pid] = float(score)
        if not scores:
            raise InvalidMatchError(translate("league.match_games", "Game {game} has no scores (every player is marked absent)").format(game=number))
        out.append(scores)
    if out:
        idle = [pid for pid in sorted(in_match) if not any(pid in g for g in out)]
        if idle:
            raise InvalidMatchError(translate(
                "league.match_games", "'{name}' has no score in any game: give a score or take the player out of the match"
            ).format(name=_name_of(core, idle[0])))
    return out


def _name_of(core: ClubCore, player_id: int) -> MessageText:
    try:
        return get_player(core, player_id).name
    except NotFoundError:
        return translate("league.match_games", "player {id}").format(id=player_id)


def insert_games(core: ClubCore, match_id: int, games: Sequence[Mapping[int, float]]) -> None:
    core.db.table("match_games").insert_all(
        [
            {"match_id": match_id, "game": number, "player_id": pid, "score": score}
            for number, game in enumerate(games, start=1)
            for pid, score in game.items()
        ]
    )


def placements_from_games(sides: Sequence[Sequence[PlayerKey]], games: Sequence[Mapping[PlayerKey, float | None]]) -> list[int]:
    """Each side's placement from its players' total score over all games (1 = most; equal totals tie)."""
    totals = [
        math.fsum(score for game in games for pid in side if (score := game.get(pid)) is not None) for side in sides
    ]
    return [1 + sum(1 for other in totals if other > total) for total in totals]

