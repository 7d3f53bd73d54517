"""Write the demo club shipped in resources/ (run once; output is committed).

A season of a small table-tennis-and-darts club: singles, doubles, a few
four-player free-for-alls and some draws, from hidden skills with noise.
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from pathlib import Path

NAMES = [
    "Amara Okafor", "Bruno Costa", "Chen Wei", "Dagny Lund", "Elif Yilmaz", "Farid Haddad",
    "Greta Novak", "Hiroshi Tanaka", "Ines Moreau", "Jonas Becker", "Kavya Iyer", "Liam O'Brien",
    "Mateo Rossi", "Nadia Petrova", "Oskar Nilsson", "Priya Sharma", "Quinn Taylor", "Rosa Jiménez",
]
CLUBS = ["North End", "Riverside", "North End", "Riverside", "Old Town", "Old Town"]


def main() -> None:
    rng = random.Random(20240901)
    skill = {n: rng.gauss(0, 1.0) for n in NAMES}
    out = Path(__file__).resolve().parent.parent / "resources"
    with (out / "demo-players.csv").open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["name", "club"])
        for i, n in enumerate(NAMES):
            w.writerow([n, CLUBS[i % len(CLUBS)]])
    rows = []
    day = date(2024, 9, 3)
    match_no = 0
    for week in range(16):
        night = day + timedelta(weeks=week)
        event = f"Club night {night.isoformat()}"
        present = rng.sample(NAMES, rng.randint(8, 14))
        for game in range(rng.randint(5, 9)):
            kind = rng.random()
            if kind < 0.55:
                size, per_side = 2, 1
            elif kind < 0.85:
                size, per_side = 2, 2
            else:
                size, per_side = 4, 1
            chosen = rng.sample(present, size * per_side)
            sides = [chosen[i * per_side:(i + 1) * per_side] for i in range(size)]
            perf = [sum(skill[p] for p in s) / len(s) + rng.gauss(0, 0.9) for s in sides]
            order = sorted(range(size), key=lambda i: -perf[i])
            ranks = [0] * size
            for place, i in enumerate(order, start=1):
                ranks[i] = place
            if size == 2 and abs(perf[0] - perf[1]) < 0.15:
                ranks = [1, 1]
            match_no += 1
            at = f"{night.isoformat()}T{19 + game // 3:02d}:{(game % 3) * 20:02d}"
            for s_no, (s, r) in enumerate(zip(sides, ranks), start=1):
                for p in s:
                    rows.append([f"m{match_no}", at, s_no, p, r, event])
    with (out / "demo-club.csv").open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["match", "date", "side", "player", "rank", "event"])
        w.writerows(rows)
    print(f"{match_no} matches, {len(rows)} rows")


if __name__ == "__main__":
    main()
