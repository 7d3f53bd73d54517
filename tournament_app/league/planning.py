"""Running the next event from the ratings: seeding, brackets, pools, Swiss, predictions, fair teams, matchmaking.

Thin use cases over a :class:`~tournament_app.league.club.Club`: they read
ratings and results, call the pure combinatorics of
:mod:`tournament_app.league.seeding`, and ask the leaderboard's own rating
model for every probability. Nothing here writes to the database; results
of the games they propose are recorded with :meth:`Club.record_match`.

Match quality (:func:`match_quality`) is ``k × min(p)`` for a match of k
sides with win probabilities p: 1 for perfectly even chances, 0 when some
side cannot win. For two sides it is exactly ``1 − |p₁ − p₂|`` (a 30%
underdog gives 0.6). None of our rating models predicts draws, so every
``draw_probability`` is ``None``; a model that offers ``predict_draw(teams)``
would be used.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from ..ratings import Rating, RatingError, RatingModel
from ..ratings.presentation import conservative_estimate
from . import seeding
from .club import Club, display_value
from .names import name_key, normalize_name
from .csv_io import neutralise, write_csv_row
from .dates import now_moment
from .errors import LeagueError, NotFoundError
from .model import Leaderboard, Player, Team

#: What an entrant can be seeded by: the conservative estimate μ − kσ, μ, or the displayed rating.
SEED_KEYS = ("conservative", "mu", "display")
SEED_KEY_TITLES = {"conservative": "Conservative estimate (μ − kσ)", "mu": "Skill estimate μ", "display": "Displayed rating"}
#: The chance window of "a fair opponent" (Battlesnake-style matchmaking; rating-update accepts ~30%).
DEFAULT_WINDOW = (0.40, 0.60)


# ---- values ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Entrant:
    """A player or a team entering an event, with the ratings seeding can use.

    A team's rating is its members' composite: mean μ and root-mean-square σ,
    so it reads on the same scale as a player's. ``groups`` are the labels
    club separation keeps apart: a player's club and rosters, a team's
    members' clubs.
    """

    name: str
    mu: float
    sigma: float
    conservative: float
    display: float
    games: int
    player_ids: tuple[int, ...]
    team_id: int | None = None
    club: str | None = None
    groups: frozenset[str] = frozenset()

    def value(self, key: str) -> float:
        """The number seeding by ``key`` (one of :data:`SEED_KEYS`) sorts on."""
        if key == "conservative":
            return self.conservative
        if key == "mu":
            return self.mu
        if key == "display":
            return float(self.display)
        raise LeagueError(f"Unknown seeding key {key!r} (known: {', '.join(SEED_KEYS)}).")


@dataclass(frozen=True)
class Seed:
    """An entrant's place in the seeding."""

    seed: int
    entrant: Entrant
    rating: float
    #: the seed by rating alone, before club separation moved anyone
    by_rating: int

    @property
    def name(self) -> str:
        """The entrant's name."""
        return self.entrant.name

    @property
    def moved(self) -> int:
        """How many places club separation moved this entrant (0 if none)."""
        return abs(self.seed - self.by_rating)

    def as_dict(self) -> dict[str, Any]:
        """``{"seed", "name", "rating"}``: the CLI's JSON and CSV columns."""
        return {"seed": self.seed, "name": self.name, "rating": round(self.rating, 2)}


@dataclass(frozen=True)
class SeedList:
    """Entrants in seed order (seed 1 first)."""

    key: str
    seeds: tuple[Seed, ...]
    #: first-round matches (as seed pairs) whose entrants still share a club or team
    clashes: tuple[tuple[int, int], ...] = ()
    separated: bool = False
    max_places: int = 0

    def names(self) -> list[str]:
        """Names in seed order: the plain list bracket websites accept for bulk entry."""
        return [s.name for s in self.seeds]

    def __len__(self) -> int:
        return len(self.seeds)


