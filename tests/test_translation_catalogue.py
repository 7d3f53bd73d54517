"""The compiled catalogue the app loads at every start (translation.compiled_catalogue, docs/translating.md)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tournament_app import translation


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path, Path]:
    """A shipped folder holding a German .ts (no .qm, as in a source checkout) and an empty cache folder."""
    shipped, cache = tmp_path / "resources", tmp_path / "cache"
    (shipped / "translations").mkdir(parents=True)
    source = shipped / "translations" / "tournament_app_de.ts"
    source.write_bytes(translation.catalogue_source("de").read_bytes())
    monkeypatch.setattr(translation, "resource_path", lambda name: shipped / name)
    monkeypatch.setattr(translation, "cache_folder", lambda: cache)
    return source, shipped / "translations" / "tournament_app_de.qm", cache / "tournament_app_de.qm"


def _no_lrelease(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []

    def refuse(*args: Any, **kwargs: Any) -> None:
        calls.append(args)
        raise OSError("no lrelease here")

    monkeypatch.setattr(subprocess, "run", refuse)
    return calls


def test_the_first_start_compiles_into_the_cache_and_later_starts_only_compare_times(
        folders: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    source, _shipped, cached = folders
    assert translation.compiled_catalogue("de") == cached
    assert cached.stat().st_size > 1000
    calls = _no_lrelease(monkeypatch)
    assert translation.compiled_catalogue("de") == cached
    assert calls == []
    later = cached.stat().st_mtime + 10
    os.utime(source, (later, later))  # the translator saved the .ts: compiled again (here lrelease fails)
    translation.compiled_catalogue("de")
    assert len(calls) == 1


def test_a_build_uses_its_shipped_catalogue_even_when_copying_made_it_look_older(
        folders: tuple[Path, Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    source, shipped, _cached = folders
    shipped.write_bytes(b"compiled by the build")
    os.utime(shipped, (1_000_000, 1_000_000))  # older than the .ts beside it
    _no_lrelease(monkeypatch)  # a build has no lrelease
    assert translation.compiled_catalogue("de") == shipped
    source.unlink()
    assert translation.compiled_catalogue("de") == shipped
