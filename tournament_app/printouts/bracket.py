"""The bracket printout: a single-elimination bracket, cut into sections when it does not fit a page."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from ..league.planning import Bracket, Seed
from ..translation import translate
from .page import (
    BRACKET_MIN_PITCH,
    BRACKET_NOTE_H,
    GREY,
    LANDSCAPE,
    RULE,
    SHADE,
    TABLE_HEAD_H,
    Printout,
    counted,
    draw_text,
    font,
    today,
)


def round_title(slots: int) -> str:
    """What a bracket column with this many slots is called."""
    if slots == 1:
        return translate("printouts.bracket", "Winner")
    if slots == 2:
        return translate("printouts.bracket", "Final")
    if slots == 4:
        return translate("printouts.bracket", "Semi-finals")
    if slots == 8:
        return translate("printouts.bracket", "Quarter-finals")
    #: Translators: a bracket round named by how many are left in it ("Last 16")
    return translate("printouts.bracket", "Last {slots}").format(slots=slots)


def bracket_section_size(bracket_size: int, body: QSizeF) -> int:
    """How many first-round slots one bracket page shows: all of them, or the largest power of two that fits."""
    section = bracket_size
    while section > 2 and section * BRACKET_MIN_PITCH > body.height() - TABLE_HEAD_H - BRACKET_NOTE_H:
        section //= 2
    return section


@dataclass(frozen=True)
class _Entry:
    """What a bracket slot shows: a seed, a bye, or a label (e.g. "Winner of section 2")."""

    seed: Seed | None = None
    label: str = ""
    bye: bool = False


class BracketPrintout(Printout):
    """A single-elimination bracket: rounds as columns joined by lines, the final's winner on the right.

    A bracket whose first round does not fit one page is cut into sections of
    equal size, one per page (each ending in its section's winner), and a last
    page plays the section winners down to the final.
    """

    orientation = LANDSCAPE

    def __init__(self, bracket: Bracket, leaderboard: str, club_file: str, date: str | None = None) -> None:
        super().__init__(translate("printouts.bracket", "Seed sheet — {leaderboard}").format(leaderboard=leaderboard),
                         counted(translate("printouts.bracket",
                                           "{club} · {leaderboard} · %n entrant(s) in a bracket of {size} · {date}", None,
                                           len(bracket.seeds)), len(bracket.seeds)).format(club=club_file, leaderboard=leaderboard, size=bracket.size,
                                                              date=date or today()))
        self.bracket = bracket

    def page_count(self, body: QSizeF) -> int:
        section = bracket_section_size(self.bracket.size, body)
        sections = self.bracket.size // section
        return 1 if sections == 1 else sections + 1

    def paint_page(self, painter: QPainter, index: int, body: QRectF) -> None:
        size = self.bracket.size
        section = bracket_section_size(size, body.size())
        sections = size // section
        slots = list(self.bracket.slots)
        # round 2 already holds the top seeds whose first-round opponent is a bye
        bye_winners = [m.top if m.bottom is None else None for m in self.bracket.matches]
        if index < sections:
            first = [_Entry(seed=s, bye=s is None) for s in slots[index * section:(index + 1) * section]]
            second = [_Entry(seed=w) if w is not None else _Entry(label=translate("printouts.bracket", "Winner of match {number}").format(number=m.number))
                      for w, m in zip(bye_winners, self.bracket.matches)][index * section // 2:(index + 1) * section // 2]
            first_round = 0
            match_numbers = [m.number for m in self.bracket.matches][index * section // 2:(index + 1) * section // 2]
            note = translate("printouts.bracket", "Section {section} of {sections}: its winner goes on to page {page}").format(
                section=index + 1, sections=sections, page=sections + 1) if sections > 1 else ""
        else:
            first = [_Entry(label=translate("printouts.bracket", "Winner of section {section} (page {page})").format(section=k + 1, page=k + 1))
                     for k in range(sections)]
            second = []
            first_round = int(math.log2(section))
            match_numbers = []
            note = translate("printouts.bracket", "The section winners play on to the final")
        self._paint_tree(painter, body, first, second, first_round, match_numbers, note)

    def _paint_tree(self, painter: QPainter, body: QRectF, first: list[_Entry], second: list[_Entry], first_round: int,
                    match_numbers: list[int], note: str) -> None:
        size = self.bracket.size
        levels = int(math.log2(len(first))) + 1  # columns: the entries, each later round, the winner
        number_w = 22.0 if match_numbers else 0.0
        gap = 14.0
        col_w = min((body.width() - number_w - gap * (levels - 1)) / levels, 180.0)
        top = body.top() + TABLE_HEAD_H
        pitch = min((body.height() - TABLE_HEAD_H - BRACKET_NOTE_H) / len(first), 40.0)
        slot_h = min(pitch * 0.8, 22.0)
        name_size = 10 if slot_h >= 15 else 8
        centres = [[top + (i + 0.5) * pitch for i in range(len(first))]]
        while len(centres[-1]) > 1:
            prev = centres[-1]
            centres.append([(prev[2 * j] + prev[2 * j + 1]) / 2 for j in range(len(prev) // 2)])
        line_pen = QPen(RULE, 0.8)
        for col, ys in enumerate(centres):
            x = body.left() + number_w + col * (col_w + gap)
            global_round = first_round + col
            slots_in_round = size >> global_round
            title = translate("printouts.bracket", "Round 1") if global_round == 0 else round_title(slots_in_round)
            draw_text(painter, QRectF(x, body.top(), col_w, TABLE_HEAD_H - 4), title, font(10, bold=True))
            for j, cy in enumerate(ys):
                if col == 0:
                    entry = first[j]
                elif col == 1 and second:
                    entry = second[j]
                else:
                    entry = _Entry()
                self._slot(painter, QRectF(x, cy - slot_h / 2, col_w, slot_h), entry, name_size)
                if col + 1 < len(centres) and j % 2 == 0:
                    x_out, x_mid, x_next = x + col_w, x + col_w + gap / 2, x + col_w + gap
                    path = QPainterPath(QPointF(x_out, cy))
                    path.lineTo(x_mid, cy)
                    path.lineTo(x_mid, ys[j + 1])
                    path.lineTo(x_out, ys[j + 1])
                    path.moveTo(x_mid, centres[col + 1][j // 2])
                    path.lineTo(x_next, centres[col + 1][j // 2])
                    painter.strokePath(path, line_pen)
        for m, number in enumerate(match_numbers):
            cy = (centres[0][2 * m] + centres[0][2 * m + 1]) / 2
            draw_text(painter, QRectF(body.left(), cy - 6, number_w - 4, 12), str(number), font(8), Qt.AlignmentFlag.AlignRight, GREY)
        if note:
            draw_text(painter, QRectF(body.left(), body.bottom() - BRACKET_NOTE_H + 2, body.width(), BRACKET_NOTE_H - 2), note,
                  font(8, italic=True), color=GREY)

    @staticmethod
    def _slot(painter: QPainter, rect: QRectF, entry: _Entry, name_size: int) -> None:
        pen = QPen(RULE, 0.8, Qt.PenStyle.DashLine if entry.bye else Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
        inner = rect.adjusted(3, 0, -3, 0)
        if entry.seed is not None:
            seed_w = 20.0
            painter.fillRect(QRectF(rect.left(), rect.top(), seed_w, rect.height()), SHADE)
            painter.setPen(pen)
            painter.drawRect(QRectF(rect.left(), rect.top(), seed_w, rect.height()))
            draw_text(painter, QRectF(rect.left(), rect.top(), seed_w, rect.height()), str(entry.seed.seed),
                  font(max(name_size - 2, 7)), Qt.AlignmentFlag.AlignHCenter)
            #: Translators: a bracket slot's entrant who was placed among the unrated ones by drawing lots
            name = translate("printouts.bracket", "{name} (by lot)").format(name=entry.seed.name) if entry.seed.by_lot \
                else entry.seed.name
            draw_text(painter, inner.adjusted(seed_w, 0, 0, 0), name, font(name_size), shrink_to=7)
        elif entry.bye:
            #: Translators: an empty place in a bracket: the opponent goes through without playing
            draw_text(painter, inner, translate("printouts.bracket", "bye"), font(name_size, italic=True), color=GREY)
        elif entry.label:
            draw_text(painter, inner, entry.label, font(max(name_size - 2, 7), italic=True), color=GREY)
