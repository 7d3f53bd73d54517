"""``tournament-app --self-test``: check that this installation can open a club and draw it.

Builds the demo club in a temporary folder the way Welcome ▸ "Open the demo
club" does (the main window's ``load_demo``, on the database worker), then
renders the leaderboard and the top player's rating chart offscreen and
compares what they show with the shipped demo files. Prints a short report
and returns 0, or names the first thing that is wrong and returns 1. Nothing
outside the temporary folder is read or written: the window's settings
(recent files, geometry) go to a file there too.

Meant for a packaged (frozen) app as much as for a source checkout: it
exercises the Qt platform plugin, the SVG icons, pyqtgraph, SQLite and the
resources that a build could leave out.
"""

from __future__ import annotations

import csv
import importlib.util
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

#: how long the demo import and each refresh may take before the self-test gives up
TIMEOUT_SECONDS = 120.0

EXIT_OK, EXIT_FAILED = 0, 1


class SelfTestFailure(Exception):
    """A check of the self-test did not hold; the message says which and what was seen."""


@dataclass(frozen=True)
class DemoFacts:
    """What the shipped demo files say, read without the app's own import code."""

    players: frozenset[str]
    matches: int
    matches_of: dict[str, int]


def demo_facts(results_csv: Path) -> DemoFacts:
    """Players, matches and each player's number of matches in the demo results file."""
    players: set[str] = set()
    matches: set[str] = set()
    per_player: dict[str, set[str]] = {}
    with results_csv.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            players.add(row["player"])
            matches.add(row["match"])
            per_player.setdefault(row["player"], set()).add(row["match"])
    return DemoFacts(frozenset(players), len(matches), {p: len(m) for p, m in per_player.items()})


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


def _distinct_colours(image: object, step: int = 7) -> int:
    """How many different colours a grid of sample points of a QImage has (a blank render has one or two)."""
    width, height = image.width(), image.height()  # type: ignore[attr-defined]
    seen = {image.pixel(x, y) for x in range(0, width, step) for y in range(0, height, step)}  # type: ignore[attr-defined]
    return len(seen)


def run_self_test(out: TextIO | None = None) -> int:
    """Run the self-test, print its report to ``out`` (stdout); returns the exit code."""
    out = out if out is not None else sys.stdout
    # Headless by design: nothing is shown, so no display is needed (a platform the
    # user set explicitly, e.g. xcb to test it, is kept).
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="tournament-app-self-test-") as folder:
            lines = _run(Path(folder))
    except SelfTestFailure as exc:
        _print(out, f"self-test FAILED: {exc}")
        return EXIT_FAILED
    except Exception as exc:  # noqa: BLE001 - any crash is a failed self-test, reported with its cause
        _print(out, "".join(traceback.format_exception(exc)).rstrip())
        _print(out, f"self-test FAILED: unexpected {type(exc).__name__}: {exc}")
        return EXIT_FAILED
    for line in lines:
        _print(out, line)
    _print(out, f"self-test passed in {time.monotonic() - started:.1f} s")
    return EXIT_OK


def _print(out: TextIO | None, text: str) -> None:
    if out is not None:  # a windowed Windows build has no stdout; the exit code still tells
        out.write(text + "\n")
        out.flush()


