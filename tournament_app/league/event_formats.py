"""The formats an event can have: the command line's ``--format`` names (a contract).

Kept outside the tournament package so the command line's parser knows them
without loading it.
"""

EVENT_FORMATS = ("club-night", "swiss", "round-robin", "single-elimination", "double-elimination", "pools-knockout")
