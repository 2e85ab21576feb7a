"""How often each AI character (issue #25, ``ai.characters``) takes each style choice per hand.

    python benchmarks/character_styles.py [--games ...] [--level normal] [--deals 1000]
                                          [--full-deals 200] [--full-level easy] [--seed 1]

For each game and character: ``--deals`` seeded deals, the character in one seat (rotating) and
``steady`` AIs of the same level in the others (``ai.style_probe.probe``); the choice phases only
(the hand stops where the card play begins; 扯旋's betting is its whole hand). Then, for the
climbing games, ``--full-deals`` deals played to the end at ``--full-level``: bombs per hand (the
``bomb`` delta; ``easy`` by default: ``normal`` searches for up to 25 ms a play in 三打一 and 板子炮,
so its figures would depend on the machine's load). Each figure is the number of times per
seat-hand; docs/ai.md ("Characters") quotes the output. Decisions are seeded, so (but for a timed
search) the figures are the same on every machine; the CPU seconds are printed for each block.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai.characters import CHARACTERS  # noqa: E402
from ai.style_probe import probe, table  # noqa: E402

GAMES = tuple(engine.GAMES)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", nargs="*", default=list(GAMES))
    ap.add_argument("--level", default="normal")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--full-deals", type=int, default=200)
    ap.add_argument("--full-level", default="easy")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    for game in args.games:
        blocks = []
        if engine.registry.hand_class(game).PHASES - {"play", "over"}:  # 打筒子 has no choice phase
            blocks.append((f"choices, {args.level}, {args.deals} deals", args.level, args.deals, False))
        if engine.GAMES[game].climbing and args.full_deals:  # card play in which bombs are spent
            blocks.append((f"whole hands, {args.full_level}, {args.full_deals} deals", args.full_level,
                           args.full_deals, True))
        for title, level, deals, full in blocks:
            start = time.process_time()
            rows = {c.id: probe(game, c.id, level, deals=deals, seed=args.seed, full=full)
                    for c in CHARACTERS}
            print(f"\n{game}: {title} ({time.process_time() - start:.1f} s CPU)")
            print("\n".join(table(rows)), flush=True)


if __name__ == "__main__":
    main()
