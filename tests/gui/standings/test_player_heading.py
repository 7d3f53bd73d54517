"""The player page's heading in the language's words and numbers (issue 19): "μ 25,00 ± 8,33" in German."""

from __future__ import annotations

from tournament_app.gui.standings.player_page import title_text


def test_player_heading_in_german_uses_decimal_commas(german: None) -> None:
    heading = title_text("Ann <A>", "Club", 25.0, 25 / 3, 0.0, 30)
    assert "μ 25,00 ± 8,33" in heading and "0,00" in heading and "30" in heading
    assert "Ann &lt;A&gt;" in heading and "Club" in heading
    assert "25.00" not in heading
