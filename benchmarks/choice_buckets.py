"""Win rate per choice-phase decision bucket (issue #25, point 2): are the choices calibrated?

    python benchmarks/choice_buckets.py [--games banbiantianzha sandayi ...] [--level normal]
                                        [--deals 200] [--seed 1] [--worlds 12] [--old DIR]

Every seat plays ``--level``; each hand is played to its end and every decision outside card play
(捶, 开枪, 抖, 反抖, bids, 包牌, 抢庄, the friend call, the bury, bets …) is put in a bucket: the
game, the phase, the chosen value and what the table had announced when it was taken (半边天炸's
反抖: how many 闲 抖 by their own choice; 三打一's bid: the 档 and whether the bidder holds a joker;
扯旋's bet: the price the others' bets set, in antes, with the choice by kind: raise, call, fold …).
The decider's result in that hand is a win when its score change is positive. A bucket whose win
rate is under one half at a doubled stake is a decision the thresholds should not take. Figures are
small-sample unless ``--deals`` is in the thousands: each line carries its 95 % interval.

With ``--old DIR`` (an older ``ai`` package, as for ``benchmarks/ai_versus_old.py``) every deal is
played in ``ai.duel``'s rotations, this tree's AI (``new``) in the rotation's seats and the old one
in the others, and each bucket is split by side: a changed decision shows as the same situation
(phase, context) decided differently by ``new`` and ``old``, each with its win rate and score. The
last line per game is ``new``'s mean score per seat-hand against ``old`` (0 for equal code).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai import duel, make_player, pimc  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from engine import parse_cards  # noqa: E402

GAMES = ("banbiantianzha", "sandayi", "banzipao", "datongzi", "zhaopengyou", "chexuan", "doudizhu")


def _context(game_id: str, view: dict[str, Any], action: engine.Action) -> str:
    """What the table announced that the bucket should tell apart."""
    phase = view.get("phase")
    if game_id == "banbiantianzha" and phase == "counter_dou":
        from ai.games.banbiantianzha import shown_dou

        return f"own-dou={shown_dou(view)}"
    if game_id == "sandayi" and phase == "bid":
        hand = parse_cards(" ".join(view["hands"][view["viewer"]] or []))
        return "joker" if any(c.is_joker for c in hand) else "no-joker"
    if game_id == "chexuan" and phase == "bet":
        # the price the others' bets set, in antes: what a bet decision reads of the table
        price = (view["current_bet"] - view["committed"][view["viewer"]]) / max(1, view["ante"])
        return next((f"price<={c}" for c in (0, 2, 9) if price <= c), "price>9")
    if game_id == "doudizhu" and phase == "bid":
        # DDZ-3.1, 4.1: the highest bid before (抢地主: 1 once someone called, and a 1 then robs)
        bids = [b["bid"] for b in view.get("bids") or [] if isinstance(b.get("bid"), int)]
        return f"over={max(bids, default=0)}"
    return ""


Buckets = dict[tuple[str, str, str, str], list[tuple[float, float]]]


def _players(game_id: str, level: str, dseed: int, n: int, new_seats: tuple[int, ...] | None,
             r: int) -> tuple[list[Any], list[str]]:
    """The seats' players and their side labels (``""`` without ``--old``)."""
    if new_seats is None:
        return [make_player(game_id, level, seed=dseed + s) for s in range(n)], [""] * n
    old = importlib.import_module(f"ai_old.games.{game_id}")
    players = [make_player(game_id, level, seed=dseed + 31 * s + 1000 * r) if s in new_seats
               else old.make(level, dseed + 31 * s + 1000 * r) for s in range(n)]
    return players, ["new" if s in new_seats else "old" for s in range(n)]


