"""How a reported result reads in the organizer's list: the winner's score first, as people say it."""

from __future__ import annotations

from tournament_app.league.companion import Report, ReportSide


def report(ranks: tuple[int, ...], scores: tuple[float | None, ...] | None) -> Report:
    sides = (ReportSide((1, 2), ("Gus", "Hal")), ReportSide((3, 4), ("Ann", "Fay")), ReportSide((5,), ("Ivo",)))
    return Report(id=1, event_id=1, event_name="Tuesday", drawn_match_id=1, table="1", sides=sides[:len(ranks)],
                  side=None, ranks=ranks, scores=scores, client="", received_at="", status="pending")


def test_the_second_side_winning_reads_winner_first() -> None:
    assert report((2, 1), (7.0, 10.0)).result_text() == "Ann & Fay won 10–7"
    assert report((1, 2), (10.0, 7.0)).result_text() == "Gus & Hal won 10–7"


def test_draws_and_places_read_in_order() -> None:
    assert report((1, 1), (5.0, 5.0)).result_text() == "Draw 5–5"
    assert report((3, 1, 2), (1.0, 9.0, 4.0)).result_text() == "1. Ann & Fay, 2. Ivo, 3. Gus & Hal 9–4–1"
    assert report((2, 1), None).result_text() == "Ann & Fay won"
