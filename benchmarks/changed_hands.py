"""Whole hands where a change of ``ai/`` plays differently, against the same hands with the change undone.

    python benchmarks/changed_hands.py GAME --old DIR [--level hard] [--worlds 40] [--seed 8]
                                       [--deals 600] [--select normal|none] [--log FILE]

``benchmarks/ai_versus_old.py`` plays every deal, but ``ai.duel`` seeds its players by rotation, so
even two identical copies of ``ai/`` score away from 0 on a deal: a change met in a few deals out of
a hundred drowns in that noise. Here, first, ``normal`` self-play of deals 0 … ``--deals`` − 1 of
``--seed`` (players seeded as ``benchmarks/changed_decisions.py`` seeds them, each remembering the
hand) names the deals where this tree's ``normal`` and the old one (``DIR``, loaded as ``ai_old``)
choose a different card play; the deal is chosen by the deal alone, never by its result. Then each
such deal is played as ``ai.duel`` plays it, ``--level`` of this tree against the old one and
against an identical copy of this tree (``DIR/../new``: made from this tree's ``ai/`` when absent),
both at ``--worlds``. The difference of the two results is the change's own: exactly 0 where the
hands play alike. ``--select none`` plays every deal instead (a change of ``hard`` alone, which
``normal`` self-play cannot find): the mean is then over all deals, zeros included. The copy is
made afresh on every run, and the log's first line holds both trees' code fingerprints, so a log
is never continued with other code. With ``--log`` each deal is appended as it ends; a rerun goes on
from the log.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ai_versus_old import load_old_at  # noqa: E402

import ai  # noqa: E402
import engine  # noqa: E402
from ai import duel  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.duel_log import code_fingerprint  # noqa: E402


def _use_old(root: Path, worlds: int):
    """Load ``root``'s ``ai`` as ``ai_old`` (dropping one loaded before) and return its games."""
    for name in [m for m in sys.modules if m == "ai_old" or m.startswith("ai_old.")]:
        del sys.modules[name]
    load_old_at(root, worlds)
    return importlib.import_module("ai_old.games")


def changed_deals(game: str, seed: int, deals: int, old_root: Path) -> list[int]:
    """The deals whose ``normal`` self-play meets a card-play decision the old ``normal`` makes
    differently."""
    _use_old(old_root, 40)
    old = importlib.import_module(f"ai_old.games.{game}")
    out = []
    for i in range(deals):
        ds = deal_seed(seed, i)
        hand = engine.new_hand(game, seed=ds)
        new_p = [ai.make_player(game, "normal", seed=ds + s) for s in range(hand.num_players)]
        old_p = [old.make("normal", ds + s) for s in range(hand.num_players)]
        while not hand.is_over:
            s = hand.to_act
            view, legal = hand.view(s), hand.legal_actions()
            a = new_p[s].choose(view, legal)
            if view.get("phase") == "play" and old_p[s].choose(view, legal) != a:
                out.append(i)
                break
            hand.apply(a)
    return out


def _play(game: str, level: str, seed: int, i: int, root: Path, worlds: int) -> tuple[float, float]:
    _use_old(root, worlds)

    def make(game_id: str, which: str, seed: int | None = None):
        if which == "new":
            return ai.make_player(game_id, level, seed=seed)
        return importlib.import_module(f"ai_old.games.{game_id}").make(level, seed)

    duel.make_player = make
    w, s, _ = duel.play_deal(game, "new", "old", seed, i)
    return w, s


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--old", required=True, type=Path)
    p.add_argument("--level", default="hard")
    p.add_argument("--worlds", type=int, default=40)
    p.add_argument("--seed", type=int, default=8)
    p.add_argument("--deals", type=int, default=600)
    p.add_argument("--select", choices=("normal", "none"), default="normal",
                   help="deals where normal plays differently, or every deal")
    p.add_argument("--log", type=Path, default=None)
    args = p.parse_args(argv)
    start = time.process_time()
    copy = args.old.resolve().parent / "new"
    if (copy / "ai").exists():
        shutil.rmtree(copy / "ai")
    shutil.copytree(ROOT / "ai", copy / "ai", ignore=shutil.ignore_patterns("__pycache__"))
    head = {"game": args.game, "level": args.level, "seed": args.seed, "deals": args.deals,
            "worlds": args.worlds, "select": args.select,
            "code": {"new": code_fingerprint(ROOT), "old": code_fingerprint(args.old.resolve())}}
    rows: dict[int, dict] = {}
    if args.log is not None and args.log.exists():
        lines = args.log.read_text(encoding="utf-8").splitlines()
        if json.loads(lines[0]) != head:
            raise SystemExit(f"{args.log} logs another comparison, not {head}")
        rows = {r["i"]: r for r in map(json.loads, lines[1:]) if "i" in r}
        found = next(json.loads(x)["changed"] for x in lines[1:] if "changed" in json.loads(x))
    else:
        found = (changed_deals(args.game, args.seed, args.deals, args.old) if args.select == "normal"
                 else list(range(args.deals)))
        if args.log is not None:
            args.log.write_text(json.dumps(head) + "\n" + json.dumps({"changed": found}) + "\n",
                                encoding="utf-8")
    if args.select == "normal":
        print(f"{len(found)} of {args.deals} deals meet a changed normal decision: {found}", flush=True)
    for i in found:
        if i in rows:
            continue
        w_old, s_old = _play(args.game, args.level, args.seed, i, args.old, args.worlds)
        w_new, s_new = _play(args.game, args.level, args.seed, i, copy, args.worlds)
        rows[i] = {"i": i, "vs_old": [w_old, s_old], "vs_self": [w_new, s_new],
                   "win": w_old - w_new, "score": s_old - s_new}
        print(json.dumps(rows[i]), flush=True)
        if args.log is not None:
            with args.log.open("a", encoding="utf-8") as f:
                f.write(json.dumps(rows[i]) + "\n")
    done = [rows[i] for i in found if i in rows]
    if done:
        w, wl, wh = mean_ci([r["win"] for r in done])
        s, sl, sh = mean_ci([r["score"] for r in done])
        print(f"{args.game} {args.level}: {len(done)} deals, new vs old less new vs itself: win "
              f"{w:+.3f} [{wl:+.3f}, {wh:+.3f}], score {s:+.3f} [{sl:+.3f}, {sh:+.3f}] a hand; "
              f"{sum(r['score'] != 0 for r in done)} deals differ ({time.process_time() - start:.0f} CPU-s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
