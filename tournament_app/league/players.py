"""Players: adding, renaming, archiving, deleting and merging them, and looking them up.

A player's name is unique by the one name rule (:func:`.names.name_key`) and
holds no comma. Merging moves every result of one player to another and
replays the leaderboards they played on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlite_utils.db import NotFoundError as RowNotFound

from ..messages import translate
from . import rating
from .core import ClubCore, new_id, row_id
from .errors import LeagueError, NotFoundError
from .event_logs.store import in_event_logs, merge_event_log_player
from .model import Changes, ChangesWithId, Player
from .names import clean_club, clean_player_name, name_key


def add_player(core: ClubCore, name: str, club: str | None = None) -> ChangesWithId:
    """Add a player; the name must be new (case-insensitively) and hold no comma (``id``: the new player's)."""
    name = clean_player_name(name)
    home = clean_club(club)
    with core.step(translate("league.players", "Add player {name}").format(name=name)), core.write() as db:
        core.check_free_name("players", name, "player")
        pid = db.table("players").insert(
            {
                "name": name,
                "name_key": name_key(name),
                "club": home,
                "created_at": core.now(),
                "archived": 0,
            }
        ).last_pk
    player_id = new_id(pid)
    return ChangesWithId(players=frozenset({player_id}), id=player_id)


def rename_player(core: ClubCore, player_id: int, name: str) -> Changes:
    """Give a player a new name (no comma in it)."""
    name = clean_player_name(name)
    old = get_player(core, player_id)
    with core.step(translate("league.players", "Rename {old} to {new}").format(old=old.name, new=name)), core.write() as db:
        core.check_free_name("players", name, "player", exclude_id=player_id)
        db.table("players").update(player_id, {"name": name, "name_key": name_key(name)})
    return Changes(players=frozenset({player_id}))


def set_player_club(core: ClubCore, player_id: int, club: str | None) -> Changes:
    """Set or clear the club a player belongs to."""
    home = clean_club(club)
    player = get_player(core, player_id)
    with core.step(translate("league.players", "Set club of {name}").format(name=player.name)), core.write() as db:
        db.table("players").update(player_id, {"club": home})
    return Changes(players=frozenset({player_id}))


def archive_player(core: ClubCore, player_id: int, archived: bool = True) -> Changes:
    """Hide a player from lists and leaderboards (their results stay)."""
    player = get_player(core, player_id)
    with core.step((translate("league.players", "Archive {name}") if archived
                    else translate("league.players", "Bring back {name}")).format(name=player.name)), core.write() as db:
        db.table("players").update(player_id, {"archived": int(archived)})
    return Changes(players=frozenset({player_id}), leaderboards=frozenset(rating.leaderboards_of(core, player_id)))


def delete_player(core: ClubCore, player_id: int) -> Changes:
    """Delete a player who has never played (e.g. added by mistake); archive the others."""
    player = get_player(core, player_id)
    with core.step(translate("league.players", "Delete player {name}").format(name=player.name)), core.write() as db:
        # checked inside the write, so no match of the player can be stored meanwhile (the results keep no
        # foreign key to players): one pass over the results (no index by player; rare), which are the truth
        if db.execute("SELECT 1 FROM match_players WHERE player_id = ? LIMIT 1", [player_id]).fetchone():
            raise LeagueError(translate("league.players", "'{name}' has played matches; archive the player instead").format(
                name=player.name))
        if in_event_logs(db, player_id):
            raise LeagueError(translate("league.players", "'{name}' plays in imported event logs; archive the player instead").format(
                name=player.name))
        db.execute("DELETE FROM team_members WHERE player_id = ?", [player_id])
        # check-ins go too: a new player could get this id again
        db.execute("DELETE FROM attendance WHERE player_id = ?", [player_id])
        db.execute("DELETE FROM initial_ratings WHERE player_id = ?", [player_id])
        db.execute("DELETE FROM players WHERE id = ?", [player_id])
    return Changes(players=frozenset({player_id}), teams=True)


def restore_player(core: ClubCore, player: Player, team_ids: Sequence[int] = ()) -> ChangesWithId:
    """Put back a deleted player with the same id (``id``: the player's)."""
    with core.step(translate("league.players", "Restore player {name}").format(name=player.name)), core.write() as db:
        core.check_free_name("players", player.name, "player")
        db.table("players").insert(
            {
                "id": player.id,
                "name": player.name,
                "name_key": name_key(player.name),
                "club": player.club,
                "created_at": player.created_at,
                "archived": int(player.archived),
            }
        )
        db.table("team_members").insert_all([{"team_id": t, "player_id": player.id} for t in team_ids])
    return ChangesWithId(players=frozenset({player.id}), teams=bool(team_ids), id=player.id)


def teams_of(core: ClubCore, player_id: int) -> list[int]:
    """Ids of the rosters a player belongs to."""
    return [r[0] for r in core.db.execute("SELECT team_id FROM team_members WHERE player_id = ?", [player_id])]


def merge_players(core: ClubCore, keep_id: int, merge_id: int) -> Changes:
    """Move every result of ``merge_id`` to ``keep_id``, delete ``merge_id``, rebuild ratings.

    Refused when the two played against each other (or together) in one match.
    """
    if keep_id == merge_id:
        raise LeagueError(translate("league.players", "Cannot merge a player with themself"))
    keep, gone = get_player(core, keep_id), get_player(core, merge_id)
    core.backup("before-merge")
    replayed = 0
    with core.step(translate("league.players", "Merge {gone} into {kept}").format(gone=gone.name, kept=keep.name)), core.write() as db:
        # checked inside the write, so no match with both can be stored meanwhile (the results' key no longer
        # keeps a player once per match): one pass over keep_id's rows, each match's others found by its key
        clash = db.execute(
            "SELECT a.match_id FROM match_players a JOIN match_players b ON a.match_id = b.match_id "
            "WHERE a.player_id = ? AND b.player_id = ? LIMIT 1",
            [keep_id, merge_id],
        ).fetchone()
        if clash:
            raise LeagueError(translate("league.players", "Cannot merge '{gone}' into '{keep}': both played in match {match}").format(
                gone=gone.name, keep=keep.name, match=clash[0]))
        boards = rating.leaderboards_of(core, merge_id, keep_id)
        db.execute("UPDATE match_players SET player_id = ? WHERE player_id = ?", [keep_id, merge_id])
        db.execute("UPDATE match_games SET player_id = ? WHERE player_id = ?", [keep_id, merge_id])
        db.execute("UPDATE OR IGNORE initial_ratings SET player_id = ? WHERE player_id = ?", [keep_id, merge_id])
        db.execute("DELETE FROM initial_ratings WHERE player_id = ?", [merge_id])
        db.execute(
            "INSERT OR IGNORE INTO team_members (team_id, player_id) "
            "SELECT team_id, ? FROM team_members WHERE player_id = ?",
            [keep_id, merge_id],
        )
        log_boards = merge_event_log_player(db, keep_id, merge_id)
        db.execute("DELETE FROM team_members WHERE player_id = ?", [merge_id])
        db.execute(
            "INSERT OR IGNORE INTO attendance (event_id, player_id, status, arrived_round, updated_at) "
            "SELECT event_id, ?, status, arrived_round, updated_at FROM attendance WHERE player_id = ?",
            [keep_id, merge_id],
        )
        db.execute("DELETE FROM attendance WHERE player_id = ?", [merge_id])
        # the merged player's history rows are rewritten by the replays below (their matches are now keep_id's)
        db.execute("DELETE FROM ratings WHERE player_id = ?", [merge_id])
        db.execute("DELETE FROM players WHERE id = ?", [merge_id])
        for lb in boards:
            first = rating.first_position_of(core, lb, keep_id)
            if first is not None:
                n, _ = rating.replay(core, lb, first, also_affected=[keep_id])
                replayed += n
        for lb in log_boards:  # boards with event logs replay everything, logs included
            n, _ = rating.replay(core, lb, None, also_affected=[keep_id])
            replayed += n
    return Changes(
        players=frozenset({keep_id, merge_id}),
        teams=True,
        leaderboards=frozenset(boards),
        replayed=replayed,
    )


def get_player(core: ClubCore, player_id: int) -> Player:
    """The player with this id (NotFoundError if there is none)."""
    try:
        row = core.db.table("players").get([row_id(player_id)])
    except RowNotFound:
        raise NotFoundError(translate("league.players", "There is no player with id {id}").format(id=player_id)) from None
    return _player(row)


def find_player(core: ClubCore, name: str) -> Player | None:
    """The player with this name (case-insensitive), or None."""
    rows = list(core.db.table("players").rows_where("name_key = ?", [name_key(name)]))
    return _player(rows[0]) if rows else None


def players(core: ClubCore, search: str = "", *, include_archived: bool = False) -> list[Player]:
    """Players sorted by name, optionally filtered by a part of the name."""
    where = ["1=1"]
    params: list[Any] = []
    if not include_archived:
        where.append("archived = 0")
    if search.strip():
        where.append("instr(name_key, ?) > 0")
        params.append(name_key(search))
    return [
        _player(r)
        for r in core.db.table("players").rows_where(" AND ".join(where), params, order_by="name_key")
    ]


def player_count(core: ClubCore) -> int:
    """How many players (archived included) the club has."""
    return int(core.db.execute("SELECT count(*) FROM players").fetchone()[0])


def _player(row: Mapping[str, Any]) -> Player:
    return Player(row["id"], row["name"], row["club"], bool(row["archived"]), row["created_at"])

