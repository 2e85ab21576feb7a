"""This tree's AI against an older copy of ``ai/`` at the same level, on duplicate deals.

    python benchmarks/ai_versus_old.py GAME --old DIR [--level normal] [--deals 200] [--seed 1] [--worlds 30]
                                       [--log FILE]

``DIR`` holds an older ``ai`` package (for example ``git -C /path/to/main archive main ai | tar -x -C
DIR``); it is loaded under the name ``ai_old`` (its imports inside the package are relative). A plays
this tree's ``ai`` and B the old one, with ``ai.duel``'s rotations, referee prefix and outcome; at
fixed worlds (``--worlds``) both sides are deterministic. The last line is ``ai.duel``'s summary:
a change of the policy shows as a win rate away from 0.5 and a score away from 0 (a draw would be
the same code). With ``--log`` each deal's result is appended to FILE as it ends (a JSON line),
and a rerun with the same FILE goes on from the deals already there: a long comparison survives
being cut off.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import ai  # noqa: E402
from ai import duel, pimc  # noqa: E402


def _load_old(root: Path):
    spec = importlib.util.spec_from_file_location("ai_old", root / "ai" / "__init__.py",
                                                  submodule_search_locations=[str(root / "ai")])
    if spec is None or spec.loader is None:
        raise SystemExit(f"no ai package under {root}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["ai_old"] = mod
    spec.loader.exec_module(mod)
    return mod


def load_old_at(root: Path, worlds: int):
    """The old ``ai`` package under ``root`` beside this one, both searching exactly ``worlds`` worlds
    per decision (light searches uncapped), so a difference is the code's, not the machine's load.
    Returns the old package's ``pimc`` module."""
    _load_old(root)
    old_pimc = importlib.import_module("ai_old.pimc")
    for mod in (pimc, old_pimc):
        mod.DEFAULT_WORLDS = worlds
        mod.LIGHT_BUDGET_MS = 1e9
    return old_pimc


def _logged(log: Path | None, game: str, level: str, seed: int,
            worlds: int) -> dict[int, tuple[float, float]]:
    """The deals ``log`` already holds, by index; a new log starts with a line naming the comparison
    (a log of another comparison is refused rather than mixed in)."""
    head = {"game": game, "level": level, "seed": seed, "worlds": worlds}
    if log is None:
        return {}
    if not log.exists():
        log.write_text(json.dumps(head) + "\n", encoding="utf-8")
        return {}
    lines = log.read_text(encoding="utf-8").splitlines()
    if not lines or json.loads(lines[0]) != head:
        raise SystemExit(f"{log} logs another comparison, not {head}")
    rows = [json.loads(line) for line in lines[1:] if line.strip()]
    return {r["i"]: (r["win"], r["score"]) for r in rows}


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--old", required=True, type=Path)
    p.add_argument("--level", default="normal")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worlds", type=int, default=30)
    p.add_argument("--log", type=Path, default=None, help="append each deal's result here; resume from it")
    args = p.parse_args(argv)
    load_old_at(args.old, args.worlds)

    def make(game_id: str, which: str, seed: int | None = None):
        if which == "new":
            return ai.make_player(game_id, args.level, seed=seed)
        # the old package's make_player imports ``ai.games`` by absolute name: go to its own games
        return importlib.import_module(f"ai_old.games.{game_id}").make(args.level, seed)

    duel.make_player = make  # play_deal asks its module's make_player for "new" / "old"
    done = _logged(args.log, args.game, args.level, args.seed, args.worlds)
    for i in range(args.deals):
        if i in done:
            continue
        w, s, _ = duel.play_deal(args.game, "new", "old", args.seed, i)
        done[i] = (w, s)
        if args.log is not None:
            with args.log.open("a", encoding="utf-8") as f:
                f.write(json.dumps({"i": i, "win": w, "score": s}) + "\n")
    wins = [done[i][0] for i in range(args.deals)]
    scores = [done[i][1] for i in range(args.deals)]
    w, wl, wh = duel.mean_ci(wins)
    s, sl, sh = duel.mean_ci(scores)
    print(f"{args.game} {args.level} new vs old: win {w:.3f} [{wl:.3f}, {wh:.3f}], "
          f"score {s:+.2f} [{sl:+.2f}, {sh:+.2f}] per hand, {args.deals} deals")


if __name__ == "__main__":
    main()
