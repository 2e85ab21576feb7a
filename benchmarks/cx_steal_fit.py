"""扯旋 敲 at a small price (issue #35): which stored choice-bench points make the all-in best, and
whether the AI's own reading of a 敲 predicts the folds behind it.

    python benchmarks/cx_steal_fit.py FILE --seed S [--worlds 30] [--level normal]

For each stored bet point of FILE (a ``choice_bench.py`` file of 扯旋's bets) the hand is played
again by ``--level`` up to the point. Printed per point: the street, the own cards' equity against a
random hand (``partial_equity``), the pot and the own commitment in antes, the seats that must answer
a 敲, the stored mean of 敲 less the AI's choice and how many stored worlds called it (a 敲 worth
less than the pot); then, in ``--worlds`` uniform re-deals of the point (``ai.counterfactual.redeal``),
the share where every seat behind folds when ``--level`` players are asked to answer the 敲, against
the share the model predicts in the same worlds (a seat calls when its current cards' equity against
the range a 敲 reads as, ``range_equity`` at β = 4, beats what folding keeps), and how often the
model and the players agree seat by seat. Last, the same by bands of the own equity.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ai import make_player  # noqa: E402
from ai.counterfactual import point_of, redeal  # noqa: E402
from ai.duel import deal_seed  # noqa: E402
from ai.games import chexuan  # noqa: E402
from ai.games.chexuan_eval import mask_of, partial_equity  # noqa: E402


def _points(rows: list[dict[str, Any]], seed: int, level: str):
    """(row, hand at the point) for each stored row the replay reaches."""
    want: dict[int, dict[int, dict[str, Any]]] = defaultdict(dict)
    for r in rows:
        want[r["deal"]][r["step"]] = r
    for i, pts in sorted(want.items()):
        dseed = deal_seed(seed, i)
        hand = engine.new_hand("chexuan", seed=dseed)
        players = [make_player("chexuan", level, seed=dseed + s) for s in range(hand.num_players)]
        step, last = 0, max(pts)
        while not hand.is_over and step <= last:
            seat = hand.to_act
            view, legal = hand.view(seat), hand.legal_actions()
            action = players[seat].choose(view, legal)
            if step in pts and pts[step]["seat"] == seat:
                yield pts[step], hand
            hand.apply(action)
            step += 1


def _answers(world: engine.Hand, level: str, rng: random.Random) -> dict[int, bool]:
    """Each seat's answer to the deciding seat's 敲 in ``world`` (True: it stays in)."""
    me = world.to_act
    allin = next(a for a in world.legal_actions() if a.kind == "allin")
    world.apply(allin)
    out: dict[int, bool] = {}
    while world.to_act is not None and world.view(world.to_act).get("phase") == "bet" \
            and world.to_act != me and world.to_act not in out:
        s = world.to_act
        a = make_player("chexuan", level, seed=rng.getrandbits(32)).choose(world.view(s), world.legal_actions())
        out[s] = a.kind != "fold"
        world.apply(a)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("file", type=Path)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--worlds", type=int, default=30)
    p.add_argument("--level", default="normal")
    args = p.parse_args(argv)
    rows = [json.loads(x) for x in args.file.read_text(encoding="utf-8").splitlines() if x.strip()]
    rows = [r for r in rows if r["phase"] == "bet" and "allin" in r["values"]]
    peq = partial_equity()
    bands: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    agree = seats = 0
    print("deal step st  eq   pot mine behind | allin-AI called | fold-all: players model")
    for r, hand in _points(rows, args.seed, args.level):
        view = hand.view(r["seat"])
        ante = max(1, view["ante"])
        own = view["hands"][r["seat"]]
        eq = peq[mask_of(own)]
        pot = sum(view["committed"]) / ante
        means = {k: sum(v) / len(v) for k, v in r["values"].items() if v}
        gain = means["allin"] - means[r["chosen"]]
        called = sum(1 for v in r["values"]["allin"] if v < sum(view["committed"]) - view["committed"][r["seat"]])
        point = point_of(hand)
        rng = random.Random(deal_seed(args.seed, r["deal"] * 1000 + r["step"]))
        folds_all = model_all = n = 0
        behind = 0
        for _ in range(args.worlds):
            world = redeal(point, rng)
            if world is None:
                continue
            stays = chexuan.shove_callers(world.view(r["seat"]), [
                mask_of(world.view(s)["hands"][s] or []) for s in range(world.num_players)])
            ans = _answers(world, args.level, rng)
            behind = len(ans)
            n += 1
            folds_all += not any(ans.values())
            model_all += not stays
            for s, v in ans.items():
                seats += 1
                agree += v == (s in stays)
        if not n:
            continue
        fa, ma = folds_all / n, model_all / n
        print(f"{r['deal']:4d} {r['step']:4d} {view['street']:2d} {eq:+.2f} {pot:5.1f} "
              f"{view['committed'][r['seat']] / ante:4.1f} {behind:6d} | {gain:+6.2f} {called:d}/"
              f"{len(r['values']['allin'])} | {fa:.2f} {ma:.2f}")
        band = "eq<0" if eq < 0 else "eq<0.3" if eq < 0.3 else "eq>=0.3"
        bands[band].append((gain, fa, ma))
    for b, xs in sorted(bands.items()):
        k = len(xs)
        print(f"{b}: {k} points, allin-AI {sum(x[0] for x in xs) / k:+.2f}, all fold (players) "
              f"{sum(x[1] for x in xs) / k:.2f}, (model) {sum(x[2] for x in xs) / k:.2f}")
    print(f"seat by seat, model agrees with the players: {agree}/{seats}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
