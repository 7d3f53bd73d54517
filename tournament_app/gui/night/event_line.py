"""How the event page names an event and says where it stands (Qt-free but for the translation call).

"Saturday cup — 2024-03-02 — Double elimination" in the chooser, and a
line under it: "Double elimination · 16 entrants · round 2 of the winners'
bracket".
"""

from __future__ import annotations

from ...league import Event, tournament
from ...league.night import NightState
from ..common.event_text import event_name
from ...translation import QT_TRANSLATE_NOOP, translate

#: a bracket as the format line says it: "round {round} of …"
BRACKET_WORDS = {
    "winners": QT_TRANSLATE_NOOP("night.event_line", "round {round} of the winners' bracket"),
    "losers": QT_TRANSLATE_NOOP("night.event_line", "round {round} of the losers' bracket"),
    "final": QT_TRANSLATE_NOOP("night.event_line", "round {round} of the grand final"),
    "third-place": QT_TRANSLATE_NOOP("night.event_line", "round {round} of the match for third place"),
}


def format_title(fmt: str) -> str:
    """"Double elimination", in the app's language."""
    return str(tournament.FORMAT_TITLES.get(fmt, fmt))


def event_label(event: Event, fmt: str) -> str:
    """The chooser's line for an event: "name — date — format" (the date once, when the name holds it)."""
    return f"{event_name(event)} — {format_title(fmt)}"


def _where(view: tournament.EventView) -> str:
    """Where a started event is: "round 2 of 4", "round 2 of the winners' bracket", "the pools"..."""
    live = [m for m in view.matches if m.status in ("ready", "playing")]
    if view.setup.format in ("swiss", "round-robin"):
        if view.rounds_total:
            return translate("night.event_line", "round {round} of {total}").format(
                round=view.rounds_drawn, total=view.rounds_total)
        return translate("night.event_line", "round {round}").format(round=view.rounds_drawn)
    if not live:
        return translate("night.event_line", "waiting for results")
    first = min(live, key=lambda m: (m.round, m.bracket != "winners", m.position))
    if first.bracket is not None and first.bracket.startswith("pool"):
        return translate("night.event_line", "the pools are being played")
    if first.bracket == "final":
        if first.round == 1:
            return translate("night.event_line", "the grand final")
        return translate("night.event_line", "the grand final's reset")
    words = BRACKET_WORDS.get(first.bracket or "")
    if words is None:
        return translate("night.event_line", "round {round} of the bracket").format(round=first.round)
    return translate("night.event_line", words).format(round=first.round)


def format_line(view: tournament.EventView | None, state: NightState | None) -> str:
    """One line on the event: its format, how many play, and where it stands."""
    if view is None:
        return translate("night.event_line", "No event: choose one, or create one with New event…")
    setup = view.setup
    title = format_title(setup.format)
    count = len(setup.entrants)
    if setup.format == "club-night":
        parts = [title, translate("night.event_line", "%n present", None, state.present) if state is not None else ""]
        if state is not None and state.rounds:
            last = state.rounds[-1]
            if last.started:
                parts.append(translate("night.event_line", "round {round}").format(round=last.number))
            else:
                parts.append(translate("night.event_line", "round {round} drawn, not started").format(round=last.number))
        return " · ".join(p for p in parts if p)
    if view.finished and view.end_note() is not None:  # ended early: say why, under the line
        line = translate("night.event_line", "{format} · %n entrant(s) · ended early", None, count).format(format=title)
        return f"{line}\n{view.end_note()}"
    if view.finished:
        if view.champion:
            return translate("night.event_line", "{format} · %n entrant(s) · ended · champion: {champion}", None,
                             count).format(format=title, champion=view.champion)
        return translate("night.event_line", "{format} · %n entrant(s) · ended", None, count).format(format=title)
    if not setup.started:
        if setup.entrants:
            return translate("night.event_line", "{format} · %n entrant(s) seeded · not started: choose the entrants, "
                             "then Start", None, count).format(format=title)
        return translate("night.event_line", "{format} · no entrants yet · not started: choose the entrants, "
                         "then Start").format(format=title)
    return translate("night.event_line", "{format} · %n entrant(s) · {where}", None, count).format(
        format=title, where=_where(view))


__all__ = ["event_label", "format_line", "format_title"]
