"""Leaderboards and a player's page: the standings table, the rating chart, global and static rankings, leaderboard settings."""
