"""Where two levels choose different plays, which play is worth more: a duel measured at the decision.

    python benchmarks/level_diff.py GAME [--a hard] [--b normal] [--judge normal] [--worlds 8]
                                    [--search-worlds 30] [--seed 11] [--minutes 5] [--log FILE]

Self-play hands of a climbing game (deal ``i`` of ``--seed`` as ``ai.duel`` numbers them; ``normal`` at
every seat) watch one seat per deal (seat ``i`` mod the players). At each of its card-play decisions
with a choice, a player of level A and one of level B, each following the hand from that seat's
views as a player at the table does (so each keeps its own memory of the cards played), choose; B's
play is the one made. Where the two differ, both plays are played out from the same position in
``--worlds`` worlds re-dealt to what the seat knows, every seat then played by ``--judge``, with
common random numbers (``ai.counterfactual.option_rows``): the paired difference A − B is that
decision's value, in the game's score for the seat. Searching levels sample ``--search-worlds``
worlds a decision (load-free, as ``ai.duel``).

Printed with 95 % intervals over the decisions: A − B overall, by side where the game has a landlord
(``view["landlord"]``), by lead or follow, and by what each level played (a bomb, a pass, neither).
A duel's score needs hundreds of whole deals to show a few points; this spends its play-outs only
where the levels disagree. It judges by ``--judge``'s play, so a level playing like the judge is
favoured where the judge misplays.

Each decision is appended to ``--log`` (default ``benchmarks/data/level_diff/GAME-A-B.jsonl``) as it
is measured and each finished deal is marked: a rerun with the same settings and the same
``engine/`` and ``ai/`` code goes on from the next deal, until ``--minutes`` of CPU time.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ai import counterfactual as cf  # noqa: E402
from ai import make_player, pimc  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.duel_log import code_fingerprint  # noqa: E402
from engine import Action, format_cards  # noqa: E402


def _kind(rules: Any, action: Action) -> str:
    """"pass", "bomb" or "play": the classes the summary splits by (``rules``: a ``ClimbRules``)."""
    if action.kind != "play":
        return "pass"
    return "bomb" if rules.classify(action.cards, rules.options).is_bomb else "play"


def watch_deal(game: str, i: int, args: argparse.Namespace) -> list[dict[str, Any]]:
    """The decisions of deal ``i`` where A and B differ, each with its play-out rows."""
    dseed = deal_seed(args.seed, i)
    hand = engine.new_hand(game, seed=dseed)
    seat = i % hand.num_players
    players = [make_player(game, "normal", seed=dseed + s) for s in range(hand.num_players)]
    a_player = make_player(game, args.a, seed=dseed + 50)
    b_player = make_player(game, args.b, seed=dseed + 50)
    players[seat] = b_player
    rules = players[(seat + 1) % hand.num_players].rules
    found = []
    while not hand.is_over:
        s = hand.to_act
        legal = hand.legal_actions()
        view = hand.view(s)
        chosen = players[s].choose(view, legal)
        if s == seat:  # A is asked at every turn B is, so its memory and random draws keep pace
            a = a_player.choose(view, legal)
            if a != chosen and view.get("phase") == "play":
                rows = cf.option_rows(hand, s, [a, chosen], worlds=args.worlds, level=args.judge,
                                      seed=dseed % 100_003)
                if rows:
                    lord = view.get("landlord")
                    trick = view.get("trick") or {}
                    found.append({
                        "deal": i, "seat": s, "cards": len(hand.state.hands[s]),
                        "side": None if lord is None else ("landlord" if lord == s else "farmer"),
                        "lead": not trick.get("plays"), "a_play": format_cards(a.cards) or "pass",
                        "b_play": format_cards(chosen.cards) or "pass", "a_kind": _kind(rules, a),
                        "b_kind": _kind(rules, chosen), "diff": cf.paired(rows, 0, 1)[0],
                        "rows": rows})
        hand.apply(chosen)
    return found


def _settings(game: str, args: argparse.Namespace) -> dict[str, Any]:
    return {"game": game, "a": args.a, "b": args.b, "judge": args.judge, "worlds": args.worlds,
            "search_worlds": args.search_worlds, "seed": args.seed}


def _read(log: Path, settings: dict[str, Any]) -> tuple[list[dict[str, Any]], int]:
    """The decisions logged so far and the next deal to watch; a new log gets its header."""
    if not log.exists() or not log.read_text(encoding="utf-8").strip():
        log.parent.mkdir(parents=True, exist_ok=True)
        header = {"settings": settings, "code": code_fingerprint()}
        log.write_text(json.dumps(header, sort_keys=True) + "\n", encoding="utf-8")
        return [], 0
    lines = [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines() if x.strip()]
    header = lines[0]
    if header.get("settings") != settings:
        raise SystemExit(f"{log}: written with other settings {header.get('settings')}")
    if header.get("code") != code_fingerprint():
        raise SystemExit(f"{log}: written by other engine/AI code; start a new log (--log)")
    rows = [x for x in lines[1:] if "diff" in x]
    done = [x["done"] for x in lines[1:] if "done" in x]
    last = max(done, default=-1)
    return [x for x in rows if x["deal"] <= last], last + 1


def _line(name: str, xs: list[float]) -> str | None:
    if len(xs) < 2:
        return None
    m, lo, hi = mean_ci(xs)
    return f"  {name:<40} {len(xs):4d}  {m:+8.2f} [{lo:+8.2f}, {hi:+8.2f}]"


def summary(recs: list[dict[str, Any]], a: str, b: str) -> list[str]:
    out = [f"  {'decisions where ' + a + ' and ' + b + ' differ':<34} {'n':>4}  {a} − {b} [95 % CI]"]
    groups: list[tuple[str, list[dict[str, Any]]]] = [("all", recs)]
    for side in ("landlord", "farmer"):
        mine = [r for r in recs if r["side"] == side]
        if mine:
            groups.append((side, mine))
    for name, rs in groups:
        parts = [(name, rs), (" lead", [r for r in rs if r["lead"]]),
                 (" follow", [r for r in rs if not r["lead"]]),
                 (f" {a} bombs, {b} not", [r for r in rs if r["a_kind"] == "bomb" != r["b_kind"]]),
                 (f" {b} bombs, {a} not", [r for r in rs if r["b_kind"] == "bomb" != r["a_kind"]]),
                 (f" {a} passes, {b} plays", [r for r in rs if r["a_kind"] == "pass" != r["b_kind"]]),
                 (f" {b} passes, {a} plays", [r for r in rs if r["b_kind"] == "pass" != r["a_kind"]]),
                 (" both play, no bomb", [r for r in rs if r["a_kind"] == r["b_kind"] == "play"])]
        for label, sub in parts:
            line = _line(label, [r["diff"] for r in sub])
            if line is not None:
                out.append(line)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", choices=sorted(engine.GAMES))
    p.add_argument("--a", default="hard")
    p.add_argument("--b", default="normal")
    p.add_argument("--judge", default="normal", help="the level that plays the worlds out")
    p.add_argument("--worlds", type=int, default=8, help="re-dealt worlds per differing decision")
    p.add_argument("--search-worlds", type=int, default=30, help="worlds per search decision (load-free)")
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--minutes", type=float, default=5.0, help="CPU minutes for this run")
    p.add_argument("--log", type=Path, default=None)
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = args.search_worlds
    pimc.LIGHT_BUDGET_MS = 1e9  # fixed world counts at every level, as ai.duel
    log = args.log or ROOT / "benchmarks" / "data" / "level_diff" / f"{args.game}-{args.a}-{args.b}.jsonl"
    recs, i = _read(log, _settings(args.game, args))
    start = time.process_time()
    while time.process_time() - start < args.minutes * 60:
        found = watch_deal(args.game, i, args)
        with log.open("a", encoding="utf-8") as f:
            for r in found:
                f.write(json.dumps(r, sort_keys=True) + "\n")
            f.write(json.dumps({"done": i}) + "\n")
        recs += found
        i += 1
    print(f"{args.game}: {i} deals watched, {len(recs)} differing decisions, {args.worlds} worlds each, "
          f"judged by {args.judge} ({time.process_time() - start:.0f} CPU-s this run)")
    print("\n".join(summary(recs, args.a, args.b)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
