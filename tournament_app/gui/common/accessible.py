"""Accessible names and descriptions: what a screen reader says for a control, and how tests find it.

Both are translated by the caller (``translate("<module context>", "…")``), so a screen
reader speaks the person's language.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str, description: str | None = None) -> W:
    """``widget`` with the accessible ``name`` and ``description`` (returned, to name it where it is made)."""
    widget.setAccessibleName(name)
    if description is not None:
        widget.setAccessibleDescription(description)
    return widget


def described(widget: W, description: str) -> W:
    """``widget`` with the accessible ``description``: what it does or what to type, one short sentence."""
    widget.setAccessibleDescription(description)
    return widget
