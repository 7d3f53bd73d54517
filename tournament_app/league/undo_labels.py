"""The name of an undo step nobody named: from the league call that made it ("Record match #12").

Front ends name their steps (``Club.step``); a league call made without one
(a script, the command line) is named here after the outermost public league
function on the call stack and its arguments.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from types import FrameType
from typing import Any

from sqlite_utils import Database

from ..store.undo_log import UPDATED, value_columns

#: functions that only carry a step, never name one
_PLUMBING = frozenset({"transaction", "step", "undo", "redo", "__enter__", "__exit__", "<lambda>", "<genexpr>", "<listcomp>"})


def _player(db: Database, player_id: Any) -> str:
    if not isinstance(player_id, int):
        return "a player"
    row = db.execute("SELECT name FROM players WHERE id = ?", [player_id]).fetchone()
    return str(row[0]) if row else f"player {player_id}"


def _old_name(db: Database, player_id: Any) -> str | None:
    """A renamed player's name before this step (its latest logged change)."""
    slot = f"v{value_columns(db, 'players').index('name')}"
    row = db.execute(f"SELECT {slot} FROM undo_log WHERE tbl = 'players' AND op = ? AND rid = ? ORDER BY seq DESC LIMIT 1",
                     [UPDATED, player_id]).fetchone()
    return str(row[0]) if row else None


def _file(path: Any) -> str:
    return Path(str(path)).name


def _name_of(obj: Any) -> str:
    return str(getattr(obj, "name", obj))


Label = Callable[[Mapping[str, Any], Database], str]

#: how the league's data-changing calls name their step, from their local variables
_LABELS: dict[str, Label] = {
    "add_player": lambda v, _db: f"Add player {v['name']}",
    "restore_player": lambda v, _db: f"Restore player {_name_of(v['player'])}",
    "rename_player": lambda v, db: f"Rename {_old_name(db, v['player_id']) or 'player'} to {v['name']}",
    "set_player_club": lambda v, db: f"Set club of {_player(db, v['player_id'])}",
    "archive_player": lambda v, db: f"{'Archive' if v['archived'] else 'Bring back'} {_player(db, v['player_id'])}",
    "delete_player": lambda v, _db: f"Delete player {_name_of(v['player'])}",
    "merge_players": lambda v, _db: f"Merge {_name_of(v['gone'])} into {_name_of(v['keep'])}",
    "add_team": lambda v, _db: f"New team {v['name']}",
    "set_team": lambda v, _db: f"Change team {v['name']}" if v.get("name") else "Change team",
    "archive_team": lambda v, _db: "Archive team" if v["archived"] else "Bring back team",
    "delete_team": lambda v, _db: f"Delete team {_name_of(v['team'])}",
    "new_leaderboard": lambda v, _db: f"New leaderboard {v['name']}",
    "update_leaderboard": lambda v, _db: f"Change settings of {_name_of(v['lb'])}",
    "add_event": lambda v, _db: f"New event {v['name']}",
    "update_event": lambda v, _db: "Change event",
    "delete_event": lambda v, _db: "Delete event",
    "record_match": lambda v, _db: f"Record match #{v['match_id']}",
    "edit_match": lambda v, _db: f"Edit match #{v['match_id']}",
    "delete_match": lambda v, _db: f"Delete match #{v['match_id']}",
    "restore_match": lambda v, _db: f"Restore match #{v['match'].id}",
    "set_initial_rating": lambda v, db: f"Initial rating of {_player(db, v['player_id'])}",
    "clear_initial_rating": lambda v, db: f"Clear initial rating of {_player(db, v['player_id'])}",
    "import_results": lambda v, _db: f"Import {_file(v['path'])}",
    "import_players": lambda v, _db: f"Import players from {_file(v['path'])}",
    "import_event_log": lambda v, _db: f"Import event log {_file(v['path'])}",
    "check_in": lambda v, db: f"Check in {_player(db, v['player_id'])}",
    "mark_away": lambda v, db: f"{_player(db, v['player_id'])} away for a while",
    "mark_gone": lambda v, db: f"{_player(db, v['player_id'])} gone for the night",
    "check_out": lambda v, db: f"Take back the check-in of {_player(db, v['player_id'])}",
    "set_attendance": lambda v, db: f"{_player(db, v['player_id'])}: {v['status']}",
    "add_player_here": lambda v, _db: f"Add {v['name']} and check in",
    "set_draw_mode": lambda v, _db: f"Draw mode {v['mode']}",
    "draw_next_round": lambda v, _db: "Draw next round",
    "discard_round": lambda v, _db: f"Discard round {v['number']}",
    "swap_players": lambda v, db: f"Swap {_player(db, v['player_a'])} and {_player(db, v['player_b'])}",
    "start_round": lambda v, _db: f"Start round {v['number']}",
    "add_table": lambda v, _db: f"Add table {v['name']}",
    "rename_table": lambda v, _db: f"Rename table to {v['name']}",
    "set_table_active": lambda v, _db: "Use table" if v["active"] else "Put table aside",
    "move_table": lambda v, _db: "Move table",
    "fill_tables": lambda v, _db: "Call matches to tables",
    "start_match": lambda v, _db: "Start match",
    "save_result": lambda v, _db: f"Save result of match #{v['match_id']}",
}


def _outermost_league_frame(frame: FrameType | None) -> FrameType | None:
    found = None
    while frame is not None:
        module = str(frame.f_globals.get("__name__", ""))
        name = frame.f_code.co_name
        # the Club facade only delegates: the domain function under it holds the call's locals
        if (module.startswith("tournament_app.league") and not module.endswith(("undo", "undo_labels", "league.club"))
                and not name.startswith("_") and name not in _PLUMBING):
            found = frame
        frame = frame.f_back
    return found


def caller_label(db: Database) -> str:
    """The label of a step made by the league call now on the stack (its outermost public league function)."""
    frame = _outermost_league_frame(sys._getframe(1))
    if frame is None:
        return "Change"
    name = frame.f_code.co_name
    label = _LABELS.get(name)
    if label is not None:
        try:
            return label(frame.f_locals, db)
        except (KeyError, AttributeError, TypeError, ValueError):
            pass  # a local not set yet on this path: the plain name below says enough
    return name.replace("_", " ").capitalize()
