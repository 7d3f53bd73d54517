"""Accessible names and descriptions: what a screen reader says for a control, and how tests find it.

Both are translated by the caller (with the module's own context), so a screen
reader speaks the person's language.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QDialogButtonBox, QWidget

from ...translation import translate

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


def describe_buttons(box: QDialogButtonBox) -> QDialogButtonBox:
    """The standard buttons of a dialog's ``box`` say what they do (the others are described where added)."""
    role = QDialogButtonBox.StandardButton
    texts = {
        role.Ok: translate("common.accessible", "Keeps the changes and closes the window."),
        role.Save: translate("common.accessible", "Saves and closes the window."),
        role.Cancel: translate("common.accessible", "Closes the window without changing anything."),
        role.Close: translate("common.accessible", "Closes the window."),
    }
    for which, text in texts.items():
        button = box.button(which)
        if button is not None and not button.accessibleDescription():
            button.setAccessibleDescription(text)
    return box
