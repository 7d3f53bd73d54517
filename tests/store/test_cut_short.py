"""A club file cut short (a copy that stopped early, a full USB stick) is refused as damaged (issue 14).

SQLite reads a page that the file ends inside of as zeros, and ``quick_check``
does not notice: before, a file one byte short opened, took an import, and
had one stored value silently changed.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from tournament_app.gui.backups.backups_dialog import can_offer_restore
from tournament_app.league import Club, SideInput
from tournament_app.store import NotOurDatabaseError, StoreError, open_database, replace_file_from_backup, verify_file


def _state(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*")) if p.is_file()}


def _club_with_a_backup(path: Path) -> Path:
    """A closed club file of a few pages, and one backup of it; returns the backup."""
    with Club.open(path) as club:
        for n in range(40):
            club.record_match([SideInput([f"Player {n}"], 1), SideInput([f"Player {n + 1}"], 2)],
                              create_players=True, played_at=f"2024-05-{1 + n % 28:02d}")
        backup = club.backup("manual")
    assert backup is not None and not Path(f"{path}-wal").exists()
    return backup


@pytest.mark.parametrize("cut", [1, 7, 4095])
def test_a_file_cut_short_inside_a_page_is_refused_untouched_with_a_restore_offer(db_path: Path, cut: int) -> None:
    backup = _club_with_a_backup(db_path)
    data = db_path.read_bytes()
    db_path.write_bytes(data[:-cut])
    before = _state(db_path.parent)
    with pytest.raises(NotOurDatabaseError) as info:
        Club.open(db_path)
    message = str(info.value)
    assert message.startswith("The file club.sqlite is damaged: it is cut short")
    assert "Restore a backup." in message
    assert _state(db_path.parent) == before, "a refused file is left as it was, nothing added beside it"
    # The app offers the backups for it, as for any damaged file, and the restore works.
    assert can_offer_restore(db_path, info.value)
    replace_file_from_backup(db_path, backup)
    with Club.open(db_path) as club:
        assert club.match_count() == 40


def test_a_file_missing_whole_pages_at_the_end_is_refused(db_path: Path) -> None:
    _club_with_a_backup(db_path)
    data = db_path.read_bytes()
    page = int.from_bytes(data[16:18], "big")
    db_path.write_bytes(data[: len(data) - page])
    with pytest.raises(NotOurDatabaseError, match=r"cut short \(\d+ of its \d+ pages\)"):
        open_database(db_path)


def test_a_cut_short_backup_is_refused_before_it_is_restored(db_path: Path) -> None:
    backup = _club_with_a_backup(db_path)
    backup.write_bytes(backup.read_bytes()[:-1])
    with pytest.raises(StoreError, match="cut short"):
        verify_file(backup)


def test_a_club_held_open_elsewhere_with_changes_in_its_wal_still_opens(db_path: Path) -> None:
    _club_with_a_backup(db_path)
    with Club.open(db_path) as first:
        first.record_match([SideInput(["Late"], 1), SideInput(["Later"], 2)], create_players=True, played_at="2024-06-01")
        assert Path(f"{db_path}-wal").stat().st_size > 0
        with Club.open(db_path) as second:
            assert second.match_count() == 41
