"""Reading a TRF: TRF-2026, TRF16 and the TRF(x)/TRF(bx) extensions that JaVaFo and bbpPairings write.

Every field the pairing needs is checked; a wrong one is a :class:`TrfError`
naming its line and column (both 1-based, as in the format's tables).
"""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from ....errors import UserError
from ....messages import translate
from ..dutch.model import Colour, PointSystem, Result, RoundEntry
from .model import TrfPlayer, TrfTournament

_RESULTS = {r.value: r for r in Result}
_NUMBER = re.compile(r"\s*\d+\s*")
_POINTS = re.compile(r"\s*\d+(\.\d+)?\s*")


class TrfError(UserError):
    """A TRF that is wrong: the message names the line and column."""


def _error(line: int, column: int, what: object) -> TrfError:
    return TrfError(translate("league.trf", "Line {line}, column {column}: {what}").format(line=line, column=column, what=what))


def read_trf_file(path: Path) -> TrfTournament:
    """Read the TRF at ``path`` (UTF-8, or Latin-1 when it is not UTF-8)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise TrfError(translate("league.trf", "Cannot read {file}: {reason}").format(file=path.name, reason=exc.strerror or exc)) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return read_trf(text)


def read_trf(text: str) -> TrfTournament:
    """Parse a TRF's text (lines end with CR, LF or both)."""
    tournament = TrfTournament()
    points: dict[str, Fraction] = {}
    seen: dict[int, int] = {}
    lines = re.split(r"\r\n|\r|\n", text)
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("###"):
            continue
        code = line[:3]
        if code == "001":
            player = _player(line, number)
            if player.number in seen:
                raise _error(number, 5, translate("league.trf", "player {player} is listed twice (also on line {other}).").format(
                    player=player.number, other=seen[player.number]))
            seen[player.number] = number
            tournament.players.append(player)
        elif code == "012":
            tournament.name = line[4:].strip()
        elif code in ("XXR", "142"):
            tournament.rounds_total = _int(line[4:], number, 5, translate("league.trf", "the number of rounds"))
        elif code == "XXC":
            tournament.initial_colour = _xxc(line, number)
        elif code == "152":
            value = line[4:].strip().upper()
            if value not in ("W", "B"):
                raise _error(number, 5, translate("league.trf", "the initial colour must be W or B."))
            tournament.initial_colour = Colour.WHITE if value == "W" else Colour.BLACK
        elif code in ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"):
            points[code] = _points(line[4:], number, 5)
        elif code == "162":
            points.update(_scoring(line, number))
        elif code in ("XXA", "250"):
            raise _error(number, 1, translate("league.trf", "accelerated rounds are not supported."))
        elif code == "240":
            _bye_records(line, number, tournament)
        elif code[2:3] == "2" or code.startswith("XX") or code.startswith("BB"):
            tournament.header.append(line)
    tournament.points = _point_system(points)
    _check(tournament, lines)
    return tournament


def _player(line: str, number: int) -> TrfPlayer:
    padded = line.ljust(91)
    start = _int(padded[4:8], number, 5, translate("league.trf", "the starting rank"))
    if start < 1:
        raise _error(number, 5, translate("league.trf", "the starting rank must be 1 or more."))
    rating_text = padded[48:52].strip()
    rating = _int(rating_text, number, 49, translate("league.trf", "the rating")) if rating_text else 0
    rank_text = padded[85:89].strip()
    rank = _int(rank_text, number, 86, translate("league.trf", "the rank")) if rank_text else 0
    points_text = padded[80:84].strip()
    if points_text and not _POINTS.fullmatch(points_text):
        raise _error(number, 81, translate("league.trf", "the points must be a number like 3.5."))
    player = TrfPlayer(
        number=start, name=padded[14:47].rstrip(), rating=rating, sex=padded[9:10].strip(), title=padded[10:13].strip(),
        federation=padded[53:56].strip(), fide_id=padded[57:68].strip(), birth=padded[69:79].strip(),
        points=points_text, rank=rank,
    )
    rest = line[91:] if len(line) > 91 else ""
    chunks = [rest[i:i + 10] for i in range(0, len(rest), 10)]
    while chunks and not chunks[-1].strip():
        chunks.pop()
    for k, chunk in enumerate(chunks):
        player.rounds.append(_round(chunk.ljust(8), number, 92 + 10 * k))
    return player


