"""半边天炸: where ``hard`` loses most on the position suites, and why (issue #35).

    python benchmarks/banbiantianzha_worst.py [--suite PATH …] [--worlds 123] [--worst 6] [--seeds S …]
    python benchmarks/banbiantianzha_worst.py [--suite PATH …] [--worlds 123] --k510-penalty P …
    python benchmarks/banbiantianzha_worst.py [--suite PATH …] [--worlds 123] --every-lead

As ``benchmarks/datongzi_worst.py`` does for 打筒子: for each suite (default: the stored suite and the
held-out one) ``hard`` searching exactly ``--worlds`` worlds (default 123, its p10 count) is asked at
every position as ``position_suite.py bench`` asks it and judged there (cross-fitted regret). At the
``--worst`` positions (or the deal seeds ``--seeds``) it prints the seat's hand and the table, the
analysis's candidates, ``hard``'s candidates with its search's means (``PIMC.last``), whether the
analysis's best was searched, and then, in the analysis's own worlds (the hidden hands it played
out with ``normal``), what ``hard``'s roll-outs (``ai.playout`` with 半边天炸's ``SimRules``) make of
``hard``'s play and of the analysis's best beside the analysis's means, and in how many worlds the
two orders agree. Before them it sorts ``hard``'s summed regret by class (leads or follows, the kind
of its play and of the analysis's best: pass, plain, 510K, bomb, 天炸). ``--k510-penalty`` compares
``hard`` with the one fix tried for the class found (``k510_follow``: following, a 副510K's roll-out
results lowered by P points where a plain beat or a pass is among the candidates; not kept, so it
lives here, not in ``ai/``) against ``hard`` as it is, paired over the positions, with the plays it
changes; ``--every-lead`` compares so ``hard`` searching every lead, those ``safest_leads`` keeps
from its search included (a probe, no fix).
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import position_suite  # noqa: E402
from position_suite import play_name as _name  # noqa: E402

from ai import pimc  # noqa: E402
from ai.climbing import parse_table  # noqa: E402
from ai.duel import mean_ci  # noqa: E402
from ai.games import banbiantianzha as bbt  # noqa: E402
from ai.playout import apply_move, rollout  # noqa: E402
from ai.suite import decode, load, rebuild  # noqa: E402
from engine import Action, format_cards  # noqa: E402
from engine.cards import BIG_JOKER  # noqa: E402
from engine.games.banbiantianzha import classify, value  # noqa: E402

GAME = "banbiantianzha"
DATA = ROOT / "benchmarks" / "data" / "positions"
SUITES = [DATA / f"{GAME}.json", DATA / "heldout" / f"{GAME}.json"]


def _short(path: Path) -> str:
    return str(path.relative_to(DATA)) if path.is_relative_to(DATA) else str(path)


def kind(a: Action) -> str:
    """pass, plain, 510K (either), bomb (four of a kind, 同花顺, 地炸) or 天炸 (the 大王, BBT-5.7, 7)."""
    if a.kind != "play":
        return "pass"
    if any(c.rank == BIG_JOKER for c in a.cards):
        return "tianzha"
    combo = classify(list(a.cards), bbt.RULES.options)
    if combo is None or not combo.is_bomb:
        return "plain"
    return "510K" if combo.kind in ("fu_510k", "zheng_510k") else "bomb"


def _rollouts(search: Any, view: dict[str, Any], acts: list[Action],
              hidden: dict[int, list[Any]]) -> list[float]:
    """Each of ``acts`` rolled out by ``hard``'s roll-out policy in the world of ``hidden`` (points)."""
    t = parse_table(view, search.rules)
    sim = search.spec.sim(view, t)
    base = search._world(t, hidden, sim)
    out = []
    for a in acts:
        combo = search.rules.classify(a.cards, search.rules.options) if a.kind == "play" else None
        m = search._move(a, combo) if combo is not None else None
        w = base.copy()
        apply_move(sim, w, t.me, m)
        out.append(sim.evaluate(w, t.me) if w.over else rollout(sim, w, t.me))
    return out


