"""What the companion's pages show of tonight's event, read from the club in one go (on the database thread).

A :class:`Snapshot` is built once per change of the club file and shared by
every client until the next change; it holds only what the pages may show:
tonight's event, its players and its leaderboard, never paths, settings or
other events. A player's own page (:class:`PlayerPage`) is read on demand,
also through the gateway, for the players the snapshot allows.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..league import Club, Standing, UserError, companion, night, tournament
from ..messages import translate


@dataclass(frozen=True)
class Person:
    """A player as the pages name them (their id makes the link to their page)."""

    id: int
    name: str


@dataclass(frozen=True)
class Board:
    """A match on a table or waiting for one."""

    drawn_id: int
    round: int
    table: str | None
    sides: tuple[tuple[Person, ...], ...]
    status: str


@dataclass(frozen=True)
class Change:
    """A player's line in tonight's standings with the rating change of the night (display scale)."""

    rank: int
    person: Person
    games: int
    wins: int
    points: float
    rating: float | None
    change: float


@dataclass(frozen=True)
class Snapshot:
    """Everything the pages show of one shared event at one revision of the club file."""

    revision: tuple[int, int]
    event_id: int
    name: str
    date: str
    format: str
    finished: bool
    read_token: str
    checkin_token: str
    allow_checkin: bool
    accept_rule: str
    playing: tuple[Board, ...]
    up_next: tuple[Board, ...]
    tonight: tuple[Change, ...]
    #: rating changes are whole numbers on large display scales (0-10000), one decimal on small ones
    large_scale: bool
    view: tournament.EventView
    leaderboard_id: int
    leaderboard_name: str
    leaderboard: tuple[Standing, ...]
    #: the players of the event (entrants, check-in, results): their pages may be shown
    event_players: frozenset[int]
    #: report token -> drawn match id (every side's token of every match waiting or playing)
    report_tokens: Mapping[str, int] = field(default_factory=dict)
    #: drawn match id -> its report tokens, one per side in the match's order
    report_links: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    #: players shown on the check-in page: (id, name, checked in)
    checkin: tuple[tuple[int, str, bool], ...] = ()
    #: the recorded matches of the event (a player's page picks tonight's from their history)
    event_matches: frozenset[int] = frozenset()

    @property
    def player_ids(self) -> frozenset[int]:
        """Whose page may be shown: the event's players and the leaderboard's."""
        return self.event_players | {s.player_id for s in self.leaderboard}



def build_snapshot(club: Club, event_id: int) -> Snapshot:
    """Read the shared event as the pages show it (raises LeagueError if the event is gone or not shared)."""
    share = companion.event_share(club, event_id)
    if share is None or not share.active:
        raise UserError(translate("web.snapshot", "'{name}' is not shared on the local network.").format(
            name=club.event(event_id).name))
    tokens = companion.report_tokens(club, event_id)  # mints the missing ones: taken before the revision
    before = companion.revision(club)
    event = club.event(event_id)
    state = night.night_state(club, event_id)
    view = tournament.event_view(club, event_id)
    setup = view.setup
    names = _names(state)
    playing = tuple(_board(t.match, names) for t in sorted(state.tables, key=lambda t: t.position)
                    if t.match is not None and t.match.status in ("called", "playing"))
    on_table = {b.drawn_id for b in playing}
    up_next = tuple(_board(m, names) for m in state.queue if m.id not in on_table and m.status != "finished")
    large = any(abs(v) >= 100 for line in state.standings for v in (line.rating_after or 0.0, line.rating_before or 0.0))
    tonight = tuple(Change(line.rank, Person(line.player_id, line.name), line.games, line.wins, _finite(line.points),
                           _finite_or_none(line.rating_after), _finite(line.rating_change)) for line in state.standings)
    lb = club.leaderboard(event.leaderboard_id)
    board = tuple(s for s in club.standings(lb.id) if math.isfinite(s.mu) and math.isfinite(s.sigma))
    event_players = set(names)
    event_players.update(p for e in setup.entrants for p in e.player_ids)
    event_players.update(a.player_id for a in state.attendance)
    checkin: tuple[tuple[int, str, bool], ...] = ()
    if share.allow_checkin:
        checkin = tuple((pid, name, bool(here)) for pid, name, here in companion.checkin_candidates(club, share.checkin_token))
    # reading the standings may clear their marks in a temporary table, which counts as a change of this connection;
    # when no other connection committed meanwhile, what was read is the file at the later revision, so the next
    # poll does not read it all again for nothing (one more build per change, before)
    after = companion.revision(club)
    revision = after if after[0] == before[0] else before
    return Snapshot(
        revision, event_id, event.name, event.date[:10], setup.format, setup.finished,
        share.read_token, share.checkin_token, bool(share.allow_checkin), share.accept_rule,
        playing, up_next, tonight, large, view,
        lb.id, lb.name, board, frozenset(event_players), {t: d for d, sides in tokens.items() for t in sides},
        dict(tokens), checkin, frozenset(m.id for m in state.results),
    )


def _names(state: night.NightState) -> dict[int, str]:
    out: dict[int, str] = {}
    for m in (*state.queue, *(t.match for t in state.tables if t.match is not None)):
        for ids, side in zip(m.player_ids, m.sides):
            out.update(zip(ids, side))
    for match in state.results:
        for s in match.sides:
            out.update((p.player_id, p.name) for p in s.players)
    out.update((a.player_id, a.name) for a in state.attendance)
    return out


def _board(m: night.NightMatch, names: Mapping[int, str]) -> Board:
    sides = tuple(tuple(Person(pid, names.get(pid, name)) for pid, name in zip(ids, side))
                  for ids, side in zip(m.player_ids, m.sides))
    return Board(m.id, m.round, m.table, sides, m.status)


def _finite(value: float) -> float:
    return float(value) if math.isfinite(value) else 0.0


def _finite_or_none(value: float | None) -> float | None:
    return float(value) if value is not None and math.isfinite(value) else None


@dataclass(frozen=True)
class PlayerPage:
    """A player's own page: rating, the history for the chart, tonight's matches and the next one."""

    person: Person
    standing: Standing | None
    #: (played_at, mu, sigma) after each rated match, oldest first
    history: tuple[tuple[str, float, float], ...]
    #: tonight's results: (opponents, result word, rating change of μ)
    tonight: tuple[tuple[str, str, float], ...]
    next_match: Board | None
    mu: float
    sigma: float


def player_page(club: Club, snap: Snapshot, player_id: int) -> PlayerPage | None:
    """The page of a player the snapshot allows (None for anyone else: no reading beyond tonight's people)."""
    if player_id not in snap.player_ids:
        return None
    player = club.player(player_id)
    standing = next((s for s in snap.leaderboard if s.player_id == player_id), None)
    history = club.player_history(player_id, snap.leaderboard_id)
    points = tuple((h.played_at, h.mu_after, h.sigma_after) for h in history
                   if math.isfinite(h.mu_after) and math.isfinite(h.sigma_after))
    tonight = tuple((h.opponents, h.result, _finite(h.mu_after - h.mu_before)) for h in history
                    if h.match_id in snap.event_matches)
    upcoming = [b for b in (*snap.playing, *snap.up_next) if any(p.id == player_id for side in b.sides for p in side)]
    rating = club.rating_of(player_id, snap.leaderboard_id)
    mu, sigma = (rating.mu, rating.sigma) if math.isfinite(rating.mu) and math.isfinite(rating.sigma) else (0.0, 0.0)
    return PlayerPage(Person(player.id, player.name), standing, points, tonight, upcoming[0] if upcoming else None, mu, sigma)