def _round(chunk: str, line: int, column: int) -> RoundEntry | None:
    opponent_text, colour_text, result_text = chunk[0:4], chunk[5:6], chunk[7:8]
    if not chunk.strip():
        return RoundEntry(None, Colour.NONE, Result.ZERO_POINT_BYE)
    if chunk[4:5].strip() or chunk[6:7].strip():
        raise _error(line, column, translate("league.trf", "a round must read like '  12 w 1'."))
    opponent = 0
    if opponent_text.strip():
        if not _NUMBER.fullmatch(opponent_text):
            raise _error(line, column, translate("league.trf", "the opponent must be a starting rank or 0000."))
        opponent = int(opponent_text)
    colour_code = colour_text.strip().lower() or "-"
    if colour_code not in ("w", "b", "-"):
        raise _error(line, column + 5, translate("league.trf", "the colour must be w, b or -."))
    code = result_text.strip().upper() or "Z"
    if code not in _RESULTS:
        raise _error(line, column + 7, translate("league.trf", "unknown result '{code}'.").format(code=result_text))
    result = _RESULTS[code]
    colour = {"w": Colour.WHITE, "b": Colour.BLACK, "-": Colour.NONE}[colour_code]
    if opponent == 0:
        if result.paired and result not in (Result.FORFEIT_WIN, Result.FORFEIT_LOSS):
            raise _error(line, column + 7, translate("league.trf", "a game result needs an opponent."))
        if result is Result.FORFEIT_LOSS:
            result = Result.ZERO_POINT_BYE
        elif result is Result.FORFEIT_WIN:
            result = Result.FULL_POINT_BYE
        return RoundEntry(None, Colour.NONE, result)
    if not result.paired:
        raise _error(line, column + 7, translate("league.trf", "a bye cannot have an opponent."))
    if colour is Colour.NONE and result.played:
        raise _error(line, column + 5, translate("league.trf", "a played game needs the colour w or b."))
    return RoundEntry(opponent, colour, result)


def _int(text: str, line: int, column: int, what: object) -> int:
    if not _NUMBER.fullmatch(text):
        raise _error(line, column, translate("league.trf", "{what} must be a whole number.").format(what=what))
    return int(text)


def _points(text: str, line: int, column: int) -> Fraction:
    if not _POINTS.fullmatch(text):
        raise _error(line, column, translate("league.trf", "the points must be a number like 3.5."))
    return Fraction(text.strip())


def _xxc(line: str, number: int) -> Colour | None:
    words = line[4:].lower().split()
    if "white1" in words:
        return Colour.WHITE
    if "black1" in words:
        return Colour.BLACK
    if words and words[0] not in ("rank",):
        raise _error(number, 5, translate("league.trf", "XXC takes white1 or black1."))
    return None


def _scoring(line: str, number: int) -> dict[str, Fraction]:
    out: dict[str, Fraction] = {}
    codes = {"W": "BBW", "D": "BBD", "L": "BBL", "A": "BBZ", "P": "BBU", "X": "XXX"}
    for start in range(5, len(line), 9):
        symbol = line[start:start + 1]
        if not symbol.strip():
            continue
        if symbol not in codes:
            raise _error(number, start + 1, translate("league.trf", "unknown result '{code}'.").format(code=symbol))
        value = _points(line[start + 1:start + 5], number, start + 2)
        out[codes[symbol]] = value
        if symbol == "A":
            out["BBF"] = value
    return out


def _point_system(points: dict[str, Fraction]) -> PointSystem:
    system = PointSystem()
    if "BBW" in points:
        system = replace(system, win=points["BBW"])
    if "BBD" in points:
        system = replace(system, draw=points["BBD"])
    if "BBL" in points:
        system = replace(system, loss=points["BBL"])
    if "BBZ" in points:
        system = replace(system, zero_bye=points["BBZ"])
    if "BBF" in points:
        system = replace(system, forfeit_loss=points["BBF"])
    if "BBU" in points:
        system = replace(system, pairing_bye=points["BBU"])
    return system


def _bye_records(line: str, number: int, tournament: TrfTournament) -> None:
    kind = line[4:5].upper()
    results = {"F": Result.FULL_POINT_BYE, "H": Result.HALF_POINT_BYE, "Z": Result.ZERO_POINT_BYE}
    if kind not in results:
        raise _error(number, 5, translate("league.trf", "the bye must be F, H or Z."))
    round_number = _int(line[6:9], number, 7, translate("league.trf", "the round"))
    for start in range(10, len(line), 5):
        text = line[start:start + 4]
        if not text.strip():
            continue
        who = _int(text, number, start + 1, translate("league.trf", "the player"))
        player = next((p for p in tournament.players if p.number == who), None)
        if player is None:
            raise _error(number, start + 1, translate("league.trf", "there is no player {player}.").format(player=who))
        while len(player.rounds) < round_number:
            player.rounds.append(None)
        player.rounds[round_number - 1] = RoundEntry(None, Colour.NONE, results[kind])


def _check(tournament: TrfTournament, lines: list[str]) -> None:
    """Opponents exist and agree with each other round by round."""
    by_number = {p.number: p for p in tournament.players}
    where: dict[int, int] = {}
    for index, line in enumerate(lines, start=1):
        if line.startswith("001") and line[4:8].strip().isdigit():
            where[int(line[4:8])] = index
    for player in tournament.players:
        for k, entry in enumerate(player.rounds):
            if entry is None or entry.opponent is None:
                continue
            row, column = where.get(player.number, 0), 92 + 10 * k
            other = by_number.get(entry.opponent)
            if other is None:
                raise _error(row, column, translate("league.trf", "there is no player {player}.").format(player=entry.opponent))
            if entry.opponent == player.number:
                raise _error(row, column, translate("league.trf", "a player cannot meet themselves."))
            theirs = other.rounds[k] if k < len(other.rounds) else None
            if theirs is None or theirs.opponent != player.number:
                raise _error(row, column, translate("league.trf", "player {other} does not list player {player} in round {round}.").format(
                    other=entry.opponent, player=player.number, round=k + 1))
            if entry.result.played and theirs.colour == entry.colour:
                raise _error(row, column + 5, translate("league.trf", "both players have the same colour in round {round}.").format(round=k + 1))
