"""``tournament-app``: with no arguments opens the app; with a command runs the CLI."""

from __future__ import annotations

import sys

from .cli import main as cli_main


def main() -> None:
    """Console entry point."""
    sys.exit(cli_main())


if __name__ == "__main__":
    main()
