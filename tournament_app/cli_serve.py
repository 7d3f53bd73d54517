"""`tournament-app serve`: the local-network companion without the window, for a TV box or a script."""
