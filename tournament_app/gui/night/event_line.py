"""How the event page names an event and says where it stands (Qt-free).

"Saturday cup — 2024-03-02 — Double elimination" in the chooser, and a
line under it: "Double elimination · 16 entrants · round 2 of the winners'
bracket".
"""

from __future__ import annotations

from ...league import Event, tournament
from ...league.night import NightState

#: a bracket as the format line says it
BRACKET_WORDS = {
    "winners": "the winners' bracket",
    "losers": "the losers' bracket",
    "final": "the grand final",
    "third-place": "the match for third place",
}


def format_title(fmt: str) -> str:
    """"Double elimination"."""
    return tournament.FORMAT_TITLES.get(fmt, fmt)


def event_label(event: Event, fmt: str) -> str:
    """The chooser's line for an event: "name — date — format" (the date once, when the name holds it)."""
    day = event.date[:10]
    name = event.name if day in event.name else f"{event.name} — {day}"
    return f"{name} — {format_title(fmt)}"


def _where(view: tournament.EventView) -> str:
    """Where a started event is: "round 2 of 4", "round 2 of the winners' bracket", "the pools"..."""
    live = [m for m in view.matches if m.status in ("ready", "playing")]
    if view.setup.format in ("swiss", "round-robin"):
        total = f" of {view.rounds_total}" if view.rounds_total else ""
        return f"round {view.rounds_drawn}{total}"
    if not live:
        return "waiting for results"
    first = min(live, key=lambda m: (m.round, m.bracket != "winners", m.position))
    if first.bracket is not None and first.bracket.startswith("pool"):
        return "the pools are being played"
    if first.bracket == "final":
        return "the grand final" if first.round == 1 else "the grand final's reset"
    return f"round {first.round} of {BRACKET_WORDS.get(first.bracket or '', first.bracket or 'the bracket')}"


def format_line(view: tournament.EventView | None, state: NightState | None) -> str:
    """One line on the event: its format, how many play, and where it stands."""
    if view is None:
        return "No event: choose one, or create one with New event…"
    setup = view.setup
    title = format_title(setup.format)
    if setup.format == "club-night":
        parts = [title, f"{state.present} present" if state is not None else ""]
        if state is not None and state.rounds:
            last = state.rounds[-1]
            parts.append(f"round {last.number}" + ("" if last.started else " drawn, not started"))
        return " · ".join(p for p in parts if p)
    if view.finished:
        champion = f" · champion: {view.champion}" if view.champion else ""
        return f"{title} · {len(setup.entrants)} entrants · ended{champion}"
    if not setup.started:
        entrants = f"{len(setup.entrants)} entrants seeded" if setup.entrants else "no entrants yet"
        return f"{title} · {entrants} · not started: choose the entrants, then Start"
    return f"{title} · {len(setup.entrants)} entrants · {_where(view)}"


__all__ = ["event_label", "format_line", "format_title"]
