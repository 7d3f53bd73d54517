"""League's messages are said in the language of whoever shows them (tournament_app/messages.py, issue 19)."""

from __future__ import annotations

import threading

import pytest
from speakers import dictionary_speaker

from tournament_app import catalogue, messages
from tournament_app.league import LeagueError
from tournament_app.messages import join, translate

GERMAN = {
    ("league.test", "There is no player named {name}."): "Es gibt keinen Spieler namens {name}.",
    ("league.test", "%n match(es) left"): "noch %n Spiel(e)",
    ("league.test", "Line {line}: {problem}"): "Zeile {line}: {problem}",
    ("league.test", "not a date"): "kein Datum",
    ("league.test", "Broken {nope}"): "Kaputt {nope}",
}


german = dictionary_speaker(GERMAN)


def test_a_message_is_english_where_no_one_speaks_another_language() -> None:
    message = translate("league.test", "There is no player named {name}.").format(name="Ann")
    assert str(message) == "There is no player named Ann."
    assert str(LeagueError(message)) == "There is no player named Ann."


def test_a_message_is_said_in_the_speakers_language_with_its_fields() -> None:
    message = translate("league.test", "There is no player named {name}.").format(name="Özil")
    with messages.speaking(german):
        assert str(message) == "Es gibt keinen Spieler namens Özil."
        assert f"error: {LeagueError(message)}" == "error: Es gibt keinen Spieler namens Özil."
    assert str(message) == "There is no player named Özil."
    assert message.english() == "There is no player named Özil."


def test_plural_forms_and_nested_messages_follow_the_speaker() -> None:
    left = translate("league.test", "%n match(es) left", None, 3)
    assert str(left) == "3 matches left"
    assert str(translate("league.test", "%n match(es) left", None, 1)) == "1 match left"
    nested = translate("league.test", "Line {line}: {problem}").format(line=4, problem=translate("league.test", "not a date"))
    both = join([nested, left], "; ")
    with messages.speaking(german):
        assert str(nested) == "Zeile 4: kein Datum"
        assert str(both) == "Zeile 4: kein Datum; noch 3 Spiel(e)"
    assert str(both) == "Line 4: not a date; 3 matches left"


def test_a_translation_that_names_an_unknown_field_falls_back_to_english() -> None:
    broken = translate("league.test", "Broken {nope}").format(nope="x")
    fine = translate("league.test", "Line {line}: {problem}").format(line=1, problem="p")
    with messages.speaking(lambda c, s, d, n: "{missing}"):
        assert str(fine) == "Line 1: p"
    with messages.speaking(german):
        assert str(broken) == "Kaputt x"


def test_each_thread_keeps_the_front_ends_speaker_and_a_block_speaks_only_within() -> None:
    message = translate("league.test", "not a date")
    messages.set_speaker(german)
    try:
        seen: list[str] = []
        worker = threading.Thread(target=lambda: seen.append(str(message)))
        worker.start()
        worker.join()
        assert seen == ["kein Datum"]  # the window's language, also where a worker thread shows it
        with messages.speaking(messages.english):
            assert str(message) == "not a date"  # a phone's request in English while the window speaks German
        assert str(message) == "kein Datum"
    finally:
        messages.set_speaker(None)
    assert str(message) == "not a date"


@pytest.mark.parametrize(("environ", "language"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANGUAGE": "nl_BE:fr", "LANG": "de_DE.UTF-8"}, "nl"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
    ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "pt_BR.UTF-8"}, "en"),
    ({"TOURNAMENT_APP_LANGUAGE": "es", "LANG": "de_DE.UTF-8"}, "es"),
    ({}, "en"),
])
def test_the_command_line_speaks_the_environments_language(environ: dict[str, str], language: str) -> None:
    assert catalogue.environment_language(environ) == language
