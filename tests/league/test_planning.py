"""Planning through a real club file: seeds, brackets, predictions, Swiss, balance and matchmaking read the league."""

from __future__ import annotations

import itertools
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tournament_app.league import Club, LeagueError, NotFoundError, SideInput, planning
from tournament_app.ratings.presentation import conservative_estimate

CLUBS = {"Ann": "North", "Ben": "North", "Cid": "South", "Dee": "South", "Eve": "East", "Fay": "East",
         "Gus": "West", "Hal": "West"}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Eight players of four clubs; Ann strongest, then alphabetical; Hal has played once (built once)."""
    path = tmp_path_factory.mktemp("template") / "club.sqlite"
    with Club.open(path) as club:
        for name, home in CLUBS.items():
            club.add_player(name, home)
        ladder = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus"]
        with club.transaction():
            for day in (1, 2):
                for i, a in enumerate(ladder):
                    for b in ladder[i + 1:]:
                        club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at=f"2024-03-{day:02d}")
            club.record_match([SideInput(["Hal"], 1), SideInput(["Gus"], 2)], played_at="2024-03-20")
    return path


@pytest.fixture
def league(template: Path, tmp_path: Path) -> Iterator[Club]:
    """A copy of the template club for one test."""
    path = tmp_path / "club.sqlite"
    shutil.copy(template, path)
    with Club.open(path) as club:
        yield club


def test_predictions_equal_the_models_own_predict_win(league: Club) -> None:
    model = league.rating_model(league.leaderboard().id)

    def rating(name: str):  # type: ignore[no-untyped-def]
        return league.rating_of(league.find_player(name).id)

    two = planning.predict(league, [["Ann", "Dee"], ["Ben", "Cid"]])
    expected = model.predict_win([[rating("Ann"), rating("Dee")], [rating("Ben"), rating("Cid")]])
    assert list(two.win_probability) == pytest.approx(expected, abs=1e-15)
    assert two.sides == (("Ann", "Dee"), ("Ben", "Cid"))
    assert two.draw_probability is None  # none of our models predicts draws
    assert two.quality == pytest.approx(1 - abs(expected[0] - expected[1]))
    three = planning.predict(league, [["eve"], ["Fay"], ["Gus"]])
    expected = model.predict_win([[rating("Eve")], [rating("Fay")], [rating("Gus")]])
    assert list(three.win_probability) == pytest.approx(expected, abs=1e-15)
    assert three.quality == pytest.approx(3 * min(expected))
    assert set(two.as_dict()) == {"sides", "win_probability", "draw_probability"}


def test_a_roster_can_be_a_side_and_unknown_names_are_errors(league: Club) -> None:
    ann, ben = league.find_player("Ann"), league.find_player("Ben")
    league.add_team("Northerners", [ann.id, ben.id])
    by_team = planning.predict(league, [["Northerners"], ["Cid", "Dee"]])
    by_names = planning.predict(league, [["Ann", "Ben"], ["Cid", "Dee"]])
    assert by_team.win_probability == by_names.win_probability
    with pytest.raises(NotFoundError, match="no player called 'Zed'"):
        planning.predict(league, [["Ann"], ["Zed"]])
    with pytest.raises(LeagueError, match="on sides 1 and 2"):
        planning.predict(league, [["Ann"], ["ann"]])
    with pytest.raises(LeagueError, match="at least two sides"):
        planning.predict(league, [["Ann"]])


def test_the_seeding_key_is_a_setting(league: Club) -> None:
    entrants = planning.rated_players(league)
    hal = next(e for e in entrants if e.name == "Hal")  # one win: high sigma, so mu and conservative disagree
    by_cons = planning.seed_entrants(entrants, "conservative")
    by_mu = planning.seed_entrants(entrants, "mu")
    by_display = planning.seed_entrants(entrants, "display")
    assert [s.rating for s in by_cons.seeds] == sorted((e.conservative for e in entrants), reverse=True)
    assert [s.rating for s in by_mu.seeds] == sorted((e.mu for e in entrants), reverse=True)
    assert by_cons.names() == by_display.names()  # the logistic display keeps the conservative order
    assert by_mu.names().index("Hal") < by_cons.names().index("Hal")
    model = league.rating_model(league.leaderboard().id)
    rating = league.rating_of(league.find_player("Hal").id)
    assert hal.conservative == pytest.approx(conservative_estimate(rating, model.interval_k))
    with pytest.raises(LeagueError, match="Unknown seeding key"):
        planning.seed_entrants(entrants, "elo")


def test_top_n_and_named_entrants(league: Club) -> None:
    top = planning.top_entrants(league, 3)
    assert [e.name for e in top] == [s.player for s in league.standings()[:3]]
    named = planning.resolve_entrants(league, ["dee", " Ann "])
    assert [e.name for e in named] == ["Dee", "Ann"]
    with pytest.raises(NotFoundError, match="no player or team called 'Zed'"):
        planning.resolve_entrants(league, ["Ann", "Zed"])
    with pytest.raises(LeagueError, match="listed twice"):
        planning.resolve_entrants(league, ["Ann", "ANN"])
    with pytest.raises(LeagueError, match="only 8 rated players"):
        planning.top_entrants(league, 9)


def test_club_separation_keeps_clubmates_apart_within_the_bound(league: Club) -> None:
    # round 1 of 8 is seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6: make 1 & 8 and 3 & 6 clubmates, the rest apart
    order = planning.seed_entrants(planning.rated_players(league)).names()
    homes = {order[0]: "X", order[7]: "X", order[2]: "Y", order[5]: "Y"}
    for n, name in enumerate(order):
        league.set_player_club(league.find_player(name).id, homes.get(name, f"club {n}"))
    entrants = planning.rated_players(league)
    plain = planning.seed_entrants(entrants)
    assert plain.names() == order
    groups = [s.entrant.groups for s in plain.seeds]
    assert planning.seeding.first_round_clashes(groups) == [(1, 8), (3, 6)]
    separated = planning.seed_entrants(entrants, separate=True, max_places=2)
    assert separated.clashes == ()
    assert all(s.moved <= 2 for s in separated.seeds)
    assert sorted(s.name for s in separated.seeds) == sorted(plain.names())
    bracket = planning.make_bracket(separated)
    for match in bracket.matches:
        assert match.bottom is None or not (match.top.entrant.groups & match.bottom.entrant.groups)
    assert planning.seed_entrants(entrants, separate=True, max_places=0).clashes == ((1, 8), (3, 6))


def test_brackets_give_byes_to_the_top_seeds(league: Club) -> None:
    seeds = planning.seed_entrants(planning.top_entrants(league, 6))
    bracket = planning.make_bracket(seeds)
    assert (bracket.size, bracket.byes, bracket.rounds) == (8, 2, 3)
    assert [(m.top.seed, m.bottom.seed if m.bottom else None) for m in bracket.matches] == [(1, None), (4, 5), (2, None), (3, 6)]
    data = bracket.as_dict()
    assert data["matches"][0]["bottom"] is None and data["matches"][0]["top"]["seed"] == 1
    with pytest.raises(LeagueError, match="at least 2"):
        planning.make_bracket(planning.seed_entrants(planning.top_entrants(league, 1)))


def test_seed_lists_export_as_csv_and_as_a_plain_list(league: Club, tmp_path: Path) -> None:
    seeds = planning.seed_entrants(planning.top_entrants(league, 4))
    assert planning.export_seeds(seeds, tmp_path / "s.csv", "csv") == 4
    lines = (tmp_path / "s.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "seed,name,rating"
    assert [line.split(",")[:2] for line in lines[1:]] == [[str(s.seed), s.name] for s in seeds.seeds]
    planning.export_seeds(seeds, tmp_path / "s.txt", "list")
    assert (tmp_path / "s.txt").read_text(encoding="utf-8").splitlines() == seeds.names()
    with pytest.raises(LeagueError, match="Cannot write"):
        planning.export_seeds(seeds, tmp_path / "missing" / "s.csv")


def test_round_robin_pools_in_snake_order(league: Club) -> None:
    seeds = planning.seed_entrants(planning.rated_players(league))
    pools = planning.round_robin_pools(seeds, 3)
    assert [p.name for p in pools] == ["A", "B", "C"]
    assert [[s.seed for s in p.seeds] for p in pools] == [[1, 6, 7], [2, 5, 8], [3, 4]]
    assert all(len(p.rounds) == 3 for p in pools[:2]) and len(pools[2].rounds) == 1


def test_swiss_next_round_from_an_events_results(league: Club) -> None:
    event = league.add_event("Swiss night", "2024-04-01")
    ids = {n: league.find_player(n).id for n in CLUBS}
    # round 1: Ann beats Eve, Ben beats Fay, Cid and Gus draw, Hal beats Dee
    for a, b, draw in [("Ann", "Eve", False), ("Ben", "Fay", False), ("Cid", "Gus", True), ("Hal", "Dee", False)]:
        league.record_match([SideInput([a], 1), SideInput([b], 1 if draw else 2)], event_id=event.id)
    scores = planning.event_scores(league, event.id)
    assert scores[ids["Ann"]] == (1.0, 1) and scores[ids["Cid"]] == (0.5, 1) and scores[ids["Dee"]] == (0.0, 1)
    nxt = planning.swiss_next_round(league, event.id)
    assert nxt.number == 2 and nxt.bye is None
    met = planning.event_pairings(league, event.id)
    paired = [frozenset((a.player_id, b.player_id)) for a, b in nxt.pairs]
    assert not set(paired) & met
    assert sorted(x for p in paired for x in p) == sorted(ids.values())
    # winners meet winners
    winners = {ids["Ann"], ids["Ben"], ids["Hal"]}
    top_pair = paired[0]
    assert top_pair <= winners
    # an odd field: the lowest-scoring player without a bye sits out
    seven = [ids[n] for n in CLUBS if n != "Ann"]
    odd = planning.swiss_next_round(league, event.id, seven)
    assert odd.bye is not None and odd.bye.score == 0.0
    assert len(odd.pairs) == 3
    model = league.rating_model(league.leaderboard().id)
    a, b = nxt.pairs[0]
    assert nxt.chances[0] == pytest.approx(model.predict_win([[league.rating_of(a.player_id)], [league.rating_of(b.player_id)]])[0])


def test_balanced_teams_through_the_club_equal_the_exhaustive_optimum(league: Club) -> None:
    names = list(CLUBS)
    result = planning.balance(league, names, 2)
    model = league.rating_model(league.leaderboard().id)
    ratings = {n: league.rating_of(league.find_player(n).id) for n in names}

    def spread(split: list[list[str]]) -> float:
        p = model.predict_win([[ratings[n] for n in team] for team in split])
        return max(p) - min(p)

    best = min(spread([list(a), [n for n in names if n not in a]]) for a in itertools.combinations(names, 4))
    teams = [t.names for t in result.teams]
    assert result.exact and spread(teams) == pytest.approx(best, abs=1e-12)
    assert [t.win_probability for t in result.teams] == pytest.approx(
        model.predict_win([[ratings[n] for n in team] for team in teams]), abs=1e-15)
    assert result.teams[0].total == pytest.approx(sum(ratings[n].mu for n in teams[0]))
    assert set(result.as_dict()) == {"teams", "win_probability"}
    kept = planning.balance(league, names, 2, together=[("Ann", "Ben")], apart=[("Cid", "Dee")])
    side = {n: i for i, t in enumerate(kept.teams) for n in t.names}
    assert side["Ann"] == side["Ben"] and side["Cid"] != side["Dee"]
    with pytest.raises(LeagueError, match="not among the players present"):
        planning.balance(league, names[:4], 2, together=[("Ann", "Hal")])
    with pytest.raises(LeagueError, match="do not make 3 teams of 2"):
        planning.balance(league, names, 3, size=2)


def test_opponents_in_the_chance_window(league: Club) -> None:
    model = league.rating_model(league.leaderboard().id)
    me = league.find_player("Cid")
    found = planning.opponents_in_window(league, "Cid", low=0.4, high=0.6)
    names = {o.entrant.name for o in found}
    for other in CLUBS:
        if other == "Cid":
            continue
        p = model.predict_win([[league.rating_of(me.id)], [league.rating_of(league.find_player(other).id)]])[0]
        assert (other in names) == (0.4 <= p <= 0.6), (other, p)
    assert [abs(o.chance - 0.5) for o in found] == sorted(abs(o.chance - 0.5) for o in found)
    with pytest.raises(LeagueError, match="chance window"):
        planning.opponents_in_window(league, "Cid", low=0.7, high=0.6)


def test_pairing_the_waiting_players_avoids_tonights_repeats(league: Club) -> None:
    event = league.add_event("Tonight", "2024-04-02")
    league.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], event_id=event.id)
    league.record_match([SideInput(["Cid"], 1), SideInput(["Dee"], 2)], event_id=event.id)
    pairing = planning.pair_waiting(league, ["Ann", "Ben", "Cid", "Dee"], event_id=event.id)
    pairs = {frozenset(e.name for e in m.sides) for m in pairing.matches}
    assert not pairs & {frozenset({"Ann", "Ben"}), frozenset({"Cid", "Dee"})}
    assert not any(m.repeat for m in pairing.matches)
    odd = planning.pair_waiting(league, ["Ann", "Ben", "Cid", "Dee", "Eve"], event_id=event.id)
    assert odd.sitting_out is not None and odd.sitting_out.name != "Eve"  # Eve has not played tonight
    # two players who met already: the repeat is allowed, and flagged
    forced = planning.pair_waiting(league, ["Ann", "Ben"], event_id=event.id)
    assert forced.matches[0].repeat


def test_match_quality() -> None:
    assert planning.match_quality([0.5, 0.5]) == 1.0
    assert planning.match_quality([0.3, 0.7]) == pytest.approx(0.6)
    assert planning.match_quality([0.25] * 4) == 1.0
    assert planning.match_quality([1.0, 0.0]) == 0.0
