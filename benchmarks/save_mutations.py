"""The long run of the save-mutation test (issue 22): mutate real saves of every game at random
and count how each ends: refused by ``engine.load`` with ValueError, or loaded and played on
(views, legal actions, 60 random actions, the next hand). Any other outcome is a failure, printed
with its game, exception and example number. Prints counts; exits 1 on any failure.

    .venv/bin/python benchmarks/save_mutations.py [--per-game 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from tests.engine.save_mutation import OPS, mutate, paths, play_on, real_saves  # noqa: E402

VALUES = (None, True, False, 0, 1, -1, 7, 99, 2**70, 1.5, "", "x", "zzz", "S3", "BJ", "play", "over",
          [], {}, [0], [-1, 2])


def run(game: str, n: int, seed: int) -> tuple[Counter, list[str], int]:
    bases = real_saves(game)
    rng = random.Random(seed)
    counts: Counter = Counter()
    failures: list[str] = []
    actions = 0
    for i in range(n):
        save = copy.deepcopy(rng.choice(bases))
        for _ in range(rng.choice((1, 1, 1, 2, 3))):
            where = list(paths(save))[1:]
            mutate(save, rng.choice(where), rng.choice(OPS), copy.deepcopy(rng.choice(VALUES)), rng)
        try:
            match = engine.load(save)
        except ValueError:
            counts["refused"] += 1
            continue
        except Exception as e:  # noqa: BLE001 - the thing being counted
            counts["load raised other"] += 1
            failures.append(f"{game} #{i}: load raised {type(e).__name__}: {e}")
            continue
        try:
            actions += play_on(match, random.Random(i))
            counts["loaded, played on"] += 1
        except Exception as e:  # noqa: BLE001
            counts["failed in play"] += 1
            where = traceback.extract_tb(e.__traceback__)[-1]
            at = f"{Path(where.filename).name}:{where.lineno}"
            failures.append(f"{game} #{i}: {type(e).__name__} at {at}: {e}")
    return counts, failures, actions


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-game", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    total: Counter = Counter()
    all_failures: list[str] = []
    print(f"{'game':16} {'mutated':>8} {'refused':>8} {'played on':>10} {'actions':>8} {'failures':>9} "
          f"{'cpu s':>7}")
    for game in engine.GAMES:
        t = time.process_time()
        counts, failures, actions = run(game, args.per_game, args.seed)
        total.update(counts)
        all_failures += failures
        print(f"{game:16} {args.per_game:8} {counts['refused']:8} {counts['loaded, played on']:10} "
              f"{actions:8} {len(failures):9} {time.process_time() - t:7.1f}")
    print(f"{'all':16} {args.per_game * len(engine.GAMES):8} {total['refused']:8} "
          f"{total['loaded, played on']:10} {'':8} {len(all_failures):9}")
    for line in all_failures[:40]:
        print("  " + line)
    return 1 if all_failures else 0


if __name__ == "__main__":
    sys.exit(main())
