"""The companion's values as front ends see them: an event's share, a match to report, a report and its status."""

from __future__ import annotations

from dataclasses import dataclass

#: how a shared event takes reported results: every report waits for the organizer, or both sides agreeing is enough
ACCEPT_RULES = ("confirm", "both_agree")

#: a report's status: waiting for the organizer, disagreeing with another waiting report of the same match,
#: decided (confirmed or rejected by the organizer, accepted when both sides agreed), closed (its match got
#: a result another way, or left the queue, while it waited), or replaced (the same code reported again)
REPORT_STATUSES = ("pending", "conflict", "confirmed", "rejected", "accepted", "closed", "replaced")


@dataclass(frozen=True)
class Share:
    """An event shared on the local network: its read and check-in tokens and its rules."""

    event_id: int
    read_token: str
    checkin_token: str
    #: "confirm" (the organizer confirms every report) or "both_agree" (both sides reporting the same is enough)
    accept_rule: str
    allow_checkin: bool
    #: False once the organizer stopped sharing (the tokens are kept: sharing again brings printed slips back to life)
    active: bool
    created_at: str


@dataclass(frozen=True)
class ReportSide:
    """One side of a match to report: its players' ids and names, in the same order."""

    player_ids: tuple[int, ...]
    names: tuple[str, ...]

    def label(self) -> str:
        """"Ann & Ben": the side in a few words."""
        return " & ".join(self.names)


@dataclass(frozen=True)
class ReportTarget:
    """The match a report token stands for, as its report form shows it."""

    event_id: int
    event_name: str
    drawn_match_id: int
    #: the table's name, or None while the match waits for a table
    table: str | None
    sides: tuple[ReportSide, ...]
    #: False for a knockout match (someone must win)
    draw_allowed: bool
    #: False once the match has a result (the token takes no more reports)
    open: bool
    #: the side this token reports for (0-based, in the order of ``sides``); None for a token made before each
    #: side had its own (its reports speak for no side and always wait for the organizer)
    side: int | None = None

    def side_label(self) -> str:
        """"Ann & Ben": the side this token reports for ("" for a token of the whole match)."""
        return self.sides[self.side].label() if self.side is not None and 0 <= self.side < len(self.sides) else ""


@dataclass(frozen=True)
class Report:
    """A result reported from a phone, with what became of it."""

    id: int
    event_id: int
    event_name: str
    drawn_match_id: int
    table: str | None
    sides: tuple[ReportSide, ...]
    #: the side whose code the report carried (0-based), or None (a code of the whole match, from before each side
    #: had its own: it speaks for no side)
    side: int | None
    #: the sides' places (1 = best; equal places = a draw), in the order of ``sides``
    ranks: tuple[int, ...]
    scores: tuple[float | None, ...] | None
    #: who sent it: the web server puts the phone's network address (two reports from one address come from one
    #: device, and never count as both sides agreeing)
    client: str
    received_at: str
    #: one of :data:`REPORT_STATUSES`
    status: str
    #: the recorded match once confirmed or accepted
    match_id: int | None = None
    decided_at: str | None = None
    #: what the phone said it is ("iPhone · Safari"), for the organizer; "" when unknown
    device: str = ""

    @property
    def settled(self) -> bool:
        """True when nothing more can be decided about it (not pending, not in conflict)."""
        return self.status not in ("pending", "conflict")

    def match_label(self) -> str:
        """"Ann & Ben – Cid & Dan": the match in one line."""
        return " – ".join(side.label() for side in self.sides)

    def side_label(self) -> str:
        """"Ann & Ben": the side whose code the report carried ("" for a code of the whole match)."""
        return self.sides[self.side].label() if self.side is not None and 0 <= self.side < len(self.sides) else ""

    def sender(self) -> str:
        """"192.168.1.20 (iPhone · Safari)": who sent it, as far as the server could tell."""
        return f"{self.client} ({self.device})" if self.device and self.client else self.client or self.device

    def result_text(self) -> str:
        """The claimed result in words: "Ann & Ben won 10–7", "Draw", or places for more than two sides."""
        # scores read in the order the sides are named: winner first ("won 10–7"), places in order
        order = sorted(range(len(self.sides)), key=lambda i: self.ranks[i])
        scores = ""
        if self.scores is not None and all(s is not None for s in self.scores):
            scores = " " + "–".join(f"{self.scores[i]:g}" for i in order)
        best = min(self.ranks)
        winners = [side for side, rank in zip(self.sides, self.ranks) if rank == best]
        if len(winners) == len(self.sides):
            return f"Draw{scores}"
        if len(winners) == 1 and len(self.sides) == 2:
            return f"{winners[0].label()} won{scores}"
        places = ", ".join(f"{self.ranks[i]}. {self.sides[i].label()}" for i in order)
        return f"{places}{scores}"
