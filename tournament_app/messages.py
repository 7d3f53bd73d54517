"""Messages from below the front ends (league, store, ratings) that each front end says in its own language.

League and the layers under it must not import Qt, and they do not know who
reads their message: the window (in the language chosen in View ▸ Language),
the command line (the environment's language) or a phone (its browser's).
So a message is marked where it is made, like the GUI's texts
(docs/translating.md), and kept as a :class:`Text`: its context, its English
source and its fields. It is put into words only when shown, by ``str()``,
in the language of the *speaker* in charge where it is shown::

    raise NotFoundError(translate("league.players", "There is no player named {name}.").format(name=name))

lupdate reads these ``translate`` calls by the function's name, as in the GUI.
A front end installs its speaker once (:func:`set_speaker`); the companion
sets one per request (:func:`speaking`). With none, messages are English.
"""

from __future__ import annotations

import contextvars
import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

#: (context, source, disambiguation, n) -> the text in the speaker's language, ``%n`` replaced by ``n`` when n >= 0
Speaker = Callable[[str, str, "str | None", int], str]

_speaker: contextvars.ContextVar[Speaker | None] = contextvars.ContextVar("message_speaker", default=None)
_default_speaker: Speaker | None = None


def english(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` as written, with the English plural form for ``n`` (from the English catalogue)."""
    if n < 0:
        return source
    from .catalogue import SOURCE_LANGUAGE, text

    return text(SOURCE_LANGUAGE, context, source, disambiguation, n)


def set_speaker(speaker: Speaker | None) -> None:
    """Say every message in ``speaker``'s language from now on, in every thread (``None``: English)."""
    global _default_speaker
    _default_speaker = speaker


@contextmanager
def speaking(speaker: Speaker) -> Iterator[None]:
    """Say messages shown within the block (in this thread or task) in ``speaker``'s language."""
    token = _speaker.set(speaker)
    try:
        yield
    finally:
        _speaker.reset(token)


def current_speaker() -> Speaker:
    """The speaker in charge here: the block's (:func:`speaking`), else the front end's, else English."""
    return _speaker.get() or _default_speaker or english


class Text:
    """A marked message: put into words in the current speaker's language by ``str()``.

    ``format(**fields)`` fills its ``{named}`` fields; a field may itself be a
    :class:`Text` (said in the same language) or any value with a format spec
    in the source (``{count:,}``).
    """

    __slots__ = ("context", "source", "disambiguation", "n", "fields")

    def __init__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1,
                 fields: Mapping[str, Any] | None = None) -> None:
        self.context = context
        self.source = source
        self.disambiguation = disambiguation
        self.n = n
        self.fields: Mapping[str, Any] = dict(fields or {})

    def format(self, **fields: Any) -> Text:
        """The same message with ``fields`` filled in (when it is said)."""
        return Text(self.context, self.source, self.disambiguation, self.n, {**self.fields, **fields})

    def said_by(self, speaker: Speaker) -> str:
        """The message in ``speaker``'s language; the English one when a translation does not fit its fields."""
        values = {name: _said(value, speaker) for name, value in self.fields.items()}
        try:
            return speaker(self.context, self.source, self.disambiguation, self.n).format(**values)
        except (KeyError, IndexError, ValueError):
            # a translation that names a field the source does not have: English rather than nothing
            return english(self.context, self.source, self.disambiguation, self.n).format(**values)

    def english(self) -> str:
        """The message in English, whoever speaks here (logs, files)."""
        return self.said_by(english)

    def __str__(self) -> str:
        return self.said_by(current_speaker())

    def __repr__(self) -> str:
        return f"Text({self.context!r}, {self.source!r}, fields={dict(self.fields)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Text):
            return (self.context, self.source, self.disambiguation, self.n, dict(self.fields)) == (
                other.context, other.source, other.disambiguation, other.n, dict(other.fields))
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.context, self.source, self.n))


class Joined(Text):
    """Several messages (or plain texts) said one after the other, with ``separator`` between them."""

    __slots__ = ("parts", "separator")

    def __init__(self, parts: Iterable[Text | str], separator: str = " ") -> None:
        super().__init__("", "")
        self.parts = list(parts)
        self.separator = separator

    def format(self, **fields: Any) -> Text:
        raise TypeError("a Joined message has no fields")

    def said_by(self, speaker: Speaker) -> str:
        return self.separator.join(_said(part, speaker) for part in self.parts)

    def __repr__(self) -> str:
        return f"Joined({self.parts!r}, {self.separator!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Joined):
            return (self.parts, self.separator) == (other.parts, other.separator)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(str(p) for p in self.parts))


def _said(value: object, speaker: Speaker) -> Any:
    if isinstance(value, Text):
        return value.said_by(speaker)
    if isinstance(value, BaseException) and len(value.args) == 1 and isinstance(value.args[0], Text):
        return value.args[0].said_by(speaker)
    return value


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> Text:
    """Mark ``source`` for translation (lupdate reads these calls); it is said when shown.

    ``context`` names the module (``"league.players"``); pass ``n`` for a
    plural form: ``translate("league.night", "%n player(s) checked in", None, count)``.
    """
    return Text(context, source, disambiguation, n)


def join(parts: Iterable[Text | str], separator: str = " ") -> Text:
    """``parts`` said one after the other (each in the speaker's language), ``separator`` between them."""
    return Joined(parts, separator)


MessageText = Text | str
"""What league code may give as a message: a marked :class:`Text`, or a plain text (a name, a path)."""


#: the first character of a stored message (:func:`stored`): a plain text never starts with it
_STORED = "\x1e"


def stored(message: MessageText) -> str:
    """``message`` as a file keeps it (an undo step's label): a :class:`Text` stays a message, said when read.

    A plain text is kept as it is. A :class:`Text` becomes a line of JSON after
    a marker character, with its fields (a field may be a Text itself).
    """
    if isinstance(message, Joined):
        return message.english()
    if not isinstance(message, Text):
        return message
    return _STORED + json.dumps(_as_data(message), ensure_ascii=False, separators=(",", ":"))


def from_stored(text: str) -> MessageText:
    """What :func:`stored` kept: the :class:`Text` back (said in the speaker's language), or the plain text."""
    if not text.startswith(_STORED):
        return text
    try:
        return _from_data(json.loads(text[1:]))
    except (ValueError, KeyError, TypeError):
        return text[1:]


def _as_data(message: Text) -> dict[str, Any]:
    fields = {name: {"t": _as_data(value)} if isinstance(value, Text) and not isinstance(value, Joined)
              else {"v": value if isinstance(value, (int, float, str)) else str(value)}
              for name, value in message.fields.items()}
    return {"c": message.context, "s": message.source, "d": message.disambiguation, "n": message.n, "f": fields}


def _from_data(data: dict[str, Any]) -> Text:
    fields = {name: _from_data(value["t"]) if "t" in value else value["v"] for name, value in data["f"].items()}
    return Text(str(data["c"]), str(data["s"]), data["d"], int(data["n"]), fields)
