"""The presenter's colours: light type on a dark screen, readable on a projector (one set for every big screen).

Two sets: the standard one, and high contrast (pure black, white type, yellow highlights, thicker lines,
no greys: every text colour has at least 7:1 against the background, WCAG AAA). The person's choice is
kept in the app's settings, so every big screen opens the way it was left.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..common.settings_store import settings

#: the settings key of the high-contrast choice
HIGH_CONTRAST_KEY = "presenter/high_contrast"


@dataclass(frozen=True)
class PresenterColours:
    """The colours a big screen draws with, by role (``#rrggbb``), and its lines' weight."""

    background: str
    text: str
    accent: str
    up: str
    down: str
    muted: str
    lines: str
    box_fill: str
    shade: str
    line_weight: float

    def of(self, role: str) -> str:
        """The colour of a role ("text", "accent", "up", "down", "muted")."""
        colour: str = getattr(self, role)
        return colour


STANDARD = PresenterColours(background="#0b0b0f", text="#ffffff", accent="#ffd54f", up="#69f0ae", down="#ff8a80",
                            muted="#b0bec5", lines="#78909c", box_fill="#1c1f26", shade="#15181e", line_weight=1.0)
HIGH_CONTRAST = PresenterColours(background="#000000", text="#ffffff", accent="#ffff00", up="#7dff7d", down="#ffb3b3",
                                 muted="#ffffff", lines="#ffffff", box_fill="#000000", shade="#262626", line_weight=2.0)

#: the standard set's colours by their old names (kept for code that reads one colour)
BACKGROUND, TEXT, ACCENT, UP, DOWN, MUTED = (STANDARD.background, STANDARD.text, STANDARD.accent, STANDARD.up,
                                             STANDARD.down, STANDARD.muted)


def colours(high_contrast: bool) -> PresenterColours:
    """The high-contrast set or the standard one."""
    return HIGH_CONTRAST if high_contrast else STANDARD


def high_contrast_chosen() -> bool:
    """Whether the person last chose high contrast for the big screens."""
    return str(settings().value(HIGH_CONTRAST_KEY, "false")).lower() in ("true", "1")


def remember_high_contrast(on: bool) -> None:
    """Keep the choice for the next big screen and the next start."""
    settings().setValue(HIGH_CONTRAST_KEY, "true" if on else "false")