def _run(folder: Path) -> list[str]:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QEventLoop, QTimer, qVersion
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from .gui.shell import main_window as mw
    from .league import Club, Standing
    from .shipped import resource_path

    QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "tournament-app"])
    facts = demo_facts(resource_path("demo-club.csv"))
    _check(len(facts.players) > 0, "the shipped demo club has no results")
    db = folder / "demo-club.sqlite"
    Club.open(db).close()  # a failure here is reported as is, instead of as a message box

    def wait_until(condition: Callable[[], bool], what: str | Callable[[], str]) -> None:
        deadline = time.monotonic() + TIMEOUT_SECONDS
        while not condition():
            if errors:
                raise SelfTestFailure(f"{what if isinstance(what, str) else what()}: {mw.readable(errors[0])}")
            if time.monotonic() > deadline:
                raise SelfTestFailure(f"{what if isinstance(what, str) else what()}: not done after {TIMEOUT_SECONDS:g} s")
            loop = QEventLoop()
            QTimer.singleShot(20, loop.quit)
            loop.exec()

    errors: list[BaseException] = []
    previous_settings = mw.use_settings_file(folder / "settings.ini")
    window = mw.MainWindow(db, offer_demo=False)
    try:
        assert window.worker is not None
        worker = window.worker
        # Errors are collected here: a message box would wait for a click nobody gives.
        worker.error.disconnect(window.show_error)
        worker.error.connect(errors.append)
        window.resize(1280, 820)
        wait_until(lambda: not worker.busy and window.current_leaderboard_id() is not None, "opening the club")

        window.load_demo()
        view = window.leaderboard_view
        expected_rows = len(facts.players)
        wait_until(lambda: not worker.busy and view.model.rowCount() == expected_rows,
                   lambda: f"loading the demo club (leaderboard rows {view.model.rowCount()}, expected {expected_rows})")
        board_id = window.current_leaderboard_id()
        read: list[list[Standing]] = []
        assert window.ops is not None
        window.ops.query(lambda club: club.standings(board_id), read.append)
        wait_until(lambda: bool(read), "reading the standings")
        standings = read[0]
        _check(len(standings) == expected_rows,
               f"the club rates {len(standings)} players, the demo results have {expected_rows}")

        window.tabs.setCurrentWidget(view)
        board = view.grab().toImage()
        _check(not board.isNull() and board.width() > 200, "the leaderboard could not be rendered")
        _check(_distinct_colours(board) > 3, "the leaderboard rendered as a blank image")
        model = view.table.model()
        shown_names = {str(model.index(r, view.model.PLAYER).data()) for r in range(model.rowCount())}
        _check(shown_names == set(facts.players),
               f"the leaderboard shows {sorted(shown_names ^ set(facts.players))} differently from the demo results")
        top_name = str(model.index(0, view.model.PLAYER).data())
        top_rank = str(model.index(0, view.model.RANK).data())
        _check(top_name == standings[0].player and top_rank == "1",
               f"the leaderboard's first row is {top_name!r} (rank {top_rank}), the club's leader is {standings[0].player!r}")

        window.show_player(standings[0].player_id)
        page, chart = window.player_page, window.player_page.chart
        expected_points = facts.matches_of[top_name] + 1  # the starting rating, then one point per match
        wait_until(lambda: not worker.busy and bool(chart.series) and chart.series[0].player.name == top_name,
                   f"drawing {top_name}'s chart")
        mu_line = chart.curves.get(top_name)
        _check(mu_line is not None, f"the chart has no μ line for {top_name}")
        assert mu_line is not None
        xs, ys = mu_line.xData, mu_line.yData
        points = 0 if xs is None else len(xs)
        _check(points == expected_points,
               f"{top_name}'s chart has {points} points, expected {expected_points} "
               f"({facts.matches_of[top_name]} matches and the starting rating)")
        _check(ys is not None and abs(float(ys[-1]) - standings[0].mu) < 1e-9,
               f"the chart ends at μ {float(ys[-1]) if ys is not None else None}, the leaderboard says {standings[0].mu}")
        axes = {side: chart.getAxis(side).labelText for side in ("bottom", "left")}
        _check(axes == {"bottom": "Date", "left": "Rating (μ)"}, f"the chart's axis labels are {axes}")
        _check("conservative" in chart.curves, "the chart has no conservative-estimate line")
        picture = chart.grab().toImage()
        _check(not picture.isNull() and picture.width() > 200, "the chart could not be rendered")
        _check(_distinct_colours(picture, step=3) > 5, "the chart rendered as a blank image")
        _check(page.history.rowCount() == facts.matches_of[top_name],
               f"{top_name}'s match list has {page.history.rowCount()} rows, expected {facts.matches_of[top_name]}")
        about = window.about_text()
        _check(str(db) in about and mw.app_version() in about, "Help ▸ About does not name the version and the database")
    finally:
        if window.worker is not None:
            window.worker.wait_for_done(10000)
        window.close()
        window.deleteLater()
        QApplication.processEvents()
        mw.use_settings_file(previous_settings)

    numba = "available" if importlib.util.find_spec("numba") is not None else "not installed (plain-Python replay)"
    return [
        f"Tournament App {mw.app_version()} self-test",
        f"  Python {platform.python_version()}, Qt {qVersion()} (PySide6 {pyside_version}), "
        f"platform {QGuiApplication.platformName()}, numba {numba}",
        f"  demo club: {len(facts.players)} players, {facts.matches} matches, loaded into a temporary copy",
        f"  leaderboard: {view.model.rowCount()} rows, top {top_name} "
        f"(μ {standings[0].mu:.2f} ± {standings[0].sigma:.2f}), rendered {board.width()}×{board.height()}",
        f"  chart: {top_name}, {points} points, axes '{axes['bottom']}' and '{axes['left']}', "
        f"rendered {picture.width()}×{picture.height()}",
    ]