@dataclass(frozen=True)
class BracketMatch:
    """One first-round match; ``bottom`` is None for a bye."""

    number: int
    top: Seed
    bottom: Seed | None

    def as_dict(self) -> dict[str, Any]:
        """``{"match", "top", "bottom"}`` with each side as a seed dict (``bottom`` null for a bye)."""
        return {"match": self.number, "top": self.top.as_dict(), "bottom": self.bottom.as_dict() if self.bottom else None}


@dataclass(frozen=True)
class Bracket:
    """A single-elimination bracket's first round (double elimination uses the same seed order)."""

    size: int
    seeds: SeedList
    slots: tuple[Seed | None, ...]
    matches: tuple[BracketMatch, ...]

    @property
    def byes(self) -> int:
        """How many top seeds go straight to round 2."""
        return self.size - len(self.seeds)

    @property
    def rounds(self) -> int:
        """Rounds to the final (log2 of the size)."""
        return self.size.bit_length() - 1

    def as_dict(self) -> dict[str, Any]:
        """The CLI's JSON form."""
        return {
            "bracket_size": self.size,
            "entrants": len(self.seeds),
            "byes": self.byes,
            "matches": [m.as_dict() for m in self.matches],
        }


@dataclass(frozen=True)
class Pool:
    """A round-robin pool and its schedule by the circle method (``None`` is a bye)."""

    name: str
    seeds: tuple[Seed, ...]
    rounds: tuple[tuple[tuple[Seed, Seed | None], ...], ...]


@dataclass(frozen=True)
class SwissLine:
    """A player's score in a Swiss event so far."""

    player_id: int
    name: str
    score: float
    games: int
    rating: float
    had_bye: bool


@dataclass(frozen=True)
class SwissRound:
    """The next round's pairings of a Swiss event."""

    event_id: int
    number: int
    standings: tuple[SwissLine, ...]
    pairs: tuple[tuple[SwissLine, SwissLine], ...]
    chances: tuple[float, ...]
    bye: SwissLine | None


@dataclass(frozen=True)
class Prediction:
    """Win probabilities and match quality of a proposed match, before it is played."""

    sides: tuple[tuple[str, ...], ...]
    win_probability: tuple[float, ...]
    draw_probability: float | None
    quality: float

    def as_dict(self) -> dict[str, Any]:
        """``{"sides", "win_probability", "draw_probability"}``: the CLI's JSON."""
        return {
            "sides": [list(s) for s in self.sides],
            "win_probability": list(self.win_probability),
            "draw_probability": self.draw_probability,
        }


@dataclass(frozen=True)
class BalancedTeam:
    """One team of a balanced split."""

    players: tuple[Entrant, ...]
    total: float
    win_probability: float

    @property
    def names(self) -> list[str]:
        """The members' names."""
        return [p.name for p in self.players]


@dataclass(frozen=True)
class Balance:
    """Teams split as evenly as the model predicts, and how the split was found."""

    teams: tuple[BalancedTeam, ...]
    unevenness: float
    exact: bool
    evaluated: int
    bound: float | None
    quality: float

    def as_dict(self) -> dict[str, Any]:
        """``{"teams", "win_probability"}``: the CLI's JSON."""
        return {"teams": [t.names for t in self.teams], "win_probability": [t.win_probability for t in self.teams]}

    def method(self) -> str:
        """How the split was found, in words (with the heuristic's bound when it has one)."""
        if self.exact:
            return f"best of all {self.evaluated} possible splits"
        if self.bound is not None:
            return (f"heuristic (too many splits to try all): team totals differ by at most {self.bound:.2f}, "
                    "the gap between the strongest and weakest player")
        return "heuristic (too many splits to try all)"


@dataclass(frozen=True)
class Opponent:
    """A possible opponent and the chosen player's chance against them."""

    entrant: Entrant
    chance: float
    quality: float


