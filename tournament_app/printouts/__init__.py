"""Printouts of standings, a bracket, and a club night's pairings and score slips, drawn with Qt's painter.

No widget here: the GUI's print preview (gui/printing.py) and the command
line's ``print`` (cli/print.py) both draw with these.
"""

from .bracket import BracketPrintout, bracket_section_size, round_title
from .page import Booklet, Column, Printout, body_rect, club_name, pdf_bytes, render, today, write_pdf
from .rounds import PairingsPrintout, ScoreSlipsPrintout, pairings_rows_per_page, slips_per_page
from .standings import StandingsPrintout, rating_text, standings_rows_per_page

__all__ = [
    "Booklet",
    "BracketPrintout",
    "Column",
    "PairingsPrintout",
    "Printout",
    "ScoreSlipsPrintout",
    "StandingsPrintout",
    "body_rect",
    "club_name",
    "bracket_section_size",
    "pairings_rows_per_page",
    "pdf_bytes",
    "rating_text",
    "render",
    "round_title",
    "slips_per_page",
    "standings_rows_per_page",
    "today",
    "write_pdf",
]
