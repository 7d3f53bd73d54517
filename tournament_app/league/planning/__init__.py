"""Running the next event from the ratings: seeding, brackets, pools, Swiss, predictions, fair teams, matchmaking.

Thin use cases over a :class:`~tournament_app.league.club.Club`: they read
ratings and results, call the pure combinatorics of
:mod:`.seeding` and :mod:`.groupings`, and ask the leaderboard's own rating
model for every probability. Nothing here writes to the database; results
of the games they propose are recorded with :meth:`Club.record_match`.

Match quality (:func:`match_quality`) is ``k × min(p)`` for a match of k
sides with win probabilities p: 1 for perfectly even chances, 0 when some
side cannot win. For two sides it is exactly ``1 − |p₁ − p₂|`` (a 30%
underdog gives 0.6). None of our rating models predicts draws, so every
``draw_probability`` is ``None``; a model that offers ``predict_draw(teams)``
would be used.

The modules, by job: :mod:`.values` (what planning returns),
:mod:`.predictions`, :mod:`.entrants` (players and rosters with their
ratings), :mod:`.brackets` (seeding, brackets, pools, the seed list's
export), :mod:`.swiss`, :mod:`.team_balance`, :mod:`.matchmaking`; the pure
combinatorics, which never read the club: :mod:`.seeding` (brackets, club
separation, pools, round robin, Swiss) and :mod:`.groupings` (fair teams,
similar-strength pairs). Front ends use this package's names:
``from tournament_app.league import planning`` then ``planning.seed_entrants(...)``.
"""

from __future__ import annotations

from .brackets import export_seeds, make_bracket, round_robin_pools, seed_entrants, write_seed_csv, write_seed_names
from .entrants import entrants_by_id, rated_players, rated_teams, ratings_as_seeded, resolve_entrants, top_entrants
from .matchmaking import opponents_in_window, pair_waiting, tonights_pairings
from .predictions import draw_probability, match_quality, predict
from .swiss import event_pairings, event_scores, swiss_next_round
from .team_balance import balance
from .values import (
    DEFAULT_WINDOW,
    SEED_KEY_TITLES,
    SEED_KEYS,
    Balance,
    BalancedTeam,
    Bracket,
    BracketMatch,
    Entrant,
    Opponent,
    Pairing,
    Pool,
    Prediction,
    ProposedMatch,
    Seed,
    SeedList,
    SwissLine,
    SwissRound,
)

__all__ = [
    "DEFAULT_WINDOW",
    "SEED_KEYS",
    "SEED_KEY_TITLES",
    "Balance",
    "BalancedTeam",
    "Bracket",
    "BracketMatch",
    "Entrant",
    "Opponent",
    "Pairing",
    "Pool",
    "Prediction",
    "ProposedMatch",
    "Seed",
    "SeedList",
    "SwissLine",
    "SwissRound",
    "balance",
    "draw_probability",
    "entrants_by_id",
    "export_seeds",
    "event_pairings",
    "event_scores",
    "make_bracket",
    "match_quality",
    "opponents_in_window",
    "pair_waiting",
    "predict",
    "rated_players",
    "rated_teams",
    "ratings_as_seeded",
    "resolve_entrants",
    "round_robin_pools",
    "seed_entrants",
    "swiss_next_round",
    "tonights_pairings",
    "top_entrants",
    "write_seed_csv",
    "write_seed_names",
]
