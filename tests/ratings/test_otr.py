"""o!TR Plackett-Luce (seed 002): per-game PL, Methods A and B, game scaling, decay.

Expected numbers come from the seed's formulas worked out here by hand (an
independent Plackett-Luce for single players written in this file), and the
per-game step is checked against openskill.py's PlackettLuce as an oracle.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce as OpenSkillPlackettLuce

from tournament_app.ratings import MODELS, InvalidParameterError, Rating, model_from_settings
from tournament_app.ratings.errors import InvalidRankError, MismatchedLengthsError
from tournament_app.ratings.otr import OtrPlackettLuce, game_ranks, replay_games

BETA = 150.0
KAPPA = 1e-4


def hand_pl(ratings: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    """Weng & Lin (2011) Plackett-Luce for players on their own, gamma = 1, tau = 0.

    c² = Σ (σ_q² + β²); S_q = Σ_{s: r_s ≥ r_q} e^{μ_s/c}; A_q = #ties of q;
    Ω_i = σ_i²/c Σ_{q: r_q ≤ r_i} (1[q=i] − e^{μ_i/c}/S_q)/A_q,
    Δ_i = σ_i²/c² Σ_{q: r_q ≤ r_i} (e^{μ_i/c}/S_q)(1 − e^{μ_i/c}/S_q)/A_q.
    """
    c = math.sqrt(sum(s * s + BETA * BETA for _m, s in ratings))
    e = [math.exp(m / c) for m, _s in ratings]
    n = len(ratings)
    out = []
    for i, (mu, sigma) in enumerate(ratings):
        omega = delta = 0.0
        for q in range(n):
            if ranks[q] > ranks[i]:
                continue
            s_q = sum(e[s] for s in range(n) if ranks[s] >= ranks[q])
            a_q = sum(1 for s in range(n) if ranks[s] == ranks[q])
            p = e[i] / s_q
            omega += ((1.0 if q == i else 0.0) - p) / a_q
            delta += p * (1.0 - p) / a_q
        var = sigma * sigma
        out.append((mu + var / c * omega, math.sqrt(var * max(1.0 - var / (c * c) * delta, KAPPA))))
    return out


def openskill_game(ratings: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    model = OpenSkillPlackettLuce(
        mu=900.0, sigma=300.0, beta=BETA, kappa=KAPPA, tau=0.0, margin=0.0,
        limit_sigma=False, balance=False, gamma=lambda *args, **kwargs: 1.0,
    )
    teams = [[model.rating(mu=m, sigma=s)] for m, s in ratings]
    rated = model.rate(teams, ranks=list(ranks))
    return [(t[0].mu, t[0].sigma) for t in rated]


# A hand-worked match: Ann, Bo, Cleo (indices 0-2), three games; Cleo sits out game 2, Bo game 3.
PLAYERS = [(1000.0, 200.0), (900.0, 300.0), (1100.0, 150.0)]
GAMES = [
    {0: 500_000, 1: 700_000, 2: 600_000},  # Bo first, Cleo second, Ann third
    {0: 800_000, 1: 300_000},  # Ann, Bo; Cleo absent
    {0: 400_000, 2: 400_000},  # Ann and Cleo tie; Bo absent
]


def test_per_game_step_matches_openskill_and_the_hand_formula() -> None:
    model = OtrPlackettLuce()
    game_ranks_lists = [[3, 1, 2], [1, 2], [1, 1]]
    present = [[0, 1, 2], [0, 1], [0, 2]]
    for who, ranks in zip(present, game_ranks_lists):
        ratings = [PLAYERS[p] for p in who]
        ours = model.rate_game([Rating(m, s) for m, s in ratings], ranks)
        for (m, s), (hm, hs), (om, os_) in zip(
            [(r.mu, r.sigma) for r in ours], hand_pl(ratings, ranks), openskill_game(ratings, ranks)
        ):
            assert m == pytest.approx(hm, abs=1e-9) and m == pytest.approx(om, abs=1e-9)
            assert s == pytest.approx(hs, abs=1e-9) and s == pytest.approx(os_, abs=1e-9)


def test_hand_worked_match_method_a_and_b() -> None:
    # Method A: each game among those who played it; a game sat out is a zero change.
    a = [[0.0, 0.0] for _ in PLAYERS]  # per player: Σ Δμ, Σ Δσ²
    b = [[0.0, 0.0] for _ in PLAYERS]
    g1 = hand_pl(PLAYERS, [3, 1, 2])
    g2 = hand_pl([PLAYERS[0], PLAYERS[1]], [1, 2])
    g3 = hand_pl([PLAYERS[0], PLAYERS[2]], [1, 1])
    for p, after in [(0, g1[0]), (1, g1[1]), (2, g1[2]), (0, g2[0]), (1, g2[1]), (0, g3[0]), (2, g3[1])]:
        a[p][0] += after[0] - PLAYERS[p][0]
        a[p][1] += after[1] ** 2 - PLAYERS[p][1] ** 2
    # Method B: everyone in every game, the absent tied for last (worst place + 1).
    for ranks in ([3, 1, 2], [1, 2, 3], [1, 2, 1]):
        for p, after in enumerate(hand_pl(PLAYERS, ranks)):
            b[p][0] += after[0] - PLAYERS[p][0]
            b[p][1] += after[1] ** 2 - PLAYERS[p][1] ** 2
    scale = math.sqrt(3 / 8)
    expected = []
    for p, (mu, sigma) in enumerate(PLAYERS):
        d_mu = scale * (0.9 * a[p][0] / 3 + 0.1 * b[p][0] / 3)
        d_var = scale * (0.9 * a[p][1] / 3 + 0.1 * b[p][1] / 3)
        expected.append((mu + d_mu, math.sqrt(sigma * sigma + d_var)))

    got = OtrPlackettLuce().rate_games([Rating(m, s) for m, s in PLAYERS], GAMES)
    for r, (mu, sigma) in zip(got, expected):
        assert r.mu == pytest.approx(mu, abs=1e-9)
        assert r.sigma == pytest.approx(sigma, abs=1e-9)
    # Bo, the lowest rated, won game 1 against both others: the biggest gain.
    assert got[1].mu - PLAYERS[1][0] > max(got[0].mu - PLAYERS[0][0], got[2].mu - PLAYERS[2][0])


def test_two_equal_players_one_game_in_closed_form() -> None:
    # c² = 2(300² + 150²); the winner's Ω = σ²/c · 1/2, Δ = σ²/c² · 1/4; one game of eight: √(1/8).
    c = math.sqrt(2 * (300.0**2 + 150.0**2))
    omega = 300.0**2 / c * 0.5
    delta = 300.0**2 / c**2 * 0.25
    winner, loser = OtrPlackettLuce().rate_games([Rating(900, 300), Rating(900, 300)], [{0: 2.0, 1: 1.0}])
    assert winner.mu == pytest.approx(900 + math.sqrt(1 / 8) * omega, abs=1e-9)
    assert loser.mu == pytest.approx(900 - math.sqrt(1 / 8) * omega, abs=1e-9)
    expected_sigma = math.sqrt(300.0**2 - math.sqrt(1 / 8) * 300.0**2 * delta)
    assert winner.sigma == pytest.approx(expected_sigma, abs=1e-9)
    assert loser.sigma == pytest.approx(expected_sigma, abs=1e-9)


def test_game_ranks_rank_by_own_score_with_ties() -> None:
    assert game_ranks({7: 10.0, 3: 30.0, 5: 10.0, 1: 20.0}) == {3: 1, 1: 2, 7: 3, 5: 3}


def test_defaults_are_otr_constants_and_registered() -> None:
    model = model_from_settings("otr", {})
    assert isinstance(model, OtrPlackettLuce) and MODELS["otr"] is OtrPlackettLuce
    assert model.params() == {
        "mu": 900.0, "sigma": 300.0, "beta": 150.0, "kappa": 1e-4, "weight_a": 0.9,
        "standard_games": 8.0, "game_exponent": 0.5, "volatility_growth": 288.0,
        "decay_days": 121.0, "decay_rate": 3.6, "decay_floor": 900.0,
    }
    assert model_from_settings("otr", model.params()) == model
    with pytest.raises(InvalidParameterError, match="weight_a"):
        OtrPlackettLuce(weight_a=1.5)


def test_bad_games_are_refused_with_a_clear_message() -> None:
    model = OtrPlackettLuce()
    two = [Rating(900, 300), Rating(900, 300)]
    with pytest.raises(MismatchedLengthsError, match="at least one game"):
        model.rate_games(two, [])
    with pytest.raises(InvalidRankError, match="Game 2 has no player"):
        model.rate_games(two, [{0: 1, 1: 2}, {}])
    with pytest.raises(MismatchedLengthsError, match="player 5"):
        model.rate_games(two, [{0: 1, 5: 2}])
    with pytest.raises(InvalidRankError, match="score"):
        model.rate_games(two, [{0: 1, 1: math.nan}])


def test_match_without_games_is_one_game_by_side_rank() -> None:
    model = OtrPlackettLuce()
    teams = [[Rating(1000, 200), Rating(950, 250)], [Rating(900, 300)]]
    rated = model.rate(teams, [2, 1])
    flat = model.rate_games([r for t in teams for r in t], [{0: -2, 1: -2, 2: -1}])
    assert [r for t in rated for r in t] == flat


# ---- decay (otr-processor's decay schedule) ---------------------------------------------


def test_volatility_grows_each_idle_week_up_to_the_initial_volatility() -> None:
    model = OtrPlackettLuce()
    r = Rating(2000.0, 100.0)
    assert model.decay(r, 6.9) == r
    assert model.decay(r, 7.0) == Rating(2000.0, math.sqrt(100.0**2 + 288.0))
    assert model.decay(r, 70.0).sigma == pytest.approx(math.sqrt(100.0**2 + 10 * 288.0))
    assert model.decay(Rating(2000.0, 299.9), 700.0).sigma == 300.0


def test_rating_drops_weekly_after_the_inactivity_threshold_down_to_the_floor() -> None:
    model = OtrPlackettLuce(volatility_growth=0.0)
    r = Rating(2000.0, 100.0)
    assert model.decay(r, 120.9).mu == 2000.0
    assert model.decay(r, 121.0).mu == pytest.approx(2000.0 - 3.6)
    assert model.decay(r, 127.9).mu == pytest.approx(2000.0 - 3.6)
    assert model.decay(r, 128.0).mu == pytest.approx(2000.0 - 2 * 3.6)
    assert model.decay(Rating(905.0, 100.0), 400.0).mu == 900.0
    assert model.decay(Rating(850.0, 100.0), 400.0).mu == 850.0  # below the floor: no decay
    assert OtrPlackettLuce(volatility_growth=0.0, decay_rate=0.0).decays is False
    assert model.decays is True


# ---- properties ------------------------------------------------------------------------

ratings_st = st.lists(
    st.tuples(st.floats(300.0, 2500.0), st.floats(20.0, 300.0)).map(lambda t: Rating(*t)),
    min_size=2,
    max_size=6,
)


@settings(max_examples=60, deadline=None)
@given(ratings_st, st.data())
def test_nobody_absent_makes_method_a_equal_method_b(ratings: list[Rating], data: st.DataObject) -> None:
    n = len(ratings)
    n_games = data.draw(st.integers(1, 5))
    games = [
        {p: float(data.draw(st.integers(0, 4))) for p in range(n)} for _ in range(n_games)
    ]
    only_a = OtrPlackettLuce(weight_a=1.0).rate_games(ratings, games)
    only_b = OtrPlackettLuce(weight_a=0.0).rate_games(ratings, games)
    mixed = OtrPlackettLuce().rate_games(ratings, games)
    for x, y, z in zip(only_a, only_b, mixed):
        assert x.mu == pytest.approx(y.mu, abs=1e-7) and x.mu == pytest.approx(z.mu, abs=1e-7)
        assert x.sigma == pytest.approx(y.sigma, abs=1e-7) and x.sigma == pytest.approx(z.sigma, abs=1e-7)


@settings(max_examples=60, deadline=None)
@given(ratings_st, st.data())
def test_eight_identical_games_are_one_game_unscaled(ratings: list[Rating], data: st.DataObject) -> None:
    scores = {p: float(data.draw(st.integers(0, 3))) for p in range(len(ratings))}
    model = OtrPlackettLuce()
    once = model.rate_game(ratings, [game_ranks(scores)[p] for p in range(len(ratings))])
    eight = model.rate_games(ratings, [scores] * 8)
    for x, y in zip(once, eight):
        assert x.mu == pytest.approx(y.mu, abs=1e-7)
        assert x.sigma == pytest.approx(y.sigma, abs=1e-7)


@settings(max_examples=60, deadline=None)
@given(ratings_st, st.data())
def test_winning_every_game_played_always_gains(ratings: list[Rating], data: st.DataObject) -> None:
    n = len(ratings)
    games = []
    for _ in range(data.draw(st.integers(1, 6))):
        others = data.draw(st.lists(st.integers(1, n - 1), min_size=1, unique=True))
        game = {p: float(data.draw(st.integers(0, 9))) for p in others}
        game[0] = 100.0
        games.append(game)
    after = OtrPlackettLuce().rate_games(ratings, games)
    assert after[0].mu > ratings[0].mu
    assert all(r.sigma > 0 for r in after)


def test_replay_games_rates_in_order_with_decay_between_matches() -> None:
    model = OtrPlackettLuce()
    start = {1: Rating(1000, 200), 2: Rating(900, 300), 3: Rating(800, 250)}
    day = 86_400.0
    rows, final, last = replay_games(
        model,
        [[[1], [2]], [[1, 3], [2]]],
        [[1, 2], [2, 1]],
        [[{0: 10.0, 1: 5.0}], None],
        start.__getitem__,
        match_seconds=[0.0, 200 * day],
    )
    first = model.rate_games([start[1], start[2]], [{0: 10.0, 1: 5.0}])
    assert rows[0] == ([start[1], start[2]], first)
    before = [model.decay(first[0], 200.0), start[3], model.decay(first[1], 200.0)]
    assert rows[1][0] == before
    second = [r for t in model.rate([[before[0], before[1]], [before[2]]], [2, 1]) for r in t]
    assert rows[1][1] == second
    assert final == {1: second[0], 3: second[1], 2: second[2]}
    assert last == {1: 200 * day, 2: 200 * day, 3: 200 * day}
