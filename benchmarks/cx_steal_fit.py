"""扯旋 敲 at a small price (issue #35): which stored choice-bench points make the all-in best, whether
the AI's own reading of a 敲 predicts the folds behind it, and the fits that reading uses.

    python benchmarks/cx_steal_fit.py FILE --seed S [--worlds 20]      # per point, and the call fit
    python benchmarks/cx_steal_fit.py --fit-raise 400 --seed 99        # the raise fit

For each stored bet point of FILE (a ``choice_bench.py`` file of 扯旋's bets, its hands played by
``normal``) the hand is played again by ``normal`` up to the point (a point the replay does not reach,
because this code decides otherwise earlier, is passed over). Printed per point: the street, the own
cards' equity against a random hand (``partial_equity``), the pot and the own commitment in antes,
the seats that answered the 敲, the stored mean of 敲 less the AI's choice and how many stored worlds
called it; then, in ``--worlds`` uniform re-deals of the point (``ai.counterfactual.redeal``), the
share where every seat folds when fresh ``normal`` players answer the 敲, against the share
``chexuan.shove_call_chance`` predicts in the same worlds. Last, the logistic fit of a seat's answer
on its cards' margin over its bar (``SHOVE_CALL_CENTER`` and ``SCALE``).

``--fit-raise N``: N self-play hands of ``normal`` without its 敲 at a small price (``STEAL_PRICE``
0); at every bet decision where a raise is legal,
whether it raised more than ``STEAL_PRICE`` antes or went 敲, fitted per street as a logistic in its
cards' ``partial_equity`` (``RAISE_CHANCE``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ai import make_player  # noqa: E402
from ai.counterfactual import point_of, redeal  # noqa: E402
from ai.duel import deal_seed  # noqa: E402
from ai.games import chexuan  # noqa: E402
from ai.games.chexuan_eval import mask_of, partial_equity, range_equity  # noqa: E402


def _points(rows: list[dict[str, Any]], seed: int) -> Iterator[tuple[dict[str, Any], engine.Hand]]:
    """(row, hand at the point) for each stored row the replay by ``normal`` reaches."""
    want: dict[int, dict[int, dict[str, Any]]] = defaultdict(dict)
    for r in rows:
        want[r["deal"]][r["step"]] = r
    for i, pts in sorted(want.items()):
        dseed = deal_seed(seed, i)
        hand = engine.new_hand("chexuan", seed=dseed)
        players = [make_player("chexuan", "normal", seed=dseed + s) for s in range(hand.num_players)]
        step, last = 0, max(pts)
        while not hand.is_over and step <= last:
            seat = hand.to_act
            view, legal = hand.view(seat), hand.legal_actions()
            action = players[seat].choose(view, legal)
            if step in pts and pts[step]["seat"] == seat and any(a.kind == "allin" for a in legal):
                yield pts[step], hand
            hand.apply(action)
            step += 1


def _answers(world: engine.Hand, rng: random.Random) -> dict[int, bool]:
    """Each seat's answer to the deciding seat's 敲 in ``world``, by a fresh ``normal`` player (True:
    it stays in). ``world`` is played on."""
    me = world.to_act
    world.apply(next(a for a in world.legal_actions() if a.kind == "allin"))
    out: dict[int, bool] = {}
    while (s := world.to_act) is not None and s != me and s not in out \
            and world.view(s).get("phase") == "bet":
        player = make_player("chexuan", "normal", seed=rng.getrandbits(32))
        a = player.choose(world.view(s), world.legal_actions())
        out[s] = a.kind != "fold"
        world.apply(a)
    return out


def _margins(world: engine.Hand) -> dict[int, tuple[int, float]]:
    """Per seat that must answer a 敲 of the seat to act: (its current cards, their equity against
    the 敲's range less its bar), as ``ChexuanPlayer._shove_ev`` reads them."""
    view = world.view(world.to_act)
    eq = range_equity(chexuan._ranking(view), chexuan.read_beta(view["stakes"][view["viewer"]], view["ante"]))
    out = {}
    for j, bar in chexuan.shove_bars(view).items():
        cur = mask_of(world.view(j)["hands"][j] or [])
        out[j] = (cur, eq.get(cur, -1.0) - bar)
    return out


def _logit_fit(data: list[tuple[float, bool]], centres: list[float],
               scales: list[float]) -> tuple[float, float, float]:
    """The (log-likelihood, centre, scale) of the best logistic on a grid."""
    best = (-math.inf, 0.0, 1.0)
    for c in centres:
        for s in scales:
            ll = 0.0
            for x, y in data:
                p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, (x - c) / s))))
                p = min(max(p, 1e-9), 1 - 1e-9)
                ll += math.log(p if y else 1 - p)
            if ll > best[0]:
                best = (ll, c, s)
    return best


