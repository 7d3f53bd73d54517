"""Stand-in speakers for league's, store's and ratings' marked messages (``messages.speaking(...)``), no Qt."""

from __future__ import annotations

from tournament_app import messages
from tournament_app.messages import Speaker


def tagged(context: str, source: str, disambiguation: str | None, n: int) -> str:
    """A stand-in language: the source with its context in front (so a test sees who marked it)."""
    return f"[{context}] " + messages.english(context, source, disambiguation, n)


def dictionary_speaker(said: dict[tuple[str, str], str | tuple[str, ...]]) -> Speaker:
    """A stand-in language from a table of (context, source) -> translation, or its (singular, plural) forms;
    a text the table lacks is said as its source, and ``%n`` becomes the count."""

    def speak(context: str, source: str, disambiguation: str | None, n: int) -> str:
        found = said.get((context, source), source)
        forms = found if isinstance(found, tuple) else (found,)
        form = forms[min(0 if n == 1 else 1, len(forms) - 1)] if n >= 0 else forms[0]
        return form.replace("%n", str(n)) if n >= 0 else form

    return speak
