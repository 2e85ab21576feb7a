"""扯旋 AI decisions under each tie-break room (CX-6.2 ``lower_card`` x CX-6.3 ``zero_tie``): CPU
milliseconds per ``choose`` of easy/normal/hard (p50 / p99 / max), and the cost of loading the four
split tables at import. The rooms' rows are taken interleaved, hand by hand, so contention falls on
all of them alike. Asserts nothing.

    .venv/bin/python benchmarks/chexuan_ranking_ai.py [--hands N]

Budget (benchmarks/worst_case.py): easy/normal <= 50 ms; hard <= the PIMC budget + 50 ms.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

clock = time.process_time


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=30)
    args = ap.parse_args()
    t = clock()
    from ai.games import chexuan, chexuan_eval
    print(f"import ai.games.chexuan (loads {len(chexuan_eval.RANKINGS)} split tables): "
          f"{(clock() - t) * 1000:.0f} ms CPU")
    t = clock()
    chexuan_eval._TABLES.clear()
    chexuan_eval.split_table()
    print(f"reload of the four tables: {(clock() - t) * 1000:.0f} ms CPU")
    import engine
    rooms = [{"lower_card": lc, "zero_tie": zt} for lc, zt in product((False, True), (True, False))]
    levels = ("easy", "normal", "hard")
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    players = {lv: chexuan.make(lv, 1) for lv in levels}
    for h in range(args.hands):
        for room in rooms:
            name = f"lower_card={room['lower_card']!s:5} zero_tie={room['zero_tie']!s:5}"
            hand = engine.new_hand("chexuan", players=4, seed=700 + h, options=room)
            k = 0
            while not hand.is_over:
                lv = levels[(hand.to_act + h) % 3]
                view, legal = hand.view(hand.to_act), hand.legal_actions()
                t = clock()
                action = players[lv].choose(view, legal)
                times[(name, lv)].append((clock() - t) * 1000)
                hand.apply(action)
                k += 1
    print(f"{'room':30} {'level':6} {'n':>5} {'p50':>7} {'p99':>7} {'max':>7}  (ms CPU per choose)")
    for (name, lv), xs in sorted(times.items()):
        print(f"{name:30} {lv:6} {len(xs):5d} {_pct(xs, .5):7.2f} {_pct(xs, .99):7.2f} {max(xs):7.2f}")


if __name__ == "__main__":
    main()