def run(game_id: str, level: str, deals: int, seed: int, versus_old: bool = False,
        totals: list[float] | None = None) -> Buckets:
    """(side, phase, choice, context) -> [(win, score change)] of every decision in ``deals``
    hands; with ``versus_old`` each deal in every rotation, ``new``'s mean score appended to
    ``totals``."""
    buckets: Buckets = defaultdict(list)
    for i in range(deals):
        dseed = deal_seed(seed, i)
        probe = engine.new_hand(game_id, seed=dseed)
        rotations = duel._rotations(game_id, probe) if versus_old else [None]
        got = []
        for r, seats in enumerate(rotations):
            got.append(_play(game_id, level, dseed, i, seats, r, buckets))
        if totals is not None and versus_old:
            totals.append(sum(got) / len(got))
    return buckets


def _play(game_id: str, level: str, dseed: int, i: int, new_seats: tuple[int, ...] | None, r: int,
          buckets: Buckets) -> float:
    """One hand into ``buckets``; the mean score of ``new_seats`` (0 without them)."""
    hand = engine.new_hand(game_id, seed=dseed)
    players, sides = _players(game_id, level, dseed, hand.num_players, new_seats, r)
    taken: list[tuple[int, tuple[str, str, str, str]]] = []
    steps = 0
    while not hand.is_over:
        seat = hand.to_act
        view, legal = hand.view(seat), hand.legal_actions()
        action = players[seat].choose(view, legal)
        phase = view.get("phase") or ""
        if phase != "play" and len(legal) > 1:
            value = action.value if action.value is not None else action.kind
            if game_id == "chexuan" and phase in ("bet", "split"):
                value = action.kind  # a raise's total (a chip count), a split's cards: by kind
            taken.append((seat, (sides[seat], phase, str(value), _context(game_id, view, action))))
        hand.apply(action)
        steps += 1
        if steps > 5000:
            raise RuntimeError(f"{game_id} deal {i}: the hand did not end")
    res = hand.result()
    if res is None:
        return 0.0
    for seat, key in taken:
        d = res.deltas[seat]
        buckets[key].append((1.0 if d > 0 else 0.0, float(d)))
    if not new_seats:
        return 0.0
    return sum(res.deltas[s] for s in new_seats) / len(new_seats)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", nargs="*", default=["banbiantianzha", "sandayi"], choices=GAMES)
    p.add_argument("--level", default="normal")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worlds", type=int, default=12, help="worlds per searching decision (load-free)")
    p.add_argument("--old", type=Path, help="an older ai package's parent folder: new vs old per bucket")
    args = p.parse_args(argv)
    mods = [pimc]
    if args.old is not None:
        from ai_versus_old import _load_old

        _load_old(args.old)
        mods.append(importlib.import_module("ai_old.pimc"))
    for mod in mods:
        mod.DEFAULT_WORLDS = args.worlds
        mod.LIGHT_BUDGET_MS = 1e9
    for game_id in args.games:
        totals: list[float] = []
        buckets = run(game_id, args.level, args.deals, args.seed, args.old is not None, totals)
        print(f"{game_id} ({args.level}, {args.deals} deals)")
        print(f"  {'side':<4} {'phase':<14} {'choice':<12} {'context':<12} {'n':>5}  win [95 % CI]"
              f"          score [95 % CI]")
        for (side, phase, value, ctx), xs in sorted(buckets.items()):
            w, wl, wh = mean_ci([x for x, _ in xs])
            wl, wh = max(wl, 0.0), min(wh, 1.0)
            s, sl, sh = mean_ci([y for _, y in xs])
            print(f"  {side:<4} {phase:<14} {value:<12} {ctx:<12} {len(xs):>5}  {w:.3f} [{wl:.3f}, {wh:.3f}]"
                  f"  {s:+.2f} [{sl:+.2f}, {sh:+.2f}]")
        if totals:
            s, sl, sh = mean_ci(totals)
            print(f"  new vs old: score {s:+.3f} [{sl:+.3f}, {sh:+.3f}] per seat-hand, {len(totals)} deals")


if __name__ == "__main__":
    main()
