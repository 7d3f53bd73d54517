"""Results reported from phones: waiting for the organizer, confirmed (rated, the bracket goes on), rejected, undone."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.league import Club, night, tournament
from tournament_app.league import companion

from companion_setup import club_night, dump, knockout


def _on_table(club: Club, event_id: int) -> tuple[int, tuple[str, ...]]:
    """The first match on a table and its report tokens, one per side."""
    tokens = companion.report_tokens(club, event_id)
    match = next(t.match for t in night.tables(club, event_id) if t.match is not None)
    return match.id, tokens[match.id]


def assert_fresh(club: Club, tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    """Stored ratings equal a replay from scratch of a copy of the file."""
    copy = Club.open(club.snapshot(tmp_path / "fresh"))
    try:
        copy.recompute()
        for lb in club.leaderboards():
            assert_same_ratings(club, copy, lb.id, lb.id)
    finally:
        copy.close()


def test_club_night_report_confirm_undo_redo(tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    drawn_id, (_first, token) = _on_table(club, event_id)
    target = companion.report_target(club, token)
    assert target is not None and target.open and target.draw_allowed and target.table == "Table 1"
    assert target.drawn_match_id == drawn_id and len(target.sides) == 2 and target.side == 1
    steps = club.undo_history()
    sent = companion.submit_report(club, token, [2, 1], [5, 10], client="192.168.1.20", device="iPhone · Safari")
    assert sent.status == "pending" and sent.client == "192.168.1.20" and sent.ranks == (2, 1)
    assert sent.side == 1 and sent.sender() == "192.168.1.20 (iPhone · Safari)"
    assert club.undo_history() == steps  # receiving a report is not an undo step
    assert [r.id for r in companion.pending_reports(club, event_id)] == [sent.id]
    assert club.event_results(event_id) == []

    changes = companion.confirm_report(club, sent.id)
    assert changes.id is not None and event_id in changes.events
    assert club.undo_history()[-1].label == "Confirm reported result, Table 1"
    recorded = club.match(changes.id)
    assert [s.rank for s in recorded.sides] == [2, 1] and [s.score for s in recorded.sides] == [5, 10]
    assert companion.report(club, sent.id).status == "confirmed"
    assert companion.pending_reports(club) == []
    assert companion.report_target(club, token).open is False  # type: ignore[union-attr]
    assert_fresh(club, tmp_path / "a", assert_same_ratings)

    club.undo()
    assert companion.report(club, sent.id).status == "pending"
    assert club.event_results(event_id) == []
    assert companion.report_target(club, token).open is True  # type: ignore[union-attr]
    assert_fresh(club, tmp_path / "b", assert_same_ratings)
    club.redo()
    assert companion.report(club, sent.id).status == "confirmed"
    assert len(club.event_results(event_id)) == 1
    assert_fresh(club, tmp_path / "c", assert_same_ratings)


def test_reject_and_undo(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    _drawn, (token, other) = _on_table(club, event_id)
    sent = companion.submit_report(club, token, [1, 2])
    companion.reject_report(club, sent.id)
    assert club.undo_history()[-1].label == "Reject reported result, Table 1"
    assert companion.report(club, sent.id).status == "rejected" and club.event_results(event_id) == []
    with pytest.raises(companion.ReportRefused, match="already rejected"):
        companion.confirm_report(club, sent.id)
    club.undo()
    assert companion.report(club, sent.id).status == "pending"
    # the other side's code still takes a report, which disagrees
    assert companion.submit_report(club, other, [2, 1], client="b").status == "conflict"


def test_knockout_report_confirmed_moves_the_bracket_on(tmp_path: Path, assert_same_ratings: Callable[..., None]) -> None:
    club, event_id = knockout(tmp_path, 4)
    companion.share_event(club, event_id)
    tokens = companion.report_tokens(club, event_id)
    assert len(tokens) == 2  # the two semi-finals
    winners: set[int] = set()
    for _drawn_id, (token, _other) in sorted(tokens.items()):
        target = companion.report_target(club, token)
        assert target is not None and not target.draw_allowed
        before = dump(club)
        with pytest.raises(companion.ReportRefused, match="can't end in a draw"):
            companion.submit_report(club, token, [1, 1])
        assert dump(club) == before
        companion.confirm_report(club, companion.submit_report(club, token, [1, 2]).id)
        winners |= set(target.sides[0].player_ids)
    tokens_after = companion.report_tokens(club, event_id)
    [(final_token, _)] = [t for t in tokens_after.values() if t not in tokens.values()]  # the final is on the queue now
    final = companion.report_target(club, final_token)
    assert final is not None and final.open
    assert {p for side in final.sides for p in side.player_ids} == winners
    decided = companion.confirm_report(club, companion.submit_report(club, final_token, [2, 1], [3, 5]).id)
    assert decided.id is not None
    assert tournament.event_setup(club, event_id).finished
    assert_fresh(club, tmp_path, assert_same_ratings)
    club.undo()
    assert companion.report_target(club, final_token).open is True  # type: ignore[union-attr]
    assert not tournament.event_setup(club, event_id).finished


def test_both_agree_accepts_at_once_and_undo_puts_both_back(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    companion.set_share_rules(club, event_id, accept_rule="both_agree", allow_checkin=False)
    _drawn, (ann, ben) = _on_table(club, event_id)
    first = companion.submit_report(club, ann, [1, 2], [10, 4], client="192.168.1.20")
    assert first.status == "pending"
    second = companion.submit_report(club, ben, [1, 2], client="192.168.1.21")
    assert second.status == "accepted" and companion.report(club, first.id).status == "accepted"
    assert club.undo_history()[-1].label == "Result reported by both sides, Table 1"
    [recorded] = club.event_results(event_id)
    assert [s.score for s in recorded.sides] == [10, 4]
    club.undo()
    assert {r.status for r in companion.pending_reports(club, event_id)} == {"pending"}
    assert club.event_results(event_id) == []


def test_both_agree_conflict_applies_nothing(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    companion.set_share_rules(club, event_id, accept_rule="both_agree", allow_checkin=False)
    _drawn, (ann, ben) = _on_table(club, event_id)
    a = companion.submit_report(club, ann, [1, 2], client="192.168.1.20")
    b = companion.submit_report(club, ben, [2, 1], client="192.168.1.21")
    assert b.status == "conflict" and companion.report(club, a.id).status == "conflict"
    assert club.event_results(event_id) == []
    assert [r.status for r in companion.pending_reports(club, event_id)] == ["conflict", "conflict"]
    # the organizer settles it: confirming one closes the other
    companion.confirm_report(club, b.id)
    assert companion.report(club, a.id).status == "closed"
    with pytest.raises(companion.ReportRefused, match="can't be settled"):
        companion.reject_report(club, a.id)


def test_confirm_rule_waits_even_when_both_agree(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    _drawn, (ann, ben) = _on_table(club, event_id)
    companion.submit_report(club, ann, [1, 2], client="192.168.1.20")
    companion.submit_report(club, ben, [1, 2], client="192.168.1.21")
    assert [r.status for r in companion.pending_reports(club, event_id)] == ["pending", "pending"]
    assert club.event_results(event_id) == []


def test_a_result_typed_at_the_table_closes_waiting_reports(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    drawn_id, (token, _other) = _on_table(club, event_id)
    sent = companion.submit_report(club, token, [1, 2])
    night.save_result(club, drawn_id, [2, 1])
    assert companion.report(club, sent.id).status == "closed" and companion.pending_reports(club) == []
    before = dump(club)
    with pytest.raises(companion.ReportRefused, match="has a result already"):
        companion.submit_report(club, token, [1, 2])
    with pytest.raises(companion.ReportRefused, match="can't be settled"):
        companion.confirm_report(club, sent.id)
    assert dump(club) == before


def _both_agree(tmp_path: Path) -> tuple[Club, int, int, tuple[str, ...]]:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    companion.set_share_rules(club, event_id, accept_rule="both_agree", allow_checkin=False)
    drawn_id, tokens = _on_table(club, event_id)
    return club, event_id, drawn_id, tokens


def test_one_code_sending_twice_is_one_side_and_records_nothing(tmp_path: Path) -> None:
    club, event_id, drawn_id, (ann, _ben) = _both_agree(tmp_path)
    first = companion.submit_report(club, ann, [1, 2], client="192.168.1.20")
    again = companion.submit_report(club, ann, [1, 2], client="192.168.1.20")
    assert club.event_results(event_id) == []
    assert companion.report(club, first.id).status == "replaced"  # the same code replaces its own report
    assert [r.id for r in companion.pending_reports(club, event_id)] == [again.id]
    # a change of mind replaces it too, and conflicts with nothing
    changed = companion.submit_report(club, ann, [2, 1], client="192.168.1.20")
    assert changed.status == "pending" and [r.id for r in companion.pending_reports(club, event_id)] == [changed.id]
    with pytest.raises(companion.ReportRefused, match="replaced by a newer report"):
        companion.confirm_report(club, first.id)
    assert drawn_id not in {m.id for m in club.event_results(event_id)}


def test_one_device_with_both_codes_waits_for_the_organizer(tmp_path: Path) -> None:
    club, event_id, _drawn, (ann, ben) = _both_agree(tmp_path)
    companion.submit_report(club, ann, [1, 2], client="192.168.1.20", device="iPhone · Safari")
    both = companion.submit_report(club, ben, [1, 2], client="192.168.1.20", device="iPhone · Safari")
    assert both.status == "pending" and club.event_results(event_id) == []
    waiting = companion.pending_reports(club, event_id)
    assert [r.side for r in waiting] == [0, 1]
    assert companion.one_device_for_sides(waiting) == {r.id for r in waiting}
    companion.confirm_report(club, both.id)  # the organizer decides
    assert len(club.event_results(event_id)) == 1


def test_both_sides_agreeing_from_two_devices_records_it_each_speaking_for_its_code(tmp_path: Path) -> None:
    club, event_id, _drawn, (ann, ben) = _both_agree(tmp_path)
    a = companion.submit_report(club, ann, [2, 1], client="192.168.1.20")
    b = companion.submit_report(club, ben, [2, 1], client="192.168.1.21")
    assert (a.side, b.side) == (0, 1)
    assert b.status == "accepted" and len(club.event_results(event_id)) == 1