@dataclass(frozen=True)
class ProposedMatch:
    """A suggested game between two waiting players."""

    sides: tuple[Entrant, Entrant]
    win_probability: tuple[float, float]
    quality: float
    repeat: bool

    def side_names(self) -> list[list[str]]:
        """Each side's player names (for the match form)."""
        return [[s.name] for s in self.sides]


@dataclass(frozen=True)
class Pairing:
    """Suggested games for the players waiting, and who sits this one out."""

    matches: tuple[ProposedMatch, ...]
    sitting_out: Entrant | None = None
    avoided: frozenset[frozenset[int]] = field(default_factory=frozenset)


# ---- probabilities ----------------------------------------------------------------------------


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
        raise LeagueError(f"A prediction needs at least two sides (got {len(sides)}).")
    players: list[list[Player]] = []
    seen: dict[int, int] = {}
    for number, side in enumerate(sides, start=1):
        found = _side_players(club, side, number)
        for p in found:
            if p.id in seen:
                raise LeagueError(f"'{p.name}' is on sides {seen[p.id]} and {number}; a player can play only once")
            seen[p.id] = number
        players.append(found)
    teams = [[club.rating_of(p.id, lb.id) for p in side] for side in players]
    chances = _predict(model, teams)
    return Prediction(
        tuple(tuple(p.name for p in side) for side in players),
        tuple(chances),
        draw_probability(model, teams),
        match_quality(chances),
    )


def _predict(model: RatingModel, teams: Sequence[Sequence[Rating]]) -> list[float]:
    try:
        return list(model.predict_win(teams))
    except RatingError as exc:
        raise LeagueError(str(exc)) from None


def _side_players(club: Club, side: Sequence[int | str], number: int) -> list[Player]:
    if not side:
        raise LeagueError(f"Side {number} has no players.")
    if len(side) == 1 and isinstance(side[0], str) and club.find_player(side[0]) is None:
        team = club.find_team(side[0])
        if team is not None:
            return [club.player(pid) for pid in team.member_ids]
    out = []
    for entry in side:
        out.append(_player(club, entry))
    seen: set[int] = set()
    for p in out:
        if p.id in seen:
            raise LeagueError(f"'{p.name}' is listed twice on side {number}")
        seen.add(p.id)
    return out


def _player(club: Club, ref: int | str) -> Player:
    if isinstance(ref, str):
        found = club.find_player(ref)
        if found is None:
            raise NotFoundError(f"There is no player called '{ref.strip()}'.")
        return found
    return club.player(ref)


# ---- entrants ----------------------------------------------------------------------------------


def _rosters_by_player(club: Club) -> dict[int, list[Team]]:
    out: dict[int, list[Team]] = {}
    for team in club.teams():
        for pid in team.member_ids:
            out.setdefault(pid, []).append(team)
    return out


def _player_entrant(club: Club, lb: Leaderboard, model: RatingModel, player: Player, games: int,
                    rosters: Sequence[Team] = (), rating: Rating | None = None) -> Entrant:
    if rating is None:
        rating = club.rating_of(player.id, lb.id)
    groups = {f"club:{player.club.casefold()}"} if player.club else set()
    groups |= {f"team:{t.id}" for t in rosters}
    return Entrant(
        player.name,
        rating.mu,
        rating.sigma,
        conservative_estimate(rating, model.interval_k),
        display_value(lb, model, rating),
        games,
        (player.id,),
        None,
        player.club,
        frozenset(groups),
    )


def _team_entrant(club: Club, lb: Leaderboard, model: RatingModel, team: Team, games: dict[int, int]) -> Entrant:
    if not team.member_ids:
        raise LeagueError(f"Team '{team.name}' has no members.")
    members = [club.player(pid) for pid in team.member_ids]
    ratings = [club.rating_of(pid, lb.id) for pid in team.member_ids]
    composite = Rating(
        math.fsum(r.mu for r in ratings) / len(ratings),
        math.sqrt(math.fsum(r.sigma * r.sigma for r in ratings) / len(ratings)),
    )
    clubs = sorted({p.club for p in members if p.club}, key=str.casefold)
    return Entrant(
        team.name,
        composite.mu,
        composite.sigma,
        conservative_estimate(composite, model.interval_k),
        display_value(lb, model, composite),
        min(games.get(pid, 0) for pid in team.member_ids),
        tuple(team.member_ids),
        team.id,
        ", ".join(clubs) or None,
        frozenset(f"club:{c.casefold()}" for c in clubs),
    )


