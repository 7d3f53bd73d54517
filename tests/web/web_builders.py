"""Clubs with a shared event for the companion's tests, and a test client over the app (no socket)."""

from __future__ import annotations

import sqlite3
import warnings
from pathlib import Path

with warnings.catch_warnings():  # Starlette would like httpx2; httpx is what pyproject lists and what works here
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from tournament_app.league import Club, SideInput, companion, night, tournament
from tournament_app.web import Hub, Limits, ThreadGateway, create_app
from stored_rows import rows_of

NAMES = ["Ann <script>alert(1)</script>", "Ben", "Cid & Co", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
BASE = "http://testserver"
ORIGIN = {"origin": BASE}


def club_night(path: Path, *, accept_rule: str = "confirm", allow_checkin: bool = True, absent: int = 0) -> int:
    """A club night with nine players (the last ``absent`` not checked in), two tables, round 1 started, shared."""
    with Club.open(path) as club:
        ids = [club.add_player(name).id for name in NAMES]
        for day in range(1, 6):  # last month's games: ratings and a history for the charts (Ivy's last too)
            for a, b in ((0, 1), (2, 3), (4, 5), (6, 7), (8, day % 8)):
                club.record_match([SideInput([ids[a]], 1), SideInput([ids[b]], 2)], played_at=f"2024-05-0{day}")
        event_id = tournament.create_event(club, "Tuesday <b>night</b>", "club-night", date="2024-06-01").id
        assert event_id is not None
        for player_id in ids[: len(ids) - absent]:
            night.check_in(club, event_id, player_id)
        night.add_table(club, event_id, "1")
        night.add_table(club, event_id, "2")
        night.draw_next_round(club, event_id, "swiss", seed=1)
        night.start_round(club, event_id, 1)
        companion.share_event(club, event_id)
        companion.set_share_rules(club, event_id, accept_rule=accept_rule, allow_checkin=allow_checkin)
    return event_id


def bracket_event(path: Path, fmt: str = "single-elimination") -> int:
    """A knockout of eight players, started, on two tables, shared."""
    with Club.open(path) as club:
        ids = [club.add_player(name).id for name in NAMES[:8]]
        event_id = tournament.create_event(club, "Spring Cup", fmt, date="2024-06-01").id
        assert event_id is not None
        tournament.set_entrants(club, event_id, names=[club.player(i).name for i in ids])
        tournament.start_event(club, event_id)
        night.add_table(club, event_id, "1")
        night.add_table(club, event_id, "2")
        companion.share_event(club, event_id)
    return event_id


class Companion:
    """The app over a thread gateway, with a test client (``BASE`` is the host it answers to)."""

    def __init__(self, path: Path, event_id: int, limits: Limits | None = None) -> None:
        self.path = path
        self.gateway = ThreadGateway(path)
        self.hub = Hub(self.gateway, event_id, limits or Limits(rate=1000, burst=1000))
        self.app = create_app(self.hub, BASE)
        self.client = TestClient(self.app, base_url=BASE, raise_server_exceptions=False, follow_redirects=False)

    @property
    def read(self) -> str:
        return self.hub.snapshot.read_token

    def view(self, page: str = "") -> str:
        return f"/e/{self.read}/{page}"

    def report_urls(self) -> dict[int, str]:
        """Drawn match id -> its first side's report path, for every match waiting or playing."""
        return {drawn: paths[0] for drawn, paths in self.side_urls().items()}

    def side_urls(self) -> dict[int, tuple[str, ...]]:
        """Drawn match id -> its report paths, one per side in the match's order."""
        self.hub.refresh()
        return {drawn: tuple(f"/r/{token}" for token in tokens) for drawn, tokens in self.hub.snapshot.report_links.items()}

    def phone(self, address: str) -> TestClient:
        """Another phone: a test client whose requests come from ``address`` (close it when done)."""
        return TestClient(self.app, base_url=BASE, raise_server_exceptions=False, follow_redirects=False,
                          client=(address, 50000))

    def close(self) -> None:
        self.client.close()
        self.gateway.close()


def source_rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """The rows that only the organizer changes: matches, their sides, ratings, attendance, decisions, the queue."""
    tables = ["players", "events", "entrants", "fixtures", "matches", "match_sides", "match_players", "match_games",
              "ratings", "rating_history", "history_chunks", "attendance", "drawn_matches", "report_decisions",
              "undo_steps", "undo_log"]
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        known = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return {t: rows_of(conn, t) for t in tables if t in known}
    finally:
        conn.close()
