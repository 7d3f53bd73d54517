"""Soak test: many random league operations on one club file, checked against a from-scratch replay.

Run from the repository root::

    .venv/bin/python benchmarks/soak.py                  # 100,000 operations, 20 checkpoints
    .venv/bin/python benchmarks/soak.py --ops 5000       # a quick one
    .venv/bin/python benchmarks/soak.py --backups        # also make the automatic backups (slow)

What it does, on one database file (kept with ``--db``, else in a temporary
folder): a seeded random mix of the things an organizer does, through the
league API every front end calls,

* record a match (2-4 sides of 1-3 players, ties; now and then an earlier
  date, which replays history; now and then a new player typed by name),
* edit a past match (placements, a player swapped, the date moved),
* delete a match,
* merge two player records,
* undo and redo, as the app's Edit menu does: ``club.undo()`` and
  ``club.redo()`` of the step each operation made in the file's undo log
  (a new operation clears the redo stack),

on four leaderboards (Bradley-Terry, Plackett-Luce, Glicko, Elo). The
script keeps its own record of what every operation should have left (the
players, and every match with its date, order and sides). At each of the
checkpoints (20 by default, evenly spread, the last one at the end):

1. ``PRAGMA integrity_check`` is ok and the foreign keys hold;
2. the players and matches in the file are exactly the script's record;
3. the derived data (every rating and every history row) equals a
   from-scratch replay: the file is copied with the backup API and
   ``recompute()`` rebuilds the copy; every number must agree to 1e-9.

At the last checkpoint the final history is also fed, match by match, to a
new empty club (``record_match`` in order), whose ratings must agree too.
Any difference is a divergence; the script exits 1 if there is one.

The automatic backups (one before every delete and merge) are off unless
``--backups``: each copies the whole file, which at 100,000 operations
would dominate the run; they are tested on their own (tests/store).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tournament_app.league import MAX_STEPS, Club, LeagueError, Match, SideInput  # noqa: E402
from tournament_app.store import open_database  # noqa: E402
from tournament_app.store.history_chunks import all_history_rows  # noqa: E402

TOLERANCE = 1e-9
BOARDS = [("Default", "bbt"), ("Plackett-Luce", "plackett-luce"), ("Glicko", "glicko"), ("Elo", "elo")]
WEIGHTS = {"record": 46, "edit": 12, "delete": 10, "merge": 2, "undo": 20, "redo": 10}
UNDO_LIMIT = MAX_STEPS  # the file keeps as many steps
FIRST_PLAYERS = 40

#: a match as the script expects it: (leaderboard, played_at, seq, ((side, rank, (player ids...)), ...))
Expected = tuple[int, str, int, tuple[tuple[int, int, tuple[int, ...]], ...]]
_MISSING = object()


@dataclass
class SoakResult:
    """What a soak run did and found."""

    ops: int
    seed: int
    checkpoints: int = 0
    divergences: list[str] = field(default_factory=list)
    done: dict[str, int] = field(default_factory=dict)
    refused: int = 0
    max_difference: float = 0.0
    matches: int = 0
    players: int = 0
    history_rows: int = 0
    file_bytes: int = 0
    seconds: float = 0.0
    checkpoint_seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """True when every checkpoint agreed."""
        return not self.divergences


@dataclass
class Step:
    """One undoable operation: its step in the file's undo log, and what it changed in the script's record."""

    name: str
    matches: dict[int, tuple[Any, Any]]  # id -> (before, after), _MISSING for "absent"
    players: dict[int, tuple[Any, Any]]
    #: the file's step that undoes (on the undo stack) or redoes (on the redo stack) it
    step_id: int | None = None


def _expected(match: Match) -> Expected:
    return (
        match.leaderboard_id,
        match.played_at,
        match.seq,
        tuple((s.side, s.rank, tuple(sorted(p.player_id for p in s.players))) for s in match.sides),
    )


class Soak:
    """The random walk and its checks."""

    def __init__(self, path: Path, seed: int, *, backups: bool = False, work: Path | None = None) -> None:
        self.path = path
        self.rng = random.Random(seed)
        self.work = work or Path(tempfile.mkdtemp(prefix="soak-"))
        # Without backups the club is opened as the app does, only with its path
        # unknown to Club.backup (which then makes none); everything else is the same.
        db = open_database(path)
        self.club = Club(db, path if backups else None)
        self.matches: dict[int, Expected] = {}
        self.players: dict[int, str] = {}
        self.undo_stack: list[Step] = []
        self.redo_stack: list[Step] = []
        self.done: Counter[str] = Counter()
        self.refused = 0
        self.boards: list[int] = []
        self.clock: dict[int, datetime] = {}
        self.new_names = 0

    # ---- setting up -------------------------------------------------------------------------

    def setup(self) -> None:
        for name, system in BOARDS:
            lb = self.club.leaderboard(name) if name == "Default" else self.club.leaderboard(self.club.new_leaderboard(name, system).id)
            self.boards.append(lb.id)
            self.clock[lb.id] = datetime(2024, 1, 1, 19, 0)
        for n in range(FIRST_PLAYERS):
            player = self.club.player(self.club.add_player(f"Player {n:02d}").id)
            self.players[player.id] = player.name

    # ---- the operations -----------------------------------------------------------------------

    def _pick_players(self, count: int) -> list[int]:
        ids = list(self.players)
        return self.rng.sample(ids, min(count, len(ids)))

    def _sides(self, new_name: str | None = None) -> list[SideInput]:
        n_sides = self.rng.choice([2, 2, 2, 3, 4])
        sizes = [self.rng.choice([1, 1, 2, 2, 3]) for _ in range(n_sides)]
        chosen: list[int | str] = list(self._pick_players(sum(sizes)))
        if new_name is not None:
            chosen[0] = new_name
        sides = []
        start = 0
        for size in sizes:
            players = chosen[start : start + size]
            start += size
            if players:
                sides.append(SideInput(players, self.rng.randint(1, n_sides)))
        return sides

    def _moment(self, lb: int) -> str:
        if self.rng.random() < 0.1 and self.matches:
            earlier = self.clock[lb] - timedelta(minutes=self.rng.randint(1, 14 * 24 * 60))
            return earlier.replace(second=0).isoformat()
        self.clock[lb] += timedelta(minutes=self.rng.randint(1, 40))
        return self.clock[lb].isoformat()

    def record(self) -> Step | None:
        lb = self.rng.choice(self.boards)
        new_name = None
        if self.rng.random() < 0.08:
            self.new_names += 1
            new_name = f"Newcomer {self.new_names}"
        sides = self._sides(new_name)
        if len(sides) < 2:
            return None
        match_id = self.club.record_match(sides, leaderboard_id=lb, played_at=self._moment(lb), create_players=True).id
        recorded = self.club.match(match_id)
        created = [self.club.find_player(new_name)] if new_name else []
        return Step("record", {match_id: (_MISSING, _expected(recorded))},
                    {p.id: (_MISSING, p.name) for p in created if p is not None})

    def _target(self) -> int | None:
        if not self.matches:
            return None
        ids = list(self.matches)
        if self.rng.random() < 0.9:
            return self.rng.choice(ids[-40:])  # what organizers correct: recent results
        return self.rng.choice(ids)

    def edit(self) -> Step | None:
        match_id = self._target()
        if match_id is None:
            return None
        old = self.club.match(match_id)
        sides = old.as_inputs()
        kind = self.rng.choice(["ranks", "player", "date"])
        played_at = None
        if kind == "ranks":
            sides = [SideInput(list(s.players), self.rng.randint(1, len(sides)), s.score, s.team_id) for s in sides]
        elif kind == "player":
            playing = {p for s in sides for p in s.players}
            free = [p for p in self.players if p not in playing]
            if not free:
                return None
            k = self.rng.randrange(len(sides))
            players = list(sides[k].players)
            players[self.rng.randrange(len(players))] = self.rng.choice(free)
            sides[k] = SideInput(players, sides[k].rank, sides[k].score, sides[k].team_id)
        else:
            moved = datetime.fromisoformat(old.played_at) + timedelta(minutes=self.rng.randint(-3000, 3000))
            played_at = moved.isoformat()
        self.club.edit_match(match_id, sides=sides, played_at=played_at)
        new = self.club.match(match_id)
        return Step("edit", {match_id: (_expected(old), _expected(new))}, {})

    def delete(self) -> Step | None:
        match_id = self._target()
        if match_id is None:
            return None
        old = self.club.match(match_id)
        self.club.delete_match(match_id)
        return Step("delete", {match_id: (_expected(old), _MISSING)}, {})

    def merge(self) -> Step | None:
        played: dict[int, set[int]] = {p: set() for p in self.players}
        for mid, (_lb, _at, _seq, sides) in self.matches.items():
            for _side, _rank, ids in sides:
                for pid in ids:
                    played[pid].add(mid)
        for _ in range(20):
            keep, gone = self._pick_players(2)
            if not played[keep] & played[gone]:
                break
        else:
            return None
        self.club.merge_players(keep, gone)
        changed = {}
        for mid in played[gone]:
            lb, at, seq, sides = self.matches[mid]
            after = tuple((side, rank, tuple(sorted(keep if p == gone else p for p in ids))) for side, rank, ids in sides)
            changed[mid] = (self.matches[mid], (lb, at, seq, after))
        return Step("merge", changed, {gone: (self.players[gone], _MISSING)})

    # ---- the stacks ---------------------------------------------------------------------------

    def _apply(self, step: Step, forward: bool) -> None:
        pick = 1 if forward else 0
        tables: list[tuple[dict[int, Any], dict[int, tuple[Any, Any]]]] = [
            (self.matches, step.matches), (self.players, step.players)
        ]
        for table, changes in tables:
            for key, values in changes.items():
                value = values[pick]
                if value is _MISSING:
                    table.pop(key, None)
                else:
                    table[key] = value

    def do(self, kind: str) -> None:
        if kind in ("undo", "redo"):
            # as the Edit menu does: the file's own step, by id (refused if it is not the latest)
            stack, other = (self.undo_stack, self.redo_stack) if kind == "undo" else (self.redo_stack, self.undo_stack)
            if not stack:
                return
            step = stack.pop()
            act = self.club.undo if kind == "undo" else self.club.redo
            step.step_id = act(step.step_id).step_id  # the step that now reverses it
            self._apply(step, forward=kind == "redo")
            other.append(step)
            self.done[kind] += 1
            return
        try:
            with self.club.step(f"Soak: {kind}") as record:
                made = getattr(self, kind)()
        except LeagueError:
            self.refused += 1
            return
        if made is None or record.step_id is None:
            return
        made.step_id = record.step_id
        self._apply(made, forward=True)
        self.redo_stack.clear()  # the file forgot them too: a new step was made
        self.undo_stack.append(made)
        if len(self.undo_stack) > UNDO_LIMIT:
            del self.undo_stack[:1]
        self.done[kind] += 1

    def step(self) -> None:
        kinds, weights = zip(*WEIGHTS.items())
        self.do(self.rng.choices(kinds, weights)[0])

    # ---- checking -----------------------------------------------------------------------------

    def file_state(self) -> tuple[dict[int, Expected], dict[int, str]]:
        db = self.club.db
        sides: dict[int, dict[int, list[Any]]] = {}
        for mid, side, rank in db.execute("SELECT match_id, side, rank FROM match_sides"):
            sides.setdefault(mid, {})[side] = [rank, []]
        for mid, side, pid in db.execute("SELECT match_id, side, player_id FROM match_players"):
            sides[mid][side][1].append(pid)
        matches = {
            mid: (lb, at, seq, tuple((s, r, tuple(sorted(ps))) for s, (r, ps) in sorted(sides.get(mid, {}).items())))
            for mid, lb, at, seq in db.execute("SELECT id, leaderboard_id, played_at, seq FROM matches")
        }
        players = {pid: name for pid, name in db.execute("SELECT id, name FROM players")}
        return matches, players

    def check(self, result: SoakResult, label: str, *, fresh: bool = False) -> None:
        started = time.perf_counter()
        db = self.club.db
        problems: list[str] = []
        if db.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
            problems.append("integrity_check is not ok")
        if db.execute("PRAGMA foreign_key_check").fetchall():
            problems.append("foreign keys broken")
        matches, players = self.file_state()
        if players != self.players:
            problems.append(f"players differ: {len(players)} in the file, {len(self.players)} expected")
        if matches != self.matches:
            wrong = [m for m in set(matches) | set(self.matches) if matches.get(m) != self.matches.get(m)]
            problems.append(f"{len(wrong)} matches differ from what the operations should have left, e.g. {sorted(wrong)[:5]}")
        # The derived data against a from-scratch replay of a copy of the file.
        copy_path = self.club.snapshot(self.work)
        replayed = Club(open_database(copy_path))
        try:
            replayed.recompute()
            diff, where = _compare_derived(db.conn, replayed.db.conn)
            result.max_difference = max(result.max_difference, diff)
            if where:
                problems.append(f"derived data differ from a from-scratch replay: {where}")
            if fresh:
                diff, where = _compare_with_fresh_club(self.club)
                result.max_difference = max(result.max_difference, diff)
                if where:
                    problems.append(f"a new club fed the same history disagrees: {where}")
        finally:
            replayed.close()
            for extra in ("", "-wal", "-shm"):
                Path(f"{copy_path}{extra}").unlink(missing_ok=True)
        result.checkpoints += 1
        result.checkpoint_seconds += time.perf_counter() - started
        for problem in problems:
            result.divergences.append(f"{label}: {problem}")

    def close(self) -> None:
        self.club.close()
        shutil.rmtree(self.work, ignore_errors=True)


def _close(a: object, b: object) -> float | None:
    """The difference of two values, or None if they are not the same kind of thing."""
    if isinstance(a, float) or isinstance(b, float):
        if a is None or b is None:
            return None
        x, y = float(a), float(b)  # type: ignore[arg-type]
        if not (math.isfinite(x) and math.isfinite(y)):
            return None
        return abs(x - y)
    return 0.0 if a == b else None


def _compare_rows(a: list[tuple[Any, ...]], b: list[tuple[Any, ...]], key: int) -> tuple[float, str]:
    worst = 0.0
    if len(a) != len(b):
        return worst, f"{len(a)} rows against {len(b)}"
    for row_a, row_b in zip(a, b):
        if row_a[:key] != row_b[:key]:
            return worst, f"row {row_a[:key]} against {row_b[:key]}"
        for x, y in zip(row_a, row_b):
            d = _close(x, y)
            if d is None or d > TOLERANCE:
                return worst, f"row {row_a} against {row_b}"
            worst = max(worst, d)
    return worst, ""


def _compare_derived(live: sqlite3.Connection, replayed: sqlite3.Connection) -> tuple[float, str]:
    ratings = "SELECT leaderboard_id, player_id, mu, sigma, games, wins, last_played FROM ratings ORDER BY 1, 2"
    pairs = [
        ("ratings", live.execute(ratings).fetchall(), replayed.execute(ratings).fetchall(), 2),
        ("rating history", all_history_rows(live), all_history_rows(replayed), 3),  # type: ignore[arg-type]
    ]
    worst = 0.0
    for table, rows_live, rows_replayed, key in pairs:
        diff, where = _compare_rows(rows_live, rows_replayed, key)
        worst = max(worst, diff)
        if where:
            return worst, f"{table}: {where}"
    return worst, ""


def _compare_with_fresh_club(club: Club) -> tuple[float, str]:
    """Feed every match, in rating order, to a new in-memory club; compare ratings by name."""
    fresh = Club(open_database(":memory:"))
    try:
        names = {pid: name for pid, name in club.db.execute("SELECT id, name FROM players")}
        for name in sorted(names.values()):
            fresh.add_player(name)
        worst = 0.0
        for lb in club.leaderboards():
            target = fresh.leaderboard(lb.name) if lb.name == "Default" else fresh.leaderboard(fresh.new_leaderboard(lb.name, lb.system, lb.params).id)
            ids = [r[0] for r in club.db.execute("SELECT id FROM matches WHERE leaderboard_id = ? ORDER BY played_at, seq", [lb.id])]
            for mid in ids:
                m = club.match(mid)
                sides = [SideInput([names[p.player_id] for p in s.players], s.rank, s.score) for s in m.sides]
                fresh.record_match(sides, leaderboard_id=target.id, played_at=m.played_at)
            sql = ("SELECT p.name, r.mu, r.sigma, r.games, r.wins, r.last_played FROM ratings r "
                   "JOIN players p ON p.id = r.player_id WHERE r.leaderboard_id = ? ORDER BY p.name")
            diff, where = _compare_rows(club.db.execute(sql, [lb.id]).fetchall(), fresh.db.execute(sql, [target.id]).fetchall(), 1)
            worst = max(worst, diff)
            if where:
                return worst, f"leaderboard {lb.name}: {where}"
        return worst, ""
    finally:
        fresh.close()


def run_soak(
    path: str | Path,
    ops: int,
    *,
    checkpoints: int = 20,
    seed: int = 0,
    backups: bool = False,
    fresh_club: bool = True,
    progress: Callable[[int, SoakResult], None] | None = None,
) -> SoakResult:
    """Run ``ops`` random operations on a new club file at ``path``, checking at ``checkpoints`` evenly spread points."""
    path = Path(path)
    if path.exists():
        raise SystemExit(f"{path} exists; the soak starts from a new file")
    started = time.perf_counter()
    soak = Soak(path, seed, backups=backups)
    result = SoakResult(ops=ops, seed=seed)
    try:
        soak.setup()
        marks = {round(ops * (k + 1) / checkpoints) for k in range(checkpoints)}
        for n in range(1, ops + 1):
            soak.step()
            if n in marks:
                soak.check(result, f"after {n} operations", fresh=fresh_club and n == ops)
                if progress is not None:
                    progress(n, result)
        result.done = dict(soak.done)
        result.refused = soak.refused
        result.matches = soak.club.match_count()
        result.players = soak.club.player_count()
        result.history_rows = int(soak.club.db.execute("SELECT coalesce(sum(n_rows), 0) FROM history_chunks").fetchone()[0])
    finally:
        soak.close()
    result.file_bytes = path.stat().st_size
    result.seconds = time.perf_counter() - started
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=100_000, help="how many operations (default 100000)")
    parser.add_argument("--checkpoints", type=int, default=20, help="how many checks against a from-scratch replay")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--db", type=Path, help="keep the club file here (a new file) instead of a temporary folder")
    parser.add_argument("--backups", action="store_true", help="also make the automatic backups (slow on big files)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    folder = None
    if args.db is None:
        folder = Path(tempfile.mkdtemp(prefix="soak-db-"))
        args.db = folder / "soak.sqlite"

    def show(n: int, result: SoakResult) -> None:
        if not args.json:
            status = "ok" if result.ok else f"{len(result.divergences)} DIVERGENCES"
            print(f"  {n:>8} operations: checkpoint {result.checkpoints:>2} {status} "
                  f"(max difference {result.max_difference:.1e}, {time.strftime('%H:%M:%S')})", flush=True)

    try:
        result = run_soak(args.db, args.ops, checkpoints=args.checkpoints, seed=args.seed, backups=args.backups, progress=show)
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print(json.dumps(asdict(result), indent=2))
    else:
        done = ", ".join(f"{k} {v}" for k, v in sorted(result.done.items()))
        print(f"{result.ops} operations ({done}; {result.refused} refused as invalid) in {result.seconds:.0f} s, "
              f"{result.checkpoints} checkpoints ({result.checkpoint_seconds:.0f} s of it)")
        print(f"final club: {result.matches} matches, {result.players} players, {result.history_rows} history rows, "
              f"{result.file_bytes / 1e6:.1f} MB")
        print(f"divergences: {len(result.divergences)}; largest difference from a from-scratch replay: {result.max_difference:.1e}")
        for problem in result.divergences[:20]:
            print(f"  {problem}")
    return 0 if result.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
