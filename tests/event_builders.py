"""Clubs with an event played part of the way or to the end, through the league API (for presenter and print tests)."""

from __future__ import annotations

import random
from pathlib import Path

from tournament_app.league import Club, LeagueError, night, tournament


def entrant_names(n: int) -> list[str]:
    """Player 01, Player 02, ... (seeded in this order: nobody has a rating yet)."""
    return [f"Player {i:02d}" for i in range(1, n + 1)]


def played_event(path: Path, fmt: str, n: int, *, results: int | None = None, seed: int = 1, name: str = "Spring Cup",
                 settings: tournament.Settings | None = None, tables: int = 0) -> int:
    """A club file with ``n`` players in an event of format ``fmt``, started, with ``results`` results (None: to the end).

    Results are random (the lower seed wins 2 times out of 3); Swiss and round robin rounds are drawn as
    they end; with ``tables`` the ready matches are called to that many tables. Returns the event's id.
    """
    rng = random.Random(seed)
    with Club.open(path) as club:
        with club.transaction():
            for player in entrant_names(n):
                club.add_player(player)
        event_id = tournament.create_event(club, name, fmt, date="2024-06-01", settings=settings).id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=entrant_names(n))
        tournament.start_event(club, event_id)
        for table in range(1, tables + 1):
            night.add_table(club, event_id, str(table))
        played = 0
        while results is None or played < results:
            view = tournament.event_view(club, event_id)
            ready = [m for m in view.matches if m.status in ("ready", "playing")]
            if not ready:
                if view.finished:
                    break
                try:
                    tournament.next_round(club, event_id)
                except LeagueError:
                    break
                continue
            match = ready[0]
            a, b = match.entrants
            favourite = 0 if (a or "") < (b or "") else 1
            first = favourite if rng.random() < 2 / 3 else 1 - favourite
            tournament.report_result(club, event_id, match.id, [1, 2] if first == 0 else [2, 1])
            played += 1
    return event_id
