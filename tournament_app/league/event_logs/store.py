"""Importing an event log into a leaderboard and the stored logs' players (tables ``event_logs``,
``event_log_entries``, ``event_log_players``).

A log is stored as imported with its events resolved to player ids and its
players and teams; ratings stay derived (:mod:`.rate`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sqlite_utils import Database

from ...messages import translate
from ...ratings import Elo
from ...store import now_text
from ..dates import now_moment
from ..errors import ImportFileError, LeagueError, RowProblem, message_of
from ..model import ChangesWithId
from ..names import EVENT_NAME, clean_name, clean_player_name, name_key
from ..replay import CancelledFn, ProgressFn
from .parse import ParsedLog, parse_event_log
from .rate import replay_with_event_logs

if TYPE_CHECKING:
    from ..club import Club


def _new_names_with_commas(club: Club, log: ParsedLog) -> list[RowProblem]:
    """A problem for each new player whose name holds a comma (names already in the club may)."""
    out = []
    for name in log.players():
        if "," in name and club.find_player(name) is None:
            line, column = log.positions[name_key(name)]
            try:
                clean_player_name(name)
            except LeagueError as exc:
                out.append(RowProblem(line, column, message_of(exc)))
    return out


def _event_name(path: Path) -> str:
    """The event a log is filed under: the file's name without its extension, if that can be a name."""
    try:
        return clean_name(path.stem, EVENT_NAME)
    except LeagueError:
        # the new event's stored name, in the language of whoever imports the log
        return str(translate("league.event_logs.store", "Event log"))

def import_event_log(
    club: Club,
    source: str | Path,
    leaderboard_id: int | None = None,
    *,
    text: str | None = None,
    event_id: int | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelledFn | None = None,
) -> ChangesWithId:
    """Import an event log into an Elo leaderboard and rate it (``count``: its events rated, ``id``: the log's).

    ``source`` is the file (read unless ``text`` is given; its name names
    the log and the new event it is filed under, unless ``event_id`` is
    given). Unknown players are added. One transaction: a bad line, an
    error or a cancel leaves the club unchanged.
    """
    path = Path(source)
    lb = club.leaderboard(leaderboard_id)
    model = club.rating_model(lb.id)
    if not isinstance(model, Elo):
        raise LeagueError(translate(
            "league.event_logs.store",
            "Event logs are rated with Elo (seed 003), but the leaderboard '{leaderboard}' uses {system}; "
            "choose an Elo leaderboard or change this one's rating system.",
        ).format(leaderboard=lb.name, system=model.title))
    if text is None:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            raise ImportFileError(path.name, [RowProblem(0, None, translate(
                "league.event_logs.store", "The file is not UTF-8 text (save it as UTF-8)."))]) from None
        except OSError as exc:
            raise LeagueError(translate("league.event_logs.store", "The app can't read {name}: {error}.").format(
                name=path.name, error=exc.strerror or exc)) from None
    try:
        log = parse_event_log(text)
    except ImportFileError as exc:
        raise exc.for_file(path.name) from None
    commas = _new_names_with_commas(club, log)
    if commas:
        raise ImportFileError(path.name, commas)
    played_at = log.played_at or now_moment()
    if event_id is not None and club.event(event_id).leaderboard_id != lb.id:
        raise LeagueError(translate("league.event_logs.store", "The event belongs to another leaderboard."))
    club.backup("before-import")
    with club.step(translate("league.event_logs.store", "Import event log {name}").format(name=path.name)), club.transaction():
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
                    "imported_at": now_text(),
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
    return ChangesWithId(
        players=frozenset(touched | set(ids.values())),
        leaderboards=frozenset({lb.id}),
        events=frozenset({event_id}),
        count=len(log.events),
        id=log_id,
    )


def _new_id(pk: object) -> int:
    """The id of a row just inserted."""
    if not isinstance(pk, int):
        raise LeagueError(translate(
            "league.event_logs.store", "The database gave no id for the new event log (got {pk!r}).").format(pk=pk))
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
        raise LeagueError(translate(
            "league.event_logs.store", "These players can't be merged: both played in the event log '{log}'.",
        ).format(log=clash[0]))
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
