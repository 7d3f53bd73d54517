"""Shared fixtures: a club database file in tmp_path, content dumps, isolated user folders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # GUI tests (pytest-qt) run headless
# The suite reads the app in English whatever the machine's language (QLocale.system() reads these
# before the QApplication exists); tests of other languages choose one or start a subprocess.
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LC_TIME"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "en_US.UTF-8"

import sqlite3
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tournament_app import messages
from tournament_app.league import Club
from stored_rows import table_rows as read_table_rows

GUI_TESTS = Path(__file__).resolve().parent / "gui"


@pytest.fixture(autouse=True)
def _no_front_end_speaking(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test outside tests/gui starts with no front end's speaker, so league's messages are English there.

    A GUI test earlier in the same worker leaves Qt's speaker installed (translation.install), which would say
    them through Qt's translators; a GUI test keeps it (its window speaks through it). Put back afterwards.
    """
    if Path(request.path).resolve().is_relative_to(GUI_TESTS):
        yield
        return
    before = messages.current_speaker()
    messages.set_speaker(None)
    yield
    messages.set_speaker(None if before is messages.english else before)


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user data folder (where the app keeps its default database) is a temporary folder.

    On Linux platformdirs reads ``XDG_DATA_HOME`` on every call, so the default
    database lands in ``<tmp>/data/tournament-app`` (also for subprocesses,
    which inherit the variable). Elsewhere ``platformdirs.user_data_dir`` is
    replaced in-process. HOME and the other XDG folders are left alone (Qt
    and font caches live there).
    """
    home = tmp_path_factory.mktemp("home")
    data = home / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    if not sys.platform.startswith("linux"):
        import platformdirs

        def user_data_dir(appname: str | None = None, *_args: object, **_kwargs: object) -> str:
            return str(data / (appname or ""))

        monkeypatch.setattr(platformdirs, "user_data_dir", user_data_dir)
    return home


@pytest.fixture
def user_home(_isolated_user_data: Path) -> Path:
    """The temporary folder of this test's user data (``user_home / "data"`` is the XDG data folder)."""
    return _isolated_user_data


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where a test's club database lives (not created yet)."""
    return tmp_path / "club.sqlite"


@pytest.fixture
def club(db_path: Path) -> Iterator[Club]:
    """A new club database file, closed after the test."""
    c = Club.open(db_path)
    try:
        yield c
    finally:
        c.close()


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()




@pytest.fixture
def dump() -> Callable[[Path], list[str]]:
    """``dump(path)``: the file's whole content as SQL (``iterdump``), read through a separate connection."""
    return _dump


@pytest.fixture
def table_rows() -> Callable[[Path], dict[str, list[tuple[object, ...]]]]:
    """``table_rows(path)``: every row of every table, by table name (a separate read-only connection)."""
    return read_table_rows


# ---- comparing the derived ratings of two clubs ----------------------------------------------

TOLERANCE = 1e-9


def _ratings_by_name(club: Club, leaderboard: int | str | None = None) -> dict[str, tuple[float, float, int, int, str | None]]:
    lb = club.leaderboard(leaderboard)
    return {
        name: (mu, sigma, games, wins, last)
        for name, mu, sigma, games, wins, last in club.db.execute(
            "SELECT p.name, r.mu, r.sigma, r.games, r.wins, r.last_played FROM ratings r "
            "JOIN players p ON p.id = r.player_id WHERE r.leaderboard_id = ? ORDER BY p.name",
            [lb.id],
        )
    }


def _history_by_order(club: Club, leaderboard: int | str | None = None) -> list[tuple[str, list[tuple[object, ...]]]]:
    """Every match of the leaderboard in rating order: (played_at, sorted rows of
    (player, side, rank, mu_before, sigma_before, mu_after, sigma_after, won)).

    Match ids are left out so that two databases fed the same history compare equal.
    """
    from tournament_app.store.history_chunks import all_history_rows

    lb = club.leaderboard(leaderboard)
    stored = {(r[0], r[1]): tuple(r[3:]) for r in all_history_rows(club.db)}
    out: list[tuple[str, list[tuple[object, ...]]]] = []
    for match_id, played_at in club.db.execute(
        "SELECT id, played_at FROM matches WHERE leaderboard_id = ? ORDER BY played_at, seq", [lb.id]
    ).fetchall():
        rows = [
            (name, side, rank, *stored.get((match_id, pid), (None,) * 5))
            for name, side, rank, pid in club.db.execute(
                "SELECT p.name, mp.side, s.rank, mp.player_id "
                "FROM match_players mp JOIN players p ON p.id = mp.player_id "
                "JOIN match_sides s ON s.match_id = mp.match_id AND s.side = mp.side "
                "WHERE mp.match_id = ? ORDER BY p.name",
                [match_id],
            ).fetchall()
        ]
        out.append((played_at, rows))
    return out


