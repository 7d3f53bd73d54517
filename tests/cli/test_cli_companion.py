"""The companion's commands of the CLI contract: ``reports`` (text and JSON), ``confirm`` and ``reject``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tournament_app.league import Club, companion, night
from cli_helpers import run

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "league" / "companion"))
from companion_setup import club_night  # noqa: E402


@pytest.fixture
def db(tmp_path: Path) -> tuple[Path, list[int]]:
    """A shared club night with two reports for the match on Table 1 (each side's, they disagree) and one for
    Table 2 (its first side's)."""
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    tokens = companion.report_tokens(club, event_id)
    first, second = (t.match for t in night.tables(club, event_id))
    assert first is not None and second is not None
    ids = [companion.submit_report(club, tokens[first.id][0], [1, 2], [10, 6], client="10.0.0.5", device="iPhone · Safari").id,
           companion.submit_report(club, tokens[first.id][1], [2, 1], client="10.0.0.6").id,
           companion.submit_report(club, tokens[second.id][0], [1, 1], client="10.0.0.7").id]
    club.close()
    return tmp_path / "club.sqlite", ids


def test_reports_as_json(db: tuple[Path, list[int]]) -> None:
    path, ids = db
    code, out, err = run("--db", path, "reports", "--event", "Tuesday", "--format", "json")
    assert (code, err) == (0, "")
    listed = json.loads(out)
    assert [r["id"] for r in listed] == ids
    assert set(listed[0]) == {"id", "event", "match", "table", "sides", "result", "status", "received_at",
                              "side", "client", "device", "one_device"}
    assert [(r["side"], r["client"], r["one_device"]) for r in listed] == [
        (0, "10.0.0.5", False), (1, "10.0.0.6", False), (0, "10.0.0.7", False)]
    assert listed[0]["device"] == "iPhone · Safari"
    assert listed[0]["event"] == "Tuesday" and listed[0]["table"] == "Table 1"
    assert listed[0]["result"] == {"ranks": [1, 2], "scores": [10.0, 6.0],
                                   "text": f"{' & '.join(listed[0]['sides'][0])} won 10–6"}
    assert [r["status"] for r in listed] == ["conflict", "conflict", "pending"]
    assert listed[2]["result"]["text"] == "Draw" and listed[2]["table"] == "Table 2"
    assert all(isinstance(name, str) for side in listed[0]["sides"] for name in side)


def test_reports_as_text(db: tuple[Path, list[int]]) -> None:
    path, ids = db
    code, out, err = run("--db", path, "reports")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["Id", "Event", "Table", "Match", "Reported", "result", "Side", "Sent", "by", "Status",
                                "Received"]
    assert len(lines) == 2 + len(ids) and "conflict" in lines[2] and "Draw" in lines[4] and "Table 2" in lines[4]
    assert "10.0.0.5 (iPhone · Safari)" in lines[2] and "10.0.0.6" in lines[3]


def test_reports_say_when_one_device_sent_both_sides(tmp_path: Path) -> None:
    club, event_id, _ids = club_night(tmp_path)
    companion.share_event(club, event_id)
    companion.set_share_rules(club, event_id, accept_rule="both_agree", allow_checkin=False)
    match = next(t.match for t in night.tables(club, event_id) if t.match is not None)
    ann, ben = companion.report_tokens(club, event_id)[match.id]
    companion.submit_report(club, ann, [1, 2], client="10.0.0.5")
    companion.submit_report(club, ben, [1, 2], client="10.0.0.5")
    club.close()
    code, out, _err = run("--db", tmp_path / "club.sqlite", "reports", "--format", "json")
    assert code == 0 and [r["one_device"] for r in json.loads(out)] == [True, True]
    code, out, _err = run("--db", tmp_path / "club.sqlite", "reports")
    assert code == 0 and "10.0.0.5 *" in out and "One device sent the reports of more than one side" in out


def test_confirm_and_reject_then_refusals(db: tuple[Path, list[int]]) -> None:
    path, ids = db
    code, out, err = run("--db", path, "confirm", str(ids[0]))
    assert (code, err) == (0, "")
    assert out.startswith(f"Confirmed reported result {ids[0]}: ") and "saved as match #" in out
    code, out, err = run("--db", path, "reject", str(ids[2]))
    assert (code, err) == (0, "")
    assert out.startswith(f"Rejected reported result {ids[2]}: Draw")
    code, out, _ = run("--db", path, "reports", "--format", "json")
    assert json.loads(out) == []  # the other report of the confirmed match is closed, not waiting
    code, out, err = run("--db", path, "confirm", str(ids[0]))
    assert (code, out) == (1, "") and err == f"tournament-app: Reported result {ids[0]} was already confirmed.\n"
    code, out, err = run("--db", path, "reject", "999")
    assert (code, out) == (1, "") and err == "tournament-app: There is no reported result with id 999.\n"
    code, _out, err = run("--db", path, "confirm", "x")
    assert code == 2 and "An id is a whole number" in err
    with Club.open(path) as club:  # each decision is an undo step, and undoing the confirm makes it pending again
        assert [s.label for s in club.undo_history()][-2:] == ["Confirm reported result, Table 1",
                                                              "Reject reported result, Table 2"]
    code, _out, err = run("--db", path, "undo")
    code, _out, err = run("--db", path, "undo")
    assert (code, err) == (0, "")
    code, out, _ = run("--db", path, "reports", "--format", "json")
    assert [r["id"] for r in json.loads(out)] == ids


def test_unknown_event(db: tuple[Path, list[int]]) -> None:
    path, _ids = db
    code, out, err = run("--db", path, "reports", "--event", "Nope")
    assert (code, out) == (1, "") and err.startswith("tournament-app: There is no event called 'Nope'")
