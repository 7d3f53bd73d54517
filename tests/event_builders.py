"""Clubs with an event played part of the way or to the end, through the league API (for presenter and print tests)."""

from __future__ import annotations

import random
from pathlib import Path

from tournament_app.league import Club, LeagueError, night, tournament


def entrant_names(n: int) -> list[str]:
    """Player 01, Player 02, ... (seeded in this order: :func:`rated_in_order` gives them ratings so)."""
    return [f"Player {i:02d}" for i in range(1, n + 1)]


def rated_in_order(club: Club, names: list[str]) -> None:
    """Start these players on the club's first leaderboard at ratings falling in the order given.

    Nobody has played yet: without ratings, unrated entrants are seeded by drawing lots; with these,
    the seeds follow the list (a test that wants to know who meets whom).
    """
    leaderboard = club.leaderboard(None).id
    for n, name in enumerate(names):
        player = club.find_player(name)
        assert player is not None
        club.set_initial_rating(leaderboard, player.id, 40.0 - n, 1.0)


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
        rated_in_order(club, entrant_names(n))
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


#: a round robin of four whose results tie 1 and 2 on points (2 beat 1) and 3 and 4 (4 beat 3): (winner, loser)
TIED_ROUND_ROBIN = [("Ann", "Dan"), ("Cid", "Ben"), ("Dan", "Cid"), ("Ben", "Ann"), ("Ben", "Dan"), ("Ann", "Cid")]


def tied_round_robin(path: Path, tiebreaks: tuple[str, ...] = ("direct-encounter", "games-won")) -> int:
    """A round robin of Ann, Ben, Cid and Dan played to the end: Ben 2 (beat Ann), Ann 2, Dan 1 (beat Cid), Cid 1.

    The results are given by name, whatever the seeding; returns the event's id.
    """
    with Club.open(path) as club:
        with club.transaction():
            for name in ("Ann", "Ben", "Cid", "Dan"):
                club.add_player(name)
        event_id = tournament.create_event(club, "Tied Cup", "round-robin", date="2024-06-01",
                                           settings=tournament.Settings(tiebreaks=tiebreaks)).id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=["Ann", "Ben", "Cid", "Dan"])
        tournament.start_event(club, event_id)
        left = list(TIED_ROUND_ROBIN)
        while left:
            view = tournament.event_view(club, event_id)
            ready = [m for m in view.matches if m.status == "ready"]
            if not ready:
                tournament.next_round(club, event_id)
                continue
            for match in ready:
                a, b = match.entrants
                result = next(r for r in left if set(r) == {a, b})
                left.remove(result)
                tournament.report_result(club, event_id, match.id, [1, 2] if result[0] == a else [2, 1])
    return event_id
