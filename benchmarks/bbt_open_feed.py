"""半边天炸: ``hard``'s leads where ``feeding_is_open`` widens its search, against an older ``ai/``.

    python benchmarks/bbt_open_feed.py --old DIR [--worlds 30] [--decisions 30] [--seed 8]
                                       [--analysis-worlds 48] [--minutes 4]

``benchmarks/changed_decisions.py`` for one change only: the same ``normal`` self-play hands (deal
``i`` of ``--seed``), the same seeds, the same analysis of both plays (``ai.suite.analyse``, ``normal``
play-outs in re-dealt worlds), but both trees' ``hard`` is asked only at the leads where
``ai.games.banbiantianzha.feeding_is_open`` holds (the 庄 leads, one 闲 holds one card, the other
two or more). Everywhere else the two searches run the same code with the same seed, so no other
decision can differ; skipping them makes a changed decision about a hundred times cheaper to find.
Each changed decision is printed with the 庄's card count and points, so a narrower condition
(the 庄 with at most N cards) can be read off the same run: its changes are the rows it keeps.
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
from ai.climbing import parse_table  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.games.banbiantianzha import RULES, feeding_is_open  # noqa: E402
from ai.suite import Method, analyse, encode  # noqa: E402

GAME = "banbiantianzha"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--old", required=True, type=Path)
    p.add_argument("--worlds", type=int, default=30)
    p.add_argument("--decisions", type=int, default=30)
    p.add_argument("--analysis-worlds", type=int, default=48)
    p.add_argument("--seed", type=int, default=8)
    p.add_argument("--minutes", type=float, default=4.0)
    args = p.parse_args(argv)
    load_old_at(args.old, args.worlds)
    old_game = importlib.import_module(f"ai_old.games.{GAME}")
    method = Method(rollout="normal")
    start = time.process_time()
    rows: list[tuple[int, float]] = []
    looked, i = 0, 0
    while len(rows) < args.decisions and time.process_time() - start < args.minutes * 60:
        dseed = deal_seed(args.seed, i)
        i += 1
        hand = engine.new_hand(GAME, seed=dseed)
        players = [make_player(GAME, "normal", seed=dseed + s) for s in range(hand.num_players)]
        k = 0
        while not hand.is_over and len(rows) < args.decisions:
            seat = hand.to_act
            view, legal = hand.view(seat), hand.legal_actions()
            if view.get("phase") == "play" and len(legal) > 1:
                k += 1  # numbered as changed_decisions.py numbers them
                t = parse_table(view, RULES)
                if feeding_is_open(t):
                    looked += 1
                    seed = dseed * 31 + k
                    new = make_player(GAME, "hard", seed=seed).choose(view, legal)
                    old = old_game.make("hard", seed).choose(view, legal)
                    if new != old:
                        got = analyse(hand, [new, old], args.analysis_worlds, method, seed)
                        if got is not None:
                            d = [r[0] - r[1] for r in got["rows"]]
                            rows.append((len(t.hand), sum(d) / len(d)))
                            print(f"  deal seed {dseed}, decision {k}: 庄 {len(t.hand)} cards, points "
                                  f"{t.points}, counts {t.counts}: new {encode(new)['cards']}, old "
                                  f"{encode(old)['cards']}: new − old {rows[-1][1]:+.3f} "
                                  f"({sum(x > 0 for x in d)} worlds better, {sum(x < 0 for x in d)} worse "
                                  f"of {len(d)})", flush=True)
            hand.apply(players[seat].choose(view, legal))
    print(f"{looked} open-feed leads in {i} deals, {len(rows)} changed "
          f"({time.process_time() - start:.0f} CPU-s)")
    for cap in sorted({n for n, _ in rows}):
        diffs = [x for n, x in rows if n <= cap]
        m, lo, hi = mean_ci(diffs) if len(diffs) > 1 else (diffs[0], diffs[0], diffs[0])
        better, worse = sum(x > 0 for x in diffs), sum(x < 0 for x in diffs)
        print(f"  the 庄 with at most {cap} cards: {len(diffs)} changed, new − old {m:+.3f} "
              f"[{lo:+.3f}, {hi:+.3f}], better at {better}, worse at {worse}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
