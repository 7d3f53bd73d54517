"""Fixtures of the companion's tests: a shared club night and the app over it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from web_builders import Companion, club_night

from tournament_app.web import ThreadGateway


@pytest.fixture
def night_app(tmp_path: Path) -> Iterator[Companion]:
    """The companion app over a shared club night (confirm rule, check-in by phone allowed, Ivy not here yet)."""
    path = tmp_path / "club.sqlite"
    event_id = club_night(path, absent=1)
    app = Companion(path, event_id)
    try:
        yield app
    finally:
        app.close()


@pytest.fixture
def shared(tmp_path: Path) -> Iterator[tuple[ThreadGateway, int]]:
    """A shared club night and a gateway over it, for a server on a real socket."""
    path = tmp_path / "club.sqlite"
    event_id = club_night(path)
    gateway = ThreadGateway(path)
    try:
        yield gateway, event_id
    finally:
        gateway.close()
