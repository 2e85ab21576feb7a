"""Our 斗地主 AI against RLCard's rule-based agent (``DouDizhuRuleAgentV1``, the agent of
rlcard.models "doudizhu-rule-v1"), measured as DouZero's evaluation measures it (issue 37).

No bidding: the landlord's seat is fixed per deal (seat 0 gets the bottom by bidding 3 at once), as
DouZero's evaluation deals a landlord 20 cards. Every deal is played twice with the roles swapped:
our AI as landlord against two RLCard farmers, then RLCard as landlord against two of our farmers.
WP is the share of games a side wins; ADP the average points, DouZero's way: ±2 × 2^bombs (bombs
and rockets played) for the landlord's side, the farmers' side the same with the opposite sign.

Results are appended, one line per deal, to benchmarks/data/peers/strength-<level>[-<tag>].jsonl
(commit it): a rerun skips the deals already there, so a run can be stopped and resumed; ``--tag``
keeps the results of another version of the AI apart. The run stops when
the 95% interval of the WP over both roles lies wholly above or below ``--target`` (after at least
``--min-deals``), or at ``--deals``.

    nice -n 10 timeout 3000 /work/peers/venv/bin/python benchmarks/peers/strength.py --level normal

Prints figures; asserts nothing."""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections import Counter

import numpy as np
from peers import CARD_TYPE, ROOT, to_rlcard, values_of
from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

from ai import make_player
from engine import Action
from engine.cards import make_deck
from engine.games.doudizhu import new_hand
from engine.games.doudizhu.combos import classify

DATA = ROOT / "benchmarks" / "data" / "peers"
LANDLORD = 0


def deal(index: int, base: int) -> dict:
    """Deal ``index`` of the run: 17 cards each and the bottom, the same for every level."""
    cards = make_deck(1)
    random.Random(base * 1_000_003 + index).shuffle(cards)
    return {"hands": [cards[3 + 17 * i:20 + 17 * i] for i in range(3)], "bottom": cards[:3]}


class RLCardSeat:
    """RLCard's rule agent at one seat: it reads RLCard's raw observation, built here from the
    hand's public trace, this seat's cards and our legal plays that RLCard's action table has."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.agent = DouDizhuRuleAgentV1()
        self.unknown = Counter()  # why the agent could not answer: its own answer then is a pass

    def choose(self, hand, trace: list[tuple[int, str]]) -> Action:
        legal = {("pass" if a.kind == "pass" else to_rlcard(values_of(a.cards))): a
                 for a in hand.legal_actions()}
        actions = [s for s in legal if s == "pass" or s in CARD_TYPE[2]]
        obs = {"current_hand": to_rlcard(values_of(hand.state.hands[self.seat])), "trace": list(trace),
               "actions": actions, "landlord": LANDLORD, "self": self.seat}
        try:
            pick = self.agent.step({"raw_obs": obs})
        except KeyError:  # the trick's top is a play RLCard's table lacks (docs/peers.md)
            self.unknown["top unknown to RLCard"] += 1
            pick = "pass" if "pass" in legal else actions[0]
        if pick not in legal:
            self.unknown["answer not legal here"] += 1
            pick = "pass" if "pass" in legal else actions[0]
        return legal[pick]


def play(cards: dict, ours_side: str, level: str, seed: int, kinds: Counter) -> dict:
    """One game of a deal: ``ours_side`` ("landlord" or "farmers") is our AI, the other side RLCard's
    agent. Returns who won, the bombs, the game's length and the kinds our side played."""
    hand = new_hand(seed=seed, deal=cards, context={"first_bidder": LANDLORD})
    hand.apply(Action("bid", value=3))  # DDZ-3.1: a 3 ends the bidding; the landlord is fixed
    ours = [s for s in range(3) if (s == LANDLORD) == (ours_side == "landlord")]
    players = {s: make_player("doudizhu", level, seed * 3 + s) for s in ours}
    rl = {s: RLCardSeat(s) for s in range(3) if s not in ours}
    np.random.seed(seed % 2**32)  # the rule agent's random fallback
    trace: list[tuple[int, str]] = []
    while not hand.is_over:
        seat = hand.to_act
        if seat in players:
            action = players[seat].choose(hand.view(seat), hand.legal_actions())
            if action.kind == "play":
                kinds[classify(action.cards).kind] += 1
        else:
            action = rl[seat].choose(hand, trace)
        trace.append((seat, "pass" if action.kind == "pass" else to_rlcard(values_of(action.cards))))
        hand.apply(action)
    view = hand.view(None)
    landlord_won = view["out"][0] == LANDLORD
    won = landlord_won == (ours_side == "landlord")
    bombs = view["bombs"]
    unknown = sum((s.unknown for s in rl.values()), Counter())
    left = min(len(hand.state.hands[s]) for s in ours)  # how far our side was from going out
    return {"win": won, "bombs": bombs, "points": (2 if won else -2) * 2 ** bombs, "moves": len(trace),
            "left": left, "rl_fallbacks": dict(unknown)}


