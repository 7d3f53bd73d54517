"""Teams: named rosters of players (recorded matches keep their own lineups)."""

from __future__ import annotations

from collections.abc import Sequence

from sqlite_utils.db import NotFoundError as RowNotFound

from ..messages import translate
from .core import ClubCore, new_id, row_id
from .errors import LeagueError, NotFoundError
from .model import Changes, ChangesWithId, Team
from .names import clean_team_name, name_key
from .players import get_player


def add_team(core: ClubCore, name: str, member_ids: Sequence[int] = ()) -> ChangesWithId:
    """Create a named roster (no comma in its name); ``id``: the new team's."""
    name = clean_team_name(name)
    for pid in member_ids:
        get_player(core, pid)
    with core.step(translate("league.teams", "New team {name}").format(name=name)), core.write() as db:
        core.check_free_name("teams", name, "team")
        tid = new_id(
            db.table("teams").insert(
                {"name": name, "name_key": name_key(name), "created_at": core.now(), "archived": 0}
            ).last_pk
        )
        db.table("team_members").insert_all(
            [{"team_id": tid, "player_id": pid} for pid in dict.fromkeys(member_ids)]
        )
    return ChangesWithId(teams=True, id=tid)


def set_team(core: ClubCore, team_id: int, *, name: str | None = None, member_ids: Sequence[int] | None = None) -> Changes:
    """Rename a roster and/or replace its members (recorded matches keep their lineups)."""
    get_team(core, team_id)
    if member_ids is not None:
        for pid in member_ids:
            get_player(core, pid)
    if name is not None:
        name = clean_team_name(name)
    with core.step(translate("league.teams", "Change team {name}").format(name=name) if name
                   else translate("league.teams", "Change team")), core.write() as db:
        if name is not None:
            core.check_free_name("teams", name, "team", exclude_id=team_id)
            db.table("teams").update(team_id, {"name": name, "name_key": name_key(name)})
        if member_ids is not None:
            db.execute("DELETE FROM team_members WHERE team_id = ?", [team_id])
            db.table("team_members").insert_all(
                [{"team_id": team_id, "player_id": pid} for pid in dict.fromkeys(member_ids)]
            )
    return Changes(teams=True)


def archive_team(core: ClubCore, team_id: int, archived: bool = True) -> Changes:
    """Hide a roster from lists (matches that used it keep it)."""
    get_team(core, team_id)
    with core.step(translate("league.teams", "Archive team") if archived else translate("league.teams", "Bring back team")), core.write() as db:
        db.table("teams").update(team_id, {"archived": int(archived)})
    return Changes(teams=True)


def delete_team(core: ClubCore, team_id: int) -> Changes:
    """Delete a roster no recorded match used (archive it otherwise)."""
    team = get_team(core, team_id)
    if core.db.execute("SELECT 1 FROM match_sides WHERE team_id = ? LIMIT 1", [team_id]).fetchone():
        raise LeagueError(translate("league.teams", "Team '{name}' played in recorded matches; archive it instead").format(name=team.name))
    with core.step(translate("league.teams", "Delete team {name}").format(name=team.name)), core.write() as db:
        db.execute("DELETE FROM team_members WHERE team_id = ?", [team_id])
        db.execute("DELETE FROM teams WHERE id = ?", [team_id])
    return Changes(teams=True)


def get_team(core: ClubCore, team_id: int) -> Team:
    """The roster with this id."""
    try:
        row = core.db.table("teams").get([row_id(team_id)])
    except RowNotFound:
        raise NotFoundError(translate("league.teams", "There is no team with id {id}").format(id=team_id)) from None
    members = tuple(
        r[0]
        for r in core.db.execute(
            "SELECT tm.player_id FROM team_members tm JOIN players p ON p.id = tm.player_id "
            "WHERE tm.team_id = ? ORDER BY p.name_key",
            [team_id],
        )
    )
    return Team(row["id"], row["name"], members, bool(row["archived"]))


def find_team(core: ClubCore, name: str) -> Team | None:
    """The roster with this name (case-insensitive), or None."""
    row = core.db.execute("SELECT id FROM teams WHERE name_key = ?", [name_key(name)]).fetchone()
    return get_team(core, row[0]) if row else None


def teams(core: ClubCore, *, include_archived: bool = False) -> list[Team]:
    """All rosters sorted by name."""
    where = "1=1" if include_archived else "archived = 0"
    return [get_team(core, r["id"]) for r in core.db.table("teams").rows_where(where, order_by="name_key")]

