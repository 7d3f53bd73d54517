"""Every refused report, decision or phone check-in says why in a sentence and changes nothing in the file."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_app.league import LeagueError, NotFoundError, night
from tournament_app.league import companion

from companion_setup import club_night, dump, knockout


@pytest.fixture
def shared(tmp_path: Path):  # type: ignore[no-untyped-def]
    club, event_id, ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    tokens = companion.report_tokens(club, event_id)
    on_table = next(t.match for t in night.tables(club, event_id) if t.match is not None)
    return club, event_id, ids, tokens[on_table.id][0]


def _refused(club, call, match: str) -> None:  # type: ignore[no-untyped-def]
    before = dump(club)
    with pytest.raises(LeagueError, match=match) as info:
        call()
    message = str(info.value)
    assert message[0].isupper() and message.rstrip().endswith(".")
    assert dump(club) == before


@pytest.mark.parametrize(("ranks", "scores", "match"), [
    ([1], None, "2 sides, but 1 places"),
    ([1, 2, 3], None, "2 sides, but 3 places"),
    ([0, 1], None, "Places are whole numbers"),
    ([1, 3], None, "Places are whole numbers"),
    ([1.5, 2], None, "Places are whole numbers"),
    ([True, 2], None, "Places are whole numbers"),
    ("12", None, "places were given"),
    # the one result rule (league/result_rule.py), as every other path says it
    ([1, 2], [float("nan"), 1], "must be a finite number, not nan"),
    ([1, 2], [float("inf"), 1], "must be a finite number, not inf"),
    ([1, 2], [-1, -3], "can't be negative"),
    ([1, 2], [1e12, 3], "a score is at most 1,000,000"),
    ([1, 2], [3, 10], "The score 10–3 says .* won, but .* is given as the winner"),
    ([1, 1], [3, 10], "The score 10–3 says .* won, but the result given is a draw"),
    ([1, 2], [3, None], "Enter the score of .* too"),
    ([1, 2], [3], "give a score for each side"),
    ([1, 2], ["10", 3], "is not a number"),
])
def test_bad_reports_are_refused(shared, ranks, scores, match) -> None:  # type: ignore[no-untyped-def]
    club, _event_id, _ids, token = shared
    _refused(club, lambda: companion.submit_report(club, token, ranks, scores), match)


def test_bad_tokens_stopped_sharing_and_finished_events(shared) -> None:  # type: ignore[no-untyped-def]
    club, event_id, _ids, token = shared
    for bad in ("", "nope", token + "x", token.upper() if token.upper() != token else token.lower()):
        _refused(club, lambda bad=bad: companion.submit_report(club, bad, [1, 2]), "report link isn't valid")
        assert companion.report_target(club, bad) is None
    companion.stop_sharing(club, event_id)
    _refused(club, lambda: companion.submit_report(club, token, [1, 2]), "isn't shared any more")
    assert companion.report_target(club, token) is None
    companion.share_event(club, event_id)
    with club.transaction():
        club.db.execute("UPDATE events SET finished_at = '2024-02-07T00:00:00+00:00' WHERE id = ?", [event_id])
    _refused(club, lambda: companion.submit_report(club, token, [1, 2]), "has ended")


def test_unknown_and_settled_reports(shared) -> None:  # type: ignore[no-untyped-def]
    club, _event_id, _ids, token = shared
    before = dump(club)
    with pytest.raises(NotFoundError, match="no reported result with id 99"):
        companion.confirm_report(club, 99)
    with pytest.raises(NotFoundError):
        companion.reject_report(club, 99)
    assert dump(club) == before
    sent = companion.submit_report(club, token, [1, 2])
    companion.confirm_report(club, sent.id)
    _refused(club, lambda: companion.confirm_report(club, sent.id), "already confirmed")
    _refused(club, lambda: companion.reject_report(club, sent.id), "already confirmed")


def test_a_match_whose_sides_changed_refuses_its_old_token(tmp_path: Path) -> None:
    club, event_id = knockout(tmp_path, 4)
    companion.share_event(club, event_id)
    tokens = companion.report_tokens(club, event_id)
    (first, (t1, _)), (_second, (t2, _)) = sorted(tokens.items())
    companion.confirm_report(club, companion.submit_report(club, t1, [1, 2]).id)
    companion.confirm_report(club, companion.submit_report(club, t2, [1, 2]).id)
    final_id, final_tokens = next((d, t) for d, t in companion.report_tokens(club, event_id).items() if d not in tokens)
    final_token = final_tokens[1]
    # a correction of the first semi-final changes who plays in the final: its old token stops working
    from tournament_app.league import tournament
    fixture = club.db.execute("SELECT id FROM fixtures WHERE drawn_match_id = ?", [first]).fetchone()[0]
    tournament.report_result(club, event_id, fixture, [2, 1])
    _refused(club, lambda: companion.submit_report(club, final_token, [1, 2]), "isn't valid")
    fresh = companion.report_tokens(club, event_id)
    assert set(fresh[final_id]).isdisjoint(final_tokens)  # both sides get new tokens


def test_phone_check_in(tmp_path: Path) -> None:
    club, event_id, ids = club_night(tmp_path)
    extra = club.add_player("Ida").id
    share = companion.share_event(club, event_id)
    night.mark_away(club, event_id, ids["Ann"])
    names = {name: present for _pid, name, present in companion.checkin_candidates(club, share.checkin_token)}
    assert names["Ann"] is False and names["Ben"] is True
    _refused(club, lambda: companion.check_in_by_phone(club, share.checkin_token, ids["Ann"]), "is off for this event")
    companion.set_share_rules(club, event_id, accept_rule="confirm", allow_checkin=True)
    companion.check_in_by_phone(club, share.checkin_token, ids["Ann"])
    assert club.undo_history()[-1].label == "Ann checked in by phone"
    steps = club.undo_history()
    companion.check_in_by_phone(club, share.checkin_token, ids["Ann"])  # already here: nothing changes
    assert club.undo_history() == steps
    _refused(club, lambda: companion.check_in_by_phone(club, share.checkin_token, extra), "Pick your name")
    _refused(club, lambda: companion.check_in_by_phone(club, share.checkin_token, 10_000), "Pick your name")
    _refused(club, lambda: companion.check_in_by_phone(club, "bad", ids["Ann"]), "check-in link isn't valid")
    with pytest.raises(LeagueError):
        companion.checkin_candidates(club, share.read_token)


_values = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.floats(allow_nan=True, allow_infinity=True),
                    st.text(max_size=3))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ranks=st.one_of(st.lists(_values, max_size=4), _values),
       scores=st.one_of(st.none(), st.lists(_values, max_size=4), _values))
def test_any_report_is_stored_sanely_or_refused_with_nothing_changed(shared, ranks, scores) -> None:  # type: ignore[no-untyped-def]
    club, event_id, _ids, token = shared
    before = dump(club)
    try:
        sent = companion.submit_report(club, token, ranks, scores)
    except LeagueError as exc:
        assert str(exc)[0].isupper()
        assert dump(club) == before
        return
    assert sorted(sent.ranks) in ([1, 2], [1, 1])
    assert sent.scores is None or all(s is None or (math.isfinite(s) and s >= 0) for s in sent.scores)
    with club.transaction():  # leave the inbox as it was for the next example
        club.db.execute("DELETE FROM match_reports WHERE id = ?", [sent.id])
    assert companion.pending_reports(club, event_id) == []
