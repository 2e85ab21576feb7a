"""三打一: which class of decision holds ``hard``'s regret on the position suites (issue #35).

    python benchmarks/sandayi_classes.py [--suite PATH …] [--worlds 87] [--positions 60] [--worst 8]

For each position of each suite (default: the stored suite and the held-out one) ``normal`` and
``hard`` searching exactly ``--worlds`` worlds are asked as ``position_suite.py bench`` asks them
(seeded by the position, having watched the hand) and their plays judged as there (cross-fitted
regret; a play no candidate covered is analysed then, in the position's worlds). Each position is put
in a class by what the seat is (the landlord or a farmer), whether it leads or follows, and the kind
of ``hard``'s play and of the analysis's best play (pass, bomb, other); and whether that best play
was among the candidates ``hard`` searched (``PIMC.last``), and if so how its search ranked it.

Prints per suite and class the positions, ``hard``'s and ``normal``'s summed cross-fitted regret, so
that a class holding ``hard``'s regret on both suites stands out; then the ``--worst`` positions
with the search's means (±1 scale) beside the analysis's (points).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import position_suite  # noqa: E402

from ai.games import sandayi as sdy  # noqa: E402
from ai.suite import decode, encode, load, rebuild  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "positions"
SUITES = [DATA / "sandayi.json", DATA / "heldout" / "sandayi.json"]


def _kind(action: Any) -> str:
    if action.kind != "play":
        return "pass"
    return "bomb" if sdy.RULES.classify(action.cards, sdy.RULES.options).is_bomb else "play"


def _ask(spec: str, pos: dict[str, Any], hand: Any) -> tuple[Any, Any]:
    """The level's play at ``pos`` as ``bench`` asks it, and its search's ``last`` (None: no search)."""
    action, player = position_suite.asked("sandayi", spec, pos, hand)
    return action, getattr(getattr(player, "search", None), "last", None)


def _worst(rows: list[Any], n: int) -> list[Any]:
    return sorted(rows, key=lambda r: -r[0])[:n]


def study(path: Path, worlds: int, limit: int, worst: int) -> None:
    positions = load(path)["positions"][:limit]
    start = time.process_time()
    by_class: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    rows = []
    for pos in positions:
        hand = rebuild(pos)
        seat = hand.to_act
        lord = hand.state.landlord
        view = hand.view(seat)
        lead = not ((view.get("trick") or {}).get("top"))
        h_act, last = _ask(f"hard:{worlds}", pos, hand)
        n_act, _ = _ask("normal", pos, hand)
        h_reg = position_suite._judge(pos, rebuild(pos), h_act)
        n_reg = position_suite._judge(pos, rebuild(pos), n_act)
        h_cf = h_reg[1] if h_reg[1] is not None else h_reg[0]
        n_cf = n_reg[1] if n_reg[1] is not None else n_reg[0]
        means = [float(c["value"]) for c in pos["candidates"]]
        best = decode(pos["candidates"][max(range(len(means)), key=lambda i: means[i])]["action"])
        if h_reg[0] <= 0:
            searched = "best played"
        elif last is None:
            searched = "no search"
        elif best in last["cands"]:
            searched = "best searched, ranked lower"
        else:
            searched = "best not searched"
        role = "landlord" if seat == lord else "farmer"
        key = (f"{role:<8} {'lead' if lead else 'follow':<6} hard {_kind(h_act):<4} "
               f"best {_kind(best):<4} | {searched}")
        c = by_class[key]
        c[0] += 1
        c[1] += h_cf
        c[2] += n_cf
        rows.append((h_cf, pos, role, lead, h_act, n_act, n_cf, best, means, last))
    print(f"{path.relative_to(ROOT)}: {len(positions)} positions, hard at {worlds} worlds "
          f"({time.process_time() - start:.0f} CPU-s)")
    total_h = sum(r[0] for r in rows)
    total_n = sum(r[6] for r in rows)
    print(f"  summed cross-fitted regret: hard {total_h:.1f}, normal {total_n:.1f}")
    for key, (n, h, nm) in sorted(by_class.items(), key=lambda kv: -kv[1][1]):
        print(f"  {key:<70} {int(n):>3} positions  hard {h:7.1f}  normal {nm:7.1f}")
    print("  worst for hard (search means on the ±1 scale; analysis means in points):")
    for h_cf, pos, role, lead, h_act, n_act, n_cf, best, means, last in _worst(rows, worst):
        if h_cf <= 0:
            break
        hand = rebuild(pos)
        cards = len(hand.state.hands[hand.to_act])
        print(f"    {pos['seed']} {role} {'lead' if lead else 'follow'} ({cards} cards): hard "
              f"{encode(h_act)['cards'] or 'pass'} (cross-fit {h_cf:.1f}), normal "
              f"{encode(n_act)['cards'] or 'pass'} ({n_cf:.1f}), best {encode(best)['cards'] or 'pass'}")
        print("      analysis: " + "; ".join(f"{c['action']['cards'] or 'pass'} {m:+.1f}"
                                           for c, m in zip(pos["candidates"], means)))
        if last is not None:
            print(f"      search ({last['worlds']} worlds): " + "; ".join(
                f"{encode(a)['cards'] or 'pass'} {m:+.2f}" for a, m in zip(last["cands"], last["means"])))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--suite", nargs="*", type=Path, default=SUITES)
    p.add_argument("--worlds", type=int, default=87)
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--worst", type=int, default=8)
    args = p.parse_args(argv)
    for path in args.suite:
        study(path.resolve(), args.worlds, args.positions, args.worst)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
