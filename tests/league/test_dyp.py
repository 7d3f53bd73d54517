"""DYP: pairs drawn once stay as drawn all night, with late arrivals, people away and people back."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_app.league import night
from tournament_app.league.night.dyp import DYP_RULE, DYP_TITLE, partners, stand_in_notes
from tournament_app.ratings import MODELS, Rating

MODEL = MODELS["bbt"]()


def _ratings(names: Sequence[str], seed: int) -> dict[str, Rating]:
    rng = random.Random(seed)
    return {n: MODEL.new_rating(mu=25 + rng.gauss(0, 6), sigma=2 + rng.random() * 4) for n in names}


def _check_round(draw: night.Draw, present: Sequence[Hashable], before: set[frozenset[Hashable]]) -> set[frozenset[Hashable]]:
    """Every rule a DYP round keeps; returns the night's pairs after it."""
    pairs = {frozenset(p) for p in draw.pairs}
    assert all(len(p) == 2 for p in pairs)
    mate = partners(draw.pairs)
    assert len(mate) == 2 * len(pairs), "a player is in two pairs"
    assert before <= pairs, "a pair drawn earlier was dropped"
    sides = [frozenset(side) for m in draw.matches for side in m]
    playing = [k for side in sides for k in side]
    assert sorted(map(str, playing + list(draw.sitting_out))) == sorted(map(str, present)), "everyone plays once or sits"
    assert all(len(m) == 2 and all(len(s) == 2 for s in m) for m in draw.matches)
    side_of = {k: side for side in sides for k in side}
    for pair in pairs:
        a, b = tuple(pair)
        if a in side_of and b in side_of:
            assert side_of[a] == pair, f"the pair {a}–{b} was split while both play"
    for side in sides:
        if side in pairs:
            continue
        for k in side:  # a stand-in side: each player's own partner does not play this round
            assert mate.get(k) is None or mate[k] not in side_of
    return pairs


@settings(max_examples=60, deadline=None)
@given(
    start=st.integers(4, 14),
    steps=st.lists(st.lists(st.sampled_from(["arrive", "away", "back", "gone"]), max_size=3), min_size=2, max_size=7),
    seed=st.integers(0, 10_000),
)
def test_a_pair_drawn_once_is_never_split_while_both_play(start: int, steps: list[list[str]], seed: int) -> None:
    rng = random.Random(seed)
    everyone = [f"P{i:02d}" for i in range(start + 3 * len(steps))]
    ratings = _ratings(everyone, seed)
    present = everyone[:start]
    waiting = everyone[start:]
    away: list[str] = []
    history: list[night.PastRound] = []
    pairs: set[frozenset[Hashable]] = set()
    for n, actions in enumerate(steps):
        if n:
            for action in actions:
                if action == "arrive" and waiting:
                    present.append(waiting.pop(0))
                elif action in ("away", "gone") and len(present) > 4:
                    who = rng.choice(present)
                    present.remove(who)
                    if action == "away":
                        away.append(who)
                elif action == "back" and away:
                    present.append(away.pop(0))
        draw = night.draw_round(present, ratings, MODEL, "dyp", history=history, rng=rng)
        pairs = _check_round(draw, present, pairs)
        history.append(night.PastRound("dyp", draw.matches, draw.sitting_out, draw.pairs))


def test_a_13th_player_before_round_3_splits_no_pair_and_the_round_says_who_stands_in() -> None:
    names = [f"P{i:02d}" for i in range(13)]
    ratings = _ratings(names, 13)
    rng = random.Random(13)
    history: list[night.PastRound] = []
    pairs: set[frozenset[Hashable]] = set()
    for number in range(1, 7):
        present = names if number >= 3 else names[:12]
        draw = night.draw_round(present, ratings, MODEL, "dyp", history=history, rng=rng)
        pairs = _check_round(draw, present, pairs)
        if number == 1:
            first = pairs
        assert pairs == first, "nobody new came after round 3: the late arrival waits for a partner"
        if number >= 3:
            sides = [tuple(s) for m in draw.matches for s in m]
            notes = stand_in_notes(sides, draw.pairs, draw.sitting_out)  # type: ignore[arg-type]
            late = names[12]
            if late in draw.sitting_out:
                assert notes == []
            else:
                assert len(notes) == 1 and f"{late} has no partner yet (the next late arrival will be)" in notes[0]
                assert "sits out" in notes[0]
        history.append(night.PastRound("dyp", draw.matches, draw.sitting_out, draw.pairs))


def test_the_next_late_arrival_becomes_the_partner_of_the_one_waiting() -> None:
    names = [f"P{i:02d}" for i in range(14)]
    ratings = _ratings(names, 3)
    rng = random.Random(3)
    first = night.draw_round(names[:13], ratings, MODEL, "dyp", rng=rng)
    assert len(first.pairs) == 6
    lone = next(k for k in names[:13] if k not in partners(first.pairs))
    history = [night.PastRound("dyp", first.matches, first.sitting_out, first.pairs)]
    second = night.draw_round(names, ratings, MODEL, "dyp", history=history, rng=rng)
    assert set(first.pairs) < set(second.pairs) and partners(second.pairs)[lone] == names[13]


@pytest.mark.parametrize("n", range(5, 15))
def test_sitting_out_goes_in_turn_on_a_steady_night(n: int) -> None:
    names = [f"P{i:02d}" for i in range(n)]
    ratings = _ratings(names, n)
    for seed in range(3):
        rng = random.Random(seed)
        history: list[night.PastRound] = []
        sat: Counter[str] = Counter()
        pairs: set[frozenset[Hashable]] = set()
        for _ in range(n):
            draw = night.draw_round(names, ratings, MODEL, "dyp", history=history, rng=rng)
            pairs = _check_round(draw, names, pairs)
            history.append(night.PastRound("dyp", draw.matches, draw.sitting_out, draw.pairs))
            sat.update(map(str, draw.sitting_out))
            counts = [sat[k] for k in names]
            assert max(counts) - min(counts) <= 1, (n, seed, sat)


def test_draw_rounds_for_nine_keeps_the_pairs_and_names_the_stand_in() -> None:
    names = [f"P{i}" for i in range(9)]
    rounds = night.draw_rounds(names, _ratings(names, 1), MODEL, "dyp", 5, seed=0)
    assert all(r.pairs == rounds[0].pairs for r in rounds) and len(rounds[0].pairs) == 4
    lone = next(k for k in names if k not in partners(rounds[0].pairs))
    for r in rounds:
        sides = [s for m in r.matches for s in m.sides]
        assert all(s in r.pairs or s[::-1] in r.pairs or lone in s for s in sides)
        notes = stand_in_notes(sides, r.pairs, r.sitting_out)
        assert len(notes) == (0 if lone in r.sitting_out else 1)
    data = night.rounds_as_dict(rounds)["rounds"]
    assert all(len(d["pairs"]) == 4 for d in data)
    assert [len(d["stand_ins"]) for d in data] == [0 if lone in r.sitting_out else 1 for r in rounds]


def test_the_same_words_everywhere() -> None:
    assert night.MODE_TITLES["dyp"] == DYP_TITLE
    assert "strongest with weakest" in DYP_TITLE and "strongest player with the weakest" in DYP_RULE
    assert "random" not in DYP_TITLE and "random" not in DYP_RULE
    assert "strongest with the weakest" in (night.__doc__ or "")
