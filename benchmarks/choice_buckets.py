"""Win rate per choice-phase decision bucket (issue #25, point 2): are the choices calibrated?

    python benchmarks/choice_buckets.py [--games banbiantianzha sandayi ...] [--level normal]
                                        [--deals 200] [--seed 1] [--worlds 12]

Every seat plays ``--level``; each hand is played to its end and every decision outside card play
(捶, 开枪, 抖, 反抖, bids, 包牌, 抢庄, the friend call, the bury, bets …) is put in a bucket: the
game, the phase, the chosen value and what the table had announced when it was taken (半边天炸's
反抖: how many 闲 抖 by their own choice; 三打一's bid: the 档 and whether the bidder holds a joker).
The decider's result in that hand is a win when its score change is positive. A bucket whose win
rate is under one half at a doubled stake is a decision the thresholds should not take. Figures are
small-sample unless ``--deals`` is in the thousands: each line carries its 95 % interval.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai import make_player, pimc  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from engine import parse_cards  # noqa: E402

GAMES = ("banbiantianzha", "sandayi", "banzipao", "datongzi", "zhaopengyou", "chexuan")


def _context(game_id: str, view: dict[str, Any], action: engine.Action) -> str:
    """What the table announced that the bucket should tell apart."""
    phase = view.get("phase")
    if game_id == "banbiantianzha" and phase == "counter_dou":
        from ai.games.banbiantianzha import shown_dou

        return f"own-dou={shown_dou(view)}"
    if game_id == "sandayi" and phase == "bid":
        hand = parse_cards(" ".join(view["hands"][view["viewer"]] or []))
        return "joker" if any(c.is_joker for c in hand) else "no-joker"
    return ""


Buckets = dict[tuple[str, str, str], list[tuple[float, float]]]


def run(game_id: str, level: str, deals: int, seed: int) -> Buckets:
    """(phase, choice, context) -> [(win, score change)] of every decision in ``deals`` hands."""
    buckets: Buckets = defaultdict(list)
    for i in range(deals):
        dseed = deal_seed(seed, i)
        hand = engine.new_hand(game_id, seed=dseed)
        players = [make_player(game_id, level, seed=dseed + s) for s in range(hand.num_players)]
        taken: list[tuple[int, tuple[str, str, str]]] = []
        steps = 0
        while not hand.is_over:
            seat = hand.to_act
            view, legal = hand.view(seat), hand.legal_actions()
            action = players[seat].choose(view, legal)
            phase = view.get("phase") or ""
            if phase != "play" and len(legal) > 1:
                value = action.value if action.value is not None else action.kind
                taken.append((seat, (phase, str(value), _context(game_id, view, action))))
            hand.apply(action)
            steps += 1
            if steps > 5000:
                raise RuntimeError(f"{game_id} deal {i}: the hand did not end")
        res = hand.result()
        if res is None:
            continue
        for seat, key in taken:
            d = res.deltas[seat]
            buckets[key].append((1.0 if d > 0 else 0.0, float(d)))
    return buckets


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", nargs="*", default=["banbiantianzha", "sandayi"], choices=GAMES)
    p.add_argument("--level", default="normal")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worlds", type=int, default=12, help="worlds per searching decision (load-free)")
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = args.worlds
    pimc.LIGHT_BUDGET_MS = 1e9
    for game_id in args.games:
        buckets = run(game_id, args.level, args.deals, args.seed)
        print(f"{game_id} ({args.level}, {args.deals} deals)")
        print(f"  {'phase':<14} {'choice':<12} {'context':<12} {'n':>5}  win [95 % CI]          score")
        for (phase, value, ctx), xs in sorted(buckets.items()):
            w, wl, wh = mean_ci([x for x, _ in xs])
            wl, wh = max(wl, 0.0), min(wh, 1.0)
            s = sum(y for _, y in xs) / len(xs)
            print(f"  {phase:<14} {value:<12} {ctx:<12} {len(xs):>5}  {w:.3f} [{wl:.3f}, {wh:.3f}]  {s:+.2f}")


if __name__ == "__main__":
    main()
