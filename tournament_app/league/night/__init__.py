"""Running a club night: check-in, balanced draws, tables and the queue of matches.

Two layers. The draw itself is pure (:mod:`.draw`: :func:`draw_round`,
:func:`draw_rounds`, re-exported here): players are any hashable keys, ratings
and the leaderboard's rating model come in, drawn matches come out; nothing
touches a database, so the ``draw`` command and the tests use it directly.
The use cases in this package keep a night in the club
file (migration ``0005_club_night``): who is present, the tables, the rounds
drawn and their matches moving through the queue
(queued → called → playing → finished). Every write is one transaction.

Modes (:data:`MODES`):

* ``dyp``: draw your partner (:mod:`.dyp`): pairs are drawn once and kept
  all night, the strongest with the weakest, so that every pair is about
  as strong. Late arrivals are paired the same way among themselves; one
  left over pairs with the next late arrival and until then plays with a
  stand-in (a player whose partner sits out or is away, for that round
  only). Sitting out goes in turn. Pairs meet pairs, as evenly as the
  model predicts.
* ``rotating``: new partners every round, individual standings (Monster DYP,
  Supermêlée). Teams of two and who meets whom are chosen together.
* ``swiss``: one against one, Swiss rules of :func:`seeding.swiss_pairings`
  on the night's points, no rematches.
* ``round-robin``: one against one, rounds of the circle method
  (:func:`seeding.round_robin`) over the players present, the unplayed round
  with the most even chances first.

Skill balance and sitting out: see :mod:`.draw`.

The modules, by job: :mod:`.draw` (the pure draw), :mod:`.dyp` (fixed
pairs), :mod:`.rounds` (drawn rounds as plain values), :mod:`.values`
(what is read back from the file), :mod:`.reading` (attendance, rounds,
tables, the queue), :mod:`.checkin`, :mod:`.round_steps` (draw, discard,
swap, start), :mod:`.tables_queue` (tables and the queue), :mod:`.results`
(results at the tables, the night's standings), :mod:`.state`
(everything the screens show). Every call that changes the night is one
undo step and returns :class:`~tournament_app.league.model.Changes` (with
the new row's ``id``: a table's, a round's, a recorded match's). Front ends use this package's names:
``from tournament_app.league import night`` then ``night.check_in(...)``.
"""

from __future__ import annotations

from .checkin import add_player_here, check_in, check_out, mark_away, mark_gone, set_attendance, set_draw_mode
from .draw import MODE_NAMES, MODE_TITLES, MODES, TEAM_SIZE, Draw, PastRound, draw_round, draw_rounds, rounds_as_dict
from .dyp import DYP_RULE, DYP_TITLE, stand_in_notes
from .reading import attendance, draw_mode, event_rounds, find_round, get_round, night_rounds, present_count, queue, tables
from .results import night_scores, night_standings, save_result, start_match
from .round_steps import discard_round, draw_for_names, draw_next_round, start_round, swap_players
from .rounds import DrawnMatch, DrawnRound
from .state import NightState, night_state
from .tables_queue import add_table, carry_tables, fill_tables, move_table, rename_table, room_tables, set_table_active
from .values import ATTENDANCE_STATUSES, MATCH_STATUSES, Attendee, NightLine, NightMatch, NightRound, NightTable

__all__ = [
    "ATTENDANCE_STATUSES",
    "DYP_RULE",
    "DYP_TITLE",
    "DrawnMatch",
    "DrawnRound",
    "MATCH_STATUSES",
    "MODES",
    "MODE_NAMES",
    "MODE_TITLES",
    "TEAM_SIZE",
    "Attendee",
    "Draw",
    "NightLine",
    "NightMatch",
    "NightRound",
    "NightState",
    "NightTable",
    "PastRound",
    "add_player_here",
    "add_table",
    "carry_tables",
    "attendance",
    "check_in",
    "check_out",
    "discard_round",
    "draw_mode",
    "draw_for_names",
    "draw_next_round",
    "draw_round",
    "draw_rounds",
    "event_rounds",
    "fill_tables",
    "find_round",
    "get_round",
    "mark_away",
    "mark_gone",
    "move_table",
    "night_rounds",
    "night_scores",
    "night_standings",
    "night_state",
    "present_count",
    "queue",
    "rename_table",
    "room_tables",
    "rounds_as_dict",
    "save_result",
    "set_attendance",
    "set_draw_mode",
    "set_table_active",
    "stand_in_notes",
    "start_match",
    "start_round",
    "swap_players",
    "tables",
]
