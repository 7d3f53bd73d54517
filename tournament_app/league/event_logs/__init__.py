"""Game-server event logs (seed 003): reading them (:mod:`.parse`), importing and storing them
(:mod:`.store`), rating them event by event with Elo (:mod:`.rate`), and the static least-squares
ranking of one event (:mod:`.static_ranking`).
"""

from .parse import (
    FORMS,
    FRAG,
    MAX_WORTH,
    SUICIDE,
    TEAMKILL,
    WEIGHTED,
    LogEvent,
    ParsedLog,
    parse_event_log,
)
from .rate import rate_log, replay_with_event_logs
from .static_ranking import (
    RankedPlayer,
    StaticRanking,
    UnrankedPlayer,
    event_static_ranking,
    pairwise_results,
)
from .store import (
    has_event_logs,
    import_event_log,
    in_event_logs,
    merge_event_log_player,
)

__all__ = [
    "FORMS",
    "FRAG",
    "MAX_WORTH",
    "SUICIDE",
    "TEAMKILL",
    "WEIGHTED",
    "LogEvent",
    "ParsedLog",
    "RankedPlayer",
    "StaticRanking",
    "UnrankedPlayer",
    "event_static_ranking",
    "has_event_logs",
    "import_event_log",
    "in_event_logs",
    "merge_event_log_player",
    "pairwise_results",
    "parse_event_log",
    "rate_log",
    "replay_with_event_logs",
]
