"""The application's use cases: the API every front end calls (ARCHITECTURE.md, league/)."""

from .backups import backups_of, describe_reason, restore_file_from_backup
from .club import DISPLAY_SCALES, EVENT_KINDS, Club, GameInput, display_value, known_systems, placements_from_games, rating_systems
from .csv_io import export_standings, import_players, import_results, write_standings
from ..errors import UserError
from .errors import (
    Cancelled,
    DuplicateNameError,
    ImportFileError,
    InvalidMatchError,
    LeagueError,
    NotFoundError,
    RowProblem,
)
from .names import name_key
from .model import (
    Changes,
    Event,
    HeadToHead,
    HistoryEntry,
    Leaderboard,
    Match,
    MatchSide,
    Player,
    SideInput,
    SidePlayer,
    Standing,
    Team,
)

__all__ = [
    "DISPLAY_SCALES",
    "EVENT_KINDS",
    "Cancelled",
    "Changes",
    "Club",
    "DuplicateNameError",
    "Event",
    "GameInput",
    "HeadToHead",
    "HistoryEntry",
    "ImportFileError",
    "InvalidMatchError",
    "Leaderboard",
    "LeagueError",
    "Match",
    "MatchSide",
    "NotFoundError",
    "Player",
    "RowProblem",
    "SideInput",
    "SidePlayer",
    "Standing",
    "Team",
    "UserError",
    "backups_of",
    "describe_reason",
    "display_value",
    "export_standings",
    "import_players",
    "import_results",
    "known_systems",
    "name_key",
    "placements_from_games",
    "rating_systems",
    "restore_file_from_backup",
    "write_standings",
]
