"""The bounds of the numbers a person gives the league: an event's options, a season's, a draw's.

Every number is checked here, whoever typed it (a dialog or the command
line): a whole number within its range, never replaced by a default
behind the person's back. Zero and negative numbers are refused where they
make no sense. A refusal is an :class:`OptionError` that names the setting in
words and carries its key, so the command line can name its own option
(``--pool-size``). The bounds are far above any club's use and low enough
that no typo of many digits is stored or run.

A result's scores have their bound in :mod:`.result_rule`; a rating
system's parameters theirs in the rating models (``param_ranges``).
"""

from __future__ import annotations

import numbers

from ..messages import MessageText, Text, translate
from .errors import LeagueError

#: Swiss rounds, and a club night draw's rounds (a round robin of 100 entrants plays 99)
MAX_ROUNDS = 99
#: the entrants of one pool of a pools-then-knockout
MAX_POOL_SIZE = 64
#: the tables of a club night draw
MAX_TABLES = 1000
#: the points of one place on a season's scale
MAX_SEASON_POINTS = 1_000_000
#: how many of a player's best events count in a season
MAX_BEST = 999
#: the games a player needs to be listed in a leaderboard
MAX_MIN_GAMES = 1_000_000


class OptionError(LeagueError):
    """A number out of its range; ``option`` is the setting's key ("rounds", "pool_size"...)."""

    def __init__(self, message: MessageText, option: str) -> None:
        super().__init__(message)
        self.option = option


#: each setting's refusal, a whole sentence with {low}, {high} and {value}
_OUT_OF_RANGE: dict[str, Text] = {
    "rounds": translate("league.limits", "The number of rounds must be a whole number from {low} to {high}, not {value}."),
    "pool_size": translate("league.limits", "A pool holds from {low} to {high} entrants, not {value}."),
    "advance": translate("league.limits", "From each pool {low} to {high} entrants can go on (at most the pool size), not {value}."),
    "tables": translate("league.limits", "The number of tables must be a whole number from {low} to {high}, not {value}."),
    "best": translate("league.limits", "The number of events that count must be a whole number from {low} to {high}, not {value}."),
    "min_games": translate("league.limits", "The least number of games must be a whole number from {low} to {high}, not {value}."),
}


def whole_number(value: object, option: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; else :class:`OptionError` saying the range."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not low <= int(value) <= high:
        shown = str(value) if len(str(value)) <= 30 else str(value)[:30] + "…"
        raise OptionError(_OUT_OF_RANGE[option].format(low=f"{low:,}", high=f"{high:,}", value=shown), option)
    return int(value)
