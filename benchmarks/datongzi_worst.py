"""打筒子: where ``hard`` loses most on the position suites, and why (issue #35).

    python benchmarks/datongzi_worst.py [--suite PATH …] [--worlds 40] [--worst 6] [--seeds S …] [--full]
    python benchmarks/datongzi_worst.py [--suite PATH …] [--worlds 40] --z 1 0.5 …
    python benchmarks/datongzi_worst.py [--suite PATH …] [--worlds 40] --variant NAME=VALUE …

For each suite (default: the stored suite and the held-out one) ``hard`` searching exactly
``--worlds`` worlds is asked at every position as ``position_suite.py bench`` asks it (seeded by the
position, having watched the hand) and its play judged there (cross-fitted regret). At the
``--worst`` positions (or the deal seeds ``--seeds``) it prints the seat's hand and the table, the
analysis's candidates (points), the candidates ``hard`` searched with its search's means
(``DtzSearch.last``, in points), whether the analysis's best was among them, and then, in the
analysis's own worlds (the hidden hands it played out), what ``hard``'s roll-outs
(``ai.games.datongzi_playout``) make of ``hard``'s play and of the analysis's best: their means
beside the analysis's, and in how many worlds the two orders of the pair agree. ``--full`` plays
those worlds out again as the analysis does and scores the race score R alone beside R + 奖励分 less
the others' mean (what the analysis stores, ``ai.games.datongzi.suite_value``, since the suites were
re-analysed by it; before, it stored R alone).

``--z`` gives each position's play under each value of the search's ``Z`` (one search serves them
all), each one's regret and gain over the first, and the classes of ``hard``'s regret (leads or
follows, the kind of its play and of the analysis's best: plain, bomb, unit = 筒子 / 地炸, pass).
``--variant`` compares ``hard`` with module constants of ``ai.games.datongzi_search`` set as given
against ``hard`` as it is, paired over the positions, with the plays it changes.
"""

from __future__ import annotations

import argparse
import ast
import copy
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import position_suite  # noqa: E402

from ai import make_player  # noqa: E402
from ai.climbing import parse_table  # noqa: E402
from ai.duel import mean_ci  # noqa: E402
from ai.games.datongzi_playout import after_pass, after_play, rollout  # noqa: E402
from ai.games.datongzi_search import MIN_WORLDS  # noqa: E402
from ai.suite import decode, encode, load, rebuild  # noqa: E402
from engine import Action, format_cards  # noqa: E402
from engine.games.datongzi import value  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "positions"
SUITES = [DATA / "datongzi.json", DATA / "heldout" / "datongzi.json"]


_name = position_suite.play_name


def _rollouts(search: Any, view: dict[str, Any], acts: list[Action], hidden: dict[int, list[Any]]
              ) -> list[float]:
    """Each of ``acts`` rolled out by ``hard``'s roll-out policy in the world of ``hidden`` (points)."""
    t = parse_table(view, search.rules)
    base = search._base(t, hidden)
    out = []
    for a in acts:
        c = search._prepare(t, a)
        w = base.copy()
        w.loose[t.me], w.units[t.me], w.plans[t.me] = list(c.loose), list(c.units), c.plan
        if c.top is None:
            after_pass(w, t.me)
        else:
            after_play(w, t.me, c.top, c.pts, c.bonus)
        out.append(100 * rollout(w, t.me))
    return out


def _full(world: Any, action: Action, seed: int, seat: int) -> tuple[float, float]:
    """``action`` in ``world`` played out as the analysis plays it (``normal``, seeded alike): the
    seat's race score R, and R + 奖励分 less the others' mean of theirs, which ``duel_outcome``
    scores, the final settlement ranks by (DTZ-11.1) and the analysis now stores."""
    h = copy.deepcopy(world)
    h.apply(action)
    players = [make_player("datongzi", "normal", seed=seed + 97 * s) for s in range(h.num_players)]
    while (s := h.to_act) is not None:
        h.apply(players[s].choose(h.view(s), h.legal_actions()))
    res = h.result()
    bonus = h.view(None).get("bonus") or [0] * h.num_players
    total = [res.deltas[s] + bonus[s] for s in range(h.num_players)]
    others = [total[s] for s in range(h.num_players) if s != seat]
    return float(res.deltas[seat]), total[seat] - sum(others) / len(others)


