"""Counterfactual choice bench (issue #35): what each option of a choice phase was worth, and the AI's regret.

    python benchmarks/choice_bench.py --games sandayi --phases report dabuda [--level normal]
        [--rollout normal] [--deals 300] [--worlds 8] [--minutes 14] [--seed 1] [--hard-worlds 30]
        [--out FILE] [--report-only] [--markdown]

Hands are played by ``--level`` at every seat, up to their card play (every choice phase but
找朋友's throw choice comes before it, so the rest of a hand is not played). At every decision
outside card play with two or more options (bids, 捶, 开枪/投降, 反枪, 抖/反抖, 包牌, the friend
call, the bury, 报到, 打不打, 摊打, 扯旋's bets …; ``--phases`` keeps some), the point is re-dealt
``--worlds`` times as the deciding seat could imagine it (``ai.counterfactual.redeal``: its own and
every public card stay, the rest is shuffled, and the world must give it the very same view), and
in each world every option is played to the end of the hand by ``--rollout`` at every seat with
the same seeds (common random numbers).
An option's value at a point is its mean score for the deciding seat over the worlds; a point's
regret is the best option's value less the chosen one's.

Printed per game, phase and bucket (the phase's context, as in ``choice_buckets.py``): each
option's mean value over the points with its 95 % interval (Student's t), how often the AI chose
it, the mean regret, the mean spread (best less worst option) and ``FLAG`` where another option
beats the AI's choice with 95 % confidence (paired over the points). Each point is appended to a
JSONL file under ``benchmarks/results/`` as it is measured; a rerun with the same settings skips
the points done (resumable), and ``--minutes`` of CPU time stop it taking new points: one game
answers in bounded time.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from choice_buckets import GAMES, _context  # noqa: E402

import engine  # noqa: E402
from ai import make_player, pimc  # noqa: E402
from ai.counterfactual import label, option_values, options_of, point_of, redeal  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"
#: Student's t at 97.5 % by degrees of freedom: a bucket of a few points must not be flagged on the
#: normal approximation's too narrow interval
T975 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23,
        12: 2.18, 15: 2.13, 20: 2.09, 30: 2.04, 60: 2.00}


def t_ci(xs: list[float]) -> tuple[float, float, float]:
    """Mean and 95 % interval of ``xs`` by Student's t."""
    m, lo, _ = mean_ci(xs)
    df = len(xs) - 1
    if df < 1:
        return m, m, m
    t = next((v for k, v in sorted(T975.items()) if df <= k), 1.96)
    h = (m - lo) / 1.96 * t
    return m, m - h, m + h


