"""No silent guesses on the command line (issue 27).

* Every command that needs a leaderboard and finds several refuses without ``--leaderboard`` and lists them
  (today ``import results`` used the first one).
* Every id argument takes any text: a whole number the club has no row for, however large, is answered
  "there is no ... with id N" (today ``confirm 9223372036854775808`` ended in an OverflowError); other text
  is refused as not an id. Nothing is changed either way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.league import Club, SideInput, tournament
from cli_helpers import run

# print draws with Qt: in this process with the test's QApplication (a bare QGuiApplication would stop later widget tests)
pytestmark = pytest.mark.usefixtures("qapp")

REFUSAL = "This club has 2 leaderboards ('Default', 'Blitz'); choose one with --leaderboard NAME."

#: every command that needs one leaderboard, as a person would type it with --leaderboard left out
NEEDS_A_LEADERBOARD = {
    "import results": ["import", "results", "{csv}"],
    "leaderboard": ["leaderboard"],
    "export standings": ["export", "standings", "{out}"],
    "export results": ["export", "results", "{out}"],
    "history": ["history", "Ann"],
    "seed": ["seed", "--top", "2"],
    "bracket": ["bracket", "--top", "2"],
    "balance": ["balance", "--players", "Ann,Ben", "--teams", "2"],
    "predict": ["predict", "--side", "Ann", "--side", "Ben"],
    "draw": ["draw", "--players", "Ann,Ben", "--mode", "swiss", "--rounds", "1"],
    "evaluate": ["evaluate"],
    "print standings": ["print", "standings", "{out}"],
    "print bracket": ["print", "bracket", "{out}"],
}

HUGE = ["9223372036854775808", "-9223372036854775809", "99999999999999999999999999999999", "0", "-1", "777"]


@pytest.fixture
def two_boards(db_path: Path) -> Path:
    with Club.open(db_path) as club:
        club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-05-01")
        club.new_leaderboard("Blitz", "elo")
    return db_path


@pytest.mark.parametrize("command", list(NEEDS_A_LEADERBOARD))
def test_a_command_that_needs_a_leaderboard_refuses_to_guess_among_several(two_boards: Path, tmp_path: Path, dump: object,
                                                                          command: str) -> None:
    csv = tmp_path / "results.csv"
    csv.write_text("match,date,side,player,rank\n1,2024-05-02,1,Ann,1\n1,2024-05-02,2,Ben,2\n", encoding="utf-8")
    out_file = tmp_path / "out.file"
    args = [a.format(csv=csv, out=out_file) for a in NEEDS_A_LEADERBOARD[command]]
    before = dump(two_boards)  # type: ignore[operator]
    assert run("--db", two_boards, *args) == (1, "", f"tournament-app: {REFUSAL}\n")
    assert dump(two_boards) == before and not out_file.exists()  # type: ignore[operator]
    # named, it works
    code, _out, err = run("--db", two_boards, *args, "--leaderboard", "Default")
    assert (code, err) == (0, "")


def test_a_club_with_one_leaderboard_needs_no_name(db_path: Path, tmp_path: Path) -> None:
    with Club.open(db_path) as club:
        club.record_match([SideInput(["Ann"], 1), SideInput(["Ben"], 2)], create_players=True, played_at="2024-05-01")
    for command in ("leaderboard", "history Ann", "evaluate"):
        assert run("--db", db_path, *command.split())[0] == 0


def test_print_with_an_event_takes_the_event_s_leaderboard(two_boards: Path, tmp_path: Path) -> None:
    with Club.open(two_boards) as club:
        club.add_event("Tuesday", "2024-05-01", club.leaderboard("Blitz").id)
    code, _out, err = run("--db", two_boards, "print", "standings", tmp_path / "s.pdf", "--event", "Tuesday")
    assert (code, err) == (0, "")


@pytest.fixture
def event_club(db_path: Path) -> Path:
    """A started knockout, a club night with a drawn round, and a reported result waiting on the companion."""
    with Club.open(db_path) as club:
        for name in ("Ann", "Ben", "Cat", "Dan"):
            club.add_player(name)
        tournament.create_event(club, "Cup", "single-elimination", date="2024-06-01")
        event = club.find_event("Cup")
        assert event is not None
        tournament.set_entrants(club, event.id, names=["Ann", "Ben", "Cat", "Dan"])
        tournament.start_event(club, event.id)
        tournament.create_event(club, "Night", "club-night", date="2024-06-02")
    return db_path


@pytest.mark.parametrize("number", HUGE)
@pytest.mark.parametrize(("command", "said"), [
    (["event", "report", "Cup", "{id}", "--ranks", "1,2"], "The event has no match with id {id}; 'event matches' lists them."),
    (["event", "report", "Night", "{id}", "--ranks", "1,2"], "There is no drawn match with id {id}."),
    (["confirm", "{id}"], "There is no reported result with id {id}."),
    (["reject", "{id}"], "There is no reported result with id {id}."),
])
def test_every_id_argument_answers_there_is_none_for_any_number(event_club: Path, dump: object, command: list[str],
                                                                said: str, number: str) -> None:
    before = dump(event_club)  # type: ignore[operator]
    args = [a.format(id=number) for a in command]
    code, out, err = run("--db", event_club, *args)
    assert (code, out, err) == (1, "", f"tournament-app: {said.format(id=int(number))}\n")
    assert dump(event_club) == before  # type: ignore[operator]


@pytest.mark.parametrize("text", ["abc", "1.5", "1e3", "", "+-3", "٣" * 5000, "12abc"])
@pytest.mark.parametrize("command", [["event", "report", "Cup", "{id}", "--ranks", "1,2"], ["confirm", "{id}"], ["reject", "{id}"]])
def test_an_id_argument_that_is_no_number_is_refused_as_such(event_club: Path, command: list[str], text: str) -> None:
    code, out, err = run("--db", event_club, *[a.format(id=text) for a in command])
    assert (code, out) == (2, "")
    assert "An id is a whole number, like the ids the lists show, not '" in err and "Traceback" not in err


def test_the_league_finds_no_row_for_an_id_beyond_64_bits(event_club: Path) -> None:
    """The lookups under every id argument (and the rest of the API) never hand SQLite such a number."""
    from tournament_app.league import NotFoundError, companion

    with Club.open(event_club) as club:
        for lookup in (club.match, club.player, club.team, club.event, club.leaderboard,
                       lambda i: companion.report(club, i)):
            for number in (1 << 63, -(1 << 63) - 1, 10 ** 40):
                with pytest.raises(NotFoundError):
                    lookup(number)
