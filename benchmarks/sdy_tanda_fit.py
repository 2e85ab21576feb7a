"""三打一 摊打 on the choice bench's stored points: which landlords' 摊打 the judge values, and what a
rule would have gained there (issue #35).

    python benchmarks/sdy_tanda_fit.py FILE --seed 1 [--options '{"tanda_any": true}']

Each stored ``tanda`` point of ``benchmarks/choice_bench.py`` is reached again by replaying its deal
with ``normal`` at every seat, and the landlord's hand after the bottom is described: its
decomposition cost, jokers, bombs and the 档. Printed per band of each: the points, the mean value
of 不摊打 and of 摊打 less 不摊打 with its 95 % interval; then, for a few rules (摊打 with two jokers
or more …), the gain over never 摊打ing on each half of the deals (even, odd) and on all, and how
often 摊打 scored exactly twice 不摊打 in a world (the judge's farmers did not use the open hands).
The 摊打 decision is taken once and both options are played out at every point, so a rule's gain
here is exact for these points; a rule read off a file is checked on another seed's file.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from choice_bench import replay_points  # noqa: E402
from choice_regret import clustered_ci  # noqa: E402

from ai.games import sandayi as sdy  # noqa: E402
from engine import parse_cards  # noqa: E402

RULES: dict[str, Callable[[dict[str, Any]], bool]] = {
    "jokers>=2": lambda f: f["jokers"] >= 2,
    "jokers==2": lambda f: f["jokers"] == 2,
    "jokers>=2 and cost<=3": lambda f: f["jokers"] >= 2 and f["cost"] <= 3,
    "cost<=1": lambda f: f["cost"] <= 1,
}


def attach(rows: list[dict[str, Any]], seed: int, options: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The stored 摊打 points with the landlord's hand described and each option's mean value."""
    out = []
    for r, _seat, view, _legal, _action in replay_points(
            "sandayi", [r for r in rows if r["phase"] == "tanda"], seed, options, "normal"):
        if view.get("phase") == "tanda":
            cards = parse_cards(" ".join(view["hands"][view["viewer"]] or []))
            f = {"cost": sdy.RULES.cost(cards), "jokers": sum(1 for c in cards if c.is_joker),
                 "bombs": sum(1 for k in sdy.RULES.counts(cards) if k >= 4), "level": view.get("level")}
            means = {k: sum(v) / len(v) for k, v in r["values"].items()}
            out.append(dict(r, f=f, m=means))
    return out


def _gain(p: dict[str, Any]) -> float:
    return float(p["m"]["tanda"] - p["m"]["butanda"])


def bands(pts: list[dict[str, Any]], key: str) -> None:
    groups: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for p in pts:
        groups[round(p["f"][key]) if key == "cost" else p["f"][key]].append(p)
    for k, g in sorted(groups.items()):
        b = sum(p["m"]["butanda"] for p in g) / len(g)
        if len({p["deal"] for p in g}) > 1:
            m, lo, hi = clustered_ci([_gain(p) for p in g], [p["deal"] for p in g])
            ci = f"{m:+.1f} [{lo:+.1f}, {hi:+.1f}]"
        else:
            ci = f"{_gain(g[0]):+.1f}"
        print(f"  {key} {k}: n {len(g):3d}  不摊打 {b:+.1f}  摊打 less 不摊打 {ci}")


def rules(pts: list[dict[str, Any]]) -> None:
    for name, rule in RULES.items():
        cells = []
        for label, part in (("even", [p for p in pts if p["deal"] % 2 == 0]),
                            ("odd", [p for p in pts if p["deal"] % 2 == 1]), ("all", pts)):
            if len(part) < 2:
                continue
            gains = [_gain(p) if rule(p["f"]) else 0.0 for p in part]
            m, lo, hi = clustered_ci(gains, [p["deal"] for p in part])
            n = sum(1 for p in part if rule(p["f"]))
            cells.append(f"{label} {m:+.2f} [{lo:+.2f}, {hi:+.2f}] ({n} 摊打)")
        worlds = [(t, b) for p in pts if rule(p["f"])
                  for t, b in zip(p["values"]["tanda"], p["values"]["butanda"])]
        doubled = sum(1 for t, b in worlds if t == 2 * b)
        print(f"  {name}: gain a decision {'; '.join(cells)}; 摊打 = twice 不摊打 in {doubled} of "
              f"{len(worlds)} worlds")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", type=Path)
    ap.add_argument("--seed", type=int, required=True, help="the run's --seed")
    ap.add_argument("--options", type=json.loads, default={"tanda_any": True})
    args = ap.parse_args(argv)
    rows = [json.loads(line) for line in args.file.read_text(encoding="utf-8").splitlines() if line.strip()]
    pts = attach(rows, args.seed, args.options)
    print(f"{len(pts)} 摊打 points from {len({p['deal'] for p in pts})} deals")
    for key in ("cost", "jokers", "bombs", "level"):
        bands(pts, key)
    rules(pts)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
