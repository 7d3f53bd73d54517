"""Leaderboards: their rating system and settings, the starting ratings set on them, the shown table.

A leaderboard's settings and its initial ratings change what every rating
on it is, so changing them replays its history (:mod:`.rating`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from ..ratings import MODELS, Rating, RatingError, RatingModel, model_from_settings
from ..ratings.presentation import conservative_estimate, display_rating
from . import rating
from .core import ClubCore, new_id
from .dates import normalize_moment
from ..messages import MessageText, translate
from .errors import LeagueError, message_of
from .model import Changes, ChangesWithId, Leaderboard, Standing
from .names import clean_name, name_key
from .players import get_player
from .replay import CancelledFn, ProgressFn
from .standings import StandingsTable

DISPLAY_SCALES = ("auto", "logistic", "conservative", "mu")


def leaderboards(core: ClubCore) -> list[Leaderboard]:
    """Every leaderboard, in the order they were created."""
    return [_leaderboard(r) for r in core.db.table("leaderboards").rows_where(order_by="id")]


def get_leaderboard(core: ClubCore, ref: int | str | None = None) -> Leaderboard:
    """A leaderboard by id or name; None means the first one ("Default" in a new club)."""
    return _leaderboard(core.leaderboard_row(ref))


def new_leaderboard(
    core: ClubCore, name: str, system: str = "bbt", params: Mapping[str, Any] | None = None, display_scale: str = "auto"
) -> ChangesWithId:
    """Create a leaderboard with a rating system and its parameters; ``id``: the new leaderboard's."""
    name = clean_name(name, translate("league.leaderboards", "leaderboard's name"))
    params = dict(params or {})
    try:
        model_from_settings(system, params)
    except RatingError as exc:
        raise LeagueError(message_of(exc)) from None
    if display_scale not in DISPLAY_SCALES:
        raise LeagueError(_unknown_scale(display_scale))
    with core.step(translate("league.leaderboards", "New leaderboard {name}").format(name=name)), core.write() as db:
        core.check_free_name("leaderboards", name, "leaderboard")
        lid = db.table("leaderboards").insert(
            {
                "name": name,
                "name_key": name_key(name),
                "system": system,
                "params": json.dumps(params, sort_keys=True),
                "display_scale": display_scale,
                "created_at": core.now(),
            }
        ).last_pk
    leaderboard_id = new_id(lid)
    return ChangesWithId(leaderboards=frozenset({leaderboard_id}), id=leaderboard_id)


