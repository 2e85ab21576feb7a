"""半边天炸 抖 on the choice bench's stored points: which hands and seats the bar misjudges, and what
other rules would have scored there (issue #35).

    python benchmarks/bbt_dou_fit.py FILE --seed 4 [--fit] [--folds 10] [--repeats 3]

Each stored ``dou`` point of ``benchmarks/choice_bench.py`` is reached again by replaying its deal
with ``normal`` at every seat (``choice_bench.replay_points``; a point the current rule no longer
reaches, a second 闲 after a first one's 抖, BBT-3.6, is dropped), and the deciding 闲's hand and
seat are described: the decomposition cost, its bombs (BBT-3.8), its 四炸 and 510K sets, the 2s and
aces, the hand's card points (BBT-10.1), the singles of its decomposition, and where it is asked
(BBT-3.5, 3.6): first (the 庄's 下家), second after a partner who had too few bombs to be asked,
or second after a partner's 不抖. A point's gain is 抖's mean value less 不抖's over its worlds.
Printed: per band of each feature, the points, 不抖's mean and the gain with its interval; each rule
of ``RULES``: its gain a decision over the AI's stored choices and over the old bar (paired, a deal
as one draw) and the bench's regret/spread were it the AI's choice (``choice_bench``'s figures);
with ``--fit``, the best rule of ``GRID`` (a weight per 2, per ace, a bar) on the points and its
cross-validated gain (fitted on every fold of deals but one, applied to that one).
Figures on the file a rule was fitted on are in sample; another seed's file is the check.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from choice_bench import _summary, replay_points  # noqa: E402
from choice_regret import clustered_ci  # noqa: E402

from ai.games import banbiantianzha as bbt  # noqa: E402
from engine import parse_cards  # noqa: E402
from engine.games.banbiantianzha import count_bombs  # noqa: E402


def where_asked(view: dict[str, Any]) -> str:
    """``first`` (the 庄's 下家, BBT-3.5), ``lone`` (second, the partner was not asked: fewer than
    two bombs) or ``after-no`` (second, after the partner's 不抖)."""
    me, zhuang = view["viewer"], view["zhuang"]
    if me == (zhuang + 1) % 3:
        return "first"
    partner = (zhuang + 1) % 3
    return "after-no" if (view["choices"].get("dou") or [None] * 3)[partner] is False else "lone"


def features(view: dict[str, Any]) -> dict[str, Any]:
    """What the deciding 闲 knows at 抖: its hand's parts and where it is asked."""
    cards = parse_cards(" ".join(view["hands"][view["viewer"]] or []))
    counts = bbt.RULES.counts(cards)
    _, groups = bbt.decompose(counts, bbt.RULES.shapes)
    bombs = max(2, count_bombs(cards))
    cost = bbt.RULES.cost(cards)
    ranks = [c.rank for c in cards]
    return {"cost": cost, "bombs": bombs, "bar": cost - 0.3 * bombs,
            "fours": sum(1 for k in counts if k >= 4),
            "k510": min(ranks.count(5), ranks.count(10), ranks.count(13)),
            "twos": ranks.count(2), "aces": ranks.count(14), "high": ranks.count(2) + ranks.count(14),
            "points": sum(bbt.card_points([c]) for c in cards),
            "singles": sum(1 for g in groups if g.kind == "single" and g.high < 14),
            "asked": where_asked(view), "shot": view["choices"].get("counter_shot") or "kaiqiang"}


def attach(rows: list[dict[str, Any]], seed: int) -> list[dict[str, Any]]:
    """The stored 抖 points with the deciding hand's features and the gain (抖 less 不抖)."""
    out = []
    for r, seat, view, _legal, _action in replay_points(
            "banbiantianzha", [r for r in rows if r["phase"] == "dou"], seed, None, "normal"):
        if r["seat"] == seat and view.get("phase") == "dou":
            m = {k: sum(v) / len(v) for k, v in r["values"].items()}
            out.append(dict(r, f=features(view), m=m, gain=m["dou"] - m["budou"]))
    return out


def bands(pts: list[dict[str, Any]], key: str, width: float = 1.0) -> None:
    groups: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for p in pts:
        v = p["f"][key]
        numeric = isinstance(v, (int, float)) and not isinstance(v, bool)
        groups[width * (v // width) if numeric else v].append(p)
    for k, g in sorted(groups.items()):
        b = sum(p["m"]["budou"] for p in g) / len(g)
        m, lo, hi = clustered_ci([p["gain"] for p in g], [p["deal"] for p in g])
        ai = sum(1 for p in g if p["chosen"] == "dou")
        print(f"  {key} {k}: n {len(g):3d} (AI 抖 {ai:3d})  不抖 {b:+.2f}  "
              f"抖 less 不抖 {m:+.2f} [{lo:+.2f}, {hi:+.2f}]")


def gain_vs(pts: list[dict[str, Any]], dou: Callable[[dict[str, Any]], bool],
            base: Callable[[dict[str, Any]], bool] | None = None) -> tuple[float, float, float]:
    """A rule's mean value a decision less ``base``'s (default: the AI's stored choice), paired, a
    deal as one draw."""
    base = base or (lambda p: p["chosen"] == "dou")
    diffs = [(p["gain"] if dou(p) else 0.0) - (p["gain"] if base(p) else 0.0) for p in pts]
    return clustered_ci(diffs, [p["deal"] for p in pts])


def score_rule(two: float, ace: float, bar: float) -> Callable[[dict[str, Any]], bool]:
    """抖 where cost less 0.3 a bomb, less ``two`` a 2 and ``ace`` an ace is at most ``bar``."""
    return lambda p: p["f"]["bar"] - two * p["f"]["twos"] - ace * p["f"]["aces"] <= bar


def old_bar(p: dict[str, Any]) -> bool:
    return bool(p["f"]["bar"] <= 2.5)


#: rules scored on every file (True: 抖); ``bar`` is cost less 0.3 a bomb
RULES: dict[str, Callable[[dict[str, Any]], bool]] = {
    "old: bar 2.5": old_bar,
    "2s 3.0, bar 1.75": score_rule(3.0, 0.0, 1.75),
    # the rule the AI plays, read from its constants so the two never drift apart
    "shipped: 2s {}, aces {}, bar {}".format(bbt.DOU_TWO["normal"], bbt.DOU_ACE["normal"], bbt.DOU["normal"]):
        score_rule(bbt.DOU_TWO["normal"], bbt.DOU_ACE["normal"], bbt.DOU["normal"]),
    "never": lambda p: False,
    "always": lambda p: True,
}

#: the grid a rule is fitted on: (the 2s' weight, the aces', the bar), three parameters
GRID = [(two, ace, bar) for two in (0.0, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0)
        for ace in (0.0, 0.25, 0.5, 0.75) for bar in (0.5 + 0.25 * i for i in range(13))]


def _total(pts: list[dict[str, Any]], rule: Callable[[dict[str, Any]], bool]) -> float:
    return sum(p["gain"] for p in pts if rule(p)) / len(pts)


def crossvalidate(pts: list[dict[str, Any]], folds: int, repeats: int, aces: bool) -> None:
    """The grid's best rule on the points, and its out-of-fold gain over the AI's choices: fitted on
    every fold of deals but one and applied to that one, for ``repeats`` random foldings."""
    grid = [g for g in GRID if aces or g[1] == 0.0]
    best = max(grid, key=lambda g: _total(pts, score_rule(*g)))
    m, lo, hi = gain_vs(pts, score_rule(*best))
    label = "2s and aces" if aces else "2s"
    print(f"  grid ({label}) best in sample {best}: {m:+.3f} [{lo:+.3f}, {hi:+.3f}] a decision over the AI")
    deals = sorted({p["deal"] for p in pts})
    for rep in range(repeats):
        random.Random(rep).shuffle(deals)
        fold = {d: i % folds for i, d in enumerate(deals)}
        picked: dict[tuple[int, int], bool] = {}
        fits = set()
        for k in range(folds):
            g = max(grid, key=lambda g: _total([p for p in pts if fold[p["deal"]] != k], score_rule(*g)))
            fits.add(g)
            rule = score_rule(*g)
            picked.update({(p["deal"], p["step"]): rule(p) for p in pts if fold[p["deal"]] == k})
        m, lo, hi = gain_vs(pts, lambda p, picked=picked: picked[(p["deal"], p["step"])])
        print(f"    {folds}-fold by deal, folding {rep}: {m:+.3f} [{lo:+.3f}, {hi:+.3f}]; "
              f"fits {sorted(fits)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", type=Path)
    ap.add_argument("--seed", type=int, required=True, help="the run's --seed")
    ap.add_argument("--fit", action="store_true", help="fit the grid and cross-validate it")
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--repeats", type=int, default=3, help="random foldings of the deals")
    args = ap.parse_args(argv)
    rows = [json.loads(line) for line in args.file.read_text(encoding="utf-8").splitlines() if line.strip()]
    pts = attach(rows, args.seed)
    print(f"{len(pts)} 抖 points from {len({p['deal'] for p in pts})} deals")
    for key, width in (("bar", 1.0), ("cost", 1.0), ("bombs", 1.0), ("fours", 1.0), ("k510", 1.0),
                       ("twos", 1.0), ("aces", 1.0), ("high", 1.0), ("points", 10.0), ("singles", 1.0),
                       ("asked", 1.0), ("shot", 1.0)):
        bands(pts, key, width)
    for name, rule in RULES.items():
        m, lo, hi = gain_vs(pts, rule)
        o, olo, ohi = gain_vs(pts, rule, old_bar)
        ra = _summary([dict(p, chosen="dou" if rule(p) else "budou") for p in pts])["ratio"]
        print(f"  {name} ({sum(1 for p in pts if rule(p))} 抖): {m:+.3f} [{lo:+.3f}, {hi:+.3f}] "
              f"a decision over the AI's choices, {o:+.3f} [{olo:+.3f}, {ohi:+.3f}] over the old bar; "
              f"regret/spread {ra[0]:+.1%} [{ra[1]:+.1%}, {ra[2]:+.1%}]")
    if args.fit:
        for aces in (False, True):
            crossvalidate(pts, args.folds, args.repeats, aces)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