def _games(club: Club, lb: Leaderboard) -> dict[int, int]:
    return {s.player_id: s.games for s in club.standings_table(lb.id)}


def rated_players(club: Club, leaderboard_id: int | str | None = None) -> list[Entrant]:
    """Every active player as an entrant (players yet to play have a new player's rating), best first."""
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    # One pass over the leaderboard instead of a query per player (10,000 players: 0.1 s, not 2 s).
    rated = {s.player_id: s for s in club.standings_table(lb.id)}
    start = model.new_rating()
    rosters = _rosters_by_player(club)
    out = []
    for p in club.players():
        s = rated.get(p.id)
        rating = Rating(s.mu, s.sigma) if s is not None else start
        out.append(_player_entrant(club, lb, model, p, s.games if s else 0, rosters.get(p.id, ()), rating))
    return sorted(out, key=lambda e: (-e.conservative, -e.mu, e.name.casefold()))


def rated_teams(club: Club, leaderboard_id: int | str | None = None) -> list[Entrant]:
    """Every active roster with members as an entrant, best first."""
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    games = _games(club, lb)
    out = [_team_entrant(club, lb, model, t, games) for t in club.teams() if t.member_ids]
    return sorted(out, key=lambda e: (-e.conservative, -e.mu, e.name.casefold()))


def resolve_entrants(club: Club, names: Iterable[str], leaderboard_id: int | str | None = None) -> list[Entrant]:
    """Entrants by name: a player's name, or else a roster's. Unknown or repeated names are an error."""
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    games = _games(club, lb)
    rosters = _rosters_by_player(club)
    out: list[Entrant] = []
    seen: set[str] = set()
    for raw in names:
        name = normalize_name(str(raw))
        if not name:
            continue
        if name_key(name) in seen:
            raise LeagueError(f"'{name}' is listed twice.")
        seen.add(name_key(name))
        player = club.find_player(name)
        if player is not None:
            out.append(_player_entrant(club, lb, model, player, games.get(player.id, 0), rosters.get(player.id, ())))
            continue
        team = club.find_team(name)
        if team is not None:
            out.append(_team_entrant(club, lb, model, team, games))
            continue
        raise NotFoundError(f"There is no player or team called '{name}'.")
    return out


def entrants_by_id(club: Club, player_ids: Iterable[int] = (), team_ids: Iterable[int] = (),
                   leaderboard_id: int | str | None = None) -> list[Entrant]:
    """Entrants for these players and rosters (as the app's pickers give them)."""
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    games = _games(club, lb)
    rosters = _rosters_by_player(club)
    out = [_player_entrant(club, lb, model, club.player(pid), games.get(pid, 0), rosters.get(pid, ()))
           for pid in dict.fromkeys(player_ids)]
    out += [_team_entrant(club, lb, model, club.team(tid), games) for tid in dict.fromkeys(team_ids)]
    return out


def top_entrants(club: Club, count: int, leaderboard_id: int | str | None = None, key: str = "conservative") -> list[Entrant]:
    """The best ``count`` players of the leaderboard who have played, by ``key``."""
    if count < 1:
        raise LeagueError(f"--top needs at least 1 entrant, got {count}")
    _check_key(key)
    rated = [e for e in rated_players(club, leaderboard_id) if e.games > 0]
    if len(rated) < count:
        raise LeagueError(f"The leaderboard has only {len(rated)} rated players, fewer than the {count} asked for.")
    return sorted(rated, key=lambda e: (-e.value(key), -e.mu, e.name.casefold()))[:count]