def interval(wins: float, n: int) -> tuple[float, float]:
    """Wilson's 95% interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


def mean_ci(xs: list[float]) -> str:
    if len(xs) < 2:
        return "—"
    m = sum(xs) / len(xs)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))
    return f"{m:+.3f} ± {1.96 * sd / math.sqrt(len(xs)):.3f}"


def report(rows: list[dict], level: str, target: float) -> tuple[float, float]:
    n = len(rows)
    land = sum(r["landlord"]["win"] for r in rows)
    farm = sum(r["farmers"]["win"] for r in rows)
    lo, hi = interval(land + farm, 2 * n)
    print(f"{level}: {n} deals, {2 * n} games against RLCard's rule agent")
    for side, w in (("landlord", land), ("farmers", farm)):
        a, b = interval(w, n)
        adp = mean_ci([r[side]["points"] for r in rows])
        print(f"  as {side:8s} WP {w / max(n, 1):.3f} [{a:.3f}, {b:.3f}]  ADP {adp}")
    print(f"  both roles  WP {(land + farm) / max(2 * n, 1):.3f} [{lo:.3f}, {hi:.3f}] (target {target})")
    return lo, hi


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="normal")
    ap.add_argument("--deals", type=int, default=2000, help="the most deals to play")
    ap.add_argument("--min-deals", type=int, default=200)
    ap.add_argument("--target", type=float, default=0.75)
    ap.add_argument("--base", type=int, default=37, help="which deals (the same for every level)")
    ap.add_argument("--cpu", type=float, default=0, help="stop after this many CPU seconds (0: no limit)")
    ap.add_argument("--tag", default="", help="names the results file apart (the AI's version, say)")
    args = ap.parse_args()
    DATA.mkdir(parents=True, exist_ok=True)
    path = DATA / f"strength-{args.level}{'-' + args.tag if args.tag else ''}.jsonl"
    # a run stopped mid-write leaves at most one broken last line: it is dropped and replayed
    rows = []
    for line in path.read_text().splitlines() if path.exists() else []:
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            pass
    rows = [r for r in rows if r["base"] == args.base]
    done = {r["deal"] for r in rows}
    kinds: Counter = Counter()
    t0 = time.process_time()
    with path.open("a") as out:
        for i in range(args.deals):
            if i in done:
                continue
            lo, hi = report(rows, args.level, args.target) if rows and len(rows) % 50 == 0 else (0, 1)
            if len(rows) >= args.min_deals and (lo > args.target or hi < args.target):
                print("decided: the interval excludes the target")
                break
            if args.cpu and time.process_time() - t0 > args.cpu:
                print("CPU budget spent; rerun to resume")
                break
            cards = deal(i, args.base)
            seed = args.base * 1_000_003 + i
            t = time.process_time()
            row = {"base": args.base, "deal": i, "level": args.level,
                   "landlord": play(cards, "landlord", args.level, seed, kinds),
                   "farmers": play(cards, "farmers", args.level, seed, kinds)}
            row["cpu_s"] = round(time.process_time() - t, 3)
            out.write(json.dumps(row) + "\n")
            out.flush()
            rows.append(row)
    report(rows, args.level, args.target)
    for side in ("landlord", "farmers"):  # how close our side came in the games it lost
        left = Counter(min(r[side]["left"], 10) for r in rows if not r[side]["win"])
        near = sum(n for k, n in left.items() if k <= 2)
        print(f"  lost as {side}: {sum(left.values())}, of which {near} with 1–2 cards left; "
              f"cards left (10: 10 or more): {dict(sorted(left.items()))}")
    lost = [r for r in rows if not r["landlord"]["win"] or not r["farmers"]["win"]]
    print(f"  deals with a game lost: {len(lost)}; RLCard fallbacks: "
          f"{sum((Counter(r[s]['rl_fallbacks']) for r in rows for s in ('landlord', 'farmers')), Counter())}")
    if kinds:
        print(f"  kinds our AI played this run: {dict(kinds.most_common())}")


if __name__ == "__main__":
    main()