def describe(pos: dict[str, Any], worlds: int) -> None:
    hand = rebuild(pos)
    seat = hand.to_act
    view = hand.view(seat)
    action, player = position_suite.asked(GAME, f"hard:{worlds}", pos, hand)
    last = getattr(player.search, "last", {}) or {}
    acts = [decode(c["action"]) for c in pos["candidates"]]
    values = [float(c["value"]) for c in pos["candidates"]]
    best = acts[max(range(len(acts)), key=lambda i: values[i])]
    top = ((view.get("trick") or {}).get("top") or {}).get("cards")
    t = parse_table(view, bbt.RULES)
    print(f"\n== deal seed {pos['seed']}  seat {seat} (庄 {view.get('zhuang')}, banker {view.get('banker')})"
          f"  counts {view['counts']}  points {view.get('points')}  out {view.get('out')}")
    print(f"   hand: {format_cards(sorted(hand.state.hands[seat], key=lambda c: (value(c) or 99, str(c))))}")
    pts = bbt.RULES.points(t.trick_cards)
    print(f"   {'follows ' + ' '.join(top) if top else 'leads'}  (trick points {pts})")
    print(f"   hard plays {_name(action)} ({kind(action)}); analysis ({pos['worlds']} worlds, "
          f"{pos['method']['rollout']}): " + ", ".join(f"{_name(a)} {v:+.2f}" for a, v in zip(acts, values)))
    cands = list(last.get("cands", []))
    print(f"   hard's search ({last.get('worlds')} worlds): "
          + ", ".join(f"{_name(a)} {m:+.2f}" for a, m in zip(cands, last.get("means", [])))
          + f"; analysis's best {'among them' if best in cands else 'NOT searched'}")
    pair = [action, best] if action != best else [action]
    position_suite.rollouts_against_analysis(
        pos, hand, pair, lambda acts_, hidden: _rollouts(player.search, view, acts_, hidden))


def judged(path: Path, worlds: int) -> list[tuple[float, dict[str, Any], Action, Any]]:
    """(cross-fit regret, position, hard's play, its player) at every position of ``path``."""
    out = []
    for pos in load(path)["positions"]:
        hand = rebuild(pos)
        action, player = position_suite.asked(GAME, f"hard:{worlds}", pos, hand)
        p, c = position_suite._judge(pos, hand, action)
        out.append((p if c is None else c, pos, action, player))
    return out


def study(path: Path, worlds: int, worst: int, seeds: list[int]) -> None:
    start = time.process_time()
    if seeds:
        chosen = [p for p in load(path)["positions"] if p["seed"] in seeds]
    else:
        got = sorted(judged(path, worlds), key=lambda x: -x[0])
        print(f"{_short(path)}: hard:{worlds} cross-fit regret by position, worst first: "
              + ", ".join(f"{pos['seed']} {r:.2f}" for r, pos, _, _ in got[:worst]))
        classes(_short(path), worlds, got)
        chosen = [pos for _, pos, _, _ in got[:worst]]
    for pos in chosen:
        describe(pos, worlds)
    print(f"({time.process_time() - start:.0f} CPU-s)", flush=True)


def classes(name: str, worlds: int, got: list[tuple[float, dict[str, Any], Action, Any]]) -> None:
    """``hard``'s summed regret by class: leads or follows, the kinds of its play and of the best."""
    by: dict[str, list[float]] = {}
    rows: dict[str, list[str]] = {}
    for r, pos, action, player in got:
        acts = [decode(c["action"]) for c in pos["candidates"]]
        best = acts[max(range(len(acts)), key=lambda i: float(pos["candidates"][i]["value"]))]
        last = getattr(player.search, "last", {}) or {}
        searched = "searched" if best in last.get("cands", []) else "not searched"
        follows = "follows" if (rebuild(pos).view(pos["seat"]).get("trick") or {}).get("top") else "leads"
        key = ("hard plays the best" if action == best
               else f"{follows}: hard {kind(action)}, best {kind(best)} ({searched})")
        by.setdefault(key, []).append(r)
        rows.setdefault(key, []).append(f"{pos['seed']} {_name(action)} (best {_name(best)}) {r:+.2f}")
    total = sum(r for r, *_ in got)
    m, lo, hi = mean_ci([r for r, *_ in got])
    print(f"{name}: hard:{worlds}, {len(got)} positions, cross-fit regret {m:.3f} [{lo:.3f}, {hi:.3f}], "
          f"summed {total:.2f}; by class (positions, summed, share):")
    for key, xs in sorted(by.items(), key=lambda kv: -sum(kv[1])):
        print(f"    {key:<58} {len(xs):>3}  {sum(xs):7.2f}  {sum(xs) / total if total else 0:.0%}")
        if key != "hard plays the best":
            print("        " + "; ".join(rows[key]))


