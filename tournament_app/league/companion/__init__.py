"""Sharing an event on the local network: its tokens, results reported from phones, and the organizer's decisions."""
