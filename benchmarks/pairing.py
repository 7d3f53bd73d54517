"""Our Dutch engine against bbpPairings: identical rounds on random tournaments, and the time to pair a big round.

    python benchmarks/pairing.py [--quick] [--tournaments N] [--seed S] [--players 5-120] [--config NAME]
                                 [--keep DIR] [--big PLAYERS] [--no-big] [--no-compare]

Each random tournament is played round by round with bbpPairings (built by
../shared/oracles/build-bbpPairings.sh) as the pairer: before every round
the players' requested half- and zero-point byes, withdrawals and late
entries are written into the round's column, the TRF is paired by
bbpPairings (``-p``) and by our engine, the two are compared (pairs,
colours, bye), and bbpPairings' pairing is played with random results
(draws, forfeits). Counts are printed per configuration; ``--keep`` saves
the TRF of every round that differs (``DIR/seed<S>_r<R>.trf``).

Then rounds 1 (one big score group), 2, 3 (the biggest brackets), 5 and 9
of a PLAYERS-player tournament are paired by both engines on the same TRF,
and timed (wall clock and CPU seconds).
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament_app.league.tournament.dutch import pair_round  # noqa: E402
from tournament_app.league.tournament.dutch._blossom_numba import compiled_kernel  # noqa: E402
from tournament_app.league.tournament.dutch.model import Colour, PointSystem, Result, RoundEntry  # noqa: E402
from tournament_app.league.tournament.trf import TrfPlayer, TrfTournament, swiss_round, write_trf  # noqa: E402

ORACLE = Path(__file__).resolve().parents[2] / "shared" / "oracles" / "build-bbpPairings.sh"


@dataclass(frozen=True)
class Config:
    """Chances per game or per player and round."""

    draws: float = 0.3
    forfeits: float = 0.0
    half_byes: float = 0.0
    zero_byes: float = 0.0
    withdrawals: float = 0.0
    late: float = 0.0  # share of players who join after round 1
    points: PointSystem = PointSystem()


CONFIGS = {
    "plain": Config(draws=0.0),
    "draws": Config(draws=0.45),
    "forfeits": Config(draws=0.25, forfeits=0.08),
    "byes": Config(draws=0.25, half_byes=0.06, zero_byes=0.04),
    "withdrawals": Config(draws=0.25, withdrawals=0.03, late=0.08),
    "mixed": Config(draws=0.3, forfeits=0.05, half_byes=0.04, zero_byes=0.03, withdrawals=0.02, late=0.05),
    # three points a win, one a draw, one for the pairing-allocated bye (football's table, a club's choice)
    "points": Config(draws=0.3, forfeits=0.03, half_byes=0.04, zero_byes=0.02,
                     points=PointSystem(win=Fraction(3), draw=Fraction(1), pairing_bye=Fraction(1))),
}


def build() -> Path:
    script = ORACLE if ORACLE.is_file() else Path("/work/shared/oracles/build-bbpPairings.sh")
    return Path(subprocess.run(["bash", str(script)], check=True, capture_output=True, text=True).stdout.split()[-1])


def bbp_pair(exe: Path, path: Path) -> tuple[set[tuple[int, int]], int | None] | None:
    """bbpPairings' pairing of the file's next round, or None when it finds none."""
    done = subprocess.run([str(exe), "--dutch", str(path), "-p"], capture_output=True, text=True)
    if done.returncode != 0:
        return None
    pairs: set[tuple[int, int]] = set()
    bye = None
    for line in done.stdout.strip().splitlines()[1:]:
        white, black = (int(x) for x in line.split())
        if black == 0:
            bye = white
        else:
            pairs.add((white, black))
    return pairs, bye


def _result(rng: random.Random, white: int, black: int, config: Config) -> tuple[Result, Result]:
    if rng.random() < config.forfeits:
        return (Result.FORFEIT_WIN, Result.FORFEIT_LOSS) if rng.random() < 0.5 else (Result.FORFEIT_LOSS, Result.FORFEIT_WIN)
    if rng.random() < config.draws:
        return Result.DRAW, Result.DRAW
    expected = 1 / (1 + 10 ** ((black - white) / 400))
    return (Result.WIN, Result.LOSS) if rng.random() < expected else (Result.LOSS, Result.WIN)


def play(exe: Path, folder: Path, seed: int, players: int, rounds: int, config: Config,
         on_round: "RoundCheck | None") -> TrfTournament | None:
    """A tournament paired by bbpPairings round by round; ``on_round`` sees each round's TRF before it is played."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    tournament = TrfTournament(
        name=f"Random tournament {seed}", rounds_total=rounds,
        initial_colour=Colour.WHITE if rng.random() < 0.5 else Colour.BLACK, points=config.points,
        players=[TrfPlayer(number=k + 1, name=f"Player {k + 1:04d}", rating=r) for k, r in enumerate(ratings)],
    )
    joins = {p.number: (rng.randint(2, max(2, rounds // 2 + 1)) if rng.random() < config.late else 1)
             for p in tournament.players}
    withdrawn: set[int] = set()
    by_number = {p.number: p for p in tournament.players}
    path = folder / f"s{seed}.trf"
    for number in range(1, rounds + 1):
        for player in tournament.players:
            if player.number not in withdrawn and number > 1 and rng.random() < config.withdrawals:
                withdrawn.add(player.number)
            if player.number in withdrawn or number < joins[player.number]:
                player.rounds.append(RoundEntry(None, Colour.NONE, Result.ZERO_POINT_BYE))
            elif number > 1 and rng.random() < config.half_byes:
                player.rounds.append(RoundEntry(None, Colour.NONE, Result.HALF_POINT_BYE))
            elif number > 1 and rng.random() < config.zero_byes:
                player.rounds.append(RoundEntry(None, Colour.NONE, Result.ZERO_POINT_BYE))
        # TRF16's BB* point lines where the points are not FIDE's: bbpPairings refuses our TRF-2026 "162" line
        path.write_text(write_trf(tournament, trf16=config.points != PointSystem()), newline="")
        theirs = bbp_pair(exe, path)
        if theirs is None:
            return None
        if on_round is not None:
            on_round(seed, number, path, tournament, theirs)
        pairs, bye = theirs
        for white_number, black_number in sorted(pairs):
            white, black = by_number[white_number], by_number[black_number]
            w, b = _result(rng, white.rating, black.rating, config)
            white.rounds.append(RoundEntry(black.number, Colour.WHITE, w))
            black.rounds.append(RoundEntry(white.number, Colour.BLACK, b))
        if bye is not None:
            by_number[bye].rounds.append(RoundEntry(None, Colour.NONE, Result.PAIRING_BYE))
        for player in tournament.players:  # anyone left out (bbpPairings pairs everyone present)
            if len(player.rounds) < number:
                player.rounds.append(RoundEntry(None, Colour.NONE, Result.ZERO_POINT_BYE))
    return tournament


class RoundCheck:
    """Compares our pairing of each round with bbpPairings' and counts."""

    def __init__(self, config: str, keep: Path | None, totals: collections.Counter[str]) -> None:
        self.config, self.keep, self.totals = config, keep, totals

    def __call__(self, seed: int, number: int, path: Path, tournament: TrfTournament,
                 theirs: tuple[set[tuple[int, int]], int | None]) -> None:
        ours = pair_round(swiss_round(tournament, number))
        same = {(b.white, b.black) for b in ours.boards} == theirs[0] and ours.bye == theirs[1]
        self.totals[f"{self.config} rounds"] += 1
        self.totals[f"{self.config} identical"] += same
        if not same:
            print(f"  {self.config}: seed {seed} ({len(tournament.players)} players) round {number} differs", flush=True)
            if self.keep is not None:
                self.keep.mkdir(parents=True, exist_ok=True)
                (self.keep / f"{self.config}_seed{seed}_r{number}.trf").write_bytes(path.read_bytes())


def compare(exe: Path, folder: Path, args: argparse.Namespace) -> None:
    low, high = (int(x) for x in args.players.split("-"))
    names = list(CONFIGS) if args.config == "all" else args.config.split(",")
    unknown = set(names) - set(CONFIGS)
    if unknown:
        raise SystemExit(f"unknown configuration {', '.join(sorted(unknown))}: choose among {', '.join(CONFIGS)}")
    totals: collections.Counter[str] = collections.Counter()
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.tournaments):
        rng = random.Random(seed * 7919)
        name = names[seed % len(names)]
        players = rng.randint(low, high)
        rounds = rng.randint(3, max(3, min(11, players - 1)))
        play(exe, folder, seed, players, rounds, CONFIGS[name], RoundCheck(name, args.keep, totals))
    for name in names:
        print(f"{name}: {totals[name + ' identical']} of {totals[name + ' rounds']} rounds identical to bbpPairings")
    print(f"all: {sum(totals[n + ' identical'] for n in names)} of {sum(totals[n + ' rounds'] for n in names)} rounds"
          f" ({args.tournaments} tournaments, {args.players} players, {time.perf_counter() - start:.0f} s)")


def timing(exe: Path, folder: Path, players: int, keep: Path | None) -> None:
    """Rounds 1, 2, 3, 5 and 9 of an 11-round tournament of ``players``: both engines on the same TRF.

    Wall-clock seconds, and CPU seconds (ours: this process; bbpPairings: the
    child's user + system time), since other work on the machine stretches
    the wall clock.
    """
    wanted = {1, 2, 3, 5, 9}
    times: dict[int, tuple[float, float, float, float, float]] = {}

    def timed(seed: int, number: int, path: Path, tournament: TrfTournament, theirs: object) -> None:
        if number not in wanted:
            return
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            (keep / f"big{players}_r{number}.trf").write_bytes(path.read_bytes())
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([str(exe), "--dutch", str(path), "-p"], check=True, capture_output=True)
        bbp = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        bbp_cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        start, cpu = time.perf_counter(), time.process_time()
        pair_round(swiss_round(tournament, number))
        times[number] = (time.perf_counter() - start, time.process_time() - cpu, bbp, bbp_cpu, os.getloadavg()[0])

    start = time.process_time()
    loaded = compiled_kernel() is not None  # numba and the cached kernel, once per process (a CLI call pays it once)
    print(f"compiled matching {'loaded' if loaded else 'not available'} in {time.process_time() - start:.2f} s CPU")
    play(exe, folder, 4242, players, 11, CONFIGS["mixed"], timed)  # type: ignore[arg-type]
    for number, (ours, ours_cpu, bbp, bbp_cpu, load) in sorted(times.items()):
        print(f"{players} players, round {number}: ours {ours:.2f} s ({ours_cpu:.2f} s CPU), bbpPairings {bbp:.2f} s"
              f" ({bbp_cpu:.2f} s CPU) [load {load:.1f} on {os.cpu_count()} cores]")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="30 tournaments of 5..30 players and a 60-player round")
    parser.add_argument("--tournaments", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="5-120", help="range of players per tournament (default 5-120)")
    parser.add_argument("--config", default="all", help=f"comma-separated among {', '.join(CONFIGS)} (default all)")
    parser.add_argument("--keep", type=Path, help="save each differing round's TRF here")
    parser.add_argument("--big", type=int, default=500, help="players in the timed rounds (default 500)")
    parser.add_argument("--no-big", action="store_true", help="skip the timed rounds")
    parser.add_argument("--no-compare", action="store_true", help="only the timed rounds")
    args = parser.parse_args()
    if args.quick:
        args.tournaments, args.players, args.big = 30, "5-30", 60
    exe = build()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        if not args.no_compare:
            compare(exe, folder, args)
        if not args.no_big:
            timing(exe, folder, args.big, args.keep)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
