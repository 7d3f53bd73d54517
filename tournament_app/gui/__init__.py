"""The desktop app: PySide6 views over league/ (ARCHITECTURE.md, gui/). Never runs SQL."""
