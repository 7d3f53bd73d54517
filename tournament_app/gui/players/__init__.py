"""The Players and Teams tabs: adding, renaming, merging players; rosters."""
