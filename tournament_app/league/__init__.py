"""The application's use cases: the API every front end calls (docs/architecture.md, league/)."""

from .backups import backups_of, describe_reason, restore_file_from_backup
from .club import (
    DISPLAY_SCALES,
    EVENT_KINDS,
    Club,
    GameInput,
    display_decimals,
    display_value,
    known_systems,
    placements_from_games,
    rating_systems,
)
from .csv_io import export_standings, import_players, import_results, neutralise, write_csv_row, write_standings
from .evaluation import Evaluation, evaluate
from .event_logs import RankedPlayer, StaticRanking, UnrankedPlayer, event_static_ranking, import_event_log
from .expectation import glicko_expectation
from .global_ranking import GlobalRanking, GlobalStanding, rank_globally
from .inactivity import IdleDecay, current_standings
from .match_entry import later_matches
from .standings import StandingsTable
from ..errors import UserError
from ..ratings import Rating, RatingError, format_glicko, glicko_interval
from ..store import (
    Backup,
    NewerVersionError,
    ReadOnlyDatabaseError,
    StoreError,
    backup_folder,
    default_database_path,
    list_backups,
)
from ..store.database import data_dir
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
from . import night, planning
from .undo import MAX_STEPS, UNDO, StepInfo, UndoError, UndoResult
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
    "RankedPlayer",
    "StaticRanking",
    "UnrankedPlayer",
    "event_static_ranking",
    "import_event_log",
    "Evaluation",
    "GlobalRanking",
    "GlobalStanding",
    "IdleDecay",
    "StandingsTable",
    "current_standings",
    "evaluate",
    "glicko_expectation",
    "rank_globally",
    "later_matches",
    "neutralise",
    "write_csv_row",
    "Backup",
    "NewerVersionError",
    "Rating",
    "RatingError",
    "ReadOnlyDatabaseError",
    "StoreError",
    "backup_folder",
    "data_dir",
    "default_database_path",
    "format_glicko",
    "glicko_interval",
    "list_backups",
    "MAX_STEPS",
    "UNDO",
    "StepInfo",
    "UndoError",
    "UndoResult",
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
    "display_decimals",
    "display_value",
    "export_standings",
    "import_players",
    "import_results",
    "known_systems",
    "name_key",
    "night",
    "planning",
    "placements_from_games",
    "rating_systems",
    "restore_file_from_backup",
    "write_standings",
]