def describe(pos: dict[str, Any], worlds: int, full: bool) -> None:
    hand = rebuild(pos)
    seat = hand.to_act
    view = hand.view(seat)
    action, player = position_suite.asked("datongzi", f"hard:{worlds}", pos, hand)
    last = player.search.last
    acts = [decode(c["action"]) for c in pos["candidates"]]
    values = [float(c["value"]) for c in pos["candidates"]]
    best = acts[max(range(len(acts)), key=lambda i: values[i])]
    trick = view.get("trick") or {}
    top = (trick.get("top") or {}).get("cards")
    print(f"\n== deal seed {pos['seed']}  seat {seat}  counts {view['counts']}  points {view.get('points')}"
          f"  bonus {view.get('bonus')}  out {view.get('out')}")
    print(f"   hand: {format_cards(sorted(hand.state.hands[seat], key=lambda c: (value(c) or 0, str(c))))}")
    pts = player.rules.points(parse_table(view, player.rules).trick_cards)
    print(f"   {'follows ' + ' '.join(top) if top else 'leads'}  (trick points {pts})")
    print(f"   hard plays {_name(action)}; analysis ({pos['worlds']} worlds, {pos['method']['rollout']}): "
          + ", ".join(f"{_name(a)} {v:+.1f}" for a, v in zip(acts, values)))
    cands = list(last.get("cands", []))
    print(f"   hard's search ({last.get('worlds')} worlds): "
          + ", ".join(f"{_name(a)} {100 * m:+.1f}" for a, m in zip(cands, last.get("means", [])))
          + f"; analysis's best {'among them' if best in cands else 'NOT searched'}")
    # the analysis's worlds: its hidden hands, rolled out by hard's policy
    pair = [action, best] if action != best else [action]
    race: list[list[float]] = [[] for _ in pair]
    whole: list[list[float]] = [[] for _ in pair]

    def play_again(world: Any, k: int) -> None:
        for i, a in enumerate(pair):
            r_, m_ = _full(world, a, pos["seed"] + k, seat)
            race[i].append(r_)
            whole[i].append(m_)

    n = position_suite.rollouts_against_analysis(
        pos, hand, pair, lambda acts_, hidden: _rollouts(player.search, view, acts_, hidden), digits=1,
        each_world=play_again if full else None)
    if full:
        for i, a in enumerate(pair):
            print(f"   played out again: {_name(a)} R {sum(race[i]) / n:+.1f}, "
                  f"R + 奖励分 less the others' mean {sum(whole[i]) / n:+.1f}")
        if len(pair) == 2:
            d = [y - x for x, y in zip(whole[0], whole[1])]
            m, lo, hi = mean_ci(d)
            print(f"   best − hard's play, R + 奖励分 relative: {m:+.1f} [{lo:+.1f}, {hi:+.1f}]")


def study(path: Path, worlds: int, worst: int, seeds: list[int], full: bool) -> None:
    positions = load(path)["positions"]
    start = time.process_time()
    if seeds:
        chosen = [p for p in positions if p["seed"] in seeds]
    else:
        judged = []
        for pos in positions:
            hand = rebuild(pos)
            action = position_suite._play("datongzi", f"hard:{worlds}", pos, hand)
            p, c = position_suite._judge(pos, hand, action)
            judged.append((p if c is None else c, pos["seed"], encode(action)["cards"]))
        judged.sort(reverse=True)
        print(f"{path.name}: hard:{worlds} cross-fit regret by position, worst first: "
              + ", ".join(f"{s} {r:.1f}" for r, s, _ in judged[:worst]))
        top = {s for _, s, _ in judged[:worst]}
        chosen = sorted((p for p in positions if p["seed"] in top),
                        key=lambda p: -next(r for r, s, _ in judged if s == p["seed"]))
    for pos in chosen:
        describe(pos, worlds, full)
    print(f"({time.process_time() - start:.0f} CPU-s)", flush=True)


def _kind(a: Action, rules: Any) -> str:
    if a.kind != "play":
        return "pass"
    combo = rules.classify(a.cards, rules.options)
    return {"bomb": "bomb", "tongzi": "unit", "dizha": "unit"}.get(combo.kind, "plain")


