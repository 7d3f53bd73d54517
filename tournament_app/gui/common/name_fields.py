"""Name fields that add on Enter (a player, a table): a refused name comes back selected, never glued to the next."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit


def give_back(field: QLineEdit, name: str) -> None:
    """Put a refused ``name`` back into ``field``, selected, so that what is typed next replaces it.

    The field was emptied when Enter was pressed; a name typed since is kept
    (it is the person's newer typing) and the refused one is not put back.
    """
    if field.text():
        return
    field.setText(name)
    field.setFocus()
    field.selectAll()
