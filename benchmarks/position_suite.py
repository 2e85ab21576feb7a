"""The card-play position suite (issue #35): build it, measure the levels on it, re-analyse it.

    python benchmarks/position_suite.py build GAME [--count 60] [--worlds 32] [--rollout normal]
                                              [--minutes 14] [--seed 1]
    python benchmarks/position_suite.py bench GAME [--levels easy normal hard]
    python benchmarks/position_suite.py reanalyse GAME [--all] [--worlds N] [--minutes 14]

``build`` plays ``normal`` self-play hands (deal ``i`` of ``--seed``, as ``ai.duel`` numbers them) and
in each stops at one card-play decision a few plays in (drawn by the deal's seed); the position is
kept when the probe levels (``ai.suite.PROBES``: greedy, easy twice, normal, hard) choose at least two
different plays and their analysed values differ. Each candidate is analysed in ``--worlds`` worlds
re-dealt to the seat's view, every seat then played by ``--rollout``. Positions are appended to
``benchmarks/data/positions/<game>.json`` as they are found (resumable: a rerun goes on from the
next deal), until ``--count`` positions or ``--minutes`` of CPU time.

``bench`` asks each level (seeded by the position) for its play: its regret is the best candidate's
value less its play's (a play no candidate covered is analysed then, in the same worlds), its
agreement whether it played the best candidate; printed with 95 % intervals. ``reanalyse``
analyses again every position stored by other AI/engine code (``--all``: every position), saving
after each (resumable); a position whose prefix no longer rebuilds is dropped and named. With
``--worlds N`` it analyses every position with fewer worlds again in N worlds (the first ones the
same worlds: world ``k`` is drawn from the position's seed and ``k``), to narrow a noisy suite. A
position whose candidates come out valued alike is dropped, as ``build`` would not have kept it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ai import duel_log, make_player, pimc  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.suite import analyse, candidates_at, decode, encode, load, rebuild, save, value_of  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "positions"
GAMES = ("banbiantianzha", "datongzi", "banzipao", "sandayi", "zhaopengyou")


def _path(game: str) -> Path:
    return DATA / f"{game}.json"


def _position(game: str, i: int, seed: int, worlds: int, rollout: str) -> dict[str, Any] | None:
    dseed = deal_seed(seed, i)
    hand = engine.new_hand(game, seed=dseed)
    players = [make_player(game, "normal", seed=dseed + s) for s in range(hand.num_players)]
    stop = random.Random(dseed).randrange(2, 24)
    plays = 0
    while not hand.is_over:
        seat = hand.to_act
        view, legal = hand.view(seat), hand.legal_actions()
        if view.get("phase") == "play" and len(legal) > 1:
            plays += 1
            if plays >= stop:
                return _analysed(hand, dseed, worlds, rollout)
        hand.apply(players[seat].choose(view, legal))
    return None


def _analysed(hand: engine.Hand, dseed: int, worlds: int, rollout: str) -> dict[str, Any] | None:
    cands = candidates_at(hand, dseed)
    if len(cands) < 2:
        return None
    values = analyse(hand, cands, worlds, rollout, dseed)
    if values is None or max(v for v, _, _ in values) == min(v for v, _, _ in values):
        return None
    return {"game": hand.game_id, "players": hand.num_players, "seed": dseed, "seat": hand.to_act,
            "prefix": [encode(a) for _, a in hand.actions], "worlds": worlds, "rollout": rollout,
            "code": duel_log.code_fingerprint(),
            "candidates": [{"action": encode(a), "value": round(v, 4), "se": round(se, 4), "n": n}
                           for a, (v, se, n) in zip(cands, values)]}


def build(args: argparse.Namespace) -> int:
    path = _path(args.game)
    suite = load(path)
    suite.setdefault("seed", args.seed)
    start = time.process_time()
    i = suite.get("next_deal", 0)
    while len(suite["positions"]) < args.count and time.process_time() - start < args.minutes * 60:
        pos = _position(args.game, i, suite["seed"], args.worlds, args.rollout)
        i += 1
        suite["next_deal"] = i
        if pos is not None:
            suite["positions"].append(pos)
            print(f"  position {len(suite['positions'])} from deal {i - 1}", flush=True)
        save(path, suite)
    print(f"{args.game}: {len(suite['positions'])} positions in {path.relative_to(ROOT)} "
          f"({i} deals looked at)")
    return 0


def bench(args: argparse.Namespace) -> int:
    suite = load(_path(args.game))
    positions = suite["positions"]
    print(f"{args.game}: {len(positions)} positions")
    for level in args.levels:
        regret, agree, extra = [], [], 0
        worst: list[tuple[float, int, str, str]] = []
        for pos in positions:
            hand = rebuild(pos)
            seat = hand.to_act
            action = make_player(args.game, level, seed=pos["seed"] + 5).choose(hand.view(seat),
                                                                              hand.legal_actions())
            best = max(float(c["value"]) for c in pos["candidates"])
            value = value_of(pos, action)
            if value is None:  # a play no candidate covered: analysed now, in the same worlds
                extra += 1
                got = analyse(hand, [action], pos["worlds"], pos["rollout"], pos["seed"], min_worlds=1)
                value = got[0][0] if got else best
            regret.append(max(0.0, best - value))
            agree.append(1.0 if value >= best else 0.0)
            top = max(pos["candidates"], key=lambda c: float(c["value"]))
            worst.append((regret[-1], pos["seed"], encode(action)["cards"], top["action"]["cards"]))
        r, rlo, rhi = mean_ci(regret)
        a, alo, ahi = mean_ci(agree)
        print(f"  {level:<7} regret {r:.3f} [{rlo:.3f}, {rhi:.3f}]  agreement {a:.2f} "
              f"[{max(alo, 0.0):.2f}, {min(ahi, 1.0):.2f}]  ({extra} plays analysed anew)", flush=True)
        for reg, dseed, played, bestplay in sorted(worst, reverse=True)[:args.worst]:
            if reg > 0:
                print(f"      regret {reg:.3f}  deal seed {dseed}: played {played or 'pass'}, "
                      f"best {bestplay or 'pass'}", flush=True)
    return 0


def reanalyse(args: argparse.Namespace) -> int:
    path = _path(args.game)
    suite = load(path)
    code = duel_log.code_fingerprint()
    start = time.process_time()
    redone, dropped = 0, []
    for k, pos in enumerate(suite["positions"]):
        if time.process_time() - start > args.minutes * 60:
            continue
        done = pos["worlds"] >= args.worlds if args.worlds else pos.get("code") == code and not args.all
        if done:
            continue
        try:
            hand = rebuild(pos)
        except ValueError as e:
            print(f"  deal seed {pos['seed']}: no longer rebuilds ({e}); dropped")
            dropped.append(k)
            continue
        acts = [decode(c["action"]) for c in pos["candidates"]]
        if args.worlds:  # more worlds: the first ones are the same, world k drawn from k alone
            pos["worlds"] = args.worlds
        values = analyse(hand, acts, pos["worlds"], pos["rollout"], pos["seed"])
        if values is None:
            print(f"  deal seed {pos['seed']}: too few worlds consistent with the view now; dropped")
            dropped.append(k)
            continue
        pos["candidates"] = [{"action": encode(a), "value": round(v, 4), "se": round(se, 4), "n": n}
                             for a, (v, se, n) in zip(acts, values)]
        pos["code"] = code
        redone += 1
        save(path, suite)  # each position as it is done: an interrupted run keeps its work
    for k, pos in enumerate(suite["positions"]):
        if k not in dropped and len({c["value"] for c in pos["candidates"]}) < 2:
            print(f"  deal seed {pos['seed']}: its candidates are now valued alike; dropped")
            dropped.append(k)
    suite["positions"] = [p for k, p in enumerate(suite["positions"]) if k not in dropped]
    save(path, suite)
    print(f"{args.game}: {redone} positions analysed again, {len(suite['positions'])} kept")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("game", choices=GAMES)
    b.add_argument("--count", type=int, default=60)
    b.add_argument("--worlds", type=int, default=32)
    b.add_argument("--rollout", default="normal")
    b.add_argument("--minutes", type=float, default=14.0)
    b.add_argument("--seed", type=int, default=1)
    m = sub.add_parser("bench")
    m.add_argument("game", choices=GAMES)
    m.add_argument("--levels", nargs="*", default=["easy", "normal", "hard"])
    m.add_argument("--worst", type=int, default=5, help="name the positions where a level lost most")
    r = sub.add_parser("reanalyse")
    r.add_argument("game", choices=GAMES)
    r.add_argument("--all", action="store_true")
    r.add_argument("--worlds", type=int, default=0,
                   help="analyse every position with fewer worlds again with this many (resumable)")
    r.add_argument("--minutes", type=float, default=14.0)
    for sp in (b, m, r):
        sp.add_argument("--hard-worlds", type=int, default=30, help="worlds of hard's search (load-free)")
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = args.hard_worlds
    pimc.LIGHT_BUDGET_MS = 1e9
    return {"build": build, "bench": bench, "reanalyse": reanalyse}[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
