"""Take the README's screenshots of the main views with the demo club.

Run under a real X server for native rendering (e.g.
``QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python packaging/screenshots.py``)
or with QT_QPA_PLATFORM=offscreen. Writes docs/screenshots/*.png, or into the
folder given as ``--out FOLDER`` (to look at them before replacing the README's).

``--accessibility --out FOLDER`` takes the accessibility checks' pictures instead
(accessibility_screenshots.py: every page in each language at 200% text, the rating
chart through colour-blind eyes, the presenter in high contrast; docs/accessibility.md).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
#: the window size of every screenshot (the Xvfb screen above is 1600x1000)
SIZE = (1400, 860)


def settle(app: QApplication, window: object, ms: int = 400) -> None:
    """Let queued worker results arrive and paint."""
    worker = window.worker  # type: ignore[attr-defined]
    for _ in range(200):
        loop = QEventLoop()
        QTimer.singleShot(30, loop.quit)
        loop.exec()
        if not worker.busy:
            break
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def page_shot(app: QApplication, window: Any, pages: Any, page: Any, name: str) -> None:
    """Show ``page`` among ``pages`` (a tab widget), let it paint, and save the window as ``name``."""
    pages.setCurrentWidget(page)
    settle(app, window)
    window.grab().save(str(OUT / name))


def presenter_shot(app: QApplication, window: Any, view: Any, name: str) -> None:
    """Open the event page's presenter window at 1280x720, save it as ``name``, close it."""
    view.open_presenter()
    view.presenter.resize(1280, 720)
    settle(app, window, 800)
    view.presenter.grab().save(str(OUT / name))
    view.close_presenter()


def main(argv: list[str] | None = None) -> int:
    global OUT
    args = sys.argv[1:] if argv is None else argv
    if "--accessibility" in args:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from accessibility_screenshots import main as accessibility

        rest = [a for a in args if a != "--accessibility"]
        if "--out" in rest:
            at = rest.index("--out")
            rest = [rest[at + 1]] + rest[:at] + rest[at + 2:]
        return accessibility(rest)
    parser = argparse.ArgumentParser(description="Take the README's screenshots with the demo club.")
    parser.add_argument("--out", type=Path, default=OUT, help=f"folder for the PNG files (default {OUT})")
    OUT = parser.parse_args(argv).out.resolve()
    from tournament_app.gui.shell.main_window import MainWindow, apply_theme
    from tournament_app.shipped import resource_path
    from tournament_app.league import Club, SideInput, import_players, import_results

    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp())
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    apply_theme("light")
    folder = Path(tempfile.mkdtemp())
    db = folder / "demo-club.sqlite"
    with Club.open(db) as club:
        import_players(club, resource_path("demo-players.csv"))
        import_results(club, resource_path("demo-club.csv"))
    window = MainWindow(db, offer_demo=False)
    window.resize(*SIZE)
    window.show()
    settle(app, window)
    OUT.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(OUT / "leaderboard.png"))

    window.tabs.setCurrentWidget(window.events_view)
    settle(app, window)
    form = window.events_view.form
    form.panel.editors[0].players.setText("Amara Okafor, Chen Wei")
    form.panel.editors[1].players.setText("Greta Novak, Liam O'Brien")
    form.panel.add_side().players.setText("Priya Sharma, Bruno Costa")
    form.panel.editors[2].tie.setChecked(True)
    settle(app, window)
    window.grab().save(str(OUT / "match-entry.png"))

    top = window.leaderboard_view.model.row(0)
    window.show_player(top.player_id)
    settle(app, window)
    window.grab().save(str(OUT / "player-chart.png"))
    second = window.leaderboard_view.model.row(1)
    window.player_page.add_comparison(second.player_id)
    settle(app, window)
    window.grab().save(str(OUT / "player-compare.png"))

    seeding = window.seeding_view
    window.open_tool("Brackets")
    seeding.top_mode.setChecked(True)
    seeding.top_n.setValue(8)
    seeding.separate.setChecked(True)
    settle(app, window)
    window.grab().save(str(OUT / "bracket.png"))

    balance = window.balance_view
    window.open_tool("Teams balancer")
    balance.picker.check_names([e.name for e in balance.picker.entrants()[:10]])
    balance.pair_a.setCurrentText("Ines Moreau")
    balance.pair_b.setCurrentText("Mateo Rossi")
    balance.add_pair("apart")
    balance.balance()
    settle(app, window)
    window.grab().save(str(OUT / "balance.png"))

    evaluation = window.evaluation_view
    window.open_tool("Which system?")
    evaluation.evaluate_button.click()
    settle(app, window, 1500)
    window.grab().save(str(OUT / "which-system.png"))

    club_night_screens(app, window)
    event_screens(app, window)
    from tournament_app.gui.shell.welcome import WelcomeDialog

    welcome = WelcomeDialog(window)
    welcome.show()
    settle(app, window)
    welcome.grab().save(str(OUT / "welcome.png"))
    welcome.close()
    window.close()
    print(f"screenshots in {OUT}")
    return 0


