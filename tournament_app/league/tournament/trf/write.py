"""Writing a TRF: TRF-2026 (142 rounds, 152 initial colour, 162 point system) or TRF16 (XXR, XXC, BB*)."""

from __future__ import annotations

from fractions import Fraction

from ..dutch.model import Colour, PointSystem, Result
from .model import TrfPlayer, TrfTournament


def _points(value: Fraction) -> str:
    return f"{float(value):4.1f}"


def write_trf(tournament: TrfTournament, *, trf16: bool = False) -> str:
    """The file's text, lines ending with CR as the format asks."""
    lines = [f"012 {tournament.name}".rstrip()]
    lines += [h for h in tournament.header if not h.startswith(("XXR", "XXC", "142", "152", "162", "BB"))]
    if tournament.rounds_total is not None:
        lines.append(f"XXR {tournament.rounds_total}" if trf16 else f"142 {tournament.rounds_total}")
    if tournament.initial_colour is not None:
        if trf16:
            lines.append("XXC white1" if tournament.initial_colour is Colour.WHITE else "XXC black1")
        else:
            lines.append("152 " + ("W" if tournament.initial_colour is Colour.WHITE else "B"))
    lines += _point_lines(tournament.points, trf16)
    for player in sorted(tournament.players, key=lambda p: p.number):
        lines.append(_player_line(player, tournament.points))
    return "\r".join(lines) + "\r"


def _point_lines(points: PointSystem, trf16: bool) -> list[str]:
    default = PointSystem()
    if points == default:
        return []
    pairs = [("W", "BBW", points.win), ("D", "BBD", points.draw), ("L", "BBL", points.loss),
             ("A", "BBZ", points.zero_bye), ("P", "BBU", points.bye)]
    if trf16:
        out = [f"{code} {_points(v)}" for _, code, v in pairs]
        out.append(f"BBF {_points(points.forfeit_loss)}")
        return out
    text = "162  "  # each result: its symbol (position 6, 15, 24...), then the points in four places
    for symbol, _, value in pairs:
        text += f"{symbol}{_points(value)}    "
    return [text.rstrip()]


def score(player: TrfPlayer, points: PointSystem) -> Fraction:
    """The player's points from their rounds."""
    return sum((points.points(e.result) for e in player.rounds if e is not None), Fraction(0))


def _player_line(player: TrfPlayer, points: PointSystem) -> str:
    head = (
        f"001 {player.number:4d} {player.sex[:1]:1}{player.title[:3]:>3} {player.name[:33]:<33} "
        f"{(str(player.rating) if player.rating else ''):>4} {player.federation[:3]:<3} {player.fide_id[:11]:>11} "
        f"{player.birth[:10]:<10} {_points(score(player, points))} {(player.rank or player.number):4d}"
    )
    head = head.ljust(89)
    for entry in player.rounds:
        if entry is None:
            head += "          "
            continue
        opponent = f"{entry.opponent:4d}" if entry.opponent is not None else "0000"
        colour = entry.colour.value if entry.opponent is not None else "-"
        result = entry.result
        if entry.opponent is None and result is Result.ZERO_POINT_BYE:
            head += f"  {opponent} - Z"
            continue
        head += f"  {opponent} {colour} {result.value}"
    return head.rstrip()
