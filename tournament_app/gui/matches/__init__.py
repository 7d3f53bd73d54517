"""Entering and fixing results: the match form, its sides and games, the events and their matches."""