def update_leaderboard(
    core: ClubCore,
    leaderboard_id: int,
    *,
    name: str | None = None,
    system: str | None = None,
    params: Mapping[str, Any] | None = None,
    display_scale: str | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> Changes:
    """Rename a leaderboard or change its rating system/parameters (then every match is re-rated)."""
    lb = get_leaderboard(core, leaderboard_id)
    new_system = system if system is not None else lb.system
    new_params = dict(params) if params is not None else (lb.params if system is None else {})
    try:
        model_from_settings(new_system, new_params)
    except RatingError as exc:
        raise LeagueError(message_of(exc)) from None
    if display_scale is not None and display_scale not in DISPLAY_SCALES:
        raise LeagueError(_unknown_scale(display_scale))
    rerate = new_system != lb.system or new_params != lb.params
    if rerate:
        core.backup("before-recompute")
    replayed = 0
    with core.step(translate("league.leaderboards", "Change settings of {name}").format(name=lb.name)), core.write() as db:
        update: dict[str, Any] = {"system": new_system, "params": json.dumps(new_params, sort_keys=True)}
        if name is not None:
            name = clean_name(name, translate("league.leaderboards", "leaderboard's name"))
            core.check_free_name("leaderboards", name, "leaderboard", exclude_id=leaderboard_id)
            update.update(name=name, name_key=name_key(name))
        if display_scale is not None:
            update["display_scale"] = display_scale
        db.table("leaderboards").update(leaderboard_id, update)
        core.forget_model(leaderboard_id)
        if rerate:
            try:
                replayed, _ = rating.replay(core, leaderboard_id, None, progress=progress, cancelled=cancelled)
            except BaseException:
                core.forget_model(leaderboard_id)
                raise
    return Changes(leaderboards=frozenset({leaderboard_id}), replayed=replayed)


def initial_rating(core: ClubCore, leaderboard_id: int, player_id: int) -> tuple[float, float | None] | None:
    """The (mu, sigma) set as the player's starting rating on the leaderboard (sigma None:
    the system's default), or None when the player starts at the system's new rating."""
    row = core.db.execute(
        "SELECT mu, sigma FROM initial_ratings WHERE leaderboard_id = ? AND player_id = ?",
        [leaderboard_id, player_id],
    ).fetchone()
    return (row[0], row[1]) if row else None


def set_initial_rating(
    core: ClubCore,
    leaderboard_id: int,
    player_id: int,
    mu: float,
    sigma: float | None = None,
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> Changes:
    """Start the player at (mu, sigma) on the leaderboard (e.g. from an outside rank or rating).

    ``sigma`` None keeps the system's default. The leaderboard's history
    is replayed from the player's first match on it, in one transaction.
    """
    lb = get_leaderboard(core, leaderboard_id)
    player = get_player(core, player_id)
    mu = _finite(mu, translate("league.leaderboards", "initial rating"))
    if sigma is not None:
        sigma = _finite(sigma, translate("league.leaderboards", "initial uncertainty"))
        if sigma <= 0:
            raise LeagueError(translate("league.leaderboards", "The initial uncertainty must be greater than 0 (got {sigma:g})").format(
                sigma=sigma))
    with core.step(translate("league.leaderboards", "Initial rating of {name}").format(name=player.name)), core.write() as db:
        db.table("initial_ratings").upsert(
            {"leaderboard_id": lb.id, "player_id": player.id, "mu": mu, "sigma": sigma},
            pk=("leaderboard_id", "player_id"),
        )
        n, touched = rating.replay_from_first_match(core, lb.id, player.id, progress, cancelled)
    return Changes(players=frozenset(touched | {player.id}), leaderboards=frozenset({lb.id}), replayed=n)


def clear_initial_rating(
    core: ClubCore,
    leaderboard_id: int,
    player_id: int,
    *,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> Changes:
    """Let the player start at the system's new rating again; history is replayed."""
    lb = get_leaderboard(core, leaderboard_id)
    player = get_player(core, player_id)
    with core.step(translate("league.leaderboards", "Clear initial rating of {name}").format(name=player.name)), core.write() as db:
        db.execute(
            "DELETE FROM initial_ratings WHERE leaderboard_id = ? AND player_id = ?", [lb.id, player.id]
        )
        n, touched = rating.replay_from_first_match(core, lb.id, player.id, progress, cancelled)
    return Changes(players=frozenset(touched | {player.id}), leaderboards=frozenset({lb.id}), replayed=n)


def standings_table(
    core: ClubCore, leaderboard_id: int | None = None, *, min_games: int = 0, active_since: str | None = None
) -> StandingsTable:
    """The leaderboard as a :class:`StandingsTable`: like :meth:`standings`, with rows made on demand.

    After a change only the rows of the players it touched are read
    again, so a big club's leaderboard is refreshed in milliseconds. The
    ratings are as stored: a decaying system's display-time decay is
    applied by :meth:`standings` (see ``league.inactivity``).
    """
    lb = get_leaderboard(core, leaderboard_id)
    model = core.rating_model(lb.id)

    def row(pid: int, name: str, mu: float, sigma: float, games: int, wins: int, last: str | None) -> Standing:
        return _standing(lb, model, 0, pid, name, mu, sigma, games, wins, last)

    since = normalize_moment(active_since) if active_since else None
    return core.standings_cache().table(lb.id, lb, row, min_games=int(min_games), active_since=since)


def _standing(lb: Leaderboard, model: RatingModel, rank: int, pid: int, name: str, mu: float, sigma: float, games: int, wins: int, last: str | None) -> Standing:
    rating = Rating(mu, sigma)
    cons = conservative_estimate(rating, model.interval_k)
    return Standing(rank, pid, name, mu, sigma, cons, display_value(lb, model, rating), games, wins, last)


def display_value(lb: Leaderboard, model: RatingModel, rating: Rating) -> int | float:
    """The number shown as a player's rating, by the leaderboard's display scale.

    "logistic" is Battlesnake's 0-10000 (seed 000); "conservative" the
    estimate mu − k·sigma itself; "mu" the mean. "auto" is logistic for the
    Weng-Lin models and the rating itself for Glicko and Elo.
    """
    scale = _display_scale(lb, model)
    if scale == "logistic":
        start = model.new_rating()
        return display_rating(rating, start.mu, start.sigma, model.interval_k)
    if scale == "conservative":
        return round(conservative_estimate(rating, model.interval_k), 2)
    return round(rating.mu, 1)


def display_decimals(lb: Leaderboard, model: RatingModel) -> int:
    """How many decimals :func:`display_value` keeps on this leaderboard: print them all, "10.40" not "10.4"."""
    return {"logistic": 0, "conservative": 2}.get(_display_scale(lb, model), 1)


def _display_scale(lb: Leaderboard, model: RatingModel) -> str:
    """The display scale in effect: "auto" resolved, and no logistic scale for a model without sigma."""
    scale = lb.display_scale
    if scale == "auto":
        scale = "logistic" if model.system in ("bbt", "plackett-luce") else "mu"
    if scale == "logistic" and model.new_rating().sigma <= 0:
        return "mu"
    return scale


def _finite(value: float, what: MessageText) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise LeagueError(translate("league.leaderboards", "The {what} must be a number, got {value!r}").format(what=what, value=value))
    return float(value)


def _unknown_scale(display_scale: str) -> MessageText:
    return translate("league.leaderboards", "Unknown display scale {scale!r} (known: {known}).").format(
        scale=display_scale, known=", ".join(DISPLAY_SCALES))


def _leaderboard(row: Mapping[str, Any]) -> Leaderboard:
    return Leaderboard(row["id"], row["name"], row["system"], json.loads(row["params"]), row["display_scale"])


def known_systems() -> list[str]:
    """Names of the rating systems a leaderboard can use."""
    return sorted(MODELS)


def rating_systems() -> list[tuple[str, str, dict[str, Any]]]:
    """(name, title, default parameters) of every rating system, the default first."""
    order = sorted(MODELS, key=lambda name: (name != "bbt", name))
    return [(name, MODELS[name].title, MODELS[name]().params()) for name in order]