def club_night_screens(app: QApplication, window: object) -> None:
    """Check-in, tables and the presenter window, half-way through a demo club night."""
    from tournament_app.league import night

    names = [window.leaderboard_view.model.row(r).player for r in range(14)]  # type: ignore[attr-defined]
    board = window.current_leaderboard_id()  # type: ignore[attr-defined]

    def evening(club: object, _control: object) -> int:
        event = club.add_event("Tuesday club night", "2025-01-07", board)  # type: ignore[attr-defined]
        for name in names[:13]:
            night.check_in(club, event.id, club.find_player(name).id)  # type: ignore[arg-type,attr-defined]
        night.mark_away(club, event.id, club.find_player(names[12]).id)  # type: ignore[arg-type,attr-defined]
        for n in (1, 2, 3):
            night.add_table(club, event.id, f"Table {n}")  # type: ignore[arg-type]
        night.draw_next_round(club, event.id, "rotating", seed=4)  # type: ignore[arg-type]
        night.start_round(club, event.id, 1)  # type: ignore[arg-type]
        night.draw_next_round(club, event.id, "rotating", seed=5)  # type: ignore[arg-type]
        night.start_round(club, event.id, 2)  # type: ignore[arg-type]
        for table, ranks in zip(night.tables(club, event.id)[:2], ([1, 2], [2, 1])):  # type: ignore[arg-type]
            night.save_result(club, table.match.id, ranks)  # type: ignore[arg-type,union-attr]
        night.start_match(club, night.tables(club, event.id)[2].match.id)  # type: ignore[arg-type,union-attr]
        return int(event.id)

    tonight = window.night_view  # type: ignore[attr-defined]
    window.worker.submit(evening, tonight.show_event)  # type: ignore[attr-defined]
    settle(app, window)
    window.tabs.setCurrentWidget(tonight)  # type: ignore[attr-defined]
    settle(app, window)
    for page, name in ((tonight.checkin, "check-in.png"), (tonight.tables, "tables.png"), (tonight.rounds, "rounds.png")):
        page_shot(app, window, tonight.pages, page, name)
    presenter_shot(app, window, tonight, "presenter.png")


def event_screens(app: QApplication, window: object) -> None:
    """Events played out: a double elimination half played, a Swiss, a round robin, the presenter, a season."""
    import random

    from tournament_app.league import create_season, tournament

    names = [window.leaderboard_view.model.row(r).player for r in range(16)]  # type: ignore[attr-defined]
    board = window.current_leaderboard_id()  # type: ignore[attr-defined]

    def play(club: object, event_id: int, rng: random.Random, results: int) -> None:
        for _ in range(results):
            view = tournament.event_view(club, event_id)  # type: ignore[arg-type]
            if view.finished:
                return
            ready = [m for m in view.matches if m.status in ("ready", "playing")]
            if not ready:
                tournament.next_round(club, event_id)  # type: ignore[arg-type]
                continue
            m = ready[0]
            ranks = rng.choice([[1, 2], [2, 1]] + ([[1, 1]] if m.bracket is None else []))
            tournament.report_result(club, event_id, m.id, ranks, [3, 1] if ranks == [1, 2] else [1, 3] if ranks == [2, 1] else [2, 2])  # type: ignore[arg-type]

    def events(club: object, _control: object) -> int:
        rng = random.Random(16)
        made = {}
        for name, fmt, options, entrants, results in (
            ("Spring Cup", "double-elimination", {}, 16, 17),
            ("Swiss Open", "swiss", {"rounds": 4}, 10, 40),
            ("League night", "round-robin", {}, 6, 40),
        ):
            event_id = tournament.create_event(club, name, fmt, leaderboard=board, date="2025-03-01",  # type: ignore[arg-type]
                                               settings=tournament.Settings(**options)).id  # type: ignore[arg-type]
            assert event_id is not None
            tournament.set_entrants(club, event_id, names=names[:entrants])  # type: ignore[arg-type]
            tournament.start_event(club, event_id)  # type: ignore[arg-type]
            play(club, event_id, rng, results)
            made[fmt] = event_id
        create_season(club, "Season 2025", board, "2025-01-01", "2025-12-31", best=3)  # type: ignore[arg-type]
        return made["double-elimination"]

    page = window.night_view  # type: ignore[attr-defined]
    made: list[int] = []
    window.worker.submit(events, made.append)  # type: ignore[attr-defined]
    settle(app, window, 800)
    window.tabs.setCurrentWidget(page)  # type: ignore[attr-defined]
    page.show_event(made[0])
    settle(app, window, 800)
    page_shot(app, window, page.pages, page.entrants, "event-page.png")
    page_shot(app, window, page.pages, page.bracket, "live-bracket.png")
    presenter_shot(app, window, page, "presenter-bracket.png")
    for name, shot in (("Swiss Open", "swiss-table.png"), ("League night", "crosstable.png")):
        index = next(i for i in range(page.event_combo.count()) if page.event_combo.itemText(i).startswith(name))
        page.event_combo.setCurrentIndex(index)
        settle(app, window, 800)
        page_shot(app, window, page.pages, page.score_table, shot)
    page_shot(app, window, window.tabs, window.season_view, "season-table.png")  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.exit(main())
