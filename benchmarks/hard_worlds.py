"""How many worlds the shipped ``hard`` searches per card-play decision on one idle core.

    python benchmarks/hard_worlds.py [--games g1 g2 …] [--decisions 64] [--seed 1] [--rate 0.25]
                                     [--minutes 3]

The link between "``hard`` at N worlds" (the duels' and the position suite's load-free setting) and
the player the app ships, which searches until a time budget is spent (``ai.pimc``'s 200 ms, 打筒子's
``DtzSearch`` the same, 找朋友's 150 ms with a cap of 40 worlds) or for a fixed count (斗地主's
``HARD_WORLDS``). Hands are dealt as ``ai.duel`` numbers them (deal ``i`` of ``--seed``) and played by
``normal``; at a card-play decision with two or more legal plays, drawn with probability ``--rate``,
a fresh ``hard`` player of the seat (as the suite asks one) decides, with its search's clock
replaced by the deciding thread's CPU time: the budget is spent as on an idle core, whatever else
runs on the machine. A decision counts when the search sampled a world (one candidate, a sure
win or going out search nothing). Per game it prints, over ``--decisions`` such decisions (or
what ``--minutes`` of CPU allowed): the worlds reached at p10/p50/p90, how often the world cap was
reached, the decision's CPU time and the worlds per CPU-second. A slower machine reaches
proportionally fewer; the p10 is the conservative figure.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ai import make_player, pimc  # noqa: E402
from ai.bench import percentile  # noqa: E402
from ai.duel import deal_seed  # noqa: E402
from ai.games import datongzi_search, zhaopengyou_mc  # noqa: E402
from ai.housekeeping import between_decisions  # noqa: E402

GAMES = ("banbiantianzha", "datongzi", "banzipao", "sandayi", "zhaopengyou", "doudizhu")

#: the searches' clock: the deciding thread's CPU time, so the budget is what one idle core gives
CPU_CLOCK = types.SimpleNamespace(perf_counter=time.thread_time)


class _Counter:
    """Counts the worlds 找朋友's search draws (its loop keeps the count in a local)."""

    def __init__(self, sample: Any) -> None:
        self.sample = sample
        self.worlds = 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        got = self.sample(*args, **kwargs)
        self.worlds += got is not None
        return got


def _use_cpu_clock() -> _Counter:
    for mod in (pimc, datongzi_search, zhaopengyou_mc):
        mod.time = CPU_CLOCK  # type: ignore[attr-defined]
    pimc.DEFAULT_WORLDS = None  # the shipped setting: think for the budget
    counter = _Counter(zhaopengyou_mc.sample_world)
    zhaopengyou_mc.sample_world = counter  # type: ignore[assignment]
    return counter


def _cap(player: Any) -> int:
    search = getattr(player, "search", None)
    if search is not None:
        return int(search.max_worlds)
    return int(zhaopengyou_mc._MAX_WORLDS)


def _decide(game: str, hand: engine.Hand, seed: int, counter: _Counter) -> tuple[int, float, int] | None:
    """(worlds, CPU seconds, the world cap) of a fresh ``hard`` player's decision here; None when its
    search sampled no world."""
    seat = hand.to_act
    player = make_player(game, "hard", seed=seed)
    search = getattr(player, "search", None)
    if search is not None:
        search.last = None
    counter.worlds = 0
    view, legal = hand.view(seat), hand.legal_actions()
    between_decisions()
    t0 = time.thread_time()
    player.choose(view, legal)
    cpu = time.thread_time() - t0
    if search is not None:
        worlds = int(search.last["worlds"]) if search.last else 0
    else:
        worlds = counter.worlds
    return (worlds, cpu, _cap(player)) if worlds else None


def measure(game: str, decisions: int, seed: int, rate: float, minutes: float,
            counter: _Counter) -> list[tuple[int, float, int]]:
    got: list[tuple[int, float, int]] = []
    start = time.process_time()
    i = 0
    while len(got) < decisions and time.process_time() - start < minutes * 60:
        dseed = deal_seed(seed, i)
        i += 1
        hand = engine.new_hand(game, seed=dseed)
        players = [make_player(game, "normal", seed=dseed + s) for s in range(hand.num_players)]
        draw = random.Random(dseed ^ 0x5EED)
        k = 0
        while not hand.is_over and len(got) < decisions:
            seat = hand.to_act
            view, legal = hand.view(seat), hand.legal_actions()
            if view.get("phase") == "play" and len(legal) > 1 and draw.random() < rate:
                k += 1
                r = _decide(game, hand, dseed * 31 + k, counter)
                if r is not None:
                    got.append(r)
            hand.apply(players[seat].choose(view, legal))
    return got


def _pct(xs: list[float], fmt: str) -> str:
    return "/".join(format(percentile(xs, q), fmt) for q in (10, 50, 90))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", nargs="*", default=list(GAMES), choices=GAMES)
    p.add_argument("--decisions", type=int, default=64)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rate", type=float, default=0.25, help="the chance a card-play decision is measured")
    p.add_argument("--minutes", type=float, default=3.0, help="CPU minutes per game at most")
    args = p.parse_args(argv)
    counter = _use_cpu_clock()
    print(f"hard's search per card-play decision, its clock the thread's CPU time "
          f"(budget {pimc.DEFAULT_BUDGET_MS:.0f} ms; 找朋友 150 ms; 斗地主 a fixed count)")
    print(f"{'game':<15} {'n':>3}  {'worlds p10/p50/p90':>19}  {'at cap':>6}  {'CPU ms p10/p50/p90':>19}"
          f"  {'worlds/CPU-s p10/p50/p90':>24}")
    total = time.process_time()
    for game in args.games:
        got = measure(game, args.decisions, args.seed, args.rate, args.minutes, counter)
        if not got:
            print(f"{game:<15} no decision searched")
            continue
        worlds = [float(w) for w, _, _ in got]
        cpu = [1000 * c for _, c, _ in got]
        rate = [w / c for w, c, _ in got if c > 0]
        capped = sum(1 for w, _, cap in got if w >= cap) / len(got)
        print(f"{game:<15} {len(got):>3}  {_pct(worlds, '.0f'):>19}  {capped:>6.0%}  {_pct(cpu, '.0f'):>19}"
              f"  {_pct(rate, '.0f'):>24}", flush=True)
    print(f"({time.process_time() - total:.0f} CPU-s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
