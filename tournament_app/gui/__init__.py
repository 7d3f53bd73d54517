"""The desktop app: PySide6 views over league/ (docs/architecture.md, gui/). Never runs SQL."""

from __future__ import annotations

import sys


def _pin_singletons() -> None:
    """Keep ``None``, ``True`` and ``False`` alive whatever the Qt binding's reference counting does.

    PySide6 6.12.0 on CPython 3.11 drops one reference to ``None`` on every
    call of a C++ method returning void (``setText``, ``setEnabled``…) and
    one to ``True`` on every ``Signal.emit()``. After a few thousand calls
    the interpreter aborts with "Fatal Python error: none_dealloc" (or
    bool_dealloc): a long club night in the app, or a test run, was enough.
    Python 3.12 makes these objects immortal; on older CPythons we give them
    a reference count so large that no session can exhaust it. Harmless
    where the binding is correct: the three objects are never freed anyway.
    """
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import ctypes

    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += sys.maxsize // 8


_pin_singletons()
