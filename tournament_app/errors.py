"""The one root of every error a person can cause: bad input, a refused change, a damaged or locked file.

Front ends catch :class:`UserError` and show its message; anything else is a
bug, logged and reported as such. The layers subclass it: ``RatingError``
(ratings/), ``StoreError`` (store/), ``LeagueError`` (league/). ``Cancelled``
is not an error and stays apart.
"""

from __future__ import annotations


class UserError(Exception):
    """Something a person can cause and correct; its message is a sentence meant for them."""
