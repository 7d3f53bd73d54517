"""How stored names compare: the key behind the unique ``name_key`` columns.

The rule lives here, below league/, because the file's unique indexes hold
it and a migration must be able to recompute keys written by an older rule.
:mod:`tournament_app.league.names` builds the rest of the name rule on it.
"""

from __future__ import annotations

import unicodedata


def normalize_name(text: str) -> str:
    """``text`` in NFC without format characters (Cf), whitespace collapsed and trimmed."""
    text = str(text)
    if not text.isprintable():  # the fast path skips every ordinary name
        text = "".join(c for c in text if unicodedata.category(c) != "Cf")
    return " ".join(unicodedata.normalize("NFC", text).split())


def name_key(name: str) -> str:
    """How names are compared and ordered: normalised (:func:`normalize_name`), case folded."""
    return unicodedata.normalize("NFC", normalize_name(name).casefold())
