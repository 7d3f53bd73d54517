"""``tournament-app``: with no arguments opens the app; with a command runs the CLI.

``tournament-app --self-test`` checks the installation instead (see
:mod:`tournament_app.self_test`) and exits 0 when everything works.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from .cli import main as cli_main

SELF_TEST_FLAG = "--self-test"


def main(argv: Sequence[str] | None = None) -> None:
    """Console entry point."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args == [SELF_TEST_FLAG]:
        from .app import run_self_test

        sys.exit(run_self_test())
    if SELF_TEST_FLAG in args:
        sys.stderr.write(f"tournament-app: The option {SELF_TEST_FLAG} takes no other arguments.\n")
        sys.exit(2)
    sys.exit(cli_main(args, end_process=True))


if __name__ == "__main__":
    main()
