"""What the packaged app runs: the same entry point as the ``tournament-app`` command."""

from tournament_app.__main__ import main

if __name__ == "__main__":
    main()
