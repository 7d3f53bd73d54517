"""Running a club night: check-in, rounds, tables and the presenter window."""
