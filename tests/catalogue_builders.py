"""Small test catalogues in place of the shipped ones, for the Qt-free readers (the command line, the companion):
the same ``.ts`` XML lupdate writes, so nothing depends on the shipped translations being done."""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tournament_app import catalogue

#: context -> source -> translation (a tuple: plural forms); "source|comment" gives a source its comment
Contexts = dict[str, dict[str, str | tuple[str, ...]]]


def ts_file(language: str, contexts: Contexts) -> str:
    """A catalogue in ``language`` as lupdate writes it."""
    parts = [f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="{language}" sourcelanguage="en">']
    for name, messages in contexts.items():
        parts.append(f"<context>\n    <name>{name}</name>")
        for source, translation in messages.items():
            source, comment = source.split("|", 1) if "|" in source else (source, None)
            numerus = ' numerus="yes"' if isinstance(translation, tuple) else ""
            parts.append(f"    <message{numerus}>\n        <source>{html.escape(source)}</source>")
            if comment:
                parts.append(f"        <comment>{html.escape(comment)}</comment>")
            if isinstance(translation, tuple):
                forms = "".join(f"<numerusform>{html.escape(f)}</numerusform>" for f in translation)
                parts.append(f"        <translation>{forms}</translation>")
            else:
                parts.append(f"        <translation>{html.escape(translation)}</translation>")
            parts.append("    </message>")
        parts.append("</context>")
    parts.append("</TS>\n")
    return "\n".join(parts)


@contextmanager
def catalogues_in(folder: Path, monkeypatch: pytest.MonkeyPatch, languages: dict[str, Contexts]) -> Iterator[Path]:
    """These catalogues (language -> contexts) written to ``folder`` and read in place of the shipped ones,
    parsed afresh inside the block and forgotten after it."""
    folder.mkdir()
    for language, contexts in languages.items():
        (folder / f"tournament_app_{language}.ts").write_text(ts_file(language, contexts), encoding="utf-8")
    monkeypatch.setattr(catalogue, "catalogue_folder", lambda: folder)
    catalogue.forget()
    try:
        yield folder
    finally:
        catalogue.forget()
