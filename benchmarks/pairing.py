"""Our Dutch engine against bbpPairings: identical rounds on random tournaments, and the time to pair a big round.

    python benchmarks/pairing.py [--quick] [--tournaments N] [--seed S] [--big PLAYERS]

bbpPairings (built by ../shared/oracles/build-bbpPairings.sh) generates each
random tournament (-g, with draws, forfeits, half-point byes, withdrawals);
every round is re-paired by our engine from the rounds before it and
compared (pairs, colours, bye). Then one round of a PLAYERS-player
tournament is paired by both engines on the same TRF, and timed.
"""

from __future__ import annotations

import argparse
import collections
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tournament_app.league.tournament.dutch import pair_round  # noqa: E402
from tournament_app.league.tournament.trf import played_pairs, read_trf_file, swiss_round, write_trf  # noqa: E402

ORACLE = Path(__file__).resolve().parents[2] / "shared" / "oracles" / "build-bbpPairings.sh"


def build() -> Path:
    script = ORACLE if ORACLE.is_file() else Path("/work/shared/oracles/build-bbpPairings.sh")
    return Path(subprocess.run(["bash", str(script)], check=True, capture_output=True, text=True).stdout.split()[-1])


def rtg(exe: Path, folder: Path, seed: int, players: int, rounds: int, rates: dict[str, int]) -> Path | None:
    config = folder / "rtg.cfg"
    lines = [f"PlayersNumber={players}", f"RoundsNumber={rounds}"] + [f"{k}={v}" for k, v in rates.items() if v]
    config.write_text("\n".join(lines) + "\n")
    out = folder / f"t{seed}.trf"
    done = subprocess.run([str(exe), "--dutch", "-g", str(config), "-o", str(out), "-s", str(seed)], capture_output=True)
    return out if done.returncode == 0 else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="30 tournaments and a 60-player round")
    parser.add_argument("--tournaments", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--big", type=int, default=500, help="players in the timed round (default 500)")
    args = parser.parse_args()
    count = 30 if args.quick else args.tournaments
    big = 60 if args.quick else args.big
    exe = build()
    totals: collections.Counter[str] = collections.Counter()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for seed in range(args.seed, args.seed + count):
            rng = random.Random(seed)
            players = rng.randint(5, 120 if not args.quick else 30)
            rounds = rng.randint(3, min(11, players - 1))
            config = "forfeits" if rng.random() < 0.5 else "plain"
            rates = {"DrawPercentage": rng.choice([0, 20, 40]), "ForfeitRate": rng.choice([5, 10]) if config == "forfeits" else 0,
                     "RetiredRate": rng.choice([0, 5]), "HalfPointByeRate": rng.choice([0, 5, 10])}
            path = rtg(exe, folder, seed, players, rounds, rates)
            if path is None:
                continue
            trf = read_trf_file(path)
            trf.rounds_total = trf.rounds_played
            for number in range(1, trf.rounds_played + 1):
                pairs, bye = played_pairs(trf, number)
                ours = pair_round(swiss_round(trf, number))
                same = {(b.white, b.black) for b in ours.boards} == pairs and ours.bye == bye
                totals[f"{config} rounds"] += 1
                totals[f"{config} identical"] += same
                if not same:
                    print(f"seed {seed} ({players} players) round {number} differs")
        for config in ("plain", "forfeits"):
            print(f"{config}: {totals[config + ' identical']} of {totals[config + ' rounds']} rounds identical to bbpPairings")
        path = rtg(exe, folder, 4242, big, 4, {"DrawPercentage": 30})
        assert path is not None
        trf = read_trf_file(path)
        trf.rounds_total = 5
        for player in trf.players:
            player.rounds = player.rounds[:3]
        cut = folder / "big.trf"
        cut.write_text(write_trf(trf), newline="")
        start = time.perf_counter()
        subprocess.run([str(exe), "--dutch", str(cut), "-p"], check=True, capture_output=True)
        theirs = time.perf_counter() - start
        start = time.perf_counter()
        pair_round(swiss_round(trf, 4))
        mine = time.perf_counter() - start
        print(f"round 4 of {big} players: ours {mine:.2f} s, bbpPairings {theirs:.2f} s ({mine / theirs:.0f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
