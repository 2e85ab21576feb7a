"""找朋友: what ``hard`` searched at a position suite's worst positions, and why (issue #35).

    python benchmarks/zhaopengyou_worst.py --suite PATH --seeds S … [--worlds 40]

For each position (its deal seed ``S``) ``hard`` searching exactly ``--worlds`` worlds is asked as
``position_suite.py bench`` asks it (seeded by the position, having watched the hand). Prints the
seat, its side as it knows it (declarer, friend found or not, the called card, candidate), its hand
and the trick on the table; the analysis's candidates with their analysed values (levels); the
``normal`` scores of the plays ``hard`` searched (its best four and the extra play, if any) and of
the analysis's best; then each of those plays' one-trick roll-out mean (``_rollout``, the value
``hard`` ranks by) over ``--worlds`` worlds sampled as ``hard`` samples them, the analysis's best
included whether or not ``hard`` searched it.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import position_suite  # noqa: E402

from ai.games.zhaopengyou_core import Knowledge  # noqa: E402
from ai.games.zhaopengyou_mc import (  # noqa: E402
    _call_suit_lead,
    _rollout,
    _taking_follow,
    sample_world,
)
from ai.suite import decode, load, rebuild  # noqa: E402
from engine import format_cards  # noqa: E402
from engine.games.zhaopengyou import face_id  # noqa: E402

_name = position_suite.play_name


def study(pos: dict, worlds: int) -> None:
    hand = rebuild(pos)
    seat = hand.to_act
    played, player = position_suite.asked("zhaopengyou", f"hard:{worlds}", pos, hand)
    view = hand.view(seat)
    kn = Knowledge(view, player.memory)
    legal = hand.legal_actions()
    acts = [decode(c["action"]) for c in pos["candidates"]]
    vals = [float(c["value"]) for c in pos["candidates"]]
    best = acts[max(range(len(acts)), key=lambda i: vals[i])]
    print(f"== deal seed {pos['seed']}  seat {seat}  declarer {kn.declarer}  "
          f"call {view.get('call')} called {kn.called_count}  friend_found {kn.friend_found} "
          f"friend {kn.friend}  candidate {kn.candidate} maybe_friend {kn.maybe_friend}  "
          f"trump {view.get('trump')}  points_won {view.get('points_won')}")
    print(f"   partners {sorted(kn.partners)} opponents {sorted(kn.opponents)} unknown {sorted(kn.unknown)}")
    mine = sorted(kn.hand, key=lambda c: (kn.suit_of(c), kn.slot[face_id(c)]))
    print(f"   hand ({len(kn.hand)}): {format_cards(mine)}")
    print(f"   trick: {[(s, format_cards(cs)) for s, cs in kn.trick_plays]}  counts {kn.counts}")
    print("   analysis: " + ", ".join(f"{_name(a)} {v:+.3f}" for a, v in zip(acts, vals)))
    print(f"   hard played {_name(played)}; analysis best {_name(best)}")
    if kn.lead:
        scored = player.follow_scores(kn, legal)
        extra = _taking_follow(kn, scored)
    else:
        scored = player.lead_options(kn, legal)
        extra = _call_suit_lead(kn, scored)
    cands = []
    for _s, a in scored:
        if a not in cands:
            cands.append(a)
        if len(cands) >= 4:
            break
    if extra is not None and extra not in cands:
        cands.append(extra)
    searched = best in cands
    score = {a: s for s, a in reversed(scored)}
    rank = next((i for i, (_s, a) in enumerate(scored) if a == best), None)
    print(f"   searched ({'best among them' if searched else 'best NOT searched'}; best's normal rank "
          f"{rank} of {len(scored)}, score {score.get(best)}):")
    extra_rows = cands + ([best] if not searched else [])
    rng = random.Random(pos["seed"] * 31 + 7)
    totals = [0.0] * len(extra_rows)
    n = 0
    for _ in range(worlds):
        hands = sample_world(kn, rng)
        if hands is None:
            break
        for i, a in enumerate(extra_rows):
            totals[i] += _rollout(kn, hands, list(a.cards))
        n += 1
    for i, a in enumerate(extra_rows):
        v = next((vals[j] for j, b in enumerate(acts) if b == a), None)
        shown = "" if v is None else f"{v:+.3f}"
        print(f"     {_name(a):30s} normal {score.get(a, float('nan')):8.1f}"
              f"  one-trick {totals[i] / max(n, 1):+7.2f}  analysed {shown}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--suite", type=Path, required=True)
    p.add_argument("--seeds", type=int, nargs="+", required=True)
    p.add_argument("--worlds", type=int, default=40)
    args = p.parse_args(argv)
    by_seed = {pos["seed"]: pos for pos in load(args.suite)["positions"]}
    for s in args.seeds:
        study(by_seed[s], args.worlds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