def k510_follow(per_world: list[list[float]], cands: Sequence[Action], t: Any,
                penalty: float) -> list[list[float]]:
    """The one fix tried (not kept, docs/ai.md): ``per_world`` with each 副510K candidate's results
    lowered by ``penalty`` points where the seat follows and a plain beat or a pass is among
    ``cands``. The 副510K is the lowest bomb (BBT-7.1) and itself 25 card points (BBT-5.12, 10.1)."""
    if not penalty or t.top is None:
        return per_world
    combos = [None if a.kind != "play" else classify(list(a.cards), bbt.RULES.options) for a in cands]
    k510 = [c is not None and c.kind == "fu_510k" for c in combos]
    if not any(k510) or not any(c is None or not c.is_bomb for c in combos):
        return per_world
    return [[x - penalty * k for x, k in zip(r, k510)] for r in per_world]


@contextmanager
def penalised(penalty: float) -> Iterator[None]:
    """``hard`` with ``k510_follow`` applied to its search's results (after ``break_bias``, where
    ``PIMC.choose`` corrects them), for a trial here only: ``ai/`` is left as it is."""
    if not penalty:
        yield
        return
    choose, bias = bbt.Search.choose, pimc.break_bias
    table_at: list[Any] = []

    def choose_(self: Any, t: Any, *rest: Any) -> Action:
        table_at[:] = [t]
        return choose(self, t, *rest)

    def bias_(per_world: list[list[float]], cands: Sequence[Action], *rest: Any) -> list[list[float]]:
        return k510_follow(bias(per_world, cands, *rest), cands, table_at[0], penalty)

    bbt.Search.choose, pimc.break_bias = choose_, bias_  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        bbt.Search.choose, pimc.break_bias = choose, bias  # type: ignore[method-assign]


@contextmanager
def every_lead() -> Iterator[None]:
    """``hard`` searching every lead it ranks, the leads ``HeuristicPlay.safest_leads`` keeps from
    its search (those that feed an opponent's last card) included; ``normal`` and the analysis's
    play-outs are left as they are. A probe of the held-out suite's worst position, not a fix."""
    choose = bbt.Search.choose

    def choose_(self: Any, t: Any, legal: Any, memory: Any, normal: Any, rng: Any) -> Action:
        proxy = copy.copy(normal)
        proxy.safest_leads = lambda t_, actions, memory_: list(actions)
        return choose(self, t, legal, memory, proxy, rng)

    bbt.Search.choose = choose_  # type: ignore[method-assign]
    try:
        yield
    finally:
        bbt.Search.choose = choose  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--suite", nargs="*", type=Path, default=SUITES)
    ap.add_argument("--worlds", type=int, default=123)
    ap.add_argument("--worst", type=int, default=6)
    ap.add_argument("--seeds", nargs="*", type=int, default=[])
    ap.add_argument("--every-lead", action="store_true",
                    help="compare hard searching every lead (no safest_leads filter) with hard as it is")
    ap.add_argument("--k510-penalty", nargs="*", type=float, default=[],
                    help="compare hard with the 510K-follow penalty (points) tried, each value in turn")
    args = ap.parse_args(argv)
    for path in args.suite:
        if args.k510_penalty:
            for penalty in args.k510_penalty:
                position_suite.compare_hard(GAME, path, args.worlds, f"510K follow penalty {penalty:g}",
                                            partial(penalised, penalty))
        elif args.every_lead:
            position_suite.compare_hard(GAME, path, args.worlds, "every lead searched", every_lead)
        else:
            study(path, args.worlds, args.worst, args.seeds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
