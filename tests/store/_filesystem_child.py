"""Child process of test_write_failures.py, run inside a private mount namespace (``unshare -rm``).

    python _filesystem_child.py full DIR PLAYERS_CSV RESULTS_CSV
    python _filesystem_child.py readonly DB RESULTS_CSV

``full``: DIR is a tiny tmpfs. A club is created there, then writes that
cannot fit are tried. ``readonly``: DB sits on a read-only bind mount.
Prints one JSON object describing what happened (the parent asserts).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # stored_rows

from tournament_app.league import Club, SideInput, import_players, import_results  # noqa: E402
from tournament_app.store import backup_folder, list_backups  # noqa: E402
from stored_rows import table_rows  # noqa: E402




def attempt(report: dict[str, object], name: str, fn: object) -> None:
    try:
        fn()  # type: ignore[operator]
        report[name] = ["ok", ""]
    except Exception as exc:  # noqa: BLE001 - reported to the parent
        report[name] = [type(exc).__name__, str(exc)]


def full(folder: Path, players_csv: str, results_csv: str) -> dict[str, object]:
    db = folder / "club.sqlite"
    report: dict[str, object] = {}
    with Club.open(db) as club:
        ids = [club.add_player(f"Player {n}").id for n in range(10)]
        for n in range(30):
            club.record_match([SideInput([ids[n % 10]], 1), SideInput([ids[(n + 3) % 10]], 2)], played_at=f"2024-01-{1 + n % 28:02d}")
    before = table_rows(db)
    club = Club.open(db)
    attempt(report, "import_players", lambda: import_players(club, players_csv))
    report["unchanged_after_players"] = table_rows(db) == before
    attempt(report, "import_results", lambda: import_results(club, results_csv))
    report["unchanged_after_results"] = table_rows(db) == before
    report["parts_left"] = sorted(p.name for p in backup_folder(db).glob("*")) if backup_folder(db).exists() else []
    report["listed_backups"] = len(list_backups(db))
    attempt(report, "record_match_after", lambda: club.record_match([SideInput([ids[0]], 1), SideInput([ids[1]], 2)]))
    club.close()
    with Club.open(db) as again:
        report["integrity"] = again.db.execute("PRAGMA integrity_check").fetchone()[0]
        report["matches"] = again.match_count()
    return report


def readonly(db: Path, results_csv: str) -> dict[str, object]:
    report: dict[str, object] = {}
    club = Club.open(db)
    report["read_only"] = club.read_only
    report["other_instance"] = club.other_instance is not None
    report["players"] = [p.name for p in club.players()]
    report["standings"] = len(club.standings())
    ann = club.players()[0].id
    ben = club.players()[1].id
    attempt(report, "add_player", lambda: club.add_player("Zed"))
    attempt(report, "record_match", lambda: club.record_match([SideInput([ann], 1), SideInput([ben], 2)]))
    attempt(report, "import_results", lambda: import_results(club, results_csv))
    attempt(report, "recompute", lambda: club.recompute())
    attempt(report, "merge_players", lambda: club.merge_players(ann, ben))
    report["players_after"] = [p.name for p in club.players()]
    club.close()
    return report


def main(argv: list[str]) -> int:
    if argv[1] == "full":
        report = full(Path(argv[2]), argv[3], argv[4])
    else:
        report = readonly(Path(argv[2]), argv[3])
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
