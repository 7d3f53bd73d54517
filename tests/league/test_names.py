"""The one name rule (league/names.py): commas refused in player and roster names, look-alikes are one name.

Issue 14, item 9 (a comma in a name split into two players in the match
form) and "look-alike names" (``Ann`` and ``Ann`` + U+200B, NFC and NFD
``José``, names made only of invisible characters).
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from tournament_app.league import Club, DuplicateNameError, InvalidMatchError, LeagueError, SideInput, night
from tournament_app.league.club import clean_name, name_key

COMMA = (
    'A player\'s name can\'t contain a comma (the match form separates players with commas): "Smith, John" — '
    'write "John Smith" instead.'
)
NFC_JOSE = "Jos\u00e9"
NFD_JOSE = "Jose\u0301"


def test_a_new_player_with_a_comma_is_refused_with_a_clear_message(club: Club) -> None:
    with pytest.raises(LeagueError) as info:
        club.add_player("Smith, John")
    assert str(info.value) == COMMA
    assert club.player_count() == 0
    ann = club.add_player("Ann")
    with pytest.raises(LeagueError, match="can't contain a comma"):
        club.rename_player(ann.id, "Ann, the second")
    assert club.player(ann.id).name == "Ann"


def test_a_comma_name_that_is_not_last_first_is_told_to_leave_the_comma_out(club: Club) -> None:
    with pytest.raises(LeagueError, match='"a, b, c" — write "a b c" instead'):
        club.add_player("a, b, c")
    with pytest.raises(LeagueError, match="leave the commas out"):
        club.add_player(",")


def test_a_new_player_in_a_match_with_a_comma_is_refused(club: Club) -> None:
    with pytest.raises(LeagueError, match="can't contain a comma"):
        club.record_match([SideInput(["Smith, John"], 1), SideInput(["Ann"], 2)], create_players=True)
    assert club.player_count() == 0 and club.match_count() == 0


def test_adding_a_player_here_at_the_night_refuses_a_comma(club: Club) -> None:
    event = club.add_event("Thursday", "2024-05-02")
    with pytest.raises(LeagueError, match="can't contain a comma"):
        night.add_player_here(club, event.id, "Smith, John")
    assert club.player_count() == 0


def test_rosters_refuse_commas_but_events_may_have_them(club: Club) -> None:
    with pytest.raises(LeagueError, match="A team's name can't contain a comma"):
        club.add_team("Red, Blue")
    team = club.add_team("Red")
    with pytest.raises(LeagueError, match="A team's name can't contain a comma"):
        club.set_team(team.id, name="Red, Blue")
    event = club.event(club.add_event("Spring cup, day 1", "2024-05-02").id)  # event names are never split on commas
    assert club.find_event("spring cup, day 1") == event


def test_names_with_commas_in_an_older_club_stay_readable(db_path: Path) -> None:
    with Club.open(db_path) as club:
        pid = club.add_player("John Smith").id
        club.add_player("Ann")
        # how an older version stored it
        club.db.execute("UPDATE players SET name = 'Smith, John', name_key = 'smith, john' WHERE id = ?", [pid])
        club.db.conn.commit()
    with Club.open(db_path) as club:
        found = club.find_player("Smith, John")
        assert found is not None and found.id == pid
        club.record_match([SideInput(["Smith, John"], 1), SideInput(["Ann"], 2)], played_at="2024-01-01")
        club.set_player_club(pid, "North")
        assert [s.player for s in club.standings()] == ["Smith, John", "Ann"]
        club.rename_player(pid, "John Smith")  # and it can be renamed to a name without a comma
        assert club.player(pid).name == "John Smith"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ann", "Ann\u200b"),  # zero-width space
        ("Ann", "\ufeffAnn"),  # byte order mark
        ("Ann Lee", "Ann\u200d Lee"),  # zero-width joiner
        ("Ann", "An\u2060n"),  # word joiner
        (NFC_JOSE, NFD_JOSE),  # one letter, or e + combining accent
        ("Ann Lee", "Ann\u00a0\u00a0Lee"),  # no-break spaces
    ],
    ids=["zwsp", "bom", "zwj", "word-joiner", "nfc-nfd", "nbsp"],
)
def test_look_alike_names_are_one_player(club: Club, first: str, second: str) -> None:
    player = club.add_player(first)
    with pytest.raises(DuplicateNameError, match=f"There is already a player called '{clean_name(first)}'"):
        club.add_player(second)
    found = club.find_player(second)
    assert found is not None and found.id == player.id
    # typed both ways in one match: the same player twice
    with pytest.raises(InvalidMatchError):
        club.record_match([SideInput([first], 1), SideInput([second], 2)], create_players=True)
    assert club.player_count() == 1 and club.match_count() == 0


def test_new_look_alikes_in_one_match_are_the_same_new_player(club: Club) -> None:
    with pytest.raises(InvalidMatchError):
        club.record_match([SideInput(["Ann"], 1), SideInput(["Ann\u200b"], 2)], create_players=True)
    assert club.player_count() == 0


def test_names_are_stored_normalised(club: Club) -> None:
    assert club.player(club.add_player(f"  {NFD_JOSE}\u200b   Garc\u00eda ").id).name == f"{NFC_JOSE} García"
    assert club.player(club.add_player("Line one\nline two").id).name == "Line one line two"
    assert unicodedata.is_normalized("NFC", club.players()[0].name)
    assert name_key("ANN\u200b  LEE") == name_key("ann lee") == "ann lee"
    assert name_key("Straße") == name_key("STRASSE")


@pytest.mark.parametrize("name", ["\u200b", "\u200b\u200d\ufeff", " \u2060 ", "\u202e"])
def test_names_of_only_invisible_characters_are_refused(club: Club, name: str) -> None:
    with pytest.raises(LeagueError, match="^The player's name is made only of invisible characters"):
        club.add_player(name)
    with pytest.raises(LeagueError, match="invisible characters"):
        club.add_team(name)
    with pytest.raises(LeagueError, match="invisible characters"):
        club.add_event(name, "2024-01-01")
    assert club.player_count() == 0


@pytest.mark.parametrize("name", ["Ann\x00", "Ann\x1f", "Ann\x85", "\x7fAnn", "Ann\ud800"])
def test_control_characters_and_lone_surrogates_are_refused(club: Club, name: str) -> None:
    with pytest.raises(LeagueError, match=r"^The player's name contains an invisible control character \(U\+"):
        club.add_player(name)


def test_an_event_is_found_by_a_name_of_any_case_beyond_ascii(club: Club) -> None:
    cup = club.event(club.add_event("Öl Cup", "2024-05-02").id)
    assert club.find_event("öl cup") == cup
    assert club.find_event("ÖL CUP") == cup
    assert club.find_event("Öl\u200b Cup") == cup
    café = club.event(club.add_event(f"Caf{NFD_JOSE[-2:]} night", "2024-05-03").id)  # e + combining accent
    assert club.find_event("CAFÉ NIGHT") == café
    assert club.find_event("Öl Cup", club.leaderboard().id) == cup
    other = club.new_leaderboard("Blitz", "elo")
    assert club.find_event("öl cup", other.id) is None


def test_a_players_club_is_checked_like_a_name(club: Club) -> None:
    ann = club.player(club.add_player("Ann", "North\u200b  End").id)
    assert ann.club == "North End"
    with pytest.raises(LeagueError, match="control character"):
        club.set_player_club(ann.id, "South\x00")
    with pytest.raises(LeagueError, match="too long"):
        club.set_player_club(ann.id, "x" * 10_000_000)
    assert club.player(ann.id).club == "North End"


def test_look_alike_names_are_one_name_in_a_seed_list_and_a_table(club: Club) -> None:
    """Identity checks outside club.py use the same rule (issue 15: one name rule, used everywhere)."""
    from tournament_app.league import planning

    for name in ("Ann", "Bob", "Cid", "Dee"):
        club.add_player(name)
    with pytest.raises(LeagueError, match="listed twice"):
        planning.resolve_entrants(club, ["Ann", "Ann\u200b", "Bob"])
    event = club.add_event("Tuesday", "2024-02-06")
    night.add_table(club, event.id, "Left")
    with pytest.raises(LeagueError):
        night.add_table(club, event.id, "LEFT\u200b")
