"""Event logs (seed 003): parsing, rating event by event with Elo, replay, and the static ranking of an event."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.league import Club, ImportFileError, LeagueError, SideInput
from tournament_app.league.event_logs import FRAG, SUICIDE, TEAMKILL, WEIGHTED, event_static_ranking, import_event_log, parse_event_log

CTF = """# one CTF map
date 2024-03-05T19:00
team Red: Ann, Ben
team Blue: Cat, Dan

Ann fragged Cat
Cat suicide
Ben teamkilled Ann
Ann scored a capture worth 7
"""


def w(g_i: float, g_j: float) -> float:
    """P(i beats j) on the Elo scale, written out."""
    return 1 / (1 + 10 ** ((g_j - g_i) / 400))


def test_parse_reads_every_kind_of_line() -> None:
    log = parse_event_log(CTF + "Dan fragged Cat\n")
    assert log.played_at == "2024-03-05T19:00:00"
    assert log.teams == {"Ann": "Red", "Ben": "Red", "Cat": "Blue", "Dan": "Blue"}
    assert [(e.line, e.kind, e.actor, e.target) for e in log.events] == [
        (6, FRAG, "Ann", "Cat"),
        (7, SUICIDE, "Cat", None),
        (8, TEAMKILL, "Ben", "Ann"),
        (9, WEIGHTED, "Ann", None),
        (10, TEAMKILL, "Dan", "Cat"),  # a frag of a team-mate is a team kill
    ]
    assert log.events[3].points == 7 and log.events[3].label == "a capture"
    # events are read before the 'date' and 'team' keywords: a player may be called Date
    assert [(e.kind, e.actor) for e in parse_event_log("Date fragged Bob\n").events] == [(FRAG, "Date")]


def test_parse_errors_name_each_bad_line() -> None:
    bad = "Ann fragged Bob\nAnn shot Bob\nAnn fragged ann\nBob scored a capture worth 7\nCat scored x worth -2\n"
    with pytest.raises(ImportFileError) as info:
        parse_event_log(bad)
    text = str(info.value)
    assert "line 2: 'Ann shot Bob' is not an event" in text
    assert "line 3: 'Ann' cannot frag themself" in text
    assert "line 4: 'Bob' is on no team" in text
    assert "line 5, column 20: The points after 'worth' must be a number above 0" in text
    assert "line 1" not in text


def test_a_ctf_log_is_rated_event_by_event_as_the_seed_says(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("CTF", "elo", {"k": 32, "floor": 0}).id
    path = tmp_path / "map1.log"
    path.write_text(CTF, encoding="utf-8")
    changes = import_event_log(club, path, lb)
    count = changes.count
    assert count == 4 and lb in changes.leaderboards
    ann = 1500 + 32 * (1 - 0.5)  # fragged Cat (equal strength): +16
    cat = 1500 + 32 * (0 - 0.5) - 16  # fragged (−16), then a suicide: −1:0 against an equal player, −K/2
    ben = 1500 + 32 * (0 - w(1500, ann))  # team kill: −1:0 against Ann's strength; Ann is not lowered
    ann += 7 * 32 * (1 - w(ann, (cat + 1500) / 2))  # a capture worth 7 against Blue's average (Cat, Dan)
    rows = {r.player: r for r in club.standings(lb)}
    assert rows["Ann"].mu == pytest.approx(ann, abs=1e-9)
    assert rows["Ben"].mu == pytest.approx(ben, abs=1e-9)
    assert rows["Cat"].mu == pytest.approx(cat, abs=1e-9)
    assert "Dan" not in rows  # on a team, but in no event
    assert (rows["Ann"].games, rows["Ann"].wins) == (2, 2)
    event = club.events(lb)[0]
    assert (event.name, event.date) == ("map1", "2024-03-05")
    # derived: a recompute gives the same numbers
    before = [(r.player, r.mu) for r in club.standings(lb)]
    club.recompute(lb)
    assert [(r.player, r.mu) for r in club.standings(lb)] == before


def test_logs_and_matches_are_rated_together_in_time_order(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("DM", "elo", {"k": 20}).id
    club.record_match([SideInput(["Ann"], 1), SideInput(["Bob"], 2)], leaderboard_id=lb, played_at="2024-01-02", create_players=True)
    path = tmp_path / "dm.log"
    path.write_text("date 2024-01-01\nBob fragged Ann\n", encoding="utf-8")
    import_event_log(club, path, lb)
    # the log (Jan 1st) comes first: Bob +10, Ann −10; then Ann beats Bob
    bob, ann = 1510.0, 1490.0
    ann, bob = ann + 20 * (1 - w(ann, bob)), bob + 20 * (0 - w(bob, ann))
    rows = {r.player: r for r in club.standings(lb)}
    assert rows["Ann"].mu == pytest.approx(ann) and rows["Bob"].mu == pytest.approx(bob)
    # a later match is rated on top, history rows exist for the match
    history = club.player_history(club.find_player("Ann").id, lb)
    assert len(history) == 1 and history[0].mu_before == pytest.approx(1490)


def test_bad_input_changes_nothing(club: Club, tmp_path: Path) -> None:
    elo = club.new_leaderboard("Frags", "elo").id
    path = tmp_path / "bad.log"
    path.write_text("Ann fragged Bob\nAnn hugged Bob\n", encoding="utf-8")
    with pytest.raises(ImportFileError, match=r"bad.log(.|\n)*line 2: .Ann hugged Bob. is not an event"):
        import_event_log(club, path, elo)
    assert club.players() == [] and club.events() == []
    path.write_text("Ann fragged Bob\n", encoding="utf-8")
    with pytest.raises(LeagueError, match="rated with Elo"):
        import_event_log(club, path, club.leaderboard().id)  # the default leaderboard is Bradley-Terry
    assert club.players() == []
    import_event_log(club, path, elo)
    with pytest.raises(LeagueError, match="only Elo rates"):
        club.update_leaderboard(elo, system="bbt")
    assert club.leaderboard(elo).system == "elo"


def test_static_ranking_of_an_event(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("Arena", "elo").id
    lines = (
        ["Ann fragged Ben"] * 3 + ["Ben fragged Ann"] * 1   # Ann-Ben 3:1
        + ["Ann fragged Cat"] * 3 + ["Cat fragged Ann"] * 1  # Ann-Cat 3:1
        + ["Ben fragged Cat"] * 1 + ["Cat fragged Ben"] * 3  # Ben-Cat 1:3
        + ["Dan fragged Ann"]                                # Dan: one result only
        + ["Eve fragged Fay"] * 6                            # never met the others
        + ["Ann suicide"]                                    # no pairwise result
    )
    path = tmp_path / "arena.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    import_event_log(club, path, lb)
    event = club.events(lb)[0]
    ranking = event_static_ranking(club, event.id, min_results=3)
    # everyone met everyone among Ann, Ben, Cat: g_i = (1/n) Σ_j (a_ij − a_ji)/(a_ij + a_ji)
    d = {("Ann", "Ben"): 2 / 4, ("Ann", "Cat"): 2 / 4, ("Ben", "Cat"): -2 / 4}
    d.update({(b, a): -v for (a, b), v in list(d.items())})
    expected = {p: sum(d[(p, q)] for q in ("Ann", "Ben", "Cat") if q != p) / 3 for p in ("Ann", "Ben", "Cat")}
    assert [r.player for r in ranking.ranked] == ["Ann", "Cat", "Ben"]
    for r in ranking.ranked:
        assert r.strength == pytest.approx(expected[r.player])
    assert ranking.pairs == 3
    reasons = {u.player: str(u.reason) for u in ranking.unranked}
    assert reasons["Dan"] == "only 1 result (at least 3 needed)"
    assert reasons["Eve"] == reasons["Fay"] == "no results connecting them to the ranked group"
    # the Ann–Dan pair is skipped with Dan, not counted as a 0:0 pair
    assert {r.player for r in ranking.ranked} | set(reasons) == {"Ann", "Ben", "Cat", "Dan", "Eve", "Fay"}


def test_static_ranking_from_an_events_matches(club: Club) -> None:
    lb = club.leaderboard().id
    event = club.add_event("Cup", "2024-05-01", lb)
    for a, b, sa, sb in (("Ann", "Ben", 6, 2), ("Ben", "Cat", 5, 5), ("Ann", "Cat", 1, 3)):
        club.record_match([SideInput([a], 1 if sa >= sb else 2, sa), SideInput([b], 1 if sb >= sa else 2, sb)],
                          event_id=event.id, played_at="2024-05-01", create_players=True)
    ranking = event_static_ranking(club, event.id, min_results=1)
    d_ab, d_bc, d_ac = (6 - 2) / 8, 0.0, (1 - 3) / 4
    expected = {"Ann": (d_ab + d_ac) / 3, "Ben": (-d_ab + d_bc) / 3, "Cat": (-d_bc - d_ac) / 3}
    assert {r.player: pytest.approx(r.strength) for r in ranking.ranked} == expected
    assert ranking.unranked == []


def test_players_in_logs_are_archived_not_deleted_and_merge_moves_their_events(club: Club, tmp_path: Path) -> None:
    lb = club.new_leaderboard("DM", "elo", {"k": 32}).id
    (tmp_path / "a.log").write_text("date 2024-01-01\nAnn fragged Bob\n", encoding="utf-8")
    (tmp_path / "b.log").write_text("date 2024-01-02\nann_ fragged Bob\n", encoding="utf-8")
    import_event_log(club, tmp_path / "a.log", lb)
    import_event_log(club, tmp_path / "b.log", lb)
    with pytest.raises(LeagueError, match="archive the player instead"):
        club.delete_player(club.find_player("Ann").id)
    club.merge_players(club.find_player("Ann").id, club.find_player("ann_").id)
    # Ann now fragged Bob twice: +16, then +32·(1 − w(1516, 1484))
    ann = 1516 + 32 * (1 - w(1516, 1484))
    rows = {r.player: r for r in club.standings(lb)}
    assert set(rows) == {"Ann", "Bob"} and rows["Ann"].mu == pytest.approx(ann) and rows["Ann"].games == 2
    with pytest.raises(LeagueError, match="both played in the event log 'a.log'"):
        club.merge_players(club.find_player("Ann").id, club.find_player("Bob").id)