def _close(a: object, b: object) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and abs(float(a) - float(b)) <= TOLERANCE  # type: ignore[arg-type]
    return a == b


def _assert_same_ratings(
    a: Club, b: Club, leaderboard_a: int | str | None = None, leaderboard_b: int | str | None = None
) -> None:
    """Both clubs hold the same matches in the same order, and every rating and history row agrees to 1e-9."""
    ra, rb = _ratings_by_name(a, leaderboard_a), _ratings_by_name(b, leaderboard_b)
    assert sorted(ra) == sorted(rb), "the same players must have ratings"
    for name in ra:
        assert all(_close(x, y) for x, y in zip(ra[name], rb[name])), f"{name}: {ra[name]} != {rb[name]}"
    ha, hb = _history_by_order(a, leaderboard_a), _history_by_order(b, leaderboard_b)
    assert len(ha) == len(hb)
    for n, ((at_a, rows_a), (at_b, rows_b)) in enumerate(zip(ha, hb)):
        assert at_a == at_b, f"match #{n} is at {at_a} in one club and {at_b} in the other"
        assert len(rows_a) == len(rows_b), f"match #{n} ({at_a})"
        for row_a, row_b in zip(rows_a, rows_b):
            assert None not in row_a and None not in row_b, f"match #{n} ({at_a}) lacks a history row"
            assert all(_close(x, y) for x, y in zip(row_a, row_b)), f"match #{n} ({at_a}): {row_a} != {row_b}"


@pytest.fixture
def ratings_by_name() -> Callable[..., dict[str, tuple[float, float, int, int, str | None]]]:
    """``ratings_by_name(club, leaderboard=None)``: {player name: (mu, sigma, games, wins, last_played)}."""
    return _ratings_by_name


@pytest.fixture
def history_by_order() -> Callable[..., list[tuple[str, list[tuple[object, ...]]]]]:
    """``history_by_order(club, leaderboard=None)``: every match's history rows, in rating order."""
    return _history_by_order


@pytest.fixture
def assert_same_ratings() -> Callable[..., None]:
    """``assert_same_ratings(club_a, club_b)``: same history and ratings, to 1e-9."""
    return _assert_same_ratings


# ---- the frozen-app tests (tests/packaging) --------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-frozen", action="store_true",
                     help="also run the tests marked 'frozen' (build the app with PyInstaller); on when CI is set")


def run_frozen_tests(config: pytest.Config) -> bool:
    """True when the slow PyInstaller tests run: with --run-frozen, or in CI (``CI`` set, as .ci/run is started)."""
    ci = os.environ.get("CI", "").strip().lower()
    return bool(config.getoption("--run-frozen")) or ci not in ("", "0", "false", "no")


#: single tests that run for half a minute or more in subprocesses: the xcb rerun, mypy (cold in a fresh clone),
#: killing the CLI at random moments
_LONG_TESTS = ("test_keyboard_and_completion_tests_pass_under_xcb", "test_mypy_strict_passes_over_the_whole_package",
               "test_sigkill_at_random_moments_leaves_the_state_before_or_after")


def _long(item: pytest.Item) -> bool:
    """One of the few tests that run for long in a subprocess (the app's build and the _LONG_TESTS)."""
    return "frozen" in item.keywords or item.name in _LONG_TESTS


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # the long ones first: started last, one of them would keep the run going while the other cores sit idle
    items.sort(key=lambda item: not _long(item))
    if run_frozen_tests(config):
        return
    skip = pytest.mark.skip(reason="builds the app with PyInstaller: runs when CI is set or with --run-frozen")
    for item in items:
        if "frozen" in item.keywords:
            item.add_marker(skip)
