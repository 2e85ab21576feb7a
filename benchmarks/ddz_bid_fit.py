"""斗地主's bids on the choice bench's stored points: which hands carry the regret, and what other bars
would have scored there (issue #35).

    python benchmarks/ddz_bid_fit.py FILE [--seed 2] [--options '{"bidding": "rob"}'] [--by band]

Each stored point of ``benchmarks/choice_bench.py`` (phase ``bid``) is reached again by replaying
its deal with ``normal`` at every seat (as ``--rescore`` does), and the deciding hand's features
are attached: its strength (``ai.games.doudizhu.strength``), its jokers, 2s, aces, bombs and
decomposition cost, its place in the bidding order and the highest bid before. Printed: per
feature band, the points, each option's mean value and the AI's mean regret against the best
option of the band (an in-sample figure: the options' values were measured with the bars of the
run, and the play-outs' later bids by those bars); and, with ``--bars``, what a set of bars would
have scored on the same points against the AI's choices (paired, 95 % interval counting a deal as
one draw). A bar fitted here is checked on fresh deals by the bench, never on these points.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from choice_bench import replay_points  # noqa: E402
from choice_regret import clustered_ci  # noqa: E402

from ai.games import doudizhu as ddz  # noqa: E402
from engine import parse_cards  # noqa: E402
from engine.games.doudizhu import value  # noqa: E402


def features(view: dict[str, Any]) -> dict[str, Any]:
    """What the deciding seat knows at a bid: its hand's parts and the bidding so far."""
    cards = parse_cards(" ".join(view["hands"][view["viewer"]] or []))
    counts = Counter(value(c) for c in cards)
    bids = [b["bid"] for b in view.get("bids") or [] if isinstance(b.get("bid"), int)]
    return {"strength": ddz.strength(cards), "jokers": counts[16] + counts[17], "big": counts[17],
            "twos": counts[15], "aces": counts[14], "bombs": sum(1 for k in counts.values() if k == 4),
            "rocket": int(bool(counts[16] and counts[17])), "cost": ddz.RULES.cost(cards),
            "order": len(view.get("bids") or []), "over": max(bids, default=0)}


def attach(rows: list[dict[str, Any]], seed: int, options: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The stored bid points with the deciding hand's features (points the replay does not reach
    are dropped)."""
    return [dict(r, f=features(view))
            for r, seat, view, _legal, _action in replay_points(
                "doudizhu", [r for r in rows if r["phase"] == "bid"], seed, options, "normal")
            if r["seat"] == seat and view.get("phase") == "bid"]


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else float("nan")


def by_band(pts: list[dict[str, Any]], key: str, width: float) -> None:
    """Per band of one feature and per bid context: each option's mean value, the AI's choices and
    its in-sample regret against the band's best option."""
    groups: dict[tuple[str, float], list[dict[str, Any]]] = defaultdict(list)
    for p in pts:
        groups[(p["context"], width * (p["f"][key] // width))].append(p)
    for (ctx, lo), g in sorted(groups.items()):
        means = defaultdict(list)
        for p in g:
            for k, v in p["values"].items():
                means[k].append(_mean(v))
        opt = {k: _mean(v) for k, v in means.items()}
        ai = _mean([_mean(p["values"][p["chosen"]]) for p in g])
        chosen = Counter(p["chosen"] for p in g)
        cells = "  ".join(f"{k}:{v:+.2f}({chosen.get(k, 0)})" for k, v in sorted(opt.items()))
        gap = max(opt.values()) - ai
        print(f"  {ctx:<7} {key} {lo:+5.2f}: n {len(g):3d}  AI {ai:+.2f}  best-AI {gap:+.2f}  {cells}")


def score(pts: list[dict[str, Any]], choose: Any) -> tuple[float, float, float]:
    """A policy's mean value on the points less the AI's choice's, paired, a deal as one draw."""
    diffs, keys = [], []
    for p in pts:
        k = choose(p["f"], p["values"])
        if k not in p["values"]:
            k = max((o for o in p["values"] if int(o) <= int(k)), key=int, default=p["chosen"])
        diffs.append(_mean(p["values"][k]) - _mean(p["values"][p["chosen"]]))
        keys.append(p["deal"])
    return clustered_ci(diffs, keys)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", type=Path)
    ap.add_argument("--seed", type=int, required=True, help="the run's --seed")
    ap.add_argument("--options", type=json.loads, default=None)
    ap.add_argument("--by", nargs="*", default=["strength"], help="features to band by")
    ap.add_argument("--width", type=float, default=0.5)
    ap.add_argument("--bars", nargs="*", default=[], type=json.loads,
                    help='bars to score, e.g. [2.5,2.75,3.0] (叫分) or [3.0,4.0] (抢地主)')
    args = ap.parse_args(argv)
    rows = [json.loads(line) for line in args.file.read_text(encoding="utf-8").splitlines() if line.strip()]
    pts = attach(rows, args.seed, args.options)
    print(f"{len(pts)} bid points from {len({p['deal'] for p in pts})} deals")
    for key in args.by:
        by_band(pts, key, args.width)
    rob = bool(args.options and args.options.get("bidding") == "rob")
    for bars in args.bars:
        def choose(f: dict[str, Any], values: dict[str, Any], bars: list[float] = bars) -> str:
            s = f["strength"]
            if rob:
                return str(int(s >= bars[1 if f["over"] else 0]))
            want = sum(1 for t in bars if s >= t)
            return str(want if want > f["over"] else 0)
        m, lo, hi = score(pts, choose)
        print(f"  bars {bars}: {m:+.3f} [{lo:+.3f}, {hi:+.3f}] a point against the AI's choices")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
