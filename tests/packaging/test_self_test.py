"""``tournament-app --self-test`` run in-process: it passes on a working install and fails loudly otherwise."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tournament_app import __main__ as entry
from tournament_app import self_test
from tournament_app.gui.shell import main_window as mw


@pytest.fixture(autouse=True)
def user_settings(tmp_path: Path, qapp: Any) -> Path:
    """The user's own settings live in tmp_path, so a test can see that the self-test leaves them alone."""
    folder = tmp_path / "qsettings"
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder))
    mw.settings().clear()
    return folder


def test_self_test_passes_and_reports_what_it_checked() -> None:
    out = io.StringIO()
    assert self_test.run_self_test(out) == 0
    report = out.getvalue()
    facts = self_test.demo_facts(mw.resource_path("demo-club.csv"))
    assert f"demo club: {len(facts.players)} players, {facts.matches} matches" in report
    assert f"leaderboard: {len(facts.players)} rows, top " in report
    assert "axes 'Date' and 'Rating (μ)'" in report
    top = report.split("leaderboard: ")[1].split(" rows, top ")[1].split(" (μ")[0]
    assert top in facts.players
    assert f"chart: {top}, {facts.matches_of[top] + 1} points" in report
    assert report.rstrip().splitlines()[-1].startswith("self-test passed")


def test_self_test_leaves_the_users_settings_and_data_alone(user_home: Path) -> None:
    mw.settings().setValue("recent", ["/somewhere/club.sqlite"])
    assert self_test.run_self_test(io.StringIO()) == 0
    assert mw.settings().value("recent") == ["/somewhere/club.sqlite"]
    assert mw.settings().value("geometry") is None
    data = user_home / "data"
    assert not data.exists() or not any(data.rglob("*.sqlite"))


def test_self_test_fails_with_a_message_when_the_demo_does_not_load(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mw.MainWindow, "load_demo", lambda self: None)
    monkeypatch.setattr(self_test, "TIMEOUT_SECONDS", 2.0)
    out = io.StringIO()
    assert self_test.run_self_test(out) == 1
    assert "self-test FAILED: loading the demo club (leaderboard rows 0, expected 18): not done after 2 s" in out.getvalue()


def test_self_test_fails_when_the_chart_lacks_points(monkeypatch: pytest.MonkeyPatch) -> None:
    original = mw.PlayerPage._show

    def show_without_last_match(page: Any, result: Any) -> None:
        series, *rest = result
        first = series[0]
        trimmed = type(first)(first.player, first.history[:-1], first.interval_k)
        original(page, ([trimmed, *series[1:]], *rest))

    monkeypatch.setattr(mw.PlayerPage, "_show", show_without_last_match)
    out = io.StringIO()
    assert self_test.run_self_test(out) == 1
    assert "chart has" in out.getvalue() and "points, expected" in out.getvalue()


def test_a_worker_error_fails_the_self_test_instead_of_waiting_for_a_click(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_standings(club: Any, *args: Any, **kwargs: Any) -> Any:
        raise OSError("disk on fire")

    monkeypatch.setattr(self_test, "TIMEOUT_SECONDS", 30.0)
    from tournament_app.league import Club

    monkeypatch.setattr(Club, "standings", broken_standings)
    out = io.StringIO()
    assert self_test.run_self_test(out) == 1
    assert "self-test FAILED: " in out.getvalue() and "disk on fire" in out.getvalue()


def test_the_entry_point_runs_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tournament_app.self_test.run_self_test", lambda out=None: 0)
    with pytest.raises(SystemExit) as done:
        entry.main(["--self-test"])
    assert done.value.code == 0
    with pytest.raises(SystemExit) as refused:
        entry.main(["--self-test", "leaderboard"])
    assert refused.value.code == 2
