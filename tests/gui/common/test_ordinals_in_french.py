"""Placements in the catalogue's words: French writes first place "1er" but 21st "21e" (issue 19)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tournament_app import translation
from tournament_app.locale_text import ordinal


@pytest.fixture
def french(qapp: Any) -> Iterator[None]:
    translation.install("fr")
    yield
    translation.install("en")


def test_first_place_has_its_own_form(french: None) -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 21, 22)] == ["1er", "2e", "3e", "4e", "11e", "21e", "22e"]


def test_english_keeps_1st_and_21st(qapp: Any) -> None:
    translation.install("en")
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]
