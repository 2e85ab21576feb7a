"""找朋友 ``hard`` with one module constant of ``ai.games.zhaopengyou_mc`` set otherwise, against as it is,
paired over a position suite's positions (issue #35).

    python benchmarks/zhaopengyou_variant.py NAME=VALUE [--suite PATH …] [--worlds 40]

At every position both players are asked as ``position_suite.py bench`` asks ``hard:N`` (seeded by
the position, having watched the hand); where their plays differ both are judged there (cross-fitted
regret, a play no candidate covered analysed in the position's worlds). Prints each changed play
with the two regrets, then per suite the count changed and the summed and mean gain (> 0: the
variant's regret is lower) with its 95 % interval over the positions.
"""

from __future__ import annotations

import argparse
import ast
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import position_suite  # noqa: E402

from ai.duel import mean_ci  # noqa: E402
from ai.games import zhaopengyou_mc  # noqa: E402
from ai.suite import load, rebuild  # noqa: E402
from engine import format_cards  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "positions"
SUITES = [DATA / "zhaopengyou.json", DATA / "heldout" / "zhaopengyou.json",
          DATA / "heldout" / "zhaopengyou-s3.json"]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("variant", help="NAME=VALUE, a module constant of ai.games.zhaopengyou_mc")
    p.add_argument("--suite", type=Path, nargs="+", default=SUITES)
    p.add_argument("--worlds", type=int, default=40)
    args = p.parse_args(argv)
    name, text = args.variant.split("=", 1)
    value = ast.literal_eval(text)
    base = getattr(zhaopengyou_mc, name)
    spec = f"hard:{args.worlds}"
    start = time.process_time()
    for path in args.suite:
        gains: list[float] = []
        changed = 0
        print(f"== {path.relative_to(ROOT)}  {name}: {base!r} -> {value!r}")
        for pos in load(path)["positions"]:
            hand = rebuild(pos)
            old = position_suite.asked("zhaopengyou", spec, pos, hand)[0]
            setattr(zhaopengyou_mc, name, value)
            try:
                new = position_suite.asked("zhaopengyou", spec, pos, hand)[0]
            finally:
                setattr(zhaopengyou_mc, name, base)
            if new == old:
                gains.append(0.0)
                continue
            changed += 1
            r_old = position_suite._judge(pos, hand, old)[1]
            r_new = position_suite._judge(pos, hand, new)[1]
            assert r_old is not None and r_new is not None
            gains.append(r_old - r_new)
            print(f"  deal seed {pos['seed']}: {format_cards(old.cards)} -> {format_cards(new.cards)}"
                  f"  regret {r_old:.3f} -> {r_new:.3f}  gain {r_old - r_new:+.3f}")
        m, lo, hi = mean_ci(gains)
        print(f"  {changed} of {len(gains)} plays changed; gain summed {sum(gains):+.3f}, "
              f"mean {m:+.4f} [{lo:+.4f}, {hi:+.4f}] levels a decision")
    print(f"({time.process_time() - start:.0f} CPU-s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
