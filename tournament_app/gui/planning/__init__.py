"""Planning ahead: brackets and seeding, team balancing, choosing a rating system."""
