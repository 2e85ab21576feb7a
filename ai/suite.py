"""The card-play position suite (issue #35), as chess engines keep test suites: positions drawn from
self-play where the levels' candidate plays differ, each candidate analysed once, slowly.

A position is stored as plain JSON: the game, the deal's seed, the decisions before it (the action
prefix that rebuilds it from the seed), the seat to act, and per candidate its analysed value (the
seat's mean score over ``worlds`` re-dealt worlds, ``ai.counterfactual``, every candidate in the same
worlds) with its standard error. World ``k`` of a position is drawn from a seed of the position and
``k`` alone, so a play that no candidate covered is analysed later in the very same worlds.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import engine
from engine import Action, format_cards, parse_cards

from . import make_player
from .counterfactual import Point, option_values, point_of, redeal

__all__ = ["encode", "decode", "rebuild", "candidates_at", "analyse", "load", "save", "value_of"]

#: the levels (and seeds) whose choices make a position's candidates
PROBES = (("greedy", 1), ("easy", 1), ("easy", 2), ("normal", 1), ("hard", 1))


def encode(action: Action) -> dict[str, Any]:
    return {"kind": action.kind, "cards": format_cards(action.cards), "value": action.value}


def decode(d: dict[str, Any]) -> Action:
    return Action(d["kind"], tuple(parse_cards(d["cards"])), d.get("value"))


def rebuild(pos: dict[str, Any]) -> engine.Hand:
    """The hand at a stored position: dealt from its seed, its prefix applied."""
    hand = engine.new_hand(pos["game"], players=pos["players"], seed=pos["seed"])
    for action in pos["prefix"]:
        hand.apply(decode(action))
    return hand


def candidates_at(hand: engine.Hand, seed: int) -> list[Action]:
    """The distinct plays the probe levels choose here (in the probes' order)."""
    seat = hand.to_act
    view, legal = hand.view(seat), hand.legal_actions()
    out: list[Action] = []
    for level, k in PROBES:
        a = make_player(hand.game_id, level, seed=seed * 7 + k).choose(view, legal)
        if a not in out:
            out.append(a)
    return out


def _world(point: Point, pos_seed: int, k: int) -> engine.Hand | None:
    return redeal(point, random.Random(pos_seed * 1_000_003 + k))


def analyse(hand: engine.Hand, actions: Sequence[Action], worlds: int, rollout: str, pos_seed: int,
            min_worlds: int = 8) -> list[tuple[float, float, int]] | None:
    """(mean, standard error, worlds) of each action at ``hand``'s position; None if fewer than
    ``min_worlds`` worlds consistent with the seat's view were found."""
    point = point_of(hand)
    rows: list[list[float]] = []
    for k in range(worlds):
        world = _world(point, pos_seed, k)
        if world is None:
            continue
        got = option_values(world, {str(i): a for i, a in enumerate(actions)}, rollout, seed=pos_seed + k)
        rows.append([got[str(i)] for i in range(len(actions))])
    if len(rows) < min_worlds:
        return None
    out = []
    n = len(rows)
    for i in range(len(actions)):
        xs = [r[i] for r in rows]
        m = sum(xs) / n
        sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(n - 1, 1))
        out.append((m, sd / math.sqrt(n), n))
    return out


def value_of(pos: dict[str, Any], action: Action) -> float | None:
    """The analysed value of ``action`` at ``pos``; None if it is not one of its candidates."""
    for c in pos["candidates"]:
        if decode(c["action"]) == action:
            return float(c["value"])
    return None


def load(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {"version": 1, "positions": []}
    suite: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return suite


def save(path: Path, suite: dict[str, Any]) -> None:
    """Written whole to a temporary file first: an interrupted save never loses the suite."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(suite, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)
