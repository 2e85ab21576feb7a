"""The long GUI monkey run (issue 22): random clicks, keys, text, wheel, resizes, quit-to-menu and
Continue over all six games and every scene, headless; the hot-seat privacy rule checked on every
frame. Prints what it did and saw; exits 1 on any exception, engine failure or privacy breach.

    .venv/bin/python benchmarks/gui_monkey.py [--events 5000] [--seeds 1 2 3]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.app.monkey import Monkey, make_app  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=5000, help="events per seed")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    args = ap.parse_args()
    total: Counter = Counter()
    problems: list[str] = []
    t = time.process_time()
    for seed in args.seeds:
        with tempfile.TemporaryDirectory() as tmp:
            app = make_app(Path(tmp))
            monkey = Monkey(app, seed)
            try:
                monkey.run(args.events)
                problems += [f"seed {seed}: the app refused its own file {m}" for m in monkey.moved_aside()]
            except Exception as e:  # noqa: BLE001 - the thing being counted
                problems.append(f"seed {seed}: {type(e).__name__}: {e}")
                traceback.print_exc()
            finally:
                monkey.close()
                app.close()
            total.update(monkey.counts)
            problems += [f"seed {seed}: engine failure {f}" for f in monkey.failures]
    print(f"GUI monkey: {len(args.seeds)} seeds x {args.events} events, {time.process_time() - t:.0f} s CPU")
    for key in sorted(total):
        print(f"  {key:28} {total[key]:8}")
    print(f"  {'problems':28} {len(problems):8}")
    for p in problems[:20]:
        print("   ", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
