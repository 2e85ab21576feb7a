"""Where this tree's AI decides differently from an older copy of ``ai/``, which play is better.

    python benchmarks/changed_decisions.py GAME --old DIR [--level hard] [--worlds 30] [--decisions 30]
                                           [--analysis-worlds 48] [--rollout normal] [--seed 1]
                                           [--minutes 5]

A change to a level's card play, checked at the decisions it changes rather than over whole
matches: ``normal`` self-play hands (deal ``i`` of ``--seed``, as ``ai.duel`` numbers them); at every
card-play decision with two or more legal plays this tree's ``--level`` and the old one (``DIR``
holds the old ``ai`` package, loaded as ``ai_old``, as ``benchmarks/ai_versus_old.py`` does) choose
with the same seed, both searching exactly ``--worlds`` worlds. Where they differ, both plays are
analysed as the position suite analyses a position (``ai.suite.analyse``: ``--analysis-worlds``
worlds re-dealt to the seat's view, every seat then played by ``--rollout``, both plays in the same
worlds). Prints each changed decision (deal seed, the new and the old play, their mean difference),
then how often the level's play changed and the mean difference new − old over the changed
decisions with its 95 % interval (positive: the change gains). Stops after ``--decisions`` changed
decisions or ``--minutes`` of CPU time.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ai_versus_old import load_old_at  # noqa: E402

import engine  # noqa: E402
from ai import make_player  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.suite import Method, analyse, encode  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--old", required=True, type=Path)
    p.add_argument("--level", default="hard")
    p.add_argument("--worlds", type=int, default=30, help="worlds of both levels' searches")
    p.add_argument("--decisions", type=int, default=30, help="changed decisions to analyse")
    p.add_argument("--analysis-worlds", type=int, default=48)
    p.add_argument("--rollout", default="normal")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--minutes", type=float, default=5.0)
    args = p.parse_args(argv)
    load_old_at(args.old, args.worlds)
    old_game = importlib.import_module(f"ai_old.games.{args.game}")
    method = Method(rollout=args.rollout)
    start = time.process_time()
    diffs: list[float] = []
    looked, i = 0, 0
    while len(diffs) < args.decisions and time.process_time() - start < args.minutes * 60:
        dseed = deal_seed(args.seed, i)
        i += 1
        hand = engine.new_hand(args.game, seed=dseed)
        players = [make_player(args.game, "normal", seed=dseed + s) for s in range(hand.num_players)]
        k = 0
        while not hand.is_over and len(diffs) < args.decisions:
            seat = hand.to_act
            view, legal = hand.view(seat), hand.legal_actions()
            if view.get("phase") == "play" and len(legal) > 1:
                k += 1
                looked += 1
                seed = dseed * 31 + k
                new = make_player(args.game, args.level, seed=seed).choose(view, legal)
                old = old_game.make(args.level, seed).choose(view, legal)
                if new != old:
                    got = analyse(hand, [new, old], args.analysis_worlds, method, seed)
                    if got is not None:
                        d = [r[0] - r[1] for r in got["rows"]]
                        diffs.append(sum(d) / len(d))
                        print(f"  deal seed {dseed}, decision {k}: new {encode(new)['cards'] or 'pass'}, "
                              f"old {encode(old)['cards'] or 'pass'}: new − old {diffs[-1]:+.3f} "
                              f"({sum(x > 0 for x in d)} worlds better, {sum(x < 0 for x in d)} worse "
                              f"of {len(d)})", flush=True)
            hand.apply(players[seat].choose(view, legal))
    if not diffs:
        print(f"{args.game} {args.level}: no changed decision in {looked} decisions")
        return 0
    m, lo, hi = mean_ci(diffs)
    print(f"{args.game} {args.level}: {len(diffs)} changed of {looked} decisions ({i} deals); new − old "
          f"{m:+.3f} [{lo:+.3f}, {hi:+.3f}] per changed decision, better at {sum(x > 0 for x in diffs)}, "
          f"worse at {sum(x < 0 for x in diffs)} ({time.process_time() - start:.0f} CPU-s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
