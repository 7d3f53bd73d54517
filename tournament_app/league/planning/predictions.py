"""Predictions from the leaderboard's own model: each side's chance to win, the draw chance, match quality."""

from __future__ import annotations

from collections.abc import Sequence

from ...messages import translate
from ...ratings import Rating, RatingError, RatingModel
from ..club import Club
from ..errors import LeagueError, NotFoundError, message_of
from ..model import Player
from .values import Prediction


def match_quality(chances: Sequence[float]) -> float:
    """``k × min(p)``: 1 when all k sides are equally likely to win, 0 when one cannot win.

    For two sides this equals ``1 − |p₁ − p₂|``.
    """
    if len(chances) < 2:
        return 0.0
    return max(0.0, min(1.0, len(chances) * min(chances)))


def draw_probability(model: RatingModel, teams: Sequence[Sequence[Rating]]) -> float | None:
    """The model's draw probability for these sides, or None when the model has no draw model (all of ours)."""
    predict_draw = getattr(model, "predict_draw", None)
    if predict_draw is None:
        return None
    return float(predict_draw(teams))


def predict(club: Club, sides: Sequence[Sequence[int | str]], leaderboard_id: int | str | None = None) -> Prediction:
    """Each side's chance to win and the match quality, from the leaderboard's model.

    A side lists players by id or name; a side given as one name that is a
    roster's (and no player's) name means the roster's members. Unknown
    names are an error (:class:`NotFoundError`).
    """
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    if len(sides) < 2:
        raise LeagueError(translate("league.planning.predictions", "A prediction needs at least two sides (got {count}).").format(count=len(sides)))
    players: list[list[Player]] = []
    seen: dict[int, int] = {}
    for number, side in enumerate(sides, start=1):
        found = _side_players(club, side, number)
        for p in found:
            if p.id in seen:
                raise LeagueError(translate("league.planning.predictions", "'{name}' is on sides {first} and {second}; a player can play only once").format(
                    name=p.name, first=seen[p.id], second=number))
            seen[p.id] = number
        players.append(found)
    teams = [[club.rating_of(p.id, lb.id) for p in side] for side in players]
    chances = predict_chances(model, teams)
    return Prediction(
        tuple(tuple(p.name for p in side) for side in players),
        tuple(chances),
        draw_probability(model, teams),
        match_quality(chances),
    )


def predict_chances(model: RatingModel, teams: Sequence[Sequence[Rating]]) -> list[float]:
    """Each side's chance to win from the model (a model's refusal becomes a :class:`LeagueError`)."""
    try:
        return list(model.predict_win(teams))
    except RatingError as exc:
        raise LeagueError(message_of(exc)) from None


def _side_players(club: Club, side: Sequence[int | str], number: int) -> list[Player]:
    if not side:
        raise LeagueError(translate("league.planning.predictions", "Side {number} has no players.").format(number=number))
    if len(side) == 1 and isinstance(side[0], str) and club.find_player(side[0]) is None:
        team = club.find_team(side[0])
        if team is not None:
            return [club.player(pid) for pid in team.member_ids]
    out = []
    for entry in side:
        out.append(player_by_ref(club, entry))
    seen: set[int] = set()
    for p in out:
        if p.id in seen:
            raise LeagueError(translate("league.planning.predictions", "'{name}' is listed twice on side {number}").format(name=p.name, number=number))
        seen.add(p.id)
    return out


def player_by_ref(club: Club, ref: int | str) -> Player:
    """A player by id or by name (an unknown name is a :class:`NotFoundError`)."""
    if isinstance(ref, str):
        found = club.find_player(ref)
        if found is None:
            raise NotFoundError(translate("league.planning.predictions", "There is no player called '{name}'.").format(name=ref.strip()))
        return found
    return club.player(ref)
