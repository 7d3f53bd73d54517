"""Events played out: formats, entrants, brackets, Swiss and round robin rounds, pools, results and standings.

Two layers, as in the night package. The pure parts take seeds (1 = best)
and results and return plain values: :mod:`.elimination` and
:mod:`.double_elimination` (brackets, byes, routing, placements),
:mod:`.schedules` (round robin and Swiss rounds), :mod:`.tiebreaks` and
:mod:`.score_tables` (tables, crosstables), :mod:`.pools` (snake pools and
the knockout's seeding from them). The stored parts keep an event in the
club file (migration ``0009_tournaments``): :mod:`.setup` (format, options,
entrants), :mod:`.play` (start, next round, the queue and final standings
kept in step), :mod:`.report` (results and corrections), :mod:`.views`
(what the screens show), :mod:`.placings` (final placements for seasons).
Results are the truth: the bracket is derived from the seeds and the
recorded matches (:mod:`.progress`). Front ends use this package's names:
``from tournament_app.league import tournament`` then
``tournament.start_event(club, event_id)``.
"""

from __future__ import annotations

from typing import cast

from ..club import Club
from ..core import ClubCore
from . import dutch, trf
from .placings import Placing, final_placings
from .play import finish_now, next_round, start_event, sync_for_matches, total_rounds
from .report import (
    LaterMatchesPlayed,
    clear_results,
    record_table_result,
    report_result,
)
from .score_tables import crosstable
from .setup import (
    DEFAULT_TIEBREAKS,
    ENDED_EARLY,
    EntrantRow,
    EventSetup,
    Settings,
    check_settings,
    create_event,
    event_setup,
    most_swiss_rounds,
    parse_tiebreaks,
    set_entrants,
    set_format,
)
from .standings import StandingLine
from .values import FORMAT_TITLES, KNOCKOUT_FORMATS, TIEBREAKS, pool_title
from .views import EventView, FixtureView, event_crosstable, event_view, seed_ratings

# a match edited, deleted or restored anywhere (the match form, undo) re-routes its event's bracket
ClubCore.follow_match_changes(lambda core, ids: sync_for_matches(cast(Club, core), sorted(ids)))

__all__ = [
    "DEFAULT_TIEBREAKS",
    "ENDED_EARLY",
    "FORMAT_TITLES",
    "KNOCKOUT_FORMATS",
    "TIEBREAKS",
    "EntrantRow",
    "EventSetup",
    "EventView",
    "FixtureView",
    "LaterMatchesPlayed",
    "Placing",
    "Settings",
    "StandingLine",
    "check_settings",
    "clear_results",
    "create_event",
    "crosstable",
    "event_crosstable",
    "event_setup",
    "event_view",
    "seed_ratings",
    "final_placings",
    "finish_now",
    "most_swiss_rounds",
    "next_round",
    "parse_tiebreaks",
    "pool_title",
    "record_table_result",
    "report_result",
    "set_entrants",
    "set_format",
    "start_event",
    "total_rounds",
]
