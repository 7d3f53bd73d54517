"""Looking a row up by id: a missing row is NotFoundError; a failing disk is never mistaken for one."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from sqlite_utils.db import Table

from tournament_app.league import Club, NotFoundError


@pytest.mark.parametrize("lookup", ["player", "team", "event", "match"])
def test_a_missing_row_is_not_found(club: Club, lookup: str) -> None:
    with pytest.raises(NotFoundError, match=f"There is no {lookup} with id 999"):
        getattr(club, lookup)(999)


@pytest.mark.parametrize("lookup", ["player", "team", "event", "match"])
def test_a_disk_error_is_not_turned_into_there_is_no(club: Club, lookup: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(_self: Any, _pk: Any) -> Any:
        raise sqlite3.DatabaseError("disk I/O error")

    monkeypatch.setattr(Table, "get", broken)
    with pytest.raises(sqlite3.DatabaseError, match="disk I/O error"):
        getattr(club, lookup)(1)