def _done(path: Path) -> dict[tuple[int, int], dict[str, Any]]:
    out: dict[tuple[int, int], dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue  # a line cut short by an interrupted run is measured again
            out[(row["deal"], row["step"])] = row
    return out


def measure(game_id: str, args: argparse.Namespace, path: Path) -> list[dict[str, Any]]:
    """Every point of ``args.deals`` hands (those in ``path`` read back, the others measured and
    appended) until ``args.minutes`` have passed."""
    done = _done(path)
    rows = list(done.values())
    start = time.process_time()
    failed = 0
    with path.open("a", encoding="utf-8") as log:
        for i in range(args.deals):
            if time.process_time() - start > args.minutes * 60:
                print(f"  {game_id}: stopped after {args.minutes} CPU minutes at deal {i}", file=sys.stderr)
                break
            dseed = deal_seed(args.seed, i)
            hand = engine.new_hand(game_id, seed=dseed)
            players = [make_player(game_id, args.level, seed=dseed + s) for s in range(hand.num_players)]
            step = 0
            while not hand.is_over:
                seat = hand.to_act
                view, legal = hand.view(seat), hand.legal_actions()
                action = players[seat].choose(view, legal)
                phase = view.get("phase") or ""
                if phase == "play" and not _later_choices(game_id, args.phases):
                    break  # every choice phase but 找朋友's throw choice comes before card play
                if (phase != "play" and (not args.phases or phase in args.phases)
                        and (i, step) not in done):
                    opts = options_of(game_id, legal, action)
                    if len(opts) > 1:
                        row = _point(game_id, hand, i, step, opts, action, view, args)
                        if row is None:
                            failed += 1
                        else:
                            rows.append(row)
                            log.write(json.dumps(row, ensure_ascii=False) + "\n")
                            log.flush()
                hand.apply(action)
                step += 1
    if failed:
        print(f"  {game_id}: {failed} points had no world consistent with the seat's view", file=sys.stderr)
    return rows


def _later_choices(game_id: str, phases: list[str]) -> bool:
    """Whether a wanted choice phase can come during card play (找朋友's ``throw_choice`` only)."""
    return game_id == "zhaopengyou" and (not phases or "throw_choice" in phases)


def _point(game_id: str, hand: engine.Hand, i: int, step: int, opts: dict[str, engine.Action],
           chosen: engine.Action, view: dict[str, Any], args: argparse.Namespace) -> dict[str, Any] | None:
    point = point_of(hand)
    values: dict[str, list[float]] = {k: [] for k in opts}
    for w in range(args.worlds):
        rng = random.Random(deal_seed(args.seed + 7 * w + 1, i * 1000 + step))
        world = redeal(point, rng)
        if world is None:
            continue
        got = option_values(world, opts, args.rollout, seed=rng.randrange(2**31))
        for k, v in got.items():
            values[k].append(v)
    if not values[label(game_id, chosen)]:
        return None
    return {"deal": i, "step": step, "seat": hand.to_act, "phase": view.get("phase"),
            "context": _context(game_id, view, chosen), "chosen": label(game_id, chosen), "values": values}


def _grouped(row: dict[str, Any]) -> dict[str, Any]:
    """A row with its option names as ``label`` names them now (a file written when each of
    三打一's 报到 cards was its own option: the first listed stands for the name)."""
    values: dict[str, list[float]] = {}
    for k, v in row["values"].items():
        values.setdefault(k.split(":")[0], v)
    return dict(row, values=values, chosen=row["chosen"].split(":")[0])


def report(game_id: str, rows: list[dict[str, Any]], args: argparse.Namespace) -> None:
    """The figures per phase and bucket; with ``args.markdown`` also as one Markdown table."""
    print(f"{game_id}: level {args.level}, roll-outs {args.rollout}, {args.worlds} worlds a point, "
          f"{len(rows)} points")
    buckets: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in map(_grouped, rows):
        buckets[(r["phase"], r["context"])].append(r)
    table = []
    for (phase, ctx), pts in sorted(buckets.items()):
        means = [{k: sum(v) / len(v) for k, v in p["values"].items() if v} for p in pts]
        regret = [max(m.values()) - m[p["chosen"]] for m, p in zip(means, pts)]
        spread = [max(m.values()) - min(m.values()) for m in means]
        rg, rlo, rhi = t_ci(regret)
        sp = sum(spread) / len(spread)
        head = (f"{len(pts)} points, regret {rg:.2f} [{rlo:.2f}, {rhi:.2f}], spread {sp:.2f}, "
                f"regret/spread {rg / sp if sp else 0.0:.1%}")
        print(f"  {phase} {ctx or '-'}: {head}")
        for k in sorted({k for m in means for k in m}):
            own = [m[k] for m in means if k in m]
            v, lo, hi = t_ci(own)
            picked = sum(1 for p in pts if p["chosen"] == k)
            diff = [m[k] - m[p["chosen"]] for m, p in zip(means, pts) if k in m and p["chosen"] != k]
            vs, flag = "", ""
            if len(diff) >= 2:
                d, dlo, dhi = t_ci(diff)
                vs = f"{d:+.2f} [{dlo:+.2f}, {dhi:+.2f}]"
                flag = "FLAG" if dlo > 0 else ""
            note = f"  vs AI's choice {vs}" + (f"  {flag}" if flag else "") if vs else ""
            print(f"    {k:<10} value {v:+.2f} [{lo:+.2f}, {hi:+.2f}] (n {len(own)}), "
                  f"chosen {picked}/{len(pts)}{note}")
            table.append(f"| {phase} | {ctx or '—'} | {head} | {k} | {v:+.2f} [{lo:+.2f}, {hi:+.2f}] "
                         f"| {picked}/{len(pts)} | {vs or '—'} | {'**FLAG**' if flag else ''} |")
    if args.markdown and table:
        print("\n| phase | bucket | points, regret, spread | option | value [95 % CI] | chosen "
              "| vs AI [95 % CI] | |")
        print("|---|---|---|---|---|---|---|---|")
        print("\n".join(table))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", nargs="*", default=list(GAMES), choices=GAMES)
    p.add_argument("--phases", nargs="*", default=[], help="only these phases (default: every choice phase)")
    p.add_argument("--level", default="normal", help="the seats' level in the sampled hands")
    p.add_argument("--rollout", default="normal", help="the level that plays every option out")
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--worlds", type=int, default=8, help="re-dealt worlds per point")
    p.add_argument("--minutes", type=float, default=14.0, help="CPU minutes, then no new point")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard-worlds", type=int, default=30, help="worlds of hard's search (load-free)")
    p.add_argument("--out", type=Path, default=None, help="the JSONL file (default: benchmarks/results/)")
    p.add_argument("--report-only", action="store_true", help="print what the file holds, measure nothing")
    p.add_argument("--markdown", action="store_true", help="also print the figures as a Markdown table")
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = args.hard_worlds
    pimc.LIGHT_BUDGET_MS = 1e9  # fixed world counts: the figures do not depend on the machine's load
    RESULTS.mkdir(parents=True, exist_ok=True)
    for game_id in args.games:
        phases = "-".join(sorted(args.phases)) or "all"
        path = args.out or RESULTS / (f"choice-{game_id}-{phases}-{args.level}-{args.rollout}"
                                      f"-w{args.worlds}-s{args.seed}.jsonl")
        rows = list(_done(path).values()) if args.report_only else measure(game_id, args, path)
        if args.phases:
            rows = [r for r in rows if r["phase"] in args.phases]
        report(game_id, rows, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