def _check_key(key: str) -> None:
    if key not in SEED_KEYS:
        raise LeagueError(f"Unknown seeding key {key!r} (known: {', '.join(SEED_KEYS)}).")


# ---- seeding and brackets ---------------------------------------------------------------------


def seed_entrants(
    entrants: Sequence[Entrant], key: str = "conservative", *, separate: bool = False, max_places: int = 2
) -> SeedList:
    """Order entrants by ``key`` (best first; μ then name break ties).

    With ``separate``, members of one club or roster are kept apart in the
    first round of a single-elimination bracket as far as moving nobody
    more than ``max_places`` seeds allows (:func:`seeding.separate_groups`).
    """
    _check_key(key)
    if max_places < 0:
        raise LeagueError(f"The most places a seed may move cannot be negative, got {max_places}.")
    ordered = sorted(entrants, key=lambda e: (-e.value(key), -e.mu, e.name.casefold()))
    order = list(range(len(ordered)))
    groups = [e.groups for e in ordered]
    if separate and len(ordered) >= 2:
        order = seeding.separate_groups(groups, max_places)
    seeds = tuple(Seed(n, ordered[i], ordered[i].value(key), i + 1) for n, i in enumerate(order, start=1))
    clashes = tuple(seeding.first_round_clashes(groups, order)) if len(ordered) >= 2 else ()
    return SeedList(key, seeds, clashes, separate, max_places)


def make_bracket(seeds: SeedList) -> Bracket:
    """The single-elimination first round for a seed list: standard order, byes to the top seeds."""
    if len(seeds) < 2:
        raise LeagueError(f"A bracket needs at least 2 entrants, got {len(seeds)}.")
    by_seed = {s.seed: s for s in seeds.seeds}
    slots = tuple(by_seed[n] if n is not None else None for n in seeding.bracket_slots(len(seeds)))
    matches = tuple(
        BracketMatch(i, by_seed[top], by_seed[bottom] if bottom is not None else None)
        for i, (top, bottom) in enumerate(seeding.first_round(len(seeds)), start=1)
    )
    return Bracket(len(slots), seeds, slots, matches)


def round_robin_pools(seeds: SeedList, max_pool_size: int = 8) -> list[Pool]:
    """Pools of at most ``max_pool_size`` dealt in snake order, each with its circle-method schedule."""
    try:
        count = seeding.pool_count(len(seeds), max_pool_size)
    except ValueError as exc:
        raise LeagueError(str(exc)) from None
    pools = []
    for n, members in enumerate(seeding.snake_pools(len(seeds), count)):
        pool = tuple(seeds.seeds[i] for i in members)
        rounds = tuple(
            tuple((pool[a], pool[b] if b is not None else None) for a, b in rnd) for rnd in seeding.round_robin(len(pool))
        )
        pools.append(Pool(_pool_name(n), pool, rounds))
    return pools


def _pool_name(n: int) -> str:
    letters = ""
    n += 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


def write_seed_csv(seeds: SeedList, out: TextIO) -> None:
    """The seed list as CSV: ``seed,name,rating`` (formula-like names prefixed with ')."""
    write_csv_row(out, ["seed", "name", "rating"])
    for s in seeds.seeds:
        row = s.as_dict()
        write_csv_row(out, [row["seed"], neutralise(row["name"]), f"{row['rating']:g}"])


def write_seed_names(seeds: SeedList, out: TextIO) -> None:
    """One name per line in seed order: what bracket websites accept for bulk entry."""
    for name in seeds.names():
        out.write(name + "\n")


