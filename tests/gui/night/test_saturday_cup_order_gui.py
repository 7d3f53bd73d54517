"""Issue 29, item 8: names in the language's order on the Entrants page, in the seeds and in tied standings
("Élodie" among the E's, not after "Zoë"); one rating rule in every list; and the seed list keeps the ratings
the entrants were seeded with after the event's results changed them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCollator, QLocale, Qt

from tournament_app.league import Club, SideInput, planning, tournament
from tournament_app.locale_text import short_number
from gui_helpers import click_in_popup, front_window, named, open_page, wait_idle

RATED = ["Ann Baker", "Ben Cole", "Dee Evans", "Kasia Nowak"]
NEW = ["Zoë Brandt", "Élodie Martin", "Ömer Yıldız", "Pat Quinn"]
#: players who never played: equal ratings
NEVER = ["Zora Nagy", "Émile Zola", "Ünal Kaya", "Anna Berg"]


@pytest.fixture
def club_file(tmp_path: Path) -> Path:
    """Four rated players, four new ones and four who never play; "Saturday cup" (double elimination of all eight) played to its end,
    "Next cup" not started; the ratings each had when the cup was seeded are noted in the file's folder."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        with club.transaction():
            for name in RATED + NEW + NEVER:
                club.add_player(name)
            for a, b in (("Ann Baker", "Ben Cole"), ("Ann Baker", "Dee Evans"), ("Ben Cole", "Kasia Nowak")):
                club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at="2024-05-01")
        seeded = {e.name: e.display for e in planning.rated_players(club)}
        (tmp_path / "seeded.txt").write_text("\n".join(f"{n}\t{v}" for n, v in seeded.items()), encoding="utf-8")
        cup = tournament.create_event(club, "Saturday cup", "double-elimination", date="2024-06-01").id
        assert cup is not None
        tournament.set_entrants(club, cup, names=RATED + NEW)
        tournament.start_event(club, cup)
        while True:
            view = tournament.event_view(club, cup)
            ready = [m for m in view.matches if m.status in ("ready", "playing")]
            if not ready:
                break
            tournament.report_result(club, cup, ready[0].id, [2, 1])  # the second side wins: ratings move
        assert view.finished
        tournament.create_event(club, "Next cup", "single-elimination", date="2024-07-01")
    return path


def collated(names: list[str]) -> list[str]:
    collator = QCollator(QLocale())
    return sorted(names, key=collator.sortKey)


def choose_event(qtbot: Any, w: Any, name: str) -> None:
    chooser = named(w, "Event")
    click_in_popup(qtbot, chooser, next(chooser.itemText(i) for i in range(chooser.count()) if chooser.itemText(i).startswith(name)))
    wait_idle(qtbot, w)


def test_names_follow_the_language_and_the_seed_list_keeps_its_ratings(qtbot: Any, club_file: Path, messages: Any) -> None:
    seeded = dict(line.split("\t") for line in (club_file.parent / "seeded.txt").read_text(encoding="utf-8").splitlines())
    with front_window(qtbot, club_file) as w:
        # ---- the cup: seeds of equal rating, and tied places, in the language's order -------------------------
        choose_event(qtbot, w, "Saturday cup")
        open_page(qtbot, w, "Entrants")
        seeds = named(w, "Seeds")
        rows = [[seeds.item(r, c).text() for c in range(3)] for r in range(seeds.rowCount())]
        # the new players, unrated, are placed by drawing lots (issue 28), and the list says so
        assert sorted(name for _seed, name, _rating in rows if name in NEW) == sorted(NEW)
        assert all(rating == "by lot" for _seed, name, rating in rows if name in NEW)
        seed_of = {name: int(seed) for seed, name, _rating in rows}
        # ---- the seed list shows the ratings as seeded, written as the Leaderboard writes them ----------------
        assert seeds.horizontalHeaderItem(2).text() == "Rating"
        for _seed, name, rating in rows:
            if name not in NEW:
                assert rating == short_number(float(seeded[name])), name
        leaderboard = {w.leaderboard_view.model.row(r).player: w.leaderboard_view.model.row(r).display
                       for r in range(w.leaderboard_view.model.rowCount())}
        assert any(short_number(leaderboard[name]) != rating for _seed, name, rating in rows)  # the cup moved them
        open_page(qtbot, w, "Standings")
        table = w.night_view.standings.table
        lines = [(table.model().index(r, 0).data(), table.model().index(r, 1).data()) for r in range(table.model().rowCount())]
        by_place: dict[str, list[str]] = {}
        for place, name in lines:
            by_place.setdefault(place, []).append(name)
        tied = [names for names in by_place.values() if len(names) > 1]
        new_tied = [[n for n in names if n in NEW] for names in tied]
        assert any(len(names) > 1 for names in new_tied)
        assert all(names == sorted(names, key=seed_of.__getitem__) for names in new_tied), tied  # equal places: seed order
        # ---- the next cup: the players to tick, best first, equal ratings in the language's order -------------
        choose_event(qtbot, w, "Next cup")
        open_page(qtbot, w, "Entrants")
        players = named(w, "Players to enter")
        listed = [players.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(players.count())]
        assert [n for n in listed if n in NEVER] == collated(NEVER) == ["Anna Berg", "Émile Zola", "Ünal Kaya", "Zora Nagy"]
        texts = {players.item(i).data(Qt.ItemDataRole.UserRole + 1): players.item(i).text() for i in range(players.count())}
        for name, value in leaderboard.items():
            assert f"·   {short_number(value)}   (" in texts[name], (name, texts[name])  # the Leaderboard's number
