"""Accessible names: what a screen reader says for an input, and how tests find it."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """``widget`` with the accessible name ``name`` (returned, to name a widget where it is made)."""
    widget.setAccessibleName(name)
    return widget