def per_point(rows: list[dict[str, Any]], seed: int, worlds: int) -> None:
    peq = partial_equity()
    answers: list[tuple[float, bool]] = []
    print("deal step st   eq   pot mine behind | allin-AI called | all fold: players model")
    for r, hand in _points(rows, seed):
        view = hand.view(r["seat"])
        ante = max(1, view["ante"])
        means = {k: sum(v) / len(v) for k, v in r["values"].items() if v}
        others = sum(view["committed"]) - view["committed"][r["seat"]]
        called = sum(1 for v in r["values"]["allin"] if v < others)
        point = point_of(hand)
        rng = random.Random(deal_seed(seed, r["deal"] * 1000 + r["step"]))
        folds = model = 0.0
        n = behind = 0
        for _ in range(worlds):
            world = redeal(point, rng)
            if world is None:
                continue
            margins = _margins(world)
            p_fold = 1.0
            for cur, x in margins.values():
                p_fold *= 1.0 - chexuan.shove_call_chance(cur, x)
            said = _answers(world, rng)
            behind, n = len(said), n + 1
            folds += not any(said.values())
            model += p_fold
            answers += [(margins[s][1], v) for s, v in said.items() if s in margins]
        if n:
            own = peq[mask_of(view["hands"][r["seat"]])]
            print(f"{r['deal']:4d} {r['step']:4d} {view['street']:2d} {own:+.2f} "
                  f"{sum(view['committed']) / ante:5.1f} {view['committed'][r['seat']] / ante:4.1f} "
                  f"{behind:6d} | "
                  f"{means['allin'] - means[r['chosen']]:+6.2f} {called}/{len(r['values']['allin'])} | "
                  f"{folds / n:.2f} {model / n:.2f}")
    ll, c, s = _logit_fit(answers, [x / 100 for x in range(-30, 5)], [x / 200 for x in range(4, 40)])
    print(f"{len(answers)} answers, {sum(y for _, y in answers)} stayed in; fit: centre {c:+.2f}, "
          f"scale {s:.3f} (log-likelihood {ll:.1f}; the code: {chexuan.SHOVE_CALL_CENTER:+.2f}, "
          f"{chexuan.SHOVE_CALL_SCALE:.3f})")


def fit_raise(deals: int, seed: int) -> None:
    peq = partial_equity()
    # the hands `normal` raises big with, by its raise path: its 敲 at a small price (weak cards
    # the seats behind fold to) is switched off while the hands are played
    limit, chexuan.STEAL_PRICE = chexuan.STEAL_PRICE, 0
    by_street: dict[int, list[tuple[float, bool]]] = defaultdict(list)
    for i in range(deals):
        d = deal_seed(seed, i)
        hand = engine.new_hand("chexuan", seed=d)
        players = [make_player("chexuan", "normal", seed=d + s) for s in range(hand.num_players)]
        while (s := hand.to_act) is not None:
            view, legal = hand.view(s), hand.legal_actions()
            a = players[s].choose(view, legal)
            if view.get("phase") == "bet" and any(x.kind == "raise" for x in legal):
                big = a.kind == "allin" or (a.kind == "raise" and int(a.value or 0) - view["current_bet"]
                                            > limit * max(1, view["ante"]))
                by_street[view["street"]].append((peq[mask_of(view["hands"][s])], big))
            hand.apply(a)
    chexuan.STEAL_PRICE = limit
    for street, data in sorted(by_street.items()):
        ll, c, s = _logit_fit(data, [x / 100 for x in range(0, 100)], [x / 200 for x in range(2, 40)])
        print(f"street {street}: {len(data)} decisions, {sum(y for _, y in data)} big raises; fit: "
              f"centre {c:.2f}, scale {s:.3f} (log-likelihood {ll:.1f}; "
              f"the code: {chexuan.RAISE_CHANCE.get(street)})")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("file", type=Path, nargs="?")
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--worlds", type=int, default=20)
    p.add_argument("--fit-raise", type=int, default=0, metavar="DEALS")
    args = p.parse_args(argv)
    if args.fit_raise:
        fit_raise(args.fit_raise, args.seed)
    if args.file is not None:
        rows = [json.loads(x) for x in args.file.read_text(encoding="utf-8").splitlines() if x.strip()]
        per_point([r for r in rows if r["phase"] == "bet" and "allin" in r["values"]], args.seed, args.worlds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
