"""Errors opening or writing the club's database file."""

from __future__ import annotations


class StoreError(Exception):
    """Base class: something is wrong with the database file itself."""


class NotOurDatabaseError(StoreError):
    """The file is not a tournament-app database (another program's, or not SQLite)."""


class NewerVersionError(StoreError):
    """The file was written by a newer version of the app; it is left untouched."""


class DatabaseLockedError(StoreError):
    """Another program (or a second copy of this app) holds the file."""


class ReadOnlyDatabaseError(StoreError):
    """The file (or its folder) cannot be written."""