def compare_z(path: Path, worlds: int, zs: list[float]) -> None:
    """``hard``'s play at every position under each ``Z`` of ``zs`` (its search's worlds are drawn
    before ``Z`` acts, so one search gives every ``Z``'s play), judged as ``bench`` judges: each
    ``Z``'s mean cross-fitted regret, and its paired gain over the first ``Z`` with the plays it
    changes."""
    positions = load(path)["positions"]
    start = time.process_time()
    regret: dict[float, list[float]] = {z: [] for z in zs}
    changed: dict[float, list[str]] = {z: [] for z in zs}
    classes: dict[str, list[float]] = {}
    for pos in positions:
        hand = rebuild(pos)
        action, player = position_suite.asked("datongzi", f"hard:{worlds}", pos, hand)
        last = player.search.last
        plays = {}
        for z in zs:
            if "per_world" in last and len(last["cands"]) > 1 and last["worlds"] >= MIN_WORLDS:
                t = parse_table(hand.view(hand.to_act), player.search.rules)
                plays[z] = last["cands"][player.search.pick(t, last["cands"], last["per_world"],
                                                            player.normal, z)]
                if z == zs[0] and plays[z] != action:
                    raise RuntimeError(f"{pos['seed']}: the search's record does not give its play")
            else:
                plays[z] = action  # no search (one candidate, going out): every Z plays alike
        for z in zs:
            p, c = position_suite._judge(pos, hand, plays[z])
            regret[z].append(p if c is None else c)
            if plays[z] != plays[zs[0]]:
                changed[z].append(f"{pos['seed']} {_name(plays[zs[0]])} -> {_name(plays[z])} "
                                  f"{regret[zs[0]][-1] - regret[z][-1]:+.1f}")
        # the class: leads or follows, the kind of hard's play and of the analysis's best
        acts = [decode(c["action"]) for c in pos["candidates"]]
        best = max(range(len(acts)), key=lambda i: float(pos["candidates"][i]["value"]))
        rules = player.search.rules
        searched = "searched" if acts[best] in last.get("cands", []) else "not searched"
        follows = "follows" if (hand.view(hand.to_act).get("trick") or {}).get("top") else "leads"
        key = f"{follows}: hard {_kind(plays[zs[0]], rules)}, best {_kind(acts[best], rules)} ({searched})"
        if plays[zs[0]] == acts[best]:
            key = "hard plays the best"
        got = classes.setdefault(key, [])
        got.append(regret[zs[0]][-1])
    print(f"{path.name}: hard:{worlds}, {len(positions)} positions ({time.process_time() - start:.0f} CPU-s)")
    for z in zs:
        m, lo, hi = mean_ci(regret[z])
        line = f"  Z {z:g}: cross-fit regret {m:.3f} [{lo:.3f}, {hi:.3f}]"
        if z != zs[0]:
            g, glo, ghi = mean_ci([a - b for a, b in zip(regret[zs[0]], regret[z])])
            line += (f"  gain over Z {zs[0]:g} {g:+.3f} [{glo:+.3f}, {ghi:+.3f}] "
                     f"({len(changed[z])} plays changed)")
        print(line)
        for c in changed[z]:
            print(f"      {c}")
    total = sum(regret[zs[0]])
    print(f"  classes at Z {zs[0]:g} (positions, summed cross-fit regret, share):")
    for key, xs in sorted(classes.items(), key=lambda kv: -sum(kv[1])):
        print(f"    {key:<60} {len(xs):>3}  {sum(xs):7.1f}  {sum(xs) / total if total else 0:.0%}")


def compare_variant(path: Path, worlds: int, settings: list[str]) -> None:
    """``hard``'s play at every position as shipped and with ``settings`` (module constants of
    ``ai.games.datongzi_search``), judged as ``bench`` judges (``position_suite.compare_hard``)."""
    from ai.games import datongzi_search as dtz

    pairs = [x.split("=", 1) for x in settings]
    shipped = {name: getattr(dtz, name) for name, _ in pairs}
    varied = {name: type(shipped[name])(ast.literal_eval(v)) for name, v in pairs}

    @contextmanager
    def with_settings() -> Iterator[None]:
        for name, v in varied.items():
            setattr(dtz, name, v)
        try:
            yield
        finally:
            for name, v in shipped.items():
                setattr(dtz, name, v)

    position_suite.compare_hard("datongzi", path, worlds, " ".join(settings), with_settings)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--suite", nargs="*", type=Path, default=SUITES)
    ap.add_argument("--worlds", type=int, default=40)
    ap.add_argument("--worst", type=int, default=6)
    ap.add_argument("--seeds", nargs="*", type=int, default=[])
    ap.add_argument("--full", action="store_true",
                    help="play the analysis's worlds out again, scoring 奖励分 too")
    ap.add_argument("--variant", nargs="*", default=[],
                    help="NAME=VALUE settings of ai.games.datongzi_search compared with its defaults")
    ap.add_argument("--z", nargs="*", type=float, default=[],
                    help="compare hard's plays under these values of the search's Z (the first the base)")
    args = ap.parse_args(argv)
    for path in args.suite:
        if args.variant:
            compare_variant(path, args.worlds, args.variant)
            continue
        if args.z:
            compare_z(path, args.worlds, args.z)
            continue
        study(path, args.worlds, args.worst, args.seeds, args.full)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
