"""The rating systems' names as people read them, in the app's language (league names them in English).

Said by 'Which system?', the leaderboard settings' system list and Help ▸ About.
"""

from __future__ import annotations

from ...league import rating_systems
from ...translation import QT_TRANSLATE_NOOP, translate

#: the rating systems' names for people, translated where shown
SYSTEM_TITLES = {
    "bbt": QT_TRANSLATE_NOOP("common.system_titles", "Bradley-Terry (Weng-Lin)"),
    "plackett-luce": QT_TRANSLATE_NOOP("common.system_titles", "Plackett-Luce (Weng-Lin, o!TR)"),
    "otr": QT_TRANSLATE_NOOP("common.system_titles", "o!TR Plackett-Luce (games)"),
    "glicko": QT_TRANSLATE_NOOP("common.system_titles", "Glicko (continuous)"),
    "elo": QT_TRANSLATE_NOOP("common.system_titles", "Elo (score fraction)"),
}


def system_title(system: str) -> str:
    """A rating system's name as people read it, in the app's language (league's title, else its key)."""
    if system in SYSTEM_TITLES:
        return translate("common.system_titles", SYSTEM_TITLES[system])
    return next((title for name, title, _defaults in rating_systems() if name == system), "") or system


__all__ = ["SYSTEM_TITLES", "system_title"]
