"""Errors raised by the rating models: all are ``ValueError`` subclasses."""

from __future__ import annotations

from ..errors import UserError


class RatingError(UserError, ValueError):
    """Base class of every error a rating model raises for bad input."""


class MismatchedLengthsError(RatingError):
    """``teams`` and ``ranks`` (or ``scores``) have different lengths."""


class EmptyTeamError(RatingError):
    """A side of a match has no players."""


class NoTeamsError(RatingError):
    """A match was given without any side."""


class DuplicatePlayerError(RatingError):
    """The same rating object appears more than once in one match."""


class InvalidRatingError(RatingError):
    """A rating has a non-finite mu, or a sigma that is negative or not finite."""


class InvalidParameterError(RatingError):
    """A model parameter is out of its allowed range."""


class InvalidRankError(RatingError):
    """A side's rank (or score) is missing or not a finite number."""
