"""Sharing an event: random tokens, kept across restarts, made once; a report token per side of each match on the queue."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.league import Club, LeagueError, night
from tournament_app.league import companion

from companion_setup import club_night, dump


def test_share_is_idempotent_and_survives_a_restart(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    share = companion.share_event(club, event_id)
    assert share.active and share.accept_rule == "confirm" and not share.allow_checkin
    assert companion.share_event(club, event_id) == share
    club.close()
    again = Club.open(tmp_path / "club.sqlite")
    assert companion.event_share(again, event_id) == share
    assert companion.event_for_read_token(again, share.read_token) == event_id
    assert companion.event_for_checkin_token(again, share.checkin_token) == event_id
    assert companion.event_for_read_token(again, share.checkin_token) is None
    again.close()


def test_tokens_are_long_random_and_not_derived_from_ids(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    share = companion.share_event(club, event_id)
    tokens = [t for sides in companion.report_tokens(club, event_id).values() for t in sides]
    everything = [share.read_token, share.checkin_token, *tokens]
    assert len(set(everything)) == len(everything)
    for token in everything:
        assert len(token) >= 22 and str(event_id) != token  # at least 128 random bits
        assert all(c.isalnum() or c in "-_" for c in token)
    # the same club made again from scratch gets other tokens: nothing is derived from ids
    other, other_event, _ = club_night(tmp_path / "other")
    assert companion.share_event(other, other_event).read_token != share.read_token
    assert {t for sides in companion.report_tokens(other, other_event).values() for t in sides}.isdisjoint(tokens)


def test_report_tokens_cover_the_live_matches_and_are_kept(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    live = {m.id for r in night.night_rounds(club, event_id) for m in r.matches if m.status != "finished"}
    tokens = companion.report_tokens(club, event_id)
    assert set(tokens) == live
    assert all(len(sides) == 2 for sides in tokens.values())  # one per side of each 1v1 match
    before = dump(club)
    assert companion.report_tokens(club, event_id) == tokens  # nothing new minted
    assert dump(club) == before


def test_stop_keeps_the_tokens_and_sharing_again_brings_them_back(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    share = companion.share_event(club, event_id)
    steps = club.undo_history()
    companion.stop_sharing(club, event_id)
    assert companion.event_for_read_token(club, share.read_token) is None
    assert companion.event_share(club, event_id).active is False  # type: ignore[union-attr]
    again = companion.share_event(club, event_id)
    assert (again.read_token, again.checkin_token, again.active) == (share.read_token, share.checkin_token, True)
    assert club.undo_history() == steps  # sharing is not an undo step


def test_share_rules(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    share = companion.set_share_rules(club, event_id, accept_rule="both_agree", allow_checkin=True)
    assert (share.accept_rule, share.allow_checkin) == ("both_agree", True)
    assert not share.active  # rules set before sharing don't switch it on
    before = dump(club)
    with pytest.raises(LeagueError, match="Unknown rule"):
        companion.set_share_rules(club, event_id, accept_rule="anything", allow_checkin=True)
    assert dump(club) == before


@pytest.mark.parametrize("token", ["", "x", "A" * 500, "' OR 1=1 --"])
def test_unknown_tokens_find_nothing(tmp_path: Path, token: str) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    assert companion.event_for_read_token(club, token) is None
    assert companion.event_for_checkin_token(club, token) is None


def test_revision_changes_with_every_write(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    first = companion.revision(club)
    assert companion.revision(club) == first
    companion.share_event(club, event_id)
    second = companion.revision(club)
    assert second != first
    other = Club.open(tmp_path / "club.sqlite")
    other.add_player("Zed")
    other.close()
    assert companion.revision(club) != second


def test_unlogged_writes_between_steps_leave_undo_working(tmp_path: Path) -> None:
    club, event_id, ids = club_night(tmp_path)
    night.mark_away(club, event_id, ids["Hal"])
    steps = club.undo_history()
    share = companion.share_event(club, event_id)
    token = next(iter(companion.report_tokens(club, event_id).values()))[0]
    companion.submit_report(club, token, [1, 2], client="phone")
    companion.set_share_rules(club, event_id, accept_rule="both_agree", allow_checkin=True)
    assert club.undo_history() == steps
    club.undo()  # the step made before the companion's writes still undoes, and keeps them
    assert {a.name: a.status for a in night.attendance(club, event_id)}["Hal"] == "present"
    assert companion.event_share(club, event_id).read_token == share.read_token  # type: ignore[union-attr]
    assert len(companion.pending_reports(club, event_id)) == 1
    club.redo()
    assert {a.name: a.status for a in night.attendance(club, event_id)}["Hal"] == "away"


def test_each_side_has_its_own_token_and_the_form_names_that_side(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    for drawn_id, tokens in companion.report_tokens(club, event_id).items():
        targets = [companion.report_target(club, token) for token in tokens]
        assert all(t is not None and t.drawn_match_id == drawn_id for t in targets)
        assert [t.side for t in targets if t is not None] == [0, 1]
        assert [t.side_label() for t in targets if t is not None] == [s.label() for s in targets[0].sides]  # type: ignore[union-attr]

