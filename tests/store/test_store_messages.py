"""The database file's messages are marked (issue 19): a front end's speaker says them, in English with none."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from speakers import tagged

from tournament_app import messages
from tournament_app.messages import translate
from tournament_app.store import NotOurDatabaseError
from tournament_app.store.database import inspect_file
from tournament_app.store.errors import DiskFullError, write_error


def test_a_file_that_is_not_ours_is_said_by_the_speaker(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("shopping list", encoding="utf-8")
    with pytest.raises(NotOurDatabaseError) as caught:
        inspect_file(path)
    english = "The file notes.sqlite is not a tournament-app database (it is not an SQLite file at all)."
    assert str(caught.value) == english
    with messages.speaking(tagged):
        assert str(caught.value) == "[store.database] " + english


def test_a_full_disk_says_what_could_not_be_done_in_the_same_language() -> None:
    full = write_error(OSError(errno.ENOSPC, "No space left on device"), "club.sqlite")
    assert isinstance(full, DiskFullError)
    assert str(full).startswith("Could not save the change: the disk holding club.sqlite is full. Nothing was changed;")
    with messages.speaking(tagged):
        assert str(full).startswith("[store.errors] Could not [store.errors] save the change: the disk holding club.sqlite")
    undo = write_error(OSError(errno.EROFS, "Read-only file system"), "club.sqlite", translate("league.core", "undo"))
    assert str(undo).startswith("Could not undo: club.sqlite is read-only")
    with messages.speaking(tagged):
        assert str(undo).startswith("[store.errors] Could not [league.core] undo: club.sqlite is read-only")
