"""Backups of a club file, also when the file itself cannot be opened.

:meth:`Club.backups` and :meth:`Club.restore_backup` work on an open club.
When a file cannot be opened at all (damaged, truncated...), a front end
offers these instead: list the file's automatic backups and put one in its
place, keeping the file that could not be opened beside it.
"""

from __future__ import annotations

from pathlib import Path

from ..messages import MessageText, Text, translate
from ..store import Backup, list_backups, replace_file_from_backup

#: what each automatic backup was made before, for people
REASONS: dict[str, Text] = {
    "before-import": translate("league.backups", "before an import"),
    "before-merge": translate("league.backups", "before merging two players"),
    "before-merge-club": translate("league.backups", "before merging another club file"),
    "before-recompute": translate("league.backups", "before re-rating (recompute or new rating settings)"),
    "before-delete": translate("league.backups", "before deleting a match"),
    "before-migration": translate("league.backups", "before updating the file to a newer app version"),
    "before-restore": translate("league.backups", "before restoring a backup (restore this one to undo that)"),
}


def reason_text(reason: str) -> MessageText:
    """``"before-import"`` -> ``"before an import"``, said when shown (unknown reasons are spelled out)."""
    return REASONS.get(reason, reason.replace("-", " "))


def describe_reason(reason: str) -> str:
    """:func:`reason_text` in the reader's language."""
    return str(reason_text(reason))


def backups_of(path: str | Path) -> list[Backup]:
    """The automatic backups of the club file ``path``, newest first (the file need not open)."""
    return list_backups(Path(path))


def restore_file_from_backup(path: str | Path, backup: str | Path | Backup) -> Path | None:
    """Put a backup in place of the club file ``path``, which cannot be opened.

    The backup is checked first (StoreError if it is damaged or from a newer
    version; nothing changes then). The file it replaces is not deleted but
    renamed to ``<name>-replaced-<time>.sqlite``; that path is returned
    (None when there was no file).
    """
    source = backup.path if isinstance(backup, Backup) else Path(backup)
    return replace_file_from_backup(Path(path), source)