def export_seeds(seeds: SeedList, path: str | Path, form: str = "csv") -> int:
    """Write the seed list to ``path`` as ``"csv"`` or a plain ``"list"``; returns how many entrants."""
    writer = {"csv": write_seed_csv, "list": write_seed_names}.get(form)
    if writer is None:
        raise LeagueError(f"Unknown seed list format {form!r} (known: csv, list).")
    try:
        with open(path, "w", encoding="utf-8", newline="") as fh:
            writer(seeds, fh)
    except OSError as exc:
        raise LeagueError(f"Cannot write {path}: {exc.strerror or exc}.") from None
    return len(seeds)


# ---- Swiss ---------------------------------------------------------------------------------------


def event_scores(club: Club, event_id: int) -> dict[int, tuple[float, int]]:
    """Points and games per player in an event's matches: a win 1, a shared first place ½, else 0."""
    out: dict[int, tuple[float, int]] = {}
    for match in club.event_results(event_id):
        best = min(s.rank for s in match.sides)
        winners = sum(1 for s in match.sides if s.rank == best)
        for side in match.sides:
            points = (1.0 if winners == 1 else 0.5) if side.rank == best else 0.0
            for p in side.players:
                score, games = out.get(p.player_id, (0.0, 0))
                out[p.player_id] = (score + points, games + 1)
    return out


def event_pairings(club: Club, event_id: int) -> set[frozenset[int]]:
    """Pairs of players who already met (on different sides) in an event."""
    return _met([m.sides for m in club.event_results(event_id)])


def _met(matches: Iterable[Sequence[Any]]) -> set[frozenset[int]]:
    out: set[frozenset[int]] = set()
    for sides in matches:
        for i, a in enumerate(sides):
            for b in sides[i + 1:]:
                out |= {frozenset((p.player_id, q.player_id)) for p in a.players for q in b.players}
    return out


def swiss_next_round(club: Club, event_id: int, player_ids: Sequence[int] | None = None) -> SwissRound:
    """The next round of a Swiss event from its results so far.

    Entrants are ``player_ids``, or everyone who has played in the event.
    Score: 1 per win, ½ per shared first place, and 1 per earlier round a
    player sat out with a bye (a round is counted as one game for the
    players who played most; someone with fewer games who has played at
    least once had a bye). Pairing rules: :func:`seeding.swiss_pairings`
    (equal scores top half v bottom half, no rematches, bye to the lowest
    player without one); ratings rank players on equal scores.
    """
    event = club.event(event_id)
    lb = club.leaderboard(event.leaderboard_id)
    model = club.rating_model(lb.id)
    scores = event_scores(club, event_id)
    ids = list(dict.fromkeys(player_ids)) if player_ids is not None else list(scores)
    if len(ids) < 2:
        raise LeagueError("A Swiss round needs at least 2 players.")
    played_rounds = max((scores.get(pid, (0.0, 0))[1] for pid in ids), default=0)
    lines: dict[int, SwissLine] = {}
    ratings: dict[int, Rating] = {}
    for pid in ids:
        player = club.player(pid)
        points, games = scores.get(pid, (0.0, 0))
        byes = played_rounds - games if games > 0 else 0
        ratings[pid] = club.rating_of(pid, lb.id)
        lines[pid] = SwissLine(pid, player.name, points + byes, games, conservative_estimate(ratings[pid], model.interval_k), byes > 0)
    try:
        pairs, bye = seeding.swiss_pairings(
            [seeding.SwissPlayer(pid, line.score, line.rating, line.had_bye) for pid, line in lines.items()],
            event_pairings(club, event_id),
        )
    except seeding.NoPairingError as exc:
        raise LeagueError(str(exc)) from None
    standings = tuple(sorted(lines.values(), key=lambda x: (-x.score, -x.rating, x.name.casefold())))
    chances = tuple(_predict(model, [[ratings[a]], [ratings[b]]])[0] for a, b in pairs)  # type: ignore[index]
    return SwissRound(
        event_id,
        played_rounds + 1,
        standings,
        tuple((lines[a], lines[b]) for a, b in pairs),  # type: ignore[index]
        chances,
        lines[bye] if bye is not None else None,  # type: ignore[index]
    )


