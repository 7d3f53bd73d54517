"""Game-server event logs rated event by event with Elo, and the static ranking of one event (seed 003).

An event log is a text file, one event a line (keywords in any case)::

    # a comment; blank lines are ignored
    date 2024-03-05T19:00          when the game was played (optional; default: now)
    team Red: Ann, Ben             team rosters (needed for weighted events)
    team Blue: Cat, Dan
    Ann fragged Cat                a frag: a 1:0 duel, both rated
    Cat suicide                    −1:0 against an imaginary player of Cat's strength
    Ben teamkilled Ann             −1:0 for Ben against Ann's strength; Ann is not lowered
    Ann scored a capture worth 7   7:0 against the average strength of the opposing team

A frag of a team-mate (both on one declared team) is a team kill. The log is
stored as imported (table ``event_logs``) with its events resolved to player
ids (``event_log_entries``) and its players and teams
(``event_log_players``); ratings stay derived: :func:`replay_with_event_logs`
rates the leaderboard's matches and logs together in time order, and
``Club`` uses it for every replay of a leaderboard that has logs.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from sqlite_utils import Database

from ..ratings import Elo, Rating, RatingModel, static_ranking
from .dates import normalize_moment, now_moment
from .errors import Cancelled, ImportFileError, LeagueError, Problems, RowProblem
from .model import Changes
from .names import clean_name, clean_player_name, name_key
from .replay import (
    CancelledFn,
    MatchToRate,
    PlayerState,
    ProgressFn,
    idle_days,
    load_matches,
    winners,
    write_history,
    write_ratings,
)

if TYPE_CHECKING:
    from .club import Club

FRAG, SUICIDE, TEAMKILL, WEIGHTED = "frag", "suicide", "teamkill", "weighted"

_DATE = re.compile(r"^date\s*:?\s+(?P<when>\S.*)$", re.IGNORECASE)
_TEAM = re.compile(r"^team\s+(?P<team>[^:]+?)\s*:\s*(?P<players>.*)$", re.IGNORECASE)
_WEIGHTED = re.compile(r"^(?P<a>.+?)\s+scored\s+(?P<what>.+?)\s+worth\s+(?P<x>\S+)$", re.IGNORECASE)
_TEAMKILL = re.compile(r"^(?P<a>.+?)\s+team[- ]?killed\s+(?P<b>.+)$", re.IGNORECASE)
_FRAG = re.compile(r"^(?P<a>.+?)\s+fragged\s+(?P<b>.+)$", re.IGNORECASE)
_SUICIDE = re.compile(r"^(?P<a>.+?)\s+(?:suicide|suicided|committed suicide)$", re.IGNORECASE)

#: how a line should look, for error messages
FORMS = "'A fragged B', 'A suicide', 'A teamkilled B', 'A scored a capture worth 7', 'team NAME: A, B' or 'date 2024-03-05'"


@dataclass(frozen=True)
class LogEvent:
    """One event of a log: who did what to whom, from which line."""

    line: int
    kind: str
    actor: str
    target: str | None = None
    points: float = 1.0
    label: str = ""


@dataclass
class ParsedLog:
    """A log read from text: when, the teams, the events in order."""

    played_at: str | None = None
    teams: dict[str, str] = field(default_factory=dict)  # player -> team
    team_names: list[str] = field(default_factory=list)
    events: list[LogEvent] = field(default_factory=list)
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)  # name key -> (line, column) first seen

    def players(self) -> list[str]:
        """Every player named, in order of first appearance."""
        seen: dict[str, None] = dict.fromkeys(self.teams)
        for e in self.events:
            seen.setdefault(e.actor)
            if e.target is not None:
                seen.setdefault(e.target)
        return list(seen)


#: the most points one weighted event may be worth (a capture is worth a few; 1e308 would break the ratings)
MAX_WORTH = 1000.0


def parse_event_log(text: str) -> ParsedLog:
    """Read an event log; raises :class:`ImportFileError` listing the first bad lines (nothing is kept).

    Names follow the one rule of :mod:`.names` (``Ann`` and ``Ann`` with a
    zero-width space are one player); a problem names its line and the
    column where the bad part starts.
    """
    log = ParsedLog()
    problems = Problems()
    team_of: dict[str, str] = {}  # name key -> team
    spelled: dict[str, str] = {}  # name key -> the name as first written
    date_line = 0

    def player(number: int, column: int, text: str) -> str | None:
        try:
            name = clean_name(text, "player's name")
        except LeagueError as exc:
            problems.add(number, column, str(exc))
            return None
        key = name_key(name)
        log.positions.setdefault(key, (number, column))
        return spelled.setdefault(key, name)

    raw_events: list[tuple[int, str, str, str | None, float, str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        lead = len(raw) - len(raw.lstrip()) + 1  # the column of the stripped line's first character
        if m := _WEIGHTED.match(line):
            try:
                points = float(m["x"])
            except ValueError:
                points = math.nan
            actor = player(number, lead + m.start("a"), m["a"])
            if not math.isfinite(points) or not 0 < points <= MAX_WORTH:
                problems.add(number, lead + m.start("x"),
                             f"The points after 'worth' must be a number above 0 and at most {MAX_WORTH:g}, got '{m['x']}'.")
                continue
            label = " ".join(m["what"].split())
            if actor is not None:
                raw_events.append((number, WEIGHTED, actor, None, points, label))
        elif (m := _TEAMKILL.match(line)) or (m := _FRAG.match(line)):
            kind = TEAMKILL if m.re is _TEAMKILL else FRAG
            actor, target = player(number, lead + m.start("a"), m["a"]), player(number, lead + m.start("b"), m["b"])
            if actor is not None and target is not None:
                raw_events.append((number, kind, actor, target, 1.0, ""))
        elif m := _SUICIDE.match(line):
            actor = player(number, lead + m.start("a"), m["a"])
            if actor is not None:
                raw_events.append((number, SUICIDE, actor, None, 1.0, ""))
        elif m := _DATE.match(line):
            if date_line:
                problems.add(number, lead, f"A second date (the first is on line {date_line}).")
                continue
            date_line = number
            try:
                log.played_at = normalize_moment(m["when"])
            except LeagueError as exc:
                problems.add(number, lead + m.start("when"), str(exc))
        elif m := _TEAM.match(line):
            try:
                team = clean_name(m["team"], "team's name")
            except LeagueError as exc:
                problems.add(number, lead + m.start("team"), str(exc))
                continue
            if name_key(team) in (name_key(t) for t in log.team_names):
                problems.add(number, lead + m.start("team"), f"The team '{team}' is declared twice.")
                continue
            start = lead + m.start("players")
            parts = [(start + p.start() + len(p[0]) - len(p[0].lstrip()), p[0]) for p in re.finditer(r"[^,]+", m["players"]) if p[0].strip()]
            if not parts:
                problems.add(number, start, f"The team '{team}' has no players (write 'team {team}: A, B').")
                continue
            members = [player(number, column, part) for column, part in parts]
            log.team_names.append(team)
            for (column, _part), member in zip(parts, members):
                if member is None:
                    continue
                earlier = team_of.get(name_key(member))
                if earlier is not None:
                    problems.add(number, column, f"'{member}' is already on the team '{earlier}'.")
                team_of[name_key(member)] = team
        else:
            shown = line if len(line) <= 60 else line[:57] + "…"
            problems.add(number, None, f"'{shown}' is not an event; write {FORMS}.")
    for number, kind, actor, target, points, label in raw_events:
        if target is not None and name_key(target) == name_key(actor):
            problems.add(number, None, f"'{actor}' cannot frag themself; write '{actor} suicide'.")
            continue
        actor_team = team_of.get(name_key(actor))
        if kind == FRAG and target is not None and actor_team is not None and team_of.get(name_key(target)) == actor_team:
            kind = TEAMKILL  # a frag of a team-mate is a team kill
        if kind == WEIGHTED:
            if actor_team is None:
                problems.add(number, None, f"'{actor}' is on no team; a weighted event is rated against "
                                           f"the opposing team, so declare 'team NAME: {actor}, …' first.")
                continue
            if not any(t != actor_team for t in team_of.values()):
                problems.add(number, None, f"There is no team opposing '{actor_team}' to rate '{label}' against.")
                continue
        log.events.append(LogEvent(number, kind, actor, target, points, label))
    if not problems and not log.events:
        problems.add(0, None, f"The log has no events; write lines like {FORMS}.")
    if problems:
        raise ImportFileError("The event log", problems)
    log.teams = {spelled[k]: t for k, t in team_of.items()}
    return log


def _new_names_with_commas(club: Club, log: ParsedLog) -> list[RowProblem]:
    """A problem for each new player whose name holds a comma (names already in the club may)."""
    out = []
    for name in log.players():
        if "," in name and club.find_player(name) is None:
            line, column = log.positions[name_key(name)]
            try:
                clean_player_name(name)
            except LeagueError as exc:
                out.append(RowProblem(line, column, str(exc)))
    return out


def _event_name(path: Path) -> str:
    """The event a log is filed under: the file's name without its extension, if that can be a name."""
    try:
        return clean_name(path.stem, "event's name")
    except LeagueError:
        return "Event log"


