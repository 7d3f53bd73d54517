"""A shared club night for the browser tests, built once per module and copied for each test, and its server."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from tournament_app.league import Club, SideInput, companion, night, tournament
from tournament_app.web import CompanionServer, ThreadGateway

#: names come from people: markup must show as text, and a long name must not widen a phone's page
NAMES = ["Ann <script>alert(1)</script>", "Ben <img src=x onerror=alert(2)>", "Cid & Co", "Dan",
         "Eve", "Fay", "Maximiliane Wolkenstein-Oberhausen", "Hal"]
EVENT_NAME = "Tuesday <b>night</b>"


def build_club_night(path: Path) -> int:
    """A club night with eight players checked in, two tables, round 1 started (two matches playing), shared."""
    with Club.open(path) as club:
        ids = [club.add_player(name).id for name in NAMES]
        for day in range(1, 4):  # earlier games: ratings, a history for the players' charts
            for a, b in ((0, 1), (2, 3), (4, 5), (6, 7)):
                club.record_match([SideInput([ids[a]], 1), SideInput([ids[b]], 2)], played_at=f"2024-05-0{day}")
        event_id = tournament.create_event(club, EVENT_NAME, "club-night", date="2024-06-01").id
        assert event_id is not None
        for player_id in ids:
            night.check_in(club, event_id, player_id)
        night.add_table(club, event_id, "1")
        night.add_table(club, event_id, "2")
        night.draw_next_round(club, event_id, "swiss", seed=1)
        night.start_round(club, event_id, 1)
        companion.share_event(club, event_id)
    return event_id


@dataclass
class Served:
    """A copy of the club night served on 127.0.0.1 (a free port) through a headless gateway."""

    path: Path
    event_id: int
    gateway: ThreadGateway
    server: CompanionServer

    @property
    def view(self) -> str:
        """The tables page's URL with the read token ("http://127.0.0.1:PORT/e/TOKEN/")."""
        return str(self.server.urls["view"])

    @property
    def reports(self) -> dict[int, str]:
        """Drawn match id -> its first side's report URL, for every match waiting or playing."""
        return {drawn: links[0] for drawn, links in self.side_reports.items()}

    @property
    def side_reports(self) -> dict[int, list[str]]:
        """Drawn match id -> its report URLs, one per side in the match's order."""
        reports = self.server.urls["reports"]
        assert isinstance(reports, dict)
        return reports

    def playing(self) -> list[int]:
        """The drawn ids of the matches on a table now (as the snapshot has them)."""
        return [board.drawn_id for board in self.server.hub.snapshot.playing]

    def stop(self) -> None:
        self.server.stop()
        self.gateway.close()


def serve_copy(template: Path, folder: Path, event_id: int) -> Served:
    """Copy the club file into ``folder`` and serve its event (stop it with :meth:`Served.stop`)."""
    path = folder / "club.sqlite"
    shutil.copyfile(template, path)
    gateway = ThreadGateway(path)
    server = CompanionServer(gateway, event_id, "127.0.0.1", 0)
    try:
        server.start()
    except BaseException:
        gateway.close()
        raise
    return Served(path, event_id, gateway, server)