# ---- balanced teams --------------------------------------------------------------------------


def balance(
    club: Club,
    players: Sequence[int | str],
    teams: int,
    leaderboard_id: int | str | None = None,
    *,
    size: int | None = None,
    together: Sequence[tuple[int | str, int | str]] = (),
    apart: Sequence[tuple[int | str, int | str]] = (),
) -> Balance:
    """Split the players present into ``teams`` teams with chances as even as the model predicts.

    Small rooms are solved exactly (every split compared); large ones by a
    heuristic with a stated bound (:func:`seeding.balance_teams`).
    ``together``/``apart`` are pairs of players (ids or names) to keep on
    the same / different teams. Each team's total is the sum of its μ.
    """
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    found = [_player(club, p) for p in players]
    index: dict[int, int] = {}
    for i, p in enumerate(found):
        if p.id in index:
            raise LeagueError(f"'{p.name}' is listed twice")
        index[p.id] = i

    def pair_index(pair: tuple[int | str, int | str]) -> tuple[int, int]:
        a, b = (_player(club, x) for x in pair)
        for p in (a, b):
            if p.id not in index:
                raise LeagueError(f"'{p.name}' is in a pair but not among the players present")
        if a.id == b.id:
            raise LeagueError(f"A pair needs two different players, got '{a.name}' twice.")
        return index[a.id], index[b.id]

    entrants = entrants_by_id(club, [p.id for p in found], leaderboard_id=lb.id)
    ratings = [Rating(e.mu, e.sigma) for e in entrants]

    def chances(split: list[list[int]]) -> Sequence[float]:
        return _predict(model, [[ratings[i] for i in team] for team in split])

    try:
        split = seeding.balance_teams(
            [r.mu for r in ratings],
            teams,
            size=size,
            predict=chances,
            together=[pair_index(p) for p in together],
            apart=[pair_index(p) for p in apart],
        )
    except ValueError as exc:
        if isinstance(exc, LeagueError):
            raise
        raise LeagueError(str(exc)) from None
    probabilities = chances(split.teams)
    out = tuple(
        BalancedTeam(
            tuple(sorted((entrants[i] for i in team), key=lambda e: (-e.mu, e.name.casefold()))),
            math.fsum(ratings[i].mu for i in team),
            probabilities[n],
        )
        for n, team in enumerate(split.teams)
    )
    return Balance(out, split.unevenness, split.exact, split.evaluated, split.bound, match_quality(probabilities))


# ---- matchmaking -------------------------------------------------------------------------------


def opponents_in_window(
    club: Club,
    player: int | str,
    leaderboard_id: int | str | None = None,
    *,
    low: float = DEFAULT_WINDOW[0],
    high: float = DEFAULT_WINDOW[1],
    among: Sequence[int] | None = None,
) -> list[Opponent]:
    """Opponents against whom ``player``'s predicted chance lies in [low, high], most even first.

    ``among`` limits the search to these player ids (e.g. those present);
    by default every active player is a candidate.
    """
    if not (0.0 <= low <= high <= 1.0):
        raise LeagueError(f"The chance window must satisfy 0 <= low <= high <= 1, got {low:g}..{high:g}.")
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    me = _player(club, player)
    mine = club.rating_of(me.id, lb.id)
    candidates = entrants_by_id(club, among, leaderboard_id=lb.id) if among is not None else rated_players(club, lb.id)
    out = []
    for e in candidates:
        if e.player_ids == (me.id,):
            continue
        p = _predict(model, [[mine], [Rating(e.mu, e.sigma)]])
        if low - 1e-12 <= p[0] <= high + 1e-12:
            out.append(Opponent(e, p[0], match_quality(p)))
    return sorted(out, key=lambda o: (abs(o.chance - 0.5), o.entrant.name.casefold()))