# ---- storing ------------------------------------------------------------------------------


def _utc_now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def import_event_log(
    club: Club,
    source: str | Path,
    leaderboard_id: int | None = None,
    *,
    text: str | None = None,
    event_id: int | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[int, Changes]:
    """Import an event log into an Elo leaderboard and rate it; returns (events rated, changes).

    ``source`` is the file (read unless ``text`` is given; its name names
    the log and the new event it is filed under, unless ``event_id`` is
    given). Unknown players are added. One transaction: a bad line, an
    error or a cancel leaves the club unchanged.
    """
    path = Path(source)
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    if not isinstance(model, Elo):
        raise LeagueError(
            f"Event logs are rated with Elo (seed 003), but the leaderboard '{lb.name}' uses {model.title}; "
            "choose an Elo leaderboard or change this one's rating system."
        )
    if text is None:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            raise ImportFileError(path.name, [RowProblem(0, None, "The file is not UTF-8 text (save it as UTF-8).")]) from None
        except OSError as exc:
            raise LeagueError(f"The app can't read {path.name}: {exc.strerror or exc}.") from None
    try:
        log = parse_event_log(text)
    except ImportFileError as exc:
        raise exc.for_file(path.name) from None
    commas = _new_names_with_commas(club, log)
    if commas:
        raise ImportFileError(path.name, commas)
    played_at = log.played_at or now_moment()
    if event_id is not None and club.event(event_id).leaderboard_id != lb.id:
        raise LeagueError("The event belongs to another leaderboard.")
    club.backup("before-import")
    with club.transaction():
        ids: dict[str, int] = {}
        for name in log.players():
            found = club.find_player(name) or club.add_player(name)
            ids[name_key(name)] = found.id
        if event_id is None:
            event_id = club.add_event(_event_name(path), played_at[:10], lb.id).id
        db = club.db
        log_id = _new_id(
            db.table("event_logs").insert(
                {
                    "leaderboard_id": lb.id,
                    "event_id": event_id,
                    "name": path.name,
                    "played_at": played_at,
                    "text": text,
                    "imported_at": _utc_now(),
                }
            ).last_pk
        )
        db.table("event_log_players").insert_all(
            [{"log_id": log_id, "player_id": ids[name_key(n)], "team": log.teams.get(n)} for n in log.players()]
        )
        db.table("event_log_entries").insert_all(
            [
                {
                    "log_id": log_id,
                    "seq": seq,
                    "line": e.line,
                    "kind": e.kind,
                    "actor_id": ids[name_key(e.actor)],
                    "target_id": ids[name_key(e.target)] if e.target is not None else None,
                    "points": e.points,
                }
                for seq, e in enumerate(log.events, start=1)
            ]
        )
        _n, touched = replay_with_event_logs(db, lb.id, model, progress=progress, cancelled=cancelled)
    return len(log.events), Changes(
        players=frozenset(touched | set(ids.values())),
        leaderboards=frozenset({lb.id}),
        events=frozenset({event_id}),
    )


def _new_id(pk: object) -> int:
    """The id of a row just inserted."""
    if not isinstance(pk, int):
        raise LeagueError(f"The database gave no id for the new event log (got {pk!r}).")
    return pk


def has_event_logs(db: Database, leaderboard_id: int) -> bool:
    """True when the leaderboard holds imported event logs (its replay must rate them too)."""
    if not db.table("event_logs").exists():
        return False
    return db.execute("SELECT 1 FROM event_logs WHERE leaderboard_id = ? LIMIT 1", [leaderboard_id]).fetchone() is not None


def in_event_logs(db: Database, player_id: int) -> bool:
    """True when the player plays in an imported event log."""
    if not db.table("event_log_players").exists():
        return False
    return db.execute("SELECT 1 FROM event_log_players WHERE player_id = ? LIMIT 1", [player_id]).fetchone() is not None


def merge_event_log_player(db: Database, keep_id: int, merge_id: int) -> set[int]:
    """Give ``merge_id``'s events in event logs to ``keep_id``; returns the leaderboards to replay.

    Refused when both played in one log (their events against each other
    would become events against themselves). Inside the caller's transaction.
    """
    if not db.table("event_log_players").exists():
        return set()
    clash = db.execute(
        "SELECT l.name FROM event_log_players a JOIN event_log_players b ON a.log_id = b.log_id "
        "JOIN event_logs l ON l.id = a.log_id WHERE a.player_id = ? AND b.player_id = ? LIMIT 1",
        [keep_id, merge_id],
    ).fetchone()
    if clash:
        raise LeagueError(f"These players can't be merged: both played in the event log '{clash[0]}'.")
    boards = {
        r[0]
        for r in db.execute(
            "SELECT DISTINCT l.leaderboard_id FROM event_log_players p JOIN event_logs l ON l.id = p.log_id WHERE p.player_id = ?",
            [merge_id],
        )
    }
    db.execute("UPDATE event_log_entries SET actor_id = ? WHERE actor_id = ?", [keep_id, merge_id])
    db.execute("UPDATE event_log_entries SET target_id = ? WHERE target_id = ?", [keep_id, merge_id])
    db.execute("UPDATE event_log_players SET player_id = ? WHERE player_id = ?", [keep_id, merge_id])
    return boards


# ---- rating ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Entry:
    kind: str
    actor: int
    target: int | None
    points: float


@dataclass(frozen=True)
class _Log:
    id: int
    played_at: str
    teams: dict[int, str | None]
    entries: list[_Entry]


def _load_logs(db: Database, leaderboard_id: int) -> list[_Log]:
    rows = list(db.execute("SELECT id, played_at FROM event_logs WHERE leaderboard_id = ? ORDER BY played_at, id", [leaderboard_id]))
    teams: dict[int, dict[int, str | None]] = {log_id: {} for log_id, _ in rows}
    for log_id, pid, team in db.execute(
        "SELECT p.log_id, p.player_id, p.team FROM event_log_players p JOIN event_logs l ON l.id = p.log_id "
        "WHERE l.leaderboard_id = ?",
        [leaderboard_id],
    ):
        teams[log_id][pid] = team
    entries: dict[int, list[_Entry]] = {log_id: [] for log_id, _ in rows}
    for log_id, kind, actor, target, points in db.execute(
        "SELECT e.log_id, e.kind, e.actor_id, e.target_id, e.points FROM event_log_entries e "
        "JOIN event_logs l ON l.id = e.log_id WHERE l.leaderboard_id = ? ORDER BY e.log_id, e.seq",
        [leaderboard_id],
    ):
        entries[log_id].append(_Entry(kind, actor, target, points))
    return [_Log(log_id, at, teams[log_id], entries[log_id]) for log_id, at in rows]


def rate_log(model: Elo, log: _Log, state: dict[int, PlayerState]) -> None:
    """Rate one log's events in order on top of ``state`` (players must be in it, decayed already)."""
    for e in log.entries:
        actor = state[e.actor]
        actor.games += 1
        if e.kind == FRAG:
            assert e.target is not None
            victim = state[e.target]
            victim.games += 1
            (a,), (b,) = model.rate([[actor.rating], [victim.rating]], None, [1.0, 0.0])
            actor.rating, victim.rating = a, b
            actor.wins += 1
        elif e.kind == SUICIDE:
            actor.rating = model.rate_against(actor.rating, actor.rating.mu, -1.0, 0.0)
        elif e.kind == TEAMKILL:
            assert e.target is not None
            actor.rating = model.rate_against(actor.rating, state[e.target].rating.mu, -1.0, 0.0)
        elif e.kind == WEIGHTED:
            team = log.teams.get(e.actor)
            opponents = [state[p].rating.mu for p, t in log.teams.items() if t is not None and t != team]
            if not opponents:
                raise LeagueError(f"Event log {log.id} has a weighted event but no opposing team.")
            average = math.fsum(opponents) / len(opponents)
            actor.rating = model.rate_against(actor.rating, average, e.points, 0.0, weight=e.points)
            actor.wins += 1
        else:
            raise LeagueError(f"Event log {log.id} holds an unknown kind of event, {e.kind!r}.")


def replay_with_event_logs(
    db: Database,
    leaderboard_id: int,
    model: RatingModel,
    *,
    initial: Callable[[int], Rating] | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> tuple[int, set[int]]:
    """Re-derive a leaderboard's history and ratings from its matches and event logs, all in time order.

    ``initial(player_id)`` is a player's starting rating (default: the model's new rating).

    Matches are rated with ``model.rate`` (history rows as usual); a log's
    events one after another (:func:`rate_log`), at the log's time, after
    the matches of the same moment. Inactivity decay applies before each
    match or log. Returns (matches and logs rated, players touched). Call
    inside the caller's transaction.
    """
    if not isinstance(model, Elo):
        raise LeagueError(
            f"This leaderboard holds imported event logs, which only Elo rates (seed 003); it cannot use {model.title}."
        )
    matches = load_matches(db, leaderboard_id, None)
    logs = _load_logs(db, leaderboard_id)
    items: list[tuple[str, int, int, MatchToRate | _Log]] = [(m.played_at, 0, n, m) for n, m in enumerate(matches)]
    items += [(log.played_at, 1, n, log) for n, log in enumerate(logs)]
    items.sort(key=lambda item: item[:3])
    state: dict[int, PlayerState] = {}
    history: list[tuple[int, int, float, float, float, float, int]] = []

    def ready(pid: int, at: str) -> PlayerState:
        st = state.get(pid)
        if st is None:
            st = state[pid] = PlayerState(initial(pid) if initial else model.new_rating(), 0, 0, None)
        elif model.decays and st.last_played is not None:
            st.rating = model.decay(st.rating, idle_days(st.last_played, at))
        return st

    total = len(items)
    for done, (at, _kind, _n, item) in enumerate(items):
        if cancelled is not None and done % 256 == 0 and cancelled():
            raise Cancelled("Stopped before the end; nothing was changed.")
        if isinstance(item, MatchToRate):
            sides = [[ready(pid, at) for pid in side] for side in item.sides]
            before = [[st.rating for st in side] for side in sides]
            after = model.rate(before, item.ranks, item.scores)
            won = winners(item.ranks)
            for side_no, (side_ids, side_states) in enumerate(zip(item.sides, sides)):
                for pid, st, old, new in zip(side_ids, side_states, before[side_no], after[side_no]):
                    history.append((item.id, pid, old.mu, old.sigma, new.mu, new.sigma, int(won[side_no])))
                    st.rating, st.games, st.wins, st.last_played = new, st.games + 1, st.wins + int(won[side_no]), at
        else:
            for pid in item.teams:
                ready(pid, at)
            rate_log(model, item, state)
            for pid in item.teams:
                state[pid].last_played = at
        if progress is not None and (done % 256 == 0 or done == total - 1):
            progress(done + 1, total)
    affected = set(state) | {r[0] for r in db.execute("SELECT player_id FROM ratings WHERE leaderboard_id = ?", [leaderboard_id])}
    db.execute("DELETE FROM rating_history WHERE leaderboard_id = ?", [leaderboard_id])
    write_history(db, leaderboard_id, history)
    write_ratings(db, leaderboard_id, state, affected)
    return total, affected


# ---- the static ranking of one event --------------------------------------------------------


@dataclass(frozen=True)
class RankedPlayer:
    """A player in the static ranking: least-squares strength and the results behind it."""

    rank: int
    player_id: int
    player: str
    strength: float
    results: int
    opponents: int


@dataclass(frozen=True)
class UnrankedPlayer:
    """A player left out of the static ranking, and why."""

    player_id: int
    player: str
    results: int
    reason: str


@dataclass(frozen=True)
class StaticRanking:
    """Seed 003's static ranking of one event."""

    event_id: int
    event: str
    min_results: int
    ranked: list[RankedPlayer]
    unranked: list[UnrankedPlayer]
    pairs: int


def pairwise_results(club: Club, event_id: int) -> tuple[list[int], np.ndarray]:
    """(player ids, matrix a) of one event: ``a[i, j]`` is how often i beat (fragged) j.

    From the event's matches: in a duel with scores, each side's score
    (negative scores count as 0); otherwise every player of a better-placed
    side beat every player of a worse one once, and a shared place is half a
    result each way. From its event logs: every frag (team kills, suicides
    and weighted events have no pairwise result).
    """
    counts: dict[tuple[int, int], float] = {}

    def add(i: int, j: int, amount: float) -> None:
        if amount > 0:
            counts[(i, j)] = counts.get((i, j), 0.0) + amount

    players: dict[int, None] = {}
    for match in club.event_results(event_id):
        sides = match.sides
        for side in sides:
            for p in side.players:
                players.setdefault(p.player_id)
        duel = len(sides) == 2 and all(len(s.players) == 1 and s.score is not None for s in sides)
        if duel:
            (first,), (second,) = sides[0].players, sides[1].players
            add(first.player_id, second.player_id, float(sides[0].score or 0.0))
            add(second.player_id, first.player_id, float(sides[1].score or 0.0))
            continue
        for x in range(len(sides)):
            for y in range(len(sides)):
                if x == y or sides[x].rank > sides[y].rank:
                    continue
                share = 1.0 if sides[x].rank < sides[y].rank else 0.5
                for p in sides[x].players:
                    for q in sides[y].players:
                        add(p.player_id, q.player_id, share)
    if club.db.table("event_logs").exists():
        for pid, in club.db.execute(
            "SELECT DISTINCT p.player_id FROM event_log_players p JOIN event_logs l ON l.id = p.log_id WHERE l.event_id = ?",
            [event_id],
        ):
            players.setdefault(pid)
        for actor, target, n in club.db.execute(
            "SELECT e.actor_id, e.target_id, count(*) FROM event_log_entries e JOIN event_logs l ON l.id = e.log_id "
            "WHERE l.event_id = ? AND e.kind = ? GROUP BY e.actor_id, e.target_id",
            [event_id, FRAG],
        ):
            add(actor, target, float(n))
    ids = list(players)
    index = {pid: n for n, pid in enumerate(ids)}
    a = np.zeros((len(ids), len(ids)), dtype=np.float64)
    for (i, j), amount in counts.items():
        a[index[i], index[j]] += amount
    return ids, a


def event_static_ranking(club: Club, event_id: int, *, min_results: int = 5) -> StaticRanking:
    """Seed 003's least-squares strengths of one event's players from their pairwise results.

    Pairs that never met are skipped (:func:`ratings.static_ranking`).
    Players with fewer than ``min_results`` results against others are left
    out first (the seed: a few 1:0 results otherwise dominate), then the
    largest group of remaining players connected by results is ranked;
    everyone else is listed with the reason.
    """
    if min_results < 1:
        raise LeagueError("The minimum number of results must be at least 1.")
    event = club.event(event_id)
    ids, a = pairwise_results(club, event_id)
    names = {pid: club.player(pid).name for pid in ids}
    met_total = a + a.T
    results = met_total.sum(axis=1)
    unranked: list[UnrankedPlayer] = []
    keep = []
    for n, pid in enumerate(ids):
        count = int(round(results[n]))
        if results[n] == 0:
            unranked.append(UnrankedPlayer(pid, names[pid], 0, "no result against another player"))
        elif results[n] < min_results:
            unranked.append(UnrankedPlayer(pid, names[pid], count, f"only {_results(results[n])} (at least {min_results} needed)"))
        else:
            keep.append(n)
    group = _largest_group(met_total, keep)
    for n in keep:
        if n not in group:
            unranked.append(UnrankedPlayer(ids[n], names[ids[n]], int(round(results[n])),
                                           "no results connecting them to the ranked group"))
    order = sorted(group)
    ranked: list[RankedPlayer] = []
    pairs = 0
    if order:
        sub = a[np.ix_(order, order)]
        strengths = static_ranking(sub)
        sub_met = sub + sub.T
        pairs = int(np.count_nonzero(np.triu(sub_met, 1)))
        rows = sorted(
            zip(order, strengths.tolist()),
            key=lambda item: (-item[1], names[ids[item[0]]].casefold()),
        )
        for rank, (n, strength) in enumerate(rows, start=1):
            k = order.index(n)
            ranked.append(RankedPlayer(rank, ids[n], names[ids[n]], strength, int(round(sub_met[k].sum())),
                                       int(np.count_nonzero(sub_met[k]))))
    unranked.sort(key=lambda u: (-u.results, u.player.casefold()))
    return StaticRanking(event.id, event.name, min_results, ranked, unranked, pairs)


def _results(value: float) -> str:
    shown = f"{value:g}"
    return f"{shown} result" + ("" if value == 1 else "s")


def _largest_group(met: np.ndarray, members: Sequence[int]) -> set[int]:
    """The largest set of ``members`` connected by results among themselves (ties: the first found)."""
    left = set(members)
    best: set[int] = set()
    while left:
        start = min(left)
        group = {start}
        todo = [start]
        while todo:
            i = todo.pop()
            for j in _neighbours(met, i, left):
                if j not in group:
                    group.add(j)
                    todo.append(j)
        left -= group
        if len(group) > len(best):
            best = group
    return best


def _neighbours(met: np.ndarray, i: int, among: Iterable[int]) -> list[int]:
    return [j for j in among if j != i and met[i, j] > 0]
