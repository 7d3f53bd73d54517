"""The companion's table shows the event's tiebreaks, direct encounter's value and games won included (FIDE C.07)."""

from __future__ import annotations

import re
from pathlib import Path

from event_builders import tied_round_robin
from web_builders import Companion

from tournament_app.league import Club, companion


def test_the_round_robin_table_has_a_column_per_tiebreak(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite"
    event_id = tied_round_robin(path)
    with Club.open(path) as club:
        companion.share_event(club, event_id)
    app = Companion(path, event_id)
    try:
        page = app.client.get(app.view("bracket"))
        assert page.status_code == 200
        head = re.search(r"<thead>(.*?)</thead>", page.text, re.S)
        assert head is not None
        assert '<abbr title="Direct encounter: points among the tied">DE</abbr>' in head.group(1)
        assert '<abbr title="Games won over the board">WON</abbr>' in head.group(1)
        rows = re.findall(r"<tr><td class=\"num\">(\d)</td><td>(\w+)</td>(.*?)</tr>", page.text, re.S)
        cells = {name: re.findall(r'<td class="num">([^<]*)</td>', rest)[-2:] for _place, name, rest in rows}
        assert cells["Ben"] == ["1", "2"] and cells["Ann"] == ["0", "2"] and cells["Cid"] == ["0", "1"]
    finally:
        app.close()
