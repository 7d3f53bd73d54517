"""Putting back an automatic backup of the club file."""
