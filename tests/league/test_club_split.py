"""league/ by domain (issue 15): a thin Club facade over a core and one module per domain.

These read the source, as tests/league/test_messages.py does: they fail on
the old god object (a 1,500-line club.py, csv_io calling Club's privates,
imports inside functions hiding cycles) and keep the split from growing back.
"""

from __future__ import annotations

import ast
import sqlite3
from pathlib import Path

import pytest

from tournament_app import league
from tournament_app.league import Club, SideInput, StoreError, import_results
from tournament_app.league import core as core_module

LEAGUE = Path(league.__file__).parent
DOMAIN = ("core", "players", "teams", "leaderboards", "events", "matches", "queries", "rating")
#: modules that once imported club inside functions, or that club imported so
EVENT_LOGS = ("event_logs/__init__", "event_logs/parse", "event_logs/store", "event_logs/rate", "event_logs/static_ranking")
UNCYCLED = (*DOMAIN, "club", *EVENT_LOGS, "inactivity", "match_entry", "undo", "undo_apply", "csv_io")


def _tree(module: str) -> ast.Module:
    return ast.parse((LEAGUE / f"{module}.py").read_text(encoding="utf-8"))


@pytest.mark.parametrize("module", (*DOMAIN, "club"))
def test_each_domain_module_and_the_facade_stay_under_500_lines(module: str) -> None:
    lines = (LEAGUE / f"{module}.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 500, f"league/{module}.py has {lines} lines"


def test_the_club_facade_runs_no_sql_and_only_delegates() -> None:
    tree = _tree("club")
    calls = {n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
    assert not calls & {"execute", "table", "insert", "update"}
    club = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Club")
    for method in club.body:
        if isinstance(method, ast.FunctionDef):
            body = [s for s in method.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
            assert len(body) == 1 and isinstance(body[0], ast.Return), f"Club.{method.name} does more than delegate"


def test_csv_io_calls_no_private_of_the_club() -> None:
    private = [
        n.attr for n in ast.walk(_tree("csv_io"))
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "club" and n.attr.startswith("_")
    ]
    assert private == []


@pytest.mark.parametrize("module", UNCYCLED)
def test_no_import_inside_a_function(module: str) -> None:
    hidden = [
        f"line {inner.lineno}"
        for node in ast.walk(_tree(module)) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        for inner in ast.walk(node) if isinstance(inner, (ast.Import, ast.ImportFrom))
    ]
    assert hidden == []


@pytest.mark.parametrize("module", (*DOMAIN, "inactivity", "match_entry", "undo", "undo_apply"))
def test_domain_modules_import_the_core_not_the_facade(module: str) -> None:
    runtime = [n for n in _tree(module).body if isinstance(n, ast.ImportFrom)]
    assert not [n for n in runtime if n.module == "club" and n.level == 1]


def test_an_import_rates_once_and_its_step_is_named_after_the_file(club: Club, tmp_path: Path) -> None:
    path = tmp_path / "results.csv"
    path.write_text(
        "match,date,side,player,rank\n"
        "1,2024-01-02,1,Ann,1\n1,2024-01-02,2,Ben,2\n"
        "2,2024-01-01,1,Ann,2\n2,2024-01-01,2,Ben,1\n",
        encoding="utf-8",
    )
    changes = import_results(club, path)
    count = changes.count
    assert (count, changes.replayed) == (2, 2)
    assert club.undo_history()[-1].label == "Import results.csv"
    a, b = club.find_player("Ann"), club.find_player("Ben")
    assert a is not None and b is not None
    match_id = club.record_match([SideInput([a.id], 1), SideInput([b.id], 2)], played_at="2024-01-03").id
    assert club.undo_history()[-1].label == f"Record match #{match_id}"
    club.merge_players(a.id, club.add_player("Ann Two").id)
    assert club.undo_history()[-1].label == "Merge Ann Two into Ann"


def test_putting_the_club_back_after_a_failed_restore_hides_a_disk_error_but_not_a_bug(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Club.open(db_path) as club:
        club.add_player("Ann")
        backup = club.backup("manual")
        assert backup is not None
        for second, expected in ((sqlite3.OperationalError("disk I/O error"), StoreError), (RuntimeError("a bug"), RuntimeError)):
            calls: list[Path] = []

            def failing(db: object, source: Path, second: BaseException = second, calls: list[Path] = calls) -> None:
                calls.append(source)
                raise sqlite3.OperationalError("disk I/O error") if len(calls) == 1 else second

            monkeypatch.setattr(core_module, "restore_database", failing)
            with pytest.raises(expected):
                club.restore_backup(backup)
            assert len(calls) == 2  # the restore, then putting the club back