def _tonights_matches(club: Club, leaderboard_id: int, event_id: int | None) -> list[Any]:
    if event_id is not None:
        return club.event_results(event_id)
    today = now_moment()[:10]
    return [m for m in club.matches(leaderboard_id, limit=1000) if m.played_at[:10] == today]


def tonights_pairings(club: Club, leaderboard_id: int | str | None = None, event_id: int | None = None) -> set[frozenset[int]]:
    """Who already met tonight: in the event if given, else in today's matches of the leaderboard."""
    lb = club.leaderboard(leaderboard_id)
    return _met([m.sides for m in _tonights_matches(club, lb.id, event_id)])


def pair_waiting(
    club: Club,
    players: Sequence[int | str],
    leaderboard_id: int | str | None = None,
    *,
    event_id: int | None = None,
) -> Pairing:
    """Games for the players waiting: similar skills meet, tonight's pairings are not repeated where avoidable.

    "Tonight" is the event if given, else today's matches of the leaderboard.
    With an odd count one of those who played most tonight sits out. See
    :func:`seeding.pair_similar`.
    """
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    found = [_player(club, p) for p in players]
    if len({p.id for p in found}) != len(found):
        raise LeagueError("A player is listed twice among those waiting.")
    if len(found) < 2:
        raise LeagueError("Pairing needs at least 2 players waiting.")
    entrants = entrants_by_id(club, [p.id for p in found], leaderboard_id=lb.id)
    ratings = [Rating(e.mu, e.sigma) for e in entrants]
    tonight = _tonights_matches(club, lb.id, event_id)
    met = _met([m.sides for m in tonight])
    played = {p.id: 0 for p in found}
    for m in tonight:
        for side in m.sides:
            for sp in side.players:
                if sp.player_id in played:
                    played[sp.player_id] += 1
    most = max(played.values())
    avoid = {frozenset((i, j)) for i in range(len(found)) for j in range(i + 1, len(found))
             if frozenset((found[i].id, found[j].id)) in met}
    cache: dict[tuple[int, int], float] = {}

    def chance(i: int, j: int) -> float:
        if (i, j) not in cache:
            cache[(i, j)] = _predict(model, [[ratings[i]], [ratings[j]]])[0]
        return cache[(i, j)]

    pairs, out = seeding.pair_similar(
        [r.mu for r in ratings], chance, avoid, may_sit_out=[i for i, p in enumerate(found) if played[p.id] == most]
    )
    matches = []
    for i, j in pairs:
        a, b = (i, j) if (entrants[i].conservative, entrants[i].mu) >= (entrants[j].conservative, entrants[j].mu) else (j, i)
        p = chance(a, b)
        matches.append(ProposedMatch((entrants[a], entrants[b]), (p, 1.0 - p), match_quality([p, 1.0 - p]),
                                     frozenset((a, b)) in avoid))
    matches.sort(key=lambda m: (-m.sides[0].conservative, m.sides[0].name.casefold()))
    return Pairing(tuple(matches), entrants[out] if out is not None else None, frozenset(met))


__all__ = [
    "DEFAULT_WINDOW",
    "SEED_KEYS",
    "SEED_KEY_TITLES",
    "Balance",
    "BalancedTeam",
    "Bracket",
    "BracketMatch",
    "Entrant",
    "Opponent",
    "Pairing",
    "Pool",
    "Prediction",
    "ProposedMatch",
    "Seed",
    "SeedList",
    "SwissLine",
    "SwissRound",
    "balance",
    "draw_probability",
    "entrants_by_id",
    "export_seeds",
    "event_pairings",
    "event_scores",
    "make_bracket",
    "match_quality",
    "opponents_in_window",
    "pair_waiting",
    "predict",
    "rated_players",
    "rated_teams",
    "resolve_entrants",
    "round_robin_pools",
    "seed_entrants",
    "swiss_next_round",
    "tonights_pairings",
    "top_entrants",
    "write_seed_csv",
    "write_seed_names",
]

