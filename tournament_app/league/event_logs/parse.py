"""Reading a game-server event log (seed 003): the text format, checked line by line.

An event log is a text file, one event a line (keywords in any case)::

    # a comment; blank lines are ignored
    date 2024-03-05T19:00          when the game was played (optional; default: now)
    team Red: Ann, Ben             team rosters (needed for weighted events)
    team Blue: Cat, Dan
    Ann fragged Cat                a frag: a 1:0 duel, both rated
    Cat suicide                    −1:0 against an imaginary player of Cat's strength
    Ben teamkilled Ann             −1:0 for Ben against Ann's strength; Ann is not lowered
    Ann scored a capture worth 7   7:0 against the average strength of the opposing team

A frag of a team-mate (both on one declared team) is a team kill.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from ..dates import normalize_moment
from ...messages import translate
from ..errors import ImportFileError, LeagueError, Problems, message_of
from ..names import PLAYER_NAME, TEAM_NAME, clean_name, name_key

FRAG, SUICIDE, TEAMKILL, WEIGHTED = "frag", "suicide", "teamkill", "weighted"

_DATE = re.compile(r"^date\s*:?\s+(?P<when>\S.*)$", re.IGNORECASE)
_TEAM = re.compile(r"^team\s+(?P<team>[^:]+?)\s*:\s*(?P<players>.*)$", re.IGNORECASE)
_WEIGHTED = re.compile(r"^(?P<a>.+?)\s+scored\s+(?P<what>.+?)\s+worth\s+(?P<x>\S+)$", re.IGNORECASE)
_TEAMKILL = re.compile(r"^(?P<a>.+?)\s+team[- ]?killed\s+(?P<b>.+)$", re.IGNORECASE)
_FRAG = re.compile(r"^(?P<a>.+?)\s+fragged\s+(?P<b>.+)$", re.IGNORECASE)
_SUICIDE = re.compile(r"^(?P<a>.+?)\s+(?:suicide|suicided|committed suicide)$", re.IGNORECASE)

#: how a line should look, for error messages (the keywords are the format's: a translation keeps them)
FORMS = translate(
    "league.event_logs.parse",
    "'A fragged B', 'A suicide', 'A teamkilled B', 'A scored a capture worth 7', 'team NAME: A, B' or 'date 2024-03-05'",
    "the keywords fragged, suicide, teamkilled, scored, worth, team and date stay in English",
)


@dataclass(frozen=True)
class LogEvent:
    """One event of a log: who did what to whom, from which line."""

    line: int
    kind: str
    actor: str
    target: str | None = None
    points: float = 1.0
    label: str = ""


@dataclass
class ParsedLog:
    """A log read from text: when, the teams, the events in order."""

    played_at: str | None = None
    teams: dict[str, str] = field(default_factory=dict)  # player -> team
    team_names: list[str] = field(default_factory=list)
    events: list[LogEvent] = field(default_factory=list)
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)  # name key -> (line, column) first seen

    def players(self) -> list[str]:
        """Every player named, in order of first appearance."""
        seen: dict[str, None] = dict.fromkeys(self.teams)
        for e in self.events:
            seen.setdefault(e.actor)
            if e.target is not None:
                seen.setdefault(e.target)
        return list(seen)


#: the most points one weighted event may be worth (a capture is worth a few; 1e308 would break the ratings)
MAX_WORTH = 1000.0


def parse_event_log(text: str) -> ParsedLog:
    """Read an event log; raises :class:`ImportFileError` listing the first bad lines (nothing is kept).

    Names follow the one rule of :mod:`.names` (``Ann`` and ``Ann`` with a
    zero-width space are one player); a problem names its line and the
    column where the bad part starts.
    """
    log = ParsedLog()
    problems = Problems()
    team_of: dict[str, str] = {}  # name key -> team
    spelled: dict[str, str] = {}  # name key -> the name as first written
    date_line = 0

    def player(number: int, column: int, text: str) -> str | None:
        try:
            name = clean_name(text, PLAYER_NAME)
        except LeagueError as exc:
            problems.add(number, column, message_of(exc))
            return None
        key = name_key(name)
        log.positions.setdefault(key, (number, column))
        return spelled.setdefault(key, name)

    raw_events: list[tuple[int, str, str, str | None, float, str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        lead = len(raw) - len(raw.lstrip()) + 1  # the column of the stripped line's first character
        if m := _WEIGHTED.match(line):
            try:
                points = float(m["x"])
            except ValueError:
                points = math.nan
            actor = player(number, lead + m.start("a"), m["a"])
            if not math.isfinite(points) or not 0 < points <= MAX_WORTH:
                problems.add(number, lead + m.start("x"), translate(
                    "league.event_logs.parse",
                    "The points after 'worth' must be a number above 0 and at most {most:g}, got '{points}'.",
                ).format(most=MAX_WORTH, points=m["x"]))
                continue
            label = " ".join(m["what"].split())
            if actor is not None:
                raw_events.append((number, WEIGHTED, actor, None, points, label))
        elif (m := _TEAMKILL.match(line)) or (m := _FRAG.match(line)):
            kind = TEAMKILL if m.re is _TEAMKILL else FRAG
            actor, target = player(number, lead + m.start("a"), m["a"]), player(number, lead + m.start("b"), m["b"])
            if actor is not None and target is not None:
                raw_events.append((number, kind, actor, target, 1.0, ""))
        elif m := _SUICIDE.match(line):
            actor = player(number, lead + m.start("a"), m["a"])
            if actor is not None:
                raw_events.append((number, SUICIDE, actor, None, 1.0, ""))
        elif m := _DATE.match(line):
            if date_line:
                problems.add(number, lead, translate(
                    "league.event_logs.parse", "A second date (the first is on line {line}).").format(line=date_line))
                continue
            date_line = number
            try:
                log.played_at = normalize_moment(m["when"])
            except LeagueError as exc:
                problems.add(number, lead + m.start("when"), message_of(exc))
        elif m := _TEAM.match(line):
            try:
                team = clean_name(m["team"], TEAM_NAME)
            except LeagueError as exc:
                problems.add(number, lead + m.start("team"), message_of(exc))
                continue
            if name_key(team) in (name_key(t) for t in log.team_names):
                problems.add(number, lead + m.start("team"), translate(
                    "league.event_logs.parse", "The team '{team}' is declared twice.").format(team=team))
                continue
            start = lead + m.start("players")
            parts = [(start + p.start() + len(p[0]) - len(p[0].lstrip()), p[0]) for p in re.finditer(r"[^,]+", m["players"]) if p[0].strip()]
            if not parts:
                problems.add(number, start, translate(
                    "league.event_logs.parse", "The team '{team}' has no players (write 'team {team}: A, B').",
                ).format(team=team))
                continue
            members = [player(number, column, part) for column, part in parts]
            log.team_names.append(team)
            for (column, _part), member in zip(parts, members):
                if member is None:
                    continue
                earlier = team_of.get(name_key(member))
                if earlier is not None:
                    problems.add(number, column, translate(
                        "league.event_logs.parse", "'{player}' is already on the team '{team}'.",
                    ).format(player=member, team=earlier))
                team_of[name_key(member)] = team
        else:
            shown = line if len(line) <= 60 else line[:57] + "…"
            problems.add(number, None, translate(
                "league.event_logs.parse", "'{line}' is not an event; write {forms}.").format(line=shown, forms=FORMS))
    for number, kind, actor, target, points, label in raw_events:
        if target is not None and name_key(target) == name_key(actor):
            problems.add(number, None, translate(
                "league.event_logs.parse", "'{player}' cannot frag themself; write '{player} suicide'.",
            ).format(player=actor))
            continue
        actor_team = team_of.get(name_key(actor))
        if kind == FRAG and target is not None and actor_team is not None and team_of.get(name_key(target)) == actor_team:
            kind = TEAMKILL  # a frag of a team-mate is a team kill
        if kind == WEIGHTED:
            if actor_team is None:
                problems.add(number, None, translate(
                    "league.event_logs.parse",
                    "'{player}' is on no team; a weighted event is rated against "
                    "the opposing team, so declare 'team NAME: {player}, …' first.",
                ).format(player=actor))
                continue
            if not any(t != actor_team for t in team_of.values()):
                problems.add(number, None, translate(
                    "league.event_logs.parse", "There is no team opposing '{team}' to rate '{event}' against.",
                ).format(team=actor_team, event=label))
                continue
        log.events.append(LogEvent(number, kind, actor, target, points, label))
    if not problems and not log.events:
        problems.add(0, None, translate(
            "league.event_logs.parse", "The log has no events; write lines like {forms}.").format(forms=FORMS))
    if problems:
        raise ImportFileError(translate("league.event_logs.parse", "The event log"), problems)
    log.teams = {spelled[k]: t for k, t in team_of.items()}
    return log
